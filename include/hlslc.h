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

/* The version of this header. Versioning policy (README, "Library"): the
 * major number changes when the ABI or API breaks (the shared library's
 * SONAME is libhlslc.so.MAJOR); the minor number when something is added;
 * the patch number for fixes. hlslc_version() names the library actually
 * linked, which can be newer than the header a program was built with. */
#define HLSLC_VERSION_MAJOR 0
#define HLSLC_VERSION_MINOR 3
#define HLSLC_VERSION_PATCH 0
#define HLSLC_VERSION_NUMBER \
  (HLSLC_VERSION_MAJOR * 10000 + HLSLC_VERSION_MINOR * 100 + HLSLC_VERSION_PATCH)

/* hlslc_options.hlsl_version for -HV 202x (DXC's number for it, which
 * __HLSL_VERSION also has): literals have C++'s types (1.5 is a float, 1 an
 * int) instead of HLSL's literal types. */
#define HLSLC_HLSL_202X 2029

/* What hlslc_compile produces. */
typedef enum hlslc_output {
  HLSLC_OUTPUT_CONTAINER = 0,  /* DXContainer bytes (what dxc -Fo writes) */
  HLSLC_OUTPUT_DXIL_TEXT = 1,  /* final DXIL module as text (what dxc prints without -Fo) */
  HLSLC_OUTPUT_HL_IR = 2,      /* IR straight from the front end (dxc -fcgl) */
  HLSLC_OUTPUT_PREPROCESSED = 3, /* preprocessed source (dxc -P) */
  HLSLC_OUTPUT_LL = 4,         /* LLVM-style IR after the optimisation passes, before DXIL lowering */
  HLSLC_OUTPUT_AST = 5,        /* the translation unit as clang prints it (dxc -ast-dump:
                                  declarations, statements, expressions) */
  HLSLC_OUTPUT_DEPENDENCIES = 6, /* the files the input reads, as a make rule
                                  "target: input includes..." (dxc -M/-MD/-MF; the target is
                                  dependency_target, else the input) */
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
  HLSLC_FLAG_WARNINGS_AS_ERRORS = 1u << 11, /* -WX: every warning is an error */
  HLSLC_FLAG_NO_WARNINGS = 1u << 12,   /* -no-warnings: no warning is reported */
  HLSLC_FLAG_ALL_RESOURCES_BOUND = 1u << 13, /* -all-resources-bound: the AllResourcesBound
                                        shader flag, as DXC sets it */
  HLSLC_FLAG_RES_MAY_ALIAS = 1u << 14, /* -res-may-alias: no "UAVs may not alias" flag */
  HLSLC_FLAG_NO_VALIDATION = 1u << 15, /* -Vd: skip the validator's checks (the root
                                        signature against the shader) */
  HLSLC_FLAG_LISTING = 1u << 16,       /* with HLSLC_OUTPUT_CONTAINER: also the DXIL text
                                        listing, in result.listing (-Fc, -Fh) */
  HLSLC_FLAG_NO_OPT = 1u << 18,        /* -Od / -O0: no optional optimisation (inlining, SROA
                                          and [unroll] loops only; DXIL needs them) */
  HLSLC_FLAG_TIME_REPORT = 1u << 17,   /* -ftime-report: the time of each stage, appended
                                        to passes_dump */
  HLSLC_FLAG_PREFER_FLOW = 1u << 20,   /* -Gfp: [branch] hints on if/switch without one */
  HLSLC_FLAG_AVOID_FLOW = 1u << 21,    /* -Gfa: [flatten] hints on if/switch without one */
  HLSLC_FLAG_DX9_COMPAT = 1u << 19,    /* -Gec: DX9 compatibility: DX9 system semantics of
                                          entries mapped to DX10 ones, and (-HV 2016 and
                                          older) writable global uniforms */
  HLSLC_FLAG_ENABLE_PAYLOAD_QUALIFIERS = 1u << 22, /* -enable-payload-qualifiers: payload access
                                        qualifiers below SM 6.7 (lib_6_6; older is an error) */
  HLSLC_FLAG_DISABLE_PAYLOAD_QUALIFIERS = 1u << 23, /* -disable-payload-qualifiers: not even
                                        from SM 6.7 (their default) */
  HLSLC_FLAG_FORCE_ZERO_STORE_LIFETIMES = 1u << 24, /* -force-zero-store-lifetimes: lifetime
                                        markers become stores of zero, whatever the target */
  HLSLC_FLAG_LEGACY_RESERVATION = 1u << 26, /* -flegacy-resource-reservation: as FXC up to
                                        SM 5.0, registers given explicitly to resources the
                                        shader does not use are not allocated to others */
  HLSLC_FLAG_NO_DIAG_OPTION = 1u << 25, /* -fno-diagnostics-show-option: warnings are not
                                        followed by the [-W<group>] option that controls them */
  HLSLC_FLAG_PACK_OPTIMIZED = 1u << 28, /* -pack_optimized: signatures packed by DXC's
                                        optimized strategy (whole signature, grouped and
                                        sorted) instead of prefix-stable */
  HLSLC_FLAG_STRIP_REFLECT = 1u << 29, /* -Qstrip_reflect: no STAT (reflection) part in the
                                          container (written by default, as DXC writes it) */
  HLSLC_FLAG_IEEE_STRICT = 1u << 27,   /* -Gis: IEEE-strict floating point: no fast-math
                                          operation, every FP-valued dx.op call precise */
  HLSLC_FLAG_HEADER = 1u << 30,        /* with HLSLC_OUTPUT_CONTAINER: also the C header dxc -Fh
                                          writes (the listing as a comment, the container as
                                          the array header_name), in result.header */
};

