/* llvm_container.c - the DXContainer as LLVM's DirectX backend builds it.
 *
 * LLVM's `llc -filetype=obj` runs two passes after the codegen pipeline:
 * the DXIL embedder puts the module's bitcode into @dx.dxil (section
 * "DXIL"), then DXContainerGlobals adds one private constant per part
 * (@dx.sfi0, @dx.hash, @dx.isg1, @dx.osg1, @dx.rts0, @dx.psv0, ...), and
 * the object writer emits every section global as a part, in module order,
 * with a zero digest. hlslc-opt/hlslc-llc do the same: the passes live in
 * src/passes/dxil_embed.c and dxil_globals.c and call
 * dxil_container_llvm_parts for the part payloads; hlslc-llc then calls
 * dxil_write_container_sections. hlslc itself writes DXC's form
 * (dxil_write_container, container.c), which these functions never touch.
 *
 * Part contents reuse the DXC-exact writers (SFI0, signatures, PSV0), with
 * the facts taken from the dx.* metadata when dxil-translate-metadata has
 * run (the llc pipeline), else from the IR the way LLVM's analyses see it
 * (`opt -dxil-embed -dxil-globals` on a module that still has "hlsl.shader"
 * attributes and handlefrombinding calls). LLVM's own choices:
 *  - parts: SFI0, HASH, [ILDN], ISG1, OSG1, [PSG1], [RTS0], PSV0 (also for
 *    libraries), [VERS]; HASH always, flags IncludesSource when the module
 *    has debug info (DXContainerGlobals::computeShaderHash); ILDN and VERS
 *    only with debug info;
 *  - the PSV version follows dx.valver like DXC (v0 without it), as LLVM
 *    does since the PSVVersionFromValidatorVersion fix;
 *  - the DXIL program header comes from the triple; the digest is zero.
 *
 * Diagnostics 73xx: 7301 no usable target triple, 7302 a section global
 * whose initializer is not plain data, 7303 no @dx.dxil global. */
#include "container_internal.h"

#include "../dxil/dxil_resources.h"
#include "../dxil/shader_flags.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- facts from the IR (no dx.entryPoints yet, or a library) ------------- */

/* Value of string attribute `key` ("\"hlsl.shader\"") without its quotes;
 * NULL when absent or without a value. */
static const char *fn_attr(const IrFunc *f, const char *key, size_t *len) {
  const IrAttr *a = f && f->fn_attrs ? ir_attrs_find(f->fn_attrs, key) : NULL;
  return a && a->value ? ir_attr_unquoted(a, len) : NULL;
}

/* The entry function: dx.entryPoints' first operand, else the first
 * function with an "hlsl.shader" attribute. */
static IrFunc *find_entry(IrModule *m) {
  IrNamedMD *eps = ir_named_md(m, "dx.entryPoints");
  if (eps && eps->nops && eps->ops[0] && eps->ops[0]->kind == IR_MD_NODE && eps->ops[0]->nops) {
    IrMD *f = eps->ops[0]->ops[0];
    if (f && f->kind == IR_MD_VALUE && f->value && f->value->kind == IR_V_FUNC)
      return (IrFunc *)f->value;
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    size_t n;
    if (f->nblocks && fn_attr(f, "\"hlsl.shader\"", &n)) return f;
  }
  return NULL;
}

/* Resources in PSV order (CBV, Sampler, SRV, UAV) from the resource
 * analysis of handlefrombinding calls. */
static bool resources_from_ir(IrModule *m, Arena *a, const Target *t, CtInfo *ci, Diag *d) {
  DxilResourceMap map;
  memset(&map, 0, sizeof map);
  if (!dxil_resource_analyze(m, d, false, &map)) return false;
  ci->res = map.n ? arena_alloc(a, sizeof(CtResource) * map.n) : NULL;
  if (map.n && !ci->res) return false;
  static const ResClass order[4] = {RC_CBV, RC_SAMPLER, RC_SRV, RC_UAV};
  for (int k = 0; k < 4; k++) {
    for (uint32_t i = 0; i < map.n; i++) {
      const DxilResource *r = map.res[i];
      if (r->ti.cls != order[k] || r->from_heap) continue;
      CtResource *o = &ci->res[ci->nres++];
      memset(o, 0, sizeof *o);
      o->cls = r->ti.cls == RC_SRV ? RC_SRV : r->ti.cls == RC_UAV ? RC_UAV
               : r->ti.cls == RC_CBV ? RC_CBV : RC_SAMPLER;
      o->kind = r->ti.cls == RC_CBV ? 13 : r->ti.cls == RC_SAMPLER ? 14 : (uint32_t)r->ti.kind;
      o->space = r->space;
      o->lower = r->lower;
      o->size = r->size;
      o->counter = r->has_counter;
      o->atomic64 = r->uses_atomic64;
    }
  }
  return true;
}

