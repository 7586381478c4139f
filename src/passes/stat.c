/* stat.c - the module of the container's STAT (reflection) part.
 *
 * DXC writes, next to the DXIL part (stripped of reflection), a STAT part:
 * a program header and the bitcode of the same module as reflection needs
 * it (DxilContainerAssembler.cpp: CloneModuleForReflection,
 * StripAndCreateReflectionStream). DXC's reflection library
 * (IDxcUtils::CreateReflection) prefers it to the DXIL part. Its module:
 *   - the resources keep their names (!dx.resources operand 2);
 *   - !dx.valver is 0.0 ("not for validation, the latest metadata"; DXC's
 *     reflection then reads constant-buffer usage from the metadata);
 *   - !dx.typeAnnotations: the struct annotations of the resources'
 *     types (constant buffers: each variable's name, offset, matrix shape,
 *     component type, vector size and whether the shader reads it;
 *     structured buffers: the element), which reflection needs to list
 *     buffer variables, and the function annotations;
 *   - !dx.counters: the instruction counts reflection reports
 *     (DxilCounters: insts, floats, tex_load, ...), counted on the bodies;
 *   - every function body dropped (definitions become declarations).
 * refl_make_stat_module turns the finished module into that form in place,
 * after its DXIL bitcode has been written; the bitcode writer (src/dxil)
 * then writes it and the container (src/container) wraps it. */
#include <string.h>

#include "passes.h"
#include "reflect.h"
#include "../dxil/dxil_ops.h"

/* What refl_make_stat_module changed, to put back. */
typedef struct SavedFunc { IrFunc *f; IrBlock **blocks; uint32_t nblocks, blockcap; IrLinkage linkage; } SavedFunc;
typedef struct SavedNamed { IrNamedMD *n; IrMD **ops; uint32_t nops; } SavedNamed;
typedef struct SavedOp { IrMD *node; uint32_t i; IrMD *old; } SavedOp;
struct StatUndo {
  IrModule *m;
  void **named;              /* the module's named metadata list */
  uint32_t nnamed;
  SavedNamed *nodes;         /* each one's operands */
  SavedFunc *funcs;          /* the bodies */
  uint32_t nfuncs;
  VEC(SavedOp) ops;          /* resource names */
};

typedef struct StatCtx {
  IrModule *m;
  const Reflection *refl;
  bool min_precision;          /* no -enable-16bit-types: 16-bit loads are 32-bit rows */
  PtrMap node_hash;            /* metadata tuples made here, uniqued by operands: hash of a
                                  tuple's operands (| 1) -> a tuple made here with it */
  PtrMap node_next;            /* tuple -> the next one made here with the same hash */
  PtrVec ann_types;            /* annotated struct types, in annotation order */
  PtrVec ann_nodes;            /* their annotations */
  VEC(uint8_t) ann_group;      /* 0: reached from an SRV or UAV, 1: from a constant buffer */
  uint8_t group;               /* the group annotations made now belong to */
  StatUndo *undo;
  bool oom;
  /* binding_of's index: per class (reg_classes order) id -> position + 1
   * in refl->bindings of the first binding with that id; built on first
   * use. bind_n[c] == UINT32_MAX: ids too sparse, scan instead. */
  bool bind_built;
  uint32_t *bind_at[4];
  uint32_t bind_n[4];
} StatCtx;

/* ---- metadata helpers -------------------------------------------------- */

static bool md_same(const IrMD *a, const IrMD *b) {
  if (a == b) return true;
  if (!a || !b || a->kind != b->kind) return false;
  if (a->kind == IR_MD_VALUE) return a->value == b->value;
  if (a->kind == IR_MD_STRING) return a->len == b->len && !memcmp(a->str, b->str, a->len);
  return false;
}

/* The hash md_same agrees with: a value by identity, a string by its
 * bytes, a node by identity. */
static uint64_t md_hash(const IrMD *md) {
  if (!md) return 0;
  if (md->kind == IR_MD_VALUE) return (uint64_t)(uintptr_t)md->value * 0x9e3779b97f4a7c15ull;
  if (md->kind == IR_MD_STRING) return hl_hash_bytes(md->str, md->len, 0x5354);
  return (uint64_t)(uintptr_t)md * 0xc2b2ae3d27d4eb4full;
}

/* A tuple uniqued by operands (LLVM's MDNode::get), found through a hash
 * of its operands (a scan of every tuple made was quadratic in the number
 * of annotations: one per constant-buffer variable). */
static IrMD *tuple(StatCtx *s, IrMD **ops, uint32_t n) {
  uint64_t h = n;
  for (uint32_t k = 0; k < n; k++) h = (h ^ md_hash(ops[k])) * 0x100000001b3ull + k;
  void *key = (void *)(uintptr_t)(h | 1);
  IrMD *head = ptrmap_get(&s->node_hash, key);
  for (IrMD *t = head; t; t = ptrmap_get(&s->node_next, t)) {
    if (t->nops != n) continue;
    uint32_t k = 0;
    while (k < n && md_same(t->ops[k], ops[k])) k++;
    if (k == n) return t;
  }
  IrMD *t = ir_md_node(s->m, ops, n);
  if (!t || (head && !ptrmap_put(&s->node_next, t, head)) ||
      !ptrmap_put(&s->node_hash, key, t)) {
    s->oom = true;
    return NULL;
  }
  return t;
}

static IrMD *i32(StatCtx *s, uint32_t v) { return ir_md_i32(s->m, v); }
static IrMD *i1(StatCtx *s, bool v) { return ir_md_const(s->m, ir_const_i1(s->m, v)); }

/* The struct a resource record's symbol points at (arrays of ranges
 * stripped), or NULL. */
static IrType *record_struct(const IrMD *rec) {
  if (!rec || rec->kind != IR_MD_NODE || rec->nops < 2 || !rec->ops[1] || rec->ops[1]->kind != IR_MD_VALUE)
    return NULL;
  IrValue *sym = rec->ops[1]->value;
  IrType *t = sym->kind == IR_V_GLOBAL ? ((IrGlobal *)sym)->value_type
              : sym->type && sym->type->kind == IR_TY_PTR ? sym->type->elem
                                                          : NULL;
  while (t && t->kind == IR_TY_ARRAY) t = t->elem;
  return t && t->kind == IR_TY_STRUCT ? t : NULL;
}

/* ---- resource names ------------------------------------------------------ */

