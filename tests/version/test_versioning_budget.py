"""A function's versioned copies hold at most rules/versioning.dl's version_budget loads
and stores: nests that fit are versioned in the order of the function, the others refused
with the budget named; a nest larger than the budget by itself is never versioned. Each
copy adds its nest's accesses to the function, and the code after a check's branch has
fewer covers to list pairs through (rules/listing.dl), so the ordering's work grows with
the copies times the function: a function's budget is also at most version_work divided
by its own loads and stores (the generated 10k-line nest: 75 s unbounded)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from csarules.ir.reader import parse_module
from csarules.order.pipeline import GROUP_LINES, function_groups
from csarules.version.decide import decide

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from scale_gen import generate  # noqa: E402

RULES = (REPO / "rules" / "versioning.dl").read_text()
BUDGET = int(re.search(r"^version_budget\((\d+)\)\.$", RULES, re.M).group(1))
WORK = int(re.search(r"^version_work\((\d+)\)\.$", RULES, re.M).group(1))


def _one_loop(pairs: int) -> str:
    """One loop copying `pairs` elements from %q to %p, which may alias: 2 * pairs
    accesses and one check."""
    body = []
    for k in range(pairs):
        body += [f"  %i{k} = add nuw nsw i64 %i, {k}",
                 f"  %s{k} = getelementptr inbounds i32, ptr %q, i64 %i{k}",
                 f"  %v{k} = load i32, ptr %s{k}, align 4",
                 f"  %d{k} = getelementptr inbounds i32, ptr %p, i64 %i{k}",
                 f"  store i32 %v{k}, ptr %d{k}, align 4"]
    return "\n".join([
        "define void @big(ptr %p, ptr %q, i64 %n) {",
        "entry:",
        "  br label %loop",
        "loop:",
        "  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]",
        *body,
        f"  %i.next = add nuw nsw i64 %i, {pairs}",
        "  %c = icmp ult i64 %i.next, %n",
        "  br i1 %c, label %loop, label %exit",
        "exit:",
        "  ret void",
        "}", ""])


def _decided(text: str):
    module = parse_module(text, "budget.ll")
    return module, decide(module, function_groups(module, GROUP_LINES))


def _accesses(module, root: int) -> int:
    from csarules.analysis.cfg import analyse
    from csarules.analysis.loops import find_loops

    for func in module.functions:
        for loop in find_loops(analyse(func, module.path)).loops:
            if loop.header.id == root:
                return sum(1 for b in loop.blocks for i in b.instructions
                           if i.opcode in ("load", "store"))
    raise AssertionError(f"no loop at {root}")


def test_sibling_nests_are_versioned_in_order_until_the_budget_is_spent() -> None:
    module, decision = _decided(generate("nest", 3000, 0))
    nests = decision.nests["nest"]
    refused = decision.refusals["nest"]
    spent = [_accesses(module, n.root) for n in nests]
    assert len(nests) >= 2 and sum(spent) <= BUDGET
    over = [(r, why) for r, why in refused if "budget" in why]
    assert over, refused
    # the nests refused for the budget all come after the last one versioned
    assert min(r for r, _ in over) > max(n.root for n in nests)
    # and the next one would not have fitted
    first = min(r for r, _ in over)
    assert sum(spent) + _accesses(module, first) > BUDGET
    assert all(f"more than its budget of {BUDGET}" in why for _, why in over)


@pytest.mark.parametrize("pairs", [BUDGET // 2, BUDGET // 2 + 1])
def test_a_nest_larger_than_the_budget_is_never_versioned(pairs: int) -> None:
    module, decision = _decided(_one_loop(pairs))
    if 2 * pairs <= BUDGET:
        assert [n.root for n in decision.nests.get("big", [])] != []
    else:
        assert "big" not in decision.nests
        assert [why for _, why in decision.refusals["big"]] == [
            f"its {2 * pairs} accesses exceed the function's budget of {BUDGET} "
            "for versioned copies"]


def test_a_large_functions_budget_shrinks_with_its_accesses() -> None:
    module, decision = _decided(generate("nest", 10000, 0))
    accesses = sum(1 for func in module.functions for i in func.instructions()
                   if i.opcode in ("load", "store"))
    budget = WORK // accesses
    assert budget < BUDGET
    nests = decision.nests["nest"]
    assert nests and sum(_accesses(module, n.root) for n in nests) <= budget
    assert any(f"more than its budget of {budget}" in why
               for _, why in decision.refusals["nest"])
