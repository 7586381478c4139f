/* listing.c - the comment header of the DXIL text listing, as DXC prints it
 * (see listing.h). The column layouts, names and spacing follow
 * dxcdisassembler.cpp (PrintFeatureInfo, PrintSignature,
 * PrintDxilSignature, PrintViewIdState) and
 * DxilPipelineStateValidation.cpp (PrintPSVRuntimeInfo) exactly, since
 * DXC's tests check these lines. */
#include "listing.h"
#include "dxil/dxil_names.h"

#include <stdio.h>
#include <string.h>

/* ---- small helpers ------------------------------------------------------- */

/* s, then spaces up to width (never truncated): LLVM's left_justify. */
static void put_left(StrBuf *o, const char *s, int width) {
  int n = (int)strlen(s);
  sb_puts(o, s);
  for (; n < width; n++) sb_putc(o, ' ');
}

/* spaces up to width, then s: LLVM's right_justify. */
static void put_right(StrBuf *o, const char *s, int width) {
  for (int n = (int)strlen(s); n < width; n++) sb_putc(o, ' ');
  sb_puts(o, s);
}

/* "xyzw" with blanks for the missing components. */
static void mask4(char out[5], unsigned m) {
  out[0] = (m & 1) ? 'x' : ' ';
  out[1] = (m & 2) ? 'y' : ' ';
  out[2] = (m & 4) ? 'z' : ' ';
  out[3] = (m & 8) ? 'w' : ' ';
  out[4] = 0;
}

static bool md_int(const IrMD *md, uint64_t *v) {
  return md && md->kind == IR_MD_VALUE && md->value && ir_const_is_int(md->value, v);
}

static IrMD *md_op(const IrMD *md, uint32_t i) {
  return md && md->kind == IR_MD_NODE && i < md->nops ? md->ops[i] : NULL;
}

/* ---- feature note (SFI0) -------------------------------------------------- */

static const char *const feature_names[] = {
    "Double-precision floating point", "Raw and Structured buffers", "UAVs at every shader stage",
    "64 UAV slots", "Minimum-precision data types", "Double-precision extensions for 11.1",
    "Shader extensions for 11.1", "Comparison filtering for feature level 9", "Tiled resources",
    "PS Output Stencil Ref", "PS Inner Coverage", "Typed UAV Load Additional Formats",
    "Raster Ordered UAVs",
    "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any shader feeding rasterizer",
    "Wave level operations", "64-Bit integer", "View Instancing", "Barycentrics",
    "Use native low precision", "Shading Rate", "Raytracing tier 1.1 features", "Sampler feedback",
    "64-bit Atomics on Typed Resources", "64-bit Atomics on Group Shared",
    "Derivatives in mesh and amplification shaders", "Resource descriptor heap indexing",
    "Sampler descriptor heap indexing", "Wave Matrix", "64-bit Atomics on Heap Resources",
    "Advanced Texture Ops", "Writeable MSAA Textures", "SampleCmp with gradient or bias",
    "Extended command info"};

/* Library-only bits above the features (DXIL::OptFeatureInfoShift). */
static const char *const opt_feature_names[] = {"Function uses derivatives",
                                                "Function requires visible group"};

void listing_features_only(StrBuf *o, uint64_t flags) {
  const uint32_t n = (uint32_t)(sizeof feature_names / sizeof feature_names[0]);
  if (!flags) return;
  sb_puts(o, ";\n; Note: shader requires additional functionality:\n");
  for (uint32_t i = 0; i < n; i++)
    if ((flags >> i) & 1) sb_printf(o, ";       %s\n", feature_names[i]);
  sb_puts(o, ";\n");
  uint64_t opt = flags >> 40;
  if (!opt) return;
  sb_puts(o, "; Note: shader has optional feature flags set:\n");
  for (uint32_t i = 0; i < 2; i++)
    if ((opt >> i) & 1) sb_printf(o, ";       %s\n", opt_feature_names[i]);
  sb_puts(o, ";\n");
}

/* ---- container signatures (ISG1/OSG1/PSG1) -------------------------------- */

