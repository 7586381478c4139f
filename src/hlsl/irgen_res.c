/* irgen_res.c - IR for resources and constant buffers.
 *
 * Handles: llvm.dx.resource.handlefrombinding(space, lower, range, index,
 * name) for explicit registers, handlefromimplicitbinding(order_id, space,
 * range, index, name) otherwise. Handles with a constant index are created
 * once per function at the top of its entry block (after the allocas);
 * dynamically indexed ones at the use. The calls are pure, so unused ones
 * die in DCE.
 *
 * Buffers: B[i] is llvm.dx.resource.getpointer + load/store (GEPs into
 * struct elements, scalar/vector accesses only). Byte address buffers use
 * llvm.dx.resource.{load,store}.rawbuffer with the byte offset as index and
 * a poison element offset.
 *
 * Constant buffers are in irgen_cb.c.
 */
#include "irgen.h"

#include <stdlib.h>
#include <string.h>

static IrValue *i32c(Gen *g, uint32_t v) { return ir_const_i32(g->m, v); }

/* `@NAME.str`: the private NUL-terminated name string handle-creation
 * calls point at (resources and constant buffers alike). */
IrGlobal *gen_name_string(Gen *g, const char *name) {
  IrModule *m = g->m;
  size_t n = strlen(name) + 1;
  IrType *t = ir_type_array(m, ir_type_int(m, 8), n);
  IrGlobal *gv = ir_global_new(m, arena_printf(g->c->arena, "%s.str", name), t, 0);
  if (!gv) return NULL;
  gv->linkage = IR_LINK_PRIVATE;
  gv->unnamed_addr = 2;
  gv->is_const = true;
  gv->align = 1;
  gv->init = ir_const_data(m, t, (const uint8_t *)name, (uint32_t)n);
  return gv;
}

static uint32_t class_code(char cls) {
  switch (cls) {
  case 'u': return 1;
  case 'b': return 2;
  case 's': return 3;
  default: return 0;
  }
}

static IrMD *declared_entry(Gen *g, const char *name, char cls, uint32_t space, uint32_t lower, uint32_t size,
                            int order_id, SrcLoc loc) {
  IrModule *m = g->m;
  IrMD *ops[9] = {ir_md_string(m, name), ir_md_i32(m, class_code(cls)), ir_md_i32(m, space),
                  ir_md_i32(m, lower), ir_md_i32(m, size), ir_md_i32(m, (uint32_t)order_id),
                  ir_md_string(m, loc.file ? loc.file : ""), ir_md_i32(m, loc.line), ir_md_i32(m, loc.col)};
  return ir_md_node(m, ops, 9);
}

/* -fbind-unused: !hlsl.bind.declared lists every declared resource and
 * constant buffer, !{!"name", i32 class, i32 space, i32 lower, i32 size,
 * i32 order_id} (order_id -1 for explicit registers, size -1 for unbounded
 * arrays, then the declaration's !"file", i32 line, i32 col), so implicit
 * bindings can be assigned as if everything were used (implicit_binding.c). */
static void gen_bind_declared(Gen *g) {
  HlslCtx *c = g->c;
  IrNamedMD *nmd = ir_named_md_get(g->m, "hlsl.bind.declared");
  if (!nmd) return;
  for (uint32_t i = 0; i < c->cbufs.len; i++) {
    CBufInfo *cb = c->cbufs.data[i];
    if (!cb->members.len) continue;
    if (!c->opt->dx.bind_unused && !cb->has_reg) continue; /* legacy reservation: explicit only */
    uint32_t space = hl_cbuffer_space(c, cb);
    ir_named_md_add(g->m, nmd, declared_entry(g, cb->name, 'b', space, cb->has_reg ? cb->reg.index : 0, 1,
                                              cb->has_reg ? -1 : cb->order_id, cb->loc));
  }
  for (uint32_t i = 0; i < c->resources.len; i++) {
    ResInfo *r = c->resources.data[i];
    char cls = hl_res_class(r->type->rk);
    if (!c->opt->dx.bind_unused && !r->explicit_reg) continue;
    ir_named_md_add(g->m, nmd, declared_entry(g, r->name, cls, r->space, r->explicit_reg ? r->lower : 0,
                                              r->range, r->explicit_reg ? -1 : r->order_id, r->loc));
  }
}

/* An HLSL type spelled the way DXC's metadata type names spell it
 * ("unsigned int", "vector<float, 4>", "long long", the struct's name). */
static void dxc_spell(HlslCtx *c, StrBuf *sb, const HType *t) {
  static const char *const names[SK_COUNT] = {
    [SK_BOOL] = "bool", [SK_INT] = "int", [SK_UINT] = "unsigned int", [SK_INT16] = "short",
    [SK_UINT16] = "unsigned short", [SK_INT64] = "long long", [SK_UINT64] = "unsigned long long",
    [SK_HALF] = "half", [SK_FLOAT] = "float", [SK_DOUBLE] = "double", [SK_MIN16FLOAT] = "min16float",
    [SK_MIN10FLOAT] = "min10float", [SK_MIN16INT] = "min16int", [SK_MIN12INT] = "min12int",
    [SK_MIN16UINT] = "min16uint", [SK_LIT_INT] = "int", [SK_LIT_FLOAT] = "float",
  };
  switch (t->kind) {
  case T_SCALAR: sb_puts(sb, names[t->sk] ? names[t->sk] : "int"); break;
  case T_VECTOR: sb_printf(sb, "vector<%s, %u>", names[t->sk] ? names[t->sk] : "int", t->n); break;
  case T_MATRIX: sb_printf(sb, "matrix<%s, %u, %u>", names[t->sk] ? names[t->sk] : "int", t->n, t->m); break;
  case T_STRUCT: sb_puts(sb, t->st->name && t->st->name[0] ? t->st->name : "anon"); break;
  case T_ARRAY:
    dxc_spell(c, sb, t->elem);
    sb_printf(sb, "[%u]", t->count);
    break;
  default: sb_puts(sb, hl_type_name(c, t)); break;
  }
}

/* !hlsl.resource.typenames = !{!{!"X", !"class.RWStructuredBuffer<int>"}}:
 * the DXC type name of structured buffers, whose kind (Append/Consume) and
 * element signedness the IR handle type does not carry (translate_metadata.c). */
