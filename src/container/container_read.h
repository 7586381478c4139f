/* container_read.h - reading a DXContainer (DXBC) back (dxil-format.md §1-§5).
 *
 * dxil_container_read parses the header, the part table and every part the
 * writer knows (DXIL/ILDB/STAT program headers, SFI0, ISG1/OSG1/PSG1,
 * PSV0 v0-v4, HASH, RTS0, ILDN, VERS) from untrusted bytes: every offset and
 * size is checked before it is used, nothing is read outside the buffer.
 * Pointers in the result point into the caller's buffer (which must outlive
 * it) or into the arena. Unknown parts are listed, not parsed.
 *
 * The container digest and the HASH part are checked and reported in the
 * result, not treated as errors: a caller decides what a mismatch means
 * (hlslc-dis rejects it). Diagnostics 81xx: 8101 header, 8102 part table,
 * 8103 program header, 8104 signature, 8105 PSV0, 8106 RTS0, 8107 small
 * fixed parts (SFI0, HASH, ILDN, VERS), 8108 duplicate part, 8109 out of
 * memory. */
#ifndef HLSLC_CONTAINER_READ_H
#define HLSLC_CONTAINER_READ_H

#include "../dxil/dxil.h"

#define DXIL_FOURCC(a, b, c, d) \
  ((uint32_t)(uint8_t)(a) | (uint32_t)(uint8_t)(b) << 8 | (uint32_t)(uint8_t)(c) << 16 | (uint32_t)(uint8_t)(d) << 24)

/* One entry of the part table. */
typedef struct DxilPart {
  uint32_t fourcc;        /* as a little-endian dword */
  char name[5];           /* the four characters ('?' for unprintable), NUL-terminated */
  uint32_t offset;        /* file offset of the 8-byte part header */
  const uint8_t *data;    /* part data (inside the input buffer) */
  uint32_t size;          /* data size in bytes */
} DxilPart;

/* A DXIL / ILDB / STAT program header (§1.4). */
typedef struct DxilProgram {
  bool present;           /* the part exists */
  uint32_t version;       /* raw ProgramVersion */
  uint32_t shader_kind;   /* version >> 16 (DXIL ShaderKind) */
  uint32_t sm_major;      /* (version >> 4) & 0xF */
  uint32_t sm_minor;      /* version & 0xF */
  uint32_t size_dwords;   /* SizeInUint32 as stored */
  uint32_t dxil_version;  /* raw DxilVersion ((major << 8) | minor) */
  uint32_t bitcode_offset;/* from the DxilMagic field */
  const uint8_t *bitcode; /* the bitcode bytes */
  uint32_t bitcode_size;  /* exact bitcode length */
} DxilProgram;

/* One ISG1/OSG1/PSG1 element (§3.1). */
typedef struct DxilSigElem {
  uint32_t stream;        /* GS stream */
  uint32_t name_offset;   /* from the start of the part data */
  const char *name;       /* semantic name (NUL-terminated inside the part) */
  uint32_t semantic_index; /* index of the semantic (TEXCOORD3: 3) */
  uint32_t system_value;  /* D3D_NAME */
  uint32_t comp_type;     /* signature component type (§3.3) */
  uint32_t reg;           /* register (start row) */
  uint8_t mask;           /* columns occupied */
  uint8_t rw_mask;        /* never-writes (outputs) / always-reads (inputs) mask */
  uint32_t min_precision; /* MinPrecision */
} DxilSigElem;

typedef struct DxilSignature {
  bool present;           /* the part exists */
  uint32_t param_offset;  /* offset of the first element */
  DxilSigElem *elems;     /* arena */
  uint32_t n;             /* element count */
} DxilSignature;

