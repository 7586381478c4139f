/* type.c - interned IR types, DXIL data layout sizes, intrinsic mangling,
 * and the small hash set the IR core uses for interning. */
#include "ir_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- hash set --------------------------------------------------------- */

uint64_t ir_hash_mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 33);
}

void *ir_hset_find(IrHSet *s, uint64_t h, bool (*eq)(const void *, const void *),
                   const void *key) {
  if (!s->cap) return NULL;
  uint32_t mask = s->cap - 1;
  for (uint32_t i = ir_hset_slot(h, mask);; i = (i + 1) & mask) {
    void *it = s->items[i];
    if (!it) return NULL;
    if (s->hashes[i] == h && eq(it, key)) return it;
  }
}

static bool hset_put(IrHSet *s, uint64_t h, void *item) {
  uint32_t mask = s->cap - 1;
  uint32_t i = ir_hset_slot(h, mask);
  while (s->items[i]) i = (i + 1) & mask;
  s->items[i] = item;
  s->hashes[i] = h;
  s->len++;
  return true;
}

static bool hset_grow(Arena *a, IrHSet *s, uint32_t ncap) {
  IrHSet n = {0};
  n.cap = ncap;
  n.items = arena_alloc(a, sizeof(void *) * ncap);
  n.hashes = arena_alloc(a, sizeof(uint64_t) * ncap);
  if (!n.items || !n.hashes) return false;
  for (uint32_t i = 0; i < s->cap; i++)
    if (s->items[i]) hset_put(&n, s->hashes[i], s->items[i]);
  *s = n;
  return true;
}

bool ir_hset_insert(Arena *a, IrHSet *s, uint64_t h, void *item) {
  if ((s->len + 1) * 4 >= s->cap * 3) {
    if (!hset_grow(a, s, s->cap ? s->cap * 2 : 32)) return false;
  }
  return hset_put(s, h, item);
}

void ir_hset_remove(Arena *a, IrHSet *s, uint64_t h, void *item) {
  (void)a;
  if (!s->cap) return;
  uint32_t mask = s->cap - 1;
  uint32_t i = ir_hset_slot(h, mask);
  for (;; i = (i + 1) & mask) {
    if (!s->items[i]) return;
    if (s->items[i] == item) break;
  }
  s->items[i] = NULL;
  s->len--;
  /* Re-insert the rest of the cluster so probing stays correct. */
  for (uint32_t j = (i + 1) & mask; s->items[j]; j = (j + 1) & mask) {
    void *it = s->items[j];
    uint64_t hh = s->hashes[j];
    s->items[j] = NULL;
    s->len--;
    hset_put(s, hh, it);
  }
}

/* ---- pointer -> integer map -------------------------------------------- */

bool ir_pmap_get(const IrPMap *pm, const void *k, uintptr_t *out) {
  void *v = ptrmap_get(pm, k);
  if (v && out) *out = (uintptr_t)v - 1;
  return v != NULL;
}

void ir_pmap_put(Arena *a, IrPMap *pm, const void *k, uintptr_t v) {
  if (!pm->arena) pm->arena = a;
  ptrmap_put(pm, k, (void *)(v + 1));
}

void ir_pmap_clear(IrPMap *pm) { ptrmap_clear(pm); }

/* ---- structural interning --------------------------------------------- */

static uint64_t type_hash(const IrType *t) {
  uint64_t h = ir_hash_mix(0x1234, (uint64_t)t->kind);
  h = ir_hash_mix(h, t->bits);
  h = ir_hash_mix(h, t->addrspace);
  h = ir_hash_mix(h, t->elem ? t->elem->id + 1 : 0);
  h = ir_hash_mix(h, t->count);
  for (uint32_t i = 0; i < t->nmembers; i++) h = ir_hash_mix(h, t->members[i]->id + 1);
  for (uint32_t i = 0; i < t->nints; i++) h = ir_hash_mix(h, t->ints[i]);
  if (t->name) h = ir_hash_mix(h, hl_hash_bytes(t->name, strlen(t->name), 7));
  h = ir_hash_mix(h, (uint64_t)t->packed | ((uint64_t)t->vararg << 1));
  return h;
}

