/* hlsl.c - the front end's entry point: parse, check, generate. */
#include <string.h>
#include <strings.h>

#include "ast.h"

/* Built-in declarations of DirectX Raytracing, as DXC declares them: the
 * structs RayDesc and BuiltInTriangleIntersectionAttributes and the
 * RAY_FLAG_* / RAYQUERY_FLAG_* / COMMITTED_* / CANDIDATE_* / HIT_KIND_*
 * constants, with the pseudo-enum types RAY_FLAG, RAYQUERY_FLAG,
 * COMMITTED_STATUS and CANDIDATE_TYPE (typedefs of uint, as DXC's
 * AddTypedefPseudoEnum declares them). Parsed ahead of the source when it
 * names one of them (so other shaders see no new names). */
static const char rt_prelude[] =
    "struct RayDesc { float3 Origin; float TMin; float3 Direction; float TMax; };\n"
    "struct BuiltInTriangleIntersectionAttributes { float2 barycentrics; };\n"
    "typedef uint RAY_FLAG;\n"
    "static const uint RAY_FLAG_NONE = 0x00;\n"
    "static const uint RAY_FLAG_FORCE_OPAQUE = 0x01;\n"
    "static const uint RAY_FLAG_FORCE_NON_OPAQUE = 0x02;\n"
    "static const uint RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH = 0x04;\n"
    "static const uint RAY_FLAG_SKIP_CLOSEST_HIT_SHADER = 0x08;\n"
    "static const uint RAY_FLAG_CULL_BACK_FACING_TRIANGLES = 0x10;\n"
    "static const uint RAY_FLAG_CULL_FRONT_FACING_TRIANGLES = 0x20;\n"
    "static const uint RAY_FLAG_CULL_OPAQUE = 0x40;\n"
    "static const uint RAY_FLAG_CULL_NON_OPAQUE = 0x80;\n"
    "static const uint RAY_FLAG_SKIP_TRIANGLES = 0x100;\n"
    "static const uint RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES = 0x200;\n"
    "static const uint RAY_FLAG_FORCE_OMM_2_STATE = 0x400;\n"
    "typedef uint RAYQUERY_FLAG;\n"
    "static const uint RAYQUERY_FLAG_NONE = 0x00;\n"
    "static const uint RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS = 0x01;\n"
    "typedef uint COMMITTED_STATUS;\n"
    "static const uint COMMITTED_NOTHING = 0;\n"
    "static const uint COMMITTED_TRIANGLE_HIT = 1;\n"
    "static const uint COMMITTED_PROCEDURAL_PRIMITIVE_HIT = 2;\n"
    "typedef uint CANDIDATE_TYPE;\n"
    "static const uint CANDIDATE_NON_OPAQUE_TRIANGLE = 0;\n"
    "static const uint CANDIDATE_PROCEDURAL_PRIMITIVE = 1;\n"
    "static const uint HIT_KIND_NONE = 0x00;\n"
    "static const uint HIT_KIND_TRIANGLE_FRONT_FACE = 0xFE;\n"
    "static const uint HIT_KIND_TRIANGLE_BACK_FACE = 0xFF;\n";

/* The library entries' [RootSignature]s for the driver: those still entries
 * once -exports is applied (DXC compiles only an exported entry's), each with
 * its IR function. */
static bool lib_rootsigs_collect(HlslCtx *c, HlslLibRootSigs *out) {
  if (!out || !c->lib_rootsig.len) return true;
  out->items = arena_alloc(c->arena, sizeof(HlslLibRootSig) * c->lib_rootsig.len);
  if (!out->items) return false;
  for (uint32_t i = 0; i < c->lib_rootsig.len; i++) {
    Decl *f = c->lib_rootsig.data[i];
    if (!f->lib_entry || !f->ir) continue;
    for (uint32_t k = 0; k < hl_decl_rare(f)->attrs.len; k++) {
      const Attr *at = &hl_decl_rare(f)->attrs.data[k];
      if (strcasecmp(at->name, "RootSignature") || at->nargs != 1 || at->args[0]->kind != E_STRING) continue;
      HlslLibRootSig *r = &out->items[out->n++];
      r->fn = f->ir;
      r->text = at->args[0]->name ? at->args[0]->name : "";
      r->len = strlen(r->text);
      r->loc = at->loc;
      break;
    }
  }
  return true;
}