/* -export-shaders-only (library targets): only the entries (and their patch
 * constant functions) are exported; every other function is internal, those
 * declared `export` too, and kept only where called. A macro, not an
 * enumerator: ISO C enumerators must fit an int. */
#define HLSLC_FLAG_EXPORT_SHADERS_ONLY 0x80000000u

/* DXC's optimization toggles (-opt-enable NAME / -opt-disable NAME) that
 * hlslc honours, for hlslc_options.opt_enable / opt_disable; a toggle in
 * neither has DXC's default. */
enum {
  HLSLC_TOGGLE_LIFETIME_MARKERS = 1u << 0,          /* "lifetime-markers" (default on) */
  HLSLC_TOGGLE_PARTIAL_LIFETIME_MARKERS = 1u << 1,  /* "partial-lifetime-markers" (default off):
                                                       lifetime.start only, no lifetime.end */
  HLSLC_TOGGLE_STRUCTURIZE_RETURNS = 1u << 2,       /* "structurize-returns" (default off) */
  HLSLC_TOGGLE_STRUCTURIZE_LOOP_EXITS = 1u << 3,    /* "structurize-loop-exits-for-unroll": may
                                                       only be disabled (hlslc's unroller keeps
                                                       loop exits as branches) */
  HLSLC_TOGGLE_DEBUG_NOPS = 1u << 4,                /* "debug-nops": may only be disabled
                                                       (hlslc inserts no debug nops) */
};

/* hlslc_options.diagnostics_format (-fdiagnostics-format=). */
enum {
  HLSLC_DIAG_CLANG = 0,  /* file:line:col: error: ... */
  HLSLC_DIAG_MSVC = 1,   /* file(line,col) : error: ... */
  HLSLC_DIAG_VI = 2,     /* file +line:col: error: ... */
};

/* Optional memory hooks: every allocation of one compilation goes through
 * them, the result's memory included (which is why the result remembers
 * them: hlslc_result_free gives its blocks back through `free`; the struct
 * itself is copied, `user` must stay valid until then). A NULL return is
 * out of memory: the compile ends with status 3 and "out of memory" among
 * its diagnostics, never a made-up error. tests/unit/alloc_count.c checks
 * that no allocation of a compile bypasses them and that every block is
 * given back; tests/unit/oom.c fails each allocation in turn. (The only
 * libc allocation left is opendir's, when an #include is found only by
 * ignoring case.) */
