#!/usr/bin/env python3
"""Compares a lit JSON report of a corpus suite with its xfail list.

  lit_xfail.py NAME REPORT.json XFAIL_LIST UPDATE(0|1)

XFAIL_LIST has one "path # reason" per line (path as lit names the test,
without the suite prefix). A failure that is not listed, a listed test that
now passes ("now passes: remove from xfail"), and a listed test that is
missing or unsupported each count as a failure, so the list only shrinks.
Prints the failures and a summary on stderr and "passed failed" on stdout
(for run-all.sh). With UPDATE=1 the list is rewritten from this run,
keeping the reasons already written (review the diff before committing).
"""
import json, re, sys

name, report, xfail_path, update = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "1"
tests = json.load(open(report)).get("tests", [])
listed, header = {}, []
try:
    for line in open(xfail_path):
        s = line.split("#", 1)[0].strip()
        if s:
            listed[s] = line.rstrip("\n")
        elif not listed and line.startswith("#"):
            header.append(line.rstrip("\n"))
except FileNotFoundError:
    pass


def reason(out):
    """Why a test fails, for the xfail list: our first diagnostic, else the
    first CHECK line FileCheck could not match."""
    lines = out.splitlines()
    for l in lines:
        m = re.search(r"error: (.*?)\s*\[HL\d+\]", l)
        if m:
            return m.group(1).strip()[:120]
    for l in lines:
        m = re.search(r"hlslc(-\w+)?: .*?error: (.*)", l)
        if m:
            return m.group(2).strip()[:120]
    for l in lines:
        m = re.search(r"dxc_stored.py: (.*)", l)
        if m:
            return m.group(1).strip()[:120]
    for l in lines:
        m = re.search(r"Test failed: (.*)", l)
        if m:
            return f"wrong result: rule {m.group(1).strip()} fails"[:120]
    for l in lines:
        m = re.search(r":(\d+):\d+: error: ([\w-]+): (.*)", l)
        if m:
            return f"FileCheck: {m.group(2)} at line {m.group(1)}: {m.group(3)}"[:120]
    for l in lines:
        m = re.search(r"error: (.*)", l)
        if m and "command failed" not in l:
            return m.group(1).strip()[:120]
    return "fails"


passed = failed = expected = 0
seen, new_list = set(), []
base = xfail_path.rsplit("/", 1)[-1]
for t in sorted(tests, key=lambda t: t["name"]):
    path = t["name"].split(" :: ", 1)[-1]
    seen.add(path)
    code = t["code"]
    bad = code in ("FAIL", "XPASS", "UNRESOLVED", "TIMEOUT")
    good = code in ("PASS", "XFAIL", "FLAKYPASS")
    if bad:
        new_list.append(listed.get(path) or f"{path} # {reason(t.get('output', ''))}")
        if path in listed:
            expected += 1
        else:
            failed += 1
            print(f"FAIL (not in {base}): {path}: {reason(t.get('output', ''))}", file=sys.stderr)
    elif good:
        if path in listed:
            failed += 1
            print(f"now passes: remove from {base}: {path}", file=sys.stderr)
        else:
            passed += 1
    elif path in listed:  # UNSUPPORTED / SKIPPED: the entry says nothing
        failed += 1
        print(f"stale {base} entry (test {code.lower()}): {path}", file=sys.stderr)
for path in sorted(set(listed) - seen):
    failed += 1
    print(f"stale {base} entry (test not found): {path}", file=sys.stderr)
print(f"{name}: {passed} passed, {expected} expected failures (xfail), {failed} unexpected",
      file=sys.stderr)
if update:
    with open(xfail_path, "w") as f:
        for line in header or [f"# {name} that fail today. One per line: path # reason.",
                               "# tests/run-all.sh fails on an unlisted failure and on a listed test",
                               "# that passes. Regenerate: tests/run-all.sh --update-xfail"]:
            f.write(line + "\n")
        for line in new_list:
            f.write(line + "\n")
    print(f"updated {xfail_path}", file=sys.stderr)
print(passed, failed)
