/* pp_basic.c - unit tests for the HLSL lexer and preprocessor (pp_run,
 * pp_dump, srcmgr_line_text). Sources come from an in-memory file table
 * through PpOptions.read_file, except for the case-insensitive include test
 * which needs a real directory. */
#include "hlsl/lex.h"
#include "hlsl/token.h"
#include "test_util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct VFile {
  const char *path;
  const char *text;
} VFile;

static const char *vfs_read(void *user, const char *path, size_t *len) {
  for (const VFile *f = user; f && f->path; f++)
    if (strcmp(f->path, path) == 0) {
      *len = strlen(f->text);
      return f->text;
    }
  return NULL;
}

/* One preprocessor run and its results. */
typedef struct Run {
  Arena a;
  SourceManager sm;
  Diag d;
  StrBuf msgs;
  TokenList toks;
  StrBuf text; /* tokens joined by single spaces */
  bool ok;
} Run;

typedef struct Cfg {
  const VFile *files;
  const char **defs;
  uint32_t ndefs;
  const char **incs;
  uint32_t nincs;
} Cfg;

static void tok_text(StrBuf *sb, const Token *t) {
  if (t->kind == TK_STRING) {
    sb_putc(sb, '"');
    sb_putn(sb, t->text, t->len);
    sb_putc(sb, '"');
  } else {
    sb_putn(sb, t->text, t->len);
  }
}

static void run_cfg(Run *r, const char *src, const Cfg *c) {
  memset(r, 0, sizeof *r);
  arena_init(&r->a, NULL);
  r->sm.arena = &r->a;
  r->d.out = &r->msgs;
  r->d.line_text = srcmgr_line_text;
  r->d.line_user = &r->sm;
  PpOptions o = {0};
  if (c) {
    o.defines = c->defs;
    o.ndefines = c->ndefs;
    o.include_dirs = c->incs;
    o.ninclude_dirs = c->nincs;
    o.read_file = vfs_read;
    o.read_user = (void *)c->files;
  }
  r->ok = pp_run(&r->a, &r->d, &r->sm, &o, "main.hlsl", src, strlen(src), &r->toks);
  for (uint32_t i = 0; i < r->toks.len && r->toks.data[i].kind != TK_EOF; i++) {
    if (i) sb_putc(&r->text, ' ');
    tok_text(&r->text, &r->toks.data[i]);
  }
  if (!r->text.data) sb_puts(&r->text, "");
  if (!r->msgs.data) sb_puts(&r->msgs, "");
}

static void run(Run *r, const char *src) { run_cfg(r, src, NULL); }

static void run_free(Run *r) {
  sb_free(&r->msgs);
  sb_free(&r->text);
  arena_free(&r->a);
}

/* Expansion of src must be exactly `want` (tokens joined by spaces), with
 * no diagnostics. */
static void expect_cfg(const char *src, const Cfg *c, const char *want, int line) {
  Run r;
  run_cfg(&r, src, c);
  bool good = r.ok && r.d.errors == 0 && r.d.warnings == 0 && strcmp(r.text.data, want) == 0;
  CHECK_MSG(good, "(line %d) got [%s] want [%s] ok=%d diags:\n%s", line, r.text.data, want, r.ok, r.msgs.data);
  run_free(&r);
}
#define EXPECT(src, want) expect_cfg((src), NULL, (want), __LINE__)
#define EXPECT_CFG(src, cfg, want) expect_cfg((src), (cfg), (want), __LINE__)

/* Removes whitespace, for comparing with the C standard's examples. */
static char *squash(const char *s) {
  char *o = malloc(strlen(s) + 1), *p = o;
  for (; *s; s++)
    if (*s != ' ' && *s != '\n' && *s != '\t') *p++ = *s;
  *p = 0;
  return o;
}

/* pp_dump output (without #line markers) must equal `want` ignoring
 * whitespace. */
static void expect_dump(const char *src, const char *want, int line) {
  Arena a;
  arena_init(&a, NULL);
  SourceManager sm = {0};
  sm.arena = &a;
  StrBuf msgs = {0}, out = {0};
  Diag d = {0};
  d.out = &msgs;
  PpOptions o = {0};
  bool ok = pp_dump(&a, &d, &sm, &o, "main.hlsl", src, strlen(src), &out);
  StrBuf body = {0};
  const char *p = out.data ? out.data : "";
  while (*p) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    if (strncmp(p, "#line", 5) != 0) { sb_putn(&body, p, n); sb_putc(&body, '\n'); }
    p += n + (e ? 1 : 0);
  }
  char *g = squash(body.data ? body.data : ""), *w = squash(want);
  CHECK_MSG(ok && strcmp(g, w) == 0, "(line %d) dump got:\n%s\nwant:\n%s\n%s", line, body.data, want,
            msgs.data ? msgs.data : "");
  free(g);
  free(w);
  sb_free(&body);
  sb_free(&out);
  sb_free(&msgs);
  arena_free(&a);
}
#define EXPECT_DUMP(src, want) expect_dump((src), (want), __LINE__)

/* src must produce an error whose text contains `msg` (and, when `code` is
 * non-NULL, the code tag like "[HL2003]"). */
static void expect_error_cfg(const char *src, const Cfg *c, const char *msg, const char *code, int line) {
  Run r;
  run_cfg(&r, src, c);
  bool good = !r.ok && r.d.errors > 0 && strstr(r.msgs.data, msg) && (!code || strstr(r.msgs.data, code));
  CHECK_MSG(good, "(line %d) expected error '%s' %s; ok=%d diags:\n%s", line, msg, code ? code : "", r.ok,
            r.msgs.data);
  run_free(&r);
}
#define EXPECT_ERROR(src, msg, code) expect_error_cfg((src), NULL, (msg), (code), __LINE__)