/* Callee name of a call instruction, or NULL. */
static const char *callee_name(const IrInst *i) {
  if (i->op != IR_CALL || !i->nops || !i->ops[0] || i->ops[0]->kind != IR_V_FUNC) return NULL;
  return i->ops[0]->name;
}

/* The UAV (index into ci->res) a lowered handle value comes from: through
 * dx.op.annotateHandle to dx.op.createHandleFromBinding (ResBind {lower,
 * upper, space, class}) or dx.op.createHandle (class, range ID); -1 when
 * unknown. */
static int32_t handle_uav(const CtInfo *ci, IrValue *h) {
  for (int depth = 0; depth < 8 && h && h->kind == IR_V_INST; depth++) {
    IrInst *c = (IrInst *)h;
    const char *n = callee_name(c);
    if (!n) return -1;
    if (!strcmp(n, "dx.op.annotateHandle") && c->nops > 2) {
      h = c->ops[2];
      continue;
    }
    uint64_t cls = 0, a = 0, space = 0;
    if (!strcmp(n, "dx.op.createHandleFromBinding") && c->nops > 2 &&
        c->ops[2]->kind == IR_V_CONST_AGG && ((IrConst *)c->ops[2])->nelems == 4) {
      IrConst *rb = (IrConst *)c->ops[2];
      if (!ir_const_is_int(rb->elems[0], &a) || !ir_const_is_int(rb->elems[2], &space) ||
          !ir_const_is_int(rb->elems[3], &cls) || cls != 1)
        return -1;
      for (uint32_t i = 0; i < ci->nres; i++)
        if (ci->res[i].cls == RC_UAV && ci->res[i].space == space && ci->res[i].lower == a)
          return (int32_t)i;
      return -1;
    }
    if (!strcmp(n, "dx.op.createHandle") && c->nops > 3 && ir_const_is_int(c->ops[2], &cls) &&
        cls == 1 && ir_const_is_int(c->ops[3], &a)) {
      uint64_t k = 0;
      for (uint32_t i = 0; i < ci->nres; i++)
        if (ci->res[i].cls == RC_UAV && k++ == a) return (int32_t)i;
      return -1;
    }
    return -1;
  }
  return -1;
}

/* LLVM derives the PSV UsedByAtomic64 flag from the resource analysis, not
 * from metadata: after op lowering that is a 64-bit dx.op atomic on the
 * UAV's handle (what the validator checks too). */
static void mark_atomic64(IrModule *m, CtInfo *ci) {
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        const char *n = callee_name(i);
        if (!n || (strcmp(n, "dx.op.atomicBinOp.i64") && strcmp(n, "dx.op.atomicCompareExchange.i64")))
          continue;
        int32_t r = i->nops > 2 ? handle_uav(ci, i->ops[2]) : -1;
        if (r >= 0) ci->res[r].atomic64 = true;
      }
  }
}

/* A library's dx.entryPoints record as dxil-translate-metadata writes it:
 * !{null, !"", null, resources, !{i32 0, i64 flags}}; NULL when the
 * module has none (opt -dxil-embed -dxil-globals on un-translated IR). */
static IrMD *library_entry(IrModule *m) {
  IrNamedMD *eps = ir_named_md(m, "dx.entryPoints");
  for (uint32_t i = 0; eps && i < eps->nops; i++) {
    IrMD *e = eps->ops[i];
    if (e && e->kind == IR_MD_NODE && e->nops >= 5 && !e->ops[0]) return e;
  }
  return NULL;
}

/* The combined flags recorded in a library entry record (tag 0; 0 when
 * absent). LLVM's DXContainerGlobals takes SFI0 from the shader-flags
 * analysis, which runs before op lowering and stays valid after it: dead
 * code that later passes drop (an unused extractvalue of a double load)
 * still counted then, so the recorded value is the one to use. false when
 * the property list is malformed. */
static bool library_entry_flags(const IrMD *e, uint64_t *out) {
  const IrMD *props = e->ops[4];
  *out = 0;
  if (!props) return true;
  if (props->kind != IR_MD_NODE) return false;
  for (uint32_t k = 0; k + 1 < props->nops; k += 2) {
    const IrMD *tag = props->ops[k], *val = props->ops[k + 1];
    if (!tag || tag->kind != IR_MD_VALUE || !tag->value || tag->value->kind != IR_V_CONST_INT ||
        ((IrConst *)tag->value)->ival != 0)
      continue;
    if (!val || val->kind != IR_MD_VALUE || !val->value) return false;
    if (val->value->kind == IR_V_CONST_INT) *out = ((IrConst *)val->value)->ival;
    else if (val->value->kind != IR_V_CONST_ZERO) return false;
    return true;
  }
  return true;
}

