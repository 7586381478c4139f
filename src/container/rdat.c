/* rdat.c - the RDAT ("runtime data") part for libraries (see rdat.h).
 *
 * Byte for byte what DXC's DxilRDATWriter (DxilContainerAssembler.cpp) and
 * DxilRDATBuilder write:
 *
 *   RDAT   = { u32 version 0x10, u32 part count, u32 offset[count], parts }
 *   part   = { u32 type, u32 size (a multiple of 4), data zero-padded }
 *   tables = { u32 record count, u32 record stride, records }
 *
 * Parts in the order DXC instantiates them, each left out when empty:
 * string buffer (1), resource table (3), function table (4), index arrays
 * (2), raw bytes (5), subobject table (6, valver >= 1.4), the node tables
 * (7-11, valver >= 1.8) and the experimental tables (13-21). The string
 * buffer always starts with "" (so offset 0 is the empty string) and is
 * never empty. Strings, index arrays and
 * raw bytes are deduplicated; table records are deduplicated from
 * validator 1.7 on. Index arrays are { u32 count, u32 entries[count] },
 * referenced by their position (in u32s) in the part; RDAT_NULL_REF
 * (0xFFFFFFFF) means "none".
 *
 * Resource records (32 bytes): class, kind, ID, space, lower bound, upper
 * bound (inclusive; 0xFFFFFFFF for unbounded ranges), name, flags - for
 * CBVs, samplers, SRVs, then UAVs in dx.resources order.
 *
 * Function records (44 bytes; 52 from validator 1.8, adding
 * RuntimeDataFunctionInfo2's min/max wave lanes, shader flags and the
 * shader-info reference): one per defined function in module order, with
 * the resources it references (directly, through constant expressions),
 * the external functions it calls, its shader kind (Library for
 * non-entries), payload/attribute sizes for ray-tracing stages, feature
 * flags, the shader stages it can run in and its minimum shader target -
 * DxilModule::ComputeShaderCompatInfo and ShaderFlags::CollectShaderFlags,
 * reimplemented below on our IR.
 *
 * Node (work graph) entries get the node tables (NodeShaderInfo with its
 * attributes and input/output nodes); with experimental validator versions
 * (0.x, or above 1.9 with shader model 6.10) non-node entries get DXC's
 * per-stage tables (signature elements, VS/PS/HS/DS/GS/CS/MS/AS info).
 *
 * Subobjects come from !dx.subobjects in DXC's format ({!"name", i32 kind,
 * operands}), in order, with root signatures in the raw-bytes part. DXC
 * strips that metadata from the module after writing RDAT; a caller
 * mirroring DXC does the same. */
#include <string.h>

#include "rdat.h"

#define RDAT_NULL 0xFFFFFFFFu

/* DXIL ShaderKind numbers. */
enum {
  RK_PIXEL = 0, RK_VERTEX, RK_GEOMETRY, RK_HULL, RK_DOMAIN, RK_COMPUTE, RK_LIBRARY,
  RK_RAYGEN, RK_INTERSECTION, RK_ANYHIT, RK_CLOSESTHIT, RK_MISS, RK_CALLABLE,
  RK_MESH, RK_AMPLIFICATION, RK_NODE, RK_INVALID,
};
#define SFLAG(k) (1u << (k))

/* Feature-info bits (DxilConstants.h ShaderFeatureInfo_* / OptFeatureInfo_*). */
#define FI_DOUBLES 0x1ull
#define FI_MIN_PRECISION 0x10ull
#define FI_DOUBLE_EXT 0x20ull
#define FI_MSAD 0x40ull
#define FI_TILED 0x100ull
#define FI_STENCIL_REF 0x200ull
#define FI_INNER_COVERAGE 0x400ull
#define FI_UAV_LOAD_FORMATS 0x800ull
#define FI_VP_RT_INDEX 0x2000ull
#define FI_WAVE_OPS 0x4000ull
#define FI_INT64 0x8000ull
#define FI_VIEWID 0x10000ull
#define FI_BARYCENTRICS 0x20000ull
#define FI_NATIVE_LOW_PRECISION 0x40000ull
#define FI_SHADING_RATE 0x80000ull
#define FI_RT_1_1 0x100000ull
#define FI_SAMPLER_FEEDBACK 0x200000ull
#define FI_ATOMIC64_TYPED 0x400000ull
#define FI_ATOMIC64_GROUPSHARED 0x800000ull
#define FI_DERIV_MS_AS 0x1000000ull
#define FI_RES_HEAP 0x2000000ull
#define FI_SAMPLER_HEAP 0x4000000ull
#define FI_ATOMIC64_HEAP 0x10000000ull
#define FI_ADV_TEXTURE 0x20000000ull
#define FI_WRITEABLE_MSAA 0x40000000ull
#define FI_SAMPLE_CMP_GRAD_BIAS 0x80000000ull
#define FI_EXT_COMMAND_INFO 0x100000000ull
#define FI_USES_DERIVATIVES 0x10000000000ull
#define FI_REQUIRES_GROUP 0x20000000000ull

/* ---- the builder (DxilRDATBuilder) ----------------------------------- */

/* A growable byte buffer in the scratch arena. */
typedef struct RdBuf {
  uint8_t *data;  /* bytes */
  uint32_t len;   /* in use */
  uint32_t cap;   /* allocated */
} RdBuf;

/* The table parts in the order DXC adds them (the part order): resources,
 * functions, then (after the index arrays and raw bytes) the node tables
 * and the experimental per-stage tables. */
enum {
  RD_T_RES, RD_T_FUNC, RD_T_SUBOBJ, RD_T_NODE_ID, RD_T_NODE_FUNC_ATTRIB, RD_T_NODE_IO_ATTRIB,
  RD_T_IO_NODE, RD_T_NODE_INFO, RD_T_SIG_ELEM, RD_T_VS, RD_T_PS, RD_T_HS, RD_T_DS, RD_T_GS,
  RD_T_CS, RD_T_MS, RD_T_AS, RD_NTABLES
};
/* Part type and record size of each table. */
static const struct { uint32_t type, stride; } k_tables[RD_NTABLES] = {
    {3, 32}, {4, 44}, {6, 24}, {7, 8}, {9, 8}, {8, 8}, {10, 8}, {11, 20}, {13, 16}, {14, 16}, {15, 8},
    {16, 48}, {17, 40}, {18, 28}, {19, 8}, {20, 48}, {21, 12},
};

/* A hash set over deduplicated items (strings, index arrays, records, raw
 * blobs): each entry keeps its content hash and a value (the item's offset
 * or index); equal contents are confirmed by the caller. Only looked up,
 * never iterated, so the hash order cannot reach the output. */
typedef struct RdSet {
  uint32_t *slots;    /* entry + 1 per slot; 0 = empty */
  uint32_t cap;       /* slot count, a power of two (0 before the first add) */
  VEC(uint64_t) hash; /* per entry: content hash */
  VEC(uint32_t) val;  /* per entry: offset or index of the item */
} RdSet;

/* A table part: fixed-stride records, optionally deduplicated. */
typedef struct RdTable {
  uint32_t type;    /* RDAT part type */
  uint32_t stride;  /* record size in bytes */
  RdBuf recs;       /* count * stride bytes */
  uint32_t count;   /* records */
  RdSet set;        /* records by content (deduplication) */
} RdTable;

/* The builder: DxilRDATBuilder's parts. */
typedef struct Rd {
  Arena *a;           /* scratch */
  Diag *d;            /* diagnostics */
  bool oom;           /* an allocation failed */
  bool dedup_records; /* valver >= 1.7 */
  RdBuf strings;      /* NUL-terminated strings, "" first */
  RdSet str_set;      /* strings by content -> offset */
  VEC(uint32_t) index;   /* index-array part (u32s) */
  RdSet array_set;       /* index arrays by content -> start */
  RdTable tab[RD_NTABLES]; /* the table parts, in part order */
  RdBuf raw;             /* raw-bytes part (root signatures) */
  RdSet raw_set;         /* blobs by content -> offset */
  VEC(uint32_t) raw_len; /* per raw_set entry: blob size */
} Rd;

/* The next entry after *cur whose hash is h, or UINT32_MAX at the end of
 * the probe sequence. Start with *cur = (uint32_t)h. */
static uint32_t set_next(const RdSet *s, uint64_t h, uint32_t *cur) {
  if (!s->cap) return UINT32_MAX;
  for (;;) {
    uint32_t i = *cur & (s->cap - 1), e = s->slots[i];
    if (!e) return UINT32_MAX;
    *cur = i + 1;
    if (s->hash.data[e - 1] == h) return e - 1;
  }
}

/* Adds an entry (h, val); false when out of memory. */
static bool set_add(Arena *a, RdSet *s, uint64_t h, uint32_t val) {
  if (!vec_push(a, &s->hash, h) || !vec_push(a, &s->val, val)) return false;
  if ((uint64_t)s->hash.len * 2 > s->cap) { /* grow and rehash */
    uint32_t cap = s->cap ? s->cap * 2 : 64;
    while ((uint64_t)s->hash.len * 2 > cap) cap *= 2;
    uint32_t *slots = arena_alloc(a, (size_t)cap * sizeof *slots);
    if (!slots) return false;
    s->slots = slots;
    s->cap = cap;
    for (uint32_t e = 0; e < s->hash.len; e++) {
      uint32_t i = (uint32_t)s->hash.data[e] & (cap - 1);
      while (slots[i]) i = (i + 1) & (cap - 1);
      slots[i] = e + 1;
    }
    return true;
  }
  uint32_t i = (uint32_t)h & (s->cap - 1);
  while (s->slots[i]) i = (i + 1) & (s->cap - 1);
  s->slots[i] = s->hash.len;
  return true;
}

static bool buf_put(Rd *r, RdBuf *b, const void *p, uint32_t n) {
  if (!n) return true;
  if (b->len + n > b->cap) {
    uint32_t cap = b->cap ? b->cap * 2 : 256;
    while (cap < b->len + n) cap *= 2;
    uint8_t *nd = arena_alloc(r->a, cap);
    if (!nd) { r->oom = true; return false; }
    if (b->len) memcpy(nd, b->data, b->len);
    b->data = nd;
    b->cap = cap;
  }
  memcpy(b->data + b->len, p, n);
  b->len += n;
  return true;
}

/* StringBufferPart::Insert: the offset of s, added at the end when new. */
static uint32_t rd_string(Rd *r, const char *s, uint32_t n) {
  if (r->oom) return 0; /* a failed insert may have left a set entry without its data */
  uint64_t h = hl_hash_bytes(s, n, 0);
  uint32_t cur = (uint32_t)h, e;
  while ((e = set_next(&r->str_set, h, &cur)) != UINT32_MAX) {
    uint32_t o = r->str_set.val.data[e];
    if (o + n < r->strings.len && !memcmp(r->strings.data + o, s, n) && r->strings.data[o + n] == 0 &&
        strlen((const char *)r->strings.data + o) == n)
      return o;
  }
  uint32_t o = r->strings.len;
  if (!set_add(r->a, &r->str_set, h, o)) { r->oom = true; return 0; }
  uint8_t z = 0;
  if (!buf_put(r, &r->strings, s, n) || !buf_put(r, &r->strings, &z, 1)) return 0;
  return o;
}

/* IndexArraysPart::AddIndex: the position of {n, v...}, reusing an equal
 * array added before. */
static uint32_t rd_array(Rd *r, const uint32_t *v, uint32_t n) {
  if (r->oom) return 0; /* a failed insert may have left a set entry without its data */
  uint64_t h = hl_hash_bytes(v, (size_t)n * 4u, n);
  uint32_t cur = (uint32_t)h, e;
  while ((e = set_next(&r->array_set, h, &cur)) != UINT32_MAX) {
    uint32_t o = r->array_set.val.data[e];
    if (r->index.data[o] == n && (n == 0 || !memcmp(r->index.data + o + 1, v, n * 4u)))
      return o;
  }
  uint32_t o = r->index.len;
  bool ok = set_add(r->a, &r->array_set, h, o) && vec_push(r->a, &r->index, n);
  for (uint32_t i = 0; ok && i < n; i++) ok = vec_push(r->a, &r->index, v[i]);
  if (!ok) r->oom = true;
  return o;
}

