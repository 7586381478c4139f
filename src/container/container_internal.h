/* container_internal.h - shared by container.c and psv.c.
 *
 * CtInfo is everything the container parts need, read once from the
 * module's dx.* metadata (dxil-format.md §6): shader model, validator
 * version, entry properties, signatures, resources and ViewID state. The
 * part writers only look at CtInfo, never at the IR. */
#ifndef HLSLC_CONTAINER_INTERNAL_H
#define HLSLC_CONTAINER_INTERNAL_H

#include "../dxil/dxil.h"
#include "../dxil/res_kind.h"
#include "../dxil/sig_pack.h" /* DXIL_SIG_*, and ShaderStage (target.h) */

/* One signature element (dxil-format.md §6.4). */
typedef struct CtSigElem {
  uint32_t id;            /* element id */
  const char *name;       /* semantic name as written in metadata */
  uint32_t name_len;      /* its length */
  uint8_t comp_type;      /* DXIL ComponentType */
  uint8_t kind;           /* DXIL SemanticKind */
  uint8_t interp;         /* InterpolationMode */
  const uint32_t *indices;/* semantic index per row */
  uint32_t nindices;      /* number of indices (== rows when well-formed) */
  uint32_t rows;          /* rows */
  uint32_t cols;          /* columns */
  int32_t start_row;      /* -1 = not allocated */
  int32_t start_col;      /* -1 = not allocated */
  uint32_t stream;        /* output stream (extended tag 0) */
  uint32_t dyn_mask;      /* dynamic-index component mask (tag 2) */
  uint32_t usage_mask;    /* usage component mask (tag 3) */
} CtSigElem;

typedef struct CtSig {
  CtSigElem *elems;  /* in metadata order */
  uint32_t n;        /* element count */
} CtSig;

typedef struct CtResource {
  uint32_t cls;       /* ResClass (dx.resources slot order is SRV, UAV, CBV, Sampler) */
  uint32_t kind;      /* DXIL ResourceKind (CBuffer 13, Sampler 14 for those classes) */
  uint32_t space;     /* register space */
  uint32_t lower;     /* lower bound */
  uint32_t size;      /* range size; UINT32_MAX = unbounded */
  bool counter;       /* UAV has a hidden counter */
  bool atomic64;      /* UAV uses 64-bit atomics (tag 3) */
} CtResource;

typedef struct CtInfo {
  uint32_t stage;           /* ShaderStage (DXIL's ShaderKind) */
  uint32_t sm_major, sm_minor;        /* dx.shaderModel */
  uint32_t valver_major, valver_minor;/* dx.valver (1.0 when absent) */
  const char *entry_name;   /* entry name (dx.entryPoints op 1) */
  uint32_t entry_name_len;
  uint64_t flags;           /* raw shader flags (entry property tag 0) */
  CtSig sigs[3];            /* input, output, patch-constant/primitive */
  CtResource *res;          /* resources in PSV order: CBV, Sampler, SRV, UAV */
  uint32_t nres;
  uint32_t numthreads[3];   /* tag 4, or MS/AS state */
  /* GS state (tag 1) */
  uint32_t gs_input_prim, gs_max_vertex, gs_stream_mask, gs_topology;
  /* HS/DS state (tags 2, 3) */
  uint32_t in_cp, out_cp, domain, out_prim;
  /* MS/AS state (tags 9, 10) */
  uint32_t ms_max_verts, ms_max_prims, ms_topology, payload_bytes;
  /* wave size (tags 11, 23): min, max (0 = not a range) */
  uint32_t wave_min, wave_max;
  /* dx.viewIdState words (NULL when absent) */
  const uint32_t *viewid;
  uint32_t nviewid;
  uint32_t tgsm_bytes;      /* total size of addrspace(3) globals */
  Arena *arena;             /* the arena ct_read_info read into: the part writers'
                               scratch arenas are its children, so they use the
                               compilation's allocator and report OOM to it */
} CtInfo;

/* Reads CtInfo from the module; reports malformed metadata through d. */
bool ct_read_info(IrModule *m, Arena *a, CtInfo *info, Diag *d);

/* Reads the resources of one dx.entryPoints record (its operand 3, else
 * !dx.resources) into the empty info->res in PSV order (CBV, sampler, SRV, UAV); for
 * LLVM-form library containers, whose single record has no function. */
bool ct_read_entry_resources(IrModule *m, Arena *a, const IrMD *entry, CtInfo *info, Diag *d);

/* valver >= major.minor */
static inline bool ct_valver_ge(const CtInfo *ci, uint32_t major, uint32_t minor) {
  return ci->valver_major > major || (ci->valver_major == major && ci->valver_minor >= minor);
}

/* Part payloads (without the 8-byte part header), appended to out. */
void ct_write_sfi0(const CtInfo *ci, StrBuf *out);
bool ct_write_signature(const CtInfo *ci, int which, StrBuf *out, Arena *a);
bool ct_write_psv0(const CtInfo *ci, StrBuf *out, Diag *d);
/* SFI0 feature bits from the raw metadata flags (dxil-format.md §2.1). */
uint64_t ct_feature_info(uint64_t raw_flags);
/* PSVResourceType of a resource record (Sampler 1, CBV 2, SRV typed/raw/
 * structured 3-5, UAV typed/raw/structured/with counter 6-9). */
uint32_t ct_psv_res_type(const CtResource *r);
/* PSV version implied by dx.valver (§4.1). */
uint32_t ct_psv_version(const CtInfo *ci);

/* Little-endian appends. */
void ct_put_u8(StrBuf *sb, uint8_t v);
void ct_put_u16(StrBuf *sb, uint16_t v);
void ct_put_u32(StrBuf *sb, uint32_t v);
/* The container header (digest left zero), the part offset table and the
 * parts, in order. false after reporting a container over 2 GiB, or when
 * `out` ran out of memory. */
bool ct_write_parts(StrBuf *out, const DxilPartData *parts, uint32_t n, Diag *d);
void ct_put_u64(StrBuf *sb, uint64_t v);

/* Signature-element helpers shared by ISG1/OSG1/PSG1 and PSV0. */
uint32_t ct_sig_comp_type(uint32_t dxil_comp_type, bool i1_unknown);
/* The semantic kind DXC resolves for an element at this stage/signature:
 * 0 (Arbitrary) where the system value reads as arbitrary, 33 (Invalid)
 * where it does not apply, else kind. */
uint32_t ct_effective_kind(uint32_t stage, int which, uint32_t kind);
/* Number of packed rows used by elements of stream `stream`. */
uint32_t ct_sig_vectors(const CtSig *s, uint32_t stream);

#endif
