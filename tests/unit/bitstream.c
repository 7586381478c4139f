/* Unit tests for the LLVM bitstream writer: byte-exact output for every
 * primitive encoding, blocks, abbreviations, BLOCKINFO and blobs. The
 * expected bytes were worked out by hand from the bitstream format
 * (derivations in the comments). */
#include "dxil/bitstream.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

static void check_bytes(const char *name, const StrBuf *sb, const uint8_t *want, size_t n) {
  if (sb->len == n && memcmp(sb->data, want, n) == 0) {
    g_pass++;
    return;
  }
  g_fail++;
  printf("FAIL %s: got", name);
  for (size_t i = 0; i < sb->len; i++) printf(" %02x", (uint8_t)sb->data[i]);
  printf("\n     want");
  for (size_t i = 0; i < n; i++) printf(" %02x", want[i]);
  printf("\n");
}

/* One writer test: a BitWriter over its own arena and output bytes. It
 * must not move once opened (the writer points at sb). */
typedef struct {
  Arena a;     /* the writer's allocations */
  StrBuf sb;   /* the bytes written so far */
  BitWriter w; /* writing into sb */
} WriterFx;

static void fx_open(WriterFx *f) {
  arena_init(&f->a, NULL);
  f->sb = (StrBuf){0};
  bw_init(&f->w, &f->a, &f->sb);
}

/* A fresh writer and output in the same arena (the old bytes are dropped). */
static void fx_restart(WriterFx *f) {
  sb_free(&f->sb);
  f->sb = (StrBuf){0};
  bw_init(&f->w, &f->a, &f->sb);
}

/* A fresh writer inside block 8 (width 3) with ab defined as abbrev *id. */
static void fx_restart_abbrev(WriterFx *f, const BsAbbrev *ab, uint32_t *id) {
  fx_restart(f);
  bw_enter_block(&f->w, 8, 3);
  bw_define_abbrev(&f->w, ab, id);
}

static void fx_close(WriterFx *f) {
  sb_free(&f->sb);
  arena_free(&f->a);
}

/* 'B' 'C' then the nibbles 0 C E D: bytes 42 43 C0 DE. */
static void test_magic(void) {
  WriterFx f;
  fx_open(&f);
  bw_emit(&f.w, 'B', 8);
  bw_emit(&f.w, 'C', 8);
  bw_emit(&f.w, 0x0, 4);
  bw_emit(&f.w, 0xC, 4);
  bw_emit(&f.w, 0xE, 4);
  bw_emit(&f.w, 0xD, 4);
  check("magic finish", bw_finish(&f.w));
  static const uint8_t want[] = {0x42, 0x43, 0xC0, 0xDE};
  check_bytes("magic", &f.sb, want, sizeof want);
  fx_close(&f);
}

/* VBR6(100): chunk (100&31)|32 = 36, then 100>>5 = 3. Bits: 36 | 3<<6 = 0xE4. */
static void test_vbr(void) {
  WriterFx f;
  fx_open(&f);
  bw_emit_vbr(&f.w, 100, 6);
  check("vbr6 bitpos", bw_bit_pos(&f.w) == 12);
  bw_align32(&f.w);
  static const uint8_t want[] = {0xE4, 0x00, 0x00, 0x00};
  check_bytes("vbr6", &f.sb, want, sizeof want);

  /* VBR8(2^32): four empty 7-bit chunks with continuation (0x80 each), then
   * 2^32 >> 28 = 16. */
  fx_restart(&f);
  bw_emit_vbr64(&f.w, 1ull << 32, 8);
  bw_align32(&f.w);
  static const uint8_t want2[] = {0x80, 0x80, 0x80, 0x80, 0x10, 0x00, 0x00, 0x00};
  check_bytes("vbr8 64-bit", &f.sb, want2, sizeof want2);

  /* emit64 across the word boundary: 0x123456789A in 40 bits, then 24 zero
   * bits: little-endian bytes 9A 78 56 34 12 00 00 00. */
  fx_restart(&f);
  bw_emit64(&f.w, 0x123456789Aull, 40);
  bw_emit(&f.w, 0, 24);
  static const uint8_t want3[] = {0x9A, 0x78, 0x56, 0x34, 0x12, 0x00, 0x00, 0x00};
  check_bytes("emit64", &f.sb, want3, sizeof want3);

  /* Char6: 'a'=0 'Z'=51 '9'=61 '.'=62 '_'=63. */
  check("char6 a", bs_encode_char6('a') == 0);
  check("char6 Z", bs_encode_char6('Z') == 51);
  check("char6 9", bs_encode_char6('9') == 61);
  check("char6 .", bs_encode_char6('.') == 62);
  check("char6 _", bs_encode_char6('_') == 63);
  check("char6 reject", !bs_is_char6('-') && !bs_is_char6(' '));
  fx_close(&f);
}

