#!/usr/bin/env bash
# Regenerate the alias lit tests: <name>.ll from c/<name>.c for every C file, with
#   clang-19 -O2 -S -emit-llvm -g0 --target=x86_64-linux-gnu [FLAGS from the C file]
# as users compile (vectoriser on), from inside c/ with relative names.
# A test's C file holds its lit lines as C comments: the comment lines before the code
# (what it shows, `RUN:`) become `; ` lines at the top of the .ll, the `// CHECK...`
# lines at its end (so the IR's line numbers never depend on them). A line
# `// FLAGS: ...` adds compiler flags. Deterministic: running it twice gives identical files.
#
# usage: tests/lit/alias/regen.sh [OUTDIR]     (OUTDIR defaults to tests/lit/alias)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
CC=clang-19
command -v "$CC" >/dev/null || { echo "regen.sh: $CC not found" >&2; exit 1; }

cd "$here/c"
for src in *.c; do
  name="${src%.c}"
  read -r -a extra <<<"$(sed -n 's|^// FLAGS: ||p' "$src")"
  {
    awk '/^\/\/ FLAGS:/ {next} /^\/\// {sub(/^\/\/ ?/, "; "); print; next} {exit}' "$src"
    echo
    "$CC" -O2 -S -emit-llvm -g0 --target=x86_64-linux-gnu "${extra[@]}" "$src" -o -
    echo
    sed -n 's|^// \(CHECK.*\)$|; \1|p' "$src"
  } >"$out/$name.ll.tmp"
  mv "$out/$name.ll.tmp" "$out/$name.ll"
done
