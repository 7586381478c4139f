/* print.c - the LLVM .ll printer.
 *
 * Output matches LLVM 19's AsmWriter (`opt -S`) byte for byte for the
 * constructs our IR has, because LLVM's FileCheck tests compare against it:
 * the TypeFinder order of named struct definitions, SlotTracker numbering of
 * unnamed values, attribute groups and metadata, LLVM's float formatting,
 * name quoting and the column-50 "; preds" comments. With dxil_style the
 * conventions of LLVM 3.7's writer (DXC's disassembler) are used instead.
 *
 * Non-distinct metadata nodes are uniqued structurally while printing (LLVM
 * uniques them at creation), so two equal !{i32 0} nodes print as one.
 *
 * All scratch memory comes from a private arena freed before returning. */
#include "ir_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Pointer -> integer maps (IrPMap, ir_internal.h). */
typedef IrPMap PMap;
#define pm_get ir_pmap_get
#define pm_put ir_pmap_put
#define pm_clear ir_pmap_clear

/* ---- printer state ------------------------------------------------------ */

typedef struct Printer {
  StrBuf *out;
  IrModule *m;
  IrPrintOptions opt;
  Arena arena;          /* scratch memory for this print */
  PMap local;           /* function-local unnamed value -> slot */
  PMap module_slots;    /* unnamed global/function -> slot */
  PMap md_canon;        /* metadata node -> canonical (uniqued) node + 1 tag */
  IrHSet md_unique;     /* canonical non-distinct nodes by structure */
  PMap md_slot;         /* canonical node -> metadata slot */
  PtrVec md_list;       /* canonical nodes in slot order */
  PtrVec attr_groups;   /* IrAttrSet* in group-number order */
  PtrVec md_kinds;      /* custom metadata kind names in registration order */
  PtrVec named_types;   /* named structs in TypeFinder order */
  PMap types_seen;      /* TypeFinder visited types */
  PMap consts_seen;     /* TypeFinder visited constants */
  PMap md_seen;         /* TypeFinder visited metadata */
  PMap block_used;      /* dxil_style: blocks with uses in the current function */
} Printer;

static void put(Printer *p, const char *s) { sb_puts(p->out, s); }
static void putc_(Printer *p, char c) { sb_putc(p->out, c); }

static const char hexd[] = "0123456789ABCDEF";

/* LLVM printEscapedString. */
static void put_escaped(StrBuf *o, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\\') sb_puts(o, "\\\\");
    else if (isprint(c) && c != '"') sb_putc(o, (char)c);
    else {
      sb_putc(o, '\\');
      sb_putc(o, hexd[c >> 4]);
      sb_putc(o, hexd[c & 15]);
    }
  }
}

/* LLVM PrintLLVMName: prefix + name, quoted when not [-a-zA-Z$._0-9]-only
 * ('$' does force quotes, like LLVM) or starting with a digit. */
static void put_name(StrBuf *o, char prefix, const char *name) {
  if (prefix) sb_putc(o, prefix);
  bool quote = isdigit((unsigned char)name[0]) != 0;
  for (const char *c = name; *c && !quote; c++)
    if (!isalnum((unsigned char)*c) && *c != '-' && *c != '.' && *c != '_') quote = true;
  if (!quote) {
    sb_puts(o, name);
    return;
  }
  sb_putc(o, '"');
  put_escaped(o, name, strlen(name));
  sb_putc(o, '"');
}

/* LLVM printMetadataIdentifier. */
static void put_md_ident(StrBuf *o, const char *name) {
  if (!*name) {
    sb_puts(o, "<empty name> ");
    return;
  }
  for (const char *c = name; *c; c++) {
    unsigned char ch = (unsigned char)*c;
    bool ok = ch == '-' || ch == '$' || ch == '.' || ch == '_' ||
              (c == name ? isalpha(ch) : isalnum(ch));
    if (ok) sb_putc(o, (char)ch);
    else {
      sb_putc(o, '\\');
      sb_putc(o, hexd[ch >> 4]);
      sb_putc(o, hexd[ch & 15]);
    }
  }
}

static size_t cur_column(const StrBuf *o) {
  size_t i = o->len;
  while (i > 0 && o->data[i - 1] != '\n') i--;
  return o->len - i;
}

static void pad_to(StrBuf *o, size_t col) {
  size_t c = cur_column(o);
  size_t n = c < col ? col - c : 1;
  while (n--) sb_putc(o, ' ');
}

/* ---- types -------------------------------------------------------------- */

static void print_type(StrBuf *o, const IrType *t);

static void print_struct_body(StrBuf *o, const IrType *t) {
  if (t->opaque) {
    sb_puts(o, "opaque");
    return;
  }
  if (t->packed) sb_putc(o, '<');
  if (t->nmembers == 0) sb_puts(o, "{}");
  else {
    sb_puts(o, "{ ");
    for (uint32_t i = 0; i < t->nmembers; i++) {
      if (i) sb_puts(o, ", ");
      print_type(o, t->members[i]);
    }
    sb_puts(o, " }");
  }
  if (t->packed) sb_putc(o, '>');
}

static void print_type(StrBuf *o, const IrType *t) {
  if (!t) {
    sb_puts(o, "<null type>");
    return;
  }
  switch (t->kind) {
  case IR_TY_VOID: sb_puts(o, "void"); break;
  case IR_TY_LABEL: sb_puts(o, "label"); break;
  case IR_TY_METADATA: sb_puts(o, "metadata"); break;
  case IR_TY_INT: sb_printf(o, "i%u", t->bits); break;
  case IR_TY_HALF: sb_puts(o, "half"); break;
  case IR_TY_FLOAT: sb_puts(o, "float"); break;
  case IR_TY_DOUBLE: sb_puts(o, "double"); break;
  case IR_TY_PTR:
    if (t->elem) {
      print_type(o, t->elem);
      if (t->addrspace) sb_printf(o, " addrspace(%u)", t->addrspace);
      sb_putc(o, '*');
    } else {
      sb_puts(o, "ptr");
      if (t->addrspace) sb_printf(o, " addrspace(%u)", t->addrspace);
    }
    break;
  case IR_TY_VECTOR:
    sb_printf(o, "<%llu x ", (unsigned long long)t->count);
    print_type(o, t->elem);
    sb_putc(o, '>');
    break;
  case IR_TY_ARRAY:
    sb_printf(o, "[%llu x ", (unsigned long long)t->count);
    print_type(o, t->elem);
    sb_putc(o, ']');
    break;
  case IR_TY_STRUCT:
    if (t->name) put_name(o, '%', t->name);
    else print_struct_body(o, t);
    break;
  case IR_TY_FUNC:
    print_type(o, t->elem);
    sb_puts(o, " (");
    for (uint32_t i = 0; i < t->nmembers; i++) {
      if (i) sb_puts(o, ", ");
      print_type(o, t->members[i]);
    }
    if (t->vararg) sb_puts(o, t->nmembers ? ", ..." : "...");
    sb_putc(o, ')');
    break;
  case IR_TY_TARGET:
    sb_puts(o, "target(\"");
    put_escaped(o, t->name, strlen(t->name));
    sb_putc(o, '"');
    for (uint32_t i = 0; i < t->nmembers; i++) {
      sb_puts(o, ", ");
      print_type(o, t->members[i]);
    }
    for (uint32_t i = 0; i < t->nints; i++) sb_printf(o, ", %u", t->ints[i]);
    sb_putc(o, ')');
    break;
  }
}

void ir_print_type(StrBuf *out, const IrType *t) { print_type(out, t); }

/* ---- TypeFinder ---------------------------------------------------------- */

static void tf_type(Printer *p, IrType *t) {
  if (!t || pm_get(&p->types_seen, t, NULL)) return;
  pm_put(&p->arena, &p->types_seen, t, 1);
  /* Explicit stack, as LLVM: pop, record, push unvisited subtypes reversed. */
  PtrVec stack = {0};
  ptrvec_push(&p->arena, &stack, t);
  while (stack.len) {
    IrType *ty = stack.data[--stack.len];
    if (ty->kind == IR_TY_STRUCT && ty->name) ptrvec_push(&p->arena, &p->named_types, ty);
    IrType *subs[1];
    IrType **sv = NULL;
    uint32_t ns = 0;
    IrType *tmp[64];
    switch (ty->kind) {
    case IR_TY_PTR: case IR_TY_VECTOR: case IR_TY_ARRAY:
      if (ty->elem) { subs[0] = ty->elem; sv = subs; ns = 1; }
      break;
    case IR_TY_STRUCT: case IR_TY_TARGET:
      sv = ty->members; ns = ty->nmembers;
      break;
    case IR_TY_FUNC: {
      /* subtypes: return type, then params */
      IrType **all = ty->nmembers + 1 <= 64 ? tmp
                     : arena_alloc(&p->arena, sizeof(IrType *) * (ty->nmembers + 1));
      if (!all) break;
      all[0] = ty->elem;
      for (uint32_t i = 0; i < ty->nmembers; i++) all[i + 1] = ty->members[i];
      sv = all; ns = ty->nmembers + 1;
      break;
    }
    default: break;
    }
    for (uint32_t i = ns; i-- > 0;) {
      IrType *s = sv[i];
      if (!s || pm_get(&p->types_seen, s, NULL)) continue;
      pm_put(&p->arena, &p->types_seen, s, 1);
      ptrvec_push(&p->arena, &stack, s);
    }
  }
}

