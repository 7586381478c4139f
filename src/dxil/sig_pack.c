/* sig_pack.c - DXC's signature rules: semantic names, the interpretation
 * table, and the signature packer (see sig_pack.h).
 *
 * The packer is a port of DXC's DxilSignatureAllocator (PackNext /
 * PackPrefixStable, with its component-order, interpolation, data-width and
 * indexing conflicts) and of PackDxilSignature's per-point dispatch: vertex
 * inputs are stacked, pixel targets go to the row of their index, and
 * everything else is packed prefix-stable (DXC's default strategy) or, with
 * -pack_optimized, by PackOptimized (whole signature, grouped and sorted). Getting
 * exactly DXC's placement matters: the rows and columns are visible in the
 * signature parts, PSV0 and the ViewID state. */
#include "sig_pack.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

DxilSigPoint dxil_sig_point(ShaderStage stage, int which) {
  static const DxilSigPoint pts[][3] = {
      [STAGE_PIXEL] = {DXIL_SP_PSIN, DXIL_SP_PSOUT, DXIL_SP_INVALID},
      [STAGE_VERTEX] = {DXIL_SP_VSIN, DXIL_SP_VSOUT, DXIL_SP_INVALID},
      [STAGE_GEOMETRY] = {DXIL_SP_GSVIN, DXIL_SP_GSOUT, DXIL_SP_INVALID},
      [STAGE_HULL] = {DXIL_SP_HSCPIN, DXIL_SP_HSCPOUT, DXIL_SP_PCOUT},
      [STAGE_DOMAIN] = {DXIL_SP_DSCPIN, DXIL_SP_DSOUT, DXIL_SP_DSIN},
      [STAGE_COMPUTE] = {DXIL_SP_CSIN, DXIL_SP_INVALID, DXIL_SP_INVALID},
      [STAGE_MESH] = {DXIL_SP_MSIN, DXIL_SP_MSOUT, DXIL_SP_MSPOUT},
      [STAGE_AMPLIFICATION] = {DXIL_SP_ASIN, DXIL_SP_INVALID, DXIL_SP_INVALID},
  };
  if (which < 0 || which > 2 || (unsigned)stage >= sizeof pts / sizeof pts[0]) return DXIL_SP_INVALID;
  DxilSigPoint sp = pts[stage][which];
  /* Unlisted stages are zero-initialised (DXIL_SP_VSIN): only the two
   * vertex slots really mean that. */
  if (sp == DXIL_SP_VSIN && !(stage == STAGE_VERTEX && which == 0)) return DXIL_SP_INVALID;
  return sp;
}

DxilSigPoint dxil_sig_point_for(ShaderStage stage, int which, uint32_t kind) {
  DxilSigPoint sp = dxil_sig_point(stage, which);
  if (sp == DXIL_SP_GSVIN && kind == DXIL_SEM_PRIMITIVE_ID) return DXIL_SP_GSIN;
  return sp;
}

/* DXC's PackingKind per point. */
typedef enum PackKind { PK_NONE, PK_IA, PK_VERTEX, PK_PC, PK_TARGET } PackKind;

static PackKind packing_kind(DxilSigPoint sp) {
  switch (sp) {
  case DXIL_SP_VSIN: return PK_IA;
  case DXIL_SP_VSOUT: case DXIL_SP_HSCPIN: case DXIL_SP_HSCPOUT: case DXIL_SP_DSCPIN:
  case DXIL_SP_DSOUT: case DXIL_SP_GSVIN: case DXIL_SP_GSOUT: case DXIL_SP_PSIN:
  case DXIL_SP_MSOUT: case DXIL_SP_MSPOUT:
    return PK_VERTEX;
  case DXIL_SP_PCOUT: case DXIL_SP_DSIN: return PK_PC;
  case DXIL_SP_PSOUT: return PK_TARGET;
  default: return PK_NONE;
  }
}

bool dxil_sig_point_needs_interp(DxilSigPoint sp) { return packing_kind(sp) == PK_VERTEX; }


