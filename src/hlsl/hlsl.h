/* hlsl.h - the HLSL front end: preprocessed tokens -> IR.
 *
 * hlsl_compile parses the token list, checks it (types, names, overloads,
 * conversions, layouts) and generates IR in clang -O0 style:
 *   - the entry is `define void @<entry>()` with "hlsl.shader" and
 *     "hlsl.numthreads" attributes; system values are read with
 *     llvm.dx.thread.id & co. inside it;
 *   - vertex, pixel and geometry entries read their signature inputs with
 *     llvm.dx.load.input, write outputs with llvm.dx.store.output (at the
 *     return, or at Stream.Append) and list the elements in
 *     !dx.semantic.signatures (sig.h, sema_sig.c, irgen_sig.c);
 *   - other functions reachable from the entry are `define internal`, with
 *     out/inout parameters (and struct arguments / results) passed by pointer;
 *   - locals are allocas in the entry block;
 *   - resources are created with llvm.dx.resource.handlefrom[implicit]binding
 *     and accessed through llvm.dx.resource.getpointer (typed/structured
 *     buffers) or llvm.dx.resource.{load,store}.rawbuffer (byte address
 *     buffers);
 *   - constant buffers follow constant-buffers.txt (addrspace(2) member
 *     globals, @Name.cb handle globals, !hlsl.cbs).
 * The inline/mem2reg/sroa passes clean the result up.
 */
#ifndef HLSLC_HLSL_H
#define HLSLC_HLSL_H

#include "../ir/ir.h"
#include "../dxil/target.h"
#include "token.h"

/* The entry point's [RootSignature("...")] (hlsl_compile fills it when
 * HlslOptions.rootsig is set): the string as the parser concatenated it and
 * where the attribute is. The driver compiles it (src/rootsig). */
typedef struct HlslRootSig {
  bool found;
  const char *text;
  size_t len;
  SrcLoc loc;
} HlslRootSig;

/* A state-object subobject: a global of a subobject type (GlobalRootSignature,
 * ...) with its initializer evaluated (sema_subobj.c). kind is DXIL's
 * SubobjectKind; u[] the uint fields in order (StateObjectConfig: flags;
 * RaytracingShaderConfig: payload, attribute sizes; RaytracingPipelineConfig:
 * depth; ...Config1: depth, flags); s[] the string fields in order (root
 * signatures: the text, its position in loc; SubobjectToExportsAssociation:
 * subobject, exports; hit groups: any hit, closest hit[, intersection]). */
typedef struct HlslSubobject {
  const char *name;
  uint32_t kind;
  uint32_t hit_group;       /* HitGroup: DXIL's HitGroupType (0 triangle, 1 procedural) */
  uint32_t u[2];
  const char *s[3];
  SrcLoc loc;               /* the first string (a root signature's errors) */
} HlslSubobject;

/* The translation unit's subobjects in declaration order. */
typedef struct HlslSubobjects {
  HlslSubobject *items;
  uint32_t n;
} HlslSubobjects;

/* The [RootSignature("...")] of library entries (library targets), in
 * declaration order: the entry's IR function, the string and where the
 * attribute is. The driver compiles each (DXC: with the entry's code) and
 * from lib_6_7 keeps it in the entry's properties. */
typedef struct HlslLibRootSig {
  IrFunc *fn;
  const char *text;
  size_t len;
  SrcLoc loc;
} HlslLibRootSig;

typedef struct HlslLibRootSigs {
  HlslLibRootSig *items;
  uint32_t n;
} HlslLibRootSigs;

typedef struct HlslOptions {
  const char *entry;        /* entry point name (-E), default "main" */
  DxilOptions dx;           /* what the passes read too: the target (-T; native_16bit:
                               -enable-16bit-types, half/min16float -> f16, int16_t -> i16),
                               binding options, reflection */
  int hlsl_version;         /* -HV: 2016, 2017, 2018, 2021, 2029 = 202x (default 2021 when 0) */
  const char *producer;     /* !llvm.ident string (default "hlslc") */
  bool default_row_major;   /* -Zpr: matrices without an orientation are row_major */
  int flow_control;         /* -Gfp 1: [branch], -Gfa 2: [flatten] on every if/switch that
                               has neither (DXC's HLSLPreferControlFlow/AvoidControlFlow) */
  bool dx9_compat;          /* -Gec: DX9 semantics of entries mapped to DX10 system values;
                               with -HV 2016 and older, global uniforms are writable
                               (each written one becomes a static copy of the cbuffer
                               value, made at the entry's start) */
  StrBuf *ast_dump;         /* non-NULL: print the declarations as clang's -ast-dump here
                               (ast_dump.c) once the front end succeeded */
  int default_linkage;      /* library targets: 0 the profile's default (lib_6_x external,
                               others internal), 1 internal, 2 external (-default-linkage) */
  bool export_shaders_only; /* -export-shaders-only: only library entries are exported */
  const char *const *exports; /* -exports values (library targets; sema_lib.c): the export */
  uint32_t nexports;        /* map, "name1[[,name1_1...]=internal1][;...]" each */
  HlslRootSig *rootsig;     /* when set: receives the entry's [RootSignature] */
  HlslLibRootSigs *lib_rootsigs; /* when set: receives the library entries' [RootSignature]s */
  HlslSubobjects *subobjects; /* when set: receives the state-object subobjects (the driver
                               compiles their root signatures and writes dx.subobjects) */
  bool payload_qualifiers;  /* raytracing payloads carry access qualifiers ([raypayload],
                               read/write): SM 6.7+ or -enable-payload-qualifiers, not with
                               -disable-payload-qualifiers */
  bool lifetime_markers;    /* llvm.lifetime.start/end around each local (clang's scopes) */
  bool partial_lifetimes;   /* ... only the .start markers (partial-lifetime-markers) */
  bool structurize_returns; /* -opt-enable structurize-returns (irgen_structurize.c) */
} HlslOptions;

/* Compile preprocessed tokens (from pp_run) into a new IR module allocated in
 * `a`. The parser works on the tokens in place (it splits '>>', merges
 * qualified names, and puts the built-in preludes a shader uses in front):
 * they are the compilation's now, and once parsed their memory goes back
 * to `a` (*toks is emptied; not with ast_dump). Returns NULL when errors
 * were reported to d (all with file:line:col; codes 3xxx parse, 4xxx
 * semantic). The result has not been optimised: it is what `hlslc -fcgl`
 * prints. */
IrModule *hlsl_compile(Arena *a, Diag *d, SourceManager *sm, TokenList *toks,
                       const HlslOptions *opt);

#endif
