/* bitreader.c - LLVM bitstream reader with a sticky failed flag.
 *
 * Follows LLVM 3.7's BitstreamReader semantics (abbreviations, BLOCKINFO,
 * VBR/char6/array/blob operands, 32-bit alignment at block boundaries) but
 * never trusts a length: see bitreader.h for the limits. */
#include "bitreader.h"

#include <string.h>

void br_init(BitReader *r, Arena *a, const uint8_t *data, size_t len) {
  memset(r, 0, sizeof *r);
  r->arena = a;
  r->data = data;
  r->end_bit = (uint64_t)len * 8;
  r->width = 2;
}

void br_fail(BitReader *r, const char *why) {
  if (!r->failed) r->why = why;
  r->failed = true;
}

bool br_at_end(const BitReader *r) { return r->failed || r->pos >= r->end_bit; }

uint64_t br_bits_left(const BitReader *r) {
  return r->failed || r->pos >= r->end_bit ? 0 : r->end_bit - r->pos;
}

uint64_t br_read(BitReader *r, uint32_t nbits) {
  if (r->failed || nbits == 0) return 0;
  if (nbits > 64 || nbits > br_bits_left(r)) {
    br_fail(r, "unexpected end of bitcode");
    return 0;
  }
  uint64_t v = 0;
  uint32_t got = 0;
  while (got < nbits) {
    uint32_t off = (uint32_t)(r->pos & 7);
    uint32_t take = 8 - off;
    if (take > nbits - got) take = nbits - got;
    uint64_t byte = r->data[r->pos >> 3];
    v |= ((byte >> off) & ((1u << take) - 1)) << got;
    got += take;
    r->pos += take;
  }
  return v;
}

uint64_t br_read_vbr(BitReader *r, uint32_t nbits) {
  if (nbits < 2 || nbits > 32) {
    br_fail(r, "invalid VBR width");
    return 0;
  }
  uint64_t hi = 1ull << (nbits - 1), v = 0;
  uint32_t shift = 0;
  for (;;) {
    uint64_t piece = br_read(r, nbits);
    if (r->failed) return 0;
    uint64_t data = piece & (hi - 1);
    if (shift >= 64 || (shift && (data >> (64 - shift)) != 0)) {
      br_fail(r, "VBR value does not fit in 64 bits");
      return 0;
    }
    v |= data << shift;
    if (!(piece & hi)) return v;
    shift += nbits - 1;
  }
}

void br_align32(BitReader *r) {
  if (r->failed) return;
  uint64_t p = (r->pos + 31) & ~(uint64_t)31;
  if (p > r->end_bit) {
    /* a stream may end in a partial word only when nothing follows */
    br_fail(r, "unexpected end of bitcode");
    return;
  }
  r->pos = p;
}

/* ---- abbreviation lists ---------------------------------------------------- */

static bool list_push(BitReader *r, BrAbbrevList *l, BrAbbrev *ab) {
  if (l->len == l->cap) {
    uint32_t nc = l->cap ? l->cap * 2 : 8;
    BrAbbrev **n = arena_alloc(r->arena, sizeof(*n) * nc);
    if (!n) {
      br_fail(r, "out of memory");
      return false;
    }
    if (l->len) memcpy(n, l->items, sizeof(*n) * l->len);
    l->items = n;
    l->cap = nc;
  }
  l->items[l->len++] = ab;
  return true;
}

/* Copies a list (the items are shared; they are immutable once defined). */
static bool list_copy(BitReader *r, BrAbbrevList *dst, const BrAbbrevList *src) {
  memset(dst, 0, sizeof *dst);
  if (!src->len) return true;
  dst->items = arena_alloc(r->arena, sizeof(BrAbbrev *) * src->len);
  if (!dst->items) {
    br_fail(r, "out of memory");
    return false;
  }
  memcpy(dst->items, src->items, sizeof(BrAbbrev *) * src->len);
  dst->len = dst->cap = src->len;
  return true;
}

static BrBlockInfo *info_for(BitReader *r, uint32_t block_id, bool create) {
  for (uint32_t i = 0; i < r->infos.len; i++)
    if (r->infos.data[i].block_id == block_id) return &r->infos.data[i];
  if (!create) return NULL;
  BrBlockInfo bi;
  memset(&bi, 0, sizeof bi);
  bi.block_id = block_id;
  if (!vec_push(r->arena, &r->infos, bi)) {
    br_fail(r, "out of memory");
    return NULL;
  }
  return &r->infos.data[r->infos.len - 1];
}

