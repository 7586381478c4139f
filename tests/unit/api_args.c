/* api_args.c - hlslc_compile_args: DXC's command line in one call. Every
 * output the options name comes back as a blob named by its option, in the
 * order the hlslc tool writes them, with the bytes hlslc_compile gives for
 * the same options; in-memory sources, -help/--version, bad arguments,
 * -Fe, -M, -P, -dumpbin and the checks that end the list. Public API only. */
#include "hlslc.h"
#include "test_util.h"

#include <stdlib.h>
#include <unistd.h>

static const char src[] =
    "#define RS \"RootFlags(0), DescriptorTable(UAV(u0)), CBV(b0)\"\n"
    "RWBuffer<float> Out : register(u0);\n"
    "cbuffer C : register(b0) { float k; };\n"
    "[RootSignature(RS)]\n"
    "[numthreads(4, 1, 1)] void main(uint i : SV_DispatchThreadID) { Out[i] = i * k; }\n";

/* argv from a line (split at spaces), argv[0] = "hlslc". */
static int split(char *line, const char **argv) {
  int argc = 0;
  argv[argc++] = "hlslc";
  for (char *t = strtok(line, " "); t && argc < 63; t = strtok(NULL, " ")) argv[argc++] = t;
  return argc;
}

static int run(hlslc_result *r, const char *line, const char *source) {
  char buf[1024];
  const char *argv[64];
  snprintf(buf, sizeof buf, "%s", line);
  int argc = split(buf, argv);
  return hlslc_compile_args(argc, argv, source, source ? strlen(source) : 0, NULL, r);
}

static const hlslc_blob *out(const hlslc_result *r, uint32_t i) {
  return i < r->noutputs ? &r->outputs[i] : NULL;
}

static bool is(const hlslc_blob *b, hlslc_out_kind kind, const char *name) {
  return b && b->kind == kind && ((!name && !b->name) || (name && b->name && !strcmp(b->name, name))) &&
         b->data;
}

static bool same(const hlslc_blob *b, const void *data, size_t size) {
  return b && data && b->size == size && !memcmp(b->data, data, size);
}

/* All outputs at once, each named, bytes as hlslc_compile's. */
static void test_all_outputs(void) {
  hlslc_result r;
  int st = run(&r, "-T cs_6_0 -E main s.hlsl -Fo o.dxil -Fc o.lst -Fh o.h -Vn blob -Fsh o.hash "
                   "-Frs o.rs -Fre o.json", src);
  check("all outputs: status", st == 0 && r.status == 0);
  check("all outputs: count", r.noutputs == 6);
  check("all outputs: object", is(out(&r, 0), HLSLC_OUT_OBJECT, "o.dxil") && out(&r, 0)->size > 32 &&
                                   !memcmp(out(&r, 0)->data, "DXBC", 4));
  check("all outputs: listing", is(out(&r, 1), HLSLC_OUT_LISTING, "o.lst") &&
                                    strstr((const char *)out(&r, 1)->data, "define void @main()"));
  check("all outputs: header", is(out(&r, 2), HLSLC_OUT_HEADER, "o.h") &&
                                   strstr((const char *)out(&r, 2)->data, "const unsigned char blob[] = {"));
  check("all outputs: hash", is(out(&r, 3), HLSLC_OUT_SHADER_HASH, "o.hash") && out(&r, 3)->size == 20);
  check("all outputs: rootsig", is(out(&r, 4), HLSLC_OUT_ROOT_SIGNATURE, "o.rs") &&
                                    !memcmp(out(&r, 4)->data, "DXBC", 4));
  check("all outputs: reflection", is(out(&r, 5), HLSLC_OUT_REFLECTION, "o.json") &&
                                       out(&r, 5)->data[0] == '{');
  check("all outputs: lookup", hlslc_result_output(&r, HLSLC_OUT_HEADER) == out(&r, 2) &&
                                   !hlslc_result_output(&r, HLSLC_OUT_PREPROCESSED));
  check("all outputs: fields", r.data && r.listing && r.header && r.root_signature && r.reflection_json &&
                                   r.has_shader_hash && r.dependencies);
  /* the same bytes as hlslc_compile with the same options */
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.profile = "cs_6_0";
  o.entry = "main";
  o.output = HLSLC_OUTPUT_CONTAINER;
  o.flags = HLSLC_FLAG_LISTING | HLSLC_FLAG_HEADER | HLSLC_FLAG_REFLECTION;
  o.header_name = "blob";
  hlslc_result c;
  hlslc_compile(&o, "s.hlsl", src, sizeof src - 1, &c);
  check("compile: status", c.status == 0);
  check("same object", same(out(&r, 0), c.data, c.size));
  check("same listing", same(out(&r, 1), c.listing, c.listing_size));
  check("same header", same(out(&r, 2), c.header, c.header_size));
  check("same hash", same(out(&r, 3), c.shader_hash, 20) && c.has_shader_hash);
  check("same rootsig", same(out(&r, 4), c.root_signature, c.root_signature_size));
  check("same reflection", same(out(&r, 5), c.reflection_json, c.reflection_size));
  /* hlslc_compile lists its outputs too, unnamed */
  const hlslc_blob *h = hlslc_result_output(&c, HLSLC_OUT_HEADER);
  check("compile lists header", h && !h->name && h->data == (const uint8_t *)c.header);
  check("compile lists object", hlslc_result_output(&c, HLSLC_OUT_OBJECT) &&
                                    hlslc_result_output(&c, HLSLC_OUT_OBJECT)->size == c.size);
  const hlslc_blob *d = hlslc_result_output(&c, HLSLC_OUT_DEPENDENCIES);
  check_str("compile lists dependencies", d ? (const char *)d->data : NULL, "s.hlsl: s.hlsl\n");
  hlslc_result_free(&c);
  hlslc_result_free(&r);
  check("free clears", r.noutputs == 0 && !r.outputs && !r.data);
}

