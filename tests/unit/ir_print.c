/* Unit tests for the IR printer: modules built with the builder must print
 * exactly what LLVM 19's `opt -S` prints for the same module. Every expected
 * text below was checked to be a fixed point of /usr/lib/llvm-19/bin/opt -S
 * (modulo the ModuleID line, which names the input file). */
#include "ir/ir.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

/* Compare printed text, showing the first differing line on failure. */
static void check_text(const char *name, const char *got, const char *want) {
  if (strcmp(got, want) == 0) {
    g_pass++;
    return;
  }
  g_fail++;
  const char *g = got, *w = want;
  int line = 1;
  while (*g && *g == *w) {
    if (*g == '\n') line++;
    g++, w++;
  }
  const char *gl = g, *wl = w;
  while (gl > got && gl[-1] != '\n') gl--;
  while (wl > want && wl[-1] != '\n') wl--;
  printf("FAIL %s: line %d differs\n  got:  %.*s\n  want: %.*s\n", name, line,
         (int)strcspn(gl, "\n"), gl, (int)strcspn(wl, "\n"), wl);
}

static const char *const kLayout =
    "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64";

static const char *const kExpect1 =
  "; ModuleID = 'test'\n"
  "source_filename = \"test.hlsl\"\n"
  "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\n"
  "target triple = \"dxil-pc-shadermodel6.0-compute\"\n"
  "\n"
  "%\"class.hlsl::RWBuffer\" = type { target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0) }\n"
  "%struct.S = type { float, <4 x i32> }\n"
  "\n"
  "@g = external local_unnamed_addr addrspace(2) global float, align 4\n"
  "@s = private unnamed_addr constant [2 x i8] c\"A\\00\", align 1\n"
  "@arr = internal global [3 x float] [float 1.000000e+00, float 0x3FB99999A0000000, float 2.500000e+00]\n"
  "@z = global [2 x i32] zeroinitializer\n"
  "@h = global half 0xH3C00\n"
  "@ce = global ptr getelementptr inbounds (i8, ptr @s, i32 1)\n"
  "@b = external global %\"class.hlsl::RWBuffer\"\n"
  "\n"
  "; Function Attrs: nounwind memory(none)\n"
  "declare { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_0_0_0t(target(\"dx.TypedBuffer\", float, 0, 0, 0), i32) #0\n"
  "\n"
  "; Function Attrs: convergent noinline\n"
  "define void @f(ptr %dst, i32 %n, float %x, i32 %0) #1 {\n"
  "entry:\n"
  "  %a = alloca %struct.S, align 16\n"
  "  %p = getelementptr inbounds nuw i8, ptr %dst, i32 4\n"
  "  %1 = fadd fast float %x, 1.000000e+00\n"
  "  %2 = fmul nnan ninf float %1, 1.250000e+00\n"
  "  store float %2, ptr %p, align 4\n"
  "  %c = icmp slt i32 %n, 10\n"
  "  br i1 %c, label %then, label %3\n"
  "\n"
  "then:                                             ; preds = %then, %entry\n"
  "  %v = load volatile float, ptr %p, align 4, !dx.precise !5\n"
  "  %h = call target(\"dx.TypedBuffer\", float, 0, 0, 0) @llvm.dx.handle()\n"
  "  %r = tail call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_0_0_0t(target(\"dx.TypedBuffer\", float, 0, 0, 0) %h, i32 0)\n"
  "  %e = extractvalue { float, i1 } %r, 0\n"
  "  %vec = insertelement <4 x float> poison, float %e, i32 0\n"
  "  %sh = shufflevector <4 x float> %vec, <4 x float> undef, <4 x i32> <i32 0, i32 0, i32 poison, i32 1>\n"
  "  %sel = select i1 %c, float %e, float -0.000000e+00\n"
  "  switch i32 %n, label %3 [\n"
  "    i32 0, label %then\n"
  "    i32 1, label %3\n"
  "  ]\n"
  "\n"
  "3:                                                ; preds = %then, %then, %entry\n"
  "  %ph = phi float [ %x, %entry ], [ 0x7FF0000000000000, %then ], [ 0x7FF0000000000000, %then ]\n"
  "  %z = zext nneg i32 %n to i64\n"
  "  %o = or disjoint i32 %n, 1\n"
  "  %ad = add nuw nsw i32 %n, 1\n"
  "  %l = lshr exact i32 %n, 1\n"
  "  %fz = freeze i32 %n\n"
  "  %ng = fneg float %x\n"
  "  %fc = fcmp olt float %x, 1.000000e+00\n"
  "  %iv = insertvalue { float, i1 } undef, float %x, 0\n"
  "  %ee = extractelement <4 x float> zeroinitializer, i32 1\n"
  "  %rmw = atomicrmw add ptr %dst, i32 1 seq_cst, align 4\n"
  "  %cx = cmpxchg ptr %dst, i32 0, i32 1 seq_cst seq_cst, align 4\n"
  "  %4 = sitofp i32 %n to double\n"
  "  call void @g2(i32 noundef 1) #0\n"
  "  ret void\n"
  "}\n"
  "\n"
  "declare target(\"dx.TypedBuffer\", float, 0, 0, 0) @llvm.dx.handle()\n"
  "\n"
  "; Function Attrs: nounwind memory(none)\n"
  "declare void @g2(i32 noundef) #0\n"
  "\n"
  "attributes #0 = { nounwind memory(none) }\n"
  "attributes #1 = { convergent noinline \"hlsl.numthreads\"=\"1,1,1\" \"hlsl.shader\"=\"compute\" }\n"
  "\n"
  "!llvm.module.flags = !{!0, !1}\n"
  "!dx.foo = !{!2, !3, !0}\n"
  "\n"
  "!0 = !{i32 1, !\"wchar_size\", i32 4}\n"
  "!1 = !{i32 1, !\"x\", i32 2}\n"
  "!2 = !{ptr @f, null, !\"s\", float 1.000000e+00}\n"
  "!3 = !{!4}\n"
  "!4 = distinct !{!4}\n"
  "!5 = !{}\n"
