/* dxil_ops.h - the DXIL operation tables and queries about them.
 *
 * Every DXIL op (dx.op.* call) is described once, in src/dxil/dxil_ops.def.
 * The build runs src/dxil/gen/gen_dxil_ops.c over it and compiles the
 * result (build/gen/dxil_ops_gen.{h,c}) into the library: the opcode enum,
 * name/class strings, signatures, version-predicated overload, stage
 * and attribute lists, and the LLVM intrinsic -> op map. All tables are
 * static const data; nothing is built at start-up.
 *
 * Versions are DXIL versions (DXIL 1.x goes with shader model 6.x). A
 * versioned list holds entries that each apply from their version on; the
 * latest entry whose version is not above the target applies (see the
 * design, dxil-op-tablegen-spec.txt).
 *
 * Opcodes are uint32_t: CoreOps are 0..DXIL_OP_CORE_COUNT-1; experimental
 * ops are 0x80000000 | index (table id 0x8000 in the high 16 bits). */
#ifndef HLSLC_DXIL_OPS_H
#define HLSLC_DXIL_OPS_H

#include "../ir/ir.h"

/* A DXIL version: major in the high byte, minor in the low byte. */
typedef uint16_t DxilVer;
#define DXIL_VER(major, minor) ((DxilVer)(((major) << 8) | (minor)))
#define DXIL_VER_MAJOR(v) ((unsigned)(v) >> 8)
#define DXIL_VER_MINOR(v) ((unsigned)(v) & 0xFFu)
#define DXIL_VER_LATEST DXIL_VER(1, 9)          /* newest released DXIL */
#define DXIL_VER_EXPERIMENTAL DXIL_VER(1, 10)   /* experimental table */

/* Overload type bits. Scalars first; a native-vector overload <N x T> is
 * the scalar bit shifted by DXIL_OL_VEC_SHIFT. */
enum {
  DXIL_OL_HALF = 1u << 0,
  DXIL_OL_FLOAT = 1u << 1,
  DXIL_OL_DOUBLE = 1u << 2,
  DXIL_OL_I1 = 1u << 3,
  DXIL_OL_I8 = 1u << 4,
  DXIL_OL_I16 = 1u << 5,
  DXIL_OL_I32 = 1u << 6,
  DXIL_OL_I64 = 1u << 7,
  DXIL_OL_UDT = 1u << 8,  /* pointer to a user-defined struct */
  DXIL_OL_OBJ = 1u << 9,  /* HLSL object struct passed by value */
  DXIL_OL_VEC_SHIFT = 10,
  DXIL_OL_VHALF = DXIL_OL_HALF << 10,
  DXIL_OL_VFLOAT = DXIL_OL_FLOAT << 10,
  DXIL_OL_VDOUBLE = DXIL_OL_DOUBLE << 10,
  DXIL_OL_VI1 = DXIL_OL_I1 << 10,
  DXIL_OL_VI8 = DXIL_OL_I8 << 10,
  DXIL_OL_VI16 = DXIL_OL_I16 << 10,
  DXIL_OL_VI32 = DXIL_OL_I32 << 10,
  DXIL_OL_VI64 = DXIL_OL_I64 << 10,
  DXIL_OL_SCALARS = 0xFFu, /* the numeric scalar bits */
};

/* Shader stage bits, by DXIL ShaderKind number (= ShaderStage in
 * target.h: pixel 0 ... node 15). */
