/* args.c - DXC's command line (hlslc_args_parse; API in include/hlslc.h).
 *
 * The option table below has every option of DXC's HLSLOptions.td (and
 * hlslc's own few), each with its DXC spelling, prefixes and kind, and what
 * hlslc does with it:
 *   HON  honoured as DXC honours it;
 *   NOP  accepted with a warning that it has no effect (options DXC itself
 *        treats as harmless hints, or ignores);
 *   REF  refused with a one-line error naming it and why.
 * Matching follows LLVM's OptTable as DXC uses it: case-sensitive; among
 * the options whose prefix + name start the argument, the longest name is
 * tried first; a Flag must match the whole argument, Joined takes the rest
 * of it, Separate the next argument, JoinedOrSeparate either, MultiArg the
 * next N; an argument starting with '/' that is no option is an input
 * (an absolute path). '@FILE' arguments are replaced by FILE's arguments
 * first (DXC has no response files; clang's rules). -spirv and -metal are
 * refused (hlslc writes DXIL only); the options that configure SPIR-V code
 * generation (-fspv-*, -fvk-*, -vkbr, -Oconfig=) are what they are to DXC
 * without -spirv: no effect on DXIL (a warning says so), or DXC's
 * "requires -spirv" error for the binding shifts and heaps.
 *
 * Messages are worded like DXC's where DXC has one (ReadDxcOpts). */
#include "hlslc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "base/base.h"
#include "driver.h"

enum { K_FLAG, K_JOINED, K_SEP, K_JOS, K_MULTI };
enum { PD = 1, PS = 2, PDD = 4 }; /* "-", "/", "--" */
enum { HON, NOP, REF };

/* Honoured options. */
enum {
  O_NONE, O_D, O_I, O_T, O_E, O_Fo, O_Fc, O_Fh, O_Vn, O_Fre, O_Frs, O_Fsh, O_Fi, O_Fe, O_P, O_Po,
  O_O3, O_Od, O_Gis, O_W, O_WX, O_no_warnings, O_Wvk, O_fdiag_format, O_fdiag_show_option, O_fno_diag_show_option, O_ferror_limit, O_Qunused, O_help,
  O_version, O_ast_dump, O_M, O_MD, O_MF, O_fcgl, O_HV, O_rootsig_define, O_16bit,
  O_auto_binding_space, O_default_linkage, O_export_shaders_only, O_exports, O_encoding, O_validator_version, O_print_after,
  O_print_after_all, O_Vd, O_Zi, O_Zpr, O_Zpc, O_Gec, O_Gfa, O_Gfp, O_dumpbin, O_Qstrip_reflect, O_Qstrip_debug,
  O_Qstrip_priv, O_Qstrip_rootsig, O_setrootsig, O_extractrootsig, O_force_rootsig_ver,
  O_Qkeep_reflect, O_Qstrip_reflect_from_dxil, O_res_may_alias, O_enable_paq, O_disable_paq, O_all_resources_bound, O_nologo,
  O_legacy_cbuf, O_pack_prefix_stable, O_pack_optimized, O_ftime_report, O_verifyrootsig, O_denorm,
  O_opt_enable, O_opt_disable, O_opt_select, O_enable_lifetimes, O_disable_lifetimes, O_force_zero_lifetimes,
  /* hlslc's own */
  O_emit_ll, O_bind_unused, O_legacy_reservation, O_no_caret, O_print_after_eq, O_verify_each,
};

typedef struct OptDef {
  const char *name;
  uint8_t kind, pre, nargs, act;
  uint16_t id;
  const char *text; /* HON: help text (NULL: not listed); NOP/REF: why */
} OptDef;

#define OPT(name, kind, pre, act, id, text) {name, kind, pre, 0, act, id, text}
#define MOPT(name, n, pre, act, id, text) {name, K_MULTI, pre, n, act, id, text}

static const char R_OPT[] = "hlslc's optimizer has no such control; its output is DXC's default (-O3)";
static const char R_DEBUG[] = "hlslc generates no debug information (no PDB, ILDB or ILDN part)";
static const char R_REWRITE[] = "the HLSL rewriter (dxr) is not part of hlslc";
static const char R_LIB[] = "library linking is not supported yet";
static const char R_LISTING[] = "hlslc's listing has no such variant";
static const char N_MATH[] = "DXC does not read this option either";
static const char N_DIAG[] = "hlslc's diagnostics have no such setting";

