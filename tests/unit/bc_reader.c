/* Unit tests for reading DXIL back: the bitcode reader and the container
 * reader.
 *
 *  - corpus: every DXC container under ../shared/corpus/dxc-outputs (or
 *    $HLSLC_SHARED) is read and printed DXC-style; the text must equal the
 *    module part of DXC's own disassembly beside it (without DXC's
 *    "; OpName(...)" comments). The read module must pass the verifier,
 *    dxil-upgrade must turn it into verifiable generic IR, and writing it
 *    must give the same bitcode as writing the module parsed from DXC's
 *    text (the two readers agree). Skipped cleanly without the corpus.
 *  - hand-made modules (DXC-form .ll text covering the 3.7 instruction set,
 *    forward references, metadata cycles, attachments, names) go through
 *    our writer and back; the printed module must not change.
 *  - round trip: containers from our writer (and from hlslc_compile) read
 *    back and written again are byte-identical.
 *  - malformed bitcode and containers give the documented error codes. */
#include "container/container_read.h"
#include "container/dis.h"
#include "dxil/dxil.h"
#include "dxil_fixtures.h"
#include "hlslc.h"
#include "passes/passes.h"
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Diagnostics captured for code checks. */
typedef struct Cap {
  int last_code;
  int count;
  char msg[512];
} Cap;

static void cap_sink(void *user, DiagLevel lvl, DiagCode code, SrcLoc loc, const char *msg) {
  (void)loc;
  Cap *c = user;
  if (lvl < DIAG_ERROR) return;
  c->last_code = code;
  c->count++;
  snprintf(c->msg, sizeof c->msg, "%s", msg);
}

static Diag cap_diag(Cap *c) {
  memset(c, 0, sizeof *c);
  Diag d;
  memset(&d, 0, sizeof d);
  d.sink = cap_sink;
  d.sink_user = c;
  return d;
}

static char *print_dxil(IrModule *m) {
  StrBuf sb = {0};
  IrPrintOptions po = {0};
  po.dxil_style = true;
  ir_print_module_ex(&sb, m, &po);
  return sb.data; /* malloc'd */
}

/* ---- DXC's disassembly: the module part without "; OpName(...)" comments -- */

/* DXC appends "  ; Name(args)" (and sometimes more text) to dx.op calls. */
static void strip_op_comment(char *line) {
  if (!strstr(line, "call ")) return;
  char *p = strstr(line, "  ; ");
  while (p) {
    const char *q = p + 4;
    while ((*q >= 'A' && *q <= 'Z') || (*q >= 'a' && *q <= 'z') || (*q >= '0' && *q <= '9') || *q == '_') q++;
    if (q > p + 4 && *q == '(') {
      *p = 0;
      return;
    }
    p = strstr(p + 1, "  ; ");
  }
}

static char *expected_module(const char *txt) {
  const char *s = strstr(txt, "target datalayout");
  if (!s) return NULL;
  StrBuf out = {0};
  while (*s) {
    const char *nl = strchr(s, '\n');
    size_t n = nl ? (size_t)(nl - s) : strlen(s);
    char *line = malloc(n + 1);
    if (!line) break;
    memcpy(line, s, n);
    line[n] = 0;
    strip_op_comment(line);
    sb_puts(&out, line);
    if (nl) sb_putc(&out, '\n');
    free(line);
    s += n + (nl ? 1 : 0);
  }
  return out.data;
}

/* ---- corpus ------------------------------------------------------------------- */

static struct {
  uint32_t files, read, identical, verified, upgraded, write_agree, write_both, dxc_bytes;
} g_corpus;

