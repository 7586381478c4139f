/* types.c - HLSL semantic types: construction, names, properties, layouts.
 *
 * Scalars, vectors and matrices are interned in the context so they can be
 * compared by pointer; arrays, structs and resources are compared
 * structurally with hl_type_equal.
 *
 * Two layouts matter to code generation:
 *   natural  - structured buffers and struct memory: members aligned to their
 *              scalar size, struct size rounded to its alignment (DXC's
 *              structured-buffer layout, e.g. float3+float packs into 16);
 *   legacy   - constant buffers: 16-byte rows, a scalar/vector never
 *              straddles a row, arrays and structs start a row, array
 *              elements are row-aligned.
 */
#include "ast.h"
#include "sema.h"
#include "../dxil/dxil_node.h"

#include <math.h>
#include <string.h>

static const char *const sk_names[SK_COUNT] = {
  "bool", "int", "uint", "int16_t", "uint16_t", "int64_t", "uint64_t",
  "half", "float", "double",
  "min16float", "min10float", "min16int", "min12int", "min16uint",
  "literal int", "literal float",
};

const char *hl_sk_name(ScalarKind sk) { return sk < SK_COUNT ? sk_names[sk] : "?"; }

void hl_types_init(HlslCtx *c) {
  Arena *a = c->arena;
  c->t_error = arena_alloc(a, sizeof(HType));
  if (c->t_error) c->t_error->kind = T_ERROR;
  c->t_void = arena_alloc(a, sizeof(HType));
  if (c->t_void) c->t_void->kind = T_VOID;
  c->t_string = arena_alloc(a, sizeof(HType));
  if (c->t_string) c->t_string->kind = T_STRING;
}

HType *hl_scalar(HlslCtx *c, ScalarKind sk) {
  if (sk >= SK_COUNT) return c->t_error;
  if (!c->t_scalar[sk]) {
    HType *t = arena_alloc(c->arena, sizeof(HType));
    if (!t) return c->t_error;
    t->kind = T_SCALAR;
    t->sk = sk;
    t->n = 1;
    c->t_scalar[sk] = t;
  }
  return c->t_scalar[sk];
}

HType *hl_vector(HlslCtx *c, ScalarKind sk, uint32_t n) {
  if (sk >= SK_COUNT || n < 1 || n > HL_MAX_VECTOR) return c->t_error;
  HType **slot;
  if (n <= 4) {
    slot = &c->t_vec[sk][n];
  } else {
    if (!c->t_lvec[sk]) {
      c->t_lvec[sk] = arena_alloc(c->arena, sizeof(HType *) * (HL_MAX_VECTOR + 1));
      if (!c->t_lvec[sk]) return c->t_error;
      memset(c->t_lvec[sk], 0, sizeof(HType *) * (HL_MAX_VECTOR + 1));
    }
    slot = &c->t_lvec[sk][n];
  }
  if (!*slot) {
    HType *t = arena_alloc(c->arena, sizeof(HType));
    if (!t) return c->t_error;
    t->kind = T_VECTOR;
    t->sk = sk;
    t->n = n;
    *slot = t;
  }
  return *slot;
}

static const char *const long_vec_ctx[] = {
    "ConstantBuffers or TextureBuffers", "tessellation patches", "geometry streams", "node records",
    "cbuffers or tbuffers", "user-defined struct parameter", "entry function parameters",
    "entry function return type", "patch constant function parameters", "patch constant function return type",
    "payload parameters", "attributes", "builtin template parameters", "structured buffers", "global variables",
    "groupshared variables",
};

static bool long_vectors_in(HlslCtx *c, SrcLoc loc, const HType *t, LongVecCtx ctx, const StructInfo **seen,
                            uint32_t *nseen, int depth, const Field *fd) {
  /* patches are objects to DXC (checked as such where they are written) */
  while (t && t->kind == T_ARRAY) {
    if (t->patch) return false;
    t = t->elem;
  }
  if (!t || depth > 64) return false;
  if (hl_is_hitobject(t, false)) { /* an object DXC allows in none of these contexts */
    hl_error(c, SE_TYPE, loc, "object '%s' is not allowed in %s", hl_type_name(c, t), long_vec_ctx[ctx]);
    if (fd) diag_report(c->diag, DIAG_NOTE, SE_TYPE, fd->loc, "'%s' field declared here", hl_type_name(c, fd->type));
    return true;
  }
  if (t->kind == T_VECTOR) {
    if (t->n <= 4 || ctx >= LV_TYPE_PARAM) return false; /* (objects-only contexts) */
    hl_error(c, SE_TYPE, loc, "vectors of over 4 elements in %s are not supported", long_vec_ctx[ctx]);
    return true;
  }
  if (t->kind != T_STRUCT || !t->st) return false;
  for (uint32_t k = 0; k < *nseen; k++)
    if (seen[k] == t->st) return false;
  if (*nseen < 64) seen[(*nseen)++] = t->st;
  bool any = false;
  for (uint32_t i = 0; i < t->st->nfields; i++)
    any |= long_vectors_in(c, loc, t->st->fields[i].type, ctx, seen, nseen, depth + 1, &t->st->fields[i]);
  return any;
}

