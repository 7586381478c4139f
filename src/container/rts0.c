/* rts0.c - root signatures: !dx.rootsignatures metadata -> the RTS0 part.
 *
 * Metadata (clang's HLSL front end, LLVM's RootSignatureMetadata):
 *   !dx.rootsignatures = !{!E, ...}
 *   !E = !{ptr @fn, !{element, ...}, i32 version}   version 1 (1.0), 2 (1.1), 3 (1.2)
 * The version operand is optional here (older form: a pair; then 1.1, the
 * version DXC serializes by default). Elements:
 *   !{!"RootFlags", i32 flags}
 *   !{!"RootConstants", i32 visibility, i32 register, i32 space, i32 num32bit}
 *   !{!"RootCBV"|"RootSRV"|"RootUAV", i32 visibility, i32 register, i32 space, i32 flags}
 *   !{!"DescriptorTable", i32 visibility, !range, ...}
 *     range = !{!"SRV"|"UAV"|"CBV"|"Sampler", i32 count, i32 base register,
 *               i32 space, i32 offset in table, i32 flags}
 *   !{!"StaticSampler", i32 filter, i32 addressU, i32 addressV, i32 addressW,
 *     float mipLODBias, i32 maxAnisotropy, i32 comparisonFunc, i32 borderColor,
 *     float minLOD, float maxLOD, i32 register, i32 space, i32 visibility
 *     [, i32 flags (1.2)]}
 *
 * Serialization (dxil-format.md §1.6; D3D12's serialized root signature,
 * which LLVM's mcdxbc::RootSignatureDesc::write and DXC produce alike):
 * a 24-byte header {version, #params, params offset (24), #samplers,
 * samplers offset, flags}; one 12-byte header per parameter {type,
 * visibility, payload offset}; the payloads in parameter order (constants
 * {register, space, count}; root descriptors {register, space[, flags from
 * 1.1]}; tables {#ranges, ranges offset} immediately followed by their
 * ranges {type, count, base, space[, flags from 1.1], offset}); then the
 * static samplers (13 dwords, 14 with flags from 1.2). The samplers offset
 * is the end of the parameters even when there are none.
 *
 * Values are checked the way LLVM's MetadataParser::validateRootSignature
 * does. Errors are fatal (LLVM reports them with report_fatal_error in llc):
 * 7201 malformed !dx.rootsignatures entry, 7202 malformed element,
 * 7203 invalid value. */
#include "container_internal.h"

#include <stdio.h>
#include <string.h>

/* One descriptor range of a table. */
typedef struct RsRange {
  uint32_t type;    /* SRV 0, UAV 1, CBV 2, Sampler 3 */
  uint32_t count;   /* NumDescriptors (UINT32_MAX = unbounded) */
  uint32_t base;    /* BaseShaderRegister */
  uint32_t space;   /* RegisterSpace */
  uint32_t offset;  /* OffsetInDescriptorsFromTableStart (UINT32_MAX = append) */
  uint32_t flags;   /* D3D12_DESCRIPTOR_RANGE_FLAGS (1.1+) */
} RsRange;

/* One root parameter. */
typedef struct RsParam {
  uint32_t type;        /* DescriptorTable 0, Constants 1, CBV 2, SRV 3, UAV 4 */
  uint32_t visibility;  /* D3D12_SHADER_VISIBILITY */
  uint32_t w[3];        /* constants: register, space, count; descriptor: register, space, flags */
  RsRange *ranges;      /* table ranges */
  uint32_t nranges;
} RsParam;

enum { RS_SAMPLER_WORDS = 14 };

/* A parsed root signature. */
typedef struct RsDesc {
  uint32_t version;     /* 1, 2 or 3 */
  uint32_t flags;       /* root flags */
  RsParam *params;
  uint32_t nparams;
  uint32_t (*samplers)[RS_SAMPLER_WORDS]; /* D3D12_STATIC_SAMPLER_DESC1 words (floats as bits) */
  uint32_t nsamplers;
} RsDesc;

static void rs_fatal(Diag *d, int code, const char *fmt, const char *arg) {
  diag_report(d, DIAG_FATAL, code, srcloc_none(), fmt, arg ? arg : "");
}

