/* dxop.c - the dx.op calls of a compute shader (run.h): thread ids,
 * resource handles and buffer/cbuffer/texture access, atomics, math,
 * conversions and barriers. Wave and quad operations only stop the thread
 * here; wave.c executes them for the lanes together. */
#include "run_internal.h"

#include <math.h>
#include <string.h>

/* ---- handles ------------------------------------------------------------------- */

/* Operands: ops[0] is the callee, ops[1] the opcode; arg(k) is the
 * op's k-th argument after the opcode, ops[k + 1].
 *
 * A handle word: bound resource index + 1 (bits 0-15, 0 = none), descriptor
 * element (16-39), structured stride from the shader (40-55) and the
 * shader's DXIL ResourceKind (56-63). */
static uint64_t handle_word(uint32_t res, uint32_t elem, uint32_t stride, uint32_t kind) {
  return (uint64_t)(res + 1) | ((uint64_t)(elem & 0xffffff) << 16) | ((uint64_t)(stride & 0xffff) << 40) |
         ((uint64_t)(kind & 0xff) << 56);
}

bool run_handle_of(RunProgram *p, const IrInst *i, uint64_t w, RunHandle *h) {
  uint32_t res = (uint32_t)(w & 0xffff);
  if (!res || res > p->disp->nres) return run_fail(p, i, "use of an invalid resource handle");
  h->r = &p->disp->res[res - 1];
  h->elem = (uint32_t)((w >> 16) & 0xffffff);
  h->stride = (uint32_t)((w >> 40) & 0xffff);
  h->kind = (uint32_t)(w >> 56);
  if (h->elem >= h->r->count) return run_fail(p, i, "resource array index out of range");
  return true;
}

static const char *class_letter(uint32_t cls) {
  static const char *const l[4] = {"t", "u", "b", "s"};
  return cls < 4 ? l[cls] : "?";
}

/* The bound resource at register `reg` of `space` for class cls. */
static bool find_binding(RunProgram *p, const IrInst *i, uint32_t cls, uint32_t space, uint32_t reg,
                         uint32_t stride, uint32_t kind, uint64_t *out) {
  for (uint32_t k = 0; k < p->disp->nres; k++) {
    RunResource *r = &p->disp->res[k];
    if (r->heap_index >= 0 || r->cls != cls || r->space != space) continue;
    if (reg >= r->reg && reg - r->reg < r->count) {
      *out = handle_word(k, reg - r->reg, stride, kind);
      return true;
    }
  }
  return run_fail(p, i, "no resource is bound at %s%u, space%u", class_letter(cls), reg, space);
}

static bool find_heap(RunProgram *p, const IrInst *i, uint32_t idx, bool sampler, uint64_t *out) {
  for (uint32_t k = 0; k < p->disp->nres; k++) {
    RunResource *r = &p->disp->res[k];
    if (r->heap_index < 0 || (r->cls == RUN_SAMPLER) != sampler) continue;
    if (idx >= r->heap_index && idx - r->heap_index < r->count) {
      *out = handle_word(k, (uint32_t)(idx - r->heap_index), 0, 0);
      return true;
    }
  }
  return run_fail(p, i, "no resource is at %s descriptor heap index %u", sampler ? "sampler" : "resource", idx);
}

/* ---- formats ------------------------------------------------------------------- */

uint32_t run_fmt_size(RunFmt f) {
  switch (f) {
  case RUN_FMT_U8: return 1;
  case RUN_FMT_F16: case RUN_FMT_I16: case RUN_FMT_U16: return 2;
  case RUN_FMT_F64: case RUN_FMT_I64: case RUN_FMT_U64: return 8;
  default: return 4;
  }
}

bool run_fmt_is_float(RunFmt f) { return f == RUN_FMT_F16 || f == RUN_FMT_F32 || f == RUN_FMT_F64; }

/* One component of format f at b as a word of type t: a float format
 * into a float type converts the value, an integer format into an integer
 * type extends it, anything else keeps the bits. */
uint64_t run_fmt_read(RunFmt f, const uint8_t *b, const IrType *t) {
  uint64_t raw = 0;
  memcpy(&raw, b, run_fmt_size(f));
  bool tf = ir_type_is_fp(t);
  if (run_fmt_is_float(f) && tf) {
    double v = f == RUN_FMT_F16 ? run_f16_to_f32((uint16_t)raw) : f == RUN_FMT_F32 ? run_f32(raw) : 0;
    if (f == RUN_FMT_F64) memcpy(&v, &raw, 8);
    return run_fput(t, v);
  }
  if (!run_fmt_is_float(f) && !tf) {
    bool sgn = f == RUN_FMT_I16 || f == RUN_FMT_I32 || f == RUN_FMT_I64;
    uint64_t v = sgn ? (uint64_t)run_sext(raw, run_fmt_size(f) * 8) : raw;
    return run_mask(v, t->bits);
  }
  return raw;
}

