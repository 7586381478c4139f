/* resource_passes.c - unit tests of the resource passes in hlslc's own mode
 * (PassCtx.dxc_compat: DXC's record order, metadata and messages), which
 * hlslc-opt does not expose: the seed examples' implicit bindings
 * (implicit-resource-binding.txt, expected.tsv), DXC's allocation errors,
 * and the dx.* metadata DXC produces for compute shaders. */
#include <stdio.h>
#include <string.h>

#include "passes/dxil_resources.h"
#include "passes/passes.h"
#include "dxil/shader_flags.h"
#include "test_util.h"

typedef struct Run {
  Arena arena;
  Diag diag;
  StrBuf diags;  /* diagnostics text */
  StrBuf text;   /* printed module */
  IrModule *m;
  PassCtx ctx;
  bool ok;
} Run;

/* Parse `ir` and run the comma-separated passes with dxc_compat = dxc. */
static void run(Run *r, const char *ir, const char *passes, bool dxc) {
  memset(r, 0, sizeof *r);
  arena_init(&r->arena, NULL);
  r->diag.out = &r->diags;
  r->diag.no_caret = true;
  r->m = ir_parse(&r->arena, &r->diag, "test.ll", ir, strlen(ir));
  if (!r->m) {
    printf("parse failed: %s\n", r->diags.data ? r->diags.data : "");
    return;
  }
  r->ctx.arena = &r->arena;
  r->ctx.diag = &r->diag;
  r->ctx.dxc_compat = dxc;
  r->ctx.have_target = target_from_triple(&r->ctx.dx.target, r->m->triple);
  r->ok = true;
  char buf[256];
  snprintf(buf, sizeof buf, "%s", passes);
  for (char *p = strtok(buf, ","); p && r->ok; p = strtok(NULL, ",")) {
    const PassInfo *pi = pass_lookup(p);
    r->ok = pi && pass_run(&r->ctx, r->m, pi) && !r->diag.errors;
  }
  ir_print_module(&r->text, r->m);
}

static void done(Run *r) {
  sb_free(&r->diags);
  sb_free(&r->text);
  arena_free(&r->arena);
}

static bool has(const StrBuf *sb, const char *s) { return sb->data && strstr(sb->data, s); }

/* ---- seed examples ------------------------------------------------------ */

/* A global-scope resource of a seed example: RWBuffer<float> NAME, bound
 * explicitly (space, lower) or implicitly (space only), range size. */
typedef struct Decl {
  const char *name;
  bool implicit;
  uint32_t space, lower, size; /* size UINT32_MAX = unbounded */
} Decl;

/* The IR the front end produces for the used resources, in declaration
 * order: name strings first, then one handle per resource. */
static void seed_ir(StrBuf *sb, const Decl *d, uint32_t n) {
  sb_puts(sb, "target triple = \"dxil-pc-shadermodel6.0-compute\"\n\n");
  for (uint32_t i = 0; i < n; i++)
    sb_printf(sb, "@%s.str = private unnamed_addr constant [%zu x i8] c\"%s\\00\", align 1\n",
              d[i].name, strlen(d[i].name) + 1, d[i].name);
  sb_puts(sb, "\ndefine void @main() #0 {\nentry:\n");
  uint32_t order = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (d[i].implicit)
      sb_printf(sb, "  %%h%u = call target(\"dx.TypedBuffer\", float, 1, 0, 0) "
                    "@llvm.dx.resource.handlefromimplicitbinding(i32 %u, i32 %u, i32 %d, i32 0, ptr @%s.str)\n",
                i, order++, d[i].space, (int)d[i].size, d[i].name);
    else
      sb_printf(sb, "  %%h%u = call target(\"dx.TypedBuffer\", float, 1, 0, 0) "
                    "@llvm.dx.resource.handlefrombinding(i32 %u, i32 %u, i32 %d, i32 0, ptr @%s.str)\n",
                i, d[i].space, d[i].lower, (int)d[i].size, d[i].name);
    sb_printf(sb, "  %%l%u = call { float, i1 } @llvm.dx.resource.load.typedbuffer(target(\"dx.TypedBuffer\", float, 1, 0, 0) %%h%u, i32 0)\n",
              i, i);
  }
  sb_puts(sb, "  ret void\n}\n\nattributes #0 = { \"hlsl.numthreads\"=\"4,1,1\" \"hlsl.shader\"=\"compute\" }\n"
              "!llvm.ident = !{!0}\n!0 = !{!\"hlslc\"}\n");
}

typedef struct Want {
  const char *name;
  uint32_t space, lower, size;
} Want;

