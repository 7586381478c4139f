/* load.c - a container into a RunProgram, and the dispatch loop (run.h). */
#include "run_internal.h"

#include "../container/container_internal.h"
#include "../container/container_read.h"

#include <string.h>

/* The shader's resource ranges from dx.resources (or the entry's own
 * resource list): class, range ID, space, lower bound, size, kind and the
 * structured stride (extended property tag 1). */
static bool read_ranges(RunProgram *p, const IrMD *res, Diag *d) {
  if (!res) return true;
  if (res->kind != IR_MD_NODE || res->nops < 4) {
    diag_error(d, RUN_RESOURCES, srcloc_none(), "malformed dx.resources metadata");
    return false;
  }
  uint32_t total = 0;
  for (uint32_t c = 0; c < 4; c++)
    if (res->ops[c] && res->ops[c]->kind == IR_MD_NODE) total += res->ops[c]->nops;
  p->ranges = arena_alloc(p->a, sizeof(RunRange) * (total ? total : 1));
  if (!p->ranges) return false;
  static const uint32_t kind_op[4] = {6, 6, 0, 0}, props_op[4] = {8, 10, 7, 7};
  for (uint32_t c = 0; c < 4; c++) {
    const IrMD *l = res->ops[c];
    if (!l) continue;
    if (l->kind != IR_MD_NODE) goto bad;
    for (uint32_t k = 0; k < l->nops; k++) {
      const IrMD *r = l->ops[k];
      RunRange *rg = &p->ranges[p->nranges++];
      memset(rg, 0, sizeof *rg);
      rg->cls = c;
      if (!r || r->kind != IR_MD_NODE || r->nops < 6 || !ir_md_u32(r->ops[0], &rg->id) ||
          !ir_md_u32(r->ops[3], &rg->space) || !ir_md_u32(r->ops[4], &rg->lower) || !ir_md_u32(r->ops[5], &rg->size))
        goto bad;
      rg->kind = c == RUN_CBV ? 13 : c == RUN_SAMPLER ? 14 : 0;
      if (kind_op[c] && r->nops > kind_op[c]) ir_md_u32(r->ops[kind_op[c]], &rg->kind);
      const IrMD *props = r->nops > props_op[c] ? r->ops[props_op[c]] : NULL;
      if (props && props->kind == IR_MD_NODE)
        for (uint32_t j = 0; j + 1 < props->nops; j += 2) {
          uint32_t tag = 0;
          if (ir_md_u32(props->ops[j], &tag) && tag == 1) ir_md_u32(props->ops[j + 1], &rg->stride);
        }
    }
  }
  return true;
bad:
  diag_error(d, RUN_RESOURCES, srcloc_none(), "malformed resource record in dx.resources");
  return false;
}

static uint64_t align_up(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }

/* Writes constant c of type t into memory b (the layout mem_write uses). */
static bool write_const(RunProgram *p, IrType *t, IrValue *c, uint8_t *b) {
  uint32_t n = run_words(t);
  uint64_t *w = arena_alloc(p->a, 8 * (n ? n : 1));
  if (!w) return false;
  if (!run_eval(p, NULL, c, w)) return false;
  run_mem_write(p, t, b, w);
  return true;
}

static bool compute_rpo(RunProgram *p);

