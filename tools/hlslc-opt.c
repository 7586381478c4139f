/* hlslc-opt - LLVM `opt` for hlslc's passes, as LLVM's DirectX tests call it.
 *
 *   hlslc-opt [-S] [-o FILE] [-mtriple=T] [-disable-verify] [-verify-each]
 *             [-disable-output] [-print-after=P] [-print-after-all]
 *             [-passes='a,b,print<x>'] [-PASS ...] [FILE | - | <stdin>]
 *
 * Reads LLVM .ll text, runs the passes in command-line order (legacy flags
 * -dxil-op-lower, or the -passes pipeline), and prints the module as .ll
 * text. Bitcode output is not supported: without -S the text is written
 * too. Analysis printers write to stderr like LLVM's. Any error: a message
 * on stderr and exit status 1. */
#include "ir/ir.h"
#include "passes/passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Opts {
  const char *input;       /* NULL or "-" = stdin */
  const char *output;      /* NULL or "-" = stdout */
  const char *mtriple;     /* -mtriple: replaces the module's triple */
  bool text;               /* -S (text is written either way) */
  bool disable_output;     /* -disable-output: run passes, write nothing */
  bool disable_verify;     /* -disable-verify: skip ir_verify of the input */
  bool verify_each;        /* -verify-each: ir_verify after every pass */
  const char *print_after; /* -print-after=PASS */
  bool print_after_all;    /* -print-after-all */
  const PassInfo *pipeline[256]; /* passes in command-line order */
  uint32_t npasses;        /* entries used in pipeline */
} Opts;

static void usage(FILE *f) {
  fputs("usage: hlslc-opt [-S] [-o FILE] [-mtriple=TRIPLE] [-disable-verify] [-verify-each]\n"
        "                 [-disable-output] [-print-after=PASS] [-print-after-all]\n"
        "                 [-passes=a,b,...] [-PASS ...] [FILE]\n"
        "passes:\n",
        f);
  uint32_t n;
  const PassInfo *p = pass_list(&n);
  for (uint32_t i = 0; i < n; i++)
    fprintf(f, "  %-36s %s%s\n", p[i].name, p[i].desc, p[i].run ? "" : " (not implemented)");
}

/* A pass whose passes.def entry requires another one gets it scheduled
 * right before, unless the command line put it there (LLVM's legacy pass
 * manager schedules required passes the same way). */
static bool add_pass(Opts *o, const PassInfo *p) {
  const PassInfo *req = p->requires != PASS_NONE ? pass_get(p->requires) : NULL;
  if (req && (!o->npasses || o->pipeline[o->npasses - 1] != req) && !add_pass(o, req)) return false;
  if (o->npasses >= sizeof o->pipeline / sizeof o->pipeline[0]) {
    fprintf(stderr, "hlslc-opt: too many passes\n");
    return false;
  }
  o->pipeline[o->npasses++] = p;
  return true;
}

/* -passes text: comma-separated names; module(...)/function(...)/cgscc(...)/
 * loop(...) adaptors are flattened (every hlslc pass works on the module). */
static bool add_pipeline(Opts *o, const char *s, size_t n) {
  size_t i = 0;
  while (i <= n) {
    size_t b = i;
    int depth = 0;
    while (i < n && !(s[i] == ',' && depth == 0)) {
      if (s[i] == '(' || s[i] == '<') depth++;
      if (s[i] == ')' || s[i] == '>') depth--;
      i++;
    }
    size_t e = i;
    while (b < e && s[b] == ' ') b++;
    while (e > b && s[e - 1] == ' ') e--;
    if (e > b) {
      const char *open = memchr(s + b, '(', e - b);
      const char *lt = memchr(s + b, '<', e - b);
      if (open && (!lt || open < lt) && s[e - 1] == ')') {
        if (!add_pipeline(o, open + 1, (size_t)(s + e - 1 - (open + 1)))) return false;
      } else {
        char name[256];
        if (e - b >= sizeof name) {
          fprintf(stderr, "hlslc-opt: pass name too long\n");
          return false;
        }
        memcpy(name, s + b, e - b);
        name[e - b] = 0;
        const PassInfo *p = pass_lookup(name);
        if (!p) {
          fprintf(stderr, "hlslc-opt: unknown pass name '%s'\n", name);
          return false;
        }
        if (!add_pass(o, p)) return false;
      }
    }
    i++;
  }
  return true;
}

/* Value of "-opt=value" / "-opt value"; advances *i in the second form. */
static const char *opt_value(int argc, char **argv, int *i, const char *arg, const char *name) {
  size_t n = strlen(name);
  if (!strncmp(arg, name, n) && arg[n] == '=') return arg + n + 1;
  if (!strcmp(arg, name) && *i + 1 < argc) return argv[++*i];
  return NULL;
}

