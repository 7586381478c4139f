/* irgen.h - private interface of the IR generator (irgen*.c). */
#ifndef HLSLC_IRGEN_H
#define HLSLC_IRGEN_H

#include "sema_res.h"

/* A scope of structurize-returns (irgen_structurize.c). */
typedef struct SrScope {
  uint8_t kind;            /* function, if, loop, switch */
  bool whole;              /* never falls through: its exits go to its parent's end */
  bool guard;              /* a return passed through it: its end checks bReturned */
  struct IrBlock *end;     /* the block after it */
} SrScope;

/* Where an lvalue lives. */
typedef enum LvKind {
  LV_NONE,     /* not addressable (error recovery) */
  LV_ADDR,     /* memory at ptr holding a value of `type` (memory layout) */
  LV_SWIZZLE,  /* components swz[0..nswz) of the vector at ptr */
  LV_ELEM,     /* component idx (dynamic) of the vector at ptr */
  LV_DYNROW,   /* row idx (dynamic) of the matrix (vtype) at ptr */
  LV_BITFIELD, /* bits [bit_off, bit_off + bit_width) of the integer lvalue *inner */
  LV_UNDEF,    /* a constant subscript past a vector or matrix that clang leaves unchecked
                  (x[5].y): reads are undef, writes go nowhere */
} LvKind;

typedef struct LValue {
  LvKind kind;
  IrValue *ptr;        /* pointer (ADDR: to the object; SWIZZLE/ELEM: to the vector) */
  HType *type;         /* type of the designated value */
  HType *vtype;        /* SWIZZLE/ELEM: type of the whole vector at ptr */
  uint8_t swz[16];     /* SWIZZLE components (a truncated matrix: up to 16) */
  uint8_t nswz;        /* SWIZZLE count */
  IrValue *idx;        /* ELEM index */
  bool res_ptr;        /* ptr comes from llvm.dx.resource.getpointer */
  bool raw;            /* ptr into a raw/structured buffer (component stores allowed while
                          res_ptr; min-precision values take 32 bits there: gen_buf_type) */
  bool cb;             /* ptr is constant-buffer memory (addrspace 2): legacy layout types,
                          GEPs and loads go through irgen_cb.c */
  bool precise;        /* a `precise` variable, field or element: stored values are marked
                          for the dxil-precise pass */
  bool rec;            /* ptr is node record memory (work graphs, addrspace 6): GEPs index
                          its DXIL layout (gen_record_layout) */
  struct LValue *inner; /* BITFIELD: the storage unit */
  uint32_t bit_off, bit_width; /* BITFIELD */
} LValue;

/* A local whose member path is only a copy of constant-buffer data
 * (irgen_cbcopy.c): reads through the path use the buffer itself. */
typedef struct CbAlias {
  Decl *d;             /* the local variable */
  uint32_t path[8];    /* field indices from the variable outwards */
  uint32_t npath;      /* length of path (0: the whole variable) */
  Expr *src;           /* the constant-buffer lvalue it was assigned */
  const Expr *assign;  /* the assignment (generates no code) */
} CbAlias;

typedef struct HandleCache {
  ResInfo *res;        /* resource leaf */
  uint64_t index;      /* constant index */
  IrValue *handle;     /* created handle */
  uint32_t prev_same;  /* position + 1 of the previous entry for res (0: none) */
} HandleCache;

/* A use of a resource field of a struct parameter (irgen_res.c): at a call
 * passing a global struct, it stands for a use of the global's field. */
typedef struct ParamUse {
  Decl *fn;            /* the function */
  Decl *param;         /* its parameter */
  const char *suffix;  /* the field's path below the parameter (".t", ".inner.t") */
} ParamUse;

typedef struct CaseBlock {
  Stmt *stmt;          /* S_CASE / S_DEFAULT */
  IrBlock *blk;        /* its block */
} CaseBlock;

