/* cblayout.c - HLSL's legacy constant-buffer layout, exactly as DXC lays
 * buffers out (CGHLSLMS.cpp AddTypeAnnotation / AlignBaseOffset and
 * AllocateDxilConstantBuffer / AlignCBufferOffset):
 *
 *   - memory is 16-byte rows; a scalar or vector is aligned to its component
 *     size and moves to the next row when it would straddle one;
 *   - arrays, structs and matrices with more than one storage vector start a
 *     row; array elements (and matrix columns, or rows when row_major) are
 *     16 bytes apart (32 when one vector is wider than 16 bytes, e.g.
 *     double3), and nothing pads the last element: size = stride*(n-1)+elem;
 *   - a struct's size is the end of its last member (not rounded), so the
 *     next member may pack into the struct's last row;
 *   - 64-bit components take 8 bytes, 16-bit ones 2 bytes with
 *     -enable-16bit-types; without it min16float & co. take 4 bytes and, at
 *     the top level of a buffer, a new row starts whenever the row would mix
 *     min-precision and full-precision data ("min-precision mode");
 *   - resources, empty structs and zero-sized arrays take no space and do
 *     not appear in the layout struct (constant-buffers.txt).
 */
#include "ast.h"

/* Bytes one component of kind sk takes in a constant buffer. */
static uint32_t comp_bytes(HlslCtx *c, ScalarKind sk) {
  uint32_t bits = hl_sk_bits(c, sk);
  if (bits < 16) bits = 32; /* bool */
  return bits / 8;
}

bool hl_sk_is_minprec(HlslCtx *c, ScalarKind sk) {
  if (c->opt && c->opt->dx.target.native_16bit) return false;
  switch (sk) {
  case SK_MIN16FLOAT: case SK_MIN10FLOAT: case SK_MIN16INT: case SK_MIN12INT: case SK_MIN16UINT:
    return true;
  default: return false;
  }
}

void hl_matrix_cb_shape(const HType *t, uint32_t *major, uint32_t *minor) {
  *major = t->row_major ? t->n : t->m;
  *minor = t->row_major ? t->m : t->n;
}

bool hl_cb_dropped(HlslCtx *c, const HType *t) {
  if (!t) return true;
  switch (t->kind) {
  case T_SCALAR: case T_VECTOR: case T_MATRIX: return false;
  case T_ARRAY: return t->count == 0 || hl_cb_dropped(c, t->elem);
  case T_STRUCT:
    hl_struct_cb_layout(c, t->st);
    return t->st->cb_nfields == 0;
  default: return true; /* resources, void, strings, errors */
  }
}

static uint32_t sat_u32(uint64_t v) { return v > 0x7FFFFFFFu ? 0x7FFFFFFFu : (uint32_t)v; }

uint32_t hl_cb_size(HlslCtx *c, const HType *t) {
  if (hl_cb_dropped(c, t)) return 0;
  switch (t->kind) {
  case T_SCALAR: case T_VECTOR: return comp_bytes(c, t->sk) * hl_components(t);
  case T_MATRIX: {
    uint32_t major, minor;
    hl_matrix_cb_shape(t, &major, &minor);
    /* DXC's GetMatrixSizeInCB counts 16-bit components as 4 bytes (their
     * loads still address them 2 bytes apart) */
    uint32_t es = comp_bytes(c, t->sk) == 8 ? 8 : 4;
    uint32_t vec = minor * es;
    uint32_t stride = vec > 16 ? 32 : 16; /* 3- and 4-component 64-bit vectors */
    return stride * (major - 1) + vec;
  }
  case T_ARRAY: {
    uint32_t e = hl_cb_size(c, t->elem);
    uint64_t stride = ((uint64_t)e + 15) / 16 * 16;
    return sat_u32(stride * (t->count - 1) + e);
  }
  case T_STRUCT: return t->st->cb_size;
  default: return 0;
  }
}

/* Does a member of type t always start a new row? */
static bool needs_new_row(const HType *t) {
  if (t->kind == T_ARRAY || t->kind == T_STRUCT) return true;
  if (t->kind == T_MATRIX) {
    uint32_t major, minor;
    hl_matrix_cb_shape(t, &major, &minor);
    return major > 1;
  }
  return false;
}

/* DXC's AlignBufferOffsetInLegacy. */
static uint32_t align_legacy(uint32_t offset, uint32_t size, uint32_t comp, bool new_row) {
  uint32_t rem = offset & 15;
  if (!rem) return offset;
  if (rem + size > 16 || new_row) return offset + 16 - rem;
  return (offset + comp - 1) / comp * comp;
}

static uint32_t comp_align(HlslCtx *c, const HType *t) {
  return hl_is_numeric(t) ? comp_bytes(c, t->sk) : 4;
}

uint32_t hl_cb_place(HlslCtx *c, const HType *t, uint32_t offset) {
  uint32_t size = hl_cb_size(c, t);
  if (!size) return offset;
  uint32_t al = comp_align(c, t);
  /* inside structs DXC aligns by the HLSL type, and min16float & co. are
   * not among its 2-byte types: 4-byte aligned even as 16-bit values */
  if (hl_is_numeric(t)) {
    switch (t->sk) {
    case SK_MIN16FLOAT: case SK_MIN10FLOAT: case SK_MIN16INT: case SK_MIN12INT: case SK_MIN16UINT:
      al = 4;
      break;
    default: break;
    }
  }
  return align_legacy(offset, size, al, needs_new_row(t));
}

uint32_t hl_cb_place_top(HlslCtx *c, CBufInfo *cb, const HType *t, uint32_t offset) {
  uint32_t size = hl_cb_size(c, t);
  if (!size) return offset;
  bool new_row = needs_new_row(t);
  bool minprec_mode = !(c->opt && c->opt->dx.target.native_16bit);
  if (minprec_mode && t->kind != T_ARRAY) {
    /* structs leave the row "full precision"; arrays do not change it */
    bool mp = t->kind != T_STRUCT && hl_sk_is_minprec(c, t->sk);
    if (cb->cur_row_minprec != mp) new_row = true;
    cb->cur_row_minprec = mp;
  }
  return align_legacy(offset, size, comp_align(c, t), new_row);
}

void hl_struct_cb_layout(HlslCtx *c, StructInfo *st) {
  if (st->cb_done || !st->complete) return; /* field types come from sema */
  st->cb_done = true; /* first: a malformed self-reference must not recurse */
  uint32_t off = 0, n = 0;
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    if (!f->type || hl_cb_dropped(c, f->type)) {
      f->cb_dropped = true;
      f->cb_offset = off;
      continue;
    }
    f->cb_dropped = false;
    off = hl_cb_place(c, f->type, off);
    f->cb_offset = off;
    f->cb_index = n++;
    uint64_t end = (uint64_t)off + hl_cb_size(c, f->type);
    off = sat_u32(end);
  }
  st->cb_size = off;
  st->cb_nfields = n;
}
