/* scalarizer.c - the "scalarizer" pass: DXIL before SM 6.9 has no vector
 * instructions, so vector operations become one scalar operation per lane.
 * Modelled on LLVM's Scalarizer (with load/store scalarization on), whose
 * value naming it follows: lane i of %x is %x.i<i>, rebuilt vectors are
 * %x.upto<i> chains ending in the original name.
 *
 *  - binary ops, fneg, freeze, casts with equal lane counts, icmp/fcmp,
 *    select, phi, insertelement/extractelement (variable indices become
 *    compare+select chains), shufflevector;
 *  - calls to elementwise intrinsics (llvm.sqrt/cos/..., llvm.dx.frac/
 *    rsqrt/isinf/...): one call per lane to the scalar overload;
 *  - loads/stores of vectors through pointers into allocas or globals:
 *    one access per lane (`getelementptr T, ptr %p, i32 i`); vector-typed
 *    allocas and internal/groupshared globals become arrays;
 *  - `bitcast <N x iK> to iNK` becomes zext/shl/or.
 * Lanes of vectors that stay (arguments, results of other intrinsic calls,
 * struct members) are read with extractelement right after their
 * definition; vectors still needed by an unscalarized user (ret, another
 * intrinsic call, a resource store) are rebuilt with insertelement chains
 * right after the scalar code. */
#include "opt_util.h"

#include <stdio.h>
#include <string.h>

/* Lanes of one vector value. */
typedef struct Scat {
  IrValue **el;   /* lane values (NULL until known) */
  uint32_t n;     /* lane count */
  IrInst *ip;     /* where extractelements of the vector are inserted */
} Scat;

typedef struct Sc {
  IrModule *m;      /* the module (types, constants, new declarations) */
  IrFunc *f;        /* function being scalarized */
  Arena *a;         /* scratch */
  PtrMap scat;      /* value -> Scat* */
  PtrMap ptrlanes;  /* pointer -> Scat of per-lane GEPs */
  PtrVec order;     /* scalarized instructions in visit order */
  PtrVec dead;      /* replaced instructions, deleted at the end (they may
                       still be insertion points) */
  bool ok;          /* false after OOM */
} Sc;

static const char *vname(IrValue *v) { return v->name ? v->name : ""; }

static bool is_vec(const IrType *t) { return t && t->kind == IR_TY_VECTOR; }

/* The instructions this pass made (not visited) have v.num SC_MADE; the
 * function's others are set to 0 first (devec_allocas), a new one is 0. */
#define SC_MADE 1u
#define SC_GONE 2u /* finish: an original (order, dead), removed at its end */

static void note(Sc *s, IrValue *v) {
  (void)s;
  if (v && v->kind == IR_V_INST) v->num = SC_MADE;
}

static bool made(const IrInst *i) { return i->v.num == SC_MADE; }

/* Names lane i of orig "<orig><suffix><i>" (the name is copied when set, so
 * it is built on the stack; no printf: this runs for every lane). */
static void name_lane(Sc *s, IrValue *v, IrValue *orig, const char *suffix, uint32_t i) {
  if (!v || v->kind != IR_V_INST || ((IrInst *)v)->v.name || s->m->local_names_off) return;
  const char *on = vname(orig);
  size_t no = strlen(on), ns = strlen(suffix);
  char local[256];
  char *buf = no + ns + 12 <= sizeof local ? local : arena_alloc(s->a, no + ns + 12);
  if (!buf) {
    s->ok = false;
    return;
  }
  memcpy(buf, on, no);
  memcpy(buf + no, suffix, ns);
  char *p = buf + no + ns, d[12];
  int nd = 0;
  do d[nd++] = (char)('0' + i % 10);
  while ((i /= 10) != 0);
  while (nd) *p++ = d[--nd];
  *p = 0;
  opt_set_name(s->m, s->f, v, buf);
}

/* A freshly built lane value of instruction `orig`: remember it and name it
 * %orig.i<l>. */
static void mk(Sc *s, IrValue *v, IrInst *orig, uint32_t l) {
  note(s, v);
  name_lane(s, v, &orig->v, ".i", l);
}

/* Where lanes of v are extracted: after its definition (past phis), at the
 * start of the entry block for arguments, else just before `point`. */
static IrInst *extract_point(Sc *s, IrValue *v, IrInst *point) {
  if (v->kind == IR_V_ARG) {
    /* like LLVM: before the entry block's first original instruction */
    IrInst *p = s->f->blocks[0]->first;
    while (p && made(p)) p = p->next;
    return p;
  }
  IrInst *d = ir_as_inst(v);
  if (d && d->parent) {
    IrInst *n = d->next;
    while (n && n->op == IR_PHI) n = n->next;
    return n;
  }
  return point;
}

static Scat *scat_entry(Sc *s, IrValue *v, IrInst *point) {
  Scat *e = ptrmap_get(&s->scat, v);
  if (e) return e;
  e = arena_alloc(s->a, sizeof *e);
  if (!e) goto oom;
  e->n = (uint32_t)v->type->count;
  e->el = arena_alloc(s->a, sizeof(IrValue *) * (e->n ? e->n : 1));
  if (!e->el || !ptrmap_put(&s->scat, v, e)) goto oom;
  e->ip = extract_point(s, v, point);
  return e;
oom:
  s->ok = false;
  return NULL;
}

