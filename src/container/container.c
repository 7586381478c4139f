/* container.c - the DXContainer around DXIL bitcode.
 *
 * Parts, in DXC's order (dxil-format.md §1.2): SFI0, ISG1, OSG1, [PSG1],
 * PSV0, [HASH when dx.valver >= 1.5], DXIL. Everything is derived from the
 * module's dx.* metadata; the digest at bytes 4..19 is the modified MD5 of
 * bytes 20..end (§5.1), as the validator would write it.
 *
 * Diagnostics 71xx: 7101 shader model, 7102 entry point, 7103 signature
 * element, 7104 resource record, 7105 entry property, 7106 unsupported
 * target (libraries), 7107 size overflow, 7108 dx.valver / dx.viewIdState,
 * 7109 out of memory. */
#include "container_internal.h"
#include "container_read.h"
#include "rts0.h"
#include "rdat.h"
#include "../dxil/dxil_sem.h"

#include <string.h>

/* ---- little-endian output ----------------------------------------------- */

void ct_put_u8(StrBuf *sb, uint8_t v) { sb_putn(sb, &v, 1); }
void ct_put_u16(StrBuf *sb, uint16_t v) {
  uint8_t b[2] = {(uint8_t)v, (uint8_t)(v >> 8)};
  sb_putn(sb, b, 2);
}
void ct_put_u32(StrBuf *sb, uint32_t v) {
  uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
  sb_putn(sb, b, 4);
}
void ct_put_u64(StrBuf *sb, uint64_t v) {
  ct_put_u32(sb, (uint32_t)v);
  ct_put_u32(sb, (uint32_t)(v >> 32));
}

/* ---- metadata access ---------------------------------------------------- */

static IrMD *md_op(const IrMD *n, uint32_t i) {
  if (!n || n->kind != IR_MD_NODE || i >= n->nops) return NULL;
  return n->ops[i];
}

/* Integer constant behind a VALUE node (i1..i64), zero-extended. */
static bool md_uint(const IrMD *md, uint64_t *out) {
  if (!md || md->kind != IR_MD_VALUE || !md->value) return false;
  IrValue *v = md->value;
  if (v->kind == IR_V_CONST_INT) {
    *out = ((IrConst *)v)->ival;
    return true;
  }
  if (v->kind == IR_V_CONST_ZERO && v->type && v->type->kind == IR_TY_INT) {
    *out = 0;
    return true;
  }
  return false;
}

static bool md_u32(const IrMD *md, uint32_t *out) {
  uint64_t v;
  if (!md_uint(md, &v)) return false;
  *out = (uint32_t)v;
  return true;
}

/* Signed value of an integer constant of its own width (for -1 start rows). */
static bool md_int32(const IrMD *md, int32_t *out) {
  uint64_t v;
  if (!md_uint(md, &v)) return false;
  uint32_t bits = md->value->type && md->value->type->kind == IR_TY_INT ? md->value->type->bits : 32;
  if (bits < 64 && bits > 0 && (v >> (bits - 1)) & 1) v |= ~0ull << bits; /* sign-extend */
  *out = (int32_t)(int64_t)v;
  return true;
}

static const char *md_str(const IrMD *md, uint32_t *len) {
  if (!md || md->kind != IR_MD_STRING) return NULL;
  *len = md->len;
  return md->str ? md->str : "";
}

/* ---- signatures from metadata ------------------------------------------- */

/* Tag/value list: finds tag, returns its value node. */
static IrMD *tag_find(const IrMD *list, uint32_t tag) {
  if (!list || list->kind != IR_MD_NODE) return NULL;
  for (uint32_t i = 0; i + 1 < list->nops; i += 2) {
    uint32_t t;
    if (md_u32(list->ops[i], &t) && t == tag) return list->ops[i + 1];
  }
  return NULL;
}

/* Element = !{id, name, comptype, kind, !{indices}, interp, rows, cols,
 * startrow, startcol, extended-properties} (dxil-format.md §6.4). */
static bool read_sig_elem(Arena *a, const IrMD *e, CtSigElem *out, Diag *d) {
  memset(out, 0, sizeof *out);
  uint32_t v;
  if (!e || e->kind != IR_MD_NODE || e->nops < 10 || !md_u32(e->ops[0], &out->id) ||
      !(out->name = md_str(e->ops[1], &out->name_len))) {
    diag_error(d, CONT_PSV_SIGNATURE, srcloc_none(), "malformed signature element in dx.entryPoints");
    return false;
  }
  bool ok = md_u32(e->ops[2], &v);
  out->comp_type = (uint8_t)v;
  ok = ok && md_u32(e->ops[3], &v);
  out->kind = (uint8_t)v;
  ok = ok && md_u32(e->ops[5], &v);
  out->interp = (uint8_t)v;
  ok = ok && md_u32(e->ops[6], &out->rows) && md_u32(e->ops[7], &out->cols);
  ok = ok && md_int32(e->ops[8], &out->start_row) && md_int32(e->ops[9], &out->start_col);
  const IrMD *idx = e->ops[4];
  if (ok && idx && idx->kind == IR_MD_NODE && idx->nops) {
    uint32_t *iv = arena_alloc(a, sizeof(uint32_t) * idx->nops);
    if (!iv) return false;
    for (uint32_t i = 0; i < idx->nops && ok; i++) ok = md_u32(idx->ops[i], &iv[i]);
    out->indices = iv;
    out->nindices = idx->nops;
  }
  if (ok && e->nops > 10 && e->ops[10]) {
    IrMD *t;
    if ((t = tag_find(e->ops[10], 0))) ok = ok && md_u32(t, &out->stream);
    if ((t = tag_find(e->ops[10], 2))) ok = ok && md_u32(t, &out->dyn_mask);
    if ((t = tag_find(e->ops[10], 3))) ok = ok && md_u32(t, &out->usage_mask);
  }
  if (!ok || out->cols > 4 || out->rows > 32 || out->stream > 3 ||
      (out->start_row >= 0 && (out->start_col < 0 || out->start_col + out->cols > 4))) {
    diag_error(d, CONT_PSV_SIGNATURE, srcloc_none(), "malformed signature element '%.*s'",
               (int)out->name_len, out->name);
    return false;
  }
  return true;
}

