/* sema_node.c - work graphs (SM 6.8): node shader entries in libraries and
 * the node objects' methods.
 *
 * DXC's rules, as implemented here:
 *  - [Shader("node")] entries take [NodeLaunch("broadcasting" | "coalescing"
 *    | "thread")] (case-sensitive; broadcasting when absent); broadcasting
 *    and coalescing entries need [NumThreads], thread entries have (1,1,1);
 *    broadcasting entries need [NodeDispatchGrid] or [NodeMaxDispatchGrid]
 *    (not both);
 *  - their parameters are node inputs (at most one), node outputs and
 *    compute system values; each output's [MaxRecords(n)] or
 *    [MaxRecordsSharedWith(name)], [NodeID], [NodeArraySize],
 *    [AllowSparseNodes], [UnboundedSparseNodes] go into its properties;
 *  - methods (DXC's gen_intrin_main.txt and the record classes of
 *    ASTContextHLSL): Get() / Get(i) / [i] give the record (writable for
 *    RW inputs and output records), Count(), GetGroupNodeOutputRecords(n),
 *    GetThreadNodeOutputRecords(n), OutputComplete(), IsValid(),
 *    Group/ThreadIncrementOutputCount(n), FinishedCrossGroupSharing(), and
 *    NodeOutputArray[i] is a NodeOutput (EmptyNodeOutputArray[i] an
 *    EmptyNodeOutput);
 *  - DXC's diagnostics of these (SemaHLSL DiagnoseNodeEntry and the
 *    attribute checks): the input record kind per launch type, the system
 *    values per launch type, node attributes only where they apply (and
 *    only on node shaders), SV_DispatchGrid once and of uint/uint16_t up to
 *    3 components (required by NodeMaxDispatchGrid), dispatch grid ranges,
 *    records without objects or long vectors, NodeTrackRWInputSharing only
 *    on RWDispatchNodeInputRecord and required by FinishedCrossGroupSharing.
 * Node entries are checked before the library's other checks, whatever
 * errors came before (as DXC checks them with the declaration).
 */
#include <string.h>
#include <strings.h>
#include <ctype.h>

#include "sema.h"
#include "../dxil/dxil_node.h"

static Expr *fail(HlslCtx *c, Expr *e) {
  e->type = c->t_error;
  return e;
}

/* Record access (Get, subscript): which kinds have it, with an index. */
static bool has_get(uint32_t k) {
  return (k & DXIL_NODEIO_GRANULARITY_MASK) != 0;
}
static bool get_indexed(uint32_t k) {
  uint32_t gran = k & DXIL_NODEIO_GRANULARITY_MASK;
  return gran == DXIL_NODEIO_GROUP_RECORD || ((k & DXIL_NODEIO_OUTPUT) && gran == DXIL_NODEIO_THREAD_RECORD);
}
static bool writable(uint32_t k) { return (k & DXIL_NODEIO_READWRITE) != 0; }

static const struct {
  const char *name;
  SemaNodeMethod m;
} node_methods[] = {
    {"Get", NM_GET},
    {"Count", NM_COUNT},
    {"GetGroupNodeOutputRecords", NM_GROUP_RECORDS},
    {"GetThreadNodeOutputRecords", NM_THREAD_RECORDS},
    {"OutputComplete", NM_OUTPUT_COMPLETE},
    {"IsValid", NM_IS_VALID},
    {"ThreadIncrementOutputCount", NM_THREAD_INCREMENT},
    {"GroupIncrementOutputCount", NM_GROUP_INCREMENT},
    {"FinishedCrossGroupSharing", NM_FINISHED_CROSS_GROUP_SHARING},
};

/* Does kind k have method m? */
static bool kind_has(uint32_t k, SemaNodeMethod m) {
  switch (m) {
  case NM_GET: return has_get(k);
  case NM_COUNT: return k == DXIL_NODEKIND_EMPTY_INPUT || k == DXIL_NODEKIND_GROUP_INPUT || k == DXIL_NODEKIND_RW_GROUP_INPUT;
  case NM_GROUP_RECORDS: case NM_THREAD_RECORDS: return k == DXIL_NODEKIND_OUTPUT;
  case NM_OUTPUT_COMPLETE:
    return k == DXIL_NODEKIND_GROUP_OUTPUT_RECORDS || k == DXIL_NODEKIND_THREAD_OUTPUT_RECORDS;
  case NM_IS_VALID: return k == DXIL_NODEKIND_OUTPUT || k == DXIL_NODEKIND_EMPTY_OUTPUT;
  case NM_THREAD_INCREMENT: case NM_GROUP_INCREMENT: return k == DXIL_NODEKIND_EMPTY_OUTPUT;
  case NM_FINISHED_CROSS_GROUP_SHARING: return k == DXIL_NODEKIND_RW_DISPATCH_INPUT;
  default: return false;
  }
}

