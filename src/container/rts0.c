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
 * Serialization: rts0_write (the layout is described in rts0.h). This file
 * also reads the part back (rts0_read) and prints it in the HLSL
 * root-signature language (rts0_print).
 *
 * Values are checked the way LLVM's MetadataParser::validateRootSignature
 * does. Errors are fatal (LLVM reports them with report_fatal_error in llc):
 * 7201 malformed !dx.rootsignatures entry, 7202 malformed element,
 * 7203 invalid value. */
#include "container_internal.h"
#include "rts0.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
  rs_fatal(d, RTS0_VALUE, "%s", buf);
  return false;
}

static bool rs_invalid_f(Diag *d, const char *what, uint32_t bits) {
  char buf[96];
  snprintf(buf, sizeof buf, "Invalid value for %s: %g", what, (double)rs_bits_float(bits));
  rs_fatal(d, RTS0_VALUE, "%s", buf);
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
  rs_fatal(d, RTS0_ELEMENT, "Invalid format for %s", what);
  return false;
}

static bool rs_bad_value(Diag *d, const char *what) {
  rs_fatal(d, RTS0_VALUE, "Invalid value for %s", what);
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
        rs_fatal(d, RTS0_ELEMENT, "%s", "Missing Root Element Metadata Node.");
        return false;
      }
      if (r->nops != 6 || !rs_str(r->ops[0], &rk, &rlen)) return rs_bad_element(d, "Descriptor Range");
      RsRange *g = &p->ranges[p->nranges++];
      g->type = rs_streq(rk, rlen, "SRV") ? 0 : rs_streq(rk, rlen, "UAV") ? 1
                : rs_streq(rk, rlen, "CBV") ? 2 : rs_streq(rk, rlen, "Sampler") ? 3 : UINT32_MAX;
      if (g->type == UINT32_MAX) {
        rs_fatal(d, RTS0_ELEMENT, "%s", "Invalid Descriptor Range type.");
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
  rs_fatal(d, RTS0_ELEMENT, "%s", "Invalid Root Signature Element");
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
      rs_fatal(d, RTS0_ELEMENT, "%s", "Missing Root Element Metadata Node.");
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

void rts0_write(const RsDesc *rs, StrBuf *out) {
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
  arena_init_child(&a, m->arena); /* the compile's allocator */
  bool ok = true;
  for (uint32_t i = 0; i < root->nops && ok; i++) {
    const IrMD *def = root->ops[i];
    if (!def || def->kind != IR_MD_NODE || def->nops < 2 || def->nops > 3) {
      rs_fatal(d, RTS0_ENTRY, "%s",
               "Invalid format for Root Signature Definition. Pairs of function, root "
               "signature expected.");
      ok = false;
      break;
    }
    const IrMD *fn = def->ops[0];
    if (!fn) continue; /* the function was removed during compilation */
    if (fn->kind != IR_MD_VALUE || !fn->value) {
      rs_fatal(d, RTS0_ENTRY, "%s", "First element of root signature is not a Value");
      ok = false;
      break;
    }
    if (fn->value->kind != IR_V_FUNC) {
      rs_fatal(d, RTS0_ENTRY, "%s", "First element of root signature is not a Function");
      ok = false;
      break;
    }
    const IrMD *list = def->ops[1];
    if (!list || list->kind != IR_MD_NODE) {
      rs_fatal(d, RTS0_ENTRY, "%s", "Missing Root Element List Metadata node.");
      ok = false;
      break;
    }
    uint32_t version = 2;
    if (def->nops == 3 && !rs_int(def, 2, &version)) {
      rs_fatal(d, RTS0_ENTRY, "%s", "Invalid Root Signature Version");
      ok = false;
      break;
    }
    RsDesc rs;
    if (!rs_parse(&a, list, version, &rs, d)) {
      ok = false;
      break;
    }
    if (entry && (const IrFunc *)fn->value == entry && out) {
      rts0_write(&rs, out);
      if (found) *found = true;
      if (out->oom) ok = false;
    }
  }
  arena_free(&a);
  return ok;
}

/* ---- reading the part back ---------------------------------------------- */

static uint32_t rd_u32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* n dwords at off fit in len bytes */
static bool rd_fits(size_t len, uint32_t off, uint64_t n) {
  return (uint64_t)off + 4 * n <= len;
}

static bool rd_bad(Diag *d, const char *what, const char *why, uint32_t v) {
  char buf[160];
  snprintf(buf, sizeof buf, why, v);
  diag_error(d, CR_RTS0, srcloc_none(), "%s: malformed root signature: %s", what ? what : "RTS0", buf);
  return false;
}

bool rts0_read(const uint8_t *data, size_t len, Arena *a, RsDesc *out, Diag *d, const char *what) {
  memset(out, 0, sizeof *out);
  if (!rd_fits(len, 0, 6)) return rd_bad(d, what, "%u bytes are too few for the header", (uint32_t)len);
  out->version = rd_u32(data);
  out->nparams = rd_u32(data + 4);
  uint32_t poff = rd_u32(data + 8);
  out->nsamplers = rd_u32(data + 12);
  uint32_t soff = rd_u32(data + 16);
  out->flags = rd_u32(data + 20);
  if (out->version < RS_VERSION_1_0 || out->version > RS_VERSION_1_2)
    return rd_bad(d, what, "version %u is not 1 (1.0), 2 (1.1) or 3 (1.2)", out->version);
  if (!rd_fits(len, poff, 3ull * out->nparams))
    return rd_bad(d, what, "%u root parameters do not fit", out->nparams);
  uint32_t sw = out->version >= RS_VERSION_1_2 ? 14 : 13;
  if (!rd_fits(len, soff, (uint64_t)sw * out->nsamplers))
    return rd_bad(d, what, "%u static samplers do not fit", out->nsamplers);
  out->params = arena_alloc(a, sizeof(RsParam) * (out->nparams ? out->nparams : 1));
  out->samplers = arena_alloc(a, sizeof(uint32_t) * RS_SAMPLER_WORDS * (out->nsamplers ? out->nsamplers : 1));
  if (!out->params || !out->samplers) return false;
  bool v10 = out->version == RS_VERSION_1_0;
  for (uint32_t i = 0; i < out->nparams; i++) {
    const uint8_t *h = data + poff + 12 * i;
    RsParam *p = &out->params[i];
    memset(p, 0, sizeof *p);
    p->type = rd_u32(h);
    p->visibility = rd_u32(h + 4);
    uint32_t off = rd_u32(h + 8);
    switch (p->type) {
    case RS_PARAM_CONSTANTS:
      if (!rd_fits(len, off, 3)) return rd_bad(d, what, "root parameter %u does not fit", i);
      for (int k = 0; k < 3; k++) p->w[k] = rd_u32(data + off + 4 * k);
      break;
    case RS_PARAM_CBV: case RS_PARAM_SRV: case RS_PARAM_UAV:
      if (!rd_fits(len, off, v10 ? 2 : 3)) return rd_bad(d, what, "root parameter %u does not fit", i);
      p->w[0] = rd_u32(data + off);
      p->w[1] = rd_u32(data + off + 4);
      /* 1.0 has no flags: D3D12 reads them as DATA_VOLATILE */
      p->w[2] = v10 ? RS_DATA_VOLATILE : rd_u32(data + off + 8);
      break;
    case RS_PARAM_TABLE: {
      if (!rd_fits(len, off, 2)) return rd_bad(d, what, "root parameter %u does not fit", i);
      p->nranges = rd_u32(data + off);
      uint32_t roff = rd_u32(data + off + 4), rw = v10 ? 5 : 6;
      if (!rd_fits(len, roff, (uint64_t)rw * p->nranges))
        return rd_bad(d, what, "the descriptor ranges of root parameter %u do not fit", i);
      p->ranges = arena_alloc(a, sizeof(RsRange) * (p->nranges ? p->nranges : 1));
      if (!p->ranges) return false;
      for (uint32_t r = 0; r < p->nranges; r++) {
        const uint8_t *q = data + roff + 4 * rw * r;
        RsRange *g = &p->ranges[r];
        g->type = rd_u32(q);
        g->count = rd_u32(q + 4);
        g->base = rd_u32(q + 8);
        g->space = rd_u32(q + 12);
        if (v10) {
          g->offset = rd_u32(q + 16);
          /* 1.0: volatile descriptors (and data, except for samplers) */
          g->flags = RS_DESCRIPTORS_VOLATILE | (g->type == RS_RANGE_SAMPLER ? 0 : RS_DATA_VOLATILE);
        } else {
          g->flags = rd_u32(q + 16);
          g->offset = rd_u32(q + 20);
        }
      }
      break;
    }
    default:
      return rd_bad(d, what, "unknown root parameter type %u", p->type);
    }
  }
  for (uint32_t i = 0; i < out->nsamplers; i++) {
    memset(out->samplers[i], 0, sizeof out->samplers[i]);
    for (uint32_t w = 0; w < sw; w++) out->samplers[i][w] = rd_u32(data + soff + 4 * (sw * i + w));
  }
  return true;
}

/* ---- printing in the HLSL root-signature language ---------------------- */

const RsFlagName rts0_root_flag_names[] = {
    {0x1, "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT"},
    {0x2, "DENY_VERTEX_SHADER_ROOT_ACCESS"},
    {0x4, "DENY_HULL_SHADER_ROOT_ACCESS"},
    {0x8, "DENY_DOMAIN_SHADER_ROOT_ACCESS"},
    {0x10, "DENY_GEOMETRY_SHADER_ROOT_ACCESS"},
    {0x20, "DENY_PIXEL_SHADER_ROOT_ACCESS"},
    {0x40, "ALLOW_STREAM_OUTPUT"},
    {0x80, "LOCAL_ROOT_SIGNATURE"},
    {0x100, "DENY_AMPLIFICATION_SHADER_ROOT_ACCESS"},
    {0x200, "DENY_MESH_SHADER_ROOT_ACCESS"},
    {0x400, "CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED"},
    {0x800, "SAMPLER_HEAP_DIRECTLY_INDEXED"},
    {0, NULL},
};

const RsFlagName rts0_range_flag_names[] = {
    {RS_DESCRIPTORS_VOLATILE, "DESCRIPTORS_VOLATILE"},
    {RS_DATA_VOLATILE, "DATA_VOLATILE"},
    {RS_DATA_STATIC_WHILE_SET_AT_EXECUTE, "DATA_STATIC_WHILE_SET_AT_EXECUTE"},
    {RS_DATA_STATIC, "DATA_STATIC"},
    {RS_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS, "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS"},
    {0, NULL},
};

const RsFlagName rts0_descriptor_flag_names[] = {
    {RS_DATA_VOLATILE, "DATA_VOLATILE"},
    {RS_DATA_STATIC_WHILE_SET_AT_EXECUTE, "DATA_STATIC_WHILE_SET_AT_EXECUTE"},
    {RS_DATA_STATIC, "DATA_STATIC"},
    {0, NULL},
};

const RsFlagName rts0_sampler_flag_names[] = {
    {0x1, "UINT_BORDER_COLOR"},
    {0x2, "NON_NORMALIZED_COORDINATES"},
    {0, NULL},
};

/* D3D12_FILTER values and their keywords (filter = ...); `bit` is the value. */
const RsFlagName rts0_filter_names[] = {
    {0x00, "FILTER_MIN_MAG_MIP_POINT"},
    {0x01, "FILTER_MIN_MAG_POINT_MIP_LINEAR"},
    {0x04, "FILTER_MIN_POINT_MAG_LINEAR_MIP_POINT"},
    {0x05, "FILTER_MIN_POINT_MAG_MIP_LINEAR"},
    {0x10, "FILTER_MIN_LINEAR_MAG_MIP_POINT"},
    {0x11, "FILTER_MIN_LINEAR_MAG_POINT_MIP_LINEAR"},
    {0x14, "FILTER_MIN_MAG_LINEAR_MIP_POINT"},
    {0x15, "FILTER_MIN_MAG_MIP_LINEAR"},
    {0x55, "FILTER_ANISOTROPIC"},
    {0x80, "FILTER_COMPARISON_MIN_MAG_MIP_POINT"},
    {0x81, "FILTER_COMPARISON_MIN_MAG_POINT_MIP_LINEAR"},
    {0x84, "FILTER_COMPARISON_MIN_POINT_MAG_LINEAR_MIP_POINT"},
    {0x85, "FILTER_COMPARISON_MIN_POINT_MAG_MIP_LINEAR"},
    {0x90, "FILTER_COMPARISON_MIN_LINEAR_MAG_MIP_POINT"},
    {0x91, "FILTER_COMPARISON_MIN_LINEAR_MAG_POINT_MIP_LINEAR"},
    {0x94, "FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT"},
    {0x95, "FILTER_COMPARISON_MIN_MAG_MIP_LINEAR"},
    {0xD5, "FILTER_COMPARISON_ANISOTROPIC"},
    {0x100, "FILTER_MINIMUM_MIN_MAG_MIP_POINT"},
    {0x101, "FILTER_MINIMUM_MIN_MAG_POINT_MIP_LINEAR"},
    {0x104, "FILTER_MINIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT"},
    {0x105, "FILTER_MINIMUM_MIN_POINT_MAG_MIP_LINEAR"},
    {0x110, "FILTER_MINIMUM_MIN_LINEAR_MAG_MIP_POINT"},
    {0x111, "FILTER_MINIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR"},
    {0x114, "FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT"},
    {0x115, "FILTER_MINIMUM_MIN_MAG_MIP_LINEAR"},
    {0x155, "FILTER_MINIMUM_ANISOTROPIC"},
    {0x180, "FILTER_MAXIMUM_MIN_MAG_MIP_POINT"},
    {0x181, "FILTER_MAXIMUM_MIN_MAG_POINT_MIP_LINEAR"},
    {0x184, "FILTER_MAXIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT"},
    {0x185, "FILTER_MAXIMUM_MIN_POINT_MAG_MIP_LINEAR"},
    {0x190, "FILTER_MAXIMUM_MIN_LINEAR_MAG_MIP_POINT"},
    {0x191, "FILTER_MAXIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR"},
    {0x194, "FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT"},
    {0x195, "FILTER_MAXIMUM_MIN_MAG_MIP_LINEAR"},
    {0x1D5, "FILTER_MAXIMUM_ANISOTROPIC"},
    {0, NULL},
};

static const char *rs_lookup(const RsFlagName *t, uint32_t v) {
  for (; t->name; t++)
    if (t->bit == v) return t->name;
  return NULL;
}

const char *rts0_filter_name(uint32_t v) { return rs_lookup(rts0_filter_names, v); }

const char *rts0_address_name(uint32_t v) {
  static const char *const n[] = {NULL, "TEXTURE_ADDRESS_WRAP", "TEXTURE_ADDRESS_MIRROR",
                                  "TEXTURE_ADDRESS_CLAMP", "TEXTURE_ADDRESS_BORDER",
                                  "TEXTURE_ADDRESS_MIRROR_ONCE"};
  return v < 6 ? n[v] : NULL;
}

const char *rts0_comparison_name(uint32_t v) {
  static const char *const n[] = {"COMPARISON_NONE", "COMPARISON_NEVER", "COMPARISON_LESS",
                                  "COMPARISON_EQUAL", "COMPARISON_LESS_EQUAL", "COMPARISON_GREATER",
                                  "COMPARISON_NOT_EQUAL", "COMPARISON_GREATER_EQUAL",
                                  "COMPARISON_ALWAYS"};
  return v < 9 ? n[v] : NULL;
}

const char *rts0_border_name(uint32_t v) {
  static const char *const n[] = {"STATIC_BORDER_COLOR_TRANSPARENT_BLACK",
                                  "STATIC_BORDER_COLOR_OPAQUE_BLACK",
                                  "STATIC_BORDER_COLOR_OPAQUE_WHITE",
                                  "STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT",
                                  "STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT"};
  return v < 5 ? n[v] : NULL;
}

const char *rts0_visibility_name(uint32_t v) {
  static const char *const n[] = {"SHADER_VISIBILITY_ALL", "SHADER_VISIBILITY_VERTEX",
                                  "SHADER_VISIBILITY_HULL", "SHADER_VISIBILITY_DOMAIN",
                                  "SHADER_VISIBILITY_GEOMETRY", "SHADER_VISIBILITY_PIXEL",
                                  "SHADER_VISIBILITY_AMPLIFICATION", "SHADER_VISIBILITY_MESH"};
  return v <= RS_VIS_MAX ? n[v] : NULL;
}

/* A keyword, or the number when the value has none (then the text does not
 * compile back, which is the truth: the grammar cannot say it). */
static void pr_enum(StrBuf *o, const char *name, uint32_t v) {
  if (name) sb_puts(o, name);
  else sb_printf(o, "%u", v);
}

/* flags joined by " | "; bits without a keyword as one hex number; 0 as 0 */
static void pr_flags(StrBuf *o, const RsFlagName *t, uint32_t v) {
  if (!v) {
    sb_putc(o, '0');
    return;
  }
  bool first = true;
  for (; t->name; t++)
    if (v & t->bit) {
      sb_printf(o, "%s%s", first ? "" : " | ", t->name);
      v &= ~t->bit;
      first = false;
    }
  if (v) sb_printf(o, "%s0x%x", first ? "" : " | ", v);
}

/* A float the root-signature tokenizer reads back to the same bits: the
 * shortest %g spelling that does, always with a '.' or an exponent. */
static void pr_float(StrBuf *o, uint32_t bits) {
  float f = rs_bits_float(bits);
  char buf[48];
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(buf, sizeof buf, "%.*g", prec, (double)f);
    char *end;
    double back = strtod(buf, &end);
    /* the tokenizer rejects doubles beyond FLT_MAX, so the spelling must not round up past it */
    if ((float)back == f && back <= 3.4028234663852886e+38 && back >= -3.4028234663852886e+38) break;
  }
  sb_puts(o, buf);
  if (!strpbrk(buf, ".eEn")) sb_puts(o, ".0"); /* "inf"/"nan" stay as they are */
}