static bool read_sig(Arena *a, const IrMD *list, CtSig *sig, Diag *d) {
  if (!list) return true;
  if (list->kind != IR_MD_NODE) {
    diag_error(d, CONT_PSV_SIGNATURE, srcloc_none(), "signature list is not a metadata tuple");
    return false;
  }
  if (!list->nops) return true;
  sig->elems = arena_alloc(a, sizeof(CtSigElem) * list->nops);
  if (!sig->elems) return false;
  for (uint32_t i = 0; i < list->nops; i++)
    if (!read_sig_elem(a, list->ops[i], &sig->elems[i], d)) return false;
  sig->n = list->nops;
  return true;
}

/* ---- resources ---------------------------------------------------------- */

/* One resource record of class cls; see dxil-format.md §6.2. */
static bool read_resource(const IrMD *r, uint32_t cls, CtResource *out, Diag *d) {
  memset(out, 0, sizeof *out);
  out->cls = cls;
  static const uint32_t min_ops[4] = {8, 10, 7, 7};
  bool ok = r && r->kind == IR_MD_NODE && r->nops >= min_ops[cls] &&
            md_u32(r->ops[3], &out->space) && md_u32(r->ops[4], &out->lower) &&
            md_u32(r->ops[5], &out->size);
  if (ok) {
    switch (cls) {
    case RC_SRV: ok = md_u32(r->ops[6], &out->kind); break;
    case RC_UAV: {
      uint64_t c = 0;
      ok = md_u32(r->ops[6], &out->kind) && md_uint(r->ops[8], &c);
      out->counter = c != 0;
      uint64_t a64 = 0;
      IrMD *t = r->nops > 10 ? tag_find(r->ops[10], 3) : NULL;
      if (t && md_uint(t, &a64)) out->atomic64 = a64 != 0;
      break;
    }
    case RC_CBV: out->kind = 13; break;
    default: out->kind = 14; break;
    }
  }
  if (!ok) diag_error(d, CONT_RESOURCE_RECORD, srcloc_none(), "malformed resource record in dx.resources");
  return ok;
}

static bool read_resources(IrModule *m, Arena *a, const IrMD *entry, CtInfo *ci, Diag *d) {
  IrMD *res = md_op(entry, 3);
  if (!res) res = ir_named_md_op0(m, "dx.resources");
  if (!res) return true;
  if (res->kind != IR_MD_NODE || res->nops < 4) {
    diag_error(d, CONT_RESOURCE_RECORD, srcloc_none(), "dx.resources must have four class slots");
    return false;
  }
  uint32_t total = 0;
  for (uint32_t c = 0; c < 4; c++) {
    IrMD *l = res->ops[c];
    if (l && l->kind == IR_MD_NODE) total += l->nops;
  }
  if (!total) return true;
  ci->res = arena_alloc(a, sizeof(CtResource) * total);
  if (!ci->res) return false;
  /* PSV order: CBVs, samplers, SRVs, UAVs. */
  static const uint32_t order[4] = {RC_CBV, RC_SAMPLER, RC_SRV, RC_UAV};
  for (uint32_t k = 0; k < 4; k++) {
    IrMD *l = res->ops[order[k]];
    if (!l) continue;
    if (l->kind != IR_MD_NODE) {
      diag_error(d, CONT_RESOURCE_RECORD, srcloc_none(), "resource class list is not a tuple");
      return false;
    }
    for (uint32_t i = 0; i < l->nops; i++)
      if (!read_resource(l->ops[i], order[k], &ci->res[ci->nres++], d)) return false;
  }
  return true;
}

bool ct_read_entry_resources(IrModule *m, Arena *a, const IrMD *entry, CtInfo *ci, Diag *d) {
  return read_resources(m, a, entry, ci, d);
}

/* ---- entry properties --------------------------------------------------- */

static bool read_u32_list(const IrMD *n, uint32_t *out, uint32_t count) {
  if (!n || n->kind != IR_MD_NODE || n->nops < count) return false;
  for (uint32_t i = 0; i < count; i++)
    if (!md_u32(n->ops[i], &out[i])) return false;
  return true;
}

static bool read_props(const IrMD *props, CtInfo *ci, Diag *d) {
  if (!props) return true;
  if (props->kind != IR_MD_NODE || (props->nops & 1)) {
    diag_error(d, CONT_LIBRARY_ENTRY, srcloc_none(), "entry properties must be a tag/value list");
    return false;
  }
  for (uint32_t i = 0; i < props->nops; i += 2) {
    uint32_t tag;
    const IrMD *v = props->ops[i + 1];
    bool ok = md_u32(props->ops[i], &tag);
    if (!ok) goto bad;
    switch (tag) {
    case 0: ok = md_uint(v, &ci->flags); break;
    case 1: { /* GS: input prim, max vertex count, stream mask, topology, instances */
      uint32_t g[5];
      ok = read_u32_list(v, g, 5);
      if (ok) {
        ci->gs_input_prim = g[0];
        ci->gs_max_vertex = g[1];
        ci->gs_stream_mask = g[2];
        ci->gs_topology = g[3];
      }
      break;
    }
    case 2: { /* DS: domain, input control points */
      uint32_t g[2];
      ok = read_u32_list(v, g, 2);
      if (ok) {
        ci->domain = g[0];
        ci->in_cp = g[1];
      }
      break;
    }
    case 3: { /* HS: pc function, in CPs, out CPs, domain, partitioning, out prim, max tess */
      ok = v && v->kind == IR_MD_NODE && v->nops >= 6 && md_u32(v->ops[1], &ci->in_cp) &&
           md_u32(v->ops[2], &ci->out_cp) && md_u32(v->ops[3], &ci->domain) &&
           md_u32(v->ops[5], &ci->out_prim);
      break;
    }
    case 4: ok = read_u32_list(v, ci->numthreads, 3); break;
    case 9: { /* MS: !{x,y,z}, max verts, max prims, topology, payload */
      ok = v && v->kind == IR_MD_NODE && v->nops >= 5 &&
           read_u32_list(v->ops[0], ci->numthreads, 3) && md_u32(v->ops[1], &ci->ms_max_verts) &&
           md_u32(v->ops[2], &ci->ms_max_prims) && md_u32(v->ops[3], &ci->ms_topology) &&
           md_u32(v->ops[4], &ci->payload_bytes);
      break;
    }
    case 10: /* AS: !{x,y,z}, payload */
      ok = v && v->kind == IR_MD_NODE && v->nops >= 2 &&
           read_u32_list(v->ops[0], ci->numthreads, 3) && md_u32(v->ops[1], &ci->payload_bytes);
      break;
    case 11: /* wave size !{N} */
      ok = read_u32_list(v, &ci->wave_min, 1);
      ci->wave_max = 0;
      break;
    case 23: { /* ranged wave size !{min, max, preferred} */
      uint32_t g[3];
      ok = read_u32_list(v, g, 3);
      if (ok) {
        ci->wave_min = g[0];
        ci->wave_max = g[1];
      }
      break;
    }
    default: break; /* other tags do not affect the container */
    }
    if (!ok) goto bad;
    continue;
  bad:
    diag_error(d, CONT_LIBRARY_ENTRY, srcloc_none(), "malformed entry property (tag at operand %u)", i);
    return false;
  }
  return true;
}

