/* rts0.h - the RTS0 part: a root signature in D3D12's serialized form.
 *
 * RsDesc is the root signature as the part stores it (D3D12's
 * D3D12_VERSIONED_ROOT_SIGNATURE_DESC, all versions in one shape). It is
 * filled from !dx.rootsignatures metadata (rts0.c, the llc path), from the
 * HLSL root-signature language (src/rootsig) or from an RTS0 part read back
 * (rts0_read), and written with rts0_write. Layout of the part
 * (dxil-format.md §1.6; DXC's DxilRootSignatureSerializer and LLVM's
 * mcdxbc::RootSignatureDesc::write produce the same bytes): a 24-byte header
 * {version, #params, params offset (24), #samplers, samplers offset, flags};
 * one 12-byte header per parameter {type, visibility, payload offset}; the
 * payloads in parameter order (constants {register, space, count}; root
 * descriptors {register, space[, flags from 1.1]}; tables {#ranges, ranges
 * offset} immediately followed by their ranges {type, count, base, space[,
 * flags from 1.1], offset}); then the static samplers (13 dwords, 14 with
 * the sampler flags from 1.2). The samplers offset is the end of the
 * parameters even when there are none. */
#ifndef HLSLC_CONTAINER_RTS0_H
#define HLSLC_CONTAINER_RTS0_H

#include "../base/base.h"

/* Root signature versions (D3D_ROOT_SIGNATURE_VERSION). */
enum { RS_VERSION_1_0 = 1, RS_VERSION_1_1 = 2, RS_VERSION_1_2 = 3 };

/* Root parameter types (D3D12_ROOT_PARAMETER_TYPE). */
enum { RS_PARAM_TABLE = 0, RS_PARAM_CONSTANTS = 1, RS_PARAM_CBV = 2, RS_PARAM_SRV = 3,
       RS_PARAM_UAV = 4 };

/* Descriptor range types (D3D12_DESCRIPTOR_RANGE_TYPE). */
enum { RS_RANGE_SRV = 0, RS_RANGE_UAV = 1, RS_RANGE_CBV = 2, RS_RANGE_SAMPLER = 3 };

/* Shader visibility (D3D12_SHADER_VISIBILITY). */
enum { RS_VIS_ALL = 0, RS_VIS_VERTEX, RS_VIS_HULL, RS_VIS_DOMAIN, RS_VIS_GEOMETRY, RS_VIS_PIXEL,
       RS_VIS_AMPLIFICATION, RS_VIS_MESH, RS_VIS_MAX = RS_VIS_MESH };

/* Descriptor range flags (D3D12_DESCRIPTOR_RANGE_FLAGS) and root descriptor
 * flags (D3D12_ROOT_DESCRIPTOR_FLAGS share the DATA_* values). */
enum {
  RS_DESCRIPTORS_VOLATILE = 0x1,
  RS_DATA_VOLATILE = 0x2,
  RS_DATA_STATIC_WHILE_SET_AT_EXECUTE = 0x4,
  RS_DATA_STATIC = 0x8,
  RS_DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS = 0x10000,
};

/* OffsetInDescriptorsFromTableStart meaning "right after the previous range". */
#define RS_OFFSET_APPEND 0xFFFFFFFFu
/* NumDescriptors of an unbounded range. */
#define RS_UNBOUNDED 0xFFFFFFFFu

/* One descriptor range of a table (D3D12_DESCRIPTOR_RANGE1). */
typedef struct RsRange {
  uint32_t type;    /* RS_RANGE_* */
  uint32_t count;   /* NumDescriptors (RS_UNBOUNDED) */
  uint32_t base;    /* BaseShaderRegister */
  uint32_t space;   /* RegisterSpace */
  uint32_t offset;  /* OffsetInDescriptorsFromTableStart (RS_OFFSET_APPEND) */
  uint32_t flags;   /* RS_DESCRIPTORS_* | RS_DATA_* (written from 1.1) */
} RsRange;

/* One root parameter (D3D12_ROOT_PARAMETER1). */
typedef struct RsParam {
  uint32_t type;        /* RS_PARAM_* */
  uint32_t visibility;  /* RS_VIS_* */
  uint32_t w[3];        /* constants: register, space, count; descriptor: register, space, flags */
  RsRange *ranges;      /* table ranges */
  uint32_t nranges;
} RsParam;

/* Words of a static sampler (D3D12_STATIC_SAMPLER_DESC1), floats as their
 * bits; the flags word is written from 1.2. */
