/* run.h - execute a DXIL compute shader on the CPU.
 *
 * The executor reads a DXContainer with the library's reader (the DXIL part's
 * bitcode into an IrModule, src/dxil/bc_reader.c) and interprets the entry
 * function instruction by instruction: LLVM 3.7 instructions with D3D's
 * arithmetic rules, and the dx.op calls a compute shader makes (thread ids,
 * resource handles, buffer/cbuffer access, math, atomics, barriers, wave and
 * quad operations).
 *
 * A dispatch runs every thread group in turn. The threads of a group run
 * one at a time, each until it must wait for others: at a group barrier
 * (all threads of the group reach it, then all go on) or at a wave/quad
 * operation (the lanes of its wave that stopped at the same operation
 * execute it together; lanes waiting at different operations go in program
 * order, so the lanes of a divergent branch or of more loop iterations run
 * theirs first and the others reconverge after them).
 *
 * Resources are views the caller binds (RunResource): the executor never
 * allocates or frees their memory, it reads and writes it in place. Every
 * access is bounds-checked: out-of-range resource loads give 0 and stores
 * are dropped, as D3D defines; an out-of-range access to thread or group
 * memory, an unsupported instruction, or running out of the instruction
 * budget stops the dispatch with an error (codes 96xx). Nothing here keeps
 * writable static data: a RunProgram is used by one dispatch at a time,
 * several programs may run on several threads.
 *
 * Textures are sampled as D3D's functional specification defines (texture.c):
 * point and linear filters (anisotropic ones as linear), mip selection from
 * an explicit LOD, gradients or the quad's derivatives, bias and LOD clamps,
 * the five address modes with border colours, comparison and min/max
 * reduction filters, gathers with component selection and (programmable)
 * offsets, and cube face selection (edges clamp to the face: not seamless). */
#ifndef HLSLC_RUN_H
#define HLSLC_RUN_H

#include "../base/base.h"

/* Resource classes, as DXIL numbers them (createHandle's class operand). */
enum { RUN_SRV = 0, RUN_UAV = 1, RUN_CBV = 2, RUN_SAMPLER = 3 };

/* How a view's bytes are addressed. */
typedef enum RunViewKind {
  RUN_VIEW_TYPED,       /* Buffer/RWBuffer: elements of `channels` components of `fmt` */
  RUN_VIEW_RAW,         /* (RW)ByteAddressBuffer: byte addresses */
  RUN_VIEW_STRUCTURED,  /* (RW)StructuredBuffer: index * stride + offset */
  RUN_VIEW_CBUFFER,     /* constant buffer: 16-byte rows */
  RUN_VIEW_TEXTURE,     /* textures: texels of `channels` x fmt; the dimension (1D, 2D, 3D,
                           cube, arrays) is the shader's resource kind (see RunResource) */
  RUN_VIEW_SAMPLER,     /* samplers: `count` RunSampler states */
} RunViewKind;

/* Component formats of typed views (what one channel holds in memory). */
typedef enum RunFmt {
  RUN_FMT_F16, RUN_FMT_F32, RUN_FMT_F64,
  RUN_FMT_I16, RUN_FMT_I32, RUN_FMT_I64,
  RUN_FMT_U16, RUN_FMT_U32, RUN_FMT_U64,
  RUN_FMT_U8,
} RunFmt;

/* A sampler's state, as D3D12_SAMPLER_DESC holds it. */
typedef struct RunSampler {
  uint32_t filter;      /* D3D12_FILTER: bit 0 mip linear, 2 mag linear, 4 min linear,
                           6 anisotropic, bits 7-8 reduction (1 comparison, 2 min, 3 max) */
  uint32_t address[3];  /* u, v, w: 1 wrap, 2 mirror, 3 clamp, 4 border, 5 mirror once */
  float mip_bias;
  uint32_t max_aniso;
  uint32_t cmp;         /* D3D12_COMPARISON_FUNC: 1 never, 2 less, 3 equal, 4 less-equal,
                           5 greater, 6 not-equal, 7 greater-equal, 8 always (0: none) */
  float border[4];
  float min_lod, max_lod;
} RunSampler;

/* One bound resource: `count` descriptors (a resource array when > 1) at
 * registers reg .. reg+count-1 of `space`, or at descriptor heap indices
 * heap_index .. heap_index+count-1 when heap_index >= 0. */
typedef struct RunResource {
  uint32_t cls;          /* RUN_SRV ... */
  RunViewKind view;
  uint32_t space, reg, count;
  int64_t heap_index;    /* -1: reached by binding only */
  RunFmt fmt;            /* typed/texture views */
  uint32_t channels;     /* typed/texture views: components per element */
  uint32_t stride;       /* structured views: bytes per element (0: from the shader) */
  uint32_t width, height;/* textures: the size of mip level 0 */
  uint32_t depth;        /* textures: Texture3D's depth, or the array's slices (a cube
                            is 6 slices: +X, -X, +Y, -Y, +Z, -Z); 0: 1 */
  uint32_t mips;         /* textures: mip levels (0: 1). A Texture3D's levels are stored
                            one after the other, each max(1, size >> level) in every
                            dimension; other kinds store slice after slice, each slice
                            its levels one after the other (D3D's subresource order) */
  const RunSampler *samplers; /* samplers: count states */
  uint8_t **data;        /* count blocks of `size` bytes each */
  size_t size;
  uint32_t *counters;    /* count hidden counters (UAVs with one), or NULL */
  const char *name;      /* for messages */
} RunResource;

typedef struct RunDispatch {
  RunResource *res;
  uint32_t nres;
  uint32_t groups[3];    /* thread groups in x, y, z */
  uint64_t budget;       /* executed instructions allowed (0: 10^9) */
  uint32_t wave_size;    /* lanes per wave (0: the shader's WaveSize, else 32) */
} RunDispatch;

typedef struct RunProgram RunProgram;

/* Reads the container and prepares its compute entry for execution (entry
 * NULL or its name). Memory from a; NULL after reporting through d. */
RunProgram *run_load(Arena *a, const uint8_t *data, size_t len, const char *entry, Diag *d);

/* The shader's [numthreads]. */
void run_numthreads(const RunProgram *p, uint32_t out[3]);

/* Runs the dispatch; false after reporting through d (resources may have
 * been partly written then). */
bool run_dispatch(RunProgram *p, const RunDispatch *disp, Diag *d);

/* Instructions the last dispatch executed. */
uint64_t run_executed(const RunProgram *p);

/* float <-> IEEE half (round to nearest even; NaN stays NaN). */
uint16_t run_f32_to_f16(float f);
float run_f16_to_f32(uint16_t h);

#endif