/* RDATTable::Insert: the record's index (an equal earlier record's with
 * deduplication). rec holds at least stride bytes. */
static uint32_t rd_record(Rd *r, RdTable *t, const uint32_t *rec) {
  if (r->oom) return RDAT_NULL; /* a failed insert may have left a set entry without its record */
  uint64_t h = 0;
  if (r->dedup_records) {
    h = hl_hash_bytes(rec, t->stride, 0);
    uint32_t cur = (uint32_t)h, e;
    while ((e = set_next(&t->set, h, &cur)) != UINT32_MAX) {
      uint32_t i = t->set.val.data[e];
      if (!memcmp(t->recs.data + (size_t)i * t->stride, rec, t->stride)) return i;
    }
    if (!set_add(r->a, &t->set, h, t->count)) { r->oom = true; return RDAT_NULL; }
  }
  if (!buf_put(r, &t->recs, rec, t->stride)) return RDAT_NULL;
  return t->count++;
}

/* RawBytesPart::Insert: the offset of these bytes, added when new. */
static uint32_t rd_raw(Rd *r, const uint8_t *p, uint32_t n) {
  if (r->oom) return 0; /* a failed insert may have left a set entry without its bytes */
  uint64_t h = hl_hash_bytes(p, n, n);
  uint32_t cur = (uint32_t)h, e;
  while ((e = set_next(&r->raw_set, h, &cur)) != UINT32_MAX)
    if (r->raw_len.data[e] == n && (n == 0 || !memcmp(r->raw.data + r->raw_set.val.data[e], p, n)))
      return r->raw_set.val.data[e];
  uint32_t o = r->raw.len;
  if (!set_add(r->a, &r->raw_set, h, o) || !vec_push(r->a, &r->raw_len, n)) { r->oom = true; return 0; }
  if (n) buf_put(r, &r->raw, p, n);
  return o;
}

static void put_u32(StrBuf *out, uint32_t v) {
  uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
  sb_putn(out, b, 4);
}

/* One serialized part: type and unpadded payload. */
typedef struct RdPart {
  uint32_t type;        /* part type */
  const uint8_t *data;  /* payload (table parts: records only) */
  uint32_t size;        /* payload bytes */
  const RdTable *table; /* non-NULL for table parts (header written first) */
} RdPart;

static uint32_t part_size(const RdPart *p) {
  uint32_t n = p->table ? (p->table->count ? 8 + p->table->count * p->table->stride : 0) : p->size;
  return (n + 3) & ~3u;
}

/* DxilRDATBuilder::FinalizeAndGetData. */
static void rd_finish(Rd *r, StrBuf *out) {
  enum { NPARTS = RD_NTABLES + 3 };
  RdPart parts[NPARTS] = {
      {1, r->strings.data, r->strings.len, NULL},
      {3, NULL, 0, &r->tab[RD_T_RES]},
      {4, NULL, 0, &r->tab[RD_T_FUNC]},
      {2, (const uint8_t *)r->index.data, r->index.len * 4u, NULL},
      {5, r->raw.data, r->raw.len, NULL},
  };
  for (int t = RD_T_SUBOBJ; t < RD_NTABLES; t++) {
    RdPart p = {k_tables[t].type, NULL, 0, &r->tab[t]};
    parts[t + 3] = p;
  }
  uint32_t n = 0;
  for (int i = 0; i < NPARTS; i++) n += part_size(&parts[i]) != 0;
  put_u32(out, 0x10);
  put_u32(out, n);
  uint32_t off = 8 + 4 * n;
  for (int i = 0; i < NPARTS; i++) {
    uint32_t sz = part_size(&parts[i]);
    if (!sz) continue;
    put_u32(out, off);
    off += 8 + sz;
  }
  for (int i = 0; i < NPARTS; i++) {
    const RdPart *p = &parts[i];
    uint32_t sz = part_size(p), used = 0;
    if (!sz) continue;
    put_u32(out, p->type);
    put_u32(out, sz);
    if (p->table) {
      put_u32(out, p->table->count);
      put_u32(out, p->table->stride);
      sb_putn(out, p->table->recs.data, p->table->recs.len);
      used = 8 + p->table->recs.len;
    } else {
      sb_putn(out, p->data, p->size);
      used = p->size;
    }
    for (; used < sz; used++) sb_putc(out, 0);
  }
}

/* ---- reading the module ---------------------------------------------- */

static const IrMD *md_node(const IrMD *md) {
  return md && md->kind == IR_MD_NODE ? md : NULL;
}

/* One dx.resources record. */
typedef struct RdRes {
  uint32_t cls;         /* SRV 0, UAV 1, CBV 2, Sampler 3 */
  uint32_t kind;        /* ResourceKind */
  uint32_t id;          /* record ID */
  uint32_t space, lower, size; /* binding; size UINT32_MAX = unbounded */
  const char *name;     /* record name */
  uint32_t name_len;    /* its length */
  IrValue *sym;         /* the global symbol (NULL when undef/absent) */
  uint32_t flags;       /* RDAT DxilResourceFlag bits */
  uint32_t comp_count;  /* typed resources: components of the element type */
} RdRes;

/* Per-function facts (DxilModule::ShaderCompatInfo and more). */
typedef struct RdFunc {
  IrFunc *f;            /* the function */
  bool defined;         /* has a body */
  bool is_dxop;         /* a dx.op.* declaration */
  bool external_decl;   /* an external, non-intrinsic, non-dx.op declaration */
  bool has_props;       /* has a dx.entryPoints record */
  const IrMD *entry;    /* that record */
  const IrMD *props;    /* its properties (tag/value list), or NULL */
  uint32_t tgsm;        /* groupshared bytes it may use (itself and callees) */
  uint32_t kind;        /* its ShaderKind (Library without props) */
  uint32_t payload, attr; /* tag 6 / tag 7 */
  uint32_t wave_min, wave_max; /* tags 11 / 23 */
  uint32_t min_major, min_minor; /* minimum shader model */
  uint32_t mask;        /* compatible stages */
  uint64_t flags;       /* feature-info bits */
  uint8_t *uses_res;    /* per resource (table order): referenced */
  VEC(uint32_t) refs;   /* functions its code refers to (calls or otherwise), each once */
  VEC(uint32_t) referrers; /* functions whose code refers to it, each once */
  VEC(uint32_t) callers;   /* functions that call it, each once */
  uint32_t stamp;       /* scratch: last referrer (index + 1) recorded */
  uint32_t call_stamp;  /* scratch: last caller (index + 1) recorded */
  bool referenced;      /* some instruction references this function */
} RdFunc;

/* The module as RDAT sees it. */
typedef struct RdMod {
  IrModule *m;          /* the library module */
  Rd *r;                /* the builder */
  uint32_t val_major, val_minor; /* dx.valver */
  bool is_lib;          /* dx.shaderModel is "lib" */
  bool native16;        /* UseNativeLowPrecision */
  bool dxr11_all;       /* every function gets Raytracing_Tier_1_1 */
  RdRes *res;           /* resources in RDAT order: CBV, sampler, SRV, UAV */
  uint32_t nres;        /* their count */
  RdFunc *fn;           /* one per module function, in module order */
  uint32_t nfn;         /* their count */
  PtrMap fn_map;        /* IrFunc* -> index in fn, plus one */
  PtrMap res_map;       /* resource global -> index in res (the first record), plus one */
} RdMod;

/* dx.valver >= maj.min, as DXIL::CompareVersions orders versions: major 0
 * (an unbounded validator, e.g. -validator-version 0.0 or lib_6_x) is above
 * every released version. */
static bool ver_ge(const RdMod *rm, uint32_t maj, uint32_t min) {
  if (rm->val_major != maj) {
    if (rm->val_major == 0 || maj == 0) return rm->val_major == 0;
    return rm->val_major > maj;
  }
  return rm->val_minor >= min;
}

static void update_max_ver(uint32_t *maj, uint32_t *min, uint32_t M, uint32_t m) {
  if (M > *maj || (M == *maj && m > *min)) { *maj = M; *min = m; }
}

/* Adds k -> v unless k is present (the first index wins); false on OOM. */
static bool map_add(PtrMap *mp, const void *k, uint32_t v) {
  return ptrmap_get(mp, k) || ptrmap_put(mp, k, (void *)((uintptr_t)v + 1));
}

/* The index k maps to, -1 when none. */
static int map_get(const PtrMap *mp, const void *k) { return (int)(intptr_t)(uintptr_t)ptrmap_get(mp, k) - 1; }

/* IrValue.num is scratch for printers/writers; look up by pointer instead. */
static int fn_index(const RdMod *rm, const IrFunc *f) { return map_get(&rm->fn_map, f); }

static int res_index(const RdMod *rm, const IrValue *g) { return map_get(&rm->res_map, g); }

/* Number of components of a resource's element type (dxilutil::
 * GetResourceComponentCount of the HLSL type's first member). */
static uint32_t comp_count(const IrType *t) {
  if (!t) return 1;
  if (t->kind == IR_TY_ARRAY) return (uint32_t)t->count * comp_count(t->elem);
  if (t->kind == IR_TY_STRUCT) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < t->nmembers; i++) n += comp_count(t->members[i]);
    return n;
  }
  if (t->kind == IR_TY_VECTOR) return (uint32_t)t->count;
  return 1;
}

static bool read_resources(RdMod *rm) {
  IrNamedMD *nmd = ir_named_md(rm->m, "dx.resources");
  const IrMD *lists = nmd && nmd->nops ? md_node(nmd->ops[0]) : NULL;
  static const uint32_t order[4] = {2, 3, 0, 1}; /* CBV, sampler, SRV, UAV */
  uint32_t total = 0;
  for (uint32_t c = 0; lists && c < 4 && c < lists->nops; c++)
    if (md_node(lists->ops[c])) total += lists->ops[c]->nops;
  rm->res = total ? arena_alloc(rm->r->a, total * sizeof *rm->res) : NULL;
  if (total && !rm->res) return false;
  for (uint32_t oi = 0; lists && oi < 4; oi++) {
    uint32_t c = order[oi];
    const IrMD *l = c < lists->nops ? md_node(lists->ops[c]) : NULL;
    for (uint32_t k = 0; l && k < l->nops; k++) {
      const IrMD *rec = md_node(l->ops[k]);
      RdRes *x = &rm->res[rm->nres];
      memset(x, 0, sizeof *x);
      x->cls = c;
      if (!rec || rec->nops < 7 || !ir_md_u32(rec->ops[0], &x->id) || !ir_md_u32(rec->ops[3], &x->space) ||
          !ir_md_u32(rec->ops[4], &x->lower) || !ir_md_u32(rec->ops[5], &x->size)) {
        diag_error(rm->r->d, RDAT_RESOURCES, srcloc_none(), "malformed dx.resources record");
        return false;
      }
      const IrMD *nm = rec->ops[2];
      if (nm && nm->kind == IR_MD_STRING) { x->name = nm->str; x->name_len = nm->len; }
      else { x->name = ""; }
      /* The symbol: the global itself, or (SM 6.6+, where the global has
       * become a handle) a bitcast of it to the HLSL type. */
      const IrMD *sym = rec->ops[1];
      IrValue *sv = sym && sym->kind == IR_MD_VALUE ? sym->value : NULL;
      const IrType *hlsl_ty = sv && sv->type && sv->type->kind == IR_TY_PTR ? sv->type->elem : NULL;
      if (sv && sv->kind == IR_V_CONST_EXPR && ((IrConst *)sv)->expr_op == IR_BITCAST &&
          ((IrConst *)sv)->nelems == 1)
        sv = ((IrConst *)sv)->elems[0];
      if (sv && sv->kind == IR_V_GLOBAL) x->sym = sv;
      if (c == 2) x->kind = 13;        /* CBuffer */
      else if (c == 3) x->kind = 14;   /* Sampler */
      else ir_md_u32(rec->ops[6], &x->kind);
      if (x->sym) {
        const IrType *t = hlsl_ty ? hlsl_ty : ((IrGlobal *)x->sym)->value_type;
        while (t && t->kind == IR_TY_ARRAY) t = t->elem;
        x->comp_count = t && t->kind == IR_TY_STRUCT && t->nmembers ? comp_count(t->members[0]) : 1;
      }
      if (c == 1) {
        uint32_t gc = 0, counter = 0, rov = 0;
        if (rec->nops > 7) ir_md_u32(rec->ops[7], &gc);
        if (rec->nops > 8) ir_md_u32(rec->ops[8], &counter);
        if (rec->nops > 9) ir_md_u32(rec->ops[9], &rov);
        if (counter) x->flags |= 2;   /* UAVCounter */
        if (gc) x->flags |= 1;        /* UAVGloballyCoherent */
        if (rov) x->flags |= 4;       /* UAVRasterizerOrderedView */
        const IrMD *tags = rec->nops > 10 ? md_node(rec->ops[10]) : NULL;
        for (uint32_t t = 0; tags && t + 1 < tags->nops; t += 2) {
          uint32_t tag, v;
          if (!ir_md_u32(tags->ops[t], &tag) || !ir_md_u32(tags->ops[t + 1], &v)) continue;
          if (tag == 3 && v) x->flags |= 16;  /* Atomics64Use */
          if (tag == 4 && v) x->flags |= 32;  /* UAVReorderCoherent */
        }
      }
      rm->nres++;
    }
  }
  return true;
}

