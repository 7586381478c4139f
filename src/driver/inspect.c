/* inspect.c - reading any compiler's DXContainer through the public API:
 * hlslc_container_reflect / _disassemble / _validate (include/hlslc.h).
 *
 * The work is hlslc-dis's (src/container/dis.c: the container reader, the
 * bitcode reader, the digest and HASH checks); here it gets a result, the
 * caller's allocator and structured diagnostics. */
#include "hlslc.h"

#include <string.h>

#include "base/base.h"
#include "container/container_read.h"
#include "container/dis.h"
#include "driver.h"
#include "result.h"

enum { WANT_JSON, WANT_TEXT, WANT_CHECK };

static int inspect(const void *data, size_t size, const hlslc_allocator *al, hlslc_result *res, int want) {
  memset(res, 0, sizeof *res);
  if (!result_begin(res, al)) {
    res->status = 3;
    res->diagnostics = (char *)"hlslc: error: out of memory\n";
    return 3;
  }
  Arena arena;
  arena_init(&arena, result_allocator(res));
  if (result_chunk_size(res)) arena.chunk_size = result_chunk_size(res);
  StrBuf out = sb_new(&arena), msgs = sb_new(&arena);
  Diag d = {0};
  d.out = &msgs;
  d.record = result_record;
  d.record_user = res;
  DxilDisOptions opt = {0};
  opt.name = "<container>";
  opt.json = want != WANT_TEXT;
  opt.prefer_stat = want == WANT_JSON; /* the resources' names */
  bool ok = data && dxil_dis(data, size, &out, &d, &opt) && !d.errors;
  if (!data) diag_error(&d, CR_HEADER, srcloc_none(), "no container (data is NULL)");
  if (ok && want == WANT_CHECK) { /* the STAT part's module must read too */
    DxilContainer c;
    if (dxil_container_read(data, size, &arena, &c, &d) && c.stat.present) {
      opt.stat = true;
      out.len = 0;
      ok = dxil_dis(data, size, &out, &d, &opt) && !d.errors;
    }
  }
  bool oom = arena.oom || out.oom || msgs.oom || d.oom;
  if (ok && !oom && want == WANT_JSON) {
    if ((res->reflection_json = result_strdup(res, out.data ? out.data : "", out.len))) {
      res->reflection_size = out.len;
      result_add(res, HLSLC_OUT_REFLECTION, NULL, res->reflection_json, res->reflection_size, false);
    }
  } else if (ok && !oom && want == WANT_TEXT) {
    if ((res->data = (uint8_t *)result_strdup(res, out.data ? out.data : "", out.len))) {
      res->size = out.len;
      result_add(res, HLSLC_OUT_TEXT, NULL, res->data, res->size, false);
    }
  }
  if (msgs.len) {
    res->diagnostics = result_strdup(res, msgs.data, msgs.len);
    if (res->diagnostics) result_add(res, HLSLC_OUT_DIAGNOSTICS, NULL, res->diagnostics, msgs.len, false);
  }
  if (result_oom(res)) oom = true;
  res->errors = (uint32_t)d.errors;
  res->warnings = (uint32_t)d.warnings;
  res->status = oom ? 3 : ok ? 0 : 1;
  if (oom) {
    result_drop_fields(res);
    result_clear_outputs(res);
    res->diagnostics = (char *)"hlslc: error: out of memory\n";
  }
  sb_free(&out);
  sb_free(&msgs);
  arena_free(&arena);
  return res->status;
}

int hlslc_container_reflect(const void *data, size_t size, const hlslc_allocator *al, hlslc_result *out) {
  return inspect(data, size, al, out, WANT_JSON);
}

int hlslc_container_disassemble(const void *data, size_t size, const hlslc_allocator *al, hlslc_result *out) {
  return inspect(data, size, al, out, WANT_TEXT);
}

int hlslc_container_validate(const void *data, size_t size, const hlslc_allocator *al, hlslc_result *out) {
  return inspect(data, size, al, out, WANT_CHECK);
}
