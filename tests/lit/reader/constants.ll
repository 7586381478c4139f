; Constants of every form the DirectX tests use read back to LLVM's spelling.
; RUN: hlslc-opt -S %s | FileCheck %s

; CHECK: @s = private unnamed_addr constant [4 x i8] c"A\0Ab\00", align 1
@s = private unnamed_addr constant [4 x i8] c"A\0Ab\00", align 1
; CHECK: @z = internal global { <4 x float>, [2 x i32] } zeroinitializer, align 16
@z = internal global { <4 x float>, [2 x i32] } zeroinitializer, align 16
; CHECK: @h = external addrspace(2) global [3 x float], align 4
@h = external addrspace(2) global [3 x float], align 4
; CHECK: @p = global ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @h, i32 4)
@p = global ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @h, i32 4)
; CHECK: @half = global half 0xH3C00
@half = global half 0xH3C00
; CHECK: @f = global float 0x3FF7154760000000
@f = global float 0x3FF7154760000000
; CHECK: @d = global double 1.000000e+01
@d = global double 10.0
; CHECK: @arr = global [3 x i32] [i32 1, i32 -1, i32 -34]
@arr = global [3 x i32] [i32 1, i32 -1, i32 4294967262]
; CHECK: @vec = global <2 x float> <float 1.000000e+00, float -2.500000e-01>
@vec = global <2 x float> <float 1.0, float -0.25>
; CHECK: @pk = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@pk = global <{ i8, i32 }> <{ i8 1, i32 2 }>
; CHECK: @u = global i64 undef
@u = global i64 undef
; CHECK: @n = global ptr null
@n = global ptr null
; CHECK: @b = global i1 true
@b = global i1 true