/* The record designated by a Get() / subscript of node object type t. */
static Expr *record_access(HlslCtx *c, Expr *e, HType *t) {
  uint32_t k = t->st->node_kind;
  e->type = t->st->node_rec ? t->st->node_rec : c->t_error;
  e->lvalue = true;
  /* read-only kinds, and a const object (only its const accessors) */
  e->readonly = !writable(k) || (e->a && e->a->lvalue && e->a->readonly);
  return e;
}

Expr *sema_node_method_call(HlslCtx *c, Expr *e) {
  HType *t = e->a->type;
  uint32_t k = t->st->node_kind;
  int m = -1;
  for (size_t i = 0; i < sizeof node_methods / sizeof node_methods[0] && m < 0; i++)
    if (!strcmp(e->name, node_methods[i].name) && kind_has(k, node_methods[i].m)) m = (int)node_methods[i].m;
  if (m < 0) {
    hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, t));
    return fail(c, e);
  }
  uint32_t want = 0, opt = 0;
  switch ((SemaNodeMethod)m) {
  case NM_GET: opt = get_indexed(k) ? 1 : 0; break;
  case NM_GROUP_RECORDS: case NM_THREAD_RECORDS: case NM_THREAD_INCREMENT: case NM_GROUP_INCREMENT: want = 1; break;
  default: break;
  }
  if (e->nargs < want || e->nargs > want + opt) {
    hl_error(c, SE_CALL, hl_expr_loc(e), "too %s arguments to function call, expected %u, have %u",
             e->nargs < want ? "few" : "many", want + opt, e->nargs);
    return fail(c, e);
  }
  HType *u = hl_scalar(c, SK_UINT);
  for (uint32_t i = 0; i < e->nargs; i++) {
    if (!hl_is_numeric(e->args[i]->type) || hl_components(e->args[i]->type) != 1) {
      hl_error(c, SE_CALL, hl_expr_loc(e->args[i]), "no matching member function for call to '%s'", e->name);
      return fail(c, e);
    }
    e->args[i] = sema_convert(c, e->args[i], u, false);
  }
  e->intrin = IN_NODE_METHOD;
  e->field = (uint32_t)m;
  if (m == NM_FINISHED_CROSS_GROUP_SHARING &&
      !(t->st->node_rec && t->st->node_rec->kind == T_STRUCT && t->st->node_rec->st->track_rw_input_sharing)) {
    hl_error(c, SE_CALL, hl_expr_loc(e),
             "Use of FinishedCrossGroupSharing() requires NodeTrackRWInputSharing attribute to be specified on the "
             "record struct type");
    return fail(c, e);
  }
  switch ((SemaNodeMethod)m) {
  case NM_GET: return record_access(c, e, t);
  case NM_COUNT: e->type = u; break;
  case NM_GROUP_RECORDS:
    e->type = hl_node_type(c, DXIL_NODEKIND_GROUP_OUTPUT_RECORDS, t->st->node_rec);
    break;
  case NM_THREAD_RECORDS:
    e->type = hl_node_type(c, DXIL_NODEKIND_THREAD_OUTPUT_RECORDS, t->st->node_rec);
    break;
  case NM_IS_VALID: case NM_FINISHED_CROSS_GROUP_SHARING: e->type = hl_scalar(c, SK_BOOL); break;
  default: e->type = c->t_void; break;
  }
  e->lvalue = false;
  return e;
}

Expr *sema_node_index(HlslCtx *c, Expr *e) {
  HType *t = e->a->type;
  uint32_t k = t->st->node_kind;
  bool arr = (k & DXIL_NODEIO_NODE_ARRAY) != 0;
  if (!arr && !get_indexed(k)) {
    hl_error(c, SE_INDEX, hl_expr_loc(e), "type '%s' does not provide a subscript operator", hl_type_name(c, t));
    return fail(c, e);
  }
  if (!hl_is_numeric(e->b->type) || hl_components(e->b->type) != 1) {
    hl_error(c, SE_INDEX, hl_expr_loc(e->b), "array subscript is not an integer");
    return fail(c, e);
  }
  e->b = sema_convert(c, e->b, hl_scalar(c, SK_UINT), false);
  e->side_effects = e->a->side_effects || e->b->side_effects;
  if (arr) { /* an output of the array */
    e->type = hl_node_type(c, k == DXIL_NODEKIND_OUTPUT_ARRAY ? DXIL_NODEKIND_OUTPUT : DXIL_NODEKIND_EMPTY_OUTPUT,
                           t->st->node_rec);
    e->lvalue = false;
    e->readonly = true;
    return e;
  }
  return record_access(c, e, t);
}

