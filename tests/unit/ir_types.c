/* Unit tests for IR types and constants: interning identity, named struct
 * uniquing (LLVM's name.N scheme), DXIL data-layout sizes/alignments,
 * intrinsic overload mangling (LLVM getMangledTypeStr), constant interning,
 * fp rounding to half/float, and aggregate folding. */
#include "ir/ir.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

static void check_u64(const char *name, uint64_t got, uint64_t want) {
  if (got == want) g_pass++;
  else {
    g_fail++;
    printf("FAIL %s: got %llu want %llu\n", name, (unsigned long long)got,
           (unsigned long long)want);
  }
}

static void check_mangle(const char *name, const IrType *t, const char *want) {
  StrBuf sb = {0};
  ir_type_mangle(&sb, t);
  check_str(name, sb.data ? sb.data : "", want);
  sb_free(&sb);
}

static void check_print(const char *name, const IrType *t, const char *want) {
  StrBuf sb = {0};
  ir_print_type(&sb, t);
  check_str(name, sb.data ? sb.data : "", want);
  sb_free(&sb);
}

static void test_interning(IrModule *m) {
  IrType *i32 = ir_type_int(m, 32), *f32 = ir_type_float(m);
  check("int interned", i32 == ir_type_int(m, 32));
  check("int widths differ", i32 != ir_type_int(m, 16));
  check("float singleton", f32 == ir_type_float(m));
  check("vector interned", ir_type_vector(m, f32, 4) == ir_type_vector(m, f32, 4));
  check("vector count matters", ir_type_vector(m, f32, 4) != ir_type_vector(m, f32, 3));
  check("array vs vector", (void *)ir_type_array(m, f32, 4) != (void *)ir_type_vector(m, f32, 4));
  IrType *fl[2] = {f32, i32};
  IrType *fl2[2] = {f32, i32};
  check("literal struct interned", ir_type_struct_literal(m, fl, 2, false) ==
                                       ir_type_struct_literal(m, fl2, 2, false));
  check("packed differs", ir_type_struct_literal(m, fl, 2, false) !=
                              ir_type_struct_literal(m, fl, 2, true));
  check("func interned", ir_type_func(m, f32, fl, 2, false) == ir_type_func(m, f32, fl2, 2, false));
  check("vararg differs", ir_type_func(m, f32, fl, 2, false) != ir_type_func(m, f32, fl, 2, true));
  check("ptr addrspace", ir_type_ptr(m, 0) != ir_type_ptr(m, 3));
  check("typed ptr differs from opaque", ir_type_typed_ptr(m, f32, 0) != ir_type_ptr(m, 0));
  check("typed ptr interned", ir_type_typed_ptr(m, f32, 3) == ir_type_typed_ptr(m, f32, 3));
  uint32_t ints[3] = {1, 0, 0};
  IrType *v4 = ir_type_vector(m, f32, 4);
  check("target interned", ir_type_target(m, "dx.TypedBuffer", &v4, 1, ints, 3) ==
                               ir_type_target(m, "dx.TypedBuffer", &v4, 1, ints, 3));
  uint32_t ints2[3] = {1, 0, 1};
  check("target ints matter", ir_type_target(m, "dx.TypedBuffer", &v4, 1, ints, 3) !=
                                  ir_type_target(m, "dx.TypedBuffer", &v4, 1, ints2, 3));
  /* named structs: by identity, get-or-create by name; _new uniques */
  IrType *s1 = ir_type_struct_named(m, "S");
  check("named get-or-create", s1 == ir_type_struct_named(m, "S"));
  check("named opaque until body", s1->opaque);
  ir_type_struct_set_body(m, s1, fl, 2, false);
  check("named body set", !s1->opaque && s1->nmembers == 2);
  IrType *s2 = ir_type_struct_new(m, "S");
  IrType *s3 = ir_type_struct_new(m, "S");
  IrType *t1 = ir_type_struct_new(m, "T");
  IrType *t2 = ir_type_struct_new(m, "T");
  check_str("struct_new uniques S.0", s2->name, "S.0");
  check_str("struct_new uniques S.1", s3->name, "S.1");
  check_str("struct_new fresh name kept", t1->name, "T");
  /* LLVM's counter is shared across names (NamedStructTypesUniqueID) */
  check_str("struct_new shared counter", t2->name, "T.2");
  check("named structs by identity", s1 != s2 && s2 != s3);
  check("type ids increase", s3->id > s2->id);
}

