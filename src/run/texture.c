/* texture.c - textures and samplers (run.h): Load, Store, GetDimensions and
 * atomics addressing for every texture kind, and the sampling ops (Sample*,
 * SampleCmp*, Gather*, CalculateLOD) and derivatives, as D3D's functional
 * specification defines them:
 *
 *  - Coordinates. A sampled texture is 1D, 2D or 3D; an array's slice is the
 *    coordinate after them rounded to nearest even and clamped; a cube's
 *    face is the major axis of the direction (z, then y, then x on ties),
 *    the face coordinates (sc/|ma| + 1) / 2 and (tc/|ma| + 1) / 2.
 *  - LOD. From an explicit level, from gradients, or (Sample, SampleBias,
 *    SampleCmp, SampleCmpBias, CalculateLOD) from the coarse derivatives of
 *    the coordinates over the 2x2 quad: log2 of the longer of the two
 *    gradients scaled to texels. Then + the op's bias + the sampler's
 *    MipLODBias, clamped to [MinLOD, MaxLOD] and to the op's clamp. An LOD
 *    <= 0 magnifies (the mag filter), above it minifies (the min filter);
 *    the level is the LOD clamped to the view's levels, rounded to nearest
 *    (point mip filter) or blended between the two nearest levels (linear).
 *  - Filtering. Point takes the texel floor(u * size); linear blends the
 *    two texels around u * size - 0.5 in each dimension. Anisotropic filters
 *    filter as linear. Offsets move the texel indices at the chosen level.
 *    Comparison samplers compare the reference with each texel's first
 *    component (ref OP texel: 1 or 0) before filtering; minimum/maximum
 *    filters reduce the texels of nonzero weight by min/max instead of
 *    blending them.
 *  - Address modes apply per texel index: wrap, mirror, clamp, border (the
 *    sampler's border colour) and mirror once. A cube clamps to its face
 *    (D3D filters across faces; here edges are not seamless).
 *  - Gather returns one component of the four texels a bilinear sample at
 *    level 0 would use, in the order (u0, v1), (u1, v1), (u1, v0), (u0, v0).
 *  - Formats convert to float (a component the format lacks reads 0, alpha
 *    1); integer results take the texel's integer value.
 *
 * The quad of a compute shader lane is lanes 4k .. 4k+3 of its wave
 * (quadIndex = lane % 4, Z-order); load.c assigns lanes so that a 2D thread
 * group's quads are its 2x2 blocks when the shader takes derivatives. */
#include "run_internal.h"

#include <math.h>
#include <string.h>

/* ---- geometry -------------------------------------------------------------------- */

/* DXIL ResourceKind values of textures. */
enum {
  K_1D = 1, K_2D = 2, K_2DMS = 3, K_3D = 4, K_CUBE = 5, K_1DARRAY = 6, K_2DARRAY = 7, K_2DMSARRAY = 8,
  K_CUBEARRAY = 9, K_FEEDBACK2D = 17, K_FEEDBACK2DARRAY = 18,
};

typedef struct Tex {
  const RunHandle *h;
  uint32_t kind;
  uint32_t dims;       /* addressed dimensions: 1, 2 or 3 (a cube's face: 2) */
  bool array, cube, ms;
  uint32_t size[3];    /* level 0: width, height, Texture3D depth (else 1) */
  uint32_t slices;     /* array slices (a cube's 6 faces each); 1 when not an array or cube */
  uint32_t mips;
  uint32_t es, fs;     /* bytes per texel and per component */
} Tex;

static bool is_texture_kind(uint32_t k) { return (k >= K_1D && k <= K_CUBEARRAY) || k == K_FEEDBACK2D || k == K_FEEDBACK2DARRAY; }

static void tex_of(const RunHandle *h, Tex *t) {
  const RunResource *r = h->r;
  memset(t, 0, sizeof *t);
  t->h = h;
  t->kind = is_texture_kind(h->kind) ? h->kind : K_2D;
  switch (t->kind) {
  case K_1D: t->dims = 1; break;
  case K_1DARRAY: t->dims = 1; t->array = true; break;
  case K_3D: t->dims = 3; break;
  case K_CUBE: t->dims = 2; t->cube = true; break;
  case K_CUBEARRAY: t->dims = 2; t->cube = t->array = true; break;
  case K_2DMS: t->dims = 2; t->ms = true; break;
  case K_2DMSARRAY: t->dims = 2; t->ms = t->array = true; break;
  case K_2DARRAY: case K_FEEDBACK2DARRAY: t->dims = 2; t->array = true; break;
  default: t->dims = 2; break;
  }
  uint32_t depth = r->depth ? r->depth : 1;
  t->size[0] = r->width ? r->width : 1;
  t->size[1] = t->dims >= 2 && r->height ? r->height : 1;
  t->size[2] = t->dims == 3 ? depth : 1;
  t->slices = t->array || t->cube ? depth : 1;
  t->mips = r->mips ? r->mips : 1;
  t->fs = run_fmt_size(r->fmt);
  t->es = t->fs * (r->channels ? r->channels : 1);
}