static void corpus_file(const char *path) {
  size_t len = strlen(path);
  char txt[4096];
  if (len < 5 || len + 1 > sizeof txt) return;
  snprintf(txt, sizeof txt, "%.*s.txt", (int)(len - 5), path);
  size_t clen, tlen;
  uint8_t *c = fx_read(path, &clen);
  uint8_t *t = fx_read(txt, &tlen);
  if (!c || !t) {
    free(c);
    free(t);
    return;
  }
  char *tz = realloc(t, tlen + 1);
  if (!tz) {
    free(c);
    free(t);
    return;
  }
  tz[tlen] = 0;
  g_corpus.files++;
  Arena a;
  arena_init(&a, NULL);
  Cap cap;
  Diag d = cap_diag(&cap);
  DxilContainer ct;
  IrModule *m = NULL;
  if (dxil_container_read(c, clen, &a, &ct, &d) && ct.dxil.present)
    m = dxil_read_bitcode(&a, &d, ct.dxil.bitcode, ct.dxil.bitcode_size);
  if (m) {
    g_corpus.read++;
    char *got = print_dxil(m);
    char *want = expected_module(tz);
    if (got && want && strcmp(got, want) == 0) g_corpus.identical++;
    else if (g_corpus.files - g_corpus.identical <= 3) printf("  printed module differs: %s\n", path);
    free(got);
    free(want);
    /* writer agreement: bitcode from our module == bitcode from DXC's text */
    const char *mod = strstr(tz, "target datalayout");
    IrModule *m2 = mod ? ir_parse(&a, &d, txt, mod, strlen(mod)) : NULL;
    StrBuf b1 = {0}, b2 = {0};
    if (m2 && dxil_write_bitcode(m, &b1, &d) && dxil_write_bitcode(m2, &b2, &d)) {
      g_corpus.write_both++;
      if (b1.len == b2.len && memcmp(b1.data, b2.data, b1.len) == 0) g_corpus.write_agree++;
      else printf("  written bitcode differs from the text module's: %s\n", path);
      if (b1.len == ct.dxil.bitcode_size && memcmp(b1.data, ct.dxil.bitcode, b1.len) == 0) g_corpus.dxc_bytes++;
    }
    sb_free(&b1);
    sb_free(&b2);
    if (ir_verify(m, "bitcode reader")) {
      g_corpus.verified++;
      PassCtx ctx;
      memset(&ctx, 0, sizeof ctx);
      ctx.arena = &a;
      ctx.diag = &d;
      if (pass_dxil_upgrade(&ctx, m) && ir_verify(m, "dxil-upgrade")) g_corpus.upgraded++;
      else printf("  dxil-upgrade failed: %s: %s\n", path, cap.msg);
    } else {
      printf("  verifier rejects the read module: %s: %s\n", path, cap.msg);
    }
  } else {
    printf("  not read: %s: %s\n", path, cap.msg);
  }
  arena_free(&a);
  free(c);
  free(tz);
}

static void test_corpus(void) {
  if (!fx_walk_corpus(16, corpus_file)) return;
  printf("corpus: %u DXC containers, %u read, %u printed identical to DXC's disassembly, %u verified, "
         "%u upgraded; written bitcode equals the text module's in %u/%u (DXC's exact bytes: %u)\n",
         g_corpus.files, g_corpus.read, g_corpus.identical, g_corpus.verified, g_corpus.upgraded,
         g_corpus.write_agree, g_corpus.write_both, g_corpus.dxc_bytes);
  check("corpus containers found", g_corpus.files > 0);
  check("every corpus container read", g_corpus.read == g_corpus.files);
  check("every printed module identical to DXC's", g_corpus.identical == g_corpus.files);
  check("every read module verifies", g_corpus.verified == g_corpus.read);
  check("every read module upgrades", g_corpus.upgraded == g_corpus.verified);
  check("written bitcode agrees with the text reader's", g_corpus.write_agree == g_corpus.write_both);
}

/* ---- hand-made modules through our writer and back ------------------------------ */

/* DXC-form IR (typed pointers, 3.7 constructs) exercising what the reader
 * decodes: forward references (phi, loop), switch, alloca/GEP/load/store,
 * atomics, select, casts, aggregates, vectors, globals with initializers
 * and constant expressions, metadata cycles and attachments, names. */