typedef struct hlslc_allocator {
  void *(*alloc)(void *user, size_t size);
  void (*free)(void *user, void *ptr);
  void *user;
  size_t chunk_size;  /* bytes per arena chunk; 0: the default (64 KiB). A tiny value
                         (e.g. 16) makes nearly every internal allocation its own
                         alloc call, so a failing allocator can hit each one */
} hlslc_allocator;

/* Optional file hook: every file the compile reads (the input when no source
 * is given, and each file the #include search tries) is asked for here
 * first by its path; return the contents (owned by the caller for the
 * duration of the compile) or NULL to read it from the file system. For
 * control over #include itself (refusing a file, knowing the includer), use
 * hlslc_include_handler. */
typedef const char *(*hlslc_read_file_fn)(void *user, const char *path, size_t *len);

/* The include handler: asked for every #include (and __has_include)
 * before the search, with the name as written. It serves the file, refuses
 * it (an error as for a missing file, "'x.h' file not found (refused by
 * the include handler)"; __has_include is false), or defers to the default
 * search ("..." in the includer's folder, then its includers', then -I;
 * <...> in -I only; through read_file, then the file system). */
typedef enum hlslc_include_form {
  HLSLC_INCLUDE_QUOTED = 0,    /* #include "name" */
  HLSLC_INCLUDE_ANGLED = 1,    /* #include <name> */
} hlslc_include_form;

typedef enum hlslc_include_action {
  HLSLC_INCLUDE_DEFAULT = 0,   /* search as without a handler */
  HLSLC_INCLUDE_SERVE = 1,     /* the file is *file */
  HLSLC_INCLUDE_REFUSE = 2,    /* no such file for this compile */
} hlslc_include_action;

typedef struct hlslc_include_request {
  const char *name;            /* between the quotes or brackets, as written */
  hlslc_include_form form;
  const char *includer;        /* the path of the file with the #include: the input's name, a
                                  path found by the search, or one a handler served */
  uint32_t depth;              /* 1 for an #include in the input, 2 in a file it includes, ... */
} hlslc_include_request;

typedef struct hlslc_include_file {
  const char *path;            /* the served file's path (NULL: the name as written): its name in
                                  diagnostics, __FILE__ and the make rule, its identity for
                                  #pragma once, and where its own "..." includes are searched
                                  first. Copied by the compile. */
  const char *data;            /* its contents (size bytes), valid until release is called */
  size_t size;
  void *handle;                /* the handler's own, for release */
} hlslc_include_file;

typedef struct hlslc_include_handler {
  /* Fills *file (zeroed before the call) when it returns HLSLC_INCLUDE_SERVE. */
  hlslc_include_action (*open)(void *user, const hlslc_include_request *req, hlslc_include_file *file);
  /* Called once for every file served, when the compile no longer needs it
   * (before hlslc_compile returns, in the order served); may be NULL. */
  void (*release)(void *user, const hlslc_include_file *file);
  void *user;
} hlslc_include_handler;

/* The options of one compile.
 *
 * struct_size lets the struct grow without breaking programs built against
 * an older header: set it to sizeof(hlslc_options) as your program sees it
 * (HLSLC_OPTIONS_INIT does, or memset and assign). The library reads only
 * the fields that size covers; a field added later is then 0, its default,
 * so an older program compiles as it did. A size larger than the library's
 * (a newer header) is accepted when the fields the library does not know
 * are all 0, and refused otherwise (status 2, HL1005), as is a size that is
 * no version's: the library never ignores an option it cannot honour.
 * 0 stands for the layout of 0.1, the first with struct_size (every field
 * up to include_handler): a program that zeroes the struct and never sets
 * struct_size keeps working with every later library, seeing only the 0.1
 * fields (so set struct_size to use a field added after 0.1: exports).
 *
 * hlslc_result, hlslc_blob and hlslc_diagnostic are written by the library
 * and grow only with a new major version (new outputs are new kinds of
 * hlslc_blob). */