/* Lane i of vector value v, as seen from instruction `point`. */
static IrValue *lane(Sc *s, IrValue *v, uint32_t i, IrInst *point) {
  IrModule *m = s->m;
  if (ir_is_const(v) && v->kind != IR_V_GLOBAL && v->kind != IR_V_FUNC &&
      v->kind != IR_V_CONST_EXPR) {
    IrValue *c = opt_const_elem(m, v, i);
    if (c) return c;
  }
  Scat *e = scat_entry(s, v, point);
  if (!e || i >= e->n) return NULL;
  if (e->el[i]) return e->el[i];
  /* look through insertelement chains, caching the other lanes */
  IrValue *cur = v;
  for (int guard = 0; guard < 4096; guard++) {
    IrInst *ie = ir_as_inst(cur);
    uint64_t j;
    if (!ie || ie->op != IR_INSERTELEMENT || !ir_const_is_int(ie->ops[2], &j) || j >= e->n)
      break;
    if (j == i) return e->el[i] = ie->ops[1];
    if (!e->el[j]) e->el[j] = ie->ops[1];
    cur = ie->ops[0];
  }
  if (cur != v) {
    if (opt_is_undef(cur)) return e->el[i] = opt_const_elem(m, cur, i);
    return e->el[i] = lane(s, cur, i, point);
  }
  IrBuilder b;
  if (e->ip && !e->ip->parent) e->ip = extract_point(s, v, point); /* point was deleted */
  if (e->ip) ir_builder_before(&b, m, e->ip);
  else ir_builder_at_end(&b, m, ((IrInst *)v)->parent);
  IrValue *x = ir_build_extractelement(&b, v, ir_const_int(m, ir_type_int(m, 64), i), NULL);
  if (!x) {
    s->ok = false;
    return NULL;
  }
  note(s, x);
  name_lane(s, x, v, ".i", i);
  return e->el[i] = x;
}

/* Record the lanes of scalarized instruction op. Extracts made earlier from
 * op itself (uses reached through a back edge) are replaced. */
static void gather(Sc *s, IrInst *op, IrValue **res) {
  Scat *e = ptrmap_get(&s->scat, op);
  if (e) {
    for (uint32_t i = 0; i < e->n; i++) {
      IrInst *old = ir_as_inst(e->el[i]);
      if (!old || &old->v == res[i] || old->op != IR_EXTRACTELEMENT || old->ops[0] != &op->v ||
          !made(old))
        continue;
      ir_replace_all_uses(s->m, s->f, &old->v, res[i]);
      ir_inst_remove(old);
    }
    e->el = res;
  } else {
    e = arena_alloc(s->a, sizeof *e);
    if (!e) {
      s->ok = false;
      return;
    }
    e->n = (uint32_t)op->v.type->count;
    e->el = res;
    if (!ptrmap_put(&s->scat, op, e)) s->ok = false;
  }
  if (!ptrvec_push(s->a, &s->order, op)) s->ok = false;
}

/* ---- elementwise intrinsics --------------------------------------------- */

static const char *const lane_intrinsics[] = {
  "llvm.abs.", "llvm.bswap.", "llvm.bitreverse.", "llvm.ctpop.", "llvm.ctlz.", "llvm.cttz.",
  "llvm.fshl.", "llvm.fshr.", "llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin.",
  "llvm.sadd.sat.", "llvm.ssub.sat.", "llvm.uadd.sat.", "llvm.usub.sat.", "llvm.sqrt.",
  "llvm.sin.", "llvm.cos.", "llvm.tan.", "llvm.asin.", "llvm.acos.", "llvm.atan.",
  "llvm.atan2.", "llvm.sinh.", "llvm.cosh.", "llvm.tanh.", "llvm.exp.", "llvm.exp10.",
  "llvm.exp2.", "llvm.log.", "llvm.log10.", "llvm.log2.", "llvm.fabs.", "llvm.minnum.",
  "llvm.maxnum.", "llvm.minimum.", "llvm.maximum.", "llvm.copysign.", "llvm.floor.",
  "llvm.ceil.", "llvm.trunc.", "llvm.rint.", "llvm.nearbyint.", "llvm.round.",
  "llvm.roundeven.", "llvm.pow.", "llvm.fma.", "llvm.fmuladd.", "llvm.powi.",
  "llvm.is.fpclass.", "llvm.canonicalize.", "llvm.ldexp.", "llvm.fptosi.sat.",
  "llvm.fptoui.sat.", "llvm.lrint.", "llvm.llrint.", "llvm.lround.", "llvm.llround.",
  "llvm.dx.frac.", "llvm.dx.rsqrt.", "llvm.dx.saturate.", "llvm.dx.isinf.", "llvm.dx.isnan.",
  "llvm.dx.asdouble.", "llvm.dx.firstbitlow.", "llvm.dx.firstbitshigh.",
  "llvm.dx.firstbituhigh.", "llvm.dx.wave.readlane.", "llvm.dx.wave.reduce.",
  "llvm.dx.imad.", "llvm.dx.umad.", "llvm.dx.legacyf16tof32.", "llvm.dx.legacyf32tof16.",
  "llvm.dx.ddx.coarse.", "llvm.dx.ddy.coarse.", "llvm.dx.ddx.fine.", "llvm.dx.ddy.fine.",
  "llvm.dx.msad.", "llvm.dx.bfi.",
};

