/* module.c - modules, functions, globals, blocks, value naming and named
 * metadata. */
#include "ir_internal.h"

#include <stdio.h>
#include <string.h>

IrModule *ir_module_new(Arena *a, Diag *d) {
  IrModule *m = arena_alloc(a, sizeof *m);
  if (!m) return NULL;
  m->arena = a;
  m->diag = d;
  m->intern = arena_alloc(a, sizeof(IrIntern));
  if (!m->intern) return NULL;
  return m;
}

/* ---- module-level lookup --------------------------------------------- */

/* First byte inline: lookups by name scan every function or global. */
static bool name_is(const IrValue *v, const char *name) {
  return v->name && v->name[0] == name[0] && strcmp(v->name, name) == 0;
}

/* ---- the module's symbol index ---------------------------------------- */

static uint64_t sym_hash(const char *s) { return hl_hash_bytes(s, strlen(s), 0x5359); }

typedef struct SymKey {
  const char *name;
  int kind; /* IR_V_GLOBAL, IR_V_FUNC, or -1: either */
} SymKey;

static bool sym_eq(const void *item, const void *key) {
  const IrValue *v = item;
  const SymKey *k = key;
  return (k->kind < 0 || (int)v->kind == k->kind) && name_is(v, k->name);
}

static IrValue *sym_find(IrModule *m, const char *name, int kind) {
  SymKey k = {name, kind};
  return ir_hset_find(&ir_intern(m)->symbols, sym_hash(name), sym_eq, &k);
}

static void sym_add(IrModule *m, IrValue *v) {
  if (!v->name || !*v->name) return;
  IrIntern *in = ir_intern(m);
  if (sym_find(m, v->name, -1)) in->symbols_dup = true;
  ir_hset_insert(m->arena, &in->symbols, sym_hash(v->name), v);
}

/* Does the index hold v under `name` (v is a listed global/function)? */
static bool sym_holds(IrModule *m, const IrValue *v, const char *name) {
  IrHSet *s = &ir_intern(m)->symbols;
  if (!name || !*name || !s->cap) return false;
  uint32_t mask = s->cap - 1;
  for (uint32_t i = ir_hset_slot(sym_hash(name), mask); s->items[i]; i = (i + 1) & mask)
    if (s->items[i] == v) return true;
  return false;
}

static void sym_remove(IrModule *m, IrValue *v, const char *name) {
  if (!name || !*name) return;
  ir_hset_remove(m->arena, &ir_intern(m)->symbols, sym_hash(name), v);
}

/* Is global/function v in the module's lists? Through the index when it is
 * named; an unnamed one is looked for in the list. */
static bool sym_listed(IrModule *m, const IrValue *v) {
  if (v->name && *v->name) return sym_holds(m, v, v->name);
  PtrVec *l = v->kind == IR_V_FUNC ? &m->funcs : v->kind == IR_V_GLOBAL ? &m->globals : NULL;
  for (uint32_t i = 0; l && i < l->len; i++)
    if (l->data[i] == v) return true;
  return false;
}

void ir_names_symbol_rename(IrModule *m, IrValue *v, const char *name) {
  bool listed = sym_listed(m, v);
  if (listed) sym_remove(m, v, v->name);
  v->name = name;
  if (listed) sym_add(m, v);
}

IrFunc *ir_module_func(IrModule *m, const char *name) {
  if (!name) return NULL;
  if (!ir_intern(m)->symbols_dup) return (IrFunc *)sym_find(m, name, IR_V_FUNC);
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    if (name_is(&f->v, name)) return f;
  }
  return NULL;
}

IrGlobal *ir_module_global(IrModule *m, const char *name) {
  if (!name) return NULL;
  if (!ir_intern(m)->symbols_dup) return (IrGlobal *)sym_find(m, name, IR_V_GLOBAL);
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    if (name_is(&g->v, name)) return g;
  }
  return NULL;
}

static bool module_name_taken(IrModule *m, const char *name) {
  return sym_find(m, name, -1) != NULL;
}

