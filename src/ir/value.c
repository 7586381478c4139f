/* value.c - constants (interned scalars, aggregates, expressions),
 * metadata constructors and attribute sets. */
#include "ir_internal.h"

#include <math.h>
#include <string.h>

/* ---- half precision conversion ---------------------------------------- */

uint16_t ir_double_to_half(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  uint16_t sign = (uint16_t)((b >> 48) & 0x8000);
  int exp = (int)((b >> 52) & 0x7ff);
  uint64_t mant = b & 0xfffffffffffffull;
  if (exp == 0x7ff) { /* inf / nan: keep the top mantissa bits, force quiet-ish nan */
    if (!mant) return sign | 0x7c00;
    uint16_t m = (uint16_t)(mant >> 42);
    return sign | 0x7c00 | (m ? m : 0x200);
  }
  if (exp == 0 && mant == 0) return sign;
  /* value = 1.mant * 2^(exp-1023) (normal doubles; double denormals are far
   * below half's range and round to zero). */
  if (exp == 0) return sign;
  int e = exp - 1023;
  uint64_t full = mant | (1ull << 52); /* 53-bit significand */
  int he = e + 15;                     /* biased half exponent */
  int shift;                           /* bits of `full` to drop */
  if (he >= 31) return sign | 0x7c00;
  if (he <= 0) {
    /* subnormal half: value = m * 2^-24 */
    shift = 52 - 10 + (1 - he);
    if (shift > 63) return sign;
  } else {
    shift = 52 - 10;
  }
  uint64_t m = full >> shift;
  uint64_t rem = full & ((1ull << shift) - 1);
  uint64_t half = 1ull << (shift - 1);
  if (rem > half || (rem == half && (m & 1))) m++;
  if (he <= 0) {
    /* m may have carried into the normal range, which encodes correctly. */
    return sign | (uint16_t)m;
  }
  if (m >> 11) { /* carry out of the significand */
    m >>= 1;
    he++;
    if (he >= 31) return sign | 0x7c00;
  }
  return sign | (uint16_t)(he << 10) | (uint16_t)(m & 0x3ff);
}

double ir_half_to_double(uint16_t h) {
  int sign = h >> 15, exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  double v;
  if (exp == 0) v = ldexp((double)mant, -24);
  else if (exp == 31) v = mant ? NAN : INFINITY;
  else v = ldexp((double)(mant | 0x400), exp - 25);
  return sign ? -v : v;
}

/* ---- interned scalar constants --------------------------------------- */

typedef struct ConstKey {
  IrValueKind kind;
  IrType *type;
  uint64_t bits;
} ConstKey;

static bool const_eq(const void *item, const void *key) {
  const IrConst *c = item;
  const ConstKey *k = key;
  if (c->v.kind != k->kind || c->v.type != k->type) return false;
  if (k->kind == IR_V_CONST_INT) return c->ival == k->bits;
  if (k->kind == IR_V_CONST_FP) return c->fbits == k->bits;
  return true;
}

static uint64_t const_hash(const ConstKey *k) {
  uint64_t h = ir_hash_mix(0xc0, (uint64_t)k->kind);
  h = ir_hash_mix(h, k->type ? k->type->id + 1 : 0);
  return ir_hash_mix(h, k->bits);
}

static IrConst *const_get(IrModule *m, IrValueKind kind, IrType *t, uint64_t bits, bool *fresh) {
  IrIntern *in = ir_intern(m);
  if (!t || !in) return NULL;
  ConstKey k = {kind, t, bits};
  uint64_t h = const_hash(&k);
  IrConst *c = ir_hset_find(&in->consts, h, const_eq, &k);
  if (fresh) *fresh = c == NULL;
  if (c) return c;
  c = arena_alloc(m->arena, sizeof *c);
  if (!c) return NULL;
  c->v.kind = kind;
  c->v.type = t;
  if (kind == IR_V_CONST_INT) c->ival = bits;
  if (kind == IR_V_CONST_FP) c->fbits = bits;
  if (!ir_hset_insert(m->arena, &in->consts, h, c)) return NULL;
  return c;
}