RunProgram *run_load(Arena *a, const uint8_t *data, size_t len, const char *entry, Diag *d) {
  DxilContainer c;
  if (!dxil_container_read(data, len, a, &c, d)) return NULL;
  if (!c.dxil.present) {
    diag_error(d, RUN_NO_DXIL, srcloc_none(), "the container has no DXIL part");
    return NULL;
  }
  IrModule *m = dxil_read_bitcode(a, d, c.dxil.bitcode, c.dxil.bitcode_size);
  if (!m) return NULL;
  RunProgram *p = arena_alloc(a, sizeof *p);
  if (!p) return NULL;
  memset(p, 0, sizeof *p);
  p->a = a;
  p->m = m;
  p->d = d;
  CtInfo ci;
  memset(&ci, 0, sizeof ci);
  if (!ct_read_info(m, a, &ci, d)) return NULL;
  if (ci.stage != 5) {
    diag_error(d, RUN_STAGE, srcloc_none(), "only compute shaders can be run (this is a %s shader)",
               dxil_stage_spelling(ci.stage));
    return NULL;
  }
  memcpy(p->numthreads, ci.numthreads, sizeof p->numthreads);
  p->wave_min = ci.wave_min;
  p->wave_max = ci.wave_max;
  IrNamedMD *eps = ir_named_md(m, "dx.entryPoints");
  const IrMD *ep = eps && eps->nops ? eps->ops[0] : NULL;
  if (!ep || ep->kind != IR_MD_NODE || ep->nops < 2 || !ep->ops[0] || ep->ops[0]->kind != IR_MD_VALUE ||
      !ep->ops[0]->value || ep->ops[0]->value->kind != IR_V_FUNC) {
    diag_error(d, RUN_RESOURCES, srcloc_none(), "the module has no entry function");
    return NULL;
  }
  p->entry = (IrFunc *)ep->ops[0]->value;
  if (entry && ep->ops[1] && ep->ops[1]->kind == IR_MD_STRING &&
      (strlen(entry) != ep->ops[1]->len || memcmp(entry, ep->ops[1]->str, ep->ops[1]->len))) {
    diag_error(d, RUN_ENTRY, srcloc_none(), "the shader's entry is '%.*s', not '%s'", (int)ep->ops[1]->len,
               ep->ops[1]->str, entry);
    return NULL;
  }
  if (!p->entry->nblocks) {
    diag_error(d, RUN_RESOURCES, srcloc_none(), "the entry function has no body");
    return NULL;
  }
  const IrMD *res = ep->nops > 3 ? ep->ops[3] : NULL;
  if (!res) {
    IrNamedMD *r = ir_named_md(m, "dx.resources");
    res = r && r->nops ? r->ops[0] : NULL;
  }
  if (!read_ranges(p, res, d)) return NULL;

  /* Globals: groupshared (addrspace 3), constants, and per-thread statics. */
  uint64_t gs = 0, cs = 0, ps = 0;
  p->gplace = arena_alloc(a, sizeof(RunPlace) * (m->globals.len ? m->globals.len : 1));
  if (!p->gplace) return NULL;
  for (uint32_t k = 0; k < m->globals.len; k++) {
    IrGlobal *g = m->globals.data[k];
    g->v.num = k;
    uint64_t sz = ir_type_size_in(m, g->value_type);
    RunPlace *pl = &p->gplace[k];
    if (g->addrspace == 3) {
      gs = align_up(gs, 16);
      pl->region = RUN_REG_GS;
      pl->offset = gs;
      gs += sz;
    } else if (g->is_const && g->init) {
      cs = align_up(cs, 16);
      pl->region = RUN_REG_CONST;
      pl->offset = cs;
      cs += sz;
    } else {
      ps = align_up(ps, 16);
      pl->region = RUN_REG_PRIV;
      pl->offset = ps;
      ps += sz;
    }
  }
  /* Instructions: register slots, and private memory for allocas. */
  uint32_t ni = 0;
  for (uint32_t b = 0; b < p->entry->nblocks; b++)
    for (IrInst *i = p->entry->blocks[b]->first; i; i = i->next) ni++;
  p->ninst = ni;
  p->woff = arena_alloc(a, sizeof(uint32_t) * (ni ? ni : 1));
  p->aoff = arena_alloc(a, sizeof(uint64_t) * (ni ? ni : 1));
  if (!p->woff || !p->aoff) return NULL;
  uint32_t idx = 0, words = 0, tmpw = 64;
  for (uint32_t b = 0; b < p->entry->nblocks; b++)
    for (IrInst *i = p->entry->blocks[b]->first; i; i = i->next) {
      i->v.num = idx;
      p->woff[idx] = words;
      p->aoff[idx] = 0;
      words += run_words(i->v.type);
      for (uint32_t k = 0; k < i->nops; k++)
        if (i->ops[k] && run_words(i->ops[k]->type) > tmpw) tmpw = run_words(i->ops[k]->type);
      if (i->op == IR_CALL && run_op_is_quad_tex(dxil_op_of_call(i))) p->derivs = true;
      if (i->op == IR_ALLOCA) {
        uint64_t cnt = 1;
        if (i->nops && !ir_const_is_int(i->ops[0], &cnt)) cnt = 1;
        ps = align_up(ps, 16);
        p->aoff[idx] = ps;
        ps += ir_type_size_in(m, i->aux_type) * cnt;
      }
      idx++;
    }
  p->nwords = words;
  p->scratch_words = words + 64;
  p->scratch = arena_alloc(a, 8 * p->scratch_words);
  p->tmp = arena_alloc(a, 8 * (size_t)tmpw);
  if (!p->tmp) return NULL;
  p->gs_size = gs;
  p->const_size = cs;
  p->priv_size = ps;
  p->const_mem = arena_alloc(a, cs ? cs : 1);
  p->priv_init = arena_alloc(a, ps ? ps : 1);
  if (!p->scratch || !p->const_mem || !p->priv_init) return NULL;
  memset(p->const_mem, 0, cs ? cs : 1);
  memset(p->priv_init, 0, ps ? ps : 1);
  for (uint32_t k = 0; k < m->globals.len; k++) {
    IrGlobal *g = m->globals.data[k];
    RunPlace *pl = &p->gplace[k];
    if (!g->init || pl->region == RUN_REG_GS) continue;
    uint8_t *dst = (pl->region == RUN_REG_CONST ? p->const_mem : p->priv_init) + pl->offset;
    if (!write_const(p, g->value_type, g->init, dst)) {
      if (!d->errors) diag_error(d, RUN_RESOURCES, srcloc_none(), "cannot evaluate the initializer of a global");
      return NULL;
    }
  }
  if (!compute_rpo(p)) return NULL;
  p->failed = false;
  return p;
}