;

/* Sets up a module with the DirectX layout/triple used by every test. */
static IrModule *new_module(Arena *a, Diag *d) {
  IrModule *m = ir_module_new(a, d);
  m->module_id = "test";
  m->source_filename = "test.hlsl";
  m->datalayout = kLayout;
  m->triple = "dxil-pc-shadermodel6.0-compute";
  return m;
}

static IrAttrSet *attrs2(IrModule *m, const char *k1, const char *v1, const char *k2,
                         const char *v2) {
  IrAttrSet *s = ir_attrs_new(m);
  ir_attrs_add(m, s, k1, v1);
  if (k2) ir_attrs_add(m, s, k2, v2);
  return s;
}

/* The big module: globals of every linkage/initializer kind, intrinsics,
 * most instruction forms, attribute groups and metadata numbering. */
static void test_module1(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  IrModule *m = new_module(&a, &d);
  IrType *i1 = ir_type_int(m, 1), *i8 = ir_type_int(m, 8), *i32 = ir_type_int(m, 32);
  IrType *i64 = ir_type_int(m, 64), *f32 = ir_type_float(m), *f16 = ir_type_half(m);
  IrType *f64 = ir_type_double(m), *ptr = ir_type_ptr(m, 0), *voidt = ir_type_void(m);
  IrType *v4f = ir_type_vector(m, f32, 4), *v4i = ir_type_vector(m, i32, 4);
  uint32_t tb0[3] = {0, 0, 0}, tb1[3] = {1, 0, 0};
  IrType *tdx_f = ir_type_target(m, "dx.TypedBuffer", &f32, 1, tb0, 3);
  IrType *tdx_v4 = ir_type_target(m, "dx.TypedBuffer", &v4f, 1, tb1, 3);
  IrType *rwbuf = ir_type_struct_named(m, "class.hlsl::RWBuffer");
  ir_type_struct_set_body(m, rwbuf, &tdx_v4, 1, false);
  IrType *sfields[2] = {f32, v4i};
  IrType *st = ir_type_struct_named(m, "struct.S");
  ir_type_struct_set_body(m, st, sfields, 2, false);
  IrType *unused = ir_type_struct_named(m, "unused"); /* never printed */
  (void)unused;

  IrGlobal *g = ir_global_new(m, "g", f32, 2);
  g->unnamed_addr = 1;
  g->align = 4;
  IrGlobal *s = ir_global_new(m, "s", ir_type_array(m, i8, 2), 0);
  s->linkage = IR_LINK_PRIVATE;
  s->unnamed_addr = 2;
  s->is_const = true;
  s->init = ir_const_data(m, s->value_type, (const uint8_t *)"A", 2);
  s->align = 1;
  IrGlobal *arr = ir_global_new(m, "arr", ir_type_array(m, f32, 3), 0);
  arr->linkage = IR_LINK_INTERNAL;
  IrValue *ae[3] = {ir_const_fp(m, f32, 1.0), ir_const_fp(m, f32, 0.1), ir_const_fp(m, f32, 2.5)};
  arr->init = ir_const_agg(m, arr->value_type, ae, 3);
  IrGlobal *z = ir_global_new(m, "z", ir_type_array(m, i32, 2), 0);
  IrValue *ze[2] = {ir_const_i32(m, 0), ir_const_i32(m, 0)};
  z->init = ir_const_agg(m, z->value_type, ze, 2);
  check("agg of zeros folds to zeroinitializer", z->init->kind == IR_V_CONST_ZERO);
  IrGlobal *h = ir_global_new(m, "h", f16, 0);
  h->init = ir_const_fp(m, f16, 1.0);
  IrGlobal *ce = ir_global_new(m, "ce", ptr, 0);
  IrValue *ceops[2] = {&s->v, ir_const_i32(m, 1)};
  ce->init = ir_const_expr(m, IR_GEP, ptr, i8, ceops, 2, IR_FLAG_INBOUNDS);
  ir_global_new(m, "b", rwbuf, 0);

  /* llvm.dx.resource.load.typedbuffer.<ret>.<handle> */
  StrBuf nm = {0};
  sb_puts(&nm, "llvm.dx.resource.load.typedbuffer.");
  ir_type_mangle(&nm, f32);
  sb_putc(&nm, '.');
  ir_type_mangle(&nm, tdx_f);
  IrType *retfields[2] = {f32, i1};
  IrType *ret = ir_type_struct_literal(m, retfields, 2, false);
  IrType *ldparams[2] = {tdx_f, i32};
  IrFunc *ld = ir_func_new(m, nm.data, ir_type_func(m, ret, ldparams, 2, false));
  sb_free(&nm);
  ld->fn_attrs = attrs2(m, "nounwind", NULL, "memory", "none");

  IrType *fparams[4] = {ptr, i32, f32, i32};
  IrFunc *f = ir_func_new(m, "f", ir_type_func(m, voidt, fparams, 4, false));
  f->fn_attrs = attrs2(m, "\"hlsl.numthreads\"", "\"1,1,1\"", "convergent", NULL);
  ir_attrs_add(m, f->fn_attrs, "\"hlsl.shader\"", "\"compute\"");
  ir_attrs_add(m, f->fn_attrs, "noinline", NULL);
  IrFunc *hf = ir_func_new(m, "llvm.dx.handle", ir_type_func(m, tdx_f, NULL, 0, false));
  IrFunc *g2 = ir_func_new(m, "g2", ir_type_func(m, voidt, &i32, 1, false));
  g2->fn_attrs = attrs2(m, "memory", "none", "nounwind", NULL); /* same set as ld's */
  g2->param_attrs[0] = attrs2(m, "noundef", NULL, NULL, NULL);

  IrValue *dst = &f->args[0]->v, *n = &f->args[1]->v, *x = &f->args[2]->v;
  dst->name = "dst";
  n->name = "n";
  x->name = "x";
  IrBlock *entry = ir_block_new(f, "entry");
  IrBlock *then = ir_block_new(f, "then");
  IrBlock *b3 = ir_block_new(f, NULL);
  IrBuilder b;
  ir_builder_at_end(&b, m, entry);
  ir_build_alloca(&b, st, "a");
  IrValue *four = ir_const_i32(m, 4);
  IrValue *p = ir_build_gep(&b, i8, dst, &four, 1, true, "p");
  ir_as_inst(p)->flags |= IR_FLAG_GEP_NUW;
  IrValue *v1 = ir_build_binop(&b, IR_FADD, x, ir_const_fp(m, f32, 1.0), NULL);
  ir_as_inst(v1)->flags |= IR_FMF_FAST;
  IrValue *v2 = ir_build_binop(&b, IR_FMUL, v1, ir_const_fp(m, f32, 1.25), NULL);
  ir_as_inst(v2)->flags |= IR_FMF_NNAN | IR_FMF_NINF;
  ir_build_store(&b, v2, p);
  IrValue *c = ir_build_icmp(&b, IR_ICMP_SLT, n, ir_const_i32(m, 10), "c");
  ir_build_condbr(&b, c, then, b3);

  ir_builder_at_end(&b, m, then);
  IrValue *v = ir_build_load(&b, f32, p, "v");
  ir_as_inst(v)->flags |= IR_FLAG_VOLATILE;
  ir_inst_set_md(m, ir_as_inst(v), "dx.precise", ir_md_node(m, NULL, 0));
  IrValue *hv = ir_build_call(&b, hf, NULL, 0, "h");
  IrValue *ldargs[2] = {hv, ir_const_i32(m, 0)};
  IrValue *r = ir_build_call(&b, ld, ldargs, 2, "r");
  ir_as_inst(r)->flags |= IR_FLAG_TAIL;
  uint32_t zero = 0;
  IrValue *e = ir_build_extractvalue(&b, r, &zero, 1, "e");
  IrValue *vec = ir_build_insertelement(&b, ir_poison(m, v4f), e, ir_const_i32(m, 0), "vec");
  uint32_t mask[4] = {0, 0, UINT32_MAX, 1};
  ir_build_shufflevector(&b, vec, ir_undef(m, v4f), mask, 4, "sh");
  ir_build_select(&b, c, e, ir_const_fp(m, f32, -0.0), "sel");
  IrValue *swops[6] = {n, &b3->v, ir_const_i32(m, 0), &then->v, ir_const_i32(m, 1), &b3->v};
  ir_build(&b, IR_SWITCH, voidt, swops, 6);

  ir_builder_at_end(&b, m, b3);
  IrInst *ph = ir_build_phi(&b, f32, "ph");
  ir_phi_add(m, ph, x, entry);
  IrValue *inf = ir_const_fp_bits(m, f32, 0x7f800000);
  ir_phi_add(m, ph, inf, then);
  ir_phi_add(m, ph, inf, then);
  IrValue *zx = ir_build_cast(&b, IR_ZEXT, n, i64, "z");
  ir_as_inst(zx)->flags |= IR_FLAG_NNEG;
  IrValue *o = ir_build_binop(&b, IR_OR, n, ir_const_i32(m, 1), "o");
  ir_as_inst(o)->flags |= IR_FLAG_DISJOINT;
  IrValue *ad = ir_build_binop(&b, IR_ADD, n, ir_const_i32(m, 1), "ad");
  ir_as_inst(ad)->flags |= IR_FLAG_NUW | IR_FLAG_NSW;
  IrValue *l = ir_build_binop(&b, IR_LSHR, n, ir_const_i32(m, 1), "l");
  ir_as_inst(l)->flags |= IR_FLAG_EXACT;
  IrInst *fz = ir_build(&b, IR_FREEZE, i32, &n, 1);
  ir_value_set_name(m, NULL, &fz->v, "fz");
  IrInst *ng = ir_build(&b, IR_FNEG, f32, &x, 1);
  ir_value_set_name(m, NULL, &ng->v, "ng");
  ir_build_fcmp(&b, IR_FCMP_OLT, x, ir_const_fp(m, f32, 1.0), "fc");
  IrValue *agg = ir_undef(m, ret);
  ir_build_insertvalue(&b, agg, x, &zero, 1, "iv");
  ir_build_extractelement(&b, ir_const_zero(m, v4f), ir_const_i32(m, 1), "ee");
  IrValue *rmwops[2] = {dst, ir_const_i32(m, 1)};
  IrInst *rmw = ir_build(&b, IR_ATOMICRMW, i32, rmwops, 2);
  rmw->aux = IR_RMW_ADD | (IR_ORD_SEQ_CST << 8);
  rmw->align = 4;
  ir_value_set_name(m, NULL, &rmw->v, "rmw");
  IrType *cxf[2] = {i32, i1};
  IrValue *cxops[3] = {dst, ir_const_i32(m, 0), ir_const_i32(m, 1)};
  IrInst *cx = ir_build(&b, IR_CMPXCHG, ir_type_struct_literal(m, cxf, 2, false), cxops, 3);
  cx->aux = IR_ORD_SEQ_CST | (IR_ORD_SEQ_CST << 8);
  cx->align = 4;
  ir_value_set_name(m, NULL, &cx->v, "cx");
  ir_build_cast(&b, IR_SITOFP, n, f64, NULL);
  IrValue *one = ir_const_i32(m, 1);
  IrInst *call = ir_as_inst(ir_build_call(&b, g2, &one, 1, NULL));
  check("void call returns an instruction", call != NULL);
  if (call) {
    call->call_attrs = attrs2(m, "nounwind", NULL, "memory", "none");
    call->call_arg_attrs = (IrAttrSet **)arena_alloc(&a, sizeof(IrAttrSet *));
    call->call_arg_attrs[0] = attrs2(m, "noundef", NULL, NULL, NULL);
  }
  ir_build_ret(&b, NULL);

  /* metadata */
  IrMD *w[3] = {ir_md_i32(m, 1), ir_md_string(m, "wchar_size"), ir_md_i32(m, 4)};
  IrMD *n0 = ir_md_node(m, w, 3);
  IrMD *x1[3] = {ir_md_i32(m, 1), ir_md_string(m, "x"), ir_md_i32(m, 2)};
  IrNamedMD *flags = ir_named_md_get(m, "llvm.module.flags");
  ir_named_md_add(m, flags, n0);
  ir_named_md_add(m, flags, ir_md_node(m, x1, 3));
  IrMD *n2ops[4] = {ir_md_const(m, &f->v), NULL, ir_md_string(m, "s"),
                    ir_md_const(m, ir_const_fp(m, f32, 1.0))};
  IrMD *self = ir_md_node(m, NULL, 0);
  self->distinct = true;
  IrMD *selfop = self;
  self->ops = &selfop;
  self->nops = 1;
  IrNamedMD *foo = ir_named_md_get(m, "dx.foo");
  ir_named_md_add(m, foo, ir_md_node(m, n2ops, 4));
  ir_named_md_add(m, foo, ir_md_node(m, &self, 1));
  IrMD *w2[3] = {ir_md_i32(m, 1), ir_md_string(m, "wchar_size"), ir_md_i32(m, 4)};
  ir_named_md_add(m, foo, ir_md_node(m, w2, 3)); /* uniques with !0 */

  StrBuf out = {0};
  ir_print_module(&out, m);
  check_text("module1", out.data ? out.data : "", kExpect1);
  check("module1 verifies", ir_verify(m, "test"));
  sb_free(&out);
  arena_free(&a);
}

