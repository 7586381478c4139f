/* interp.c - the DXIL interpreter (see run.h).
 *
 * Values. Every SSA value of the entry function has a slot of 64-bit words
 * in a thread's register file: one word per scalar (an integer zero-extended
 * from its width, a float as its bit pattern in its own width, a pointer as
 * region|offset, a resource handle as an encoded view), a vector or an
 * aggregate (the resret/cbufret structs of dx.ops, arrays) as the words of
 * its scalars in order. Constants are materialised when read.
 *
 * Memory. A pointer is (region << 56) | byte offset. Region 1 is the
 * thread's private memory (its allocas and its copy of the static globals,
 * which DXIL makes per thread), region 2 the group's groupshared memory,
 * region 3 the read-only constant globals. Objects are laid out with the
 * module's data layout (ir_type_size_in), as DXC's GEPs assume.
 *
 * Scheduling: see run.h. run_thread runs one thread until it finishes or
 * stops at a group barrier or a wave operation; run_group drives the
 * threads of a group and executes the wave operations (wave.c). */
#include "run_internal.h"

#include <math.h>
#include <string.h>

/* ---- halves ----------------------------------------------------------------- */

/* Rounds d to the nearest half (ties to even), overflow to infinity. */
uint16_t run_f64_to_f16(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  uint16_t sign = (uint16_t)((b >> 48) & 0x8000);
  uint64_t exp = (b >> 52) & 0x7ff, man = b & ((1ull << 52) - 1);
  if (exp == 0x7ff) return (uint16_t)(sign | 0x7c00 | (man ? 0x200 : 0));
  int e = (int)exp - 1023 + 15;
  if (exp == 0) return sign; /* double denormals are far below half's range */
  if (e >= 31) return (uint16_t)(sign | 0x7c00);
  if (e <= 0) {
    if (e < -10) return sign;
    uint64_t m = man | (1ull << 52);
    int shift = 42 + (1 - e);
    uint64_t r = m >> shift, rem = m & ((1ull << shift) - 1), half = 1ull << (shift - 1);
    if (rem > half || (rem == half && (r & 1))) r++;
    return (uint16_t)(sign | r);
  }
  uint64_t r = man >> 42, rem = man & ((1ull << 42) - 1), half = 1ull << 41;
  uint32_t h = ((uint32_t)e << 10) | (uint32_t)r;
  if (rem > half || (rem == half && (h & 1))) h++;
  return (uint16_t)(sign | h);
}

uint16_t run_f32_to_f16(float f) { return run_f64_to_f16((double)f); }

