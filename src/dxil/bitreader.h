/* bitreader.h - LLVM bitstream reader (the inverse of bitstream.h).
 *
 * A cursor over untrusted bytes with a sticky failed flag: every read
 * checks the remaining length first, and once anything is malformed all
 * later reads return zero and the flag stays set. Callers check br->failed
 * (or the return values) at record boundaries.
 *
 * Blocks are a small explicit stack (no recursion): br_enter_block pushes
 * the block's abbreviation list (the BLOCKINFO ones for its id, then its own
 * DEFINE_ABBREVs), END_BLOCK pops it. br_next returns the next entry of the
 * current block, handling DEFINE_ABBREV itself; the caller reads a record
 * with br_read_record, enters a sub-block, or skips it with br_skip_block.
 * BLOCKINFO blocks are consumed by br_read_blockinfo.
 *
 * Limits that keep hostile input from costing more than its own size:
 * record operand counts and array lengths are bounded by the bits left
 * (each element costs at least one bit), VBR values by 64 bits, abbreviation
 * widths by 32 (VBR at least 2), nesting by BR_MAX_DEPTH. */
#ifndef HLSLC_DXIL_BITREADER_H
#define HLSLC_DXIL_BITREADER_H

#include "bitstream.h"

#define BR_MAX_DEPTH 16

/* One operand of a read abbreviation. */
typedef struct BrAbbrevOp {
  uint8_t enc;     /* BsEncoding (BS_ENC_LITERAL for literals) */
  uint64_t value;  /* literal value or FIXED/VBR width */
} BrAbbrevOp;

typedef struct BrAbbrev {
  BrAbbrevOp *ops; /* operands, the record code first */
  uint32_t nops;   /* number of operands */
} BrAbbrev;

typedef struct BrAbbrevList {
  BrAbbrev **items; /* id = index + BS_FIRST_APPLICATION_ABBREV */
  uint32_t len;     /* in use */
  uint32_t cap;     /* allocated */
} BrAbbrevList;

/* BLOCKINFO registrations for one block id. */
typedef struct BrBlockInfo {
  uint32_t block_id;     /* the block the abbreviations apply to */
  BrAbbrevList abbrevs;  /* in registration order */
} BrBlockInfo;

/* An open block. */
typedef struct BrScope {
  uint32_t block_id;     /* its id */
  uint32_t width;        /* abbreviation-id width inside it */
  uint64_t end_bit;      /* bit position of its declared end */
  BrAbbrevList abbrevs;  /* abbreviations visible inside it */
} BrScope;

/* Kinds of entries br_next returns. */
typedef enum BrEntryKind {
  BR_ENTRY_ERROR,     /* malformed input (failed is set) */
  BR_ENTRY_END,       /* END_BLOCK of the current block (already popped) */
  BR_ENTRY_SUBBLOCK,  /* ENTER_SUBBLOCK: id in entry.id; call br_enter_block or br_skip_block */
  BR_ENTRY_RECORD,    /* a record: abbreviation id in entry.id; call br_read_record */
} BrEntryKind;

typedef struct BrEntry {
  BrEntryKind kind; /* see above */
  uint32_t id;      /* block id (SUBBLOCK) or abbreviation id (RECORD) */
} BrEntry;

/* A record as read: code, operands, optional blob. */
typedef struct BrRecord {
  uint32_t code;        /* record code */
  uint64_t *ops;        /* operands (array elements flattened in place) */
  uint32_t nops;        /* number of operands */
  uint32_t cap;         /* allocated operand slots (reused between records) */
  const uint8_t *blob;  /* BLOB operand bytes (points into the input) or NULL */
  uint32_t blob_len;    /* its length */
} BrRecord;

typedef struct BitReader {
  Arena *arena;            /* abbreviations and operand buffers */
  const uint8_t *data;     /* the input */
  uint64_t end_bit;        /* input length in bits */
  uint64_t pos;            /* current bit position */
  bool failed;             /* sticky: malformed input or out of memory */
  const char *why;         /* first failure reason (static string) */
  BrScope scopes[BR_MAX_DEPTH]; /* open blocks, innermost last */
  uint32_t depth;          /* number of open blocks */
  uint32_t width;          /* current abbreviation-id width (2 at top level) */
  VEC(BrBlockInfo) infos;  /* BLOCKINFO registrations */
} BitReader;

void br_init(BitReader *r, Arena *a, const uint8_t *data, size_t len);
/* Marks the reader failed with a reason (the first one is kept). */
void br_fail(BitReader *r, const char *why);
bool br_at_end(const BitReader *r);
uint64_t br_bits_left(const BitReader *r);

uint64_t br_read(BitReader *r, uint32_t nbits);     /* 0..64 bits */
uint64_t br_read_vbr(BitReader *r, uint32_t nbits); /* nbits 2..32, value up to 64 bits */
void br_align32(BitReader *r);

/* Next entry of the current block (or of the top level when no block is
 * open). DEFINE_ABBREV records are consumed here. */
BrEntry br_next(BitReader *r);
/* After a SUBBLOCK entry: enters the block (pushes its scope). */
bool br_enter_block(BitReader *r, uint32_t block_id);
/* After a SUBBLOCK entry: skips the whole block using its length word. */
bool br_skip_block(BitReader *r);
/* After a SUBBLOCK entry with id 0: reads the BLOCKINFO block. */
bool br_read_blockinfo(BitReader *r);
/* After a RECORD entry: reads it into rec (ops reused between calls). */
bool br_read_record(BitReader *r, uint32_t abbrev_id, BrRecord *rec);
/* Skips the rest of the current block (after br_enter_block) and pops it. */
bool br_skip_rest(BitReader *r);

#endif