static void pr_vis(StrBuf *o, uint32_t v) {
  if (v == RS_VIS_ALL) return;
  sb_puts(o, ", visibility = ");
  pr_enum(o, rts0_visibility_name(v), v);
}

static void pr_space(StrBuf *o, uint32_t space) {
  if (space) sb_printf(o, ", space = %u", space);
}

static char range_letter(uint32_t type) {
  return type == RS_RANGE_SRV ? 't' : type == RS_RANGE_UAV ? 'u' : type == RS_RANGE_CBV ? 'b' : 's';
}

/* One element, in the grammar; values equal to the grammar's defaults are
 * left out (they give the same bytes). */
static void pr_param(StrBuf *o, const RsDesc *rs, const RsParam *p) {
  bool v10 = rs->version == RS_VERSION_1_0;
  switch (p->type) {
  case RS_PARAM_CONSTANTS:
    sb_printf(o, "RootConstants(num32BitConstants = %u, b%u", p->w[2], p->w[0]);
    pr_space(o, p->w[1]);
    pr_vis(o, p->visibility);
    sb_putc(o, ')');
    return;
  case RS_PARAM_CBV: case RS_PARAM_SRV: case RS_PARAM_UAV: {
    static const char *const kw[] = {"CBV", "SRV", "UAV"};
    sb_printf(o, "%s(%c%u", kw[p->type - RS_PARAM_CBV],
              p->type == RS_PARAM_CBV ? 'b' : p->type == RS_PARAM_SRV ? 't' : 'u', p->w[0]);
    pr_space(o, p->w[1]);
    pr_vis(o, p->visibility);
    if (!v10 && p->w[2]) {
      sb_puts(o, ", flags = ");
      pr_flags(o, rts0_descriptor_flag_names, p->w[2]);
    }
    sb_putc(o, ')');
    return;
  }
  case RS_PARAM_TABLE:
    sb_puts(o, "DescriptorTable(");
    for (uint32_t r = 0; r < p->nranges; r++) {
      const RsRange *g = &p->ranges[r];
      static const char *const kw[] = {"SRV", "UAV", "CBV", "Sampler"};
      if (r) sb_puts(o, ", ");
      if (g->type > RS_RANGE_SAMPLER) sb_printf(o, "%u(%u", g->type, g->base);
      else sb_printf(o, "%s(%c%u", kw[g->type], range_letter(g->type), g->base);
      if (g->count == RS_UNBOUNDED) sb_puts(o, ", numDescriptors = unbounded");
      else if (g->count != 1) sb_printf(o, ", numDescriptors = %u", g->count);
      pr_space(o, g->space);
      if (g->offset != RS_OFFSET_APPEND) sb_printf(o, ", offset = %u", g->offset);
      if (!v10 && g->flags) {
        sb_puts(o, ", flags = ");
        pr_flags(o, rts0_range_flag_names, g->flags);
      }
      sb_putc(o, ')');
    }
    if (p->visibility != RS_VIS_ALL) {
      if (p->nranges) sb_puts(o, ", ");
      sb_puts(o, "visibility = ");
      pr_enum(o, rts0_visibility_name(p->visibility), p->visibility);
    }
    sb_putc(o, ')');
    return;
  default:
    sb_printf(o, "/* parameter type %u */", p->type);
    return;
  }
}