static void tf_md(Printer *p, IrMD *md);

static void tf_value(Printer *p, IrValue *v) {
  if (!v) return;
  if (v->kind == IR_V_MD) {
    IrMD *md = ((IrMDValue *)v)->md;
    if (!md) return;
    if (md->kind == IR_MD_NODE) tf_md(p, md);
    else if (md->kind == IR_MD_VALUE) tf_value(p, md->value);
    return;
  }
  IrConst *c = ir_as_const(v);
  if (!c) return; /* globals, functions, locals */
  if (pm_get(&p->consts_seen, c, NULL)) return;
  pm_put(&p->arena, &p->consts_seen, c, 1);
  tf_type(p, v->type);
  if (v->kind == IR_V_CONST_EXPR && c->expr_op == IR_GEP) tf_type(p, c->expr_type);
  if (v->kind == IR_V_CONST_EXPR || v->kind == IR_V_CONST_AGG)
    for (uint32_t i = 0; i < c->nelems; i++) tf_value(p, c->elems[i]);
}

/* Preorder walk with an explicit stack (same visiting order as recursion),
 * so a long chain of nodes read from a file cannot exhaust the C stack. */
static void tf_md(Printer *p, IrMD *md) {
  if (!md || md->kind != IR_MD_NODE) return;
  if (pm_get(&p->md_seen, md, NULL)) return;
  pm_put(&p->arena, &p->md_seen, md, 1);
  typedef struct TfFrame {
    IrMD *node;   /* node whose operands are being walked */
    uint32_t next;/* next operand index */
  } TfFrame;
  VEC(TfFrame) st = {0};
  TfFrame f0 = {md, 0};
  if (!vec_push(&p->arena, &st, f0)) return;
  while (st.len) {
    TfFrame *fr = &st.data[st.len - 1];
    if (fr->next >= fr->node->nops) {
      st.len--;
      continue;
    }
    IrMD *op = fr->node->ops[fr->next++];
    if (!op) continue;
    if (op->kind == IR_MD_NODE) {
      if (pm_get(&p->md_seen, op, NULL)) continue;
      pm_put(&p->arena, &p->md_seen, op, 1);
      TfFrame nf = {op, 0};
      if (!vec_push(&p->arena, &st, nf)) return;
    } else if (op->kind == IR_MD_VALUE) {
      tf_value(p, op->value);
    }
  }
}

static void type_finder(Printer *p) {
  IrModule *m = p->m;
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    tf_type(p, g->value_type);
    if (g->init) tf_value(p, g->init);
  }
  for (uint32_t fi = 0; fi < m->funcs.len; fi++) {
    IrFunc *f = m->funcs.data[fi];
    tf_type(p, f->fn_type);
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
        tf_type(p, i->v.type);
        for (uint32_t k = 0; k < i->nops; k++)
          if (i->ops[k] && i->ops[k]->kind != IR_V_INST) tf_value(p, i->ops[k]);
        if (i->op == IR_GEP || i->op == IR_ALLOCA) tf_type(p, i->aux_type);
        for (uint32_t k = 0; k < i->nmd; k++) tf_md(p, i->md[k].md);
      }
  }
  for (uint32_t i = 0; i < m->named_md.len; i++) {
    IrNamedMD *n = m->named_md.data[i];
    for (uint32_t k = 0; k < n->nops; k++) tf_md(p, n->ops[k]);
  }
}

/* ---- metadata uniquing and slots ---------------------------------------- */

static IrMD *md_canon(Printer *p, IrMD *md, int depth);

static uint64_t md_op_hash(Printer *p, IrMD *op, int depth) {
  if (!op) return 0;
  switch (op->kind) {
  case IR_MD_STRING: return ir_hash_mix(1, hl_hash_bytes(op->str, op->len, 3));
  case IR_MD_VALUE: return ir_hash_mix(2, (uint64_t)(uintptr_t)op->value);
  default: return ir_hash_mix(3, (uint64_t)(uintptr_t)md_canon(p, op, depth + 1));
  }
}

static bool md_op_eq(Printer *p, IrMD *a, IrMD *b) {
  if (a == b) return true;
  if (!a || !b || a->kind != b->kind) return false;
  switch (a->kind) {
  case IR_MD_STRING: return a->len == b->len && memcmp(a->str, b->str, a->len) == 0;
  case IR_MD_VALUE: return a->value == b->value;
  default: return md_canon(p, a, 0) == md_canon(p, b, 0);
  }
}

typedef struct MdUKey {
  Printer *p;
  IrMD *node;
} MdUKey;

static bool md_unique_eq(const void *item, const void *key) {
  const IrMD *a = item;
  const MdUKey *k = key;
  const IrMD *b = k->node;
  if (a->nops != b->nops || a->distinct || b->distinct || a->special || b->special)
    return false;
  for (uint32_t i = 0; i < a->nops; i++)
    if (!md_op_eq(k->p, a->ops[i], b->ops[i])) return false;
  return true;
}

/* The representative of md's uniquing class (md itself for distinct,
 * specialized and self-referencing nodes, strings and values). */
static IrMD *md_canon(Printer *p, IrMD *md, int depth) {
  if (!md || md->kind != IR_MD_NODE || md->distinct || md->special) return md;
  uintptr_t v;
  if (pm_get(&p->md_canon, md, &v)) return v == 1 ? md : (IrMD *)v; /* 1: in progress */
  if (depth > 200) return md;
  pm_put(&p->arena, &p->md_canon, md, 1);
  uint64_t h = ir_hash_mix(0x4d, md->nops);
  for (uint32_t i = 0; i < md->nops; i++) h = ir_hash_mix(h, md_op_hash(p, md->ops[i], depth));
  MdUKey key = {p, md};
  IrMD *c = ir_hset_find(&p->md_unique, h, md_unique_eq, &key);
  if (!c) {
    c = md;
    ir_hset_insert(&p->arena, &p->md_unique, h, md);
  }
  pm_put(&p->arena, &p->md_canon, md, (uintptr_t)c);
  return c;
}

static bool md_is_inline_special(const IrMD *md) {
  return md->special && strncmp(md->special, "!DIExpression(", 14) == 0;
}

/* SlotTracker::CreateMetadataSlot: preorder numbering. */
static void md_create_slot(Printer *p, IrMD *md) {
  md = md_canon(p, md, 0);
  if (!md || md->kind != IR_MD_NODE || md_is_inline_special(md)) return;
  PtrVec stack = {0};
  ptrvec_push(&p->arena, &stack, md);
  /* Iterative preorder: children are visited left to right. */
  while (stack.len) {
    IrMD *n = stack.data[--stack.len];
    n = md_canon(p, n, 0);
    if (!n || n->kind != IR_MD_NODE || md_is_inline_special(n)) continue;
    if (pm_get(&p->md_slot, n, NULL)) continue;
    pm_put(&p->arena, &p->md_slot, n, p->md_list.len);
    ptrvec_push(&p->arena, &p->md_list, n);
    for (uint32_t i = n->nops; i-- > 0;)
      if (n->ops[i] && n->ops[i]->kind == IR_MD_NODE) ptrvec_push(&p->arena, &stack, n->ops[i]);
  }
}

/* ---- metadata kinds -------------------------------------------------------- */

static const char *const fixed_md_kinds[] = {
  "dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct", "invariant.load",
  "alias.scope", "noalias", "nontemporal", "llvm.mem.parallel_loop_access",
  "nonnull", "dereferenceable", "dereferenceable_or_null", "make.implicit",
  "unpredictable", "invariant.group", "align", "llvm.loop", "type",
  "section_prefix", "absolute_symbol", "associated", "callees", "irr_loop",
  "llvm.access.group", "callback", "llvm.preserve.access.index",
  "vcall_visibility", "noundef", "annotation", "nosanitize", "func_sanitize",
  "exclude", "memprof", "callsite", "kcfi_type", "pcsections", "DIAssignID",
  "coro.outside.frame", "mmra",
};
#define N_FIXED_MD_KINDS (sizeof fixed_md_kinds / sizeof fixed_md_kinds[0])