/* !dx.resources lists, in DXIL's class order: SRV, UAV, CBV, sampler. */
static const char reg_classes[4] = {'t', 'u', 'b', 's'};

static int reg_class_index(char cls) {
  for (int c = 0; c < 4; c++)
    if (reg_classes[c] == cls) return c;
  return -1;
}

static const ReflBinding *binding_scan(const Reflection *r, char cls, uint32_t id) {
  for (uint32_t i = 0; i < r->bindings.len; i++)
    if (r->bindings.data[i].reg_class == cls && r->bindings.data[i].id == id) return &r->bindings.data[i];
  return NULL;
}

/* The first binding of class cls with record id `id`: through an index by
 * id (ids are dense), as a scan per record was quadratic in the number of
 * resources. */
static const ReflBinding *binding_of(StatCtx *s, char cls, uint32_t id) {
  const Reflection *r = s->refl;
  int c = reg_class_index(cls);
  if (c < 0) return binding_scan(r, cls, id);
  if (!s->bind_built) {
    s->bind_built = true;
    uint32_t n = r->bindings.len;
    for (int k = 0; k < 4; k++) s->bind_n[k] = 0;
    for (uint32_t i = 0; i < n; i++) {
      int k = reg_class_index(r->bindings.data[i].reg_class);
      uint32_t bid = r->bindings.data[i].id;
      if (k < 0 || s->bind_n[k] == UINT32_MAX) continue;
      s->bind_n[k] = bid >= 4 * n + 64 ? UINT32_MAX : bid + 1 > s->bind_n[k] ? bid + 1 : s->bind_n[k];
    }
    for (int k = 0; k < 4; k++) {
      if (s->bind_n[k] == UINT32_MAX || !s->bind_n[k]) continue;
      s->bind_at[k] = arena_alloc(s->m->arena, sizeof(uint32_t) * s->bind_n[k]);
      if (!s->bind_at[k]) s->bind_n[k] = UINT32_MAX; /* out of memory: scan */
    }
    for (uint32_t i = 0; i < n; i++) {
      int k = reg_class_index(r->bindings.data[i].reg_class);
      uint32_t bid = r->bindings.data[i].id;
      if (k >= 0 && s->bind_at[k] && s->bind_n[k] != UINT32_MAX && !s->bind_at[k][bid]) s->bind_at[k][bid] = i + 1;
    }
  }
  if (s->bind_n[c] == UINT32_MAX) return binding_scan(r, cls, id);
  if (id >= s->bind_n[c] || !s->bind_at[c][id]) return NULL;
  return &r->bindings.data[s->bind_at[c][id] - 1];
}

static void restore_names(StatCtx *s, IrMD *res) {
  for (uint32_t c = 0; res && c < 4 && c < res->nops; c++) {
    IrMD *list = res->ops[c];
    for (uint32_t i = 0; list && i < list->nops; i++) {
      IrMD *rec = list->ops[i];
      uint32_t id;
      if (!rec || rec->nops < 3 || !ir_md_u32(rec->ops[0], &id)) continue;
      const ReflBinding *b = binding_of(s, reg_classes[c], id);
      if (b && b->name && rec->ops[2] && rec->ops[2]->kind == IR_MD_STRING && !rec->ops[2]->len) {
        SavedOp so = {rec, 2, rec->ops[2]};
        vec_push(s->m->arena, &s->undo->ops, so);
        rec->ops[2] = ir_md_string(s->m, b->name);
      }
    }
  }
}

/* ---- constant-buffer usage (DXC: DxilLowerCreateHandleForLib::
 * UpdateCBufferUsage): a variable is used when a legacy row load's
 * extracted component lies in it. ------------------------------------------ */

/* The record (class CBV) id a handle refers to, or UINT32_MAX. */
static uint32_t cbv_of_handle(IrModule *m, IrValue *h, IrMD *cbvs, uint32_t depth) {
  IrInst *I = ir_as_inst(h);
  if (!I || depth > 8) return UINT32_MAX;
  if (I->op == IR_PHI || I->op == IR_SELECT) { /* one buffer on every path */
    uint32_t got = UINT32_MAX;
    for (uint32_t k = I->op == IR_SELECT ? 1 : 0; k < I->nops; k += I->op == IR_SELECT ? 1 : 2) {
      uint32_t r = cbv_of_handle(m, I->ops[k], cbvs, depth + 1);
      if (r == UINT32_MAX || (got != UINT32_MAX && r != got)) return UINT32_MAX;
      got = r;
    }
    return got;
  }
  if (I->op != IR_CALL) return UINT32_MAX;
  uint32_t op = dxil_op_of_call(I);
  uint64_t v;
  switch (op) {
  case DXIL_OP_CreateHandle: /* (op, class, rangeId, index, nonUniform) */
    if (I->nops > 3 && ir_const_is_int(I->ops[2], &v) && v == 2 && ir_const_is_int(I->ops[3], &v))
      return (uint32_t)v;
    return UINT32_MAX;
  case DXIL_OP_AnnotateHandle:
    return I->nops > 2 ? cbv_of_handle(m, I->ops[2], cbvs, depth + 1) : UINT32_MAX;
  case DXIL_OP_CreateHandleFromBinding: { /* (op, {lower, upper, space, class}, index, nu) */
    IrConst *b = I->nops > 2 ? ir_as_const(I->ops[2]) : NULL;
    uint64_t lo, sp, cls;
    if (!b || b->v.kind != IR_V_CONST_AGG || b->nelems < 4 || !ir_const_is_int(b->elems[0], &lo) ||
        !ir_const_is_int(b->elems[2], &sp) || !ir_const_is_int(b->elems[3], &cls) || cls != 2)
      return UINT32_MAX;
    for (uint32_t i = 0; cbvs && i < cbvs->nops; i++) {
      IrMD *rec = cbvs->ops[i];
      uint32_t id, rsp, rlo;
      if (rec && rec->nops > 4 && ir_md_u32(rec->ops[0], &id) && ir_md_u32(rec->ops[3], &rsp) &&
          ir_md_u32(rec->ops[4], &rlo) && rsp == sp && rlo == lo)
        return id;
    }
    return UINT32_MAX;
  }
  case DXIL_OP_CreateHandleForLib: { /* (op, load of the resource global) */
    IrInst *ld = I->nops > 2 ? ir_as_inst(I->ops[2]) : NULL;
    IrValue *g = ld && ld->op == IR_LOAD ? ld->ops[0] : NULL;
    IrInst *gep = ir_as_inst(g);
    if (gep && gep->op == IR_GEP) g = gep->ops[0];
    IrConst *ce = g ? ir_as_const(g) : NULL;
    if (ce && ce->v.kind == IR_V_CONST_EXPR && ce->nelems) g = ce->elems[0];
    for (uint32_t i = 0; g && cbvs && i < cbvs->nops; i++) {
      IrMD *rec = cbvs->ops[i];
      uint32_t id;
      if (rec && rec->nops > 1 && rec->ops[1] && rec->ops[1]->value == g && ir_md_u32(rec->ops[0], &id))
        return id;
    }
    return UINT32_MAX;
  }
  default: return UINT32_MAX;
  }
}

