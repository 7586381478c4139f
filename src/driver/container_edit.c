/* container_edit.c - editing the parts of a finished container, as dxc
 * -dumpbin does with -extractrootsignature, -setrootsignature and
 * -Qstrip_rootsignature (DxcContainerBuilder: RemovePart, AddPart at the end,
 * SerializeContainer with a new digest).
 *
 * The work is done into a StrBuf and an arena of the caller (so
 * hlslc_compile_args allocates through its caller's allocator); the public
 * functions wrap it with results from their caller's allocator. */
#include "hlslc.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "dxil/dxil.h"
#include "driver.h"

/* The caller's copy of a StrBuf of arena `a` (NULL when it ran out); the
 * arena goes. */
static uint8_t *take(const hlslc_allocator *pub, Arena *a, StrBuf *out, bool ok, size_t *len) {
  uint8_t *r = ok && !out->oom && !a->oom && out->data ? caller_copy(pub, out->data, out->len) : NULL;
  if (r && len) *len = out->len;
  sb_free(out);
  arena_free(a);
  return r;
}

bool rts0_container(const uint8_t *rts0, size_t rts0_len, StrBuf *out) {
  StrBuf msgs = sb_new(NULL);
  msgs.arena = out->arena;
  Diag d = {0};
  d.out = &msgs;
  bool ok = dxil_write_rts0_container(rts0, rts0_len, out, &d);
  sb_free(&msgs);
  return ok && !out->oom;
}

uint8_t *hlslc_rts0_container(const uint8_t *rts0, size_t rts0_len, const hlslc_allocator *allocator,
                              size_t *len) {
  HlAllocator store;
  Arena a;
  caller_arena_init(&a, allocator, &store);
  StrBuf out = sb_new(&a);
  bool ok = rts0_container(rts0, rts0_len, &out);
  return take(allocator, &a, &out, ok, len);
}

static uint32_t rd32(const uint8_t *p) {
  return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
}

bool container_set_rts0(const uint8_t *data, size_t size, const uint8_t *rts0, size_t rts0_len, bool strip,
                        Arena *a, StrBuf *out) {
  if (size < 32 || memcmp(data, "DXBC", 4) != 0) return false;
  uint32_t n = rd32(data + 28);
  if (n > (size - 32) / 4) return false;
  DxilPartData *parts = arena_alloc(a, sizeof *parts * ((size_t)n + 1));
  if (!parts) return false;
  for (uint32_t i = 0; i <= n; i++) parts[i].data = sb_new(a);
  uint32_t np = 0;
  bool ok = true;
  for (uint32_t i = 0; i < n && ok; i++) {
    uint32_t off = rd32(data + 32 + 4 * i);
    if ((size_t)off + 8 > size || rd32(data + off + 4) > size - off - 8) {
      ok = false;
      break;
    }
    if (!memcmp(data + off, "RTS0", 4) && (strip || rts0)) continue;
    memcpy(parts[np].fourcc, data + off, 4);
    sb_putn(&parts[np].data, data + off + 8, rd32(data + off + 4));
    np++;
  }
  if (ok && rts0 && !strip) {
    memcpy(parts[np].fourcc, "RTS0", 4);
    sb_putn(&parts[np].data, rts0, rts0_len);
    np++;
  }
  StrBuf msgs = sb_new(a);
  Diag d = {0};
  d.out = &msgs;
  for (uint32_t i = 0; i < np; i++) ok = ok && !parts[i].data.oom;
  /* the container header keeps the input's version */
  if (ok) ok = dxil_write_parts_signed(parts, np, data[20] | data[21] << 8, data[22] | data[23] << 8,
                                        out, &d);
  dxil_parts_free(parts, n + 1);
  sb_free(&msgs);
  return ok && !out->oom;
}

uint8_t *hlslc_container_set_rts0(const uint8_t *data, size_t size, const uint8_t *rts0,
                                  size_t rts0_len, int strip, const hlslc_allocator *allocator,
                                  size_t *len) {
  HlAllocator store;
  Arena a;
  caller_arena_init(&a, allocator, &store);
  StrBuf out = sb_new(&a);
  bool ok = container_set_rts0(data, size, rts0, rts0_len, strip != 0, &a, &out);
  return take(allocator, &a, &out, ok, len);
}

int verify_root_signature_rec(const uint8_t *shader, size_t shader_len, const uint8_t *rs, size_t rs_len,
                              Arena *scratch, const char **messages,
                              void (*record)(void *, const DiagRecord *), void *user) {
  StrBuf msgs = sb_new(scratch);
  Diag d = {0};
  d.out = &msgs;
  d.record = record;
  d.record_user = user;
  d.no_code = false;
  Arena a;
  arena_init_child(&a, scratch);
  size_t n = 0;
  const uint8_t *part = NULL;
  if (rs_len >= 32 && !memcmp(rs, "DXBC", 4)) {
    uint32_t np = rd32(rs + 28);
    for (uint32_t i = 0; i < np && (size_t)32 + 4 * i + 4 <= rs_len && !part; i++) {
      uint32_t off = rd32(rs + 32 + 4 * i);
      if ((size_t)off + 8 > rs_len || rd32(rs + off + 4) > rs_len - off - 8) break;
      if (!memcmp(rs + off, "RTS0", 4)) {
        part = rs + off + 8;
        n = rd32(rs + off + 4);
      }
    }
  }
  bool ok = part != NULL;
  if (!ok) diag_error(&d, DRV_ROOTSIG_VERIFY, srcloc_none(), "invalid root signature to verify.");
  else ok = dxil_container_check_rts0(shader, shader_len, part, n, &a, &d);
  arena_free(&a);
  *messages = msgs.len ? arena_strndup(scratch, msgs.data, msgs.len) : NULL;
  if (msgs.len && !*messages) ok = false; /* out of memory (the scratch arena says so) */
  sb_free(&msgs);
  return ok ? 0 : 1;
}

int hlslc_verify_root_signature(const uint8_t *shader, size_t shader_len, const uint8_t *rs,
                                size_t rs_len, const hlslc_allocator *allocator, char **messages) {
  HlAllocator store;
  Arena a;
  caller_arena_init(&a, allocator, &store);
  const char *m = NULL;
  int rc = verify_root_signature_rec(shader, shader_len, rs, rs_len, &a, &m, NULL, NULL);
  if (messages) *messages = NULL;
  if (a.oom) rc = 2;
  else if (messages && m && !(*messages = caller_copy(allocator, m, strlen(m)))) rc = 2;
  arena_free(&a);
  return rc;
}