static bool lane_intrinsic(const char *n) {
  /* every entry starts with "llvm.": test that once, then the next byte */
  if (strncmp(n, "llvm.", 5) != 0) return false;
  for (size_t k = 0; k < sizeof lane_intrinsics / sizeof *lane_intrinsics; k++) {
    const char *rest = lane_intrinsics[k] + 5;
    if (rest[0] == n[5] && strncmp(n + 5, rest, strlen(rest)) == 0) return true;
  }
  return false;
}

/* "llvm.cos.v4f32" -> "llvm.cos.f32": drop the vN of every overload suffix
 * component that names an N-lane vector. */
static const char *scalar_name(Arena *a, const char *n, uint64_t lanes) {
  StrBuf sb = sb_new(a);
  const char *p = n;
  char num[24];
  snprintf(num, sizeof num, "v%llu", (unsigned long long)lanes);
  size_t nl = strlen(num);
  while (*p) {
    const char *dot = strchr(p, '.');
    size_t len = dot ? (size_t)(dot - p) : strlen(p);
    if (p != n && len > nl && strncmp(p, num, nl) == 0 &&
        (p[nl] == 'f' || p[nl] == 'i') && p[nl + 1] >= '0' && p[nl + 1] <= '9')
      sb_putn(&sb, p + nl, len - nl);
    else
      sb_putn(&sb, p, len);
    if (!dot) break;
    sb_putc(&sb, '.');
    p = dot + 1;
  }
  const char *r = sb.data ? arena_strndup(a, sb.data, sb.len) : NULL;
  sb_free(&sb);
  return r;
}

static IrValue **visit_call(Sc *s, IrInst *i) {
  IrModule *m = s->m;
  IrFunc *g = ir_call_callee(i);
  IrType *rt = i->v.type;
  if (!g || !g->v.name || !is_vec(rt) || !lane_intrinsic(g->v.name)) return NULL;
  uint32_t n = (uint32_t)rt->count;
  for (uint32_t k = 1; k < i->nops; k++)
    if (is_vec(i->ops[k]->type) && i->ops[k]->type->count != n) return NULL;
  const char *sn = scalar_name(s->a, g->v.name, n);
  if (!sn) return NULL;
  IrFunc *sg = ir_module_func(m, sn);
  if (!sg) {
    uint32_t np = g->fn_type->nmembers;
    IrType **ps = arena_alloc(m->arena, sizeof(IrType *) * (np ? np : 1));
    if (!ps) return NULL;
    for (uint32_t k = 0; k < np; k++) ps[k] = ir_type_scalar(g->fn_type->members[k]);
    IrType *ft = ir_type_func(m, rt->elem, ps, np, g->fn_type->vararg);
    sg = ir_func_new(m, sn, ft);
    if (!sg) return NULL;
    sg->fn_attrs = g->fn_attrs;
    sg->unnamed_addr = g->unnamed_addr;
    for (uint32_t k = 0; k < np && k < sg->nargs; k++)
      sg->param_attrs[k] = g->param_attrs ? g->param_attrs[k] : NULL;
  }
  IrValue **res = arena_alloc(s->a, sizeof(IrValue *) * n);
  IrValue **args = arena_alloc(s->a, sizeof(IrValue *) * (i->nops ? i->nops : 1));
  if (!res || !args) return NULL;
  IrBuilder b;
  ir_builder_before(&b, m, i);
  b.loc = i->loc;
  for (uint32_t l = 0; l < n; l++) {
    for (uint32_t k = 1; k < i->nops; k++) {
      args[k - 1] = is_vec(i->ops[k]->type) ? lane(s, i->ops[k], l, i) : i->ops[k];
      if (!args[k - 1]) return NULL;
    }
    res[l] = ir_build_call(&b, sg, args, i->nops - 1, NULL);
    if (!res[l]) return NULL;
    IrInst *ci = (IrInst *)res[l];
    ci->call_attrs = i->call_attrs;
    ci->flags = i->flags;
    mk(s, res[l], i, l);
  }
  return res;
}

/* ---- pointers --------------------------------------------------------------- */

/* A struct alloca with vector members passed to a raytracing intrinsic
 * (payload, attributes, callable parameter): the DXIL op reads it as laid
 * out, vectors included, as DXC leaves them, so its members stay. */
static bool rt_struct_alloca(IrInst *a) {
  IrType *t = a->aux_type;
  bool vec = false;
  for (uint32_t k = 0; t && t->kind == IR_TY_STRUCT && k < t->nmembers; k++) vec |= is_vec(t->members[k]);
  if (!vec || !a->parent || !a->parent->parent) return false;
  IrFunc *f = a->parent->parent;
  for (IrUse *u = a->v.uses; u; u = u->next) { /* its users, not the function */
    IrInst *c = u->user;
    if (c->op != IR_CALL || !c->parent || c->parent->parent != f) continue;
    IrFunc *cf = ir_call_callee(c);
    if (cf && cf->v.name && !strncmp(cf->v.name, "llvm.dx.rt.", 11)) return true;
  }
  return false;
}