static const char k_module[] =
    "target datalayout = \"e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64\"\n"
    "target triple = \"dxil-ms-dx\"\n"
    "\n"
    "%struct.S = type { i32, [2 x float] }\n"
    "%struct.L = type { %struct.L*, i32 }\n"
    "\n"
    "@tbl = internal unnamed_addr constant [4 x i32] [i32 1, i32 -2, i32 3, i32 4], align 4\n"
    "@str = private constant [3 x i8] c\"ab\\00\", align 1\n"
    "@gs = addrspace(3) global [8 x float] undef, align 4\n"
    "@cnt = external addrspace(3) global i32, align 4\n"
    "@pp = internal global i32* getelementptr inbounds ([4 x i32], [4 x i32]* @tbl, i32 0, i32 2), align 4\n"
    "@lst = internal global %struct.L zeroinitializer, align 4\n"
    "\n"
    "define void @main() {\n"
    "entry:\n"
    "  %s = alloca %struct.S, align 4\n"
    "  %arr = alloca [4 x float], align 4\n"
    "  %p = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1, i32 1\n"
    "  store float 1.500000e+00, float* %p, align 4\n"
    "  %v = load float, float* %p, align 4\n"
    "  %t = getelementptr inbounds [4 x i32], [4 x i32]* @tbl, i32 0, i32 1\n"
    "  %tv = load i32, i32* %t, align 4\n"
    "  %g = getelementptr [8 x float], [8 x float] addrspace(3)* @gs, i32 0, i32 %tv\n"
    "  store float %v, float addrspace(3)* %g, align 4\n"
    "  %old = atomicrmw add i32 addrspace(3)* @cnt, i32 1 seq_cst\n"
    "  %cx = cmpxchg i32 addrspace(3)* @cnt, i32 %old, i32 7 seq_cst seq_cst\n"
    "  %cv = extractvalue { i32, i1 } %cx, 0\n"
    "  br label %loop\n"
    "\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %next, %body ]\n"
    "  %acc = phi float [ %v, %entry ], [ %acc2, %body ]\n"
    "  %done = icmp sge i32 %i, %cv\n"
    "  br i1 %done, label %exit, label %body, !llvm.loop !5\n"
    "\n"
    "body:\n"
    "  %fi = sitofp i32 %i to float\n"
    "  %m = fmul fast float %fi, %acc\n"
    "  %acc2 = fadd nnan ninf float %m, 2.000000e+00\n"
    "  %next = add nuw nsw i32 %i, 1\n"
    "  %q = udiv exact i32 %next, 2\n"
    "  %sel = select i1 %done, i32 %q, i32 %next\n"
    "  %ag = insertvalue %struct.S undef, i32 %sel, 0\n"
    "  %ag2 = insertvalue %struct.S %ag, float %m, 1, 0\n"
    "  %e = extractvalue %struct.S %ag2, 1, 0\n"
    "  %c = fcmp olt float %e, %acc2\n"
    "  %z = zext i1 %c to i32\n"
    "  %vec = insertelement <2 x float> undef, float %e, i32 0\n"
    "  %sh = shufflevector <2 x float> %vec, <2 x float> undef, <2 x i32> <i32 0, i32 0>\n"
    "  %el = extractelement <2 x float> %sh, i32 1\n"
    "  %bc = bitcast float %el to i32\n"
    "  %sum = add i32 %bc, %z\n"
    "  %ap = getelementptr inbounds [4 x float], [4 x float]* %arr, i32 0, i32 %z\n"
    "  store float %el, float* %ap, align 4, !dx.precise !4\n"
    "  switch i32 %sum, label %loop [\n"
    "    i32 3, label %exit\n"
    "  ]\n"
    "\n"
    "exit:\n"
    "  %r = phi float [ %acc, %loop ], [ %m, %body ]\n"
    "  %h = fptrunc float %r to half\n"
    "  %d = fpext half %h to double\n"
    "  %u = fptoui double %d to i64\n"
    "  %tr = trunc i64 %u to i16\n"
    "  %sx = sext i16 %tr to i32\n"
    "  %x = xor i32 %sx, -1\n"
    "  %w = call float @dx.op.unary.f32(i32 13, float %r), !dx.precise !4\n"
    "  call void @dx.op.bufferStore.f32(i32 69, i32 %x, float %w)\n"
    "  ret void\n"
    "}\n"
    "\n"
    "; Function Attrs: nounwind readnone\n"
    "declare float @dx.op.unary.f32(i32, float) #0\n"
    "\n"
    "; Function Attrs: nounwind\n"
    "declare void @dx.op.bufferStore.f32(i32, i32, float) #1\n"
    "\n"
    "attributes #0 = { nounwind readnone }\n"
    "attributes #1 = { nounwind }\n"
    "\n"
    "!llvm.ident = !{!0}\n"
    "!dx.version = !{!1}\n"
    "!dx.shaderModel = !{!2}\n"
    "!dx.entryPoints = !{!3}\n"
    "\n"
    "!0 = !{!\"hand-made\"}\n"
    "!1 = !{i32 1, i32 0}\n"
    "!2 = !{!\"cs\", i32 6, i32 0}\n"
    "!3 = !{void ()* @main, !\"main\", null, null, !7}\n"
    "!4 = !{i32 1}\n"
    "!5 = distinct !{!5, !6}\n"
    "!6 = !{!\"llvm.loop.unroll.disable\"}\n"
    "!7 = !{i32 4, !8}\n"
    "!8 = !{i32 1, i32 1, i32 1}\n";