static uint32_t md_kind_rank(Printer *p, const char *kind, bool reg) {
  for (uint32_t i = 0; i < N_FIXED_MD_KINDS; i++)
    if (strcmp(fixed_md_kinds[i], kind) == 0) return i;
  for (uint32_t i = 0; i < p->md_kinds.len; i++)
    if (strcmp(p->md_kinds.data[i], kind) == 0) return (uint32_t)N_FIXED_MD_KINDS + i;
  if (reg) ptrvec_push(&p->arena, &p->md_kinds, (void *)kind);
  return (uint32_t)N_FIXED_MD_KINDS + p->md_kinds.len - 1;
}

/* Attachments in LLVM's getAllMetadata order (by kind id). */
static uint32_t sorted_md(Printer *p, const IrMDAttach *md, uint32_t n, const IrMDAttach **out) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (!md[i].md || !md[i].kind) continue;
    out[k++] = &md[i];
  }
  for (uint32_t i = 1; i < k; i++) { /* insertion sort: tiny lists */
    const IrMDAttach *x = out[i];
    uint32_t rx = md_kind_rank(p, x->kind, false);
    uint32_t j = i;
    while (j > 0 && md_kind_rank(p, out[j - 1]->kind, false) > rx) {
      out[j] = out[j - 1];
      j--;
    }
    out[j] = x;
  }
  return k;
}

/* ---- attributes ---------------------------------------------------------- */

/* LLVM 19's Attribute::AttrKind order (enum, type, int attributes). */
static const char *const attr_order[] = {
  "allocalign", "allocptr", "alwaysinline", "builtin", "cold", "convergent",
  "coro_only_destroy_when_complete", "dead_on_unwind", "disable_sanitizer_instrumentation",
  "fn_ret_thunk_extern", "hot", "hybrid_patchable", "immarg", "inreg", "inlinehint",
  "jumptable", "minsize", "mustprogress", "naked", "nest", "noalias", "nobuiltin",
  "nocallback", "nocapture", "nocf_check", "noduplicate", "nofree", "noimplicitfloat",
  "noinline", "nomerge", "noprofile", "norecurse", "noredzone", "noreturn",
  "nosanitize_bounds", "nosanitize_coverage", "nosync", "noundef", "nounwind",
  "nonlazybind", "nonnull", "null_pointer_is_valid", "optforfuzzing", "optdebug",
  "optsize", "optnone", "presplitcoroutine", "readnone", "readonly", "returned",
  "returns_twice", "signext", "safestack", "sanitize_address", "sanitize_hwaddress",
  "sanitize_memtag", "sanitize_memory", "sanitize_numerical_stability",
  "sanitize_thread", "shadowcallstack", "skipprofile", "speculatable",
  "speculative_load_hardening", "ssp", "sspreq", "sspstrong", "strictfp", "swiftasync",
  "swifterror", "swiftself", "willreturn", "writable", "writeonly", "zeroext",
  "byref", "byval", "elementtype", "inalloca", "preallocated", "sret",
  "align", "allockind", "allocsize", "dereferenceable", "dereferenceable_or_null",
  "memory", "nofpclass", "alignstack", "uwtable", "vscale_range", "range", "initializes",
};
#define N_ATTR_ORDER (sizeof attr_order / sizeof attr_order[0])

static bool attr_is_string(const IrAttr *a) { return a->key[0] == '"'; }

static uint32_t attr_rank(const IrAttr *a) {
  if (attr_is_string(a)) return 100000;
  for (uint32_t i = 0; i < N_ATTR_ORDER; i++)
    if (strcmp(attr_order[i], a->key) == 0) return i;
  return 50000; /* unknown enum attribute: after known ones, by name */
}

static int attr_cmp(const void *pa, const void *pb) {
  const IrAttr *a = *(const IrAttr *const *)pa, *b = *(const IrAttr *const *)pb;
  uint32_t ra = attr_rank(a), rb = attr_rank(b);
  if (ra != rb) return ra < rb ? -1 : 1;
  int c = strcmp(a->key, b->key);
  if (c) return c;
  return strcmp(a->value ? a->value : "", b->value ? b->value : "");
}

/* The attributes of s in LLVM's canonical order (scratch array). */
static uint32_t sorted_attrs(Printer *p, const IrAttrSet *s, const IrAttr ***out) {
  *out = NULL;
  if (!s || !s->n) return 0;
  const IrAttr **v = arena_alloc(&p->arena, sizeof(IrAttr *) * s->n);
  if (!v) return 0;
  for (uint32_t i = 0; i < s->n; i++) v[i] = &s->attrs[i];
  hl_sort(&p->arena, v, s->n, sizeof *v, attr_cmp);
  *out = v;
  return s->n;
}

/* Attribute::getAsString. in_group selects "align=4" over "align 4". */
static void put_attr(Printer *p, const IrAttr *a, bool in_group) {
  StrBuf *o = p->out;
  if (attr_is_string(a)) {
    sb_puts(o, a->key);
    if (a->value && strcmp(a->value, "\"\"") != 0 && a->value[0]) {
      sb_putc(o, '=');
      sb_puts(o, a->value);
    }
    return;
  }
  if (!a->value) {
    sb_puts(o, a->key);
    return;
  }
  if (strcmp(a->key, "align") == 0) {
    sb_printf(o, in_group ? "align=%s" : "align %s", a->value);
  } else if (strcmp(a->key, "alignstack") == 0) {
    sb_printf(o, in_group ? "alignstack=%s" : "alignstack(%s)", a->value);
  } else {
    sb_printf(o, "%s(%s)", a->key, a->value);
  }
}

static void put_attr_set(Printer *p, const IrAttrSet *s, bool in_group) {
  const IrAttr **v;
  uint32_t n = sorted_attrs(p, s, &v);
  for (uint32_t i = 0; i < n; i++) {
    if (i) putc_(p, ' ');
    put_attr(p, v[i], in_group);
  }
}

static bool attrs_nonempty(const IrAttrSet *s) { return s && s->n; }

static uint32_t attr_group(Printer *p, IrAttrSet *s, bool create) {
  for (uint32_t i = 0; i < p->attr_groups.len; i++)
    if (ir_attrs_equal(p->attr_groups.data[i], s)) return i;
  if (!create) return UINT32_MAX;
  ptrvec_push(&p->arena, &p->attr_groups, s);
  return p->attr_groups.len - 1;
}

/* ---- float formatting (APFloat::toString(6, 0, false) + reparse check) ---- */

typedef struct Big {
  uint32_t w[120];   /* little-endian 32-bit limbs */
  uint32_t n;        /* limbs in use */
} Big;

static void big_mul_small(Big *b, uint32_t f) {
  uint64_t carry = 0;
  for (uint32_t i = 0; i < b->n; i++) {
    uint64_t x = (uint64_t)b->w[i] * f + carry;
    b->w[i] = (uint32_t)x;
    carry = x >> 32;
  }
  if (carry && b->n < 120) b->w[b->n++] = (uint32_t)carry;
}

static uint32_t big_div_small(Big *b, uint32_t d) {
  uint64_t rem = 0;
  for (uint32_t i = b->n; i-- > 0;) {
    uint64_t x = (rem << 32) | b->w[i];
    b->w[i] = (uint32_t)(x / d);
    rem = x % d;
  }
  while (b->n && !b->w[b->n - 1]) b->n--;
  return (uint32_t)rem;
}

static uint32_t big_bits(const Big *b) {
  if (!b->n) return 0;
  uint32_t top = b->w[b->n - 1], bits = 0;
  while (top) { bits++; top >>= 1; }
  return (b->n - 1) * 32 + bits;
}

/* Formats finite v like LLVM; returns false when the 6-digit form does not
 * reparse to v (caller then prints hex). */
