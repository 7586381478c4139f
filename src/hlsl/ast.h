/* ast.h - the HLSL syntax tree, semantic types and the front-end context.
 *
 * The front end runs in three steps over one HlslCtx:
 *   parse.c   tokens -> AST (declarations, statements, expressions); builtin
 *             and struct type names are resolved while parsing because HLSL,
 *             like C, needs them to tell declarations from expressions;
 *   sema*.c   name lookup, types of expressions, implicit conversions (made
 *             explicit as E_CONV nodes), overloads, intrinsics, constant
 *             folding, resource/cbuffer bookkeeping and layouts;
 *   irgen*.c  the checked AST -> IR (clang -O0 style, see hlsl.h).
 * Everything is allocated in the compilation arena.
 */
#ifndef HLSLC_AST_H
#define HLSLC_AST_H

#include "hlsl.h"
#include "token.h"
#include "../dxil/res_kind.h"

typedef struct HType HType;
typedef struct Expr Expr;
typedef struct Stmt Stmt;
typedef struct Decl Decl;
typedef struct StructInfo StructInfo;
typedef struct CBufInfo CBufInfo;
typedef struct ResInfo ResInfo;
typedef struct TemplateInfo TemplateInfo;
typedef struct EnumInfo EnumInfo;

/* A using-declaration `using N::M::x;`: x names what N::M::x names, looked
 * up from the namespace scope the declaration is in. */
typedef struct UsingDecl {
  const char *name;      /* "x" */
  const char *target;    /* "N::M::x" as written */
  const char *ns;        /* the scope it was declared in ("" at file scope, "A::") */
} UsingDecl;

/* A template argument: a type, or (type NULL) an integer value. */
typedef struct TemplateArg {
  struct HType *type;    /* type argument, NULL for a non-type (integer) argument */
  int64_t value;         /* integer argument */
} TemplateArg;

/* A source position for AST ranges (-ast-dump), packed in 32 bits:
 * line << 12 | column, in the file of the node's loc (columns past 4095
 * saturate); 0 = unknown. Clang's ranges run from the first token to the
 * start of the last one, which is what the parser records. */
typedef uint32_t HlPos;
static inline HlPos hl_pos(SrcLoc l) {
  return l.line ? (l.line << 12) | (l.col < 4095 ? l.col : 4095) : 0;
}
static inline uint32_t hl_pos_line(HlPos p) { return p >> 12; }
static inline uint32_t hl_pos_col(HlPos p) { return p & 4095; }
/* The location of position p in the file of `in` (`in` itself when p is
 * unknown). */
static inline SrcLoc hl_pos_loc(SrcLoc in, HlPos p) {
  if (p) {
    in.line = hl_pos_line(p);
    in.col = hl_pos_col(p);
  }
  return in;
}

/* ====================================================================== */
/* Types */

/* Scalar element kinds. LIT_INT / LIT_FLOAT are the types of literals that
 * have not been given a concrete type by their context (DXC's "literal int"
 * and "literal float"); they adapt to the other operand of a binary operator
 * and default to int / float. */
typedef enum ScalarKind {
  SK_BOOL, SK_INT, SK_UINT, SK_INT16, SK_UINT16, SK_INT64, SK_UINT64,
  SK_HALF, SK_FLOAT, SK_DOUBLE,
  SK_MIN16FLOAT, SK_MIN10FLOAT, SK_MIN16INT, SK_MIN12INT, SK_MIN16UINT,
  SK_LIT_INT, SK_LIT_FLOAT,
  SK_COUNT
} ScalarKind;

typedef enum TypeKind {
  T_ERROR,    /* result of an erroneous expression: converts to anything silently */
  T_VOID,
  T_SCALAR,
  T_VECTOR,   /* n components (1..4) */
  T_MATRIX,   /* n rows x m columns (lowered to vectors by irgen_mat.c) */
  T_ARRAY,    /* count elements of elem; count 0 = unbounded ([]) */
  T_STRUCT,
  T_RESOURCE, /* Buffer<T>, RWStructuredBuffer<T>, ByteAddressBuffer, ... */
  T_STRING,   /* string literals (attribute arguments only) */
  T_STREAM,   /* geometry-shader output stream: elem = vertex type, n = 0 point, 1 line, 2 triangle */
  T_SUBOBJECT,/* a DXR state-object subobject type (GlobalRootSignature, ...): n = HlSubobjKind */
} TypeKind;

/* The state-object subobject types (DXC's built-in records, SemaHLSL
 * CreateSubobject*), in the order of hl_subobject_info's table. */
typedef enum HlSubobjKind {
  SO_STATE_OBJECT_CONFIG, SO_GLOBAL_ROOT_SIGNATURE, SO_LOCAL_ROOT_SIGNATURE,
  SO_EXPORTS_ASSOCIATION, SO_RT_SHADER_CONFIG, SO_RT_PIPELINE_CONFIG, SO_RT_PIPELINE_CONFIG1,
  SO_TRIANGLE_HIT_GROUP, SO_PROCEDURAL_HIT_GROUP, SO_COUNT
} HlSubobjKind;

typedef enum HlResKind {
  HL_RK_BUFFER, HL_RK_RWBUFFER, HL_RK_SBUFFER, HL_RK_RWSBUFFER, HL_RK_BAB, HL_RK_RWBAB,
  HL_RK_APPEND_SBUFFER, HL_RK_CONSUME_SBUFFER, HL_RK_ROV_BUFFER, HL_RK_ROV_SBUFFER, HL_RK_ROV_BAB,
  HL_RK_TEXTURE1D, HL_RK_TEXTURE2D, HL_RK_TEXTURE3D, HL_RK_TEXTURECUBE, HL_RK_TEXTURE1DARRAY,
  HL_RK_TEXTURE2DARRAY, HL_RK_TEXTURE2DMS, HL_RK_TEXTURECUBEARRAY,
  HL_RK_RWTEXTURE1D, HL_RK_RWTEXTURE2D, HL_RK_RWTEXTURE3D, HL_RK_RWTEXTURE1DARRAY, HL_RK_RWTEXTURE2DARRAY,
  HL_RK_SAMPLER, HL_RK_SAMPLER_CMP, HL_RK_CONSTANT_BUFFER,
  /* appended (keep the order above: tables index by kind) */
  HL_RK_TEXTURE2DMSARRAY, HL_RK_RWTEXTURE2DMS, HL_RK_RWTEXTURE2DMSARRAY,
  HL_RK_ROV_TEXTURE1D, HL_RK_ROV_TEXTURE2D, HL_RK_ROV_TEXTURE3D, HL_RK_ROV_TEXTURE1DARRAY,
  HL_RK_ROV_TEXTURE2DARRAY, HL_RK_FEEDBACK_TEXTURE2D, HL_RK_FEEDBACK_TEXTURE2DARRAY,
  HL_RK_RESOURCE_HEAP, HL_RK_SAMPLER_HEAP, /* ResourceDescriptorHeap / SamplerDescriptorHeap (SM 6.6) */
  HL_RK_TEXTURE_BUFFER, /* TextureBuffer<T> (and tbuffer blocks): an SRV holding one T */
  HL_RK_RT_ACCEL, /* RaytracingAccelerationStructure (an SRV, DXIL kind 16) */
  HL_RK_COUNT
} HlResKind;

/* Static facts about a resource kind (types.c). */
typedef struct HlResKindInfo {
  const char *name;      /* HLSL spelling */
  char cls;              /* register class: 't', 'u', 's', 'b' */
  uint8_t dxil_kind;     /* DXIL ResourceKind (ResKind, src/dxil/res_kind.h) */
  uint8_t dims;          /* textures: coordinate components without the array index */
  bool array;            /* texture arrays: one more coordinate component */
  bool texture;          /* Texture*, RWTexture*, RasterizerOrderedTexture*, FeedbackTexture* */
  bool ms;               /* multisampled textures */
  bool cube;             /* TextureCube / TextureCubeArray */
  bool rov;              /* RasterizerOrdered* */
  bool feedback;         /* FeedbackTexture2D[Array] */
} HlResKindInfo;