/* ---- CtInfo ------------------------------------------------------------- */

static uint32_t stage_from_kind(const char *s, uint32_t len) { return stage_from_short(s, len); }

static bool read_viewid(IrModule *m, Arena *a, CtInfo *ci, Diag *d) {
  IrMD *n = ir_named_md_op0(m, "dx.viewIdState");
  if (!n) return true;
  IrMD *v = n->kind == IR_MD_NODE ? md_op(n, 0) : n;
  IrValue *c = v && v->kind == IR_MD_VALUE ? v->value : NULL;
  if (!c || !c->type || c->type->kind != IR_TY_ARRAY || !ir_type_is_int(c->type->elem, 32)) {
    diag_error(d, CONT_VIEWID, srcloc_none(), "dx.viewIdState must hold an [N x i32] constant");
    return false;
  }
  uint32_t count = (uint32_t)c->type->count;
  uint32_t *w = count ? arena_alloc(a, sizeof(uint32_t) * count) : NULL;
  if (count && !w) return false;
  if (c->kind == IR_V_CONST_AGG) {
    IrConst *k = (IrConst *)c;
    for (uint32_t i = 0; i < count && i < k->nelems; i++) {
      uint64_t x = 0;
      if (!ir_const_is_int(k->elems[i], &x)) {
        diag_error(d, CONT_VIEWID, srcloc_none(), "dx.viewIdState element is not an integer");
        return false;
      }
      w[i] = (uint32_t)x;
    }
  } else if (c->kind == IR_V_CONST_DATA) {
    IrConst *k = (IrConst *)c;
    for (uint32_t i = 0; i < count && (i + 1) * 4 <= k->nbytes; i++)
      w[i] = (uint32_t)k->bytes[4 * i] | (uint32_t)k->bytes[4 * i + 1] << 8 |
             (uint32_t)k->bytes[4 * i + 2] << 16 | (uint32_t)k->bytes[4 * i + 3] << 24;
  } else if (c->kind != IR_V_CONST_ZERO && c->kind != IR_V_UNDEF) {
    diag_error(d, CONT_VIEWID, srcloc_none(), "dx.viewIdState must hold an [N x i32] constant");
    return false;
  }
  ci->viewid = w;
  ci->nviewid = count;
  return true;
}

bool ct_read_info(IrModule *m, Arena *a, CtInfo *ci, Diag *d) {
  memset(ci, 0, sizeof *ci);
  ci->arena = a;
  ci->valver_major = 1;
  IrMD *sm = ir_named_md_op0(m, "dx.shaderModel");
  uint32_t len = 0;
  const char *kind = md_str(md_op(sm, 0), &len);
  if (!kind || !md_u32(md_op(sm, 1), &ci->sm_major) || !md_u32(md_op(sm, 2), &ci->sm_minor)) {
    diag_error(d, CONT_SHADER_MODEL, srcloc_none(), "module has no valid dx.shaderModel metadata");
    return false;
  }
  ci->stage = stage_from_kind(kind, len);
  if (ci->stage == STAGE_INVALID) {
    diag_error(d, CONT_SHADER_MODEL, srcloc_none(), "unknown shader kind '%.*s' in dx.shaderModel", (int)len, kind);
    return false;
  }
  if (ci->stage == STAGE_LIBRARY) {
    diag_error(d, CONT_RDAT_UNSUPPORTED, srcloc_none(), "library containers (RDAT) are not supported");
    return false;
  }
  IrMD *vv = ir_named_md_op0(m, "dx.valver");
  if (vv && (!md_u32(md_op(vv, 0), &ci->valver_major) || !md_u32(md_op(vv, 1), &ci->valver_minor))) {
    diag_error(d, CONT_VIEWID, srcloc_none(), "malformed dx.valver metadata");
    return false;
  }
  IrNamedMD *eps = ir_named_md(m, "dx.entryPoints");
  IrMD *entry = eps && eps->nops == 1 ? eps->ops[0] : NULL;
  if (!entry || entry->kind != IR_MD_NODE || entry->nops < 5 ||
      !(ci->entry_name = md_str(entry->ops[1], &ci->entry_name_len))) {
    diag_error(d, CONT_ENTRY_POINTS, srcloc_none(), "module needs exactly one well-formed dx.entryPoints entry");
    return false;
  }
  IrMD *sigs = entry->ops[2];
  if (sigs) {
    if (sigs->kind != IR_MD_NODE || sigs->nops < 3) {
      diag_error(d, CONT_PSV_SIGNATURE, srcloc_none(), "entry signature tuple must have three slots");
      return false;
    }
    for (int s = 0; s < 3; s++)
      if (!read_sig(a, sigs->ops[s], &ci->sigs[s], d)) return false;
  }
  if (!read_resources(m, a, entry, ci, d) || !read_props(entry->ops[4], ci, d) ||
      !read_viewid(m, a, ci, d))
    return false;
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    if (g->addrspace == 3 && g->value_type) ci->tgsm_bytes += (uint32_t)ir_type_size_in(m, g->value_type);
  }
  return true;
}

/* ---- SFI0 --------------------------------------------------------------- */