/* ---- node shader entries --------------------------------------------------------- */

/* The n-th argument of a an attribute as an unsigned constant. */
static bool attr_uint(HlslCtx *c, Attr *a, uint32_t n, uint32_t *out) {
  if (n >= a->nargs) return false;
  a->args[n] = sema_expr(c, a->args[n]);
  uint64_t v;
  if (!sema_const_uint(c, a->args[n], &v)) {
    hl_error(c, SE_ATTR, hl_expr_loc(a->args[n]), "'%s' attribute requires an integer constant", a->name);
    return false;
  }
  *out = (uint32_t)v;
  return true;
}

/* [Name("name"[, index])]: the name and index. */
static bool attr_id(HlslCtx *c, Attr *a, const char **name, uint32_t *index) {
  if (a->nargs < 1 || a->nargs > 2 || a->args[0]->kind != E_STRING) {
    hl_error(c, SE_ATTR, a->loc, "'%s' attribute requires a string literal and an optional index", a->name);
    return false;
  }
  *name = a->args[0]->name;
  *index = 0;
  return a->nargs < 2 || attr_uint(c, a, 1, index);
}

/* x, y, z of [NodeDispatchGrid] / [NodeMaxDispatchGrid] (`name` as DXC
 * spells it in messages): each 1..65535, their product at most 2^24-1
 * (DXC's ValidateDispatchGridValues; a component out of range counts as 0
 * for the product). */
static void attr_grid(HlslCtx *c, Attr *a, const char *name, uint32_t out[3]) {
  if (a->nargs != 3) {
    hl_error(c, SE_ATTR, a->loc, "'%s' attribute requires exactly 3 arguments", name);
    return;
  }
  uint64_t v[3];
  for (uint32_t i = 0; i < 3; i++) {
    a->args[i] = sema_expr(c, a->args[i]);
    int64_t n = 0;
    bool lit;
    if (!sema_attr_int_arg(a->args[i], &n, &lit)) n = 0; /* DXC: not a constant counts as 0 */
    v[i] = n < 1 || n > 65535 ? 0 : (uint64_t)n;
    if (!v[i])
      hl_error(c, SE_ATTR, hl_expr_loc(a->args[i]), "'%s' %c component value must be between 1 and 65,535 (2^16-1) inclusive",
               name, "XYZ"[i]);
    out[i] = (uint32_t)v[i];
  }
  if (v[0] * v[1] * v[2] > 16777215)
    hl_error(c, SE_ATTR, a->loc, "'%s' X * Y * Z product may not exceed 16,777,215 (2^24-1)", name);
}

/* DXC's DiagnoseDispatchGridSemantics: the SV_DispatchGrid fields of record
 * type t (bases and member structs too): one at most, of uint or uint16_t,
 * scalar, vector or array of up to 3. *found: whether one was seen. */
static void check_grid_semantics(HlslCtx *c, const HType *t, SrcLoc rec_loc, bool *found, SrcLoc *first,
                                 int depth) {
  StructInfo *st = t && t->kind == T_STRUCT ? t->st : NULL;
  for (uint32_t i = 0; st && depth < 32 && i < st->nfields; i++) {
    Field *f = &st->fields[i];
    if (!f->type) continue;
    if (f->semantic && !strcmp(f->semantic, "SV_DispatchGrid")) {
      SrcLoc at = hl_pos_loc(f->loc, f->sem_pos);
      if (*found) {
        hl_error(c, SE_ATTR, at, "a field with SV_DispatchGrid has already been specified");
        diag_report(c->diag, DIAG_NOTE, SE_ATTR, *first, "other SV_DispatchGrid defined here");
        continue;
      }
      *found = true;
      *first = at;
      const HType *et = f->type;
      uint32_t n = 1;
      if (et->kind == T_VECTOR) n = et->n;
      else if (et->kind == T_ARRAY) n = et->count, et = et->elem;
      bool ok = n <= 3 && (et->kind == T_SCALAR || (et->kind == T_VECTOR && f->type->kind == T_VECTOR)) &&
                (et->sk == SK_UINT || et->sk == SK_UINT16);
      if (!ok) {
        hl_error(c, SE_ATTR, at,
                 "SV_DispatchGrid can only be applied to a declaration of unsigned 32 or 16-bit integer scalar, "
                 "vector, or array up to 3 elements, not '%s'",
                 f->type->subst ? sema_canon_type_name(c, f->type) : hl_type_name(c, f->type));
        diag_report(c->diag, DIAG_NOTE, SE_ATTR, rec_loc, "NodeInput/Output record defined here");
      }
      continue;
    }
    if (f->type->kind == T_STRUCT) check_grid_semantics(c, f->type, rec_loc, found, first, depth + 1);
  }
}

