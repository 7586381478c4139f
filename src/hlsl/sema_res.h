/* sema_res.h - resource methods, texture indexing, descriptor heaps:
 * the interface between sema_res.c (checking) and irgen_res.c /
 * irgen_tex.c (code generation).
 *
 * A checked resource method is an E_METHOD whose `intrin` is one of the
 * IN_M_* ids of sema.h (buffers) or a ResMethod below, `type` its result
 * and `args` its converted arguments in HLSL order: the fixed arguments,
 * then the offsets, the clamp and the status out-parameter when present.
 * `ival` holds the RF_* flags describing which optional arguments exist.
 */
#ifndef HLSLC_SEMA_RES_H
#define HLSLC_SEMA_RES_H

#include "sema.h"

/* Methods beyond sema.h's IN_M_* (numbered apart so the two never clash). */
typedef enum ResMethod {
  RM_FIRST = 1000,
  RM_SAMPLE = RM_FIRST,  /* Sample(s, loc [, off [, clamp [, status]]]) */
  RM_SAMPLE_BIAS,        /* SampleBias(s, loc, bias [, off [, clamp [, status]]]) */
  RM_SAMPLE_LEVEL,       /* SampleLevel(s, loc, lod [, off [, status]]) */
  RM_SAMPLE_GRAD,        /* SampleGrad(s, loc, ddx, ddy [, off [, clamp [, status]]]) */
  RM_SAMPLE_CMP,         /* SampleCmp(sc, loc, cmp [, off [, clamp [, status]]]) */
  RM_SAMPLE_CMP_LZ,      /* SampleCmpLevelZero(sc, loc, cmp [, off [, status]]) */
  RM_SAMPLE_CMP_LEVEL,   /* SampleCmpLevel(sc, loc, cmp, lod [, off [, status]]) (6.7) */
  RM_SAMPLE_CMP_BIAS,    /* SampleCmpBias(sc, loc, cmp, bias [, off [, clamp [, status]]]) (6.8) */
  RM_SAMPLE_CMP_GRAD,    /* SampleCmpGrad(sc, loc, cmp, ddx, ddy [, off [, clamp [, status]]]) (6.8) */
  RM_GATHER,             /* Gather{,Red,Green,Blue,Alpha}(s, loc [, off | 4 offs [, status]]) */
  RM_GATHER_CMP,         /* GatherCmp{,Red,...}(sc, loc, cmp [, off | 4 offs [, status]]) */
  RM_GATHER_RAW,         /* GatherRaw(s, loc [, off [, status]]) (6.7) */
  RM_CALC_LOD,           /* CalculateLevelOfDetail[Unclamped](s, loc) */
  RM_TEX_LOAD,           /* texture Load(loc [, sample] [, off] [, status]) */
  RM_TEX_GETDIMS,        /* texture GetDimensions([mip,] w [, h [, d/elems]] [, levels/samples]) */
  RM_SAMPLE_POS,         /* Texture2DMS[Array].GetSamplePosition(index) */
  RM_BUF_LOAD_STATUS,    /* Buffer/StructuredBuffer/ByteAddressBuffer Load(i, out status) */
  RM_BAB_ATOMIC,         /* RWByteAddressBuffer.Interlocked<Op>[64](off, v [, out orig]) */
  RM_BAB_CMPXCHG,        /* .InterlockedCompareExchange[64|FloatBitwise](off, cmp, v, out orig) */
  RM_BAB_CMPSTORE,       /* .InterlockedCompareStore[64|FloatBitwise](off, cmp, v) */
  RM_FEEDBACK_WRITE,     /* FeedbackTexture2D.WriteSamplerFeedback*(tex, s, loc, ...) */
  RM_CHECK_ACCESS,       /* CheckAccessFullyMapped(status): a free function (E_CALL) */
  RM_LAST
} ResMethod;

/* Flags in a method's Expr.ival. */
enum {
  RF_NOFF_MASK = 0x7,      /* number of offset arguments: 0, 1, or 4 (gather) */
  RF_CLAMP = 1u << 4,      /* a clamp argument follows the offsets */
  RF_STATUS = 1u << 5,     /* the last argument is the status out-parameter */
  RF_CHANNEL_SHIFT = 8,    /* Gather channel 0-3 (bits 8-9) */
  RF_ATOMIC_SHIFT = 12,    /* DXIL AtomicBinOpCode of RM_BAB_ATOMIC (bits 12-15) */
  RF_NFIXED_SHIFT = 16,    /* arguments before the offsets (bits 16-19) */
  RF_UNCLAMPED = 1u << 20, /* CalculateLevelOfDetailUnclamped */
  RF_MIP = 1u << 21,       /* GetDimensions with a mip level argument */
  RF_FLOAT_BITS = 1u << 22,/* *FloatBitwise / InterlockedExchangeFloat: float values as bits */
  RF_FEEDBACK_SHIFT = 24,  /* WriteSamplerFeedback variant (bits 24-25): 0 plain, 1 Bias,
                              2 Grad, 3 Level */
};

static inline uint32_t rf_noff(const Expr *e) { return (uint32_t)(e->ival & RF_NOFF_MASK); }
static inline uint32_t rf_nfixed(const Expr *e) { return (uint32_t)(e->ival >> RF_NFIXED_SHIFT) & 0xF; }
/* Interlocked*(dest, value(s) [, original]) free functions: dest must be a
 * writable 32/64-bit integer (or float for InterlockedExchange and the
 * *FloatBitwise compares) in groupshared memory or a UAV element.
 * cmp_forms: the two-value compare variants. DXC's diagnostics. */
bool sema_res_interlocked(HlslCtx *c, Expr *e, bool cmp_forms);
/* Validate the element type of a resource type (through arrays): typed
 * buffers and textures hold scalars or vectors of at most 16 bytes.
 * Reports at loc and returns false when invalid. */
bool sema_res_check_type(HlslCtx *c, const HType *t, SrcLoc loc);
/* The type of a globallycoherent local resource variable: a copy of a UAV
 * type marked coherent (handles made for it from descriptor heaps carry the
 * property). Other types come back unchanged. */
HType *sema_res_coherent_type(HlslCtx *c, HType *t);
/* Check a method call (E_METHOD) on any resource. */
Expr *sema_method_call(HlslCtx *c, Expr *e);
/* Check e = a[b] where a is resource-typed: buffers, textures (vector
 * coordinates), .mips[level] / .sample[index] slices, descriptor heaps. */
Expr *sema_res_index(HlslCtx *c, Expr *e);
/* Check a.name where a is resource-typed (.mips, .sample). */
Expr *sema_res_member(HlslCtx *c, Expr *e);
/* Conversion cost involving resource types (descriptor-heap elements to
 * resources); -2 when the pair is not one this handles. */
int sema_res_conv_cost(HlslCtx *c, const HType *from, const HType *to, bool explicit_cast);
/* Declare ResourceDescriptorHeap and SamplerDescriptorHeap (SM 6.6+) in the
 * current (global) scope. */
void sema_res_declare_builtins(HlslCtx *c);
/* Is d one of the descriptor heaps? Which one (1 resources, 2 samplers)? */
int sema_res_heap_kind(const Decl *d);
/* Is t the element type of a descriptor heap (converts to a resource)? */
bool sema_res_is_heap_elem(const HType *t);

#endif