/* DEFINE_ABBREV body: [numops:vbr5, (isliteral:1, literal:vbr8 | enc:3, [width:vbr5])...] */
static BrAbbrev *read_abbrev(BitReader *r) {
  uint64_t n = br_read_vbr(r, 5);
  if (r->failed) return NULL;
  if (n == 0 || n > br_bits_left(r)) {
    br_fail(r, "invalid abbreviation operand count");
    return NULL;
  }
  BrAbbrev *ab = arena_alloc(r->arena, sizeof *ab);
  BrAbbrevOp *ops = ab ? arena_alloc(r->arena, sizeof(BrAbbrevOp) * n) : NULL;
  if (!ops) {
    br_fail(r, "out of memory");
    return NULL;
  }
  ab->ops = ops;
  for (uint32_t i = 0; i < n; i++) {
    if (br_read(r, 1)) {
      ops[i].enc = BS_ENC_LITERAL;
      ops[i].value = br_read_vbr(r, 8);
    } else {
      uint32_t enc = (uint32_t)br_read(r, 3);
      if (enc < BS_ENC_FIXED || enc > BS_ENC_BLOB) {
        br_fail(r, "invalid abbreviation encoding");
        return NULL;
      }
      ops[i].enc = (uint8_t)enc;
      if (enc == BS_ENC_FIXED || enc == BS_ENC_VBR) {
        uint64_t w = br_read_vbr(r, 5);
        if (w == 0) {
          /* LLVM turns a zero-width field into the literal 0 */
          ops[i].enc = BS_ENC_LITERAL;
          ops[i].value = 0;
        } else if ((enc == BS_ENC_FIXED && w > 64) || (enc == BS_ENC_VBR && (w < 2 || w > 32))) {
          br_fail(r, "invalid abbreviation operand width");
          return NULL;
        } else {
          ops[i].value = w;
        }
      }
    }
    if (r->failed) return NULL;
  }
  ab->nops = (uint32_t)n;
  /* Shape checks done once here, so reading a record cannot go wrong:
   * the code operand is scalar; an array is second to last and its element
   * is a scalar that costs at least one bit; a blob is last. */
  if (ops[0].enc == BS_ENC_ARRAY || ops[0].enc == BS_ENC_BLOB) {
    br_fail(r, "abbreviation code operand is an array or blob");
    return NULL;
  }
  for (uint32_t i = 1; i < n; i++) {
    if (ops[i].enc == BS_ENC_ARRAY) {
      if (i + 2 != n || ops[i + 1].enc == BS_ENC_ARRAY || ops[i + 1].enc == BS_ENC_BLOB ||
          ops[i + 1].enc == BS_ENC_LITERAL) {
        br_fail(r, "malformed array abbreviation");
        return NULL;
      }
      break;
    }
    if (ops[i].enc == BS_ENC_BLOB && i + 1 != n) {
      br_fail(r, "blob abbreviation operand is not last");
      return NULL;
    }
  }
  return ab;
}

/* ---- blocks --------------------------------------------------------------------- */

BrEntry br_next(BitReader *r) {
  BrEntry e = {BR_ENTRY_ERROR, 0};
  for (;;) {
    if (r->failed) return e;
    uint32_t code = (uint32_t)br_read(r, r->width);
    if (r->failed) return e;
    switch (code) {
    case BS_END_BLOCK:
      if (r->depth == 0) {
        br_fail(r, "END_BLOCK outside a block");
        return e;
      }
      br_align32(r);
      r->depth--;
      r->width = r->depth ? r->scopes[r->depth - 1].width : 2;
      if (r->failed) return e;
      e.kind = BR_ENTRY_END;
      return e;
    case BS_ENTER_SUBBLOCK: {
      uint64_t id = br_read_vbr(r, 8);
      if (r->failed) return e;
      if (id > UINT32_MAX) {
        br_fail(r, "invalid block id");
        return e;
      }
      e.kind = BR_ENTRY_SUBBLOCK;
      e.id = (uint32_t)id;
      return e;
    }
    case BS_DEFINE_ABBREV: {
      if (r->depth == 0) {
        br_fail(r, "DEFINE_ABBREV outside a block");
        return e;
      }
      BrAbbrev *ab = read_abbrev(r);
      if (!ab || !list_push(r, &r->scopes[r->depth - 1].abbrevs, ab)) return e;
      continue;
    }
    default:
      if (r->depth == 0) {
        br_fail(r, "record outside a block");
        return e;
      }
      e.kind = BR_ENTRY_RECORD;
      e.id = code;
      return e;
    }
  }
}