static bool type_eq(const void *item, const void *key) {
  const IrType *a = item, *b = key;
  if (a->kind != b->kind || a->bits != b->bits || a->addrspace != b->addrspace ||
      a->elem != b->elem || a->count != b->count || a->nmembers != b->nmembers ||
      a->nints != b->nints || a->packed != b->packed || a->vararg != b->vararg)
    return false;
  for (uint32_t i = 0; i < a->nmembers; i++)
    if (a->members[i] != b->members[i]) return false;
  for (uint32_t i = 0; i < a->nints; i++)
    if (a->ints[i] != b->ints[i]) return false;
  if ((a->name == NULL) != (b->name == NULL)) return false;
  if (a->name && strcmp(a->name, b->name) != 0) return false;
  return true;
}

/* Returns the interned type equal to `key`, copying key (and its arrays)
 * into the arena when it is new. */
static IrType *type_intern(IrModule *m, const IrType *key) {
  IrIntern *in = ir_intern(m);
  if (!in) return NULL;
  uint64_t h = type_hash(key);
  IrType *t = ir_hset_find(&in->types, h, type_eq, key);
  if (t) return t;
  t = arena_dup(m->arena, key, sizeof *key);
  if (!t) return NULL;
  if (key->nmembers) {
    t->members = arena_dup(m->arena, key->members, sizeof(IrType *) * key->nmembers);
    if (!t->members) return NULL;
  }
  if (key->nints) {
    t->ints = arena_dup(m->arena, key->ints, sizeof(uint32_t) * key->nints);
    if (!t->ints) return NULL;
  }
  if (key->name && !(t->name = arena_strdup(m->arena, key->name))) return NULL;
  t->id = in->next_type_id++;
  if (!ir_hset_insert(m->arena, &in->types, h, t)) return NULL;
  ptrvec_push(m->arena, &m->types, t);
  return t;
}

static IrType *simple(IrModule *m, IrTypeKind k) {
  IrType key = {0};
  key.kind = k;
  return type_intern(m, &key);
}

IrType *ir_type_void(IrModule *m) {
  IrIntern *in = ir_intern(m);
  if (!in->t_void) in->t_void = simple(m, IR_TY_VOID);
  return in->t_void;
}
IrType *ir_type_label(IrModule *m) {
  IrIntern *in = ir_intern(m);
  if (!in->t_label) in->t_label = simple(m, IR_TY_LABEL);
  return in->t_label;
}
IrType *ir_type_metadata(IrModule *m) {
  IrIntern *in = ir_intern(m);
  if (!in->t_md) in->t_md = simple(m, IR_TY_METADATA);
  return in->t_md;
}
IrType *ir_type_half(IrModule *m) {
  IrIntern *in = ir_intern(m);
  if (!in->t_half) in->t_half = simple(m, IR_TY_HALF);
  return in->t_half;
}
IrType *ir_type_float(IrModule *m) {
  IrIntern *in = ir_intern(m);
  if (!in->t_float) in->t_float = simple(m, IR_TY_FLOAT);
  return in->t_float;
}
IrType *ir_type_double(IrModule *m) {
  IrIntern *in = ir_intern(m);
  if (!in->t_double) in->t_double = simple(m, IR_TY_DOUBLE);
  return in->t_double;
}

IrType *ir_type_int(IrModule *m, uint32_t bits) {
  IrIntern *in = ir_intern(m);
  int slot = ir_int_slot(bits);
  if (in && slot >= 0 && in->t_int[slot]) return in->t_int[slot];
  IrType key = {0};
  key.kind = IR_TY_INT;
  key.bits = bits;
  IrType *t = type_intern(m, &key);
  if (in && slot >= 0) in->t_int[slot] = t;
  return t;
}

IrType *ir_type_ptr(IrModule *m, uint32_t addrspace) {
  IrIntern *in = ir_intern(m);
  bool cached = in && addrspace < 4;
  if (cached && in->t_ptr[addrspace]) return in->t_ptr[addrspace];
  IrType key = {0};
  key.kind = IR_TY_PTR;
  key.addrspace = addrspace;
  IrType *t = type_intern(m, &key);
  if (cached) in->t_ptr[addrspace] = t;
  return t;
}

