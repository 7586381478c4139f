/* sema_sig.c - vertex and pixel entry points: attributes, and the
 * flattening of parameters and the return value into signature elements
 * the way DXC does it (sig.h), with DXC's diagnostics:
 *   - "Semantic must be defined for all parameters|outputs of an entry
 *     function or patch constant function" (a leaf without a semantic);
 *   - "invalid semantic 'X' for vs 6.0" (not available at that point);
 *   - "Parameter with semantic X has overlapping semantic index at N."
 *     (system values) and "Semantic 'X' overlap at N." (arbitrary ones);
 *   - "double(type for X) cannot be used as shader inputs or outputs.".
 * Interpolation: the modifiers of the leaf, else of its enclosing
 * parameter/member; unset modes default to linear for floats and constant
 * otherwise where the signature point interpolates; SV_Position takes the
 * noperspective variant. */
#include "sema.h"
#include "sig.h"
#include "../dxil/dxil_names.h"

#include <string.h>
#include <strings.h>

/* A leaf found while flattening, before semantic indices are assigned. */
typedef struct Leaf {
  int param;              /* parameter index, -1 = return value */
  uint32_t path[16];      /* struct field indices */
  uint32_t npath;
  HType *type;            /* leaf type */
  const char *sem;        /* semantic as written, "*" = continues the previous one, NULL none */
  uint32_t quals;         /* interpolation modifiers in effect (Q_NOINTERP...) */
  bool output;            /* output direction */
  DxilSigPoint sp;        /* signature point */
  uint32_t vertices;      /* geometry input arrays: vertex count */
  uint32_t outer;         /* inside an array of structs: its count (0: none) */
  uint32_t outer_at;      /* path entries before that array */
  uint32_t stream;        /* geometry output stream */
  bool via_stream;        /* written through Stream.Append */
  SrcLoc loc;             /* declaration of the semantic */
} Leaf;

typedef struct SigCtx {
  HlslCtx *c;
  Decl *f;                /* the entry */
  ShaderStage stage;
  uint32_t sm_major, sm_minor;
  VEC(Leaf) leaves;       /* leaves of the parameter being flattened */
  VEC(HlSigElem) elems;   /* all elements */
  bool failed;            /* an error was reported for this entry */
  bool wide_failed;       /* a 64-bit element was found (reported at the end) */
  bool interp_failed;     /* a mesh primitive output was given an interpolation mode
                             (each is reported, as DXC does, and the entry fails) */
  VEC(const char *) wide_in, wide_out; /* their messages: DXC lowers inputs, then outputs */
} SigCtx;

/* An array declared with an SV_TessFactor semantic, directly or in a field
 * of a struct (recursively): DXC's HasTessFactorSemanticRecurse. */
static bool has_tess_factor(const HType *t, const char *sem) {
  if (!t) return false;
  if (t->kind == T_STRUCT && t->st) {
    for (uint32_t i = 0; i < t->st->nfields; i++)
      if (has_tess_factor(t->st->fields[i].type, t->st->fields[i].semantic)) return true;
    return false;
  }
  if (t->kind != T_ARRAY || !sem) return false;
  size_t n = strlen(sem);
  while (n && sem[n - 1] >= '0' && sem[n - 1] <= '9') n--;
  return n == 13 && !strncasecmp(sem, "SV_TessFactor", 13);
}

/* The function [patchconstantfunc("name")] names, as DXC looks it up: among
 * the functions of that name only one that can be a patch constant function
 * counts (a TessFactor in its return type or in an out parameter), the one
 * declared last; it must have a body. NULL when there is none. */
Decl *sema_find_patch_constant_func(HlslCtx *c, const char *name) {
  for (uint32_t k = c->funcs.len; k-- > 0;) { /* the latest declared first (clang's IdResolver order) */
    Decl *f = c->funcs.data[k];
    if (strcmp(f->name, name)) continue;
    bool shape = f->type && f->type->kind != T_VOID && has_tess_factor(f->type, NULL);
    for (uint32_t i = 0; i < f->nparams && !shape; i++)
      shape = (f->params[i]->quals & Q_OUT) && has_tess_factor(f->params[i]->type, f->params[i]->semantic);
    if (shape) return f->body ? f : f->def; /* NULL: declared, never defined */
  }
  return NULL;
}

static const char *stage_prefix(ShaderStage s) { return stage_has_profile(s) ? stage_short(s) : "cs"; }

static const uint32_t interp_mask = Q_NOINTERP | Q_LINEAR | Q_CENTROID | Q_NOPERSPECTIVE | Q_SAMPLE;

/* Collect the leaves of a value of type t (struct members depth first).
 * sem: the semantic in effect from an enclosing aggregate, or NULL. */
static void flatten(SigCtx *x, Leaf *cur, HType *t, const char *sem, const char *own_sem,
                    uint32_t quals, SrcLoc loc) {
  HlslCtx *c = x->c;
  if (t->kind == T_ERROR) {
    x->failed = true;
    return;
  }
  const char *eff = sem ? sem : own_sem;
  if (sem && own_sem)
    hl_warning(c, SW_IGNORED, loc, "semantic '%s' on field overridden by function or enclosing type",
               own_sem);
  const HType *base = t;
  while (base->kind == T_ARRAY) base = base->elem;
  if (base->kind == T_STRUCT) {
    if (t->kind == T_ARRAY) {
      /* an array of structs: each field is an element whose rows repeat per
       * struct element (DXC numbers the semantic indices struct element by
       * struct element: leaves_to_elems); one such array per path */
      if (cur->outer || t->elem->kind != T_STRUCT || !t->count || x->stage == STAGE_GEOMETRY ||
          cur->vertices) {
        hl_error(c, SE_UNSUPPORTED, loc, "arrays of structures in entry signatures are not supported here");
        x->failed = true;
        return;
      }
      cur->outer = t->count;
      cur->outer_at = cur->npath;
      flatten(x, cur, t->elem, sem, own_sem, quals, loc);
      cur->outer = 0;
      cur->outer_at = 0;
      return;
    }
    StructInfo *st = t->st;
    bool first = true;
    for (uint32_t i = 0; i < st->nfields; i++) {
      Field *fl = &st->fields[i];
      if (cur->npath >= 16) {
        hl_error(c, SE_UNSUPPORTED, fl->loc, "structures nested too deeply in an entry signature");
        x->failed = true;
        return;
      }
      /* Members without data (empty structs) take no semantic. */
      bool data = hl_leaf_count(fl->type) > 0;
      const char *fsem = eff ? (first && data ? eff : "*") : NULL;
      if (data) first = false;
      uint32_t fq = fl->quals & interp_mask;
      if (!fq) fq = quals;
      cur->path[cur->npath++] = i;
      flatten(x, cur, fl->type, eff ? fsem : NULL, fl->semantic, fq, fl->loc);
      cur->npath--;
    }
    return;
  }
  if (base->kind != T_SCALAR && base->kind != T_VECTOR && base->kind != T_MATRIX) {
    hl_error(c, SE_UNSUPPORTED, loc, "type '%s' is not supported in an entry signature",
             hl_type_name(c, t));
    x->failed = true;
    return;
  }
  Leaf l = *cur;
  l.type = t;
  l.sem = eff;
  l.quals = quals;
  l.loc = loc;
  vec_push(c->arena, &x->leaves, l);
}