/* [newabbrevlen:vbr4, <align32>, blocklen:32] */
static bool read_block_header(BitReader *r, uint32_t *width, uint64_t *end) {
  uint64_t w = br_read_vbr(r, 4);
  br_align32(r);
  uint64_t words = br_read(r, 32);
  if (r->failed) return false;
  if (w < 1 || w > 32) {
    br_fail(r, "invalid abbreviation width");
    return false;
  }
  if (words * 32 > br_bits_left(r)) {
    br_fail(r, "block length runs past the end of the bitcode");
    return false;
  }
  *width = (uint32_t)w;
  *end = r->pos + words * 32;
  return true;
}

bool br_enter_block(BitReader *r, uint32_t block_id) {
  uint32_t w;
  uint64_t end;
  if (!read_block_header(r, &w, &end)) return false;
  if (r->depth >= BR_MAX_DEPTH) {
    br_fail(r, "blocks nested too deeply");
    return false;
  }
  BrScope *s = &r->scopes[r->depth];
  memset(s, 0, sizeof *s);
  s->block_id = block_id;
  s->width = w;
  s->end_bit = end;
  BrBlockInfo *bi = info_for(r, block_id, false);
  if (bi && !list_copy(r, &s->abbrevs, &bi->abbrevs)) return false;
  r->depth++;
  r->width = w;
  return true;
}

bool br_skip_block(BitReader *r) {
  uint32_t w;
  uint64_t end;
  if (!read_block_header(r, &w, &end)) return false;
  r->pos = end;
  return true;
}

bool br_skip_rest(BitReader *r) {
  if (r->failed) return false;
  if (r->depth == 0) {
    br_fail(r, "no block to skip");
    return false;
  }
  BrScope *s = &r->scopes[r->depth - 1];
  if (s->end_bit < r->pos) {
    br_fail(r, "block overruns its declared length");
    return false;
  }
  r->pos = s->end_bit;
  r->depth--;
  r->width = r->depth ? r->scopes[r->depth - 1].width : 2;
  return true;
}

static bool rec_push(BitReader *r, BrRecord *rec, uint64_t v) {
  if (rec->nops == rec->cap) {
    uint32_t nc = rec->cap ? rec->cap * 2 : 64;
    if (nc < rec->cap) {
      br_fail(r, "record too large");
      return false;
    }
    uint64_t *n = arena_alloc(r->arena, sizeof(uint64_t) * nc);
    if (!n) {
      br_fail(r, "out of memory");
      return false;
    }
    if (rec->nops) memcpy(n, rec->ops, sizeof(uint64_t) * rec->nops);
    rec->ops = n;
    rec->cap = nc;
  }
  rec->ops[rec->nops++] = v;
  return true;
}

