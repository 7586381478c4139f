"""Helpers shared by the corpus checks that compare hlslc's containers with
DXC's stored ones (rootsig_corpus.py, rdat_corpus.py, header_corpus.py)."""
import os
import struct


def part(data, fourcc):
    """The contents of one part of a DXBC container, or None."""
    if len(data) < 32 or data[:4] != b"DXBC":
        return None
    n = struct.unpack_from("<I", data, 28)[0]
    for i in range(n):
        off = struct.unpack_from("<I", data, 32 + 4 * i)[0]
        if data[off:off + 4] == fourcc.encode():
            size = struct.unpack_from("<I", data, off + 4)[0]
            return data[off + 8:off + 8 + size]
    return None


def row_args(corpus, args, proj):
    """A dxc-outputs row's arguments with -I DIR / -IDIR made relative to
    the row's project folder in CORPUS/hlsl-real."""
    out, i = [], 0
    while i < len(args):
        a = args[i]
        if a == "-I" and i + 1 < len(args):
            out += ["-I", os.path.join(corpus, "hlsl-real", proj, args[i + 1])]
            i += 2
            continue
        if a.startswith("-I") and len(a) > 2:
            a = "-I" + os.path.join(corpus, "hlsl-real", proj, a[2:])
        out.append(a)
        i += 1
    return out