struct HType {
  TypeKind kind;
  ScalarKind sk;      /* SCALAR/VECTOR/MATRIX: component kind */
  uint32_t n;         /* VECTOR: components; MATRIX: rows */
  uint32_t m;         /* MATRIX: columns */
  HType *elem;        /* ARRAY: element type; RESOURCE: element type (NULL for raw/samplers) */
  uint32_t count;     /* ARRAY: number of elements (0 = unbounded) */
  StructInfo *st;     /* STRUCT */
  HlResKind rk;         /* RESOURCE */
  uint32_t samples;   /* RESOURCE: Texture2DMS<T, N> sample count (0 = not given);
                         FeedbackTexture*: the SamplerFeedbackType */
  uint8_t norm;       /* RESOURCE: element qualifier, 0 none, 1 snorm, 2 unorm */
  uint8_t acc;        /* RESOURCE: 0 the resource; accessors of textures:
                         1 T.mips / T.sample (needs [level]), 2 T.mips[level] /
                         T.sample[index] (needs [coords]); 3 an element of a
                         descriptor heap (converts to any resource of its kind) */
  bool coherent;      /* RESOURCE: globallycoherent local handle (not part of type identity) */
  bool lv_checked;    /* patch, stream, ConstantBuffer<T> / TextureBuffer<T>: its element was
                         checked for long vectors (once per spelling, as DXC per instantiation) */
  SrcLoc arg_loc;     /* ... the position of that template argument */
  struct Decl *tdef;  /* named by this typedef (-ast-dump: 'V':'vector<float, 4>'); not part of
                         identity */
  bool tpl_written;   /* STRUCT: an instance named as S<args> (-ast-dump: the written
                         arguments, then the canonical ones); not part of identity */
  uint8_t tpl_nwritten; /* STRUCT, tpl_written: how many arguments were written (the rest
                         are defaults) */
  bool subst;         /* a template type parameter's argument in an instance (clang's
                         SubstTemplateTypeParmType sugar: -ast-dump prints 'float':'float');
                         not part of identity */
  bool spelled;       /* VECTOR/MATRIX written vector<T, N> / matrix<T, R, C> (-ast-dump
                         prints it so; spelled_canon: T was a template parameter's
                         argument, printed canonically); not part of identity */
  bool spelled_canon;
  bool bare;          /* RESOURCE: written without its template arguments (`Texture2D`, whose
                         element is then float4): -ast-dump spells it so (not part of identity) */
  bool row_major;     /* MATRIX: stored row by row (row_major, or #pragma pack_matrix); the
                         default column_major matrices and these are interned separately */
  bool zero_sized;    /* ARRAY: declared [0]: no elements (unlike count 0 from []) */
  uint8_t patch;      /* ARRAY: 1 InputPatch<T, N>, 2 OutputPatch<T, N> (hull/domain shaders) */
  const char *alias;   /* ARRAY made by a typedef: the typedef's name (for diagnostics) */
  EnumInfo *en;        /* SCALAR: an enumeration type (sk is its underlying type); each
                          enum has one HType of its own, unlike the interned scalars */
};

/* An enumeration: `enum [class] E [: T] { A, B = 3 }`. Its enumerators are
 * folded static constants of the enum's type (Decl.is_enumerator). */
struct EnumInfo {
  const char *name;      /* qualified tag ("N::E"; "" for anonymous) */
  bool scoped;           /* enum class / enum struct: no implicit conversions, E::A only */
  bool fixed;            /* underlying type written (`: uint`) */
  ScalarKind int_sk;     /* clang's integer type of the enum (EnumDecl::getIntegerType), which type
                            annotations and reflection record: the underlying type when fixed or
                            scoped, else unsigned int when no enumerator is negative (the enum's
                            own type, HType.sk, is its promotion type: int when the values fit) */
  Decl **consts;         /* enumerators in order (D_VAR) */
  uint32_t nconsts;
};

#define HL_PAQ_WRITTEN (1u << 31) /* Field.paq: a read(...) / write(...) qualifier was written */
#define HL_PAQ_MASK 0xFFFFu       /* Field.paq: DXC's stage mask */

/* A struct field. */
typedef struct Field {
  const char *name;      /* field name */
  HType *type;           /* resolved type (after sema) */
  const char *semantic;  /* ": SEMANTIC" or NULL */
  uint32_t paq;          /* [raypayload] member: its access qualifiers ": read(...) : write(...)",
                            DXC's mask (4 bits per stage caller, closesthit, miss, anyhit:
                            1 read, 2 write), and HL_PAQ_WRITTEN when any was written */
  uint64_t quals;        /* Q_* written before the member (interpolation modifiers) */
  SrcLoc loc;            /* declaration position */
  Expr **dims;           /* array dimensions as parsed (resolved by sema) */
  uint32_t ndims;        /* number of dims */
  HType *base;           /* type before array dimensions (parser) */
  uint32_t sb_offset;    /* byte offset in the structured-buffer (natural) layout */
  uint32_t ir_index;     /* index of the field in the IR struct (padding shifts it) */
  uint32_t buf_ir_index; /* index of the field in the IR struct of its buffer layout */
  uint32_t cb_offset;    /* byte offset in the legacy constant-buffer layout (cblayout.c) */
  bool cb_dropped;       /* no constant-buffer data: resource, empty struct, zero-sized array */
  uint32_t cb_index;     /* index of the field in the constant-buffer layout struct */
  Expr *bitwidth_expr;   /* parser: `uint x : 8` (bit-field width), NULL for ordinary members;
                            sema replaces a run of bit-fields by one storage field */
  bool bf_unit;          /* sema: the storage unit of a run of bit-fields (name "") */
  uint32_t bf_first;     /* sema, a bit-field storage field (name ""): its named bit-fields are */
  uint32_t bf_count;     /* StructInfo.bitfields[bf_first, bf_first + bf_count) */
  bool is_anon;          /* an anonymous struct member (`struct { float b; };` in a struct, named
                            ""): its members are looked up as the enclosing struct's */
  bool is_base;          /* the base-class subobject of `struct D : B` (always field 0, named
                            "__base"): member and method lookups continue into it */
  HlPos begin, end;      /* source range: first specifier .. name or last dimension */
  HlPos sem_pos;         /* the semantic's name (0: none) */
} Field;

/* A named bit-field `uint x : 8`: a view of bits of a storage field (an
 * unsigned integer the size of its declared type, as MSVC lays them out,
 * DXC's ABI). */
typedef struct BitField {
  const char *name;
  SrcLoc loc;
  HType *type;           /* declared type (an integer, bool or enum) */
  uint32_t storage;      /* index of its storage field in StructInfo.fields */
  uint32_t offset;       /* first bit in the storage field */
  uint32_t width;        /* bits */
} BitField;

struct StructInfo {
  const char *name;      /* struct tag ("" for anonymous) */
  bool typedef_named;    /* anonymous, named by the typedef that declares it (typedef struct
                            {...} S;: C++'s typedef name for linkage, which clang prints) */
  SrcLoc loc;            /* declaration */
  Field *fields;         /* members in order */
  uint32_t nfields;      /* number of members */
  bool complete;         /* body seen and resolved by sema */
  bool methods_checked;  /* its member functions declared and checked (once: a template
                            instance made while sema runs is checked where it is made,
                            and is in the file's declarations as well) */
  bool has_resources;    /* some (nested) member is a resource */
  bool has_data;         /* some (nested) member is not a resource */
  uint32_t sb_size;      /* natural (structured buffer) layout size */
  uint32_t sb_align;     /* natural layout alignment */
  void *ir_type;         /* IrType* memory type (irgen cache) */
  void *buf_ir_type;     /* IrType* buffer-memory type (irgen cache; differs from ir_type when
                            min-precision members take 32 bits in buffers: "hostlayout.S") */
  bool cb_done;          /* legacy constant-buffer layout computed (cblayout.c) */
  uint32_t cb_size;      /* legacy layout size: end of the last member, not rounded */
  uint32_t cb_nfields;   /* members that occupy constant-buffer space */
  void *cb_ir_type;      /* IrType* target("dx.Layout", %S, size, offsets...) (irgen cache) */
  void *cb_view_ir[2];   /* IrType* handle types of ConstantBuffer<S> / TextureBuffer<S> (irgen) */
  Decl **methods;        /* member functions (D_FUNC named "S::m", method_of = this), in order */
  bool raypayload;       /* declared `struct [raypayload] S` (payload access qualifiers) */
  bool forward;          /* declared (`struct S;`) and not defined yet */
  bool is_class;         /* declared with `class` (the AST names the tag so) */
  bool nested;           /* defined in another struct's body (its Decl joins c->decls only for its methods) */
  TemplateInfo *tpl_of;  /* an instance of this struct template (tpl_args its arguments) */
  const struct TemplateArg *tpl_args;
  bool undefined_tpl;    /* forward: an instance of a struct template only declared so far
                            (loc: the template's name) */
  bool is_interface;     /* `interface I { ... }`: method declarations only; a base of a
                            struct/class adds no data */
  uint32_t nmethods;     /* number of methods */
  /* using-declarations of base members in the body (`using B::f;`): f's
   * overloads in the base join the struct's own in a member call */
  struct UsingMember { const char *name; const struct HType *qual; SrcLoc loc, name_loc; } *usings;
  uint32_t nusings;
  BitField *bitfields;   /* named bit-fields in declaration order (sema) */
  uint32_t nbitfields;
  HlPos begin, end;      /* source range: 'struct' .. '}' of the definition */
  /* RayQuery<constRayFlags, RayQueryFlags> (SM 6.5 inline raytracing; types.c
   * interns one class per pair of flags): DXC's built-in class holding one
   * uint `h`, the handle AllocateRayQuery returns (sema_rt.c, irgen_rt.c) */
  bool rayquery;
  bool rq_pending;       /* parser: RayQuery<args> whose arguments are not literals; sema
                            evaluates rq_args and replaces the type (sema.c resolve_dims) */
  uint32_t rq_flags[2];  /* rayquery: constRayFlags, RayQueryFlags */
  struct Expr *rq_args[2]; /* rq_pending: the arguments as written (NULL: the default 0) */
  struct HType *rq_type; /* rq_pending: the class sema resolved it to (once) */
  /* dx::HitObject (SM 6.9 Shader Execution Reordering; types.c makes the one
   * class): an object with no HLSL members, a %dx.types.HitObject value in
   * the IR (loaded, stored and passed whole; sema_rt.c, irgen_rt.c) */
  bool hitobject;
  /* Work-graph node objects (SM 6.8; types.c makes one class per kind and
   * record type): DispatchNodeInputRecord<T>, NodeOutput<T>, EmptyNodeInput,
   * ... An object with no HLSL members, a %dx.types.NodeHandle (outputs)
   * or %dx.types.NodeRecordHandle (records) value in the IR (sema_node.c,
   * irgen_node.c). */
  bool track_rw_input_sharing; /* declared `struct [NodeTrackRWInputSharing] S` */
  HlPos track_rw_pos;    /* ... the attribute's name (-ast-dump) */
  uint32_t node_kind;    /* DXIL NodeIOKind (dxil_node.h); 0: not a node object */
  struct HType *node_rec; /* the record type T (NULL: an empty record) */
};

