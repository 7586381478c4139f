/* Unit tests for the arena's release of big blocks (src/base/base.c:
 * arena_release, used by vec_grow_ and the optimisers' hash maps): a big
 * block goes back to the allocator and the arena's total shrinks; a small
 * block, the current chunk or a pointer into the middle of a chunk stays;
 * growing a big vector keeps its contents and frees the old copies, so the
 * arena holds one copy at the end instead of all of them; an old block is
 * found by arena_release_old only. A counting
 * allocator checks that nothing is freed twice or leaked. */
#include "base/base.h"
#include "test_util.h"

#include <stdint.h>
#include <stdlib.h>

typedef struct Count {
  long live;   /* blocks handed out and not yet freed */
  long frees;  /* free calls */
} Count;

static void *count_alloc(void *u, size_t n) {
  ((Count *)u)->live++;
  return malloc(n);
}

static void count_free(void *u, void *p) {
  ((Count *)u)->live--;
  ((Count *)u)->frees++;
  free(p);
}

int main(void) {
  Count cnt = {0, 0};
  HlAllocator al = {count_alloc, count_free, &cnt};

  /* a big block is returned; the arena's total drops by it */
  {
    Arena a;
    arena_init(&a, &al);
    void *small = arena_alloc(&a, 64);
    size_t before = a.total;
    void *big = arena_alloc(&a, 100000);
    check("big block allocated", big && small && a.total > before);
    long live = cnt.live;
    arena_release(&a, big, 100000);
    check("big block freed", cnt.live == live - 1 && a.total == before);
    /* the arena still works after it */
    char *s = arena_strdup(&a, "still here");
    check_str("arena usable after release", s, "still here");
    arena_free(&a);
    check("no leak (big)", cnt.live == 0);
  }

  /* small blocks, pointers into a chunk and NULL are kept */
  {
    Arena a;
    arena_init(&a, &al);
    char *p = arena_alloc(&a, 4096);
    long frees = cnt.frees;
    size_t total = a.total;
    arena_release(&a, p, 4096);        /* a quarter of a chunk or less: shared */
    arena_release(&a, p + 16, 100000); /* not the start of a block of its own */
    arena_release(&a, NULL, 100000);
    check("small/foreign blocks kept", cnt.frees == frees && a.total == total);
    p[4095] = 1; /* still ours (ASan would object otherwise) */
    arena_free(&a);
    check("no leak (small)", cnt.live == 0);
  }

  /* a big block with a wrong size is kept (the caller's size must match) */
  {
    Arena a;
    arena_init(&a, &al);
    (void)arena_alloc(&a, 32);
    void *big = arena_alloc(&a, 200000);
    long frees = cnt.frees;
    arena_release(&a, big, 100000);
    check("size mismatch kept", cnt.frees == frees);
    arena_free(&a);
    check("no leak (mismatch)", cnt.live == 0);
  }

  /* a block made long ago (under more than 64 newer chunks): the bounded
   * release keeps it, arena_release_old finds it */
  {
    Arena a;
    arena_init(&a, &al);
    (void)arena_alloc(&a, 16);
    void *big = arena_alloc(&a, 300000);
    for (int k = 0; k < 100; k++) (void)arena_alloc(&a, 60000); /* a chunk each */
    long frees = cnt.frees;
    size_t total = a.total;
    arena_release(&a, big, 300000);
    check("far block kept by arena_release", cnt.frees == frees && a.total == total);
    arena_release_old(&a, big, 300000);
    check("far block freed by arena_release_old", cnt.frees == frees + 1 && a.total < total);
    arena_free(&a);
    check("no leak (far)", cnt.live == 0);
  }

  /* a vector grown far past a chunk keeps its elements and one copy */
  {
    Arena a;
    arena_init(&a, &al);
    struct { uint32_t *data; uint32_t len, cap; } v = {0};
    bool ok = true;
    for (uint32_t i = 0; i < 1000000 && ok; i++) {
      ok = vec_grow_(&a, (void **)&v.data, &v.cap, v.len + 1, sizeof *v.data);
      if (ok) v.data[v.len++] = i * 7u;
    }
    bool same = ok;
    for (uint32_t i = 0; same && i < v.len; i++) same = v.data[i] == i * 7u;
    check("grown vector keeps its elements", same && v.len == 1000000);
    /* 1M x 4 bytes: the final copy is 4 MiB; without the release the
     * copies before it would add about as much again */
    check("old copies returned", a.total < (size_t)5 * 1024 * 1024);
    arena_free(&a);
    check("no leak (vector)", cnt.live == 0);
  }

  /* arena_printf copies formats of only %s and %.*s itself: the same text
   * as vsnprintf, which still prints the rest (NULL strings, numbers) */
  {
    Arena a;
    arena_init(&a, &al);
    check_str("printf %s%s", arena_printf(&a, "%s%s", "Foo::", "bar"), "Foo::bar");
    check_str("printf %s::", arena_printf(&a, "%s::", "N"), "N::");
    check_str("printf %.*s", arena_printf(&a, "%.*s", 3, "abcdef"), "abc");
    check_str("printf %.*s short", arena_printf(&a, "<%.*s>", 9, "ab"), "<ab>");
    check_str("printf %.*s%s::", arena_printf(&a, "%.*s%s::", 2, "N::x", "M"), "N:M::");
    check_str("printf empty", arena_printf(&a, "%s", ""), "");
    const char *volatile none = NULL; /* (volatile: no format warning) */
    check_str("printf NULL", arena_printf(&a, "x%s", none), "x(null)");
    check_str("printf %u", arena_printf(&a, "%s.%u", "v", 12u), "v.12");
    check_str("printf %%", arena_printf(&a, "100%%%s", "!"), "100%!");
    arena_free(&a);
    check("no leak (printf)", cnt.live == 0);
  }

  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
