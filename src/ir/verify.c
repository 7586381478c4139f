/* verify.c - structural IR verifier.
 *
 * Checks what passes most easily break: instruction lists and parents,
 * operand counts and types per opcode, terminators (exactly one, last),
 * phi placement and incoming blocks versus predecessors, calls against
 * their function type, and that every definition dominates its uses
 * (dominators from cfg.c: Cooper-Harvey-Kennedy over reverse postorder). Uses in
 * unreachable blocks are not dominance-checked, as in LLVM. The def-use
 * chains must match the operands exactly (check_uses), and every value
 * put in a constant aggregate/expression or a metadata VALUE node must
 * carry the flag that makes use queries look there.
 *
 * Diagnostics (codes 5500-5519) read "after pass X: in function @f: ..."
 * followed by the offending instruction's text. */
#include "ir_internal.h"
#include "cfg.h"

#include <string.h>

#define MAX_ERRORS 20

typedef struct Verifier {
  IrModule *m;
  const char *pass;
  Arena arena;      /* scratch */
  int errors;
  IrFunc *f;        /* current function */
  /* per-function CFG data, indexed by block number */
  uint32_t nb;
  IrPMap bidx;      /* IrBlock* -> index */
  IrPMap ipos;      /* IrInst* -> position within its block */
  IrCfg cfg;        /* predecessors (one per edge), reachability, dominators */
} Verifier;

static void verr(Verifier *v, int code, IrInst *i, const char *fmt, const char *detail) {
  v->errors++;
  if (v->errors > MAX_ERRORS || !v->m->diag) return;
  StrBuf sb = sb_new(v->m->arena);
  sb_printf(&sb, "after pass %s: ", v->pass ? v->pass : "(none)");
  if (v->f) {
    sb_puts(&sb, "in function @");
    sb_puts(&sb, v->f->v.name ? v->f->v.name : "<unnamed>");
    sb_puts(&sb, ": ");
  }
  sb_printf(&sb, fmt, detail ? detail : "");
  if (i) {
    sb_puts(&sb, ": ");
    StrBuf it = sb_new(v->m->arena);
    ir_print_inst(&it, v->m, i);
    const char *t = it.data ? it.data : "";
    while (*t == ' ') t++;
    sb_puts(&sb, t);
    sb_free(&it);
  }
  SrcLoc loc = i ? i->loc : srcloc_none();
  diag_error(v->m->diag, code, loc, "%s", sb.data ? sb.data : "verifier error");
  sb_free(&sb);
}

/* ---- type helpers ---------------------------------------------------- */

static bool is_int_or_intvec(const IrType *t) {
  return t && (t->kind == IR_TY_INT || (t->kind == IR_TY_VECTOR && ir_type_is_int(t->elem, 0)));
}
static bool is_fp_or_fpvec(const IrType *t) {
  return t && (ir_type_is_fp(t) || (t->kind == IR_TY_VECTOR && ir_type_is_fp(t->elem)));
}
static bool is_ptr_or_ptrvec(const IrType *t) {
  return t && (t->kind == IR_TY_PTR || (t->kind == IR_TY_VECTOR && ir_type_is_ptr(t->elem)));
}
static uint64_t lanes(const IrType *t) { return t && t->kind == IR_TY_VECTOR ? t->count : 0; }
static bool is_i1_or_i1vec(const IrType *t) {
  return t && (ir_type_is_int(t, 1) || (t->kind == IR_TY_VECTOR && ir_type_is_int(t->elem, 1)));
}
static uint64_t scalar_bits(const IrType *t) {
  t = t && t->kind == IR_TY_VECTOR ? t->elem : t;
  if (!t) return 0;
  switch (t->kind) {
  case IR_TY_INT: return t->bits;
  case IR_TY_HALF: return 16;
  case IR_TY_FLOAT: return 32;
  case IR_TY_DOUBLE: return 64;
  default: return 0;
  }
}
static bool is_first_class_nonlabel(const IrType *t) {
  return t && t->kind != IR_TY_VOID && t->kind != IR_TY_LABEL && t->kind != IR_TY_FUNC;
}

/* Indexed type for extractvalue/insertvalue. */
static IrType *agg_indexed(IrType *t, const uint32_t *idx, uint32_t n) {
  for (uint32_t k = 0; k < n && t; k++) {
    if (t->kind == IR_TY_STRUCT) t = idx[k] < t->nmembers ? t->members[idx[k]] : NULL;
    else if (t->kind == IR_TY_ARRAY) t = idx[k] < t->count ? t->elem : NULL;
    else t = NULL;
  }
  return t;
}

/* ---- per-opcode operand/type checks ------------------------------------ */

static bool need_ops(Verifier *v, IrInst *i, uint32_t lo, uint32_t hi) {
  if (i->nops < lo || i->nops > hi) {
    verr(v, VE_OPERANDS, i, "wrong number of operands for %s", ir_opcode_name(i->op));
    return false;
  }
  for (uint32_t k = 0; k < i->nops; k++)
    if (!i->ops[k]) {
      verr(v, VE_OPERANDS, i, "null operand%s", NULL);
      return false;
    }
  return true;
}

