/* hlslc-run - run a DXIL compute shader on the CPU, with the command line,
 * pipeline YAML and output of LLVM's offload-test-suite `offloader`.
 *
 *   hlslc-run [options] PIPELINE.yaml SHADER.o
 *   hlslc-run --features
 *
 * Reads the pipeline description (buffers, descriptor sets, dispatch size,
 * result rules) with libyaml, binds its buffers to the shader's registers,
 * dispatches the shader through the library's executor (src/run), checks
 * the Results rules and prints the pipeline back as YAML with the buffers'
 * contents after the dispatch, as the offloader prints it (LLVM's YAML
 * writer: the same keys, padding, flow sequences wrapped after column 70).
 * A failed rule prints the offloader's report to stderr and exits 1.
 *
 * Options: --budget N (executed instructions per dispatch, default 10^9),
 * --wave-size N, -o FILE, --quiet; the offloader's -api, -warp,
 * -debug-layer, -validation-layer, -adapter-regex are accepted (there is
 * one device, the CPU). --features prints the device's feature names, one
 * per line, for the lit configuration. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "container/container_read.h"
#include "run/run.h"

/* ---- the pipeline --------------------------------------------------------------- */

enum { F_HEX8, F_HEX16, F_HEX32, F_HEX64, F_U16, F_U32, F_U64, F_I16, F_I32, F_I64, F_F16, F_F32, F_F64, F_DEPTH32, F_BOOL };
static const char *const fmt_names[] = {"Hex8", "Hex16", "Hex32", "Hex64", "UInt16", "UInt32", "UInt64", "Int16",
                                        "Int32", "Int64", "Float16", "Float32", "Float64", "Depth32", "Bool"};
static const int fmt_sizes[] = {1, 2, 4, 8, 2, 4, 8, 2, 4, 8, 2, 4, 8, 4, 4};

enum { K_BUFFER, K_SB, K_BAB, K_TEX2D, K_RWBUFFER, K_RWSB, K_RWBAB, K_RWTEX2D, K_CBUFFER, K_SAMPLER, K_SAMPLEDTEX2D, K_AS };
static const char *const kind_names[] = {"Buffer", "StructuredBuffer", "ByteAddressBuffer", "Texture2D", "RWBuffer",
                                         "RWStructuredBuffer", "RWByteAddressBuffer", "RWTexture2D", "ConstantBuffer",
                                         "Sampler", "SampledTexture2D", "AccelerationStructure"};
static const char *const stage_names[] = {"Compute", "Vertex", "Hull", "Domain", "Geometry", "Pixel", "Amplification",
                                          "Mesh", "RayGeneration", "Miss", "ClosestHit", "AnyHit", "Intersection",
                                          "Callable"};
enum { R_EXACT, R_ULP, R_EPS };
static const char *const rule_names[] = {"BufferExact", "BufferFloatULP", "BufferFloatEpsilon"};
static const char *const dm_names[] = {"Any", "FTZ", "Preserve"};
static const char *const filter_names[] = {"Nearest", "Linear"};
static const char *const address_names[] = {"Clamp", "Repeat", "Mirror", "Border", "MirrorOnce"};
static const char *const cmp_names[] = {"Never", "Less", "Equal", "LessEqual", "Greater", "NotEqual", "GreaterEqual", "Always"};
static const char *const skind_names[] = {"Sampler", "SamplerComparison"};
static const char *const rpk_names[] = {"Constant", "DescriptorTable", "RootDescriptor"};

typedef struct Buffer {
  char *name;
  int fmt, channels, stride;
  uint32_t array_size;
  uint8_t **data;
  size_t size;
  int h, w, d, mips;
  uint32_t *counters; /* filled after the run for resources with a counter */
  bool show_counters;
} Buffer;

typedef struct Result {
  char *name, *actual, *expected;
  int rule, dm;
  unsigned ulpt;
  double eps, zero_tol;
  Buffer *ap, *ep;
} Result;

typedef struct Resource {
  char *name;
  int kind;
  bool has_counter, has_dx, has_vk, has_cb, has_heap, has_tiles, reserved;
  uint32_t reg, space, vk_binding, counter_binding, heap, tiles;
  Buffer *buf;
  const RunSampler *sampler; /* Kind: Sampler */
} Resource;

typedef struct Set {
  Resource *res;
  uint32_t n;
} Set;

typedef struct Sampler {
  char *name;
  int kind, min_f, mag_f, addr, cmp;
  float min_lod, max_lod, bias;
  RunSampler state; /* the D3D12_SAMPLER_DESC the offloader creates */
} Sampler;

typedef struct RootParam {
  int kind;
  char *name;   /* Constant: its buffer */
  Resource res; /* RootDescriptor */
} RootParam;

typedef struct Shader {
  int stage;
  char *entry;
} Shader;

typedef struct Pipeline {
  Shader *shaders;
  uint32_t nshaders;
  RootParam *params;
  uint32_t nparams;
  Buffer *bufs;
  uint32_t nbufs;
  Sampler *samplers;
  uint32_t nsamplers;
  Result *results;
  uint32_t nresults;
  Set *sets;
  uint32_t nsets;
  uint32_t groups[3];
  char *vertex_buffer, *render_target;
} Pipeline;

/* ---- YAML input ------------------------------------------------------------------ */

typedef struct In {
  yaml_document_t doc;
  const char *file;
  bool failed;
} In;

static bool in_error(In *in, yaml_node_t *n, const char *fmt, ...) {
  if (in->failed) return false;
  in->failed = true;
  va_list ap;
  va_start(ap, fmt);
  if (n) fprintf(stderr, "%s:%lu:%lu: error: ", in->file, (unsigned long)n->start_mark.line + 1,
                 (unsigned long)n->start_mark.column + 1);
  else fprintf(stderr, "%s: error: ", in->file);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return false;
}

static yaml_node_t *node(In *in, int id) { return yaml_document_get_node(&in->doc, id); }

/* The value of key in mapping n, or NULL. */
static yaml_node_t *get(In *in, yaml_node_t *n, const char *key) {
  if (!n || n->type != YAML_MAPPING_NODE) return NULL;
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = node(in, p->key);
    if (k && k->type == YAML_SCALAR_NODE && !strcmp((char *)k->data.scalar.value, key)) return node(in, p->value);
  }
  return NULL;
}

/* Every key of mapping n must be one of keys (NULL-terminated), as LLVM's
 * YAML reader insists. */
static bool known_keys(In *in, yaml_node_t *n, const char *const *keys) {
  if (!n) return true;
  if (n->type != YAML_MAPPING_NODE) return in_error(in, n, "not a mapping");
  for (yaml_node_pair_t *p = n->data.mapping.pairs.start; p < n->data.mapping.pairs.top; p++) {
    yaml_node_t *k = node(in, p->key);
    const char *ks = k && k->type == YAML_SCALAR_NODE ? (char *)k->data.scalar.value : "";
    bool ok = false;
    for (const char *const *q = keys; *q; q++) ok |= !strcmp(*q, ks);
    if (!ok) return in_error(in, k, "unknown key '%s'", ks);
  }
  return true;
}

static const char *scalar(In *in, yaml_node_t *n) {
  if (!n || n->type != YAML_SCALAR_NODE) {
    in_error(in, n, "expected a scalar");
    return NULL;
  }
  return (const char *)n->data.scalar.value;
}

static char *str_of(In *in, yaml_node_t *n) {
  const char *s = scalar(in, n);
  return s ? strdup(s) : NULL;
}

static int enum_of(In *in, yaml_node_t *n, const char *const *names, int count) {
  const char *s = scalar(in, n);
  if (!s) return -1;
  for (int k = 0; k < count; k++)
    if (!strcmp(s, names[k])) return k;
  in_error(in, n, "unknown enumerated scalar");
  return -1;
}

/* Integers as LLVM reads them: decimal, 0x hex, 0b binary, 0o or leading-0
 * octal; a '-' for signed ones. */
static bool parse_int(const char *s, bool is_signed, long long *out) {
  bool neg = false;
  if (is_signed && *s == '-') {
    neg = true;
    s++;
  }
  int base = 10;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, s += 2;
  else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) base = 2, s += 2;
  else if (s[0] == '0' && s[1] == 'o') base = 8, s += 2;
  else if (s[0] == '0' && s[1] >= '0' && s[1] <= '9') base = 8, s += 1;
  if (!*s) return false;
  errno = 0;
  char *end;
  unsigned long long v = strtoull(s, &end, base);
  if (*end || errno) return false;
  if (neg) {
    if (v > (unsigned long long)LLONG_MAX + 1) return false;
    *out = (long long)(0 - v);
  } else {
    *out = (long long)v;
  }
  return true;
}

static bool u32_of(In *in, yaml_node_t *n, uint32_t *out) {
  const char *s = scalar(in, n);
  long long v;
  if (!s) return false;
  if (!parse_int(s, false, &v) || (unsigned long long)v > 0xffffffffull) return in_error(in, n, "invalid number");
  *out = (uint32_t)v;
  return true;
}

static bool int_of(In *in, yaml_node_t *n, int *out) {
  const char *s = scalar(in, n);
  long long v;
  if (!s) return false;
  if (!parse_int(s, true, &v) || v > INT32_MAX || v < INT32_MIN) return in_error(in, n, "invalid number");
  *out = (int)v;
  return true;
}

static bool double_of(In *in, yaml_node_t *n, double *out) {
  const char *s = scalar(in, n);
  if (!s) return false;
  char *end;
  *out = strtod(s, &end);
  if (end == s || *end) return in_error(in, n, "invalid floating point number");
  return true;
}

