// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A vector's size argument is an integer constant expression, one that starts
// with '!' or '~' too (vector<int, !!(true)>, as a static assert macro writes it).

static const vector<int, !!(true)> A = 1;
static const vector<int, ~0u + 3> B = 2;
static const matrix<int, !false + 1, 1 + 1> M = 1;

RWBuffer<int> o;

// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 4,
[numthreads(1, 1, 1)]
void main() { o[0] = A.x + B.y + M._22; }