/* Entry properties of one dx.entryPoints record (tag/value pairs). */
static bool read_entry_props(RdMod *rm, RdFunc *fi, const IrMD *props) {
  for (uint32_t t = 0; props && t + 1 < props->nops; t += 2) {
    uint32_t tag, v = 0;
    if (!ir_md_u32(props->ops[t], &tag)) return false;
    const IrMD *val = props->ops[t + 1];
    switch (tag) {
    case 8: if (ir_md_u32(val, &v)) fi->kind = v; break;
    case 6: if (ir_md_u32(val, &v)) fi->payload = v; break;
    case 7: if (ir_md_u32(val, &v)) fi->attr = v; break;
    case 11: {
      const IrMD *n = md_node(val);
      if (n && n->nops >= 1) ir_md_u32(n->ops[0], &fi->wave_min);
    } break;
    case 23: {
      const IrMD *n = md_node(val);
      if (n && n->nops >= 1) ir_md_u32(n->ops[0], &fi->wave_min);
      if (n && n->nops >= 2) ir_md_u32(n->ops[1], &fi->wave_max);
    } break;
    default: break;
    }
  }
  (void)rm;
  return true;
}

static bool read_entries(RdMod *rm) {
  IrNamedMD *nmd = ir_named_md(rm->m, "dx.entryPoints");
  for (uint32_t i = 0; nmd && i < nmd->nops; i++) {
    const IrMD *e = md_node(nmd->ops[i]);
    if (!e || e->nops < 5) {
      diag_error(rm->r->d, RDAT_RESOURCES, srcloc_none(), "malformed dx.entryPoints record");
      return false;
    }
    const IrMD *props = md_node(e->ops[4]);
    const IrMD *fmd = e->ops[0];
    if (!fmd || fmd->kind != IR_MD_VALUE || !fmd->value || fmd->value->kind != IR_V_FUNC) {
      /* The library's null record: module-wide flags (tag 0). */
      for (uint32_t t = 0; props && t + 1 < props->nops; t += 2) {
        uint32_t tag;
        const IrMD *v = props->ops[t + 1];
        uint64_t raw;
        if (ir_md_u32(props->ops[t], &tag) && tag == 0 && v && v->kind == IR_MD_VALUE && v->value &&
            ir_const_is_int(v->value, &raw))
          rm->native16 = (raw >> 23) & 1;
      }
      continue;
    }
    int fi = fn_index(rm, (IrFunc *)fmd->value);
    if (fi < 0) continue;
    RdFunc *f = &rm->fn[fi];
    f->has_props = true;
    f->entry = e;
    f->props = props;
    if (!read_entry_props(rm, f, props) || f->kind >= RK_INVALID) {
      diag_error(rm->r->d, RDAT_RESOURCES, srcloc_none(), "malformed entry properties");
      return false;
    }
  }
  return true;
}

/* ---- per-function analysis ------------------------------------------- */

static bool starts_with(const char *s, const char *p) {
  return s && !strncmp(s, p, strlen(p));
}

/* Marks every global/function the value refers to (through constant
 * expressions and aggregates) in fi. depth bounds malformed cycles. */
static void note_refs(RdMod *rm, RdFunc *fi, IrValue *v, int depth) {
  if (!v || depth > 64) return;
  if (v->kind == IR_V_GLOBAL) {
    /* every record of this global (a global is normally one resource) */
    int ri = res_index(rm, v);
    for (uint32_t i = ri < 0 ? rm->nres : (uint32_t)ri; i < rm->nres; i++)
      if (rm->res[i].sym == v) fi->uses_res[i] = 1;
    return;
  }
  if (v->kind == IR_V_FUNC) {
    int k = fn_index(rm, (IrFunc *)v);
    uint32_t self = (uint32_t)(fi - rm->fn);
    if (k < 0) return;
    RdFunc *t = &rm->fn[k];
    t->referenced = true;
    if (t->stamp != self + 1) {
      t->stamp = self + 1;
      if (!vec_push(rm->r->a, &t->referrers, self) || !vec_push(rm->r->a, &fi->refs, (uint32_t)k))
        rm->r->oom = true;
    }
    return;
  }
  if (v->kind == IR_V_CONST_EXPR || v->kind == IR_V_CONST_AGG) {
    IrConst *c = (IrConst *)v;
    for (uint32_t i = 0; i < c->nelems; i++) note_refs(rm, fi, c->elems[i], depth + 1);
  }
}

static IrFunc *callee_of(const IrInst *i) {
  if (i->op != IR_CALL || !i->nops || !i->ops[0] || i->ops[0]->kind != IR_V_FUNC) return NULL;
  return (IrFunc *)i->ops[0];
}

/* The dx.op opcode of a call, or UINT32_MAX. */
static uint32_t dxop_of(const IrInst *i) {
  IrFunc *f = callee_of(i);
  uint64_t v;
  if (!f || !starts_with(f->v.name, "dx.op.") || i->nops < 2 || !ir_const_is_int(i->ops[1], &v))
    return UINT32_MAX;
  return (uint32_t)v;
}

static IrValue *arg(const IrInst *i, uint32_t n) {
  return n + 1 < i->nops ? i->ops[n + 1] : NULL; /* n counts the opcode as argument 0 */
}

static bool is_const(IrValue *v) { return v && ir_is_const(v); }

static bool const_u32(IrValue *v, uint32_t *out) {
  uint64_t x;
  if (!v || !ir_const_is_int(v, &x)) return false;
  *out = (uint32_t)x;
  return true;
}

/* Follows phis and selects to the call making a handle (FindCallToCreateHandle). */
static IrInst *handle_call(IrValue *v) {
  for (int guard = 0; guard < 256 && v; guard++) {
    if (v->kind != IR_V_INST) return NULL;
    IrInst *i = (IrInst *)v;
    if (i->op == IR_CALL) return i;
    if (i->op == IR_PHI && i->nops) v = i->ops[0];
    else if (i->op == IR_SELECT && i->nops == 3) v = i->ops[1];
    else return NULL;
  }
  return NULL;
}

/* Resource properties of a handle as DXC's GetResourcePropertyFromHandleCall
 * sees them: UAV-ness, kind, typed component count. */
typedef struct RdProps {
  bool uav;        /* a UAV */
  uint32_t kind;   /* ResourceKind */
  uint32_t comps;  /* typed component count */
} RdProps;

static const RdRes *lib_handle_res(RdMod *rm, IrInst *create, bool uav_only) {
  IrValue *ld = arg(create, 1);
  if (!ld || ld->kind != IR_V_INST || ((IrInst *)ld)->op != IR_LOAD || !((IrInst *)ld)->nops) return NULL;
  int ri = res_index(rm, ((IrInst *)ld)->ops[0]);
  if (ri < 0 || (uav_only && rm->res[ri].cls != 1)) return NULL;
  return &rm->res[ri];
}

static RdProps handle_props(RdMod *rm, IrInst *h) {
  RdProps p = {false, 0, 0};
  if (!h) return p;
  uint32_t op = dxop_of(h);
  if (op == 57) { /* CreateHandle(class, rangeID, ...) */
    uint32_t cls, id;
    IrValue *rid = arg(h, 2);
    for (int g = 0; g < 64 && rid && rid->kind == IR_V_INST; g++) {
      IrInst *ri = (IrInst *)rid;
      if (ri->op == IR_PHI && ri->nops) rid = ri->ops[0];
      else if (ri->op == IR_SELECT && ri->nops == 3) rid = ri->ops[1];
      else break;
    }
    if (const_u32(arg(h, 1), &cls) && const_u32(rid, &id) && cls == 1)
      for (uint32_t i = 0; i < rm->nres; i++)
        if (rm->res[i].cls == 1 && rm->res[i].id == id) {
          p.uav = true;
          p.kind = rm->res[i].kind;
          p.comps = rm->res[i].comp_count;
        }
  } else if (op == 160) { /* CreateHandleForLib(resource): UAVs only */
    const RdRes *x = lib_handle_res(rm, h, true);
    if (x) { p.uav = true; p.kind = x->kind; p.comps = x->comp_count; }
  } else if (op == 216) { /* AnnotateHandle(res, props) */
    IrValue *pv = arg(h, 2);
    IrConst *c = pv ? ir_as_const(pv) : NULL;
    uint32_t w0 = 0, w1 = 0;
    if (c && c->v.kind == IR_V_CONST_AGG && c->nelems >= 2) {
      const_u32(c->elems[0], &w0);
      const_u32(c->elems[1], &w1);
    }
    p.kind = w0 & 0xFF;
    p.uav = (w0 >> 12) & 1;
    p.comps = (w1 >> 8) & 0xFF;
  }
  return p;
}

static bool kind_is_typed(uint32_t k) { return k >= 1 && k <= 10; }

/* The UAV behind annotateHandle(createHandleFromBinding | createHandleForLib)
 * (GetResourceFromAnnotateHandle), or NULL. */
static RdRes *annotated_res(RdMod *rm, IrInst *h) {
  if (!h || dxop_of(h) != 216) return NULL;
  IrValue *cv = arg(h, 1);
  IrInst *create = cv && cv->kind == IR_V_INST ? (IrInst *)cv : NULL;
  if (!create) return NULL;
  uint32_t op = dxop_of(create);
  if (op == 160) return (RdRes *)lib_handle_res(rm, create, true);
  if (op == 217) { /* CreateHandleFromBinding({lower, upper, space, class}, ...) */
    IrValue *bv = arg(create, 1);
    IrConst *c = bv ? ir_as_const(bv) : NULL;
    uint32_t lo = 0, hi = 0, sp = 0, cls = 0;
    if (!c) return NULL;
    if (c->v.kind == IR_V_CONST_AGG && c->nelems >= 4) {
      const_u32(c->elems[0], &lo); const_u32(c->elems[1], &hi);
      const_u32(c->elems[2], &sp); const_u32(c->elems[3], &cls);
    }
    for (uint32_t i = 0; i < rm->nres; i++) {
      RdRes *x = &rm->res[i];
      uint32_t upper = x->size == UINT32_MAX ? UINT32_MAX : x->lower + x->size - 1;
      if (x->cls == 1 && cls == 1 && x->space == sp && x->lower == lo && upper == hi) return x;
    }
  }
  return NULL;
}

static bool sample_offsets_nonconst(const IrInst *i) {
  return !is_const(arg(i, 7)) || !is_const(arg(i, 8)) || !is_const(arg(i, 9));
}

static bool sample_clamp(const IrInst *i) {
  IrValue *c = i->nops > 1 ? i->ops[i->nops - 1] : NULL;
  if (!c) return false;
  if (c->kind == IR_V_CONST_FP) return (((IrConst *)c)->fbits & 0x7FFFFFFFFFFFFFFFull) != 0 &&
                                       ((IrConst *)c)->fval != 0.0;
  return c->kind != IR_V_UNDEF;
}

static bool is_wave_op(uint32_t op) {
  return (op >= 110 && op <= 123) || (op >= 135 && op <= 136) || (op >= 165 && op <= 167) ||
         op == 222 || (op >= 2147483649u && op <= 2147483650u);
}

