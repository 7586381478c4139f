// RUN: hlslc -T vs_6_0 -E main -HV 2018 %s | FileCheck %s
// RUN: hlslc -T vs_6_0 -E main -HV 2021 %s | FileCheck --check-prefix=HV2021 %s
// Before HLSL 2021, &&, || and ?: evaluate every operand (DXC); from
// 2021 they short-circuit.

AppendStructuredBuffer<int4> buf;
bool set10(inout int i, bool r) { i = 10; return r; }
int put(inout int i, int v) { i = v; return v; }

// CHECK: i32 10, i32 10, i32 10, i32 11, i8 15)
// CHECK: i32 10, i32 11, i32 11, i32 11, i8 15)
// CHECK: i32 1, i32 2, i32 %{{.*}}, i32 0, i8 15)
// HV2021: i32 0, i32 0, i32 10, i32 11, i8 15)
// HV2021: i32 10, i32 11, i32 1, i32 1, i8 15)
void main(int c : C) {
  int4 v = 0;
  if (false && set10(v.x, false)) v.x++;
  if (false && set10(v.y, true)) v.y++;
  if (true && set10(v.z, false)) v.z++;
  if (true && set10(v.w, true)) v.w++;
  buf.Append(v);
  v = 0;
  if (false || set10(v.x, false)) v.x++;
  if (false || set10(v.y, true)) v.y++;
  if (true || set10(v.z, false)) v.z++;
  if (true || set10(v.w, true)) v.w++;
  buf.Append(v);
  v = 0;
  v.z = c > 0 ? put(v.x, 1) : put(v.y, 2);
  buf.Append(v);
}
