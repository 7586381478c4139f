/* bc_reader.c - LLVM 3.7 bitcode (as DXC and bc_writer.c write it) -> IrModule.
 *
 * The reader follows LLVM 3.7's BitcodeReader: VERSION 1 relative operand
 * ids with forward references, typed pointers (kept typed in the IR),
 * BLOCKINFO abbreviations, PARAMATTR(_GROUP), TYPE_NEW, GLOBALVAR/FUNCTION
 * records, module and function CONSTANTS, old-style METADATA (strings,
 * values, nodes, names, kinds), METADATA_ATTACHMENT, VALUE_SYMTAB and every
 * 3.7 instruction record the IR can hold. DEBUG_LOC records are skipped.
 *
 * Input is untrusted: every operand index is checked, every length is
 * bounded by the bits left (bitreader.c), forward references are resolved
 * without recursion (types: named structs are created before any body;
 * metadata: every node exists before operands are filled; constants: lazy
 * materialisation with a depth limit; instructions: placeholders patched at
 * the end of the function). The first error is reported and reading stops.
 *
 * Diagnostics: 8001 malformed bitstream, 8002 malformed record, 8003
 * invalid type, 8004 invalid value reference, 8005 invalid constant, 8006
 * invalid metadata, 8007 invalid instruction, 8008 construct not supported
 * (not LLVM 3.7 / not representable), 8009 not bitcode, 8010 out of memory. */
#include "dxil.h"

#include "bitreader.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- bitcode constants (LLVMBitCodes.h, 3.7) ----------------------------- */

enum {
  BLK_BLOCKINFO = 0, BLK_MODULE = 8, BLK_PARAMATTR = 9, BLK_PARAMATTR_GROUP = 10,
  BLK_CONSTANTS = 11, BLK_FUNCTION = 12, BLK_VALUE_SYMTAB = 14, BLK_METADATA = 15,
  BLK_METADATA_ATTACHMENT = 16, BLK_TYPE = 17, BLK_USELIST = 18,
};
enum {
  MOD_VERSION = 1, MOD_TRIPLE = 2, MOD_DATALAYOUT = 3, MOD_ASM = 4, MOD_SECTIONNAME = 5,
  MOD_GLOBALVAR = 7, MOD_FUNCTION = 8, MOD_ALIAS_OLD = 9, MOD_GCNAME = 11, MOD_ALIAS = 14,
  MOD_SOURCE_FILENAME = 16,
};
enum {
  TY_NUMENTRY = 1, TY_VOID = 2, TY_FLOAT = 3, TY_DOUBLE = 4, TY_LABEL = 5, TY_OPAQUE = 6,
  TY_INTEGER = 7, TY_POINTER = 8, TY_FUNCTION_OLD = 9, TY_HALF = 10, TY_ARRAY = 11,
  TY_VECTOR = 12, TY_METADATA = 16, TY_STRUCT_ANON = 18, TY_STRUCT_NAME = 19,
  TY_STRUCT_NAMED = 20, TY_FUNCTION = 21,
};
enum { VST_ENTRY = 1, VST_BBENTRY = 2, VST_FNENTRY = 3 };
enum {
  MD_STRING = 1, MD_VALUE = 2, MD_NODE = 3, MD_NAME = 4, MD_DISTINCT_NODE = 5, MD_KIND = 6,
  MD_LOCATION = 7, MD_NAMED_NODE = 10, MD_ATTACHMENT = 11,
};
enum {
  CST_SETTYPE = 1, CST_NULL = 2, CST_UNDEF = 3, CST_INTEGER = 4, CST_WIDE_INTEGER = 5,
  CST_FLOAT = 6, CST_AGGREGATE = 7, CST_STRING = 8, CST_CSTRING = 9, CST_CE_BINOP = 10,
  CST_CE_CAST = 11, CST_CE_GEP = 12, CST_CE_SELECT = 13, CST_CE_CMP = 17,
  CST_CE_INBOUNDS_GEP = 20, CST_DATA = 22,
};
enum {
  FN_DECLAREBLOCKS = 1, FN_BINOP = 2, FN_CAST = 3, FN_GEP_OLD = 4, FN_SELECT = 5,
  FN_EXTRACTELT = 6, FN_INSERTELT = 7, FN_SHUFFLEVEC = 8, FN_CMP = 9, FN_RET = 10, FN_BR = 11,
  FN_SWITCH = 12, FN_UNREACHABLE = 15, FN_PHI = 16, FN_ALLOCA = 19, FN_LOAD = 20,
  FN_STORE_OLD = 24, FN_EXTRACTVAL = 26, FN_INSERTVAL = 27, FN_CMP2 = 28, FN_VSELECT = 29,
  FN_INBOUNDS_GEP_OLD = 30, FN_DEBUG_LOC_AGAIN = 33, FN_CALL = 34, FN_DEBUG_LOC = 35,
  FN_ATOMICRMW = 38, FN_LOADATOMIC = 41, FN_STOREATOMIC_OLD = 42, FN_GEP = 43, FN_STORE = 44,
  FN_STOREATOMIC = 45, FN_CMPXCHG = 46,
};

/* ---- reader state ------------------------------------------------------------ */

/* A forward-referenced function value: stands in an operand slot until the
 * instruction with that id is read, then every use is patched. Recognised
 * by its name pointer (fwd_tag), which no real value carries. */
typedef struct Fwd {
  IrValue v;          /* kind UNDEF, type = the type the use expects */
  uint32_t id;        /* value id it stands for */
  IrValue *resolved;  /* the real value once read */
} Fwd;

static const char fwd_tag[] = "<forward reference>";

/* u32 -> pointer open-addressing map (forward references by id). */
typedef struct IdMap {
  uint32_t *keys;    /* key per slot */
  void **vals;       /* value per slot; NULL = empty */
  uint32_t cap, len; /* slots (power of two) and entries */
} IdMap;

/* A module or function constant record kept until its block ends, so
 * forward references inside the block resolve in any order. */
typedef struct CstRec {
  IrType *type;      /* SETTYPE in force */
  uint32_t code;     /* record code */
  uint64_t *ops;     /* operand copy */
  uint32_t nops;     /* operand count */
  uint8_t state;     /* 0 pending, 1 in progress, 2 done */
} CstRec;

/* A metadata node whose operands are filled when its block ends. */
typedef struct MdPending {
  IrMD *md;          /* the node (NULL for a named node) */
  uint64_t *ops;     /* operand ids from the record */
  uint32_t nops;     /* their count */
  bool named;        /* named node: ops are ids without +1 */
  const char *name;  /* named node name */
} MdPending;

typedef struct AttrGroupEnt {
  uint32_t id;       /* group id from the file */
  uint32_t slot;     /* 0 return, i parameter i, UINT32_MAX function */
  IrAttrSet *set;    /* its attributes */
} AttrGroupEnt;

typedef struct AttrListEnt {
  AttrGroupEnt *groups; /* copies */
  uint32_t n;           /* their count */
} AttrListEnt;

typedef struct KindEnt {
  uint32_t id;       /* kind id in the file */
  const char *name;  /* "dx.precise", ... */
} KindEnt;

typedef struct PendingInit {
  IrGlobal *g;       /* the global */
  uint32_t id;       /* value id of the initializer */
} PendingInit;

typedef struct MdFix {
  IrMD *md;          /* VALUE node whose value is a forward reference */
} MdFix;

typedef struct Rd {
  IrModule *m;             /* the module being built */
  Diag *d;                 /* where the (first) error goes */
  Arena scratch;           /* reader-only memory */
  BitReader br;            /* the bitstream cursor */
  BrRecord rec;            /* current record */
  bool err;                /* an error was reported */
  bool relative;           /* MODULE VERSION 1: relative operand ids */
  IrType **types;          /* type table by id */
  uint32_t ntypes;         /* its length */
  VEC(AttrGroupEnt) groups;/* PARAMATTR_GROUP entries */
  VEC(AttrListEnt) lists;  /* PARAMATTR lists; list id = index + 1 */
  VEC(IrValue *) vals;     /* value table: module values, then the current function's */
  uint32_t num_module_vals;/* module values (globals, functions, constants) */
  VEC(PendingInit) inits;  /* global initializers resolved after the constants */
  VEC(IrFunc *) bodies;    /* functions with bodies, in record order */
  uint32_t next_body;      /* the function the next FUNCTION_BLOCK belongs to */
  VEC(const char *) sections; /* SECTIONNAME records; section id = index + 1 */
  VEC(IrMD *) mds;         /* metadata table: module, then the current function's */
  VEC(KindEnt) kinds;      /* METADATA_KIND records */
  IrFunc *f;               /* function being read (NULL at module level) */
  IrBlock **blocks;        /* its blocks by number (DECLAREBLOCKS) */
  uint32_t nblocks;        /* their count */
  uint32_t cur_bb;         /* block receiving instructions */
  VEC(IrInst *) insts;     /* every instruction, for attachments */
  IdMap fwd;               /* id -> Fwd */
  VEC(Fwd *) fwds;         /* every placeholder of the function */
  VEC(MdFix) mdfix;        /* local metadata values that are placeholders */
  uint64_t fn_end_bit;     /* end of the function block (bounds forward ids) */
} Rd;

