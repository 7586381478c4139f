/* warnings.c - warning options as DXC (clang) applies them: -W<group>,
 * -Wno-<group>, -Werror, -Werror=<group>, -Wno-error[=<group>], -WX,
 * -no-warnings and -ferror-limit=N, applied to every message through the
 * Diag level filter.
 *
 * Each warning hlslc reports belongs to the clang warning group DXC puts
 * the same warning in (so -Wno-conversion silences the vector truncation
 * warning, as with DXC); a group name is known when it is one of those or
 * one of clang's and DXC's other groups (which hlslc has no warnings in:
 * disabling them is honoured trivially). An unknown name gets clang's
 * warning "unknown warning option" (warn_ctl_report_unknown, once the
 * filter is in place, so that warning obeys the options too). */
#include "warnings.h"

#include <stdio.h>
#include <string.h>

/* The groups hlslc's warnings are in. */
enum {
  WG_CONVERSION, WG_MACRO_REDEFINED, WG_BUILTIN_MACRO_REDEFINED, WG_EXTRA_TOKENS, WG_POUND_WARNING,
  WG_UNKNOWN_ATTRIBUTES, WG_IGNORED_ATTRIBUTES, WG_ARRAY_BOUNDS, WG_IGNORED_PRAGMAS,
  WG_UNKNOWN_WARNING_OPTION, WG_CONST_EXPR_OVERFLOW, WG_PRAGMA_MESSAGES, WG_RETURN_TYPE, WG_DEPRECATED_DECLARATIONS,
  WG_PAYLOAD_ACCESS_QUALIFIER, WG_INLINE_ASM, WG_EFFECTS_SYNTAX, WG_STRUCTURIZE_LIFETIMES,
  WG_AMBIG_LIT_SHIFT, WG_ATTRIBUTE_TYPE, WG_ATTRIBUTE_STATEMENT, WG_PARENTHESES,
  WG_PARENTHESES_EQUALITY, WG_CXX11_EXTENSIONS, WG_SWITCH_BOOL, WG_UNUSABLE_PARTIAL_SPEC, WG_MISSING_DECLARATIONS,
  WG_UNKNOWN_PRAGMAS, WG_LITERAL_CONVERSION, WG_MISPLACED_ATTRIBUTES, WG_CONSTANT_CONVERSION, WG_COUNT
};

static const char *const group_names[WG_COUNT] = {
    "conversion", "macro-redefined", "builtin-macro-redefined", "extra-tokens", "#warnings",
    "unknown-attributes", "ignored-attributes", "array-bounds", "ignored-pragmas",
    "unknown-warning-option", "const-expr-overflow", "#pragma-messages", "return-type",
    "deprecated-declarations", "payload-access-qualifier", "inline-asm", "effects-syntax",
    "structurize-exits-lifetime-markers-conflict", "ambig-lit-shift", "attribute-type",
    "attribute-statement", "parentheses", "parentheses-equality", "c++11-extensions", "switch-bool",
    "unusable-partial-specialization", "missing-declarations", "unknown-pragmas", "literal-conversion",
    "misplaced-attributes", "constant-conversion",
};

