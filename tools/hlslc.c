/* hlslc - command-line compiler with DXC-compatible flags.
 *
 *   hlslc -T cs_6_0 -E main [-D NAME[=VALUE]]... [-I DIR]... file.hlsl [-Fo out.dxil]
 *
 * Without -Fo the final DXIL module is printed as text, like dxc. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlslc.h"

static void usage(FILE *f) {
  fputs("usage: hlslc -T <profile> [-E <entry>] [options] <file.hlsl>\n"
        "  -T <profile>          target profile (cs_, vs_, ps_, gs_ 6_0 ... 6_9)\n"
        "  -E <name>             entry point (default main)\n"
        "  -D <name>[=<value>]   define a macro\n"
        "  -I <dir>              add an include directory\n"
        "  -Fo <file>            write the DXIL container to <file>\n"
        "  -Fc <file>            write the DXIL text listing to <file>\n"
        "  -Fre <file>           write reflection (constant-buffer layouts, bindings) as JSON\n"
        "  -Zpr / -Zpc           matrices default to row_major / column_major\n"
        "  -Zi                   list the sources in the DXIL text (!dx.source.* metadata)\n"
        "  -P                    preprocess only (to -Fi <file> or stdout)\n"
        "  -fcgl                 print the IR from the front end, unoptimized\n"
        "  -ast-dump             print the declarations as clang's AST dump (no statements)\n"
        "  -emit-ll              print the IR after optimisation, before DXIL lowering\n"
        "  -HV <year>            HLSL version (2016, 2017, 2018, 2021)\n"
        "  -default-linkage internal|external   linkage of library functions without export/static\n"
        "  -enable-16bit-types   native 16-bit types (SM 6.2+)\n"
        "  -Qkeep_reflect_in_dxil / -Qstrip_reflect   keep or strip resource names in DXIL\n"
        "  -fbind-unused         implicit bindings do not depend on unused-resource removal\n"
        "  --print-after=<pass>  print the IR after <pass> to stderr\n"
        "  --print-after-all     print the IR after every pass to stderr\n"
        "  --verify-each         run the IR verifier after every pass\n"
        "  --version             print the version\n",
        f);
}

static int write_file(const char *path, const void *data, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "hlslc: error: cannot open '%s' for writing\n", path);
    return 1;
  }
  size_t w = fwrite(data, 1, n, f);
  if (fclose(f) != 0 || w != n) {
    fprintf(stderr, "hlslc: error: cannot write '%s'\n", path);
    return 1;
  }
  return 0;
}

/* Accepts "-X value", "-Xvalue" and "/X value" (DXC's spellings). */
static const char *opt_value(int argc, char **argv, int *i, const char *name) {
  const char *a = argv[*i] + 1;
  size_t n = strlen(name);
  if (strncmp(a, name, n) != 0) return NULL;
  if (a[n]) return a + n;
  if (*i + 1 >= argc) {
    fprintf(stderr, "hlslc: error: missing argument to '-%s'\n", name);
    exit(1);
  }
  return argv[++*i];
}

