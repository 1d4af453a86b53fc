#!/usr/bin/env bash
# Regenerate the lit tests of tests/lit/irreducible from c/*.c (and .cpp): see ../regen_from_c.sh.
#
# usage: tests/lit/irreducible/regen.sh [OUTDIR]     (OUTDIR defaults to tests/lit/irreducible)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec bash "$here/../regen_from_c.sh" "$here" "$@"
