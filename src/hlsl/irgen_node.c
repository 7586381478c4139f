/* irgen_node.c - work-graph node objects (SM 6.8; checked in sema_node.c).
 *
 * A node object is one IR value: a %dx.types.NodeHandle (NodeOutput,
 * NodeOutputArray, EmptyNodeOutput[Array]) or %dx.types.NodeRecordHandle
 * (input records, output records). As DXC lowers them (HLOperationLower):
 * an entry's input is createNodeInputRecordHandle(0) and its outputs
 * createNodeOutputHandle(i) (i: the output's position), each annotated
 * with its NodeIOFlags and record size; GetGroup/ThreadNodeOutputRecords
 * allocate records (annotated as Group/ThreadNodeOutputRecords); a record
 * is reached through getNodeRecordPtr, a pointer in address space 6; an
 * output array's element is indexNodeHandle, annotated as a NodeOutput.
 * Calls are llvm.dx.node.* intrinsics the op table maps to the ops. */
#include <string.h>
#include <strings.h>

#include "irgen.h"
#include "../dxil/dxil_node.h"

static IrValue *ncall(Gen *g, const char *name, IrType *ret, IrValue **args, uint32_t n, IntrAttrs attrs) {
  IrType *ps[4];
  if (!ret || n > 4) return NULL;
  for (uint32_t i = 0; i < n; i++) {
    if (!args[i]) return NULL;
    ps[i] = args[i]->type;
  }
  IrFunc *f = gen_intrinsic(g, name, ret, ps, n, attrs);
  return f ? ir_build_call(&g->b, f, args, n, "") : NULL;
}

static IrType *named2(Gen *g, const char *name, IrType *elem) {
  IrType *t = ir_type_struct_named(g->m, name);
  IrType *f[2] = {elem, elem};
  if (t && t->opaque) ir_type_struct_set_body(g->m, t, f, elem == ir_type_int(g->m, 32) ? 2 : 1, false);
  return t;
}

static IrType *node_handle_type(Gen *g) { return named2(g, "dx.types.NodeHandle", ir_type_ptr(g->m, 0)); }
static IrType *record_handle_type(Gen *g) { return named2(g, "dx.types.NodeRecordHandle", ir_type_ptr(g->m, 0)); }

static bool is_output_node(uint32_t kind) {
  return (kind & DXIL_NODEIO_OUTPUT) && !(kind & DXIL_NODEIO_GRANULARITY_MASK);
}

/* The size of record type rec (0: empty). */
static uint32_t rec_size(Gen *g, HType *rec) {
  uint32_t size = 0, align = 0;
  if (rec) hl_natural_layout(g->c, rec, &size, &align);
  return size;
}

/* The flags a record type adds to its objects' NodeIOFlags. */
static uint32_t rec_flags(HType *rec) {
  return rec && rec->kind == T_STRUCT && rec->st && rec->st->track_rw_input_sharing ? DXIL_NODEIO_TRACK_RW_INPUT_SHARING
                                                                                    : 0;
}

/* h annotated with its properties {NodeIOFlags, record size}. */
static IrValue *annotate(Gen *g, IrValue *h, uint32_t flags, HType *rec) {
  IrModule *m = g->m;
  bool node = is_output_node(flags & DXIL_NODEIO_KIND_MASK);
  IrType *it = named2(g, node ? "dx.types.NodeInfo" : "dx.types.NodeRecordInfo", ir_type_int(m, 32));
  IrValue *el[2] = {ir_const_i32(m, flags), ir_const_i32(m, rec_size(g, rec))};
  IrValue *props = NULL;
  for (uint32_t i = 0; i < g->node_props.len && !props; i++) {
    IrConst *c = g->node_props.data[i];
    uint64_t f0, s0;
    if (c->v.type == it && c->nelems == 2 && ir_const_is_int(c->elems[0], &f0) && f0 == flags &&
        ir_const_is_int(c->elems[1], &s0) && s0 == rec_size(g, rec))
      props = &c->v;
  }
  if (!props && it && (props = ir_const_agg(m, it, el, 2)) != NULL && props->kind == IR_V_CONST_AGG)
    ptrvec_push(g->c->arena, &g->node_props, props);
  IrValue *a[2] = {h, props};
  return ncall(g, node ? "llvm.dx.node.annotate.handle" : "llvm.dx.node.annotate.record.handle",
               node ? node_handle_type(g) : record_handle_type(g), a, 2, IA_PURE);
}