static bool rs_str(const IrMD *md, const char **s, uint32_t *len) {
  if (!md || md->kind != IR_MD_STRING) return false;
  *s = md->str ? md->str : "";
  *len = md->len;
  return true;
}

static bool rs_streq(const char *s, uint32_t len, const char *lit) {
  return strlen(lit) == len && memcmp(s, lit, len) == 0;
}

/* Integer operand i of node n (zero-extended, truncated to 32 bits). */
static bool rs_int(const IrMD *n, uint32_t i, uint32_t *out) {
  if (!n || i >= n->nops) return false;
  const IrMD *md = n->ops[i];
  uint64_t v;
  if (!md || md->kind != IR_MD_VALUE || !md->value || !ir_const_is_int(md->value, &v)) return false;
  *out = (uint32_t)v;
  return true;
}

/* Float operand i as its IEEE single bit pattern. */
static bool rs_float(const IrMD *n, uint32_t i, uint32_t *out) {
  if (!n || i >= n->nops) return false;
  const IrMD *md = n->ops[i];
  if (!md || md->kind != IR_MD_VALUE || !md->value || md->value->kind != IR_V_CONST_FP ||
      !md->value->type || md->value->type->kind != IR_TY_FLOAT)
    return false;
  *out = (uint32_t)((IrConst *)md->value)->fbits;
  return true;
}

static float rs_bits_float(uint32_t b) {
  float f;
  memcpy(&f, &b, 4);
  return f;
}

/* ---- validation (LLVM's hlsl::rootsig::verify* rules) ------------------ */

static bool rs_valid_space(uint32_t s) { return !(s >= 0xFFFFFFF0u); }
static bool rs_valid_visibility(uint32_t v) { return v <= 7; }
static bool rs_valid_address(uint32_t a) { return a >= 1 && a <= 5; }
static bool rs_valid_cmp(uint32_t c) { return c >= 1 && c <= 8; }
static bool rs_valid_border(uint32_t b) { return b <= 4; }

/* D3D12_FILTER values DXC accepts for static samplers. */
static bool rs_valid_filter(uint32_t f) {
  static const uint32_t ok[] = {
      0x00, 0x01, 0x04, 0x05, 0x10, 0x11, 0x14, 0x15, 0x55, 0x80, 0x81, 0x84, 0x85, 0x90,
      0x91, 0x94, 0x95, 0xD5, 0x100, 0x101, 0x104, 0x105, 0x110, 0x111, 0x114, 0x115,
      0x155, 0x180, 0x181, 0x184, 0x185, 0x190, 0x191, 0x194, 0x195, 0x1D5,
  };
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
    if (ok[i] == f) return true;
  return false;
}

/* Root descriptor flags from 1.1: none, or one of DATA_VOLATILE (2),
 * DATA_STATIC_WHILE_SET_AT_EXECUTE (4), DATA_STATIC (8). */
static bool rs_valid_descriptor_flags(uint32_t f) {
  return f == 0 || f == 0x2 || f == 0x4 || f == 0x8;
}

static uint32_t rs_popcount(uint32_t v) {
  uint32_t n = 0;
  for (; v; v &= v - 1) n++;
  return n;
}

/* Descriptor range flags (LLVM's verifyDescriptorRangeFlag): 1.0 implies
 * volatile descriptors (and data); from 1.1 at most one DATA_* flag, at
 * most one of DESCRIPTORS_VOLATILE (1) / DESCRIPTORS_STATIC_KEEPING_BUFFER_
 * BOUNDS_CHECKS (0x10000), no DATA_STATIC with volatile descriptors, and
 * sampler ranges take no DATA_* flags. */
