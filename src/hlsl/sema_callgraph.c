/* sema_callgraph.c - checks on the call graph of each entry, as DXC makes
 * them once the translation unit is parsed (SemaHLSLDiagnoseTU.cpp):
 *
 *  - the roots: the entry function (non-library targets; the initializers of
 *    static globals run in it), or every entry and exported function of a
 *    library;
 *  - no recursion: a depth-first walk from each root finds the first
 *    function that calls itself through the graph, reported once per
 *    function at the start of its declaration ("recursive functions are not
 *    allowed: function 'main' calls recursive function 'A'" and a note);
 *  - hull entries: the patch constant function is walked the same way, and
 *    neither it nor the entry may reach the other;
 *  - InputPatch / OutputPatch sizes of the patch constant function agree
 *    with the entry's InputPatch and [outputcontrolpoints];
 *  - non-library targets: every function the entry reaches is defined (DXC
 *    reports the first declaration left in the module, in the order code
 *    generation creates functions: breadth first from the entry, by its
 *    mangled name); libraries may call external functions, which hlslc
 *    does not link yet (an error of its own).
 * Functions reached are marked `reachable` (irgen generates only those).
 */
#include <string.h>
#include <strings.h>

#include "mangle.h"
#include "sema.h"
#include "sig.h"

/* Depth-first search for recursion from f, in one walk (c->cg_walks): each
 * function is visited once per walk and remembers the recursive function
 * found below it (DXC's m_functionsCheckedForRecursion, per root). Returns
 * the function found on the current call stack again. */
static Decl *body_of(Decl *f) { return f->def ? f->def : f; }

static Decl *find_recursion(HlslCtx *c, Decl *f, uint32_t depth) {
  f = body_of(f);
  uint32_t walk = c->cg_walks;
  if (hl_decl_rare(f)->cg_walk == walk) return hl_decl_rare(f)->cg_state == 1 ? f : hl_decl_rare(f)->cg_found;
  if (depth > 4096) return NULL; /* bounded: a call chain this deep is not a program */
  hl_decl_rare_w(c, f)->cg_walk = walk;
  hl_decl_rare_w(c, f)->cg_state = 1;
  Decl *found = NULL;
  for (uint32_t i = 0; i < hl_decl_rare(f)->callees.len && !found; i++) found = find_recursion(c, hl_decl_rare(f)->callees.data[i], depth + 1);
  hl_decl_rare_w(c, f)->cg_state = 2;
  hl_decl_rare_w(c, f)->cg_found = found;
  return found;
}

/* Report the recursion under `root` (once per recursive function). */
static bool check_recursion(HlslCtx *c, Decl *root, DeclVec *extra, DeclVec *reported) {
  c->cg_walks++;
  Decl *found = NULL;
  Decl *r = body_of(root);
  /* the initializers of static globals run first in the entry */
  for (uint32_t i = 0; extra && i < extra->len && !found; i++) {
    hl_decl_rare_w(c, r)->cg_walk = c->cg_walks;
    hl_decl_rare_w(c, r)->cg_state = 1;
    found = find_recursion(c, extra->data[i], 1);
    hl_decl_rare_w(c, r)->cg_walk = 0;
  }
  if (!found) found = find_recursion(c, root, 0);
  if (!found) return false;
  for (uint32_t i = 0; i < reported->len; i++)
    if (reported->data[i] == found) return true;
  vec_push(c->arena, reported, found);
  hl_error(c, SE_RECURSION, found->begin_loc.line ? found->begin_loc : found->loc,
           "recursive functions are not allowed: function '%s' calls recursive function '%s'",
           r->name, found->name);
  diag_report(c->diag, DIAG_NOTE, SE_RECURSION, found->begin_loc.line ? found->begin_loc : found->loc,
              "recursive function located here:");
  return true;
}

/* Can `from` reach `to` through calls? (a walk of its own; recursion-free) */
static bool reaches(HlslCtx *c, Decl *from, Decl *to) {
  DeclVec q = {0};
  from = body_of(from);
  to = body_of(to);
  uint32_t walk = ++c->cg_walks;
  hl_decl_rare_w(c, from)->cg_walk = walk;
  if (!vec_push(c->arena, &q, from)) return false;
  for (uint32_t i = 0; i < q.len; i++) {
    Decl *f = q.data[i];
    if (f == to) return true;
    for (uint32_t k = 0; k < hl_decl_rare(f)->callees.len; k++) {
      Decl *g = body_of(hl_decl_rare(f)->callees.data[k]);
      if (hl_decl_rare(g)->cg_walk == walk) continue;
      hl_decl_rare_w(c, g)->cg_walk = walk;
      if (!vec_push(c->arena, &q, g)) return false;
    }
  }
  return false;
}