static bool is_block(const IrValue *x) { return x && x->kind == IR_V_BLOCK; }

static void check_cast(Verifier *v, IrInst *i) {
  IrType *from = i->ops[0]->type, *to = i->v.type;
  bool ok = true;
  if (lanes(from) != lanes(to)) ok = false;
  switch (i->op) {
  case IR_TRUNC:
    ok = ok && is_int_or_intvec(from) && is_int_or_intvec(to) && scalar_bits(from) > scalar_bits(to);
    break;
  case IR_ZEXT: case IR_SEXT:
    ok = ok && is_int_or_intvec(from) && is_int_or_intvec(to) && scalar_bits(from) < scalar_bits(to);
    break;
  case IR_FPTRUNC:
    ok = ok && is_fp_or_fpvec(from) && is_fp_or_fpvec(to) && scalar_bits(from) > scalar_bits(to);
    break;
  case IR_FPEXT:
    ok = ok && is_fp_or_fpvec(from) && is_fp_or_fpvec(to) && scalar_bits(from) < scalar_bits(to);
    break;
  case IR_FPTOUI: case IR_FPTOSI:
    ok = ok && is_fp_or_fpvec(from) && is_int_or_intvec(to);
    break;
  case IR_UITOFP: case IR_SITOFP:
    ok = ok && is_int_or_intvec(from) && is_fp_or_fpvec(to);
    break;
  case IR_PTRTOINT:
    ok = ok && is_ptr_or_ptrvec(from) && is_int_or_intvec(to);
    break;
  case IR_INTTOPTR:
    ok = ok && is_int_or_intvec(from) && is_ptr_or_ptrvec(to);
    break;
  case IR_ADDRSPACECAST:
    ok = ok && is_ptr_or_ptrvec(from) && is_ptr_or_ptrvec(to);
    break;
  case IR_BITCAST:
    if (is_ptr_or_ptrvec(from) || is_ptr_or_ptrvec(to)) {
      ok = is_ptr_or_ptrvec(from) && is_ptr_or_ptrvec(to) && lanes(from) == lanes(to);
      if (ok) {
        const IrType *pf = ir_type_scalar(from), *pt = ir_type_scalar(to);
        ok = pf->addrspace == pt->addrspace;
      }
    } else {
      uint64_t bf = scalar_bits(from) * (lanes(from) ? lanes(from) : 1);
      uint64_t bt = scalar_bits(to) * (lanes(to) ? lanes(to) : 1);
      ok = bf && bf == bt;
    }
    break;
  default: break;
  }
  if (!ok) verr(v, VE_TYPE, i, "invalid %s operand/result types", ir_opcode_name(i->op));
}

static void check_gep(Verifier *v, IrInst *i) {
  if (!is_ptr_or_ptrvec(i->ops[0]->type)) {
    verr(v, VE_TYPE, i, "getelementptr base is not a pointer%s", NULL);
    return;
  }
  if (!i->aux_type) {
    verr(v, VE_TYPE, i, "getelementptr without source element type%s", NULL);
    return;
  }
  if (!is_ptr_or_ptrvec(i->v.type)) verr(v, VE_TYPE, i, "getelementptr result is not a pointer%s", NULL);
  IrType *t = i->aux_type;
  for (uint32_t k = 1; k < i->nops; k++) {
    IrValue *x = i->ops[k];
    if (!is_int_or_intvec(x->type)) {
      verr(v, VE_TYPE, i, "getelementptr index is not an integer%s", NULL);
      return;
    }
    if (k == 1) continue;
    if (!t) break;
    if (t->kind == IR_TY_STRUCT) {
      uint64_t c;
      if (!ir_const_is_int(x, &c) || c >= t->nmembers) {
        verr(v, VE_TYPE, i, "invalid struct index in getelementptr%s", NULL);
        return;
      }
      t = t->members[c];
    } else if (t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR) {
      t = t->elem;
    } else {
      verr(v, VE_TYPE, i, "getelementptr indexes into a non-aggregate type%s", NULL);
      return;
    }
  }
}

static void check_call(Verifier *v, IrInst *i) {
  IrType *ft = i->aux_type;
  IrFunc *callee = ir_call_callee(i);
  if (!ft && callee) ft = callee->fn_type;
  if (!ft || ft->kind != IR_TY_FUNC) {
    verr(v, VE_CALL, i, "call without a function type%s", NULL);
    return;
  }
  IrValue *cv = i->ops[0];
  if (cv->kind != IR_V_FUNC && !ir_type_is_ptr(cv->type)) {
    verr(v, VE_CALL, i, "called value is not a function or pointer%s", NULL);
    return;
  }
  uint32_t nargs = i->nops - 1;
  if (nargs < ft->nmembers || (!ft->vararg && nargs != ft->nmembers)) {
    verr(v, VE_CALL, i, "call has the wrong number of arguments%s", NULL);
    return;
  }
  for (uint32_t k = 0; k < ft->nmembers; k++)
    if (i->ops[k + 1]->type != ft->members[k]) {
      verr(v, VE_CALL, i, "call argument type does not match the function type%s", NULL);
      return;
    }
  if (i->v.type != ft->elem) verr(v, VE_CALL, i, "call result type does not match the function return type%s", NULL);
}

