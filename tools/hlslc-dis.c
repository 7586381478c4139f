/* hlslc-dis - inspect a DXContainer (.dxil / .dxbc / .cso).
 *
 *   hlslc-dis [--upgrade] [--json] [--no-module] [--stat] [-o OUT] FILE
 *   hlslc-dis --rewrite OUT FILE
 *   hlslc-dis --rdat [-o OUT] FILE
 *
 * Prints the parts (with the program header and the digest check), SFI0
 * flags, signatures, PSV0 fields, resources with their bindings, and the
 * module in DXIL text form (src/container/dis.c). --upgrade prints the module as
 * generic IR (dxil-upgrade), --json the container facts as JSON, and
 * --no-module skips reading the bitcode (--rewrite: the STAT part's module
 * is read and written again too); --stat prints the module of the
 * STAT (reflection) part instead of the DXIL part's. --rewrite reads the container and
 * its module and writes them again with hlslc's writer (the round trip the
 * tests check for byte identity). --rdat rebuilds a library container's RDAT
 * part from its module with hlslc's writer (src/container/rdat.c), compares
 * it with the container's RDAT byte for byte ("RDAT: match" or where they
 * differ; exit status 1 when they do) and with -o writes the rebuilt part
 * payload to OUT. Malformed input: a diagnostic and exit
 * status 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "container/container_read.h"
#include "container/rdat.h"
#include "container/dis.h"
#include "passes/passes.h"

static void usage(FILE *f) {
  fputs("usage: hlslc-dis [--upgrade] [--json] [--no-module] [--stat] [-o OUT] FILE\n"
        "       hlslc-dis --rewrite OUT FILE\n"
        "       hlslc-dis --rdat [-o OUT] FILE\n", f);
}

/* Container -> module -> bitcode + container again. */
/* A STAT part read back: its module, written again. */
typedef struct StatIn {
  Arena *a;
  const DxilProgram *p;
} StatIn;

static bool rewrite_stat(void *user, StrBuf *out, Diag *d) {
  StatIn *s = user;
  IrModule *m = dxil_read_bitcode(s->a, d, s->p->bitcode, s->p->bitcode_size);
  return m && dxil_write_bitcode(m, out, d);
}

static bool rewrite(Arena *a, Diag *d, const uint8_t *data, size_t len, StrBuf *out) {
  DxilContainer c;
  if (!dxil_container_read(data, len, a, &c, d) || !c.dxil.present) {
    if (!d->errors) diag_error(d, 8203, srcloc_none(), "container has no DXIL part");
    return false;
  }
  IrModule *m = dxil_read_bitcode(a, d, c.dxil.bitcode, c.dxil.bitcode_size);
  if (!m) return false;
  StrBuf bc = {0};
  StatIn si = {a, &c.stat};
  DxilStatWriter sw = {rewrite_stat, &si};
  bool ok = dxil_write_bitcode(m, &bc, d) && !bc.oom &&
            dxil_write_container_stat(m, (const uint8_t *)bc.data, bc.len, NULL, 0, false,
                                      c.stat.present ? &sw : NULL, out, d);
  sb_free(&bc);
  return ok && !out->oom;
}

/* Container -> module -> RDAT, compared with the container's RDAT part.
 * Our part goes to out; the verdict to msg. */
static bool rdat_check(Arena *a, Diag *d, const uint8_t *data, size_t len, StrBuf *out, StrBuf *msg) {
  DxilContainer c;
  if (!dxil_container_read(data, len, a, &c, d) || !c.dxil.present) {
    if (!d->errors) diag_error(d, 8203, srcloc_none(), "container has no DXIL part");
    return false;
  }
  IrModule *m = dxil_read_bitcode(a, d, c.dxil.bitcode, c.dxil.bitcode_size);
  if (!m || !ct_write_rdat(m, out, a, d)) return false;
  const DxilPart *p = dxil_container_part(&c, DXIL_FOURCC('R', 'D', 'A', 'T'));
  if (!p) {
    sb_printf(msg, "RDAT: container has none; ours is %zu bytes\n", out->len);
    return false;
  }
  size_t i = 0;
  while (i < out->len && i < p->size && (uint8_t)out->data[i] == p->data[i]) i++;
  if (i == out->len && i == p->size) {
    sb_printf(msg, "RDAT: match (%zu bytes)\n", out->len);
    return true;
  }
  sb_printf(msg, "RDAT: differs at byte %zu (ours %zu bytes, container %u bytes)\n", i, out->len, p->size);
  return false;
}

