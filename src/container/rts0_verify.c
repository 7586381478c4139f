/* rts0_verify.c - the rules a root signature must satisfy, as DXC checks
 * them (DxilRootSignatureValidator.cpp), with DXC's messages:
 *
 *  - rts0_verify (VerifyRootSignature, run before serializing and by the
 *    validator): valid flags and visibilities; per descriptor table: no
 *    samplers mixed with other ranges, no empty range, no register or slot
 *    overflow, no range appended after an unbounded one; per range and root
 *    descriptor: valid flags, at most one DATA_* flag, DESCRIPTORS_VOLATILE
 *    not with DATA_STATIC, no DATA_* on sampler ranges; static samplers:
 *    valid filter, address modes, LOD bias in [-16, 15.99], anisotropy <=
 *    16, comparison function for comparison filters, LODs not NaN; register
 *    spaces 0xFFFFFFF0 and up are reserved; and no two register ranges of
 *    one class overlap where both are visible (a range visible to ALL
 *    overlaps every visibility).
 *  - rts0_verify_shader (VerifyRootSignatureWithShaderPSV, run by the
 *    validator on a container with both RTS0 and PSV0): every resource the
 *    shader binds lies entirely inside one range of its class visible to its
 *    stage; root SRV/UAV descriptors hold only raw or structured buffers
 *    without counters; a stage with bindings is not denied root access.
 *
 * The first failing rule ends the check, like DXC's exceptions. Register
 * ranges of one (visibility, class) are kept as a sorted array of disjoint
 * intervals, searched by binary search (DXC's std::set of intervals with an
 * ordering under which overlapping intervals are equivalent: the range found
 * is the lowest one that overlaps). */
#include "rts0.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

enum { NT_TABLE, NT_DESCRIPTOR, NT_CONSTANT, NT_SAMPLER };

typedef struct RvRange {
  uint32_t nt;     /* NT_* */
  uint32_t space;
  uint32_t lb, ub; /* inclusive bounds */
  uint32_t irp;    /* root parameter (or static sampler) index */
  uint32_t idts;   /* descriptor table slot */
} RvRange;

typedef struct RvSet {
  RvRange *v;
  uint32_t n, cap;
} RvSet;

typedef struct Rv {
  Arena a;
  RvSet sets[RS_VIS_MAX + 1][4]; /* [visibility][range type] */
  StrBuf *msg;
  bool allow_reserved;
} Rv;

