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
# Size (the stripped hlslc stays under 1.5 MB): a section per function and
# object so the link drops what no tool calls (--gc-sections below, 160 KB),
# and no padding of functions, jump targets and loop heads to 16 bytes (45 KB; the
# instruction counts of the sample rows in bench/README.md moved by <0.5%).
CFLAGS  += -ffunction-sections -fdata-sections -falign-functions=1 -falign-jumps=1 -falign-loops=1
CPPFLAGS += -Iinclude -Isrc -Ibuild/gen
LDLIBS  += -lm
B       := build
# In position-independent code (the shared library, `make PIE=1` tools)
# each pointer in a const table (the DXIL op table above all) costs a
# load-time relocation. Packed
# relative relocations (DT_RELR: binutils >= 2.38, glibc >= 2.36) store them
# in a bitmap - for hlslc 115 KB of the stripped binary become 1 KB. Probed
# once per make run; left out where the toolchain lacks it.
RELR_LDFLAGS := $(shell printf 'int main(void){return 0;}\n' | $(CC) -x c - -Wl,-z,pack-relative-relocs -Wl,--fatal-warnings -o /dev/null 2>/dev/null && echo -Wl,-z,pack-relative-relocs)
LDFLAGS += $(RELR_LDFLAGS) -Wl,--gc-sections
# `make STATIC=1` links the command-line compiler statically (static-pie:
# still address-randomised). A process that compiles a small shader in about
# a millisecond spends a fifth of it in the dynamic loader (mapping and
# relocating libc and libm): measured on the smallest public row, 1.28 ms ->
# 1.08 ms per process. Not the default: glibc's static code grows the
# stripped binary from 1.7 MB to 2.8 MB. Sanitizer builds never use it.
STATIC_LDFLAGS := $(if $(filter 1,$(STATIC)),$(shell printf 'int main(void){return 0;}\n' | $(CC) -x c - -static-pie -o /dev/null 2>/dev/null && echo -static-pie))
# The tools link position-dependent (the library's objects and the shared
# library stay position-independent): a PIE's 6,700 load-time relocations
# (pointer tables: the DXIL op table, the intrinsic and option tables)
# cost 70,000 instructions and the copy of every page they touch, in each
# process: a small shader's compile took 4.8 ms as a PIE against 4.2 ms
# (Vulkan-Samples fullscreen.vert, 200 runs each, loaded machine); the
# stripped hlslc is 4 KB smaller. `make PIE=1` links PIEs.
TOOL_LDFLAGS := $(if $(filter 1,$(STATIC) $(PIE)),,$(shell printf 'int main(void){return 0;}\n' | $(CC) -x c - -no-pie -o /dev/null 2>/dev/null && echo -no-pie))

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

# The version, from the public header (its one place).
hlslc_version_part = $(shell sed -n 's/^\#define HLSLC_VERSION_$(1) \([0-9]*\)$$/\1/p' include/hlslc.h)
VERSION_MAJOR := $(call hlslc_version_part,MAJOR)
VERSION_MINOR := $(call hlslc_version_part,MINOR)
VERSION := $(VERSION_MAJOR).$(VERSION_MINOR).$(call hlslc_version_part,PATCH)
SONAME  := libhlslc.so.$(VERSION_MAJOR)

# Where `make install` puts things (DESTDIR stages the whole tree).
PREFIX     ?= /usr/local
BINDIR     ?= $(PREFIX)/bin
LIBDIR     ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
CMAKEDIR   ?= $(LIBDIR)/cmake/hlslc
OBJCOPY    ?= objcopy

all: tools

# Fragments add generated sources (GEN_HDRS/GEN_OBJ) and their rules.
include $(sort $(wildcard src/*/rules.mk))

tools: $(TOOLS) $(B)/lib/libhlslc.a

# Two static libraries. libhlslc-internal.a has every object as compiled:
# the tools that work on the IR (hlslc-opt, -llc, -dis), the unit tests and
# the benchmark use internal functions. libhlslc.a is what users link: one
# relocatable object (`ld -r` of them all) whose only global symbols are the
# API's, so no internal name (arena_alloc, parse.o, ...) can clash with a
# program's; the `hlslc` tool links it, so the CLI stays on the public API.
INTERNAL_LIB := $(B)/lib/libhlslc-internal.a

$(INTERNAL_LIB): $(LIB_OBJ) $(GEN_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

# Code placement: the functions a compile runs (src/hot-functions.txt, made
# by bench/hot_functions.py from callgrind profiles of real rows) go into one
# section at the start of the code, so that a compile maps fewer of the 64 KB
# windows the kernel maps code in (peak RSS 150-250 KB lower a row; before, a
# typical compile mapped nearly all 1.2 MB). A linker script for the `ld -r`
# below; a name it lists that no longer exists matches nothing, and a new
# function lies after the list: placement only, never behaviour.
$(B)/hot.ld: src/hot-functions.txt
	@mkdir -p $(dir $@)
	{ echo 'SECTIONS {'; echo '  .text.hot : {'; \
	  sed -e '/^#/d' -e '/^$$/d' -e 's/.*/    *(.text.&)/' $<; echo '  }'; echo '}'; } > $@

