// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// RUN: not hlslc -T lib_6_3 -DEXTERNAL %s 2>&1 | FileCheck --check-prefix=EXT %s
// RUN: not hlslc -T lib_6_3 -DWRITTEN %s 2>&1 | FileCheck --check-prefix=WR %s
// A library's static globals initialized at run time: exported functions
// see them initialized (the initializer runs at their start when the
// global is never assigned afterwards; DXC keeps a global constructor for
// the linker, which hlslc does not write yet: an assigned one used by an
// export is refused). An initializer calling a function the library does
// not define is DXC's error.

RWBuffer<float> b : register(u0);
float load0() { return b[0]; }
static float g = load0();

// CHECK: define float @"\01?bar@@YAMXZ"()
// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
// CHECK: ret float
export float bar() { return g * 2; }

#ifdef EXTERNAL
float ext();
// EXT: static-init-exports.hlsl:[[# @LINE + 1]]:{{[0-9]+}}: error: Initializer for static global h makes disallowed call to external function.
static float h = ext();
export float useh() { return h; }
#endif

#ifdef WRITTEN
// WR: static-init-exports.hlsl:[[# @LINE + 1]]:{{[0-9]+}}: error: static global 'w' is initialized at run time and read by exported function 'usew'
static float w = load0();
export float usew() { w += 1; return w; }
#endif