/* OP::BarrierRequiresGroup / Node / Reorder and TranslateToBarrierMode. */
static uint32_t mem_flags_masked(uint32_t f, uint32_t allowed) {
  return f == 0xF ? f & allowed : f;
}

static bool barrier_requires_group(const IrInst *i, uint32_t op) {
  uint32_t v;
  if (op == 80) return const_u32(arg(i, 1), &v) && v != 2;
  if (op == 244 && const_u32(arg(i, 1), &v) && (mem_flags_masked(v, ~2u) & 2)) return true;
  if (op >= 244 && op <= 246) return const_u32(arg(i, 2), &v) && (v & 3);
  return false;
}

static bool barrier_requires_node(const IrInst *i, uint32_t op) {
  uint32_t v;
  if (op == 246) return true;
  if (op == 244) return const_u32(arg(i, 1), &v) && (mem_flags_masked(v, ~0xCu) & 0xC);
  return false;
}

static bool barrier_requires_reorder(const IrInst *i, uint32_t op) {
  uint32_t v;
  return (op == 244 || op == 245) && const_u32(arg(i, 2), &v) && (v & 8);
}

static bool barrier_translatable(const IrInst *i) { /* BarrierByMemoryType only */
  uint32_t mem = 0, sem = 0, mode = 0;
  const_u32(arg(i, 1), &mem);
  const_u32(arg(i, 2), &sem);
  if (sem & ~7u) return false;
  mem = mem_flags_masked(mem, 3);
  if (mem & ~3u) return false;
  if (mem & 2) mode |= 8;
  if (mem & 1) {
    if (sem & 4) mode |= 2;
    else if (sem & 2) mode |= 4;
  }
  if (sem & 1) mode |= 1;
  return mode != 0;
}

/* OP::GetMinShaderModelAndMask(OpCode) (DxilOperations.cpp, generated). */
static void op_min_sm_mask(uint32_t op, bool lib, uint32_t *maj, uint32_t *min, uint32_t *mask) {
  const uint32_t all_rt = SFLAG(RK_LIBRARY) | SFLAG(RK_COMPUTE) | SFLAG(RK_AMPLIFICATION) |
                          SFLAG(RK_MESH) | SFLAG(RK_PIXEL) | SFLAG(RK_VERTEX) | SFLAG(RK_HULL) |
                          SFLAG(RK_DOMAIN) | SFLAG(RK_GEOMETRY) | SFLAG(RK_RAYGEN) |
                          SFLAG(RK_INTERSECTION) | SFLAG(RK_ANYHIT) | SFLAG(RK_CLOSESTHIT) |
                          SFLAG(RK_MISS) | SFLAG(RK_CALLABLE) | SFLAG(RK_NODE);
  const uint32_t deriv = SFLAG(RK_LIBRARY) | SFLAG(RK_PIXEL) | SFLAG(RK_COMPUTE) |
                         SFLAG(RK_AMPLIFICATION) | SFLAG(RK_MESH) | SFLAG(RK_NODE);
  *maj = 6; *min = 0;
  *mask = SFLAG(RK_INVALID) - 1;
#define SM(a, b) (*maj = (a), *min = (b))
  if (op >= 93 && op <= 96) { *mask = SFLAG(RK_COMPUTE) | SFLAG(RK_MESH) | SFLAG(RK_AMPLIFICATION) | SFLAG(RK_NODE); return; }
  if (op == 105) { *mask = SFLAG(RK_DOMAIN); return; }
  if (op >= 103 && op <= 104) { *mask = SFLAG(RK_DOMAIN) | SFLAG(RK_HULL); return; }
  if (op >= 97 && op <= 100) { *mask = SFLAG(RK_GEOMETRY); return; }
  if (op == 108) { *mask = SFLAG(RK_GEOMETRY) | SFLAG(RK_DOMAIN) | SFLAG(RK_HULL); return; }
  if (op >= 106 && op <= 107) { *mask = SFLAG(RK_HULL); return; }
  if (op >= 122 && op <= 123) {
    *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_COMPUTE) | SFLAG(RK_AMPLIFICATION) | SFLAG(RK_MESH) |
            SFLAG(RK_PIXEL) | SFLAG(RK_NODE);
    return;
  }
  if ((op >= 110 && op <= 121) || (op >= 135 && op <= 136)) { *mask = all_rt; return; }
  if ((op >= 60 && op <= 61) || op == 64 || op == 81 || (op >= 83 && op <= 86)) { *mask = deriv; return; }
  if ((op >= 76 && op <= 77) || op == 82 || (op >= 87 && op <= 92)) { *mask = SFLAG(RK_PIXEL); return; }
  if (op == 137) { SM(6, 1); *mask = SFLAG(RK_PIXEL); return; }
  if (op == 138) {
    SM(6, 1);
    *mask = SFLAG(RK_VERTEX) | SFLAG(RK_HULL) | SFLAG(RK_DOMAIN) | SFLAG(RK_GEOMETRY) |
            SFLAG(RK_PIXEL) | SFLAG(RK_MESH);
    return;
  }
  if (op >= 139 && op <= 140) { if (!lib) SM(6, 2); return; }
  if (op >= 155 && op <= 156) { SM(6, 3); *mask = SFLAG(RK_ANYHIT); return; }
  if (op == 159) {
    SM(6, 3);
    *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_CLOSESTHIT) | SFLAG(RK_RAYGEN) | SFLAG(RK_MISS) | SFLAG(RK_CALLABLE);
    return;
  }
  if (op == 158) { SM(6, 3); *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_INTERSECTION); return; }
  if ((op >= 141 && op <= 143) || (op >= 149 && op <= 152) || op == 161) {
    SM(6, 3);
    *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_INTERSECTION) | SFLAG(RK_ANYHIT) | SFLAG(RK_CLOSESTHIT);
    return;
  }
  if (op == 144 || (op >= 147 && op <= 148) || (op >= 153 && op <= 154)) {
    SM(6, 3);
    *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_INTERSECTION) | SFLAG(RK_ANYHIT) | SFLAG(RK_CLOSESTHIT) |
            SFLAG(RK_MISS);
    return;
  }
  if (op == 157) {
    SM(6, 3);
    *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_RAYGEN) | SFLAG(RK_CLOSESTHIT) | SFLAG(RK_MISS);
    return;
  }
  if (op >= 145 && op <= 146) {
    SM(6, 3);
    *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_RAYGEN) | SFLAG(RK_INTERSECTION) | SFLAG(RK_ANYHIT) |
            SFLAG(RK_CLOSESTHIT) | SFLAG(RK_MISS) | SFLAG(RK_CALLABLE);
    return;
  }
  if (op == 160) { if (!lib) SM(6, 3); return; }
  if (op >= 162 && op <= 164) { SM(6, 4); return; }
  if ((op >= 176 && op <= 212) || (op >= 214 && op <= 215)) { SM(6, 5); return; }
  if (op == 173) { SM(6, 5); *mask = SFLAG(RK_AMPLIFICATION); return; }
  if (op >= 165 && op <= 167) { SM(6, 5); *mask = all_rt; return; }
  if (op == 213) {
    SM(6, 5);
    *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_INTERSECTION) | SFLAG(RK_ANYHIT) | SFLAG(RK_CLOSESTHIT);
    return;
  }
  if (op >= 174 && op <= 175) { SM(6, 5); *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_PIXEL); return; }
  if (op >= 168 && op <= 172) { SM(6, 5); *mask = SFLAG(RK_MESH); return; }
  if (op >= 218 && op <= 221) { SM(6, 6); return; }
  if (op >= 216 && op <= 217) { if (!lib) SM(6, 6); return; }
  if (op >= 223 && op <= 225) { SM(6, 7); return; }
  if (op == 222) {
    if (!lib) SM(6, 7);
    *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_COMPUTE) | SFLAG(RK_AMPLIFICATION) | SFLAG(RK_MESH) |
            SFLAG(RK_PIXEL) | SFLAG(RK_NODE);
    return;
  }
  if (op == 245 || op == 254) { SM(6, 8); return; }
  if (op == 255) { SM(6, 8); *mask = deriv; return; }
  if ((op >= 238 && op <= 243) || (op >= 246 && op <= 253)) { SM(6, 8); *mask = SFLAG(RK_NODE); return; }
  if (op >= 256 && op <= 257) { SM(6, 8); *mask = SFLAG(RK_VERTEX); return; }
  if (op == 244) { if (!lib) SM(6, 8); return; }
  if (op == 258 || (op >= 303 && op <= 304)) { SM(6, 9); return; }
  if (op == 268) { SM(6, 9); *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_RAYGEN); return; }
  if ((op >= 262 && op <= 267) || (op >= 269 && op <= 289)) {
    SM(6, 9);
    *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_RAYGEN) | SFLAG(RK_CLOSESTHIT) | SFLAG(RK_MISS);
    return;
  }
  if (op == 2147483648u || (op >= 2147483652u && op <= 2147483653u) ||
      (op >= 2147483656u && op <= 2147483657u) || op == 2147483662u || op == 2147483670u ||
      (op >= 2147483673u && op <= 2147483675u) || (op >= 2147483677u && op <= 2147483679u) ||
      (op >= 2147483681u && op <= 2147483682u)) {
    SM(6, 10);
    return;
  }
  if ((op >= 2147483659u && op <= 2147483661u) || (op >= 2147483663u && op <= 2147483669u) ||
      (op >= 2147483671u && op <= 2147483672u) || op == 2147483676u) {
    SM(6, 10); *mask = SFLAG(RK_COMPUTE);
    return;
  }
  if (op >= 2147483649u && op <= 2147483650u) {
    SM(6, 10);
    *mask = SFLAG(RK_COMPUTE) | SFLAG(RK_MESH) | SFLAG(RK_AMPLIFICATION) | SFLAG(RK_NODE);
    return;
  }
  if (op == 2147483651u || op == 2147483655u) {
    SM(6, 10); *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_ANYHIT) | SFLAG(RK_CLOSESTHIT);
    return;
  }
  if (op == 2147483654u || op == 2147483658u) {
    SM(6, 10);
    *mask = SFLAG(RK_LIBRARY) | SFLAG(RK_RAYGEN) | SFLAG(RK_CLOSESTHIT) | SFLAG(RK_MISS);
    return;
  }
#undef SM
}

/* OP::GetMinShaderModelAndMask(CallInst, ...): the opcode rule plus the
 * validator-version adjustments. */
static void call_min_sm_mask(RdMod *rm, const IrInst *ci, uint32_t op, uint32_t *maj, uint32_t *min,
                             uint32_t *mask) {
  bool lib = rm->is_lib;
  op_min_sm_mask(op, lib, maj, min, mask);
  if (!ver_ge(rm, 1, 8) && ((op >= 60 && op <= 61) || op == 64 || op == 81 || (op >= 83 && op <= 86))) {
    *mask &= ~(SFLAG(RK_COMPUTE) | SFLAG(RK_AMPLIFICATION) | SFLAG(RK_MESH));
    return;
  }
  if (!ver_ge(rm, 1, 5)) {
    if (is_wave_op(op)) *mask = SFLAG(RK_MESH) - 1;
    return;
  }
  if (op == 80 || (op >= 244 && op <= 246)) {
    if (lib && op == 244 && !barrier_translatable(ci)) { *maj = 6; *min = 8; }
    if (barrier_requires_reorder(ci, op)) {
      *maj = 6; *min = 9;
      *mask &= SFLAG(RK_LIBRARY) | SFLAG(RK_RAYGEN);
      return;
    }
    if (barrier_requires_node(ci, op)) { *mask &= SFLAG(RK_LIBRARY) | SFLAG(RK_NODE); return; }
    if (barrier_requires_group(ci, op)) {
      *mask &= SFLAG(RK_LIBRARY) | SFLAG(RK_COMPUTE) | SFLAG(RK_AMPLIFICATION) | SFLAG(RK_MESH) |
               SFLAG(RK_NODE);
      return;
    }
  } else if (op == 78 || op == 79) {
    if (ci->v.type && ir_type_is_int(ci->v.type, 64)) { *maj = 6; *min = 6; }
  } else if (lib && rm->val_major == 1 && rm->val_minor == 6 && (op == 216 || op == 217)) {
    *maj = 6; *min = 6;
  }
}

/* Signature list `which` (input, output, patch constant / primitive) of an
 * entry record, or NULL. */