bool hl_diag_long_vectors(HlslCtx *c, SrcLoc loc, const HType *t, LongVecCtx ctx) {
  const StructInfo *seen[64];
  uint32_t nseen = 0;
  return long_vectors_in(c, loc, t, ctx, seen, &nseen, 0, NULL);
}

/* DXC sets MaxHLSLVectorLength from the target: 1024 from SM 6.9 (lib_6_x
 * included, its minor is 15), else 4. */
uint32_t hl_max_vector(const HlslCtx *c) {
  if (!c->opt) return 4;
  uint32_t ma = c->opt->dx.target.sm_major, mi = c->opt->dx.target.sm_minor;
  return ma > 6 || (ma == 6 && mi >= 9) ? HL_MAX_VECTOR : 4;
}

/* Matrices are interned per (element, rows, columns), in two tables: one
 * for column-major (the default) and one for row_major. */
HType *hl_matrix_major(HlslCtx *c, ScalarKind sk, uint32_t rows, uint32_t cols, bool row_major) {
  if (sk >= SK_COUNT || rows < 1 || rows > 4 || cols < 1 || cols > 4) return c->t_error;
  HType **slot = row_major ? &c->t_mat_rm[sk][rows][cols] : &c->t_mat[sk][rows][cols];
  if (!*slot) {
    HType *t = arena_alloc(c->arena, sizeof(HType));
    if (!t) return c->t_error;
    t->kind = T_MATRIX;
    t->sk = sk;
    t->n = rows;
    t->m = cols;
    t->row_major = row_major;
    *slot = t;
  }
  return *slot;
}

HType *hl_matrix(HlslCtx *c, ScalarKind sk, uint32_t rows, uint32_t cols) {
  return hl_matrix_major(c, sk, rows, cols, false);
}

HType *hl_with_major(HlslCtx *c, HType *t, bool row_major) {
  if (!t) return t;
  if (t->kind == T_MATRIX)
    return t->row_major == row_major ? t : hl_matrix_major(c, t->sk, t->n, t->m, row_major);
  if (t->kind == T_ARRAY) {
    HType *e = hl_with_major(c, t->elem, row_major);
    return e == t->elem ? t : hl_array(c, e, t->count);
  }
  return t;
}

HType *hl_array(HlslCtx *c, HType *elem, uint32_t count) {
  HType *t = arena_alloc(c->arena, sizeof(HType));
  if (!t) return c->t_error;
  t->kind = T_ARRAY;
  t->elem = elem;
  t->count = count;
  return t;
}

HType *hl_resource(HlslCtx *c, HlResKind rk, HType *elem) {
  HType *t = arena_alloc(c->arena, sizeof(HType));
  if (!t) return c->t_error;
  t->kind = T_RESOURCE;
  t->rk = rk;
  t->elem = elem;
  return t;
}

HType *hl_stream_type(HlslCtx *c, uint32_t kind, HType *elem) {
  HType *t = arena_alloc(c->arena, sizeof(HType));
  if (!t) return c->t_error;
  t->kind = T_STREAM;
  t->n = kind;
  t->elem = elem;
  return t;
}

HType *hl_struct_type(HlslCtx *c, StructInfo *st) {
  HType *t = arena_alloc(c->arena, sizeof(HType));
  if (!t) return c->t_error;
  t->kind = T_STRUCT;
  t->st = st;
  return t;
}

HType *hl_rayquery_type(HlslCtx *c, uint32_t flags, uint32_t qflags) {
  StructInfo *st = NULL;
  for (uint32_t i = 0; i < c->rayqueries.len && !st; i++)
    if (c->rayqueries.data[i]->rq_flags[0] == flags && c->rayqueries.data[i]->rq_flags[1] == qflags)
      st = c->rayqueries.data[i];
  if (!st) {
    st = arena_alloc(c->arena, sizeof(StructInfo));
    Field *f = arena_alloc(c->arena, sizeof(Field));
    if (!st || !f) return c->t_error;
    /* DXC's template class: `class RayQuery<F, Q> { uint h; }`, completed
     * by sema like any struct */
    st->name = arena_printf(c->arena, "RayQuery<%u, %u>", flags, qflags);
    st->is_class = true;
    st->rayquery = true;
    st->rq_flags[0] = flags;
    st->rq_flags[1] = qflags;
    f->name = "h";
    f->base = f->type = hl_scalar(c, SK_UINT);
    st->fields = f;
    st->nfields = 1;
    vec_push(c->arena, &c->rayqueries, st);
  }
  return hl_struct_type(c, st);
}

