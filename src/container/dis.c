/* dis.c - print a DXContainer: parts, their decoded contents, resources and
 * the DXIL module (see dis.h). Text output is meant for people and
 * FileCheck; --json output for scripts. */
#include "dis.h"

#include "container_read.h"
#include "rts0.h"
#include "../dxil/dxil_names.h"

#include <string.h>

/* ---- resources from dx.resources ---------------------------------------------- */

/* One record of dx.resources: the facts corpus_check.py `bindings` prints. */
typedef struct DisRes {
  const char *cls;    /* "SRV", "UAV", "CBV", "Sampler" */
  const char *name;   /* HLSL name (may be "") */
  uint32_t name_len;
  uint32_t space, lower, size;  /* size UINT32_MAX: unbounded */
} DisRes;

/* Collects the records; false when dx.resources is malformed. */
static bool collect_resources(IrModule *m, Arena *a, DisRes **out, uint32_t *n) {
  *out = NULL;
  *n = 0;
  IrNamedMD *nmd = ir_named_md(m, "dx.resources");
  if (!nmd || !nmd->nops) return true;
  IrMD *top = nmd->ops[0];
  if (!top || top->kind != IR_MD_NODE) return false;
  uint32_t total = 0;
  for (uint32_t c = 0; c < 4 && c < top->nops; c++)
    if (top->ops[c] && top->ops[c]->kind == IR_MD_NODE) total += top->ops[c]->nops;
  DisRes *res = arena_alloc(a, sizeof(DisRes) * (total ? total : 1));
  if (!res) return false;
  for (uint32_t c = 0; c < 4 && c < top->nops; c++) {
    IrMD *list = top->ops[c];
    if (!list) continue;
    if (list->kind != IR_MD_NODE) return false;
    for (uint32_t i = 0; i < list->nops; i++) {
      IrMD *r = list->ops[i];
      if (!r || r->kind != IR_MD_NODE || r->nops < 6) return false;
      DisRes *d = &res[(*n)++];
      d->cls = dxil_res_class_name(c);
      d->name = "";
      if (r->ops[2] && r->ops[2]->kind == IR_MD_STRING) {
        d->name = r->ops[2]->str;
        d->name_len = r->ops[2]->len;
      }
      if (!ir_md_u32(r->ops[3], &d->space) || !ir_md_u32(r->ops[4], &d->lower) || !ir_md_u32(r->ops[5], &d->size))
        return false;
    }
  }
  *out = res;
  return true;
}

/* ---- small formatting helpers ------------------------------------------------- */

static void put_hex16(StrBuf *o, const uint8_t *b) {
  for (int i = 0; i < 16; i++) sb_printf(o, "%02x", b[i]);
}

static const char *digest_word(DxilDigestStatus s) {
  switch (s) {
  case DXIL_DIGEST_UNSIGNED: return "unsigned";
  case DXIL_DIGEST_BYPASS: return "BYPASS";
  case DXIL_DIGEST_PREVIEW: return "PREVIEW";
  case DXIL_DIGEST_OK: return "ok";
  default: return "MISMATCH";
  }
}

static const char *hash_word(DxilHashStatus s) {
  switch (s) {
  case DXIL_HASH_OK: return "ok";
  case DXIL_HASH_MISMATCH: return "MISMATCH";
  case DXIL_HASH_UNCHECKED: return "not checked";
  default: return "absent";
  }
}

static void put_mask(StrBuf *o, uint8_t m) {
  static const char xyzw[] = "xyzw";
  if (!(m & 15)) {
    sb_putc(o, '-');
    return;
  }
  for (int i = 0; i < 4; i++)
    if (m & (1u << i)) sb_putc(o, xyzw[i]);
}

/* JSON string (escapes quotes, backslashes and control/non-ASCII bytes). */
static void json_str(StrBuf *o, const char *s, size_t n) {
  sb_putc(o, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') {
      sb_putc(o, '\\');
      sb_putc(o, (char)c);
    } else if (c < 0x20 || c >= 0x7f) {
      sb_printf(o, "\\u%04x", c);
    } else {
      sb_putc(o, (char)c);
    }
  }
  sb_putc(o, '"');
}

