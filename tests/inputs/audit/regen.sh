#!/usr/bin/env bash
# Regenerate gemm.ll from gemm.c: clang-19 -O2 with debug locations (the report's C view),
# vectorised, compiled from this directory with its path mapped to `.`, so the module
# names `./gemm.c` and no directory of the machine that made it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
clang-19 -O2 -g -S -emit-llvm --target=x86_64-linux-gnu -fdebug-prefix-map="$PWD=." \
    gemm.c -o gemm.ll.tmp
mv gemm.ll.tmp gemm.ll
