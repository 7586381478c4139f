/* bc_writer.c - LLVM 3.7 bitcode for a DXIL-form module, as DXC writes it.
 *
 * The layout follows LLVM 3.7's BitcodeWriter/ValueEnumerator (the copy in
 * DXC), so for the same module our bytes match DXC's (dxil-format.md §7):
 *
 *   VERSION 1, BLOCKINFO (VST/CONSTANTS/FUNCTION abbreviations),
 *   PARAMATTR_GROUP, PARAMATTR, TYPE_NEW, TRIPLE, DATALAYOUT, GLOBALVAR,
 *   FUNCTION records, module CONSTANTS, METADATA, METADATA_KIND block,
 *   module VALUE_SYMTAB (sorted by name, as DXC does), function blocks.
 *
 * Enumeration order (types, values, metadata, attributes) reproduces
 * ValueEnumerator, including the constant-pool reordering (stable sort by
 * type then use count, then integers first with the two-ended partition
 * both C++ libraries implement). LLVM uniques constants and metadata
 * tuples structurally; our IR may hold distinct but equal objects, so the
 * writer canonicalizes them before numbering.
 *
 * Input must be in LLVM 3.7 form (after dxil-prepare): typed pointers, no
 * fneg/freeze, no target types. Anything else is reported, never written:
 *   7001 opaque pointer, 7002 instruction not in LLVM 3.7, 7003 type not in
 *   LLVM 3.7, 7004 constant not encodable, 7005 malformed instruction,
 *   7010 attribute not in LLVM 3.7, 7011 metadata not encodable,
 *   7012 value not enumerable, 7013 internal writer failure. */
#include "dxil.h"

#include "bitstream.h"

#include <string.h>

/* ---- bitcode constants (LLVMBitCodes.h, 3.7) ----------------------------- */

enum {
  BLK_MODULE = 8, BLK_PARAMATTR = 9, BLK_PARAMATTR_GROUP = 10, BLK_CONSTANTS = 11,
  BLK_FUNCTION = 12, BLK_VALUE_SYMTAB = 14, BLK_METADATA = 15, BLK_METADATA_ATTACHMENT = 16,
  BLK_TYPE = 17,
};
enum {
  MOD_VERSION = 1, MOD_TRIPLE = 2, MOD_DATALAYOUT = 3, MOD_SECTIONNAME = 5, MOD_GLOBALVAR = 7,
  MOD_FUNCTION = 8,
};
enum { PARAMATTR_ENTRY = 2, PARAMATTR_GRP_ENTRY = 3 };
enum {
  TY_NUMENTRY = 1, TY_VOID = 2, TY_FLOAT = 3, TY_DOUBLE = 4, TY_LABEL = 5, TY_OPAQUE = 6,
  TY_INTEGER = 7, TY_POINTER = 8, TY_HALF = 10, TY_ARRAY = 11, TY_VECTOR = 12, TY_METADATA = 16,
  TY_STRUCT_ANON = 18, TY_STRUCT_NAME = 19, TY_STRUCT_NAMED = 20, TY_FUNCTION = 21,
};
enum { VST_ENTRY = 1, VST_BBENTRY = 2 };
enum {
  MD_STRING = 1, MD_VALUE = 2, MD_NODE = 3, MD_NAME = 4, MD_DISTINCT_NODE = 5, MD_KIND = 6,
  MD_NAMED_NODE = 10, MD_ATTACHMENT = 11,
};
enum {
  CST_SETTYPE = 1, CST_NULL = 2, CST_UNDEF = 3, CST_INTEGER = 4, CST_FLOAT = 6, CST_AGGREGATE = 7,
  CST_STRING = 8, CST_CSTRING = 9, CST_CE_BINOP = 10, CST_CE_CAST = 11, CST_CE_GEP = 12,
  CST_CE_SELECT = 13, CST_CE_CMP = 17, CST_CE_INBOUNDS_GEP = 20, CST_DATA = 22,
};
enum {
  FN_DECLAREBLOCKS = 1, FN_BINOP = 2, FN_CAST = 3, FN_EXTRACTELT = 6, FN_INSERTELT = 7,
  FN_SHUFFLEVEC = 8, FN_RET = 10, FN_BR = 11, FN_SWITCH = 12, FN_UNREACHABLE = 15, FN_PHI = 16,
  FN_ALLOCA = 19, FN_LOAD = 20, FN_EXTRACTVAL = 26, FN_INSERTVAL = 27, FN_CMP2 = 28,
  FN_VSELECT = 29, FN_CALL = 34, FN_ATOMICRMW = 38, FN_LOADATOMIC = 41, FN_GEP = 43,
  FN_STORE = 44, FN_STOREATOMIC = 45, FN_CMPXCHG = 46,
};
/* Abbreviation ids fixed by the BLOCKINFO layout (and by module-block order). */
enum {
  VST_ENTRY_8_ABBREV = 4, VST_ENTRY_7_ABBREV, VST_ENTRY_6_ABBREV, VST_BBENTRY_6_ABBREV,
  CST_SETTYPE_ABBREV = 4, CST_INTEGER_ABBREV, CST_CE_CAST_ABBREV, CST_NULL_ABBREV,
  FN_LOAD_ABBREV = 4, FN_BINOP_ABBREV, FN_BINOP_FLAGS_ABBREV, FN_CAST_ABBREV, FN_RET_VOID_ABBREV,
  FN_RET_VAL_ABBREV, FN_UNREACHABLE_ABBREV, FN_GEP_ABBREV,
};

/* ---- small maps ------------------------------------------------------------ */


/* Bytes -> u32 (0 = absent), for structural keys. */
typedef struct BMap {
  const uint8_t **keys;
  uint32_t *klen;
  uint32_t *vals;
  uint32_t cap, len;
} BMap;

typedef struct ValEnt {
  IrValue *v;     /* canonical value */
  uint32_t uses;  /* ValueEnumerator's use count (orders the constant pool) */
} ValEnt;

/* One encoded attribute group: (slot index, encoded attribute words). */
typedef struct AttrGroup {
  uint32_t index;    /* 0 return, 1.. params, UINT32_MAX function */
  uint64_t *words;   /* kind-encoded attributes as written in PARAMATTR_GRP_ENTRY */
  uint32_t nwords;
} AttrGroup;

typedef struct AttrList {
  uint32_t *groups;  /* group ids (1-based), in slot order */
  uint32_t n;
} AttrList;

typedef struct VRef {
  IrValue *v;
  uint32_t id, fid, fid_gen, bb, bb_gen, canon;
} VRef;

typedef struct MdRef {
  IrMD *md;
  uint32_t id;
} MdRef;

typedef struct BcW {
  IrModule *m;
  Diag *d;
  Arena *a;            /* writer scratch (freed at the end) */
  BitWriter bw;
  bool err;            /* an error was reported */
  /* types */
  VEC(IrType *) types; /* in enumeration order */
  /* type -> id+1 (UINT32_MAX while a named struct is being visited),
   * indexed by IrType.id (the module's creation index): grown when a type
   * made during the write comes past the end */
  uint32_t *type_ids;
  uint32_t ntype_ids;
  /* values */
  VEC(ValEnt) vals;    /* module values, then the current function's */
  /* What the writer knows of a value: its module-level id+1, its id+1 in
   * the current function, its block index+1 there (the function's ones
   * valid while their generation is fgen: a new function bumps it), and a
   * constant's canonical representative (index+1 into cst_reps). Found
   * through IrValue.num (scratch for printers and writers), checked
   * against the entry's value as md_refs are: several lookups per operand,
   * which were hash-map probes. */
  VEC(struct VRef) vrefs;
  uint32_t fgen;
  uint32_t num_module_vals;
  uint32_t first_const;      /* first module constant */
  /* constants */
  BMap cst_keys;       /* structural key -> index+1 into cst_reps */
  VEC(IrValue *) cst_reps;
  PtrMap shuffle_masks;  /* shufflevector inst -> mask constant (index+1 into cst_reps) */
  /* metadata */
  VEC(IrMD *) mds;     /* enumeration order (module, then function-local) */
  /* IrMD -> id+1 (UINT32_MAX: being visited), through IrMD.slot (the
   * printer's and writer's scratch): it indexes md_refs, whose entry names
   * the node it belongs to, so a slot left by an earlier write or print
   * reads as absent. A lookup per operand of every node and metadata use:
   * a hash map was a tenth of a small shader's writes. */
  VEC(struct MdRef) md_refs;
  BMap md_keys;        /* structural key -> id+1 (strings, uniqued tuples) */
  PtrMap md_consts;    /* canonical constant -> id+1 of its metadata */
  uint32_t num_module_mds;
  bool has_mdstring;
  /* attributes */
  VEC(AttrGroup) groups;
  VEC(AttrList) lists;
  BMap group_keys;     /* (index, words) -> group id */
  BMap list_keys;      /* group ids -> list id */
  PtrMap group_of;     /* attribute set -> (index << 32 | group id + 1) it last gave (sets are
                          shared by many calls: one encoding each, not one per call) */
  /* metadata kinds */
  VEC(const char *) kinds;
  /* function-local metadata of the current function */
  VEC(IrMD *) local_mds;
  StrBuf key;          /* scratch for structural keys */
} BcW;