uint32_t dxil_sig_data_width(uint32_t comp_type, bool use_min_precision) {
  switch (comp_type) {
  case 2: case 3: case 8: case 11: case 12: /* I16 U16 F16 SNormF16 UNormF16 */
    return use_min_precision ? 32 : 16;
  case 1: case 4: case 5: case 9: case 13: case 14: /* I1 I32 U32 F32 SNormF32 UNormF32 */
  case 17: case 18: /* PackedS8x32 PackedU8x32 */
    return 32;
  default:
    return 0;
  }
}

/* ---- the allocator (DxilSignatureAllocator.inl) --------------------------- */

enum {
  EF_OCCUPIED = 1 << 0, EF_ARBITRARY = 1 << 1, EF_SGV = 1 << 2, EF_SV = 1 << 3,
  EF_TESSFACTOR = 1 << 4, EF_CLIPCULL = 1 << 5,
  EF_CONFLICTS_WITH_INDEXED = EF_SGV | EF_SV,
  INDEXED_UP = 1 << 0, INDEXED_DOWN = 1 << 1,
  MAX_CLIP_CULL_ROWS = 2,
};

/* One register row: element flags in occupied columns, conflict flags in
 * free ones (PackedRegister). */
typedef struct PackReg {
  uint8_t flags[4];
  uint8_t interp;        /* 0 = undefined */
  uint8_t index_flags;   /* INDEXED_* */
  bool indexing_fixed;
  uint8_t width;         /* 0 = undefined */
} PackReg;

typedef struct Alloc {
  PackReg regs[32];
  uint32_t nregs;
} Alloc;

/* A placeholder element (DummyElement) or a real one, as the allocator sees it. */
typedef struct PElem {
  uint32_t id;       /* element ID: the last sort key of the optimized packer */
  uint32_t rows, cols, interp, width;
  DxilSemInterp si;
  uint32_t row, col; /* UINT32_MAX when unallocated */
} PElem;

static uint8_t elem_flags(DxilSemInterp si) {
  switch (si) {
  case DXIL_SI_ARB: return EF_ARBITRARY;
  case DXIL_SI_SV: return EF_SV;
  case DXIL_SI_SGV: return EF_SGV;
  case DXIL_SI_TESSFACTOR: return EF_TESSFACTOR;
  case DXIL_SI_CLIPCULL: return EF_CLIPCULL;
  default: return 0;
  }
}

static uint8_t conflict_left(uint8_t f) {
  uint8_t c = 0;
  if (f & EF_ARBITRARY) c |= EF_SGV | EF_SV | EF_TESSFACTOR | EF_CLIPCULL;
  if (f & EF_SV) c |= EF_SGV;
  if (f & EF_TESSFACTOR) c |= EF_SGV;
  if (f & EF_CLIPCULL) c |= EF_SGV;
  return c;
}

static uint8_t conflict_right(uint8_t f) {
  uint8_t c = 0;
  if (f & EF_SGV) c |= EF_ARBITRARY | EF_SV | EF_TESSFACTOR | EF_CLIPCULL;
  if (f & EF_SV) c |= EF_ARBITRARY;
  if (f & EF_TESSFACTOR) c |= EF_ARBITRARY;
  if (f & EF_CLIPCULL) c |= EF_ARBITRARY;
  return c;
}

static uint8_t index_flags(uint32_t row, uint32_t rows) {
  return (uint8_t)((row > 0 ? INDEXED_UP : 0) | (row + 1 < rows ? INDEXED_DOWN : 0));
}

/* Non-zero when the element cannot go in this row at all. */
static bool reg_row_conflict(const PackReg *r, uint8_t flags, uint8_t ixf, uint32_t interp,
                             uint32_t width, uint32_t data_width) {
  if (r->index_flags && (flags & EF_CONFLICTS_WITH_INDEXED)) return true;
  if (r->indexing_fixed && (ixf | r->index_flags) != r->index_flags) return true;
  if ((flags & EF_TESSFACTOR) && (ixf | r->index_flags) != ixf) return true;
  if (r->interp != 0 && r->interp != interp) return true;
  if (r->width != 0 && r->width != data_width) return true;
  uint32_t free_width = 0;
  for (uint32_t i = 0; i < 4; i++) {
    if ((r->flags[i] & EF_OCCUPIED) || (r->flags[i] & flags)) free_width = 0;
    else free_width++;
    if (width <= free_width) break;
  }
  return width > free_width;
}

