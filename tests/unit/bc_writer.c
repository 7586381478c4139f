/* Unit tests for the LLVM 3.7 bitcode writer: DXC's vector_add module built
 * with the IR builder must produce exactly DXC's bitcode bytes; error paths
 * (opaque pointers, fneg, modern attributes) must be reported with codes. */
#include "dxil/dxil.h"
#include "dxil_fixtures.h"
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void test_vector_add_bytes(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  StrBuf msgs = {0};
  d.out = &msgs;
  IrModule *m = fixture_vector_add(&a, &d, 10);
  StrBuf bc = {0};
  bool ok = dxil_write_bitcode(m, &bc, &d);
  if (!ok && msgs.data) printf("%s", msgs.data);
  check("vector_add bitcode written", ok);
  check("starts with BC C0DE", bc.len > 4 && memcmp(bc.data, "BC\xC0\xDE", 4) == 0);
  check("whole words", bc.len % 4 == 0);
  if (getenv("BCW_DUMP")) {
    FILE *f = fopen(getenv("BCW_DUMP"), "wb");
    if (f) {
      fwrite(bc.data, 1, bc.len, f);
      fclose(f);
    }
  }
  char path[4096];
  size_t rlen;
  uint8_t *ref = fx_read_vector_add_dxc(path, sizeof path, &rlen);
  if (ref) {
    uint32_t n = 0;
    const uint8_t *rb = fx_dxil_bitcode(ref, rlen, &n);
    bool same = rb && n == bc.len && memcmp(rb, bc.data, n) == 0;
    if (!same && rb) {
      size_t i = 0;
      while (i < n && i < bc.len && rb[i] == (uint8_t)bc.data[i]) i++;
      printf("  ours %zu bytes, DXC %u bytes, first difference at byte %zu\n", bc.len, n, i);
    }
    check("vector_add bitcode == DXC's bytes", same);
    free(ref);
  } else {
    printf("skip: %s not found\n", path);
  }
  sb_free(&bc);
  sb_free(&msgs);
  arena_free(&a);
}

/* ---- round trips through LLVM 14's reader ------------------------------- */

/* DXIL-form modules (LLVM 3.7 syntax, as llvm-dis-14 prints it) covering
 * what the DXC corpus does not: forward references, phis with repeated
 * predecessors, switch, alloca, atomics, cmpxchg, volatile, vectors and
 * shufflevector, insert/extractvalue, casts, wrap/exact/fast-math flags,
 * global initializers (strings, structs, half arrays, pointers, packed and
 * opaque structs), varargs and tail calls, i1/half/double/NaN/-0.0 and
 * 64-bit extreme constants, distinct self-referencing loop metadata,
 * attachments, attribute groups and string attributes. */
