/* dxil_fixtures.h - DXIL-form modules built with the IR builder, shared by
 * the container and bitcode-writer unit tests.
 *
 * fixture_vector_add() is the exact module of DXC's
 * skeleton/basic/vector_add.hlsl--main--cs_6_0 disassembly (typed
 * pointers, dx.op calls, DXC's attribute groups and metadata), so our
 * container parts and bitcode can be compared with DXC's bytes. */
#ifndef HLSLC_TESTS_DXIL_FIXTURES_H
#define HLSLC_TESTS_DXIL_FIXTURES_H

#include "ir/ir.h"

/* Not every test uses every fixture. */
#define FX_UNUSED __attribute__((unused))

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

FX_UNUSED static IrMD *fx_node(IrModule *m, uint32_t n, ...) {
  IrMD *ops[16];
  va_list ap;
  va_start(ap, n);
  for (uint32_t i = 0; i < n; i++) ops[i] = va_arg(ap, IrMD *);
  va_end(ap);
  return ir_md_node(m, ops, n);
}

FX_UNUSED static IrAttrSet *fx_attrs(IrModule *m, const char *a1, const char *a2) {
  IrAttrSet *s = ir_attrs_new(m);
  ir_attrs_add(m, s, a1, NULL);
  if (a2) ir_attrs_add(m, s, a2, NULL);
  return s;
}

/* Sets the typed pointer types DXIL-form modules carry on functions. */
FX_UNUSED static IrFunc *fx_func(IrModule *m, const char *name, IrType *fty) {
  IrFunc *f = ir_func_new(m, name, fty);
  f->v.type = ir_type_typed_ptr(m, fty, 0);
  return f;
}

