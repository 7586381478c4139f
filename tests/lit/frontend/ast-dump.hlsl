// -ast-dump prints the top-level declarations in clang's format: records
// with their fields, variables with `used` and clang's sugared:canonical
// type pairs, cbuffer blocks with their members, functions with their
// parameters (statements are not printed).
// RUN: hlslc -T cs_6_0 -E main -ast-dump %s | FileCheck %s
struct Element { int e; float2 f; };
cbuffer Params { float4 scale; uint count; };
StructuredBuffer<Element> sb;
RWBuffer<float4> unused_buf;
RWStructuredBuffer<Element> out_sb;
static float k = 2;
float helper(float x, int2 y) { return x * k + y.x; }
[numthreads(1, 1, 1)] void main(uint id : SV_DispatchThreadID) {
  Element e = sb[id];
  e.f *= scale.xy * helper(e.f.x, int2(count, 1));
  out_sb[id] = e;
}
// CHECK: TranslationUnitDecl 0x{{[0-9a-f]+}} <<invalid sloc>> <invalid sloc>
// CHECK-NEXT: |-CXXRecordDecl 0x{{[0-9a-f]+}} <{{.*}}ast-dump.hlsl:6:8> col:8 struct Element definition
// CHECK-NEXT: | |-CXXRecordDecl 0x{{[0-9a-f]+}} <col:8> col:8 implicit struct Element
// CHECK-NEXT: | |-FieldDecl 0x{{[0-9a-f]+}} <col:22> col:22 e 'int'
// CHECK-NEXT: | `-FieldDecl 0x{{[0-9a-f]+}} <col:32> col:32 f 'float2':'vector<float, 2>'
// CHECK-NEXT: |-HLSLBufferDecl 0x{{[0-9a-f]+}} <line:7:9> col:9 cbuffer Params
// CHECK-NEXT: | |-VarDecl 0x{{[0-9a-f]+}} <col:25> col:25 used scale 'float4':'vector<float, 4>'
// CHECK-NEXT: | `-VarDecl 0x{{[0-9a-f]+}} <col:37> col:37 used count 'uint'
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:8:27> col:27 used sb 'StructuredBuffer<Element>':'StructuredBuffer<Element>'
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:9:18> col:18 unused_buf 'RWBuffer<float4>':'RWBuffer<float4>'
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:10:29> col:29 used out_sb 'RWStructuredBuffer<Element>':'RWStructuredBuffer<Element>'
// CHECK-NEXT: |-VarDecl 0x{{[0-9a-f]+}} <line:11:14> col:14 used k 'float' static cinit
// CHECK-NEXT: |-FunctionDecl 0x{{[0-9a-f]+}} <line:12:7> col:7 used helper 'float (float, int2)'
// CHECK-NEXT: | |-ParmVarDecl 0x{{[0-9a-f]+}} <col:20> col:20 used x 'float'
// CHECK-NEXT: | `-ParmVarDecl 0x{{[0-9a-f]+}} <col:28> col:28 used y 'int2':'vector<int, 2>'
// CHECK-NEXT: `-FunctionDecl 0x{{[0-9a-f]+}} <line:13:28> col:28 used main 'void (uint)'
// CHECK-NEXT:   `-ParmVarDecl 0x{{[0-9a-f]+}} <col:38> col:38 used id 'uint'
