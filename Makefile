# hlslc build. `make` builds the library and tools (release: optimised, no
# IR verifier between passes); `make check` builds them again in build/check
# with the verifier between every pass (no NDEBUG) and runs every test there.
# Sources are picked up by wildcard; generated tables live in build/gen.
# `make DEBUG=1` builds the checking pipeline in build/ (what `make check` tests).
CC      ?= cc
OPT     ?= -O2
ifeq ($(DEBUG),1)
CFLAGS  ?= $(OPT) -g
else
CFLAGS  ?= $(OPT) -g -DNDEBUG
endif
CFLAGS  += -std=c11 -Wall -Wextra -Wno-unused-parameter -D_POSIX_C_SOURCE=200809L
# C needs no unwind tables (no exceptions); dropping .eh_frame keeps the binary small.
CFLAGS  += -fno-asynchronous-unwind-tables
CPPFLAGS += -Iinclude -Isrc -Ibuild/gen
LDLIBS  += -lm
B       := build
# The tools are position-independent executables: each pointer in a const
# table (the DXIL op table above all) costs a load-time relocation. Packed
# relative relocations (DT_RELR: binutils >= 2.38, glibc >= 2.36) store them
# in a bitmap - for hlslc 115 KB of the stripped binary become 1 KB. Probed
# once per make run; left out where the toolchain lacks it.
RELR_LDFLAGS := $(shell printf 'int main(void){return 0;}\n' | $(CC) -x c - -Wl,-z,pack-relative-relocs -Wl,--fatal-warnings -o /dev/null 2>/dev/null && echo -Wl,-z,pack-relative-relocs)
LDFLAGS += $(RELR_LDFLAGS)

LIB_SRC   := $(sort $(wildcard src/*/*.c))
LIB_OBJ   := $(patsubst src/%.c,$(B)/obj/%.o,$(LIB_SRC))
TOOL_SRC  := $(sort $(wildcard tools/*.c))
# hlslc-run reads pipeline YAML with libyaml (Debian: libyaml-dev); only it
# links the library, and without it hlslc-run is not built (its tests are
# then unsupported). Probed once per make run.
YAML_OK   := $(shell printf '#include <yaml.h>\nint main(void){yaml_parser_t p; return !yaml_parser_initialize(&p);}\n' | $(CC) -x c - -lyaml -o /dev/null 2>/dev/null && echo 1)
ifneq ($(YAML_OK),1)
TOOL_SRC  := $(filter-out tools/hlslc-run.c,$(TOOL_SRC))
endif
TOOLS     := $(patsubst tools/%.c,$(B)/bin/%,$(TOOL_SRC))
GEN_HDRS  :=
GEN_OBJ   :=

all: tools

# Fragments add generated sources (GEN_HDRS/GEN_OBJ) and their rules.
include $(sort $(wildcard src/*/rules.mk))

tools: $(TOOLS)

$(B)/lib/libhlslc.a: $(LIB_OBJ) $(GEN_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(B)/obj/%.o: src/%.c | $(GEN_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

$(B)/bin/hlslc-run: LDLIBS += -lyaml

$(B)/bin/%: tools/%.c $(B)/lib/libhlslc.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) $< $(B)/lib/libhlslc.a $(LDLIBS) -o $@

# ---- tests -----------------------------------------------------------------
UNIT_SRC := $(sort $(wildcard tests/unit/*.c))
UNITS    := $(patsubst tests/unit/%.c,$(B)/tests/%,$(UNIT_SRC))

# -pthread: tests/unit/threads.c compiles from several threads at once.
$(B)/tests/%: tests/unit/%.c $(B)/lib/libhlslc.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -pthread $< $(B)/lib/libhlslc.a $(LDLIBS) -pthread -o $@

units: $(UNITS)

# The tests run on a build that verifies the IR between passes (the
# library's debug pipeline, src/driver/compile.c); the release build of
# build/ is made too (tests/no-globals.sh inspects its library).
check: tools
	$(MAKE) B=build/check DEBUG=1 tools units
	HLSLC_BIN=$(CURDIR)/build/check/bin HLSLC_TESTS=$(CURDIR)/build/check/tests tests/run-all.sh

# Sanitizer build of everything in build-asan/ and the same test run.
check-asan:
	$(MAKE) B=build-asan OPT=-O1 CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer" LDLIBS="-lm -fsanitize=address,undefined" tools units
	HLSLC_BIN=$(CURDIR)/build-asan/bin HLSLC_TESTS=$(CURDIR)/build-asan/tests tests/run-all.sh

# ---- benchmark (not part of check) -------------------------------------------
# `make bench` builds $(B)/bench/bench and prints the table (bench/README.md);
# the default build is the release one (no IR verifier between passes).
$(B)/bench/bench: bench/bench.c $(B)/lib/libhlslc.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $< $(B)/lib/libhlslc.a $(LDLIBS) -o $@

bench: tools $(B)/bench/bench
	HLSLC_BUILD=$(abspath $(B)) bench/run.sh

clean:
	rm -rf build build-asan

.PHONY: all tools units check check-asan bench clean
.SECONDARY:
-include $(LIB_OBJ:.o=.d)