/* One element of format fmt from scalar n into b. */
static bool elem_of(In *in, yaml_node_t *n, int fmt, uint8_t *b) {
  const char *s = scalar(in, n);
  if (!s) return false;
  long long v = 0;
  switch (fmt) {
  case F_F32: case F_DEPTH32: {
    double d;
    if (!double_of(in, n, &d)) return false;
    float f = (float)d;
    /* strtod then float rounds twice; strtof rounds once, as LLVM does. */
    f = strtof(s, NULL);
    memcpy(b, &f, 4);
    return true;
  }
  case F_F64: {
    double d;
    if (!double_of(in, n, &d)) return false;
    memcpy(b, &d, 8);
    return true;
  }
  case F_I16: case F_I32: case F_I64: {
    if (!parse_int(s, true, &v)) return in_error(in, n, "invalid number");
    int sz = fmt_sizes[fmt];
    if (sz < 8 && (v > (1ll << (sz * 8 - 1)) - 1 || v < -(1ll << (sz * 8 - 1))))
      return in_error(in, n, "out of range number");
    memcpy(b, &v, (size_t)sz);
    return true;
  }
  default: {
    if (!parse_int(s, false, &v)) return in_error(in, n, "invalid number");
    int sz = fmt_sizes[fmt];
    if (sz < 8 && (unsigned long long)v >> (sz * 8)) return in_error(in, n, "out of range number");
    memcpy(b, &v, (size_t)sz);
    return true;
  }
  }
}

/* A flow/block sequence of scalars into a new block (*size bytes). */
static uint8_t *seq_data(In *in, yaml_node_t *n, int fmt, size_t *size) {
  if (!n || n->type != YAML_SEQUENCE_NODE) {
    in_error(in, n, "expected a sequence");
    return NULL;
  }
  size_t cnt = (size_t)(n->data.sequence.items.top - n->data.sequence.items.start);
  int es = fmt_sizes[fmt];
  uint8_t *b = calloc(cnt ? cnt : 1, (size_t)es);
  if (!b) return NULL;
  for (size_t k = 0; k < cnt; k++)
    if (!elem_of(in, node(in, n->data.sequence.items.start[k]), fmt, b + k * es)) {
      free(b);
      return NULL;
    }
  *size = cnt * (size_t)es;
  return b;
}

static uint32_t seq_len(yaml_node_t *n) {
  return n && n->type == YAML_SEQUENCE_NODE ? (uint32_t)(n->data.sequence.items.top - n->data.sequence.items.start) : 0;
}

static yaml_node_t *seq_at(In *in, yaml_node_t *n, uint32_t k) { return node(in, n->data.sequence.items.start[k]); }

static bool read_buffer(In *in, yaml_node_t *n, Buffer *b) {
  static const char *const keys[] = {"Name", "Format", "Channels", "Stride", "ArraySize", "Data", "FillSize",
                                     "FillValue", "ZeroInitSize", "OutputProps", NULL};
  if (!known_keys(in, n, keys)) return false;
  memset(b, 0, sizeof *b);
  b->channels = 1;
  b->array_size = 1;
  b->mips = 1;
  if (!get(in, n, "Name")) return in_error(in, n, "missing required key 'Name'");
  if (!get(in, n, "Format")) return in_error(in, n, "missing required key 'Format'");
  b->name = str_of(in, get(in, n, "Name"));
  b->fmt = enum_of(in, get(in, n, "Format"), fmt_names, 15);
  if (b->fmt < 0) return false;
  yaml_node_t *x;
  if ((x = get(in, n, "Channels")) && !int_of(in, x, &b->channels)) return false;
  if ((x = get(in, n, "Stride")) && !int_of(in, x, &b->stride)) return false;
  if ((x = get(in, n, "ArraySize")) && !u32_of(in, x, &b->array_size)) return false;
  if (b->stride != 0 && b->channels != 1)
    return in_error(in, n, "Cannot set a structure stride and more than one channel.");
  if (!b->array_size || b->array_size > 4096) return in_error(in, n, "invalid ArraySize");
  int es = fmt_sizes[b->fmt];
  if (get(in, n, "ZeroInitSize")) return in_error(in, n, "invalid key 'ZeroInitSize' - did you mean 'FillSize'?");
  int fill = 0;
  if ((x = get(in, n, "FillSize")) && !int_of(in, x, &fill)) return false;
  uint8_t fv[8] = {0};
  yaml_node_t *fvn = get(in, n, "FillValue");
  if (fvn && !elem_of(in, fvn, b->fmt, fv)) return false;
  b->data = calloc(b->array_size, sizeof(uint8_t *));
  if (!b->data) return false;
  if (fill > 0) {
    /* FillSize counts elements of the format's type (upstream fills a
     * vector of FillSize values), though its name says bytes: Size is
     * FillSize bytes, filled with whole values. */
    b->size = (size_t)fill;
    for (uint32_t a = 0; a < b->array_size; a++) {
      b->data[a] = calloc(b->size + 8, 1);
      if (!b->data[a]) return in_error(in, n, "out of memory for buffer '%s'", b->name);
      for (size_t o = 0; o + (size_t)es <= b->size; o += (size_t)es) memcpy(b->data[a] + o, fv, (size_t)es);
    }
  } else {
    bool nonzero = false;
    for (int k = 0; k < 8; k++) nonzero |= fv[k] != 0;
    if (fvn && nonzero) return in_error(in, n, "'FillValue' specified without 'FillSize'");
    yaml_node_t *dn = get(in, n, "Data");
    if (!dn) return in_error(in, n, "missing required key 'Data'");
    if (b->array_size == 1) {
      b->data[0] = seq_data(in, dn, b->fmt, &b->size);
      if (!b->data[0]) return false;
    } else {
      uint32_t cnt = seq_len(dn);
      if (!cnt) return in_error(in, dn, "Expected %u buffers, found 0", b->array_size);
      for (uint32_t a = 0; a < cnt; a++) {
        size_t sz = 0;
        uint8_t *blk = seq_data(in, seq_at(in, dn, a), b->fmt, &sz);
        if (!blk) return false;
        if (a == 0) b->size = sz;
        else if (sz != b->size) return in_error(in, dn, "All buffers must have the same size.");
        if (a < b->array_size) b->data[a] = blk;
        else free(blk);
      }
      if (cnt != b->array_size) return in_error(in, dn, "Expected %u buffers, found %u", b->array_size, cnt);
    }
  }
  if ((x = get(in, n, "OutputProps"))) {
    static const char *const ok[] = {"Height", "Width", "Depth", "MipLevels", NULL};
    if (!known_keys(in, x, ok)) return false;
    if (!get(in, x, "Height") || !get(in, x, "Width") || !get(in, x, "Depth"))
      return in_error(in, x, "missing required key in OutputProps");
    if (!int_of(in, get(in, x, "Height"), &b->h) || !int_of(in, get(in, x, "Width"), &b->w) ||
        !int_of(in, get(in, x, "Depth"), &b->d))
      return false;
    if (get(in, x, "MipLevels") && !int_of(in, get(in, x, "MipLevels"), &b->mips)) return false;
  }
  if (b->w > 0) {
    uint64_t expect = 0, w = (uint64_t)b->w, h = (uint64_t)b->h, d = (uint64_t)b->d;
    uint64_t es2 = b->stride > 0 ? (uint64_t)b->stride : (uint64_t)es * (uint64_t)b->channels;
    for (int m = 0; m < b->mips; m++) {
      expect += w * h * d * es2;
      w = w / 2 ? w / 2 : 1;
      h = h / 2 ? h / 2 : 1;
      d = d / 2 ? d / 2 : 1;
    }
    if (b->size != expect)
      return in_error(in, n, "Buffer '%s' size (%zu) does not match OutputProps dimensions (%llu)", b->name, b->size,
                      (unsigned long long)expect);
  }
  return true;
}

static Buffer *find_buffer(Pipeline *p, const char *name) {
  for (uint32_t k = 0; k < p->nbufs; k++)
    if (name && !strcmp(p->bufs[k].name, name)) return &p->bufs[k];
  return NULL;
}

/* The D3D12_SAMPLER_DESC the offloader makes of a YAML sampler: min and mag
 * filters point or linear, the mip filter point; one address mode for u, v
 * and w (Clamp, Repeat = wrap, Mirror, Border, MirrorOnce); no anisotropy; a
 * transparent black border; comparison samplers compare with ComparisonOp. */
static void sampler_state(Sampler *sm) {
  static const uint32_t addr[] = {3, 1, 2, 4, 5};
  RunSampler *st = &sm->state;
  memset(st, 0, sizeof *st);
  st->filter = (sm->min_f ? 0x10u : 0) | (sm->mag_f ? 0x4u : 0) | (sm->kind == 1 ? 0x80u : 0);
  st->address[0] = st->address[1] = st->address[2] = addr[sm->addr];
  st->mip_bias = sm->bias;
  st->cmp = sm->kind == 1 ? (uint32_t)sm->cmp + 1 : 0;
  st->min_lod = sm->min_lod;
  st->max_lod = sm->max_lod;
}

