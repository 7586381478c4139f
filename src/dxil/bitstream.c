/* bitstream.c - LLVM bitstream writer (see bitstream.h). */
#include "bitstream.h"

#include <string.h>

/* Block-structure field widths fixed by the bitstream format. */
enum { BS_BLOCK_ID_WIDTH = 8, BS_CODE_LEN_WIDTH = 4, BS_BLOCK_SIZE_WIDTH = 32 };
/* BLOCKINFO block id and its SETBID record code. */
enum { BS_BLOCKINFO_BLOCK_ID = 0, BS_BLOCKINFO_CODE_SETBID = 1 };

static bool bw_fail(BitWriter *w) {
  w->failed = true;
  return false;
}

void bw_init(BitWriter *w, Arena *a, StrBuf *out) {
  memset(w, 0, sizeof(*w));
  w->arena = a;
  w->out = out;
  w->base = out->len;
  w->code_size = 2;
  w->info_cur_bid = UINT32_MAX;
}

uint64_t bw_bit_pos(const BitWriter *w) {
  return (uint64_t)(w->out->len - w->base) * 8 + w->cur_bit;
}

static bool bw_write_word(BitWriter *w, uint32_t v) {
  uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
  StrBuf *o = w->out;
  if (o->data && o->len + 5 <= o->cap) { /* room: skip sb_putn's checks */
    memcpy(o->data + o->len, b, 4);
    o->len += 4;
    o->data[o->len] = 0;
    return true;
  }
  sb_putn(o, b, 4);
  if (w->out->oom) return bw_fail(w);
  return true;
}

bool bw_emit_slow(BitWriter *w, uint32_t val, uint32_t nbits) {
  if (w->failed) return false;
  if (nbits == 0 || nbits > 32) return bw_fail(w);
  if (nbits < 32 && (val >> nbits) != 0) return bw_fail(w);
  w->cur_value |= val << w->cur_bit;
  if (w->cur_bit + nbits < 32) {
    w->cur_bit += nbits;
    return true;
  }
  if (!bw_write_word(w, w->cur_value)) return false;
  /* The bits of val that did not fit start the next word. */
  w->cur_value = w->cur_bit ? val >> (32 - w->cur_bit) : 0;
  w->cur_bit = (w->cur_bit + nbits) & 31;
  return true;
}

bool bw_emit64(BitWriter *w, uint64_t val, uint32_t nbits) {
  if (nbits <= 32) {
    if (nbits < 64 && (val >> nbits) != 0) return bw_fail(w);
    return bw_emit(w, (uint32_t)val, nbits);
  }
  if (nbits > 64) return bw_fail(w);
  if (nbits < 64 && (val >> nbits) != 0) return bw_fail(w);
  return bw_emit(w, (uint32_t)val, 32) && bw_emit(w, (uint32_t)(val >> 32), nbits - 32);
}

bool bw_emit_vbr64_slow(BitWriter *w, uint64_t val, uint32_t nbits) {
  if (nbits < 2 || nbits > 32) return bw_fail(w);
  uint64_t threshold = 1ull << (nbits - 1);
  uint32_t low_mask = (uint32_t)threshold - 1;
  while (val >= threshold) {
    if (!bw_emit(w, ((uint32_t)val & low_mask) | (uint32_t)threshold, nbits)) return false;
    val >>= nbits - 1;
  }
  return bw_emit(w, (uint32_t)val, nbits);
}

bool bw_emit_vbr(BitWriter *w, uint32_t val, uint32_t nbits) {
  return bw_emit_vbr64(w, val, nbits);
}

bool bs_is_char6(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '.' || c == '_';
}

/* char6: a-z = 0..25, A-Z = 26..51, 0-9 = 52..61, '.' = 62, '_' = 63. */
uint32_t bs_encode_char6(char c) {
  if (c >= 'a' && c <= 'z') return (uint32_t)(c - 'a');
  if (c >= 'A' && c <= 'Z') return (uint32_t)(c - 'A') + 26;
  if (c >= '0' && c <= '9') return (uint32_t)(c - '0') + 52;
  if (c == '.') return 62;
  return 63;
}

