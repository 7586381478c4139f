/* psv.c - the PSV0 (pipeline state validation) part, dxil-format.md §4.
 *
 * Layout: runtime info (size picks the PSV version, which follows
 * dx.valver), resource bind records (CBV, Sampler, SRV, UAV), then from v1
 * the string table, semantic-index table, signature elements and the ViewID
 * masks / input-output dependency tables copied from dx.viewIdState. */
#include "container_internal.h"

#include <string.h>

static const uint32_t runtime_info_size[5] = {24, 36, 48, 52, 56};

static uint32_t mask_dwords(uint32_t vectors) { return (vectors + 7) >> 3; }

/* Appends an element's semantic indexes to the table unless the same run
 * already exists (DXC's search: first matching contiguous run). */
static uint32_t sem_index_offset(uint32_t *tab, uint32_t *n, const CtSigElem *e) {
  uint32_t rows = e->nindices;
  if (rows == 0) return 0;
  for (uint32_t off = 0; off + rows - 1 < *n; off++) {
    bool match = true;
    for (uint32_t r = 0; r < rows && match; r++)
      if (tab[off + r] != e->indices[r]) match = false;
    if (match) return off;
  }
  uint32_t off = *n;
  for (uint32_t r = 0; r < rows; r++) tab[(*n)++] = e->indices[r];
  return off;
}

/* A PSV mask or table: dwords of storage, zero-filled. */
typedef struct PsvBlob {
  uint32_t *w;   /* words */
  uint32_t n;    /* word count (0 = absent) */
} PsvBlob;

/* Copies one output's ViewID mask and input->output table from the
 * serialized state at *pos (StoreViewIDStateToPSV). */
static void copy_viewid(const CtInfo *ci, uint32_t *pos, uint32_t in_scalars,
                        uint32_t out_scalars, PsvBlob *mask, PsvBlob *table) {
  uint32_t md = mask_dwords(((out_scalars + 3) & ~3u) / 4);
  if (mask && mask->n) {
    for (uint32_t i = 0; i < md; i++) {
      uint32_t v = *pos + i < ci->nviewid ? ci->viewid[*pos + i] : 0;
      if (i < mask->n) mask->w[i] = v;
    }
    *pos += md;
  }
  if (table && table->n) {
    uint32_t cnt = md * in_scalars;
    for (uint32_t i = 0; i < cnt; i++) {
      uint32_t v = *pos + i < ci->nviewid ? ci->viewid[*pos + i] : 0;
      if (i < table->n) table->w[i] = v;
    }
    *pos += cnt;
  }
}

uint32_t ct_psv_res_type(const CtResource *r) {
  bool uav = r->cls == RC_UAV;
  switch (r->kind) {
  case 14: return 1;                          /* Sampler */
  case 13: return 2;                          /* CBV */
  case 12: return uav ? (r->counter ? 9 : 8) : 5; /* structured */
  case 16: return 4;                          /* RT acceleration structure: SRVRaw */
  case 11: return uav ? 7 : 4;                /* raw */
  default: return uav ? 6 : 3;                /* typed */
  }
}

