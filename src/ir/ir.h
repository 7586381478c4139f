/* ir.h - hlslc's SSA IR, a close mirror of LLVM IR.
 *
 * The IR is what every stage between the HLSL front end and the DXIL writer
 * reads and writes. It mirrors LLVM IR closely enough that LLVM's DirectX
 * tests (opt + FileCheck) run against our passes: the same types (including
 * target("dx.*") extension types, opaque `ptr` and, after dxil-prepare,
 * typed pointers), the same instructions, constants, globals, metadata and
 * attributes, and a printer producing LLVM .ll syntax.
 *
 * Memory: every object lives in the module's arena; nothing is freed
 * individually. Removing an instruction unlinks it.
 *
 * Uses: operands are plain arrays (IrInst.ops/nops, read them directly) and
 * every value also keeps the chain of instruction operands that use it
 * (IrValue.uses, def-use chains), so finding or replacing the uses of a value
 * costs the number of its uses. The chains are exact for instructions that
 * sit in a block of a function: inserting an instruction links its operands,
 * removing it (or its block, or its function) unlinks them. They are kept
 * exact by the editing API only, so never write IrInst.ops[] or nops
 * directly: use ir_inst_set_operand, ir_inst_add_operand,
 * ir_inst_set_operands, ir_inst_remove_operands. Uses inside constant
 * expressions/aggregates, global initializers and metadata are not on the
 * chains; values that have been put in such places carry a flag
 * (IR_VF_IN_CONST / IR_VF_IN_MD) and ir_replace_all_uses/ir_count_uses walk
 * those places only for them.
 */
#ifndef HLSLC_IR_H
#define HLSLC_IR_H

#include "../base/base.h"

typedef struct IrType IrType;
typedef struct IrValue IrValue;
typedef struct IrInst IrInst;
typedef struct IrBlock IrBlock;
typedef struct IrFunc IrFunc;
typedef struct IrGlobal IrGlobal;
typedef struct IrModule IrModule;
typedef struct IrMD IrMD;
typedef struct IrAttrSet IrAttrSet;

/* ====================================================================== */
/* Types. Interned per module: two IrType pointers are equal iff the types
 * are equal (named structs compare by identity). Create only through the
 * ir_type_* constructors. */

typedef enum IrTypeKind {
  IR_TY_VOID,
  IR_TY_LABEL,
  IR_TY_METADATA,
  IR_TY_INT,      /* iN, width in bits */
  IR_TY_HALF,
  IR_TY_FLOAT,
  IR_TY_DOUBLE,
  IR_TY_PTR,      /* opaque `ptr addrspace(N)` when pointee == NULL, else typed `T addrspace(N)*` */
  IR_TY_VECTOR,   /* <N x T> */
  IR_TY_ARRAY,    /* [N x T] */
  IR_TY_STRUCT,   /* named (%name) or literal ({...} / <{...}>) */
  IR_TY_FUNC,     /* ret (params...) */
  IR_TY_TARGET,   /* target("name", types..., ints...) */
} IrTypeKind;

struct IrType {
  IrTypeKind kind;
  uint32_t bits;          /* IR_TY_INT: width */
  uint32_t addrspace;     /* IR_TY_PTR: address space */
  IrType *elem;           /* PTR: pointee (NULL = opaque); VECTOR/ARRAY: element; FUNC: return type */
  uint64_t count;         /* VECTOR/ARRAY: element count */
  IrType **members;       /* STRUCT: fields; FUNC: parameters; TARGET: type parameters */
  uint32_t nmembers;      /* length of members */
  uint32_t *ints;         /* TARGET: integer parameters */
  uint32_t nints;         /* length of ints */
  const char *name;       /* STRUCT: name without '%' (NULL for literal); TARGET: e.g. "dx.RawBuffer" */
  bool packed;            /* STRUCT: <{ }> layout */
  bool opaque;            /* STRUCT: named struct without a body (yet) */
  bool vararg;            /* FUNC: trailing ... */
  uint32_t id;            /* creation index within the module (stable ordering) */
  const char *mangled;    /* ir_type_mangled's cache (NULL until asked) */
  uint32_t mangled_len;
};

IrType *ir_type_void(IrModule *m);
IrType *ir_type_label(IrModule *m);
IrType *ir_type_metadata(IrModule *m);
IrType *ir_type_int(IrModule *m, uint32_t bits);
IrType *ir_type_half(IrModule *m);
IrType *ir_type_float(IrModule *m);
IrType *ir_type_double(IrModule *m);
IrType *ir_type_ptr(IrModule *m, uint32_t addrspace);            /* opaque */
IrType *ir_type_typed_ptr(IrModule *m, IrType *pointee, uint32_t addrspace);
IrType *ir_type_vector(IrModule *m, IrType *elem, uint64_t n);
IrType *ir_type_array(IrModule *m, IrType *elem, uint64_t n);
IrType *ir_type_struct_literal(IrModule *m, IrType **fields, uint32_t n, bool packed);
/* Named structs: get-or-create by name; body set once with ir_type_struct_set_body.
 * ir_type_struct_new always creates a fresh one, uniquing the name
 * (name, name.0, name.1 ... like LLVM). */
IrType *ir_type_struct_named(IrModule *m, const char *name);
IrType *ir_type_struct_new(IrModule *m, const char *name);
void ir_type_struct_set_body(IrModule *m, IrType *st, IrType **fields, uint32_t n, bool packed);
/* Rename a named struct as LLVM does a colliding name: NAME.<n>, the first
 * n the module has not used (DXC's copies of a type, %struct.P.0). */
bool ir_type_struct_rename_unique(IrModule *m, IrType *t);
IrType *ir_type_func(IrModule *m, IrType *ret, IrType **params, uint32_t n, bool vararg);
IrType *ir_type_target(IrModule *m, const char *name, IrType **types, uint32_t ntypes,
                       const uint32_t *ints, uint32_t nints);