/* valver_minor: dx.valver 1.N (DXC's output has 1.10). */
FX_UNUSED static IrModule *fixture_vector_add(Arena *a, Diag *d, uint32_t valver_minor) {
  IrModule *m = ir_module_new(a, d);
  m->triple = "dxil-ms-dx";
  m->datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64";
  IrType *i1 = ir_type_int(m, 1), *i8 = ir_type_int(m, 8), *i32 = ir_type_int(m, 32);
  IrType *f32 = ir_type_float(m), *vd = ir_type_void(m);
  IrType *handle = ir_type_struct_named(m, "dx.types.Handle");
  IrType *i8p = ir_type_typed_ptr(m, i8, 0);
  ir_type_struct_set_body(m, handle, &i8p, 1, false);
  IrType *resret = ir_type_struct_named(m, "dx.types.ResRet.f32");
  IrType *rr[5] = {f32, f32, f32, f32, i32};
  ir_type_struct_set_body(m, resret, rr, 5, false);
  IrType *v4f = ir_type_vector(m, f32, 4);
  IrType *buf = ir_type_struct_named(m, "class.Buffer<vector<float, 4> >");
  ir_type_struct_set_body(m, buf, &v4f, 1, false);
  IrType *rwbuf = ir_type_struct_named(m, "class.RWBuffer<vector<float, 4> >");
  ir_type_struct_set_body(m, rwbuf, &v4f, 1, false);

  IrFunc *fmain = fx_func(m, "main", ir_type_func(m, vd, NULL, 0, false));
  IrType *p_tid[2] = {i32, i32};
  IrFunc *ftid = fx_func(m, "dx.op.threadId.i32", ir_type_func(m, i32, p_tid, 2, false));
  ftid->fn_attrs = fx_attrs(m, "nounwind", "readnone");
  IrType *p_st[9] = {i32, handle, i32, i32, f32, f32, f32, f32, i8};
  IrFunc *fst = fx_func(m, "dx.op.bufferStore.f32", ir_type_func(m, vd, p_st, 9, false));
  fst->fn_attrs = fx_attrs(m, "nounwind", NULL);
  IrType *p_ld[4] = {i32, handle, i32, i32};
  IrFunc *fld = fx_func(m, "dx.op.bufferLoad.f32", ir_type_func(m, resret, p_ld, 4, false));
  fld->fn_attrs = fx_attrs(m, "nounwind", "readonly");
  IrType *p_ch[5] = {i32, i8, i32, i32, i1};
  IrFunc *fch = fx_func(m, "dx.op.createHandle", ir_type_func(m, handle, p_ch, 5, false));
  fch->fn_attrs = fx_attrs(m, "nounwind", "readonly");

  IrBlock *bb = ir_block_new(fmain, NULL);
  IrBuilder b;
  ir_builder_at_end(&b, m, bb);
#define I32(v) ir_const_i32(m, (v))
#define I8(v) ir_const_int(m, i8, (v))
  IrValue *a1[5] = {I32(57), I8(1), I32(0), I32(0), ir_const_i1(m, false)};
  IrValue *h1 = ir_build_call(&b, fch, a1, 5, NULL);
  IrValue *a2[5] = {I32(57), I8(0), I32(1), I32(1), ir_const_i1(m, false)};
  IrValue *h2 = ir_build_call(&b, fch, a2, 5, NULL);
  IrValue *a3[5] = {I32(57), I8(0), I32(0), I32(0), ir_const_i1(m, false)};
  IrValue *h3 = ir_build_call(&b, fch, a3, 5, NULL);
  IrValue *a4[2] = {I32(93), I32(0)};
  IrValue *tid = ir_build_call(&b, ftid, a4, 2, NULL);
  IrValue *a5[4] = {I32(68), h3, tid, ir_undef(m, i32)};
  IrValue *l1 = ir_build_call(&b, fld, a5, 4, NULL);
  IrValue *x[4], *y[4], *s[4];
  for (uint32_t k = 0; k < 4; k++) x[k] = ir_build_extractvalue(&b, l1, &k, 1, NULL);
  IrValue *a6[4] = {I32(68), h2, tid, ir_undef(m, i32)};
  IrValue *l2 = ir_build_call(&b, fld, a6, 4, NULL);
  for (uint32_t k = 0; k < 4; k++) y[k] = ir_build_extractvalue(&b, l2, &k, 1, NULL);
  for (uint32_t k = 0; k < 4; k++) {
    s[k] = ir_build_binop(&b, IR_FADD, y[k], x[k], NULL);
    ir_as_inst(s[k])->flags |= IR_FMF_FAST;
  }
  IrValue *a7[9] = {I32(69), h1, tid, ir_undef(m, i32), s[0], s[1], s[2], s[3], I8(15)};
  ir_build_call(&b, fst, a7, 9, NULL);
  ir_build_ret(&b, NULL);

  /* Metadata, in DXC's order. */
  IrNamedMD *n;
  n = ir_named_md_get(m, "llvm.ident");
  ir_named_md_add(m, n, fx_node(m, 1, ir_md_string(m, "dxc(private) 1.9.0.0 (private, 00000000)")));
  n = ir_named_md_get(m, "dx.version");
  ir_named_md_add(m, n, fx_node(m, 2, ir_md_i32(m, 1), ir_md_i32(m, 0)));
  n = ir_named_md_get(m, "dx.valver");
  ir_named_md_add(m, n, fx_node(m, 2, ir_md_i32(m, 1), ir_md_i32(m, valver_minor)));
  n = ir_named_md_get(m, "dx.shaderModel");
  ir_named_md_add(m, n, fx_node(m, 3, ir_md_string(m, "cs"), ir_md_i32(m, 6), ir_md_i32(m, 0)));
  IrMD *tags = fx_node(m, 2, ir_md_i32(m, 0), ir_md_i32(m, 9));
  IrMD *bufundef = ir_md_const(m, ir_undef(m, ir_type_typed_ptr(m, buf, 0)));
  IrMD *rwundef = ir_md_const(m, ir_undef(m, ir_type_typed_ptr(m, rwbuf, 0)));
  IrMD *empty = ir_md_string(m, "");
  IrMD *f1 = ir_md_const(m, ir_const_i1(m, false));
  IrMD *srv0 = fx_node(m, 9, ir_md_i32(m, 0), bufundef, empty, ir_md_i32(m, 0), ir_md_i32(m, 0),
                       ir_md_i32(m, 1), ir_md_i32(m, 10), ir_md_i32(m, 0), tags);
  IrMD *srv1 = fx_node(m, 9, ir_md_i32(m, 1), bufundef, empty, ir_md_i32(m, 0), ir_md_i32(m, 1),
                       ir_md_i32(m, 1), ir_md_i32(m, 10), ir_md_i32(m, 0), tags);
  IrMD *uav0 = fx_node(m, 11, ir_md_i32(m, 0), rwundef, empty, ir_md_i32(m, 0), ir_md_i32(m, 0),
                       ir_md_i32(m, 1), ir_md_i32(m, 10), f1, f1, f1, tags);
  IrMD *res = fx_node(m, 4, fx_node(m, 2, srv0, srv1), fx_node(m, 1, uav0), NULL, NULL);
  n = ir_named_md_get(m, "dx.resources");
  ir_named_md_add(m, n, res);
  IrMD *props = fx_node(m, 2, ir_md_i32(m, 4),
                        fx_node(m, 3, ir_md_i32(m, 64), ir_md_i32(m, 1), ir_md_i32(m, 1)));
  IrMD *entry = fx_node(m, 5, ir_md_const(m, &fmain->v), ir_md_string(m, "main"), NULL, res, props);
  n = ir_named_md_get(m, "dx.entryPoints");
  ir_named_md_add(m, n, entry);
#undef I32
#undef I8
  return m;
}