static void test_text_outputs(void) {
  hlslc_result r;
  run(&r, "-T cs_6_0 s.hlsl", src);
  check("listing to stdout", r.status == 0 && r.noutputs == 1 && is(out(&r, 0), HLSLC_OUT_LISTING, NULL));
  hlslc_result_free(&r);
  run(&r, "-T cs_6_0 -fcgl s.hlsl", src);
  check("fcgl text", r.status == 0 && r.noutputs == 1 && is(out(&r, 0), HLSLC_OUT_TEXT, NULL) &&
                         strstr((const char *)out(&r, 0)->data, "define"));
  hlslc_result_free(&r);
  run(&r, "-T cs_6_0 -P -Fi pre.i s.hlsl", src);
  check("preprocessed", r.status == 0 && is(out(&r, 0), HLSLC_OUT_PREPROCESSED, "pre.i") &&
                            strstr((const char *)out(&r, 0)->data, "RWBuffer<float> Out"));
  hlslc_result_free(&r);
  run(&r, "-T cs_6_0 -M s.hlsl", src);
  check("-M: the rule on stdout", r.status == 0 && r.noutputs == 1 && is(out(&r, 0), HLSLC_OUT_DEPENDENCIES, NULL) &&
                                      !strcmp((const char *)out(&r, 0)->data, "s.hlsl: s.hlsl\n"));
  hlslc_result_free(&r);
  run(&r, "-T cs_6_0 -MD dir/s.hlsl", src);
  check("-MD: the rule's file", r.status == 0 && is(out(&r, 0), HLSLC_OUT_DEPENDENCIES, "dir/s.d"));
  hlslc_result_free(&r);
  run(&r, "-help", NULL);
  check("help", r.status == 0 && r.noutputs == 1 && is(out(&r, 0), HLSLC_OUT_TEXT, NULL) &&
                    !strcmp((const char *)out(&r, 0)->data, hlslc_args_help()));
  hlslc_result_free(&r);
  run(&r, "--version", NULL);
  char v[64];
  snprintf(v, sizeof v, "%s\n", hlslc_version());
  check("version", r.status == 0 && is(out(&r, 0), HLSLC_OUT_TEXT, NULL) && !strcmp((const char *)out(&r, 0)->data, v));
  hlslc_result_free(&r);
}

static void test_diagnostics(void) {
  hlslc_result r;
  /* in-memory source without an input argument: named "<input>" */
  run(&r, "-T cs_6_0 -Fo o.dxil", "[numthreads(1,1,1)] void main() { undeclared = 1; }\n");
  check("error: status 1", r.status == 1);
  check("error: only diagnostics", r.noutputs == 1 && is(out(&r, 0), HLSLC_OUT_DIAGNOSTICS, NULL));
  check("error: named <input>", r.diagnostics && strstr(r.diagnostics, "<input>:1:") &&
                                    !strcmp(r.diagnostics, (const char *)out(&r, 0)->data));
  hlslc_result_free(&r);
  /* -Fe: the diagnostics' file, made even when empty */
  run(&r, "-T cs_6_0 -Fe errs.txt -Fo o.dxil s.hlsl", src);
  check("-Fe empty", r.status == 0 && is(out(&r, 0), HLSLC_OUT_DIAGNOSTICS, "errs.txt") && out(&r, 0)->size == 0 &&
                         is(out(&r, 1), HLSLC_OUT_OBJECT, "o.dxil"));
  hlslc_result_free(&r);
  /* bad arguments: status 2, the parser's message */
  run(&r, "-T cs_6_0 -Fo", src);
  check("bad args", r.status == 2 && r.noutputs == 1 && is(out(&r, 0), HLSLC_OUT_DIAGNOSTICS, NULL) &&
                        strstr(r.diagnostics, "Argument to '-Fo' is missing."));
  hlslc_result_free(&r);
  /* a warning about the arguments comes first, then the outputs */
  run(&r, "-T cs_6_0 -O2 -Fo o.dxil s.hlsl", src);
  check("argument warning first", r.status == 0 && is(out(&r, 0), HLSLC_OUT_DIAGNOSTICS, NULL) &&
                                      strstr(r.diagnostics, "hlslc: warning: option '-O2' has no effect") &&
                                      is(out(&r, 1), HLSLC_OUT_OBJECT, "o.dxil"));
  hlslc_result_free(&r);
  /* a check of the outputs: -Fre without a full compile ends the list, status 1 */
  run(&r, "-T cs_6_0 -fcgl -Fre x.json s.hlsl", src);
  check("-Fre check", r.status == 1 && is(out(&r, 0), HLSLC_OUT_TEXT, NULL) &&
                          is(out(&r, 1), HLSLC_OUT_DIAGNOSTICS, NULL) && r.noutputs == 2 &&
                          strstr(r.diagnostics, "-Fre needs a full compile"));
  hlslc_result_free(&r);
  /* -Frs without a root signature: a warning only */
  run(&r, "-T cs_6_0 -Fo o.dxil -Frs o.rs s.hlsl", "[numthreads(1,1,1)] void main() {}\n");
  check("-Frs warning", r.status == 0 && is(out(&r, 0), HLSLC_OUT_OBJECT, "o.dxil") &&
                            is(out(&r, 1), HLSLC_OUT_DIAGNOSTICS, NULL) &&
                            strstr(r.diagnostics, "-Frs: the shader has no root signature"));
  hlslc_result_free(&r);
}