static uint32_t comp_type_of(SigCtx *x, ScalarKind sk) {
  bool n16 = x->c->opt && x->c->opt->dx.target.native_16bit;
  switch (sk) {
  case SK_BOOL: return DXIL_COMP_I1;
  case SK_INT: case SK_LIT_INT: return DXIL_COMP_I32;
  case SK_UINT: return DXIL_COMP_U32;
  case SK_INT16: return DXIL_COMP_I16;
  case SK_UINT16: return DXIL_COMP_U16;
  case SK_INT64: return DXIL_COMP_I64;
  case SK_UINT64: return DXIL_COMP_U64;
  case SK_DOUBLE: return DXIL_COMP_F64;
  /* min-precision elements are 16-bit (DXC's F16/I16/U16); without native
   * 16-bit types they still take 32-bit slots and the container marks
   * them with their minimum precision. half is float without. */
  case SK_HALF: return n16 ? DXIL_COMP_F16 : DXIL_COMP_F32;
  case SK_MIN16FLOAT: case SK_MIN10FLOAT: return DXIL_COMP_F16;
  case SK_MIN16INT: case SK_MIN12INT: return DXIL_COMP_I16;
  case SK_MIN16UINT: return DXIL_COMP_U16;
  default: return DXIL_COMP_F32;
  }
}

static bool comp_is_float(uint32_t ct) { return ct == DXIL_COMP_F16 || ct == DXIL_COMP_F32 || ct == DXIL_COMP_F64; }

/* InterpolationMode from the modifiers (DXC's interpModeTab). */
static uint32_t interp_of(uint32_t q) {
  bool ni = q & Q_NOINTERP, lin = q & Q_LINEAR, np = q & Q_NOPERSPECTIVE, ce = q & Q_CENTROID,
       sa = q & Q_SAMPLE;
  bool any_linear = lin || np || ce || sa;
  if (ni) return any_linear ? DXIL_INTERP_INVALID : DXIL_INTERP_CONSTANT;
  if (!any_linear) return DXIL_INTERP_UNDEFINED;
  if (sa) return np ? DXIL_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE : DXIL_INTERP_LINEAR_SAMPLE;
  if (np) return ce ? DXIL_INTERP_LINEAR_NOPERSPECTIVE_CENTROID : DXIL_INTERP_LINEAR_NOPERSPECTIVE;
  return ce ? DXIL_INTERP_LINEAR_CENTROID : DXIL_INTERP_LINEAR;
}

/* -Gec: the DX9 semantic of a vertex or pixel entry's parameter or return
 * value names its DX10 system value, keeping the index (DXC's
 * RemapObsoleteSemantic): pixel outputs COLOR -> SV_Target, DEPTH ->
 * SV_Depth, vertex outputs POSITION and pixel inputs VPOS -> SV_Position;
 * names compare without case; each remapping is warned about. Applies to
 * every leaf (struct fields too, as DXC's HLSignatureLower does). */
static const char *gec_remap(SigCtx *x, const char *sem, bool output, SrcLoc loc) {
  HlslCtx *c = x->c;
  if (!sem || !c->opt || !c->opt->dx9_compat) return sem;
  size_t n = strlen(sem);
  while (n && sem[n - 1] >= '0' && sem[n - 1] <= '9') n--;
  const char *to = NULL;
  if (x->stage == STAGE_PIXEL && output && n == 5 && !strncasecmp(sem, "COLOR", 5)) to = "SV_Target";
  else if (x->stage == STAGE_PIXEL && output && n == 5 && !strncasecmp(sem, "DEPTH", 5)) to = "SV_Depth";
  else if (x->stage == STAGE_VERTEX && output && n == 8 && !strncasecmp(sem, "POSITION", 8)) to = "SV_Position";
  else if (x->stage == STAGE_PIXEL && !output && n == 4 && !strncasecmp(sem, "VPOS", 4)) to = "SV_Position";
  if (!to) return sem;
  hl_warning(c, SW_IGNORED, loc,
             "DX9-style semantic \"%.*s\" mapped to DX10 system semantic \"%s\" due to -Gec flag. "
             "This functionality is deprecated in newer language versions.", (int)n, sem, to);
  return arena_printf(c->arena, "%s%s", to, sem + n);
}

