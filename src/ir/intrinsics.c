/* intrinsics.c - LLVM's names for overloaded intrinsics.
 *
 * An overloaded intrinsic's name is its base name plus one ".<mangled type>"
 * per overloaded position (LLVM's Intrinsic::getName), e.g.
 *   llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t
 *   llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t
 * Which positions are overloaded comes from LLVM's Intrinsics*.td, checked
 * against the names the DirectX tests expect. The reader uses this to
 * declare intrinsics called without a declaration and to remangle declared
 * ones (as LLVM does on load); passes may use it to name what they create. */
#include "ir_internal.h"

#include <string.h>

/* Overloaded positions of intrinsics, as in LLVM's Intrinsics*.td and the
 * DirectX tests' expected names: "r" = the return type, "rK" = element K
 * of a returned literal struct, "pK" = parameter K. An empty string marks a
 * known intrinsic without overloads. */
static const struct { const char *name; const char *ovl; } intrinsic_overloads[] = {
  {"llvm.dx.resource.handlefrombinding", "r"},
  {"llvm.dx.resource.handlefromimplicitbinding", "r"},
  {"llvm.dx.resource.handlefromheap", "r"},
  {"llvm.dx.resource.getpointer", "r p0"},
  {"llvm.dx.resource.getbasepointer", "r p0"},
  {"llvm.dx.resource.nonuniformindex", ""},
  {"llvm.dx.resource.load.typedbuffer", "r0 p0"},
  {"llvm.dx.resource.store.typedbuffer", "p0 p2"},
  {"llvm.dx.resource.load.rawbuffer", "r0 p0"},
  {"llvm.dx.resource.store.rawbuffer", "p0 p3"},
  {"llvm.dx.resource.atomic.binop", "r p0"},
  {"llvm.dx.resource.atomic.compare.exchange", "r p0"},
  {"llvm.dx.resource.load.cbufferrow.2", "r0 r1 p0"},
  {"llvm.dx.resource.load.cbufferrow.4", "r0 r1 r2 r3 p0"},
  {"llvm.dx.resource.load.cbufferrow.8", "r0 r1 r2 r3 r4 r5 r6 r7 p0"},
  {"llvm.dx.resource.updatecounter", "p0"},
  {"llvm.dx.resource.getdimensions.x", "p0"},
  {"llvm.dx.resource.getdimensions.xy", "p0"},
  {"llvm.dx.resource.getdimensions.levels.xy", "p0"},
  {"llvm.dx.resource.sample", "r p0 p1 p2 p3"},
  {"llvm.dx.resource.sample.clamp", "r p0 p1 p2 p3"},
  {"llvm.dx.resource.samplebias", "r p0 p1 p2 p4"},
  {"llvm.dx.resource.samplebias.clamp", "r p0 p1 p2 p4"},
  {"llvm.dx.resource.samplegrad", "r p0 p1 p2 p3 p4 p5"},
  {"llvm.dx.resource.samplegrad.clamp", "r p0 p1 p2 p3 p4 p5"},
  {"llvm.dx.resource.samplelevel", "r p0 p1 p2 p4"},
  {"llvm.dx.resource.load.level", "r p0 p1 p2 p3"},
  {"llvm.dx.resource.load.ms", "r p0 p1 p3"},
  {"llvm.dx.resource.store.texture", "p0 p1 p2"},
  {"llvm.dx.resource.calculate.lod", "p0 p1 p2"},
  {"llvm.dx.resource.calculate.lod.unclamped", "p0 p1 p2"},
  {"llvm.dx.resource.samplecmp", "r p0 p1 p2 p4"},
  {"llvm.dx.resource.samplecmp.clamp", "r p0 p1 p2 p4"},
  {"llvm.dx.resource.samplecmplevelzero", "r p0 p1 p2 p4"},
  {"llvm.dx.resource.gather", "r p0 p1 p2 p4"},
  {"llvm.dx.resource.gather.cmp", "r p0 p1 p2 p5"},
  {"llvm.dx.resource.casthandle", "r p0"},
  {"llvm.dx.thread.id", ""},
  {"llvm.dx.group.id", ""},
  {"llvm.dx.thread.id.in.group", ""},
  {"llvm.dx.flattened.thread.id.in.group", ""},
  {"llvm.dx.all", "p0"},
  {"llvm.dx.any", "p0"},
  {"llvm.dx.asdouble", "p0"},
  {"llvm.dx.uclamp", "r"},
  {"llvm.dx.sclamp", "r"},
  {"llvm.dx.nclamp", "r"},
  {"llvm.dx.saturate", "r"},
  {"llvm.dx.dot2", "p0"},
  {"llvm.dx.dot3", "p0"},
  {"llvm.dx.dot4", "p0"},
  {"llvm.dx.fdot", "p0"},
  {"llvm.dx.sdot", "p0"},
  {"llvm.dx.udot", "p0"},
  {"llvm.dx.dot2add", ""},
  {"llvm.dx.dot4add.i8packed", ""},
  {"llvm.dx.dot4add.u8packed", ""},
  {"llvm.dx.frac", "r"},
  {"llvm.dx.isinf", "p0"},
  {"llvm.dx.isnan", "p0"},
  {"llvm.dx.legacyf16tof32", "p0"},
  {"llvm.dx.legacyf32tof16", "p0"},
  {"llvm.dx.imad", "r"},
  {"llvm.dx.umad", "r"},
  {"llvm.dx.rsqrt", "r"},
  {"llvm.dx.wave.prefix.bit.count", ""},
  {"llvm.dx.wave.active.countbits", ""},
  {"llvm.dx.wave.all.equal", "p0"},
  {"llvm.dx.wave.all", ""},
  {"llvm.dx.wave.any", ""},
  {"llvm.dx.wave.activeanytrue", ""},
  {"llvm.dx.wave.activealltrue", ""},
  {"llvm.dx.wave.ballot", "r0"},
  {"llvm.dx.wave.getlaneindex", ""},
  {"llvm.dx.wave.get.lane.count", ""},
  {"llvm.dx.wave.is.first.lane", ""},
  {"llvm.dx.wave.reduce.or", "r"},
  {"llvm.dx.wave.reduce.xor", "r"},
  {"llvm.dx.wave.reduce.and", "r"},
  {"llvm.dx.wave.reduce.max", "r"},
  {"llvm.dx.wave.reduce.umax", "r"},
  {"llvm.dx.wave.reduce.min", "r"},
  {"llvm.dx.wave.reduce.umin", "r"},
  {"llvm.dx.wave.reduce.sum", "r"},
  {"llvm.dx.wave.reduce.usum", "r"},
  {"llvm.dx.wave.product", "r"},
  {"llvm.dx.wave.uproduct", "r"},
  {"llvm.dx.wave.readlane", "r"},
  {"llvm.dx.wave.prefix.sum", "r"},
  {"llvm.dx.wave.prefix.usum", "r"},
  {"llvm.dx.wave.prefix.product", "r"},
  {"llvm.dx.wave.prefix.uproduct", "r"},
  {"llvm.dx.quad.read.across.x", "r"},
  {"llvm.dx.quad.read.across.y", "r"},
  {"llvm.dx.quad.read.across.diagonal", "r"},
  {"llvm.dx.sign", "p0"},
  {"llvm.dx.splitdouble", "r0"},
  {"llvm.dx.imul", "r0"},
  {"llvm.dx.umul", "r0"},
  {"llvm.dx.discard", ""},
  {"llvm.dx.ddx.coarse", "r"},
  {"llvm.dx.ddy.coarse", "r"},
  {"llvm.dx.ddx.fine", "r"},
  {"llvm.dx.ddy.fine", "r"},
  {"llvm.dx.firstbituhigh", "p0"},
  {"llvm.dx.firstbitshigh", "p0"},
  {"llvm.dx.firstbitlow", "p0"},
  {"llvm.dx.all.memory.barrier", ""},
  {"llvm.dx.all.memory.barrier.with.group.sync", ""},
  {"llvm.dx.device.memory.barrier", ""},
  {"llvm.dx.device.memory.barrier.with.group.sync", ""},
  {"llvm.dx.group.memory.barrier", ""},
  {"llvm.dx.group.memory.barrier.with.group.sync", ""},
  {"llvm.dx.load.input", "r"},
  {"llvm.dx.store.output", "p3"},
  {"llvm.dx.sample.index", ""},
  {"llvm.dx.coverage", ""},
  {"llvm.dx.inner.coverage", ""},
  {"llvm.dx.primitive.id", ""},
  {"llvm.dx.view.id", ""},
  {"llvm.dx.start.vertex.location", ""},
  {"llvm.dx.start.instance.location", ""},
  {"llvm.dx.gs.instance.id", ""},
  {"llvm.dx.emit.stream", ""},
  {"llvm.dx.cut.stream", ""},
  /* target-independent intrinsics seen in DirectX IR */
  {"llvm.abs", "r"}, {"llvm.fabs", "r"}, {"llvm.sqrt", "r"}, {"llvm.sin", "r"},
  {"llvm.cos", "r"}, {"llvm.tan", "r"}, {"llvm.asin", "r"}, {"llvm.acos", "r"},
  {"llvm.atan", "r"}, {"llvm.atan2", "r"}, {"llvm.sinh", "r"}, {"llvm.cosh", "r"},
  {"llvm.tanh", "r"}, {"llvm.exp", "r"}, {"llvm.exp2", "r"}, {"llvm.exp10", "r"},
  {"llvm.log", "r"}, {"llvm.log2", "r"}, {"llvm.log10", "r"}, {"llvm.floor", "r"},
  {"llvm.ceil", "r"}, {"llvm.trunc", "r"}, {"llvm.round", "r"}, {"llvm.roundeven", "r"},
  {"llvm.rint", "r"}, {"llvm.nearbyint", "r"}, {"llvm.fma", "r"}, {"llvm.fmuladd", "r"},
  {"llvm.maxnum", "r"}, {"llvm.minnum", "r"}, {"llvm.maximum", "r"}, {"llvm.minimum", "r"},
  {"llvm.copysign", "r"}, {"llvm.pow", "r"}, {"llvm.powi", "r p1"}, {"llvm.ldexp", "r p1"},
  {"llvm.smax", "r"}, {"llvm.smin", "r"}, {"llvm.umax", "r"}, {"llvm.umin", "r"},
  {"llvm.ctpop", "r"}, {"llvm.ctlz", "r"}, {"llvm.cttz", "r"}, {"llvm.bitreverse", "r"},
  {"llvm.bswap", "r"}, {"llvm.fshl", "r"}, {"llvm.fshr", "r"},
  {"llvm.sadd.with.overflow", "r0"}, {"llvm.uadd.with.overflow", "r0"},
  {"llvm.ssub.with.overflow", "r0"}, {"llvm.usub.with.overflow", "r0"},
  {"llvm.smul.with.overflow", "r0"}, {"llvm.umul.with.overflow", "r0"},
  {"llvm.sadd.sat", "r"}, {"llvm.uadd.sat", "r"}, {"llvm.ssub.sat", "r"}, {"llvm.usub.sat", "r"},
  {"llvm.memcpy", "p0 p1 p2"}, {"llvm.memcpy.inline", "p0 p1 p2"}, {"llvm.memmove", "p0 p1 p2"},
  {"llvm.memset", "p0 p2"}, {"llvm.is.fpclass", "p0"}, {"llvm.fptosi.sat", "r p0"},
  {"llvm.fptoui.sat", "r p0"}, {"llvm.assume", ""}, {"llvm.trap", ""},
};

