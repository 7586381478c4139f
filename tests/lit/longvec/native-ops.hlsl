// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// DXIL 1.9 keeps vectors: arithmetic, compares and selects stay vector
// instructions (a scalar operand is splatted with insertelement +
// shufflevector), and intrinsics whose DXIL op has a vector overload are one
// call of it (dx.op.unary.v8f32, dx.op.binary.v8i32, dx.op.tertiary.v8i32).

RWStructuredBuffer<vector<float, 8> > f;
RWStructuredBuffer<vector<int, 8> > n;

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  vector<float, 8> a = f[i];
  // CHECK: [[X:%.*]] = fmul fast <8 x float> [[A:%.*]], <float 2.000000e+00,
  // CHECK: [[S:%.*]] = call <8 x float> @dx.op.unary.v8f32(i32 13, <8 x float> [[A]])  ; Sin(value)
  // CHECK: fadd fast <8 x float> [[X]], [[S]]
  vector<float, 8> b = a * 2 + sin(a);
  // CHECK: [[C:%.*]] = fcmp fast olt <8 x float> %{{.*}}, [[A]]
  // CHECK: select <8 x i1> [[C]], <8 x float>
  f[i + 1] = select(b < a, b, a);
  vector<int, 8> x = n[i];
  // CHECK: [[SPLAT:%.*]] = insertelement <8 x i32> undef, i32 %{{.*}}, i32 0
  // CHECK: shufflevector <8 x i32> [[SPLAT]], <8 x i32> undef, <8 x i32> zeroinitializer
  // CHECK: call <8 x i32> @dx.op.binary.v8i32(i32 37, <8 x i32> [[XV:%.*]], <8 x i32> %{{.*}})  ; IMax(a,b)
  // CHECK: call <8 x i32> @dx.op.tertiary.v8i32(i32 48, <8 x i32> [[XV]], <8 x i32> [[XV]], <8 x i32> [[XV]])  ; IMad(a,b,c)
  // CHECK: call <8 x i32> @dx.op.unaryBits.v8i32(i32 31, <8 x i32> [[XV]])  ; Countbits(value)
  n[i + 1] = max(x, (int)i) + mad(x, x, x) + countbits(x);
}