/* The element for one leaf; semantic name/index already decided. */
static void make_elem(SigCtx *x, const Leaf *l, const char *base_name, uint32_t *next_index) {
  HlslCtx *c = x->c;
  HlSigElem e;
  memset(&e, 0, sizeof e);
  e.param = l->param;
  e.npath = l->npath;
  if (l->npath) {
    e.path = arena_alloc(c->arena, sizeof(uint32_t) * l->npath);
    if (!e.path) return;
    memcpy(e.path, l->path, sizeof(uint32_t) * l->npath);
  }
  e.array_elem = -1;
  e.type = l->type;
  e.output = l->output;
  e.loc = l->loc;
  const HType *t = l->type;
  uint32_t count = 1;
  while (t->kind == T_ARRAY) {
    count *= t->count ? t->count : 1;
    t = t->elem;
  }
  uint32_t rows = 1, cols = 1;
  if (t->kind == T_MATRIX) {
    e.col_major = !t->row_major;
    rows = t->row_major ? t->n : t->m;
    cols = t->row_major ? t->m : t->n;
  } else if (t->kind == T_VECTOR) {
    cols = t->n;
  }
  e.elem_rows = rows;
  e.rows = rows * count;
  e.cols = cols;
  e.is_bool = t->sk == SK_BOOL;
  e.comp_type = comp_type_of(x, t->sk);
  e.indices = arena_alloc(c->arena, sizeof(uint32_t) * (e.rows + 1));
  if (!e.indices) return;
  for (uint32_t r = 0; r < e.rows; r++) e.indices[r] = (*next_index)++;

  e.sp = l->sp;
  e.vertices = l->vertices;
  e.stream = l->stream;
  e.via_stream = l->via_stream;
  e.sem_kind = dxil_semantic_kind(base_name);
  e.si = dxil_sem_interpretation(e.sem_kind == DXIL_SEM_INVALID ? DXIL_SEM_INVALID : e.sem_kind,
                                 e.sp, x->sm_major, x->sm_minor);
  if (e.sem_kind == DXIL_SEM_INVALID || e.si == DXIL_SI_NA) {
    /* DXC: a semantic written on a parameter or return value is Sema's
     * error at the semantic; one on a struct field is found when the
     * signature is lowered, an error on the function */
    const Decl *owner = l->param < 0 ? x->f : l->param < (int)x->f->nparams ? x->f->params[l->param] : NULL;
    if (l->npath > 0 && e.sem_kind != DXIL_SEM_INVALID) {
      hl_error(c, SE_ENTRY, x->f->begin_loc.line ? x->f->begin_loc : x->f->loc,
               "Semantic %s is invalid for shader model: %s", base_name, stage_prefix(x->stage));
    } else {
      SrcLoc at = hl_pos_loc(l->loc, l->npath == 0 && owner ? owner->sem_pos : 0);
      hl_error(c, SE_ENTRY, at, "invalid semantic '%s' for %s %u.%u", l->sem, stage_prefix(x->stage),
               x->sm_major, x->sm_minor);
    }
    x->failed = true;
    return;
  }
  e.kind = e.si == DXIL_SI_ARB ? DXIL_SEM_ARBITRARY : e.sem_kind;
  if (e.kind == DXIL_SEM_TARGET && e.indices[e.rows - 1] > 7) {
    hl_error(c, SE_ENTRY, l->loc,
             "'%s' is defined with semantic index %u, but only values 0 through 7 are supported",
             l->sem, e.indices[e.rows - 1]);
    x->failed = true;
    return;
  }
  /* DXC (validator >= 1.2) types SV_IsFrontFace as uint whatever it was
   * declared as (pixel inputs; geometry outputs). */
  if (e.kind == DXIL_SEM_IS_FRONT_FACE && e.comp_type == DXIL_COMP_I1) {
    const Target *tg = c->opt ? &c->opt->dx.target : NULL;
    bool force = !tg || tg->valver_major == 0 || tg->valver_major > 1 || tg->valver_minor >= 2 ||
                 (tg->valver_major == 0 && tg->valver_minor == 0);
    if (force) e.comp_type = DXIL_COMP_U32;
  }
  e.name = e.kind == DXIL_SEM_ARBITRARY ? base_name : dxil_semantic_name(e.kind);
  if (e.comp_type == DXIL_COMP_F64 || e.comp_type == DXIL_COMP_I64 || e.comp_type == DXIL_COMP_U64) {
    /* DXC (HLSignatureLower) reports every such element, inputs first, at
     * the function (wide_report) */
    const char *m = arena_printf(c->arena, "%s(type for %s) cannot be used as shader inputs or outputs.",
                                 e.comp_type == DXIL_COMP_F64 ? "double" : "i64", e.name);
    if (m) vec_push(c->arena, e.output ? &x->wide_out : &x->wide_in, m);
    x->wide_failed = true;
    return;
  }
  /* Interpolation. */
  uint32_t im = interp_of(l->quals);
  if (im == DXIL_INTERP_INVALID) {
    hl_error(c, SE_ENTRY, l->loc, "invalid combination of interpolation modifiers on '%s'", l->sem);
    x->failed = true;
    return;
  }
  if (e.sp == DXIL_SP_MSPOUT && im != DXIL_INTERP_UNDEFINED && im != DXIL_INTERP_CONSTANT) {
    /* DXC (HLSignatureLower) reports each such element at the function */
    hl_error(c, SE_ENTRY, x->f->loc,
             "Mesh shader's primitive outputs' interpolation mode must be constant or undefined.");
    x->interp_failed = true;
  }
  if (!dxil_sig_point_needs_interp(e.sp)) im = DXIL_INTERP_UNDEFINED;
  else if (e.sp == DXIL_SP_MSPOUT) im = DXIL_INTERP_CONSTANT; /* per primitive */
  else if (im == DXIL_INTERP_UNDEFINED) im = comp_is_float(e.comp_type) ? DXIL_INTERP_LINEAR : DXIL_INTERP_CONSTANT;
  if (e.kind == DXIL_SEM_POSITION) {
    if (im == DXIL_INTERP_LINEAR_CENTROID) im = DXIL_INTERP_LINEAR_NOPERSPECTIVE_CENTROID;
    else if (im == DXIL_INTERP_LINEAR_SAMPLE) im = DXIL_INTERP_LINEAR_NOPERSPECTIVE_SAMPLE;
    else if (im == DXIL_INTERP_LINEAR) im = DXIL_INTERP_LINEAR_NOPERSPECTIVE;
    else if (im == DXIL_INTERP_CONSTANT) {
      hl_error(c, SE_ENTRY, l->loc, "invalid interpolation mode for SV_Position");
      x->failed = true;
      return;
    }
  }
  e.interp = im;
  e.sig = e.si == DXIL_SI_NOTINSIG ? -1 : (l->output ? DXIL_SIG_OUT : DXIL_SIG_IN);
  if (e.sig >= 0 && e.sp == DXIL_SP_MSPOUT) e.sig = DXIL_SIG_PC; /* mesh primitive outputs */
  /* patch constants (hull outputs, domain inputs); output control points
   * read by the patch constant function */
  if (e.sig >= 0 && (e.sp == DXIL_SP_PCOUT || e.sp == DXIL_SP_DSIN)) e.sig = DXIL_SIG_PC;
  if (e.sig >= 0 && e.sp == DXIL_SP_HSCPOUT) e.sig = DXIL_SIG_OUT;
  /* SV_Target arrays: one element per target, the last first (DXC pushes
   * them to the front of its work list one by one). */
  if (e.kind == DXIL_SEM_TARGET && count > 1) {
    for (uint32_t k = count; k-- > 0;) {
      HlSigElem t1 = e;
      t1.array_elem = (int32_t)k;
      t1.rows = 1;
      t1.indices = e.indices + k;
      vec_push(c->arena, &x->elems, t1);
    }
    return;
  }
  vec_push(c->arena, &x->elems, e);
}

/* Signature rows of one leaf: array elements times matrix rows. */
static uint32_t leaf_rows(const HType *t) {
  uint32_t n = 1;
  for (; t->kind == T_ARRAY; t = t->elem) n *= t->count ? t->count : 1;
  if (t->kind == T_MATRIX) n *= t->row_major ? t->n : t->m;
  return n;
}

/* Turn the collected leaves of one parameter/return value into elements:
 * a leaf with a semantic starts a group, "*" leaves continue it with the
 * following indices (DXC's allocateSemanticIndex). */
static void leaves_to_elems(SigCtx *x) {
  HlslCtx *c = x->c;
  uint32_t next = 0;
  const char *group = NULL;
  for (uint32_t i = 0; i < x->leaves.len; i++) {
    Leaf *l = &x->leaves.data[i];
    if (!l->sem) {
      /* DXC points at the start of the function's declaration */
      hl_error(c, SE_ENTRY, x->f->begin_loc.line ? x->f->begin_loc : x->f->loc,
               "Semantic must be defined for all %s of an entry function or patch constant function",
               l->output ? "outputs" : "parameters");
      x->failed = true;
      return;
    }
    if (strcmp(l->sem, "*") != 0) {
      l->sem = gec_remap(x, l->sem, l->output, l->loc); /* -Gec: DX9 system semantics */
      uint32_t len = dxil_semantic_split(l->sem, &next);
      group = arena_strndup(c->arena, l->sem, len);
      if (!group) return;
    } else if (!group) {
      continue;
    }
    if (l->outer) {
      /* the leaves of one array of structs: struct element o takes the
       * indices base + o * S + (the leaf's offset in one element) */
      uint32_t j = i, S = 0;
      while (j < x->leaves.len && x->leaves.data[j].outer == l->outer &&
             x->leaves.data[j].outer_at == l->outer_at &&
             (j == i || (x->leaves.data[j].sem && !strcmp(x->leaves.data[j].sem, "*")))) {
        S += leaf_rows(x->leaves.data[j].type);
        j++;
      }
      uint32_t base = next, off = 0;
      for (uint32_t k = i; k < j && !x->failed; k++) {
        Leaf *lk = &x->leaves.data[k];
        uint32_t tmp = base + off, before = x->elems.len, lr = leaf_rows(lk->type);
        make_elem(x, lk, group, &tmp);
        if (x->failed) return;
        for (uint32_t q = before; q < x->elems.len; q++) {
          HlSigElem *e = &x->elems.data[q];
          uint32_t *ix = arena_alloc(c->arena, sizeof(uint32_t) * (lr * lk->outer + 1));
          if (!ix || e->rows != lr) {
            hl_error(c, SE_UNSUPPORTED, lk->loc, "arrays of structures in entry signatures are not supported here");
            x->failed = true;
            return;
          }
          for (uint32_t o = 0; o < lk->outer; o++)
            for (uint32_t r = 0; r < lr; r++) ix[o * lr + r] = base + o * S + off + r;
          e->indices = ix;
          e->rows = lr * lk->outer;
          e->outer = lk->outer;
          e->outer_at = lk->outer_at;
        }
        off += lr;
      }
      next = base + l->outer * S;
      i = j - 1;
      continue;
    }
    make_elem(x, l, group, &next);
    if (x->failed) return;
  }
}

