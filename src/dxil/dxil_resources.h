/* dxil_resources.h - DXIL resources: handle-type properties, the DXIL data
 * layout, and the analysis of the bound resources of a module.
 *
 * Resource properties are derived from the target("dx.*") handle types and
 * the handle-creation intrinsics, recomputed whenever needed (the analysis
 * is cheap): nothing is cached on the IR. See dxil-resource-handling.txt
 * and dxil-types.md §3-§4. */
#ifndef HLSLC_DXIL_DXIL_RESOURCES_H
#define HLSLC_DXIL_DXIL_RESOURCES_H

#include <string.h>

#include "../ir/ir.h"
#include "res_kind.h"

/* Properties of a handle type: target("dx.TypedBuffer"/"dx.RawBuffer"/
 * "dx.CBuffer"/"dx.Texture"/"dx.Sampler"/...). */
typedef struct ResTypeInfo {
  ResClass cls;
  ResKind kind;
  IrType *elem;          /* contained type (typed/raw/structured/texture), NULL otherwise */
  uint32_t comp_type;    /* DXIL ComponentType (dxil-format.md §6.4) for typed resources */
  uint32_t elem_count;   /* vector width of typed element (1-4) */
  uint32_t stride;       /* structured buffer stride in bytes */
  uint32_t cbuf_size;    /* CBuffer size in bytes */
  uint32_t sample_count; /* MS textures */
  uint32_t sampler_kind; /* 0 default, 1 comparison */
  bool is_rov;
  bool is_signed;
  bool writeable;
} ResTypeInfo;

bool dxil_res_type_info(IrType *handle_type, ResTypeInfo *out);



/* One bound resource: a group of handlefrombinding calls with the same
 * (class, space, lower bound, size) and type. */
typedef struct DxilResource {
  ResTypeInfo ti;
  IrType *handle_type;
  uint32_t space, lower, size;  /* size UINT32_MAX = unbounded */
  uint32_t id;                  /* record ID within its class (dense, 0-based) */
  const char *name;             /* from the name argument / global, "" if unknown */
  bool globally_coherent;       /* derived by analysis */
  bool reorder_coherent;        /* declared reordercoherent (SM 6.9) */
  bool has_counter;             /* derived: counter ops on it */
  bool uses_atomic64;
  IrInst **calls;               /* handlefrombinding calls mapping here */
  uint32_t ncalls;
  SrcLoc loc;                   /* declaration location when known */
  /* additions (resource passes helper) */
  bool from_heap;               /* created by handlefromheap: no binding, no record */
  uint32_t heap_id;             /* from_heap: dense id in program order of the index values */
  IrValue *heap_index;          /* from_heap: the index operand */
  IrGlobal *name_global;        /* the constant string global naming it, or NULL */
  uint32_t counter_dir;         /* DXIL_COUNTER_* derived from updatecounter calls */
  uint32_t decl_order;          /* declaration order key (position of name_global, else first call) */
  uint32_t align_log2;          /* structured buffers: log2 alignment for annotateHandle (LLVM: the
                                   data layout's; dxc_compat: DXC's largest scalar alignment) */
} DxilResource;

enum { DXIL_COUNTER_INCREMENT = 0, DXIL_COUNTER_DECREMENT = 1, DXIL_COUNTER_UNKNOWN = 2,
       DXIL_COUNTER_INVALID = 3 };

typedef struct DxilResourceMap {
  DxilResource **res;           /* sorted: class, then (space, lower) / binding order like LLVM */
  uint32_t n;
  /* additions (resource passes helper) */
  uint32_t first[4];            /* index in res of the first resource of each ResClass (n if none) */
  uint32_t count[4];            /* resources per ResClass */
  bool has_invalid_counter;     /* some UAV both increments and decrements its counter */
  void *call_map;               /* handle-creation call -> its resource (an PtrMap built by
                                   the analysis; dxil_resource_for_call reads it) */
} DxilResourceMap;