/* A PSV0 resource bind record (§4.4). */
typedef struct DxilPsvResource {
  uint32_t type;          /* ResType (1 Sampler ... 9 UAVStructuredWithCounter) */
  uint32_t space;         /* register space */
  uint32_t lower;         /* lower bound */
  uint32_t upper;         /* inclusive; 0xFFFFFFFF unbounded */
  uint32_t kind;          /* ResourceKind (24-byte records only, else 0) */
  uint32_t flags;         /* ResFlags (24-byte records only, else 0) */
} DxilPsvResource;

/* A PSV0 signature element (§4.5). */
typedef struct DxilPsvSigElem {
  uint32_t name_offset;   /* string table offset */
  const char *name;       /* the name ("" for offset 0) */
  uint32_t index_offset;  /* into the semantic-index table */
  const uint32_t *indexes;/* rows entries (arena), NULL when out of range */
  uint8_t rows, start_row;/* rows, first row (when allocated) */
  uint8_t cols;           /* bits 0-3 of byte 10 */
  uint8_t start_col;      /* bits 4-5 */
  bool allocated;         /* bit 6 */
  uint8_t semantic_kind;  /* DXIL SemanticKind */
  uint8_t comp_type;      /* signature component type */
  uint8_t interp;         /* InterpolationMode */
  uint8_t dyn_mask;       /* dynamic-index mask (bits 0-3 of byte 14) */
  uint8_t stream;         /* output stream (bits 4-5 of byte 14) */
} DxilPsvSigElem;

typedef struct DxilPsv {
  bool present;
  uint32_t version;           /* inferred from the runtime-info size: 0..4 */
  uint32_t runtime_info_size; /* as stored (may exceed the known 56) */
  uint8_t ri[56];             /* the known prefix of the runtime info, zero-extended */
  /* decoded runtime info (fields beyond the version read as 0) */
  uint32_t min_wave, max_wave;
  uint32_t stage;             /* v1: ShaderStage (ShaderKind) */
  bool uses_viewid;           /* v1 */
  uint8_t sig_in_elems, sig_out_elems, sig_pc_elems; /* v1 */
  uint8_t sig_in_vectors, sig_out_vectors[4];        /* v1 */
  uint32_t numthreads[3];     /* v2 */
  uint32_t entry_name_offset; /* v3 */
  const char *entry_name;     /* v3: from the string table, or NULL */
  uint32_t groupshared_bytes; /* v4 */
  /* resources */
  uint32_t nres;              /* resource count */
  uint32_t res_stride;        /* bind-record size (16 or 24; larger accepted) */
  DxilPsvResource *res;       /* arena */
  /* v1+ tables */
  const char *strings;        /* string table (inside the part) */
  uint32_t strings_size;      /* its size in bytes */
  uint32_t *sem_indexes;      /* arena copy */
  uint32_t nsem_indexes;      /* entries */
  uint32_t elem_stride;       /* element record size (16; larger accepted) */
  DxilPsvSigElem *elems[3];   /* input, output, patch-constant/primitive (counts above) */
  uint32_t viewid_dwords;     /* ViewID output masks, dwords in total */
  uint32_t dep_dwords;        /* input->output dependency tables, dwords in total */
  uint32_t trailing;          /* bytes after everything the layout accounts for */
} DxilPsv;

/* RTS0 (§1.6). */
typedef struct DxilRootRange {
  uint32_t type;          /* SRV 0, UAV 1, CBV 2, Sampler 3 */
  uint32_t count;         /* NumDescriptors */
  uint32_t base;          /* BaseShaderRegister */
  uint32_t space;         /* RegisterSpace */
  uint32_t flags;         /* v1.1+ */
  uint32_t offset;        /* OffsetInDescriptorsFromTableStart */
} DxilRootRange;

typedef struct DxilRootParam {
  uint32_t type;          /* DescriptorTable 0, 32-bit constants 1, CBV 2, SRV 3, UAV 4 */
  uint32_t visibility;    /* ShaderVisibility */
  uint32_t payload_offset;/* from the start of the part */
  uint32_t reg, space;    /* constants and root descriptors */
  uint32_t num_values;    /* constants: Num32BitValues */
  uint32_t flags;         /* root descriptors, v1.1+ */
  DxilRootRange *ranges;  /* descriptor tables (arena) */
  uint32_t nranges;       /* their count */
} DxilRootParam;