static const char *const k_rt1 =
    "target datalayout = \"e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64\"\n"
    "target triple = \"dxil-ms-dx\"\n"
    "\n"
    "@g = internal addrspace(3) global [16 x float] undef, align 4\n"
    "@tbl = internal unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4\n"
    "@str = internal constant [6 x i8] c\"hello\\00\", align 1\n"
    "@mix = internal constant { i32, float, [2 x half] } { i32 -7, float 2.500000e-01, [2 x half] [half 0xH3C00, half 0xHC000] }\n"
    "\n"
    "define float @loops(i32 %n) {\n"
    "entry:\n"
    "  %a = alloca [4 x float], align 4\n"
    "  %p = getelementptr inbounds [4 x float], [4 x float]* %a, i32 0, i32 1\n"
    "  store float 1.000000e+00, float* %p, align 4\n"
    "  br label %loop\n"
    "\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]\n"
    "  %acc = phi float [ 0.000000e+00, %entry ], [ %sum, %loop ]\n"
    "  %gp = getelementptr inbounds [16 x float], [16 x float] addrspace(3)* @g, i32 0, i32 %i\n"
    "  %v = load float, float addrspace(3)* %gp, align 4\n"
    "  %sum = fadd fast float %acc, %v\n"
    "  %inext = add nuw nsw i32 %i, 1\n"
    "  %c = icmp ult i32 %inext, %n\n"
    "  br i1 %c, label %loop, label %exit\n"
    "\n"
    "exit:\n"
    "  switch i32 %n, label %done [\n"
    "    i32 1, label %one\n"
    "    i32 7, label %done\n"
    "  ]\n"
    "\n"
    "one:\n"
    "  %t = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @tbl, i32 0, i32 2), align 4\n"
    "  %f = sitofp i32 %t to float\n"
    "  %s = select i1 %c, float %f, float %sum\n"
    "  store float %s, float addrspace(3)* getelementptr inbounds ([16 x float], [16 x float] addrspace(3)* @g, i32 0, i32 0), align 4\n"
    "  %old = atomicrmw add i32 addrspace(3)* bitcast ([16 x float] addrspace(3)* @g to i32 addrspace(3)*), i32 1 seq_cst, align 4\n"
    "  %pair = cmpxchg i32 addrspace(3)* bitcast ([16 x float] addrspace(3)* @g to i32 addrspace(3)*), i32 0, i32 %old monotonic monotonic, align 4\n"
    "  %ok = extractvalue { i32, i1 } %pair, 1\n"
    "  %ld = load volatile i32, i32 addrspace(3)* bitcast ([16 x float] addrspace(3)* @g to i32 addrspace(3)*), align 4\n"
    "  br label %done\n"
    "\n"
    "done:\n"
    "  %r = phi float [ %sum, %exit ], [ %s, %one ], [ %sum, %exit ]\n"
    "  ret float %r\n"
    "}\n"
    "\n"
    "define i32 @forward(i32 %n) {\n"
    "entry:\n"
    "  br label %b\n"
    "\n"
    "c:\n"
    "  %y = mul i32 %x, 3\n"
    "  %z = sdiv exact i32 %y, 3\n"
    "  ret i32 %z\n"
    "\n"
    "b:\n"
    "  %x = add i32 %n, 2\n"
    "  br label %c\n"
    "}\n"
    "\n"
    "define <4 x float> @vec(<4 x float> %x, float %s) {\n"
    "entry:\n"
    "  %e = extractelement <4 x float> %x, i32 2\n"
    "  %i = insertelement <4 x float> %x, float %s, i32 0\n"
    "  %sh = shufflevector <4 x float> %i, <4 x float> undef, <4 x i32> <i32 3, i32 undef, i32 1, i32 0>\n"
    "  %ins = insertvalue { float, i32 } undef, float %e, 0\n"
    "  %ev = extractvalue { float, i32 } %ins, 0\n"
    "  %h = fptrunc float %ev to half\n"
    "  %d = fpext half %h to double\n"
    "  %cmp = fcmp fast olt double %d, 1.000000e+00\n"
    "  %neg = fsub nnan ninf double -0.000000e+00, %d\n"
    "  %bits = bitcast double %neg to i64\n"
    "  %sh64 = lshr exact i64 %bits, 3\n"
    "  %tr = trunc i64 %sh64 to i16\n"
    "  %ze = zext i16 %tr to i32\n"
    "  %big = add i64 %bits, -9223372036854775808\n"
    "  %sel = select i1 %cmp, <4 x float> %sh, <4 x float> zeroinitializer\n"
    "  ret <4 x float> %sel\n"
    "}\n"
    "\n"
    "define void @main() #0 {\n"
    "entry:\n"
    "  %0 = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
    "  %1 = call float @dx.op.unary.f32(i32 13, float 1.000000e+00), !dx.precise !3\n"
    "  unreachable\n"
    "}\n"
    "\n"
    "; Function Attrs: nounwind readnone\n"
    "declare i32 @dx.op.threadId.i32(i32, i32) #1\n"
    "\n"
    "; Function Attrs: nounwind readnone\n"
    "declare float @dx.op.unary.f32(i32, float) #1\n"
    "\n"
    "attributes #0 = { \"fp32-denorm-mode\"=\"any\" }\n"
    "attributes #1 = { nounwind readnone }\n"
    "\n"
    "!llvm.ident = !{!0}\n"
    "!dx.misc = !{!1, !2, !1}\n"
    "\n"
    "!0 = !{!\"hlslc test\"}\n"
    "!1 = !{i32 1, !\"x\", null, float 5.000000e-01, i64 -1}\n"
    "!2 = !{void ()* @main, [2 x i32]* undef, !1}\n"
    "!3 = !{i32 1}\n";