/* CtInfo as LLVM's analyses would see the module: the dx.* metadata when
 * dxil-translate-metadata has run (non-library), else the triple, the
 * entry's attributes, dx.valver, the shader-flags and resource analyses.
 * Signatures come only from metadata. */
static bool info_llvm(IrModule *m, Arena *a, const Target *t, IrFunc *entry, CtInfo *ci,
                      Diag *d) {
  if (t->stage != STAGE_LIBRARY && ir_named_md(m, "dx.entryPoints") &&
      ir_named_md(m, "dx.shaderModel")) {
    if (!ct_read_info(m, a, ci, d)) return false;
    mark_atomic64(m, ci);
    return true;
  }
  memset(ci, 0, sizeof *ci);
  ci->stage = t->stage <= STAGE_LIBRARY || t->stage == STAGE_MESH ||
                      t->stage == STAGE_AMPLIFICATION
                  ? (uint32_t)t->stage
                  : STAGE_LIBRARY;
  ci->sm_major = t->sm_major;
  ci->sm_minor = t->sm_minor;
  uint32_t vmaj = 0, vmin = 0;
  if (dxil_module_valver(m, &vmaj, &vmin)) {
    ci->valver_major = vmaj;
    ci->valver_minor = vmin;
  }
  Target ft = *t;
  ft.valver_major = vmaj;
  ft.valver_minor = vmin;
  /* A translated library: flags and resources from its entry record (the
   * handlefrombinding calls the resource analysis reads are lowered by
   * now; LLVM's resource map, like its flags, outlives op lowering). */
  IrMD *lib = ci->stage == STAGE_LIBRARY ? library_entry(m) : NULL;
  if (lib) {
    if (!library_entry_flags(lib, &ci->flags)) {
      diag_error(d, CONT_LIBRARY_ENTRY, srcloc_none(), "malformed library entry properties in dx.entryPoints");
      return false;
    }
  } else {
    ci->flags = dxil_shader_flags(m, &ft);
  }
  if (ci->stage != STAGE_LIBRARY && entry) {
    ci->entry_name = entry->v.name ? entry->v.name : "";
    ci->entry_name_len = (uint32_t)strlen(ci->entry_name);
    size_t n;
    const char *nt = fn_attr(entry, "\"hlsl.numthreads\"", &n);
    if (nt) ir_attr_uint_list(nt, n, ci->numthreads, 3);
    const char *ws = fn_attr(entry, "\"hlsl.wavesize\"", &n);
    uint32_t w[3] = {0, 0, 0};
    if (ws && ir_attr_uint_list(ws, n, w, 3)) {
      ci->wave_min = w[0];
      ci->wave_max = w[1];
    }
  }
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    if (g->addrspace == 3 && g->value_type) ci->tgsm_bytes += (uint32_t)ir_type_size_in(m, g->value_type);
  }
  if (lib) {
    if (!ct_read_entry_resources(m, a, lib, ci, d)) return false;
    mark_atomic64(m, ci);
    return true;
  }
  return resources_from_ir(m, a, t, ci, d);
}

/* ---- small parts -------------------------------------------------------- */

static bool has_debug_info(IrModule *m) {
  IrNamedMD *cu = ir_named_md(m, "llvm.dbg.cu");
  return cu && cu->nops > 0;
}

/* ILDN: u16 flags (0), u16 name length, name, NUL, zero padding to 4. */
static void write_ildn(const uint8_t md5[16], StrBuf *out) {
  char name[40];
  for (int i = 0; i < 16; i++) snprintf(name + 2 * i, 3, "%02x", md5[i]);
  memcpy(name + 32, ".pdb", 5);
  ct_put_u16(out, 0);
  ct_put_u16(out, 36);
  sb_putn(out, name, 37);
  while (out->len & 3) ct_put_u8(out, 0);
}

/* VERS (dxil-format.md §1.3): u16 major, u16 minor, u32 flags, u32 commit
 * count, u32 size of the strings that follow; then the commit SHA and a
 * custom version string, each NUL-terminated, zero-padded to 4. hlslc has
 * no commit identity to report, so the SHA is empty. */
