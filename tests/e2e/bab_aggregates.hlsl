// ByteAddressBuffer templated loads/stores of matrices, structs and arrays.
struct S { int i; float f; };
ByteAddressBuffer buf : register(t0);
RWByteAddressBuffer o : register(u0);
RWStructuredBuffer<int[2]> arr : register(u1);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float2x2 m = buf.Load<float2x2>(100);
  o.Store(0, m[0][1]);
  S s = buf.Load<S>(200);
  o.Store(4, s.f);
  arr[0] = buf.Load<int[2]>(300);
  float2x2 c = {1, 2, 3, 4};
  o.Store(16, c);
  S t = {7, 8.0};
  o.Store<S>(32, t);
}