/* Flatten one parameter (or the return value, param -1) in one direction
 * at signature point sp (DXIL_SP_INVALID: the stage's main point). */
static void add_value_at(SigCtx *x, int param, HType *t, const char *sem, uint32_t quals,
                         bool output, SrcLoc loc, DxilSigPoint sp, uint32_t vertices,
                         uint32_t stream, bool via_stream) {
  x->leaves.len = 0;
  Leaf cur;
  memset(&cur, 0, sizeof cur);
  cur.param = param;
  cur.output = output;
  cur.sp = sp != DXIL_SP_INVALID ? sp : dxil_sig_point(x->stage, output ? DXIL_SIG_OUT : DXIL_SIG_IN);
  cur.vertices = vertices;
  cur.stream = stream;
  cur.via_stream = via_stream;
  flatten(x, &cur, t, NULL, sem, quals & interp_mask, loc);
  if (!x->failed) leaves_to_elems(x);
}

static void add_value(SigCtx *x, int param, HType *t, const char *sem, uint32_t quals, bool output,
                      SrcLoc loc) {
  add_value_at(x, param, t, sem, quals, output, loc, DXIL_SP_INVALID, 0, 0, false);
}

static const uint32_t prim_mask =
    Q_PRIM_POINT | Q_PRIM_LINE | Q_PRIM_TRIANGLE | Q_PRIM_LINEADJ | Q_PRIM_TRIANGLEADJ;

/* A geometry shader's parameters: the input primitive array (its element
 * type flattened, the array being the vertex axis), per-primitive inputs
 * (GSIn: SV_PrimitiveID, SV_GSInstanceID) and the output streams. */
static void geometry_params(SigCtx *x, HlEntrySig *sig) {
  HlslCtx *c = x->c;
  Decl *f = x->f;
  uint32_t nstreams = 0;
  int topo = -1;
  for (uint32_t i = 0; i < 4; i++) sig->stream_param[i] = -1;
  for (uint32_t i = 0; i < f->nparams && !x->failed; i++) {
    Decl *p = f->params[i];
    HType *t = p->type;
    if (t->kind == T_ERROR) {
      x->failed = true;
      return;
    }
    if (t->kind == T_STREAM) {
      if (!(p->quals & Q_OUT) || !(p->quals & Q_IN)) { /* reported with the function's parameters */
        x->failed = true;
        return;
      }
      if (nstreams >= 4) {
        hl_error(c, SE_ENTRY, p->loc, "too many stream-output objects (at most 4)");
        x->failed = true;
        return;
      }
      static const uint32_t topos[3] = {1, 3, 5}; /* point list, line strip, triangle strip */
      if (topo >= 0 && (topo != 1 || topos[t->n] != 1)) {
        /* DXC (CGHLSLMS): a second stream needs it and the first to be point lists */
        hl_error(c, SE_ENTRY, f->loc, "when multiple GS output streams are used they must be pointlists.");
        x->failed = true;
        return;
      }
      topo = (int)topos[t->n];
      sig->stream_param[nstreams] = (int32_t)i;
      sig->gs_stream_mask |= 1u << nstreams;
      add_value_at(x, (int)i, t->elem, NULL, 0, true, p->loc, DXIL_SP_GSOUT, 0, nstreams, true);
      nstreams++;
      continue;
    }
    /* InputPatch<T, N>: N control points (DXC: input primitive patchN,
     * ControlPointPatch1 + N - 1), read as the vertices of a primitive */
    if (t->kind == T_ARRAY && t->patch == 1 && !(p->quals & prim_mask)) {
      uint32_t prim = 7 + t->count;
      if (p->quals & Q_OUT) {
        hl_error(c, SE_ENTRY, p->loc, "InputPatch should not be out/inout parameter");
        x->failed = true;
        return;
      }
      if (sig->gs_input_prim) { /* as for the primitive keywords */
        if (sig->gs_input_prim != prim)
          hl_error(c, SE_ENTRY, p->loc, "input parameter conflicts with geometry specifier of previous input parameters");
        else
          hl_error(c, SE_ENTRY, p->loc, "invalid geometry shader input primitive parameter '%s'", p->name);
        x->failed = true;
        return;
      }
      sig->gs_input_prim = prim;
      add_value_at(x, (int)i, t->elem, p->semantic, p->quals, false, p->loc, DXIL_SP_GSVIN, t->count, 0, false);
      continue;
    }
    uint32_t pq = p->quals & prim_mask;
    if (pq) {
      static const struct { uint32_t q, prim, verts; const char *name; } prims[] = {
          {Q_PRIM_POINT, 1, 1, "point"}, {Q_PRIM_LINE, 2, 2, "line"}, {Q_PRIM_TRIANGLE, 3, 3, "triangle"},
          {Q_PRIM_LINEADJ, 6, 4, "lineadj"}, {Q_PRIM_TRIANGLEADJ, 7, 6, "triangleadj"}};
      uint32_t k = 0;
      while (k < 5 && prims[k].q != pq) k++;
      if (k == 5) { /* two primitive keywords on one parameter */
        hl_error(c, SE_ENTRY, p->loc, "invalid geometry shader input primitive parameter '%s'", p->name);
        x->failed = true;
        return;
      }
      /* DXC (CGHLSLMS): one primitive for all inputs, each a constant-size
       * array of the primitive's vertex count */
      if (sig->gs_input_prim && sig->gs_input_prim != prims[k].prim) {
        hl_error(c, SE_ENTRY, p->loc, "input parameter conflicts with geometry specifier of previous input parameters");
        x->failed = true;
      }
      if (t->kind != T_ARRAY || t->patch || t->count == 0) {
        hl_error(c, SE_ENTRY, p->loc, "input types for geometry shader must be constant size arrays");
        x->failed = true;
      } else if (t->count != prims[k].verts) {
        hl_error(c, SE_ENTRY, p->loc, "array dimension for %s must be %u", prims[k].name, prims[k].verts);
        x->failed = true;
      }
      if (x->failed) return;
      sig->gs_input_prim = prims[k].prim;
      add_value_at(x, (int)i, t->elem, p->semantic, p->quals, false, p->loc, DXIL_SP_GSVIN,
                   prims[k].verts, 0, false);
      continue;
    }
    if (p->quals & Q_OUT) {
      hl_error(c, SE_ENTRY, p->loc, "geometry shader outputs must be written through a stream");
      x->failed = true;
      return;
    }
    add_value_at(x, (int)i, t, p->semantic, p->quals, false, p->loc, DXIL_SP_GSIN, 0, 0, false);
  }
  /* no input primitive parameter: DXC accepts it, the input primitive
   * is then undefined (0) */
  sig->gs_topology = topo >= 0 ? (uint32_t)topo : 0;
  if (!sig->gs_stream_mask) sig->gs_stream_mask = 1;
}

/* DXC's overlap checks. System values: HLSignatureLower, element by
 * element in parameter order, an error on the function for each one that
 * reuses an index of its kind (it is then not recorded), and pixel inputs
 * SV_Coverage and SV_InnerCoverage exclude each other. Arbitrary
 * semantics: the validator ("validation errors", no location). */
