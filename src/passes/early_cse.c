/* early_cse.c - the "early-cse" pass: within dominance, an instruction
 * identical to a dominating one (same opcode, type, operands, flags,
 * predicate, indices) and free of side effects is replaced by it. Calls take
 * part when the callee cannot write memory (memory(none)/readnone, e.g.
 * llvm.dx.resource.handlefrombinding, or readonly) and is not convergent
 * (wave ops see a different set of lanes under control flow). Commutative
 * operations match either operand order. Loads and readonly calls only
 * match within one memory generation, as in LLVM's EarlyCSE: nothing that
 * may write memory in between, and no other path joining in. A store into
 * a local variable (an alloca, through GEPs) does not end the generation
 * of readonly calls without pointer operands (such as constant-buffer row
 * loads): they cannot read locals. DXC keeps one cbuffer row load across
 * the local array a dynamic vector subscript is copied to, and across
 * lifetime markers.
 *
 * A preorder walk of the dominator tree (explicit stack) keeps a scoped hash
 * table: entries added in a block are popped when its subtree is done. */
#include "opt_shared.h"
#include "opt_util.h"

#include <string.h>

typedef struct CseEntry {
  IrInst *inst;     /* the available instruction */
  uint64_t hash;    /* hash_inst(inst) */
  uint32_t prev;    /* previous head of the bucket (entry index + 1, 0 none) */
  uint32_t gen;     /* memory generation when it was recorded (loads, readonly calls) */
} CseEntry;

typedef struct CseTable {
  uint32_t *buckets;  /* head entry index + 1 */
  uint32_t mask;      /* bucket count - 1 (power of two, >= 2 x instructions) */
  CseEntry *entries;  /* entries in insertion order (a stack) */
  uint32_t len;       /* entries in use */
} CseTable;

static bool is_commutative(const IrInst *i) {
  switch (i->op) {
  case IR_ADD: case IR_MUL: case IR_AND: case IR_OR: case IR_XOR: case IR_FADD: case IR_FMUL:
    return true;
  case IR_ICMP:
    return i->aux == IR_ICMP_EQ || i->aux == IR_ICMP_NE;
  case IR_FCMP:
    return i->aux == IR_FCMP_OEQ || i->aux == IR_FCMP_ONE || i->aux == IR_FCMP_UEQ ||
           i->aux == IR_FCMP_UNE || i->aux == IR_FCMP_ORD || i->aux == IR_FCMP_UNO;
  default:
    return false;
  }
}

static bool candidate(const IrInst *i) {
  if (i->v.type->kind == IR_TY_VOID) return false;
  if (ir_opcode_is_binary(i->op) || ir_opcode_is_cast(i->op)) return true;
  switch (i->op) {
  case IR_FNEG: case IR_ICMP: case IR_FCMP: case IR_SELECT: case IR_GEP:
  case IR_EXTRACTVALUE: case IR_INSERTVALUE: case IR_EXTRACTELEMENT: case IR_INSERTELEMENT:
  case IR_SHUFFLEVECTOR:
    return true;
  case IR_LOAD:
    return !(i->flags & IR_FLAG_VOLATILE);
  case IR_CALL:
    return ir_call_callee((IrInst *)i) && opt_call_is_readonly(i) && !opt_call_is_convergent(i);
  default:
    return false;
  }
}

/* Does the result depend on memory (valid only within one generation)? */
static bool reads_memory(const IrInst *i) {
  return i->op == IR_LOAD || (i->op == IR_CALL && !opt_call_is_readnone(i));
}

/* Does readonly call i leave locals alone (no pointer operands)? */
static bool call_ignores_locals(const IrInst *i) {
  for (uint32_t k = 1; k < i->nops; k++)
    if (i->ops[k] && i->ops[k]->type && i->ops[k]->type->kind == IR_TY_PTR) return false;
  return true;
}

/* Is i a store into a local variable (an alloca, possibly through GEPs), or
 * a lifetime marker (which only touches its own object, a local or a
 * hoisted constant array)? */
static bool stores_local(const IrInst *i) {
  if (i->op == IR_CALL) {
    IrFunc *f = ir_call_callee((IrInst *)i);
    return f && f->v.name && !strncmp(f->v.name, "llvm.lifetime.", 14);
  }
  if (i->op != IR_STORE || i->nops < 2 || (i->flags & IR_FLAG_VOLATILE)) return false;
  IrInst *p = ir_as_inst(i->ops[1]);
  for (uint32_t d = 0; p && p->op == IR_GEP && p->nops && d < 64; d++) p = ir_as_inst(p->ops[0]);
  return p && p->op == IR_ALLOCA;
}