static void expect_if(const char *expr, bool want, int line) {
  char src[512];
  snprintf(src, sizeof src, "#if %s\nyes\n#else\nno\n#endif\n", expr);
  expect_cfg(src, NULL, want ? "yes" : "no", line);
}
#define EXPECT_IF(expr, want) expect_if((expr), (want), __LINE__)

/* ---- tests ------------------------------------------------------------- */

static void test_object_function_macros(void) {
  EXPECT("#define A 1\nA", "1");
  EXPECT("#define F(x, y) x + y\nF(1, 2)", "1 + 2");
  EXPECT("#define A B\n#define B C\n#define C 3\nA", "3");
  EXPECT("#define E\na E b", "a b");
  EXPECT("#define F(x) [x]\nF() F( ) F((a,b))", "[ ] [ ] [ ( a , b ) ]");
  EXPECT("#define G() 1\nG() G ( )", "1 1");
  EXPECT("#define F(x) x\nF + F(2)", "F + 2");
  EXPECT("#define F(x) x\nF\n(\n1\n)", "1");
  EXPECT("#define F(x) <x>\n#define G F(\nG 1)", "< 1 >");
  EXPECT("#define A 1\n#undef A\nA", "A");
  EXPECT("#define GROUP_SIZE 64\n[numthreads(GROUP_SIZE, 1, 1)]", "[ numthreads ( 64 , 1 , 1 ) ]");
  /* object-like macro whose body starts with '(' is not function-like */
  EXPECT("#define P (x)\nP", "( x )");
  /* identical redefinition is fine */
  EXPECT("#define A 1 + 2\n#define A 1   +   2\nA", "1 + 2");
  /* a directive inside macro arguments (clang accepts it) */
  EXPECT("#define F(x) x\nF(1\n#ifdef F\n2\n#endif\n)", "1 2");
}

static void test_recursion(void) {
  EXPECT("#define foo foo\nfoo", "foo");
  EXPECT("#define A A B\n#define B A\nA", "A A");
  EXPECT("#define x (4 + y)\n#define y (2 * x)\nx y",
         "( 4 + ( 2 * x ) ) ( 2 * ( 4 + y ) )");
  EXPECT("#define f(x) f(x)\nf(f(1))", "f ( f ( 1 ) )");
  EXPECT("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)", "2 * 9 * g");
  EXPECT("#define LPAREN (\n#define F(x) x\n#define G F LPAREN 1 )\nG", "F ( 1 )");
  /* argument pre-expansion happens before substitution */
  EXPECT("#define A 1\n#define S(x) #x\n#define XS(x) S(x)\nS(A) + XS(A)", "\"A\" + \"1\"");
  EXPECT("#define AB 7\n#define CAT(a,b) a##b\nCAT(A,B)", "7");
  EXPECT("#define CAT(a,b) a##b\n#define XCAT(a,b) CAT(a,b)\n#define N 3\nXCAT(x, N) CAT(x, N)", "x3 xN");
}

static void test_c_standard_examples(void) {
  /* C99 6.10.3.5 EXAMPLE 3 */
  EXPECT_DUMP("#define x 3\n#define f(a) f(x * (a))\n#undef x\n#define x 2\n#define g f\n"
              "#define z z[0]\n#define h g(~\n#define m(a) a(w)\n#define w 0,1\n#define t(a) a\n"
              "#define p() int\n#define q(x) x\n#define r(x,y) x ## y\n#define str(x) # x\n"
              "f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);\n"
              "g(x+(3,4)-w) | h 5) & m\n(f)^m(m);\n"
              "p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };\n"
              "char c[2][6] = { str(hello), str() };\n",
              "f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);\n"
              "f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);\n"
              "int i[] = { 1, 23, 4, 5, };\n"
              "char c[2][6] = { \"hello\", \"\" };\n");
  /* EXAMPLE 4 */
  EXPECT_DUMP("#define str(s) # s\n#define xstr(s) str(s)\n"
              "#define debug(s, t) printf(\"x\" # s \"= %d, x\" # t \"= %s\", \\\n x ## s, x ## t)\n"
              "#define INCFILE(n) vers ## n\n#define glue(a, b) a ## b\n#define xglue(a, b) glue(a, b)\n"
              "#define HIGHLOW \"hello\"\n#define LOW LOW \", world\"\n"
              "debug(1, 2);\n"
              "fputs(str(strncmp(\"abc\\0d\", \"abc\", '\\4') // this goes away\n == 0) str(: @\\n), s);\n"
              "xstr(INCFILE(2).h)\nglue(HIGH, LOW);\nxglue(HIGH, LOW)\n",
              "printf(\"x\" \"1\" \"= %d, x\" \"2\" \"= %s\", x1, x2);\n"
              "fputs(\"strncmp(\\\"abc\\\\0d\\\", \\\"abc\\\", '\\\\4') == 0\" \": @\\n\", s);\n"
              "\"vers2.h\"\n\"hello\";\n\"hello\" \", world\"\n");
  /* EXAMPLE 5: placemarkers */
  EXPECT_DUMP("#define t(x,y,z) x ## y ## z\n"
              "int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),\n t(10,,), t(,11,), t(,,12), t(,,) };\n",
              "int j[] = { 123, 45, 67, 89,\n 10, 11, 12, };\n");
  /* EXAMPLE 7: variadic */
  EXPECT_DUMP("#define debug(...) fprintf(stderr, __VA_ARGS__)\n"
              "#define showlist(...) puts(#__VA_ARGS__)\n"
              "#define report(test, ...) ((test)?puts(#test): printf(__VA_ARGS__))\n"
              "debug(\"Flag\");\ndebug(\"X = %d\\n\", x);\n"
              "showlist(The first, second, and third items.);\n"
              "report(x>y, \"x is %d but y is %d\", x, y);\n",
              "fprintf(stderr, \"Flag\" );\nfprintf(stderr, \"X = %d\\n\", x );\n"
              "puts( \"The first, second, and third items.\" );\n"
              "((x>y)?puts(\"x>y\"): printf(\"x is %d but y is %d\", x, y));\n");
}