/* An entry's node input or output parameter i: its handle is made where
 * the parameter is used, each time (as DXC lowers each use; CSE merges the
 * dominated ones), so the handles come in the order of their first uses. */
void gen_node_param(Gen *g, Decl *f, uint32_t i) {
  HlNodeEntry *ne = hl_decl_rare(f)->node;
  Decl *p = f->params[i];
  if (!ne || !p->ir) return;
  const HlNodeIO *io = NULL;
  uint32_t idx = 0;
  for (uint32_t k = 0; k < ne->ninputs && !io; k++)
    if (ne->inputs[k].param == i) io = &ne->inputs[k], idx = k;
  for (uint32_t k = 0; k < ne->noutputs && !io; k++)
    if (ne->outputs[k].param == i) io = &ne->outputs[k], idx = k;
  if (!io) return;
  IrValue *ix = ir_const_i32(g->m, idx);
  bool node = is_output_node(io->flags & DXIL_NODEIO_KIND_MASK);
  IrValue *h = node ? ncall(g, "llvm.dx.node.create.output.handle", node_handle_type(g), &ix, 1, IA_PURE)
                    : ncall(g, "llvm.dx.node.create.input.record.handle", record_handle_type(g), &ix, 1, IA_PURE);
  h = h ? annotate(g, h, io->flags, io->rec) : NULL;
  if (!h) return;
  LValue lv = lv_addr(p->ir, p->type);
  gen_store(g, &lv, h);
}

/* The handle of node object expression e. */
static IrValue *handle_of(Gen *g, Expr *e) {
  if (e->kind == E_METHOD && e->intrin == IN_NODE_METHOD) return gen_node_method(g, e);
  LValue lv = gen_agg(g, e);
  if (lv.kind != LV_ADDR || !lv.ptr) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "this node object expression is not supported yet");
    return NULL;
  }
  return gen_load(g, &lv);
}

/* Record `ix` of record object expression o. */
static LValue record_at(Gen *g, Expr *o, IrValue *ix, HType *rec) {
  IrValue *h = handle_of(g, o);
  IrType *rt = rec ? gen_record_layout(g, gen_mem_type(g, rec)) : NULL;
  if (!h || !ix || !rt || !rt->name) {
    if (h && ix) gen_error(g, GE_UNSUPPORTED, hl_expr_loc(o), "node records must be structs");
    return lv_addr(NULL, rec);
  }
  IrValue *a[2] = {h, ix};
  IrValue *ptr = ncall(g, arena_printf(g->c->arena, "llvm.dx.node.get.record.ptr.%s", rt->name),
                       ir_type_ptr(g->m, DXIL_NODE_RECORD_ADDRSPACE), a, 2, IA_PURE);
  LValue lv = lv_addr(ptr, rec);
  lv.rec = true;
  return lv;
}

IrType *gen_record_layout(Gen *g, IrType *t) {
  IrModule *m = g->m;
  if (!t) return t;
  switch (t->kind) {
  case IR_TY_VECTOR: return ir_type_array(m, t->elem, t->count);
  case IR_TY_ARRAY: {
    IrType *e = gen_record_layout(g, t->elem);
    return e == t->elem ? t : ir_type_array(m, e, t->count);
  }
  case IR_TY_STRUCT: {
    IrType *mem[64];
    bool changed = false;
    if (t->nmembers > 64 || !t->name) return t;
    for (uint32_t i = 0; i < t->nmembers; i++) {
      mem[i] = gen_record_layout(g, t->members[i]);
      changed |= mem[i] != t->members[i];
    }
    if (!changed) return t;
    IrType *n = ir_type_struct_named(m, arena_printf(g->c->arena, "%s.0", t->name));
    if (n && n->opaque) ir_type_struct_set_body(m, n, mem, t->nmembers, t->packed);
    return n ? n : t;
  }
  default: return t;
  }
}