/* Reports the first error only (later ones are usually consequences). */
static bool bc_error(BcW *w, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool bc_error(BcW *w, int code, const char *fmt, ...) {
  if (!w->err) {
    va_list ap;
    va_start(ap, fmt);
    diag_vreport(w->d, DIAG_ERROR, code, srcloc_none(), fmt, ap);
    va_end(ap);
  }
  w->err = true;
  return false;
}

/* Out of memory: reported through diag_oom so the compilation ends with
 * status 3, not with a writer error made up from a failed allocation. */
static bool oom(BcW *w) {
  if (!w->err) diag_oom(w->d, WR_INTERNAL, "the bitcode writer");
  w->err = true;
  return false;
}

/* A bitstream failure is out of memory when the scratch arena or the output
 * buffer ran out (the bit writer cannot tell the two apart). */
static bool bits_failed(BcW *w, const char *what) {
  if (w->a->oom || (w->bw.out && w->bw.out->oom)) return oom(w);
  return bc_error(w, WR_INTERNAL, "%s", what);
}

/* The pointer -> u32 maps (0 = absent) are base's PtrMap with the values
 * held as pointers; only probed, never iterated. */
static uint32_t pmap_get(const PtrMap *m, const void *k) { return (uint32_t)(uintptr_t)ptrmap_get(m, k); }

static bool pmap_set(BcW *w, PtrMap *m, const void *k, uint32_t v) {
  return !k || ptrmap_put(m, k, (void *)(uintptr_t)v) || oom(w);
}

static VRef *vref(const BcW *w, const IrValue *v) {
  uint32_t k = v->num;
  return k && k <= w->vrefs.len && w->vrefs.data[k - 1].v == v ? &w->vrefs.data[k - 1] : NULL;
}

/* v's entry, made when it has none (valid until the next one is made) */
static VRef *vref_make(BcW *w, IrValue *v) {
  VRef *r = vref(w, v);
  if (r) return r;
  VRef z = {v, 0, 0, 0, 0, 0, 0};
  if (!vec_push(w->a, &w->vrefs, z)) return oom(w), NULL;
  v->num = w->vrefs.len;
  return &w->vrefs.data[w->vrefs.len - 1];
}

static uint32_t vid_get(const BcW *w, const IrValue *v, bool local) {
  const VRef *r = v ? vref(w, v) : NULL;
  if (!r) return 0;
  return local ? (r->fid_gen == w->fgen ? r->fid : 0) : r->id;
}

static bool vid_set(BcW *w, IrValue *v, bool local, uint32_t id) {
  if (!v) return true;
  VRef *r = vref_make(w, v);
  if (!r) return false;
  if (local) {
    r->fid = id;
    r->fid_gen = w->fgen;
  } else {
    r->id = id;
  }
  return true;
}

static uint32_t bb_get(const BcW *w, const IrValue *v) {
  const VRef *r = vref(w, v);
  return r && r->bb_gen == w->fgen ? r->bb : 0;
}

static bool bb_set(BcW *w, IrValue *v, uint32_t b) {
  VRef *r = vref_make(w, v);
  if (!r) return false;
  r->bb = b;
  r->bb_gen = w->fgen;
  return true;
}

static uint32_t canon_get(const BcW *w, const IrValue *v) {
  const VRef *r = v ? vref(w, v) : NULL;
  return r ? r->canon : 0;
}

static bool canon_set(BcW *w, IrValue *v, uint32_t idx) {
  VRef *r = v ? vref_make(w, v) : NULL;
  if (r) r->canon = idx;
  return r != NULL || !v;
}

static uint32_t tid_get(const BcW *w, const IrType *t) {
  return t && t->id < w->ntype_ids ? w->type_ids[t->id] : 0;
}

static bool tid_set(BcW *w, const IrType *t, uint32_t id) {
  if (!t) return true;
  if (t->id >= w->ntype_ids) {
    uint32_t n = w->ntype_ids * 2 > t->id ? w->ntype_ids * 2 : t->id + 64;
    uint32_t *nt = arena_alloc(w->a, sizeof(uint32_t) * n);
    if (!nt) return oom(w);
    if (w->ntype_ids) memcpy(nt, w->type_ids, sizeof(uint32_t) * w->ntype_ids);
    w->type_ids = nt;
    w->ntype_ids = n;
  }
  w->type_ids[t->id] = id;
  return true;
}

static uint32_t mdid_get(const BcW *w, const IrMD *md) {
  if (!md) return 0;
  uint32_t k = md->slot;
  return k && k <= w->md_refs.len && w->md_refs.data[k - 1].md == md ? w->md_refs.data[k - 1].id : 0;
}

static bool mdid_set(BcW *w, IrMD *md, uint32_t id) {
  if (!md) return true;
  uint32_t k = md->slot;
  if (k && k <= w->md_refs.len && w->md_refs.data[k - 1].md == md) {
    w->md_refs.data[k - 1].id = id;
    return true;
  }
  MdRef r = {md, id};
  if (!vec_push(w->a, &w->md_refs, r)) return oom(w);
  md->slot = w->md_refs.len;
  return true;
}

static bool bmap_grow(BcW *w, BMap *m) {
  uint32_t ncap = m->cap ? m->cap * 2 : 64;
  const uint8_t **nk = arena_alloc(w->a, sizeof(void *) * ncap);
  uint32_t *nl = arena_alloc(w->a, sizeof(uint32_t) * ncap);
  uint32_t *nv = arena_alloc(w->a, sizeof(uint32_t) * ncap);
  if (!nk || !nl || !nv) return oom(w);
  for (uint32_t i = 0; i < m->cap; i++) {
    if (!m->keys[i]) continue;
    uint32_t h = (uint32_t)hl_hash_bytes(m->keys[i], m->klen[i], 0) & (ncap - 1);
    while (nk[h]) h = (h + 1) & (ncap - 1);
    nk[h] = m->keys[i];
    nl[h] = m->klen[i];
    nv[h] = m->vals[i];
  }
  m->keys = nk;
  m->klen = nl;
  m->vals = nv;
  m->cap = ncap;
  return true;
}

/* Returns the slot for key (inserting with value 0 when absent). */
static uint32_t *bmap_slot(BcW *w, BMap *m, const void *key, size_t len) {
  if ((m->len + 1) * 2 > m->cap && !bmap_grow(w, m)) return NULL;
  uint32_t h = (uint32_t)hl_hash_bytes(key, len, 0) & (m->cap - 1);
  while (m->keys[h]) {
    if (m->klen[h] == len && memcmp(m->keys[h], key, len) == 0) return &m->vals[h];
    h = (h + 1) & (m->cap - 1);
  }
  uint8_t *copy = arena_alloc(w->a, len ? len : 1);
  if (!copy) {
    oom(w);
    return NULL;
  }
  memcpy(copy, key, len);
  m->keys[h] = copy;
  m->klen[h] = (uint32_t)len;
  m->vals[h] = 0;
  m->len++;
  return &m->vals[h];
}

static void key_u64(StrBuf *k, uint64_t v) { sb_putn(k, &v, sizeof v); }
static void key_ptr(StrBuf *k, const void *p) { sb_putn(k, &p, sizeof p); }

/* ---- math helpers (LLVM's Log2_32 / Log2_32_Ceil) --------------------------- */

static uint32_t log2_floor(uint32_t v) { /* Log2_32(0) = -1 in LLVM; callers add 1 */
  if (!v) return UINT32_MAX;
  uint32_t r = 0;
  while (v >>= 1) r++;
  return r;
}

static uint32_t log2_ceil(uint32_t v) {
  if (v == 0) return 32;
  uint32_t x = v - 1, n = 0;
  while (x) {
    n++;
    x >>= 1;
  }
  return n;
}

/* ---- types -------------------------------------------------------------------- */

/* The type a value has in 3.7 terms: globals and functions are typed
 * pointers to their value/function type. */
static IrType *vtype(BcW *w, IrValue *v) {
  if (v->kind == IR_V_GLOBAL) {
    IrGlobal *g = (IrGlobal *)v;
    return ir_type_typed_ptr(w->m, g->value_type, g->addrspace);
  }
  if (v->kind == IR_V_FUNC) return ir_type_typed_ptr(w->m, ((IrFunc *)v)->fn_type, 0);
  if (v->kind == IR_V_BLOCK) return ir_type_label(w->m);
  if (v->kind == IR_V_MD) return ir_type_metadata(w->m);
  return v->type;
}

static bool enum_type(BcW *w, IrType *t) {
  if (!t) return bc_error(w, WR_TYPE, "value without a type");
  uint32_t id = tid_get(w, t);
  if (id) return true;
  switch (t->kind) {
  case IR_TY_PTR:
    if (!t->elem) return bc_error(w, WR_OPAQUE_POINTER, "opaque pointer reached the DXIL writer (run dxil-prepare)");
    break;
  case IR_TY_TARGET:
    return bc_error(w, WR_TYPE, "target extension type target(\"%s\") has no LLVM 3.7 encoding",
                    t->name);
  default: break;
  }
  bool named = t->kind == IR_TY_STRUCT && t->name;
  if (named && !tid_set(w, t, UINT32_MAX)) return false;
  switch (t->kind) {
  case IR_TY_PTR:
  case IR_TY_VECTOR:
  case IR_TY_ARRAY:
    if (!enum_type(w, t->elem)) return false;
    break;
  case IR_TY_FUNC:
    if (!enum_type(w, t->elem)) return false;
    for (uint32_t i = 0; i < t->nmembers; i++)
      if (!enum_type(w, t->members[i])) return false;
    break;
  case IR_TY_STRUCT:
    for (uint32_t i = 0; i < t->nmembers; i++)
      if (!enum_type(w, t->members[i])) return false;
    break;
  default: break;
  }
  id = tid_get(w, t);
  if (id && id != UINT32_MAX) return true;
  if (!vec_push(w->a, &w->types, t)) return oom(w);
  return tid_set(w, t, w->types.len);
}

static uint32_t type_id(BcW *w, IrType *t) {
  uint32_t id = tid_get(w, t);
  if (!id || id == UINT32_MAX) {
    bc_error(w, WR_INTERNAL, "type used before enumeration");
    return 0;
  }
  return id - 1;
}

static uint32_t vtype_id(BcW *w, IrValue *v) { return type_id(w, vtype(w, v)); }

/* ---- constants: canonical form ------------------------------------------------ */

static bool is_constant(const IrValue *v) {
  switch (v->kind) {
  case IR_V_CONST_INT: case IR_V_CONST_FP: case IR_V_CONST_NULL: case IR_V_CONST_ZERO:
  case IR_V_UNDEF: case IR_V_POISON: case IR_V_CONST_AGG: case IR_V_CONST_DATA:
  case IR_V_CONST_EXPR:
    return true;
  default:
    return false;
  }
}

/* ConstantDataSequential element types in 3.7: i8/i16/i32/i64, float, double. */
static bool data_elem_ok(const IrType *t) {
  if (!t) return false;
  if (t->kind == IR_TY_FLOAT || t->kind == IR_TY_DOUBLE) return true;
  return t->kind == IR_TY_INT && (t->bits == 8 || t->bits == 16 || t->bits == 32 || t->bits == 64);
}

/* Raw element i of a data-compatible constant (CONST_AGG of simple
 * elements or CONST_DATA). */
static uint64_t data_elem(const IrConst *c, uint32_t i) {
  if (c->v.kind == IR_V_CONST_DATA) {
    uint32_t sz = (uint32_t)ir_type_size(c->v.type->elem);
    if (c->v.type->elem->kind == IR_TY_INT) sz = c->v.type->elem->bits / 8;
    uint64_t x = 0;
    for (uint32_t b = 0; b < sz && (uint64_t)i * sz + b < c->nbytes; b++)
      x |= (uint64_t)c->bytes[(size_t)i * sz + b] << (8 * b);
    return x;
  }
  const IrConst *e = (const IrConst *)c->elems[i];
  return e->v.kind == IR_V_CONST_INT ? e->ival : e->fbits;
}

/* Shape of a constant as LLVM 3.7 would hold it. */
typedef enum CstShape {
  SH_INT, SH_FP, SH_NULL, SH_UNDEF, SH_DATA, SH_AGG, SH_EXPR, SH_GLOBAL,
} CstShape;

static CstShape cst_shape(const IrValue *v) {
  const IrConst *c = (const IrConst *)v;
  switch (v->kind) {
  case IR_V_CONST_INT: return c->ival == 0 ? SH_NULL : SH_INT;
  case IR_V_CONST_FP: return c->fbits == 0 ? SH_NULL : SH_FP;
  case IR_V_CONST_NULL: case IR_V_CONST_ZERO: return SH_NULL;
  case IR_V_UNDEF: case IR_V_POISON: return SH_UNDEF;
  case IR_V_CONST_DATA: {
    for (uint32_t i = 0; i < c->nbytes; i++)
      if (c->bytes[i]) return SH_DATA;
    return SH_NULL;
  }
  case IR_V_CONST_AGG: {
    if (c->nelems == 0) return SH_NULL;
    bool all_null = true, all_undef = true, simple = true;
    for (uint32_t i = 0; i < c->nelems; i++) {
      CstShape s = cst_shape(c->elems[i]);
      if (s != SH_NULL) all_null = false;
      if (s != SH_UNDEF) all_undef = false;
      IrValueKind k = c->elems[i]->kind;
      if (k != IR_V_CONST_INT && k != IR_V_CONST_FP) simple = false;
    }
    if (all_undef) return SH_UNDEF;
    if (all_null) return SH_NULL;
    if (simple && v->type->kind != IR_TY_STRUCT && data_elem_ok(v->type->elem)) return SH_DATA;
    return SH_AGG;
  }
  case IR_V_CONST_EXPR: return SH_EXPR;
  default: return SH_GLOBAL;
  }
}

static IrValue *canon(BcW *w, IrValue *v);

/* Structural key of a constant whose operands are already canonical. */
static bool cst_key(BcW *w, IrValue *v, StrBuf *k) {
  const IrConst *c = (const IrConst *)v;
  CstShape s = cst_shape(v);
  key_u64(k, s);
  key_ptr(k, v->type);
  switch (s) {
  case SH_INT: key_u64(k, c->ival); break;
  case SH_FP: key_u64(k, c->fbits); break;
  case SH_NULL: case SH_UNDEF: break;
  case SH_DATA: {
    uint64_t n = v->type->count;
    key_u64(k, n);
    for (uint32_t i = 0; i < n; i++) key_u64(k, data_elem(c, i));
    break;
  }
  case SH_AGG:
    for (uint32_t i = 0; i < c->nelems; i++) {
      IrValue *e = canon(w, c->elems[i]);
      if (!e) return false;
      key_ptr(k, e);
    }
    break;
  case SH_EXPR:
    key_u64(k, (uint64_t)c->expr_op);
    key_u64(k, c->expr_flags & IR_FLAG_INBOUNDS);
    key_ptr(k, c->expr_type);
    for (uint32_t i = 0; i < c->nelems; i++) {
      IrValue *e = canon(w, c->elems[i]);
      if (!e) return false;
      key_ptr(k, e);
    }
    break;
  default: break;
  }
  return true;
}

/* The canonical representative of a constant (LLVM uniques constants);
 * other values are their own representative. */
static IrValue *canon(BcW *w, IrValue *v) {
  if (!v || !is_constant(v)) return v;
  uint32_t idx = canon_get(w, v);
  if (idx) return w->cst_reps.data[idx - 1];
  uint32_t *slot;
  CstShape sh = cst_shape(v);
  if (sh == SH_INT || sh == SH_FP || sh == SH_NULL || sh == SH_UNDEF) {
    /* the scalars' key (cst_key's bytes) built in place */
    const IrConst *c = (const IrConst *)v;
    uint64_t key[3] = {(uint64_t)sh, (uint64_t)(uintptr_t)v->type, sh == SH_INT ? c->ival : c->fbits};
    slot = bmap_slot(w, &w->cst_keys, key, sh == SH_INT || sh == SH_FP ? 24 : 16);
  } else {
    StrBuf k = sb_new(w->a);
    if (!cst_key(w, v, &k)) {
      sb_free(&k);
      return NULL;
    }
    if (k.oom) {
      sb_free(&k);
      oom(w);
      return NULL;
    }
    slot = bmap_slot(w, &w->cst_keys, k.data, k.len);
    sb_free(&k);
  }
  if (!slot) return NULL;
  if (!*slot) {
    if (!vec_push(w->a, &w->cst_reps, v)) {
      oom(w);
      return NULL;
    }
    *slot = w->cst_reps.len;
  }
  if (!canon_set(w, v, *slot)) return NULL;
  return w->cst_reps.data[*slot - 1];
}

/* Operands LLVM sees on a constant (aggregates' elements, expressions'
 * operands; data arrays and scalars have none). */
static uint32_t cst_operands(IrValue *v, IrValue ***ops) {
  CstShape s = cst_shape(v);
  if (s != SH_AGG && s != SH_EXPR) return 0;
  IrConst *c = (IrConst *)v;
  *ops = c->elems;
  return c->nelems;
}

/* ---- values ------------------------------------------------------------------- */

static uint32_t val_lookup(BcW *w, IrValue *v) {
  uint32_t id = vid_get(w, v, true);
  return id ? id : vid_get(w, v, false);
}

/* ValueEnumerator::EnumerateValue. local: new values go to the function map. */
static bool enum_value(BcW *w, IrValue *v, bool local) {
  v = canon(w, v);
  if (!v) return !w->err ? bc_error(w, WR_VALUE, "invalid constant") : false;
  uint32_t id = val_lookup(w, v);
  if (id) {
    w->vals.data[id - 1].uses++;
    return true;
  }
  IrType *t = vtype(w, v);
  if (local) {
    if (!tid_get(w, t) && !w->err)
      return bc_error(w, WR_INTERNAL, "function value with a type missing from the type table");
  } else if (!enum_type(w, t)) {
    return false;
  }
  IrValue **ops;
  uint32_t n = cst_operands(v, &ops);
  for (uint32_t i = 0; i < n; i++)
    if (ops[i]->kind != IR_V_BLOCK && !enum_value(w, ops[i], local)) return false;
  ValEnt e = {v, 1};
  if (!vec_push(w->a, &w->vals, e)) return oom(w);
  return vid_set(w, v, local, w->vals.len);
}

static uint32_t val_id(BcW *w, IrValue *v) {
  if (v->kind == IR_V_BLOCK) {
    uint32_t b = bb_get(w, v);
    if (!b) bc_error(w, WR_VALUE, "branch to a block of another function");
    return b ? b - 1 : 0;
  }
  if (v->kind == IR_V_MD) {
    uint32_t m = mdid_get(w, ((IrMDValue *)v)->md);
    if (!m || m == UINT32_MAX) bc_error(w, WR_VALUE, "metadata argument not enumerated");
    return m && m != UINT32_MAX ? m - 1 : 0;
  }
  IrValue *c = canon(w, v);
  uint32_t id = c ? val_lookup(w, c) : 0;
  if (!id) {
    bc_error(w, WR_VALUE, "value '%s' used but not defined in this function",
             v->name ? v->name : "<unnamed>");
    return 0;
  }
  return id - 1;
}

static bool is_int_or_int_vector(BcW *w, IrValue *v) {
  IrType *t = vtype(w, v);
  if (t->kind == IR_TY_VECTOR) t = t->elem;
  return t->kind == IR_TY_INT;
}

/* ValueEnumerator::OptimizeConstants: stable sort by (type id, uses desc),
 * then integers first using the two-ended partition of std::partition. */
static bool optimize_constants(BcW *w, uint32_t start, uint32_t end, bool local) {
  if (end - start <= 1) return true;
  uint32_t n = end - start;
  ValEnt *v = w->vals.data + start;
  ValEnt *tmp = arena_alloc(w->a, sizeof(ValEnt) * n);
  uint32_t *tid = arena_alloc(w->a, sizeof(uint32_t) * n);
  uint32_t *ttmp = arena_alloc(w->a, sizeof(uint32_t) * n);
  if (!tmp || !tid || !ttmp) return oom(w);
  for (uint32_t i = 0; i < n; i++) tid[i] = vtype_id(w, v[i].v);
  /* Bottom-up merge sort (stable). */
  for (uint32_t width = 1; width < n; width *= 2) {
    for (uint32_t lo = 0; lo < n; lo += 2 * width) {
      uint32_t mid = lo + width < n ? lo + width : n;
      uint32_t hi = lo + 2 * width < n ? lo + 2 * width : n;
      uint32_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        bool take_right = tid[j] < tid[i] || (tid[j] == tid[i] && v[j].uses > v[i].uses);
        if (take_right) {
          tmp[k] = v[j];
          ttmp[k++] = tid[j++];
        } else {
          tmp[k] = v[i];
          ttmp[k++] = tid[i++];
        }
      }
      while (i < mid) {
        tmp[k] = v[i];
        ttmp[k++] = tid[i++];
      }
      while (j < hi) {
        tmp[k] = v[j];
        ttmp[k++] = tid[j++];
      }
    }
    memcpy(v, tmp, sizeof(ValEnt) * n);
    memcpy(tid, ttmp, sizeof(uint32_t) * n);
  }
  /* std::partition (bidirectional): swap the first non-integer from the
   * front with the last integer from the back, repeatedly. */
  uint32_t first = 0, last = n;
  for (;;) {
    while (first != last && is_int_or_int_vector(w, v[first].v)) first++;
    if (first == last) break;
    last--;
    while (first != last && !is_int_or_int_vector(w, v[last].v)) last--;
    if (first == last) break;
    ValEnt t = v[first];
    v[first] = v[last];
    v[last] = t;
    first++;
  }
  for (uint32_t i = 0; i < n; i++)
    if (!vid_set(w, v[i].v, local, start + i + 1)) return false;
  return true;
}