/* The flags of the state-object subobjects StateObjectConfig and
 * RaytracingPipelineConfig1, as DXC declares them (AddRaytracingConstants,
 * with its STATE_OBJECT_FLAGS_ spellings kept for compatibility). */
static const char subobj_prelude[] =
    "static const uint STATE_OBJECT_FLAGS_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITONS = 0x1;\n"
    "static const uint STATE_OBJECT_FLAGS_ALLOW_EXTERNAL_DEPENDENCIES_ON_LOCAL_DEFINITIONS = 0x2;\n"
    "static const uint STATE_OBJECT_FLAG_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITONS = 0x1;\n"
    "static const uint STATE_OBJECT_FLAG_ALLOW_EXTERNAL_DEPENDENCIES_ON_LOCAL_DEFINITIONS = 0x2;\n"
    "static const uint STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS = 0x4;\n"
    "static const uint RAYTRACING_PIPELINE_FLAG_NONE = 0x0;\n"
    "static const uint RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES = 0x100;\n"
    "static const uint RAYTRACING_PIPELINE_FLAG_SKIP_PROCEDURAL_PRIMITIVES = 0x200;\n"
    "static const uint RAYTRACING_PIPELINE_FLAG_ALLOW_OPACITY_MICROMAPS = 0x400;\n";

/* The flags of Barrier(MemoryTypeFlags, SemanticFlags) (SM 6.8), as DXC
 * declares them (its MEMORY_TYPE_FLAG / BARRIER_SEMANTIC_FLAG values). */
static const char barrier_prelude[] =
    "static const uint UAV_MEMORY = 0x1;\n"
    "static const uint GROUP_SHARED_MEMORY = 0x2;\n"
    "static const uint NODE_INPUT_MEMORY = 0x4;\n"
    "static const uint NODE_OUTPUT_MEMORY = 0x8;\n"
    "static const uint ALL_MEMORY = 0xF;\n"
    "static const uint GROUP_SYNC = 0x1;\n"
    "static const uint GROUP_SCOPE = 0x2;\n"
    "static const uint DEVICE_SCOPE = 0x4;\n";

