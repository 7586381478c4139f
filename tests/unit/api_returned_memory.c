/* api_returned_memory.c - the public functions that return memory
 * (hlslc_rts0_container, hlslc_container_set_rts0, the messages of
 * hlslc_verify_root_signature, hlslc_format_header) take it from the
 * caller's allocator, scratch memory included, and hlslc_free gives every
 * block back; with a failing allocator they return NULL (status 2) without
 * a crash; with NULL they use malloc. Public API only. */
#include "hlslc.h"
#include "test_util.h"

#include <stdlib.h>

static const char src[] =
    "#define RS \"RootFlags(0), DescriptorTable(UAV(u0))\"\n"
    "RWBuffer<float> Output : register(u0);\n"
    "[RootSignature(RS)][numthreads(4, 1, 1)] void main(uint i : SV_DispatchThreadID) { Output[i] = i; }\n";

typedef struct Counter { long allocs, frees, fail_after; } Counter;
static void *count_alloc(void *u, size_t n) {
  Counter *c = u;
  if (c->fail_after >= 0 && c->allocs >= c->fail_after) return NULL;
  c->allocs++;
  return malloc(n);
}
static void count_free(void *u, void *p) { if (p) ((Counter *)u)->frees++; free(p); }

static const uint8_t *part(const uint8_t *d, size_t n, const char *cc, size_t *len) {
  if (n < 32) return NULL;
  uint32_t np = d[28] | d[29] << 8 | d[30] << 16 | (uint32_t)d[31] << 24;
  for (uint32_t i = 0; i < np && 32 + 4 * (size_t)i + 4 <= n; i++) {
    const uint8_t *o = d + 32 + 4 * i;
    uint32_t off = o[0] | o[1] << 8 | o[2] << 16 | (uint32_t)o[3] << 24;
    if ((size_t)off + 8 > n) return NULL;
    if (!memcmp(d + off, cc, 4)) {
      *len = d[off + 4] | d[off + 5] << 8 | d[off + 6] << 16 | (uint32_t)d[off + 7] << 24;
      return d + off + 8;
    }
  }
  return NULL;
}

int main(void) {
  hlslc_options o = HLSLC_OPTIONS_INIT;
  o.profile = "cs_6_0";
  hlslc_result c;
  hlslc_compile(&o, "s.hlsl", src, sizeof src - 1, &c);
  check("compiled", c.status == 0 && c.size > 32);
  size_t rlen = 0;
  const uint8_t *rts0 = part(c.data, c.size, "RTS0", &rlen);
  check("has RTS0", rts0 && rlen > 0);

  Counter cnt = {0, 0, -1};
  hlslc_allocator al = {count_alloc, count_free, &cnt, 0};
  size_t n = 0;
  uint8_t *rs = hlslc_rts0_container(rts0, rlen, &al, &n);
  size_t l2 = 0;
  const uint8_t *back = rs ? part(rs, n, "RTS0", &l2) : NULL;
  check("rts0 container: the same RTS0", back && l2 == rlen && !memcmp(back, rts0, rlen));

  size_t n2 = 0;
  uint8_t *stripped = hlslc_container_set_rts0(c.data, c.size, NULL, 0, 1, &al, &n2);
  check("set_rts0 strip: no RTS0", stripped && n2 < c.size && !part(stripped, n2, "RTS0", &l2));
  size_t n3 = 0;
  uint8_t *again = stripped ? hlslc_container_set_rts0(stripped, n2, rts0, rlen, 0, &al, &n3) : NULL;
  check("set_rts0 add: RTS0 back", again && n3 == c.size && part(again, n3, "RTS0", &l2) && l2 == rlen);

  char *msgs = (char *)1;
  int v = rs ? hlslc_verify_root_signature(c.data, c.size, rs, n, &al, &msgs) : -1;
  check("verify: fits, no messages", v == 0 && msgs == NULL);
  /* a root signature that does not bind u0 */
  static const char bad_src[] =
      "#define RS \"RootFlags(0)\"\n"
      "[RootSignature(RS)][numthreads(1, 1, 1)] void main() {}\n";
  hlslc_result b;
  hlslc_compile(&o, "b.hlsl", bad_src, sizeof bad_src - 1, &b);
  size_t blen = 0;
  const uint8_t *brts0 = b.status == 0 ? part(b.data, b.size, "RTS0", &blen) : NULL;
  size_t bn = 0;
  uint8_t *brs = brts0 ? hlslc_rts0_container(brts0, blen, &al, &bn) : NULL;
  v = brs ? hlslc_verify_root_signature(c.data, c.size, brs, bn, &al, &msgs) : -1;
  check("verify: does not fit, with messages", v == 1 && msgs && strlen(msgs) > 0);
  hlslc_free(&al, msgs);

  size_t hl = 0;
  char *h = hlslc_format_header("; x\n", 4, c.data, 3, "g_x", &al, &hl);
  check("header", h && hl == strlen(h) && strstr(h, "const unsigned char g_x[] = {") && strstr(h, "0x44, 0x58, 0x42"));

  hlslc_free(&al, rs);
  hlslc_free(&al, brs);
  hlslc_free(&al, stripped);
  hlslc_free(&al, again);
  hlslc_free(&al, h);
  check("every block from the allocator, and back", cnt.allocs > 0 && cnt.allocs == cnt.frees);

  /* each allocation failing in turn: NULL / status 2, nothing leaked */
  bool all_ok = true;
  for (long k = 0; k < 64; k++) {
    Counter f = {0, 0, k};
    hlslc_allocator fa = {count_alloc, count_free, &f, 16};
    size_t m = 0;
    uint8_t *p = hlslc_container_set_rts0(c.data, c.size, rts0, rlen, 0, &fa, &m);
    char *hh = hlslc_format_header("; x\n", 4, c.data, c.size, "g", &fa, &m);
    char *mm = NULL;
    int r = hlslc_verify_root_signature(c.data, c.size, c.data, c.size, &fa, &mm);
    all_ok = all_ok && (r == 0 || r == 1 || r == 2);
    hlslc_free(&fa, p);
    hlslc_free(&fa, hh);
    hlslc_free(&fa, mm);
    all_ok = all_ok && f.allocs == f.frees;
  }
  check("failing allocator: refused cleanly, every block back", all_ok);

  /* NULL allocator: malloc */
  uint8_t *pm = hlslc_rts0_container(rts0, rlen, NULL, &n);
  check("NULL allocator", pm != NULL);
  hlslc_free(NULL, pm);
  hlslc_result_free(&b);
  hlslc_result_free(&c);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
