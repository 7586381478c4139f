/* DXC corpus regression test for the bitcode writer and the container.
 *
 * For every DXC output in ../shared/corpus/dxc-outputs (index.tsv, status
 * ok): parse DXC's own disassembly (.txt) with ir_parse, write bitcode and a
 * container, and compare with DXC's container:
 *   - SFI0, ISG1, OSG1, PSG1 and PSV0 must be byte-identical;
 *   - the bitcode must be record-for-record identical to DXC's, read back
 *     with the small bitstream reader below, except for two things the text
 *     form cannot carry: the METADATA_KIND block (DXC lists the kinds its
 *     compiler registered, e.g. dx.break.br, whether used or not, in the
 *     order its front end met them: a [branch] before the first temporary
 *     makes dx.controlflow.hints kind 14, else dx.temp is; so attachments
 *     are compared by kind name, not id) and fast-math flags 0x1D (3.7
 *     prints any UnsafeAlgebra set as `fast`, which reads back as 0x1F);
 *   - the count of byte-identical bitcode files is printed.
 * Skips cleanly when the corpus is absent (HLSLC_SHARED or ../shared). */
#include "dxil/dxil.h"
#include "dxil_fixtures.h"
#include "test_util.h"

#include <stdio.h>
#include <string.h>

/* ---- a minimal LLVM bitstream reader ----------------------------------------- */

/* Events: ENTER id | REC code n ops... | END. Flat u64 vector. */
enum { EV_ENTER = 1, EV_REC = 2, EV_END = 3 };

typedef struct Ev {
  uint64_t *v;
  size_t n, cap;
} Ev;

static void ev_push(Ev *e, uint64_t x) {
  if (e->n == e->cap) {
    e->cap = e->cap ? e->cap * 2 : 1024;
    e->v = realloc(e->v, e->cap * sizeof(uint64_t));
  }
  e->v[e->n++] = x;
}

typedef struct AbOp {
  int lit;          /* 1: literal */
  int enc;          /* 1 fixed, 2 vbr, 3 array, 4 char6, 5 blob */
  uint64_t val;     /* literal value or width */
} AbOp;

typedef struct Ab {
  AbOp ops[16];
  int n;
} Ab;

typedef struct AbList {
  Ab *a;
  int n, cap;
} AbList;

typedef struct Rd {
  const uint8_t *p;
  size_t nbits, pos;
  bool bad;
  AbList info[32]; /* BLOCKINFO abbreviations by block id */
} Rd;

static uint64_t rd_bits(Rd *r, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n; i++) {
    if (r->pos >= r->nbits) {
      r->bad = true;
      return 0;
    }
    v |= (uint64_t)((r->p[r->pos >> 3] >> (r->pos & 7)) & 1) << i;
    r->pos++;
  }
  return v;
}

static uint64_t rd_vbr(Rd *r, unsigned n) {
  uint64_t v = 0;
  unsigned shift = 0;
  for (;;) {
    uint64_t c = rd_bits(r, n);
    v |= (c & ((1ull << (n - 1)) - 1)) << shift;
    if (!(c >> (n - 1)) || r->bad) break;
    shift += n - 1;
    if (shift > 63) {
      r->bad = true;
      break;
    }
  }
  return v;
}

static void rd_align(Rd *r) { r->pos = (r->pos + 31) & ~(size_t)31; }

static void ab_add(AbList *l, const Ab *a) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 8;
    l->a = realloc(l->a, (size_t)l->cap * sizeof(Ab));
  }
  l->a[l->n++] = *a;
}