/* Is pointer p, or a pointer derived from it by GEP/bitcast/addrspacecast
 * (what ir_pointer_root walks back through), an argument of a call in f
 * to a function other than an llvm.* or dx.* intrinsic? Through the use
 * chains: the question is asked per memory access, and a walk of the
 * whole function per access made the pass quadratic. */
static bool passed_to_user_call(IrValue *p, IrFunc *f, int depth) {
  if (depth > 4096) return false; /* ir_pointer_root's bound */
  for (IrUse *u = p->uses; u; u = u->next) {
    IrInst *c = u->user;
    uint32_t k = ir_use_index(u);
    if (c->op == IR_GEP || c->op == IR_BITCAST || c->op == IR_ADDRSPACECAST) {
      if (k == 0 && passed_to_user_call(&c->v, f, depth + 1)) return true;
      continue;
    }
    if (c->op != IR_CALL || k == 0 || !c->parent || c->parent->parent != f) continue;
    IrFunc *cf = ir_call_callee(c);
    if (!cf || !cf->v.name || !strncmp(cf->v.name, "llvm.", 5) || !strncmp(cf->v.name, "dx.", 3))
      continue;
    return true;
  }
  return false;
}

/* An alloca passed to a library's external function (a call of a function
 * that is neither an LLVM nor a DXIL intrinsic) - a vector, or a struct or
 * array holding vectors, the argument itself or an element of it - or a
 * vector read or written whole as a struct (a matrix result as DXC's
 * class): the callee reads and writes its vectors as vectors, so DXC keeps
 * them (the copy in/out of an out vector argument, `alloca <3 x float>`; a
 * struct variable passed by address, `store <2 x float>` into its member). */
static bool call_arg_alloca(IrInst *a) {
  if (!a->parent || !a->parent->parent) return false;
  bool vec = is_vec(a->aux_type);
  IrFunc *f = a->parent->parent;
  /* read or written whole as another type: a library function's matrix
   * result or return value, DXC's %class.matrix */
  if (vec)
    for (IrUse *u = a->v.uses; u; u = u->next) {
      IrInst *c = u->user;
      if (!c->parent || c->parent->parent != f) continue;
      uint32_t k = ir_use_index(u);
      if (c->op == IR_LOAD && k == 0 && c->v.type && c->v.type->kind == IR_TY_STRUCT) return true;
      if (c->op == IR_STORE && k == 1 && c->ops[0]->type && c->ops[0]->type->kind == IR_TY_STRUCT) return true;
    }
  return passed_to_user_call(&a->v, f, 0);
}

/* Memory we own and may re-layout: allocas and non-external globals. */
static bool local_memory(IrValue *p) {
  IrValue *r = ir_pointer_root(p);
  if (!r) return false;
  IrInst *i = ir_as_inst(r);
  if (i && i->op == IR_ALLOCA && (rt_struct_alloca(i) || call_arg_alloca(i))) return false;
  if (i) return i->op == IR_ALLOCA;
  if (r->kind == IR_V_GLOBAL) {
    IrGlobal *g = (IrGlobal *)r;
    return ir_linkage_is_local(g->linkage) || g->addrspace == 3;
  }
  return false;
}

/* Node records (work graphs, address space 6): their layout is the
 * graph's, but their vector accesses split into lanes as DXC splits them. */
static bool split_memory(IrValue *p) {
  return local_memory(p) || (p && p->type && p->type->kind == IR_TY_PTR && p->type->addrspace == 6);
}

/* Pointer to lane l of the vector at p (lane 0 is p itself). The GEPs are
 * made once per pointer, at the point fixed when the pointer is first
 * split (after its definition), like LLVM's Scatterer. */
static IrValue *lane_ptr(Sc *s, IrValue *p, IrType *et, uint32_t l, uint32_t n, IrInst *point) {
  Scat *e = ptrmap_get(&s->ptrlanes, p);
  if (!e) {
    e = arena_alloc(s->a, sizeof *e);
    if (!e) return NULL;
    e->n = n;
    e->el = arena_alloc(s->a, sizeof(IrValue *) * n);
    e->ip = extract_point(s, p, point);
    if (!e->el || !ptrmap_put(&s->ptrlanes, p, e)) return NULL;
  }
  /* node records: every lane its GEP, made at each access (DXC's order:
   * address, then load or store; CSE merges repeated ones) */
  bool rec = p->type && p->type->addrspace == 6;
  if (l == 0 && !rec) return p;
  if (!rec && l < e->n && e->el[l]) return e->el[l];
  IrBuilder b;
  if (e->ip && !e->ip->parent) e->ip = extract_point(s, p, point);
  ir_builder_before(&b, s->m, rec ? point : e->ip ? e->ip : point);
  IrValue *idx = ir_const_int(s->m, ir_type_int(s->m, 32), l);
  IrValue *g;
  IrInst *pg = ir_as_inst(p);
  if (rec) {
    /* a node record's vector, laid out as an array (DXIL): its lane l,
     * one inbounds GEP from the record when p is a GEP into it (as DXC's
     * instcombine leaves them) */
    if (pg && pg->op == IR_GEP && pg->nops >= 2 && pg->nops < 16) {
      IrValue *ix[16];
      for (uint32_t k = 1; k < pg->nops; k++) ix[k - 1] = pg->ops[k];
      ix[pg->nops - 1] = idx;
      g = ir_build_gep(&b, pg->aux_type, pg->ops[0], ix, pg->nops, true, NULL);
    } else {
      IrValue *ix2[2] = {ir_const_int(s->m, ir_type_int(s->m, 32), 0), idx};
      g = ir_build_gep(&b, ir_type_array(s->m, et, n), p, ix2, 2, true, NULL);
    }
  } else {
    g = ir_build_gep(&b, et, p, &idx, 1, false, NULL);
  }
  note(s, g);
  name_lane(s, g, p, ".i", l);
  if (l < e->n && !rec) e->el[l] = g;
  return g;
}