static bool rs_valid_range_flags(uint32_t version, uint32_t type, uint32_t f) {
  const uint32_t DESC_VOLATILE = 0x1, DATA_MASK = 0x2 | 0x4 | 0x8, DATA_STATIC = 0x8,
                 STATIC_KEEP = 0x10000;
  bool sampler = type == 3;
  if (version == 1) return f == (sampler ? DESC_VOLATILE : (DESC_VOLATILE | 0x2));
  if (rs_popcount(f & DATA_MASK) > 1) return false;
  if ((f & DESC_VOLATILE) && (f & STATIC_KEEP)) return false;
  if ((f & DESC_VOLATILE) && (f & DATA_STATIC)) return false;
  if (sampler) return (f & ~DESC_VOLATILE) == 0;
  return (f & ~(DESC_VOLATILE | DATA_MASK | STATIC_KEEP)) == 0;
}

static bool rs_invalid(Diag *d, const char *what, uint32_t v) {
  char buf[96];
  snprintf(buf, sizeof buf, "Invalid value for %s: %u", what, v);
  rs_fatal(d, 7203, "%s", buf);
  return false;
}

static bool rs_invalid_f(Diag *d, const char *what, uint32_t bits) {
  char buf[96];
  snprintf(buf, sizeof buf, "Invalid value for %s: %g", what, (double)rs_bits_float(bits));
  rs_fatal(d, 7203, "%s", buf);
  return false;
}

static bool rs_validate(const RsDesc *rs, Diag *d) {
  bool ok = true;
  if (rs->version < 1 || rs->version > 3) ok = rs_invalid(d, "Version", rs->version);
  if ((rs->flags | 0xFFFu) != 0xFFFu) ok = rs_invalid(d, "RootFlags", rs->flags);
  for (uint32_t i = 0; i < rs->nparams; i++) {
    const RsParam *p = &rs->params[i];
    if (!rs_valid_visibility(p->visibility)) ok = rs_invalid(d, "ShaderVisibility", p->visibility);
    switch (p->type) {
    case 2: case 3: case 4:
      if (p->w[0] == UINT32_MAX) ok = rs_invalid(d, "ShaderRegister", p->w[0]);
      if (!rs_valid_space(p->w[1])) ok = rs_invalid(d, "RegisterSpace", p->w[1]);
      if (rs->version > 1 && !rs_valid_descriptor_flags(p->w[2]))
        ok = rs_invalid(d, "RootDescriptorFlag", p->w[2]);
      break;
    case 0:
      for (uint32_t r = 0; r < p->nranges; r++) {
        const RsRange *g = &p->ranges[r];
        if (g->type > 3) ok = rs_invalid(d, "RangeType", g->type);
        if (!rs_valid_space(g->space)) ok = rs_invalid(d, "RegisterSpace", g->space);
        if (g->count == 0) ok = rs_invalid(d, "NumDescriptors", g->count);
        if (g->type <= 3 && !rs_valid_range_flags(rs->version, g->type, g->flags))
          ok = rs_invalid(d, "DescriptorFlag", g->flags);
      }
      break;
    default: break;
    }
  }
  for (uint32_t i = 0; i < rs->nsamplers; i++) {
    const uint32_t *s = rs->samplers[i];
    float bias = rs_bits_float(s[4]), minlod = rs_bits_float(s[8]), maxlod = rs_bits_float(s[9]);
    if (!rs_valid_filter(s[0])) ok = rs_invalid(d, "Filter", s[0]);
    if (!rs_valid_address(s[1])) ok = rs_invalid(d, "AddressU", s[1]);
    if (!rs_valid_address(s[2])) ok = rs_invalid(d, "AddressV", s[2]);
    if (!rs_valid_address(s[3])) ok = rs_invalid(d, "AddressW", s[3]);
    if (!(bias >= -16.0f && bias <= 15.99f)) ok = rs_invalid_f(d, "MipLODBias", s[4]);
    if (s[5] > 16) ok = rs_invalid(d, "MaxAnisotropy", s[5]);
    if (!rs_valid_cmp(s[6])) ok = rs_invalid(d, "ComparisonFunc", s[6]);
    if (!rs_valid_border(s[7])) ok = rs_invalid(d, "BorderColor", s[7]);
    if (minlod != minlod) ok = rs_invalid_f(d, "MinLOD", s[8]);
    if (maxlod != maxlod) ok = rs_invalid_f(d, "MaxLOD", s[9]);
    if (s[10] == UINT32_MAX) ok = rs_invalid(d, "ShaderRegister", s[10]);
    if (!rs_valid_space(s[11])) ok = rs_invalid(d, "RegisterSpace", s[11]);
    if (!rs_valid_visibility(s[12])) ok = rs_invalid(d, "ShaderVisibility", s[12]);
  }
  return ok;
}

