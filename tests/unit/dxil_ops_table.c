/* dxil_ops_table.c - the DXIL op tables and their queries: the design's
 * own examples (dxil-op-tablegen-spec.txt: Sin, FlattenedThreadIdInGroup,
 * RawBufferStore, DerivCoarseX, CreateHandle, Sample), the versioned-list
 * rule, intrinsic lookup, dx.op names, signatures and declarations. */
#include "dxil/dxil_ops.h"
#include "passes/passes.h"

#include <stdio.h>
#include <string.h>

static int g_pass, g_fail;

#define CHECK(cond)                                                     \
  do {                                                                  \
    if (cond) {                                                         \
      g_pass++;                                                         \
    } else {                                                            \
      g_fail++;                                                         \
      fprintf(stderr, "%s:%d: FAILED: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                   \
  } while (0)

#define V(a, b) DXIL_VER(a, b)

static void test_sin(void) {
  const DxilOpInfo *oi = dxil_op_info(DXIL_OP_Sin);
  CHECK(oi && oi->opcode == 13 && !strcmp(oi->name, "Sin"));
  CHECK(!strcmp(dxil_op_class_name(13), "unary"));
  CHECK(oi && oi->ret == DXIL_PT_OVERLOAD && oi->nargs == 1 && oi->args[0] == DXIL_PT_OVERLOAD);
  CHECK(dxil_op_min_version(13) == V(1, 0));
  for (unsigned s = 0; s < 16; s++) CHECK(dxil_op_valid_stage(13, V(1, 0), s)); /* all_stages */
  CHECK(dxil_op_valid_overload(13, V(1, 0), DXIL_OL_HALF));
  CHECK(dxil_op_valid_overload(13, V(1, 0), DXIL_OL_FLOAT));
  CHECK(!dxil_op_valid_overload(13, V(1, 9), DXIL_OL_DOUBLE));
  /* native vectors only from DXIL 1.9 */
  CHECK(!dxil_op_valid_overload(13, V(1, 8), DXIL_OL_VFLOAT));
  CHECK(dxil_op_valid_overload(13, V(1, 9), DXIL_OL_VFLOAT));
  CHECK(dxil_op_overload_min_version(13, DXIL_OL_VHALF) == V(1, 9));
  CHECK((dxil_op_attrs(13, V(1, 0)) & DXIL_ATTR_MEMORY_MASK) == DXIL_ATTR_READNONE);
  const DxilIntrinsicMap *im = dxil_intrinsic_lookup("llvm.sin.f32");
  CHECK(im && im->opcode == 13 && im->nsel == 0);
  CHECK(dxil_intrinsic_lookup("llvm.sinh.f32") && dxil_intrinsic_lookup("llvm.sinh.f32")->opcode == 19);
  CHECK(dxil_op_check(13, V(1, 0), STAGE_PIXEL, DXIL_OL_FLOAT) == DXIL_OPST_OK);
  CHECK(dxil_op_check(13, V(1, 3), STAGE_PIXEL, DXIL_OL_DOUBLE) == DXIL_OPST_BAD_OVERLOAD);
}

static void test_flattened_thread_id(void) {
  uint32_t op = DXIL_OP_FlattenedThreadIdInGroup;
  const DxilOpInfo *oi = dxil_op_info(op);
  CHECK(op == 96 && oi && oi->nargs == 0);
  CHECK(!strcmp(dxil_op_class_name(op), "flattenedThreadIdInGroup"));
  CHECK(dxil_op_valid_stage(op, V(1, 0), STAGE_COMPUTE));
  CHECK(dxil_op_valid_stage(op, V(1, 5), STAGE_MESH));
  CHECK(dxil_op_valid_stage(op, V(1, 5), STAGE_AMPLIFICATION));
  CHECK(dxil_op_valid_stage(op, V(1, 8), STAGE_NODE));
  CHECK(!dxil_op_valid_stage(op, V(1, 9), STAGE_PIXEL));
  CHECK(!dxil_op_valid_stage(op, V(1, 9), STAGE_LIBRARY));
  CHECK(dxil_op_check(op, V(1, 0), STAGE_VERTEX, DXIL_OL_I32) == DXIL_OPST_BAD_STAGE);
  CHECK((dxil_op_attrs(op, V(1, 0)) & DXIL_ATTR_MEMORY_MASK) == DXIL_ATTR_READNONE);
  const DxilIntrinsicMap *im = dxil_intrinsic_lookup("llvm.dx.flattened.thread.id.in.group");
  CHECK(im && im->opcode == op);
  /* the longest mapped name wins */
  im = dxil_intrinsic_lookup("llvm.dx.thread.id.in.group");
  CHECK(im && im->opcode == DXIL_OP_ThreadIdInGroup);
  im = dxil_intrinsic_lookup("llvm.dx.thread.id");
  CHECK(im && im->opcode == DXIL_OP_ThreadId);
}

static void test_raw_buffer_store(void) {
  uint32_t op = DXIL_OP_RawBufferStore;
  const DxilOpInfo *oi = dxil_op_info(op);
  CHECK(op == 140 && oi && oi->ret == DXIL_PT_VOID && oi->nargs == 9);
  CHECK(oi && oi->args[0] == DXIL_PT_HANDLE && oi->args[3] == DXIL_PT_OVERLOAD &&
        oi->args[7] == DXIL_PT_I8 && oi->args[8] == DXIL_PT_I32);
  CHECK(dxil_op_min_version(op) == V(1, 2));
  CHECK(!dxil_op_valid_version(op, V(1, 1)));
  CHECK(dxil_op_check(op, V(1, 1), STAGE_COMPUTE, DXIL_OL_FLOAT) == DXIL_OPST_TOO_NEW);
  CHECK(dxil_op_valid_overload(op, V(1, 2), DXIL_OL_I16));
  CHECK(!dxil_op_valid_overload(op, V(1, 2), DXIL_OL_DOUBLE));
  CHECK(dxil_op_valid_overload(op, V(1, 3), DXIL_OL_DOUBLE));
  CHECK(dxil_op_valid_overload(op, V(1, 3), DXIL_OL_I64));
  CHECK(dxil_op_check(op, V(1, 2), STAGE_COMPUTE, DXIL_OL_I64) == DXIL_OPST_BAD_OVERLOAD);
  CHECK((dxil_op_attrs(op, V(1, 6)) & DXIL_ATTR_MEMORY_MASK) == 0); /* writes memory */
  CHECK(oi && oi->translated == V(1, 0));
  for (unsigned s = 0; s < 16; s++) CHECK(dxil_op_valid_stage(op, V(1, 2), s));
}

static void test_deriv_coarse_x(void) {
  uint32_t op = DXIL_OP_DerivCoarseX;
  CHECK(op == 83 && !strcmp(dxil_op_class_name(op), "unary"));
  CHECK(dxil_op_valid_stage(op, V(1, 0), STAGE_PIXEL));
  CHECK(dxil_op_valid_stage(op, V(1, 0), STAGE_LIBRARY));
  CHECK(!dxil_op_valid_stage(op, V(1, 5), STAGE_COMPUTE));
  CHECK(dxil_op_valid_stage(op, V(1, 6), STAGE_COMPUTE));
  CHECK(dxil_op_valid_stage(op, V(1, 6), STAGE_MESH));
  CHECK(dxil_op_valid_stage(op, V(1, 6), STAGE_AMPLIFICATION));
  CHECK(!dxil_op_valid_stage(op, V(1, 7), STAGE_NODE));
  CHECK(dxil_op_valid_stage(op, V(1, 8), STAGE_NODE));
  CHECK(!dxil_op_valid_stage(op, V(1, 9), STAGE_VERTEX));
  uint32_t a = dxil_op_attrs(op, V(1, 0));
  CHECK((a & DXIL_ATTR_READNONE) && (a & DXIL_ATTR_DERIVATIVE) && (a & DXIL_ATTR_GRADIENT));
  const DxilIntrinsicMap *im = dxil_intrinsic_lookup("llvm.dx.ddx.coarse.f32");
  CHECK(im && im->opcode == op);
}

static void test_create_handle(void) {
  uint32_t op = DXIL_OP_CreateHandle;
  const DxilOpInfo *oi = dxil_op_info(op);
  CHECK(op == 57 && oi && oi->ret == DXIL_PT_HANDLE && oi->nargs == 4);
  CHECK(oi && oi->args[0] == DXIL_PT_I8 && oi->args[1] == DXIL_PT_I32 && oi->args[2] == DXIL_PT_I32 &&
        oi->args[3] == DXIL_PT_I1);
  CHECK(!dxil_op_is_overloaded(op));
  CHECK(dxil_op_valid_version(op, V(1, 0)));
  CHECK(dxil_op_valid_version(op, V(1, 5)));
  CHECK(!dxil_op_valid_version(op, V(1, 6)));
  CHECK(!dxil_op_valid_version(op, V(1, 9)));
  CHECK(dxil_op_removed_version(op) == V(1, 6));
  CHECK(dxil_op_check(op, V(1, 6), STAGE_COMPUTE, 0) == DXIL_OPST_REMOVED);
  CHECK(dxil_op_check(op, V(1, 5), STAGE_COMPUTE, 0) == DXIL_OPST_OK);
  /* validator rule val:not_in_library */
  CHECK(!dxil_op_valid_stage(op, V(1, 3), STAGE_LIBRARY));
  CHECK(dxil_op_stage_mask(op, V(1, 6)) == 0);
  CHECK((dxil_op_attrs(op, V(1, 0)) & DXIL_ATTR_MEMORY_MASK) == DXIL_ATTR_READONLY);
  /* its SM 6.6 replacements */
  CHECK(dxil_op_min_version(DXIL_OP_CreateHandleFromBinding) == V(1, 6));
  CHECK(dxil_op_min_version(DXIL_OP_AnnotateHandle) == V(1, 6));
  CHECK(dxil_op_check(DXIL_OP_AnnotateHandle, V(1, 5), STAGE_PIXEL, 0) == DXIL_OPST_TOO_NEW);
}

static void test_sample(void) {
  uint32_t op = DXIL_OP_Sample;
  const DxilOpInfo *oi = dxil_op_info(op);
  CHECK(op == 60 && oi && oi->ret == DXIL_PT_RESRET && oi->nargs == 10);
  CHECK(dxil_op_valid_overload(op, V(1, 0), DXIL_OL_FLOAT));
  CHECK(!dxil_op_valid_overload(op, V(1, 6), DXIL_OL_I32));
  CHECK(dxil_op_valid_overload(op, V(1, 7), DXIL_OL_I32));
  CHECK(dxil_op_valid_stage(op, V(1, 0), STAGE_PIXEL));
  CHECK(!dxil_op_valid_stage(op, V(1, 5), STAGE_COMPUTE));
  CHECK(dxil_op_valid_stage(op, V(1, 6), STAGE_COMPUTE));
  CHECK(!dxil_op_valid_stage(op, V(1, 9), STAGE_VERTEX));
  uint32_t a = dxil_op_attrs(op, V(1, 0));
  CHECK((a & DXIL_ATTR_READONLY) && (a & DXIL_ATTR_GRADIENT));
}

/* The versioned-list rule: the latest entry not above the target applies. */
static void test_version_rule(void) {
  static const DxilVerMask l[] = {
      {V(1, 0), 0, 1}, {V(1, 2), 0, 3}, {V(1, 6), 0, 7}, {V(1, 2), 1, 100},
  };
  CHECK(dxil_ver_pick(l, 4, V(1, 0), 0)->mask == 1);
  CHECK(dxil_ver_pick(l, 4, V(1, 1), 0)->mask == 1);
  CHECK(dxil_ver_pick(l, 4, V(1, 2), 0)->mask == 3);
  CHECK(dxil_ver_pick(l, 4, V(1, 5), 0)->mask == 3);
  CHECK(dxil_ver_pick(l, 4, V(1, 9), 0)->mask == 7);
  CHECK(dxil_ver_pick(l, 4, V(1, 1), 1) == NULL); /* before the first entry */
  CHECK(dxil_ver_pick(l, 4, V(1, 3), 1)->mask == 100);
  /* the atomic i64 overload (val:i64_needs_sm6.6) */
  CHECK(!dxil_op_valid_overload(DXIL_OP_AtomicBinOp, V(1, 5), DXIL_OL_I64));
  CHECK(dxil_op_valid_overload(DXIL_OP_AtomicBinOp, V(1, 6), DXIL_OL_I64));
  /* reserved opcodes are never valid */
  CHECK(dxil_op_check(DXIL_OP_Reserved0, V(1, 9), STAGE_COMPUTE, 0) == DXIL_OPST_RESERVED);
  CHECK(dxil_op_info(DXIL_OP_Reserved0)->was && !strcmp(dxil_op_info(DXIL_OP_Reserved0)->was, "WaveMatrix_Annotate"));
  CHECK(dxil_op_check(4000, V(1, 9), STAGE_COMPUTE, 0) == DXIL_OPST_UNKNOWN);
  /* the experimental table */
  const DxilOpInfo *x = dxil_op_info(DXIL_XOP_DebugBreak);
  CHECK(x && !strcmp(x->name, "DebugBreak") && dxil_op_min_version(DXIL_XOP_DebugBreak) == V(1, 10));
  CHECK(dxil_op_by_name("LinAlgFillMatrix") == 0x8000000Cu);
  CHECK(dxil_op_info(0x8000000Cu)->ndims == 2);
  CHECK(dxil_op_by_name("FDot") == 311 && dxil_op_min_version(311) == V(1, 9));
  char buf[8];
  CHECK(!strcmp(dxil_ver_str(buf, V(1, 6), true), "6.6") && !strcmp(dxil_ver_str(buf, V(1, 10), false), "1.10"));
}

/* Intrinsics with immediates and the barrier modes. */
static void test_intrinsic_selects(void) {
  const DxilIntrinsicMap *im = dxil_intrinsic_lookup("llvm.dx.wave.reduce.usum.i32");
  CHECK(im && im->opcode == DXIL_OP_WaveActiveOp && im->nsel == 3);
  CHECK(im && im->sel[0].kind == DXIL_SEL_ARG && im->sel[0].value == 0);
  CHECK(im && im->sel[1].kind == DXIL_SEL_I8 && im->sel[1].value == 0);
  CHECK(im && im->sel[2].kind == DXIL_SEL_I8 && im->sel[2].value == 1);
  im = dxil_intrinsic_lookup("llvm.dx.group.memory.barrier.with.group.sync");
  CHECK(im && im->opcode == DXIL_OP_Barrier && im->nsel == 1 && im->sel[0].kind == DXIL_SEL_I32 &&
        im->sel[0].value == 9);
  CHECK(dxil_intrinsic_lookup("llvm.exp.f32") == NULL);      /* expanded, not mapped */
  CHECK(dxil_intrinsic_lookup("llvm.exp2.f32")->opcode == 21);
  CHECK(dxil_intrinsic_lookup("llvm.dx.resource.load.typedbuffer.f32") == NULL);
  CHECK(dxil_intrinsic_lookup("dx.op.unary.f32") == NULL);
  CHECK(dxil_intrinsic_lookup("llvm.") == NULL);
  /* sorted and unique, so bsearch is valid */
  for (uint32_t i = 1; i < DXIL_INTRINSIC_COUNT; i++)
    CHECK(strcmp(dxil_intrinsic_map[i - 1].name, dxil_intrinsic_map[i].name) < 0);
}

static void type_str(IrType *t, char *out, size_t n) {
  StrBuf sb = {0};
  ir_print_type(&sb, t);
  snprintf(out, n, "%s", sb.data ? sb.data : "");
  sb_free(&sb);
}

static void test_names_and_types(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  IrModule *m = ir_module_new(&a, &d);
  char buf[256];
  StrBuf sb = {0};
  dxil_op_func_name(&sb, DXIL_OP_Sin, ir_type_float(m));
  CHECK(sb.data && !strcmp(sb.data, "dx.op.unary.f32"));
  sb.len = 0;
  dxil_op_func_name(&sb, DXIL_OP_CreateHandle, NULL);
  CHECK(sb.data && !strcmp(sb.data, "dx.op.createHandle"));
  sb.len = 0;
  dxil_op_func_name(&sb, DXIL_OP_WaveReadLaneAt, ir_type_vector(m, ir_type_half(m), 4));
  CHECK(sb.data && !strcmp(sb.data, "dx.op.waveReadLaneAt.v4f16"));
  sb_free(&sb);

  IrType *ft = dxil_op_func_type(m, DXIL_OP_BufferLoad, ir_type_float(m), NULL);
  type_str(ft, buf, sizeof buf);
  CHECK(!strcmp(buf, "%dx.types.ResRet.f32 (i32, %dx.types.Handle, i32, i32)"));
  ft = dxil_op_func_type(m, DXIL_OP_IsInf, ir_type_vector(m, ir_type_float(m), 3), NULL);
  type_str(ft, buf, sizeof buf);
  CHECK(!strcmp(buf, "<3 x i1> (i32, <3 x float>)"));
  ft = dxil_op_func_type(m, DXIL_OP_CreateHandleFromBinding, NULL, NULL);
  type_str(ft, buf, sizeof buf);
  CHECK(!strcmp(buf, "%dx.types.Handle (i32, %dx.types.ResBind, i32, i1)"));
  type_str(dxil_type_cbufret(m, ir_type_half(m), true), buf, sizeof buf);
  CHECK(!strcmp(buf, "%dx.types.CBufRet.f16.8"));
  IrType *cb64 = dxil_type_cbufret(m, ir_type_double(m), false);
  CHECK(cb64 && cb64->nmembers == 2);
  CHECK(dxil_op_func_type(m, DXIL_OP_Sin, NULL, NULL) == NULL); /* overloaded: needs a type */

  IrFunc *f = dxil_op_declare(m, DXIL_OP_ThreadId, ir_type_int(m, 32), NULL, V(1, 0));
  CHECK(f && !strcmp(f->v.name, "dx.op.threadId.i32"));
  CHECK(f && f->fn_attrs && ir_attrs_find(f->fn_attrs, "nounwind"));
  const IrAttr *mem = f && f->fn_attrs ? ir_attrs_find(f->fn_attrs, "memory") : NULL;
  CHECK(mem && mem->value && !strcmp(mem->value, "none"));
  CHECK(dxil_op_declare(m, DXIL_OP_ThreadId, ir_type_int(m, 32), NULL, V(1, 0)) == f);
  IrFunc *st = dxil_op_declare(m, DXIL_OP_BufferStore, ir_type_float(m), NULL, V(1, 0));
  CHECK(st && st->fn_attrs && st->fn_attrs->n == 1 && ir_attrs_find(st->fn_attrs, "nounwind"));
  CHECK(dxil_op_call_attrs(m, DXIL_OP_BufferStore, V(1, 0)) == NULL);
  IrFunc *ld = dxil_op_declare(m, DXIL_OP_BufferLoad, ir_type_int(m, 32), NULL, V(1, 0));
  mem = ld && ld->fn_attrs ? ir_attrs_find(ld->fn_attrs, "memory") : NULL;
  CHECK(mem && mem->value && !strcmp(mem->value, "read"));
  CHECK(dxil_overload_bit(ir_type_int(m, 16)) == DXIL_OL_I16);
  CHECK(dxil_overload_bit(ir_type_vector(m, ir_type_int(m, 64), 2)) == DXIL_OL_VI64);
  arena_free(&a);
}

/* dx.precise from the fast-math flags op lowering keeps on the calls. */
static void test_mark_precise(void) {
  static const char src[] =
      "define float @f(float %x, i32 %i) {\n"
      "  %a = call float @dx.op.unary.f32(i32 13, float %x)\n"
      "  %b = call fast float @dx.op.unary.f32(i32 13, float %a)\n"
      "  %c = call i32 @dx.op.unaryBits.i32(i32 31, i32 %i)\n"
      "  %d = call float @ext(float %b)\n"
      "  ret float %d\n"
      "}\n"
      "declare float @dx.op.unary.f32(i32, float)\n"
      "declare i32 @dx.op.unaryBits.i32(i32, i32)\n"
      "declare float @ext(float)\n";
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  IrModule *m = ir_parse(&a, &d, "t.ll", src, sizeof src - 1);
  CHECK(m != NULL);
  if (!m) return;
  dxil_mark_precise_ops(m);
  IrFunc *f = ir_module_func(m, "f");
  IrInst *ia = f->blocks[0]->first, *ib = ia->next, *ic = ib->next, *id = ic->next;
  IrMD *pa = ir_inst_get_md(ia, "dx.precise");
  CHECK(pa && pa->kind == IR_MD_NODE && pa->nops == 1);
  CHECK(ir_inst_get_md(ib, "dx.precise") == NULL); /* fast */
  CHECK((ib->flags & IR_FMF_FAST) == 0);           /* flags dropped from dx.op calls */
  CHECK(ir_inst_get_md(ic, "dx.precise") == NULL); /* not floating point */
  CHECK(ir_inst_get_md(id, "dx.precise") == NULL); /* not a dx.op call */
  arena_free(&a);
}

int main(void) {
  test_mark_precise();
  test_sin();
  test_flattened_thread_id();
  test_raw_buffer_store();
  test_deriv_coarse_x();
  test_create_handle();
  test_sample();
  test_version_rule();
  test_intrinsic_selects();
  test_names_and_types();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail ? 1 : 0;
}
