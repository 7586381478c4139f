// A literal operation splatted to an int64_t2 converts before the splat,
// at 64 bits.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: [[S:%[0-9]+]] = select i1 %{{[0-9]+}}, i64 4294967297, i64 4294967298
// CHECK: rawBufferStore.i64({{.*}}, i64 [[S]], i64 [[S]], i64 undef, i64 undef, i8 3, i32 8)

RWStructuredBuffer<int64_t2> q;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  q[0] = (c ? 1 : 2) + 0x100000000;
}
