/* dxil_sem.c - semantic kinds, names and DXC's semantic interpretation
 * table (see dxil_sem.h). */
#include "dxil_sem.h"

#include <ctype.h>
#include <string.h>

/* ---- semantics ----------------------------------------------------------- */

static const char *const sem_names[DXIL_SEM_INVALID] = {
    NULL,                    "SV_VertexID",         "SV_InstanceID",
    "SV_Position",           "SV_RenderTargetArrayIndex", "SV_ViewportArrayIndex",
    "SV_ClipDistance",       "SV_CullDistance",     "SV_OutputControlPointID",
    "SV_DomainLocation",     "SV_PrimitiveID",      "SV_GSInstanceID",
    "SV_SampleIndex",        "SV_IsFrontFace",      "SV_Coverage",
    "SV_InnerCoverage",      "SV_Target",           "SV_Depth",
    "SV_DepthLessEqual",     "SV_DepthGreaterEqual", "SV_StencilRef",
    "SV_DispatchThreadID",   "SV_GroupID",          "SV_GroupIndex",
    "SV_GroupThreadID",      "SV_TessFactor",       "SV_InsideTessFactor",
    "SV_ViewID",             "SV_Barycentrics",     "SV_ShadingRate",
    "SV_CullPrimitive",      "SV_StartVertexLocation", "SV_StartInstanceLocation",
};

static bool eq_nocase(const char *a, const char *b) {
  for (; *a && *b; a++, b++)
    if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return false;
  return *a == *b;
}

uint32_t dxil_semantic_kind(const char *name) {
  if (!name || !((name[0] == 'S' || name[0] == 's') && (name[1] == 'V' || name[1] == 'v') &&
                 name[2] == '_'))
    return DXIL_SEM_ARBITRARY;
  for (uint32_t k = 1; k < DXIL_SEM_INVALID; k++)
    if (eq_nocase(name, sem_names[k])) return k;
  return DXIL_SEM_INVALID;
}

const char *dxil_semantic_name(uint32_t kind) {
  return kind < DXIL_SEM_INVALID ? sem_names[kind] : NULL;
}

uint32_t dxil_semantic_split(const char *full, uint32_t *index) {
  uint32_t len = (uint32_t)strlen(full), i = len;
  while (i > 0 && full[i - 1] >= '0' && full[i - 1] <= '9') i--;
  uint32_t v = 0;
  /* DXC uses atoi: large values wrap like its unsigned conversion would not
   * matter here; cap the digits to keep the arithmetic defined. */
  for (uint32_t k = i; k < len && k < i + 9; k++) v = v * 10 + (uint32_t)(full[k] - '0');
  if (index) *index = v;
  return i;
}

/* ---- interpretation table (DxilSigPoint.inl) ------------------------------ */

/* One table entry: the interpretation and the shader model it needs. */
typedef struct SemInterpEntry {
  uint8_t si, major, minor;
} SemInterpEntry;

#define NA_ {DXIL_SI_NA, 0, 0}
#define SV_ {DXIL_SI_SV, 0, 0}
#define SGV {DXIL_SI_SGV, 0, 0}
#define ARB {DXIL_SI_ARB, 0, 0}
#define NIS {DXIL_SI_NOTINSIG, 0, 0}
#define NPK {DXIL_SI_NOTPACKED, 0, 0}
#define TGT {DXIL_SI_TARGET, 0, 0}
#define TSF {DXIL_SI_TESSFACTOR, 0, 0}
#define SHD {DXIL_SI_SHADOW, 0, 0}
#define CC_ {DXIL_SI_CLIPCULL, 0, 0}
#define V(k, a, b) {DXIL_SI_##k, a, b}

/* Columns: VSIn VSOut PCIn HSIn HSCPIn HSCPOut PCOut DSIn DSCPIn DSOut GSVIn
 * GSIn GSOut PSIn PSOut CSIn MSIn MSOut MSPOut ASIn. */
