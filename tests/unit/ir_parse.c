/* ir_parse.c - the .ll reader (src/ir/parse.c) on an embedded module:
 *  - it parses, and print -> parse -> print is a fixed point;
 *  - every prefix of the text and a few thousand byte mutations either
 *    parse or report at least one error; none crashes (run under
 *    `make check-asan` for memory errors). */
#include "ir/ir.h"
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char sample[] =
    "; RUN: lines and comments are ignored\n"
    "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64\"\n"
    "target triple = \"dxil-pc-shadermodel6.6-compute\"\n"
    "%struct.S = type { <4 x float>, [2 x i32] }\n"
    "%cb = type <{ float, target(\"dx.Padding\", 12), i32 }>\n"
    "@s = private unnamed_addr constant [4 x i8] c\"One\\00\", align 1\n"
    "@g = internal global %struct.S zeroinitializer, align 16\n"
    "@h = external addrspace(2) global [3 x float], align 4\n"
    "@p = global ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @h, i32 4)\n"
    "@f16 = global half 0xH3C00\n"
    "@f32 = global float 0x3FF7154760000000\n"
    "@arr = global [2 x i32] [i32 1, i32 -1]\n"
    "@fwd = global ptr @main\n"
    "define void @main(i32 %x, <4 x float> %v) #0 {\n"
    "entry:\n"
    "  %h = call target(\"dx.RawBuffer\", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, "
    "i32 0, i32 1, i32 0, ptr @s)\n"
    "  %c = icmp slt i32 %x, 10\n"
    "  br i1 %c, label %loop, label %exit, !llvm.loop !0\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %n, %loop ]\n"
    "  %n = add nuw nsw i32 %i, 1\n"
    "  %f = fadd fast float 1.0, 2.0\n"
    "  %r = atomicrmw add ptr @g, i32 1 monotonic, align 4\n"
    "  %cx = cmpxchg ptr @g, i32 0, i32 1 seq_cst monotonic, align 4\n"
    "  %e = extractvalue { i32, i1 } %cx, 0\n"
    "  %sv = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 poison>\n"
    "  %el = extractelement <2 x float> %sv, i32 1\n"
    "  %gp = getelementptr inbounds %struct.S, ptr @g, i32 0, i32 1, i32 %i\n"
    "  %ld = load i32, ptr %gp, align 4, !dx.precise !1\n"
    "  %a = alloca [2 x i32], align 4\n"
    "  store i32 %ld, ptr %a, align 4\n"
    "  %t = trunc i32 %ld to i8\n"
    "  %z = zext nneg i8 %t to i32\n"
    "  %s = select i1 %c, i32 %z, i32 %e\n"
    "  %fr = freeze i32 %s\n"
    "  %ng = fneg nnan float %el\n"
    "  %iv = insertvalue { i32, i1 } %cx, i32 %fr, 0\n"
    "  call void @ext(ptr nonnull @s, metadata !\"md\") #1\n"
    "  switch i32 %fr, label %exit [\n"
    "    i32 0, label %loop\n"
    "    i32 1, label %exit\n"
    "  ]\n"
    "exit:\n"
    "  ret void\n"
    "}\n"
    "declare void @ext(ptr, metadata) #1\n"
    "attributes #0 = { convergent \"hlsl.numthreads\"=\"1,1,1\" \"hlsl.shader\"=\"compute\" }\n"
    "attributes #1 = { nounwind memory(none) }\n"
    "!dx.valver = !{!2}\n"
    "!named = !{!3, !4}\n"
    "!0 = distinct !{!0, !5}\n"
    "!1 = !{}\n"
    "!2 = !{i32 1, i32 8}\n"
    "!3 = !{ptr @main, !\"main\", null, !2}\n"
    "!4 = !{!\"a\\22b\"}\n"
    "!5 = !{!\"llvm.loop.unroll.full\"}\n";

static char *print_mod(IrModule *m) {
  StrBuf sb = {0};
  ir_print_module(&sb, m);
  char *r = malloc(sb.len + 1);
  if (r) {
    memcpy(r, sb.data ? sb.data : "", sb.len);
    r[sb.len] = 0;
  }
  sb_free(&sb);
  return r;
}

/* Parse text[0..n): returns 1 if a module came back, 0 if errors were
 * reported, -1 if neither (a reader bug). */
static int try_parse(const char *text, size_t n) {
  Arena a;
  arena_init(&a, NULL);
  Diag d;
  memset(&d, 0, sizeof d);
  StrBuf sink = {0};
  d.out = &sink;
  char *copy = malloc(n + 1);
  memcpy(copy, text, n);
  copy[n] = 0;
  IrModule *m = ir_parse(&a, &d, "t.ll", copy, n);
  int r = m ? 1 : d.errors > 0 ? 0 : -1;
  if (m) free(print_mod(m)); /* printing what was read must not crash either */
  free(copy);
  sb_free(&sink);
  arena_free(&a);
  return r;
}

int main(void) {
  /* whole module, and the print/parse fixed point */
  Arena a;
  arena_init(&a, NULL);
  Diag d;
  memset(&d, 0, sizeof d);
  IrModule *m = ir_parse(&a, &d, "sample.ll", sample, strlen(sample));
  CHECK(m != NULL && d.errors == 0);
  if (m) {
    CHECK(m->triple && !strcmp(m->triple, "dxil-pc-shadermodel6.6-compute"));
    IrFunc *f = ir_module_func(m, "main");
    CHECK(f && f->nblocks == 3);
    /* the undeclared intrinsic was declared under its mangled name */
    CHECK(ir_module_func(m, "llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t") != NULL);
    CHECK(ir_module_func(m, "llvm.dx.resource.handlefrombinding") == NULL);
    /* @fwd's initializer was patched to @main */
    IrGlobal *g = ir_module_global(m, "fwd");
    CHECK(g && g->init == &f->v);
    char *p1 = print_mod(m);
    Arena a2;
    arena_init(&a2, NULL);
    Diag d2;
    memset(&d2, 0, sizeof d2);
    IrModule *m2 = p1 ? ir_parse(&a2, &d2, "sample.ll", p1, strlen(p1)) : NULL;
    CHECK(m2 != NULL);
    char *p2 = m2 ? print_mod(m2) : NULL;
    CHECK(p1 && p2 && !strcmp(p1, p2));
    if (p1 && p2 && strcmp(p1, p2)) fprintf(stderr, "first print:\n%s\nsecond print:\n%s\n", p1, p2);
    free(p1);
    free(p2);
    arena_free(&a2);
  }
  arena_free(&a);

  /* every prefix */
  size_t n = strlen(sample);
  int bad = 0;
  for (size_t cut = 0; cut <= n; cut++)
    if (try_parse(sample, cut) < 0) bad++;
  CHECK(bad == 0);

  /* byte mutations with LLVM punctuation and digits */
  static const char alphabet[] = "(){}[]<>,=!%@#\"*x0123456789 ;\n.-:|";
  unsigned seed = 12345;
  bad = 0;
  char *buf = malloc(n + 1);
  for (int k = 0; k < 3000; k++) {
    memcpy(buf, sample, n + 1);
    for (int j = 0; j < 3; j++) {
      seed = seed * 1103515245u + 12345u;
      size_t pos = (seed >> 8) % n;
      seed = seed * 1103515245u + 12345u;
      buf[pos] = alphabet[(seed >> 8) % (sizeof alphabet - 1)];
    }
    if (try_parse(buf, n) < 0) bad++;
  }
  free(buf);
  CHECK(bad == 0);

  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
