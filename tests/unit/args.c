/* Unit tests for the command-line parser in the library (hlslc_args_parse):
 * DXC's spellings and kinds (joined, separate, '/'), what each option sets,
 * the checks on values and combinations, response files, and the -Fh
 * header's exact text. */
#include "hlslc.h"
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int parse(hlslc_args *a, const char *line) {
  const char *argv[64];
  int argc = 0;
  static char buf[1024];
  snprintf(buf, sizeof buf, "%s", line);
  argv[argc++] = "hlslc";
  for (char *t = strtok(buf, " "); t && argc < 64; t = strtok(NULL, " ")) argv[argc++] = t;
  return hlslc_args_parse(argc, argv, a);
}

static bool has_msg(const hlslc_args *a, const char *want) {
  return a->messages && strstr(a->messages, want) != NULL;
}

static void test_spellings(void) {
  hlslc_args a;
  check("dash separate", parse(&a, "-T cs_6_0 -E main -Fo out.dxil in.hlsl") == 0 &&
                             !strcmp(a.options.profile, "cs_6_0") && !strcmp(a.options.entry, "main") &&
                             !strcmp(a.out_object, "out.dxil") && !strcmp(a.input, "in.hlsl") &&
                             a.options.output == HLSLC_OUTPUT_CONTAINER);
  hlslc_args_free(&a);
  check("joined and slash", parse(&a, "/Tps_6_0 -Emain /Foo.dxil /abs/in.hlsl") == 0 &&
                                !strcmp(a.options.profile, "ps_6_0") && !strcmp(a.out_object, "o.dxil") &&
                                !strcmp(a.input, "/abs/in.hlsl"));
  hlslc_args_free(&a);
  check("defines and includes", parse(&a, "-T cs_6_0 -DA=1 -D B -I inc /Iother x.hlsl") == 0 &&
                                    a.options.ndefines == 2 && !strcmp(a.options.defines[0], "A=1") &&
                                    !strcmp(a.options.defines[1], "B") && a.options.ninclude_dirs == 2 &&
                                    !strcmp(a.options.include_dirs[1], "other"));
  hlslc_args_free(&a);
  /* -WX is a flag; -Wxyz the joined W option */
  check("WX vs W", parse(&a, "-T cs_6_0 -WX -Wno-conversion x.hlsl") == 0 &&
                       (a.options.flags & HLSLC_FLAG_WARNINGS_AS_ERRORS) && a.options.nwarning_options == 1 &&
                       !strcmp(a.options.warning_options[0], "no-conversion"));
  hlslc_args_free(&a);
  check("Frs Separate only", parse(&a, "-T cs_6_0 -Frsx x.hlsl") != 0 && has_msg(&a, "Unknown argument: '-Frsx'"));
  hlslc_args_free(&a);
  check("missing value", parse(&a, "-T cs_6_0 x.hlsl -E") != 0 && has_msg(&a, "Argument to '-E' is missing."));
  hlslc_args_free(&a);
  check("flags", parse(&a, "-T cs_6_7 -all_resources_bound -res-may-alias -Vd -Qstrip_rootsignature x.hlsl") == 0 &&
                     (a.options.flags & HLSLC_FLAG_ALL_RESOURCES_BOUND) &&
                     (a.options.flags & HLSLC_FLAG_RES_MAY_ALIAS) && (a.options.flags & HLSLC_FLAG_NO_VALIDATION) &&
                     (a.options.flags & HLSLC_FLAG_STRIP_ROOTSIG));
  hlslc_args_free(&a);
  check("header name default", parse(&a, "-T cs_6_0 -E cs -Fh x.h x.hlsl") == 0 && !strcmp(a.header_name, "g_cs") &&
                                   (a.options.flags & HLSLC_FLAG_LISTING));
  hlslc_args_free(&a);
  check("-MD target", parse(&a, "-T cs_6_0 -MD dir/x.hlsl -Fo o.dxil") == 0 && a.dependencies &&
                          !strcmp(a.out_dependencies, "dir/x.d") &&
                          !strcmp(a.options.dependency_target, "o.dxil"));
  hlslc_args_free(&a);
  check("-P default file", parse(&a, "-P dir/x.hlsl") == 0 && !strcmp(a.out_preprocessed, "dir/x.i"));
  hlslc_args_free(&a);
  check("rootsig version", parse(&a, "-T cs_6_0 -force_rootsig_ver rootsig_1_0 x.hlsl") == 0 &&
                               a.options.rootsig_version == 1);
  hlslc_args_free(&a);
  check("no-effect warns", parse(&a, "-T cs_6_0 -Ges x.hlsl") == 0 &&
                               has_msg(&a, "warning: option '-Ges' has no effect"));
  hlslc_args_free(&a);
  check("refused", parse(&a, "-T cs_6_0 -Zs x.hlsl") != 0 && has_msg(&a, "error: option '-Zs' is not supported"));
  hlslc_args_free(&a);
  check("spirv target refused", parse(&a, "-T cs_6_0 -spirv x.hlsl") != 0 &&
                                    has_msg(&a, "hlslc generates DXIL only"));
  hlslc_args_free(&a);
  /* SPIR-V options without -spirv: no effect on DXIL (DXC's behaviour) */
  check("spirv option no effect", parse(&a, "-T cs_6_0 -fspv-target-env=vulkan1.1 x.hlsl") == 0 &&
                                      has_msg(&a, "warning: option '-fspv-target-env=vulkan1.1' has no effect"));
  hlslc_args_free(&a);
  check("spirv option arguments", parse(&a, "-T cs_6_0 -vkbr t0 0 1 2 x.hlsl") == 0 && a.input &&
                                      !strcmp(a.input, "x.hlsl"));
  hlslc_args_free(&a);
  check("spirv shift requires -spirv", parse(&a, "-T cs_6_0 -fvk-u-shift 4 0 x.hlsl") != 0 &&
                                           has_msg(&a, "error: -fvk-u-shift requires -spirv"));
  hlslc_args_free(&a);
}