bool ir_type_is_int(const IrType *t, uint32_t bits); /* bits 0: any width */
bool ir_type_is_fp(const IrType *t);                 /* half/float/double */
bool ir_type_is_ptr(const IrType *t);
IrType *ir_type_scalar(IrType *t);                   /* element type of a vector, else t */
/* The type a GEP over source type src reaches with indices idx[1..n) (idx[0]
 * steps over the pointer): NULL when a struct index is not a constant in
 * range or an index goes into a non-aggregate. */
IrType *ir_type_gep_indexed(IrType *src, IrValue *const *idx, uint32_t n);
/* Size in bytes / ABI alignment under DXIL's data layout (i1 as 4 bytes in
 * memory like DXC's i1:32 layout; pointers 4 bytes). */
uint64_t ir_type_size(const IrType *t);
uint32_t ir_type_align(const IrType *t);
/* Size in bytes under the module's own `target datalayout`: DXC's layout
 * without native 16-bit types says i16:32 and f16:32, so a min-precision
 * i16 takes 4 bytes in memory (groupshared sizes, payloads); a vector is
 * aligned as its element (DXC's DataLayout change). Falls back to
 * ir_type_size's layout for the parts the string does not give. */
uint64_t ir_type_size_in(const struct IrModule *m, const IrType *t);
/* The ABI alignment under the module's `target datalayout`, as
 * ir_type_size_in lays the type out (a min-precision i16 aligns at 4). */
uint32_t ir_type_align_in(const struct IrModule *m, const IrType *t);
/* LLVM's mangled suffix for overloaded intrinsic names:
 * i32, f32, v4f32, p0, a4f32, sl_v4f32v4i32s, tdx.TypedBuffer_v4f32_1_0_0t, ... */
void ir_type_mangle(StrBuf *sb, const IrType *t);
/* The same suffix as a string, computed once per type and kept (types are
 * interned, so a struct or layout of many members is not re-mangled for
 * every intrinsic name that mentions it). NULL on OOM. */
const char *ir_type_mangled(IrModule *m, IrType *t);

/* Intrinsic names (src/ir/intrinsics.c). ir_intrinsic_base: the base name
 * of the known intrinsic `name` is an instance of ("llvm.dx.resource.
 * handlefrombinding" for any of its mangled names), with *overloaded set;
 * NULL when unknown. ir_intrinsic_name: LLVM's full name for base called
 * with function type fnty, e.g. base + ".tdx.RawBuffer_f32_0_0t"; NULL when
 * base is unknown or fnty lacks an overloaded position. */
const char *ir_intrinsic_base(const char *name, bool *overloaded);
const char *ir_intrinsic_name(IrModule *m, const char *base, IrType *fnty);

/* ====================================================================== */
/* Values. Every value starts with an IrValue header; the kind says which
 * containing struct it is embedded in (IrInst, IrBlock, IrFunc, IrGlobal,
 * IrConst, IrArg). */

typedef enum IrValueKind {
  IR_V_CONST_INT,     /* IrConst: iN constant (also i1 true/false) */
  IR_V_CONST_FP,      /* IrConst: half/float/double */
  IR_V_CONST_NULL,    /* IrConst: `null` pointer / target type `none` */
  IR_V_CONST_ZERO,    /* IrConst: zeroinitializer of an aggregate/vector */
  IR_V_UNDEF,         /* IrConst: undef */
  IR_V_POISON,        /* IrConst: poison */
  IR_V_CONST_AGG,     /* IrConst: struct/array/vector constant, elems[] */
  IR_V_CONST_DATA,    /* IrConst: c"..." string/byte array (bytes, nbytes) */
  IR_V_CONST_EXPR,    /* IrConst: constant expression (GEP/cast), see expr_* */
  IR_V_GLOBAL,        /* IrGlobal */
  IR_V_FUNC,          /* IrFunc */
  IR_V_ARG,           /* IrArg */
  IR_V_BLOCK,         /* IrBlock (type label) */
  IR_V_INST,          /* IrInst */
  IR_V_MD,            /* IrMDValue: metadata used as a call argument (metadata !x) */
} IrValueKind;

typedef struct IrUse IrUse;

/* IrValue.vflags: where else than in instruction operands a value may be
 * used (sticky: set when the value is put there, never cleared), and
 * IR_VF_REMOVED. */
enum {
  IR_VF_IN_CONST = 1u << 0, /* an element of a constant aggregate/expression */
  IR_VF_IN_MD = 1u << 1,    /* the value of a metadata VALUE node */
  IR_VF_REMOVED = 1u << 2,  /* an instruction ir_inst_remove noted for ir_module_reclaim
                               (cleared there) */
  IR_VF_LINKED = 1u << 3,   /* an instruction whose operands are on their values' use
                               chains (it is in a block of a function) */
  IR_VF_REPLACED = 1u << 4, /* a key of an optimiser's replacement map (opt_rep_put):
                               a clear bit answers "not replaced" without a lookup;
                               a stale set bit only costs the lookup */
};

struct IrValue {
  /* 32 bytes, no padding: every instruction, constant, argument and block
   * starts with one */
  uint8_t kind;       /* IrValueKind */
  uint8_t unused_;
  uint16_t vflags;    /* IR_VF_* */
  uint32_t num;       /* scratch slot for passes/printer/writer numbering */
  IrType *type;       /* value's type (pointer type for globals/functions) */
  const char *name;   /* without sigil; NULL or "" = unnamed (printed as %N) */
  IrUse *uses;        /* instruction operands using this value (def-use chain) */
};

/* One operand slot of an instruction on its value's use chain. The chain's
 * order is unspecified (newest first): code that needs program order sorts. */
struct IrUse {
  IrUse *next;        /* next use of the same value */
  IrUse **pprev;      /* the pointer that points at this use (NULL: not linked) */
  IrInst *user;       /* the instruction whose operand this is */
};

/* Uses through the chains (instruction operands only; see ir_count_uses for
 * metadata and constants). */
uint32_t ir_use_index(const IrUse *u);                 /* operand index in u->user */
static inline bool ir_value_has_uses(const IrValue *v) { return v->uses != NULL; }
static inline bool ir_value_has_one_use(const IrValue *v) {
  return v->uses && !v->uses->next;
}
uint32_t ir_value_num_uses(const IrValue *v);

