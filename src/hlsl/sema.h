/* sema.h - private interface between sema.c, sema_expr.c and sema_intrin.c. */
#ifndef HLSLC_SEMA_H
#define HLSLC_SEMA_H

#include "ast.h"

struct Scope {
  Scope *parent;          /* enclosing scope */
  DeclVec decls;          /* names declared here, in order */
  /* An index of decls by name once there are more than a few (sema.c,
   * scope_find): slot = 1 + index of the latest decl of that name, 0 empty. */
  uint32_t *index;
  uint32_t index_cap, index_used; /* slots (a power of two, 0: no index) and names held */
  bool index_off;         /* the index ran out of memory: lookups walk decls */
};

/* A global variable of a subobject type (sema_subobj.c): its initializer
 * list checked; the elements kept in d->so_elems for hl_subobjects_collect. */
void sema_subobject_global(HlslCtx *c, Decl *d);

/* Library targets: mark [shader("...")] entries and exported functions
 * (sema_lib.c). */
void sema_check_library(HlslCtx *c);
/* [patchconstantfunc("name")]: the function DXC takes for it (sema_sig.c). */
Decl *sema_find_patch_constant_func(HlslCtx *c, const char *name);
/* sema_callgraph.c: recursion, patch constant function reachability, undefined
 * functions; marks the functions each entry reaches. */
void sema_check_call_graph(HlslCtx *c);
/* [WaveSize(min[, max[, preferred]])] of a compute entry into c->wavesize. */
void sema_check_wavesize(HlslCtx *c, Attr *a);
/* [shader("kind")]: known kinds, conflicts, and (active_entry) the profile's kind. */
void sema_check_shader_attrs(HlslCtx *c, Decl *d, bool active_entry);

/* Scopes */
void sema_push_scope(HlslCtx *c);
void sema_pop_scope(HlslCtx *c);
void sema_declare(HlslCtx *c, Decl *d);
Decl *sema_lookup(HlslCtx *c, const char *name);
/* Look up `name` (plain, "N::x" or "::x") written in namespace/class scope
 * ns ("N::S::", NULL at file scope): function scopes innermost first (plain
 * names), then at file scope ns's prefixes innermost first, the name as
 * written, and the `using namespace` prefixes. *local (if given) tells
 * whether a function scope held it; *other (if given) a second, different
 * declaration found with the first at file scope (through a using directive). */
Decl *sema_lookup_ns(HlslCtx *c, const char *name, const char *ns, bool *local, Decl **other);

/* Expressions (sema_expr.c). sema_expr checks e and returns it or its
 * replacement; children are replaced in place. */
Expr *sema_expr(HlslCtx *c, Expr *e);
/* A type as written (base and array dimensions), resolved and completed. */
HType *sema_resolve_type(HlslCtx *c, HType *base, Expr **dims, uint32_t ndims, SrcLoc loc);
/* Convert a checked expression to type `to` (inserting E_CONV), reporting
 * an error mentioning `what` when impossible. Returns the new expression. */
Expr *sema_convert(HlslCtx *c, Expr *e, HType *to, bool explicit_cast);
/* Cost of converting from -> to: -1 impossible; 0 exact; larger is worse. */
int sema_conv_cost(HlslCtx *c, const HType *from, const HType *to, bool explicit_cast);
/* Convert to a scalar bool condition (if/while/for/?:). */
Expr *sema_condition(HlslCtx *c, Expr *e, const char *stmt); /* stmt: "if", "while", ... */
/* Check an initializer (expression or list) against type t; may fill the
 * size of an unbounded outer array. Returns the checked initializer. */
Expr *sema_initializer(HlslCtx *c, Expr *init, HType **t);
/* Evaluate a checked expression to a non-negative integer constant. */
bool sema_const_uint(HlslCtx *c, Expr *e, uint64_t *out);
bool sema_attr_int_arg(Expr *e, int64_t *out, bool *uint_literal);
/* Warns (-Wattribute-statement) when a statement attribute ([unroll],
 * [branch], [forcecase], ...) is on a statement, or a declaration (s
 * NULL), it does not apply to; false then. */