/* ENTER_SUBBLOCK(8, width 3): code 1 (2 bits) | VBR8 8 <<2 | VBR4 3 <<10
 * = 0x0C21. Record [code 1, 1 operand = 1] unabbreviated: 3 (3 bits) |
 * VBR6 1 <<3 | VBR6 1 <<9 | VBR6 1 <<15 = 0x820B; END_BLOCK (3 zero bits);
 * length 1 word. */
static void test_block(void) {
  WriterFx f;
  fx_open(&f);
  bw_enter_block(&f.w, 8, 3);
  uint64_t v = 1;
  bw_record(&f.w, 1, &v, 1, 0);
  bw_exit_block(&f.w);
  check("block finish", bw_finish(&f.w));
  check("block code size restored", f.w.code_size == 2);
  static const uint8_t want[] = {0x21, 0x0C, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
                                 0x0B, 0x82, 0x00, 0x00};
  check_bytes("block", &f.sb, want, sizeof want);
  fx_close(&f);
}

/* Inside a width-3 block: DEFINE_ABBREV [literal 5, fixed 3, array char6]
 * then a record (code 5, [2, 'a', 'b']) through it.
 * (4 operand descriptions: the array's element encoding counts as one)
 * word0 = 2 | 4<<3 | 1<<8 | 5<<9 | 1<<18 | 3<<21 | 3<<27 | (4&1)<<31 = 0x18640B22
 * word1 = (4>>1) | 4<<2 | 2<<5 | 2<<8 | 0<<14 | 1<<20, END_BLOCK = 0x00100252 */
static void test_abbrev(void) {
  WriterFx f;
  fx_open(&f);
  BsAbbrev ab;
  bs_abbrev_init(&ab);
  bs_abbrev_add(&ab, BS_ENC_LITERAL, 5);
  bs_abbrev_add(&ab, BS_ENC_FIXED, 3);
  bs_abbrev_add(&ab, BS_ENC_ARRAY, 0);
  bs_abbrev_add(&ab, BS_ENC_CHAR6, 0);
  bw_enter_block(&f.w, 8, 3);
  uint32_t id = 0;
  bw_define_abbrev(&f.w, &ab, &id);
  check("abbrev id", id == 4);
  uint64_t vals[] = {2, 'a', 'b'};
  bw_record(&f.w, 5, vals, 3, id);
  bw_exit_block(&f.w);
  check("abbrev finish", bw_finish(&f.w));
  static const uint8_t want[] = {0x21, 0x0C, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
                                 0x22, 0x0B, 0x64, 0x18, 0x52, 0x02, 0x10, 0x00};
  check_bytes("abbrev", &f.sb, want, sizeof want);

  /* Misuse is reported, not silently encoded: a literal mismatch, a value
   * that does not fit its fixed field, a non-char6 character. */
  fx_restart_abbrev(&f, &ab, &id);
  check("literal mismatch", !bw_record(&f.w, 6, vals, 3, id));
  fx_restart_abbrev(&f, &ab, &id);
  uint64_t wide[] = {9, 'a'};
  check("fixed overflow", !bw_record(&f.w, 5, wide, 2, id));
  check("failure is sticky", !bw_exit_block(&f.w) && !bw_finish(&f.w));
  fx_restart_abbrev(&f, &ab, &id);
  uint64_t bad6[] = {1, '-'};
  check("char6 reject in record", !bw_record(&f.w, 5, bad6, 2, id));
  fx_close(&f);
}

/* BLOCKINFO (width 2) registering [fixed 3, vbr 8, array, fixed 8] for block
 * 14, then block 14 (width 4) using abbrev 4 for (code 1, [5, 'x']).
 *   enter blockinfo: 1 | 0<<2 | 2<<10 = 0x801
 *   SETBID 14 + DEFINE_ABBREV start: 3 | 1<<2 | 1<<8 | 14<<14 | 2<<20 | 4<<22
 *     | 1<<28 | 1<<31 = 0x91238107
 *   rest: 1 | 2<<5 | 8<<8 | 3<<14 | 1<<18 | 8<<21, END_BLOCK = 0x0104C841
 *   enter 14: 1 | 14<<2 | 4<<10 = 0x1039
 *   record: 4 | 1<<4 | 5<<7 | 1<<15 | 0x78<<21 = 0x0F008294; END_BLOCK's 4
 *   bits straddle the word, so one more (zero) word. */