void run_fmt_write(RunFmt f, uint8_t *b, const IrType *t, uint64_t w) {
  uint64_t raw = w;
  if (run_fmt_is_float(f) && ir_type_is_fp(t)) {
    double v = run_fget(t, w);
    if (f == RUN_FMT_F16) raw = run_f64_to_f16(v);
    else if (f == RUN_FMT_F32) raw = run_f32w((float)v);
    else memcpy(&raw, &v, 8);
  }
  memcpy(b, &raw, run_fmt_size(f));
}

/* ---- buffer addressing ----------------------------------------------------------- */

static RunViewKind view_of(const RunHandle *h) {
  switch (h->kind) {
  case 10: return RUN_VIEW_TYPED;
  case 11: return RUN_VIEW_RAW;
  case 12: return RUN_VIEW_STRUCTURED;
  case 13: return RUN_VIEW_CBUFFER;
  case 1: case 2: case 3: case 4: case 5: case 6: case 7: case 8: case 9: case 17: case 18: return RUN_VIEW_TEXTURE;
  default: return h->r->view;
  }
}

static uint32_t stride_of(const RunHandle *h) {
  if (h->stride) return h->stride;
  if (h->r->stride) return h->r->stride;
  return h->r->channels * run_fmt_size(h->r->fmt);
}

/* Bytes [off, off+n) of the handle's memory, or NULL when outside it. */
uint8_t *run_res_bytes(const RunHandle *h, uint64_t off, uint64_t n) {
  if (!h->r->data || off > h->r->size || n > h->r->size - off) return NULL;
  return h->r->data[h->elem] + off;
}

/* The byte address of element index (+ offset) of a buffer view. */
static uint64_t buf_addr(const RunHandle *h, RunViewKind v, uint64_t index, uint64_t offset) {
  switch (v) {
  case RUN_VIEW_RAW: return index;
  case RUN_VIEW_STRUCTURED: return index * stride_of(h) + offset;
  default: return index * (uint64_t)h->r->channels * run_fmt_size(h->r->fmt);
  }
}

uint64_t run_arg(RunProgram *p, RunThread *t, IrInst *i, uint32_t k) {
  uint64_t w = 0;
  if (k + 1 < i->nops) run_eval(p, t, i->ops[k + 1], &w);
  return w;
}

static bool get_handle(RunProgram *p, RunThread *t, IrInst *i, uint32_t k, RunHandle *h) {
  return run_handle_of(p, i, run_arg(p, t, i, k), h);
}

/* Loads of a buffer: up to 4 components (mask) of the op's type into the
 * resret words out[0..3], status in out[4]. */
static bool buffer_load(RunProgram *p, RunThread *t, IrInst *i, uint64_t index, uint64_t offset, uint32_t mask) {
  RunHandle h;
  if (!get_handle(p, t, i, 1, &h)) return false;
  uint64_t *out = run_reg(p, t, i);
  IrType *rt = i->v.type;
  uint32_t nw = run_words(rt);
  memset(out, 0, 8 * nw);
  IrType *ct = rt->kind == IR_TY_STRUCT && rt->nmembers ? rt->members[0] : rt;
  uint32_t nc = nw > 1 ? nw - 1 : 1;
  if (ct->kind == IR_TY_VECTOR) { /* RawBufferVectorLoad: {<N x T>, i32} */
    nc = (uint32_t)ct->count;
    ct = ct->elem;
  } else if (nc > 4) {
    nc = 4;
  }
  RunViewKind v = view_of(&h);
  if (v == RUN_VIEW_TYPED && run_fmt_size(h.r->fmt) == 8 && ct->kind == IR_TY_INT && ct->bits == 32) {
    /* 64-bit typed elements are R32G32 to DXIL: (lo, hi) i32 components */
    uint64_t base = index * (uint64_t)h.r->channels * 8;
    for (uint32_t c = 0; c < nc && c < 2 * h.r->channels; c++) {
      uint8_t *b = run_res_bytes(&h, base + c * 4, 4);
      uint32_t w = 0;
      if (b) memcpy(&w, b, 4);
      out[c] = w;
    }
  } else if (v == RUN_VIEW_TYPED) {
    uint32_t fs = run_fmt_size(h.r->fmt), ch = h.r->channels;
    uint64_t base = index * (uint64_t)ch * fs;
    for (uint32_t c = 0; c < nc && c < 4; c++) {
      uint8_t *b = c < ch ? run_res_bytes(&h, base + c * fs, fs) : NULL;
      out[c] = b ? run_fmt_read(h.r->fmt, b, ct) : 0;
    }
  } else {
    uint32_t cs = (uint32_t)ir_type_size_in(p->m, ct);
    if (ct->kind == IR_TY_HALF || (ct->kind == IR_TY_INT && ct->bits == 16)) cs = 2;
    uint64_t base = buf_addr(&h, v, index, offset);
    for (uint32_t c = 0; c < nc; c++) {
      if (c < 32 && !(mask & (1u << c))) continue;
      uint8_t *b = run_res_bytes(&h, base + (uint64_t)c * cs, cs);
      uint64_t w = 0;
      if (b) memcpy(&w, b, cs);
      out[c] = ct->kind == IR_TY_INT ? run_mask(w, ct->bits) : w;
    }
  }
  if (nw > nc) out[nw - 1] = 1; /* status: fully mapped */
  return true;
}