static bool fail(Rd *r, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(Rd *r, int code, const char *fmt, ...) {
  if (r->err) return false;
  r->err = true;
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  diag_error(r->d, code, srcloc_none(), "invalid bitcode: %s", buf);
  return false;
}

static bool oom(Rd *r) { return fail(r, BCR_OOM, "out of memory"); }

/* Reports a bitstream failure once; true when the stream is still fine. */
static bool br_ok(Rd *r) {
  if (r->err) return false;
  if (r->br.failed) {
    if (r->br.why && strcmp(r->br.why, "out of memory") == 0) return oom(r);
    return fail(r, BCR_BITSTREAM, "%s (at bit %llu)", r->br.why ? r->br.why : "malformed bitstream",
                (unsigned long long)r->br.pos);
  }
  return true;
}

/* BLOCKINFO / skipping an unknown block, with failures reported. */
static bool rd_blockinfo(Rd *r) {
  br_read_blockinfo(&r->br);
  return br_ok(r);
}
static bool rd_skip(Rd *r) {
  br_skip_block(&r->br);
  return br_ok(r);
}

/* Steps to the next record of the open block, reading it into r->rec and
 * passing over sub-blocks: 1 for a record, 0 at the block's end, -1 when
 * the bitstream failed (reported through br_ok). A failed skip or read
 * always leaves br.failed set, so br_ok is false there and reports it. */
static int rd_next_record(Rd *r) {
  for (;;) {
    BrEntry e = br_next(&r->br);
    if (!br_ok(r)) return -1;
    if (e.kind == BR_ENTRY_END) return 0;
    if (e.kind == BR_ENTRY_SUBBLOCK) {
      if (!br_skip_block(&r->br)) return br_ok(r) ? 0 : -1;
      continue;
    }
    if (!br_read_record(&r->br, e.id, &r->rec)) return br_ok(r) ? 0 : -1;
    return 1;
  }
}

static bool need(Rd *r, uint32_t n, const char *what) {
  if (r->rec.nops < n) return fail(r, BCR_RECORD, "%s record has too few operands", what);
  return true;
}

static uint64_t *ops_copy(Rd *r) {
  if (!r->rec.nops) return NULL;
  uint64_t *o = arena_dup(&r->scratch, r->rec.ops, sizeof(uint64_t) * r->rec.nops);
  if (!o) oom(r);
  return o;
}

/* Record operands [from, nops) as a NUL-terminated string; NULs are refused
 * (names and attribute strings cannot hold them). */
static char *rec_string(Rd *r, uint32_t from, uint32_t to, bool allow_nul, uint32_t *len) {
  if (from > to) from = to;
  uint32_t n = to - from;
  char *s = arena_alloc(r->m->arena, (size_t)n + 1);
  if (!s) {
    oom(r);
    return NULL;
  }
  for (uint32_t i = 0; i < n; i++) {
    s[i] = (char)(uint8_t)r->rec.ops[from + i];
    if (!s[i] && !allow_nul) {
      fail(r, BCR_RECORD, "NUL character in a name");
      return NULL;
    }
  }
  s[n] = 0;
  if (len) *len = n;
  return s;
}

/* ---- id map ---------------------------------------------------------------- */

static void **idmap_slot(Rd *r, IdMap *mp, uint32_t key, bool create) {
  if (create && (mp->len + 1) * 2 > mp->cap) {
    uint32_t nc = mp->cap ? mp->cap * 2 : 64;
    uint32_t *nk = arena_alloc(&r->scratch, sizeof(uint32_t) * nc);
    void **nv = arena_alloc(&r->scratch, sizeof(void *) * nc);
    if (!nk || !nv) {
      oom(r);
      return NULL;
    }
    for (uint32_t i = 0; i < mp->cap; i++) {
      if (!mp->vals[i]) continue;
      uint32_t h = (mp->keys[i] * 2654435761u) & (nc - 1);
      while (nv[h]) h = (h + 1) & (nc - 1);
      nk[h] = mp->keys[i];
      nv[h] = mp->vals[i];
    }
    mp->keys = nk;
    mp->vals = nv;
    mp->cap = nc;
  }
  if (!mp->cap) return NULL;
  uint32_t h = (key * 2654435761u) & (mp->cap - 1);
  while (mp->vals[h]) {
    if (mp->keys[h] == key) return &mp->vals[h];
    h = (h + 1) & (mp->cap - 1);
  }
  if (!create) return NULL;
  mp->keys[h] = key;
  mp->len++;
  return &mp->vals[h];
}

/* ---- types ------------------------------------------------------------------ */

static IrType *get_type(Rd *r, uint64_t id) {
  if (id >= r->ntypes || !r->types[id]) {
    fail(r, BCR_TYPE, "invalid type id %llu", (unsigned long long)id);
    return NULL;
  }
  return r->types[id];
}

/* Types that can be struct/array members or globals (LLVM isValidElementType
 * plus sizedness): not void, label, metadata or function. */
static bool is_elem_type(const IrType *t) {
  return t && t->kind != IR_TY_VOID && t->kind != IR_TY_LABEL && t->kind != IR_TY_METADATA &&
         t->kind != IR_TY_FUNC;
}

static bool is_first_class(const IrType *t) {
  return t && t->kind != IR_TY_VOID && t->kind != IR_TY_FUNC;
}

typedef struct TyRec {
  uint32_t code;     /* TYPE_CODE_* */
  uint64_t *ops;     /* operand copy */
  uint32_t nops;     /* operand count */
  const char *name;  /* STRUCT_NAMED / OPAQUE: preceding STRUCT_NAME */
} TyRec;

#define TY_MAX_DEPTH 64

static bool build_types(Rd *r, TyRec *recs, uint32_t n);

/* Nesting depth of t (mode 0: as printed, named structs are leaves; mode 1:
 * as laid out in memory, pointers and functions are leaves), capped just
 * past TY_MAX_DEPTH; a type met again while its own members are walked
 * (a struct containing itself) counts as too deep. Memoised per type. */
static uint32_t type_depth(Rd *r, IdMap *mp, IrType *t, int mode, uint32_t level) {
  if (!t || level > TY_MAX_DEPTH) return TY_MAX_DEPTH + 1;
  switch (t->kind) {
  case IR_TY_PTR: if (mode == 1 || !t->elem) return 1; break;
  case IR_TY_STRUCT: if (mode == 0 && t->name) return 1; break;
  case IR_TY_FUNC: if (mode == 1) return 1; break;
  case IR_TY_VECTOR: case IR_TY_ARRAY: case IR_TY_TARGET: break;
  default: return 1;
  }
  uint32_t key = t->id * 2 + (uint32_t)mode;
  void **slot = idmap_slot(r, mp, key, true);
  if (!slot) return TY_MAX_DEPTH + 1;
  uintptr_t v = (uintptr_t)*slot;
  if (v == 1) return TY_MAX_DEPTH + 1; /* in progress: recursive */
  if (v) return (uint32_t)(v - 2);
  *slot = (void *)1;
  uint32_t d = 0;
  if (t->kind == IR_TY_PTR || t->kind == IR_TY_VECTOR || t->kind == IR_TY_ARRAY) {
    d = type_depth(r, mp, t->elem, mode, level + 1);
  } else {
    if (t->kind == IR_TY_FUNC) d = type_depth(r, mp, t->elem, mode, level + 1);
    for (uint32_t i = 0; i < t->nmembers && d <= TY_MAX_DEPTH; i++) {
      uint32_t md = type_depth(r, mp, t->members[i], mode, level + 1);
      if (md > d) d = md;
    }
  }
  d = d > TY_MAX_DEPTH ? TY_MAX_DEPTH + 1 : d + 1;
  /* the map may have grown while recursing: look the slot up again */
  slot = idmap_slot(r, mp, key, true);
  if (slot) *slot = (void *)(uintptr_t)(d + 2);
  return d;
}

/* TYPE_BLOCK_NEW: records are collected first; named structs are created
 * up front so any record may refer to them; other types must refer to
 * earlier ids (what LLVM's writer produces). */
static bool parse_types(Rd *r) {
  if (!br_enter_block(&r->br, BLK_TYPE)) return br_ok(r);
  if (r->types) return fail(r, BCR_TYPE, "more than one type table");
  VEC(TyRec) recs = {0};
  uint64_t numentry = 0;
  bool have_numentry = false;
  const char *pending_name = NULL;
  for (;;) {
    int got = rd_next_record(r);
    if (got < 0) return false;
    if (got == 0) break;
    uint32_t code = r->rec.code;
    if (code == TY_NUMENTRY) {
      if (!need(r, 1, "NUMENTRY")) return false;
      numentry = r->rec.ops[0];
      have_numentry = true;
      continue;
    }
    if (code == TY_STRUCT_NAME) {
      pending_name = rec_string(r, 0, r->rec.nops, false, NULL);
      if (!pending_name) return false;
      continue;
    }
    TyRec t = {code, ops_copy(r), r->rec.nops, NULL};
    if (r->err) return false;
    if (code == TY_STRUCT_NAMED || code == TY_OPAQUE) {
      t.name = pending_name;
      pending_name = NULL;
    }
    if (!vec_push(&r->scratch, &recs, t)) return oom(r);
    if (have_numentry && recs.len > numentry)
      return fail(r, BCR_TYPE, "more types than the NUMENTRY record declares");
  }
  if (!build_types(r, recs.data, recs.len)) return false;
  /* Everything that walks types (printer, sizes, the verifier) recurses:
   * bound the nesting, and refuse structs that contain themselves. */
  IdMap memo;
  memset(&memo, 0, sizeof memo);
  for (uint32_t i = 0; i < r->ntypes; i++) {
    IrType *t = r->types[i];
    if (type_depth(r, &memo, t, 0, 0) > TY_MAX_DEPTH || type_depth(r, &memo, t, 1, 0) > TY_MAX_DEPTH)
      return r->err ? false : fail(r, BCR_TYPE, "type nested too deeply or containing itself");
    for (uint32_t k = 0; t->kind == IR_TY_STRUCT && t->name && k < t->nmembers; k++)
      if (type_depth(r, &memo, t->members[k], 0, 0) >= TY_MAX_DEPTH)
        return r->err ? false : fail(r, BCR_TYPE, "type nested too deeply");
  }
  return true;
}

/* Creates the IR types of the collected records (see parse_types). */
static bool build_types(Rd *r, TyRec *recdata, uint32_t nrecs) {
  struct { TyRec *data; uint32_t len; } recs = {recdata, nrecs};
  r->ntypes = recs.len;
  r->types = arena_alloc(&r->scratch, sizeof(IrType *) * (recs.len + 1));
  if (!r->types) return oom(r);
  IrModule *m = r->m;
  for (uint32_t i = 0; i < recs.len; i++) {
    TyRec *t = &recs.data[i];
    if (t->code == TY_STRUCT_NAMED || t->code == TY_OPAQUE) {
      r->types[i] = ir_type_struct_new(m, t->name ? t->name : "");
      if (!r->types[i]) return oom(r);
    }
  }
  for (uint32_t i = 0; i < recs.len; i++) {
    TyRec *t = &recs.data[i];
    IrType *ty = NULL;
    uint64_t *o = t->ops;
    /* operand type ids may only refer backwards, or to a named struct */
#define TYREF(x) ((x) < recs.len && ((x) < i || recs.data[x].code == TY_STRUCT_NAMED || \
                                      recs.data[x].code == TY_OPAQUE) ? get_type(r, (x)) \
                                                                     : (fail(r, BCR_TYPE, "invalid forward type reference"), (IrType *)NULL))
    switch (t->code) {
    case TY_VOID: ty = ir_type_void(m); break;
    case TY_FLOAT: ty = ir_type_float(m); break;
    case TY_DOUBLE: ty = ir_type_double(m); break;
    case TY_HALF: ty = ir_type_half(m); break;
    case TY_LABEL: ty = ir_type_label(m); break;
    case TY_METADATA: ty = ir_type_metadata(m); break;
    case TY_INTEGER:
      if (t->nops < 1) return fail(r, BCR_TYPE, "INTEGER type record has no width");
      if (o[0] < 1 || o[0] > 64) return fail(r, BCR_UNSUPPORTED, "integer width %llu not supported", (unsigned long long)o[0]);
      ty = ir_type_int(m, (uint32_t)o[0]);
      break;
    case TY_POINTER: {
      if (t->nops < 1) return fail(r, BCR_TYPE, "POINTER type record has no pointee");
      IrType *pt = TYREF(o[0]);
      if (!pt) return false;
      uint64_t as = t->nops > 1 ? o[1] : 0;
      if (as > 0xFFFFFF) return fail(r, BCR_TYPE, "invalid address space");
      if (pt->kind == IR_TY_VOID || pt->kind == IR_TY_LABEL || pt->kind == IR_TY_METADATA)
        return fail(r, BCR_TYPE, "invalid pointee type");
      ty = ir_type_typed_ptr(m, pt, (uint32_t)as);
      break;
    }
    case TY_ARRAY: case TY_VECTOR: {
      if (t->nops < 2) return fail(r, BCR_TYPE, "ARRAY/VECTOR type record too short");
      IrType *et = TYREF(o[1]);
      if (!et) return false;
      if (t->code == TY_ARRAY) {
        if (!is_elem_type(et)) return fail(r, BCR_TYPE, "invalid array element type");
        ty = ir_type_array(m, et, o[0]);
      } else {
        if (o[0] == 0 || o[0] > UINT32_MAX) return fail(r, BCR_TYPE, "invalid vector length");
        if (et->kind != IR_TY_INT && !ir_type_is_fp(et) && et->kind != IR_TY_PTR)
          return fail(r, BCR_TYPE, "invalid vector element type");
        ty = ir_type_vector(m, et, o[0]);
      }
      break;
    }
    case TY_FUNCTION: case TY_FUNCTION_OLD: {
      /* FUNCTION: [vararg, retty, params...]; FUNCTION_OLD: [vararg, attrid, retty, params...] */
      uint32_t first = t->code == TY_FUNCTION ? 1 : 2;
      if (t->nops < first + 1) return fail(r, BCR_TYPE, "FUNCTION type record too short");
      IrType *ret = TYREF(o[first]);
      if (!ret) return false;
      if (ret->kind == IR_TY_FUNC || ret->kind == IR_TY_LABEL || ret->kind == IR_TY_METADATA)
        return fail(r, BCR_TYPE, "invalid function return type");
      uint32_t np = t->nops - first - 1;
      IrType **ps = np ? arena_alloc(&r->scratch, sizeof(IrType *) * np) : NULL;
      if (np && !ps) return oom(r);
      for (uint32_t k = 0; k < np; k++) {
        ps[k] = TYREF(o[first + 1 + k]);
        if (!ps[k]) return false;
        if (ps[k]->kind == IR_TY_VOID || ps[k]->kind == IR_TY_FUNC)
          return fail(r, BCR_TYPE, "invalid function parameter type");
      }
      ty = ir_type_func(m, ret, ps, np, o[0] != 0);
      break;
    }
    case TY_STRUCT_ANON: case TY_STRUCT_NAMED: {
      if (t->nops < 1) return fail(r, BCR_TYPE, "STRUCT type record too short");
      uint32_t n = t->nops - 1;
      IrType **fs = n ? arena_alloc(&r->scratch, sizeof(IrType *) * n) : NULL;
      if (n && !fs) return oom(r);
      for (uint32_t k = 0; k < n; k++) {
        fs[k] = TYREF(o[1 + k]);
        if (!fs[k]) return false;
        if (!is_elem_type(fs[k])) return fail(r, BCR_TYPE, "invalid struct element type");
      }
      if (t->code == TY_STRUCT_ANON) {
        ty = ir_type_struct_literal(m, fs, n, o[0] != 0);
      } else {
        ty = r->types[i];
        ir_type_struct_set_body(m, ty, fs, n, o[0] != 0);
      }
      break;
    }
    case TY_OPAQUE:
      ty = r->types[i];
      break;
    default:
      return fail(r, BCR_UNSUPPORTED, "type record %u not supported", t->code);
    }
#undef TYREF
    if (r->err) return false;
    if (!ty) return oom(r);
    r->types[i] = ty;
  }
  return true;
}

/* ---- attributes -------------------------------------------------------------------- */

/* LLVM 3.7 enum attribute codes -> IR spelling (bitc::AttributeKindCodes). */
static const char *attr_name(uint64_t code, bool *is_int) {
  static const struct { uint8_t code; const char *name; bool is_int; } tab[] = {
    {1, "align", true}, {2, "alwaysinline", false}, {3, "byval", false},
    {4, "inlinehint", false}, {5, "inreg", false}, {6, "minsize", false},
    {7, "naked", false}, {8, "nest", false}, {9, "noalias", false},
    {10, "nobuiltin", false}, {11, "nocapture", false}, {12, "noduplicate", false},
    {13, "noimplicitfloat", false}, {14, "noinline", false}, {15, "nonlazybind", false},
    {16, "noredzone", false}, {17, "noreturn", false}, {18, "nounwind", false},
    {19, "optsize", false}, {20, "readnone", false}, {21, "readonly", false},
    {22, "returned", false}, {23, "returns_twice", false}, {24, "signext", false},
    {25, "alignstack", true}, {26, "ssp", false}, {27, "sspreq", false},
    {28, "sspstrong", false}, {29, "sret", false}, {30, "sanitize_address", false},
    {31, "sanitize_thread", false}, {32, "sanitize_memory", false}, {33, "uwtable", false},
    {34, "zeroext", false}, {35, "builtin", false}, {36, "cold", false},
    {37, "optnone", false}, {38, "inalloca", false}, {39, "nonnull", false},
    {40, "jumptable", false}, {41, "dereferenceable", true},
    {42, "dereferenceable_or_null", true}, {43, "convergent", false},
    {44, "safestack", false}, {45, "argmemonly", false},
  };
  for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
    if (tab[i].code == code) {
      *is_int = tab[i].is_int;
      return tab[i].name;
    }
  return NULL;
}

/* A string attribute as the IR keeps it: quoted and escaped like LLVM
 * prints it (printEscapedString). */
static const char *quote_attr(Rd *r, const char *s, uint32_t n) {
  StrBuf b = sb_new(r->m->arena);
  sb_putc(&b, '"');
  static const char hex[] = "0123456789ABCDEF";
  for (uint32_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') sb_putc(&b, (char)c);
    else {
      sb_putc(&b, '\\');
      sb_putc(&b, hex[c >> 4]);
      sb_putc(&b, hex[c & 15]);
    }
  }
  sb_putc(&b, '"');
  const char *out = b.oom ? NULL : arena_strndup(r->m->arena, b.data, b.len);
  sb_free(&b);
  if (!out) oom(r);
  return out;
}