static uint32_t level_size(uint32_t s, uint32_t m) {
  s = m >= 32 ? 0 : s >> m;
  return s ? s : 1;
}

static uint64_t level_bytes(const Tex *t, uint32_t m) {
  return (uint64_t)level_size(t->size[0], m) * level_size(t->size[1], m) * level_size(t->size[2], m) * t->es;
}

/* The texel (x, y, z) of level m of slice `slice`, or NULL outside the view
 * or its memory. */
static uint8_t *texel_at(const Tex *t, uint32_t m, uint32_t slice, int64_t x, int64_t y, int64_t z) {
  if (m >= t->mips || slice >= t->slices || x < 0 || y < 0 || z < 0) return NULL;
  uint32_t w = level_size(t->size[0], m), hh = level_size(t->size[1], m), d = level_size(t->size[2], m);
  if (x >= w || y >= hh || z >= d) return NULL;
  uint64_t off = 0, per = 0;
  for (uint32_t k = 0; k < m; k++) off += level_bytes(t, k);
  if (slice) {
    for (uint32_t k = 0; k < t->mips; k++) per += level_bytes(t, k);
    off += (uint64_t)slice * per;
  }
  off += (((uint64_t)z * hh + (uint64_t)y) * w + (uint64_t)x) * t->es;
  return run_res_bytes(t->h, off, t->es);
}

/* A texel as four values (float formats as floats, integer ones as their
 * integers); the components the format lacks are 0, 0, 0, 1. */
static void texel_value(const Tex *t, const uint8_t *b, double out[4]) {
  out[0] = out[1] = out[2] = 0;
  out[3] = 1;
  RunFmt f = t->h->r->fmt;
  uint32_t ch = t->h->r->channels;
  for (uint32_t c = 0; c < ch && c < 4; c++) {
    uint64_t raw = 0;
    memcpy(&raw, b + c * t->fs, t->fs);
    switch (f) {
    case RUN_FMT_F16: out[c] = run_f16_to_f32((uint16_t)raw); break;
    case RUN_FMT_F32: out[c] = run_f32(raw); break;
    case RUN_FMT_F64: memcpy(&out[c], &raw, 8); break;
    case RUN_FMT_I16: case RUN_FMT_I32: case RUN_FMT_I64: out[c] = (double)run_sext(raw, t->fs * 8); break;
    default: out[c] = (double)raw; break;
    }
  }
}

/* ---- addressing and filtering -------------------------------------------------------- */

/* floor(x) as a texel index: NaN gives 0; far values and infinities stay
 * far (every address mode maps them) without overflowing. */
static int64_t texel_floor(double x) {
  double fl = floor(x);
  if (isnan(fl)) return 0;
  if (fl > 1e15) return (int64_t)1e15;
  if (fl < -1e15) return -(int64_t)1e15;
  return (int64_t)fl;
}

/* Texel index i of a level n texels long under address mode `mode`, or -1
 * for the border colour. */
static int64_t address(uint32_t mode, int64_t i, int64_t n) {
  switch (mode) {
  case 1: return ((i % n) + n) % n;
  case 2: {
    int64_t m = ((i % (2 * n)) + 2 * n) % (2 * n);
    return m < n ? m : 2 * n - 1 - m;
  }
  case 4: return i < 0 || i >= n ? -1 : i;
  case 5: {
    int64_t j = i < 0 ? -1 - i : i;
    return j >= n ? n - 1 : j;
  }
  default: return i < 0 ? 0 : i >= n ? n - 1 : i;
  }
}

static bool compare(uint32_t func, double ref, double v) {
  switch (func) {
  case 2: return ref < v;
  case 3: return ref == v;
  case 4: return ref <= v;
  case 5: return ref > v;
  case 6: return ref != v;
  case 7: return ref >= v;
  case 8: return true;
  default: return false;
  }
}

/* One sample of level m: point or linear in each dimension around the
 * coordinates uvw, moved by off texels; the comparison (when cmp) or the
 * components are filtered by weight, or reduced by min (reduce 2) or max
 * (3). */
typedef struct Lookup {
  const Tex *t;
  const RunSampler *s;
  uint32_t slice;
  double uvw[3];
  int32_t off[3];
  bool cmp;
  double ref;
  uint32_t reduce;
  bool face; /* a cube face: clamp to it */
} Lookup;