/* A value object v of type t as an lvalue (a temporary). */
static LValue spill(Gen *g, HType *t, IrValue *v) {
  IrValue *tmp = gen_alloca(g, gen_mem_type(g, t), "node.tmp");
  LValue lv = lv_addr(tmp, t);
  if (v) gen_store(g, &lv, v);
  return lv;
}

LValue gen_node_index(Gen *g, Expr *e) {
  HType *t = e->a->type;
  uint32_t k = t->st->node_kind;
  IrValue *ix = gen_rvalue(g, e->b);
  if (k & DXIL_NODEIO_NODE_ARRAY) { /* an output of the array */
    IrValue *h = handle_of(g, e->a);
    IrValue *a[2] = {h, ix};
    IrValue *x = h && ix ? ncall(g, "llvm.dx.node.index.handle", node_handle_type(g), a, 2, IA_PURE) : NULL;
    /* DXC annotates the element with the array's own properties */
    x = x ? annotate(g, x, k | rec_flags(t->st->node_rec), t->st->node_rec) : NULL;
    return spill(g, e->type, x);
  }
  return record_at(g, e->a, ix, t->st->node_rec);
}

LValue gen_node_method_lv(Gen *g, Expr *e) {
  if (e->field == NM_GET) {
    IrValue *ix = e->nargs ? gen_rvalue(g, e->args[0]) : ir_const_i32(g->m, 0);
    return record_at(g, e->a, ix, e->a->type->st->node_rec);
  }
  IrValue *v = gen_node_method(g, e);
  if (gen_is_value_object(e->type)) return spill(g, e->type, v);
  gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "this node object method is not supported here");
  return lv_addr(NULL, e->type);
}

IrValue *gen_node_method(Gen *g, Expr *e) {
  IrModule *m = g->m;
  if (e->field == NM_GET) {
    LValue lv = gen_node_method_lv(g, e);
    return lv.ptr ? gen_load(g, &lv) : NULL;
  }
  IrValue *h = handle_of(g, e->a);
  IrValue *n = e->nargs ? gen_rvalue(g, e->args[0]) : NULL;
  if (!h || (e->nargs && !n)) return NULL;
  IrType *i1 = ir_type_int(m, 1), *i32 = ir_type_int(m, 32), *vd = ir_type_void(m);
  HType *rec = e->a->type->st->node_rec;
  switch ((SemaNodeMethod)e->field) {
  case NM_COUNT: return ncall(g, "llvm.dx.node.get.input.record.count", i32, &h, 1, IA_READ);
  case NM_GROUP_RECORDS: case NM_THREAD_RECORDS: {
    bool thread = e->field == NM_THREAD_RECORDS;
    IrValue *a[3] = {h, n, ir_const_i1(m, thread)};
    IrValue *r = ncall(g, "llvm.dx.node.allocate.output.records", record_handle_type(g), a, 3, IA_EFFECT);
    uint32_t kind = thread ? DXIL_NODEKIND_THREAD_OUTPUT_RECORDS : DXIL_NODEKIND_GROUP_OUTPUT_RECORDS;
    return r ? annotate(g, r, kind | rec_flags(rec), rec) : NULL;
  }
  case NM_OUTPUT_COMPLETE: ncall(g, "llvm.dx.node.output.complete", vd, &h, 1, IA_EFFECT); return NULL;
  case NM_IS_VALID: return ncall(g, "llvm.dx.node.output.is.valid", i1, &h, 1, IA_READ);
  case NM_THREAD_INCREMENT: case NM_GROUP_INCREMENT: {
    IrValue *a[3] = {h, n, ir_const_i1(m, e->field == NM_THREAD_INCREMENT)};
    ncall(g, "llvm.dx.node.increment.output.count", vd, a, 3, IA_EFFECT);
    return NULL;
  }
  case NM_FINISHED_CROSS_GROUP_SHARING:
    return ncall(g, "llvm.dx.node.finished.cross.group.sharing", i1, &h, 1, IA_EFFECT);
  default: return NULL;
  }
}

void gen_node_param_use(Gen *g, Decl *d) {
  Decl *f = g->fdecl;
  for (uint32_t i = 0; f && hl_decl_rare(f)->node && i < f->nparams; i++)
    if (f->params[i] == d) gen_node_param(g, f, i);
}