typedef struct Gen {
  HlslCtx *c;
  IrModule *m;
  IrBuilder b;             /* current insertion point */
  IrFunc *fn;              /* function being generated */
  Decl *fdecl;             /* its declaration */
  bool is_entry;           /* generating the entry function */
  bool init_was_const;     /* new_static_global's last global got a constant initializer */
  const bool *statics_const; /* by index in c->statics (nstatics_const of them): the global
                              made up front got a constant initializer (gen_static_inits
                              need not fold it again) */
  uint32_t nstatics_const;
  VEC(HType *) dxop_structs; /* struct types DXIL ops take (DispatchMesh payloads): libraries
                              annotate them, as DXC keeps the annotation of every struct a
                              function type names */
  ShaderStage stage;       /* the stage of the function being generated: a library entry's
                              own (a patch constant function's: hull), else the target's */
  IrInst *alloca_after;    /* last alloca in the entry block (NULL: none yet) */
  IrInst *setup_after;     /* last handle/setup instruction at the top of the entry block */
  IrValue *sret;           /* struct-return pointer parameter */
  /* a library boundary function's out parameters (and result memory)
   * holding column-major matrices: the local copy the body writes, copied
   * back in DXC's memory orientation at each return (irgen.c) */
  struct GenBoundaryOut { IrValue *loc, *arg; HType *t; } *bout;
  uint32_t nbout;
  VEC(IrBlock *) brk;      /* break targets */
  VEC(bool) brk_loop;      /* ... each a loop's (not a switch's) */
  VEC(IrBlock *) cont;     /* continue targets */
  VEC(IrInst *) dx_breaks; /* this function's `break`s kept in their loop (irgen.c) */
  bool wave_user;          /* it calls a wave-sensitive intrinsic */
  VEC(CaseBlock) cases;    /* case labels of the enclosing switches */
  VEC(HandleCache) hcache; /* per-function handles for constant indices */
  PtrMap hcache_last;      /* res -> position + 1 of its latest hcache entry (may be stale:
                              from an earlier function; handle_const checks) */
  /* DXC's order of the resources of struct variables and cbuffer blocks
   * (ResInfo.cb_res, irgen_res.c): their uses are numbered function by
   * function in definition order, the entry last; within other functions
   * (and for a struct passed to one) in reverse. */
  uint32_t use_bucket;     /* the function the uses count for */
  uint32_t use_group;      /* group of uses (numbered in one direction) */
  uint32_t use_groups;     /* groups allocated so far */
  uint32_t use_idx;        /* uses numbered in the group */
  bool use_reversed;       /* the group counts backwards */
  bool use_quiet;          /* handles made for a by-value copy: not uses */
  VEC(ParamUse) param_uses;/* resource uses through struct parameters, in order */
  VEC(IrBlock *) order;    /* blocks in the order code was first emitted into them */
  IrValue *sig_ret;        /* graphics entry: storage of the return value (irgen_sig.c) */
  IrBlock *sig_exit;       /* graphics entry: the one block that writes the outputs and
                              returns (every return branches there, as in DXC) */
  void *sig_state;         /* graphics entry: irgen_sig.c's state between prologue and finish */
  bool failed;             /* an error was reported */
  bool in_static_init;     /* generating the initialisation of a static const aggregate of
                              resources only (its handles go to the uses, as DXC) */
  VEC(CbAlias) cb_alias;   /* this function's locals read in place from cbuffers (irgen_cbcopy.c) */
  bool flat_alias_done;    /* flat_alias computed (irgen_cbcopy.c) */
  PtrVec flat_alias;       /* Decl* statics read in place as a flat view of cbuffer data */
  PtrVec node_props;       /* IrValue* node annotation constants made so far: one per value, so
                              equal annotations are one call after CSE (irgen_node.c) */
  VEC(SrcLoc) late_atomic; /* atomics on a component of a typed resource element: their
                              second error is reported after code generation, as DXC
                              reports it in intrinsic lowering after subscript errors */
  /* Lifetime markers (HlslOptions.lifetime_markers): the locals whose
   * llvm.lifetime.start was emitted, innermost scope last; a scope, loop or
   * switch remembers how many were live when it began, and leaving it (its
   * end, break, continue, return) ends the ones declared since. */
  bool lifetimes;          /* emit llvm.lifetime.start / .end around locals */
  bool lifetime_ends;      /* ... and the .end markers (not with partial-lifetime-markers) */
  VEC(IrValue *) lt_live;  /* allocas with a lifetime started in the open scopes */
  VEC(uint32_t) lt_brk;    /* lt_live.len when each break target was pushed */
  VEC(uint32_t) lt_cont;   /* ... each continue target */
  /* structurize-returns (irgen_structurize.c) */
  bool sr;                 /* this function's returns are structurized */
  IrValue *sr_flag;        /* bReturned */
  IrValue *sr_val;         /* the return value's storage (scalars, vectors) */
  IrBlock *sr_exit;        /* the one block that returns */
  VEC(SrScope) sr_scopes;  /* open scopes, the function's first */
} Gen;