static void write_vers(StrBuf *out) {
  static const char custom[] = HLSLC_VERSION_STRING;
  uint32_t strings = 1 + (uint32_t)sizeof custom;
  ct_put_u16(out, 0);
  ct_put_u16(out, 1);
  ct_put_u32(out, 0);
  ct_put_u32(out, 0);
  ct_put_u32(out, strings);
  ct_put_u8(out, 0);
  sb_putn(out, custom, sizeof custom);
  while (out->len & 3) ct_put_u8(out, 0);
}

/* ---- the parts ---------------------------------------------------------- */

static DxilPartData *add_part(DxilPartData *parts, uint32_t cap, uint32_t *n, const char *fourcc,
                          const char *global, Arena *a) {
  if (*n >= cap) return NULL;
  DxilPartData *p = &parts[(*n)++];
  memset(p, 0, sizeof *p);
  p->data = sb_new(a);
  memcpy(p->fourcc, fourcc, 4);
  p->global = global;
  return p;
}

void dxil_parts_free(DxilPartData *parts, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) sb_free(&parts[i].data);
}

bool dxil_container_llvm_parts(IrModule *m, const uint8_t *bitcode, size_t bclen,
                               DxilPartData *parts, uint32_t cap, uint32_t *n, Diag *d) {
  *n = 0;
  Target t;
  memset(&t, 0, sizeof t);
  if (!m->triple || !target_from_triple(&t, m->triple)) {
    diag_error(d, LLC_NO_TRIPLE, srcloc_none(), "module has no DirectX target triple (dxil-*-shadermodel*)");
    return false;
  }
  Arena a;
  arena_init_child(&a, m->arena); /* the compile's allocator */
  IrFunc *entry = t.stage == STAGE_LIBRARY ? NULL : find_entry(m);
  CtInfo ci;
  bool ok = info_llvm(m, &a, &t, entry, &ci, d);
  bool debug = has_debug_info(m);
  uint8_t md5[16];
  hl_md5(bitcode, bclen, md5);
  DxilPartData *p;
  if (ok && (p = add_part(parts, cap, n, "SFI0", "dx.sfi0", m->arena))) ct_write_sfi0(&ci, &p->data);
  if (ok && (p = add_part(parts, cap, n, "HASH", "dx.hash", m->arena))) {
    ct_put_u32(&p->data, debug ? 1 : 0); /* IncludesSource */
    sb_putn(&p->data, md5, 16);
  }
  if (ok && debug && (p = add_part(parts, cap, n, "ILDN", "dx.ildn", m->arena))) write_ildn(md5, &p->data);
  if (ok && (p = add_part(parts, cap, n, "ISG1", "dx.isg1", m->arena)))
    ok = ct_write_signature(&ci, DXIL_SIG_IN, &p->data, &a);
  if (ok && (p = add_part(parts, cap, n, "OSG1", "dx.osg1", m->arena)))
    ok = ct_write_signature(&ci, DXIL_SIG_OUT, &p->data, &a);
  if (ok && ci.sigs[DXIL_SIG_PC].n && (p = add_part(parts, cap, n, "PSG1", "dx.psg1", m->arena)))
    ok = ct_write_signature(&ci, DXIL_SIG_PC, &p->data, &a);
  if (ok) {
    /* Every !dx.rootsignatures entry is checked; only the entry's one is
     * serialized, and libraries have none in their container. */
    StrBuf rs = sb_new(m->arena);
    bool found = false;
    ok = dxil_root_signature(m, t.stage == STAGE_LIBRARY ? NULL : entry, &rs, &found, d);
    if (ok && found && (p = add_part(parts, cap, n, "RTS0", "dx.rts0", m->arena))) {
      p->data = rs;
      memset(&rs, 0, sizeof rs);
    }
    sb_free(&rs);
  }
  if (ok && (p = add_part(parts, cap, n, "PSV0", "dx.psv0", m->arena))) ok = ct_write_psv0(&ci, &p->data, d);
  if (ok && debug && (p = add_part(parts, cap, n, "VERS", "dx.vers", m->arena))) write_vers(&p->data);
  for (uint32_t i = 0; ok && i < *n; i++)
    if (parts[i].data.oom) ok = false;
  if (ok && *n == cap) {
    diag_error(d, INT_ERROR, srcloc_none(), "internal error: too many container parts");
    ok = false;
  }
  if (!ok) {
    dxil_parts_free(parts, *n);
    *n = 0;
  }
  arena_free(&a);
  return ok;
}

/* ---- the object writer -------------------------------------------------- */

/* Appends the bytes of a section global's initializer: byte arrays,
 * integers (little-endian) and zero initializers. */
