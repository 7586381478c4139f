// RUN: hlslc -T lib_6_6 %s | FileCheck %s
// RUN: hlslc -T lib_6_6 %s | FileCheck %s --check-prefix=DECL
// An argument a library's external function takes by address is the
// caller's variable itself when it is a local (or a member or element of
// one) that no earlier argument of the call uses, of exactly the parameter's
// type (DXC's "skip copy-in copy-out when safe"). The variable is then kept
// whole (its vector members stored as vectors), 4-aligned as HLSL aligns
// it. Otherwise the argument goes through a copy: the second use of one
// variable, a matrix whose orientation differs, and (without lifetime
// markers, DXC's late copy) an element of an array of vectors.
struct S { float4 a; float2 v; };
void in_s(S s);
void inout_s(inout S s);
void two(inout S a, inout S b);
void vec(inout float2 v);
void v4(inout float4 v);
void rm(inout row_major float2x2 m);

// CHECK-LABEL: define float @"\01?whole@@YAMM@Z"
// CHECK: [[S:%[0-9]+]] = alloca %struct.S, align 4
// CHECK-NOT: alloca
// CHECK: store <4 x float>
// CHECK: call void @"\01?in_s@@YAXUS@@@Z"(%struct.S* nonnull [[S]]) #0
// CHECK: call void @"\01?inout_s@@YAXUS@@@Z"(%struct.S* nonnull [[S]]) #0
// CHECK: ret float
export float whole(float x) {
  S s = (S)x;
  in_s(s);
  inout_s(s);
  return s.v.y + s.a.x;
}

// The member's address is a GEP: no nonnull (LLVM 3.7 knows allocas only).
// CHECK-LABEL: define float @"\01?member@@YAMM@Z"
// CHECK: [[M:%[0-9]+]] = alloca %struct.S, align 4
// CHECK-NOT: alloca
// CHECK: [[G:%[0-9]+]] = getelementptr inbounds %struct.S, %struct.S* [[M]], i32 0, i32 1
// CHECK: call void @"\01?vec@@YAXAIAV?$vector@M$01@@@Z"(<2 x float>* dereferenceable(8) [[G]]) #0
export float member(float x) {
  S s = (S)x;
  vec(s.v);
  return s.v.y + s.a.x;
}

// CHECK-LABEL: define float @"\01?twice@@YAMM@Z"
// CHECK: alloca %struct.S
// CHECK: alloca %struct.S
// CHECK-NOT: alloca
// CHECK: call void @"\01?two@@YAXUS@@0@Z"(%struct.S* nonnull %{{[0-9]+}}, %struct.S* nonnull %{{[0-9]+}}) #0
export float twice(float x) {
  S s = (S)x;
  two(s, s);
  return s.v.y;
}

// CHECK-LABEL: define float @"\01?arr_elem@@YAMMI@Z"
// CHECK: [[T:%[0-9]+]] = alloca <4 x float>, align 4
// CHECK-NOT: lifetime.start(i64 16
// CHECK: call void @"\01?v4@@YAXAIAV?$vector@M$03@@@Z"(<4 x float>* nonnull dereferenceable(16) [[T]]) #0
// CHECK-NOT: lifetime.end(i64 16
// CHECK: ret float
export float arr_elem(float x, uint i) {
  float4 arr[3] = {x.xxxx, x.xxxx, x.xxxx};
  v4(arr[i]);
  return arr[1].y;
}

// CHECK-LABEL: define float @"\01?orient@@YAMM@Z"
// CHECK: call void @llvm.lifetime.start(i64 16
// CHECK: call void @"\01?rm@@YAXAIAV?$matrix@M$01$01@@@Z"(%class.matrix.float.2.2* dereferenceable(16) %{{[0-9]+}}) #0
// CHECK: call void @llvm.lifetime.end(i64 16
export float orient(float x) {
  column_major float2x2 m = x;
  rm(m);
  return m[1][0];
}

// The declarations carry no noalias (that is a definition's prologue's).
// DECL-DAG: declare void @"\01?in_s@@YAXUS@@@Z"(%struct.S*){{$}}
// DECL-DAG: declare void @"\01?inout_s@@YAXUS@@@Z"(%struct.S*){{$}}
// DECL-DAG: declare void @"\01?vec@@YAXAIAV?$vector@M$01@@@Z"(<2 x float>* dereferenceable(8)){{$}}