static void test_blockinfo(void) {
  WriterFx f;
  fx_open(&f);
  BsAbbrev ab;
  bs_abbrev_init(&ab);
  bs_abbrev_add(&ab, BS_ENC_FIXED, 3);
  bs_abbrev_add(&ab, BS_ENC_VBR, 8);
  bs_abbrev_add(&ab, BS_ENC_ARRAY, 0);
  bs_abbrev_add(&ab, BS_ENC_FIXED, 8);
  bw_enter_blockinfo(&f.w, 2);
  uint32_t id = 0;
  bw_blockinfo_abbrev(&f.w, 14, &ab, &id);
  check("blockinfo id", id == 4);
  bw_exit_block(&f.w);
  bw_enter_block(&f.w, 14, 4);
  uint64_t vals[] = {5, 'x'};
  check("blockinfo record", bw_record(&f.w, 1, vals, 2, 4));
  bw_exit_block(&f.w);
  check("blockinfo finish", bw_finish(&f.w));
  static const uint8_t want[] = {0x01, 0x08, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
                                 0x07, 0x81, 0x23, 0x91, 0x41, 0xC8, 0x04, 0x01,
                                 0x39, 0x10, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
                                 0x94, 0x82, 0x00, 0x0F, 0x00, 0x00, 0x00, 0x00};
  check_bytes("blockinfo", &f.sb, want, sizeof want);
  /* Another block id does not see the registration. */
  fx_restart(&f);
  bw_enter_blockinfo(&f.w, 2);
  bw_blockinfo_abbrev(&f.w, 14, &ab, &id);
  bw_exit_block(&f.w);
  bw_enter_block(&f.w, 15, 4);
  check("abbrev not visible elsewhere", !bw_record(&f.w, 1, vals, 2, 4));
  fx_close(&f);
}

/* Blob: block 9 (width 3), DEFINE_ABBREV [literal 1, blob], record "ab".
 *   2 | 2<<3 | 1<<8 | 1<<9 | 5<<18 | 4<<21 | 2<<24 = 0x02940312, then the
 *   bytes 'a' 'b' padded to a word, then END_BLOCK; length 3 words. */
static void test_blob(void) {
  WriterFx f;
  fx_open(&f);
  BsAbbrev ab;
  bs_abbrev_init(&ab);
  bs_abbrev_add(&ab, BS_ENC_LITERAL, 1);
  bs_abbrev_add(&ab, BS_ENC_BLOB, 0);
  bw_enter_block(&f.w, 9, 3);
  uint32_t id = 0;
  bw_define_abbrev(&f.w, &ab, &id);
  uint64_t vals[] = {'a', 'b'};
  bw_record(&f.w, 1, vals, 2, id);
  bw_exit_block(&f.w);
  check("blob finish", bw_finish(&f.w));
  static const uint8_t want[] = {0x25, 0x0C, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00,
                                 0x12, 0x03, 0x94, 0x02, 0x61, 0x62, 0x00, 0x00,
                                 0x00, 0x00, 0x00, 0x00};
  check_bytes("blob", &f.sb, want, sizeof want);
  fx_close(&f);
}

/* Structural errors, each on a fresh writer. */
static void test_errors(void) {
  WriterFx f;
  fx_open(&f);
  check("too wide", !bw_emit(&f.w, 4, 2));
  fx_restart(&f);
  check("exit without enter", !bw_exit_block(&f.w));
  fx_restart(&f);
  bw_enter_block(&f.w, 8, 3);
  check("unclosed block", !bw_finish(&f.w));
  fx_restart(&f);
  BsAbbrev bad;
  bs_abbrev_init(&bad);
  bs_abbrev_add(&bad, BS_ENC_ARRAY, 0); /* array must be followed by one element op */
  bw_enter_block(&f.w, 8, 3);
  check("malformed abbrev", !bw_define_abbrev(&f.w, &bad, NULL));
  fx_restart(&f);
  bw_enter_block(&f.w, 8, 3);
  uint64_t v = 0;
  check("unknown abbrev id", !bw_record(&f.w, 1, &v, 1, 7));
  fx_close(&f);
}

int main(void) {
  test_magic();
  test_vbr();
  test_block();
  test_abbrev();
  test_blockinfo();
  test_blob();
  test_errors();
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