/* The N of the first InputPatch<T, N> (kind 1) / OutputPatch<T, N> (2)
 * parameter of f, or -1. */
static int64_t patch_count(const Decl *f, int kind) {
  for (uint32_t i = 0; i < f->nparams; i++) {
    const HType *t = f->params[i]->type;
    if (t && t->kind == T_ARRAY && t->patch == kind) return t->count;
  }
  return -1;
}

static void check_patch_function(HlslCtx *c, Decl *entry, Decl *pcf, bool entry_recursive,
                                 DeclVec *reported) {
  bool pcf_recursive = check_recursion(c, pcf, &c->init_callees, reported);
  SrcLoc at = entry->begin_loc.line ? entry->begin_loc : entry->loc;
  if (!entry_recursive && !pcf_recursive) {
    if (reaches(c, pcf, entry))
      hl_error(c, SE_ENTRY, at, "entry function '%s' should not be reachable from patch constant function '%s'",
               hl_unqualified(entry->name), hl_unqualified(pcf->name));
    if (reaches(c, entry, pcf))
      hl_error(c, SE_ENTRY, at, "patch constant function '%s' should not be reachable from entry function '%s'",
               hl_unqualified(pcf->name), hl_unqualified(entry->name));
  }
  SrcLoc pat = pcf->begin_loc.line ? pcf->begin_loc : pcf->loc;
  int64_t hin = patch_count(pcf, 1), ein = patch_count(entry, 1);
  if (hin >= 0 && ein >= 0 && hin != ein)
    hl_error(c, SE_ENTRY, pat, "Patch constant function's input patch input should have %lld elements, but has %lld.",
             (long long)ein, (long long)hin);
  int64_t hout = patch_count(pcf, 2), ecp = -1;
  for (uint32_t i = 0; i < hl_decl_rare(entry)->attrs.len; i++) {
    Attr *a = &hl_decl_rare(entry)->attrs.data[i];
    uint64_t v;
    if (!strcasecmp(a->name, "outputcontrolpoints") && a->nargs == 1 && a->args[0] &&
        sema_const_uint(c, a->args[0], &v))
      ecp = (int64_t)v;
  }
  if (hout >= 0 && ecp >= 0 && hout != ecp)
    hl_error(c, SE_ENTRY, pat, "Patch constant function's output patch input should have %lld elements, but has %lld.",
             (long long)ecp, (long long)hout);
}

/* Mark everything reachable from the roots, breadth first (the order DXC's
 * code generation creates functions in); the first function reached without
 * a body is reported. */
static void mark_reachable(HlslCtx *c, DeclVec *roots, bool lib) {
  DeclVec q = {0};
  for (uint32_t i = 0; i < roots->len; i++) {
    Decl *f = body_of(roots->data[i]);
    if (!f->reachable) {
      f->reachable = true;
      vec_push(c->arena, &q, f);
    }
  }
  bool reported = false;
  for (uint32_t i = 0; i < q.len; i++) {
    Decl *f = q.data[i];
    if (!f->body) {
      if (reported || lib) continue;
      reported = true;
      if (!lib)
        hl_error(c, SE_CALL, srcloc_none(), "External function used in non-library profile: \\01%s",
                 hl_mangle_function(c, f) + 1); /* DXC spells the \01 prefix out */
      /* a library leaves it to the linker: an external declaration (irgen) */
      continue;
    }
    for (uint32_t k = 0; k < hl_decl_rare(f)->callees.len; k++) {
      Decl *g = body_of(hl_decl_rare(f)->callees.data[k]);
      if (g->reachable) continue;
      g->reachable = true;
      if (!vec_push(c->arena, &q, g)) return;
    }
  }
}

/* DXC's ShaderModel::FullNameFromKind (a library has none). */
static const char *stage_full_name(ShaderStage st) {
  return st == STAGE_LIBRARY || (uint32_t)st >= STAGE_INVALID ? "" : stage_name(st);
}

/* Shader Execution Reordering calls reachable from `root`, an entry of
 * stage st (DXC's DiagnoseReachableSERCall): dx::HitObject's constructing
 * and invoking functions only in raygeneration, closesthit and miss
 * shaders, dx::MaybeReorderThread only in raygeneration shaders; from SM
 * 6.9 (DXC's min_sm: "requires shader model 6.9 or greater"). Each call
 * once per entry that reaches it, with the entry noted. */