static bool format_fp6(double v, char *buf, size_t cap) {
  uint64_t bits;
  memcpy(&bits, &v, 8);
  bool neg = bits >> 63;
  int e = (int)((bits >> 52) & 0x7ff);
  uint64_t mant = bits & 0xfffffffffffffull;
  size_t k = 0;
  if (neg) buf[k++] = '-';
  if (e == 0 && mant == 0) {
    snprintf(buf + k, cap - k, "0.000000e+00");
    return true;
  }
  uint64_t sig = e ? (mant | (1ull << 52)) : mant;
  int exp2 = e ? e - 1075 : -1074;
  while (!(sig & 1)) { sig >>= 1; exp2++; }
  Big b = {{0}, 0};
  b.w[0] = (uint32_t)sig;
  b.w[1] = (uint32_t)(sig >> 32);
  b.n = b.w[1] ? 2 : 1;
  int exp10 = 0;
  if (exp2 > 0) {
    for (int i = 0; i < exp2; i++) big_mul_small(&b, 2);
  } else if (exp2 < 0) {
    for (int i = 0; i < -exp2; i++) big_mul_small(&b, 5);
    exp10 = exp2;
  }
  /* APInt AdjustToPrecision: drop decimal digits by truncation. */
  uint32_t nbits = big_bits(&b);
  uint32_t required = (6 * 196 + 58) / 59;
  if (nbits > required) {
    uint32_t tens = (nbits - required) * 59 / 196;
    exp10 += (int)tens;
    for (uint32_t i = 0; i < tens; i++) big_div_small(&b, 10);
  }
  char dig[64]; /* least significant first */
  uint32_t nd = 0;
  bool trail = true;
  while (b.n && nd < sizeof dig) {
    uint32_t d = big_div_small(&b, 10);
    if (trail && d == 0) exp10++;
    else {
      dig[nd++] = (char)('0' + d);
      trail = false;
    }
  }
  if (!nd) return false;
  /* Buffer AdjustToPrecision: round half up at the 7th digit. */
  if (nd > 6) {
    uint32_t first = nd - 6;
    if (dig[first - 1] < '5') {
      while (first < nd && dig[first] == '0') first++;
      exp10 += (int)first;
      memmove(dig, dig + first, nd - first);
      nd -= first;
    } else {
      uint32_t i;
      for (i = first; i != nd; i++) {
        if (dig[i] == '9') first++;
        else {
          dig[i]++;
          break;
        }
      }
      if (first == nd) {
        exp10 += (int)first;
        dig[0] = '1';
        nd = 1;
      } else {
        exp10 += (int)first;
        memmove(dig, dig + first, nd - first);
        nd -= first;
      }
    }
  }
  exp10 += (int)nd - 1;
  buf[k++] = dig[nd - 1];
  buf[k++] = '.';
  for (uint32_t i = 1; i < nd; i++) buf[k++] = dig[nd - 1 - i];
  for (uint32_t i = nd - 1; i < 6; i++) buf[k++] = '0';
  buf[k++] = 'e';
  buf[k++] = exp10 >= 0 ? '+' : '-';
  int ae = exp10 < 0 ? -exp10 : exp10;
  snprintf(buf + k, cap - k, "%02d", ae);
  double back = strtod(buf, NULL);
  return back == v;
}

static void put_fp(Printer *p, const IrConst *c) {
  StrBuf *o = p->out;
  IrTypeKind k = c->v.type->kind;
  if (k == IR_TY_HALF) {
    sb_printf(o, "0xH%04X", (unsigned)(c->fbits & 0xffff));
    return;
  }
  double d;
  uint64_t dbits;
  if (k == IR_TY_FLOAT) {
    uint32_t fb = (uint32_t)c->fbits;
    uint32_t fexp = (fb >> 23) & 0xff, fm = fb & 0x7fffff;
    if (fexp == 0xff) { /* inf/nan: widen the bits directly (payload kept) */
      dbits = ((uint64_t)(fb >> 31) << 63) | (0x7ffull << 52) | ((uint64_t)fm << 29);
      sb_printf(o, "0x%llX", (unsigned long long)dbits);
      return;
    }
    float f;
    memcpy(&f, &fb, 4);
    d = f;
  } else {
    dbits = c->fbits;
    memcpy(&d, &dbits, 8);
    if (((dbits >> 52) & 0x7ff) == 0x7ff) {
      sb_printf(o, "0x%llX", (unsigned long long)dbits);
      return;
    }
  }
  char buf[64];
  if (p->opt.dxil_style) {
    /* LLVM 3.7 printed `raw_ostream << double`, i.e. printf("%e"), and kept
     * it when it reparses exactly. */
    snprintf(buf, sizeof buf, "%e", d);
    if (strtod(buf, NULL) == d) {
      sb_puts(o, buf);
      return;
    }
  } else if (format_fp6(d, buf, sizeof buf)) {
    sb_puts(o, buf);
    return;
  }
  memcpy(&dbits, &d, 8);
  sb_printf(o, "0x%llX", (unsigned long long)dbits);
}

/* ---- values ----------------------------------------------------------------- */

static void put_const(Printer *p, IrValue *v);
static void put_md_ref(Printer *p, IrMD *md);

static void put_value_ref(Printer *p, IrValue *v) {
  StrBuf *o = p->out;
  if (!v) {
    sb_puts(o, "<null operand!>");
    return;
  }
  uintptr_t slot;
  switch (v->kind) {
  case IR_V_GLOBAL: case IR_V_FUNC:
    if (v->name && *v->name) put_name(o, '@', v->name);
    else if (pm_get(&p->module_slots, v, &slot)) sb_printf(o, "@%u", (unsigned)slot);
    else sb_puts(o, "@<badref>");
    return;
  case IR_V_ARG: case IR_V_BLOCK: case IR_V_INST:
    if (v->name && *v->name) put_name(o, '%', v->name);
    else if (pm_get(&p->local, v, &slot)) sb_printf(o, "%%%u", (unsigned)slot);
    else sb_puts(o, "<badref>");
    return;
  case IR_V_MD:
    put_md_ref(p, ((IrMDValue *)v)->md);
    return;
  default:
    put_const(p, v);
  }
}

static void put_typed(Printer *p, IrValue *v) {
  if (!v) {
    put(p, "<null operand!>");
    return;
  }
  print_type(p->out, v->type);
  putc_(p, ' ');
  put_value_ref(p, v);
}

static void put_flags(Printer *p, uint32_t flags, IrOpcode op) {
  StrBuf *o = p->out;
  uint32_t fmf = flags & IR_FMF_FAST;
  if (p->opt.dxil_style) {
    /* LLVM 3.7: fast = unsafe-algebra; otherwise nnan ninf nsz arcp */
    if (fmf == IR_FMF_FAST) sb_puts(o, " fast");
    else {
      if (fmf & IR_FMF_NNAN) sb_puts(o, " nnan");
      if (fmf & IR_FMF_NINF) sb_puts(o, " ninf");
      if (fmf & IR_FMF_NSZ) sb_puts(o, " nsz");
      if (fmf & IR_FMF_ARCP) sb_puts(o, " arcp");
    }
  } else if (fmf == IR_FMF_FAST) {
    sb_puts(o, " fast");
  } else {
    if (fmf & IR_FMF_REASSOC) sb_puts(o, " reassoc");
    if (fmf & IR_FMF_NNAN) sb_puts(o, " nnan");
    if (fmf & IR_FMF_NINF) sb_puts(o, " ninf");
    if (fmf & IR_FMF_NSZ) sb_puts(o, " nsz");
    if (fmf & IR_FMF_ARCP) sb_puts(o, " arcp");
    if (fmf & IR_FMF_CONTRACT) sb_puts(o, " contract");
    if (fmf & IR_FMF_AFN) sb_puts(o, " afn");
  }
  if (op == IR_GEP) {
    if (flags & IR_FLAG_INBOUNDS) sb_puts(o, " inbounds");
    else if ((flags & IR_FLAG_GEP_NUSW) && !p->opt.dxil_style) sb_puts(o, " nusw");
    if ((flags & IR_FLAG_GEP_NUW) && !p->opt.dxil_style) sb_puts(o, " nuw");
    return;
  }
  bool modern_only = op == IR_TRUNC;
  if (!(modern_only && p->opt.dxil_style)) {
    if (flags & IR_FLAG_NUW) sb_puts(o, " nuw");
    if (flags & IR_FLAG_NSW) sb_puts(o, " nsw");
  }
  if (flags & IR_FLAG_EXACT) sb_puts(o, " exact");
  if (!p->opt.dxil_style) {
    if (flags & IR_FLAG_DISJOINT) sb_puts(o, " disjoint");
    if (flags & IR_FLAG_NNEG) sb_puts(o, " nneg");
  }
}

/* An i8 array made only of integer constants prints as c"...". */
static bool agg_is_string(const IrConst *c) {
  const IrType *t = c->v.type;
  if (t->kind != IR_TY_ARRAY || !ir_type_is_int(t->elem, 8)) return false;
  for (uint32_t i = 0; i < c->nelems; i++)
    if (c->elems[i]->kind != IR_V_CONST_INT) return false;
  return true;
}

static void put_data_elem(Printer *p, const IrType *et, const uint8_t *b) {
  StrBuf *o = p->out;
  uint64_t bits = 0;
  uint32_t sz = (uint32_t)(et->kind == IR_TY_INT ? (et->bits + 7) / 8
                           : et->kind == IR_TY_HALF ? 2 : et->kind == IR_TY_FLOAT ? 4 : 8);
  if (sz > 8) sz = 8;
  for (uint32_t i = 0; i < sz; i++) bits |= (uint64_t)b[i] << (8 * i);
  print_type(o, et);
  sb_putc(o, ' ');
  if (et->kind == IR_TY_INT) {
    if (et->bits == 1) sb_puts(o, bits & 1 ? "true" : "false");
    else {
      int64_t sv = (int64_t)bits;
      if (et->bits < 64 && (bits >> (et->bits - 1)) & 1) sv = (int64_t)(bits | ~((1ull << et->bits) - 1));
      sb_printf(o, "%lld", (long long)sv);
    }
  } else {
    IrConst tmp;
    memset(&tmp, 0, sizeof tmp);
    tmp.v.kind = IR_V_CONST_FP;
    tmp.v.type = (IrType *)et;
    tmp.fbits = bits;
    put_fp(p, &tmp);
  }
}

