#!/usr/bin/env bash
# Regenerate lit tests from C: <name>.ll from SRCDIR/c/<name>.c (or .cpp), compiled by the
# compiler and flags its `// CC:` line names (default: clang-19 -O1), with
# --target=x86_64-linux-gnu and -fdebug-compilation-dir=. (so -g output names no path of
# this machine), from inside SRCDIR/c/ with relative names.
# A test's source holds its lit lines as comments: the comment lines before the code
# (what it shows, `RUN:`) become `; ` lines at the top of the .ll, the `// PREFIX:` lines
# after the code (CHECK, EDGES, SIM, ...) at its end (so the IR's line numbers never depend
# on them). Deterministic: running it twice gives identical files.
#
# usage: tests/lit/regen_from_c.sh SRCDIR [OUTDIR]     (OUTDIR defaults to SRCDIR)
set -euo pipefail

here="$(cd "$1" && pwd)"
out="${2:-$here}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

cd "$here/c"
for src in *.c *.cpp; do
  [ -e "$src" ] || continue
  name="${src%.*}"
  read -r -a cc <<<"$(sed -n 's|^// CC: ||p' "$src")"
  [ ${#cc[@]} -gt 0 ] || cc=(clang-19 -O1)
  command -v "${cc[0]}" >/dev/null || { echo "regen.sh: ${cc[0]} not found" >&2; exit 1; }
  {
    awk '/^\/\/ CC:/ {next} /^\/\// {sub(/^\/\/ ?/, "; "); print; next} {exit}' "$src"
    echo
    "${cc[@]}" -S -emit-llvm --target=x86_64-linux-gnu -fdebug-compilation-dir=. "$src" -o -
    echo
    awk 'code && /^\/\/ [A-Z][A-Z-]*:/ {sub(/^\/\/ /, "; "); print} !/^\/\// {code=1}' "$src"
  } >"$out/$name.ll.tmp"
  mv "$out/$name.ll.tmp" "$out/$name.ll"
done