uint64_t ct_feature_info(uint64_t raw) {
  /* raw metadata bit -> SFI0 bit (dxil-format.md §2.1); raw 5 is special. */
  static const uint8_t map[][2] = {
      {2, 0},   {6, 5},   {7, 6},   {9, 13},  {10, 10}, {11, 9},  {12, 8},  {13, 11},
      {14, 7},  {15, 3},  {16, 2},  {17, 1},  {18, 12}, {19, 14}, {20, 15}, {21, 16},
      {22, 17}, {24, 19}, {25, 20}, {26, 21}, {27, 22}, {28, 23}, {29, 24}, {30, 25},
      {31, 26}, {32, 28}, {34, 29}, {35, 30}, {36, 27}, {37, 31}, {38, 32},
  };
  uint64_t f = 0;
  for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
    if ((raw >> map[i][0]) & 1) f |= 1ull << map[i][1];
  if ((raw >> 5) & 1) f |= (raw >> 23) & 1 ? 1ull << 18 : 1ull << 4;
  return f;
}

void ct_write_sfi0(const CtInfo *ci, StrBuf *out) { ct_put_u64(out, ct_feature_info(ci->flags)); }

/* ---- ISG1 / OSG1 / PSG1 ------------------------------------------------- */

/* The container's stages and signatures as DXC's signature points. */
enum { SP_VSIN = DXIL_SP_VSIN, SP_VSOUT = DXIL_SP_VSOUT, SP_HSCPIN = DXIL_SP_HSCPIN,
       SP_HSCPOUT = DXIL_SP_HSCPOUT, SP_PCOUT = DXIL_SP_PCOUT, SP_DSIN = DXIL_SP_DSIN,
       SP_DSCPIN = DXIL_SP_DSCPIN, SP_DSOUT = DXIL_SP_DSOUT, SP_GSVIN = DXIL_SP_GSVIN,
       SP_GSIN = DXIL_SP_GSIN, SP_GSOUT = DXIL_SP_GSOUT, SP_PSIN = DXIL_SP_PSIN,
       SP_PSOUT = DXIL_SP_PSOUT, SP_MSOUT = DXIL_SP_MSOUT, SP_MSPOUT = DXIL_SP_MSPOUT,
       SP_INVALID = DXIL_SP_INVALID };

static int sig_point(uint32_t stage, int which) {
  static const int8_t t[][3] = {
      /* PS */ {SP_PSIN, SP_PSOUT, SP_INVALID},
      /* VS */ {SP_VSIN, SP_VSOUT, SP_INVALID},
      /* GS */ {SP_GSVIN, SP_GSOUT, SP_INVALID},
      /* HS */ {SP_HSCPIN, SP_HSCPOUT, SP_PCOUT},
      /* DS */ {SP_DSCPIN, SP_DSOUT, SP_DSIN},
  };
  if (stage <= STAGE_DOMAIN) return t[stage][which];
  if (stage == STAGE_MESH) return which == DXIL_SIG_OUT ? SP_MSOUT : which == DXIL_SIG_PC ? SP_MSPOUT : SP_INVALID;
  return SP_INVALID;
}

/* DXC re-resolves an element's kind at its signature point: a system value
 * read as arbitrary there becomes Arbitrary (0); one not applicable there
 * becomes Invalid (33). *interp receives the interpretation letter. */
/* The interpretation as a letter: 'A' arbitrary, 'S' in the signature as a
 * system value (SV, SGV, target, clip/cull, tess factor, not-packed,
 * shadow), 'N' not applicable, 'X' not in the signature. Containers take
 * the table without its shader-model conditions. */
static char interp_letter(uint32_t kind, int sp) {
  if (kind >= DXIL_SEM_INVALID || sp == SP_INVALID) return 'N';
  switch (dxil_sem_interpretation(kind, (DxilSigPoint)sp, 0xFFFF, 0xFFFF)) {
  case DXIL_SI_NA: return 'N';
  case DXIL_SI_ARB: return 'A';
  case DXIL_SI_NOTINSIG: return 'X';
  default: return 'S';
  }
}

static uint32_t effective_kind(uint32_t kind, int sp, char *interp) {
  if (kind == 10 && sp == SP_GSVIN) sp = SP_GSIN; /* PrimitiveID is a GS shadow input */
  char c = interp_letter(kind, sp);
  uint32_t eff = c == 'A' ? 0 : c == 'N' ? 33 : kind;
  if (eff != kind) c = eff == 0 ? interp_letter(0, sp) : 'N';
  *interp = c;
  return eff;
}

uint32_t ct_effective_kind(uint32_t stage, int which, uint32_t kind) {
  char c;
  return effective_kind(kind, sig_point(stage, which), &c);
}


/* D3D_NAME for a (resolved) semantic kind. */
static uint32_t system_value(uint32_t kind, uint32_t domain) {
  switch (kind) {
  case 1: return 6;   case 2: return 8;   case 3: return 1;   case 4: return 4;
  case 5: return 5;   case 6: return 2;   case 7: return 3;   case 10: return 7;
  case 12: return 10; case 13: return 9;  case 14: return 66; case 15: return 70;
  case 16: return 64; case 17: return 65; case 18: return 68; case 19: return 67;
  case 20: return 69; case 28: return 23; case 29: return 24; case 30: return 25;
  case 25: return domain == 1 ? 16 : domain == 2 ? 13 : domain == 3 ? 11 : 0;
  case 26: return domain == 2 ? 14 : domain == 3 ? 12 : 0;
  default: return 0;
  }
}

uint32_t ct_sig_comp_type(uint32_t t, bool i1_unknown) {
  switch (t) {
  case 1: return i1_unknown ? 0 : 1; /* I1 */
  case 2: return 5;  /* I16 -> SInt16 */
  case 3: return 4;  /* U16 -> UInt16 */
  case 4: return 2;  /* I32 -> SInt32 */
  case 5: return 1;  /* U32 -> UInt32 */
  case 6: return 8;  /* I64 -> SInt64 */
  case 7: return 7;  /* U64 -> UInt64 */
  case 8: return 6;  /* F16 -> Float16 */
  case 9: return 3;  /* F32 -> Float32 */
  case 10: return 9; /* F64 -> Float64 */
  default: return 0;
  }
}

static uint32_t min_precision(uint32_t t) {
  switch (t) {
  case 2: return 4; /* I16 -> SInt16 */
  case 3: return 5; /* U16 -> UInt16 */
  case 8: return 1; /* F16 -> Float16 */
  default: return 0;
  }
}

uint32_t ct_sig_vectors(const CtSig *s, uint32_t stream) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < s->n; i++) {
    const CtSigElem *e = &s->elems[i];
    if (e->start_row >= 0 && e->start_col >= 0 && e->stream == stream) {
      uint32_t end = (uint32_t)e->start_row + e->rows;
      if (end > n) n = end;
    }
  }
  return n;
}