static void test_handmade(void) {
  Arena a;
  arena_init(&a, NULL);
  Cap cap;
  Diag d = cap_diag(&cap);
  IrModule *m = ir_parse(&a, &d, "handmade.ll", k_module, strlen(k_module));
  check("hand-made module parses", m != NULL);
  if (!m) {
    printf("  %s\n", cap.msg);
    arena_free(&a);
    return;
  }
  StrBuf bc = {0};
  bool w = dxil_write_bitcode(m, &bc, &d);
  check("hand-made module written", w);
  if (!w) printf("  %s\n", cap.msg);
  IrModule *r = w ? dxil_read_bitcode(&a, &d, (const uint8_t *)bc.data, bc.len) : NULL;
  check("hand-made module read back", r != NULL);
  if (r) {
    char *p1 = print_dxil(m), *p2 = print_dxil(r);
    bool same = p1 && p2 && strcmp(p1, p2) == 0;
    check("hand-made module unchanged through writer and reader", same);
    if (!same && p2) printf("---- read back:\n%s\n----\n", p2);
    check("read-back module verifies", ir_verify(r, "bitcode reader"));
    /* names, forward references and metadata survived */
    check("block names kept", p2 && strstr(p2, "\nloop:") && strstr(p2, "%next = add nuw nsw i32 %i, 1"));
    check("phi forward reference", p2 && strstr(p2, "[ %next, %body ]"));
    check("self-referential loop metadata", p2 && strstr(p2, "distinct !{!"));
    check("dx.precise attachment", p2 && strstr(p2, "!dx.precise"));
    check("fast-math flags", p2 && strstr(p2, "fmul fast float") && strstr(p2, "fadd nnan ninf float"));
    check("constant GEP initializer",
          p2 && strstr(p2, "getelementptr inbounds ([4 x i32], [4 x i32]* @tbl, i32 0, i32 2)"));
    /* write again: bytes stable */
    StrBuf bc2 = {0};
    check("re-written bitcode identical",
          dxil_write_bitcode(r, &bc2, &d) && bc2.len == bc.len && memcmp(bc.data, bc2.data, bc.len) == 0);
    sb_free(&bc2);
    /* upgrade to generic IR */
    PassCtx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.arena = &a;
    ctx.diag = &d;
    bool up = pass_dxil_upgrade(&ctx, r) && ir_verify(r, "dxil-upgrade");
    check("hand-made module upgrades", up);
    StrBuf up_text = {0};
    ir_print_module(&up_text, r);
    const char *ut = up_text.data ? up_text.data : "";
    check("upgrade: opaque pointers", !strstr(ut, "float*") && strstr(ut, "ptr addrspace(3) @cnt"));
    check("upgrade: dx.op.unary Sin -> llvm.sin", strstr(ut, "call float @llvm.sin.f32(float %r)") != NULL);
    check("upgrade: triple from dx.shaderModel", strstr(ut, "dxil-pc-shadermodel6.0-compute") != NULL);
    check("upgrade: entry attributes",
          strstr(ut, "\"hlsl.numthreads\"=\"1,1,1\"") && strstr(ut, "\"hlsl.shader\"=\"compute\""));
    check("upgrade: memory(none)", strstr(ut, "memory(none)") != NULL);
    if (g_fail) printf("---- upgraded:\n%s\n----\n", ut);
    sb_free(&up_text);
    free(p1);
    free(p2);
  }
  sb_free(&bc);
  arena_free(&a);
}

