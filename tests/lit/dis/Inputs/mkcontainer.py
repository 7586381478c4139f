#!/usr/bin/env python3
"""Write a small DXContainer for hlslc-dis tests.

usage: mkcontainer.py OUT [--digest real|zero|bypass|wrong] [--size-field N]
                          [--bad-offset] [--truncate N]

Parts: SFI0 (8 bytes) and a DXIL part with a cs_6_0 program header around 8
bytes of fake bitcode. The "real" digest is the container's modified MD5
(dxil-format.md 5.1), computed here independently of hlslc."""
import math
import struct
import sys

S = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4
K = [int(abs(math.sin(i + 1)) * 2**32) & 0xFFFFFFFF for i in range(64)]


def compress(st, block):
    a, b, c, d = st
    m = struct.unpack("<16I", block)
    for i in range(64):
        if i < 16:
            f, g = (b & c) | (~b & d), i
        elif i < 32:
            f, g = (d & b) | (~d & c), (5 * i + 1) % 16
        elif i < 48:
            f, g = b ^ c ^ d, (3 * i + 5) % 16
        else:
            f, g = c ^ (b | ~d), (7 * i) % 16
        f = (f + a + K[i] + m[g]) & 0xFFFFFFFF
        a, d, c = d, c, b
        b = (b + ((f << S[i]) | (f >> (32 - S[i])))) & 0xFFFFFFFF
    return [(x + y) & 0xFFFFFFFF for x, y in zip(st, (a, b, c, d))]


def digest(data):
    m = data[20:]
    n = len(m)
    st = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476]
    full = n // 64
    for i in range(full):
        st = compress(st, m[64 * i:64 * i + 64])
    r = n % 64
    rest = m[64 * full:]
    bits, trailer = (n * 8) & 0xFFFFFFFF, ((n << 1) | 1) & 0xFFFFFFFF
    if r < 56:
        blk = struct.pack("<I", bits) + rest + b"\x80"
        blk += b"\0" * (60 - len(blk)) + struct.pack("<I", trailer)
        st = compress(st, blk)
    else:
        blk = rest + b"\x80"
        st = compress(st, blk + b"\0" * (64 - len(blk)))
        st = compress(st, struct.pack("<I", bits) + b"\0" * 56 + struct.pack("<I", trailer))
    return struct.pack("<4I", *st)


def main():
    args = sys.argv[1:]
    out = args.pop(0)
    mode, size_field, bad_offset, truncate = "real", None, False, None
    while args:
        a = args.pop(0)
        if a == "--digest":
            mode = args.pop(0)
        elif a == "--size-field":
            size_field = int(args.pop(0))
        elif a == "--bad-offset":
            bad_offset = True
        elif a == "--truncate":
            truncate = int(args.pop(0))
    bitcode = b"BC\xc0\xde" + b"\x01\x02\x03\x04"
    dxil = struct.pack("<II4sIII", (5 << 16) | 0x60, 6 + len(bitcode) // 4, b"DXIL", 0x100,
                       16, len(bitcode)) + bitcode
    parts = [(b"SFI0", b"\0" * 8), (b"DXIL", dxil)]
    n = len(parts)
    offsets, body, off = [], b"", 32 + 4 * n
    for cc, data in parts:
        offsets.append(off)
        body += cc + struct.pack("<I", len(data)) + data
        off += 8 + len(data)
    if bad_offset:
        offsets[1] = 1 << 20
    total = 32 + 4 * n + len(body)
    hdr = b"DXBC" + b"\0" * 16 + struct.pack("<HHII", 1, 0, size_field or total, n)
    data = bytearray(hdr + struct.pack(f"<{n}I", *offsets) + body)
    if mode == "real":
        data[4:20] = digest(bytes(data))
    elif mode == "bypass":
        data[4:20] = b"\x01" * 16
    elif mode == "wrong":
        data[4:20] = bytes(range(16))
    if truncate is not None:
        data = data[:truncate]
    open(out, "wb").write(bytes(data))


main()