/* --upgrade: the module printed after dxil-upgrade (generic LLVM IR). */
static bool upgrade(IrModule *m, Arena *a, Diag *d) {
  PassCtx ctx;
  memset(&ctx, 0, sizeof ctx);
  ctx.arena = a;
  ctx.diag = d;
  return pass_dxil_upgrade(&ctx, m);
}

int main(int argc, char **argv) {
  DxilDisOptions opt;
  memset(&opt, 0, sizeof opt);
  const char *file = NULL, *outpath = NULL;
  bool rewrite_mode = false, rdat_mode = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--upgrade")) opt.upgrade = upgrade;
    else if (!strcmp(a, "--json")) opt.json = true;
    else if (!strcmp(a, "--no-module")) opt.no_module = true;
    else if (!strcmp(a, "--stat")) opt.stat = true;
    else if (!strcmp(a, "-o") && i + 1 < argc) outpath = argv[++i];
    else if (!strcmp(a, "--rewrite") && i + 1 < argc) { outpath = argv[++i]; rewrite_mode = true; }
    else if (!strcmp(a, "--rdat")) rdat_mode = true;
    else if (!strcmp(a, "-h") || !strcmp(a, "--help")) { usage(stdout); return 0; }
    else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "hlslc-dis: error: unknown argument '%s'\n", a);
      usage(stderr);
      return 1;
    } else if (file) {
      fprintf(stderr, "hlslc-dis: error: more than one input file\n");
      return 1;
    } else file = a;
  }
  if (!file) { usage(stderr); return 1; }
  opt.name = file;

  Arena arena;
  arena_init(&arena, NULL);
  size_t len = 0;
  const uint8_t *d = (const uint8_t *)hl_read_file(&arena, file, &len);
  int rc = 1;
  StrBuf out = {0}, msgs = {0};
  Diag diag;
  memset(&diag, 0, sizeof diag);
  diag.out = &msgs;
  if (!d) {
    fprintf(stderr, "hlslc-dis: %s: error: cannot read file\n", file);
  } else if (rdat_mode) {
    StrBuf verdict = {0};
    bool ok = rdat_check(&arena, &diag, d, len, &out, &verdict);
    if (outpath && out.len) {
      FILE *f = fopen(outpath, "wb");
      if (!f) { fprintf(stderr, "hlslc-dis: error: cannot open '%s'\n", outpath); ok = false; }
      else { fwrite(out.data, 1, out.len, f); fclose(f); }
    }
    if (verdict.len) fputs(verdict.data, stdout);
    if (msgs.len) fputs(msgs.data, stderr);
    sb_free(&verdict);
    rc = ok ? 0 : 1;
  } else {
    bool ok = rewrite_mode ? rewrite(&arena, &diag, d, len, &out) && !diag.errors
                           : dxil_dis(d, len, &out, &diag, &opt) && !diag.errors && !out.oom;
    if (rewrite_mode && !ok) out.len = 0; /* never write a partial container */
    /* What was decoded before an error is still printed: it shows where the
     * container went wrong. */
    if (out.len) {
      FILE *f = outpath ? fopen(outpath, "wb") : stdout;
      if (!f) { fprintf(stderr, "hlslc-dis: error: cannot open '%s'\n", outpath); ok = false; }
      else {
        fwrite(out.data, 1, out.len, f);
        if (outpath) fclose(f);
      }
    }
    fflush(stdout);
    if (msgs.len) fputs(msgs.data, stderr);
    rc = ok ? 0 : 1;
  }
  sb_free(&out);
  sb_free(&msgs);
  arena_free(&arena);
  return rc;
}
