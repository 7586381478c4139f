/* hlslc-dis - inspect a DXContainer (.dxil / .dxbc / .cso).
 *
 *   hlslc-dis FILE
 *
 * Checks the container header and the part table against the file size
 * (dxil-format.md §1.1-1.2), prints every part (fourcc, offset of its
 * header, data size) and the DXIL program header, and checks the container
 * digest (§5.1): a real digest must match the modified MD5 of bytes
 * 20..end; all-zero (unsigned), BYPASS (16 x 0x01) and PREVIEW (16 x 0x02)
 * are reported as such. Malformed input: a message and exit status 1. */
#include "dxil/dxil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t rd32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static uint16_t rd16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }

static int fail(const char *file, const char *msg, unsigned long long v) {
  fprintf(stderr, "hlslc-dis: %s: error: ", file);
  fprintf(stderr, msg, v);
  fputc('\n', stderr);
  return 1;
}

static bool all_bytes(const uint8_t *d, uint8_t v) {
  for (int i = 0; i < 16; i++)
    if (d[i] != v) return false;
  return true;
}

static void print_fourcc(const uint8_t *p) {
  for (int i = 0; i < 4; i++) putchar(p[i] >= 32 && p[i] < 127 ? p[i] : '?');
}

int main(int argc, char **argv) {
  if (argc != 2 || argv[1][0] == '-') {
    fputs("usage: hlslc-dis FILE\n", stderr);
    return 1;
  }
  const char *file = argv[1];
  Arena arena;
  arena_init(&arena, NULL);
  size_t len = 0;
  const uint8_t *d = (const uint8_t *)hl_read_file(&arena, file, &len);
  int rc = 1;
  if (!d) {
    fprintf(stderr, "hlslc-dis: %s: error: cannot read file\n", file);
    goto done;
  }
  if (len < 32) { rc = fail(file, "file too small for a container header (%llu bytes)", len); goto done; }
  if (memcmp(d, "DXBC", 4)) { rc = fail(file, "not a DXContainer (bad magic)%.0llu", 0); goto done; }
  uint32_t size = rd32(d + 24), nparts = rd32(d + 28);
  if (size != len) { rc = fail(file, "container size field %llu does not match the file size", size); goto done; }
  if (nparts > (len - 32) / 4) { rc = fail(file, "part count %llu does not fit in the file", nparts); goto done; }
  printf("DXContainer %s: version %u.%u, %u bytes, %u parts\n", file, rd16(d + 20), rd16(d + 22),
         size, nparts);
  uint64_t table_end = 32 + 4ull * nparts;
  for (uint32_t i = 0; i < nparts; i++) {
    uint32_t off = rd32(d + 32 + 4 * i);
    if (off < table_end || (uint64_t)off + 8 > len) {
      rc = fail(file, "part offset %llu is outside the file", off);
      goto done;
    }
    uint32_t psize = rd32(d + off + 4);
    if ((uint64_t)off + 8 + psize > len) {
      rc = fail(file, "part data (%llu bytes) runs past the end of the file", psize);
      goto done;
    }
    printf("part %u: ", i);
    print_fourcc(d + off);
    printf(" offset %u size %u\n", off, psize);
    if (!memcmp(d + off, "DXIL", 4) || !memcmp(d + off, "ILDB", 4)) {
      /* program header: version, size in dwords, magic, dxil version, bitcode offset/size */
      if (psize < 24) { rc = fail(file, "DXIL part too small (%llu bytes)", psize); goto done; }
      const uint8_t *h = d + off + 8;
      uint32_t ver = rd32(h), bcoff = rd32(h + 16), bcsize = rd32(h + 20);
      static const char *const kinds[] = {"ps", "vs", "gs", "hs", "ds", "cs", "lib", "rg", "is",
                                          "ah", "ch", "miss", "callable", "ms", "as", "node"};
      uint32_t kind = ver >> 16;
      printf("  program: %s_%u_%u, dxil %u.%u, bitcode offset %u size %u\n",
             kind < 16 ? kinds[kind] : "?", (ver >> 4) & 0xf, ver & 0xf, rd32(h + 12) >> 8,
             rd32(h + 12) & 0xff, bcoff, bcsize);
      if (memcmp(h + 8, "DXIL", 4)) { rc = fail(file, "DXIL program header has a bad magic%.0llu", 0); goto done; }
      if ((uint64_t)bcoff + 8 + bcsize > psize) {
        rc = fail(file, "bitcode (%llu bytes) runs past the end of the DXIL part", bcsize);
        goto done;
      }
    }
  }
  const uint8_t *dig = d + 4;
  printf("digest: ");
  for (int i = 0; i < 16; i++) printf("%02x", dig[i]);
  if (all_bytes(dig, 0)) {
    printf(" (unsigned)\n");
  } else if (all_bytes(dig, 1)) {
    printf(" (BYPASS)\n");
  } else if (all_bytes(dig, 2)) {
    printf(" (PREVIEW)\n");
  } else {
    uint8_t want[16];
    dxil_container_digest(d, len, want);
    if (memcmp(want, dig, 16)) {
      printf(" (MISMATCH)\n");
      fflush(stdout);
      fprintf(stderr, "hlslc-dis: %s: error: container digest does not match (expected ", file);
      for (int i = 0; i < 16; i++) fprintf(stderr, "%02x", want[i]);
      fprintf(stderr, ")\n");
      goto done;
    }
    printf(" (ok)\n");
  }
  rc = 0;
done:
  arena_free(&arena);
  return rc;
}
