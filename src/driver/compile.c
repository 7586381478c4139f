/* compile.c - hlslc_compile: source -> tokens -> IR -> passes -> DXIL.
 *
 * This is the library's one entry point; the command-line tool is a thin
 * wrapper around it. Everything one compilation allocates lives in one
 * arena, freed before returning; results are copied out with malloc so the
 * caller owns them independently. */
#include "hlslc.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

#include "base/base.h"
#include "dxil/dxil.h"
#include "dxil/dxil_ops.h"
#include "hlsl/hlsl.h"
#include "hlsl/token.h"
#include "passes/passes.h"
#include "passes/reflect.h"
#include "container/container_internal.h"
#include "container/container_read.h"
#include "container/rts0.h"
#include "rootsig/rootsig.h"
#include "subobjects.h"
#include "listing.h"
#include "driver.h"
#include "result.h"
#include "warnings.h"

const char *hlslc_version(void) { return HLSLC_VERSION_STRING; }
int hlslc_version_number(void) { return HLSLC_VERSION_NUMBER; }

/* The validator version DXC writes by default (its internal validator's). */
enum { DXC_DEFAULT_VALVER_MAJOR = 1, DXC_DEFAULT_VALVER_MINOR = 10 };


/* Adapter so the preprocessor's file hook can call the public one. */
typedef struct ReadHook { hlslc_read_file_fn fn; void *user; } ReadHook;
static const char *read_hook(void *user, const char *path, size_t *len) {
  ReadHook *h = user;
  return h->fn(h->user, path, len);
}

/* The include handler behind the preprocessor's hook: every file served is
 * listed (in the arena) and released once the compile is done. */
typedef struct Served {
  hlslc_include_file f;
  struct Served *next;
} Served;

typedef struct IncludeHook {
  const hlslc_include_handler *h;
  Arena *arena;
  Served *first, **tail;
} IncludeHook;

static int include_hook(void *user, const char *name, bool angled, const char *includer, uint32_t depth,
                        const char **path, const char **text, size_t *len) {
  IncludeHook *ih = user;
  Served *s = arena_alloc(ih->arena, sizeof *s);
  if (!s) return PP_INCLUDE_REFUSE; /* out of memory: the arena's flag makes it status 3 */
  hlslc_include_request rq = {name, angled ? HLSLC_INCLUDE_ANGLED : HLSLC_INCLUDE_QUOTED,
                              includer ? includer : "", depth};
  hlslc_include_action act = ih->h->open(ih->h->user, &rq, &s->f);
  if (act == HLSLC_INCLUDE_DEFAULT) return PP_INCLUDE_DEFAULT;
  if (act != HLSLC_INCLUDE_SERVE) return PP_INCLUDE_REFUSE; /* HLSLC_INCLUDE_REFUSE (or no action) */
  *ih->tail = s;
  ih->tail = &s->next;
  *path = s->f.path;
  *text = s->f.data;
  *len = s->f.data ? s->f.size : 0;
  return PP_INCLUDE_SERVE;
}

static void include_release(IncludeHook *ih) {
  for (Served *s = ih->first; s; s = s->next)
    if (ih->h->release) ih->h->release(ih->h->user, &s->f);
  ih->first = NULL;
  ih->tail = &ih->first;
}


void hlslc_result_free(hlslc_result *r) {
  if (!r) return;
  result_store_free(r); /* every buffer of the result lives there */
  memset(r, 0, sizeof *r);
}

/* Drops every output of r but the diagnostics (out of memory; their
 * memory goes with the result's store). */
void result_drop_fields(hlslc_result *r) {
  r->data = NULL;
  r->size = 0;
  r->reflection_json = NULL;
  r->reflection_size = 0;
  r->root_signature = NULL;
  r->root_signature_size = 0;
  r->listing = NULL;
  r->listing_size = 0;
  r->header = NULL;
  r->header_size = 0;
  r->dependencies = NULL;
  r->dependencies_size = 0;
  r->has_shader_hash = 0;
}

/* The kind of blob hlslc_options.output produces. */
static hlslc_out_kind main_kind(hlslc_output o) {
  switch (o) {
  case HLSLC_OUTPUT_CONTAINER: return HLSLC_OUT_OBJECT;
  case HLSLC_OUTPUT_DXIL_TEXT: return HLSLC_OUT_LISTING;
  case HLSLC_OUTPUT_PREPROCESSED: return HLSLC_OUT_PREPROCESSED;
  case HLSLC_OUTPUT_DEPENDENCIES: return HLSLC_OUT_DEPENDENCIES;
  default: return HLSLC_OUT_TEXT;
  }
}

/* hlslc_compile's outputs list: every buffer of the result, unnamed. */
static bool list_outputs(hlslc_result *r, hlslc_output out) {
  bool ok = true;
  if (r->diagnostics)
    ok = ok && result_add(r, HLSLC_OUT_DIAGNOSTICS, NULL, r->diagnostics, strlen(r->diagnostics), false);
  if (r->passes_dump)
    ok = ok && result_add(r, HLSLC_OUT_PASSES, NULL, r->passes_dump, strlen(r->passes_dump), false);
  if (r->data) ok = ok && result_add(r, main_kind(out), NULL, r->data, r->size, false);
  if (r->listing) ok = ok && result_add(r, HLSLC_OUT_LISTING, NULL, r->listing, r->listing_size, false);
  if (r->reflection_json)
    ok = ok && result_add(r, HLSLC_OUT_REFLECTION, NULL, r->reflection_json, r->reflection_size, false);
  if (r->root_signature)
    ok = ok && result_add(r, HLSLC_OUT_ROOT_SIGNATURE, NULL, r->root_signature, r->root_signature_size, false);
  if (r->has_shader_hash)
    ok = ok && result_add(r, HLSLC_OUT_SHADER_HASH, NULL, r->shader_hash, sizeof r->shader_hash, true);
  if (r->header) ok = ok && result_add(r, HLSLC_OUT_HEADER, NULL, r->header, r->header_size, false);
  if (r->dependencies && out != HLSLC_OUTPUT_DEPENDENCIES)
    ok = ok && result_add(r, HLSLC_OUT_DEPENDENCIES, NULL, r->dependencies, r->dependencies_size, false);
  return ok;
}

/* The entry's raw shader flags (dx.entryPoints: properties tag 0). */
static uint64_t entry_shader_flags(IrModule *m) {
  IrNamedMD *eps = ir_named_md(m, "dx.entryPoints");
  IrMD *ep = eps && eps->nops ? eps->ops[0] : NULL;
  IrMD *props = ep && ep->kind == IR_MD_NODE && ep->nops > 4 ? ep->ops[4] : NULL;
  if (!props || props->kind != IR_MD_NODE) return 0;
  for (uint32_t i = 0; i + 1 < props->nops; i += 2) {
    uint64_t tag, v;
    IrMD *t = props->ops[i], *x = props->ops[i + 1];
    if (t && t->kind == IR_MD_VALUE && ir_const_is_int(t->value, &tag) && tag == 0 && x &&
        x->kind == IR_MD_VALUE && ir_const_is_int(x->value, &v))
      return v;
  }
  return 0;
}

/* The module's bitcode as the container's DXIL part holds it: without
 * !dx.subobjects, which the RDAT part carries instead (DXC strips it from
 * the module after writing RDAT). */
static bool bitcode_for_container(IrModule *m, StrBuf *bc, Diag *d) {
  IrNamedMD *so = subobjects_detach(m);
  bool ok = dxil_write_bitcode(m, bc, d) && !bc->oom;
  subobjects_attach(m, so);
  return ok;
}

/* The listing's comment header before the buffer definitions (listing.h).
 * DXC prints it from the container, so one is written and read back here;
 * when that fails (the -Fo path reports why), only the feature note is
 * printed. Sets *uses_viewid from PSV0 for the ViewId section. */
