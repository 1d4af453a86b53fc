#!/usr/bin/env bash
# Regenerate regions.clang{14,19}.O1.ll from regions.c (run from anywhere).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
for cc in clang-14 clang-19; do
  "$cc" -O1 -S -emit-llvm -g0 --target=x86_64-linux-gnu -fno-unroll-loops regions.c -o - |
    sed -E \
      -e 's/^declare (i32|void) @csa_parallel_(region|section)_(entry|exit)\(.*$/declare \1 @llvm.csa.parallel.\2.\3(i32)/' \
      -e 's/@csa_parallel_(region|section)_(entry|exit)\(i32 (noundef )?([^)]*)\)( #[0-9]+)?/@llvm.csa.parallel.\1.\2(i32 \4)/g' \
      >"regions.${cc/-/}.O1.ll"
done
