/* signatures.c - semantic signature analysis (LLVM's DXILSignatureAnalysis
 * and SemanticSignaturePacking), its printer print<dxil-signature>, and the
 * DXIL signature metadata dxil-translate-metadata writes.
 *
 * The analysis, per record of dx.semantic.signatures:
 *   1. parse both element lists, checking every operand (widths, dense IDs,
 *      row/column counts, semantic name against kind, component type,
 *      the semantic's meaning at this signature point, duplicate
 *      name/index pairs, pixel target and SV_Position/SV_VertexID shapes,
 *      pixel input interpolation defaults);
 *   2. walk the entry's llvm.dx.load.input / llvm.dx.store.output calls,
 *      checking each against its element and collecting the usage and
 *      dynamic-row masks (the masks in the metadata are ignored: they go
 *      stale when accesses are optimized away);
 *   3. place the elements: stacked for vertex inputs, by SV_Target index
 *      for pixel outputs, prefix-stable first fit otherwise; elements that
 *      arrive already placed must match that layout;
 *   4. connect every read input component to every written output
 *      component (the conservative view-ID dependency map).
 * Any failure is one "Invalid semantic signature: ..." error, as in LLVM.
 */
#include "signatures.h"

#include "dxil_resources.h"
#include "../dxil/shader_flags.h"
#include "../dxil/sig_pack.h"
#include "../dxil/dxil_names.h"
#include "sig_viewid.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* LLVM's SemanticKind list (DXContainerConstants.def) ends at CullPrimitive:
 * its Invalid is 31, where DXIL has SV_StartVertexLocation. */
enum { LLVM_SEM_INVALID = 31 };

/* How a semantic is treated at a signature point (DXC's
 * DXIL::SemanticInterpretationKind as LLVM names it). The first five are in
 * component packing order. */
typedef enum SigInterp {
  SI_ARBITRARY, SI_SV, SI_SGV, SI_CLIPCULL, SI_TESSFACTOR,
  SI_TARGET, SI_NOT_ALLOCATED, SI_INVALID,
} SigInterp;

static bool eq_nocase(const char *a, const char *b) {
  for (; *a && *b; a++, b++)
    if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return false;
  return *a == *b;
}

/* The kind a semantic name stands for as LLVM knows them: an SV_ name's
 * kind, Arbitrary for user names, LLVM's Invalid for unknown SV_ names and
 * for the kinds after CullPrimitive. */
static uint32_t semantic_kind(const char *name) {
  uint32_t k = dxil_semantic_kind(name);
  return k > DXIL_SEM_CULL_PRIMITIVE ? LLVM_SEM_INVALID : k;
}

/* DXC's semantic interpretation table (DxilSigPoint.inl), for the signature
 * points nonempty signatures are supported at: vertex input/output and pixel
 * input/output. Semantics that are not in the signature, not packed, or
 * shadowed are all "not allocated" here. */
static SigInterp interpretation(uint32_t kind, ShaderStage stage, bool input) {
  enum { VSIN, VSOUT, PSIN, PSOUT };
  int point = stage == STAGE_VERTEX ? (input ? VSIN : VSOUT)
              : stage == STAGE_PIXEL ? (input ? PSIN : PSOUT)
                                     : -1;
  if (point < 0) return SI_INVALID;
  const SigInterp A = SI_ARBITRARY, S = SI_SV, G = SI_SGV, C = SI_CLIPCULL, T = SI_TARGET,
                  N = SI_NOT_ALLOCATED, X = SI_INVALID;
  /* Arbitrary, VertexID, InstanceID by point (VSIn, VSOut, PSIn, PSOut). */
  static const SigInterp first[3][4] = {
      {SI_ARBITRARY, SI_ARBITRARY, SI_ARBITRARY, SI_INVALID},
      {SI_SV, SI_INVALID, SI_INVALID, SI_INVALID},
      {SI_SV, SI_ARBITRARY, SI_ARBITRARY, SI_INVALID},
  };
  switch (kind) {
  case 0: case 1: case 2: return first[kind][point];
  case 3: case 4: case 5: /* Position, RenderTargetArrayIndex, ViewportArrayIndex */
    return point == VSIN ? A : point == PSOUT ? X : S;
  case 6: case 7: /* ClipDistance, CullDistance */
    return point == VSIN ? A : point == PSOUT ? X : C;
  case 10: /* PrimitiveID */
    return point == PSIN ? G : X;
  case 12: /* SampleIndex: shadowed in the pixel input */
    return point == PSIN ? N : X;
  case 13: /* IsFrontFace */
    return point == PSIN ? G : X;
  case 14: /* Coverage */
    return point == PSIN || point == PSOUT ? N : X;
  case 15: /* InnerCoverage */
    return point == PSIN ? N : X;
  case 16: /* Target */
    return point == PSOUT ? T : X;
  case 17: case 18: case 19: case 20: /* Depth*, StencilRef */
    return point == PSOUT ? N : X;
  case 27: /* ViewID */
    return point == VSIN || point == PSIN ? N : X;
  case 28: /* Barycentrics */
    return point == PSIN ? N : X;
  case 29: /* ShadingRate */
    return point == VSOUT || point == PSIN ? S : X;
  case 30: /* CullPrimitive */
    return point == PSIN ? N : X;
  default:
    return X;
  }
}

/* ---- errors ------------------------------------------------------------- */

typedef struct SigCtx {
  IrModule *m;
  const char *prefix; /* context put in front of messages ("entry 'f' input signature: ") */
  StrBuf msg;         /* the error, once one happened */
  bool failed;
  bool oom;           /* the failure was an allocation: reported as out of memory */
  bool dxc;           /* hlslc (PassCtx.dxc_compat): DXC's interpretation table, packer and
                         ViewID dependencies (sig_pack.c, sig_viewid.c) for every stage */
  uint32_t sm_major, sm_minor; /* target shader model (DXC's versioned table) */
  bool pack_optimized; /* -pack_optimized: DXC's PackOptimized strategy (with dxc) */
  bool prim;          /* the list at hand is the mesh primitive-output list */
} SigCtx;