/* The node object types of work graphs (SM 6.8), by DXIL NodeIOKind. */
static const struct {
  const char *name;
  uint32_t kind;
} node_names[] = {
    {"DispatchNodeInputRecord", DXIL_NODEKIND_DISPATCH_INPUT},
    {"RWDispatchNodeInputRecord", DXIL_NODEKIND_RW_DISPATCH_INPUT},
    {"GroupNodeInputRecords", DXIL_NODEKIND_GROUP_INPUT},
    {"RWGroupNodeInputRecords", DXIL_NODEKIND_RW_GROUP_INPUT},
    {"ThreadNodeInputRecord", DXIL_NODEKIND_THREAD_INPUT},
    {"RWThreadNodeInputRecord", DXIL_NODEKIND_RW_THREAD_INPUT},
    {"EmptyNodeInput", DXIL_NODEKIND_EMPTY_INPUT},
    {"NodeOutput", DXIL_NODEKIND_OUTPUT},
    {"NodeOutputArray", DXIL_NODEKIND_OUTPUT_ARRAY},
    {"EmptyNodeOutput", DXIL_NODEKIND_EMPTY_OUTPUT},
    {"EmptyNodeOutputArray", DXIL_NODEKIND_EMPTY_OUTPUT_ARRAY},
    {"GroupNodeOutputRecords", DXIL_NODEKIND_GROUP_OUTPUT_RECORDS},
    {"ThreadNodeOutputRecords", DXIL_NODEKIND_THREAD_OUTPUT_RECORDS},
};

const char *hl_node_name_at(uint32_t i) {
  return i < sizeof node_names / sizeof node_names[0] ? node_names[i].name : NULL;
}

uint32_t hl_node_kind_of(const char *name) {
  /* every name ends in Input, Output, Record, Records or Array */
  size_t n = strlen(name);
  if (n < 9 || (name[n - 1] != 't' && name[n - 1] != 'd' && name[n - 1] != 's' && name[n - 1] != 'y')) return 0;
  for (size_t i = 0; i < sizeof node_names / sizeof node_names[0]; i++)
    if (!strcmp(name, node_names[i].name)) return node_names[i].kind;
  return 0;
}

const char *hl_node_kind_name(uint32_t kind) {
  for (size_t i = 0; i < sizeof node_names / sizeof node_names[0]; i++)
    if (node_names[i].kind == kind) return node_names[i].name;
  return "?";
}

HType *hl_node_type(HlslCtx *c, uint32_t kind, HType *rec) {
  StructInfo *st = NULL;
  for (uint32_t i = 0; i < c->nodetypes.len && !st; i++) {
    StructInfo *s = c->nodetypes.data[i];
    if (s->node_kind == kind && (s->node_rec == rec || (s->node_rec && rec && hl_type_equal(s->node_rec, rec))))
      st = s;
  }
  if (!st) {
    st = arena_alloc(c->arena, sizeof(StructInfo));
    if (!st) return c->t_error;
    /* DXC's built-in template classes (one handle each): complete, with
     * data (the object), no members HLSL can name */
    st->name = rec ? arena_printf(c->arena, "%s<%s>", hl_node_kind_name(kind), hl_type_name(c, rec))
                   : hl_node_kind_name(kind);
    st->is_class = true;
    st->node_kind = kind;
    st->node_rec = rec;
    st->complete = true;
    st->has_data = true;
    st->sb_size = 4;
    st->sb_align = 4;
    vec_push(c->arena, &c->nodetypes, st);
  }
  return hl_struct_type(c, st);
}

bool hl_is_node(const HType *t, bool arrays) {
  while (arrays && t && t->kind == T_ARRAY) t = t->elem;
  return t && t->kind == T_STRUCT && t->st && t->st->node_kind;
}