typedef struct IrConst {
  IrValue v;
  uint64_t ival;      /* CONST_INT: value, zero-extended to 64 bits (truncated to width) */
  double fval;        /* CONST_FP: value (exact for half/float) */
  uint64_t fbits;     /* CONST_FP: raw bit pattern in the type's width (authoritative) */
  IrValue **elems;    /* CONST_AGG: elements; CONST_EXPR: operands */
  uint32_t nelems;
  const uint8_t *bytes; /* CONST_DATA */
  uint32_t nbytes;
  int expr_op;        /* CONST_EXPR: an IrOpcode (IR_GEP, IR_BITCAST, IR_ADDRSPACECAST, ...) */
  IrType *expr_type;  /* CONST_EXPR GEP: source element type */
  uint32_t expr_flags;/* CONST_EXPR GEP: IR_FLAG_INBOUNDS etc. */
} IrConst;

typedef struct IrArg {
  IrValue v;
  IrFunc *func;       /* owning function */
  uint32_t index;     /* position in the parameter list */
  IrType *pointee;    /* a pointer parameter's declared pointee (DXIL's typed
                         pointers), NULL to take it from the uses */
} IrArg;

typedef struct IrMDValue {
  IrValue v;          /* type is metadata */
  IrMD *md;
} IrMDValue;

/* Constants are interned where that is cheap (ints, fp, null, undef, poison,
 * zero); aggregates and exprs are created fresh. */
IrValue *ir_const_int(IrModule *m, IrType *t, uint64_t v);
IrValue *ir_const_i1(IrModule *m, bool v);
IrValue *ir_const_i32(IrModule *m, uint32_t v);
IrValue *ir_const_fp(IrModule *m, IrType *t, double v);          /* rounds to the type */
IrValue *ir_const_fp_bits(IrModule *m, IrType *t, uint64_t bits);
IrValue *ir_const_null(IrModule *m, IrType *t);
IrValue *ir_const_zero(IrModule *m, IrType *t);     /* int/fp 0, null, or zeroinitializer */
IrValue *ir_undef(IrModule *m, IrType *t);
IrValue *ir_poison(IrModule *m, IrType *t);
IrValue *ir_const_agg(IrModule *m, IrType *t, IrValue **elems, uint32_t n);
/* The vector constant of type vt with every element `elem` (any width). */
IrValue *ir_const_splat(IrModule *m, IrType *vt, IrValue *elem);
IrValue *ir_const_data(IrModule *m, IrType *t, const uint8_t *bytes, uint32_t n);
IrValue *ir_const_expr(IrModule *m, int op, IrType *result, IrType *src_elem,
                       IrValue **ops, uint32_t n, uint32_t flags);
IrValue *ir_md_value(IrModule *m, IrMD *md);
bool ir_is_const(const IrValue *v);   /* any IR_V_CONST_*, undef, poison, global, func */
bool ir_const_is_int(const IrValue *v, uint64_t *out);
IrConst *ir_as_const(IrValue *v);     /* NULL when not a constant kind */

/* ====================================================================== */
/* Instructions. */

typedef enum IrOpcode {
  /* terminators */
  IR_RET, IR_BR, IR_SWITCH, IR_UNREACHABLE,
  /* binary (int and fp share the enum; fp ones are distinct opcodes) */
  IR_ADD, IR_SUB, IR_MUL, IR_UDIV, IR_SDIV, IR_UREM, IR_SREM,
  IR_SHL, IR_LSHR, IR_ASHR, IR_AND, IR_OR, IR_XOR,
  IR_FADD, IR_FSUB, IR_FMUL, IR_FDIV, IR_FREM,
  IR_FNEG,
  /* casts */
  IR_TRUNC, IR_ZEXT, IR_SEXT, IR_FPTOUI, IR_FPTOSI, IR_UITOFP, IR_SITOFP,
  IR_FPTRUNC, IR_FPEXT, IR_PTRTOINT, IR_INTTOPTR, IR_BITCAST, IR_ADDRSPACECAST,
  /* memory */
  IR_ALLOCA, IR_LOAD, IR_STORE, IR_GEP,
  IR_ATOMICRMW, IR_CMPXCHG,
  /* other */
  IR_ICMP, IR_FCMP, IR_PHI, IR_SELECT, IR_CALL,
  IR_EXTRACTELEMENT, IR_INSERTELEMENT, IR_SHUFFLEVECTOR,
  IR_EXTRACTVALUE, IR_INSERTVALUE, IR_FREEZE,
  IR_OPCODE_COUNT
} IrOpcode;

const char *ir_opcode_name(IrOpcode op); /* "add", "getelementptr", ... */

/* Atomics. IrInst.aux for ATOMICRMW = IrAtomicOp | (IrOrdering << 8); for
 * CMPXCHG = success ordering | (failure ordering << 8); atomic LOAD/STORE
 * = IrOrdering << 8 (0: not atomic). Both enums use
 * modern LLVM's in-memory numbering (the writer maps to 3.7 encoding). */
typedef enum IrAtomicOp {
  IR_RMW_XCHG, IR_RMW_ADD, IR_RMW_SUB, IR_RMW_AND, IR_RMW_NAND, IR_RMW_OR,
  IR_RMW_XOR, IR_RMW_MAX, IR_RMW_MIN, IR_RMW_UMAX, IR_RMW_UMIN, IR_RMW_FADD,
  IR_RMW_FSUB, IR_RMW_FMAX, IR_RMW_FMIN, IR_RMW_UINC_WRAP, IR_RMW_UDEC_WRAP,
} IrAtomicOp;
typedef enum IrOrdering {
  IR_ORD_NOTATOMIC = 0, IR_ORD_UNORDERED = 1, IR_ORD_MONOTONIC = 2,
  IR_ORD_ACQUIRE = 4, IR_ORD_RELEASE = 5, IR_ORD_ACQ_REL = 6, IR_ORD_SEQ_CST = 7,
} IrOrdering;
bool ir_opcode_is_binary(IrOpcode op);   /* ADD..FREM */
bool ir_opcode_is_cast(IrOpcode op);     /* TRUNC..ADDRSPACECAST */
bool ir_opcode_is_terminator(IrOpcode op);