/* ====================================================================== */
/* Expressions */

typedef enum ExprKind {
  E_INT,        /* integer literal: ival, type lit-int or suffixed */
  E_FLOAT,      /* floating literal: fval */
  E_BOOL,       /* true/false: ival */
  E_STRING,     /* "..." : name holds the text */
  E_NAME,       /* identifier: name; sema resolves decl */
  E_UNARY,      /* op a: OP_NEG, OP_PLUS, OP_NOT, OP_BITNOT */
  E_INCDEC,     /* ++/--: op OP_ADD/OP_SUB, prefix flag */
  E_BINARY,     /* a op b (arithmetic, comparison, bitwise, logical) */
  E_ASSIGN,     /* a = b (op OP_NONE) or a op= b */
  E_COND,       /* a ? b : c */
  E_COMMA,      /* a, b */
  E_CALL,       /* name(args): user function (decl) or intrinsic (intrin) */
  E_METHOD,     /* a.name(args): resource methods */
  E_INDEX,      /* a[b] */
  E_MEMBER,     /* a.name: struct field (field index) */
  E_SWIZZLE,    /* a.xyzw: swz/nswz */
  E_CAST,       /* (type)a, explicit */
  E_CONSTRUCT,  /* type(args...) constructor */
  E_INIT_LIST,  /* { args } */
  E_CONV,       /* implicit conversion of a to type (inserted by sema) */
  E_SIZEOF,     /* sizeof(type) (ty) or sizeof expr (a): sema folds it to a uint constant */
} ExprKind;

typedef enum OpKind {
  OP_NONE,
  OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_SHL, OP_SHR,
  OP_BAND, OP_BOR, OP_BXOR, OP_LAND, OP_LOR,
  OP_LT, OP_GT, OP_LE, OP_GE, OP_EQ, OP_NE,
  OP_NEG, OP_PLUS, OP_NOT, OP_BITNOT,
} OpKind;

/* A folded compile-time constant (scalar or vector up to 4 components;
 * aggregates are not folded). */
typedef struct ConstVal {
  uint32_t n;            /* number of components (1..4) */
  ScalarKind sk;         /* component kind */
  union {
    uint64_t u;          /* integers/bools (sign-extended for signed kinds) */
    double f;            /* floating kinds */
  } c[4];                /* components */
} ConstVal;

/* An Expr's fields that few nodes set (a header-heavy shader makes tens of
 * thousands of nodes; every byte of each is memory touched for the first
 * time): allocated on the first write (hl_expr_rare_w), read through
 * hl_expr_rare, which gives a zeroed record for a node without one. */
typedef struct ExprRare {
  const Expr *owner;     /* the node it was made for: a struct copy of that node
                            (copy_expr) gets its own on its first write */
  BitField *bitfield;    /* MEMBER: the bit-field it names, else NULL */
  TemplateArg *targs;    /* CALL: explicit template arguments f<float, 2>(...) (parser) */
  HType *lit_type;       /* sema: the literal type DXC gives it where it is typed at its
                            literal's width (an intrinsic call on literal arguments, and
                            operators on such calls): as an operand it adapts to the other */
  Expr *ast_orig;        /* sema: the expression as DXC's AST has it, where sema rewrote it
                            for code generation (a literal operation computed in its
                            destination's type, sema_expr.c): -ast-dump prints that one */
  uint32_t ntargs;       /* number of targs */
  HlPos lparen, rparen;  /* parser, paren: the outermost '(' and ')' around it */
  uint8_t nparen;        /* parser: how many pairs of parentheses enclose it */
  bool paren_macro;      /* parser: its outermost '(' came from a macro expansion */
  bool has_targs;        /* CALL: written with a template argument list (maybe empty: f<>()) */
  bool functional;       /* CAST: written T(x) (a functional cast: never an lvalue) */
  bool tparam;           /* INT: the value of a non-type template parameter in an instance
                            (typed as the parameter; clang's SubstNonTypeTemplateParmExpr) */
  bool this_copy;        /* CALL of a member function on a read-only object (cbuffer member,
                            rvalue): `this` gets a copy, nothing is written back */
  bool cast_written;     /* CONV: made from a C-style cast (T)a written at loc .. end */
  bool func_cast;        /* CONV: made from a functional cast T(a) (its type is spelled T) */
  Expr *c;               /* COND: the third operand (a ? b : c; hl_expr_c) */
  SrcLoc far_loc;        /* the node's position when its line or column does not fit
                            Expr.pos (HL_POS_FAR) */
} ExprRare;

struct Expr {
  const char *file;      /* the file of its position (hl_expr_loc) */
  HType *type;           /* sema: type of the expression */
  Expr *a, *b;           /* operands (COND's third: hl_expr_c) */
  Expr **args;           /* CALL/METHOD/CONSTRUCT/INIT_LIST arguments */
  const char *name;      /* NAME/CALL/METHOD/MEMBER identifier; STRING text */
  HType *ty;             /* CAST/CONSTRUCT target type; CALL explicit template arg (Load<T>) */
  /* Fields of kinds that never meet share room: a node that changes kind
     (sema rewrites some in place) stores the new kind's field itself. */
  union {
    uint64_t ival;       /* INT/BOOL value; METHOD: sema's RF_* flags */
    double fval;         /* FLOAT value */
    const char *ns;      /* NAME/CALL: namespace (and class) scope the name was written in,
                            "N::S::" (unqualified lookup tries N::S::x, N::x, x); NULL at
                            file scope */
  };
  Decl *decl;            /* NAME: variable; CALL: function */
  const ConstVal *cv;    /* folded value when has_const (hl_cv0 when none; each change
                            through hl_cv_set makes a new one, so struct copies of the node
                            never share a changed value) */
  ExprRare *rare;        /* the fields few nodes set (hl_expr_rare0, read-only: all zero) */
  /* The 4-, 2- and 1-byte fields last, packed: a large shader's headers
     make tens of thousands of nodes, and every byte is memory touched for
     the first time. */
  uint32_t pos;          /* the line and column of its position (of the operator / first
                            token), as an HlPos; HL_POS_FAR: in rare->far_loc (hl_expr_loc) */
  HlPos end;             /* parser: start of the last token (without enclosing parentheses) */
  uint32_t nargs;        /* number of args */
  union {
    uint32_t field;      /* MEMBER: field index (of a bit-field: its storage field);
                            METHOD of a node, RayQuery or HitObject: the method */
    uint8_t swz[4];      /* SWIZZLE: component indices */
  };
  int16_t intrin;        /* CALL/METHOD: intrinsic id (sema_intrin.c), -1 none */
  ExprKind kind : 8;
  OpKind op : 8;         /* operator */
  uint8_t nswz : 4;      /* SWIZZLE: number of components */
  bool prefix : 1;       /* INCDEC: ++x rather than x++ */
  bool readonly : 1;     /* sema: lvalue that may not be assigned */
  bool paren : 1;        /* parser: written in parentheses */
  bool lvalue;           /* sema: designates storage */
  bool has_const;        /* sema: cv holds the folded value */
  bool side_effects;     /* sema: evaluating it may write memory or call user code */
};

struct HlslCtx;
extern const ConstVal hl_cv0;
extern const ExprRare hl_expr_rare0;
/* e's folded value (zero when it has none). */
static inline const ConstVal *hl_cv(const Expr *e) { return e->cv; }
/* e's rarely set fields, for reading (hl_expr_rare0 when it has none). */
static inline const ExprRare *hl_expr_rare(const Expr *e) { return e->rare; }
static inline bool hl_expr_has_rare(const Expr *e) { return e->rare != &hl_expr_rare0; }
/* e's rarely set fields, for writing: made on the first write (in c->ast), and
 * copied when e is a struct copy of the node they were made for. */
struct HlslCtx;
ExprRare *hl_expr_rare_w(struct HlslCtx *c, Expr *e);
/* COND's third operand (NULL for other nodes), kept with the rare fields
 * (few nodes are conditionals). */
static inline Expr *hl_expr_c(const Expr *e) { return e->rare->c; }
static inline void hl_expr_set_c(struct HlslCtx *c, Expr *e, Expr *v) { hl_expr_rare_w(c, e)->c = v; }

/* An Expr's position: its file and, packed in Expr.pos as an HlPos, its
 * line and column, exactly (a line past 2^20 or a column past 4094 does not
 * fit: the node then keeps its position in its rare record, pos HL_POS_FAR). */
#define HL_POS_FAR 0xFFFFFFFFu
static inline SrcLoc hl_expr_loc_in(const Expr *e) {
  if (e->pos == HL_POS_FAR) return e->rare->far_loc;
  SrcLoc l = {e->file, e->pos >> 12, e->pos & 4095};
  return l;
}
/* The same, out of line (most readers are diagnostics: smaller code). */
SrcLoc hl_expr_loc(const Expr *e);
void hl_expr_far_loc(struct HlslCtx *c, Expr *e, SrcLoc l);
static inline bool hl_loc_fits(SrcLoc l) { return l.line < (1u << 20) && l.col < 4095; }
static inline void hl_expr_set_loc(struct HlslCtx *c, Expr *e, SrcLoc l) {
  e->file = l.file;
  if (hl_loc_fits(l)) e->pos = l.line << 12 | l.col;
  else hl_expr_far_loc(c, e, l);
}
/* A new node of kind k at l, whose position does not fit Expr.pos (out of line:
 * the parser's new_expr takes it for those, and has less to keep in registers). */