/* Could i write memory (ending the current generation)? */
static bool writes_memory(const IrInst *i) {
  switch (i->op) {
  case IR_STORE: case IR_ATOMICRMW: case IR_CMPXCHG:
    return true;
  case IR_LOAD:
    return (i->flags & IR_FLAG_VOLATILE) != 0;
  case IR_CALL:
    return !opt_call_is_readonly(i);
  default:
    return false;
  }
}

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h;
}

static uint64_t ptr_h(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 31;
  x *= 0x7fb5d329728ea185ull;
  return x ^ (x >> 27);
}

static uint64_t hash_inst(const IrInst *i) {
  uint64_t h = mix(i->op, i->v.type->id);
  h = mix(h, i->flags);
  h = mix(h, i->aux);
  h = mix(h, i->aux_type ? i->aux_type->id + 1 : 0);
  h = mix(h, i->nops);
  for (uint32_t k = 0; k < i->nindices; k++) h = mix(h, i->indices[k]);
  if (is_commutative(i) && i->nops == 2) return mix(h, ptr_h(i->ops[0]) + ptr_h(i->ops[1]));
  for (uint32_t k = 0; k < i->nops; k++) h = mix(h, ptr_h(i->ops[k]));
  return h;
}

static bool same_inst(const IrInst *a, const IrInst *b) {
  if (a->op != b->op || a->v.type != b->v.type || a->flags != b->flags || a->aux != b->aux ||
      a->aux_type != b->aux_type || a->nops != b->nops || a->nindices != b->nindices)
    return false;
  if (a->nindices && memcmp(a->indices, b->indices, sizeof(uint32_t) * a->nindices) != 0)
    return false;
  bool same = true;
  for (uint32_t k = 0; k < a->nops && same; k++) same = a->ops[k] == b->ops[k];
  if (same) return true;
  return is_commutative(a) && a->nops == 2 && a->ops[0] == b->ops[1] && a->ops[1] == b->ops[0];
}

static IrInst *lookup(const CseTable *t, const IrInst *i, uint64_t h, uint32_t gen) {
  bool mem = reads_memory(i);
  for (uint32_t e = t->buckets[h & t->mask]; e; e = t->entries[e - 1].prev) {
    const CseEntry *ce = &t->entries[e - 1];
    if (ce->hash == h && same_inst(ce->inst, i) && (!mem || ce->gen == gen)) return ce->inst;
  }
  return NULL;
}

static void insert(CseTable *t, IrInst *i, uint64_t h, uint32_t gen) {
  CseEntry *ce = &t->entries[t->len];
  ce->inst = i;
  ce->hash = h;
  ce->gen = gen;
  ce->prev = t->buckets[h & t->mask];
  t->buckets[h & t->mask] = ++t->len;
}

static void pop_to(CseTable *t, uint32_t mark) {
  while (t->len > mark) {
    CseEntry *ce = &t->entries[--t->len];
    t->buckets[ce->hash & t->mask] = ce->prev;
  }
}