/* Predicates use LLVM's numbering (FCMP 0-15, ICMP 32-41), which is also
 * the bitcode encoding. */
typedef enum IrPred {
  IR_FCMP_FALSE = 0, IR_FCMP_OEQ, IR_FCMP_OGT, IR_FCMP_OGE, IR_FCMP_OLT, IR_FCMP_OLE,
  IR_FCMP_ONE, IR_FCMP_ORD, IR_FCMP_UNO, IR_FCMP_UEQ, IR_FCMP_UGT, IR_FCMP_UGE,
  IR_FCMP_ULT, IR_FCMP_ULE, IR_FCMP_UNE, IR_FCMP_TRUE,
  IR_ICMP_EQ = 32, IR_ICMP_NE, IR_ICMP_UGT, IR_ICMP_UGE, IR_ICMP_ULT, IR_ICMP_ULE,
  IR_ICMP_SGT, IR_ICMP_SGE, IR_ICMP_SLT, IR_ICMP_SLE,
} IrPred;
const char *ir_pred_name(IrPred p); /* "eq", "oge", ... */

/* Instruction flags (bit set in IrInst.flags). Fast-math bits follow
 * modern LLVM's printed names; the writer maps them to 3.7 encoding. */
enum {
  IR_FLAG_NUW = 1u << 0,
  IR_FLAG_NSW = 1u << 1,
  IR_FLAG_EXACT = 1u << 2,
  IR_FLAG_INBOUNDS = 1u << 3,  /* GEP */
  IR_FLAG_GEP_NUW = 1u << 4,   /* GEP `nuw` (modern LLVM) */
  IR_FLAG_GEP_NUSW = 1u << 5,
  IR_FLAG_VOLATILE = 1u << 6,  /* load/store/atomic */
  IR_FLAG_TAIL = 1u << 7,      /* call: `tail` */
  IR_FLAG_DISJOINT = 1u << 8,  /* or disjoint */
  IR_FLAG_NNEG = 1u << 9,      /* zext/uitofp nneg */
  IR_FLAG_WEAK = 1u << 10,     /* cmpxchg weak */
  IR_FLAG_LATE = 1u << 11,     /* made by a lowering DXC runs after its last instcombine
                                  (groupshared flattening): dxc-combine keeps its shape;
                                  never printed or written */
  /* fast-math */
  IR_FMF_NNAN = 1u << 16, IR_FMF_NINF = 1u << 17, IR_FMF_NSZ = 1u << 18,
  IR_FMF_ARCP = 1u << 19, IR_FMF_CONTRACT = 1u << 20, IR_FMF_AFN = 1u << 21,
  IR_FMF_REASSOC = 1u << 22,
  IR_FMF_FAST = 0x7Fu << 16,
};

const char *ir_rmw_name(uint32_t op);        /* "add", "xchg", "umax", ... */
const char *ir_ordering_name(uint32_t ord);  /* "seq_cst", "monotonic", ... */

/* A metadata attachment on an instruction or function: !kind !node. */
typedef struct IrMDAttach {
  const char *kind;   /* "dx.precise", "llvm.loop", "range", ... ("dbg" kept but unwritten) */
  IrMD *md;
} IrMDAttach;

/* Operand conventions (ops[] layout per opcode):
 *   RET:        [] or [value]
 *   BR:         [dest] or [cond, iftrue, iffalse]           (blocks as IrBlock values)
 *   SWITCH:     [cond, default, caseval0, dest0, caseval1, dest1, ...]
 *   binary:     [lhs, rhs];  FNEG, casts, FREEZE: [x]
 *   ALLOCA:     [count] (type allocated in `aux_type`)
 *   LOAD:       [ptr] (loaded type = v.type)
 *   STORE:      [value, ptr]
 *   GEP:        [ptr, idx...] (source element type in `aux_type`)
 *   ATOMICRMW:  [ptr, value] (op in `aux`), CMPXCHG: [ptr, cmp, new]
 *   ICMP/FCMP:  [lhs, rhs] (predicate in `aux`)
 *   PHI:        [value0, block0, value1, block1, ...]
 *   SELECT:     [cond, iftrue, iffalse]
 *   CALL:       [callee, arg0, arg1, ...] (function type in `aux_type`)
 *   EXTRACTELEMENT: [vec, idx]; INSERTELEMENT: [vec, elt, idx]
 *   SHUFFLEVECTOR:  [v1, v2] with mask in `indices` (-1 as UINT32_MAX = poison)
 *   EXTRACTVALUE:   [agg] with `indices`; INSERTVALUE: [agg, value] with `indices`
 */
struct IrInst {
  /* Fields in pairs of 32-bit words and pointers, so that there is no
   * padding: a big shader has a few hundred thousand of these (160 bytes:
   * the arena rounds each block up to 16). */
  IrValue v;              /* result; type void for no result */
  IrOpcode op;
  uint32_t nops;
  IrValue **ops;          /* operands (layout above); read-only, edit with ir_inst_set_operand & co */
  uint32_t opscap;        /* allocated operand slots */
  uint32_t flags;         /* IR_FLAG_* / IR_FMF_* */
  uint32_t aux;           /* ICMP/FCMP predicate; ATOMICRMW op; CMPXCHG/atomic ordering */
  uint32_t align;         /* LOAD/STORE/ALLOCA alignment in bytes (0 = unspecified) */
  IrType *aux_type;       /* GEP source element type; ALLOCA allocated type; CALL function type */
  union { /* by opcode: a call has no indices (nindices 0), the others no call attributes */
    uint32_t *indices;    /* EXTRACTVALUE/INSERTVALUE indices; SHUFFLEVECTOR mask */
    IrAttrSet *call_ret_attrs; /* CALL: return attributes at the call site, e.g. `call noundef ptr` (may be NULL) */
  };
  uint32_t nindices;      /* entries in indices; 0 for a CALL */
  uint32_t nmd;           /* metadata attachments in md */
  IrAttrSet *call_attrs;  /* CALL: call-site attributes (may be NULL) */
  IrAttrSet **call_arg_attrs; /* CALL: per-argument attributes, nops-1 entries, e.g. `ptr nonnull @s`
                                 (array and entries may be NULL) */
  IrMDAttach *md;         /* metadata attachments */
  SrcLoc loc;             /* HLSL source position (for diagnostics), or none */
  IrBlock *parent;        /* containing block */
  IrInst *prev, *next;    /* list within the block */
  uint64_t order;         /* position key within the block (see ir_inst_order) */
};