/* A 32-byte program signature element before sorting. */
typedef struct SigRec {
  uint32_t stream, name, index, sysval, comp, reg;
  uint8_t mask, mask2;
  uint32_t minprec;
} SigRec;

static bool sigrec_less(const SigRec *a, const SigRec *b) {
  if (a->stream != b->stream) return a->stream < b->stream;
  if (a->reg != b->reg) return a->reg < b->reg;
  return a->name < b->name;
}

static bool sigrec_less_v(const void *a, const void *b) { return sigrec_less(a, b); }

bool ct_write_signature(const CtInfo *ci, int which, StrBuf *out, Arena *a) {
  const CtSig *s = &ci->sigs[which];
  int sp = sig_point(ci->stage, which);
  bool compat14 = !ct_valver_ge(ci, 1, 5);
  bool nodedup = !ct_valver_ge(ci, 1, 7);
  bool is_input = which == DXIL_SIG_IN || (which == DXIL_SIG_PC && ci->stage == STAGE_DOMAIN);
  bool min_prec = !((ci->flags >> 23) & 1);
  uint32_t domain = (ci->stage == STAGE_HULL || ci->stage == STAGE_DOMAIN) ? ci->domain : 0;

  /* Pass 1: which elements are written, how many records. */
  uint32_t nrec = 0;
  for (uint32_t i = 0; i < s->n; i++) {
    char c;
    effective_kind(s->elems[i].kind, sp, &c);
    if (c != 'N' && c != 'X') nrec += s->elems[i].nindices;
  }
  uint32_t fixed = 8 + 32 * nrec;
  uint32_t n = s->n ? s->n : 1;
  uint32_t *offs = arena_alloc(a, sizeof(uint32_t) * n);
  const char **names = arena_alloc(a, sizeof(char *) * n);
  uint32_t *nlen = arena_alloc(a, sizeof(uint32_t) * n);
  SigRec *recs = arena_alloc(a, sizeof(SigRec) * (nrec ? nrec : 1));
  if (!offs || !names || !nlen || !recs) return false;

  /* Name offsets for every element (DXC assigns them to skipped elements
   * too). Names: canonical for system values; de-duplicated by content
   * from valver 1.7, before that only identical system-value names. */
  uint32_t last = fixed;
  for (uint32_t i = 0; i < s->n; i++) {
    const CtSigElem *e = &s->elems[i];
    char c;
    uint32_t k = effective_kind(e->kind, sp, &c);
    const char *name = e->name;
    uint32_t len = e->name_len;
    if (k != 0 && k < 33 && dxil_semantic_name(k)) {
      name = dxil_semantic_name(k);
      len = (uint32_t)strlen(name);
    }
    uint32_t o = UINT32_MAX;
    for (uint32_t j = 0; j < i && o == UINT32_MAX; j++) {
      bool same = nodedup ? (k != 0 && k < 33 && names[j] == name)
                          : (nlen[j] == len && memcmp(names[j], name, len) == 0);
      if (same) o = offs[j];
    }
    if (o == UINT32_MAX) {
      o = last;
      last += len + 1;
    }
    offs[i] = o;
    names[i] = name;
    nlen[i] = len;
  }

  ct_put_u32(out, nrec);
  ct_put_u32(out, 8);
  uint32_t nr = 0;
  for (uint32_t i = 0; i < s->n; i++) {
    const CtSigElem *e = &s->elems[i];
    char c;
    uint32_t k = effective_kind(e->kind, sp, &c);
    if (c == 'N' || c == 'X') continue;
    bool alloc = e->start_row >= 0 && e->start_col >= 0;
    SigRec r;
    memset(&r, 0, sizeof r);
    r.stream = e->stream;
    r.name = offs[i];
    r.sysval = system_value(k, domain);
    r.comp = ct_sig_comp_type(e->comp_type, compat14);
    r.reg = (uint32_t)e->start_row;
    r.mask = (uint8_t)((((1u << e->cols) - 1) << (alloc ? e->start_col : 0)) & 0xFF);
    if (compat14) {
      r.mask2 = is_input ? 0 : (uint8_t)~r.mask;
    } else {
      uint32_t usage = e->usage_mask;
      if (alloc) usage <<= e->start_col;
      r.mask2 = is_input ? (uint8_t)usage : (uint8_t)((usage ^ 0xF) & 0xF);
    }
    r.minprec = min_prec ? min_precision(e->comp_type) : 0;
    for (uint32_t j = 0; j < e->nindices && nr < nrec; j++) {
      r.index = e->indices[j];
      recs[nr++] = r;
      if (alloc) r.reg += 1;
      if (r.sysval == 16) r.sysval = 15; /* isoline: density row, then detail */
    }
  }
  /* By (stream, register, name offset) with DXC's std::sort: elements of
   * one register and name (F1, F2) keep the order its introsort leaves. */
  base_std_sort(recs, nr, sizeof(SigRec), sigrec_less_v);
  for (uint32_t i = 0; i < nr; i++) {
    const SigRec *r = &recs[i];
    ct_put_u32(out, r->stream);
    ct_put_u32(out, r->name);
    ct_put_u32(out, r->index);
    ct_put_u32(out, r->sysval);
    ct_put_u32(out, r->comp);
    ct_put_u32(out, r->reg);
    ct_put_u8(out, r->mask);
    ct_put_u8(out, r->mask2);
    ct_put_u16(out, 0);
    ct_put_u32(out, r->minprec);
  }
  /* Strings in offset order: each element that introduced a new offset. */
  uint32_t pos = fixed;
  for (uint32_t i = 0; i < s->n; i++) {
    if (offs[i] != pos) continue;
    sb_putn(out, names[i], nlen[i]);
    ct_put_u8(out, 0);
    pos += nlen[i] + 1;
  }
  if (!nodedup)
    while (pos & 3) {
      ct_put_u8(out, 0);
      pos++;
    }
  return true;
}

/* ---- the container ------------------------------------------------------ */