static uint64_t read_scalar(BitReader *r, const BrAbbrevOp *op) {
  switch (op->enc) {
  case BS_ENC_LITERAL: return op->value;
  case BS_ENC_FIXED: return br_read(r, (uint32_t)op->value);
  case BS_ENC_VBR: return br_read_vbr(r, (uint32_t)op->value);
  case BS_ENC_CHAR6: {
    static const char c6[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._";
    return (uint8_t)c6[br_read(r, 6) & 63];
  }
  default: br_fail(r, "invalid scalar operand"); return 0;
  }
}

/* Fewest bits one element of this encoding can take (for length bounds). */
static uint64_t min_bits(const BrAbbrevOp *op) {
  switch (op->enc) {
  case BS_ENC_FIXED: case BS_ENC_VBR: return op->value;
  case BS_ENC_CHAR6: return 6;
  default: return 1;
  }
}

bool br_read_record(BitReader *r, uint32_t abbrev_id, BrRecord *rec) {
  rec->nops = 0;
  rec->code = 0;
  rec->blob = NULL;
  rec->blob_len = 0;
  if (r->failed) return false;
  if (abbrev_id == BS_UNABBREV_RECORD) {
    uint64_t code = br_read_vbr(r, 6);
    uint64_t n = br_read_vbr(r, 6);
    if (r->failed) return false;
    if (code > UINT32_MAX) {
      br_fail(r, "invalid record code");
      return false;
    }
    if (n > br_bits_left(r) / 6) {
      br_fail(r, "record operand count runs past the end of the bitcode");
      return false;
    }
    rec->code = (uint32_t)code;
    for (uint64_t i = 0; i < n; i++)
      if (!rec_push(r, rec, br_read_vbr(r, 6))) return false;
    return !r->failed;
  }
  if (r->depth == 0 || abbrev_id < BS_FIRST_APPLICATION_ABBREV ||
      abbrev_id - BS_FIRST_APPLICATION_ABBREV >= r->scopes[r->depth - 1].abbrevs.len) {
    br_fail(r, "undefined abbreviation");
    return false;
  }
  const BrAbbrev *ab = r->scopes[r->depth - 1].abbrevs.items[abbrev_id - BS_FIRST_APPLICATION_ABBREV];
  uint64_t code = read_scalar(r, &ab->ops[0]);
  if (r->failed) return false;
  if (code > UINT32_MAX) {
    br_fail(r, "invalid record code");
    return false;
  }
  rec->code = (uint32_t)code;
  for (uint32_t i = 1; i < ab->nops; i++) {
    const BrAbbrevOp *op = &ab->ops[i];
    if (op->enc == BS_ENC_ARRAY) {
      const BrAbbrevOp *elt = &ab->ops[i + 1];
      uint64_t n = br_read_vbr(r, 6);
      if (r->failed) return false;
      if (n > br_bits_left(r) / min_bits(elt)) {
        br_fail(r, "array runs past the end of the bitcode");
        return false;
      }
      for (uint64_t k = 0; k < n; k++)
        if (!rec_push(r, rec, read_scalar(r, elt))) return false;
      break; /* the element operand was consumed */
    }
    if (op->enc == BS_ENC_BLOB) {
      uint64_t n = br_read_vbr(r, 6);
      br_align32(r);
      if (r->failed) return false;
      if (n > br_bits_left(r) / 8) {
        br_fail(r, "blob runs past the end of the bitcode");
        return false;
      }
      rec->blob = r->data + (r->pos >> 3);
      rec->blob_len = (uint32_t)n;
      r->pos += n * 8;
      br_align32(r);
      break;
    }
    if (!rec_push(r, rec, read_scalar(r, op))) return false;
  }
  return !r->failed;
}

bool br_read_blockinfo(BitReader *r) {
  if (!br_enter_block(r, 0)) return false;
  uint32_t my_depth = r->depth;
  BrBlockInfo *cur = NULL;
  BrRecord rec;
  memset(&rec, 0, sizeof rec);
  for (;;) {
    if (r->failed) return false;
    uint32_t code = (uint32_t)br_read(r, r->width);
    if (r->failed) return false;
    if (code == BS_END_BLOCK) {
      br_align32(r);
      r->depth = my_depth - 1;
      r->width = r->depth ? r->scopes[r->depth - 1].width : 2;
      return !r->failed;
    }
    if (code == BS_ENTER_SUBBLOCK) {
      br_read_vbr(r, 8);
      if (!br_skip_block(r)) return false;
      continue;
    }
    if (code == BS_DEFINE_ABBREV) {
      if (!cur) {
        br_fail(r, "BLOCKINFO abbreviation before SETBID");
        return false;
      }
      uint32_t bid = cur->block_id;
      BrAbbrev *ab = read_abbrev(r);
      /* info_for may have moved the vector: look the entry up again */
      cur = info_for(r, bid, true);
      if (!ab || !cur || !list_push(r, &cur->abbrevs, ab)) return false;
      continue;
    }
    if (!br_read_record(r, code, &rec)) return false;
    if (rec.code == 1) { /* SETBID */
      if (rec.nops < 1 || rec.ops[0] > UINT32_MAX) {
        br_fail(r, "invalid SETBID record");
        return false;
      }
      cur = info_for(r, (uint32_t)rec.ops[0], true);
      if (!cur) return false;
    }
    /* BLOCKNAME / SETRECORDNAME: names for dumpers, ignored */
  }
}