static uint64_t rd_field(Rd *r, const AbOp *o) {
  switch (o->enc) {
  case 1: return o->val ? rd_bits(r, (unsigned)o->val) : 0;
  case 2: return o->val ? rd_vbr(r, (unsigned)o->val) : 0;
  case 4: {
    static const char tab[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._";
    return (uint8_t)tab[rd_bits(r, 6)];
  }
  default: r->bad = true; return 0;
  }
}

static void rd_block(Rd *r, unsigned width, unsigned id, Ev *ev, int depth) {
  AbList cur = {0};
  if (id < 32)
    for (int i = 0; i < r->info[id].n; i++) ab_add(&cur, &r->info[id].a[i]);
  unsigned info_bid = 0;
  Ev rec = {0}; /* the current record's code and operands (any length) */
  while (!r->bad && depth < 16) {
    uint64_t a = rd_bits(r, width);
    if (a == 0) {
      rd_align(r);
      ev_push(ev, EV_END);
      break;
    }
    if (a == 1) {
      unsigned bid = (unsigned)rd_vbr(r, 8), w = (unsigned)rd_vbr(r, 4);
      rd_align(r);
      rd_bits(r, 32);
      ev_push(ev, EV_ENTER);
      ev_push(ev, bid);
      rd_block(r, w, bid, ev, depth + 1);
      continue;
    }
    if (a == 2) {
      Ab ab = {0};
      ab.n = (int)rd_vbr(r, 5);
      if (ab.n > 16) {
        r->bad = true;
        break;
      }
      for (int i = 0; i < ab.n; i++) {
        ab.ops[i].lit = (int)rd_bits(r, 1);
        if (ab.ops[i].lit) {
          ab.ops[i].val = rd_vbr(r, 8);
        } else {
          ab.ops[i].enc = (int)rd_bits(r, 3);
          if (ab.ops[i].enc == 1 || ab.ops[i].enc == 2) ab.ops[i].val = rd_vbr(r, 5);
        }
      }
      if (id == 0) {
        if (info_bid < 32) ab_add(&r->info[info_bid], &ab);
      } else {
        ab_add(&cur, &ab);
      }
      continue;
    }
    rec.n = 0;
    if (a == 3) {
      ev_push(&rec, rd_vbr(r, 6));
      uint64_t cnt = rd_vbr(r, 6);
      for (uint64_t i = 0; i < cnt && !r->bad; i++) ev_push(&rec, rd_vbr(r, 6));
    } else {
      if ((int)(a - 4) >= cur.n) {
        r->bad = true;
        break;
      }
      const Ab *ab = &cur.a[a - 4];
      for (int i = 0; i < ab->n && !r->bad; i++) {
        const AbOp *o = &ab->ops[i];
        if (o->lit) {
          ev_push(&rec, o->val);
        } else if (o->enc == 3) {
          uint64_t len = rd_vbr(r, 6);
          if (i + 1 >= ab->n) {
            r->bad = true;
            break;
          }
          const AbOp *el = &ab->ops[++i];
          for (uint64_t k = 0; k < len && !r->bad; k++) ev_push(&rec, rd_field(r, el));
        } else if (o->enc == 5) {
          uint64_t len = rd_vbr(r, 6);
          rd_align(r);
          for (uint64_t k = 0; k < len && !r->bad; k++) ev_push(&rec, rd_bits(r, 8));
          rd_align(r);
        } else {
          ev_push(&rec, rd_field(r, o));
        }
      }
    }
    uint64_t code = rec.n ? rec.v[0] : 0;
    size_t n = rec.n ? rec.n - 1 : 0;
    if (id == 0 && code == 1 && n) info_bid = (unsigned)rec.v[1]; /* SETBID */
    ev_push(ev, EV_REC);
    ev_push(ev, code);
    ev_push(ev, n);
    for (size_t k = 0; k < n; k++) ev_push(ev, rec.v[k + 1]);
  }
  free(rec.v);
  free(cur.a);
}

/* Reads a bitcode file into events; false when malformed. */
static bool read_bitcode(const uint8_t *p, size_t len, Ev *ev) {
  Rd r;
  memset(&r, 0, sizeof r);
  r.p = p;
  r.nbits = len * 8;
  if (rd_bits(&r, 32) != 0xDEC04342u) return false;
  while (!r.bad && r.pos + 32 <= r.nbits) {
    if (rd_bits(&r, 2) != 1) {
      r.bad = true;
      break;
    }
    unsigned bid = (unsigned)rd_vbr(&r, 8), w = (unsigned)rd_vbr(&r, 4);
    rd_align(&r);
    rd_bits(&r, 32);
    ev_push(ev, EV_ENTER);
    ev_push(ev, bid);
    rd_block(&r, w, bid, ev, 1);
  }
  for (int i = 0; i < 32; i++) free(r.info[i].a);
  return !r.bad;
}

/* Kind id -> a hash of the kind's name, from the KIND records (code 6 in
 * block 15: [id, name chars...]) of the whole file. */
typedef struct KindNames {
  uint64_t id[64], hash[64];
  int n;
} KindNames;

static void kind_names(const Ev *in, KindNames *k) {
  uint64_t stack[64];
  int depth = 0;
  k->n = 0;
  for (size_t i = 0; i < in->n;) {
    uint64_t t = in->v[i];
    if (t == EV_ENTER) {
      if (depth < 64) stack[depth++] = in->v[i + 1];
      i += 2;
    } else if (t == EV_END) {
      if (depth) depth--;
      i++;
    } else {
      uint64_t code = in->v[i + 1], n = in->v[i + 2];
      if (depth && stack[depth - 1] == 15 && code == 6 && n >= 1 && k->n < 64) {
        uint64_t h = 1469598103934665603ull;
        for (uint64_t j = 1; j < n; j++) h = (h ^ in->v[i + 3 + j]) * 1099511628211ull;
        k->id[k->n] = in->v[i + 3];
        k->hash[k->n++] = h | 1ull << 63; /* never equal to a small id */
      }
      i += 3 + n;
    }
  }
}

static uint64_t kind_hash(const KindNames *k, uint64_t id) {
  for (int j = 0; j < k->n; j++)
    if (k->id[j] == id) return k->hash[j];
  return id;
}

/* Drops METADATA blocks of KIND records, maps fast-math 0x1D to 0x1F in
 * function-block BINOP/CMP2 records, and names the kinds of METADATA_ATTACHMENT
 * records (block 16, code 11: [inst,] then kind/node pairs, sorted by kind
 * id) by their KIND names, sorting the pairs by name (see the file comment). */
static void normalize(Ev *in, Ev *out) {
  uint32_t stack[64];
  int depth = 0;
  KindNames kinds;
  kind_names(in, &kinds);
  for (size_t i = 0; i < in->n;) {
    uint64_t t = in->v[i];
    if (t == EV_ENTER) {
      uint64_t bid = in->v[i + 1];
      bool kinds = bid == 15 && i + 3 < in->n && in->v[i + 2] == EV_REC && in->v[i + 3] == 6;
      if (kinds) { /* skip to the matching END */
        int d = 0;
        for (; i < in->n; i++) {
          uint64_t x = in->v[i];
          if (x == EV_ENTER) {
            d++;
            i++;
          } else if (x == EV_END) {
            if (--d == 0) {
              i++;
              break;
            }
          } else {
            i += 2 + in->v[i + 2];
          }
        }
        continue;
      }
      if (depth < 64) stack[depth++] = (uint32_t)bid;
      ev_push(out, EV_ENTER);
      ev_push(out, bid);
      i += 2;
    } else if (t == EV_END) {
      if (depth) depth--;
      ev_push(out, EV_END);
      i++;
    } else {
      uint64_t code = in->v[i + 1], n = in->v[i + 2];
      bool fn = depth && stack[depth - 1] == 12;
      bool att = depth && stack[depth - 1] == 16 && code == 11;
      ev_push(out, EV_REC);
      ev_push(out, code);
      ev_push(out, n);
      if (att) {
        uint64_t first = n & 1; /* odd: an instruction's attachments */
        size_t base = out->n;
        for (uint64_t k = 0; k < n; k++) {
          uint64_t x = in->v[i + 3 + k];
          ev_push(out, k >= first && (k - first) % 2 == 0 ? kind_hash(&kinds, x) : x);
        }
        /* insertion sort of the (kind, node) pairs by kind */
        uint64_t *p = out->v + base + first;
        size_t np = (size_t)(n - first) / 2;
        for (size_t a = 1; a < np; a++)
          for (size_t b = a; b > 0 && p[2 * (b - 1)] > p[2 * b]; b--) {
            uint64_t t0 = p[2 * b], t1 = p[2 * b + 1];
            p[2 * b] = p[2 * (b - 1)];
            p[2 * b + 1] = p[2 * (b - 1) + 1];
            p[2 * (b - 1)] = t0;
            p[2 * (b - 1) + 1] = t1;
          }
        i += 3 + n;
        continue;
      }
      for (uint64_t k = 0; k < n; k++) {
        uint64_t x = in->v[i + 3 + k];
        if (fn && (code == 2 || code == 28) && k == n - 1 && n >= 4 && x == 0x1D) x = 0x1F;
        ev_push(out, x);
      }
      i += 3 + n;
    }
  }
}

/* ---- the corpus walk ---------------------------------------------------------- */

static bool same_part(const uint8_t *a, size_t al, const uint8_t *b, size_t bl, const char *cc) {
  uint32_t x = 0, y = 0;
  const uint8_t *pa = fx_part(a, al, cc, &x), *pb = fx_part(b, bl, cc, &y);
  if (!pa && !pb) return true;
  return pa && pb && x == y && memcmp(pa, pb, x) == 0;
}

int main(void) {
  char root[4096], path[8192];
  snprintf(root, sizeof root, "%s/corpus/dxc-outputs", fx_shared());
  snprintf(path, sizeof path, "%s/index.tsv", root);
  FILE *idx = fopen(path, "r");
  if (!idx) {
    printf("skip: %s not found\n0 passed, 0 failed\n", path);
    return 0;
  }
  char line[16384];
  uint32_t files = 0, parts_ok = 0, bc_same = 0, bc_equiv = 0, failures = 0;
  while (fgets(line, sizeof line, idx)) {
    char *col[10] = {0};
    int nc = 0;
    for (char *p = line; nc < 10;) {
      col[nc++] = p;
      char *tab = strchr(p, '\t');
      if (!tab) break;
      *tab = 0;
      p = tab + 1;
    }
    if (nc < 9 || strncmp(col[8], "ok", 2) != 0) continue;
    char cpath[8192], tpath[8192];
    snprintf(cpath, sizeof cpath, "%s/%s", root, col[6]);
    snprintf(tpath, sizeof tpath, "%s/%s", root, col[7]);
    size_t clen, tlen;
    uint8_t *ref = fx_read(cpath, &clen);
    uint8_t *txt = fx_read(tpath, &tlen);
    if (!ref || !txt) {
      free(ref);
      free(txt);
      continue;
    }
    files++;
    Arena a;
    arena_init(&a, NULL);
    Diag d = {0};
    StrBuf msgs = {0};
    d.out = &msgs;
    d.no_caret = true;
    IrModule *m = ir_parse(&a, &d, tpath, (const char *)txt, tlen);
    StrBuf bc = {0}, cont = {0};
    bool ok = m && dxil_write_bitcode(m, &bc, &d) &&
              dxil_write_container(m, (const uint8_t *)bc.data, bc.len, &cont, &d);
    bool good = false;
    if (ok) {
      const uint8_t *o = (const uint8_t *)cont.data;
      bool parts = same_part(o, cont.len, ref, clen, "SFI0") &&
                   same_part(o, cont.len, ref, clen, "ISG1") &&
                   same_part(o, cont.len, ref, clen, "OSG1") &&
                   same_part(o, cont.len, ref, clen, "PSG1") &&
                   same_part(o, cont.len, ref, clen, "PSV0");
      if (parts) parts_ok++;
      uint32_t rn = 0;
      const uint8_t *rb = fx_dxil_bitcode(ref, clen, &rn);
      bool same = rb && rn == bc.len && memcmp(rb, bc.data, rn) == 0;
      bool equiv = same;
      if (!same && rb) {
        Ev e1 = {0}, e2 = {0}, n1 = {0}, n2 = {0};
        if (read_bitcode(rb, rn, &e1) && read_bitcode((const uint8_t *)bc.data, bc.len, &e2)) {
          normalize(&e1, &n1);
          normalize(&e2, &n2);
          equiv = n1.n == n2.n && memcmp(n1.v, n2.v, n1.n * sizeof(uint64_t)) == 0;
        }
        free(e1.v);
        free(e2.v);
        free(n1.v);
        free(n2.v);
      }
      bc_same += same;
      bc_equiv += equiv;
      good = parts && equiv;
      if (!good && failures < 10)
        printf("  mismatch (%s%s): %s\n", parts ? "" : "parts ", equiv ? "" : "bitcode", tpath);
    } else if (failures < 10) {
      printf("  failed: %s\n%s", tpath, msgs.data ? msgs.data : "");
    }
    if (!good) failures++;
    sb_free(&bc);
    sb_free(&cont);
    sb_free(&msgs);
    arena_free(&a);
    free(ref);
    free(txt);
  }
  fclose(idx);
  printf("dxc corpus: %u modules, parts identical %u, bitcode identical %u, equivalent %u\n",
         files, parts_ok, bc_same, bc_equiv);
  check("corpus modules found", files > 0);
  check("every container part equals DXC's", parts_ok == files);
  check("every bitcode equals DXC's (modulo kind names / lossy fast flags)", bc_equiv == files);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  return g_fail != 0;
}
