// RUN: not hlslc -T lib_6_8 %s 2>&1 | FileCheck %s
// RUN: not hlslc -T lib_6_8 -DBADREC %s 2>&1 | FileCheck --check-prefix=REC %s
// DXC's rules for node entry parameters and records: the input record kind
// follows the launch type; node attributes only where they apply;
// SV_DispatchGrid once, of uint/uint16_t up to 3 components; dispatch grid
// components 1..65535 with a product up to 2^24-1; records are structs.

struct R { uint a; };
struct G2 { uint2 g : SV_DispatchGrid; uint3 h : SV_DispatchGrid; };
struct GF { float2 g : SV_DispatchGrid; };

// CHECK: param-diags.hlsl:[[@LINE+4]]:36: error: 'DispatchNodeInputRecord' may not be used with thread nodes (only ThreadNodeInputRecord or RWThreadNodeInputRecord)
// CHECK: param-diags.hlsl:[[@LINE+2]]:2: note: Launch type defined here
[Shader("node")]
[NodeLaunch("thread")]
void k1(DispatchNodeInputRecord<R> in1) {}

// CHECK: param-diags.hlsl:[[@LINE+5]]:10: error: attribute MaxRecords must only be used with node outputs or coalescing launch inputs
// CHECK: param-diags.hlsl:[[@LINE+4]]:56: error: attribute 'NodeArraySize' may only be used with node output arrays (NodeOutputArray or EmptyNodeOutputArray)
// CHECK: param-diags.hlsl:[[@LINE+4]]:10: error: attribute 'MaxRecords' may only be used with output nodes or input record objects
[Shader("node")]
[NodeLaunch("thread")]
void k2([MaxRecords(2)] ThreadNodeInputRecord<R> in1, [NodeArraySize(2)] NodeOutput<R> o,
        [MaxRecords(3)] uint t : SV_GroupIndex) {}

// CHECK: param-diags.hlsl:9:50: error: a field with SV_DispatchGrid has already been specified
// CHECK: param-diags.hlsl:9:23: note: other SV_DispatchGrid defined here
[Shader("node")]
[NodeMaxDispatchGrid(1, 1, 1)]
[NumThreads(1, 1, 1)]
void k3(DispatchNodeInputRecord<G2> in1) {}

// CHECK: param-diags.hlsl:10:24: error: SV_DispatchGrid can only be applied to a declaration of unsigned 32 or 16-bit integer scalar, vector, or array up to 3 elements, not 'float2'
[Shader("node")]
[NodeMaxDispatchGrid(1, 1, 1)]
[NumThreads(1, 1, 1)]
void k4(DispatchNodeInputRecord<GF> in1) {}
// CHECK: param-diags.hlsl:[[@LINE-1]]:37: note: NodeInput/Output record defined here

// CHECK: param-diags.hlsl:[[@LINE+3]]:22: error: 'NodeDispatchGrid' Y component value must be between 1 and 65,535 (2^16-1) inclusive
// CHECK: param-diags.hlsl:[[@LINE+3]]:2: error: 'NodeDispatchGrid' X * Y * Z product may not exceed 16,777,215 (2^24-1)
[Shader("node")]
[NodeDispatchGrid(1, 65536, 1)]
[NodeDispatchGrid(256, 256, 256)]
[NumThreads(1, 1, 1)]
void k5(DispatchNodeInputRecord<R> in1) {}

#ifdef BADREC
// REC: param-diags.hlsl:[[@LINE+1]]:31: error: 'float' is not valid as a node record type - struct/class required
void k6(ThreadNodeInputRecord<float> r);
#endif
