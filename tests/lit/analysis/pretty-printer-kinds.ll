; dxil-pretty-printer: the resource binding table for resource kinds the
; corpus tests do not cover (textures, multisampled textures, samplers,
; structured buffers with a counter), with DXC's column widths. The table
; is the same whether it is built from the handle-creation calls or, after
; op lowering, from the dx.resources metadata.
; RUN: hlslc-opt -disable-output -passes=dxil-pretty-printer %s 2>&1 | FileCheck %s --strict-whitespace
; RUN: hlslc-opt -disable-output -passes=dxil-translate-metadata,dxil-op-lower,dxil-pretty-printer %s 2>&1 \
; RUN:   | FileCheck %s --strict-whitespace

target triple = "dxil-pc-shadermodel6.6-pixel"

@T.str = private unnamed_addr constant [2 x i8] c"T\00", align 1
@MS.str = private unnamed_addr constant [3 x i8] c"MS\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@S.str = private unnamed_addr constant [2 x i8] c"S\00", align 1
@SB.str = private unnamed_addr constant [3 x i8] c"SB\00", align 1
@U.str = private unnamed_addr constant [2 x i8] c"U\00", align 1

; CHECK:      {{^}};{{$}}
; CHECK-NEXT: {{^}}; Resource Bindings:{{$}}
; CHECK-NEXT: {{^}};{{$}}
; CHECK-NEXT: {{^}}; Name                                 Type  Format         Dim      ID      HLSL Bind     Count{{$}}
; CHECK-NEXT: {{^}}; ------------------------------ ---------- ------- ----------- ------- -------------- ---------{{$}}
; CHECK-NEXT: {{^}}; T                                 texture     f32          2d      T0             t3         1{{$}}
; CHECK-NEXT: {{^}}; C                                 texture     i32        cube      T1             t4         1{{$}}
; CHECK-NEXT: {{^}}; SB                                texture  struct         r/o      T2             t7         3{{$}}
; CHECK-NEXT: {{^}}; MS                                texture     f32       2dMS4      T3      t0,space1         1{{$}}
; CHECK-NEXT: {{^}}; U                                     UAV  struct     r/w+cnt      U0             u1 unbounded{{$}}
; CHECK-NEXT: {{^}}; S                                 sampler      NA          NA      S0             s2         1{{$}}
; CHECK-NEXT: {{^}};{{$}}

define void @main() #0 {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2)
      @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr @T.str)
  %ms = call target("dx.MSTexture", <4 x float>, 0, 4, 0, 3)
      @llvm.dx.resource.handlefrombinding(i32 1, i32 0, i32 1, i32 0, ptr @MS.str)
  %c = call target("dx.Texture", <4 x i32>, 0, 0, 1, 5)
      @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 1, i32 0, ptr @C.str)
  %s = call target("dx.Sampler", 0)
      @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @S.str)
  %sb = call target("dx.RawBuffer", <4 x float>, 0, 0)
      @llvm.dx.resource.handlefrombinding(i32 0, i32 7, i32 3, i32 0, ptr @SB.str)
  %u = call target("dx.RawBuffer", float, 1, 0)
      @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 -1, i32 0, ptr @U.str)
  %n = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", float, 1, 0) %u, i8 1)
  ret void
}

attributes #0 = { "hlsl.shader"="pixel" }
