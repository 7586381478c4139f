/* target.h - what a module is compiled for: the shader stage (DXIL's
 * ShaderKind), shader model, DXIL and validator versions and the options
 * that change the DXIL written, from a triple or a DXC profile (target.c).
 * Shared by the front end, the passes and the container writer. */
#ifndef HLSLC_DXIL_TARGET_H
#define HLSLC_DXIL_TARGET_H

#include "../base/base.h"

/* Shader stages, numbered as DXIL's ShaderKind (dxil-format.md §1.4). */
typedef enum ShaderStage {
  STAGE_PIXEL = 0, STAGE_VERTEX = 1, STAGE_GEOMETRY = 2, STAGE_HULL = 3,
  STAGE_DOMAIN = 4, STAGE_COMPUTE = 5, STAGE_LIBRARY = 6, STAGE_RAYGEN = 7,
  STAGE_INTERSECTION = 8, STAGE_ANYHIT = 9, STAGE_CLOSESTHIT = 10, STAGE_MISS = 11,
  STAGE_CALLABLE = 12, STAGE_MESH = 13, STAGE_AMPLIFICATION = 14, STAGE_NODE = 15,
  STAGE_INVALID = 16,
} ShaderStage;

/* What we compile for. Filled from -T (hlslc) or the triple (hlslc-opt). */
typedef struct Target {
  ShaderStage stage;
  uint32_t sm_major, sm_minor;     /* shader model, e.g. 6.0 */
  uint32_t dxil_major, dxil_minor; /* DXIL version implied by the SM (1.x for 6.x) */
  uint32_t valver_major, valver_minor; /* dx.valver we write */
  bool native_16bit;               /* -enable-16bit-types */
  bool min_precision;              /* HLSL without -enable-16bit-types: half/i16 values are DXC's
                                      min-precision types, stored in 32 bits (cbuffer slots, buffer
                                      loads, signature packing) */
  bool all_resources_bound;        /* -all-resources-bound: the AllResourcesBound shader flag */
  bool res_may_alias;              /* -res-may-alias: no "UAVs may not alias" shader flag */
  bool no_opt;                     /* -Od / -O0: only the passes DXIL needs (pipeline.c) */
  bool ieee_strict;                /* -Gis: no fast-math flags anywhere (dxil-precise) */
  bool force_zero_lifetimes;       /* -force-zero-store-lifetimes: lifetime markers become
                                      stores of zero whatever the DXIL version (dxil-op-lower) */
  bool pack_optimized;             /* -pack_optimized: signatures packed by DXC's PackOptimized
                                      strategy (sig_pack.c) instead of prefix-stable */
} Target;

/* The options the front end (HlslOptions.dx) and the passes (PassCtx.dx)
 * both read, declared once: the driver fills one and gives both the same. */
typedef struct DxilOptions {
  Target target;            /* -T (hlslc-opt/-llc: the module triple, see PassCtx.have_target) */
  bool bind_unused;         /* -fbind-unused: every declared resource is listed in
                               !hlsl.bind.declared, and implicit bindings ignore dead-code
                               elimination */
  bool legacy_reservation;  /* -flegacy-resource-reservation: the explicitly bound ones are
                               listed there too (their registers stay reserved); no unbounded
                               resource arrays */
  bool have_auto_space;     /* -auto-binding-space given (libraries record it, entry tag 5) */
  uint32_t auto_space;      /* its value: the space of resources with neither a register nor a
                               space annotation */
  struct Reflection *reflect; /* when set: receives every constant buffer's layout (front end)
                                 and the final resource bindings (dxil-translate-metadata);
                                 src/dxil/reflect.h */
} DxilOptions;

/* DXIL 1.9 (SM 6.9) keeps vectors: vector instructions, vector-typed memory
 * and the <N x T> overloads of dx.op calls (DXC's Scalarizer and SROA with
 * SupportsVectors). Only for hlslc's DXC-compatible pipeline; hlslc-opt
 * follows LLVM's DirectX backend, which always scalarizes. */
static inline bool target_native_vectors(const Target *t, bool dxc_compat) {
  return dxc_compat && (t->dxil_major > 1 || (t->dxil_major == 1 && t->dxil_minor >= 9));
}

/* Parse "dxil-pc-shadermodel6.6-compute" (or "dxil--shadermodel6.3-library",
 * "dxilv1.5-..."), or a DXC profile "cs_6_0". false when unrecognised. */
bool target_from_triple(Target *t, const char *triple);
bool target_from_profile(Target *t, const char *profile);
/* "dxil-pc-shadermodel6.0-compute" for the target. */
const char *target_triple(Arena *a, const Target *t);
/* LLVM's Triple::normalize for our triples: empty components become
 * "unknown" ("dxil--shadermodel6.3-library" -> "dxil-unknown-shadermodel6.3-library"). */
const char *target_normalize_triple(Arena *a, const char *triple);
/* The validator version written when neither the module (dx.valver) nor an
 * option says otherwise. */
enum { TARGET_DEFAULT_VALVER_MAJOR = 1, TARGET_DEFAULT_VALVER_MINOR = 8 };
const char *stage_name(ShaderStage s);     /* "compute", "pixel", "library", ... */
const char *stage_short(ShaderStage s);    /* "cs", "ps", "lib", ... */
const char *stage_abbrev(ShaderStage s);   /* hlslc-dis's PSV0 kind: "ps", ..., "rg", "ah", "node" */
/* The stage whose profile prefix (stage_short) is prefix[0..len): "lib" is
 * the library; STAGE_INVALID when none is. */
ShaderStage stage_from_short(const char *prefix, size_t len);
/* A stage with a profile of its own (ps vs gs hs ds cs ms as), not one
 * compiled as part of a library. */
bool stage_has_profile(ShaderStage s);
/* The stage stage_name spells as name[0..len), case-insensitively when
 * nocase; STAGE_INVALID when none does. */
ShaderStage stage_from_name(const char *name, size_t len, bool nocase);

#endif