static void listing_header(IrModule *m, Arena *a, StrBuf *out, bool *uses_viewid) {
  StrBuf msgs = sb_new(a), bc = sb_new(a), cont = sb_new(a);
  Diag quiet = {0};
  quiet.out = &msgs;
  DxilContainer c;
  *uses_viewid = false;
  bool ok = bitcode_for_container(m, &bc, &quiet) &&
            dxil_write_container(m, (const uint8_t *)bc.data, bc.len, &cont, &quiet) &&
            !cont.oom &&
            dxil_container_read((const uint8_t *)cont.data, cont.len, a, &c, &quiet);
  if (ok) {
    listing_container(out, &c, m);
    *uses_viewid = c.psv.present && c.psv.uses_viewid;
  } else {
    listing_features_only(out, ct_feature_info(entry_shader_flags(m)));
  }
  sb_free(&msgs);
  sb_free(&bc);
  sb_free(&cont);
}

/* -Zi: DXC's DXIL text carries the compiled sources as named metadata,
 *   !dx.source.contents = !{!{!"file", !"text"}, ...}   (every file read)
 *   !dx.source.defines = !{!{!"NAME=VALUE", ...}}
 *   !dx.source.mainFileName = !{!{!"file"}}
 * placed right after !llvm.ident. (DXC also lists its arguments and emits
 * debug info; neither is produced here.) */
static bool listing_source_md(IrModule *m, Arena *a, SourceManager *sm,
                              const hlslc_options *opt, const char *filename) {
  const char *names[3] = {"dx.source.contents", "dx.source.defines", "dx.source.mainFileName"};
  IrNamedMD *nmd[3];
  for (int k = 0; k < 3; k++)
    if (!(nmd[k] = ir_named_md_get(m, names[k]))) return false;
  for (uint32_t f = 0; f < sm->nfiles; f++) {
    SourceFile *sf = sm->files[f];
    if (sf->path && sf->path[0] == '<') continue; /* "<command line>" macros: not a file */
    const char *st = srcmgr_text(sm, sf);
    char *text = arena_strndup(a, st, sf->len);
    IrMD *ops[2] = {ir_md_string(m, sf->path), text ? ir_md_string(m, text) : NULL};
    if (!ops[0] || !ops[1]) return false;
    ir_named_md_add(m, nmd[0], ir_md_node(m, ops, 2));
  }
  IrMD **defs = arena_alloc(a, sizeof(IrMD *) * (opt->ndefines + 1));
  if (!defs) return false;
  for (uint32_t k = 0; k < opt->ndefines; k++)
    if (!(defs[k] = ir_md_string(m, opt->defines[k]))) return false;
  ir_named_md_add(m, nmd[1], ir_md_node(m, defs, opt->ndefines));
  IrMD *mainf = ir_md_string(m, filename);
  if (!mainf) return false;
  ir_named_md_add(m, nmd[2], ir_md_node(m, &mainf, 1));
  /* take the three out of the list, then put them back after !llvm.ident */
  PtrVec *v = &m->named_md;
  uint32_t n = 0;
  for (uint32_t k = 0; k < v->len; k++)
    if (v->data[k] != nmd[0] && v->data[k] != nmd[1] && v->data[k] != nmd[2])
      v->data[n++] = v->data[k];
  uint32_t at = 0;
  for (uint32_t k = 0; k < n; k++)
    if (!strcmp(((IrNamedMD *)v->data[k])->name, "llvm.ident")) at = k + 1;
  memmove(&v->data[at + 3], &v->data[at], sizeof(void *) * (n - at));
  for (int k = 0; k < 3; k++) v->data[at + (uint32_t)k] = nmd[k];
  return true;
}

/* DXC's stage constants, so `__SHADER_TARGET_STAGE == __SHADER_STAGE_PIXEL` works. */
/* DXC's predefined macros that do not depend on the options (InitPreprocessor.cpp's HLSL set):
 * the shader stage "enums", DXC's version (that of the reference build, 1.9.0.0), and the clang
 * 3.7 front end's compiler, byte-order and float macros, which HLSL mode keeps. Shared C++/HLSL
 * headers test these (e.g. `#if __DXC_VERSION_MAJOR <= 1 && __DXC_VERSION_MINOR < 7`). */
static const char *const stage_consts[] = {
    "__SHADER_STAGE_PIXEL=0", "__SHADER_STAGE_VERTEX=1", "__SHADER_STAGE_GEOMETRY=2",
    "__SHADER_STAGE_HULL=3", "__SHADER_STAGE_DOMAIN=4", "__SHADER_STAGE_COMPUTE=5",
    "__SHADER_STAGE_LIBRARY=6", "__SHADER_STAGE_MESH=13", "__SHADER_STAGE_AMPLIFICATION=14",
    "__DXC_VERSION_MAJOR=1", "__DXC_VERSION_MINOR=9", "__DXC_VERSION_RELEASE=0", "__DXC_VERSION_COMMITS=0",
    "__llvm__=1", "__clang__=1", "__clang_major__=3", "__clang_minor__=7", "__clang_patchlevel__=0",
    "__clang_version__=\"3.7.0 (tags/RELEASE_370/final)\"",
    "__GNUC_MINOR__=2", "__GNUC_PATCHLEVEL__=1", "__GNUC__=4", "__GXX_ABI_VERSION=1002",
    "__VERSION__=\"4.2.1 Compatible dxc(private) 1.9.0.0\"",
    "__ORDER_LITTLE_ENDIAN__=1234", "__ORDER_BIG_ENDIAN__=4321", "__ORDER_PDP_ENDIAN__=3412",
    "__BYTE_ORDER__=__ORDER_LITTLE_ENDIAN__", "__LITTLE_ENDIAN__=1",
    "__FLT_DENORM_MIN__=1.40129846e-45F", "__FLT_HAS_DENORM__=1", "__FLT_DIG__=6", "__FLT_DECIMAL_DIG__=9",
    "__FLT_EPSILON__=1.19209290e-7F", "__FLT_HAS_INFINITY__=1", "__FLT_HAS_QUIET_NAN__=1",
    "__FLT_MANT_DIG__=24", "__FLT_MAX_10_EXP__=38", "__FLT_MAX_EXP__=128", "__FLT_MAX__=3.40282347e+38F",
    "__FLT_MIN_10_EXP__=(-37)", "__FLT_MIN_EXP__=(-125)", "__FLT_MIN__=1.17549435e-38F",
    "__DBL_DENORM_MIN__=4.9406564584124654e-324", "__DBL_HAS_DENORM__=1", "__DBL_DIG__=15",
    "__DBL_DECIMAL_DIG__=17", "__DBL_EPSILON__=2.2204460492503131e-16", "__DBL_HAS_INFINITY__=1",
    "__DBL_HAS_QUIET_NAN__=1", "__DBL_MANT_DIG__=53", "__DBL_MAX_10_EXP__=308", "__DBL_MAX_EXP__=1024",
    "__DBL_MAX__=1.7976931348623157e+308", "__DBL_MIN_10_EXP__=(-307)", "__DBL_MIN_EXP__=(-1021)",
    "__DBL_MIN__=2.2250738585072014e-308", "__FLT_RADIX__=2", "__DECIMAL_DIG__=__LDBL_DECIMAL_DIG__"};

/* The root signature version of -force-rootsig-ver (DXC's default 1.1). */
static uint32_t rootsig_version(const hlslc_options *opt) {
  return opt->rootsig_version ? opt->rootsig_version : RS_VERSION_1_1;
}

/* -setrootsignature: the RTS0 part of the given container. */
static bool rootsig_from_container(const hlslc_options *opt, Arena *arena, Diag *diag,
                                   StrBuf *rts0) {
  DxilContainer c;
  if (!dxil_container_read(opt->rootsig_container, opt->rootsig_container_size, arena, &c, diag))
    return false;
  const DxilPart *p = dxil_container_part(&c, DXIL_FOURCC('R', 'T', 'S', '0'));
  if (!p) {
    diag_error(diag, DRV_ROOTSIG_VERIFY, srcloc_none(), "the root signature file (-setrootsignature) has no RTS0 part");
    return false;
  }
  sb_putn(rts0, p->data, p->size);
  return true;
}