bool sema_statement_attr_applies(HlslCtx *c, const Attr *a, const Stmt *s);
bool sema_attr_function_only(const char *name);
/* The attributes of a declaration that is not a function (a global
 * variable, a struct): statement attributes are warned about, a function's
 * are errors, others are ignored with a warning (DXC). */
void sema_check_decl_attrs(HlslCtx *c, const AttrList *al);
/* Common type of two numeric types under the usual arithmetic conversions
 * (shapes combined as DXC's CombineDimensions; NULL when they do not). */
HType *sema_arith_common(HlslCtx *c, HType *a, HType *b);
ScalarKind sema_common_sk(ScalarKind a, ScalarKind b);
/* Fold E_CONV of a constant. */
void sema_fold_conv(HlslCtx *c, Expr *e);
/* Record a call edge from the current function. */
void sema_note_call(HlslCtx *c, Decl *callee);
bool sema_is_modifiable(const Expr *e);
/* Position of the first token of e. */
SrcLoc sema_start_loc(const Expr *e);
SrcLoc sema_full_start_loc(const Expr *e);
/* sema_convert, reporting a truncation at wl (clang's place for the context). */
Expr *sema_convert_at(HlslCtx *c, Expr *e, HType *to, bool ex, SrcLoc wl);

/* e (E_METHOD) is obj.name(args) on a struct object, e->a and the args
 * checked: a call of a member function (sema_expr.c). */
Expr *sema_member_call(HlslCtx *c, Expr *e);
/* After st's member function bodies are checked: set each one's this_written
 * (sema_member.c). */
void sema_methods_note_writes(HlslCtx *c, StructInfo *st);
/* The same for a member function defined outside its struct (S::m). */
void sema_method_def_note_writes(HlslCtx *c, Decl *f);
/* Reports reads of f's out vertices / indices / primitives array elements. */
void sema_mesh_output_reads(HlslCtx *c, Decl *f);

/* Cost of calling f with e's (checked) arguments: -1 not viable (sema_expr.c). */
int sema_call_cost(HlslCtx *c, Decl *f, Expr *e);
/* Check a struct / function declaration found after the main walk (template
 * instances) at file scope (sema.c); callers save and restore the context. */
void sema_check_struct_decl(HlslCtx *c, Decl *d);
void sema_check_function_decl(HlslCtx *c, Decl *f);

/* Inheritance and operators (sema_template.c). */
/* How many derivation steps lead from struct d to its base b (0: none, or d == b). */
int sema_base_depth(const StructInfo *d, const StructInfo *b);
/* (T)x of two numeric structs is an lvalue: T's elements are x's first ones. */
bool sema_struct_prefix_cast(const HType *s, const HType *t);
/* Does st (or a base of it) have a data member `name`? */
bool sema_struct_has_field(const StructInfo *st, const char *name);
/* Does st (or a base of it) have a member function `name` (unqualified)? */
bool sema_struct_method(const StructInfo *st, const char *name);
/* The base subobject of checked struct expression a (a.__base, checked). */
Expr *sema_base_of(HlslCtx *c, Expr *a);
/* e (binary, unary or subscript, operands checked) on a struct object with a
 * member `operator<op>`: the checked call; NULL when there is none. */
Expr *sema_struct_operator(HlslCtx *c, Expr *e, const char *op, Expr *obj, Expr *arg);

/* Declare function f (its signature) without checking its body, which
 * sema_check_declared_body checks later; false when f is not a definition
 * to check (or its declaration failed). */
bool sema_declare_function(HlslCtx *c, Decl *f);
void sema_check_declared_body(HlslCtx *c, Decl *f);
/* A call needs member function f of a struct template instance: its body,
 * not checked yet (lazy_body), is checked with the template instances. */
void sema_use_method(HlslCtx *c, Decl *f, SrcLoc use);

/* A type as clang prints it canonically in notes: 'unsigned int',
 * 'vector<float, 3>', 'matrix<float, 2, 2>' (sema_intrin.c). */