static const IrMD *sig_list(const IrMD *entry, uint32_t which) {
  const IrMD *sigs = entry && entry->nops > 2 ? md_node(entry->ops[2]) : NULL;
  return sigs && which < sigs->nops ? md_node(sigs->ops[which]) : NULL;
}

/* The semantic kind of element i of a signature list (Invalid 33 when malformed). */
static uint32_t sig_kind(const IrMD *l, uint32_t i) {
  const IrMD *e = md_node(l->ops[i]);
  uint32_t k;
  return e && e->nops > 3 && ir_md_u32(e->ops[3], &k) ? k : 33;
}

/* ShaderFlags::CollectShaderFlags(F) as feature-info bits. */
static uint64_t collect_flags(RdMod *rm, RdFunc *fi) {
  bool has_double = false, double_ext = false, int64 = false, has16 = false, wave = false;
  bool lod_clamp = false, check_access = false, msad = false, stencil_ref = false;
  bool inner_cov = false, viewid = false, multicomp_uav = false, vp_rt = false, shading_rate = false;
  bool bary = false, feedback = false, rt11 = false, a64_typed = false, a64_gs = false;
  bool deriv_ms_as = false, res_heap = false, sampler_heap = false, a64_heap = false;
  bool adv_tex = false, cmp_grad_bias = false, ext_cmd = false, derivs = false, req_group = false;
  bool wmsaa = false, wmsaa_17 = false;
  bool back_compat_uav = rm->val_major == 1 && rm->val_minor == 0;
  bool vp_back_compat = rm->val_major == 1 && rm->val_minor < 4;
  bool bary_back_compat = rm->val_major == 1 && rm->val_minor < 6;
  bool v18 = ver_ge(rm, 1, 8);
  for (uint32_t i = 0; i < rm->nres; i++)
    if (rm->res[i].cls == 1 && (rm->res[i].kind == 3 || rm->res[i].kind == 8)) wmsaa_17 = true;

  IrFunc *f = fi->f;
  for (uint32_t b = 0; b < f->nblocks; b++) {
    for (IrInst *in = f->blocks[b]->first; in; in = in->next) {
      uint32_t op = UINT32_MAX;
      if (in->op == IR_CALL) {
        op = dxop_of(in);
        IrFunc *cf = callee_of(in);
        if (!cf || !starts_with(cf->v.name, "dx.op.")) continue;
      }
      IrType *t = in->v.type;
      bool is_double = t && t->kind == IR_TY_DOUBLE, is_half = t && t->kind == IR_TY_HALF;
      bool is_i16 = t && ir_type_is_int(t, 16), is_i64 = t && ir_type_is_int(t, 64);
      req_group |= t && t->kind == IR_TY_PTR && t->addrspace == 3;
      if (in->op == IR_EXTRACTELEMENT || in->op == IR_INSERTELEMENT) continue;
      for (uint32_t k = 0; k < in->nops; k++) {
        IrType *ot = in->ops[k] ? in->ops[k]->type : NULL;
        if (!ot) continue;
        is_double |= ot->kind == IR_TY_DOUBLE;
        is_half |= ot->kind == IR_TY_HALF;
        is_i16 |= ir_type_is_int(ot, 16);
        is_i64 |= ir_type_is_int(ot, 64);
        req_group |= ot->kind == IR_TY_PTR && ot->addrspace == 3;
      }
      if (is_double) {
        has_double = true;
        if (in->op == IR_FDIV || in->op == IR_UITOFP || in->op == IR_SITOFP || in->op == IR_FPTOUI ||
            in->op == IR_FPTOSI)
          double_ext = true;
      }
      if (is_i64) {
        int64 = true;
        if (in->op == IR_CMPXCHG || in->op == IR_ATOMICRMW) a64_gs = true;
      }
      has16 |= is_half || is_i16;
      if (in->op != IR_CALL || op == UINT32_MAX) continue;
      if (is_wave_op(op)) wave = true;
      if (op >= 174 && op <= 177) feedback = true;
      switch (op) {
      case 62: case 65: /* SampleLevel, SampleCmpLevelZero */
        adv_tex |= sample_offsets_nonconst(in);
        break;
      case 63: case 254: /* SampleGrad, SampleCmpGrad */
        adv_tex |= sample_offsets_nonconst(in);
        lod_clamp |= sample_clamp(in);
        cmp_grad_bias = op == 254;
        break;
      case 60: case 61: case 64: case 255: /* Sample, SampleBias, SampleCmp, SampleCmpBias */
        adv_tex |= sample_offsets_nonconst(in);
        lod_clamp |= sample_clamp(in);
        cmp_grad_bias = op == 255;
        derivs = true;
        break;
      case 83: case 84: case 85: case 86: case 81: /* derivatives, CalculateLOD */
        derivs = true;
        break;
      case 71: check_access = true; break;        /* CheckAccessFullyMapped */
      case 50: msad = true; break;                /* Msad */
      case 66:                                    /* TextureLoad */
        if (!is_const(arg(in, 6)) || !is_const(arg(in, 7)) || !is_const(arg(in, 8))) adv_tex = true;
        /* fallthrough */
      case 68: {                                  /* BufferLoad */
        if (multicomp_uav) break;
        IrInst *h = handle_call(arg(in, 1));
        if (h) {
          RdProps p = handle_props(rm, h);
          if (p.uav) {
            if (back_compat_uav) multicomp_uav = true;
            else if (kind_is_typed(p.kind) && p.comps > 1) multicomp_uav = true;
          }
        }
      } break;
      case 47: double_ext |= is_double; break;    /* Fma */
      case 92: inner_cov = true; break;           /* InnerCoverage */
      case 138: viewid = true; break;             /* ViewID */
      case 178: case 258: case 213: rt11 = true; break; /* AllocateRayQuery(2), GeometryIndex */
      case 137: bary = true; break;               /* AttributeAtVertex */
      case 78: case 79:                           /* AtomicBinOp, AtomicCompareExchange */
        if (is_i64) {
          IrInst *h = handle_call(arg(in, 1));
          RdProps p = handle_props(rm, h);
          if (kind_is_typed(p.kind)) a64_typed = true;
          RdRes *x = annotated_res(rm, h);
          if (x) x->flags |= 16;
          else a64_heap = true;
        }
        break;
      case 218: {                                 /* CreateHandleFromHeap(index, sampler, ...) */
        uint32_t s = 0;
        const_u32(arg(in, 2), &s);
        if (s) sampler_heap = true; else res_heap = true;
      } break;
      case 57: case 160: case 216: {              /* handle creation */
        RdProps p = handle_props(rm, handle_call(&in->v));
        if (p.uav && (p.kind == 3 || p.kind == 8)) wmsaa = true;
      } break;
      case 225: wmsaa_17 = true; wmsaa = true; adv_tex = true; break; /* TextureStoreSample */
      case 224: case 223: adv_tex = true; break;  /* SampleCmpLevel, TextureGatherRaw */
      case 256: case 257: ext_cmd = true; break;  /* StartVertex/InstanceLocation */
      case 80: case 244: case 245: case 246:
        if (barrier_requires_group(in, op)) req_group = true;
        break;
      case 2147483649u: case 2147483650u: req_group = true; break;
      default: break;
      }
    }
  }

  if (fi->has_props) {
    uint32_t k = fi->kind;
    bool in_rt = k == RK_GEOMETRY || (!vp_back_compat && (k == RK_DOMAIN || k == RK_HULL));
    bool out_rt = k == RK_VERTEX || k == RK_DOMAIN || k == RK_HULL;
    const IrMD *l = sig_list(fi->entry, 0);
    for (uint32_t i = 0; l && i < l->nops; i++) {
      uint32_t sk = sig_kind(l, i);
      if ((sk == 5 || sk == 4) && in_rt) vp_rt = true;
      if (sk == 29) shading_rate = true;
      if (sk == 28) bary = true;
    }
    l = sig_list(fi->entry, 1);
    for (uint32_t i = 0; l && i < l->nops; i++) {
      uint32_t sk = sig_kind(l, i);
      if ((sk == 5 || sk == 4) && out_rt) vp_rt = true;
      if (sk == 20 && k == RK_PIXEL) stencil_ref = true;
      if (sk == 15 && k == RK_PIXEL) inner_cov = true;
      if (sk == 29) shading_rate = true;
    }
    if (derivs && (k == RK_MESH || k == RK_AMPLIFICATION)) deriv_ms_as = true;
  }
  if (derivs && !v18) {
    derivs = false;
    deriv_ms_as = false; /* the module's shader model is a library, never MS/AS */
  }
  if (req_group && !v18) req_group = false;
  if (feedback && !ver_ge(rm, 1, 9)) feedback = false;

  uint64_t fl = 0;
  if (has_double) fl |= FI_DOUBLES;
  if (has16) fl |= rm->native16 ? FI_NATIVE_LOW_PRECISION : FI_MIN_PRECISION;
  if (double_ext) fl |= FI_DOUBLE_EXT;
  if (wave) fl |= FI_WAVE_OPS;
  if (int64) fl |= FI_INT64;
  if (vp_rt) fl |= FI_VP_RT_INDEX;
  if (inner_cov) fl |= FI_INNER_COVERAGE;
  if (stencil_ref) fl |= FI_STENCIL_REF;
  if (check_access || (v18 && lod_clamp)) fl |= FI_TILED;
  if (msad) fl |= FI_MSAD;
  if (multicomp_uav) fl |= FI_UAV_LOAD_FORMATS;
  if (viewid) fl |= FI_VIEWID;
  if (bary && !bary_back_compat) fl |= FI_BARYCENTRICS;
  if (shading_rate) fl |= FI_SHADING_RATE;
  if (rt11 || rm->dxr11_all) fl |= FI_RT_1_1;
  if (feedback) fl |= FI_SAMPLER_FEEDBACK;
  if (a64_typed) fl |= FI_ATOMIC64_TYPED;
  if (a64_gs) fl |= FI_ATOMIC64_GROUPSHARED;
  if (deriv_ms_as) fl |= FI_DERIV_MS_AS;
  if (res_heap) fl |= FI_RES_HEAP;
  if (sampler_heap) fl |= FI_SAMPLER_HEAP;
  if (a64_heap) fl |= FI_ATOMIC64_HEAP;
  if (adv_tex) fl |= FI_ADV_TEXTURE;
  if (v18 ? wmsaa : wmsaa_17) fl |= FI_WRITEABLE_MSAA;
  if (cmp_grad_bias) fl |= FI_SAMPLE_CMP_GRAD_BIAS;
  if (ext_cmd) fl |= FI_EXT_COMMAND_INFO;
  if (derivs) fl |= FI_USES_DERIVATIVES;
  if (req_group) fl |= FI_REQUIRES_GROUP;
  return fl;
}

/* AdjustMinimumShaderModelAndFlags (validator >= 1.8). */
static void adjust_min_sm(RdFunc *fi) {
  uint32_t *M = &fi->min_major, *m = &fi->min_minor;
  uint64_t *fl = &fi->flags;
  if (fi->has_props) {
    uint32_t k = fi->kind;
    if (*fl & FI_USES_DERIVATIVES) {
      if (k == RK_COMPUTE) update_max_ver(M, m, 6, 6);
      else if (k == RK_MESH || k == RK_AMPLIFICATION) { *fl |= FI_DERIV_MS_AS; update_max_ver(M, m, 6, 6); }
    }
    if (fi->wave_min) update_max_ver(M, m, 6, fi->wave_max ? 8 : 6);
    if (k == RK_MESH || k == RK_AMPLIFICATION) update_max_ver(M, m, 6, 5);
    else if (k >= RK_RAYGEN && k <= RK_CALLABLE) update_max_ver(M, m, 6, 3);
    else if (k == RK_NODE) update_max_ver(M, m, 6, 8);
  }
  if (*fl & (FI_SAMPLE_CMP_GRAD_BIAS | FI_EXT_COMMAND_INFO)) update_max_ver(M, m, 6, 8);
  else if (*fl & (FI_ADV_TEXTURE | FI_WRITEABLE_MSAA)) update_max_ver(M, m, 6, 7);
  else if (*fl & (FI_ATOMIC64_TYPED | FI_ATOMIC64_GROUPSHARED | FI_ATOMIC64_HEAP | FI_RES_HEAP | FI_SAMPLER_HEAP))
    update_max_ver(M, m, 6, 6);
  else if (*fl & (FI_RT_1_1 | FI_SAMPLER_FEEDBACK)) update_max_ver(M, m, 6, 5);
  else if (*fl & FI_SHADING_RATE) update_max_ver(M, m, 6, 4);
  else if (*fl & FI_NATIVE_LOW_PRECISION) update_max_ver(M, m, 6, 2);
  else if (*fl & (FI_VIEWID | FI_BARYCENTRICS)) update_max_ver(M, m, 6, 1);
}