static void test_layout(IrModule *m) {
  IrType *i1 = ir_type_int(m, 1), *i8 = ir_type_int(m, 8), *i16 = ir_type_int(m, 16);
  IrType *i32 = ir_type_int(m, 32), *i64 = ir_type_int(m, 64);
  IrType *f16 = ir_type_half(m), *f32 = ir_type_float(m), *f64 = ir_type_double(m);
  check_u64("i1 size (i1:32 in memory)", ir_type_size(i1), 4);
  check_u64("i1 align", ir_type_align(i1), 4);
  check_u64("i8 size", ir_type_size(i8), 1);
  check_u64("i16 size", ir_type_size(i16), 2);
  check_u64("i64 align", ir_type_align(i64), 8);
  check_u64("half size", ir_type_size(f16), 2);
  check_u64("double size", ir_type_size(f64), 8);
  check_u64("ptr size", ir_type_size(ir_type_ptr(m, 0)), 4);
  check_u64("ptr as3 size", ir_type_size(ir_type_ptr(m, 3)), 4);
  check_u64("v4f32 size", ir_type_size(ir_type_vector(m, f32, 4)), 16);
  check_u64("v4f32 align", ir_type_align(ir_type_vector(m, f32, 4)), 16);
  /* LLVM: natural vector alignment is PowerOf2Ceil(store size) */
  check_u64("v3f32 size", ir_type_size(ir_type_vector(m, f32, 3)), 16);
  check_u64("v3f32 align", ir_type_align(ir_type_vector(m, f32, 3)), 16);
  check_u64("v2f16 size", ir_type_size(ir_type_vector(m, f16, 2)), 4);
  check_u64("[3 x float]", ir_type_size(ir_type_array(m, f32, 3)), 12);
  check_u64("[2 x i1]", ir_type_size(ir_type_array(m, i1, 2)), 8);
  IrType *sf[3] = {i8, i32, i16};
  IrType *st = ir_type_struct_literal(m, sf, 3, false);
  check_u64("{i8,i32,i16} size", ir_type_size(st), 12);
  check_u64("{i8,i32,i16} align", ir_type_align(st), 4);
  IrType *pk = ir_type_struct_literal(m, sf, 3, true);
  check_u64("<{i8,i32,i16}> size", ir_type_size(pk), 7);
  check_u64("<{i8,i32,i16}> align", ir_type_align(pk), 1);
  IrType *df[2] = {f32, f64};
  check_u64("{float,double} size", ir_type_size(ir_type_struct_literal(m, df, 2, false)), 16);
  uint32_t z[1] = {0};
  check_u64("target type like ptr", ir_type_size(ir_type_target(m, "dx.RawBuffer", &i8, 1, z, 1)), 4);

  /* the module's datalayout: DXC's min-precision layout (i16:32, f16:32)
   * against the native 16-bit one (i16:16, f16:16) */
  const char *saved = m->datalayout;
  IrType *pf[3] = {i32, i32, ir_type_array(m, i16, 32)};
  IrType *payload = ir_type_struct_literal(m, pf, 3, false);
  m->datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64";
  check_u64("min-precision layout: {i32,i32,[32 x i16]}", ir_type_size_in(m, payload), 136);
  check_u64("min-precision layout: half", ir_type_size_in(m, f16), 4);
  IrType *hf[2] = {f16, f32};
  check_u64("min-precision layout: {half,float}", ir_type_size_in(m, ir_type_struct_literal(m, hf, 2, false)), 8);
  m->datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64";
  check_u64("native 16-bit layout: {i32,i32,[32 x i16]}", ir_type_size_in(m, payload), 72);
  check_u64("native 16-bit layout: {half,float}", ir_type_size_in(m, ir_type_struct_literal(m, hf, 2, false)), 8);
  m->datalayout = NULL;
  check_u64("no layout: {i32,i32,[32 x i16]}", ir_type_size_in(m, payload), 72);
  m->datalayout = saved;
}

