// DXC's disassembly ends every dx.op call with "  ; OpName(operand names)",
// the names coming from the op spec (dxil_ops.def `params`); other
// instructions get no comment.
// RUN: hlslc -T ps_6_0 %s | FileCheck %s

// CHECK: define void @main()
// CHECK: = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex){{$}}
// CHECK: = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis){{$}}
// CHECK: call void @dx.op.bufferStore.f32({{.*}})  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask){{$}}
// CHECK: = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, {{.*}})  ; BufferLoad(srv,index,wot){{$}}
// CHECK: = extractvalue %dx.types.ResRet.f32 %{{[0-9]+}}, 0{{$}}
// CHECK: = call float @dx.op.unary.f32(i32 13, float %{{[0-9]+}})  ; Sin(value){{$}}
// CHECK: call void @dx.op.storeOutput.f32({{.*}})  ; StoreOutput(outputSigId,rowIndex,colIndex,value){{$}}
// CHECK: ret void{{$}}
// The declarations carry no comment.
// CHECK: declare float @dx.op.unary.f32(i32, float) #{{[0-9]+}}{{$}}

Buffer<float> buf;
RWBuffer<float> rwb;
float main(uint i : IDX) : SV_Target {
  rwb[i] = 1;
  return sin(buf[i]);
}