static void test_stringize_paste_variadic(void) {
  EXPECT("#define S(x) #x\nS(  a   +  b  )", "\"a + b\"");
  EXPECT("#define S(x) #x\nS(a\n b)", "\"a b\"");
  EXPECT("#define E(fmt, ...) f(fmt, ## __VA_ARGS__)\nE(a) E(a,b) E(a,)", "f ( a ) f ( a , b ) f ( a )");
  EXPECT("#define V(x, ...) x __VA_ARGS__\nV(1) V(1,2,3)", "1 1 2 , 3");
  EXPECT("#define N(args...) g(args)\nN(1,2)", "g ( 1 , 2 )");
  EXPECT("#define C(a,b) a##b\nC(x,) C(,y) C(,) C(<,<=) C(1,.5f)", "x y <<= 1.5f");
  EXPECT("#define H(a) a ## __LINE__\nH(x)", "x__LINE__");
  EXPECT("#define AB ok\n#define C a ## B\n#define a A\nC", "aB");
  EXPECT("#define F(x) x ## x ## x\nF(ab)", "ababab");
  EXPECT("#define S(x) #x\nS(\"a\\n\" 'b')", "\"\"a\\n\" 'b'\"");
}

static void test_defines_option(void) {
  const char *defs[] = {"FOO", "BAR=2", "FFX_PREFER_WAVE64=[WaveSize(64)]", "F(x)=x*2", "EMPTY="};
  Cfg c = {0};
  c.defs = defs;
  c.ndefs = 5;
  EXPECT_CFG("FOO BAR FFX_PREFER_WAVE64 F(3) EMPTY.", &c, "1 2 [ WaveSize ( 64 ) ] 3 * 2 .");
  /* -D then #define of the same value: no warning; different value: warning */
  EXPECT_CFG("#define BAR 2\nBAR", &c, "2");
  Run r;
  run_cfg(&r, "#define BAR 3\nBAR", &c);
  CHECK_MSG(r.ok && r.d.warnings == 1 && strstr(r.msgs.data, "'BAR' macro redefined [HL2011]") &&
                strcmp(r.text.data, "3") == 0,
            "redefinition warning: %s / %s", r.msgs.data, r.text.data);
  run_free(&r);
  const char *bad[] = {"3X=1"};
  Cfg cb = {0};
  cb.defs = bad;
  cb.ndefs = 1;
  expect_error_cfg("x", &cb, "macro name must be an identifier", "[HL2025]", __LINE__);
}

static void test_builtins_and_line(void) {
  EXPECT("a\n__LINE__ __COUNTER__ __COUNTER__", "a 2 0 1");
  EXPECT("__FILE__", "\"main.hlsl\"");
  EXPECT("#define L __LINE__\nx\nL", "x 3");
  EXPECT("#line 100 \"foo.h\"\n__LINE__ __FILE__\n__LINE__", "100 \"foo.h\" 101");
  EXPECT("#line 7\n__LINE__ __FILE__", "7 \"main.hlsl\"");
  Run r;
  run(&r, "#line 50 \"x.hlsl\"\n\nfoo");
  CHECK_MSG(r.toks.len == 2 && r.toks.data[0].loc.line == 51 && strcmp(r.toks.data[0].loc.file, "x.hlsl") == 0,
            "#line location: %u %s", r.toks.len ? r.toks.data[0].loc.line : 0,
            r.toks.len ? r.toks.data[0].loc.file : "");
  run_free(&r);
  EXPECT_ERROR("#line x\n", "#line directive requires a simple digit sequence", "[HL2020]");
}

static const VFile k_files[] = {
    {"a.h", "int a;\n"},
    {"guard.h", "// comment first\n#ifndef GUARD_H\n#define GUARD_H\nint g;\n#endif\n"},
    {"guard2.h", "#if !defined(G2)\n#define G2\nint g2;\n#endif // G2\n"},
    {"notguard.h", "#ifndef NG\n#define NG\nint ng;\n#endif\nint after;\n"},
    {"once.h", "#pragma once\nint once;\n"},
    {"sub/b.h", "#include \"c.h\"\n#include \"d.h\"\nint b;\n"},
    {"sub/c.h", "int c;\n"},
    {"d.h", "int d;\n"},
    {"inc/x.h", "int x;\n"},
    {"inc/sub2/y.h", "#include \"../x.h\"\nint y;\n"},
    {"self.h", "#include \"self.h\"\n"},
    {"err.h", "int e;\n#error boom\n"},
    {"unterminated.h", "#if 1\nint u;\n"},
    {"callspan.h", "F(1\n"},
    {"hlsl.h", "float4x4 m;\r\nfloat f = 1.0.xxx;\r\n"},
    {"x1.h", "#include \"x2.h\"\n#include \"x2.h\"\n"},
    {"x2.h", "#include \"x1.h\"\n#include \"x1.h\"\nint z;\n"},
    {NULL, NULL}};