HType *hl_hitobject_type(HlslCtx *c) {
  if (c->t_hitobject) return c->t_hitobject;
  StructInfo *st = arena_alloc(c->arena, sizeof(StructInfo));
  if (!st) return c->t_error;
  /* DXC's built-in `class HitObject { h; }` in namespace dx: complete, with
   * data (the object), no members HLSL can name */
  st->name = "dx::HitObject";
  st->is_class = true;
  st->hitobject = true;
  st->complete = true;
  st->has_data = true;
  st->sb_size = 4;
  st->sb_align = 4;
  return c->t_hitobject = hl_struct_type(c, st);
}

/* DXC's subobject records (SemaHLSL CreateSubobject*): the fields are
 * StateObjectConfig {uint Flags}; Global/LocalRootSignature {string Data};
 * SubobjectToExportsAssociation {string Subobject, Exports};
 * RaytracingShaderConfig {uint MaxPayloadSizeInBytes, MaxAttributeSizeInBytes};
 * RaytracingPipelineConfig {uint MaxTraceRecursionDepth};
 * RaytracingPipelineConfig1 {uint MaxTraceRecursionDepth, Flags};
 * TriangleHitGroup {string AnyHit, ClosestHit};
 * ProceduralPrimitiveHitGroup {string AnyHit, ClosestHit, Intersection}. */
static const HlSubobjInfo subobj_info[SO_COUNT] = {
    [SO_STATE_OBJECT_CONFIG] = {"StateObjectConfig", 0, 0, 1, 0},
    [SO_GLOBAL_ROOT_SIGNATURE] = {"GlobalRootSignature", 1, 0, 1, 1},
    [SO_LOCAL_ROOT_SIGNATURE] = {"LocalRootSignature", 2, 0, 1, 1},
    [SO_EXPORTS_ASSOCIATION] = {"SubobjectToExportsAssociation", 8, 0, 2, 3},
    [SO_RT_SHADER_CONFIG] = {"RaytracingShaderConfig", 9, 0, 2, 0},
    [SO_RT_PIPELINE_CONFIG] = {"RaytracingPipelineConfig", 10, 0, 1, 0},
    [SO_RT_PIPELINE_CONFIG1] = {"RaytracingPipelineConfig1", 12, 0, 2, 0},
    [SO_TRIANGLE_HIT_GROUP] = {"TriangleHitGroup", 11, 0, 2, 3},
    [SO_PROCEDURAL_HIT_GROUP] = {"ProceduralPrimitiveHitGroup", 11, 1, 3, 7},
};

const HlSubobjInfo *hl_subobject_info(HlSubobjKind k) {
  return (unsigned)k < SO_COUNT ? &subobj_info[k] : &subobj_info[0];
}

HType *hl_subobject_type(HlslCtx *c, const char *name) {
  for (uint32_t k = 0; k < SO_COUNT; k++) {
    if (name[0] != subobj_info[k].name[0] || strcmp(name, subobj_info[k].name)) continue;
    if (!c->t_subobj[k]) {
      HType *t = arena_alloc(c->arena, sizeof(HType));
      if (!t) return c->t_error;
      t->kind = T_SUBOBJECT;
      t->n = k;
      c->t_subobj[k] = t;
    }
    return c->t_subobj[k];
  }
  return NULL;
}

bool hl_is_hitobject(const HType *t, bool arrays) {
  while (arrays && t && t->kind == T_ARRAY) t = t->elem;
  return t && t->kind == T_STRUCT && t->st && t->st->hitobject;
}

bool hl_contains_hitobject(const HType *t) {
  for (int depth = 0; t && depth < 64; depth++) {
    while (t->kind == T_ARRAY) t = t->elem;
    if (t->kind != T_STRUCT || !t->st) return false;
    if (t->st->hitobject) return true;
    for (uint32_t i = 0; i < t->st->nfields; i++)
      if (t->st->fields[i].type && hl_contains_hitobject(t->st->fields[i].type)) return true;
    return false;
  }
  return false;
}

bool hl_is_rayquery(const HType *t, bool arrays) {
  while (arrays && t && t->kind == T_ARRAY) t = t->elem;
  return t && t->kind == T_STRUCT && t->st && t->st->rayquery;
}

bool hl_type_equal(const HType *a, const HType *b) {
  if (a == b) return true;
  if (!a || !b || a->kind != b->kind) return false;
  switch (a->kind) {
  case T_ERROR: case T_VOID: case T_STRING: return true;
  case T_STREAM: return a->n == b->n && hl_type_equal(a->elem, b->elem);
  case T_SUBOBJECT: return a->n == b->n;
  case T_SCALAR: return a->sk == b->sk && a->en == b->en;
  case T_VECTOR: return a->sk == b->sk && a->n == b->n;
  case T_MATRIX: return a->sk == b->sk && a->n == b->n && a->m == b->m;
  case T_ARRAY: return a->count == b->count && hl_type_equal(a->elem, b->elem);
  case T_STRUCT: return a->st == b->st;
  case T_RESOURCE:
    if (a->rk != b->rk || a->norm != b->norm || a->samples != b->samples || a->acc != b->acc)
      return false;
    if (!a->elem || !b->elem) return a->elem == b->elem;
    return hl_type_equal(a->elem, b->elem);
  }
  return false;
}

