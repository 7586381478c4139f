/* inst.c - instructions: creation, list editing, operands, metadata
 * attachments, use replacement/counting, the builder and CFG helpers. */
#include "ir_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- opcode tables ---------------------------------------------------- */

static const char *const opcode_names[IR_OPCODE_COUNT] = {
  [IR_RET] = "ret", [IR_BR] = "br", [IR_SWITCH] = "switch", [IR_UNREACHABLE] = "unreachable",
  [IR_ADD] = "add", [IR_SUB] = "sub", [IR_MUL] = "mul", [IR_UDIV] = "udiv",
  [IR_SDIV] = "sdiv", [IR_UREM] = "urem", [IR_SREM] = "srem", [IR_SHL] = "shl",
  [IR_LSHR] = "lshr", [IR_ASHR] = "ashr", [IR_AND] = "and", [IR_OR] = "or", [IR_XOR] = "xor",
  [IR_FADD] = "fadd", [IR_FSUB] = "fsub", [IR_FMUL] = "fmul", [IR_FDIV] = "fdiv",
  [IR_FREM] = "frem", [IR_FNEG] = "fneg",
  [IR_TRUNC] = "trunc", [IR_ZEXT] = "zext", [IR_SEXT] = "sext", [IR_FPTOUI] = "fptoui",
  [IR_FPTOSI] = "fptosi", [IR_UITOFP] = "uitofp", [IR_SITOFP] = "sitofp",
  [IR_FPTRUNC] = "fptrunc", [IR_FPEXT] = "fpext", [IR_PTRTOINT] = "ptrtoint",
  [IR_INTTOPTR] = "inttoptr", [IR_BITCAST] = "bitcast", [IR_ADDRSPACECAST] = "addrspacecast",
  [IR_ALLOCA] = "alloca", [IR_LOAD] = "load", [IR_STORE] = "store", [IR_GEP] = "getelementptr",
  [IR_ATOMICRMW] = "atomicrmw", [IR_CMPXCHG] = "cmpxchg",
  [IR_ICMP] = "icmp", [IR_FCMP] = "fcmp", [IR_PHI] = "phi", [IR_SELECT] = "select",
  [IR_CALL] = "call", [IR_EXTRACTELEMENT] = "extractelement",
  [IR_INSERTELEMENT] = "insertelement", [IR_SHUFFLEVECTOR] = "shufflevector",
  [IR_EXTRACTVALUE] = "extractvalue", [IR_INSERTVALUE] = "insertvalue", [IR_FREEZE] = "freeze",
};

const char *ir_opcode_name(IrOpcode op) {
  return (unsigned)op < IR_OPCODE_COUNT && opcode_names[op] ? opcode_names[op] : "<bad>";
}
bool ir_opcode_is_binary(IrOpcode op) { return op >= IR_ADD && op <= IR_FREM; }
bool ir_opcode_is_cast(IrOpcode op) { return op >= IR_TRUNC && op <= IR_ADDRSPACECAST; }
bool ir_opcode_is_terminator(IrOpcode op) { return op <= IR_UNREACHABLE; }

const char *ir_pred_name(IrPred p) {
  static const char *const fp[16] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                     "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
  static const char *const ip[10] = {"eq", "ne", "ugt", "uge", "ult",
                                     "ule", "sgt", "sge", "slt", "sle"};
  if ((unsigned)p < 16) return fp[p];
  if (p >= IR_ICMP_EQ && p <= IR_ICMP_SLE) return ip[p - IR_ICMP_EQ];
  return "<badpred>";
}

const char *ir_rmw_name(uint32_t op) {
  static const char *const names[] = {"xchg", "add", "sub", "and", "nand", "or",
                                      "xor", "max", "min", "umax", "umin", "fadd",
                                      "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap"};
  return op < sizeof names / sizeof names[0] ? names[op] : "<badrmw>";
}

const char *ir_ordering_name(uint32_t ord) {
  switch (ord) {
  case IR_ORD_UNORDERED: return "unordered";
  case IR_ORD_MONOTONIC: return "monotonic";
  case IR_ORD_ACQUIRE: return "acquire";
  case IR_ORD_RELEASE: return "release";
  case IR_ORD_ACQ_REL: return "acq_rel";
  default: return "seq_cst";
  }
}

/* ---- creation and list editing --------------------------------------- */

/* ---- def-use chains ----------------------------------------------------
 * Each operand slot k of an instruction has a use record ir_inst_opuse(i)[k]; while the
 * instruction is linked (in a block of a function) the record sits on the
 * chain of the value ops[k]. New uses go to the front of a chain. */

static inline void use_link(IrUse *u, IrValue *v) {
  u->next = v->uses;
  if (v->uses) v->uses->pprev = &u->next;
  v->uses = u;
  u->pprev = &v->uses;
}

static inline void use_unlink(IrUse *u) {
  if (!u->pprev) return;
  *u->pprev = u->next;
  if (u->next) u->next->pprev = u->pprev;
  u->next = NULL;
  u->pprev = NULL;
}

static void inst_link_ops(IrInst *i) {
  if (ir_inst_linked(i)) return;
  i->v.vflags |= IR_VF_LINKED;
  IrUse *use = ir_inst_opuse(i);
  for (uint32_t k = 0; k < i->nops; k++)
    if (i->ops[k]) use_link(&use[k], i->ops[k]);
}

static void inst_unlink_ops(IrInst *i) {
  if (!ir_inst_linked(i)) return;
  i->v.vflags &= ~(uint32_t)IR_VF_LINKED;
  IrUse *use = ir_inst_opuse(i);
  for (uint32_t k = 0; k < i->nops; k++) use_unlink(&use[k]);
}

uint32_t ir_use_index(const IrUse *u) { return (uint32_t)(u - ir_inst_opuse(u->user)); }

uint32_t ir_value_num_uses(const IrValue *v) {
  uint32_t n = 0;
  for (const IrUse *u = v->uses; u; u = u->next) n++;
  return n;
}

/* Operand storage for cap slots; the use records know their instruction.
 * Out of memory (sticky in the arena): false, the instruction unchanged. */