static bool read_resource(In *in, Pipeline *p, yaml_node_t *n, Resource *r) {
  static const char *const keys[] = {"Name", "Kind", "HasCounter", "TilesMapped", "IsReserved", "DirectXBinding",
                                     "VulkanBinding", "HeapIndex", NULL};
  if (!known_keys(in, n, keys)) return false;
  memset(r, 0, sizeof *r);
  if (!get(in, n, "Name") || !get(in, n, "Kind")) return in_error(in, n, "missing required key 'Name' or 'Kind'");
  r->name = str_of(in, get(in, n, "Name"));
  r->kind = enum_of(in, get(in, n, "Kind"), kind_names, 12);
  if (r->kind < 0) return false;
  yaml_node_t *x;
  if ((x = get(in, n, "HasCounter"))) {
    const char *s = scalar(in, x);
    if (!s) return false;
    r->has_counter = !strcmp(s, "true") || !strcmp(s, "1");
  }
  if ((x = get(in, n, "IsReserved"))) {
    const char *s = scalar(in, x);
    if (!s) return false;
    r->reserved = !strcmp(s, "true");
  }
  if ((x = get(in, n, "TilesMapped"))) {
    r->has_tiles = true;
    if (!u32_of(in, x, &r->tiles)) return false;
  }
  if ((x = get(in, n, "DirectXBinding"))) {
    static const char *const ok[] = {"Register", "Space", NULL};
    r->has_dx = true;
    if (!known_keys(in, x, ok) || !u32_of(in, get(in, x, "Register"), &r->reg) ||
        !u32_of(in, get(in, x, "Space"), &r->space))
      return false;
  }
  if ((x = get(in, n, "VulkanBinding"))) {
    static const char *const ok[] = {"Binding", "CounterBinding", NULL};
    r->has_vk = true;
    if (!known_keys(in, x, ok) || !u32_of(in, get(in, x, "Binding"), &r->vk_binding)) return false;
    if (get(in, x, "CounterBinding")) {
      r->has_cb = true;
      if (!u32_of(in, get(in, x, "CounterBinding"), &r->counter_binding)) return false;
    }
  }
  if ((x = get(in, n, "HeapIndex"))) {
    r->has_heap = true;
    if (!u32_of(in, x, &r->heap)) return false;
  }
  if (r->has_dx == r->has_heap)
    return in_error(in, n, "Resource '%s' must specify exactly one of 'DirectXBinding' or 'HeapIndex'.", r->name);
  if (r->kind == K_SAMPLER) {
    for (uint32_t k = 0; k < p->nsamplers; k++)
      if (!strcmp(p->samplers[k].name, r->name)) r->sampler = &p->samplers[k].state;
    if (!r->sampler) return in_error(in, n, "Referenced sampler %s not found!", r->name);
  } else if (r->kind != K_AS) {
    r->buf = find_buffer(p, r->name);
    if (!r->buf) return in_error(in, n, "Referenced buffer %s not found!", r->name);
  }
  return true;
}

static bool read_pipeline(In *in, Pipeline *p) {
  yaml_node_t *root = yaml_document_get_root_node(&in->doc);
  static const char *const keys[] = {"Shaders", "RuntimeSettings", "Buffers", "Samplers", "Results", "DescriptorSets",
                                     "Bindings", "PushConstants", "AccelerationStructures",
                                     "RayTracingPipelineConfig", "HitGroups", "ShaderBindingTable",
                                     "DispatchParameters", NULL};
  if (!root) return in_error(in, NULL, "the pipeline description is empty");
  if (!known_keys(in, root, keys)) return false;
  memset(p, 0, sizeof *p);
  p->groups[0] = p->groups[1] = p->groups[2] = 1;
  yaml_node_t *x = get(in, root, "Shaders");
  if (!x || x->type != YAML_SEQUENCE_NODE) return in_error(in, root, "missing required key 'Shaders'");
  p->nshaders = seq_len(x);
  p->shaders = calloc(p->nshaders + 1, sizeof(Shader));
  for (uint32_t k = 0; k < p->nshaders; k++) {
    yaml_node_t *s = seq_at(in, x, k);
    static const char *const sk[] = {"Stage", "Entry", "SpecializationConstants", NULL};
    if (!known_keys(in, s, sk)) return false;
    if (!get(in, s, "Stage") || !get(in, s, "Entry")) return in_error(in, s, "missing required key 'Stage' or 'Entry'");
    p->shaders[k].stage = enum_of(in, get(in, s, "Stage"), stage_names, 14);
    p->shaders[k].entry = str_of(in, get(in, s, "Entry"));
    if (p->shaders[k].stage < 0) return false;
  }
  x = get(in, root, "Buffers");
  if (!x || x->type != YAML_SEQUENCE_NODE) return in_error(in, root, "missing required key 'Buffers'");
  p->nbufs = seq_len(x);
  p->bufs = calloc(p->nbufs + 1, sizeof(Buffer));
  for (uint32_t k = 0; k < p->nbufs; k++)
    if (!read_buffer(in, seq_at(in, x, k), &p->bufs[k])) return false;
  if ((x = get(in, root, "Samplers"))) {
    p->nsamplers = seq_len(x);
    p->samplers = calloc(p->nsamplers + 1, sizeof(Sampler));
    for (uint32_t k = 0; k < p->nsamplers; k++) {
      yaml_node_t *s = seq_at(in, x, k), *y;
      Sampler *sm = &p->samplers[k];
      sm->min_f = sm->mag_f = 1;
      sm->max_lod = 3.40282347e+38f;
      static const char *const sk[] = {"Name", "Kind", "MinFilter", "MagFilter", "Address", "MinLOD", "MaxLOD",
                                       "MipLODBias", "ComparisonOp", NULL};
      if (!known_keys(in, s, sk)) return false;
      sm->name = str_of(in, get(in, s, "Name"));
      if (!sm->name) return false;
      double d;
      if ((y = get(in, s, "Kind")) && (sm->kind = enum_of(in, y, skind_names, 2)) < 0) return false;
      if ((y = get(in, s, "MinFilter")) && (sm->min_f = enum_of(in, y, filter_names, 2)) < 0) return false;
      if ((y = get(in, s, "MagFilter")) && (sm->mag_f = enum_of(in, y, filter_names, 2)) < 0) return false;
      if ((y = get(in, s, "Address")) && (sm->addr = enum_of(in, y, address_names, 5)) < 0) return false;
      if ((y = get(in, s, "ComparisonOp")) && (sm->cmp = enum_of(in, y, cmp_names, 8)) < 0) return false;
      if ((y = get(in, s, "MinLOD"))) { if (!double_of(in, y, &d)) return false; sm->min_lod = (float)d; }
      if ((y = get(in, s, "MaxLOD"))) { if (!double_of(in, y, &d)) return false; sm->max_lod = (float)d; }
      if ((y = get(in, s, "MipLODBias"))) { if (!double_of(in, y, &d)) return false; sm->bias = (float)d; }
      if (sm->kind == 0 && sm->cmp != 0) return in_error(in, s, "Sampler kind 'Sampler' requires ComparisonOp: Never");
      if (sm->kind == 1 && sm->cmp == 0)
        return in_error(in, s, "Sampler kind 'SamplerComparison' requires ComparisonOp other than Never");
      sampler_state(sm);
    }
  }
  if ((x = get(in, root, "Results"))) {
    p->nresults = seq_len(x);
    p->results = calloc(p->nresults + 1, sizeof(Result));
    for (uint32_t k = 0; k < p->nresults; k++) {
      yaml_node_t *s = seq_at(in, x, k), *y;
      Result *r = &p->results[k];
      static const char *const rk[] = {"Result", "Rule", "Actual", "Expected", "ULPT", "DenormMode", "ZeroTolerance",
                                       "Epsilon", NULL};
      if (!known_keys(in, s, rk)) return false;
      if (!get(in, s, "Result") || !get(in, s, "Rule") || !get(in, s, "Actual") || !get(in, s, "Expected"))
        return in_error(in, s, "missing required key in a result");
      r->name = str_of(in, get(in, s, "Result"));
      r->rule = enum_of(in, get(in, s, "Rule"), rule_names, 3);
      r->actual = str_of(in, get(in, s, "Actual"));
      r->expected = str_of(in, get(in, s, "Expected"));
      if (r->rule < 0) return false;
      if ((y = get(in, s, "DenormMode")) && (r->dm = enum_of(in, y, dm_names, 3)) < 0) return false;
      if (r->rule == R_ULP) {
        if (!get(in, s, "ULPT")) return in_error(in, s, "missing required key 'ULPT'");
        if (!u32_of(in, get(in, s, "ULPT"), &r->ulpt)) return false;
        if ((y = get(in, s, "ZeroTolerance")) && !double_of(in, y, &r->zero_tol)) return false;
      } else if (r->rule == R_EPS) {
        if (!get(in, s, "Epsilon")) return in_error(in, s, "missing required key 'Epsilon'");
        if (!double_of(in, get(in, s, "Epsilon"), &r->eps)) return false;
      }
      r->ap = find_buffer(p, r->actual);
      if (!r->ap) return in_error(in, s, "Reference buffer %s not found!", r->actual);
      r->ep = find_buffer(p, r->expected);
      if (!r->ep) return in_error(in, s, "Reference buffer %s not found!", r->expected);
      if (r->rule != R_EXACT) {
        bool fa = r->ap->fmt == F_F16 || r->ap->fmt == F_F32 || r->ap->fmt == F_F64;
        bool fe = r->ep->fmt == F_F16 || r->ep->fmt == F_F32 || r->ep->fmt == F_F64;
        if (!fa || !fe) return in_error(in, s, "BufferFloat only accepts Float buffers");
        if (r->ap->fmt != r->ep->fmt) return in_error(in, s, "Buffers must have the same type");
      }
    }
  }
  x = get(in, root, "DescriptorSets");
  if (!x) return in_error(in, root, "missing required key 'DescriptorSets'");
  p->nsets = seq_len(x);
  p->sets = calloc(p->nsets + 1, sizeof(Set));
  for (uint32_t k = 0; k < p->nsets; k++) {
    yaml_node_t *s = seq_at(in, x, k);
    static const char *const sk[] = {"Resources", NULL};
    if (!known_keys(in, s, sk)) return false;
    yaml_node_t *rs = get(in, s, "Resources");
    if (!rs) return in_error(in, s, "missing required key 'Resources'");
    p->sets[k].n = seq_len(rs);
    p->sets[k].res = calloc(p->sets[k].n + 1, sizeof(Resource));
    for (uint32_t j = 0; j < p->sets[k].n; j++)
      if (!read_resource(in, p, seq_at(in, rs, j), &p->sets[k].res[j])) return false;
  }
  if ((x = get(in, root, "RuntimeSettings"))) {
    yaml_node_t *dx = get(in, x, "DirectX"), *rp = dx ? get(in, dx, "RootParameters") : NULL;
    p->nparams = seq_len(rp);
    p->params = calloc(p->nparams + 1, sizeof(RootParam));
    uint32_t tables = 0;
    for (uint32_t k = 0; k < p->nparams; k++) {
      yaml_node_t *s = seq_at(in, rp, k);
      RootParam *r = &p->params[k];
      r->kind = enum_of(in, get(in, s, "Kind"), rpk_names, 3);
      if (r->kind < 0) return false;
      if (r->kind == 0) {
        r->name = str_of(in, get(in, s, "Name"));
        if (!r->name) return false;
        if (!find_buffer(p, r->name))
          return in_error(in, s, "Referenced buffer in root constant %s not found!", r->name);
      } else if (r->kind == 2) {
        yaml_node_t *rr = get(in, s, "Resource");
        if (!rr) return in_error(in, s, "missing required key 'Resource'");
        r->res.name = str_of(in, get(in, rr, "Name"));
        r->res.kind = enum_of(in, get(in, rr, "Kind"), kind_names, 12);
        if (!r->res.name || r->res.kind < 0) return false;
        if (r->res.kind != K_SB && r->res.kind != K_RWSB && r->res.kind != K_BAB && r->res.kind != K_RWBAB &&
            r->res.kind != K_CBUFFER)
          return in_error(in, rr, "Root descriptors must be raw resource types.");
        r->res.buf = find_buffer(p, r->res.name);
        if (!r->res.buf) return in_error(in, s, "Referenced buffer in root descriptor %s not found!", r->res.name);
      } else {
        tables++;
      }
    }
    if (p->nparams && tables != p->nsets)
      return in_error(in, rp, "Expected %u DescriptorTable root parameters, found %u", p->nsets, tables);
  }
  if ((x = get(in, root, "Bindings"))) {
    yaml_node_t *y;
    if ((y = get(in, x, "VertexBuffer"))) p->vertex_buffer = str_of(in, y);
    if ((y = get(in, x, "RenderTarget"))) p->render_target = str_of(in, y);
  }
  /* The pipeline kind (Pipeline::validatePipelineKind). */
  bool compute = false, raster = false, rt = false;
  for (uint32_t k = 0; k < p->nshaders; k++) {
    int st = p->shaders[k].stage;
    if (st == 0) compute = true;
    else if (st >= 8) rt = true;
    else raster = true;
  }
  if (rt && (compute || raster)) /* keep the message upstream gives */
    return in_error(in, root, "RayTracing shaders cannot be combined with Compute, Vertex, Amplification, or Mesh shaders.");
  if (compute && p->nshaders > 1) return in_error(in, root, "Compute Pipeline is only allowed to have Compute Shader.");
  if (!p->nshaders)
    return in_error(in, root, "The pipeline misses a Compute, Vertex, Mesh, or RayGeneration Shader.");
  if ((x = get(in, root, "DispatchParameters"))) {
    static const char *const dk[] = {"DispatchGroupCount", "VertexCount", NULL};
    if (!known_keys(in, x, dk)) return false;
    yaml_node_t *g = get(in, x, "DispatchGroupCount");
    if (g) {
      if (seq_len(g) != 3) return in_error(in, g, "DispatchGroupCount must have 3 elements");
      for (uint32_t k = 0; k < 3; k++)
        if (!u32_of(in, seq_at(in, g, k), &p->groups[k])) return false;
    }
    if (get(in, x, "VertexCount") && compute)
      return in_error(in, x, "DispatchParameters.VertexCount set on a Compute or Mesh Shader pipeline. Only allowed on a TraditionalRaster pipeline.");
  }
  return !in->failed;
}