/* DXC's GetCBOffset: the constant part of a row index (adds, ors, the
 * smallest of a select's or phi's choices). */
static uint32_t row_offset(IrValue *v, uint32_t depth) {
  uint64_t c;
  if (ir_const_is_int(v, &c)) return (uint32_t)c;
  IrInst *I = ir_as_inst(v);
  if (!I || depth > 16) return 0;
  switch (I->op) {
  case IR_ADD: return row_offset(I->ops[0], depth + 1) + row_offset(I->ops[1], depth + 1);
  case IR_OR: return row_offset(I->ops[0], depth + 1) | row_offset(I->ops[1], depth + 1);
  case IR_SELECT: {
    uint32_t a = row_offset(I->ops[1], depth + 1), b = row_offset(I->ops[2], depth + 1);
    return a < b ? a : b;
  }
  case IR_PHI: {
    uint32_t best = UINT32_MAX;
    for (uint32_t k = 0; k < I->nops; k += 2) {
      uint32_t x = row_offset(I->ops[k], depth + 1);
      if (x < best) best = x;
    }
    return best == UINT32_MAX ? 0 : best;
  }
  default: return 0;
  }
}

/* A variable's offset and index, sorted by both. */
typedef struct VarAt {
  uint32_t offset, index;
} VarAt;

static int var_at_cmp(const void *a, const void *b) {
  const VarAt *x = a, *y = b;
  if (x->offset != y->offset) return x->offset < y->offset ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* One buffer's variables by offset, and which of them are read. */
typedef struct CbUse {
  uint32_t id;              /* CBV record id */
  const ReflCBuffer *cb;    /* its layout */
  bool *used;               /* per variable */
  VarAt *byoff;             /* its variables by (offset, index) */
} CbUse;

/* DXC's MarkCBUse: the variable with the greatest offset not after `off`
 * (the last of them when several share it), by binary search. */
static uint32_t mark(CbUse *u, uint32_t off) {
  uint32_t lo = 0, hi = u->cb->nvars; /* byoff[0, lo) <= off < byoff[hi, n) */
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (u->byoff[mid].offset <= off) lo = mid + 1;
    else hi = mid;
  }
  if (!lo) return 0;
  uint32_t best = u->byoff[lo - 1].index;
  u->used[best] = true;
  const char *c = u->cb->vars[best].component;
  bool small = c && (!strcmp(c, "half") || !strcmp(c, "int16_t") || !strcmp(c, "uint16_t") ||
                     !strncmp(c, "min", 3));
  return small ? 16 : 32;
}

static void mark_extract(StatCtx *s, CbUse *u, uint32_t off, IrInst *ev) {
  if (!ev->nindices) return;
  uint32_t bits = ir_type_scalar(ev->v.type)->kind == IR_TY_INT ? ir_type_scalar(ev->v.type)->bits
                  : ir_type_scalar(ev->v.type)->kind == IR_TY_HALF   ? 16
                  : ir_type_scalar(ev->v.type)->kind == IR_TY_DOUBLE ? 64
                                                                     : 32;
  uint32_t size = bits == 64 ? 8 : bits == 16 && !s->min_precision ? 2 : 4;
  mark(u, off + ev->indices[0] * size);
}

static void mark_users(StatCtx *s, CbUse *u, uint32_t off, IrValue *v, uint32_t depth) {
  if (depth > 8) return;
  for (IrUse *x = v->uses; x; x = x->next) {
    IrInst *U = x->user;
    if (U->op == IR_EXTRACTVALUE) mark_extract(s, u, off, U);
    else if (U->op == IR_PHI) mark_users(s, u, off, &U->v, depth + 1);
  }
}

static void collect_cb_usage(StatCtx *s, CbUse *uses, uint32_t nuses, IrMD *cbvs) {
  IrFunc *ld = NULL;
  for (uint32_t i = 0; i < s->m->funcs.len; i++) {
    IrFunc *f = s->m->funcs.data[i];
    if (f->nblocks || !f->v.name || strncmp(f->v.name, "dx.op.cbufferLoadLegacy.", 24)) continue;
    ld = f;
    for (IrUse *x = ld->v.uses; x; x = x->next) {
      IrInst *call = x->user;
      if (call->op != IR_CALL || ir_use_index(x) != 0 || call->nops < 4) continue;
      uint32_t id = cbv_of_handle(s->m, call->ops[2], cbvs, 0);
      for (uint32_t k = 0; k < nuses; k++)
        if (uses[k].id == id) mark_users(s, &uses[k], row_offset(call->ops[3], 0) << 4, &call->v, 0);
    }
  }
}

/* ---- struct annotations (DxilMDHelper::EmitDxilStructAnnotation at the
 * latest metadata version) ------------------------------------------------ */

/* DXIL component type of a reflected component name. */
static uint32_t comp_type(const char *c) {
  static const struct { const char *name; uint32_t ct; } map[] = {
      {"bool", 1},       {"int16_t", 2}, {"min16int", 2}, {"min12int", 2}, {"uint16_t", 3},
      {"min16uint", 3},  {"int", 4},     {"uint", 5},     {"int64_t", 6},  {"uint64_t", 7},
      {"half", 8},       {"min16float", 8}, {"min10float", 8}, {"float", 9}, {"double", 10},
  };
  for (size_t i = 0; c && i < sizeof map / sizeof map[0]; i++)
    if (!strcmp(c, map[i].name)) return map[i].ct;
  return 0;
}

/* Already annotated? A struct a structured buffer reaches moves to its
 * group (DXC lists those before the constant buffers'). */
static bool annotated(StatCtx *s, const IrType *t) {
  for (uint32_t i = 0; i < s->ann_types.len; i++)
    if (s->ann_types.data[i] == t) {
      /* the vectors part ways only when an allocation failed */
      if (i < s->ann_group.len && s->group < s->ann_group.data[i]) s->ann_group.data[i] = s->group;
      return true;
    }
  return false;
}