/* The element of a vector constant all of whose elements are the same
 * integer or FP value (LLVM's Constant::getSplatValue, restricted to
 * ConstantInt/ConstantFP as AsmWriter's splat shorthand is). For data
 * vectors the element's bytes are returned through *bytes instead. */
static bool vector_splat(const IrConst *c, IrValue **elem, const uint8_t **bytes) {
  const IrType *t = c->v.type;
  if (t->kind != IR_TY_VECTOR || !t->count) return false;
  if (c->v.kind == IR_V_CONST_AGG) {
    if (c->nelems != t->count) return false;
    IrValue *e0 = c->elems[0];
    if (e0->kind != IR_V_CONST_INT && e0->kind != IR_V_CONST_FP) return false;
    const IrConst *a = (const IrConst *)e0;
    for (uint32_t i = 1; i < c->nelems; i++) {
      const IrValue *e = c->elems[i];
      const IrConst *b = (const IrConst *)e;
      if (e->kind != e0->kind || e->type != e0->type) return false;
      if (e0->kind == IR_V_CONST_INT ? b->ival != a->ival : b->fbits != a->fbits) return false;
    }
    *elem = e0;
    return true;
  }
  if (c->v.kind != IR_V_CONST_DATA) return false;
  const IrType *et = t->elem;
  if (et->kind != IR_TY_INT && !ir_type_is_fp(et)) return false;
  uint64_t esz = et->kind == IR_TY_INT ? (et->bits + 7) / 8 : ir_type_size(et);
  if (!esz || esz > 8 || (uint64_t)t->count * esz > c->nbytes) return false;
  for (uint64_t i = 1; i < t->count; i++)
    if (memcmp(c->bytes, c->bytes + i * esz, esz)) return false;
  *bytes = c->bytes;
  return true;
}

static void put_const(Printer *p, IrValue *v) {
  StrBuf *o = p->out;
  if (p->opt.splat_shorthand && !p->opt.dxil_style &&
      (v->kind == IR_V_CONST_AGG || v->kind == IR_V_CONST_DATA)) {
    IrValue *e = NULL;
    const uint8_t *b = NULL;
    if (vector_splat((IrConst *)v, &e, &b)) {
      sb_puts(o, "splat (");
      if (e) put_typed(p, e);
      else put_data_elem(p, v->type->elem, b);
      sb_putc(o, ')');
      return;
    }
  }
  IrConst *c = (IrConst *)v;
  const IrType *t = v->type;
  switch (v->kind) {
  case IR_V_CONST_INT:
    if (t->bits == 1) sb_puts(o, c->ival & 1 ? "true" : "false");
    else {
      int64_t sv = (int64_t)c->ival;
      if (t->bits < 64 && t->bits > 0 && ((c->ival >> (t->bits - 1)) & 1))
        sv = (int64_t)(c->ival | ~((1ull << t->bits) - 1));
      sb_printf(o, "%lld", (long long)sv);
    }
    return;
  case IR_V_CONST_FP: put_fp(p, c); return;
  case IR_V_CONST_NULL: sb_puts(o, t->kind == IR_TY_TARGET ? "none" : "null"); return;
  case IR_V_CONST_ZERO: sb_puts(o, "zeroinitializer"); return;
  case IR_V_UNDEF: sb_puts(o, "undef"); return;
  case IR_V_POISON: sb_puts(o, p->opt.dxil_style ? "undef" : "poison"); return;
  case IR_V_CONST_DATA: {
    const IrType *et = t->kind == IR_TY_ARRAY || t->kind == IR_TY_VECTOR ? t->elem : NULL;
    if (t->kind == IR_TY_ARRAY && ir_type_is_int(et, 8)) {
      sb_puts(o, "c\"");
      put_escaped(o, (const char *)c->bytes, c->nbytes);
      sb_putc(o, '"');
      return;
    }
    if (!et) { sb_puts(o, "<bad data>"); return; }
    uint64_t esz = ir_type_size(et);
    if (et->kind == IR_TY_INT) esz = (et->bits + 7) / 8;
    sb_putc(o, t->kind == IR_TY_ARRAY ? '[' : '<');
    for (uint64_t i = 0; esz && i < t->count && (i + 1) * esz <= c->nbytes; i++) {
      if (i) sb_puts(o, ", ");
      put_data_elem(p, et, c->bytes + i * esz);
    }
    sb_putc(o, t->kind == IR_TY_ARRAY ? ']' : '>');
    return;
  }
  case IR_V_CONST_AGG: {
    if (agg_is_string(c)) {
      sb_puts(o, "c\"");
      for (uint32_t i = 0; i < c->nelems; i++) {
        char ch = (char)((IrConst *)c->elems[i])->ival;
        put_escaped(o, &ch, 1);
      }
      sb_putc(o, '"');
      return;
    }
    const char *open = "[", *close = "]";
    if (t->kind == IR_TY_VECTOR) { open = "<"; close = ">"; }
    else if (t->kind == IR_TY_STRUCT) {
      if (c->nelems == 0) { sb_puts(o, t->packed ? "<{}>" : "{}"); return; }
      open = t->packed ? "<{ " : "{ ";
      close = t->packed ? " }>" : " }";
    }
    sb_puts(o, open);
    for (uint32_t i = 0; i < c->nelems; i++) {
      if (i) sb_puts(o, ", ");
      put_typed(p, c->elems[i]);
    }
    sb_puts(o, close);
    return;
  }
  case IR_V_CONST_EXPR: {
    IrOpcode op = (IrOpcode)c->expr_op;
    sb_puts(o, ir_opcode_name(op));
    put_flags(p, c->expr_flags, op);
    if (op == IR_ICMP || op == IR_FCMP) {
      sb_putc(o, ' ');
      sb_puts(o, ir_pred_name((IrPred)c->expr_flags));
    }
    sb_puts(o, " (");
    if (op == IR_GEP) {
      print_type(o, c->expr_type);
      sb_puts(o, ", ");
    }
    for (uint32_t i = 0; i < c->nelems; i++) {
      if (i) sb_puts(o, ", ");
      put_typed(p, c->elems[i]);
    }
    if (ir_opcode_is_cast(op)) {
      sb_puts(o, " to ");
      print_type(o, t);
    }
    sb_putc(o, ')');
    return;
  }
  default:
    put_value_ref(p, v);
  }
}

/* ---- metadata printing ------------------------------------------------------ */

static void put_md_body(Printer *p, IrMD *md);

static void put_md_ref(Printer *p, IrMD *md) {
  StrBuf *o = p->out;
  if (!md) {
    sb_puts(o, "null");
    return;
  }
  switch (md->kind) {
  case IR_MD_STRING:
    sb_puts(o, "!\"");
    put_escaped(o, md->str, md->len);
    sb_putc(o, '"');
    return;
  case IR_MD_VALUE:
    put_typed(p, md->value);
    return;
  case IR_MD_NODE: {
    if (md_is_inline_special(md)) {
      sb_puts(o, md->special);
      return;
    }
    IrMD *c = md_canon(p, md, 0);
    uintptr_t slot;
    if (pm_get(&p->md_slot, c, &slot)) sb_printf(o, "!%u", (unsigned)slot);
    else put_md_body(p, c); /* not numbered (e.g. printing one instruction) */
    return;
  }
  }
}

static void put_md_body(Printer *p, IrMD *md) {
  StrBuf *o = p->out;
  if (md->special) {
    if (md->distinct && strncmp(md->special, "distinct ", 9) != 0) sb_puts(o, "distinct ");
    sb_puts(o, md->special);
    return;
  }
  if (md->distinct) sb_puts(o, "distinct ");
  sb_puts(o, "!{");
  for (uint32_t i = 0; i < md->nops; i++) {
    if (i) sb_puts(o, ", ");
    put_md_ref(p, md->ops[i]);
  }
  sb_putc(o, '}');
}

static void put_md_attachments(Printer *p, const IrMDAttach *md, uint32_t n, const char *sep) {
  if (!n) return;
  const IrMDAttach *stackbuf[16];
  const IrMDAttach **v = n <= 16 ? stackbuf : arena_alloc(&p->arena, sizeof(*v) * n);
  if (!v) return;
  uint32_t k = sorted_md(p, md, n, v);
  for (uint32_t i = 0; i < k; i++) {
    put(p, sep);
    putc_(p, '!');
    put_md_ident(p->out, v[i]->kind);
    putc_(p, ' ');
    put_md_ref(p, v[i]->md);
  }
}