IrGlobal *ir_global_new(IrModule *m, const char *name, IrType *value_type, uint32_t addrspace) {
  IrGlobal *g = arena_alloc(m->arena, sizeof *g);
  if (!g || !value_type) return NULL;
  g->v.kind = IR_V_GLOBAL;
  g->v.type = ir_type_ptr(m, addrspace);
  g->v.name = name && *name ? ir_unique_name(m, NULL, name) : NULL;
  g->value_type = value_type;
  g->addrspace = addrspace;
  g->linkage = IR_LINK_EXTERNAL;
  if (!ptrvec_push(m->arena, &m->globals, g)) return NULL;
  sym_add(m, &g->v);
  return g;
}

IrFunc *ir_func_new(IrModule *m, const char *name, IrType *fn_type) {
  if (!fn_type || fn_type->kind != IR_TY_FUNC) return NULL;
  IrFunc *f = arena_alloc(m->arena, sizeof *f);
  if (!f) return NULL;
  f->v.kind = IR_V_FUNC;
  f->v.type = ir_type_ptr(m, 0);
  f->v.name = name && *name ? ir_unique_name(m, NULL, name) : NULL;
  f->fn_type = fn_type;
  f->linkage = IR_LINK_EXTERNAL;
  f->module = m;
  f->nargs = fn_type->nmembers;
  if (f->nargs) {
    f->args = arena_alloc(m->arena, sizeof(IrArg *) * f->nargs);
    f->param_attrs = arena_alloc(m->arena, sizeof(IrAttrSet *) * f->nargs);
    if (!f->args || !f->param_attrs) return NULL;
    for (uint32_t i = 0; i < f->nargs; i++) {
      IrArg *a = arena_alloc(m->arena, sizeof *a);
      if (!a) return NULL;
      a->v.kind = IR_V_ARG;
      a->v.type = fn_type->members[i];
      a->func = f;
      a->index = i;
      f->args[i] = a;
    }
  }
  if (!ptrvec_push(m->arena, &m->funcs, f)) return NULL;
  sym_add(m, &f->v);
  return f;
}

IrFunc *ir_module_get_or_insert_func(IrModule *m, const char *name, IrType *fn_type) {
  IrFunc *f = ir_module_func(m, name);
  if (f) return f;
  return ir_func_new(m, name, fn_type);
}

void ir_module_remove_func(IrModule *m, IrFunc *f) {
  for (uint32_t i = 0; i < m->funcs.len; i++)
    if (m->funcs.data[i] == f) {
      ptrvec_remove(&m->funcs, i);
      sym_remove(m, &f->v, f->v.name);
      /* its body no longer uses anything */
      for (uint32_t b = 0; b < f->nblocks; b++) ir_block_link_uses(f->blocks[b], false);
      return;
    }
}

void ir_module_remove_funcs(IrModule *m, IrFunc *const *fs, uint32_t n) {
  if (n <= 2) {
    for (uint32_t k = 0; k < n; k++) ir_module_remove_func(m, fs[k]);
    return;
  }
  Arena a;
  arena_init_child(&a, m->arena);
  IrPMap gone = {0};
  for (uint32_t k = 0; k < n; k++) ir_pmap_put(&a, &gone, fs[k], 1);
  if (!a.oom) {
    uint32_t j = 0;
    for (uint32_t i = 0; i < m->funcs.len; i++) {
      uintptr_t x;
      IrFunc *f = m->funcs.data[i];
      if (!ir_pmap_get(&gone, f, &x)) {
        m->funcs.data[j++] = f;
        continue;
      }
      sym_remove(m, &f->v, f->v.name);
      for (uint32_t b = 0; b < f->nblocks; b++) ir_block_link_uses(f->blocks[b], false);
    }
    m->funcs.len = j;
  }
  arena_free(&a);
}

