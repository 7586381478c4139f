/* dxil.h - DXIL bitcode writing/reading and the container.
 *
 * Input of the writer is the final DXIL-form module: typed pointers,
 * dx.op.* calls, dx.* metadata, triple dxil-ms-dx (after dxil-prepare and
 * dxil-translate-metadata). */
#ifndef HLSLC_DXIL_H
#define HLSLC_DXIL_H

#include "../ir/ir.h"

/* Rewrites the module so every pointer has a pointee type (LLVM 3.7 has
 * no opaque pointers): globals/functions/allocas/GEPs by their own types,
 * other pointers by their first use (else i8*), pointers inside types as
 * i8*; mismatching uses get bitcasts. Reports 7001 and returns false when
 * a pointer cannot be typed (e.g. vector GEPs). With `reuse_casts` a
 * lifetime marker takes the cast an earlier marker of the same object made
 * in its block, as DXC's early CSE leaves them (lifetime.start's cast serves
 * lifetime.end); without, every use gets its own cast, as LLVM's DXILPrepare
 * does. */
bool dxil_type_pointers(IrModule *m, Diag *d, bool reuse_casts);
/* True when the module still uses an opaque pointer type anywhere. */
bool dxil_has_opaque_pointers(IrModule *m);

/* Position of an attribute in LLVM 3.7's Attribute::AttrKind enum (the
 * order 3.7 keeps attribute sets in), or -1 when `name` (IR spelling,
 * e.g. "nounwind", "align") is not an LLVM 3.7 enum/integer attribute.
 * *is_int (may be NULL): the attribute carries an integer value. */
int dxil_attr_order(const char *name, bool *is_int);

/* The data layouts DXC writes (dxil-format.md §6.1). */
#define DXIL_DATALAYOUT_LEGACY \
  "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
#define DXIL_DATALAYOUT_NATIVE16 \
  "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"

/* The highest DXIL version hlslc writes (lib_6_x's, shader model 6.15):
 * what a container's VERS part reports as the compiler's DXIL version, as
 * DXC reports its own (DXIL::kDxilMajor/kDxilMinor). */
enum { DXIL_HIGHEST_MAJOR = 1, DXIL_HIGHEST_MINOR = 10 };

/* LLVM 3.7 bitcode for the module (starts with 'BC' 0xC0DE, no wrapper).
 * Appends to out. Reports unsupported constructs through d; false on error.
 * Like LLVM's DXIL writer, a module that still has opaque pointers is first
 * given typed pointers (dxil_type_pointers, which rewrites the module); the
 * triple is written as dxil-ms-dx and the data layout as one of DXC's two
 * (the module's own when it is one of them, else by the native-16-bit
 * shader flag). */
bool dxil_write_bitcode(IrModule *m, StrBuf *out, Diag *d);

/* A complete DXContainer (DXBC) for the module and its bitcode: SFI0, ISG1,
 * OSG1, PSV0, [HASH], DXIL with the container digest filled in. All part
 * contents are derived from the module's dx.* metadata. */
bool dxil_write_container(IrModule *m, const uint8_t *bitcode, size_t bclen,
                          StrBuf *out, Diag *d);

/* The same with a root signature: `rts0` (len bytes, an RTS0 part's
 * contents; NULL for none) becomes the RTS0 part, after PSV0 as DXC places
 * it; with `check`, once the validator's check of it against the shader's
 * resources passes (else error 7110, worded like DXC's validator). */
bool dxil_write_container_rs(IrModule *m, const uint8_t *bitcode, size_t bclen,
                             const uint8_t *rts0, size_t rts0_len, bool check, StrBuf *out,
                             Diag *d);

/* The container's STAT (reflection) part: write() appends the bitcode of
 * the module in its reflection form to out (false after reporting through
 * d). The container calls it once every part read from the module is made,
 * so it may change the module. */
typedef struct DxilStatWriter {
  bool (*write)(void *user, StrBuf *out, Diag *d);
  void *user;
} DxilStatWriter;

/* dxil_write_container_rs with a STAT part (stat NULL: none), placed as DXC
 * places it: after PSV0 and RTS0 (a library's RDAT), before HASH. */