static void fetch(const Lookup *L, uint32_t m, const int64_t idx[3], double out[4]) {
  int64_t a[3] = {0, 0, 0};
  for (uint32_t d = 0; d < L->t->dims; d++) {
    int64_t n = level_size(L->t->size[d], m);
    uint32_t mode = L->face ? 3 : L->s ? L->s->address[d] : 3;
    a[d] = address(mode, idx[d], n);
    if (a[d] < 0) {
      for (int c = 0; c < 4; c++) out[c] = L->s ? L->s->border[c] : 0;
      return;
    }
  }
  const uint8_t *b = texel_at(L->t, m, L->slice, a[0], a[1], a[2]);
  if (!b) {
    out[0] = out[1] = out[2] = out[3] = 0;
    return;
  }
  texel_value(L->t, b, out);
}

static void sample_level(const Lookup *L, uint32_t m, bool linear, double out[4]) {
  int64_t base[3] = {0, 0, 0};
  double frac[3] = {0, 0, 0};
  uint32_t dims = L->t->dims;
  for (uint32_t d = 0; d < dims; d++) {
    double x = L->uvw[d] * level_size(L->t->size[d], m);
    if (linear) x -= 0.5;
    int64_t fl = texel_floor(x);
    base[d] = fl + L->off[d];
    frac[d] = linear && isfinite(x) ? x - floor(x) : 0;
  }
  double acc[4] = {0, 0, 0, 0};
  bool any = false;
  uint32_t taps = linear ? 1u << dims : 1;
  for (uint32_t k = 0; k < taps; k++) {
    int64_t idx[3];
    double w = 1;
    for (uint32_t d = 0; d < 3; d++) {
      uint32_t hi = linear && d < dims ? (k >> d) & 1 : 0;
      idx[d] = base[d] + hi;
      if (d < dims && linear) w *= hi ? frac[d] : 1 - frac[d];
    }
    double v[4];
    fetch(L, m, idx, v);
    if (L->cmp) {
      v[0] = compare(L->s ? L->s->cmp : 0, L->ref, v[0]) ? 1 : 0;
      v[1] = v[2] = v[3] = 0;
    }
    if (L->reduce >= 2) {
      if (w == 0) continue;
      for (int c = 0; c < 4; c++)
        acc[c] = !any ? v[c] : L->reduce == 2 ? fmin(acc[c], v[c]) : fmax(acc[c], v[c]);
      any = true;
    } else {
      for (int c = 0; c < 4; c++) acc[c] += w * v[c];
    }
  }
  memcpy(out, acc, sizeof acc);
}

/* ---- coordinates ------------------------------------------------------------------- */

/* The face of direction v (0 +X, 1 -X, 2 +Y, 3 -Y, 4 +Z, 5 -Z) and its
 * (sc, tc, ma) of any vector w on that face. */
static uint32_t cube_face(const double v[3]) {
  double ax = fabs(v[0]), ay = fabs(v[1]), az = fabs(v[2]);
  if (az >= ax && az >= ay) return v[2] < 0 ? 5 : 4;
  if (ay >= ax) return v[1] < 0 ? 3 : 2;
  return v[0] < 0 ? 1 : 0;
}

static void cube_sc_tc_ma(uint32_t face, const double w[3], double *sc, double *tc, double *ma) {
  switch (face) {
  case 0: *sc = -w[2]; *tc = -w[1]; *ma = w[0]; break;
  case 1: *sc = w[2]; *tc = -w[1]; *ma = -w[0]; break;
  case 2: *sc = w[0]; *tc = w[2]; *ma = w[1]; break;
  case 3: *sc = w[0]; *tc = -w[2]; *ma = -w[1]; break;
  case 4: *sc = w[0]; *tc = -w[1]; *ma = w[2]; break;
  default: *sc = -w[0]; *tc = -w[1]; *ma = -w[2]; break;
  }
}

/* An array slice coordinate: rounded to nearest even, clamped to [0, n-1]. */
static uint32_t slice_of(double c, uint32_t n) {
  double r = nearbyint(c);
  if (!(r > 0)) return 0;
  if (r >= n) return n ? n - 1 : 0;
  return (uint32_t)r;
}

/* What a sampling op asks for. */
enum { LOD_EXPLICIT, LOD_GRAD };
typedef struct SampleReq {
  double coord[4];
  int32_t off[3];
  int lod_mode;
  double lod;                 /* LOD_EXPLICIT */
  double ddx[3], ddy[3];      /* LOD_GRAD: in normalized coordinates */
  double bias, clamp;         /* the op's bias and LOD clamp (0: none) */
  bool cmp;
  double ref;
} SampleReq;