static void check_overlaps(SigCtx *x) {
  HlslCtx *c = x->c;
  SrcLoc at = x->f->begin_loc.line ? x->f->begin_loc : x->f->loc;
  bool *recorded = arena_alloc(c->arena, sizeof(bool) * (x->elems.len ? x->elems.len : 1));
  if (!recorded) return;
  bool arb_reported = false;
  for (uint32_t i = 0; i < x->elems.len; i++) {
    HlSigElem *a = &x->elems.data[i];
    bool arb = a->sem_kind == DXIL_SEM_ARBITRARY;
    recorded[i] = false;
    bool clash = false;
    uint32_t clash_index = 0;
    bool cov_clash = false;
    for (uint32_t j = 0; j < i && !clash; j++) {
      HlSigElem *b = &x->elems.data[j];
      if (a->output != b->output || a->stream != b->stream) continue;
      if (a->sp != b->sp) continue; /* patch constant function: input and output patches */
      if (!arb && !a->output && recorded[j] &&
          ((a->sem_kind == DXIL_SEM_COVERAGE && b->sem_kind == DXIL_SEM_INNER_COVERAGE) ||
           (a->sem_kind == DXIL_SEM_INNER_COVERAGE && b->sem_kind == DXIL_SEM_COVERAGE)))
        cov_clash = true;
      if (a->sem_kind != b->sem_kind) continue;
      if (arb ? strcasecmp(a->name, b->name) != 0 : !recorded[j]) continue;
      for (uint32_t r = 0; r < a->rows && !clash; r++)
        for (uint32_t s2 = 0; s2 < b->rows; s2++)
          if (a->indices[r] == b->indices[s2]) {
            clash = true;
            clash_index = a->indices[r];
            break;
          }
    }
    if (arb) {
      if (clash && !arb_reported) {
        hl_error(c, SE_ENTRY, srcloc_none(), "validation errors");
        hl_error(c, SE_ENTRY, srcloc_none(), "Semantic '%s' overlap at %u.", a->name, clash_index);
        arb_reported = true;
        x->failed = true;
      }
      continue;
    }
    if (clash) {
      hl_error(c, SE_ENTRY, at, "Parameter with semantic %s has overlapping semantic index at %u.", a->name,
               clash_index);
      x->failed = true;
      continue;
    }
    recorded[i] = true;
    if (cov_clash) {
      hl_error(c, SE_ENTRY, at, "Pixel shader inputs SV_Coverage and SV_InnerCoverage are mutually exclusive.");
      x->failed = true;
    }
  }
}

static void check_attrs(SigCtx *x, HlEntrySig *sig) {
  HlslCtx *c = x->c;
  Decl *d = x->f;
  for (uint32_t i = 0; i < hl_decl_rare(d)->attrs.len; i++) {
    Attr *a = &hl_decl_rare(d)->attrs.data[i];
    if (!strcasecmp(a->name, "shader")) {
      /* sema.c, sema_check_shader_attrs */
    } else if (!strcasecmp(a->name, "earlydepthstencil")) {
      if (x->stage != STAGE_PIXEL)
        hl_error(c, SE_ATTR, a->loc, "attribute earlydepthstencil only valid for Pixel Shader");
      sig->early_depth = true;
    } else if (!strcasecmp(a->name, "numthreads") || !strcasecmp(a->name, "WaveSize")) {
      hl_warning(c, SW_IGNORED, a->loc, "attribute '%s' ignored for a %s shader", a->name,
                 stage_name(x->stage));
    } else if (!strcasecmp(a->name, "maxvertexcount") || !strcasecmp(a->name, "instance")) {
      bool mv = !strcasecmp(a->name, "maxvertexcount");
      uint64_t v = 0;
      if (x->stage != STAGE_GEOMETRY) {
        hl_warning(c, SW_IGNORED, a->loc, "attribute '%s' ignored for a %s shader", a->name,
                   stage_name(x->stage));
      } else if (a->nargs != 1 || !(a->args[0] = sema_expr(c, a->args[0])) ||
                 !sema_const_uint(c, a->args[0], &v) || v == 0 || v > (mv ? 1024u : 32u)) {
        hl_error(c, SE_ATTR, a->loc, "'%s' takes one integer constant in 1-%u", a->name,
                 mv ? 1024u : 32u);
        x->failed = true;
      } else if (mv) {
        sig->gs_max_vertex = (uint32_t)v;
      } else {
        sig->gs_instances = (uint32_t)v;
      }
    } else if (!strcasecmp(a->name, "clipplanes")) {
      /* DX9 user clip planes: each a float4 constant; SV_ClipDistance k gets
       * dot(SV_Position, plane k) (clip_plane_outputs) */
      if (x->stage != STAGE_VERTEX) {
        hl_warning(c, SW_IGNORED, a->loc, "attribute '%s' ignored for a %s shader", a->name,
                   stage_name(x->stage));
        continue;
      }
      if (a->nargs < 1 || a->nargs > 6) {
        hl_error(c, SE_ATTR, a->loc, "'clipplanes' takes 1 to 6 clip plane constants");
        x->failed = true;
        continue;
      }
      for (uint32_t k = 0; k < a->nargs; k++) {
        Expr *e = sema_expr(c, a->args[k]);
        if (!e || e->type->kind == T_ERROR) {
          x->failed = true;
          continue;
        }
        if (e->type->kind != T_VECTOR || e->type->n != 4 || !hl_sk_is_float(e->type->sk)) {
          hl_error(c, SE_ATTR, hl_expr_loc(e), "clip plane '%s' must be a float4", hl_type_name(c, e->type));
          x->failed = true;
          continue;
        }
        sig->clip_planes[sig->nclip++] = e;
      }
    } /* RootSignature: recorded for the driver (sema.c, record_root_signature) */
  }
}

/* [clipplanes]: output elements SV_ClipDistance 0..n-1, one float each,
 * after the others, computed from the 4-component SV_Position output (DXC:
 * "Cannot use clipplanes attribute without specifying a 4-component
 * SV_Position output"). */
static void clip_plane_outputs(SigCtx *x, HlEntrySig *sig) {
  HlslCtx *c = x->c;
  int pos = -1;
  for (uint32_t i = 0; i < x->elems.len; i++) {
    HlSigElem *e = &x->elems.data[i];
    if (e->output && e->sem_kind == DXIL_SEM_POSITION && e->cols == 4 && e->rows == 1) pos = (int)i;
  }
  if (pos < 0) {
    hl_error(c, SE_ENTRY, x->f->begin_loc.line ? x->f->begin_loc : x->f->loc,
             "Cannot use clipplanes attribute without specifying a 4-component SV_Position output");
    x->failed = true;
    return;
  }
  sig->clip_pos = pos;
  for (uint32_t k = 0; k < sig->nclip && !x->failed; k++) {
    Leaf l;
    memset(&l, 0, sizeof l);
    l.param = -1;
    l.type = hl_scalar(c, SK_FLOAT);
    l.sem = "SV_ClipDistance";
    l.output = true;
    l.sp = dxil_sig_point(x->stage, DXIL_SIG_OUT);
    l.loc = hl_expr_loc(sig->clip_planes[k]);
    uint32_t next = k, before = x->elems.len;
    make_elem(x, &l, "SV_ClipDistance", &next);
    if (x->elems.len > before) x->elems.data[before].clip_plane = k + 1;
  }
}

/* ---- hull and domain shaders ----------------------------------------------- */

/* The index + 1 of a string attribute's value in names, 0 (reported as
 * DXC does, listing `allowed`) if it is none of them. */