/* ---- metadata ------------------------------------------------------------------ */

static bool is_local_value(const IrValue *v) {
  return v && (v->kind == IR_V_INST || v->kind == IR_V_ARG || v->kind == IR_V_BLOCK);
}

/* ValueEnumerator::EnumerateMetadata (operands first, then the node); *id
 * gets the node's id + 1 (0 for a null operand, UINT32_MAX for a node
 * still being visited: a cycle). Uniquing, as LLVM's: a string by its
 * bytes, a constant by its canonical value, a tuple (not distinct, not on
 * a cycle) by its operands' ids. */
static bool enum_md_id(BcW *w, IrMD *md, uint32_t *id) {
  *id = 0;
  if (!md) return true;
  uint32_t have = mdid_get(w, md);
  if (have) {
    *id = have;
    return true;
  }
  if (md->kind == IR_MD_NODE && md->special)
    return bc_error(w, WR_METADATA, "debug-info metadata (%.40s...) cannot be written to DXIL", md->special);
  if (!mdid_set(w, md, UINT32_MAX)) return false;
  uint32_t *slot = NULL;
  switch (md->kind) {
  case IR_MD_NODE: {
    /* key: 'N', then the operands' ids (4 bytes each) */
    uint32_t small[32], *key = small;
    if (md->nops + 1 > 32 && !(key = arena_alloc_uninit(w->a, sizeof(uint32_t) * (md->nops + 1))))
      return oom(w);
    key[0] = 'N';
    bool uniquable = !md->distinct;
    for (uint32_t i = 0; i < md->nops; i++) {
      if (!enum_md_id(w, md->ops[i], &key[i + 1])) return false;
      if (key[i + 1] == UINT32_MAX) uniquable = false; /* cycle through this node */
    }
    if (uniquable && !(slot = bmap_slot(w, &w->md_keys, key, sizeof(uint32_t) * (md->nops + 1))))
      return false;
    break;
  }
  case IR_MD_VALUE: {
    if (!md->value || is_local_value(md->value))
      return bc_error(w, WR_METADATA, "metadata node refers to a function-local value");
    /* ConstantAsMetadata is unique per constant in LLVM: a repeated one is
     * not enumerated again (that would bump the constant's use count). */
    IrValue *cv = canon(w, md->value);
    if (!cv) return false;
    uint32_t same = pmap_get(&w->md_consts, cv);
    if (same) {
      *id = same;
      return mdid_set(w, md, same);
    }
    if (!enum_value(w, md->value, false)) return false;
    if (!vec_push(w->a, &w->mds, md)) return oom(w);
    *id = w->mds.len;
    return pmap_set(w, &w->md_consts, cv, w->mds.len) && mdid_set(w, md, w->mds.len);
  }
  case IR_MD_STRING: {
    /* key: 'S', then the bytes */
    char small[128], *key = small;
    if (md->len + 4 > sizeof small && !(key = arena_alloc_uninit(w->a, md->len + 4))) return oom(w);
    uint32_t tag = 'S';
    memcpy(key, &tag, 4);
    if (md->len) memcpy(key + 4, md->str, md->len);
    w->has_mdstring = true;
    if (!(slot = bmap_slot(w, &w->md_keys, key, md->len + 4))) return false;
    break;
  }
  }
  if (slot && *slot) {
    *id = *slot;
    return mdid_set(w, md, *slot);
  }
  if (!vec_push(w->a, &w->mds, md)) return oom(w);
  if (slot) *slot = w->mds.len;
  *id = w->mds.len;
  return mdid_set(w, md, w->mds.len);
}

static bool enum_md(BcW *w, IrMD *md) {
  uint32_t id;
  return enum_md_id(w, md, &id);
}

static uint32_t md_id(BcW *w, IrMD *md) {
  uint32_t id = mdid_get(w, md);
  if (!id || id == UINT32_MAX) {
    bc_error(w, WR_INTERNAL, "metadata used before enumeration");
    return 0;
  }
  return id - 1;
}

/* Metadata kinds: LLVM 3.7's fixed kinds, then DXC's usual registrations
 * around the kinds the module uses (so kind ids match DXC's output). */
static const char *const fixed_kinds[14] = {
    "dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct", "invariant.load",
    "alias.scope", "noalias", "nontemporal", "llvm.mem.parallel_loop_access", "nonnull",
    "dereferenceable", "dereferenceable_or_null",
};

static int kind_find(BcW *w, const char *name) {
  for (uint32_t i = 0; i < w->kinds.len; i++)
    if (strcmp(w->kinds.data[i], name) == 0) return (int)i;
  return -1;
}

static bool kind_add(BcW *w, const char *name) {
  if (kind_find(w, name) >= 0) return true;
  if (!vec_push(w->a, &w->kinds, name)) return oom(w);
  return true;
}

static bool build_kinds(BcW *w) {
  for (int i = 0; i < 14; i++)
    if (!kind_add(w, fixed_kinds[i])) return false;
  if (!kind_add(w, "dx.temp")) return false;
  bool break_br = false;
  for (uint32_t f = 0; f < w->m->funcs.len; f++) {
    IrFunc *fn = w->m->funcs.data[f];
    for (uint32_t i = 0; i < fn->nmd; i++)
      if (strcmp(fn->md[i].kind, "dx.break.br") == 0) break_br = true;
      else if (strcmp(fn->md[i].kind, "dx.dbg.varlayout") != 0 && !kind_add(w, fn->md[i].kind))
        return false;
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *I = fn->blocks[b]->first; I; I = I->next)
        for (uint32_t i = 0; i < I->nmd; i++) {
          const char *k = I->md[i].kind;
          if (strcmp(k, "dx.break.br") == 0) break_br = true;
          else if (strcmp(k, "dx.dbg.varlayout") != 0 && !kind_add(w, k)) return false;
        }
  }
  if (!kind_add(w, "dx.dbg.varlayout")) return false;
  if (break_br && !kind_add(w, "dx.break.br")) return false;
  return true;
}

/* An instruction's non-dbg attachments sorted by kind id (as 3.7's
 * getAllMetadataOtherThanDebugLoc returns them). */
typedef struct MdAtt {
  uint32_t kind;
  IrMD *md;
} MdAtt;

static uint32_t sorted_attachments(BcW *w, const IrMDAttach *md, uint32_t n, MdAtt *out) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (strcmp(md[i].kind, "dbg") == 0 || !md[i].md) continue;
    int id = kind_find(w, md[i].kind);
    if (id < 0) continue;
    MdAtt a = {(uint32_t)id, md[i].md};
    uint32_t j = k++;
    while (j > 0 && out[j - 1].kind > a.kind) {
      out[j] = out[j - 1];
      j--;
    }
    out[j] = a;
  }
  return k;
}

/* ---- attributes ------------------------------------------------------------------ */

/* LLVM 3.7 attributes: IR spelling, bitcode code, position in the 3.7
 * Attribute::AttrKind enum (the in-set sort order), integer-valued. */
typedef struct AttrInfo {
  const char *name;
  uint8_t code;
  uint8_t order;
  bool is_int;
} AttrInfo;

static const AttrInfo attr_table[] = {
    {"align", 1, 1, true},           {"alwaysinline", 2, 2, false},
    {"builtin", 35, 3, false},       {"byval", 3, 4, false},
    {"inalloca", 38, 5, false},      {"cold", 36, 6, false},
    {"convergent", 43, 7, false},    {"inlinehint", 4, 8, false},
    {"inreg", 5, 9, false},          {"jumptable", 40, 10, false},
    {"minsize", 6, 11, false},       {"naked", 7, 12, false},
    {"nest", 8, 13, false},          {"noalias", 9, 14, false},
    {"nobuiltin", 10, 15, false},    {"nocapture", 11, 16, false},
    {"noduplicate", 12, 17, false},  {"noimplicitfloat", 13, 18, false},
    {"noinline", 14, 19, false},     {"nonlazybind", 15, 20, false},
    {"nonnull", 39, 21, false},      {"dereferenceable", 41, 22, true},
    {"dereferenceable_or_null", 42, 23, true}, {"noredzone", 16, 24, false},
    {"noreturn", 17, 25, false},     {"nounwind", 18, 26, false},
    {"optsize", 19, 27, false},      {"optnone", 37, 28, false},
    {"readnone", 20, 29, false},     {"readonly", 21, 30, false},
    {"argmemonly", 45, 31, false},   {"returned", 22, 32, false},
    {"returns_twice", 23, 33, false},{"signext", 24, 34, false},
    {"alignstack", 25, 35, true},    {"ssp", 26, 36, false},
    {"sspreq", 27, 37, false},       {"sspstrong", 28, 38, false},
    {"safestack", 44, 39, false},    {"sret", 29, 40, false},
    {"sanitize_address", 30, 41, false}, {"sanitize_thread", 31, 42, false},
    {"sanitize_memory", 32, 43, false},  {"uwtable", 33, 44, false},
    {"zeroext", 34, 45, false},
};

static const AttrInfo *attr_info(const char *name) {
  /* First-byte filter: prepare asks this for every attribute of every
   * function and call. */
  for (size_t i = 0; i < sizeof attr_table / sizeof attr_table[0]; i++)
    if (attr_table[i].name[0] == name[0] && strcmp(attr_table[i].name, name) == 0)
      return &attr_table[i];
  return NULL;
}

int dxil_attr_order(const char *name, bool *is_int) {
  const AttrInfo *ai = name ? attr_info(name) : NULL;
  if (is_int) *is_int = ai && ai->is_int;
  return ai ? ai->order : -1;
}

/* One attribute ready for sorting and writing. */
typedef struct EncAttr {
  int cls;            /* 0 enum, 1 int, 2 string (3.7 sort classes) */
  uint64_t sortkey;   /* enum order / int value */
  const char *skey;   /* string attribute: key (unquoted, unescaped) */
  uint32_t skey_len;
  const char *sval;   /* string attribute: value (may be empty) */
  uint32_t sval_len;
  uint8_t code;       /* enum/int code */
  uint64_t ival;      /* int value */
} EncAttr;

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Unquotes and unescapes an LLVM string attribute token ("..." with \XX). */
static const char *unquote(BcW *w, const char *s, uint32_t *len) {
  size_t n = s ? strlen(s) : 0;
  if (n >= 2 && s[0] == '"' && s[n - 1] == '"') {
    s++;
    n -= 2;
  }
  char *o = arena_alloc(w->a, n + 1);
  if (!o) return NULL;
  uint32_t k = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '\\' && i + 2 < n) {
      int hi = hexval(s[i + 1]), lo = hexval(s[i + 2]);
      if (hi >= 0 && lo >= 0) {
        o[k++] = (char)(hi * 16 + lo);
        i += 2;
        continue;
      }
    }
    o[k++] = s[i];
  }
  o[k] = 0;
  *len = k;
  return o;
}

