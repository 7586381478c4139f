// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// CallShader with an inout parameter of a callable shader: as in DXC the
// parameter is copied to a temporary, passed, and copied back.
struct Params { float4 v; };

[shader("callable")]
void Callee(inout Params p) {
  p.v.x = 5;
  CallShader(7, p);
}

// CHECK: define void @"\01?Callee@@YAXUParams@@@Z"(%struct.Params* noalias nocapture %p)
// CHECK: %[[T:[0-9]+]] = alloca %struct.Params
// CHECK: call void @dx.op.callShader.struct.Params(i32 159, i32 7, %struct.Params* nonnull %[[T]])
// CHECK: %[[B:[0-9]+]] = getelementptr inbounds %struct.Params, %struct.Params* %[[T]], i32 0, i32 0
// CHECK: %[[V:[0-9]+]] = load <4 x float>, <4 x float>* %[[B]]
// CHECK: store <4 x float> %[[V]], <4 x float>*
