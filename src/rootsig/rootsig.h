/* rootsig.h - the HLSL root-signature language.
 *
 * A root signature is written as a string (in [RootSignature("...")] on an
 * entry point, in a macro named by -rootsig-define, or as the whole input of
 * -T rootsig_1_x -E MACRO):
 *
 *   RootSignature  : (Element (',' Element)* ','?)?
 *   Element        : RootFlags | RootConstants | RootDescriptor | DescriptorTable | StaticSampler
 *   RootFlags      : 'RootFlags' '(' (0 | FLAG ('|' FLAG)*) ')'
 *   RootConstants  : 'RootConstants' '(' 'num32BitConstants' '=' N ',' bN [',' space] [',' visibility] ')'
 *   RootDescriptor : ('CBV' | 'SRV' | 'UAV') '(' reg [',' space] [',' visibility] [',' flags] ')'
 *   DescriptorTable: 'DescriptorTable' '(' Range (',' Range)* [',' visibility] ')'
 *   Range          : ('CBV' | 'SRV' | 'UAV' | 'Sampler') '(' reg [',' 'numDescriptors' '=' (N | 'unbounded')]
 *                    [',' space] [',' 'offset' '=' (N | 'DESCRIPTOR_RANGE_OFFSET_APPEND')] [',' flags] ')'
 *   StaticSampler  : 'StaticSampler' '(' sN [',' 'filter' '=' FILTER] [',' 'addressU|V|W' '=' MODE]
 *                    [',' 'mipLODBias' '=' F] [',' 'maxAnisotropy' '=' N] [',' 'comparisonFunc' '=' CMP]
 *                    [',' 'borderColor' '=' COLOR] [',' 'minLOD' '=' F] [',' 'maxLOD' '=' F]
 *                    [',' space] [',' visibility] [',' flags (1.2)] ')'
 * Arguments of an element come in any order, each at most once; keywords
 * are case-insensitive, registers are lower-case (b0, t1, u2, s3). The
 * tokenizer, the defaults, the per-version rules (no flags in 1.0, static
 * sampler flags only in 1.2) and every message are DXC's
 * (tools/clang/lib/Parse/HLSLRootSignature.cpp); version 1.2 (static sampler
 * flags UINT_BORDER_COLOR | NON_NORMALIZED_COORDINATES, which DXC does not
 * parse yet) follows D3D12 and clang's HLSL front end. */
#ifndef HLSLC_ROOTSIG_H
#define HLSLC_ROOTSIG_H

#include "../container/rts0.h"

/* How the root signature is used (DxilRootSignatureCompilationFlags). */
enum {
  RS_COMPILE_NONE = 0,
  RS_COMPILE_LOCAL = 1,   /* a local root signature: LOCAL_ROOT_SIGNATURE is set */
  RS_COMPILE_GLOBAL = 2,  /* an entry's: LOCAL_ROOT_SIGNATURE is an error */
};

/* Parses text[0..len) at `version` (RS_VERSION_*) into *out (arrays in a).
 * On a syntax error returns false with DXC's message in msg. The result is
 * at `version`: a 1.0 root signature carries the flags D3D12 implies for it
 * (volatile descriptors and data), which 1.0 does not serialize. */
bool rootsig_parse(const char *text, size_t len, uint32_t version, uint32_t compile_flags, Arena *a,
                   RsDesc *out, StrBuf *msg);

/* Parses, checks (rts0_verify) and serializes a root signature: appends the
 * RTS0 part to rts0 and returns true, or reports "root signature error -
 * <message>" (RS_ERROR) at loc and returns false. desc (may be NULL)
 * receives the parsed root signature. */
bool rootsig_compile(const char *text, size_t len, uint32_t version, uint32_t compile_flags,
                     SrcLoc loc, Arena *a, Diag *d, StrBuf *rts0, RsDesc *desc);

/* "rootsig_1_0" -> RS_VERSION_1_0, ..., "rootsig_1_2"; 0 when not one of them. */
uint32_t rootsig_version_from_name(const char *name);

#endif
