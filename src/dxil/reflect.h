/* reflect.h - shader reflection: constant-buffer layouts and resource
 * bindings, what an engine needs to fill buffers and build root signatures
 * without D3D12 reflection (hlslc -Fre file.json). The data only: the
 * writers (JSON, listing, STAT module) are in src/passes/reflect.h.
 *
 * Two parts of the compiler fill one Reflection:
 *   - the front end describes every constant buffer as laid out: names,
 *     offsets and sizes read back from the target("dx.Layout", ...) types it
 *     generated, HLSL types, rows/columns, arrays, struct members
 *     (src/hlsl/reflect_cb.c);
 *   - dxil-translate-metadata records each resource binding exactly as it
 *     writes it into !dx.resources, i.e. after implicit binding and after
 *     unused resources are gone (refl_record_bindings).
 * refl_write_json joins them: a constant buffer is reported when a binding
 * of the same name and handle type exists. */
#ifndef HLSLC_DXIL_REFLECT_H
#define HLSLC_DXIL_REFLECT_H

#include "../ir/ir.h"

typedef struct ReflVar ReflVar;

/* A variable of a constant buffer, or a member of a struct variable. */
struct ReflVar {
  const char *name;       /* identifier */
  const char *type;       /* HLSL type without array dims: "float4", "float3x4", "S" */
  const char *cls;        /* "scalar", "vector", "matrix_rows", "matrix_columns", "struct" */
  const char *component;  /* component type ("float", "uint", "half", ...); "" for structs */
  uint32_t offset;        /* bytes from the start of the buffer (members: of the struct) */
  uint32_t size;          /* bytes occupied (legacy layout, no trailing padding) */
  uint32_t rows, columns; /* matrix rows x columns; vectors 1 x n; scalars 1 x 1; structs 1 x 1 */
  uint32_t elements;      /* array elements (all dimensions multiplied), 0 when not an array */
  uint32_t *dims;         /* array dimensions, outermost first */
  uint32_t ndims;         /* number of dims */
  uint32_t stride;        /* bytes between consecutive innermost-array elements */
  ReflVar *members;       /* struct members (with their own offsets) */
  uint32_t nmembers;      /* number of members */
  bool host_layout;       /* a struct whose resource fields were left out of the buffer (DXC
                           * prints its layout type as "hostlayout.struct.S") */
  ReflVar *bitfields;     /* the storage of a run of bit-fields (name ""): its named
                           * bit-fields, offset = first bit, bit_width set */
  uint32_t nbitfields;    /* number of bitfields */
  uint32_t bit_width;     /* a bit-field's width in bits (0: not a bit-field) */
  uint32_t cb_offset;     /* structured-buffer members: the offset the same member has in a
                           * constant buffer (DXC's struct annotations record that layout) */
  uint32_t cb_size;       /* structured-buffer structs: their constant-buffer size */
};

typedef struct ReflCBuffer {
  const char *name;       /* block name, "$Globals", or the ConstantBuffer<T> variable */
  const char *kind;       /* "cbuffer" or "tbuffer" */
  uint32_t size;          /* layout size in bytes (end of the last variable) */
  IrType *handle_type;    /* target("dx.CBuffer"/"dx.TBuffer", ...) used for its handles */
  ReflVar *vars;          /* variables in declaration order */
  uint32_t nvars;         /* number of vars */
} ReflCBuffer;

typedef struct ReflBinding {
  const char *name;       /* resource name */
  const char *type;       /* "cbuffer", "tbuffer", "texture", "sampler", "structured",
                             "byteaddress", "uav_rwtyped", "uav_rwstructured",
                             "uav_rwstructured_with_counter", "uav_rwbyteaddress", ... */
  char reg_class;         /* 'b', 't', 'u', 's' */
  const char *dimension;  /* "buffer", "texture2d", ... or "" */
  const char *return_type;/* typed resources: "float", "uint", "unorm", ...; else "" */
  uint32_t space, lower;  /* register space and first register */
  uint32_t count;         /* registers in the range; UINT32_MAX: unbounded */
  uint32_t id;            /* record ID in its class */
  uint32_t size;          /* CBV: buffer size; structured: stride; else 0 */
  IrType *handle_type;    /* the handle type (matches ReflCBuffer.handle_type) */
  const char *fmt;        /* listing "Format" column: "f32", "byte", "struct", "NA", ... */
  const char *dim_short;  /* listing "Dim" column: "buf", "2d", "r/o", "NA", ... */
} ReflBinding;

typedef struct Reflection {
  Arena *arena;                  /* where everything is allocated */
  VEC(ReflCBuffer) cbufs;        /* constant/texture buffers in declaration order */
  VEC(ReflCBuffer) sbufs;        /* structured buffers: kind "structured", one variable
                                    "$Element" laid out as in memory, size the stride
                                    (the listing's "Resource bind info") */
  VEC(ReflBinding) bindings;     /* resource bindings in !dx.resources order */
} Reflection;

#endif