/* A vector-typed request for a scalar constant gives a splat. */
static IrValue *splat(IrModule *m, IrType *vt, IrValue *s) {
  if (!s) return NULL;
  IrValue **el = arena_alloc(m->arena, sizeof(IrValue *) * (vt->count ? vt->count : 1));
  if (!el) return NULL;
  for (uint64_t i = 0; i < vt->count; i++) el[i] = s;
  return ir_const_agg(m, vt, el, (uint32_t)vt->count);
}

IrValue *ir_const_int(IrModule *m, IrType *t, uint64_t v) {
  if (!t) return NULL;
  if (t->kind == IR_TY_VECTOR) return splat(m, t, ir_const_int(m, t->elem, v));
  if (t->kind != IR_TY_INT) return NULL;
  if (t->bits < 64) v &= (1ull << t->bits) - 1;
  IrIntern *in = ir_intern(m);
  int slot = v < IR_SMALL_INTS && in ? ir_int_slot(t->bits) : -1;
  if (slot >= 0 && in->small_int[slot][v]) return &in->small_int[slot][v]->v;
  IrConst *c = const_get(m, IR_V_CONST_INT, t, v, NULL);
  if (slot >= 0) in->small_int[slot][v] = c;
  return (IrValue *)c;
}

IrValue *ir_const_i1(IrModule *m, bool v) { return ir_const_int(m, ir_type_int(m, 1), v); }
IrValue *ir_const_i32(IrModule *m, uint32_t v) { return ir_const_int(m, ir_type_int(m, 32), v); }

IrValue *ir_const_fp_bits(IrModule *m, IrType *t, uint64_t bits) {
  if (!t) return NULL;
  if (t->kind == IR_TY_VECTOR) return splat(m, t, ir_const_fp_bits(m, t->elem, bits));
  if (!ir_type_is_fp(t)) return NULL;
  if (t->kind == IR_TY_HALF) bits &= 0xffff;
  else if (t->kind == IR_TY_FLOAT) bits &= 0xffffffffull;
  bool fresh;
  IrConst *c = const_get(m, IR_V_CONST_FP, t, bits, &fresh);
  if (c && fresh) {
    if (t->kind == IR_TY_HALF) c->fval = ir_half_to_double((uint16_t)bits);
    else if (t->kind == IR_TY_FLOAT) {
      uint32_t b = (uint32_t)bits;
      float f;
      memcpy(&f, &b, 4);
      c->fval = f;
    } else memcpy(&c->fval, &bits, 8);
  }
  return (IrValue *)c;
}

IrValue *ir_const_fp(IrModule *m, IrType *t, double v) {
  if (!t) return NULL;
  if (t->kind == IR_TY_VECTOR) return splat(m, t, ir_const_fp(m, t->elem, v));
  uint64_t bits;
  switch (t->kind) {
  case IR_TY_HALF: bits = ir_double_to_half(v); break;
  case IR_TY_FLOAT: {
    float f = (float)v;
    uint32_t b;
    memcpy(&b, &f, 4);
    bits = b;
    break;
  }
  case IR_TY_DOUBLE: memcpy(&bits, &v, 8); break;
  default: return NULL;
  }
  return ir_const_fp_bits(m, t, bits);
}

IrValue *ir_const_null(IrModule *m, IrType *t) {
  return (IrValue *)const_get(m, IR_V_CONST_NULL, t, 0, NULL);
}

IrValue *ir_const_zero(IrModule *m, IrType *t) {
  if (!t) return NULL;
  switch (t->kind) {
  case IR_TY_INT: return ir_const_int(m, t, 0);
  case IR_TY_HALF: case IR_TY_FLOAT: case IR_TY_DOUBLE: return ir_const_fp_bits(m, t, 0);
  case IR_TY_PTR: case IR_TY_TARGET: return ir_const_null(m, t);
  case IR_TY_VECTOR: case IR_TY_ARRAY: case IR_TY_STRUCT:
    return (IrValue *)const_get(m, IR_V_CONST_ZERO, t, 0, NULL);
  default: return NULL;
  }
}

