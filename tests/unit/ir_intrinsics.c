/* ir_intrinsics.c - LLVM intrinsic names from overload types (src/ir/intrinsics.c),
 * checked against the names LLVM's DirectX tests expect. */
#include "ir/ir.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

static void name_is(IrModule *m, const char *base, IrType *fnty, const char *want) {
  const char *got = ir_intrinsic_name(m, base, fnty);
  CHECK(got && !strcmp(got, want));
  if (got && strcmp(got, want)) fprintf(stderr, "  got %s\n  want %s\n", got, want);
}

int main(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d;
  memset(&d, 0, sizeof d);
  IrModule *m = ir_module_new(&a, &d);
  IrType *i1 = ir_type_int(m, 1), *i32 = ir_type_int(m, 32), *f32 = ir_type_float(m);
  IrType *ptr = ir_type_ptr(m, 0), *v4f = ir_type_vector(m, f32, 4);
  uint32_t raw_ints[2] = {1, 0};
  IrType *raw = ir_type_target(m, "dx.RawBuffer", &i32, 1, raw_ints, 2);
  uint32_t tb_ints[3] = {1, 0, 0};
  IrType *tb = ir_type_target(m, "dx.TypedBuffer", &v4f, 1, tb_ints, 3);

  /* return-type overload */
  IrType *hp[5] = {i32, i32, i32, i32, ptr};
  name_is(m, "llvm.dx.resource.handlefrombinding", ir_type_func(m, raw, hp, 5, false),
          "llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t");
  /* {T, i1} return: element 0, then the handle */
  IrType *rs[2] = {v4f, i1};
  IrType *lp[2] = {tb, i32};
  name_is(m, "llvm.dx.resource.load.typedbuffer",
          ir_type_func(m, ir_type_struct_literal(m, rs, 2, false), lp, 2, false),
          "llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t");
  /* parameters 0 and 3 */
  IrType *sp[4] = {raw, i32, i32, v4f};
  name_is(m, "llvm.dx.resource.store.rawbuffer", ir_type_func(m, ir_type_void(m), sp, 4, false),
          "llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.v4f32");
  /* four return elements and the handle */
  IrType *r4[4] = {f32, f32, f32, f32};
  IrType *cp[2] = {raw, i32};
  name_is(m, "llvm.dx.resource.load.cbufferrow.4",
          ir_type_func(m, ir_type_struct_literal(m, r4, 4, false), cp, 2, false),
          "llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.RawBuffer_i32_1_0t");
  /* pointer return and handle */
  IrType *gp[2] = {raw, i32};
  name_is(m, "llvm.dx.resource.getpointer", ir_type_func(m, ptr, gp, 2, false),
          "llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t");
  /* generic intrinsics */
  IrType *mp[4] = {ptr, ir_type_ptr(m, 2), i32, i1};
  name_is(m, "llvm.memcpy", ir_type_func(m, ir_type_void(m), mp, 4, false),
          "llvm.memcpy.p0.p2.i32");
  name_is(m, "llvm.sqrt", ir_type_func(m, v4f, &v4f, 1, false), "llvm.sqrt.v4f32");

  /* base lookup */
  bool ovl = false;
  const char *b = ir_intrinsic_base("llvm.dx.resource.handlefrombinding.tdx.Foo_0t", &ovl);
  CHECK(b && !strcmp(b, "llvm.dx.resource.handlefrombinding") && ovl);
  b = ir_intrinsic_base("llvm.exp2.f32", &ovl);
  CHECK(b && !strcmp(b, "llvm.exp2"));
  b = ir_intrinsic_base("llvm.dx.thread.id.in.group", &ovl);
  CHECK(b && !strcmp(b, "llvm.dx.thread.id.in.group") && !ovl);
  CHECK(ir_intrinsic_base("llvm.dx.thread.id.in.group.i32", &ovl) == NULL);
  CHECK(ir_intrinsic_base("llvm.no.such.thing", &ovl) == NULL);
  CHECK(ir_intrinsic_base("dx.op.unary.f32", &ovl) == NULL);
  /* a type without the overloaded position */
  CHECK(ir_intrinsic_name(m, "llvm.dx.resource.store.rawbuffer",
                          ir_type_func(m, ir_type_void(m), sp, 2, false)) == NULL);
  CHECK(ir_intrinsic_name(m, "llvm.unknown", ir_type_func(m, f32, NULL, 0, false)) == NULL);

  arena_free(&a);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
