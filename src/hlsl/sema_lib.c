/* sema_lib.c - library targets (lib_6_3 ... lib_6_8, lib_6_x): which
 * functions are entries and which are exported.
 *
 * DXC's rules, as implemented here:
 *  - a function with [shader("kind")] is an entry of that kind (every kind
 *    but node); compute, mesh and amplification entries need [numthreads];
 *    raytracing entries take their payload / attribute structs (sema_rt.c);
 *    graphics and mesh entries their signature elements, each its own
 *    (sema_sig.c), with a hull entry's patch constant function;
 *  - any other defined function is exported when it is not `static` and
 *    either says `export` or the default linkage is external
 *    (-default-linkage external, or lib_6_x without the option), and
 *    -export-shaders-only is not given;
 *  - below lib_6_x an exported function must not take or return resources
 *    (DXC: "Exported function ... must not contain a resource in parameter or
 *    return type."); lib_6_x allows them, but hlslc cannot export them yet:
 *    they stay internal (inlined where called), with a warning.
 * Everything else is internal and kept only when called.
 */
#include <string.h>
#include <strings.h>

#include "mangle.h"
#include "sema.h"
#include "sig.h"

static const struct {
  const char *name;  /* [shader("...")] argument */
  ShaderStage stage; /* its stage */
} lib_kinds[] = {
    {"pixel", STAGE_PIXEL}, {"vertex", STAGE_VERTEX}, {"geometry", STAGE_GEOMETRY},
    {"hull", STAGE_HULL}, {"domain", STAGE_DOMAIN}, {"compute", STAGE_COMPUTE},
    {"raygeneration", STAGE_RAYGEN}, {"intersection", STAGE_INTERSECTION},
    {"anyhit", STAGE_ANYHIT}, {"closesthit", STAGE_CLOSESTHIT}, {"miss", STAGE_MISS},
    {"callable", STAGE_CALLABLE}, {"mesh", STAGE_MESH}, {"amplification", STAGE_AMPLIFICATION},
    {"node", STAGE_NODE},
};

/* [numthreads(x, y, z)] of a library compute entry into f->lib_numthreads. */
static bool lib_numthreads(HlslCtx *c, Decl *f, Attr *a) {
  return sema_numthreads(c, a, f->lib_numthreads) == SEMA_NT_OK;
}

/* An entry: its kind from [shader("...")], its attributes. */
static void lib_entry(HlslCtx *c, Decl *f, Attr *sh) {
  const char *kind = sh->nargs == 1 && sh->args[0]->kind == E_STRING ? sh->args[0]->name : NULL;
  ShaderStage st = STAGE_INVALID;
  for (size_t i = 0; kind && i < sizeof lib_kinds / sizeof lib_kinds[0]; i++)
    if (!strcasecmp(kind, lib_kinds[i].name)) st = lib_kinds[i].stage;
  int errs = c->diag->errors;
  sema_check_shader_attrs(c, f, false); /* known kinds, conflicts */
  if (st == STAGE_INVALID || c->diag->errors != errs) return;
  if (sema_entry_long_vectors(c, f, st)) return;
  bool rt = st >= STAGE_RAYGEN && st <= STAGE_CALLABLE;
  if (st == STAGE_HULL) /* DXC's check of the translation unit, before what hlslc lacks */
    for (uint32_t i = 0; i < f->attrs.len; i++) {
      Attr *a = &f->attrs.data[i];
      if (strcasecmp(a->name, "patchconstantfunc")) continue;
      const char *v = a->nargs == 1 && a->args[0]->kind == E_STRING ? a->args[0]->name : "";
      bool found = false;
      for (uint32_t k = 0; k < c->funcs.len && !found; k++) found = !strcmp(c->funcs.data[k]->name, v);
      if (!found) {
        hl_error(c, SE_ATTR, a->loc, "patch constant function '%s' must be defined", v);
        return;
      }
    }
  if (st == STAGE_NODE) { /* work graphs: checked by sema_node_entries (sema_node.c) */
    f->lib_entry = (uint8_t)(st + 1);
    return;
  }
  /* vertex, pixel, geometry, hull and domain entries take their signature
   * elements as for their own target (sema_sig.c); mesh entries too, with
   * [numthreads]; amplification entries are checked as compute ones */
  bool gfx = st == STAGE_VERTEX || st == STAGE_PIXEL || st == STAGE_GEOMETRY || st == STAGE_HULL ||
             st == STAGE_DOMAIN;
  bool threads = st == STAGE_COMPUTE || st == STAGE_MESH || st == STAGE_AMPLIFICATION;
  f->lib_entry = (uint8_t)(st + 1);
  if (f->type->kind != T_VOID && rt) /* DXC's wording (SemaDXR.cpp), with the stage as written */
    hl_error(c, SE_ENTRY, f->loc, "return type for '%s' shaders must be void", kind);
  else if (f->type->kind != T_VOID && !gfx && st != STAGE_MESH)
    hl_error(c, SE_ENTRY, f->loc, "return type of a %s shader entry point must be void", kind);
  bool have_nt = false;
  for (uint32_t i = 0; i < f->attrs.len; i++) {
    Attr *a = &f->attrs.data[i];
    if (!strcasecmp(a->name, "numthreads") && threads) have_nt = lib_numthreads(c, f, a);
    if (!strcasecmp(a->name, "RootSignature")) {
      /* DXC (CGHLSLMS): an error on raytracing entries; others keep it,
       * serialized, in their entry properties (tag 12) when the validator is
       * newer than 1.6, which hlslc does not write yet */
      if (rt)
        hl_error(c, SE_ATTR, a->loc, "root signature attribute not supported for raytracing entry functions");
      else
        hl_warning(c, SW_IGNORED, a->loc,
                   "root signature of library entry '%s' ignored: not supported in libraries yet", f->name);
    }
    if (!strcasecmp(a->name, "WaveSize") && threads) {
      /* checked as for a compute target, then kept with the entry */
      uint32_t saved[3];
      memcpy(saved, c->wavesize, sizeof saved);
      memset(c->wavesize, 0, sizeof c->wavesize);
      sema_check_wavesize(c, a);
      memcpy(f->lib_wavesize, c->wavesize, sizeof f->lib_wavesize);
      memcpy(c->wavesize, saved, sizeof saved);
    }
  }
  if (threads && !have_nt && c->diag->errors == c->errors_at_start)
    hl_error(c, SE_ATTR, f->loc, "%s entry point must have a valid numthreads attribute", kind);
  if (rt) { /* payload / attribute parameters (sema_rt.c) */
    sema_rt_entry_params(c, f, st, kind);
    return;
  }
  if (c->diag->errors != errs) return;
  if (gfx) {
    f->lib_sig = sema_entry_sig(c, f, st);
    Decl *pcf = f->lib_sig ? f->lib_sig->pc_func : NULL;
    if (pcf && !pcf->lib_pc_of) pcf->lib_pc_of = f->lib_sig; /* generated with the first */
    return;
  }
  if (st == STAGE_MESH) {
    f->lib_sig = sema_mesh_sig(c, f);
    return;
  }
  for (uint32_t i = 0; i < f->nparams; i++) {
    Decl *p = f->params[i];
    if ((p->quals & Q_OUT) || !p->semantic || !hl_is_numeric(p->type))
      hl_error(c, SE_ENTRY, p->loc, "unsupported parameter of a %s entry point", kind);
  }
}