/* The use record of each operand slot (opscap entries, parallel to ops):
 * they follow the operand array in the same block (inst.c's ops_alloc). */
static inline IrUse *ir_inst_opuse(const IrInst *i) {
  return i->ops ? (IrUse *)(void *)(i->ops + i->opscap) : NULL;
}
static inline bool ir_inst_linked(const IrInst *i) { return (i->v.vflags & IR_VF_LINKED) != 0; }

struct IrBlock {
  IrValue v;              /* label value; name without '%' */
  IrFunc *parent;
  IrInst *first, *last;   /* instruction list */
  uint32_t index;         /* position in parent->blocks (kept by the block API) */
  bool order_stale;       /* instruction order keys need renumbering */
};

/* ====================================================================== */
/* Attributes. A set is an ordered list of "key" or "key=value" entries,
 * e.g. "nounwind", "memory(none)", "align=4", "\"hlsl.numthreads\"=\"1,1,1\""
 * (string attributes keep their quotes in key/value). */

typedef struct IrAttr {
  const char *key;   /* e.g. "nounwind", "noundef", "\"hlsl.shader\"" */
  const char *value; /* NULL for enum attributes; "4" for align, "\"compute\"" for strings,
                        "none" for memory(none) written as key "memory" */
} IrAttr;

struct IrAttrSet {
  IrAttr *attrs;
  uint32_t n;
  /* What the optimisers derive from the set (opt_util.c: its memory
   * effect, whether it says convergent), kept so that it is not derived
   * again with string compares for every call they look at: 0 until
   * derived; ir_attrs_add, the one way to change a set, clears it. */
  uint8_t memo;
};

IrAttrSet *ir_attrs_new(IrModule *m);
void ir_attrs_add(IrModule *m, IrAttrSet *s, const char *key, const char *value);
const IrAttr *ir_attrs_find(const IrAttrSet *s, const char *key);
/* A string attribute's value without its quotes ("" when it has none). */
const char *ir_attr_unquoted(const IrAttr *a, size_t *len);
/* Up to max comma-separated unsigned integers of an attribute value (blanks
 * around them allowed, each capped at UINT32_MAX); returns how many. */
uint32_t ir_attr_uint_list(const char *s, size_t len, uint32_t *out, uint32_t max);
bool ir_attrs_equal(const IrAttrSet *a, const IrAttrSet *b);

/* ====================================================================== */
/* Functions and globals. */

typedef enum IrLinkage {
  IR_LINK_EXTERNAL, IR_LINK_INTERNAL, IR_LINK_PRIVATE, IR_LINK_LINKONCE_ODR,
  IR_LINK_WEAK_ODR, IR_LINK_APPENDING, IR_LINK_AVAILABLE_EXTERNALLY,
  IR_LINK_EXTERN_WEAK, IR_LINK_COMMON,
} IrLinkage;
/* Internal or private: not visible outside the module (what may be dropped
 * when unused, or optimised as the module's own). */
static inline bool ir_linkage_is_local(IrLinkage l) { return l == IR_LINK_INTERNAL || l == IR_LINK_PRIVATE; }

struct IrFunc {
  IrValue v;              /* type: opaque ptr (or typed pointer to fn after prepare) */
  IrType *fn_type;        /* the function type */
  IrLinkage linkage;
  IrArg **args;           /* parameters */
  uint32_t nargs;
  IrBlock **blocks;       /* body in order; blocks[0] is the entry; none = declaration */
  uint32_t nblocks;
  uint32_t blockcap;
  IrAttrSet *fn_attrs;    /* function attributes (NULL = none) */
  IrAttrSet *ret_attrs;   /* return attributes */
  IrAttrSet **param_attrs;/* per parameter (entries may be NULL) */
  IrMDAttach *md;         /* function metadata attachments */
  uint32_t nmd;
  int unnamed_addr;       /* 0 none, 1 local_unnamed_addr, 2 unnamed_addr (as IrGlobal) */
  int visibility;         /* 0 default, 1 hidden, 2 protected (clang marks HLSL functions hidden) */
  bool dso_local;         /* `dso_local` */
  const char *section;
  SrcLoc loc;
  IrModule *module;
  /* A classification a pass derives from the function's name (what an
   * intrinsic does), kept so that it is not re-derived with string
   * compares for every call: valid while memo_tag is the deriving code's
   * tag and memo_name is still v.name (a rename makes a new string). */
  const void *memo_tag;
  const char *memo_name;
  int32_t memo;
  /* The same, for the DXIL layer's intrinsic map entry of the name (a
   * second slot, so that the two users do not evict each other). */
  const char *map_name;
  const void *map;
};

/* IrFunc.memo: the value the classification identified by `tag` (the
 * address of a static const of the deriving code) kept for f's current
 * name; false when it has to be derived (then ir_func_memo_set). */
static inline bool ir_func_memo_get(const IrFunc *f, const void *tag, int32_t *out) {
  if (f->memo_tag != tag || f->memo_name != f->v.name) return false;
  *out = f->memo;
  return true;
}
static inline int32_t ir_func_memo_set(IrFunc *f, const void *tag, int32_t v) {
  f->memo = v;
  f->memo_tag = tag;
  f->memo_name = f->v.name;
  return v;
}

