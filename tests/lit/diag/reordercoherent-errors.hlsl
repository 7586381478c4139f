// RUN: not hlslc -T lib_6_9 %s 2>&1 | FileCheck %s
// RUN: not hlslc -T lib_6_8 -DSM68 %s 2>&1 | FileCheck %s --check-prefix=SM68
// reordercoherent applies to UAVs (and arrays of them) only, and needs
// shader model 6.9 (DXC's validator message before it).

#ifdef SM68
// SM68: error: reordercoherent requires SM 6.9 or later. 'u'
reordercoherent RWBuffer<float> u;
#else
// CHECK: error: 'reordercoherent' is not a valid modifier for a declaration of type 'Buffer<float>'
// CHECK: note: 'reordercoherent' can only be applied to UAV objects
reordercoherent Buffer<float> t;
// CHECK: error: 'reordercoherent' is not a valid modifier for a declaration of type 'float'
reordercoherent float x;
#endif

[shader("raygeneration")]
void main() {}