#define DXIL_SK_BIT(kind) (1u << (kind))
enum {
  DXIL_SK_PIXEL = 1u << 0, DXIL_SK_VERTEX = 1u << 1, DXIL_SK_GEOMETRY = 1u << 2,
  DXIL_SK_HULL = 1u << 3, DXIL_SK_DOMAIN = 1u << 4, DXIL_SK_COMPUTE = 1u << 5,
  DXIL_SK_LIBRARY = 1u << 6, DXIL_SK_RAYGENERATION = 1u << 7,
  DXIL_SK_INTERSECTION = 1u << 8, DXIL_SK_ANYHIT = 1u << 9,
  DXIL_SK_CLOSESTHIT = 1u << 10, DXIL_SK_MISS = 1u << 11,
  DXIL_SK_CALLABLE = 1u << 12, DXIL_SK_MESH = 1u << 13,
  DXIL_SK_AMPLIFICATION = 1u << 14, DXIL_SK_NODE = 1u << 15,
  DXIL_SK_ALL = 0xFFFFu,        /* pseudo stage all_stages */
  DXIL_SK_REMOVED = 1u << 31,   /* pseudo stage removed */
};

/* Op attributes: one function (memory) attribute, hctdb flags, and the
 * validator rules the table records. */
enum {
  DXIL_ATTR_READNONE = 1u << 0,
  DXIL_ATTR_READONLY = 1u << 1,
  DXIL_ATTR_ARGMEMONLY = 1u << 2,
  DXIL_ATTR_NODUPLICATE = 1u << 3,
  DXIL_ATTR_NORETURN = 1u << 4,
  DXIL_ATTR_MEMORY_MASK = 0x1Fu,
  DXIL_ATTR_WAVE = 1u << 8,
  DXIL_ATTR_DERIVATIVE = 1u << 9,
  DXIL_ATTR_GRADIENT = 1u << 10,
  DXIL_ATTR_FEEDBACK = 1u << 11,
  DXIL_ATTR_BARRIER = 1u << 12,
  DXIL_ATTR_CONVERGENT = 1u << 13,
  DXIL_ATTR_REQUIRES_UNIFORM_INPUTS = 1u << 14,
  DXIL_ATTR_RESERVED = 1u << 15,
  DXIL_ATTR_VAL_NOT_IN_LIBRARY = 1u << 16, /* validator: not in library targets */
  DXIL_ATTR_VAL_LIBRARY_ONLY = 1u << 17,   /* validator: library targets only */
  DXIL_ATTR_VAL_REMOVED_SM66 = 1u << 18,   /* validator: rejected from SM 6.6 */
  DXIL_ATTR_VAL_I64_NEEDS_SM66 = 1u << 19, /* validator: i64 overload needs SM 6.6 */
};

/* Types in op signatures (the spellings in dxil_ops.def). */
typedef enum DxilParamType {
  DXIL_PT_VOID, DXIL_PT_I1, DXIL_PT_I8, DXIL_PT_I16, DXIL_PT_I32, DXIL_PT_I64,
  DXIL_PT_HALF, DXIL_PT_FLOAT, DXIL_PT_DOUBLE,
  DXIL_PT_OVERLOAD,       /* $o */
  DXIL_PT_OVERLOAD_I1,    /* $o_i1: i1 shaped like the overload */
  DXIL_PT_OVERLOAD_I32,   /* $o_i32 */
  DXIL_PT_ELT,            /* $elt: element of the vector overload */
  DXIL_PT_UDT,            /* $udt: pointer to user struct (the overload) */
  DXIL_PT_OBJ,            /* $obj: object struct (the overload) */
  DXIL_PT_X0, DXIL_PT_X1, DXIL_PT_X2, DXIL_PT_X3, /* overload dimensions */
  DXIL_PT_X1_GSPTR,       /* $x1 addrspace(3)* */
  DXIL_PT_FLOAT_PTR,      /* float* */
  DXIL_PT_VEC9_OVERLOAD,  /* <9 x $o> */
  DXIL_PT_V2I32,          /* <2 x i32> */
  DXIL_PT_HANDLE,         /* %dx.types.Handle */
  DXIL_PT_RESRET,         /* %dx.types.ResRet.<overload> */
  DXIL_PT_CBUFRET,        /* %dx.types.CBufRet.<overload> */
  DXIL_PT_RESBIND, DXIL_PT_RESPROPS, DXIL_PT_DIMS, DXIL_PT_SAMPLEPOS,
  DXIL_PT_SPLITDOUBLE, DXIL_PT_FOURI32, DXIL_PT_TWOI32, DXIL_PT_I32C,
  DXIL_PT_FOURI32_OR_16,  /* fouri32 for i32, fouri16 for i16 (unpack4x8) */
  DXIL_PT_HITOBJECT, DXIL_PT_NODEHANDLE, DXIL_PT_NODERECORDHANDLE,
  DXIL_PT_NODEINFO, DXIL_PT_NODERECORDINFO,
  DXIL_PT_COUNT
} DxilParamType;