static uint32_t lane_align(uint32_t align, IrType *et, uint32_t l) {
  if (!align) return 0;
  uint64_t off = ir_type_size(et) * l;
  uint32_t a = align;
  while (a > 1 && off % a) a >>= 1;
  return a;
}

/* ---- the visitor ------------------------------------------------------------- */

static IrValue **visit(Sc *s, IrInst *i) {
  IrModule *m = s->m;
  IrType *t = i->v.type;
  IrBuilder b;
  ir_builder_before(&b, m, i);
  b.loc = i->loc;
  uint32_t n = is_vec(t) ? (uint32_t)t->count : 0;
  IrValue **res = NULL;
#define ALLOC_RES()                                                  \
  do {                                                               \
    res = arena_alloc(s->a, sizeof(IrValue *) * (n ? n : 1));        \
    if (!res) return NULL;                                           \
  } while (0)
#define LANE(v, l) lane(s, (v), (l), i)

  if (ir_opcode_is_binary(i->op) && n) {
    ALLOC_RES();
    for (uint32_t l = 0; l < n; l++) {
      IrValue *x = LANE(i->ops[0], l), *y = LANE(i->ops[1], l);
      if (!x || !y) return NULL;
      res[l] = ir_build_binop(&b, i->op, x, y, NULL);
      if (!res[l]) return NULL;
      ((IrInst *)res[l])->flags = i->flags;
      mk(s, res[l], i, l);
    }
  } else if ((i->op == IR_FNEG || i->op == IR_FREEZE) && n) {
    ALLOC_RES();
    for (uint32_t l = 0; l < n; l++) {
      IrValue *x = LANE(i->ops[0], l);
      if (!x) return NULL;
      IrInst *r = ir_build(&b, i->op, t->elem, &x, 1);
      if (!r) return NULL;
      r->flags = i->flags;
      res[l] = &r->v;
      mk(s, res[l], i, l);
    }
  } else if (ir_opcode_is_cast(i->op) && n && is_vec(i->ops[0]->type) &&
             i->ops[0]->type->count == n) {
    ALLOC_RES();
    for (uint32_t l = 0; l < n; l++) {
      IrValue *x = LANE(i->ops[0], l);
      if (!x) return NULL;
      res[l] = ir_build_cast(&b, i->op, x, t->elem, NULL);
      if (!res[l]) return NULL;
      ((IrInst *)res[l])->flags = i->flags;
      mk(s, res[l], i, l);
    }
  } else if ((i->op == IR_ICMP || i->op == IR_FCMP) && n) {
    ALLOC_RES();
    for (uint32_t l = 0; l < n; l++) {
      IrValue *x = LANE(i->ops[0], l), *y = LANE(i->ops[1], l);
      if (!x || !y) return NULL;
      res[l] = i->op == IR_ICMP ? ir_build_icmp(&b, (IrPred)i->aux, x, y, NULL)
                                : ir_build_fcmp(&b, (IrPred)i->aux, x, y, NULL);
      if (!res[l]) return NULL;
      ((IrInst *)res[l])->flags = i->flags;
      mk(s, res[l], i, l);
    }
  } else if (i->op == IR_SELECT && n) {
    ALLOC_RES();
    bool vc = is_vec(i->ops[0]->type);
    for (uint32_t l = 0; l < n; l++) {
      IrValue *c = vc ? LANE(i->ops[0], l) : i->ops[0];
      IrValue *x = LANE(i->ops[1], l), *y = LANE(i->ops[2], l);
      if (!c || !x || !y) return NULL;
      res[l] = ir_build_select(&b, c, x, y, NULL);
      if (!res[l]) return NULL;
      ((IrInst *)res[l])->flags = i->flags;
      mk(s, res[l], i, l);
    }
  } else if (i->op == IR_PHI && n) {
    ALLOC_RES();
    for (uint32_t l = 0; l < n; l++) {
      IrInst *p = ir_build(&b, IR_PHI, t->elem, NULL, 0);
      if (!p) return NULL;
      res[l] = &p->v;
      mk(s, res[l], i, l);
    }
    for (uint32_t k = 0; k + 1 < i->nops; k += 2)
      for (uint32_t l = 0; l < n; l++) {
        IrValue *x = LANE(i->ops[k], l);
        if (!x) return NULL;
        ir_phi_add(m, (IrInst *)res[l], x, (IrBlock *)i->ops[k + 1]);
      }
  } else if (i->op == IR_INSERTELEMENT && n) {
    ALLOC_RES();
    uint64_t k;
    if (ir_const_is_int(i->ops[2], &k)) {
      for (uint32_t l = 0; l < n; l++) {
        res[l] = l == k ? i->ops[1] : LANE(i->ops[0], l);
        if (!res[l]) return NULL;
      }
    } else {
      IrValue *idx = i->ops[2];
      for (uint32_t l = 0; l < n; l++) {
        IrValue *is = ir_build_icmp(&b, IR_ICMP_EQ, idx, ir_const_int(m, idx->type, l), NULL);
        note(s, is);
        name_lane(s, is, idx, ".is.", l);
        IrValue *old = LANE(i->ops[0], l);
        if (!is || !old) return NULL;
        res[l] = ir_build_select(&b, is, i->ops[1], old, NULL);
        if (!res[l]) return NULL;
        mk(s, res[l], i, l);
      }
    }
  } else if (i->op == IR_SHUFFLEVECTOR && n) {
    ALLOC_RES();
    uint32_t n0 = (uint32_t)i->ops[0]->type->count;
    for (uint32_t l = 0; l < n && l < i->nindices; l++) {
      uint32_t mk = i->indices[l];
      if (mk == UINT32_MAX) res[l] = ir_poison(m, t->elem);
      else res[l] = mk < n0 ? LANE(i->ops[0], mk) : LANE(i->ops[1], mk - n0);
      if (!res[l]) return NULL;
    }
  } else if (i->op == IR_CALL && n) {
    return visit_call(s, i);
  } else if (i->op == IR_LOAD && n && split_memory(i->ops[0]) && !(i->flags & IR_FLAG_VOLATILE)) {
    ALLOC_RES();
    for (uint32_t l = 0; l < n; l++) {
      IrValue *p = lane_ptr(s, i->ops[0], t->elem, l, n, i);
      if (!p) return NULL;
      res[l] = ir_build_load(&b, t->elem, p, NULL);
      if (!res[l]) return NULL;
      ((IrInst *)res[l])->align = lane_align(i->align, t->elem, l);
      mk(s, res[l], i, l);
    }
  } else {
    return NULL;
  }
  return res;
#undef ALLOC_RES
#undef LANE
}