static bool ops_alloc(IrModule *m, IrInst *i, uint32_t cap) {
  /* one block for both arrays (the arena rounds each block up to 16 bytes:
   * one operand takes 32 bytes instead of 48) */
  if (cap > UINT32_MAX / 2) return false;
  unsigned char *blk = arena_alloc(m->arena, (sizeof(IrValue *) + sizeof(IrUse)) * cap);
  if (!blk) return false;
  IrValue **ops = (IrValue **)blk;
  IrUse *use = (IrUse *)(blk + sizeof(IrValue *) * cap);
  for (uint32_t k = 0; k < cap; k++) use[k].user = i;
  i->ops = ops; /* the use records are found after the operands (ir_inst_opuse) */
  i->opscap = cap;
  return true;
}

/* Called when an instruction enters or leaves a block: only instructions in a
 * block of a function are on the chains. */
static void inst_placed(IrInst *i) {
  if (i->parent && i->parent->parent) inst_link_ops(i);
  else inst_unlink_ops(i);
}

void ir_block_link_uses(IrBlock *b, bool link) {
  for (IrInst *i = b->first; i; i = i->next) {
    if (link) inst_link_ops(i);
    else inst_unlink_ops(i);
  }
}

/* ---- creation and list editing --------------------------------------- */

/* ---- recycling -----------------------------------------------------------
 * A big shader makes ten times more instructions than it keeps (SROA,
 * the scalarizer and mem2reg rebuild values and drop the old ones); without
 * reuse the arena holds every one of them until the compile ends.
 * ir_inst_remove notes the instruction; ir_module_reclaim, which the pass
 * manager calls after each pass, puts those that are still out of every
 * block, unused and not referenced from metadata or constants on free lists
 * (with their operand arrays), and ir_inst_new takes from those lists. Not
 * sooner: within a pass a removed instruction is often still a key of the
 * pass's maps, or is put back (a move). Addresses never reach the output,
 * so reuse cannot change it. */

static uint32_t free_list_of(uint32_t cap) { return cap < IR_FREE_LISTS - 1 ? cap : IR_FREE_LISTS - 1; }

void ir_module_reclaim(IrModule *m) {
  IrIntern *in = ir_intern(m);
  for (uint32_t k = 0; k < in->removed.len; k++) {
    IrInst *i = in->removed.data[k];
    i->v.vflags &= ~(uint32_t)IR_VF_REMOVED;
    if (i->parent || i->v.uses || (i->v.vflags & (IR_VF_IN_CONST | IR_VF_IN_MD))) continue;
    IrInst **head = &in->free_insts[free_list_of(i->opscap)];
    i->prev = NULL;
    i->next = *head;
    *head = i;
  }
  in->removed.len = 0;
}

/* A reclaimed instruction with room for nops operands, cleared but for its
 * operand arrays, or NULL. */
static IrInst *inst_reuse(IrModule *m, uint32_t nops) {
  IrIntern *in = ir_intern(m);
  for (uint32_t c = free_list_of(nops); c < IR_FREE_LISTS; c++) {
    IrInst *i = in->free_insts[c];
    if (!i || i->opscap < nops) continue;
    in->free_insts[c] = i->next;
    IrValue **ops = i->ops;
    uint32_t cap = i->opscap;
    memset(i, 0, sizeof *i);
    i->ops = ops; /* with its use records: each one's user is i, all off every chain */
    i->opscap = cap;
    return i;
  }
  return NULL;
}

IrInst *ir_inst_new(IrModule *m, IrOpcode op, IrType *type, IrValue **ops, uint32_t nops) {
  IrInst *i = inst_reuse(m, nops);
  if (!i && !(i = arena_alloc(m->arena, sizeof *i))) return NULL;
  i->v.kind = IR_V_INST;
  i->v.type = type ? type : ir_type_void(m);
  i->op = op;
  if (nops) {
    if (nops > i->opscap && !ops_alloc(m, i, nops)) return NULL;
    if (ops) memcpy(i->ops, ops, sizeof(IrValue *) * nops);
    else memset(i->ops, 0, sizeof(IrValue *) * nops);
  }
  i->nops = nops;
  return i;
}

/* ---- program order ------------------------------------------------------
 * Keys are spaced ORDER_STEP apart when a block is numbered. An instruction
 * inserted between two neighbours takes a key between theirs, close to the
 * earlier one, so that a run of insertions before one position (what the
 * builder does) keeps finding room; when there is none the block is marked
 * stale and renumbered on the next query. */
#define ORDER_STEP (1ull << 32)
#define ORDER_NEAR (1ull << 20)

static void order_renumber(IrBlock *b) {
  uint64_t k = 0;
  for (IrInst *i = b->first; i; i = i->next) i->order = k += ORDER_STEP;
  b->order_stale = false;
}

static void order_place(IrInst *i) {
  IrBlock *b = i->parent;
  if (b->order_stale) return;
  uint64_t lo = i->prev ? i->prev->order : 0;
  if (!i->next) {
    if (lo > UINT64_MAX - ORDER_STEP) b->order_stale = true;
    else i->order = lo + ORDER_STEP;
    return;
  }
  uint64_t hi = i->next->order;
  if (hi <= lo || hi - lo < 2) {
    b->order_stale = true;
    return;
  }
  uint64_t d = (hi - lo) / 2;
  i->order = lo + (d < ORDER_NEAR ? d : ORDER_NEAR);
}

uint64_t ir_inst_order(IrInst *i) {
  if (i->parent && i->parent->order_stale) order_renumber(i->parent);
  return i->order;
}

int ir_inst_cmp_order(IrInst *a, IrInst *b) {
  if (a == b) return 0;
  if (a->parent != b->parent) {
    uint32_t x = a->parent ? a->parent->index : 0, y = b->parent ? b->parent->index : 0;
    return x < y ? -1 : x > y;
  }
  uint64_t x = ir_inst_order(a), y = ir_inst_order(b);
  return x < y ? -1 : x > y;
}

typedef struct UseKey {
  uint64_t block;  /* block index */
  uint64_t order;  /* ir_inst_order */
  IrUseRef use;
} UseKey;

static int use_key_cmp(const void *pa, const void *pb) {
  const UseKey *a = pa, *b = pb;
  if (a->block != b->block) return a->block < b->block ? -1 : 1;
  if (a->order != b->order) return a->order < b->order ? -1 : 1;
  return a->use.idx < b->use.idx ? -1 : a->use.idx > b->use.idx;
}

