/* hlslc-llc - LLVM `llc` for the DirectX target, as LLVM's tests call it.
 *
 *   hlslc-llc [--filetype=asm|obj] [-o FILE] [-mtriple=T] [-O0..3]
 *             [-disable-verify] [-disable-dxil-remove-unused-resources]
 *             [FILE | - | <stdin>]
 *
 * Reads LLVM .ll text and runs the DirectX backend pipeline
 * (pipeline_run_llc, LLVM's pass order). -filetype=asm (the default) prints
 * the final module as .ll text; -filetype=obj writes the DXContainer the
 * way LLVM does: the pipeline ends with dxil-embed and dxil-globals, and
 * every part global becomes a part (dxil_write_container_sections). Without
 * -o the output goes to stdout for stdin input, else to the input name with
 * .s/.o. Errors: a message on stderr and exit status 1; fatal errors print
 * as llc's report_fatal_error does ("LLVM ERROR: message"). */
#include "dxil/dxil.h"
#include "ir/ir.h"
#include "passes/passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Opts {
  const char *input;    /* NULL or "-" = stdin */
  const char *output;   /* -o; NULL = llc's default name */
  const char *mtriple;  /* -mtriple: replaces the module's triple */
  bool obj;             /* -filetype=obj (else asm) */
  bool disable_verify;  /* -disable-verify: skip ir_verify of the input */
} Opts;

/* Diagnostics as llc prints them: the sink sees every message before the
 * formatter appends it to `text`; pending text is printed when the next
 * message arrives or at the end, except for fatal errors, which print as
 * "LLVM ERROR: <message>". */
typedef struct LlcDiag {
  StrBuf text;   /* formatted text of the latest message */
  bool drop;     /* that text belongs to a fatal error (already printed) */
} LlcDiag;

static void llc_diag_flush(LlcDiag *u) {
  if (!u->drop && u->text.len) fwrite(u->text.data, 1, u->text.len, stderr);
  u->text.len = 0;
  u->drop = false;
}

static void llc_diag_sink(void *user, DiagLevel lvl, DiagCode code, SrcLoc loc, const char *msg) {
  (void)code;
  (void)loc;
  LlcDiag *u = user;
  llc_diag_flush(u);
  if (lvl == DIAG_FATAL) {
    fprintf(stderr, "LLVM ERROR: %s\n", msg);
    u->drop = true;
  }
}

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
        fprintf(stderr, "hlslc-llc: more than one input file\n");
        return false;
      }
      o->input = a;
      continue;
    }
    const char *k = a + 1;
    if (*k == '-') k++;
    const char *v;
    if (!strcmp(k, "o")) {
      if (i + 1 >= argc) {
        fprintf(stderr, "hlslc-llc: -o needs a file name\n");
        return false;
      }
      o->output = argv[++i];
    } else if (!strncmp(k, "o=", 2)) {
      o->output = k + 2;
    } else if ((v = opt_value(argc, argv, &i, k, "filetype"))) {
      if (!strcmp(v, "obj")) o->obj = true;
      else if (!strcmp(v, "asm")) o->obj = false;
      else {
        fprintf(stderr, "hlslc-llc: unsupported -filetype '%s' (asm or obj)\n", v);
        return false;
      }
    } else if ((v = opt_value(argc, argv, &i, k, "mtriple"))) {
      o->mtriple = v;
    } else if (!strcmp(k, "O0") || !strcmp(k, "O1") || !strcmp(k, "O2") || !strcmp(k, "O3")) {
      /* the DirectX pipeline does not depend on the level */
    } else if (!strcmp(k, "disable-verify")) {
      o->disable_verify = true;
    } else if (!strcmp(k, "disable-dxil-remove-unused-resources")) {
      /* hlslc's op lowering keeps unused resources anyway */
    } else if (!strcmp(k, "h") || !strcmp(k, "help")) {
      puts("usage: hlslc-llc [--filetype=asm|obj] [-o FILE] [-mtriple=TRIPLE] [FILE]");
      exit(0);
    } else {
      fprintf(stderr, "hlslc-llc: Unknown command line argument '%s'.\n", a);
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

/* llc's default output name: stdout for stdin, else the input with its
 * .ll extension replaced by .s / .o. */
static const char *default_output(Arena *a, const Opts *o) {
  if (!o->input || !strcmp(o->input, "-")) return "-";
  const char *ext = o->obj ? ".o" : ".s";
  size_t n = strlen(o->input);
  if (n > 3 && !strcmp(o->input + n - 3, ".ll")) n -= 3;
  return arena_printf(a, "%.*s%s", (int)n, o->input, ext);
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
  LlcDiag llc_diag;
  memset(&llc_diag, 0, sizeof llc_diag);
  diag.out = &llc_diag.text;
  diag.sink = llc_diag_sink;
  diag.sink_user = &llc_diag;
  int rc = 1;
  size_t len = 0;
  StrBuf out = {0}, analysis = {0};
  const char *name = o.input && strcmp(o.input, "-") ? o.input : "<stdin>";
  char *text = read_input(&arena, o.input, &len);
  if (!text) {
    fprintf(stderr, "hlslc-llc: %s: error: Could not open input file\n", name);
    goto done;
  }
  IrModule *m = ir_parse(&arena, &diag, name, text, len);
  if (!m) goto done;
  if (o.mtriple) m->triple = target_normalize_triple(&arena, o.mtriple);
  if (!o.disable_verify && !ir_verify(m, NULL)) {
    fprintf(stderr, "hlslc-llc: %s: error: input module is broken!\n", name);
    goto done;
  }
  PassCtx ctx;
  memset(&ctx, 0, sizeof ctx);
  ctx.arena = &arena;
  ctx.diag = &diag;
  ctx.have_target = m->triple && target_from_triple(&ctx.dx.target, m->triple);
  ctx.analysis_out = &analysis;
  bool ok = pipeline_run_llc(&ctx, m, !o.obj);
  llc_diag_flush(&llc_diag);
  if (analysis.len) fwrite(analysis.data, 1, analysis.len, stderr);
  if (!ok || diag.errors) goto done;
  if (o.obj) {
    if (!dxil_write_container_sections(m, false, &out, &diag)) goto done;
  } else {
    /* opt/llc print as current LLVM does (splat shorthand). */
    IrPrintOptions po = {0};
    po.splat_shorthand = true;
    ir_print_module_ex(&out, m, &po);
  }
  if (out.oom) {
    fprintf(stderr, "hlslc-llc: error: out of memory\n");
    goto done;
  }
  const char *dst = o.output ? o.output : default_output(&arena, &o);
  FILE *f = strcmp(dst, "-") ? fopen(dst, "wb") : stdout;
  if (!f) {
    fprintf(stderr, "hlslc-llc: error: cannot open '%s' for writing\n", dst);
    goto done;
  }
  if (out.len) fwrite(out.data, 1, out.len, f);
  if (f != stdout ? fclose(f) != 0 : fflush(stdout) != 0) {
    fprintf(stderr, "hlslc-llc: error: cannot write '%s'\n", dst);
    goto done;
  }
  rc = 0;
done:
  llc_diag_flush(&llc_diag);
  sb_free(&llc_diag.text);
  sb_free(&out);
  sb_free(&analysis);
  arena_free(&arena);
  return rc;
}