/* DXC's DiagnoseElementTypes for node records: no objects (resources,
 * samplers, node objects, ...) at any depth, no vectors of over 4
 * elements. True when one was reported. */
static bool record_objects(HlslCtx *c, SrcLoc loc, const HType *t, int depth) {
  while (t && t->kind == T_ARRAY) t = t->elem;
  if (!t || depth > 32) return false;
  bool obj = t->kind == T_RESOURCE || t->kind == T_STREAM || t->kind == T_SUBOBJECT || t->kind == T_STRING ||
             (t->kind == T_STRUCT && t->st && (t->st->node_kind || t->st->rayquery || t->st->hitobject));
  if (obj) {
    hl_error(c, SE_TYPE, loc, "object '%s' is not allowed in node records", hl_type_name(c, t));
    return true;
  }
  if (t->kind != T_STRUCT || !t->st) return false;
  for (uint32_t i = 0; i < t->st->nfields; i++)
    if (record_objects(c, loc, t->st->fields[i].type, depth + 1)) return true;
  return false;
}

/* The node I/O state of parameter i of f, whose type t is a node object. */
static void node_param(HlslCtx *c, Decl *f, uint32_t i, HlNodeIO *io) {
  Decl *p = f->params[i];
  HType *t = p->type;
  io->param = i;
  io->flags = t->st->node_kind;
  io->rec = t->st->node_rec;
  io->shared_with = -1;
  io->id = p->name;
  if ((p->quals & Q_GLOBALLYCOHERENT) && io->flags == DXIL_NODEKIND_RW_DISPATCH_INPUT)
    io->flags |= DXIL_NODEIO_GLOBALLY_COHERENT;
  if (io->rec && io->rec->kind == T_STRUCT && io->rec->st && io->rec->st->track_rw_input_sharing)
    io->flags |= DXIL_NODEIO_TRACK_RW_INPUT_SHARING;
  for (uint32_t k = 0; k < hl_decl_rare(p)->attrs.len; k++) {
    Attr *a = &hl_decl_rare(p)->attrs.data[k];
    if (!strcasecmp(a->name, "MaxRecords")) attr_uint(c, a, 0, &io->max_records);
    else if (!strcasecmp(a->name, "NodeID")) attr_id(c, a, &io->id, &io->id_index);
    else if (!strcasecmp(a->name, "NodeArraySize")) attr_uint(c, a, 0, &io->array_size);
    else if (!strcasecmp(a->name, "AllowSparseNodes")) io->allow_sparse = true;
    else if (!strcasecmp(a->name, "UnboundedSparseNodes")) {
      io->allow_sparse = true;
      io->array_size = UINT32_MAX;
    } else if (!strcasecmp(a->name, "MaxRecordsSharedWith")) {
      const char *other = a->nargs == 1 && a->args[0]->kind == E_NAME ? a->args[0]->name : NULL;
      int32_t o = -1;
      for (uint32_t q = 0, n = 0; other && q < f->nparams; q++) {
        HType *qt = f->params[q]->type;
        if (!hl_is_node(qt, false) || !(qt->st->node_kind & DXIL_NODEIO_OUTPUT)) continue;
        if (!strcmp(f->params[q]->name, other)) o = (int32_t)n;
        n++;
      }
      if (o < 0)
        hl_error(c, SE_ATTR, a->loc, "attribute MaxRecordsSharedWith must reference a valid ouput parameter name.");
      io->shared_with = o;
    }
  }
}

static Attr *find_attr(const AttrList *l, const char *name) {
  for (uint32_t i = 0; i < l->len; i++)
    if (!strcasecmp(l->data[i].name, name)) return &l->data[i];
  return NULL;
}

/* The compute system values each launch type has (DXC's
 * DiagnoseSemanticsForLaunchType): broadcasting all four, coalescing the
 * thread's place in its group, thread none. */