/* ---- slot tracking ------------------------------------------------------- */

static void number_function(Printer *p, IrFunc *f) {
  pm_clear(&p->local);
  uint32_t next = 0;
  for (uint32_t i = 0; i < f->nargs; i++)
    if (!f->args[i]->v.name || !*f->args[i]->v.name) pm_put(&p->arena, &p->local, f->args[i], next++);
  for (uint32_t b = 0; b < f->nblocks; b++) {
    IrBlock *bb = f->blocks[b];
    if (!bb->v.name || !*bb->v.name) pm_put(&p->arena, &p->local, bb, next++);
    for (IrInst *i = bb->first; i; i = i->next)
      if (i->v.type && i->v.type->kind != IR_TY_VOID && (!i->v.name || !*i->v.name))
        pm_put(&p->arena, &p->local, i, next++);
  }
}

/* Function-local metadata and call-site attribute groups, as
 * SlotTracker::processFunction does when the function is printed. */
static void incorporate_function(Printer *p, IrFunc *f) {
  for (uint32_t k = 0; k < f->nmd; k++) md_create_slot(p, f->md[k].md);
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next) {
      if (i->op == IR_CALL) {
        IrFunc *callee = ir_call_callee(i);
        bool intrinsic = callee && callee->v.name && strncmp(callee->v.name, "llvm.", 5) == 0;
        if (intrinsic)
          for (uint32_t k = 1; k < i->nops; k++)
            if (i->ops[k] && i->ops[k]->kind == IR_V_MD) {
              IrMD *md = ((IrMDValue *)i->ops[k])->md;
              if (md && md->kind == IR_MD_NODE) md_create_slot(p, md);
            }
      }
      if (i->nmd) {
        const IrMDAttach *stackbuf[16];
        const IrMDAttach **v = i->nmd <= 16 ? stackbuf
                               : arena_alloc(&p->arena, sizeof(*v) * i->nmd);
        if (v) {
          uint32_t n = sorted_md(p, i->md, i->nmd, v);
          for (uint32_t k = 0; k < n; k++) md_create_slot(p, v[k]->md);
        }
      }
    }
  number_function(p, f);
  for (uint32_t b = 0; b < f->nblocks; b++)
    for (IrInst *i = f->blocks[b]->first; i; i = i->next)
      if (i->op == IR_CALL && attrs_nonempty(i->call_attrs)) attr_group(p, i->call_attrs, true);
}

static void process_module(Printer *p) {
  IrModule *m = p->m;
  uint32_t next = 0;
  for (uint32_t i = 0; i < m->globals.len; i++) {
    IrGlobal *g = m->globals.data[i];
    if (!g->v.name || !*g->v.name) pm_put(&p->arena, &p->module_slots, g, next++);
    if (attrs_nonempty(g->attrs)) attr_group(p, g->attrs, true);
  }
  for (uint32_t i = 0; i < m->named_md.len; i++) {
    IrNamedMD *n = m->named_md.data[i];
    for (uint32_t k = 0; k < n->nops; k++) md_create_slot(p, n->ops[k]);
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    if (!f->v.name || !*f->v.name) pm_put(&p->arena, &p->module_slots, f, next++);
    if (attrs_nonempty(f->fn_attrs)) attr_group(p, f->fn_attrs, true);
  }
  /* Register custom metadata kinds in textual order (LLVM's parser does). */
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    IrFunc *f = m->funcs.data[i];
    for (uint32_t k = 0; k < f->nmd; k++)
      if (f->md[k].kind) md_kind_rank(p, f->md[k].kind, true);
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *in = f->blocks[b]->first; in; in = in->next)
        for (uint32_t k = 0; k < in->nmd; k++)
          if (in->md[k].kind) md_kind_rank(p, in->md[k].kind, true);
  }
}

/* ---- instructions -------------------------------------------------------- */

static const char *linkage_str(IrLinkage l) {
  switch (l) {
  case IR_LINK_EXTERNAL: return "";
  case IR_LINK_INTERNAL: return "internal ";
  case IR_LINK_PRIVATE: return "private ";
  case IR_LINK_LINKONCE_ODR: return "linkonce_odr ";
  case IR_LINK_WEAK_ODR: return "weak_odr ";
  case IR_LINK_APPENDING: return "appending ";
  case IR_LINK_AVAILABLE_EXTERNALLY: return "available_externally ";
  case IR_LINK_EXTERN_WEAK: return "extern_weak ";
  case IR_LINK_COMMON: return "common ";
  }
  return "";
}

/* PrintDSOLocation + PrintVisibility. LLVM omits dso_local where it is
 * implied (local linkage, or non-default visibility). */
static void put_dso_vis(Printer *p, bool dso_local, int visibility, IrLinkage l) {
  bool implied = l == IR_LINK_INTERNAL || l == IR_LINK_PRIVATE ||
                 (visibility != 0 && l != IR_LINK_EXTERN_WEAK);
  if (dso_local && !implied && !p->opt.dxil_style) sb_puts(p->out, "dso_local ");
  if (visibility == 1) sb_puts(p->out, "hidden ");
  else if (visibility == 2) sb_puts(p->out, "protected ");
}

static void put_shuffle_mask(Printer *p, IrInst *i) {
  StrBuf *o = p->out;
  bool all_zero = true, all_poison = true;
  for (uint32_t k = 0; k < i->nindices; k++) {
    if (i->indices[k] != 0) all_zero = false;
    if (i->indices[k] != UINT32_MAX) all_poison = false;
  }
  sb_printf(o, ", <%u x i32> ", i->nindices);
  const char *undef = p->opt.dxil_style ? "undef" : "poison";
  if (i->nindices && all_zero) sb_puts(o, "zeroinitializer");
  else if (i->nindices && all_poison) sb_puts(o, undef);
  else {
    sb_putc(o, '<');
    for (uint32_t k = 0; k < i->nindices; k++) {
      if (k) sb_puts(o, ", ");
      sb_puts(o, "i32 ");
      if (i->indices[k] == UINT32_MAX) sb_puts(o, undef);
      else sb_printf(o, "%u", i->indices[k]);
    }
    sb_putc(o, '>');
  }
}

