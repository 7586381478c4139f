/* sized_copy.c - how a caller's versioned struct (hlslc_options,
 * hlslc_hooks: struct_size first) becomes the library's: an older layout
 * is read only as far as its size (the rest zero: defaults), a newer one is
 * accepted when its unknown tail is zero, anything else is refused; 0 is
 * the first layout. The older layouts are simulated here. Under
 * ASan an over-read of the caller's shorter struct fails the test. */
#include "driver/driver.h"
#include "test_util.h"

#include <stdlib.h>

typedef struct V2 {
  size_t struct_size;
  int a;
  const char *b;
  int c; /* added in "v2" */
  int d;
} V2;

/* the caller's v1 struct: struct_size, a, b */
typedef struct V1 {
  size_t struct_size;
  int a;
  const char *b;
} V1;

int main(void) {
  char why[256];
  V2 dst;
  size_t older[] = {offsetof(V2, c)};
  /* a v1 caller, its struct in exactly its own bytes */
  V1 *v1 = malloc(sizeof *v1);
  v1->struct_size = sizeof *v1;
  v1->a = 7;
  v1->b = "x";
  check("older layout accepted", sized_copy(&dst, sizeof dst, v1, older, 1, why, sizeof why));
  check("older layout: its fields", dst.a == 7 && dst.b && !strcmp(dst.b, "x"));
  check("older layout: later fields 0", dst.c == 0 && dst.d == 0 && dst.struct_size == sizeof dst);
  free(v1);
  /* without the older size listed, refused */
  V1 w = {sizeof w, 1, NULL};
  check("unknown older size refused", !sized_copy(&dst, sizeof dst, &w, NULL, 0, why, sizeof why) &&
                                          strstr(why, "no version") && dst.a == 0);
  /* 0: the first layout (older[0]; the current one when there is no older) */
  V1 *z1 = malloc(sizeof *z1);
  z1->struct_size = 0;
  z1->a = 3;
  z1->b = NULL;
  check("0 is the first layout", sized_copy(&dst, sizeof dst, z1, older, 1, why, sizeof why) && dst.a == 3 &&
                                     dst.c == 0 && dst.d == 0);
  free(z1);
  V2 z;
  memset(&z, 0, sizeof z);
  z.a = 3;
  z.d = 4;
  check("0 without older layouts: the current size",
        sized_copy(&dst, sizeof dst, &z, NULL, 0, why, sizeof why) && dst.a == 3 && dst.d == 4);
  /* newer: tail zero accepted, tail set refused */
  struct { V2 v; int e, f; } n;
  memset(&n, 0, sizeof n);
  n.v.struct_size = sizeof n;
  n.v.a = 5;
  check("newer, tail zero", sized_copy(&dst, sizeof dst, &n, older, 1, why, sizeof why) && dst.a == 5);
  n.f = 1;
  check("newer, tail set", !sized_copy(&dst, sizeof dst, &n, older, 1, why, sizeof why) &&
                               strstr(why, "does not know is set") && dst.a == 0);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