bool ct_write_parts(StrBuf *out, const DxilPartData *parts, uint32_t n, Diag *d) {
  uint64_t total = 32 + 4ull * n;
  for (uint32_t i = 0; i < n; i++) total += 8 + parts[i].data.len;
  if (total > 0x80000000ull) {
    diag_error(d, CONT_TOO_LARGE, srcloc_none(), "container larger than 2 GiB");
    return false;
  }
  sb_putn(out, "DXBC", 4);
  for (int i = 0; i < 4; i++) ct_put_u32(out, 0); /* digest: zero unless the caller signs */
  ct_put_u16(out, 1);
  ct_put_u16(out, 0);
  ct_put_u32(out, (uint32_t)total);
  ct_put_u32(out, n);
  uint32_t off = 32 + 4 * n;
  for (uint32_t i = 0; i < n; i++) {
    ct_put_u32(out, off);
    off += 8 + (uint32_t)parts[i].data.len;
  }
  for (uint32_t i = 0; i < n; i++) {
    sb_putn(out, parts[i].fourcc, 4);
    ct_put_u32(out, (uint32_t)parts[i].data.len);
    if (parts[i].data.len) sb_putn(out, parts[i].data.data, parts[i].data.len);
  }
  return !out->oom;
}

uint32_t ct_psv_version(const CtInfo *ci) {
  if (!ct_valver_ge(ci, 1, 1)) return 0;
  if (!ct_valver_ge(ci, 1, 6)) return 1;
  if (!ct_valver_ge(ci, 1, 8)) return 2;
  if (!ct_valver_ge(ci, 1, 10)) return 3;
  return 4;
}

/* Is the module a library (dx.shaderModel "lib")? */
static bool module_is_library(IrModule *m) {
  uint32_t len = 0;
  const char *kind = md_str(md_op(ir_named_md_op0(m, "dx.shaderModel"), 0), &len);
  return kind && len == 3 && !memcmp(kind, "lib", 3);
}

/* HASH part: flags 0 (the digest is of the DXIL bitcode alone), then its MD5. */
static void put_hash_part(DxilPartData *p, const uint8_t *bitcode, size_t bclen) {
  memcpy(p->fourcc, "HASH", 4);
  uint8_t md5[16];
  hl_md5(bitcode, bclen, md5);
  ct_put_u32(&p->data, 0);
  sb_putn(&p->data, md5, 16);
}

/* VERS part (DxilCompilerVersion, dxil-format.md §1.3): u16 major, u16
 * minor, u32 flags, u32 commit count, u32 size of the strings that follow;
 * then the commit SHA and a custom version string, each NUL-terminated,
 * zero-padded to a dword. DXC names itself (its DXIL version, its commit
 * and "1.9.0.NNNN"), and its linker refuses to link libraries whose VERS
 * differ; hlslc names itself the same way: the highest DXIL version it
 * writes, release flags (0), no commit (count 0, empty SHA) and
 * HLSLC_VERSION_STRING. */
static void put_vers_part(DxilPartData *p) {
  static const char version[] = HLSLC_VERSION_STRING;
  StrBuf *b = &p->data;
  memcpy(p->fourcc, "VERS", 4);
  ct_put_u16(b, DXIL_HIGHEST_MAJOR);
  ct_put_u16(b, DXIL_HIGHEST_MINOR);
  ct_put_u32(b, 0);
  ct_put_u32(b, 0);
  ct_put_u32(b, 1 + (uint32_t)sizeof version);
  ct_put_u8(b, 0);
  sb_putn(b, version, sizeof version);
  while (b->len & 3) ct_put_u8(b, 0);
}

/* A program part (DXIL, STAT): program header (dxil-format.md §1.4), then
 * the bitcode padded to a dword. */
static void put_program_part(DxilPartData *p, const char *fourcc, const CtInfo *ci, uint32_t dxil_major,
                             uint32_t dxil_minor, const uint8_t *bitcode, size_t bclen) {
  StrBuf *b = &p->data;
  memcpy(p->fourcc, fourcc, 4);
  ct_put_u32(b, (ci->stage << 16) | (ci->sm_major << 4) | (ci->sm_minor & 15));
  ct_put_u32(b, 6 + (uint32_t)((bclen + 3) / 4));
  sb_putn(b, "DXIL", 4);
  ct_put_u32(b, (dxil_major << 8) | dxil_minor);
  ct_put_u32(b, 16);
  ct_put_u32(b, (uint32_t)bclen);
  sb_putn(b, bitcode, bclen);
  while (b->len & 3) ct_put_u8(b, 0);
}

static void put_dxil_part(DxilPartData *p, const CtInfo *ci, uint32_t dxil_major, uint32_t dxil_minor,
                          const uint8_t *bitcode, size_t bclen) {
  put_program_part(p, "DXIL", ci, dxil_major, dxil_minor, bitcode, bclen);
}

/* STAT part: the reflection module's bitcode (stat->write), with the DXIL
 * part's program header. Made after every part read from the module, since
 * writing it turns the module into its reflection form. */
static bool put_stat_part(DxilPartData *p, const CtInfo *ci, uint32_t dxil_major, uint32_t dxil_minor,
                          const DxilStatWriter *stat, Diag *d) {
  StrBuf bc = sb_new(ci->arena);
  bool ok = stat->write(stat->user, &bc, d) && !bc.oom;
  if (ok && bc.len > 0x7FFF0000u) {
    diag_error(d, CONT_TOO_LARGE, srcloc_none(), "bitcode too large for a container");
    ok = false;
  }
  if (ok) put_program_part(p, "STAT", ci, dxil_major, dxil_minor, (const uint8_t *)bc.data, bc.len);
  if (bc.oom && !d->oom) diag_oom(d, CONT_OOM, "the container writer");
  sb_free(&bc);
  return ok;
}

/* Writes parts[0..np) as a container with its digest when ok, then releases
 * the parts (all ncap of them) and the scratch arena. A failed allocation
 * anywhere (the arena, a part, the output) is out of memory, not a malformed
 * module; ct_write_psv0 reports its own. */
static bool finish_container(StrBuf *out, DxilPartData *parts, uint32_t np, uint32_t ncap, Arena *a,
                             Diag *d, bool ok) {
  for (uint32_t i = 0; ok && i < np; i++)
    if (parts[i].data.oom) ok = false;
  if (ok) {
    size_t start = out->len;
    ok = ct_write_parts(out, parts, np, d);
    if (ok) {
      uint8_t dig[16];
      dxil_container_digest((const uint8_t *)out->data + start, out->len - start, dig);
      memcpy(out->data + start + 4, dig, 16);
    }
  }
  bool oom = a->oom || out->oom;
  for (uint32_t i = 0; i < ncap; i++) oom = oom || parts[i].data.oom;
  if (oom && !d->oom) diag_oom(d, CONT_OOM, "the container writer");
  if (oom) ok = false;
  for (uint32_t i = 0; i < ncap; i++) sb_free(&parts[i].data);
  arena_free(a);
  return ok;
}