Expr *hl_expr_new_far(struct HlslCtx *c, ExprKind k, SrcLoc l);
/* dst's position becomes src's. */
static inline void hl_expr_copy_loc(struct HlslCtx *c, Expr *dst, const Expr *src) {
  dst->file = src->file;
  dst->pos = src->pos;
  if (src->pos == HL_POS_FAR) hl_expr_far_loc(c, dst, src->rare->far_loc);
}

/* ====================================================================== */
/* Attributes, registers, statements */

typedef struct Attr {
  const char *name;      /* "numthreads", "unroll", ... (lower-cased compare) */
  Expr **args;           /* arguments */
  uint32_t nargs;        /* number of arguments */
  SrcLoc loc;            /* position of the name */
  HlPos end;             /* its last token (the ')' of the arguments, or the name) */
} Attr;

/* A node shader's input or output (a parameter of a node object type),
 * as its entry properties state it (sema_node.c). */
typedef struct HlNodeIO {
  uint32_t param;          /* index of the parameter */
  uint32_t flags;          /* DXIL NodeIOFlags: the kind, TrackRWInputSharing, GloballyCoherent */
  HType *rec;              /* the record type (NULL: empty) */
  uint32_t max_records;    /* [MaxRecords(n)] (0: not given) */
  int32_t shared_with;     /* [MaxRecordsSharedWith(name)]: index of that output (-1: none) */
  uint32_t array_size;     /* [NodeArraySize(n)] (UINT32_MAX: [UnboundedSparseNodes]) */
  bool allow_sparse;       /* [AllowSparseNodes] or [UnboundedSparseNodes] */
  const char *id;          /* outputs: [NodeID("name"[, index])], else the parameter's name */
  uint32_t id_index;
} HlNodeIO;

/* A node shader entry's properties ([Shader("node")] and its attributes). */
typedef struct HlNodeEntry {
  uint32_t launch;          /* DXIL NodeLaunchType */
  bool program_entry;       /* [NodeIsProgramEntry] */
  const char *id;           /* [NodeID("name"[, index])], else the function's name */
  uint32_t id_index;
  uint32_t local_root_index; /* [NodeLocalRootArgumentsTableIndex(n)], else UINT32_MAX */
  const char *share_input;  /* [NodeShareInputOf("name"[, index])] (NULL: none) */
  uint32_t share_index;
  uint32_t dispatch_grid[3];     /* [NodeDispatchGrid(x, y, z)] (0s: none) */
  uint32_t max_dispatch_grid[3]; /* [NodeMaxDispatchGrid(x, y, z)] (0s: none) */
  uint32_t max_recursion;   /* [NodeMaxRecursionDepth(n)] */
  HlNodeIO *inputs, *outputs;
  uint32_t ninputs, noutputs;
} HlNodeEntry;

typedef struct AttrList {
  Attr *data;            /* attributes in source order */
  uint32_t len, cap;     /* VEC fields */
} AttrList;

/* register(...) annotation. */
typedef struct RegSpec {
  char cls;              /* 'b', 't', 'u', 's', or 0 for space-only */
  uint32_t index;        /* register number */
  uint32_t space;        /* register space */
  bool has_space;        /* spaceN given */
  SrcLoc loc;            /* position of "register" */
  const char *profile;   /* register(ps_5_0, ...): the profile named (NULL: none) */
  uint32_t offset;       /* register(s2[8]): the subscript (FXC's; DXC shows it, as s10,
                            but binds at the number alone) */
} RegSpec;

typedef enum StmtKind {
  S_EMPTY, S_EXPR, S_DECL, S_BLOCK, S_IF, S_FOR, S_WHILE, S_DO,
  S_BREAK, S_CONTINUE, S_RETURN, S_SWITCH, S_CASE, S_DEFAULT, S_DISCARD,
} StmtKind;

struct Stmt {
  SrcLoc loc;            /* first token */
  Expr *e;               /* EXPR; RETURN value; IF/WHILE/DO/FOR condition; SWITCH value; CASE label */
  Stmt *init;            /* FOR init statement */
  Expr *step;            /* FOR increment */
  Stmt *body;            /* IF then; loops; SWITCH body */
  Stmt *els;             /* IF else */
  Stmt **stmts;          /* BLOCK statements */
  Decl **decls;          /* DECL: declared variables (also struct/typedef decls) */
  Attr *attrs;           /* [unroll], [branch], ... */
  SrcLoc end;            /* last token of the statement, clang's range end: BLOCK its '}',
                            DECL its ';', others without their ';' */
  StmtKind kind;
  uint32_t nattrs;       /* number of attrs */
  uint32_t nstmts;       /* number of stmts */
  uint32_t ndecls;       /* number of decls */
};

/* ====================================================================== */
/* Declarations */

typedef enum DeclKind { D_VAR, D_FUNC, D_STRUCT, D_TYPEDEF, D_CBUFFER, D_ENUM,
                       D_STATIC_ASSERT /* static_assert(init, semantic = message or NULL) */ } DeclKind;

/* Storage classes / qualifiers (bit set). */
enum {
  Q_STATIC = 1u << 0, Q_CONST = 1u << 1, Q_GROUPSHARED = 1u << 2, Q_UNIFORM = 1u << 3,
  Q_EXTERN = 1u << 4, Q_PRECISE = 1u << 5, Q_IN = 1u << 6, Q_OUT = 1u << 7,
  Q_INLINE = 1u << 8, Q_VOLATILE = 1u << 9, Q_ROW_MAJOR = 1u << 10, Q_COL_MAJOR = 1u << 11,
  Q_INTERP = 1u << 12, /* nointerpolation/linear/centroid/...: accepted, ignored */
  Q_SHARED = 1u << 13, Q_EXPORT = 1u << 14,
  Q_GLOBALLYCOHERENT = 1u << 15, /* globallycoherent UAVs */
  Q_SNORM = 1u << 16, Q_UNORM = 1u << 17, /* resource element qualifiers */
  /* The interpolation modifiers individually (Q_INTERP is set with each):
   * entry signatures need them (sema_sig.c). */
  Q_NOINTERP = 1u << 18, Q_LINEAR = 1u << 19, Q_CENTROID = 1u << 20,
  Q_NOPERSPECTIVE = 1u << 21, Q_SAMPLE = 1u << 22,
  /* geometry-shader input primitive of an entry parameter */
  Q_PRIM_POINT = 1u << 23, Q_PRIM_LINE = 1u << 24, Q_PRIM_TRIANGLE = 1u << 25,
  Q_PRIM_LINEADJ = 1u << 26, Q_PRIM_TRIANGLEADJ = 1u << 27,
  /* mesh-shader entry parameters: out vertices / indices / primitives, in payload */
  Q_MS_VERTICES = 1u << 28, Q_MS_INDICES = 1u << 29, Q_MS_PRIMITIVES = 1u << 30,
};
/* bit 31 is not an int, so it cannot be an enumeration constant in C11 */
#define Q_MS_PAYLOAD (1u << 31)
/* reordercoherent UAVs (SM 6.9 shader execution reordering): quals are
 * 64 bits wide from here on */
#define Q_REORDERCOHERENT (1ull << 32)

typedef enum VarKind {
  VK_LOCAL,        /* function-local */
  VK_PARAM,        /* function parameter */
  VK_STATIC,       /* static global (internal global) */
  VK_STATIC_CONST, /* static const global (folded or internal constant) */
  VK_GROUPSHARED,  /* groupshared global (addrspace 3) */
  VK_CBUFFER,      /* member of a cbuffer or of $Globals (addrspace 2) */
  VK_RESOURCE,     /* global resource (or array of resources, or struct holding them) */
} VarKind;

/* One more function generated from a library function (Decl.lib_copies):
 * a plain exported function (an entry's copy is generated as if the entry
 * had no [shader] attribute) or, `entry`, another entry of the same kind. */
typedef struct HlLibCopy {
  struct Decl *of;       /* the function it is made from */
  const char *name;      /* its name in the module */
  bool entry;            /* an entry (a clone of one), else a plain exported function */
  void *ir;              /* irgen: its IrFunc */
} HlLibCopy;

/* A Decl's fields that few declarations set (functions' properties, subobject
 * and stream-output variables', packoffset's position): a large shader's
 * headers declare thousands of parameters, locals and fields, and every byte
 * of each is memory touched for the first time. Allocated on the first write
 * (hl_decl_rare_w), read through hl_decl_rare. */