static void test_response_files(void) {
  const char *path = "/tmp/hlslc-unit-args.rsp";
  FILE *f = fopen(path, "w");
  if (!f) return;
  fputs("-T cs_6_0 \"-DMSG=a b\" 'x y.hlsl' -E\\ main\n", f);
  fclose(f);
  const char *argv[] = {"hlslc", "@/tmp/hlslc-unit-args.rsp"};
  hlslc_args a;
  int rc = hlslc_args_parse(2, argv, &a);
  check("response file", rc == 0 && a.options.ndefines == 1 && !strcmp(a.options.defines[0], "MSG=a b") &&
                             !strcmp(a.input, "x y.hlsl") && a.options.entry && !strcmp(a.options.entry, " main"));
  hlslc_args_free(&a);
  f = fopen(path, "w");
  if (f) {
    fputs("@/tmp/hlslc-unit-args.rsp\n", f); /* itself: nested too deeply */
    fclose(f);
  }
  rc = hlslc_args_parse(2, argv, &a);
  check("recursive response file", rc != 0 && has_msg(&a, "nested too deeply"));
  hlslc_args_free(&a);
  remove(path);
}

static void test_header(void) {
  const uint8_t data[14] = {0x44, 0x58, 0x42, 0x43, 0, 1, 2, 3, 4, 5, 6, 7, 0xab, 0xff};
  size_t len = 0;
  char *h = hlslc_format_header("; a\n; b\n", 8, data, sizeof data, "g_x", NULL, &len);
  const char *want = "#if 0\r\n; a\r\n; b\r\n\r\n#endif\r\n\r\nconst unsigned char g_x[] = {\r\n"
                     "  0x44, 0x58, 0x42, 0x43, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,\r\n"
                     "  0xab, 0xff\r\n};\r\n";
  check("-Fh text", h && len == strlen(want) && !strcmp(h, want));
  if (h && strcmp(h, want)) printf("  got:\n%s\n", h);
  hlslc_free(NULL, h);
}

int main(void) {
  test_spellings();
  test_response_files();
  test_header();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