/* Resolves slice, face and coordinates: the Lookup for the request, with
 * the gradients moved onto a cube face. */
static void resolve(const Tex *t, const RunSampler *s, const SampleReq *q, Lookup *L, double gx[3], double gy[3]) {
  memset(L, 0, sizeof *L);
  L->t = t;
  L->s = s;
  L->cmp = q->cmp;
  L->ref = q->ref;
  L->reduce = s ? (s->filter >> 7) & 3 : 0;
  for (int d = 0; d < 3; d++) {
    gx[d] = q->ddx[d];
    gy[d] = q->ddy[d];
  }
  if (t->cube) {
    double v[3] = {q->coord[0], q->coord[1], q->coord[2]};
    uint32_t face = cube_face(v);
    double sc, tc, ma, dsc, dtc, dma;
    cube_sc_tc_ma(face, v, &sc, &tc, &ma);
    double am = fabs(ma) > 0 ? fabs(ma) : 1;
    L->uvw[0] = (sc / am + 1) / 2;
    L->uvw[1] = (tc / am + 1) / 2;
    /* d(sc/|ma|) = (dsc |ma| - sc d|ma|) / ma^2, with d|ma| = dma on the face's sign */
    for (int g = 0; g < 2; g++) {
      double *gv = g ? gy : gx;
      cube_sc_tc_ma(face, gv, &dsc, &dtc, &dma);
      double du = (dsc * am - sc * dma) / (2 * am * am), dv = (dtc * am - tc * dma) / (2 * am * am);
      gv[0] = du;
      gv[1] = dv;
      gv[2] = 0;
    }
    uint32_t cubes = t->slices / 6 ? t->slices / 6 : 1;
    L->slice = (t->array ? slice_of(q->coord[3], cubes) * 6 : 0) + face;
    L->face = true;
  } else {
    for (uint32_t d = 0; d < t->dims; d++) {
      L->uvw[d] = q->coord[d];
      L->off[d] = q->off[d];
    }
    if (t->array) L->slice = slice_of(q->coord[t->dims], t->slices);
  }
}

/* The LOD of gradients gx, gy (normalized coordinates) on t's level 0. */
static double grad_lod(const Tex *t, const double gx[3], const double gy[3]) {
  double lx = 0, ly = 0;
  for (uint32_t d = 0; d < t->dims; d++) {
    double a = gx[d] * t->size[d], b = gy[d] * t->size[d];
    lx += a * a;
    ly += b * b;
  }
  double rho = sqrt(lx > ly ? lx : ly);
  return log2(rho);
}

/* The LOD after biases and clamps (the sampler's and the op's). */
static double biased_lod(const RunSampler *s, double lod, double bias, double clamp) {
  lod += bias + (s ? s->mip_bias : 0);
  if (s) {
    if (lod < s->min_lod) lod = s->min_lod;
    if (lod > s->max_lod) lod = s->max_lod;
  }
  if (clamp > 0 && lod < clamp) lod = clamp;
  return lod;
}

/* Samples t (request q, sampler s) into out[0..3]. */
static void sample(const Tex *t, const RunSampler *s, const SampleReq *q, double out[4]) {
  Lookup L;
  double gx[3], gy[3];
  resolve(t, s, q, &L, gx, gy);
  double lod = q->lod_mode == LOD_EXPLICIT ? q->lod : grad_lod(t, gx, gy);
  lod = biased_lod(s, lod, q->bias, q->clamp);
  uint32_t f = s ? s->filter : 0;
  bool aniso = (f & 0x40) != 0;
  bool mag = !(lod > 0);
  bool linear = aniso || (mag ? (f & 0x4) : (f & 0x10));
  bool mip_linear = (f & 0x1) || (aniso && f != 0x54 && f != 0xd4 && f != 0x154 && f != 0x1d4);
  double lr = isnan(lod) ? 0 : lod < 0 ? 0 : lod > t->mips - 1 ? t->mips - 1 : lod;
  if (mip_linear) {
    uint32_t m0 = (uint32_t)floor(lr);
    double fr = lr - m0;
    sample_level(&L, m0, linear, out);
    if (fr > 0 && m0 + 1 < t->mips) {
      double o1[4];
      sample_level(&L, m0 + 1, linear, o1);
      for (int c = 0; c < 4; c++)
        out[c] = L.reduce == 2 ? fmin(out[c], o1[c]) : L.reduce == 3 ? fmax(out[c], o1[c]) : out[c] * (1 - fr) + o1[c] * fr;
    }
  } else {
    uint32_t m = (uint32_t)floor(lr + 0.5);
    if (m >= t->mips) m = t->mips - 1;
    sample_level(&L, m, linear, out);
  }
}