bool hl_sk_is_int(ScalarKind sk) {
  switch (sk) {
  case SK_INT: case SK_UINT: case SK_INT16: case SK_UINT16: case SK_INT64: case SK_UINT64:
  case SK_MIN16INT: case SK_MIN12INT: case SK_MIN16UINT: case SK_LIT_INT:
    return true;
  default: return false;
  }
}

bool hl_sk_is_float(ScalarKind sk) {
  switch (sk) {
  case SK_HALF: case SK_FLOAT: case SK_DOUBLE: case SK_MIN16FLOAT: case SK_MIN10FLOAT:
  case SK_LIT_FLOAT:
    return true;
  default: return false;
  }
}

bool hl_sk_is_signed(ScalarKind sk) {
  switch (sk) {
  case SK_INT: case SK_INT16: case SK_INT64: case SK_MIN16INT: case SK_MIN12INT: case SK_LIT_INT:
    return true;
  default: return false;
  }
}

bool hl_sk_is_literal(ScalarKind sk) { return sk == SK_LIT_INT || sk == SK_LIT_FLOAT; }

uint32_t hl_sk_bits(HlslCtx *c, ScalarKind sk) {
  bool n16 = c->opt && c->opt->dx.target.native_16bit;
  switch (sk) {
  case SK_BOOL: return 1;
  case SK_INT: case SK_UINT: case SK_FLOAT: case SK_LIT_INT: case SK_LIT_FLOAT: return 32;
  case SK_INT16: case SK_UINT16: return 16;
  case SK_INT64: case SK_UINT64: case SK_DOUBLE: return 64;
  case SK_HALF: case SK_MIN16FLOAT: case SK_MIN10FLOAT:
  case SK_MIN16INT: case SK_MIN12INT: case SK_MIN16UINT:
    return n16 ? 16 : 32;
  default: return 32;
  }
}

ScalarKind hl_sk_concrete(ScalarKind sk) {
  if (sk == SK_LIT_INT) return SK_INT;
  if (sk == SK_LIT_FLOAT) return SK_FLOAT;
  return sk;
}

HType *hl_with_sk(HlslCtx *c, const HType *t, ScalarKind sk) {
  switch (t->kind) {
  case T_SCALAR: return hl_scalar(c, sk);
  case T_VECTOR: return hl_vector(c, sk, t->n);
  case T_MATRIX: return hl_matrix(c, sk, t->n, t->m);
  default: return (HType *)t;
  }
}

HType *hl_literal_width(HlslCtx *c, HType *t) {
  if (!t || !hl_is_numeric(t) || !hl_sk_is_literal(t->sk)) return t;
  return hl_with_sk(c, t, t->sk == SK_LIT_INT ? SK_INT64 : SK_DOUBLE);
}

HType *hl_concrete(HlslCtx *c, HType *t) {
  if (!hl_is_numeric(t) || !hl_sk_is_literal(t->sk)) return t;
  return hl_with_sk(c, t, hl_sk_concrete(t->sk));
}

HType *hl_elem_type(HlslCtx *c, const HType *t) {
  if (!hl_is_numeric(t)) return (HType *)t;
  return hl_scalar(c, t->sk);
}

uint32_t hl_components(const HType *t) {
  switch (t->kind) {
  case T_SCALAR: return 1;
  case T_VECTOR: return t->n;
  case T_MATRIX: return t->n * t->m;
  default: return 0;
  }
}

uint32_t hl_leaf_count(const HType *t) {
  if (!t) return 0;
  switch (t->kind) {
  case T_SCALAR: case T_VECTOR: case T_MATRIX: return hl_components(t);
  case T_ARRAY: {
    uint64_t n = (uint64_t)hl_leaf_count(t->elem) * t->count;
    return n > 0xFFFFFFu ? 0xFFFFFFu : (uint32_t)n;
  }
  case T_STRUCT: {
    if (t->st->hitobject) return 1; /* an object: one leaf of initializer lists */
    uint64_t n = 0;
    for (uint32_t i = 0; i < t->st->nfields; i++) {
      const Field *f = &t->st->fields[i];
      if (f->bf_unit) n += f->bf_count; /* each named bit-field is a leaf of its own */
      else if (f->type) n += hl_leaf_count(f->type);
    }
    return n > 0xFFFFFFu ? 0xFFFFFFu : (uint32_t)n;
  }
  default: return 0;
  }
}

