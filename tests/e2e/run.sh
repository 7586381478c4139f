#!/usr/bin/env bash
# End-to-end: compile every shader in manifest.tsv for each listed profile and
# check each container with independent tools:
#   - two compilations give byte-identical output (determinism)
#   - obj2yaml (LLVM 19) decodes the container
#   - llvm-dis-14 reads the extracted DXIL bitcode
#   - reading the container back and writing it again gives the same bytes
#   - DXC's validator, when $DXV names one (not required: local checks only)
# Prints "N passed, N failed" and exits non-zero on any failure.
set -u
here=$(cd "$(dirname "$0")" && pwd)
bin=${HLSLC_BIN:-$here/../../build/bin}
obj2yaml=${OBJ2YAML:-/usr/lib/llvm-19/bin/obj2yaml}
llvmdis=${LLVM_DIS14:-llvm-dis-14}
out=$(mktemp -d /tmp/hlslc-e2e.XXXXXX)
trap 'rm -rf "$out"' EXIT
pass=0 fail=0
note() { echo "FAIL: $*"; fail=$((fail + 1)); }

# Bitcode of the DXIL part (tests/extract_bc.py, shared with lit_containers.py).
extract_bc() { python3 "$here/../extract_bc.py" "$1" "$2"; }

while IFS=$'\t' read -r file profiles extra; do
  case "$file" in ""|\#*) continue ;; esac
  for prof in $profiles; do
    name="$(basename "$file" .hlsl)-$prof"
    src="$here/$file"
    # shellcheck disable=SC2086
    if ! "$bin/hlslc" -T "$prof" -E main $extra "$src" -Fo "$out/$name.dxil" 2>"$out/$name.err"; then
      note "$name: compile failed: $(head -n 3 "$out/$name.err")"; continue
    fi
    # shellcheck disable=SC2086
    "$bin/hlslc" -T "$prof" -E main $extra "$src" -Fo "$out/$name.2.dxil" 2>/dev/null
    if ! cmp -s "$out/$name.dxil" "$out/$name.2.dxil"; then note "$name: output differs between two runs"; continue; fi
    if ! "$obj2yaml" "$out/$name.dxil" >"$out/$name.yaml" 2>"$out/$name.err"; then
      note "$name: obj2yaml: $(tail -n 1 "$out/$name.err")"; continue
    fi
    if ! extract_bc "$out/$name.dxil" "$out/$name.bc"; then note "$name: no DXIL part"; continue; fi
    if ! "$llvmdis" "$out/$name.bc" -o "$out/$name.ll" 2>"$out/$name.err"; then
      note "$name: llvm-dis-14: $(tail -n 1 "$out/$name.err")"; continue
    fi
    if ! "$bin/hlslc-dis" --rewrite "$out/$name.rt.dxil" "$out/$name.dxil" 2>"$out/$name.err" ||
       ! cmp -s "$out/$name.dxil" "$out/$name.rt.dxil"; then
      note "$name: read -> write round trip is not byte-identical $(head -n 1 "$out/$name.err")"; continue
    fi
    if [ -n "${DXV:-}" ] && ! "$DXV" "$out/$name.dxil" >"$out/$name.dxv" 2>&1; then
      note "$name: dxv: $(grep -m 3 -i error "$out/$name.dxv")"; continue
    fi
    pass=$((pass + 1))
  done
done <"$here/manifest.tsv"
echo "e2e: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