static void gen_type_name_hints(Gen *g) {
  HlslCtx *c = g->c;
  IrNamedMD *nmd = NULL;
  for (uint32_t i = 0; i < c->resources.len; i++) {
    ResInfo *r = c->resources.data[i];
    HlResKind rk = r->type->rk;
    if (rk != HL_RK_SBUFFER && rk != HL_RK_RWSBUFFER && rk != HL_RK_APPEND_SBUFFER && rk != HL_RK_CONSUME_SBUFFER &&
        rk != HL_RK_ROV_SBUFFER)
      continue;
    if (!r->type->elem) continue;
    StrBuf sb = sb_new(g->c->arena);
    /* min-precision elements take 32 bits in the buffer: DXC's separate
     * buffer-layout type is named "hostlayout." */
    sb_printf(&sb, "%sclass.%s<", gen_has_minprec(g, r->type->elem) ? "hostlayout." : "", hl_res_info(rk)->name);
    dxc_spell(c, &sb, r->type->elem);
    if (sb.len && sb.data[sb.len - 1] == '>') sb_putc(&sb, ' ');
    sb_putc(&sb, '>');
    if (!nmd) nmd = ir_named_md_get(g->m, "hlsl.resource.typenames");
    if (nmd && sb.data) {
      IrMD *ops[2] = {ir_md_string(g->m, r->name), ir_md_string(g->m, sb.data)};
      ir_named_md_add(g->m, nmd, ir_md_node(g->m, ops, 2));
    }
    sb_free(&sb);
  }
}

void gen_resource_names(Gen *g) {
  HlslCtx *c = g->c;
  for (uint32_t i = 0; i < c->resources.len; i++) {
    ResInfo *r = c->resources.data[i];
    if (r->ir_name) continue;
    r->ir_name = gen_name_string(g, r->name);
    if (r->ir_name) ((IrGlobal *)r->ir_name)->loc = r->loc;
  }
  if (c->opt && (c->opt->dx.bind_unused || c->opt->dx.legacy_reservation)) gen_bind_declared(g);
  gen_type_name_hints(g);
}

/* Builder positioned at the setup point at the top of the entry block. */
static void setup_builder(Gen *g, IrBuilder *b) {
  IrBlock *entry = g->fn->blocks[0];
  IrInst *after = g->setup_after ? g->setup_after : g->alloca_after;
  IrInst *pos = after ? after->next : entry->first;
  if (pos) ir_builder_before(b, g->m, pos);
  else ir_builder_at_end(b, g->m, entry);
  b->loc = g->b.loc;
}

static void note_use(Gen *g, ResInfo *r);

static IrValue *create_handle(Gen *g, IrBuilder *b, ResInfo *r, IrValue *index) {
  IrModule *m = g->m;
  note_use(g, r);
  if (!r->ir_type) r->ir_type = gen_handle_type(g, r->type);
  if (!r->ir_name) {
    r->ir_name = gen_name_string(g, r->name);
    if (r->ir_name) ((IrGlobal *)r->ir_name)->loc = r->loc;
  }
  IrType *ht = r->ir_type;
  IrType *i32 = ir_type_int(m, 32);
  IrType *ps[5] = {i32, i32, i32, i32, ir_type_ptr(m, 0)};
  IrValue *args[5];
  IrFunc *f;
  if (r->explicit_reg) {
    f = gen_intrinsic_ov(g, "llvm.dx.resource.handlefrombinding", &ht, 1, ht, ps, 5, IA_PURE);
    args[0] = i32c(g, r->space);
    args[1] = i32c(g, r->lower);
  } else {
    f = gen_intrinsic_ov(g, "llvm.dx.resource.handlefromimplicitbinding", &ht, 1, ht, ps, 5, IA_PURE);
    args[0] = i32c(g, (uint32_t)r->order_id);
    args[1] = i32c(g, r->space);
  }
  args[2] = i32c(g, r->range);
  args[3] = index;
  args[4] = r->ir_name ? &((IrGlobal *)r->ir_name)->v : NULL;
  r->used = true;
  b->loc = r->loc;
  IrValue *h = ir_build_call(b, f, args, 5, "");
  IrInst *hi = h ? ir_as_inst(h) : NULL;
  bool space_only = !r->explicit_reg && r->space_given;
  if (hi && (r->globally_coherent || r->reorder_coherent || space_only)) {
    /* globallycoherent / reordercoherent are properties of the
     * declaration: they ride on the handle creation as call-site
     * attributes that the resource analysis reads (dxil_resources.c);
     * so does a space declared without a register, which a library keeps
     * (dxil-translate-metadata) */
    hi->call_attrs = ir_attrs_new(m);
    if (hi->call_attrs && r->globally_coherent) ir_attrs_add(m, hi->call_attrs, "\"hlsl.globallycoherent\"", NULL);
    if (hi->call_attrs && r->reorder_coherent) ir_attrs_add(m, hi->call_attrs, "\"hlsl.reordercoherent\"", NULL);
    if (hi->call_attrs && space_only) ir_attrs_add(m, hi->call_attrs, "\"hlsl.space.declared\"", NULL);
  }
  return h;
}

/* The handle of descriptor-heap element expression e as resource type ht:
 * Heap[i] is llvm.dx.resource.handlefromheap(i); c ? Heap[i] : Heap[j]
 * branches with a handle on each side and a phi of the two, as DXC (a
 * conditional of resource objects is control flow there); resource access
 * then makes it one handle of a phi of the indices (resource_access.c). */
