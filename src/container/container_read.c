/* container_read.c - parse a DXContainer from untrusted bytes.
 *
 * Every read goes through a cursor over one part (or the file) that checks
 * the remaining length first and fails stickily; counts read from the file
 * are bounded by the bytes they would need before anything is allocated. */
#include "container_read.h"
#include "../dxil/target.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- cursor --------------------------------------------------------------------- */

typedef struct Cur {
  const uint8_t *p;   /* buffer */
  uint32_t len;       /* its length */
  uint32_t pos;       /* read position */
  bool failed;        /* sticky: a read ran past the end */
} Cur;

static Cur cur_make(const uint8_t *p, uint32_t len) {
  Cur c = {p, len, 0, false};
  return c;
}

static uint32_t cur_left(const Cur *c) { return c->failed ? 0 : c->len - c->pos; }

static const uint8_t *cur_bytes(Cur *c, uint32_t n) {
  if (c->failed || n > c->len - c->pos) {
    c->failed = true;
    return NULL;
  }
  const uint8_t *p = c->p + c->pos;
  c->pos += n;
  return p;
}

static uint32_t rd32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static uint16_t rd16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }

static uint32_t cur_u32(Cur *c) {
  const uint8_t *p = cur_bytes(c, 4);
  return p ? rd32(p) : 0;
}
static uint16_t cur_u16(Cur *c) {
  const uint8_t *p = cur_bytes(c, 2);
  return p ? rd16(p) : 0;
}
static uint8_t cur_u8(Cur *c) {
  const uint8_t *p = cur_bytes(c, 1);
  return p ? p[0] : 0;
}

static bool cur_seek(Cur *c, uint32_t off) {
  if (c->failed || off > c->len) {
    c->failed = true;
    return false;
  }
  c->pos = off;
  return true;
}

/* ---- helpers ------------------------------------------------------------------------ */

typedef struct Ctx {
  Arena *a;
  Diag *d;
  const char *part;  /* fourcc being parsed, for messages */
} Ctx;