/* The shader's root signature as DXC settles it: the entry's
 * [RootSignature], then the -rootsig-define macro (which wins when
 * defined), then -setrootsignature (which replaces both; not with
 * -Qstrip_rootsignature). Each is compiled (and so checked) as DXC does. */
static bool shader_root_signature(const hlslc_options *opt, Arena *arena, Diag *diag,
                                  const HlslRootSig *attr, bool define_found, const StrBuf *define_text,
                                  SrcLoc define_loc, StrBuf *rts0, StrBuf *rts0_final) {
  uint32_t ver = rootsig_version(opt);
  if (attr->found) {
    sb_free(rts0);
    if (!rootsig_compile(attr->text, attr->len, ver, RS_COMPILE_GLOBAL, attr->loc, arena, diag, rts0, NULL))
      return false;
  }
  if (define_found) {
    sb_free(rts0);
    if (!rootsig_compile(define_text->data ? define_text->data : "", define_text->len, ver,
                         RS_COMPILE_GLOBAL, define_loc, arena, diag, rts0, NULL))
      return false;
  }
  sb_putn(rts0_final, rts0->data, rts0->len);
  if (opt->rootsig_container && !(opt->flags & HLSLC_FLAG_STRIP_ROOTSIG)) {
    rts0_final->len = 0;
    if (!rootsig_from_container(opt, arena, diag, rts0_final)) return false;
  }
  return true;
}

/* A library's entries' [RootSignature]s, compiled as DXC does with each
 * entry's code (every error reported). From lib_6_7 on (DXC's minimum
 * validator version for the model above 1.6; lib_6_x has none) each is
 * kept for dxil-translate-metadata, which writes it in the entry's
 * properties (tag 12): `!hlsl.entry.rootsigs = !{!{ptr @entry, !{[N x i8]
 * serialized}}, ...}` in *keep, attached once the module goes to the passes
 * (lib_entry_root_signatures_attach). */
static bool lib_entry_root_signatures(const hlslc_options *opt, IrModule *m, const Target *t,
                                      const HlslLibRootSigs *rs, Arena *arena, Diag *diag, PtrVec *keep) {
  bool kept = (t->sm_major == 6 && t->sm_minor >= 7 && t->sm_minor != 15) || t->sm_major > 6;
  bool ok = true;
  for (uint32_t i = 0; i < rs->n; i++) {
    const HlslLibRootSig *r = &rs->items[i];
    StrBuf b = sb_new(arena);
    bool compiled = rootsig_compile(r->text, r->len, rootsig_version(opt), RS_COMPILE_GLOBAL, r->loc, arena, diag,
                                    &b, NULL);
    if (b.oom) compiled = false;
    if (!compiled || !kept) {
      ok &= compiled;
      sb_free(&b);
      continue;
    }
    IrType *ty = ir_type_array(m, ir_type_int(m, 8), b.len);
    IrValue *bytes = ty ? ir_const_data(m, ty, (const uint8_t *)b.data, (uint32_t)b.len) : NULL;
    sb_free(&b);
    IrMD *wrap = bytes ? ir_md_const(m, bytes) : NULL;
    IrMD *pair[2] = {ir_md_const(m, &r->fn->v), wrap ? ir_md_node(m, &wrap, 1) : NULL};
    IrMD *ent = pair[0] && pair[1] ? ir_md_node(m, pair, 2) : NULL;
    if (!ent || !ptrvec_push(arena, keep, ent)) return false;
  }
  return ok;
}

static bool lib_entry_root_signatures_attach(IrModule *m, const PtrVec *keep) {
  if (!keep->len) return true;
  IrNamedMD *nmd = ir_named_md_get(m, "hlsl.entry.rootsigs");
  if (!nmd) return false;
  for (uint32_t i = 0; i < keep->len; i++) ir_named_md_add(m, nmd, keep->data[i]);
  return true;
}

/* -T rootsig_1_x -E MACRO: the preprocessed input's macro compiled alone
 * (DXC's HLSLRootSignatureAction). The container holds only RTS0; as text
 * the root signature is printed back in the language (DXC prints
 * "Disassembly failed" there). */
static bool compile_rootsig_profile(const hlslc_options *opt, uint32_t version, PpOptions *ppo,
                                    const char *filename, const char *source, size_t len,
                                    Arena *arena, Diag *diag, SourceManager *sm, StrBuf *out,
                                    bool *bad_options) {
  if (opt->output != HLSLC_OUTPUT_CONTAINER && opt->output != HLSLC_OUTPUT_DXIL_TEXT) {
    diag_error(diag, DRV_BAD_OPTION, srcloc_none(), "profile '%s' compiles a root signature only: no IR or AST to print",
               opt->profile);
    *bad_options = true;
    return false;
  }
  const char *name = opt->entry && *opt->entry ? opt->entry : "main";
  StrBuf text = sb_new(arena);
  bool found = false;
  SrcLoc loc = srcloc_none();
  ppo->expand_macro = name;
  ppo->expand_out = &text;
  ppo->expand_found = &found;
  ppo->expand_loc = &loc;
  TokenList toks = {0};
  bool ok = pp_run(arena, diag, sm, ppo, filename, source, len, &toks);
  StrBuf rts0 = sb_new(arena);
  RsDesc rs;
  if (ok && !found) {
    diag_error(diag, RS_ERROR, srcloc_none(), "root signature error - undeclared identifier %s", name);
    ok = false;
  }
  if (ok) ok = rootsig_compile(text.data ? text.data : "", text.len, version, RS_COMPILE_NONE, loc,
                               arena, diag, &rts0, &rs);
  if (ok && opt->output == HLSLC_OUTPUT_CONTAINER)
    ok = dxil_write_rts0_container((const uint8_t *)rts0.data, rts0.len, out, diag);
  else if (ok)
    rts0_print(&rs, name, out);
  if (text.oom || rts0.oom) ok = false;
  sb_free(&text);
  sb_free(&rts0);
  return ok;
}

/* What a compilation produces besides its main output. */
typedef struct Outputs {
  StrBuf *rs;          /* the root signature container (-Frs) */
  StrBuf *listing;     /* HLSLC_FLAG_LISTING: the listing next to the container */
  uint8_t *hash;       /* [20]: DXC's shader hash of the container */
  bool has_hash;
  IncludeHook *include; /* the caller's include handler, or NULL */
  StrBuf *times;       /* HLSLC_FLAG_TIME_REPORT: one line per stage */
  const Arena *arena;  /* the compilation's: its growth per stage is reported too */
  size_t bytes0;       /* its size when the current stage began */
  struct timespec t0;  /* when the current stage began */
  long faults0;        /* the process's minor page faults then */
} Outputs;

/* The process's minor page faults so far (all its threads'): a page of
 * memory touched for the first time costs about as much as a thousand
 * instructions, so -ftime-report shows them per stage. */
static long minor_faults(void) {
  struct rusage ru;
  return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_minflt : 0;
}

/* -ftime-report: ends a stage. */
static void stage_done(Outputs *o, const char *name) {
  if (!o->times) return;
  struct timespec t1;
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double ms = (double)(t1.tv_sec - o->t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - o->t0.tv_nsec) / 1e6;
  /* the arena's growth over the stage; negative when it gave back more
   * than it took (a stage frees the token arrays of the one before) */
  long faults = minor_faults();
  sb_printf(o->times, "  %-36s %10.3f ms %8.2f MiB %7ld page faults\n", name, ms,
            ((double)o->arena->total - (double)o->bytes0) / (1024.0 * 1024.0), faults - o->faults0);
  o->t0 = t1;
  o->bytes0 = o->arena->total;
  o->faults0 = faults;
}