typedef struct DeclRare {
  const Decl *owner;     /* the declaration it was made for: a struct copy of that
                            declaration gets its own on its first write */
  TemplateInfo *tpl_of;  /* FUNC: an instance of this function template (tpl_args its arguments) */
  const TemplateArg *tpl_args; /* FUNC: tpl_of's arguments for this instance */
  Expr **so_elems;       /* VAR of a subobject type: its initializer's elements, one per field
                            (sema_subobj.c), with so_comps the component of a vector element */
  uint32_t *so_comps;
  SrcLoc so_init_loc;    /* ... its initializer list */
  struct HlslSubobject *so; /* ... its evaluated value (sema_subobj.c) */
  SrcLoc pack_loc;       /* position of "packoffset" */
  AttrList attrs;        /* the declaration's attributes: [numthreads(...)] etc. (few have any) */
  Decl *noted_by;        /* FUNC: the caller whose callees list last got it (sema_note_call) */
  Decl *stream_src;      /* PARAM of a stream-output type in a helper function: the
                          * stream its callers pass (an entry's parameter or another
                          * helper's), so Append/RestartStrip reach the entry's stream */
  PtrVec stream_more;    /* ... other streams callers pass (each must lead to the same one) */
  Decl *next_overload;   /* next function with the same name */
  const char *ret_semantic; /* semantic on the return value */
  struct HlEntrySig *lib_sig; /* library graphics / mesh entries: their signature (sema_sig.c) */
  struct HlNodeEntry *node; /* library node entries: their node properties (sema_node.c) */
  struct HlEntrySig *lib_pc_of; /* library targets: the (first) hull entry signature whose
                              patch constant function this is (NULL: none) */
  void *lib_pc_plain;    /* irgen: a library patch constant function other functions call:
                            its ordinary IrFunc (f->ir is the entry-like one) */
  const char *lib_name;  /* library -exports: its name in the module when renamed (a Microsoft
                            C++ name, or an entry's plain one); NULL: its own */
  VEC(Decl *) callees;   /* sema: functions called from the body */
  VEC(struct Expr *) ser_calls; /* sema: calls of SER functions (dx::HitObject methods,
                            dx::MaybeReorderThread) in the body, checked per entry
                            (sema_callgraph.c) */
  Decl *cg_found;        /* sema_callgraph.c, done (cg_state 2): the recursive function found
                            below it, or NULL */
  void *gec_ir;          /* gec_written: the IrGlobal* of the static copy */
  RegSpec *regs;         /* register(...) annotations */
  CBufInfo *cb;          /* D_CBUFFER */
  Decl **members;        /* D_CBUFFER: member declarations (parser) */
  uint32_t func_index;   /* FUNC: 1 + its index in HlslCtx.funcs (0: not listed) */
  uint32_t lib_numthreads[3]; /* library compute entries: [numthreads(x, y, z)] */
  uint32_t lib_wavesize[3];   /* library compute entries: [WaveSize(...)] ([0] = 0: none) */
  uint32_t cg_walk;      /* sema_callgraph.c: the walk that last visited it (0: none) */
  uint32_t paq;          /* parser scratch: payload access qualifiers of a struct member */
  uint32_t nregs;        /* number of regs */
  uint32_t cb_offset;    /* VK_CBUFFER: legacy layout offset in the buffer */
  uint32_t res_reach;    /* VK_PARAM resource array of unknown size (T t[]): 1 + the largest
                            constant index its function's code uses (irgen), so callers
                            know how many handles to pass */
  uint32_t nmembers;     /* number of members (D_CBUFFER) */
  uint32_t pack_off;     /* packoffset in bytes */
  bool packoffset;       /* packoffset(...) given */
  bool so_checked;       /* VAR of a subobject type: its initializer was checked without errors */
  bool res_reach_dyn;    /* res_reach's parameter is indexed dynamically, or passed on: no
                            bound known */
  bool is_tbuffer;       /* D_CBUFFER: declared with 'tbuffer' */
  uint8_t cg_state;      /* sema_callgraph.c, in the walk cg_walk: 1 on the call stack, 2 done */
  bool lazy_body;        /* a member function of a struct template instance not used yet: its
                            body is checked (instantiated) where a call first needs it */
  bool init_unusable;    /* VAR param of a template instance: its default argument does not
                            convert to the parameter type (an error only where a call uses it) */
  bool method_done;      /* FUNC member function: this_written is known (sema_member.c) */
  bool this_written;     /* FUNC member function: may modify its object, so callers copy
                            `this` back after the call */
} DeclRare;

struct Decl {
  const char *name;      /* identifier ("" for anonymous) */
  SrcLoc loc;            /* position of the name */
  SrcLoc begin_loc;         /* FUNC, global VAR, parameter: first token of the declaration after its attributes
                            (clang's source range begin: where DXC points call-graph errors) */
  uint64_t quals;        /* Q_* */
  HType *type;           /* VAR: full type; FUNC: return type; TYPEDEF: aliased type */
  HType *base;           /* parser: type before array dims */
  Expr **dims;           /* parser: array dimensions (NULL entry = []) */
  Expr *init;            /* VAR initializer */
  const char *semantic;  /* ": SEMANTIC" */
  /* VAR */
  CBufInfo *cbuf;        /* VK_CBUFFER: owning buffer; VK_RESOURCE: the block it was declared in */
  ResInfo **res;         /* VK_RESOURCE: resource leaves (1 for plain resources/arrays) */
  const ConstVal *cv;    /* folded value (hl_cv0 when none; set through hl_decl_cv_set) */
  /* FUNC */
  Decl **params;         /* parameters (D_VAR, VK_PARAM) */
  Stmt *body;            /* NULL: prototype only */
  Decl *def;             /* the definition for prototypes (sema) */
  StructInfo *method_of; /* member function of this struct (name "S::m"); non-static ones
                            take the object as params[0], the hidden inout `this` */
  /* ENUM: `type` is the enum type (its en lists the enumerators); the type's name is
     looked up like a typedef's */
  /* STRUCT */
  StructInfo *st;        /* D_STRUCT */
  /* irgen scratch */
  void *ir;              /* VAR: IrValue* address; FUNC: IrFunc* */
  DeclRare *rare;        /* the fields few declarations set (hl_decl_rare0, read-only: all zero) */
  /* The 4-byte and 1-byte fields last, packed: a large shader's headers
     make tens of thousands of nodes, and every byte of padding is memory
     touched for the first time. */
  uint32_t ndims;        /* number of dims */
  uint32_t nres;         /* number of res */
  uint32_t nparams;      /* number of params */
  HlPos begin, end;      /* source range (first specifier .. last token; without semantics,
                            registers and packoffset), for -ast-dump */
  HlPos sem_pos;         /* the semantic's name; CBUFFER: a ';' after its '}' (0: none) */
  DeclKind kind : 8;
  VarKind vk : 8;        /* sema: storage kind */
  uint8_t pack_comp;     /* packoffset component (0 = .x or none) */
  bool folded;           /* VK_STATIC_CONST with a constant scalar/vector value in cv */
  bool used;             /* referenced from code that is generated */
  bool reachable;        /* sema: reachable from the entry point */
  uint8_t lib_entry;     /* library targets: [shader("kind")] entry, its ShaderStage + 1 (0: none) */
  bool lib_export;       /* library targets: an exported (external, mangled) function */
  bool is_this;          /* VAR: the hidden `this` parameter of a member function */
  bool is_enumerator;    /* VAR: an enumerator (a folded constant, never a global) */
  bool alias_tpl;        /* TYPEDEF: the spelling of an alias template's instance (X<args>) */
  bool static_written;    /* VK_STATIC: assigned (or passed to out/inout) somewhere */
  bool gec_written;      /* VK_CBUFFER global uniform written under -Gec -HV 2016: it
                            becomes a static copy of its cbuffer value (irgen) */
  bool res_inout;        /* VAR param: an `inout` resource, passed in only (writing through a
                            resource needs no copy back) until the function assigns it: it is
                            then `inout` again (copied back, as DXC) */
};

extern const DeclRare hl_decl_rare0;
/* d's rarely set fields, for reading (hl_decl_rare0 when it has none). */
static inline const DeclRare *hl_decl_rare(const Decl *d) { return d->rare; }
/* d's rarely set fields, for writing: made on the first write (in c->ast, with the
 * parser's declarations: freed with them when hlsl_compile returns), and
 * copied when d is a struct copy of the declaration they were made for. */
DeclRare *hl_decl_rare_w(struct HlslCtx *c, Decl *d);
/* A declaration's rare fields and folded value start as the shared zero records. */
static inline void hl_decl_init(Decl *d) {
  d->rare = (DeclRare *)&hl_decl_rare0;
  d->cv = &hl_cv0;
}
/* d's folded value becomes *v (a new record in c->ast). */
void hl_decl_cv_set(struct HlslCtx *c, Decl *d, const ConstVal *v);

/* A constant buffer: a cbuffer block or the implicit $Globals. */
struct CBufInfo {
  const char *name;      /* "Params", "$Globals" */
  SrcLoc loc;            /* declaration */
  VEC(Decl *) members;   /* VK_CBUFFER variables that occupy space, in order */
  RegSpec reg;           /* register(bN[, spaceM]) or space-only */
  bool has_reg;          /* explicit register given */
  int order_id;          /* implicit binding order (-1 when explicit) */
  uint32_t size;         /* legacy layout size in bytes */
  bool used;             /* some member is referenced */
  void *ir_global;       /* IrGlobal* @Name.cb */
  void *ir_handle_type;  /* IrType* target("dx.CBuffer", ...) */
  void *ir_name;         /* IrGlobal* @Name.str */
  bool is_tbuffer;       /* tbuffer / TextureBuffer<T>: an SRV ('t' registers) */
  bool cur_row_minprec;  /* layout state: the current row holds min-precision data (DXC's
                            min-precision mode starts a new row when that changes) */
  uint32_t user_end;     /* end of the packoffset members: the others are placed after it */
  void *ir_layout;       /* IrType* %__cblayout_X (irgen) */
  uint32_t decl_seq;     /* declaration order among buffers and resources (HlslCtx.decl_seq) */
};

/* One bindable resource range: a global resource, resource array, or a
 * resource leaf of a struct global ("s.B"). */
