/* run_internal.h - shared between the executor's files (src/run). */
#ifndef HLSLC_RUN_INTERNAL_H
#define HLSLC_RUN_INTERNAL_H

#include "run.h"

#include "../dxil/dxil.h"
#include "../dxil/dxil_ops.h"
#include "../ir/ir.h"

#include <stdarg.h>
#include <stdio.h>

/* Pointer regions (the top byte of a pointer word). */
enum { RUN_REG_NULL = 0, RUN_REG_PRIV = 1, RUN_REG_GS = 2, RUN_REG_CONST = 3 };

/* Thread states between runs. */
enum { RUN_TH_READY, RUN_TH_DONE, RUN_TH_BARRIER, RUN_TH_WAVE };

/* A resource range of the shader (a dx.resources record). */
typedef struct RunRange {
  uint32_t cls, id, space, lower, size;
  uint32_t kind;   /* DXIL ResourceKind */
  uint32_t stride; /* structured buffers: bytes per element */
} RunRange;

/* Where a global lives. */
typedef struct RunPlace {
  uint32_t region;
  uint64_t offset;
} RunPlace;

typedef struct RunThread {
  uint64_t *regs;
  uint8_t *priv;
  IrBlock *block;
  IrInst *pc;
  uint32_t tid[3];   /* SV_GroupThreadID */
  uint32_t flat;     /* SV_GroupIndex */
  uint32_t lane, wave;
  int state;         /* RUN_TH_* */
  bool block_step;   /* run_thread returns after each branch */
} RunThread;

struct RunProgram {
  Arena *a;
  IrModule *m;
  IrFunc *entry;
  uint32_t numthreads[3];
  uint32_t wave_min, wave_max;  /* the shader's WaveSize (0: none) */
  bool derivs;         /* the shader takes quad derivatives (Deriv*, Sample, ...) */
  RunRange *ranges;
  uint32_t nranges;
  uint32_t ninst;
  uint32_t *woff;      /* per instruction (v.num): register word offset */
  uint64_t *aoff;      /* per instruction: an alloca's private-memory offset */
  uint32_t nwords;     /* register words per thread */
  RunPlace *gplace;    /* per global (v.num) */
  uint32_t *rpo;       /* per block index: its reverse post-order number */
  uint64_t priv_size;  /* per-thread private bytes */
  uint8_t *priv_init;  /* their initial image (static globals' initializers) */
  uint64_t gs_size;    /* groupshared bytes */
  uint8_t *const_mem;  /* constant globals */
  uint64_t const_size;
  uint64_t *scratch;   /* phi staging */
  uint32_t scratch_words;
  uint64_t *tmp;       /* room for the widest operand (big stores, aggregates) */
  /* per dispatch */
  const RunDispatch *disp;
  Diag *d;
  bool failed;
  uint64_t executed, budget;
  uint32_t wave_size;
  uint32_t group[3];   /* SV_GroupID of the running group */
  uint8_t *gs;         /* the running group's groupshared memory */
  Arena scratch_arena; /* per-dispatch temporaries */
};

/* interp.c */
uint64_t run_mask(uint64_t v, uint32_t bits);
int64_t run_sext(uint64_t v, uint32_t bits);
double run_fget(const IrType *t, uint64_t w);
uint64_t run_fput(const IrType *t, double v);
float run_f32(uint64_t w);
float run_ftz(float f);
uint64_t run_f32w(float f);
uint16_t run_f64_to_f16(double d);
uint64_t run_fp_to_int(double d, uint32_t bits, bool is_signed);
uint32_t run_words(const IrType *t);
bool run_fail(RunProgram *p, const IrInst *i, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
uint8_t *run_mem(RunProgram *p, RunThread *t, const IrInst *i, uint64_t ptr, uint64_t size, bool write);
void run_mem_write(RunProgram *p, const IrType *t, uint8_t *b, const uint64_t *in);
void run_mem_read(RunProgram *p, const IrType *t, const uint8_t *b, uint64_t *out);
bool run_eval(RunProgram *p, RunThread *t, IrValue *v, uint64_t *out);
uint64_t *run_reg(RunProgram *p, RunThread *t, const IrInst *i);
bool run_thread(RunProgram *p, RunThread *t);

/* A resource handle's view: the bound resource, the descriptor of an array
 * of them, the structured stride the shader gives (0: the binding's) and the
 * shader's DXIL ResourceKind (0: unknown). */
typedef struct RunHandle {
  RunResource *r;
  uint32_t elem, stride, kind;
} RunHandle;

/* dxop.c: the handle in word w (reports and returns false if invalid); the
 * k-th argument of dx.op call i after the opcode; formats; the bytes
 * [off, off+n) of a handle's memory (NULL outside it). */
bool run_handle_of(RunProgram *p, const IrInst *i, uint64_t w, RunHandle *h);
uint64_t run_arg(RunProgram *p, RunThread *t, IrInst *i, uint32_t k);
uint32_t run_fmt_size(RunFmt f);
bool run_fmt_is_float(RunFmt f);
uint64_t run_fmt_read(RunFmt f, const uint8_t *b, const IrType *t);
void run_fmt_write(RunFmt f, uint8_t *b, const IrType *t, uint64_t w);
uint8_t *run_res_bytes(const RunHandle *h, uint64_t off, uint64_t n);

/* dxop.c: executes dx.op call i; 0 done, 1 the thread stopped (barrier or
 * wave op: t->state), -1 error (reported). */
int run_dxop(RunProgram *p, RunThread *t, IrInst *i, uint32_t op);
/* Is op executed by the lanes of a wave together? */
bool run_op_is_wave(uint32_t op);

/* texture.c: texture loads, stores, dimensions and explicit-LOD sampling
 * and gathers (as run_dxop); the ops that take derivatives over the quad
 * (Sample, SampleBias, SampleCmp, SampleCmpBias, CalculateLOD, Deriv*),
 * executed for the lanes ts[0..n) of a wave together; the texel a
 * texture atomic or store at coordinates c names (NULL outside). */
int run_tex_op(RunProgram *p, RunThread *t, IrInst *i, uint32_t op);
bool run_op_is_quad_tex(uint32_t op);
bool run_tex_quad_op(RunProgram *p, RunThread **ts, uint32_t n, IrInst *i, uint32_t op);
uint8_t *run_tex_texel(RunProgram *p, const RunHandle *h, const int64_t c[3]);

/* wave.c: executes the wave op i for the lanes ts[0..n) of one wave (in lane
 * order) that all stopped at it. */
bool run_wave_op(RunProgram *p, RunThread **ts, uint32_t n, IrInst *i, uint32_t op);

#endif
