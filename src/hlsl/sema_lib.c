/* sema_lib.c - library targets (lib_6_3 ... lib_6_8, lib_6_x): which
 * functions are entries and which are exported.
 *
 * DXC's rules, as implemented here:
 *  - a function with [shader("kind")] is an entry of that kind, as is one
 *    with an attribute that implies a graphics stage ([maxvertexcount],
 *    [patchconstantfunc], [domain], [clipplanes], [earlydepthstencil]); compute, mesh and amplification entries need [numthreads];
 *    raytracing entries take their payload / attribute structs (sema_rt.c);
 *    graphics and mesh entries their signature elements, each its own
 *    (sema_sig.c), with a hull entry's patch constant function;
 *  - any other defined function is exported when it is not `static` and
 *    either says `export` or the default linkage is external
 *    (-default-linkage external, or lib_6_x without the option), and
 *    -export-shaders-only is not given; with -exports, the functions it names
 *    instead (lib_apply_exports, below);
 *  - below lib_6_x an exported function must not take or return resources
 *    (DXC: "Exported function ... must not contain a resource in parameter or
 *    return type."); lib_6_x passes them across the boundary as handles
 *    (irgen: gen_res_boundary; dxil-op-lower: the .hdl memory types).
 * Everything else is internal and kept only when called.
 */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "mangle.h"
#include "sema.h"
#include "sig.h"

/* [numthreads(x, y, z)] of a library compute entry into f->lib_numthreads. */
static bool lib_numthreads(HlslCtx *c, Decl *f, Attr *a) {
  return sema_numthreads(c, a, hl_decl_rare_w(c, f)->lib_numthreads) == SEMA_NT_OK;
}

/* An entry: its kind from [shader("...")], its attributes. */
/* An entry without [shader]: the stage an attribute implies (DXC's
 * CheckImpliedShaderStageAttr, in its order, the last one winning):
 * [maxvertexcount] and [instance] geometry, [patchconstantfunc] hull,
 * [domain] domain (unless hull), [clipplanes] vertex, [earlydepthstencil]
 * pixel. STAGE_INVALID: none ([numthreads] implies nothing). */
static ShaderStage lib_implied_stage(const Decl *f) {
  static const struct {
    const char *attr;
    ShaderStage st;
  } implies[] = {{"maxvertexcount", STAGE_GEOMETRY}, {"instance", STAGE_GEOMETRY},
                 {"patchconstantfunc", STAGE_HULL},  {"domain", STAGE_DOMAIN},
                 {"clipplanes", STAGE_VERTEX},       {"earlydepthstencil", STAGE_PIXEL}};
  ShaderStage st = STAGE_INVALID;
  for (size_t k = 0; k < sizeof implies / sizeof implies[0]; k++)
    for (uint32_t i = 0; i < hl_decl_rare(f)->attrs.len; i++) {
      if (strcasecmp(hl_decl_rare(f)->attrs.data[i].name, implies[k].attr)) continue;
      if (implies[k].st != STAGE_DOMAIN || st != STAGE_HULL) st = implies[k].st;
      break;
    }
  return st;
}