static bool add_annotation(StatCtx *s, IrType *st, IrMD *node) {
  if (!node || !ptrvec_push(s->m->arena, &s->ann_types, st) || !ptrvec_push(s->m->arena, &s->ann_nodes, node)) {
    s->oom = true;
    return false;
  }
  vec_push(s->m->arena, &s->ann_group, s->group);
  return true;
}

static IrType *strip_arrays(IrType *t) {
  while (t && t->kind == IR_TY_ARRAY) t = t->elem;
  return t;
}

/* sb: vars are a structured buffer's members (laid out naturally; their
 * cb_offset and cb_size give the constant-buffer layout DXC records). */
static void annotate_struct(StatCtx *s, IrType *st, const ReflVar *vars, uint32_t nvars, uint32_t size,
                            const bool *used, bool sb);

/* !{[i32 6, !"name",] [i32 2, !{rows, cols, 1 row / 2 column major},]
 *   i32 3, offset, [i32 7, component type,] [i32 9, i1 true (read),]
 *   [i32 11, !{bit-field...},] [i32 12, bit width,] [i32 13, vector size]}
 * (a bit-field storage field has no name; a bit-field's offset is its
 * first bit) */
static IrMD *field(StatCtx *s, const ReflVar *v, uint32_t offset, bool used) {
  IrMD *f[20];
  uint32_t n = 0;
  if (v->name && *v->name) {
    f[n++] = i32(s, 6);
    f[n++] = ir_md_string(s->m, v->name);
  }
  bool matrix = v->cls && !strncmp(v->cls, "matrix", 6);
  if (matrix) {
    IrMD *mo[3] = {i32(s, v->rows), i32(s, v->columns), i32(s, !strcmp(v->cls, "matrix_rows") ? 1 : 2)};
    f[n++] = i32(s, 2);
    f[n++] = tuple(s, mo, 3);
  }
  f[n++] = i32(s, 3);
  f[n++] = i32(s, offset);
  uint32_t ct = v->cls && strcmp(v->cls, "struct") ? comp_type(v->component) : 0;
  if (ct) {
    f[n++] = i32(s, 7);
    f[n++] = i32(s, ct);
  }
  if (used) {
    f[n++] = i32(s, 9);
    f[n++] = i1(s, true);
  }
  if (v->nbitfields) {
    IrMD **bf = arena_alloc(s->m->arena, sizeof(IrMD *) * v->nbitfields);
    if (!bf) return NULL;
    for (uint32_t k = 0; k < v->nbitfields; k++) bf[k] = field(s, &v->bitfields[k], v->bitfields[k].offset, false);
    f[n++] = i32(s, 11);
    f[n++] = tuple(s, bf, v->nbitfields);
  }
  if (v->bit_width) {
    f[n++] = i32(s, 12);
    f[n++] = i32(s, v->bit_width);
  }
  if (v->cls && !strcmp(v->cls, "vector")) {
    f[n++] = i32(s, 13);
    f[n++] = i32(s, v->columns);
  }
  return tuple(s, f, n);
}

/* The byte size DXC records for a struct: the end of its last member. */
static void annotate_members(StatCtx *s, IrType *st, const ReflVar *vars, uint32_t nvars, bool sb) {
  for (uint32_t i = 0; i < st->nmembers && i < nvars; i++) {
    IrType *ft = strip_arrays(st->members[i]);
    if (ft && ft->kind == IR_TY_STRUCT && vars[i].nmembers) {
      const ReflVar *last = &vars[i].members[vars[i].nmembers - 1];
      uint32_t sz = sb ? vars[i].cb_size : last->offset + last->size;
      annotate_struct(s, ft, vars[i].members, vars[i].nmembers, sz, NULL, sb);
    }
  }
}

/* DXC's order: a constant buffer's member structs before it (its layout
 * types are made inside out), a structured buffer's element structs after
 * their parent. */
static void annotate_struct(StatCtx *s, IrType *st, const ReflVar *vars, uint32_t nvars, uint32_t size,
                            const bool *used, bool sb) {
  if (!st || st->kind != IR_TY_STRUCT || annotated(s, st)) return;
  if (!st->nmembers) return; /* DXC: no annotation for an empty struct */
  if (!sb) {
    annotate_members(s, st, vars, nvars, sb);
    if (annotated(s, st)) return;
  }
  IrMD **ops = arena_alloc(s->m->arena, sizeof(IrMD *) * (st->nmembers + 2));
  if (!ops) {
    s->oom = true;
    return;
  }
  uint32_t n = 0;
  ops[n++] = i32(s, size);
  for (uint32_t i = 0; i < st->nmembers && i < nvars; i++)
    ops[n++] = field(s, &vars[i], sb ? vars[i].cb_offset : vars[i].offset, used && used[i]);
  if (!add_annotation(s, st, tuple(s, ops, n))) return;
  if (sb) annotate_members(s, st, vars, nvars, sb);
}

static const ReflCBuffer *find_buffer(const ReflCBuffer *bufs, uint32_t n, const char *name) {
  for (uint32_t i = 0; name && i < n; i++)
    if (bufs[i].name && !strcmp(bufs[i].name, name)) return &bufs[i];
  return NULL;
}

/* A structured buffer's type: !{size, !{i32 6, !"h", i32 3, 0, ...},
 * !{i32 0, !{!{i32 0, T undef}}}} (the field, then its template argument),
 * and the element struct after it. */
static void annotate_structured(StatCtx *s, IrType *st, const ReflCBuffer *sb) {
  if (!st || st->nmembers != 1 || annotated(s, st) || !sb || sb->nvars != 1) return;
  const ReflVar *el = &sb->vars[0];
  ReflVar h = *el;
  h.name = "h";
  h.offset = 0;
  IrMD *f = field(s, &h, 0, false);
  IrMD *targ_ops[2] = {i32(s, 0), ir_md_const(s->m, ir_undef(s->m, st->members[0]))};
  IrMD *targ = tuple(s, targ_ops, 2);
  IrMD *targs = tuple(s, &targ, 1);
  IrMD *ext_ops[2] = {i32(s, 0), targs};
  IrMD *ops[3] = {i32(s, el->nmembers ? el->cb_size : sb->size), f, tuple(s, ext_ops, 2)};
  if (!add_annotation(s, st, tuple(s, ops, 3))) return;
  IrType *et = strip_arrays(st->members[0]);
  if (et && et->kind == IR_TY_STRUCT && el->nmembers)
    annotate_struct(s, et, el->members, el->nmembers, el->cb_size, NULL, true);
}

