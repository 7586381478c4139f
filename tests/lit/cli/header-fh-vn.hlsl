// -Fh FILE writes DXC's header: the listing inside #if 0 / #endif and the
// container as a byte array named by -Vn (default g_<entry>), CRLF line
// ends, 12 bytes per line; the bytes are exactly -Fo's.
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil -Fh %t.h -Vn g_shader
// RUN: FileCheck %s --input-file %t.h
// RUN: hlslc -T cs_6_0 -E main %s -Fh %t2.h
// RUN: FileCheck %s --check-prefix=DEFAULT --input-file %t2.h
// RUN: od -An -v -tx1 %t.dxil | tr -s ' \n' ' ' | sed 's/^ //; s/ $//; s/ /, 0x/g; s/^/0x/' > %t.bytes
// RUN: tr -d '\r\n' < %t.h | sed 's/.*g_shader\[\] = {  *//; s/};$//; s/,  */, /g; s/ *$//' > %t.hbytes
// RUN: cmp %t.bytes %t.hbytes
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: #if 0
// CHECK: ; Input signature:
// CHECK: define void @main()
// CHECK: #endif
// CHECK: const unsigned char g_shader[] = {
// CHECK-NEXT: 0x44, 0x58, 0x42, 0x43,
// CHECK: };
// DEFAULT: const unsigned char g_main[] = {