static void print_inst(Printer *p, IrInst *i) {
  StrBuf *o = p->out;
  sb_puts(o, "  ");
  if (i->v.name && *i->v.name) {
    put_name(o, '%', i->v.name);
    sb_puts(o, " = ");
  } else if (i->v.type && i->v.type->kind != IR_TY_VOID) {
    uintptr_t slot;
    if (pm_get(&p->local, i, &slot)) sb_printf(o, "%%%u = ", (unsigned)slot);
    else sb_puts(o, "<badref> = ");
  }
  if (i->op == IR_CALL && (i->flags & IR_FLAG_TAIL)) sb_puts(o, "tail ");
  sb_puts(o, ir_opcode_name(i->op));
  /* ATOMICRMW: op | ordering << 8; CMPXCHG: success | failure << 8 (ir.h);
   * atomic LOAD/STORE: ordering << 8. Ordering 0 on an RMW/cmpxchg is
   * treated as seq_cst. */
  uint32_t order = i->op == IR_CMPXCHG ? (i->aux & 0xff) : ((i->aux >> 8) & 0xff);
  bool atomic_ls = (i->op == IR_LOAD || i->op == IR_STORE) && order != 0;
  if (atomic_ls) sb_puts(o, " atomic");
  if (i->op == IR_CMPXCHG && (i->flags & IR_FLAG_WEAK)) sb_puts(o, " weak");
  if ((i->flags & IR_FLAG_VOLATILE) &&
      (i->op == IR_LOAD || i->op == IR_STORE || i->op == IR_ATOMICRMW || i->op == IR_CMPXCHG))
    sb_puts(o, " volatile");
  put_flags(p, i->flags, i->op);
  if (i->op == IR_ICMP || i->op == IR_FCMP) {
    sb_putc(o, ' ');
    sb_puts(o, ir_pred_name((IrPred)i->aux));
  }
  if (i->op == IR_ATOMICRMW) {
    sb_putc(o, ' ');
    sb_puts(o, ir_rmw_name(i->aux & 0xff));
  }
  IrValue *op0 = i->nops ? i->ops[0] : NULL;
  switch (i->op) {
  case IR_BR:
    if (i->nops == 3) {
      sb_putc(o, ' ');
      put_typed(p, i->ops[0]);
      sb_puts(o, ", ");
      put_typed(p, i->ops[1]);
      sb_puts(o, ", ");
      put_typed(p, i->ops[2]);
    } else if (op0) {
      sb_putc(o, ' ');
      put_typed(p, op0);
    }
    break;
  case IR_SWITCH:
    sb_putc(o, ' ');
    put_typed(p, op0);
    sb_puts(o, ", ");
    if (i->nops > 1) put_typed(p, i->ops[1]);
    sb_puts(o, " [");
    for (uint32_t k = 2; k + 1 < i->nops; k += 2) {
      sb_puts(o, "\n    ");
      put_typed(p, i->ops[k]);
      sb_puts(o, ", ");
      put_typed(p, i->ops[k + 1]);
    }
    sb_puts(o, "\n  ]");
    break;
  case IR_PHI:
    sb_putc(o, ' ');
    print_type(o, i->v.type);
    sb_putc(o, ' ');
    for (uint32_t k = 0; k + 1 < i->nops; k += 2) {
      if (k) sb_puts(o, ", ");
      sb_puts(o, "[ ");
      put_value_ref(p, i->ops[k]);
      sb_puts(o, ", ");
      put_value_ref(p, i->ops[k + 1]);
      sb_puts(o, " ]");
    }
    break;
  case IR_EXTRACTVALUE: case IR_INSERTVALUE:
    sb_putc(o, ' ');
    put_typed(p, op0);
    if (i->op == IR_INSERTVALUE) {
      sb_puts(o, ", ");
      put_typed(p, i->nops > 1 ? i->ops[1] : NULL);
    }
    for (uint32_t k = 0; k < i->nindices; k++) sb_printf(o, ", %u", i->indices[k]);
    break;
  case IR_CALL: {
    IrType *ft = i->aux_type;
    if (!ft || ft->kind != IR_TY_FUNC) {
      IrFunc *cf = ir_call_callee(i);
      ft = cf ? cf->fn_type : NULL;
    }
    if (attrs_nonempty(i->call_ret_attrs)) {
      sb_putc(o, ' ');
      put_attr_set(p, i->call_ret_attrs, false);
    }
    sb_putc(o, ' ');
    if (ft) print_type(o, ft->vararg ? ft : ft->elem);
    else print_type(o, i->v.type);
    sb_putc(o, ' ');
    put_value_ref(p, op0);
    sb_putc(o, '(');
    for (uint32_t k = 1; k < i->nops; k++) {
      if (k > 1) sb_puts(o, ", ");
      IrValue *a = i->ops[k];
      IrAttrSet *pa = i->call_arg_attrs ? i->call_arg_attrs[k - 1] : NULL;
      if (a && a->kind == IR_V_MD) {
        sb_puts(o, "metadata ");
        put_value_ref(p, a);
        continue;
      }
      print_type(o, a ? a->type : NULL);
      if (attrs_nonempty(pa)) {
        sb_putc(o, ' ');
        put_attr_set(p, pa, false);
      }
      sb_putc(o, ' ');
      put_value_ref(p, a);
    }
    sb_putc(o, ')');
    if (attrs_nonempty(i->call_attrs)) sb_printf(o, " #%u", attr_group(p, i->call_attrs, true));
    break;
  }
  case IR_ALLOCA: {
    sb_putc(o, ' ');
    print_type(o, i->aux_type);
    uint64_t cnt;
    if (op0 && !(ir_const_is_int(op0, &cnt) && cnt == 1 && ir_type_is_int(op0->type, 32))) {
      sb_puts(o, ", ");
      put_typed(p, op0);
    }
    if (i->align) sb_printf(o, ", align %u", i->align);
    if (i->v.type && i->v.type->kind == IR_TY_PTR && i->v.type->addrspace)
      sb_printf(o, ", addrspace(%u)", i->v.type->addrspace);
    break;
  }
  case IR_RET:
    if (!op0) {
      sb_puts(o, " void");
      break;
    }
    sb_putc(o, ' ');
    put_typed(p, op0);
    break;
  default:
    if (ir_opcode_is_cast(i->op)) {
      if (op0) {
        sb_putc(o, ' ');
        put_typed(p, op0);
      }
      sb_puts(o, " to ");
      print_type(o, i->v.type);
      break;
    }
    if (!op0) break;
    if (i->op == IR_GEP) {
      sb_putc(o, ' ');
      print_type(o, i->aux_type);
      sb_putc(o, ',');
    } else if (i->op == IR_LOAD) {
      sb_putc(o, ' ');
      print_type(o, i->v.type);
      sb_putc(o, ',');
    }
    {
      bool all = i->op == IR_SELECT || i->op == IR_STORE || i->op == IR_SHUFFLEVECTOR ||
                 i->op == IR_CMPXCHG || i->op == IR_ATOMICRMW;
      if (!all)
        for (uint32_t k = 1; k < i->nops; k++)
          if (i->ops[k] && i->ops[k]->type != op0->type) {
            all = true;
            break;
          }
      if (!all) {
        sb_putc(o, ' ');
        print_type(o, op0->type);
      }
      sb_putc(o, ' ');
      for (uint32_t k = 0; k < i->nops; k++) {
        if (k) sb_puts(o, ", ");
        if (all) put_typed(p, i->ops[k]);
        else put_value_ref(p, i->ops[k]);
      }
    }
    break;
  }
  switch (i->op) {
  case IR_LOAD: case IR_STORE:
    if (atomic_ls) {
      sb_putc(o, ' ');
      sb_puts(o, ir_ordering_name(order));
    }
    if (i->align) sb_printf(o, ", align %u", i->align);
    break;
  case IR_CMPXCHG: {
    uint32_t fo = (i->aux >> 8) & 0xff;
    sb_printf(o, " %s %s", ir_ordering_name(order ? order : IR_ORD_SEQ_CST),
              ir_ordering_name(fo ? fo : IR_ORD_SEQ_CST));
    if (!p->opt.dxil_style) {
      uint32_t a = i->align ? i->align : (i->nops > 1 && i->ops[1] ? ir_type_size(i->ops[1]->type) : 4);
      sb_printf(o, ", align %u", a);
    }
    break;
  }
  case IR_ATOMICRMW:
    sb_printf(o, " %s", ir_ordering_name(order ? order : IR_ORD_SEQ_CST));
    if (!p->opt.dxil_style) {
      uint32_t a = i->align ? i->align : (i->nops > 1 && i->ops[1] ? ir_type_size(i->ops[1]->type) : 4);
      sb_printf(o, ", align %u", a);
    }
    break;
  case IR_SHUFFLEVECTOR:
    put_shuffle_mask(p, i);
    break;
  default: break;
  }
  put_md_attachments(p, i->md, i->nmd, ", ");
  if (p->opt.inst_comment) p->opt.inst_comment(p->opt.inst_comment_user, o, i);
}

/* ---- blocks and functions ----------------------------------------------- */

static void print_block(Printer *p, IrFunc *f, IrBlock *b, bool entry) {
  StrBuf *o = p->out;
  bool named = b->v.name && *b->v.name;
  if (named) {
    sb_putc(o, '\n');
    put_name(o, 0, b->v.name);
    sb_putc(o, ':');
  } else if (!entry) {
    uintptr_t slot = 0;
    bool has = pm_get(&p->local, b, &slot);
    if (p->opt.dxil_style) {
      if (pm_get(&p->block_used, b, NULL)) {
        if (has) sb_printf(o, "\n; <label>:%u", (unsigned)slot);
        else sb_puts(o, "\n; <label>:<badref>");
      }
    } else {
      if (has) sb_printf(o, "\n%u:", (unsigned)slot);
      else sb_puts(o, "\n<badref>:");
    }
  }
  if (!entry) {
    pad_to(o, 50);
    sb_putc(o, ';');
    uint32_t np = ir_block_preds(b, NULL, 0);
    if (!np) sb_puts(o, " No predecessors!");
    else {
      IrBlock *stackbuf[16];
      IrBlock **pr = np <= 16 ? stackbuf : arena_alloc(&p->arena, sizeof(IrBlock *) * np);
      if (pr) {
        ir_block_preds(b, pr, np);
        sb_puts(o, " preds = ");
        for (uint32_t k = 0; k < np; k++) {
          if (k) sb_puts(o, ", ");
          put_value_ref(p, &pr[k]->v);
        }
      }
    }
  }
  sb_putc(o, '\n');
  for (IrInst *i = b->first; i; i = i->next) {
    print_inst(p, i);
    sb_putc(o, '\n');
  }
  (void)f;
}