/* DXC's disassembly of skeleton/basic/loops.hlsl (cs_6_0), with the
 * optional "; OpName(args)" call comments removed. Typed pointers, unnamed
 * blocks printed as "; <label>:N", preds comments at column 50. */
static const char *const kExpectLoops =
  "target datalayout = \"e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64\"\n"
  "target triple = \"dxil-ms-dx\"\n"
  "\n"
  "%dx.types.Handle = type { i8* }\n"
  "%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }\n"
  "%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }\n"
  "%\"class.RWStructuredBuffer<int>\" = type { i32 }\n"
  "%Config = type { i32, i32 }\n"
  "\n"
  "define void @main() {\n"
  "  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)\n"
  "  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)\n"
  "  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
  "  %4 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %2, i32 0)\n"
  "  %5 = extractvalue %dx.types.CBufRet.i32 %4, 0\n"
  "  %6 = icmp eq i32 %5, 0\n"
  "  br i1 %6, label %48, label %7\n"
  "\n"
  "; <label>:7                                       ; preds = %0\n"
  "  br label %8\n"
  "\n"
  "; <label>:8                                       ; preds = %42, %7\n"
  "  %9 = phi i32 [ %43, %42 ], [ 0, %7 ]\n"
  "  %10 = phi i32 [ %44, %42 ], [ 0, %7 ]\n"
  "  %11 = add i32 %10, %3\n"
  "  %12 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %2, i32 0)\n"
  "  %13 = extractvalue %dx.types.CBufRet.i32 %12, 0\n"
  "  %14 = urem i32 %11, %13\n"
  "  %15 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %1, i32 %14, i32 0)\n"
  "  %16 = extractvalue %dx.types.ResRet.i32 %15, 0\n"
  "  %17 = icmp slt i32 %16, 0\n"
  "  br i1 %17, label %42, label %18\n"
  "\n"
  "; <label>:18                                      ; preds = %8\n"
  "  %19 = extractvalue %dx.types.CBufRet.i32 %12, 1\n"
  "  %20 = icmp sgt i32 %16, %19\n"
  "  br i1 %20, label %46, label %21\n"
  "\n"
  "; <label>:21                                      ; preds = %18\n"
  "  %22 = icmp eq i32 %16, 0\n"
  "  br i1 %22, label %39, label %23\n"
  "\n"
  "; <label>:23                                      ; preds = %21\n"
  "  %24 = add nsw i32 %16, 1\n"
  "  br label %25\n"
  "\n"
  "; <label>:25                                      ; preds = %25, %23\n"
  "  %26 = phi i32 [ %24, %23 ], [ %33, %25 ]\n"
  "  %27 = phi i32 [ 0, %23 ], [ %34, %25 ]\n"
  "  %28 = and i32 %26, 1\n"
  "  %29 = icmp eq i32 %28, 0\n"
  "  %30 = sdiv i32 %26, 2\n"
  "  %31 = mul nsw i32 %26, 3\n"
  "  %32 = add nsw i32 %31, 1\n"
  "  %33 = select i1 %29, i32 %30, i32 %32\n"
  "  %34 = add nuw nsw i32 %27, 1\n"
  "  %35 = icmp ne i32 %33, 1\n"
  "  %36 = icmp slt i32 %34, 1000\n"
  "  %37 = and i1 %36, %35\n"
  "  br i1 %37, label %25, label %38\n"
  "\n"
  "; <label>:38                                      ; preds = %25\n"
  "  br label %39\n"
  "\n"
  "; <label>:39                                      ; preds = %38, %21\n"
  "  %40 = phi i32 [ 0, %21 ], [ %34, %38 ]\n"
  "  %41 = add nsw i32 %40, %9\n"
  "  br label %42\n"
  "\n"
  "; <label>:42                                      ; preds = %39, %8\n"
  "  %43 = phi i32 [ %9, %8 ], [ %41, %39 ]\n"
  "  %44 = add i32 %10, 1\n"
  "  %45 = icmp ult i32 %44, %13\n"
  "  br i1 %45, label %8, label %46\n"
  "\n"
  "; <label>:46                                      ; preds = %42, %18\n"
  "  %47 = phi i32 [ %43, %42 ], [ %9, %18 ]\n"
  "  br label %48\n"
  "\n"
  "; <label>:48                                      ; preds = %46, %0\n"
  "  %49 = phi i32 [ 0, %0 ], [ %47, %46 ]\n"
  "  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 %49, i32 undef, i32 undef, i32 undef, i8 1)\n"
  "  ret void\n"
  "}\n"
  "\n"
  "; Function Attrs: nounwind readnone\n"
  "declare i32 @dx.op.threadId.i32(i32, i32) #0\n"
  "\n"
  "; Function Attrs: nounwind readonly\n"
  "declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #1\n"
  "\n"
  "; Function Attrs: nounwind readonly\n"
  "declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1\n"
  "\n"
  "; Function Attrs: nounwind readonly\n"
  "declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #1\n"
  "\n"
  "; Function Attrs: nounwind\n"
  "declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #2\n"
  "\n"
  "attributes #0 = { nounwind readnone }\n"
  "attributes #1 = { nounwind readonly }\n"
  "attributes #2 = { nounwind }\n"
  "\n"
  "!llvm.ident = !{!0}\n"
  "!dx.version = !{!1}\n"
  "!dx.valver = !{!2}\n"
  "!dx.shaderModel = !{!3}\n"
  "!dx.resources = !{!4}\n"
  "!dx.entryPoints = !{!10}\n"
  "\n"
  "!0 = !{!\"dxc(private) 1.9.0.0 (private, 00000000)\"}\n"
  "!1 = !{i32 1, i32 0}\n"
  "!2 = !{i32 1, i32 10}\n"
  "!3 = !{!\"cs\", i32 6, i32 0}\n"
  "!4 = !{null, !5, !8, null}\n"
  "!5 = !{!6}\n"
  "!6 = !{i32 0, %\"class.RWStructuredBuffer<int>\"* undef, !\"\", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}\n"
  "!7 = !{i32 1, i32 4}\n"
  "!8 = !{!9}\n"
  "!9 = !{i32 0, %Config* undef, !\"\", i32 0, i32 0, i32 1, i32 8, null}\n"
  "!10 = !{void ()* @main, !\"main\", null, !4, !11}\n"
  "!11 = !{i32 0, i64 16, i32 4, !12}\n"
  "!12 = !{i32 64, i32 1, i32 1}\n"