struct IrGlobal {
  IrValue v;              /* type: ptr addrspace(N) */
  IrType *value_type;     /* the type of the stored object */
  uint32_t addrspace;
  IrLinkage linkage;
  bool is_const;          /* `constant` vs `global` */
  bool external_init;     /* externally_initialized */
  int unnamed_addr;       /* 0 none, 1 local_unnamed_addr, 2 unnamed_addr */
  int visibility;         /* 0 default, 1 hidden, 2 protected */
  bool dso_local;         /* `dso_local` */
  bool thread_local_;
  IrValue *init;          /* initializer or NULL (declaration: external with no init) */
  bool fe_decl;           /* the front end declared it without a definition (groupshared):
                           * DXIL writes it as an external declaration while a pass
                           * has not replaced it; globals passes create are defined */
  uint32_t align;
  const char *section;
  IrAttrSet *attrs;       /* global attributes (rare) */
  SrcLoc loc;             /* HLSL declaration (for binding diagnostics) */
};

/* ====================================================================== */
/* Metadata. */

typedef enum IrMDKind {
  IR_MD_STRING,  /* !"text" */
  IR_MD_VALUE,   /* a constant/global as metadata: `i32 4`, `ptr @g` */
  IR_MD_NODE,    /* !{ ... } possibly distinct; operands may be NULL (null) */
} IrMDKind;

struct IrMD {
  IrMDKind kind;
  const char *str;    /* STRING */
  uint32_t len;       /* STRING length (may contain NULs) */
  IrValue *value;     /* VALUE */
  IrMD **ops;         /* NODE operands; NULL entries print as `null` */
  uint32_t nops;
  bool distinct;      /* NODE: distinct !{} */
  const char *special;/* NODE: when non-NULL, the raw text of a specialized node
                         (e.g. "!DILocation(line: 3, scope: !4)") kept verbatim.
                         The nodes it references (`!4`) are ops[], in order of
                         appearance; printers rewrite the i-th `!<digits>`
                         outside string literals to ops[i]'s slot. */
  uint32_t slot;      /* scratch numbering for printer/writer */
};

typedef struct IrNamedMD {
  const char *name;   /* without '!' */
  IrMD **ops;
  uint32_t nops;
} IrNamedMD;

IrMD *ir_md_string(IrModule *m, const char *s);
IrMD *ir_md_const(IrModule *m, IrValue *v);     /* IR_MD_VALUE */
IrMD *ir_md_node(IrModule *m, IrMD **ops, uint32_t n); /* fresh node (not uniqued) */
IrMD *ir_md_i32(IrModule *m, uint32_t v);       /* shorthand: VALUE of i32 */
/* The integer a VALUE node holds, truncated to 32 bits; false for anything
 * else (NULL, another kind, a non-integer constant). */
bool ir_md_u32(const IrMD *md, uint32_t *out);
IrNamedMD *ir_named_md(IrModule *m, const char *name);       /* NULL if absent */
IrMD *ir_named_md_op0(IrModule *m, const char *name);         /* its first operand, or NULL */
IrNamedMD *ir_named_md_get(IrModule *m, const char *name);   /* get or create */
void ir_named_md_add(IrModule *m, IrNamedMD *nmd, IrMD *op);
void ir_named_md_remove(IrModule *m, const char *name);

/* ====================================================================== */
/* Module. */

struct IrModule {
  Arena *arena;           /* all IR memory */
  Diag *diag;             /* where passes report */
  const char *source_filename;
  const char *module_id;  /* ModuleID line */
  const char *triple;     /* target triple, e.g. "dxil-pc-shadermodel6.0-compute" */
  const char *datalayout;
  PtrVec types;           /* every type created, in creation order */
  PtrVec named_structs;   /* named struct types in creation order */
  PtrVec globals;         /* IrGlobal*, in order */
  PtrVec funcs;           /* IrFunc*, in order */
  PtrVec named_md;        /* IrNamedMD*, in order */
  void *intern;           /* private interning tables (types, constants) */
  /* Instructions and blocks get no names any more (ir_unique_name gives
   * NULL for them): set by dxil-drop-local-names where nothing after reads
   * a local name (DXC's DXIL carries none), so no pass spends time uniquing
   * names that dxil-prepare would drop. */
  bool local_names_off;
};

IrModule *ir_module_new(Arena *a, Diag *d);
IrGlobal *ir_global_new(IrModule *m, const char *name, IrType *value_type, uint32_t addrspace);
IrFunc *ir_func_new(IrModule *m, const char *name, IrType *fn_type);  /* declaration */
IrFunc *ir_module_func(IrModule *m, const char *name);      /* lookup, NULL if absent */
IrGlobal *ir_module_global(IrModule *m, const char *name);
/* Declares (or returns the existing) function `name` with type fn_type. */
IrFunc *ir_module_get_or_insert_func(IrModule *m, const char *name, IrType *fn_type);
void ir_module_remove_func(IrModule *m, IrFunc *f);
void ir_module_remove_global(IrModule *m, IrGlobal *g);
/* Remove several functions in one pass over the module's list. */
void ir_module_remove_funcs(IrModule *m, IrFunc *const *fs, uint32_t n);
/* Remove several globals in one pass over the module's list. */
void ir_module_remove_globals(IrModule *m, IrGlobal *const *gs, uint32_t n);
/* Name uniquing within a function/module: returns name, or a fresh variant
 * if taken, like LLVM's symbol tables: locals append a per-function counter
 * directly (x, x1, x2), globals/functions append ".N" (g, g.1). */
const char *ir_unique_name(IrModule *m, IrFunc *f, const char *name);
/* Rename v to `name` uniqued in its function (f may be NULL: derived from v;
 * globals/functions use the module table). NULL/"" makes v unnamed. Prefer
 * this over assigning v->name so later ir_unique_name calls see the name. */
void ir_value_set_name(IrModule *m, IrFunc *f, IrValue *v, const char *name);

IrBlock *ir_block_new(IrFunc *f, const char *name); /* appended to f */
IrBlock *ir_block_new_after(IrFunc *f, IrBlock *after, const char *name);
/* n new blocks after `after` (at the end when NULL), out[k] named names[k] in
 * order, as n calls of ir_block_new_after would make them, in one insertion:
 * one at a time renumbers the rest of the function per block. */
bool ir_blocks_new_after(IrFunc *f, IrBlock *after, uint32_t n, const char *const *names,
                         IrBlock **out);