static bool reg_col_conflict(const PackReg *r, uint8_t flags, uint32_t col, uint32_t width) {
  if (col + width > 4) return true;
  flags |= EF_OCCUPIED;
  for (uint32_t i = col; i < col + width; i++)
    if (flags & r->flags[i]) return true;
  return false;
}

static void reg_place(PackReg *r, uint8_t flags, uint8_t ixf, uint32_t interp, uint32_t col,
                      uint32_t width, uint32_t data_width) {
  r->interp = (uint8_t)interp;
  r->index_flags |= ixf;
  r->width = (uint8_t)data_width;
  if ((flags & EF_CONFLICTS_WITH_INDEXED) || (flags & EF_TESSFACTOR)) r->indexing_fixed = true;
  uint8_t cl = conflict_left(flags), cr = conflict_right(flags);
  for (uint32_t i = 0; i < 4; i++) {
    if (r->flags[i] & EF_OCCUPIED) continue;
    if (i < col) r->flags[i] |= cl;
    else if (i < col + width) r->flags[i] = (uint8_t)(EF_OCCUPIED | flags);
    else r->flags[i] |= cr;
  }
}

static bool row_conflict(const Alloc *a, const PElem *e, uint32_t row) {
  if (e->rows + row > a->nregs) return true;
  uint8_t flags = elem_flags(e->si);
  for (uint32_t i = 0; i < e->rows; i++)
    if (reg_row_conflict(&a->regs[row + i], flags, index_flags(i, e->rows), e->interp, e->cols,
                         e->width))
      return true;
  return false;
}

static bool col_conflict(const Alloc *a, const PElem *e, uint32_t row, uint32_t col) {
  uint8_t flags = elem_flags(e->si);
  for (uint32_t i = 0; i < e->rows; i++)
    if (reg_col_conflict(&a->regs[row + i], flags, col, e->cols)) return true;
  return false;
}

static void place(Alloc *a, const PElem *e, uint32_t row, uint32_t col) {
  uint8_t flags = elem_flags(e->si);
  for (uint32_t i = 0; i < e->rows; i++)
    reg_place(&a->regs[row + i], flags, index_flags(i, e->rows), e->interp, col, e->cols,
              e->width);
}

/* FindNext: returns found row + rows, or 0. */
static uint32_t find_next(const Alloc *a, uint32_t *frow, uint32_t *fcol, const PElem *e,
                          uint32_t start_row, uint32_t num_rows, uint32_t start_col) {
  if (e->rows > num_rows || e->cols == 0 || start_col + e->cols > 4) return 0;
  for (uint32_t row = start_row; row <= start_row + num_rows - e->rows; row++) {
    if (row_conflict(a, e, row)) continue;
    for (uint32_t col = start_col; col <= 4 - e->cols; col++) {
      if (col_conflict(a, e, row, col)) continue;
      *frow = row;
      *fcol = col;
      return row + e->rows;
    }
  }
  return 0;
}

static uint32_t pack_next(Alloc *a, PElem *e, uint32_t start_row, uint32_t num_rows,
                          uint32_t start_col) {
  uint32_t row, col;
  uint32_t used = find_next(a, &row, &col, e, start_row, num_rows, start_col);
  if (used) {
    place(a, e, row, col);
    e->row = row;
    e->col = col;
  }
  return used;
}

static uint32_t max_u32(uint32_t a, uint32_t b) { return a > b ? a : b; }

