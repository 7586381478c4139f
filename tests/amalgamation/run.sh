#!/usr/bin/env bash
# amalgamation/run.sh - the single-file library (make amalgamation) works.
#
#   tests/amalgamation/run.sh WORKDIR
#
# `make amalgamation` (packaging/amalgamate.py) writes build/amalgamation/
# hlslc.c and hlslc.h; then:
#  - hlslc.c compiles alone, with nothing but hlslc.h beside it, warning-free
#    (-std=c11 -Wall -Wextra -pedantic-errors is not asked: the sources use
#    GNU attributes, as the library does);
#  - the object defines no name outside the API's prefix (nm);
#  - the hlslc tool (tools/hlslc.c, public API only) built on it writes the
#    same bytes as build/bin/hlslc for every shader of tests/e2e/manifest.tsv
#    (container, listing, header, reflection, diagnostics, exit status);
#  - the README's library example builds on it and runs.
# Prints "amalgamation: N passed, M failed".
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
work=${1:?usage: run.sh WORKDIR}
rm -rf "$work" && mkdir -p "$work"
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL (amalgamation): $*"; }
cc=${CC:-cc}

if ! command -v ctags >/dev/null || ! ctags --version 2>/dev/null | grep -q Universal; then
  bad "universal-ctags is not installed (the README's test command installs it)"
  echo "amalgamation: $passed passed, $failed failed"; exit 1
fi
if ! make -C "$root" -s amalgamation >"$work/make.log" 2>&1; then
  bad "make amalgamation"; tail -20 "$work/make.log"
  echo "amalgamation: $passed passed, $failed failed"; exit 1
fi
mkdir -p "$work/alone"
cp "$root/build/amalgamation/hlslc.c" "$root/build/amalgamation/hlslc.h" "$work/alone/"
# alone: no -I to the source tree
if (cd "$work/alone" && $cc -std=c11 -O0 -Wall -Wextra -Wno-unused-parameter -c hlslc.c -o hlslc.o) \
     >"$work/cc.log" 2>&1 && ! grep -q "warning:" "$work/cc.log"; then ok
else bad "hlslc.c does not compile alone without warnings"; head -20 "$work/cc.log"
  echo "amalgamation: $passed passed, $failed failed"; exit 1; fi

# every name hlslc.o defines for the linker is the API's (hlslc_/HLSLC_): a
# program with its own arena_alloc or pass_inline links with it
leak=$(nm -g --defined-only "$work/alone/hlslc.o" | awk 'NF == 3 && $3 !~ /^(hlslc_|HLSLC_)/ {print $3}')
if [ -z "$leak" ]; then ok; else bad "hlslc.o defines names without the hlslc_ prefix: $(echo $leak | head -c 300)"; fi

if $cc -std=c11 -I"$work/alone" "$root/tools/hlslc.c" "$work/alone/hlslc.o" -lm -o "$work/hlslc" 2>"$work/tool.log"
then ok; else bad "the hlslc tool on the amalgamation"; cat "$work/tool.log"; fi

# the same outputs as the library build's tool
ref=$root/build/bin/hlslc
n=0; diff=0
while IFS=$'\t' read -r file profiles extra; do
  case "$file" in ''|'#'*) continue ;; esac
  for p in $profiles; do
    n=$((n + 1))
    for t in a b; do
      bin=$ref; [ $t = b ] && bin=$work/hlslc
      mkdir -p "$work/out/$t/$n"
      (cd "$work/out/$t/$n" && eval "\"$bin\" -T $p $extra \"$root/tests/e2e/$file\" -Fo o.dxil -Fc o.lst -Fh o.h -Fre o.json" \
         >stdout 2>stderr; echo $? >rc)
    done
    if ! diff -r "$work/out/a/$n" "$work/out/b/$n" >/dev/null; then
      diff=$((diff + 1)); echo "  differs: $file $p"
    fi
  done
done <"$root/tests/e2e/manifest.tsv"
if [ "$n" -gt 0 ] && [ "$diff" = 0 ]; then ok; else bad "$diff of $n compiles differ from build/bin/hlslc"; fi

python3 - "$root/README.md" "$work/readme_example.c" <<'PY'
import sys
s = open(sys.argv[1], encoding="utf-8").read()
i = s.index("```c\n#include <hlslc.h>")
open(sys.argv[2], "w").write(s[i + 5:s.index("```", i + 5)])
PY
if $cc -std=c11 -I"$work/alone" "$work/readme_example.c" "$work/alone/hlslc.o" -lm -o "$work/readme_example" \
     2>"$work/ex.log" && "$work/readme_example" >"$work/ex.out" 2>&1 && grep -q "bytes of DXContainer" "$work/ex.out"
then ok; else bad "README example on the amalgamation"; cat "$work/ex.log" "$work/ex.out"; fi

echo "$n e2e compiles compared with build/bin/hlslc"
echo "amalgamation: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
