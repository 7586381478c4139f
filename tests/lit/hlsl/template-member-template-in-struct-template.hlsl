// A member function template of a struct template: the enclosing
// template's arguments stay bound in it (T below), and it overloads by arity
// like any member template.
// RUN: hlslc -T ps_6_6 -E main -HV 2021 %s | FileCheck %s
// CHECK: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218,
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66,
// CHECK: fmul fast float %{{[0-9]+}}, 3.000000e+00
// CHECK: call void @dx.op.storeOutput.f32(

template <typename T> struct MyTex2D {
  uint heapId;
  template <typename A0> T Load(A0 a0) { return Get().Load(a0); }
  template <typename A0, typename A1> T Load(A0 a0, A1 a1) { return Get().Load(a0, a1); }
  template <typename S> T Scale(S s) { return Load(int3(0, 0, 0)) * (T)s; }
  Texture2D<T> Get() { return (Texture2D<T>)ResourceDescriptorHeap[heapId]; }
};

cbuffer CB : register(b0) { MyTex2D<float4> tex; };

float4 main() : SV_Target {
  return tex.Scale(3) + tex.Load(int3(1, 1, 0), int2(0, 0));
}