/* ---- YAML output (LLVM's yaml::Output layout) ----------------------------------- */

enum { S_MAP1, S_MAP2, S_SEQ1, S_SEQ2, S_FLOW1, S_FLOW2 };

typedef struct Out {
  FILE *f;
  int st[32];
  int depth;
  int column;
  const char *padding, *before;
  int flow_col;
  bool comma;
} Out;

static const char spaces16[] = "                ";

static void o_raw(Out *o, const char *s) {
  fputs(s, o->f);
  o->column += (int)strlen(s);
}

static bool in_seq(int s) { return s == S_SEQ1 || s == S_SEQ2; }
static bool in_flow(int s) { return s == S_FLOW1 || s == S_FLOW2; }

static void o_eol(Out *o, const char *s) {
  o_raw(o, s);
  if (!o->depth || !in_flow(o->st[o->depth - 1])) o->padding = "\n";
}

static void o_newline_check(Out *o, bool empty_seq) {
  if (strcmp(o->padding, "\n")) {
    o_raw(o, o->padding);
    o->padding = "";
    return;
  }
  fputc('\n', o->f);
  o->column = 0;
  o->padding = "";
  if (!o->depth || empty_seq) return;
  int indent = o->depth - 1, top = o->st[o->depth - 1];
  bool dash = false;
  if (in_seq(top)) dash = true;
  else if (o->depth > 1 && (top == S_MAP1 || in_flow(top)) && in_seq(o->st[o->depth - 2])) {
    indent--;
    dash = true;
  }
  for (int k = 0; k < indent; k++) o_raw(o, "  ");
  if (dash) o_raw(o, "- ");
}

static void o_key(Out *o, const char *k) {
  o_newline_check(o, false);
  o_raw(o, k);
  o_raw(o, ":");
  size_t n = strlen(k);
  o->padding = n < 16 ? spaces16 + n : " ";
}

/* After a key's value or a sequence element. */
static void o_post(Out *o) {
  int *t = &o->st[o->depth - 1];
  if (*t == S_MAP1) *t = S_MAP2;
  else if (*t == S_SEQ1) *t = S_SEQ2;
}

static void o_scalar(Out *o, const char *s) {
  o_newline_check(o, false);
  if (!*s) {
    o_eol(o, "''");
    return;
  }
  o_raw(o, s);
  o_eol(o, "");
}

static void o_map(Out *o) {
  o->st[o->depth++] = S_MAP1;
  o->before = o->padding;
  o->padding = "\n";
}

static void o_endmap(Out *o) {
  if (o->st[o->depth - 1] == S_MAP1) {
    o->padding = o->before;
    o_newline_check(o, false);
    o_raw(o, "{}");
    o->padding = "\n";
  }
  o->depth--;
}

static void o_seq(Out *o) {
  o->st[o->depth++] = S_SEQ1;
  o->before = o->padding;
  o->padding = "\n";
}

static void o_endseq(Out *o) {
  if (o->st[o->depth - 1] == S_SEQ1) {
    o->padding = o->before;
    o_newline_check(o, true);
    o_raw(o, "[]");
    o->padding = "\n";
  }
  o->depth--;
}

static void o_flow(Out *o) {
  o->st[o->depth++] = S_FLOW1;
  o_newline_check(o, false);
  o->flow_col = o->column;
  o_raw(o, "[ ");
  o->comma = false;
}

static void o_flow_elem(Out *o, const char *s) {
  if (o->comma) o_raw(o, ", ");
  if (o->column > 70) {
    o_raw(o, "\n");
    for (int k = 0; k < o->flow_col; k++) o_raw(o, " ");
    o->column = o->flow_col;
    o_raw(o, "  ");
  }
  o_scalar(o, s);
  o->comma = true;
}

static void o_endflow(Out *o) {
  o->depth--;
  o_eol(o, " ]");
}

static void o_kv(Out *o, const char *k, const char *v) {
  o_key(o, k);
  o_scalar(o, v);
  o_post(o);
}

static void o_kint(Out *o, const char *k, long long v) {
  char b[32];
  snprintf(b, sizeof b, "%lld", v);
  o_kv(o, k, b);
}

/* One element of a buffer as LLVM prints its type. */
static void fmt_elem(char *b, size_t n, int fmt, const uint8_t *p) {
  uint64_t u = 0;
  memcpy(&u, p, (size_t)fmt_sizes[fmt]);
  switch (fmt) {
  case F_HEX8: snprintf(b, n, "0x%X", (unsigned)u); break;
  case F_HEX16: case F_F16: snprintf(b, n, "0x%X", (unsigned)u); break;
  case F_HEX32: snprintf(b, n, "0x%X", (unsigned)u); break;
  case F_HEX64: snprintf(b, n, "0x%llX", (unsigned long long)u); break;
  case F_U16: case F_U32: case F_BOOL: case F_U64: snprintf(b, n, "%llu", (unsigned long long)u); break;
  case F_I16: snprintf(b, n, "%d", (int16_t)u); break;
  case F_I32: snprintf(b, n, "%d", (int32_t)u); break;
  case F_I64: snprintf(b, n, "%lld", (long long)u); break;
  case F_F32: case F_DEPTH32: {
    float f;
    memcpy(&f, p, 4);
    snprintf(b, n, "%g", f);
    break;
  }
  default: {
    double d;
    memcpy(&d, p, 8);
    snprintf(b, n, "%g", d);
    break;
  }
  }
}

static void o_data(Out *o, const Buffer *b, const uint8_t *d) {
  int es = fmt_sizes[b->fmt];
  char buf[64];
  o_flow(o);
  for (size_t k = 0; k + (size_t)es <= b->size; k += (size_t)es) {
    fmt_elem(buf, sizeof buf, b->fmt, d + k);
    o_flow_elem(o, buf);
  }
  o_endflow(o);
}