IrValue *gen_node_barrier(Gen *g, Expr *e, IrValue *flags) {
  IrValue *h = handle_of(g, e);
  IrValue *a[2] = {h, flags};
  if (h && flags) ncall(g, "llvm.dx.node.barrier.by.node.record.handle", ir_type_void(g->m), a, 2, IA_CONVERGENT);
  return NULL;
}

/* ---- the entry's node properties ---------------------------------------------- */

static IrMD *mi(Gen *g, uint32_t v) { return ir_md_i32(g->m, v); }
static IrMD *mtuple(Gen *g, IrMD **ops, uint32_t n) { return ir_md_node(g->m, ops, n); }
static IrMD *mid(Gen *g, const char *name, uint32_t index) {
  IrMD *o[2] = {ir_md_string(g->m, name), mi(g, index)};
  return mtuple(g, o, 2);
}
static IrMD *mgrid(Gen *g, const uint32_t v[3]) {
  IrMD *o[3] = {mi(g, v[0]), mi(g, v[1]), mi(g, v[2])};
  return mtuple(g, o, 3);
}

/* The SV_DispatchGrid field of record type t, at any depth (members that
 * are structs, base records), and its byte offset from `at`. */
static const Field *sv_dispatch_grid(const HType *t, uint32_t at, uint32_t *off) {
  StructInfo *st = t && t->kind == T_STRUCT ? t->st : NULL;
  for (uint32_t i = 0; st && i < st->nfields; i++) {
    const Field *f = &st->fields[i];
    if (!f->type) continue;
    if (f->semantic && !strcasecmp(f->semantic, "SV_DispatchGrid")) {
      *off = at + f->sb_offset;
      return f;
    }
    const Field *in = f->type->kind == T_STRUCT ? sv_dispatch_grid(f->type, at + f->sb_offset, off) : NULL;
    if (in) return in;
  }
  return NULL;
}

/* A record type's state: !{0, size[, 1, !{offset, type, n}][, 2, align]}. */
static IrMD *record_md(Gen *g, HType *rec) {
  uint32_t size = 0, align = 0;
  hl_natural_layout(g->c, rec, &size, &align);
  IrMD *o[6];
  uint32_t n = 0;
  o[n++] = mi(g, DXIL_NODEREC_TAG_SIZE);
  o[n++] = mi(g, size);
  uint32_t off = 0;
  const Field *f = sv_dispatch_grid(rec, 0, &off);
  if (f) {
    HType *ft = f->type;
    uint32_t comps = ft->kind == T_VECTOR ? ft->n : ft->kind == T_ARRAY ? ft->count : 1;
    while (ft->kind == T_ARRAY) ft = ft->elem;
    bool u16 = ft->sk == SK_UINT16 || ft->sk == SK_INT16 || ft->sk == SK_MIN16UINT;
    IrMD *gd[3] = {mi(g, off), mi(g, u16 ? DXIL_NODE_GRID_U16 : DXIL_NODE_GRID_U32), mi(g, comps)};
    o[n++] = mi(g, DXIL_NODEREC_TAG_SV_DISPATCH_GRID);
    o[n++] = mtuple(g, gd, 3);
  }
  if (align) {
    o[n++] = mi(g, DXIL_NODEREC_TAG_ALIGNMENT);
    o[n++] = mi(g, align);
  }
  return mtuple(g, o, n);
}