static const char *sysvalue_name(uint32_t sv) {
  switch (sv) {
  case 2: return "CLIPDST";
  case 3: return "CULLDST";
  case 1: return "POS";
  case 4: return "RTINDEX";
  case 5: return "VPINDEX";
  case 6: return "VERTID";
  case 7: return "PRIMID";
  case 8: return "INSTID";
  case 9: return "FFACE";
  case 10: return "SAMPLE";
  case 64: return "TARGET";
  case 65: return "DEPTH";
  case 67: return "DEPTHGE";
  case 68: return "DEPTHLE";
  case 66: return "COVERAGE";
  case 70: return "INNERCOV";
  case 69: return "STENCILREF";
  case 11: return "QUADEDGE";
  case 12: return "QUADINT";
  case 13: return "TRIEDGE";
  case 14: return "TRIINT";
  case 15: return "LINEDET";
  case 16: return "LINEDEN";
  case 23: return "BARYCEN";
  case 24: return "SHDINGRATE";
  case 25: return "CULLPRIM";
  default: return "NONE";
  }
}

static const char *sig_format_name(uint32_t ct) {
  static const char *const names[] = {"unknown", "uint", "int", "float", "uint16",
                                      "int16", "fp16", "uint64", "int64", "double"};
  return ct < sizeof names / sizeof names[0] ? names[ct] : "unknown";
}

static bool ieq(const char *a, const char *b) {
  for (; *a && *b; a++, b++) {
    char x = *a >= 'A' && *a <= 'Z' ? (char)(*a + 32) : *a;
    char y = *b >= 'A' && *b <= 'Z' ? (char)(*b + 32) : *b;
    if (x != y) return false;
  }
  return *a == *b;
}

/* DXC's PrintSignature. */
static void print_signature(StrBuf *o, const char *title, const DxilSignature *s, bool input) {
  if (!s->present) return;
  sb_printf(o, ";\n; %s signature:\n;\n", title);
  sb_puts(o, "; Name                 Index   Mask Register SysValue  Format   Used\n");
  sb_puts(o, "; -------------------- ----- ------ -------- -------- ------- ------\n");
  if (!s->n) {
    sb_puts(o, "; no parameters\n");
    return;
  }
  bool streams = false;
  for (uint32_t i = 0; i < s->n; i++) streams |= s->elems[i].stream != 0;
  for (uint32_t i = 0; i < s->n; i++) {
    const DxilSigElem *e = &s->elems[i];
    const char *name = e->name ? e->name : "";
    char m[5];
    sb_puts(o, "; ");
    if (streams) {
      sb_printf(o, "m%u:", e->stream);
      put_left(o, name, 17);
    } else {
      put_left(o, name, 20);
    }
    sb_printf(o, " %5u", e->semantic_index);
    if (e->reg == UINT32_MAX) {
      sb_puts(o, "    N/A");
      if (ieq(name, "SV_Depth")) sb_puts(o, "   oDepth");
      else if (ieq(name, "SV_DepthGreaterEqual")) sb_puts(o, " oDepthGE");
      else if (ieq(name, "SV_DepthLessEqual")) sb_puts(o, " oDepthLE");
      else if (ieq(name, "SV_Coverage")) sb_puts(o, "    oMask");
      else if (ieq(name, "SV_StencilRef")) sb_puts(o, "    oStencilRef");
      else if (e->system_value == 7) sb_puts(o, "   primID");
      else sb_puts(o, "  special");
    } else {
      mask4(m, e->mask);
      sb_printf(o, "   %s %8u", m, e->reg);
    }
    put_right(o, sysvalue_name(e->system_value), 9);
    put_right(o, sig_format_name(e->comp_type), 8);
    /* inputs: always-read components; outputs: the complement of never-written */
    unsigned rw = input ? e->rw_mask : (uint8_t)~e->rw_mask;
    if (e->reg == UINT32_MAX) {
      sb_puts(o, rw ? "    YES" : "     NO");
    } else {
      mask4(m, rw);
      sb_printf(o, "   %s", m);
    }
    sb_putc(o, '\n');
  }
  sb_puts(o, ";\n");
}

/* ---- PSV0 runtime information --------------------------------------------- */