static void o_buffer(Out *o, const Buffer *b) {
  o_map(o);
  o_kv(o, "Name", b->name);
  o_kv(o, "Format", fmt_names[b->fmt]);
  if (b->channels != 1) o_kint(o, "Channels", b->channels);
  if (b->stride != 0) o_kint(o, "Stride", b->stride);
  if (b->array_size != 1) o_kint(o, "ArraySize", b->array_size);
  if (b->show_counters) {
    if (b->array_size == 1) o_kint(o, "Counter", b->counters[0]);
    else {
      char v[24];
      o_key(o, "Counters");
      o_flow(o);
      for (uint32_t a = 0; a < b->array_size; a++) {
        snprintf(v, sizeof v, "%u", b->counters[a]);
        o_flow_elem(o, v);
      }
      o_endflow(o);
      o_post(o);
    }
  }
  o_key(o, "Data");
  if (b->array_size == 1) o_data(o, b, b->data[0]);
  else {
    o_seq(o);
    for (uint32_t a = 0; a < b->array_size; a++) {
      o_data(o, b, b->data[a]);
      o_post(o);
    }
    o_endseq(o);
  }
  o_post(o);
  o_key(o, "OutputProps");
  o_map(o);
  o_kint(o, "Height", b->h);
  o_kint(o, "Width", b->w);
  o_kint(o, "Depth", b->d);
  if (b->mips != 1) o_kint(o, "MipLevels", b->mips);
  o_endmap(o);
  o_post(o);
  o_endmap(o);
}

static void o_begin_doc(Out *o) { o_eol(o, "---"); }
static void o_end_doc(Out *o) { o_raw(o, "\n...\n"); }

static void o_resource(Out *o, const Resource *r, bool root) {
  o_map(o);
  o_kv(o, "Name", r->name);
  o_kv(o, "Kind", kind_names[r->kind]);
  if (root) {
    o_endmap(o);
    return;
  }
  if (r->has_counter) o_kv(o, "HasCounter", "true");
  if (r->has_tiles) o_kint(o, "TilesMapped", r->tiles);
  o_kv(o, "IsReserved", r->reserved ? "true" : "false");
  if (r->has_dx) {
    o_key(o, "DirectXBinding");
    o_map(o);
    o_kint(o, "Register", r->reg);
    o_kint(o, "Space", r->space);
    o_endmap(o);
    o_post(o);
  }
  if (r->has_vk) {
    o_key(o, "VulkanBinding");
    o_map(o);
    o_kint(o, "Binding", r->vk_binding);
    if (r->has_cb) o_kint(o, "CounterBinding", r->counter_binding);
    o_endmap(o);
    o_post(o);
  }
  if (r->has_heap) o_kint(o, "HeapIndex", r->heap);
  o_endmap(o);
}

static void print_pipeline(FILE *f, const Pipeline *p) {
  Out o = {.f = f, .padding = "", .before = ""};
  char b[64];
  o_begin_doc(&o);
  o_map(&o);
  o_key(&o, "Shaders");
  o_seq(&o);
  for (uint32_t k = 0; k < p->nshaders; k++) {
    o_map(&o);
    o_kv(&o, "Stage", stage_names[p->shaders[k].stage]);
    o_kv(&o, "Entry", p->shaders[k].entry);
    o_endmap(&o);
    o_post(&o);
  }
  o_endseq(&o);
  o_post(&o);
  o_key(&o, "RuntimeSettings");
  o_map(&o);
  o_key(&o, "DirectX");
  o_map(&o);
  if (p->nparams) {
    o_key(&o, "RootParameters");
    o_seq(&o);
    for (uint32_t k = 0; k < p->nparams; k++) {
      const RootParam *r = &p->params[k];
      o_map(&o);
      o_kv(&o, "Kind", rpk_names[r->kind]);
      if (r->kind == 0) o_kv(&o, "Name", r->name);
      else if (r->kind == 2) {
        o_key(&o, "Resource");
        o_resource(&o, &r->res, true);
        o_post(&o);
      }
      o_endmap(&o);
      o_post(&o);
    }
    o_endseq(&o);
    o_post(&o);
  }
  o_endmap(&o);
  o_post(&o);
  o_endmap(&o);
  o_post(&o);
  o_key(&o, "Buffers");
  o_seq(&o);
  for (uint32_t k = 0; k < p->nbufs; k++) {
    o_buffer(&o, &p->bufs[k]);
    o_post(&o);
  }
  o_endseq(&o);
  o_post(&o);
  if (p->nsamplers) {
    o_key(&o, "Samplers");
    o_seq(&o);
    for (uint32_t k = 0; k < p->nsamplers; k++) {
      const Sampler *s = &p->samplers[k];
      o_map(&o);
      o_kv(&o, "Name", s->name);
      o_kv(&o, "Kind", skind_names[s->kind]);
      o_kv(&o, "MinFilter", filter_names[s->min_f]);
      o_kv(&o, "MagFilter", filter_names[s->mag_f]);
      o_kv(&o, "Address", address_names[s->addr]);
      snprintf(b, sizeof b, "%g", s->min_lod);
      o_kv(&o, "MinLOD", b);
      snprintf(b, sizeof b, "%g", s->max_lod);
      o_kv(&o, "MaxLOD", b);
      snprintf(b, sizeof b, "%g", s->bias);
      o_kv(&o, "MipLODBias", b);
      o_kv(&o, "ComparisonOp", cmp_names[s->cmp]);
      o_endmap(&o);
      o_post(&o);
    }
    o_endseq(&o);
    o_post(&o);
  }
  if (p->nresults) {
    o_key(&o, "Results");
    o_seq(&o);
    for (uint32_t k = 0; k < p->nresults; k++) {
      const Result *r = &p->results[k];
      o_map(&o);
      o_kv(&o, "Result", r->name);
      o_kv(&o, "Rule", rule_names[r->rule]);
      o_kv(&o, "Actual", r->actual);
      o_kv(&o, "Expected", r->expected);
      if (r->rule == R_ULP) {
        o_kint(&o, "ULPT", r->ulpt);
        o_kv(&o, "DenormMode", dm_names[r->dm]);
        if (r->zero_tol != 0) {
          snprintf(b, sizeof b, "%g", r->zero_tol);
          o_kv(&o, "ZeroTolerance", b);
        }
      } else if (r->rule == R_EPS) {
        snprintf(b, sizeof b, "%g", r->eps);
        o_kv(&o, "Epsilon", b);
        o_kv(&o, "DenormMode", dm_names[r->dm]);
      }
      o_endmap(&o);
      o_post(&o);
    }
    o_endseq(&o);
    o_post(&o);
  }
  o_key(&o, "DescriptorSets");
  o_seq(&o);
  for (uint32_t k = 0; k < p->nsets; k++) {
    o_map(&o);
    o_key(&o, "Resources");
    o_seq(&o);
    for (uint32_t j = 0; j < p->sets[k].n; j++) {
      o_resource(&o, &p->sets[k].res[j], false);
      o_post(&o);
    }
    o_endseq(&o);
    o_post(&o);
    o_endmap(&o);
    o_post(&o);
  }
  o_endseq(&o);
  o_post(&o);
  o_key(&o, "Bindings");
  o_map(&o);
  o_kv(&o, "VertexBuffer", p->vertex_buffer ? p->vertex_buffer : "");
  o_kv(&o, "RenderTarget", p->render_target ? p->render_target : "");
  o_endmap(&o);
  o_post(&o);
  o_key(&o, "AccelerationStructures");
  o_map(&o);
  o_endmap(&o);
  o_post(&o);
  o_key(&o, "DispatchParameters");
  o_map(&o);
  o_key(&o, "DispatchGroupCount");
  o_flow(&o);
  for (int k = 0; k < 3; k++) {
    snprintf(b, sizeof b, "%u", p->groups[k]);
    o_flow_elem(&o, b);
  }
  o_endflow(&o);
  o_post(&o);
  o_endmap(&o);
  o_post(&o);
  o_endmap(&o);
  o_end_doc(&o);
}

/* ---- result rules (the offloader's verifyResult) ------------------------------- */

static bool is_denorm_d(double x) { return fpclassify(x) == FP_SUBNORMAL; }
static bool is_denorm_f(float x) { return fpclassify(x) == FP_SUBNORMAL; }

static bool f16_nan(uint16_t v) { return (v & 0x7c00) == 0x7c00 && (v & 0x3ff); }