static void json_cstr(StrBuf *o, const char *s) { json_str(o, s ? s : "", s ? strlen(s) : 0); }

static void program_line(StrBuf *o, const DxilProgram *p) {
  sb_printf(o, "  program: %s_%u_%u, dxil %u.%u, bitcode offset %u size %u\n",
            dxil_shader_kind_name(p->shader_kind), p->sm_major, p->sm_minor, p->dxil_version >> 8,
            p->dxil_version & 0xff, p->bitcode_offset, p->bitcode_size);
}

/* ---- text -------------------------------------------------------------------------- */

static void text_signature(StrBuf *o, const char *name, const DxilSignature *s) {
  if (!s->present) return;
  sb_printf(o, "%s: %u element%s\n", name, s->n, s->n == 1 ? "" : "s");
  for (uint32_t i = 0; i < s->n; i++) {
    const DxilSigElem *e = &s->elems[i];
    sb_printf(o, "  %s %u: register %u, mask ", e->name, e->semantic_index, e->reg);
    put_mask(o, e->mask);
    sb_puts(o, ", rw mask ");
    put_mask(o, e->rw_mask);
    sb_printf(o, ", system value %u, component type %u, stream %u, min precision %u\n",
              e->system_value, e->comp_type, e->stream, e->min_precision);
  }
}

static void text_psv(StrBuf *o, const DxilPsv *p) {
  if (!p->present) return;
  sb_printf(o, "PSV0: version %u (runtime info %u bytes)\n", p->version, p->runtime_info_size);
  if (p->version >= 1)
    sb_printf(o, "  stage: %s\n", dxil_shader_kind_name(p->stage));
  const uint8_t *r = p->ri;
  /* the per-stage union (§4.3), decoded by the v1 stage when known */
  switch (p->version >= 1 ? p->stage : 16) {
  case 0: sb_printf(o, "  depth output %u, sample frequency %u\n", r[0], r[1]); break;
  case 1: sb_printf(o, "  output position present %u\n", r[0]); break;
  case 2:
    sb_printf(o, "  input primitive %u, output topology %u, output stream mask %u, output position present %u, max vertex count %u\n",
              r[0] | r[1] << 8 | r[2] << 16 | (uint32_t)r[3] << 24, r[4] | r[5] << 8, r[8] | r[9] << 8,
              r[12], r[26] | r[27] << 8);
    break;
  case 3:
    sb_printf(o, "  input control points %u, output control points %u, domain %u, output primitive %u\n",
              r[0] | r[1] << 8, r[4] | r[5] << 8, r[8] | r[9] << 8, r[12] | r[13] << 8);
    break;
  case 4:
    sb_printf(o, "  input control points %u, output position present %u, domain %u\n", r[0] | r[1] << 8,
              r[4], r[8] | r[9] << 8);
    break;
  default: break;
  }
  sb_printf(o, "  wave lanes: min %u, max %u\n", p->min_wave, p->max_wave);
  bool threads = p->stage == 5 || p->stage == 13 || p->stage == 14 || p->numthreads[0] || p->numthreads[1] ||
                 p->numthreads[2];
  if (p->version >= 2 && threads)
    sb_printf(o, "  numthreads: %u, %u, %u\n", p->numthreads[0], p->numthreads[1], p->numthreads[2]);
  if (p->version >= 1) {
    sb_printf(o, "  uses ViewID: %s\n", p->uses_viewid ? "yes" : "no");
    sb_printf(o, "  signature elements: input %u, output %u, patch-constant/primitive %u\n",
              p->sig_in_elems, p->sig_out_elems, p->sig_pc_elems);
    sb_printf(o, "  signature vectors: input %u, output %u %u %u %u\n", p->sig_in_vectors,
              p->sig_out_vectors[0], p->sig_out_vectors[1], p->sig_out_vectors[2], p->sig_out_vectors[3]);
  }
  if (p->version >= 3) sb_printf(o, "  entry: %s\n", p->entry_name ? p->entry_name : "");
  if (p->version >= 4) sb_printf(o, "  groupshared bytes: %u\n", p->groupshared_bytes);
  sb_printf(o, "  resources: %u", p->nres);
  if (p->nres) sb_printf(o, " (%u-byte records)", p->res_stride);
  sb_putc(o, '\n');
  for (uint32_t i = 0; i < p->nres; i++) {
    const DxilPsvResource *res = &p->res[i];
    sb_printf(o, "    %s space %u registers %u-", dxil_psv_res_type_name(res->type), res->space, res->lower);
    if (res->upper == UINT32_MAX) sb_puts(o, "unbounded");
    else sb_printf(o, "%u", res->upper);
    if (p->res_stride >= 24) sb_printf(o, " kind %u flags %u", res->kind, res->flags);
    sb_putc(o, '\n');
  }
  static const char *const sig[3] = {"input", "output", "patch-constant"};
  uint32_t counts[3] = {p->sig_in_elems, p->sig_out_elems, p->sig_pc_elems};
  for (int k = 0; k < 3; k++)
    for (uint32_t i = 0; p->elems[k] && i < counts[k]; i++) {
      const DxilPsvSigElem *e = &p->elems[k][i];
      sb_printf(o, "  %s element: \"%s\" rows %u cols %u", sig[k], e->name, e->rows, e->cols);
      if (e->allocated) sb_printf(o, " at %u:%u", e->start_row, e->start_col);
      sb_printf(o, " kind %u type %u interp %u stream %u indexes", e->semantic_kind, e->comp_type,
                e->interp, e->stream);
      for (uint32_t r2 = 0; e->indexes && r2 < e->rows; r2++) sb_printf(o, " %u", e->indexes[r2]);
      sb_putc(o, '\n');
    }
  if (p->viewid_dwords || p->dep_dwords)
    sb_printf(o, "  ViewID masks: %u dwords, dependency tables: %u dwords\n", p->viewid_dwords, p->dep_dwords);
  if (p->trailing) sb_printf(o, "  trailing bytes: %u\n", p->trailing);
}