static void annotate_resources(StatCtx *s, IrMD *res) {
  IrMD *cbvs = res && res->nops > 2 ? res->ops[2] : NULL;
  /* constant buffers: which variables are read */
  CbUse *uses = cbvs && cbvs->nops ? arena_alloc(s->m->arena, sizeof(CbUse) * cbvs->nops) : NULL;
  uint32_t nuses = 0;
  for (uint32_t i = 0; uses && i < cbvs->nops; i++) {
    IrMD *rec = cbvs->ops[i];
    uint32_t id;
    const ReflBinding *b = rec && ir_md_u32(rec->ops[0], &id) ? binding_of(s, 'b', id) : NULL;
    const ReflCBuffer *cb = b ? find_buffer(s->refl->cbufs.data, s->refl->cbufs.len, b->name) : NULL;
    if (!cb) continue;
    uses[nuses].id = id;
    uses[nuses].cb = cb;
    uses[nuses].used = arena_alloc(s->m->arena, cb->nvars + 1);
    if (!uses[nuses].used) {
      s->oom = true;
      return;
    }
    memset(uses[nuses].used, 0, cb->nvars + 1);
    uses[nuses].byoff = arena_alloc(s->m->arena, sizeof(VarAt) * (cb->nvars + 1));
    if (!uses[nuses].byoff) {
      s->oom = true;
      return;
    }
    for (uint32_t v = 0; v < cb->nvars; v++) uses[nuses].byoff[v] = (VarAt){cb->vars[v].offset, v};
    hl_sort(s->m->arena, uses[nuses].byoff, cb->nvars, sizeof(VarAt), var_at_cmp);
    nuses++;
  }
  collect_cb_usage(s, uses, nuses, cbvs);
  /* constant buffers first: a struct in both a constant and a structured
   * buffer is annotated with its constant-buffer layout, as DXC does */
  s->group = 1;
  for (uint32_t k = 0; k < nuses; k++) {
    IrMD *rec = NULL;
    for (uint32_t i = 0; i < cbvs->nops; i++) {
      uint32_t id;
      if (cbvs->ops[i] && ir_md_u32(cbvs->ops[i]->ops[0], &id) && id == uses[k].id) rec = cbvs->ops[i];
    }
    IrType *st = record_struct(rec);
    /* DXC records usage only for buffers of two or more variables; a single
     * one is used when it is there */
    bool per_var = st && st->nmembers >= 2;
    annotate_struct(s, st, uses[k].cb->vars, uses[k].cb->nvars, uses[k].cb->size, per_var ? uses[k].used : NULL,
                    false);
  }
  /* SRVs and UAVs: structured buffers (and tbuffers, laid out as cbuffers) */
  s->group = 0;
  for (uint32_t c = 0; res && c < 2 && c < res->nops; c++) {
    IrMD *list = res->ops[c];
    for (uint32_t i = 0; list && i < list->nops; i++) {
      IrMD *rec = list->ops[i];
      uint32_t id;
      if (!rec || rec->nops < 7 || !ir_md_u32(rec->ops[0], &id)) continue;
      const ReflBinding *b = binding_of(s, reg_classes[c], id);
      if (!b) continue;
      IrType *st = record_struct(rec);
      if (!strcmp(b->type, "tbuffer")) {
        const ReflCBuffer *cb = find_buffer(s->refl->cbufs.data, s->refl->cbufs.len, b->name);
        if (cb) annotate_struct(s, st, cb->vars, cb->nvars, cb->size, NULL, false);
      } else if (strstr(b->type, "structured")) {
        annotate_structured(s, st, find_buffer(s->refl->sbufs.data, s->refl->sbufs.len, b->name));
      }
    }
  }
}

/* ---- instruction counters (DXC's DxilCounters: what reflection reports as
 * InstructionCount, FloatInstructionCount, TextureLoadInstructions, ...) */

typedef struct Counters {
  uint32_t array_local_bytes, array_local_ldst, array_static_bytes, array_static_ldst, array_tgsm_bytes,
      array_tgsm_ldst, atomic, barrier, branches, fence, floats, gs_cut, gs_emit, insts, ints, sig_ld,
      sig_st, tex_bias, tex_cmp, tex_grad, tex_load, tex_norm, tex_store, uints;
} Counters;

typedef struct OpRange { uint16_t lo, hi; } OpRange;

static bool in_ranges(uint32_t op, const OpRange *r, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (op >= r[i].lo && op <= r[i].hi) return true;
  return false;
}
#define IN(op, table) in_ranges(op, table, sizeof table / sizeof table[0])

/* DXIL operations by the counter they count towards (DXIL opcodes). */
static void count_dxil_op(uint32_t op, Counters *c) {
  static const OpRange atomic[] = {{70, 70}, {78, 79}};                                  /* atomics */
  static const OpRange barrier[] = {{80, 80}, {244, 246}};                               /* barriers */
  static const OpRange floats[] = {{6, 29}, {35, 36}, {47, 47}, {54, 56}, {162, 162}, {311, 311}};
  static const OpRange gs_cut[] = {{98, 99}};                                            /* Cut, EmitThenCut */
  static const OpRange gs_emit[] = {{97, 97}, {99, 99}};                                 /* Emit, EmitThenCut */
  static const OpRange ints[] = {{37, 38}, {41, 41}, {48, 48}, {51, 51}, {163, 163}, {309, 310}};
  static const OpRange sig_ld[] = {{4, 4}, {103, 104}};                                  /* input loads */
  static const OpRange sig_st[] = {{5, 5}, {106, 106}, {171, 172}};                      /* output stores */
  static const OpRange tex_bias[] = {{61, 61}};
  static const OpRange tex_cmp[] = {{64, 65}, {74, 74}, {224, 224}, {254, 255}};
  static const OpRange tex_grad[] = {{63, 63}};
  static const OpRange tex_load[] = {{66, 66}, {68, 68}, {139, 139}, {303, 303}};
  static const OpRange tex_norm[] = {{60, 60}, {62, 62}, {73, 73}, {223, 223}};
  static const OpRange tex_store[] = {{67, 67}, {69, 69}, {140, 140}, {174, 177}, {225, 225}, {304, 304}};
  static const OpRange uints[] = {{30, 34}, {39, 40}, {42, 45}, {49, 50}, {52, 53}, {164, 164}, {309, 310}};
  c->atomic += IN(op, atomic);
  c->barrier += IN(op, barrier);
  c->floats += IN(op, floats);
  c->gs_cut += IN(op, gs_cut);
  c->gs_emit += IN(op, gs_emit);
  c->ints += IN(op, ints);
  c->sig_ld += IN(op, sig_ld);
  c->sig_st += IN(op, sig_st);
  c->tex_bias += IN(op, tex_bias);
  c->tex_cmp += IN(op, tex_cmp);
  c->tex_grad += IN(op, tex_grad);
  c->tex_load += IN(op, tex_load);
  c->tex_norm += IN(op, tex_norm);
  c->tex_store += IN(op, tex_store);
  c->uints += IN(op, uints);
}