uint32_t ir_uses_in_order(Arena *a, IrFunc *f, IrValue *v, IrUseRef **out) {
  *out = NULL;
  uint32_t n = 0;
  for (IrUse *u = v->uses; u; u = u->next) n += !f || u->user->parent->parent == f;
  if (!n) return 0;
  UseKey local[32];
  UseKey *k = n <= 32 ? local : arena_alloc(a, sizeof(UseKey) * n);
  IrUseRef *res = arena_alloc(a, sizeof(IrUseRef) * n);
  if (!k || !res) return 0;
  uint32_t j = 0;
  /* the chain is newest first: often program order backwards (the keys are
   * distinct, so reversing a descending list sorts it) */
  bool sorted = true, reversed = true;
  for (IrUse *u = v->uses; u; u = u->next) {
    if (f && u->user->parent->parent != f) continue;
    k[j].block = u->user->parent->index;
    k[j].order = ir_inst_order(u->user);
    k[j].use.user = u->user;
    k[j].use.idx = ir_use_index(u);
    if (j) {
      int c = use_key_cmp(&k[j - 1], &k[j]);
      sorted &= c <= 0;
      reversed &= c > 0;
    }
    j++;
  }
  if (reversed) {
    for (j = 0; j < n; j++) res[j] = k[n - 1 - j].use;
  } else {
    if (!sorted) hl_sort(a, k, n, sizeof *k, use_key_cmp);
    for (j = 0; j < n; j++) res[j] = k[j].use;
  }
  *out = res;
  return n;
}

uint32_t ir_users_in_order(Arena *a, IrFunc *f, IrValue *v, IrInst ***out) {
  IrUseRef *us;
  *out = NULL;
  uint32_t n = ir_uses_in_order(a, f, v, &us), m = 0;
  if (!n) return 0;
  IrInst **res = (IrInst **)us; /* reuse: users are no more than uses */
  for (uint32_t j = 0; j < n; j++)
    if (!m || res[m - 1] != us[j].user) res[m++] = us[j].user;
  *out = res;
  return m;
}

static void note_name(IrInst *i) {
  if (i->parent && i->parent->parent && i->v.name && *i->v.name)
    ir_names_note(i->parent->parent->module, i->parent->parent, &i->v);
}

void ir_inst_insert_before(IrInst *pos, IrInst *i) {
  if (!pos || !i || !pos->parent) return;
  IrBlock *b = pos->parent;
  i->parent = b;
  i->next = pos;
  i->prev = pos->prev;
  if (pos->prev) pos->prev->next = i;
  else b->first = i;
  pos->prev = i;
  note_name(i);
  order_place(i);
  inst_placed(i);
}

void ir_inst_insert_after(IrInst *pos, IrInst *i) {
  if (!pos || !i || !pos->parent) return;
  IrBlock *b = pos->parent;
  i->parent = b;
  i->prev = pos;
  i->next = pos->next;
  if (pos->next) pos->next->prev = i;
  else b->last = i;
  pos->next = i;
  note_name(i);
  order_place(i);
  inst_placed(i);
}

void ir_inst_append(IrBlock *b, IrInst *i) {
  if (!b || !i) return;
  i->parent = b;
  i->next = NULL;
  i->prev = b->last;
  if (b->last) b->last->next = i;
  else b->first = i;
  b->last = i;
  note_name(i);
  order_place(i);
  inst_placed(i);
}

void ir_inst_remove(IrInst *i) {
  IrBlock *b = i ? i->parent : NULL;
  if (!b) return;
  if (b->parent && !(i->v.vflags & IR_VF_REMOVED)) { /* see ir_module_reclaim */
    IrModule *m = b->parent->module;
    if (ptrvec_push(m->arena, &ir_intern(m)->removed, i)) i->v.vflags |= IR_VF_REMOVED;
  }
  if (i->prev) i->prev->next = i->next;
  else b->first = i->next;
  if (i->next) i->next->prev = i->prev;
  else b->last = i->prev;
  i->prev = i->next = NULL;
  i->parent = NULL;
  inst_unlink_ops(i);
}

/* Takes i out of its block's list only (a move within one function). */
static void unlink_within(IrBlock *from, IrInst *i) {
  if (i->prev) i->prev->next = i->next;
  else from->first = i->next;
  if (i->next) i->next->prev = i->prev;
  else from->last = i->prev;
}

void ir_inst_move_to_end(IrBlock *b, IrInst *i) {
  IrBlock *from = i ? i->parent : NULL;
  if (!b || !from || !from->parent || from->parent != b->parent) {
    ir_inst_remove(i);
    ir_inst_append(b, i);
    return;
  }
  /* same function: the name table and the use chains stay as they are */
  unlink_within(from, i);
  i->parent = b;
  i->next = NULL;
  i->prev = b->last;
  if (b->last) b->last->next = i;
  else b->first = i;
  b->last = i;
  order_place(i);
}

void ir_inst_move_before(IrInst *pos, IrInst *i) {
  IrBlock *from = i ? i->parent : NULL;
  IrBlock *b = pos ? pos->parent : NULL;
  if (!b || pos == i) return;
  if (!from || !from->parent || from->parent != b->parent) {
    ir_inst_remove(i);
    ir_inst_insert_before(pos, i);
    return;
  }
  /* same function: the name table and the use chains stay as they are */
  unlink_within(from, i);
  i->parent = b;
  i->next = pos;
  i->prev = pos->prev;
  if (pos->prev) pos->prev->next = i;
  else b->first = i;
  pos->prev = i;
  order_place(i);
}

void ir_inst_set_operand(IrInst *i, uint32_t idx, IrValue *v) {
  if (!i || idx >= i->nops) return;
  if (i->ops[idx] == v) return;
  i->ops[idx] = v;
  if (ir_inst_linked(i)) {
    IrUse *u = &ir_inst_opuse(i)[idx];
    use_unlink(u);
    if (v) use_link(u, v);
  }
}

/* Grow the operand storage to at least cap slots. The use records move, so
 * linked ones are taken off their chains and put back. */
static bool ops_reserve(IrModule *m, IrInst *i, uint32_t cap) {
  if (cap <= i->opscap) return true;
  uint32_t nc = i->opscap ? i->opscap * 2 : 4;
  if (nc < cap) nc = cap;
  IrValue **oldops = i->ops;
  uint32_t oldcap = i->opscap;
  bool was = ir_inst_linked(i);
  inst_unlink_ops(i);
  bool ok = ops_alloc(m, i, nc);
  if (ok && i->nops) memcpy(i->ops, oldops, sizeof(IrValue *) * i->nops);
  if (ok) arena_release(m->arena, oldops, (sizeof(IrValue *) + sizeof(IrUse)) * oldcap);
  if (was) inst_link_ops(i);
  return ok;
}