/* sh: the [shader] attribute; else `implied` is the stage (lib_implied_stage) */
static void lib_entry(HlslCtx *c, Decl *f, Attr *sh, ShaderStage implied) {
  const char *kind = !sh ? NULL : sh->nargs == 1 && sh->args[0]->kind == E_STRING ? sh->args[0]->name : NULL;
  /* [shader("...")] names any stage but the library's, in any case */
  ShaderStage st = sh ? (kind ? stage_from_name(kind, strlen(kind), true) : STAGE_INVALID) : implied;
  if (st == STAGE_LIBRARY || (uint32_t)st >= STAGE_INVALID) st = STAGE_INVALID;
  else if (!sh) kind = stage_name(st);
  int errs = c->diag->errors;
  sema_check_shader_attrs(c, f, false); /* known kinds, conflicts */
  if (st == STAGE_INVALID || c->diag->errors != errs) return;
  if (sema_entry_long_vectors(c, f, st)) return;
  bool rt = st >= STAGE_RAYGEN && st <= STAGE_CALLABLE;
  if (st == STAGE_HULL) /* DXC's check of the translation unit, before what hlslc lacks */
    for (uint32_t i = 0; i < hl_decl_rare(f)->attrs.len; i++) {
      Attr *a = &hl_decl_rare(f)->attrs.data[i];
      if (strcasecmp(a->name, "patchconstantfunc")) continue;
      const char *v = a->nargs == 1 && a->args[0]->kind == E_STRING ? a->args[0]->name : "";
      if (!sema_find_patch_constant_func(c, v)) {
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
  for (uint32_t i = 0; i < hl_decl_rare(f)->attrs.len; i++) {
    Attr *a = &hl_decl_rare(f)->attrs.data[i];
    if (!strcasecmp(a->name, "numthreads") && threads) have_nt = lib_numthreads(c, f, a);
    if (!strcasecmp(a->name, "RootSignature")) {
      /* DXC (CGHLSLMS): an error on raytracing entries; others are compiled
       * with the entry's code (the driver: HlslOptions.lib_rootsigs) and kept,
       * serialized, in its entry properties from lib_6_7 (tag 12) */
      if (rt)
        hl_error(c, SE_ATTR, a->loc, "root signature attribute not supported for raytracing entry functions");
      else if (a->nargs == 1 && a->args[0]->kind == E_STRING &&
               (!c->lib_rootsig.len || c->lib_rootsig.data[c->lib_rootsig.len - 1] != f))
        vec_push(c->arena, &c->lib_rootsig, f);
    }
    if (!strcasecmp(a->name, "WaveSize") && threads) {
      /* checked as for a compute target, then kept with the entry */
      uint32_t saved[3];
      memcpy(saved, c->wavesize, sizeof saved);
      memset(c->wavesize, 0, sizeof c->wavesize);
      sema_check_wavesize(c, a);
      memcpy(hl_decl_rare_w(c, f)->lib_wavesize, c->wavesize, sizeof f->rare->lib_wavesize);
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
    hl_decl_rare_w(c, f)->lib_sig = sema_entry_sig(c, f, st);
    Decl *pcf = hl_decl_rare(f)->lib_sig ? hl_decl_rare(f)->lib_sig->pc_func : NULL;
    if (pcf && !hl_decl_rare(pcf)->lib_pc_of) hl_decl_rare_w(c, pcf)->lib_pc_of = hl_decl_rare(f)->lib_sig; /* generated with the first */
    return;
  }
  if (st == STAGE_MESH) {
    hl_decl_rare_w(c, f)->lib_sig = sema_mesh_sig(c, f);
    return;
  }
  for (uint32_t i = 0; i < f->nparams; i++) {
    Decl *p = f->params[i];
    if ((p->quals & Q_OUT) || !p->semantic || !hl_is_numeric(p->type))
      hl_error(c, SE_ENTRY, p->loc, "unsupported parameter of a %s entry point", kind);
  }
}

/* ---- -exports (DXC's dxilutil::ExportMap) ------------------------------------
 *
 * Each value is "def;def;...", a def "name" or "name1[,name2...]=internal":
 * the function `internal` (its plain name, or its whole Microsoft C++ name)
 * is exported as each name given. With a map, exactly the functions it names
 * are exported: every other function is internal (`export` or the default
 * linkage no longer count), an entry it does not name is no entry, and a
 * function it names is exported even when `static` (when it exists at all:
 * called, or not static). An entry named by its plain name is exported as
 * the entry and as a callable function under its C++ name (DXC's clone of
 * each entry, internal otherwise). Each function takes the names it is
 * exported as: renamed in place to the first (in byte order) when its own is
 * not among them, the others clones at the module's end. A name given twice
 * ("Export name collides with another export") and an internal name that
 * names nothing ("Could not find target for export") are errors, each list
 * in byte order; so is a def without a name. A hull entry's patch constant
 * function is exported with it, under its own name. */

typedef struct ExpDef {
  const char *internal;      /* the key: a plain or C++ name */
  VEC(const char *) names;   /* the export names (plain), each once */
  bool used;
} ExpDef;

typedef VEC(ExpDef) ExpMap;
typedef VEC(const char *) NameVec;

/* DXC's PrintUnescapedString: "\01" is the byte 1 (two hex digits), "\x" x */
static const char *exp_unescape(HlslCtx *c, const char *s, size_t n) {
  char *o = arena_alloc(c->arena, n + 1);
  if (!o) return "";
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned char ch = (unsigned char)s[i];
    if (ch == '\\' && i + 1 < n) {
      ch = (unsigned char)s[++i];
      int v = isxdigit(ch) ? (isdigit(ch) ? ch - '0' : (tolower(ch) - 'a' + 10)) : -1;
      if (v >= 0) {
        ch = (unsigned char)v;
        if (i + 1 < n && isxdigit((unsigned char)s[i + 1])) {
          unsigned char d = (unsigned char)s[++i];
          ch = (unsigned char)((ch << 4) + (isdigit(d) ? d - '0' : tolower(d) - 'a' + 10));
        }
      }
    }
    o[k++] = (char)ch;
  }
  o[k] = 0;
  return o;
}

static bool exp_mangled(const char *s) { return s[0] == 1 && s[1] == '?'; }

/* DXC's DemangleFunctionName: "\01?foo@@YAXXZ" -> "foo" */
static const char *exp_demangle(HlslCtx *c, const char *s) {
  if (!exp_mangled(s)) return s;
  const char *at = strchr(s, '@');
  return at ? arena_strndup(c->arena, s + 2, (size_t)(at - s - 2)) : s;
}

/* DXC's ReplaceFunctionName: the C++ name with another identifier */
static const char *exp_replace(HlslCtx *c, const char *orig, const char *name) {
  if (exp_mangled(orig)) {
    const char *at = strchr(orig, '@');
    return arena_printf(c->arena, "\001?%s%s", name, at ? at : "");
  }
  if (!strncmp(orig, "dx.entry.", 9)) return arena_printf(c->arena, "dx.entry.%s", name);
  return name;
}

static ExpDef *exp_find(ExpMap *m, const char *key) {
  for (uint32_t i = 0; i < m->len; i++)
    if (!strcmp(m->data[i].internal, key)) return &m->data[i];
  return NULL;
}

static bool name_in(const NameVec *v, const char *s) {
  for (uint32_t i = 0; i < v->len; i++)
    if (!strcmp(v->data[i], s)) return true;
  return false;
}

static void exp_add(HlslCtx *c, ExpMap *m, const char *e, size_t ne, const char *in, size_t nin) {
  const char *ename = e[0] == '\\' ? exp_unescape(c, e, ne) : arena_strndup(c->arena, e, ne);
  const char *iname = in[0] == '\\' ? exp_unescape(c, in, nin) : arena_strndup(c->arena, in, nin);
  if (!ename || !iname) return;
  if (!*iname) iname = ename;
  ename = exp_demangle(c, ename);
  ExpDef *d = exp_find(m, iname);
  if (!d) {
    ExpDef nd;
    memset(&nd, 0, sizeof nd);
    nd.internal = iname;
    if (!vec_push(c->arena, m, nd)) return;
    d = &m->data[m->len - 1];
  }
  if (!name_in((NameVec *)&d->names, ename)) vec_push(c->arena, &d->names, ename);
}

/* DXC's ParseExports; false (reported) on a def without a name */
static bool exp_parse(HlslCtx *c, ExpMap *m) {
  for (uint32_t k = 0; k < c->opt->nexports; k++) {
    const char *str = c->opt->exports[k];
    if (!str) continue;
    size_t start = 0, len = strlen(str);
    for (;;) {
      const char *semi = memchr(str + start, ';', len - start);
      size_t end = semi ? (size_t)(semi - str) : len;
      const char *def = str + start;
      size_t n = end - start;
      const char *eq = memchr(def, '=', n);
      size_t equals = eq ? (size_t)(eq - def) : n;
      bool empty_internal;
      if (eq) {
        const char *in = eq + 1;
        size_t nin = n - equals - 1;
        empty_internal = nin == 0;
        size_t es = 0;
        for (;;) {
          const char *comma = memchr(def + es, ',', equals - es);
          if (!comma) break;
          size_t ci = (size_t)(comma - def);
          if (es < ci) exp_add(c, m, def + es, ci - es, in, nin);
          es = ci + 1;
        }
        if (es < equals) exp_add(c, m, def + es, equals - es, in, nin);
      } else {
        empty_internal = n == 0;
        exp_add(c, m, def, n, def, n);
      }
      if ((eq && equals == 0) || empty_internal) {
        hl_error(c, SE_EXPORTS, srcloc_none(),
                 "Error parsing -exports options: Invalid syntax for -exports: '%.*s'.  Syntax is: "
                 "export1[[,export2,...]=internal][;...]",
                 (int)n, def);
        return false;
      }
      if (!semi) break;
      start = end + 1;
    }
  }
  return true;
}

/* DXC's GetExportsByName: the exact name, else a C++ name's plain one */
static ExpDef *exp_lookup(HlslCtx *c, ExpMap *m, const char *name) {
  ExpDef *d = exp_find(m, name);
  if (d) return d;
  if (exp_mangled(name)) return exp_find(m, exp_demangle(c, name));
  if (!strncmp(name, "dx.entry.", 9)) return exp_find(m, name + 9);
  return NULL;
}

/* DXC's PrintEscapedString */
static const char *exp_escape(HlslCtx *c, const char *s) {
  StrBuf b = sb_new(c->arena);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (isprint(*p) && *p != '\\' && *p != '"') sb_putc(&b, (char)*p);
    else sb_printf(&b, "\\%02X", *p);
  }
  /* a string builder's buffer is the heap's: copy it into the arena */
  const char *r = b.data ? arena_strndup(c->arena, b.data, b.len) : "";
  sb_free(&b);
  return r ? r : "";
}

static int cmp_name(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool is_rt_entry(const Decl *f) { return f->lib_entry >= STAGE_RAYGEN + 1 && f->lib_entry <= STAGE_CALLABLE + 1; }

/* The order an llvm::StringMap (LLVM 3.7: Bernstein hash, 16 buckets
 * first, doubled past 3/4 full, quadratic probing) iterates `keys` in,
 * inserted in the order given: DXC clones the entries in its entry map's
 * order. order[i] = the index of the i-th key iterated. */
static void stringmap_order(HlslCtx *c, const char **keys, uint32_t n, uint32_t *order) {
  uint32_t size = 16; /* the final size: it doubles when 4 * items > 3 * buckets */
  for (uint32_t i = 1; i <= n; i++)
    if (i * 4 > size * 3) size *= 2;
  uint32_t cur = 16;
  int32_t *tab = arena_alloc(c->arena, sizeof(int32_t) * size);
  int32_t *tmp = arena_alloc(c->arena, sizeof(int32_t) * size);
  if (!tab || !tmp) {
    for (uint32_t i = 0; i < n; i++) order[i] = i;
    return;
  }
  for (uint32_t i = 0; i < size; i++) tab[i] = -1;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t h = 0;
    for (const unsigned char *p = (const unsigned char *)keys[i]; *p; p++) h = h * 33 + *p;
    uint32_t b = h & (cur - 1), probe = 1;
    while (tab[b] >= 0) b = (b + probe++) & (cur - 1);
    tab[b] = (int32_t)i;
    if ((i + 1) * 4 > cur * 3) { /* RehashTable: old buckets in order */
      uint32_t ns = cur * 2;
      for (uint32_t k = 0; k < ns; k++) tmp[k] = -1;
      for (uint32_t k = 0; k < cur; k++) {
        if (tab[k] < 0) continue;
        uint32_t hh = 0;
        for (const unsigned char *p = (const unsigned char *)keys[tab[k]]; *p; p++) hh = hh * 33 + *p;
        uint32_t nb = hh & (ns - 1), pr = 1;
        while (tmp[nb] >= 0) nb = (nb + pr++) & (ns - 1);
        tmp[nb] = tab[k];
      }
      memcpy(tab, tmp, sizeof(int32_t) * ns);
      cur = ns;
    }
  }
  uint32_t k = 0;
  for (uint32_t i = 0; i < cur; i++)
    if (tab[i] >= 0) order[k++] = (uint32_t)tab[i];
}

/* clang's order of the functions in the module (DXC's, before its clones):
 * a function is created when first defined or referenced, whichever comes
 * first; functions not deferred (not static, no member or template
 * instance) have their bodies generated where defined, the deferred ones
 * at the end (once referenced and defined, in that order, each one's new
 * references right after it: EmitDeferred's recursion), and a body creates
 * what it calls, in order. `present` functions only (cg_walk == walk). */
static bool emit_deferred(const Decl *f) { return (f->quals & Q_STATIC) || f->method_of || hl_decl_rare(f)->tpl_of; }

typedef struct ModOrder {
  uint8_t *st;        /* by func_index: bit 0 created, bit 1 queued, bit 2 referenced */
  DeclVec *out;       /* created functions, in order */
  DeclVec queue;      /* deferred bodies to generate */
} ModOrder;

static Decl *mo_def(Decl *f) { return f->def ? f->def : f; }

static void mo_create(HlslCtx *c, ModOrder *mo, Decl *f) {
  if (!hl_decl_rare(f)->func_index || (mo->st[hl_decl_rare(f)->func_index] & 1)) return;
  mo->st[hl_decl_rare(f)->func_index] |= 1;
  vec_push(c->arena, mo->out, f);
}

/* the body of f: what it calls is created, deferred callees defined by now
 * (`defined_upto`: func_index bound) queued, others remembered */
static void mo_body(HlslCtx *c, ModOrder *mo, Decl *f, uint32_t defined_upto, DeclVec *queue) {
  for (uint32_t k = 0; k < hl_decl_rare(f)->callees.len; k++) {
    Decl *h = mo_def(hl_decl_rare(f)->callees.data[k]);
    if (!h->body || !hl_decl_rare(h)->func_index) continue;
    mo_create(c, mo, h);
    if (!emit_deferred(h) || (mo->st[hl_decl_rare(h)->func_index] & 2)) continue;
    if (hl_decl_rare(h)->func_index <= defined_upto) {
      mo->st[hl_decl_rare(h)->func_index] |= 2;
      vec_push(c->arena, queue, h);
    } else {
      mo->st[hl_decl_rare(h)->func_index] |= 4;
    }
  }
}

static void mo_deferred(HlslCtx *c, ModOrder *mo, DeclVec *list, uint32_t depth) {
  for (uint32_t i = 0; i < list->len; i++) {
    DeclVec more = {0};
    mo_body(c, mo, list->data[i], UINT32_MAX, &more);
    if (more.len && depth < 256) mo_deferred(c, mo, &more, depth + 1);
  }
}

static void module_order(HlslCtx *c, uint32_t walk, DeclVec *out) {
  ModOrder mo = {arena_alloc(c->arena, c->funcs.len + 1), out, {0}};
  if (!mo.st) return;
  memset(mo.st, 0, c->funcs.len + 1);
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    if (!f->body || hl_decl_rare(f)->cg_walk != walk || !hl_decl_rare(f)->func_index) continue;
    if (emit_deferred(f)) {
      if ((mo.st[hl_decl_rare(f)->func_index] & 4) && !(mo.st[hl_decl_rare(f)->func_index] & 2)) { /* referenced before */
        mo.st[hl_decl_rare(f)->func_index] |= 2;
        vec_push(c->arena, &mo.queue, f);
      }
      continue;
    }
    mo_create(c, &mo, f);
    mo_body(c, &mo, f, hl_decl_rare(f)->func_index, &mo.queue);
  }
  mo_deferred(c, &mo, &mo.queue, 0);
  /* whatever else the module holds (not reached this way): as defined */
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    if (f->body && hl_decl_rare(f)->cg_walk == walk) mo_create(c, &mo, f);
  }
}