#define NINTRINSICS (sizeof intrinsic_overloads / sizeof intrinsic_overloads[0])

/* Index of the known intrinsic `name` belongs to (the longest base name it
 * equals or extends with "."), or -1. */
static int intrinsic_lookup(const char *name) {
  int best = -1;
  size_t bestlen = 0;
  for (size_t i = 0; i < NINTRINSICS; i++) {
    const char *b = intrinsic_overloads[i].name;
    size_t n = strlen(b);
    if (strncmp(name, b, n) || (name[n] && name[n] != '.')) continue;
    if (n > bestlen) {
      best = (int)i;
      bestlen = n;
    }
  }
  return best;
}

const char *ir_intrinsic_base(const char *name, bool *overloaded) {
  int i = name ? intrinsic_lookup(name) : -1;
  if (i < 0) return NULL;
  if (overloaded) *overloaded = intrinsic_overloads[i].ovl[0] != 0;
  /* a non-overloaded intrinsic has exactly its base name */
  if (!intrinsic_overloads[i].ovl[0] && strcmp(name, intrinsic_overloads[i].name)) return NULL;
  return intrinsic_overloads[i].name;
}

const char *ir_intrinsic_name(IrModule *m, const char *base, IrType *fnty) {
  int idx = base ? intrinsic_lookup(base) : -1;
  if (idx < 0 || strcmp(base, intrinsic_overloads[idx].name) || !fnty || fnty->kind != IR_TY_FUNC)
    return NULL;
  const char *o = intrinsic_overloads[idx].ovl;
  StrBuf sb = sb_new(m->arena);
  sb_puts(&sb, intrinsic_overloads[idx].name);
  IrType *rt = fnty->elem;
  bool ok = true;
  while (*o && ok) {
    while (*o == ' ') o++;
    if (!*o) break;
    char c = *o++;
    bool has_n = *o >= '0' && *o <= '9';
    unsigned n = 0;
    while (*o >= '0' && *o <= '9') n = n * 10 + (unsigned)(*o++ - '0');
    IrType *t = NULL;
    if (c == 'r') {
      /* "rK": element K of a returned literal struct; a plain return type
       * stands for itself */
      if (!has_n || rt->kind != IR_TY_STRUCT || rt->name) t = rt;
      else if (n < rt->nmembers) t = rt->members[n];
      if (t && t->kind == IR_TY_VOID) t = NULL;
    } else if (c == 'p') {
      if (n < fnty->nmembers) t = fnty->members[n];
    }
    if (!t) {
      ok = false;
      break;
    }
    sb_putc(&sb, '.');
    sb_puts(&sb, ir_type_mangled(m, t));
  }
  const char *r = NULL;
  if (ok && !sb.oom) r = arena_strndup(m->arena, sb.data, sb.len);
  sb_free(&sb);
  return r;
}