static void check_inst_types(Verifier *v, IrInst *i) {
  IrType *rt = i->v.type;
  IrModule *m = v->m;
  if (!rt) {
    verr(v, VE_TYPE, i, "instruction without a type%s", NULL);
    return;
  }
  IrOpcode op = i->op;
  if (ir_opcode_is_binary(op)) {
    if (!need_ops(v, i, 2, 2)) return;
    IrType *t = i->ops[0]->type;
    if (i->ops[1]->type != t || rt != t) {
      verr(v, VE_TYPE, i, "binary operator operand types differ%s", NULL);
      return;
    }
    bool fp = op >= IR_FADD && op <= IR_FREM;
    if (fp ? !is_fp_or_fpvec(t) : !is_int_or_intvec(t))
      verr(v, VE_TYPE, i, "invalid operand type for %s", ir_opcode_name(op));
    return;
  }
  if (ir_opcode_is_cast(op)) {
    if (need_ops(v, i, 1, 1)) check_cast(v, i);
    return;
  }
  switch (op) {
  case IR_RET: {
    IrType *fr = v->f->fn_type->elem;
    if (fr->kind == IR_TY_VOID) {
      if (i->nops != 0) verr(v, VE_TYPE, i, "ret with a value in a void function%s", NULL);
    } else if (!need_ops(v, i, 1, 1)) {
    } else if (i->ops[0]->type != fr) {
      verr(v, VE_TYPE, i, "ret value type does not match the function return type%s", NULL);
    }
    break;
  }
  case IR_BR:
    if (i->nops == 1) {
      if (!is_block(i->ops[0])) verr(v, VE_TYPE, i, "br target is not a block%s", NULL);
    } else if (need_ops(v, i, 3, 3)) {
      if (!ir_type_is_int(i->ops[0]->type, 1)) verr(v, VE_TYPE, i, "br condition is not i1%s", NULL);
      if (!is_block(i->ops[1]) || !is_block(i->ops[2])) verr(v, VE_TYPE, i, "br target is not a block%s", NULL);
    }
    break;
  case IR_SWITCH:
    if (i->nops < 2 || (i->nops & 1)) {
      verr(v, VE_OPERANDS, i, "malformed switch%s", NULL);
      break;
    }
    if (!need_ops(v, i, 2, UINT32_MAX)) break;
    if (!ir_type_is_int(i->ops[0]->type, 0)) verr(v, VE_TYPE, i, "switch condition is not an integer%s", NULL);
    if (!is_block(i->ops[1])) verr(v, VE_TYPE, i, "switch default is not a block%s", NULL);
    for (uint32_t k = 2; k + 1 < i->nops; k += 2) {
      if (i->ops[k]->kind != IR_V_CONST_INT || i->ops[k]->type != i->ops[0]->type)
        verr(v, VE_TYPE, i, "switch case value is not a constant of the condition type%s", NULL);
      if (!is_block(i->ops[k + 1])) verr(v, VE_TYPE, i, "switch case target is not a block%s", NULL);
      for (uint32_t j = 2; j < k; j += 2)
        if (i->ops[j] == i->ops[k]) verr(v, VE_OPERANDS, i, "duplicate switch case value%s", NULL);
    }
    break;
  case IR_UNREACHABLE:
    need_ops(v, i, 0, 0);
    break;
  case IR_FNEG: case IR_FREEZE:
    if (!need_ops(v, i, 1, 1)) break;
    if (i->ops[0]->type != rt) verr(v, VE_TYPE, i, "%s result type differs from its operand", ir_opcode_name(op));
    else if (op == IR_FNEG && !is_fp_or_fpvec(rt)) verr(v, VE_TYPE, i, "fneg of a non-floating-point value%s", NULL);
    break;
  case IR_ALLOCA:
    if (!need_ops(v, i, 1, 1)) break;
    if (!ir_type_is_int(i->ops[0]->type, 0)) verr(v, VE_TYPE, i, "alloca count is not an integer%s", NULL);
    if (!i->aux_type || !is_first_class_nonlabel(i->aux_type)) verr(v, VE_TYPE, i, "alloca of an invalid type%s", NULL);
    if (!ir_type_is_ptr(rt)) verr(v, VE_TYPE, i, "alloca result is not a pointer%s", NULL);
    break;
  case IR_LOAD:
    if (!need_ops(v, i, 1, 1)) break;
    if (!ir_type_is_ptr(i->ops[0]->type)) verr(v, VE_TYPE, i, "load from a non-pointer%s", NULL);
    else if (i->ops[0]->type->elem && i->ops[0]->type->elem != rt)
      verr(v, VE_TYPE, i, "load type differs from the pointee type%s", NULL);
    if (!is_first_class_nonlabel(rt)) verr(v, VE_TYPE, i, "load of an invalid type%s", NULL);
    break;
  case IR_STORE:
    if (!need_ops(v, i, 2, 2)) break;
    if (!ir_type_is_ptr(i->ops[1]->type)) verr(v, VE_TYPE, i, "store to a non-pointer%s", NULL);
    else if (i->ops[1]->type->elem && i->ops[1]->type->elem != i->ops[0]->type)
      verr(v, VE_TYPE, i, "stored value type differs from the pointee type%s", NULL);
    if (rt->kind != IR_TY_VOID) verr(v, VE_TYPE, i, "store must have void type%s", NULL);
    break;
  case IR_GEP:
    if (need_ops(v, i, 1, UINT32_MAX)) check_gep(v, i);
    break;
  case IR_ATOMICRMW:
    if (!need_ops(v, i, 2, 2)) break;
    if (!ir_type_is_ptr(i->ops[0]->type)) verr(v, VE_TYPE, i, "atomicrmw on a non-pointer%s", NULL);
    if (i->ops[1]->type != rt) verr(v, VE_TYPE, i, "atomicrmw result type differs from its value%s", NULL);
    break;
  case IR_CMPXCHG:
    if (!need_ops(v, i, 3, 3)) break;
    if (!ir_type_is_ptr(i->ops[0]->type)) verr(v, VE_TYPE, i, "cmpxchg on a non-pointer%s", NULL);
    if (i->ops[1]->type != i->ops[2]->type) verr(v, VE_TYPE, i, "cmpxchg operand types differ%s", NULL);
    if (rt->kind != IR_TY_STRUCT || rt->nmembers != 2 || rt->members[0] != i->ops[1]->type ||
        !ir_type_is_int(rt->members[1], 1))
      verr(v, VE_TYPE, i, "cmpxchg result must be { T, i1 }%s", NULL);
    break;
  case IR_ICMP: case IR_FCMP: {
    if (!need_ops(v, i, 2, 2)) break;
    IrType *t = i->ops[0]->type;
    if (i->ops[1]->type != t) {
      verr(v, VE_TYPE, i, "compare operand types differ%s", NULL);
      break;
    }
    bool okp = op == IR_ICMP ? (i->aux >= IR_ICMP_EQ && i->aux <= IR_ICMP_SLE) : i->aux <= IR_FCMP_TRUE;
    if (!okp) verr(v, VE_TYPE, i, "invalid compare predicate%s", NULL);
    if (op == IR_ICMP ? !(is_int_or_intvec(t) || is_ptr_or_ptrvec(t)) : !is_fp_or_fpvec(t))
      verr(v, VE_TYPE, i, "invalid operand type for %s", ir_opcode_name(op));
    IrType *want = lanes(t) ? ir_type_vector(m, ir_type_int(m, 1), lanes(t)) : ir_type_int(m, 1);
    if (rt != want) verr(v, VE_TYPE, i, "compare result must be i1 or a vector of i1%s", NULL);
    break;
  }
  case IR_PHI:
    if (i->nops & 1) {
      verr(v, VE_OPERANDS, i, "phi has an odd number of operands%s", NULL);
      break;
    }
    if (!need_ops(v, i, 0, UINT32_MAX)) break;
    for (uint32_t k = 0; k + 1 < i->nops; k += 2) {
      if (i->ops[k]->type != rt) verr(v, VE_TYPE, i, "phi incoming value type differs from the phi type%s", NULL);
      if (!is_block(i->ops[k + 1])) verr(v, VE_TYPE, i, "phi incoming block is not a block%s", NULL);
    }
    break;
  case IR_SELECT:
    if (!need_ops(v, i, 3, 3)) break;
    if (!is_i1_or_i1vec(i->ops[0]->type)) verr(v, VE_TYPE, i, "select condition is not i1%s", NULL);
    else if (lanes(i->ops[0]->type) && lanes(i->ops[0]->type) != lanes(rt))
      verr(v, VE_TYPE, i, "select condition vector length differs%s", NULL);
    if (i->ops[1]->type != rt || i->ops[2]->type != rt) verr(v, VE_TYPE, i, "select operand types differ%s", NULL);
    break;
  case IR_CALL:
    if (need_ops(v, i, 1, UINT32_MAX)) check_call(v, i);
    break;
  case IR_EXTRACTELEMENT:
    if (!need_ops(v, i, 2, 2)) break;
    if (i->ops[0]->type->kind != IR_TY_VECTOR || !ir_type_is_int(i->ops[1]->type, 0) ||
        rt != i->ops[0]->type->elem)
      verr(v, VE_TYPE, i, "invalid extractelement operands%s", NULL);
    break;
  case IR_INSERTELEMENT:
    if (!need_ops(v, i, 3, 3)) break;
    if (i->ops[0]->type->kind != IR_TY_VECTOR || i->ops[1]->type != i->ops[0]->type->elem ||
        !ir_type_is_int(i->ops[2]->type, 0) || rt != i->ops[0]->type)
      verr(v, VE_TYPE, i, "invalid insertelement operands%s", NULL);
    break;
  case IR_SHUFFLEVECTOR: {
    if (!need_ops(v, i, 2, 3)) break;
    IrType *t = i->ops[0]->type;
    if (t->kind != IR_TY_VECTOR || i->ops[1]->type != t || rt->kind != IR_TY_VECTOR ||
        rt->elem != t->elem || rt->count != i->nindices) {
      verr(v, VE_TYPE, i, "invalid shufflevector operands%s", NULL);
      break;
    }
    for (uint32_t k = 0; k < i->nindices; k++)
      if (i->indices[k] != UINT32_MAX && i->indices[k] >= 2 * t->count)
        verr(v, VE_TYPE, i, "shufflevector mask index out of range%s", NULL);
    break;
  }
  case IR_EXTRACTVALUE: {
    if (!need_ops(v, i, 1, 1)) break;
    IrType *t = agg_indexed(i->ops[0]->type, i->indices, i->nindices);
    if (!i->nindices || !t || t != rt) verr(v, VE_TYPE, i, "invalid extractvalue indices or type%s", NULL);
    break;
  }
  case IR_INSERTVALUE: {
    if (!need_ops(v, i, 2, 2)) break;
    IrType *t = agg_indexed(i->ops[0]->type, i->indices, i->nindices);
    if (!i->nindices || !t || t != i->ops[1]->type || rt != i->ops[0]->type)
      verr(v, VE_TYPE, i, "invalid insertvalue indices or type%s", NULL);
    break;
  }
  default:
    verr(v, VE_OPERANDS, i, "unknown opcode%s", NULL);
    break;
  }
}