void ir_module_remove_global(IrModule *m, IrGlobal *g) {
  for (uint32_t i = 0; i < m->globals.len; i++)
    if (m->globals.data[i] == g) {
      ptrvec_remove(&m->globals, i);
      sym_remove(m, &g->v, g->v.name);
      return;
    }
}

void ir_module_remove_globals(IrModule *m, IrGlobal *const *gs, uint32_t n) {
  if (n <= 2) {
    for (uint32_t k = 0; k < n; k++) ir_module_remove_global(m, gs[k]);
    return;
  }
  Arena a;
  arena_init_child(&a, m->arena);
  IrPMap gone = {0};
  for (uint32_t k = 0; k < n; k++) ir_pmap_put(&a, &gone, gs[k], 1);
  if (!a.oom) {
    uint32_t j = 0;
    for (uint32_t i = 0; i < m->globals.len; i++) {
      uintptr_t x;
      IrGlobal *g = m->globals.data[i];
      if (!ir_pmap_get(&gone, g, &x)) m->globals.data[j++] = g;
      else sym_remove(m, &g->v, g->v.name);
    }
    m->globals.len = j;
  }
  arena_free(&a);
}

/* ---- naming ------------------------------------------------------------
 * Function-local names live in a per-function table mapping a name to the
 * value that holds it. An entry is only trusted while that value still has
 * the name and is still in the function, so removed instructions free their
 * names like LLVM's symbol table does. The table is filled by scanning the
 * function the first time it is needed. */

static uint64_t str_hash(const char *s) { return hl_hash_bytes(s, strlen(s), 0x6e61); }

static bool nametab_eq(const void *item, const void *key) {
  return ((const IrNameTab *)item)->func == key;
}

static uint64_t ptr_hash(const void *p) { return ir_hash_mix(0x7a, (uint64_t)(uintptr_t)p); }

static IrNameTab *nametab(IrModule *m, IrFunc *f, bool create) {
  IrIntern *in = ir_intern(m);
  if (in->last_tab && in->last_tab->func == f) return in->last_tab;
  uint64_t h = ptr_hash(f);
  IrNameTab *t = ir_hset_find(&in->nametabs, h, nametab_eq, f);
  if (t || !create) return t ? (in->last_tab = t) : NULL;
  t = arena_alloc(m->arena, sizeof *t);
  if (!t) return NULL;
  t->func = f;
  if (!ir_hset_insert(m->arena, &in->nametabs, h, t)) return NULL;
  return in->last_tab = t;
}

/* Is v still a live member of f (so its name is really taken)? */
static bool value_in_func(IrValue *v, IrFunc *f) {
  switch (v->kind) {
  case IR_V_ARG: return ((IrArg *)v)->func == f;
  case IR_V_BLOCK: return ((IrBlock *)v)->parent == f;
  case IR_V_INST: {
    IrInst *i = (IrInst *)v;
    return i->parent && i->parent->parent == f;
  }
  default: return false;
  }
}

typedef struct NameKey {
  const char *name;
  IrFunc *f;
} NameKey;

static bool live_name_eq(const void *item, const void *key) {
  const NameKey *k = key;
  IrValue *v = (IrValue *)item;
  return name_is(v, k->name) && value_in_func(v, k->f);
}

static void tab_add(IrModule *m, IrNameTab *t, IrValue *v) {
  if (!v->name || !*v->name) return;
  ir_hset_insert(m->arena, &t->names, str_hash(v->name), v);
}

static void tab_scan(IrModule *m, IrNameTab *t, IrFunc *f) {
  t->names.len = 0;
  if (t->names.cap) memset(t->names.items, 0, sizeof(void *) * t->names.cap);
  for (uint32_t i = 0; i < f->nargs; i++) tab_add(m, t, &f->args[i]->v);
  for (uint32_t b = 0; b < f->nblocks; b++) {
    IrBlock *bb = f->blocks[b];
    tab_add(m, t, &bb->v);
    for (IrInst *i = bb->first; i; i = i->next) tab_add(m, t, &i->v);
  }
  t->scanned = true;
}

