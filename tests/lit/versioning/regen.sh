#!/usr/bin/env bash
# Regenerate the lit tests of tests/lit/versioning from c/*.c (and .cpp): see ../regen_from_c.sh.
#
# usage: tests/lit/versioning/regen.sh [OUTDIR]     (OUTDIR defaults to tests/lit/versioning)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec bash "$here/../regen_from_c.sh" "$here" "$@"