static bool sig_fail(SigCtx *c, const char *fmt, ...) {
  if (c->failed) return false;
  c->failed = true;
  if (c->prefix) sb_puts(&c->msg, c->prefix);
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&c->msg, fmt, ap);
  va_end(ap);
  return false;
}

/* An allocation failed: the analysis stops and reports out of memory. */
static bool sig_oom(SigCtx *c) {
  c->oom = true;
  return sig_fail(c, "out of memory");
}

/* ---- parsing ------------------------------------------------------------ */

/* Integer constant operand of width `bits`. */
static bool md_int(const IrMD *md, uint32_t bits, uint64_t *out) {
  if (!md || md->kind != IR_MD_VALUE || !md->value || md->value->kind != IR_V_CONST_INT ||
      !md->value->type || md->value->type->kind != IR_TY_INT || md->value->type->bits != bits)
    return false;
  if (out) *out = ((IrConst *)md->value)->ival;
  return true;
}

static bool is_integer_ct(uint32_t ct) {
  return ct == DXIL_COMP_I1 || ct == DXIL_COMP_I16 || ct == DXIL_COMP_U16 || ct == DXIL_COMP_I32 || ct == DXIL_COMP_U32;
}

static const char *io_name(bool input) { return input ? "input" : "output"; }

/* One element node (13 operands, see signatures.h). Messages are relative
 * to "entry 'f' input signature: ". */
static bool parse_element(SigCtx *c, const IrMD *node, SigElement *e) {
  if (!node || node->kind != IR_MD_NODE || node->nops != 13)
    return sig_fail(c, "expected a 13-operand signature element");
  uint64_t v[13] = {0};
  for (uint32_t k = 0; k < 13; k++) {
    if (k == 1 || k == 4) continue;
    uint32_t w = (k == 7 || (k >= 9 && k <= 11)) ? 8 : 32;
    if (!md_int(node->ops[k], w, &v[k])) return sig_fail(c, "expected i%u at operand %u", w, k);
  }
  const IrMD *name = node->ops[1];
  if (!name || name->kind != IR_MD_STRING) return sig_fail(c, "expected semantic name string");
  const IrMD *idx = node->ops[4];
  if (!idx || idx->kind != IR_MD_NODE) return sig_fail(c, "expected semantic indices node");
  e->nindices = idx->nops;
  e->indices = arena_alloc(c->m->arena, sizeof(uint32_t) * (idx->nops + 1));
  if (!e->indices) return sig_oom(c);
  for (uint32_t k = 0; k < idx->nops; k++) {
    uint64_t x;
    if (!md_int(idx->ops[k], 32, &x)) return sig_fail(c, "expected i32 semantic index");
    e->indices[k] = (uint32_t)x;
  }
  /* An embedded NUL makes the name invalid; keep the full length to see it. */
  bool has_nul = memchr(name->str, 0, name->len) != NULL;
  e->name = has_nul ? "" : arena_strndup(c->m->arena, name->str, name->len);
  if (!e->name) return sig_oom(c);
  if (has_nul) e->name = NULL;
  e->id = (uint32_t)v[0];
  e->comp_type = (uint32_t)v[2];
  e->kind = (uint32_t)v[3];
  e->interp = (uint32_t)v[5];
  e->rows = (uint32_t)v[6];
  e->cols = (uint32_t)v[7];
  e->start_row = (uint32_t)v[8];
  e->start_col = (uint32_t)v[9];
  e->usage = (uint8_t)v[10];
  e->dyn = (uint8_t)v[11];
  e->stream = (uint32_t)v[12];
  return true;
}

static bool allocated(const SigElement *e) {
  return e->start_row != SIG_UNALLOCATED_ROW && e->start_col != SIG_UNALLOCATED_COL;
}

