/* api_diags.c - structured diagnostics (hlslc_result.diags): one entry per
 * message of the text, in its order, with severity, code, place, message,
 * the warning option and the include chain; for hlslc_compile and for
 * hlslc_compile_args (whose messages about the arguments and the outputs
 * are entries too). Public API only. */
#include "hlslc.h"
#include "test_util.h"

#include <stdlib.h>

/* Files of a virtual file system for #include. */
static const char *vfs(void *user, const char *path, size_t *len) {
  (void)user;
  static const struct { const char *path, *text; } files[] = {
      {"inc/outer.h", "// outer\n#include \"inner.h\"\n"},
      {"inc/inner.h", "int bad() { return undeclared_x; }\n"},
  };
  for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
    if (!strcmp(path, files[i].path)) {
      *len = strlen(files[i].text);
      return files[i].text;
    }
  return NULL;
}

static const char src[] =
    "RWBuffer<float> O;\n"
    "#include \"outer.h\"\n"
    "[numthreads(1,1,1)] void main() { float3 v = 1; float x = v; O[0] = x; }\n";

/* Lines of the text that start a message (not carets, sources or include
 * lines): what the entries must match one for one. */
static uint32_t text_messages(const char *t) {
  uint32_t n = 0;
  for (const char *l = t; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
    const char *e = strchr(l, '\n');
    size_t len = e ? (size_t)(e - l) : strlen(l);
    char line[512];
    snprintf(line, sizeof line, "%.*s", (int)(len < 511 ? len : 511), l);
    if (strstr(line, ": error: ") || strstr(line, ": warning: ") || strstr(line, ": note: ") ||
        strstr(line, ": fatal error: "))
      n++;
  }
  return n;
}

static void test_compile(void) {
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.profile = "cs_6_0";
  o.output = HLSLC_OUTPUT_CONTAINER;
  const char *inc[] = {"inc"};
  o.include_dirs = inc;
  o.ninclude_dirs = 1;
  o.read_file = vfs;
  hlslc_result r;
  hlslc_compile(&o, "main.hlsl", src, sizeof src - 1, &r);
  check("compile: error status", r.status == 1);
  check("compile: two entries", r.ndiags == 2);
  check("compile: as many as the text", r.ndiags == text_messages(r.diagnostics));
  if (r.ndiags == 2) {
    const hlslc_diagnostic *e = &r.diags[0], *w = &r.diags[1];
    check("error: severity", e->severity == HLSLC_SEVERITY_ERROR);
    check("error: code", e->code == 4001);
    check_str("error: file", e->file, "inc/inner.h");
    check("error: line/column", e->line == 1 && e->column == 20);
    check_str("error: message", e->message, "use of undeclared identifier 'undeclared_x'");
    check("error: no option", e->option == NULL);
    check("error: chain of 2", e->include_depth == 2);
    if (e->include_depth == 2) {
      check_str("chain[0] file (innermost)", e->include_chain[0].file, "inc/outer.h");
      check("chain[0] line", e->include_chain[0].line == 2);
      check_str("chain[1] file", e->include_chain[1].file, "main.hlsl");
      check("chain[1] line", e->include_chain[1].line == 2);
    }
    check("text shows the chain", strstr(r.diagnostics, "In file included from main.hlsl:2:\n"
                                                        "In file included from inc/outer.h:2:\n"
                                                        "inc/inner.h:1:20: error: ") != NULL);
    check("warning: severity", w->severity == HLSLC_SEVERITY_WARNING);
    check_str("warning: file", w->file, "main.hlsl");
    check("warning: place", w->line == 3 && w->column == 55 && w->code == 4501);
    check_str("warning: option", w->option, "-Wconversion");
    check_str("warning: message", w->message, "implicit truncation of vector type");
    check("warning: no chain", w->include_depth == 0 && !w->include_chain);
  }
  hlslc_result_free(&r);
  check("free clears diags", r.ndiags == 0 && !r.diags);

  /* -Werror=conversion: the level after the options, the option as shown */
  const char *werr[] = {"error=conversion"};
  o.warning_options = werr;
  o.nwarning_options = 1;
  o.include_dirs = NULL;
  o.ninclude_dirs = 0;
  static const char src2[] =
      "RWBuffer<float> O;\n[numthreads(1,1,1)] void main() { float3 v = 1; float x = v; O[0] = x; }\n";
  hlslc_compile(&o, "w.hlsl", src2, sizeof src2 - 1, &r);
  check("werror: one error", r.status == 1 && r.ndiags == 1 && r.diags[0].severity == HLSLC_SEVERITY_ERROR);
  if (r.ndiags == 1) check_str("werror: option", r.diags[0].option, "-Werror,-Wconversion");
  hlslc_result_free(&r);

  /* notes follow their message */
  static const char src3[] =
      "struct A { float f; };\nstruct B { float f; };\nfloat f1(B b) { return b.f; }\n"
      "RWBuffer<float> O;\n[numthreads(1,1,1)] void main() { A a = (A)0; O[0] = f1(a); }\n";
  memset(&o, 0, sizeof o);
  o.profile = "cs_6_0";
  hlslc_compile(&o, "n.hlsl", src3, sizeof src3 - 1, &r);
  check("note: after its error", r.ndiags == 2 && r.diags[0].severity == HLSLC_SEVERITY_ERROR &&
                                     r.diags[1].severity == HLSLC_SEVERITY_NOTE && r.diags[1].line == 3);
  check("note: as many as the text", r.ndiags == text_messages(r.diagnostics));
  hlslc_result_free(&r);

  /* a missing include: fatal; an unknown profile: no place */
  static const char src4[] = "#include \"nope.h\"\n";
  hlslc_compile(&o, "f.hlsl", src4, sizeof src4 - 1, &r);
  check("fatal", r.ndiags == 1 && r.diags[0].severity == HLSLC_SEVERITY_FATAL && r.diags[0].line == 1 &&
                     !strcmp(r.diags[0].message, "'nope.h' file not found"));
  hlslc_result_free(&r);
  o.profile = "xx_6_0";
  hlslc_compile(&o, "f.hlsl", src2, sizeof src2 - 1, &r);
  check("no place", r.status == 2 && r.ndiags == 1 && !r.diags[0].file && r.diags[0].line == 0 &&
                        r.diags[0].code == 1002);
  hlslc_result_free(&r);
  /* a clean compile has none */
  o.profile = "cs_6_0";
  static const char ok[] = "RWBuffer<float> O;\n[numthreads(1,1,1)] void main() { O[0] = 1; }\n";
  hlslc_compile(&o, "ok.hlsl", ok, sizeof ok - 1, &r);
  check("clean: none", r.status == 0 && r.ndiags == 0 && !r.diagnostics);
  hlslc_result_free(&r);
}