void ir_block_remove(IrBlock *b);                   /* unlink from function */
/* Take b out of its function like ir_block_remove, but leave its slot in
 * f->blocks (and the indices of the others) as they are until
 * ir_func_compact_blocks: for removing many blocks in one pass. Meanwhile
 * f->blocks holds b, empty or not, with b->parent NULL. */
void ir_block_detach(IrBlock *b);
/* Drop the slots of detached blocks from f->blocks (one pass). */
void ir_func_compact_blocks(IrFunc *f);
/* Split b after its instruction `last`, moving the (short) head rather than
 * the rest: a new block takes b's place in the function, b's name, the
 * instructions up to and including `last` and every branch into b; b keeps
 * the rest (and its terminator, so the phis of its successors still name
 * it), sits right after the new block and is renamed `name` (uniqued before
 * the names are exchanged, as ir_block_new_after would). Costs the head plus
 * the uses of b. b must not be referenced from constants or metadata
 * (IrValue.vflags clear). Returns the new block, NULL when out of memory. */
IrBlock *ir_block_split_head(IrBlock *b, IrInst *last, const char *name);
/* s absorbs p, whose instructions (p's terminator already removed by the
 * caller; s without phis) move in front of s's: s takes p's place in the
 * function, p's name and every branch into p, and p is removed. Costs p
 * plus the uses of p plus the blocks between p and s. p must not be
 * referenced from constants or metadata. */
void ir_block_absorb_pred(IrBlock *s, IrBlock *p);
/* Lay out f's blocks in the order given (a permutation of f->blocks). Write
 * f->blocks only through the block API: blocks know their index. */
void ir_func_reorder_blocks(IrFunc *f, IrBlock *const *order);
IrInst *ir_block_terminator(IrBlock *b);            /* last inst if a terminator, else NULL */

/* ====================================================================== */
/* Instruction creation and editing. */

/* Raw creation; not inserted. Operands copied. */
IrInst *ir_inst_new(IrModule *m, IrOpcode op, IrType *type, IrValue **ops, uint32_t nops);
void ir_inst_insert_before(IrInst *pos, IrInst *i);
void ir_inst_insert_after(IrInst *pos, IrInst *i);
void ir_inst_append(IrBlock *b, IrInst *i);
void ir_inst_remove(IrInst *i);                     /* unlink */
/* Between passes: the instructions removed since the last call that are
 * still out of every block and unused go back to ir_inst_new for reuse. */
void ir_module_reclaim(IrModule *m);
/* Move i (in a block) to the end of block b: its operands stay on their use
 * chains when both blocks are in the same function. */
void ir_inst_move_to_end(IrBlock *b, IrInst *i);
/* Move i (in a block) in front of pos, likewise. */
void ir_inst_move_before(IrInst *pos, IrInst *i);
void ir_inst_set_operand(IrInst *i, uint32_t idx, IrValue *v);
void ir_inst_add_operand(IrModule *m, IrInst *i, IrValue *v);
/* Room for n operands in all (a phi about to get its entries): no growth
 * while they are added. false on OOM. */
bool ir_inst_reserve_operands(IrModule *m, IrInst *i, uint32_t n);
/* Replace the whole operand list by ops[0..n) (copied). */
void ir_inst_set_operands(IrModule *m, IrInst *i, IrValue *const *ops, uint32_t n);
/* Delete operands [idx, idx+count), shifting the later ones down. */
void ir_inst_remove_operands(IrInst *i, uint32_t idx, uint32_t count);

void ir_inst_set_md(IrModule *m, IrInst *i, const char *kind, IrMD *md); /* replace or add */
IrMD *ir_inst_get_md(IrInst *i, const char *kind);
IrFunc *ir_call_callee(IrInst *call);               /* direct callee or NULL */
static inline IrInst *ir_as_inst(IrValue *v) { return v && v->kind == IR_V_INST ? (IrInst *)v : NULL; }
/* The object a pointer points into: through GEPs and pointer casts
 * (instructions and constant expressions). */
IrValue *ir_pointer_root(IrValue *p);
/* The function an instruction is in (NULL when it is not in a block of one). */
static inline IrFunc *ir_inst_func(const IrInst *i) { return i->parent ? i->parent->parent : NULL; }
/* Mark v as put somewhere off the use chains (IR_VF_IN_CONST/IN_MD): every
 * write of a value into a constant's elements or a metadata VALUE node
 * outside the constructors goes through these. */
static inline void ir_value_note_in_const(IrValue *v) { if (v) v->vflags |= IR_VF_IN_CONST; }
void ir_md_set_value(IrMD *md, IrValue *v);

/* Program order without walking the function: ir_inst_order gives a key
 * that increases along a block (renumbering the block lazily when an
 * insertion found no room between its neighbours); ir_inst_cmp_order
 * compares two instructions of one function by block position, then by
 * that key. Code that finds instructions through the use chains sorts them
 * with these to visit them in the order a walk over the function would. */
uint64_t ir_inst_order(IrInst *i);
int ir_inst_cmp_order(IrInst *a, IrInst *b);
/* The uses of v by instructions of f (any function when f is NULL) in
 * program order, then by operand index: the order a walk over f's blocks
 * and operands would find them. ir_users_in_order gives each user once.
 * Memory from a; on OOM returns 0 with *out NULL (a->oom set). */
typedef struct IrUseRef {
  IrInst *user;
  uint32_t idx;  /* operand index */
} IrUseRef;
uint32_t ir_uses_in_order(Arena *a, IrFunc *f, IrValue *v, IrUseRef **out);
uint32_t ir_users_in_order(Arena *a, IrFunc *f, IrValue *v, IrInst ***out);

/* Replace every use of `from` by `to` in function f (or in all functions when
 * f is NULL), including phi operands and metadata VALUE operands. Costs the
 * number of uses of `from` on its chain, plus a walk of the function (module)
 * when `from` is also used in constants or metadata (IR_VF_*). */
void ir_replace_all_uses(IrModule *m, IrFunc *f, IrValue *from, IrValue *to);
/* Number of uses of v in function f (NULL: whole module, incl. global initializers). */
uint32_t ir_count_uses(IrModule *m, IrFunc *f, IrValue *v);
/* counts[k] = ir_count_uses(m, NULL, vals[k]) for every k, in one walk of the
 * module (NULL entries count 0). */
