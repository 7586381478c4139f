// RUN: hlslc -T lib_6_6 %s | FileCheck %s
// A library's external function taking a struct receives a pointer to it:
// the declaration's parameter points at the struct its calls pass (DXC:
// %struct.MyStruct*), not i8* (DXC's validator rejects i8 pointers other
// than lifetime markers').

struct MyStruct {
  float x;
};

float func(MyStruct data);

export float caller(float v) {
  MyStruct s;
  s.x = v;
  return func(s);
}

// The variable itself is passed (DXC skips the copy of a local), nonnull.
// CHECK: call float @"\01?func@@YAMUMyStruct@@@Z"(%struct.MyStruct* nonnull %{{[0-9]+}})
// CHECK: declare float @"\01?func@@YAMUMyStruct@@@Z"(%struct.MyStruct*){{$}}