bool bw_emit_char6(BitWriter *w, char c) {
  if (!bs_is_char6(c)) return bw_fail(w);
  return bw_emit(w, bs_encode_char6(c), 6);
}

bool bw_align32(BitWriter *w) {
  if (w->failed) return false;
  if (w->cur_bit) {
    if (!bw_write_word(w, w->cur_value)) return false;
    w->cur_bit = 0;
    w->cur_value = 0;
  }
  return true;
}

bool bw_emit_code(BitWriter *w, uint32_t code) {
  return bw_emit(w, code, w->code_size);
}

bool bw_finish(BitWriter *w) {
  if (w->scopes.len != 0) w->failed = true;
  bw_align32(w);
  return !w->failed;
}

/* ---- abbreviation lists ------------------------------------------------ */

static bool list_push(BitWriter *w, BsAbbrevList *l, const BsAbbrev *ab) {
  if (l->len == l->cap) {
    uint32_t ncap = l->cap ? l->cap * 2 : 8;
    const BsAbbrev **n = arena_alloc(w->arena, sizeof(*n) * ncap);
    if (!n) return bw_fail(w);
    if (l->len) memcpy(n, l->items, sizeof(*n) * l->len);
    l->items = n;
    l->cap = ncap;
  }
  l->items[l->len++] = ab;
  return true;
}

static BsBlockInfo *find_info(BitWriter *w, uint32_t block_id) {
  for (uint32_t i = 0; i < w->infos.len; i++)
    if (w->infos.data[i].block_id == block_id) return &w->infos.data[i];
  return NULL;
}

void bs_abbrev_init(BsAbbrev *ab) { memset(ab, 0, sizeof(*ab)); }

void bs_abbrev_add(BsAbbrev *ab, BsEncoding enc, uint64_t value) {
  if (ab->nops >= BS_MAX_ABBREV_OPS) return; /* caught by bw_define_abbrev's check */
  ab->ops[ab->nops].enc = enc;
  ab->ops[ab->nops].value = value;
  ab->nops++;
}

/* Structural check: array/blob only at the end, array followed by exactly one
 * scalar element encoding; widths in range. */
static bool abbrev_valid(const BsAbbrev *ab) {
  if (ab->nops == 0 || ab->nops > BS_MAX_ABBREV_OPS) return false;
  for (uint32_t i = 0; i < ab->nops; i++) {
    const BsAbbrevOp *op = &ab->ops[i];
    switch (op->enc) {
    case BS_ENC_LITERAL: break;
    case BS_ENC_FIXED:
      if (op->value > 64) return false;
      break;
    case BS_ENC_VBR:
      if (op->value == 1 || op->value > 32) return false;
      break;
    case BS_ENC_ARRAY: {
      if (i + 2 != ab->nops) return false;
      BsEncoding e = ab->ops[i + 1].enc;
      if (e != BS_ENC_FIXED && e != BS_ENC_VBR && e != BS_ENC_CHAR6) return false;
      break;
    }
    case BS_ENC_CHAR6: break;
    case BS_ENC_BLOB:
      if (i + 1 != ab->nops) return false;
      break;
    default: return false;
    }
  }
  return true;
}

static bool encode_abbrev(BitWriter *w, const BsAbbrev *ab) {
  if (!abbrev_valid(ab)) return bw_fail(w);
  if (!bw_emit_code(w, BS_DEFINE_ABBREV) || !bw_emit_vbr(w, ab->nops, 5)) return false;
  for (uint32_t i = 0; i < ab->nops; i++) {
    const BsAbbrevOp *op = &ab->ops[i];
    bool lit = op->enc == BS_ENC_LITERAL;
    if (!bw_emit(w, lit ? 1 : 0, 1)) return false;
    if (lit) {
      if (!bw_emit_vbr64(w, op->value, 8)) return false;
    } else {
      if (!bw_emit(w, (uint32_t)op->enc, 3)) return false;
      if (op->enc == BS_ENC_FIXED || op->enc == BS_ENC_VBR)
        if (!bw_emit_vbr64(w, op->value, 5)) return false;
    }
  }
  return true;
}