static bool err(Ctx *x, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool err(Ctx *x, int code, const char *fmt, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (x->part) diag_error(x->d, code, srcloc_none(), "%s part: %s", x->part, buf);
  else diag_error(x->d, code, srcloc_none(), "%s", buf);
  return false;
}

static void *alloc(Ctx *x, size_t n) {
  void *p = arena_alloc(x->a, n ? n : 1);
  if (!p) err(x, CR_OOM, "out of memory");
  return p;
}

/* A NUL-terminated string at off inside buf[0..len), or NULL. */
static const char *str_at(const uint8_t *buf, uint32_t len, uint32_t off) {
  if (off >= len) return NULL;
  const uint8_t *z = memchr(buf + off, 0, len - off);
  return z ? (const char *)(buf + off) : NULL;
}

const DxilPart *dxil_container_part(const DxilContainer *c, uint32_t fourcc) {
  for (uint32_t i = 0; i < c->nparts; i++)
    if (c->parts[i].fourcc == fourcc) return &c->parts[i];
  return NULL;
}

/* ---- names ---------------------------------------------------------------------------- */

const char *dxil_sfi0_flag_name(uint32_t bit) {
  static const char *const names[] = {
    "Doubles", "ComputeShadersPlusRawAndStructuredBuffers", "UAVsAtEveryStage", "Max64UAVs",
    "MinimumPrecision", "DX11_1_DoubleExtensions", "DX11_1_ShaderExtensions",
    "LEVEL9ComparisonFiltering", "TiledResources", "StencilRef", "InnerCoverage",
    "TypedUAVLoadAdditionalFormats", "ROVs", "ViewportAndRTArrayIndexFromAnyShaderFeedingRasterizer",
    "WaveOps", "Int64Ops", "ViewID", "Barycentrics", "NativeLowPrecision", "ShadingRate",
    "Raytracing_Tier_1_1", "SamplerFeedback", "AtomicInt64OnTypedResource",
    "AtomicInt64OnGroupShared", "DerivativesInMeshAndAmpShaders", "ResourceDescriptorHeapIndexing",
    "SamplerDescriptorHeapIndexing", "Reserved", "AtomicInt64OnHeapResource", "AdvancedTextureOps",
    "WriteableMSAATextures", "SampleCmpWithGradientOrBias", "ExtendedCommandInfo",
  };
  if (bit < sizeof names / sizeof names[0]) return names[bit];
  if (bit == 40) return "UsesDerivatives";
  if (bit == 41) return "RequiresGroup";
  return NULL;
}

const char *dxil_psv_res_type_name(uint32_t type) {
  static const char *const names[] = {"Invalid", "Sampler", "CBV", "SRVTyped", "SRVRaw",
                                      "SRVStructured", "UAVTyped", "UAVRaw", "UAVStructured",
                                      "UAVStructuredWithCounter"};
  return type < sizeof names / sizeof names[0] ? names[type] : "?";
}

const char *dxil_shader_kind_name(uint32_t kind) {
  return kind < STAGE_INVALID ? stage_abbrev((ShaderStage)kind) : "?";
}

/* ---- parts -------------------------------------------------------------------------------- */

/* Program header (§1.4): version, size, 'DXIL', dxil version, offset, size. */
static bool read_program(Ctx *x, const DxilPart *p, DxilProgram *out) {
  Cur c = cur_make(p->data, p->size);
  out->present = true;
  out->version = cur_u32(&c);
  out->size_dwords = cur_u32(&c);
  const uint8_t *magic = cur_bytes(&c, 4);
  out->dxil_version = cur_u32(&c);
  out->bitcode_offset = cur_u32(&c);
  out->bitcode_size = cur_u32(&c);
  if (c.failed) return err(x, CR_PROGRAM, "too small for a program header (%u bytes)", p->size);
  if (memcmp(magic, "DXIL", 4) != 0) return err(x, CR_PROGRAM, "program header has a bad magic");
  out->shader_kind = out->version >> 16;
  out->sm_major = (out->version >> 4) & 0xF;
  out->sm_minor = out->version & 0xF;
  if (out->bitcode_offset < 16) return err(x, CR_PROGRAM, "bitcode offset %u is inside the header", out->bitcode_offset);
  if ((uint64_t)8 + out->bitcode_offset + out->bitcode_size > p->size)
    return err(x, CR_PROGRAM, "bitcode (%u bytes at offset %u) runs past the end of the part",
               out->bitcode_size, out->bitcode_offset);
  out->bitcode = p->data + 8 + out->bitcode_offset;
  return true;
}

/* Signature (§3.1): count, offset, 32-byte elements, strings. */
static bool read_signature(Ctx *x, const DxilPart *p, DxilSignature *out) {
  Cur c = cur_make(p->data, p->size);
  out->present = true;
  uint32_t n = cur_u32(&c);
  out->param_offset = cur_u32(&c);
  if (c.failed) return err(x, CR_SIGNATURE, "too small for a signature header");
  if (!cur_seek(&c, out->param_offset) || n > cur_left(&c) / 32)
    return err(x, CR_SIGNATURE, "%u elements at offset %u do not fit in %u bytes", n, out->param_offset, p->size);
  out->n = n;
  out->elems = alloc(x, sizeof(DxilSigElem) * n);
  if (!out->elems) return false;
  for (uint32_t i = 0; i < n; i++) {
    DxilSigElem *e = &out->elems[i];
    e->stream = cur_u32(&c);
    e->name_offset = cur_u32(&c);
    e->semantic_index = cur_u32(&c);
    e->system_value = cur_u32(&c);
    e->comp_type = cur_u32(&c);
    e->reg = cur_u32(&c);
    e->mask = cur_u8(&c);
    e->rw_mask = cur_u8(&c);
    cur_u16(&c);
    e->min_precision = cur_u32(&c);
    e->name = str_at(p->data, p->size, e->name_offset);
    if (!e->name) return err(x, CR_SIGNATURE, "element %u has an invalid name offset %u", i, e->name_offset);
  }
  return !c.failed || err(x, CR_SIGNATURE, "truncated element");
}

static uint32_t mask_dwords(uint32_t vectors) { return (vectors + 7) / 8; }

/* PSV0 (§4.2). */
static bool read_psv(Ctx *x, const DxilPart *p, DxilPsv *out) {
  Cur c = cur_make(p->data, p->size);
  out->present = true;
  uint32_t ri_size = cur_u32(&c);
  const uint8_t *ri = cur_bytes(&c, ri_size);
  if (!ri) return err(x, CR_PSV0, "runtime info (%u bytes) does not fit", ri_size);
  if (ri_size < 24) return err(x, CR_PSV0, "runtime info of %u bytes is smaller than version 0's 24", ri_size);
  out->runtime_info_size = ri_size;
  memcpy(out->ri, ri, ri_size < 56 ? ri_size : 56);
  out->version = ri_size >= 56 ? 4 : ri_size >= 52 ? 3 : ri_size >= 48 ? 2 : ri_size >= 36 ? 1 : 0;
  const uint8_t *r = out->ri;
  out->min_wave = rd32(r + 16);
  out->max_wave = rd32(r + 20);
  if (out->version >= 1) {
    out->stage = r[24];
    out->uses_viewid = r[25] != 0;
    out->sig_in_elems = r[28];
    out->sig_out_elems = r[29];
    out->sig_pc_elems = r[30];
    out->sig_in_vectors = r[31];
    for (int i = 0; i < 4; i++) out->sig_out_vectors[i] = r[32 + i];
  }
  if (out->version >= 2)
    for (int i = 0; i < 3; i++) out->numthreads[i] = rd32(r + 36 + 4 * i);
  if (out->version >= 3) out->entry_name_offset = rd32(r + 48);
  if (out->version >= 4) out->groupshared_bytes = rd32(r + 52);

  out->nres = cur_u32(&c);
  if (c.failed) return err(x, CR_PSV0, "missing resource count");
  if (out->nres) {
    out->res_stride = cur_u32(&c);
    if (c.failed) return err(x, CR_PSV0, "missing resource record size");
    if (out->res_stride < 16) return err(x, CR_PSV0, "resource record size %u is below 16", out->res_stride);
    if (out->nres > cur_left(&c) / out->res_stride)
      return err(x, CR_PSV0, "%u resource records do not fit", out->nres);
    out->res = alloc(x, sizeof(DxilPsvResource) * out->nres);
    if (!out->res) return false;
    for (uint32_t i = 0; i < out->nres; i++) {
      const uint8_t *b = cur_bytes(&c, out->res_stride);
      DxilPsvResource *res = &out->res[i];
      res->type = rd32(b);
      res->space = rd32(b + 4);
      res->lower = rd32(b + 8);
      res->upper = rd32(b + 12);
      if (out->res_stride >= 24) {
        res->kind = rd32(b + 16);
        res->flags = rd32(b + 20);
      }
    }
  }
  if (out->version == 0) {
    out->trailing = cur_left(&c);
    return true;
  }
  /* string table, semantic indexes */
  out->strings_size = cur_u32(&c);
  out->strings = (const char *)cur_bytes(&c, out->strings_size);
  if (c.failed) return err(x, CR_PSV0, "string table does not fit");
  out->nsem_indexes = cur_u32(&c);
  if (c.failed || out->nsem_indexes > cur_left(&c) / 4)
    return err(x, CR_PSV0, "semantic index table does not fit");
  out->sem_indexes = alloc(x, sizeof(uint32_t) * out->nsem_indexes);
  if (!out->sem_indexes) return false;
  for (uint32_t i = 0; i < out->nsem_indexes; i++) out->sem_indexes[i] = cur_u32(&c);
  if (out->version >= 3 && out->strings_size) {
    out->entry_name = str_at((const uint8_t *)out->strings, out->strings_size, out->entry_name_offset);
    if (!out->entry_name) return err(x, CR_PSV0, "entry name offset %u is outside the string table",
                                     out->entry_name_offset);
  }
  /* signature elements */
  uint32_t counts[3] = {out->sig_in_elems, out->sig_out_elems, out->sig_pc_elems};
  uint32_t total = counts[0] + counts[1] + counts[2];
  if (total) {
    out->elem_stride = cur_u32(&c);
    if (c.failed) return err(x, CR_PSV0, "missing element record size");
    if (out->elem_stride < 16) return err(x, CR_PSV0, "element record size %u is below 16", out->elem_stride);
    if (total > cur_left(&c) / out->elem_stride) return err(x, CR_PSV0, "%u element records do not fit", total);
    for (int k = 0; k < 3; k++) {
      out->elems[k] = alloc(x, sizeof(DxilPsvSigElem) * counts[k]);
      if (!out->elems[k]) return false;
      for (uint32_t i = 0; i < counts[k]; i++) {
        const uint8_t *b = cur_bytes(&c, out->elem_stride);
        DxilPsvSigElem *e = &out->elems[k][i];
        e->name_offset = rd32(b);
        e->index_offset = rd32(b + 4);
        e->rows = b[8];
        e->start_row = b[9];
        e->cols = b[10] & 15;
        e->start_col = (b[10] >> 4) & 3;
        e->allocated = (b[10] >> 6) & 1;
        e->semantic_kind = b[11];
        e->comp_type = b[12];
        e->interp = b[13];
        e->dyn_mask = b[14] & 15;
        e->stream = (b[14] >> 4) & 3;
        e->name = out->strings ? str_at((const uint8_t *)out->strings, out->strings_size, e->name_offset) : NULL;
        if (!e->name) return err(x, CR_PSV0, "element name offset %u is outside the string table", e->name_offset);
        if ((uint64_t)e->index_offset + e->rows <= out->nsem_indexes)
          e->indexes = out->sem_indexes + e->index_offset;
      }
    }
  }
  /* ViewID masks and dependency tables (§4.2 items 7-10) */
  uint32_t nstreams = out->stage == 2 ? 4 : 1;
  bool hs = out->stage == 3, ds = out->stage == 4, ms = out->stage == 13;
  uint32_t pcv = (hs || ds || ms) ? r[26] : 0;
  uint64_t vid = 0, dep = 0;
  if (out->uses_viewid) {
    for (uint32_t i = 0; i < nstreams; i++) vid += mask_dwords(out->sig_out_vectors[i]);
    if ((hs || ms) && pcv) vid += mask_dwords(pcv);
  }
  for (uint32_t i = 0; i < nstreams && !ms; i++)
    if (out->sig_in_vectors && out->sig_out_vectors[i])
      dep += (uint64_t)mask_dwords(out->sig_out_vectors[i]) * out->sig_in_vectors * 4;
  if (hs && out->sig_in_vectors && pcv) dep += (uint64_t)mask_dwords(pcv) * out->sig_in_vectors * 4;
  if (ds && out->sig_out_vectors[0] && pcv) dep += (uint64_t)mask_dwords(out->sig_out_vectors[0]) * pcv * 4;
  if ((vid + dep) * 4 > cur_left(&c)) return err(x, CR_PSV0, "ViewID and dependency tables do not fit");
  out->viewid_dwords = (uint32_t)vid;
  out->dep_dwords = (uint32_t)dep;
  cur_bytes(&c, (uint32_t)(vid + dep) * 4);
  out->trailing = cur_left(&c);
  return true;
}

/* RTS0 (§1.6). */
static bool read_rts0(Ctx *x, const DxilPart *p, DxilRootSig *out) {
  Cur c = cur_make(p->data, p->size);
  out->present = true;
  out->version = cur_u32(&c);
  out->nparams = cur_u32(&c);
  out->params_offset = cur_u32(&c);
  out->nsamplers = cur_u32(&c);
  out->samplers_offset = cur_u32(&c);
  out->flags = cur_u32(&c);
  if (c.failed) return err(x, CR_RTS0, "too small for a root signature header");
  if (out->version < 1 || out->version > 3) return err(x, CR_RTS0, "root signature version %u not supported", out->version);
  if (!cur_seek(&c, out->params_offset) || out->nparams > cur_left(&c) / 12)
    return err(x, CR_RTS0, "%u parameters do not fit", out->nparams);
  out->params = alloc(x, sizeof(DxilRootParam) * out->nparams);
  if (!out->params) return false;
  for (uint32_t i = 0; i < out->nparams; i++) {
    DxilRootParam *rp = &out->params[i];
    rp->type = cur_u32(&c);
    rp->visibility = cur_u32(&c);
    rp->payload_offset = cur_u32(&c);
    Cur pc = cur_make(p->data, p->size);
    if (!cur_seek(&pc, rp->payload_offset)) return err(x, CR_RTS0, "parameter %u payload is outside the part", i);
    switch (rp->type) {
    case 0: { /* descriptor table: count, offset of ranges */
      rp->nranges = cur_u32(&pc);
      uint32_t roff = cur_u32(&pc);
      uint32_t rsize = out->version == 1 ? 20 : 24;
      if (pc.failed || !cur_seek(&pc, roff) || rp->nranges > cur_left(&pc) / rsize)
        return err(x, CR_RTS0, "parameter %u: %u descriptor ranges do not fit", i, rp->nranges);
      rp->ranges = alloc(x, sizeof(DxilRootRange) * rp->nranges);
      if (!rp->ranges) return false;
      for (uint32_t k = 0; k < rp->nranges; k++) {
        DxilRootRange *rr = &rp->ranges[k];
        rr->type = cur_u32(&pc);
        rr->count = cur_u32(&pc);
        rr->base = cur_u32(&pc);
        rr->space = cur_u32(&pc);
        if (out->version >= 2) rr->flags = cur_u32(&pc);
        rr->offset = cur_u32(&pc);
      }
      break;
    }
    case 1: /* 32-bit constants */
      rp->reg = cur_u32(&pc);
      rp->space = cur_u32(&pc);
      rp->num_values = cur_u32(&pc);
      break;
    case 2: case 3: case 4: /* root CBV/SRV/UAV */
      rp->reg = cur_u32(&pc);
      rp->space = cur_u32(&pc);
      if (out->version >= 2) rp->flags = cur_u32(&pc);
      break;
    default:
      return err(x, CR_RTS0, "parameter %u has unknown type %u", i, rp->type);
    }
    if (pc.failed) return err(x, CR_RTS0, "parameter %u payload is truncated", i);
  }
  if (c.failed) return err(x, CR_RTS0, "truncated parameter table");
  out->sampler_stride = out->version >= 3 ? 56 : 52;
  if (out->nsamplers) {
    Cur sc = cur_make(p->data, p->size);
    if (!cur_seek(&sc, out->samplers_offset) || out->nsamplers > cur_left(&sc) / out->sampler_stride)
      return err(x, CR_RTS0, "%u static samplers do not fit", out->nsamplers);
    out->samplers = p->data + out->samplers_offset;
  }
  return true;
}

static bool read_small(Ctx *x, const DxilPart *p, DxilContainer *out) {
  Cur c = cur_make(p->data, p->size);
  switch (p->fourcc) {
  case DXIL_FOURCC('S', 'F', 'I', '0'): {
    const uint8_t *b = cur_bytes(&c, 8);
    if (!b) return err(x, CR_SMALL_PART, "too small (%u bytes, 8 expected)", p->size);
    out->has_sfi0 = true;
    out->sfi0 = (uint64_t)rd32(b) | (uint64_t)rd32(b + 4) << 32;
    return true;
  }
  case DXIL_FOURCC('H', 'A', 'S', 'H'): {
    out->hash_flags = cur_u32(&c);
    const uint8_t *b = cur_bytes(&c, 16);
    if (!b) return err(x, CR_SMALL_PART, "too small (%u bytes, 20 expected)", p->size);
    out->has_hash = true;
    memcpy(out->hash, b, 16);
    return true;
  }
  case DXIL_FOURCC('I', 'L', 'D', 'N'): {
    out->ildn_flags = cur_u16(&c);
    uint16_t n = cur_u16(&c);
    const uint8_t *b = cur_bytes(&c, (uint32_t)n + 1);
    if (!b) return err(x, CR_SMALL_PART, "debug name (%u bytes) does not fit", n);
    if (b[n] != 0) return err(x, CR_SMALL_PART, "debug name is not NUL-terminated");
    char *s = alloc(x, (size_t)n + 1);
    if (!s) return false;
    memcpy(s, b, (size_t)n + 1);
    out->has_ildn = true;
    out->ildn_name = s;
    return true;
  }
  case DXIL_FOURCC('V', 'E', 'R', 'S'): {
    out->vers_major = cur_u16(&c);
    out->vers_minor = cur_u16(&c);
    out->vers_flags = cur_u32(&c);
    out->vers_commit_count = cur_u32(&c);
    uint32_t n = cur_u32(&c);
    const uint8_t *b = cur_bytes(&c, n);
    if (!b) return err(x, CR_SMALL_PART, "version strings (%u bytes) do not fit", n);
    out->vers_commit = "";
    out->vers_custom = "";
    if (n) {
      const char *s1 = str_at(b, n, 0);
      if (!s1) return err(x, CR_SMALL_PART, "commit string is not NUL-terminated");
      uint32_t l1 = (uint32_t)strlen(s1);
      const char *s2 = l1 + 1 < n ? str_at(b, n, l1 + 1) : "";
      if (!s2) return err(x, CR_SMALL_PART, "version string is not NUL-terminated");
      out->vers_commit = arena_strdup(x->a, s1);
      out->vers_custom = arena_strdup(x->a, s2);
      if (!out->vers_commit || !out->vers_custom) return err(x, CR_OOM, "out of memory");
    }
    out->has_vers = true;
    return true;
  }
  default:
    return true;
  }
}

static bool all_bytes(const uint8_t *d, uint8_t v) {
  for (int i = 0; i < 16; i++)
    if (d[i] != v) return false;
  return true;
}

bool dxil_container_read(const uint8_t *data, size_t len, Arena *a, DxilContainer *out, Diag *d) {
  memset(out, 0, sizeof *out);
  Ctx x = {a, d, NULL};
  out->data = data;
  if (!data || len < 32) return err(&x, CR_HEADER, "file too small for a container header (%zu bytes)", data ? len : 0);
  if (memcmp(data, "DXBC", 4) != 0) return err(&x, CR_HEADER, "not a DXContainer (bad magic)");
  if (len > UINT32_MAX) return err(&x, CR_HEADER, "file too large for a container");
  Cur c = cur_make(data, (uint32_t)len);
  cur_bytes(&c, 4);
  memcpy(out->digest, cur_bytes(&c, 16), 16);
  out->major = cur_u16(&c);
  out->minor = cur_u16(&c);
  out->size = cur_u32(&c);
  uint32_t nparts = cur_u32(&c);
  if (out->size != len)
    return err(&x, CR_HEADER, "container size field %u does not match the file size", out->size);
  if (nparts > cur_left(&c) / 4) return err(&x, CR_PART_TABLE, "part count %u does not fit in the file", nparts);
  uint64_t table_end = 32 + 4ull * nparts;
  out->parts = alloc(&x, sizeof(DxilPart) * nparts);
  if (!out->parts) return false;
  out->nparts = nparts;
  for (uint32_t i = 0; i < nparts; i++) {
    DxilPart *p = &out->parts[i];
    uint32_t off = cur_u32(&c);
    if (off < table_end || (uint64_t)off + 8 > len)
      return err(&x, CR_PART_TABLE, "part offset %u is outside the file", off);
    p->offset = off;
    p->fourcc = rd32(data + off);
    for (int k = 0; k < 4; k++) {
      char ch = (char)data[off + k];
      p->name[k] = ch >= 32 && ch < 127 ? ch : '?';
    }
    p->name[4] = 0;
    p->size = rd32(data + off + 4);
    if ((uint64_t)off + 8 + p->size > len)
      return err(&x, CR_PART_TABLE, "%s part data (%u bytes) runs past the end of the file", p->name, p->size);
    p->data = data + off + 8;
    for (uint32_t k = 0; k < i; k++)
      if (out->parts[k].fourcc == p->fourcc) return err(&x, CR_DUPLICATE_PART, "part %s appears twice", p->name);
  }
  /* digest (§5.1) */
  if (all_bytes(out->digest, 0)) out->digest_status = DXIL_DIGEST_UNSIGNED;
  else if (all_bytes(out->digest, 1)) out->digest_status = DXIL_DIGEST_BYPASS;
  else if (all_bytes(out->digest, 2)) out->digest_status = DXIL_DIGEST_PREVIEW;
  else {
    dxil_container_digest(data, len, out->digest_expected);
    out->digest_status = memcmp(out->digest_expected, out->digest, 16) == 0 ? DXIL_DIGEST_OK
                                                                              : DXIL_DIGEST_MISMATCH;
  }
  /* parts */
  for (uint32_t i = 0; i < nparts; i++) {
    const DxilPart *p = &out->parts[i];
    x.part = p->name;
    bool ok = true;
    switch (p->fourcc) {
    case DXIL_FOURCC('D', 'X', 'I', 'L'): ok = read_program(&x, p, &out->dxil); break;
    case DXIL_FOURCC('I', 'L', 'D', 'B'): ok = read_program(&x, p, &out->ildb); break;
    case DXIL_FOURCC('S', 'T', 'A', 'T'): ok = read_program(&x, p, &out->stat); break;
    case DXIL_FOURCC('I', 'S', 'G', '1'): ok = read_signature(&x, p, &out->isg1); break;
    case DXIL_FOURCC('O', 'S', 'G', '1'): ok = read_signature(&x, p, &out->osg1); break;
    case DXIL_FOURCC('P', 'S', 'G', '1'): ok = read_signature(&x, p, &out->psg1); break;
    case DXIL_FOURCC('P', 'S', 'V', '0'): ok = read_psv(&x, p, &out->psv); break;
    case DXIL_FOURCC('R', 'T', 'S', '0'): ok = read_rts0(&x, p, &out->rts0); break;
    default: ok = read_small(&x, p, out); break;
    }
    if (!ok) return false;
  }
  x.part = NULL;
  /* HASH (§5.3): plain MD5 of the DXIL bitcode when flags are 0 */
  if (!out->has_hash) out->hash_status = DXIL_HASH_ABSENT;
  else if (out->hash_flags != 0 || !out->dxil.present) out->hash_status = DXIL_HASH_UNCHECKED;
  else {
    uint8_t md[16];
    hl_md5(out->dxil.bitcode, out->dxil.bitcode_size, md);
    out->hash_status = memcmp(md, out->hash, 16) == 0 ? DXIL_HASH_OK : DXIL_HASH_MISMATCH;
  }
  return true;
}