/* Other group names clang and DXC know (hlslc reports nothing in them). */
static const char *const other_groups[] = {
    "all", "everything", "extra", "most", "pedantic", "deprecated", "error",
    "for-redefinition",
    "specifier-override", "packoffset-override", "comma-in-init",
    "payload-access-trace", "payload-access-shader", "payload-access-perf", "payload-access-call",
    "hlsl-rayquery-flags", "semantic-identifier-collision",
    "parameter-usage", "hlsl-availability",
    "hlsl-availability-constant", "hlsl-barrier", "hlsl-legacy-literal", "hlsl-groupshared-202x",
    "hlsl-202x-extensions", "vk-ignored-features", "vk-emulated-features", "double-promotion",
    "float-conversion", "int-conversion", "sign-conversion", "shorten-64-to-32",
    "implicit-int-conversion", "implicit-float-conversion",
    "bool-conversion", "enum-conversion", "unused", "unused-value",
    "unused-variable", "unused-parameter", "unused-function", "unused-macros", "unused-result",
    "unused-local-typedef", "unused-but-set-variable", "uninitialized", "sometimes-uninitialized",
    "conditional-uninitialized", "sign-compare", "shadow", "switch", "switch-enum",
    "logical-op-parentheses", "bitwise-op-parentheses", "shift-op-parentheses",
    "dangling-else", "missing-braces", "missing-field-initializers", "missing-prototypes",
    "comment", "undef", "pragma-pack", "invalid-pp-token", "newline-eof",
    "null-character", "trigraphs", "multichar", "empty-body", "self-assign", "tautological-compare",
    "tautological-constant-out-of-range-compare", "division-by-zero", "overflow",
    "integer-overflow", "shift-count-overflow", "shift-count-negative", "shift-negative-value",
    "format", "long-long", "gnu", "microsoft", "invalid-noreturn",
    "loop-analysis", "unreachable-code", "dead-code", "float-equal",
    "implicit-fallthrough", "redundant-decls", "cast-align", "cast-qual", "vla", "varargs",
    "static-in-inline", "keyword-macro", "reserved-id-macro", "disabled-macro-expansion",
    "ambiguous-macro", "header-guard", "include-next-outside-header", "pragma-once-outside-header",
    "nonportable-include-path", "user-defined-warnings", "source-uses-openmp", "hlsl-intrinsic",
};

static int group_index(const char *name) {
  for (int i = 0; i < WG_COUNT; i++)
    if (!strcmp(name, group_names[i])) return i;
  return -1;
}

static bool group_known(const char *name) {
  if (group_index(name) >= 0) return true;
  for (size_t i = 0; i < sizeof other_groups / sizeof other_groups[0]; i++)
    if (!strcmp(name, other_groups[i])) return true;
  return false;
}

/* The group of one of hlslc's warnings, -1 for none: by diagnostic code,
 * and for the codes several kinds of warning share, by their text. */
static int warning_group(DiagCode code, const char *msg) {
  switch (code) {
  case PPE_WARNING_DIRECTIVE: return WG_POUND_WARNING;            /* #warning */
  case PPE_PRAGMA_MESSAGE: return WG_PRAGMA_MESSAGES;          /* #pragma message */
  case PPE_PRAGMA_DIAG: return WG_UNKNOWN_PRAGMAS;          /* a malformed #pragma dxc diagnostic */
  case SE_FALLOFF: return WG_RETURN_TYPE;              /* falling off a non-void function (an error) */
  case PPE_MACRO_REDEFINED: return WG_MACRO_REDEFINED;
  case PPE_BUILTIN_REDEF: return WG_BUILTIN_MACRO_REDEFINED;
  case PPE_EXTRA_TOKENS: return WG_EXTRA_TOKENS;
  case SW_TRUNCATION: return WG_CONVERSION;               /* implicit truncation of vector type */
  case SW_OVERFLOW: return WG_CONST_EXPR_OVERFLOW;      /* constant overflows its conversion */
  case SW_DEPRECATED: return WG_DEPRECATED_DECLARATIONS;  /* X is deprecated */
  case MD_OUTPUT_NOT_WRITTEN: return WG_INLINE_ASM;               /* DXC's backend warnings land in -Winline-asm */
  case SW_AMBIG_SHIFT: return WG_AMBIG_LIT_SHIFT;          /* ambiguous type for bit shift */
  case SW_ATTR_TYPE: return WG_ATTRIBUTE_TYPE;           /* attribute argument not a uint literal */
  case SW_ATTR_STATEMENT: return WG_ATTRIBUTE_STATEMENT;      /* statement attribute misplaced */
  case PW_EFFECTS: return WG_EFFECTS_SYNTAX;           /* effect annotations, state blocks, techniques */
  case PW_EXTENSION: return WG_CXX11_EXTENSIONS;         /* 'typename' outside of a template */
  case SW_SWITCH_BOOL: return WG_SWITCH_BOOL;              /* switch condition has boolean value */
  case SW_LITERAL_CONV: return WG_LITERAL_CONVERSION;       /* a float literal truncated to an integer */
  case SW_MISPLACED_ATTR: return WG_MISPLACED_ATTRIBUTES;     /* an entry attribute without [shader] (libraries) */
  case SW_CONSTANT_CONV: return WG_CONSTANT_CONVERSION;      /* an integer constant narrowed */
  case PW_PARTIAL_SPEC: return WG_UNUSABLE_PARTIAL_SPEC;    /* a partial specialization never used */
  case PW_MISSING_DECL: return WG_MISSING_DECLARATIONS;     /* a declaration that declares nothing */
  case GW_STRUCTURIZE_LIFETIMES: return WG_STRUCTURIZE_LIFETIMES;    /* structurize-returns skipped a function */
  case DRV_UNKNOWN_WARNING_OPTION: return WG_UNKNOWN_WARNING_OPTION;
  default: break;
  }
  if (code == SW_PARENS && msg) /* clang: parentheses-equality is in -Wparentheses */
    return !strncmp(msg, "equality", 8) ? WG_PARENTHESES_EQUALITY : WG_PARENTHESES;
  if (code == SW_IGNORED && msg) {                      /* SW_IGNORED */
    if (!strncmp(msg, "unknown attribute", 17)) return WG_UNKNOWN_ATTRIBUTES;
    if (!strncmp(msg, "attribute ", 10)) return WG_IGNORED_ATTRIBUTES;
    if (!strncmp(msg, "Group size of ", 14)) return WG_IGNORED_ATTRIBUTES;
    if (!strncmp(msg, "array index", 11)) return WG_ARRAY_BOUNDS;
    if (!strncmp(msg, "payload access qualifiers ignored", 33)) return WG_PAYLOAD_ACCESS_QUALIFIER;
  }
  if (msg && !strncmp(msg, "unknown pack_matrix argument", 28)) return WG_IGNORED_PRAGMAS;
  return -1;
}