IrValue *ir_undef(IrModule *m, IrType *t) {
  return (IrValue *)const_get(m, IR_V_UNDEF, t, 0, NULL);
}

IrValue *ir_poison(IrModule *m, IrType *t) {
  return (IrValue *)const_get(m, IR_V_POISON, t, 0, NULL);
}

/* LLVM's isNullValue: integer 0, +0.0, null, zeroinitializer. */
static bool is_null_value(const IrValue *v) {
  const IrConst *c = (const IrConst *)v;
  switch (v->kind) {
  case IR_V_CONST_INT: return c->ival == 0;
  case IR_V_CONST_FP: return c->fbits == 0;
  case IR_V_CONST_NULL: case IR_V_CONST_ZERO: return true;
  default: return false;
  }
}

void ir_const_note_elem(IrModule *m, IrConst *c, IrValue *v) {
  IrIntern *in = ir_intern(m);
  if (!in || !v) return;
  uintptr_t h = 0;
  ir_pmap_get(&in->cusers, v, &h);
  IrCUse *head = (IrCUse *)h;
  if (head && head->c == c) return; /* the same element twice */
  IrCUse *u = arena_alloc(m->arena, sizeof *u);
  if (!u) return;
  u->c = c;
  u->next = head;
  ir_pmap_put(m->arena, &in->cusers, v, (uintptr_t)u);
}

void ir_const_note_elems(IrModule *m, IrConst *c) {
  for (uint32_t i = 0; i < c->nelems; i++) ir_const_note_elem(m, c, c->elems[i]);
}

IrValue *ir_const_splat(IrModule *m, IrType *vt, IrValue *elem) {
  if (!vt || vt->kind != IR_TY_VECTOR || !elem) return NULL;
  uint32_t n = (uint32_t)vt->count;
  IrValue *local[16];
  IrValue **el = n <= 16 ? local : arena_alloc(m->arena, sizeof(IrValue *) * n);
  if (!el) return NULL;
  for (uint32_t i = 0; i < n; i++) el[i] = elem;
  return ir_const_agg(m, vt, el, n);
}

IrValue *ir_const_agg(IrModule *m, IrType *t, IrValue **elems, uint32_t n) {
  if (!t) return NULL;
  for (uint32_t i = 0; i < n; i++)
    if (!elems[i]) return NULL;
  /* Fold like LLVM's ConstantArray/Vector/Struct::get so printed text
   * matches: all-poison -> poison, all-undef -> undef, all-null -> zero. */
  if (n > 0) {
    bool same = true, all_null = true, all_undef = true, all_poison = true;
    for (uint32_t i = 0; i < n; i++) {
      if (elems[i] != elems[0]) same = false;
      if (!is_null_value(elems[i])) all_null = false;
      if (elems[i]->kind != IR_V_UNDEF) all_undef = false;
      if (elems[i]->kind != IR_V_POISON) all_poison = false;
    }
    bool st = t->kind == IR_TY_STRUCT;
    if (all_poison && (same || st)) return ir_poison(m, t);
    if (all_undef && (same || st)) return ir_undef(m, t);
    if (all_null && (same || st)) return ir_const_zero(m, t);
  }
  IrConst *c = arena_alloc(m->arena, sizeof *c);
  if (!c) return NULL;
  c->v.kind = IR_V_CONST_AGG;
  c->v.type = t;
  c->elems = n ? arena_dup(m->arena, elems, sizeof(IrValue *) * n) : NULL;
  if (n && !c->elems) return NULL; /* out of memory */
  c->nelems = n;
  for (uint32_t i = 0; i < n; i++) elems[i]->vflags |= IR_VF_IN_CONST;
  ir_const_note_elems(m, c);
  return (IrValue *)c;
}