/* One input's or output's state (DXC's EmitDxilNodeIOState). */
static IrMD *io_md(Gen *g, const HlNodeIO *io) {
  IrMD *o[14];
  uint32_t n = 0;
  o[n++] = mi(g, DXIL_NODEIO_TAG_FLAGS);
  o[n++] = mi(g, io->flags);
  if (io->rec && rec_size(g, io->rec)) {
    o[n++] = mi(g, DXIL_NODEIO_TAG_RECORD_TYPE);
    o[n++] = record_md(g, io->rec);
  }
  if (io->flags & DXIL_NODEIO_OUTPUT) {
    o[n++] = mi(g, DXIL_NODEIO_TAG_MAX_RECORDS);
    o[n++] = mi(g, io->max_records);
    if (io->array_size) {
      o[n++] = mi(g, DXIL_NODEIO_TAG_OUTPUT_ARRAY_SIZE);
      o[n++] = mi(g, io->array_size);
    }
    if (io->shared_with >= 0) {
      o[n++] = mi(g, DXIL_NODEIO_TAG_MAX_RECORDS_SHARED_WITH);
      o[n++] = mi(g, (uint32_t)io->shared_with);
    }
    if (io->allow_sparse) {
      o[n++] = mi(g, DXIL_NODEIO_TAG_ALLOW_SPARSE_NODES);
      o[n++] = ir_md_const(g->m, ir_const_i1(g->m, true));
    }
    o[n++] = mi(g, DXIL_NODEIO_TAG_OUTPUT_ID);
    o[n++] = mid(g, io->id, io->id_index);
  } else if (io->max_records) {
    o[n++] = mi(g, DXIL_NODEIO_TAG_MAX_RECORDS);
    o[n++] = mi(g, io->max_records);
  }
  return mtuple(g, o, n);
}

/* !hlsl.node: !{fn, !{tag, value, ...}} per node entry, the properties
 * DXC's EmitDxilNodeState writes after the shader kind; the metadata
 * translation puts them into the entry's dx.entryPoints record. */
void gen_node_metadata(Gen *g, Decl *f) {
  HlNodeEntry *ne = hl_decl_rare(f)->node;
  if (!ne || !f->ir) return;
  IrModule *m = g->m;
  IrMD *o[24];
  uint32_t n = 0;
  o[n++] = mi(g, DXIL_PROP_NODE_LAUNCH_TYPE);
  o[n++] = mi(g, ne->launch);
  if (ne->program_entry) {
    o[n++] = mi(g, DXIL_PROP_NODE_IS_PROGRAM_ENTRY);
    o[n++] = ir_md_const(m, ir_const_i1(m, true));
  }
  o[n++] = mi(g, DXIL_PROP_NODE_ID);
  o[n++] = mid(g, ne->id, ne->id_index);
  o[n++] = mi(g, DXIL_PROP_NODE_LOCAL_ROOT_ARGS_INDEX);
  o[n++] = mi(g, ne->local_root_index);
  if (ne->share_input) {
    o[n++] = mi(g, DXIL_PROP_NODE_SHARE_INPUT_OF);
    o[n++] = mid(g, ne->share_input, ne->share_index);
  }
  if (ne->dispatch_grid[0] || ne->dispatch_grid[1] || ne->dispatch_grid[2]) {
    o[n++] = mi(g, DXIL_PROP_NODE_DISPATCH_GRID);
    o[n++] = mgrid(g, ne->dispatch_grid);
  }
  if (ne->max_dispatch_grid[0] || ne->max_dispatch_grid[1] || ne->max_dispatch_grid[2]) {
    o[n++] = mi(g, DXIL_PROP_NODE_MAX_DISPATCH_GRID);
    o[n++] = mgrid(g, ne->max_dispatch_grid);
  }
  if (ne->max_recursion) {
    o[n++] = mi(g, DXIL_PROP_NODE_MAX_RECURSION_DEPTH);
    o[n++] = mi(g, ne->max_recursion);
  }
  IrMD *l[64];
  if (ne->ninputs) {
    uint32_t k = 0;
    for (; k < ne->ninputs && k < 64; k++) l[k] = io_md(g, &ne->inputs[k]);
    o[n++] = mi(g, DXIL_PROP_NODE_INPUTS);
    o[n++] = mtuple(g, l, k);
  }
  if (ne->noutputs) {
    uint32_t k = 0;
    for (; k < ne->noutputs && k < 64; k++) l[k] = io_md(g, &ne->outputs[k]);
    o[n++] = mi(g, DXIL_PROP_NODE_OUTPUTS);
    o[n++] = mtuple(g, l, k);
  }
  IrMD *rec[2] = {ir_md_const(m, &((IrFunc *)f->ir)->v), mtuple(g, o, n)};
  IrNamedMD *nmd = ir_named_md_get(m, "hlsl.node");
  if (nmd) ir_named_md_add(m, nmd, ir_md_node(m, rec, 2));
}
