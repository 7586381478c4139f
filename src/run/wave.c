/* wave.c - wave and quad operations, executed for the lanes of a wave that
 * reached the same operation together (the scheduler in load.c decides
 * which lanes those are; see run.h). Values may be native vectors (DXIL
 * 1.9): the operation applies to each component. */
#include "run_internal.h"

#include <math.h>
#include <string.h>

enum { WAVE_MAX_WORDS = 64 };

/* A reduction step of WaveActiveOp / WavePrefixOp / WaveMultiPrefixOp
 * (kind: 0 sum, 1 product, 2 min, 3 max) on scalars of type t. */
static uint64_t reduce(uint32_t kind, bool is_unsigned, const IrType *t, uint64_t a, uint64_t b) {
  if (ir_type_is_fp(t)) {
    double x = run_fget(t, a), y = run_fget(t, b), r;
    switch (kind) {
    case 0: r = x + y; break;
    case 1: r = x * y; break;
    case 2: r = fmin(x, y); break;
    default: r = fmax(x, y); break;
    }
    if (t->kind == IR_TY_FLOAT) return run_f32w((float)r);
    return run_fput(t, r);
  }
  uint32_t bits = t->bits;
  uint64_t ua = run_mask(a, bits), ub = run_mask(b, bits);
  int64_t sa = run_sext(a, bits), sb = run_sext(b, bits);
  switch (kind) {
  case 0: return run_mask(ua + ub, bits);
  case 1: return run_mask(ua * ub, bits);
  case 2: return is_unsigned ? (ua < ub ? ua : ub) : (sa < sb ? ua : ub);
  default: return is_unsigned ? (ua > ub ? ua : ub) : (sa > sb ? ua : ub);
  }
}

static uint64_t identity(uint32_t kind, bool is_unsigned, const IrType *t) {
  if (ir_type_is_fp(t)) return run_fput(t, kind == 1 ? 1.0 : kind == 2 ? INFINITY : kind == 3 ? -INFINITY : 0.0);
  uint32_t bits = t->bits;
  switch (kind) {
  case 1: return 1;
  case 2: return is_unsigned ? run_mask(~0ull, bits) : run_mask((1ull << (bits - 1)) - 1, bits);
  case 3: return is_unsigned ? 0 : run_mask(1ull << (bits - 1), bits);
  default: return 0;
  }
}

static uint64_t argw(RunProgram *p, RunThread *t, IrInst *i, uint32_t k) {
  uint64_t w = 0;
  if (k + 1 < i->nops) run_eval(p, t, i->ops[k + 1], &w);
  return w;
}