static bool buffer_store(RunProgram *p, RunThread *t, IrInst *i, uint64_t index, uint64_t offset, uint32_t vals,
                         uint32_t nvals, uint32_t mask) {
  RunHandle h;
  if (!get_handle(p, t, i, 1, &h)) return false;
  if (h.r->cls != RUN_UAV) return run_fail(p, i, "store to a read-only resource");
  IrType *ct = i->ops[vals + 1]->type;
  uint64_t w[64];
  uint32_t n = 0;
  if (ct->kind == IR_TY_VECTOR) { /* RawBufferVectorStore */
    n = (uint32_t)ct->count;
    if (n > 64) return run_fail(p, i, "vector too wide");
    run_eval(p, t, i->ops[vals + 1], w);
    ct = ct->elem;
    mask = n >= 32 ? ~0u : (1u << n) - 1;
  } else {
    n = nvals;
    for (uint32_t c = 0; c < n; c++) w[c] = run_arg(p, t, i, vals + c);
  }
  RunViewKind v = view_of(&h);
  if (v == RUN_VIEW_TYPED && run_fmt_size(h.r->fmt) == 8 && ct->kind == IR_TY_INT && ct->bits == 32) {
    uint64_t base = index * (uint64_t)h.r->channels * 8;
    for (uint32_t c = 0; c < n && c < 2 * h.r->channels; c++) {
      uint8_t *b = (mask & (1u << c)) ? run_res_bytes(&h, base + c * 4, 4) : NULL;
      uint32_t w32 = (uint32_t)w[c];
      if (b) memcpy(b, &w32, 4);
    }
    return true;
  }
  if (v == RUN_VIEW_TYPED) {
    uint32_t fs = run_fmt_size(h.r->fmt), ch = h.r->channels;
    uint64_t base = index * (uint64_t)ch * fs;
    for (uint32_t c = 0; c < ch && c < n; c++) {
      uint8_t *b = run_res_bytes(&h, base + c * fs, fs);
      if (b) run_fmt_write(h.r->fmt, b, ct, w[c]);
    }
    return true;
  }
  uint32_t cs = (uint32_t)ir_type_size_in(p->m, ct);
  if (ct->kind == IR_TY_HALF || (ct->kind == IR_TY_INT && ct->bits == 16)) cs = 2;
  uint64_t base = buf_addr(&h, v, index, offset);
  for (uint32_t c = 0; c < n; c++) {
    if (c < 32 && !(mask & (1u << c))) continue;
    uint8_t *b = run_res_bytes(&h, base + (uint64_t)c * cs, cs);
    if (b) memcpy(b, &w[c], cs);
  }
  return true;
}

static bool cbuffer_load_legacy(RunProgram *p, RunThread *t, IrInst *i) {
  RunHandle h;
  if (!get_handle(p, t, i, 1, &h)) return false;
  uint64_t row = run_arg(p, t, i, 2);
  IrType *rt = i->v.type;
  uint32_t n = run_words(rt);
  IrType *ct = rt->kind == IR_TY_STRUCT && rt->nmembers ? rt->members[0] : rt;
  uint32_t cs = n ? 16 / n : 4;
  uint64_t *out = run_reg(p, t, i);
  for (uint32_t c = 0; c < n; c++) {
    uint8_t *b = run_res_bytes(&h, row * 16 + (uint64_t)c * cs, cs);
    uint64_t w = 0;
    if (b) memcpy(&w, b, cs);
    out[c] = ct->kind == IR_TY_INT ? run_mask(w, ct->bits) : w;
  }
  return true;
}

/* The address an atomic's coordinates name. */
static uint8_t *atomic_addr(RunProgram *p, RunThread *t, IrInst *i, RunHandle *h, uint32_t c0, uint32_t size) {
  uint64_t x = run_arg(p, t, i, c0), y = run_arg(p, t, i, c0 + 1);
  RunViewKind v = view_of(h);
  if (v == RUN_VIEW_TEXTURE) {
    int64_t c[3] = {run_sext(x, 32), run_sext(y, 32), run_sext(run_arg(p, t, i, c0 + 2), 32)};
    uint8_t *b = run_tex_texel(p, h, c);
    return b && run_fmt_size(h->r->fmt) * h->r->channels >= size ? b : NULL;
  }
  return run_res_bytes(h, buf_addr(h, v, x, y), size);
}

static uint64_t atomic_apply(uint32_t aop, uint32_t bits, uint64_t old, uint64_t v) {
  int64_t so = run_sext(old, bits), sv = run_sext(v, bits);
  uint64_t uo = run_mask(old, bits), uv = run_mask(v, bits);
  switch (aop) {
  case 0: return run_mask(old + v, bits);
  case 1: return old & v;
  case 2: return old | v;
  case 3: return old ^ v;
  case 4: return so < sv ? uo : uv;
  case 5: return so > sv ? uo : uv;
  case 6: return uo < uv ? uo : uv;
  case 7: return uo > uv ? uo : uv;
  default: return uv; /* 8: exchange */
  }
}

/* ---- math ----------------------------------------------------------------------- */

static uint32_t bitrev32(uint32_t x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}