const char *sema_canon_type_name(HlslCtx *c, const HType *t);
/* A type in a "no known conversion" note of a user function: the argument
 * a's (NULL: the parameter's) as clang spells it next to `other`. */
const char *sema_note_type_name(HlslCtx *c, const Expr *a, const HType *t, const HType *other);

/* v as LLVM's APFloat::toString prints it in clang's warnings (8
 * significant digits for a float, 16 for a double) (sema_subobj.c). */
void sema_apfloat_string(double v, bool is_float, char *out, size_t cap);

/* Templates (sema_template.c). */
/* Check the bodies of the function template instances made so far (and of
 * those they make), at the end of the translation unit. */
void sema_template_check_bodies(HlslCtx *c);
/* Check struct instances created while sema runs (c->tpl_pending). */
void sema_template_check_pending(HlslCtx *c);
/* Is name (written in scope ns) a function template? */
bool sema_is_template_name(HlslCtx *c, const char *name, const char *ns);
/* The best instance of the function templates named by call e (arguments
 * checked): deduced, instantiated and checked; *cost its conversion cost.
 * When none fits and other_viable is false the error is reported here;
 * *failed tells that an error was reported. */
Decl *sema_template_call(HlslCtx *c, Expr *e, bool other_viable, int *cost, bool *failed);
/* obj.f<args>(...) / obj.f(...) of a member function template f of st (e's
 * arguments checked, without the object): the instance, or NULL (*failed
 * when an error was reported; false: st has no such template). */
Decl *sema_member_template(HlslCtx *c, StructInfo *st, Expr *e, bool *failed);
/* S::f<args>(...) (static) or f<args>(...) inside S's member functions, for a
 * member function template f of S: the checked call; NULL when e names none. */
Expr *sema_member_template_call(HlslCtx *c, Expr *e);