enum {
  RS_SS_FILTER, RS_SS_ADDRESS_U, RS_SS_ADDRESS_V, RS_SS_ADDRESS_W, RS_SS_MIP_LOD_BIAS,
  RS_SS_MAX_ANISOTROPY, RS_SS_COMPARISON, RS_SS_BORDER, RS_SS_MIN_LOD, RS_SS_MAX_LOD,
  RS_SS_REGISTER, RS_SS_SPACE, RS_SS_VISIBILITY, RS_SS_FLAGS, RS_SAMPLER_WORDS
};

/* A root signature. */
typedef struct RsDesc {
  uint32_t version;     /* RS_VERSION_* */
  uint32_t flags;       /* D3D12_ROOT_SIGNATURE_FLAGS */
  RsParam *params;
  uint32_t nparams;
  uint32_t (*samplers)[RS_SAMPLER_WORDS];
  uint32_t nsamplers;
} RsDesc;

/* Appends the RTS0 serialization of rs (at rs->version) to out. */
void rts0_write(const RsDesc *rs, StrBuf *out);

/* Reads an RTS0 part (data[0..len)) into *out, arrays in a. Malformed or
 * truncated data is reported (8106, "what" names the input) and false is
 * returned; never reads out of bounds. */
bool rts0_read(const uint8_t *data, size_t len, Arena *a, RsDesc *out, Diag *d, const char *what);

/* Appends rs as text in the HLSL root-signature language, one element per
 * line, values equal to the grammar's defaults left out; with `macro`, as
 * `#define macro \` and one string literal per line, which compiles back
 * (-T rootsig_1_x -E macro, at rs->version) to the same bytes whenever every
 * value has a keyword. */
void rts0_print(const RsDesc *rs, const char *macro, StrBuf *out);

/* Names of enumerated values in the HLSL root-signature language (the
 * keywords of the grammar), NULL when v has none. */
const char *rts0_filter_name(uint32_t v);             /* "FILTER_ANISOTROPIC" */
const char *rts0_address_name(uint32_t v);            /* "TEXTURE_ADDRESS_WRAP" */
const char *rts0_comparison_name(uint32_t v);         /* "COMPARISON_LESS_EQUAL" */
const char *rts0_border_name(uint32_t v);             /* "STATIC_BORDER_COLOR_OPAQUE_WHITE" */
const char *rts0_visibility_name(uint32_t v);         /* "SHADER_VISIBILITY_ALL" */

/* One flag bit and its keyword. */
typedef struct RsFlagName {
  uint32_t bit;
  const char *name;
} RsFlagName;
/* Keyword tables, terminated by {0, NULL}: root signature flags
 * (RootFlags), descriptor range flags, root descriptor flags and static
 * sampler flags (1.2). */
extern const RsFlagName rts0_root_flag_names[];
extern const RsFlagName rts0_range_flag_names[];
extern const RsFlagName rts0_descriptor_flag_names[];
extern const RsFlagName rts0_sampler_flag_names[];
/* D3D12_FILTER values (in `bit`) and their keywords, terminated by {0, NULL}. */
extern const RsFlagName rts0_filter_names[];

/* DXC's rules for a root signature (rts0_verify.c; DxilRootSignatureValidator):
 * true when rs satisfies them, else false with DXC's message in msg (the
 * first rule broken). Register spaces 0xFFFFFFF0 and up are reserved unless
 * allow_reserved_spaces. Scratch memory comes from a child of `parent`. */
bool rts0_verify(const RsDesc *rs, bool allow_reserved_spaces, Arena *parent, StrBuf *msg);

/* PSV0 resource types (PSVResourceType). */
enum {
  RS_PSV_INVALID, RS_PSV_SAMPLER, RS_PSV_CBV, RS_PSV_SRV_TYPED, RS_PSV_SRV_RAW,
  RS_PSV_SRV_STRUCTURED, RS_PSV_UAV_TYPED, RS_PSV_UAV_RAW, RS_PSV_UAV_STRUCTURED,
  RS_PSV_UAV_STRUCTURED_COUNTER
};

/* One resource binding of a shader, as PSV0 records it. */
typedef struct RsBinding {
  uint32_t psv_type;      /* RS_PSV_* */
  uint32_t space, lower, upper; /* upper UINT32_MAX: unbounded */
} RsBinding;

/* The validator's check of a root signature against the shader it is
 * attached to (VerifyRootSignatureWithShaderPSV): rts0_verify, then every
 * binding inside one range of its class visible to `visibility` (the
 * stage's RS_VIS_*, RS_VIS_ALL for compute), root SRV/UAV descriptors only
 * for raw/structured buffers, no bindings in a stage the flags deny. */
bool rts0_verify_shader(const RsDesc *rs, uint32_t visibility, const RsBinding *b, uint32_t n,
                        Arena *parent, StrBuf *msg);

#endif