static void check_ser_calls(HlslCtx *c, Decl *root, ShaderStage st) {
  DeclVec q = {0};
  Decl *r = body_of(root);
  uint32_t walk = ++c->cg_walks;
  hl_decl_rare_w(c, r)->cg_walk = walk;
  if (!vec_push(c->arena, &q, r)) return;
  const Target *t = &c->opt->dx.target;
  bool sm69 = t->sm_major > 6 || (t->sm_major == 6 && t->sm_minor >= 9);
  for (uint32_t i = 0; i < q.len; i++) {
    Decl *f = q.data[i];
    for (uint32_t k = 0; k < hl_decl_rare(f)->ser_calls.len; k++) {
      Expr *e = hl_decl_rare(f)->ser_calls.data[k];
      bool reorder = e->intrin == IN_DX_REORDER;
      if (!sm69) {
        const SemaHoMethod *md = reorder ? NULL : sema_ho_method(e->field);
        hl_error(c, SE_CALL, hl_expr_loc(e), "intrinsic dx::%s%s potentially used by ''%s'' requires shader model 6.9 or greater",
                 reorder ? "" : "HitObject::", reorder ? "MaybeReorderThread" : md ? md->name : "?",
                 hl_unqualified(root->name));
        continue;
      }
      if (!reorder && (!sema_ho_method(e->field) || !sema_ho_is_static(sema_ho_method(e->field)))) continue;
      bool ok = st == STAGE_RAYGEN || (!reorder && (st == STAGE_CLOSESTHIT || st == STAGE_MISS));
      if (ok) continue;
      if (reorder)
        hl_error(c, SE_CALL, hl_expr_loc(e), "dx::MaybeReorderThread is unavailable in shader stage '%s' (requires 'raygeneration')",
                 stage_full_name(st));
      else
        hl_error(c, SE_CALL, hl_expr_loc(e),
                 "dx::HitObject is unavailable in shader stage '%s' (requires 'raygeneration', 'closesthit' or 'miss')",
                 stage_full_name(st));
      diag_report(c->diag, DIAG_NOTE, SE_CALL, root->loc, "entry function defined here");
    }
    for (uint32_t k = 0; k < hl_decl_rare(f)->callees.len; k++) {
      Decl *g = body_of(hl_decl_rare(f)->callees.data[k]);
      if (hl_decl_rare(g)->cg_walk == walk) continue;
      hl_decl_rare_w(c, g)->cg_walk = walk;
      if (!vec_push(c->arena, &q, g)) return;
    }
  }
}

void sema_check_call_graph(HlslCtx *c) {
  bool lib = c->opt && c->opt->dx.target.stage == STAGE_LIBRARY;
  DeclVec roots = {0}, reported = {0};
  int errs = c->diag->errors;
  if (lib) {
    for (uint32_t i = 0; i < c->funcs.len; i++) {
      Decl *f = c->funcs.data[i];
      if (!f->lib_entry && !f->lib_export) continue;
      vec_push(c->arena, &roots, f);
      bool rec = check_recursion(c, f, f->lib_entry ? &c->init_callees : NULL, &reported);
      /* a hull entry's patch constant function is a root of its own */
      Decl *pcf = f->lib_entry == STAGE_HULL + 1 && hl_decl_rare(f)->lib_sig ? hl_decl_rare(f)->lib_sig->pc_func : NULL;
      if (pcf) {
        vec_push(c->arena, &roots, pcf);
        check_patch_function(c, f, pcf, rec, &reported);
      }
    }
  } else if (c->entry) {
    vec_push(c->arena, &roots, c->entry);
    bool rec = check_recursion(c, c->entry, &c->init_callees, &reported);
    Decl *pcf = c->entry_sig ? c->entry_sig->pc_func : NULL;
    if (pcf) {
      vec_push(c->arena, &roots, pcf);
      check_patch_function(c, c->entry, pcf, rec, &reported);
    }
  }
  if (c->diag->errors != errs) return;
  /* reachable-call diagnostics; lib_6_x links offline: its exported
   * functions that are not entries are not checked */
  bool lib_x = lib && c->opt->dx.target.sm_minor == 15;
  for (uint32_t i = 0; i < roots.len; i++) {
    Decl *f = roots.data[i];
    if (lib && !f->lib_entry && lib_x) continue;
    check_ser_calls(c, f, lib ? (f->lib_entry ? (ShaderStage)(f->lib_entry - 1) : STAGE_LIBRARY) : c->opt->dx.target.stage);
  }
  if (c->diag->errors != errs) return;
  for (uint32_t i = 0; i < c->init_callees.len; i++) vec_push(c->arena, &roots, c->init_callees.data[i]);
  mark_reachable(c, &roots, lib);
}
