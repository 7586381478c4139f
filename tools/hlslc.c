/* hlslc - command-line compiler with DXC's command line.
 *
 *   hlslc -T cs_6_0 -E main [-D NAME[=VALUE]]... [-I DIR]... file.hlsl [-Fo out.dxil]
 *
 * A thin main: the arguments are parsed by the library (hlslc_args_parse,
 * src/driver/args.c), the compilation is hlslc_compile; this file reads and
 * writes files. Without an output file the DXIL text listing goes to stdout,
 * like dxc. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlslc.h"

static int write_file(const char *path, const void *data, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "hlslc: error: cannot open '%s' for writing\n", path);
    return 1;
  }
  size_t w = n ? fwrite(data, 1, n, f) : 0;
  if (fclose(f) != 0 || w != n) {
    fprintf(stderr, "hlslc: error: cannot write '%s'\n", path);
    return 1;
  }
  return 0;
}

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *buf = NULL;
  size_t n = 0, cap = 0;
  for (;;) {
    if (n == cap) {
      cap = cap ? cap * 2 : 65536;
      char *nb = realloc(buf, cap + 1);
      if (!nb) {
        free(buf);
        fclose(f);
        return NULL;
      }
      buf = nb;
    }
    size_t r = fread(buf + n, 1, cap - n, f);
    n += r;
    if (r == 0) break;
  }
  bool err = ferror(f) != 0;
  fclose(f);
  if (err) {
    free(buf);
    return NULL;
  }
  buf[n] = 0;
  *len = n;
  return buf;
}

/* -dumpbin: the input is a container; the root signature options act on it. */
static int dumpbin(const hlslc_args *a, const uint8_t *data, size_t len, const uint8_t *rs_part,
                   size_t rs_len);

/* The RTS0 part of a container (NULL when absent or malformed). */
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

/* -verifyrootsignature FILE: the root signature of container FILE against
 * the shader's container, as DXC checks it ("root signature verification
 * succeeded." on success, no newline, as DXC prints it). */
static int verify_rootsig(const char *file, const uint8_t *shader, size_t len, FILE *errs) {
  size_t rl = 0;
  char *rs = read_file(file, &rl);
  if (!rs) {
    fprintf(stderr, "hlslc: error: invalid root signature to verify: cannot read '%s'\n", file);
    return 1;
  }
  char *msgs = NULL;
  int rc = hlslc_verify_root_signature(shader, len, (const uint8_t *)rs, rl, &msgs);
  if (msgs) fputs(msgs, errs);
  free(msgs);
  free(rs);
  if (rc == 0) fputs("root signature verification succeeded.", stdout);
  return rc;
}

int main(int argc, char **argv) {
  hlslc_args a;
  hlslc_args_parse(argc, (const char *const *)argv, &a);
  if (a.messages) fputs(a.messages, stderr);
  if (a.show_help) {
    fputs(hlslc_args_help(), stdout);
    hlslc_args_free(&a);
    return 0;
  }
  if (a.show_version) {
    puts(hlslc_version());
    hlslc_args_free(&a);
    return 0;
  }
  if (a.status) {
    hlslc_args_free(&a);
    return 1;
  }
  int rc = 0;
  char *setrs = NULL;
  size_t setrs_len = 0;
  if (a.set_rootsig) {
    if (!(setrs = read_file(a.set_rootsig, &setrs_len))) {
      fprintf(stderr, "hlslc: error: Could not load root signature file '%s'.\n", a.set_rootsig);
      hlslc_args_free(&a);
      return 1;
    }
    a.options.rootsig_container = setrs;
    a.options.rootsig_container_size = setrs_len;
  }
  if (a.dumpbin) {
    size_t len = 0;
    char *data = read_file(a.input, &len);
    if (!data) {
      fprintf(stderr, "hlslc: error: cannot read '%s'\n", a.input);
      rc = 1;
    } else {
      size_t rs_len = 0;
      const uint8_t *rs = setrs ? find_part((const uint8_t *)setrs, setrs_len, "RTS0", &rs_len) : NULL;
      if (setrs && !rs) {
        fprintf(stderr, "hlslc: error: the root signature file (-setrootsignature) has no RTS0 part\n");
        rc = 1;
      } else {
        rc = dumpbin(&a, (const uint8_t *)data, len, rs, rs_len);
      }
      free(data);
    }
    free(setrs);
    hlslc_args_free(&a);
    return rc;
  }

  hlslc_result r;
  hlslc_compile(&a.options, a.input, NULL, 0, &r);
  FILE *errs = stderr;
  if (a.out_errors && !(errs = fopen(a.out_errors, "wb"))) {
    fprintf(stderr, "hlslc: error: cannot open '%s' for writing\n", a.out_errors);
    errs = stderr;
    rc = 1;
  }
  if (r.diagnostics) fputs(r.diagnostics, errs);
  if (errs != stderr) fclose(errs);
  if (r.passes_dump) fputs(r.passes_dump, stderr);
  if (r.status != 0) rc = 1;
  hlslc_output out = a.options.output;
  if (rc == 0) {
    if (out == HLSLC_OUTPUT_PREPROCESSED) {
      rc = write_file(a.out_preprocessed, r.data, r.size);
    } else if (out == HLSLC_OUTPUT_DEPENDENCIES) {
      if (a.out_dependencies) rc = write_file(a.out_dependencies, r.data, r.size);
      else fwrite(r.data, 1, r.size, stdout);
    } else if (out != HLSLC_OUTPUT_CONTAINER) {
      fwrite(r.data, 1, r.size, stdout);
    } else {
      if (a.extract_rootsig) {
        if (!r.root_signature) {
          fprintf(stderr, "hlslc: error: the shader has no root signature to extract\n");
          rc = 1;
        } else {
          rc = write_file(a.out_object, r.root_signature, r.root_signature_size);
        }
      } else if (a.out_object) {
        rc = write_file(a.out_object, r.data, r.size);
      }
      if (rc == 0 && a.out_listing) rc = write_file(a.out_listing, r.listing ? r.listing : "", r.listing_size);
      if (rc == 0 && a.out_header) {
        size_t hl = 0;
        char *h = hlslc_format_header(r.listing ? r.listing : "", r.listing_size, r.data, r.size,
                                      a.header_name, &hl);
        rc = h ? write_file(a.out_header, h, hl) : 1;
        free(h);
      }
      if (rc == 0 && a.out_hash) {
        if (!r.has_shader_hash) {
          fprintf(stderr, "hlslc: error: -Fsh: no shader hash for this output\n");
          rc = 1;
        } else {
          rc = write_file(a.out_hash, r.shader_hash, sizeof r.shader_hash);
        }
      }
      if (rc == 0 && a.verify_rootsig) rc = verify_rootsig(a.verify_rootsig, r.data, r.size, stderr);
      /* the listing goes to stdout when nothing else was asked for */
      if (rc == 0 && !a.out_object && !a.out_listing && !a.out_header && !a.extract_rootsig &&
          !a.verify_rootsig && r.listing)
        fwrite(r.listing, 1, r.listing_size, stdout);
    }
    if (rc == 0 && a.out_rootsig && out != HLSLC_OUTPUT_PREPROCESSED && out != HLSLC_OUTPUT_DEPENDENCIES) {
      if (r.root_signature)
        rc = write_file(a.out_rootsig, r.root_signature, r.root_signature_size);
      else /* as DXC: no root signature, no file */
        fprintf(stderr, "hlslc: warning: -Frs: the shader has no root signature; '%s' not written\n",
                a.out_rootsig);
    }
    if (rc == 0 && a.out_reflection) {
      if (r.reflection_json) rc = write_file(a.out_reflection, r.reflection_json, r.reflection_size);
      else {
        fprintf(stderr, "hlslc: error: -Fre needs a full compile (not -fcgl, -emit-ll or -P)\n");
        rc = 1;
      }
    }
  }
  hlslc_result_free(&r);
  free(setrs);
  hlslc_args_free(&a);
  return rc;
}