static void check_seed(const char *ex, const Decl *d, uint32_t n, const Want *w, uint32_t nw) {
  for (int dxc = 0; dxc < 2; dxc++) {
    StrBuf ir = {0};
    seed_ir(&ir, d, n);
    Run r;
    run(&r, ir.data, "dxil-resource-implicit-binding", dxc);
    CHECK_MSG(r.ok, "example %s (dxc=%d): implicit binding failed: %s", ex, dxc, r.diags.data ? r.diags.data : "");
    if (r.ok) {
      DxilResourceMap map;
      bool ok = dxil_resource_analyze(r.m, r.ctx.diag, r.ctx.dxc_compat, &map);
      CHECK_MSG(ok && map.n == nw, "example %s: %u resources, want %u", ex, ok ? map.n : 0, nw);
      for (uint32_t k = 0; ok && k < nw; k++) {
        DxilResource *found = NULL;
        for (uint32_t j = 0; j < map.n; j++)
          if (!strcmp(map.res[j]->name, w[k].name)) found = map.res[j];
        CHECK_MSG(found && found->space == w[k].space && found->lower == w[k].lower &&
                      found->size == w[k].size,
                  "example %s: %s at space %u lower %u size %u, want %u %u %u", ex, w[k].name,
                  found ? found->space : 0, found ? found->lower : 0, found ? found->size : 0,
                  w[k].space, w[k].lower, w[k].size);
      }
    }
    done(&r);
    sb_free(&ir);
  }
}

static void check_seed_error(const char *ex, const Decl *d, uint32_t n, const char *dxc_msg,
                             const char *llvm_msg) {
  for (int dxc = 0; dxc < 2; dxc++) {
    StrBuf ir = {0};
    seed_ir(&ir, d, n);
    Run r;
    run(&r, ir.data, "dxil-resource-implicit-binding", dxc);
    const char *want = dxc ? dxc_msg : llvm_msg;
    CHECK_MSG(!r.ok && has(&r.diags, want), "example %s (dxc=%d): want error '%s', got '%s'", ex, dxc,
              want, r.diags.data ? r.diags.data : "");
    done(&r);
    sb_free(&ir);
  }
}

#define U UINT32_MAX
#define N(a) (sizeof(a) / sizeof((a)[0]))

static void test_seed_examples(void) {
  /* 1.1: C is unused (removed before binding). */
  static const Decl d11[] = {{"A", false, 0, 0, 1}, {"B", true, 0, 0, 1}, {"D", true, 0, 0, 1}};
  static const Want w11[] = {{"A", 0, 0, 1}, {"B", 0, 1, 1}, {"D", 0, 2, 1}};
  check_seed("1.1", d11, N(d11), w11, N(w11));
  /* 2.1: D is unused. */
  static const Decl d21[] = {{"A", false, 0, 2, 1}, {"B", true, 0, 0, 4}, {"C", true, 0, 0, 2},
                             {"E", true, 0, 0, 2}};
  static const Want w21[] = {{"A", 0, 2, 1}, {"B", 0, 3, 4}, {"C", 0, 0, 2}, {"E", 0, 7, 2}};
  check_seed("2.1", d21, N(d21), w21, N(w21));
  static const Decl d31[] = {{"A", false, 0, 1, 1}, {"B", true, 0, 0, U}, {"C", false, 0, 5, 1},
                             {"D", true, 0, 0, 3}};
  static const Want w31[] = {{"A", 0, 1, 1}, {"B", 0, 6, U}, {"C", 0, 5, 1}, {"D", 0, 2, 3}};
  check_seed("3.1", d31, N(d31), w31, N(w31));
  static const Decl d32[] = {{"A", false, 0, 1, 1}, {"B", true, 0, 0, U}, {"C", false, 0, 5, 1},
                             {"D", true, 0, 0, 4}};
  check_seed_error("3.2", d32, N(d32), "error: resource D could not be allocated",
                   "error: resource D cannot be allocated");
  static const Decl d33[] = {{"A", false, 0, 1, 1}, {"D", true, 0, 0, 4}, {"B", true, 0, 0, U},
                             {"C", false, 0, 5, 1}};
  static const Want w33[] = {{"A", 0, 1, 1}, {"D", 0, 6, 4}, {"B", 0, 10, U}, {"C", 0, 5, 1}};
  check_seed("3.3", d33, N(d33), w33, N(w33));
  static const Decl d34[] = {{"C", true, 0, 0, U}, {"D", true, 0, 0, U}};
  check_seed_error("3.4", d34, N(d34), "error: more than one unbounded resource (C and D) in space 0",
                   "error: resource D cannot be allocated");
  static const Decl d41[] = {{"A", false, 1, 0, 1}, {"B", true, 0, 0, 10}, {"C", false, 5, 10, 20},
                             {"D", true, 0, 0, 1}};
  static const Want w41[] = {{"A", 1, 0, 1}, {"B", 0, 0, 10}, {"C", 5, 10, 20}, {"D", 0, 10, 1}};
  check_seed("4.1", d41, N(d41), w41, N(w41));
  static const Decl d51[] = {{"A", false, 0, 1, 1}, {"B", true, 0, 0, U}, {"C", true, 1, 0, 3},
                             {"D", true, 1, 0, 1}};
  static const Want w51[] = {{"A", 0, 1, 1}, {"B", 0, 2, U}, {"C", 1, 0, 3}, {"D", 1, 3, 1}};
  check_seed("5.1", d51, N(d51), w51, N(w51));
  /* 6.1: B, C and s.D are unreachable and gone. */
  static const Decl d61[] = {{"A", true, 0, 0, 1}, {"E", true, 0, 0, 5}};
  static const Want w61[] = {{"A", 0, 0, 1}, {"E", 0, 1, 5}};
  check_seed("6.1", d61, N(d61), w61, N(w61));
}