static IrValue *heap_elem_handle(Gen *g, Expr *e, IrType *ht, bool coherent, bool to_sampler) {
  IrModule *m = g->m;
  while (e->kind == E_CONV || (e->kind == E_CAST && sema_res_is_heap_elem(e->a->type))) e = e->a;
  if (e->kind == E_COND) {
    IrValue *c = gen_bool(g, e->a);
    if (!c) return NULL;
    IrBlock *bt = gen_new_block(g, "cond.true"), *bf = gen_new_block(g, "cond.false"),
            *be = gen_new_block(g, "cond.end");
    ir_build_condbr(&g->b, c, bt, bf);
    gen_set_block(g, bt);
    IrValue *x = heap_elem_handle(g, e->b, ht, coherent, to_sampler);
    IrBlock *xe = g->b.block;
    ir_build_br(&g->b, be);
    gen_set_block(g, bf);
    IrValue *y = heap_elem_handle(g, hl_expr_c(e), ht, coherent, to_sampler);
    IrBlock *ye = g->b.block;
    ir_build_br(&g->b, be);
    gen_set_block(g, be);
    if (!x || !y) return NULL;
    IrInst *phi = ir_build_phi(&g->b, ht, "");
    if (!phi) return NULL;
    ir_phi_add(m, phi, x, xe);
    ir_phi_add(m, phi, y, ye);
    return &phi->v;
  }
  if (e->kind != E_INDEX) {
    gen_error(g, GE_RESOURCE, hl_expr_loc(e), "unsupported use of a descriptor heap");
    return NULL;
  }
  IrValue *ix = gen_rvalue(g, e->b);
  if (!ix) return NULL;
  IrType *ps[1] = {ir_type_int(m, 32)};
  IrFunc *f = gen_intrinsic_ov(g, "llvm.dx.resource.handlefromheap", &ht, 1, ht, ps, 1, IA_PURE);
  g->b.loc = hl_expr_loc(e);
  IrValue *h = ir_build_call(&g->b, f, &ix, 1, "");
  IrInst *hi = h ? ir_as_inst(h) : NULL;
  /* a sampler from ResourceDescriptorHeap, or another resource from
   * SamplerDescriptorHeap: the heap, not the type, is CreateHandleFromHeap's
   * samplerHeap (op_lower, shader_flags) */
  bool other = e->type && e->type->kind == T_RESOURCE && to_sampler != (e->type->rk == HL_RK_SAMPLER_HEAP);
  if (hi && (coherent || other)) { /* globallycoherent local: see create_handle */
    hi->call_attrs = ir_attrs_new(m);
    if (hi->call_attrs && coherent) ir_attrs_add(m, hi->call_attrs, "\"hlsl.globallycoherent\"", NULL);
    if (hi->call_attrs && other) ir_attrs_add(m, hi->call_attrs, "\"hlsl.otherheap\"", NULL);
  }
  return h;
}

/* ResourceDescriptorHeap[i] / SamplerDescriptorHeap[i] converted to a
 * resource type. */
static IrValue *heap_handle(Gen *g, Expr *conv) {
  Expr *elem = conv->a;
  if (g->c->opt && g->c->opt->dx.target.sm_minor < 6 && g->c->opt->dx.target.sm_major <= 6) {
    gen_error(g, GE_RESOURCE, hl_expr_loc(elem), "descriptor heaps require shader model 6.6 or later");
    return NULL;
  }
  return heap_elem_handle(g, elem, gen_handle_type(g, conv->type), conv->type->coherent,
                          hl_res_is_sampler(conv->type->rk));
}

/* ---- DXC's order of resources in structs and cbuffer blocks ----------------
 *
 * DXC makes the resources of struct variables and of cbuffer blocks
 * (ResInfo.cb_res) while lowering the buffers' uses, after the other
 * resources, buffer by buffer ($Globals first), each in the order it meets
 * the uses: functions other than the entry first, in definition order, each
 * counted backwards (a struct passed by value to a function counts there,
 * call by call), then the entry forwards. Records and implicit bindings
 * follow that order (gen_resource_order). */

uint32_t gen_use_bucket(Gen *g, Decl *f) {
  HlslCtx *c = g->c;
  if (f && f->def) f = f->def;
  if (!f || f == c->entry || f->lib_entry) return 0xFFFFFu;
  if (hl_decl_rare(f)->func_index && hl_decl_rare(f)->func_index <= c->funcs.len && c->funcs.data[hl_decl_rare(f)->func_index - 1] == f)
    return hl_decl_rare(f)->func_index - 1 < 0xFFFFFu ? hl_decl_rare(f)->func_index - 1 : 0xFFFFEu;
  for (uint32_t i = 0; i < c->funcs.len && i < 0xFFFFFu; i++)
    if (c->funcs.data[i] == f) return i;
  return 0xFFFFEu;
}

void gen_use_begin_function(Gen *g, Decl *f) {
  g->use_bucket = gen_use_bucket(g, f);
  g->use_group = ++g->use_groups;
  g->use_idx = 0;
  g->use_reversed = !g->is_entry;
}

static void note_use(Gen *g, ResInfo *r) {
  if (!r->cb_res || g->use_quiet) return;
  uint64_t idx = g->use_idx < 0x3FFFFFu ? g->use_idx++ : 0x3FFFFFu;
  uint64_t key = (uint64_t)(g->use_bucket & 0xFFFFFu) << 44 | (uint64_t)(g->use_group & 0x3FFFFFu) << 22 |
                 (g->use_reversed ? 0x3FFFFFu - idx : idx);
  if (key < r->use_key) r->use_key = key;
}

/* $Globals first, then the buffers (blocks and views) in declaration order */
static uint64_t res_buffer_rank(const ResInfo *r) {
  if (r->res_cb) return 1 + (uint64_t)r->res_cb->decl_seq;
  return r->res_view ? 1 + (uint64_t)r->res_view->decl_seq : 0;
}

static int cmp_cb_res(const void *pa, const void *pb) {
  const ResInfo *a = *(const ResInfo *const *)pa, *b = *(const ResInfo *const *)pb;
  uint64_t x = res_buffer_rank(a), y = res_buffer_rank(b);
  if (x != y) return x < y ? -1 : 1;
  if (a->use_key != b->use_key) return a->use_key < b->use_key ? -1 : 1;
  return a->decl_seq < b->decl_seq ? -1 : a->decl_seq > b->decl_seq;
}

static bool is_implicit_binding_call(const IrInst *i) {
  if (i->op != IR_CALL || i->nops < 6 || !i->ops[0] || i->ops[0]->kind != IR_V_FUNC) return false;
  const char *n = i->ops[0]->name;
  return n && !strncmp(n, "llvm.dx.resource.handlefromimplicitbinding", 42);
}

/* A resource or buffer that DXC lists after the others. */
typedef struct MovedRes {
  IrGlobal *name;      /* its name string */
  int *order_id;       /* its implicit binding order id (-1: explicit) */
  bool keep_id;        /* bound in declaration order (ResInfo.decl_binding) */
} MovedRes;