static bool cmp_elem(const Result *r, int fmt, const uint8_t *a, const uint8_t *e) {
  if (fmt == F_F64) {
    double s, f;
    memcpy(&s, a, 8);
    memcpy(&f, e, 8);
    if (s == f) return true;
    if (isnan(s) || isnan(f)) return isnan(s) && isnan(f);
    if (r->dm == 0 && is_denorm_d(f) && s == 0 && signbit(s) == signbit(f)) return true;
    if (r->rule == R_EPS) return fabs(s - f) < r->eps;
    if (r->zero_tol > 0 && (fabs(s) <= r->zero_tol || fabs(f) <= r->zero_tol)) return fabs(s - f) <= r->zero_tol;
    uint64_t us, uf;
    memcpy(&us, a, 8);
    memcpy(&uf, e, 8);
    int64_t diff = (int64_t)(us - uf);
    uint64_t ad = diff < 0 ? (uint64_t)-diff : (uint64_t)diff;
    return ad <= r->ulpt;
  }
  if (fmt == F_F32 || fmt == F_DEPTH32) {
    float s, f;
    memcpy(&s, a, 4);
    memcpy(&f, e, 4);
    if (s == f) return true;
    if (isnan(s) || isnan(f)) return isnan(s) && isnan(f);
    if (r->dm == 0 && is_denorm_f(f) && s == 0 && signbit(s) == signbit(f)) return true;
    if (r->rule == R_EPS) return fabsf(s - f) < (float)r->eps;
    float zt = (float)r->zero_tol;
    if (zt > 0 && (fabsf(s) <= zt || fabsf(f) <= zt)) return fabsf(s - f) <= zt;
    uint32_t us, uf;
    memcpy(&us, a, 4);
    memcpy(&uf, e, 4);
    int32_t diff = (int32_t)(us - uf);
    uint32_t ad = diff < 0 ? (uint32_t)-diff : (uint32_t)diff;
    return ad <= r->ulpt;
  }
  uint16_t s, f;
  memcpy(&s, a, 2);
  memcpy(&f, e, 2);
  if (!(s & 0x7fff) && !(f & 0x7fff)) return true;
  if (s == f) return true;
  if (f16_nan(s) || f16_nan(f)) return f16_nan(s) && f16_nan(f);
  float s32 = run_f16_to_f32(s), f32 = run_f16_to_f32(f);
  if (r->rule == R_EPS) return fabsf(s32 - f32) < (float)r->eps;
  float zt = (float)r->zero_tol;
  if (zt > 0 && (fabsf(s32) <= zt || fabsf(f32) <= zt)) return fabsf(s32 - f32) <= zt;
  int os = (s & 0x8000) ? (~s & 0xffff) : (s | 0x8000), of = (f & 0x8000) ? (~f & 0xffff) : (f | 0x8000);
  int diff = os - of;
  return (unsigned)(diff < 0 ? -diff : diff) <= r->ulpt;
}

/* A mismatch line as the offloader prints it (C++ ostream: %g and %a). */
static void mismatch_line(int fmt, size_t k, const uint8_t *a, const uint8_t *e) {
  if (fmt == F_F64 || fmt == F_F32 || fmt == F_DEPTH32) {
    double x, y;
    if (fmt == F_F64) {
      memcpy(&x, a, 8);
      memcpy(&y, e, 8);
    } else {
      float fx, fy;
      memcpy(&fx, a, 4);
      memcpy(&fy, e, 4);
      x = fx;
      y = fy;
    }
    fprintf(stderr, "  Mismatch at element %zu: expected=%g (%a), actual=%g (%a)\n", k, y, y, x, x);
  } else {
    uint16_t x, y;
    memcpy(&x, a, 2);
    memcpy(&y, e, 2);
    fprintf(stderr, "  Mismatch at element %zu: expected=0x%x, actual=0x%x\n", k, y, x);
  }
}

static bool check_result(const Result *r) {
  Buffer *a = r->ap, *e = r->ep;
  if (a->array_size != e->array_size || a->size != e->size) return false;
  if (r->rule == R_EXACT) {
    for (uint32_t k = 0; k < a->array_size; k++)
      if (memcmp(a->data[k], e->data[k], a->size)) return false;
    return true;
  }
  int es = fmt_sizes[a->fmt];
  for (uint32_t k = 0; k < a->array_size; k++) {
    bool ok = true;
    for (size_t j = 0; j + (size_t)es <= a->size; j += (size_t)es)
      if (!cmp_elem(r, a->fmt, a->data[k] + j, e->data[k] + j)) {
        mismatch_line(a->fmt, j / (size_t)es, a->data[k] + j, e->data[k] + j);
        ok = false;
      }
    if (!ok) return false;
  }
  return true;
}

static void hex_list(FILE *f, const Buffer *b, const uint8_t *d) {
  int es = fmt_sizes[b->fmt];
  if (!b->size) return;
  fputs("[ ", f);
  for (size_t k = 0; k + (size_t)es <= b->size; k += (size_t)es) {
    uint64_t u = 0;
    memcpy(&u, d + k, (size_t)es);
    fprintf(f, "%s0x%llx", k ? ", " : "", (unsigned long long)u);
  }
  fputs(" ]", f);
}

static void hex_buffer(FILE *f, const Buffer *b) {
  if (b->array_size > 1) {
    for (uint32_t k = 0; k < b->array_size; k++) {
      if (k) fputc('\n', f);
      fputs(" - ", f);
      hex_list(f, b, b->data[k]);
    }
  } else {
    hex_list(f, b, b->data[0]);
  }
}

static void report_failure(FILE *f, const Result *r) {
  fprintf(f, "Test failed: %s\n", r->name);
  if (r->rule == R_EXACT) fputs("Comparison Rule: BufferExact\n", f);
  else if (r->rule == R_ULP) fprintf(f, "Comparison Rule: BufferFloatULP\nULP: %u\n", r->ulpt);
  else fprintf(f, "Comparison Rule: BufferFloatEpsilon\nEpsilon: %g\n", r->eps);
  /* One yaml::Output for both buffers, as upstream: its state carries on. */
  Out o = {.f = f, .padding = "", .before = ""};
  fputs("Expected:\n", f);
  o_begin_doc(&o);
  o_buffer(&o, r->ep);
  o_end_doc(&o);
  fputs("Got:\n", f);
  o_begin_doc(&o);
  o_buffer(&o, r->ap);
  o_end_doc(&o);
  fputs("Full Hex representation of Expected Buffer Values:\n", f);
  hex_buffer(f, r->ep);
  fputs("\nFull Hex representation of Actual Buffer Values:\n", f);
  hex_buffer(f, r->ap);
  fputs("\n\n", f);
}

/* ---- binding -------------------------------------------------------------------- */

static RunFmt run_fmt(int fmt) {
  switch (fmt) {
  case F_F16: return RUN_FMT_F16;
  case F_F32: case F_DEPTH32: return RUN_FMT_F32;
  case F_F64: return RUN_FMT_F64;
  case F_I16: return RUN_FMT_I16;
  case F_I32: return RUN_FMT_I32;
  case F_I64: return RUN_FMT_I64;
  case F_U16: case F_HEX16: return RUN_FMT_U16;
  case F_U64: case F_HEX64: return RUN_FMT_U64;
  case F_HEX8: return RUN_FMT_U8;
  default: return RUN_FMT_U32;
  }
}

static void bind(RunResource *rr, const Resource *r) {
  memset(rr, 0, sizeof *rr);
  const Buffer *b = r->buf;
  switch (r->kind) {
  case K_BUFFER: case K_SB: case K_BAB: case K_TEX2D: case K_SAMPLEDTEX2D: rr->cls = RUN_SRV; break;
  case K_CBUFFER: rr->cls = RUN_CBV; break;
  case K_SAMPLER: rr->cls = RUN_SAMPLER; break;
  default: rr->cls = RUN_UAV; break;
  }
  switch (r->kind) {
  case K_BUFFER: case K_RWBUFFER: rr->view = RUN_VIEW_TYPED; break;
  case K_BAB: case K_RWBAB: rr->view = RUN_VIEW_RAW; break;
  case K_SB: case K_RWSB: rr->view = RUN_VIEW_STRUCTURED; break;
  case K_CBUFFER: rr->view = RUN_VIEW_CBUFFER; break;
  case K_SAMPLER: rr->view = RUN_VIEW_SAMPLER; break;
  default: rr->view = RUN_VIEW_TEXTURE; break;
  }
  rr->space = r->space;
  rr->reg = r->reg;
  rr->heap_index = r->has_heap ? (int64_t)r->heap : -1;
  rr->name = r->name;
  rr->count = 1;
  if (b) {
    rr->count = b->array_size;
    rr->fmt = run_fmt(b->fmt);
    rr->channels = (uint32_t)b->channels;
    rr->stride = b->stride > 0 ? (uint32_t)b->stride : (uint32_t)(fmt_sizes[b->fmt] * b->channels);
    rr->width = (uint32_t)b->w;
    rr->height = (uint32_t)b->h;
    rr->depth = (uint32_t)b->d;
    rr->mips = (uint32_t)b->mips;
    rr->data = b->data;
    rr->size = b->size;
    if (r->has_counter) rr->counters = b->counters;
  }
  if (r->sampler) rr->samplers = r->sampler;
}

/* Element elem of resource r alone (a descriptor of a heap). */
static void bind_elem(RunResource *rr, const Resource *r, uint32_t elem) {
  bind(rr, r);
  if (r->buf) {
    rr->data = &r->buf->data[elem];
    if (rr->counters) rr->counters += elem;
  }
  rr->count = 1;
}

/* A static sampler of the root signature (D3D12_STATIC_SAMPLER_DESC). */
static void static_sampler(const uint8_t *rec, RunSampler *st, uint32_t *reg, uint32_t *space) {
  uint32_t w[13];
  memcpy(w, rec, sizeof w);
  static const float borders[5][4] = {{0, 0, 0, 0}, {0, 0, 0, 1}, {1, 1, 1, 1}, {0, 0, 0, 1}, {1, 1, 1, 1}};
  memset(st, 0, sizeof *st);
  st->filter = w[0];
  st->address[0] = w[1];
  st->address[1] = w[2];
  st->address[2] = w[3];
  memcpy(&st->mip_bias, &w[4], 4);
  st->max_aniso = w[5];
  st->cmp = w[6];
  memcpy(st->border, borders[w[7] < 5 ? w[7] : 0], sizeof st->border);
  memcpy(&st->min_lod, &w[8], 4);
  memcpy(&st->max_lod, &w[9], 4);
  *reg = w[10];
  *space = w[11];
}

/* The offloader's descriptor heaps: every descriptor of the descriptor sets
 * in order, each array element one descriptor, samplers in their own heap;
 * a resource with a HeapIndex at that index, the others at the next free
 * index of a counter starting at 0. */
typedef struct HeapSlot {
  Resource *r; /* NULL: empty */
  uint32_t elem;
} HeapSlot;