bool bw_define_abbrev(BitWriter *w, const BsAbbrev *ab, uint32_t *id) {
  if (!encode_abbrev(w, ab) || !list_push(w, &w->abbrevs, ab)) return false;
  if (id) *id = w->abbrevs.len - 1 + BS_FIRST_APPLICATION_ABBREV;
  return true;
}

/* ---- blocks ------------------------------------------------------------ */

bool bw_enter_block(BitWriter *w, uint32_t block_id, uint32_t code_size) {
  if (code_size == 0 || code_size > 32) return bw_fail(w);
  if (!bw_emit_code(w, BS_ENTER_SUBBLOCK) || !bw_emit_vbr(w, block_id, BS_BLOCK_ID_WIDTH) ||
      !bw_emit_vbr(w, code_size, BS_CODE_LEN_WIDTH) || !bw_align32(w))
    return false;
  BsScope sc;
  sc.prev_code_size = w->code_size;
  sc.size_word_byte = w->out->len;
  sc.prev_abbrevs = w->abbrevs;
  if (!bw_emit(w, 0, BS_BLOCK_SIZE_WIDTH)) return false; /* length, back-patched */
  if (!vec_push(w->arena, &w->scopes, sc)) return bw_fail(w);
  w->code_size = code_size;
  memset(&w->abbrevs, 0, sizeof(w->abbrevs));
  BsBlockInfo *info = find_info(w, block_id);
  if (info)
    for (uint32_t i = 0; i < info->abbrevs.len; i++)
      if (!list_push(w, &w->abbrevs, info->abbrevs.items[i])) return false;
  return true;
}

bool bw_exit_block(BitWriter *w) {
  if (w->failed) return false;
  if (w->scopes.len == 0) return bw_fail(w);
  BsScope sc = w->scopes.data[w->scopes.len - 1];
  if (!bw_emit_code(w, BS_END_BLOCK) || !bw_align32(w)) return false;
  /* Words between the length word and here, excluding the length word. */
  size_t words = (w->out->len - sc.size_word_byte) / 4 - 1;
  if (words > UINT32_MAX) return bw_fail(w);
  uint8_t *p = (uint8_t *)w->out->data + sc.size_word_byte;
  p[0] = (uint8_t)words;
  p[1] = (uint8_t)(words >> 8);
  p[2] = (uint8_t)(words >> 16);
  p[3] = (uint8_t)(words >> 24);
  w->code_size = sc.prev_code_size;
  w->abbrevs = sc.prev_abbrevs;
  w->scopes.len--;
  w->info_cur_bid = UINT32_MAX; /* SETBID state only lives inside BLOCKINFO */
  return true;
}

bool bw_enter_blockinfo(BitWriter *w, uint32_t code_size) {
  if (!bw_enter_block(w, BS_BLOCKINFO_BLOCK_ID, code_size)) return false;
  w->info_cur_bid = UINT32_MAX;
  return true;
}

bool bw_blockinfo_abbrev(BitWriter *w, uint32_t block_id, const BsAbbrev *ab, uint32_t *id) {
  if (w->failed) return false;
  if (w->info_cur_bid != block_id) {
    uint64_t v = block_id;
    if (!bw_record(w, BS_BLOCKINFO_CODE_SETBID, &v, 1, 0)) return false;
    w->info_cur_bid = block_id;
  }
  if (!encode_abbrev(w, ab)) return false;
  BsBlockInfo *info = find_info(w, block_id);
  if (!info) {
    BsBlockInfo ni;
    memset(&ni, 0, sizeof(ni));
    ni.block_id = block_id;
    if (!vec_push(w->arena, &w->infos, ni)) return bw_fail(w);
    info = &w->infos.data[w->infos.len - 1];
  }
  if (!list_push(w, &info->abbrevs, ab)) return false;
  if (id) *id = info->abbrevs.len - 1 + BS_FIRST_APPLICATION_ABBREV;
  return true;
}

