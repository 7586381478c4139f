// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// Raw and structured buffers hold min-precision values in 32 bits (DXC's
// hostlayout types): loads read f32/i32 and truncate, stores extend (fpext,
// sext for signed, zext for unsigned) before rawBufferStore.f32/.i32.

// CHECK: %"hostlayout.class.StructuredBuffer<S>" = type { %hostlayout.struct.S }
// CHECK: %hostlayout.struct.S = type { float, float, <3 x i32>, i32 }
// CHECK: %"hostlayout.class.RWStructuredBuffer<vector<min16float, 2> >" = type { <2 x float> }
// CHECK: %"hostlayout.class.RWStructuredBuffer<S>" = type { %hostlayout.struct.S }

// CHECK: [[A:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, i8 1, i32 4)
// CHECK: [[A0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[A]], 0
// CHECK: fptrunc float [[A0]] to half
// s.c.y (min16uint3 at 8)
// CHECK: [[C:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 8, i8 7, i32 4)
// CHECK: [[C1:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[C]], 1
// CHECK: trunc i32 [[C1]] to i16
// CHECK: [[D:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 20, i8 1, i32 4)
// CHECK: [[E:%[0-9]+]] = fpext half %{{[0-9]+}} to float
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, float [[E]], float [[E]], float undef, float undef, i8 3, i32 4)
// signed and unsigned members extend by their signedness
// CHECK: [[SX:%[0-9]+]] = sext i16 %{{[0-9]+}} to i32
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 20, i32 [[SX]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
// CHECK: [[ZX:%[0-9]+]] = zext i16 %{{[0-9]+}} to i32
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 12, i32 [[ZX]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)

struct S { min16float a; float b; min16uint3 c; min16int d; };
StructuredBuffer<S> ss;
RWStructuredBuffer<min16float2> o;
RWStructuredBuffer<S> os;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  S s = ss[id.z];
  o[id.x] = s.a + s.c.y + s.d;
  os[id.x].d = s.d - 1;
  os[id.y].c.y = s.c.x * 2;
}
