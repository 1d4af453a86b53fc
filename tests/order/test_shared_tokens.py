"""Shared all0s (csarules/order/shared.py): token sets many ops wait for, merged once.

share_token_sets against its definition on random readers (every op still waits for
exactly its tokens, every shared set saves what the threshold asks, parts before the
sets reading them); on the dispatch kernel, an interpreter loop, the ordered output has
fewer all0 inputs and runs exactly as without sharing (cycles, races, result, both
schedules). The random programs of test_materialise_property.py check the placement
(LLVM's verifier) and the waits (their token runs) with every set shared."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.ir.reader import parse_module, read_module
from csarules.order import shared
from csarules.order.ordering import Settings, order_to_text
from csarules.order.shared import SharedToken, share_token_sets
from csarules.order.tokens import OpToken, PhiToken
from csarules.sim import simulate

KERNELS = Path(__file__).resolve().parents[2] / "benchmarks" / "kernels"


def _blocks(count: int) -> list[SimpleNamespace]:
    return [SimpleNamespace(id=k, index=k, label=f"b{k}") for k in range(count)]


@st.composite
def readers(draw):
    """Ops (by line) reading phis of a few blocks and op tokens, many of them alike."""
    blocks = _blocks(draw(st.integers(1, 3)))
    phis = [PhiToken(block, seq) for seq, block in
            enumerate(draw(st.lists(st.sampled_from(blocks), min_size=1, max_size=12)))]
    pool = st.lists(st.sampled_from(phis), max_size=10, unique_by=id)
    common = draw(st.lists(pool, min_size=1, max_size=3))
    inputs = {}
    for line in range(100, 100 + draw(st.integers(1, 12))):
        values = list(draw(st.sampled_from(common) | pool))
        values += [OpToken(k) for k in draw(st.lists(st.integers(1, 5), max_size=2, unique=True))]
        inputs[line] = values
    return inputs


def _key(value) -> tuple:
    if isinstance(value, OpToken):
        return (value.line, 0, 0)
    return (value.block.id, 2 if isinstance(value, SharedToken) else 1, value.seq)


def _share(inputs, minimum: int):
    with patch.object(shared, "MIN_SAVED", minimum):
        return share_token_sets(inputs, _key, lambda block: True, _place)


def _place(home, lines: list[int]) -> SimpleNamespace:
    """A stand-in for the block dominating `lines`: `home` remembering those lines."""
    return SimpleNamespace(id=home.id, index=home.index, label=home.label,
                           lines=tuple(sorted(lines)))


def _expanded(values) -> list:
    out = []
    for value in values:
        out += _expanded(value.parts) if isinstance(value, SharedToken) else [value]
    return out


@settings(max_examples=300, deadline=None)
@given(readers(), st.sampled_from([0, 4, 16]))
def test_every_op_still_waits_for_exactly_its_tokens(inputs, minimum: int) -> None:
    out, sets = _share(inputs, minimum)
    assert out.keys() == inputs.keys()
    for line, values in inputs.items():
        before = sorted(map(id, values))
        after = _expanded(out[line])
        assert sorted(map(id, after)) == before, line  # the same tokens, none twice
    readers_of: dict[int, int] = {}  # ops and shared sets reading each value
    for read in [*(merged.parts for merged in sets), *out.values()]:
        for value in read:
            readers_of[id(value)] = readers_of.get(id(value), 0) + 1
    ops_reading: dict[int, set[int]] = {}  # shared set -> the ops reading it, at any depth

    def note(value, line: int) -> None:
        if isinstance(value, SharedToken):
            ops_reading.setdefault(id(value), set()).add(line)
            for part in value.parts:
                note(part, line)
    for line, values in out.items():
        for value in values:
            note(value, line)
    for index, merged in enumerate(sets):
        assert merged.seq == index
        # placed where it dominates every op that reads it
        assert merged.block.lines == tuple(sorted(ops_reading[id(merged)]))
        # one block's phis, merged after the sets they read
        assert {p.block.id for p in _expanded(merged.parts)} == {merged.block.id}
        assert all(p.seq < merged.seq for p in merged.parts if isinstance(p, SharedToken))
        k, u = len(merged.parts), readers_of[id(merged)]
        assert k > 1 and u > 1 and k * u - (k + u) >= minimum, (k, u)
    assert _shape(*_share(inputs, minimum)) == _shape(out, sets)  # deterministic


def _shape(out, sets) -> tuple:
    def name(value) -> object:
        return ("shared", value.seq) if isinstance(value, SharedToken) else id(value)
    return ({line: [name(v) for v in values] for line, values in out.items()},
            [(s.block.id, [name(p) for p in s.parts]) for s in sets])


def test_nothing_is_shared_below_the_threshold() -> None:
    (block,) = _blocks(1)
    phis = [PhiToken(block, seq) for seq in range(3)]
    inputs = {10: list(phis), 11: list(phis)}  # 3 tokens, 2 readers: saves 1 input
    assert _share(inputs, 16) == (inputs, [])
    out, sets = _share(inputs, 1)
    assert len(sets) == 1 and out == {10: [sets[0]], 11: [sets[0]]}


def _all0_inputs(text: str) -> int:
    return sum(line.count("i1 %") for line in text.splitlines() if "@llvm.csa.all0(" in line
               and not line.startswith("declare"))


def _order(path: Path, minimum: int) -> str:
    with patch.object(shared, "MIN_SAVED", minimum):
        return order_to_text(path, Settings(None, None, "embedded", None))[0]


def test_dispatch_loop_shares_and_runs_as_without(tmp_path: Path) -> None:
    kernel = KERNELS / "dispatch.ll"
    with_sets = _order(kernel, shared.MIN_SAVED)
    without = _order(kernel, 10**9)
    assert "%csa.s" in with_sets and "%csa.s" not in without
    assert _all0_inputs(with_sets) < _all0_inputs(without)
    args = ["i32[8]:const=5", "i32[4]:zero"]
    runs = {}
    for name, text in (("shared", with_sets), ("plain", without)):
        module = parse_module(text, f"{name}.ll")
        sequential = simulate(module, "dispatch", args)
        shuffled = simulate(module, "dispatch", args, schedule="random", seed=3)
        assert sequential.races == [] and shuffled.races == [], name
        assert sequential.return_value == shuffled.return_value == 15
        assert shuffled.matches_sequential, name
        runs[name] = sequential
    assert runs["shared"].cycles == runs["plain"].cycles
    assert runs["shared"].oracle_cycles == runs["plain"].oracle_cycles
    unordered = simulate(read_module(kernel), "dispatch", args)
    assert unordered.return_value == 15
