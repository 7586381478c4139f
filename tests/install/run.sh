#!/usr/bin/env bash
# install/run.sh - hlslc as a user installs and links it.
#
#   tests/install/run.sh WORKDIR
#
# `make install DESTDIR=WORKDIR/root PREFIX=/usr` (release build in build/),
# then:
#  - the installed static and shared libraries export only hlslc_*/HLSLC_*
#    names (nm), the archive has no two members of one name (ar t), and the
#    shared library's SONAME is libhlslc.so.MAJOR;
#  - tests/install/consumer.c, which defines functions named like library
#    internals, builds and runs against the install through pkg-config
#    (shared and --static) and through CMake's find_package(hlslc)
#    (hlslc::hlslc and hlslc::hlslc_static);
#  - the README's library example compiles as written and runs;
#  - the installed hlslc tool compiles an example.
# Prints "install: N passed, M failed" and exits non-zero on a failure.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
work=${1:?usage: run.sh WORKDIR}
rm -rf "$work" && mkdir -p "$work"
dest=$work/root
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL (install): $*"; }

if ! make -C "$root" -s install DESTDIR="$dest" PREFIX=/usr >"$work/install.log" 2>&1; then
  bad "make install"; tail -20 "$work/install.log"
  echo "install: $passed passed, $failed failed"; exit 1
fi
lib=$dest/usr/lib
major=$(sed -n 's/^#define HLSLC_VERSION_MAJOR \([0-9]*\)$/\1/p' "$root/include/hlslc.h")
for f in usr/include/hlslc.h usr/lib/libhlslc.a usr/lib/libhlslc.so "usr/lib/libhlslc.so.$major" \
         usr/lib/pkgconfig/hlslc.pc usr/lib/cmake/hlslc/hlslcConfig.cmake \
         usr/lib/cmake/hlslc/hlslcConfigVersion.cmake usr/bin/hlslc usr/bin/hlslc-dis; do
  if [ -e "$dest/$f" ]; then ok; else bad "missing $f"; fi
done

# Only the API's names are exported.
for l in "$lib/libhlslc.a" "$lib/libhlslc.so"; do
  leaks=$(nm -g --defined-only "$l" 2>/dev/null | awk 'NF >= 3 { print $3 }' | grep -v '^hlslc_\|^HLSLC_')
  if [ -z "$leaks" ] && nm -g --defined-only "$l" | grep -q ' hlslc_compile$'; then ok
  else bad "$(basename "$l") exports names without the hlslc_ prefix: $(echo $leaks | head -c 300)"; fi
done
dups=$(ar t "$lib/libhlslc.a" | sort | uniq -d)
if [ -z "$dups" ]; then ok; else bad "libhlslc.a has duplicate members: $dups"; fi
soname=$(readelf -d "$lib/libhlslc.so" | sed -n 's/.*Library soname: \[\(.*\)\].*/\1/p')
if [ "$soname" = "libhlslc.so.$major" ]; then ok; else bad "SONAME is '$soname'"; fi

# pkg-config, shared and static.
export PKG_CONFIG_PATH=$lib/pkgconfig PKG_CONFIG_SYSROOT_DIR=$dest
run_consumer() { # name binary [LD_LIBRARY_PATH]
  if LD_LIBRARY_PATH=${3:-} "$2" >"$work/$1.out" 2>&1 && grep -q "container of" "$work/$1.out"; then ok
  else bad "$1 runs"; cat "$work/$1.out"; fi
}
if command -v pkg-config >/dev/null; then
  if cc -o "$work/pc_shared" "$here/consumer.c" $(pkg-config --cflags --libs hlslc) 2>"$work/pc_shared.log"; then
    ok; run_consumer pc_shared "$work/pc_shared" "$lib"
  else bad "pkg-config shared build"; cat "$work/pc_shared.log"; fi
  if cc -o "$work/pc_static" "$here/consumer.c" $(pkg-config --cflags hlslc) \
       "$lib/libhlslc.a" $(pkg-config --static --libs-only-l hlslc | sed 's/-lhlslc//') 2>"$work/pc_static.log"; then
    ok; run_consumer pc_static "$work/pc_static"
  else bad "pkg-config static build"; cat "$work/pc_static.log"; fi