static const char *const k_rt2 =
    "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64\"\n"
    "target triple = \"dxil-ms-dx\"\n"
    "\n"
    "%packed = type <{ i8, i32 }>\n"
    "%opaque.T = type opaque\n"
    "%dx.types.Handle = type { i8* }\n"
    "\n"
    "@a = external global i32\n"
    "@b = internal global i32* @a, align 4\n"
    "@c = internal global [2 x i32*] [i32* @a, i32* null]\n"
    "@d = internal global %packed <{ i8 1, i32 -1 }>\n"
    "@e = external global %opaque.T\n"
    "\n"
    "define i1 @consts(double %x) {\n"
    "entry:\n"
    "  %0 = fcmp oeq double %x, 0x7FF8000000000000\n"
    "  %1 = fcmp une double %x, -0.000000e+00\n"
    "  %2 = and i1 %0, true\n"
    "  %3 = or i1 %2, %1\n"
    "  %4 = xor i1 %3, false\n"
    "  %5 = fadd half 0xH7C00, 0xH0001\n"
    "  %6 = shl nuw i8 -1, 7\n"
    "  %7 = ashr i16 -32768, 3\n"
    "  %8 = urem i64 -1, 10\n"
    "  %9 = srem i32 -2147483648, 3\n"
    "  %10 = udiv exact i32 9, 3\n"
    "  %11 = frem double 1.000000e+00, 3.000000e+00\n"
    "  br i1 %4, label %t, label %f, !dx.controlflow.hints !0\n"
    "\n"
    "t:\n"
    "  %12 = phi i32 [ 0, %entry ], [ %13, %t ]\n"
    "  %13 = add i32 %12, 1\n"
    "  %14 = icmp sge i32 %13, 10\n"
    "  br i1 %14, label %f, label %t, !llvm.loop !1\n"
    "\n"
    "f:\n"
    "  %15 = tail call i32 (i32, ...) @var(i32 1, double %x, i8 3)\n"
    "  ret i1 %4\n"
    "}\n"
    "\n"
    "declare i32 @var(i32, ...)\n"
    "\n"
    "define void @ptrs(%dx.types.Handle %h, i32* %p) {\n"
    "entry:\n"
    "  %0 = extractvalue %dx.types.Handle %h, 0\n"
    "  %1 = bitcast i8* %0 to i32*\n"
    "  %2 = load i32, i32* %1, align 4\n"
    "  store i32 %2, i32* %p, align 4\n"
    "  %3 = getelementptr %packed, %packed* @d, i32 0, i32 1\n"
    "  %4 = addrspacecast i32* %3 to i32 addrspace(1)*\n"
    "  %5 = ptrtoint i32* %p to i32\n"
    "  %6 = inttoptr i32 %5 to i8*\n"
    "  ret void\n"
    "}\n"
    "\n"
    "!0 = distinct !{!0, !\"dx.controlflow.hints\", i32 1}\n"
    "!1 = distinct !{!1, !2}\n"
    "!2 = !{!\"llvm.loop.unroll.full\"}\n";

/* Opaque pointers: the writer types them (zero GEPs where DXC uses them). */
static const char *const k_opaque_in =
    "target triple = \"dxil-pc-shadermodel6.0-compute\"\n"
    "\n"
    "@g = internal addrspace(3) global [4 x float] undef, align 4\n"
    "\n"
    "define void @main() {\n"
    "entry:\n"
    "  %a = alloca [2 x i32], align 4\n"
    "  %p = getelementptr [2 x i32], ptr %a, i32 0, i32 1\n"
    "  store i32 1, ptr %p, align 4\n"
    "  %q = getelementptr inbounds nuw [4 x float], ptr addrspace(3) @g, i32 0, i32 2\n"
    "  %v = load float, ptr addrspace(3) %q, align 4\n"
    "  %r = load i32, ptr %a, align 4\n"
    "  store float %v, ptr addrspace(3) @g, align 4\n"
    "  %s = select i1 true, ptr %p, ptr null\n"
    "  %w = load i32, ptr %s, align 4\n"
    "  ret void\n"
    "}\n";

static const char *const k_opaque_out =
    "target datalayout = \"e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64\"\n"
    "target triple = \"dxil-ms-dx\"\n"
    "@g = internal addrspace(3) global [4 x float] undef, align 4\n"
    "define void @main() {\n"
    "entry:\n"
    "  %a = alloca [2 x i32], align 4\n"
    "  %p = getelementptr [2 x i32], [2 x i32]* %a, i32 0, i32 1\n"
    "  store i32 1, i32* %p, align 4\n"
    "  %q = getelementptr inbounds [4 x float], [4 x float] addrspace(3)* @g, i32 0, i32 2\n"
    "  %v = load float, float addrspace(3)* %q, align 4\n"
    "  %0 = getelementptr inbounds [2 x i32], [2 x i32]* %a, i32 0, i32 0\n"
    "  %r = load i32, i32* %0, align 4\n"
    "  store float %v, float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @g, i32 0, i32 0), align 4\n"
    "  %s = select i1 true, i32* %p, i32* null\n"
    "  %w = load i32, i32* %s, align 4\n"
    "  ret void\n"
    "}\n";

/* Lines that matter: comments, blank lines, ModuleID/source_filename go. */
static void normalize(const char *in, StrBuf *out) {
  const char *p = in;
  while (*p) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    size_t k = 0;
    bool in_str = false;
    while (k < n && (in_str || p[k] != ';')) {
      if (p[k] == '"') in_str = !in_str;
      k++;
    }
    while (k > 0 && (p[k - 1] == ' ' || p[k - 1] == '\r')) k--;
    if (k && strncmp(p, "source_filename", 15) != 0) {
      sb_putn(out, p, k);
      sb_putc(out, '\n');
    }
    p += n + (e ? 1 : 0);
  }
}

