/* dxil.h - DXIL bitcode writing/reading and the container.
 *
 * Input of the writer is the final DXIL-form module: typed pointers,
 * dx.op.* calls, dx.* metadata, triple dxil-ms-dx (after dxil-prepare and
 * dxil-translate-metadata). */
#ifndef HLSLC_DXIL_H
#define HLSLC_DXIL_H

#include "../ir/ir.h"

/* LLVM 3.7 bitcode for the module (starts with 'BC' 0xC0DE, no wrapper).
 * Appends to out. Reports unsupported constructs through d; false on error. */
bool dxil_write_bitcode(IrModule *m, StrBuf *out, Diag *d);

/* A complete DXContainer (DXBC) for the module and its bitcode: SFI0, ISG1,
 * OSG1, PSV0, [HASH], DXIL with the container digest filled in. All part
 * contents are derived from the module's dx.* metadata. */
bool dxil_write_container(IrModule *m, const uint8_t *bitcode, size_t bclen,
                          StrBuf *out, Diag *d);

/* The modified-MD5 container digest (dxil-format.md §5.1) of data[20..len)
 * and plain MD5, both 16 bytes. */
void dxil_container_digest(const uint8_t *data, size_t len, uint8_t out[16]);
void hl_md5(const uint8_t *data, size_t len, uint8_t out[16]);

#endif