;

static IrFunc *decl(IrModule *m, const char *name, IrType *ret, IrType **params, uint32_t n,
                    IrAttrSet *attrs) {
  IrFunc *f = ir_func_new(m, name, ir_type_func(m, ret, params, n, false));
  f->fn_attrs = attrs;
  return f;
}

static IrValue *call(IrBuilder *b, IrFunc *f, IrValue **args, uint32_t n) {
  return ir_build_call(b, f, args, n, NULL);
}

static void test_dxil_loops(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  IrModule *m = ir_module_new(&a, &d);
  m->datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64";
  m->triple = "dxil-ms-dx";
  IrType *i1 = ir_type_int(m, 1), *i8 = ir_type_int(m, 8), *i32 = ir_type_int(m, 32);
  IrType *i64 = ir_type_int(m, 64), *voidt = ir_type_void(m);
  IrType *i8p = ir_type_typed_ptr(m, i8, 0);
  IrType *handle = ir_type_struct_named(m, "dx.types.Handle");
  ir_type_struct_set_body(m, handle, &i8p, 1, false);
  IrType *f5[5] = {i32, i32, i32, i32, i32};
  IrType *cbret = ir_type_struct_named(m, "dx.types.CBufRet.i32");
  ir_type_struct_set_body(m, cbret, f5, 4, false);
  IrType *resret = ir_type_struct_named(m, "dx.types.ResRet.i32");
  ir_type_struct_set_body(m, resret, f5, 5, false);
  IrType *rwsb = ir_type_struct_named(m, "class.RWStructuredBuffer<int>");
  ir_type_struct_set_body(m, rwsb, f5, 1, false);
  IrType *config = ir_type_struct_named(m, "Config");
  ir_type_struct_set_body(m, config, f5, 2, false);

  IrType *mainty = ir_type_func(m, voidt, NULL, 0, false);
  IrFunc *mainf = ir_func_new(m, "main", mainty);
  mainf->v.type = ir_type_typed_ptr(m, mainty, 0);
  IrAttrSet *rn = attrs2(m, "nounwind", NULL, "readnone", NULL);
  IrAttrSet *ro = attrs2(m, "readonly", NULL, "nounwind", NULL);
  IrAttrSet *nu = attrs2(m, "nounwind", NULL, NULL, NULL);
  IrType *p_tid[2] = {i32, i32};
  IrFunc *tid = decl(m, "dx.op.threadId.i32", i32, p_tid, 2, rn);
  IrType *p_cb[3] = {i32, handle, i32};
  IrFunc *cbl = decl(m, "dx.op.cbufferLoadLegacy.i32", cbret, p_cb, 3, ro);
  IrType *p_ch[5] = {i32, i8, i32, i32, i1};
  IrFunc *ch = decl(m, "dx.op.createHandle", handle, p_ch, 5, ro);
  IrType *p_bl[4] = {i32, handle, i32, i32};
  IrFunc *bl = decl(m, "dx.op.bufferLoad.i32", resret, p_bl, 4, ro);
  IrType *p_bs[9] = {i32, handle, i32, i32, i32, i32, i32, i32, i8};
  IrFunc *bs = decl(m, "dx.op.bufferStore.i32", voidt, p_bs, 9, nu);

  IrBlock *B[12];
  for (int k = 0; k < 12; k++) B[k] = ir_block_new(mainf, NULL);
  IrBlock *E = B[0], *B7 = B[1], *B8 = B[2], *B18 = B[3], *B21 = B[4], *B23 = B[5];
  IrBlock *B25 = B[6], *B38 = B[7], *B39 = B[8], *B42 = B[9], *B46 = B[10], *B48 = B[11];
#define I32(x) ir_const_i32(m, (x))
  IrValue *zero = I32(0), *one = I32(1);
  IrBuilder b;
  ir_builder_at_end(&b, m, E);
  IrValue *a1[5] = {I32(57), ir_const_int(m, i8, 1), zero, zero, ir_const_i1(m, false)};
  IrValue *h1 = call(&b, ch, a1, 5);
  IrValue *a2[5] = {I32(57), ir_const_int(m, i8, 2), zero, zero, ir_const_i1(m, false)};
  IrValue *h2 = call(&b, ch, a2, 5);
  IrValue *a3[2] = {I32(93), zero};
  IrValue *t3 = call(&b, tid, a3, 2);
  IrValue *a4[3] = {I32(59), h2, zero};
  IrValue *c4 = call(&b, cbl, a4, 3);
  uint32_t ix0 = 0, ix1 = 1;
  IrValue *e5 = ir_build_extractvalue(&b, c4, &ix0, 1, NULL);
  IrValue *c6 = ir_build_icmp(&b, IR_ICMP_EQ, e5, zero, NULL);
  ir_build_condbr(&b, c6, B48, B7);
  ir_builder_at_end(&b, m, B7);
  ir_build_br(&b, B8);

  ir_builder_at_end(&b, m, B8);
  IrInst *p9 = ir_build_phi(&b, i32, NULL), *p10 = ir_build_phi(&b, i32, NULL);
  IrValue *v11 = ir_build_binop(&b, IR_ADD, &p10->v, t3, NULL);
  IrValue *v12 = call(&b, cbl, a4, 3);
  IrValue *v13 = ir_build_extractvalue(&b, v12, &ix0, 1, NULL);
  IrValue *v14 = ir_build_binop(&b, IR_UREM, v11, v13, NULL);
  IrValue *a15[4] = {I32(68), h1, v14, zero};
  IrValue *v15 = call(&b, bl, a15, 4);
  IrValue *v16 = ir_build_extractvalue(&b, v15, &ix0, 1, NULL);
  IrValue *v17 = ir_build_icmp(&b, IR_ICMP_SLT, v16, zero, NULL);
  ir_build_condbr(&b, v17, B42, B18);

  ir_builder_at_end(&b, m, B18);
  IrValue *v19 = ir_build_extractvalue(&b, v12, &ix1, 1, NULL);
  IrValue *v20 = ir_build_icmp(&b, IR_ICMP_SGT, v16, v19, NULL);
  ir_build_condbr(&b, v20, B46, B21);
  ir_builder_at_end(&b, m, B21);
  IrValue *v22 = ir_build_icmp(&b, IR_ICMP_EQ, v16, zero, NULL);
  ir_build_condbr(&b, v22, B39, B23);
  ir_builder_at_end(&b, m, B23);
  IrValue *v24 = ir_build_binop(&b, IR_ADD, v16, one, NULL);
  ir_as_inst(v24)->flags |= IR_FLAG_NSW;
  ir_build_br(&b, B25);

  ir_builder_at_end(&b, m, B25);
  IrInst *p26 = ir_build_phi(&b, i32, NULL), *p27 = ir_build_phi(&b, i32, NULL);
  IrValue *v28 = ir_build_binop(&b, IR_AND, &p26->v, one, NULL);
  IrValue *v29 = ir_build_icmp(&b, IR_ICMP_EQ, v28, zero, NULL);
  IrValue *v30 = ir_build_binop(&b, IR_SDIV, &p26->v, I32(2), NULL);
  IrValue *v31 = ir_build_binop(&b, IR_MUL, &p26->v, I32(3), NULL);
  ir_as_inst(v31)->flags |= IR_FLAG_NSW;
  IrValue *v32 = ir_build_binop(&b, IR_ADD, v31, one, NULL);
  ir_as_inst(v32)->flags |= IR_FLAG_NSW;
  IrValue *v33 = ir_build_select(&b, v29, v30, v32, NULL);
  IrValue *v34 = ir_build_binop(&b, IR_ADD, &p27->v, one, NULL);
  ir_as_inst(v34)->flags |= IR_FLAG_NUW | IR_FLAG_NSW;
  IrValue *v35 = ir_build_icmp(&b, IR_ICMP_NE, v33, one, NULL);
  IrValue *v36 = ir_build_icmp(&b, IR_ICMP_SLT, v34, I32(1000), NULL);
  IrValue *v37 = ir_build_binop(&b, IR_AND, v36, v35, NULL);
  ir_build_condbr(&b, v37, B25, B38);
  ir_phi_add(m, p26, v24, B23);
  ir_phi_add(m, p26, v33, B25);
  ir_phi_add(m, p27, zero, B23);
  ir_phi_add(m, p27, v34, B25);
  ir_builder_at_end(&b, m, B38);
  ir_build_br(&b, B39);

  ir_builder_at_end(&b, m, B39);
  IrInst *p40 = ir_build_phi(&b, i32, NULL);
  ir_phi_add(m, p40, zero, B21);
  ir_phi_add(m, p40, v34, B38);
  IrValue *v41 = ir_build_binop(&b, IR_ADD, &p40->v, &p9->v, NULL);
  ir_as_inst(v41)->flags |= IR_FLAG_NSW;
  ir_build_br(&b, B42);

  ir_builder_at_end(&b, m, B42);
  IrInst *p43 = ir_build_phi(&b, i32, NULL);
  ir_phi_add(m, p43, &p9->v, B8);
  ir_phi_add(m, p43, v41, B39);
  IrValue *v44 = ir_build_binop(&b, IR_ADD, &p10->v, one, NULL);
  IrValue *v45 = ir_build_icmp(&b, IR_ICMP_ULT, v44, v13, NULL);
  ir_build_condbr(&b, v45, B8, B46);
  ir_phi_add(m, p9, &p43->v, B42);
  ir_phi_add(m, p9, zero, B7);
  ir_phi_add(m, p10, v44, B42);
  ir_phi_add(m, p10, zero, B7);

  ir_builder_at_end(&b, m, B46);
  IrInst *p47 = ir_build_phi(&b, i32, NULL);
  ir_phi_add(m, p47, &p43->v, B42);
  ir_phi_add(m, p47, &p9->v, B18);
  ir_build_br(&b, B48);
  ir_builder_at_end(&b, m, B48);
  IrInst *p49 = ir_build_phi(&b, i32, NULL);
  ir_phi_add(m, p49, zero, E);
  ir_phi_add(m, p49, &p47->v, B46);
  IrValue *u = ir_undef(m, i32);
  IrValue *a50[9] = {I32(69), h1, t3, zero, &p49->v, u, u, u, ir_const_int(m, i8, 1)};
  call(&b, bs, a50, 9);
  ir_build_ret(&b, NULL);
#undef I32

  /* metadata */
  IrMD *s0 = ir_md_string(m, "dxc(private) 1.9.0.0 (private, 00000000)");
  ir_named_md_add(m, ir_named_md_get(m, "llvm.ident"), ir_md_node(m, &s0, 1));
  IrMD *ver[2] = {ir_md_i32(m, 1), ir_md_i32(m, 0)};
  ir_named_md_add(m, ir_named_md_get(m, "dx.version"), ir_md_node(m, ver, 2));
  IrMD *vv[2] = {ir_md_i32(m, 1), ir_md_i32(m, 10)};
  ir_named_md_add(m, ir_named_md_get(m, "dx.valver"), ir_md_node(m, vv, 2));
  IrMD *sm[3] = {ir_md_string(m, "cs"), ir_md_i32(m, 6), ir_md_i32(m, 0)};
  ir_named_md_add(m, ir_named_md_get(m, "dx.shaderModel"), ir_md_node(m, sm, 3));
  IrMD *n7ops[2] = {ir_md_i32(m, 1), ir_md_i32(m, 4)};
  IrMD *fls = ir_md_const(m, ir_const_i1(m, false));
  IrMD *n6ops[11] = {ir_md_i32(m, 0), ir_md_const(m, ir_undef(m, ir_type_typed_ptr(m, rwsb, 0))),
                     ir_md_string(m, ""), ir_md_i32(m, 0), ir_md_i32(m, 0), ir_md_i32(m, 1),
                     ir_md_i32(m, 12), fls, fls, fls, ir_md_node(m, n7ops, 2)};
  IrMD *n6 = ir_md_node(m, n6ops, 11);
  IrMD *n9ops[8] = {ir_md_i32(m, 0), ir_md_const(m, ir_undef(m, ir_type_typed_ptr(m, config, 0))),
                    ir_md_string(m, ""), ir_md_i32(m, 0), ir_md_i32(m, 0), ir_md_i32(m, 1),
                    ir_md_i32(m, 8), NULL};
  IrMD *n9 = ir_md_node(m, n9ops, 8);
  IrMD *n4ops[4] = {NULL, ir_md_node(m, &n6, 1), ir_md_node(m, &n9, 1), NULL};
  IrMD *n4 = ir_md_node(m, n4ops, 4);
  ir_named_md_add(m, ir_named_md_get(m, "dx.resources"), n4);
  IrMD *n12ops[3] = {ir_md_i32(m, 64), ir_md_i32(m, 1), ir_md_i32(m, 1)};
  IrMD *n11ops[4] = {ir_md_i32(m, 0), ir_md_const(m, ir_const_int(m, i64, 16)), ir_md_i32(m, 4),
                     ir_md_node(m, n12ops, 3)};
  IrMD *n10ops[5] = {ir_md_const(m, &mainf->v), ir_md_string(m, "main"), NULL, n4,
                     ir_md_node(m, n11ops, 4)};
  ir_named_md_add(m, ir_named_md_get(m, "dx.entryPoints"), ir_md_node(m, n10ops, 5));

  StrBuf out = {0};
  IrPrintOptions opt = {0};
  opt.dxil_style = true;
  ir_print_module_ex(&out, m, &opt);
  check_text("dxil loops", out.data ? out.data : "", kExpectLoops);
  check("dxil loops verifies", ir_verify(m, "test"));
  if (d.errors && d.out) printf("%s", d.out->data);
  sb_free(&out);
  arena_free(&a);
}

