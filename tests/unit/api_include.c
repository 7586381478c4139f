/* api_include.c - the include handler (hlslc_include_handler): it is asked
 * for each #include and __has_include with the name, the form and the
 * includer; it serves a file (its path names it everywhere), refuses one
 * (an error as for a missing file, even when the file exists on disk), or
 * defers to the default search; every file served is released once, after
 * the compile, also when it fails. Public API only. */
#include "hlslc.h"
#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

typedef struct Req {
  char name[64], includer[128];
  hlslc_include_form form;
  uint32_t depth;
} Req;

typedef struct Handler {
  Req reqs[16];
  int nreq;
  int served, released, released_in_order;
  bool refuse_all;   /* refuse everything */
  bool defer_all;    /* defer everything */
} Handler;

static const char a_h[] =
    "#pragma once\n"
    "#include <b.h>\n"
    "float twice(float x) { return x * B_SCALE; }\n";
static const char b_h[] = "#define B_SCALE 2\n";
static const char bad_h[] = "int bad() { return undeclared_y; }\n";

static hlslc_include_action open_file(void *user, const hlslc_include_request *rq, hlslc_include_file *f) {
  Handler *h = user;
  if (h->nreq < 16) {
    Req *r = &h->reqs[h->nreq++];
    snprintf(r->name, sizeof r->name, "%s", rq->name);
    snprintf(r->includer, sizeof r->includer, "%s", rq->includer);
    r->form = rq->form;
    r->depth = rq->depth;
  }
  if (h->refuse_all) return HLSLC_INCLUDE_REFUSE;
  if (h->defer_all) return HLSLC_INCLUDE_DEFAULT;
  const char *text = NULL;
  if (!strcmp(rq->name, "a.h") && rq->form == HLSLC_INCLUDE_QUOTED) {
    f->path = "virtual/a.h";
    text = a_h;
  } else if (!strcmp(rq->name, "b.h") && rq->form == HLSLC_INCLUDE_ANGLED) {
    f->path = "sys/b.h";
    text = b_h;
  } else if (!strcmp(rq->name, "bad.h")) {
    text = bad_h; /* path NULL: the name */
  } else if (!strcmp(rq->name, "secret.h")) {
    return HLSLC_INCLUDE_REFUSE;
  } else {
    return HLSLC_INCLUDE_DEFAULT;
  }
  /* a heap copy, so release has something to free */
  char *copy = malloc(strlen(text) + 1);
  strcpy(copy, text);
  f->data = copy;
  f->size = strlen(text);
  f->handle = copy;
  h->served++;
  return HLSLC_INCLUDE_SERVE;
}

static void release_file(void *user, const hlslc_include_file *f) {
  Handler *h = user;
  if (f->handle == f->data) h->released_in_order++;
  h->released++;
  free(f->handle);
}

static hlslc_result compile(Handler *h, const char *name, const char *src, const char *const *dirs, uint32_t ndirs) {
  hlslc_include_handler ih = {open_file, release_file, h};
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.profile = "cs_6_0";
  o.include_handler = &ih;
  o.include_dirs = dirs;
  o.ninclude_dirs = ndirs;
  hlslc_result r;
  hlslc_compile(&o, name, src, strlen(src), &r);
  return r;
}

static void test_serve(void) {
  Handler h = {0};
  const char *src =
      "#include \"a.h\"\n"
      "#include \"a.h\"\n" /* #pragma once: asked again, entered once */
      "RWBuffer<float> O;\n"
      "[numthreads(1,1,1)] void main() { O[0] = twice(3); }\n";
  hlslc_result r = compile(&h, "main.hlsl", src, NULL, 0);
  check("serve: compiles", r.status == 0);
  check("serve: three requests", h.nreq == 3);
  check("serve: first", !strcmp(h.reqs[0].name, "a.h") && !strcmp(h.reqs[0].includer, "main.hlsl") &&
                            h.reqs[0].form == HLSLC_INCLUDE_QUOTED && h.reqs[0].depth == 1);
  check("serve: nested, angled, includer is the served path",
        !strcmp(h.reqs[1].name, "b.h") && !strcmp(h.reqs[1].includer, "virtual/a.h") &&
            h.reqs[1].form == HLSLC_INCLUDE_ANGLED && h.reqs[1].depth == 2);
  check("serve: asked again", !strcmp(h.reqs[2].name, "a.h") && h.reqs[2].depth == 1);
  check("serve: every served file released once", h.served == 3 && h.released == 3 && h.released_in_order == 3);
  check_str("serve: make rule names the served paths", r.dependencies,
            "main.hlsl: main.hlsl \\\n virtual/a.h \\\n sys/b.h\n");
  hlslc_result_free(&r);
}