/* Records and implicit bindings in DXC's order: the resources of structs
 * and cbuffer blocks (sorted as above), then tbuffers and TextureBuffer<T>
 * (DXC turns them from constant buffers into SRVs last), after the other
 * resources. Records follow the name strings' positions (dxil_resources.c),
 * implicit bindings the order ids, which are renumbered in the calls -
 * except for the fields of structs of resources only, which keep
 * declaration order for their bindings (README "Resource binding"). */
void gen_resource_order(Gen *g) {
  HlslCtx *c = g->c;
  IrModule *m = g->m;
  if (c->opt && c->opt->dx.bind_unused) return; /* declaration order: bindings stable under use */
  uint32_t n = 0, total = c->resources.len + c->cbufs.len;
  ResInfo **v = arena_alloc(c->arena, sizeof(ResInfo *) * (c->resources.len + 1));
  MovedRes *mv = arena_alloc(c->arena, sizeof(MovedRes) * (total + 1));
  if (!v || !mv) return;
  for (uint32_t i = 0; i < c->resources.len; i++)
    if (c->resources.data[i]->cb_res) v[n++] = c->resources.data[i];
  hl_sort(g->c->arena, v, n, sizeof *v, cmp_cb_res);
  uint32_t nm = 0;
  for (uint32_t k = 0; k < n; k++) mv[nm++] = (MovedRes){v[k]->ir_name, &v[k]->order_id, v[k]->decl_binding};
  /* tbuffers in declaration order */
  uint32_t i = 0, k = 0;
  for (;;) {
    while (i < c->cbufs.len && !c->cbufs.data[i]->is_tbuffer) i++;
    while (k < c->resources.len && (c->resources.data[k]->cb_res || !c->resources.data[k]->type ||
                                     c->resources.data[k]->type->rk != HL_RK_TEXTURE_BUFFER))
      k++;
    CBufInfo *cb = i < c->cbufs.len ? c->cbufs.data[i] : NULL;
    ResInfo *r = k < c->resources.len ? c->resources.data[k] : NULL;
    if (!cb && !r) break;
    if (cb && (!r || cb->decl_seq < r->decl_seq)) {
      mv[nm++] = (MovedRes){cb->ir_name, &cb->order_id, false};
      i++;
    } else {
      mv[nm++] = (MovedRes){r->ir_name, &r->order_id, false};
      k++;
    }
  }
  if (!nm) return;
  /* the others keep their order ids; the moved ones follow */
  int max_id = -1;
  for (uint32_t j = 0; j < c->resources.len; j++)
    if (c->resources.data[j]->order_id > max_id) max_id = c->resources.data[j]->order_id;
  for (uint32_t j = 0; j < c->cbufs.len; j++)
    if (c->cbufs.data[j]->order_id > max_id) max_id = c->cbufs.data[j]->order_id;
  uint32_t w = 0;
  for (uint32_t j = 0; j < m->globals.len; j++) {
    IrGlobal *gv = m->globals.data[j];
    bool moved = false;
    for (uint32_t q = 0; q < nm && !moved; q++) moved = mv[q].name == gv;
    if (!moved) m->globals.data[w++] = gv;
  }
  for (uint32_t q = 0; q < nm; q++) {
    if (mv[q].name) m->globals.data[w++] = mv[q].name;
    if (*mv[q].order_id >= 0 && !mv[q].keep_id) *mv[q].order_id = ++max_id;
  }
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *in = fn->blocks[b]->first; in; in = in->next) {
        if (!is_implicit_binding_call(in)) continue;
        for (uint32_t q = 0; q < nm; q++)
          if (mv[q].name && in->ops[5] == &mv[q].name->v && *mv[q].order_id >= 0 && !mv[q].keep_id)
            ir_inst_set_operand(in, 1, i32c(g, (uint32_t)*mv[q].order_id));
      }
  }
}

static IrValue *handle_const(Gen *g, ResInfo *r, uint64_t idx) {
  /* the entries of r in this function, newest first (a scan of all
   * entries per access was quadratic in the number of resources) */
  if (!g->hcache_last.arena) ptrmap_init(&g->hcache_last, g->c->arena);
  uint32_t last = (uint32_t)(uintptr_t)ptrmap_get(&g->hcache_last, r);
  if (last > g->hcache.len || (last && g->hcache.data[last - 1].res != r)) last = 0; /* stale */
  for (uint32_t at = last; at; at = g->hcache.data[at - 1].prev_same)
    if (g->hcache.data[at - 1].index == idx) {
      note_use(g, r);
      return g->hcache.data[at - 1].handle;
    }
  IrBuilder b;
  setup_builder(g, &b);
  IrValue *h = create_handle(g, &b, r, i32c(g, (uint32_t)idx));
  if (!h) return NULL;
  g->setup_after = (IrInst *)h;
  HandleCache hc = {r, idx, h, last};
  if (vec_push(g->c->arena, &g->hcache, hc))
    ptrmap_put(&g->hcache_last, r, (void *)(uintptr_t)g->hcache.len);
  return h;
}

/* Walk a resource access path: s.B[2], s1[0].D[i], Tables[t]. */
typedef struct ResPath {
  Decl *d;             /* the global */
  StrBuf path;         /* leaf name being built */
  IrValue *idx[8];     /* resource array indices (outermost first) */
  Expr *idx_e[8];      /* their expressions */
  uint32_t nidx;       /* number of indices */
} ResPath;

