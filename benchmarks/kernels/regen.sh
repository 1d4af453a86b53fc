#!/usr/bin/env bash
# Regenerate the benchmark kernels' IR: <name>.ll from <name>.c for every C file
# in this directory, with
#   clang-19 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops
#            -S -emit-llvm -g0 --target=x86_64-linux-gnu -I../../csarules/include
# (the include path is for the *_par kernels' csa_builtins.h)
# compiled from inside this directory with relative names (no absolute path
# lands in ModuleID/source_filename). Deterministic: running it twice gives
# identical files. A .ll whose first line starts "; Hand-written" (fence_mmra.ll: C
# cannot write !mmra) is left alone; its .c is the same kernel without what C cannot say.
#
# usage: benchmarks/kernels/regen.sh [OUTDIR]   (OUTDIR defaults to this directory)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

CC=clang-19
FLAGS=(-O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops
       -S -emit-llvm -g0 --target=x86_64-linux-gnu -I../../csarules/include)

command -v "$CC" >/dev/null || { echo "regen.sh: $CC not found" >&2; exit 1; }

cd "$here"
for src in *.c; do
  name="${src%.c}"
  if [ -f "$here/$name.ll" ] && head -n 1 "$here/$name.ll" | grep -q '^; Hand-written'; then
    continue
  fi
  "$CC" "${FLAGS[@]}" "$src" -o "$out/$name.ll.tmp"
  mv "$out/$name.ll.tmp" "$out/$name.ll"
done