static const char *llvm_dis14(void) {
  const char *e = getenv("LLVM_DIS14");
  if (e && *e) return e;
  FILE *f = fopen("/usr/lib/llvm-14/bin/llvm-dis", "rb");
  if (f) {
    fclose(f);
    return "/usr/lib/llvm-14/bin/llvm-dis";
  }
  return NULL;
}

/* Parses text, writes bitcode, disassembles it with llvm-dis-14 and checks
 * the result equals `want` (normalized). */
static void roundtrip(const char *name, const char *text, const char *want) {
  const char *dis = llvm_dis14();
  if (!dis) {
    printf("skip %s: llvm-dis-14 not found\n", name);
    return;
  }
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  StrBuf msgs = {0};
  d.out = &msgs;
  IrModule *m = ir_parse(&a, &d, name, text, strlen(text));
  StrBuf bc = {0};
  bool ok = m && dxil_write_bitcode(m, &bc, &d);
  if (!ok) printf("%s", msgs.data ? msgs.data : "");
  check(name, ok);
  if (ok) {
    char path[] = "/tmp/hlslc-bcw-XXXXXX";
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
    if (f) {
      fwrite(bc.data, 1, bc.len, f);
      fclose(f);
      char cmd[512];
      snprintf(cmd, sizeof cmd, "%s %s -o - 2>&1", dis, path);
      FILE *pp = popen(cmd, "r");
      StrBuf got = {0};
      char buf[4096];
      size_t n;
      while (pp && (n = fread(buf, 1, sizeof buf, pp)) > 0) sb_putn(&got, buf, n);
      int rc = pp ? pclose(pp) : -1;
      StrBuf a1 = {0}, a2 = {0};
      normalize(got.data ? got.data : "", &a1);
      normalize(want, &a2);
      bool same = rc == 0 && a1.len == a2.len && memcmp(a1.data, a2.data, a1.len) == 0;
      if (!same) printf("--- llvm-dis-14 output for %s:\n%s", name, got.data ? got.data : "");
      check("llvm-dis-14 reads back the same module", same);
      sb_free(&got);
      sb_free(&a1);
      sb_free(&a2);
      remove(path);
    } else {
      check("temporary file", false);
    }
  }
  sb_free(&bc);
  sb_free(&msgs);
  arena_free(&a);
}

/* ---- errors: reported with codes, nothing written ------------------------ */

static void expect_error(const char *name, const char *text, const char *code) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  StrBuf msgs = {0};
  d.out = &msgs;
  IrModule *m = ir_parse(&a, &d, name, text, strlen(text));
  check(name, m != NULL);
  if (m) {
    StrBuf bc = {0};
    sb_puts(&bc, "keep");
    bool ok = dxil_write_bitcode(m, &bc, &d);
    bool has = msgs.data && strstr(msgs.data, code);
    if (ok || !has) printf("  %s: ok=%d messages: %s\n", name, ok, msgs.data ? msgs.data : "");
    check(name, !ok && has && bc.len == 4);
    sb_free(&bc);
  }
  sb_free(&msgs);
  arena_free(&a);
}

static void test_errors(void) {
  expect_error("fneg is rejected",
               "define float @f(float %x) {\n  %y = fneg float %x\n  ret float %y\n}\n", "HL7002");
  expect_error("freeze is rejected",
               "define i32 @f(i32 %x) {\n  %y = freeze i32 %x\n  ret i32 %y\n}\n", "HL7002");
  expect_error("target types are rejected",
               "declare target(\"dx.TypedBuffer\", float, 0, 0, 0) @h()\n"
               "define void @f() {\n  %b = call target(\"dx.TypedBuffer\", float, 0, 0, 0) @h()\n"
               "  ret void\n}\n",
               "HL7003");
  expect_error("modern attributes are rejected",
               "declare void @g() #0\nattributes #0 = { nocallback nounwind }\n", "HL7010");
  expect_error("debug-info nodes are rejected",
               "!foo = !{!0}\n!0 = !DIFile(filename: \"a.hlsl\", directory: \"/\")\n", "HL7011");
  expect_error("debug info inside a metadata cycle is rejected",
               "!foo = !{!0}\n!0 = !{!\"x\"}\n!bar = !{!1}\n!1 = distinct !{!1, !2}\n"
               "!2 = !DILocation(line: 1, scope: !1)\n",
               "HL7011");
}

int main(void) {
  test_vector_add_bytes();
  roundtrip("roundtrip: control flow, memory, constants", k_rt1, k_rt1);
  roundtrip("roundtrip: metadata, varargs, pointers", k_rt2, k_rt2);
  roundtrip("roundtrip: opaque pointers get types", k_opaque_in, k_opaque_out);
  test_errors();
  test_vector_add_bytes();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