/* ---- CFG and dominators ------------------------------------------------- */

static bool block_index(Verifier *v, const IrValue *b, uint32_t *out) {
  uintptr_t x;
  if (!ir_pmap_get(&v->bidx, b, &x)) return false;
  *out = (uint32_t)x;
  return true;
}

/* The maps the checks use, and the CFG with its dominators (cfg.c).
 * ir_cfg_build numbers the blocks through v.num; the numbers are put back,
 * so a verified module is exactly as it was. */
static void build_cfg(Verifier *v, IrFunc *f) {
  Arena *a = &v->arena;
  uint32_t n = f->nblocks;
  v->nb = 0;
  ir_pmap_clear(&v->bidx);
  ir_pmap_clear(&v->ipos);
  for (uint32_t b = 0; b < n; b++) {
    ir_pmap_put(a, &v->bidx, f->blocks[b], b);
    uint32_t pos = 0;
    for (IrInst *i = f->blocks[b]->first; i; i = i->next) ir_pmap_put(a, &v->ipos, i, pos++);
  }
  uint32_t *num = arena_alloc(a, sizeof(uint32_t) * (n + 1));
  if (!num) return;
  for (uint32_t b = 0; b < n; b++) num[b] = f->blocks[b]->v.num;
  bool ok = ir_cfg_build(&v->cfg, a, f);
  for (uint32_t b = n; b-- > 0;) f->blocks[b]->v.num = num[b];
  if (ok) v->nb = n;
}