static void pr_sampler(StrBuf *o, const RsDesc *rs, const uint32_t *s) {
  sb_printf(o, "StaticSampler(s%u", s[RS_SS_REGISTER]);
  pr_space(o, s[RS_SS_SPACE]);
  if (s[RS_SS_FILTER] != 0x55) {
    sb_puts(o, ", filter = ");
    pr_enum(o, rts0_filter_name(s[RS_SS_FILTER]), s[RS_SS_FILTER]);
  }
  static const char *const uvw[] = {"addressU", "addressV", "addressW"};
  for (int k = 0; k < 3; k++)
    if (s[RS_SS_ADDRESS_U + k] != 1) {
      sb_printf(o, ", %s = ", uvw[k]);
      pr_enum(o, rts0_address_name(s[RS_SS_ADDRESS_U + k]), s[RS_SS_ADDRESS_U + k]);
    }
  if (s[RS_SS_MIP_LOD_BIAS] != 0) {
    sb_puts(o, ", mipLODBias = ");
    pr_float(o, s[RS_SS_MIP_LOD_BIAS]);
  }
  if (s[RS_SS_MAX_ANISOTROPY] != 16) sb_printf(o, ", maxAnisotropy = %u", s[RS_SS_MAX_ANISOTROPY]);
  if (s[RS_SS_COMPARISON] != 4) {
    sb_puts(o, ", comparisonFunc = ");
    pr_enum(o, rts0_comparison_name(s[RS_SS_COMPARISON]), s[RS_SS_COMPARISON]);
  }
  if (s[RS_SS_BORDER] != 2) {
    sb_puts(o, ", borderColor = ");
    pr_enum(o, rts0_border_name(s[RS_SS_BORDER]), s[RS_SS_BORDER]);
  }
  if (s[RS_SS_MIN_LOD] != 0) {
    sb_puts(o, ", minLOD = ");
    pr_float(o, s[RS_SS_MIN_LOD]);
  }
  if (s[RS_SS_MAX_LOD] != 0x7F7FFFFFu) { /* FLT_MAX, the default */
    sb_puts(o, ", maxLOD = ");
    pr_float(o, s[RS_SS_MAX_LOD]);
  }
  pr_vis(o, s[RS_SS_VISIBILITY]);
  if (rs->version >= RS_VERSION_1_2 && s[RS_SS_FLAGS]) {
    sb_puts(o, ", flags = ");
    pr_flags(o, rts0_sampler_flag_names, s[RS_SS_FLAGS]);
  }
  sb_putc(o, ')');
}