bool warn_ctl_init(WarnCtl *w, const char *const *opts, uint32_t n, bool werror, bool no_warnings,
                   uint32_t error_limit, Diag *d) {
  memset(w, 0, sizeof *w);
  w->werror = werror;
  w->no_warnings = no_warnings;
  w->error_limit = error_limit;
  w->d = d;
  for (uint32_t i = 0; i < n; i++) {
    const char *o = opts[i];
    if (!o) continue;
    bool neg = !strncmp(o, "no-", 3);
    const char *name = neg ? o + 3 : o;
    if (!strcmp(name, "error") || !strncmp(name, "error=", 6)) {
      if (name[5] == '\0') { /* -Werror / -Wno-error */
        w->werror = !neg;
        continue;
      }
      const char *g = name + 6;
      int gi = group_index(g);
      if (gi >= 0) {
        if (neg) {
          w->not_error |= 1u << gi;
          w->as_error &= ~(1u << gi);
        } else {
          w->as_error |= 1u << gi;
          w->not_error &= ~(1u << gi);
        }
      }
      continue;
    }
    if (!strcmp(name, "everything")) { /* -Wno-everything: every warning off */
      if (neg) w->disabled = ~0u;
      else w->disabled = 0;
      continue;
    }
    int gi = group_index(name);
    if (gi >= 0) {
      if (neg) w->disabled |= 1u << gi;
      else w->disabled &= ~(1u << gi);
    }
  }
  return true;
}

void warn_ctl_report_unknown(const char *const *opts, uint32_t n, Diag *d) {
  for (uint32_t i = 0; i < n; i++) {
    const char *o = opts[i];
    if (!o) continue;
    const char *name = !strncmp(o, "no-", 3) ? o + 3 : o;
    if (!strncmp(name, "error=", 6)) name += 6;
    else if (!strcmp(name, "error")) continue;
    if (!group_known(name))
      diag_warn(d, DRV_UNKNOWN_WARNING_OPTION, srcloc_none(), "unknown warning option '-W%s'", o);
  }
}

/* The option clang names after a warning: its group, with -Werror when
 * an option made it an error. */
static void set_option(WarnCtl *w, int g, bool promoted, const char **option) {
  if (g < 0 || !option) return;
  snprintf(w->option, sizeof w->option, "%s-W%s", promoted ? "-Werror," : "", group_names[g]);
  *option = w->option;
}

bool warn_ctl_group_known(void *user, const char *name) {
  (void)user;
  return group_known(name);
}

/* The level `#pragma dxc diagnostic` gives group g at loc: the last one
 * before it in its file naming g, push and pop restoring what was; -1 when
 * none applies (the command line decides). */