static bool parse_args(Opts *o, int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (a[0] != '-' || !a[1]) {
      if (o->input) {
        fprintf(stderr, "hlslc-opt: more than one input file\n");
        return false;
      }
      o->input = a;
      continue;
    }
    const char *k = a + 1;
    if (*k == '-') k++; /* --opt == -opt */
    const char *v;
    if (!strcmp(k, "S")) o->text = true;
    else if (!strcmp(k, "disable-output")) o->disable_output = true;
    else if (!strcmp(k, "disable-verify")) o->disable_verify = true;
    else if (!strcmp(k, "verify-each")) o->verify_each = true;
    else if (!strcmp(k, "print-after-all")) o->print_after_all = true;
    else if (!strcmp(k, "h") || !strcmp(k, "help")) {
      usage(stdout);
      exit(0);
    } else if (!strcmp(k, "O0") || !strcmp(k, "O1") || !strcmp(k, "O2") || !strcmp(k, "O3")) {
      /* optimisation levels select nothing here */
    } else if (!strncmp(k, "o", 1) && k[1] == 0) {
      if (i + 1 >= argc) {
        fprintf(stderr, "hlslc-opt: -o needs a file name\n");
        return false;
      }
      o->output = argv[++i];
    } else if (!strncmp(k, "o=", 2)) {
      o->output = k + 2;
    } else if ((v = opt_value(argc, argv, &i, k, "mtriple"))) {
      o->mtriple = v;
    } else if ((v = opt_value(argc, argv, &i, k, "print-after"))) {
      o->print_after = v;
    } else if ((v = opt_value(argc, argv, &i, k, "passes"))) {
      if (!add_pipeline(o, v, strlen(v))) return false;
    } else if (pass_lookup(k)) {
      if (!add_pass(o, pass_lookup(k))) return false;
    } else {
      fprintf(stderr, "hlslc-opt: Unknown command line argument '%s'.\n", a);
      return false;
    }
  }
  return true;
}

static char *read_input(Arena *a, const char *path, size_t *len) {
  if (path && strcmp(path, "-")) return hl_read_file(a, path, len);
  StrBuf sb = {0};
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) sb_putn(&sb, buf, n);
  char *r = sb.oom ? NULL : arena_strndup(a, sb.data ? sb.data : "", sb.len);
  if (len) *len = sb.len;
  sb_free(&sb);
  return r;
}

/* Write analysis printer output collected so far to stderr. */
static void flush_analysis(StrBuf *sb) {
  if (sb->len) {
    fwrite(sb->data, 1, sb->len, stderr);
    fflush(stderr);
  }
  sb->len = 0;
  if (sb->data) sb->data[0] = 0;
}

int main(int argc, char **argv) {
  Opts o;
  memset(&o, 0, sizeof o);
  if (!parse_args(&o, argc, argv)) return 1;
  Arena arena;
  arena_init(&arena, NULL);
  Diag diag;
  memset(&diag, 0, sizeof diag);
  diag.no_caret = true;
  int rc = 1;
  size_t len = 0;
  const char *name = o.input && strcmp(o.input, "-") ? o.input : "<stdin>";
  char *text = read_input(&arena, o.input, &len);
  StrBuf analysis = {0};
  StrBuf out = {0};
  if (!text) {
    fprintf(stderr, "hlslc-opt: %s: error: Could not open input file\n", name);
    goto done;
  }
  IrModule *m = ir_parse(&arena, &diag, name, text, len);
  if (!m) goto done;
  if (o.mtriple) m->triple = target_normalize_triple(&arena, o.mtriple);
  if (!o.disable_verify && !ir_verify(m, NULL)) {
    fprintf(stderr, "hlslc-opt: %s: error: input module is broken!\n", name);
    goto done;
  }
  PassCtx ctx;
  memset(&ctx, 0, sizeof ctx);
  ctx.arena = &arena;
  ctx.diag = &diag;
  ctx.have_target = m->triple && target_from_triple(&ctx.dx.target, m->triple);
  ctx.verify_each = o.verify_each;
  ctx.print_after = o.print_after;
  ctx.print_after_all = o.print_after_all;
  ctx.analysis_out = &analysis;
  for (uint32_t i = 0; i < o.npasses; i++) {
    bool ok = pass_run(&ctx, m, o.pipeline[i]);
    flush_analysis(&analysis);
    if (!ok || diag.errors) goto done;
  }
  if (!o.disable_output) {
    /* opt/llc print as current LLVM does (splat shorthand). */
    IrPrintOptions po = {0};
    po.splat_shorthand = true;
    ir_print_module_ex(&out, m, &po);
    if (out.oom) {
      fprintf(stderr, "hlslc-opt: error: out of memory\n");
      goto done;
    }
    FILE *f = stdout;
    if (o.output && strcmp(o.output, "-")) {
      f = fopen(o.output, "wb");
      if (!f) {
        fprintf(stderr, "hlslc-opt: error: cannot open '%s' for writing\n", o.output);
        goto done;
      }
    }
    if (out.len) fwrite(out.data, 1, out.len, f);
    if (f != stdout) {
      if (fclose(f)) {
        fprintf(stderr, "hlslc-opt: error: cannot write '%s'\n", o.output);
        goto done;
      }
    } else {
      fflush(stdout);
    }
  }
  rc = diag.errors ? 1 : 0;
done:
  sb_free(&analysis);
  sb_free(&out);
  arena_free(&arena);
  return rc;
}
