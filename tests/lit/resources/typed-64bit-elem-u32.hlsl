// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// DXC implements the 64-bit elements of typed resources with u32 (as it does
// bool): Buffer<double>, Texture2D<uint64_t>, RWBuffer<int64_t2> and
// Buffer<double2> are TypedBuffer/Texture2D of U32 with their element count
// kept (2xU32), in the bindings table, the annotated handles and the
// metadata's element type tag (!{i32 0, i32 5}).

Buffer<double> a;
Buffer<bool2> b;
Texture2D<uint64_t> c;
RWBuffer<int64_t2> d;
Buffer<double2> e;
RWStructuredBuffer<float4> o;

// CHECK: ; a texture u32 buf
// CHECK: ; c texture u32 2d
// CHECK: ; e texture u32 buf
// CHECK: ; d UAV u32 buf
// CHECK: %dx.types.ResourceProperties { i32 10, i32 261 })  ; AnnotateHandle(res,props)  resource: TypedBuffer<U32>
// CHECK: %dx.types.ResourceProperties { i32 2, i32 261 })  ; AnnotateHandle(res,props)  resource: Texture2D<U32>
// CHECK: %dx.types.ResourceProperties { i32 4106, i32 517 })  ; AnnotateHandle(res,props)  resource: RWTypedBuffer<2xU32>
// CHECK: %dx.types.ResourceProperties { i32 10, i32 517 })  ; AnnotateHandle(res,props)  resource: TypedBuffer<2xU32>
// CHECK: !{i32 0, %"class.Buffer<double>"* undef, !"", i32 0, i32 0, i32 1, i32 10, i32 0, ![[U32:[0-9]+]]}
// CHECK: ![[U32]] = !{i32 0, i32 5}
// CHECK: !{i32 2, %"class.Texture2D<unsigned long long>"* undef, !"", i32 0, i32 2, i32 1, i32 2, i32 0, ![[U32]]}
// CHECK: !{i32 3, %"class.Buffer<vector<double, 2> >"* undef, !"", i32 0, i32 3, i32 1, i32 10, i32 0, ![[U32]]}
// CHECK: !{i32 0, %"class.RWBuffer<vector<long long, 2> >"* undef, !"", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, ![[U32]]}

[numthreads(1,1,1)]
void main() {
  o[0] = float4(a[0], b[0].x, c[uint2(0,0)], d[0].y) + (float)e[1].y;
}