/* ---- round trip of our own containers ------------------------------------------- */

/* The STAT part's module read back and written again (hlslc's containers
 * carry one by default: a module of declarations only). */
typedef struct StatIn {
  Arena *a;
  const DxilProgram *p;
} StatIn;

static bool rewrite_stat(void *user, StrBuf *out, Diag *d) {
  StatIn *s = user;
  IrModule *m = dxil_read_bitcode(s->a, d, s->p->bitcode, s->p->bitcode_size);
  return m && dxil_write_bitcode(m, out, d);
}

static bool roundtrip_container(const uint8_t *c, size_t len, const char *what) {
  Arena a;
  arena_init(&a, NULL);
  Cap cap;
  Diag d = cap_diag(&cap);
  DxilContainer ct;
  bool ok = dxil_container_read(c, len, &a, &ct, &d);
  check("our container is read", ok);
  IrModule *m = ok ? dxil_read_bitcode(&a, &d, ct.dxil.bitcode, ct.dxil.bitcode_size) : NULL;
  check("our bitcode is read", m != NULL);
  StrBuf bc = {0}, out = {0};
  bool same = false;
  StatIn si = {&a, &ct.stat};
  DxilStatWriter sw = {rewrite_stat, &si};
  if (m && dxil_write_bitcode(m, &bc, &d) &&
      dxil_write_container_stat(m, (const uint8_t *)bc.data, bc.len, NULL, 0, false, ct.stat.present ? &sw : NULL,
                                &out, &d))
    same = out.len == len && memcmp(out.data, c, len) == 0;
  if (!same) printf("  %s: round trip differs (%s)\n", what, cap.msg);
  check("container -> read -> write is byte-identical", same);
  check("digest of our container checks", ok && ct.digest_status == DXIL_DIGEST_OK);
  check("HASH of our container checks", ok && (ct.hash_status == DXIL_HASH_OK || ct.hash_status == DXIL_HASH_ABSENT));
  sb_free(&bc);
  sb_free(&out);
  arena_free(&a);
  return same;
}

static const char k_shader[] =
    "RWBuffer<float> A : register(u0);\n"
    "RWStructuredBuffer<uint> B : register(u1);\n"
    "[numthreads(4, 1, 1)]\n"
    "void main(uint3 id : SV_DispatchThreadID) {\n"
    "  A[id.x] = A[id.x] * 2.0f + (float)B[id.x];\n"
    "  B[id.x + 1] = id.y;\n"
    "}\n";

static void test_roundtrip(void) {
  Arena a;
  arena_init(&a, NULL);
  Cap cap;
  Diag d = cap_diag(&cap);
  IrModule *m = fixture_vector_add(&a, &d, 10);
  StrBuf bc = {0}, ct = {0};
  bool w = m && dxil_write_bitcode(m, &bc, &d) && dxil_write_container(m, (const uint8_t *)bc.data, bc.len, &ct, &d);
  check("fixture container written", w);
  if (w) roundtrip_container((const uint8_t *)ct.data, ct.len, "vector_add fixture");
  sb_free(&bc);
  sb_free(&ct);
  arena_free(&a);
  const char *profiles[] = {"cs_6_0", "cs_6_6"};
  for (int i = 0; i < 2; i++) {
    hlslc_options o;
    memset(&o, 0, sizeof o);
    o.profile = profiles[i];
    o.entry = "main";
    hlslc_result r;
    hlslc_compile(&o, "roundtrip.hlsl", k_shader, strlen(k_shader), &r);
    if (r.status == 0) roundtrip_container(r.data, r.size, profiles[i]);
    else printf("skip: hlslc_compile %s failed: %s\n", profiles[i], r.diagnostics ? r.diagnostics : "");
    hlslc_result_free(&r);
  }
}

/* ---- malformed input ----------------------------------------------------------- */

static int read_code(const uint8_t *bc, size_t len) {
  Arena a;
  arena_init(&a, NULL);
  Cap cap;
  Diag d = cap_diag(&cap);
  IrModule *m = dxil_read_bitcode(&a, &d, bc, len);
  int code = m ? 0 : cap.last_code;
  if (!m && cap.count != 1) code = -1; /* exactly one error expected */
  arena_free(&a);
  return code;
}

