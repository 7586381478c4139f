/* test_util.h - the pass/fail counting shared by the unit tests: each test
 * file includes this once, calls check*() or CHECK*() and ends main() with
 *   printf("%d passed, %d failed\n", g_pass, g_fail); return g_fail != 0;
 * Static (one set of counters per test program); the helpers are inline so
 * a test that does not use one gets no unused-function warning. */
#ifndef HLSLC_TESTS_UNIT_TEST_UTIL_H
#define HLSLC_TESTS_UNIT_TEST_UTIL_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* Checks that held and that failed, in this test program. */
static int g_pass, g_fail;

/* Counts one check; a failure prints its name. */
static inline void check(const char *name, bool ok) {
  if (ok) {
    g_pass++;
  } else {
    g_fail++;
    printf("FAIL %s\n", name);
  }
}

/* A string check: got (possibly NULL) must equal want. */
static inline void check_str(const char *name, const char *got, const char *want) {
  if (got && strcmp(got, want) == 0) g_pass++;
  else {
    g_fail++;
    printf("FAIL %s: got '%s' want '%s'\n", name, got ? got : "(null)", want);
  }
}

/* A check that names its condition and place on failure (on stderr). */
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (cond) g_pass++;                                                        \
    else {                                                                     \
      g_fail++;                                                                \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                          \
  } while (0)

/* A check that prints its place and a printf-style message on failure. */
#define CHECK_MSG(cond, ...)                                \
  do {                                                      \
    if (cond) g_pass++;                                     \
    else {                                                  \
      g_fail++;                                             \
      printf("FAIL %s:%d: ", __FILE__, __LINE__);           \
      printf(__VA_ARGS__);                                  \
      printf("\n");                                         \
    }                                                       \
  } while (0)

#endif