static void test_mangle(IrModule *m) {
  IrType *i1 = ir_type_int(m, 1), *i32 = ir_type_int(m, 32), *f32 = ir_type_float(m);
  IrType *f16 = ir_type_half(m), *f64 = ir_type_double(m);
  IrType *v4f = ir_type_vector(m, f32, 4), *v4i = ir_type_vector(m, i32, 4);
  check_mangle("i32", i32, "i32");
  check_mangle("i1", i1, "i1");
  check_mangle("f32", f32, "f32");
  check_mangle("f16", f16, "f16");
  check_mangle("f64", f64, "f64");
  check_mangle("v4f32", v4f, "v4f32");
  check_mangle("p0", ir_type_ptr(m, 0), "p0");
  check_mangle("p3", ir_type_ptr(m, 3), "p3");
  check_mangle("a10f32", ir_type_array(m, f32, 10), "a10f32");
  IrType *lf[2] = {v4f, v4i};
  check_mangle("literal struct", ir_type_struct_literal(m, lf, 2, false), "sl_v4f32v4i32s");
  IrType *named = ir_type_struct_named(m, "dx.types.Handle");
  check_mangle("named struct", named, "s_dx.types.Handles");
  uint32_t ti[3] = {1, 0, 0};
  check_mangle("typed buffer", ir_type_target(m, "dx.TypedBuffer", &v4f, 1, ti, 3),
               "tdx.TypedBuffer_v4f32_1_0_0t");
  uint32_t ti2[2] = {0, 0};
  check_mangle("raw buffer", ir_type_target(m, "dx.RawBuffer", &f32, 1, ti2, 2),
               "tdx.RawBuffer_f32_0_0t");
  check_mangle("func", ir_type_func(m, f32, &i32, 1, true), "f_f32i32varargf");
}

static void test_print_types(IrModule *m) {
  IrType *f32 = ir_type_float(m), *i8 = ir_type_int(m, 8);
  check_print("opaque ptr", ir_type_ptr(m, 0), "ptr");
  check_print("ptr as2", ir_type_ptr(m, 2), "ptr addrspace(2)");
  check_print("typed ptr", ir_type_typed_ptr(m, f32, 0), "float*");
  check_print("typed ptr as3", ir_type_typed_ptr(m, i8, 3), "i8 addrspace(3)*");
  IrType *vf = ir_type_func(m, ir_type_void(m), NULL, 0, false);
  check_print("fn ptr", ir_type_typed_ptr(m, vf, 0), "void ()*");
  check_print("vararg fn", ir_type_func(m, f32, &f32, 1, true), "float (float, ...)");
  IrType *h = ir_type_struct_named(m, "dx.types.Handle");
  check_print("named ptr", ir_type_typed_ptr(m, h, 0), "%dx.types.Handle*");
  check_print("quoted named", ir_type_struct_named(m, "class.hlsl::RWBuffer<float>"),
              "%\"class.hlsl::RWBuffer<float>\"");
  IrType *fl[2] = {f32, i8};
  check_print("packed literal", ir_type_struct_literal(m, fl, 2, true), "<{ float, i8 }>");
  check_print("empty literal", ir_type_struct_literal(m, NULL, 0, false), "{}");
  uint32_t ti[3] = {1, 0, 0};
  IrType *v4 = ir_type_vector(m, f32, 4);
  check_print("target", ir_type_target(m, "dx.TypedBuffer", &v4, 1, ti, 3),
              "target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0)");
  check_print("array of vec", ir_type_array(m, v4, 2), "[2 x <4 x float>]");
}