static uint32_t attr_choice(SigCtx *x, const Attr *a, const char *const *names, uint32_t n,
                            const char *allowed) {
  const char *v = a->nargs == 1 && a->args[0]->kind == E_STRING ? a->args[0]->name : "";
  for (uint32_t k = 0; k < n; k++)
    if (!strcmp(v, names[k])) return k + 1;
  hl_error(x->c, SE_ATTR, a->loc, "attribute '%s' must have one of these values: %s", a->name,
           allowed);
  x->failed = true;
  return 0;
}

/* [domain], [partitioning], [outputtopology], [outputcontrolpoints],
 * [patchconstantfunc], [maxtessfactor] (the hull ones only for hull). */
static void tess_attrs(SigCtx *x, HlEntrySig *sig) {
  HlslCtx *c = x->c;
  static const char *const domains[] = {"isoline", "tri", "quad"};
  static const char *const parts[] = {"integer", "pow2", "fractional_odd", "fractional_even"};
  static const char *const topos[] = {"point", "line", "triangle_cw", "triangle_ccw"};
  bool hs = x->stage == STAGE_HULL;
  sig->ts_max_tess = 64.0f;
  /* DXC: a hull shader without an InputPatch parameter has one input
   * control point (kHSDefaultInputControlPointCount) */
  if (hs && !sig->ts_in_cp) sig->ts_in_cp = 1;
  bool have_cp = false;
  for (uint32_t i = 0; i < hl_decl_rare(x->f)->attrs.len; i++) {
    Attr *a = &hl_decl_rare(x->f)->attrs.data[i];
    if (!strcasecmp(a->name, "domain")) {
      sig->ts_domain = attr_choice(x, a, domains, 3, "tri,quad,isoline");
    } else if (!hs) {
      continue;
    } else if (!strcasecmp(a->name, "partitioning")) {
      sig->ts_partitioning =
          attr_choice(x, a, parts, 4, "integer,fractional_even,fractional_odd,pow2");
    } else if (!strcasecmp(a->name, "outputtopology")) {
      sig->ts_out_prim =
          attr_choice(x, a, topos, 4, "point,line,triangle,triangle_cw,triangle_ccw");
    } else if (!strcasecmp(a->name, "outputcontrolpoints")) {
      uint64_t v = 0;
      if (a->nargs != 1 || !(a->args[0] = sema_expr(c, a->args[0])) ||
          !sema_const_uint(c, a->args[0], &v) || v > 32) {
        hl_error(c, SE_ATTR, a->loc, "'outputcontrolpoints' takes one integer constant in 0-32");
        x->failed = true;
      } else {
        sig->ts_out_cp = (uint32_t)v;
        have_cp = true;
      }
    } else if (!strcasecmp(a->name, "maxtessfactor")) {
      Expr *e = a->nargs == 1 ? a->args[0] : NULL;
      if (e && e->kind == E_FLOAT) sig->ts_max_tess = (float)e->fval;
      else if (e && e->kind == E_INT) sig->ts_max_tess = (float)e->ival;
      else {
        hl_error(c, SE_ATTR, a->loc, "'maxtessfactor' takes one numeric literal");
        x->failed = true;
      }
    } else if (!strcasecmp(a->name, "patchconstantfunc")) {
      const char *v = a->nargs == 1 && a->args[0]->kind == E_STRING ? a->args[0]->name : "";
      Decl *pf = sema_find_patch_constant_func(c, v);
      if (!pf) {
        hl_error(c, SE_ATTR, a->loc, "patch constant function '%s' must be defined", v);
        x->failed = true;
      }
      sig->pc_func = pf;
    }
  }
  if (x->failed) return;
  const char *missing = !sig->ts_domain                ? "domain"
                        : hs && !sig->pc_func          ? "patchconstantfunc"
                        : hs && !sig->ts_partitioning  ? "partitioning"
                        : hs && !sig->ts_out_prim      ? "outputtopology"
                        : hs && !have_cp               ? "outputcontrolpoints"
                                                       : NULL;
  if (missing) {
    hl_error(c, SE_ATTR, x->f->loc, "%s entry point must have a valid %s attribute",
             stage_name(x->stage), missing);
    x->failed = true;
  }
}

/* The parameters and return value of a hull entry (pcf false), its patch
 * constant function (pcf true) or a domain entry. InputPatch / OutputPatch
 * parameters are the control points (vertex axis); the rest are system
 * values or, for the domain shader, the patch constants. */
static void tess_params(SigCtx *x, Decl *f, bool pcf, HlEntrySig *sig) {
  HlslCtx *c = x->c;
  bool hs = x->stage == STAGE_HULL;
  DxilSigPoint ret_sp = hs ? (pcf ? DXIL_SP_PCOUT : DXIL_SP_HSCPOUT) : DXIL_SP_DSOUT;
  if (f->type->kind != T_VOID && f->type->kind != T_ERROR)
    add_value_at(x, -1, f->type, hl_decl_rare(f)->ret_semantic, 0, true, f->loc, ret_sp, 0, 0, false);
  for (uint32_t i = 0; i < f->nparams && !x->failed; i++) {
    Decl *p = f->params[i];
    HType *t = p->type;
    if (t->kind == T_ERROR) {
      x->failed = true;
      return;
    }
    if (t->kind == T_ARRAY && t->patch) {
      /* InputPatch: the hull inputs; OutputPatch: the hull outputs (read
       * by the patch constant function) or the domain inputs */
      bool in = t->patch == 1;
      if ((in && !hs) || (!in && hs && !pcf) || (p->quals & Q_OUT)) {
        hl_error(c, SE_ENTRY, p->loc, "invalid %s parameter '%s'", in ? "InputPatch" : "OutputPatch",
                 p->name);
        x->failed = true;
        return;
      }
      DxilSigPoint sp = in ? DXIL_SP_HSCPIN : hs ? DXIL_SP_HSCPOUT : DXIL_SP_DSCPIN;
      if (in || !hs) sig->ts_in_cp = t->count;
      add_value_at(x, (int)i, t->elem, p->semantic, p->quals, false, p->loc, sp, t->count, 0, false);
      continue;
    }
    if ((p->quals & Q_OUT) && !pcf && (!hs || !(p->quals & Q_IN))) {
      /* more outputs of the domain entry (DSOut) or of the hull control
       * point function (HSCPOut); a domain `inout` reads its input from the
       * patch constants (DSIn) */
      add_value_at(x, (int)i, t, p->semantic, p->quals, true, p->loc, hs ? DXIL_SP_HSCPOUT : DXIL_SP_DSOUT,
                   0, 0, false);
      if ((p->quals & Q_IN) && !x->failed)
        add_value_at(x, (int)i, t, p->semantic, p->quals, false, p->loc, DXIL_SP_DSIN, 0, 0, false);
      continue;
    }
    if (p->quals & Q_OUT) {
      if (!pcf) {
        hl_error(c, SE_UNSUPPORTED, p->loc, "out parameters of %s entries are not supported",
                 stage_name(x->stage));
        x->failed = true;
        return;
      }
      add_value_at(x, (int)i, t, p->semantic, p->quals, true, p->loc, DXIL_SP_PCOUT, 0, 0, false);
      if (p->quals & Q_IN) {
        hl_error(c, SE_UNSUPPORTED, p->loc, "inout parameters of a patch constant function are not supported");
        x->failed = true;
      }
      continue;
    }
    DxilSigPoint sp = hs ? (pcf ? DXIL_SP_PCIN : DXIL_SP_HSIN) : DXIL_SP_DSIN;
    add_value_at(x, (int)i, t, p->semantic, p->quals, false, p->loc, sp, 0, 0, false);
  }
}