static bool encode_attr(BcW *w, const IrAttr *at, EncAttr *e) {
  memset(e, 0, sizeof *e);
  const char *key = at->key;
  if (key[0] == '"') {
    e->cls = 2;
    e->skey = unquote(w, key, &e->skey_len);
    e->sval = at->value ? unquote(w, at->value, &e->sval_len) : "";
    return e->skey && e->sval ? true : oom(w);
  }
  const char *name = key;
  /* Modern spellings with a 3.7 equivalent. */
  if (strcmp(key, "memory") == 0 && at->value) {
    if (strcmp(at->value, "none") == 0) name = "readnone";
    else if (strcmp(at->value, "read") == 0) name = "readonly";
    else if (strcmp(at->value, "argmem: readwrite") == 0) name = "argmemonly";
    else return bc_error(w, WR_ATTRIBUTE, "attribute memory(%s) has no LLVM 3.7 equivalent", at->value);
  } else if (strcmp(key, "captures") == 0 && at->value && strcmp(at->value, "none") == 0) {
    name = "nocapture";
  }
  const AttrInfo *ai = attr_info(name);
  if (!ai) return bc_error(w, WR_ATTRIBUTE, "attribute '%s' is not in LLVM 3.7 (run dxil-prepare)", key);
  e->code = ai->code;
  if (ai->is_int) {
    e->cls = 1;
    uint64_t v = 0;
    const char *p = at->value ? at->value : "";
    if (!*p) return bc_error(w, WR_ATTRIBUTE, "attribute '%s' needs a value", key);
    for (; *p; p++) {
      if (*p < '0' || *p > '9') return bc_error(w, WR_ATTRIBUTE, "attribute '%s' has a non-numeric value", key);
      v = v * 10 + (uint64_t)(*p - '0');
    }
    e->ival = v;
    e->sortkey = v;
  } else {
    e->cls = 0;
    e->sortkey = ai->order;
  }
  return true;
}

static int str_cmp(const char *a, uint32_t al, const char *b, uint32_t bl) {
  int c = memcmp(a, b, al < bl ? al : bl);
  if (c) return c;
  return al < bl ? -1 : al > bl ? 1 : 0;
}

static bool enc_less(const EncAttr *a, const EncAttr *b) {
  if (a->cls != b->cls) return a->cls < b->cls;
  if (a->cls < 2) return a->sortkey < b->sortkey;
  int c = str_cmp(a->skey, a->skey_len, b->skey, b->skey_len);
  if (c) return c < 0;
  return str_cmp(a->sval, a->sval_len, b->sval, b->sval_len) < 0;
}

/* Group id (1-based) for attribute set s at slot index; 0 when empty. */
static uint32_t attr_group_new(BcW *w, const IrAttrSet *s, uint32_t index);
static uint32_t attr_group(BcW *w, const IrAttrSet *s, uint32_t index) {
  if (!s || !s->n) return 0;
  uint64_t memo = (uint64_t)(uintptr_t)ptrmap_get(&w->group_of, s);
  if (memo && memo >> 32 == index) return (uint32_t)memo - 1;
  uint32_t g = attr_group_new(w, s, index);
  if (!w->err && !ptrmap_put(&w->group_of, s, (void *)(uintptr_t)((uint64_t)index << 32 | (g + 1ull))))
    return oom(w), 0;
  return g;
}

/* attr_group's encoding of a set not seen at `index` yet. */
static uint32_t attr_group_new(BcW *w, const IrAttrSet *s, uint32_t index) {
  EncAttr *e = arena_alloc(w->a, sizeof(EncAttr) * s->n);
  if (!e) return oom(w), 0;
  uint32_t n = 0;
  for (uint32_t i = 0; i < s->n; i++) {
    EncAttr x;
    if (!encode_attr(w, &s->attrs[i], &x)) return 0;
    /* attribute sets hold each kind once */
    bool dup = false;
    for (uint32_t j = 0; j < n && !dup; j++)
      dup = x.cls != 2 && e[j].cls == x.cls && e[j].code == x.code;
    if (dup) continue;
    uint32_t j = n++;
    while (j > 0 && enc_less(&x, &e[j - 1])) {
      e[j] = e[j - 1];
      j--;
    }
    e[j] = x;
  }
  VEC(uint64_t) words = {0};
  for (uint32_t i = 0; i < n; i++) {
    bool ok = true;
    if (e[i].cls == 0) {
      ok = vec_push(w->a, &words, 0) && vec_push(w->a, &words, e[i].code);
    } else if (e[i].cls == 1) {
      ok = vec_push(w->a, &words, 1) && vec_push(w->a, &words, e[i].code) &&
           vec_push(w->a, &words, e[i].ival);
    } else {
      ok = vec_push(w->a, &words, e[i].sval_len ? 4 : 3);
      for (uint32_t c = 0; ok && c < e[i].skey_len; c++)
        ok = vec_push(w->a, &words, (uint8_t)e[i].skey[c]);
      ok = ok && vec_push(w->a, &words, 0);
      if (e[i].sval_len) {
        for (uint32_t c = 0; ok && c < e[i].sval_len; c++)
          ok = vec_push(w->a, &words, (uint8_t)e[i].sval[c]);
        ok = ok && vec_push(w->a, &words, 0);
      }
    }
    if (!ok) return oom(w), 0;
  }
  if (!words.len) return 0;
  StrBuf k = sb_new(w->a);
  key_u64(&k, index);
  sb_putn(&k, words.data, sizeof(uint64_t) * words.len);
  uint32_t *slot = k.oom ? NULL : bmap_slot(w, &w->group_keys, k.data, k.len);
  sb_free(&k);
  if (!slot) return oom(w), 0;
  if (!*slot) {
    AttrGroup g = {index, words.data, words.len};
    if (!vec_push(w->a, &w->groups, g)) return oom(w), 0;
    *slot = w->groups.len;
  }
  return *slot;
}

/* Attribute list id (1-based, 0 = none) for return/param/function sets;
 * slots in index order: return, parameters, function. */
static uint32_t attr_list(BcW *w, const IrAttrSet *ret, IrAttrSet *const *params, uint32_t nparams,
                          const IrAttrSet *fn) {
  uint32_t *gids = arena_alloc(w->a, sizeof(uint32_t) * (nparams + 2));
  if (!gids) return oom(w), 0;
  uint32_t n = 0;
  uint32_t g = attr_group(w, ret, 0);
  if (g) gids[n++] = g;
  for (uint32_t i = 0; params && i < nparams; i++)
    if ((g = attr_group(w, params[i], i + 1))) gids[n++] = g;
  if ((g = attr_group(w, fn, UINT32_MAX))) gids[n++] = g;
  if (w->err || !n) return 0;
  uint32_t *slot = bmap_slot(w, &w->list_keys, gids, sizeof(uint32_t) * n);
  if (!slot) return 0;
  if (!*slot) {
    uint32_t *copy = arena_dup(w->a, gids, sizeof(uint32_t) * n);
    AttrList l = {copy, n};
    if (!copy || !vec_push(w->a, &w->lists, l)) return oom(w), 0;
    *slot = w->lists.len;
  }
  return *slot;
}

static uint32_t func_attrs(BcW *w, IrFunc *f) {
  return attr_list(w, f->ret_attrs, f->param_attrs, f->nargs, f->fn_attrs);
}

static uint32_t call_attrs(BcW *w, IrInst *I) {
  return attr_list(w, I->call_ret_attrs, I->call_arg_attrs, I->nops ? I->nops - 1 : 0,
                   I->call_attrs);
}

/* ---- operands in LLVM order --------------------------------------------------- */

/* The shufflevector mask as the constant operand LLVM 3.7 stores. */
static IrValue *shuffle_mask(BcW *w, IrInst *I) {
  uint32_t idx = pmap_get(&w->shuffle_masks, I);
  if (idx) return w->cst_reps.data[idx - 1];
  IrType *i32 = ir_type_int(w->m, 32);
  IrValue **el = arena_alloc(w->a, sizeof(IrValue *) * (I->nindices ? I->nindices : 1));
  if (!el) return oom(w), NULL;
  for (uint32_t i = 0; i < I->nindices; i++)
    el[i] = I->indices[i] == UINT32_MAX ? ir_undef(w->m, i32) : ir_const_i32(w->m, I->indices[i]);
  IrValue *c = ir_const_agg(w->m, ir_type_vector(w->m, i32, I->nindices), el, I->nindices);
  IrValue *r = c ? canon(w, c) : NULL;
  if (!r) return bc_error(w, WR_CONSTANT, "cannot build a shufflevector mask"), NULL;
  uint32_t ri = canon_get(w, c);
  if (!pmap_set(w, &w->shuffle_masks, I, ri)) return NULL;
  return r;
}

/* Operands as LLVM 3.7 lists them (Instruction::operands()): call args then
 * callee; br cond, false, true; phi values only; shufflevector mask. */
static uint32_t llvm_ops(BcW *w, IrInst *I, IrValue **out) {
  uint32_t n = 0;
  switch (I->op) {
  case IR_CALL:
    for (uint32_t i = 1; i < I->nops; i++) out[n++] = I->ops[i];
    if (I->nops) out[n++] = I->ops[0];
    break;
  case IR_BR:
    if (I->nops == 3) {
      out[n++] = I->ops[0];
      out[n++] = I->ops[2];
      out[n++] = I->ops[1];
    } else {
      for (uint32_t i = 0; i < I->nops; i++) out[n++] = I->ops[i];
    }
    break;
  case IR_PHI:
    for (uint32_t i = 0; i < I->nops; i += 2) out[n++] = I->ops[i];
    break;
  case IR_SHUFFLEVECTOR:
    for (uint32_t i = 0; i < I->nops; i++) out[n++] = I->ops[i];
    out[n] = shuffle_mask(w, I);
    if (out[n]) n++;
    break;
  default:
    for (uint32_t i = 0; i < I->nops; i++) out[n++] = I->ops[i];
    break;
  }
  return n;
}

/* ValueEnumerator::EnumerateOperandType. */
static bool enum_operand_type(BcW *w, IrValue *v) {
  if (!v) return bc_error(w, WR_MALFORMED, "instruction with a missing operand");
  if (!enum_type(w, vtype(w, v))) return false;
  if (!is_constant(v)) return true;
  IrValue *c = canon(w, v);
  if (!c) return false;
  if (val_lookup(w, c)) return true;
  IrValue **ops;
  uint32_t n = cst_operands(c, &ops);
  for (uint32_t i = 0; i < n; i++)
    if (!enum_operand_type(w, ops[i])) return false;
  return true;
}

static bool check_inst(BcW *w, IrInst *I) {
  switch (I->op) {
  case IR_FNEG:
    return bc_error(w, WR_NOT_LLVM37, "fneg is not in LLVM 3.7 (run dxil-prepare)");
  case IR_FREEZE:
    return bc_error(w, WR_NOT_LLVM37, "freeze is not in LLVM 3.7 (run dxil-prepare)");
  default:
    return true;
  }
}

/* ---- module enumeration (ValueEnumerator constructor) --------------------------- */

static bool enumerate_module(BcW *w) {
  IrModule *m = w->m;
  for (uint32_t i = 0; i < m->globals.len; i++)
    if (!enum_value(w, &((IrGlobal *)m->globals.data[i])->v, false)) return false;
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    if (!enum_value(w, &f->v, false)) return false;
    func_attrs(w, f);
    if (w->err) return false;
  }
  w->first_const = w->vals.len;
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    if (g->init && !enum_value(w, g->init, false)) return false;
  }
  if (!enum_type(w, ir_type_metadata(m))) return false;
  for (uint32_t i = 0; i < m->named_md.len; i++) {
    IrNamedMD *n = m->named_md.data[i];
    for (uint32_t j = 0; j < n->nops; j++) {
      if (!n->ops[j] || n->ops[j]->kind != IR_MD_NODE)
        return bc_error(w, WR_METADATA, "named metadata !%s has an operand that is not a node", n->name);
      if (!enum_md(w, n->ops[j])) return false;
    }
  }
  IrValue *ops[512];
  MdAtt att[64];
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    for (uint32_t i = 0; i < f->nargs; i++)
      if (!enum_type(w, f->args[i]->v.type)) return false;
    uint32_t na = sorted_attachments(w, f->md, f->nmd < 64 ? f->nmd : 64, att);
    for (uint32_t i = 0; i < na; i++)
      if (!enum_md(w, att[i].md)) return false;
    for (uint32_t b = 0; b < f->nblocks; b++) {
      for (IrInst *I = f->blocks[b]->first; I; I = I->next) {
        if (!check_inst(w, I)) return false;
        if (I->nops + 1 > 512) return bc_error(w, WR_MALFORMED, "instruction with too many operands");
        uint32_t n = llvm_ops(w, I, ops);
        if (w->err) return false;
        for (uint32_t k = 0; k < n; k++) {
          if (ops[k] && ops[k]->kind == IR_V_MD) {
            IrMD *md = ((IrMDValue *)ops[k])->md;
            if (md && md->kind == IR_MD_VALUE && is_local_value(md->value)) continue;
            if (!enum_md(w, md)) return false;
            continue;
          }
          if (!enum_operand_type(w, ops[k])) return false;
        }
        if (!enum_type(w, I->v.type)) return false;
        if (I->op == IR_CALL) {
          call_attrs(w, I);
          if (w->err) return false;
        }
        uint32_t nm = sorted_attachments(w, I->md, I->nmd < 64 ? I->nmd : 64, att);
        for (uint32_t i = 0; i < nm; i++)
          if (!enum_md(w, att[i].md)) return false;
      }
    }
  }
  w->num_module_mds = w->mds.len;
  if (!optimize_constants(w, w->first_const, w->vals.len, false)) return false;
  w->num_module_vals = w->vals.len;
  return true;
}