/* Intrinsics (sema_intrin.c). */
typedef enum IntrinId {
  IN_NONE = -1,
  IN_ABS, IN_MIN, IN_MAX, IN_CLAMP, IN_SATURATE, IN_SQRT, IN_RSQRT, IN_DOT, IN_CROSS,
  IN_LENGTH, IN_DISTANCE, IN_NORMALIZE, IN_LERP, IN_FLOOR, IN_CEIL, IN_FRAC, IN_EXP,
  IN_EXP2, IN_LOG, IN_LOG2, IN_LOG10, IN_POW, IN_SIN, IN_COS, IN_TAN, IN_ASIN, IN_ACOS,
  IN_ATAN, IN_ATAN2, IN_SINH, IN_COSH, IN_TANH, IN_ASUINT, IN_ASINT, IN_ASFLOAT,
  IN_COUNTBITS, IN_FIRSTBITHIGH, IN_FIRSTBITLOW, IN_REVERSEBITS, IN_F32TOF16, IN_F16TOF32,
  IN_ANY, IN_ALL, IN_MAD, IN_SIGN, IN_STEP, IN_SMOOTHSTEP, IN_ROUND, IN_TRUNC, IN_RCP,
  IN_FMOD, IN_ISNAN, IN_ISINF, IN_ISFINITE, IN_SELECT, IN_AND, IN_OR, IN_DEGREES,
  IN_RADIANS, IN_FMA, IN_DDX, IN_DDY,
  IN_GROUP_BARRIER, IN_GROUP_BARRIER_SYNC, IN_DEVICE_BARRIER, IN_DEVICE_BARRIER_SYNC,
  IN_ALL_BARRIER, IN_ALL_BARRIER_SYNC, IN_NONUNIFORM,
  IN_INTERLOCKED_ADD, IN_INTERLOCKED_AND, IN_INTERLOCKED_OR, IN_INTERLOCKED_XOR,
  IN_INTERLOCKED_MIN, IN_INTERLOCKED_MAX, IN_INTERLOCKED_EXCHANGE,
  IN_INTERLOCKED_CMP_EXCHANGE, IN_INTERLOCKED_CMP_STORE,
  /* 16-bit bit casts and more math */
  IN_ASUINT16, IN_ASINT16, IN_ASFLOAT16, IN_REFLECT, IN_REFRACT, IN_LDEXP, IN_FACEFORWARD,
  /* wave and quad operations (IN_WAVE_LANE_INDEX .. IN_QUAD_READ_LANE_AT) */
  IN_WAVE_LANE_INDEX, IN_WAVE_LANE_COUNT, IN_WAVE_IS_FIRST_LANE, IN_WAVE_ANY_TRUE,
  IN_WAVE_ALL_TRUE, IN_WAVE_BALLOT, IN_WAVE_COUNT_BITS, IN_WAVE_PREFIX_COUNT_BITS,
  IN_WAVE_SUM, IN_WAVE_PRODUCT, IN_WAVE_MIN, IN_WAVE_MAX, IN_WAVE_BIT_AND, IN_WAVE_BIT_OR,
  IN_WAVE_BIT_XOR, IN_WAVE_PREFIX_SUM, IN_WAVE_PREFIX_PRODUCT, IN_WAVE_READ_LANE_AT,
  IN_WAVE_READ_LANE_FIRST, IN_WAVE_ALL_EQUAL, IN_QUAD_READ_X, IN_QUAD_READ_Y,
  IN_QUAD_READ_DIAG, IN_QUAD_READ_LANE_AT,
  /* resource methods */
  IN_M_LOAD, IN_M_STORE, IN_M_GETDIMENSIONS, IN_M_INCCOUNTER, IN_M_DECCOUNTER,
  IN_M_APPEND, IN_M_CONSUME,
  /* pixel-shader derivatives and clip (appended) */
  IN_DDX_COARSE, IN_DDY_COARSE, IN_DDX_FINE, IN_DDY_FINE, IN_FWIDTH, IN_CLIP,
  /* geometry-shader stream methods (sema_sig.c) */
  IN_STREAM_APPEND, IN_STREAM_RESTART,
  /* mesh and amplification shaders */
  IN_SET_MESH_OUTPUT_COUNTS, IN_DISPATCH_MESH,
  /* quad votes (SM 6.7 QuadVote; expanded to quad reads before) */
  IN_QUAD_ANY, IN_QUAD_ALL,
  IN_ISNORMAL, IN_D3DCOLOR_TO_UBYTE4,
  /* DirectX Raytracing (sema_rt.c, irgen_rt.c): IN_RT_DISPATCH_RAYS_INDEX .. IN_RT_CALL_SHADER */
  IN_RT_DISPATCH_RAYS_INDEX, IN_RT_DISPATCH_RAYS_DIMENSIONS, IN_RT_WORLD_RAY_ORIGIN,
  IN_RT_WORLD_RAY_DIRECTION, IN_RT_OBJECT_RAY_ORIGIN, IN_RT_OBJECT_RAY_DIRECTION,
  IN_RT_RAY_TMIN, IN_RT_RAY_TCURRENT, IN_RT_RAY_FLAGS, IN_RT_INSTANCE_INDEX, IN_RT_INSTANCE_ID,
  IN_RT_GEOMETRY_INDEX, IN_RT_PRIMITIVE_INDEX, IN_RT_HIT_KIND, IN_RT_OBJECT_TO_WORLD_3X4,
  IN_RT_OBJECT_TO_WORLD_4X3, IN_RT_WORLD_TO_OBJECT_3X4, IN_RT_WORLD_TO_OBJECT_4X3,
  IN_RT_IGNORE_HIT, IN_RT_ACCEPT_HIT_AND_END_SEARCH, IN_RT_TRACE_RAY, IN_RT_REPORT_HIT,
  IN_RT_CALL_SHADER,
  /* SM 6.5 wave operations (IN_WAVE_MATCH .. IN_WAVE_MULTI_PREFIX_SUM) */
  IN_WAVE_MATCH, IN_WAVE_MULTI_PREFIX_BIT_AND, IN_WAVE_MULTI_PREFIX_BIT_OR,
  IN_WAVE_MULTI_PREFIX_BIT_XOR, IN_WAVE_MULTI_PREFIX_COUNT_BITS, IN_WAVE_MULTI_PREFIX_PRODUCT,
  IN_WAVE_MULTI_PREFIX_SUM,
  /* hull shader tess factor helpers (irgen_tess.c): IN_PROCESS_2DQUAD_AVG .. IN_PROCESS_ISOLINE */
  IN_PROCESS_2DQUAD_AVG, IN_PROCESS_2DQUAD_MAX, IN_PROCESS_2DQUAD_MIN, IN_PROCESS_QUAD_AVG,
  IN_PROCESS_QUAD_MAX, IN_PROCESS_QUAD_MIN, IN_PROCESS_TRI_AVG, IN_PROCESS_TRI_MAX,
  IN_PROCESS_TRI_MIN, IN_PROCESS_ISOLINE,
  /* intrinsics.def: the rest of DXC's table */
  IN_ASDOUBLE, IN_ASUINT_SPLIT, IN_DETERMINANT, IN_DST, IN_FREXP, IN_LIT, IN_MODF, IN_MSAD4,
  IN_SINCOS, IN_ADDUINT64, IN_DOT2ADD, IN_DOT4ADD_I8, IN_DOT4ADD_U8, IN_PACK_CLAMP_S8,
  IN_PACK_CLAMP_U8, IN_PACK_S8, IN_PACK_U8, IN_UNPACK_S8S16, IN_UNPACK_S8S32, IN_UNPACK_U8U16,
  IN_UNPACK_U8U32, IN_EVAL_SAMPLE, IN_EVAL_CENTROID, IN_EVAL_SNAPPED, IN_ATTR_AT_VERTEX,
  IN_RT_SAMPLE_COUNT, IN_RT_SAMPLE_POS, IN_IS_HELPER_LANE, IN_BARRIER, IN_GET_REMAINING_RECURSION,
  IN_ABORT, IN_PRINTF, IN_SOURCE_MARK, IN_TEX_LEGACY,
  IN_RQ_METHOD, /* a RayQuery method (sema_rt.c): Expr.field indexes sema_rq_method */
  IN_HO_METHOD, /* a dx::HitObject method, static (E_CALL) or not (E_METHOD; sema_rt.c):
                   Expr.field indexes sema_ho_method */
  IN_DX_REORDER, /* dx::MaybeReorderThread (sema_rt.c) */
  IN_NODE_METHOD, /* a work-graph node object method (sema_node.c): Expr.field a SemaNodeMethod */
  IN_COUNT
} IntrinId;

