/* compile.c - hlslc_compile: source -> tokens -> IR -> passes -> DXIL.
 *
 * This is the library's one entry point; the command-line tool is a thin
 * wrapper around it. Everything one compilation allocates lives in one
 * arena, freed before returning; results are copied out with malloc so the
 * caller owns them independently. */
#include "hlslc.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "dxil/dxil.h"
#include "dxil/dxil_ops.h"
#include "hlsl/hlsl.h"
#include "hlsl/token.h"
#include "passes/passes.h"
#include "passes/reflect.h"
#include "container/container_internal.h"
#include "listing.h"

const char *hlslc_version(void) { return "hlslc 0.1.0"; }

static char *dup_out(const char *p, size_t n) {
  char *q = malloc(n + 1);
  if (!q) return NULL;
  if (n) memcpy(q, p, n);
  q[n] = 0;
  return q;
}

/* Adapter so the preprocessor's file hook can call the public one. */
typedef struct ReadHook { hlslc_read_file_fn fn; void *user; } ReadHook;
static const char *read_hook(void *user, const char *path, size_t *len) {
  ReadHook *h = user;
  return h->fn(h->user, path, len);
}

static void *hook_alloc(void *u, size_t n) { const hlslc_allocator *a = u; return a->alloc(a->user, n); }
static void hook_free(void *u, void *p) { const hlslc_allocator *a = u; a->free(a->user, p); }

