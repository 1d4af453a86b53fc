"""C++'s operator new and delete in the simulator (csarules/sim/heap.py): they allocate
and free as malloc and free do, so C++ code built on std::vector runs as it does natively
(with or without exceptions compiled in: none is thrown), ordered race-free under both
schedules, and an access left unordered with a delete of
its block races with it."""

from __future__ import annotations

from pathlib import Path

import pytest
from simkit import compile_c, run_native

from csarules.ir.reader import parse_module
from csarules.order.pipeline import order_module
from csarules.sim import simulate

# vectors grown by push_back (new, copy, delete of the old buffer), sized and filled, sorted
# and summed; an over-aligned object (the align_val_t forms); new[] and delete[]
VECTOR_PROGRAM = r"""
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <numeric>
#include <vector>
struct alignas(64) Line { long v[8]; };
Line *last_line;  // (seen outside main: clang -O2 would not elide the new and delete)
int *last_squares;
int main() {
  std::vector<int> v;
  for (int i = 0; i < 60; ++i) v.push_back((i * 7919) % 101);
  std::sort(v.begin(), v.end());
  std::vector<long> pre(v.size() + 1, 0);
  std::partial_sum(v.begin(), v.end(), pre.begin() + 1);
  Line *line = new Line();
  last_line = line;
  for (int i = 0; i < 8; ++i) line->v[i] = pre[i * 7] - v[i];
  int *squares = new int[16];
  last_squares = squares;
  for (int i = 0; i < 16; ++i) squares[i] = i * i;
  long s = std::accumulate(line->v, line->v + 8, 0L) + squares[15] + pre.back();
  std::printf("%ld %d\n", s, (int)(reinterpret_cast<std::uintptr_t>(line) % 64));
  delete line;
  delete[] squares;
  return (int)(s & 0x3f);
}
"""


@pytest.mark.parametrize("exceptions", [False, True], ids=["noexcept", "exceptions"])
@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_vector_program_prints_what_it_prints_natively(tmp_path: Path, opt: str,
                                                       exceptions: bool) -> None:
    # with exceptions, the calls that may throw are invokes whose landing pads destroy
    # the vectors: ordering splits their edges (csarules/order/split.py); none is taken
    expected, status = run_native(tmp_path, VECTOR_PROGRAM, cxx=True)
    text = compile_c(tmp_path, VECTOR_PROGRAM, opt, ("-fexceptions",) if exceptions else (),
                     cxx=True)
    assert ("invoke " in text and "landingpad" in text) == exceptions
    for name in ("@_Znwm(", "@_ZnwmSt11align_val_t(", "@_Znam(", "@_ZdaPv("):
        assert name in text, name
    assert "@_ZdlPv" in text
    module = parse_module(text, "p.ll")
    plain = simulate(module, "main", [])
    assert (plain.output, plain.return_value) == (expected, status)
    ordered = parse_module(order_module(module, "standard"), "o.ll")
    for schedule in ("sequential", "random"):
        res = simulate(ordered, "main", [], schedule=schedule, seed=7)
        assert (res.output, res.return_value) == (expected, status), schedule
        assert res.race_count == 0 and res.matches_sequential, schedule


def test_delete_races_with_accesses_of_its_object_left_after_it(tmp_path: Path) -> None:
    text = compile_c(tmp_path, VECTOR_PROGRAM, "-O2", cxx=True)
    module = parse_module(text, "p.ll")
    deleting = {i.line for f in module.functions for i in f.instructions()
                if (i.callee or "").startswith("_Zd")}
    accesses = {i.line for f in module.functions for i in f.instructions()
                if i.opcode in ("load", "store")}
    res = simulate(module, "main", [], race_limit=10_000)
    # (not a race on the allocator's state: that one is between new and delete)
    assert any({r["first"]["line"], r["second"]["line"]} & deleting
               and {r["first"]["line"], r["second"]["line"]} & accesses for r in res.races)
    ordered = parse_module(order_module(module, "standard"), "o.ll")
    assert simulate(ordered, "main", [], schedule="random", seed=5).race_count == 0
