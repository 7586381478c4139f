#!/usr/bin/env python3
"""Writes the LLVM bitcode of a DXContainer's DXIL part to a file.

  dxil-bitcode.py IN.dxil OUT.bc

The DXIL part starts with the 24-byte program header; the bitcode begins at
offset 8 + BitcodeOffset and is BitcodeSize bytes long (dxil-format.md §1.4).
"""
import struct
import sys

data = open(sys.argv[1], "rb").read()
if data[:4] != b"DXBC":
    sys.exit("not a DXContainer")
count = struct.unpack_from("<I", data, 28)[0]
for i in range(count):
    off = struct.unpack_from("<I", data, 32 + 4 * i)[0]
    if data[off:off + 4] == b"DXIL":
        body = off + 8
        bc_off, bc_size = struct.unpack_from("<II", data, body + 16)
        start = body + 8 + bc_off
        open(sys.argv[2], "wb").write(data[start:start + bc_size])
        sys.exit(0)
sys.exit("no DXIL part")