/* One element list (LLVM's parseSignature). */
static bool parse_list(SigCtx *c, const IrMD *list, ShaderStage stage, bool input,
                       SigElement **out, uint32_t *nout) {
  *out = NULL;
  *nout = 0;
  if (!list) return true;
  if (list->kind != IR_MD_NODE) return sig_fail(c, "expected a signature element list or null");
  if (list->nops > 128) return sig_fail(c, "too many signature elements");
  SigElement *els = arena_alloc(c->m->arena, sizeof(SigElement) * (list->nops + 1));
  if (!els) return sig_oom(c);
  for (uint32_t k = 0; k < list->nops; k++) {
    SigElement *e = &els[k];
    if (!parse_element(c, list->ops[k], e)) return false;
    if (e->id != k) return sig_fail(c, "signature IDs must be dense and in list order");
    if (c->dxc) {
      /* The front end already checked the elements against DXC's rules:
       * keep them as they are, resolving the kind at this point. */
      DxilSemInterp dsi = dxil_sem_interpretation(
          e->kind,
          dxil_sig_point_for(stage, c->prim ? DXIL_SIG_PC : input ? DXIL_SIG_IN : DXIL_SIG_OUT,
                             e->kind),
          c->sm_major, c->sm_minor);
      if (e->kind >= DXIL_SEM_INVALID || dsi == DXIL_SI_NA)
        return sig_fail(c, "invalid or unsupported semantic for this stage and signature category");
      if (dsi == DXIL_SI_ARB) e->kind = DXIL_SEM_ARBITRARY;
      e->usage = e->dyn = 0;
      continue;
    }
    if (stage != STAGE_VERTEX && stage != STAGE_PIXEL)
      return sig_fail(c, "nonempty signatures are currently supported only for vertex and pixel "
                         "entries");
    if (!e->rows || e->rows > SIG_MAX_ROWS)
      return sig_fail(c, "signature row count must be within 1-32");
    if (!e->cols || e->cols > 4) return sig_fail(c, "signature column count must be within 1-4");
    if (e->nindices != e->rows)
      return sig_fail(c, "semantic index count must match the row count");
    if (!e->name || !e->name[0]) return sig_fail(c, "invalid semantic name");
    if (semantic_kind(e->name) != e->kind) return sig_fail(c, "semantic name and kind disagree");
    if (e->comp_type != DXIL_COMP_F16 && e->comp_type != DXIL_COMP_F32 && !is_integer_ct(e->comp_type))
      return sig_fail(c, "unsupported signature component type");
    if (e->stream) return sig_fail(c, "nonzero stream requires a geometry output");
    SigInterp si = interpretation(e->kind, stage, input);
    if (si == SI_INVALID)
      return sig_fail(c, "invalid or unsupported semantic for this stage and signature category");
    if (si == SI_NOT_ALLOCATED)
      return sig_fail(c, "semantic accessed by a dedicated intrinsic must not appear in an "
                         "input/output signature");
    if (allocated(e) && (e->start_row >= SIG_MAX_ROWS || e->rows > SIG_MAX_ROWS - e->start_row ||
                         e->start_col + e->cols > 4))
      return sig_fail(c, "allocated signature element exceeds register bounds");
    if (e->interp >= DXIL_INTERP_INVALID) return sig_fail(c, "invalid interpolation mode");
    for (uint32_t j = 0; j < k; j++)
      for (uint32_t a = 0; a < els[j].nindices; a++)
        for (uint32_t b = 0; b < e->nindices; b++)
          if (els[j].indices[a] == e->indices[b] && eq_nocase(els[j].name, e->name))
            return sig_fail(c, "duplicate semantic name and index");
    for (uint32_t a = 0; a < e->nindices; a++)
      for (uint32_t b = 0; b < a; b++)
        if (e->indices[a] == e->indices[b]) return sig_fail(c, "duplicate semantic name and index");
    if (si == SI_TARGET && (e->rows != 1 || e->indices[0] >= 8))
      return sig_fail(c, "pixel targets require one row and an index within 0-7");
    if (si == SI_SV && e->kind == DXIL_SEM_POSITION &&
        (e->rows != 1 || e->cols != 4 || e->comp_type != DXIL_COMP_F32))
      return sig_fail(c, "SV_Position requires one row of four f32 components");
    if (e->kind == DXIL_SEM_VERTEX_ID &&
        (e->rows != 1 || e->cols != 1 || (e->comp_type != DXIL_COMP_I32 && e->comp_type != DXIL_COMP_U32)))
      return sig_fail(c, "SV_VertexID requires a scalar 32-bit integer");
    /* A system-value name can be an ordinary semantic at this point. */
    if (si == SI_ARBITRARY) e->kind = DXIL_SEM_ARBITRARY;
    if (stage == STAGE_PIXEL && input) {
      if (e->interp == DXIL_INTERP_UNDEFINED)
        e->interp = is_integer_ct(e->comp_type) ? DXIL_INTERP_CONSTANT
                    : e->kind == DXIL_SEM_POSITION    ? DXIL_INTERP_LINEAR_NOPERSPECTIVE
                                                : DXIL_INTERP_LINEAR;
      if (is_integer_ct(e->comp_type) && e->interp != DXIL_INTERP_CONSTANT)
        return sig_fail(c, "integer pixel inputs require constant interpolation");
    }
    /* Masks come from the accesses, not from (possibly stale) metadata. */
    e->usage = e->dyn = 0;
  }
  *out = els;
  *nout = list->nops;
  return true;
}

/* ---- packing ------------------------------------------------------------ */

typedef struct SigRow {
  uint8_t occupied;   /* columns in use */
  uint32_t width;     /* component width of what is there (16/32) */
  uint32_t interp;    /* interpolation mode of what is there */
  SigInterp rightmost;/* interpretation of the rightmost element */
} SigRow;

static uint32_t component_width(uint32_t ct, bool native16) {
  bool half = ct == DXIL_COMP_F16 || ct == DXIL_COMP_I16 || ct == DXIL_COMP_U16 || ct == DXIL_COMP_SNORM_F16 ||
              ct == DXIL_COMP_UNORM_F16;
  /* Without native 16-bit types these are min-precision: 32-bit components. */
  return half && native16 ? 16 : 32;
}

/* First fit of e in the 32-row space under the co-packing rules: one
 * component width and interpolation mode per row, and arbitrary values
 * before system values before system-generated values within a row. */
static bool pack_prefix_stable(SigElement *els, uint32_t n, ShaderStage stage, bool input,
                               bool native16, uint32_t *failed) {
  SigRow rows[SIG_MAX_ROWS];
  memset(rows, 0, sizeof rows);
  for (uint32_t k = 0; k < n; k++) {
    SigElement *e = &els[k];
    SigInterp si = interpretation(e->kind, stage, input);
    if (si == SI_NOT_ALLOCATED) continue;
    uint32_t width = component_width(e->comp_type, native16);
    bool placed = false;
    for (uint32_t r0 = 0; r0 + e->rows <= SIG_MAX_ROWS && !placed; r0++) {
      uint8_t occ = 0;
      bool ok = true;
      for (uint32_t r = r0; r < r0 + e->rows && ok; r++) {
        const SigRow *row = &rows[r];
        if (row->occupied && row->width != width) ok = false;
        if (row->interp != DXIL_INTERP_UNDEFINED && row->interp != e->interp) ok = false;
        if (row->occupied && si < row->rightmost) ok = false;
        occ |= row->occupied;
      }
      if (!ok) continue;
      for (uint32_t c0 = 0; c0 + e->cols <= 4; c0++) {
        uint8_t mask = (uint8_t)(((1u << e->cols) - 1u) << c0);
        if (occ & mask) continue;
        for (uint32_t r = r0; r < r0 + e->rows; r++) {
          SigRow *row = &rows[r];
          uint8_t prev = row->occupied;
          if (!prev) row->width = width;
          row->occupied |= mask;
          if (row->interp == DXIL_INTERP_UNDEFINED) row->interp = e->interp;
          if (!prev || mask > prev) row->rightmost = si;
        }
        e->start_row = r0;
        e->start_col = c0;
        placed = true;
        break;
      }
    }
    if (!placed) {
      *failed = k;
      return false;
    }
  }
  return true;
}