typedef struct hlslc_options {
  size_t struct_size;                /* sizeof(hlslc_options); 0: the 0.1 layout (above) */
  const char *entry;                 /* -E; default "main" */
  const char *profile;               /* -T, e.g. "cs_6_0" (required) */
  const char *const *defines;        /* "NAME" or "NAME=VALUE" */
  uint32_t ndefines;
  const char *const *include_dirs;   /* -I */
  uint32_t ninclude_dirs;
  uint32_t flags;                    /* HLSLC_FLAG_* */
  int hlsl_version;                  /* -HV (2016, 2017, 2018, 2021, HLSLC_HLSL_202X); 0 = 2021 */
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
  /* Diagnostics. */
  const char *const *warning_options;/* the -W<value> options in order, without "-W":
                                        "no-conversion", "error=macro-redefined", ... */
  uint32_t nwarning_options;
  int diagnostics_format;            /* HLSLC_DIAG_* (-fdiagnostics-format=) */
  uint32_t error_limit;              /* -ferror-limit=N: stop reporting after N errors (0: all) */
  const char *dependency_target;     /* HLSLC_OUTPUT_DEPENDENCIES: the rule's target */
  const char *denorm;                /* -denorm any|preserve|ftz (SM 6.2+): every function's
                                        "fp32-denorm-mode"; NULL: none, as DXC */
  int lifetime_markers;              /* llvm.lifetime.start/end around locals: 0 DXC's default
                                        (on from SM 6.6), 1 on (-enable-lifetime-markers), -1 off
                                        (-disable-lifetime-markers); never with -Od, as DXC.
                                        Below DXIL 1.6 they become stores of undef (of zero
                                        below validator 1.6), as DXC does */
  uint32_t opt_enable, opt_disable;  /* HLSLC_TOGGLE_* (-opt-enable / -opt-disable) */
  const char *header_name;           /* HLSLC_FLAG_HEADER: the array's name (-Vn); NULL:
                                        "g_" + entry, as DXC */
  const hlslc_include_handler *include_handler; /* NULL: the default search for every #include */
  /* Added in 0.3.0 (set struct_size to use them). */
  const char *const *exports;        /* library targets (-exports, each value one string): what
                                        the library exports, "name1[[,name1_1...]=internal1][;...]"
                                        (DXC's syntax): only the functions and entries named are
                                        exported, each as the names before '=' (renamed, or cloned
                                        for several); NULL or 0: every entry and exported function */
  uint32_t nexports;
  /* Fields are only ever added here, at the end (see struct_size). */
} hlslc_options;

/* hlslc_options o = HLSLC_OPTIONS_INIT;  -- struct_size set, every other field 0.
 * (C: designated; C++11: a lambda; so -Wmissing-field-initializers stays quiet.) */
#ifdef __cplusplus
#define HLSLC_OPTIONS_INIT ([] { hlslc_options o_ = {}; o_.struct_size = sizeof o_; return o_; }())
#else
#define HLSLC_OPTIONS_INIT {.struct_size = sizeof(hlslc_options)}
#endif

/* The outputs of one compile (hlslc_result.outputs), in the spirit of DXC's
 * IDxcResult::GetOutput. Each output is a blob of one kind; a compile from a
 * command line (hlslc_compile_args) names the file each goes to. */