bool run_wave_op(RunProgram *p, RunThread **ts, uint32_t n, IrInst *i, uint32_t op) {
  if (run_op_is_quad_tex(op)) return run_tex_quad_op(p, ts, n, i, op);
  uint32_t ws = p->wave_size;
  if (ws > 128) return run_fail(p, i, "wave size above 128");
  /* Each lane's first value operand, by lane index (absent lanes: none). */
  uint64_t vals[128][WAVE_MAX_WORDS];
  bool active[128];
  memset(active, 0, sizeof active);
  IrType *vt = i->nops > 2 ? i->ops[2]->type : NULL;
  uint32_t nw = vt ? run_words(vt) : 0;
  if (nw > WAVE_MAX_WORDS) return run_fail(p, i, "wave operation on a value too wide");
  for (uint32_t k = 0; k < n; k++) {
    uint32_t l = ts[k]->lane;
    active[l] = true;
    if (nw && !run_eval(p, ts[k], i->ops[2], vals[l])) return false;
  }
  IrType *st = vt ? ir_type_scalar(vt) : NULL;
  uint32_t first = ts[0]->lane;
  for (uint32_t k = 0; k < n; k++) {
    RunThread *t = ts[k];
    uint32_t l = t->lane;
    uint64_t *out = run_reg(p, t, i);
    switch (op) {
    case DXIL_OP_WaveIsFirstLane: out[0] = l == first; break;
    case DXIL_OP_WaveAnyTrue: case DXIL_OP_WaveAllTrue: {
      bool any = false, all = true;
      for (uint32_t j = 0; j < ws; j++)
        if (active[j]) {
          any |= vals[j][0] & 1;
          all &= vals[j][0] & 1;
        }
      out[0] = op == DXIL_OP_WaveAnyTrue ? any : all;
      break;
    }
    case DXIL_OP_WaveActiveAllEqual: {
      bool eq = true;
      for (uint32_t j = 0; j < ws; j++)
        if (active[j]) eq &= !memcmp(vals[j], vals[first], 8 * nw);
      for (uint32_t c = 0; c < run_words(i->v.type); c++) out[c] = eq;
      break;
    }
    case DXIL_OP_WaveActiveBallot: case DXIL_OP_WaveMatch: {
      uint32_t m[4] = {0, 0, 0, 0};
      for (uint32_t j = 0; j < ws; j++) {
        if (!active[j]) continue;
        bool set = op == DXIL_OP_WaveActiveBallot ? (vals[j][0] & 1) : !memcmp(vals[j], vals[l], 8 * nw);
        if (set) m[j / 32] |= 1u << (j % 32);
      }
      for (int c = 0; c < 4; c++) out[c] = m[c];
      break;
    }
    case DXIL_OP_WaveReadLaneAt: case DXIL_OP_WaveReadLaneFirst: {
      uint32_t src = op == DXIL_OP_WaveReadLaneFirst ? first : (uint32_t)argw(p, t, i, 2) % ws;
      if (active[src]) memcpy(out, vals[src], 8 * nw);
      else memset(out, 0, 8 * nw);
      break;
    }
    case DXIL_OP_QuadReadLaneAt: case DXIL_OP_QuadOp: {
      uint32_t src;
      if (op == DXIL_OP_QuadReadLaneAt) src = (l & ~3u) + ((uint32_t)argw(p, t, i, 2) & 3);
      else src = l ^ ((uint32_t)argw(p, t, i, 2) == 0 ? 1 : argw(p, t, i, 2) == 1 ? 2 : 3);
      if (src < ws && active[src]) memcpy(out, vals[src], 8 * nw);
      else memset(out, 0, 8 * nw);
      break;
    }
    case DXIL_OP_QuadVote: {
      bool any = false, all = true;
      for (uint32_t j = l & ~3u; j < (l & ~3u) + 4 && j < ws; j++)
        if (active[j]) {
          any |= vals[j][0] & 1;
          all &= vals[j][0] & 1;
        }
      out[0] = argw(p, t, i, 2) == 0 ? any : all;
      break;
    }
    case DXIL_OP_WaveActiveOp: case DXIL_OP_WavePrefixOp: case DXIL_OP_WaveMultiPrefixOp: {
      bool multi = op == DXIL_OP_WaveMultiPrefixOp;
      uint32_t kind = (uint32_t)argw(p, t, i, multi ? 6 : 2);
      bool uns = argw(p, t, i, multi ? 7 : 3) & 1;
      uint32_t mask[4] = {~0u, ~0u, ~0u, ~0u};
      if (multi)
        for (int c = 0; c < 4; c++) mask[c] = (uint32_t)argw(p, t, i, 2 + c);
      uint32_t end = op == DXIL_OP_WaveActiveOp ? ws : l;
      for (uint32_t c = 0; c < nw; c++) {
        uint64_t acc = identity(kind, uns, st);
        for (uint32_t j = 0; j < end; j++)
          if (active[j] && (mask[j / 32] >> (j % 32) & 1)) acc = reduce(kind, uns, st, acc, vals[j][c]);
        out[c] = acc;
      }
      break;
    }
    case DXIL_OP_WaveActiveBit: {
      uint32_t kind = (uint32_t)argw(p, t, i, 2);
      for (uint32_t c = 0; c < nw; c++) {
        uint64_t acc = kind == 0 ? run_mask(~0ull, st->bits) : 0;
        for (uint32_t j = 0; j < ws; j++) {
          if (!active[j]) continue;
          if (kind == 0) acc &= vals[j][c];
          else if (kind == 1) acc |= vals[j][c];
          else acc ^= vals[j][c];
        }
        out[c] = acc;
      }
      break;
    }
    case DXIL_OP_WaveAllBitCount: case DXIL_OP_WavePrefixBitCount: case DXIL_OP_WaveMultiPrefixBitCount: {
      uint32_t mask[4] = {~0u, ~0u, ~0u, ~0u};
      if (op == DXIL_OP_WaveMultiPrefixBitCount)
        for (int c = 0; c < 4; c++) mask[c] = (uint32_t)argw(p, t, i, 2 + c);
      uint32_t end = op == DXIL_OP_WaveAllBitCount ? ws : l, cnt = 0;
      for (uint32_t j = 0; j < end; j++)
        if (active[j] && (vals[j][0] & 1) && (mask[j / 32] >> (j % 32) & 1)) cnt++;
      out[0] = cnt;
      break;
    }
    default: return run_fail(p, i, "wave operation %s is not supported", dxil_op_name(op));
    }
  }
  return true;
}