static void test_includes(void) {
  const char *incs[] = {"inc"};
  Cfg c = {0};
  c.files = k_files;
  c.incs = incs;
  c.nincs = 1;
  EXPECT_CFG("#include \"a.h\"\nx", &c, "int a ; x");
  EXPECT_CFG("#include \"guard.h\"\n#include \"guard.h\"\n#include \"guard2.h\"\n#include \"guard2.h\"", &c,
             "int g ; int g2 ;");
  /* guard optimisation must not skip a file whose guard was #undef'd */
  EXPECT_CFG("#include \"guard.h\"\n#undef GUARD_H\n#include \"guard.h\"", &c, "int g ; int g ;");
  EXPECT_CFG("#include \"notguard.h\"\n#include \"notguard.h\"", &c, "int ng ; int after ; int after ;");
  EXPECT_CFG("#include \"once.h\"\n#include \"once.h\"\n#include \"./sub/../once.h\"", &c, "int once ;");
  /* includer's directory first, then the including files' (MSVC/DXC) */
  EXPECT_CFG("#include \"sub/b.h\"", &c, "int c ; int d ; int b ;");
  EXPECT_CFG("#include <x.h>\n#include \"sub2/y.h\"", &c, "int x ; int x ; int y ;");
  EXPECT_CFG("#define HDR \"a.h\"\n#include HDR\n#define ANG <x.h>\n#include ANG", &c, "int a ; int x ;");
  EXPECT_CFG("#include \"sub\\b.h\"", &c, "int c ; int d ; int b ;");
  EXPECT_CFG("#if __has_include(\"a.h\") && !__has_include(\"nope.h\") && __has_include(<x.h>)\nyes\n#endif", &c,
             "yes");
  expect_error_cfg("#include \"nope.h\"\nint z;", &c, "'nope.h' file not found", "[HL2003]", __LINE__);
  expect_error_cfg("#include <a.h>\n", &c, "'a.h' file not found", NULL, __LINE__);
  expect_error_cfg("#include \"self.h\"\n", &c, "#include nested too deeply", "[HL2014]", __LINE__);
  /* unguarded mutual inclusion is exponential: must stop, not hang */
  clock_t t0 = clock();
  expect_error_cfg("#include \"x1.h\"\n", &c, "nested too deeply", "[HL2014]", __LINE__);
  CHECK_MSG((double)(clock() - t0) / CLOCKS_PER_SEC < 10.0, "include bomb took too long");
  expect_error_cfg("#include\n", &c, "expected \"FILENAME\" or <FILENAME>", NULL, __LINE__);
  expect_error_cfg("#include \"unterminated.h\"\n", &c, "unterminated conditional directive", "[HL2001]",
                   __LINE__);
  expect_error_cfg("#define F(x) x\n#include \"callspan.h\"\n)\n", &c, "unterminated function-like macro invocation",
                   "[HL2008]", __LINE__);
  /* errors in an included file carry its name and show its source line */
  Run r;
  run_cfg(&r, "#include \"err.h\"\nint after;", &c);
  CHECK_MSG(!r.ok && r.d.errors == 1 && strstr(r.msgs.data, "err.h:2:1: error: boom [HL2009]") &&
                strstr(r.msgs.data, "#error boom\n^") && strcmp(r.text.data, "int e ; int after ;") == 0,
            "error in include: %s / %s", r.msgs.data, r.text.data);
  run_free(&r);
  /* a CRLF include and HLSL literal swizzles */
  run_cfg(&r, "#include \"hlsl.h\"", &c);
  CHECK_MSG(r.ok && strcmp(r.text.data, "float4x4 m ; float f = 1.0 . xxx ;") == 0 && r.toks.data[3].loc.line == 2,
            "crlf include: %s", r.text.data);
  run_free(&r);
}

/* Helpers for the on-disk test. */
static bool mkdir_p_ok(const char *p) { return mkdir(p, 0700) == 0; }
static bool write_file(const char *p, const char *text) {
  FILE *f = fopen(p, "wb");
  if (!f) return false;
  fputs(text, f);
  return fclose(f) == 0;
}

static void test_include_nocase_disk(void) {
  char dir[] = "/tmp/pp_basic_XXXXXX";
  if (!mkdtemp(dir)) { CHECK_MSG(0, "mkdtemp failed"); return; }
      char p1[256], p2[256], sub[256];
  snprintf(sub, sizeof sub, "%s/Shaders", dir);
  snprintf(p1, sizeof p1, "%s/Shaders/RayTracingHlslCompat.h", dir);
  snprintf(p2, sizeof p2, "%s/main.hlsl", dir);
  bool made = mkdir_p_ok(sub) && write_file(p1, "int compat;\n") &&
              write_file(p2, "#include \"shaders/RaytracingHlslCompat.h\"\nint m;\n");
  CHECK_MSG(made, "could not create test files");
  if (made) {
    Arena a;
    arena_init(&a, NULL);
    SourceManager sm = {0};
    sm.arena = &a;
    StrBuf msgs = {0};
    Diag d = {0};
    d.out = &msgs;
    PpOptions o = {0};
    TokenList toks = {0};
    bool ok = pp_run(&a, &d, &sm, &o, p2, NULL, 0, &toks);
    CHECK_MSG(ok && toks.len == 7 && strcmp(toks.data[1].text, "compat") == 0, "nocase include: %s",
              msgs.data ? msgs.data : "");
    sb_free(&msgs);
    arena_free(&a);
  }
  unlink(p1);
  unlink(p2);
  rmdir(sub);
  rmdir(dir);
}

