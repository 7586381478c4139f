# src/dxil/rules.mk - generated DXIL operation tables.
#
# gen_dxil_ops (a host tool built from src/dxil/gen/gen_dxil_ops.c) turns the
# declarative spec src/dxil/dxil_ops.def into $(B)/gen/dxil_ops_gen.{h,c}.
# The header is in GEN_HDRS, so every library object waits for it (the
# order-only dependency in the Makefile); the table object is in GEN_OBJ.
# Editing the spec or the generator regenerates both outputs.

HOST_CC ?= cc
DXIL_OPS_SPEC := src/dxil/dxil_ops.def
DXIL_OPS_GEN_TOOL := $(B)/host/gen_dxil_ops
DXIL_OPS_GEN_H := $(B)/gen/dxil_ops_gen.h
DXIL_OPS_GEN_C := $(B)/gen/dxil_ops_gen.c

GEN_HDRS += $(DXIL_OPS_GEN_H)
GEN_OBJ += $(B)/obj/gen/dxil_ops_gen.o

# The generated header lives in $(B)/gen; put that directory first so a
# non-default build dir (B=build-asan) never picks up build/gen's copy.
CPPFLAGS := -I$(B)/gen $(CPPFLAGS)

# Built with the host compiler and its own flags (never the sanitizer or
# cross flags of the library build).
$(DXIL_OPS_GEN_TOOL): src/dxil/gen/gen_dxil_ops.c
	@mkdir -p $(dir $@)
	$(HOST_CC) -std=c11 -O1 -Wall -Wextra -o $@ $<

$(DXIL_OPS_GEN_H) $(DXIL_OPS_GEN_C) &: $(DXIL_OPS_GEN_TOOL) $(DXIL_OPS_SPEC)
	@mkdir -p $(dir $(DXIL_OPS_GEN_H))
	$(DXIL_OPS_GEN_TOOL) $(DXIL_OPS_SPEC) $(DXIL_OPS_GEN_H) $(DXIL_OPS_GEN_C)

$(B)/obj/gen/dxil_ops_gen.o: $(DXIL_OPS_GEN_C) $(DXIL_OPS_GEN_H) src/dxil/dxil_ops.h
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

-include $(B)/obj/gen/dxil_ops_gen.d

$(B)/pic/gen/dxil_ops_gen.o: $(DXIL_OPS_GEN_C) $(DXIL_OPS_GEN_H) src/dxil/dxil_ops.h
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -fPIC -MMD -MP -c $< -o $@