/* ---- parsing ------------------------------------------------------------ */

static bool rs_bad_element(Diag *d, const char *what) {
  rs_fatal(d, 7202, "Invalid format for %s", what);
  return false;
}

static bool rs_bad_value(Diag *d, const char *what) {
  rs_fatal(d, 7203, "Invalid value for %s", what);
  return false;
}

/* The next parameter slot (cap = element count, one parameter each at most). */
static RsParam *rs_new_param(RsDesc *rs, uint32_t cap) {
  if (rs->nparams >= cap) return NULL;
  RsParam *p = &rs->params[rs->nparams++];
  memset(p, 0, sizeof *p);
  return p;
}

/* element = !{!"kind", operands...} */
static bool rs_parse_element(Arena *a, RsDesc *rs, const IrMD *e, uint32_t pcap, uint32_t scap,
                             Diag *d) {
  const char *k;
  uint32_t klen;
  if (!e || e->kind != IR_MD_NODE || e->nops == 0 || !rs_str(e->ops[0], &k, &klen))
    return rs_bad_element(d, "Root Element");
  if (rs_streq(k, klen, "RootFlags")) {
    if (e->nops != 2) return rs_bad_element(d, "RootFlag Element");
    if (!rs_int(e, 1, &rs->flags)) return rs_bad_value(d, "RootFlag");
    return true;
  }
  if (rs_streq(k, klen, "RootConstants")) {
    if (e->nops != 5) return rs_bad_element(d, "RootConstants Element");
    RsParam *p = rs_new_param(rs, pcap);
    if (!p) return false;
    p->type = 1;
    if (!rs_int(e, 1, &p->visibility)) return rs_bad_value(d, "ShaderVisibility");
    if (!rs_int(e, 2, &p->w[0])) return rs_bad_value(d, "ShaderRegister");
    if (!rs_int(e, 3, &p->w[1])) return rs_bad_value(d, "RegisterSpace");
    if (!rs_int(e, 4, &p->w[2])) return rs_bad_value(d, "Num32BitValues");
    return true;
  }
  uint32_t desc_type = rs_streq(k, klen, "RootCBV") ? 2
                       : rs_streq(k, klen, "RootSRV") ? 3
                       : rs_streq(k, klen, "RootUAV") ? 4 : 0;
  if (desc_type) {
    if (e->nops != 5) return rs_bad_element(d, "Root Descriptor Element");
    RsParam *p = rs_new_param(rs, pcap);
    if (!p) return false;
    p->type = desc_type;
    if (!rs_int(e, 1, &p->visibility)) return rs_bad_value(d, "ShaderVisibility");
    if (!rs_int(e, 2, &p->w[0])) return rs_bad_value(d, "ShaderRegister");
    if (!rs_int(e, 3, &p->w[1])) return rs_bad_value(d, "RegisterSpace");
    if (rs->version > 1 && !rs_int(e, 4, &p->w[2])) return rs_bad_value(d, "Root Descriptor Flags");
    return true;
  }
  if (rs_streq(k, klen, "DescriptorTable")) {
    if (e->nops < 2) return rs_bad_element(d, "Descriptor Table");
    RsParam *p = rs_new_param(rs, pcap);
    if (!p) return false;
    p->type = 0;
    if (!rs_int(e, 1, &p->visibility)) return rs_bad_value(d, "ShaderVisibility");
    p->ranges = arena_alloc(a, sizeof(RsRange) * (e->nops - 1));
    if (!p->ranges) return false;
    for (uint32_t i = 2; i < e->nops; i++) {
      const IrMD *r = e->ops[i];
      const char *rk;
      uint32_t rlen;
      if (!r || r->kind != IR_MD_NODE) {
        rs_fatal(d, 7202, "%s", "Missing Root Element Metadata Node.");
        return false;
      }
      if (r->nops != 6 || !rs_str(r->ops[0], &rk, &rlen)) return rs_bad_element(d, "Descriptor Range");
      RsRange *g = &p->ranges[p->nranges++];
      g->type = rs_streq(rk, rlen, "SRV") ? 0 : rs_streq(rk, rlen, "UAV") ? 1
                : rs_streq(rk, rlen, "CBV") ? 2 : rs_streq(rk, rlen, "Sampler") ? 3 : UINT32_MAX;
      if (g->type == UINT32_MAX) {
        rs_fatal(d, 7202, "%s", "Invalid Descriptor Range type.");
        return false;
      }
      if (!rs_int(r, 1, &g->count)) return rs_bad_value(d, "Number of Descriptor in Range");
      if (!rs_int(r, 2, &g->base)) return rs_bad_value(d, "BaseShaderRegister");
      if (!rs_int(r, 3, &g->space)) return rs_bad_value(d, "RegisterSpace");
      if (!rs_int(r, 4, &g->offset)) return rs_bad_value(d, "OffsetInDescriptorsFromTableStart");
      if (!rs_int(r, 5, &g->flags)) return rs_bad_value(d, "Descriptor Range Flags");
    }
    return true;
  }
  if (rs_streq(k, klen, "StaticSampler")) {
    uint32_t want = rs->version >= 3 ? 15 : 14;
    if (e->nops != want && e->nops != 14) return rs_bad_element(d, "Static Sampler");
    if (rs->nsamplers >= scap) return false;
    uint32_t *s = rs->samplers[rs->nsamplers++];
    memset(s, 0, sizeof(uint32_t) * RS_SAMPLER_WORDS);
    static const char *const names[] = {
        "Filter", "AddressU", "AddressV", "AddressW", "MipLODBias", "MaxAnisotropy",
        "ComparisonFunc", "BorderColor", "MinLOD", "MaxLOD", "ShaderRegister",
        "RegisterSpace", "ShaderVisibility", "Static Sampler Flags",
    };
    for (uint32_t i = 1; i < e->nops && i <= RS_SAMPLER_WORDS; i++) {
      bool is_float = i == 5 || i == 9 || i == 10;
      bool got = is_float ? rs_float(e, i, &s[i - 1]) : rs_int(e, i, &s[i - 1]);
      if (!got) return rs_bad_value(d, names[i - 1]);
    }
    return true;
  }
  rs_fatal(d, 7202, "%s", "Invalid Root Signature Element");
  return false;
}