typedef struct Heap {
  HeapSlot *slots;
  uint32_t n;
} Heap;

static bool heap_put(Heap *h, uint32_t idx, Resource *r, uint32_t elem) {
  if (idx >= (1u << 20)) return false;
  if (idx >= h->n) {
    uint32_t n = idx + 1 > h->n * 2 ? idx + 1 : h->n * 2;
    HeapSlot *ns = realloc(h->slots, sizeof(HeapSlot) * n);
    if (!ns) return false;
    memset(ns + h->n, 0, sizeof(HeapSlot) * (n - h->n));
    h->slots = ns;
    h->n = n;
  }
  h->slots[idx].r = r;
  h->slots[idx].elem = elem;
  return true;
}

static bool build_heaps(Pipeline *p, Heap *res, Heap *smp) {
  uint32_t next_res = 0, next_smp = 0;
  for (uint32_t k = 0; k < p->nsets; k++)
    for (uint32_t j = 0; j < p->sets[k].n; j++) {
      Resource *r = &p->sets[k].res[j];
      bool s = r->kind == K_SAMPLER;
      uint32_t cnt = r->buf ? r->buf->array_size : 1;
      for (uint32_t e = 0; e < cnt; e++) {
        uint32_t idx = r->has_heap ? r->heap + e : s ? next_smp++ : next_res++;
        if (!heap_put(s ? smp : res, idx, r, e)) {
          fprintf(stderr, "hlslc-run: error: descriptor heap index %u is too large\n", idx);
          return false;
        }
      }
    }
  return true;
}

/* Binds descriptor table `rp` of the root signature: its ranges take the
 * heap's descriptors from `base` on, each range at its offset from the
 * table's start (or after the previous range), descriptor k of a range at
 * its base register + k. */
static uint32_t bind_table(const DxilRootParam *rp, const Heap *h, uint32_t base, RunResource *res, uint32_t ri) {
  uint32_t end = 0;
  for (uint32_t q = 0; q < rp->nranges; q++) {
    const DxilRootRange *rg = &rp->ranges[q];
    uint32_t start = rg->offset == 0xFFFFFFFFu ? end : rg->offset;
    uint64_t cnt = rg->count == 0xFFFFFFFFu ? (base + start < h->n ? h->n - base - start : 0) : rg->count;
    for (uint64_t k = 0; k < cnt; k++) {
      uint64_t idx = (uint64_t)base + start + k;
      if (idx >= h->n || !h->slots[idx].r) continue;
      bind_elem(&res[ri], h->slots[idx].r, h->slots[idx].elem);
      res[ri].cls = rg->type;
      res[ri].reg = rg->base + (uint32_t)k;
      res[ri].space = rg->space;
      res[ri].heap_index = -1;
      ri++;
    }
    end = rg->count == 0xFFFFFFFFu ? 0xFFFFFFFFu : start + rg->count;
  }
  return ri;
}

/* Descriptors a root signature's table takes from its heap. */
static uint32_t table_size(const DxilRootParam *rp) {
  uint64_t n = 0;
  for (uint32_t q = 0; q < rp->nranges; q++) n += rp->ranges[q].count == 0xFFFFFFFFu ? 0 : rp->ranges[q].count;
  return n > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)n;
}

/* ---- main ----------------------------------------------------------------------- */

static const char *const features[] = {
    "DirectX", "SM_6_0", "SM_6_1", "SM_6_2", "SM_6_3", "SM_6_4", "SM_6_5", "SM_6_6", "SM_6_7", "SM_6_8",
    "Int16", "Half", "Double", "Int64", "Int64GroupSharedAtomics", "Int64TypedResourceAtomics",
    "DerivativesInCompute", "WaveSize_4", "WaveSize_8", "WaveSize_16", "WaveSize_32", "WaveSize_64",
    "WaveSize_128", NULL};

static void usage(FILE *f) {
  fputs("usage: hlslc-run [--budget N] [--wave-size N] [-o FILE] [--quiet] PIPELINE.yaml SHADER.o\n"
        "       hlslc-run --features\n",
        f);
}

/* LLVM's YAML parser skips an empty entry in a flow sequence ("1, , 2" or
 * "1,, 2"), which libyaml rejects; the suite's files rely on it. Drops the
 * repeated commas outside quotes and comments, in place. */
static size_t squeeze_commas(char *t, size_t n) {
  size_t o = 0;
  bool comment = false, last_comma = false;
  char quote = 0;
  for (size_t k = 0; k < n; k++) {
    char c = t[k];
    if (c == '\n') comment = false, quote = 0, last_comma = false;
    else if (!comment && !quote && (c == '\'' || c == '"')) quote = c;
    else if (quote && c == quote) quote = 0;
    else if (!quote && c == '#' && (k == 0 || t[k - 1] == ' ' || t[k - 1] == '\t')) comment = true;
    if (!comment && !quote && c == ',') {
      if (last_comma) continue;
      last_comma = true;
    } else if (c != ' ' && c != '\t' && c != '\r') {
      last_comma = false;
    }
    t[o++] = c;
  }
  t[o] = 0;
  return o;
}

static char *read_all(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 16, n = 0;
  char *b = malloc(cap + 1);
  size_t r;
  while (b && (r = fread(b + n, 1, cap - n, f)) > 0) {
    n += r;
    if (n == cap) {
      char *nb = realloc(b, (cap *= 2) + 1);
      if (!nb) free(b);
      b = nb;
    }
  }
  fclose(f);
  if (b) b[n] = 0;
  *len = n;
  return b;
}

/* hlslc-run reads one pipeline and runs one dispatch per process, as the
 * offloader does: the pipeline's buffers live until exit by design and are
 * not freed one by one. LeakSanitizer would report them, so a sanitizer build
 * of this tool does not look for leaks (address errors and undefined
 * behaviour are still caught; the library and hlslc keep leak checking). */
#if defined(__SANITIZE_ADDRESS__)
const char *__lsan_default_options(void);
const char *__lsan_default_options(void) { return "detect_leaks=0"; }
#endif