void ir_names_forget(IrModule *m, IrFunc *f) {
  IrNameTab *t = nametab(m, f, false);
  if (t) t->scanned = false;
}

void ir_names_note(IrModule *m, IrFunc *f, IrValue *v) {
  if (!f || !v->name || !*v->name) return;
  IrNameTab *t = nametab(m, f, false);
  if (t && t->scanned) tab_add(m, t, v);
}

/* A stale entry (its holder was removed) with this name means the table
 * may be out of date, e.g. a pass copied the name onto a replacement
 * directly: rescan the function then. */
static bool local_taken(IrModule *m, IrNameTab *t, const char *name, uint64_t h) {
  NameKey k = {name, t->func};
  /* One walk of the probe chain: a live holder of the name answers; only
   * stale holders (see above) send us to rescan. */
  bool stale = false;
  IrHSet *s = &t->names;
  if (s->cap) {
    uint32_t mask = s->cap - 1;
    for (uint32_t i = ir_hset_slot(h, mask); s->items[i]; i = (i + 1) & mask) {
      if (s->hashes[i] != h || !name_is(s->items[i], name)) continue;
      if (value_in_func(s->items[i], t->func)) return true;
      stale = true;
    }
  }
  if (!stale) return false;
  tab_scan(m, t, t->func);
  return ir_hset_find(&t->names, h, live_name_eq, &k) != NULL;
}

/* buf = name (n bytes) + sep + decimal k, NUL-terminated; buf has room for
 * n + 16 bytes. (No printf: uniquing runs for every colliding name.) */
static void suffixed(char *buf, const char *name, size_t n, char sep, uint32_t k) {
  memcpy(buf, name, n);
  char *p = buf + n;
  if (sep) *p++ = sep;
  char d[12];
  int nd = 0;
  do d[nd++] = (char)('0' + k % 10);
  while ((k /= 10) != 0);
  while (nd) *p++ = d[--nd];
  *p = 0;
}

/* A name free in f (name, n bytes, or name with LLVM's ++LastUnique
 * appended: x, x1, x2), or NULL; *hp (if given) its hash. The table is
 * scanned when this returns a name. */
static const char *unique_local(IrModule *m, IrFunc *f, const char *name, size_t n, uint64_t *hp) {
  if (m->local_names_off) return NULL;
  IrNameTab *t = nametab(m, f, true);
  if (!t) return NULL;
  if (!t->scanned) tab_scan(m, t, f);
  uint64_t h = str_hash(name);
  char *buf;
  if (!local_taken(m, t, name, h)) {
    buf = arena_strdup(m->arena, name);
  } else {
    buf = arena_alloc(m->arena, n + 16);
    if (!buf) return NULL;
    do {
      suffixed(buf, name, n, 0, ++t->last_unique);
      h = str_hash(buf);
    } while (local_taken(m, t, buf, h));
  }
  if (hp) *hp = h;
  return buf;
}

const char *ir_unique_name(IrModule *m, IrFunc *f, const char *name) {
  if (!name || !*name) return NULL;
  IrIntern *in = ir_intern(m);
  size_t n = strlen(name);
  char *buf;
  if (!f) {
    /* Module symbol table: globals and functions, "name.N" like LLVM. */
    if (!module_name_taken(m, name)) return arena_strdup(m->arena, name);
    buf = arena_alloc(m->arena, n + 16);
    if (!buf) return NULL;
    do suffixed(buf, name, n, '.', ++in->global_unique);
    while (module_name_taken(m, buf));
    return buf;
  }
  return unique_local(m, f, name, n, NULL);
}

/* v->name = ir_unique_name(m, f, name), then ir_names_note(m, f, v), with
 * the name hashed once. */
void ir_name_local(IrModule *m, IrFunc *f, IrValue *v, const char *name) {
  uint64_t h;
  v->name = unique_local(m, f, name, strlen(name), &h);
  if (v->name) ir_hset_insert(m->arena, &nametab(m, f, false)->names, h, v);
}