/* Visibility/dso_local, unnamed globals, name quoting, LLVM's float
 * formatting (6 significant digits when exact, else hex), signed integer
 * printing, and numbering of unnamed arguments/blocks/values. */
static const char *const kExpect2 =
  "; ModuleID = 'test'\n"
  "source_filename = \"test.hlsl\"\n"
  "\n"
  "@a1 = external hidden addrspace(2) global float, align 4\n"
  "@a2 = hidden global i32 0\n"
  "@a3 = internal global i32 0\n"
  "@0 = private constant [3 x i8] c\"\\01a\\22\"\n"
  "@\"g$x\" = global double 0x3FF0000000000001\n"
  "@fp = global [6 x double] [double 1.000000e-01, double 4.940660e-324, double 1.234560e+05, double 0x4132D68700000000, double -0.000000e+00, double 0xFFF8000000000000]\n"
  "@t = global { i8, i16 } { i8 -1, i16 -1 }\n"
  "\n"
  "define linkonce_odr hidden void @f() {\n"
  "  ret void\n"
  "}\n"
  "\n"
  "define dso_local i32 @g(i32 %0, i32 %x) {\n"
  "  %2 = add i32 %0, %x\n"
  "  br label %3\n"
  "\n"
  "3:                                                ; preds = %3, %1\n"
  "  %4 = phi i32 [ %2, %1 ], [ %5, %3 ]\n"
  "  %5 = sub i32 %4, 1\n"
  "  %\"a b\" = icmp eq i32 %5, 0\n"
  "  br i1 %\"a b\", label %\"9x\", label %3\n"
  "\n"
  "\"9x\":                                             ; preds = %3\n"
  "  ret i32 %5\n"
  "}\n"
