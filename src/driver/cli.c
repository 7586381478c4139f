/* cli.c - hlslc_compile_args: a compile from DXC's command line.
 *
 * Everything the hlslc tool does except writing files lives here, so a
 * program that drives hlslc with DXC's arguments (as engines drive
 * IDxcCompiler3::Compile) gets what the tool would write: the arguments are
 * parsed by hlslc_args_parse (args.c), the shader is compiled by
 * hlslc_compile, and each output the options ask for becomes a blob of the
 * result named by its option, in the order the tool writes them. The
 * messages are the tool's, word for word; a check that fails (a -Frs with no
 * root signature is only a warning) ends the list with status 1 after the
 * outputs before it, as the tool stops writing there. */
#include "hlslc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "driver.h"
#include "result.h"

typedef struct Cli {
  hlslc_result *res;  /* the compile's fields, the outputs list */
  hlslc_args *a;
  Arena arena;     /* files read, formatted messages (the caller's allocator) */
  bool failed;     /* a check failed: status 1, no more outputs */
} Cli;

static void emit(Cli *c, hlslc_out_kind kind, const char *name, const void *data, size_t size, bool copy) {
  if (!result_add(c->res, kind, name, data, size, copy)) c->failed = true;
}

/* A message about the arguments or the outputs (standard error), as
 * "hlslc: error: ..." and in structured form. */