float run_f16_to_f32(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 0x1f, man = h & 0x3ff;
  uint32_t u;
  if (exp == 0x1f) u = sign | 0x7f800000 | (man << 13);
  else if (exp) u = sign | ((exp + 112) << 23) | (man << 13);
  else if (!man) u = sign;
  else {
    int e = 113;
    while (!(man & 0x400)) { man <<= 1; e--; }
    u = sign | ((uint32_t)e << 23) | ((man & 0x3ff) << 13);
  }
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* ---- scalar helpers ----------------------------------------------------------- */

uint64_t run_mask(uint64_t v, uint32_t bits) { return bits >= 64 ? v : v & ((1ull << bits) - 1); }

int64_t run_sext(uint64_t v, uint32_t bits) {
  if (bits >= 64) return (int64_t)v;
  uint64_t m = 1ull << (bits - 1);
  v = run_mask(v, bits);
  return (int64_t)((v ^ m) - m);
}

/* The value of a floating-point word of type t. */
double run_fget(const IrType *t, uint64_t w) {
  if (t->kind == IR_TY_HALF) return run_f16_to_f32((uint16_t)w);
  if (t->kind == IR_TY_FLOAT) {
    uint32_t u = (uint32_t)w;
    float f;
    memcpy(&f, &u, 4);
    return f;
  }
  double d;
  memcpy(&d, &w, 8);
  return d;
}

/* The word of type t nearest to v. */
uint64_t run_fput(const IrType *t, double v) {
  if (t->kind == IR_TY_HALF) return run_f64_to_f16(v);
  if (t->kind == IR_TY_FLOAT) {
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
  }
  uint64_t w;
  memcpy(&w, &v, 8);
  return w;
}

float run_f32(uint64_t w) {
  uint32_t u = (uint32_t)w;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

uint64_t run_f32w(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

/* ---- types -------------------------------------------------------------------- */

static bool is_handle_type(const IrType *t) {
  return t->kind == IR_TY_STRUCT && t->name && !strncmp(t->name, "dx.types.", 9) &&
         strstr(t->name, "Handle") != NULL;
}

/* Words a value of type t takes in a register file. */
uint32_t run_words(const IrType *t) {
  switch (t->kind) {
  case IR_TY_VECTOR: case IR_TY_ARRAY: return (uint32_t)t->count * run_words(t->elem);
  case IR_TY_STRUCT: {
    if (is_handle_type(t)) return 1;
    uint32_t n = 0;
    for (uint32_t i = 0; i < t->nmembers; i++) n += run_words(t->members[i]);
    return n;
  }
  case IR_TY_VOID: case IR_TY_LABEL: case IR_TY_METADATA: case IR_TY_FUNC: return 0;
  default: return 1;
  }
}

/* Byte offset of member k of struct t under the module's layout. */
static uint64_t member_offset(RunProgram *p, const IrType *t, uint32_t k) {
  uint64_t off = 0;
  for (uint32_t i = 0; i <= k && i < t->nmembers; i++) {
    uint32_t a = t->packed ? 1 : ir_type_align_in(p->m, t->members[i]);
    off = (off + a - 1) / a * a;
    if (i < k) off += ir_type_size_in(p->m, t->members[i]);
  }
  return off;
}

/* Stored bytes of a scalar of type t (its width rounded up to bytes; an i1
 * takes 4 bytes, as DXIL's layout says). */
static uint32_t scalar_bytes(RunProgram *p, const IrType *t) {
  if (t->kind == IR_TY_INT && t->bits == 1) return 4;
  if (t->kind == IR_TY_PTR) return 8; /* our pointers; never stored by DXIL */
  uint64_t s = ir_type_size_in(p->m, t);
  return (uint32_t)(s > 8 ? 8 : s);
}

/* Reads a value of type t from memory at b (flattened into words). */
static void mem_read(RunProgram *p, const IrType *t, const uint8_t *b, uint64_t *out) {
  switch (t->kind) {
  case IR_TY_VECTOR: case IR_TY_ARRAY: {
    uint64_t es = ir_type_size_in(p->m, t->elem);
    uint32_t ew = run_words(t->elem);
    for (uint64_t i = 0; i < t->count; i++) mem_read(p, t->elem, b + i * es, out + i * ew);
    return;
  }
  case IR_TY_STRUCT: {
    if (is_handle_type(t)) { memcpy(out, b, 8); return; }
    uint32_t w = 0;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      mem_read(p, t->members[i], b + member_offset(p, t, i), out + w);
      w += run_words(t->members[i]);
    }
    return;
  }
  default: {
    uint64_t v = 0;
    uint32_t n = scalar_bytes(p, t);
    if (t->kind == IR_TY_HALF && n > 2) n = 2;
    memcpy(&v, b, n);
    if (t->kind == IR_TY_INT) v = run_mask(v, t->bits);
    *out = v;
    return;
  }
  }
}

void run_mem_write(RunProgram *p, const IrType *t, uint8_t *b, const uint64_t *in);
static void mem_write(RunProgram *p, const IrType *t, uint8_t *b, const uint64_t *in) {
  switch (t->kind) {
  case IR_TY_VECTOR: case IR_TY_ARRAY: {
    uint64_t es = ir_type_size_in(p->m, t->elem);
    uint32_t ew = run_words(t->elem);
    for (uint64_t i = 0; i < t->count; i++) mem_write(p, t->elem, b + i * es, in + i * ew);
    return;
  }
  case IR_TY_STRUCT: {
    if (is_handle_type(t)) { memcpy(b, in, 8); return; }
    uint32_t w = 0;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      mem_write(p, t->members[i], b + member_offset(p, t, i), in + w);
      w += run_words(t->members[i]);
    }
    return;
  }
  default: {
    uint32_t n = scalar_bytes(p, t);
    if (t->kind == IR_TY_HALF && n > 2) n = 2;
    uint64_t v = *in;
    memcpy(b, &v, n);
    return;
  }
  }
}

void run_mem_write(RunProgram *p, const IrType *t, uint8_t *b, const uint64_t *in) { mem_write(p, t, b, in); }
void run_mem_read(RunProgram *p, const IrType *t, const uint8_t *b, uint64_t *out) { mem_read(p, t, b, out); }

/* ---- errors ------------------------------------------------------------------- */

bool run_fail(RunProgram *p, const IrInst *i, const char *fmt, ...) {
  if (p->failed) return false;
  p->failed = true;
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (i) {
    StrBuf sb = {0};
    ir_print_inst(&sb, p->m, (IrInst *)i);
    const char *txt = sb.data ? sb.data : "";
    while (*txt == ' ') txt++;
    size_t n = strlen(txt);
    while (n && (txt[n - 1] == '\n' || txt[n - 1] == ' ')) n--;
    diag_error(p->d, RUN_EXEC, srcloc_none(), "%s (executing '%.*s')", msg, (int)(n > 300 ? 300 : n), txt);
    sb_free(&sb);
  } else {
    diag_error(p->d, RUN_EXEC, srcloc_none(), "%s", msg);
  }
  return false;
}

/* ---- memory ------------------------------------------------------------------- */

/* The bytes [off, off+size) of the region ptr points into, or NULL (after
 * reporting) when the access is outside it. */
uint8_t *run_mem(RunProgram *p, RunThread *t, const IrInst *i, uint64_t ptr, uint64_t size, bool write) {
  uint32_t region = (uint32_t)(ptr >> 56);
  uint64_t off = ptr & ((1ull << 56) - 1);
  uint8_t *base = NULL;
  uint64_t len = 0;
  switch (region) {
  case RUN_REG_PRIV: base = t->priv; len = p->priv_size; break;
  case RUN_REG_GS: base = p->gs; len = p->gs_size; break;
  case RUN_REG_CONST:
    if (write) {
      run_fail(p, i, "store to constant memory");
      return NULL;
    }
    base = p->const_mem;
    len = p->const_size;
    break;
  default:
    run_fail(p, i, "memory access through a null or invalid pointer");
    return NULL;
  }
  if (off > len || size > len - off) {
    run_fail(p, i, "memory access out of bounds (offset %llu, %llu bytes, of %llu)", (unsigned long long)off,
             (unsigned long long)size, (unsigned long long)len);
    return NULL;
  }
  return base + off;
}

/* ---- operands ----------------------------------------------------------------- */

static uint64_t global_ptr(RunProgram *p, IrGlobal *g) {
  RunPlace *pl = &p->gplace[g->v.num];
  return ((uint64_t)pl->region << 56) | pl->offset;
}

static bool eval_const(RunProgram *p, RunThread *t, IrValue *v, uint64_t *out);

/* The pointer a GEP over src_elem computes from base with indices idx. */
static uint64_t gep_offset(RunProgram *p, IrType *src, IrValue *const *idx, uint32_t n, RunThread *t,
                           bool *ok) {
  int64_t off = 0;
  IrType *ty = src;
  for (uint32_t k = 0; k < n; k++) {
    uint64_t w = 0;
    if (!run_eval(p, t, idx[k], &w)) { *ok = false; return 0; }
    int64_t iv = run_sext(w, idx[k]->type->kind == IR_TY_INT ? idx[k]->type->bits : 64);
    if (k == 0) {
      off += iv * (int64_t)ir_type_size_in(p->m, src);
      continue;
    }
    if (ty->kind == IR_TY_STRUCT) {
      if (iv < 0 || (uint64_t)iv >= ty->nmembers) { *ok = false; return 0; }
      off += (int64_t)member_offset(p, ty, (uint32_t)iv);
      ty = ty->members[iv];
    } else if (ty->kind == IR_TY_ARRAY || ty->kind == IR_TY_VECTOR) {
      off += iv * (int64_t)ir_type_size_in(p->m, ty->elem);
      ty = ty->elem;
    } else {
      *ok = false;
      return 0;
    }
  }
  return (uint64_t)off;
}

static bool eval_const(RunProgram *p, RunThread *t, IrValue *v, uint64_t *out) {
  IrConst *c = (IrConst *)v;
  switch (v->kind) {
  case IR_V_CONST_INT: *out = v->type->kind == IR_TY_INT ? run_mask(c->ival, v->type->bits) : c->ival; return true;
  case IR_V_CONST_FP: *out = c->fbits; return true;
  case IR_V_CONST_NULL: *out = 0; return true;
  case IR_V_CONST_ZERO: case IR_V_UNDEF: case IR_V_POISON:
    memset(out, 0, sizeof(uint64_t) * run_words(v->type));
    return true;
  case IR_V_CONST_AGG: {
    uint32_t w = 0;
    for (uint32_t k = 0; k < c->nelems; k++) {
      if (!run_eval(p, t, c->elems[k], out + w)) return false;
      w += run_words(c->elems[k]->type);
    }
    return true;
  }
  case IR_V_CONST_DATA: {
    IrType *et = v->type->elem;
    uint32_t es = et ? scalar_bytes(p, et) : 1;
    uint64_t n = v->type->count;
    for (uint64_t k = 0; k < n; k++) {
      uint64_t x = 0;
      if ((k + 1) * es <= c->nbytes) memcpy(&x, c->bytes + k * es, es);
      out[k] = x;
    }
    return true;
  }
  case IR_V_CONST_EXPR: {
    if (c->expr_op == IR_GEP) {
      uint64_t base = 0;
      if (!run_eval(p, t, c->elems[0], &base)) return false;
      bool ok = true;
      uint64_t off = gep_offset(p, c->expr_type, c->elems + 1, c->nelems - 1, t, &ok);
      if (!ok) return run_fail(p, NULL, "unsupported constant getelementptr");
      *out = base + off;
      return true;
    }
    if (c->expr_op == IR_BITCAST || c->expr_op == IR_ADDRSPACECAST) return run_eval(p, t, c->elems[0], out);
    return run_fail(p, NULL, "unsupported constant expression (%s)", ir_opcode_name((IrOpcode)c->expr_op));
  }
  case IR_V_GLOBAL: *out = global_ptr(p, (IrGlobal *)v); return true;
  default: return run_fail(p, NULL, "unsupported operand kind %d", (int)v->kind);
  }
}

bool run_eval(RunProgram *p, RunThread *t, IrValue *v, uint64_t *out) {
  if (v->kind == IR_V_INST) {
    IrInst *i = (IrInst *)v;
    memcpy(out, t->regs + p->woff[i->v.num], sizeof(uint64_t) * run_words(v->type));
    return true;
  }
  return eval_const(p, t, v, out);
}

uint64_t *run_reg(RunProgram *p, RunThread *t, const IrInst *i) { return t->regs + p->woff[i->v.num]; }

/* ---- arithmetic --------------------------------------------------------------- */

static uint64_t int_binop(IrOpcode op, uint32_t bits, uint64_t a, uint64_t b) {
  a = run_mask(a, bits);
  b = run_mask(b, bits);
  uint64_t all = run_mask(~0ull, bits);
  switch (op) {
  case IR_ADD: return run_mask(a + b, bits);
  case IR_SUB: return run_mask(a - b, bits);
  case IR_MUL: return run_mask(a * b, bits);
  /* Division by zero gives all ones, as D3D's udiv does (and as GPUs do
   * for signed division too: the offload suite's idiv-edges). */
  case IR_UDIV: return b ? a / b : all;
  case IR_UREM: return b ? a % b : all;
  case IR_SDIV: {
    int64_t x = run_sext(a, bits), y = run_sext(b, bits);
    if (!y) return all;
    if (y == -1) return run_mask(0 - (uint64_t)x, bits); /* INT_MIN / -1 wraps */
    return run_mask((uint64_t)(x / y), bits);
  }
  case IR_SREM: {
    int64_t x = run_sext(a, bits), y = run_sext(b, bits);
    if (!y) return all;
    if (y == -1) return 0;
    return run_mask((uint64_t)(x % y), bits);
  }
  /* Shift amounts are masked to the width, as D3D's shifts are (DXC masks
   * them in the IR already; LLVM would call an oversized shift poison). */
  case IR_SHL: return run_mask(a << (b % bits), bits);
  case IR_LSHR: return a >> (b % bits);
  case IR_ASHR: return run_mask((uint64_t)(run_sext(a, bits) >> (b % bits)), bits);
  case IR_AND: return a & b;
  case IR_OR: return a | b;
  case IR_XOR: return a ^ b;
  default: return 0;
  }
}

/* D3D flushes 32-bit float denormals to zero (sign kept) on the inputs and
 * results of arithmetic; halves and doubles keep theirs. */
float run_ftz(float f) { return fpclassify(f) == FP_SUBNORMAL ? copysignf(0.0f, f) : f; }

static uint64_t fp_binop(IrOpcode op, const IrType *t, uint64_t a, uint64_t b) {
  if (t->kind == IR_TY_FLOAT) {
    float x = run_ftz(run_f32(a)), y = run_ftz(run_f32(b)), r = 0;
    switch (op) {
    case IR_FADD: r = x + y; break;
    case IR_FSUB: r = x - y; break;
    case IR_FMUL: r = x * y; break;
    case IR_FDIV: r = x / y; break;
    case IR_FREM: r = fmodf(x, y); break;
    default: break;
    }
    return run_f32w(run_ftz(r));
  }
  double x = run_fget(t, a), y = run_fget(t, b), r = 0;
  switch (op) {
  case IR_FADD: r = x + y; break;
  case IR_FSUB: r = x - y; break;
  case IR_FMUL: r = x * y; break;
  case IR_FDIV: r = x / y; break;
  case IR_FREM: r = fmod(x, y); break;
  default: break;
  }
  return run_fput(t, r);
}

static bool fcmp(uint32_t pred, double x, double y) {
  bool uno = isnan(x) || isnan(y);
  switch (pred) {
  case IR_FCMP_FALSE: return false;
  case IR_FCMP_OEQ: return !uno && x == y;
  case IR_FCMP_OGT: return !uno && x > y;
  case IR_FCMP_OGE: return !uno && x >= y;
  case IR_FCMP_OLT: return !uno && x < y;
  case IR_FCMP_OLE: return !uno && x <= y;
  case IR_FCMP_ONE: return !uno && x != y;
  case IR_FCMP_ORD: return !uno;
  case IR_FCMP_UNO: return uno;
  case IR_FCMP_UEQ: return uno || x == y;
  case IR_FCMP_UGT: return uno || x > y;
  case IR_FCMP_UGE: return uno || x >= y;
  case IR_FCMP_ULT: return uno || x < y;
  case IR_FCMP_ULE: return uno || x <= y;
  case IR_FCMP_UNE: return uno || x != y;
  default: return true;
  }
}

static bool icmp(uint32_t pred, uint32_t bits, uint64_t a, uint64_t b) {
  a = run_mask(a, bits);
  b = run_mask(b, bits);
  int64_t x = run_sext(a, bits), y = run_sext(b, bits);
  switch (pred) {
  case IR_ICMP_EQ: return a == b;
  case IR_ICMP_NE: return a != b;
  case IR_ICMP_UGT: return a > b;
  case IR_ICMP_UGE: return a >= b;
  case IR_ICMP_ULT: return a < b;
  case IR_ICMP_ULE: return a <= b;
  case IR_ICMP_SGT: return x > y;
  case IR_ICMP_SGE: return x >= y;
  case IR_ICMP_SLT: return x < y;
  case IR_ICMP_SLE: return x <= y;
  default: return false;
  }
}

/* Float to integer as D3D converts: NaN gives 0, out-of-range values clamp. */
uint64_t run_fp_to_int(double d, uint32_t bits, bool is_signed) {
  if (isnan(d)) return 0;
  d = trunc(d);
  if (is_signed) {
    double lo = -ldexp(1.0, (int)bits - 1), hi = ldexp(1.0, (int)bits - 1);
    if (d <= lo) return run_mask((uint64_t)1 << (bits - 1), bits);
    if (d >= hi) return run_mask(((uint64_t)1 << (bits - 1)) - 1, bits);
    return run_mask((uint64_t)(int64_t)d, bits);
  }
  if (d <= 0) return 0;
  if (d >= ldexp(1.0, (int)bits)) return run_mask(~0ull, bits);
  return (uint64_t)d;
}

static bool exec_cast(RunProgram *p, RunThread *t, IrInst *i) {
  IrType *st = ir_type_scalar(i->ops[0]->type), *dt = ir_type_scalar(i->v.type);
  uint32_t n = run_words(i->v.type), nin = run_words(i->ops[0]->type);
  uint64_t in[64], *out = run_reg(p, t, i);
  if (nin > 64 || n > 64) return run_fail(p, i, "vector too wide");
  if (!run_eval(p, t, i->ops[0], in)) return false;
  if (i->op == IR_BITCAST || i->op == IR_ADDRSPACECAST || i->op == IR_PTRTOINT || i->op == IR_INTTOPTR) {
    if (n == nin) {
      if (i->op == IR_BITCAST && dt->kind == IR_TY_INT)
        for (uint32_t k = 0; k < n; k++) out[k] = run_mask(in[k], dt->bits);
      else memcpy(out, in, sizeof(uint64_t) * n);
      return true;
    }
    /* A bitcast between vector shapes: through the bytes. */
    uint8_t bytes[512];
    uint32_t sb = scalar_bytes(p, st), db = scalar_bytes(p, dt);
    if (nin * sb > sizeof bytes || n * db != nin * sb) return run_fail(p, i, "unsupported bitcast");
    for (uint32_t k = 0; k < nin; k++) memcpy(bytes + k * sb, &in[k], sb);
    for (uint32_t k = 0; k < n; k++) {
      out[k] = 0;
      memcpy(&out[k], bytes + k * db, db);
    }
    return true;
  }
  for (uint32_t k = 0; k < n; k++) {
    uint64_t a = in[k], r = 0;
    switch (i->op) {
    case IR_TRUNC: r = run_mask(a, dt->bits); break;
    case IR_ZEXT: r = run_mask(a, st->bits); break;
    case IR_SEXT: r = run_mask((uint64_t)run_sext(a, st->bits), dt->bits); break;
    case IR_FPTOUI: r = run_fp_to_int(run_fget(st, a), dt->bits, false); break;
    case IR_FPTOSI: r = run_fp_to_int(run_fget(st, a), dt->bits, true); break;
    case IR_UITOFP: {
      uint64_t u = run_mask(a, st->bits);
      r = dt->kind == IR_TY_FLOAT ? run_f32w((float)u) : run_fput(dt, (double)u);
      if (dt->kind == IR_TY_HALF) r = run_f32_to_f16((float)u);
      break;
    }
    case IR_SITOFP: {
      int64_t s = run_sext(a, st->bits);
      r = dt->kind == IR_TY_FLOAT ? run_f32w((float)s) : run_fput(dt, (double)s);
      if (dt->kind == IR_TY_HALF) r = run_f32_to_f16((float)s);
      break;
    }
    case IR_FPTRUNC: case IR_FPEXT: r = run_fput(dt, run_fget(st, a)); break;
    default: return run_fail(p, i, "unsupported cast");
    }
    out[k] = r;
  }
  return true;
}

/* Word offset and type of the element an extractvalue/insertvalue index
 * path reaches. */
static bool agg_path(IrType *t, const uint32_t *idx, uint32_t n, uint32_t *woff, IrType **et) {
  uint32_t w = 0;
  for (uint32_t k = 0; k < n; k++) {
    if (t->kind == IR_TY_STRUCT) {
      if (idx[k] >= t->nmembers) return false;
      for (uint32_t j = 0; j < idx[k]; j++) w += run_words(t->members[j]);
      t = t->members[idx[k]];
    } else if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) {
      if (idx[k] >= t->count) return false;
      w += idx[k] * run_words(t->elem);
      t = t->elem;
    } else {
      return false;
    }
  }
  *woff = w;
  *et = t;
  return true;
}