IrValue *ir_const_data(IrModule *m, IrType *t, const uint8_t *bytes, uint32_t n) {
  if (!t) return NULL;
  IrConst *c = arena_alloc(m->arena, sizeof *c);
  if (!c) return NULL;
  c->v.kind = IR_V_CONST_DATA;
  c->v.type = t;
  uint8_t *b = arena_alloc(m->arena, n + 1);
  if (!b) return NULL;
  if (n) memcpy(b, bytes, n);
  c->bytes = b;
  c->nbytes = n;
  return (IrValue *)c;
}

IrValue *ir_const_expr(IrModule *m, int op, IrType *result, IrType *src_elem,
                       IrValue **ops, uint32_t n, uint32_t flags) {
  if (!result) return NULL;
  for (uint32_t i = 0; i < n; i++)
    if (!ops[i]) return NULL;
  IrConst *c = arena_alloc(m->arena, sizeof *c);
  if (!c) return NULL;
  c->v.kind = IR_V_CONST_EXPR;
  c->v.type = result;
  c->expr_op = op;
  c->expr_type = src_elem;
  c->expr_flags = flags;
  c->elems = n ? arena_dup(m->arena, ops, sizeof(IrValue *) * n) : NULL;
  if (n && !c->elems) return NULL; /* out of memory */
  c->nelems = n;
  for (uint32_t i = 0; i < n; i++) ops[i]->vflags |= IR_VF_IN_CONST;
  ir_const_note_elems(m, c);
  return (IrValue *)c;
}

IrValue *ir_md_value(IrModule *m, IrMD *md) {
  IrMDValue *v = arena_alloc(m->arena, sizeof *v);
  if (!v) return NULL;
  v->v.kind = IR_V_MD;
  v->v.type = ir_type_metadata(m);
  v->md = md;
  return (IrValue *)v;
}

bool ir_is_const(const IrValue *v) {
  if (!v) return false;
  switch (v->kind) {
  case IR_V_CONST_INT: case IR_V_CONST_FP: case IR_V_CONST_NULL: case IR_V_CONST_ZERO:
  case IR_V_UNDEF: case IR_V_POISON: case IR_V_CONST_AGG: case IR_V_CONST_DATA:
  case IR_V_CONST_EXPR: case IR_V_GLOBAL: case IR_V_FUNC:
    return true;
  default:
    return false;
  }
}

bool ir_const_is_int(const IrValue *v, uint64_t *out) {
  if (!v || v->kind != IR_V_CONST_INT) return false;
  if (out) *out = ((const IrConst *)v)->ival;
  return true;
}

IrConst *ir_as_const(IrValue *v) {
  if (!v) return NULL;
  switch (v->kind) {
  case IR_V_CONST_INT: case IR_V_CONST_FP: case IR_V_CONST_NULL: case IR_V_CONST_ZERO:
  case IR_V_UNDEF: case IR_V_POISON: case IR_V_CONST_AGG: case IR_V_CONST_DATA:
  case IR_V_CONST_EXPR:
    return (IrConst *)v;
  default:
    return NULL;
  }
}

/* ---- metadata --------------------------------------------------------- */

IrMD *ir_md_string(IrModule *m, const char *s) {
  IrMD *md = arena_alloc(m->arena, sizeof *md);
  if (!md || !s) return NULL;
  md->kind = IR_MD_STRING;
  md->len = (uint32_t)strlen(s);
  md->str = arena_strndup(m->arena, s, md->len);
  return md->str ? md : NULL;
}

IrMD *ir_md_const(IrModule *m, IrValue *v) {
  if (!v) return NULL;
  IrMD *md = arena_alloc(m->arena, sizeof *md);
  if (!md) return NULL;
  md->kind = IR_MD_VALUE;
  md->value = v;
  v->vflags |= IR_VF_IN_MD;
  return md;
}