/* Does v refer to target (through constant expressions and aggregates)? */
static bool refers_to(IrValue *v, const IrValue *target, int depth) {
  if (!v || depth > 64) return false;
  if (v == target) return true;
  if (v->kind == IR_V_CONST_EXPR || v->kind == IR_V_CONST_AGG) {
    IrConst *c = (IrConst *)v;
    for (uint32_t i = 0; i < c->nelems; i++)
      if (refers_to(c->elems[i], target, depth + 1)) return true;
  }
  return false;
}

/* Groupshared bytes each function may use: every addrspace(3) global its
 * code or the code of a function it calls (transitively) refers to
 * (UpdateFunctionInfo's TGSMInFunc). */
static bool compute_tgsm(RdMod *rm) {
  uint8_t *seen = arena_alloc(rm->r->a, rm->nfn + 1);
  uint32_t *queue = arena_alloc(rm->r->a, (rm->nfn + 1) * sizeof *queue);
  if (!seen || !queue) return false;
  for (uint32_t gi = 0; gi < rm->m->globals.len; gi++) {
    IrGlobal *g = rm->m->globals.data[gi];
    if (g->addrspace != 3) continue;
    uint32_t size = (uint32_t)ir_type_size(g->value_type), nq = 0;
    memset(seen, 0, rm->nfn + 1);
    for (uint32_t i = 0; i < rm->nfn; i++) {
      RdFunc *fi = &rm->fn[i];
      bool uses = false;
      for (uint32_t b = 0; fi->defined && !uses && b < fi->f->nblocks; b++)
        for (IrInst *in = fi->f->blocks[b]->first; in && !uses; in = in->next)
          for (uint32_t k = 0; k < in->nops && !uses; k++) uses = refers_to(in->ops[k], &g->v, 0);
      if (uses) { seen[i] = 1; queue[nq++] = i; }
    }
    for (uint32_t q = 0; q < nq; q++) {
      RdFunc *f = &rm->fn[queue[q]];
      f->tgsm += size;
      for (uint32_t k = 0; k < f->referrers.len; k++) {
        uint32_t c = f->referrers.data[k];
        if (!seen[c]) { seen[c] = 1; queue[nq++] = c; }
      }
    }
  }
  return true;
}

/* DxilModule::ComputeShaderCompatInfo. */
static bool compute_compat(RdMod *rm) {
  Arena *a = rm->r->a;
  bool v18 = ver_ge(rm, 1, 8);
  for (uint32_t i = 0; i < rm->nfn; i++) {
    RdFunc *fi = &rm->fn[i];
    fi->min_major = 6; fi->min_minor = 0;
    fi->mask = SFLAG(RK_INVALID) - 1;
    fi->uses_res = arena_alloc(a, rm->nres + 1);
    if (!fi->uses_res) return false;
  }
  /* References, calls and dx.op requirements. */
  for (uint32_t i = 0; i < rm->nfn; i++) {
    RdFunc *fi = &rm->fn[i];
    if (!fi->defined) continue;
    for (uint32_t b = 0; b < fi->f->nblocks; b++)
      for (IrInst *in = fi->f->blocks[b]->first; in; in = in->next) {
        for (uint32_t k = 0; k < in->nops; k++) note_refs(rm, fi, in->ops[k], 0);
        IrFunc *cf = callee_of(in);
        int ck = cf ? fn_index(rm, cf) : -1;
        if (ck < 0) continue;
        RdFunc *callee = &rm->fn[ck];
        if (callee->call_stamp != i + 1) {
          callee->call_stamp = i + 1;
          if (!vec_push(a, &callee->callers, i)) return false;
        }
        if (callee->is_dxop && callee->f->linkage == IR_LINK_EXTERNAL) {
          uint32_t op = dxop_of(in), M, m, mask;
          if (op == UINT32_MAX) continue;
          call_min_sm_mask(rm, in, op, &M, &m, &mask);
          update_max_ver(&fi->min_major, &fi->min_minor, M, m);
          fi->mask &= mask;
        }
      }
  }
  for (uint32_t i = 0; i < rm->nfn; i++)
    if (rm->fn[i].defined) rm->fn[i].flags = collect_flags(rm, &rm->fn[i]);
  if (!compute_tgsm(rm)) return false;
  /* Propagate callee requirements to callers until nothing changes (the
   * fixed point DXC's worklist reaches). */
  if (v18) {
    uint32_t *work = arena_alloc(a, (rm->nfn + 1) * sizeof *work), nw = 0;
    uint8_t *queued = arena_alloc(a, rm->nfn + 1);
    if (!work || !queued) return false;
    for (uint32_t i = 0; i < rm->nfn; i++)
      if (rm->fn[i].defined && rm->fn[i].referrers.len) { work[nw++] = i; queued[i] = 1; }
    while (nw) {
      uint32_t k = work[--nw];
      RdFunc *callee = &rm->fn[k];
      queued[k] = 0;
      for (uint32_t j = 0; j < callee->callers.len; j++) {
        uint32_t c = callee->callers.data[j];
        RdFunc *caller = &rm->fn[c];
        uint32_t M = caller->min_major, m = caller->min_minor;
        update_max_ver(&M, &m, callee->min_major, callee->min_minor);
        uint32_t mask = caller->mask & callee->mask;
        uint64_t fl = caller->flags | callee->flags;
        if (M == caller->min_major && m == caller->min_minor && mask == caller->mask && fl == caller->flags)
          continue;
        caller->min_major = M; caller->min_minor = m;
        caller->mask = mask; caller->flags = fl;
        /* Each change strictly grows a bounded lattice value, so this ends. */
        if (caller->referrers.len && !queued[c]) { work[nw++] = c; queued[c] = 1; }
      }
    }
  }
  uint32_t valid = SFLAG(RK_NODE + 1) - 1;
  if (!ver_ge(rm, 1, 5)) valid = SFLAG(RK_CALLABLE + 1) - 1;
  else if (!v18) valid = SFLAG(RK_AMPLIFICATION + 1) - 1;
  for (uint32_t i = 0; i < rm->nfn; i++) {
    RdFunc *fi = &rm->fn[i];
    if (!fi->defined) continue;
    if (fi->kind == RK_LIBRARY) fi->mask &= valid;
    else fi->mask &= SFLAG(fi->kind);
    if (v18) adjust_min_sm(fi);
    else if (fi->flags & FI_NATIVE_LOW_PRECISION) update_max_ver(&fi->min_major, &fi->min_minor, 6, 2);
    else if (fi->flags & (FI_BARYCENTRICS | FI_VIEWID)) update_max_ver(&fi->min_major, &fi->min_minor, 6, 1);
  }
  return true;
}

/* The value of property `tag` in a tag/value list, or NULL. */
static const IrMD *prop(const IrMD *props, uint32_t tag) {
  for (uint32_t t = 0; props && t + 1 < props->nops; t += 2) {
    uint32_t k;
    if (ir_md_u32(props->ops[t], &k) && k == tag) return props->ops[t + 1];
  }
  return NULL;
}

/* Three u32s of a node like !{i32 x, i32 y, i32 z}; false when all are 0
 * or the node is absent. */
static bool md_u32x3(const IrMD *n, uint32_t v[3]) {
  v[0] = v[1] = v[2] = 0;
  n = md_node(n);
  for (uint32_t i = 0; n && i < 3 && i < n->nops; i++) ir_md_u32(n->ops[i], &v[i]);
  return v[0] || v[1] || v[2];
}

/* A NodeID record for !{!"name", i32 index}; *named false when the name is empty. */
static uint32_t node_id(Rd *r, const IrMD *n, bool *named) {
  n = md_node(n);
  uint32_t rec[2] = {0, 0};
  const IrMD *s = n && n->nops >= 1 ? n->ops[0] : NULL;
  *named = s && s->kind == IR_MD_STRING && s->len > 0;
  if (!*named) return RDAT_NULL;
  rec[0] = rd_string(r, s->str, s->len);
  if (n->nops >= 2) ir_md_u32(n->ops[1], &rec[1]);
  return rd_record(r, &r->tab[RD_T_NODE_ID], rec);
}

/* AddIONodes: one IONode per input/output node record, their attributes. */
static uint32_t io_nodes(Rd *r, const IrMD *list) {
  list = md_node(list);
  uint32_t n = list ? list->nops : 0, nn = 0;
  uint32_t *nodes = arena_alloc(r->a, (n + 1) * sizeof *nodes);
  if (!nodes) { r->oom = true; return RDAT_NULL; }
  for (uint32_t i = 0; i < n; i++) {
    const IrMD *io = md_node(list->ops[i]);
    uint32_t flags = 0, max_records = 0, array_size = 0, sparse = 0, v;
    int32_t shared_with = -1;
    ir_md_u32(prop(io, 1), &flags);
    ir_md_u32(prop(io, 5), &array_size);
    ir_md_u32(prop(io, 3), &max_records);
    if (ir_md_u32(prop(io, 4), &v)) shared_with = (int32_t)v;
    ir_md_u32(prop(io, 6), &sparse);
    uint32_t attrs[8][2], na = 0, ids[8], ni = 0; /* at most 7 attributes */
    if ((flags & 2) && !(flags & 0x60)) { /* an output node (not a record) */
      bool named;
      uint32_t id = node_id(r, prop(io, 0), &named);
      if (!named) { /* DXC inserts the (empty) name and ID anyway */
        uint32_t rec[2] = {0, 0};
        const IrMD *idn = md_node(prop(io, 0));
        if (idn && idn->nops >= 2) ir_md_u32(idn->ops[1], &rec[1]);
        rec[0] = rd_string(r, "", 0);
        id = rd_record(r, &r->tab[RD_T_NODE_ID], rec);
      }
      attrs[na][0] = 1; attrs[na++][1] = id;
      attrs[na][0] = 6; attrs[na++][1] = array_size;
      if (max_records) { attrs[na][0] = 2; attrs[na++][1] = max_records; }
      else if (shared_with >= 0) { attrs[na][0] = 3; attrs[na++][1] = (uint32_t)shared_with; }
      if (sparse) { attrs[na][0] = 7; attrs[na++][1] = sparse != 0; }
    } else if (flags & 1) {
      if (max_records) { attrs[na][0] = 2; attrs[na++][1] = max_records; }
    }
    const IrMD *rt = md_node(prop(io, 2));
    uint32_t size = 0, align = 0;
    ir_md_u32(prop(rt, 0), &size);
    ir_md_u32(prop(rt, 2), &align);
    if (size) {
      attrs[na][0] = 4; attrs[na++][1] = size;
      const IrMD *g = md_node(prop(rt, 1));
      uint32_t off = 0, ct = 0, nc = 0;
      if (g && g->nops >= 3) { ir_md_u32(g->ops[0], &off); ir_md_u32(g->ops[1], &ct); ir_md_u32(g->ops[2], &nc); }
      if (ct) { attrs[na][0] = 5; attrs[na++][1] = (off & 0xFFFF) | ((nc & 3) | (ct << 2)) << 16; }
      if (align) { attrs[na][0] = 8; attrs[na++][1] = align; }
    }
    for (uint32_t k = 0; k < na; k++) ids[ni++] = rd_record(r, &r->tab[RD_T_NODE_IO_ATTRIB], attrs[k]);
    uint32_t node[2] = {flags, rd_array(r, ids, ni)};
    nodes[nn++] = rd_record(r, &r->tab[RD_T_IO_NODE], node);
  }
  return rd_array(r, nodes, nn);
}

/* AddShaderNodeInfo: the NodeShaderInfo record of a node entry; sets
 * NodeProgramEntry in *shader_flags. */