/* -ftime-report: the passes under "optimizer and DXIL lowering", slowest
 * first (ties in the pipeline table's order, so the report is stable). */
static void pass_times_report(StrBuf *out, const PassCtx *ctx, uint32_t n) {
  const PassInfo *tab = pass_list(NULL);
  const double *ms = ctx->pass_ms;
  const uint32_t *runs = ctx->pass_runs;
  bool done[256] = {0};
  for (uint32_t left = n < 256 ? n : 256; left; left--) {
    uint32_t best = UINT32_MAX;
    for (uint32_t i = 0; i < n && i < 256; i++)
      if (!done[i] && runs[i] && (best == UINT32_MAX || ms[i] > ms[best])) best = i;
    if (best == UINT32_MAX) break;
    done[best] = true;
    sb_printf(out, "    %-34s %10.3f ms %8.2f MiB  (%u run%s)\n", tab[best].name, ms[best],
              (double)ctx->pass_bytes[best] / (1024.0 * 1024.0), runs[best], runs[best] == 1 ? "" : "s");
  }
}

/* HLSLC_OUTPUT_DEPENDENCIES: "target: main include... " as DXC writes it
 * (the first file on the target's line, then one per line after " \"). */
static void write_dependencies(const SourceManager *sm, const char *target, StrBuf *out) {
  sb_puts(out, target);
  bool first = true;
  for (uint32_t f = 0; f < sm->nfiles; f++) {
    const char *p = sm->files[f]->path;
    if (!p || p[0] == '<') continue; /* "<command line>": not a file */
    bool seen = false;
    for (uint32_t g = 0; g < f && !seen; g++)
      seen = sm->files[g]->path && !strcmp(sm->files[g]->path, p);
    if (seen) continue;
    sb_printf(out, first ? ": %s" : " \\\n %s", p);
    first = false;
  }
  sb_putc(out, '\n');
}

/* -denorm: DXC gives every function it generates the attribute
 * "fp32-denorm-mode"="<mode>" (CGHLSLMS.cpp); the entry keeps it through
 * dxil-prepare. A new set per function: sets may be shared. */
static bool set_denorm_mode(IrModule *m, const char *mode) {
  char *value = arena_printf(m->arena, "\"%s\"", mode);
  if (!value) return false;
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    if (!f->nblocks) continue; /* declarations (intrinsics) */
    IrAttrSet *s = ir_attrs_new(m);
    if (!s) return false;
    for (uint32_t k = 0; f->fn_attrs && k < f->fn_attrs->n; k++)
      if (strcmp(f->fn_attrs->attrs[k].key, "\"fp32-denorm-mode\""))
        ir_attrs_add(m, s, f->fn_attrs->attrs[k].key, f->fn_attrs->attrs[k].value);
    ir_attrs_add(m, s, "\"fp32-denorm-mode\"", value);
    f->fn_attrs = s;
  }
  return true;
}

/* The container's STAT part: the module in its reflection form (stat.c),
 * written as bitcode, then put back for what reads it afterwards. */
typedef struct StatJob {
  IrModule *m;
  Reflection *refl;
  bool min_precision;
} StatJob;

static bool write_stat(void *user, StrBuf *out, Diag *d) {
  StatJob *j = user;
  StatUndo *u = NULL;
  bool ok = refl_make_stat_module(j->m, j->refl, j->min_precision, &u);
  if (!ok && !d->oom) diag_oom(d, CONT_OOM, "the reflection part");
  ok = ok && dxil_write_bitcode(j->m, out, d);
  refl_undo_stat_module(u);
  return ok;
}

/* The stages, in order; each returns false after reporting an error. */
/* Every field of hlslc_options holds a value the API defines: a program
 * that passes a wrong one (an output kind or flag bit from a newer header,
 * a year -HV does not know) gets status 2 and a message naming it, never a
 * compile that silently ignores it. */
static bool options_valid(const hlslc_options *opt, Diag *diag) {
  static const uint32_t known_flags =
      HLSLC_FLAG_NATIVE_16BIT | HLSLC_FLAG_KEEP_REFLECT | HLSLC_FLAG_BIND_UNUSED |
      HLSLC_FLAG_VERIFY_EACH | HLSLC_FLAG_NO_CARET | HLSLC_FLAG_REFLECTION | HLSLC_FLAG_ROW_MAJOR |
      HLSLC_FLAG_SOURCE_INFO | HLSLC_FLAG_AUTO_BINDING_SPACE | HLSLC_FLAG_VALIDATOR_VERSION |
      HLSLC_FLAG_STRIP_ROOTSIG | HLSLC_FLAG_WARNINGS_AS_ERRORS | HLSLC_FLAG_NO_WARNINGS |
      HLSLC_FLAG_ALL_RESOURCES_BOUND | HLSLC_FLAG_RES_MAY_ALIAS | HLSLC_FLAG_NO_VALIDATION |
      HLSLC_FLAG_LISTING | HLSLC_FLAG_NO_OPT | HLSLC_FLAG_TIME_REPORT | HLSLC_FLAG_PREFER_FLOW |
      HLSLC_FLAG_AVOID_FLOW | HLSLC_FLAG_DX9_COMPAT | HLSLC_FLAG_ENABLE_PAYLOAD_QUALIFIERS |
      HLSLC_FLAG_DISABLE_PAYLOAD_QUALIFIERS | HLSLC_FLAG_FORCE_ZERO_STORE_LIFETIMES |
      HLSLC_FLAG_LEGACY_RESERVATION | HLSLC_FLAG_NO_DIAG_OPTION | HLSLC_FLAG_PACK_OPTIMIZED |
      HLSLC_FLAG_STRIP_REFLECT | HLSLC_FLAG_IEEE_STRICT | HLSLC_FLAG_HEADER |
      HLSLC_FLAG_EXPORT_SHADERS_ONLY;
  static const uint32_t known_toggles =
      HLSLC_TOGGLE_LIFETIME_MARKERS | HLSLC_TOGGLE_PARTIAL_LIFETIME_MARKERS |
      HLSLC_TOGGLE_STRUCTURIZE_RETURNS | HLSLC_TOGGLE_STRUCTURIZE_LOOP_EXITS | HLSLC_TOGGLE_DEBUG_NOPS;
  const char *bad = NULL;
  long long val = 0;
  if ((unsigned)opt->output > HLSLC_OUTPUT_DEPENDENCIES) bad = "output", val = opt->output;
  else if (opt->flags & ~known_flags) bad = "flags (unknown bits)", val = opt->flags & ~known_flags;
  else if (opt->hlsl_version && opt->hlsl_version != 2016 && opt->hlsl_version != 2017 &&
           opt->hlsl_version != 2018 && opt->hlsl_version != 2021 && opt->hlsl_version != HLSLC_HLSL_202X)
    bad = "hlsl_version (0, 2016, 2017, 2018, 2021 or HLSLC_HLSL_202X)", val = opt->hlsl_version;
  else if ((unsigned)opt->diagnostics_format > HLSLC_DIAG_VI)
    bad = "diagnostics_format", val = opt->diagnostics_format;
  else if ((unsigned)opt->default_linkage > 2) bad = "default_linkage (0, 1 or 2)", val = opt->default_linkage;
  else if (opt->lifetime_markers < -1 || opt->lifetime_markers > 1)
    bad = "lifetime_markers (-1, 0 or 1)", val = opt->lifetime_markers;
  else if ((opt->opt_enable | opt->opt_disable) & ~known_toggles)
    bad = "opt_enable/opt_disable (unknown bits)", val = (opt->opt_enable | opt->opt_disable) & ~known_toggles;
  else if ((opt->ndefines && !opt->defines) || (opt->ninclude_dirs && !opt->include_dirs) ||
           (opt->nwarning_options && !opt->warning_options))
    bad = "a count with a NULL array (defines, include_dirs or warning_options)", val = 0;
  else if (opt->nexports && !opt->exports)
    bad = "nexports with a NULL exports array", val = opt->nexports;
  else if (opt->nexports && (!opt->profile || strncmp(opt->profile, "lib_", 4)))
    bad = "exports (-exports needs a library profile)", val = opt->nexports;
  else if ((opt->flags & HLSLC_FLAG_EXPORT_SHADERS_ONLY) && (!opt->profile || strncmp(opt->profile, "lib_", 4)))
    bad = "flags (HLSLC_FLAG_EXPORT_SHADERS_ONLY needs a library profile)", val = opt->flags;
  else if ((opt->flags & HLSLC_FLAG_HEADER) && opt->output != HLSLC_OUTPUT_CONTAINER)
    bad = "flags (HLSLC_FLAG_HEADER needs output HLSLC_OUTPUT_CONTAINER)", val = opt->output;
  else if (opt->allocator && (!opt->allocator->alloc || !opt->allocator->free))
    bad = "allocator (its alloc or free function is NULL)", val = 0;
  else if (opt->include_handler && !opt->include_handler->open)
    bad = "include_handler (its open function is NULL)", val = 0;
  else if (opt->rootsig_container_size && !opt->rootsig_container)
    bad = "rootsig_container_size without rootsig_container", val = (long long)opt->rootsig_container_size;
  if (!bad) return true;
  diag_error(diag, DRV_OPTIONS_VALUE, srcloc_none(), "invalid hlslc_options value: %s = %lld", bad, val);
  return false;
}