static void test_if_expressions(void) {
  EXPECT_IF("1 + 2 * 3 == 7", true);
  EXPECT_IF("(1 + 2) * 3 == 7", false);
  EXPECT_IF("2 || 1/0", true);
  EXPECT_IF("0 && 1/0", false);
  EXPECT_IF("1 ? 2 : 1/0", true);
  EXPECT_IF("-1 < 0u", false);
  EXPECT_IF("-1 < 0", true);
  EXPECT_IF("0x10 == 16 && 010 == 8 && 0b101 == 5", true);
  EXPECT_IF("'A' == 65 && '\\n' == 10 && '\\377' < 0", true);
  EXPECT_IF("~0 == -1", true);
  EXPECT_IF("UNDEFINED == 0 && !UNDEFINED", true);
  EXPECT_IF("true && !false", true);
  EXPECT_IF("(1 << 63) < 0", true);
  EXPECT_IF("18446744073709551615 == -1", true);
  EXPECT_IF("10 / 3 == 3 && -7 / 2 == -3 && -7 % 2 == -1", true);
  EXPECT_IF("0xFFFFFFFFFFFFFFFF / 2 == 0x7FFFFFFFFFFFFFFF", true);
  EXPECT_IF("-1 >> 1 == -1 && 1u << 3 == 8", true);
  EXPECT_IF("(2, 3) == 3", true);
  EXPECT_IF("1 < 2 == 1 && 5 & 3 ^ 1 | 8", true);
  EXPECT_IF("0 ? 1 : 0 ? 2 : 3", true);
  EXPECT_IF("defined X || defined(Y)", false);
  EXPECT("#define X\n#if defined X && defined(X) && !defined Y\nyes\n#endif", "yes");
  EXPECT("#define M(x) (x*2)\n#if M(3) == 6 && M(M(1)) == 4\nyes\n#endif", "yes");
  EXPECT("#define V 3\n#if V > 2\na\n#elif V > 1\nb\n#else\nc\n#endif", "a");
  EXPECT("#define V 2\n#if V > 2\na\n#elif V > 1\nb\n#else\nc\n#endif", "b");
  EXPECT("#define V 1\n#if V > 2\na\n#elif V > 1\nb\n#else\nc\n#endif", "c");
  EXPECT_ERROR("#ifdef NOPE\na\n#elif 1/0\nb\n#else\nc\n#endif", "division by zero", "[HL2013]");
  EXPECT("#if 1\na\n#elif 1/0\nb\n#endif", "a");
  /* skipped groups may hold anything */
  EXPECT("#if 0\n#bogus\ndon't \"x\n#if garbage (\n#else\n#endif\n@ $\n#elif 1\nok\n#endif", "ok");
  EXPECT("#ifndef A\n#define A 5\n#endif\n#ifdef A\nA\n#endif", "5");
  EXPECT_ERROR("#if 1/0\n#endif\n", "division by zero in preprocessor expression", "[HL2013]");
  EXPECT_ERROR("#if 1 % 0\n#endif\n", "remainder by zero", "[HL2013]");
  EXPECT_ERROR("#if\n#endif\n", "#if with no expression", "[HL2012]");
  EXPECT_ERROR("#if (1\n#endif\n", "expected ')'", "[HL2012]");
  EXPECT_ERROR("#if 1 2\n#endif\n", "token is not a valid binary operator", "[HL2012]");
  EXPECT_ERROR("#if 1.0\n#endif\n", "floating point literal", "[HL2012]");
  EXPECT_ERROR("#if defined(\n#endif\n", "macro name missing", NULL);
  EXPECT_ERROR("#if FN(1)\n#endif\n", "function-like macro 'FN' is not defined", NULL);
  EXPECT_ERROR("#ifdef\n#endif\n", "macro name missing", "[HL2025]");
  /* absurd nesting is an error, not a stack overflow */
  StrBuf deep = {0};
  sb_puts(&deep, "#if ");
  for (int i = 0; i < 100000; i++) sb_puts(&deep, "(-");
  sb_puts(&deep, "1\n#endif\n");
  EXPECT_ERROR(deep.data, "preprocessor expression nested too deeply", "[HL2012]");
  sb_free(&deep);
}

static void test_directive_errors(void) {
  EXPECT_ERROR("#if 1\nx\n", "unterminated conditional directive", "[HL2001]");
  EXPECT_ERROR("#endif\n", "#endif without #if", "[HL2002]");
  EXPECT_ERROR("#else\n", "#else without #if", "[HL2002]");
  EXPECT_ERROR("#if 1\n#else\n#else\n#endif\n", "#else after #else", "[HL2021]");
  EXPECT_ERROR("#foo\n", "invalid preprocessing directive", "[HL2004]");
  EXPECT_ERROR("#include_next <a.h>\n", "invalid preprocessing directive", "[HL2004]");
  EXPECT_ERROR("#error stop here\n", "error: stop here [HL2009]", NULL);
  EXPECT_ERROR("#define F(x) x\nF(1, 2)", "too many arguments provided to function-like macro invocation",
               "[HL2007]");
  EXPECT_ERROR("#define F(x, y) x\nF(1)", "too few arguments", "[HL2007]");
  EXPECT_ERROR("#define G() 1\nG(1)", "too many arguments", "[HL2007]");
  EXPECT_ERROR("#define F(x) x\nF(1", "unterminated function-like macro invocation", "[HL2008]");
  EXPECT_ERROR("#define C(a,b) a##b\nC(+,-)", "pasting formed '+-', an invalid preprocessing token", "[HL2016]");
  EXPECT_ERROR("#define\n", "macro name missing", "[HL2025]");
  EXPECT_ERROR("#define 3 x\n", "macro name must be an identifier", "[HL2025]");
  EXPECT_ERROR("#define defined 1\n", "'defined' cannot be used as a macro name", NULL);
  EXPECT_ERROR("#define F(x, x) x\n", "duplicate macro parameter name 'x'", "[HL2015]");
  EXPECT_ERROR("#define F(x x\n", "expected comma in macro parameter list", "[HL2015]");
  EXPECT_ERROR("#define F(x) #y\n", "'#' is not followed by a macro parameter", "[HL2015]");
  EXPECT_ERROR("#define F ## x\n", "'##' cannot appear at either end of a macro expansion", "[HL2015]");
  EXPECT_ERROR("#undef\n", "macro name missing", "[HL2025]");
  EXPECT_ERROR("int s = \"abc;\n", "missing terminating \" character", "[HL2005]");
  EXPECT_ERROR("char c = 'a;\n", "missing terminating ' character", "[HL2005]");
  EXPECT_ERROR("a /* never closed\n", "unterminated /* comment", "[HL2006]");
  EXPECT_ERROR("a @ b", "invalid character '@'", "[HL2019]");
  EXPECT_ERROR("int x = 09;", "invalid digit '9' in octal constant", "[HL2017]");
  EXPECT_ERROR("int x = 1.0q;", "invalid suffix 'q' on floating constant", "[HL2017]");
  EXPECT_ERROR("int x = 12abc;", "invalid suffix 'abc' on integer constant", "[HL2017]");
  EXPECT_ERROR("int x = 1uu;", "invalid suffix 'uu'", "[HL2017]");
  EXPECT_ERROR("int x = 99999999999999999999;", "integer literal is too large", "[HL2018]");
  EXPECT_ERROR("char c = '';", "empty character constant", "[HL2027]");
  /* exponential macro growth stops with an error instead of running away */
  StrBuf bomb = {0};
  for (int i = 0; i < 40; i++) sb_printf(&bomb, "#define B%d B%d B%d\n", i, i + 1, i + 1);
  sb_puts(&bomb, "B0\n");
  EXPECT_ERROR(bomb.data, "macro expansion produces too many tokens", "[HL2023]");
  bomb.len = 0;
  for (int i = 0; i < 40; i++) sb_printf(&bomb, "#define F%d(x) F%d(x) F%d(x##x)\n", i, i + 1, i + 1);
  sb_puts(&bomb, "F0(a)\n");
  EXPECT_ERROR(bomb.data, "macro expansion produces too many tokens", "[HL2023]");
  sb_free(&bomb);
  /* processing continues after an error */
  Run r;
  run(&r, "#error one\nint a;\n#define F(x) x\nF(1,2)\nint b;\n#if 1/0\n#endif\nint c;");
  CHECK_MSG(!r.ok && r.d.errors == 3 && strcmp(r.text.data, "int a ; int b ; int c ;") == 0,
            "continue after errors: %d [%s]\n%s", r.d.errors, r.text.data, r.msgs.data);
  run_free(&r);
  /* #warning is a warning only */
  run(&r, "#warning careful\nx");
  CHECK_MSG(r.ok && r.d.warnings == 1 && r.d.errors == 0 && strstr(r.msgs.data, "warning: careful [HL2010]"),
            "#warning: %s", r.msgs.data);
  run_free(&r);
}