void run_numthreads(const RunProgram *p, uint32_t out[3]) { memcpy(out, p->numthreads, sizeof p->numthreads); }

uint64_t run_executed(const RunProgram *p) { return p->executed; }

/* Reverse post-order numbers of the entry's blocks (an iterative DFS),
 * the order in which the lanes of a wave execute blocks: the lanes at the
 * earliest block go first, so the lanes of a branch or of further loop
 * iterations run before those waiting after it, and lanes reconverge where
 * the paths meet (for structured control flow, the immediate
 * post-dominator). */
static bool compute_rpo(RunProgram *p) {
  IrFunc *f = p->entry;
  uint32_t n = f->nblocks;
  p->rpo = arena_alloc(p->a, sizeof(uint32_t) * n);
  uint32_t *stack = arena_alloc(p->a, sizeof(uint32_t) * n * 2);
  uint8_t *seen = arena_alloc(p->a, n);
  if (!p->rpo || !stack || !seen) return false;
  memset(seen, 0, n);
  for (uint32_t k = 0; k < n; k++) p->rpo[k] = UINT32_MAX;
  uint32_t sp = 0, post = n;
  stack[sp++] = 0;
  stack[sp++] = 0;
  seen[0] = 1;
  while (sp) {
    uint32_t b = stack[sp - 2], next = stack[sp - 1];
    IrBlock *succ[64];
    uint32_t ns = ir_block_succs(f->blocks[b], succ, 64);
    if (next < ns) {
      stack[sp - 1]++;
      uint32_t s = succ[next]->index;
      if (s < n && !seen[s]) {
        seen[s] = 1;
        stack[sp++] = s;
        stack[sp++] = 0;
      }
      continue;
    }
    p->rpo[b] = --post;
    sp -= 2;
  }
  return true;
}

/* Runs one thread group to completion. The lanes of each wave advance
 * block by block (see compute_rpo); within a block they run one at a time
 * to the block's end, meeting at each wave operation, which they execute
 * together. A lane at a group barrier waits until no lane of the group can
 * run, then every waiting lane goes on. */
static bool run_group(RunProgram *p, RunThread *th, uint32_t nt, RunThread **lanes) {
  for (uint32_t k = 0; k < nt; k++) {
    RunThread *t = &th[k];
    memset(t->regs, 0, 8 * (size_t)p->nwords);
    memcpy(t->priv, p->priv_init, p->priv_size);
    t->block = p->entry->blocks[0];
    t->pc = t->block->first;
    t->state = RUN_TH_READY;
    t->block_step = true;
  }
  memset(p->gs, 0, p->gs_size ? p->gs_size : 1);
  uint32_t ws = p->wave_size, nwaves = (nt + ws - 1) / ws;
  for (;;) {
    for (uint32_t w = 0; w < nwaves; w++) {
      uint32_t lo = w * ws, hi = lo + ws < nt ? lo + ws : nt;
      for (;;) {
        uint32_t best = UINT32_MAX;
        for (uint32_t k = lo; k < hi; k++)
          if (th[k].state == RUN_TH_READY && p->rpo[th[k].block->index] < best) best = p->rpo[th[k].block->index];
        if (best == UINT32_MAX) break;
        uint32_t n = 0;
        for (uint32_t k = lo; k < hi; k++)
          if (th[k].state == RUN_TH_READY && p->rpo[th[k].block->index] == best) lanes[n++] = &th[k];
        for (;;) {
          for (uint32_t k = 0; k < n; k++)
            if (!run_thread(p, lanes[k])) return false;
          uint32_t m = 0;
          IrInst *at = NULL;
          for (uint32_t k = 0; k < n; k++)
            if (lanes[k]->state == RUN_TH_WAVE && (!at || lanes[k]->pc == at)) {
              at = lanes[k]->pc;
              lanes[m++] = lanes[k];
            }
          if (!m) break;
          if (!run_wave_op(p, lanes, m, at, dxil_op_of_call(at))) return false;
          for (uint32_t k = 0; k < m; k++) {
            lanes[k]->state = RUN_TH_READY;
            lanes[k]->pc = at->next;
          }
          n = m;
        }
      }
    }
    bool any = false;
    for (uint32_t k = 0; k < nt; k++)
      if (th[k].state == RUN_TH_BARRIER) {
        th[k].state = RUN_TH_READY;
        th[k].pc = th[k].pc->next;
        any = true;
      }
    if (!any) return true;
  }
}