/* ---- records ----------------------------------------------------------- */

static bool emit_field(BitWriter *w, const BsAbbrevOp *op, uint64_t v) {
  switch (op->enc) {
  case BS_ENC_FIXED:
    if (op->value == 0) return v == 0 ? true : bw_fail(w);
    if (op->value < 32 && (v >> op->value) == 0) return bw_emit(w, (uint32_t)v, (uint32_t)op->value);
    return bw_emit64(w, v, (uint32_t)op->value);
  case BS_ENC_VBR:
    if (op->value == 0) return v == 0 ? true : bw_fail(w);
    return bw_emit_vbr64(w, v, (uint32_t)op->value);
  case BS_ENC_CHAR6:
    if (v > 255) return bw_fail(w);
    return bw_emit_char6(w, (char)v);
  default:
    return bw_fail(w);
  }
}

/* Value i of the record as the abbreviation sees it: index 0 is the code. */
static uint64_t rec_val(uint32_t code, const uint64_t *vals, uint32_t i) {
  return i == 0 ? code : vals[i - 1];
}

bool bw_record(BitWriter *w, uint32_t code, const uint64_t *vals, uint32_t n, uint32_t abbrev) {
  if (w->failed) return false;
  if (abbrev == 0) {
    if (!bw_emit_code(w, BS_UNABBREV_RECORD) || !bw_emit_vbr(w, code, 6) ||
        !bw_emit_vbr(w, n, 6))
      return false;
    for (uint32_t i = 0; i < n; i++)
      if (!bw_emit_vbr64(w, vals[i], 6)) return false;
    return true;
  }
  uint32_t idx = abbrev - BS_FIRST_APPLICATION_ABBREV;
  if (abbrev < BS_FIRST_APPLICATION_ABBREV || idx >= w->abbrevs.len) return bw_fail(w);
  const BsAbbrev *ab = w->abbrevs.items[idx];
  uint32_t total = n + 1; /* code + operands */
  if (!bw_emit_code(w, abbrev)) return false;
  uint32_t ri = 0;
  for (uint32_t i = 0; i < ab->nops; i++) {
    const BsAbbrevOp *op = &ab->ops[i];
    if (op->enc == BS_ENC_LITERAL) {
      if (ri >= total || rec_val(code, vals, ri) != op->value) return bw_fail(w);
      ri++;
    } else if (op->enc == BS_ENC_ARRAY) {
      const BsAbbrevOp *elt = &ab->ops[++i];
      if (!bw_emit_vbr(w, total - ri, 6)) return false;
      for (; ri < total; ri++)
        if (!emit_field(w, elt, rec_val(code, vals, ri))) return false;
    } else if (op->enc == BS_ENC_BLOB) {
      if (!bw_emit_vbr(w, total - ri, 6) || !bw_align32(w)) return false;
      for (; ri < total; ri++) {
        uint64_t v = rec_val(code, vals, ri);
        if (v > 255) return bw_fail(w);
        uint8_t b = (uint8_t)v;
        sb_putn(w->out, &b, 1);
      }
      while ((w->out->len - w->base) & 3) sb_putc(w->out, 0);
      if (w->out->oom) return bw_fail(w);
    } else {
      if (ri >= total) return bw_fail(w);
      if (!emit_field(w, op, rec_val(code, vals, ri))) return false;
      ri++;
    }
  }
  if (ri != total) return bw_fail(w);
  return true;
}

bool bw_record32(BitWriter *w, uint32_t code, const uint32_t *vals, uint32_t n, uint32_t abbrev) {
  uint64_t small[64];
  uint64_t *v = small;
  if (n > 64) {
    v = arena_alloc(w->arena, sizeof(uint64_t) * n);
    if (!v) return bw_fail(w);
  }
  for (uint32_t i = 0; i < n; i++) v[i] = vals[i];
  return bw_record(w, code, v, n, abbrev);
}