/* Place a list; *extent is the number of rows used. */
static bool pack_list(SigCtx *c, SigElement *els, uint32_t n, ShaderStage stage, bool input,
                      bool native16, uint32_t *extent) {
  *extent = 0;
  if (!n) return true;
  bool any = false, all = true;
  uint32_t *loc_row = arena_alloc(c->m->arena, sizeof(uint32_t) * n);
  uint32_t *loc_col = arena_alloc(c->m->arena, sizeof(uint32_t) * n);
  if (!loc_row || !loc_col) return sig_oom(c);
  for (uint32_t k = 0; k < n; k++) {
    any |= allocated(&els[k]);
    all &= allocated(&els[k]);
    loc_row[k] = els[k].start_row;
    loc_col[k] = els[k].start_col;
    els[k].start_row = SIG_UNALLOCATED_ROW;
    els[k].start_col = SIG_UNALLOCATED_COL;
  }
  if (any && !all) return sig_fail(c, "partially allocated signatures are not supported");
  uint32_t bad = 0;
  bool ok = true;
  if (c->dxc) { /* DXC's PackDxilSignature, prefix-stable or optimized */
    DxilPackElem *pe = arena_alloc(c->m->arena, sizeof(DxilPackElem) * n);
    if (!pe) return sig_oom(c);
    int which = c->prim ? DXIL_SIG_PC : input ? DXIL_SIG_IN : DXIL_SIG_OUT;
    DxilSigPoint sp = dxil_sig_point(stage, which);
    for (uint32_t k = 0; k < n; k++) {
      const SigElement *e = &els[k];
      pe[k].id = e->id;
      pe[k].kind = e->kind;
      pe[k].interp = e->interp;
      pe[k].si = dxil_sem_interpretation(e->kind, dxil_sig_point_for(stage, which, e->kind),
                                         c->sm_major, c->sm_minor);
      pe[k].rows = e->rows;
      pe[k].cols = e->cols;
      pe[k].width = dxil_sig_data_width(e->comp_type, !native16);
      pe[k].stream = e->stream;
      pe[k].first_index = e->nindices ? e->indices[0] : 0;
    }
    bool all = true;
    dxil_sig_pack(pe, n, sp, !native16, c->pack_optimized, &all);
    for (uint32_t k = 0; k < n; k++) {
      els[k].start_row = pe[k].start_row == UINT32_MAX ? SIG_UNALLOCATED_ROW : pe[k].start_row;
      els[k].start_col = pe[k].start_col == UINT32_MAX ? SIG_UNALLOCATED_COL : pe[k].start_col;
      if (dxil_sem_allocated(pe[k].si) && pe[k].start_row == UINT32_MAX && ok) {
        ok = false;
        bad = k;
      }
    }
  } else if (stage == STAGE_VERTEX && input) { /* stacked */
    uint32_t next = 0;
    for (uint32_t k = 0; k < n && ok; k++) {
      if (interpretation(els[k].kind, stage, input) == SI_NOT_ALLOCATED) continue;
      if (els[k].rows > SIG_MAX_ROWS - next) {
        ok = false;
        bad = k;
        break;
      }
      els[k].start_row = next;
      els[k].start_col = 0;
      next += els[k].rows;
    }
  } else if (stage == STAGE_PIXEL && !input) { /* indexed by SV_Target index */
    for (uint32_t k = 0; k < n && ok; k++) {
      if (interpretation(els[k].kind, stage, input) == SI_NOT_ALLOCATED) continue;
      if (els[k].indices[0] >= SIG_MAX_ROWS) {
        ok = false;
        bad = k;
        break;
      }
      els[k].start_row = els[k].indices[0];
      els[k].start_col = 0;
    }
  } else {
    ok = pack_prefix_stable(els, n, stage, input, native16, &bad);
  }
  if (!ok) return sig_fail(c, "signature elements do not fit in 32 rows (element %u)", bad);
  for (uint32_t k = 0; k < n; k++) {
    SigElement *e = &els[k];
    if (!allocated(e)) continue;
    if (all && (loc_row[k] != e->start_row || loc_col[k] != e->start_col))
      return sig_fail(c, "preallocated signature does not match the stage's packing layout");
    e->usage = (uint8_t)(e->usage << e->start_col);
    if (e->start_row + e->rows > *extent) *extent = e->start_row + e->rows;
  }
  return true;
}

/* ---- accesses ------------------------------------------------------------ */

static bool type_matches(uint32_t ct, IrType *t) {
  switch (ct) {
  case DXIL_COMP_F16: return t->kind == IR_TY_HALF;
  case DXIL_COMP_F32: return t->kind == IR_TY_FLOAT;
  case DXIL_COMP_I16: case DXIL_COMP_U16: return ir_type_is_int(t, 16);
  case DXIL_COMP_I1: /* booleans use the i32 overload */
  case DXIL_COMP_I32: case DXIL_COMP_U32: return ir_type_is_int(t, 32);
  default: return false;
  }
}

/* One llvm.dx.load.input(id, row, col, vertex) / llvm.dx.store.output(id,
 * row, col, value) call (LLVM's analyzeAccess). */
/* Is every use of this input read the attribute operand of an evaluation
 * (llvm.dx.eval.* or llvm.dx.attribute.at.vertex)? */
static bool only_evaluated(IrInst *load) {
  if (!load->v.uses) return false;
  for (IrUse *u = load->v.uses; u; u = u->next) {
    IrInst *user = u->user;
    if (user->op != IR_CALL || ir_use_index(u) != 1) return false;
    if (!dxil_is_intrinsic_call(user, "llvm.dx.eval.sample.index") &&
        !dxil_is_intrinsic_call(user, "llvm.dx.eval.centroid") &&
        !dxil_is_intrinsic_call(user, "llvm.dx.eval.snapped") &&
        !dxil_is_intrinsic_call(user, "llvm.dx.attribute.at.vertex"))
      return false;
  }
  return true;
}