bool ir_inst_reserve_operands(IrModule *m, IrInst *i, uint32_t n) {
  return ops_reserve(m, i, n);
}

void ir_inst_add_operand(IrModule *m, IrInst *i, IrValue *v) {
  if (!i) return;
  if (!ops_reserve(m, i, i->nops + 1)) return;
  uint32_t k = i->nops++;
  i->ops[k] = v;
  IrUse *u = &ir_inst_opuse(i)[k];
  u->next = NULL;
  u->pprev = NULL;
  if (ir_inst_linked(i) && v) use_link(u, v);
}

void ir_inst_set_operands(IrModule *m, IrInst *i, IrValue *const *ops, uint32_t n) {
  if (!i) return;
  bool was = ir_inst_linked(i);
  inst_unlink_ops(i);
  if (n > i->opscap) {
    if (!ops_alloc(m, i, n)) {
      if (was) inst_link_ops(i);
      return;
    }
  }
  if (n) memmove(i->ops, ops, sizeof(IrValue *) * n);
  i->nops = n;
  if (was) inst_link_ops(i);
}

void ir_inst_remove_operands(IrInst *i, uint32_t idx, uint32_t count) {
  if (!i || idx >= i->nops || count == 0) return;
  if (count > i->nops - idx) count = i->nops - idx;
  /* the records of the shifted slots move: relink from idx on */
  IrUse *use = ir_inst_opuse(i);
  if (ir_inst_linked(i))
    for (uint32_t k = idx; k < i->nops; k++) use_unlink(&use[k]);
  memmove(i->ops + idx, i->ops + idx + count, sizeof(IrValue *) * (i->nops - idx - count));
  i->nops -= count;
  if (ir_inst_linked(i))
    for (uint32_t k = idx; k < i->nops; k++)
      if (i->ops[k]) use_link(&use[k], i->ops[k]);
}

void ir_md_set_value(IrMD *md, IrValue *v) {
  if (!md) return;
  md->value = v;
  if (v) v->vflags |= IR_VF_IN_MD;
}

void ir_inst_set_md(IrModule *m, IrInst *i, const char *kind, IrMD *md) {
  if (!i || !kind) return;
  for (uint32_t k = 0; k < i->nmd; k++)
    if (strcmp(i->md[k].kind, kind) == 0) {
      if (md) {
        i->md[k].md = md;
      } else { /* NULL removes the attachment */
        memmove(i->md + k, i->md + k + 1, sizeof(IrMDAttach) * (i->nmd - k - 1));
        i->nmd--;
      }
      return;
    }
  if (!md) return;
  IrMDAttach *na = arena_alloc(m->arena, sizeof(IrMDAttach) * (i->nmd + 1));
  if (!na) return;
  if (i->nmd) memcpy(na, i->md, sizeof(IrMDAttach) * i->nmd);
  na[i->nmd].kind = arena_strdup(m->arena, kind);
  if (!na[i->nmd].kind) return; /* out of memory: the arena's oom flag is set */
  na[i->nmd].md = md;
  i->md = na;
  i->nmd++;
}

IrMD *ir_inst_get_md(IrInst *i, const char *kind) {
  if (!i || !kind) return NULL;
  for (uint32_t k = 0; k < i->nmd; k++)
    if (strcmp(i->md[k].kind, kind) == 0) return i->md[k].md;
  return NULL;
}

IrValue *ir_pointer_root(IrValue *p) {
  for (int guard = 0; guard < 4096 && p; guard++) {
    IrInst *i = ir_as_inst(p);
    if (i && (i->op == IR_GEP || i->op == IR_BITCAST || i->op == IR_ADDRSPACECAST) && i->nops) {
      p = i->ops[0];
      continue;
    }
    if (p->kind == IR_V_CONST_EXPR) {
      IrConst *c = (IrConst *)p;
      if (c->nelems && (c->expr_op == IR_GEP || c->expr_op == IR_BITCAST || c->expr_op == IR_ADDRSPACECAST)) {
        p = c->elems[0];
        continue;
      }
    }
    break;
  }
  return p;
}

IrFunc *ir_call_callee(IrInst *call) {
  if (!call || call->op != IR_CALL || call->nops == 0 || !call->ops[0]) return NULL;
  return call->ops[0]->kind == IR_V_FUNC ? (IrFunc *)call->ops[0] : NULL;
}

/* ---- use replacement and counting -------------------------------------
 * Instruction operands are found through the def-use chains. Uses can also
 * hide inside constant expressions/aggregates (a GEP on a global), global
 * initializers, metadata-as-value call arguments and metadata VALUE nodes;
 * only values flagged as put there (IR_VF_IN_CONST / IR_VF_IN_MD) need the
 * walk over those, which is what the code below does for them. Constant
 * expressions may be shared, so they are rewritten copy-on-write. */

/* A metadata node the walk has marked visited, with the slot value it had
 * before (restored when the walk ends). */
typedef struct UseMark {
  IrMD *md;      /* the node */
  uint32_t slot; /* its IrMD.slot before the walk */
} UseMark;

#define USE_MARK_LOCAL 128       /* marks kept on the stack before the arena */
#define USE_MARK_VISITED UINT32_MAX /* IrMD.slot value of a visited node during a walk */

typedef struct UseWalk {
  IrModule *m;
  IrValue *from, *to;  /* to NULL: counting only */
  uint32_t count;
  const IrPMap *targets; /* counting several values at once: value -> index + 1 */
  uint32_t *counts;      /* with targets: the count of each */
  bool in_const;       /* from may be inside constant aggregates/expressions */
  bool in_md;          /* from may be the value of metadata VALUE nodes */
  /* Visited metadata nodes (cycles through distinct nodes, shared nodes):
   * marked by setting IrMD.slot to USE_MARK_VISITED, which is much cheaper
   * than a hash set per query. The old slots are restored at the end, so
   * the field keeps whatever the printer/writer left in it. */
  UseMark *marks;      /* marked nodes: local[] or scratch memory */
  uint32_t nmarks;     /* entries used in marks */
  uint32_t cap;        /* capacity of marks */
  UseMark local[USE_MARK_LOCAL]; /* first marks, no allocation */
  Arena scratch;       /* marks beyond local[], freed after the walk */
  bool scratch_used;   /* scratch was initialised */
} UseWalk;