/* Non-result-vector instructions: extractelement, vector stores, bitcast
 * of a vector to an integer. Returns true when i was replaced/removed. */
static bool visit_other(Sc *s, IrInst *i) {
  IrModule *m = s->m;
  IrBuilder b;
  ir_builder_before(&b, m, i);
  b.loc = i->loc;
  if (i->op == IR_EXTRACTELEMENT && is_vec(i->ops[0]->type)) {
    IrValue *v = i->ops[0];
    uint32_t n = (uint32_t)v->type->count;
    uint64_t k;
    IrValue *r;
    if (ir_const_is_int(i->ops[1], &k)) {
      r = k < n ? lane(s, v, (uint32_t)k, i) : ir_poison(m, i->v.type);
    } else {
      IrValue *idx = i->ops[1];
      r = ir_poison(m, i->v.type);
      for (uint32_t l = 0; l < n; l++) {
        IrValue *is = ir_build_icmp(&b, IR_ICMP_EQ, idx, ir_const_int(m, idx->type, l), NULL);
        IrValue *x = lane(s, v, l, i);
        if (!is || !x) return false;
        note(s, is);
        name_lane(s, is, idx, ".is.", l);
        r = ir_build_select(&b, is, x, r, NULL);
        if (!r) return false;
        note(s, r);
        name_lane(s, r, &i->v, ".upto", l);
      }
    }
    if (!r) return false;
    ir_replace_all_uses(m, s->f, &i->v, r);
    if (!ptrvec_push(s->a, &s->dead, i)) s->ok = false;
    return true;
  }
  if (i->op == IR_STORE && is_vec(i->ops[0]->type) && split_memory(i->ops[1]) &&
      !(i->flags & IR_FLAG_VOLATILE)) {
    IrValue *v = i->ops[0];
    IrType *et = v->type->elem;
    uint32_t n = (uint32_t)v->type->count;
    for (uint32_t l = 0; l < n; l++) {
      IrValue *x = lane(s, v, l, i);
      IrValue *p = lane_ptr(s, i->ops[1], et, l, n, i);
      if (!x || !p) return false;
      IrInst *st = ir_build_store(&b, x, p);
      if (!st) return false;
      st->align = lane_align(i->align, et, l);
      note(s, &st->v);
    }
    if (!ptrvec_push(s->a, &s->dead, i)) s->ok = false;
    return true;
  }
  if (i->op == IR_BITCAST && is_vec(i->ops[0]->type) && i->v.type->kind == IR_TY_INT &&
      i->ops[0]->type->elem->kind == IR_TY_INT && i->v.type->bits <= 64) {
    IrValue *v = i->ops[0];
    uint32_t n = (uint32_t)v->type->count, w = v->type->elem->bits;
    if ((uint64_t)n * w != i->v.type->bits) return false;
    IrValue *acc = NULL;
    for (uint32_t l = 0; l < n; l++) {
      IrValue *x = lane(s, v, l, i);
      if (!x) return false;
      IrValue *z = ir_build_cast(&b, IR_ZEXT, x, i->v.type, NULL);
      if (!z) return false;
      note(s, z);
      if (l) {
        z = ir_build_binop(&b, IR_SHL, z, ir_const_int(m, i->v.type, (uint64_t)l * w), NULL);
        if (!z) return false;
        note(s, z);
      }
      acc = acc ? ir_build_binop(&b, IR_OR, acc, z, NULL) : z;
      if (!acc) return false;
      note(s, acc);
    }
    ir_replace_all_uses(m, s->f, &i->v, acc);
    const char *nm = i->v.name;
    i->v.name = NULL;
    if (nm && acc->kind == IR_V_INST) opt_set_name(m, s->f, acc, nm);
    if (!ptrvec_push(s->a, &s->dead, i)) s->ok = false;
    return true;
  }
  return false;
}