/* ---- writing helpers ----------------------------------------------------------- */

typedef struct Rec {
  uint64_t *v;
  uint32_t n, cap;
  BcW *w;
} Rec;

/* A record starts in a buffer on the stack (most records are short) and
 * moves to the arena only when it outgrows it: one arena array per
 * instruction was most of the writer's memory on a big shader. */
#define REC(name, writer)        \
  uint64_t name##_inline[32];    \
  Rec name = {name##_inline, 0, 32, (writer)}

static void rec_push(Rec *r, uint64_t x) {
  if (r->n == r->cap) {
    uint32_t nc = r->cap ? r->cap * 2 : 64;
    uint64_t *nv = arena_alloc_uninit(r->w->a, sizeof(uint64_t) * nc);
    if (!nv) {
      oom(r->w);
      return;
    }
    if (r->n) memcpy(nv, r->v, sizeof(uint64_t) * r->n);
    r->v = nv;
    r->cap = nc;
  }
  r->v[r->n++] = x;
}

static void rec_str(Rec *r, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) rec_push(r, (uint8_t)s[i]);
}

static bool emit(BcW *w, uint32_t code, Rec *r, uint32_t abbrev) {
  if (w->err) return false;
  bool ok = bw_record(&w->bw, code, r->v, r->n, abbrev);
  r->n = 0;
  if (!ok) return bits_failed(w, "bitstream encoding failed");
  return true;
}

/* WriteStringRecord: char6 abbreviation only when every char is char6. */
static bool write_string_record(BcW *w, uint32_t code, const char *s, size_t n, uint32_t abbrev,
                                Rec *r) {
  for (size_t i = 0; i < n; i++)
    if (abbrev && !bs_is_char6(s[i])) abbrev = 0;
  rec_str(r, s, n);
  return emit(w, code, r, abbrev);
}

static BsAbbrev *new_abbrev(BcW *w) {
  BsAbbrev *ab = arena_alloc(w->a, sizeof *ab);
  if (!ab) oom(w);
  return ab;
}

/* ---- BLOCKINFO ------------------------------------------------------------------- */

static bool write_blockinfo(BcW *w) {
  uint32_t nbits = log2_ceil(w->types.len + 1);
  if (!bw_enter_blockinfo(&w->bw, 2)) return bits_failed(w, "bitstream failure");
  struct {
    uint32_t block;
    BsAbbrevOp ops[5];
    uint32_t n;
  } defs[] = {
      {BLK_VALUE_SYMTAB, {{BS_ENC_FIXED, 3}, {BS_ENC_VBR, 8}, {BS_ENC_ARRAY, 0}, {BS_ENC_FIXED, 8}}, 4},
      {BLK_VALUE_SYMTAB, {{BS_ENC_LITERAL, VST_ENTRY}, {BS_ENC_VBR, 8}, {BS_ENC_ARRAY, 0}, {BS_ENC_FIXED, 7}}, 4},
      {BLK_VALUE_SYMTAB, {{BS_ENC_LITERAL, VST_ENTRY}, {BS_ENC_VBR, 8}, {BS_ENC_ARRAY, 0}, {BS_ENC_CHAR6, 0}}, 4},
      {BLK_VALUE_SYMTAB, {{BS_ENC_LITERAL, VST_BBENTRY}, {BS_ENC_VBR, 8}, {BS_ENC_ARRAY, 0}, {BS_ENC_CHAR6, 0}}, 4},
      {BLK_CONSTANTS, {{BS_ENC_LITERAL, CST_SETTYPE}, {BS_ENC_FIXED, nbits}}, 2},
      {BLK_CONSTANTS, {{BS_ENC_LITERAL, CST_INTEGER}, {BS_ENC_VBR, 8}}, 2},
      {BLK_CONSTANTS, {{BS_ENC_LITERAL, CST_CE_CAST}, {BS_ENC_FIXED, 4}, {BS_ENC_FIXED, nbits}, {BS_ENC_VBR, 8}}, 4},
      {BLK_CONSTANTS, {{BS_ENC_LITERAL, CST_NULL}}, 1},
      {BLK_FUNCTION, {{BS_ENC_LITERAL, FN_LOAD}, {BS_ENC_VBR, 6}, {BS_ENC_FIXED, nbits}, {BS_ENC_VBR, 4}, {BS_ENC_FIXED, 1}}, 5},
      {BLK_FUNCTION, {{BS_ENC_LITERAL, FN_BINOP}, {BS_ENC_VBR, 6}, {BS_ENC_VBR, 6}, {BS_ENC_FIXED, 4}}, 4},
      {BLK_FUNCTION, {{BS_ENC_LITERAL, FN_BINOP}, {BS_ENC_VBR, 6}, {BS_ENC_VBR, 6}, {BS_ENC_FIXED, 4}, {BS_ENC_FIXED, 7}}, 5},
      {BLK_FUNCTION, {{BS_ENC_LITERAL, FN_CAST}, {BS_ENC_VBR, 6}, {BS_ENC_FIXED, nbits}, {BS_ENC_FIXED, 4}}, 4},
      {BLK_FUNCTION, {{BS_ENC_LITERAL, FN_RET}}, 1},
      {BLK_FUNCTION, {{BS_ENC_LITERAL, FN_RET}, {BS_ENC_VBR, 6}}, 2},
      {BLK_FUNCTION, {{BS_ENC_LITERAL, FN_UNREACHABLE}}, 1},
      {BLK_FUNCTION, {{BS_ENC_LITERAL, FN_GEP}, {BS_ENC_FIXED, 1}, {BS_ENC_FIXED, nbits}, {BS_ENC_ARRAY, 0}, {BS_ENC_VBR, 6}}, 5},
  };
  for (size_t i = 0; i < sizeof defs / sizeof defs[0]; i++) {
    BsAbbrev *ab = new_abbrev(w);
    if (!ab) return false;
    for (uint32_t k = 0; k < defs[i].n; k++) bs_abbrev_add(ab, defs[i].ops[k].enc, defs[i].ops[k].value);
    if (!bw_blockinfo_abbrev(&w->bw, defs[i].block, ab, NULL))
      return bits_failed(w, "bitstream failure");
  }
  return bw_exit_block(&w->bw) ? true : bits_failed(w, "bitstream failure");
}

/* ---- attribute blocks ---------------------------------------------------------------- */

static bool write_attributes(BcW *w) {
  REC(r, w);
  if (w->groups.len) {
    bw_enter_block(&w->bw, BLK_PARAMATTR_GROUP, 3);
    for (uint32_t i = 0; i < w->groups.len; i++) {
      AttrGroup *g = &w->groups.data[i];
      rec_push(&r, i + 1);
      rec_push(&r, g->index);
      for (uint32_t k = 0; k < g->nwords; k++) rec_push(&r, g->words[k]);
      if (!emit(w, PARAMATTR_GRP_ENTRY, &r, 0)) return false;
    }
    bw_exit_block(&w->bw);
  }
  if (w->lists.len) {
    bw_enter_block(&w->bw, BLK_PARAMATTR, 3);
    for (uint32_t i = 0; i < w->lists.len; i++) {
      for (uint32_t k = 0; k < w->lists.data[i].n; k++) rec_push(&r, w->lists.data[i].groups[k]);
      if (!emit(w, PARAMATTR_ENTRY, &r, 0)) return false;
    }
    bw_exit_block(&w->bw);
  }
  return !w->err;
}

/* ---- type table ------------------------------------------------------------------------ */

static bool write_types(BcW *w) {
  uint32_t nbits = log2_ceil(w->types.len + 1);
  bw_enter_block(&w->bw, BLK_TYPE, 4);
  BsAbbrev *ab;
  uint32_t ptr_ab, fn_ab, anon_ab, name_ab, named_ab, arr_ab;
#define DEF(...)                                                               \
  do {                                                                         \
    if (!(ab = new_abbrev(w))) return false;                                   \
    const BsAbbrevOp ops_[] = {__VA_ARGS__};                                   \
    for (size_t k_ = 0; k_ < sizeof ops_ / sizeof ops_[0]; k_++)               \
      bs_abbrev_add(ab, ops_[k_].enc, ops_[k_].value);                         \
  } while (0)
  DEF({BS_ENC_LITERAL, TY_POINTER}, {BS_ENC_FIXED, nbits}, {BS_ENC_LITERAL, 0});
  bw_define_abbrev(&w->bw, ab, &ptr_ab);
  DEF({BS_ENC_LITERAL, TY_FUNCTION}, {BS_ENC_FIXED, 1}, {BS_ENC_ARRAY, 0}, {BS_ENC_FIXED, nbits});
  bw_define_abbrev(&w->bw, ab, &fn_ab);
  DEF({BS_ENC_LITERAL, TY_STRUCT_ANON}, {BS_ENC_FIXED, 1}, {BS_ENC_ARRAY, 0}, {BS_ENC_FIXED, nbits});
  bw_define_abbrev(&w->bw, ab, &anon_ab);
  DEF({BS_ENC_LITERAL, TY_STRUCT_NAME}, {BS_ENC_ARRAY, 0}, {BS_ENC_CHAR6, 0});
  bw_define_abbrev(&w->bw, ab, &name_ab);
  DEF({BS_ENC_LITERAL, TY_STRUCT_NAMED}, {BS_ENC_FIXED, 1}, {BS_ENC_ARRAY, 0}, {BS_ENC_FIXED, nbits});
  bw_define_abbrev(&w->bw, ab, &named_ab);
  DEF({BS_ENC_LITERAL, TY_ARRAY}, {BS_ENC_VBR, 8}, {BS_ENC_FIXED, nbits});
  bw_define_abbrev(&w->bw, ab, &arr_ab);
#undef DEF
  REC(r, w);
  rec_push(&r, w->types.len);
  if (!emit(w, TY_NUMENTRY, &r, 0)) return false;
  for (uint32_t i = 0; i < w->types.len; i++) {
    IrType *t = w->types.data[i];
    uint32_t code = 0, abbrev = 0;
    switch (t->kind) {
    case IR_TY_VOID: code = TY_VOID; break;
    case IR_TY_HALF: code = TY_HALF; break;
    case IR_TY_FLOAT: code = TY_FLOAT; break;
    case IR_TY_DOUBLE: code = TY_DOUBLE; break;
    case IR_TY_LABEL: code = TY_LABEL; break;
    case IR_TY_METADATA: code = TY_METADATA; break;
    case IR_TY_INT:
      code = TY_INTEGER;
      rec_push(&r, t->bits);
      break;
    case IR_TY_PTR:
      code = TY_POINTER;
      rec_push(&r, type_id(w, t->elem));
      rec_push(&r, t->addrspace);
      if (t->addrspace == 0) abbrev = ptr_ab;
      break;
    case IR_TY_FUNC:
      code = TY_FUNCTION;
      rec_push(&r, t->vararg);
      rec_push(&r, type_id(w, t->elem));
      for (uint32_t k = 0; k < t->nmembers; k++) rec_push(&r, type_id(w, t->members[k]));
      abbrev = fn_ab;
      break;
    case IR_TY_STRUCT:
      rec_push(&r, t->packed);
      for (uint32_t k = 0; k < t->nmembers; k++) rec_push(&r, type_id(w, t->members[k]));
      if (!t->name) {
        code = TY_STRUCT_ANON;
        abbrev = anon_ab;
      } else {
        if (t->opaque) {
          code = TY_OPAQUE;
        } else {
          code = TY_STRUCT_NAMED;
          abbrev = named_ab;
        }
        if (*t->name) {
          REC(nr, w);
          if (!write_string_record(w, TY_STRUCT_NAME, t->name, strlen(t->name), name_ab, &nr))
            return false;
        }
      }
      break;
    case IR_TY_ARRAY:
      code = TY_ARRAY;
      rec_push(&r, t->count);
      rec_push(&r, type_id(w, t->elem));
      abbrev = arr_ab;
      break;
    case IR_TY_VECTOR:
      code = TY_VECTOR;
      rec_push(&r, t->count);
      rec_push(&r, type_id(w, t->elem));
      break;
    default:
      return bc_error(w, WR_TYPE, "type has no LLVM 3.7 encoding");
    }
    if (!emit(w, code, &r, abbrev)) return false;
  }
  bw_exit_block(&w->bw);
  return !w->err;
}

/* ---- module info ------------------------------------------------------------------------- */

static uint32_t linkage_code(IrLinkage l) {
  switch (l) {
  case IR_LINK_EXTERNAL: return 0;
  case IR_LINK_APPENDING: return 2;
  case IR_LINK_INTERNAL: return 3;
  case IR_LINK_EXTERN_WEAK: return 7;
  case IR_LINK_COMMON: return 8;
  case IR_LINK_PRIVATE: return 9;
  case IR_LINK_AVAILABLE_EXTERNALLY: return 12;
  case IR_LINK_WEAK_ODR: return 17;
  case IR_LINK_LINKONCE_ODR: return 19;
  }
  return 0;
}

static uint32_t section_id(const char **sections, uint32_t n, const char *s) {
  for (uint32_t i = 0; i < n; i++)
    if (strcmp(sections[i], s) == 0) return i + 1;
  return 0;
}