/* PackPrefixStable over els (interpretations allocated in the space). */
static uint32_t pack_prefix_stable(Alloc *a, PElem *els, uint32_t n, uint32_t start_row,
                                   uint32_t num_rows) {
  uint32_t rows_used = 0, cc_regs = 0;
  bool cc_indexed = false;
  Alloc cc;
  memset(&cc, 0, sizeof cc);
  cc.nregs = MAX_CLIP_CULL_ROWS;
  PElem tmp[MAX_CLIP_CULL_ROWS];
  memset(tmp, 0, sizeof tmp);
  for (uint32_t k = 0; k < MAX_CLIP_CULL_ROWS; k++) tmp[k].row = tmp[k].col = UINT32_MAX;
  for (uint32_t k = 0; k < n; k++) {
    PElem *e = &els[k];
    e->row = e->col = UINT32_MAX;
    if (e->si == DXIL_SI_CLIPCULL) {
      uint32_t row, col;
      uint32_t used = find_next(&cc, &row, &col, e, 0, MAX_CLIP_CULL_ROWS, 0);
      if (!used) continue;
      if (e->rows > 1 && !cc_indexed) {
        if (cc_regs == MAX_CLIP_CULL_ROWS && tmp[0].row + 1 != tmp[1].row) continue;
        cc_indexed = true;
      }
      if (used > cc_regs) {
        PElem *de = &tmp[cc_regs];
        de->interp = e->interp;
        de->si = e->si;
        de->width = e->width;
        de->rows = 1;
        de->cols = 4;
        if (cc_indexed) {
          if (cc_regs < 1) {
            de->rows = MAX_CLIP_CULL_ROWS;
            rows_used = max_u32(rows_used, pack_next(a, de, start_row, num_rows, 0));
            if (de->row == UINT32_MAX) continue;
            tmp[1] = *de;
            tmp[1].row = de->row + 1;
            tmp[1].rows = 1;
          } else {
            rows_used = max_u32(rows_used, pack_next(a, de, tmp[0].row + 1, tmp[0].row + 2, 0));
            if (de->row == UINT32_MAX) continue;
          }
          cc_regs = MAX_CLIP_CULL_ROWS;
        } else {
          rows_used = max_u32(rows_used, pack_next(a, de, start_row, num_rows, 0));
          if (de->row == UINT32_MAX) continue;
          cc_regs = used;
        }
      }
      place(&cc, e, row, col);
      e->row = tmp[row].row;
      e->col = col;
      continue;
    }
    if (e->si == DXIL_SI_TESSFACTOR && e->rows > 1) {
      rows_used = max_u32(rows_used, pack_next(a, e, start_row, num_rows, 3));
      continue;
    }
    rows_used = max_u32(rows_used, pack_next(a, e, start_row, num_rows, 0));
  }
  return rows_used;
}

/* ---- PackOptimized ---------------------------------------------------------
 * DXC's -pack_optimized strategy: the whole signature is known, so elements
 * are grouped and each group is sorted before a greedy first fit:
 *   full-row (4-column) arbitrary and system values first, then indexed
 *   tess factors in the last column, arbitrary, system values (with the
 *   unindexed tess factors), clip/cull distances, and system-generated
 *   values last.
 * The groups and the sort order (interpolation mode, more rows first, more
 * columns first, element ID) decide the placement, as in DXC. */

enum { OG_VEC4, OG_INDEXED_TESS, OG_ARB, OG_SV, OG_CLIPCULL, OG_SGV, OG_NONE };

static int opt_group(const PElem *e) {
  switch (e->si) {
  case DXIL_SI_ARB: return e->cols == 4 ? OG_VEC4 : OG_ARB;
  case DXIL_SI_SV: return e->cols == 4 ? OG_VEC4 : OG_SV;
  case DXIL_SI_TESSFACTOR: return e->rows > 1 ? OG_INDEXED_TESS : OG_SV;
  case DXIL_SI_CLIPCULL: return OG_CLIPCULL;
  case DXIL_SI_SGV: return OG_SGV;
  default: return OG_NONE;
  }
}

static int cmp_u32(uint32_t a, uint32_t b) { return a < b ? -1 : a > b ? 1 : 0; }

/* Group, then DXC's CmpElements. Element IDs are unique: a total order, so
 * qsort's instability cannot show. */
static int cmp_opt(const void *pa, const void *pb) {
  const PElem *l = *(const PElem *const *)pa, *r = *(const PElem *const *)pb;
  int c = cmp_u32((uint32_t)opt_group(l), (uint32_t)opt_group(r));
  if (!c) c = cmp_u32(l->interp, r->interp);
  if (!c) c = -cmp_u32(l->rows, r->rows);
  if (!c) c = -cmp_u32(l->cols, r->cols);
  if (!c) c = cmp_u32(l->id, r->id);
  return c;
}