IrType *ir_type_typed_ptr(IrModule *m, IrType *pointee, uint32_t addrspace) {
  IrType key = {0};
  key.kind = IR_TY_PTR;
  key.addrspace = addrspace;
  key.elem = pointee;
  return type_intern(m, &key);
}

IrType *ir_type_vector(IrModule *m, IrType *elem, uint64_t n) {
  if (!elem) return NULL;
  IrType key = {0};
  key.kind = IR_TY_VECTOR;
  key.elem = elem;
  key.count = n;
  return type_intern(m, &key);
}

IrType *ir_type_array(IrModule *m, IrType *elem, uint64_t n) {
  if (!elem) return NULL;
  IrType key = {0};
  key.kind = IR_TY_ARRAY;
  key.elem = elem;
  key.count = n;
  return type_intern(m, &key);
}

IrType *ir_type_struct_literal(IrModule *m, IrType **fields, uint32_t n, bool packed) {
  for (uint32_t i = 0; i < n; i++)
    if (!fields[i]) return NULL;
  IrType key = {0};
  key.kind = IR_TY_STRUCT;
  key.members = fields;
  key.nmembers = n;
  key.packed = packed;
  return type_intern(m, &key);
}

IrType *ir_type_func(IrModule *m, IrType *ret, IrType **params, uint32_t n, bool vararg) {
  if (!ret) return NULL;
  for (uint32_t i = 0; i < n; i++)
    if (!params[i]) return NULL;
  IrType key = {0};
  key.kind = IR_TY_FUNC;
  key.elem = ret;
  key.members = params;
  key.nmembers = n;
  key.vararg = vararg;
  return type_intern(m, &key);
}

IrType *ir_type_target(IrModule *m, const char *name, IrType **types, uint32_t ntypes,
                       const uint32_t *ints, uint32_t nints) {
  if (!name) return NULL;
  for (uint32_t i = 0; i < ntypes; i++)
    if (!types[i]) return NULL;
  IrType key = {0};
  key.kind = IR_TY_TARGET;
  key.name = name;
  key.members = types;
  key.nmembers = ntypes;
  key.ints = (uint32_t *)ints;
  key.nints = nints;
  return type_intern(m, &key);
}

/* ---- named structs ---------------------------------------------------- */

static bool named_eq(const void *item, const void *key) {
  return strcmp(((const IrType *)item)->name, (const char *)key) == 0;
}

static uint64_t name_hash(const char *s) { return hl_hash_bytes(s, strlen(s), 0x5eed); }

static IrType *named_lookup(IrModule *m, const char *name) {
  return ir_hset_find(&ir_intern(m)->named, name_hash(name), named_eq, name);
}

static IrType *named_create(IrModule *m, const char *name) {
  IrIntern *in = ir_intern(m);
  IrType *t = arena_alloc(m->arena, sizeof *t);
  if (!t) return NULL;
  t->kind = IR_TY_STRUCT;
  t->name = arena_strdup(m->arena, name);
  t->opaque = true;
  t->id = in->next_type_id++;
  if (!t->name || !ir_hset_insert(m->arena, &in->named, name_hash(t->name), t)) return NULL;
  ptrvec_push(m->arena, &m->types, t);
  ptrvec_push(m->arena, &m->named_structs, t);
  return t;
}

IrType *ir_type_struct_named(IrModule *m, const char *name) {
  if (!name) return NULL;
  IrType *t = named_lookup(m, name);
  return t ? t : named_create(m, name);
}

IrType *ir_type_struct_new(IrModule *m, const char *name) {
  if (!name || !*name) name = "";
  IrIntern *in = ir_intern(m);
  if (*name && !named_lookup(m, name)) return named_create(m, name);
  if (!*name) {
    /* LLVM allows unnamed identified structs; we give them a unique name
     * so they can be printed (LLVM would print %0, %1 ...). */
    name = "struct";
  }
  size_t n = strlen(name);
  char *buf = arena_alloc(m->arena, n + 16);
  if (!buf) return NULL;
  for (;;) {
    snprintf(buf, n + 16, "%s.%u", name, in->struct_unique++);
    if (!named_lookup(m, buf)) return named_create(m, buf);
  }
}

