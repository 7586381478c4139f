/* reflect.h - the reflection writers of the passes: the resource bindings
 * dxil-translate-metadata records, the JSON of -Fre, the listing's buffer
 * definitions and the STAT part's module. The data (Reflection, filled by
 * the front end and dxil-translate-metadata) is src/dxil/reflect.h's. */
#ifndef HLSLC_REFLECT_H
#define HLSLC_REFLECT_H

#include "../dxil/reflect.h"

/* Record every bound resource of map (dxil-translate-metadata, when
 * PassCtx.reflect is set). */
struct DxilResourceMap;
void refl_record_bindings(Reflection *refl, const struct DxilResourceMap *map);

/* DXC's "; Buffer Definitions:" comment block of the text listing. */
void refl_write_listing(const Reflection *r, StrBuf *out);

/* Turns the finished module, whose DXIL bitcode has been written, into the
 * module of the container's STAT part in place (stat.c): resource names
 * from refl, !dx.valver 0.0, struct and function annotations, instruction
 * counters, no function bodies. min_precision: 16-bit types are 32-bit in
 * constant-buffer rows (no -enable-16bit-types). false when out of memory. */
typedef struct StatUndo StatUndo;
bool refl_make_stat_module(IrModule *m, const Reflection *refl, bool min_precision, StatUndo **undo);
/* Puts the module back as it was before refl_make_stat_module (*undo of
 * it; NULL: nothing to do), for what reads it after the container (the
 * listing). */
void refl_undo_stat_module(StatUndo *undo);

/* Serialize as JSON (deterministic; see docs in reflect.c). */
void refl_write_json(const Reflection *r, StrBuf *out);

#endif
