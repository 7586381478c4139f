// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x: calls to external functions pass a struct of resources as a
// NAME.hdl alloca holding the global's value and take a resource result
// through an sret handle alloca; what comes back is created and annotated
// where it is used. Checked against DXC.
RWBuffer<float> g0;
struct P { RWBuffer<float> b; uint i; };
export float readB(RWBuffer<float> b, uint i) { return b[i]; }
export void pick(out RWBuffer<float> b) { b = g0; }
Texture2D<float> getExt();
void fill(inout P p);
export float user(uint i) {
  RWBuffer<float> b; pick(b);
  P p; p.b = b; p.i = i; fill(p);
  return readB(p.b, p.i) + getExt().Load(int3(0,0,0));
}
// CHECK: define float @"\01?user@@YAMI@Z"(i32 %i)
// CHECK: [[G:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* @"\01?g0@@3V?$RWBuffer@M@@A"
// CHECK: [[P:%[0-9a-z]+]] = alloca %struct.P.hdl
// CHECK: [[R:%[0-9]+]] = alloca %dx.types.Handle
// CHECK: [[PB:%[0-9]+]] = getelementptr inbounds %struct.P.hdl, %struct.P.hdl* [[P]], i32 0, i32 0
// CHECK: store %dx.types.Handle [[G]], %dx.types.Handle* [[PB]]
// CHECK: call void @"\01?fill@@YAXUP@@@Z"(%struct.P.hdl* nonnull [[P]])
// CHECK: [[B:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle*
// CHECK: [[BC:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[B]])
// CHECK: [[BA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BC]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[BA]],
// CHECK: call void @"\01?getExt@@YA?AV?$Texture2D@M@@XZ"(%dx.types.Handle* nonnull sret [[R]])
// CHECK: [[T:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* [[R]]
// CHECK: [[TC:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[T]])
// CHECK: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[TC]], %dx.types.ResourceProperties { i32 2, i32 265 })
// CHECK: declare void @"\01?getExt@@YA?AV?$Texture2D@M@@XZ"(%dx.types.Handle* sret)
// CHECK: declare void @"\01?fill@@YAXUP@@@Z"(%struct.P.hdl*)
// CHECK: define void @"\01?pick@@YAXV?$RWBuffer@M@@@Z"(%dx.types.Handle* noalias nocapture)
// CHECK: define float @"\01?readB@@YAMV?$RWBuffer@M@@I@Z"(%dx.types.Handle* nocapture readonly, i32)