/* PARAMATTR_GROUP_BLOCK: ENTRY [grpid, slot, (kind, ...)...] */
static bool parse_attr_groups(Rd *r) {
  if (!br_enter_block(&r->br, BLK_PARAMATTR_GROUP)) return br_ok(r);
  for (;;) {
    int got = rd_next_record(r);
    if (got < 0) return false;
    if (got == 0) return true;
    if (r->rec.code != 3) continue;
    if (!need(r, 2, "attribute group")) return false;
    uint64_t *o = r->rec.ops;
    uint32_t n = r->rec.nops;
    if (o[0] > UINT32_MAX || o[1] > UINT32_MAX) return fail(r, BCR_RECORD, "invalid attribute group");
    AttrGroupEnt g = {(uint32_t)o[0], (uint32_t)o[1], ir_attrs_new(r->m)};
    if (!g.set) return oom(r);
    for (uint32_t i = 2; i < n;) {
      uint64_t kind = o[i++];
      if (kind == 0 || kind == 1) {
        if (i >= n) return fail(r, BCR_RECORD, "truncated attribute");
        bool is_int = false;
        const char *name = attr_name(o[i++], &is_int);
        if (!name) return fail(r, BCR_UNSUPPORTED, "attribute code %llu not in LLVM 3.7", (unsigned long long)o[i - 1]);
        const char *val = NULL;
        if (kind == 1) {
          if (i >= n) return fail(r, BCR_RECORD, "truncated integer attribute");
          if (!is_int) return fail(r, BCR_RECORD, "attribute '%s' takes no value", name);
          val = arena_printf(r->m->arena, "%llu", (unsigned long long)o[i++]);
          if (!val) return oom(r);
        } else if (is_int) {
          return fail(r, BCR_RECORD, "attribute '%s' needs a value", name);
        }
        ir_attrs_add(r->m, g.set, name, val);
      } else if (kind == 3 || kind == 4) {
        uint32_t ks = i;
        while (i < n && o[i] != 0) i++;
        if (i >= n) return fail(r, BCR_RECORD, "unterminated string attribute");
        uint32_t klen;
        char *key = rec_string(r, ks, i, false, &klen);
        if (!key) return false;
        i++;
        const char *qk = quote_attr(r, key, klen), *qv = NULL;
        if (!qk) return false;
        if (kind == 4) {
          uint32_t vs = i;
          while (i < n && o[i] != 0) i++;
          if (i >= n) return fail(r, BCR_RECORD, "unterminated string attribute value");
          uint32_t vlen;
          char *val = rec_string(r, vs, i, false, &vlen);
          if (!val) return false;
          i++;
          qv = quote_attr(r, val, vlen);
          if (!qv) return false;
        }
        ir_attrs_add(r->m, g.set, qk, qv);
      } else {
        return fail(r, BCR_UNSUPPORTED, "attribute kind %llu not in LLVM 3.7", (unsigned long long)kind);
      }
    }
    if (!vec_push(&r->scratch, &r->groups, g)) return oom(r);
  }
}

/* PARAMATTR_BLOCK: ENTRY [grpid...] */
static bool parse_attr_lists(Rd *r) {
  if (!br_enter_block(&r->br, BLK_PARAMATTR)) return br_ok(r);
  for (;;) {
    int got = rd_next_record(r);
    if (got < 0) return false;
    if (got == 0) return true;
    if (r->rec.code == 1) return fail(r, BCR_UNSUPPORTED, "old-style attribute lists not supported");
    if (r->rec.code != 2) continue;
    AttrListEnt l = {NULL, r->rec.nops};
    if (l.n) {
      l.groups = arena_alloc(&r->scratch, sizeof(AttrGroupEnt) * l.n);
      if (!l.groups) return oom(r);
    }
    for (uint32_t i = 0; i < l.n; i++) {
      bool found = false;
      for (uint32_t k = 0; k < r->groups.len && !found; k++)
        if (r->groups.data[k].id == r->rec.ops[i]) {
          l.groups[i] = r->groups.data[k];
          found = true;
        }
      if (!found) return fail(r, BCR_RECORD, "unknown attribute group %llu", (unsigned long long)r->rec.ops[i]);
    }
    if (!vec_push(&r->scratch, &r->lists, l)) return oom(r);
  }
}

static AttrListEnt *attr_list(Rd *r, uint64_t id) {
  if (id == 0) return NULL;
  if (id > r->lists.len) {
    fail(r, BCR_RECORD, "invalid attribute list id %llu", (unsigned long long)id);
    return NULL;
  }
  return &r->lists.data[id - 1];
}

/* Applies a list to (return, params, function) slots. */
static void apply_attrs(AttrListEnt *l, IrAttrSet **ret, IrAttrSet **params, uint32_t nparams,
                        IrAttrSet **fn) {
  for (uint32_t i = 0; l && i < l->n; i++) {
    uint32_t s = l->groups[i].slot;
    if (s == 0) *ret = l->groups[i].set;
    else if (s == UINT32_MAX) *fn = l->groups[i].set;
    else if (s <= nparams && params) params[s - 1] = l->groups[i].set;
  }
}

/* ---- values ------------------------------------------------------------------------ */

static bool push_val(Rd *r, IrValue *v) {
  if (!vec_push(&r->scratch, &r->vals, v)) return oom(r);
  return true;
}

static bool is_fwd(const IrValue *v) { return v && v->name == fwd_tag; }

/* The value with absolute id `id` inside a function, expected to have type
 * ty (NULL: any). Ids not read yet become placeholders (ty required). */
static IrValue *fn_value(Rd *r, uint64_t id64, IrType *ty) {
  if (id64 > UINT32_MAX) {
    fail(r, BCR_VALUE, "invalid value id");
    return NULL;
  }
  uint32_t id = (uint32_t)id64;
  if (ty && ty->kind == IR_TY_METADATA) {
    if (id >= r->mds.len) {
      fail(r, BCR_METADATA, "invalid metadata id %u", id);
      return NULL;
    }
    IrValue *v = ir_md_value(r->m, r->mds.data[id]);
    if (!v) oom(r);
    return v;
  }
  if (id < r->vals.len) {
    IrValue *v = r->vals.data[id];
    if (!v) {
      fail(r, BCR_VALUE, "value %u used before it is defined", id);
      return NULL;
    }
    if (ty && v->type != ty) {
      fail(r, BCR_VALUE, "value %u has the wrong type", id);
      return NULL;
    }
    return v;
  }
  if (!r->f) {
    fail(r, BCR_VALUE, "invalid value id %u", id);
    return NULL;
  }
  if (!ty) {
    fail(r, BCR_VALUE, "forward reference to value %u without a type", id);
    return NULL;
  }
  if (ty->kind == IR_TY_VOID || ty->kind == IR_TY_LABEL || ty->kind == IR_TY_FUNC) {
    fail(r, BCR_VALUE, "forward reference of an invalid type");
    return NULL;
  }
  /* an id this far ahead can never be defined by what is left */
  if ((uint64_t)(id - r->vals.len) >= r->fn_end_bit - r->br.pos + 1) {
    fail(r, BCR_VALUE, "invalid forward reference to value %u", id);
    return NULL;
  }
  void **slot = idmap_slot(r, &r->fwd, id, true);
  if (!slot) {
    if (!r->err) oom(r);
    return NULL;
  }
  if (*slot) {
    Fwd *fw = *slot;
    if (fw->v.type != ty) {
      fail(r, BCR_VALUE, "forward reference to value %u with conflicting types", id);
      return NULL;
    }
    return &fw->v;
  }
  Fwd *fw = arena_alloc(&r->scratch, sizeof *fw);
  if (!fw || !vec_push(&r->scratch, &r->fwds, fw)) {
    oom(r);
    return NULL;
  }
  fw->v.kind = IR_V_UNDEF;
  fw->v.type = ty;
  fw->v.name = fwd_tag;
  fw->id = id;
  *slot = fw;
  return &fw->v;
}

/* Relative (or absolute, VERSION 0) operand at ops[*slot]. */
static uint64_t rel_id(Rd *r, uint64_t enc) {
  if (!r->relative) return enc;
  return (uint32_t)((uint32_t)r->vals.len - (uint32_t)enc);
}

static IrValue *op_value(Rd *r, uint32_t *slot, IrType *ty) {
  if (*slot >= r->rec.nops) {
    fail(r, BCR_INSTRUCTION, "instruction record too short");
    return NULL;
  }
  /* metadata arguments are metadata ids, encoded relative all the same */
  return fn_value(r, rel_id(r, r->rec.ops[(*slot)++]), ty);
}

/* getValueTypePair: the value, followed by its type id when it is a
 * forward reference. */
static IrValue *op_value_type(Rd *r, uint32_t *slot) {
  if (*slot >= r->rec.nops) {
    fail(r, BCR_INSTRUCTION, "instruction record too short");
    return NULL;
  }
  uint64_t id = rel_id(r, r->rec.ops[(*slot)++]);
  if (id < r->vals.len) return fn_value(r, id, NULL);
  if (*slot >= r->rec.nops) {
    fail(r, BCR_INSTRUCTION, "forward reference without a type");
    return NULL;
  }
  IrType *t = get_type(r, r->rec.ops[(*slot)++]);
  return t ? fn_value(r, id, t) : NULL;
}

/* ---- constants --------------------------------------------------------------------- */

typedef struct CstBlock {
  CstRec *recs;   /* the block's records */
  uint32_t n;     /* their count */
  uint32_t base;  /* value id of recs[0] */
} CstBlock;

static IrValue *cst_get(Rd *r, CstBlock *cb, uint64_t id, IrType *ty, uint32_t depth);

static int64_t decode_signed(uint64_t v) {
  if (!(v & 1)) return (int64_t)(v >> 1);
  if (v != 1) return -(int64_t)(v >> 1);
  return INT64_MIN;
}

/* Binary opcode (3.7 numbering) for a value of type t; -1 if invalid. */
static int decode_binop(uint64_t code, const IrType *t) {
  const IrType *s = ir_type_scalar((IrType *)t);
  bool fp = ir_type_is_fp(s);
  if (!fp && !ir_type_is_int(s, 0)) return -1;
  static const int iops[] = {IR_ADD, IR_SUB, IR_MUL, IR_UDIV, IR_SDIV, IR_UREM, IR_SREM,
                             IR_SHL, IR_LSHR, IR_ASHR, IR_AND, IR_OR, IR_XOR};
  if (code > 12) return -1;
  if (!fp) return iops[code];
  switch (code) {
  case 0: return IR_FADD;
  case 1: return IR_FSUB;
  case 2: return IR_FMUL;
  case 4: return IR_FDIV;
  case 6: return IR_FREM;
  default: return -1;
  }
}

static int decode_cast(uint64_t code) {
  static const int ops[] = {IR_TRUNC, IR_ZEXT, IR_SEXT, IR_FPTOUI, IR_FPTOSI, IR_UITOFP,
                            IR_SITOFP, IR_FPTRUNC, IR_FPEXT, IR_PTRTOINT, IR_INTTOPTR,
                            IR_BITCAST, IR_ADDRSPACECAST};
  return code <= 12 ? ops[code] : -1;
}

/* Bits of a scalar or vector type for bitcast checks (0: not sized). */
static uint64_t prim_bits(const IrType *t) {
  uint64_t n = 1;
  if (t->kind == IR_TY_VECTOR) {
    n = t->count;
    t = t->elem;
  }
  switch (t->kind) {
  case IR_TY_INT: return n * t->bits;
  case IR_TY_HALF: return n * 16;
  case IR_TY_FLOAT: return n * 32;
  case IR_TY_DOUBLE: return n * 64;
  default: return 0;
  }
}

/* CastInst::castIsValid, simplified to what the IR and printer rely on. */
static bool cast_ok(int op, IrType *src, IrType *dst) {
  if (!src || !dst) return false;
  bool sv = src->kind == IR_TY_VECTOR, dv = dst->kind == IR_TY_VECTOR;
  if (sv != dv || (sv && src->count != dst->count)) return op == IR_BITCAST && prim_bits(src) &&
                                                           prim_bits(src) == prim_bits(dst);
  IrType *s = ir_type_scalar(src), *d = ir_type_scalar(dst);
  switch (op) {
  case IR_TRUNC: return s->kind == IR_TY_INT && d->kind == IR_TY_INT && s->bits > d->bits;
  case IR_ZEXT: case IR_SEXT:
    return s->kind == IR_TY_INT && d->kind == IR_TY_INT && s->bits < d->bits;
  case IR_FPTOUI: case IR_FPTOSI: return ir_type_is_fp(s) && d->kind == IR_TY_INT;
  case IR_UITOFP: case IR_SITOFP: return s->kind == IR_TY_INT && ir_type_is_fp(d);
  case IR_FPTRUNC: return ir_type_is_fp(s) && ir_type_is_fp(d) && prim_bits(s) > prim_bits(d);
  case IR_FPEXT: return ir_type_is_fp(s) && ir_type_is_fp(d) && prim_bits(s) < prim_bits(d);
  case IR_PTRTOINT: return s->kind == IR_TY_PTR && d->kind == IR_TY_INT;
  case IR_INTTOPTR: return s->kind == IR_TY_INT && d->kind == IR_TY_PTR;
  case IR_BITCAST:
    if (s->kind == IR_TY_PTR || d->kind == IR_TY_PTR)
      return s->kind == IR_TY_PTR && d->kind == IR_TY_PTR && s->addrspace == d->addrspace;
    return prim_bits(src) && prim_bits(src) == prim_bits(dst);
  case IR_ADDRSPACECAST:
    return s->kind == IR_TY_PTR && d->kind == IR_TY_PTR && s->addrspace != d->addrspace;
  default: return false;
  }
}

