// RUN: hlslc -T lib_6_3 -auto-binding-space 11 -default-linkage external %s | FileCheck %s
// RUN: hlslc -T lib_6_6 -auto-binding-space 11 -default-linkage external %s | FileCheck %s --check-prefix=SM66
// A library reads each resource from its external global and creates the
// handle with createHandleForLib (annotated from DXIL 1.6); the dx.resources
// record points at the global and keeps the name.
Texture2D<float> T1;
float foo() { return T1.Load(1); }

// CHECK: @"\01?T1@@3V?$Texture2D@M@@A" = external constant %"class.Texture2D<float>", align 4
// CHECK: define float @"\01?foo@@YAMXZ"()
// CHECK: [[OBJ:%[0-9]+]] = load %"class.Texture2D<float>", %"class.Texture2D<float>"* @"\01?T1@@3V?$Texture2D@M@@A"
// CHECK: call %dx.types.Handle @"dx.op.createHandleForLib.class.Texture2D<float>"(i32 160, %"class.Texture2D<float>" [[OBJ]])
// CHECK: !{i32 0, %"class.Texture2D<float>"* @"\01?T1@@3V?$Texture2D@M@@A", !"T1", i32 11, i32 0, i32 1, i32 2, i32 0, !{{[0-9]+}}}
// CHECK: !{null, !"", null, !{{[0-9]+}}, ![[PROPS:[0-9]+]]}
// CHECK: ![[PROPS]] = !{i32 5, ![[SPACE:[0-9]+]]}
// CHECK: ![[SPACE]] = !{i32 11}

// SM66: [[OBJ:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* @"\01?T1@@3V?$Texture2D@M@@A", align 4
// SM66: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[OBJ]])
// SM66-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H]], %dx.types.ResourceProperties { i32 2, i32 265 })
