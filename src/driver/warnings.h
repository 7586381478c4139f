/* warnings.h - warning groups and the options that control them
 * (warnings.c); driver-internal. */
#ifndef HLSLC_DRIVER_WARNINGS_H
#define HLSLC_DRIVER_WARNINGS_H

#include "base/base.h"

typedef struct WarnCtl {
  bool werror;          /* -WX / -Werror: warnings are errors */
  bool no_warnings;     /* -no-warnings: no warning is reported */
  uint32_t disabled;    /* groups turned off (-Wno-<group>), one bit per group */
  uint32_t as_error;    /* -Werror=<group> */
  uint32_t not_error;   /* -Wno-error=<group> */
  uint32_t error_limit; /* -ferror-limit=N (0: none) */
  uint32_t errors_seen;
  bool limit_hit;
  char option[64];      /* the option text of the last message filtered */
  Diag *d;
} WarnCtl;

/* Reads the -W<value> options (values without the -W: "no-conversion",
 * "error=conversion", ...) in order. */
bool warn_ctl_init(WarnCtl *w, const char *const *opts, uint32_t n, bool werror, bool no_warnings,
                   uint32_t error_limit, Diag *d);
/* Warns about each option naming no warning group, as clang does. */
void warn_ctl_report_unknown(const char *const *opts, uint32_t n, Diag *d);

/* Diag.level_filter for a WarnCtl (user). */
int warn_ctl_filter(void *user, DiagLevel lvl, DiagCode code, SrcLoc loc, const char *msg, const char **option);
/* Diag.group_known for a WarnCtl. */
bool warn_ctl_group_known(void *user, const char *name);

#endif