/* ---- control flow --------------------------------------------------------------- */

/* Moves t from its block to dest: the phis of dest take their values for
 * the edge (all read before any is written, as phis are parallel). */
static bool goto_block(RunProgram *p, RunThread *t, IrInst *term, IrBlock *dest) {
  IrBlock *from = t->block;
  uint32_t used = 0;
  IrInst *i = dest->first;
  for (; i && i->op == IR_PHI; i = i->next) {
    IrValue *in = NULL;
    for (uint32_t k = 0; k + 1 < i->nops; k += 2)
      if ((IrBlock *)i->ops[k + 1] == from) {
        in = i->ops[k];
        break;
      }
    if (!in) return run_fail(p, i, "phi has no value for the edge taken");
    uint32_t w = run_words(i->v.type);
    if (used + w > p->scratch_words) return run_fail(p, i, "too many phi values");
    if (!run_eval(p, t, in, p->scratch + used)) return false;
    used += w;
  }
  used = 0;
  for (IrInst *q = dest->first; q && q->op == IR_PHI; q = q->next) {
    uint32_t w = run_words(q->v.type);
    memcpy(run_reg(p, t, q), p->scratch + used, sizeof(uint64_t) * w);
    used += w;
  }
  (void)term;
  t->block = dest;
  t->pc = i;
  return true;
}