int main(int argc, char **argv) {
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.output = HLSLC_OUTPUT_DXIL_TEXT;
  const char **defines = calloc((size_t)argc, sizeof(char *));
  const char **incs = calloc((size_t)argc, sizeof(char *));
  if (!defines || !incs) return 1;
  const char *input = NULL, *fo = NULL, *fc = NULL, *fi = NULL, *fre = NULL, *frs = NULL, *setrs = NULL;
  bool extract_rs = false;
  bool preprocess = false;
  for (int i = 1; i < argc; i++) {
    char *a = argv[i];
    const char *v;
    if (a[0] != '-' && !(a[0] == '/' && a[1] && strchr("TEDIFPQHWOVZ", a[1]) && strlen(a) <= 40 && !strchr(a + 1, '/'))) {
      if (input) {
        fprintf(stderr, "hlslc: error: more than one input file ('%s' and '%s')\n", input, a);
        return 1;
      }
      input = a;
      continue;
    }
    if (!strcmp(a, "--version") || !strcmp(a, "-version")) { puts(hlslc_version()); return 0; }
    if (!strcmp(a, "-help") || !strcmp(a, "--help") || !strcmp(a, "-?")) { usage(stdout); return 0; }
    if (!strncmp(a, "--print-after=", 14)) { o.print_after = a + 14; continue; }
    if (!strcmp(a, "--print-after-all")) { o.print_after_all = 1; continue; }
    if (!strcmp(a, "--verify-each")) { o.flags |= HLSLC_FLAG_VERIFY_EACH; continue; }
    if (!strcmp(a + 1, "fcgl")) { o.output = HLSLC_OUTPUT_HL_IR; continue; }
    if (!strcmp(a + 1, "ast-dump")) { o.output = HLSLC_OUTPUT_AST; continue; }
    if (!strcmp(a + 1, "emit-ll")) { o.output = HLSLC_OUTPUT_LL; continue; }
    if (!strcmp(a + 1, "enable-16bit-types")) { o.flags |= HLSLC_FLAG_NATIVE_16BIT; continue; }
    if (!strcmp(a + 1, "Qkeep_reflect_in_dxil")) { o.flags |= HLSLC_FLAG_KEEP_REFLECT; continue; }
    if (!strcmp(a + 1, "Qstrip_reflect") || !strcmp(a + 1, "Qstrip-reflect")) { o.flags &= ~(uint32_t)HLSLC_FLAG_KEEP_REFLECT; continue; }
    if (!strcmp(a + 1, "fbind-unused") || !strcmp(a + 1, "fstable-bindings")) { o.flags |= HLSLC_FLAG_BIND_UNUSED; continue; }
    if (!strcmp(a + 1, "fno-caret-diagnostics")) { o.flags |= HLSLC_FLAG_NO_CARET; continue; }
    if (!strcmp(a + 1, "P")) { preprocess = true; continue; }
    if (!strcmp(a + 1, "Zpr")) { o.flags |= HLSLC_FLAG_ROW_MAJOR; continue; }
    if (!strcmp(a + 1, "Zi")) { o.flags |= HLSLC_FLAG_SOURCE_INFO; continue; }
    if (!strcmp(a + 1, "no-legacy-cbuf-layout") || !strcmp(a + 1, "not_use_legacy_cbuf_load")) {
      /* DXC's wording for both spellings */
      fprintf(stderr, "hlslc: warning: -no-legacy-cbuf-layout is no longer supported and will be "
                      "ignored. Future releases will not recognize it.\n");
      continue;
    }
    /* Accepted and ignored: optimisation levels, debug info, validation
     * switches, warning controls, strip options and codegen tweaks that do
     * not change our output. */
    if (!strcmp(a + 1, "Zss") || !strcmp(a + 1, "Zsb") ||
        !strcmp(a + 1, "Vd") || !strcmp(a + 1, "Od") || !strncmp(a + 1, "O", 1) ||
        (!strncmp(a + 1, "Qstrip", 6) && strcmp(a + 1, "Qstrip_rootsignature")) || !strcmp(a + 1, "Qembed_debug") ||
        !strcmp(a + 1, "Gis") || !strcmp(a + 1, "Gec") || !strcmp(a + 1, "Ges") ||
        !strcmp(a + 1, "Zpc") || !strcmp(a + 1, "no-warnings") ||
        !strcmp(a + 1, "WX") || (a[1] == 'W' && a[2] != 0) || !strcmp(a + 1, "nologo") ||
        !strcmp(a + 1, "all-resources-bound") || !strcmp(a + 1, "res-may-alias"))
      continue;
    if (!strcmp(a + 1, "Qstrip_rootsignature")) { o.flags |= HLSLC_FLAG_STRIP_ROOTSIG; continue; }
    if (!strcmp(a + 1, "extractrootsignature")) { extract_rs = true; continue; }
    if ((v = opt_value(argc, argv, &i, "rootsig-define"))) { o.rootsig_define = v; continue; }
    if ((v = opt_value(argc, argv, &i, "force-rootsig-ver"))) {
      if (!strcmp(v, "rootsig_1_0")) o.rootsig_version = 1;
      else if (!strcmp(v, "rootsig_1_1")) o.rootsig_version = 2;
      else if (!strcmp(v, "rootsig_1_2")) o.rootsig_version = 3;
      else {
        fprintf(stderr, "hlslc: error: invalid root signature version '%s' (rootsig_1_0, rootsig_1_1 or rootsig_1_2)\n", v);
        return 1;
      }
      continue;
    }
    if ((v = opt_value(argc, argv, &i, "Frs"))) { frs = v; continue; }
    if ((v = opt_value(argc, argv, &i, "setrootsignature"))) { setrs = v; continue; }
    if ((v = opt_value(argc, argv, &i, "Fo"))) { fo = v; o.output = HLSLC_OUTPUT_CONTAINER; continue; }
    if ((v = opt_value(argc, argv, &i, "Fre"))) { fre = v; o.flags |= HLSLC_FLAG_REFLECTION; continue; }
    if ((v = opt_value(argc, argv, &i, "Fc"))) { fc = v; continue; }
    if ((v = opt_value(argc, argv, &i, "Fi"))) { fi = v; continue; }
    if ((v = opt_value(argc, argv, &i, "HV"))) { o.hlsl_version = atoi(v); continue; }
    if ((v = opt_value(argc, argv, &i, "validator-version"))) {
      char *end = NULL;
      unsigned long mj = strtoul(v, &end, 10), mn = 0;
      if (end && *end == '.') mn = strtoul(end + 1, &end, 10);
      if (!end || *end || mj > 0xFFFF || mn > 0xFFFF) {
        fprintf(stderr, "hlslc: error: invalid validator version '%s' (expected MAJOR.MINOR)\n", v);
        return 1;
      }
      o.validator_major = (uint32_t)mj;
      o.validator_minor = (uint32_t)mn;
      o.flags |= HLSLC_FLAG_VALIDATOR_VERSION;
      continue;
    }
    if ((v = opt_value(argc, argv, &i, "auto-binding-space"))) { o.auto_binding_space = (uint32_t)strtoul(v, NULL, 10); o.flags |= HLSLC_FLAG_AUTO_BINDING_SPACE; continue; }
    if ((v = opt_value(argc, argv, &i, "default-linkage"))) {
      if (!strcmp(v, "internal")) o.default_linkage = 1;
      else if (!strcmp(v, "external")) o.default_linkage = 2;
      else {
        fprintf(stderr, "hlslc: error: -default-linkage must be 'internal' or 'external', not '%s'\n", v);
        return 1;
      }
      continue;
    }
    if ((v = opt_value(argc, argv, &i, "T"))) { o.profile = v; continue; }
    if ((v = opt_value(argc, argv, &i, "E"))) { o.entry = v; continue; }
    if ((v = opt_value(argc, argv, &i, "D"))) { defines[o.ndefines++] = v; continue; }
    if ((v = opt_value(argc, argv, &i, "I"))) { incs[o.ninclude_dirs++] = v; continue; }
    fprintf(stderr, "hlslc: error: unknown argument: '%s'\n", a);
    return 1;
  }
  o.defines = defines;
  o.include_dirs = incs;
  if (!input) {
    fprintf(stderr, "hlslc: error: no input file\n");
    usage(stderr);
    return 1;
  }
  if (preprocess) o.output = HLSLC_OUTPUT_PREPROCESSED;
  else if (!o.profile) {
    fprintf(stderr, "hlslc: error: no target profile given (-T)\n");
    return 1;
  }
  char *setrs_data = NULL;
  if (setrs) {
    FILE *f = fopen(setrs, "rb");
    long n = -1;
    if (f && fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (setrs_data = malloc((size_t)n + 1)) && fread(setrs_data, 1, (size_t)n, f) == (size_t)n) {
      o.rootsig_container = setrs_data;
      o.rootsig_container_size = (size_t)n;
    } else {
      fprintf(stderr, "hlslc: error: Could not load root signature file '%s'.\n", setrs);
      return 1;
    }
    fclose(f);
  }
  if (extract_rs && o.output != HLSLC_OUTPUT_CONTAINER) o.output = HLSLC_OUTPUT_CONTAINER;
  hlslc_result r;
  hlslc_compile(&o, input, NULL, 0, &r);
  if (r.diagnostics) fputs(r.diagnostics, stderr);
  if (r.passes_dump) fputs(r.passes_dump, stderr);
  int rc = r.status == 0 ? 0 : 1;
  if (rc == 0) {
    if (preprocess && fi) rc = write_file(fi, r.data, r.size);
    else if (extract_rs) {
      if (!fo) {
        fprintf(stderr, "hlslc: error: -extractrootsignature needs -Fo <file>\n");
        rc = 1;
      } else if (!r.root_signature) {
        fprintf(stderr, "hlslc: error: the shader has no root signature to extract\n");
        rc = 1;
      } else {
        rc = write_file(fo, r.root_signature, r.root_signature_size);
      }
    } else if (fo) rc = write_file(fo, r.data, r.size);
    else if (!frs) fwrite(r.data, 1, r.size, stdout);
    if (rc == 0 && frs) {
      if (!r.root_signature) {
        fprintf(stderr, "hlslc: error: -Frs: the shader has no root signature\n");
        rc = 1;
      } else {
        rc = write_file(frs, r.root_signature, r.root_signature_size);
      }
    }
    if (rc == 0 && fre) {
      if (r.reflection_json) rc = write_file(fre, r.reflection_json, r.reflection_size);
      else {
        fprintf(stderr, "hlslc: error: -Fre needs a full compile (not -fcgl, -emit-ll or -P)\n");
        rc = 1;
      }
    }
    if (rc == 0 && fc) {
      /* -Fc with -Fo: compile again for the listing (rare; keeps the API simple). */
      hlslc_result t;
      o.output = HLSLC_OUTPUT_DXIL_TEXT;
      hlslc_compile(&o, input, NULL, 0, &t);
      rc = t.status == 0 ? write_file(fc, t.data, t.size) : 1;
      hlslc_result_free(&t);
    }
  }
  hlslc_result_free(&r);
  free(defines);
  free(incs);
  free(setrs_data);
  return rc;
}