static bool reachable(const Verifier *v, uint32_t b) { return ir_cfg_reachable(&v->cfg, b); }

/* Does block a dominate block b (both reachable)? */
static bool dominates(const Verifier *v, uint32_t a, uint32_t b) { return ir_cfg_dominates(&v->cfg, a, b); }

/* ---- per-function checks --------------------------------------------- */

static void check_operand_origin(Verifier *v, IrInst *i, uint32_t k, uint32_t ub) {
  IrValue *x = i->ops[k];
  if (!x) return;
  switch (x->kind) {
  case IR_V_ARG:
    if (((IrArg *)x)->func != v->f) verr(v, VE_FOREIGN, i, "operand is an argument of another function%s", NULL);
    return;
  case IR_V_BLOCK: {
    uint32_t bi;
    if (!block_index(v, x, &bi)) verr(v, VE_FOREIGN, i, "operand refers to a block not in this function%s", NULL);
    else if (i->op != IR_BR && i->op != IR_SWITCH && i->op != IR_PHI)
      verr(v, VE_OPERANDS, i, "block used as a non-branch operand%s", NULL);
    return;
  }
  case IR_V_INST: {
    IrInst *d = (IrInst *)x;
    uint32_t db;
    if (!d->parent || !block_index(v, &d->parent->v, &db)) {
      verr(v, VE_FOREIGN, i, "operand is an instruction that is not in this function%s", NULL);
      return;
    }
    if (d->v.type && d->v.type->kind == IR_TY_VOID) {
      verr(v, VE_OPERANDS, i, "operand is an instruction without a result%s", NULL);
      return;
    }
    if (!v->nb) return;
    if (i->op == IR_PHI) {
      /* must dominate the end of the incoming block */
      IrValue *inb = k + 1 < i->nops ? i->ops[k + 1] : NULL;
      uint32_t pb;
      if (!inb || !block_index(v, inb, &pb) || !reachable(v, pb)) return;
      if (!reachable(v, db) || !dominates(v, db, pb))
        verr(v, VE_DOMINANCE, i, "instruction does not dominate all uses (phi operand %%%s)",
             d->v.name ? d->v.name : "<unnamed>");
      return;
    }
    if (!reachable(v, ub)) return;
    if (d == i) {
      verr(v, VE_DOMINANCE, i, "only phi nodes may reference their own value%s", NULL);
      return;
    }
    bool ok;
    if (db == ub) {
      uintptr_t pd = 0, pu = 0;
      ir_pmap_get(&v->ipos, d, &pd);
      ir_pmap_get(&v->ipos, i, &pu);
      ok = pd < pu;
    } else {
      ok = reachable(v, db) && dominates(v, db, ub);
    }
    if (!ok)
      verr(v, VE_DOMINANCE, i, "instruction does not dominate all uses (operand %%%s)",
           d->v.name ? d->v.name : "<unnamed>");
    return;
  }
  default:
    return;
  }
}