static uint32_t ri_u32(const DxilPsv *p, uint32_t off) {
  return off + 4 <= sizeof p->ri ? (uint32_t)p->ri[off] | (uint32_t)p->ri[off + 1] << 8 |
                                       (uint32_t)p->ri[off + 2] << 16 | (uint32_t)p->ri[off + 3] << 24
                                 : 0;
}

static const char *input_primitive_name(uint32_t v) {
  static const char *const names[] = {"invalid", "point", "line", "triangle", "invalid", "invalid",
                                      "lineadj", "triangleadj"};
  if (v < sizeof names / sizeof names[0]) return names[v];
  if (v >= 8 && v <= 39) return NULL; /* patchN, printed by the caller */
  return "invalid";
}

/* DXC's PrintPSVRuntimeInfo (hlsl::PrintPSVRuntimeInfo) for one shader. */
static void print_psv(StrBuf *o, const DxilPsv *p, uint32_t program_kind) {
  sb_puts(o, ";\n; Pipeline Runtime Information: \n;\n");
  uint32_t kind = program_kind;
  bool v1 = p->version >= 1, v2 = p->version >= 2, v3 = p->version >= 3, v4 = p->version >= 4;
  if (v1 && p->stage != kind) kind = p->stage;
  sb_puts(o, ";PSVRuntimeInfo:\n");
  switch (kind) {
  case 3: { /* hull */
    static const char *const dom[] = {"invalid", "isoline", "tri", "quad"};
    static const char *const prim[] = {"invalid", "point", "line", "triangle_cw", "triangle_ccw"};
    uint32_t d = ri_u32(p, 8), pr = ri_u32(p, 12);
    sb_printf(o, "; Hull Shader\n; InputControlPointCount=%u\n; OutputControlPointCount=%u\n",
              ri_u32(p, 0), ri_u32(p, 4));
    sb_printf(o, "; Domain=%s\n; OutputPrimitive=%s\n", d < 4 ? dom[d] : "invalid",
              pr < 5 ? prim[pr] : "invalid");
    break;
  }
  case 4: /* domain */
    sb_printf(o, "; Domain Shader\n; InputControlPointCount=%u\n; OutputPositionPresent=%u\n",
              ri_u32(p, 0), p->ri[4] ? 1u : 0u);
    break;
  case 2: { /* geometry */
    uint32_t ip = ri_u32(p, 0), top = ri_u32(p, 4);
    const char *ipn = input_primitive_name(ip);
    sb_puts(o, "; Geometry Shader\n; InputPrimitive=");
    if (ipn) sb_printf(o, "%s\n", ipn);
    else sb_printf(o, "patch%u\n", ip - 7);
    sb_printf(o, "; OutputTopology=%s\n",
              top == 1 ? "point" : top == 3 ? "line" : top == 5 ? "triangle" : "invalid");
    sb_printf(o, "; OutputStreamMask=%u\n; OutputPositionPresent=%u\n", ri_u32(p, 8),
              p->ri[12] ? 1u : 0u);
    break;
  }
  case 1: /* vertex */
    sb_printf(o, "; Vertex Shader\n; OutputPositionPresent=%u\n", p->ri[0] ? 1u : 0u);
    break;
  case 0: /* pixel */
    sb_printf(o, "; Pixel Shader\n; DepthOutput=%u\n; SampleFrequency=%u\n", p->ri[0] ? 1u : 0u,
              p->ri[1] ? 1u : 0u);
    break;
  case 5: case 14: case 13: /* compute, amplification, mesh */
    sb_puts(o, kind == 5 ? "; Compute Shader\n" : kind == 14 ? "; Amplification Shader\n"
                                                             : "; Mesh Shader\n");
    if (kind == 13 && v1) {
      uint8_t t = p->ri[27];
      sb_printf(o, "; MeshOutputTopology=%s\n",
                t == 0 ? "undefined" : t == 1 ? "line" : t == 2 ? "triangle" : "invalid");
    }
    if (v2)
      sb_printf(o, "; NumThreads=(%u,%u,%u)\n", p->numthreads[0], p->numthreads[1],
                p->numthreads[2]);
    if (v4) sb_printf(o, "; NumBytesGroupSharedMemory: %u\n", p->groupshared_bytes);
    break;
  default: break; /* library, invalid: nothing */
  }
  if (p->min_wave == p->max_wave) {
    sb_printf(o, "; WaveSize=%u\n", p->min_wave);
  } else {
    sb_printf(o, "; MinimumExpectedWaveLaneCount: %u\n", p->min_wave);
    sb_printf(o, "; MaximumExpectedWaveLaneCount: %u\n", p->max_wave);
  }
  if (v1) {
    sb_printf(o, "; UsesViewID: %s\n", p->uses_viewid ? "true" : "false");
    sb_printf(o, "; SigInputElements: %u\n", p->sig_in_elems);
    sb_printf(o, "; SigOutputElements: %u\n", p->sig_out_elems);
    sb_printf(o, "; SigPatchConstOrPrimElements: %u\n", p->sig_pc_elems);
    sb_printf(o, "; SigInputVectors: %u\n", p->sig_in_vectors);
    for (uint32_t i = 0; i < 4; i++)
      sb_printf(o, "; SigOutputVectors[%u]: %u\n", i, p->sig_out_vectors[i]);
  }
  if (v3) sb_printf(o, "; EntryFunctionName: %s\n", p->entry_name ? p->entry_name : "");
  sb_puts(o, ";\n");
}