static bool analyze_access(SigCtx *c, IrInst *call, bool input, SigEntry *sig) {
  const char *fname = sig->fn->v.name ? sig->fn->v.name : "";
  bool prim = !input && (dxil_is_intrinsic_call(call, "llvm.dx.store.primitive.output") ||
                         dxil_is_intrinsic_call(call, "llvm.dx.store.patch.constant"));
  /* reads of output control points / patch constants (hull, domain) */
  bool read_out = input && dxil_is_intrinsic_call(call, "llvm.dx.load.output.control.point");
  bool read_pc = input && dxil_is_intrinsic_call(call, "llvm.dx.load.patch.constant");
  SigElement *els = read_out ? sig->out : read_pc || prim ? sig->pc : input ? sig->in : sig->out;
  uint32_t n = read_out ? sig->nout : read_pc || prim ? sig->npc : input ? sig->nin : sig->nout;
  if (call->nops < (input ? 4u : 5u))
    return sig_fail(c, "entry '%s': %s signature: malformed signature access", fname,
                    io_name(input));
  uint64_t id, col, row;
  if (!ir_const_is_int(call->ops[1], &id))
    return sig_fail(c, "entry '%s': %s signature: signature access requires a constant element ID",
                    fname, io_name(input));
  if (id >= n)
    return sig_fail(c, "entry '%s': %s signature: signature access has an invalid element ID %llu",
                    fname, io_name(input), (unsigned long long)id);
  SigElement *e = &els[id];
  IrType *ty = input ? call->v.type : call->ops[4]->type;
  uint32_t width = 1;
  if (ty && ty->kind == IR_TY_VECTOR) {
    width = (uint32_t)(ty->count > 32 ? 32 : ty->count);
    ty = ty->elem;
  }
  bool have_col = ir_const_is_int(call->ops[3], &col);
  if (!have_col || col >= e->cols || width > e->cols - col)
    return sig_fail(c, "entry '%s': %s signature element %u ('%s'): signature access has an "
                       "invalid component index",
                    fname, io_name(input), e->id, e->name);
  bool have_row = ir_const_is_int(call->ops[2], &row);
  if (have_row && row >= e->rows)
    return sig_fail(c, "entry '%s': %s signature element %u ('%s'): signature access has an "
                       "invalid row index",
                    fname, io_name(input), e->id, e->name);
  if (!have_row && e->rows == 1)
    return sig_fail(c, "entry '%s': %s signature element %u ('%s'): dynamic indexing requires a "
                       "multi-row signature element",
                    fname, io_name(input), e->id, e->name);
  if (!ty || !type_matches(e->comp_type, ty))
    return sig_fail(c, "entry '%s': %s signature element %u ('%s'): signature access type "
                       "disagrees with its element",
                    fname, io_name(input), e->id, e->name);
  uint8_t mask = (uint8_t)(((1u << width) - 1u) << col);
  /* As in DXC, the input usage mask includes conditional reads; reading
   * output control points does not make them used, and neither does a read
   * that only names the attribute an evaluation takes (EvaluateAttribute*,
   * GetAttributeAtVertex: DXC counts LoadInput calls, and these become ops
   * of their own). */
  if (read_out || (input && c->dxc && only_evaluated(call))) return true;
  e->usage |= mask;
  if (!have_row) e->dyn |= mask;
  return true;
}

/* Is i a signature access? *input tells a load from a store. */
static bool is_signature_access(IrInst *i, bool *input) {
  if (i->op != IR_CALL) return false;
  if (dxil_is_intrinsic_call(i, "llvm.dx.load.input") ||
      dxil_is_intrinsic_call(i, "llvm.dx.load.output.control.point") ||
      dxil_is_intrinsic_call(i, "llvm.dx.load.patch.constant")) {
    *input = true;
    return true;
  }
  if (dxil_is_intrinsic_call(i, "llvm.dx.store.output") ||
      dxil_is_intrinsic_call(i, "llvm.dx.store.patch.constant") ||
      dxil_is_intrinsic_call(i, "llvm.dx.store.vertex.output") ||
      dxil_is_intrinsic_call(i, "llvm.dx.store.primitive.output")) {
    *input = false;
    return true;
  }
  return false;
}

/* Every read input component depends on every written output component. */
static bool build_dependency_map(SigCtx *c, SigEntry *s) {
  uint32_t words = (s->out_vectors + 7) / 8;
  s->nio_map = s->in_vectors * 4 * words;
  s->io_map = arena_alloc(c->m->arena, sizeof(uint32_t) * (s->nio_map + 1));
  if (!s->io_map) return sig_oom(c);
  for (uint32_t i = 0; i < s->nin; i++) {
    const SigElement *in = &s->in[i];
    for (uint32_t ir = 0; ir < in->rows; ir++)
      for (uint32_t ic = 0; ic < 4; ic++) {
        if (!(in->usage & (1u << ic))) continue;
        uint32_t base = ((in->start_row + ir) * 4 + ic) * words;
        for (uint32_t o = 0; o < s->nout; o++) {
          const SigElement *out = &s->out[o];
          for (uint32_t orow = 0; orow < out->rows; orow++)
            for (uint32_t oc = 0; oc < 4; oc++) {
              if (!(out->usage & (1u << oc))) continue;
              uint32_t bit = (out->start_row + orow) * 4 + oc;
              if (base + bit / 32 < s->nio_map) s->io_map[base + bit / 32] |= 1u << (bit % 32);
            }
        }
      }
  }
  return true;
}

/* ---- the analysis ------------------------------------------------------- */

/* The stage named by the function's "hlsl.shader" attribute, or
 * STAGE_INVALID when it is not an entry point. */
static ShaderStage entry_stage(const IrFunc *fn) {
  const IrAttr *a = fn->fn_attrs ? ir_attrs_find(fn->fn_attrs, "\"hlsl.shader\"") : NULL;
  if (!a || !a->value) return STAGE_INVALID;
  const char *v = a->value;
  size_t len = strlen(v);
  if (len >= 2 && v[0] == '"' && v[len - 1] == '"') {
    v++;
    len -= 2;
  }
  for (int s = STAGE_PIXEL; s < STAGE_INVALID; s++) {
    const char *n = stage_name((ShaderStage)s);
    if (n && strlen(n) == len && strncmp(n, v, len) == 0) return (ShaderStage)s;
  }
  return STAGE_INVALID;
}