/* Ends element n of total: a comma between elements; in a macro each
 * element is a string literal continued on the next line. */
static void pr_end(StrBuf *o, const char *macro, uint32_t n, uint32_t total) {
  bool more = n < total;
  if (macro) sb_puts(o, more ? ", \" \\\n" : "\"\n");
  else sb_puts(o, more ? ",\n" : "\n");
}

void rts0_print(const RsDesc *rs, const char *macro, StrBuf *out) {
  uint32_t n = 0, total = (rs->flags ? 1 : 0) + rs->nparams + rs->nsamplers;
  if (macro) {
    sb_printf(out, "#define %s", macro);
    sb_puts(out, total ? " \\\n" : " \"\"\n");
  }
  const char *lead = macro ? "  \"" : "";
  if (rs->flags) {
    sb_puts(out, lead);
    sb_puts(out, "RootFlags(");
    pr_flags(out, rts0_root_flag_names, rs->flags);
    sb_putc(out, ')');
    pr_end(out, macro, ++n, total);
  }
  for (uint32_t i = 0; i < rs->nparams; i++) {
    sb_puts(out, lead);
    pr_param(out, rs, &rs->params[i]);
    pr_end(out, macro, ++n, total);
  }
  for (uint32_t i = 0; i < rs->nsamplers; i++) {
    sb_puts(out, lead);
    pr_sampler(out, rs, rs->samplers[i]);
    pr_end(out, macro, ++n, total);
  }
}