typedef enum hlslc_out_kind {
  HLSLC_OUT_OBJECT = 1,         /* the container (-Fo); with -extractrootsignature the root
                                   signature's container */
  HLSLC_OUT_LISTING = 2,        /* the DXIL text listing (-Fc, or printed without -Fo) */
  HLSLC_OUT_REFLECTION = 3,     /* reflection as JSON (-Fre; format: src/passes/reflect.c) */
  HLSLC_OUT_ROOT_SIGNATURE = 4, /* a container holding only the RTS0 part (-Frs) */
  HLSLC_OUT_SHADER_HASH = 5,    /* 20 bytes: flags (u32) and MD5, as the HASH part (-Fsh) */
  HLSLC_OUT_DEPENDENCIES = 6,   /* the files the input reads as a make rule (-M, -MD, -MF) */
  HLSLC_OUT_HEADER = 7,         /* the C header of the container and listing (-Fh) */
  HLSLC_OUT_PREPROCESSED = 8,   /* the preprocessed source (-P) */
  HLSLC_OUT_TEXT = 9,           /* other text for standard output: front-end IR (-fcgl), IR
                                   (-emit-ll), the AST (-ast-dump), -help, --version, the
                                   result of -verifyrootsignature */
  HLSLC_OUT_DIAGNOSTICS = 10,   /* warnings and errors as text (-Fe): the compile's, and
                                   those about the command line */
  HLSLC_OUT_PASSES = 11,        /* IR printed after passes (-print-after), -ftime-report */
} hlslc_out_kind;

typedef struct hlslc_blob {
  hlslc_out_kind kind;
  const char *name;     /* the file the command line names for it; NULL: the standard
                           stream (standard error for DIAGNOSTICS and PASSES, else
                           standard output) */
  const uint8_t *data;  /* the bytes (text is NUL-terminated; data is never NULL) */
  size_t size;          /* without the NUL */
} hlslc_blob;

/* A diagnostic in structured form (hlslc_result.diags): what the text of
 * hlslc_result.diagnostics says, one entry per message, notes after the
 * message they belong to. */
typedef enum hlslc_severity {
  HLSLC_SEVERITY_NOTE = 0,
  HLSLC_SEVERITY_WARNING = 1,
  HLSLC_SEVERITY_ERROR = 2,
  HLSLC_SEVERITY_FATAL = 3,    /* an error that stopped the compile ("fatal error") */
} hlslc_severity;

typedef struct hlslc_location {
  const char *file;
  uint32_t line, column;       /* 1-based */
} hlslc_location;

typedef struct hlslc_diagnostic {
  hlslc_severity severity;
  uint32_t code;               /* the stable code the text shows as [HLnnnn]; 0: none */
  const char *file;            /* NULL: the message has no place (options, memory, ...) */
  uint32_t line, column;       /* 1-based; 0 when not known */
  const char *message;         /* the text after "error: ", without the option or code */
  const char *option;          /* the option that controls a warning ("-Wconversion",
                                  "-Werror,-Wconversion"), or NULL */
  const hlslc_location *include_chain; /* the #include lines that brought `file` in,
                                  innermost first (the text prints them outermost first,
                                  as "In file included from FILE:LINE:") */
  uint32_t include_depth;      /* entries in include_chain */
} hlslc_diagnostic;

/* The result of a compile. Every buffer it points to (data, diagnostics,
 * the outputs and diags arrays, ...) belongs to the result: it was
 * allocated through options.allocator (malloc without one), stays valid
 * until hlslc_result_free, and must not be freed on its own. */
