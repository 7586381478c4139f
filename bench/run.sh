#!/usr/bin/env bash
# run.sh - hlslc's performance numbers in one table (see bench/README.md).
#
#   bench/run.sh [bench options...]      e.g. bench/run.sh -n 500 -r 100
#
# Uses the build in $HLSLC_BUILD (default build/; `make bench` builds it):
#   1. $HLSLC_BUILD/bench/bench on the built-in vector add and the shaders of
#      tests/e2e/manifest.tsv (first profile)
#      (in-library median/min/first compile time, peak memory per compile,
#      fork/exec time of the hlslc tool, its max RSS);
#   2. the size of bin/hlslc, unstripped and stripped;
#   3. start-up: the library has no constructors (.init_array/.ctors), and
#      the instructions `hlslc --version` executes (valgrind, when present)
#      next to those of /bin/true - start-up must not scale with table sizes;
#      also the instruction count of one warm in-library compile, which unlike
#      the times does not depend on the machine's load.
# Exits non-zero when the benchmark itself fails (a shader no longer compiles).
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
build=${HLSLC_BUILD:-$root/build}
hlslc=$build/bin/hlslc
bench=$build/bench/bench
for f in "$hlslc" "$bench"; do
  if [ ! -x "$f" ]; then echo "run.sh: $f missing (run 'make bench')" >&2; exit 1; fi
done
tmp=$(mktemp -d /tmp/hlslc-bench.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

echo "== hlslc benchmark, $(date -u +%Y-%m-%d), $(uname -m), $(nproc) cpu(s), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "   (times are wall-clock: on a loaded machine they grow; the instruction counts below do not)"
echo "   build: $build  (CFLAGS of the library decide whether the IR verifier runs"
echo "   between passes: it does unless -DNDEBUG)"
# The shaders of tests/e2e/manifest.tsv, each with its first profile.
files=()
while IFS=$'\t' read -r file profiles extra; do
  case "$file" in ""|\#*) continue ;; esac
  [ -z "${extra// /}" ] || continue # extra compile options: not expressible here
  files+=("$root/tests/e2e/$file@${profiles%% *}")
done <"$root/tests/e2e/manifest.tsv"
"$bench" -x "$hlslc" "$@" "${files[@]}" || rc=$?

echo
echo "== binary size"
strip -o "$tmp/hlslc.stripped" "$hlslc"
printf "bin/hlslc: %d bytes unstripped, %d bytes stripped (target < 1 MB = 1048576)\n" \
  "$(stat -c %s "$hlslc")" "$(stat -c %s "$tmp/hlslc.stripped")"
size "$tmp/hlslc.stripped" | sed 's/^/  /'

echo
echo "== start-up"
ctors=$(objdump -h "$build/lib/libhlslc.a" | awk '$2 ~ /^\.(init_array|ctors|preinit_array)/ {n++} END {print n+0}')
echo "constructor sections in libhlslc.a: $ctors (must be 0: nothing runs before main)"
if command -v valgrind >/dev/null; then
  ir() {
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$@" >/dev/null 2>"$tmp/cg.err"
    sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$tmp/cg.err"
  }
  echo "instructions executed (callgrind):"
  echo "  /bin/true:                 $(ir /bin/true)"
  echo "  hlslc --version:           $(ir "$hlslc" --version)"
  printf '[numthreads(1,1,1)] void main() {}\n' >"$tmp/empty.hlsl"
  echo "  hlslc, empty cs_6_0 shader: $(ir "$hlslc" -T cs_6_0 "$tmp/empty.hlsl" -Fo /dev/null)"
  echo "  hlslc, examples/vector_add: $(ir "$hlslc" -T cs_6_0 "$root/examples/vector_add.hlsl" -Fo /dev/null)"
  # Load-independent cost of one warm in-library compile: the difference
  # between 21 and 1 compiles of the built-in shader, divided by 20.
  a=$(ir "$bench" -n 1 -r 0)
  b=$(ir "$bench" -n 21 -r 0)
  echo "  one warm in-library compile of the built-in vector add: $(( (b - a) / 20 ))"
fi
exit "${rc:-0}"