static void text_rts0(StrBuf *o, const DxilContainer *c, Arena *a) {
  const DxilRootSig *rs = &c->rts0;
  if (!rs->present) return;
  sb_printf(o, "RTS0: version %u, %u parameters, %u static samplers, flags 0x%x\n", rs->version,
            rs->nparams, rs->nsamplers, rs->flags);
  static const char *const types[] = {"table", "constants", "CBV", "SRV", "UAV"};
  static const char *const ranges[] = {"SRV", "UAV", "CBV", "Sampler"};
  for (uint32_t i = 0; i < rs->nparams; i++) {
    const DxilRootParam *p = &rs->params[i];
    sb_printf(o, "  parameter %u: %s, visibility %u", i, p->type < 5 ? types[p->type] : "?", p->visibility);
    if (p->type == 1) sb_printf(o, ", register %u space %u, %u values", p->reg, p->space, p->num_values);
    else if (p->type >= 2) sb_printf(o, ", register %u space %u, flags 0x%x", p->reg, p->space, p->flags);
    sb_putc(o, '\n');
    for (uint32_t k = 0; k < p->nranges; k++) {
      const DxilRootRange *r = &p->ranges[k];
      sb_printf(o, "    range: %s count %u base %u space %u offset %u flags 0x%x\n",
                r->type < 4 ? ranges[r->type] : "?", r->count, r->base, r->space, r->offset, r->flags);
    }
  }
  /* and in the HLSL root-signature language, as a macro that compiles back
   * (hlslc -T rootsig_1_x -E RTS0) to the same part */
  const DxilPart *p = dxil_container_part(c, DXIL_FOURCC('R', 'T', 'S', '0'));
  RsDesc desc;
  Diag quiet = {0};
  StrBuf msgs = sb_new(a);
  quiet.out = &msgs;
  if (p && rts0_read(p->data, p->size, a, &desc, &quiet, "RTS0")) {
    sb_printf(o, "  as HLSL (rootsig_1_%u):\n", desc.version - 1);
    rts0_print(&desc, "RTS0", o);
  }
  sb_free(&msgs);
}