static const OptDef options[] = {
    OPT("D", K_JOS, PD | PS, HON, O_D, "-D <name>[=<value>]   define a macro"),
    OPT("H", K_FLAG, PD, REF, O_NONE, "showing the include process is not supported"),
    OPT("I", K_JOS, PD | PS, HON, O_I, "-I <dir>              add a directory to the include search path"),
    OPT("O0", K_FLAG, PD | PS, HON, O_Od, "-O0                   no optional optimisation (as -Od)"),
    OPT("O1", K_FLAG, PD | PS, NOP, O_NONE, "hlslc has one optimisation pipeline: -O1 gives what -O3 gives"),
    OPT("O2", K_FLAG, PD | PS, NOP, O_NONE, "hlslc has one optimisation pipeline: -O2 gives what -O3 gives"),
    OPT("O3", K_FLAG, PD | PS, HON, O_O3, "-O3                   optimization level 3 (the default)"),
    OPT("Odump", K_FLAG, PD | PS, REF, O_NONE, "hlslc's pass list is printed by --print-after-all"),
    OPT("Qunused-arguments", K_FLAG, PD, HON, O_Qunused, "-Qunused-arguments    do not reject unknown arguments"),
    OPT("Wall", K_FLAG, PD, NOP, O_NONE, "hlslc reports no warnings beyond those on by default"),
    OPT("Wdeprecated", K_FLAG, PD, NOP, O_NONE, "hlslc reports no deprecation warnings"),
    OPT("W", K_JOINED, PD, HON, O_W, "-W[no-]<group>        enable/disable a warning group (-Werror[=<group>])"),
    OPT("d", K_FLAG, PD, REF, O_NONE, "clang's debug dumps are not supported"),
    OPT("d", K_JOINED, PD, REF, O_NONE, "clang's debug dumps are not supported"),
    OPT("fdiagnostics-color", K_FLAG, PD, NOP, O_NONE, "hlslc does not color diagnostics"),
    OPT("fdiagnostics-color=", K_JOINED, PD, NOP, O_NONE, "hlslc does not color diagnostics"),
    OPT("fconstexpr-depth=", K_JOINED, PD, NOP, O_NONE, "HLSL has no constexpr evaluation limits to set"),
    OPT("fconstexpr-steps=", K_JOINED, PD, NOP, O_NONE, "HLSL has no constexpr evaluation limits to set"),
    OPT("fconstexpr-backtrace-limit=", K_JOINED, PD, NOP, O_NONE, "HLSL has no constexpr evaluation limits to set"),
    OPT("fdiagnostics-format=", K_JOINED, PD, HON, O_fdiag_format, "-fdiagnostics-format=clang|msvc|vi   diagnostic location format"),
    OPT("fdiagnostics-show-option", K_FLAG, PD, HON, O_fdiag_show_option, "-fdiagnostics-show-option   name the -W option controlling each warning (the default)"),
    OPT("fno-diagnostics-show-option", K_FLAG, PD, HON, O_fno_diag_show_option, "-fno-diagnostics-show-option   do not name the -W option after warnings"),
    OPT("fdiagnostics-show-category=", K_JOINED, PD, NOP, O_NONE, N_DIAG),
    OPT("ferror-limit=", K_JOINED, PD, HON, O_ferror_limit, "-ferror-limit=<n>     stop reporting errors after <n>"),
    OPT("import-binding-table", K_JOS, PD | PS, REF, O_NONE, "binding tables are not supported"),
    OPT("binding-table-define", K_SEP, PD | PS, REF, O_NONE, "binding tables are not supported"),
    OPT("funsafe-math-optimizations", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("fno-unsafe-math-optimizations", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("fassociative-math", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("fno-associative-math", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("fno-reciprocal-math", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("ffinite-math-only", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("fno-finite-math-only", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("fsigned-zeros", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("fhonor-nans", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("fno-honor-nans", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("fhonor-infinities", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("fno-honor-infinities", K_FLAG, PD, NOP, O_NONE, N_MATH),
    OPT("flimited-precision=", K_JOINED, PD, NOP, O_NONE, N_MATH),
    OPT("memdep-block-scan-limit", K_SEP, PD | PS, REF, O_NONE, R_OPT),
    OPT("opt-disable", K_SEP, PD | PS, HON, O_opt_disable, "-opt-disable <name>   turn off one of DXC's optimization toggles (see below)"),
    OPT("opt-enable", K_SEP, PD | PS, HON, O_opt_enable, "-opt-enable <name>    turn on one of DXC's optimization toggles (see below)"),
    MOPT("opt-select", 2, PD | PS, HON, O_opt_select, "-opt-select <name> <value>  checked as DXC checks it; no DXC pass reads a selection (a warning says so)"),
    OPT("fdisable-loc-tracking", K_FLAG, PD, HON, O_NONE, "-fdisable-loc-tracking  no source locations in the output (hlslc keeps none without -Zi)"),
    OPT("fnew-inlining-behavior", K_FLAG, PD, REF, O_NONE, "hlslc inlines every call, as DXC does by default"),
    OPT("ftime-report", K_FLAG, PD, HON, O_ftime_report, "-ftime-report          print the time each stage took"),
    OPT("ftime-trace", K_FLAG, PD, REF, O_NONE, "time traces are not supported (use -ftime-report)"),
    OPT("ftime-trace=", K_JOINED, PD, REF, O_NONE, "time traces are not supported (use -ftime-report)"),
    OPT("ftime-trace-granularity=", K_JOINED, PD, REF, O_NONE, "time traces are not supported (use -ftime-report)"),
    OPT("verify", K_JOINED, PD, REF, O_NONE, "diagnostic verification (-verify) is not supported"),
    OPT("verbose", K_FLAG, PD, NOP, O_NONE, "hlslc has no verbose output"),
    OPT("v", K_FLAG, PD, NOP, O_NONE, "hlslc has no verbose output"),
    OPT("help", K_FLAG, PD | PDD | PS, HON, O_help, "-help                 show this help"),
    OPT("all-warnings", K_FLAG, PDD, NOP, O_NONE, "hlslc reports no warnings beyond those on by default"),
    OPT("help-hidden", K_FLAG, PDD, HON, O_help, NULL),
    OPT("?", K_FLAG, PD | PS, HON, O_help, NULL),
    OPT("version", K_FLAG, PDD, HON, O_version, "--version             print the version"),
    OPT("ast-dump", K_FLAG, PD | PS, HON, O_ast_dump, "-ast-dump             print the translation unit as clang's AST dump"),
    OPT("ast-dump-implicit", K_FLAG, PD | PS, REF, O_NONE, "the AST of DXC's built-in declarations is not printed"),
    OPT("M", K_FLAG, PD | PS, HON, O_M, "-M                    print the files the input reads (a make rule)"),
    OPT("MD", K_FLAG, PD | PS, HON, O_MD, "-MD                   write that rule to <input>.d"),
    OPT("MF", K_JOS, PD | PS, HON, O_MF, "-MF <file>            write that rule to <file>"),
    OPT("external", K_SEP, PD | PS, REF, O_NONE, "external compiler DLLs are not supported"),
    OPT("external-fn", K_SEP, PD | PS, REF, O_NONE, "external compiler DLLs are not supported"),
    OPT("fcgl", K_FLAG, PD | PS, HON, O_fcgl, "-fcgl                 print the IR of the front end, unoptimized"),
    OPT("preserve-intermediate-values", K_FLAG, PD | PS, REF, O_NONE, R_OPT),
    OPT("flegacy-macro-expansion", K_FLAG, PD | PS, REF, O_NONE, "fxc's macro expansion order is not supported"),
    OPT("flegacy-resource-reservation", K_FLAG, PD | PS, HON, O_legacy_reservation, "-flegacy-resource-reservation   explicit registers of unused resources stay reserved (FXC, SM 5.0)"),
    OPT("no-legacy-cbuf-layout", K_FLAG, PD | PS, HON, O_legacy_cbuf, NULL),
    OPT("not_use_legacy_cbuf_load", K_FLAG, PD | PS, HON, O_legacy_cbuf, NULL),
    OPT("pack-prefix-stable", K_FLAG, PD | PS, HON, O_pack_prefix_stable, "-pack-prefix-stable   signature packing that keeps prefixes (the default)"),
    OPT("pack_prefix_stable", K_FLAG, PD | PS, HON, O_pack_prefix_stable, NULL),
    OPT("pack-optimized", K_FLAG, PD | PS, HON, O_pack_optimized, "-pack-optimized       optimize signature packing assuming identical signature provided for each connecting stage"),
    OPT("pack_optimized", K_FLAG, PD | PS, HON, O_pack_optimized, NULL),
    OPT("HV", K_SEP, PD | PS, HON, O_HV, "-HV <year>            HLSL version (2016, 2017, 2018, 2021, 202x)"),
    OPT("no-warnings", K_FLAG, PD | PS, HON, O_no_warnings, "-no-warnings          report no warnings"),
    OPT("rootsig-define", K_SEP, PD | PS, HON, O_rootsig_define, "-rootsig-define <m>   the root signature is macro <m>"),
    OPT("enable-16bit-types", K_FLAG, PD | PS, HON, O_16bit, "-enable-16bit-types   native 16-bit types (SM 6.2+, HLSL 2018+)"),
    OPT("ignore-line-directives", K_FLAG, PD | PS, REF, O_NONE, "#line directives are always honoured"),
    OPT("auto-binding-space", K_SEP, PD | PS, HON, O_auto_binding_space, "-auto-binding-space <n>  register space of implicit bindings"),
    OPT("exports", K_SEP, PD | PS, HON, O_exports, "-exports <list>       the library's exports: name1[[,name1_1...]=internal1][;...]"),
    OPT("export-shaders-only", K_FLAG, PD | PS, HON, O_export_shaders_only, "-export-shaders-only  export only the library's shader entries"),
    OPT("default-linkage", K_SEP, PD | PS, HON, O_default_linkage, "-default-linkage internal|external   linkage of library functions"),
    OPT("precise-output", K_SEP, PD | PS, REF, O_NONE, "marking outputs precise by name is not supported"),
    OPT("encoding", K_SEP, PD | PS, HON, O_encoding, "-encoding utf8        source and text output encoding (utf8 only)"),
    OPT("validator-version", K_SEP, PD | PS, HON, O_validator_version, "-validator-version <x.y>  validator version to target"),
    OPT("print-before-all", K_FLAG, PD | PS, REF, O_NONE, "hlslc prints the IR after passes only (-print-after-all)"),
    OPT("print-before", K_SEP, PD | PS, REF, O_NONE, "hlslc prints the IR after passes only (-print-after)"),
    OPT("print-after-all", K_FLAG, PD | PS | PDD, HON, O_print_after_all, "-print-after-all      print the IR after every pass"),
    OPT("print-after", K_SEP, PD | PS, HON, O_print_after, "-print-after <pass>   print the IR after a pass"),
    OPT("ignore-opt-semdefs", K_FLAG, PD | PS, NOP, O_NONE, "hlslc has no language extensions with semantic defines"),
    OPT("ignore-semdef", K_SEP, PD | PS, NOP, O_NONE, "hlslc has no language extensions with semantic defines"),
    OPT("override-semdef", K_SEP, PD | PS, NOP, O_NONE, "hlslc has no language extensions with semantic defines"),
    OPT("force-zero-store-lifetimes", K_FLAG, PD | PS, HON, O_force_zero_lifetimes, "-force-zero-store-lifetimes  lifetime markers become stores of zero"),
    OPT("enable-lifetime-markers", K_FLAG, PD | PS, HON, O_enable_lifetimes, "-enable-lifetime-markers  llvm.lifetime markers around locals (the default from SM 6.6; the last of -enable/-disable wins)"),
    OPT("disable-lifetime-markers", K_FLAG, PD | PS, HON, O_disable_lifetimes, "-disable-lifetime-markers  no llvm.lifetime markers"),
    OPT("enable-payload-qualifiers", K_FLAG, PD | PS, HON, O_enable_paq, "-enable-payload-qualifiers  payload access qualifiers for lib_6_6 (default from SM 6.7)"),
    OPT("disable-payload-qualifiers", K_FLAG, PD | PS, HON, O_disable_paq, "-disable-payload-qualifiers  no payload access qualifiers (also from SM 6.7)"),
    OPT("disable-exception-handling", K_FLAG, PD | PS, NOP, O_NONE, "hlslc does not use exceptions"),
    OPT("skip-serialization", K_FLAG, PD | PS, REF, O_NONE, "module interfaces are not an output of hlslc"),
    OPT("Wno-vk-ignored-features", K_JOINED, PD, HON, O_Wvk, NULL),
    OPT("Wno-vk-emulated-features", K_JOINED, PD, HON, O_Wvk, NULL),
    OPT("T", K_JOS, PD | PS, HON, O_T, "-T <profile>          target profile (cs_6_0 ... lib_6_x, rootsig_1_0/1_1/1_2)"),
    OPT("E", K_JOS, PD | PS, HON, O_E, "-E <name>             entry point (default main)"),
    OPT("Vi", K_FLAG, PD | PS, REF, O_NONE, "showing the include process is not supported"),
    OPT("Od", K_FLAG, PD | PS, HON, O_Od, "-Od                   no optional optimisation: inlining, SROA and [unroll] loops only"),
    OPT("WX", K_FLAG, PD | PS, HON, O_WX, "-WX                   treat warnings as errors"),
    OPT("Vd", K_FLAG, PD | PS, HON, O_Vd, "-Vd                   skip validation (of the root signature against the shader)"),
    OPT("Zi", K_FLAG, PD | PS, HON, O_Zi, "-Zi                   list the sources in the DXIL text (no debug info is generated)"),
    OPT("Zs", K_FLAG, PD | PS, REF, O_NONE, R_DEBUG),
    OPT("recompile", K_FLAG, PD | PS, REF, O_NONE, R_DEBUG),
    OPT("Zpr", K_FLAG, PD | PS, HON, O_Zpr, "-Zpr / -Zpc           matrices default to row_major / column_major"),
    OPT("Zpc", K_FLAG, PD | PS, HON, O_Zpc, NULL),
    OPT("Zss", K_FLAG, PD | PS, REF, O_NONE, "the debug name part (ILDN) is not written"),
    OPT("Zsb", K_FLAG, PD | PS, REF, O_NONE, "the debug name part (ILDN) is not written"),
    OPT("Gfa", K_FLAG, PD | PS, HON, O_Gfa, "-Gfa                  avoid flow control: [flatten] on if/switch without a hint (needs -all_resources_bound)"),
    OPT("Gfp", K_FLAG, PD | PS, HON, O_Gfp, "-Gfp                  prefer flow control: [branch] on if/switch without a hint"),
    OPT("Gec", K_FLAG, PD | PS, HON, O_Gec, "-Gec                  DX9 compatibility (deprecated): DX9 semantics, writable globals with -HV 2016"),
    OPT("Ges", K_FLAG, PD | PS, NOP, O_NONE, "DXC does not read it either; hlslc's language is always strict"),
    OPT("Gis", K_FLAG, PD | PS, HON, O_Gis, "-Gis                  IEEE-strict floating point: no fast math, every FP operation precise"),
    OPT("denorm", K_JOS, PD | PS, HON, O_denorm, "-denorm any|preserve|ftz  the functions' fp32 denormal mode (SM 6.2+)"),
    OPT("Fo", K_JOS, PD | PS, HON, O_Fo, "-Fo <file>            write the container"),
    OPT("Fc", K_JOS, PD | PS, HON, O_Fc, "-Fc <file>            write the DXIL text listing"),
    OPT("Fh", K_JOS, PD | PS, HON, O_Fh, "-Fh <file>            write a C header with the container (array name: -Vn)"),
    OPT("Fe", K_JOS, PD | PS, HON, O_Fe, "-Fe <file>            write warnings and errors to <file>"),
    OPT("Fd", K_JOS, PD | PS, REF, O_NONE, R_DEBUG),
    OPT("Fre", K_SEP, PD | PS, HON, O_Fre, "-Fre <file>           write reflection as JSON (hlslc's format)"),
    OPT("Frs", K_SEP, PD | PS, HON, O_Frs, "-Frs <file>           write the root signature (a container)"),
    OPT("Fsh", K_SEP, PD | PS, HON, O_Fsh, "-Fsh <file>           write the shader hash"),
    OPT("Fi", K_JOS, PD | PS, HON, O_Fi, "-Fi <file>            preprocessed output file (with -P)"),
    OPT("Vn", K_JOS, PD | PS, HON, O_Vn, "-Vn <name>            name of the array in the -Fh header"),
    OPT("Cc", K_FLAG, PD | PS, REF, O_NONE, R_LISTING),
    OPT("Ni", K_FLAG, PD | PS, REF, O_NONE, R_LISTING),
    OPT("No", K_FLAG, PD | PS, REF, O_NONE, R_LISTING),
    OPT("Lx", K_FLAG, PD | PS, REF, O_NONE, R_LISTING),
    OPT("P", K_FLAG, PD | PS, HON, O_P, "-P                    preprocess to <input>.i (or -Fi)"),
    OPT("Po", K_FLAG, PD | PS, HON, O_Po, NULL),
    OPT("dumpbin", K_FLAG, PD | PS, HON, O_dumpbin, "-dumpbin              the input is a container (root signature options, -Fo)"),
    OPT("link", K_FLAG, PD | PS, REF, O_NONE, R_LIB),
    OPT("Qstrip_reflect", K_FLAG, PD | PS, HON, O_Qstrip_reflect, "-Qstrip_reflect       no reflection (STAT) part in the container"),
    OPT("Qstrip_debug", K_FLAG, PD | PS, HON, O_Qstrip_debug, NULL),
    OPT("Qembed_debug", K_FLAG, PD | PS, REF, O_NONE, R_DEBUG),
    OPT("Qstrip_priv", K_FLAG, PD | PS, HON, O_Qstrip_priv, NULL),
    OPT("Qsource_in_debug_module", K_FLAG, PD | PS, REF, O_NONE, R_DEBUG),
    OPT("Qpdb_in_private", K_FLAG, PD | PS, REF, O_NONE, R_DEBUG),
    OPT("Qstrip_rootsignature", K_FLAG, PD | PS, HON, O_Qstrip_rootsig, "-Qstrip_rootsignature  no RTS0 part in the container"),
    OPT("setrootsignature", K_JOS, PD | PS, HON, O_setrootsig, "-setrootsignature <f>  the root signature of container <f> replaces the shader's"),
    OPT("extractrootsignature", K_FLAG, PD | PS, HON, O_extractrootsig, "-extractrootsignature  -Fo gets the root signature container"),
    OPT("verifyrootsignature", K_JOS, PD | PS, HON, O_verifyrootsig, "-verifyrootsignature <f>  check the root signature of container <f> against the shader"),
    OPT("force-rootsig-ver", K_JOS, PD | PS, HON, O_force_rootsig_ver, "-force-rootsig-ver rootsig_1_0|rootsig_1_1|rootsig_1_2"),
    OPT("force_rootsig_ver", K_JOS, PD | PS, HON, O_force_rootsig_ver, NULL),
    OPT("Qkeep_reflect_in_dxil", K_FLAG, PD | PS, HON, O_Qkeep_reflect, "-Qkeep_reflect_in_dxil  keep resource names in the DXIL part"),
    OPT("Qstrip_reflect_from_dxil", K_FLAG, PD | PS, HON, O_Qstrip_reflect_from_dxil, NULL),
    OPT("res-may-alias", K_FLAG, PD | PS, HON, O_res_may_alias, "-res-may-alias        UAVs may alias (no ResMayNotAlias flag)"),
    OPT("res_may_alias", K_FLAG, PD | PS, HON, O_res_may_alias, NULL),
    OPT("all-resources-bound", K_FLAG, PD | PS, HON, O_all_resources_bound, "-all-resources-bound  the AllResourcesBound shader flag"),
    OPT("all_resources_bound", K_FLAG, PD | PS, HON, O_all_resources_bound, NULL),
    OPT("setprivate", K_JOS, PD | PS, REF, O_NONE, "private data parts are not supported"),
    OPT("getprivate", K_JOS, PD | PS, REF, O_NONE, "private data parts are not supported"),
    OPT("nologo", K_FLAG, PD | PS, HON, O_nologo, NULL),
    OPT("unchanged", K_FLAG, PD | PS, REF, O_NONE, R_REWRITE),
    OPT("skip-fn-body", K_FLAG, PD | PS, REF, O_NONE, R_REWRITE),
    OPT("skip-static", K_FLAG, PD | PS, REF, O_NONE, R_REWRITE),
    OPT("global-extern-by-default", K_FLAG, PD | PS, REF, O_NONE, R_REWRITE),
    OPT("keep-user-macro", K_FLAG, PD | PS, REF, O_NONE, R_REWRITE),
    OPT("extract-entry-uniforms", K_FLAG, PD | PS, REF, O_NONE, R_REWRITE),
    OPT("remove-unused-globals", K_FLAG, PD | PS, REF, O_NONE, R_REWRITE),
    OPT("remove-unused-functions", K_FLAG, PD | PS, REF, O_NONE, R_REWRITE),
    OPT("line-directive", K_FLAG, PD | PS, REF, O_NONE, R_REWRITE),
    OPT("decl-global-cb", K_FLAG, PD | PS, REF, O_NONE, R_REWRITE),
    /* hlslc's own */
    OPT("emit-ll", K_FLAG, PD, HON, O_emit_ll, "-emit-ll              print the IR after optimisation, before DXIL lowering"),
    OPT("fbind-unused", K_FLAG, PD, HON, O_bind_unused, "-fbind-unused         implicit bindings ignore unused-resource removal"),
    OPT("fstable-bindings", K_FLAG, PD, HON, O_bind_unused, NULL),
    OPT("fno-caret-diagnostics", K_FLAG, PD, HON, O_no_caret, "-fno-caret-diagnostics  no source line and caret under diagnostics"),
    OPT("print-after=", K_JOINED, PDD, HON, O_print_after_eq, NULL),
    OPT("verify-each", K_FLAG, PDD, HON, O_verify_each, "--verify-each         run the IR verifier after every pass"),
};

/* ---- storage ---------------------------------------------------------- */

/* One message in Store.msgs (for hlslc_result.diags): its text's place. */
typedef struct ArgMsg {
  size_t at, len;
  bool error;
} ArgMsg;

typedef struct Store {
  Arena a;
  StrBuf msgs;
  VEC(ArgMsg) list;
  bool caller_alloc;  /* the Store came from the caller's allocator (else malloc) */
  const char **defines, **incs, **warns, **opt_en, **opt_dis, **opt_sel, **exports;
  uint32_t ndefines, nincs, nwarns, nopt_en, nopt_dis, nopt_sel, nexports, cap;
  bool errors;
} Store;

static void msg(Store *st, bool error, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void msg(Store *st, bool error, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_puts(&st->msgs, error ? "hlslc: error: " : "hlslc: warning: ");
  ArgMsg m = {st->msgs.len, 0, error};
  sb_vprintf(&st->msgs, fmt, ap);
  m.len = st->msgs.len - m.at;
  sb_putc(&st->msgs, '\n');
  va_end(ap);
  if (!st->msgs.oom && !vec_push(&st->a, &st->list, m)) st->msgs.oom = true;
  if (error) st->errors = true;
}

/* An input file. DXC compiles the last one named (getLastArgValue(OPT_INPUT));
 * hlslc does too, with a warning. When there are several, one spelled like
 * a /option that names no file is an option hlslc does not know: refused. */
static bool set_input(Store *st, hlslc_args *out, const char *a) {
  if (out->input && strcmp(out->input, a)) {
    const char *bad = out->input[0] == '/' && access(out->input, F_OK) != 0 ? out->input
                      : a[0] == '/' && access(a, F_OK) != 0                 ? a
                                                                            : NULL;
    if (bad) {
      msg(st, true, "Unknown argument: '%s'", bad);
      return false;
    }
    msg(st, false, "more than one input file ('%s' and '%s'): compiling the last, as DXC does", out->input, a);
  }
  out->input = a;
  return true;
}

/* ---- response files ------------------------------------------------------ */

typedef struct ArgVec {
  const char **v;
  uint32_t n, cap;
} ArgVec;

static bool av_push(Arena *a, ArgVec *av, const char *s) {
  if (av->n == av->cap) {
    uint32_t cap = av->cap ? av->cap * 2 : 32;
    const char **nv = arena_alloc(a, sizeof(char *) * cap);
    if (!nv) return false;
    if (av->n) memcpy(nv, av->v, sizeof(char *) * av->n);
    av->v = nv;
    av->cap = cap;
  }
  av->v[av->n++] = s;
  return true;
}

/* Splits a response file as clang's GNU tokenizer does: whitespace
 * separates, '...' and "..." quote, a backslash escapes the next character
 * (inside "..." only before " and \). */
static bool split_response(Store *st, ArgVec *out, const char *t, size_t len, int depth);

static bool add_arg(Store *st, ArgVec *out, const char *a, int depth) {
  if (a[0] == '@' && a[1]) {
    if (depth >= 16) {
      msg(st, true, "response files nested too deeply at '%s'", a);
      return false;
    }
    size_t len = 0;
    char *text = hl_read_file(&st->a, a + 1, &len);
    if (!text) {
      msg(st, true, "cannot read response file '%s'", a + 1);
      return false;
    }
    return split_response(st, out, text, len, depth + 1);
  }
  return av_push(&st->a, out, a);
}

static bool split_response(Store *st, ArgVec *out, const char *t, size_t len, int depth) {
  size_t i = 0;
  StrBuf cur = sb_new(&st->a);
  bool ok = true;
  while (i < len && ok) {
    while (i < len && (t[i] == ' ' || t[i] == '\t' || t[i] == '\r' || t[i] == '\n')) i++;
    if (i >= len) break;
    cur.len = 0;
    while (i < len && !(t[i] == ' ' || t[i] == '\t' || t[i] == '\r' || t[i] == '\n')) {
      char c = t[i];
      if (c == '\\' && i + 1 < len) {
        sb_putc(&cur, t[i + 1]);
        i += 2;
      } else if (c == '"' || c == '\'') {
        i++;
        while (i < len && t[i] != c) {
          if (c == '"' && t[i] == '\\' && i + 1 < len && (t[i + 1] == '"' || t[i + 1] == '\\')) i++;
          sb_putc(&cur, t[i]);
          i++;
        }
        i++; /* the closing quote */
      } else {
        sb_putc(&cur, c);
        i++;
      }
    }
    char *arg = arena_strndup(&st->a, cur.data ? cur.data : "", cur.len);
    ok = arg && !cur.oom && add_arg(st, out, arg, depth);
  }
  sb_free(&cur);
  return ok;
}

/* ---- matching ------------------------------------------------------------- */

static bool is_spirv_option(const char *s) {
  if (!strcmp(s, "-spirv") || !strcmp(s, "-metal") || !strcmp(s, "-vkbr")) return true;
  return !strncmp(s, "-fspv-", 6) || !strncmp(s, "-fvk-", 5) || !strncmp(s, "-Oconfig=", 9);
}

/* DXC's SPIR-V code-generation options (HLSLOptions.td, group spirv_Group)
 * and how many arguments follow each: 0 for a flag, -1 for "name=value".
 * Without -spirv DXC (built with SPIR-V) accepts them and the DXIL it
 * writes does not change, except the ones marked `needs`: those it refuses
 * ("... requires -spirv"). */
typedef struct SpirvOpt { const char *name; int nargs; bool needs; } SpirvOpt;
static const SpirvOpt spirv_opts[] = {
    {"-fvk-stage-io-order=", -1, false}, {"-fvk-b-shift", 2, true}, {"-fvk-t-shift", 2, true},
    {"-fvk-s-shift", 2, true}, {"-fvk-u-shift", 2, true}, {"-fvk-bind-globals", 2, false},
    {"-fvk-bind-register", 4, false}, {"-vkbr", 4, false}, {"-fvk-invert-y", 0, false},
    {"-fvk-use-dx-position-w", 0, false}, {"-fvk-support-nonzero-base-instance", 0, false},
    {"-fvk-support-nonzero-base-vertex", 0, false}, {"-fvk-use-gl-layout", 0, false},
    {"-fvk-use-dx-layout", 0, false}, {"-fvk-use-scalar-layout", 0, false},
    {"-fspv-use-legacy-buffer-matrix-order", 0, false}, {"-fspv-reflect", 0, false},
    {"-fspv-debug=", -1, false}, {"-fspv-extension=", -1, false}, {"-fspv-target-env=", -1, false},
    {"-fspv-flatten-resource-arrays", 0, false}, {"-fspv-reduce-load-size", 0, false},
    {"-fspv-fix-func-call-arguments", 0, false}, {"-fspv-entrypoint-name=", -1, false},
    {"-fspv-enable-maximal-reconvergence", 0, false}, {"-fspv-use-vulkan-memory-model", 0, false},
    {"-fspv-use-unknown-image-format", 0, false}, {"-fvk-auto-shift-bindings", 0, false},
    {"-fspv-print-all", 0, false}, {"-fspv-use-emulated-heap", 0, false},
    {"-fspv-use-descriptor-heap", 0, false}, {"-Oconfig=", -1, false},
    {"-fspv-preserve-bindings", 0, false}, {"-fspv-preserve-interface", 0, false},
    {"-fspv-max-id", 1, false}, {"-fvk-bind-resource-heap", 2, true},
    {"-fvk-bind-sampler-heap", 2, true}, {"-fvk-bind-counter-heap", 2, true},
};

static const SpirvOpt *spirv_opt_of(const char *a) {
  for (size_t k = 0; k < sizeof spirv_opts / sizeof spirv_opts[0]; k++) {
    const SpirvOpt *o = &spirv_opts[k];
    size_t n = strlen(o->name);
    if (o->nargs < 0 ? !strncmp(a, o->name, n) : !strcmp(a, o->name)) return o;
  }
  return NULL;
}

/* Length of prefix+name when opt's name starts arg after one of its prefixes. */
static size_t match(const OptDef *o, const char *arg) {
  static const struct { uint8_t bit; uint8_t len; const char *s; } pres[] = {
      {PDD, 2, "--"}, {PD, 1, "-"}, {PS, 1, "/"}};
  for (size_t k = 0; k < 3; k++) {
    if (!(o->pre & pres[k].bit)) continue;
    size_t pl = pres[k].len;
    /* every argument is tried against the whole table: the first letter
     * of the name decides most of them */
    if (arg[0] != pres[k].s[0] || (pl == 2 && arg[1] != pres[k].s[1]) || arg[pl] != o->name[0]) continue;
    if (pres[k].bit == PD && arg[1] == '-' && !(o->pre & PDD)) continue; /* "--x" is not "-" + "-x" */
    size_t nl = strlen(o->name);
    if (strncmp(arg + pl, o->name, nl) == 0) return pl + nl;
  }
  return 0;
}

typedef struct Cand {
  const OptDef *o;
  size_t len;
} Cand;

/* ---- the parser ----------------------------------------------------------- */

static bool parse_uint(const char *s, uint32_t *out) {
  if (!s || !*s) return false;
  char *end;
  unsigned long long v = strtoull(s, &end, 10);
  if (*end || v > UINT32_MAX || s[0] == '-') return false;
  *out = (uint32_t)v;
  return true;
}

static const char *base_dot(Arena *a, const char *input, const char *ext) {
  /* DXC: the input's name up to its last '.', then ext */
  const char *dot = strrchr(input, '.');
  const char *slash = strrchr(input, '/');
  size_t n = dot && (!slash || dot > slash) ? (size_t)(dot - input) : strlen(input);
  return arena_printf(a, "%.*s%s", (int)n, input, ext);
}

/* DXC's optimization toggles (DxcOptToggles.h): name, default, and what
 * hlslc does when one is turned on / off: its HLSLC_TOGGLE_* bit (honoured),
 * NULL (it is hlslc's behaviour already) or why it is refused. */
typedef struct Toggle {
  const char *name;
  bool def;
  uint32_t bit;
  const char *no_enable, *no_disable; /* refusal reasons; NULL: honoured */
} Toggle;

static const char T_HONOURED[] = "";
static const Toggle toggles[] = {
    {"gvn", true, 0, T_HONOURED, "hlslc's optimizer always numbers values (GVN)"},
    {"licm", true, 0, T_HONOURED, "hlslc's optimizer has no loop-invariant code motion to turn off"},
    {"sink", true, 0, T_HONOURED, "hlslc's optimizer has no instruction sinking to turn off"},
    {"aggressive-reassociation", true, 0, T_HONOURED, "hlslc's optimizer has no reassociation to turn off"},
    {"lifetime-markers", true, HLSLC_TOGGLE_LIFETIME_MARKERS, T_HONOURED, T_HONOURED},
    {"partial-lifetime-markers", false, HLSLC_TOGGLE_PARTIAL_LIFETIME_MARKERS, T_HONOURED, T_HONOURED},
    {"structurize-loop-exits-for-unroll", true, HLSLC_TOGGLE_STRUCTURIZE_LOOP_EXITS,
     "hlslc's unroller keeps the exits of unrolled loops as branches (DXC's output with -opt-disable "
     "structurize-loop-exits-for-unroll)",
     T_HONOURED},
    {"debug-nops", true, HLSLC_TOGGLE_DEBUG_NOPS,
     "hlslc inserts no debug nops (its -Od output is not DXC's unoptimized form)", T_HONOURED},
    {"structurize-returns", false, HLSLC_TOGGLE_STRUCTURIZE_RETURNS, T_HONOURED, T_HONOURED},
};

static void lower_into(char *dst, size_t n, const char *src) {
  size_t i = 0;
  for (; src[i] && i + 1 < n; i++) dst[i] = (char)((src[i] >= 'A' && src[i] <= 'Z') ? src[i] - 'A' + 'a' : src[i]);
  dst[i] = 0;
}

/* -opt-disable / -opt-enable / -opt-select, as ReadDxcOpts reads them: names
 * are case-insensitive; every disable first, then the enables, a name both
 * disabled and enabled is an error; two different selections for one name
 * are an error. DXC ignores names it does not know (and reads no selection
 * anywhere): hlslc accepts them too, with a warning saying they do nothing. */
static bool opt_toggles(Store *st, hlslc_options *o) {
  char name[128], prev[128];
  /* DXC's errors first */
  for (uint32_t i = 0; i < st->nopt_en; i++) {
    lower_into(name, sizeof name, st->opt_en[i]);
    for (uint32_t k = 0; k < st->nopt_dis; k++) {
      lower_into(prev, sizeof prev, st->opt_dis[k]);
      if (!strcmp(prev, name)) {
        msg(st, true, "Contradictory use of -opt-disable and -opt-enable with \"%s\"", name);
        return false;
      }
    }
  }
  for (uint32_t i = 0; i + 1 < st->nopt_sel; i += 2) {
    lower_into(name, sizeof name, st->opt_sel[i]);
    for (uint32_t k = 0; k < i; k += 2) {
      lower_into(prev, sizeof prev, st->opt_sel[k]);
      if (!strcmp(prev, name) && strcmp(st->opt_sel[k + 1], st->opt_sel[i + 1])) {
        msg(st, true, "Contradictory -opt-selects for \"%s\"", name);
        return false;
      }
    }
  }
  for (int pass = 0; pass < 2; pass++) {
    bool enable = pass == 1;
    uint32_t n = enable ? st->nopt_en : st->nopt_dis;
    const char **v = enable ? st->opt_en : st->opt_dis;
    for (uint32_t i = 0; i < n; i++) {
      lower_into(name, sizeof name, v[i]);
      const Toggle *t = NULL;
      for (size_t k = 0; k < sizeof toggles / sizeof toggles[0]; k++)
        if (!strcmp(toggles[k].name, name)) t = &toggles[k];
      if (!t) {
        msg(st, false, "option '-opt-%s %s' has no effect: '%s' is not one of DXC's optimization toggles "
                       "(DXC ignores it too)", enable ? "enable" : "disable", v[i], name);
        continue;
      }
      const char *why = enable ? t->no_enable : t->no_disable;
      if (why != T_HONOURED) {
        msg(st, true, "option '-opt-%s %s' is not supported: %s", enable ? "enable" : "disable", v[i], why);
        return false;
      }
      if (enable) o->opt_enable |= t->bit;
      else o->opt_disable |= t->bit;
    }
  }
  for (uint32_t i = 0; i + 1 < st->nopt_sel; i += 2)
    msg(st, false, "option '-opt-select %s %s' has no effect: no pass of DXC's optimizer reads a selection",
        st->opt_sel[i], st->opt_sel[i + 1]);
  return true;
}

int hlslc_args_parse(int argc, const char *const *argv, hlslc_args *out) {
  return args_parse(argc, argv, false, out);
}

int args_parse(int argc, const char *const *argv, bool have_source, hlslc_args *out) {
  return args_parse_al(argc, argv, have_source, NULL, out);
}

int args_parse_al(int argc, const char *const *argv, bool have_source, const HlAllocator *al,
                  hlslc_args *out) {
  memset(out, 0, sizeof *out);
  Store *st = al ? al->alloc(al->user, sizeof *st) : malloc(sizeof *st);
  if (!st) {
    out->status = 1;
    return 1;
  }
  memset(st, 0, sizeof *st);
  st->caller_alloc = al != NULL;
  out->storage = st;
  arena_init(&st->a, al);
  st->msgs = sb_new(&st->a);
  ArgVec av = {0};
  for (int i = 1; i < argc; i++)
    if (!add_arg(st, &av, argv[i], 0)) break;
  uint32_t cap = av.n + 1;
  st->defines = arena_alloc(&st->a, sizeof(char *) * cap);
  st->incs = arena_alloc(&st->a, sizeof(char *) * cap);
  st->warns = arena_alloc(&st->a, sizeof(char *) * cap);
  st->opt_en = arena_alloc(&st->a, sizeof(char *) * cap);
  st->opt_dis = arena_alloc(&st->a, sizeof(char *) * cap);
  st->opt_sel = arena_alloc(&st->a, sizeof(char *) * cap * 2);
  st->exports = arena_alloc(&st->a, sizeof(char *) * cap);
  hlslc_options *o = &out->options;
  o->struct_size = sizeof *o;
  o->output = HLSLC_OUTPUT_DXIL_TEXT;
  bool qunused = false, zpr = false, zpc = false, keep_reflect = false, strip_from_dxil = false;
  bool preprocess = false, po = false, fcgl = false, ast = false, emit_ll = false, m_flag = false;
  bool md = false, legacy_cbuf = false, enable16 = false, shaders_only = false, prefix_stable = false;
  const char *hv = NULL, *valver = NULL, *encoding = NULL, *abs = NULL, *linkage = NULL;
  const char *force_ver = NULL, *fdiag = NULL, *elimit = NULL, *fi = NULL, *mf = NULL, *denorm = NULL;
  bool arrays = st->defines && st->incs && st->warns && st->opt_en && st->opt_dis && st->opt_sel && st->exports;
  for (uint32_t i = 0; !st->errors && arrays && i < av.n; i++) {
    const char *a = av.v[i];
    /* inputs: no prefix, or "-" alone */
    if ((a[0] != '-' && a[0] != '/') || !strcmp(a, "-")) {
      if (!set_input(st, out, a)) break;
      continue;
    }
    if (a[0] == '-' && is_spirv_option(a)) {
      const SpirvOpt *so = spirv_opt_of(a);
      if (!so) { /* -spirv, -metal, or no option of DXC's */
        msg(st, true, "option '%s' is not supported: hlslc generates DXIL only (no SPIR-V or Metal)", a);
        break;
      }
      if (so->needs) {
        msg(st, true, "%s requires -spirv", so->name);
        break;
      }
      if (so->nargs > 0 && i + (uint32_t)so->nargs >= av.n) {
        msg(st, true, "Argument to '%s' is missing (expected %d values)", so->name, so->nargs);
        break;
      }
      msg(st, false, "option '%s' has no effect: it configures SPIR-V code generation (-spirv), and "
                     "hlslc generates DXIL", so->nargs < 0 ? a : so->name);
      if (so->nargs > 0) i += (uint32_t)so->nargs;
      continue;
    }
    /* candidates, longest name first, then table order */
    Cand c[8];
    uint32_t nc = 0;
    /* a name starts after a one-character prefix ("-", "/") or after "--":
     * options whose first letter is neither are skipped before match() */
    char c1 = a[0] ? a[1] : 0, c2 = c1 ? a[2] : 0;
    for (size_t k = 0; k < sizeof options / sizeof options[0] && nc < 8; k++) {
      if (options[k].name[0] != c1 && options[k].name[0] != c2) continue;
      size_t l = match(&options[k], a);
      if (!l) continue;
      uint32_t at = nc++;
      while (at > 0 && c[at - 1].len < l) {
        c[at] = c[at - 1];
        at--;
      }
      c[at].o = &options[k];
      c[at].len = l;
    }
    const OptDef *opt = NULL;
    const char *val = NULL, *val2 = NULL;
    bool missing = false;
    for (uint32_t k = 0; k < nc && !opt && !missing; k++) {
      const OptDef *d = c[k].o;
      const char *rest = a + c[k].len;
      switch (d->kind) {
      case K_FLAG:
        if (!*rest) opt = d;
        break;
      case K_JOINED:
        opt = d;
        val = rest;
        break;
      case K_SEP:
        if (*rest) break;
        if (i + 1 >= av.n) missing = true;
        else {
          opt = d;
          val = av.v[++i];
        }
        break;
      case K_JOS:
        if (*rest) {
          opt = d;
          val = rest;
        } else if (i + 1 >= av.n) {
          missing = true;
        } else {
          opt = d;
          val = av.v[++i];
        }
        break;
      case K_MULTI:
        if (*rest) break;
        if (i + d->nargs >= av.n) missing = true;
        else {
          opt = d;
          val = av.v[i + 1];
          val2 = d->nargs > 1 ? av.v[i + 2] : NULL;
          i += d->nargs;
        }
        break;
      default: break;
      }
    }
    if (missing) {
      msg(st, true, "Argument to '%s' is missing.", a);
      break;
    }
    if (!opt) {
      if (a[0] == '/') { /* not an option: an absolute path */
        if (!set_input(st, out, a)) break;
      } else if (!qunused) {
        msg(st, true, "Unknown argument: '%s'", a);
      }
      continue;
    }
    if (opt->act == REF) {
      msg(st, true, "option '%s' is not supported: %s", a, opt->text);
      break;
    }
    if (opt->act == NOP) {
      msg(st, false, "option '%s' has no effect: %s", a, opt->text);
      continue;
    }
    switch (opt->id) {
    case O_D: st->defines[st->ndefines++] = val; break;
    case O_I: st->incs[st->nincs++] = val; break;
    case O_T: o->profile = val; break;
    case O_E: o->entry = val; break;
    case O_Fo: out->out_object = val; break;
    case O_Fc: out->out_listing = val; break;
    case O_Fh: out->out_header = val; break;
    case O_Vn: out->header_name = val; break;
    case O_Fre: out->out_reflection = val; o->flags |= HLSLC_FLAG_REFLECTION; break;
    case O_Frs: out->out_rootsig = val; break;
    case O_Fsh: out->out_hash = val; break;
    case O_Fi: fi = val; break;
    case O_Fe: out->out_errors = val; break;
    case O_P: preprocess = true; break;
    case O_Po: po = true; break;
    case O_O3: o->flags &= ~(uint32_t)HLSLC_FLAG_NO_OPT; break; /* the default */
    case O_Od: o->flags |= HLSLC_FLAG_NO_OPT; break;
    case O_Gis: o->flags |= HLSLC_FLAG_IEEE_STRICT; break;
    case O_W: st->warns[st->nwarns++] = val; break;
    case O_Wvk: break; /* no SPIR-V warnings exist in hlslc */
    case O_WX: o->flags |= HLSLC_FLAG_WARNINGS_AS_ERRORS; break;
    case O_no_warnings: o->flags |= HLSLC_FLAG_NO_WARNINGS; break;
    case O_fdiag_format: fdiag = val; break;
    case O_fdiag_show_option: o->flags &= ~HLSLC_FLAG_NO_DIAG_OPTION; break;
    case O_fno_diag_show_option: o->flags |= HLSLC_FLAG_NO_DIAG_OPTION; break;
    case O_ferror_limit: elimit = val; break;
    case O_Qunused: qunused = true; break;
    case O_help: out->show_help = 1; break;
    case O_version: out->show_version = 1; break;
    case O_ast_dump: ast = true; break;
    case O_M: m_flag = true; break;
    case O_MD: md = true; break;
    case O_MF: mf = val; break;
    case O_fcgl: fcgl = true; break;
    case O_HV: hv = val; break;
    case O_rootsig_define: o->rootsig_define = val; break;
    case O_16bit: enable16 = true; break;
    case O_auto_binding_space: abs = val; break;
    case O_default_linkage: linkage = val; break;
    case O_export_shaders_only: shaders_only = true; break;
    case O_exports: st->exports[st->nexports++] = val; break; /* DXC: every value, in order */
    case O_encoding: encoding = val; break;
    case O_validator_version: valver = val; break;
    case O_print_after: case O_print_after_eq: o->print_after = val; break;
    case O_print_after_all: o->print_after_all = 1; break;
    case O_Vd: o->flags |= HLSLC_FLAG_NO_VALIDATION; break;
    case O_Zi:
      o->flags |= HLSLC_FLAG_SOURCE_INFO;
      msg(st, false, "option '%s': hlslc lists the sources in the DXIL text but generates no debug information", a);
      break;
    case O_Zpr: zpr = true; break;
    case O_Zpc: zpc = true; break;
    case O_Gfa: o->flags |= HLSLC_FLAG_AVOID_FLOW; break;
    case O_Gfp: o->flags |= HLSLC_FLAG_PREFER_FLOW; break;
    case O_Gec:
      o->flags |= HLSLC_FLAG_DX9_COMPAT;
      msg(st, false, "/Gec flag is a deprecated functionality.");
      break;
    case O_dumpbin: out->dumpbin = 1; break;
    case O_Qstrip_reflect: o->flags |= HLSLC_FLAG_STRIP_REFLECT; break;
    case O_Qstrip_debug: break;  /* hlslc writes no debug part */
    case O_Qstrip_priv: break;   /* nor a private data part */
    case O_Qstrip_rootsig: o->flags |= HLSLC_FLAG_STRIP_ROOTSIG; break;
    case O_setrootsig: out->set_rootsig = val; break;
    case O_extractrootsig: out->extract_rootsig = 1; break;
    case O_verifyrootsig: out->verify_rootsig = val; break;
    case O_denorm: denorm = val; break;
    case O_force_rootsig_ver: force_ver = val; break;
    case O_Qkeep_reflect: keep_reflect = true; break;
    case O_Qstrip_reflect_from_dxil: strip_from_dxil = true; break;
    case O_res_may_alias: o->flags |= HLSLC_FLAG_RES_MAY_ALIAS; break;
    case O_enable_paq: o->flags |= HLSLC_FLAG_ENABLE_PAYLOAD_QUALIFIERS; break;
    case O_disable_paq: o->flags |= HLSLC_FLAG_DISABLE_PAYLOAD_QUALIFIERS; break;
    case O_all_resources_bound: o->flags |= HLSLC_FLAG_ALL_RESOURCES_BOUND; break;
    case O_nologo: break; /* hlslc prints no logo either */
    case O_legacy_cbuf: legacy_cbuf = true; break;
    case O_pack_prefix_stable: prefix_stable = true; break; /* the default packing */
    case O_pack_optimized: o->flags |= HLSLC_FLAG_PACK_OPTIMIZED; break;
    case O_ftime_report: o->flags |= HLSLC_FLAG_TIME_REPORT; break;
    case O_opt_enable: st->opt_en[st->nopt_en++] = val; break;
    case O_opt_disable: st->opt_dis[st->nopt_dis++] = val; break;
    case O_opt_select:
      st->opt_sel[st->nopt_sel++] = val;
      st->opt_sel[st->nopt_sel++] = val2;
      break;
    /* DXC: hasFlag(enable, disable, SM >= 6.6): the last one given wins */
    case O_enable_lifetimes: o->lifetime_markers = 1; break;
    case O_disable_lifetimes: o->lifetime_markers = -1; break;
    case O_force_zero_lifetimes: o->flags |= HLSLC_FLAG_FORCE_ZERO_STORE_LIFETIMES; break;
    case O_emit_ll: emit_ll = true; break;
    case O_bind_unused: o->flags |= HLSLC_FLAG_BIND_UNUSED; break;
    case O_legacy_reservation: o->flags |= HLSLC_FLAG_LEGACY_RESERVATION; break;
    case O_no_caret: o->flags |= HLSLC_FLAG_NO_CARET; break;
    case O_verify_each: o->flags |= HLSLC_FLAG_VERIFY_EACH; break;
    default: break;
    }
  }
  if (!arrays || st->a.oom) {
    msg(st, true, "out of memory");
  }
  o->defines = st->defines;
  o->ndefines = st->ndefines;
  o->include_dirs = st->incs;
  o->ninclude_dirs = st->nincs;
  o->warning_options = st->warns;
  o->nwarning_options = st->nwarns;
  o->exports = st->nexports ? st->exports : NULL;
  o->nexports = st->nexports;
  if (st->errors || out->show_help || out->show_version) goto done;

  /* values and combinations, in ReadDxcOpts' order and words */
  if (legacy_cbuf)
    msg(st, false, "-no-legacy-cbuf-layout is no longer supported and will be ignored. Future releases "
                   "will not recognize it.");
  if (encoding && strcasecmp(encoding, "utf8") != 0) {
    msg(st, true, "Unsupported value '%s' for -encoding option (hlslc reads and writes utf8 only).", encoding);
    goto done;
  }
  if (hv) {
    if (!strcmp(hv, "2016") || !strcmp(hv, "2017") || !strcmp(hv, "2018") || !strcmp(hv, "2021")) {
      o->hlsl_version = atoi(hv);
    } else if (!strcmp(hv, "202x")) {
      o->hlsl_version = HLSLC_HLSL_202X; /* DXC's v202x: __HLSL_VERSION is 2029 */
    } else if (!strcmp(hv, "2015")) {
      msg(st, true, "HLSL Version 2015 is only supported for language services");
      goto done;
    } else {
      msg(st, true, "Unknown HLSL version: %s. Valid versions: 2016, 2017, 2018, 2021", hv);
      goto done;
    }
  }
  if ((o->flags & HLSLC_FLAG_AVOID_FLOW) && (o->flags & HLSLC_FLAG_PREFER_FLOW)) {
    msg(st, true, "Cannot specify /Gfa and /Gfp together, use /? to get usage information");
    goto done;
  }
  if (prefix_stable && (o->flags & HLSLC_FLAG_PACK_OPTIMIZED)) {
    msg(st, true, "Cannot specify /pack_prefix_stable and /pack_optimized together, use /? to get usage information");
    goto done;
  }
  if ((o->flags & HLSLC_FLAG_AVOID_FLOW) && !(o->flags & HLSLC_FLAG_ALL_RESOURCES_BOUND)) {
    msg(st, true, "Gfa option cannot be used in SM_5_1+ unless all_resources_bound flag is specified");
    goto done;
  }
  if (o->flags & HLSLC_FLAG_DX9_COMPAT) {
    /* DXC: -Gec defaults the language to 2016 and refuses a newer one */
    if (!o->hlsl_version) {
      o->hlsl_version = 2016;
    } else if (o->hlsl_version > 2016) {
      msg(st, true, "/Gec is not supported with HLSLVersion %d", o->hlsl_version);
      goto done;
    }
  }

  if (!opt_toggles(st, o)) goto done;
  if (force_ver) {
    if (!strcmp(force_ver, "rootsig_1_0")) o->rootsig_version = 1;
    else if (!strcmp(force_ver, "rootsig_1_1")) o->rootsig_version = 2;
    else if (!strcmp(force_ver, "rootsig_1_2")) o->rootsig_version = 3;
    else {
      msg(st, true, "Unsupported value '%s' for root signature profile.", force_ver);
      goto done;
    }
  }
  if (denorm) {
    if (strcasecmp(denorm, "any") && strcasecmp(denorm, "preserve") && strcasecmp(denorm, "ftz")) {
      msg(st, true, "Unsupported value '%s' for denorm option.", denorm);
      goto done;
    }
    unsigned maj = 0, min = 0;
    const char *u = o->profile ? strchr(o->profile, '_') : NULL;
    if (u) sscanf(u + 1, "%u_%u", &maj, &min);
    if (!o->profile || maj < 6 || (maj == 6 && min < 2)) {
      msg(st, true, "denorm option is only allowed for shader model 6.2 and above.");
      goto done;
    }
    o->denorm = !strcasecmp(denorm, "any") ? "any" : !strcasecmp(denorm, "ftz") ? "ftz" : "preserve";
  }
  if (abs) {
    if (!parse_uint(abs, &o->auto_binding_space)) {
      msg(st, true, "Unsupported value '%s' for auto binding space.", abs);
      goto done;
    }
    o->flags |= HLSLC_FLAG_AUTO_BINDING_SPACE;
  }
  bool lib = o->profile && !strncmp(o->profile, "lib_", 4);
  if (st->nexports && !lib) { /* DXC checks it first */
    msg(st, true, "library profile required when using -exports option");
    goto done;
  }
  if (shaders_only) {
    if (!lib) {
      msg(st, true, "library profile required when using -export-shaders-only option");
      goto done;
    }
    o->flags |= HLSLC_FLAG_EXPORT_SHADERS_ONLY;
  }
  if (linkage) {
    if (!strcasecmp(linkage, "internal")) o->default_linkage = 1;
    else if (!strcasecmp(linkage, "external")) o->default_linkage = 2;
    else {
      msg(st, true, "Unsupported value '%s' for -default-linkage option.", linkage);
      goto done;
    }
    if (!lib) {
      msg(st, true, "library profile required when using -default-linkage option");
      goto done;
    }
  }
  if (enable16) {
    unsigned maj = 0, min = 0;
    const char *u = o->profile ? strchr(o->profile, '_') : NULL;
    if (u) sscanf(u + 1, "%u_%u", &maj, &min);
    int ver = o->hlsl_version ? o->hlsl_version : 2021;
    if (!o->profile || ver < 2018 || maj < 6 || (maj == 6 && min < 2)) {
      msg(st, true, "enable-16bit-types is only allowed for shader model >= 6.2 and HLSL Language >= 2018.");
      goto done;
    }
    o->flags |= HLSLC_FLAG_NATIVE_16BIT;
  }
  if (valver) {
    unsigned long mj, mn;
    char *end = NULL;
    mj = strtoul(valver, &end, 10);
    if (end == valver || *end != '.' || !end[1]) {
      msg(st, true, "Format of validator version is \"<major>.<minor>\" (ex: \"1.4\").");
      goto done;
    }
    const char *m2 = end + 1;
    mn = strtoul(m2, &end, 10);
    if (*end) {
      msg(st, true, "Format of validator version is \"<major>.<minor>\" (ex: \"1.4\").");
      goto done;
    }
    if (mj == 0 && mn != 0) {
      msg(st, true, "If validator major version is 0, minor version must also be 0.");
      goto done;
    }
    o->validator_major = (uint32_t)mj;
    o->validator_minor = (uint32_t)mn;
    o->flags |= HLSLC_FLAG_VALIDATOR_VERSION;
  }
  if (keep_reflect && strip_from_dxil) {
    msg(st, true, "-Qstrip_reflect_from_dxil mutually exclusive with -Qkeep_reflect_in_dxil.");
    goto done;
  }
  if (keep_reflect) o->flags |= HLSLC_FLAG_KEEP_REFLECT;
  if (zpr && zpc) {
    msg(st, true, "Cannot specify /Zpr and /Zpc together, use /? to get usage information");
    goto done;
  }
  if (zpr) o->flags |= HLSLC_FLAG_ROW_MAJOR;
  if (fdiag) {
    if (!strcmp(fdiag, "clang")) o->diagnostics_format = HLSLC_DIAG_CLANG;
    else if (!strcmp(fdiag, "msvc") || !strcmp(fdiag, "msvc-fallback")) o->diagnostics_format = HLSLC_DIAG_MSVC;
    else if (!strcmp(fdiag, "vi")) o->diagnostics_format = HLSLC_DIAG_VI;
    else {
      msg(st, true, "invalid value '%s' in '-fdiagnostics-format=%s' (clang, msvc, msvc-fallback or vi)", fdiag,
          fdiag);
      goto done;
    }
  }
  if (elimit && !parse_uint(elimit, &o->error_limit)) {
    msg(st, true, "invalid integral value '%s' in '-ferror-limit=%s'", elimit, elimit);
    goto done;
  }
  if (!out->input && have_source) out->input = "<input>"; /* hlslc_compile's name for it */
  if (!out->input) {
    msg(st, true, "Required input file argument is missing. use -help to get more information.");
    goto done;
  }
  if (!out->out_header && out->header_name) {
    msg(st, true, "Cannot specify a header variable name when not writing a header.");
    goto done;
  }
  /* outputs */
  if (preprocess || po) {
    out->out_preprocessed = fi ? fi : base_dot(&st->a, out->input, ".i");
    o->output = HLSLC_OUTPUT_PREPROCESSED;
    if (out->out_header || out->out_object || (o->flags & HLSLC_FLAG_NO_WARNINGS) || out->out_errors ||
        out->out_reflection || out->out_rootsig || out->out_hash) {
      out->out_header = out->out_object = out->out_errors = out->out_reflection = NULL;
      out->out_rootsig = out->out_hash = NULL;
      o->flags &= ~(uint32_t)HLSLC_FLAG_NO_WARNINGS;
      msg(st, false, "compiler options ignored with Preprocess.");
    }
  } else if (m_flag || md || mf) {
    out->dependencies = 1;
    o->output = HLSLC_OUTPUT_DEPENDENCIES;
    o->dependency_target = out->out_object ? out->out_object : out->input;
    if (mf) out->out_dependencies = mf;
    else if (md) out->out_dependencies = base_dot(&st->a, out->input, ".d");
  } else if (ast) {
    o->output = HLSLC_OUTPUT_AST;
  } else if (fcgl) {
    o->output = HLSLC_OUTPUT_HL_IR;
  } else if (emit_ll) {
    o->output = HLSLC_OUTPUT_LL;
  } else if (out->out_object || out->out_header || out->out_hash || out->out_rootsig ||
             out->extract_rootsig || out->verify_rootsig) {
    o->output = HLSLC_OUTPUT_CONTAINER;
    if (out->out_listing || out->out_header) o->flags |= HLSLC_FLAG_LISTING;
  }
  if (out->extract_rootsig && !out->out_object) {
    msg(st, true, "-extractrootsignature must be used with /Fo <file>");
    goto done;
  }
  if (out->dumpbin && (o->profile || o->entry || st->ndefines || (o->flags & HLSLC_FLAG_ROW_MAJOR) || zpc ||
                       fcgl || force_ver)) {
    msg(st, true, "Cannot specify compilation options when reading a binary file.");
    goto done;
  }
  if (out->dumpbin && (ast || out->dependencies)) {
    msg(st, true, "Cannot perform actions related to sources from a binary file.");
    goto done;
  }
  if (!out->dumpbin && !o->profile && o->output != HLSLC_OUTPUT_PREPROCESSED) {
    msg(st, true, "Target profile argument is missing");
    goto done;
  }
  if (!out->header_name && out->out_header) {
    out->header_name = arena_printf(&st->a, "g_%s", o->entry && *o->entry ? o->entry : "main");
  }
done:
  if (st->a.oom) msg(st, true, "out of memory");
  if (st->msgs.len) out->messages = st->msgs.data;
  out->status = st->errors ? 1 : 0;
  return out->status;
}

uint32_t args_message_count(const hlslc_args *a) {
  const Store *st = a->storage;
  return st && !st->msgs.oom ? st->list.len : 0;
}

const char *args_message(const hlslc_args *a, uint32_t i, size_t *len, bool *error) {
  const Store *st = a->storage;
  *len = st->list.data[i].len;
  *error = st->list.data[i].error;
  return st->msgs.data + st->list.data[i].at;
}

void hlslc_args_free(hlslc_args *a) {
  if (!a) return;
  Store *st = a->storage;
  if (st) {
    HlAllocator al = st->a.allocator; /* the one the Store came from */
    bool own = st->caller_alloc;
    sb_free(&st->msgs); /* (its memory comes from the arena's allocator) */
    arena_free(&st->a);
    if (own) al.free(al.user, st);
    else free(st);
  }
  memset(a, 0, sizeof *a);
}

bool args_oom(const hlslc_args *a) {
  const Store *st = a->storage;
  return !st || st->a.oom || st->msgs.oom;
}

/* ---- help ------------------------------------------------------------------- */

const char *hlslc_args_help(void) {
  return "OVERVIEW: hlslc, an HLSL to DXIL compiler with DXC's command line\n"
         "\n"
         "USAGE: hlslc -T <profile> [-E <entry>] [options] <file.hlsl>\n"
         "       hlslc -dumpbin [options] <container>\n"
         "\n"
         "Options are spelled -X or, where DXC allows it, /X; @<file> reads more arguments from <file>.\n"
         "Every DXC option is recognised: those below are honoured as DXC honours them; the others\n"
         "are refused with a message, or (where DXC treats them as hints) accepted with a warning.\n"
         "\n"
         "  -T <profile>            target profile (cs_6_0 ... lib_6_x, rootsig_1_0/1_1/1_2)\n"
         "  -E <name>               entry point (default main)\n"
         "  -D <name>[=<value>]     define a macro\n"
         "  -I <dir>                add a directory to the include search path\n"
         "  -HV <year>              HLSL version (2016, 2017, 2018, 2021, 202x)\n"
         "  -enable-16bit-types     native 16-bit types (SM 6.2+, HLSL 2018+)\n"
         "  -Zpr / -Zpc             matrices default to row_major / column_major\n"
         "  -O3                     optimization level 3 (the default)\n"
         "  -Fo <file>              write the container\n"
         "  -Fc <file>              write the DXIL text listing\n"
         "  -Fh <file>              write a C header with the listing and the container (array name: -Vn)\n"
         "  -Vn <name>              name of the array in the -Fh header (default g_<entry>)\n"
         "  -Fsh <file>             write the shader hash (flags and MD5, as the HASH part)\n"
         "  -Frs <file>             write the root signature (a container with its RTS0 part)\n"
         "  -Fre <file>             write reflection as JSON (hlslc's format)\n"
         "  -Fe <file>              write warnings and errors to <file>\n"
         "  -P [-Fi <file>]         preprocess to <input>.i (or <file>)\n"
         "  -M / -MD / -MF <file>   the files the input reads, as a make rule: printed / <input>.d / <file>\n"
         "  -fcgl                   print the IR of the front end, unoptimized\n"
         "  -ast-dump               print the translation unit as clang's AST dump\n"
         "  -rootsig-define <m>     the root signature is the macro <m>\n"
         "  -force-rootsig-ver <v>  root signature version: rootsig_1_0, rootsig_1_1 (default), rootsig_1_2\n"
         "  -setrootsignature <f>   the RTS0 part of container <f> replaces the shader's\n"
         "  -extractrootsignature   -Fo gets the root signature container instead of the shader\n"
         "  -Qstrip_rootsignature   leave the RTS0 part out of the container\n"
         "  -verifyrootsignature <f>  check the root signature of container <f> against the shader\n"
         "  -dumpbin                the input is a container (root signature options, -Fo, -Fsh)\n"
         "  -Qkeep_reflect_in_dxil  keep resource names in the DXIL part (-Qstrip_reflect: do not)\n"
         "  -all-resources-bound    set the AllResourcesBound shader flag\n"
         "  -res-may-alias          UAVs may alias (no ResMayNotAlias shader flag)\n"
         "  -auto-binding-space <n> register space of implicit bindings in libraries\n"
         "  -default-linkage internal|external   linkage of library functions\n"
         "  -validator-version <x.y> validator version to target\n"
         "  -Vd                     skip validation (of the root signature against the shader)\n"
         "  -denorm any|preserve|ftz  the functions' fp32 denormal mode (SM 6.2+)\n"
         "  -WX                     treat warnings as errors\n"
         "  -W[no-]<group>          enable or disable a warning group; -Werror[=<group>]\n"
         "  -no-warnings            report no warnings\n"
         "  -ferror-limit=<n>       stop reporting errors after <n>\n"
         "  -fdiagnostics-format=clang|msvc|vi   how diagnostics show their location\n"
         "  -ftime-report           print the time each stage took\n"
         "  -Zi                     list the sources in the DXIL text (no debug information)\n"
         "  -print-after <pass> / -print-after-all   print the IR after a pass / every pass\n"
         "  -emit-ll                print the IR after optimisation, before DXIL lowering\n"
         "  -fbind-unused           implicit bindings ignore unused-resource removal\n"
         "  -fno-caret-diagnostics  no source line and caret under diagnostics\n"
         "  --verify-each           run the IR verifier after every pass\n"
         "  -Qunused-arguments      do not reject unknown arguments\n"
         "  -help, --version\n";
}

/* ---- -Fh ----------------------------------------------------------------- */

void format_header(StrBuf *o, const char *listing, size_t listing_len, const uint8_t *data, size_t size,
                   const char *name) {
  while (listing_len && listing[listing_len - 1] == '\0') listing_len--;
  sb_puts(o, "#if 0\r\n");
  for (size_t i = 0; i < listing_len; i++) {
    if (listing[i] == '\n') sb_putc(o, '\r');
    sb_putc(o, listing[i]);
  }
  sb_puts(o, "\r\n#endif\r\n");
  sb_printf(o, "\r\nconst unsigned char %s[] = {", name);
  static const char hex[] = "0123456789abcdef";
  for (size_t i = 0; i < size; i++) {
    if (i) sb_putc(o, ',');
    if (i % 12 == 0) sb_puts(o, "\r\n ");
    char b[6] = {' ', '0', 'x', hex[data[i] >> 4], hex[data[i] & 15], 0};
    sb_puts(o, b);
  }
  sb_puts(o, "\r\n};\r\n");
}

char *hlslc_format_header(const char *listing, size_t listing_len, const uint8_t *data, size_t size,
                          const char *name, const hlslc_allocator *allocator, size_t *len) {
  HlAllocator store;
  Arena a;
  caller_arena_init(&a, allocator, &store);
  StrBuf o = sb_new(&a);
  format_header(&o, listing, listing_len, data, size, name);
  char *r = !o.oom && !a.oom && o.data ? caller_copy(allocator, o.data, o.len) : NULL;
  if (r && len) *len = o.len;
  sb_free(&o);
  arena_free(&a);
  return r;
}