static uint32_t node_info(Rd *r, const RdFunc *fi, uint32_t *shader_flags) {
  const IrMD *p = fi->props;
  uint32_t attrs[8][2], na = 0, ids[8], v3[3], v;
  bool named;
  uint32_t id = node_id(r, prop(p, 15), &named);
  if (named) { attrs[na][0] = 1; attrs[na++][1] = id; }
  if (ir_md_u32(prop(p, 14), &v) && v) *shader_flags |= 1;
  if (md_u32x3(prop(p, 4), v3)) { attrs[na][0] = 2; attrs[na++][1] = rd_array(r, v3, 3); }
  if (ir_md_u32(prop(p, 16), &v) && (int32_t)v >= 0) { attrs[na][0] = 6; attrs[na++][1] = v; }
  id = node_id(r, prop(p, 17), &named);
  if (named) { attrs[na][0] = 3; attrs[na++][1] = id; }
  if (md_u32x3(prop(p, 18), v3)) { attrs[na][0] = 4; attrs[na++][1] = rd_array(r, v3, 3); }
  if (ir_md_u32(prop(p, 19), &v) && v) { attrs[na][0] = 5; attrs[na++][1] = v; }
  if (md_u32x3(prop(p, 22), v3)) { attrs[na][0] = 7; attrs[na++][1] = rd_array(r, v3, 3); }
  for (uint32_t k = 0; k < na; k++) ids[k] = rd_record(r, &r->tab[RD_T_NODE_FUNC_ATTRIB], attrs[k]);
  uint32_t launch = 0;
  ir_md_u32(prop(p, 13), &launch);
  uint32_t rec[5] = {launch, fi->tgsm, rd_array(r, ids, na), 0, 0};
  rec[4] = io_nodes(r, prop(p, 20));
  rec[3] = io_nodes(r, prop(p, 21));
  return rd_record(r, &r->tab[RD_T_NODE_INFO], rec);
}

/* Little-endian record assembly for the experimental per-stage tables,
 * whose records mix u32, u16 and u8 fields. */
typedef struct RdRec {
  uint32_t w[12]; /* the record, as words (12 >= the largest stride / 4) */
  uint32_t at;    /* next byte */
} RdRec;

static void rec_put(RdRec *r, uint32_t v, uint32_t bytes) {
  for (uint32_t i = 0; i < bytes; i++, r->at++)
    r->w[r->at / 4] |= ((v >> (8 * i)) & 0xFF) << (8 * (r->at % 4));
}

/* AddSigElements: one SignatureElement per element of signature `which`
 * of the entry; the DxilShaderFlags its elements imply go to *flags. */
static uint32_t sig_elements(Rd *r, const IrMD *entry, uint32_t which, uint32_t *flags, uint32_t *stream_mask) {
  *flags = 0;
  const IrMD *l = sig_list(entry, which);
  uint32_t *ids = arena_alloc(r->a, ((l ? l->nops : 0) + 1) * sizeof *ids), n = 0;
  if (!ids) { r->oom = true; return RDAT_NULL; }
  for (uint32_t i = 0; l && i < l->nops; i++) {
    const IrMD *e = md_node(l->ops[i]);
    if (!e || e->nops < 10) continue;
    uint32_t comp = 0, kind = 0, interp = 0, cols = 0, row = 0, col = 0, stream = 0, usage = 0, dyn = 0;
    ir_md_u32(e->ops[2], &comp);
    ir_md_u32(e->ops[3], &kind);
    ir_md_u32(e->ops[5], &interp);
    ir_md_u32(e->ops[7], &cols);
    ir_md_u32(e->ops[8], &row);
    ir_md_u32(e->ops[9], &col);
    const IrMD *tags = e->nops > 10 ? md_node(e->ops[10]) : NULL;
    ir_md_u32(prop(tags, 0), &stream);
    ir_md_u32(prop(tags, 2), &dyn);
    ir_md_u32(prop(tags, 3), &usage);
    const IrMD *il = md_node(e->ops[4]);
    uint32_t *idx = arena_alloc(r->a, ((il ? il->nops : 0) + 1) * sizeof *idx), ni = 0;
    if (!idx) { r->oom = true; return RDAT_NULL; }
    for (uint32_t k = 0; il && k < il->nops; k++)
      if (ir_md_u32(il->ops[k], &idx[ni])) ni++;
    const IrMD *nm = e->ops[1];
    RdRec rec;
    memset(&rec, 0, sizeof rec);
    rec_put(&rec, nm && nm->kind == IR_MD_STRING ? rd_string(r, nm->str, nm->len) : 0, 4);
    rec_put(&rec, rd_array(r, idx, ni), 4);
    rec_put(&rec, kind, 1);
    rec_put(&rec, comp, 1);
    rec_put(&rec, interp, 1);
    rec_put(&rec, row == UINT32_MAX ? 0xFF : row, 1);
    rec_put(&rec, ((cols - 1) & 3) | (col & 3) << 2 | (stream & 3) << 4, 1);
    rec_put(&rec, (usage & 0xF) | (dyn & 0xF) << 4, 1);
    ids[n++] = rd_record(r, &r->tab[RD_T_SIG_ELEM], rec.w);
    if (kind == 3) *flags |= 2;                                   /* OutputPositionPresent */
    if (interp == 6 || interp == 7 || kind == 12) *flags |= 8;    /* SampleFrequency */
    if (kind >= 17 && kind <= 19) *flags |= 4;                    /* DepthOutput */
    if (stream_mask) *stream_mask |= 1u << (stream & 31);
  }
  return rd_array(r, ids, n);
}

/* AddShaderInfo (experimental validator versions only): the per-stage
 * record of a non-node entry; sets DxilShaderFlags in *sflags. */
static uint32_t stage_info(Rd *r, const RdFunc *fi, uint32_t *sflags) {
  const IrMD *p = fi->props, *e = fi->entry;
  uint32_t f = 0, v3[3];
  RdRec rec;
  memset(&rec, 0, sizeof rec);
  if (fi->flags & FI_VIEWID) *sflags |= 16; /* UsesViewID */
  switch (fi->kind) {
  case RK_PIXEL:
    rec_put(&rec, sig_elements(r, e, 0, &f, NULL), 4);
    *sflags |= f & 8;
    rec_put(&rec, sig_elements(r, e, 1, &f, NULL), 4);
    *sflags |= f & 4;
    return rd_record(r, &r->tab[RD_T_PS], rec.w);
  case RK_VERTEX:
    rec_put(&rec, sig_elements(r, e, 0, &f, NULL), 4);
    rec_put(&rec, sig_elements(r, e, 1, &f, NULL), 4);
    *sflags |= f & 2;
    return rd_record(r, &r->tab[RD_T_VS], rec.w); /* ViewID mask: empty BytesRef */
  case RK_GEOMETRY: {
    const IrMD *gs = md_node(prop(p, 1));
    uint32_t prim = 0, maxv = 0, mask = 0, topo = 0, smask = 0;
    if (gs && gs->nops >= 4) {
      ir_md_u32(gs->ops[0], &prim); ir_md_u32(gs->ops[1], &maxv);
      ir_md_u32(gs->ops[2], &mask); ir_md_u32(gs->ops[3], &topo);
    }
    rec_put(&rec, sig_elements(r, e, 0, &f, NULL), 4);
    rec_put(&rec, sig_elements(r, e, 1, &f, &smask), 4);
    *sflags |= f & 2;
    rec.at += 16; /* ViewID and input-to-output masks: empty */
    rec_put(&rec, prim, 1);
    rec_put(&rec, (mask & 1) ? topo : 0, 1);
    rec_put(&rec, maxv, 1);
    rec_put(&rec, smask, 1);
    return rd_record(r, &r->tab[RD_T_GS], rec.w);
  }
  case RK_HULL: {
    const IrMD *hs = md_node(prop(p, 3));
    uint32_t icp = 0, ocp = 0, dom = 0, prim = 0;
    if (hs && hs->nops >= 6) {
      ir_md_u32(hs->ops[1], &icp); ir_md_u32(hs->ops[2], &ocp);
      ir_md_u32(hs->ops[3], &dom); ir_md_u32(hs->ops[5], &prim);
    }
    rec_put(&rec, sig_elements(r, e, 0, &f, NULL), 4);
    rec_put(&rec, sig_elements(r, e, 1, &f, NULL), 4);
    rec_put(&rec, sig_elements(r, e, 2, &f, NULL), 4);
    rec.at += 32;
    rec_put(&rec, icp, 1);
    rec_put(&rec, ocp, 1);
    rec_put(&rec, dom, 1);
    rec_put(&rec, prim, 1);
    return rd_record(r, &r->tab[RD_T_HS], rec.w);
  }
  case RK_DOMAIN: {
    const IrMD *ds = md_node(prop(p, 2));
    uint32_t dom = 0, icp = 0;
    if (ds && ds->nops >= 2) { ir_md_u32(ds->ops[0], &dom); ir_md_u32(ds->ops[1], &icp); }
    rec_put(&rec, sig_elements(r, e, 0, &f, NULL), 4);
    rec_put(&rec, sig_elements(r, e, 1, &f, NULL), 4);
    *sflags |= f & 2;
    rec_put(&rec, sig_elements(r, e, 2, &f, NULL), 4);
    rec.at += 24;
    rec_put(&rec, icp, 1);
    rec_put(&rec, dom, 1);
    return rd_record(r, &r->tab[RD_T_DS], rec.w);
  }
  case RK_COMPUTE:
    md_u32x3(prop(p, 4), v3);
    rec_put(&rec, rd_array(r, v3, 3), 4);
    rec_put(&rec, fi->tgsm, 4);
    return rd_record(r, &r->tab[RD_T_CS], rec.w);
  case RK_MESH: {
    const IrMD *ms = md_node(prop(p, 9));
    uint32_t maxv = 0, maxp = 0, topo = 0, payload = 0;
    md_u32x3(ms && ms->nops ? ms->ops[0] : NULL, v3);
    if (ms && ms->nops >= 5) {
      ir_md_u32(ms->ops[1], &maxv); ir_md_u32(ms->ops[2], &maxp);
      ir_md_u32(ms->ops[3], &topo); ir_md_u32(ms->ops[4], &payload);
    }
    rec_put(&rec, sig_elements(r, e, 1, &f, NULL), 4);
    *sflags |= f & 2;
    rec_put(&rec, sig_elements(r, e, 2, &f, NULL), 4);
    rec.at += 16;
    rec_put(&rec, rd_array(r, v3, 3), 4);
    rec_put(&rec, fi->tgsm, 4);
    rec_put(&rec, 0, 4);
    rec_put(&rec, payload, 4);
    rec_put(&rec, maxv, 2);
    rec_put(&rec, maxp, 2);
    rec_put(&rec, topo, 1);
    return rd_record(r, &r->tab[RD_T_MS], rec.w);
  }
  case RK_AMPLIFICATION: {
    const IrMD *as = md_node(prop(p, 10));
    uint32_t payload = 0;
    md_u32x3(as && as->nops ? as->ops[0] : NULL, v3);
    if (as && as->nops >= 2) ir_md_u32(as->ops[1], &payload);
    rec_put(&rec, rd_array(r, v3, 3), 4);
    rec_put(&rec, fi->tgsm, 4);
    rec_put(&rec, payload, 4);
    return rd_record(r, &r->tab[RD_T_AS], rec.w);
  }
  default:
    return RDAT_NULL;
  }
}

/* The string of a metadata string operand ("" otherwise). */
static uint32_t md_str(Rd *r, const IrMD *md) {
  return md && md->kind == IR_MD_STRING ? rd_string(r, md->str, md->len) : rd_string(r, "", 0);
}

/* UpdateSubobjectInfo: one RuntimeDataSubobjectInfo per !dx.subobjects
 * entry, in order (DXC's format: !{!"name", i32 kind, operands...}). */