/* ---- irgen.c ---- */
IrType *gen_mem_type(Gen *g, HType *t);
uint64_t gen_deref_size(Gen *g, HType *t);
/* Type of t in buffer memory (constant, structured, byte-address buffers):
 * min-precision values are 32-bit there without native 16-bit types. */
IrType *gen_buf_type(Gen *g, HType *t);
bool gen_has_minprec(Gen *g, const HType *t);
uint32_t gen_buf_field_index(Gen *g, StructInfo *st, uint32_t field);
IrType *gen_reg_type(Gen *g, HType *t);
IrType *gen_handle_type(Gen *g, HType *rt);
IrValue *gen_alloca(Gen *g, IrType *t, const char *name);
/* llvm.lifetime.start of alloca a at the insertion point (when markers are on),
 * recorded as live in the current scope; gen_lifetime_end_to ends (without
 * forgetting) the live ones above `mark`, innermost first. */
void gen_lifetime_start(Gen *g, IrValue *a);
void gen_lifetime_end_to(Gen *g, uint32_t mark);
/* One marker for a temporary (not tracked by scopes): an argument copy. */
void gen_lifetime_marker(Gen *g, IrValue *a, bool start);
void gen_error(Gen *g, int code, SrcLoc loc, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Function attributes of intrinsic declarations (like LLVM's). */
typedef enum IntrAttrs {
  IA_PURE,        /* nounwind memory(none) */
  IA_READ,        /* nounwind memory(read) */
  IA_WRITE,       /* nounwind memory(write) */
  IA_CONVERGENT,  /* convergent nounwind (barriers, wave ops) */
  IA_EFFECT,      /* nounwind: side effects on state of its own (RayQuery) */
} IntrAttrs;
IrFunc *gen_intrinsic(Gen *g, const char *name, IrType *ret, IrType **params, uint32_t n,
                      IntrAttrs attrs);
/* Declare "base.<mangled overloads...>". */
IrFunc *gen_intrinsic_ov(Gen *g, const char *base, IrType **ov, uint32_t nov, IrType *ret,
                         IrType **params, uint32_t n, IntrAttrs attrs);
IrValue *gen_var_addr(Gen *g, Decl *d);
uint32_t gen_field_index(Gen *g, StructInfo *st, uint32_t field);
IrBlock *gen_new_block(Gen *g, const char *name);
void gen_set_block(Gen *g, IrBlock *blk);
void gen_gec_copies(Gen *g);
IrValue *gen_fdot(Gen *g, IrValue *a, IrValue *b); /* dot of float vectors (llvm.dx.fdot) */
bool gen_terminated(Gen *g);

/* Uses of resources of struct variables / cbuffer blocks (irgen_res.c). */
uint32_t gen_use_bucket(Gen *g, Decl *f);
void gen_use_begin_function(Gen *g, Decl *f);
void gen_resource_order(Gen *g);
/* A call to f passes the global struct expression arg as parameter i. */
void gen_note_param_uses(Gen *g, Decl *f, uint32_t i, Expr *arg);

/* ---- irgen_structurize.c ---- */
enum { SR_FUNCTION, SR_IF, SR_LOOP, SR_SWITCH };
void gen_sr_begin(Gen *g, Decl *f);              /* decide for f (entry block current) */
void gen_sr_push(Gen *g, int kind, IrBlock *end, const Stmt *s);
void gen_sr_pop(Gen *g);                         /* the scope's end block is current */
bool gen_sr_drop_end(Gen *g, IrBlock *end);      /* an if's unreachable end: gone, scope popped */
bool gen_sr_return(Gen *g);                      /* flag + branch (false: not structurizing) */
IrValue *gen_sr_retval(Gen *g, IrType *t);       /* storage of the returned value */
void gen_sr_init_retval(Gen *g, IrValue *slot);  /* undef into a return value's storage */
IrBlock *gen_sr_exit(Gen *g);                    /* the exit block (NULL: not structurizing) */

/* ---- irgen_expr.c ---- */
IrValue *gen_rvalue(Gen *g, Expr *e);
LValue gen_lvalue(Gen *g, Expr *e);
/* Address of an aggregate-typed (struct/array) expression, materialising
 * temporaries when needed. */
LValue gen_agg(Gen *g, Expr *e);
IrValue *gen_load(Gen *g, LValue *lv);
/* The field / element lvalue of an LV_ADDR aggregate (irgen_expr.c). */
LValue gen_lv_field(Gen *g, LValue *base, uint32_t field);
LValue gen_lv_index(Gen *g, LValue *base, IrValue *idx);
/* SB.Load(i, status) of a struct/array element: a temporary holding it
 * (irgen_tex.c). */
LValue gen_load_status_agg(Gen *g, Expr *e);
/* BAB.Load<T>/Store<T> of a matrix, struct or array: the buffer memory at
 * the offset as an lvalue (irgen_res.c). */
LValue gen_bab_elem(Gen *g, Expr *e);
bool gen_is_bab_agg_load(const Expr *e);
/* SB.Load(i, status).f(.g...): only that member is loaded (DXC), its last
 * leaf giving the status. */
bool gen_is_status_member(const Expr *e);
LValue gen_load_status_member(Gen *g, Expr *e);
void gen_store(Gen *g, LValue *lv, IrValue *v);
/* Copy a value of type t from src to dst (member by member for aggregates). */
void gen_copy(Gen *g, HType *t, LValue *dst, LValue *src);
/* Does t hold a column-major matrix of more than one row and column? In
 * memory that crosses a library function's boundary DXC lays such a matrix
 * out column by column (its memory orientation); hlslc's storage is row by
 * row. */
bool gen_has_col_major(const HType *t);
/* gen_copy reordering each column-major matrix between hlslc's storage and
 * DXC's memory orientation: into it (to_mem) or out of it. */
void gen_copy_oriented(Gen *g, HType *t, LValue *dst, LValue *src, bool to_mem);
/* Does memory passed to or from f (by address: out parameters, arrays,
 * structs, results) cross a library boundary (a library's exported or
 * external function, not an entry)? */
bool gen_boundary_memory(Gen *g, const Decl *f);
/* lib_6_x: f takes resources by address and returns them through sret
 * memory (an exported or external function, irgen_expr.c); t the type */
bool gen_res_boundary(Gen *g, const Decl *f);
bool gen_res_by_addr(Gen *g, const Decl *f, const HType *t);
IrValue *gen_convert(Gen *g, IrValue *v, HType *from, HType *to);
IrValue *gen_const(Gen *g, const ConstVal *cv, HType *t);
IrValue *gen_zero(Gen *g, HType *t);
/* Store an initializer (expression or flattened list) into dst of type t. */
void gen_init(Gen *g, LValue *dst, HType *t, Expr *init);
/* Constant IR initializer for a global of type t, or NULL when not constant. */
IrValue *gen_const_init(Gen *g, HType *t, Expr *init);
IrValue *gen_bool(Gen *g, Expr *e); /* i1 value of a bool-typed expression */
LValue lv_addr(IrValue *ptr, HType *t);
IrValue *gen_splat(Gen *g, IrValue *s, uint32_t n);
IrValue *gen_fp_binop(Gen *g, IrOpcode op, IrValue *a, IrValue *b);
IrValue *gen_extract(Gen *g, IrValue *v, uint32_t i);

/* ---- irgen_rt.c ---- */
/* A DirectX Raytracing intrinsic call (e->intrin IN_RT_*). */
IrValue *gen_rt_intrinsic(Gen *g, Expr *e);
/* !dx.dxrPayloadAnnotations of the [raypayload] structs used (SM 6.7+). */
void gen_rt_payload_annotations(Gen *g);

/* ---- irgen_cb.c ---- */
/* The IR type of t inside a constant buffer (legacy layout: structs are
 * target("dx.Layout", %__cblayout_S, size, offsets...), matrices arrays of
 * row/column vectors). */
IrType *gen_cb_type(Gen *g, HType *t);
/* Handle type of ConstantBuffer<S> / TextureBuffer<S>. */
IrType *gen_cb_view_handle_type(Gen *g, HType *rt);
/* Field / element / load of constant-buffer lvalues (base->cb). */
LValue gen_cb_field(Gen *g, LValue *base, uint32_t field);
LValue gen_cb_index(Gen *g, LValue *base, IrValue *idx);
IrValue *gen_cb_load(Gen *g, LValue *lv);
/* The S inside a ConstantBuffer<S> / TextureBuffer<S> valued expression. */
LValue gen_cb_view_lvalue(Gen *g, Expr *e);
/* Matrix registers are <rows*cols x T> in row-major order; element (r, c)
 * of a rows x cols matrix is at r * cols + c. */

/* ---- irgen_mat.c ---- */
IrValue *gen_mat_pick(Gen *g, IrValue *v, const uint32_t *idx, uint32_t n);
IrValue *gen_mat_row_dyn(Gen *g, IrValue *v, HType *t, IrValue *row);
IrValue *gen_mat_truncate(Gen *g, IrValue *v, const HType *from, uint32_t rows, uint32_t cols);
/* mul / transpose (e->intrin IN_MAT_*). */
IrValue *gen_mat_intrinsic(Gen *g, Expr *e);
/* DXC's front-end evaluation of intrinsics on immediate constants (irgen_consteval.c):
 * the constant result, or NULL when the call is not evaluated there. */
IrValue *gen_try_eval_intrinsic(Gen *g, int id, ScalarKind sk, IrValue **a, uint32_t n);

/* ---- irgen_res.c ---- */
IrGlobal *gen_name_string(Gen *g, const char *name); /* @NAME.str for binding calls */
/* Handle of a resource-typed expression. */
IrValue *gen_handle(Gen *g, Expr *e);
/* B[i] for typed/structured buffers. */
LValue gen_res_elem(Gen *g, Expr *e);
IrValue *gen_method(Gen *g, Expr *e);
/* Entry-block setup for used constant buffers (entry function only). */
void gen_cbuffer_setup(Gen *g);
void gen_cbuffer_globals(Gen *g);
/* The name strings of every declared resource, in declaration order: the
 * module order of these globals is DXC's record order (dxil_resources.c). */
void gen_resource_names(Gen *g);
IrValue *gen_cbuffer_member_addr(Gen *g, Decl *d);
IrValue *gen_intrinsic_call(Gen *g, Expr *e);
/* RayQuery (irgen_rt.c): a method call, and the construction of the
 * objects of a declaration of type t at lv. */
/* Work-graph node objects (irgen_node.c). */
void gen_node_param(Gen *g, Decl *f, uint32_t i);  /* an entry's node parameter i into its slot */
void gen_node_param_use(Gen *g, Decl *d);         /* ... when d is one, where it is used */
LValue gen_node_index(Gen *g, Expr *e);            /* o[i]: a record, or an output of an array */
LValue gen_node_method_lv(Gen *g, Expr *e);        /* o.Get(...) or a method's node object */
IrValue *gen_node_method(Gen *g, Expr *e);         /* o.m(...) as a value */
IrValue *gen_node_barrier(Gen *g, Expr *e, IrValue *flags); /* Barrier(record object, flags) */
void gen_node_metadata(Gen *g, Decl *f);
/* The DXIL layout of node record memory type t: vectors (and matrices)
 * become arrays, through arrays and structs (a struct that changes is
 * DXC's "<name>.0"). */
IrType *gen_record_layout(Gen *g, IrType *t);           /* !hlsl.node: a node entry's properties */
/* Objects that are one IR value each (dx::HitObject, node objects). */
static inline bool gen_is_value_object(const HType *t) {
  return t && t->kind == T_STRUCT && t->st && (t->st->hitobject || t->st->node_kind);
}
IrValue *gen_rq_method(Gen *g, Expr *e);
void gen_rq_construct(Gen *g, LValue *lv, HType *t);
/* dx::HitObject (irgen_rt.c): a method call (static or not) or
 * dx::MaybeReorderThread; a call returning a HitObject stores it at *dst
 * when given (else returns it). The construction of the HitObjects of a
 * declaration of type t at lv (each MakeNop, as DXC's constructor). */
IrValue *gen_ho_call(Gen *g, Expr *e, LValue *dst);
void gen_ho_construct(Gen *g, LValue *lv, HType *t);
/* Build B[ix] of an element of type t through getpointer on handle h. */
LValue gen_res_elem_at(Gen *g, IrValue *h, IrValue *ix, HType *t, SrcLoc loc);
/* e = P[i] of a resource-array parameter P of unknown size (T t[]): record
 * on P how far its function's code reaches (Decl.res_reach). */
void gen_note_res_param_index(Gen *g, Expr *e);
/* G = R for a global resource G (sema accepts it, as DXC): both handles go
 * to hlsl.resource.assign, which the post-optimization validation reports
 * as DXC's "local resource not guaranteed to map to unique global
 * resource" (after binding, so allocation errors come first, as in DXC). */
IrValue *gen_global_res_assign(Gen *g, Expr *e);
/* CSB.Consume(): the element at the decremented counter. */
LValue gen_consume_elem(Gen *g, Expr *e);

/* ---- irgen_sig.c: graphics entry signatures (sig.h) ---- */
/* Parameter/return-value storage and the input loads (entry block). */
void gen_sig_prologue(Gen *g);
/* Output stores, before each return of the entry. */
void gen_sig_copy_out(Gen *g);
/* After the entry's body: read input arrays where they are used (as DXC
 * does) instead of through the prologue's copies, when that is possible. */
void gen_sig_finish(Gen *g);
/* Geometry shaders: Stream.Append(v) / Stream.RestartStrip(). */
IrValue *gen_stream_method(Gen *g, Expr *e);
/* dx.semantic.signatures for the entry function fn. */
void gen_sig_metadata(Gen *g, IrFunc *fn);
/* Hull and domain entries: !hlsl.tess = !{!{ptr @entry, ptr @patchconstfunc-or-null,
 * i32 domain, i32 partitioning, i32 output primitive, i32 input control points,
 * i32 output control points, float max tess factor}} for dxil-translate-metadata. */
void gen_tess_metadata(Gen *g, IrFunc *fn);
/* Mesh/amplification intrinsics: SetMeshOutputCounts, DispatchMesh. */
IrValue *gen_mesh_intrinsic(Gen *g, Expr *e);
/* Process*TessFactors* (hull shaders; irgen_tess.c). */
IrValue *gen_tess_factors(Gen *g, Expr *e);
/* irgen.c: a compute-style system value (SV_DispatchThreadID, SV_GroupID,
 * SV_GroupThreadID, SV_GroupIndex) of type t, read through its dx.op. */
IrValue *gen_compute_sv(Gen *g, const char *sem, HType *t);

/* ---- irgen_tex.c ---- */
/* Texture methods, buffer Load with status, RWByteAddressBuffer atomics
 * (intrin >= RM_FIRST, sema_res.h). */
IrValue *gen_tex_method(Gen *g, Expr *e);
/* Resource-related free functions (CheckAccessFullyMapped). */
IrValue *gen_res_call(Gen *g, Expr *e);
/* T.mips[level][coords] / T.sample[index][coords]. */
LValue gen_tex_slice_elem(Gen *g, Expr *e);

/* ---- irgen_cbcopy.c ---- */
/* Find the locals of function body `body` that are only copies of cbuffer data. */
void gen_cb_alias_find(Gen *g, const Stmt *body);
/* The alias e (a variable or member path) designates, or NULL. */
bool gen_static_cb_alias(Gen *g, Decl *d, bool record);
bool gen_only_resources(const HType *t);
bool gen_static_flat_alias(Gen *g, const Decl *d);
bool gen_flat_alias_read(Gen *g, Expr *e, LValue *out);
const CbAlias *gen_cb_alias_of(Gen *g, const Expr *e);
/* Is e the assignment that made an alias (and generates nothing)? */
bool gen_cb_alias_is_copy(Gen *g, const Expr *e);

/* A constant buffer's register space: the one declared; with a register
 * and no space 0; with neither -auto-binding-space's (DXC; not $Globals,
 * which stays in space 0). */
static inline uint32_t hl_cbuffer_space(const HlslCtx *c, const CBufInfo *cb) {
  if (cb->reg.has_space) return cb->reg.space;
  if (cb->has_reg || !c->opt || !strcmp(cb->name, "$Globals")) return 0;
  return c->opt->dx.auto_space;
}

#endif