/* ---- DXC metadata -------------------------------------------------------- */

static void test_dxc_metadata_3_1(void) {
  static const Decl d31[] = {{"A", false, 0, 1, 1}, {"B", true, 0, 0, U}, {"C", false, 0, 5, 1},
                             {"D", true, 0, 0, 3}};
  StrBuf ir = {0};
  seed_ir(&ir, d31, N(d31));
  Run r;
  run(&r, ir.data, "dxil-resource-implicit-binding,dxil-translate-metadata", true);
  CHECK_MSG(r.ok, "3.1 metadata: %s", r.diags.data ? r.diags.data : "");
  /* DXC's records: declaration order, undef symbols, no names. */
  CHECK_MSG(has(&r.text, "!{i32 0, %\"class.RWBuffer<float>\"* undef, !\"\", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !"),
            "3.1: record A\n%s", r.text.data);
  CHECK_MSG(has(&r.text, "!{i32 1, [0 x %\"class.RWBuffer<float>\"]* undef, !\"\", i32 0, i32 6, i32 -1, i32 10, i1 false, i1 false, i1 false, !"),
            "3.1: record B");
  CHECK_MSG(has(&r.text, "!{i32 2, %\"class.RWBuffer<float>\"* undef, !\"\", i32 0, i32 5, i32 1, i32 10,"),
            "3.1: record C");
  CHECK_MSG(has(&r.text, "!{i32 3, [3 x %\"class.RWBuffer<float>\"]* undef, !\"\", i32 0, i32 2, i32 3, i32 10,"),
            "3.1: record D");
  CHECK_MSG(has(&r.text, "%\"class.RWBuffer<float>\" = type { float }"), "3.1: class type");
  CHECK_MSG(has(&r.text, "!{i32 0, i32 9}"), "3.1: element type tag");
  CHECK_MSG(has(&r.text, "!{i32 0, i64 32768, i32 4, !"), "3.1: flags (64 UAV slots) and numthreads");
  CHECK_MSG(has(&r.text, "!{i32 4, i32 1, i32 1}"), "3.1: numthreads");
  CHECK_MSG(has(&r.text, "!{!\"cs\", i32 6, i32 0}"), "3.1: shader model");
  CHECK_MSG(has(&r.text, "!dx.valver = "), "3.1: dx.valver emitted");
  /* named metadata in DXC's order */
  const char *t = r.text.data ? r.text.data : "";
  const char *a = strstr(t, "!llvm.ident"), *b = strstr(t, "!dx.version"), *c = strstr(t, "!dx.valver"),
             *d = strstr(t, "!dx.shaderModel"), *e = strstr(t, "!dx.resources"), *f = strstr(t, "!dx.entryPoints");
  CHECK_MSG(a && b && c && d && e && f && a < b && b < c && c < d && d < e && e < f, "3.1: named metadata order");
  done(&r);
  sb_free(&ir);
}