static bool write_subobjects(Rd *r, const IrNamedMD *so) {
  for (uint32_t i = 0; so && i < so->nops; i++) {
    const IrMD *o = md_node(so->ops[i]);
    uint32_t rec[6] = {0, 0, 0, 0, 0, 0}, kind;
    if (!o || o->nops < 2 || !ir_md_u32(o->ops[1], &kind)) {
      diag_error(r->d, RDAT_RESOURCES, srcloc_none(), "malformed dx.subobjects entry");
      return false;
    }
    rec[0] = kind;
    rec[1] = md_str(r, o->ops[0]);
    switch (kind) {
    case 0: /* StateObjectConfig: flags */
      if (o->nops > 2) ir_md_u32(o->ops[2], &rec[2]);
      break;
    case 1: case 2: { /* Global/LocalRootSignature: !{[N x i8] data}, text */
      const IrMD *w = o->nops > 2 ? md_node(o->ops[2]) : NULL;
      const IrMD *v = w && w->nops == 1 ? w->ops[0] : NULL;
      IrConst *c = v && v->kind == IR_MD_VALUE && v->value ? ir_as_const(v->value) : NULL;
      uint8_t *bytes = NULL;
      uint32_t n = 0;
      if (c && c->v.kind == IR_V_CONST_DATA) { bytes = (uint8_t *)c->bytes; n = c->nbytes; }
      else if (c && c->v.kind == IR_V_CONST_AGG) {
        n = c->nelems;
        bytes = arena_alloc(r->a, n + 1);
        for (uint32_t k = 0; bytes && k < n; k++) {
          uint32_t b = 0;
          const_u32(c->elems[k], &b);
          bytes[k] = (uint8_t)b;
        }
      } else if (c && c->v.kind == IR_V_CONST_ZERO) {
        n = (uint32_t)ir_type_size(c->v.type);
        bytes = arena_alloc(r->a, n + 1);
      }
      if (n && !bytes) { r->oom = true; return false; }
      rec[2] = rd_raw(r, bytes, n);
      rec[3] = n;
    } break;
    case 8: { /* SubobjectToExportsAssociation: subobject, !{exports} */
      rec[2] = md_str(r, o->nops > 2 ? o->ops[2] : NULL);
      const IrMD *ex = o->nops > 3 ? md_node(o->ops[3]) : NULL;
      uint32_t n = ex ? ex->nops : 0;
      uint32_t *ids = arena_alloc(r->a, (n + 1) * sizeof *ids);
      if (!ids) { r->oom = true; return false; }
      for (uint32_t k = 0; k < n; k++) ids[k] = md_str(r, ex->ops[k]);
      rec[3] = rd_array(r, ids, n);
    } break;
    case 9: /* RaytracingShaderConfig: payload, attributes */
      if (o->nops > 3) { ir_md_u32(o->ops[2], &rec[2]); ir_md_u32(o->ops[3], &rec[3]); }
      break;
    case 10: /* RaytracingPipelineConfig: depth */
      if (o->nops > 2) ir_md_u32(o->ops[2], &rec[2]);
      break;
    case 11: /* HitGroup: type, intersection, any hit, closest hit */
      if (o->nops > 5) {
        ir_md_u32(o->ops[2], &rec[2]);
        rec[3] = md_str(r, o->ops[4]);
        rec[4] = md_str(r, o->ops[5]);
        rec[5] = md_str(r, o->ops[3]);
      }
      break;
    case 12: /* RaytracingPipelineConfig1: depth, flags */
      if (o->nops > 3) { ir_md_u32(o->ops[2], &rec[2]); ir_md_u32(o->ops[3], &rec[3]); }
      break;
    default:
      diag_error(r->d, RDAT_RESOURCES, srcloc_none(), "invalid subobject kind %u", kind);
      return false;
    }
    rd_record(r, &r->tab[RD_T_SUBOBJ], rec);
  }
  return true;
}

/* The name without the "\01?" mangling prefix and the "@..." suffix
 * (dxilutil::DemangleFunctionName). */
static void demangle(const char *name, const char **out, uint32_t *len) {
  uint32_t n = (uint32_t)strlen(name);
  *out = name;
  *len = n;
  if (n >= 2 && name[0] == 1 && name[1] == '?') {
    const char *at = strchr(name, '@');
    if (at) { *out = name + 2; *len = (uint32_t)(at - name - 2); }
  }
}

bool ct_write_rdat(IrModule *m, StrBuf *out, Arena *a, Diag *d) {
  Arena scratch;
  arena_init_child(&scratch, a);
  Rd r;
  memset(&r, 0, sizeof r);
  r.a = &scratch;
  r.d = d;
  RdMod rm;
  memset(&rm, 0, sizeof rm);
  rm.m = m;
  rm.r = &r;
  bool ok = false;

  /* dx.valver (1.0 when absent, as DxilModule), dx.shaderModel. */
  rm.val_major = 1;
  rm.val_minor = 0;
  IrNamedMD *vv = ir_named_md(m, "dx.valver");
  if (vv && vv->nops && md_node(vv->ops[0]) && vv->ops[0]->nops >= 2) {
    ir_md_u32(vv->ops[0]->ops[0], &rm.val_major);
    ir_md_u32(vv->ops[0]->ops[1], &rm.val_minor);
  }
  IrNamedMD *sm = ir_named_md(m, "dx.shaderModel");
  const IrMD *smn = sm && sm->nops ? md_node(sm->ops[0]) : NULL;
  rm.is_lib = smn && smn->nops >= 1 && smn->ops[0] && smn->ops[0]->kind == IR_MD_STRING &&
              smn->ops[0]->len == 3 && !memcmp(smn->ops[0]->str, "lib", 3);
  IrNamedMD *so = ir_named_md(m, "dx.subobjects");
  /* Before validator 1.8, DXR 1.1 subobjects put Raytracing_Tier_1_1 on
   * every function. */
  rm.dxr11_all = ver_ge(&rm, 1, 5) && !ver_ge(&rm, 1, 8) && dxil_subobjects_need_dxr11(m);
  r.dedup_records = ver_ge(&rm, 1, 7);
  /* Unreleased validator versions (above 1.9, or 0.x) with a pre-release
   * shader model (6.10), or any 0.x, get DXC's experimental tables. */
  uint32_t sm_major = 0, sm_minor = 0;
  if (smn && smn->nops >= 3) { ir_md_u32(smn->ops[1], &sm_major); ir_md_u32(smn->ops[2], &sm_minor); }
  bool experimental = (rm.val_major == 0 || ver_ge(&rm, 1, 10)) &&
                      (rm.val_major == 0 || (sm_major == 6 && sm_minor == 10));
  for (int t = 0; t < RD_NTABLES; t++) {
    r.tab[t].type = k_tables[t].type;
    r.tab[t].stride = k_tables[t].stride;
  }
  if (ver_ge(&rm, 1, 8)) r.tab[RD_T_FUNC].stride = 52; /* RuntimeDataFunctionInfo2 */

  rm.nfn = m->funcs.len;
  rm.fn = rm.nfn ? arena_alloc(&scratch, rm.nfn * sizeof *rm.fn) : NULL;
  if (rm.nfn && !rm.fn) goto oom;
  for (uint32_t i = 0; i < rm.nfn; i++) {
    RdFunc *fi = &rm.fn[i];
    fi->f = m->funcs.data[i];
    fi->kind = RK_LIBRARY;
    fi->defined = fi->f->nblocks > 0;
    const char *nm = fi->f->v.name ? fi->f->v.name : "";
    fi->is_dxop = !fi->defined && starts_with(nm, "dx.op.");
    fi->external_decl = !fi->defined && !starts_with(nm, "llvm.") && !fi->is_dxop &&
                        fi->f->linkage == IR_LINK_EXTERNAL;
  }
  ptrmap_init(&rm.fn_map, &scratch);
  ptrmap_init(&rm.res_map, &scratch);
  if (!ptrmap_reserve(&rm.fn_map, rm.nfn)) goto oom;
  for (uint32_t i = 0; i < rm.nfn; i++)
    if (!map_add(&rm.fn_map, rm.fn[i].f, i)) goto oom;
  if (!read_resources(&rm)) goto done;
  if (!ptrmap_reserve(&rm.res_map, rm.nres)) goto oom;
  for (uint32_t i = 0; i < rm.nres; i++)
    if (rm.res[i].sym && !map_add(&rm.res_map, rm.res[i].sym, i)) goto oom;
  if (!read_entries(&rm)) goto done;
  if (!compute_compat(&rm)) goto oom;

  /* String table: "" first, then resource names, dependency names and
   * function names in the order DXC inserts them. */
  rd_string(&r, "", 0);
  for (uint32_t i = 0; i < rm.nres; i++) {
    RdRes *x = &rm.res[i];
    uint32_t rec[8] = {x->cls, x->kind, x->id, x->space, x->lower,
                       x->size == UINT32_MAX ? UINT32_MAX : x->lower + x->size - 1,
                       rd_string(&r, x->name, x->name_len), x->cls == 1 ? x->flags : 0};
    rd_record(&r, &r.tab[RD_T_RES], rec);
  }
  uint32_t *dep_str = arena_alloc(&scratch, (rm.nfn + 1) * sizeof *dep_str);
  uint32_t *list = arena_alloc(&scratch, (rm.nfn + rm.nres + 1) * sizeof *list);
  if (!dep_str || !list) goto oom;
  for (uint32_t i = 0; i < rm.nfn; i++)
    if (rm.fn[i].external_decl && rm.fn[i].referenced) {
      const char *nm = rm.fn[i].f->v.name ? rm.fn[i].f->v.name : "";
      dep_str[i] = rd_string(&r, nm, (uint32_t)strlen(nm));
    }
  for (uint32_t i = 0; i < rm.nfn; i++) {
    RdFunc *fi = &rm.fn[i];
    if (!fi->defined) continue;
    const char *nm = fi->f->v.name ? fi->f->v.name : "", *un;
    uint32_t ulen;
    demangle(nm, &un, &ulen);
    uint32_t rec[13];
    memset(rec, 0, sizeof rec);
    rec[0] = rd_string(&r, nm, (uint32_t)strlen(nm));
    rec[1] = rd_string(&r, un, ulen);
    uint32_t n = 0;
    for (uint32_t k = 0; k < rm.nres; k++)
      if (fi->uses_res[k]) list[n++] = k;
    rec[2] = n ? rd_array(&r, list, n) : RDAT_NULL;
    /* external functions it refers to, in module order */
    n = 0;
    for (uint32_t k = 0; k < fi->refs.len; k++) {
      uint32_t x = fi->refs.data[k], at = n;
      if (!rm.fn[x].external_decl) continue;
      while (at > 0 && list[at - 1] > x) { list[at] = list[at - 1]; at--; }
      list[at] = x;
      n++;
    }
    for (uint32_t k = 0; k < n; k++) list[k] = dep_str[list[k]];
    rec[3] = n ? rd_array(&r, list, n) : RDAT_NULL;
    rec[4] = fi->kind;
    if (fi->has_props) {
      if (fi->kind == RK_CLOSESTHIT || fi->kind == RK_ANYHIT) { rec[5] = fi->payload; rec[6] = fi->attr; }
      else if (fi->kind == RK_MISS || fi->kind == RK_CALLABLE) rec[5] = fi->payload;
    }
    rec[7] = (uint32_t)fi->flags;
    rec[8] = (uint32_t)(fi->flags >> 32);
    rec[9] = fi->mask;
    rec[10] = (fi->kind << 16) | (fi->min_major << 4) | fi->min_minor;
    /* RuntimeDataFunctionInfo2: wave lanes, shader flags, shader-info
     * reference (node entries; the per-stage tables are experimental). */
    rec[12] = RDAT_NULL;
    if (fi->has_props && r.tab[RD_T_FUNC].stride >= 52) {
      uint32_t sflags = 0;
      if (fi->wave_min)
        rec[11] = (fi->wave_min & 0xFF) | ((fi->wave_max ? fi->wave_max : fi->wave_min) & 0xFF) << 8;
      if (fi->kind == RK_NODE) rec[12] = node_info(&r, fi, &sflags);
      else if (experimental) rec[12] = stage_info(&r, fi, &sflags);
      rec[11] |= sflags << 16;
    }
    rd_record(&r, &r.tab[RD_T_FUNC], rec);
  }
  if (ver_ge(&rm, 1, 4) && !write_subobjects(&r, so)) goto done;
  if (r.oom || scratch.oom) goto oom;
  rd_finish(&r, out);
  ok = !out->oom;
  if (!ok) diag_oom(d, RDAT_OOM, "RDAT");
  goto done;
oom:
  diag_oom(d, RDAT_OOM, "RDAT");
done:
  arena_free(&scratch);
  return ok;
}
