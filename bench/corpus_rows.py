"""The rows of a real-world corpus set (its projects' manifest.tsv files), read
the way ../shared/tools/corpus_check.py reads them; shared by the bench
scripts."""
import os
import shlex


def manifest_rows(setdir):
    """(name, src, entry, profile, args) like corpus_check.py realworld."""
    for proj in sorted(os.listdir(setdir)):
        man = os.path.join(setdir, proj, "manifest.tsv")
        if not os.path.exists(man):
            continue
        for line in open(man, encoding="utf-8"):
            f = line.rstrip("\n").split("\t")
            if len(f) < 3 or f[0] in ("", "path") or f[0].startswith("#"):
                continue
            if f[1] in ("", "-") and not f[2].startswith("lib_"):
                continue
            a = (shlex.split(f[3]) if len(f) > 3 else []) + (shlex.split(f[4]) if len(f) > 4 else [])
            fixed, i = [], 0
            while i < len(a):
                if a[i] == "-I" and i + 1 < len(a):
                    fixed += ["-I", os.path.join(setdir, proj, a[i + 1])]
                    i += 2
                    continue
                x = a[i]
                if x.startswith("-I") and len(x) > 2:  # -IDIR, as tests/corpus/real_rows.py
                    x = "-I" + os.path.join(setdir, proj, x[2:])
                fixed.append(x)
                i += 1
            yield os.path.join(proj, f[0]), os.path.join(setdir, proj, f[0]), f[1], f[2], fixed