static const char *saxpy_ir =
    "target triple = \"dxil-pc-shadermodel6.0-compute\"\n"
    "%\"__cblayout_$Globals\" = type <{ i32 }>\n"
    "%__cblayout_Params = type <{ float, i32, <2 x float>, <4 x float> }>\n"
    "@\"$Globals.str\" = private unnamed_addr constant [9 x i8] c\"$Globals\\00\"\n"
    "@Params.str = private unnamed_addr constant [7 x i8] c\"Params\\00\"\n"
    "@X.str = private unnamed_addr constant [2 x i8] c\"X\\00\"\n"
    "@Y.str = private unnamed_addr constant [2 x i8] c\"Y\\00\"\n"
    "define void @main() #0 {\n"
    "entry:\n"
    "  %g = call target(\"dx.CBuffer\", %\"__cblayout_$Globals\") @llvm.dx.resource.handlefromimplicitbinding(i32 0, i32 0, i32 1, i32 0, ptr @\"$Globals.str\")\n"
    "  %p = call target(\"dx.CBuffer\", %__cblayout_Params) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)\n"
    "  %x = call target(\"dx.RawBuffer\", float, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @X.str)\n"
    "  %y = call target(\"dx.RawBuffer\", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Y.str)\n"
    "  %lx = call { float, i1 } @llvm.dx.resource.load.rawbuffer(target(\"dx.RawBuffer\", float, 0, 0) %x, i32 0, i32 0)\n"
    "  %vx = extractvalue { float, i1 } %lx, 0\n"
    "  call void @llvm.dx.resource.store.rawbuffer(target(\"dx.RawBuffer\", float, 1, 0) %y, i32 0, i32 0, float %vx)\n"
    "  ret void\n"
    "}\n"
    "attributes #0 = { \"hlsl.numthreads\"=\"128,1,1\" \"hlsl.shader\"=\"compute\" }\n";

static void test_dxc_metadata_cbuffers(void) {
  Run r;
  run(&r, saxpy_ir, "dxil-resource-implicit-binding,dxil-translate-metadata", true);
  CHECK_MSG(r.ok, "saxpy: %s", r.diags.data ? r.diags.data : "");
  CHECK_MSG(has(&r.text, "%\"$Globals\" = type { i32 }"), "saxpy: $Globals type\n%s", r.text.data);
  CHECK_MSG(has(&r.text, "%Params = type { float, i32, <2 x float>, <4 x float> }"), "saxpy: Params type");
  CHECK_MSG(has(&r.text, "%\"class.StructuredBuffer<float>\" = type { float }"), "saxpy: SRV type");
  CHECK_MSG(has(&r.text, "%\"class.RWStructuredBuffer<float>\" = type { float }"), "saxpy: UAV type");
  CHECK_MSG(has(&r.text, "!{i32 0, %\"$Globals\"* undef, !\"\", i32 0, i32 1, i32 1, i32 4, null}"), "saxpy: $Globals record");
  CHECK_MSG(has(&r.text, "!{i32 1, %Params* undef, !\"\", i32 0, i32 0, i32 1, i32 32, null}"), "saxpy: Params record");
  CHECK_MSG(has(&r.text, "!{i32 0, %\"class.StructuredBuffer<float>\"* undef, !\"\", i32 0, i32 0, i32 1, i32 12, i32 0, !"),
            "saxpy: SRV record");
  CHECK_MSG(has(&r.text, "!{i32 1, i32 4}"), "saxpy: stride tag");
  CHECK_MSG(has(&r.text, "!{i32 0, i64 16, i32 4, !"), "saxpy: raw/structured flag only");
  done(&r);

  /* Names are kept with -Qkeep_reflect_in_dxil. */
  memset(&r, 0, sizeof r);
  Run r2;
  memset(&r2, 0, sizeof r2);
  arena_init(&r2.arena, NULL);
  r2.diag.out = &r2.diags;
  r2.m = ir_parse(&r2.arena, &r2.diag, "t.ll", saxpy_ir, strlen(saxpy_ir));
  CHECK_MSG(r2.m != NULL, "saxpy parse");
  if (r2.m) {
    r2.ctx.arena = &r2.arena;
    r2.ctx.diag = &r2.diag;
    r2.ctx.dxc_compat = true;
    r2.ctx.keep_reflect = true;
    r2.ctx.have_target = target_from_triple(&r2.ctx.dx.target, r2.m->triple);
    bool ok = pass_run(&r2.ctx, r2.m, pass_lookup("dxil-resource-implicit-binding")) &&
              pass_run(&r2.ctx, r2.m, pass_lookup("dxil-translate-metadata"));
    ir_print_module(&r2.text, r2.m);
    CHECK_MSG(ok && has(&r2.text, "!{i32 1, %Params* undef, !\"Params\", i32 0, i32 0, i32 1, i32 32, null}"),
              "keep_reflect keeps names");
  }
  done(&r2);
}

/* A structured buffer's element signedness is not in the IR; the front end
 * names the exact DXC type through !hlsl.resource.typenames, which the pass
 * then drops like every other hlsl.* node. */