bool ir_type_struct_rename_unique(IrModule *m, IrType *t) {
  if (!t || t->kind != IR_TY_STRUCT || !t->name) return false;
  IrIntern *in = ir_intern(m);
  size_t n = strlen(t->name);
  char *buf = arena_alloc(m->arena, n + 16);
  if (!buf) return false;
  do snprintf(buf, n + 16, "%s.%u", t->name, in->struct_unique++);
  while (named_lookup(m, buf));
  ir_hset_remove(m->arena, &in->named, name_hash(t->name), t);
  t->name = buf;
  return ir_hset_insert(m->arena, &in->named, name_hash(t->name), t);
}

void ir_type_struct_set_body(IrModule *m, IrType *st, IrType **fields, uint32_t n, bool packed) {
  if (!st || st->kind != IR_TY_STRUCT || !st->name) return;
  st->members = n ? arena_dup(m->arena, fields, sizeof(IrType *) * n) : NULL;
  st->nmembers = st->members || !n ? n : 0;
  st->packed = packed;
  st->opaque = false;
}

/* ---- predicates ------------------------------------------------------- */

bool ir_type_is_int(const IrType *t, uint32_t bits) {
  return t && t->kind == IR_TY_INT && (bits == 0 || t->bits == bits);
}
bool ir_type_is_fp(const IrType *t) {
  return t && (t->kind == IR_TY_HALF || t->kind == IR_TY_FLOAT || t->kind == IR_TY_DOUBLE);
}
bool ir_type_is_ptr(const IrType *t) { return t && t->kind == IR_TY_PTR; }
IrType *ir_type_scalar(IrType *t) {
  return t && t->kind == IR_TY_VECTOR ? t->elem : t;
}

/* ---- data layout ------------------------------------------------------
 * e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64
 * Sizes returned are LLVM's alloc sizes (store size rounded up to the ABI
 * alignment), which is what GEP offsets and array strides use. */

static uint32_t int_align(uint32_t bits) {
  /* LLVM picks the smallest specified integer alignment whose width is >=
   * bits, or the largest one when bits exceeds all of them. */
  if (bits == 1) return 4;
  if (bits <= 8) return 1;
  if (bits <= 16) return 2;
  if (bits <= 32) return 4;
  return 8;
}

static uint64_t pow2_ceil(uint64_t v) {
  uint64_t p = 1;
  while (p < v) p <<= 1;
  return p;
}

/* Size in bits of a first-class scalar/vector (LLVM getTypeSizeInBits). */
static uint64_t prim_bits(const IrType *t) {
  switch (t->kind) {
  case IR_TY_INT: return t->bits;
  case IR_TY_HALF: return 16;
  case IR_TY_FLOAT: return 32;
  case IR_TY_DOUBLE: return 64;
  case IR_TY_PTR: case IR_TY_TARGET: return 32;
  case IR_TY_VECTOR: return t->elem ? prim_bits(t->elem) * t->count : 0;
  default: return 0;
  }
}

uint32_t ir_type_align(const IrType *t) {
  if (!t) return 1;
  switch (t->kind) {
  case IR_TY_INT: return int_align(t->bits);
  case IR_TY_HALF: return 2;
  case IR_TY_FLOAT: return 4;
  case IR_TY_DOUBLE: return 8;
  case IR_TY_PTR: case IR_TY_TARGET: return 4;
  case IR_TY_VECTOR: {
    uint64_t store = (prim_bits(t) + 7) / 8;
    return (uint32_t)pow2_ceil(store ? store : 1);
  }
  case IR_TY_ARRAY: return ir_type_align(t->elem);
  case IR_TY_STRUCT: {
    if (t->packed) return 1;
    uint32_t a = 1;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      uint32_t ma = ir_type_align(t->members[i]);
      if (ma > a) a = ma;
    }
    return a;
  }
  default: return 1;
  }
}