/* The module's layout when it is one of DXC's two; otherwise the one the
 * entry's shader flags ask for (raw bit 23: native 16-bit types). */
static const char *datalayout_for(IrModule *m) {
  if (m->datalayout && (strcmp(m->datalayout, DXIL_DATALAYOUT_LEGACY) == 0 ||
                        strcmp(m->datalayout, DXIL_DATALAYOUT_NATIVE16) == 0))
    return m->datalayout;
  IrNamedMD *eps = ir_named_md(m, "dx.entryPoints");
  for (uint32_t e = 0; eps && e < eps->nops; e++) {
    IrMD *ep = eps->ops[e];
    IrMD *props = ep && ep->kind == IR_MD_NODE && ep->nops > 4 ? ep->ops[4] : NULL;
    for (uint32_t i = 0; props && props->kind == IR_MD_NODE && i + 1 < props->nops; i += 2) {
      uint64_t tag, flags;
      IrMD *t = props->ops[i], *v = props->ops[i + 1];
      if (t && t->kind == IR_MD_VALUE && ir_const_is_int(t->value, &tag) && tag == 0 && v &&
          v->kind == IR_MD_VALUE && ir_const_is_int(v->value, &flags) && ((flags >> 23) & 1))
        return DXIL_DATALAYOUT_NATIVE16;
    }
  }
  return DXIL_DATALAYOUT_LEGACY;
}

static bool write_module_info(BcW *w) {
  IrModule *m = w->m;
  REC(r, w);
  /* DXIL's triple and data layout (the validator accepts nothing else). */
  static const char triple[] = "dxil-ms-dx";
  if (!write_string_record(w, MOD_TRIPLE, triple, sizeof triple - 1, 0, &r)) return false;
  const char *dl = datalayout_for(m);
  if (!write_string_record(w, MOD_DATALAYOUT, dl, strlen(dl), 0, &r)) return false;
  /* Section names get ids in first-use order (globals, then functions). */
  const char **sections = arena_alloc(w->a, sizeof(char *) * (m->globals.len + m->funcs.len + 1));
  if (!sections) return oom(w);
  uint32_t nsec = 0, max_align = 0, max_gtype = 0;
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    if (g->align > max_align) max_align = g->align;
    uint32_t t = type_id(w, g->value_type);
    if (t > max_gtype) max_gtype = t;
    if (g->section && !section_id(sections, nsec, g->section)) {
      sections[nsec++] = g->section;
      if (!write_string_record(w, MOD_SECTIONNAME, g->section, strlen(g->section), 0, &r)) return false;
    }
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    if (f->section && !section_id(sections, nsec, f->section)) {
      sections[nsec++] = f->section;
      if (!write_string_record(w, MOD_SECTIONNAME, f->section, strlen(f->section), 0, &r)) return false;
    }
  }
  uint32_t gv_ab = 0;
  if (m->globals.len) {
    BsAbbrev *ab = new_abbrev(w);
    if (!ab) return false;
    bs_abbrev_add(ab, BS_ENC_LITERAL, MOD_GLOBALVAR);
    bs_abbrev_add(ab, BS_ENC_FIXED, log2_ceil(max_gtype + 1));
    bs_abbrev_add(ab, BS_ENC_VBR, 6);
    bs_abbrev_add(ab, BS_ENC_VBR, 6);
    bs_abbrev_add(ab, BS_ENC_FIXED, 5);
    if (max_align == 0) bs_abbrev_add(ab, BS_ENC_LITERAL, 0);
    else bs_abbrev_add(ab, BS_ENC_FIXED, log2_ceil(log2_floor(max_align) + 1 + 1));
    if (nsec == 0) bs_abbrev_add(ab, BS_ENC_LITERAL, 0);
    else bs_abbrev_add(ab, BS_ENC_FIXED, log2_ceil(nsec + 1));
    if (!bw_define_abbrev(&w->bw, ab, &gv_ab)) return bits_failed(w, "bitstream failure");
  }
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    rec_push(&r, type_id(w, g->value_type));
    rec_push(&r, (uint64_t)g->addrspace << 2 | 2 | (g->is_const ? 1 : 0));
    rec_push(&r, g->init ? val_id(w, g->init) + 1 : 0);
    rec_push(&r, linkage_code(g->linkage));
    rec_push(&r, (uint32_t)(log2_floor(g->align) + 1));
    rec_push(&r, g->section ? section_id(sections, nsec, g->section) : 0);
    uint32_t abbrev = gv_ab;
    if (g->thread_local_ || g->unnamed_addr || g->external_init) {
      rec_push(&r, 0);                      /* visibility */
      rec_push(&r, g->thread_local_ ? 1 : 0);
      rec_push(&r, g->unnamed_addr ? 1 : 0);
      rec_push(&r, g->external_init);
      rec_push(&r, 0);                      /* DLL storage */
      rec_push(&r, 0);                      /* comdat */
      abbrev = 0;
    }
    if (!emit(w, MOD_GLOBALVAR, &r, abbrev)) return false;
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    rec_push(&r, type_id(w, f->fn_type));
    rec_push(&r, 0);                        /* calling convention: C */
    rec_push(&r, f->nblocks == 0);          /* isproto */
    rec_push(&r, linkage_code(f->linkage));
    rec_push(&r, func_attrs(w, f));
    rec_push(&r, 0);                        /* alignment */
    rec_push(&r, f->section ? section_id(sections, nsec, f->section) : 0);
    rec_push(&r, 0);                        /* visibility */
    rec_push(&r, 0);                        /* gc */
    rec_push(&r, f->unnamed_addr ? 1 : 0);
    rec_push(&r, 0);                        /* prologue */
    rec_push(&r, 0);                        /* DLL storage */
    rec_push(&r, 0);                        /* comdat */
    rec_push(&r, 0);                        /* prefix */
    rec_push(&r, 0);                        /* personality */
    if (!emit(w, MOD_FUNCTION, &r, 0)) return false;
  }
  return !w->err;
}

/* ---- constants ------------------------------------------------------------------------ */

static uint64_t signed_vbr(int64_t v) {
  return v >= 0 ? (uint64_t)v << 1 : ((uint64_t)(-(v + 1)) + 1) << 1 | 1;
}

static int64_t sext(uint64_t v, uint32_t bits) {
  if (bits >= 64 || bits == 0) return (int64_t)v;
  uint64_t m = 1ull << (bits - 1);
  v &= (1ull << bits) - 1;
  return (int64_t)((v ^ m) - m);
}

static uint32_t cast_code(int op) {
  switch (op) {
  case IR_TRUNC: return 0;
  case IR_ZEXT: return 1;
  case IR_SEXT: return 2;
  case IR_FPTOUI: return 3;
  case IR_FPTOSI: return 4;
  case IR_UITOFP: return 5;
  case IR_SITOFP: return 6;
  case IR_FPTRUNC: return 7;
  case IR_FPEXT: return 8;
  case IR_PTRTOINT: return 9;
  case IR_INTTOPTR: return 10;
  case IR_BITCAST: return 11;
  case IR_ADDRSPACECAST: return 12;
  default: return UINT32_MAX;
  }
}

static uint32_t binop_code(int op) {
  switch (op) {
  case IR_ADD: case IR_FADD: return 0;
  case IR_SUB: case IR_FSUB: return 1;
  case IR_MUL: case IR_FMUL: return 2;
  case IR_UDIV: return 3;
  case IR_SDIV: case IR_FDIV: return 4;
  case IR_UREM: return 5;
  case IR_SREM: case IR_FREM: return 6;
  case IR_SHL: return 7;
  case IR_LSHR: return 8;
  case IR_ASHR: return 9;
  case IR_AND: return 10;
  case IR_OR: return 11;
  case IR_XOR: return 12;
  default: return UINT32_MAX;
  }
}

/* GetOptimizationFlags, with modern fast-math bits mapped to 3.7's. */
static uint64_t opt_flags(int op, uint32_t flags) {
  uint64_t f = 0;
  switch (op) {
  case IR_ADD: case IR_SUB: case IR_MUL: case IR_SHL:
    if (flags & IR_FLAG_NSW) f |= 2;
    if (flags & IR_FLAG_NUW) f |= 1;
    break;
  case IR_UDIV: case IR_SDIV: case IR_LSHR: case IR_ASHR:
    if (flags & IR_FLAG_EXACT) f |= 1;
    break;
  case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FDIV: case IR_FREM: case IR_FCMP: {
    const uint32_t fast37 = IR_FMF_REASSOC | IR_FMF_NNAN | IR_FMF_NINF | IR_FMF_NSZ | IR_FMF_ARCP;
    if ((flags & fast37) == fast37) return 0x1F; /* UnsafeAlgebra and everything it implies */
    if (flags & IR_FMF_NNAN) f |= 2;
    if (flags & IR_FMF_NINF) f |= 4;
    if (flags & IR_FMF_NSZ) f |= 8;
    if (flags & IR_FMF_ARCP) f |= 16;
    break;
  }
  default: break;
  }
  return f;
}

static bool write_constants(BcW *w, uint32_t first, uint32_t last, bool global) {
  if (first == last) return true;
  bw_enter_block(&w->bw, BLK_CONSTANTS, 4);
  uint32_t agg_ab = 0, str8_ab = 0, cstr7_ab = 0, cstr6_ab = 0;
  if (global) {
    BsAbbrev *ab;
    if (!(ab = new_abbrev(w))) return false;
    bs_abbrev_add(ab, BS_ENC_LITERAL, CST_AGGREGATE);
    bs_abbrev_add(ab, BS_ENC_ARRAY, 0);
    bs_abbrev_add(ab, BS_ENC_FIXED, log2_ceil(last + 1));
    bw_define_abbrev(&w->bw, ab, &agg_ab);
    if (!(ab = new_abbrev(w))) return false;
    bs_abbrev_add(ab, BS_ENC_LITERAL, CST_STRING);
    bs_abbrev_add(ab, BS_ENC_ARRAY, 0);
    bs_abbrev_add(ab, BS_ENC_FIXED, 8);
    bw_define_abbrev(&w->bw, ab, &str8_ab);
    if (!(ab = new_abbrev(w))) return false;
    bs_abbrev_add(ab, BS_ENC_LITERAL, CST_CSTRING);
    bs_abbrev_add(ab, BS_ENC_ARRAY, 0);
    bs_abbrev_add(ab, BS_ENC_FIXED, 7);
    bw_define_abbrev(&w->bw, ab, &cstr7_ab);
    if (!(ab = new_abbrev(w))) return false;
    bs_abbrev_add(ab, BS_ENC_LITERAL, CST_CSTRING);
    bs_abbrev_add(ab, BS_ENC_ARRAY, 0);
    bs_abbrev_add(ab, BS_ENC_CHAR6, 0);
    bw_define_abbrev(&w->bw, ab, &cstr6_ab);
  }
  REC(r, w);
  IrType *last_ty = NULL;
  for (uint32_t i = first; i < last && !w->err; i++) {
    IrValue *v = w->vals.data[i].v;
    IrType *t = vtype(w, v);
    if (t != last_ty) {
      last_ty = t;
      rec_push(&r, type_id(w, t));
      if (!emit(w, CST_SETTYPE, &r, CST_SETTYPE_ABBREV)) return false;
    }
    const IrConst *c = (const IrConst *)v;
    uint32_t code = 0, abbrev = 0;
    switch (cst_shape(v)) {
    case SH_NULL: code = CST_NULL; break;
    case SH_UNDEF: code = CST_UNDEF; break;
    case SH_INT:
      if (t->bits > 64) return bc_error(w, WR_CONSTANT, "integer wider than 64 bits");
      rec_push(&r, signed_vbr(sext(c->ival, t->bits)));
      code = CST_INTEGER;
      abbrev = CST_INTEGER_ABBREV;
      break;
    case SH_FP:
      if (t->kind != IR_TY_HALF && t->kind != IR_TY_FLOAT && t->kind != IR_TY_DOUBLE)
        return bc_error(w, WR_CONSTANT, "floating-point constant of unsupported type");
      rec_push(&r, c->fbits);
      code = CST_FLOAT;
      break;
    case SH_DATA: {
      uint32_t n = (uint32_t)t->count;
      bool is_string = t->kind == IR_TY_ARRAY && ir_type_is_int(t->elem, 8);
      if (is_string) {
        bool cstr = n > 0 && data_elem(c, n - 1) == 0;
        for (uint32_t k = 0; cstr && k + 1 < n; k++)
          if (data_elem(c, k) == 0) cstr = false;
        uint32_t ne = cstr ? n - 1 : n;
        bool is7 = cstr, is6 = cstr;
        for (uint32_t k = 0; k < ne; k++) {
          uint8_t ch = (uint8_t)data_elem(c, k);
          rec_push(&r, ch);
          if (ch & 128) is7 = false;
          if (is6 && !bs_is_char6((char)ch)) is6 = false;
        }
        code = cstr ? CST_CSTRING : CST_STRING;
        abbrev = cstr ? (is6 ? cstr6_ab : is7 ? cstr7_ab : 0) : str8_ab;
      } else {
        for (uint32_t k = 0; k < n; k++) rec_push(&r, data_elem(c, k));
        code = CST_DATA;
      }
      break;
    }
    case SH_AGG:
      for (uint32_t k = 0; k < c->nelems; k++) rec_push(&r, val_id(w, c->elems[k]));
      code = CST_AGGREGATE;
      abbrev = agg_ab;
      break;
    case SH_EXPR: {
      uint32_t cc = cast_code(c->expr_op);
      if (cc != UINT32_MAX && c->nelems == 1) {
        rec_push(&r, cc);
        rec_push(&r, vtype_id(w, c->elems[0]));
        rec_push(&r, val_id(w, c->elems[0]));
        code = CST_CE_CAST;
        abbrev = CST_CE_CAST_ABBREV;
      } else if (c->expr_op == IR_GEP && c->nelems >= 1) {
        code = (c->expr_flags & IR_FLAG_INBOUNDS) ? CST_CE_INBOUNDS_GEP : CST_CE_GEP;
        if (!c->expr_type) return bc_error(w, WR_CONSTANT, "constant GEP without a source element type");
        rec_push(&r, type_id(w, c->expr_type));
        for (uint32_t k = 0; k < c->nelems; k++) {
          rec_push(&r, vtype_id(w, c->elems[k]));
          rec_push(&r, val_id(w, c->elems[k]));
        }
      } else if (binop_code(c->expr_op) != UINT32_MAX && c->nelems == 2) {
        rec_push(&r, binop_code(c->expr_op));
        rec_push(&r, val_id(w, c->elems[0]));
        rec_push(&r, val_id(w, c->elems[1]));
        uint64_t f = opt_flags(c->expr_op, c->expr_flags);
        if (f) rec_push(&r, f);
        code = CST_CE_BINOP;
      } else if (c->expr_op == IR_SELECT && c->nelems == 3) {
        for (uint32_t k = 0; k < 3; k++) rec_push(&r, val_id(w, c->elems[k]));
        code = CST_CE_SELECT;
      } else {
        return bc_error(w, WR_CONSTANT, "constant expression '%s' has no LLVM 3.7 encoding",
                        ir_opcode_name((IrOpcode)c->expr_op));
      }
      break;
    }
    default:
      return bc_error(w, WR_CONSTANT, "unexpected value in a constant pool");
    }
    if (!emit(w, code, &r, abbrev)) return false;
  }
  bw_exit_block(&w->bw);
  return !w->err;
}

