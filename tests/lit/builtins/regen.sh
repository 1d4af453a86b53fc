#!/usr/bin/env bash
# Regenerate the loop-builtin lit tests: <name>.ll from c/<name>.c for every C file, compiled
# with the shipped header (csarules/include/csa_builtins.h) as a user would:
#   CC LEVEL -S -emit-llvm -g0 --target=x86_64-linux-gnu -fno-vectorize -I<include> [FLAGS]
# CC LEVEL comes from a line `// CC: clang-14 -O1` (default `clang-19 -O2`), FLAGS from
# `// FLAGS: ...`. A line `// EARLY: yes` follows the CSA compiler's own order instead: the
# builtins are expanded before the optimiser runs (clang-19 -O0, then opt-19 sroa,
# loop-simplify and LICM, then `csarules expand`, then opt-19 -O2), which is how an expanded
# loop can be fully unrolled away and leave its intrinsics with no loop.
# As in tests/lit/alias/regen.sh, the comment lines before the code become `; ` lines at the
# top of the .ll and the `// CHECK...` lines go to its end. Compiled from inside c/ with
# relative names; deterministic: running it twice gives identical files.
#
# usage: tests/lit/builtins/regen.sh [OUTDIR]     (OUTDIR defaults to tests/lit/builtins)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
out="${1:-$here}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
include="$(realpath --relative-to="$here/c" "$repo/csarules/include")"
COMMON=(-S -emit-llvm -g0 --target=x86_64-linux-gnu -fno-vectorize -I"$include")

cd "$here/c"
for src in *.c; do
  name="${src%.c}"
  read -r -a cc <<<"$(sed -n 's|^// CC: ||p' "$src")"
  [ ${#cc[@]} -eq 0 ] && cc=(clang-19 -O2)
  read -r -a extra <<<"$(sed -n 's|^// FLAGS: ||p' "$src")"
  {
    awk '/^\/\/ (FLAGS|CC|EARLY):/ {next} /^\/\// {sub(/^\/\/ ?/, "; "); print; next} {exit}' "$src"
    echo
    if grep -q '^// EARLY: yes' "$src"; then
      clang-19 -O0 -Xclang -disable-O0-optnone "${COMMON[@]}" "${extra[@]}" "$src" -o - \
        | opt-19 -S -passes='sroa,loop-simplify,loop-mssa(licm)' -o "$out/$name.early.tmp"
      PYTHONPATH="$repo" python3 -m csarules expand "$out/$name.early.tmp" \
        | opt-19 -S -O2 - -o - | sed -e "s|^; ModuleID = .*|; ModuleID = '$src'|"
      rm -f "$out/$name.early.tmp"
    else
      "${cc[@]}" "${COMMON[@]}" "${extra[@]}" "$src" -o -
    fi
    echo
    sed -n 's|^// \(CHECK.*\)$|; \1|p' "$src"
  } >"$out/$name.ll.tmp"
  mv "$out/$name.ll.tmp" "$out/$name.ll"
done
