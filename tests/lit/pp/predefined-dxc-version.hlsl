// DXC predefines its version (__DXC_VERSION_MAJOR/MINOR/RELEASE/COMMITS, those
// of the reference build: 1.9.0.0) and keeps the clang 3.7 front end's
// compiler, byte-order and float macros in HLSL mode. Engine headers test
// them, e.g. to define select()/and()/or() only for DXC before 1.7.
// RUN: hlslc -T ps_6_0 -E main %s -P -Fi %t.i
// RUN: FileCheck %s < %t.i
// CHECK: dxc 1 9 0 0
// CHECK-NEXT: clang 1 1 3 7 0 "3.7.0 (tags/RELEASE_370/final)"
// CHECK-NEXT: gnu 4 2 1 1002 "4.2.1 Compatible dxc(private) 1.9.0.0"
// CHECK-NEXT: order 1234 1234 4321 3412 1
// CHECK-NEXT: flt 3.40282347e+38F 1.17549435e-38F 1.19209290e-7F 24 (-125) 128 6 9
// CHECK-NEXT: dbl 1.7976931348623157e+308 2.2250738585072014e-308 53 (-1021) 1024 15 17
// CHECK-NEXT: radix 2 __LDBL_DECIMAL_DIG__
// CHECK-NOT: old-select
// CHECK: new-select
dxc __DXC_VERSION_MAJOR __DXC_VERSION_MINOR __DXC_VERSION_RELEASE __DXC_VERSION_COMMITS
clang __llvm__ __clang__ __clang_major__ __clang_minor__ __clang_patchlevel__ __clang_version__
gnu __GNUC__ __GNUC_MINOR__ __GNUC_PATCHLEVEL__ __GXX_ABI_VERSION __VERSION__
order __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__ __ORDER_BIG_ENDIAN__ __ORDER_PDP_ENDIAN__ __LITTLE_ENDIAN__
flt __FLT_MAX__ __FLT_MIN__ __FLT_EPSILON__ __FLT_MANT_DIG__ __FLT_MIN_EXP__ __FLT_MAX_EXP__ __FLT_DIG__ __FLT_DECIMAL_DIG__
dbl __DBL_MAX__ __DBL_MIN__ __DBL_MANT_DIG__ __DBL_MIN_EXP__ __DBL_MAX_EXP__ __DBL_DIG__ __DBL_DECIMAL_DIG__
radix __FLT_RADIX__ __DECIMAL_DIG__
#if !defined(__DXC_VERSION_MAJOR) || (__DXC_VERSION_MAJOR <= 1 && __DXC_VERSION_MINOR < 7)
old-select
#else
new-select
#endif