uint64_t ir_type_size(const IrType *t) {
  if (!t) return 0;
  switch (t->kind) {
  case IR_TY_INT: case IR_TY_HALF: case IR_TY_FLOAT: case IR_TY_DOUBLE:
  case IR_TY_PTR: case IR_TY_TARGET: case IR_TY_VECTOR: {
    uint64_t store = (prim_bits(t) + 7) / 8;
    uint64_t a = ir_type_align(t);
    return (store + a - 1) / a * a;
  }
  case IR_TY_ARRAY: return ir_type_size(t->elem) * t->count;
  case IR_TY_STRUCT: {
    uint64_t off = 0;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      uint64_t a = t->packed ? 1 : ir_type_align(t->members[i]);
      off = (off + a - 1) / a * a;
      off += ir_type_size(t->members[i]);
    }
    uint64_t a = ir_type_align(t);
    return (off + a - 1) / a * a;
  }
  default: return 0;
  }
}

/* The ABI alignment (bytes) the datalayout string gives a scalar spec such
 * as "i16" (from "i16:32"), or 0 when it gives none. */
static uint32_t dl_align(const char *dl, const char *spec) {
  size_t n = strlen(spec);
  for (const char *p = dl; p && *p;) {
    if (strncmp(p, spec, n) == 0 && p[n] == ':') return (uint32_t)strtoul(p + n + 1, NULL, 10) / 8;
    p = strchr(p, '-');
    if (p) p++;
  }
  return 0;
}

typedef struct DlAlign {
  uint32_t i8, i16, f16;
} DlAlign;

static uint64_t size_in(const DlAlign *dl, const IrType *t, uint32_t *align) {
  if (!t) { /* a type the module ran out of memory making */
    *align = 1;
    return 0;
  }
  uint32_t a = 0;
  if (t->kind == IR_TY_INT && t->bits > 1 && t->bits <= 8) a = dl->i8;
  else if (t->kind == IR_TY_INT && t->bits > 8 && t->bits <= 16) a = dl->i16;
  else if (t->kind == IR_TY_HALF) a = dl->f16;
  switch (t->kind) {
  case IR_TY_ARRAY: {
    uint64_t s = size_in(dl, t->elem, align);
    return s * t->count;
  }
  case IR_TY_VECTOR: {
    /* DXC's DataLayout (its "HLSL Change" in getAlignment): a vector is
     * aligned as its element, so <77 x float> takes 308 bytes, not 512 */
    uint64_t s = size_in(dl, t->elem, align);
    return s * t->count;
  }
  case IR_TY_STRUCT: {
    uint64_t off = 0;
    uint32_t sa = 1;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      uint32_t ma = 1;
      uint64_t ms = size_in(dl, t->members[i], &ma);
      if (t->packed) ma = 1;
      off = (off + ma - 1) / ma * ma + ms;
      if (ma > sa) sa = ma;
    }
    *align = sa;
    return (off + sa - 1) / sa * sa;
  }
  default:
    if (a) {
      uint64_t store = (t->bits ? t->bits : 16) / 8;
      *align = a;
      return (store + a - 1) / a * a;
    }
    *align = ir_type_align(t);
    return ir_type_size(t);
  }
}

uint64_t ir_type_size_in(const IrModule *m, const IrType *t) {
  if (!t) return 0;
  const char *s = m ? m->datalayout : NULL;
  DlAlign dl = {s ? dl_align(s, "i8") : 0, s ? dl_align(s, "i16") : 0, s ? dl_align(s, "f16") : 0};
  uint32_t a = 1;
  return size_in(&dl, t, &a);
}

uint32_t ir_type_align_in(const IrModule *m, const IrType *t) {
  if (!t) return 1;
  const char *s = m ? m->datalayout : NULL;
  DlAlign dl = {s ? dl_align(s, "i8") : 0, s ? dl_align(s, "i16") : 0, s ? dl_align(s, "f16") : 0};
  uint32_t a = 1;
  size_in(&dl, t, &a);
  return a;
}

/* ---- mangling (LLVM Intrinsic::getMangledTypeStr) ------------------------ */