/* One entry of a versioned list. */
typedef struct DxilVerMask {
  DxilVer ver;     /* valid from this DXIL version on */
  uint8_t dim;     /* overload lists: dimension (0 = the only one / x0) */
  uint32_t mask;   /* DXIL_OL_* / DXIL_SK_* / DXIL_ATTR_* bits */
} DxilVerMask;

/* How an intrinsic operand list becomes the op's operand list. */
typedef enum DxilSelKind { DXIL_SEL_ARG, DXIL_SEL_I8, DXIL_SEL_I32 } DxilSelKind;
typedef struct DxilArgSel {
  uint8_t kind;    /* DxilSelKind */
  int32_t value;   /* ARG: intrinsic operand index; I8/I32: the immediate */
} DxilArgSel;

/* Generated enums: DxilOpcode (DXIL_OP_<Name>), DXIL_XOP_<Name> macros for
 * the experimental table, DxilOpClass (DXIL_CLASS_<class>). */
#include "dxil_ops_gen.h"

typedef struct DxilOpInfo {
  uint32_t opcode;          /* full opcode */
  const char *name;         /* "Sin" */
  uint16_t op_class;        /* DxilOpClass */
  const char *fn_prefix;    /* "dx.op.unary": the function name before the overload suffix */
  uint8_t ret;              /* DxilParamType */
  uint8_t nargs;            /* operands after the opcode */
  const uint8_t *args;      /* DxilParamType each */
  uint8_t ndims;            /* overload dimensions (0: not overloaded) */
  uint8_t novl;             /* entries in overloads */
  const DxilVerMask *overloads; /* by version then dimension, versions ascending per dimension */
  uint8_t nstages;
  const DxilVerMask *stages;    /* versions ascending */
  uint8_t nattrs;
  const DxilVerMask *attrs;     /* versions ascending */
  DxilVer translated;       /* min version with linker translation, 0 = none */
  const char *was;          /* former name of a removed op, or NULL */
  const char *params;       /* "(srv,index,wot)": operand names as DXC's disassembly prints them */
} DxilOpInfo;

/* An LLVM intrinsic that lowers to an op. */
typedef struct DxilIntrinsicMap {
  const char *name;         /* base name without overload suffixes, e.g. "llvm.sin" */
  uint32_t opcode;
  uint8_t nsel;             /* 0: pass the intrinsic's operands through */
  const DxilArgSel *sel;
} DxilIntrinsicMap;

/* The generated tables (dxil_ops_gen.c). */
extern const DxilOpInfo dxil_core_ops[DXIL_OP_CORE_COUNT];
extern const DxilOpInfo dxil_experimental_ops[DXIL_XOP_COUNT];
extern const char *const dxil_op_class_names[DXIL_CLASS_COUNT];
extern const char *const dxil_param_type_spellings[DXIL_PT_COUNT];
extern const DxilIntrinsicMap dxil_intrinsic_map[DXIL_INTRINSIC_COUNT]; /* sorted by name */

/* ---- queries ---------------------------------------------------------- */