static bool res_path(Gen *g, Expr *e, ResPath *rp) {
  switch (e->kind) {
  case E_NAME:
    if (!e->decl || (e->decl->vk != VK_RESOURCE && !e->decl->nres)) return false; /* nres: mixed struct */
    rp->d = e->decl;
    sb_puts(&rp->path, hl_unqualified(e->decl->name)); /* as sema names the leaves */
    return true;
  case E_MEMBER: {
    if (!res_path(g, e->a, rp)) return false;
    const HType *at = e->a->type;
    if (sema_is_cb_view(at)) {
      /* C1.tex of a ConstantBuffer<S>: a resource of its own, "C1.tex";
       * CB[0].tex of an array of one view names it too */
      at = at->elem;
      rp->nidx = 0;
    }
    if (at->kind != T_STRUCT) return false;
    sb_printf(&rp->path, ".%s", at->st->fields[e->field].name);
    return true;
  }
  case E_INDEX: {
    if (!res_path(g, e->a, rp)) return false;
    HType *at = e->a->type;
    if (at->kind != T_ARRAY) return false;
    const HType *inner = at->elem;
    while (inner->kind == T_ARRAY) inner = inner->elem;
    if (inner->kind == T_STRUCT || (rp->d->cbuf && rp->d->vk == VK_RESOURCE)) {
      /* element leaves (cbuffer arrays: sema.c enum_res) */
      uint64_t ci;
      if (!sema_const_uint(g->c, e->b, &ci)) {
        /* DXC's wording: such arrays are split per resource member, and
         * live in a constant buffer as far as their data goes */
        gen_error(g, GE_RESOURCE, hl_expr_loc(e->b), "Index for resource array inside cbuffer must be a literal expression");
        return false;
      }
      sb_printf(&rp->path, ".%llu", (unsigned long long)ci);
      return true;
    }
    if (rp->nidx >= 8) return false;
    rp->idx_e[rp->nidx] = e->b;
    rp->idx[rp->nidx++] = gen_rvalue(g, e->b);
    return true;
  }
  default: return false;
  }
}

/* The path of a struct parameter's resource field below the parameter:
 * ".f" for members, ".N" for constant elements of arrays of structs; indices
 * into resource arrays are not part of it. */
static bool param_suffix(HlslCtx *c, const Expr *e, StrBuf *sb) {
  switch (e->kind) {
  case E_NAME: return true;
  case E_MEMBER:
    if (!param_suffix(c, e->a, sb)) return false;
    sb_printf(sb, ".%s", e->a->type->st->fields[e->field].name);
    return true;
  case E_INDEX: {
    if (!param_suffix(c, e->a, sb)) return false;
    const HType *inner = e->a->type->kind == T_ARRAY ? e->a->type->elem : NULL;
    while (inner && inner->kind == T_ARRAY) inner = inner->elem;
    if (inner && inner->kind == T_STRUCT) {
      uint64_t ci;
      if (!sema_const_uint(c, e->b, &ci)) return false;
      sb_printf(sb, ".%llu", (unsigned long long)ci);
    }
    return true;
  }
  default: return false;
  }
}

static void note_param_use(Gen *g, Decl *param, const Expr *e) {
  StrBuf sb = sb_new(g->c->arena);
  bool ok = param_suffix(g->c, e, &sb) && sb.data;
  const char *suffix = ok ? arena_strdup(g->c->arena, sb.data) : NULL;
  sb_free(&sb);
  if (!suffix) return;
  for (uint32_t i = 0; i < g->param_uses.len; i++) /* first use only */
    if (g->param_uses.data[i].fn == g->fdecl && g->param_uses.data[i].param == param &&
        !strcmp(g->param_uses.data[i].suffix, suffix))
      return;
  ParamUse u = {g->fdecl, param, suffix};
  vec_push(g->c->arena, &g->param_uses, u);
}

static bool res_path(Gen *g, Expr *e, ResPath *rp);

void gen_note_param_uses(Gen *g, Decl *f, uint32_t i, Expr *arg) {
  if (f && f->def) f = f->def;
  if (!f || i >= f->nparams) return;
  for (const Expr *x = arg; x && (x->kind == E_INDEX || x->kind == E_MEMBER); x = x->a) {
    uint64_t ci; /* a dynamic element: reported where the copy is made */
    if (x->kind == E_INDEX && !sema_const_uint(g->c, x->b, &ci)) return;
  }
  ResPath rp;
  memset(&rp, 0, sizeof rp);
  rp.path = sb_new(g->c->arena);
  bool ok = res_path(g, arg, &rp) && rp.d && rp.path.data;
  if (ok) {
    uint32_t sb = g->use_bucket, sg = g->use_group, si = g->use_idx;
    bool sr = g->use_reversed;
    g->use_bucket = gen_use_bucket(g, f);
    g->use_group = ++g->use_groups;
    g->use_idx = 0;
    g->use_reversed = true;
    for (uint32_t k = 0; k < g->param_uses.len; k++) {
      ParamUse *u = &g->param_uses.data[k];
      if (u->fn != f || u->param != f->params[i]) continue;
      size_t n = strlen(rp.path.data);
      for (uint32_t j = 0; j < rp.d->nres; j++) {
        const char *nm = rp.d->res[j]->name;
        if (!strncmp(nm, rp.path.data, n) && !strcmp(nm + n, u->suffix)) note_use(g, rp.d->res[j]);
      }
    }
    g->use_bucket = sb, g->use_group = sg, g->use_idx = si, g->use_reversed = sr;
  }
  sb_free(&rp.path);
}

