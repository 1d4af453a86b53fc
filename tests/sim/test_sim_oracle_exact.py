"""The fast oracle (per-byte last writer and readers, csarules/sim/timing.py) gives the
same cycles as a slow, obvious one that scans every earlier access (slow_oracle.py), on
small runs of every benchmark kernel (the LU kernels included), unordered and ordered."""

from __future__ import annotations

import json

import pytest
from simkit import KERNELS
from slow_oracle import SlowOracle

from csarules.expand.expand import expand_module
from csarules.ir.model import Module
from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import order_module
from csarules.sim import interp, simulate
from csarules.sim.timing import Oracle

KERNEL_LIST = json.loads((KERNELS / "kernels.json").read_text())["kernels"]


def _oracles(module: Module, kernel: dict, monkeypatch: pytest.MonkeyPatch,
             fast: type = Oracle, sections_from: Module | None = None) -> tuple[int, int]:
    args = {name: kernel["args"][name] for name in kernel["arg_order"]}
    externs = tuple(kernel.get("externs", ()))
    out = []
    for oracle in (fast, SlowOracle):
        monkeypatch.setattr(interp, "Oracle", oracle)
        out.append(simulate(module, kernel["entry"], args, externs=externs,
                            sections_from=sections_from).oracle_cycles)
    return out[0], out[1]


@pytest.mark.parametrize("kernel", KERNEL_LIST, ids=[k["name"] for k in KERNEL_LIST])
def test_fast_oracle_is_the_slow_one(kernel: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    # loop builtins (the *_par kernels) expanded first, as `csarules order` does
    module = expand_module(read_module(KERNELS / kernel["file"])).module
    fast, slow = _oracles(module, kernel, monkeypatch)
    assert fast == slow
    # the ordered program adds tokens, which the oracle ignores: the same bound
    ordered = parse_module(order_module(module, "standard"), kernel["file"])
    assert _oracles(ordered, kernel, monkeypatch, sections_from=module) == (fast, slow)


class _ForgetfulOracle(Oracle):
    """A mutant that forgets read-after-write conflicts across static operations."""

    def bound(self, accesses: tuple[tuple[int, int, bool], ...], sync: bool, sec: int = 0,
              mid: int = -1) -> int:
        if any(writes for _, _, writes in accesses):
            return super().bound(accesses, sync, sec, mid)
        return super().bound((), sync, sec, mid)


def test_the_comparison_catches_a_wrong_fast_oracle(monkeypatch: pytest.MonkeyPatch) -> None:
    kernel = next(k for k in KERNEL_LIST if k["name"] == "prefix_sum")
    fast, slow = _oracles(read_module(KERNELS / kernel["file"]), kernel, monkeypatch,
                          _ForgetfulOracle)
    assert fast < slow


@pytest.mark.parametrize("oracle", [Oracle, SlowOracle])
def test_oracles_by_hand(oracle: type, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interp, "Oracle", oracle)
    # store a[0]; the load of a[0] waits for it (20 + 20), the load of a[1] does not
    raw = """
define i32 @f(ptr %a) {
  store i32 7, ptr %a
  %p = getelementptr i32, ptr %a, i64 1
  %x = load i32, ptr %a
  %y = load i32, ptr %p
  %s = add i32 %x, %y
  ret i32 %s
}
"""
    assert simulate(parse_module(raw, "t.ll"), "f", {"a": "i32[2]:zero"}).oracle_cycles == 41
    # write after read: the store to a[0] waits for the load of a[0] (20 + 20); the
    # store to a[1] does not
    war = """
define i32 @f(ptr %a) {
  %x = load i32, ptr %a
  store i32 7, ptr %a
  %p = getelementptr i32, ptr %a, i64 1
  store i32 8, ptr %p
  ret i32 %x
}
"""
    assert simulate(parse_module(war, "t.ll"), "f", {"a": "i32[2]:zero"}).oracle_cycles == 40