/* ---- operands and results ---------------------------------------------------------- */

static double farg(RunProgram *p, RunThread *t, IrInst *i, uint32_t k) {
  if (k + 1 >= i->nops) return 0;
  return run_fget(i->ops[k + 1]->type, run_arg(p, t, i, k));
}

static int32_t iarg(RunProgram *p, RunThread *t, IrInst *i, uint32_t k) {
  if (k + 1 >= i->nops) return 0;
  return (int32_t)run_sext(run_arg(p, t, i, k), 32);
}

/* A texel offset: the low 4 bits (6 for gathers) as a signed value, as
 * D3D's immediate and programmable offsets read them. */
static int32_t offset_of(int32_t v, uint32_t bits) { return (int32_t)run_sext((uint64_t)(uint32_t)v, bits); }

/* Writes four values into the ResRet of call i (status last). */
static void put_resret(RunProgram *p, RunThread *t, IrInst *i, const double v[4]) {
  IrType *rt = i->v.type;
  uint64_t *out = run_reg(p, t, i);
  uint32_t nw = run_words(rt);
  IrType *ct = rt->kind == IR_TY_STRUCT && rt->nmembers ? rt->members[0] : rt;
  for (uint32_t c = 0; c < nw; c++) {
    if (c == 4 || c + 1 == nw) {
      out[c] = 1; /* status: fully mapped */
      continue;
    }
    if (ir_type_is_fp(ct)) out[c] = run_fput(ct, v[c]);
    else out[c] = run_mask((uint64_t)(int64_t)v[c], ct->bits);
  }
}

static bool get_tex(RunProgram *p, RunThread *t, IrInst *i, uint32_t k, RunHandle *h, Tex *tx) {
  if (!run_handle_of(p, i, run_arg(p, t, i, k), h)) return false;
  tex_of(h, tx);
  return true;
}

/* The sampler state of the handle at argument k (NULL when none: point,
 * clamp). */
static bool get_sampler(RunProgram *p, RunThread *t, IrInst *i, uint32_t k, const RunSampler **s) {
  RunHandle h;
  if (!run_handle_of(p, i, run_arg(p, t, i, k), &h)) return false;
  if (h.r->cls != RUN_SAMPLER) return run_fail(p, i, "the sampler operand is not a sampler");
  *s = h.r->samplers ? &h.r->samplers[h.elem] : NULL;
  return true;
}

/* Coordinates, offsets of a Sample-like op (srv 1, sampler 2, coord 3..6,
 * offset 7..9). */
static void read_coords(RunProgram *p, RunThread *t, IrInst *i, const Tex *tx, SampleReq *q, uint32_t noff,
                        uint32_t obits) {
  memset(q, 0, sizeof *q);
  for (uint32_t c = 0; c < 4; c++) q->coord[c] = farg(p, t, i, 3 + c);
  for (uint32_t c = 0; c < noff && c < tx->dims; c++) q->off[c] = offset_of(iarg(p, t, i, 7 + c), obits);
}

/* ---- the ops ------------------------------------------------------------------------ */

bool run_op_is_quad_tex(uint32_t op) {
  switch (op) {
  case DXIL_OP_Sample: case DXIL_OP_SampleBias: case DXIL_OP_SampleCmp: case DXIL_OP_SampleCmpBias:
  case DXIL_OP_CalculateLOD: case DXIL_OP_DerivCoarseX: case DXIL_OP_DerivCoarseY: case DXIL_OP_DerivFineX:
  case DXIL_OP_DerivFineY:
    return true;
  default: return false;
  }
}

/* Sample-like op i of thread t with the LOD request already in q. */
static bool do_sample(RunProgram *p, RunThread *t, IrInst *i, uint32_t op, SampleReq *q) {
  RunHandle h;
  Tex tx;
  const RunSampler *s;
  if (!get_tex(p, t, i, 1, &h, &tx) || !get_sampler(p, t, i, 2, &s)) return false;
  if (tx.ms) return run_fail(p, i, "a multisampled texture cannot be sampled");
  double v[4];
  if (op == DXIL_OP_CalculateLOD) {
    Lookup L;
    double gx[3], gy[3];
    resolve(&tx, s, q, &L, gx, gy);
    double lod = grad_lod(&tx, gx, gy);
    if (run_arg(p, t, i, 6) & 1) {
      lod = biased_lod(s, lod, 0, 0);
      lod = isnan(lod) ? 0 : lod < 0 ? 0 : lod > tx.mips - 1 ? tx.mips - 1 : lod;
    }
    run_reg(p, t, i)[0] = run_fput(i->v.type, lod);
    return true;
  }
  sample(&tx, s, q, v);
  put_resret(p, t, i, v);
  return true;
}