static void test_diagnostics_in_served(void) {
  Handler h = {0};
  hlslc_result r = compile(&h, "m.hlsl", "#include \"a.h\"\n#include \"bad.h\"\n", NULL, 0);
  check("served error: status", r.status == 1);
  check("served error: released after a failed compile", h.served == 3 && h.released == 3);
  check("served error: place", r.ndiags >= 1 && r.diags[0].file && !strcmp(r.diags[0].file, "bad.h") &&
                                   r.diags[0].line == 1 && r.diags[0].include_depth == 1 &&
                                   !strcmp(r.diags[0].include_chain[0].file, "m.hlsl") &&
                                   r.diags[0].include_chain[0].line == 2);
  check("served error: text", r.diagnostics && strstr(r.diagnostics, "In file included from m.hlsl:2:\nbad.h:1:20: error:"));
  hlslc_result_free(&r);
}

static void test_refuse(void) {
  /* a file that exists on disk, refused: no fall-back to the file system */
  char dir[] = "/tmp/hlslc-include-XXXXXX";
  if (!mkdtemp(dir)) {
    check("mkdtemp", false);
    return;
  }
  char path[256];
  snprintf(path, sizeof path, "%s/secret.h", dir);
  FILE *f = fopen(path, "w");
  fputs("#define SECRET 1\n", f);
  fclose(f);
  const char *dirs[] = {dir};
  Handler h = {0};
  hlslc_result r = compile(&h, "r.hlsl", "#include \"secret.h\"\n", dirs, 1);
  check("refuse: status 1", r.status == 1);
  check("refuse: like a missing file", r.ndiags == 1 && r.diags[0].severity == HLSLC_SEVERITY_FATAL &&
                                           r.diags[0].code == 2003 && r.diags[0].line == 1 &&
                                           !strcmp(r.diags[0].message,
                                                   "'secret.h' file not found (refused by the include handler)"));
  hlslc_result_free(&r);
  /* an absolute path too */
  Handler all = {0};
  all.refuse_all = true;
  hlslc_result r2 = compile(&all, "r.hlsl", "#include \"/etc/hostname\"\n", NULL, 0);
  check("refuse: absolute path", r2.status == 1 && r2.ndiags == 1 && r2.diags[0].code == 2003);
  hlslc_result_free(&r2);
  /* __has_include: refused is false, served true */
  Handler h3 = {0};
  hlslc_result r3 = compile(&h3, "h.hlsl",
                            "#if __has_include(\"secret.h\") || !__has_include(\"a.h\")\n#error wrong\n#endif\n"
                            "RWBuffer<float> O;\n[numthreads(1,1,1)] void main() { O[0] = 1; }\n",
                            dirs, 1);
  check("refuse: __has_include", r3.status == 0 && h3.released == h3.served && h3.served == 1);
  hlslc_result_free(&r3);
  /* deferred: the default search finds it on disk */
  Handler d = {0};
  d.defer_all = true;
  hlslc_result r4 = compile(&d, "d.hlsl",
                            "#include \"secret.h\"\nRWBuffer<float> O;\n[numthreads(1,1,1)] void main() { O[0] = SECRET; }\n",
                            dirs, 1);
  check("defer: the search", r4.status == 0 && d.nreq == 1 && d.released == 0);
  hlslc_result_free(&r4);
  unlink(path);
  rmdir(dir);
}

static void test_args_and_options(void) {
  /* hlslc_compile_args takes the handler through its hooks */
  Handler h = {0};
  hlslc_include_handler ih = {open_file, release_file, &h};
  hlslc_hooks hooks;
  memset(&hooks, 0, sizeof hooks);
  hooks.include_handler = &ih;
  const char *argv[] = {"hlslc", "-T", "cs_6_0", "-Fo", "x.dxil", "s.hlsl"};
  const char *src = "#include \"a.h\"\nRWBuffer<float> O;\n[numthreads(1,1,1)] void main() { O[0] = twice(1); }\n";
  hlslc_result r;
  hlslc_compile_args(6, argv, src, strlen(src), &hooks, &r);
  check("args: served", r.status == 0 && h.served == 2 && h.released == 2);
  hlslc_result_free(&r);
  /* a handler without open is refused */
  hlslc_include_handler none = {NULL, NULL, NULL};
  hlslc_options o;
  memset(&o, 0, sizeof o);
  o.profile = "cs_6_0";
  o.include_handler = &none;
  hlslc_compile(&o, "s.hlsl", src, strlen(src), &r);
  check("options: no open", r.status == 2 && r.diagnostics && strstr(r.diagnostics, "include_handler"));
  hlslc_result_free(&r);
}

int main(void) {
  test_serve();
  test_diagnostics_in_served();
  test_refuse();
  test_args_and_options();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