static bool rv_fail(Rv *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool rv_fail(Rv *v, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(v->msg, fmt, ap);
  va_end(ap);
  return false;
}

/* a < b under DXC's ordering (same space: a entirely below b) */
static bool rv_less(const RvRange *a, const RvRange *b) {
  return a->space < b->space || (a->space == b->space && a->ub < b->lb);
}

/* Index of the first interval not below key (std::set::lower_bound). */
static uint32_t rv_lower_bound(const RvSet *s, const RvRange *key) {
  uint32_t lo = 0, hi = s->n;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (rv_less(&s->v[mid], key)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/* The lowest interval of s that overlaps key, or NULL (std::set::find). */
static const RvRange *rv_find(const RvSet *s, const RvRange *key) {
  uint32_t i = rv_lower_bound(s, key);
  return i < s->n && !rv_less(key, &s->v[i]) ? &s->v[i] : NULL;
}

static bool rv_insert(Rv *v, RvSet *s, const RvRange *r) {
  if (s->n == s->cap) {
    uint32_t cap = s->cap ? s->cap * 2 : 8;
    RvRange *nv = arena_alloc(&v->a, sizeof(RvRange) * cap);
    if (!nv) return false;
    if (s->n) memcpy(nv, s->v, sizeof(RvRange) * s->n);
    s->v = nv;
    s->cap = cap;
  }
  uint32_t i = rv_lower_bound(s, r);
  memmove(&s->v[i + 1], &s->v[i], sizeof(RvRange) * (s->n - i));
  s->v[i] = *r;
  s->n++;
  return true;
}

static const char *rv_type_name(uint32_t t) {
  static const char *const n[] = {"SRV", "UAV", "CBV", "SAMPLER"};
  return t < 4 ? n[t] : "unknown";
}

static const char *rv_vis_name(uint32_t vis) {
  static const char *const n[] = {"ALL", "VERTEX", "HULL", "DOMAIN", "GEOMETRY", "PIXEL",
                                  "AMPLIFICATION", "MESH"};
  return vis <= RS_VIS_MAX ? n[vis] : "unknown";
}

/* "(root parameter [%u], ...)" as DXC words each kind of node (the other
 * node's table slot says "parameter[%u]" without the space: DXC's text). */
static void rv_node_text(char *buf, size_t n, const RvRange *r, uint32_t vis, bool other) {
  switch (r->nt) {
  case NT_TABLE:
    snprintf(buf, n, other ? "(root parameter[%u], visibility %s, descriptor table slot [%u])"
                           : "(root parameter [%u], visibility %s, descriptor table slot [%u])",
             r->irp, rv_vis_name(vis), r->idts);
    break;
  case NT_SAMPLER:
    snprintf(buf, n, "(static sampler [%u], visibility %s)", r->irp, rv_vis_name(vis));
    break;
  default:
    snprintf(buf, n, "(root parameter [%u], visibility %s)", r->irp, rv_vis_name(vis));
    break;
  }
}

/* AddRegisterRange */
static bool rv_add(Rv *v, uint32_t irp, uint32_t nt, uint32_t idts, uint32_t type, uint32_t vis,
                   uint32_t num, uint32_t base, uint32_t space) {
  RvRange r = {nt, space, base, num != UINT32_MAX ? base + num - 1 : UINT32_MAX, irp, idts};
  if (!v->allow_reserved && space >= 0xFFFFFFF0u) {
    if (nt == NT_TABLE)
      return rv_fail(v, "Root parameter [%u] descriptor table entry [%u] specifies RegisterSpace=0x%x, "
                        "which is invalid since RegisterSpace values in the range "
                        "[0xfffffff0,0xffffffff] are reserved for system use.", irp, idts, space);
    return rv_fail(v, "Root parameter [%u] specifies RegisterSpace=0x%x, which is invalid since "
                      "RegisterSpace values in the range [0xfffffff0,0xffffffff] are reserved for "
                      "system use.", irp, space);
  }
  const RvRange *hit = NULL;
  uint32_t hit_vis = vis;
  if (vis == RS_VIS_ALL) {
    for (uint32_t k = 0; k <= RS_VIS_MAX && !hit; k++) hit = rv_find(&v->sets[k][type], &r);
  } else {
    hit = rv_find(&v->sets[vis][type], &r);
    if (!hit) {
      hit = rv_find(&v->sets[RS_VIS_ALL][type], &r);
      hit_vis = RS_VIS_ALL;
    }
  }
  if (hit) {
    char mine[160], theirs[160];
    rv_node_text(mine, sizeof mine, &r, vis, false);
    rv_node_text(theirs, sizeof theirs, hit, hit_vis, true);
    return rv_fail(v, "Shader register range of type %s %s overlaps with another shader register "
                      "range %s.", rv_type_name(type), mine, theirs);
  }
  return rv_insert(v, &v->sets[vis][type], &r) || rv_fail(v, "out of memory");
}

/* DescriptorTableVerifier::Verify */
static bool rv_table(Rv *v, const RsParam *p, uint32_t irp) {
  bool samplers = false, resources = false;
  uint64_t append = 0;
  for (uint32_t i = 0; i < p->nranges; i++) {
    const RsRange *g = &p->ranges[i];
    if (g->type > RS_RANGE_SAMPLER)
      return rv_fail(v, "Unsupported RangeType value %u (descriptor table slot [%u], root parameter [%u]).",
                     g->type, i, irp);
    if (g->type == RS_RANGE_SAMPLER) samplers = true;
    else resources = true;
    if (samplers && resources)
      return rv_fail(v, "Samplers cannot be mixed with other resource types in a descriptor table "
                        "(root parameter [%u]).", irp);
    if (g->count == 0)
      return rv_fail(v, "NumDescriptors cannot be 0 (descriptor table slot [%u], root parameter [%u]).",
                     i, irp);
    uint64_t start = g->offset != RS_OFFSET_APPEND ? g->offset : append;
    if (start > UINT32_MAX)
      return rv_fail(v, "Cannot append range with implicit lower bound after an unbounded range "
                        "(descriptor table slot [%u], root parameter [%u]).", i, irp);
    if (g->count != UINT32_MAX) {
      if ((uint64_t)g->base + g->count - 1 > UINT32_MAX)
        return rv_fail(v, "Overflow for shader register range: BaseShaderRegister=%u, NumDescriptor=%u; "
                          "(descriptor table slot [%u], root parameter [%u]).", g->base, g->count, i, irp);
      if (start + g->count - 1 > UINT32_MAX)
        return rv_fail(v, "Overflow for descriptor range (descriptor table slot [%u], root parameter [%u])",
                       i, irp);
      append = start + g->count;
    } else {
      append = (uint64_t)UINT32_MAX + 1;
    }
  }
  return true;
}

/* DXC prints floats with raw_ostream's "%e" */
static bool rv_nan(uint32_t bits) { return (bits & 0x7F800000u) == 0x7F800000u && (bits & 0x7FFFFFu); }
static float rv_float(uint32_t bits) {
  float f;
  memcpy(&f, &bits, 4);
  return f;
}

/* StaticSamplerVerifier::Verify */
static bool rv_sampler(Rv *v, const uint32_t *s) {
  uint32_t f = s[RS_SS_FILTER];
  bool comparison = false;
  switch (f) {
  case 0x100: case 0x101: case 0x104: case 0x105: case 0x110: case 0x111: case 0x114: case 0x115:
  case 0x155: case 0x180: case 0x181: case 0x184: case 0x185: case 0x190: case 0x191: case 0x194:
  case 0x195: case 0x1D5:
  case 0x00: case 0x01: case 0x04: case 0x05: case 0x10: case 0x11: case 0x14: case 0x15: case 0x55:
    break;
  case 0x80: case 0x81: case 0x84: case 0x85: case 0x90: case 0x91: case 0x94: case 0x95: case 0xD5:
    comparison = true;
    break;
  default:
    return rv_fail(v, "Static sampler: Filter unrecognized.");
  }
  static const char *const uvw[] = {"AddressU", "AddressV", "AddressW"};
  for (int k = 0; k < 3; k++)
    if (s[RS_SS_ADDRESS_U + k] < 1 || s[RS_SS_ADDRESS_U + k] > 5)
      return rv_fail(v, "Static sampler: %s unrecognized.", uvw[k]);
  float bias = rv_float(s[RS_SS_MIP_LOD_BIAS]);
  if (rv_nan(s[RS_SS_MIP_LOD_BIAS]) || bias < -16.0f || bias > 15.99f)
    return rv_fail(v, "Static sampler: MipLODBias must be in the range [%e to %e].  %especified.",
                   (double)-16.0f, (double)15.99f, (double)bias);
  if (s[RS_SS_MAX_ANISOTROPY] > 16)
    return rv_fail(v, "Static sampler: MaxAnisotropy must be in the range [0 to 16].  %u specified.",
                   s[RS_SS_MAX_ANISOTROPY]);
  if (comparison && (s[RS_SS_COMPARISON] < 1 || s[RS_SS_COMPARISON] > 8))
    return rv_fail(v, "Static sampler: ComparisonFunc unrecognized.");
  if (rv_nan(s[RS_SS_MIN_LOD]))
    return rv_fail(v, "Static sampler: MinLOD be in the range [-INF to +INF].  %e specified.",
                   (double)rv_float(s[RS_SS_MIN_LOD]));
  if (rv_nan(s[RS_SS_MAX_LOD]))
    return rv_fail(v, "Static sampler: MaxLOD be in the range [-INF to +INF].  %e specified.",
                   (double)rv_float(s[RS_SS_MAX_LOD]));
  return true;
}

/* The flags DXC reads for a range of a 1.0 root signature (volatile). */
static uint32_t rv_range_flags(const RsDesc *rs, const RsRange *g) {
  if (rs->version != RS_VERSION_1_0) return g->flags;
  return RS_DESCRIPTORS_VOLATILE | (g->type == RS_RANGE_SAMPLER ? 0 : RS_DATA_VOLATILE);
}

static bool rv_run(Rv *v, const RsDesc *rs) {
  if (rs->flags & ~0x80000FFFu)
    return rv_fail(v, "Unsupported bit-flag set (root signature flags 0x%x).", rs->flags);
  for (uint32_t i = 0; i < rs->nparams; i++) {
    const RsParam *p = &rs->params[i];
    if (p->visibility > RS_VIS_MAX)
      return rv_fail(v, "Unsupported ShaderVisibility value %u (root parameter [%u]).", p->visibility, i);
    switch (p->type) {
    case RS_PARAM_TABLE:
      if (!rv_table(v, p, i)) return false;
      for (uint32_t r = 0; r < p->nranges; r++) {
        const RsRange *g = &p->ranges[r];
        uint32_t f = rv_range_flags(rs, g);
        if (f & ~0x1000Fu) return rv_fail(v, "Unsupported bit-flag set (descriptor range flags %u).", f);
        if (g->type == RS_RANGE_SAMPLER) {
          if (f & (RS_DATA_VOLATILE | RS_DATA_STATIC | RS_DATA_STATIC_WHILE_SET_AT_EXECUTE))
            return rv_fail(v, "Sampler descriptor ranges can't specify DATA_* flags since there is no "
                              "data pointed to by samplers (descriptor range flags %u).", f);
        } else {
          uint32_t ndata = !!(f & RS_DATA_VOLATILE) + !!(f & RS_DATA_STATIC) +
                           !!(f & RS_DATA_STATIC_WHILE_SET_AT_EXECUTE);
          if (ndata > 1)
            return rv_fail(v, "Descriptor range flags cannot specify more than one DATA_* flag at a "
                              "time (descriptor range flags %u).", f);
          if ((f & RS_DATA_STATIC) && (f & RS_DESCRIPTORS_VOLATILE))
            return rv_fail(v, "Descriptor range flags cannot specify DESCRIPTORS_VOLATILE with the "
                              "DATA_STATIC flag at the same time (descriptor range flags %u). "
                              "DATA_STATIC_WHILE_SET_AT_EXECUTE is fine to combine with "
                              "DESCRIPTORS_VOLATILE, since DESCRIPTORS_VOLATILE still requires "
                              "descriptors don't change during execution. ", f);
        }
        if (!rv_add(v, i, NT_TABLE, r, g->type, p->visibility, g->count, g->base, g->space))
          return false;
      }
      break;
    case RS_PARAM_CONSTANTS:
      if (!rv_add(v, i, NT_CONSTANT, UINT32_MAX, RS_RANGE_CBV, p->visibility, 1, p->w[0], p->w[1]))
        return false;
      break;
    case RS_PARAM_CBV: case RS_PARAM_SRV: case RS_PARAM_UAV: {
      uint32_t f = rs->version == RS_VERSION_1_0 ? RS_DATA_VOLATILE : p->w[2];
      if (f & ~0xEu) return rv_fail(v, "Unsupported bit-flag set (root descriptor flags 0x%x).", f);
      uint32_t ndata = !!(f & RS_DATA_VOLATILE) + !!(f & RS_DATA_STATIC) +
                       !!(f & RS_DATA_STATIC_WHILE_SET_AT_EXECUTE);
      /* DXC prints the number of DATA_* flags here, not the flags */
      if (ndata > 1)
        return rv_fail(v, "Root descriptor flags cannot specify more than one DATA_* flag at a time "
                          "(root descriptor flags %u).", ndata);
      uint32_t type = p->type == RS_PARAM_CBV ? RS_RANGE_CBV
                      : p->type == RS_PARAM_SRV ? RS_RANGE_SRV : RS_RANGE_UAV;
      if (!rv_add(v, i, NT_DESCRIPTOR, UINT32_MAX, type, p->visibility, 1, p->w[0], p->w[1]))
        return false;
      break;
    }
    default:
      return rv_fail(v, "Unsupported ParameterType value %u (root parameter %u)", p->type, i);
    }
  }
  for (uint32_t i = 0; i < rs->nsamplers; i++) {
    const uint32_t *s = rs->samplers[i];
    if (s[RS_SS_VISIBILITY] > RS_VIS_MAX)
      return rv_fail(v, "Unsupported ShaderVisibility value %u (static sampler [%u]).",
                     s[RS_SS_VISIBILITY], i);
    if (!rv_sampler(v, s)) return false;
    if (!rv_add(v, i, NT_SAMPLER, UINT32_MAX, RS_RANGE_SAMPLER, s[RS_SS_VISIBILITY], 1,
                s[RS_SS_REGISTER], s[RS_SS_SPACE]))
      return false;
  }
  return true;
}

bool rts0_verify(const RsDesc *rs, bool allow_reserved_spaces, Arena *parent, StrBuf *msg) {
  Rv v;
  memset(&v, 0, sizeof v);
  arena_init_child(&v.a, parent);
  v.msg = msg;
  v.allow_reserved = allow_reserved_spaces;
  bool ok = rv_run(&v, rs);
  arena_free(&v.a);
  return ok;
}

/* FindCoveringInterval: the ALL range that overlaps first, else the
 * stage's; it must contain the whole binding. */
static const RvRange *rv_covering(Rv *v, uint32_t type, uint32_t vis, uint32_t num, uint32_t lb,
                                  uint32_t space) {
  RvRange key = {0, space, lb, lb + num - 1, 0, 0};
  const RvRange *r = rv_find(&v->sets[RS_VIS_ALL][type], &key);
  if (!r && vis != RS_VIS_ALL) r = rv_find(&v->sets[vis][type], &key);
  if (r && !(r->space == key.space && r->lb <= key.lb && key.ub <= r->ub)) r = NULL;
  return r;
}

bool rts0_verify_shader(const RsDesc *rs, uint32_t vis, const RsBinding *b, uint32_t n, Arena *parent,
                        StrBuf *msg) {
  Rv v;
  memset(&v, 0, sizeof v);
  arena_init_child(&v.a, parent);
  v.msg = msg;
  bool ok = rv_run(&v, rs);
  /* DENY_<stage>_SHADER_ROOT_ACCESS for the stage's visibility */
  static const uint32_t deny[RS_VIS_MAX + 1] = {0, 0x2, 0x4, 0x8, 0x10, 0x20, 0x100, 0x200};
  bool denied = vis <= RS_VIS_MAX && (rs->flags & deny[vis]);
  bool bindings = false;
  for (uint32_t i = 0; ok && i < n; i++) {
    uint32_t space = b[i].space, lb = b[i].lower, ub = b[i].upper;
    uint32_t num = ub != UINT32_MAX ? ub - lb + 1 : 1;
    uint32_t t = b[i].psv_type;
    const RvRange *r;
    switch (t) {
    case RS_PSV_SAMPLER:
      bindings = true;
      if (!rv_covering(&v, RS_RANGE_SAMPLER, vis, num, lb, space))
        ok = rv_fail(&v, "Shader sampler descriptor range (RegisterSpace=%u, NumDescriptors=%u, "
                         "BaseShaderRegister=%u) is not fully bound in root signature.", space, num, lb);
      break;
    case RS_PSV_SRV_TYPED: case RS_PSV_SRV_RAW: case RS_PSV_SRV_STRUCTURED:
      bindings = true;
      r = rv_covering(&v, RS_RANGE_SRV, vis, num, lb, space);
      if (!r)
        ok = rv_fail(&v, "Shader SRV descriptor range (RegisterSpace=%u, NumDescriptors=%u, "
                         "BaseShaderRegister=%u) is not fully bound in root signature.", space, num, lb);
      else if (r->nt == NT_DESCRIPTOR && t == RS_PSV_SRV_TYPED)
        ok = rv_fail(&v, "A Shader is declaring a resource object as a texture using a register mapped "
                         "to a root descriptor SRV (RegisterSpace=%u, ShaderRegister=%u).  SRV or UAV "
                         "root descriptors can only be Raw or Structured buffers.", space, lb);
      break;
    case RS_PSV_UAV_TYPED: case RS_PSV_UAV_RAW: case RS_PSV_UAV_STRUCTURED:
    case RS_PSV_UAV_STRUCTURED_COUNTER:
      bindings = true;
      r = rv_covering(&v, RS_RANGE_UAV, vis, num, lb, space);
      if (!r)
        ok = rv_fail(&v, "Shader UAV descriptor range (RegisterSpace=%u, NumDescriptors=%u, "
                         "BaseShaderRegister=%u) is not fully bound in root signature.", space, num, lb);
      else if (r->nt == NT_DESCRIPTOR && t == RS_PSV_UAV_TYPED)
        ok = rv_fail(&v, "A shader is declaring a typed UAV using a register mapped to a root descriptor "
                         "UAV (RegisterSpace=%u, ShaderRegister=%u).  SRV or UAV root descriptors can "
                         "only be Raw or Structured buffers.", space, lb);
      else if (r->nt == NT_DESCRIPTOR && t == RS_PSV_UAV_STRUCTURED_COUNTER)
        ok = rv_fail(&v, "A Shader is declaring a structured UAV with counter using a register mapped to "
                         "a root descriptor UAV (RegisterSpace=%u, ShaderRegister=%u).  SRV or UAV root "
                         "descriptors can only be Raw or Structured buffers.", space, lb);
      break;
    case RS_PSV_CBV:
      bindings = true;
      if (!rv_covering(&v, RS_RANGE_CBV, vis, num, lb, space))
        ok = rv_fail(&v, "Shader CBV descriptor range (RegisterSpace=%u, NumDescriptors=%u, "
                         "BaseShaderRegister=%u) is not fully bound in root signature.", space, num, lb);
      break;
    default:
      break;
    }
  }
  if (ok && bindings && denied)
    ok = rv_fail(&v, "Shader has root bindings but root signature uses a DENY flag to disallow root "
                     "binding access to the shader stage.");
  arena_free(&v.a);
  return ok;
}
