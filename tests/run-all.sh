#!/usr/bin/env bash
# run-all.sh - every test of the project, with one summary line at the end.
#
#   tests/run-all.sh                  run everything
#   tests/run-all.sh --update-xfail   also rewrite tests/llvm-tests.xfail,
#                                     tests/dxc-tests.xfail, tests/hlsl-real.xfail
#                                     and tests/roundtrip.xfail from this run
#                                     (review the diff before committing)
#
# Steps:
#  1. unit tests: every executable in $HLSLC_TESTS (default build/tests);
#     then tests/no-globals.sh (no writable static data in the library),
#     tests/determinism.sh (same output under other ASLR/env/malloc states) and
#     tests/layers.py (every #include of src/ points down the layers; its
#     --self-test first);
#  2. lit on tests/lit (the project's own tests); tests/install/run.sh (make
#     install, consumers through pkg-config and CMake); tests/amalgamation/
#     run.sh (the one-file library compiled alone, same outputs);
#     tests/e2e/run.sh; and
#     tests/lit_containers.py: the container of every lit test shader that
#     compiles must pass obj2yaml-19 and llvm-dis-14 (and $DXV when set);
#  2e/2f. only when ../shared/corpus exists: the RTS0 part of every real-world
#     row equals DXC's (tests/corpus/rootsig_corpus.py, with
#     tests/corpus/rootsig.xfail), and the -Fh/-Vn header of every MiniEngine
#     row compiles in C++ to -Fo's bytes (tests/corpus/header_corpus.py);
#     and the RDAT part of every library row equals DXC's
#     (tests/corpus/rdat_corpus.py);
#  3. only when ../shared/corpus exists: LLVM's DirectX tests
#     (../shared/corpus/llvm-tests) through lit, with opt/llc mapped to
#     hlslc-opt/hlslc-llc. Failures are compared with tests/llvm-tests.xfail
#     ("path # reason" per line, path relative to llvm-tests/): an unlisted
#     failure fails the run, and so does a listed test that now passes
#     ("now passes: remove from xfail"), so the list only shrinks;
#  2b'. constant buffers (tests/cbuffer/consistency.sh): the -Fre layouts of
#     every shader we compile agree with its cbufferLoadLegacy rows, and with
#     DXC's listings when ../shared/corpus exists;
#  3b. DXC's HLSL tests (../shared/corpus/dxc-tests) through lit, against
#     tests/dxc-tests.xfail in the same way;
#  3b'. LLVM's offload execution tests (../shared/corpus/offload-tests, or
#     $OFFLOAD_TESTS) compiled by hlslc and executed by hlslc-run
#     (tests/offload), against tests/offload-tests.xfail; and with DXC's
#     stored containers instead of hlslc's, against tests/offload-tests-dxc.xfail;
#  3c. every row of ../shared/corpus/hlsl-real/*/manifest.tsv compiles and
#     its container passes obj2yaml-19 and llvm-dis-14, except the rows in
#     tests/hlsl-real.xfail (tests/corpus/real_rows.py);
#  4. round trip: `hlslc-opt -S` (no passes) of every corpus .ll (split-file
#     tests part by part) must be accepted by LLVM 19's llvm-as;
#     tests/roundtrip.xfail lists the inputs LLVM 19 cannot take, with reasons.
# Environment: HLSLC_BIN (tools, default build/bin), HLSLC_TESTS (unit test
# binaries), HLSLC_KEEP=DIR keeps the lit reports.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
export HLSLC_ROOT=$root
export HLSLC_BIN=${HLSLC_BIN:-$root/build/bin}
units=${HLSLC_TESTS:-$root/build/tests}
lit=/usr/lib/llvm-19/build/utils/lit/lit.py
llvm_as=/usr/lib/llvm-19/bin/llvm-as
split_file=/usr/lib/llvm-19/bin/split-file
corpus=$root/../shared/corpus
update=0
[ "${1:-}" = "--update-xfail" ] && update=1

work=${HLSLC_KEEP:-$(mktemp -d /tmp/hlslc-run-all.XXXXXX)}
mkdir -p "$work"
cleanup() { [ -z "${HLSLC_KEEP:-}" ] && rm -rf "$work"; }
trap cleanup EXIT

passed=0
failed=0