IrFunc *dxil_patch_constant_func(IrModule *m, const IrFunc *entry) {
  IrNamedMD *t = ir_named_md(m, "hlsl.tess");
  for (uint32_t k = 0; t && k < t->nops; k++) {
    const IrMD *r = t->ops[k];
    if (!r || r->kind != IR_MD_NODE || r->nops < 2 || !r->ops[0] || !r->ops[1] ||
        r->ops[0]->kind != IR_MD_VALUE || r->ops[0]->value != &entry->v ||
        r->ops[1]->kind != IR_MD_VALUE || !r->ops[1]->value || r->ops[1]->value->kind != IR_V_FUNC)
      continue;
    return (IrFunc *)r->ops[1]->value;
  }
  return NULL;
}

/* "entry 'f' input signature: " */
static const char *list_prefix(IrModule *m, const char *fname, bool input) {
  return arena_printf(m->arena, "entry '%s' %s signature: ", fname, io_name(input));
}

static bool analyze_module(SigCtx *c, const Target *t, IrModule *m, SigInfo *info) {
  IrNamedMD *table = ir_named_md(m, "dx.semantic.signatures");
  uint32_t nrec = table ? table->nops : 0;
  info->entries = arena_alloc(m->arena, sizeof(SigEntry) * (nrec + 1));
  if (!info->entries) return sig_oom(c);
  uint64_t nlp = 0;
  bool native16 = (dxil_module_flag(m, "dx.nativelowprec", &nlp) && nlp) ||
                  (c->dxc && t->native_16bit);
  for (uint32_t r = 0; r < nrec; r++) {
    IrMD *rec = table->ops[r];
    if (!rec || rec->kind != IR_MD_NODE || (rec->nops != 3 && rec->nops != 4))
      return sig_fail(c, "expected an entry/input/output signature triple");
    IrMD *fmd = rec->ops[0];
    IrFunc *fn = fmd && fmd->kind == IR_MD_VALUE && fmd->value && fmd->value->kind == IR_V_FUNC
                     ? (IrFunc *)fmd->value
                     : NULL;
    if (!fn || !fn->nblocks)
      return sig_fail(c, "signature entry must be a defined function in the module");
    ShaderStage stage = entry_stage(fn);
    if (stage == STAGE_INVALID) return sig_fail(c, "signature function is not a shader entry");
    const char *fname = fn->v.name ? fn->v.name : "";
    for (uint32_t k = 0; k < info->n; k++)
      if (info->entries[k].fn == fn)
        return sig_fail(c, "duplicate signature record for entry '%s'", fname);
    if (native16 && !(t->sm_major > 6 || (t->sm_major == 6 && t->sm_minor >= 2)))
      return sig_fail(c, "native 16-bit signatures require shader model 6.2");
    SigEntry *s = &info->entries[info->n];
    memset(s, 0, sizeof *s);
    s->fn = fn;
    s->stage = stage;
    const char *pin = list_prefix(m, fname, true), *pout = list_prefix(m, fname, false);
    if (!pin || !pout) return sig_oom(c);
    c->prefix = pin;
    if (!parse_list(c, rec->ops[1], stage, true, &s->in, &s->nin)) return false;
    c->prefix = pout;
    if (!parse_list(c, rec->ops[2], stage, false, &s->out, &s->nout)) return false;
    if (rec->nops == 4) { /* mesh primitive outputs, patch constants */
      if (stage != STAGE_MESH && stage != STAGE_HULL && stage != STAGE_DOMAIN)
        return sig_fail(c, "a primitive signature needs a mesh entry");
      c->prim = true;
      bool okp = parse_list(c, rec->ops[3], stage, false, &s->pc, &s->npc);
      c->prim = false;
      if (!okp) return false;
    }
    c->prefix = NULL;
    s->pc_fn = stage == STAGE_HULL ? dxil_patch_constant_func(m, fn) : NULL;
    /* DXC never writes undefined values to outputs (its InstCombine drops
     * stores of undef before signatures are lowered), so neither the store
     * nor its usage-mask bits remain. */
    for (int which = 0; which < 2; which++) {
      IrFunc *af = which ? s->pc_fn : fn;
      for (uint32_t b = 0; af && c->dxc && b < af->nblocks; b++)
        for (IrInst *i = af->blocks[b]->first, *nx; i; i = nx) {
          nx = i->next;
          bool input;
          if (is_signature_access(i, &input) && !input && i->nops > 4 && i->ops[4] &&
              (i->ops[4]->kind == IR_V_UNDEF || i->ops[4]->kind == IR_V_POISON))
            ir_inst_remove(i);
        }
      for (uint32_t b = 0; af && b < af->nblocks; b++)
        for (IrInst *i = af->blocks[b]->first; i; i = i->next) {
          bool input;
          if (is_signature_access(i, &input) && !analyze_access(c, i, input, s)) return false;
        }
    }
    c->prefix = pin;
    if (!pack_list(c, s->in, s->nin, stage, true, native16, &s->in_vectors)) return false;
    c->prefix = pout;
    if (!pack_list(c, s->out, s->nout, stage, false, native16, &s->out_vectors)) return false;
    c->prim = true;
    bool okp = pack_list(c, s->pc, s->npc, stage, false, native16, &s->pc_vectors);
    c->prim = false;
    if (!okp) return false;
    c->prefix = NULL;
    if (c->dxc && (stage == STAGE_HULL || stage == STAGE_DOMAIN)) {
      if (!dxil_sig_view_id_dxc_tess(m->arena, fn, s->pc_fn, stage == STAGE_HULL, s->in, s->nin,
                                     s->out, s->nout, s->pc, s->npc, &s->view_id, &s->nview_id))
        return sig_oom(c);
    } else if (c->dxc && stage == STAGE_MESH) {
      if (!dxil_sig_view_id_dxc_mesh(m->arena, fn, s->in, s->nin, s->out, s->nout, s->pc, s->npc,
                                     &s->view_id, &s->nview_id))
        return sig_oom(c);
    } else if (c->dxc) {
      if (!dxil_sig_view_id_dxc(m->arena, fn, s->in, s->nin, s->out, s->nout,
                                stage == STAGE_GEOMETRY, &s->view_id, &s->nview_id))
        return sig_oom(c);
    } else if (!build_dependency_map(c, s)) {
      return false;
    }
    info->n++;
  }
  /* Signature IDs are local to an entry: an access anywhere else has no
   * signature to refer to. */
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    if (dxil_signature_for(info, fn)) continue;
    bool pcf = false;
    for (uint32_t k = 0; k < info->n; k++) pcf |= info->entries[k].pc_fn == fn;
    if (pcf) continue;
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        bool input;
        if (is_signature_access(i, &input))
          return sig_fail(c, "signature access in function '%s' has no entry signature metadata",
                          fn->v.name ? fn->v.name : "");
      }
  }
  return true;
}