/* The quad of lane ts[k]: its members' indices in ts (-1: not active). */
static void quad_of(RunThread **ts, uint32_t n, uint32_t k, int q[4]) {
  uint32_t base = ts[k]->lane & ~3u;
  for (int j = 0; j < 4; j++) q[j] = -1;
  for (uint32_t j = 0; j < n; j++)
    if ((ts[j]->lane & ~3u) == base) q[ts[j]->lane & 3] = (int)j;
  for (int j = 0; j < 4; j++)
    if (q[j] < 0) q[j] = (int)k; /* an absent lane: no change across it */
}

/* The coarse (or fine) derivatives in x and y of operand `op_index` for
 * lane k. */
static void derivs(RunProgram *p, RunThread **ts, uint32_t n, uint32_t k, IrInst *i, uint32_t op_index, bool fine,
                   double *dx, double *dy) {
  int q[4];
  quad_of(ts, n, k, q);
  IrType *ty = i->ops[op_index + 1]->type;
  double v[4];
  for (int j = 0; j < 4; j++) v[j] = run_fget(ty, run_arg(p, ts[q[j]], i, op_index));
  uint32_t me = ts[k]->lane & 3;
  if (fine) {
    uint32_t row = me >> 1, col = me & 1;
    *dx = v[row * 2 + 1] - v[row * 2];
    *dy = v[2 + col] - v[col];
  } else {
    *dx = v[1] - v[0];
    *dy = v[2] - v[0];
  }
}

bool run_tex_quad_op(RunProgram *p, RunThread **ts, uint32_t n, IrInst *i, uint32_t op) {
  for (uint32_t k = 0; k < n; k++) {
    RunThread *t = ts[k];
    switch (op) {
    case DXIL_OP_DerivCoarseX: case DXIL_OP_DerivCoarseY: case DXIL_OP_DerivFineX: case DXIL_OP_DerivFineY: {
      double dx, dy;
      derivs(p, ts, n, k, i, 1, op == DXIL_OP_DerivFineX || op == DXIL_OP_DerivFineY, &dx, &dy);
      double r = op == DXIL_OP_DerivCoarseX || op == DXIL_OP_DerivFineX ? dx : dy;
      IrType *rt = i->v.type;
      run_reg(p, t, i)[0] = rt->kind == IR_TY_FLOAT ? run_f32w(run_ftz((float)r)) : run_fput(rt, r);
      break;
    }
    default: {
      RunHandle h;
      Tex tx;
      if (!get_tex(p, t, i, 1, &h, &tx)) return false;
      SampleReq q;
      if (op == DXIL_OP_CalculateLOD) {
        memset(&q, 0, sizeof q);
        for (uint32_t c = 0; c < 3; c++) q.coord[c] = farg(p, t, i, 3 + c);
      } else {
        read_coords(p, t, i, &tx, &q, 3, 4);
      }
      q.lod_mode = LOD_GRAD;
      uint32_t nd = tx.cube ? 3 : tx.dims;
      for (uint32_t c = 0; c < nd; c++) derivs(p, ts, n, k, i, 3 + c, false, &q.ddx[c], &q.ddy[c]);
      switch (op) {
      case DXIL_OP_Sample: q.clamp = farg(p, t, i, 10); break;
      case DXIL_OP_SampleBias: q.bias = farg(p, t, i, 10); q.clamp = farg(p, t, i, 11); break;
      case DXIL_OP_SampleCmp: q.cmp = true; q.ref = farg(p, t, i, 10); q.clamp = farg(p, t, i, 11); break;
      case DXIL_OP_SampleCmpBias:
        q.cmp = true;
        q.ref = farg(p, t, i, 10);
        q.bias = farg(p, t, i, 11);
        q.clamp = farg(p, t, i, 12);
        break;
      default: break;
      }
      if (!do_sample(p, t, i, op, &q)) return false;
      break;
    }
    }
  }
  return true;
}

