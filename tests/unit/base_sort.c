/* base_sort.c - hl_sort is glibc's qsort without its malloc: the same
 * merge sort, so the same order for ties and even for comparators that are
 * not strict weak orders (where qsort's order is the algorithm's). Checked
 * against qsort itself where glibc's qsort is that merge sort (before 2.37);
 * everywhere: sorted and stable, with and without scratch memory. */
#include <stdint.h>
#include <stdlib.h>

#include "base/base.h"
#include "test_util.h"

typedef struct E4 { uint16_t key, id; } E4;
typedef struct E40 { uint32_t key, id; char pad[32]; } E40; /* > 32 bytes: glibc's indirect path */

static int cmp4(const void *a, const void *b) {
  const E4 *x = a, *y = b;
  return (int)x->key - (int)y->key;
}
static int cmp40(const void *a, const void *b) {
  const E40 *x = a, *y = b;
  return x->key < y->key ? -1 : x->key > y->key;
}
/* Not a strict weak order: the answer depends on both ids. */
static int cmp_odd(const void *a, const void *b) {
  const E4 *x = a, *y = b;
  return (int)((x->id * 7u + y->id * 3u + x->key) % 5u) - 2;
}

static uint32_t rnd(uint32_t *s) {
  *s = *s * 1664525u + 1013904223u;
  return *s >> 8;
}

static bool sorted_stable4(const E4 *v, size_t n) {
  for (size_t i = 1; i < n; i++)
    if (v[i - 1].key > v[i].key || (v[i - 1].key == v[i].key && v[i - 1].id > v[i].id)) return false;
  return true;
}

int main(void) {
  Arena a;
  arena_init(&a, NULL);
  uint32_t seed = 1;
  bool same_as_qsort = true, stable = true, stable_nomem = true, same40 = true;
#if defined(__GLIBC__) && __GLIBC__ == 2 && __GLIBC_MINOR__ < 37
  const bool glibc_msort = true;
#else
  const bool glibc_msort = false;
#endif
  for (size_t n = 0; n < 700; n += 1 + n / 8) {
    E4 *v = malloc(sizeof *v * (n + 1)), *w = malloc(sizeof *w * (n + 1));
    for (size_t i = 0; i < n; i++) v[i] = (E4){(uint16_t)(rnd(&seed) % (n / 3 + 1)), (uint16_t)i};
    memcpy(w, v, sizeof *v * n);
    hl_sort(&a, v, n, sizeof *v, cmp4);
    stable = stable && sorted_stable4(v, n);
    memcpy(v, w, sizeof *v * n);
    hl_sort(NULL, v, n, sizeof *v, cmp4); /* > 1 KiB without an arena: insertion sort */
    stable_nomem = stable_nomem && sorted_stable4(v, n);
    if (glibc_msort) {
      memcpy(v, w, sizeof *v * n);
      hl_sort(&a, v, n, sizeof *v, cmp_odd);
      qsort(w, n, sizeof *w, cmp_odd);
      same_as_qsort = same_as_qsort && !memcmp(v, w, sizeof *v * n);
    }
    free(v);
    free(w);
    E40 *x = malloc(sizeof *x * (n + 1)), *y = malloc(sizeof *y * (n + 1));
    memset(x, 0, sizeof *x * (n + 1));
    for (size_t i = 0; i < n; i++) x[i].key = rnd(&seed) % (n / 4 + 1), x[i].id = (uint32_t)i;
    memcpy(y, x, sizeof *x * n);
    hl_sort(&a, x, n, sizeof *x, cmp40);
    if (glibc_msort) qsort(y, n, sizeof *y, cmp40);
    for (size_t i = 1; i < n; i++)
      if (x[i - 1].key > x[i].key || (x[i - 1].key == x[i].key && x[i - 1].id > x[i].id)) same40 = false;
    if (glibc_msort && memcmp(x, y, sizeof *x * n)) same40 = false;
    free(x);
    free(y);
  }
  check("sorted and stable", stable);
  check("sorted and stable without scratch memory", stable_nomem);
  check("large elements: sorted, stable (and qsort's order)", same40);
  check(glibc_msort ? "qsort's order for a comparator that is no order" : "(qsort is not glibc's merge sort here)",
        same_as_qsort);
  arena_free(&a);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