static bool global_bytes(IrGlobal *g, StrBuf *out) {
  IrValue *v = g->init;
  if (!v) return false;
  if (v->kind == IR_V_CONST_DATA) {
    IrConst *c = (IrConst *)v;
    if (!v->type || v->type->kind != IR_TY_ARRAY || !ir_type_is_int(v->type->elem, 8)) return false;
    if (c->nbytes) sb_putn(out, c->bytes, c->nbytes);
    return true;
  }
  if (v->kind == IR_V_CONST_INT && v->type && v->type->kind == IR_TY_INT &&
      v->type->bits % 8 == 0 && v->type->bits <= 64) {
    uint64_t x = ((IrConst *)v)->ival;
    for (uint32_t i = 0; i < v->type->bits / 8; i++) ct_put_u8(out, (uint8_t)(x >> (8 * i)));
    return true;
  }
  if (v->kind == IR_V_CONST_ZERO && v->type) {
    uint64_t size = ir_type_size(v->type);
    if (size > 0x7FFF0000u) return false;
    for (uint64_t i = 0; i < size; i++) ct_put_u8(out, 0);
    return true;
  }
  if (v->kind == IR_V_CONST_AGG && v->type && v->type->kind == IR_TY_ARRAY &&
      ir_type_is_int(v->type->elem, 8)) {
    IrConst *c = (IrConst *)v;
    for (uint32_t i = 0; i < c->nelems; i++) {
      uint64_t x = 0;
      if (!ir_const_is_int(c->elems[i], &x)) return false;
      ct_put_u8(out, (uint8_t)x);
    }
    return true;
  }
  return false;
}

bool dxil_write_container_sections(IrModule *m, bool embed_debug, StrBuf *out, Diag *d) {
  Target t;
  memset(&t, 0, sizeof t);
  if (!m->triple || !target_from_triple(&t, m->triple)) {
    diag_error(d, LLC_NO_TRIPLE, srcloc_none(), "module has no DirectX target triple (dxil-*-shadermodel*)");
    return false;
  }
  uint32_t np = 0;
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    if (g->section && strlen(g->section) == 4) np++;
  }
  DxilPartData *parts = np ? arena_alloc(m->arena, sizeof *parts * np) : NULL;
  if (np && !parts) return false;
  for (uint32_t i = 0; i < np; i++) parts[i].data = sb_new(m->arena);
  uint32_t n = 0;
  bool ok = true, have_dxil = false;
  for (uint32_t i = 0; ok && i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    if (!g->section || strlen(g->section) != 4) continue;
    /* Like LLVM's DXContainerObjectWriter: SRCI goes only to PDBs, ILDB
     * only when debug info is embedded, empty sections are dropped. */
    if (!strcmp(g->section, "SRCI") || (!embed_debug && !strcmp(g->section, "ILDB"))) continue;
    DxilPartData *p = &parts[n];
    memcpy(p->fourcc, g->section, 4);
    p->global = g->v.name;
    StrBuf raw = sb_new(m->arena);
    if (!global_bytes(g, &raw)) {
      diag_error(d, LLC_SECTION_DATA, srcloc_none(), "section global @%s does not hold plain data",
                 g->v.name ? g->v.name : "");
      sb_free(&raw);
      ok = false;
      break;
    }
    if (raw.len == 0) {
      sb_free(&raw);
      continue;
    }
    n++;
    bool program = !strcmp(g->section, "DXIL") || !strcmp(g->section, "ILDB");
    if (program) {
      /* Program header (dxil-format.md §1.4) from the triple. */
      have_dxil = have_dxil || !strcmp(g->section, "DXIL");
      uint32_t kind = t.stage <= STAGE_INVALID ? (uint32_t)t.stage : STAGE_INVALID;
      ct_put_u32(&p->data, (kind << 16) | ((t.sm_major & 0xF) << 4) | (t.sm_minor & 0xF));
      ct_put_u32(&p->data, (uint32_t)((24 + raw.len + 3) / 4));
      sb_putn(&p->data, "DXIL", 4);
      ct_put_u32(&p->data, (t.dxil_major << 8) | (t.dxil_minor & 0xFF));
      ct_put_u32(&p->data, 16);
      ct_put_u32(&p->data, (uint32_t)raw.len);
    }
    sb_putn(&p->data, raw.data, raw.len);
    while (p->data.len & 3) ct_put_u8(&p->data, 0);
    sb_free(&raw);
    if (p->data.oom) ok = false;
  }
  if (ok && !have_dxil) {
    diag_error(d, LLC_NO_DXIL, srcloc_none(), "module has no @dx.dxil global (run dxil-embed first)");
    ok = false;
  }
  if (ok) ok = ct_write_parts(out, parts, n, d); /* LLVM leaves the digest zero */
  dxil_parts_free(parts, np);
  return ok;
}