/* ---- metadata blocks ---------------------------------------------------------------------- */

static bool write_md_record(BcW *w, IrMD *md, Rec *r, uint32_t str_ab) {
  switch (md->kind) {
  case IR_MD_STRING:
    rec_str(r, md->str, md->len);
    return emit(w, MD_STRING, r, str_ab);
  case IR_MD_VALUE:
    rec_push(r, vtype_id(w, md->value));
    rec_push(r, val_id(w, md->value));
    return emit(w, MD_VALUE, r, 0);
  case IR_MD_NODE:
    for (uint32_t i = 0; i < md->nops; i++) rec_push(r, md->ops[i] ? md_id(w, md->ops[i]) + 1 : 0);
    return emit(w, md->distinct ? MD_DISTINCT_NODE : MD_NODE, r, 0);
  }
  return false;
}

static bool write_module_metadata(BcW *w) {
  IrModule *m = w->m;
  if (!w->num_module_mds && !m->named_md.len) return true;
  bw_enter_block(&w->bw, BLK_METADATA, 3);
  uint32_t str_ab = 0, name_ab = 0;
  BsAbbrev *ab;
  if (w->has_mdstring) {
    if (!(ab = new_abbrev(w))) return false;
    bs_abbrev_add(ab, BS_ENC_LITERAL, MD_STRING);
    bs_abbrev_add(ab, BS_ENC_ARRAY, 0);
    bs_abbrev_add(ab, BS_ENC_FIXED, 8);
    bw_define_abbrev(&w->bw, ab, &str_ab);
  }
  if (m->named_md.len) {
    if (!(ab = new_abbrev(w))) return false;
    bs_abbrev_add(ab, BS_ENC_LITERAL, MD_NAME);
    bs_abbrev_add(ab, BS_ENC_ARRAY, 0);
    bs_abbrev_add(ab, BS_ENC_FIXED, 8);
    bw_define_abbrev(&w->bw, ab, &name_ab);
  }
  REC(r, w);
  for (uint32_t i = 0; i < w->num_module_mds; i++)
    if (!write_md_record(w, w->mds.data[i], &r, str_ab)) return false;
  for (uint32_t i = 0; i < m->named_md.len; i++) {
    IrNamedMD *n = m->named_md.data[i];
    rec_str(&r, n->name, strlen(n->name));
    if (!emit(w, MD_NAME, &r, name_ab)) return false;
    for (uint32_t j = 0; j < n->nops; j++) rec_push(&r, md_id(w, n->ops[j]));
    if (!emit(w, MD_NAMED_NODE, &r, 0)) return false;
  }
  bw_exit_block(&w->bw);
  return !w->err;
}

static bool write_md_kinds(BcW *w) {
  if (!w->kinds.len) return true;
  bw_enter_block(&w->bw, BLK_METADATA, 3);
  REC(r, w);
  for (uint32_t i = 0; i < w->kinds.len; i++) {
    rec_push(&r, i);
    rec_str(&r, w->kinds.data[i], strlen(w->kinds.data[i]));
    if (!emit(w, MD_KIND, &r, 0)) return false;
  }
  bw_exit_block(&w->bw);
  return !w->err;
}

/* ---- value symbol tables ----------------------------------------------------------------- */

typedef struct VstEnt {
  const char *name;
  uint32_t len;
  uint32_t id;
  bool bb;
} VstEnt;

static bool vst_less(const VstEnt *a, const VstEnt *b) {
  return str_cmp(a->name, a->len, b->name, b->len) < 0;
}

/* Entries sorted by name (DXC sorts its symbol tables for determinism). */
static bool write_vst(BcW *w, VstEnt *e, uint32_t n) {
  if (!n) return true;
  /* insertion sort: names are unique, so stability does not matter */
  for (uint32_t i = 1; i < n; i++) {
    VstEnt t = e[i];
    uint32_t j = i;
    while (j > 0 && vst_less(&t, &e[j - 1])) {
      e[j] = e[j - 1];
      j--;
    }
    e[j] = t;
  }
  bw_enter_block(&w->bw, BLK_VALUE_SYMTAB, 4);
  REC(r, w);
  for (uint32_t i = 0; i < n; i++) {
    bool is7 = true, is6 = true;
    for (uint32_t k = 0; k < e[i].len; k++) {
      char c = e[i].name[k];
      if (is6) is6 = bs_is_char6(c);
      if ((uint8_t)c & 128) {
        is7 = false;
        break;
      }
    }
    uint32_t abbrev = VST_ENTRY_8_ABBREV, code;
    if (e[i].bb) {
      code = VST_BBENTRY;
      if (is6) abbrev = VST_BBENTRY_6_ABBREV;
    } else {
      code = VST_ENTRY;
      if (is6) abbrev = VST_ENTRY_6_ABBREV;
      else if (is7) abbrev = VST_ENTRY_7_ABBREV;
    }
    rec_push(&r, e[i].id);
    rec_str(&r, e[i].name, e[i].len);
    if (!emit(w, code, &r, abbrev)) return false;
  }
  bw_exit_block(&w->bw);
  return !w->err;
}

static bool write_module_vst(BcW *w) {
  IrModule *m = w->m;
  VstEnt *e = arena_alloc(w->a, sizeof(VstEnt) * (m->globals.len + m->funcs.len + 1));
  if (!e) return oom(w);
  uint32_t n = 0;
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrValue *v = &((IrGlobal *)m->globals.data[i])->v;
    if (v->name && *v->name) e[n++] = (VstEnt){v->name, (uint32_t)strlen(v->name), val_id(w, v), false};
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrValue *v = &((IrFunc *)m->funcs.data[i])->v;
    if (v->name && *v->name) e[n++] = (VstEnt){v->name, (uint32_t)strlen(v->name), val_id(w, v), false};
  }
  return write_vst(w, e, n);
}

/* ---- instructions ------------------------------------------------------------------------ */

/* PushValueAndType: relative id, plus the type for forward references. */
static bool push_vt(BcW *w, Rec *r, IrValue *v, uint32_t inst_id) {
  uint32_t id = val_id(w, v);
  rec_push(r, (uint32_t)(inst_id - id));
  if (id >= inst_id) {
    rec_push(r, vtype_id(w, v));
    return true;
  }
  return false;
}

static void push_v(BcW *w, Rec *r, IrValue *v, uint32_t inst_id) {
  rec_push(r, (uint32_t)(inst_id - val_id(w, v)));
}

static uint32_t ordering_code(uint32_t o) {
  static const uint8_t map[8] = {0, 1, 2, 3, 3, 4, 5, 6};
  return o < 8 ? map[o] : 6;
}

static bool write_inst(BcW *w, IrInst *I, uint32_t inst_id) {
  REC(r, w);
  uint32_t code = 0, abbrev = 0;
  IrValue **o = I->ops;
  uint32_t n = I->nops;
#define NEED(k)                                                                             \
  do {                                                                                      \
    if (n < (k)) return bc_error(w, WR_MALFORMED, "malformed '%s' instruction", ir_opcode_name(I->op)); \
  } while (0)
  if (ir_opcode_is_cast(I->op)) {
    NEED(1);
    code = FN_CAST;
    if (!push_vt(w, &r, o[0], inst_id)) abbrev = FN_CAST_ABBREV;
    rec_push(&r, type_id(w, I->v.type));
    rec_push(&r, cast_code(I->op));
  } else if (ir_opcode_is_binary(I->op)) {
    NEED(2);
    code = FN_BINOP;
    if (!push_vt(w, &r, o[0], inst_id)) abbrev = FN_BINOP_ABBREV;
    push_v(w, &r, o[1], inst_id);
    rec_push(&r, binop_code(I->op));
    uint64_t f = opt_flags(I->op, I->flags);
    if (f) {
      if (abbrev == FN_BINOP_ABBREV) abbrev = FN_BINOP_FLAGS_ABBREV;
      rec_push(&r, f);
    }
  } else {
    switch (I->op) {
    case IR_GEP:
      NEED(1);
      code = FN_GEP;
      abbrev = FN_GEP_ABBREV;
      if (!I->aux_type) return bc_error(w, WR_MALFORMED, "GEP without a source element type");
      rec_push(&r, (I->flags & IR_FLAG_INBOUNDS) ? 1 : 0);
      rec_push(&r, type_id(w, I->aux_type));
      for (uint32_t i = 0; i < n; i++) push_vt(w, &r, o[i], inst_id);
      break;
    case IR_EXTRACTVALUE:
      NEED(1);
      code = FN_EXTRACTVAL;
      push_vt(w, &r, o[0], inst_id);
      for (uint32_t i = 0; i < I->nindices; i++) rec_push(&r, I->indices[i]);
      break;
    case IR_INSERTVALUE:
      NEED(2);
      code = FN_INSERTVAL;
      push_vt(w, &r, o[0], inst_id);
      push_vt(w, &r, o[1], inst_id);
      for (uint32_t i = 0; i < I->nindices; i++) rec_push(&r, I->indices[i]);
      break;
    case IR_SELECT:
      NEED(3);
      code = FN_VSELECT;
      push_vt(w, &r, o[1], inst_id);
      push_v(w, &r, o[2], inst_id);
      push_vt(w, &r, o[0], inst_id);
      break;
    case IR_EXTRACTELEMENT:
      NEED(2);
      code = FN_EXTRACTELT;
      push_vt(w, &r, o[0], inst_id);
      push_vt(w, &r, o[1], inst_id);
      break;
    case IR_INSERTELEMENT:
      NEED(3);
      code = FN_INSERTELT;
      push_vt(w, &r, o[0], inst_id);
      push_v(w, &r, o[1], inst_id);
      push_vt(w, &r, o[2], inst_id);
      break;
    case IR_SHUFFLEVECTOR: {
      NEED(2);
      IrValue *mask = shuffle_mask(w, I);
      if (!mask) return false;
      code = FN_SHUFFLEVEC;
      push_vt(w, &r, o[0], inst_id);
      push_v(w, &r, o[1], inst_id);
      push_v(w, &r, mask, inst_id);
      break;
    }
    case IR_ICMP:
    case IR_FCMP: {
      NEED(2);
      code = FN_CMP2;
      push_vt(w, &r, o[0], inst_id);
      push_v(w, &r, o[1], inst_id);
      rec_push(&r, I->aux);
      uint64_t f = I->op == IR_FCMP ? opt_flags(IR_FCMP, I->flags) : 0;
      if (f) rec_push(&r, f);
      break;
    }
    case IR_RET:
      code = FN_RET;
      if (n == 0) abbrev = FN_RET_VOID_ABBREV;
      else if (!push_vt(w, &r, o[0], inst_id)) abbrev = FN_RET_VAL_ABBREV;
      break;
    case IR_BR:
      code = FN_BR;
      if (n == 1) {
        rec_push(&r, val_id(w, o[0]));
      } else {
        NEED(3);
        rec_push(&r, val_id(w, o[1]));
        rec_push(&r, val_id(w, o[2]));
        push_v(w, &r, o[0], inst_id);
      }
      break;
    case IR_SWITCH:
      NEED(2);
      code = FN_SWITCH;
      rec_push(&r, vtype_id(w, o[0]));
      push_v(w, &r, o[0], inst_id);
      rec_push(&r, val_id(w, o[1]));
      for (uint32_t i = 2; i + 1 < n; i += 2) {
        rec_push(&r, val_id(w, o[i]));
        rec_push(&r, val_id(w, o[i + 1]));
      }
      break;
    case IR_UNREACHABLE:
      code = FN_UNREACHABLE;
      abbrev = FN_UNREACHABLE_ABBREV;
      break;
    case IR_PHI:
      code = FN_PHI;
      rec_push(&r, type_id(w, I->v.type));
      for (uint32_t i = 0; i + 1 < n; i += 2) {
        int64_t diff = (int64_t)(int32_t)inst_id - (int64_t)(int32_t)val_id(w, o[i]);
        rec_push(&r, signed_vbr(diff));
        rec_push(&r, val_id(w, o[i + 1]));
      }
      break;
    case IR_ALLOCA: {
      NEED(1);
      code = FN_ALLOCA;
      if (!I->aux_type) return bc_error(w, WR_MALFORMED, "alloca without an allocated type");
      rec_push(&r, type_id(w, I->aux_type));
      rec_push(&r, vtype_id(w, o[0]));
      rec_push(&r, val_id(w, o[0]));
      uint32_t al = (uint32_t)(log2_floor(I->align) + 1);
      if (al >= 32) return bc_error(w, WR_MALFORMED, "alloca alignment too large");
      rec_push(&r, al | 1u << 6);
      break;
    }
    case IR_LOAD: {
      NEED(1);
      uint32_t ord = (I->aux >> 8) & 0xff;
      if (ord) {
        code = FN_LOADATOMIC;
        push_vt(w, &r, o[0], inst_id);
      } else {
        code = FN_LOAD;
        if (!push_vt(w, &r, o[0], inst_id)) abbrev = FN_LOAD_ABBREV;
      }
      rec_push(&r, type_id(w, I->v.type));
      rec_push(&r, (uint32_t)(log2_floor(I->align) + 1));
      rec_push(&r, (I->flags & IR_FLAG_VOLATILE) ? 1 : 0);
      if (ord) {
        rec_push(&r, ordering_code(ord));
        rec_push(&r, 1); /* cross-thread */
      }
      break;
    }
    case IR_STORE: {
      NEED(2);
      uint32_t ord = (I->aux >> 8) & 0xff;
      code = ord ? FN_STOREATOMIC : FN_STORE;
      push_vt(w, &r, o[1], inst_id);
      push_vt(w, &r, o[0], inst_id);
      rec_push(&r, (uint32_t)(log2_floor(I->align) + 1));
      rec_push(&r, (I->flags & IR_FLAG_VOLATILE) ? 1 : 0);
      if (ord) {
        rec_push(&r, ordering_code(ord));
        rec_push(&r, 1);
      }
      break;
    }
    case IR_CMPXCHG: {
      NEED(3);
      uint32_t succ = I->aux & 0xff, fail = (I->aux >> 8) & 0xff;
      code = FN_CMPXCHG;
      push_vt(w, &r, o[0], inst_id);
      push_vt(w, &r, o[1], inst_id);
      push_v(w, &r, o[2], inst_id);
      rec_push(&r, (I->flags & IR_FLAG_VOLATILE) ? 1 : 0);
      rec_push(&r, ordering_code(succ ? succ : 7));
      rec_push(&r, 1);
      rec_push(&r, ordering_code(fail ? fail : 7));
      rec_push(&r, (I->flags & IR_FLAG_WEAK) ? 1 : 0);
      break;
    }
    case IR_ATOMICRMW: {
      NEED(2);
      uint32_t op = I->aux & 0xff, ord = (I->aux >> 8) & 0xff;
      if (op > IR_RMW_UMIN)
        return bc_error(w, WR_NOT_LLVM37, "atomicrmw %s is not in LLVM 3.7", ir_rmw_name(op));
      code = FN_ATOMICRMW;
      push_vt(w, &r, o[0], inst_id);
      push_v(w, &r, o[1], inst_id);
      rec_push(&r, op); /* xchg..umin share numbering with 3.7 */
      rec_push(&r, (I->flags & IR_FLAG_VOLATILE) ? 1 : 0);
      rec_push(&r, ordering_code(ord ? ord : 7));
      rec_push(&r, 1);
      break;
    }
    case IR_CALL: {
      NEED(1);
      IrType *fty = I->aux_type;
      if (!fty || fty->kind != IR_TY_FUNC) return bc_error(w, WR_MALFORMED, "call without a function type");
      code = FN_CALL;
      rec_push(&r, call_attrs(w, I));
      rec_push(&r, ((I->flags & IR_FLAG_TAIL) ? 1 : 0) | 1u << 15);
      rec_push(&r, type_id(w, fty));
      push_vt(w, &r, o[0], inst_id);
      uint32_t nargs = n - 1;
      if (nargs < fty->nmembers || (!fty->vararg && nargs != fty->nmembers))
        return bc_error(w, WR_MALFORMED, "call argument count does not match the function type");
      for (uint32_t i = 0; i < fty->nmembers; i++) {
        if (fty->members[i]->kind == IR_TY_LABEL) rec_push(&r, val_id(w, o[i + 1]));
        else push_v(w, &r, o[i + 1], inst_id);
      }
      for (uint32_t i = fty->nmembers; i < nargs; i++) push_vt(w, &r, o[i + 1], inst_id);
      break;
    }
    default:
      return bc_error(w, WR_NOT_LLVM37, "instruction '%s' has no LLVM 3.7 encoding", ir_opcode_name(I->op));
    }
  }
#undef NEED
  return emit(w, code, &r, abbrev);
}

