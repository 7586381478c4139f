/* hlslc.h - public C API of the hlslc HLSL -> DXIL compiler library.
 *
 * One call compiles one entry point of one HLSL source to a DXIL container
 * (or to text forms for inspection). The library is reentrant: all state
 * lives in the call; concurrent calls from several threads are safe.
 */
#ifndef HLSLC_H
#define HLSLC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What hlslc_compile produces. */
typedef enum hlslc_output {
  HLSLC_OUTPUT_CONTAINER = 0,  /* DXContainer bytes (what dxc -Fo writes) */
  HLSLC_OUTPUT_DXIL_TEXT = 1,  /* final DXIL module as text (what dxc prints without -Fo) */
  HLSLC_OUTPUT_HL_IR = 2,      /* IR straight from the front end (dxc -fcgl) */
  HLSLC_OUTPUT_PREPROCESSED = 3, /* preprocessed source (dxc -P) */
  HLSLC_OUTPUT_LL = 4,         /* LLVM-style IR after the optimisation passes, before DXIL lowering */
  HLSLC_OUTPUT_AST = 5,        /* the top-level declarations as clang prints them (dxc -ast-dump;
                                  declarations only, no statements) */
} hlslc_output;

/* Option flags (hlslc_options.flags). */
enum {
  HLSLC_FLAG_NATIVE_16BIT = 1u << 0,  /* -enable-16bit-types */
  HLSLC_FLAG_KEEP_REFLECT = 1u << 1,  /* keep resource names in the DXIL part (-Qkeep_reflect_in_dxil) */
  HLSLC_FLAG_BIND_UNUSED = 1u << 2,   /* -fbind-unused: implicit bindings do not depend on dead-code removal */
  HLSLC_FLAG_VERIFY_EACH = 1u << 3,   /* run the IR verifier between passes */
  HLSLC_FLAG_NO_CARET = 1u << 4,      /* diagnostics without the source line and caret */
  HLSLC_FLAG_REFLECTION = 1u << 5,    /* also produce reflection_json (hlslc -Fre); full compiles only */
  HLSLC_FLAG_ROW_MAJOR = 1u << 6,     /* -Zpr: matrices without an orientation are row_major */
  HLSLC_FLAG_SOURCE_INFO = 1u << 7,   /* -Zi: the DXIL text carries the sources as DXC's
                                        !dx.source.* metadata (no debug info is generated) */
  HLSLC_FLAG_AUTO_BINDING_SPACE = 1u << 8, /* -auto-binding-space was given: libraries bind
                                        implicit resources in it (else they stay unbound) */
  HLSLC_FLAG_VALIDATOR_VERSION = 1u << 9, /* -validator-version: write validator_major.minor as
                                        dx.valver (and the container parts it implies) */
  HLSLC_FLAG_STRIP_ROOTSIG = 1u << 10, /* -Qstrip_rootsignature: no RTS0 part in the container
                                        (root_signature is still produced) */
};

/* Optional memory hooks: every allocation of one compilation goes through
 * them (tests use a failing allocator to check out-of-memory handling). */
typedef struct hlslc_allocator {
  void *(*alloc)(void *user, size_t size);
  void (*free)(void *user, void *ptr);
  void *user;
  size_t chunk_size;  /* bytes per arena chunk; 0: the default (64 KiB). A tiny value
                         (e.g. 16) makes nearly every internal allocation its own
                         alloc call, so a failing allocator can hit each one */
} hlslc_allocator;

/* Optional file hook for #include: return the contents (owned by the caller
 * for the duration of the compile) or NULL to use the file system. */
typedef const char *(*hlslc_read_file_fn)(void *user, const char *path, size_t *len);

typedef struct hlslc_options {
  const char *entry;                 /* -E; default "main" */
  const char *profile;               /* -T, e.g. "cs_6_0" (required) */
  const char *const *defines;        /* "NAME" or "NAME=VALUE" */
  uint32_t ndefines;
  const char *const *include_dirs;   /* -I */
  uint32_t ninclude_dirs;
  uint32_t flags;                    /* HLSLC_FLAG_* */
  int hlsl_version;                  /* -HV (2016, 2017, 2018, 2021); 0 = 2021 */
  hlslc_output output;
  const char *print_after;           /* pass name: dump IR after it into `passes_dump` */
  int print_after_all;
  const hlslc_allocator *allocator;  /* NULL: malloc/free */
  hlslc_read_file_fn read_file;      /* NULL: file system */
  void *read_file_user;
  uint32_t auto_binding_space;       /* -auto-binding-space N: the register space of resources
                                        that give neither a register nor a space (default 0) */
  int default_linkage;               /* library targets (-default-linkage): 0 the profile's default
                                        (lib_6_x external, others internal), 1 internal, 2 external */
  uint32_t validator_major, validator_minor; /* with HLSLC_FLAG_VALIDATOR_VERSION: the validator
                                        version to target (1.0 ... 1.8; 0.0 = none) */
  /* Root signatures. The entry's [RootSignature("...")], or the macro named by
   * rootsig_define (which wins), is compiled, checked against the shader and
   * written as the RTS0 part. Profiles rootsig_1_0/1_1/1_2 compile the macro
   * named by `entry` alone into a container holding only RTS0. */
  const char *rootsig_define;        /* -rootsig-define NAME */
  uint32_t rootsig_version;          /* -force-rootsig-ver: 1 = rootsig_1_0, 2 = 1_1, 3 = 1_2;
                                        0 = 1_1 (DXC's default) */
  const void *rootsig_container;     /* -setrootsignature: a container whose RTS0 part replaces */
  size_t rootsig_container_size;     /* the shader's root signature */
} hlslc_options;

typedef struct hlslc_result {
  int status;           /* 0 success, 1 compile error, 2 bad options, 3 out of memory */
  uint8_t *data;        /* output bytes (container or text); malloc'd; NUL-terminated for text */
  size_t size;          /* bytes in data (text: without the NUL) */
  char *diagnostics;    /* all messages, "file:line:col: error: ..." lines; malloc'd or NULL */
  char *passes_dump;    /* --print-after output; malloc'd or NULL */
  char *reflection_json; /* HLSLC_FLAG_REFLECTION: constant-buffer layouts and resource
                           bindings as JSON (format: src/passes/reflect.c); malloc'd or NULL */
  size_t reflection_size; /* bytes in reflection_json (without the NUL) */
  uint32_t errors, warnings;
  size_t peak_bytes;    /* memory this compilation held at its peak: arena chunks
                           (never freed before the end, so their total is the peak)
                           plus the driver's output buffers; for benchmarks */
  uint8_t *root_signature; /* full compiles of a shader with a root signature: a container
                           holding only its RTS0 part (dxc -Frs); malloc'd or NULL */
  size_t root_signature_size;
} hlslc_result;

/* Compile `source` (len bytes; the file's contents are read when source is
 * NULL) named `filename`. Always fills *out; check out->status. */
int hlslc_compile(const hlslc_options *opt, const char *filename, const char *source,
                  size_t len, hlslc_result *out);
void hlslc_result_free(hlslc_result *r);

/* "hlslc 0.1.0" */
const char *hlslc_version(void);

#ifdef __cplusplus
}
#endif
#endif