/* Type reached by GEP indices idx[1..] from src (idx[0] steps over the
 * pointer). Struct indices must be constant integers in range. */
static IrType *gep_indexed(Rd *r, IrType *src, IrValue **idx, uint32_t n) {
  IrType *t = src;
  for (uint32_t i = 1; i < n; i++) {
    if (t->kind == IR_TY_STRUCT) {
      uint64_t c;
      if (!ir_const_is_int(idx[i], &c) || c >= t->nmembers) {
        fail(r, BCR_INSTRUCTION, "invalid struct index in getelementptr");
        return NULL;
      }
      t = t->members[c];
    } else if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) {
      t = t->elem;
    } else {
      fail(r, BCR_INSTRUCTION, "getelementptr indexes into a non-aggregate type");
      return NULL;
    }
  }
  return t;
}

/* Result type of a GEP over base with indices (typed pointers; vector GEPs
 * give vectors of pointers). */
static IrType *gep_result(Rd *r, IrType *src, IrValue *base, IrValue **idx, uint32_t n) {
  IrType *bt = base->type;
  uint64_t vec = bt->kind == IR_TY_VECTOR ? bt->count : 0;
  IrType *pt = ir_type_scalar(bt);
  if (pt->kind != IR_TY_PTR || !pt->elem) {
    fail(r, BCR_INSTRUCTION, "getelementptr base is not a typed pointer");
    return NULL;
  }
  if (pt->elem != src) {
    fail(r, BCR_INSTRUCTION, "getelementptr type does not match the pointee type");
    return NULL;
  }
  for (uint32_t i = 0; i < n; i++) {
    IrType *it = idx[i]->type;
    if (!ir_type_is_int(ir_type_scalar(it), 0)) {
      fail(r, BCR_INSTRUCTION, "getelementptr index is not an integer");
      return NULL;
    }
    if (it->kind == IR_TY_VECTOR) {
      if (vec && vec != it->count) {
        fail(r, BCR_INSTRUCTION, "getelementptr vector widths differ");
        return NULL;
      }
      vec = it->count;
    }
  }
  IrType *et = gep_indexed(r, src, idx, n);
  if (!et) return NULL;
  IrType *res = ir_type_typed_ptr(r->m, et, pt->addrspace);
  if (res && vec) res = ir_type_vector(r->m, res, vec);
  if (!res) oom(r);
  return res;
}

/* A byte-array constant of type t from the n operands o, len >= n bytes
 * long (the arena zeroes the rest: CSTRING's trailing NUL); all zero bytes
 * give zeroinitializer. */
static IrValue *cst_bytes(Rd *r, IrType *t, const uint64_t *o, uint32_t n, uint32_t len) {
  uint8_t *b = arena_alloc(&r->scratch, len);
  if (!b) {
    oom(r);
    return NULL;
  }
  bool zero = true;
  for (uint32_t i = 0; i < n; i++) {
    b[i] = (uint8_t)o[i];
    if (b[i]) zero = false;
  }
  IrValue *v = zero ? ir_const_zero(r->m, t) : ir_const_data(r->m, t, b, len);
  if (!v) oom(r);
  return v;
}

static IrValue *cst_make(Rd *r, CstBlock *cb, CstRec *c, uint32_t depth) {
  IrModule *m = r->m;
  IrType *t = c->type;
  uint64_t *o = c->ops;
  uint32_t n = c->nops;
  switch (c->code) {
  case CST_NULL: {
    IrValue *v = is_elem_type(t) ? ir_const_zero(m, t) : NULL;
    if (!v) fail(r, BCR_CONSTANT, "null constant of an invalid type");
    return v;
  }
  case CST_UNDEF:
    if (!is_first_class(t) || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA) {
      fail(r, BCR_CONSTANT, "undef of an invalid type");
      return NULL;
    }
    return ir_undef(m, t);
  case CST_INTEGER:
    if (t->kind != IR_TY_INT || n < 1) {
      fail(r, BCR_CONSTANT, "invalid integer constant");
      return NULL;
    }
    return ir_const_int(m, t, (uint64_t)decode_signed(o[0]));
  case CST_WIDE_INTEGER:
    fail(r, BCR_UNSUPPORTED, "integer constants wider than 64 bits not supported");
    return NULL;
  case CST_FLOAT:
    if (!ir_type_is_fp(t) || n < 1) {
      fail(r, BCR_CONSTANT, "invalid floating-point constant");
      return NULL;
    }
    return ir_const_fp_bits(m, t, o[0]);
  case CST_AGGREGATE: {
    uint64_t want = t->kind == IR_TY_STRUCT ? t->nmembers
                    : (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) ? t->count : UINT64_MAX;
    if (n != want) {
      fail(r, BCR_CONSTANT, "aggregate constant does not match its type");
      return NULL;
    }
    IrValue **el = n ? arena_alloc(&r->scratch, sizeof(IrValue *) * n) : NULL;
    if (n && !el) {
      oom(r);
      return NULL;
    }
    for (uint32_t i = 0; i < n; i++) {
      IrType *et = t->kind == IR_TY_STRUCT ? t->members[i] : t->elem;
      el[i] = cst_get(r, cb, o[i], et, depth + 1);
      if (!el[i]) return NULL;
    }
    IrValue *v = ir_const_agg(m, t, el, n);
    if (!v) oom(r);
    return v;
  }
  case CST_STRING: case CST_CSTRING: {
    uint32_t len = n + (c->code == CST_CSTRING);
    if (t->kind != IR_TY_ARRAY || !ir_type_is_int(t->elem, 8) || t->count != len || n == 0) {
      fail(r, BCR_CONSTANT, "string constant does not match its type");
      return NULL;
    }
    return cst_bytes(r, t, o, n, len);
  }
  case CST_DATA: {
    if ((t->kind != IR_TY_ARRAY && t->kind != IR_TY_VECTOR) || t->count != n || n == 0) {
      fail(r, BCR_CONSTANT, "data constant does not match its type");
      return NULL;
    }
    IrType *et = t->elem;
    bool isint = et->kind == IR_TY_INT && (et->bits == 8 || et->bits == 16 || et->bits == 32 ||
                                           et->bits == 64);
    if (!isint && !ir_type_is_fp(et)) {
      fail(r, BCR_CONSTANT, "data constant of an invalid element type");
      return NULL;
    }
    if (t->kind == IR_TY_ARRAY && et->bits == 8 && isint) return cst_bytes(r, t, o, n, n);
    IrValue **el = arena_alloc(&r->scratch, sizeof(IrValue *) * n);
    if (!el) {
      oom(r);
      return NULL;
    }
    for (uint32_t i = 0; i < n; i++) {
      el[i] = isint ? ir_const_int(m, et, o[i]) : ir_const_fp_bits(m, et, o[i]);
      if (!el[i]) {
        oom(r);
        return NULL;
      }
    }
    IrValue *v = ir_const_agg(m, t, el, n);
    if (!v) oom(r);
    return v;
  }
  case CST_CE_BINOP: {
    if (n < 3) break;
    int op = decode_binop(o[0], t);
    if (op < 0) {
      fail(r, BCR_CONSTANT, "invalid constant expression opcode");
      return NULL;
    }
    IrValue *ops[2] = {cst_get(r, cb, o[1], t, depth + 1), NULL};
    if (!ops[0] || !(ops[1] = cst_get(r, cb, o[2], t, depth + 1))) return NULL;
    uint32_t flags = 0;
    if (n > 3) {
      if (op == IR_ADD || op == IR_SUB || op == IR_MUL || op == IR_SHL)
        flags = (o[3] & 1 ? IR_FLAG_NUW : 0) | (o[3] & 2 ? IR_FLAG_NSW : 0);
      else if (op == IR_UDIV || op == IR_SDIV || op == IR_LSHR || op == IR_ASHR)
        flags = o[3] & 1 ? IR_FLAG_EXACT : 0;
    }
    IrValue *v = ir_const_expr(m, op, t, NULL, ops, 2, flags);
    if (!v) oom(r);
    return v;
  }
  case CST_CE_CAST: {
    if (n < 3) break;
    int op = decode_cast(o[0]);
    IrType *st = get_type(r, o[1]);
    if (!st) return NULL;
    IrValue *x = cst_get(r, cb, o[2], st, depth + 1);
    if (!x) return NULL;
    if (op < 0 || !cast_ok(op, st, t)) {
      fail(r, BCR_CONSTANT, "invalid constant cast");
      return NULL;
    }
    IrValue *v = ir_const_expr(m, op, t, NULL, &x, 1, 0);
    if (!v) oom(r);
    return v;
  }
  case CST_CE_GEP: case CST_CE_INBOUNDS_GEP: {
    uint32_t i = 0;
    IrType *src = NULL;
    if (n % 2) {
      src = get_type(r, o[i++]);
      if (!src) return NULL;
    }
    uint32_t k = (n - i) / 2;
    if (k < 1) break;
    IrValue **ops = arena_alloc(&r->scratch, sizeof(IrValue *) * k);
    if (!ops) {
      oom(r);
      return NULL;
    }
    for (uint32_t j = 0; j < k; j++, i += 2) {
      IrType *ot = get_type(r, o[i]);
      if (!ot) return NULL;
      ops[j] = cst_get(r, cb, o[i + 1], ot, depth + 1);
      if (!ops[j]) return NULL;
    }
    IrType *bt = ir_type_scalar(ops[0]->type);
    if (bt->kind != IR_TY_PTR || !bt->elem) {
      fail(r, BCR_CONSTANT, "constant getelementptr base is not a typed pointer");
      return NULL;
    }
    if (!src) src = bt->elem;
    IrType *rt = gep_result(r, src, ops[0], ops + 1, k - 1);
    if (!rt) return NULL;
    if (rt != t) {
      fail(r, BCR_CONSTANT, "constant getelementptr does not match its type");
      return NULL;
    }
    IrValue *v = ir_const_expr(m, IR_GEP, t, src, ops, k,
                               c->code == CST_CE_INBOUNDS_GEP ? IR_FLAG_INBOUNDS : 0);
    if (!v) oom(r);
    return v;
  }
  case CST_CE_SELECT: {
    if (n < 3) break;
    IrType *ct = ir_type_int(m, 1);
    if (t->kind == IR_TY_VECTOR) ct = ir_type_vector(m, ct, t->count);
    IrValue *ops[3];
    if (!(ops[0] = cst_get(r, cb, o[0], NULL, depth + 1))) return NULL;
    if (ops[0]->type != ct && ops[0]->type != ir_type_int(m, 1)) {
      fail(r, BCR_CONSTANT, "invalid constant select condition");
      return NULL;
    }
    if (!(ops[1] = cst_get(r, cb, o[1], t, depth + 1)) || !(ops[2] = cst_get(r, cb, o[2], t, depth + 1)))
      return NULL;
    IrValue *v = ir_const_expr(m, IR_SELECT, t, NULL, ops, 3, 0);
    if (!v) oom(r);
    return v;
  }
  case CST_CE_CMP: {
    if (n < 4) break;
    IrType *ot = get_type(r, o[0]);
    if (!ot) return NULL;
    IrValue *ops[2];
    if (!(ops[0] = cst_get(r, cb, o[1], ot, depth + 1)) || !(ops[1] = cst_get(r, cb, o[2], ot, depth + 1)))
      return NULL;
    bool fp = ir_type_is_fp(ir_type_scalar(ot));
    uint64_t pred = o[3];
    if (fp ? pred > 15 : (pred < 32 || pred > 41)) {
      fail(r, BCR_CONSTANT, "invalid constant comparison predicate");
      return NULL;
    }
    IrType *rt = ir_type_int(m, 1);
    if (ot->kind == IR_TY_VECTOR) rt = ir_type_vector(m, rt, ot->count);
    if (rt != t) {
      fail(r, BCR_CONSTANT, "constant comparison does not match its type");
      return NULL;
    }
    IrValue *v = ir_const_expr(m, fp ? IR_FCMP : IR_ICMP, t, NULL, ops, 2, (uint32_t)pred);
    if (!v) oom(r);
    return v;
  }
  default:
    fail(r, BCR_UNSUPPORTED, "constant record %u not supported", c->code);
    return NULL;
  }
  fail(r, BCR_CONSTANT, "constant record %u has too few operands", c->code);
  return NULL;
}

/* The constant with absolute id `id` (expected type ty, NULL: any). */
static IrValue *cst_get(Rd *r, CstBlock *cb, uint64_t id, IrType *ty, uint32_t depth) {
  if (r->err) return NULL;
  IrValue *v = NULL;
  if (id < cb->base) {
    v = r->vals.data[id];
    if (!v || !ir_is_const(v)) {
      fail(r, BCR_CONSTANT, "constant refers to a non-constant value");
      return NULL;
    }
  } else if (id - cb->base < cb->n) {
    CstRec *c = &cb->recs[id - cb->base];
    if (c->state == 2) {
      v = r->vals.data[id];
    } else {
      if (c->state == 1) {
        fail(r, BCR_CONSTANT, "constant refers to itself");
        return NULL;
      }
      if (depth > 64) {
        fail(r, BCR_CONSTANT, "constants nested too deeply");
        return NULL;
      }
      c->state = 1;
      v = cst_make(r, cb, c, depth);
      if (!v) {
        if (!r->err) oom(r);
        return NULL;
      }
      c->state = 2;
      r->vals.data[id] = v;
    }
  } else {
    fail(r, BCR_CONSTANT, "invalid constant id %llu", (unsigned long long)id);
    return NULL;
  }
  if (ty && v->type != ty) {
    fail(r, BCR_CONSTANT, "constant %llu has the wrong type", (unsigned long long)id);
    return NULL;
  }
  return v;
}

