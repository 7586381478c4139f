; An unknown pass name, in -passes or as a flag, is an error (exit status 1).
; RUN: not hlslc-opt -S -passes=no-such-pass %s 2>&1 | FileCheck %s --check-prefix=PIPE
; RUN: not hlslc-opt -S -no-such-pass %s 2>&1 | FileCheck %s --check-prefix=FLAG
; PIPE: hlslc-opt: unknown pass name 'no-such-pass'
; FLAG: hlslc-opt: Unknown command line argument '-no-such-pass'.
define void @f() {
  ret void
}