/* Made by this pass (a lane or a rebuild), in a block, free of side
 * effects, and used by nothing but itself (a phi may use itself). */
static bool lane_unused(Sc *s, IrInst *i) {
  if (!i->parent || !made(i) || !opt_inst_removable(i)) return false;
  for (IrUse *u = i->v.uses; u; u = u->next)
    if (u->user != i) return false;
  return true;
}

/* Rebuild vectors that still have users, in visit order, then delete the
 * scalarized originals. Like LLVM, a vector used only by other scalarized
 * originals is rebuilt too (and the rebuild dies with them): this keeps the
 * generated names (.upto0, .upto013, ...) identical to LLVM's. */
static void finish(Sc *s) {
  IrModule *m = s->m;
  IrFunc *f = s->f;
  PtrMap rep;
  ptrmap_init(&rep, s->a);
  /* Without local names (hlslc's own pipeline) a rebuild used only by
   * originals would only be made and deleted again: not made (on long
   * vector code it was a quarter of the memory the compile touched). */
  bool names = !m->local_names_off;
  for (uint32_t x = 0; !names && x < s->order.len; x++) ((IrInst *)s->order.data[x])->v.num = SC_GONE;
  for (uint32_t x = 0; !names && x < s->dead.len; x++) ((IrInst *)s->dead.data[x])->v.num = SC_GONE;
  /* an original still used by an instruction (the use chains hold exactly
   * the operands of instructions in blocks) */
  for (uint32_t x = 0; x < s->order.len && s->ok; x++) {
    IrInst *op = s->order.data[x];
    IrUse *u = op->v.uses;
    while (!names && u && u->user->v.num == SC_GONE) u = u->next;
    if (!u) continue;
    Scat *e = ptrmap_get(&s->scat, op);
    IrBuilder b;
    IrInst *pos = op->op == IR_PHI ? opt_first_non_phi(op->parent) : op;
    if (pos) ir_builder_before(&b, m, pos);
    else ir_builder_at_end(&b, m, op->parent);
    IrValue *v = ir_poison(m, op->v.type);
    for (uint32_t l = 0; e && l < e->n; l++) {
      v = ir_build_insertelement(&b, v, e->el[l], ir_const_int(m, ir_type_int(m, 64), l), NULL);
      if (!v) {
        s->ok = false;
        return;
      }
      note(s, v);
      if (l + 1 < e->n) name_lane(s, v, &op->v, ".upto", l);
    }
    const char *nm = op->v.name;
    op->v.name = NULL;
    if (nm && v->kind == IR_V_INST) opt_set_name(m, f, v, nm);
    if (!opt_rep_put(&rep, &op->v, v)) s->ok = false;
  }
  opt_apply_replacements(f, &rep);
  for (uint32_t x = 0; x < s->order.len; x++) ir_inst_remove(s->order.data[x]);
  for (uint32_t x = 0; x < s->dead.len; x++) ir_inst_remove(s->dead.data[x]);
  /* lanes nobody ended up using (LLVM deletes them too): what this pass
   * made, removable, with no user but itself; removing one may leave its
   * operands so. A worklist on the use chains reaches the same fixpoint as
   * rounds over the whole function, in time linear in the function. */
  PtrVec work = {0};
  for (uint32_t b = 0; b < f->nblocks && s->ok; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next)
      if (lane_unused(s, i) && !ptrvec_push(s->a, &work, i)) s->ok = false;
  while (work.len && s->ok) {
    IrInst *i = work.data[--work.len];
    if (!i->parent || !lane_unused(s, i)) continue; /* gone already, or used again */
    uint32_t mark = work.len;
    for (uint32_t k = 0; k < i->nops; k++) {
      IrInst *o = ir_as_inst(i->ops[k]);
      if (o && o != i && !ptrvec_push(s->a, &work, o)) s->ok = false;
    }
    ir_inst_remove(i); /* its operands lose a use: check them after */
    /* keep only the operands that are now unused, each once */
    uint32_t n = mark;
    for (uint32_t k = mark; k < work.len; k++) {
      IrInst *o = work.data[k];
      bool dup = false;
      for (uint32_t j = mark; j < n && !dup; j++) dup = work.data[j] == o;
      if (!dup && lane_unused(s, o)) work.data[n++] = o;
    }
    work.len = n;
  }
}