static void check_phi_incoming(Verifier *v, IrInst *i, uint32_t b) {
  uint32_t np = v->cfg.npreds[b];
  if (i->nops / 2 != np) {
    verr(v, VE_PHI, i, "phi node should have one entry for each predecessor of its block%s", NULL);
    return;
  }
  /* Each entry's block must be a predecessor, with matching multiplicity,
   * and duplicate entries for one block must agree on the value. */
  for (uint32_t k = 0; k + 1 < i->nops; k += 2) {
    uint32_t ib;
    if (!i->ops[k + 1] || !block_index(v, i->ops[k + 1], &ib)) return; /* reported elsewhere */
    uint32_t cnt_pred = 0, cnt_phi = 0;
    for (uint32_t q = 0; q < np; q++) cnt_pred += v->cfg.preds[b][q] == ib;
    for (uint32_t q = 0; q + 1 < i->nops; q += 2)
      if (i->ops[q + 1] == i->ops[k + 1]) {
        cnt_phi++;
        if (i->ops[q] != i->ops[k]) {
          verr(v, VE_PHI, i, "phi node has multiple entries for the same block with different values%s", NULL);
          return;
        }
      }
    if (!cnt_pred) {
      verr(v, VE_PHI, i, "phi incoming block is not a predecessor%s", NULL);
      return;
    }
    if (cnt_pred != cnt_phi) {
      verr(v, VE_PHI, i, "phi node should have one entry for each predecessor of its block%s", NULL);
      return;
    }
  }
}

