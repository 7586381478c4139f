/* bitstream.h - LLVM bitstream writer (the container format of bitcode).
 *
 * A bit buffer with LLVM's primitive encodings (fixed-width, VBR, char6,
 * 32-bit alignment), nested blocks whose length word is back-patched when
 * the block ends, abbreviation definitions (DEFINE_ABBREV) and the
 * BLOCKINFO block that registers abbreviations for every later instance of
 * a block id. The layout follows LLVM 3.7's BitstreamWriter bit for bit, so
 * the DXIL writer can reproduce DXC's bytes.
 *
 * Every emit returns bool: false means the writer is in a failed state
 * (out of memory, malformed abbreviation use, block imbalance, value too
 * wide). The failure is sticky; callers may check once at the end.
 */
#ifndef HLSLC_DXIL_BITSTREAM_H
#define HLSLC_DXIL_BITSTREAM_H

#include "../base/base.h"

/* Standard abbreviation ids (LLVM BitCodes.h). */
enum {
  BS_END_BLOCK = 0,
  BS_ENTER_SUBBLOCK = 1,
  BS_DEFINE_ABBREV = 2,
  BS_UNABBREV_RECORD = 3,
  BS_FIRST_APPLICATION_ABBREV = 4,
};

/* Operand encodings of an abbreviation (the values written in DEFINE_ABBREV). */
typedef enum BsEncoding {
  BS_ENC_LITERAL = 0, /* not an encoding on the wire: marks a literal operand */
  BS_ENC_FIXED = 1,
  BS_ENC_VBR = 2,
  BS_ENC_ARRAY = 3,
  BS_ENC_CHAR6 = 4,
  BS_ENC_BLOB = 5,
} BsEncoding;

/* One operand of an abbreviation. */
typedef struct BsAbbrevOp {
  BsEncoding enc;  /* encoding, or BS_ENC_LITERAL */
  uint64_t value;  /* LITERAL: the literal; FIXED/VBR: bit width; else unused */
} BsAbbrevOp;

/* An abbreviation: up to 8 operands (LLVM's writers never use more). */
#define BS_MAX_ABBREV_OPS 8
typedef struct BsAbbrev {
  BsAbbrevOp ops[BS_MAX_ABBREV_OPS]; /* operand descriptions in order */
  uint32_t nops;                     /* number of operands */
} BsAbbrev;

/* Abbreviation list (current block's, or a BLOCKINFO entry's). */
typedef struct BsAbbrevList {
  const BsAbbrev **items; /* abbreviations; id = index + BS_FIRST_APPLICATION_ABBREV */
  uint32_t len;           /* number in use */
  uint32_t cap;           /* allocated slots */
} BsAbbrevList;

/* An open block on the scope stack. */
typedef struct BsScope {
  uint32_t prev_code_size; /* abbreviation width of the enclosing block */
  size_t size_word_byte;   /* byte offset of the length word to back-patch */
  BsAbbrevList prev_abbrevs; /* enclosing block's abbreviations, restored on exit */
} BsScope;

/* Abbreviations registered through BLOCKINFO for one block id. */
typedef struct BsBlockInfo {
  uint32_t block_id;   /* block the abbreviations apply to */
  BsAbbrevList abbrevs;/* in registration order */
} BsBlockInfo;

typedef struct BitWriter {
  Arena *arena;         /* abbreviation lists and scopes live here */
  StrBuf *out;          /* bytes are appended here (whole 32-bit words) */
  size_t base;          /* out->len when the writer started (back-patch offsets are absolute) */
  uint32_t cur_value;   /* bits not yet flushed to out */
  uint32_t cur_bit;     /* number of valid bits in cur_value (0..31) */
  uint32_t code_size;   /* current abbreviation-id width */
  BsAbbrevList abbrevs; /* abbreviations visible in the current block */
  VEC(BsScope) scopes;  /* open blocks, innermost last */
  VEC(BsBlockInfo) infos; /* BLOCKINFO registrations */
  uint32_t info_cur_bid;/* inside BLOCKINFO: block id of the last SETBID, or UINT32_MAX */
  bool failed;          /* sticky error flag */
} BitWriter;

