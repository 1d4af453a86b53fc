#!/usr/bin/env bash
# Regenerate examples/<name>.ll from examples/<name>.c with
#   clang-19 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops
#            -S -emit-llvm -g0 --target=x86_64-linux-gnu -I../csarules/include
# (compiled from inside examples/ so no absolute path lands in the output).
#
# usage: examples/regen.sh [OUTDIR]   (OUTDIR defaults to examples/)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

CC=clang-19
FLAGS=(-O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops
       -S -emit-llvm -g0 --target=x86_64-linux-gnu -I../csarules/include)
command -v "$CC" >/dev/null || { echo "regen.sh: $CC not found" >&2; exit 1; }

cd "$here"
for src in *.c; do
  name="${src%.c}"
  "$CC" "${FLAGS[@]}" "$src" -o "$out/$name.ll.tmp"
  mv "$out/$name.ll.tmp" "$out/$name.ll"
done