struct ResInfo {
  const char *name;      /* name in metadata: "A", "s.B", "s1.0.D" */
  SrcLoc loc;            /* declaration */
  HType *type;           /* the resource type (element type of arrays) */
  uint32_t range;        /* number of registers (1, N, or UINT32_MAX for unbounded) */
  uint32_t *dims;        /* array dims along the path (for index linearization) */
  uint32_t ndims;        /* number of dims */
  bool explicit_reg;     /* register(xN...) given */
  uint32_t lower;        /* explicit lower bound */
  uint32_t space;        /* register space */
  bool space_given;      /* a space was declared (register(spaceN) or register(xN, spaceM)) */
  int order_id;          /* implicit binding order id (-1 when explicit) */
  bool globally_coherent;/* declared globallycoherent */
  bool reorder_coherent; /* declared reordercoherent (and not globallycoherent, which implies it) */
  uint32_t decl_seq;     /* declaration order among buffers and resources (HlslCtx.decl_seq) */
  bool used;             /* referenced by generated code */
  void *ir_type;         /* IrType* handle type */
  void *ir_name;         /* IrGlobal* name string */
  bool cb_res;           /* a field of a struct variable or declared in a cbuffer block: DXC
                          * makes it a resource while lowering its buffer, so it is bound and
                          * listed after the other resources, in order of use (irgen_res.c) */
  CBufInfo *res_cb;      /* cb_res: its buffer (NULL: $Globals or res_view) */
  ResInfo *res_view;     /* cb_res: the ConstantBuffer<S>/TextureBuffer<S> whose S holds it */
  uint64_t use_key;      /* cb_res: DXC's processing order of its first use (UINT64_MAX: none) */
  bool decl_binding;     /* cb_res field of a global struct of resources only: implicitly bound
                          * in declaration order (hlslc's rule, implicit-resource-binding.txt),
                          * though listed in DXC's order */
};

/* ====================================================================== */
/* Templates (parse.c records and instantiates them, sema_template.c deduces) */

typedef struct TemplateParam {
  const char *name;      /* parameter name */
  bool is_type;          /* typename/class T (else an integer parameter: int N, uint N, ...) */
  bool has_default;      /* a default argument was given */
  TemplateArg def;       /* the default argument */
  SrcLoc loc;            /* position of the name */
  SrcLoc begin;          /* its first token (typename / class / the type) */
  HlPos end;             /* its last token (the default argument's, if any) */
  const struct Token *def_tok; /* a non-type default written as one token (2, true), for the AST */
  bool class_kw;         /* declared with `class` (else `typename`) */
  struct HType *type;    /* a non-type parameter's type */
} TemplateParam;

/* One instantiation: arguments -> the instantiated struct or function. */
typedef struct TemplateInst {
  TemplateArg *args;     /* one per template parameter */
  Decl *decl;            /* D_STRUCT or D_FUNC (NULL while failed) */
  const char *sfinae;    /* a function template's signature failed to substitute: why */
} TemplateInst;

/* A function template instance whose body waits to be checked. */
typedef struct TplBody {
  Decl *f;
  SrcLoc use;            /* where it was first needed (the "requested here" note) */
  uint32_t depth;        /* instantiations it is nested in (bounds recursive templates) */
  uint32_t parent;       /* 1 + index of the body that needed it; 0: ordinary code did */
  bool member;           /* a member function of a class template instance (lazy_body) */
} TplBody;

/* A struct or function template: its tokens are kept and parsed again for
 * each set of arguments (with type parameters bound as typedefs and integer
 * parameters replaced by literals). */
struct TemplateInfo {
  const char *name;      /* qualified name ("N::f", "S") */
  SrcLoc loc;            /* position of the name */
  bool is_struct;        /* struct or alias template (else function template) */
  bool is_alias;         /* alias template: template<...> using X = type; (is_struct too) */
  TemplateParam *params; /* template parameters in order */
  uint32_t nparams;      /* number of params */
  Token *toks;           /* the declaration after `template<...>`, then an EOF token */
  uint32_t ntoks;        /* number of toks (EOF included) */
  const char *ns;        /* parser scope at the definition (Parser.ns) */
  const char *decl_ns;   /* names declared there get this prefix (Parser.decl_ns) */
  TemplateInst *insts;   /* instantiations so far */
  uint32_t ninsts, cinsts; /* count / capacity of insts */
  StructInfo *method_of; /* member function template of this struct (name "S::f"), else NULL */
  bool is_static;        /* member function template declared static (no `this`) */
  /* a member template of a struct template's instance: the enclosing
   * template's parameters and this instance's arguments, bound again when
   * the member is instantiated (its integer parameters are already values
   * in toks) */
  SrcLoc kw;             /* the `template` keyword (-ast-dump's range) */
  HlPos end;             /* the declaration's last token */
  uint32_t decl_index;   /* how many declarations came before it (c->decls) */
  const TemplateParam *outer_params;
  const TemplateArg *outer_args;
  uint32_t nouter;
  /* class template partial specializations: a primary template lists its
   * own; a partial one (params: its own parameters, toks: its declaration
   * without the argument pattern) has for each primary parameter the
   * argument written: pat_param[i] >= 0 when that is its own parameter
   * pat_param[i] (deduced from an instance's argument), else pattern[i] */
  TemplateInfo **partials;
  uint32_t npartials;
  TemplateArg *pattern;
  int32_t *pat_param;
};

/* ====================================================================== */
/* The front-end context */

typedef struct Scope Scope;
typedef VEC(Decl *) DeclVec;
typedef struct PendingWarn {
  int code;
  SrcLoc loc;
  const char *msg;
} PendingWarn;
typedef VEC(CBufInfo *) CBufVec;
typedef VEC(ResInfo *) ResVec;