static void check_launch_sv(HlslCtx *c, uint32_t launch, Decl *p) {
  static const char *const svs[4] = {"SV_DispatchThreadID", "SV_GroupID", "SV_GroupThreadID", "SV_GroupIndex"};
  const char *sem[64];
  SrcLoc at[64];
  uint32_t n = 0;
  if (p->semantic) sem[n] = p->semantic, at[n++] = p->loc;
  if (!p->semantic && p->type->kind == T_STRUCT && p->type->st)
    for (uint32_t k = 0; k < p->type->st->nfields && n < 64; k++)
      if (p->type->st->fields[k].semantic) sem[n] = p->type->st->fields[k].semantic, at[n++] = p->type->st->fields[k].loc;
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t k = 0; k < 4; k++) {
      if (strcasecmp(sem[i], svs[k])) continue;
      bool ok = launch == DXIL_NODE_LAUNCH_BROADCASTING || (launch == DXIL_NODE_LAUNCH_COALESCING && k >= 2);
      if (!ok)
        hl_error(c, SE_ENTRY, at[i], "Invalid system value semantic '%s' for launchtype '%s'", svs[k],
                 launch == DXIL_NODE_LAUNCH_COALESCING ? "Coalescing" : "Thread");
    }
}

static const char *launch_name(uint32_t launch) {
  return launch == DXIL_NODE_LAUNCH_COALESCING ? "coalescing" : launch == DXIL_NODE_LAUNCH_THREAD ? "thread" : "broadcasting";
}

/* DXC's nodeInputIsCompatible: the input record kinds of each launch type. */
static bool input_fits_launch(uint32_t kind, uint32_t launch) {
  switch (kind) {
  case DXIL_NODEKIND_DISPATCH_INPUT: case DXIL_NODEKIND_RW_DISPATCH_INPUT: return launch == DXIL_NODE_LAUNCH_BROADCASTING;
  case DXIL_NODEKIND_GROUP_INPUT: case DXIL_NODEKIND_RW_GROUP_INPUT: case DXIL_NODEKIND_EMPTY_INPUT:
    return launch == DXIL_NODE_LAUNCH_COALESCING;
  case DXIL_NODEKIND_THREAD_INPUT: case DXIL_NODEKIND_RW_THREAD_INPUT: return launch == DXIL_NODE_LAUNCH_THREAD;
  default: return false;
  }
}

/* The node parameter attributes allowed on each kind of parameter (DXC's
 * DiagnoseNodeEntry; attribute names as DXC prints them). */
static void param_attr_rules(HlslCtx *c, Decl *p) {
  HType *t = p->type;
  bool node = hl_is_node(t, false);
  uint32_t k = node ? t->st->node_kind : 0;
  bool output = node && (k & DXIL_NODEIO_OUTPUT);
  Attr *mr = find_attr(&hl_decl_rare(p)->attrs, "MaxRecords"), *mrsw = find_attr(&hl_decl_rare(p)->attrs, "MaxRecordsSharedWith");
  Attr *sparse = find_attr(&hl_decl_rare(p)->attrs, "AllowSparseNodes"), *size = find_attr(&hl_decl_rare(p)->attrs, "NodeArraySize");
  Attr *unb = find_attr(&hl_decl_rare(p)->attrs, "UnboundedSparseNodes");
  if (!node && mr) hl_error(c, SE_ATTR, mr->loc, "attribute 'MaxRecords' may only be used with output nodes or input record objects");
  if (output && !(k & DXIL_NODEIO_NODE_ARRAY)) {
    if (size)
      hl_error(c, SE_ATTR, size->loc,
               "attribute 'NodeArraySize' may only be used with node output arrays (NodeOutputArray or EmptyNodeOutputArray)");
    if (unb)
      hl_error(c, SE_ATTR, unb->loc,
               "attribute 'unboundedsparsenodes' may only be used with node output arrays (NodeOutputArray or EmptyNodeOutputArray)");
  }
  if (!output) {
    if (mrsw) hl_error(c, SE_ATTR, mrsw->loc, "attribute 'maxrecordssharedwith' may only be used with output nodes");
    if (sparse) hl_error(c, SE_ATTR, sparse->loc, "attribute 'allowsparsenodes' may only be used with output nodes");
    if (size) hl_error(c, SE_ATTR, size->loc, "attribute 'NodeArraySize' may only be used with output nodes");
    if (unb) hl_error(c, SE_ATTR, unb->loc, "attribute 'unboundedsparsenodes' may only be used with output nodes");
  }
  if (mr && mrsw) {
    hl_error(c, SE_ATTR, mrsw->loc, "only one of MaxRecords or MaxRecordsSharedWith may be specified to the same parameter.");
    diag_report(c->diag, DIAG_NOTE, SE_ATTR, mr->loc, "conflicting attribute is here");
  }
  if (mrsw && mrsw->nargs == 1 && mrsw->args[0]->kind == E_NAME && !strcmp(mrsw->args[0]->name, p->name))
    hl_error(c, SE_ATTR, mrsw->loc, "attribute MaxRecordsSharedWith must not reference the same parameter it is applied to.");
  uint32_t n = 0;
  if (unb && size && attr_uint(c, size, 0, &n) && n != UINT32_MAX) {
    hl_error(c, SE_ATTR, size->loc, "[NodeArraySize(%d)] conflict: [UnboundedSparseNodes] implies [NodeArraySize(-1)]",
             (int32_t)n);
    diag_report(c->diag, DIAG_NOTE, SE_ATTR, unb->loc, "conflicting attribute is here");
  }
}