/* DirectX Raytracing intrinsics (sema_rt.c): is `name` one, and check a
 * call of one (like sema_intrinsic_call). */
bool sema_is_rt_intrinsic(const char *name);
bool sema_rt_intrinsic(HlslCtx *c, Expr *e);
/* The payload / attribute struct of a raytracing library entry's
 * parameters, checked (sema_rt.c); false after an error. */
bool sema_rt_entry_params(HlslCtx *c, Decl *f, ShaderStage st, const char *kind);

/* Work-graph node objects (sema_node.c, SM 6.8). */
typedef enum SemaNodeMethod {
  NM_GET, NM_COUNT, NM_GROUP_RECORDS, NM_THREAD_RECORDS, NM_OUTPUT_COMPLETE, NM_IS_VALID,
  NM_THREAD_INCREMENT, NM_GROUP_INCREMENT, NM_FINISHED_CROSS_GROUP_SHARING,
} SemaNodeMethod;
/* Check o.m(args) / o[i] on a node object o (e->a, e->args / e->b checked). */
Expr *sema_node_method_call(HlslCtx *c, Expr *e);
Expr *sema_node_index(HlslCtx *c, Expr *e);
/* A [Shader("node")] library entry: its attributes and parameters into f->node. */
void sema_node_entry(HlslCtx *c, Decl *f);
/* Every [Shader("node")] function of a library: its node properties and
 * DXC's diagnostics (before the library's other checks, whatever errors
 * came before). */