void hlslc_result_free(hlslc_result *r) {
  if (!r) return;
  free(r->data);
  free(r->diagnostics);
  free(r->passes_dump);
  free(r->reflection_json);
  memset(r, 0, sizeof *r);
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

/* The listing's comment header before the buffer definitions (listing.h).
 * DXC prints it from the container, so one is written and read back here;
 * when that fails (the -Fo path reports why), only the feature note is
 * printed. Sets *uses_viewid from PSV0 for the ViewId section. */
static void listing_header(IrModule *m, Arena *a, StrBuf *out, bool *uses_viewid) {
  StrBuf msgs = {0}, bc = {0}, cont = {0};
  Diag quiet = {0};
  quiet.out = &msgs;
  DxilContainer c;
  *uses_viewid = false;
  bool ok = dxil_write_bitcode(m, &bc, &quiet) && !bc.oom &&
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
static bool listing_source_md(IrModule *m, Arena *a, const SourceManager *sm,
                              const hlslc_options *opt, const char *filename) {
  const char *names[3] = {"dx.source.contents", "dx.source.defines", "dx.source.mainFileName"};
  IrNamedMD *nmd[3];
  for (int k = 0; k < 3; k++)
    if (!(nmd[k] = ir_named_md_get(m, names[k]))) return false;
  for (uint32_t f = 0; f < sm->nfiles; f++) {
    const SourceFile *sf = sm->files[f];
    if (sf->path && sf->path[0] == '<') continue; /* "<command line>" macros: not a file */
    char *text = arena_strndup(a, sf->text ? sf->text : "", sf->text ? sf->len : 0);
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
static const char *const stage_consts[] = {
    "__SHADER_STAGE_PIXEL=0", "__SHADER_STAGE_VERTEX=1", "__SHADER_STAGE_GEOMETRY=2",
    "__SHADER_STAGE_HULL=3", "__SHADER_STAGE_DOMAIN=4", "__SHADER_STAGE_COMPUTE=5",
    "__SHADER_STAGE_LIBRARY=6", "__SHADER_STAGE_MESH=13", "__SHADER_STAGE_AMPLIFICATION=14"};

/* The stages, in order; each returns false after reporting an error. */
static bool compile_stages(const hlslc_options *opt, const char *filename, const char *source,
                           size_t len, Arena *arena, Diag *diag, SourceManager *sm,
                           StrBuf *dump, StrBuf *out, size_t *bc_cap, bool *bad_options,
                           Reflection *refl) {
  Target target;
  /* Preprocessing alone needs no profile (as with dxc -P); the target
   * macros then describe cs_6_0. */
  const char *profile = opt->profile;
  if (!profile && opt->output == HLSLC_OUTPUT_PREPROCESSED) profile = "cs_6_0";
  if (!profile || !target_from_profile(&target, profile)) {
    diag_error(diag, 1002, srcloc_none(), "invalid profile '%s'", opt->profile ? opt->profile : "");
    *bad_options = true;
    return false;
  }
  if (opt->flags & HLSLC_FLAG_NATIVE_16BIT) target.native_16bit = true;
  if (opt->flags & HLSLC_FLAG_VALIDATOR_VERSION) {
    /* the container parts are written for validators up to 1.8 (PSV0 v3) */
    bool none = opt->validator_major == 0 && opt->validator_minor == 0;
    if (!none && (opt->validator_major != 1 || opt->validator_minor > 8)) {
      diag_error(diag, 1003, srcloc_none(), "validator version %u.%u is not supported (1.0 to 1.8, or 0.0)",
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
  if (opt->output == HLSLC_OUTPUT_PREPROCESSED)
    return pp_dump(arena, diag, sm, &ppo, filename, source, len, out);
  TokenList toks = {0};
  if (!pp_run(arena, diag, sm, &ppo, filename, source, len, &toks)) return false;

  /* Front end. */
  HlslOptions ho = {0};
  ho.entry = opt->entry && *opt->entry ? opt->entry : "main";
  ho.target = target;
  ho.native_16bit = target.native_16bit;
  ho.hlsl_version = opt->hlsl_version ? opt->hlsl_version : 2021;
  ho.producer = hlslc_version(); /* !llvm.ident */
  ho.bind_unused = (opt->flags & HLSLC_FLAG_BIND_UNUSED) != 0;
  ho.auto_binding_space = opt->auto_binding_space;
  ho.default_linkage = opt->default_linkage;
  ho.default_row_major = (opt->flags & HLSLC_FLAG_ROW_MAJOR) != 0;
  ho.reflect = refl;
  if (opt->output == HLSLC_OUTPUT_AST) ho.ast_dump = out;
  IrModule *m = hlsl_compile(arena, diag, sm, &toks, &ho);
  if (!m || diag->errors) return false;
  if (opt->output == HLSLC_OUTPUT_AST) return true;
  if (opt->output == HLSLC_OUTPUT_HL_IR) {
    ir_print_module(out, m);
    return true;
  }

  /* Passes. */
  PassCtx ctx = {0};
  ctx.arena = arena;
  ctx.diag = diag;
  ctx.target = target;
  ctx.have_target = true;
  ctx.dxc_compat = true; /* DXC's record order, names and wording */
  ctx.fxc_pow = opt->hlsl_version && opt->hlsl_version <= 2016;
  ctx.bind_unused = (opt->flags & HLSLC_FLAG_BIND_UNUSED) != 0;
  ctx.keep_reflect = (opt->flags & HLSLC_FLAG_KEEP_REFLECT) != 0;
  ctx.verify_each = (opt->flags & HLSLC_FLAG_VERIFY_EACH) != 0;
#ifndef NDEBUG
  ctx.verify_each = true; /* debug builds check the IR between passes */
#endif
  ctx.print_after = opt->print_after;
  ctx.print_after_all = opt->print_after_all != 0;
  ctx.print_out = dump;
  ctx.reflect = refl;
  ctx.have_auto_space = (opt->flags & HLSLC_FLAG_AUTO_BINDING_SPACE) != 0;
  ctx.auto_space = opt->auto_binding_space;
  ctx.lib_unbound = target.stage == STAGE_LIBRARY && !ctx.have_auto_space;
  if (opt->output == HLSLC_OUTPUT_LL) {
    if (!pipeline_run_optimize(&ctx, m)) return false;
    ir_print_module(out, m);
    return true;
  }
  if (!pipeline_run_backend(&ctx, m)) return false;
  if (opt->output == HLSLC_OUTPUT_DXIL_TEXT) {
    bool uses_viewid;
    listing_header(m, arena, out, &uses_viewid); /* signatures, hash, PSV0 */
    if (refl) refl_write_listing(refl, out);     /* "; Buffer Definitions:" */
    listing_viewid(out, m, (uint32_t)target.stage, uses_viewid);
    if ((opt->flags & HLSLC_FLAG_SOURCE_INFO) && !listing_source_md(m, arena, sm, opt, filename))
      return false;
    IrPrintOptions po = {0};
    po.dxil_style = true;
    po.inst_comment = dxil_annotate_inst; /* "  ; BufferLoad(srv,index,wot)" */
    ir_print_module_ex(out, m, &po);
    return true;
  }

  /* Writer and container. */
  StrBuf bc = {0};
  bool ok = dxil_write_bitcode(m, &bc, diag) && !bc.oom &&
            dxil_write_container(m, (const uint8_t *)bc.data, bc.len, out, diag);
  *bc_cap = bc.cap;
  sb_free(&bc);
  return ok;
}

int hlslc_compile(const hlslc_options *opt, const char *filename, const char *source,
                  size_t len, hlslc_result *res) {
  memset(res, 0, sizeof *res);
  Arena arena;
  HlAllocator al;
  if (opt->allocator) {
    al.alloc = hook_alloc;
    al.free = hook_free;
    al.user = (void *)opt->allocator;
  }
  arena_init(&arena, opt->allocator ? &al : NULL);
  if (opt->allocator && opt->allocator->chunk_size) arena.chunk_size = opt->allocator->chunk_size;
  StrBuf msgs = {0}, dump = {0}, out = {0};
  SourceManager sm = {0};
  sm.arena = &arena;
  Diag diag = {0};
  diag.out = &msgs;
  diag.line_text = srcmgr_line_text;
  diag.line_user = &sm;
  diag.no_caret = (opt->flags & HLSLC_FLAG_NO_CARET) != 0;

  size_t bc_cap = 0;
  bool bad_options = false;
  Reflection refl = {0}, *reflp = NULL;
  refl.arena = &arena;
  bool full = opt->output == HLSLC_OUTPUT_CONTAINER || opt->output == HLSLC_OUTPUT_DXIL_TEXT;
  /* the text listing shows the buffer layouts too */
  bool want_refl = (opt->flags & HLSLC_FLAG_REFLECTION) || opt->output == HLSLC_OUTPUT_DXIL_TEXT;
  if (want_refl && full) reflp = &refl;
  bool ok = compile_stages(opt, filename ? filename : "<input>", source, len, &arena, &diag,
                           &sm, &dump, &out, &bc_cap, &bad_options, reflp);
  StrBuf rjson = {0};
  if (ok && reflp && (opt->flags & HLSLC_FLAG_REFLECTION)) refl_write_json(reflp, &rjson);
  bool oom = arena.oom || msgs.oom || out.oom || dump.oom || diag.oom || rjson.oom;
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
    res->data = (uint8_t *)dup_out(out.data ? out.data : "", out.len);
    if (res->data) res->size = out.len;
    else oom = true;
  }
  if (dump.len && !(res->passes_dump = dup_out(dump.data, dump.len))) oom = true;
  if (ok && reflp && (opt->flags & HLSLC_FLAG_REFLECTION)) {
    if ((res->reflection_json = dup_out(rjson.data ? rjson.data : "", rjson.len)))
      res->reflection_size = rjson.len;
    else
      oom = true;
  }
  /* The out-of-memory note is added to the copy, not to `msgs`, which may be
   * the buffer that could not grow. */
  static const char oom_note[] = "hlslc: error: out of memory\n";
  size_t note = oom ? sizeof oom_note - 1 : 0;
  if (msgs.len || note) {
    res->diagnostics = malloc(msgs.len + note + 1);
    if (res->diagnostics) {
      if (msgs.len) memcpy(res->diagnostics, msgs.data, msgs.len);
      memcpy(res->diagnostics + msgs.len, oom_note, note);
      res->diagnostics[msgs.len + note] = 0;
    } else if (!oom) {
      oom = true; /* the messages are lost: report that instead */
      res->diagnostics = dup_out(oom_note, sizeof oom_note - 1);
    }
  }
  if (oom) {
    ok = false;
    free(res->data);
    res->data = NULL;
    res->size = 0;
    free(res->reflection_json);
    res->reflection_json = NULL;
    res->reflection_size = 0;
  }
  res->status = ok ? 0 : oom ? 3 : bad_options ? 2 : 1;
  sb_free(&msgs);
  sb_free(&dump);
  sb_free(&out);
  sb_free(&rjson);
  arena_free(&arena);
  return res->status;
}
