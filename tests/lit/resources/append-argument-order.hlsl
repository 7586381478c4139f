// RUN: hlslc -T cs_6_2 %s | FileCheck %s
// Append evaluates its argument before it moves the counter (DXC); a
// prefix ++ on a structured buffer element reads the element again after
// the store (the expression designates it), a typed buffer's does not.

RWStructuredBuffer<int> buf : register(u0);
RWBuffer<int> tb : register(u1);
AppendStructuredBuffer<int> results : register(u2);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: %[[L:[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[BUF:[0-9]+]], i32 0, i32 0,
  // CHECK: %[[V:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[L]], 0
  // CHECK: %[[N:[0-9]+]] = add nsw i32 %[[V]], 1
  // CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[BUF]], i32 0, i32 0, i32 %[[N]],
  // CHECK: %[[C:[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %[[RES:[0-9]+]], i8 1)
  // CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[RES]], i32 %[[C]], i32 0, i32 %[[V]],
  results.Append(buf[0]++);
  // CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[BUF]], i32 1, i32 0, i32 %[[N2:[0-9]+]],
  // CHECK-NEXT: %[[R:[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[BUF]], i32 1, i32 0,
  // CHECK-NEXT: %[[RV:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[R]], 0
  // CHECK-NEXT: %[[C2:[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %[[RES]], i8 1)
  // CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[RES]], i32 %[[C2]], i32 0, i32 %[[RV]],
  results.Append(++buf[1]);
  // CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 %[[T:[0-9]+]],
  // CHECK-NEXT: %[[C3:[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %[[RES]], i8 1)
  // CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[RES]], i32 %[[C3]], i32 0, i32 %[[T]],
  results.Append(++tb[0]);
}
