#!/usr/bin/env bash
# determinism.sh - hlslc's output does not depend on addresses, environment,
# working directory or the contents of fresh heap memory.
#
#   tests/determinism.sh          (HLSLC_BIN: tools, default build/bin)
#
# Each shader of tests/e2e/manifest.tsv (first profile listed there) is
# compiled to DXIL text (no -Fo), to front-end IR (-fcgl) and to a container
# (-Fo), three ways:
#   A. plainly, from the project root;
#   B. with address-space randomisation off (setarch -R), an almost empty
#      environment with a different locale, another working directory and a
#      long variable that shifts the initial stack;
#   C. with glibc's malloc filling new and freed blocks with a byte pattern
#      (GLIBC_TUNABLES=glibc.malloc.perturb, MALLOC_PERTURB_), so output that
#      depends on uninitialised heap memory changes.
# All three must be byte-identical. Prints "determinism: N passed, N failed".
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
bin=${HLSLC_BIN:-$root/build/bin}
hlslc=$bin/hlslc
work=$(mktemp -d /tmp/hlslc-determinism.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/elsewhere"
pass=0 fail=0

norand=()
if setarch "$(uname -m)" -R true 2>/dev/null; then
  norand=(setarch "$(uname -m)" -R)
else
  echo "note: setarch -R not permitted here; variant B keeps ASLR on"
fi
pad=$(head -c 3000 /dev/zero | tr '\0' x)

# run VARIANT OUTFILE ARGS... : one compile, output to OUTFILE.
run() {
  local variant=$1 out=$2
  shift 2
  case $variant in
    A) (cd "$root" && "$hlslc" "$@" >"$out" 2>&1) ;;
    B) (cd "$work/elsewhere" && env -i PATH=/usr/bin:/bin LC_ALL=C LANG=C HLSLC_PAD="$pad" \
          "${norand[@]}" "$hlslc" "$@" >"$out" 2>&1) ;;
    C) (cd "$root" && GLIBC_TUNABLES=glibc.malloc.perturb=165 MALLOC_PERTURB_=90 \
          "$hlslc" "$@" >"$out" 2>&1) ;;
  esac
  echo "exit $?" >>"$out"
}

# The first profile tests/e2e/manifest.tsv lists for a shader, else cs_6_0.
profile_of() {
  local p
  p=$(awk -F'\t' -v f="$(basename "$1")" '$1 == f { split($2, a, " "); print a[1]; exit }' \
      "$root/tests/e2e/manifest.tsv" 2>/dev/null)
  echo "${p:-cs_6_0}"
}

# Every shader of tests/e2e/manifest.tsv, with its first profile and extra args.
while IFS=$'\t' read -r file profiles extra; do
  case "$file" in ""|\#*) continue ;; esac
  src=$root/tests/e2e/$file
  prof=${profiles%% *}
  name=$(basename "$file" .hlsl)
  # shellcheck disable=SC2206
  xargs_=($extra)
  for mode in text fcgl container; do
    case $mode in
      text) args=(-T "$prof" -E main "${xargs_[@]}" "$src") ;;
      fcgl) args=(-T "$prof" -E main "${xargs_[@]}" -fcgl "$src") ;;
      container) args=(-T "$prof" -E main "${xargs_[@]}" "$src" -Fo "$work/$name.VARIANT.dxil") ;;
    esac
    for v in A B C; do
      a=("${args[@]}")
      [ "$mode" = container ] && a[${#a[@]}-1]=$work/$name.$v.dxil
      run "$v" "$work/$name.$mode.$v.out" "${a[@]}"
    done
    ok=1
    for v in B C; do
      if ! cmp -s "$work/$name.$mode.A.out" "$work/$name.$mode.$v.out"; then
        echo "FAIL: $name ($mode): output of variant $v differs from A:"
        diff "$work/$name.$mode.A.out" "$work/$name.$mode.$v.out" | head -n 6 | sed 's/^/    /'
        ok=0
      elif [ "$mode" = container ] && ! cmp -s "$work/$name.A.dxil" "$work/$name.$v.dxil"; then
        echo "FAIL: $name (container): bytes of variant $v differ from A"
        ok=0
      fi
    done
    if ! grep -q '^exit 0$' "$work/$name.$mode.A.out"; then
      echo "FAIL: $name ($mode): does not compile: $(head -n 2 "$work/$name.$mode.A.out")"
      ok=0
    fi
    if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
  done
done <"$root/tests/e2e/manifest.tsv"
echo "determinism: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