/* ---- one thread ------------------------------------------------------------------- */

static bool exec_binop(RunProgram *p, RunThread *t, IrInst *i) {
  uint32_t n = run_words(i->v.type);
  uint64_t a[64], b[64], *out = run_reg(p, t, i);
  if (n > 64) return run_fail(p, i, "vector too wide");
  if (!run_eval(p, t, i->ops[0], a) || !run_eval(p, t, i->ops[1], b)) return false;
  IrType *st = ir_type_scalar(i->v.type);
  for (uint32_t k = 0; k < n; k++)
    out[k] = st->kind == IR_TY_INT ? int_binop(i->op, st->bits, a[k], b[k]) : fp_binop(i->op, st, a[k], b[k]);
  return true;
}

static bool exec_atomic(RunProgram *p, RunThread *t, IrInst *i) {
  uint64_t ptr = 0;
  if (!run_eval(p, t, i->ops[0], &ptr)) return false;
  IrType *vt = i->op == IR_ATOMICRMW ? i->ops[1]->type : i->ops[1]->type;
  uint32_t sz = scalar_bytes(p, vt);
  uint8_t *m = run_mem(p, t, i, ptr, sz, true);
  if (!m) return false;
  uint64_t old = 0;
  memcpy(&old, m, sz);
  uint32_t bits = vt->bits;
  uint64_t *out = run_reg(p, t, i);
  if (i->op == IR_CMPXCHG) {
    uint64_t cmp = 0, nv = 0;
    if (!run_eval(p, t, i->ops[1], &cmp) || !run_eval(p, t, i->ops[2], &nv)) return false;
    bool eq = run_mask(old, bits) == run_mask(cmp, bits);
    if (eq) memcpy(m, &nv, sz);
    out[0] = old;
    out[1] = eq;
    return true;
  }
  uint64_t v = 0, r = 0;
  if (!run_eval(p, t, i->ops[1], &v)) return false;
  int64_t so = run_sext(old, bits), sv = run_sext(v, bits);
  switch (i->aux & 0xff) {
  case IR_RMW_XCHG: r = v; break;
  case IR_RMW_ADD: r = old + v; break;
  case IR_RMW_SUB: r = old - v; break;
  case IR_RMW_AND: r = old & v; break;
  case IR_RMW_NAND: r = ~(old & v); break;
  case IR_RMW_OR: r = old | v; break;
  case IR_RMW_XOR: r = old ^ v; break;
  case IR_RMW_MAX: r = so > sv ? old : v; break;
  case IR_RMW_MIN: r = so < sv ? old : v; break;
  case IR_RMW_UMAX: r = run_mask(old, bits) > run_mask(v, bits) ? old : v; break;
  case IR_RMW_UMIN: r = run_mask(old, bits) < run_mask(v, bits) ? old : v; break;
  default: return run_fail(p, i, "unsupported atomicrmw operation");
  }
  r = run_mask(r, bits);
  memcpy(m, &r, sz);
  out[0] = run_mask(old, bits);
  return true;
}

