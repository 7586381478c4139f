// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Byte address buffers: Load/Load2..4 and Store/Store2..4 become
// llvm.dx.resource.{load,store}.rawbuffer with the byte offset as the index
// operand and a poison element offset.

ByteAddressBuffer Src : register(t0);
RWByteAddressBuffer Dst : register(u0);

// CHECK: %[[S:[0-9]+]] = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Src.str)
// CHECK: %[[D:[0-9]+]] = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Dst.str)
// CHECK: %[[L4:[0-9]+]] = call { <4 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v4i32.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %[[S]], i32 %{{[0-9]+}}, i32 poison)
// CHECK: extractvalue { <4 x i32>, i1 } %[[L4]], 0
// CHECK: %[[L1:[0-9]+]] = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %[[S]], i32 %{{[0-9]+}}, i32 poison)
// CHECK: extractvalue { i32, i1 } %[[L1]], 0
// CHECK: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4i32(target("dx.RawBuffer", i8, 1, 0) %[[D]], i32 %{{[0-9]+}}, i32 poison, <4 x i32> %{{[0-9]+}})
// CHECK: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %[[D]], i32 %{{[0-9]+}}, i32 poison, i32 %{{[0-9]+}})
// CHECK: declare { <4 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v4i32.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0), i32, i32) #[[RD:[0-9]+]]
// CHECK: declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, <4 x i32>) #[[WR:[0-9]+]]
// CHECK: attributes #[[RD]] = { nounwind memory(read) }
// CHECK: attributes #[[WR]] = { nounwind memory(write) }

[numthreads(32, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  uint base = gi * 16;
  uint4 v = Src.Load4(base);
  uint s = Src.Load(base + 4);
  Dst.Store4(base, v.wzyx);
  Dst.Store(base + 12, v.x ^ s);
}
