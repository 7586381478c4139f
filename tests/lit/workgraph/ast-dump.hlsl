// RUN: hlslc -T lib_6_8 -ast-dump %s | FileCheck %s
// -ast-dump of node shaders as DXC prints it: a declaration's bracketed
// attributes last written first (clang's order), the node attributes by
// their clang names, node parameters' attributes under them, node object
// template types with their canonical spelling, [NodeTrackRWInputSharing].

struct R { uint3 g : SV_DispatchGrid; };
struct [NodeTrackRWInputSharing] T { uint a; };

// CHECK: CXXRecordDecl 0x{{.*}} referenced struct T definition
// CHECK-NEXT: HLSLNodeTrackRWInputSharingAttr 0x{{.*}} <col:9>
// CHECK: FunctionDecl 0x{{.*}} n 'void (RWDispatchNodeInputRecord<R>, NodeOutput<T>, EmptyNodeOutputArray, NodeOutput<T>)'
// CHECK-NEXT: ParmVarDecl 0x{{.*}} in1 'RWDispatchNodeInputRecord<R>':'RWDispatchNodeInputRecord<R>'
// CHECK-NEXT: ParmVarDecl 0x{{.*}} o 'NodeOutput<T>':'NodeOutput<T>'
// CHECK-NEXT: HLSLNodeIdAttr 0x{{.*}} <col:58, col:71> "x" 2
// CHECK-NEXT: HLSLMaxRecordsAttr 0x{{.*}} <col:43, col:55> 4
// CHECK-NEXT: ParmVarDecl 0x{{.*}} e 'EmptyNodeOutputArray'
// CHECK-NEXT: HLSLUnboundedSparseNodesAttr 0x{{.*}} <col:4>
// CHECK-NEXT: ParmVarDecl 0x{{.*}} o2 'NodeOutput<T>':'NodeOutput<T>'
// CHECK-NEXT: HLSLMaxRecordsSharedWithAttr 0x{{.*}} <col:51, col:73> o
// CHECK-NEXT: CompoundStmt
// CHECK-NEXT: HLSLNumThreadsAttr 0x{{.*}} 2 1 1
// CHECK-NEXT: HLSLNodeMaxDispatchGridAttr 0x{{.*}} 4 1 1
// CHECK-NEXT: HLSLNodeMaxRecursionDepthAttr 0x{{.*}} 3
// CHECK-NEXT: HLSLNodeShareInputOfAttr 0x{{.*}} "other" 1
// CHECK-NEXT: HLSLNodeLocalRootArgumentsTableIndexAttr 0x{{.*}} 2
// CHECK-NEXT: HLSLNodeIdAttr 0x{{.*}} "nm" 0
// CHECK-NEXT: HLSLNodeIsProgramEntryAttr 0x{{.*}} <line:{{[0-9]+}}:2>
// CHECK-NEXT: HLSLNodeLaunchAttr 0x{{.*}} "broadcasting"
// CHECK-NEXT: HLSLShaderAttr 0x{{.*}} "node"
[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeIsProgramEntry]
[NodeID("nm")]
[NodeLocalRootArgumentsTableIndex(2)]
[NodeShareInputOf("other", 1)]
[NodeMaxRecursionDepth(3)]
[NodeMaxDispatchGrid(4,1,1)]
[NumThreads(2,1,1)]
void n(RWDispatchNodeInputRecord<R> in1, [MaxRecords(4)][NodeID("x", 2)] NodeOutput<T> o,
  [UnboundedSparseNodes] EmptyNodeOutputArray e, [MaxRecordsSharedWith(o)] NodeOutput<T> o2) {}