static bool cse_func(IrModule *m, IrFunc *f, bool *changed) {
  (void)m;
  if (!f->nblocks) return true;
  Arena a;
  arena_init_child(&a, m->arena);
  bool ok = false;
  IrCfg c;
  uint32_t n = opt_number_insts(f);
  uint32_t cap = 16;
  while (cap < 2 * n) cap *= 2;
  CseTable t = {0};
  t.buckets = arena_alloc(&a, sizeof(uint32_t) * cap);
  t.entries = arena_alloc(&a, sizeof(CseEntry) * (n ? n : 1));
  t.mask = cap - 1;
  uint32_t *stk = arena_alloc(&a, sizeof(uint32_t) * (f->nblocks + 1));
  uint32_t *pos = arena_alloc(&a, sizeof(uint32_t) * (f->nblocks + 1));
  uint32_t *marks = arena_alloc(&a, sizeof(uint32_t) * (f->nblocks + 1));
  uint32_t *gens = arena_alloc(&a, sizeof(uint32_t) * (f->nblocks + 1));
  uint32_t *cgens = arena_alloc(&a, sizeof(uint32_t) * (f->nblocks + 1));
  PtrMap rep;
  ptrmap_init(&rep, &a);
  if (!t.buckets || !t.entries || !stk || !pos || !marks || !gens || !cgens || !ir_cfg_build(&c, &a, f))
    goto done;
  /* Memory generations (like LLVM's EarlyCSE): a block starts with its
   * dominator's final generation, or a fresh one when other paths can
   * reach it; every possible write starts a new one. cgen is the
   * generation of readonly calls that cannot read locals: stores into
   * allocas do not start a new one. */
  uint32_t counter = 0;
  uint32_t sp = 0;
  stk[sp] = 0;
  pos[sp] = 0;
  gens[sp] = 0;
  cgens[sp] = 0;
  marks[sp++] = 0;
  bool enter = true;
  while (sp) {
    uint32_t b = stk[sp - 1];
    if (enter) {
      enter = false;
      uint32_t gen = gens[sp - 1], cgen = cgens[sp - 1];
      uint32_t npred = 0;
      for (uint32_t k = 0; k < c.npreds[b]; k++) {
        bool dup = false;
        for (uint32_t j = 0; j < k; j++) dup |= c.preds[b][j] == c.preds[b][k];
        npred += !dup;
      }
      if (npred != 1) cgen = gen = ++counter;
      for (IrInst *i = c.blocks[b]->first; i; i = i->next) {
        if (rep.len)
          for (uint32_t k = 0; k < i->nops; k++)
            if (i->ops[k] && i->ops[k]->kind == IR_V_INST) ir_inst_set_operand(i, k, opt_resolve(&rep, i->ops[k]));
        if (writes_memory(i)) {
          gen = ++counter;
          if (!stores_local(i)) cgen = gen;
        }
        if (!candidate(i)) continue;
        uint64_t h = hash_inst(i);
        uint32_t g = i->op == IR_CALL && call_ignores_locals(i) ? cgen : gen;
        IrInst *prev = lookup(&t, i, h, g);
        if (prev) {
          if (!opt_rep_put(&rep, &i->v, &prev->v)) goto done;
        } else {
          insert(&t, i, h, g);
        }
      }
      gens[sp - 1] = gen; /* what the dominated blocks start from */
      cgens[sp - 1] = cgen;
    }
    if (pos[sp - 1] < c.nkids[b]) {
      uint32_t kid = c.kids[b][pos[sp - 1]++];
      stk[sp] = kid;
      pos[sp] = 0;
      gens[sp] = gens[sp - 1];
      cgens[sp] = cgens[sp - 1];
      marks[sp++] = t.len;
      enter = true;
    } else {
      pop_to(&t, marks[sp - 1]);
      sp--;
    }
  }
  if (rep.len) {
    *changed = true;
    opt_replace_and_remove(f, &rep);
  }
  ok = true;
done:
  arena_free(&a);
  return ok;
}

/* A store of the value just loaded from the same address, with nothing
 * that may write memory in between (same block), into a local or a
 * parameter's memory: a no-op, removed (LLVM's EarlyCSE does the same: the
 * copy back of an unchanged inout parameter). */
static bool noop_stores(IrModule *m, IrFunc *f, bool *changed) {
  (void)m;
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first, *nx; i; i = nx) {
      nx = i->next;
      if (i->op != IR_STORE || i->nops < 2 || (i->flags & IR_FLAG_VOLATILE)) continue;
      IrInst *l = ir_as_inst(i->ops[0]);
      if (!l || l->op != IR_LOAD || l->nops < 1 || l->ops[0] != i->ops[1] || (l->flags & IR_FLAG_VOLATILE) ||
          l->parent != i->parent)
        continue;
      /* (plain memory only: a local or a parameter's, not a resource's or
       * groupshared memory other threads write) */
      IrValue *root = ir_pointer_root(i->ops[1]);
      IrInst *ri = root ? ir_as_inst(root) : NULL;
      if (!root || !(root->kind == IR_V_ARG || (ri && ri->op == IR_ALLOCA)) || !i->ops[1]->type ||
          i->ops[1]->type->addrspace != 0)
        continue;
      bool clobbered = false;
      for (IrInst *k = l->next; k && k != i && !clobbered; k = k->next) clobbered = writes_memory(k);
      if (clobbered) continue;
      ir_inst_remove(i);
      *changed = true;
    }
  return true;
}

bool pass_early_cse(PassCtx *ctx, IrModule *m) {
  (void)ctx;
  return opt_run_on_funcs(m, cse_func, "early-cse") && opt_run_on_funcs(m, noop_stores, "early-cse");
}