void ir_value_set_name(IrModule *m, IrFunc *f, IrValue *v, const char *name) {
  if (!v) return;
  if (!name || !*name) {
    if ((v->kind == IR_V_GLOBAL || v->kind == IR_V_FUNC) && sym_holds(m, v, v->name))
      sym_remove(m, v, v->name);
    v->name = NULL;
    return;
  }
  if (v->name && strcmp(v->name, name) == 0) return;
  if (!f) {
    if (v->kind == IR_V_ARG) f = ((IrArg *)v)->func;
    else if (v->kind == IR_V_BLOCK) f = ((IrBlock *)v)->parent;
    else if (v->kind == IR_V_INST && ((IrInst *)v)->parent)
      f = ((IrInst *)v)->parent->parent;
  }
  if (f && m->local_names_off) {
    v->name = NULL;
    return;
  }
  if (f) { /* as below, with the name hashed once (ir_name_local) */
    const char *old = v->name;
    uint64_t h;
    v->name = NULL;
    v->name = unique_local(m, f, name, strlen(name), &h);
    if (!v->name) {
      v->name = old;
      ir_names_note(m, f, v);
    } else {
      IrNameTab *t = nametab(m, f, false);
      if (t && t->scanned) ir_hset_insert(m->arena, &t->names, h, v);
    }
  } else if (v->kind == IR_V_GLOBAL || v->kind == IR_V_FUNC) {
    const char *old = v->name;
    bool listed = !f && sym_listed(m, v);
    v->name = NULL; /* don't conflict with ourselves */
    const char *nn = ir_unique_name(m, f, name);
    v->name = nn ? nn : old;
    if (f) ir_names_note(m, f, v);
    if (listed && v->name != old) {
      sym_remove(m, v, old);
      sym_add(m, v);
    }
  } else {
    v->name = arena_strdup(m->arena, name);
  }
}

/* ---- blocks ----------------------------------------------------------- */

static IrBlock *block_alloc(IrFunc *f, const char *name) {
  IrModule *m = f->module;
  IrBlock *b = arena_alloc(m->arena, sizeof *b);
  if (!b) return NULL;
  b->v.kind = IR_V_BLOCK;
  b->v.type = ir_type_label(m);
  b->v.name = name && *name ? ir_unique_name(m, f, name) : NULL;
  return b;
}

static bool blocks_insert(IrFunc *f, uint32_t at, IrBlock *b) {
  IrModule *m = f->module;
  if (f->nblocks + 1 > f->blockcap) {
    uint32_t nc = f->blockcap ? f->blockcap * 2 : 8;
    IrBlock **nb = arena_alloc(m->arena, sizeof(IrBlock *) * nc);
    if (!nb) return false;
    if (f->nblocks) memcpy(nb, f->blocks, sizeof(IrBlock *) * f->nblocks);
    f->blocks = nb;
    f->blockcap = nc;
  }
  memmove(f->blocks + at + 1, f->blocks + at, sizeof(IrBlock *) * (f->nblocks - at));
  f->blocks[at] = b;
  f->nblocks++;
  for (uint32_t i = at; i < f->nblocks; i++) f->blocks[i]->index = i;
  b->parent = f;
  ir_names_note(m, f, &b->v);
  return true;
}

IrBlock *ir_block_new(IrFunc *f, const char *name) {
  if (!f) return NULL;
  IrBlock *b = block_alloc(f, name);
  if (!b || !blocks_insert(f, f->nblocks, b)) return NULL;
  return b;
}

IrBlock *ir_block_new_after(IrFunc *f, IrBlock *after, const char *name) {
  if (!f) return NULL;
  uint32_t at = f->nblocks;
  if (after && after->parent == f && after->index < f->nblocks && f->blocks[after->index] == after)
    at = after->index + 1;
  IrBlock *b = block_alloc(f, name);
  if (!b || !blocks_insert(f, at, b)) return NULL;
  return b;
}