static void test_pragmas(void) {
  EXPECT("#pragma pack_matrix(row_major)\nfloat4x4 m;",
         "__pragma_pack_matrix ( row_major ) float4x4 m ;");
  EXPECT("#define row_major column_major\n#pragma pack_matrix( column_major )\nx",
         "__pragma_pack_matrix ( column_major ) x");
  EXPECT("#pragma foo bar\n#pragma warning(disable: 1234)\n"
         "#pragma dxc diagnostic push\n#pragma\nx",
         "x");
  /* #pragma message: its text as a warning (clang's -W#pragma-messages) */
  Run r;
  run(&r, "#pragma message(\"hi \" \"there\")\nx");
  CHECK_MSG(r.ok && r.d.warnings == 1 && r.d.errors == 0 && strstr(r.msgs.data, "3:9") == NULL &&
                strstr(r.msgs.data, "warning: hi there [HL2028]"),
            "#pragma message: %s", r.msgs.data);
  run_free(&r);
}

static void test_lexer_tokens(void) {
  Run r;
  run(&r, "1 0x1F 017 1u 1UL 1ull 1ll 1.0 1. .5 1e3 1.0f 1.0h 1.0L 2.5e-3f 0x1p3 1.#INF 0 0b11 1.5f16 2.0f64");
  const Token *t = r.toks.data;
  CHECK_MSG(r.ok && r.toks.len == 22, "numbers: %u tokens\n%s", r.toks.len, r.msgs.data);
  if (r.toks.len == 22) {
    CHECK_MSG(t[0].kind == TK_INT && tok_ival(&t[0]) == 1 && t[0].int_suffix == 0, "1");
    CHECK_MSG(t[1].kind == TK_INT && tok_ival(&t[1]) == 31, "0x1F");
    CHECK_MSG(t[2].kind == TK_INT && tok_ival(&t[2]) == 15, "017");
    CHECK_MSG(t[3].kind == TK_INT && t[3].int_suffix == TK_SUF_U, "1u");
    CHECK_MSG(t[4].int_suffix == (TK_SUF_U | TK_SUF_L), "1UL");
    CHECK_MSG(t[5].int_suffix == (TK_SUF_U | TK_SUF_LL), "1ull");
    CHECK_MSG(t[6].int_suffix == TK_SUF_LL, "1ll");
    CHECK_MSG(t[7].kind == TK_FLOAT && tok_fval(&t[7]) == 1.0 && t[7].float_suffix == TK_FSUF_NONE, "1.0");
    CHECK_MSG(t[8].kind == TK_FLOAT && tok_fval(&t[8]) == 1.0, "1.");
    CHECK_MSG(t[9].kind == TK_FLOAT && tok_fval(&t[9]) == 0.5, ".5");
    CHECK_MSG(t[10].kind == TK_FLOAT && tok_fval(&t[10]) == 1000.0, "1e3");
    CHECK_MSG(t[11].float_suffix == TK_FSUF_F, "1.0f");
    CHECK_MSG(t[12].float_suffix == TK_FSUF_H, "1.0h");
    CHECK_MSG(t[13].float_suffix == TK_FSUF_L, "1.0L");
    CHECK_MSG(t[14].kind == TK_FLOAT && fabs(tok_fval(&t[14]) - 0.0025) < 1e-12 && t[14].float_suffix == TK_FSUF_F,
              "2.5e-3f");
    CHECK_MSG(t[15].kind == TK_FLOAT && tok_fval(&t[15]) == 8.0, "0x1p3");
    CHECK_MSG(t[16].kind == TK_FLOAT && isinf(tok_fval(&t[16])), "1.#INF");
    CHECK_MSG(t[17].kind == TK_INT && tok_ival(&t[17]) == 0, "0");
    CHECK_MSG(t[18].kind == TK_INT && tok_ival(&t[18]) == 3, "0b11");
    CHECK_MSG(t[19].float_suffix == TK_FSUF_H && t[20].float_suffix == TK_FSUF_L, "f16/f64");
    CHECK_MSG(t[21].kind == TK_EOF, "eof");
  }
  run_free(&r);
  /* HLSL: a '.' followed by x or r after a number starts a swizzle */
  EXPECT("1.xxx 1.0.rgb 2.0f.x 1.5", "1 . xxx 1.0 . rgb 2.0f . x 1.5");
  EXPECT("a::b c->d e<<=f g...h i##j", "a :: b c -> d e <<= f g ... h i ## j");
  EXPECT("x+++++y a&&=b", "x ++ ++ + y a && = b");
  /* strings and characters */
  run(&r, "\"a\\n\\\"b\" 'c' '\\n' '\\x41' \"ab\" \"cd\"");
  t = r.toks.data;
  CHECK_MSG(r.ok && r.toks.len == 6, "strings: %u", r.toks.len);
  if (r.toks.len == 6) {
    CHECK_MSG(t[0].kind == TK_STRING && t[0].len == 4 && memcmp(t[0].text, "a\n\"b", 4) == 0, "decoded string");
    CHECK_MSG(t[1].kind == TK_CHAR && tok_ival(&t[1]) == 'c', "char");
    CHECK_MSG(tok_ival(&t[2]) == '\n' && tok_ival(&t[3]) == 'A', "char escapes");
    CHECK_MSG(t[4].kind == TK_STRING && strcmp(t[4].text, "abcd") == 0, "adjacent strings concatenate");
  }
  run_free(&r);
  /* comments, splices, CRLF, BOM */
  EXPECT("a /* x \n y */ b // c \\\n still comment\nd", "a b d");
  EXPECT("#define X 1 + \\\n 2\nX AB\\\nC", "1 + 2 ABC");
  EXPECT("#define X 1 + \\\r\n 2\r\nX\r\n", "1 + 2");
  EXPECT("\xEF\xBB\xBFint a;", "int a ;");
  EXPECT("", "");
  EXPECT("#define A 1", "");
  /* line comments end at the first newline that is not spliced: backslash-CR-LF
   * splices too, a backslash before other text does not, two backslashes
   * still splice (the second one does), a comment may end the file */
  EXPECT("a // c \\\r\n still\r\nb", "a b");
  EXPECT("a // c \\ x\nb", "a b");
  EXPECT("a // c \\\\\nstill\nb", "a b");
  EXPECT("a // c \\\n\\\nstill\nb", "a b");
  EXPECT("a // c\r\nb", "a b");
  EXPECT("a //", "a");
  EXPECT("a // c \\", "a");
  /* identifiers spliced anywhere, even twice in a row */
  EXPECT("ab\\\n\\\ncd e", "abcd e");
  EXPECT("ab\\\r\ncd", "abcd");
  /* punctuators: the longest match, with or without splices between */
  EXPECT("a<<=b>>=c...d->e::f##g", "a <<= b >>= c ... d -> e :: f ## g");
  EXPECT("a<\\\n<=b+\\\n+", "a <<= b ++");
  EXPECT("a<b>c-d+e.f:g#h", "a < b > c - d + e . f : g # h");
}

