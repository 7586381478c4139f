#!/usr/bin/env bash
# no-globals.sh - the library has no mutable global or static state.
#
#   tests/no-globals.sh [libhlslc.a]      (default: $HLSLC_LIB, else build/lib/libhlslc.a)
#
# hlslc_compile must be reentrant, so no object file of the library may have
# writable static data: a non-empty .data, .bss, .tdata or .tbss section
# (including -fdata-sections variants such as .bss.name) or a COMMON symbol.
# .data.rel.ro* is fine: it holds const tables of pointers, written once by
# the dynamic loader and read-only afterwards.
# Prints each offending object with its symbols and exits non-zero; prints
# "no-globals: N objects, 0 with writable data" on success.
set -u
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
lib=${1:-${HLSLC_LIB:-$root/build/lib/libhlslc.a}}
if [ ! -f "$lib" ]; then
  echo "no-globals: $lib not found (run make)"
  exit 1
fi

# "member section size" for every writable data section with a non-zero size.
bad=$(objdump -h "$lib" | awk '
  /file format/ { obj = $1; sub(/:$/, "", obj); next }
  $2 ~ /^\.(data|bss|tdata|tbss)(\.|$)/ && $2 !~ /^\.data\.rel\.ro/ && $3 !~ /^0+$/ {
    print obj, $2, "0x" $3
  }')
common=$(nm -A "$lib" 2>/dev/null | awk '$2 == "C" || $3 == "C" { print }')

nobj=$(objdump -h "$lib" | grep -c 'file format')
if [ -z "$bad" ] && [ -z "$common" ]; then
  echo "no-globals: $nobj objects, 0 with writable data"
  exit 0
fi

echo "no-globals: writable static data in $lib (the library must be reentrant:"
echo "            make it const, or move it into a context/arena):"
if [ -n "$bad" ]; then
  while read -r obj sec size; do
    echo "  $obj: section $sec, $size bytes:"
    # Symbols in that section of that member.
    objdump -t "$lib" | awk -v o="$obj" -v s="$sec" '
      /file format/ { cur = $1; sub(/:$/, "", cur); next }
      cur == o && index($0, " " s "\t") { print "      " $NF }'
  done <<<"$bad"
fi
[ -n "$common" ] && echo "$common" | sed 's/^/  COMMON: /'
exit 1
