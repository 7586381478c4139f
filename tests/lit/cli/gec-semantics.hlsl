// -Gec (DX9 compatibility, deprecated): the DX9 system semantics of vertex
// and pixel entries name DX10 system values, index kept, case ignored, with
// a warning for each; other semantics stay as written.
// RUN: hlslc -T ps_6_0 -E ps -Gec %s 2>%t.err | FileCheck %s --check-prefix=PS
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: hlslc -T vs_6_0 -E vs -Gec %s | FileCheck %s --check-prefix=VS
// RUN: not hlslc -T ps_6_0 -E ps %s 2>&1 | FileCheck %s --check-prefix=NOGEC
// RUN: not hlslc -T ps_6_0 -E ps -Gec -HV 2018 %s 2>&1 | FileCheck %s --check-prefix=HV
// PS: ; Input signature:
// PS: ; COLOR                    0   xyzw        0     NONE   float
// PS: ; SV_Position              0   xyzw        1      POS   float
// PS: ; Output signature:
// PS: ; SV_Target                1   xyzw        1   TARGET   float   xyzw
// PS: ; SV_Depth                 0    N/A   oDepth    DEPTH   float    YES
// WARN: hlslc: warning: /Gec flag is a deprecated functionality.
// WARN: warning: DX9-style semantic "CoLoR" mapped to DX10 system semantic "SV_Target" due to -Gec flag. This functionality is deprecated in newer language versions.
// WARN: warning: DX9-style semantic "VPOS" mapped to DX10 system semantic "SV_Position"
// WARN: warning: DX9-style semantic "DEPTH" mapped to DX10 system semantic "SV_Depth"
// VS: ; Input signature:
// VS: ; POSITION                 0   xyzw        0     NONE   float
// VS: ; Output signature:
// VS: ; SV_Position              0   xyzw        0      POS   float   xyzw
// NOGEC: error: invalid semantic 'CoLoR1' for ps 6.0
// HV: hlslc: error: /Gec is not supported with HLSLVersion 2018

struct PIn { float4 color : COLOR0; float4 pos : VPOS; };

float4 ps(PIn i, out float d : DEPTH) : CoLoR1 {
  d = i.pos.z;
  return i.color;
}

struct VOut { float4 p : POSITION; };
VOut vs(float4 p : POSITION) {
  VOut o = { p };
  return o;
}
