/* ir_internal.h - private state shared by the IR core files (type.c,
 * value.c, module.c, inst.c, print.c, verify.c). Not part of the IR
 * contract: other code uses ir.h only.
 *
 * The interning tables hang off IrModule.intern. They are hash tables keyed
 * by structure or by pointer; they are only ever probed, never iterated to
 * produce output, so output order never depends on addresses. */
#ifndef HLSLC_IR_INTERNAL_H
#define HLSLC_IR_INTERNAL_H

#include "ir.h"

/* An open-addressing hash set of pointers with cached hashes. */
typedef struct IrHSet {
  uint64_t *hashes; /* hash of each slot's item (valid when item != NULL) */
  void **items;     /* NULL = empty slot */
  uint32_t cap;     /* power of two (0 before first insert) */
  uint32_t len;     /* items stored */
} IrHSet;

/* The first slot of hash h (every probe of an IrHSet starts here). The
 * hashes' low bits alone cluster: names that differ in a numeric suffix
 * (mul, mul1, mul2, ...) made runs of 30-40 probes in a function's name
 * table; mixing the high bits down spreads them. */
static inline uint32_t ir_hset_slot(uint64_t h, uint32_t mask) {
  h ^= h >> 32;
  h *= 0x9e3779b97f4a7c15ull;
  return (uint32_t)(h >> 32) & mask;
}

/* Per-function naming state for ir_unique_name: a map from name to the
 * value that held it when recorded, plus LLVM's "LastUnique" counter. */
typedef struct IrNameTab {
  IrFunc *func;     /* owner (NULL: the module-level table) */
  IrHSet names;     /* items are IrValue* keyed by hash of their name */
  uint32_t last_unique; /* LLVM ValueSymbolTable::LastUnique */
  bool scanned;     /* names populated from the function body */
} IrNameTab;

/* A pointer -> integer map: base's PtrMap with each value stored plus one
 * (0 is a value here); probed only, never iterated for output. A zeroed
 * map is empty; its memory comes from the arena of its first put. */
typedef PtrMap IrPMap;
bool ir_pmap_get(const IrPMap *pm, const void *k, uintptr_t *out);
void ir_pmap_put(Arena *a, IrPMap *pm, const void *k, uintptr_t v);
void ir_pmap_clear(IrPMap *pm);

enum { IR_FREE_LISTS = 8 }; /* IrIntern.free_insts */

#define IR_SMALL_INTS 64

typedef struct IrIntern {
  IrHSet types;         /* structural types (everything but named structs) */
  IrHSet named;         /* named structs keyed by name */
  IrHSet consts;        /* int/fp/null/zero/undef/poison constants */
  IrHSet nametabs;      /* IrNameTab* keyed by function pointer */
  struct IrNameTab *last_tab; /* the table nametab() found last (most lookups repeat it) */
  /* Instruction recycling (inst.c): what ir_inst_remove took out since the
   * last ir_module_reclaim, and the instructions reclaimed for reuse by
   * ir_inst_new, by operand capacity (the last list: IR_FREE_LISTS - 1 and
   * more), chained through `next`. */
  PtrVec removed;
  struct IrInst *free_insts[IR_FREE_LISTS];
  /* The module's globals and functions by name (only those in the module's
   * lists, kept by the module API: creation, ir_value_set_name, removal,
   * ir_names_symbol_rename), so that name lookups and uniquing do not scan
   * every global. symbols_dup: two of them once shared a name, when the
   * lookups fall back to scanning the lists (the first one wins there). */
  IrHSet symbols;
  bool symbols_dup;
  /* Constant users: value -> IrCUse list of the aggregates/expressions made
   * with it as an element (newest first; an entry may be stale when an
   * element was rewritten later, so users check). Lets use queries on a
   * value inside constants find those constants without walking every
   * instruction (ir_const_note_elems). */
  IrPMap cusers;
  uint32_t struct_unique; /* LLVM NamedStructTypesUniqueID */
  uint32_t global_unique; /* module symbol table LastUnique */
  uint32_t next_type_id;  /* IrType.id allocator */
  /* cached singleton types */
  IrType *t_void, *t_label, *t_md, *t_half, *t_float, *t_double;
  /* i1, i8, i16, i32, i64 (index ir_int_slot), and ptr addrspace(0..3):
   * asked for thousands of times per compile */
  IrType *t_int[5], *t_ptr[4];
  /* the integer constants 0..IR_SMALL_INTS-1 of those five types, filled
   * as asked: GEP indices, alloca counts and lane numbers are most of the
   * constant lookups */
  struct IrConst *small_int[5][IR_SMALL_INTS];
} IrIntern;

static inline IrIntern *ir_intern(IrModule *m) { return (IrIntern *)m->intern; }

/* Cache slot of the common integer widths (t_int, small_int), -1 for the others. */
static inline int ir_int_slot(uint32_t bits) {
  switch (bits) {
  case 1: return 0;
  case 8: return 1;
  case 16: return 2;
  case 32: return 3;
  case 64: return 4;
  default: return -1;
  }
}

/* Find an item with this hash satisfying eq(item, key); NULL if absent. */
void *ir_hset_find(IrHSet *s, uint64_t h, bool (*eq)(const void *item, const void *key),
                   const void *key);
bool ir_hset_insert(Arena *a, IrHSet *s, uint64_t h, void *item);
/* Remove the slot holding exactly `item` (rebuilds the probe chain). */
void ir_hset_remove(Arena *a, IrHSet *s, uint64_t h, void *item);

uint64_t ir_hash_mix(uint64_t h, uint64_t v);


/* Name of a value with NULL treated as "". */
static inline const char *ir_vname(const IrValue *v) { return v->name ? v->name : ""; }

typedef struct IrCUse {
  IrConst *c;
  struct IrCUse *next;
} IrCUse;
/* Record c as a constant user of each of its elements. */
void ir_const_note_elems(IrModule *m, IrConst *c);
/* Record c as a constant user of v (one element). */
void ir_const_note_elem(IrModule *m, IrConst *c, IrValue *v);

/* Rename a global or function to exactly `name` (no uniquing), keeping the
 * module's symbol index right: for readers that restore a written name. */
void ir_names_symbol_rename(IrModule *m, IrValue *v, const char *name);

/* Put the operands of every instruction of b on their use chains (link) or
 * take them off (!link): blocks and functions leaving the module. */
void ir_block_link_uses(IrBlock *b, bool link);

/* Forget cached names for f (after bulk renames done behind our back). */
void ir_names_forget(IrModule *m, IrFunc *f);
/* Record that v now holds its (non-empty) name in f's table. */
void ir_names_note(IrModule *m, IrFunc *f, IrValue *v);
void ir_name_local(IrModule *m, IrFunc *f, IrValue *v, const char *name);

/* Double -> IEEE half bits with round-to-nearest-even; half bits -> double. */
uint16_t ir_double_to_half(double d);
double ir_half_to_double(uint16_t h);

#endif