/* The effective target: the pass context's, else the module triple's. */
static bool sig_target(PassCtx *ctx, IrModule *m, Target *t) {
  memset(t, 0, sizeof *t);
  if (ctx->have_target) {
    *t = ctx->dx.target;
    return true;
  }
  return m->triple && target_from_triple(t, m->triple);
}

bool dxil_signatures_analyze(PassCtx *ctx, IrModule *m, SigInfo *out) {
  memset(out, 0, sizeof *out);
  Target t;
  if (!sig_target(ctx, m, &t)) t.sm_major = 6;
  SigCtx c;
  memset(&c, 0, sizeof c);
  c.m = m;
  c.msg = sb_new(m->arena);
  c.dxc = ctx->dxc_compat;
  c.sm_major = t.sm_major;
  c.sm_minor = t.sm_minor;
  c.pack_optimized = t.pack_optimized;
  if (!analyze_module(&c, &t, m, out)) {
    if (c.oom || c.msg.oom || m->arena->oom)
      diag_oom(ctx->diag, SIG_INVALID, "signature analysis");
    else
      diag_error(ctx->diag, SIG_INVALID, srcloc_none(), "Invalid semantic signature: %s",
                 c.msg.data ? c.msg.data : "");
    sb_free(&c.msg);
    memset(out, 0, sizeof *out);
    return false;
  }
  sb_free(&c.msg);
  return true;
}

const SigEntry *dxil_signature_for(const SigInfo *info, const IrFunc *fn) {
  for (uint32_t k = 0; info && k < info->n; k++)
    if (info->entries[k].fn == fn) return &info->entries[k];
  return NULL;
}

/* ---- DXIL metadata ------------------------------------------------------- */

static IrMD *md_i8(IrModule *m, uint32_t v) {
  return ir_md_const(m, ir_const_int(m, ir_type_int(m, 8), v & 0xFF));
}

/* One list: !{!{i32 id, !"name", i8 comptype, i8 kind, !{indices}, i8 interp,
 * i32 rows, i8 cols, i32 startrow, i8 startcol, props-or-null}, ...}. */
static IrMD *emit_list(IrModule *m, const SigElement *els, uint32_t n, bool usage_masks,
                       SigTupleFn tuple, void *user) {
  if (!n) return NULL;
  IrMD **nodes = arena_alloc(m->arena, sizeof(IrMD *) * n);
  if (!nodes) return NULL;
  for (uint32_t k = 0; k < n; k++) {
    const SigElement *e = &els[k];
    IrMD **idx = arena_alloc(m->arena, sizeof(IrMD *) * (e->nindices + 1));
    if (!idx) return NULL;
    for (uint32_t i = 0; i < e->nindices; i++) idx[i] = ir_md_i32(m, e->indices[i]);
    IrMD *props[6];
    uint32_t np = 0;
    if (e->stream) {
      props[np++] = ir_md_i32(m, 0);
      props[np++] = ir_md_i32(m, e->stream);
    }
    if (e->dyn) {
      props[np++] = ir_md_i32(m, 2);
      props[np++] = ir_md_i32(m, e->dyn);
    }
    if (e->usage && usage_masks) {
      uint32_t sc = e->start_col < 4 ? e->start_col : 0;
      props[np++] = ir_md_i32(m, 3);
      props[np++] = ir_md_i32(m, (uint32_t)(e->usage >> sc));
    }
    IrMD *ops[11] = {
        ir_md_i32(m, e->id),       ir_md_string(m, e->name),
        md_i8(m, e->comp_type),    md_i8(m, e->kind),
        tuple(user, idx, e->nindices), md_i8(m, e->interp),
        ir_md_i32(m, e->rows),     md_i8(m, e->cols),
        ir_md_i32(m, e->start_row), md_i8(m, e->start_col),
        np ? tuple(user, props, np) : NULL,
    };
    nodes[k] = tuple(user, ops, 11);
    if (!nodes[k]) return NULL;
  }
  return tuple(user, nodes, n);
}

IrMD *dxil_signature_metadata(IrModule *m, const SigEntry *e, bool usage_masks, SigTupleFn tuple,
                              void *user) {
  if (!e || (!e->nin && !e->nout && !e->npc)) return NULL;
  IrMD *ops[3] = {emit_list(m, e->in, e->nin, usage_masks, tuple, user),
                  emit_list(m, e->out, e->nout, usage_masks, tuple, user),
                  emit_list(m, e->pc, e->npc, usage_masks, tuple, user)};
  return tuple(user, ops, 3);
}

IrMD *dxil_signature_view_id_state(IrModule *m, const SigEntry *e, SigTupleFn tuple, void *user) {
  if (e->view_id) { /* DXC's words (sig_viewid.c) */
    IrValue **dv = arena_alloc(m->arena, sizeof(IrValue *) * (e->nview_id + 1));
    if (!dv) return NULL;
    for (uint32_t k = 0; k < e->nview_id; k++) dv[k] = ir_const_i32(m, e->view_id[k]);
    IrValue *darr = ir_const_agg(m, ir_type_array(m, ir_type_int(m, 32), e->nview_id), dv,
                                 e->nview_id);
    if (!darr) return NULL;
    IrMD *dop = ir_md_const(m, darr);
    return tuple(user, &dop, 1);
  }
  uint32_t n = 2 + e->nio_map;
  IrValue **vals = arena_alloc(m->arena, sizeof(IrValue *) * n);
  if (!vals) return NULL;
  IrType *i32 = ir_type_int(m, 32);
  vals[0] = ir_const_i32(m, e->in_vectors * 4);
  vals[1] = ir_const_i32(m, e->out_vectors * 4);
  for (uint32_t k = 0; k < e->nio_map; k++) vals[2 + k] = ir_const_i32(m, e->io_map[k]);
  IrValue *arr = ir_const_agg(m, ir_type_array(m, i32, n), vals, n);
  if (!arr) return NULL;
  IrMD *op = ir_md_const(m, arr);
  return tuple(user, &op, 1);
}

