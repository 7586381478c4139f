/* sig.h - graphics entry signatures in the front end (sema_sig.c builds
 * them, irgen_sig.c generates the input loads, output stores and the
 * dx.semantic.signatures table).
 *
 * DXC flattens the entry's return value and parameters into signature
 * elements: struct members one by one (depth first, member order), a
 * semantic on an aggregate applying to its first member and continuing
 * with increasing indices on the following ones; arrays and matrices are
 * one element with a row per array element / matrix row (column for
 * column_major); SV_Target arrays become one element per target. Elements
 * are numbered per signature in that order, the return value first and an
 * inout parameter's output side before its input side. */
#ifndef HLSLC_SIG_H
#define HLSLC_SIG_H

#include "ast.h"
#include "../dxil/sig_pack.h"

/* One leaf of a flattened entry parameter or return value. */
#define HL_MS_TOPO_UNDEFINED 3u

typedef struct HlSigElem {
  int param;              /* parameter index; -1 for the return value */
  uint32_t *path;         /* struct field indices from the parameter down to the leaf */
  uint32_t npath;         /* path length (0: the parameter itself) */
  int32_t array_elem;     /* SV_Target arrays: the array element this element is; -1 otherwise */
  HType *type;            /* leaf type: scalar, vector, matrix or an array of those */
  bool output;            /* written by the shader (an output signature element) */
  int sig;                /* DXIL_SIG_IN/OUT/PC, or -1: not in a signature (a dx.op reads it) */
  uint32_t id;            /* element ID in its signature (sig >= 0) */
  DxilSigPoint sp;        /* signature point */
  DxilSemInterp si;       /* interpretation at sp */
  const char *name;       /* metadata name: canonical SV_ spelling, else the base name as written */
  uint32_t kind;          /* semantic kind at sp (Arbitrary where an SV_ name reads as arbitrary) */
  uint32_t sem_kind;      /* semantic kind of the name itself (which dx.op reads a NotInSig value) */
  uint32_t comp_type;     /* DXIL ComponentType */
  uint32_t interp;        /* InterpolationMode */
  uint32_t rows, cols;    /* shape */
  uint32_t *indices;      /* semantic index per row */
  uint32_t elem_rows;     /* rows per array element (matrix rows, else 1) */
  bool col_major;         /* matrix stored column by column (rows are the columns) */
  bool is_bool;           /* bool data: i32 in the signature, i1 in registers */
  uint32_t vertices;      /* geometry input primitive arrays: vertex count (0 otherwise); the
                             parameter's first array level is the vertex axis */
  uint32_t stream;        /* geometry outputs: the stream (order of the stream parameters) */
  bool via_stream;        /* written by Stream.Append, not at the return */
  SrcLoc loc;             /* where the semantic was written (diagnostics) */
  uint32_t outer;         /* leaf of an array of structs: its element count (0: none); rows
                             are outer * (leaf rows), one set per struct element */
  uint32_t outer_at;      /* path entries before the array of structs (the element index
                             goes there) */
  uint32_t clip_plane;    /* [clipplanes] output k + 1: SV_ClipDistance k = dot(SV_Position,
                             plane k); 0 for the other elements */
} HlSigElem;

typedef struct HlEntrySig {
  HlSigElem *elems;       /* in DXC's processing order */
  uint32_t n;             /* number of elems */
  uint32_t count[3];      /* elements per signature (DXIL_SIG_*) */
  bool early_depth;       /* [earlydepthstencil] */
  /* vertex shaders: [clipplanes(p0, ...)] (up to 6 float4 constants) */
  struct Expr *clip_planes[6];
  uint32_t nclip;
  int clip_pos;           /* index in elems of the 4-component SV_Position output */
  /* geometry shaders */
  uint32_t gs_input_prim; /* DXIL InputPrimitive (point 1, line 2, triangle 3, lineadj 6, triangleadj 7) */
  uint32_t gs_max_vertex; /* [maxvertexcount(N)] */
  uint32_t gs_stream_mask;/* streams used */
  uint32_t gs_topology;   /* DXIL PrimitiveTopology of the streams (point list 1, line strip 3,
                             triangle strip 5) */
  uint32_t gs_instances;  /* [instance(N)], 1 by default */
  int32_t stream_param[4];/* parameter index of each stream, -1 none */
  /* mesh shaders (sema_mesh_entry) */
  uint32_t ms_max_verts;  /* `out vertices T v[N]`: N */
  uint32_t ms_max_prims;  /* `out indices uintK i[N]` (and primitives): N */
  uint32_t ms_topology;   /* [outputtopology]: line 1, triangle 2, another string
                             HL_MS_TOPO_UNDEFINED (DXC: topology undefined, no error) */
  int32_t ms_indices_param;   /* parameter index of the indices array, -1 none */
  int32_t ms_payload_param;   /* parameter index of `in payload`, -1 none */
  /* hull and domain shaders (DXIL's enums) */
  uint32_t ts_domain;     /* [domain]: isoline 1, tri 2, quad 3 */
  uint32_t ts_partitioning; /* [partitioning]: integer 1, pow2 2, fractional_odd 3, _even 4 */
  uint32_t ts_out_prim;   /* [outputtopology]: point 1, line 2, triangle_cw 3, triangle_ccw 4 */
  uint32_t ts_in_cp;      /* input control points (InputPatch / OutputPatch size) */
  uint32_t ts_out_cp;     /* [outputcontrolpoints(N)] */
  float ts_max_tess;      /* [maxtessfactor(x)], 64 by default */
  Decl *pc_func;          /* hull: the [patchconstantfunc] function */
  struct HlEntrySig *pc_sig; /* hull: the patch constant function's elements (inputs and
                             output control points read with the entry's IDs, patch
                             constants written) */
} HlEntrySig;

/* sema_sig.c: check a vertex/pixel entry's attributes, parameters and
 * return value and build c->entry_sig. Errors go to c->diag. */
void sema_graphics_entry(HlslCtx *c, Decl *f);
/* The same for an entry of stage st (library entries: each its own), the
 * signature returned; NULL after an error. */
HlEntrySig *sema_entry_sig(HlslCtx *c, Decl *f, ShaderStage st);

/* sema_sig.c: a mesh entry's parameters (system values, out vertices /
 * indices / primitives, in payload) and [outputtopology]; builds
 * c->entry_sig. numthreads is checked by the caller, as for compute. */
void sema_mesh_entry(HlslCtx *c, Decl *f);
HlEntrySig *sema_mesh_sig(HlslCtx *c, Decl *f);

#endif