static bool type_has_resource(const HType *t) {
  while (t->kind == T_ARRAY) t = t->elem;
  return t->kind == T_RESOURCE || (t->kind == T_STRUCT && t->st && t->st->has_resources);
}

void sema_check_library(HlslCtx *c) {
  int linkage = c->opt ? c->opt->default_linkage : 0;
  bool lib_x = c->opt && c->opt->target.sm_minor == 15;
  bool external = linkage == 2 || (linkage == 0 && lib_x);
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    if (!f->body) continue;
    Attr *sh = NULL;
    for (uint32_t k = 0; k < f->attrs.len; k++)
      if (!strcasecmp(f->attrs.data[k].name, "shader")) sh = &f->attrs.data[k];
    if (sh) {
      lib_entry(c, f, sh);
      continue;
    }
    if (f->quals & Q_STATIC) continue;
    /* -export-shaders-only: DXC makes every non-entry function internal
     * (after -exports); resource parameters are then allowed */
    if (c->opt && c->opt->export_shaders_only) continue;
    if (!(f->quals & Q_EXPORT) && !external) continue;
    bool res = type_has_resource(f->type);
    for (uint32_t k = 0; k < f->nparams; k++) res |= type_has_resource(f->params[k]->type);
    if (res) {
      if (lib_x) /* DXC exports them; hlslc cannot yet, so they stay internal */
        hl_warning(c, SW_IGNORED, f->loc,
                   "function '%s' takes or returns resources: not exported (not supported yet)",
                   f->name);
      else
        hl_error(c, SE_ENTRY, f->loc,
                 "Exported function \\01%s must not contain a resource in parameter or return type.",
                 hl_mangle_function(c, f) + 1); /* DXC spells the \01 prefix out */
      continue;
    }
    f->lib_export = true;
  }
  /* a function only declared, which the linker resolves, is external too:
   * the same rule for the prototypes the library calls */
  DeclVec seen = {0};
  for (uint32_t i = 0; !lib_x && i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    for (uint32_t k = 0; k < f->callees.len; k++) {
      Decl *g = f->callees.data[k];
      if (!g || g->body || (g->def && g->def->body) || g->kind != D_FUNC) continue;
      bool dup = false;
      for (uint32_t j = 0; j < seen.len && !dup; j++) dup = seen.data[j] == g;
      if (dup) continue;
      vec_push(c->arena, &seen, g);
      bool res = g->type && type_has_resource(g->type);
      for (uint32_t q = 0; q < g->nparams; q++) res |= g->params[q]->type && type_has_resource(g->params[q]->type);
      if (res)
        hl_error(c, SE_ENTRY, g->loc,
                 "Exported function \\01%s must not contain a resource in parameter or return type.",
                 hl_mangle_function(c, g) + 1);
    }
  }
  /* a patch constant function is generated with its hull entry, never
   * exported on its own (DXC, also with external default linkage) */
  for (uint32_t i = 0; i < c->funcs.len; i++)
    if (c->funcs.data[i]->lib_pc_of) c->funcs.data[i]->lib_export = false;
}