typedef struct HlslCtx {
  Arena *arena;          /* compilation arena */
  Arena *ast;            /* the parser's declaration, expression and statement nodes and
                            the expressions sema makes: freed when hlsl_compile returns
                            (nothing outside the front end knows them) */
  ConstVal *cv_pool;     /* hl_cv_set: room for cv_left more folded values, in ast */
  uint32_t cv_left;
  const ConstVal *lit_cv[64]; /* the folded values of recent literals, by kind and value
                                 (direct-mapped): equal literals share one (records never
                                 change once made) */
  Diag *diag;            /* diagnostics */
  SourceManager *sm;     /* sources (for diagnostics) */
  const HlslOptions *opt;/* options */
  int errors_at_start;   /* diag->errors before compilation (to detect new errors) */
  bool intrin_args;      /* converting an intrinsic's arguments: its parameter types are
                            clang's canonical ones (vector<float, 3>) in diagnostics */
  bool arm_conversion;   /* converting the arms of a literal ?: one by one: clang checks them
                            as its conversion (-Wconstant-conversion) but never evaluates
                            them (no -Wconst-expr-overflow) */
  bool no_constant_conv; /* converting a case value: no -Wconstant-conversion */
  uint8_t const_eval;    /* clang evaluates the expression being checked as a constant (and
                            warns -Wconst-expr-overflow where a conversion overflows): 1 in
                            a return value and a global or static initializer, 3 in a const
                            variable's initializer, 2 in its conversion to the variable's
                            type ('const T', an integer one evaluated twice); 0 elsewhere:
                            no warning (sema_fold_conv) */
  SrcLoc init_loc;       /* the variable being initialized (its name): where clang reports
                            the initializer's truncation warning; line 0 when none */
  /* interned basic types */
  HType *t_error, *t_void, *t_string;
  HType *t_hitobject;    /* dx::HitObject, once made (types.c) */
  HType *t_subobj[SO_COUNT]; /* the subobject types, once named (types.c) */
  HType *t_scalar[SK_COUNT];        /* scalar types */
  HType *t_vec[SK_COUNT][5];        /* vector types, [sk][n] for n = 1..4 */
  HType **t_lvec[SK_COUNT];         /* SM 6.9 long vectors, [sk][n] for n = 5..HL_MAX_VECTOR
                                       (allocated on first use) */
  HType *t_mat[SK_COUNT][5][5];     /* matrix types */
  HType *t_mat_rm[SK_COUNT][5][5];  /* row_major matrix types */
  /* translation unit */
  DeclVec decls;         /* top-level declarations in source order */
  /* sema state */
  Scope *scope;          /* innermost scope */
  Scope *global_scope;   /* file scope */
  Decl *cur_func;        /* function being checked */
  int loop_depth;        /* for break/continue checking */
  int switch_depth;      /* for break checking */
  Decl *entry;           /* the entry function */
  CBufInfo *globals_cb;  /* $Globals (NULL when no loose globals) */
  CBufVec cbufs;         /* every constant buffer in declaration order ($Globals first) */
  ResVec resources;      /* every resource leaf in declaration order */
  int order_ids;         /* implicit-binding order ids handed out so far (next_order_id) */
  DeclVec funcs;         /* function definitions in source order */
  DeclVec statics;       /* static / groupshared / static const globals in order */
  uint32_t numthreads[3];/* entry [numthreads] */
  uint32_t wavesize[3];  /* entry [WaveSize(min[, max[, preferred]])]; [0] = 0: none */
  uint32_t decl_seq;     /* next declaration sequence number for buffers and resources */
  struct HlEntrySig *entry_sig; /* graphics entry: its signature elements (sema_sig.c) */
  VEC(struct PendingWarn) pending_warns; /* warnings clang reports at the end of the function
                            body being checked (DiagRuntimeBehavior: -Wconstant-conversion) */
  VEC(const char *) namespaces; /* every namespace declared, as its prefix "N::", "N::M::" */
  VEC(const char *) using_ns; /* `using namespace N;` directives: prefixes "N::" searched by
                            unqualified lookups after the enclosing scopes (file-wide) */
  VEC(struct UsingDecl) using_decls; /* `using N::x;` declarations (values; types go to the
                            parser's type table) */
  VEC(HlLibCopy *) lib_copies; /* library -exports: the functions made from others (Decl.lib_name,
                            HlLibCopy), in the module's order (sema_lib.c) */
  DeclVec lib_rootsig;   /* library entries with a [RootSignature("...")] (sema_lib.c), for the
                            driver to compile (HlslOptions.lib_rootsigs) */
  DeclVec lib_order;     /* library -exports: the functions in the module's order (clang's:
                            deferred ones after the others), for irgen (sema_lib.c) */
  DeclVec init_callees;  /* functions called from static global initializers, which run at
                            the start of the entry (so are reachable with it) */
  struct {               /* the (caller, callee) pairs sema_note_call has seen: slot k holds */
    Decl **k;            /* the pair at k[2k], k[2k+1] (open addressing; NULL = empty) */
    uint32_t cap, len;
  } call_pairs;
  VEC(TemplateInfo *) templates; /* every struct and function template, in order */
  struct {               /* sema_intrin.c's last answers to "which intrinsic table row is this */
    const char *name;    /* name" (slot by the name's address, confirmed by its text): */
    const void *row;     /* check_call asks several times per call */
  } intrin_memo[64];
  void **intrin_sigs;    /* sema_intrin.c: each table row's parsed signature, once parsed
                            (NULL until the first intrinsic call) */
  uint16_t *intrin_index; /* sema_intrin.c: the intrinsic table's names by hash (1 + first row;
                            made once find_row_c has missed its memo a few times) */
  uint32_t intrin_misses;
  uint64_t tpl_names[8]; /* a bit per hash of the last name component of each template
                            (hl_template_note): a name without its bit names none, so the
                            lookups per call and per type name skip the template list */
  void *tpl_parser;      /* the parser (kept after hl_parse so sema can instantiate templates) */
  TemplateInfo *tpl_cur; /* the template being instantiated (innermost) and its arguments */
  const TemplateArg *tpl_cur_args;
  const struct Expr *oob_exempt; /* the subscript sema checks next is in a context where clang
                            does not check constant vector/matrix indices (CheckArrayAccess):
                            a member's object, a cast's operand, an index, ?:'s condition */
  bool tpl_in_sema;      /* instantiations now go to tpl_pending (sema checks them at once) */
  DeclVec tpl_pending;   /* structs instantiated while sema runs, not yet checked */
  uint32_t tpl_depth;    /* nesting of instantiations (bounded: recursive templates) */
  struct TplFrame *tpl_frame; /* the instantiations the parser is in, innermost first: the
                            notes after each error (parse.c, as clang's backtrace) */
  void (*tpl_ctx_saved)(void *); /* the diagnostic context they replaced, and its user */
  void *tpl_ctx_saved_user;
  DiagTrap sfinae;       /* catches the errors of a function template's signature while it is
                            instantiated (a substitution failure, not an error) */
  const char *sfinae_why;/* the last instantiation failed by substitution: its first error */
  VEC(TplBody) tpl_bodies; /* function template instances whose bodies sema checks at
                            the end of the translation unit, as clang does (sema_template.c) */
  uint32_t tpl_body_cur; /* 1 + index in tpl_bodies of the body being checked; 0: none */
  uint32_t cg_walks;     /* sema_callgraph.c: walks made so far (each root gets a new one) */
  bool paq_warned;       /* "payload access qualifiers ignored" was reported (once, as DXC) */
  uint32_t no_typo_fix;  /* > 0 while checking the arguments of a call to an undeclared name:
                            no correction could make it valid, so clang suggests none */
  VEC(StructInfo *) rt_payloads; /* raytracing payload structs, in order of first use (sema_rt.c) */
  VEC(StructInfo *) nodetypes;   /* the node object classes made so far (types.c) */
  VEC(StructInfo *) rayqueries;  /* the RayQuery<flags, flags> classes made so far (types.c) */
  /* Out of memory (the arena says so, the compile fails): where the writes of
     hl_cv_new, hl_expr_rare_w and hl_decl_rare_w go */
  ConstVal cv_sink;
  ExprRare expr_rare_sink;
  DeclRare decl_rare_sink;
} HlslCtx;

/* A new folded value for e, to fill in (all of it: it is not cleared): a new
 * record (in c->ast) each time, so a struct copy of e (copy_expr) keeps its own. */
ConstVal *hl_cv_refill(HlslCtx *c);
static inline ConstVal *hl_cv_new(HlslCtx *c, Expr *e) {
  ConstVal *n;
  if (c->cv_left) {
    c->cv_left--;
    n = c->cv_pool++;
  } else {
    n = hl_cv_refill(c);
  }
  e->cv = n;
  return n;
}
/* e's folded value becomes *v (hl_cv_new's record). */
void hl_cv_set(HlslCtx *c, Expr *e, const ConstVal *v);

/* A new Expr (in c->ast), zeroed but for cv and rare, which point to the
 * shared zero records, and intrin, -1. NULL: out of memory. hl_expr_new_in is the same,
 * inline, for the parser's and sema's most frequent nodes. */
Expr *hl_expr_new(HlslCtx *c);
extern const Expr hl_expr0;
static inline Expr *hl_expr_new_in(HlslCtx *c) {
  /* a copy of hl_expr0 costs fewer instructions than clearing and setting */
  Expr *e = arena_alloc_uninit(c->ast, sizeof(Expr));
  if (!e) return NULL;
  *e = hl_expr0;
  return e;
}

/* ---- types.c ---- */
void hl_types_init(HlslCtx *c);
HType *hl_scalar(HlslCtx *c, ScalarKind sk);
/* Longest vector: 4 before shader model 6.9, 1024 from it ("long vectors"). */
#define HL_MAX_VECTOR 1024
HType *hl_vector(HlslCtx *c, ScalarKind sk, uint32_t n);
/* Longest vector the target allows (DXC's MaxHLSLVectorLength). */
uint32_t hl_max_vector(const HlslCtx *c);
/* Where DXC refuses vectors of more than 4 components even from SM 6.9
 * (its TypeDiagContext, in err_hlsl_unsupported_long_vector's order). */
typedef enum LongVecCtx {
  LV_CB_TB_TEMPLATE,  /* ConstantBuffer<T> / TextureBuffer<T> */
  LV_TESS_PATCH,      /* InputPatch<T, N> / OutputPatch<T, N> */
  LV_GS_STREAM,       /* PointStream<T> / LineStream<T> / TriangleStream<T> */
  LV_NODE_RECORD,     /* work graph node records */
  LV_CBUFFER,         /* cbuffer / tbuffer members and $Globals */
  LV_UDT_PARAM,       /* the struct argument of TraceRay / CallShader / DispatchMesh */
  LV_ENTRY_PARAM,     /* entry function parameters */
  LV_ENTRY_RETURN,    /* entry function return type */
  LV_PCF_PARAM,       /* patch constant function parameters */
  LV_PCF_RETURN,      /* patch constant function return type */
  LV_PAYLOAD_PARAM,   /* ray payload parameters */
  LV_ATTRIBUTES,      /* ReportHit attributes */
  /* objects only (DXC's err_hlsl_unsupported_object_context; long vectors are fine): */
  LV_TYPE_PARAM,      /* built-in template parameters */
  LV_SBUFFER,         /* StructuredBuffer<T> elements */
  LV_GLOBAL,          /* static global variables */
  LV_GROUPSHARED,     /* groupshared variables */
} LongVecCtx;
/* DXC's DiagnoseTypeElements: one error at loc for each vector of more
 * than 4 components and each object not allowed in the context (dx::HitObject
 * anywhere listed) in t (through arrays, struct fields and bases; each
 * struct type once). True when any was reported. */
bool hl_diag_long_vectors(HlslCtx *c, SrcLoc loc, const HType *t, LongVecCtx ctx);
HType *hl_matrix(HlslCtx *c, ScalarKind sk, uint32_t rows, uint32_t cols);
/* The matrix type with the given storage orientation. */
HType *hl_matrix_major(HlslCtx *c, ScalarKind sk, uint32_t rows, uint32_t cols, bool row_major);
/* t with its (array element) matrix type given orientation row_major; other types unchanged. */
HType *hl_with_major(HlslCtx *c, HType *t, bool row_major);
HType *hl_array(HlslCtx *c, HType *elem, uint32_t count);
HType *hl_resource(HlslCtx *c, HlResKind rk, HType *elem);
HType *hl_struct_type(HlslCtx *c, StructInfo *st);
/* RayQuery<flags, qflags>: the one class of these arguments. */
HType *hl_rayquery_type(HlslCtx *c, uint32_t flags, uint32_t qflags);
/* Is t (through arrays when arrays) a RayQuery class? */
bool hl_is_rayquery(const HType *t, bool arrays);
/* Work-graph node objects: the DXIL NodeIOKind of a node object type
 * name (0: none), its name, the class of a kind and record type (rec NULL
 * for the empty kinds), and whether t (through arrays when arrays) is one. */