/* Gathers: one component (or the comparison) of the four texels. */
static bool gather(RunProgram *p, RunThread *t, IrInst *i, uint32_t op) {
  RunHandle h;
  Tex tx;
  const RunSampler *s;
  if (!get_tex(p, t, i, 1, &h, &tx) || !get_sampler(p, t, i, 2, &s)) return false;
  if (tx.ms || tx.dims != 2) return run_fail(p, i, "gather needs a 2D, 2D array or cube texture");
  SampleReq q;
  read_coords(p, t, i, &tx, &q, 2, 6);
  uint32_t channel = op == DXIL_OP_TextureGatherRaw ? 0 : (uint32_t)run_arg(p, t, i, 9) & 3;
  if (op == DXIL_OP_TextureGatherCmp) {
    q.cmp = true;
    q.ref = farg(p, t, i, 10);
  }
  Lookup L;
  double gx[3], gy[3];
  resolve(&tx, s, &q, &L, gx, gy);
  L.cmp = false;
  double lod = biased_lod(s, 0, 0, 0);
  double lr = isnan(lod) ? 0 : lod < 0 ? 0 : lod > tx.mips - 1 ? tx.mips - 1 : lod;
  uint32_t m = (uint32_t)floor(lr + 0.5);
  if (m >= tx.mips) m = tx.mips - 1;
  int64_t b[2];
  for (int d = 0; d < 2; d++) {
    double x = L.uvw[d] * level_size(tx.size[d], m) - 0.5;
    b[d] = texel_floor(x) + L.off[d];
  }
  static const int du[4] = {0, 1, 1, 0}, dv[4] = {1, 1, 0, 0};
  IrType *rt = i->v.type;
  uint64_t *out = run_reg(p, t, i);
  IrType *ct = rt->kind == IR_TY_STRUCT && rt->nmembers ? rt->members[0] : rt;
  for (int k = 0; k < 4; k++) {
    int64_t idx[3] = {b[0] + du[k], b[1] + dv[k], 0};
    if (op == DXIL_OP_TextureGatherRaw) {
      int64_t a0 = address(L.face ? 3 : s ? s->address[0] : 3, idx[0], level_size(tx.size[0], m));
      int64_t a1 = address(L.face ? 3 : s ? s->address[1] : 3, idx[1], level_size(tx.size[1], m));
      const uint8_t *tb = a0 < 0 || a1 < 0 ? NULL : texel_at(&tx, m, L.slice, a0, a1, 0);
      uint64_t raw = 0;
      if (tb) memcpy(&raw, tb, tx.fs > 8 ? 8 : tx.fs);
      out[k] = ct->kind == IR_TY_INT ? run_mask(raw, ct->bits) : raw;
      continue;
    }
    double v[4];
    fetch(&L, m, idx, v);
    double r = q.cmp ? (compare(s ? s->cmp : 0, q.ref, v[channel]) ? 1 : 0) : v[channel];
    out[k] = ir_type_is_fp(ct) ? run_fput(ct, r) : run_mask((uint64_t)(int64_t)r, ct->bits);
  }
  out[run_words(rt) - 1] = 1;
  return true;
}

/* Texel coordinates (x, y, z) and slice of a Load/Store/atomic at args
 * c0.. for the view's kind. */
static void load_coords(const Tex *tx, const int64_t c[3], int64_t xyz[3], int64_t *slice) {
  xyz[0] = c[0];
  xyz[1] = tx->dims >= 2 ? c[1] : 0;
  xyz[2] = tx->dims == 3 ? c[2] : 0;
  *slice = tx->array ? c[tx->dims] : 0;
}

uint8_t *run_tex_texel(RunProgram *p, const RunHandle *h, const int64_t c[3]) {
  (void)p;
  Tex tx;
  tex_of(h, &tx);
  int64_t xyz[3], sl;
  load_coords(&tx, c, xyz, &sl);
  if (sl < 0 || sl > UINT32_MAX) return NULL;
  return texel_at(&tx, 0, (uint32_t)sl, xyz[0], xyz[1], xyz[2]);
}