bool hl_contains_resource(const HType *t) {
  if (!t) return false;
  if (t->kind == T_RESOURCE) return true;
  if (t->kind == T_ARRAY) return hl_contains_resource(t->elem);
  if (t->kind == T_STRUCT) return t->st->has_resources;
  return false;
}

/* Indexed by HlResKind. dxil_kind: DXIL ResourceKind; dims/array: texture
 * coordinates. */
static const HlResKindInfo res_info[HL_RK_COUNT] = {
  [HL_RK_BUFFER] = {"Buffer", 't', RK_TYPEDBUFFER, 1, false, false, false, false, false, false},
  [HL_RK_RWBUFFER] = {"RWBuffer", 'u', RK_TYPEDBUFFER, 1, false, false, false, false, false, false},
  [HL_RK_SBUFFER] = {"StructuredBuffer", 't', RK_STRUCTUREDBUFFER, 1, false, false, false, false, false, false},
  [HL_RK_RWSBUFFER] = {"RWStructuredBuffer", 'u', RK_STRUCTUREDBUFFER, 1, false, false, false, false, false, false},
  [HL_RK_BAB] = {"ByteAddressBuffer", 't', RK_RAWBUFFER, 1, false, false, false, false, false, false},
  [HL_RK_RWBAB] = {"RWByteAddressBuffer", 'u', RK_RAWBUFFER, 1, false, false, false, false, false, false},
  [HL_RK_APPEND_SBUFFER] = {"AppendStructuredBuffer", 'u', RK_STRUCTUREDBUFFER, 1, false, false, false, false, false, false},
  [HL_RK_CONSUME_SBUFFER] = {"ConsumeStructuredBuffer", 'u', RK_STRUCTUREDBUFFER, 1, false, false, false, false, false, false},
  [HL_RK_ROV_BUFFER] = {"RasterizerOrderedBuffer", 'u', RK_TYPEDBUFFER, 1, false, false, false, false, true, false},
  [HL_RK_ROV_SBUFFER] = {"RasterizerOrderedStructuredBuffer", 'u', RK_STRUCTUREDBUFFER, 1, false, false, false, false, true, false},
  [HL_RK_ROV_BAB] = {"RasterizerOrderedByteAddressBuffer", 'u', RK_RAWBUFFER, 1, false, false, false, false, true, false},
  [HL_RK_TEXTURE1D] = {"Texture1D", 't', RK_TEXTURE1D, 1, false, true, false, false, false, false},
  [HL_RK_TEXTURE2D] = {"Texture2D", 't', RK_TEXTURE2D, 2, false, true, false, false, false, false},
  [HL_RK_TEXTURE3D] = {"Texture3D", 't', RK_TEXTURE3D, 3, false, true, false, false, false, false},
  [HL_RK_TEXTURECUBE] = {"TextureCube", 't', RK_TEXTURECUBE, 3, false, true, false, true, false, false},
  [HL_RK_TEXTURE1DARRAY] = {"Texture1DArray", 't', RK_TEXTURE1DARRAY, 1, true, true, false, false, false, false},
  [HL_RK_TEXTURE2DARRAY] = {"Texture2DArray", 't', RK_TEXTURE2DARRAY, 2, true, true, false, false, false, false},
  [HL_RK_TEXTURE2DMS] = {"Texture2DMS", 't', RK_TEXTURE2DMS, 2, false, true, true, false, false, false},
  [HL_RK_TEXTURECUBEARRAY] = {"TextureCubeArray", 't', RK_TEXTURECUBEARRAY, 3, true, true, false, true, false, false},
  [HL_RK_RWTEXTURE1D] = {"RWTexture1D", 'u', RK_TEXTURE1D, 1, false, true, false, false, false, false},
  [HL_RK_RWTEXTURE2D] = {"RWTexture2D", 'u', RK_TEXTURE2D, 2, false, true, false, false, false, false},
  [HL_RK_RWTEXTURE3D] = {"RWTexture3D", 'u', RK_TEXTURE3D, 3, false, true, false, false, false, false},
  [HL_RK_RWTEXTURE1DARRAY] = {"RWTexture1DArray", 'u', RK_TEXTURE1DARRAY, 1, true, true, false, false, false, false},
  [HL_RK_RWTEXTURE2DARRAY] = {"RWTexture2DArray", 'u', RK_TEXTURE2DARRAY, 2, true, true, false, false, false, false},
  [HL_RK_SAMPLER] = {"SamplerState", 's', RK_SAMPLER, 0, false, false, false, false, false, false},
  [HL_RK_SAMPLER_CMP] = {"SamplerComparisonState", 's', RK_SAMPLER, 0, false, false, false, false, false, false},
  [HL_RK_CONSTANT_BUFFER] = {"ConstantBuffer", 'b', RK_CBUFFER, 0, false, false, false, false, false, false},
  [HL_RK_TEXTURE2DMSARRAY] = {"Texture2DMSArray", 't', RK_TEXTURE2DMSARRAY, 2, true, true, true, false, false, false},
  [HL_RK_RWTEXTURE2DMS] = {"RWTexture2DMS", 'u', RK_TEXTURE2DMS, 2, false, true, true, false, false, false},
  [HL_RK_RWTEXTURE2DMSARRAY] = {"RWTexture2DMSArray", 'u', RK_TEXTURE2DMSARRAY, 2, true, true, true, false, false, false},
  [HL_RK_ROV_TEXTURE1D] = {"RasterizerOrderedTexture1D", 'u', RK_TEXTURE1D, 1, false, true, false, false, true, false},
  [HL_RK_ROV_TEXTURE2D] = {"RasterizerOrderedTexture2D", 'u', RK_TEXTURE2D, 2, false, true, false, false, true, false},
  [HL_RK_ROV_TEXTURE3D] = {"RasterizerOrderedTexture3D", 'u', RK_TEXTURE3D, 3, false, true, false, false, true, false},
  [HL_RK_ROV_TEXTURE1DARRAY] = {"RasterizerOrderedTexture1DArray", 'u', RK_TEXTURE1DARRAY, 1, true, true, false, false, true, false},
  [HL_RK_ROV_TEXTURE2DARRAY] = {"RasterizerOrderedTexture2DArray", 'u', RK_TEXTURE2DARRAY, 2, true, true, false, false, true, false},
  [HL_RK_FEEDBACK_TEXTURE2D] = {"FeedbackTexture2D", 'u', RK_FEEDBACKTEXTURE2D, 2, false, true, false, false, false, true},
  [HL_RK_FEEDBACK_TEXTURE2DARRAY] = {"FeedbackTexture2DArray", 'u', RK_FEEDBACKTEXTURE2DARRAY, 2, true, true, false, false, false, true},
  [HL_RK_TEXTURE_BUFFER] = {"TextureBuffer", 't', RK_TBUFFER, 0, false, false, false, false, false, false},
  [HL_RK_RT_ACCEL] = {"RaytracingAccelerationStructure", 't', RK_RTACCELERATIONSTRUCTURE, 0, false, false, false, false, false, false},
  [HL_RK_RESOURCE_HEAP] = {"ResourceDescriptorHeap", 0, RK_INVALID, 0, false, false, false, false, false, false},
  [HL_RK_SAMPLER_HEAP] = {"SamplerDescriptorHeap", 0, RK_INVALID, 0, false, false, false, false, false, false},
};