static bool parse_constants(Rd *r) {
  if (!br_enter_block(&r->br, BLK_CONSTANTS)) return br_ok(r);
  VEC(CstRec) recs = {0};
  uint32_t base = r->vals.len;
  IrType *cur = ir_type_int(r->m, 32);
  for (;;) {
    int got = rd_next_record(r);
    if (got < 0) return false;
    if (got == 0) break;
    if (r->rec.code == CST_SETTYPE) {
      if (!need(r, 1, "SETTYPE")) return false;
      cur = get_type(r, r->rec.ops[0]);
      if (!cur) return false;
      if (!is_first_class(cur) || cur->kind == IR_TY_LABEL || cur->kind == IR_TY_METADATA)
        return fail(r, BCR_CONSTANT, "invalid constant type");
      continue;
    }
    CstRec c = {cur, r->rec.code, ops_copy(r), r->rec.nops, 0};
    if (r->err) return false;
    if (!vec_push(&r->scratch, &recs, c) || !push_val(r, NULL)) return oom(r);
  }
  CstBlock cb = {recs.data, recs.len, base};
  for (uint32_t i = 0; i < recs.len; i++)
    if (!cst_get(r, &cb, base + i, NULL, 0)) return false;
  return true;
}

/* ---- metadata ------------------------------------------------------------------------ */

static const char *const fixed_kinds[] = {
  "dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct", "invariant.load", "alias.scope",
  "noalias", "nontemporal", "llvm.mem.parallel_loop_access", "nonnull", "dereferenceable",
  "dereferenceable_or_null",
};

static const char *kind_name(Rd *r, uint64_t id) {
  for (uint32_t i = 0; i < r->kinds.len; i++)
    if (r->kinds.data[i].id == id) return r->kinds.data[i].name;
  if (id < sizeof fixed_kinds / sizeof fixed_kinds[0]) return fixed_kinds[id];
  return NULL;
}

static IrMD *new_md(Rd *r, IrMDKind kind) {
  IrMD *md = arena_alloc(r->m->arena, sizeof *md);
  if (!md) {
    oom(r);
    return NULL;
  }
  md->kind = kind;
  if (!vec_push(&r->scratch, &r->mds, md)) {
    oom(r);
    return NULL;
  }
  return md;
}

static bool parse_metadata(Rd *r, bool in_func) {
  if (!br_enter_block(&r->br, BLK_METADATA)) return br_ok(r);
  VEC(MdPending) pend = {0};
  const char *pending_name = NULL;
  for (;;) {
    int got = rd_next_record(r);
    if (got < 0) return false;
    if (got == 0) break;
    uint32_t code = r->rec.code;
    uint32_t n = r->rec.nops;
    if (pending_name && code != MD_NAMED_NODE)
      return fail(r, BCR_METADATA, "METADATA_NAME not followed by a named node");
    switch (code) {
    case MD_STRING: {
      IrMD *md = new_md(r, IR_MD_STRING);
      if (!md) return false;
      char *s = rec_string(r, 0, n, true, &md->len);
      if (!s) return false;
      md->str = s;
      break;
    }
    case MD_VALUE: {
      if (!need(r, 2, "METADATA_VALUE")) return false;
      IrType *t = get_type(r, r->rec.ops[0]);
      if (!t) return false;
      if (t->kind == IR_TY_VOID || t->kind == IR_TY_METADATA || t->kind == IR_TY_LABEL ||
          t->kind == IR_TY_FUNC)
        return fail(r, BCR_METADATA, "invalid metadata value type");
      IrValue *v;
      if (in_func) {
        v = fn_value(r, r->rec.ops[1], t);
      } else {
        uint64_t id = r->rec.ops[1];
        v = id < r->vals.len ? r->vals.data[id] : NULL;
        if (!v || v->type != t) return fail(r, BCR_METADATA, "invalid metadata value reference");
      }
      if (!v) return false;
      IrMD *md = new_md(r, IR_MD_VALUE);
      if (!md) return false;
      ir_md_set_value(md, v);
      if (is_fwd(v)) {
        MdFix fx = {md};
        if (!vec_push(&r->scratch, &r->mdfix, fx)) return oom(r);
      }
      break;
    }
    case MD_NODE: case MD_DISTINCT_NODE: {
      IrMD *md = new_md(r, IR_MD_NODE);
      if (!md) return false;
      md->distinct = code == MD_DISTINCT_NODE;
      md->nops = n;
      if (n && !(md->ops = arena_alloc(r->m->arena, sizeof(IrMD *) * n))) return oom(r);
      MdPending p = {md, ops_copy(r), n, false, NULL};
      if (r->err) return false;
      if (!vec_push(&r->scratch, &pend, p)) return oom(r);
      break;
    }
    case MD_LOCATION: {
      /* [distinct, line, col, scope, inlined-at+1?] */
      if (!need(r, 4, "DILocation")) return false;
      IrMD *md = new_md(r, IR_MD_NODE);
      if (!md) return false;
      uint64_t *o = r->rec.ops;
      md->distinct = o[0] != 0;
      bool inl = n > 4 && o[4] != 0;
      if (o[1] > UINT32_MAX || o[2] > UINT32_MAX) return fail(r, BCR_METADATA, "invalid DILocation");
      md->special = o[2] ? arena_printf(r->m->arena, "!DILocation(line: %u, column: %u, scope: !0%s)",
                                        (unsigned)o[1], (unsigned)o[2], inl ? ", inlinedAt: !1" : "")
                         : arena_printf(r->m->arena, "!DILocation(line: %u, scope: !0%s)",
                                        (unsigned)o[1], inl ? ", inlinedAt: !1" : "");
      if (!md->special) return oom(r);
      /* operands are ids + 1 like a node's: scope (never null), inlined-at */
      uint64_t ops2[2] = {o[3] + 1, inl ? o[4] : 0};
      md->nops = inl ? 2 : 1;
      md->ops = arena_alloc(r->m->arena, sizeof(IrMD *) * 2);
      uint64_t *cp = arena_dup(&r->scratch, ops2, sizeof ops2);
      if (!md->ops || !cp) return oom(r);
      MdPending p = {md, cp, md->nops, false, NULL};
      if (!vec_push(&r->scratch, &pend, p)) return oom(r);
      break;
    }
    case MD_NAME:
      pending_name = rec_string(r, 0, n, false, NULL);
      if (!pending_name) return false;
      break;
    case MD_NAMED_NODE: {
      if (!pending_name) return fail(r, BCR_METADATA, "named node without METADATA_NAME");
      MdPending p = {NULL, ops_copy(r), n, true, pending_name};
      if (r->err) return false;
      pending_name = NULL;
      if (!vec_push(&r->scratch, &pend, p)) return oom(r);
      break;
    }
    case MD_KIND: {
      if (!need(r, 1, "METADATA_KIND")) return false;
      KindEnt k = {(uint32_t)r->rec.ops[0], rec_string(r, 1, n, false, NULL)};
      if (!k.name) return false;
      if (r->rec.ops[0] > UINT32_MAX) return fail(r, BCR_METADATA, "invalid metadata kind id");
      if (!vec_push(&r->scratch, &r->kinds, k)) return oom(r);
      break;
    }
    default:
      if (code >= 7 && code != MD_NAMED_NODE && code != MD_ATTACHMENT)
        return fail(r, BCR_UNSUPPORTED, "metadata record %u (debug information or newer LLVM) not supported", code);
      return fail(r, BCR_METADATA, "unexpected metadata record %u", code);
    }
    if (r->err) return false;
  }
  if (pending_name) return fail(r, BCR_METADATA, "METADATA_NAME at the end of a block");
  /* every node of the block exists now: fill operands */
  for (uint32_t i = 0; i < pend.len; i++) {
    MdPending *p = &pend.data[i];
    if (p->named) {
      IrNamedMD *nmd = ir_named_md_get(r->m, p->name);
      if (!nmd) return oom(r);
      for (uint32_t k = 0; k < p->nops; k++) {
        uint64_t id = p->ops[k];
        if (id >= r->mds.len || r->mds.data[id]->kind != IR_MD_NODE)
          return fail(r, BCR_METADATA, "named metadata operand is not a node");
        ir_named_md_add(r->m, nmd, r->mds.data[id]);
      }
      continue;
    }
    for (uint32_t k = 0; k < p->nops; k++) {
      uint64_t id = p->ops[k];
      if (id == 0) {
        if (p->md->special) return fail(r, BCR_METADATA, "DILocation without a scope");
        p->md->ops[k] = NULL;
      } else if (id - 1 < r->mds.len) {
        p->md->ops[k] = r->mds.data[id - 1];
      } else {
        return fail(r, BCR_METADATA, "invalid metadata id %llu", (unsigned long long)(id - 1));
      }
    }
  }
  return true;
}

/* METADATA_ATTACHMENT: [instid, (kind, md)...] or [(kind, md)...] for the function. */
static bool parse_attachments(Rd *r) {
  if (!br_enter_block(&r->br, BLK_METADATA_ATTACHMENT)) return br_ok(r);
  for (;;) {
    int got = rd_next_record(r);
    if (got < 0) return false;
    if (got == 0) return true;
    if (r->rec.code != MD_ATTACHMENT) continue;
    uint32_t n = r->rec.nops;
    uint64_t *o = r->rec.ops;
    IrInst *inst = NULL;
    uint32_t i = 0;
    if (n % 2) {
      if (o[0] >= r->insts.len) return fail(r, BCR_METADATA, "attachment to an invalid instruction");
      inst = r->insts.data[o[0]];
      i = 1;
    }
    for (; i + 1 < n; i += 2) {
      const char *kind = kind_name(r, o[i]);
      if (!kind) return fail(r, BCR_METADATA, "unknown metadata kind %llu", (unsigned long long)o[i]);
      if (o[i + 1] >= r->mds.len || r->mds.data[o[i + 1]]->kind != IR_MD_NODE)
        return fail(r, BCR_METADATA, "attachment is not a metadata node");
      IrMD *md = r->mds.data[o[i + 1]];
      if (inst) {
        ir_inst_set_md(r->m, inst, kind, md);
      } else {
        IrFunc *f = r->f;
        IrMDAttach *na = arena_alloc(r->m->arena, sizeof(IrMDAttach) * (f->nmd + 1));
        if (!na) return oom(r);
        if (f->nmd) memcpy(na, f->md, sizeof(IrMDAttach) * f->nmd);
        na[f->nmd].kind = kind;
        na[f->nmd].md = md;
        f->md = na;
        f->nmd++;
      }
    }
  }
}

/* ---- value symbol tables --------------------------------------------------------------- */

static bool parse_vst(Rd *r, bool in_func) {
  if (!br_enter_block(&r->br, BLK_VALUE_SYMTAB)) return br_ok(r);
  for (;;) {
    int got = rd_next_record(r);
    if (got < 0) return false;
    if (got == 0) return true;
    uint32_t code = r->rec.code;
    if (code != VST_ENTRY && code != VST_BBENTRY && code != VST_FNENTRY) continue;
    uint32_t first = code == VST_FNENTRY ? 2 : 1;
    if (!need(r, first, "VALUE_SYMTAB")) return false;
    uint64_t id = r->rec.ops[0];
    char *name = rec_string(r, first, r->rec.nops, false, NULL);
    if (!name) return false;
    if (code == VST_BBENTRY) {
      if (!in_func || id >= r->nblocks) return fail(r, BCR_RECORD, "invalid basic block id in symbol table");
      ir_value_set_name(r->m, r->f, &r->blocks[id]->v, name);
      continue;
    }
    if (id >= r->vals.len || !r->vals.data[id]) return fail(r, BCR_RECORD, "invalid value id in symbol table");
    IrValue *v = r->vals.data[id];
    bool local = v->kind == IR_V_ARG || v->kind == IR_V_INST;
    bool global = v->kind == IR_V_GLOBAL || v->kind == IR_V_FUNC;
    if (in_func ? !local : !global) return fail(r, BCR_RECORD, "symbol table names a value of the wrong kind");
    ir_value_set_name(r->m, in_func ? r->f : NULL, v, name);
  }
}

/* ---- module records -------------------------------------------------------------------- */

static bool decode_linkage(Rd *r, uint64_t v, IrLinkage *out) {
  switch (v) {
  case 0: case 5: case 6: case 15: *out = IR_LINK_EXTERNAL; return true;
  case 2: *out = IR_LINK_APPENDING; return true;
  case 3: *out = IR_LINK_INTERNAL; return true;
  case 7: *out = IR_LINK_EXTERN_WEAK; return true;
  case 8: *out = IR_LINK_COMMON; return true;
  case 9: case 13: case 14: *out = IR_LINK_PRIVATE; return true;
  case 12: *out = IR_LINK_AVAILABLE_EXTERNALLY; return true;
  case 10: case 17: *out = IR_LINK_WEAK_ODR; return true;
  case 11: case 19: *out = IR_LINK_LINKONCE_ODR; return true;
  default: return fail(r, BCR_UNSUPPORTED, "linkage %llu not supported", (unsigned long long)v);
  }
}

static bool decode_align(Rd *r, uint64_t v, uint32_t *out) {
  if (v > 30) return fail(r, BCR_RECORD, "invalid alignment");
  *out = v ? 1u << (v - 1) : 0;
  return true;
}

static const char *section_name(Rd *r, uint64_t v) {
  if (v == 0) return NULL;
  if (v > r->sections.len) {
    fail(r, BCR_RECORD, "invalid section id");
    return NULL;
  }
  return r->sections.data[v - 1];
}

/* GLOBALVAR: [ty, flags, initid+1, linkage, align, section, visibility, tls,
 * unnamed_addr, externally_initialized, dllstorage, comdat] */