static void text_container(StrBuf *o, const DxilContainer *c, const char *name) {
  sb_printf(o, "DXContainer %s: version %u.%u, %u bytes, %u parts\n", name, c->major, c->minor, c->size,
            c->nparts);
  for (uint32_t i = 0; i < c->nparts; i++) {
    const DxilPart *p = &c->parts[i];
    sb_printf(o, "part %u: %s offset %u size %u\n", i, p->name, p->offset, p->size);
    if (p->fourcc == DXIL_FOURCC('D', 'X', 'I', 'L')) program_line(o, &c->dxil);
    else if (p->fourcc == DXIL_FOURCC('I', 'L', 'D', 'B')) program_line(o, &c->ildb);
    else if (p->fourcc == DXIL_FOURCC('S', 'T', 'A', 'T')) program_line(o, &c->stat);
  }
  sb_puts(o, "digest: ");
  put_hex16(o, c->digest);
  sb_printf(o, " (%s)\n", digest_word(c->digest_status));
}

static void text_details(StrBuf *o, const DxilContainer *c, Arena *a) {
  if (c->has_sfi0) {
    sb_printf(o, "SFI0: 0x%016llx", (unsigned long long)c->sfi0);
    for (uint32_t b = 0; b < 64; b++) {
      if (!(c->sfi0 >> b & 1)) continue;
      const char *n = dxil_sfi0_flag_name(b);
      if (n) sb_printf(o, " %s", n);
      else sb_printf(o, " bit%u", b);
    }
    sb_putc(o, '\n');
  }
  text_signature(o, "ISG1", &c->isg1);
  text_signature(o, "OSG1", &c->osg1);
  text_signature(o, "PSG1", &c->psg1);
  text_psv(o, &c->psv);
  if (c->has_hash) {
    sb_printf(o, "HASH: flags %u, digest ", c->hash_flags);
    put_hex16(o, c->hash);
    sb_printf(o, " (%s)\n", hash_word(c->hash_status));
  }
  text_rts0(o, c, a);
  if (c->has_ildn) sb_printf(o, "ILDN: flags %u, name \"%s\"\n", c->ildn_flags, c->ildn_name);
  if (c->has_vers)
    sb_printf(o, "VERS: %u.%u, flags %u, commit count %u, commit \"%s\", version \"%s\"\n", c->vers_major,
              c->vers_minor, c->vers_flags, c->vers_commit_count, c->vers_commit, c->vers_custom);
}

static void text_resources(StrBuf *o, const DisRes *res, uint32_t n) {
  sb_printf(o, "resources: %u\n", n);
  for (uint32_t i = 0; i < n; i++) {
    sb_printf(o, "  %s \"", res[i].cls);
    for (uint32_t k = 0; k < res[i].name_len; k++) {
      char ch = res[i].name[k];
      sb_putc(o, ch >= 32 && ch < 127 && ch != '"' ? ch : '?');
    }
    sb_printf(o, "\" space %u lower %u size ", res[i].space, res[i].lower);
    if (res[i].size == UINT32_MAX) sb_puts(o, "unbounded\n");
    else sb_printf(o, "%u\n", res[i].size);
  }
}

/* ---- JSON ------------------------------------------------------------------------- */

static void json_program(StrBuf *o, const char *key, const DxilProgram *p) {
  if (!p->present) return;
  sb_printf(o, ",\"%s\":{\"shader_kind\":", key);
  json_cstr(o, dxil_shader_kind_name(p->shader_kind));
  sb_printf(o, ",\"shader_model\":\"%u.%u\",\"dxil_version\":\"%u.%u\",\"size_dwords\":%u,"
               "\"bitcode_offset\":%u,\"bitcode_size\":%u}",
            p->sm_major, p->sm_minor, p->dxil_version >> 8, p->dxil_version & 0xff, p->size_dwords,
            p->bitcode_offset, p->bitcode_size);
}

static void json_signature(StrBuf *o, const char *key, const DxilSignature *s) {
  if (!s->present) return;
  sb_printf(o, ",\"%s\":[", key);
  for (uint32_t i = 0; i < s->n; i++) {
    const DxilSigElem *e = &s->elems[i];
    sb_puts(o, i ? ",{\"name\":" : "{\"name\":");
    json_cstr(o, e->name);
    sb_printf(o, ",\"index\":%u,\"register\":%u,\"mask\":%u,\"rw_mask\":%u,\"system_value\":%u,"
                 "\"component_type\":%u,\"stream\":%u,\"min_precision\":%u}",
              e->semantic_index, e->reg, e->mask, e->rw_mask, e->system_value, e->comp_type, e->stream,
              e->min_precision);
  }
  sb_putc(o, ']');
}