void ir_count_uses_many(IrModule *m, IrValue *const *vals, uint32_t n, uint32_t *counts);

/* The builder inserts at a position: before `before` when set, else at the
 * end of `block`. Every helper returns the new instruction's value. */
typedef struct IrBuilder {
  IrModule *m;
  IrBlock *block;     /* insertion block */
  IrInst *before;     /* insert before this instruction (NULL: append) */
  SrcLoc loc;         /* attached to new instructions */
} IrBuilder;

void ir_builder_at_end(IrBuilder *b, IrModule *m, IrBlock *blk);
void ir_builder_before(IrBuilder *b, IrModule *m, IrInst *pos);
IrInst *ir_build(IrBuilder *b, IrOpcode op, IrType *type, IrValue **ops, uint32_t nops);
IrValue *ir_build_binop(IrBuilder *b, IrOpcode op, IrValue *l, IrValue *r, const char *name);
IrValue *ir_build_cast(IrBuilder *b, IrOpcode op, IrValue *v, IrType *to, const char *name);
IrValue *ir_build_icmp(IrBuilder *b, IrPred p, IrValue *l, IrValue *r, const char *name);
IrValue *ir_build_fcmp(IrBuilder *b, IrPred p, IrValue *l, IrValue *r, const char *name);
IrValue *ir_build_select(IrBuilder *b, IrValue *c, IrValue *t, IrValue *f, const char *name);
IrValue *ir_build_alloca(IrBuilder *b, IrType *t, const char *name);
IrValue *ir_build_load(IrBuilder *b, IrType *t, IrValue *ptr, const char *name);
IrInst *ir_build_store(IrBuilder *b, IrValue *v, IrValue *ptr);
IrValue *ir_build_gep(IrBuilder *b, IrType *src_elem, IrValue *ptr, IrValue **idx,
                      uint32_t n, bool inbounds, const char *name);
IrValue *ir_build_call(IrBuilder *b, IrFunc *callee, IrValue **args, uint32_t n,
                       const char *name);
IrValue *ir_build_extractvalue(IrBuilder *b, IrValue *agg, const uint32_t *idx,
                               uint32_t n, const char *name);
IrValue *ir_build_insertvalue(IrBuilder *b, IrValue *agg, IrValue *v,
                              const uint32_t *idx, uint32_t n, const char *name);
IrValue *ir_build_extractelement(IrBuilder *b, IrValue *vec, IrValue *idx, const char *name);
IrValue *ir_build_insertelement(IrBuilder *b, IrValue *vec, IrValue *elt, IrValue *idx,
                                const char *name);
IrValue *ir_build_shufflevector(IrBuilder *b, IrValue *v1, IrValue *v2,
                                const uint32_t *mask, uint32_t n, const char *name);
IrInst *ir_build_phi(IrBuilder *b, IrType *t, const char *name); /* add incoming with ir_phi_add */
void ir_phi_add(IrModule *m, IrInst *phi, IrValue *v, IrBlock *from);
IrInst *ir_build_br(IrBuilder *b, IrBlock *dest);
IrInst *ir_build_condbr(IrBuilder *b, IrValue *cond, IrBlock *t, IrBlock *f);
IrInst *ir_build_ret(IrBuilder *b, IrValue *v); /* v NULL: ret void */
IrInst *ir_build_unreachable(IrBuilder *b);

/* CFG helpers: successors of a block's terminator (returns count, fills out
 * up to max); predecessors computed by scanning the function: one entry per
 * CFG edge (duplicates for multi-edges), in reverse textual order, which is
 * the order LLVM's predecessors() gives for freshly parsed IR. */
uint32_t ir_block_succs(IrBlock *b, IrBlock **out, uint32_t max);
uint32_t ir_block_preds(IrBlock *b, IrBlock **out, uint32_t max);

/* ====================================================================== */
/* Text form and checks. */

/* Print the module in LLVM .ll syntax (what `opt -S` prints). */
void ir_print_module(StrBuf *out, IrModule *m);
/* Printer options. dxil_style prints the way DXC's disassembler (LLVM 3.7)
 * does: no ModuleID/source_filename lines, unnamed blocks as
 * "; <label>:N", unnamed arguments without names, no `align` on atomics,
 * `undef` for poison and shuffle masks as constant operands. Typed pointers
 * print as `T addrspace(N)*` in both styles. */
typedef struct IrPrintOptions {
  bool dxil_style;     /* DXC / LLVM 3.7 disassembly conventions */
  bool no_header;      /* omit the ModuleID and source_filename lines */
  /* Vector constants whose elements are one integer or FP value print as
   * `splat (T v)`, as LLVM 20 and later print them (LLVM 19 and older
   * spell the elements out; LLVM 19 reads both). Ignored with dxil_style. */
  bool splat_shorthand;
  /* Optional: appends a trailing comment to an instruction's line (after
   * its metadata attachments), as LLVM's AssemblyAnnotationWriter
   * printInfoComment does; DXC uses it for "  ; OpName(args)". */
  void (*inst_comment)(void *user, StrBuf *out, const IrInst *i);
  void *inst_comment_user; /* passed to inst_comment */
} IrPrintOptions;
void ir_print_module_ex(StrBuf *out, IrModule *m, const IrPrintOptions *opt);
/* Print one function / instruction (debugging and pass diagnostics). */
void ir_print_func(StrBuf *out, IrModule *m, IrFunc *f);
void ir_print_inst(StrBuf *out, IrModule *m, IrInst *i);
void ir_print_value(StrBuf *out, IrModule *m, IrValue *v);   /* for debugging */
void ir_print_type(StrBuf *out, const IrType *t);

/* Parse LLVM .ll text into a new module. Errors go to d as
 * "file:line:col: error: ..." and NULL is returned. */
IrModule *ir_parse(Arena *a, Diag *d, const char *filename, const char *text, size_t len);

/* Structural verifier: operand types, terminators, phi placement, dominance
 * of defs over uses. Reports through m->diag; returns false on failure. */
bool ir_verify(IrModule *m, const char *after_pass);

#endif