/* ---- vector memory -> arrays --------------------------------------------------- */

static IrType *devec(IrModule *m, IrType *t) {
  if (!t) return t;
  if (t->kind == IR_TY_VECTOR) return ir_type_array(m, t->elem, t->count);
  if (t->kind == IR_TY_ARRAY) {
    IrType *e = devec(m, t->elem);
    return e == t->elem ? t : ir_type_array(m, e, t->count);
  }
  return t;
}

static IrValue *devec_const(IrModule *m, IrValue *c, IrType *nt) {
  if (!c || c->type == nt) return c;
  switch (c->kind) {
  case IR_V_UNDEF: return ir_undef(m, nt);
  case IR_V_POISON: return ir_poison(m, nt);
  case IR_V_CONST_ZERO: return ir_const_zero(m, nt);
  case IR_V_CONST_AGG: case IR_V_CONST_DATA: {
    uint32_t n = opt_type_nelems(nt);
    IrValue **el = arena_alloc(m->arena, sizeof(IrValue *) * (n ? n : 1));
    if (!el) return NULL;
    for (uint32_t k = 0; k < n; k++) {
      el[k] = devec_const(m, opt_const_elem(m, c, k), opt_type_elem(nt, k));
      if (!el[k]) return NULL;
    }
    return ir_const_agg(m, nt, el, n);
  }
  default:
    return NULL;
  }
}

/* Vector-typed allocas (and arrays of vectors) become arrays; GEPs into
 * them are retyped (same indexing). */
static bool devec_allocas(IrModule *m, IrFunc *f) {
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
      i->v.num = 0; /* (not made by this pass) */
      if (i->op == IR_ALLOCA && !call_arg_alloca(i)) i->aux_type = devec(m, i->aux_type);
      else if (i->op == IR_GEP && local_memory(i->ops[0])) i->aux_type = devec(m, i->aux_type);
    }
  return true;
}

static bool devec_globals(IrModule *m) {
  for (uint32_t k = 0; k < m->globals.len; k++) {
    IrGlobal *g = m->globals.data[k];
    if (!local_memory(&g->v)) continue;
    IrType *nt = devec(m, g->value_type);
    if (nt == g->value_type) continue;
    IrValue *ni = g->init ? devec_const(m, g->init, nt) : NULL;
    if (g->init && !ni) continue; /* initializer we cannot rewrite: leave it */
    g->value_type = nt;
    g->init = ni;
  }
  /* constant-expression GEPs over such globals */
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next)
        for (uint32_t o = 0; o < i->nops; o++) {
          IrValue *v = i->ops[o];
          if (!v || v->kind != IR_V_CONST_EXPR) continue;
          IrConst *c = (IrConst *)v;
          if (c->expr_op != IR_GEP || !local_memory(v)) continue;
          IrType *nt = devec(m, c->expr_type);
          if (nt == c->expr_type) continue;
          IrValue *ne = ir_const_expr(m, IR_GEP, c->v.type, nt, c->elems, c->nelems, c->expr_flags);
          if (!ne) return false;
          ir_inst_set_operand(i, o, ne);
        }
  }
  return true;
}

static bool scalarize_func(IrModule *m, IrFunc *f) {
  if (!f->nblocks) return true;
  Arena a;
  arena_init_child(&a, m->arena);
  Sc s;
  memset(&s, 0, sizeof s);
  s.m = m;
  s.f = f;
  s.a = &a;
  s.ok = true;
  ptrmap_init(&s.scat, &a);
  ptrmap_init(&s.ptrlanes, &a);
  IrCfg c;
  if (!devec_allocas(m, f) || !ir_cfg_build(&c, &a, f)) s.ok = false;
  for (uint32_t r = 0; s.ok && r < c.nrpo; r++) {
    IrBlock *bb = c.blocks[c.rpo[r]];
    for (IrInst *i = bb->first, *nx; i && s.ok; i = nx) {
      nx = i->next;
      if (made(i)) continue;
      if (visit_other(&s, i)) continue;
      if (!is_vec(i->v.type)) continue;
      IrValue **res = visit(&s, i);
      if (res) gather(&s, i, res);
    }
  }
  if (s.ok) finish(&s);
  bool ok = s.ok;
  arena_free(&a);
  return ok;
}

bool pass_scalarizer(PassCtx *ctx, IrModule *m) {
  /* DXIL 1.9 keeps vectors of two lanes or more (DXC's Scalarizer with
   * SupportsVectors); hlslc's front end makes no one-lane vectors, so there
   * is nothing to do. */
  if (target_native_vectors(&ctx->dx.target, ctx->dxc_compat)) return true;
  if (!devec_globals(m)) return opt_oom(m, "scalarizer");
  for (uint32_t k = 0; k < m->funcs.len; k++)
    if (!scalarize_func(m, m->funcs.data[k])) return opt_oom(m, "scalarizer");
  return true;
}