/* Decimal digits of v (no printf: mangling runs for every intrinsic name). */
static void put_uint(StrBuf *sb, uint64_t v) {
  char buf[24];
  int n = 0;
  do buf[n++] = (char)('0' + v % 10);
  while ((v /= 10) != 0);
  char out[24];
  for (int i = 0; i < n; i++) out[i] = buf[n - 1 - i];
  sb_putn(sb, out, (size_t)n);
}

const char *ir_type_mangled(IrModule *m, IrType *t) {
  if (!t) return "";
  if (t->mangled) return t->mangled;
  StrBuf sb = sb_new(m->arena);
  ir_type_mangle(&sb, t);
  char *s = sb.oom ? NULL : arena_strndup(m->arena, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  if (s) {
    t->mangled = s;
    t->mangled_len = (uint32_t)strlen(s);
  }
  return s;
}

void ir_type_mangle(StrBuf *sb, const IrType *t) {
  if (!t) return;
  if (t->mangled) {
    sb_putn(sb, t->mangled, t->mangled_len);
    return;
  }
  switch (t->kind) {
  case IR_TY_PTR:
    sb_putc(sb, 'p');
    put_uint(sb, t->addrspace);
    if (t->elem) ir_type_mangle(sb, t->elem); /* typed pointers (LLVM <= 14 style) */
    break;
  case IR_TY_ARRAY:
    sb_putc(sb, 'a');
    put_uint(sb, t->count);
    ir_type_mangle(sb, t->elem);
    break;
  case IR_TY_STRUCT:
    if (t->name) {
      sb_puts(sb, "s_");
      sb_puts(sb, t->name);
    } else {
      sb_puts(sb, "sl_");
      for (uint32_t i = 0; i < t->nmembers; i++) ir_type_mangle(sb, t->members[i]);
    }
    sb_putc(sb, 's');
    break;
  case IR_TY_FUNC:
    sb_puts(sb, "f_");
    ir_type_mangle(sb, t->elem);
    for (uint32_t i = 0; i < t->nmembers; i++) ir_type_mangle(sb, t->members[i]);
    if (t->vararg) sb_puts(sb, "vararg");
    sb_putc(sb, 'f');
    break;
  case IR_TY_VECTOR:
    sb_putc(sb, 'v');
    put_uint(sb, t->count);
    ir_type_mangle(sb, t->elem);
    break;
  case IR_TY_TARGET:
    sb_putc(sb, 't');
    sb_puts(sb, t->name);
    for (uint32_t i = 0; i < t->nmembers; i++) {
      sb_putc(sb, '_');
      ir_type_mangle(sb, t->members[i]);
    }
    for (uint32_t i = 0; i < t->nints; i++) {
      sb_putc(sb, '_');
      put_uint(sb, t->ints[i]);
    }
    sb_putc(sb, 't');
    break;
  case IR_TY_VOID: sb_puts(sb, "isVoid"); break;
  case IR_TY_METADATA: sb_puts(sb, "Metadata"); break;
  case IR_TY_HALF: sb_puts(sb, "f16"); break;
  case IR_TY_FLOAT: sb_puts(sb, "f32"); break;
  case IR_TY_DOUBLE: sb_puts(sb, "f64"); break;
  case IR_TY_INT:
    sb_putc(sb, 'i');
    put_uint(sb, t->bits);
    break;
  case IR_TY_LABEL: sb_puts(sb, "label"); break;
  }
}

IrType *ir_type_gep_indexed(IrType *src, IrValue *const *idx, uint32_t n) {
  IrType *cur = src;
  for (uint32_t k = 1; k < n && cur; k++) {
    if (cur->kind == IR_TY_STRUCT) {
      uint64_t f = 0;
      if (!idx[k] || (idx[k]->kind != IR_V_CONST_ZERO && !ir_const_is_int(idx[k], &f))) return NULL;
      if (f >= cur->nmembers) return NULL;
      cur = cur->members[f];
    } else if (cur->kind == IR_TY_ARRAY || cur->kind == IR_TY_VECTOR) {
      cur = cur->elem;
    } else {
      return NULL;
    }
  }
  return cur;
}