static void verify_function(Verifier *v, IrFunc *f) {
  v->f = f;
  if (!f->fn_type || f->fn_type->kind != IR_TY_FUNC) {
    verr(v, VE_TYPE, NULL, "function has no function type%s", NULL);
    return;
  }
  if (!f->nblocks) return;
  if (f->nargs != f->fn_type->nmembers) verr(v, VE_TYPE, NULL, "argument count differs from the function type%s", NULL);
  for (uint32_t k = 0; k < f->nargs && k < f->fn_type->nmembers; k++)
    if (!f->args[k] || f->args[k]->v.type != f->fn_type->members[k] || f->args[k]->func != f)
      verr(v, VE_TYPE, NULL, "argument does not match the function type%s", NULL);
  /* structure first: later checks walk the lists */
  for (uint32_t b = 0; b < f->nblocks; b++) {
    IrBlock *bb = f->blocks[b];
    if (bb->parent != f) {
      verr(v, VE_STRUCTURE, NULL, "block has a wrong parent function%s", NULL);
      return;
    }
    if (bb->index != b) {
      verr(v, VE_STRUCTURE, NULL, "block's index is not its position (f->blocks written "
                                  "behind the block API)%s", NULL);
      return;
    }
    IrInst *prev = NULL;
    uint32_t guard = 0;
    for (IrInst *i = bb->first; i; prev = i, i = i->next) {
      if (i->parent != bb || i->prev != prev || ++guard > 100000000u) {
        verr(v, VE_STRUCTURE, i, "broken instruction list%s", NULL);
        return;
      }
      if (!bb->order_stale && prev && prev->order >= i->order) {
        verr(v, VE_STRUCTURE, i, "instruction order keys do not increase along the block%s", NULL);
        return;
      }
    }
    if (bb->last != prev) {
      verr(v, VE_STRUCTURE, NULL, "block's last instruction pointer is wrong%s", NULL);
      return;
    }
  }
  build_cfg(v, f);
  /* Without the maps and the dominator tree every check below would report
   * errors the IR does not have; ir_verify reports out of memory instead. */
  if (v->arena.oom) return;
  if (v->nb && v->cfg.npreds[0]) verr(v, VE_ENTRY, NULL, "entry block must not have predecessors%s", NULL);
  for (uint32_t b = 0; b < f->nblocks; b++) {
    IrBlock *bb = f->blocks[b];
    if (!bb->first) {
      verr(v, VE_TERMINATOR, NULL, "empty basic block %s", bb->v.name ? bb->v.name : "");
      continue;
    }
    bool phis_done = false;
    for (IrInst *i = bb->first; i; i = i->next) {
      if (v->errors > MAX_ERRORS) return;
      bool term = ir_opcode_is_terminator(i->op);
      if (term && i->next) verr(v, VE_TERMINATOR, i, "terminator in the middle of a block%s", NULL);
      if (!term && !i->next) verr(v, VE_TERMINATOR, i, "block does not end with a terminator%s", NULL);
      if (i->op == IR_PHI) {
        if (phis_done) verr(v, VE_PHI, i, "phi nodes must be grouped at the top of the block%s", NULL);
        else if (v->nb) check_phi_incoming(v, i, b);
      } else {
        phis_done = true;
      }
      if ((unsigned)i->op >= IR_OPCODE_COUNT) {
        verr(v, VE_OPERANDS, i, "invalid opcode%s", NULL);
        continue;
      }
      check_inst_types(v, i);
      for (uint32_t k = 0; k < i->nops; k++) check_operand_origin(v, i, k, b);
    }
  }
}

/* ---- def-use chains --------------------------------------------------- */

/* Values whose chains are checked: every operand value, with the number of
 * operand slots of the module's instructions that hold it. */
typedef struct UseCheck {
  IrPMap count;     /* IrValue* -> expected chain length */
  PtrVec values;    /* distinct values, in order of first sight */
} UseCheck;

static void uses_expect(Verifier *v, UseCheck *uc, IrValue *x) {
  uintptr_t n = 0;
  bool seen = ir_pmap_get(&uc->count, x, &n);
  ir_pmap_put(&v->arena, &uc->count, x, n + 1);
  if (!seen && !ptrvec_push(&v->arena, &uc->values, x)) v->arena.oom = true;
}

/* Values defined by the module that may have uses although none is left
 * (their chains must then be empty). */
static void uses_known(Verifier *v, UseCheck *uc, IrValue *x) {
  uintptr_t n;
  if (!ir_pmap_get(&uc->count, x, &n)) {
    ir_pmap_put(&v->arena, &uc->count, x, 0);
    if (!ptrvec_push(&v->arena, &uc->values, x)) v->arena.oom = true;
  }
}

/* Flags of values inside constants and metadata (IR_VF_*), recursively. */
static void flags_const(Verifier *v, IrPMap *seen, IrValue *c, int depth) {
  if (!c || depth > 64 || (c->kind != IR_V_CONST_AGG && c->kind != IR_V_CONST_EXPR)) return;
  uintptr_t x;
  if (ir_pmap_get(seen, c, &x)) return;
  ir_pmap_put(&v->arena, seen, c, 1);
  IrConst *k = (IrConst *)c;
  for (uint32_t e = 0; e < k->nelems; e++) {
    if (k->elems[e] && !(k->elems[e]->vflags & IR_VF_IN_CONST)) {
      v->errors++;
      if (v->m->diag && v->errors <= MAX_ERRORS)
        diag_error(v->m->diag, VE_USES, srcloc_none(),
                   "after pass %s: a value inside a constant lacks IR_VF_IN_CONST",
                   v->pass ? v->pass : "(none)");
    }
    flags_const(v, seen, k->elems[e], depth + 1);
  }
}

static void flags_md(Verifier *v, IrPMap *seen, IrMD *md, int depth) {
  if (!md || depth > 256) return;
  uintptr_t x;
  if (ir_pmap_get(seen, md, &x)) return;
  ir_pmap_put(&v->arena, seen, md, 1);
  if (md->kind == IR_MD_VALUE && md->value) {
    if (!(md->value->vflags & IR_VF_IN_MD)) {
      v->errors++;
      if (v->m->diag && v->errors <= MAX_ERRORS)
        diag_error(v->m->diag, VE_USES, srcloc_none(),
                   "after pass %s: the value of a metadata node lacks IR_VF_IN_MD",
                   v->pass ? v->pass : "(none)");
    }
    flags_const(v, seen, md->value, 0);
  }
  if (md->kind == IR_MD_NODE)
    for (uint32_t k = 0; k < md->nops; k++) flags_md(v, seen, md->ops[k], depth + 1);
}