/* Decimal floating literals are read without strtod when that is exact
 * (<= 15 significant digits, a power of ten of at most 22): every value must
 * equal strtod's, on both sides of those limits (leading zeros, a trailing
 * '.', exponents, 15/16/19 digits, zero, powers near 1e+-22 and beyond). */
static void test_float_literals_exact(void) {
  static const char *const fixed[] = {
      "0.5", "1.0", "0.05", "1.", ".5", "00.00", "0.0", "7e0", "123.456e-3", "1e22", "1e23", "1e-22",
      "1e-23", "9.99999999999999e22", "999999999999999.", "9999999999999999.", "0.525731112119133606",
      "3.14159265358979", "3.141592653589793", "2.5E+10", "0.000000000000000000000001", "1e+0022",
      "123456789012345e7", "0.1", "0.2", "0.3", "1e-5", "65504.0", "1.17549435e-38", "3.40282347e+38"};
  uint64_t seed = 88172645463325252ull;
  char b[64];
  int bad = 0;
  for (uint32_t i = 0; i < sizeof fixed / sizeof fixed[0] + 200000; i++) {
    const char *lit = b;
    if (i < sizeof fixed / sizeof fixed[0]) {
      lit = fixed[i];
    } else { /* random: 1-19 digits, a '.' somewhere, an exponent sometimes */
      seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
      int nd = 1 + (int)(seed % 19), dp = (int)(seed / 19 % (uint64_t)(nd + 1)), n = 0;
      uint64_t r = seed >> 8;
      for (int k = 0; k < nd; k++) {
        if (k == dp) b[n++] = '.';
        b[n++] = (char)('0' + r % 10);
        r = r / 10 + (r % 7) * 1000003u;
      }
      if (dp == nd) b[n++] = '.';
      if (seed % 3 == 0) n += snprintf(b + n, sizeof b - (size_t)n, "e%d", (int)((seed >> 20) % 70) - 35);
      b[n] = 0;
    }
    PpNumber num;
    char err[128];
    int code = 0;
    bool ok = pp_parse_number(lit, (uint32_t)strlen(lit), &num, err, sizeof err, &code);
    if (!ok || !num.is_float || num.fval != strtod(lit, NULL)) {
      if (bad++ < 5) CHECK_MSG(false, "float literal %s: %a, strtod %a", lit, num.fval, strtod(lit, NULL));
    }
  }
  CHECK_MSG(bad == 0, "%d float literals differ from strtod", bad);
}