/* A library's container, in DXC's part order: SFI0 (the library's flags: the
 * first, null, dx.entryPoints record's tag 0), VERS (validator 1.8 and
 * later), RDAT (rdat.c), STAT, HASH (validator 1.5 and later, or 0.0 as
 * lib_6_x), DXIL. No signatures or PSV0. */
static bool write_library_container(IrModule *m, const uint8_t *bitcode, size_t bclen,
                                    const DxilStatWriter *stat, StrBuf *out, Diag *d) {
  Arena a;
  arena_init_child(&a, m->arena);
  CtInfo ci;
  memset(&ci, 0, sizeof ci);
  ci.arena = &a;
  ci.valver_major = 1;
  IrMD *sm = ir_named_md_op0(m, "dx.shaderModel");
  IrMD *vv = ir_named_md_op0(m, "dx.valver");
  bool ok = md_u32(md_op(sm, 1), &ci.sm_major) && md_u32(md_op(sm, 2), &ci.sm_minor);
  if (vv) ok = ok && md_u32(md_op(vv, 0), &ci.valver_major) && md_u32(md_op(vv, 1), &ci.valver_minor);
  if (!ok) diag_error(d, CONT_SHADER_MODEL, srcloc_none(), "malformed dx.shaderModel or dx.valver metadata");
  ci.stage = STAGE_LIBRARY;
  IrMD *props = md_op(ir_named_md_op0(m, "dx.entryPoints"), 4);
  for (uint32_t i = 0; props && i + 1 < props->nops; i += 2) {
    uint32_t tag;
    if (md_u32(props->ops[i], &tag) && tag == 0) md_uint(props->ops[i + 1], &ci.flags);
  }
  DxilPartData parts[6];
  uint32_t np = 0;
  memset(parts, 0, sizeof parts);
  for (uint32_t i = 0; i < 6; i++) parts[i].data = sb_new(m->arena);
  if (ok) {
    memcpy(parts[np].fourcc, "SFI0", 4);
    ct_write_sfi0(&ci, &parts[np++].data);
    /* DXC writes the compiler's version into libraries for validators 1.8
     * and later (whose linker compares them), right after SFI0. */
    if (ct_valver_ge(&ci, 1, 8)) put_vers_part(&parts[np++]);
    /* ---- RDAT: written by rdat.c (ct_write_rdat) ---- */
    memcpy(parts[np].fourcc, "RDAT", 4);
    ok = ct_write_rdat(m, &parts[np++].data, &a, d);
  }
  /* lib_6_x (SM 6.15) is the highest DXIL version */
  uint32_t dxil_minor = ci.sm_minor == 15 ? DXIL_HIGHEST_MINOR : ci.sm_minor;
  if (ok && stat) ok = put_stat_part(&parts[np++], &ci, 1, dxil_minor, stat, d);
  if (ok && (ct_valver_ge(&ci, 1, 5) || (ci.valver_major == 0 && ci.valver_minor == 0)))
    put_hash_part(&parts[np++], bitcode, bclen);
  if (ok) put_dxil_part(&parts[np++], &ci, 1, dxil_minor, bitcode, bclen);
  return finish_container(out, parts, np, 6, &a, d, ok);
}

/* The root signature's visibility for a shader kind (GetVisibilityType). */
static uint32_t stage_visibility(uint32_t stage) {
  switch (stage) {
  case STAGE_PIXEL: return RS_VIS_PIXEL;
  case STAGE_VERTEX: return RS_VIS_VERTEX;
  case STAGE_GEOMETRY: return RS_VIS_GEOMETRY;
  case STAGE_HULL: return RS_VIS_HULL;
  case STAGE_DOMAIN: return RS_VIS_DOMAIN;
  case STAGE_AMPLIFICATION: return RS_VIS_AMPLIFICATION;
  case STAGE_MESH: return RS_VIS_MESH;
  default: return RS_VIS_ALL;
  }
}

/* The validator's check of RTS0 against the shader (its PSV0 resources). */
static bool check_root_signature(const CtInfo *ci, const uint8_t *rts0, size_t len, Arena *a,
                                 Diag *d) {
  RsDesc rs;
  if (!rts0_read(rts0, len, a, &rs, d, "RTS0")) return false;
  RsBinding *b = arena_alloc(a, sizeof(RsBinding) * (ci->nres ? ci->nres : 1));
  if (!b) return false;
  for (uint32_t i = 0; i < ci->nres; i++) {
    const CtResource *r = &ci->res[i];
    b[i].psv_type = ct_psv_res_type(r);
    b[i].space = r->space;
    b[i].lower = r->lower;
    b[i].upper = r->size == UINT32_MAX ? UINT32_MAX : r->lower + r->size - 1;
  }
  StrBuf msg = sb_new(a);
  bool ok = rts0_verify_shader(&rs, stage_visibility(ci->stage), b, ci->nres, a, &msg);
  if (!ok) {
    diag_error(d, CONT_ROOTSIG, srcloc_none(), "Root Signature in DXIL container is not compatible with shader.");
    diag_report(d, DIAG_NOTE, CONT_ROOTSIG, srcloc_none(), "%.*s", (int)msg.len, msg.data ? msg.data : "");
  }
  sb_free(&msg);
  return ok;
}