/* The patch constant function's elements: control point reads take the
 * entry's element IDs (matched by name and index), patch constants are
 * numbered in order. */
static void tess_pc_func(SigCtx *x, HlEntrySig *sig) {
  HlslCtx *c = x->c;
  SigCtx y;
  memset(&y, 0, sizeof y);
  y.c = c;
  y.f = sig->pc_func;
  y.stage = x->stage;
  y.sm_major = x->sm_major;
  y.sm_minor = x->sm_minor;
  HlEntrySig *ps = arena_alloc(c->arena, sizeof *ps);
  if (!ps) return;
  tess_params(&y, sig->pc_func, true, ps);
  if (!y.failed) check_overlaps(&y);
  if (y.failed) {
    x->failed = true;
    return;
  }
  for (uint32_t i = 0; i < y.elems.len; i++) {
    HlSigElem *e = &y.elems.data[i];
    if (e->sig == DXIL_SIG_PC) {
      e->id = ps->count[DXIL_SIG_PC]++;
      continue;
    }
    if (e->sig < 0) continue;
    bool found = false;
    for (uint32_t k = 0; k < x->elems.len && !found; k++) {
      const HlSigElem *m = &x->elems.data[k];
      if (m->sig != e->sig || strcasecmp(m->name, e->name) || m->indices[0] != e->indices[0] ||
          m->rows != e->rows || m->cols < e->cols)
        continue;
      e->id = m->id;
      found = true;
    }
    if (!found) {
      hl_error(c, SE_ENTRY, e->loc,
               "patch constant function's %s control point element '%s%u' is not in the hull "
               "shader's %s signature",
               e->sig == DXIL_SIG_IN ? "input" : "output", e->name, e->indices[0],
               e->sig == DXIL_SIG_IN ? "input" : "output");
      x->failed = true;
      return;
    }
  }
  ps->elems = y.elems.data;
  ps->n = y.elems.len;
  /* the tessellator state (the tess factor helpers read the partitioning) */
  ps->ts_domain = sig->ts_domain;
  ps->ts_partitioning = sig->ts_partitioning;
  ps->ts_out_prim = sig->ts_out_prim;
  sig->pc_sig = ps;
  sig->count[DXIL_SIG_PC] = ps->count[DXIL_SIG_PC];
}

void sema_graphics_entry(HlslCtx *c, Decl *f) {
  c->entry_sig = sema_entry_sig(c, f, c->opt ? c->opt->dx.target.stage : STAGE_VERTEX);
}

HlEntrySig *sema_entry_sig(HlslCtx *c, Decl *f, ShaderStage stage) {
  SigCtx x;
  memset(&x, 0, sizeof x);
  x.c = c;
  x.f = f;
  x.stage = stage;
  x.sm_major = c->opt ? c->opt->dx.target.sm_major : 6;
  x.sm_minor = c->opt ? c->opt->dx.target.sm_minor : 0;
  HlEntrySig *sig = arena_alloc(c->arena, sizeof *sig);
  if (!sig) return NULL;
  check_attrs(&x, sig);
  /* The return value first, then each parameter; an inout parameter's
   * output side before its input side. */
  if (x.stage == STAGE_GEOMETRY) {
    if (!sig->gs_instances) sig->gs_instances = 1;
    if (!sig->gs_max_vertex && !x.failed) {
      hl_error(c, SE_ATTR, f->loc, "geometry entry point must have a valid maxvertexcount attribute");
      x.failed = true;
    }
    if (f->type->kind != T_VOID && !x.failed) {
      hl_error(c, SE_ENTRY, f->loc, "return type of a geometry shader entry point must be void");
      x.failed = true;
    }
    if (!x.failed) geometry_params(&x, sig);
  }
  bool tess = x.stage == STAGE_HULL || x.stage == STAGE_DOMAIN;
  if (tess) {
    tess_attrs(&x, sig);
    if (!x.failed) tess_params(&x, f, false, sig);
  }
  if (x.stage != STAGE_GEOMETRY && !tess && f->type->kind != T_VOID && f->type->kind != T_ERROR)
    add_value(&x, -1, f->type, hl_decl_rare(f)->ret_semantic, 0, true, f->loc);
  for (uint32_t i = 0; x.stage != STAGE_GEOMETRY && !tess && i < f->nparams && !x.failed; i++) {
    Decl *p = f->params[i];
    if (p->type->kind == T_ERROR) {
      x.failed = true;
      break;
    }
    if (p->quals & Q_UNIFORM) {
      hl_error(c, SE_UNSUPPORTED, p->loc, "uniform entry parameters are not supported");
      x.failed = true;
      break;
    }
    if (p->quals & Q_OUT) add_value(&x, (int)i, p->type, p->semantic, p->quals, true, p->loc);
    if (!x.failed && (!(p->quals & Q_OUT) || (p->quals & Q_IN)))
      add_value(&x, (int)i, p->type, p->semantic, p->quals, false, p->loc);
  }
  if (x.wide_failed) {
    SrcLoc at = f->begin_loc.line ? f->begin_loc : f->loc;
    for (uint32_t i = 0; i < x.wide_in.len; i++) hl_error(c, SE_ENTRY, at, "%s", x.wide_in.data[i]);
    for (uint32_t i = 0; i < x.wide_out.len; i++) hl_error(c, SE_ENTRY, at, "%s", x.wide_out.data[i]);
    return NULL;
  }
  if (!x.failed && sig->nclip) clip_plane_outputs(&x, sig);
  if (!x.failed) check_overlaps(&x);
  if (x.failed) return NULL;
  /* Element IDs per signature, in processing order. */
  for (uint32_t i = 0; i < x.elems.len; i++) {
    HlSigElem *e = &x.elems.data[i];
    if (e->sig >= 0) e->id = sig->count[e->sig]++;
  }
  if (x.stage == STAGE_HULL && sig->pc_func) {
    tess_pc_func(&x, sig);
    if (x.failed) return NULL;
  }
  sig->elems = x.elems.data;
  sig->n = x.elems.len;
  return sig;
}

/* A mesh entry's parameters: system-value inputs (MSIn, read through
 * dx.op calls), `out vertices T v[N]` (MSOut, one row set per vertex: the
 * array is the vertex axis), `out primitives T p[N]` (MSPOut, the
 * primitive signature), `out indices uint3|uint2 i[N]` (EmitIndices) and
 * `in payload T p` (GetMeshPayload). DXC's limits: at most 256 vertices
 * and primitives, [outputtopology("line"|"triangle")] required. */
void sema_mesh_entry(HlslCtx *c, Decl *f) { c->entry_sig = sema_mesh_sig(c, f); }