void sema_node_entry(HlslCtx *c, Decl *f) {
  HlNodeEntry *ne = arena_alloc(c->arena, sizeof(HlNodeEntry));
  if (!ne) return;
  hl_decl_rare_w(c, f)->node = ne;
  ne->launch = DXIL_NODE_LAUNCH_BROADCASTING;
  ne->id = f->name;
  ne->local_root_index = UINT32_MAX;
  bool have_nt = false;
  Attr *dg = NULL, *mdg = NULL, *nt = NULL, *launch = NULL;
  for (uint32_t i = 0; i < hl_decl_rare(f)->attrs.len; i++) {
    Attr *a = &hl_decl_rare(f)->attrs.data[i];
    if (!strcasecmp(a->name, "NodeLaunch")) {
      launch = a;
      const char *v = a->nargs == 1 && a->args[0]->kind == E_STRING ? a->args[0]->name : "";
      if (!strcmp(v, "broadcasting")) ne->launch = DXIL_NODE_LAUNCH_BROADCASTING;
      else if (!strcmp(v, "coalescing")) ne->launch = DXIL_NODE_LAUNCH_COALESCING;
      else if (!strcmp(v, "thread")) ne->launch = DXIL_NODE_LAUNCH_THREAD;
      else
        hl_error(c, SE_ATTR, a->loc,
                 "attribute 'NodeLaunch' must have one of these values: broadcasting,coalescing,thread");
    } else if (!strcasecmp(a->name, "NumThreads")) {
      have_nt = sema_numthreads(c, a, hl_decl_rare_w(c, f)->lib_numthreads) == SEMA_NT_OK;
      nt = a;
    } else if (!strcasecmp(a->name, "NodeIsProgramEntry")) {
      ne->program_entry = true;
    } else if (!strcasecmp(a->name, "NodeID")) {
      attr_id(c, a, &ne->id, &ne->id_index);
    } else if (!strcasecmp(a->name, "NodeShareInputOf")) {
      attr_id(c, a, &ne->share_input, &ne->share_index);
    } else if (!strcasecmp(a->name, "NodeLocalRootArgumentsTableIndex")) {
      attr_uint(c, a, 0, &ne->local_root_index);
    } else if (!strcasecmp(a->name, "NodeDispatchGrid")) {
      dg = a;
      attr_grid(c, a, "NodeDispatchGrid", ne->dispatch_grid);
    } else if (!strcasecmp(a->name, "NodeMaxDispatchGrid")) {
      mdg = a;
      attr_grid(c, a, "NodeMaxDispatchGrid", ne->max_dispatch_grid);
    } else if (!strcasecmp(a->name, "NodeMaxRecursionDepth")) {
      if (attr_uint(c, a, 0, &ne->max_recursion) && ne->max_recursion > 32)
        hl_error(c, SE_ATTR, a->loc, "NodeMaxRecursionDepth may not exceed 32");
    } else if (!strcasecmp(a->name, "WaveSize")) {
      uint32_t saved[3];
      memcpy(saved, c->wavesize, sizeof saved);
      memset(c->wavesize, 0, sizeof c->wavesize);
      sema_check_wavesize(c, a);
      memcpy(hl_decl_rare_w(c, f)->lib_wavesize, c->wavesize, sizeof f->rare->lib_wavesize);
      memcpy(c->wavesize, saved, sizeof saved);
    }
  }
  if (ne->launch == DXIL_NODE_LAUNCH_THREAD) {
    if (have_nt && (hl_decl_rare(f)->lib_numthreads[0] != 1 || hl_decl_rare(f)->lib_numthreads[1] != 1 || hl_decl_rare(f)->lib_numthreads[2] != 1)) {
      hl_error(c, SE_ATTR, nt->loc, "Thread launch nodes must have a thread group size of (1,1,1)");
      if (launch) diag_report(c->diag, DIAG_NOTE, SE_ATTR, launch->loc, "Launch type defined here");
    }
    hl_decl_rare_w(c, f)->lib_numthreads[0] = hl_decl_rare_w(c, f)->lib_numthreads[1] = hl_decl_rare_w(c, f)->lib_numthreads[2] = 1;
  } else if (!have_nt) {
    hl_error(c, SE_ATTR, f->loc, "Node shader '%s' with %s launch type requires 'numthreads' attribute", f->name,
             ne->launch == DXIL_NODE_LAUNCH_BROADCASTING ? "broadcasting" : "coalescing");
  }
  if (ne->launch == DXIL_NODE_LAUNCH_BROADCASTING) {
    if (!dg && !mdg)
      hl_error(c, SE_ATTR, f->loc,
               "Broadcasting node shader '%s' must have either the NodeDispatchGrid or NodeMaxDispatchGrid attribute",
               f->name);
    if (dg && mdg) {
      hl_error(c, SE_ATTR, mdg->loc, "Node shader '%s' may not use both 'nodemaxdispatchgrid' and 'nodedispatchgrid'",
               f->name);
      diag_report(c->diag, DIAG_NOTE, SE_ATTR, dg->loc, "nodedispatchgrid defined here");
    }
    /* the input record's SV_DispatchGrid, which NodeMaxDispatchGrid needs */
    bool found = false;
    SrcLoc first = f->loc;
    for (uint32_t i = 0; i < f->nparams; i++) {
      HType *t = f->params[i]->type;
      if (hl_is_node(t, false) && (t->st->node_kind & DXIL_NODEIO_INPUT) && t->st->node_rec)
        check_grid_semantics(c, t->st->node_rec, f->params[i]->loc, &found, &first, 0);
    }
    if (mdg && !found)
      hl_error(c, SE_ATTR, f->loc,
               "Broadcasting node shader '%s' with NodeMaxDispatchGrid attribute must declare an input record "
               "containing a field with SV_DispatchGrid semantic", f->name);
  } else {
    Attr *only[2] = {dg, mdg};
    for (int k = 0; k < 2; k++) {
      if (!only[k]) continue;
      hl_error(c, SE_ATTR, only[k]->loc, "'%s' may only be used with broadcasting nodes",
               k ? "nodemaxdispatchgrid" : "nodedispatchgrid");
      if (launch) diag_report(c->diag, DIAG_NOTE, SE_ATTR, launch->loc, "Launch type defined here");
    }
  }
  for (uint32_t i = 0; i < f->nparams; i++) { /* outputs' records: their SV_DispatchGrid fields */
    HType *t = f->params[i]->type;
    bool found = false;
    SrcLoc first = f->loc;
    if (hl_is_node(t, false) && (t->st->node_kind & DXIL_NODEIO_OUTPUT) && t->st->node_rec)
      check_grid_semantics(c, t->st->node_rec, f->params[i]->loc, &found, &first, 0);
  }
  if (f->type->kind != T_VOID) hl_error(c, SE_ENTRY, f->loc, "return type for 'node' shaders must be void");
  uint32_t nin = 0, nout = 0;
  for (uint32_t i = 0; i < f->nparams; i++) {
    HType *t = f->params[i]->type;
    if (!hl_is_node(t, false)) continue;
    if (t->st->node_kind & DXIL_NODEIO_INPUT) nin++;
    else nout++;
  }
  ne->inputs = nin ? arena_alloc(c->arena, nin * sizeof(HlNodeIO)) : NULL;
  ne->outputs = nout ? arena_alloc(c->arena, nout * sizeof(HlNodeIO)) : NULL;
  if ((nin && !ne->inputs) || (nout && !ne->outputs)) return;
  for (uint32_t i = 0; i < f->nparams; i++) {
    Decl *p = f->params[i];
    HType *t = p->type;
    param_attr_rules(c, p);
    if (hl_is_node(t, true) && t->kind == T_ARRAY) {
      const HType *et = t;
      while (et->kind == T_ARRAY) et = et->elem;
      hl_error(c, SE_ENTRY, p->loc, "entry parameter of type '%s' may not be an array", hl_type_name(c, t));
      uint32_t ek = et->st->node_kind;
      if (ek == DXIL_NODEKIND_OUTPUT || ek == DXIL_NODEKIND_EMPTY_OUTPUT)
        diag_report(c->diag, DIAG_NOTE, SE_ENTRY, p->loc, "'%s' cannot be used as an array; did you mean '%sArray'?",
                    hl_node_kind_name(ek), hl_node_kind_name(ek));
      continue;
    }
    if (!hl_is_node(t, false)) {
      check_launch_sv(c, ne->launch, p);
      /* compute system values: numeric parameters with a semantic, or a
       * struct whose members have theirs */
      bool sv_struct = t->kind == T_STRUCT && t->st && !p->semantic;
      for (uint32_t k = 0; sv_struct && k < t->st->nfields; k++)
        sv_struct = t->st->fields[k].semantic && hl_is_numeric(t->st->fields[k].type);
      if ((p->quals & Q_OUT) || (!sv_struct && (!p->semantic || !hl_is_numeric(t))))
        hl_error(c, SE_ENTRY, p->loc, "unsupported parameter of a node entry point");
      continue;
    }
    uint32_t k = t->st->node_kind;
    if (t->st->node_rec && !record_objects(c, p->loc, t->st->node_rec, 0))
      hl_diag_long_vectors(c, p->loc, t->st->node_rec, LV_NODE_RECORD);
    if (k == DXIL_NODEKIND_GROUP_OUTPUT_RECORDS || k == DXIL_NODEKIND_THREAD_OUTPUT_RECORDS) {
      hl_error(c, SE_ENTRY, p->loc, "'%s' may not be used as a node shader parameter", hl_type_name(c, t));
      continue;
    }
    if (k & DXIL_NODEIO_INPUT) {
      if (!input_fits_launch(k, ne->launch)) {
        static const char *const only[3] = {
            "DispatchNodeInputRecord or RWDispatchNodeInputRecord",
            "GroupNodeInputRecords, RWGroupNodeInputRecords, or EmptyNodeInput",
            "ThreadNodeInputRecord or RWThreadNodeInputRecord"};
        hl_error(c, SE_ENTRY, p->loc, "'%s' may not be used with %s nodes (only %s)", hl_node_kind_name(k),
                 launch_name(ne->launch), only[ne->launch - 1]);
        if (launch) diag_report(c->diag, DIAG_NOTE, SE_ENTRY, launch->loc, "Launch type defined here");
      }
      if (ne->ninputs) {
        hl_error(c, SE_ENTRY, p->loc, "Node shader '%s' may not have more than one input record", f->name);
        continue;
      }
      Attr *mr = find_attr(&hl_decl_rare(p)->attrs, "MaxRecords");
      if (mr && ne->launch != DXIL_NODE_LAUNCH_COALESCING)
        hl_error(c, SE_ATTR, mr->loc, "attribute MaxRecords must only be used with node outputs or coalescing launch inputs");
      if (t->st->node_rec && t->st->node_rec->kind == T_STRUCT && t->st->node_rec->st->track_rw_input_sharing &&
          k != DXIL_NODEKIND_RW_DISPATCH_INPUT)
        hl_error(c, SE_ENTRY, p->loc,
                 "NodeTrackRWInputSharing attribute cannot be applied to Input Records that are not RWDispatchNodeInputRecord");
      node_param(c, f, i, &ne->inputs[ne->ninputs++]);
    } else {
      node_param(c, f, i, &ne->outputs[ne->noutputs++]);
    }
  }
}