void sema_node_entries(HlslCtx *c);

/* RayQuery<flags> methods (sema_rt.c, SM 6.5 inline raytracing). */
typedef enum RqShape {
  RQ_VOID,   /* () -> void */
  RQ_BOOL,   /* () -> bool */
  RQ_U1,     /* () -> uint */
  RQ_F1,     /* () -> float */
  RQ_F2,     /* () -> float2: components 0, 1 */
  RQ_F3,     /* () -> float3 */
  RQ_M34,    /* () -> float3x4, read by (row, col) */
  RQ_M43,    /* () -> float4x3: the transposed 3x4 matrix */
  RQ_COMMIT, /* (float t) -> void */
  RQ_TRACE,  /* (RaytracingAccelerationStructure, uint flags, uint mask, RayDesc) -> void */
} RqShape;
typedef struct SemaRqMethod {
  const char *name;  /* HLSL spelling */
  const char *intr;  /* llvm.dx.rayquery.<intr> */
  RqShape shape;
  bool effect;       /* changes the query (else reads its state) */
} SemaRqMethod;
/* The i-th method (Expr.field of an IN_RQ_METHOD call), NULL past the end. */
const SemaRqMethod *sema_rq_method(uint32_t i);
/* Check q.m(args) on a RayQuery object q (e->a checked). */
Expr *sema_rq_method_call(HlslCtx *c, Expr *e);

/* dx::HitObject methods (sema_rt.c, SM 6.9 Shader Execution Reordering). */
typedef enum HoShape {
  HO_MAKE_NOP,  /* static () -> HitObject */
  HO_MAKE_MISS, /* static (uint RayFlags, uint MissShaderIndex, RayDesc) -> HitObject */
  HO_FROM_RQ,   /* static (RayQuery[, uint HitKind, attributes]) -> HitObject */
  HO_TRACE,     /* static (RaytracingAccelerationStructure, uint x5, RayDesc, inout payload) -> HitObject */
  HO_INVOKE,    /* static (HitObject, inout payload) -> void */
  HO_BOOL,      /* () -> bool */
  HO_U1,        /* () -> uint */
  HO_F1,        /* () -> float */
  HO_F3,        /* () -> float3, by component */
  HO_M34,       /* () -> float3x4, by (row, col) */
  HO_M43,       /* () -> float4x3: the transposed 3x4 matrix */
  HO_GET_ATTRS, /* (out attributes) -> void */
  HO_SET_STI,   /* (uint) -> void: the object gets the op's new HitObject */
  HO_LOAD_RTC,  /* (uint offset) -> uint */
} HoShape;
typedef struct SemaHoMethod {
  const char *name;  /* HLSL spelling */
  const char *intr;  /* llvm.dx.hitobject.<intr> */
  HoShape shape;
} SemaHoMethod;
/* The i-th method (Expr.field of an IN_HO_METHOD call), NULL past the end. */
const SemaHoMethod *sema_ho_method(uint32_t i);
/* A static method (constructs or invokes: DXC restricts them to some stages). */
bool sema_ho_is_static(const SemaHoMethod *md);
/* Check h.m(args) on a dx::HitObject h (e->a checked). */
Expr *sema_ho_method_call(HlslCtx *c, Expr *e);
/* If call e (arguments checked) names a function of namespace dx
 * (dx::MaybeReorderThread, dx::HitObject::M, or those names where dx is
 * visible), check it, set *handled and return it (an error expression
 * after an error). */
Expr *sema_dx_call(HlslCtx *c, Expr *e, bool *handled);

/* If e (E_CALL) names an intrinsic, check it and return true (e->intrin set). */
bool sema_intrinsic_call(HlslCtx *c, Expr *e);
/* Check a method call (E_METHOD). */
Expr *sema_method_call(HlslCtx *c, Expr *e);
const char *sema_intrin_name(int id);
/* Is argument i of intrinsic `name` called with nargs arguments out/inout/ref? */
bool sema_intrin_param_out(const char *name, uint32_t nargs, uint32_t i);
/* [numthreads(x, y, z)] checked into out (sema.c). */
enum { SEMA_NT_OK, SEMA_NT_BAD_ARITY, SEMA_NT_BAD_VALUE, SEMA_NT_TOO_LARGE };
int sema_numthreads(HlslCtx *c, Attr *a, uint32_t out[3]);
/* DXC's front-end evaluation of an intrinsic lane (sema_intrin.c): false
 * when DXC does not evaluate id (or not for these kinds). */