static void walk_init(UseWalk *w, IrModule *m, IrValue *from, IrValue *to) {
  w->m = m;
  w->from = from;
  w->to = to;
  w->count = 0;
  w->targets = NULL;
  w->counts = NULL;
  w->in_const = from && (from->vflags & IR_VF_IN_CONST) != 0;
  w->in_md = from && (from->vflags & IR_VF_IN_MD) != 0;
  w->marks = w->local;
  w->nmarks = 0;
  w->cap = USE_MARK_LOCAL;
  w->scratch_used = false;
}

static void walk_finish(UseWalk *w) {
  for (uint32_t k = 0; k < w->nmarks; k++) w->marks[k].md->slot = w->marks[k].slot;
  if (w->scratch_used) arena_free(&w->scratch);
}

/* Marks md visited; false when it already was (or cannot be recorded). */
static bool walk_mark(UseWalk *w, IrMD *md) {
  if (md->slot == USE_MARK_VISITED) return false;
  if (w->nmarks == w->cap) {
    if (!w->scratch_used) {
      arena_init_child(&w->scratch, w->m ? w->m->arena : NULL); /* the compile's allocator */
      w->scratch_used = true;
    }
    UseMark *nm = arena_alloc(&w->scratch, sizeof(UseMark) * w->cap * 2);
    /* out of memory: walk the node unmarked (depth bounds the recursion) */
    if (!nm) return true;
    memcpy(nm, w->marks, sizeof(UseMark) * w->nmarks);
    w->marks = nm;
    w->cap *= 2;
  }
  w->marks[w->nmarks].md = md;
  w->marks[w->nmarks].slot = md->slot;
  w->nmarks++;
  md->slot = USE_MARK_VISITED;
  return true;
}

/* Is v the value looked for (one of them when counting several)? Counts it. */
static inline bool walk_hit(UseWalk *w, IrValue *v) {
  if (!w->targets) {
    if (v != w->from) return false;
    w->count++;
    return true;
  }
  uintptr_t k;
  if (!ir_pmap_get(w->targets, v, &k)) return false;
  w->counts[k - 1]++;
  return true;
}

/* Returns the (possibly new) constant with uses replaced. */
static IrValue *walk_const(UseWalk *w, IrValue *v, int depth) {
  if (walk_hit(w, v)) return w->to ? w->to : v;
  if (depth > 64 || !w->in_const) return v;
  if (v->kind != IR_V_CONST_EXPR && v->kind != IR_V_CONST_AGG) return v;
  IrConst *c = (IrConst *)v;
  IrValue **ne = NULL;
  for (uint32_t k = 0; k < c->nelems; k++) {
    IrValue *r = walk_const(w, c->elems[k], depth + 1);
    if (r != c->elems[k] && !ne) {
      ne = arena_dup(w->m->arena, c->elems, sizeof(IrValue *) * c->nelems);
      if (!ne) return v;
    }
    if (ne) {
      ne[k] = r;
      r->vflags |= IR_VF_IN_CONST;
    }
  }
  if (!ne) return v;
  IrConst *nc = arena_dup(w->m->arena, c, sizeof *c);
  if (!nc) return v;
  nc->elems = ne;
  nc->v.uses = NULL; /* a new constant: no uses yet */
  ir_const_note_elems(w->m, nc);
  return (IrValue *)nc;
}

/* walk_const for a value that is usually neither the one looked for nor a
 * constant expression/aggregate: handles those without a call. */
static inline IrValue *walk_leaf(UseWalk *w, IrValue *v) {
  if (walk_hit(w, v)) return w->to ? w->to : v;
  if (v->kind != IR_V_CONST_EXPR && v->kind != IR_V_CONST_AGG) return v;
  return walk_const(w, v, 0);
}

/* A metadata VALUE node's value. */
static void walk_md_value(UseWalk *w, IrMD *md) {
  if (!md->value) return;
  IrValue *r = walk_leaf(w, md->value);
  if (r != md->value) ir_md_set_value(md, r);
}

static void walk_md(UseWalk *w, IrMD *md, int depth) {
  if (!md || depth > 256) return;
  if (md->kind == IR_MD_VALUE) {
    walk_md_value(w, md);
    return;
  }
  if (md->kind != IR_MD_NODE) return;
  if (!walk_mark(w, md)) return;
  if (depth >= 256) return; /* the operands would be past the depth limit */
  /* Leaves (values, strings) inline; only nodes recurse. */
  for (uint32_t k = 0; k < md->nops; k++) {
    IrMD *o = md->ops[k];
    if (!o) continue;
    if (o->kind == IR_MD_VALUE) walk_md_value(w, o);
    else if (o->kind == IR_MD_NODE) walk_md(w, o, depth + 1);
  }
}

/* The instructions of f: operands that are constant aggregates/expressions
 * containing `from` or metadata-as-value wrapping it, and metadata
 * attachments. Operands equal to `from` are on its chain, not counted here. */
static void walk_func(UseWalk *w, IrFunc *f) {
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
      for (uint32_t k = 0; k < i->nops; k++) {
        IrValue *v = i->ops[k];
        uintptr_t tk;
        /* operands that are the value(s) looked for are on the chains */
        if (!v || v == w->from || (w->targets && ir_pmap_get(w->targets, v, &tk))) continue;
        if (v->kind == IR_V_MD) {
          IrMDValue *mv = (IrMDValue *)v;
          if (w->in_md && mv->md && mv->md->kind == IR_MD_VALUE && mv->md->value &&
              walk_hit(w, mv->md->value) && w->to)
            ir_md_set_value(mv->md, w->to);
        } else if (w->in_const && (v->kind == IR_V_CONST_EXPR || v->kind == IR_V_CONST_AGG)) {
          IrValue *r = walk_const(w, v, 0);
          if (r != v) ir_inst_set_operand(i, k, r);
        }
      }
      if (w->in_md)
        for (uint32_t k = 0; k < i->nmd; k++) walk_md(w, i->md[k].md, 0);
    }
}

static void walk(UseWalk *w, IrFunc *f) {
  IrModule *m = w->m;
  if (f) {
    walk_func(w, f);
    return;
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *fn = m->funcs.data[i];
    walk_func(w, fn);
    if (w->in_md)
      for (uint32_t k = 0; k < fn->nmd; k++) walk_md(w, fn->md[k].md, 0);
  }
  if (w->in_md)
    for (uint32_t i = 0; i < m->named_md.len; i++) {
      IrNamedMD *n = m->named_md.data[i];
      for (uint32_t k = 0; k < n->nops; k++) walk_md(w, n->ops[k], 0);
    }
}