static void test_dxc_type_name_hint(void) {
  static const char *ir =
      "target triple = \"dxil-pc-shadermodel6.0-compute\"\n"
      "@B.str = private unnamed_addr constant [2 x i8] c\"B\\00\"\n"
      "@C.str = private unnamed_addr constant [2 x i8] c\"C\\00\"\n"
      "define void @main() #0 {\n"
      "  %b = call target(\"dx.RawBuffer\", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @B.str)\n"
      "  %c = call target(\"dx.RawBuffer\", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @C.str)\n"
      "  ret void\n"
      "}\n"
      "attributes #0 = { \"hlsl.numthreads\"=\"1,1,1\" \"hlsl.shader\"=\"compute\" }\n"
      "!hlsl.resource.typenames = !{!0}\n"
      "!0 = !{ptr @B.str, !\"class.RWStructuredBuffer<int>\"}\n";
  Run r;
  run(&r, ir, "dxil-translate-metadata", true);
  CHECK_MSG(r.ok, "hint: %s", r.diags.data ? r.diags.data : "");
  CHECK_MSG(has(&r.text, "%\"class.RWStructuredBuffer<int>\" = type { i32 }"), "hint names B's type\n%s",
            r.text.data);
  CHECK_MSG(has(&r.text, "%\"class.RWStructuredBuffer<unsigned int>\" = type { i32 }"),
            "C without a hint: DXC's uint spelling");
  CHECK_MSG(!has(&r.text, "hlsl.resource.typenames"), "the hint is stripped");
  done(&r);
}

/* ---- shader flags -------------------------------------------------------- */

static void test_shader_flags(void) {
  static const char *ir =
      "target triple = \"dxil-pc-shadermodel6.0-compute\"\n"
      "define void @main(double %d, i64 %i) #0 {\n"
      "entry:\n"
      "  %a = fdiv double %d, %d\n"
      "  %b = add i64 %i, %i\n"
      "  %c = call i32 @llvm.dx.wave.getlaneindex()\n"
      "  ret void\n"
      "}\n"
      "declare i32 @llvm.dx.wave.getlaneindex()\n"
      "attributes #0 = { \"hlsl.numthreads\"=\"1,1,1\" \"hlsl.shader\"=\"compute\" }\n";
  Arena a;
  arena_init(&a, NULL);
  Diag d;
  memset(&d, 0, sizeof d);
  StrBuf sink = {0};
  d.out = &sink;
  IrModule *m = ir_parse(&a, &d, "f.ll", ir, strlen(ir));
  CHECK_MSG(m != NULL, "flags: parse %s", sink.data ? sink.data : "");
  if (m) {
    Target t;
    memset(&t, 0, sizeof t);
    target_from_triple(&t, m->triple);
    uint64_t f = dxil_shader_flags(m, &t);
    uint64_t want = (1ull << 2) | (1ull << 6) | (1ull << 20) | (1ull << 19);
    CHECK_MSG(f == want, "flags: got 0x%llx want 0x%llx", (unsigned long long)f, (unsigned long long)want);
  }
  sb_free(&sink);
  arena_free(&a);
}

/* ---- overlap diagnostics -------------------------------------------------- */

static void test_overlap(void) {
  static const char *ir =
      "target triple = \"dxil-pc-shadermodel6.0-compute\"\n"
      "@A.str = private unnamed_addr constant [2 x i8] c\"A\\00\"\n"
      "@B.str = private unnamed_addr constant [2 x i8] c\"B\\00\"\n"
      "define void @main() #0 {\n"
      "  %a = call target(\"dx.TypedBuffer\", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 4, i32 0, ptr @A.str)\n"
      "  %b = call target(\"dx.TypedBuffer\", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr @B.str)\n"
      "  ret void\n"
      "}\n"
      "attributes #0 = { \"hlsl.numthreads\"=\"1,1,1\" \"hlsl.shader\"=\"compute\" }\n";
  for (int dxc = 0; dxc < 2; dxc++) {
    Run r;
    run(&r, ir, "dxil-post-optimization-validation", dxc);
    /* LLVM's wording, or DXC's (the later binding first) in hlslc's pipeline */
    const char *want = dxc ? "error: resource B at register 3 overlaps with resource A at register 0, space 0"
                           : "error: resource A at register 0 overlaps with resource B at register 3 in space 0";
    CHECK_MSG(!r.ok && has(&r.diags, want), "overlap (dxc=%d): %s", dxc, r.diags.data ? r.diags.data : "");
    done(&r);
  }
}

int main(void) {
  test_seed_examples();
  test_dxc_metadata_3_1();
  test_dxc_metadata_cbuffers();
  test_dxc_type_name_hint();
  test_shader_flags();
  test_overlap();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
