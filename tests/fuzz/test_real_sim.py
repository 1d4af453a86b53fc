"""benchmarks/real_sim.py's pipeline on a small program of ours (the real libraries are
fetched by users, never here): build, link, prune, run natively, order, simulate, compare.
The standard mode's run must be race-free with the native output; the unordered module's
must race, so the check can fail."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from scriptload import load_script

PROGRAM = r"""
#include <stdio.h>
static int table[64];
static void fill(int *t, int n) { for (int i = 0; i < n; i++) t[i] = i * i % 17; }
static int shift(int *t, int n) {
  int s = 0;
  for (int i = 1; i < n; i++) { t[i - 1] += t[i]; s += t[i - 1]; }
  return s;
}
int main(void) {
  fill(table, 64);
  int s = shift(table, 64);
  printf("%d %d %d\n", s, table[0], table[62]);
  return 0;
}
"""


def _script():
    return load_script("benchmarks/real_sim.py")


def test_small_program_ordered_and_unordered(tmp_path: Path) -> None:
    missing = [t for t in ("clang-19", "llvm-link-19", "opt-19") if shutil.which(t) is None]
    if missing:
        print(f"{', '.join(missing)} not installed: skipping the real_sim pipeline test")
        pytest.skip(f"{', '.join(missing)} not installed")
    real_sim = _script()
    source = tmp_path / "prog.c"
    source.write_text(PROGRAM)
    project = real_sim.Project("small", [source], [])
    build = real_sim.measure(project, "O2", ["standard", "unordered"], tmp_path / "work",
                             max_steps=1_000_000, timeout=300, jobs=2)
    assert not build.error, build.error
    assert build.native_output.count(" ") == 2
    standard, unordered = build.runs
    assert not standard.error and not unordered.error, (standard.error, unordered.error)
    assert standard.races == 0 and standard.output_as_native and standard.matches_sequential
    assert standard.order_seconds > 0 and unordered.order_seconds < 0
    assert unordered.races > 0
    assert standard.cycles > 0 and standard.dynamic > 0
