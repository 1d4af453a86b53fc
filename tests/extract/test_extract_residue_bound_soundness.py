"""addr_residue, addr_fixed, continue_less, addr_bound and last_iteration against traced
runs of the corpus.

Residues: two accesses with one base and modulus differ by residue_a - residue_b modulo it.
Fixed addresses: one address per call, offset_a - offset_b from another fixed access of
its base, and offset_a - residue_b modulo the modulus from a residue access of its base.
Last iterations: no access happens in a later iteration of the loop in any activation.
Bounds: over iterations of one activation of the loop, a side's address moves by
scale * step per iteration, and from the second iteration on, an access on the hi side
lies at least `scale` bytes (after the offsets) above one on the lo side.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from extract_corpus import cached_module_and_facts, corpus_files, corpus_ids
from test_extract_alias_soundness import trace_function
from tracer import DynAccess, Unsupported

FILES = corpus_files()


def residue_violations(trace: list[DynAccess], facts) -> tuple[int, set[tuple]]:
    by_op = {i: (base, g, r) for i, base, g, r in facts["addr_residue"]}
    checked, wrong = 0, set()
    seen = [x for x in trace if x.op in by_op]
    for k, x in enumerate(seen):
        for y in seen[k:]:
            (bx, gx, rx), (by, gy, ry) = by_op[x.op], by_op[y.op]
            if bx != by or gx != gy:
                continue
            checked += 1
            if (x.lo - y.lo - (rx - ry)) % gx:
                wrong.add((x.op, y.op))
    return checked, wrong


def fixed_violations(trace: list[DynAccess], facts) -> tuple[int, set[tuple]]:
    fixed = {i: (base, offset) for i, base, offset in facts["addr_fixed"]}
    residues = {i: (base, g, r) for i, base, g, r in facts["addr_residue"]}
    checked, wrong = 0, set()
    seen: dict[int, int] = {}  # fixed op -> its address in this call
    for x in trace:
        if x.op in fixed:
            checked += 1
            if seen.setdefault(x.op, x.lo) != x.lo:
                wrong.add((x.op, "moved"))
    for a, lo_a in seen.items():
        base, off_a = fixed[a]
        for b, lo_b in seen.items():
            if fixed[b][0] == base:
                checked += 1
                if lo_a - lo_b != off_a - fixed[b][1]:
                    wrong.add((a, b))
        for y in trace:
            if y.op in residues and residues[y.op][0] == base:
                _, g, r = residues[y.op]
                checked += 1
                if (lo_a - y.lo - (off_a - r)) % g:
                    wrong.add((a, y.op))
    return checked, wrong


def last_iteration_violations(trace: list[DynAccess], facts) -> tuple[int, set[tuple]]:
    last = dict(facts["last_iteration"])
    checked, wrong = 0, set()
    for x in trace:
        for header, _, iteration in x.stamp:
            if header in last:
                checked += 1
                if iteration > last[header]:
                    wrong.add((header, iteration))
    return checked, wrong


def _iteration(access: DynAccess, header: int) -> tuple[tuple, int] | None:
    """(where in the enclosing loops, iteration of `header`) of an access inside it."""
    for pos, (h, activation, iteration) in enumerate(access.stamp):
        if h == header:
            return (access.stamp[:pos], activation), iteration
    return None


def bound_violations(trace: list[DynAccess], facts) -> tuple[int, set[tuple]]:
    steps = {(h, k): (lo, hi) for h, k, lo, hi in facts["continue_less"]}
    checked, wrong = 0, set()
    for (h, k), (lo_step, hi_step) in steps.items():
        sides = defaultdict(dict)  # (base, scale) -> side -> {op: offset}
        for i, hh, kk, side, base, scale, offset in facts["addr_bound"]:
            if (hh, kk) == (h, k):
                sides[(base, scale)].setdefault(side, {})[i] = offset
        # (activation, iteration) -> op -> first address
        where: dict[tuple, dict[int, int]] = defaultdict(dict)
        for x in trace:
            found = _iteration(x, h)
            if found is not None:
                where[found].setdefault(x.op, x.lo)
        for (_, scale), by_side in sides.items():
            for (activation, t), addrs in where.items():
                after = where.get((activation, t + 1), {})
                for side, step in (("lo", lo_step), ("hi", hi_step)):
                    for op in by_side.get(side, {}):
                        if op in addrs and op in after:
                            checked += 1
                            if after[op] - addrs[op] != scale * step:
                                wrong.add((op, side, "step"))
                if t < 1 or scale <= 0:
                    continue
                for a, oa in by_side.get("lo", {}).items():
                    for b, ob in by_side.get("hi", {}).items():
                        if a in addrs and b in addrs:
                            checked += 1
                            gap = (addrs[b] - ob) - (addrs[a] - oa)
                            if gap < scale or gap % scale:
                                wrong.add((a, b, "gap"))
    return checked, wrong


def _traces(path):
    module, facts = cached_module_and_facts(path)
    for func in module.functions:
        for shared in (False, True):
            try:
                yield func, shared, trace_function(module, func, shared), facts
            except Unsupported:
                continue


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_residues_and_bounds_hold_on_traced_runs(path) -> None:
    for func, shared, trace, facts in _traces(path):
        _, wrong = residue_violations(trace, facts)
        assert not wrong, f"@{func.name} shared={shared}: residues broken {wrong}"
        _, wrong = bound_violations(trace, facts)
        assert not wrong, f"@{func.name} shared={shared}: bounds broken {wrong}"
        _, wrong = fixed_violations(trace, facts)
        assert not wrong, f"@{func.name} shared={shared}: fixed addresses broken {wrong}"
        _, wrong = last_iteration_violations(trace, facts)
        assert not wrong, f"@{func.name} shared={shared}: last iterations broken {wrong}"


def test_the_checks_are_not_vacuous() -> None:
    """The corpus exercises both facts: some pairs are checked and a wrong fact is caught."""
    path = next(p for p in FILES if p.name == "two_pointer.clang19.O2.ll")
    module, facts = cached_module_and_facts(path)
    trace = trace_function(module, module.function("reverse"), False)
    _assert_checked_and_catches(bound_violations, trace, facts, "addr_bound",
                                {(*t[:6], t[6] + 8) if t[3] == "hi" else t
                                 for t in facts["addr_bound"]})

    walk = next(p for p in FILES if p.name == "list_walk.ll")
    module, facts = cached_module_and_facts(walk)
    trace = trace_function(module, module.function("list_walk"), False)
    _assert_checked_and_catches(residue_violations, trace, facts, "addr_residue",
                                {(i, b, g, (r + 4) % g if r == 4 else r)
                                 for i, b, g, r in facts["addr_residue"]})


def test_fixed_and_last_iteration_checks_are_not_vacuous() -> None:
    """trip_counts.ll exercises both facts: pairs are checked, and a wrong fact is caught."""
    path = next(p for p in FILES if p.name == "trip_counts.ll")
    module, facts = cached_module_and_facts(path)
    trace = trace_function(module, module.function("odd_from_middle"), False)
    _assert_checked_and_catches(fixed_violations, trace, facts, "addr_fixed",
                                {(i, b, o + 4) for i, b, o in facts["addr_fixed"]})
    for name in ("row_shift", "odd_from_middle", "countdown", "step_three"):
        trace = trace_function(module, module.function(name), False)
        _assert_checked_and_catches(last_iteration_violations, trace, facts, "last_iteration",
                                    {(h, n - 1) for h, n in facts["last_iteration"]}, name)


def _assert_checked_and_catches(violations, trace, facts: dict, relation: str,
                                wrong_fact: set, where: str = "") -> None:
    """The check finds pairs to check and none wrong with the real facts, and catches
    `relation` replaced by `wrong_fact`."""
    checked, wrong = violations(trace, facts)
    assert checked > 0 and not wrong, where
    assert violations(trace, {**facts, relation: wrong_fact})[1], where