/* PackGreedy: each element at its first fit, in order. */
static uint32_t pack_greedy(Alloc *a, PElem **v, uint32_t n, uint32_t start_row, uint32_t num_rows,
                            uint32_t start_col) {
  uint32_t used = 0;
  for (uint32_t k = 0; k < n; k++) used = max_u32(used, pack_next(a, v[k], start_row, num_rows, start_col));
  return used;
}

/* PackOptimized over els (at most 128, all allocated in the space). */
static uint32_t pack_optimized(Alloc *a, PElem *els, uint32_t n, uint32_t start_row,
                               uint32_t num_rows) {
  PElem *v[128];
  uint32_t first[OG_NONE + 1], cnt[OG_NONE + 1];
  memset(cnt, 0, sizeof cnt);
  for (uint32_t k = 0; k < n && k < 128; k++) {
    els[k].row = els[k].col = UINT32_MAX;
    v[k] = &els[k];
    cnt[opt_group(&els[k])]++;
  }
  if (n > 128) n = 128;
  hl_sort(NULL, v, n, sizeof v[0], cmp_opt); /* at most 1 KiB: on the stack */
  for (uint32_t g = 0, at = 0; g <= OG_NONE; g++) {
    first[g] = at;
    at += cnt[g];
  }
#define GROUP(g) (v + first[g]), cnt[g]
  uint32_t rows_used = 0;
  if (cnt[OG_VEC4]) {
    rows_used = max_u32(rows_used, pack_greedy(a, GROUP(OG_VEC4), start_row, num_rows, 0));
    start_row = max_u32(start_row, rows_used);
  }
  if (cnt[OG_INDEXED_TESS])
    rows_used = max_u32(rows_used, pack_greedy(a, GROUP(OG_INDEXED_TESS), start_row, num_rows, 3));
  if (cnt[OG_ARB]) rows_used = max_u32(rows_used, pack_greedy(a, GROUP(OG_ARB), start_row, num_rows, 0));
  if (cnt[OG_SV]) rows_used = max_u32(rows_used, pack_greedy(a, GROUP(OG_SV), start_row, num_rows, 0));

  /* Clip/cull: at most two rows between them. */
  PElem **cc = v + first[OG_CLIPCULL];
  uint32_t ncc = cnt[OG_CLIPCULL], multi_row_cols = 0;
  for (uint32_t k = 0; k < ncc; k++)
    if (cc[k]->rows > 1) multi_row_cols += cc[k]->cols;
  if (ncc && !multi_row_cols) {
    /* Pack them into two rows of their own, then find a place for each of
     * those rows (its elements side by side, in packing order). */
    Alloc tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.nregs = MAX_CLIP_CULL_ROWS;
    uint32_t cc_used = pack_greedy(&tmp, cc, ncc, 0, MAX_CLIP_CULL_ROWS, 0);
    PElem *by_row[MAX_CLIP_CULL_ROWS][128];
    uint32_t nby[MAX_CLIP_CULL_ROWS] = {0, 0}, comps[MAX_CLIP_CULL_ROWS] = {0, 0};
    for (uint32_t k = 0; k < ncc; k++) {
      PElem *e = cc[k];
      if (e->row == UINT32_MAX) continue;
      by_row[e->row][nby[e->row]++] = e;
      comps[e->row] += e->cols;
      e->row = e->col = UINT32_MAX;
    }
    for (uint32_t i = 0; i < cc_used; i++) {
      PElem d;
      memset(&d, 0, sizeof d);
      d.interp = by_row[i][0]->interp;
      d.si = by_row[i][0]->si;
      d.width = by_row[i][0]->width;
      d.rows = 1;
      d.cols = comps[i];
      bool placed = false;
      for (uint32_t row = start_row; row < start_row + num_rows && !placed; row++) {
        if (row_conflict(a, &d, row)) continue;
        for (uint32_t col = 0; col + d.cols <= 4; col++) {
          if (col_conflict(a, &d, row, col)) continue;
          for (uint32_t j = 0; j < nby[i]; j++) {
            PElem *e = by_row[i][j];
            place(a, e, row, col);
            e->row = row;
            e->col = col;
            col += e->cols;
          }
          placed = true;
          rows_used = max_u32(rows_used, row + 1);
          break;
        }
      }
    }
  } else if (ncc && num_rows > 1) {
    /* A multi-row element: the first pair of adjacent rows all of them fit
     * in. DXC does not count these rows in its result. */
    for (uint32_t i = 0; i < num_rows - 1; i++) {
      uint32_t row = start_row + i;
      if (row + 1 >= a->nregs) break; /* past the register space: DXC finds nothing there */
      Alloc tmp;
      memset(&tmp, 0, sizeof tmp);
      tmp.nregs = MAX_CLIP_CULL_ROWS;
      tmp.regs[0] = a->regs[row];
      tmp.regs[1] = a->regs[row + 1];
      pack_greedy(&tmp, cc, ncc, 0, MAX_CLIP_CULL_ROWS, 0);
      bool all = true;
      for (uint32_t k = 0; k < ncc; k++) {
        all &= cc[k]->row != UINT32_MAX;
        cc[k]->row = cc[k]->col = UINT32_MAX;
      }
      if (all) {
        pack_greedy(a, cc, ncc, row, MAX_CLIP_CULL_ROWS, 0);
        break;
      }
    }
  }

  if (cnt[OG_SGV]) rows_used = max_u32(rows_used, pack_greedy(a, GROUP(OG_SGV), start_row, num_rows, 0));
#undef GROUP
  return rows_used;
}

