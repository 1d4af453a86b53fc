"""benchmarks/versioning.py's pieces: LLVM's LoopAccessAnalysis read per loop, the kernels'
disjoint and overlapping placements, and one module measured end to end (the copy of a
versioned nest must be seen to run on disjoint arguments and the original on overlapping
ones)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from scriptload import load_script

TOOLS = ("clang-19", "opt-19")
VADD = """void vadd(float *c, const float *a, const float *b, int n) {
  for (int i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
}
"""
ARGS = {"c": "f32[64]:zero", "a": "f32[64]:iota", "b": "f32[64]:random:seed=1", "n": "64"}

PRINTED = """Printing analysis 'Loop Access Analysis' for function 'f':
  bb7:
    Memory dependences are safe with run-time checks
    Dependences:
    Run-time memory checks:
    Check 0:
      Comparing group (0x1):
    Check 1:
      Comparing group (0x2):
    Grouped accesses:
  bb12:
    Report: loop is not the innermost loop
Printing analysis 'Loop Access Analysis' for function 'g':
  "odd name":
    Memory dependences are safe
"""


def _bench():
    return load_script("benchmarks/versioning.py")


def _laa():
    return load_script("benchmarks/versioning_laa.py")


def test_access_info_is_read_per_loop() -> None:
    got = _laa().parse_access_info(PRINTED)
    assert {k: (v.kind, v.checks) for k, v in got.items()} == {
        ("f", "bb7"): ("checks", 2), ("f", "bb12"): ("not innermost", 0),
        ("g", "odd name"): ("safe", 0)}


def test_block_labels_in_order() -> None:
    text = ("define void @f(ptr %arg) {\nbb:\n  br label %bb1\n\nbb1:\n  ret void\n}\n"
            'define void @"g h"() {\nbb:\n  ret void\n}\n')
    assert _laa().block_labels(text) == {"f": ["bb", "bb1"], "g h": ["bb"]}


class _Param:
    def __init__(self, type_: str, attributes: list[str]) -> None:
        self.type, self.attributes = type_, attributes


def test_placements() -> None:
    bench = _bench()
    params = [_Param("ptr", ["writeonly"]), _Param("ptr", ["readonly"]),
              _Param("ptr", ["readonly"]), _Param("i32", [])]
    disjoint, overlap = bench.placements(ARGS, params)
    assert disjoint == ARGS
    # a one element into c, whose buffer grows to hold a's 64 floats after it
    assert overlap == {**ARGS, "c": "f32[65]:zero", "a": "c+4"}
    own = {"dst": "src+4", "src": "i32[65]:iota", "n": "64"}
    disjoint, overlap = bench.placements(own, params)
    assert disjoint == {**own, "dst": "i32[65]:zero"} and overlap == own
    # nothing written through a pointer: no overlapping placement
    assert bench.placements(ARGS, [_Param("ptr", ["readonly"])] * 3)[1] is None


@pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS), reason="needs clang-19, opt-19")
def test_vadd_without_restrict_measured(tmp_path: Path) -> None:
    bench = _bench()
    runs = load_script("benchmarks/versioning_runs.py")
    src = tmp_path / "vadd.c"
    src.write_text(VADD)
    ll = tmp_path / "vadd.ll"
    subprocess.run(["clang-19", *bench.KERNEL_BUILDS["kern"], *bench.COMMON_FLAGS, str(src),
                    "-o", str(ll)], check=True)
    params = runs.read_module(ll).function("vadd").arguments
    disjoint, overlap = bench.placements(ARGS, params)
    laa = _laa().verdicts(ll, tmp_path)
    row = runs.measure(runs.Case("kernels", "kern", "vadd", ll, "vadd", disjoint, (),
                                 overlap), 1, laa)
    assert not row.error, row.error
    [nest] = row.nests
    assert (nest.depth, nest.loops, nest.checks) == (1, 1, 2)
    # the copy runs on disjoint arrays, the original when c and a overlap
    assert nest.copy_entries == 64 and nest.original_entries == 0
    assert nest.overlap_copy_entries == 0 and nest.overlap_original_entries == 64
    assert row.versioned.cycles < row.plain.cycles / 5
    assert row.versioned.races == 0 and row.versioned.random_equal
    assert row.overlap.races == 0 and row.overlap.random_equal
    [loop] = row.innermost
    assert (loop.laa, loop.laa_checks, loop.versioned_in) == ("checks", 2, nest.loop)
    assert row.lines_added > 0 and row.order_plain_s > 0 and row.order_versioned_s > 0