static void print_function(Printer *p, IrFunc *f) {
  StrBuf *o = p->out;
  if (attrs_nonempty(f->fn_attrs)) {
    const IrAttr **v;
    uint32_t n = sorted_attrs(p, f->fn_attrs, &v);
    bool any = false;
    for (uint32_t k = 0; k < n; k++) {
      if (attr_is_string(v[k])) continue;
      sb_puts(o, any ? " " : "; Function Attrs: ");
      put_attr(p, v[k], false);
      any = true;
    }
    if (any) sb_putc(o, '\n');
  }
  incorporate_function(p, f);
  bool decl = f->nblocks == 0;
  if (decl) {
    sb_puts(o, "declare");
    put_md_attachments(p, f->md, f->nmd, " ");
    sb_putc(o, ' ');
  } else {
    sb_puts(o, "define ");
  }
  sb_puts(o, linkage_str(f->linkage));
  put_dso_vis(p, f->dso_local, f->visibility, f->linkage);
  IrType *ft = f->fn_type;
  if (attrs_nonempty(f->ret_attrs)) {
    put_attr_set(p, f->ret_attrs, false);
    sb_putc(o, ' ');
  }
  print_type(o, ft ? ft->elem : NULL);
  sb_putc(o, ' ');
  put_value_ref(p, &f->v);
  sb_putc(o, '(');
  uint32_t np = ft ? ft->nmembers : 0;
  for (uint32_t k = 0; k < np; k++) {
    if (k) sb_puts(o, ", ");
    print_type(o, ft->members[k]);
    IrAttrSet *pa = f->param_attrs && k < f->nargs ? f->param_attrs[k] : NULL;
    if (attrs_nonempty(pa)) {
      sb_putc(o, ' ');
      put_attr_set(p, pa, false);
    }
    if (decl || k >= f->nargs) continue;
    IrArg *a = f->args[k];
    if (a->v.name && *a->v.name) {
      sb_putc(o, ' ');
      put_name(o, '%', a->v.name);
    } else if (!p->opt.dxil_style) {
      uintptr_t slot;
      if (pm_get(&p->local, a, &slot)) sb_printf(o, " %%%u", (unsigned)slot);
    }
  }
  if (ft && ft->vararg) sb_puts(o, np ? ", ..." : "...");
  sb_putc(o, ')');
  if (f->unnamed_addr == 2 || (f->unnamed_addr && p->opt.dxil_style)) sb_puts(o, " unnamed_addr");
  else if (f->unnamed_addr == 1) sb_puts(o, " local_unnamed_addr");
  if (attrs_nonempty(f->fn_attrs)) sb_printf(o, " #%u", attr_group(p, f->fn_attrs, true));
  if (f->section) {
    sb_puts(o, " section \"");
    put_escaped(o, f->section, strlen(f->section));
    sb_putc(o, '"');
  }
  if (decl) {
    sb_putc(o, '\n');
    return;
  }
  put_md_attachments(p, f->md, f->nmd, " ");
  sb_puts(o, " {");
  if (p->opt.dxil_style) {
    pm_clear(&p->block_used);
    for (uint32_t b = 0; b < f->nblocks; b++)
      for (IrInst *i = f->blocks[b]->first; i; i = i->next)
        for (uint32_t k = 0; k < i->nops; k++)
          if (i->ops[k] && i->ops[k]->kind == IR_V_BLOCK)
            pm_put(&p->arena, &p->block_used, i->ops[k], 1);
  }
  for (uint32_t b = 0; b < f->nblocks; b++) print_block(p, f, f->blocks[b], b == 0);
  sb_puts(o, "}\n");
}

static void print_global(Printer *p, IrGlobal *g) {
  StrBuf *o = p->out;
  put_value_ref(p, &g->v);
  sb_puts(o, " = ");
  if (!g->init && g->linkage == IR_LINK_EXTERNAL) sb_puts(o, "external ");
  sb_puts(o, linkage_str(g->linkage));
  put_dso_vis(p, g->dso_local, g->visibility, g->linkage);
  if (g->thread_local_) sb_puts(o, "thread_local ");
  if (g->unnamed_addr == 2 || (g->unnamed_addr && p->opt.dxil_style)) sb_puts(o, "unnamed_addr ");
  else if (g->unnamed_addr == 1) sb_puts(o, "local_unnamed_addr ");
  if (g->addrspace) sb_printf(o, "addrspace(%u) ", g->addrspace);
  if (g->external_init) sb_puts(o, "externally_initialized ");
  sb_puts(o, g->is_const ? "constant " : "global ");
  print_type(o, g->value_type);
  if (g->init) {
    sb_putc(o, ' ');
    put_value_ref(p, g->init);
  }
  if (g->section) {
    sb_puts(o, ", section \"");
    put_escaped(o, g->section, strlen(g->section));
    sb_putc(o, '"');
  }
  if (g->align) sb_printf(o, ", align %u", g->align);
  if (attrs_nonempty(g->attrs)) sb_printf(o, " #%u", attr_group(p, g->attrs, true));
}

/* ---- module -------------------------------------------------------------------- */

static void printer_init(Printer *p, StrBuf *out, IrModule *m, const IrPrintOptions *opt) {
  memset(p, 0, sizeof *p);
  p->out = out;
  p->m = m;
  if (opt) p->opt = *opt;
  arena_init_child(&p->arena, m->arena); /* the compile's allocator */
}

void ir_print_module_ex(StrBuf *out, IrModule *m, const IrPrintOptions *opt) {
  Printer pr, *p = &pr;
  printer_init(p, out, m, opt);
  process_module(p);
  type_finder(p);
  StrBuf *o = out;
  bool header = !p->opt.dxil_style && !p->opt.no_header;
  if (header && m->module_id && *m->module_id && !strchr(m->module_id, '\n'))
    sb_printf(o, "; ModuleID = '%s'\n", m->module_id);
  if (header && m->source_filename && *m->source_filename) {
    sb_puts(o, "source_filename = \"");
    put_escaped(o, m->source_filename, strlen(m->source_filename));
    sb_puts(o, "\"\n");
  }
  if (m->datalayout && *m->datalayout) sb_printf(o, "target datalayout = \"%s\"\n", m->datalayout);
  if (m->triple && *m->triple) sb_printf(o, "target triple = \"%s\"\n", m->triple);
  if (p->named_types.len) {
    sb_putc(o, '\n');
    for (uint32_t i = 0; i < p->named_types.len; i++) {
      IrType *t = p->named_types.data[i];
      put_name(o, '%', t->name);
      sb_puts(o, " = type ");
      print_struct_body(o, t);
      sb_putc(o, '\n');
    }
  }
  if (m->globals.len) sb_putc(o, '\n');
  for (uint32_t i = 0; i < m->globals.len; i++) {
    print_global(p, m->globals.data[i]);
    sb_putc(o, '\n');
  }
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    sb_putc(o, '\n');
    print_function(p, m->funcs.data[i]);
  }
  if (p->attr_groups.len) {
    sb_putc(o, '\n');
    for (uint32_t i = 0; i < p->attr_groups.len; i++) {
      sb_printf(o, "attributes #%u = { ", i);
      put_attr_set(p, p->attr_groups.data[i], true);
      sb_puts(o, " }\n");
    }
  }
  if (m->named_md.len) sb_putc(o, '\n');
  for (uint32_t i = 0; i < m->named_md.len; i++) {
    IrNamedMD *n = m->named_md.data[i];
    sb_putc(o, '!');
    put_md_ident(o, n->name);
    sb_puts(o, " = !{");
    for (uint32_t k = 0; k < n->nops; k++) {
      if (k) sb_puts(o, ", ");
      put_md_ref(p, n->ops[k]);
    }
    sb_puts(o, "}\n");
  }
  if (p->md_list.len) {
    sb_putc(o, '\n');
    for (uint32_t i = 0; i < p->md_list.len; i++) {
      sb_printf(o, "!%u = ", i);
      put_md_body(p, p->md_list.data[i]);
      sb_putc(o, '\n');
    }
  }
  arena_free(&p->arena);
}

void ir_print_module(StrBuf *out, IrModule *m) { ir_print_module_ex(out, m, NULL); }

void ir_print_func(StrBuf *out, IrModule *m, IrFunc *f) {
  Printer pr, *p = &pr;
  printer_init(p, out, m, NULL);
  process_module(p);
  print_function(p, f);
  arena_free(&p->arena);
}

void ir_print_inst(StrBuf *out, IrModule *m, IrInst *i) {
  Printer pr, *p = &pr;
  printer_init(p, out, m, NULL);
  process_module(p);
  if (i->parent && i->parent->parent) number_function(p, i->parent->parent);
  print_inst(p, i);
  arena_free(&p->arena);
}

void ir_print_value(StrBuf *out, IrModule *m, IrValue *v) {
  if (!v) {
    sb_puts(out, "<null>");
    return;
  }
  if (v->kind == IR_V_INST) {
    ir_print_inst(out, m, (IrInst *)v);
    return;
  }
  Printer pr, *p = &pr;
  printer_init(p, out, m, NULL);
  process_module(p);
  IrFunc *f = v->kind == IR_V_ARG ? ((IrArg *)v)->func
              : v->kind == IR_V_BLOCK ? ((IrBlock *)v)->parent : NULL;
  if (f) number_function(p, f);
  put_typed(p, v);
  arena_free(&p->arena);
}