static uint64_t popcount(uint64_t x) {
  uint64_t n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/* A float unary op on value x of type ty. */
static uint64_t fp_unary(uint32_t op, const IrType *ty, uint64_t w) {
  double x = run_fget(ty, w);
  bool f32 = ty->kind != IR_TY_DOUBLE;
  if (ty->kind == IR_TY_FLOAT) x = run_ftz((float)x);
  double r;
  switch (op) {
  case DXIL_OP_FAbs: return ty->kind == IR_TY_HALF ? w & 0x7fff : ty->kind == IR_TY_FLOAT ? w & 0x7fffffffu : w & ~(1ull << 63);
  case DXIL_OP_Saturate: r = isnan(x) ? 0 : x < 0 ? 0 : x > 1 ? 1 : x; break;
  case DXIL_OP_Cos: r = f32 ? cosf((float)x) : cos(x); break;
  case DXIL_OP_Sin: r = f32 ? sinf((float)x) : sin(x); break;
  case DXIL_OP_Tan: r = f32 ? tanf((float)x) : tan(x); break;
  case DXIL_OP_Acos: r = f32 ? acosf((float)x) : acos(x); break;
  case DXIL_OP_Asin: r = f32 ? asinf((float)x) : asin(x); break;
  case DXIL_OP_Atan: r = f32 ? atanf((float)x) : atan(x); break;
  case DXIL_OP_Hcos: r = f32 ? coshf((float)x) : cosh(x); break;
  case DXIL_OP_Hsin: r = f32 ? sinhf((float)x) : sinh(x); break;
  case DXIL_OP_Htan: r = f32 ? tanhf((float)x) : tanh(x); break;
  case DXIL_OP_Exp: r = f32 ? exp2f((float)x) : exp2(x); break;
  case DXIL_OP_Frc: r = f32 ? (double)((float)x - floorf((float)x)) : x - floor(x); break;
  case DXIL_OP_Log: r = f32 ? log2f((float)x) : log2(x); break;
  case DXIL_OP_Sqrt: r = f32 ? sqrtf((float)x) : sqrt(x); break;
  case DXIL_OP_Rsqrt: r = f32 ? 1.0f / sqrtf((float)x) : 1.0 / sqrt(x); break;
  case DXIL_OP_Round_ne: r = nearbyint(x); break;
  case DXIL_OP_Round_ni: r = floor(x); break;
  case DXIL_OP_Round_pi: r = ceil(x); break;
  case DXIL_OP_Round_z: r = trunc(x); break;
  default: r = x; break;
  }
  if (ty->kind == IR_TY_FLOAT) return run_f32w(run_ftz((float)r));
  return run_fput(ty, r);
}

/* ---- the ops -------------------------------------------------------------------- */

bool run_op_is_wave(uint32_t op) {
  switch (op) {
  case DXIL_OP_WaveIsFirstLane: case DXIL_OP_WaveAnyTrue: case DXIL_OP_WaveAllTrue:
  case DXIL_OP_WaveActiveAllEqual: case DXIL_OP_WaveActiveBallot: case DXIL_OP_WaveReadLaneAt:
  case DXIL_OP_WaveReadLaneFirst: case DXIL_OP_WaveActiveOp: case DXIL_OP_WaveActiveBit:
  case DXIL_OP_WavePrefixOp: case DXIL_OP_QuadReadLaneAt: case DXIL_OP_QuadOp:
  case DXIL_OP_WaveAllBitCount: case DXIL_OP_WavePrefixBitCount: case DXIL_OP_WaveMatch:
  case DXIL_OP_WaveMultiPrefixOp: case DXIL_OP_WaveMultiPrefixBitCount: case DXIL_OP_QuadVote:
    return true;
  default: return run_op_is_quad_tex(op); /* derivatives: the quad's lanes together */
  }
}

int run_dxop(RunProgram *p, RunThread *t, IrInst *i, uint32_t op) {
  uint64_t *out = i->v.type->kind == IR_TY_VOID ? NULL : run_reg(p, t, i);
  IrType *rt = i->v.type;
  if (run_op_is_wave(op)) {
    t->state = RUN_TH_WAVE;
    return 1;
  }
  switch (op) {
  case DXIL_OP_ThreadId: {
    uint32_t c = (uint32_t)run_arg(p, t, i, 1) % 3;
    out[0] = (uint64_t)p->group[c] * p->numthreads[c] + t->tid[c];
    return 0;
  }
  case DXIL_OP_GroupId: out[0] = p->group[run_arg(p, t, i, 1) % 3]; return 0;
  case DXIL_OP_ThreadIdInGroup: out[0] = t->tid[run_arg(p, t, i, 1) % 3]; return 0;
  case DXIL_OP_FlattenedThreadIdInGroup: out[0] = t->flat; return 0;
  case DXIL_OP_WaveGetLaneIndex: out[0] = t->lane; return 0;
  case DXIL_OP_WaveGetLaneCount: out[0] = p->wave_size; return 0;
  case DXIL_OP_IsHelperLane: out[0] = 0; return 0;

  case DXIL_OP_CreateHandle: {
    uint32_t cls = (uint32_t)run_arg(p, t, i, 1), id = (uint32_t)run_arg(p, t, i, 2), idx = (uint32_t)run_arg(p, t, i, 3);
    for (uint32_t k = 0; k < p->nranges; k++) {
      RunRange *rg = &p->ranges[k];
      if (rg->cls == cls && rg->id == id)
        return find_binding(p, i, cls, rg->space, idx, rg->stride, rg->kind, out) ? 0 : -1;
    }
    return run_fail(p, i, "createHandle names no resource range of the shader") ? 0 : -1;
  }
  case DXIL_OP_CreateHandleFromBinding: {
    uint64_t rb[4] = {0};
    run_eval(p, t, i->ops[2], rb);
    uint32_t idx = (uint32_t)run_arg(p, t, i, 2);
    return find_binding(p, i, (uint32_t)rb[3], (uint32_t)rb[2], idx, 0, 0, out) ? 0 : -1;
  }
  case DXIL_OP_CreateHandleFromHeap:
    return find_heap(p, i, (uint32_t)run_arg(p, t, i, 1), run_arg(p, t, i, 2) & 1, out) ? 0 : -1;
  case DXIL_OP_AnnotateHandle: {
    uint64_t h = run_arg(p, t, i, 1), props[2] = {0};
    run_eval(p, t, i->ops[3], props);
    uint32_t kind = (uint32_t)(props[0] & 0xff);
    uint32_t stride = kind == 12 ? (uint32_t)props[1] : (uint32_t)((h >> 40) & 0xffff);
    out[0] = (h & 0xffffffffffull) | ((uint64_t)(stride & 0xffff) << 40) | ((uint64_t)kind << 56);
    return 0;
  }

  case DXIL_OP_BufferLoad:
    return buffer_load(p, t, i, run_arg(p, t, i, 2), run_arg(p, t, i, 3), 0xf) ? 0 : -1;
  case DXIL_OP_RawBufferLoad:
    return buffer_load(p, t, i, run_arg(p, t, i, 2), run_arg(p, t, i, 3), (uint32_t)run_arg(p, t, i, 4)) ? 0 : -1;
  case DXIL_OP_RawBufferVectorLoad:
    return buffer_load(p, t, i, run_arg(p, t, i, 2), run_arg(p, t, i, 3), ~0u) ? 0 : -1;
  case DXIL_OP_BufferStore:
    return buffer_store(p, t, i, run_arg(p, t, i, 2), run_arg(p, t, i, 3), 4, 4, (uint32_t)run_arg(p, t, i, 8)) ? 0 : -1;
  case DXIL_OP_RawBufferStore:
    return buffer_store(p, t, i, run_arg(p, t, i, 2), run_arg(p, t, i, 3), 4, 4, (uint32_t)run_arg(p, t, i, 8)) ? 0 : -1;
  case DXIL_OP_RawBufferVectorStore:
    return buffer_store(p, t, i, run_arg(p, t, i, 2), run_arg(p, t, i, 3), 4, 1, ~0u) ? 0 : -1;
  case DXIL_OP_CBufferLoadLegacy: return cbuffer_load_legacy(p, t, i) ? 0 : -1;
  case DXIL_OP_CBufferLoad: {
    RunHandle h;
    if (!get_handle(p, t, i, 1, &h)) return -1;
    uint32_t cs = rt->kind == IR_TY_HALF || (rt->kind == IR_TY_INT && rt->bits == 16) ? 2
                  : (uint32_t)ir_type_size_in(p->m, rt);
    uint8_t *b = run_res_bytes(&h, run_arg(p, t, i, 2), cs);
    out[0] = 0;
    if (b) memcpy(out, b, cs);
    return 0;
  }
  case DXIL_OP_TextureLoad: case DXIL_OP_TextureStore: case DXIL_OP_SampleLevel: case DXIL_OP_SampleGrad:
  case DXIL_OP_SampleCmpLevelZero: case DXIL_OP_SampleCmpLevel: case DXIL_OP_SampleCmpGrad:
  case DXIL_OP_TextureGather: case DXIL_OP_TextureGatherCmp: case DXIL_OP_TextureGatherRaw:
    return run_tex_op(p, t, i, op);
  case DXIL_OP_GetDimensions: {
    RunHandle h;
    if (!get_handle(p, t, i, 1, &h)) return -1;
    memset(out, 0, 8 * run_words(rt));
    RunViewKind v = view_of(&h);
    if (v == RUN_VIEW_RAW) out[0] = h.r->size;
    else if (v == RUN_VIEW_STRUCTURED) out[0] = h.r->size / (stride_of(&h) ? stride_of(&h) : 1);
    else if (v == RUN_VIEW_TEXTURE) return run_tex_op(p, t, i, op);
    else {
      uint32_t es = h.r->channels * run_fmt_size(h.r->fmt);
      out[0] = h.r->size / (es ? es : 1);
    }
    return 0;
  }
  case DXIL_OP_BufferUpdateCounter: {
    RunHandle h;
    if (!get_handle(p, t, i, 1, &h)) return -1;
    if (!h.r->counters) return run_fail(p, i, "the resource '%s' has no counter", h.r->name ? h.r->name : "") ? 0 : -1;
    int8_t inc = (int8_t)run_arg(p, t, i, 2);
    uint32_t *c = &h.r->counters[h.elem];
    if (inc > 0) out[0] = (*c)++;
    else out[0] = --(*c);
    return 0;
  }
  case DXIL_OP_AtomicBinOp: case DXIL_OP_AtomicCompareExchange: {
    RunHandle h;
    if (!get_handle(p, t, i, 1, &h)) return -1;
    uint32_t bits = rt->bits, size = bits / 8;
    bool cx = op == DXIL_OP_AtomicCompareExchange;
    uint8_t *b = atomic_addr(p, t, i, &h, cx ? 2 : 3, size);
    uint64_t old = 0;
    if (b) memcpy(&old, b, size);
    out[0] = run_mask(old, bits);
    if (!b) return 0;
    uint64_t nv;
    if (cx) nv = run_mask(old, bits) == run_mask(run_arg(p, t, i, 5), bits) ? run_arg(p, t, i, 6) : old;
    else nv = atomic_apply((uint32_t)run_arg(p, t, i, 2), bits, old, run_arg(p, t, i, 6));
    memcpy(b, &nv, size);
    return 0;
  }
  case DXIL_OP_Barrier:
    if (run_arg(p, t, i, 1) & 1) {
      t->state = RUN_TH_BARRIER;
      return 1;
    }
    return 0;
  case DXIL_OP_BarrierByMemoryType: case DXIL_OP_BarrierByMemoryHandle:
    if (run_arg(p, t, i, 2) & 1) {
      t->state = RUN_TH_BARRIER;
      return 1;
    }
    return 0;

  case DXIL_OP_FAbs: case DXIL_OP_Saturate: case DXIL_OP_Cos: case DXIL_OP_Sin: case DXIL_OP_Tan:
  case DXIL_OP_Acos: case DXIL_OP_Asin: case DXIL_OP_Atan: case DXIL_OP_Hcos: case DXIL_OP_Hsin:
  case DXIL_OP_Htan: case DXIL_OP_Exp: case DXIL_OP_Frc: case DXIL_OP_Log: case DXIL_OP_Sqrt:
  case DXIL_OP_Rsqrt: case DXIL_OP_Round_ne: case DXIL_OP_Round_ni: case DXIL_OP_Round_pi:
  case DXIL_OP_Round_z: {
    uint32_t n = run_words(rt);
    uint64_t x[64];
    if (n > 64) return run_fail(p, i, "vector too wide") ? 0 : -1;
    run_eval(p, t, i->ops[2], x);
    IrType *st = ir_type_scalar(rt);
    for (uint32_t k = 0; k < n; k++) out[k] = fp_unary(op, st, x[k]);
    return 0;
  }
  case DXIL_OP_IsNaN: case DXIL_OP_IsInf: case DXIL_OP_IsFinite: case DXIL_OP_IsNormal: {
    IrType *st = i->ops[2]->type;
    double x = run_fget(st, run_arg(p, t, i, 1));
    out[0] = op == DXIL_OP_IsNaN ? isnan(x) : op == DXIL_OP_IsInf ? isinf(x) : op == DXIL_OP_IsFinite ? isfinite(x)
             : st->kind == IR_TY_HALF ? (isnormal(x) && fabs(x) >= 6.103515625e-05)
             : st->kind == IR_TY_FLOAT ? isnormal((float)x) : isnormal(x);
    return 0;
  }
  case DXIL_OP_Bfrev: case DXIL_OP_Countbits: case DXIL_OP_FirstbitLo: case DXIL_OP_FirstbitHi:
  case DXIL_OP_FirstbitSHi: {
    IrType *st = i->ops[2]->type;
    uint32_t bits = st->bits;
    uint64_t x = run_mask(run_arg(p, t, i, 1), bits), r = 0;
    if (op == DXIL_OP_Bfrev) {
      if (bits == 64) r = ((uint64_t)bitrev32((uint32_t)x) << 32) | bitrev32((uint32_t)(x >> 32));
      else r = bitrev32((uint32_t)x) >> (32 - bits);
    } else if (op == DXIL_OP_Countbits) {
      r = popcount(x);
    } else if (op == DXIL_OP_FirstbitLo) {
      r = 0xffffffffu;
      for (uint32_t b = 0; b < bits; b++)
        if (x >> b & 1) { r = b; break; }
    } else {
      /* The position counted from the most significant bit, as DXIL
       * defines FirstbitHi/FirstbitSHi (DXC subtracts it from 31). */
      if (op == DXIL_OP_FirstbitSHi && (x >> (bits - 1) & 1)) x = run_mask(~x, bits);
      r = 0xffffffffu;
      for (uint32_t b = 0; b < bits; b++)
        if (x >> (bits - 1 - b) & 1) { r = b; break; }
    }
    out[0] = run_mask(r, rt->bits);
    return 0;
  }
  case DXIL_OP_FMax: case DXIL_OP_FMin: {
    IrType *st = ir_type_scalar(rt);
    double a = run_fget(st, run_arg(p, t, i, 1)), b = run_fget(st, run_arg(p, t, i, 2));
    if (st->kind == IR_TY_FLOAT) a = run_ftz((float)a), b = run_ftz((float)b);
    /* D3D: a NaN operand gives the other one (IEEE maxNum). */
    out[0] = run_fput(st, op == DXIL_OP_FMax ? fmax(a, b) : fmin(a, b));
    return 0;
  }
  case DXIL_OP_IMax: case DXIL_OP_IMin: case DXIL_OP_UMax: case DXIL_OP_UMin: {
    uint32_t bits = rt->bits;
    uint64_t a = run_mask(run_arg(p, t, i, 1), bits), b = run_mask(run_arg(p, t, i, 2), bits);
    int64_t sa = run_sext(a, bits), sb = run_sext(b, bits);
    switch (op) {
    case DXIL_OP_IMax: out[0] = sa > sb ? a : b; break;
    case DXIL_OP_IMin: out[0] = sa < sb ? a : b; break;
    case DXIL_OP_UMax: out[0] = a > b ? a : b; break;
    default: out[0] = a < b ? a : b; break;
    }
    return 0;
  }
  case DXIL_OP_IMul: case DXIL_OP_UMul: {
    uint64_t a = run_mask(run_arg(p, t, i, 1), 32), b = run_mask(run_arg(p, t, i, 2), 32), r;
    if (op == DXIL_OP_IMul) r = (uint64_t)(run_sext(a, 32) * run_sext(b, 32));
    else r = a * b;
    out[0] = r >> 32;
    out[1] = r & 0xffffffffu;
    return 0;
  }
  case DXIL_OP_UDiv: {
    uint64_t a = run_mask(run_arg(p, t, i, 1), 32), b = run_mask(run_arg(p, t, i, 2), 32);
    out[0] = b ? a / b : 0xffffffffu;
    out[1] = b ? a % b : 0xffffffffu;
    return 0;
  }
  case DXIL_OP_UAddc: case DXIL_OP_USubb: {
    uint64_t a = run_mask(run_arg(p, t, i, 1), 32), b = run_mask(run_arg(p, t, i, 2), 32);
    if (op == DXIL_OP_UAddc) {
      out[0] = (a + b) & 0xffffffffu;
      out[1] = (a + b) >> 32;
    } else {
      out[0] = (a - b) & 0xffffffffu;
      out[1] = a < b;
    }
    return 0;
  }
  case DXIL_OP_FMad: case DXIL_OP_Fma: {
    IrType *st = ir_type_scalar(rt);
    double a = run_fget(st, run_arg(p, t, i, 1)), b = run_fget(st, run_arg(p, t, i, 2)), c = run_fget(st, run_arg(p, t, i, 3));
    if (st->kind == IR_TY_FLOAT) {
      float x = run_ftz((float)a), y = run_ftz((float)b), z = run_ftz((float)c);
      out[0] = run_f32w(run_ftz(op == DXIL_OP_Fma ? fmaf(x, y, z) : run_ftz(x * y) + z));
    }
    else if (st->kind == IR_TY_DOUBLE) out[0] = run_fput(st, op == DXIL_OP_Fma ? fma(a, b, c) : a * b + c);
    else out[0] = run_fput(st, (float)(a * b) + c);
    return 0;
  }
  case DXIL_OP_IMad: case DXIL_OP_UMad: {
    uint32_t bits = rt->bits;
    out[0] = run_mask(run_arg(p, t, i, 1) * run_arg(p, t, i, 2) + run_arg(p, t, i, 3), bits);
    return 0;
  }
  case DXIL_OP_Msad: {
    uint32_t ref = (uint32_t)run_arg(p, t, i, 1), src = (uint32_t)run_arg(p, t, i, 2), acc = (uint32_t)run_arg(p, t, i, 3);
    for (int b = 0; b < 4; b++) {
      uint32_t r = ref >> (8 * b) & 0xff, s = src >> (8 * b) & 0xff;
      if (r) acc += r > s ? r - s : s - r;
    }
    out[0] = acc;
    return 0;
  }
  case DXIL_OP_Ibfe: case DXIL_OP_Ubfe: {
    uint32_t w = (uint32_t)run_arg(p, t, i, 1) & 31, o = (uint32_t)run_arg(p, t, i, 2) & 31;
    uint32_t v = (uint32_t)run_arg(p, t, i, 3);
    if (!w) out[0] = 0;
    else if (w + o < 32) {
      if (op == DXIL_OP_Ibfe) out[0] = run_mask((uint64_t)((int32_t)(v << (32 - w - o)) >> (32 - w)), 32);
      else out[0] = (v << (32 - w - o)) >> (32 - w);
    } else {
      if (op == DXIL_OP_Ibfe) out[0] = run_mask((uint64_t)((int32_t)v >> o), 32);
      else out[0] = v >> o;
    }
    return 0;
  }
  case DXIL_OP_Bfi: {
    uint32_t w = (uint32_t)run_arg(p, t, i, 1) & 31, o = (uint32_t)run_arg(p, t, i, 2) & 31;
    uint32_t v = (uint32_t)run_arg(p, t, i, 3), r = (uint32_t)run_arg(p, t, i, 4);
    uint32_t mask = (uint32_t)((((uint64_t)1 << w) - 1) << o);
    out[0] = ((v << o) & mask) | (r & ~mask);
    return 0;
  }
  case DXIL_OP_Dot2: case DXIL_OP_Dot3: case DXIL_OP_Dot4: {
    uint32_t n = op == DXIL_OP_Dot2 ? 2 : op == DXIL_OP_Dot3 ? 3 : 4;
    IrType *st = rt;
    if (st->kind == IR_TY_FLOAT) {
      float acc = 0;
      for (uint32_t k = 0; k < n; k++)
        acc = run_ftz(acc + run_ftz(run_ftz(run_f32(run_arg(p, t, i, 1 + k))) * run_ftz(run_f32(run_arg(p, t, i, 1 + n + k)))));
      out[0] = run_f32w(acc);
    } else {
      double acc = 0;
      for (uint32_t k = 0; k < n; k++)
        acc = run_fget(st, run_fput(st, acc + run_fget(st, run_arg(p, t, i, 1 + k)) * run_fget(st, run_arg(p, t, i, 1 + n + k))));
      out[0] = run_fput(st, acc);
    }
    return 0;
  }
  case DXIL_OP_MakeDouble: out[0] = run_mask(run_arg(p, t, i, 1), 32) | (run_arg(p, t, i, 2) << 32); return 0;
  case DXIL_OP_SplitDouble: {
    uint64_t d = run_arg(p, t, i, 1);
    out[0] = d & 0xffffffffu;
    out[1] = d >> 32;
    return 0;
  }
  case DXIL_OP_BitcastI16toF16: case DXIL_OP_BitcastF16toI16: case DXIL_OP_BitcastI32toF32:
  case DXIL_OP_BitcastF32toI32: case DXIL_OP_BitcastI64toF64: case DXIL_OP_BitcastF64toI64:
    out[0] = run_arg(p, t, i, 1);
    return 0;
  case DXIL_OP_LegacyF32ToF16: out[0] = run_f32_to_f16(run_f32(run_arg(p, t, i, 1))); return 0;
  case DXIL_OP_LegacyF16ToF32: out[0] = run_f32w(run_f16_to_f32((uint16_t)run_arg(p, t, i, 1))); return 0;
  case DXIL_OP_LegacyDoubleToFloat: {
    double d;
    uint64_t w = run_arg(p, t, i, 1);
    memcpy(&d, &w, 8);
    out[0] = run_f32w((float)d);
    return 0;
  }
  case DXIL_OP_LegacyDoubleToSInt32: case DXIL_OP_LegacyDoubleToUInt32: {
    double d;
    uint64_t w = run_arg(p, t, i, 1);
    memcpy(&d, &w, 8);
    out[0] = run_fp_to_int(d, 32, op == DXIL_OP_LegacyDoubleToSInt32);
    return 0;
  }
  case DXIL_OP_Dot2AddHalf: {
    float acc = run_f32(run_arg(p, t, i, 1));
    for (int k = 0; k < 2; k++)
      acc += run_f16_to_f32((uint16_t)run_arg(p, t, i, 2 + k)) * run_f16_to_f32((uint16_t)run_arg(p, t, i, 4 + k));
    out[0] = run_f32w(acc);
    return 0;
  }
  case DXIL_OP_Dot4AddI8Packed: case DXIL_OP_Dot4AddU8Packed: {
    uint32_t acc = (uint32_t)run_arg(p, t, i, 1), a = (uint32_t)run_arg(p, t, i, 2), b = (uint32_t)run_arg(p, t, i, 3);
    for (int k = 0; k < 4; k++) {
      uint32_t x = a >> (8 * k) & 0xff, y = b >> (8 * k) & 0xff;
      if (op == DXIL_OP_Dot4AddI8Packed) acc += (uint32_t)((int32_t)(int8_t)x * (int32_t)(int8_t)y);
      else acc += x * y;
    }
    out[0] = acc;
    return 0;
  }
  case DXIL_OP_Unpack4x8: {
    uint32_t mode = (uint32_t)run_arg(p, t, i, 1), pk = (uint32_t)run_arg(p, t, i, 2);
    IrType *ct = rt->members[0];
    for (int k = 0; k < 4; k++) {
      uint32_t b = pk >> (8 * k) & 0xff;
      out[k] = run_mask(mode ? (uint64_t)(int64_t)(int8_t)b : b, ct->bits);
    }
    return 0;
  }
  case DXIL_OP_Pack4x8: {
    uint32_t mode = (uint32_t)run_arg(p, t, i, 1), r = 0;
    IrType *ct = i->ops[3]->type;
    for (int k = 0; k < 4; k++) {
      int64_t v = run_sext(run_arg(p, t, i, 2 + k), ct->bits);
      if (mode == 1) v = v < 0 ? 0 : v > 255 ? 255 : v;
      else if (mode == 2) v = v < -128 ? -128 : v > 127 ? 127 : v;
      r |= (uint32_t)(v & 0xff) << (8 * k);
    }
    out[0] = r;
    return 0;
  }
  default:
    return run_fail(p, i, "dx.op %s (%u) is not supported by hlslc-run", dxil_op_name(op), op) ? 0 : -1;
  }
}
