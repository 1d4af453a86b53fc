#!/bin/sh
# Regenerate the hand-picked C inputs of the extractor tests (clang-19, -O1, no vectorisation).
set -e
cd "$(dirname "$0")"
for c in alias_cases affine_cases trip_counts pointer_cycles; do
  clang-19 -O1 -S -emit-llvm -fno-vectorize -fno-slp-vectorize -fno-unroll-loops "$c.c" -o "$c.ll"
  sed -i -e '/^; ModuleID/d' -e 's/^source_filename = .*/source_filename = "'"$c"'.c"/' \
    -e '/^!llvm.ident/d' -e '/clang version/d' "$c.ll"
done
# Vectorised -O3 as well, for vector types and intrinsics.
clang-19 -O1 -S -emit-llvm -fno-vectorize -fno-slp-vectorize c_features.c -o c_features.O1.ll
clang-19 -O3 -S -emit-llvm c_features.c -o c_features.O3.ll
for f in c_features.O1.ll c_features.O3.ll; do
  sed -i -e '/^; ModuleID/d' -e 's/^source_filename = .*/source_filename = "c_features.c"/' \
    -e '/^!llvm.ident/d' -e '/clang version/d' "$f"
done