IrValue *gen_handle(Gen *g, Expr *e) {
  if (e->kind == E_NAME && e->decl && e->decl->vk != VK_RESOURCE) {
    Decl *d = e->decl;
    LValue lv = lv_addr(gen_var_addr(g, d), d->type);
    return gen_load(g, &lv);
  }
  if (e->kind == E_INDEX || e->kind == E_MEMBER) {
    /* elements of local arrays of handles: load the handle */
    const Expr *root = e;
    while (root && (root->kind == E_INDEX || root->kind == E_MEMBER)) root = root->a;
    if (root && root->kind == E_NAME && root->decl && root->decl->vk != VK_RESOURCE && !root->decl->nres) {
      if (root->decl->vk == VK_PARAM) note_param_use(g, root->decl, e);
      LValue lv = gen_lvalue(g, e);
      return gen_load(g, &lv);
    }
  }
  if (e->kind == E_COND) {
    IrValue *c = gen_bool(g, e->a);
    IrValue *x = gen_handle(g, e->b), *y = gen_handle(g, hl_expr_c(e));
    if (!c || !x || !y) return NULL;
    return ir_build_select(&g->b, c, x, y, "");
  }
  if (e->kind == E_CALL && e->intrin == IN_SELECT && e->nargs == 3) { /* select(c, s1, s2) on samplers */
    IrValue *c = gen_bool(g, e->args[0]);
    IrValue *x = gen_handle(g, e->args[1]), *y = gen_handle(g, e->args[2]);
    if (!c || !x || !y) return NULL;
    return ir_build_select(&g->b, c, x, y, "");
  }
  if (e->kind == E_CALL && e->intrin < 0) return gen_rvalue(g, e); /* a user call returning a resource */
  if (e->kind == E_CALL || e->kind == E_ASSIGN || e->kind == E_COMMA || e->kind == E_CONV) {
    /* user calls returning resources, assignments to local resources */
    if (e->kind == E_CONV && sema_res_is_heap_elem(e->a->type)) return heap_handle(g, e);
    if (e->kind == E_CONV) return gen_handle(g, e->a);
    if (e->kind == E_COMMA) {
      gen_rvalue(g, e->a);
      return gen_handle(g, e->b);
    }
    if (e->kind == E_ASSIGN && e->a->kind == E_NAME && e->a->decl && e->a->decl->vk == VK_RESOURCE)
      return gen_global_res_assign(g, e);
    if (e->kind == E_ASSIGN) {
      IrValue *v = gen_handle(g, e->b);
      LValue lv = gen_lvalue(g, e->a);
      gen_store(g, &lv, v);
      return v;
    }
  }
  ResPath rp;
  memset(&rp, 0, sizeof rp);
  rp.path = sb_new(g->c->arena);
  bool ok = res_path(g, e, &rp);
  const char *path = rp.path.data ? arena_strdup(g->c->arena, rp.path.data) : NULL;
  bool oom = rp.path.oom || (rp.path.data && !path);
  sb_free(&rp.path);
  if (oom) {
    g->c->arena->oom = true; /* reported as out of memory, not as a bad expression */
    g->failed = true;
    return NULL;
  }
  if (!ok || !path) {
    if (!g->failed)
      gen_error(g, GE_RESOURCE, hl_expr_loc(e), "unsupported use of a resource expression");
    return NULL;
  }
  ResInfo *r = NULL;
  for (uint32_t i = 0; i < rp.d->nres; i++)
    if (!strcmp(rp.d->res[i]->name, path)) r = rp.d->res[i];
  if (!r) {
    gen_error(g, GE_RESOURCE, hl_expr_loc(e), "resource '%s' not found", path);
    return NULL;
  }
  if (rp.nidx != r->ndims) {
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "resource array '%s' must be indexed down to a single resource", path);
    return NULL;
  }
  /* linearize: ((i0 * d1 + i1) * d2 + i2) ... */
  bool allc = true;
  uint64_t cidx = 0;
  for (uint32_t k = 0; k < rp.nidx; k++) {
    uint64_t v;
    if (!sema_const_uint(g->c, rp.idx_e[k], &v)) {
      allc = false;
      break;
    }
    cidx = (k ? cidx * r->dims[k] : 0) + v;
  }
  if (allc && r->ndims && g->in_static_init) {
    /* a static global holding an array element: DXC creates its handle
     * where the global is used; "hlsl.handle.at.use" tells the DXC
     * placement (dxc_handle_order.c) to move it there */
    IrValue *h = handle_const(g, r, cidx);
    IrInst *hi = h ? ir_as_inst(h) : NULL;
    if (hi && !hi->call_attrs) hi->call_attrs = ir_attrs_new(g->m);
    if (hi && hi->call_attrs) ir_attrs_add(g->m, hi->call_attrs, "\"hlsl.handle.at.use\"", NULL);
    return h;
  }
  if (allc && !r->ndims) return handle_const(g, r, cidx);
  if (allc) {
    /* an element of a resource array: its handle where the expression is
     * evaluated, as DXC (a local initialised from T[2] holds that handle) */
    SrcLoc saved = g->b.loc;
    IrValue *h = create_handle(g, &g->b, r, i32c(g, (uint32_t)cidx));
    g->b.loc = saved;
    return h;
  }
  IrValue *ix = NULL;
  for (uint32_t k = 0; k < rp.nidx; k++) {
    IrValue *v = rp.idx[k];
    if (!v) return NULL;
    if (ix) {
      ix = ir_build_binop(&g->b, IR_MUL, ix, i32c(g, r->dims[k]), "");
      ix = ir_build_binop(&g->b, IR_ADD, ix, v, "");
    } else {
      ix = v;
    }
  }
  SrcLoc saved = g->b.loc;
  IrValue *h = create_handle(g, &g->b, r, ix);
  g->b.loc = saved;
  return h;
}

void gen_note_res_param_index(Gen *g, Expr *e) {
  Expr *a = e->a;
  if (a->kind != E_NAME || !a->decl || a->decl->vk != VK_PARAM) return;
  Decl *p = a->decl;
  if (p->type->kind != T_ARRAY || p->type->count || p->type->elem->kind != T_RESOURCE) return;
  uint64_t ci;
  if (!sema_const_uint(g->c, e->b, &ci) || ci >= 0xFFFFFF) {
    hl_decl_rare_w(g->c, p)->res_reach_dyn = true;
    return;
  }
  if (ci + 1 > hl_decl_rare(p)->res_reach) hl_decl_rare_w(g->c, p)->res_reach = (uint32_t)ci + 1;
}

IrValue *gen_global_res_assign(Gen *g, Expr *e) {
  IrValue *rhs = gen_handle(g, e->b);
  IrValue *lhs = gen_handle(g, e->a);
  if (!rhs || !lhs) return NULL;
  IrType *ov[2] = {lhs->type, rhs->type};
  IrFunc *f = gen_intrinsic_ov(g, "hlsl.resource.assign", ov, 2, ir_type_void(g->m), ov, 2, IA_WRITE);
  if (!f) return NULL;
  IrValue *args[2] = {lhs, rhs};
  g->b.loc = sema_start_loc(e->b);
  ir_build_call(&g->b, f, args, 2, "");
  return rhs;
}

/* Writable multisampled textures (SM 6.7): their getpointer takes the
 * sample index as a third operand (0 for RWTexture2DMS[pos]). */
static bool is_rw_ms_handle(IrType *ht) {
  return ht->kind == IR_TY_TARGET && ht->name && !strcmp(ht->name, "dx.MSTexture") && ht->nints > 0 &&
         ht->ints[0] != 0;
}

