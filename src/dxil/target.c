/* target.c - Target from a DXIL triple or a DXC profile, and back.
 *
 * Triples look like arch-vendor-os-environment:
 *   dxil-pc-shadermodel6.6-compute, dxil--shadermodel6.3-library,
 *   dxil-unknown-shadermodel6.0-pixel, dxilv1.5-pc-shadermodel6.5-vertex,
 *   dxil-pc-shadermodel-vertex (no version: SM 0.0), dxil-pc-shadermodel6-mesh.
 * Profiles are DXC's: cs_6_0 ... cs_6_9, ps_, vs_, gs_, hs_, ds_, lib_, ms_, as_.
 *
 * The DXIL version is 1.<SM minor> for SM 6.x (1.0 otherwise) unless the
 * triple's arch names it (dxilv1.5). The validator version defaults to
 * TARGET_DEFAULT_VALVER_*; modules and options may override it. */
#include "target.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

typedef struct StageName {
  ShaderStage stage;
  const char *env;   /* triple environment */
  const char *shrt;  /* profile prefix / dx.shaderModel kind */
  const char *abbr;  /* hlslc-dis's short name of a PSV0 shader kind */
} StageName;

static const StageName stage_names[] = {
  {STAGE_PIXEL, "pixel", "ps", "ps"},
  {STAGE_VERTEX, "vertex", "vs", "vs"},
  {STAGE_GEOMETRY, "geometry", "gs", "gs"},
  {STAGE_HULL, "hull", "hs", "hs"},
  {STAGE_DOMAIN, "domain", "ds", "ds"},
  {STAGE_COMPUTE, "compute", "cs", "cs"},
  {STAGE_LIBRARY, "library", "lib", "lib"},
  {STAGE_RAYGEN, "raygeneration", "lib", "rg"},
  {STAGE_INTERSECTION, "intersection", "lib", "is"},
  {STAGE_ANYHIT, "anyhit", "lib", "ah"},
  {STAGE_CLOSESTHIT, "closesthit", "lib", "ch"},
  {STAGE_MISS, "miss", "lib", "miss"},
  {STAGE_CALLABLE, "callable", "lib", "callable"},
  {STAGE_MESH, "mesh", "ms", "ms"},
  {STAGE_AMPLIFICATION, "amplification", "as", "as"},
  {STAGE_NODE, "node", "lib", "node"},
};

#define NSTAGES (sizeof stage_names / sizeof stage_names[0])

const char *stage_name(ShaderStage s) {
  for (size_t i = 0; i < NSTAGES; i++)
    if (stage_names[i].stage == s) return stage_names[i].env;
  return "invalid";
}

const char *stage_short(ShaderStage s) {
  for (size_t i = 0; i < NSTAGES; i++)
    if (stage_names[i].stage == s) return stage_names[i].shrt;
  return "invalid";
}

const char *stage_abbrev(ShaderStage s) {
  for (size_t i = 0; i < NSTAGES; i++)
    if (stage_names[i].stage == s) return stage_names[i].abbr;
  return "invalid";
}

ShaderStage stage_from_short(const char *prefix, size_t len) {
  for (size_t i = 0; i < NSTAGES; i++) /* the library before the stages that share "lib" */
    if (strlen(stage_names[i].shrt) == len && !strncmp(stage_names[i].shrt, prefix, len))
      return stage_names[i].stage;
  return STAGE_INVALID;
}

bool stage_has_profile(ShaderStage s) { return s < STAGE_INVALID && strcmp(stage_short(s), "lib") != 0; }

ShaderStage stage_from_name(const char *name, size_t len, bool nocase) {
  for (size_t i = 0; i < NSTAGES; i++)
    if (strlen(stage_names[i].env) == len &&
        !(nocase ? strncasecmp : strncmp)(stage_names[i].env, name, len))
      return stage_names[i].stage;
  return STAGE_INVALID;
}

static void set_versions(Target *t) {
  if (t->sm_major == 6) {
    t->dxil_major = 1;
    t->dxil_minor = t->sm_minor;
  } else {
    t->dxil_major = 1;
    t->dxil_minor = 0;
  }
  t->valver_major = TARGET_DEFAULT_VALVER_MAJOR;
  t->valver_minor = TARGET_DEFAULT_VALVER_MINOR;
}

/* Parse decimal digits at *s; false when there are none. */
static bool parse_num(const char **s, uint32_t *out) {
  const char *p = *s;
  uint32_t v = 0;
  if (*p < '0' || *p > '9') return false;
  while (*p >= '0' && *p <= '9') {
    if (v > 100000) return false;
    v = v * 10 + (uint32_t)(*p - '0');
    p++;
  }
  *s = p;
  *out = v;
  return true;
}