static bool read_globalvar(Rd *r) {
  if (!need(r, 6, "GLOBALVAR")) return false;
  uint64_t *o = r->rec.ops;
  uint32_t n = r->rec.nops;
  IrType *t = get_type(r, o[0]);
  if (!t) return false;
  uint32_t as;
  if (o[1] & 2) {
    if ((o[1] >> 2) > 0xFFFFFF) return fail(r, BCR_RECORD, "invalid address space");
    as = (uint32_t)(o[1] >> 2);
  } else {
    if (t->kind != IR_TY_PTR || !t->elem) return fail(r, BCR_TYPE, "global type is not a pointer");
    as = t->addrspace;
    t = t->elem;
  }
  if (!is_elem_type(t)) return fail(r, BCR_TYPE, "invalid global variable type");
  IrGlobal *g = ir_global_new(r->m, NULL, t, as);
  if (!g) return oom(r);
  g->v.type = ir_type_typed_ptr(r->m, t, as);
  g->is_const = o[1] & 1;
  if (!decode_linkage(r, o[3], &g->linkage) || !decode_align(r, o[4], &g->align)) return false;
  if (o[5] && !(g->section = section_name(r, o[5]))) return false;
  if (n > 6) {
    if (o[6] > 2) return fail(r, BCR_RECORD, "invalid visibility");
    g->visibility = (int)o[6];
  }
  if (n > 7) g->thread_local_ = o[7] != 0;
  if (n > 8) g->unnamed_addr = o[8] == 1 ? 2 : o[8] == 2 ? 1 : 0;
  if (n > 9) g->external_init = o[9] != 0;
  if (o[2]) {
    PendingInit pi = {g, (uint32_t)(o[2] - 1)};
    if (o[2] - 1 > UINT32_MAX) return fail(r, BCR_VALUE, "invalid initializer id");
    if (!vec_push(&r->scratch, &r->inits, pi)) return oom(r);
  }
  return push_val(r, &g->v);
}

/* FUNCTION: [type, cc, isproto, linkage, paramattr, align, section,
 * visibility, gc, unnamed_addr, prologue, dllstorage, comdat, prefix,
 * personality] */
static bool read_function(Rd *r) {
  if (!need(r, 8, "FUNCTION")) return false;
  uint64_t *o = r->rec.ops;
  uint32_t n = r->rec.nops;
  IrType *t = get_type(r, o[0]);
  if (!t) return false;
  if (t->kind == IR_TY_PTR && t->elem) t = t->elem;
  if (t->kind != IR_TY_FUNC) return fail(r, BCR_TYPE, "function type is not a function type");
  IrFunc *f = ir_func_new(r->m, NULL, t);
  if (!f) return oom(r);
  f->v.type = ir_type_typed_ptr(r->m, t, 0);
  if (!decode_linkage(r, o[3], &f->linkage)) return false;
  AttrListEnt *al = attr_list(r, o[4]);
  if (r->err) return false;
  apply_attrs(al, &f->ret_attrs, f->param_attrs, f->nargs, &f->fn_attrs);
  if (o[6] && !(f->section = section_name(r, o[6]))) return false;
  if (o[7] > 2) return fail(r, BCR_RECORD, "invalid visibility");
  f->visibility = (int)o[7];
  if (n > 9) f->unnamed_addr = o[9] == 1 ? 2 : o[9] == 2 ? 1 : 0;
  if ((n > 10 && o[10]) || (n > 13 && o[13]) || (n > 14 && o[14]))
    return fail(r, BCR_UNSUPPORTED, "prologue, prefix and personality data not supported");
  if (!o[2] && !vec_push(&r->scratch, &r->bodies, f)) return oom(r);
  return push_val(r, &f->v);
}

/* ---- function bodies ------------------------------------------------------------------- */

static bool add_inst(Rd *r, IrInst *i) {
  if (!i) return oom(r);
  if (!r->blocks || r->cur_bb >= r->nblocks) return fail(r, BCR_INSTRUCTION, "instruction outside a basic block");
  ir_inst_append(r->blocks[r->cur_bb], i);
  if (!vec_push(&r->scratch, &r->insts, i)) return oom(r);
  if (i->v.type->kind != IR_TY_VOID) {
    uint32_t id = r->vals.len;
    if (!push_val(r, &i->v)) return false;
    void **slot = idmap_slot(r, &r->fwd, id, false);
    if (slot && *slot) {
      Fwd *fw = *slot;
      if (fw->v.type != i->v.type) return fail(r, BCR_VALUE, "forward reference to value %u has the wrong type", id);
      fw->resolved = &i->v;
    }
  }
  if (ir_opcode_is_terminator(i->op)) r->cur_bb++;
  return true;
}

static IrBlock *get_bb(Rd *r, uint64_t id) {
  if (id >= r->nblocks) {
    fail(r, BCR_INSTRUCTION, "invalid basic block id %llu", (unsigned long long)id);
    return NULL;
  }
  return r->blocks[id];
}

static IrInst *mk(Rd *r, IrOpcode op, IrType *t, IrValue **ops, uint32_t n) {
  IrInst *i = ir_inst_new(r->m, op, t, ops, n);
  if (!i) oom(r);
  return i;
}

/* 3.7 fast-math encoding: UnsafeAlgebra 1 (= fast), NoNaNs 2, NoInfs 4,
 * NoSignedZeros 8, AllowReciprocal 16. */
static uint32_t decode_fmf(uint64_t v) {
  if (v & 1) return IR_FMF_FAST;
  uint32_t f = 0;
  if (v & 2) f |= IR_FMF_NNAN;
  if (v & 4) f |= IR_FMF_NINF;
  if (v & 8) f |= IR_FMF_NSZ;
  if (v & 16) f |= IR_FMF_ARCP;
  return f;
}

/* 3.7 orderings -> IrOrdering. */
static bool decode_ordering(Rd *r, uint64_t v, uint32_t *out) {
  static const uint32_t map[] = {IR_ORD_NOTATOMIC, IR_ORD_UNORDERED, IR_ORD_MONOTONIC,
                                 IR_ORD_ACQUIRE, IR_ORD_RELEASE, IR_ORD_ACQ_REL, IR_ORD_SEQ_CST};
  if (v > 6) return fail(r, BCR_INSTRUCTION, "invalid atomic ordering");
  *out = map[v];
  return true;
}

static bool is_int_or_fp_like(const IrType *t, bool fp) {
  const IrType *s = ir_type_scalar((IrType *)t);
  return fp ? ir_type_is_fp(s) : ir_type_is_int(s, 0);
}

static IrType *cmp_type(Rd *r, IrType *opt) {
  IrType *b = ir_type_int(r->m, 1);
  return opt->kind == IR_TY_VECTOR ? ir_type_vector(r->m, b, opt->count) : b;
}

/* Walks extractvalue/insertvalue indices; NULL on an invalid index. */
static IrType *agg_indexed(Rd *r, IrType *t, const uint64_t *idx, uint32_t n, uint32_t *out) {
  for (uint32_t i = 0; i < n; i++) {
    if (idx[i] > UINT32_MAX) {
      fail(r, BCR_INSTRUCTION, "invalid aggregate index");
      return NULL;
    }
    out[i] = (uint32_t)idx[i];
    if (t->kind == IR_TY_STRUCT && idx[i] < t->nmembers) t = t->members[idx[i]];
    else if (t->kind == IR_TY_ARRAY && idx[i] < t->count) t = t->elem;
    else {
      fail(r, BCR_INSTRUCTION, "invalid aggregate index");
      return NULL;
    }
  }
  if (n == 0) {
    fail(r, BCR_INSTRUCTION, "extractvalue/insertvalue without indices");
    return NULL;
  }
  return t;
}