HlEntrySig *sema_mesh_sig(HlslCtx *c, Decl *f) {
  SigCtx x;
  memset(&x, 0, sizeof x);
  x.c = c;
  x.f = f;
  x.stage = STAGE_MESH;
  x.sm_major = c->opt ? c->opt->dx.target.sm_major : 6;
  x.sm_minor = c->opt ? c->opt->dx.target.sm_minor : 5;
  HlEntrySig *sig = arena_alloc(c->arena, sizeof *sig);
  if (!sig) return NULL;
  sig->ms_indices_param = sig->ms_payload_param = -1;
  for (uint32_t i = 0; i < 4; i++) sig->stream_param[i] = -1;
  for (uint32_t i = 0; i < hl_decl_rare(f)->attrs.len; i++) {
    Attr *a = &hl_decl_rare(f)->attrs.data[i];
    if (strcasecmp(a->name, "outputtopology")) continue;
    const char *v = a->nargs == 1 && a->args[0]->kind == E_STRING ? a->args[0]->name : "";
    if (!strcmp(v, "line")) sig->ms_topology = 1;
    else if (!strcmp(v, "triangle")) sig->ms_topology = 2;
    else if (a->nargs == 1 && a->args[0]->kind == E_STRING)
      sig->ms_topology = HL_MS_TOPO_UNDEFINED; /* DXC: an undefined topology, not an error */
    else {
      hl_error(c, SE_ATTR, a->loc, "invalid outputtopology '%s': expected \"line\" or \"triangle\"", v);
      x.failed = true;
    }
  }
  if (!sig->ms_topology && !x.failed) {
    hl_error(c, SE_ATTR, f->loc, "mesh entry point must have a valid outputtopology attribute");
    x.failed = true;
  }
  if (f->type->kind != T_VOID && f->type->kind != T_ERROR && !x.failed) {
    hl_error(c, SE_ENTRY, f->loc, "return type of a mesh shader entry point must be void");
    x.failed = true;
  }
  /* DXC's checks of the mesh parameters, in its order and words
   * (CGHLSLMS.cpp): each kind once, a constant-length array of at most 256
   * elements, indices of uint2 (lines) or uint3 (triangles), the indices and
   * primitives arrays of one count */
  bool have_verts = false, have_prims = false;
  for (uint32_t i = 0; i < f->nparams && !x.failed; i++) {
    Decl *p = f->params[i];
    HType *t = p->type;
    if (t->kind == T_ERROR) {
      x.failed = true;
      break;
    }
    uint32_t mq = p->quals & (Q_MS_VERTICES | Q_MS_INDICES | Q_MS_PRIMITIVES | Q_MS_PAYLOAD);
    if (mq == Q_MS_PAYLOAD) {
      if (sig->ms_payload_param >= 0) {
        hl_error(c, SE_ENTRY, p->loc, "multiple in payload parameters not allowed");
        x.failed = true;
        break;
      }
      if ((p->quals & Q_OUT) || t->kind != T_STRUCT) {
        hl_error(c, SE_ENTRY, p->loc, "invalid mesh payload parameter '%s': expected one 'in payload' struct",
                 p->name);
        x.failed = true;
        break;
      }
      sig->ms_payload_param = (int32_t)i;
      continue;
    }
    if (mq) {
      const char *what = mq == Q_MS_VERTICES ? "vertices" : mq == Q_MS_INDICES ? "indices" : "primitives";
      bool dup = mq == Q_MS_VERTICES ? have_verts : mq == Q_MS_INDICES ? sig->ms_indices_param >= 0 : have_prims;
      if (dup) {
        hl_error(c, SE_ENTRY, p->loc, "multiple out %s parameters not allowed", what);
        x.failed = true;
        break;
      }
      if (!(p->quals & Q_OUT) || (p->quals & Q_IN)) {
        hl_error(c, SE_ENTRY, p->loc, "'%s' parameter '%s' must be an 'out' one-dimensional array",
                 what, p->name);
        x.failed = true;
        break;
      }
      if (t->kind != T_ARRAY || !t->count) {
        hl_error(c, SE_ENTRY, p->loc, "%s output is not an constant-length array", what);
        x.failed = true;
        break;
      }
      if (t->count > 256) {
        hl_error(c, SE_ENTRY, p->loc, "max %s count should not exceed 256",
                 mq == Q_MS_VERTICES ? "vertex" : "primitive");
        x.failed = true;
        break;
      }
      if (mq != Q_MS_VERTICES && sig->ms_max_prims && sig->ms_max_prims != t->count) {
        hl_error(c, SE_ENTRY, p->loc, "max primitive count mismatch");
        x.failed = true;
        break;
      }
      if (mq == Q_MS_INDICES) {
        HType *et = t->elem;
        const char *bad = NULL;
        if (et->kind != T_VECTOR || hl_sk_concrete(et->sk) != SK_UINT)
          bad = "the element of out_indices array must be uint2 for line output or uint3 for triangle output";
        else if (sig->ms_topology == 1 && et->n != 2)
          bad = "the element of out_indices array in a mesh shader whose output topology is line must be uint2";
        else if (sig->ms_topology == 2 && et->n != 3)
          bad = "the element of out_indices array in a mesh shader whose output topology is triangle must be uint3";
        else if (et->n != 2 && et->n != 3)
          bad = "the element of out_indices array must be uint2 for line output or uint3 for triangle output";
        if (bad) {
          hl_error(c, SE_ENTRY, p->loc, "%s", bad);
          x.failed = true;
          break;
        }
        sig->ms_indices_param = (int32_t)i;
        sig->ms_max_prims = t->count;
        continue;
      }
      if (t->elem->kind == T_ARRAY) {
        hl_error(c, SE_ENTRY, p->loc, "'%s' parameter '%s' must be an 'out' one-dimensional array",
                 what, p->name);
        x.failed = true;
        break;
      }
      if (mq == Q_MS_VERTICES) {
        have_verts = true;
        sig->ms_max_verts = t->count;
      } else {
        have_prims = true;
        sig->ms_max_prims = t->count;
      }
      add_value_at(&x, (int)i, t->elem, p->semantic, p->quals, true, p->loc,
                   mq == Q_MS_VERTICES ? DXIL_SP_MSOUT : DXIL_SP_MSPOUT, t->count, 0, false);
      continue;
    }
    if (p->quals & Q_OUT) {
      hl_error(c, SE_ENTRY, p->loc,
               "mesh shader outputs must be 'out vertices', 'out indices' or 'out primitives' arrays");
      x.failed = true;
      break;
    }
    add_value_at(&x, (int)i, t, p->semantic, p->quals, false, p->loc, DXIL_SP_MSIN, 0, 0, false);
  }
  if (!x.failed && !x.interp_failed) check_overlaps(&x);
  if (x.failed || x.interp_failed) return NULL;
  for (uint32_t i = 0; i < x.elems.len; i++) {
    HlSigElem *e = &x.elems.data[i];
    if (e->sig >= 0) e->id = sig->count[e->sig]++;
  }
  sig->elems = x.elems.data;
  sig->n = x.elems.len;
  return sig;
}

/* stream.Append(v): v converts to the stream's vertex type;
 * stream.RestartStrip(). */
Expr *sema_stream_method(HlslCtx *c, Expr *e) {
  HType *st = e->a->type;
  e->side_effects = true;
  e->type = c->t_void;
  if (!strcmp(e->name, "Append")) {
    if (e->nargs != 1) {
      hl_error(c, SE_CALL, hl_expr_loc(e), "'Append' takes one argument");
      e->type = c->t_error;
      return e;
    }
    e->args[0] = sema_convert(c, e->args[0], st->elem, false);
    e->intrin = IN_STREAM_APPEND;
    return e;
  }
  if (!strcmp(e->name, "RestartStrip")) {
    if (e->nargs != 0) {
      hl_error(c, SE_CALL, hl_expr_loc(e), "'RestartStrip' takes no arguments");
      e->type = c->t_error;
      return e;
    }
    e->intrin = IN_STREAM_RESTART;
    return e;
  }
  hl_error(c, SE_MEMBER, hl_expr_loc(e), "no member named '%s' in '%s'", e->name, hl_type_name(c, st));
  e->type = c->t_error;
  return e;
}