/* Global initializers (module-wide queries only): cheap when `from` is in
 * no constant aggregate (an initializer is then either `from` or not). */
static void walk_inits(UseWalk *w) {
  IrModule *m = w->m;
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    if (g->init) g->init = walk_const(w, g->init, 0);
  }
}

static inline bool use_in(const IrUse *u, const IrFunc *f) {
  return !f || u->user->parent->parent == f;
}

/* The constants that contain v (elements of elements ...), from the
 * constant-user lists, each once: what a walk over every instruction
 * operand and initializer would search for v. Entries whose constant no
 * longer holds the element (rewritten later) are skipped. */
static bool const_ancestors(IrModule *m, Arena *a, IrValue *v, PtrVec *out, IrPMap *seen) {
  IrIntern *in = ir_intern(m);
  PtrVec work = {0};
  if (!ptrvec_push(a, &work, v)) return false;
  for (uint32_t w = 0; w < work.len; w++) {
    IrValue *x = work.data[w];
    uintptr_t h = 0;
    if (!ir_pmap_get(&in->cusers, x, &h)) continue;
    for (IrCUse *u = (IrCUse *)h; u; u = u->next) {
      uintptr_t dummy;
      if (ir_pmap_get(seen, u->c, &dummy)) continue;
      bool holds = false;
      for (uint32_t k = 0; k < u->c->nelems && !holds; k++) holds = u->c->elems[k] == x;
      if (!holds) continue;
      ir_pmap_put(a, seen, u->c, 1);
      if (!ptrvec_push(a, out, u->c) || !ptrvec_push(a, &work, u->c)) return false;
    }
  }
  return !a->oom;
}

/* Uses of a value that is inside constants but not in metadata, through the
 * constant-user lists: for every constant containing it that instructions
 * of f use (the chains), each use sees the value as often as a walk of that
 * constant finds it; module-wide, initializers that are such a constant (or
 * the value) too. Replaces like the walk when w->to is set (a fresh copy of
 * the constant per use, as the walk made). False when the lists cannot be
 * used (out of memory): the caller walks instead. */
static bool const_uses(UseWalk *w, IrFunc *f) {
  IrModule *m = w->m;
  Arena a;
  arena_init_child(&a, m->arena);
  PtrVec anc = {0};
  IrPMap seen = {0};
  bool ok = const_ancestors(m, &a, w->from, &anc, &seen);
  for (uint32_t k = 0; ok && k < anc.len; k++) {
    IrValue *c = anc.data[k];
    for (IrUse *u = c->uses, *nx; u; u = nx) {
      nx = u->next;
      if (!use_in(u, f)) continue;
      IrValue *r = walk_const(w, c, 0);
      if (r != c) ir_inst_set_operand(u->user, ir_use_index(u), r);
    }
  }
  if (ok && !f)
    for (uint32_t i = 0; i < m->globals.len; i++) {
      IrGlobal *g = m->globals.data[i];
      uintptr_t dummy;
      if (g->init && (g->init == w->from || ir_pmap_get(&seen, g->init, &dummy)))
        g->init = walk_const(w, g->init, 0);
    }
  ok = ok && !a.oom;
  arena_free(&a);
  return ok;
}

void ir_replace_all_uses(IrModule *m, IrFunc *f, IrValue *from, IrValue *to) {
  if (!from || !to || from == to) return;
  for (IrUse *u = from->uses, *nx; u; u = nx) {
    nx = u->next;
    if (use_in(u, f)) ir_inst_set_operand(u->user, ir_use_index(u), to);
  }
  bool elsewhere = (from->vflags & (IR_VF_IN_CONST | IR_VF_IN_MD)) != 0;
  bool inits = !f && ir_is_const(from);
  if (!elsewhere && !inits) return;
  UseWalk w;
  walk_init(&w, m, from, to);
  if (!(from->vflags & IR_VF_IN_MD) && const_uses(&w, f)) {
    walk_finish(&w);
    return;
  }
  if (elsewhere) walk(&w, f);
  if (inits) walk_inits(&w);
  walk_finish(&w);
}

void ir_count_uses_many(IrModule *m, IrValue *const *vals, uint32_t n, uint32_t *counts) {
  bool in_const = false, in_md = false, inits = false;
  for (uint32_t k = 0; k < n; k++) {
    counts[k] = 0;
    if (!vals[k]) continue;
    for (const IrUse *u = vals[k]->uses; u; u = u->next) counts[k]++;
    in_const |= (vals[k]->vflags & IR_VF_IN_CONST) != 0;
    in_md |= (vals[k]->vflags & IR_VF_IN_MD) != 0;
    inits |= ir_is_const(vals[k]);
  }
  if (!in_const && !in_md && !inits) return;
  Arena a;
  arena_init_child(&a, m->arena);
  IrPMap targets = {0};
  for (uint32_t k = 0; k < n; k++)
    if (vals[k]) ir_pmap_put(&a, &targets, vals[k], k + 1);
  uint32_t *extra = arena_alloc(&a, sizeof(uint32_t) * (n ? n : 1));
  if (extra && !a.oom) {
    UseWalk w;
    walk_init(&w, m, NULL, NULL);
    w.targets = &targets;
    w.counts = extra;
    w.in_const = in_const;
    w.in_md = in_md;
    if (in_const || in_md) walk(&w, NULL);
    if (inits) walk_inits(&w);
    walk_finish(&w);
    for (uint32_t k = 0; k < n; k++) counts[k] += extra[k];
  }
  arena_free(&a);
}

uint32_t ir_count_uses(IrModule *m, IrFunc *f, IrValue *v) {
  if (!v) return 0;
  uint32_t n = 0;
  for (const IrUse *u = v->uses; u; u = u->next) n += use_in(u, f);
  bool elsewhere = (v->vflags & (IR_VF_IN_CONST | IR_VF_IN_MD)) != 0;
  bool inits = !f && ir_is_const(v);
  if (!elsewhere && !inits) return n;
  UseWalk w;
  walk_init(&w, m, v, NULL);
  if (!(v->vflags & IR_VF_IN_MD) && const_uses(&w, f)) {
    walk_finish(&w);
    return n + w.count;
  }
  if (elsewhere) walk(&w, f);
  if (inits) walk_inits(&w);
  walk_finish(&w);
  return n + w.count;
}