/* LLVM instructions: floating-point arithmetic and conversions to float,
 * signed and unsigned integer arithmetic, comparisons by their kind. */
static void count_llvm_op(const IrInst *I, Counters *c) {
  switch (I->op) {
  case IR_ATOMICRMW: case IR_CMPXCHG: c->atomic++; break;
  case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FDIV: case IR_FREM:
  case IR_FPTRUNC: case IR_FPEXT: case IR_UITOFP: case IR_SITOFP: case IR_FPTOUI: case IR_FPTOSI:
  case IR_FCMP:
    c->floats++;
    break;
  /* trunc counts as a signed operation, zext as an unsigned one (DXC's
   * hctdb counter classes) */
  case IR_ADD: case IR_SUB: case IR_MUL: case IR_SDIV: case IR_SREM: case IR_ASHR: case IR_SEXT:
  case IR_TRUNC: case IR_ICMP:
    c->ints++;
    break;
  case IR_UDIV: case IR_UREM: case IR_SHL: case IR_LSHR: case IR_AND: case IR_OR: case IR_XOR:
  case IR_ZEXT:
    c->uints++;
    break;
  default: break;
  }
}

/* What a pointer points into: 0 unknown, 1 a static global, 2 groupshared,
 * 3 a local; *array when the object is an array. */
static int mem_kind(IrValue *p, bool *array, uint32_t depth) {
  *array = false;
  if (!p || depth > 16) return 0;
  if (p->kind == IR_V_GLOBAL) {
    IrGlobal *g = (IrGlobal *)p;
    *array = g->value_type && g->value_type->kind == IR_TY_ARRAY;
    if (g->addrspace == 3) return 2;
    if (!g->is_const && (g->linkage == IR_LINK_INTERNAL) && g->addrspace == 0) return 1;
    return 0;
  }
  IrInst *I = ir_as_inst(p);
  if (I && I->op == IR_ALLOCA) {
    *array = I->aux_type && I->aux_type->kind == IR_TY_ARRAY;
    return 3;
  }
  IrValue *base = NULL;
  if (I && (I->op == IR_GEP || I->op == IR_BITCAST || I->op == IR_ADDRSPACECAST)) base = I->ops[0];
  IrConst *ce = ir_as_const(p);
  if (ce && ce->v.kind == IR_V_CONST_EXPR && ce->nelems &&
      (ce->expr_op == IR_GEP || ce->expr_op == IR_BITCAST))
    base = ce->elems[0];
  if (!base) return 0;
  /* a GEP or cast is what its base is, the array flag included: DXC's
   * GetPointerInfo replaces the GEP's own entry by its base's, so a load of
   * an element of an array (a float through a GEP into a [N x float]) is an
   * array access and one of a struct member (an array inside a struct) is
   * not */
  return mem_kind(base, array, depth + 1);
}

static void count_module(IrModule *m, Counters *c) {
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    bool array;
    int k = mem_kind(&g->v, &array, 0);
    if (!array) continue;
    uint32_t size = (uint32_t)ir_type_size_in(m, g->value_type);
    if (k == 1) c->array_static_bytes += size;
    else if (k == 2) c->array_tgsm_bytes += size;
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *I = f->blocks[b]->first; I; I = I->next) {
        c->insts++;
        if (I->op == IR_ALLOCA) {
          if (I->aux_type && I->aux_type->kind == IR_TY_ARRAY)
            c->array_local_bytes += (uint32_t)ir_type_size_in(m, I->aux_type);
        } else if (I->op == IR_CALL) {
          uint32_t op = dxil_op_of_call(I);
          if (op != UINT32_MAX) count_dxil_op(op, c);
        } else if (I->op == IR_LOAD || I->op == IR_STORE) {
          bool array;
          int k = mem_kind(I->op == IR_LOAD ? I->ops[0] : I->ops[1], &array, 0);
          if (array) {
            if (k == 3) c->array_local_ldst++;
            else if (k == 1) c->array_static_ldst++;
            else if (k == 2) c->array_tgsm_ldst++;
          }
        } else if (I->op == IR_BR) {
          if (I->nops == 3) c->branches++;
        } else {
          count_llvm_op(I, c);
        }
      }
  }
}

/* !dx.counters = !{!{!"name", i32 n, ...}}: the non-zero counters by name. */
static IrMD *counters_md(StatCtx *s, const Counters *c) {
  const struct { const char *name; uint32_t v; } all[] = {
      {"array_local_bytes", c->array_local_bytes}, {"array_local_ldst", c->array_local_ldst},
      {"array_static_bytes", c->array_static_bytes}, {"array_static_ldst", c->array_static_ldst},
      {"array_tgsm_bytes", c->array_tgsm_bytes}, {"array_tgsm_ldst", c->array_tgsm_ldst},
      {"atomic", c->atomic}, {"barrier", c->barrier}, {"branches", c->branches}, {"fence", c->fence},
      {"floats", c->floats}, {"gs_cut", c->gs_cut}, {"gs_emit", c->gs_emit}, {"insts", c->insts},
      {"ints", c->ints}, {"sig_ld", c->sig_ld}, {"sig_st", c->sig_st}, {"tex_bias", c->tex_bias},
      {"tex_cmp", c->tex_cmp}, {"tex_grad", c->tex_grad}, {"tex_load", c->tex_load},
      {"tex_norm", c->tex_norm}, {"tex_store", c->tex_store}, {"uints", c->uints},
  };
  IrMD *ops[2 * sizeof all / sizeof all[0]];
  uint32_t n = 0;
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
    if (all[i].v) {
      ops[n++] = ir_md_string(s->m, all[i].name);
      ops[n++] = i32(s, all[i].v);
    }
  return n ? ir_md_node(s->m, ops, n) : NULL;
}