static bool compile_stages(const hlslc_options *opt, const char *filename, const char *source,
                           size_t len, Arena *arena, Diag *diag, SourceManager *sm,
                           StrBuf *dump, StrBuf *out, size_t *bc_cap, bool *bad_options,
                           Reflection *refl, Outputs *xo) {
  StrBuf *rs_out = xo->rs;
  Target target;
  if (!options_valid(opt, diag)) {
    *bad_options = true;
    return false;
  }
  if (opt->rootsig_version > RS_VERSION_1_2) {
    diag_error(diag, DRV_BAD_OPTION, srcloc_none(), "invalid root signature version %u", opt->rootsig_version);
    *bad_options = true;
    return false;
  }
  uint32_t rs_profile = rootsig_version_from_name(opt->profile);
  /* Preprocessing alone needs no profile (as with dxc -P); the target
   * macros then describe cs_6_0. */
  const char *profile = opt->profile;
  if ((!profile || rs_profile) && opt->output == HLSLC_OUTPUT_PREPROCESSED) profile = "cs_6_0";
  else if (rs_profile) profile = "cs_6_0"; /* the macros a root signature file sees */
  if (!profile || !target_from_profile(&target, profile)) {
    diag_error(diag, DRV_BAD_OPTION, srcloc_none(), "invalid profile '%s'", opt->profile ? opt->profile : "");
    *bad_options = true;
    return false;
  }
  if (opt->flags & HLSLC_FLAG_NATIVE_16BIT) target.native_16bit = true;
  target.min_precision = !target.native_16bit;
  target.all_resources_bound = (opt->flags & HLSLC_FLAG_ALL_RESOURCES_BOUND) != 0;
  target.res_may_alias = (opt->flags & HLSLC_FLAG_RES_MAY_ALIAS) != 0;
  target.no_opt = (opt->flags & HLSLC_FLAG_NO_OPT) != 0;
  target.ieee_strict = (opt->flags & HLSLC_FLAG_IEEE_STRICT) != 0;
  target.force_zero_lifetimes = (opt->flags & HLSLC_FLAG_FORCE_ZERO_STORE_LIFETIMES) != 0;
  target.pack_optimized = (opt->flags & HLSLC_FLAG_PACK_OPTIMIZED) != 0;
  /* DXC targets its own validator's version unless told otherwise: 1.10 at
   * the corpus's commit (dx.valver 1.10, PSV0 version 4). */
  target.valver_major = DXC_DEFAULT_VALVER_MAJOR;
  target.valver_minor = DXC_DEFAULT_VALVER_MINOR;
  if (opt->flags & HLSLC_FLAG_VALIDATOR_VERSION) {
    /* the container parts are written for validators up to 1.10 (PSV0 v4) */
    bool none = opt->validator_major == 0 && opt->validator_minor == 0;
    if (!none && (opt->validator_major != 1 || opt->validator_minor > 10)) {
      diag_error(diag, DRV_VALIDATOR_VERSION, srcloc_none(), "validator version %u.%u is not supported (1.0 to 1.10, or 0.0)",
                 opt->validator_major, opt->validator_minor);
      *bad_options = true;
      return false;
    }
    target.valver_major = opt->validator_major;
    target.valver_minor = opt->validator_minor;
  }

  /* Preprocess. DXC's predefined macros come first so -D can override. */
  const char **defs = arena_alloc(arena, sizeof(char *) * (opt->ndefines + 8 + sizeof stage_consts / sizeof stage_consts[0]));
  if (!defs) return false;
  uint32_t npre = 0;
  defs[npre++] = arena_printf(arena, "__HLSL_VERSION=%d", opt->hlsl_version ? opt->hlsl_version : 2021);
  defs[npre++] = arena_printf(arena, "__SHADER_TARGET_MAJOR=%u", target.sm_major);
  defs[npre++] = arena_printf(arena, "__SHADER_TARGET_MINOR=%u", target.sm_minor);
  defs[npre++] = arena_printf(arena, "__SHADER_TARGET_STAGE=%u", (unsigned)target.stage);
  defs[npre++] = "__hlsl_dx_compiler=1";
  if (target.native_16bit) defs[npre++] = "__HLSL_ENABLE_16_BIT=1";
  for (size_t i = 0; i < sizeof stage_consts / sizeof stage_consts[0]; i++)
    defs[npre++] = stage_consts[i];
  for (uint32_t i = 0; i < opt->ndefines; i++) defs[npre++] = opt->defines[i];
  for (uint32_t i = 0; i < npre; i++)
    if (!defs[i]) return false; /* out of memory */

  ReadHook hook = {opt->read_file, opt->read_file_user};
  PpOptions ppo = {0};
  ppo.defines = defs;
  ppo.ndefines = npre;
  ppo.include_dirs = (const char **)opt->include_dirs;
  ppo.ninclude_dirs = opt->ninclude_dirs;
  if (opt->read_file) { ppo.read_file = read_hook; ppo.read_user = &hook; }
  if (xo->include) { ppo.include = include_hook; ppo.include_user = xo->include; }
  if (opt->output == HLSLC_OUTPUT_PREPROCESSED)
    return pp_dump(arena, diag, sm, &ppo, filename, source, len, out);
  if (opt->output == HLSLC_OUTPUT_DEPENDENCIES) {
    TokenList dtoks = {0};
    if (!pp_run(arena, diag, sm, &ppo, filename, source, len, &dtoks)) return false;
    write_dependencies(sm, opt->dependency_target ? opt->dependency_target : filename, out);
    return true;
  }
  if (rs_profile)
    return compile_rootsig_profile(opt, rs_profile, &ppo, filename, source, len, arena, diag, sm, out,
                                   bad_options);
  /* -rootsig-define: the macro as it stands once the input is preprocessed */
  StrBuf rs_define = sb_new(arena);
  bool rs_define_found = false;
  SrcLoc rs_define_loc = srcloc_none();
  if (opt->rootsig_define && *opt->rootsig_define) {
    ppo.expand_macro = opt->rootsig_define;
    ppo.expand_out = &rs_define;
    ppo.expand_found = &rs_define_found;
    ppo.expand_loc = &rs_define_loc;
  }
  TokenList toks = {0};
  bool pp_ok = pp_run(arena, diag, sm, &ppo, filename, source, len, &toks);
  /* kept in the arena: the define's text lives as long as the compilation */
  const char *define_text = rs_define.data ? arena_strndup(arena, rs_define.data, rs_define.len) : "";
  size_t define_len = rs_define.len;
  if (rs_define.oom) pp_ok = false;
  sb_free(&rs_define);
  if (!pp_ok || !define_text) return false;
  stage_done(xo, "preprocessor");

  /* What the front end and the passes both read. */
  DxilOptions dx = {0};
  dx.target = target;
  dx.bind_unused = (opt->flags & HLSLC_FLAG_BIND_UNUSED) != 0;
  dx.legacy_reservation = (opt->flags & HLSLC_FLAG_LEGACY_RESERVATION) != 0;
  dx.have_auto_space = (opt->flags & HLSLC_FLAG_AUTO_BINDING_SPACE) != 0;
  dx.auto_space = opt->auto_binding_space;
  dx.reflect = refl;

  /* Front end. */
  HlslOptions ho = {0};
  ho.entry = opt->entry && *opt->entry ? opt->entry : "main";
  ho.dx = dx;
  ho.hlsl_version = opt->hlsl_version ? opt->hlsl_version : 2021;
  ho.producer = hlslc_version(); /* !llvm.ident */
  ho.default_linkage = opt->default_linkage;
  ho.export_shaders_only = (opt->flags & HLSLC_FLAG_EXPORT_SHADERS_ONLY) != 0;
  ho.exports = opt->exports;
  ho.nexports = opt->nexports;
  ho.default_row_major = (opt->flags & HLSLC_FLAG_ROW_MAJOR) != 0;
  ho.dx9_compat = (opt->flags & HLSLC_FLAG_DX9_COMPAT) != 0;
  ho.flow_control = (opt->flags & HLSLC_FLAG_PREFER_FLOW) ? 1 : (opt->flags & HLSLC_FLAG_AVOID_FLOW) ? 2 : 0;
  /* DXC (HLSLOptions): on from SM 6.7 or with the flag, off with -disable-...;
   * on below SM 6.6 is an option error */
  ho.payload_qualifiers = ((opt->flags & HLSLC_FLAG_ENABLE_PAYLOAD_QUALIFIERS) ||
                           (target.sm_major == 6 && target.sm_minor >= 7) /* lib_6_x too (6.15) */ ||
                           target.sm_major > 6) &&
                          !(opt->flags & HLSLC_FLAG_DISABLE_PAYLOAD_QUALIFIERS);
  if (ho.payload_qualifiers && target.sm_major == 6 && target.sm_minor < 6) {
    diag_error(diag, DRV_BAD_OPTION, srcloc_none(),
               "Invalid target for payload access qualifiers. Only lib_6_6 and beyond are supported.");
    *bad_options = true;
    return false;
  }
  /* DXC: on from SM 6.6 unless -disable-lifetime-markers (the last of
   * -enable/-disable wins), and the lifetime-markers toggle; clang emits none
   * without optimisation (-Od) */
  bool lt_default = target.sm_major > 6 || (target.sm_major == 6 && target.sm_minor >= 6);
  ho.lifetime_markers = (opt->lifetime_markers > 0 || (opt->lifetime_markers == 0 && lt_default)) &&
                        !(opt->opt_disable & HLSLC_TOGGLE_LIFETIME_MARKERS) && !target.no_opt;
  ho.partial_lifetimes = (opt->opt_enable & HLSLC_TOGGLE_PARTIAL_LIFETIME_MARKERS) != 0;
  ho.structurize_returns = (opt->opt_enable & HLSLC_TOGGLE_STRUCTURIZE_RETURNS) != 0;
  HlslRootSig attr_rs = {0};
  ho.rootsig = &attr_rs;
  HlslSubobjects subobjs = {0};
  ho.subobjects = &subobjs;
  HlslLibRootSigs lib_rs = {0};
  ho.lib_rootsigs = &lib_rs;
  if (opt->output == HLSLC_OUTPUT_AST) ho.ast_dump = out;
  IrModule *m = hlsl_compile(arena, diag, sm, &toks, &ho);
  if (!m || diag->errors) return false;
  if (opt->output == HLSLC_OUTPUT_AST) return true;
  /* The module holds no pointer into the token list (names and strings are
   * copied, locations are values): its memory is the optimizer's now (the
   * front end gave it back after parsing already, but for -ast-dump). */
  arena_release_old(arena, toks.data, sizeof(Token) * toks.cap);
  toks = (TokenList){0};
  /* state-object subobjects: their root signatures compiled on every target
   * (DXC's CodeGen), kept as !dx.subobjects for libraries only */
  if (!subobjects_emit(m, &subobjs, rootsig_version(opt), target.stage == STAGE_LIBRARY, arena, diag))
    return false;
  if (opt->denorm) {
    if (strcmp(opt->denorm, "any") && strcmp(opt->denorm, "preserve") && strcmp(opt->denorm, "ftz")) {
      diag_error(diag, DRV_BAD_OPTION, srcloc_none(), "Unsupported value '%s' for denorm option.", opt->denorm);
      *bad_options = true;
      return false;
    }
    if (target.sm_major < 6 || (target.sm_major == 6 && target.sm_minor < 2)) {
      diag_error(diag, DRV_BAD_OPTION, srcloc_none(), "denorm option is only allowed for shader model 6.2 and above.");
      *bad_options = true;
      return false;
    }
    if (!set_denorm_mode(m, opt->denorm)) return false;
  }
  stage_done(xo, "front end");
  /* Root signatures are compiled when code is generated for the entry (as
   * in DXC: also for -fcgl). */
  StrBuf rts0 = sb_new(arena), rts0_final = sb_new(arena);
  StrBuf define_sb = sb_new(arena);
  define_sb.data = (char *)define_text;
  define_sb.len = define_len;
  bool rs_ok = true;
  PtrVec lib_rs_keep = {0};
  if (target.stage == STAGE_LIBRARY) {
    /* DXC writes no RTS0 part for a library, but compiles its root
     * signatures all the same: the entries' (kept in their properties from
     * lib_6_7), then -rootsig-define's macro; -setrootsignature's container
     * is read and checked. Errors in any of them fail the compile. */
    HlslRootSig none = {0};
    rs_ok = lib_entry_root_signatures(opt, m, &target, &lib_rs, arena, diag, &lib_rs_keep);
    rs_ok &= shader_root_signature(opt, arena, diag, &none, rs_define_found, &define_sb, rs_define_loc, &rts0,
                                   &rts0_final);
    rts0.len = rts0_final.len = 0;
  } else {
    rs_ok = shader_root_signature(opt, arena, diag, &attr_rs, rs_define_found, &define_sb, rs_define_loc,
                                  &rts0, &rts0_final);
  }
  /* -Frs: the root signature the container gets (-setrootsignature's when given) */
  if (rs_ok && rts0_final.len && rs_out)
    rs_ok = dxil_write_rts0_container((const uint8_t *)rts0_final.data, rts0_final.len, rs_out, diag);
  const uint8_t *rts0_part = rts0_final.len && !(opt->flags & HLSLC_FLAG_STRIP_ROOTSIG)
                                 ? (const uint8_t *)arena_dup(arena, rts0_final.data, rts0_final.len)
                                 : NULL;
  size_t rts0_part_len = rts0_final.len;
  if (rts0.oom || rts0_final.oom || (rts0_final.len && !(opt->flags & HLSLC_FLAG_STRIP_ROOTSIG) && !rts0_part))
    rs_ok = false;
  sb_free(&rts0);
  sb_free(&rts0_final);
  if (!rs_ok) return false;
  if (attr_rs.found || rs_define_found) stage_done(xo, "root signature");
  if (opt->output == HLSLC_OUTPUT_HL_IR) {
    ir_print_module(out, m);
    return true;
  }

  /* Passes. */
  PassCtx ctx = {0};
  ctx.arena = arena;
  ctx.diag = diag;
  ctx.dx = dx;
  ctx.have_target = true;
  ctx.dxc_compat = true; /* DXC's record order, names and wording */
  ctx.fxc_pow = opt->hlsl_version && opt->hlsl_version <= 2016;
  ctx.unroll_warn_only = opt->hlsl_version && opt->hlsl_version <= 2016;
  ctx.keep_reflect = (opt->flags & HLSLC_FLAG_KEEP_REFLECT) != 0;
  ctx.verify_each = (opt->flags & HLSLC_FLAG_VERIFY_EACH) != 0;
#ifndef NDEBUG
  ctx.verify_each = true; /* debug builds check the IR between passes */
#endif
  ctx.print_after = opt->print_after;
  ctx.print_after_all = opt->print_after_all != 0;
  ctx.print_out = dump;
  ctx.lib_unbound = target.stage == STAGE_LIBRARY && !dx.have_auto_space;
  if (opt->output == HLSLC_OUTPUT_LL) {
    if (!pipeline_run_optimize(&ctx, m)) return false;
    ir_print_module(out, m);
    return true;
  }
  if (!lib_entry_root_signatures_attach(m, &lib_rs_keep)) return false;
  uint32_t npasses = 0;
  pass_list(&npasses);
  if (xo->times) { /* the passes' share, for the report */
    ctx.pass_ms = arena_alloc(arena, sizeof(double) * npasses);
    ctx.pass_runs = arena_alloc(arena, sizeof(uint32_t) * npasses);
    ctx.pass_bytes = arena_alloc(arena, sizeof(size_t) * npasses);
    if (!ctx.pass_ms || !ctx.pass_runs || !ctx.pass_bytes) return false;
    memset(ctx.pass_ms, 0, sizeof(double) * npasses);
    memset(ctx.pass_runs, 0, sizeof(uint32_t) * npasses);
  }
  if (!pipeline_run_backend(&ctx, m)) return false;
  stage_done(xo, "optimizer and DXIL lowering");
  if (ctx.pass_ms) pass_times_report(xo->times, &ctx, npasses);
  StrBuf *listing = opt->output == HLSLC_OUTPUT_DXIL_TEXT ? out
                    : (opt->flags & HLSLC_FLAG_LISTING) ? xo->listing : NULL;
  bool ok = true;
  if (opt->output == HLSLC_OUTPUT_CONTAINER) {
    /* Writer and container (before the listing, which may add -Zi's
     * source metadata to the module). */
    StrBuf bc = sb_new(arena);
    StatJob sj = {m, refl, !target.native_16bit};
    DxilStatWriter sw = {write_stat, &sj};
    ok = bitcode_for_container(m, &bc, diag) && !bc.oom &&
         dxil_write_container_stat(m, (const uint8_t *)bc.data, bc.len, rts0_part, rts0_part_len,
                                   !(opt->flags & HLSLC_FLAG_NO_VALIDATION),
                                   refl && !(opt->flags & HLSLC_FLAG_STRIP_REFLECT) ? &sw : NULL, out, diag);
    if (ok && xo->hash) { /* DXC's shader hash: flags 0, MD5 of the bitcode (the HASH part) */
      memset(xo->hash, 0, 4);
      hl_md5((const uint8_t *)bc.data, bc.len, xo->hash + 4);
      xo->has_hash = true;
    }
    *bc_cap = bc.cap;
    sb_free(&bc);
    stage_done(xo, "bitcode and container");
  } else if (rts0_part && !(opt->flags & HLSLC_FLAG_NO_VALIDATION)) {
    /* no container asked for: the root signature is still checked against
     * the shader, as DXC validates every compile */
    StrBuf bc = sb_new(arena), scratch = sb_new(arena);
    ok = bitcode_for_container(m, &bc, diag) &&
         dxil_write_container_rs(m, (const uint8_t *)bc.data, bc.len, rts0_part, rts0_part_len, true,
                                 &scratch, diag);
    sb_free(&bc);
    sb_free(&scratch);
  }
  if (ok && listing) {
    bool uses_viewid;
    listing_header(m, arena, listing, &uses_viewid); /* signatures, hash, PSV0 */
    if (refl) refl_write_listing(refl, listing);     /* "; Buffer Definitions:" */
    listing_viewid(listing, m, (uint32_t)target.stage, uses_viewid);
    subobjects_listing(listing, m); /* "; Subobjects:" */
    subobjects_detach(m);           /* not in the module DXC prints */
    if ((opt->flags & HLSLC_FLAG_SOURCE_INFO) && !listing_source_md(m, arena, sm, opt, filename))
      return false;
    IrPrintOptions po = {0};
    po.dxil_style = true;
    po.inst_comment = dxil_annotate_inst; /* "  ; BufferLoad(srv,index,wot)" */
    ir_print_module_ex(listing, m, &po);
    stage_done(xo, "listing");
  }
  return ok;
}

