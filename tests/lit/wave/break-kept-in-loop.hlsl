// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T ps_6_0 -E psmain %s | FileCheck %s
// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A `break` whose block uses a wave-sensitive value computed in the loop
// stays in the loop, as DXC keeps it: the branch out is conditional on a
// load of @dx.break.cond (an internal constant 0 read once in the entry
// block), with the loop's continue block as the other target, so the block
// runs in the iteration, and with the lanes, that broke out.

// CHECK: @dx.break.cond = internal constant [1 x i32] zeroinitializer
// CHECK: define
// CHECK-NEXT: [[L:%[0-9]+]] = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.break.cond, i32 0, i32 0)
// CHECK-NEXT: [[C:%[0-9]+]] = icmp eq i32 [[L]], 0
// CHECK: call i32 @dx.op.waveReadLaneFirst.i32(i32 118
// CHECK: @dx.op.{{bufferLoad|rawBufferLoad}}
// CHECK: br i1 [[C]], label
// CHECK-NOT: dx.break(

StructuredBuffer<float> tex[] : register(t0);
RWStructuredBuffer<float> o : register(u0);

float waterfall(uint idx) {
  float r = 0;
  for (;;) {
    uint first = WaveReadLaneFirst(idx);
    if (first == idx) {
      r = tex[first][0];
      break;
    }
  }
  return r;
}

[numthreads(64,1,1)]
void main(uint t : SV_GroupIndex) { o[t] = waterfall(t & 7); }

float4 psmain(nointerpolation uint i : I) : SV_Target { return waterfall(i); }

export float libfn(uint i) { return waterfall(i); }