;

static void test_module2(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  IrModule *m = ir_module_new(&a, &d);
  m->module_id = "test";
  m->source_filename = "test.hlsl";
  IrType *i8 = ir_type_int(m, 8), *i16 = ir_type_int(m, 16), *i32 = ir_type_int(m, 32);
  IrType *f32 = ir_type_float(m), *f64 = ir_type_double(m), *voidt = ir_type_void(m);
  IrGlobal *a1 = ir_global_new(m, "a1", f32, 2);
  a1->visibility = 1;
  a1->align = 4;
  IrGlobal *a2 = ir_global_new(m, "a2", i32, 0);
  a2->visibility = 1;
  a2->dso_local = true; /* implied by hidden: not printed */
  a2->init = ir_const_i32(m, 0);
  IrGlobal *a3 = ir_global_new(m, "a3", i32, 0);
  a3->linkage = IR_LINK_INTERNAL;
  a3->dso_local = true; /* implied by internal */
  a3->init = ir_const_i32(m, 0);
  IrGlobal *s = ir_global_new(m, NULL, ir_type_array(m, i8, 3), 0);
  s->linkage = IR_LINK_PRIVATE;
  s->is_const = true;
  s->init = ir_const_data(m, s->value_type, (const uint8_t *)"\001a\"", 3);
  IrGlobal *gx = ir_global_new(m, "g$x", f64, 0);
  gx->init = ir_const_fp_bits(m, f64, 0x3FF0000000000001ull);
  IrType *fpa = ir_type_array(m, f64, 6);
  IrValue *fe[6] = {ir_const_fp(m, f64, 0.1), ir_const_fp_bits(m, f64, 1),
                    ir_const_fp(m, f64, 123456.0), ir_const_fp(m, f64, 1234567.0),
                    ir_const_fp(m, f64, -0.0), ir_const_fp_bits(m, f64, 0xFFF8000000000000ull)};
  IrGlobal *fp = ir_global_new(m, "fp", fpa, 0);
  fp->init = ir_const_agg(m, fpa, fe, 6);
  IrType *tf[2] = {i8, i16};
  IrType *tt = ir_type_struct_literal(m, tf, 2, false);
  IrValue *te[2] = {ir_const_int(m, i8, 255), ir_const_int(m, i16, 0xffff)};
  IrGlobal *t = ir_global_new(m, "t", tt, 0);
  t->init = ir_const_agg(m, tt, te, 2);

  IrFunc *f = ir_func_new(m, "f", ir_type_func(m, voidt, NULL, 0, false));
  f->linkage = IR_LINK_LINKONCE_ODR;
  f->visibility = 1;
  IrBuilder b;
  ir_builder_at_end(&b, m, ir_block_new(f, NULL));
  ir_build_ret(&b, NULL);

  IrType *gp[2] = {i32, i32};
  IrFunc *g = ir_func_new(m, "g", ir_type_func(m, i32, gp, 2, false));
  g->dso_local = true;
  ir_value_set_name(m, g, &g->args[1]->v, "x");
  IrBlock *e = ir_block_new(g, NULL), *loop = ir_block_new(g, NULL);
  IrBlock *ex = ir_block_new(g, "9x");
  ir_builder_at_end(&b, m, e);
  IrValue *sum = ir_build_binop(&b, IR_ADD, &g->args[0]->v, &g->args[1]->v, NULL);
  ir_build_br(&b, loop);
  ir_builder_at_end(&b, m, loop);
  IrInst *phi = ir_build_phi(&b, i32, NULL);
  IrValue *dec = ir_build_binop(&b, IR_SUB, &phi->v, ir_const_i32(m, 1), NULL);
  ir_phi_add(m, phi, sum, e);
  ir_phi_add(m, phi, dec, loop);
  IrValue *c = ir_build_icmp(&b, IR_ICMP_EQ, dec, ir_const_i32(m, 0), "a b");
  ir_build_condbr(&b, c, ex, loop);
  ir_builder_at_end(&b, m, ex);
  ir_build_ret(&b, dec);

  StrBuf out = {0};
  ir_print_module(&out, m);
  check_text("module2", out.data ? out.data : "", kExpect2);
  check("module2 verifies", ir_verify(m, "test"));
  sb_free(&out);
  arena_free(&a);
}

