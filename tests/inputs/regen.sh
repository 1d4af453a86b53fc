#!/usr/bin/env bash
# Regenerate the clang corpus tests/inputs/gen/ from tests/inputs/c/*.c.
#
# usage: tests/inputs/regen.sh [OUTDIR]     (OUTDIR defaults to tests/inputs/gen)
#
# For every C file, with clang-14 and clang-19, at -O1 and -O2:
#   gen/<name>.<clang14|clang19>.<O1|O2>.ll
#     -fno-vectorize -fno-slp-vectorize -fno-unroll-loops -S -emit-llvm -g0
#     --target=x86_64-linux-gnu
# and for the loop files in UNROLLED below also the unrolled variant
#   gen/<name>.<clang14|clang19>.O2unroll.ll      (same, without -fno-unroll-loops)
# whose bodies hold several copies of the loop body (runtime unrolling by 4 at
# -O2 on x86), the shape that parallel sections exist for.
# (`#pragma clang loop unroll_count` is honoured even with -fno-unroll-loops.)
#
# Files are compiled from inside c/ with relative names, so ModuleID and
# source_filename hold only the file name. The CSA stand-in calls of
# c/csa_builtins.h are renamed to the intrinsics of csa-pathfinding-builtins.rst:
#   @csa_parallel_region_entry  -> @llvm.csa.parallel.region.entry  (and the
#   other three), with plain declarations `declare i32 @llvm...(i32)` and the
#   call-site attributes dropped. Output is deterministic: running the script
#   twice gives identical files.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here/gen}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

COMPILERS=(clang-14 clang-19)
LEVELS=(O1 O2)
FLAGS=(-S -emit-llvm -g0 --target=x86_64-linux-gnu -fno-vectorize -fno-slp-vectorize)
UNROLLED=(loop_copy loop_recurrence reduction histogram nested_2d diamond)

for cc in "${COMPILERS[@]}"; do
  command -v "$cc" >/dev/null || { echo "regen.sh: $cc not found" >&2; exit 1; }
done

# Rename the stand-ins to the CSA intrinsics: declarations become plain, calls
# lose the noundef parameter attribute and the call-site attribute group.
csa_rename() {
  sed -E \
    -e 's/^declare (i32|void) @csa_parallel_(region|section)_(entry|exit)\(.*$/declare \1 @llvm.csa.parallel.\2.\3(i32)/' \
    -e 's/@csa_parallel_(region|section)_(entry|exit)\(i32 (noundef )?([^)]*)\)( #[0-9]+)?/@llvm.csa.parallel.\1.\2(i32 \4)/g'
}

compile() {  # compile CC LEVEL SRC DEST [extra flags...]
  local cc=$1 level=$2 src=$3 dest=$4
  shift 4
  "$cc" "-$level" "${FLAGS[@]}" "$@" "$src" -o - | csa_rename >"$dest.tmp"
  mv "$dest.tmp" "$dest"
}

cd "$here/c"
for src in *.c; do
  name="${src%.c}"
  for cc in "${COMPILERS[@]}"; do
    tag="${cc/-/}"
    for level in "${LEVELS[@]}"; do
      compile "$cc" "$level" "$src" "$out/$name.$tag.$level.ll" -fno-unroll-loops
    done
  done
done
for name in "${UNROLLED[@]}"; do
  for cc in "${COMPILERS[@]}"; do
    compile "$cc" O2 "$name.c" "$out/$name.${cc/-/}.O2unroll.ll"
  done
done