/* ---- module signatures (PrintDxilSignature) ------------------------------- */

static const char *interp_name(uint64_t k) {
  const char *n = k < DXIL_INTERP_INVALID ? dxil_interp_name((uint32_t)k) : NULL;
  return n ? n : "invalid";
}

/* One signature list of dx.entryPoints: !{!{id, name, comptype, kind,
 * !{indices}, interp, rows, cols, row, col, !{tag, value, ...}}, ...}. */
static void print_dxil_signature(StrBuf *o, const char *title, const IrMD *list) {
  if (!list || list->kind != IR_MD_NODE || !list->nops) return;
  sb_printf(o, ";\n; %s signature:\n;\n", title);
  sb_puts(o, "; Name                 Index             InterpMode DynIdx\n");
  sb_puts(o, "; -------------------- ----- ---------------------- ------\n");
  for (uint32_t i = 0; i < list->nops; i++) {
    IrMD *el = list->ops[i];
    IrMD *name = md_op(el, 1);
    char nbuf[256] = "";
    if (name && name->kind == IR_MD_STRING) {
      uint32_t n = name->len < sizeof nbuf - 1 ? name->len : (uint32_t)sizeof nbuf - 1;
      memcpy(nbuf, name->str, n);
      nbuf[n] = 0;
    }
    uint64_t index = 0, interp = 0, dyn = 0;
    md_int(md_op(md_op(el, 4), 0), &index);
    md_int(md_op(el, 5), &interp);
    IrMD *props = md_op(el, 10);
    for (uint32_t k = 0; props && props->kind == IR_MD_NODE && k + 1 < props->nops; k += 2) {
      uint64_t tag, v;
      if (md_int(props->ops[k], &tag) && tag == 2 && md_int(props->ops[k + 1], &v)) dyn = v;
    }
    sb_puts(o, "; ");
    put_left(o, nbuf, 20);
    sb_printf(o, " %5u ", (unsigned)index);
    put_right(o, interp_name(interp), 22);
    sb_puts(o, "   ");
    char m[5];
    uint32_t c = 0;
    if (dyn & 1) m[c++] = 'x';
    if (dyn & 2) m[c++] = 'y';
    if (dyn & 4) m[c++] = 'z';
    if (dyn & 8) m[c++] = 'w';
    m[c] = 0;
    put_right(o, m, 4);
    sb_putc(o, '\n');
  }
}