bool target_from_triple(Target *t, const char *triple) {
  if (!t || !triple) return false;
  Target r = {0};
  r.stage = STAGE_INVALID;
  /* split into at most 4 components */
  char buf[256];
  size_t n = strlen(triple);
  if (n >= sizeof buf) return false;
  memcpy(buf, triple, n + 1);
  char *comp[4] = {0};
  int nc = 0;
  char *s = buf;
  while (nc < 4) {
    comp[nc++] = s;
    char *dash = strchr(s, '-');
    if (!dash) break;
    *dash = 0;
    s = dash + 1;
  }
  if (nc < 3) return false;
  /* arch: dxil or dxilv1.N */
  const char *arch = comp[0];
  bool have_dxil_ver = false;
  uint32_t dmaj = 0, dmin = 0;
  if (strncmp(arch, "dxil", 4)) return false;
  arch += 4;
  if (*arch == 'v') {
    arch++;
    if (!parse_num(&arch, &dmaj) || *arch++ != '.' || !parse_num(&arch, &dmin) || *arch)
      return false;
    have_dxil_ver = true;
  } else if (*arch) {
    return false;
  }
  /* os: shadermodel[M[.m]] */
  const char *os = comp[2];
  if (strncmp(os, "shadermodel", 11)) return false;
  os += 11;
  if (*os) {
    if (!parse_num(&os, &r.sm_major)) return false;
    if (*os == '.') {
      os++;
      if (!parse_num(&os, &r.sm_minor)) return false;
    }
    if (*os) return false;
  }
  /* environment */
  if (nc < 4) return false;
  for (size_t i = 0; i < NSTAGES; i++)
    if (!strcmp(comp[3], stage_names[i].env)) r.stage = stage_names[i].stage;
  if (r.stage == STAGE_INVALID) return false;
  set_versions(&r);
  if (have_dxil_ver) {
    r.dxil_major = dmaj;
    r.dxil_minor = dmin;
  }
  *t = r;
  return true;
}

bool target_from_profile(Target *t, const char *profile) {
  if (!t || !profile) return false;
  const char *us = strchr(profile, '_');
  if (!us) return false;
  size_t plen = (size_t)(us - profile);
  Target r = {0};
  r.stage = STAGE_INVALID;
  static const struct { const char *p; ShaderStage s; } prof[] = {
    {"ps", STAGE_PIXEL}, {"vs", STAGE_VERTEX}, {"gs", STAGE_GEOMETRY}, {"hs", STAGE_HULL},
    {"ds", STAGE_DOMAIN}, {"cs", STAGE_COMPUTE}, {"lib", STAGE_LIBRARY}, {"ms", STAGE_MESH},
    {"as", STAGE_AMPLIFICATION},
  };
  for (size_t i = 0; i < sizeof prof / sizeof prof[0]; i++)
    if (strlen(prof[i].p) == plen && !strncmp(prof[i].p, profile, plen)) r.stage = prof[i].s;
  if (r.stage == STAGE_INVALID) return false;
  const char *v = us + 1;
  if (r.stage == STAGE_LIBRARY && !strcmp(v, "6_x")) {
    /* lib_6_x: an unvalidated library for any 6.x (DXC: shader model 6.15,
     * DXIL 1.10, validator 0.0) */
    r.sm_major = 6;
    r.sm_minor = 15;
    r.dxil_major = 1;
    r.dxil_minor = 10;
    *t = r;
    return true;
  }
  if (!parse_num(&v, &r.sm_major) || *v++ != '_') return false;
  if (!parse_num(&v, &r.sm_minor) || *v) return false;
  if (r.sm_major != 6 || r.sm_minor > 9) return false;
  /* stage availability: libraries from 6.3, mesh/amplification from 6.5 */
  if (r.stage == STAGE_LIBRARY && r.sm_minor < 3) return false;
  if ((r.stage == STAGE_MESH || r.stage == STAGE_AMPLIFICATION) && r.sm_minor < 5) return false;
  set_versions(&r);
  *t = r;
  return true;
}

const char *target_triple(Arena *a, const Target *t) {
  return arena_printf(a, "dxil-pc-shadermodel%u.%u-%s", t->sm_major, t->sm_minor,
                      stage_name(t->stage));
}

const char *target_normalize_triple(Arena *a, const char *triple) {
  if (!triple) return NULL;
  StrBuf sb = sb_new(a);
  const char *s = triple;
  for (;;) {
    const char *dash = strchr(s, '-');
    size_t n = dash ? (size_t)(dash - s) : strlen(s);
    if (s != triple) sb_putc(&sb, '-');
    if (n == 0) sb_puts(&sb, "unknown");
    else sb_putn(&sb, s, n);
    if (!dash) break;
    s = dash + 1;
  }
  const char *r = sb.oom ? NULL : arena_strndup(a, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return r;
}