typedef struct hlslc_result {
  int status;           /* 0 success, 1 compile error, 2 bad options (a field of
                           hlslc_options outside the values defined here: HL1005
                           names it; an unknown profile: HL1002), 3 out of memory */
  uint8_t *data;        /* output bytes (container or text); NUL-terminated for text */
  size_t size;          /* bytes in data (text: without the NUL) */
  char *diagnostics;    /* all messages, "file:line:col: error: ..." lines or NULL */
  char *passes_dump;    /* --print-after output or NULL */
  char *reflection_json; /* HLSLC_FLAG_REFLECTION: constant-buffer layouts and resource
                           bindings as JSON (format: src/passes/reflect.c) or NULL */
  size_t reflection_size; /* bytes in reflection_json (without the NUL) */
  uint32_t errors, warnings;
  size_t peak_bytes;    /* memory this compilation held at its peak: arena chunks
                           (never freed before the end, so their total is the peak)
                           plus the driver's output buffers; for benchmarks */
  uint8_t *root_signature; /* full compiles of a shader with a root signature: a container
                           holding only its RTS0 part (dxc -Frs) or NULL */
  size_t root_signature_size;
  char *listing;        /* HLSLC_FLAG_LISTING: the DXIL text listing or NULL */
  size_t listing_size;
  uint8_t shader_hash[20]; /* containers: DXC's shader hash (dxc -Fsh): flags (u32, 0) and the
                           MD5 of the DXIL part's bitcode, as in the HASH part */
  int has_shader_hash;
  char *header;         /* HLSLC_FLAG_HEADER: the -Fh header or NULL */
  size_t header_size;
  char *dependencies;   /* every successful compile: the files the input read, as the make
                           rule of HLSLC_OUTPUT_DEPENDENCIES (target: dependency_target, else
                           the input) or NULL */
  size_t dependencies_size;
  /* Every output above as a blob, in the order a command-line tool writes
   * them (hlslc_compile_args: diagnostics first, then the files in the
   * order dxc writes them); hlslc_compile gives each a NULL name. Owned by
   * the result (valid until hlslc_result_free). */
  const hlslc_blob *outputs;
  uint32_t noutputs;
  /* Every message of `diagnostics` in structured form, in the same order
   * (owned by the result). */
  const hlslc_diagnostic *diags;
  uint32_t ndiags;
  void *internal;       /* the library's: memory the outputs live in */
} hlslc_result;

/* Compile `source` (len bytes; the file's contents are read when source is
 * NULL) named `filename`. Always fills *out; check out->status. */
int hlslc_compile(const hlslc_options *opt, const char *filename, const char *source,
                  size_t len, hlslc_result *out);
void hlslc_result_free(hlslc_result *r);
/* The first output of `kind` in r->outputs, or NULL. */
const hlslc_blob *hlslc_result_output(const hlslc_result *r, hlslc_out_kind kind);

/* "hlslc MAJOR.MINOR.PATCH" of the library linked (HLSLC_VERSION_* of its
 * build) and the same as one number (HLSLC_VERSION_NUMBER's form). */
const char *hlslc_version(void);
int hlslc_version_number(void);

/* ---- the command line (src/driver/args.c) --------------------------------
 * DXC's command line: every option of DXC's option table (HLSLOptions.td)
 * is recognised, spelled with '-' and, where DXC allows it, '/' ("/Fo",
 * "/T"), with DXC's Joined / Separate forms; "@FILE" reads more arguments
 * from FILE (whitespace-separated, with "..." / '...' quoting and backslash
 * escapes; nested up to 16 deep). Each option is honoured as DXC honours it,
 * or refused with a one-line error naming it, or (where DXC itself treats
 * it as a harmless hint) accepted with a warning that it has no effect. */
/* hlslc_args mirrors the command line and embeds hlslc_options: it changes
 * with every version (a program that keeps it across library versions
 * should call hlslc_compile_args instead, which has no such struct). */