int run_tex_op(RunProgram *p, RunThread *t, IrInst *i, uint32_t op) {
  IrType *rt = i->v.type;
  switch (op) {
  case DXIL_OP_TextureLoad: {
    RunHandle h;
    Tex tx;
    if (!get_tex(p, t, i, 1, &h, &tx)) return -1;
    uint64_t *out = run_reg(p, t, i);
    uint32_t nw = run_words(rt);
    IrType *ct = rt->members[0];
    memset(out, 0, 8 * nw);
    out[nw - 1] = 1;
    /* coordinates plus the immediate offsets; an undef mip (RW textures) reads as 0 */
    int64_t c[3], xyz[3], sl;
    for (int k = 0; k < 3; k++) c[k] = run_sext(run_arg(p, t, i, 3 + k), 32);
    load_coords(&tx, c, xyz, &sl);
    for (uint32_t k = 0; k < tx.dims; k++) xyz[k] += run_sext(run_arg(p, t, i, 6 + k), 32);
    uint32_t mip = (uint32_t)run_arg(p, t, i, 2);
    if (tx.ms || h.r->cls == RUN_UAV) mip = 0; /* a sample index (one sample), or no levels */
    if (tx.ms && run_arg(p, t, i, 2) != 0) return 0;
    uint8_t *b = sl < 0 || sl > UINT32_MAX ? NULL : texel_at(&tx, mip, (uint32_t)sl, xyz[0], xyz[1], xyz[2]);
    if (!b) return 0;
    uint32_t ch = h.r->channels;
    for (uint32_t c2 = 0; c2 < 4 && c2 + 1 < nw; c2++) {
      if (c2 < ch) out[c2] = run_fmt_read(h.r->fmt, b + c2 * tx.fs, ct);
      else if (c2 == 3) out[c2] = ir_type_is_fp(ct) ? run_fput(ct, 1.0) : 1;
    }
    return 0;
  }
  case DXIL_OP_TextureStore: {
    RunHandle h;
    Tex tx;
    if (!get_tex(p, t, i, 1, &h, &tx)) return -1;
    if (h.r->cls != RUN_UAV) return run_fail(p, i, "store to a read-only resource") ? 0 : -1;
    int64_t c[3];
    for (int k = 0; k < 3; k++) c[k] = run_sext(run_arg(p, t, i, 2 + k), 32);
    uint32_t mask = (uint32_t)run_arg(p, t, i, 9);
    IrType *ct = i->ops[6]->type;
    uint8_t *b = run_tex_texel(p, &h, c);
    if (!b) return 0;
    for (uint32_t k = 0; k < 4 && k < h.r->channels; k++)
      if (mask & (1u << k)) run_fmt_write(h.r->fmt, b + k * tx.fs, ct, run_arg(p, t, i, 5 + k));
    return 0;
  }
  case DXIL_OP_GetDimensions: {
    RunHandle h;
    Tex tx;
    if (!get_tex(p, t, i, 1, &h, &tx)) return -1;
    uint64_t *out = run_reg(p, t, i);
    memset(out, 0, 8 * run_words(rt));
    uint32_t mip = (uint32_t)run_arg(p, t, i, 2);
    bool uav = h.r->cls == RUN_UAV;
    if (uav || tx.ms) mip = 0;
    if (mip >= tx.mips) return 0;
    uint32_t n = 0;
    for (uint32_t d = 0; d < tx.dims; d++) out[n++] = level_size(tx.size[d], mip);
    if (tx.cube && n < 2) out[n++] = level_size(tx.size[1], mip);
    if (tx.array) out[n++] = tx.cube ? tx.slices / 6 : tx.slices;
    out[3] = tx.ms ? 1 : uav ? 0 : tx.mips;
    return 0;
  }
  case DXIL_OP_SampleLevel: case DXIL_OP_SampleGrad: case DXIL_OP_SampleCmpLevelZero: case DXIL_OP_SampleCmpLevel:
  case DXIL_OP_SampleCmpGrad: {
    RunHandle h;
    Tex tx;
    if (!get_tex(p, t, i, 1, &h, &tx)) return -1;
    SampleReq q;
    read_coords(p, t, i, &tx, &q, 3, 4);
    switch (op) {
    case DXIL_OP_SampleLevel: q.lod = farg(p, t, i, 10); break;
    case DXIL_OP_SampleCmpLevelZero: q.cmp = true; q.ref = farg(p, t, i, 10); break;
    case DXIL_OP_SampleCmpLevel: q.cmp = true; q.ref = farg(p, t, i, 10); q.lod = farg(p, t, i, 11); break;
    case DXIL_OP_SampleGrad:
      q.lod_mode = LOD_GRAD;
      for (int c = 0; c < 3; c++) q.ddx[c] = farg(p, t, i, 10 + c), q.ddy[c] = farg(p, t, i, 13 + c);
      q.clamp = farg(p, t, i, 16);
      break;
    default: /* SampleCmpGrad */
      q.cmp = true;
      q.ref = farg(p, t, i, 10);
      q.lod_mode = LOD_GRAD;
      for (int c = 0; c < 3; c++) q.ddx[c] = farg(p, t, i, 11 + c), q.ddy[c] = farg(p, t, i, 14 + c);
      q.clamp = farg(p, t, i, 17);
      break;
    }
    return do_sample(p, t, i, op, &q) ? 0 : -1;
  }
  case DXIL_OP_TextureGather: case DXIL_OP_TextureGatherCmp: case DXIL_OP_TextureGatherRaw:
    return gather(p, t, i, op) ? 0 : -1;
  default:
    return run_fail(p, i, "dx.op %s (%u) is not supported by hlslc-run", dxil_op_name(op), op) ? 0 : -1;
  }
}