const HlResKindInfo *hl_res_info(HlResKind rk) {
  static const HlResKindInfo none = {"resource", 't', RK_INVALID, 0, false, false, false, false, false, false};
  return (unsigned)rk < HL_RK_COUNT && res_info[rk].name ? &res_info[rk] : &none;
}

bool hl_res_is_texture(HlResKind rk) { return hl_res_info(rk)->texture; }


static void type_name(HlslCtx *c, StrBuf *sb, const HType *t) {
  switch (t->kind) {
  case T_ERROR: sb_puts(sb, "<error>"); break;
  case T_VOID: sb_puts(sb, "void"); break;
  case T_STRING: sb_puts(sb, "string"); break;
  case T_SUBOBJECT: sb_puts(sb, hl_subobject_info((HlSubobjKind)t->n)->name); break;
  case T_STREAM:
    sb_puts(sb, t->n == 0 ? "PointStream<" : t->n == 1 ? "LineStream<" : "TriangleStream<");
    if (t->elem) type_name(c, sb, t->elem);
    sb_putc(sb, '>');
    break;
  case T_SCALAR:
    if (t->en) sb_puts(sb, t->en->name[0] ? t->en->name : "(anonymous enum)");
    else sb_puts(sb, hl_sk_name(t->sk));
    break;
  case T_VECTOR:
    /* no floatN typedefs past 4 (SM 6.9 long vectors): clang's spelling */
    if (hl_sk_is_literal(t->sk) || t->n > 4) sb_printf(sb, "vector<%s, %u>", hl_sk_name(t->sk), t->n);
    else sb_printf(sb, "%s%u", hl_sk_name(t->sk), t->n);
    break;
  case T_MATRIX: sb_printf(sb, "%s%ux%u", hl_sk_name(t->sk), t->n, t->m); break;
  case T_ARRAY: {
    const HType *e = t;
    if (t->patch) { /* InputPatch<T, N> / OutputPatch<T, N> */
      sb_puts(sb, t->patch == 1 ? "InputPatch<" : "OutputPatch<");
      type_name(c, sb, t->elem);
      sb_printf(sb, ", %u>", t->count);
      break;
    }
    while (e->kind == T_ARRAY) e = e->elem;
    type_name(c, sb, e);
    sb_putc(sb, ' '); /* clang: 'int [2][3]' */
    for (e = t; e->kind == T_ARRAY; e = e->elem) {
      if (e->count) sb_printf(sb, "[%u]", e->count);
      else sb_puts(sb, "[]");
    }
    break;
  }
  case T_STRUCT: sb_puts(sb, t->st->name && t->st->name[0] ? t->st->name : "(anonymous struct)"); break;
  case T_RESOURCE:
    sb_puts(sb, hl_res_info(t->rk)->name);
    if (t->elem) {
      sb_putc(sb, '<');
      if (t->norm) sb_puts(sb, t->norm == 1 ? "snorm " : "unorm ");
      type_name(c, sb, t->elem);
      if (t->samples && hl_res_info(t->rk)->ms) sb_printf(sb, ", %u", t->samples);
      sb_putc(sb, '>');
    }
    break;
  }
}

