// RUN: hlslc -T ps_6_6 -E main -HV 2021 -ast-dump %s | FileCheck %s
// A member function template prints among its record's members as a
// FunctionTemplateDecl with its specializations (CXXMethodDecl named as the
// template); in an instance of a struct template its parameters are not
// referenced (its body is not instantiated there). A call names the
// member as the template, the enclosing template's T as its argument.

template <typename T> struct Tex {
  uint heapId;
  // CHECK: ClassTemplateSpecializationDecl 0x{{[0-9a-f]+}} {{.*}} struct Tex definition
  // CHECK: FunctionTemplateDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 6]]:3, col:73> col:30 Load
  // CHECK-NEXT: TemplateTypeParmDecl 0x{{[0-9a-f]+}} <col:13, col:22> col:22 typename Arg0
  // CHECK: CXXMethodDecl 0x{{[0-9a-f]+}} <col:28, col:73> col:30 used Load 'vector<float, 4> (vector<int, 3>)'
  // CHECK-NEXT: TemplateArgument type 'vector<int, 3>'
  // CHECK-NEXT: ParmVarDecl 0x{{[0-9a-f]+}} <col:35, col:40> col:40 used arg0 'vector<int, 3>':'vector<int, 3>'
  // CHECK: CXXMemberCallExpr 0x{{[0-9a-f]+}} <col:55, col:70> 'vector<float, 4>'
  template <typename Arg0> T Load(Arg0 arg0) { return Get().Load(arg0); }
  // CHECK: CXXMethodDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 1]]:3, col:77> col:16 used Get 'Texture2D<vector<float, 4> > ()'
  Texture2D<T> Get() { return (Texture2D<T>)ResourceDescriptorHeap[heapId]; }
};

cbuffer CB : register(b0) { Tex<float4> tex; };

float4 main() : SV_Target {
  // CHECK: CXXMemberCallExpr 0x{{[0-9a-f]+}} <col:10, col:32> 'vector<float, 4>':'vector<float, 4>'
  // CHECK-NEXT: MemberExpr 0x{{[0-9a-f]+}} <col:10, col:14> '<bound member function type>' .Load
  return tex.Load(int3(0, 0, 0));
}