/* A library's function annotations (the front end's, written as its
 * shader model's validator reads them) at the latest version: a vector
 * parameter's or result's field gains its vector size (i32 13, n). New
 * nodes replace the old in the named metadata's own (copied) operands. */
static IrMD *with_vector_size(StatCtx *s, IrMD *fields, const IrType *t) {
  if (!t || t->kind != IR_TY_VECTOR || !fields || fields->kind != IR_MD_NODE) return fields;
  bool numeric = false;
  for (uint32_t i = 0; i + 1 < fields->nops; i += 2) {
    uint32_t tag;
    if (!ir_md_u32(fields->ops[i], &tag)) return fields;
    if (tag == 13) return fields;
    if (tag == 7) numeric = true;
  }
  if (!numeric) return fields;
  IrMD **ops = arena_alloc(s->m->arena, sizeof(IrMD *) * (fields->nops + 2));
  if (!ops) return NULL;
  memcpy(ops, fields->ops, sizeof(IrMD *) * fields->nops);
  ops[fields->nops] = i32(s, 13);
  ops[fields->nops + 1] = i32(s, (uint32_t)t->count);
  return tuple(s, ops, fields->nops + 2);
}

static void latest_function_annotations(StatCtx *s, IrNamedMD *ta) {
  for (uint32_t k = 0; ta && k < ta->nops; k++) {
    IrMD *node = ta->ops[k];
    uint32_t tag;
    if (!node || node->nops < 1 || !ir_md_u32(node->ops[0], &tag) || tag != 1) continue;
    IrMD **fops = arena_alloc(s->m->arena, sizeof(IrMD *) * node->nops);
    if (!fops) return;
    memcpy(fops, node->ops, sizeof(IrMD *) * node->nops);
    for (uint32_t i = 1; i + 1 < node->nops; i += 2) {
      IrMD *fv = node->ops[i], *ann = node->ops[i + 1];
      IrFunc *f = fv && fv->kind == IR_MD_VALUE && fv->value && fv->value->kind == IR_V_FUNC ? (IrFunc *)fv->value : NULL;
      if (!f || !f->fn_type || !ann || ann->kind != IR_MD_NODE || ann->nops != f->fn_type->nmembers + 1) continue;
      IrMD **pops = arena_alloc(s->m->arena, sizeof(IrMD *) * (ann->nops + 1));
      if (!pops) return;
      bool changed = false;
      for (uint32_t p = 0; p < ann->nops; p++) {
        IrMD *pa = ann->ops[p];
        pops[p] = pa;
        if (!pa || pa->kind != IR_MD_NODE || pa->nops < 2) continue;
        const IrType *t = p == 0 ? f->fn_type->elem : f->fn_type->members[p - 1];
        IrMD *nf = with_vector_size(s, pa->ops[1], t);
        if (!nf || nf == pa->ops[1]) continue;
        IrMD **x = arena_alloc(s->m->arena, sizeof(IrMD *) * pa->nops);
        if (!x) return;
        memcpy(x, pa->ops, sizeof(IrMD *) * pa->nops);
        x[1] = nf;
        pops[p] = tuple(s, x, pa->nops);
        changed = true;
      }
      if (changed) fops[i + 1] = tuple(s, pops, ann->nops);
    }
    ta->ops[k] = ir_md_node(s->m, fops, node->nops);
  }
}

/* ---- the module ----------------------------------------------------------- */

/* Put named metadata `name` right before the first of `before` present
 * (at the end when none is). */
static void place_named(IrModule *m, const char *name, const char *const *before, uint32_t nbefore) {
  IrNamedMD *n = ir_named_md(m, name);
  if (!n) return;
  uint32_t at = UINT32_MAX;
  for (uint32_t i = 0; i < m->named_md.len; i++)
    if (m->named_md.data[i] == n) {
      ptrvec_remove(&m->named_md, i);
      break;
    }
  for (uint32_t i = 0; i < m->named_md.len && at == UINT32_MAX; i++) {
    IrNamedMD *x = m->named_md.data[i];
    for (uint32_t k = 0; k < nbefore; k++)
      if (!strcmp(x->name, before[k])) at = i;
  }
  ptrvec_insert(m->arena, &m->named_md, at == UINT32_MAX ? m->named_md.len : at, n);
}

/* Snapshot of what the STAT form changes: the named metadata (list and
 * operands; edits below replace operand arrays, never write into them) and
 * the function bodies. */
static StatUndo *save(IrModule *m) {
  StatUndo *u = arena_alloc(m->arena, sizeof *u);
  if (!u) return NULL;
  u->m = m;
  u->nnamed = m->named_md.len;
  u->named = arena_alloc(m->arena, sizeof(void *) * (u->nnamed + 1));
  u->nodes = arena_alloc(m->arena, sizeof(SavedNamed) * (u->nnamed + 1));
  u->funcs = arena_alloc(m->arena, sizeof(SavedFunc) * (m->funcs.len + 1));
  if (!u->named || !u->nodes || !u->funcs) return NULL;
  for (uint32_t i = 0; i < u->nnamed; i++) {
    IrNamedMD *n = m->named_md.data[i];
    u->named[i] = n;
    u->nodes[i] = (SavedNamed){n, n->ops, n->nops};
    IrMD **copy = arena_alloc(m->arena, sizeof(IrMD *) * (n->nops + 1));
    if (!copy) return NULL;
    if (n->nops) memcpy(copy, n->ops, sizeof(IrMD *) * n->nops);
    n->ops = copy;
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    if (!f->nblocks) continue;
    u->funcs[u->nfuncs++] = (SavedFunc){f, f->blocks, f->nblocks, f->blockcap, f->linkage};
  }
  return u;
}

void refl_undo_stat_module(StatUndo *u) {
  if (!u) return;
  IrModule *m = u->m;
  for (uint32_t i = u->ops.len; i-- > 0;) u->ops.data[i].node->ops[u->ops.data[i].i] = u->ops.data[i].old;
  m->named_md.len = 0;
  for (uint32_t i = 0; i < u->nnamed; i++) {
    ptrvec_push(m->arena, &m->named_md, u->named[i]); /* within the old capacity */
    u->nodes[i].n->ops = u->nodes[i].ops;
    u->nodes[i].n->nops = u->nodes[i].nops;
  }
  for (uint32_t i = 0; i < u->nfuncs; i++) {
    SavedFunc *sf = &u->funcs[i];
    sf->f->blocks = sf->blocks;
    sf->f->nblocks = sf->nblocks;
    sf->f->blockcap = sf->blockcap;
    sf->f->linkage = sf->linkage;
  }
}

