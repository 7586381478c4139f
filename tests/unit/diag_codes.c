/* diag_codes.c - the list of diagnostic codes (src/base/diag_codes.def)
 * gives every code one name and one meaning: ascending (so no code twice),
 * names unique, every summary present, and diag_code_summary finds each one
 * (and nothing for a code not in the list). A code listed twice also fails
 * to compile (diag_code_summary's switch); this test states the rule. */
#include "base/base.h"
#include "test_util.h"

int main(void) {
  uint32_t n = 0;
  const DiagCodeInfo *c = diag_code_list(&n);
  check("the list is not empty", n > 100);
  for (uint32_t i = 0; i < n; i++) {
    char what[160];
    snprintf(what, sizeof what, "HL%d (%s) has a summary", c[i].code, c[i].name);
    check(what, c[i].summary && c[i].summary[0]);
    snprintf(what, sizeof what, "HL%d (%s) is a four-digit code", c[i].code, c[i].name);
    check(what, c[i].code >= 1000 && c[i].code <= 9999);
    if (i) {
      snprintf(what, sizeof what, "HL%d (%s) comes after HL%d (%s): ascending, unique", c[i].code,
               c[i].name, c[i - 1].code, c[i - 1].name);
      check(what, c[i].code > c[i - 1].code);
    }
    snprintf(what, sizeof what, "diag_code_summary(%d)", c[i].code);
    check(what, diag_code_summary(c[i].code) == c[i].summary);
    for (uint32_t j = 0; j < i; j++)
      if (!strcmp(c[i].name, c[j].name)) {
        snprintf(what, sizeof what, "name %s is used by HL%d and HL%d", c[i].name, c[j].code,
                 c[i].code);
        check(what, false);
      }
  }
  check("a code not in the list has no summary", diag_code_summary(1) == NULL);
  /* The named codes are the numbers the messages print. */
  check("SE_UNDECLARED is 4001", SE_UNDECLARED == 4001);
  check("INLINE_RECURSION is 6001", INLINE_RECURSION == 6001);
  check("INT_PASS_OOM is 9002", INT_PASS_OOM == 9002);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