static bool is_barrier_flag(const char *s) {
  static const char *const names[] = {"UAV_MEMORY", "GROUP_SHARED_MEMORY", "NODE_INPUT_MEMORY",
                                      "NODE_OUTPUT_MEMORY", "ALL_MEMORY", "GROUP_SYNC", "GROUP_SCOPE",
                                      "DEVICE_SCOPE"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (!strcmp(s, names[i])) return true;
  return false;
}

/* toks with the raytracing / barrier / subobject flag preludes put in front
 * when the source uses them; NULL when out of memory or a prelude failed. */
static TokenList *with_rt_prelude(Arena *a, Diag *d, SourceManager *sm, TokenList *toks) {
  bool need_rt = false, need_barrier = false, need_so = false;
  /* (every token is looked at: stopping once all three are found is rare,
   * and testing for it cost more per token than it saved) */
  const Token *t = toks ? toks->data : NULL, *end = t ? t + toks->len : NULL;
  for (; t < end; t++) {
    if (t->kind != TK_IDENT) continue;
    /* by the first letter of the names looked for (this runs per token) */
    switch (t->text[0]) {
    case 'R':
      need_rt |= tok_text_is(t, "RayDesc") || !strncmp(t->text, "RAY_FLAG", 8) ||
                 !strncmp(t->text, "RAYQUERY_FLAG", 13);
      need_so |= !strncmp(t->text, "RAYTRACING_PIPELINE_FLAG_", 25);
      break;
    case 'B': need_rt |= tok_text_is(t, "BuiltInTriangleIntersectionAttributes"); break;
    case 'H': need_rt |= !strncmp(t->text, "HIT_KIND_", 9); break;
    case 'C': need_rt |= !strncmp(t->text, "COMMITTED_", 10) || !strncmp(t->text, "CANDIDATE_", 10); break; /* and their types */
    case 'S': need_so |= !strncmp(t->text, "STATE_OBJECT_FLAG", 17); break;
    case 'U': case 'G': case 'N': case 'A': case 'D': need_barrier |= is_barrier_flag(t->text); break;
    default: break;
    }
  }
  if ((!need_rt && !need_barrier && !need_so) || !sm) return toks;
  /* in the arena, not on the stack: the source manager keeps the text for
   * diagnostics that point into the prelude (a note at RayDesc's fields) */
  char *text = arena_alloc(a, sizeof rt_prelude + sizeof barrier_prelude + sizeof subobj_prelude);
  if (!text) return NULL;
  size_t n = 0;
  if (need_rt) memcpy(text, rt_prelude, sizeof rt_prelude - 1), n = sizeof rt_prelude - 1;
  if (need_barrier) memcpy(text + n, barrier_prelude, sizeof barrier_prelude - 1), n += sizeof barrier_prelude - 1;
  if (need_so) memcpy(text + n, subobj_prelude, sizeof subobj_prelude - 1), n += sizeof subobj_prelude - 1;
  TokenList pre = {0};
  PpOptions ppo = {0};
  if (!pp_run(a, d, sm, &ppo, "<hlsl builtins>", text, n, &pre) || !pre.len)
    return NULL;
  uint32_t np = pre.len - 1; /* without its EOF */
  /* In front of the tokens, in place: the list has room past its end (the
   * preprocessor reserves ahead), and a copy of a large shader's tokens
   * was megabytes of fresh memory. */
  if (toks->cap - toks->len < np && !vec_grow_(a, (void **)&toks->data, &toks->cap, toks->len + np, sizeof(Token)))
    return NULL;
  memmove(toks->data + np, toks->data, sizeof(Token) * toks->len);
  memcpy(toks->data, pre.data, sizeof(Token) * np);
  toks->len += np;
  arena_release(a, pre.data, sizeof(Token) * pre.cap);
  return toks;
}

static IrModule *compile_in(HlslCtx *c, Arena *a, Diag *d, SourceManager *sm, TokenList *toks,
                            const HlslOptions *opt);

IrModule *hlsl_compile(Arena *a, Diag *d, SourceManager *sm, TokenList *toks,
                       const HlslOptions *opt) {
  if (!a || !d) return NULL;
  HlslCtx *c = arena_alloc(a, sizeof(HlslCtx));
  if (!c) return NULL;
  /* The expression and statement nodes are a fifth of a big shader's
   * peak memory and dead once the IR, the reflection, the subobjects and
   * the AST dump are made: their own arena, freed here. */
  Arena ast;
  arena_init_child(&ast, a);
  c->ast = &ast;
  IrModule *m = compile_in(c, a, d, sm, toks, opt);
  c->ast = NULL;
  arena_free(&ast);
  return m;
}

static IrModule *compile_in(HlslCtx *c, Arena *a, Diag *d, SourceManager *sm, TokenList *toks,
                            const HlslOptions *opt) {
  HlslOptions defaults = {0};
  if (!opt) {
    defaults.entry = "main";
    defaults.dx.target.stage = STAGE_COMPUTE;
    defaults.dx.target.sm_major = 6;
    opt = &defaults;
  }
  c->arena = a;
  c->diag = d;
  c->sm = sm;
  c->opt = opt;
  c->errors_at_start = d->errors;
  hl_types_init(c);
  /* Syntax errors are all reported (the parser recovers at ';' and '}'),
   * but semantic checking only runs on a complete tree: names lost to a
   * syntax error would otherwise produce misleading follow-on errors. */
  if (toks && !(toks = with_rt_prelude(a, d, sm, toks))) return NULL;
  if (!hl_parse(c, toks)) return NULL;
  /* Nothing reads the tokens after the parser (templates keep copies of
   * theirs) but -ast-dump (a template parameter's default token): their
   * memory goes back now, before sema's and irgen's allocations, which
   * reuse it instead of touching fresh pages (a header-heavy shader's
   * tokens are megabytes). */
  if (toks && !opt->ast_dump && hl_parse_drop_tokens(c)) {
    arena_release_old(a, toks->data, sizeof(Token) * toks->cap);
    *toks = (TokenList){0};
  }
  if (!hl_sema(c) || d->errors != c->errors_at_start || a->oom) return NULL;
  IrModule *m = hl_irgen(c);
  if (!m || d->errors != c->errors_at_start || a->oom) return NULL;
  /* DXC's CodeGen evaluates the subobjects' initializers (on every target) */
  if (!hl_subobjects_collect(c, opt->subobjects) || a->oom) return NULL;
  if (!lib_rootsigs_collect(c, opt->lib_rootsigs)) return NULL;
  if (opt->dx.reflect) hl_reflect(c, opt->dx.reflect);
  if (opt->ast_dump && !hl_ast_dump(c, opt->ast_dump)) return NULL;
  return m;
}