typedef struct hlslc_args {
  hlslc_options options;     /* what hlslc_compile needs (arrays owned by this struct) */
  const char *input;         /* the input file (NULL: none given) */
  /* files to write; NULL when not asked for */
  const char *out_object;    /* -Fo */
  const char *out_listing;   /* -Fc */
  const char *out_header;    /* -Fh: the listing as a comment and the container as a byte array */
  const char *header_name;   /* -Vn: that array's name (default "g_" + entry) */
  const char *out_reflection;/* -Fre (hlslc's JSON reflection) */
  const char *out_rootsig;   /* -Frs */
  const char *out_hash;      /* -Fsh */
  const char *out_preprocessed; /* -P (default <input>.i, or -Fi) */
  const char *out_errors;    /* -Fe: diagnostics go to this file */
  const char *out_dependencies; /* -MD (<input>.d) / -MF FILE; NULL with -M (stdout) */
  const char *set_rootsig;   /* -setrootsignature FILE (the caller reads it into options) */
  const char *verify_rootsig;/* -verifyrootsignature FILE: check its root signature against the
                                shader (hlslc_verify_root_signature) */
  int dependencies;          /* -M, -MD or -MF: write dependencies instead of compiling */
  int extract_rootsig;       /* -extractrootsignature: -Fo gets the root signature container */
  int dumpbin;               /* -dumpbin: the input is a compiled container, not HLSL */
  int show_help, show_version; /* -help / --version */
  char *messages;            /* "hlslc: warning/error: ..." lines about the arguments, or NULL */
  int status;                /* 0: usable; 1: an error (in messages) */
  void *storage;             /* internal: memory the fields point into */
} hlslc_args;

/* Parses argv[1..argc) (argv[0] is the program) into *out. Always fills
 * *out; check out->status. Free with hlslc_args_free. */
int hlslc_args_parse(int argc, const char *const *argv, hlslc_args *out);
void hlslc_args_free(hlslc_args *a);
/* The -help text. */
const char *hlslc_args_help(void);

/* What a compile from a command line takes besides the arguments: the
 * hooks hlslc_options has that no option can spell. */
typedef struct hlslc_hooks {
  size_t struct_size;                /* as hlslc_options.struct_size (0: the 0.1 layout) */
  const hlslc_allocator *allocator;  /* NULL: malloc/free */
  hlslc_read_file_fn read_file;      /* NULL: file system */
  void *read_file_user;
  const hlslc_include_handler *include_handler; /* NULL: the default search */
  /* Fields are only ever added here, at the end. */
} hlslc_hooks;

#ifdef __cplusplus
#define HLSLC_HOOKS_INIT ([] { hlslc_hooks h_ = {}; h_.struct_size = sizeof h_; return h_; }())
#else
#define HLSLC_HOOKS_INIT {.struct_size = sizeof(hlslc_hooks)}
#endif

/* Compiles as `hlslc` (and dxc) would with the arguments argv[1..argc)
 * (argv[0] is the program): the command line is parsed by
 * hlslc_args_parse, and everything the options ask for is produced in one
 * call, as out->outputs, each blob named by the option that asked for it:
 * the container (-Fo), listing (-Fc; printed without -Fo), header (-Fh),
 * reflection (-Fre), root signature (-Frs), shader hash (-Fsh), make rule
 * (-M/-MD/-MF), preprocessed source (-P), the text -fcgl, -ast-dump, -help
 * or --version print, and the diagnostics (-Fe) with the messages about the
 * arguments. -setrootsignature and -verifyrootsignature read their files,
 * -dumpbin takes a container as the input. Nothing is written: the caller
 * writes each blob to its name, or to the standard stream when it has none,
 * in the order of the list (the hlslc tool does exactly that).
 *
 * `source` (len bytes) is the input's contents; NULL reads the input the
 * arguments name (with source, an input argument only names it, and none
 * is needed). `hooks` may be NULL. out->status: 0 success, 1 an error
 * (compile, or a check of the outputs the options ask for, reported in the
 * diagnostics), 2 bad arguments, 3 out of memory; out->diagnostics has every
 * message, and the result's other fields are hlslc_compile's. Free with
 * hlslc_result_free. */
int hlslc_compile_args(int argc, const char *const *argv, const char *source, size_t len,
                       const hlslc_hooks *hooks, hlslc_result *out);

/* Memory these functions return (hlslc_rts0_container,
 * hlslc_container_set_rts0, hlslc_verify_root_signature's messages,
 * hlslc_format_header) comes from `allocator` (NULL: malloc), as does their
 * scratch memory; give it back with hlslc_free and the same allocator. */