IrMD *ir_md_node(IrModule *m, IrMD **ops, uint32_t n) {
  IrMD *md = arena_alloc(m->arena, sizeof *md);
  if (!md) return NULL;
  md->kind = IR_MD_NODE;
  if (n) {
    md->ops = arena_dup(m->arena, ops, sizeof(IrMD *) * n);
    if (!md->ops) return NULL;
  }
  md->nops = n;
  return md;
}

IrMD *ir_md_i32(IrModule *m, uint32_t v) { return ir_md_const(m, ir_const_i32(m, v)); }

bool ir_md_u32(const IrMD *md, uint32_t *out) {
  uint64_t v;
  if (!md || md->kind != IR_MD_VALUE || !md->value || !ir_const_is_int(md->value, &v)) return false;
  *out = (uint32_t)v;
  return true;
}

/* ---- attribute sets --------------------------------------------------- */

IrAttrSet *ir_attrs_new(IrModule *m) { return arena_alloc(m->arena, sizeof(IrAttrSet)); }

void ir_attrs_add(IrModule *m, IrAttrSet *s, const char *key, const char *value) {
  if (!s || !key) return;
  s->memo = 0;
  const char *v = value ? arena_strdup(m->arena, value) : NULL;
  for (uint32_t i = 0; i < s->n; i++)
    if (strcmp(s->attrs[i].key, key) == 0) { /* replace in place */
      s->attrs[i].value = v;
      return;
    }
  IrAttr *na = arena_alloc(m->arena, sizeof(IrAttr) * (s->n + 1));
  if (!na) return;
  if (s->n) memcpy(na, s->attrs, sizeof(IrAttr) * s->n);
  na[s->n].key = arena_strdup(m->arena, key);
  if (!na[s->n].key) return; /* out of memory: the arena's oom flag is set */
  na[s->n].value = v;
  s->attrs = na;
  s->n++;
}

const IrAttr *ir_attrs_find(const IrAttrSet *s, const char *key) {
  if (!s || !key) return NULL;
  /* First-byte check before strcmp: most keys differ there, and this runs
   * for every attribute query of the optimisers and the writer. */
  for (uint32_t i = 0; i < s->n; i++)
    if (s->attrs[i].key[0] == key[0] && strcmp(s->attrs[i].key, key) == 0) return &s->attrs[i];
  return NULL;
}

const char *ir_attr_unquoted(const IrAttr *a, size_t *len) {
  const char *v = a->value ? a->value : "";
  size_t n = strlen(v);
  if (n >= 2 && v[0] == '"' && v[n - 1] == '"') {
    v++;
    n -= 2;
  }
  *len = n;
  return v;
}

uint32_t ir_attr_uint_list(const char *s, size_t len, uint32_t *out, uint32_t max) {
  uint32_t n = 0;
  size_t i = 0;
  while (i < len && n < max) {
    uint64_t v = 0;
    bool any = false;
    while (i < len && s[i] == ' ') i++;
    while (i < len && s[i] >= '0' && s[i] <= '9') {
      v = v * 10 + (uint64_t)(s[i] - '0');
      if (v > UINT32_MAX) v = UINT32_MAX;
      i++;
      any = true;
    }
    if (!any) break;
    out[n++] = (uint32_t)v;
    while (i < len && s[i] == ' ') i++;
    if (i < len && s[i] == ',') i++;
    else break;
  }
  return n;
}

static bool str_eq(const char *a, const char *b) {
  if (!a || !b) return a == b;
  return strcmp(a, b) == 0;
}

bool ir_attrs_equal(const IrAttrSet *a, const IrAttrSet *b) {
  uint32_t na = a ? a->n : 0, nb = b ? b->n : 0;
  if (na != nb) return false;
  for (uint32_t i = 0; i < na; i++) {
    const IrAttr *x = ir_attrs_find(b, a->attrs[i].key);
    if (!x || !str_eq(x->value, a->attrs[i].value)) return false;
  }
  return true;
}