static int dumpbin(const hlslc_args *a, const uint8_t *data, size_t len, const uint8_t *rs_part,
                   size_t rs_len) {
  size_t n = 0;
  if (!find_part(data, len, "DXIL", &n) && !find_part(data, len, "RTS0", &n)) {
    fprintf(stderr, "hlslc: error: '%s' is not a DXIL container\n", a->input);
    return 1;
  }
  if (a->verify_rootsig) {
    int rc = verify_rootsig(a->verify_rootsig, data, len, stderr);
    if (rc || (!a->out_object && !a->out_hash)) return rc;
  }
  if (!a->out_object && !a->out_hash) {
    fprintf(stderr, "hlslc: error: -dumpbin: printing the disassembly is not supported (use hlslc-dis); "
                    "give -Fo with -extractrootsignature, -setrootsignature or -Qstrip_rootsignature\n");
    return 1;
  }
  if (a->extract_rootsig) {
    size_t rl = 0;
    const uint8_t *rs = find_part(data, len, "RTS0", &rl);
    if (!rs) {
      fprintf(stderr, "hlslc: error: '%s' has no root signature (RTS0) part\n", a->input);
      return 1;
    }
    size_t cl = 0;
    uint8_t *c = hlslc_rts0_container(rs, rl, &cl);
    int rc = c ? write_file(a->out_object, c, cl) : 1;
    free(c);
    return rc;
  }
  if (rs_part && !(a->options.flags & HLSLC_FLAG_NO_VALIDATION)) {
    /* DXC's container builder validates the new root signature against the shader */
    char *msgs = NULL;
    size_t cl = 0;
    uint8_t *c = hlslc_rts0_container(rs_part, rs_len, &cl);
    int bad = c ? hlslc_verify_root_signature(data, len, c, cl, &msgs) : 1;
    free(c);
    if (msgs) fputs(msgs, stderr);
    free(msgs);
    if (bad) return 1;
  }
  size_t ol = 0;
  uint8_t *o = hlslc_container_set_rts0(data, len, rs_part, rs_len,
                                        (a->options.flags & HLSLC_FLAG_STRIP_ROOTSIG) != 0, &ol);
  if (!o) {
    fprintf(stderr, "hlslc: error: '%s' is not a well-formed container\n", a->input);
    return 1;
  }
  int rc = a->out_object ? write_file(a->out_object, o, ol) : 0;
  if (rc == 0 && a->out_hash) {
    size_t hl = 0;
    const uint8_t *h = find_part(o, ol, "HASH", &hl);
    if (!h || hl != 20) {
      fprintf(stderr, "hlslc: error: -Fsh: '%s' has no HASH part\n", a->input);
      rc = 1;
    } else {
      rc = write_file(a->out_hash, h, 20);
    }
  }
  free(o);
  return rc;
}