static void test_args(void) {
  /* a message about the arguments, then the compile's, then one about the outputs */
  const char *argv[] = {"hlslc", "-T", "cs_6_0", "-O2", "-Frs", "x.rs", "-Fo", "x.dxil", "w.hlsl"};
  static const char src2[] =
      "RWBuffer<float> O;\n[numthreads(1,1,1)] void main() { float3 v = 1; float x = v; O[0] = x; }\n";
  hlslc_result r;
  hlslc_compile_args(9, argv, src2, sizeof src2 - 1, NULL, &r);
  check("args: status", r.status == 0);
  check("args: three entries", r.ndiags == 3 && r.ndiags == text_messages(r.diagnostics));
  if (r.ndiags == 3) {
    check("args: option warning", r.diags[0].severity == HLSLC_SEVERITY_WARNING && !r.diags[0].file &&
                                      strstr(r.diags[0].message, "option '-O2' has no effect") == r.diags[0].message);
    check("args: compile warning", r.diags[1].severity == HLSLC_SEVERITY_WARNING &&
                                       r.diags[1].file && !strcmp(r.diags[1].file, "w.hlsl"));
    check("args: output warning", r.diags[2].severity == HLSLC_SEVERITY_WARNING && !r.diags[2].file &&
                                      !strcmp(r.diags[2].message,
                                              "-Frs: the shader has no root signature; 'x.rs' not written"));
  }
  hlslc_result_free(&r);
  const char *bad[] = {"hlslc", "-T", "cs_6_0", "-Qembed_debug", "w.hlsl"};
  hlslc_compile_args(5, bad, src2, sizeof src2 - 1, NULL, &r);
  check("args: refused option", r.status == 2 && r.ndiags == 1 && r.diags[0].severity == HLSLC_SEVERITY_ERROR &&
                                    strstr(r.diags[0].message, "-Qembed_debug"));
  hlslc_result_free(&r);
}

int main(void) {
  test_compile();
  test_args();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