static void test_locations(void) {
  Run r;
  run(&r, "  foo\n\tbar /* c\n */ baz\n#define M a b\n  M\nx\\\ny q");
  const Token *t = r.toks.data;
  CHECK_MSG(r.ok && r.toks.len == 8, "locations: %u [%s]", r.toks.len, r.text.data);
  if (r.toks.len == 8) {
    CHECK_MSG(t[0].loc.line == 1 && t[0].loc.col == 3 && t[0].at_bol, "foo at 1:3 (%u:%u)", t[0].loc.line,
              t[0].loc.col);
    CHECK_MSG(t[1].loc.line == 2 && t[1].loc.col == 2 && t[1].at_bol, "bar at 2:2");
    CHECK_MSG(t[2].loc.line == 3 && t[2].loc.col == 5 && !t[2].at_bol && t[2].space_before, "baz at 3:5 (%u:%u)",
              t[2].loc.line, t[2].loc.col);
    CHECK_MSG(t[3].loc.line == 5 && t[3].loc.col == 3 && t[4].loc.line == 5 && t[4].loc.col == 3,
              "macro tokens at the use site");
    CHECK_MSG(t[5].loc.line == 6 && t[5].loc.col == 1 && strcmp(t[5].text, "xy") == 0, "spliced ident");
    CHECK_MSG(t[6].loc.line == 7 && t[6].loc.col == 3, "after splice at 7:3 (%u:%u)", t[6].loc.line, t[6].loc.col);
    CHECK_MSG(strcmp(t[0].loc.file, "main.hlsl") == 0, "file name");
  }
  run_free(&r);
  /* diagnostics show the source line with a caret */
  run(&r, "int a;\n  #foo bar\n");
  CHECK_MSG(strstr(r.msgs.data, "main.hlsl:2:4: error: invalid preprocessing directive [HL2004]\n  #foo bar\n   ^"),
            "caret: %s", r.msgs.data);
  run_free(&r);
  SourceManager sm = {0};
  Arena a;
  arena_init(&a, NULL);
  sm.arena = &a;
  srcmgr_add(&sm, "f.hlsl", "one\r\ntwo\nthree", 14);
  size_t n = 0;
  const char *l2 = srcmgr_line_text(&sm, "f.hlsl", 2, &n);
  const char *l3 = srcmgr_line_text(&sm, "f.hlsl", 3, &n);
  CHECK_MSG(l2 && strncmp(l2, "two", 3) == 0 && l3 && n == 5 && strncmp(l3, "three", 5) == 0, "line text");
  CHECK_MSG(!srcmgr_line_text(&sm, "f.hlsl", 4, &n) && !srcmgr_line_text(&sm, "g.hlsl", 1, &n), "missing lines");
  n = 0;
  srcmgr_line_text(&sm, "f.hlsl", 1, &n);
  CHECK_MSG(n == 3, "CR stripped");
  arena_free(&a);
}

static void test_dump(void) {
  Arena a;
  arena_init(&a, NULL);
  SourceManager sm = {0};
  sm.arena = &a;
  StrBuf out = {0};
  Diag d = {0};
  PpOptions o = {0};
  const char *src = "#define P(x) x+\n#define Q +x\nint a = P(1)Q;\n\n\nfloat b;\n";
  bool ok = pp_dump(&a, &d, &sm, &o, "main.hlsl", src, strlen(src), &out);
  CHECK_MSG(ok && out.data && strcmp(out.data, "#line 3 \"main.hlsl\"\nint a = 1+ +x;\n\n\nfloat b;\n") == 0,
            "dump: [%s]", out.data ? out.data : "");
  sb_free(&out);
  arena_free(&a);
}

/* Big generated inputs: must be linear (finish quickly) and correct. */
static void test_performance(void) {
  StrBuf hdr = {0}, mainsrc = {0};
  sb_puts(&hdr, "#ifndef BIG_H\n#define BIG_H\n");
  for (int i = 0; i < 20000; i++)
    sb_printf(&hdr, "#define M%d(x) ((x) + M%d_C)\n#define M%d_C %d\nfloat f%d = M%d(1.0);\n", i, i, i, i, i, i);
  sb_puts(&hdr, "#endif\n");
  for (int i = 0; i < 200; i++) sb_puts(&mainsrc, "#include \"big.h\"\n");
  /* deep nesting of argument expansion and a long chain */
  sb_puts(&mainsrc, "#define ID(x) x\n#define ADD(a,b) ID(a)+ID(b)\n");
  for (int i = 0; i < 50; i++) sb_puts(&mainsrc, "ADD(");
  sb_puts(&mainsrc, "1");
  for (int i = 0; i < 50; i++) sb_puts(&mainsrc, ",1)");
  sb_puts(&mainsrc, "\n");
  VFile files[] = {{"big.h", hdr.data}, {NULL, NULL}};
  Cfg c = {0};
  c.files = files;
  clock_t t0 = clock();
  Run r;
  run_cfg(&r, mainsrc.data, &c);
  double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
  /* 20000 declarations of 11 tokens + 51 ones and 50 pluses + EOF */
  CHECK_MSG(r.ok && r.toks.len == 20000 * 11 + 101 + 1, "big input: %u tokens ok=%d %s", r.toks.len, r.ok,
            r.msgs.data);
  CHECK_MSG(secs < 5.0, "big input took %.2fs", secs);
  run_free(&r);
  sb_free(&hdr);
  sb_free(&mainsrc);
}

int main(void) {
  test_object_function_macros();
  test_recursion();
  test_c_standard_examples();
  test_stringize_paste_variadic();
  test_defines_option();
  test_builtins_and_line();
  test_includes();
  test_include_nocase_disk();
  test_if_expressions();
  test_directive_errors();
  test_pragmas();
  test_lexer_tokens();
  test_float_literals_exact();
  test_locations();
  test_dump();
  test_performance();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