/* Collect every resource bound through llvm.dx.resource.handlefrombinding in
 * the module, assign record IDs (per class, in LLVM's order), and derive the
 * analysis flags.
 * Order within a class: LLVM's (space, lower bound, size, type) unless
 * dxc_compat, where it is DXC's declaration order: the order of the
 * resources' name-string globals in the module (the front end creates them
 * in declaration order, $Globals first), then first-call order. Resources
 * created by handlefromheap come first in their class, have no record ID and
 * are never in metadata. Calls are deduplicated exactly like LLVM (same
 * binding, type and name = one resource). */
bool dxil_resource_analyze(IrModule *m, Diag *diag, bool dxc_compat, DxilResourceMap *out);
DxilResource *dxil_resource_for_call(DxilResourceMap *map, IrInst *call);

/* ---- additions (resource passes helper) ---- */

/* Extra facts about a handle type that the sort order, the metadata and the
 * annotateHandle properties need. */
typedef struct ResTypeExtra {
  uint32_t align_log2;   /* structured buffers of a struct: log2 of the struct's ABI alignment */
  uint32_t feedback_kind;/* FeedbackTexture*: SamplerFeedbackType */
  bool is_struct;        /* StructuredBuffer kind */
  bool is_typed;         /* textures and typed buffers (have an element type) */
} ResTypeExtra;
bool dxil_res_type_extra(IrType *handle_type, ResTypeExtra *out);

/* Sizes under the DirectX data layout
 * "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64
 *  -v48:16:16-v96:32:32-v192:64:64" (LLVM's DirectX target): store size in
 * bits, ABI alignment, and allocation size. target("dx.Padding", N) is N
 * bytes, target("dx.Layout", T, size, ...) is `size` bytes. */
uint64_t dxil_type_size_bits(const IrType *t);
uint32_t dxil_type_align(const IrType *t);
uint64_t dxil_type_alloc_size(const IrType *t);
/* Byte offset of struct member i under that layout. */
uint64_t dxil_struct_member_offset(const IrType *st, uint32_t i);
/* target("dx.Padding", N)? */
bool dxil_is_padding_type(const IrType *t);

/* Is `call` a call to the intrinsic `base` (exactly, or base + "." + mangled
 * suffix)? Inline: `base` is a literal at every call site, so its length
 * folds (passes ask this per instruction). */
static inline bool dxil_is_intrinsic_call(const IrInst *call, const char *base) {
  if (!call || call->op != IR_CALL || call->nops < 1) return false;
  const IrValue *c = call->ops[0];
  if (!c || c->kind != IR_V_FUNC || !c->name) return false;
  size_t bl = strlen(base);
  return strncmp(c->name, base, bl) == 0 && (c->name[bl] == 0 || c->name[bl] == '.');
}
/* The named struct an intrinsic call is overloaded on: its callee name's
 * .s_<struct name>s suffix (hlslc's front end names a payload's struct so,
 * as llvm.dx.get.mesh.payload.s_Ps); NULL without one. */
IrType *dxil_intrinsic_overload_struct(IrModule *m, const IrInst *call);
/* The resource name carried by a handlefrombinding/handlefromimplicitbinding
 * call (its trailing `ptr` argument pointing at a constant string), or "". */
const char *dxil_binding_call_name(IrInst *call);
/* The private string global that call's name argument points at, or NULL. */
IrGlobal *dxil_binding_call_name_global(IrInst *call);

/* A resource described by its handle type alone (no binding: a handle a
 * library function reads from memory), alignment as the analysis gives it. */
bool dxil_resource_from_type(IrType *t, bool dxc_compat, DxilResource *out);

/* The two ResourceProperties words annotateHandle takes (dxil-types.md §4.3). */
void dxil_resource_props(const DxilResource *r, uint32_t *word0, uint32_t *word1);

/* Resource of a handle value: follows phis/selects and calls whose arguments
 * have the handle's type back to the creating call(s). Fills up to `max`
 * results and returns how many were found. */
uint32_t dxil_resources_for_handle(DxilResourceMap *map, IrValue *handle,
                                   DxilResource **out, uint32_t max);

/* Name of a DXIL element type as LLVM prints it ("f32", "u32", "i32", ...;
 * dxil_comp_type_name's LLVM spelling), "<invalid>" when it has none. */
const char *dxil_element_type_name(uint32_t comp_type);

#endif