static LValue res_elem_at(Gen *g, IrValue *h, IrValue *ix, IrValue *sample, HType *t, SrcLoc loc) {
  IrModule *m = g->m;
  LValue lv;
  memset(&lv, 0, sizeof lv);
  lv.type = t;
  if (!h || !ix) return lv;
  IrType *ht = h->type;
  IrType *ptr = ir_type_ptr(m, 0);
  IrType *i32 = ir_type_int(m, 32);
  bool ms = is_rw_ms_handle(ht);
  IrType *ov[3] = {ptr, ht, ix->type};
  IrType *ps[3] = {ht, ix->type, i32};
  /* getpointer(handle, i32) for buffers; textures take a coordinate vector
   * (mangled like LLVM: .p0.<handle>.<coords> only when not i32) */
  uint32_t nov = ir_type_is_int(ix->type, 32) ? 2 : 3;
  IrFunc *f = gen_intrinsic_ov(g, "llvm.dx.resource.getpointer", ov, nov, ptr, ps, ms ? 3 : 2, IA_PURE);
  IrValue *args[3] = {h, ix, sample ? sample : ir_const_i32(m, 0)};
  g->b.loc = loc;
  IrValue *p = f ? ir_build_call(&g->b, f, args, ms ? 3 : 2, "") : NULL;
  if (!p) return lv;
  lv = lv_addr(p, t);
  lv.res_ptr = true;
  lv.raw = ht->kind == IR_TY_TARGET && ht->name && !strcmp(ht->name, "dx.RawBuffer");
  return lv;
}

LValue gen_res_elem_at(Gen *g, IrValue *h, IrValue *ix, HType *t, SrcLoc loc) {
  return res_elem_at(g, h, ix, NULL, t, loc);
}

LValue gen_res_elem(Gen *g, Expr *e) {
  if (e->a->type->acc == 2 && hl_res_is_uav(e->a->type->rk)) { /* RWTexture2DMS.sample[s][pos] */
    Expr *slice = e->a, *member = slice->a;
    IrValue *h = gen_handle(g, member->a);
    IrValue *s = gen_rvalue(g, slice->b);
    IrValue *ix = gen_rvalue(g, e->b);
    if (!s) return gen_res_elem_at(g, NULL, NULL, e->type, hl_expr_loc(e));
    return res_elem_at(g, h, ix, s, e->type, hl_expr_loc(e));
  }
  if (e->a->type->acc == 2) return gen_tex_slice_elem(g, e); /* T.mips[l][c] */
  IrValue *h = gen_handle(g, e->a);
  IrValue *ix = gen_rvalue(g, e->b);
  return gen_res_elem_at(g, h, ix, e->type, hl_expr_loc(e));
}

/* ---- methods ----------------------------------------------------------------- */

static bool res_is_bab(HlResKind rk) { return rk == HL_RK_BAB || rk == HL_RK_RWBAB || rk == HL_RK_ROV_BAB; }

/* llvm.dx.resource.updatecounter(h, dir): +1 increments, -1 decrements. */
static IrValue *update_counter(Gen *g, IrValue *h, int dir, SrcLoc loc) {
  IrModule *m = g->m;
  IrType *i32 = ir_type_int(m, 32);
  IrType *ov[1] = {h->type};
  IrType *ps[2] = {h->type, ir_type_int(m, 8)};
  IrFunc *f = gen_intrinsic_ov(g, "llvm.dx.resource.updatecounter", ov, 1, i32, ps, 2, IA_CONVERGENT);
  IrValue *args[2] = {h, ir_const_int(m, ir_type_int(m, 8), dir > 0 ? 1 : 0xFF)};
  g->b.loc = loc;
  return ir_build_call(&g->b, f, args, 2, "");
}

LValue gen_consume_elem(Gen *g, Expr *e) {
  IrValue *h = gen_handle(g, e->a);
  IrValue *ix = h ? update_counter(g, h, -1, hl_expr_loc(e)) : NULL;
  return gen_res_elem_at(g, h, ix, e->a->type->elem, hl_expr_loc(e));
}

/* BAB.Load<T>(offset) / BAB.Store<T>(offset, v) of a matrix, struct or
 * array: a pointer into the buffer at the byte offset, accessed like memory
 * (the resource access pass splits it into raw loads/stores). */
static bool bab_needs_pointer(const HType *t) {
  return t && (t->kind == T_MATRIX || t->kind == T_STRUCT || t->kind == T_ARRAY);
}

LValue gen_bab_elem(Gen *g, Expr *e) {
  IrValue *h = gen_handle(g, e->a);
  IrValue *off = e->nargs ? gen_rvalue(g, e->args[0]) : NULL;
  HType *t = e->intrin == IN_M_STORE ? (e->ty ? e->ty : e->args[1]->type) : e->type;
  LValue lv = gen_res_elem_at(g, h, off, t, hl_expr_loc(e));
  /* DXC stores matrices in their orientation (column-major by default) but
   * its templated loads of a matrix read it row by row (matrices inside a
   * loaded struct or array are read in their orientation) */
  if (e->intrin != IN_M_STORE && t->kind == T_MATRIX) lv.res_ptr = false;
  return lv;
}

bool gen_is_bab_agg_load(const Expr *e) {
  return e->kind == E_METHOD && e->intrin == IN_M_LOAD && e->a && e->a->type && e->a->type->kind == T_RESOURCE &&
         res_is_bab(e->a->type->rk) && bab_needs_pointer(e->type);
}