bool ct_write_psv0(const CtInfo *ci, StrBuf *out, Diag *d) {
  Arena a;
  arena_init_child(&a, ci->arena); /* the compilation's allocator; OOM reaches it */
  uint32_t ver = ct_psv_version(ci);
  bool i1_unknown = !ct_valver_ge(ci, 1, 5);
  uint32_t stage = ci->stage;

  /* ---- runtime info -------------------------------------------------- */
  uint8_t ri[56];
  memset(ri, 0, sizeof ri);
#define PUT32(off, v)                                                         \
  do {                                                                        \
    uint32_t v_ = (v);                                                        \
    ri[(off)] = (uint8_t)v_;                                                  \
    ri[(off) + 1] = (uint8_t)(v_ >> 8);                                       \
    ri[(off) + 2] = (uint8_t)(v_ >> 16);                                      \
    ri[(off) + 3] = (uint8_t)(v_ >> 24);                                      \
  } while (0)
  bool out_pos = false, depth = false, sample_freq = false;
  for (uint32_t i = 0; i < ci->sigs[DXIL_SIG_OUT].n; i++) {
    uint32_t k = ct_effective_kind(stage, DXIL_SIG_OUT, ci->sigs[DXIL_SIG_OUT].elems[i].kind);
    if (k == 3) out_pos = true;
    if (k >= 17 && k <= 19) depth = true;
  }
  for (uint32_t i = 0; i < ci->sigs[DXIL_SIG_IN].n; i++) {
    const CtSigElem *e = &ci->sigs[DXIL_SIG_IN].elems[i];
    if (e->interp == 6 || e->interp == 7 ||
        ct_effective_kind(stage, DXIL_SIG_IN, e->kind) == 12)
      sample_freq = true;
  }
  PUT32(20, 0xFFFFFFFFu);
  switch (stage) {
  case STAGE_VERTEX: ri[0] = out_pos; break;
  case STAGE_HULL:
    PUT32(0, ci->in_cp);
    PUT32(4, ci->out_cp);
    PUT32(8, ci->domain);
    PUT32(12, ci->out_prim);
    break;
  case STAGE_DOMAIN:
    PUT32(0, ci->in_cp);
    ri[4] = out_pos;
    PUT32(8, ci->domain);
    break;
  case STAGE_GEOMETRY:
    PUT32(0, ci->gs_input_prim);
    PUT32(4, ci->gs_topology);
    PUT32(8, ci->gs_stream_mask ? ci->gs_stream_mask : 1);
    ri[12] = out_pos;
    break;
  case STAGE_PIXEL:
    ri[0] = depth;
    ri[1] = sample_freq;
    break;
  case STAGE_COMPUTE:
    if (ci->wave_min) {
      PUT32(16, ci->wave_min);
      PUT32(20, ci->wave_max ? ci->wave_max : ci->wave_min);
    }
    break;
  case STAGE_MESH:
    PUT32(0, ci->tgsm_bytes);
    PUT32(8, ci->payload_bytes);
    ri[12] = (uint8_t)ci->ms_max_verts;
    ri[13] = (uint8_t)(ci->ms_max_verts >> 8);
    ri[14] = (uint8_t)ci->ms_max_prims;
    ri[15] = (uint8_t)(ci->ms_max_prims >> 8);
    break;
  case STAGE_AMPLIFICATION: PUT32(0, ci->payload_bytes); break;
  default: break;
  }
  const CtSig *sin = &ci->sigs[DXIL_SIG_IN], *sout = &ci->sigs[DXIL_SIG_OUT],
              *spc = &ci->sigs[DXIL_SIG_PC];
  uint32_t in_vec = ct_sig_vectors(sin, 0);
  uint32_t out_vec[4];
  for (uint32_t s = 0; s < 4; s++) out_vec[s] = ct_sig_vectors(sout, s);
  bool has_pc = stage == STAGE_HULL || stage == STAGE_DOMAIN || stage == STAGE_MESH;
  uint32_t pc_vec = has_pc ? ct_sig_vectors(spc, 0) : 0;
  bool uses_viewid = (ci->flags >> 21) & 1;
  if (sin->n > 255 || sout->n > 255 || spc->n > 255 || in_vec > 255 || pc_vec > 255) {
    diag_error(d, CONT_PSV_SIGNATURE, srcloc_none(), "signature too large for PSV0");
    arena_free(&a);
    return false;
  }
  if (ver >= 1) {
    ri[24] = (uint8_t)stage;
    ri[25] = uses_viewid;
    if (has_pc) ri[26] = (uint8_t)pc_vec;
    if (stage == STAGE_GEOMETRY) {
      ri[26] = (uint8_t)ci->gs_max_vertex;
      ri[27] = (uint8_t)(ci->gs_max_vertex >> 8);
    }
    if (stage == STAGE_MESH) ri[27] = (uint8_t)ci->ms_topology;
    ri[28] = (uint8_t)sin->n;
    ri[29] = (uint8_t)sout->n;
    ri[30] = (uint8_t)spc->n;
    ri[31] = (uint8_t)in_vec;
    for (uint32_t s = 0; s < 4; s++) ri[32 + s] = (uint8_t)out_vec[s];
  }
  bool threads = stage == STAGE_COMPUTE || stage == STAGE_MESH || stage == STAGE_AMPLIFICATION;
  if (ver >= 2 && threads) {
    PUT32(36, ci->numthreads[0]);
    PUT32(40, ci->numthreads[1]);
    PUT32(44, ci->numthreads[2]);
  }
  if (ver >= 4 && threads) PUT32(52, ci->tgsm_bytes);

  /* ---- string table and semantic indexes (v1+) ----------------------- */
  StrBuf strings = sb_new(ci->arena);
  uint32_t nsem_cap = 1;
  for (int s = 0; s < 3; s++)
    for (uint32_t i = 0; i < ci->sigs[s].n; i++) nsem_cap += ci->sigs[s].elems[i].nindices;
  uint32_t *semtab = arena_alloc(&a, sizeof(uint32_t) * nsem_cap);
  uint32_t nsem = 0;
  uint32_t nelem = sin->n + sout->n + spc->n;
  uint8_t *elems = arena_alloc(&a, 16 * (nelem ? nelem : 1));
  if (!semtab || !elems) {
    arena_free(&a);
    diag_oom(d, CONT_OOM, "PSV0");
    return false;
  }
  if (ver >= 1) {
    ct_put_u8(&strings, 0); /* offset 0: the empty name */
    uint32_t k = 0;
    for (int s = 0; s < 3; s++) {
      for (uint32_t i = 0; i < ci->sigs[s].n; i++, k++) {
        const CtSigElem *e = &ci->sigs[s].elems[i];
        uint8_t *p = elems + 16 * k;
        memset(p, 0, 16);
        uint32_t name = 0;
        uint32_t kind = ct_effective_kind(stage, s, e->kind);
        if (kind == 0 && e->name_len) {
          name = (uint32_t)strings.len;
          sb_putn(&strings, e->name, e->name_len);
          ct_put_u8(&strings, 0);
        }
        uint32_t idx = sem_index_offset(semtab, &nsem, e);
        bool alloc = e->start_row >= 0 && e->start_col >= 0;
        p[0] = (uint8_t)name;
        p[1] = (uint8_t)(name >> 8);
        p[2] = (uint8_t)(name >> 16);
        p[3] = (uint8_t)(name >> 24);
        p[4] = (uint8_t)idx;
        p[5] = (uint8_t)(idx >> 8);
        p[6] = (uint8_t)(idx >> 16);
        p[7] = (uint8_t)(idx >> 24);
        p[8] = (uint8_t)e->rows;
        p[9] = alloc ? (uint8_t)e->start_row : 0;
        p[10] = (uint8_t)((e->cols & 0xF) | (alloc ? 0x40 | ((uint32_t)e->start_col << 4) : 0));
        p[11] = (uint8_t)kind;
        p[12] = (uint8_t)ct_sig_comp_type(e->comp_type, i1_unknown);
        p[13] = e->interp;
        p[14] = (uint8_t)(((e->stream & 3) << 4) | (e->dyn_mask & 0xF));
      }
    }
    if (ver >= 3 && ci->entry_name) { /* libraries (LLVM's PSV0) have no entry name */
      PUT32(48, (uint32_t)strings.len);
      sb_putn(&strings, ci->entry_name, ci->entry_name_len);
      ct_put_u8(&strings, 0);
    }
    while (strings.len & 3) ct_put_u8(&strings, 0);
  }
#undef PUT32

  /* ---- ViewID masks and dependency tables (v1+) ---------------------- */
  PsvBlob vmask[4], pcmask, iot[4], inpc, pcout;
  memset(vmask, 0, sizeof vmask);
  memset(iot, 0, sizeof iot);
  memset(&pcmask, 0, sizeof pcmask);
  memset(&inpc, 0, sizeof inpc);
  memset(&pcout, 0, sizeof pcout);
  uint32_t nstreams = stage == STAGE_GEOMETRY ? 4 : 1;
  bool alloc_ok = true;
#define ALLOC_BLOB(b, count)                                                  \
  do {                                                                        \
    (b).n = (count);                                                          \
    (b).w = (b).n ? arena_alloc(&a, 4 * (size_t)(b).n) : NULL;                \
    if ((b).n && !(b).w) alloc_ok = false;                                    \
  } while (0)
  if (ver >= 1) {
    if (uses_viewid) {
      for (uint32_t s = 0; s < nstreams; s++)
        if (out_vec[s]) ALLOC_BLOB(vmask[s], mask_dwords(out_vec[s]));
      if ((stage == STAGE_HULL || stage == STAGE_MESH) && pc_vec) ALLOC_BLOB(pcmask, mask_dwords(pc_vec));
    }
    for (uint32_t s = 0; s < nstreams; s++)
      if (stage != STAGE_MESH && out_vec[s] && in_vec)
        ALLOC_BLOB(iot[s], mask_dwords(out_vec[s]) * in_vec * 4);
    if (stage == STAGE_HULL && pc_vec && in_vec) ALLOC_BLOB(inpc, mask_dwords(pc_vec) * in_vec * 4);
    if (stage == STAGE_DOMAIN && out_vec[0] && pc_vec) ALLOC_BLOB(pcout, mask_dwords(out_vec[0]) * pc_vec * 4);
  }
#undef ALLOC_BLOB
  if (!alloc_ok) {
    sb_free(&strings);
    arena_free(&a);
    diag_oom(d, CONT_OOM, "PSV0");
    return false;
  }
  if (ver >= 1 && ci->nviewid) {
    uint32_t pos = 0;
    uint32_t in_scalars = ci->viewid[pos++];
    uint32_t out_scalars0 = 0;
    for (uint32_t s = 0; s < nstreams && pos < ci->nviewid; s++) {
      uint32_t os = ci->viewid[pos++];
      if (s == 0) out_scalars0 = os;
      copy_viewid(ci, &pos, in_scalars, os, &vmask[s], &iot[s]);
    }
    if ((stage == STAGE_HULL || stage == STAGE_MESH) && pos < ci->nviewid) {
      uint32_t pcs = ci->viewid[pos++];
      copy_viewid(ci, &pos, in_scalars, pcs, &pcmask, &inpc);
    } else if (stage == STAGE_DOMAIN && pos < ci->nviewid) {
      uint32_t pcs = ci->viewid[pos++];
      copy_viewid(ci, &pos, pcs, out_scalars0, NULL, &pcout);
    }
  }

  /* ---- serialize ----------------------------------------------------- */
  ct_put_u32(out, runtime_info_size[ver]);
  sb_putn(out, ri, runtime_info_size[ver]);
  ct_put_u32(out, ci->nres);
  if (ci->nres) {
    ct_put_u32(out, ver >= 2 ? 24 : 16);
    for (uint32_t i = 0; i < ci->nres; i++) {
      const CtResource *r = &ci->res[i];
      bool uav = r->cls == RC_UAV;
      ct_put_u32(out, ct_psv_res_type(r));
      ct_put_u32(out, r->space);
      ct_put_u32(out, r->lower);
      ct_put_u32(out, r->size == UINT32_MAX ? UINT32_MAX : r->lower + r->size - 1);
      if (ver >= 2) {
        ct_put_u32(out, r->kind);
        ct_put_u32(out, uav && r->atomic64 ? 1 : 0);
      }
    }
  }
  if (ver >= 1) {
    ct_put_u32(out, (uint32_t)strings.len);
    if (strings.len) sb_putn(out, strings.data, strings.len);
    ct_put_u32(out, nsem);
    for (uint32_t i = 0; i < nsem; i++) ct_put_u32(out, semtab[i]);
    if (nelem) {
      ct_put_u32(out, 16);
      sb_putn(out, elems, 16 * (size_t)nelem);
    }
    PsvBlob *order[12];
    uint32_t no = 0;
    for (uint32_t s = 0; s < 4; s++) order[no++] = &vmask[s];
    order[no++] = &pcmask;
    for (uint32_t s = 0; s < 4; s++) order[no++] = &iot[s];
    order[no++] = &inpc;
    order[no++] = &pcout;
    for (uint32_t k = 0; k < no; k++)
      for (uint32_t i = 0; i < order[k]->n; i++) ct_put_u32(out, order[k]->w[i]);
  }
  bool ok = !strings.oom && !out->oom;
  if (!ok) diag_oom(d, CONT_OOM, "PSV0");
  sb_free(&strings);
  arena_free(&a);
  return ok;
}