static void test_malformed_bitcode(void) {
  static const uint8_t magic_only[] = {'B', 'C', 0xC0, 0xDE};
  check("empty input -> 8009", read_code(magic_only, 0) == 8009);
  check("bad magic -> 8009", read_code((const uint8_t *)"BCxx\0\0\0\0", 8) == 8009);
  check("magic only -> 8002", read_code(magic_only, 4) == 8002);
  /* ENTER_SUBBLOCK(8) with a length running past the end */
  static const uint8_t longblock[] = {'B', 'C', 0xC0, 0xDE, 0x21, 0x0C, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00};
  check("block length past the end -> 8001", read_code(longblock, sizeof longblock) == 8001);
  /* a real module cut short, and with the VERSION record set to 2 */
  Arena a;
  arena_init(&a, NULL);
  Cap cap;
  Diag d = cap_diag(&cap);
  IrModule *m = fixture_vector_add(&a, &d, 10);
  StrBuf bc = {0};
  if (m && dxil_write_bitcode(m, &bc, &d)) {
    check("valid bitcode reads", read_code((const uint8_t *)bc.data, bc.len) == 0);
    check("truncated bitcode -> 8001", read_code((const uint8_t *)bc.data, bc.len / 2) == 8001);
    check("truncated to one word -> 8001", read_code((const uint8_t *)bc.data, 8) == 8001);
  } else {
    check("fixture bitcode written", false);
  }
  sb_free(&bc);
  arena_free(&a);
}

static int container_code(const uint8_t *c, size_t len, DxilContainer *out) {
  Arena a;
  arena_init(&a, NULL);
  Cap cap;
  Diag d = cap_diag(&cap);
  DxilContainer tmp;
  bool ok = dxil_container_read(c, len, &a, out ? out : &tmp, &d);
  arena_free(&a);
  return ok ? 0 : cap.last_code;
}

static void put32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)v;
  p[1] = (uint8_t)(v >> 8);
  p[2] = (uint8_t)(v >> 16);
  p[3] = (uint8_t)(v >> 24);
}