/* ---- function blocks ---------------------------------------------------------------------- */

/* ValueEnumerator::incorporateFunction. */
static bool incorporate_function(BcW *w, IrFunc *f, uint32_t *first_const, uint32_t *first_inst) {
  w->vals.len = w->num_module_vals;
  w->mds.len = w->num_module_mds;
  w->fgen++; /* forgets the last function's ids and blocks */
  w->local_mds.len = 0;
  for (uint32_t i = 0; i < f->nargs; i++)
    if (!enum_value(w, &f->args[i]->v, true)) return false;
  *first_const = w->vals.len;
  IrValue *ops[512];
  for (uint32_t b = 0; b < f->nblocks; b++) {
    for (IrInst *I = f->blocks[b]->first; I; I = I->next) {
      uint32_t n = llvm_ops(w, I, ops);
      for (uint32_t k = 0; k < n; k++)
        if (ops[k] && is_constant(ops[k]) && !enum_value(w, ops[k], true)) return false;
    }
    if (!bb_set(w, &f->blocks[b]->v, b + 1)) return false;
  }
  if (!optimize_constants(w, *first_const, w->vals.len, true)) return false;
  *first_inst = w->vals.len;
  for (uint32_t b = 0; b < f->nblocks; b++) {
    for (IrInst *I = f->blocks[b]->first; I; I = I->next) {
      for (uint32_t k = 0; k < I->nops; k++) {
        IrValue *v = I->ops[k];
        if (v && v->kind == IR_V_MD) {
          IrMD *md = ((IrMDValue *)v)->md;
          if (md && md->kind == IR_MD_VALUE && is_local_value(md->value) &&
              !vec_push(w->a, &w->local_mds, md))
            return oom(w);
        }
      }
      if (I->v.type && I->v.type->kind != IR_TY_VOID && !enum_value(w, &I->v, true)) return false;
    }
  }
  /* Function-local metadata (LocalAsMetadata) after the instructions. */
  for (uint32_t i = 0; i < w->local_mds.len; i++) {
    IrMD *md = w->local_mds.data[i];
    uint32_t cur = mdid_get(w, md);
    if (cur && cur != UINT32_MAX && cur > w->num_module_mds) continue;
    /* Same value -> same metadata (LLVM uniques LocalAsMetadata). */
    uint32_t same = 0;
    for (uint32_t j = w->num_module_mds; j < w->mds.len && !same; j++)
      if (w->mds.data[j]->value == md->value) same = j + 1;
    if (same) {
      if (!mdid_set(w, md, same)) return false;
      continue;
    }
    if (!vec_push(w->a, &w->mds, md)) return oom(w);
    if (!mdid_set(w, md, w->mds.len)) return false;
  }
  return true;
}

static bool write_function(BcW *w, IrFunc *f) {
  uint32_t first_const, first_inst;
  bw_enter_block(&w->bw, BLK_FUNCTION, 4);
  if (!incorporate_function(w, f, &first_const, &first_inst)) return false;
  REC(r, w);
  rec_push(&r, f->nblocks);
  if (!emit(w, FN_DECLAREBLOCKS, &r, 0)) return false;
  if (!write_constants(w, first_const, first_inst, false)) return false;
  if (w->mds.len > w->num_module_mds) {
    bw_enter_block(&w->bw, BLK_METADATA, 3);
    for (uint32_t i = w->num_module_mds; i < w->mds.len; i++)
      if (!write_md_record(w, w->mds.data[i], &r, 0)) return false;
    bw_exit_block(&w->bw);
  }
  uint32_t inst_id = first_inst;
  bool need_att = false;
  MdAtt att[64];
  if (sorted_attachments(w, f->md, f->nmd < 64 ? f->nmd : 64, att)) need_att = true;
  for (uint32_t b = 0; b < f->nblocks; b++) {
    for (IrInst *I = f->blocks[b]->first; I; I = I->next) {
      if (!write_inst(w, I, inst_id)) return false;
      if (I->v.type && I->v.type->kind != IR_TY_VOID) inst_id++;
      if (sorted_attachments(w, I->md, I->nmd < 64 ? I->nmd : 64, att)) need_att = true;
    }
  }
  /* Function symbol table: arguments, blocks and instructions with names. */
  uint32_t count = f->nargs + f->nblocks;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *I = f->blocks[b]->first; I; I = I->next) count++;
  VstEnt *e = arena_alloc(w->a, sizeof(VstEnt) * (count + 1));
  if (!e) return oom(w);
  uint32_t ne = 0;
  for (uint32_t i = 0; i < f->nargs; i++) {
    IrValue *v = &f->args[i]->v;
    if (v->name && *v->name) e[ne++] = (VstEnt){v->name, (uint32_t)strlen(v->name), val_id(w, v), false};
  }
  for (uint32_t b = 0; b < f->nblocks; b++) {
    IrValue *bv = &f->blocks[b]->v;
    if (bv->name && *bv->name) e[ne++] = (VstEnt){bv->name, (uint32_t)strlen(bv->name), b, true};
    for (IrInst *I = f->blocks[b]->first; I; I = I->next)
      if (I->v.name && *I->v.name && I->v.type && I->v.type->kind != IR_TY_VOID)
        e[ne++] = (VstEnt){I->v.name, (uint32_t)strlen(I->v.name), val_id(w, &I->v), false};
  }
  if (!write_vst(w, e, ne)) return false;
  if (need_att) {
    bw_enter_block(&w->bw, BLK_METADATA_ATTACHMENT, 3);
    uint32_t na = sorted_attachments(w, f->md, f->nmd < 64 ? f->nmd : 64, att);
    if (na) {
      for (uint32_t i = 0; i < na; i++) {
        rec_push(&r, att[i].kind);
        rec_push(&r, md_id(w, att[i].md));
      }
      if (!emit(w, MD_ATTACHMENT, &r, 0)) return false;
    }
    uint32_t index = 0;
    for (uint32_t b = 0; b < f->nblocks; b++) {
      for (IrInst *I = f->blocks[b]->first; I; I = I->next, index++) {
        na = sorted_attachments(w, I->md, I->nmd < 64 ? I->nmd : 64, att);
        if (!na) continue;
        rec_push(&r, index);
        for (uint32_t i = 0; i < na; i++) {
          rec_push(&r, att[i].kind);
          rec_push(&r, md_id(w, att[i].md));
        }
        if (!emit(w, MD_ATTACHMENT, &r, 0)) return false;
      }
    }
    bw_exit_block(&w->bw);
  }
  /* purgeFunction: forget function-local metadata ids */
  for (uint32_t i = w->num_module_mds; i < w->mds.len; i++) mdid_set(w, w->mds.data[i], 0);
  for (uint32_t i = 0; i < w->local_mds.len; i++) mdid_set(w, w->local_mds.data[i], 0);
  bw_exit_block(&w->bw);
  return !w->err;
}

/* ---- entry point ---------------------------------------------------------------------------- */

bool dxil_write_bitcode(IrModule *m, StrBuf *out, Diag *d) {
  Arena a;
  arena_init_child(&a, m->arena); /* the compilation's allocator; OOM reaches it */
  BcW w;
  memset(&w, 0, sizeof w);
  w.m = m;
  w.d = d;
  w.a = &a;
  PtrMap *maps[] = {&w.shuffle_masks, &w.md_consts, &w.group_of};
  for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) ptrmap_init(maps[i], &a);
  w.key = sb_new(&a);
  size_t start = out->len;
  bool ok = true;
  if (dxil_has_opaque_pointers(m)) ok = dxil_type_pointers(m, d, false);
  if (!ok) w.err = true;
  ok = ok && build_kinds(&w) && enumerate_module(&w);
  if (ok) {
    bw_init(&w.bw, &a, out);
    bw_emit(&w.bw, 'B', 8);
    bw_emit(&w.bw, 'C', 8);
    bw_emit(&w.bw, 0x0, 4);
    bw_emit(&w.bw, 0xC, 4);
    bw_emit(&w.bw, 0xE, 4);
    bw_emit(&w.bw, 0xD, 4);
    bw_enter_block(&w.bw, BLK_MODULE, 3);
    REC(r, &w);
    rec_push(&r, 1); /* version 1: relative operand ids */
    ok = emit(&w, MOD_VERSION, &r, 0) && write_blockinfo(&w) && write_attributes(&w) &&
         write_types(&w) && write_module_info(&w) &&
         write_constants(&w, w.first_const, w.num_module_vals, true) &&
         write_module_metadata(&w) && write_md_kinds(&w) && write_module_vst(&w);
    for (uint32_t i = 0; ok && i < m->funcs.len; i++) {
      IrFunc *f = m->funcs.data[i];
      if (f->nblocks) ok = write_function(&w, f);
    }
    if (ok) bw_exit_block(&w.bw);
    if (ok && !bw_finish(&w.bw)) ok = bits_failed(&w, "bitstream encoding failed");
  }
  if (!ok || w.err || out->oom) {
    if (!w.err && (a.oom || out->oom)) oom(&w);
    if (!w.err) bc_error(&w, WR_INTERNAL, "bitcode writing failed");
    out->len = start; /* never leave partial garbage */
    ok = false;
  }
  arena_free(&a);
  return ok;
}
