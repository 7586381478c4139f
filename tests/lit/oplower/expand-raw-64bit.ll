; 64-bit raw buffer accesses are split into i32 pairs only up to DXIL 1.2
; (rawBufferLoad/Store have f64/i64 overloads from 1.3); typed 64-bit
; buffers are always split.
; RUN: hlslc-opt -S -dxil-intrinsic-expansion -mtriple=dxil-pc-shadermodel6.2-compute %s | FileCheck %s --check-prefix=SM62
; RUN: hlslc-opt -S -dxil-intrinsic-expansion -mtriple=dxil-pc-shadermodel6.3-compute %s | FileCheck %s --check-prefix=SM63

; SM62: [[L:%.*]] = call { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_f64_0_0t(target("dx.RawBuffer", double, 0, 0) %buf, i32 %i, i32 0)
; SM62: [[V:%.*]] = extractvalue { <2 x i32>, i1 } [[L]], 0
; SM62: [[LO:%.*]] = extractelement <2 x i32> [[V]], i32 0
; SM62: [[HI:%.*]] = extractelement <2 x i32> [[V]], i32 1
; SM62: [[D:%.*]] = call double @llvm.dx.asdouble.i32(i32 [[LO]], i32 [[HI]])
; SM62: ret double [[D]]
; SM63: call { double, i1 } @llvm.dx.resource.load.rawbuffer.f64.tdx.RawBuffer_f64_0_0t(
; SM63-NOT: asdouble

define double @main(i32 %i) {
  %buf = call target("dx.RawBuffer", double, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %l = call { double, i1 } @llvm.dx.resource.load.rawbuffer.f64.tdx.RawBuffer_f64_0_0t(target("dx.RawBuffer", double, 0, 0) %buf, i32 %i, i32 0)
  %v = extractvalue { double, i1 } %l, 0
  ret double %v
}