/* Reads a whole file (malloc'd); NULL when absent. */
FX_UNUSED static uint8_t *fx_read(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint8_t *p = malloc(n > 0 ? (size_t)n : 1);
  if (p && n > 0 && fread(p, 1, (size_t)n, f) != (size_t)n) {
    free(p);
    p = NULL;
  }
  fclose(f);
  *len = n > 0 ? (size_t)n : 0;
  return p;
}

/* The shared directory (HLSLC_SHARED, else ../shared). */
FX_UNUSED static const char *fx_shared(void) {
  const char *s = getenv("HLSLC_SHARED");
  return s && *s ? s : "../shared";
}

/* Finds part fourcc in a container; returns its payload or NULL. */
FX_UNUSED static const uint8_t *fx_part(const uint8_t *c, size_t len, const char *fourcc, uint32_t *size) {
  if (len < 32 || memcmp(c, "DXBC", 4) != 0) return NULL;
  uint32_t n = c[28] | c[29] << 8 | c[30] << 16 | (uint32_t)c[31] << 24;
  for (uint32_t i = 0; i < n && 32 + 4 * i + 4 <= len; i++) {
    const uint8_t *p = c + 32 + 4 * i;
    uint32_t off = p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
    if (off + 8 > len) return NULL;
    uint32_t sz = c[off + 4] | c[off + 5] << 8 | c[off + 6] << 16 | (uint32_t)c[off + 7] << 24;
    if (memcmp(c + off, fourcc, 4) == 0 && off + 8 + sz <= len) {
      *size = sz;
      return c + off + 8;
    }
  }
  return NULL;
}

/* The bitcode inside a DXC container (DXIL part, after the program header);
 * NULL when there is none or it runs past the part. */
FX_UNUSED static const uint8_t *fx_dxil_bitcode(const uint8_t *c, size_t len, uint32_t *bclen) {
  uint32_t ds;
  const uint8_t *dx = fx_part(c, len, "DXIL", &ds);
  if (!dx || ds < 24) return NULL;
  uint32_t off = dx[16] | dx[17] << 8 | dx[18] << 16 | (uint32_t)dx[19] << 24;
  uint32_t n = dx[20] | dx[21] << 8 | dx[22] << 16 | (uint32_t)dx[23] << 24;
  if (8 + (uint64_t)off + n > ds) return NULL;
  *bclen = n;
  return dx + 8 + off;
}

/* Calls fn on every *.dxil file below dir, in sorted name order (for a
 * deterministic order of messages), at most max_depth directories deep. */
FX_UNUSED static void fx_walk_dxil(const char *dir, int max_depth, void (*fn)(const char *path)) {
  if (max_depth < 0) return;
  DIR *dp = opendir(dir);
  if (!dp) return;
  char **names = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  while ((e = readdir(dp))) {
    if (e->d_name[0] == '.') continue;
    if (n == cap) {
      cap = cap ? cap * 2 : 64;
      char **nn = realloc(names, cap * sizeof *names);
      if (!nn) break;
      names = nn;
    }
    names[n++] = strdup(e->d_name);
  }
  closedir(dp);
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
      char *t = names[j];
      names[j] = names[j - 1];
      names[j - 1] = t;
    }
  for (size_t i = 0; i < n; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    struct stat st;
    if (stat(path, &st) == 0) {
      if (S_ISDIR(st.st_mode)) fx_walk_dxil(path, max_depth - 1, fn);
      else {
        size_t l = strlen(path);
        if (l > 5 && strcmp(path + l - 5, ".dxil") == 0) fn(path);
      }
    }
    free(names[i]);
  }
  free(names);
}

/* fx_walk_dxil over the DXC containers of the corpus (fx_shared()'s
 * corpus/dxc-outputs); false, after a "skip:" line, when it is absent. */
FX_UNUSED static bool fx_walk_corpus(int max_depth, void (*fn)(const char *path)) {
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/corpus/dxc-outputs", fx_shared());
  struct stat st;
  if (stat(dir, &st) != 0) {
    printf("skip: corpus not found at %s\n", dir);
    return false;
  }
  fx_walk_dxil(dir, max_depth, fn);
  return true;
}

/* Reads DXC's own container for fixture_vector_add's shader (malloc'd);
 * NULL when absent. path (size n) receives where it was looked for. */
FX_UNUSED static uint8_t *fx_read_vector_add_dxc(char *path, size_t n, size_t *len) {
  snprintf(path, n,
           "%s/corpus/dxc-outputs/skeleton/basic/vector_add.hlsl--main--cs_6_0--da39a3.dxil",
           fx_shared());
  return fx_read(path, len);
}

#endif