bool dxil_container_check_rts0(const uint8_t *data, size_t len, const uint8_t *rts0, size_t rts0_len,
                               Arena *parent, Diag *d) {
  Arena a;
  arena_init_child(&a, parent);
  DxilContainer c;
  bool ok = dxil_container_read(data, len, &a, &c, d);
  if (ok && (!c.dxil.present || !c.psv.present)) {
    diag_error(d, CONT_ROOTSIG, srcloc_none(), "the container has no %s part to check the root signature against",
               c.dxil.present ? "PSV0" : "DXIL");
    ok = false;
  }
  CtInfo ci;
  memset(&ci, 0, sizeof ci);
  if (ok) {
    ci.stage = c.dxil.shader_kind;
    ci.nres = c.psv.nres;
    ci.res = arena_alloc(&a, sizeof(CtResource) * (ci.nres ? ci.nres : 1));
    ok = ci.res != NULL;
  }
  /* PSV records back into resources (only what the check reads) */
  static const struct { uint32_t cls, kind; bool counter; } bytype[10] = {
      {0, 0, false}, {RC_SAMPLER, 14, false}, {RC_CBV, 13, false}, {RC_SRV, 2, false},
      {RC_SRV, 11, false}, {RC_SRV, 12, false}, {RC_UAV, 2, false}, {RC_UAV, 11, false},
      {RC_UAV, 12, false}, {RC_UAV, 12, true}};
  for (uint32_t i = 0; ok && i < ci.nres; i++) {
    const DxilPsvResource *r = &c.psv.res[i];
    CtResource *o = &ci.res[i];
    uint32_t t = r->type < 10 ? r->type : 0;
    o->cls = bytype[t].cls;
    o->kind = t ? bytype[t].kind : 0;
    o->counter = bytype[t].counter;
    o->space = r->space;
    o->lower = r->lower;
    o->size = r->upper == UINT32_MAX ? UINT32_MAX : r->upper - r->lower + 1;
  }
  if (ok) ok = check_root_signature(&ci, rts0, rts0_len, &a, d);
  arena_free(&a);
  return ok;
}

bool dxil_write_parts_signed(const DxilPartData *parts, uint32_t n, uint16_t major, uint16_t minor,
                             StrBuf *out, Diag *d) {
  size_t start = out->len;
  if (!ct_write_parts(out, parts, n, d)) return false;
  uint8_t *h = (uint8_t *)out->data + start;
  h[20] = (uint8_t)major;
  h[21] = (uint8_t)(major >> 8);
  h[22] = (uint8_t)minor;
  h[23] = (uint8_t)(minor >> 8);
  uint8_t dig[16];
  dxil_container_digest(h, out->len - start, dig);
  memcpy(h + 4, dig, 16);
  return true;
}

bool dxil_write_rts0_container(const uint8_t *rts0, size_t len, StrBuf *out, Diag *d) {
  DxilPartData part;
  memset(&part, 0, sizeof part);
  memcpy(part.fourcc, "RTS0", 4);
  part.data.arena = out->arena; /* the output's allocator */
  sb_putn(&part.data, rts0, len);
  bool ok = !part.data.oom;
  size_t start = out->len;
  if (ok) ok = ct_write_parts(out, &part, 1, d);
  if (ok) {
    uint8_t dig[16];
    dxil_container_digest((const uint8_t *)out->data + start, out->len - start, dig);
    memcpy(out->data + start + 4, dig, 16);
  }
  sb_free(&part.data);
  if (!ok && !d->oom && (out->oom || part.data.oom)) diag_oom(d, CONT_OOM, "the container writer");
  return ok;
}

bool dxil_write_container(IrModule *m, const uint8_t *bitcode, size_t bclen, StrBuf *out,
                          Diag *d) {
  return dxil_write_container_rs(m, bitcode, bclen, NULL, 0, true, out, d);
}

bool dxil_write_container_rs(IrModule *m, const uint8_t *bitcode, size_t bclen, const uint8_t *rts0,
                             size_t rts0_len, bool check, StrBuf *out, Diag *d) {
  return dxil_write_container_stat(m, bitcode, bclen, rts0, rts0_len, check, NULL, out, d);
}

bool dxil_write_container_stat(IrModule *m, const uint8_t *bitcode, size_t bclen, const uint8_t *rts0,
                               size_t rts0_len, bool check, const DxilStatWriter *stat, StrBuf *out,
                               Diag *d) {
  if (module_is_library(m)) return write_library_container(m, bitcode, bclen, stat, out, d);
  Arena a;
  arena_init_child(&a, m->arena); /* the compilation's allocator; OOM reaches it */
  CtInfo ci;
  bool ok = ct_read_info(m, &a, &ci, d);
  DxilPartData parts[9];
  uint32_t np = 0;
  memset(parts, 0, sizeof parts);
  for (uint32_t i = 0; i < 9; i++) parts[i].data = sb_new(m->arena);
  if (ok && bclen > 0x7FFF0000u) {
    diag_error(d, CONT_TOO_LARGE, srcloc_none(), "bitcode too large for a container");
    ok = false;
  }
  if (ok) {
    memcpy(parts[np].fourcc, "SFI0", 4);
    ct_write_sfi0(&ci, &parts[np++].data);
    memcpy(parts[np].fourcc, "ISG1", 4);
    ok = ct_write_signature(&ci, DXIL_SIG_IN, &parts[np++].data, &a);
    memcpy(parts[np].fourcc, "OSG1", 4);
    ok = ok && ct_write_signature(&ci, DXIL_SIG_OUT, &parts[np++].data, &a);
    if (ci.sigs[DXIL_SIG_PC].n) {
      memcpy(parts[np].fourcc, "PSG1", 4);
      ok = ok && ct_write_signature(&ci, DXIL_SIG_PC, &parts[np++].data, &a);
    }
    memcpy(parts[np].fourcc, "PSV0", 4);
    ok = ok && ct_write_psv0(&ci, &parts[np++].data, d);
    if (ok && rts0) { /* DXC's order: RTS0 right after PSV0 */
      if (check) ok = check_root_signature(&ci, rts0, rts0_len, &a, d);
      memcpy(parts[np].fourcc, "RTS0", 4);
      sb_putn(&parts[np++].data, rts0, rts0_len);
    }
  }
  /* DXIL version implied by the shader model: 1.x for SM 6.x */
  uint32_t dxil_major = ci.sm_major >= 6 ? ci.sm_major - 5 : 1;
  /* DXC's order: STAT after PSV0/RTS0, before HASH */
  if (ok && stat) ok = put_stat_part(&parts[np++], &ci, dxil_major, ci.sm_minor, stat, d);
  if (ok && ct_valver_ge(&ci, 1, 5)) put_hash_part(&parts[np++], bitcode, bclen);
  if (ok) put_dxil_part(&parts[np++], &ci, dxil_major, ci.sm_minor, bitcode, bclen);
  return finish_container(out, parts, np, 9, &a, d, ok);
}