# ---- 1. unit tests ----------------------------------------------------------
echo "== unit tests ($units)"
if [ -d "$units" ]; then
  for t in "$units"/*; do
    [ -f "$t" ] && [ -x "$t" ] || continue
    if "$t" >"$work/unit.out" 2>&1; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1))
      echo "FAIL: unit $(basename "$t")"
      tail -n 20 "$work/unit.out" | sed 's/^/    /'
    fi
  done
else
  echo "no unit test binaries (run 'make units')"
fi

# ---- 1b. library-wide checks ----------------------------------------------
# No writable static data in the library (reentrancy). Sanitizer builds add
# their own instrumentation data, so this looks at the plain build/lib.
echo "== no-globals, determinism"
# (libhlslc-internal.a: one member per source file, so a finding names it)
if [ -f "$root/build/lib/libhlslc-internal.a" ]; then
  if "$here/no-globals.sh" "$root/build/lib/libhlslc-internal.a" >"$work/ng.out" 2>&1; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: no-globals.sh"
  fi
  cat "$work/ng.out"
else
  echo "skipped no-globals: $root/build/lib/libhlslc-internal.a not built (run make)"
fi
# Same output with ASLR off, another environment, and perturbed malloc.
if "$here/determinism.sh" >"$work/det.out" 2>&1; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAIL: determinism.sh"
fi
tail -n 20 "$work/det.out"

# Includes point down the layers (base <- ir <- dxil <- container; passes and
# the front end above; driver on top): the check's self-test, then src/.
echo "== layers"
if python3 "$here/layers.py" --self-test >"$work/layers.out" 2>&1 &&
   python3 "$here/layers.py" "$root" >>"$work/layers.out" 2>&1; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAIL: layers.py"
fi
cat "$work/layers.out"

# Reads a lit JSON report; prints "passed failed" counts and the failing tests.
lit_counts() {
  python3 - "$1" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
p = f = 0
for t in r.get("tests", []):
    c = t["code"]
    if c in ("PASS", "XFAIL", "FLAKYPASS"):
        p += 1
    elif c in ("FAIL", "XPASS", "UNRESOLVED", "TIMEOUT"):
        f += 1
        print("FAIL: " + t["name"], file=sys.stderr)
print(p, f)
PY
}

# ---- 2. own lit tests -------------------------------------------------------
echo "== lit tests/lit"
python3 "$lit" -sv -o "$work/own.json" "$root/tests/lit" >"$work/own.txt" 2>&1
if [ -f "$work/own.json" ]; then
  read -r p f < <(lit_counts "$work/own.json" 2>"$work/own.fail")
  passed=$((passed + p))
  failed=$((failed + f))
  cat "$work/own.fail"
  echo "lit: $p passed, $f failed"
else
  echo "FAIL: lit did not run on tests/lit"
  tail -n 20 "$work/own.txt"
  failed=$((failed + 1))
fi

# Adds the "LABEL: N passed, N failed" line of a step's output to the totals
# (a missing line is one failure: the step did not finish). $1 label, $2 file,
# $3 what ran.
add_counts() {
  grep '^FAIL' "$2" || true
  local p f
  read -r p f < <(sed -n "s/^$1: \([0-9]*\) passed, \([0-9]*\) failed\$/\1 \2/p" "$2")
  if [ -z "${p:-}" ]; then
    echo "FAIL: $3 did not finish"; tail -n 5 "$2"; failed=$((failed + 1))
  else
    echo "$1: $p passed, $f failed"
    passed=$((passed + p)); failed=$((failed + f))
  fi
}

# ---- 2a'. the README's table of DXC options matches the option table -----------
echo "== README option table (tests/readme_options.py)"
python3 "$here/readme_options.py" "$root" >"$work/readme.txt" 2>&1 || true
add_counts readme-options "$work/readme.txt" tests/readme_options.py

# ---- 2a'b. one list of diagnostic codes, documented, named by every emitter ----
echo "== diagnostic codes (tests/diag_codes.py)"
python3 "$here/diag_codes.py" "$root" >"$work/diagcodes.txt" 2>&1 || true
add_counts diag-codes "$work/diagcodes.txt" tests/diag_codes.py

# ---- 2a''. the library as a user installs it: make install, pkg-config, CMake --
echo "== install (tests/install)"
"$root/tests/install/run.sh" "$work/install" >"$work/install.txt" 2>&1 || true
add_counts install "$work/install.txt" tests/install/run.sh

# ---- 2a'''. the library as one C file (make amalgamation) ---------------------
echo "== amalgamation (tests/amalgamation)"
"$root/tests/amalgamation/run.sh" "$work/amalgamation" >"$work/amalgamation.txt" 2>&1 || true
add_counts amalgamation "$work/amalgamation.txt" tests/amalgamation/run.sh

# ---- 2b. end to end: our own shaders through hlslc, checked by independent tools
echo "== end to end (tests/e2e)"
HLSLC_BIN="$HLSLC_BIN" "$root/tests/e2e/run.sh" >"$work/e2e.txt" 2>&1 || true
add_counts e2e "$work/e2e.txt" tests/e2e/run.sh

# ---- 2b+. containers of the lit tests' shaders, checked by independent tools
echo "== lit test containers (obj2yaml-19, llvm-dis-14)"
python3 "$here/lit_containers.py" "$root" "$HLSLC_BIN" >"$work/litc.txt" 2>&1 || true
add_counts lit-containers "$work/litc.txt" tests/lit_containers.py

# ---- 2b'. constant buffers: -Fre layouts vs generated cbuffer loads (and DXC) --
echo "== cbuffer consistency (tests/cbuffer)"
if HLSLC_BIN="$HLSLC_BIN" "$root/tests/cbuffer/consistency.sh" >"$work/cbcons.txt" 2>&1; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  grep -A4 '^FAIL' "$work/cbcons.txt" | head -n 40
fi
tail -n 1 "$work/cbcons.txt"

# ---- 2c. corpus: skeleton shaders and seed examples (all must pass) ----------
if [ -d "$corpus/skeleton" ] && [ -x "$corpus/../tools/scoreboard" ]; then
  echo "== corpus skeleton + seeds"
  (cd "$root" && HLSLC_BIN="$HLSLC_BIN" "$corpus/../tools/scoreboard" skeleton seeds) >"$work/sb.txt" 2>&1
  sk=$(sed -n 's/^skeleton: \([0-9]*\) compiled, \([0-9]*\) valid containers (of \([0-9]*\))$/\2 \3/p' "$work/sb.txt")
  sd=$(sed -n 's/^seed-examples: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$work/sb.txt")
  grep -E '^(skeleton|seed-examples):|^  ' "$work/sb.txt" || true
  if [ -n "$sk" ] && [ "${sk% *}" = "${sk#* }" ]; then passed=$((passed + 1)); else echo "FAIL: skeleton rows not all valid"; failed=$((failed + 1)); fi
  if [ -n "$sd" ] && [ "${sd#* }" = 0 ]; then passed=$((passed + 1)); else echo "FAIL: seed examples not all passing"; failed=$((failed + 1)); fi
fi

# ---- 2d. corpus: hlslc-dis bindings of DXC's containers = the independent checker's
if [ -d "$corpus/dxc-outputs" ] && [ -f "$corpus/../tools/corpus_check.py" ]; then
  echo "== corpus dxc-outputs: hlslc-dis bindings"
  python3 "$root/tests/corpus/dis_bindings.py" "$HLSLC_BIN" "$corpus/../tools" "$corpus" >"$work/disb.txt" 2>&1
  grep '^FAIL' "$work/disb.txt" | head -n 20 || true
  read -r db_p db_f < <(sed -n 's/^dis-bindings: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$work/disb.txt")
  if [ -z "${db_p:-}" ]; then
    echo "FAIL: tests/corpus/dis_bindings.py did not finish"; tail -n 5 "$work/disb.txt"; failed=$((failed + 1))
  else
    echo "dis-bindings: $db_p passed, $db_f failed"
    # One count per run, like the other corpus steps.
    if [ "$db_f" = 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  fi
fi

# ---- 2e. corpus: root signatures = DXC's, byte for byte ----------------------
if [ -f "$corpus/dxc-outputs/index.tsv" ]; then
  echo "== corpus dxc-outputs: RTS0 of every real-world row"
  python3 "$root/tests/corpus/rootsig_corpus.py" "$HLSLC_BIN" "$corpus" >"$work/rscorp.txt" 2>&1
  grep '^FAIL' "$work/rscorp.txt" | head -n 20 || true
  read -r rc_p rc_f < <(sed -n 's/^rootsig-corpus: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$work/rscorp.txt")
  if [ -z "${rc_p:-}" ]; then
    echo "FAIL: tests/corpus/rootsig_corpus.py did not finish"; tail -n 5 "$work/rscorp.txt"; failed=$((failed + 1))
  else
    echo "rootsig-corpus: $rc_p passed, $rc_f failed"
    # One count per run, like the other corpus steps.
    if [ "$rc_f" = 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  fi
fi

# ---- 2e'. corpus: RDAT of every library row = DXC's, byte for byte ------------
if [ -f "$corpus/dxc-outputs/index.tsv" ]; then
  echo "== corpus dxc-outputs: RDAT of every library row"
  python3 "$root/tests/corpus/rdat_corpus.py" "$HLSLC_BIN" "$corpus" >"$work/rdatcorp.txt" 2>&1
  grep '^FAIL' "$work/rdatcorp.txt" | head -n 20 || true
  read -r rd_p rd_f < <(sed -n 's/^rdat-corpus: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$work/rdatcorp.txt")
  if [ -z "${rd_p:-}" ]; then
    echo "FAIL: tests/corpus/rdat_corpus.py did not finish"; tail -n 5 "$work/rdatcorp.txt"; failed=$((failed + 1))
  else
    echo "rdat-corpus: $rd_p passed, $rd_f failed"
    if [ "$rd_f" = 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  fi
fi

# ---- 2f. corpus: -Fh/-Vn headers of every MiniEngine row = their -Fo bytes ---
if [ -f "$corpus/dxc-outputs/index.tsv" ]; then
  echo "== corpus dxc-outputs: -Fh/-Vn headers of MiniEngine in a C++ translation unit"
  python3 "$root/tests/corpus/header_corpus.py" "$HLSLC_BIN" "$corpus" >"$work/hdrcorp.txt" 2>&1
  grep '^FAIL' "$work/hdrcorp.txt" | head -n 20 || true
  read -r hc_p hc_f < <(sed -n 's/^header-corpus: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$work/hdrcorp.txt")
  if [ -z "${hc_p:-}" ]; then
    echo "FAIL: tests/corpus/header_corpus.py did not finish"; tail -n 5 "$work/hdrcorp.txt"; failed=$((failed + 1))
  else
    echo "header-corpus: $hc_p passed, $hc_f failed"
    if [ "$hc_f" = 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  fi
fi

# ---- 3. corpus: LLVM's DirectX tests ----------------------------------------
if [ ! -d "$corpus/llvm-tests" ]; then
  echo "skipped: ../shared not found"
else
  echo "== corpus llvm-tests"
  # A missing tool would make the corpus's PATH shim fall through to LLVM's
  # own opt/llc and produce meaningless results.
  for t in hlslc-opt hlslc-llc; do
    if [ ! -x "$HLSLC_BIN/$t" ]; then
      echo "FAIL: $HLSLC_BIN/$t is missing (build it first); corpus results would use LLVM's tools"
      failed=$((failed + 1))
    fi
  done
  (cd "$root" && HLSLC_LIT_OUT="$work/corpus-out" python3 "$lit" -sv -o "$work/corpus.json" \
      "$corpus/llvm-tests" >"$work/corpus.txt" 2>&1)
  if [ ! -f "$work/corpus.json" ]; then
    echo "FAIL: lit did not run on the corpus"
    tail -n 20 "$work/corpus.txt"
    failed=$((failed + 1))
  else
    read -r p f < <(python3 "$here/corpus/lit_xfail.py" llvm-tests "$work/corpus.json" "$here/llvm-tests.xfail" "$update")
    passed=$((passed + p))
    failed=$((failed + f))
  fi

  # ---- 3b. corpus: DXC's HLSL tests, against tests/dxc-tests.xfail ----------
  echo "== corpus dxc-tests"
  (cd "$root" && python3 "$lit" -sv -o "$work/dxc.json" "$corpus/dxc-tests" >"$work/dxc.txt" 2>&1)
  if [ ! -f "$work/dxc.json" ]; then
    echo "FAIL: lit did not run on the DXC tests"; tail -n 20 "$work/dxc.txt"; failed=$((failed + 1))
  else
    read -r p f < <(python3 "$here/corpus/lit_xfail.py" dxc-tests "$work/dxc.json" "$here/dxc-tests.xfail" "$update")
    passed=$((passed + p)); failed=$((failed + f))
  fi

  # ---- 3b'. corpus: LLVM's offload execution tests, compiled by hlslc and
  # run by hlslc-run (tests/offload/lit.cfg.py), against
  # tests/offload-tests.xfail; then the same tests running DXC's stored
  # containers (HLSLC_OFFLOAD_DXC=1), against tests/offload-tests-dxc.xfail:
  # an executor bug cannot hide behind a compiler bug or the reverse.
  for mode in hlslc dxc; do
    if [ "$mode" = dxc ]; then
      echo "== corpus offload-tests (DXC's containers, hlslc-run)"; list=offload-tests-dxc
    else
      echo "== corpus offload-tests (hlslc, hlslc-run)"; list=offload-tests
    fi
    (cd "$root" && HLSLC_OFFLOAD_DXC=$([ "$mode" = dxc ] && echo 1 || echo 0) \
        HLSLC_LIT_OUT="$work/offload-$mode" python3 "$lit" -sv -o "$work/offload-$mode.json" \
        "$root/tests/offload" >"$work/offload-$mode.txt" 2>&1)
    if [ ! -f "$work/offload-$mode.json" ]; then
      echo "FAIL: lit did not run on the offload tests"; tail -n 20 "$work/offload-$mode.txt"; failed=$((failed + 1))
    else
      read -r p f < <(python3 "$here/corpus/lit_xfail.py" "$list" "$work/offload-$mode.json" "$here/$list.xfail" "$update")
      passed=$((passed + p)); failed=$((failed + f))
    fi
  done

  # ---- 3c. corpus: every real-world row compiles to a readable container ----
  echo "== corpus hlsl-real rows"
  read -r p f < <(python3 "$here/corpus/real_rows.py" "$HLSLC_BIN" "$corpus/../tools" "$corpus" \
      "$here/hlsl-real.xfail" "$update")
  passed=$((passed + ${p:-0})); failed=$((failed + ${f:-1}))

  # ---- 4. round trip through LLVM 19's assembler ----------------------------
  echo "== round trip (hlslc-opt -S | llvm-as)"
  rt_list=$here/roundtrip.xfail
  declare -A rt_listed=()
  if [ -f "$rt_list" ]; then
    while IFS= read -r line; do
      key=${line%%#*}
      key=$(echo "$key" | sed 's/[[:space:]]*$//')
      [ -n "$key" ] && rt_listed["$key"]=$line
    done <"$rt_list"
  fi
  rt_pass=0 rt_fail=0 rt_expected=0
  rt_new=()
  declare -A rt_seen=()
  n=0
  while IFS= read -r f; do
    rel=${f#"$corpus/llvm-tests/"}
    if grep -q '^;--- ' "$f"; then
      n=$((n + 1))
      d="$work/split/$n"
      mkdir -p "$d"
      "$split_file" "$f" "$d" >/dev/null 2>&1
      parts=$(cd "$d" && find . -name '*.ll' | sed 's|^\./||' | sort)
      items=()
      for q in $parts; do items+=("$rel:$q|$d/$q"); done
    else
      items=("$rel|$f")
    fi
    for it in "${items[@]}"; do
      key=${it%%|*}
      file=${it#*|}
      rt_seen["$key"]=1
      why=""
      "$HLSLC_BIN/hlslc-opt" -S "$file" -o "$work/rt.ll" 2>"$work/rt.err"
      rc=$?
      if [ $rc -ne 0 ]; then
        why=$(grep -m1 -o 'error: .*' "$work/rt.err" | sed 's/ \[HL[0-9]*\]$//')
        why="hlslc-opt: ${why:-exit status $rc}"
      elif ! "$llvm_as" -o /dev/null "$work/rt.ll" 2>"$work/rt.err"; then
        why="llvm-as: $(sed -n '1s/.*error: //p;2p' "$work/rt.err" | head -n1)"
        grep -q "does not verify" "$work/rt.err" && why="llvm-as: $(sed -n 2p "$work/rt.err")"
      fi
      if [ -n "$why" ]; then
        rt_new+=("${rt_listed[$key]:-$key # $why}")
        if [ -n "${rt_listed[$key]:-}" ]; then
          rt_expected=$((rt_expected + 1))
        else
          rt_fail=$((rt_fail + 1))
          echo "FAIL (not in roundtrip.xfail): $key: $why"
        fi
      else
        if [ -n "${rt_listed[$key]:-}" ]; then
          rt_fail=$((rt_fail + 1))
          echo "now passes: remove from roundtrip.xfail: $key"
        else
          rt_pass=$((rt_pass + 1))
        fi
      fi
    done
  done < <(find "$corpus/llvm-tests" -name '*.ll' | sort)
  for key in "${!rt_listed[@]}"; do
    if [ -z "${rt_seen[$key]:-}" ]; then
      rt_fail=$((rt_fail + 1))
      echo "stale roundtrip.xfail entry (file not found): $key"
    fi
  done
  echo "round trip: $rt_pass passed, $rt_expected expected failures (xfail), $rt_fail unexpected"
  if [ "$update" = 1 ]; then
    {
      echo "# Corpus .ll files whose 'hlslc-opt -S' output LLVM 19's llvm-as cannot take, and why:"
      echo "# the corpus uses IR newer than LLVM 19 (sized dx.* target types, captures(...)),"
      echo "# or the file is not a complete module on purpose."
      echo "# One per line: path[:split-file part] # reason. Regenerate: tests/run-all.sh --update-xfail"
      printf '%s\n' "${rt_new[@]}" | sort
    } >"$rt_list"
    echo "updated $rt_list"
  fi
  passed=$((passed + rt_pass))
  failed=$((failed + rt_fail))
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