static void test_constants(IrModule *m) {
  IrType *i8 = ir_type_int(m, 8), *i32 = ir_type_int(m, 32), *f32 = ir_type_float(m);
  IrType *f16 = ir_type_half(m);
  check("i32 interned", ir_const_i32(m, 7) == ir_const_int(m, i32, 7));
  check("int truncated to width", ir_const_int(m, i8, 0x1ff) == ir_const_int(m, i8, 0xff));
  uint64_t v = 0;
  check("const_is_int", ir_const_is_int(ir_const_int(m, i8, 300), &v) && v == 44);
  check("i1 true", ((IrConst *)ir_const_i1(m, true))->ival == 1);
  check("fp interned", ir_const_fp(m, f32, 1.5) == ir_const_fp(m, f32, 1.5));
  IrConst *c = ir_as_const(ir_const_fp(m, f32, 0.1));
  check_u64("float 0.1 bits", c->fbits, 0x3dcccccd);
  check("float fval exact", c->fval == (double)0.1f);
  check("-0.0 differs from +0.0", ir_const_fp(m, f32, -0.0) != ir_const_fp(m, f32, 0.0));
  check_u64("half 1.0", ir_as_const(ir_const_fp(m, f16, 1.0))->fbits, 0x3c00);
  check_u64("half -2.5", ir_as_const(ir_const_fp(m, f16, -2.5))->fbits, 0xc100);
  check_u64("half 65504", ir_as_const(ir_const_fp(m, f16, 65504.0))->fbits, 0x7bff);
  check_u64("half overflow to inf", ir_as_const(ir_const_fp(m, f16, 65520.0))->fbits, 0x7c00);
  check_u64("half 0.1 rounds", ir_as_const(ir_const_fp(m, f16, 0.1))->fbits, 0x2e66);
  check_u64("half min subnormal", ir_as_const(ir_const_fp(m, f16, 5.960464477539063e-08))->fbits, 1);
  check_u64("half tie to even", ir_as_const(ir_const_fp(m, f16, 1.0 + 1.0 / 2048))->fbits, 0x3c00);
  check_u64("half tie up to even", ir_as_const(ir_const_fp(m, f16, 1.0 + 3.0 / 2048))->fbits, 0x3c02);
  check("half fval", ir_as_const(ir_const_fp(m, f16, 0.1))->fval == 0.0999755859375);
  check("zero int", ir_const_zero(m, i32) == ir_const_i32(m, 0));
  IrType *arr = ir_type_array(m, i32, 2);
  check("zero agg interned", ir_const_zero(m, arr) == ir_const_zero(m, arr) &&
                                 ir_const_zero(m, arr)->kind == IR_V_CONST_ZERO);
  check("undef interned", ir_undef(m, i32) == ir_undef(m, i32));
  check("poison vs undef", (void *)ir_poison(m, i32) != (void *)ir_undef(m, i32));
  IrValue *u[2] = {ir_undef(m, i32), ir_undef(m, i32)};
  check("all-undef array folds", ir_const_agg(m, arr, u, 2) == ir_undef(m, arr));
  IrValue *mix[2] = {ir_const_i32(m, 1), ir_const_i32(m, 0)};
  check("mixed array stays aggregate", ir_const_agg(m, arr, mix, 2)->kind == IR_V_CONST_AGG);
  IrValue *sp = ir_const_fp(m, ir_type_vector(m, f32, 2), 2.0);
  check("vector fp splat", sp && sp->kind == IR_V_CONST_AGG && ((IrConst *)sp)->nelems == 2);
  check("is_const global", ir_is_const((IrValue *)ir_global_new(m, "g", i32, 0)));
  check("null ptr", ir_const_null(m, ir_type_ptr(m, 0))->kind == IR_V_CONST_NULL);
}

static void test_attrs(IrModule *m) {
  IrAttrSet *a = ir_attrs_new(m), *b = ir_attrs_new(m);
  ir_attrs_add(m, a, "nounwind", NULL);
  ir_attrs_add(m, a, "memory", "none");
  ir_attrs_add(m, b, "memory", "none");
  ir_attrs_add(m, b, "nounwind", NULL);
  check("attrs equal ignoring order", ir_attrs_equal(a, b));
  ir_attrs_add(m, b, "memory", "read");
  check("attrs replace value", b->n == 2 && strcmp(ir_attrs_find(b, "memory")->value, "read") == 0);
  check("attrs differ", !ir_attrs_equal(a, b));
  check("attrs find missing", ir_attrs_find(a, "noinline") == NULL);
  check("empty sets equal", ir_attrs_equal(NULL, ir_attrs_new(m)));
}

int main(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  IrModule *m = ir_module_new(&a, &d);
  test_interning(m);
  test_layout(m);
  test_mangle(m);
  test_print_types(m);
  test_constants(m);
  test_attrs(m);
  arena_free(&a);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