static void check_uses(Verifier *v) {
  IrModule *m = v->m;
  UseCheck uc;
  memset(&uc, 0, sizeof uc);
  IrPMap seen = {0};
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    v->f = f;
    uses_known(v, &uc, &f->v);
    for (uint32_t a = 0; a < f->nargs; a++) uses_known(v, &uc, &f->args[a]->v);
    for (uint32_t k = 0; k < f->nmd; k++) flags_md(v, &seen, f->md[k].md, 0);
    for (uint32_t b = 0; b < f->nblocks; b++) {
      uses_known(v, &uc, &f->blocks[b]->v);
      for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
        uses_known(v, &uc, &i->v);
        if (!ir_inst_linked(i)) {
          verr(v, VE_USES, i, "instruction in a block is not on its operands' use chains%s", NULL);
          continue;
        }
        for (uint32_t k = 0; k < i->nops; k++) {
          IrValue *x = i->ops[k];
          if (!x) continue;
          IrUse *u = &ir_inst_opuse(i)[k];
          if (u->user != i || !u->pprev || *u->pprev != u)
            verr(v, VE_USES, i, "operand %s is not linked on its value's use chain", NULL);
          uses_expect(v, &uc, x);
          if (x->kind == IR_V_MD) flags_md(v, &seen, ((IrMDValue *)x)->md, 0);
          else flags_const(v, &seen, x, 0);
        }
        for (uint32_t k = 0; k < i->nmd; k++) flags_md(v, &seen, i->md[k].md, 0);
      }
    }
  }
  v->f = NULL;
  for (uint32_t gi = 0; gi < m->globals.len; gi++) {
    IrGlobal *g = m->globals.data[gi];
    uses_known(v, &uc, &g->v);
    flags_const(v, &seen, g->init, 0);
    /* the symbol index finds every named global (module.c) */
    if (g->v.name && *g->v.name && !ir_module_global(m, g->v.name))
      verr(v, VE_USES, NULL, "global @%s is missing from the module's name index", g->v.name);
  }
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    if (f->v.name && *f->v.name && !ir_module_func(m, f->v.name))
      verr(v, VE_USES, NULL, "function @%s is missing from the module's name index", f->v.name);
  }
  for (uint32_t k = 0; k < m->named_md.len; k++) {
    IrNamedMD *n = m->named_md.data[k];
    for (uint32_t o = 0; o < n->nops; o++) flags_md(v, &seen, n->ops[o], 0);
  }
  for (uint32_t k = 0; k < uc.values.len && v->errors <= MAX_ERRORS; k++) {
    IrValue *x = uc.values.data[k];
    uintptr_t want = 0;
    ir_pmap_get(&uc.count, x, &want);
    uintptr_t n = 0;
    for (IrUse *u = x->uses; u; u = u->next) {
      if (++n > want) break;
      IrInst *user = u->user;
      uint32_t idx = ir_use_index(u);
      if (!ir_inst_linked(user) || idx >= user->nops || user->ops[idx] != x) {
        verr(v, VE_USES, user, "use chain of a value holds a stale operand%s", NULL);
        break;
      }
    }
    if (n != want) {
      StrBuf sb = sb_new(v->m->arena);
      ir_print_value(&sb, m, x);
      verr(v, VE_USES, NULL, "use chain length differs from the operands that use %s", sb.data);
      sb_free(&sb);
    }
  }
}

bool ir_verify(IrModule *m, const char *after_pass) {
  Verifier v;
  memset(&v, 0, sizeof v);
  v.m = m;
  v.pass = after_pass;
  arena_init_child(&v.arena, m->arena); /* the compilation's allocator; OOM reaches it */
  for (uint32_t gi = 0; gi < m->globals.len; gi++) {
    IrGlobal *g = m->globals.data[gi];
    if (g->init && g->init->type != g->value_type) {
      v.errors++;
      if (m->diag)
        diag_error(m->diag, VE_GLOBAL, g->loc,
                   "after pass %s: initializer of @%s does not match its type",
                   after_pass ? after_pass : "(none)", g->v.name ? g->v.name : "<unnamed>");
    }
  }
  for (uint32_t fi = 0; fi < m->funcs.len && v.errors <= MAX_ERRORS && !v.arena.oom; fi++)
    verify_function(&v, m->funcs.data[fi]);
  if (v.errors == 0 && !v.arena.oom) check_uses(&v);
  bool oom = v.arena.oom;
  arena_free(&v.arena);
  if (oom) {
    if (m->diag) diag_oom(m->diag, VE_OOM, "the IR verifier");
    return false;
  }
  if (v.errors > MAX_ERRORS && m->diag)
    diag_error(m->diag, VE_STRUCTURE, srcloc_none(),
               "after pass %s: too many verifier errors (%d), stopping",
               after_pass ? after_pass : "(none)", v.errors);
  return v.errors == 0;
}