static bool parse_inst(Rd *r) {
  IrModule *m = r->m;
  uint32_t code = r->rec.code;
  uint32_t n = r->rec.nops;
  uint64_t *o = r->rec.ops;
  uint32_t s = 0;
  IrInst *I = NULL;
  switch (code) {
  case FN_DECLAREBLOCKS: {
    if (!need(r, 1, "DECLAREBLOCKS")) return false;
    if (r->blocks) return fail(r, BCR_INSTRUCTION, "DECLAREBLOCKS appears twice");
    if (o[0] == 0 || o[0] > r->fn_end_bit - r->br.pos + 1 || o[0] > UINT32_MAX / 2)
      return fail(r, BCR_INSTRUCTION, "invalid basic block count");
    r->nblocks = (uint32_t)o[0];
    r->blocks = arena_alloc(&r->scratch, sizeof(IrBlock *) * r->nblocks);
    if (!r->blocks) return oom(r);
    for (uint32_t i = 0; i < r->nblocks; i++)
      if (!(r->blocks[i] = ir_block_new(r->f, NULL))) return oom(r);
    return true;
  }
  case FN_DEBUG_LOC: case FN_DEBUG_LOC_AGAIN:
    return true; /* source locations are not kept */
  case FN_BINOP: {
    IrValue *l = op_value_type(r, &s);
    if (!l) return false;
    IrValue *rv = op_value(r, &s, l->type);
    if (!rv || !need(r, s + 1, "BINOP")) return false;
    int op = decode_binop(o[s++], l->type);
    if (op < 0) return fail(r, BCR_INSTRUCTION, "invalid binary operator for its type");
    IrValue *ops[2] = {l, rv};
    I = mk(r, (IrOpcode)op, l->type, ops, 2);
    if (!I) return false;
    if (s < n) {
      uint64_t fl = o[s];
      if (op == IR_ADD || op == IR_SUB || op == IR_MUL || op == IR_SHL)
        I->flags = (fl & 1 ? IR_FLAG_NUW : 0) | (fl & 2 ? IR_FLAG_NSW : 0);
      else if (op == IR_UDIV || op == IR_SDIV || op == IR_LSHR || op == IR_ASHR)
        I->flags = fl & 1 ? IR_FLAG_EXACT : 0;
      else if (op >= IR_FADD && op <= IR_FREM)
        I->flags = decode_fmf(fl);
    }
    break;
  }
  case FN_CAST: {
    IrValue *x = op_value_type(r, &s);
    if (!x || !need(r, s + 2, "CAST")) return false;
    IrType *dt = get_type(r, o[s]);
    if (!dt) return false;
    int op = decode_cast(o[s + 1]);
    if (op < 0 || !cast_ok(op, x->type, dt)) return fail(r, BCR_INSTRUCTION, "invalid cast");
    I = mk(r, (IrOpcode)op, dt, &x, 1);
    break;
  }
  case FN_GEP: case FN_GEP_OLD: case FN_INBOUNDS_GEP_OLD: {
    bool inb = code == FN_INBOUNDS_GEP_OLD;
    IrType *src = NULL;
    if (code == FN_GEP) {
      if (!need(r, 2, "GEP")) return false;
      inb = o[0] != 0;
      if (!(src = get_type(r, o[1]))) return false;
      s = 2;
    }
    VEC(IrValue *) ops = {0};
    while (s < n) {
      IrValue *v = op_value_type(r, &s);
      if (!v) return false;
      if (!vec_push(&r->scratch, &ops, v)) return oom(r);
    }
    if (ops.len < 1) return fail(r, BCR_INSTRUCTION, "getelementptr without a base");
    IrType *bt = ir_type_scalar(ops.data[0]->type);
    if (bt->kind != IR_TY_PTR || !bt->elem) return fail(r, BCR_INSTRUCTION, "getelementptr base is not a typed pointer");
    if (!src) src = bt->elem;
    IrType *rt = gep_result(r, src, ops.data[0], ops.data + 1, ops.len - 1);
    if (!rt) return false;
    I = mk(r, IR_GEP, rt, ops.data, ops.len);
    if (!I) return false;
    I->aux_type = src;
    if (inb) I->flags |= IR_FLAG_INBOUNDS;
    break;
  }
  case FN_SELECT: case FN_VSELECT: {
    IrValue *t = op_value_type(r, &s);
    if (!t) return false;
    IrValue *f = op_value(r, &s, t->type);
    if (!f) return false;
    IrValue *c = code == FN_VSELECT ? op_value_type(r, &s) : op_value(r, &s, ir_type_int(m, 1));
    if (!c) return false;
    IrType *ct = c->type;
    if (!(ir_type_is_int(ct, 1) ||
          (ct->kind == IR_TY_VECTOR && ir_type_is_int(ct->elem, 1) && t->type->kind == IR_TY_VECTOR &&
           t->type->count == ct->count)))
      return fail(r, BCR_INSTRUCTION, "invalid select condition");
    if (t->type->kind == IR_TY_LABEL || t->type->kind == IR_TY_METADATA)
      return fail(r, BCR_INSTRUCTION, "invalid select type");
    IrValue *ops[3] = {c, t, f};
    I = mk(r, IR_SELECT, t->type, ops, 3);
    break;
  }
  case FN_EXTRACTELT: {
    IrValue *v = op_value_type(r, &s);
    if (!v) return false;
    IrValue *ix = op_value_type(r, &s);
    if (!ix) return false;
    if (v->type->kind != IR_TY_VECTOR || !ir_type_is_int(ix->type, 0))
      return fail(r, BCR_INSTRUCTION, "invalid extractelement");
    IrValue *ops[2] = {v, ix};
    I = mk(r, IR_EXTRACTELEMENT, v->type->elem, ops, 2);
    break;
  }
  case FN_INSERTELT: {
    IrValue *v = op_value_type(r, &s);
    if (!v) return false;
    if (v->type->kind != IR_TY_VECTOR) return fail(r, BCR_INSTRUCTION, "invalid insertelement");
    IrValue *e = op_value(r, &s, v->type->elem);
    if (!e) return false;
    IrValue *ix = op_value_type(r, &s);
    if (!ix) return false;
    if (!ir_type_is_int(ix->type, 0)) return fail(r, BCR_INSTRUCTION, "invalid insertelement index");
    IrValue *ops[3] = {v, e, ix};
    I = mk(r, IR_INSERTELEMENT, v->type, ops, 3);
    break;
  }
  case FN_SHUFFLEVEC: {
    IrValue *a = op_value_type(r, &s);
    if (!a) return false;
    if (a->type->kind != IR_TY_VECTOR) return fail(r, BCR_INSTRUCTION, "invalid shufflevector");
    IrValue *b = op_value(r, &s, a->type);
    if (!b) return false;
    IrValue *mask = op_value_type(r, &s);
    if (!mask) return false;
    IrType *mt = mask->type;
    if (mt->kind != IR_TY_VECTOR || !ir_type_is_int(mt->elem, 32) || !ir_is_const(mask) || is_fwd(mask))
      return fail(r, BCR_INSTRUCTION, "invalid shufflevector mask");
    uint32_t k = (uint32_t)mt->count;
    uint32_t *idx = arena_alloc(m->arena, sizeof(uint32_t) * k);
    if (!idx) return oom(r);
    IrConst *mc = (IrConst *)mask;
    for (uint32_t i = 0; i < k; i++) {
      if (mask->kind == IR_V_CONST_ZERO) idx[i] = 0;
      else if (mask->kind == IR_V_UNDEF || mask->kind == IR_V_POISON) idx[i] = UINT32_MAX;
      else if (mask->kind == IR_V_CONST_AGG && mc->nelems == k) {
        IrValue *e = mc->elems[i];
        uint64_t c;
        if (ir_const_is_int(e, &c)) idx[i] = (uint32_t)c;
        else if (e->kind == IR_V_UNDEF || e->kind == IR_V_POISON) idx[i] = UINT32_MAX;
        else return fail(r, BCR_INSTRUCTION, "invalid shufflevector mask element");
      } else {
        return fail(r, BCR_INSTRUCTION, "invalid shufflevector mask");
      }
      if (idx[i] != UINT32_MAX && idx[i] >= 2 * a->type->count)
        return fail(r, BCR_INSTRUCTION, "shufflevector mask index out of range");
    }
    IrValue *ops[2] = {a, b};
    IrType *rt = ir_type_vector(m, a->type->elem, k);
    I = mk(r, IR_SHUFFLEVECTOR, rt, ops, 2);
    if (!I) return false;
    I->indices = idx;
    I->nindices = k;
    break;
  }
  case FN_CMP: case FN_CMP2: {
    IrValue *l = op_value_type(r, &s);
    if (!l) return false;
    IrValue *rv = op_value(r, &s, l->type);
    if (!rv || !need(r, s + 1, "CMP")) return false;
    uint64_t pred = o[s++];
    bool fp = is_int_or_fp_like(l->type, true);
    IrType *st = ir_type_scalar(l->type);
    if (fp ? pred > 15 : (pred < 32 || pred > 41 || !(ir_type_is_int(st, 0) || st->kind == IR_TY_PTR)))
      return fail(r, BCR_INSTRUCTION, "invalid comparison");
    IrValue *ops[2] = {l, rv};
    I = mk(r, fp ? IR_FCMP : IR_ICMP, cmp_type(r, l->type), ops, 2);
    if (!I) return false;
    I->aux = (uint32_t)pred;
    if (fp && s < n) I->flags = decode_fmf(o[s]);
    break;
  }
  case FN_RET: {
    IrType *rt = r->f->fn_type->elem;
    if (n == 0) {
      if (rt->kind != IR_TY_VOID) return fail(r, BCR_INSTRUCTION, "ret void in a function returning a value");
      I = mk(r, IR_RET, NULL, NULL, 0);
      break;
    }
    IrValue *v = op_value_type(r, &s);
    if (!v) return false;
    if (s != n) return fail(r, BCR_UNSUPPORTED, "multiple return values not supported");
    if (v->type != rt) return fail(r, BCR_INSTRUCTION, "return value has the wrong type");
    I = mk(r, IR_RET, NULL, &v, 1);
    break;
  }
  case FN_BR: {
    if (n == 1) {
      IrBlock *b = get_bb(r, o[0]);
      if (!b) return false;
      IrValue *ops[1] = {&b->v};
      I = mk(r, IR_BR, NULL, ops, 1);
    } else if (n == 3) {
      IrBlock *t = get_bb(r, o[0]), *f = t ? get_bb(r, o[1]) : NULL;
      if (!f) return false;
      s = 2;
      IrValue *c = op_value(r, &s, ir_type_int(m, 1));
      if (!c) return false;
      IrValue *ops[3] = {c, &t->v, &f->v};
      I = mk(r, IR_BR, NULL, ops, 3);
    } else {
      return fail(r, BCR_INSTRUCTION, "invalid br record");
    }
    break;
  }
  case FN_SWITCH: {
    if (!need(r, 3, "SWITCH")) return false;
    if ((o[0] >> 16) == 0x4B5) return fail(r, BCR_UNSUPPORTED, "case-range switch records not supported");
    if ((n - 3) % 2) return fail(r, BCR_INSTRUCTION, "invalid switch record");
    IrType *ct = get_type(r, o[0]);
    if (!ct) return false;
    if (ct->kind != IR_TY_INT) return fail(r, BCR_INSTRUCTION, "switch condition is not an integer");
    s = 1;
    IrValue *c = op_value(r, &s, ct);
    IrBlock *def = c ? get_bb(r, o[2]) : NULL;
    if (!def) return false;
    uint32_t nops = 2 + (n - 3);
    IrValue **ops = arena_alloc(&r->scratch, sizeof(IrValue *) * nops);
    if (!ops) return oom(r);
    ops[0] = c;
    ops[1] = &def->v;
    for (uint32_t i = 3; i < n; i += 2) {
      IrValue *cv = o[i] < r->vals.len ? r->vals.data[o[i]] : NULL; /* absolute id */
      if (!cv || cv->kind != IR_V_CONST_INT || cv->type != ct) return fail(r, BCR_INSTRUCTION, "invalid switch case value");
      IrBlock *d = get_bb(r, o[i + 1]);
      if (!d) return false;
      ops[2 + (i - 3)] = cv;
      ops[3 + (i - 3)] = &d->v;
    }
    I = mk(r, IR_SWITCH, NULL, ops, nops);
    break;
  }
  case FN_UNREACHABLE:
    I = mk(r, IR_UNREACHABLE, NULL, NULL, 0);
    break;
  case FN_PHI: {
    if (n < 1 || (n - 1) % 2) return fail(r, BCR_INSTRUCTION, "invalid phi record");
    IrType *t = get_type(r, o[0]);
    if (!t) return false;
    if (!is_first_class(t) || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA)
      return fail(r, BCR_INSTRUCTION, "invalid phi type");
    uint32_t k = n - 1;
    IrValue **ops = k ? arena_alloc(&r->scratch, sizeof(IrValue *) * k) : NULL;
    if (k && !ops) return oom(r);
    for (uint32_t i = 1; i < n; i += 2) {
      int64_t d = decode_signed(o[i]);
      uint64_t id = r->relative ? (uint32_t)((uint32_t)r->vals.len - (uint32_t)d) : o[i];
      IrValue *v = fn_value(r, id, t);
      IrBlock *b = v ? get_bb(r, o[i + 1]) : NULL;
      if (!b) return false;
      ops[i - 1] = v;
      ops[i] = &b->v;
    }
    I = mk(r, IR_PHI, t, ops, k);
    break;
  }
  case FN_ALLOCA: {
    if (!need(r, 4, "ALLOCA")) return false;
    IrType *t = get_type(r, o[0]), *st = t ? get_type(r, o[1]) : NULL;
    if (!st) return false;
    uint64_t al = o[3];
    if (!(al & (1u << 6))) {
      if (t->kind != IR_TY_PTR || !t->elem) return fail(r, BCR_INSTRUCTION, "invalid alloca type");
      t = t->elem;
    }
    if (al & (1u << 5)) return fail(r, BCR_UNSUPPORTED, "inalloca not supported");
    if (!is_elem_type(t) || !ir_type_is_int(st, 0)) return fail(r, BCR_INSTRUCTION, "invalid alloca");
    uint32_t align = 0;
    if (!decode_align(r, al & 31, &align)) return false;
    IrValue *cnt = fn_value(r, o[2], st);
    if (!cnt) return false;
    IrType *pt = ir_type_typed_ptr(m, t, 0);
    I = mk(r, IR_ALLOCA, pt, &cnt, 1);
    if (!I) return false;
    I->aux_type = t;
    I->align = align;
    break;
  }
  case FN_LOAD: case FN_LOADATOMIC: {
    IrValue *p = op_value_type(r, &s);
    if (!p) return false;
    uint32_t rest = code == FN_LOAD ? 2 : 4;
    IrType *pt = p->type;
    if (pt->kind != IR_TY_PTR || !pt->elem) return fail(r, BCR_INSTRUCTION, "load from a non-pointer");
    IrType *t = pt->elem;
    if (s + rest + 1 == n) {
      if (!(t = get_type(r, o[s++]))) return false;
      if (t != pt->elem) return fail(r, BCR_INSTRUCTION, "explicit load type does not match the pointee type");
    }
    if (s + rest != n) return fail(r, BCR_INSTRUCTION, "invalid load record");
    if (!is_first_class(t) || t->kind == IR_TY_LABEL || t->kind == IR_TY_METADATA)
      return fail(r, BCR_INSTRUCTION, "invalid load type");
    uint32_t align = 0;
    if (!decode_align(r, o[s], &align)) return false;
    I = mk(r, IR_LOAD, t, &p, 1);
    if (!I) return false;
    I->align = align;
    if (o[s + 1]) I->flags |= IR_FLAG_VOLATILE;
    if (code == FN_LOADATOMIC) {
      uint32_t ord = 0;
      if (!decode_ordering(r, o[s + 2], &ord)) return false;
      if (ord == IR_ORD_NOTATOMIC || ord == IR_ORD_RELEASE || ord == IR_ORD_ACQ_REL || !align)
        return fail(r, BCR_INSTRUCTION, "invalid atomic load");
      I->aux = ord << 8;
    }
    break;
  }
  case FN_STORE: case FN_STORE_OLD: case FN_STOREATOMIC: case FN_STOREATOMIC_OLD: {
    IrValue *p = op_value_type(r, &s);
    if (!p) return false;
    IrType *pt = p->type;
    if (pt->kind != IR_TY_PTR || !pt->elem) return fail(r, BCR_INSTRUCTION, "store to a non-pointer");
    IrValue *v = (code == FN_STORE || code == FN_STOREATOMIC) ? op_value_type(r, &s)
                                                               : op_value(r, &s, pt->elem);
    if (!v) return false;
    bool atomic = code == FN_STOREATOMIC || code == FN_STOREATOMIC_OLD;
    if (s + (atomic ? 4 : 2) != n) return fail(r, BCR_INSTRUCTION, "invalid store record");
    if (v->type != pt->elem) return fail(r, BCR_INSTRUCTION, "stored value does not match the pointee type");
    uint32_t align = 0;
    if (!decode_align(r, o[s], &align)) return false;
    IrValue *ops[2] = {v, p};
    I = mk(r, IR_STORE, NULL, ops, 2);
    if (!I) return false;
    I->align = align;
    if (o[s + 1]) I->flags |= IR_FLAG_VOLATILE;
    if (atomic) {
      uint32_t ord = 0;
      if (!decode_ordering(r, o[s + 2], &ord)) return false;
      if (ord == IR_ORD_NOTATOMIC || ord == IR_ORD_ACQUIRE || ord == IR_ORD_ACQ_REL || !align)
        return fail(r, BCR_INSTRUCTION, "invalid atomic store");
      I->aux = ord << 8;
    }
    break;
  }
  case FN_CMPXCHG: {
    IrValue *p = op_value_type(r, &s);
    if (!p) return false;
    IrValue *c = op_value_type(r, &s);
    if (!c) return false;
    IrValue *nv = op_value(r, &s, c->type);
    if (!nv) return false;
    if (s + 3 != n && s + 5 != n) return fail(r, BCR_INSTRUCTION, "invalid cmpxchg record");
    if (p->type->kind != IR_TY_PTR || p->type->elem != c->type ||
        !(ir_type_is_int(c->type, 0) || c->type->kind == IR_TY_PTR))
      return fail(r, BCR_INSTRUCTION, "invalid cmpxchg operands");
    uint32_t so = 0, fo = 0;
    if (!decode_ordering(r, o[s + 1], &so)) return false;
    if (so == IR_ORD_NOTATOMIC || so == IR_ORD_UNORDERED) return fail(r, BCR_INSTRUCTION, "invalid cmpxchg ordering");
    if (s + 5 == n) {
      if (!decode_ordering(r, o[s + 3], &fo)) return false;
    } else {
      fo = so == IR_ORD_RELEASE ? IR_ORD_MONOTONIC : so == IR_ORD_ACQ_REL ? IR_ORD_ACQUIRE : so;
    }
    IrType *mem[2] = {c->type, ir_type_int(m, 1)};
    IrType *rt = ir_type_struct_literal(m, mem, 2, false);
    IrValue *ops[3] = {p, c, nv};
    I = mk(r, IR_CMPXCHG, rt, ops, 3);
    if (!I) return false;
    I->aux = so | fo << 8;
    if (o[s]) I->flags |= IR_FLAG_VOLATILE;
    if (s + 5 == n && o[s + 4]) I->flags |= IR_FLAG_WEAK;
    break;
  }
  case FN_ATOMICRMW: {
    IrValue *p = op_value_type(r, &s);
    if (!p) return false;
    if (p->type->kind != IR_TY_PTR || !p->type->elem) return fail(r, BCR_INSTRUCTION, "atomicrmw on a non-pointer");
    IrValue *v = op_value(r, &s, p->type->elem);
    if (!v) return false;
    if (s + 4 != n) return fail(r, BCR_INSTRUCTION, "invalid atomicrmw record");
    if (o[s] > IR_RMW_UMIN) return fail(r, BCR_INSTRUCTION, "invalid atomicrmw operation");
    if (!ir_type_is_int(v->type, 0)) return fail(r, BCR_INSTRUCTION, "invalid atomicrmw type");
    uint32_t ord = 0;
    if (!decode_ordering(r, o[s + 2], &ord)) return false;
    if (ord == IR_ORD_NOTATOMIC || ord == IR_ORD_UNORDERED) return fail(r, BCR_INSTRUCTION, "invalid atomicrmw ordering");
    IrValue *ops[2] = {p, v};
    I = mk(r, IR_ATOMICRMW, v->type, ops, 2);
    if (!I) return false;
    I->aux = (uint32_t)o[s] | ord << 8;
    if (o[s + 1]) I->flags |= IR_FLAG_VOLATILE;
    break;
  }
  case FN_EXTRACTVAL: case FN_INSERTVAL: {
    IrValue *agg = op_value_type(r, &s);
    if (!agg) return false;
    IrValue *v = NULL;
    if (code == FN_INSERTVAL && !(v = op_value_type(r, &s))) return false;
    uint32_t k = n - s;
    uint32_t *idx = arena_alloc(m->arena, sizeof(uint32_t) * (k ? k : 1));
    if (!idx) return oom(r);
    IrType *et = agg_indexed(r, agg->type, o + s, k, idx);
    if (!et) return false;
    if (code == FN_EXTRACTVAL) {
      I = mk(r, IR_EXTRACTVALUE, et, &agg, 1);
    } else {
      if (v->type != et) return fail(r, BCR_INSTRUCTION, "inserted value has the wrong type");
      IrValue *ops[2] = {agg, v};
      I = mk(r, IR_INSERTVALUE, agg->type, ops, 2);
    }
    if (!I) return false;
    I->indices = idx;
    I->nindices = k;
    break;
  }
  case FN_CALL: {
    if (!need(r, 3, "CALL")) return false;
    AttrListEnt *al = attr_list(r, o[0]);
    if (r->err) return false;
    uint64_t cc = o[1];
    s = 2;
    uint32_t fmf = 0;
    if ((cc >> 17) & 1) {
      if (!need(r, s + 1, "CALL")) return false;
      fmf = decode_fmf(o[s++]);
    }
    IrType *fty = NULL;
    if ((cc >> 15) & 1) {
      if (!need(r, s + 1, "CALL") || !(fty = get_type(r, o[s++]))) return false;
      if (fty->kind != IR_TY_FUNC) return fail(r, BCR_INSTRUCTION, "explicit call type is not a function type");
    }
    IrValue *callee = op_value_type(r, &s);
    if (!callee) return false;
    IrType *pt = callee->type;
    if (pt->kind != IR_TY_PTR || !pt->elem || pt->elem->kind != IR_TY_FUNC)
      return fail(r, BCR_INSTRUCTION, "callee is not a pointer to a function");
    if (!fty) fty = pt->elem;
    if (pt->elem != fty) return fail(r, BCR_INSTRUCTION, "explicit call type does not match the callee type");
    VEC(IrValue *) ops = {0};
    if (!vec_push(&r->scratch, &ops, callee)) return oom(r);
    for (uint32_t i = 0; i < fty->nmembers; i++) {
      IrType *at = fty->members[i];
      IrValue *a;
      if (at->kind == IR_TY_LABEL) {
        if (!need(r, s + 1, "CALL")) return false;
        IrBlock *b = get_bb(r, o[s++]);
        a = b ? &b->v : NULL;
      } else {
        a = op_value(r, &s, at);
      }
      if (!a) return false;
      if (!vec_push(&r->scratch, &ops, a)) return oom(r);
    }
    if (!fty->vararg) {
      if (s != n) return fail(r, BCR_INSTRUCTION, "call has the wrong number of arguments");
    } else {
      while (s < n) {
        IrValue *a = op_value_type(r, &s);
        if (!a) return false;
        if (!vec_push(&r->scratch, &ops, a)) return oom(r);
      }
    }
    I = mk(r, IR_CALL, fty->elem, ops.data, ops.len);
    if (!I) return false;
    I->aux_type = fty;
    if (cc & 1) I->flags |= IR_FLAG_TAIL;
    I->flags |= fmf;
    if (al) {
      uint32_t na = ops.len - 1;
      if (na && !(I->call_arg_attrs = arena_alloc(m->arena, sizeof(IrAttrSet *) * na))) return oom(r);
      apply_attrs(al, &I->call_ret_attrs, I->call_arg_attrs, na, &I->call_attrs);
    }
    break;
  }
  default:
    return fail(r, BCR_UNSUPPORTED, "instruction record %u not supported", code);
  }
  if (!I) return r->err ? false : oom(r);
  return add_inst(r, I);
}