const char *hl_type_name(HlslCtx *c, const HType *t) {
  StrBuf sb = sb_new(c->arena);
  type_name(c, &sb, t);
  const char *r = arena_strdup(c->arena, sb.data ? sb.data : "");
  sb_free(&sb);
  return r ? r : "?";
}

bool hl_res_is_uav(HlResKind rk) { return hl_res_info(rk)->cls == 'u'; }

bool hl_res_is_sampler(HlResKind rk) { return rk == HL_RK_SAMPLER || rk == HL_RK_SAMPLER_CMP; }

char hl_res_class(HlResKind rk) {
  if (hl_res_is_uav(rk)) return 'u';
  if (hl_res_is_sampler(rk)) return 's';
  if (rk == HL_RK_CONSTANT_BUFFER) return 'b';
  return 't';
}

/* ---- layouts --------------------------------------------------------- */

/* Bytes one scalar of kind sk occupies in memory (bool is 4 bytes). */
static uint32_t sk_mem_size(HlslCtx *c, ScalarKind sk) {
  uint32_t bits = hl_sk_bits(c, sk);
  if (bits == 1) bits = 32;
  return bits / 8;
}

void hl_natural_layout(HlslCtx *c, const HType *t, uint32_t *size, uint32_t *align) {
  uint32_t s = 0, a = 1;
  switch (t->kind) {
  case T_SCALAR: case T_VECTOR: case T_MATRIX:
    a = sk_mem_size(c, t->sk);
    s = a * hl_components(t);
    break;
  case T_ARRAY: {
    uint32_t es, ea;
    hl_natural_layout(c, t->elem, &es, &ea);
    uint32_t stride = (es + ea - 1) / ea * ea;
    uint64_t tot = (uint64_t)stride * t->count;
    s = tot > 0x7FFFFFFFu ? 0x7FFFFFFFu : (uint32_t)tot;
    a = ea;
    break;
  }
  case T_STRUCT:
    hl_struct_layout(c, t->st);
    s = t->st->sb_size;
    a = t->st->sb_align;
    break;
  default:
    s = 0;
    a = 1;
    break;
  }
  *size = s;
  *align = a ? a : 1;
}

void hl_struct_layout(HlslCtx *c, StructInfo *st) {
  if (st->sb_align) return; /* done */
  uint32_t off = 0, al = 1;
  for (uint32_t i = 0; i < st->nfields; i++) {
    Field *f = &st->fields[i];
    if (!f->type || f->type->kind == T_RESOURCE || hl_contains_resource(f->type)) {
      f->sb_offset = off;
      continue;
    }
    uint32_t fs, fa;
    hl_natural_layout(c, f->type, &fs, &fa);
    off = (off + fa - 1) / fa * fa;
    f->sb_offset = off;
    off += fs;
    if (fa > al) al = fa;
  }
  st->sb_size = (off + al - 1) / al * al;
  st->sb_align = al;
}

/* hl_cb_place / hl_cb_size: cblayout.c */