/* Float text differs between styles: LLVM 19 keeps 6 significant digits,
 * LLVM 3.7 (DXC) printed printf("%e"), 7 digits. 0.8359375 needs 7. Also
 * poison prints as undef in the DXC style. */
static void test_fp_styles(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  IrModule *m = ir_module_new(&a, &d);
  IrType *f32 = ir_type_float(m);
  IrGlobal *g = ir_global_new(m, "g", f32, 0);
  g->init = ir_const_fp(m, f32, 0.8359375);
  IrGlobal *h = ir_global_new(m, "h", f32, 0);
  h->init = ir_poison(m, f32);
  StrBuf out = {0};
  IrPrintOptions opt = {0};
  opt.no_header = true;
  ir_print_module_ex(&out, m, &opt);
  check_text("fp modern", out.data ? out.data : "",
             "\n@g = global float 0x3FEAC00000000000\n@h = global float poison\n");
  sb_free(&out);
  opt.dxil_style = true;
  ir_print_module_ex(&out, m, &opt);
  check_text("fp dxil", out.data ? out.data : "",
             "\n@g = global float 8.359375e-01\n@h = global float undef\n");
  sb_free(&out);
  arena_free(&a);
}

int main(void) {
  test_module1();
  test_fp_styles();
  test_module2();
  test_dxil_loops();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