bool dxil_write_container_stat(IrModule *m, const uint8_t *bitcode, size_t bclen,
                               const uint8_t *rts0, size_t rts0_len, bool check,
                               const DxilStatWriter *stat, StrBuf *out, Diag *d);

/* The validator's check of a root signature (RTS0 contents) against a
 * finished container's shader (its DXIL shader kind and PSV0 resources);
 * false with error 7110 and DXC's reason when it fails. */
bool dxil_container_check_rts0(const uint8_t *data, size_t len, const uint8_t *rts0, size_t rts0_len,
                               Arena *parent, Diag *d);

/* A container holding only an RTS0 part (dxc -T rootsig_1_x, -Frs,
 * -extractrootsignature), digest filled in. */
bool dxil_write_rts0_container(const uint8_t *rts0, size_t len, StrBuf *out, Diag *d);

/* Reads LLVM 3.7 bitcode (DXC's or ours; no container header) into a new
 * module allocated in a: typed pointers, dx.op calls and dx.* metadata as
 * written. Malformed input is reported through d (codes 80xx) and NULL is
 * returned; never crashes or reads out of bounds (src/dxil/bc_reader.c). */
IrModule *dxil_read_bitcode(Arena *a, Diag *d, const uint8_t *bc, size_t len);

/* The modified-MD5 container digest (dxil-format.md §5.1) of data[20..len)
 * and plain MD5, both 16 bytes. */
void dxil_container_digest(const uint8_t *data, size_t len, uint8_t out[16]);
void hl_md5(const uint8_t *data, size_t len, uint8_t out[16]);

/* ---- the container as LLVM's DirectX backend builds it (hlslc-opt/llc;
 * src/container/llvm_container.c, rts0.c) ---- */

/* One container part payload, without its 8-byte part header. */
typedef struct DxilPartData {
  char fourcc[4];      /* part name, e.g. "PSV0" */
  const char *global;  /* the global LLVM keeps it in, e.g. "dx.psv0" */
  StrBuf data;         /* payload bytes */
} DxilPartData;

/* The parts LLVM's DXContainerGlobals pass adds next to the embedded DXIL
 * bitcode (`bitcode`, the contents of @dx.dxil), in its order: SFI0, HASH,
 * [ILDN], ISG1, OSG1, [PSG1], [RTS0], PSV0, [VERS]. Facts come from the
 * dx.* metadata when present, else from the IR (triple, "hlsl.*"
 * attributes, resource and shader-flag analyses). Fills parts[0..*n);
 * release them with dxil_parts_free. false (reported) on error. */
bool dxil_container_llvm_parts(IrModule *m, const uint8_t *bitcode, size_t bclen,
                               DxilPartData *parts, uint32_t cap, uint32_t *n, Diag *d);
void dxil_parts_free(DxilPartData *parts, uint32_t n);

/* A container of the given parts, in order, with this container version
 * and its digest filled in. */
bool dxil_write_parts_signed(const DxilPartData *parts, uint32_t n, uint16_t major, uint16_t minor,
                             StrBuf *out, Diag *d);

/* LLVM's DXContainer object writer: one part per global with a 4-character
 * section, in module order (DXIL/ILDB get the program header from the
 * triple; SRCI, empty sections and, unless embed_debug, ILDB are skipped),
 * digest zero. Needs @dx.dxil (dxil-embed). */
bool dxil_write_container_sections(IrModule *m, bool embed_debug, StrBuf *out, Diag *d);

/* Root signatures from !dx.rootsignatures (rts0.c): checks every entry
 * (malformed metadata and invalid values are fatal errors 72xx, worded like
 * LLVM's); when `entry` has one and out is non-NULL, appends its RTS0
 * serialization and sets *found. */
bool dxil_root_signature(IrModule *m, const IrFunc *entry, StrBuf *out, bool *found, Diag *d);

/* Do the module's state-object subobjects (!dx.subobjects) need Raytracing
 * Tier 1.1 (a RaytracingPipelineConfig1, or a StateObjectConfig allowing
 * state object additions)? Validators 1.5 to 1.7 then put the feature on
 * every function of the library (subobjects.c). */
bool dxil_subobjects_need_dxr11(IrModule *m);

#endif