else
  bad "pkg-config is not installed (the README's test command installs it)"
fi

# CMake's find_package.
if command -v cmake >/dev/null; then
  if cmake -S "$here" -B "$work/cmake" -DCMAKE_PREFIX_PATH="$dest/usr" >"$work/cmake.log" 2>&1 &&
     cmake --build "$work/cmake" >>"$work/cmake.log" 2>&1; then
    ok
    run_consumer cmake_shared "$work/cmake/consumer_shared" "$lib"
    run_consumer cmake_static "$work/cmake/consumer_static"
  else bad "cmake consumer build"; tail -30 "$work/cmake.log"; fi
  # the package's version rule (README "Versioning"): the installed version
  # meets a request for its own MAJOR.MINOR and for MAJOR alone; while MAJOR
  # is 0 a different minor is refused (the API may change between them)
  minor=$(sed -n 's/^#define HLSLC_VERSION_MINOR \([0-9]*\)$/\1/p' "$root/include/hlslc.h")
  vers_ok=true
  for req in "$major.$minor:1" "$major:1" "$major.$((minor + 1)):0" "$((major + 1)):0"; do
    want=${req##*:} v=${req%:*}
    mkdir -p "$work/cmake_v/$v"
    printf 'cmake_minimum_required(VERSION 3.13)\nproject(v C)\nfind_package(hlslc %s)\nif(hlslc_FOUND)\n  message(STATUS "found-yes")\nendif()\n' "$v" \
      >"$work/cmake_v/$v/CMakeLists.txt"
    got=0
    cmake -S "$work/cmake_v/$v" -B "$work/cmake_v/$v/b" -DCMAKE_PREFIX_PATH="$dest/usr" 2>&1 | grep -q found-yes && got=1
    [ "$got" = "$want" ] || { vers_ok=false; echo "  find_package(hlslc $v): found=$got, expected $want"; }
  done
  if $vers_ok; then ok; else bad "cmake version rule"; fi
  if [ "$major" = 0 ] && [ "$minor" -gt 0 ]; then
    mkdir -p "$work/cmake_v/prev"
    printf 'cmake_minimum_required(VERSION 3.13)\nproject(v C)\nfind_package(hlslc 0.%s)\nif(hlslc_FOUND)\n  message(STATUS "found-yes")\nendif()\n' "$((minor - 1))" \
      >"$work/cmake_v/prev/CMakeLists.txt"
    if cmake -S "$work/cmake_v/prev" -B "$work/cmake_v/prev/b" -DCMAKE_PREFIX_PATH="$dest/usr" 2>&1 | grep -q found-yes; then
      bad "cmake: 0.$((minor - 1)) requested, 0.$minor accepted"
    else ok; fi
  fi
else
  bad "cmake is not installed (the README's test command installs it)"
fi

# The README's library example compiles as written and runs.
python3 - "$root/README.md" "$work/readme_example.c" <<'PY'
import sys
s = open(sys.argv[1], encoding="utf-8").read()
i = s.index("```c\n#include <hlslc.h>")
open(sys.argv[2], "w").write(s[i + 5:s.index("```", i + 5)])
PY
if cc -o "$work/readme_example" "$work/readme_example.c" -I"$dest/usr/include" "$lib/libhlslc.a" -lm \
     2>"$work/readme_example.log" && "$work/readme_example" >"$work/readme_example.out" 2>&1 &&
   grep -q "bytes of DXContainer" "$work/readme_example.out"; then ok
else bad "README example"; cat "$work/readme_example.log" "$work/readme_example.out" 2>/dev/null; fi

# The installed tool.
if "$dest/usr/bin/hlslc" -T cs_6_0 -E main "$root/examples/vector_add.hlsl" -Fo "$work/v.dxil" &&
   [ "$(head -c 4 "$work/v.dxil")" = DXBC ]; then ok; else bad "installed hlslc"; fi

echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