/* What hlslc_compile does once the options are this library's struct and
 * the result has its store: fills the result's fields and diagnostics (and,
 * with `list`, its outputs list). size_err: the options' struct_size was
 * refused (why). */
int compile_into(const hlslc_options *in_opt, const char *size_err, const char *filename, const char *source,
                 size_t len, hlslc_result *res, bool list) {
  /* The header is made from the listing and the container: the listing is
   * made for it, and handed out only when asked for. */
  hlslc_options opts = *in_opt;
  const hlslc_options *opt = &opts;
  bool want_listing = (opt->flags & HLSLC_FLAG_LISTING) != 0;
  bool want_header = (opt->flags & HLSLC_FLAG_HEADER) != 0;
  if (want_header) opts.flags |= HLSLC_FLAG_LISTING;
  /* one allocator for everything: the compile's arena and the result's */
  Arena arena;
  arena_init(&arena, result_allocator(res));
  if (result_chunk_size(res)) arena.chunk_size = result_chunk_size(res);
  StrBuf msgs = sb_new(&arena), dump = sb_new(&arena), out = sb_new(&arena);
  SourceManager sm = {0};
  sm.arena = &arena;
  Diag diag = {0};
  diag.out = &msgs;
  diag.line_text = srcmgr_line_text;
  diag.line_user = &sm;
  diag.included_from = srcmgr_included_from;
  diag.record = result_record; /* hlslc_result.diags */
  diag.record_user = res;
  diag.no_caret = (opt->flags & HLSLC_FLAG_NO_CARET) != 0;
  diag.no_option = (opt->flags & HLSLC_FLAG_NO_DIAG_OPTION) != 0;
  diag.format = (uint8_t)(opt->diagnostics_format == HLSLC_DIAG_MSVC  ? DIAG_FORMAT_MSVC
                          : opt->diagnostics_format == HLSLC_DIAG_VI ? DIAG_FORMAT_VI
                                                                     : DIAG_FORMAT_CLANG);
  /* -W..., -WX, -no-warnings, -ferror-limit */
  WarnCtl warn;
  warn_ctl_init(&warn, opt->warning_options, opt->nwarning_options,
                (opt->flags & HLSLC_FLAG_WARNINGS_AS_ERRORS) != 0,
                (opt->flags & HLSLC_FLAG_NO_WARNINGS) != 0, opt->error_limit, &diag);
  diag.level_filter = warn_ctl_filter;
  diag.level_user = &warn;
  diag.group_known = warn_ctl_group_known;
  warn_ctl_report_unknown(opt->warning_options, opt->nwarning_options, &diag);

  size_t bc_cap = 0;
  bool bad_options = false;
  Reflection refl = {0}, *reflp = NULL;
  refl.arena = &arena;
  bool full = opt->output == HLSLC_OUTPUT_CONTAINER || opt->output == HLSLC_OUTPUT_DXIL_TEXT;
  /* the text listing shows the buffer layouts too; the container's STAT
   * part takes names and layouts from it */
  bool want_refl = (opt->flags & (HLSLC_FLAG_REFLECTION | HLSLC_FLAG_LISTING)) ||
                   opt->output == HLSLC_OUTPUT_DXIL_TEXT ||
                   (opt->output == HLSLC_OUTPUT_CONTAINER && !(opt->flags & HLSLC_FLAG_STRIP_REFLECT));
  if (want_refl && full) reflp = &refl;
  StrBuf rsc = sb_new(&arena), lst = sb_new(&arena), times = sb_new(&arena);
  Outputs xo = {0};
  xo.rs = &rsc;
  xo.listing = &lst;
  xo.hash = res->shader_hash;
  if (opt->flags & HLSLC_FLAG_TIME_REPORT) {
    xo.times = &times;
    xo.arena = &arena;
    clock_gettime(CLOCK_MONOTONIC, &xo.t0);
    xo.faults0 = minor_faults();
  }
  IncludeHook inc = {opt->include_handler, &arena, NULL, NULL};
  inc.tail = &inc.first;
  if (opt->include_handler && opt->include_handler->open) xo.include = &inc; /* else HL1005 */
  struct timespec start = xo.t0;
  long faults_start = xo.faults0;
  if (size_err) {
    diag_error(&diag, DRV_OPTIONS_VALUE, srcloc_none(), "invalid hlslc_options value: %s", size_err);
    bad_options = true;
  }
  bool ok = !size_err && compile_stages(opt, filename ? filename : "<input>", source, len, &arena, &diag,
                                        &sm, &dump, &out, &bc_cap, &bad_options, reflp, &xo);
  include_release(&inc); /* the sources are not read after this */
  res->has_shader_hash = ok && xo.has_hash;
  if (xo.times) {
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double ms = (double)(t1.tv_sec - start.tv_sec) * 1e3 + (double)(t1.tv_nsec - start.tv_nsec) / 1e6;
    sb_puts(&dump, "===-------------------------------------------------------------------------===\n"
                   "                           hlslc time report\n"
                   "===-------------------------------------------------------------------------===\n");
    sb_putn(&dump, times.data ? times.data : "", times.len);
    sb_printf(&dump, "  %-36s %10.3f ms %8.2f MiB %7ld page faults\n", "total", ms,
              (double)arena.total / (1024.0 * 1024.0), minor_faults() - faults_start);
    sb_free(&times);
  }
  StrBuf rjson = sb_new(&arena);
  if (ok && reflp && (opt->flags & HLSLC_FLAG_REFLECTION)) refl_write_json(reflp, &rjson);
  bool oom = arena.oom || msgs.oom || out.oom || dump.oom || diag.oom || rjson.oom || rsc.oom || lst.oom;
  if (oom) ok = false;
  res->errors = (uint32_t)diag.errors;
  res->warnings = (uint32_t)diag.warnings;
  /* The arena only grows, so its total is its peak; the bitcode buffer is
   * alive while the container is written into `out`. */
  res->peak_bytes = arena.total + bc_cap + out.cap + msgs.cap + dump.cap;
  /* Copy the results out. A copy that fails makes the whole result "out of
   * memory": a success without its bytes or a failure without its messages
   * would mislead the caller. */
  if (ok) {
    res->data = (uint8_t *)result_strdup(res, out.data ? out.data : "", out.len);
    if (res->data) res->size = out.len;
    else oom = true;
  }
  if (dump.len && !(res->passes_dump = result_strdup(res, dump.data, dump.len))) oom = true;
  if (ok && rsc.len) {
    if ((res->root_signature = (uint8_t *)result_strdup(res, rsc.data, rsc.len))) res->root_signature_size = rsc.len;
    else oom = true;
  }
  if (ok && want_listing && opt->output == HLSLC_OUTPUT_CONTAINER) {
    if ((res->listing = result_strdup(res, lst.data ? lst.data : "", lst.len))) res->listing_size = lst.len;
    else oom = true;
  }
  if (ok && want_header && opt->output == HLSLC_OUTPUT_CONTAINER) {
    const char *entry = opt->entry && *opt->entry ? opt->entry : "main";
    char *name = opt->header_name ? NULL : arena_printf(&arena, "g_%s", entry);
    StrBuf h = sb_new(&arena);
    if (opt->header_name || name)
      format_header(&h, lst.data ? lst.data : "", lst.len, res->data, res->size,
                    opt->header_name ? opt->header_name : name);
    if (h.oom || !h.data || !(res->header = result_strdup(res, h.data, h.len))) oom = true;
    else res->header_size = h.len;
    sb_free(&h);
  }
  if (ok) { /* the files the input read (the compile's source manager has them all) */
    StrBuf deps = sb_new(&arena);
    write_dependencies(&sm, opt->dependency_target ? opt->dependency_target : filename ? filename : "<input>",
                       &deps);
    if (deps.oom || !(res->dependencies = result_strdup(res, deps.data ? deps.data : "", deps.len))) oom = true;
    else res->dependencies_size = deps.len;
    sb_free(&deps);
  }
  if (ok && reflp && (opt->flags & HLSLC_FLAG_REFLECTION)) {
    if ((res->reflection_json = result_strdup(res, rjson.data ? rjson.data : "", rjson.len)))
      res->reflection_size = rjson.len;
    else
      oom = true;
  }
  if (result_oom(res)) oom = true; /* the structured diagnostics are incomplete */
  if (oom) {
    ok = false;
    result_drop_fields(res);
  }
  /* The messages, with the out-of-memory note after them (added to the
   * copy, not to `msgs`, which may be the buffer that could not grow). When
   * even that copy fails, the note alone (static text: hlslc_result_free
   * frees only the store). */
  static const char oom_note[] = "hlslc: error: out of memory\n";
  bool listed = false, noted = false;
  for (int attempt = 0; attempt < 2 && !listed; attempt++) {
    size_t note = oom ? sizeof oom_note - 1 : 0;
    if (oom && !noted) noted = result_note(res, HLSLC_SEVERITY_ERROR, "out of memory");
    res->diagnostics = NULL;
    if (msgs.len || note) {
      char *d = result_alloc(res, msgs.len + note);
      if (d && msgs.len) memcpy(d, msgs.data, msgs.len);
      if (d) memcpy(d + msgs.len, oom_note, note);
      res->diagnostics = d ? d : (char *)oom_note;
      if (!d) oom = true;
    }
    if (oom) {
      ok = false;
      result_drop_fields(res);
    }
    res->status = ok ? 0 : oom ? 3 : bad_options ? 2 : 1;
    listed = !list || list_outputs(res, opt->output);
    if (!listed) { /* out of memory: again, with the note */
      result_clear_outputs(res);
      oom = true;
    }
  }
  sb_free(&msgs);
  sb_free(&dump);
  sb_free(&out);
  sb_free(&rjson);
  sb_free(&rsc);
  sb_free(&lst);
  arena_free(&arena);
  return res->status;
}

int hlslc_compile(const hlslc_options *user_opt, const char *filename, const char *source,
                  size_t len, hlslc_result *res) {
  memset(res, 0, sizeof *res);
  /* The caller's options as this library's struct (struct_size: a program
   * built against another header). */
  hlslc_options opt;
  char size_err[256];
  /* the layouts before this one: 0.1 (up to include_handler) */
  static const size_t older[] = {offsetof(hlslc_options, exports)};
  bool size_ok = sized_copy(&opt, sizeof opt, user_opt, older, sizeof older / sizeof older[0], size_err,
                            sizeof size_err);
  if (!result_begin(res, opt.allocator)) { /* no memory for the result itself */
    res->status = 3;
    res->diagnostics = (char *)"hlslc: error: out of memory\n";
    return 3;
  }
  return compile_into(&opt, size_ok ? NULL : size_err, filename, source, len, res, true);
}
