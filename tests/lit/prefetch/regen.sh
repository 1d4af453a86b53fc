#!/usr/bin/env bash
# Regenerate the prefetch pattern lit tests from c/<name>.c, each with two compilers:
#   <name>.clang19.O2.ll   clang-19 -O2 (opaque pointers)
#   <name>.clang14.O1.ll   clang-14 -O1 (typed pointers)
# both with -S -emit-llvm -g0 --target=x86_64-linux-gnu and no other flags, from inside
# c/ with relative names. The stand-in calls of c/csa_builtins.h are renamed to the
# @llvm.csa.parallel.* intrinsics as tests/inputs/regen.sh does.
# A C file holds its lit lines as C comments: the comment lines before the code (what
# it shows, `RUN:`) become `; ` lines at the top of each .ll; `// C19O2: X` and
# `// C14O1: X` lines at the end become `; X` at the end of that compiler's .ll only
# (so the IR's line numbers never depend on them). Deterministic.
#
# usage: tests/lit/prefetch/regen.sh [OUTDIR]   (OUTDIR defaults to tests/lit/prefetch)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
VARIANTS=("clang-19 O2 C19O2" "clang-14 O1 C14O1")

csa_rename() {
  sed -E \
    -e 's/^declare (i32|void) @csa_parallel_(region|section)_(entry|exit)\(.*$/declare \1 @llvm.csa.parallel.\2.\3(i32)/' \
    -e 's/@csa_parallel_(region|section)_(entry|exit)\(i32 (noundef )?([^)]*)\)( #[0-9]+)?/@llvm.csa.parallel.\1.\2(i32 \4)/g'
}

cd "$here/c"
for src in *.c; do
  name="${src%.c}"
  for variant in "${VARIANTS[@]}"; do
    read -r cc level tag <<<"$variant"
    command -v "$cc" >/dev/null || { echo "regen.sh: $cc not found" >&2; exit 1; }
    dest="$out/$name.${cc/-/}.$level.ll"
    {
      awk '/^\/\// {sub(/^\/\/ ?/, "; "); print; next} {exit}' "$src"
      echo
      "$cc" "-$level" -S -emit-llvm -g0 --target=x86_64-linux-gnu "$src" -o - | csa_rename
      echo
      sed -n "s|^// $tag: \(.*\)\$|; \1|p" "$src"
    } >"$dest.tmp"
    mv "$dest.tmp" "$dest"
  done
done