/* One function of DXC's module as LowerExportFunctions sees it. */
typedef struct ExpItem {
  Decl *f;
  int kind;          /* 0 a plain function, 1 an entry, 2 an entry's callable clone */
  const char *name;  /* its name */
  NameVec renames;   /* the names it is exported as (DXC's rename map entry) */
  bool exported;
} ExpItem;

static void exp_note(HlslCtx *c, NameVec *names, NameVec *coll, const char *n) {
  if (name_in(names, n)) {
    if (!name_in(coll, n)) vec_push(c->arena, coll, n);
  } else {
    vec_push(c->arena, names, n);
  }
}

static void lib_apply_exports(HlslCtx *c) {
  ExpMap map = {0};
  if (!exp_parse(c, &map) || !map.len) return;
  /* entries the map does not name are plain functions (DXC: no function
   * properties, so no entry and no clone) */
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    if (!f->body || !f->lib_entry) continue;
    const char *n = is_rt_entry(f) ? hl_mangle_function(c, f) : f->name;
    if (exp_lookup(c, &map, n)) continue;
    f->lib_entry = 0;
    hl_decl_rare_w(c, f)->lib_sig = NULL;
  }
  /* a patch constant function belongs to the first hull entry kept */
  for (uint32_t i = 0; i < c->funcs.len; i++) hl_decl_rare_w(c, c->funcs.data[i])->lib_pc_of = NULL;
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    Decl *pcf = f->lib_entry == STAGE_HULL + 1 && hl_decl_rare(f)->lib_sig ? hl_decl_rare(f)->lib_sig->pc_func : NULL;
    if (pcf && !hl_decl_rare(pcf)->lib_pc_of) hl_decl_rare_w(c, pcf)->lib_pc_of = hl_decl_rare(f)->lib_sig;
  }
  /* the functions the module holds: every non-static function defined at
   * file scope, and what they call (clang emits those on use) */
  DeclVec q = {0};
  uint32_t walk = ++c->cg_walks;
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    if (!f->body || f->def || f->method_of || hl_decl_rare(f)->tpl_of) continue;
    if ((f->quals & Q_STATIC) && !f->lib_entry && !hl_decl_rare(f)->lib_pc_of) continue;
    if (hl_decl_rare(f)->cg_walk == walk) continue;
    hl_decl_rare_w(c, f)->cg_walk = walk;
    vec_push(c->arena, &q, f);
  }
  for (uint32_t i = 0; i < c->init_callees.len; i++) vec_push(c->arena, &q, c->init_callees.data[i]);
  for (uint32_t i = 0; i < q.len; i++) {
    Decl *f = q.data[i];
    if (f->def) f = q.data[i] = f->def;
    hl_decl_rare_w(c, f)->cg_walk = walk;
    for (uint32_t k = 0; k < hl_decl_rare(f)->callees.len; k++) {
      Decl *g = hl_decl_rare(f)->callees.data[k];
      if (g->def) g = g->def;
      if (hl_decl_rare(g)->cg_walk == walk || !g->body) continue;
      hl_decl_rare_w(c, g)->cg_walk = walk;
      vec_push(c->arena, &q, g);
    }
  }
  /* the items in the module's order: functions as declared, then the
   * callable clones of the entries */
  VEC(ExpItem) items = {0};
  DeclVec entries = {0};
  c->lib_order.len = 0;
  module_order(c, walk, &c->lib_order);
  for (uint32_t i = 0; i < c->lib_order.len; i++) {
    Decl *f = c->lib_order.data[i];
    ExpItem it;
    memset(&it, 0, sizeof it);
    it.f = f;
    it.kind = f->lib_entry && !is_rt_entry(f) ? 1 : 0;
    it.name = it.kind == 1 ? f->name : hl_mangle_function(c, f);
    vec_push(c->arena, &items, it);
    if (f->lib_entry) vec_push(c->arena, &entries, f);
  }
  /* the entries' clones, in the entry map's order (raytracing entries have none) */
  const char **keys = arena_alloc(c->arena, sizeof(char *) * (entries.len + 1));
  uint32_t *order = arena_alloc(c->arena, sizeof(uint32_t) * (entries.len + 1));
  if (!keys || !order) return;
  for (uint32_t i = 0; i < entries.len; i++) keys[i] = hl_unqualified(entries.data[i]->name);
  stringmap_order(c, keys, entries.len, order);
  for (uint32_t i = 0; i < entries.len; i++) {
    Decl *f = entries.data[order[i]];
    if (is_rt_entry(f)) continue;
    ExpItem it;
    memset(&it, 0, sizeof it);
    it.f = f;
    uint8_t le = f->lib_entry;
    f->lib_entry = 0;
    it.name = hl_mangle_function(c, f);
    f->lib_entry = le;
    it.kind = 2;
    vec_push(c->arena, &items, it);
  }
  NameVec names = {0}, coll = {0};
  /* a kept hull entry's patch constant function first (DXC's
   * RegisterExportedFunction): exported under its own name */
  for (uint32_t i = 0; i < items.len; i++) {
    ExpItem *it = &items.data[i];
    if (it->kind != 0 || !hl_decl_rare(it->f)->lib_pc_of) continue;
    it->exported = true;
    it->kind = 3; /* done */
    exp_note(c, &names, &coll, it->name);
  }
  for (uint32_t i = 0; i < items.len; i++) {
    ExpItem *it = &items.data[i];
    if (it->kind == 3) continue;
    ExpDef *d = exp_lookup(c, &map, it->name);
    if (!d) continue;
    it->exported = true;
    d->used = true;
    const char *plain = exp_demangle(c, it->name);
    bool identity = !d->names.len || name_in((NameVec *)&d->names, plain);
    if (identity) {
      if (d->names.len > 1) vec_push(c->arena, &it->renames, it->name);
      exp_note(c, &names, &coll, it->name);
    }
    for (uint32_t k = 0; k < d->names.len; k++) {
      if (!strcmp(d->names.data[k], plain)) continue;
      const char *nn = exp_replace(c, it->name, d->names.data[k]);
      if (!name_in(&it->renames, nn)) vec_push(c->arena, &it->renames, nn);
      exp_note(c, &names, &coll, nn);
    }
    hl_sort(c->arena, it->renames.data, it->renames.len, sizeof(char *), cmp_name);
  }
  NameVec unused = {0};
  for (uint32_t i = 0; i < map.len; i++)
    if (!map.data[i].used) vec_push(c->arena, &unused, map.data[i].internal);
  hl_sort(c->arena, coll.data, coll.len, sizeof(char *), cmp_name);
  hl_sort(c->arena, unused.data, unused.len, sizeof(char *), cmp_name);
  for (uint32_t i = 0; i < coll.len; i++)
    hl_error(c, SE_EXPORTS, srcloc_none(), "Export name collides with another export: %s", exp_escape(c, coll.data[i]));
  for (uint32_t i = 0; i < unused.len; i++)
    hl_error(c, SE_EXPORTS, srcloc_none(), "Could not find target for export: %s", exp_escape(c, unused.data[i]));
  if (coll.len || unused.len) return;
  /* the result: linkage, names, clones (in the module's order) */
  VEC(HlLibCopy *) clones = {0};
  for (uint32_t i = 0; i < items.len; i++) {
    ExpItem *it = &items.data[i];
    Decl *f = it->f;
    if (it->kind == 3) continue; /* a patch constant function: as without the map */
    if (it->kind == 0 && !f->lib_entry) f->lib_export = it->exported;
    if (!it->exported) {
      /* DXC renames what it does not export "internal.NAME" (no clash
       * with the export names) */
      if (it->kind == 0)
        hl_decl_rare_w(c, f)->lib_name = exp_replace(c, it->name, arena_printf(c->arena, "internal.%s", exp_demangle(c, it->name)));
      continue;
    }
    const char *own = it->name;
    if (it->renames.len && !name_in(&it->renames, it->name)) own = it->renames.data[0];
    if (it->kind == 2) {
      HlLibCopy *cp = arena_alloc(c->arena, sizeof *cp);
      if (!cp) return;
      memset(cp, 0, sizeof *cp);
      cp->of = f;
      cp->name = own;
      vec_push(c->arena, &c->lib_copies, cp);
    } else if (own != it->name) {
      hl_decl_rare_w(c, f)->lib_name = own;
    }
    for (uint32_t k = 0; k < it->renames.len; k++) {
      if (it->renames.data[k] == own || !strcmp(it->renames.data[k], own)) continue;
      HlLibCopy *cp = arena_alloc(c->arena, sizeof *cp);
      if (!cp) return;
      memset(cp, 0, sizeof *cp);
      cp->of = f;
      cp->name = it->renames.data[k];
      cp->entry = it->kind != 2 && f->lib_entry;
      vec_push(c->arena, &clones, cp);
    }
  }
  for (uint32_t i = 0; i < clones.len; i++) vec_push(c->arena, &c->lib_copies, clones.data[i]);
}