/* The op's record, or NULL for an unknown opcode. */
const DxilOpInfo *dxil_op_info(uint32_t opcode);
const char *dxil_op_name(uint32_t opcode);        /* "Sin"; "" if unknown */
const char *dxil_op_class_name(uint32_t opcode);  /* "unary"; "" if unknown */
/* Opcode for an op name ("Sin"), or UINT32_MAX. Linear; for tests/tools. */
uint32_t dxil_op_by_name(const char *name);
/* IrPrintOptions.inst_comment hook: after a dx.op call, DXC's disassembly
 * comment "  ; BufferLoad(srv,index,wot)" (annotateHandle adds
 * "  resource: RWTypedBuffer<F32>"); nothing for other instructions.
 * `user` is unused. */
void dxil_annotate_inst(void *user, StrBuf *out, const IrInst *i);

/* The entry of a versioned list applying at `ver` (latest not above it),
 * restricted to dimension `dim`; NULL when none applies yet. */
const DxilVerMask *dxil_ver_pick(const DxilVerMask *list, uint32_t n, DxilVer ver, uint8_t dim);

/* First version the op exists in (its first stages entry), 0 if never. */
DxilVer dxil_op_min_version(uint32_t opcode);
/* Version from which the op is removed, 0 if it never is. */
DxilVer dxil_op_removed_version(uint32_t opcode);
/* The op exists at `ver`: introduced and not removed, not reserved. */
bool dxil_op_valid_version(uint32_t opcode, DxilVer ver);
/* Does the op's result depend on the active lanes (DXC's wave-sensitive
 * intrinsics)? */
bool dxil_op_is_wave_sensitive(uint32_t opcode);
/* Stage mask at `ver` (0 when invalid at ver), with the validator's
 * library rules applied (val:not_in_library / val:library_only). */
uint32_t dxil_op_stage_mask(uint32_t opcode, DxilVer ver);
bool dxil_op_valid_stage(uint32_t opcode, DxilVer ver, unsigned stage);
bool dxil_op_is_overloaded(uint32_t opcode);
/* Overload mask of dimension 0 at `ver` (0 when not overloaded / none yet). */
uint32_t dxil_op_overload_mask(uint32_t opcode, DxilVer ver);
bool dxil_op_valid_overload(uint32_t opcode, DxilVer ver, uint32_t ovl_bit);
/* Attribute mask at `ver` (0 when none applies). */
uint32_t dxil_op_attrs(uint32_t opcode, DxilVer ver);

/* Everything at once, for the validity check after lowering. */
typedef enum DxilOpStatus {
  DXIL_OPST_OK,
  DXIL_OPST_UNKNOWN,        /* no such opcode */
  DXIL_OPST_RESERVED,       /* a reserved opcode number */
  DXIL_OPST_TOO_NEW,        /* requires a newer version (dxil_op_min_version) */
  DXIL_OPST_REMOVED,        /* removed at or before the target version */
  DXIL_OPST_BAD_STAGE,      /* not valid in the stage */
  DXIL_OPST_BAD_OVERLOAD,   /* overload not allowed at the version */
} DxilOpStatus;
/* ovl_bit 0 = "no overload" (checked only for overloaded ops when nonzero
 * is required); stage STAGE_INVALID (16) or higher skips the stage check. */
DxilOpStatus dxil_op_check(uint32_t opcode, DxilVer ver, unsigned stage, uint32_t ovl_bit);
/* First version at which `ovl_bit` is allowed for the op, 0 if never. */
DxilVer dxil_op_overload_min_version(uint32_t opcode, uint32_t ovl_bit);

/* ---- names and types -------------------------------------------------- */

/* The overload bit of an IR type (scalar, vector, struct pointer, struct);
 * 0 when the type cannot be an overload. */
uint32_t dxil_overload_bit(const IrType *t);
/* "f32", "i1", "v4f32", struct name, ...: the suffix DXC uses. */
void dxil_overload_suffix(StrBuf *sb, const IrType *t);
/* Spelling of an overload bit ("half", "<N x float>"). */
const char *dxil_overload_name(uint32_t ovl_bit);
const char *dxil_stage_spelling(unsigned stage);   /* "compute", ... */
/* "1.6" for DXIL, with sm=true "6.6" (shader model). Static storage per
 * call is not used: writes into buf (at least 8 bytes). */