/* hlslc-dis --upgrade's hook: dxil-upgrade before printing. */
static bool dis_upgrade(IrModule *m, Arena *a, Diag *d) {
  PassCtx ctx;
  memset(&ctx, 0, sizeof ctx);
  ctx.arena = a;
  ctx.diag = d;
  return pass_dxil_upgrade(&ctx, m);
}
static void test_container(void) {
  Arena a;
  arena_init(&a, NULL);
  Cap cap;
  Diag d = cap_diag(&cap);
  IrModule *m = fixture_vector_add(&a, &d, 10);
  StrBuf bc = {0}, ct = {0};
  if (!m || !dxil_write_bitcode(m, &bc, &d) || !dxil_write_container(m, (const uint8_t *)bc.data, bc.len, &ct, &d)) {
    check("fixture container written", false);
    arena_free(&a);
    return;
  }
  const uint8_t *c = (const uint8_t *)ct.data;
  size_t len = ct.len;
  Arena a2;
  arena_init(&a2, NULL);
  DxilContainer x;
  bool ok = dxil_container_read(c, len, &a2, &x, &d);
  check("fixture container parses", ok);
  if (ok) {
    check("parts: SFI0 ISG1 OSG1 PSV0 HASH DXIL",
          x.nparts == 6 && !strcmp(x.parts[0].name, "SFI0") && !strcmp(x.parts[3].name, "PSV0") &&
              !strcmp(x.parts[5].name, "DXIL"));
    check("program header cs_6_0", x.dxil.present && x.dxil.shader_kind == 5 && x.dxil.sm_major == 6 &&
                                      x.dxil.sm_minor == 0 && x.dxil.bitcode_size == bc.len);
    check("empty signatures", x.isg1.present && x.isg1.n == 0 && x.osg1.present && x.osg1.n == 0);
    check("PSV0 v4 fields", x.psv.present && x.psv.version == 4 && x.psv.stage == 5 &&
                                x.psv.numthreads[0] == 64 && x.psv.nres == 3 && x.psv.entry_name &&
                                !strcmp(x.psv.entry_name, "main"));
    check("PSV0 resources: SRVTyped x2, UAVTyped", x.psv.nres == 3 && x.psv.res[0].type == 3 &&
                                                       x.psv.res[1].lower == 1 && x.psv.res[2].type == 6);
    check("digest ok", x.digest_status == DXIL_DIGEST_OK);
    check("HASH ok", x.hash_status == DXIL_HASH_OK);
  }
  arena_free(&a2);
  uint8_t *mut = malloc(len);
  if (mut) {
    memcpy(mut, c, len);
    mut[len - 1] ^= 1; /* inside the bitcode: digest and HASH no longer match */
    DxilContainer y;
    Arena a3;
    arena_init(&a3, NULL);
    bool ok3 = dxil_container_read(mut, len, &a3, &y, &d);
    check("changed byte: digest mismatch reported", ok3 && y.digest_status == DXIL_DIGEST_MISMATCH);
    arena_free(&a3);
    memcpy(mut, c, len);
    memset(mut + 4, 1, 16);
    check("BYPASS digest", container_code(mut, len, &y) == 0);
    memcpy(mut, c, len);
    put32(mut + 24, (uint32_t)len + 4);
    check("size field mismatch -> 8101", container_code(mut, len, NULL) == 8101);
    memcpy(mut, c, len);
    put32(mut + 28, 1000000);
    check("part count too large -> 8102", container_code(mut, len, NULL) == 8102);
    memcpy(mut, c, len);
    put32(mut + 32, (uint32_t)len);
    check("part offset outside -> 8102", container_code(mut, len, NULL) == 8102);
    memcpy(mut, c, len);
    uint32_t psv_off = mut[32 + 12] | mut[33 + 12] << 8 | mut[34 + 12] << 16 | (uint32_t)mut[35 + 12] << 24;
    put32(mut + psv_off + 8, 100000); /* PSV0 runtime info size */
    check("PSV0 runtime info too large -> 8105", container_code(mut, len, NULL) == 8105);
    memcpy(mut, c, len);
    mut[0] = 'X';
    check("bad magic -> 8101", container_code(mut, len, NULL) == 8101);
    check("short file -> 8101", container_code(c, 20, NULL) == 8101);
    free(mut);
  }
  /* the disassembler on the same container */
  StrBuf out = {0};
  DxilDisOptions opt = {0};
  opt.name = "fixture";
  bool dok = dxil_dis(c, len, &out, &d, &opt);
  const char *t = out.data ? out.data : "";
  check("dis succeeds", dok);
  check("dis: header line", strstr(t, "DXContainer fixture: version 1.0") != NULL);
  check("dis: program line", strstr(t, "  program: cs_6_0, dxil 1.0, bitcode offset 16") != NULL);
  check("dis: digest ok", strstr(t, ") (ok)\n") || strstr(t, " (ok)\n"));
  check("dis: resources from dx.resources",
        strstr(t, "  SRV \"\" space 0 lower 0 size 1\n") && strstr(t, "  UAV \"\" space 0 lower 0 size 1\n"));
  check("dis: module text", strstr(t, "call %dx.types.Handle @dx.op.createHandle(i32 57") != NULL);
  sb_free(&out);
  opt.json = true;
  dok = dxil_dis(c, len, &out, &d, &opt);
  t = out.data ? out.data : "";
  check("dis --json", dok && t[0] == '{' && strstr(t, "\"digest_status\":\"ok\"") &&
                          strstr(t, "{\"class\":\"UAV\",\"name\":\"\",\"space\":0,\"lower\":0,\"size\":1}"));
  sb_free(&out);
  opt.json = false;
  opt.upgrade = dis_upgrade;
  dok = dxil_dis(c, len, &out, &d, &opt);
  t = out.data ? out.data : "";
  check("dis --upgrade", dok && strstr(t, "@llvm.dx.resource.handlefrombinding") &&
                             strstr(t, "@llvm.dx.thread.id(i32 0)") && !strstr(t, "dx.op.createHandle"));
  sb_free(&out);
  sb_free(&bc);
  sb_free(&ct);
  arena_free(&a);
}

int main(void) {
  test_malformed_bitcode();
  test_container();
  test_handmade();
  test_roundtrip();
  test_corpus();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
