/* hlslc - command-line compiler with DXC's command line.
 *
 *   hlslc -T cs_6_0 -E main [-D NAME[=VALUE]]... [-I DIR]... file.hlsl [-Fo out.dxil]
 *
 * A thin main: the library parses the arguments and produces every output
 * they ask for (hlslc_compile_args); this file writes each output to the
 * file its option names, or to standard output (standard error for
 * diagnostics), in the order the library lists them. Without an output
 * file the DXIL text listing goes to standard output, like dxc. */
#include <stdbool.h>
#include <stdio.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "hlslc.h"

/* One compile per process: what a phase frees is what the next one
 * allocates. glibc's defaults give it back to the kernel (the heap top
 * past 128 KB is trimmed, blocks from 128 KB up are unmapped when freed)
 * and the next allocation faults the pages in again: a WickedEngine
 * shader took 4,592 page faults and 33.9 ms of CPU, 3,100 and 31.1 ms with
 * the memory kept (perf stat, 30 runs). The library itself leaves the
 * host's allocator alone. */
static void keep_freed_memory(void) {
#if defined(__GLIBC__) && defined(M_TRIM_THRESHOLD) && defined(M_MMAP_THRESHOLD)
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  mallopt(M_MMAP_THRESHOLD, 32 << 20); /* glibc's largest */
#endif
}

static bool write_file(const char *path, const void *data, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "hlslc: error: cannot open '%s' for writing\n", path);
    return false;
  }
  size_t w = n ? fwrite(data, 1, n, f) : 0;
  if (fclose(f) != 0 || w != n) {
    fprintf(stderr, "hlslc: error: cannot write '%s'\n", path);
    return false;
  }
  return true;
}

int main(int argc, char **argv) {
  keep_freed_memory();
  hlslc_result r;
  hlslc_compile_args(argc, (const char *const *)argv, NULL, 0, NULL, &r);
  bool write_failed = false;
  for (uint32_t i = 0; i < r.noutputs; i++) {
    const hlslc_blob *b = &r.outputs[i];
    bool to_stderr = b->kind == HLSLC_OUT_DIAGNOSTICS || b->kind == HLSLC_OUT_PASSES;
    if (write_failed && b->kind != HLSLC_OUT_PASSES) continue; /* nothing more is written */
    if (b->name) {
      if (!write_file(b->name, b->data, b->size)) {
        write_failed = true;
        /* diagnostics whose file cannot be written go to standard error */
        if (b->kind == HLSLC_OUT_DIAGNOSTICS) fwrite(b->data, 1, b->size, stderr);
      }
    } else {
      fwrite(b->data, 1, b->size, to_stderr ? stderr : stdout);
    }
  }
  int rc = r.status == 0 && !write_failed ? 0 : 1;
  hlslc_result_free(&r);
  return rc;
}