void hlslc_free(const hlslc_allocator *allocator, void *ptr);

/* Container editing (dxc -dumpbin with the root signature options).
 * hlslc_rts0_container: a container holding only the given RTS0 part
 * (-extractrootsignature). hlslc_container_set_rts0: a copy of `data` (a
 * container) without its RTS0 part when `strip`, with `rts0` (when not NULL)
 * as its RTS0 part instead, added last as DXC's container builder adds it;
 * digest recomputed. Both return the bytes (size in *len; free with
 * hlslc_free), NULL when the input is malformed or memory runs out. */
uint8_t *hlslc_rts0_container(const uint8_t *rts0, size_t rts0_len, const hlslc_allocator *allocator,
                              size_t *len);
uint8_t *hlslc_container_set_rts0(const uint8_t *data, size_t size, const uint8_t *rts0,
                                  size_t rts0_len, int strip, const hlslc_allocator *allocator,
                                  size_t *len);

/* The validator's check of a root signature against a compiled shader (dxc
 * -verifyrootsignature): `rs` is a container with an RTS0 part, `shader` a
 * compiled shader's container. 0 when the root signature fits the shader;
 * else non-zero, with the reasons in *messages (NUL-terminated, from
 * `allocator`, free with hlslc_free; NULL when there are none). A status of
 * 2 means memory ran out. */
int hlslc_verify_root_signature(const uint8_t *shader, size_t shader_len, const uint8_t *rs,
                                size_t rs_len, const hlslc_allocator *allocator, char **messages);

/* ---- containers of any compiler (src/driver/inspect.c) -------------------
 * Engines reflect shaders they did not compile: these read any DXContainer
 * (hlslc's or DXC's .dxil/.cso), from untrusted bytes (nothing is read
 * outside data[0..size)). Each fills *out like hlslc_compile (its memory
 * through `allocator`, NULL: malloc; free with hlslc_result_free), with
 * status 0, 1 when the container is malformed (the reasons in the
 * diagnostics, text and structured), 3 out of memory.
 *
 * hlslc_container_reflect: out->reflection_json (and the REFLECTION blob)
 * holds the container's facts as one JSON object, as `hlslc-dis --json`
 * prints it: the parts, shader kind and model, flags, the signatures, the
 * PSV0 fields and every resource with its binding (from the DXIL part's
 * module).
 * hlslc_container_disassemble: out->data (and a TEXT blob) holds what
 * hlslc-dis prints: the parts with the digest check, SFI0 flags,
 * signatures, PSV0, root signature, resources and the module as DXIL text.
 * hlslc_container_validate: checks the structure: header, part table and
 * sizes, the container digest, the HASH part against the MD5 of the DXIL
 * bitcode, the program headers, every part hlslc knows (signatures, PSV0,
 * RTS0, SFI0, ...), and that the DXIL and STAT bitcode read as modules.
 * Status 0 when all hold (it does not run DXC's validator rules). */
int hlslc_container_reflect(const void *data, size_t size, const hlslc_allocator *allocator,
                            hlslc_result *out);
int hlslc_container_disassemble(const void *data, size_t size, const hlslc_allocator *allocator,
                                hlslc_result *out);
int hlslc_container_validate(const void *data, size_t size, const hlslc_allocator *allocator,
                             hlslc_result *out);

/* The header dxc -Fh writes: the listing inside "#if 0 ... #endif" and the
 * container as "const unsigned char NAME[] = { 0x.., ... };", CRLF line
 * ends, 12 bytes per line, as DXC's WriteHeader formats it. Returns a
 * NUL-terminated string from `allocator` (NULL: malloc; free with
 * hlslc_free), length in *len, NULL when out of memory. */
char *hlslc_format_header(const char *listing, size_t listing_len, const uint8_t *data,
                          size_t size, const char *name, const hlslc_allocator *allocator,
                          size_t *len);

#ifdef __cplusplus
}
#endif
#endif