uint32_t dxil_sig_pack(DxilPackElem *els, uint32_t n, DxilSigPoint sp, bool use_min_precision,
                       bool optimized, bool *all_placed) {
  (void)use_min_precision; /* already folded into each element's width */
  if (all_placed) *all_placed = true;
  for (uint32_t k = 0; k < n; k++) els[k].start_row = els[k].start_col = UINT32_MAX;
  PackKind pk = packing_kind(sp);
  uint32_t rows_used = 0;
  if (pk == PK_NONE) return 0;
  if (pk == PK_IA) {
    for (uint32_t k = 0; k < n; k++) {
      if (!dxil_sem_allocated(els[k].si)) continue;
      if (rows_used + els[k].rows > 32) {
        if (all_placed) *all_placed = false;
        continue;
      }
      els[k].start_row = rows_used;
      els[k].start_col = 0;
      rows_used += els[k].rows;
    }
    return rows_used;
  }
  if (pk == PK_TARGET) {
    for (uint32_t k = 0; k < n; k++) {
      if (!dxil_sem_allocated(els[k].si) || els[k].kind != DXIL_SEM_TARGET) continue;
      uint32_t row = els[k].first_index;
      els[k].start_row = row;
      els[k].start_col = 0;
      if (rows_used < row + els[k].rows) rows_used = row + els[k].rows;
    }
    return rows_used;
  }
  /* Vertex / patch-constant: prefix-stable or optimized, one allocator per
   * GS stream. */
  for (uint32_t stream = 0; stream < 4; stream++) {
    uint32_t cnt = 0;
    for (uint32_t k = 0; k < n; k++)
      if (dxil_sem_allocated(els[k].si) && els[k].stream == stream) cnt++;
    if (!cnt) continue;
    PElem pe[128];
    uint32_t map[128];
    uint32_t m = 0;
    for (uint32_t k = 0; k < n && m < 128; k++) {
      const DxilPackElem *s = &els[k];
      if (!dxil_sem_allocated(s->si) || s->stream != stream) continue;
      pe[m].id = s->id;
      pe[m].rows = s->rows;
      pe[m].cols = s->cols;
      pe[m].interp = s->interp;
      pe[m].width = s->width;
      pe[m].si = s->si;
      pe[m].row = pe[m].col = UINT32_MAX;
      map[m++] = k;
    }
    Alloc a;
    memset(&a, 0, sizeof a);
    a.nregs = 32;
    uint32_t used = optimized ? pack_optimized(&a, pe, m, 0, 32) : pack_prefix_stable(&a, pe, m, 0, 32);
    rows_used = max_u32(rows_used, used);
    for (uint32_t j = 0; j < m; j++) {
      els[map[j]].start_row = pe[j].row;
      els[map[j]].start_col = pe[j].col;
      if (pe[j].row == UINT32_MAX && all_placed) *all_placed = false;
    }
  }
  return rows_used;
}