static const SemInterpEntry interp_table[DXIL_SEM_INVALID][DXIL_SP_INVALID] = {
    /* Arbitrary */
    {ARB, ARB, NA_, NA_, ARB, ARB, ARB, ARB, ARB, ARB, ARB, NA_, ARB, ARB, NA_, NA_, NA_, ARB, ARB, NA_},
    /* VertexID */
    {SV_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_},
    /* InstanceID */
    {SV_, ARB, NA_, NA_, ARB, ARB, NA_, NA_, ARB, ARB, ARB, NA_, ARB, ARB, NA_, NA_, NA_, NA_, NA_, NA_},
    /* Position */
    {ARB, SV_, NA_, NA_, SV_, SV_, ARB, ARB, SV_, SV_, SV_, NA_, SV_, SV_, NA_, NA_, NA_, SV_, NA_, NA_},
    /* RenderTargetArrayIndex */
    {ARB, SV_, NA_, NA_, SV_, SV_, ARB, ARB, SV_, SV_, SV_, NA_, SV_, SV_, NA_, NA_, NA_, NA_, SV_, NA_},
    /* ViewPortArrayIndex */
    {ARB, SV_, NA_, NA_, SV_, SV_, ARB, ARB, SV_, SV_, SV_, NA_, SV_, SV_, NA_, NA_, NA_, NA_, SV_, NA_},
    /* ClipDistance */
    {ARB, CC_, NA_, NA_, CC_, CC_, ARB, ARB, CC_, CC_, CC_, NA_, CC_, CC_, NA_, NA_, NA_, CC_, NA_, NA_},
    /* CullDistance */
    {ARB, CC_, NA_, NA_, CC_, CC_, ARB, ARB, CC_, CC_, CC_, NA_, CC_, CC_, NA_, NA_, NA_, CC_, NA_, NA_},
    /* OutputControlPointID */
    {NA_, NA_, NA_, NIS, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_},
    /* DomainLocation */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NIS, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_},
    /* PrimitiveID */
    {NA_, NA_, NIS, NIS, NA_, NA_, NA_, NIS, NA_, NA_, NA_, SHD, SGV, SGV, NA_, NA_, NA_, NA_, SV_, NA_},
    /* GSInstanceID */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NIS, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_},
    /* SampleIndex */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, V(SHADOW, 4, 1), NA_, NA_, NA_, NA_, NA_, NA_},
    /* IsFrontFace */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, SGV, SGV, NA_, NA_, NA_, NA_, NA_, NA_},
    /* Coverage */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, V(NOTINSIG, 5, 0), V(NOTPACKED, 4, 1), NA_, NA_, NA_, NA_, NA_},
    /* InnerCoverage */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, V(NOTINSIG, 5, 0), NA_, NA_, NA_, NA_, NA_, NA_},
    /* Target */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, TGT, NA_, NA_, NA_, NA_, NA_},
    /* Depth */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NPK, NA_, NA_, NA_, NA_, NA_},
    /* DepthLessEqual */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, V(NOTPACKED, 5, 0), NA_, NA_, NA_, NA_, NA_},
    /* DepthGreaterEqual */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, V(NOTPACKED, 5, 0), NA_, NA_, NA_, NA_, NA_},
    /* StencilRef */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, V(NOTPACKED, 5, 0), NA_, NA_, NA_, NA_, NA_},
    /* DispatchThreadID */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NIS, NIS, NA_, NA_, NIS},
    /* GroupID */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NIS, NIS, NA_, NA_, NIS},
    /* GroupIndex */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NIS, NIS, NA_, NA_, NIS},
    /* GroupThreadID */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NIS, NIS, NA_, NA_, NIS},
    /* TessFactor */
    {NA_, NA_, NA_, NA_, NA_, NA_, TSF, TSF, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_},
    /* InsideTessFactor */
    {NA_, NA_, NA_, NA_, NA_, NA_, TSF, TSF, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_},
    /* ViewID */
    {V(NOTINSIG, 6, 1), NA_, V(NOTINSIG, 6, 1), V(NOTINSIG, 6, 1), NA_, NA_, NA_, V(NOTINSIG, 6, 1),
     NA_, NA_, NA_, V(NOTINSIG, 6, 1), NA_, V(NOTINSIG, 6, 1), NA_, NA_, NIS, NA_, NA_, NA_},
    /* Barycentrics */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, V(NOTPACKED, 6, 1), NA_, NA_, NA_, NA_, NA_, NA_},
    /* ShadingRate */
    {NA_, V(SV, 6, 4), NA_, NA_, V(SV, 6, 4), V(SV, 6, 4), NA_, NA_, V(SV, 6, 4), V(SV, 6, 4),
     V(SV, 6, 4), NA_, V(SV, 6, 4), V(SV, 6, 4), NA_, NA_, NA_, NA_, SV_, NA_},
    /* CullPrimitive */
    {NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NIS, NA_, NA_, NA_, NA_, NPK, NA_},
    /* StartVertexLocation */
    {V(NOTINSIG, 6, 8), NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_},
    /* StartInstanceLocation */
    {V(NOTINSIG, 6, 8), NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_, NA_},
};

#undef NA_
#undef SV_
#undef SGV
#undef ARB
#undef NIS
#undef NPK
#undef TGT
#undef TSF
#undef SHD
#undef CC_
#undef V

DxilSemInterp dxil_sem_interpretation(uint32_t kind, DxilSigPoint sp, uint32_t sm_major,
                                      uint32_t sm_minor) {
  if (kind >= DXIL_SEM_INVALID || sp >= DXIL_SP_INVALID) return DXIL_SI_NA;
  const SemInterpEntry *e = &interp_table[kind][sp];
  if (e->si == DXIL_SI_NA) return DXIL_SI_NA;
  if (sm_major > e->major || (sm_major == e->major && sm_minor >= e->minor))
    return (DxilSemInterp)e->si;
  return DXIL_SI_NA;
}


bool dxil_sem_allocated(DxilSemInterp si) {
  return si != DXIL_SI_NA && si != DXIL_SI_NOTINSIG && si != DXIL_SI_NOTPACKED &&
         si != DXIL_SI_SHADOW;
}