static void message(Cli *c, hlslc_severity sev, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void message(Cli *c, hlslc_severity sev, const char *fmt, ...) {
  StrBuf sb = sb_new(&c->arena);
  sb_puts(&sb, sev == HLSLC_SEVERITY_WARNING ? "hlslc: warning: " : "hlslc: error: ");
  size_t at = sb.len;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  size_t end = sb.len;
  sb_putc(&sb, '\n');
  if (sb.oom) c->failed = true;
  else emit(c, HLSLC_OUT_DIAGNOSTICS, NULL, sb.data, sb.len, true);
  if (!sb.oom) {
    sb.data[end] = 0;
    if (!result_note(c->res, sev, sb.data + at)) c->failed = true;
  }
  sb_free(&sb);
}

/* A check failed: the error, and no output after it. */
static void fail(Cli *c, const char *fmt, const char *arg) {
  message(c, HLSLC_SEVERITY_ERROR, fmt, arg);
  c->failed = true;
}

/* The part `fourcc` of a container (NULL when absent or malformed). */
static const uint8_t *find_part(const uint8_t *d, size_t len, const char *fourcc, size_t *size) {
  if (len < 32 || memcmp(d, "DXBC", 4) != 0) return NULL;
  uint32_t n = d[28] | d[29] << 8 | d[30] << 16 | (uint32_t)d[31] << 24;
  for (uint32_t i = 0; i < n && 32 + 4 * (size_t)i + 4 <= len; i++) {
    const uint8_t *p = d + 32 + 4 * i;
    uint32_t off = p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
    if ((size_t)off + 8 > len) return NULL;
    uint32_t sz = d[off + 4] | d[off + 5] << 8 | d[off + 6] << 16 | (uint32_t)d[off + 7] << 24;
    if ((size_t)off + 8 + sz > len) return NULL;
    if (!memcmp(d + off, fourcc, 4)) {
      *size = sz;
      return d + off + 8;
    }
  }
  return NULL;
}

/* A file an option names, through the read hook as the compile reads. */
static char *read_input(Cli *c, const hlslc_hooks *h, const char *path, size_t *len) {
  if (h && h->read_file) {
    const char *t = h->read_file(h->read_file_user, path, len);
    if (t) return arena_dup(&c->arena, t, *len); /* the caller's copy may not outlive the call */
  }
  return hl_read_file(&c->arena, path, len);
}

/* -verifyrootsignature FILE: the root signature of container FILE against
 * the shader's container, as DXC checks it ("root signature verification
 * succeeded." on success, without a newline, as DXC prints it). */
static bool verify_rootsig(Cli *c, const hlslc_hooks *h, const char *file, const uint8_t *shader,
                           size_t len) {
  size_t rl = 0;
  char *rs = read_input(c, h, file, &rl);
  if (!rs) {
    fail(c, "invalid root signature to verify: cannot read '%s'", file);
    return false;
  }
  const char *msgs = NULL;
  int rc = verify_root_signature_rec(shader, len, (const uint8_t *)rs, rl, &c->arena, &msgs, result_record,
                                     c->res);
  if (msgs) emit(c, HLSLC_OUT_DIAGNOSTICS, NULL, msgs, strlen(msgs), true);
  if (rc == 0) {
    static const char ok[] = "root signature verification succeeded.";
    emit(c, HLSLC_OUT_TEXT, NULL, ok, sizeof ok - 1, true);
    return true;
  }
  c->failed = true;
  return false;
}

/* -dumpbin: the input is a container; the root signature options act on it. */
static void dumpbin(Cli *c, const hlslc_hooks *h, const uint8_t *data, size_t len, const uint8_t *rs_part,
                    size_t rs_len) {
  const hlslc_args *a = c->a;
  size_t n = 0;
  if (!find_part(data, len, "DXIL", &n) && !find_part(data, len, "RTS0", &n)) {
    fail(c, "'%s' is not a DXIL container", a->input);
    return;
  }
  if (a->verify_rootsig) {
    if (!verify_rootsig(c, h, a->verify_rootsig, data, len) || (!a->out_object && !a->out_hash)) return;
  }
  if (!a->out_object && !a->out_hash) {
    fail(c, "%s", "-dumpbin: printing the disassembly is not supported (use hlslc-dis); "
                  "give -Fo with -extractrootsignature, -setrootsignature or -Qstrip_rootsignature");
    return;
  }
  if (a->extract_rootsig) {
    size_t rl = 0;
    const uint8_t *rs = find_part(data, len, "RTS0", &rl);
    if (!rs) {
      fail(c, "'%s' has no root signature (RTS0) part", a->input);
      return;
    }
    StrBuf cont = sb_new(&c->arena);
    if (rts0_container(rs, rl, &cont)) emit(c, HLSLC_OUT_OBJECT, a->out_object, cont.data, cont.len, true);
    else c->failed = true;
    sb_free(&cont);
    return;
  }
  if (rs_part && !(a->options.flags & HLSLC_FLAG_NO_VALIDATION)) {
    /* DXC's container builder validates the new root signature against the shader */
    const char *msgs = NULL;
    StrBuf cont = sb_new(&c->arena);
    int bad = rts0_container(rs_part, rs_len, &cont)
                  ? verify_root_signature_rec(data, len, (const uint8_t *)cont.data, cont.len, &c->arena, &msgs,
                                              result_record, c->res)
                  : 1;
    sb_free(&cont);
    if (msgs) emit(c, HLSLC_OUT_DIAGNOSTICS, NULL, msgs, strlen(msgs), true);
    if (bad) {
      c->failed = true;
      return;
    }
  }
  StrBuf edited = sb_new(&c->arena);
  if (!container_set_rts0(data, len, rs_part, rs_len, (a->options.flags & HLSLC_FLAG_STRIP_ROOTSIG) != 0,
                          &c->arena, &edited)) {
    sb_free(&edited);
    fail(c, "'%s' is not a well-formed container", a->input);
    return;
  }
  const uint8_t *o = (const uint8_t *)edited.data;
  size_t ol = edited.len;
  if (a->out_object) emit(c, HLSLC_OUT_OBJECT, a->out_object, o, ol, true);
  if (!c->failed && a->out_hash) {
    size_t hl = 0;
    const uint8_t *hash = find_part(o, ol, "HASH", &hl);
    if (!hash || hl != 20) fail(c, "-Fsh: '%s' has no HASH part", a->input);
    else emit(c, HLSLC_OUT_SHADER_HASH, a->out_hash, hash, 20, true);
  }
  sb_free(&edited);
}

/* The outputs of a compile the options ask for, in the order the tool
 * writes them. */
static void compile_outputs(Cli *c, const hlslc_hooks *h) {
  const hlslc_args *a = c->a;
  hlslc_result *r = c->res;
  hlslc_output out = a->options.output;
  if (out == HLSLC_OUTPUT_PREPROCESSED) {
    emit(c, HLSLC_OUT_PREPROCESSED, a->out_preprocessed, r->data, r->size, false);
  } else if (out == HLSLC_OUTPUT_DEPENDENCIES) {
    emit(c, HLSLC_OUT_DEPENDENCIES, a->out_dependencies, r->data, r->size, false);
  } else if (out != HLSLC_OUTPUT_CONTAINER) {
    /* a module printed as text (the DXIL, -fcgl, -emit-ll) goes to the -Fc
     * file when one is named (DXC), else to standard output; the AST always
     * to standard output */
    bool module = out == HLSLC_OUTPUT_DXIL_TEXT || out == HLSLC_OUTPUT_HL_IR || out == HLSLC_OUTPUT_LL;
    emit(c, out == HLSLC_OUTPUT_DXIL_TEXT ? HLSLC_OUT_LISTING : HLSLC_OUT_TEXT, module ? a->out_listing : NULL,
         r->data, r->size, false);
  } else {
    if (a->extract_rootsig) {
      if (!r->root_signature) fail(c, "%s", "the shader has no root signature to extract");
      else emit(c, HLSLC_OUT_OBJECT, a->out_object, r->root_signature, r->root_signature_size, false);
    } else if (a->out_object) {
      emit(c, HLSLC_OUT_OBJECT, a->out_object, r->data, r->size, false);
    }
    if (!c->failed && a->out_listing)
      emit(c, HLSLC_OUT_LISTING, a->out_listing, r->listing ? r->listing : "", r->listing_size, !r->listing);
    if (!c->failed && a->out_header) {
      if (r->header) emit(c, HLSLC_OUT_HEADER, a->out_header, r->header, r->header_size, false);
      else c->failed = true;
    }
    if (!c->failed && a->out_hash) {
      if (!r->has_shader_hash) fail(c, "%s", "-Fsh: no shader hash for this output");
      else emit(c, HLSLC_OUT_SHADER_HASH, a->out_hash, r->shader_hash, sizeof r->shader_hash, true);
    }
    if (!c->failed && a->verify_rootsig) verify_rootsig(c, h, a->verify_rootsig, r->data, r->size);
    /* the listing goes to standard output when nothing else was asked for */
    if (!c->failed && !a->out_object && !a->out_listing && !a->out_header && !a->extract_rootsig &&
        !a->verify_rootsig && r->listing)
      emit(c, HLSLC_OUT_LISTING, NULL, r->listing, r->listing_size, false);
  }
  if (!c->failed && a->out_rootsig && out != HLSLC_OUTPUT_PREPROCESSED && out != HLSLC_OUTPUT_DEPENDENCIES) {
    if (r->root_signature)
      emit(c, HLSLC_OUT_ROOT_SIGNATURE, a->out_rootsig, r->root_signature, r->root_signature_size, false);
    else /* as DXC: no root signature, no file */
      message(c, HLSLC_SEVERITY_WARNING, "-Frs: the shader has no root signature; '%s' not written",
              a->out_rootsig);
  }
  if (!c->failed && a->out_reflection) {
    if (r->reflection_json)
      emit(c, HLSLC_OUT_REFLECTION, a->out_reflection, r->reflection_json, r->reflection_size, false);
    else
      fail(c, "%s", "-Fre needs a full compile (not -fcgl, -emit-ll or -P)");
  }
}

/* Everything after the arguments are parsed. */
static void run(Cli *c, const hlslc_hooks *hooks, const char *source, size_t len) {
  hlslc_args *a = c->a;
  if (hooks) {
    a->options.allocator = hooks->allocator;
    a->options.read_file = hooks->read_file;
    a->options.read_file_user = hooks->read_file_user;
    a->options.include_handler = hooks->include_handler;
  }
  char *setrs = NULL;
  size_t setrs_len = 0;
  if (a->set_rootsig) {
    if (!(setrs = read_input(c, hooks, a->set_rootsig, &setrs_len))) {
      fail(c, "Could not load root signature file '%s'.", a->set_rootsig);
      return;
    }
    a->options.rootsig_container = setrs;
    a->options.rootsig_container_size = setrs_len;
  }
  if (a->dumpbin) {
    size_t n = len;
    const char *data = source ? source : read_input(c, hooks, a->input, &n);
    if (!data) {
      fail(c, "cannot read '%s'", a->input);
      return;
    }
    size_t rs_len = 0;
    const uint8_t *rs = setrs ? find_part((const uint8_t *)setrs, setrs_len, "RTS0", &rs_len) : NULL;
    if (setrs && !rs)
      fail(c, "%s", "the root signature file (-setrootsignature) has no RTS0 part");
    else
      dumpbin(c, hooks, (const uint8_t *)data, n, rs, rs_len);
    return;
  }
  /* -Fh: the header is made by the compile */
  if (a->out_header) {
    a->options.flags |= HLSLC_FLAG_HEADER;
    a->options.header_name = a->header_name;
  }
  hlslc_result *r = c->res;
  /* the compile's fields and diagnostics (after those about the arguments),
   * in this result */
  compile_into(&a->options, NULL, a->input, source, len, r, false);
  /* the diagnostics go to -Fe's file (made even when empty) or standard error */
  if (a->out_errors)
    emit(c, HLSLC_OUT_DIAGNOSTICS, a->out_errors, r->diagnostics ? r->diagnostics : "",
         r->diagnostics ? strlen(r->diagnostics) : 0, !r->diagnostics);
  else if (r->diagnostics)
    emit(c, HLSLC_OUT_DIAGNOSTICS, NULL, r->diagnostics, strlen(r->diagnostics), false);
  if (r->passes_dump) emit(c, HLSLC_OUT_PASSES, NULL, r->passes_dump, strlen(r->passes_dump), false);
  if (r->status == 0 && !c->failed) compile_outputs(c, hooks);
}

/* The result's diagnostics text: every DIAGNOSTICS blob, in order. */
static bool join_diagnostics(hlslc_result *r) {
  size_t n = 0;
  for (uint32_t i = 0; i < r->noutputs; i++)
    if (r->outputs[i].kind == HLSLC_OUT_DIAGNOSTICS) n += r->outputs[i].size;
  r->diagnostics = NULL;
  if (!n) return true;
  char *d = result_alloc(r, n);
  if (!d) return false;
  n = 0;
  for (uint32_t i = 0; i < r->noutputs; i++)
    if (r->outputs[i].kind == HLSLC_OUT_DIAGNOSTICS) {
      memcpy(d + n, r->outputs[i].data, r->outputs[i].size);
      n += r->outputs[i].size;
    }
  r->diagnostics = d;
  return true;
}

static const char oom_note[] = "hlslc: error: out of memory\n";

int hlslc_compile_args(int argc, const char *const *argv, const char *source, size_t len,
                       const hlslc_hooks *hooks, hlslc_result *res) {
  memset(res, 0, sizeof *res);
  hlslc_hooks hk; /* the caller's hooks as this library's struct */
  char why[256];
  bool hooks_ok = !hooks || sized_copy(&hk, sizeof hk, hooks, NULL, 0, why, sizeof why);
  /* everything from here on through the caller's allocator */
  if (!result_begin(res, hooks_ok && hooks ? hk.allocator : NULL)) {
    res->status = 3;
    res->diagnostics = (char *)oom_note;
    return 3;
  }
  hlslc_args a;
  args_parse_al(argc, argv, source != NULL, result_allocator(res), &a);
  Cli c = {res, &a, {0}, false};
  arena_init(&c.arena, result_allocator(res));
  if (result_chunk_size(res)) c.arena.chunk_size = result_chunk_size(res);
  int status = 0;
  if (a.messages) emit(&c, HLSLC_OUT_DIAGNOSTICS, NULL, a.messages, strlen(a.messages), true);
  for (uint32_t i = 0; i < args_message_count(&a); i++) {
    size_t n;
    bool error;
    const char *m = args_message(&a, i, &n, &error);
    char *text = arena_strndup(&c.arena, m, n);
    if (!text || !result_note(res, error ? HLSLC_SEVERITY_ERROR : HLSLC_SEVERITY_WARNING, text))
      c.failed = true;
  }
  if (a.show_help) {
    const char *help = hlslc_args_help();
    emit(&c, HLSLC_OUT_TEXT, NULL, help, strlen(help), false);
  } else if (a.show_version) {
    char v[64];
    int n = snprintf(v, sizeof v, "%s\n", hlslc_version());
    emit(&c, HLSLC_OUT_TEXT, NULL, v, (size_t)n, true);
  } else if (a.status) {
    status = args_oom(&a) ? 3 : 2;
  } else if (!hooks_ok) {
    message(&c, HLSLC_SEVERITY_ERROR, "invalid hlslc_hooks value: %s", why);
    status = 2;
  } else {
    run(&c, hooks ? &hk : NULL, source, len);
    status = res->status;
  }
  if (!status && c.failed) status = 1;
  if (result_oom(res) || c.arena.oom || status == 3) {
    /* the list cannot be trusted: the note alone */
    result_clear_outputs(res);
    result_clear_diags(res);
    result_add(res, HLSLC_OUT_DIAGNOSTICS, NULL, oom_note, sizeof oom_note - 1, false);
    result_note(res, HLSLC_SEVERITY_ERROR, "out of memory");
    result_drop_fields(res);
    status = 3;
  }
  if (!join_diagnostics(res)) status = 3;
  if (!res->diagnostics && status == 3) res->diagnostics = (char *)oom_note;
  res->status = status;
  arena_free(&c.arena);
  hlslc_args_free(&a);
  return status;
}