const char *dxil_ver_str(char *buf, DxilVer v, bool sm);

/* dx.op.<class>[.<suffix>] into sb. ovl may be NULL for non-overloaded ops. */
void dxil_op_func_name(StrBuf *sb, uint32_t opcode, const IrType *ovl);

/* The %dx.types.* named structs, created on first use in the module. */
IrType *dxil_type_handle(IrModule *m);
IrType *dxil_type_resbind(IrModule *m);
IrType *dxil_type_resprops(IrModule *m);
/* %dx.types.ResRet.<s> for scalar element type elt. */
IrType *dxil_type_resret(IrModule *m, IrType *elt);
/* %dx.types.CBufRet.<s> (4 x 32-bit, 2 x 64-bit) or .<s>.8 (8 x 16-bit
 * when eight16 is set: native 16-bit types). */
IrType *dxil_type_cbufret(IrModule *m, IrType *elt, bool eight16);
/* The struct for a DxilParamType that is a fixed %dx.types.* struct
 * (splitdouble, fouri32, twoi32, i32c, dims, samplepos, ...); NULL otherwise. */
IrType *dxil_type_named(IrModule *m, DxilParamType pt);

/* The function type of the op for overload type ovl (NULL if not
 * overloaded). ret_override replaces the return type when the op's result
 * is a struct that depends on more than the overload (cbufret .8). */
IrType *dxil_op_func_type(IrModule *m, uint32_t opcode, IrType *ovl, IrType *ret_override);

/* Get or create the declaration for the op with this overload, with the
 * op's function attributes at `ver` (nounwind plus memory(none)/memory(read)/
 * memory(argmem: readwrite)/noduplicate/noreturn). */
IrFunc *dxil_op_declare(IrModule *m, uint32_t opcode, IrType *ovl, IrType *ret_override,
                        DxilVer ver);
/* The same under an explicit function name instead of dx.op.<class>[.<ovl>]
 * (LLVM's DirectX backend names a few ops differently from DXC). */
IrFunc *dxil_op_declare_named(IrModule *m, uint32_t opcode, IrType *ovl, IrType *ret_override,
                              DxilVer ver, const char *name);
/* The attribute set dxil_op_declare attaches (also used on call sites so
 * the printed attribute groups match the declaration's). NULL when the op
 * has only nounwind. */
IrAttrSet *dxil_op_call_attrs(IrModule *m, uint32_t opcode, DxilVer ver);

/* The opcode of a dx.op.* call (its constant first operand), or UINT32_MAX
 * when the call is not to a dx.op.* function. */
uint32_t dxil_op_of_call(IrInst *call);

/* LLVM's op lowering marks floating-point op calls made from intrinsic
 * calls without full fast-math as precise. dxil-op-lower keeps the
 * intrinsic's fast-math flags on the dx.op call instead (so `opt
 * -dxil-op-lower` output matches LLVM's older tests); this turns them into
 * `!dx.precise !{i32 1}` on FP-valued dx.op calls lacking reassoc, nnan,
 * ninf, nsz, arcp and afn, and clears the flags (DXIL calls carry none).
 * To be run once when preparing the module for DXIL (dxil-prepare). */
void dxil_mark_precise_ops(IrModule *m);

/* ---- intrinsic map ---------------------------------------------------- */

/* The mapping for an intrinsic function name, matching the longest mapped
 * base name followed by nothing or by "."-separated overload suffixes:
 * "llvm.sin.f32" -> llvm.sin. NULL when unmapped. */
const DxilIntrinsicMap *dxil_intrinsic_lookup(const char *fname);
/* The same for a function (NULL when f is NULL or not mapped), derived from
 * its name once and kept in the function (IrFunc.map) until it is renamed:
 * the optimisers ask for every call they look at. */
const DxilIntrinsicMap *dxil_intrinsic_of(IrFunc *f);

#endif