/* Parses the element list `list` with the given version into rs. */
static bool rs_parse(Arena *a, const IrMD *list, uint32_t version, RsDesc *rs, Diag *d) {
  memset(rs, 0, sizeof *rs);
  rs->version = version;
  uint32_t n = list->nops;
  rs->params = arena_alloc(a, sizeof(RsParam) * (n ? n : 1));
  rs->samplers = arena_alloc(a, sizeof(uint32_t) * RS_SAMPLER_WORDS * (n ? n : 1));
  if (!rs->params || !rs->samplers) return false;
  bool ok = true;
  for (uint32_t i = 0; i < n; i++) {
    const IrMD *e = list->ops[i];
    if (!e || e->kind != IR_MD_NODE) {
      rs_fatal(d, 7202, "%s", "Missing Root Element Metadata Node.");
      return false;
    }
    if (!rs_parse_element(a, rs, e, n, n, d)) ok = false;
  }
  return ok && rs_validate(rs, d);
}

/* ---- serialization ------------------------------------------------------ */

static void put_at(StrBuf *sb, size_t off, uint32_t v) {
  if (sb->oom || off + 4 > sb->len) return;
  uint8_t *p = (uint8_t *)sb->data + off;
  p[0] = (uint8_t)v;
  p[1] = (uint8_t)(v >> 8);
  p[2] = (uint8_t)(v >> 16);
  p[3] = (uint8_t)(v >> 24);
}