static void json_psv(StrBuf *o, const DxilPsv *p) {
  if (!p->present) return;
  sb_printf(o, ",\"psv\":{\"version\":%u,\"runtime_info_size\":%u,\"min_wave\":%u,\"max_wave\":%u",
            p->version, p->runtime_info_size, p->min_wave, p->max_wave);
  if (p->version >= 1) {
    sb_puts(o, ",\"stage\":");
    json_cstr(o, dxil_shader_kind_name(p->stage));
    sb_printf(o, ",\"uses_viewid\":%s,\"sig_elements\":[%u,%u,%u],\"sig_input_vectors\":%u,"
                 "\"sig_output_vectors\":[%u,%u,%u,%u]",
              p->uses_viewid ? "true" : "false", p->sig_in_elems, p->sig_out_elems, p->sig_pc_elems,
              p->sig_in_vectors, p->sig_out_vectors[0], p->sig_out_vectors[1], p->sig_out_vectors[2],
              p->sig_out_vectors[3]);
  }
  if (p->version >= 2)
    sb_printf(o, ",\"numthreads\":[%u,%u,%u]", p->numthreads[0], p->numthreads[1], p->numthreads[2]);
  if (p->version >= 3) {
    sb_puts(o, ",\"entry\":");
    json_cstr(o, p->entry_name);
  }
  if (p->version >= 4) sb_printf(o, ",\"groupshared_bytes\":%u", p->groupshared_bytes);
  sb_puts(o, ",\"resources\":[");
  for (uint32_t i = 0; i < p->nres; i++) {
    const DxilPsvResource *r = &p->res[i];
    sb_puts(o, i ? ",{\"type\":" : "{\"type\":");
    json_cstr(o, dxil_psv_res_type_name(r->type));
    sb_printf(o, ",\"space\":%u,\"lower\":%u,\"upper\":%u,\"kind\":%u,\"flags\":%u}", r->space, r->lower,
              r->upper, r->kind, r->flags);
  }
  sb_puts(o, "]}");
}

static void json_container(StrBuf *o, const DxilContainer *c, const char *name, const DisRes *res,
                           uint32_t nres, bool have_res) {
  sb_puts(o, "{\"file\":");
  json_cstr(o, name);
  sb_printf(o, ",\"version\":\"%u.%u\",\"size\":%u,\"digest\":\"", c->major, c->minor, c->size);
  put_hex16(o, c->digest);
  sb_printf(o, "\",\"digest_status\":\"%s\",\"parts\":[", digest_word(c->digest_status));
  for (uint32_t i = 0; i < c->nparts; i++) {
    sb_puts(o, i ? ",{\"fourcc\":" : "{\"fourcc\":");
    json_cstr(o, c->parts[i].name);
    sb_printf(o, ",\"offset\":%u,\"size\":%u}", c->parts[i].offset, c->parts[i].size);
  }
  sb_putc(o, ']');
  json_program(o, "dxil", &c->dxil);
  json_program(o, "ildb", &c->ildb);
  if (c->has_sfi0) {
    sb_printf(o, ",\"sfi0\":{\"value\":\"0x%016llx\",\"flags\":[", (unsigned long long)c->sfi0);
    bool first = true;
    for (uint32_t b = 0; b < 64; b++) {
      if (!(c->sfi0 >> b & 1)) continue;
      if (!first) sb_putc(o, ',');
      first = false;
      const char *n = dxil_sfi0_flag_name(b);
      if (n) json_cstr(o, n);
      else sb_printf(o, "\"bit%u\"", b);
    }
    sb_puts(o, "]}");
  }
  json_signature(o, "isg1", &c->isg1);
  json_signature(o, "osg1", &c->osg1);
  json_signature(o, "psg1", &c->psg1);
  json_psv(o, &c->psv);
  if (c->has_hash) {
    sb_printf(o, ",\"hash\":{\"flags\":%u,\"digest\":\"", c->hash_flags);
    put_hex16(o, c->hash);
    sb_printf(o, "\",\"status\":\"%s\"}", hash_word(c->hash_status));
  }
  if (c->has_ildn) {
    sb_puts(o, ",\"ildn\":");
    json_cstr(o, c->ildn_name);
  }
  if (have_res) {
    sb_puts(o, ",\"resources\":[");
    for (uint32_t i = 0; i < nres; i++) {
      sb_puts(o, i ? ",{\"class\":" : "{\"class\":");
      json_cstr(o, res[i].cls);
      sb_puts(o, ",\"name\":");
      json_str(o, res[i].name, res[i].name_len);
      sb_printf(o, ",\"space\":%u,\"lower\":%u,\"size\":", res[i].space, res[i].lower);
      if (res[i].size == UINT32_MAX) sb_puts(o, "\"unbounded\"}");
      else sb_printf(o, "%u}", res[i].size);
    }
    sb_putc(o, ']');
  }
  sb_puts(o, "}\n");
}