$(B)/lib/libhlslc.a: $(LIB_OBJ) $(GEN_OBJ) $(B)/hot.ld
	@mkdir -p $(dir $@) $(B)/public
	$(LD) -r -T $(B)/hot.ld -o $(B)/public/hlslc-all.o $(LIB_OBJ) $(GEN_OBJ)
	$(OBJCOPY) --wildcard --keep-global-symbol='hlslc_*' --keep-global-symbol='HLSLC_*' \
	  $(B)/public/hlslc-all.o $(B)/public/hlslc.o
	rm -f $@ && ar rcs $@ $(B)/public/hlslc.o

# Hot and cold code. What a compile spends its time in is built with $(OPT)
# (-O2); the rest - option parsing, the IR text parser and verifier, the
# bitcode reader and upgrade, the AST dump, reflection, containers, RDAT,
# the rarer stages' front-end code - with -Os, which keeps
# the stripped hlslc under 1.5 MB (1.68 MB all -O2). Chosen by callgrind
# over header-heavy real rows (bench/README.md, "Binary size"): moving a
# file here from HOT_SRC costs under 1% of a row's instructions or it stays
# hot. The interpreter (src/run, hlslc-run's; not in hlslc) is hot for the
# execution tests. A new file is cold until a profile says otherwise. Sanitizer and
# command-line OPT= builds override this (a command-line variable wins).
HOT_SRC := $(addprefix src/hlsl/,lex.c pp.c parse.c sema.c sema_expr.c sema_template.c sema_intrin.c \
    sema_member.c sema_rt.c types.c irgen.c irgen_expr.c) \
  $(addprefix src/base/,base.c) \
  $(addprefix src/ir/,inst.c value.c type.c module.c cfg.c) \
  $(addprefix src/dxil/,bc_writer.c bitstream.c shader_flags.c typed_ptr.c dxil_resources.c) \
  src/container/md5.c src/rootsig/rootsig.c \
  $(wildcard src/run/*.c) \
  $(addprefix src/passes/,sroa.c mem2reg.c instsimplify.c opt_fold.c opt_util.c early_cse.c dce.c sccp.c \
    simplifycfg.c inline.c op_lower.c scalarizer.c prepare.c)
COLD_SRC := $(filter-out $(HOT_SRC),$(LIB_SRC))
$(patsubst src/%.c,$(B)/obj/%.o,$(COLD_SRC)) $(patsubst src/%.c,$(B)/pic/%.o,$(COLD_SRC)): OPT = -Os

$(B)/obj/%.o: src/%.c | $(GEN_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

# (TOOL_LIBS, not LDLIBS: check-asan sets LDLIBS on the command line,
# which would override an addition here)
$(B)/bin/hlslc-run: TOOL_LIBS = -lyaml

$(B)/bin/hlslc: tools/hlslc.c $(B)/lib/libhlslc.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) $(TOOL_LDFLAGS) $(STATIC_LDFLAGS) $< $(B)/lib/libhlslc.a $(LDLIBS) -o $@

$(B)/bin/%: tools/%.c $(INTERNAL_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) $(TOOL_LDFLAGS) $< $(INTERNAL_LIB) $(TOOL_LIBS) $(LDLIBS) -o $@

# The shared library: the same sources compiled position-independent in
# $(B)/pic, exporting only hlslc_* (src/hlslc.map), SONAME libhlslc.so.MAJOR.
PIC_OBJ := $(patsubst $(B)/obj/%.o,$(B)/pic/%.o,$(LIB_OBJ) $(GEN_OBJ))
SHARED_LIB := $(B)/lib/libhlslc.so.$(VERSION)

$(B)/pic/%.o: src/%.c | $(GEN_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -fPIC -MMD -MP -c $< -o $@

$(SHARED_LIB): $(PIC_OBJ) src/hlslc.map
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=src/hlslc.map \
	  $(LDFLAGS) $(PIC_OBJ) $(LDLIBS) -o $@
	ln -sf libhlslc.so.$(VERSION) $(B)/lib/$(SONAME)
	ln -sf $(SONAME) $(B)/lib/libhlslc.so

shared: $(SHARED_LIB)

# Paths the installed pkg-config and CMake files use, relative to PREFIX
# (the CMake package finds its prefix from its own location, so a staged
# DESTDIR tree works as it will once moved).
rel = $(shell realpath -m --relative-to=$(1) $(2))
install: tools $(B)/lib/libhlslc.a shared
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) \
	  $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(CMAKEDIR)
	install -m 755 $(TOOLS) $(DESTDIR)$(BINDIR)/
	install -m 644 include/hlslc.h $(DESTDIR)$(INCLUDEDIR)/
	install -m 644 $(B)/lib/libhlslc.a $(DESTDIR)$(LIBDIR)/
	install -m 755 $(SHARED_LIB) $(DESTDIR)$(LIBDIR)/
	ln -sf libhlslc.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libhlslc.so
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' \
	  -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' -e 's|@VERSION@|$(VERSION)|g' \
	  packaging/hlslc.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/hlslc.pc
	sed -e 's|@PREFIX_FROM_CMAKEDIR@|$(call rel,$(CMAKEDIR),$(PREFIX))|g' \
	  -e 's|@LIBDIR_REL@|$(call rel,$(PREFIX),$(LIBDIR))|g' \
	  -e 's|@INCLUDEDIR_REL@|$(call rel,$(PREFIX),$(INCLUDEDIR))|g' \
	  -e 's|@VERSION@|$(VERSION)|g' -e 's|@SONAME@|$(SONAME)|g' \
	  packaging/hlslcConfig.cmake.in > $(DESTDIR)$(CMAKEDIR)/hlslcConfig.cmake
	sed -e 's|@VERSION@|$(VERSION)|g' -e 's|@VERSION_MAJOR@|$(VERSION_MAJOR)|g' \
	  -e 's|@VERSION_MINOR@|$(VERSION_MINOR)|g' packaging/hlslcConfigVersion.cmake.in > $(DESTDIR)$(CMAKEDIR)/hlslcConfigVersion.cmake

# The library as one C file and its header, as SQLite ships
# (packaging/amalgamate.py; needs universal-ctags): $(B)/amalgamation/hlslc.c
# compiles alone (`cc -std=c11 -c hlslc.c`); tests/amalgamation/run.sh
# builds the hlslc tool on it and compares its outputs with build/bin/hlslc's.
amalgamation: $(GEN_HDRS) $(GEN_OBJ)
	python3 packaging/amalgamate.py . $(B)/gen $(B)/amalgamation

# ---- tests -----------------------------------------------------------------
UNIT_SRC := $(sort $(wildcard tests/unit/*.c))
UNITS    := $(patsubst tests/unit/%.c,$(B)/tests/%,$(UNIT_SRC))

# -pthread: tests/unit/threads.c compiles from several threads at once.
$(B)/tests/%: tests/unit/%.c $(INTERNAL_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -pthread $< $(INTERNAL_LIB) $(LDLIBS) -pthread -o $@

units: $(UNITS)

# The tests run on a build that verifies the IR between passes (the
# library's debug pipeline, src/driver/compile.c); the release build of
# build/ is made too (tests/no-globals.sh inspects its library).
check: tools
	$(MAKE) B=build/check DEBUG=1 tools units
	HLSLC_BIN=$(CURDIR)/build/check/bin HLSLC_TESTS=$(CURDIR)/build/check/tests tests/run-all.sh

# Sanitizer build of everything in build-asan/ and the same test run.
check-asan:
	$(MAKE) B=build-asan STATIC= OPT=-O1 CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer" LDLIBS="-lm -fsanitize=address,undefined" tools units
	HLSLC_BIN=$(CURDIR)/build-asan/bin HLSLC_TESTS=$(CURDIR)/build-asan/tests tests/run-all.sh

# ---- benchmark (not part of check) -------------------------------------------
# `make bench` builds $(B)/bench/bench and prints the table (bench/README.md);
# the default build is the release one (no IR verifier between passes).
$(B)/bench/bench: bench/bench.c $(INTERNAL_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $< $(INTERNAL_LIB) $(LDLIBS) -o $@

bench: tools $(B)/bench/bench
	HLSLC_BUILD=$(abspath $(B)) bench/run.sh

clean:
	rm -rf build build-asan

.PHONY: all tools units check check-asan bench clean shared install amalgamation
.SECONDARY:
-include $(LIB_OBJ:.o=.d) $(PIC_OBJ:.o=.d)
