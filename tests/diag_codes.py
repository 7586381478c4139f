#!/usr/bin/env python3
"""Diagnostic codes: src/base/diag_codes.def is the one list, and
docs/diagnostics.md is generated from it; no emitter passes a bare number.

  diag_codes.py ROOT          check (prints "diag-codes: N passed, N failed")
  diag_codes.py ROOT --print  print docs/diagnostics.md (redirect it there)

Checks: the document equals what --print makes; every code is listed once
(ascending); no call of a diagnostic function of src/ names its code as a
bare number (diag_error(d, 6001, ...) instead of INLINE_RECURSION)."""
import os, re, sys

root = sys.argv[1]
DEF = os.path.join(root, 'src/base/diag_codes.def')
DOC = os.path.join(root, 'docs/diagnostics.md')
# The functions that take a code, and the index of that argument.
EMITTERS = {'diag_report': 2, 'diag_vreport': 2, 'diag_error': 1, 'diag_warn': 1, 'diag_oom': 1,
            'fail': 1, 'err': 1, 'bc_error': 1, 'rs_fatal': 1, 'val_error': 2}

def read_def():
    sections, cur = [], None
    for line in open(DEF):
        m = re.match(r'/\* (\d)xxx: (.*) \*/$', line.strip())
        if m:
            cur = (m.group(1), m.group(2), []); sections.append(cur); continue
        m = re.match(r'DIAG\((\d+), (\w+), "((?:[^"\\]|\\.)*)"\)$', line.strip())
        if m:
            cur[2].append((int(m.group(1)), m.group(2), m.group(3).replace('\\"', '"').replace('\\\\', '\\')))
    return sections

def document(sections):
    out = ['# Diagnostic codes', '',
           'Every message hlslc prints ends with its stable code, `[HL4001]` for 4001,',
           'and `result.diags` of the library carries the same number. This list is',
           'generated from',
           '`src/base/diag_codes.def` (`python3 tests/diag_codes.py . --print >',
           'docs/diagnostics.md`); `make check` fails when the two differ. A code keeps',
           'its meaning: a new meaning gets a new code.', '']
    for digit, title, rows in sections:
        out += ['## %sxxx: %s' % (digit, title), '', '| Code | Name | Meaning |', '|---|---|---|']
        for code, name, summ in rows:
            out.append('| HL%d | `%s` | %s |' % (code, name, summ.replace('|', '\\|')))
        out.append('')
    return '\n'.join(out)

def bare_literals():
    bad = []
    for d, _, files in os.walk(os.path.join(root, 'src')):
        if os.sep + 'gen' in d:
            continue
        for fn in files:
            if not fn.endswith(('.c', '.h')):
                continue
            p = os.path.join(d, fn)
            s = open(p).read()
            for name, ai in EMITTERS.items():
                for m in re.finditer(r'\b' + name + r'\(', s):
                    i, depth, argi, start = m.end(), 0, 0, m.end()
                    while i < len(s):
                        c = s[i]
                        if c in '([{': depth += 1
                        elif c in ')]}':
                            if depth == 0: break
                            depth -= 1
                        elif c == ',' and depth == 0:
                            if argi == ai: break
                            argi += 1; start = i + 1
                        elif c == '"':
                            j = i + 1
                            while j < len(s) and s[j] != '"': j += 2 if s[j] == '\\' else 1
                            i = j
                        i += 1
                    if argi == ai and re.fullmatch(r'\s*\d+\s*', s[start:i]):
                        bad.append('%s:%d: %s(..., %s, ...)' % (os.path.relpath(p, root),
                                   s.count('\n', 0, m.start()) + 1, name, s[start:i].strip()))
    return bad

sections = read_def()
doc = document(sections)
if '--print' in sys.argv:
    sys.stdout.write(doc)
    sys.exit(0)
passed = failed = 0
def check(ok, msg):
    global passed, failed
    if ok: passed += 1
    else:
        failed += 1; print('FAIL ' + msg)
codes = [c for _, _, rows in sections for c, _, _ in rows]
check(len(codes) > 100, 'diag_codes.def lists %d codes' % len(codes))
check(codes == sorted(set(codes)), 'diag_codes.def: codes ascending and unique')
check(os.path.exists(DOC) and open(DOC).read() == doc,
      'docs/diagnostics.md differs from diag_codes.def (python3 tests/diag_codes.py . --print > docs/diagnostics.md)')
bad = bare_literals()
for b in bad:
    print('FAIL bare diagnostic code: ' + b)
check(not bad, '%d emitters name their code by number' % len(bad))
print('diag-codes: %d passed, %d failed' % (passed, failed))
sys.exit(1 if failed else 0)