bool ir_blocks_new_after(IrFunc *f, IrBlock *after, uint32_t n, const char *const *names,
                         IrBlock **out) {
  if (!f) return false;
  if (!n) return true;
  IrModule *m = f->module;
  uint32_t at = f->nblocks;
  if (after && after->parent == f && after->index < f->nblocks && f->blocks[after->index] == after)
    at = after->index + 1;
  if (f->nblocks + n > f->blockcap) {
    uint32_t nc = f->blockcap ? f->blockcap : 8;
    while (nc < f->nblocks + n) nc *= 2;
    IrBlock **nb = arena_alloc(m->arena, sizeof(IrBlock *) * nc);
    if (!nb) return false;
    if (f->nblocks) memcpy(nb, f->blocks, sizeof(IrBlock *) * f->nblocks);
    f->blocks = nb;
    f->blockcap = nc;
  }
  for (uint32_t k = 0; k < n; k++) {
    IrBlock *b = out[k] = arena_alloc(m->arena, sizeof *b);
    if (!b) return false;
    b->v.kind = IR_V_BLOCK;
    b->v.type = ir_type_label(m);
  }
  memmove(f->blocks + at + n, f->blocks + at, sizeof(IrBlock *) * (f->nblocks - at));
  for (uint32_t k = 0; k < n; k++) {
    f->blocks[at + k] = out[k];
    out[k]->parent = f;
  }
  f->nblocks += n;
  for (uint32_t i = at; i < f->nblocks; i++) f->blocks[i]->index = i;
  /* named in order, each seeing the names before it (a name table rescan
   * meanwhile sees the unnamed ones, which take no name) */
  for (uint32_t k = 0; k < n; k++)
    if (names[k] && *names[k]) {
      out[k]->v.name = ir_unique_name(m, f, names[k]);
      ir_names_note(m, f, &out[k]->v);
    }
  return true;
}

void ir_block_remove(IrBlock *b) {
  IrFunc *f = b->parent;
  if (!f) return;
  uint32_t i = b->index;
  if (i >= f->nblocks || f->blocks[i] != b) /* not expected: indices are kept exact */
    for (i = 0; i < f->nblocks && f->blocks[i] != b; i++) {
    }
  if (i < f->nblocks) {
    memmove(f->blocks + i, f->blocks + i + 1, sizeof(IrBlock *) * (f->nblocks - i - 1));
    f->nblocks--;
    for (; i < f->nblocks; i++) f->blocks[i]->index = i;
  }
  b->parent = NULL;
  ir_block_link_uses(b, false); /* its instructions no longer use anything */
}

/* Does terminator t branch to s? */
static bool term_targets(const IrInst *t, const IrBlock *s) {
  for (uint32_t k = 0; k < t->nops; k++)
    if (t->ops[k] == &s->v) return true;
  return false;
}

IrBlock *ir_block_split_head(IrBlock *b, IrInst *last, const char *name) {
  IrFunc *f = b ? b->parent : NULL;
  if (!f || !last || last->parent != b) return NULL;
  IrModule *m = f->module;
  IrBlock *h = block_alloc(f, name);
  if (!h || !blocks_insert(f, b->index, h)) return NULL;
  const char *hn = h->v.name;
  h->v.name = b->v.name;
  b->v.name = hn;
  ir_names_note(m, f, &h->v);
  ir_names_note(m, f, &b->v);
  IrInst *stop = last->next;
  for (IrInst *i = b->first, *nx; i && i != stop; i = nx) {
    nx = i->next;
    ir_inst_move_to_end(h, i);
  }
  /* Branches into b now enter h; phis naming b as the block they come from
   * keep it when b's terminator (which stayed) leads to them. The phis go
   * first, while the terminator still names its targets as before. */
  IrInst *t = ir_block_terminator(b);
  for (int phis = 1; phis >= 0; phis--)
    for (IrUse *u = b->v.uses, *nx; u; u = nx) {
      nx = u->next;
      IrInst *user = u->user;
      uint32_t k = ir_use_index(u);
      bool from = user->op == IR_PHI && k % 2 == 1;
      if (from != (phis == 1)) continue;
      if (from && t && term_targets(t, user->parent == h ? b : user->parent)) continue;
      ir_inst_set_operand(user, k, &h->v);
    }
  return h;
}