typedef struct DxilRootSig {
  bool present;
  uint32_t version;       /* 1 = 1.0, 2 = 1.1, 3 = 1.2 */
  uint32_t nparams, params_offset;     /* root parameters: count, offset */
  uint32_t nsamplers, samplers_offset; /* static samplers: count, offset */
  uint32_t flags;                      /* root signature flags */
  DxilRootParam *params;  /* arena */
  const uint8_t *samplers;/* raw static sampler records (inside the part) */
  uint32_t sampler_stride;/* 52 bytes (v1.0/1.1) or 56 (v1.2) */
} DxilRootSig;

typedef enum DxilDigestStatus {
  DXIL_DIGEST_UNSIGNED,   /* 16 zero bytes */
  DXIL_DIGEST_BYPASS,     /* 16 x 0x01 */
  DXIL_DIGEST_PREVIEW,    /* 16 x 0x02 */
  DXIL_DIGEST_OK,         /* matches the modified MD5 of bytes 20.. */
  DXIL_DIGEST_MISMATCH,   /* does not match */
} DxilDigestStatus;

typedef enum DxilHashStatus {
  DXIL_HASH_ABSENT,       /* no HASH part */
  DXIL_HASH_OK,           /* MD5 of the DXIL bitcode matches */
  DXIL_HASH_MISMATCH,
  DXIL_HASH_UNCHECKED,    /* flags IncludesSource, or no DXIL part */
} DxilHashStatus;

typedef struct DxilContainer {
  const uint8_t *data;        /* the input */
  uint32_t size;              /* container size (== input length) */
  uint16_t major, minor;      /* container version */
  uint8_t digest[16];         /* as stored */
  uint8_t digest_expected[16];/* computed (when not a sentinel) */
  DxilDigestStatus digest_status;
  DxilPart *parts;            /* arena, in table order */
  uint32_t nparts;            /* part count */
  /* parsed parts */
  bool has_sfi0;              /* SFI0 present */
  uint64_t sfi0;              /* feature flags */
  DxilProgram dxil, ildb, stat; /* program parts */
  DxilSignature isg1, osg1, psg1; /* signatures */
  DxilPsv psv;                /* PSV0 */
  bool has_hash;              /* HASH present */
  uint32_t hash_flags;        /* 0 none, 1 IncludesSource */
  uint8_t hash[16];           /* its digest */
  DxilHashStatus hash_status; /* MD5 check of the DXIL bitcode */
  DxilRootSig rts0;           /* RTS0 */
  bool has_ildn;              /* ILDN present */
  uint16_t ildn_flags;        /* its flags */
  const char *ildn_name;      /* arena copy */
  bool has_vers;              /* VERS present */
  uint16_t vers_major, vers_minor;        /* compiler version */
  uint32_t vers_flags, vers_commit_count; /* version flags, commit count */
  const char *vers_commit;    /* arena copies (may be "") */
  const char *vers_custom;
} DxilContainer;

/* Parses data[0..len). false (with a diagnostic) when the container or a
 * known part is malformed; *out is then partially filled. */
bool dxil_container_read(const uint8_t *data, size_t len, Arena *a, DxilContainer *out, Diag *d);

/* The part with this fourcc, or NULL. */
const DxilPart *dxil_container_part(const DxilContainer *c, uint32_t fourcc);

/* Names for display: SFI0 bit (NULL when unnamed), PSV resource type,
 * shader kind ("cs", "ps", ...; "?" when unknown). */
const char *dxil_sfi0_flag_name(uint32_t bit);
const char *dxil_psv_res_type_name(uint32_t type);
const char *dxil_shader_kind_name(uint32_t kind);

#endif
