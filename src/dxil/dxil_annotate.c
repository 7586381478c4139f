/* dxil_annotate.c - the comments DXC's disassembler appends to dx.op calls.
 *
 * DXC prints DXIL through an LLVM AssemblyAnnotationWriter
 * (dxcdisassembler.cpp, DxcAssemblyAnnotationWriter::printInfoComment)
 * that ends every call to a "dx.op." function with
 *
 *   "  ; " OpName "(" operand names ")"
 *
 * the names coming from the op spec (dxil_ops.def `params`), and for
 * annotateHandle also the decoded resource properties:
 *
 *   "  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=16>"
 *
 * Tests of DXC's suite check these comments, so the DXIL text hlslc prints
 * reproduces them exactly (dxil_annotate_inst is an IrPrintOptions hook). */
#include "dxil_names.h"
#include "dxil_ops.h"

#include <string.h>

static const char *annot_kind_name(uint32_t k) {
  const char *n = dxil_res_kind_name(k, DXIL_SPELL_DXC);
  return n ? n : "<invalid ResourceKind>";
}

static const char *annot_comp_name(uint32_t c) {
  const char *n = dxil_comp_type_name(c, DXIL_SPELL_DXC);
  return n ? n : "<invalid CompType>";
}

/* Field i of a constant struct (ResourceProperties { i32, i32 }), as an
 * integer; zeroinitializer reads as 0. */
static bool annot_field(IrValue *v, uint32_t i, uint64_t *out) {
  if (!v) return false;
  if (v->kind == IR_V_CONST_ZERO) {
    *out = 0;
    return true;
  }
  IrConst *c = ir_as_const(v);
  if (!c || v->kind != IR_V_CONST_AGG || i >= c->nelems) return false;
  return ir_const_is_int(c->elems[i], out);
}

/* DXC's PrintResourceProperties: "  resource: <decoded props>". */
static void annot_props(StrBuf *out, IrValue *props) {
  uint64_t w0, w1;
  if (!annot_field(props, 0, &w0) || !annot_field(props, 1, &w1)) return;
  uint32_t kind = (uint32_t)(w0 & 0xFF);
  bool uav = (w0 >> 12) & 1, rov = (w0 >> 13) & 1, gc = (w0 >> 14) & 1;
  bool cmp_or_counter = (w0 >> 15) & 1, rc = (w0 >> 16) & 1;
  sb_puts(out, "  resource: ");
  if (kind == 13) { /* CBuffer */
    sb_puts(out, "CBuffer");
    return;
  }
  if (kind == 15 && !uav) {
    sb_puts(out, "TBuffer");
    return;
  }
  if (kind == 14) {
    sb_puts(out, cmp_or_counter ? "SamplerComparisonState" : "SamplerState");
    return;
  }
  const char *rw = uav ? (rov ? "ROV" : "RW") : "";
  const char *gcs = uav && gc ? "globallycoherent " : "";
  const char *rcs = uav && rc ? "reordercoherent " : "";
  switch (kind) {
  case 1: case 2: case 3: case 4: case 5: case 6: case 7: case 8: case 9: case 10: {
    uint32_t count = (uint32_t)(w1 >> 8) & 0xFF;
    sb_printf(out, "%s%s%s%s<", gcs, rcs, rw, annot_kind_name(kind));
    if (count > 1) sb_printf(out, "%ux", count);
    sb_printf(out, "%s>", annot_comp_name((uint32_t)(w1 & 0xFF)));
    break;
  }
  case 11:
    sb_printf(out, "%s%s%s%s", gcs, rcs, rw, annot_kind_name(kind));
    break;
  case 12:
    sb_printf(out, "%s%s%s%s<stride=%u%s>", gcs, rcs, rw, annot_kind_name(kind), (unsigned)w1,
              uav && cmp_or_counter ? ", counter" : "");
    break;
  case 16:
    sb_puts(out, annot_kind_name(kind));
    break;
  case 17: case 18:
    sb_printf(out, "%s<%s>", annot_kind_name(kind),
              w1 == 0 ? "MinMip" : w1 == 1 ? "MipRegionUsed" : "<invalid sampler feedback type>");
    break;
  default:
    sb_puts(out, "<invalid resource properties>");
    break;
  }
}

void dxil_annotate_inst(void *user, StrBuf *out, const IrInst *i) {
  (void)user;
  if (i->op != IR_CALL || i->nops < 2 || !i->ops[0] || i->ops[0]->kind != IR_V_FUNC) return;
  const char *callee = i->ops[0]->name;
  if (!callee || strncmp(callee, "dx.op.", 6) != 0) return;
  uint64_t opcode;
  if (!ir_const_is_int(i->ops[1], &opcode)) return; /* malformed: DXC prints nothing */
  const DxilOpInfo *oi = opcode <= UINT32_MAX ? dxil_op_info((uint32_t)opcode) : NULL;
  if (!oi) {
    sb_printf(out, "  ; invalid DXIL opcode #%u", (unsigned)opcode);
    return;
  }
  sb_printf(out, "  ; %s%s", oi->name, oi->params ? oi->params : "()");
  if (opcode == DXIL_OP_AnnotateHandle && i->nops > 3) annot_props(out, i->ops[3]);
}
