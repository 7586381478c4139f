// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// A function template's parameter of a node object type deduces its
// template parameters from the record type (GroupNodeInputRecords<T>,
// NodeOutput<Rec<T> >), as clang deduces them in DXC.

template <typename T> struct Rec { T id; };
struct Plain { uint id; };

template <typename T> uint count(GroupNodeInputRecords<T> data) { return data.Count(); }
template <typename T> void emit(NodeOutput<Rec<T> > o, T v) {
  ThreadNodeOutputRecords<Rec<T> > r = o.GetThreadNodeOutputRecords(1);
  r.Get().id = v;
  r.OutputComplete();
}

// CHECK: define void @n() {
// CHECK: call i32 @dx.op.getInputRecordCount(i32 242,
// CHECK: call %"struct.Rec<float>" addrspace(6)* @"dx.op.getNodeRecordPtr.struct.Rec<float>"(i32 239,
// CHECK: store float
[Shader("node")]
[NodeLaunch("coalescing")]
[NumThreads(4, 1, 1)]
void n([MaxRecords(4)] GroupNodeInputRecords<Plain> in1, [MaxRecords(4)] NodeOutput<Rec<float> > o) {
  emit(o, (float)count(in1));
}