void listing_container(StrBuf *o, const DxilContainer *c, IrModule *m) {
  if (c->has_sfi0) listing_features_only(o, c->sfi0);
  print_signature(o, "Input", &c->isg1, true);
  print_signature(o, "Output", &c->osg1, false);
  print_signature(o, "Patch Constant", &c->psg1, false);
  if (c->has_ildn && c->ildn_name && *c->ildn_name)
    sb_printf(o, "; shader debug name: %s\n", c->ildn_name);
  if (c->has_hash) {
    sb_puts(o, "; shader hash: ");
    for (int i = 0; i < 16; i++) sb_printf(o, "%02x", c->hash[i]);
    if (c->hash_flags & 1) sb_puts(o, " (includes source)");
    sb_putc(o, '\n');
  }
  uint32_t kind = c->dxil.present ? c->dxil.shader_kind : 0;
  if (c->psv.present) print_psv(o, &c->psv, kind);
  if (kind == 6) return; /* library: no entry signatures */
  IrNamedMD *eps = ir_named_md(m, "dx.entryPoints");
  IrMD *sigs = eps && eps->nops ? md_op(eps->ops[0], 2) : NULL;
  print_dxil_signature(o, "Input", md_op(sigs, 0));
  if (kind == 13) {
    print_dxil_signature(o, "Vertex Output", md_op(sigs, 1));
    print_dxil_signature(o, "Primitive Output", md_op(sigs, 2));
  } else {
    print_dxil_signature(o, "Output", md_op(sigs, 1));
    print_dxil_signature(o, "Patch Constant", md_op(sigs, 2));
  }
}

/* ---- ViewId state ----------------------------------------------------------- */

/* The serialized state: the i32 words of !dx.viewIdState's constant. */
static uint32_t viewid_words(IrModule *m, uint32_t **out) {
  IrNamedMD *n = ir_named_md(m, "dx.viewIdState");
  IrMD *node = n && n->nops ? n->ops[0] : NULL;
  IrMD *val = md_op(node, 0);
  if (!val || val->kind != IR_MD_VALUE || !val->value) return 0;
  IrConst *c = ir_as_const(val->value);
  IrType *t = val->value->type;
  if (!c || !t || t->kind != IR_TY_ARRAY || !t->elem || t->elem->kind != IR_TY_INT ||
      t->elem->bits != 32 || t->count > (1u << 20))
    return 0;
  uint32_t n32 = (uint32_t)t->count;
  uint32_t *w = arena_alloc(m->arena, sizeof(uint32_t) * (n32 ? n32 : 1));
  if (!w) return 0;
  for (uint32_t i = 0; i < n32; i++) {
    uint64_t v = 0;
    if (val->value->kind == IR_V_CONST_AGG && i < c->nelems) ir_const_is_int(c->elems[i], &v);
    else if (val->value->kind == IR_V_CONST_DATA && (i + 1) * 4 <= c->nbytes)
      v = (uint32_t)c->bytes[4 * i] | (uint32_t)c->bytes[4 * i + 1] << 8 |
          (uint32_t)c->bytes[4 * i + 2] << 16 | (uint32_t)c->bytes[4 * i + 3] << 24;
    w[i] = (uint32_t)v;
  }
  *out = w;
  return n32;
}

/* Reads words from the serialized state; reading past the end yields 0
 * and marks the reader bad (DXC would fail; we print what is there). */
typedef struct VidReader {
  const uint32_t *w; /* the words */
  uint32_t n, pos;   /* count, next word */
} VidReader;

static uint32_t vid_next(VidReader *r) { return r->pos < r->n ? r->w[r->pos++] : (r->pos++, 0u); }

static void print_dependent(StrBuf *o, VidReader *r, const char *set, uint32_t nout, bool uses) {
  uint32_t nw = (nout + 31) / 32;
  sb_printf(o, "; %s dependent on ViewId: { ", set);
  bool first = true;
  uint32_t base = r->pos;
  for (uint32_t i = 0; uses && i < nout; i++) {
    uint32_t wi = base + i / 32;
    if (wi < r->n && ((r->w[wi] >> (i % 32)) & 1)) {
      sb_printf(o, first ? "%u" : ", %u", i);
      first = false;
    }
  }
  if (uses) r->pos += nw;
  sb_puts(o, " }\n");
}

/* The words of an inputs -> outputs table, consumed. */
static const uint32_t *take_table(VidReader *r, uint32_t nin, uint32_t nout) {
  uint32_t size = nin * ((nout + 31) / 32);
  const uint32_t *t = r->pos + size <= r->n ? r->w + r->pos : NULL;
  r->pos += size;
  return t;
}

