#!/usr/bin/env python3
"""extract_bc.py CONTAINER OUT.bc - write the bitcode of a DXContainer's DXIL part.

Layout: container header (32 bytes + 4 per part offset), part "DXIL" with an
8-byte part header, then the program header (24 bytes) whose bitcode offset
and size sit 16 bytes in. Exit 1 when there is no DXIL part. Shared by
tests/e2e/run.sh and tests/lit_containers.py."""
import struct
import sys


def dxil_bitcode(data):
    """The DXIL part's bitcode bytes, or None."""
    if len(data) < 32:
        return None
    n = struct.unpack_from("<I", data, 28)[0]
    for i in range(n):
        if 32 + 4 * i + 4 > len(data):
            return None
        off = struct.unpack_from("<I", data, 32 + 4 * i)[0]
        if data[off:off + 4] == b"DXIL" and off + 32 <= len(data):
            bo, bs = struct.unpack_from("<II", data, off + 8 + 16)
            start = off + 8 + 8 + bo
            return data[start:start + bs]
    return None


if __name__ == "__main__":
    bc = dxil_bitcode(open(sys.argv[1], "rb").read())
    if bc is None:
        sys.exit(1)
    open(sys.argv[2], "wb").write(bc)
