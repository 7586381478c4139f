/* post_opt_validation.c - the "dxil-post-optimization-validation" pass.
 *
 * Checks that need the optimized module (LLVM's
 * DXILPostOptimizationValidation): a structured buffer's counter must not be
 * both incremented and decremented, and explicit bindings must not overlap.
 * The binding analysis only flags that an overlap exists (cheap, common
 * case); here the resources of each class are walked in binding order and
 * every overlapping pair is named: "resource A at register 0 overlaps with
 * resource B at register 5 in space 0". Structured buffer elements are at
 * most 2048 bytes (DXC's validator).
 */
#include <string.h>

#include "dxil_resources.h"

static bool unbounded(uint32_t size) { return size == 0 || size == UINT32_MAX; }

/* Does `a` (sorted before `b`) reach into b's range? */
static bool overlaps(const DxilResource *a, const DxilResource *b) {
  if (a->space != b->space) return false;
  if (unbounded(a->size)) return a->lower <= b->lower;
  return (uint64_t)a->lower + a->size - 1 >= b->lower;
}

/* Reported, as DXC's validator does, at each update whose direction
 * differs from the first one met for its buffer (LLVM's backend: at every
 * update of such a buffer). */
static void report_counters(PassCtx *ctx, IrModule *m, DxilResourceMap *map) {
  DxilResource *found[8];
  DxilResource *seen[64];
  int64_t dir[64];
  uint32_t nseen = 0;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next) {
        if (i->op != IR_CALL || !dxil_is_intrinsic_call(i, "llvm.dx.resource.updatecounter") ||
            i->nops < 3)
          continue;
        uint64_t d;
        if (!ir_const_is_int(i->ops[2], &d)) continue;
        int64_t sd = (int8_t)(uint8_t)d;
        uint32_t n = dxil_resources_for_handle(map, i->ops[1], found, 8);
        for (uint32_t k = 0; k < n; k++) {
          if (found[k]->counter_dir != DXIL_COUNTER_INVALID) continue;
          uint32_t s = 0;
          while (s < nseen && seen[s] != found[k]) s++;
          if (s == nseen && ctx->dxc_compat) {
            if (nseen < 64) {
              seen[nseen] = found[k];
              dir[nseen++] = sd;
            }
            continue;
          }
          if (!ctx->dxc_compat || (dir[s] > 0) != (sd > 0)) { /* LLVM: every update */
            diag_error(ctx->diag, VAL_COUNTER_DIRECTION, i->loc,
                       "RWStructuredBuffers may increment or decrement their counters, but not both.");
            break;
          }
        }
      }
  }
}

/* hlsl.resource.assign(G, R): the front end's record of an assignment to a
 * global resource variable (irgen_res.c); its uses map to no unique
 * resource, as DXC reports after binding. */
static void report_global_assigns(PassCtx *ctx, IrModule *m) {
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    IrFunc *fn = m->funcs.data[f];
    for (uint32_t b = 0; b < fn->nblocks; b++)
      for (IrInst *i = fn->blocks[b]->first; i; i = i->next)
        if (i->op == IR_CALL && i->nops && i->ops[0] && i->ops[0]->name &&
            !strncmp(i->ops[0]->name, "hlsl.resource.assign.", 21))
          diag_error(ctx->diag, VAL_LOCAL_RESOURCE, i->loc, "local resource not guaranteed to map to unique global resource.");
  }
}

bool pass_dxil_post_opt_validation(PassCtx *ctx, IrModule *m) {
  int errors = ctx->diag->errors;
  report_global_assigns(ctx, m);
  /* Overlaps are found in binding order, whatever order the records use. */
  DxilResourceMap map;
  if (!dxil_resource_analyze(m, ctx->diag, false, &map)) return false;
  /* DXC's validator checks it only where handles come from createHandle
   * (shader models below 6.6, not libraries); LLVM's backend always */
  bool dxc_skips = ctx->dxc_compat && ctx->have_target &&
                   (ctx->dx.target.stage == STAGE_LIBRARY || ctx->dx.target.sm_major > 6 ||
                    (ctx->dx.target.sm_major == 6 && ctx->dx.target.sm_minor >= 6));
  if (map.has_invalid_counter && !dxc_skips) report_counters(ctx, m, &map);
  /* DXC's validator: a structured buffer element is at most 2048 bytes
   * (reachable with SM 6.9 long vectors: vector<float, 1024> is 4096) */
  for (uint32_t i = 0; i < map.n; i++) {
    const DxilResource *r = map.res[i];
    if (r->ti.kind == RK_STRUCTUREDBUFFER && r->ti.stride > 2048)
      diag_error(ctx->diag, VAL_STRUCT_STRIDE, r->loc,
                 "structured buffer elements cannot be larger than 2048 bytes (actual size %u bytes). '%s'",
                 r->ti.stride, r->name);
  }

  DxilBindingInfo bi;
  if (!dxil_binding_info_build(m, &bi)) return false;
  if (bi.has_overlap) {
    for (uint32_t c = 0; c < 4; c++) {
      uint32_t first = map.first[c], end = first + map.count[c];
      /* skip heap resources (no binding); they sort first in their class */
      while (first < end && map.res[first]->from_heap) first++;
      if (end - first < 2) continue;
      /* DXC (DxilCondenseResources): one unbounded range per space; a
       * second one is reported as such, not as an overlap */
      bool *second = ctx->dxc_compat ? arena_alloc(m->arena, sizeof(bool) * (end - first)) : NULL;
      if (second) {
        for (uint32_t i = first; i < end; i++) {
          second[i - first] = false;
          if (!unbounded(map.res[i]->size)) continue;
          for (uint32_t k = first; k < i; k++)
            if (!second[k - first] && unbounded(map.res[k]->size) && map.res[k]->space == map.res[i]->space) {
              diag_error(ctx->diag, BIND_OVERLAP, map.res[i]->loc, "more than one unbounded resource (%s and %s) in space %u",
                         map.res[k]->name, map.res[i]->name, map.res[i]->space);
              second[i - first] = true;
              break;
            }
        }
      }
      for (uint32_t i = first + 1; i < end; i++) {
        const DxilResource *prev = map.res[i - 1];
        if (second && second[i - 1 - first]) continue;
        for (uint32_t j = i; j < end && overlaps(prev, map.res[j]); j++) {
          const DxilResource *cur = map.res[j];
          if (second && second[j - first]) continue;
          if (ctx->dxc_compat) /* DXC's wording: the later binding first */
            diag_error(ctx->diag, BIND_OVERLAP, cur->loc,
                       "%sresource %s at register %u overlaps with resource %s at register %u, space %u",
                       unbounded(cur->size) ? "unbounded " : "", cur->name, cur->lower, prev->name, prev->lower,
                       cur->space);
          else
            diag_error(ctx->diag, BIND_OVERLAP, cur->loc,
                       "resource %s at register %u overlaps with resource %s at register %u in space %u",
                       prev->name, prev->lower, cur->name, cur->lower, cur->space);
          if (prev->loc.file)
            diag_report(ctx->diag, DIAG_NOTE, BIND_OVERLAP, prev->loc, "resource %s is declared here", prev->name);
        }
      }
    }
  }
  return ctx->diag->errors == errors;
}