/* Replaces placeholders in every operand and local metadata value. */
static bool patch_forward_refs(Rd *r) {
  for (uint32_t i = 0; i < r->fwds.len; i++)
    if (!r->fwds.data[i]->resolved)
      return fail(r, BCR_VALUE, "value %u is referenced but never defined", r->fwds.data[i]->id);
  if (!r->fwds.len) return true;
  for (uint32_t i = 0; i < r->insts.len; i++) {
    IrInst *I = r->insts.data[i];
    for (uint32_t k = 0; k < I->nops; k++)
      if (is_fwd(I->ops[k])) ir_inst_set_operand(I, k, ((Fwd *)I->ops[k])->resolved);
  }
  for (uint32_t i = 0; i < r->mdfix.len; i++) {
    IrMD *md = r->mdfix.data[i].md;
    if (is_fwd(md->value)) ir_md_set_value(md, ((Fwd *)md->value)->resolved);
  }
  return true;
}

static bool parse_function(Rd *r) {
  if (r->next_body >= r->bodies.len) return fail(r, BCR_RECORD, "function block without a function");
  IrFunc *f = r->bodies.data[r->next_body++];
  if (!br_enter_block(&r->br, BLK_FUNCTION)) return br_ok(r);
  r->f = f;
  r->blocks = NULL;
  r->nblocks = r->cur_bb = 0;
  r->insts.len = 0;
  memset(&r->fwd, 0, sizeof r->fwd);
  r->fwds.len = 0;
  r->mdfix.len = 0;
  r->fn_end_bit = r->br.scopes[r->br.depth - 1].end_bit;
  uint32_t nmod_md = r->mds.len;
  r->vals.len = r->num_module_vals;
  for (uint32_t i = 0; i < f->nargs; i++)
    if (!push_val(r, &f->args[i]->v)) return false;
  for (;;) {
    BrEntry e = br_next(&r->br);
    if (!br_ok(r)) return false;
    if (e.kind == BR_ENTRY_END) break;
    if (e.kind == BR_ENTRY_SUBBLOCK) {
      bool ok;
      switch (e.id) {
      case BLK_BLOCKINFO: ok = rd_blockinfo(r); break;
      case BLK_CONSTANTS: ok = parse_constants(r); break;
      case BLK_METADATA: ok = parse_metadata(r, true); break;
      case BLK_VALUE_SYMTAB: ok = parse_vst(r, true); break;
      case BLK_METADATA_ATTACHMENT: ok = parse_attachments(r); break;
      default: ok = rd_skip(r); break;
      }
      if (!ok) return false;
      continue;
    }
    if (!br_read_record(&r->br, e.id, &r->rec)) return br_ok(r);
    if (!parse_inst(r)) return false;
  }
  if (!r->blocks) return fail(r, BCR_INSTRUCTION, "function body without basic blocks");
  if (r->cur_bb != r->nblocks) return fail(r, BCR_INSTRUCTION, "basic block without a terminator");
  if (!patch_forward_refs(r)) return false;
  r->vals.len = r->num_module_vals;
  r->mds.len = nmod_md;
  r->f = NULL;
  return true;
}

/* ---- module -------------------------------------------------------------------------- */

static bool resolve_inits(Rd *r) {
  for (uint32_t i = 0; i < r->inits.len; i++) {
    PendingInit *pi = &r->inits.data[i];
    IrValue *v = pi->id < r->num_module_vals ? r->vals.data[pi->id] : NULL;
    if (!v || !ir_is_const(v)) return fail(r, BCR_VALUE, "invalid global initializer");
    if (v->type != pi->g->value_type) return fail(r, BCR_VALUE, "global initializer has the wrong type");
    pi->g->init = v;
  }
  r->inits.len = 0;
  return true;
}

static bool parse_module(Rd *r) {
  if (!br_enter_block(&r->br, BLK_MODULE)) return br_ok(r);
  bool seen_fn = false;
  for (;;) {
    BrEntry e = br_next(&r->br);
    if (!br_ok(r)) return false;
    if (e.kind == BR_ENTRY_END) break;
    if (e.kind == BR_ENTRY_SUBBLOCK) {
      bool ok = true;
      if (e.id == BLK_FUNCTION && !seen_fn) {
        /* everything module-level is known: fix the value table */
        seen_fn = true;
        r->num_module_vals = r->vals.len;
        if (!resolve_inits(r)) return false;
      }
      switch (e.id) {
      case BLK_BLOCKINFO: ok = rd_blockinfo(r); break;
      case BLK_PARAMATTR: ok = parse_attr_lists(r); break;
      case BLK_PARAMATTR_GROUP: ok = parse_attr_groups(r); break;
      case BLK_TYPE: ok = parse_types(r); break;
      case BLK_CONSTANTS:
        if (seen_fn) return fail(r, BCR_RECORD, "module constants after function bodies");
        ok = parse_constants(r);
        break;
      case BLK_METADATA:
        if (seen_fn) return fail(r, BCR_RECORD, "module metadata after function bodies");
        ok = parse_metadata(r, false);
        break;
      case BLK_VALUE_SYMTAB:
        r->f = NULL;
        ok = parse_vst(r, false);
        break;
      case BLK_FUNCTION: ok = parse_function(r); break;
      default: ok = rd_skip(r); break;
      }
      if (!ok) return false;
      continue;
    }
    if (!br_read_record(&r->br, e.id, &r->rec)) return br_ok(r);
    uint32_t n = r->rec.nops;
    switch (r->rec.code) {
    case MOD_VERSION:
      if (!need(r, 1, "VERSION")) return false;
      if (r->rec.ops[0] > 1) return fail(r, BCR_UNSUPPORTED, "bitcode version %llu not supported (LLVM 3.7 expected)",
                                         (unsigned long long)r->rec.ops[0]);
      r->relative = r->rec.ops[0] == 1;
      break;
    case MOD_TRIPLE:
      if (!(r->m->triple = rec_string(r, 0, n, false, NULL))) return false;
      break;
    case MOD_DATALAYOUT:
      if (!(r->m->datalayout = rec_string(r, 0, n, false, NULL))) return false;
      break;
    case MOD_SOURCE_FILENAME:
      if (!(r->m->source_filename = rec_string(r, 0, n, false, NULL))) return false;
      break;
    case MOD_ASM:
      if (n) return fail(r, BCR_UNSUPPORTED, "module inline asm not supported");
      break;
    case MOD_SECTIONNAME: {
      const char *s = rec_string(r, 0, n, false, NULL);
      if (!s) return false;
      if (!vec_push(&r->scratch, &r->sections, s)) return oom(r);
      break;
    }
    case MOD_GLOBALVAR:
      if (seen_fn || !r->types) return fail(r, BCR_RECORD, "misplaced GLOBALVAR record");
      if (!read_globalvar(r)) return false;
      break;
    case MOD_FUNCTION:
      if (seen_fn || !r->types) return fail(r, BCR_RECORD, "misplaced FUNCTION record");
      if (!read_function(r)) return false;
      break;
    case MOD_ALIAS: case MOD_ALIAS_OLD:
      return fail(r, BCR_UNSUPPORTED, "aliases not supported");
    default:
      break; /* GCNAME, COMDAT, DEPLIB, VSTOFFSET...: nothing the IR keeps */
    }
  }
  if (!seen_fn) {
    r->num_module_vals = r->vals.len;
    if (!resolve_inits(r)) return false;
  }
  if (r->next_body != r->bodies.len) return fail(r, BCR_RECORD, "function body missing");
  return true;
}

IrModule *dxil_read_bitcode(Arena *a, Diag *d, const uint8_t *bc, size_t len) {
  Rd rd;
  Rd *r = &rd;
  memset(r, 0, sizeof *r);
  r->d = d;
  arena_init_child(&r->scratch, a); /* the caller's allocator */
  IrModule *result = NULL;
  r->m = ir_module_new(a, d);
  if (!r->m) {
    oom(r);
    goto done;
  }
  /* optional wrapper: [0x0B17C0DE, version, offset, size, cputype] */
  if (len >= 20 && bc[0] == 0xDE && bc[1] == 0xC0 && bc[2] == 0x17 && bc[3] == 0x0B) {
    uint32_t off = bc[8] | bc[9] << 8 | bc[10] << 16 | (uint32_t)bc[11] << 24;
    uint32_t size = bc[12] | bc[13] << 8 | bc[14] << 16 | (uint32_t)bc[15] << 24;
    if (off > len || size > len - off) {
      fail(r, BCR_NOT_BITCODE, "bitcode wrapper header out of range");
      goto done;
    }
    bc += off;
    len = size;
  }
  if (len < 4 || bc[0] != 'B' || bc[1] != 'C' || bc[2] != 0xC0 || bc[3] != 0xDE) {
    fail(r, BCR_NOT_BITCODE, "not LLVM bitcode (bad magic)");
    goto done;
  }
  br_init(&r->br, &r->scratch, bc, len);
  r->br.pos = 32;
  for (;;) {
    if (br_at_end(&r->br)) {
      fail(r, BCR_RECORD, "no module block");
      goto done;
    }
    BrEntry e = br_next(&r->br);
    if (!br_ok(r)) goto done;
    if (e.kind != BR_ENTRY_SUBBLOCK) {
      fail(r, BCR_BITSTREAM, "unexpected entry at the top level");
      goto done;
    }
    if (e.id == BLK_MODULE) {
      if (!parse_module(r)) goto done;
      break;
    }
    if (e.id == BLK_BLOCKINFO) {
      if (!rd_blockinfo(r)) goto done;
    } else if (!rd_skip(r)) {
      goto done;
    }
  }
  if (r->scratch.oom || a->oom) {
    oom(r);
    goto done;
  }
  result = r->m;
done:
  arena_free(&r->scratch);
  return result;
}
