/* dis.h - the DXContainer disassembler behind hlslc-dis.
 *
 * dxil_dis reads a container (container_read.h) and its DXIL bitcode
 * (dxil_read_bitcode) and prints, in this order: a header line and one line
 * per part (fourcc, offset, size) with the DXIL program header, the digest
 * check, SFI0 flags by name, the signatures, the PSV0 fields and resource
 * records, HASH/RTS0/ILDN/VERS when present, the resources of dx.resources
 * (class, name, space, lower bound, range size), then the module in DXC's
 * disassembly style. Malformed input: a diagnostic (80xx/81xx/82xx) and
 * false, never a crash. */
#ifndef HLSLC_CONTAINER_DIS_H
#define HLSLC_CONTAINER_DIS_H

#include "../dxil/dxil.h"

typedef struct DxilDisOptions {
  const char *name;  /* input name for the header line (NULL: "<input>") */
  /* When set: rewrites the module before it is printed, which is then printed
   * as generic LLVM IR instead of DXIL text (hlslc-dis --upgrade passes the
   * dxil-upgrade pass; the caller wires it, the disassembler knows no pass).
   * false: it failed (8204). */
  bool (*upgrade)(IrModule *m, Arena *a, Diag *d);
  bool json;         /* print the container facts as one JSON object (no module text) */
  bool no_module;    /* container facts only: the bitcode is not read */
  bool stat;         /* the module of the STAT (reflection) part instead of the DXIL part's */
  bool prefer_stat;  /* the STAT part's module when there is one (it keeps the resources'
                        names, which the DXIL part of a DXC or hlslc container has not) */
} DxilDisOptions;

/* Appends the disassembly to out. Diagnostics: 8201 digest mismatch,
 * 8202 HASH part mismatch, 8203 no DXIL (with stat: STAT) part, 8204 upgrade failed; reader
 * errors keep their own codes. opt may be NULL (defaults). */
bool dxil_dis(const uint8_t *data, size_t len, StrBuf *out, Diag *d, const DxilDisOptions *opt);

#endif
