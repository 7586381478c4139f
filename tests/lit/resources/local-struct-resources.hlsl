// RUN: hlslc -T cs_6_0 -E main -Qkeep_reflect_in_dxil %s | FileCheck %s
// Local structs holding resources, struct parameters and returns: the fields
// are copies of globals' handles, and after inlining and SROA each access uses
// the handle of the global it came from. A global
// struct of resources used as a value copies each of its handles.

RWBuffer<uint> G[4] : register(u0);
struct S { RWBuffer<uint> R[2]; uint k; };
struct R2 { RWBuffer<uint> a; RWBuffer<uint> b; };
R2 gs;

S make(uint k) { S s; s.R[0] = G[1]; s.R[1] = gs.b; s.k = k; return s; }
void use(S s, uint i) { s.R[1][i] = s.k + s.R[0][i]; }
void use2(R2 r, RWBuffer<uint> arr[4], uint i) { r.a[i] = arr[3][i]; }

[numthreads(1,1,1)]
void main(uint i : SV_GroupIndex) {
  use(make(7), i);
  use2(gs, G, i);
  S t;
  t.R[0] = G[2];
  S u = t;
  u.R[0][i] = 9;
}

// gs.a (u4), gs.b (u5), G[1], G[3], G[2]: gs.b is used first (in make), so
// it is listed first, as DXC lists it; the fields of a struct of resources
// only are bound in declaration order (DXC: gs.b u4, gs.a u5)
// CHECK: [[A:%[0-9A-Za-z_.]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 4, i1 false)
// CHECK: [[B:%[0-9A-Za-z_.]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 5, i1 false)
// CHECK: [[G1:%[0-9A-Za-z_.]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
// CHECK: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[G1]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[B]], i32 %{{[0-9]+}}, i32 undef, i32 [[V:%[0-9A-Za-z_.]+]],
// CHECK: [[G3:%[0-9A-Za-z_.]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 3, i1 false)
// CHECK: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[G3]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[A]],
// CHECK: [[G2:%[0-9A-Za-z_.]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 2, i1 false)
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[G2]], i32 %{{[0-9]+}}, i32 undef, i32 9,

// CHECK: !{i32 0, [4 x %"class.RWBuffer<unsigned int>"]* undef, !"G", i32 0, i32 0, i32 4, i32 10,
// CHECK: !{i32 1, %"class.RWBuffer<unsigned int>"* undef, !"gs.b", i32 0, i32 5, i32 1, i32 10,
// CHECK: !{i32 2, %"class.RWBuffer<unsigned int>"* undef, !"gs.a", i32 0, i32 4, i32 1, i32 10,