void sema_node_entries(HlslCtx *c) {
  static const char *const node_only[] = {"NodeLaunch", "NodeIsProgramEntry", "NodeID", "NodeLocalRootArgumentsTableIndex",
                                          "NodeShareInputOf", "NodeMaxRecursionDepth", "NodeDispatchGrid",
                                          "NodeMaxDispatchGrid"};
  bool lib = c->opt && c->opt->dx.target.stage == STAGE_LIBRARY;
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    if (!f->body || hl_decl_rare(f)->node) continue;
    Attr *sh = NULL;
    bool node = false; /* any [shader("node")] (another kind with it is sema_check_shader_attrs' error) */
    for (uint32_t k = 0; k < hl_decl_rare(f)->attrs.len; k++) {
      Attr *a = &hl_decl_rare(f)->attrs.data[k];
      if (strcasecmp(a->name, "shader")) continue;
      sh = a;
      node |= a->nargs == 1 && a->args[0]->kind == E_STRING && !strcasecmp(a->args[0]->name, "node");
    }
    if (node && !lib) continue;
    if (node && lib) {
      sema_node_entry(c, f);
      continue;
    }
    const char *entry = c->opt && c->opt->entry ? c->opt->entry : "main";
    if (!sh && (lib || strcmp(f->name, entry))) continue;
    /* another kind of shader: the node attributes are DXC's errors */
    for (uint32_t k = 0; k < hl_decl_rare(f)->attrs.len; k++)
      for (size_t j = 0; j < sizeof node_only / sizeof node_only[0]; j++)
        if (!strcasecmp(hl_decl_rare(f)->attrs.data[k].name, node_only[j])) {
          char low[64];
          size_t n = 0;
          for (; node_only[j][n] && n < sizeof low - 1; n++) low[n] = (char)tolower((unsigned char)node_only[j][n]);
          low[n] = 0;
          hl_error(c, SE_ATTR, hl_decl_rare(f)->attrs.data[k].loc, "attribute %s only allowed on node shaders", low);
        }
  }
}