bool run_dispatch(RunProgram *p, const RunDispatch *disp, Diag *d) {
  p->disp = disp;
  p->d = d;
  p->failed = false;
  p->executed = 0;
  p->budget = disp->budget ? disp->budget : 1000000000ull;
  uint32_t ws = disp->wave_size;
  if (!ws) {
    ws = 32;
    if (p->wave_min && !p->wave_max) ws = p->wave_min;
    else if (p->wave_min && (ws < p->wave_min || ws > p->wave_max)) ws = p->wave_min;
  }
  p->wave_size = ws;
  uint64_t nt64 = (uint64_t)p->numthreads[0] * p->numthreads[1] * p->numthreads[2];
  if (!nt64 || nt64 > 1024) {
    diag_error(d, RUN_THREADS, srcloc_none(), "numthreads(%u, %u, %u) is not a valid thread group", p->numthreads[0],
               p->numthreads[1], p->numthreads[2]);
    return false;
  }
  uint32_t nt = (uint32_t)nt64;
  arena_init_child(&p->scratch_arena, p->a);
  bool ok = false;
  RunThread *th = arena_alloc(&p->scratch_arena, sizeof(RunThread) * nt);
  RunThread **lanes = arena_alloc(&p->scratch_arena, sizeof(RunThread *) * nt);
  uint64_t *regs = arena_alloc(&p->scratch_arena, 8 * (size_t)p->nwords * nt + 8);
  uint8_t *priv = arena_alloc(&p->scratch_arena, (size_t)p->priv_size * nt + 1);
  p->gs = arena_alloc(&p->scratch_arena, p->gs_size + 1);
  if (!th || !lanes || !regs || !priv || !p->gs) {
    diag_error(d, RUN_OOM, srcloc_none(), "out of memory for the thread group");
    goto done;
  }
  /* Lanes in SV_GroupIndex order; a shader taking derivatives in a group
   * whose X and Y are even (and that is not a 1D group of 4n threads) has
   * its 2x2 blocks of threads in lanes 4k .. 4k+3 (the SM 6.6 2D quads:
   * quadIndex = lane % 4 in Z-order). */
  uint32_t nx = p->numthreads[0], ny = p->numthreads[1], nz = p->numthreads[2];
  bool quads2d = p->derivs && !(nx % 4 == 0 && ny == 1 && nz == 1) && nx % 2 == 0 && ny % 2 == 0;
  for (uint32_t k = 0; k < nt; k++) {
    uint32_t x, y, z;
    if (quads2d) {
      uint32_t per = nx * ny, q = (k % per) / 4, qi = k % 4;
      z = k / per;
      x = (q % (nx / 2)) * 2 + (qi & 1);
      y = (q / (nx / 2)) * 2 + (qi >> 1);
    } else {
      x = k % nx;
      y = (k / nx) % ny;
      z = k / (nx * ny);
    }
    RunThread *t = &th[k];
    memset(t, 0, sizeof *t);
    t->regs = regs + (size_t)p->nwords * k;
    t->priv = priv + (size_t)p->priv_size * k;
    t->tid[0] = x;
    t->tid[1] = y;
    t->tid[2] = z;
    t->flat = (z * ny + y) * nx + x;
    t->wave = k / ws;
    t->lane = k % ws;
  }
  for (uint32_t gz = 0; gz < disp->groups[2]; gz++)
    for (uint32_t gy = 0; gy < disp->groups[1]; gy++)
      for (uint32_t gx = 0; gx < disp->groups[0]; gx++) {
        p->group[0] = gx;
        p->group[1] = gy;
        p->group[2] = gz;
        if (!run_group(p, th, nt, lanes)) goto done;
      }
  ok = true;
done:
  arena_free(&p->scratch_arena);
  return ok && !p->failed;
}