IrValue *gen_method(Gen *g, Expr *e) {
  IrModule *m = g->m;
  HType *rt = e->a->type;
  IrType *i32 = ir_type_int(m, 32);
  if (rt->kind == T_STREAM) return gen_stream_method(g, e); /* irgen_sig.c */
  if (e->intrin == IN_RQ_METHOD) return gen_rq_method(g, e); /* irgen_rt.c */
  if (e->intrin == IN_NODE_METHOD) return gen_node_method(g, e); /* irgen_node.c */
  if (e->intrin == IN_HO_METHOD) return gen_ho_call(g, e, NULL); /* irgen_rt.c */
  switch (e->intrin) {
  case IN_M_LOAD: {
    if (gen_is_bab_agg_load(e)) { /* a matrix (aggregates come through gen_agg) */
      LValue lv = gen_bab_elem(g, e);
      return gen_load(g, &lv);
    }
    if (!res_is_bab(rt->rk)) {
      Expr tmp = *e;
      tmp.kind = E_INDEX;
      tmp.b = e->args[0];
      LValue lv = gen_res_elem(g, &tmp);
      return gen_load(g, &lv);
    }
    IrValue *h = gen_handle(g, e->a);
    IrValue *off = gen_rvalue(g, e->args[0]);
    if (!h || !off) return NULL;
    IrType *lt = gen_mem_type(g, e->type);
    IrType *st_m[2] = {lt, ir_type_int(m, 1)};
    IrType *ret = ir_type_struct_literal(m, st_m, 2, false);
    IrType *ov[2] = {lt, h->type};
    IrType *ps[3] = {h->type, i32, i32};
    IrFunc *f = gen_intrinsic_ov(g, "llvm.dx.resource.load.rawbuffer", ov, 2, ret, ps, 3, IA_READ);
    IrValue *args[3] = {h, off, ir_poison(m, i32)};
    g->b.loc = hl_expr_loc(e);
    IrValue *r = ir_build_call(&g->b, f, args, 3, "");
    uint32_t z = 0;
    IrValue *v = r ? ir_build_extractvalue(&g->b, r, &z, 1, "") : NULL;
    if (v && hl_is_numeric(e->type) && e->type->sk == SK_BOOL)
      v = ir_build_icmp(&g->b, IR_ICMP_NE, v, ir_const_zero(m, lt), "");
    return v;
  }
  case IN_M_STORE: {
    HType *vt = e->ty ? e->ty : e->args[1]->type;
    if (bab_needs_pointer(vt)) {
      LValue dst = gen_bab_elem(g, e);
      if (vt->kind == T_MATRIX) {
        gen_store(g, &dst, gen_rvalue(g, e->args[1]));
      } else {
        LValue src = gen_agg(g, e->args[1]);
        gen_copy(g, vt, &dst, &src);
      }
      return NULL;
    }
    IrValue *h = gen_handle(g, e->a);
    IrValue *off = gen_rvalue(g, e->args[0]);
    IrValue *v = gen_rvalue(g, e->args[1]);
    if (!h || !off || !v) return NULL;
    if (hl_is_numeric(vt) && vt->sk == SK_BOOL)
      v = ir_build_cast(&g->b, IR_ZEXT, v, gen_mem_type(g, vt), "");
    if (vt->kind == T_VECTOR && vt->n > 1 && hl_max_vector(g->c) > 4 && hl_sk_is_minprec(g->c, vt->sk)) {
      /* SM 6.9 stores a min-precision vector (RawBufferVectorStore) as the
       * 32-bit values it is loaded as (DXC's TranslateStore: fpext, and
       * sext for min16int and min16uint alike); a scalar keeps the 16-bit
       * RawBufferStore overload */
      bool fp = hl_sk_is_float(vt->sk);
      IrType *wt = ir_type_vector(m, fp ? ir_type_float(m) : i32, vt->n);
      v = ir_build_cast(&g->b, fp ? IR_FPEXT : IR_SEXT, v, wt, "");
    }
    IrType *ov[2] = {h->type, v->type};
    IrType *ps[4] = {h->type, i32, i32, v->type};
    IrFunc *f = gen_intrinsic_ov(g, "llvm.dx.resource.store.rawbuffer", ov, 2, ir_type_void(m), ps, 4,
                                 IA_WRITE);
    IrValue *args[4] = {h, off, ir_poison(m, i32), v};
    g->b.loc = hl_expr_loc(e);
    ir_build_call(&g->b, f, args, 4, "");
    return NULL;
  }
  case IN_M_GETDIMENSIONS: {
    IrValue *h = gen_handle(g, e->a);
    if (!h) return NULL;
    IrType *ov[1] = {h->type};
    IrType *ps[1] = {h->type};
    IrFunc *f = gen_intrinsic_ov(g, "llvm.dx.resource.getdimensions.x", ov, 1, i32, ps, 1, IA_READ);
    IrValue *n = ir_build_call(&g->b, f, &h, 1, "");
    HType *ut = hl_scalar(g->c, SK_UINT);
    LValue o0 = gen_lvalue(g, e->args[0]);
    gen_store(g, &o0, gen_convert(g, n, ut, e->args[0]->type));
    if (e->nargs > 1) {
      uint32_t size = 0, align = 1;
      hl_natural_layout(g->c, rt->elem, &size, &align);
      LValue o1 = gen_lvalue(g, e->args[1]);
      gen_store(g, &o1, gen_convert(g, i32c(g, size), ut, e->args[1]->type));
    }
    return NULL;
  }
  case IN_M_INCCOUNTER: case IN_M_DECCOUNTER: {
    IrValue *h = gen_handle(g, e->a);
    if (!h) return NULL;
    IrType *ov[1] = {h->type};
    IrType *ps[2] = {h->type, ir_type_int(m, 8)};
    IrFunc *f = gen_intrinsic_ov(g, "llvm.dx.resource.updatecounter", ov, 1, i32, ps, 2, IA_CONVERGENT);
    IrValue *args[2] = {h, ir_const_int(m, ir_type_int(m, 8), e->intrin == IN_M_INCCOUNTER ? 1 : 0xFF)};
    return ir_build_call(&g->b, f, args, 2, "");
  }
  case IN_M_CONSUME: {
    LValue lv = gen_consume_elem(g, e);
    return gen_load(g, &lv);
  }
  case IN_M_APPEND: {
    /* Append stores at the incremented counter's old value; the argument
     * is evaluated first (DXC: the counter moves when the call runs) */
    IrValue *h = gen_handle(g, e->a);
    if (!h) return NULL;
    HType *et = rt->elem;
    bool agg = et->kind == T_STRUCT || et->kind == T_ARRAY;
    LValue src = {0};
    IrValue *val = NULL;
    if (agg) src = gen_agg(g, e->args[0]);
    else val = gen_rvalue(g, e->args[0]);
    IrValue *ix = update_counter(g, h, 1, hl_expr_loc(e));
    LValue lv = gen_res_elem_at(g, h, ix, rt->elem, hl_expr_loc(e));
    if (agg) gen_copy(g, et, &lv, &src);
    else gen_store(g, &lv, val);
    return NULL;
  }
  default:
    if (e->intrin >= RM_FIRST) return gen_tex_method(g, e);
    gen_error(g, GE_UNSUPPORTED, hl_expr_loc(e), "method '%s' is not supported yet", e->name);
    return NULL;
  }
}

/* Constant buffers: irgen_cb.c. */