static int pragma_level(const Diag *d, int g, SrcLoc loc) {
  if (!d || !d->npragmas || g < 0 || !loc.file || !loc.line) return -1;
  enum { MAXD = 64 };
  int8_t stack[MAXD];
  uint32_t depth = 0;
  int cur = -1;
  for (uint32_t i = 0; i < d->npragmas; i++) {
    const DiagPragma *p = &d->pragmas[i];
    if (!p->loc.file || strcmp(p->loc.file, loc.file) != 0) continue;
    if (p->loc.line > loc.line || (p->loc.line == loc.line && p->loc.col >= loc.col)) break;
    switch (p->kind) {
    case DP_PUSH:
      if (depth < MAXD) stack[depth] = (int8_t)cur;
      depth++;
      break;
    case DP_POP:
      if (depth > 0 && --depth < MAXD) cur = stack[depth];
      break;
    default:
      if (p->group && group_index(p->group) == g) cur = p->kind;
      break;
    }
  }
  return cur;
}

int warn_ctl_filter(void *user, DiagLevel lvl, DiagCode code, SrcLoc loc, const char *msg, const char **option) {
  WarnCtl *w = user;
  if (lvl == DIAG_WARNING && w->d && w->d->npragmas) {
    /* `#pragma dxc diagnostic` at the warning's position comes first */
    int g = warning_group(code, msg);
    int pl = pragma_level(w->d, g, loc);
    if (pl == DP_IGNORED) return -1;
    if (pl == DP_ERROR || pl == DP_FATAL) {
      set_option(w, g, pl == DP_ERROR, option);
      if (pl == DP_FATAL) return (int)DIAG_FATAL;
      lvl = DIAG_ERROR;
      goto counted;
    }
    if (pl == DP_WARNING) {
      if (w->no_warnings) return -1;
      bool to_error = (w->as_error >> g & 1) || (w->werror && !(w->not_error >> g & 1));
      set_option(w, g, to_error, option);
      if (!to_error) return (int)lvl;
      lvl = DIAG_ERROR;
      goto counted;
    }
  }
  if (lvl == DIAG_ERROR && code == SE_FALLOFF) {
    /* DXC makes -Wreturn-type's warnings errors (DefaultError): -Wno-return-type
     * silences them, -Wno-error=return-type makes them warnings again */
    int g = WG_RETURN_TYPE;
    if (w->no_warnings || (w->disabled >> g & 1)) return -1;
    set_option(w, g, false, option);
    if (w->not_error >> g & 1) lvl = DIAG_WARNING;
    else return (int)lvl;
  }
  if (lvl == DIAG_WARNING) {
    int g = warning_group(code, msg);
    if (w->no_warnings) return -1;
    if (g >= 0 && (w->disabled >> g & 1)) return -1;
    if (g == WG_PARENTHESES_EQUALITY && (w->disabled >> WG_PARENTHESES & 1)) return -1;
    /* clang: -Wliteral-conversion and -Wconstant-conversion are in -Wconversion */
    if ((g == WG_LITERAL_CONVERSION || g == WG_CONSTANT_CONVERSION) && (w->disabled >> WG_CONVERSION & 1))
      return -1;
    bool to_error = g >= 0 ? ((w->as_error >> g & 1) || (w->werror && !(w->not_error >> g & 1)))
                           : w->werror;
    if (to_error) lvl = DIAG_ERROR;
    set_option(w, g, to_error, option);
  }
counted:
  if (lvl >= DIAG_ERROR && w->error_limit) {
    if (w->limit_hit) return -1;
    if (w->errors_seen >= w->error_limit) {
      /* clang: the limit's note, once, then nothing more */
      w->limit_hit = true;
      Diag *d = w->d;
      int (*f)(void *, DiagLevel, DiagCode, SrcLoc, const char *, const char **) = d->level_filter;
      d->level_filter = NULL;
      diag_report(d, DIAG_FATAL, DRV_TOO_MANY_ERRORS, srcloc_none(), "too many errors emitted, stopping now");
      d->level_filter = f;
      return -1;
    }
    w->errors_seen++;
  }
  return (int)lvl;
}
