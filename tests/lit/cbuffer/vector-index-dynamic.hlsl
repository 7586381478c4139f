// A cbuffer vector indexed dynamically is copied to a local array, as DXC
// does: one row load, a store per component, a load at the index.
// RUN: hlslc -T ps_6_6 -E main -enable-16bit-types %s | FileCheck %s
cbuffer cb {
  int16_t i;
  half4 v;
};

float4 main() : SV_Target {
  return v[i];
}
// CHECK: %[[A:[0-9]+]] = alloca [4 x half], align 2
// CHECK: %[[L:[0-9]+]] = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK-NEXT: %[[X:[0-9]+]] = extractvalue %dx.types.CBufRet.f16.8 %[[L]], 1
// CHECK-NEXT: %[[Y:[0-9]+]] = extractvalue %dx.types.CBufRet.f16.8 %[[L]], 2
// CHECK-NEXT: %[[Z:[0-9]+]] = extractvalue %dx.types.CBufRet.f16.8 %[[L]], 3
// CHECK-NEXT: %[[W:[0-9]+]] = extractvalue %dx.types.CBufRet.f16.8 %[[L]], 4
// CHECK: %[[I:[0-9]+]] = sext i16 %{{[0-9]+}} to i32
// CHECK-NEXT: %[[P0:[0-9]+]] = getelementptr inbounds [4 x half], [4 x half]* %[[A]], i32 0, i32 0
// CHECK-NEXT: store half %[[X]], half* %[[P0]], align 2
// CHECK-NEXT: %[[P1:[0-9]+]] = getelementptr inbounds [4 x half], [4 x half]* %[[A]], i32 0, i32 1
// CHECK-NEXT: store half %[[Y]], half* %[[P1]], align 2
// CHECK-NEXT: %[[P2:[0-9]+]] = getelementptr inbounds [4 x half], [4 x half]* %[[A]], i32 0, i32 2
// CHECK-NEXT: store half %[[Z]], half* %[[P2]], align 2
// CHECK-NEXT: %[[P3:[0-9]+]] = getelementptr inbounds [4 x half], [4 x half]* %[[A]], i32 0, i32 3
// CHECK-NEXT: store half %[[W]], half* %[[P3]], align 2
// CHECK-NEXT: %[[P:[0-9]+]] = getelementptr inbounds [4 x half], [4 x half]* %[[A]], i32 0, i32 %[[I]]
// CHECK-NEXT: load half, half* %[[P]], align 2