bool refl_make_stat_module(IrModule *m, const Reflection *refl, bool min_precision, StatUndo **undo) {
  StatCtx s;
  memset(&s, 0, sizeof s);
  s.m = m;
  s.refl = refl;
  s.min_precision = min_precision;
  ptrmap_init(&s.node_hash, m->arena);
  ptrmap_init(&s.node_next, m->arena);
  s.undo = save(m);
  *undo = s.undo;
  if (!s.undo) return false;
  IrMD *res = ir_named_md_op0(m, "dx.resources");
  bool lib = false;
  {
    IrMD *sm = ir_named_md_op0(m, "dx.shaderModel");
    lib = sm && sm->nops && sm->ops[0] && sm->ops[0]->kind == IR_MD_STRING && sm->ops[0]->len == 3 &&
          !memcmp(sm->ops[0]->str, "lib", 3);
  }
  /* counted and usage read on the bodies, before they go */
  Counters c;
  memset(&c, 0, sizeof c);
  count_module(m, &c);
  if (refl) {
    restore_names(&s, res);
    annotate_resources(&s, res);
  }
  /* !dx.typeAnnotations: struct annotations first, then the functions' */
  IrNamedMD *ta = ir_named_md(m, "dx.typeAnnotations");
  IrMD *structs = NULL;
  if (s.ann_group.len != s.ann_types.len || s.ann_nodes.len != s.ann_types.len) s.oom = true;
  if (s.ann_types.len && !s.oom) {
    uint32_t n = 0;
    IrMD **ops = arena_alloc(m->arena, sizeof(IrMD *) * (2 * s.ann_types.len + 1));
    if (!ops) return false;
    ops[n++] = i32(&s, 0);
    for (uint8_t g = 0; g < 2; g++) /* DXC: the resources' types before the constant buffers' */
      for (uint32_t i = 0; i < s.ann_types.len; i++) {
        if (s.ann_group.data[i] != g) continue;
        ops[n++] = ir_md_const(m, ir_undef(m, s.ann_types.data[i]));
        ops[n++] = s.ann_nodes.data[i];
      }
    structs = ir_md_node(m, ops, n);
    if (!structs) return false;
  }
  if (!lib) {
    /* a shader's functions (the entry, a hull shader's patch constant
     * function) as DXC recreates them: no parameters, one annotation
     * !{i32 0, !{}, !{}} */
    IrMD *none = tuple(&s, NULL, 0);
    IrMD *pops[3] = {i32(&s, 0), none, none};
    IrMD *one = tuple(&s, pops, 3);
    IrMD *ann = tuple(&s, &one, 1);
    PtrVec fops = {0};
    if (!ptrvec_push(m->arena, &fops, i32(&s, 1))) return false;
    for (uint32_t i = 0; i < m->funcs.len; i++) {
      IrFunc *f = m->funcs.data[i];
      if (!f->nblocks) continue;
      if (!ptrvec_push(m->arena, &fops, ir_md_const(m, &f->v)) || !ptrvec_push(m->arena, &fops, ann)) return false;
    }
    ir_named_md_remove(m, "dx.typeAnnotations");
    ta = ir_named_md_get(m, "dx.typeAnnotations");
    if (!ta) return false;
    if (structs) ir_named_md_add(m, ta, structs);
    if (fops.len > 1) ir_named_md_add(m, ta, ir_md_node(m, (IrMD **)fops.data, fops.len));
    if (!ta->nops) ir_named_md_remove(m, "dx.typeAnnotations");
  } else if (structs) {
    /* a library's annotations (the front end's) keep their functions; the
     * resources' structs join its struct annotations */
    ta = ir_named_md_get(m, "dx.typeAnnotations");
    if (!ta) return false;
    uint32_t tag;
    if (ta->nops && ta->ops[0] && ta->ops[0]->nops && ir_md_u32(ta->ops[0]->ops[0], &tag) && tag == 0) {
      IrMD *old = ta->ops[0];
      IrMD **ops = arena_alloc(m->arena, sizeof(IrMD *) * (old->nops + structs->nops));
      if (!ops) return false;
      memcpy(ops, old->ops, sizeof(IrMD *) * old->nops);
      uint32_t n = old->nops;
      for (uint32_t i = 1; i + 1 < structs->nops; i += 2) {
        bool dup = false;
        for (uint32_t k = 1; k + 1 < old->nops; k += 2)
          if (old->ops[k]->value->type == structs->ops[i]->value->type) dup = true;
        if (!dup) {
          ops[n++] = structs->ops[i];
          ops[n++] = structs->ops[i + 1];
        }
      }
      ta->ops[0] = ir_md_node(m, ops, n);
    } else {
      ir_named_md_add(m, ta, structs);
      /* struct annotations first */
      IrMD *last = ta->ops[ta->nops - 1];
      memmove(ta->ops + 1, ta->ops, sizeof(IrMD *) * (ta->nops - 1));
      ta->ops[0] = last;
    }
  }
  if (lib) latest_function_annotations(&s, ir_named_md(m, "dx.typeAnnotations"));
  static const char *const after_ta[] = {"dx.viewIdState", "dx.dxrPayloadAnnotations", "dx.entryPoints"};
  place_named(m, "dx.typeAnnotations", after_ta, 3);
  /* !dx.valver 0.0 */
  IrNamedMD *vv = ir_named_md(m, "dx.valver");
  if (vv && vv->nops) {
    IrMD *z[2] = {i32(&s, 0), i32(&s, 0)};
    vv->ops[0] = ir_md_node(m, z, 2);
  }
  /* !dx.counters, last */
  IrMD *cm = counters_md(&s, &c);
  if (cm) {
    IrNamedMD *cn = ir_named_md_get(m, "dx.counters");
    if (!cn) return false;
    ir_named_md_add(m, cn, cm);
  }
  /* the bodies go (LLVM's deleteBody: an external declaration) */
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    if (!f->nblocks) continue;
    f->nblocks = 0;
    f->blocks = NULL;
    f->blockcap = 0;
    f->linkage = IR_LINK_EXTERNAL;
  }
  return !s.oom && !m->arena->oom;
}