static void rs_write(const RsDesc *rs, StrBuf *out) {
  size_t base = out->len;
  ct_put_u32(out, rs->version);
  ct_put_u32(out, rs->nparams);
  ct_put_u32(out, 24);
  ct_put_u32(out, rs->nsamplers);
  size_t samplers_off_at = out->len;
  ct_put_u32(out, 0); /* static samplers offset, filled below */
  ct_put_u32(out, rs->flags);
  size_t hdr = out->len;
  for (uint32_t i = 0; i < rs->nparams; i++) {
    ct_put_u32(out, rs->params[i].type);
    ct_put_u32(out, rs->params[i].visibility);
    ct_put_u32(out, 0); /* payload offset, filled below */
  }
  for (uint32_t i = 0; i < rs->nparams; i++) {
    const RsParam *p = &rs->params[i];
    put_at(out, hdr + 12 * i + 8, (uint32_t)(out->len - base));
    switch (p->type) {
    case 1:
      ct_put_u32(out, p->w[0]);
      ct_put_u32(out, p->w[1]);
      ct_put_u32(out, p->w[2]);
      break;
    case 2: case 3: case 4:
      ct_put_u32(out, p->w[0]);
      ct_put_u32(out, p->w[1]);
      if (rs->version > 1) ct_put_u32(out, p->w[2]);
      break;
    case 0:
      ct_put_u32(out, p->nranges);
      ct_put_u32(out, (uint32_t)(out->len - base + 4));
      for (uint32_t r = 0; r < p->nranges; r++) {
        const RsRange *g = &p->ranges[r];
        ct_put_u32(out, g->type);
        ct_put_u32(out, g->count);
        ct_put_u32(out, g->base);
        ct_put_u32(out, g->space);
        if (rs->version > 1) ct_put_u32(out, g->flags);
        ct_put_u32(out, g->offset);
      }
      break;
    default: break;
    }
  }
  put_at(out, samplers_off_at, (uint32_t)(out->len - base));
  for (uint32_t i = 0; i < rs->nsamplers; i++) {
    for (uint32_t w = 0; w < 13; w++) ct_put_u32(out, rs->samplers[i][w]);
    if (rs->version >= 3) ct_put_u32(out, rs->samplers[i][13]);
  }
}

/* ---- entry point -------------------------------------------------------- */

bool dxil_root_signature(IrModule *m, const IrFunc *entry, StrBuf *out, bool *found, Diag *d) {
  if (found) *found = false;
  IrNamedMD *root = ir_named_md(m, "dx.rootsignatures");
  if (!root) return true;
  Arena a;
  arena_init(&a, NULL);
  bool ok = true;
  for (uint32_t i = 0; i < root->nops && ok; i++) {
    const IrMD *def = root->ops[i];
    if (!def || def->kind != IR_MD_NODE || def->nops < 2 || def->nops > 3) {
      rs_fatal(d, 7201, "%s",
               "Invalid format for Root Signature Definition. Pairs of function, root "
               "signature expected.");
      ok = false;
      break;
    }
    const IrMD *fn = def->ops[0];
    if (!fn) continue; /* the function was removed during compilation */
    if (fn->kind != IR_MD_VALUE || !fn->value) {
      rs_fatal(d, 7201, "%s", "First element of root signature is not a Value");
      ok = false;
      break;
    }
    if (fn->value->kind != IR_V_FUNC) {
      rs_fatal(d, 7201, "%s", "First element of root signature is not a Function");
      ok = false;
      break;
    }
    const IrMD *list = def->ops[1];
    if (!list || list->kind != IR_MD_NODE) {
      rs_fatal(d, 7201, "%s", "Missing Root Element List Metadata node.");
      ok = false;
      break;
    }
    uint32_t version = 2;
    if (def->nops == 3 && !rs_int(def, 2, &version)) {
      rs_fatal(d, 7201, "%s", "Invalid Root Signature Version");
      ok = false;
      break;
    }
    RsDesc rs;
    if (!rs_parse(&a, list, version, &rs, d)) {
      ok = false;
      break;
    }
    if (entry && (const IrFunc *)fn->value == entry && out) {
      rs_write(&rs, out);
      if (found) *found = true;
      if (out->oom) ok = false;
    }
  }
  arena_free(&a);
  return ok;
}