/* ---- builder ---------------------------------------------------------- */

void ir_builder_at_end(IrBuilder *b, IrModule *m, IrBlock *blk) {
  memset(b, 0, sizeof *b);
  b->m = m;
  b->block = blk;
}

void ir_builder_before(IrBuilder *b, IrModule *m, IrInst *pos) {
  memset(b, 0, sizeof *b);
  b->m = m;
  b->before = pos;
  b->block = pos ? pos->parent : NULL;
}

static IrFunc *builder_func(IrBuilder *b) {
  IrBlock *blk = b->before ? b->before->parent : b->block;
  return blk ? blk->parent : NULL;
}

/* Inserts a new instruction at the builder's position. */
static void builder_place(IrBuilder *b, IrInst *i) {
  i->loc = b->loc;
  if (b->before) ir_inst_insert_before(b->before, i);
  else if (b->block) ir_inst_append(b->block, i);
}

IrInst *ir_build(IrBuilder *b, IrOpcode op, IrType *type, IrValue **ops, uint32_t nops) {
  for (uint32_t k = 0; k < nops; k++)
    if (ops && !ops[k]) return NULL;
  IrInst *i = ir_inst_new(b->m, op, type, ops, nops);
  if (!i) return NULL;
  builder_place(b, i);
  return i;
}

static IrValue *named(IrBuilder *b, IrInst *i, const char *name) {
  if (!i) return NULL;
  if (name && *name && i->v.type->kind != IR_TY_VOID) {
    IrFunc *f = builder_func(b);
    if (f) {
      ir_name_local(b->m, f, &i->v, name);
    } else {
      i->v.name = arena_strdup(b->m->arena, name);
    }
  }
  return &i->v;
}

IrValue *ir_build_binop(IrBuilder *b, IrOpcode op, IrValue *l, IrValue *r, const char *name) {
  if (!l || !r) return NULL;
  IrValue *ops[2] = {l, r};
  return named(b, ir_build(b, op, l->type, ops, 2), name);
}

IrValue *ir_build_cast(IrBuilder *b, IrOpcode op, IrValue *v, IrType *to, const char *name) {
  if (!v || !to) return NULL;
  return named(b, ir_build(b, op, to, &v, 1), name);
}

static IrType *cmp_type(IrModule *m, IrType *operand) {
  IrType *i1 = ir_type_int(m, 1);
  if (operand && operand->kind == IR_TY_VECTOR) return ir_type_vector(m, i1, operand->count);
  return i1;
}

IrValue *ir_build_icmp(IrBuilder *b, IrPred p, IrValue *l, IrValue *r, const char *name) {
  if (!l || !r) return NULL;
  IrValue *ops[2] = {l, r};
  IrInst *i = ir_build(b, IR_ICMP, cmp_type(b->m, l->type), ops, 2);
  if (i) i->aux = p;
  return named(b, i, name);
}

IrValue *ir_build_fcmp(IrBuilder *b, IrPred p, IrValue *l, IrValue *r, const char *name) {
  if (!l || !r) return NULL;
  IrValue *ops[2] = {l, r};
  IrInst *i = ir_build(b, IR_FCMP, cmp_type(b->m, l->type), ops, 2);
  if (i) i->aux = p;
  return named(b, i, name);
}

IrValue *ir_build_select(IrBuilder *b, IrValue *c, IrValue *t, IrValue *f, const char *name) {
  if (!c || !t || !f) return NULL;
  IrValue *ops[3] = {c, t, f};
  return named(b, ir_build(b, IR_SELECT, t->type, ops, 3), name);
}

IrValue *ir_build_alloca(IrBuilder *b, IrType *t, const char *name) {
  if (!t) return NULL;
  IrValue *one = ir_const_i32(b->m, 1);
  IrInst *i = ir_build(b, IR_ALLOCA, ir_type_ptr(b->m, 0), &one, 1);
  if (i) {
    i->aux_type = t;
    i->align = ir_type_align(t);
  }
  return named(b, i, name);
}

IrValue *ir_build_load(IrBuilder *b, IrType *t, IrValue *ptr, const char *name) {
  if (!t || !ptr) return NULL;
  IrInst *i = ir_build(b, IR_LOAD, t, &ptr, 1);
  if (i) i->align = ir_type_align(t);
  return named(b, i, name);
}

IrInst *ir_build_store(IrBuilder *b, IrValue *v, IrValue *ptr) {
  if (!v || !ptr) return NULL;
  IrValue *ops[2] = {v, ptr};
  IrInst *i = ir_build(b, IR_STORE, ir_type_void(b->m), ops, 2);
  if (i) i->align = ir_type_align(v->type);
  return i;
}

/* The type reached by indexing `t` with constant/non-constant indices
 * (struct indices must be constants). NULL when invalid. */
static IrType *index_type(IrType *t, IrValue *idx) {
  if (!t) return NULL;
  switch (t->kind) {
  case IR_TY_ARRAY: case IR_TY_VECTOR: return t->elem;
  case IR_TY_STRUCT: {
    uint64_t k;
    if (!ir_const_is_int(idx, &k) || k >= t->nmembers) return NULL;
    return t->members[k];
  }
  default: return NULL;
  }
}

IrValue *ir_build_gep(IrBuilder *b, IrType *src_elem, IrValue *ptr, IrValue **idx,
                      uint32_t n, bool inbounds, const char *name) {
  if (!src_elem || !ptr) return NULL;
  IrModule *m = b->m;
  IrType *pt = ptr->type;
  IrType *rt;
  if (pt && pt->kind == IR_TY_PTR && pt->elem) {
    /* Typed pointers: the result points at the indexed type. */
    IrType *t = src_elem;
    for (uint32_t k = 1; k < n && t; k++) t = index_type(t, idx[k]);
    rt = ir_type_typed_ptr(m, t ? t : src_elem, pt->addrspace);
  } else {
    rt = ir_type_ptr(m, pt && pt->kind == IR_TY_PTR ? pt->addrspace : 0);
  }
  for (uint32_t k = 0; k < n; k++)
    if (!idx[k]) return NULL;
  IrInst *i = ir_inst_new(m, IR_GEP, rt, NULL, n + 1);
  if (!i) return NULL;
  i->ops[0] = ptr; /* not in a block yet: its operands are linked when it is placed */
  memcpy(i->ops + 1, idx, sizeof(IrValue *) * n);
  builder_place(b, i);
  i->aux_type = src_elem;
  if (inbounds) i->flags |= IR_FLAG_INBOUNDS;
  return named(b, i, name);
}