/* ---- reading DXIL signature metadata back ----------------------------------
 * After dxil-translate-metadata the table is gone and the signatures live in
 * the entry points (what print<dxil-signature> shows in a pipeline that ran
 * translate-metadata first, as LLVM's cached analysis would). */

static bool read_dxil_list(IrModule *m, const IrMD *list, SigElement **out, uint32_t *nout,
                           uint32_t *extent) {
  *out = NULL;
  *nout = 0;
  *extent = 0;
  if (!list || list->kind != IR_MD_NODE) return true;
  SigElement *els = arena_alloc(m->arena, sizeof(SigElement) * (list->nops + 1));
  if (!els) return false;
  uint32_t n = 0;
  for (uint32_t k = 0; k < list->nops; k++) {
    const IrMD *node = list->ops[k];
    if (!node || node->kind != IR_MD_NODE || node->nops < 10) continue;
    SigElement *e = &els[n];
    memset(e, 0, sizeof *e);
    ir_md_u32(node->ops[0], &e->id);
    e->name = node->ops[1] && node->ops[1]->kind == IR_MD_STRING
                  ? arena_strndup(m->arena, node->ops[1]->str, node->ops[1]->len)
                  : "";
    if (!e->name) return false;
    ir_md_u32(node->ops[2], &e->comp_type);
    ir_md_u32(node->ops[3], &e->kind);
    ir_md_u32(node->ops[5], &e->interp);
    ir_md_u32(node->ops[6], &e->rows);
    ir_md_u32(node->ops[7], &e->cols);
    ir_md_u32(node->ops[8], &e->start_row);
    ir_md_u32(node->ops[9], &e->start_col);
    const IrMD *props = node->nops > 10 ? node->ops[10] : NULL;
    for (uint32_t p = 0; props && props->kind == IR_MD_NODE && p + 1 < props->nops; p += 2) {
      uint32_t tag = 0, v = 0;
      if (!ir_md_u32(props->ops[p], &tag) || !ir_md_u32(props->ops[p + 1], &v)) continue;
      if (tag == 0) e->stream = v;
      else if (tag == 2) e->dyn = (uint8_t)v;
      else if (tag == 3) e->usage = (uint8_t)(v << (e->start_col < 4 ? e->start_col : 0));
    }
    if (allocated(e) && e->start_row < SIG_MAX_ROWS && e->start_row + e->rows > *extent)
      *extent = e->start_row + e->rows;
    n++;
  }
  *out = els;
  *nout = n;
  return true;
}

bool dxil_signatures_read(IrModule *m, SigInfo *info) {
  memset(info, 0, sizeof *info);
  IrNamedMD *eps = ir_named_md(m, "dx.entryPoints");
  if (!eps) return true;
  info->entries = arena_alloc(m->arena, sizeof(SigEntry) * (eps->nops + 1));
  if (!info->entries) return false;
  for (uint32_t k = 0; k < eps->nops; k++) {
    IrMD *ep = eps->ops[k];
    if (!ep || ep->kind != IR_MD_NODE || ep->nops < 3 || !ep->ops[0] || !ep->ops[2] ||
        ep->ops[2]->kind != IR_MD_NODE || ep->ops[2]->nops < 2)
      continue;
    IrMD *fmd = ep->ops[0];
    if (fmd->kind != IR_MD_VALUE || !fmd->value || fmd->value->kind != IR_V_FUNC) continue;
    SigEntry *s = &info->entries[info->n];
    memset(s, 0, sizeof *s);
    s->fn = (IrFunc *)fmd->value;
    s->stage = entry_stage(s->fn);
    if (!read_dxil_list(m, ep->ops[2]->ops[0], &s->in, &s->nin, &s->in_vectors) ||
        !read_dxil_list(m, ep->ops[2]->ops[1], &s->out, &s->nout, &s->out_vectors))
      return false;
    info->n++;
  }
  return true;
}

/* ---- print<dxil-signature> ----------------------------------------------- */

static void print_list(StrBuf *o, const char *what, const SigElement *els, uint32_t n,
                       uint32_t vectors) {
  sb_printf(o, "  %s: %u elements, %u vectors\n", what, n, vectors);
  for (uint32_t k = 0; k < n; k++) {
    const SigElement *e = &els[k];
    sb_printf(o, "    %u: %s rows=%u cols=%u at %u:%u usage=%u dynamic=%u\n", e->id, e->name,
              e->rows, e->cols, e->start_row, e->start_col, e->usage, e->dyn);
  }
}

bool pass_print_dxil_signature(PassCtx *ctx, IrModule *m) {
  SigInfo info;
  if (ir_named_md(m, "dx.semantic.signatures") || !ir_named_md(m, "dx.entryPoints")) {
    if (!dxil_signatures_analyze(ctx, m, &info)) return false;
  } else if (!dxil_signatures_read(m, &info)) {
    diag_oom(ctx->diag, INT_ERROR, "print-dxil-signature");
    return false;
  }
  StrBuf local = sb_new(m->arena);
  StrBuf *o = ctx->analysis_out ? ctx->analysis_out : &local;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    const SigEntry *s = dxil_signature_for(&info, m->funcs.data[f]);
    if (!s) continue;
    sb_printf(o, "Semantic signatures for '%s':\n", s->fn->v.name ? s->fn->v.name : "");
    print_list(o, "Inputs", s->in, s->nin, s->in_vectors);
    print_list(o, "Outputs", s->out, s->nout, s->out_vectors);
  }
  if (o == &local) {
    if (local.data) fputs(local.data, stderr);
    sb_free(&local);
  }
  return true;
}