static void print_contributing(StrBuf *o, const uint32_t *t, uint32_t nin, uint32_t nout,
                               const char *inset, const char *outset) {
  sb_printf(o, "; %s contributing to computation of %s:\n", inset, outset);
  if (!t) return;
  uint32_t nw = (nout + 31) / 32;
  for (uint32_t out = 0; out < nout; out++) {
    bool any = false;
    for (uint32_t in = 0; in < nin; in++) {
      if (!((t[in * nw + out / 32] >> (out % 32)) & 1)) continue;
      if (!any) sb_printf(o, ";   output %u depends on inputs: { %u", out, in);
      else sb_printf(o, ", %u", in);
      any = true;
    }
    if (any) sb_puts(o, " }\n");
  }
}

void listing_viewid(StrBuf *o, IrModule *m, uint32_t kind, bool uses) {
  if (!ir_named_md(m, "dx.viewIdState")) return;
  uint32_t *w = NULL;
  uint32_t nw = viewid_words(m, &w);
  VidReader r = {w, nw, 0};
  bool gs = kind == 2, hs = kind == 3, ds = kind == 4, ms = kind == 13;
  uint32_t nin = vid_next(&r);
  uint32_t nout[4] = {0, 0, 0, 0}, npc = 0;
  const uint32_t *tab[4] = {NULL, NULL, NULL, NULL}, *pctab = NULL;
  /* the dependence masks are printed in a different order than stored:
   * keep the reader positions */
  uint32_t dep_pos[4] = {0, 0, 0, 0}, pc_dep_pos = 0;
  for (uint32_t s = 0; s < (gs ? 4u : 1u); s++) {
    nout[s] = vid_next(&r);
    dep_pos[s] = r.pos;
    if (uses) r.pos += (nout[s] + 31) / 32;
    tab[s] = take_table(&r, nin, nout[s]);
  }
  if (hs || ds || ms) {
    npc = vid_next(&r);
    pc_dep_pos = r.pos;
    if (hs || ms) {
      if (uses) r.pos += (npc + 31) / 32;
      pctab = take_table(&r, nin, npc);
    } else {
      pctab = take_table(&r, npc, nout[0]);
    }
  }
  sb_puts(o, ";\n; ViewId state:\n;\n");
  sb_printf(o, "; Number of inputs: %u", nin);
  if (!gs) sb_printf(o, ", outputs: %u", nout[0]);
  else sb_printf(o, ", outputs per stream: { %u, %u, %u, %u }", nout[0], nout[1], nout[2], nout[3]);
  if (hs || ds) sb_printf(o, ", patchconst: %u", npc);
  else if (ms) sb_printf(o, ", primitive outputs: %u", npc);
  sb_putc(o, '\n');
  char name[48];
  for (uint32_t s = 0; s < (gs ? 4u : 1u); s++) {
    if (gs && !nout[s]) continue;
    VidReader d = {w, nw, dep_pos[s]};
    if (gs) snprintf(name, sizeof name, "Outputs for Stream %u", s);
    print_dependent(o, &d, gs ? name : "Outputs", nout[s], uses);
  }
  if (hs || ms) {
    VidReader d = {w, nw, pc_dep_pos};
    print_dependent(o, &d, hs ? "PCOutputs" : "Primitive Outputs", npc, uses);
  }
  for (uint32_t s = 0; s < (gs ? 4u : 1u); s++) {
    if (gs && !nout[s]) continue;
    if (gs) snprintf(name, sizeof name, "Outputs for Stream %u", s);
    print_contributing(o, tab[s], nin, nout[s], "Inputs", gs ? name : "Outputs");
  }
  if (hs) print_contributing(o, pctab, nin, npc, "Inputs", "PCOutputs");
  else if (ms) print_contributing(o, pctab, nin, npc, "Inputs", "Primitive Outputs");
  else if (ds) print_contributing(o, pctab, npc, nout[0], "PCInputs", "Outputs");
  sb_puts(o, ";\n");
}