/* ---- driver ------------------------------------------------------------------------- */

bool dxil_dis(const uint8_t *data, size_t len, StrBuf *out, Diag *d, const DxilDisOptions *opt) {
  DxilDisOptions defaults = {0};
  if (!opt) opt = &defaults;
  const char *name = opt->name ? opt->name : "<input>";
  Arena a;
  arena_init_child(&a, out->arena); /* the output's allocator (malloc without one) */
  bool ok = false;
  DxilContainer c;
  if (!dxil_container_read(data, len, &a, &c, d)) goto done;
  if (!opt->json) {
    text_container(out, &c, name);
    if (c.digest_status == DXIL_DIGEST_MISMATCH) {
      diag_error(d, DIS_DIGEST, srcloc_none(), "container digest does not match (expected %02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x%02x)",
                 c.digest_expected[0], c.digest_expected[1], c.digest_expected[2], c.digest_expected[3],
                 c.digest_expected[4], c.digest_expected[5], c.digest_expected[6], c.digest_expected[7],
                 c.digest_expected[8], c.digest_expected[9], c.digest_expected[10], c.digest_expected[11],
                 c.digest_expected[12], c.digest_expected[13], c.digest_expected[14], c.digest_expected[15]);
      goto done;
    }
    text_details(out, &c, &a);
  }
  IrModule *m = NULL;
  DisRes *res = NULL;
  uint32_t nres = 0;
  bool have_res = false;
  if (!opt->no_module) {
    const DxilProgram *prog = opt->stat || (opt->prefer_stat && c.stat.present) ? &c.stat : &c.dxil;
    if (!prog->present) {
      diag_error(d, DIS_MISSING_PART, srcloc_none(), "container has no %s part", opt->stat ? "STAT" : "DXIL");
      goto done;
    }
    m = dxil_read_bitcode(&a, d, prog->bitcode, prog->bitcode_size);
    if (!m) goto done;
    have_res = collect_resources(m, &a, &res, &nres);
    if (!have_res && !opt->json) sb_puts(out, "resources: malformed dx.resources metadata\n");
  }
  if (opt->json) {
    json_container(out, &c, name, res, nres, have_res);
  } else if (m) {
    if (have_res) text_resources(out, res, nres);
    IrPrintOptions po = {0};
    po.dxil_style = !opt->upgrade;
    po.no_header = true;
    if (opt->upgrade) {
      if (!opt->upgrade(m, &a, d)) {
        diag_error(d, DIS_UPGRADE, srcloc_none(), "dxil-upgrade failed");
        goto done;
      }
    }
    sb_puts(out, ";\n; module\n;\n");
    ir_print_module_ex(out, m, &po);
  }
  if (c.digest_status == DXIL_DIGEST_MISMATCH) {
    diag_error(d, DIS_DIGEST, srcloc_none(), "container digest does not match");
    goto done;
  }
  if (c.hash_status == DXIL_HASH_MISMATCH) {
    diag_error(d, DIS_HASH, srcloc_none(), "HASH part does not match the MD5 of the DXIL bitcode");
    goto done;
  }
  ok = !out->oom;
done:
  arena_free(&a);
  return ok;
}