/* Starts writing at the end of out. Abbreviation width starts at 2 (the
 * top level of a bitcode file). */
void bw_init(BitWriter *w, Arena *a, StrBuf *out);
/* True when no error occurred and every block was closed. Pads a partial
 * final word (a well-formed stream never has one: END_BLOCK aligns). */
bool bw_finish(BitWriter *w);
/* Bits written so far (relative to the start). */
uint64_t bw_bit_pos(const BitWriter *w);

bool bw_emit_slow(BitWriter *w, uint32_t val, uint32_t nbits);
bool bw_emit_vbr64_slow(BitWriter *w, uint64_t val, uint32_t nbits);
/* 1..32 bits, high bits must be 0. Inline for the common case (the bits
 * fit in the current word): a module is written a few bits at a time. */
static inline bool bw_emit(BitWriter *w, uint32_t val, uint32_t nbits) {
  if (!w->failed && nbits - 1u < 31u && (val >> nbits) == 0 && w->cur_bit + nbits < 32) {
    w->cur_value |= val << w->cur_bit;
    w->cur_bit += nbits;
    return true;
  }
  return bw_emit_slow(w, val, nbits);
}
bool bw_emit64(BitWriter *w, uint64_t val, uint32_t nbits);   /* up to 64 bits */
bool bw_emit_vbr(BitWriter *w, uint32_t val, uint32_t nbits); /* nbits 2..32 */
/* nbits 2..32; a value below the continuation bit is one chunk */
static inline bool bw_emit_vbr64(BitWriter *w, uint64_t val, uint32_t nbits) {
  if (nbits - 2u < 31u && val < (1ull << (nbits - 1))) return bw_emit(w, (uint32_t)val, nbits);
  /* two chunks (ids and characters of 6-bit VBR fields, mostly) are one
   * field of 2 * nbits bits: the low chunk with its continuation bit, then
   * the high one */
  if (nbits - 2u < 15u && val < (1ull << (2 * (nbits - 1)))) {
    uint32_t t = 1u << (nbits - 1);
    uint32_t lo = ((uint32_t)val & (t - 1)) | t, hi = (uint32_t)(val >> (nbits - 1));
    return bw_emit(w, lo | (hi << nbits), 2 * nbits);
  }
  return bw_emit_vbr64_slow(w, val, nbits);
}
bool bw_emit_char6(BitWriter *w, char c);                     /* [a-zA-Z0-9._] */
bool bw_align32(BitWriter *w);                                /* FlushToWord */
bool bw_emit_code(BitWriter *w, uint32_t code);               /* abbrev id at the current width */

bool bs_is_char6(char c);
uint32_t bs_encode_char6(char c);

/* Blocks. */
bool bw_enter_block(BitWriter *w, uint32_t block_id, uint32_t code_size);
bool bw_exit_block(BitWriter *w);

/* Defines an abbreviation in the current block; *id receives its id.
 * The abbreviation must outlive the writer (static const or arena). */
bool bw_define_abbrev(BitWriter *w, const BsAbbrev *ab, uint32_t *id);

/* BLOCKINFO: open with bw_enter_blockinfo, register with
 * bw_blockinfo_abbrev (emits SETBID when the target changes), close with
 * bw_exit_block. */
bool bw_enter_blockinfo(BitWriter *w, uint32_t code_size);
bool bw_blockinfo_abbrev(BitWriter *w, uint32_t block_id, const BsAbbrev *ab, uint32_t *id);

/* Records. abbrev 0 = unabbreviated (code and every operand as VBR6).
 * With an abbreviation, the code is matched against the first operand of
 * the abbreviation like LLVM's EmitRecord (code prepended to the values). */
bool bw_record(BitWriter *w, uint32_t code, const uint64_t *vals, uint32_t n, uint32_t abbrev);
/* Same with 32-bit operands (convenience). */
bool bw_record32(BitWriter *w, uint32_t code, const uint32_t *vals, uint32_t n, uint32_t abbrev);

/* Abbreviation construction helpers. */
void bs_abbrev_init(BsAbbrev *ab);
void bs_abbrev_add(BsAbbrev *ab, BsEncoding enc, uint64_t value);

#endif