void ir_block_absorb_pred(IrBlock *s, IrBlock *p) {
  IrFunc *f = s ? s->parent : NULL;
  if (!f || !p || p->parent != f || p == s) return;
  IrInst *pos = s->first;
  for (IrInst *i = p->first, *nx; i; i = nx) {
    nx = i->next;
    if (pos) ir_inst_move_before(pos, i);
    else ir_inst_move_to_end(s, i);
  }
  ir_replace_all_uses(f->module, f, &p->v, &s->v);
  /* s goes to p's slot, s's own slot closes */
  uint32_t pi = p->index, si = s->index;
  f->blocks[pi] = s;
  memmove(f->blocks + si, f->blocks + si + 1, sizeof(IrBlock *) * (f->nblocks - si - 1));
  f->nblocks--;
  for (uint32_t i = pi < si ? pi : si; i < f->nblocks; i++) f->blocks[i]->index = i;
  p->parent = NULL;
  s->v.name = p->v.name;
  ir_names_note(f->module, f, &s->v);
}

void ir_block_detach(IrBlock *b) {
  if (!b->parent) return;
  b->parent = NULL;
  ir_block_link_uses(b, false);
}

void ir_func_compact_blocks(IrFunc *f) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < f->nblocks; i++) {
    IrBlock *b = f->blocks[i];
    if (b->parent != f) continue;
    b->index = n;
    f->blocks[n++] = b;
  }
  f->nblocks = n;
}

void ir_func_reorder_blocks(IrFunc *f, IrBlock *const *order) {
  if (f->nblocks) memmove(f->blocks, order, sizeof(IrBlock *) * f->nblocks);
  for (uint32_t i = 0; i < f->nblocks; i++) f->blocks[i]->index = i;
}

IrInst *ir_block_terminator(IrBlock *b) {
  if (!b || !b->last) return NULL;
  return ir_opcode_is_terminator(b->last->op) ? b->last : NULL;
}

/* ---- named metadata --------------------------------------------------- */

IrNamedMD *ir_named_md(IrModule *m, const char *name) {
  if (!name) return NULL;
  for (uint32_t i = 0; i < m->named_md.len; i++) {
    IrNamedMD *n = m->named_md.data[i];
    if (strcmp(n->name, name) == 0) return n;
  }
  return NULL;
}

IrMD *ir_named_md_op0(IrModule *m, const char *name) {
  IrNamedMD *n = ir_named_md(m, name);
  return n && n->nops ? n->ops[0] : NULL;
}

IrNamedMD *ir_named_md_get(IrModule *m, const char *name) {
  IrNamedMD *n = ir_named_md(m, name);
  if (n || !name) return n;
  n = arena_alloc(m->arena, sizeof *n);
  if (!n) return NULL;
  n->name = arena_strdup(m->arena, name);
  if (!n->name || !ptrvec_push(m->arena, &m->named_md, n)) return NULL;
  return n;
}

void ir_named_md_add(IrModule *m, IrNamedMD *nmd, IrMD *op) {
  if (!nmd) return;
  IrMD **ops = arena_alloc(m->arena, sizeof(IrMD *) * (nmd->nops + 1));
  if (!ops) return;
  if (nmd->nops) memcpy(ops, nmd->ops, sizeof(IrMD *) * nmd->nops);
  ops[nmd->nops++] = op;
  nmd->ops = ops;
}

void ir_named_md_remove(IrModule *m, const char *name) {
  if (!name) return;
  for (uint32_t i = 0; i < m->named_md.len; i++) {
    IrNamedMD *n = m->named_md.data[i];
    if (strcmp(n->name, name) == 0) {
      ptrvec_remove(&m->named_md, i);
      return;
    }
  }
}