static bool type_has_resource(const HType *t) {
  while (t->kind == T_ARRAY) t = t->elem;
  return t->kind == T_RESOURCE || (t->kind == T_STRUCT && t->st && t->st->has_resources);
}

/* Resources in an exported function's parameters or result: an error below
 * lib_6_x (DXC's message, under its name in the module); lib_6_x exports
 * them. */
static bool lib_export_resources(HlslCtx *c, Decl *f, const char *name, bool lib_x) {
  bool res = type_has_resource(f->type);
  for (uint32_t k = 0; k < f->nparams; k++) res |= type_has_resource(f->params[k]->type);
  if (!res) return false;
  if (lib_x) return false; /* handles cross the boundary (irgen: gen_res_boundary) */
  hl_error(c, SE_ENTRY, f->loc, "Exported function \\01%s must not contain a resource in parameter or return type.",
             (name ? name : hl_mangle_function(c, f)) + 1); /* DXC spells the \01 prefix out */
  return true;
}

void sema_check_library(HlslCtx *c) {
  int linkage = c->opt ? c->opt->default_linkage : 0;
  bool lib_x = c->opt && c->opt->dx.target.sm_minor == 15;
  bool external = linkage == 2 || (linkage == 0 && lib_x);
  bool map = c->opt && c->opt->nexports;
  bool shaders_only = c->opt && c->opt->export_shaders_only;
  for (uint32_t i = 0; i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    if (!f->body) continue;
    Attr *sh = NULL;
    for (uint32_t k = 0; k < hl_decl_rare(f)->attrs.len; k++)
      if (!strcasecmp(hl_decl_rare(f)->attrs.data[k].name, "shader")) sh = &hl_decl_rare(f)->attrs.data[k];
    if (!sh) /* DXC: attributes only entries take, on a function without [shader] (the
              * stage some imply is deprecated behaviour), last written first */
      for (uint32_t k = hl_decl_rare(f)->attrs.len; k-- > 0;) {
        static const char *const entry_only[] = {
            "clipplanes", "domain", "earlydepthstencil", "instance", "maxtessfactor", "numthreads",
            "RootSignature", "outputcontrolpoints", "outputtopology", "partitioning", "patchconstantfunc",
            "maxvertexcount", "WaveSize", "NodeLaunch", "NodeIsProgramEntry", "NodeId",
            "NodeLocalRootArgumentsTableIndex", "NodeShareInputOf", "NodeDispatchGrid",
            "NodeMaxDispatchGrid", "NodeMaxRecursionDepth"};
        Attr *a = &hl_decl_rare(f)->attrs.data[k];
        for (size_t e = 0; e < sizeof entry_only / sizeof entry_only[0]; e++)
          if (!strcasecmp(a->name, entry_only[e]))
            hl_warning(c, SW_MISPLACED_ATTR, a->loc, "attribute '%s' ignored without accompanying shader attribute",
                       a->name);
      }
    ShaderStage implied = sh ? STAGE_INVALID : lib_implied_stage(f);
    if (sh || implied != STAGE_INVALID) {
      lib_entry(c, f, sh, implied);
      continue;
    }
    /* with -exports, the map decides (lib_apply_exports) */
    if ((f->quals & Q_STATIC) || map) continue;
    /* -export-shaders-only: DXC makes every non-entry function internal
     * (after -exports); resource parameters are then allowed */
    if (shaders_only) continue;
    if (!(f->quals & Q_EXPORT) && !external) continue;
    if (lib_export_resources(c, f, NULL, lib_x)) continue;
    f->lib_export = true;
  }
  if (map && c->diag->errors == c->errors_at_start) {
    lib_apply_exports(c);
    if (shaders_only) { /* after the map, as DXC: the clones that are no entries too */
      for (uint32_t i = 0; i < c->funcs.len; i++) c->funcs.data[i]->lib_export = false;
      uint32_t n = 0;
      for (uint32_t i = 0; i < c->lib_copies.len; i++)
        if (c->lib_copies.data[i]->entry) c->lib_copies.data[n++] = c->lib_copies.data[i];
      c->lib_copies.len = n;
    }
    /* resources at the boundary: each function exported under its name */
    for (uint32_t i = 0; i < c->funcs.len; i++) {
      Decl *f = c->funcs.data[i];
      if (f->lib_export && lib_export_resources(c, f, hl_decl_rare(f)->lib_name, lib_x)) f->lib_export = false;
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < c->lib_copies.len; i++) {
      HlLibCopy *cp = c->lib_copies.data[i];
      if (!cp->entry && lib_export_resources(c, cp->of, cp->name, lib_x)) continue;
      c->lib_copies.data[n++] = cp;
    }
    c->lib_copies.len = n;
  }
  /* two exported entries under one plain name (overloads): DXC's "redefinition
   * of NAME" (CGHLSLMS, its entry map keyed by the plain name), at the later
   * one's first token; an entry -exports does not name is no longer one */
  bool clean = c->diag->errors == c->errors_at_start; /* DXC: found in code generation */
  for (uint32_t i = 0; clean && i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    if (!f->body || !f->lib_entry) continue;
    for (uint32_t k = 0; k < i; k++) {
      Decl *g = c->funcs.data[k];
      if (g->body && g->lib_entry && !strcmp(g->name, f->name)) {
        hl_error(c, SE_ENTRY, f->begin_loc.line ? f->begin_loc : f->loc, "redefinition of %s", f->name);
        break;
      }
    }
  }
  /* a function only declared, which the linker resolves, is external too:
   * the same rule for the prototypes the library calls */
  DeclVec seen = {0};
  for (uint32_t i = 0; !lib_x && i < c->funcs.len; i++) {
    Decl *f = c->funcs.data[i];
    for (uint32_t k = 0; k < hl_decl_rare(f)->callees.len; k++) {
      Decl *g = hl_decl_rare(f)->callees.data[k];
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
    if (hl_decl_rare(c->funcs.data[i])->lib_pc_of) c->funcs.data[i]->lib_export = false;
}