uint32_t hl_node_kind_of(const char *name);
const char *hl_node_kind_name(uint32_t kind);
const char *hl_node_name_at(uint32_t i); /* the i-th node object type name, NULL past the last */
HType *hl_node_type(HlslCtx *c, uint32_t kind, HType *rec);
bool hl_is_node(const HType *t, bool arrays);
/* dx::HitObject: the one class (declared by the parser in namespace dx). */
HType *hl_hitobject_type(HlslCtx *c);
/* Is t (through arrays when arrays) dx::HitObject? Does t hold one (arrays,
 * struct members)? */
bool hl_is_hitobject(const HType *t, bool arrays);
bool hl_contains_hitobject(const HType *t);
/* Static facts about a state-object subobject type: its HLSL name, its
 * DXIL SubobjectKind and hit group type, and its fields in order (each a
 * string when the bit of string_mask is set, else a uint). */
typedef struct HlSubobjInfo {
  const char *name;       /* "GlobalRootSignature", ... */
  uint32_t dxil_kind;     /* DXIL::SubobjectKind (RDAT, dx.subobjects) */
  uint32_t hit_group;     /* DXIL::HitGroupType of the hit groups */
  uint32_t nfields;       /* initializer elements */
  uint32_t string_mask;   /* bit i: field i is a string */
} HlSubobjInfo;
const HlSubobjInfo *hl_subobject_info(HlSubobjKind k);
/* The subobject type named `name`, or NULL when it names none. */
HType *hl_subobject_type(HlslCtx *c, const char *name);
/* PointStream<T> (0), LineStream<T> (1), TriangleStream<T> (2). */
HType *hl_stream_type(HlslCtx *c, uint32_t kind, HType *elem);
bool hl_type_equal(const HType *a, const HType *b);
/* numeric: scalar, vector or matrix (inline: sema asks this of nearly every operand) */
static inline bool hl_is_numeric(const HType *t) {
  return t && (unsigned)(t->kind - T_SCALAR) <= T_MATRIX - T_SCALAR;
}
bool hl_sk_is_int(ScalarKind sk);      /* includes bool? no: integers and lit-int */
bool hl_sk_is_float(ScalarKind sk);    /* floats and lit-float */
bool hl_sk_is_signed(ScalarKind sk);   /* signed integer kinds */
bool hl_sk_is_literal(ScalarKind sk);
uint32_t hl_sk_bits(HlslCtx *c, ScalarKind sk); /* storage bits of the register type */

/* Number of scalar components of a numeric type (1 for scalars). */
uint32_t hl_components(const HType *t);
/* Total scalar leaves of any data type (structs/arrays flattened); 0 for resources. */
uint32_t hl_leaf_count(const HType *t);
bool hl_contains_resource(const HType *t);
const char *hl_type_name(HlslCtx *c, const HType *t); /* "float4", "RWBuffer<float>", ... */
const char *hl_sk_name(ScalarKind sk);
ScalarKind hl_sk_concrete(ScalarKind sk); /* literal kinds -> int / float */
HType *hl_concrete(HlslCtx *c, HType *t); /* replace literal component kinds */
HType *hl_with_sk(HlslCtx *c, const HType *t, ScalarKind sk); /* same shape, new component */
/* A literal-typed numeric type at its literal's width (literal int: int64_t, literal
 * float: double), same shape; any other type unchanged. */
HType *hl_literal_width(HlslCtx *c, HType *t);
HType *hl_elem_type(HlslCtx *c, const HType *t); /* scalar type of a numeric */
/* Layouts: natural (structured buffer) and legacy cbuffer. */
void hl_natural_layout(HlslCtx *c, const HType *t, uint32_t *size, uint32_t *align);
void hl_struct_layout(HlslCtx *c, StructInfo *st);
/* ---- cblayout.c: HLSL's legacy constant-buffer layout (DXC's rules) ---- */
/* Bytes t occupies in a constant buffer: no trailing padding; array elements
 * and matrix rows/columns start 16-byte rows; 0 when t holds no data. */
uint32_t hl_cb_size(HlslCtx *c, const HType *t);
/* Offset of a member of type t placed after `offset` bytes (inside a struct,
 * or anywhere without min-precision tracking); returns its offset. */
uint32_t hl_cb_place(HlslCtx *c, const HType *t, uint32_t offset);
/* Same for a top-level member of cb: also applies min-precision row rules. */
uint32_t hl_cb_place_top(HlslCtx *c, CBufInfo *cb, const HType *t, uint32_t offset);
/* Does t hold no constant-buffer data (resources, empty structs, zero-sized arrays)? */
bool hl_cb_dropped(HlslCtx *c, const HType *t);
/* Compute the legacy layout of a struct's fields (cb_offset, cb_index, cb_size). */
void hl_struct_cb_layout(HlslCtx *c, StructInfo *st);
/* Constant-buffer storage of a matrix: `major` 16-byte-aligned vectors of
 * `minor` components (columns for column_major, rows for row_major). */
void hl_matrix_cb_shape(const HType *t, uint32_t *major, uint32_t *minor);
/* Is sk a min-precision kind stored in 32 bits (no -enable-16bit-types)? */
bool hl_sk_is_minprec(HlslCtx *c, ScalarKind sk);
bool hl_res_is_uav(HlResKind rk);
const HlResKindInfo *hl_res_info(HlResKind rk);
bool hl_res_is_texture(HlResKind rk);
bool hl_res_is_sampler(HlResKind rk);
char hl_res_class(HlResKind rk); /* 't', 'u', 's', 'b' */

/* ---- sema_member.c ---- */
/* The last component of a qualified name ("x" of "N::M::x"). */
const char *hl_unqualified(const char *name);

/* ---- parse.c ---- */
bool hl_parse(HlslCtx *c, TokenList *toks); /* parses the tokens in place */
/* The parser kept for template instances (c->tpl_parser) lets go of the
 * token list hl_parse read (it reads an end of file from now on): the
 * list's memory can go back. False (nothing changed) when out of memory. */
bool hl_parse_drop_tokens(HlslCtx *c);
/* Instantiate template ti with args (one per parameter, defaults filled in):
 * the cached instance or a new D_STRUCT / D_FUNC parsed from ti's tokens
 * (NULL after errors, reported at `use`). New struct instances go to
 * c->decls while parsing, to c->tpl_pending while sema runs. */
Decl *hl_template_instantiate(HlslCtx *c, TemplateInfo *ti, const TemplateArg *args, SrcLoc use);
/* "S<float, 4>": the name of ti's instance for args. */
const char *hl_template_inst_name(HlslCtx *c, TemplateInfo *ti, const TemplateArg *args);

/* ---- sema.c / sema_expr.c / sema_intrin.c ---- */
bool hl_sema(HlslCtx *c);
void hl_error(HlslCtx *c, int code, SrcLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void hl_warning(HlslCtx *c, int code, SrcLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A warning clang reports at the end of the function body being checked
 * (DiagRuntimeBehavior), at once outside of one. */
void hl_warning_runtime(HlslCtx *c, int code, SrcLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* ---- irgen.c ---- */
struct IrModule *hl_irgen(HlslCtx *c);

/* ---- sema_subobj.c ---- */
struct HlslSubobjects;
/* The translation unit's evaluated subobjects, in order, into out (when
 * non-NULL); false when out of memory. */
bool hl_subobjects_collect(HlslCtx *c, struct HlslSubobjects *out);

/* ---- reflect_cb.c ---- */
struct Reflection;
/* Describe the generated constant buffers (after hl_irgen). */
void hl_reflect(HlslCtx *c, struct Reflection *r);
/* clang-style dump of the top-level declarations (ast_dump.c, hlslc -ast-dump). */
bool hl_ast_dump(HlslCtx *c, StrBuf *out);

/* strcmp(a, b) == 0, cheaper for names: the same (interned) spelling, or a
 * first letter that differs, settles most comparisons without the call. */
static inline bool hl_name_eq(const char *a, const char *b) {
  return a == b || (a[0] == b[0] && strcmp(a, b) == 0);
}

/* FNV-1a hash of name's last component (after its last "::"; never 0):
 * every way a type or template is named (N::f, ::f, f in N) ends with the
 * component its own qualified name ends with, so the parser's type-name
 * filter and the template filter below key on it. *qualified (may be NULL)
 * says whether the name holds a "::". */
static inline uint64_t hl_last_comp_hash(const char *name, bool *qualified) {
  uint64_t h = 1469598103934665603ull;
  bool q2 = false;
  for (const char *q = name; *q; q++) {
    if (q[0] == ':' && q[1] == ':') {
      h = 1469598103934665603ull;
      q2 = true;
      q++;
      continue;
    }
    h = (h ^ (unsigned char)*q) * 1099511628211ull;
  }
  if (qualified) *qualified = q2;
  return h ? h : 1;
}
/* The bit of hl_template_note's 512-bit filter for a last-component hash. */
static inline uint32_t hl_template_bit_of(uint64_t comp) { return (uint32_t)(comp ^ (comp >> 9) ^ (comp >> 32)) & 511; }
static inline uint32_t hl_template_bit(const char *name) { return hl_template_bit_of(hl_last_comp_hash(name, NULL)); }
static inline void hl_template_note(HlslCtx *c, const char *name) {
  uint32_t b = hl_template_bit(name);
  c->tpl_names[b >> 6] |= 1ull << (b & 63);
}
/* Can a template be named with last-component bit b / `name`? (false:
 * certainly not) */
static inline bool hl_template_maybe_bit(const HlslCtx *c, uint32_t b) { return (c->tpl_names[b >> 6] >> (b & 63)) & 1; }
static inline bool hl_template_maybe(const HlslCtx *c, const char *name) {
  return hl_template_maybe_bit(c, hl_template_bit(name));
}

#endif