/* Runs t until it finishes or stops (RUN_TH_*); false on an error. */
bool run_thread(RunProgram *p, RunThread *t) {
  uint64_t a[64];
  for (;;) {
    IrInst *i = t->pc;
    if (!i) return run_fail(p, NULL, "execution fell off the end of a block");
    if (++p->executed > p->budget)
      return run_fail(p, NULL, "instruction budget of %llu exhausted (use --budget to raise it)",
                      (unsigned long long)p->budget);
    switch (i->op) {
    case IR_RET:
      t->state = RUN_TH_DONE;
      return true;
    case IR_BR: {
      IrBlock *dest;
      if (i->nops == 1) dest = (IrBlock *)i->ops[0];
      else {
        if (!run_eval(p, t, i->ops[0], a)) return false;
        dest = (IrBlock *)(a[0] & 1 ? i->ops[1] : i->ops[2]);
      }
      if (!goto_block(p, t, i, dest)) return false;
      if (t->block_step) return true;
      continue;
    }
    case IR_SWITCH: {
      if (!run_eval(p, t, i->ops[0], a)) return false;
      uint32_t bits = i->ops[0]->type->bits;
      IrBlock *dest = (IrBlock *)i->ops[1];
      for (uint32_t k = 2; k + 1 < i->nops; k += 2) {
        uint64_t cv = 0;
        if (!run_eval(p, t, i->ops[k], &cv)) return false;
        if (run_mask(cv, bits) == run_mask(a[0], bits)) {
          dest = (IrBlock *)i->ops[k + 1];
          break;
        }
      }
      if (!goto_block(p, t, i, dest)) return false;
      if (t->block_step) return true;
      continue;
    }
    case IR_UNREACHABLE: return run_fail(p, i, "reached 'unreachable'");
    case IR_ADD: case IR_SUB: case IR_MUL: case IR_UDIV: case IR_SDIV: case IR_UREM: case IR_SREM:
    case IR_SHL: case IR_LSHR: case IR_ASHR: case IR_AND: case IR_OR: case IR_XOR:
    case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FDIV: case IR_FREM:
      if (!exec_binop(p, t, i)) return false;
      break;
    case IR_FNEG: {
      uint32_t n = run_words(i->v.type);
      uint64_t *out = run_reg(p, t, i);
      if (n > 64 || !run_eval(p, t, i->ops[0], a)) return run_fail(p, i, "bad fneg");
      IrType *st = ir_type_scalar(i->v.type);
      uint64_t sign = st->kind == IR_TY_HALF ? 0x8000 : st->kind == IR_TY_FLOAT ? 0x80000000u : 1ull << 63;
      for (uint32_t k = 0; k < n; k++) out[k] = a[k] ^ sign;
      break;
    }
    case IR_TRUNC: case IR_ZEXT: case IR_SEXT: case IR_FPTOUI: case IR_FPTOSI: case IR_UITOFP:
    case IR_SITOFP: case IR_FPTRUNC: case IR_FPEXT: case IR_PTRTOINT: case IR_INTTOPTR: case IR_BITCAST:
    case IR_ADDRSPACECAST:
      if (!exec_cast(p, t, i)) return false;
      break;
    case IR_ALLOCA:
      run_reg(p, t, i)[0] = ((uint64_t)RUN_REG_PRIV << 56) | p->aoff[i->v.num];
      break;
    case IR_LOAD: {
      uint64_t ptr = 0;
      if (!run_eval(p, t, i->ops[0], &ptr)) return false;
      uint8_t *m = run_mem(p, t, i, ptr, ir_type_size_in(p->m, i->v.type), false);
      if (!m) return false;
      mem_read(p, i->v.type, m, run_reg(p, t, i));
      break;
    }
    case IR_STORE: {
      uint64_t ptr = 0;
      IrType *vt = i->ops[0]->type;
      uint32_t n = run_words(vt);
      uint64_t *buf = n <= 64 ? a : p->tmp;
      if (!run_eval(p, t, i->ops[1], &ptr) || !run_eval(p, t, i->ops[0], buf)) return false;
      uint8_t *m = run_mem(p, t, i, ptr, ir_type_size_in(p->m, vt), true);
      if (!m) return false;
      mem_write(p, vt, m, buf);
      break;
    }
    case IR_GEP: {
      uint64_t base = 0;
      if (!run_eval(p, t, i->ops[0], &base)) return false;
      bool ok = true;
      uint64_t off = gep_offset(p, i->aux_type, i->ops + 1, i->nops - 1, t, &ok);
      if (!ok) return run_fail(p, i, "unsupported getelementptr");
      run_reg(p, t, i)[0] = base + off;
      break;
    }
    case IR_ATOMICRMW: case IR_CMPXCHG:
      if (!exec_atomic(p, t, i)) return false;
      break;
    case IR_ICMP: case IR_FCMP: {
      uint32_t n = run_words(i->v.type);
      uint64_t b[64], *out = run_reg(p, t, i);
      if (n > 64) return run_fail(p, i, "vector too wide");
      if (!run_eval(p, t, i->ops[0], a) || !run_eval(p, t, i->ops[1], b)) return false;
      IrType *st = ir_type_scalar(i->ops[0]->type);
      for (uint32_t k = 0; k < n; k++)
        out[k] = i->op == IR_ICMP ? icmp(i->aux, st->kind == IR_TY_INT ? st->bits : 64, a[k], b[k])
                                  : st->kind == IR_TY_FLOAT
                                      ? fcmp(i->aux, run_ftz(run_f32(a[k])), run_ftz(run_f32(b[k])))
                                      : fcmp(i->aux, run_fget(st, a[k]), run_fget(st, b[k]));
      break;
    }
    case IR_PHI: break; /* set on entry to the block */
    case IR_SELECT: {
      uint32_t n = run_words(i->v.type), nc = run_words(i->ops[0]->type);
      uint64_t c[64], x[64], y[64], *out = run_reg(p, t, i);
      if (n > 64) return run_fail(p, i, "value too wide");
      if (!run_eval(p, t, i->ops[0], c) || !run_eval(p, t, i->ops[1], x) || !run_eval(p, t, i->ops[2], y))
        return false;
      for (uint32_t k = 0; k < n; k++) out[k] = (c[nc == 1 ? 0 : k] & 1) ? x[k] : y[k];
      break;
    }
    case IR_CALL: {
      uint32_t op = dxil_op_of_call(i);
      if (op == UINT32_MAX) {
        IrFunc *f = ir_call_callee(i);
        return run_fail(p, i, "call of '%s' is not supported (only dx.op functions)",
                        f && f->v.name ? f->v.name : "?");
      }
      int r = run_dxop(p, t, i, op);
      if (r < 0) return false;
      if (r > 0) return true; /* stopped: t->state says why */
      break;
    }
    case IR_EXTRACTELEMENT: {
      uint64_t idx = 0;
      uint32_t ew = run_words(i->v.type), n = run_words(i->ops[0]->type);
      if (n > 64 || !run_eval(p, t, i->ops[0], a) || !run_eval(p, t, i->ops[1], &idx))
        return run_fail(p, i, "bad extractelement");
      uint64_t cnt = i->ops[0]->type->count;
      if (idx >= cnt) memset(run_reg(p, t, i), 0, 8 * ew);
      else memcpy(run_reg(p, t, i), a + idx * ew, 8 * ew);
      break;
    }
    case IR_INSERTELEMENT: {
      uint64_t idx = 0, e[8];
      uint32_t ew = run_words(i->ops[1]->type), n = run_words(i->v.type);
      if (n > 64 || ew > 8 || !run_eval(p, t, i->ops[0], a) || !run_eval(p, t, i->ops[1], e) ||
          !run_eval(p, t, i->ops[2], &idx))
        return run_fail(p, i, "bad insertelement");
      if (idx < i->v.type->count) memcpy(a + idx * ew, e, 8 * ew);
      memcpy(run_reg(p, t, i), a, 8 * n);
      break;
    }
    case IR_SHUFFLEVECTOR: {
      uint64_t b[64];
      uint32_t n1 = (uint32_t)i->ops[0]->type->count;
      if (run_words(i->ops[0]->type) > 64 || !run_eval(p, t, i->ops[0], a) || !run_eval(p, t, i->ops[1], b))
        return run_fail(p, i, "bad shufflevector");
      uint64_t *out = run_reg(p, t, i);
      for (uint32_t k = 0; k < i->nindices; k++) {
        uint32_t m = i->indices[k];
        out[k] = m == UINT32_MAX || m >= 2 * n1 ? 0 : m < n1 ? a[m] : b[m - n1];
      }
      break;
    }
    case IR_EXTRACTVALUE: case IR_INSERTVALUE: {
      uint32_t n = run_words(i->ops[0]->type), woff = 0;
      IrType *et = NULL;
      uint64_t *buf = n <= 64 ? a : p->tmp;
      if (!agg_path(i->ops[0]->type, i->indices, i->nindices, &woff, &et))
        return run_fail(p, i, "bad aggregate index");
      if (!run_eval(p, t, i->ops[0], buf)) return false;
      uint32_t ew = run_words(et);
      if (i->op == IR_EXTRACTVALUE) {
        memcpy(run_reg(p, t, i), buf + woff, 8 * ew);
      } else {
        if (!run_eval(p, t, i->ops[1], buf + woff)) return false;
        memcpy(run_reg(p, t, i), buf, 8 * n);
      }
      break;
    }
    case IR_FREEZE: {
      uint32_t n = run_words(i->v.type);
      if (n > 64 || !run_eval(p, t, i->ops[0], a)) return run_fail(p, i, "bad freeze");
      memcpy(run_reg(p, t, i), a, 8 * n);
      break;
    }
    default: return run_fail(p, i, "unsupported instruction '%s'", ir_opcode_name(i->op));
    }
    t->pc = i->next;
  }
}