bool sema_eval_intrin_fp(int id, bool dbl, bool away, double x, double y, double z, double *out);
bool sema_round_away(const HlslCtx *c);
bool sema_gec_writable(const HlslCtx *c, const Decl *d);
bool sema_struct_is_self_or_base(const StructInfo *st, const char *qual);
bool sema_eval_intrin_int(int id, bool sgn, int64_t x, int64_t y, int64_t z, uint64_t mask, uint64_t *out);
/* Stream.Append(v) / Stream.RestartStrip() on a T_STREAM (sema_sig.c). */
Expr *sema_stream_method(HlslCtx *c, Expr *e);
bool sema_is_intrinsic_name(HlslCtx *c, const char *name);
/* Does a (table) intrinsic named like e take its arguments? (no report) */
bool sema_intrinsic_matches(HlslCtx *c, Expr *e);
/* Does the intrinsic's result depend on the active lanes (DXC's [[wv]])? */
bool sema_intrinsic_is_wave_sensitive(const char *name);
/* Every signature of intrinsics.def parses (the table test); *bad names the
 * first that does not. */
bool sema_intrinsic_sigs_ok(const char **bad);

/* Constant buffers (sema_cb.c). */
CBufInfo *sema_cb_new(HlslCtx *c, const char *name, SrcLoc loc);
/* Is m's (resolved) type valid data for a constant buffer? Reports why not. */
bool sema_cb_member_ok(HlslCtx *c, Decl *m);
void sema_cb_check_packoffset(HlslCtx *c, Decl *m);
/* Lay out the data members of a cbuffer/tbuffer block (packoffset checks,
 * placement); any_plain: the block also declares non-packoffset variables
 * that hold no data (static, resources), which count for DXC's mix warning. */
void sema_cb_place_block(HlslCtx *c, CBufInfo *cb, Decl *bufdecl, Decl **members, uint32_t n,
                         bool any_plain);
/* Report a buffer larger than DXIL's 64 KiB limit. */
void sema_cb_check_size(HlslCtx *c, CBufInfo *cb);
/* Add a loose global to $Globals. */
void sema_cb_add_global(HlslCtx *c, Decl *d);
void sema_cb_finish_globals(HlslCtx *c); /* register(cN) rows in $Globals */
/* Validate the T of ConstantBuffer<T> / TextureBuffer<T> (resource type rt). */
bool sema_cb_check_view(HlslCtx *c, Decl *d, HType *rt);
/* ConstantBuffer<S> / TextureBuffer<S> with a struct S? */
bool sema_is_cb_view(const HType *t);
bool sema_cb_view_res_ok(HlslCtx *c, const Expr *view, SrcLoc loc);

/* Matrices (sema_mat.c). The matrix intrinsics have ids outside IntrinId's
 * range so the intrinsic tables stay untouched. */
enum { IN_MAT_MUL = 900, IN_MAT_TRANSPOSE = 901 }; /* below sema_res.h's RM_FIRST */
/* e->a.name on a matrix: _m00 / _11 element swizzles (becomes E_SWIZZLE). */
Expr *sema_mat_swizzle(HlslCtx *c, Expr *e);
bool sema_is_mat_intrinsic(const char *name);
/* Check mul / transpose (false after reporting an error). */
bool sema_mat_intrinsic(HlslCtx *c, Expr *e);

/* Long vectors in an entry's signature (and a hull shader's patch constant
 * function's): DXC's errors, true when any was reported (sema.c). */
bool sema_entry_long_vectors(HlslCtx *c, Decl *d, ShaderStage st);

#endif
