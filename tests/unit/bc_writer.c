/* Unit tests for the LLVM 3.7 bitcode writer: DXC's vector_add module built
 * with the IR builder must produce exactly DXC's bitcode bytes; error paths
 * (opaque pointers, fneg, modern attributes) must be reported with codes. */
#include "dxil/dxil.h"
#include "dxil_fixtures.h"

#include <stdio.h>
#include <string.h>

static int g_pass, g_fail;

static void check(const char *name, bool ok) {
  if (ok) {
    g_pass++;
  } else {
    g_fail++;
    printf("FAIL %s\n", name);
  }
}

/* The bitcode inside a DXC container (DXIL part, after the program header). */
static const uint8_t *dxc_bitcode(const uint8_t *c, size_t len, uint32_t *bclen) {
  uint32_t ds;
  const uint8_t *dx = fx_part(c, len, "DXIL", &ds);
  if (!dx || ds < 24) return NULL;
  uint32_t off = dx[16] | dx[17] << 8 | dx[18] << 16 | (uint32_t)dx[19] << 24;
  uint32_t n = dx[20] | dx[21] << 8 | dx[22] << 16 | (uint32_t)dx[23] << 24;
  if (8 + (uint64_t)off + n > ds) return NULL;
  *bclen = n;
  return dx + 8 + off;
}

static void test_vector_add_bytes(void) {
  Arena a;
  arena_init(&a, NULL);
  Diag d = {0};
  StrBuf msgs = {0};
  d.out = &msgs;
  IrModule *m = fixture_vector_add(&a, &d, 10);
  StrBuf bc = {0};
  bool ok = dxil_write_bitcode(m, &bc, &d);
  if (!ok && msgs.data) printf("%s", msgs.data);
  check("vector_add bitcode written", ok);
  check("starts with BC C0DE", bc.len > 4 && memcmp(bc.data, "BC\xC0\xDE", 4) == 0);
  check("whole words", bc.len % 4 == 0);
  if (getenv("BCW_DUMP")) {
    FILE *f = fopen(getenv("BCW_DUMP"), "wb");
    if (f) {
      fwrite(bc.data, 1, bc.len, f);
      fclose(f);
    }
  }
  char path[4096];
  snprintf(path, sizeof path,
           "%s/corpus/dxc-outputs/skeleton/basic/vector_add.hlsl--main--cs_6_0--da39a3.dxil",
           fx_shared());
  size_t rlen;
  uint8_t *ref = fx_read(path, &rlen);
  if (ref) {
    uint32_t n = 0;
    const uint8_t *rb = dxc_bitcode(ref, rlen, &n);
    bool same = rb && n == bc.len && memcmp(rb, bc.data, n) == 0;
    if (!same && rb) {
      size_t i = 0;
      while (i < n && i < bc.len && rb[i] == (uint8_t)bc.data[i]) i++;
      printf("  ours %zu bytes, DXC %u bytes, first difference at byte %zu\n", bc.len, n, i);
    }
    check("vector_add bitcode == DXC's bytes", same);
    free(ref);
  } else {
    printf("skip: %s not found\n", path);
  }
  sb_free(&bc);
  sb_free(&msgs);
  arena_free(&a);
}

int main(void) {
  test_vector_add_bytes();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