int main(int argc, char **argv) {
  const char *yaml_path = NULL, *out_path = NULL;
  const char *shaders[8];
  int nsh = 0;
  bool quiet = false;
  unsigned long long budget = 0;
  unsigned wave = 0;
  for (int k = 1; k < argc; k++) {
    const char *a = argv[k];
    if (!strcmp(a, "--features")) {
      for (const char *const *f = features; *f; f++) puts(*f);
      return 0;
    }
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      usage(stdout);
      return 0;
    }
    const char *v = NULL;
    if (a[0] == '-' && a[1]) {
      const char *name = a + (a[1] == '-' ? 2 : 1);
      const char *eq = strchr(name, '=');
      size_t nl = eq ? (size_t)(eq - name) : strlen(name);
      bool takes = (nl == 6 && !strncmp(name, "budget", 6)) || (nl == 9 && !strncmp(name, "wave-size", 9)) ||
                   (nl == 1 && name[0] == 'o') || (nl == 3 && !strncmp(name, "api", 3)) ||
                   (nl == 13 && !strncmp(name, "adapter-regex", 13)) || (nl == 1 && name[0] == 'r');
      if (takes) {
        if (eq) v = eq + 1;
        else if (k + 1 < argc) v = argv[++k];
        else {
          fprintf(stderr, "hlslc-run: error: option '%s' needs a value\n", a);
          return 1;
        }
      }
      if (nl == 6 && !strncmp(name, "budget", 6)) {
        char *end;
        budget = strtoull(v, &end, 10);
        if (*end || !budget) {
          fprintf(stderr, "hlslc-run: error: invalid --budget '%s'\n", v);
          return 1;
        }
      } else if (nl == 9 && !strncmp(name, "wave-size", 9)) {
        char *end;
        wave = (unsigned)strtoul(v, &end, 10);
        if (*end || wave < 4 || wave > 128 || (wave & (wave - 1))) {
          fprintf(stderr, "hlslc-run: error: --wave-size must be a power of two from 4 to 128\n");
          return 1;
        }
      } else if (nl == 1 && name[0] == 'o') {
        out_path = v;
      } else if (nl == 3 && !strncmp(name, "api", 3)) {
        if (strcmp(v, "dx")) {
          fprintf(stderr, "hlslc-run: error: only the DirectX API (-api dx) is available\n");
          return 1;
        }
      } else if (nl == 1 && name[0] == 'r') {
        fprintf(stderr, "hlslc-run: error: -r (image output) is not supported\n");
        return 1;
      } else if (!strcmp(name, "quiet")) {
        quiet = true;
      } else if (!strcmp(name, "warp") || !strcmp(name, "debug-layer") || !strcmp(name, "validation-layer") ||
                 (nl == 13 && !strncmp(name, "adapter-regex", 13))) {
        /* device selection: there is one device */
      } else {
        fprintf(stderr, "hlslc-run: error: unknown argument '%s'\n", a);
        usage(stderr);
        return 1;
      }
      continue;
    }
    if (!yaml_path) yaml_path = a;
    else if (nsh < 8) shaders[nsh++] = a;
    else {
      fprintf(stderr, "hlslc-run: error: too many input files\n");
      return 1;
    }
  }
  if (!yaml_path) {
    usage(stderr);
    return 1;
  }
  size_t ylen = 0;
  char *ytext = read_all(yaml_path, &ylen);
  if (!ytext) {
    fprintf(stderr, "hlslc-run: error: cannot read '%s': %s\n", yaml_path, strerror(errno));
    return 1;
  }
  ylen = squeeze_commas(ytext, ylen);
  In in;
  memset(&in, 0, sizeof in);
  in.file = yaml_path;
  yaml_parser_t parser;
  yaml_parser_initialize(&parser);
  yaml_parser_set_input_string(&parser, (const unsigned char *)ytext, ylen);
  if (!yaml_parser_load(&parser, &in.doc)) {
    fprintf(stderr, "%s:%lu:%lu: error: %s\n", yaml_path, (unsigned long)parser.problem_mark.line + 1,
            (unsigned long)parser.problem_mark.column + 1, parser.problem ? parser.problem : "malformed YAML");
    yaml_parser_delete(&parser);
    return 1;
  }
  yaml_parser_delete(&parser);
  Pipeline p;
  if (!read_pipeline(&in, &p)) return 1;
  if (nsh != (int)p.nshaders) {
    fprintf(stderr, "hlslc-run: error: Pipeline description expects %u shader(s) %d provided\n", p.nshaders, nsh);
    return 1;
  }
  if (p.shaders[0].stage != 0) {
    fprintf(stderr, "hlslc-run: error: only compute pipelines can be run (the pipeline's first stage is %s)\n",
            stage_names[p.shaders[0].stage]);
    return 1;
  }
  for (uint32_t k = 0; k < p.nparams; k++)
    if (p.params[k].kind == 2 && p.params[k].res.buf->array_size > 1) {
      fprintf(stderr, "hlslc-run: error: Root descriptor cannot refer to resource arrays\n");
      return 1;
    }
  size_t slen = 0;
  char *sdata = read_all(shaders[0], &slen);
  if (!sdata) {
    fprintf(stderr, "hlslc-run: error: cannot read '%s': %s\n", shaders[0], strerror(errno));
    return 1;
  }
  if (slen < 4 || memcmp(sdata, "DXBC", 4)) {
    fprintf(stderr, "hlslc-run: error: Could not identify API to execute provided shader\n");
    return 1;
  }
  printf("Using DirectX API\n");
  fflush(stdout);

  /* Bind every descriptor (counters start at 0). */
  Arena arena;
  arena_init(&arena, NULL);
  for (uint32_t k = 0; k < p.nsets; k++)
    for (uint32_t j = 0; j < p.sets[k].n; j++) {
      Resource *r = &p.sets[k].res[j];
      if (r->has_counter && r->buf && !r->buf->counters) {
        r->buf->counters = calloc(r->buf->array_size, sizeof(uint32_t));
        r->buf->show_counters = true;
      }
    }
  Heap rheap = {0}, sheap = {0};
  if (!build_heaps(&p, &rheap, &sheap)) return 1;
  DxilContainer cont;
  Diag cdiag;
  memset(&cdiag, 0, sizeof cdiag);
  StrBuf cmsgs = {0};
  cdiag.out = &cmsgs;
  bool have_rs = dxil_container_read((const uint8_t *)sdata, slen, &arena, &cont, &cdiag) && cont.rts0.present;
  sb_free(&cmsgs);
  /* Room: every register binding, every heap descriptor, root parameters,
   * static samplers, and the descriptors the root signature's tables take. */
  size_t room = (size_t)rheap.n + sheap.n + p.nparams + 8;
  for (uint32_t k = 0; k < p.nsets; k++) room += p.sets[k].n;
  if (have_rs) {
    room += cont.rts0.nsamplers + cont.rts0.nparams;
    for (uint32_t k = 0; k < cont.rts0.nparams; k++)
      for (uint32_t q = 0; q < cont.rts0.params[k].nranges; q++) {
        uint32_t c = cont.rts0.params[k].ranges[q].count;
        room += c == 0xFFFFFFFFu || c > rheap.n + sheap.n ? rheap.n + sheap.n : c;
      }
  }
  RunResource *res = calloc(room, sizeof(RunResource));
  RunSampler *statics = calloc(have_rs ? cont.rts0.nsamplers + 1 : 1, sizeof(RunSampler));
  if (!res || !statics) {
    fprintf(stderr, "hlslc-run: error: out of memory\n");
    return 1;
  }
  uint32_t ri = 0;
  if (have_rs) {
    /* The shader's root signature decides the registers, as the offloader
     * binds it: without RootParameters in the YAML, each descriptor table
     * takes the next descriptors of the resource heap (a table of samplers,
     * of the sampler heap); with them, each DescriptorTable parameter takes
     * the next set's descriptors, and Constant and RootDescriptor parameters
     * give the data of the root signature's parameter at the same index.
     * Static samplers are bound at their registers. */
    if (p.nparams) {
      for (uint32_t k = 0; k < p.nsets; k++)
        for (uint32_t j = 0; j < p.sets[k].n; j++)
          if (p.sets[k].res[j].kind == K_SAMPLER) {
            fprintf(stderr, "hlslc-run: error: Descriptor tables containing samplers are not yet supported with "
                            "explicit RootParameters.\n");
            return 1;
          }
    } else {
      for (uint32_t k = 0; k < cont.rts0.nparams; k++)
        if (cont.rts0.params[k].type != 0) {
          fprintf(stderr, "hlslc-run: error: Root Signatures that contain constants and inline descriptors require "
                          "custom RootParameters to be defined.\n");
          return 1;
        }
    }
    uint32_t rcur = 0, scur = 0, table = 0;
    for (uint32_t k = 0; k < cont.rts0.nparams; k++) {
      const DxilRootParam *rp = &cont.rts0.params[k];
      const RootParam *yp = k < p.nparams ? &p.params[k] : NULL;
      if (rp->type == 0 && !p.nparams) {
        bool smp = rp->nranges && rp->ranges[0].type == 3;
        uint32_t *cur = smp ? &scur : &rcur;
        ri = bind_table(rp, smp ? &sheap : &rheap, *cur, res, ri);
        uint32_t sz = table_size(rp);
        *cur = *cur + sz < *cur ? 0xFFFFFFFFu : *cur + sz;
      } else if (rp->type == 0 && yp && yp->kind == 1) {
        ri = bind_table(rp, &rheap, rcur, res, ri);
        if (table < p.nsets) rcur += p.sets[table++].n;
      } else if (rp->type == 1 && yp && yp->kind == 0) {
        Resource r;
        memset(&r, 0, sizeof r);
        r.name = yp->name;
        r.kind = K_CBUFFER;
        r.buf = find_buffer(&p, yp->name);
        r.reg = rp->reg;
        r.space = rp->space;
        bind(&res[ri++], &r);
      } else if (rp->type >= 2 && rp->type <= 4 && yp && yp->kind == 2) {
        Resource r = yp->res;
        r.reg = rp->reg;
        r.space = rp->space;
        bind(&res[ri], &r);
        res[ri++].cls = rp->type == 2 ? RUN_CBV : rp->type == 3 ? RUN_SRV : RUN_UAV;
      }
    }
    for (uint32_t k = 0; k < cont.rts0.nsamplers; k++) {
      RunResource *rr = &res[ri++];
      memset(rr, 0, sizeof *rr);
      static_sampler(cont.rts0.samplers + (size_t)k * cont.rts0.sampler_stride, &statics[k], &rr->reg, &rr->space);
      rr->cls = RUN_SAMPLER;
      rr->view = RUN_VIEW_SAMPLER;
      rr->count = 1;
      rr->heap_index = -1;
      rr->samplers = &statics[k];
      rr->name = "static sampler";
    }
  } else {
    /* No root signature in the shader: the offloader makes one of the
     * descriptor sets, each resource at its DirectXBinding. */
    for (uint32_t k = 0; k < p.nsets; k++)
      for (uint32_t j = 0; j < p.sets[k].n; j++)
        if (!p.sets[k].res[j].has_heap) bind(&res[ri++], &p.sets[k].res[j]);
  }
  /* Every descriptor is also in its heap (SM 6.6 ResourceDescriptorHeap /
   * SamplerDescriptorHeap). */
  for (int hk = 0; hk < 2; hk++) {
    Heap *h = hk ? &sheap : &rheap;
    for (uint32_t k = 0; k < h->n; k++)
      if (h->slots[k].r) {
        bind_elem(&res[ri], h->slots[k].r, h->slots[k].elem);
        res[ri++].heap_index = k;
      }
  }
  StrBuf msgs = {0};
  Diag diag;
  memset(&diag, 0, sizeof diag);
  diag.out = &msgs;
  int rc = 1;
  RunProgram *prog = run_load(&arena, (const uint8_t *)sdata, slen, p.shaders[0].entry, &diag);
  if (prog) {
    RunDispatch disp;
    memset(&disp, 0, sizeof disp);
    disp.res = res;
    disp.nres = ri;
    memcpy(disp.groups, p.groups, sizeof disp.groups);
    disp.budget = budget;
    disp.wave_size = wave;
    if (run_dispatch(prog, &disp, &diag)) rc = 0;
  }
  if (msgs.len) fprintf(stderr, "%s", msgs.data);
  if (rc) {
    if (!msgs.len) fprintf(stderr, "hlslc-run: error: the dispatch failed\n");
    return 1;
  }
  /* Every rule is checked (printing its mismatches) before the failures
   * are reported, as the offloader joins its errors. */
  bool failed = false;
  bool *bad = calloc(p.nresults + 1, sizeof(bool));
  for (uint32_t k = 0; k < p.nresults; k++)
    if (!check_result(&p.results[k])) bad[k] = failed = true;
  for (uint32_t k = 0; k < p.nresults; k++)
    if (bad[k]) report_failure(stderr, &p.results[k]);
  if (failed) return 1;
  if (quiet) return 0;
  FILE *of = stdout;
  if (out_path && strcmp(out_path, "-")) {
    of = fopen(out_path, "w");
    if (!of) {
      fprintf(stderr, "hlslc-run: error: cannot open '%s'\n", out_path);
      return 1;
    }
  }
  print_pipeline(of, &p);
  if (of != stdout) fclose(of);
  return 0;
}