/* -dumpbin with the input's bytes given: -extractrootsignature, -Qstrip_rootsignature. */
static void test_dumpbin(void) {
  hlslc_result c;
  run(&c, "-T cs_6_0 -Fo o.dxil s.hlsl", src);
  const hlslc_blob *o = hlslc_result_output(&c, HLSLC_OUT_OBJECT);
  check("dumpbin: compiled", c.status == 0 && o);
  if (!o) return;
  char *cont = malloc(o->size);
  memcpy(cont, o->data, o->size);
  size_t n = o->size;
  hlslc_result_free(&c);
  hlslc_result r;
  const char *argv[] = {"hlslc", "-dumpbin", "-extractrootsignature", "-Fo", "rs.bin", "c.dxil"};
  hlslc_compile_args(6, argv, cont, n, NULL, &r);
  check("dumpbin: extract", r.status == 0 && r.noutputs == 1 && is(out(&r, 0), HLSLC_OUT_OBJECT, "rs.bin") &&
                                !memcmp(out(&r, 0)->data, "DXBC", 4) && out(&r, 0)->size < n);
  hlslc_result_free(&r);
  const char *argv2[] = {"hlslc", "-dumpbin", "-Qstrip_rootsignature", "-Fo", "s.bin", "-Fsh", "h.bin", "c.dxil"};
  hlslc_compile_args(8, argv2, cont, n, NULL, &r);
  check("dumpbin: strip", r.status == 0 && r.noutputs == 2 && is(out(&r, 0), HLSLC_OUT_OBJECT, "s.bin") &&
                              out(&r, 0)->size < n && is(out(&r, 1), HLSLC_OUT_SHADER_HASH, "h.bin"));
  hlslc_result_free(&r);
  const char *argv3[] = {"hlslc", "-dumpbin", "-Fo", "x.bin", "c.dxil"};
  hlslc_compile_args(5, argv3, "not a container", 15, NULL, &r);
  check("dumpbin: not a container", r.status == 1 && r.noutputs == 1 &&
                                        strstr(r.diagnostics, "'c.dxil' is not a DXIL container"));
  hlslc_result_free(&r);
  free(cont);
}

/* Files named by the options are read through the hooks' read_file. */
static const char *vfs(void *user, const char *path, size_t *len) {
  (void)user;
  static const char text[] = "#define TWO 2\n";
  if (strcmp(path, "vfs/two.h")) return NULL;
  *len = sizeof text - 1;
  return text;
}

static void test_hooks(void) {
  hlslc_hooks h;
  memset(&h, 0, sizeof h);
  h.read_file = vfs;
  const char *argv[] = {"hlslc", "-T", "cs_6_0", "-I", "vfs", "-Fo", "o.dxil", "s.hlsl"};
  hlslc_result r;
  hlslc_compile_args(8, argv, "#include \"two.h\"\nRWBuffer<float> O;\n[numthreads(TWO,1,1)] void main() { O[0] = TWO; }\n",
                     strlen("#include \"two.h\"\nRWBuffer<float> O;\n[numthreads(TWO,1,1)] void main() { O[0] = TWO; }\n"),
                     &h, &r);
  check("hooks: include through read_file", r.status == 0 && is(out(&r, 0), HLSLC_OUT_OBJECT, "o.dxil"));
  check_str("hooks: dependencies", r.dependencies, "s.hlsl: s.hlsl \\\n vfs/two.h\n");
  hlslc_result_free(&r);
}

int main(void) {
  test_all_outputs();
  test_text_outputs();
  test_diagnostics();
  test_dumpbin();
  test_hooks();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