IrValue *ir_build_call(IrBuilder *b, IrFunc *callee, IrValue **args, uint32_t n,
                       const char *name) {
  if (!callee) return NULL;
  for (uint32_t k = 0; k < n; k++)
    if (!args[k]) return NULL;
  IrInst *i = ir_inst_new(b->m, IR_CALL, callee->fn_type->elem, NULL, n + 1);
  if (!i) return NULL;
  i->ops[0] = &callee->v; /* not in a block yet: its operands are linked when it is placed */
  if (n) memcpy(i->ops + 1, args, sizeof(IrValue *) * n);
  builder_place(b, i);
  i->aux_type = callee->fn_type;
  return named(b, i, name);
}

static IrType *agg_index(IrType *t, const uint32_t *idx, uint32_t n) {
  for (uint32_t k = 0; k < n && t; k++) {
    if (t->kind == IR_TY_STRUCT) t = idx[k] < t->nmembers ? t->members[idx[k]] : NULL;
    else if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) t = t->elem;
    else t = NULL;
  }
  return t;
}

IrValue *ir_build_extractvalue(IrBuilder *b, IrValue *agg, const uint32_t *idx,
                               uint32_t n, const char *name) {
  if (!agg) return NULL;
  IrType *t = agg_index(agg->type, idx, n);
  if (!t) return NULL;
  IrInst *i = ir_build(b, IR_EXTRACTVALUE, t, &agg, 1);
  if (!i) return NULL;
  i->indices = arena_dup(b->m->arena, idx, sizeof(uint32_t) * n);
  i->nindices = n;
  return named(b, i, name);
}

IrValue *ir_build_insertvalue(IrBuilder *b, IrValue *agg, IrValue *v,
                              const uint32_t *idx, uint32_t n, const char *name) {
  if (!agg || !v) return NULL;
  IrValue *ops[2] = {agg, v};
  IrInst *i = ir_build(b, IR_INSERTVALUE, agg->type, ops, 2);
  if (!i) return NULL;
  i->indices = arena_dup(b->m->arena, idx, sizeof(uint32_t) * n);
  i->nindices = n;
  return named(b, i, name);
}

IrValue *ir_build_extractelement(IrBuilder *b, IrValue *vec, IrValue *idx, const char *name) {
  if (!vec || !idx || vec->type->kind != IR_TY_VECTOR) return NULL;
  IrValue *ops[2] = {vec, idx};
  return named(b, ir_build(b, IR_EXTRACTELEMENT, vec->type->elem, ops, 2), name);
}

IrValue *ir_build_insertelement(IrBuilder *b, IrValue *vec, IrValue *elt, IrValue *idx,
                                const char *name) {
  if (!vec || !elt || !idx) return NULL;
  IrValue *ops[3] = {vec, elt, idx};
  return named(b, ir_build(b, IR_INSERTELEMENT, vec->type, ops, 3), name);
}

IrValue *ir_build_shufflevector(IrBuilder *b, IrValue *v1, IrValue *v2,
                                const uint32_t *mask, uint32_t n, const char *name) {
  if (!v1 || !v2 || v1->type->kind != IR_TY_VECTOR) return NULL;
  IrValue *ops[2] = {v1, v2};
  IrInst *i = ir_build(b, IR_SHUFFLEVECTOR, ir_type_vector(b->m, v1->type->elem, n), ops, 2);
  if (!i) return NULL;
  i->indices = arena_dup(b->m->arena, mask, sizeof(uint32_t) * n);
  i->nindices = n;
  return named(b, i, name);
}

IrInst *ir_build_phi(IrBuilder *b, IrType *t, const char *name) {
  IrInst *i = ir_build(b, IR_PHI, t, NULL, 0);
  named(b, i, name);
  return i;
}

void ir_phi_add(IrModule *m, IrInst *phi, IrValue *v, IrBlock *from) {
  if (!phi || !v || !from) return;
  ir_inst_add_operand(m, phi, v);
  ir_inst_add_operand(m, phi, &from->v);
}

IrInst *ir_build_br(IrBuilder *b, IrBlock *dest) {
  if (!dest) return NULL;
  IrValue *d = &dest->v;
  return ir_build(b, IR_BR, ir_type_void(b->m), &d, 1);
}

IrInst *ir_build_condbr(IrBuilder *b, IrValue *cond, IrBlock *t, IrBlock *f) {
  if (!cond || !t || !f) return NULL;
  IrValue *ops[3] = {cond, &t->v, &f->v};
  return ir_build(b, IR_BR, ir_type_void(b->m), ops, 3);
}

IrInst *ir_build_ret(IrBuilder *b, IrValue *v) {
  return ir_build(b, IR_RET, ir_type_void(b->m), v ? &v : NULL, v ? 1 : 0);
}

IrInst *ir_build_unreachable(IrBuilder *b) {
  return ir_build(b, IR_UNREACHABLE, ir_type_void(b->m), NULL, 0);
}

/* ---- CFG ---------------------------------------------------------------- */

uint32_t ir_block_succs(IrBlock *b, IrBlock **out, uint32_t max) {
  IrInst *t = ir_block_terminator(b);
  if (!t) return 0;
  uint32_t n = 0;
  for (uint32_t k = 0; k < t->nops; k++) {
    IrValue *v = t->ops[k];
    if (!v || v->kind != IR_V_BLOCK) continue;
    if (n < max && out) out[n] = (IrBlock *)v;
    n++;
  }
  return n;
}

/* One entry per CFG edge (a switch reaching b twice lists its block twice),
 * in reverse textual order: that is the order LLVM's predecessors() yields
 * for freshly parsed IR (use lists are prepended to), and passes that build
 * phis from predecessors then print the same operand order as LLVM. */
uint32_t ir_block_preds(IrBlock *b, IrBlock **out, uint32_t max) {
  IrFunc *f = b ? b->parent : NULL;
  if (!f) return 0;
  uint32_t n = 0;
  for (uint32_t bi = f->nblocks; bi-- > 0;) {
    IrBlock *p = f->blocks[bi];
    IrInst *t = ir_block_terminator(p);
    if (!t) continue;
    for (uint32_t k = t->nops; k-- > 0;)
      if (t->ops[k] == &b->v) {
        if (n < max && out) out[n] = p;
        n++;
      }
  }
  return n;
}
