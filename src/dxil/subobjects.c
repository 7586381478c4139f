/* subobjects.c - facts about DXR state-object subobjects in a DXIL module
 * (!dx.subobjects, DXC's format: !{!"name", i32 kind, operands...}). */
#include "dxil.h"

/* DxilModule.cpp RequiresRaytracingTier1_1: a RaytracingPipelineConfig1
 * subobject (kind 12), or a StateObjectConfig (kind 0) whose flags allow
 * state object additions (0x4). */
bool dxil_subobjects_need_dxr11(IrModule *m) {
  IrNamedMD *so = ir_named_md(m, "dx.subobjects");
  for (uint32_t i = 0; so && i < so->nops; i++) {
    const IrMD *o = so->ops[i];
    if (!o || o->kind != IR_MD_NODE || o->nops < 2) continue;
    uint64_t kind = 0, flags = 0;
    const IrMD *k = o->ops[1];
    if (!k || k->kind != IR_MD_VALUE || !k->value || !ir_const_is_int(k->value, &kind)) continue;
    if (kind == 12) return true;
    const IrMD *f = o->nops > 2 ? o->ops[2] : NULL;
    if (kind == 0 && f && f->kind == IR_MD_VALUE && f->value && ir_const_is_int(f->value, &flags) && (flags & 4))
      return true;
  }
  return false;
}
