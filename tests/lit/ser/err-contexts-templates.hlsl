// dx::HitObject as the element of a built-in template: DXC's context for
// typed buffers and textures (builtin template parameters), ConstantBuffer<T>
// and structured buffers, a struct member noted
// RUN: not hlslc -T lib_6_9 %s 2>&1 | FileCheck %s
// CHECK: err-contexts-templates.hlsl:11:10: error: object 'dx::HitObject' is not allowed in builtin template parameters
// CHECK: err-contexts-templates.hlsl:12:11: error: object 'dx::HitObject' is not allowed in builtin template parameters
// CHECK: err-contexts-templates.hlsl:14:16: error: object 'dx::HitObject' is not allowed in ConstantBuffers or TextureBuffers
// CHECK: err-contexts-templates.hlsl:13:26: note: 'dx::HitObject' field declared here
// CHECK: err-contexts-templates.hlsl:15:24: error: object 'dx::HitObject' is not allowed in structured buffers
// CHECK: err-contexts-templates.hlsl:13:26: note: 'dx::HitObject' field declared here
RWBuffer<dx::HitObject> b;
Texture2D<dx::HitObject> t;
struct S { dx::HitObject h; };
ConstantBuffer<S> cb;
AppendStructuredBuffer<S> ap;
[shader("raygeneration")] void RG() {}
