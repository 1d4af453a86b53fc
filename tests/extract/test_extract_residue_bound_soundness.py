"""addr_residue, continue_less and addr_bound against traced runs of the corpus.

Residues: two accesses with one base and modulus differ by residue_a - residue_b modulo it.
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


def test_the_checks_are_not_vacuous() -> None:
    """The corpus exercises both facts: some pairs are checked and a wrong fact is caught."""
    path = next(p for p in FILES if p.name == "two_pointer.clang19.O2.ll")
    module, facts = cached_module_and_facts(path)
    trace = trace_function(module, module.function("reverse"), False)
    checked, wrong = bound_violations(trace, facts)
    assert checked > 0 and not wrong
    broken = dict(facts)
    broken["addr_bound"] = {(*t[:6], t[6] + 8) if t[3] == "hi" else t
                            for t in facts["addr_bound"]}
    assert bound_violations(trace, broken)[1]

    walk = next(p for p in FILES if p.name == "list_walk.ll")
    module, facts = cached_module_and_facts(walk)
    trace = trace_function(module, module.function("list_walk"), False)
    checked, wrong = residue_violations(trace, facts)
    assert checked > 0 and not wrong
    broken = dict(facts)
    broken["addr_residue"] = {(i, b, g, (r + 4) % g if r == 4 else r)
                              for i, b, g, r in facts["addr_residue"]}
    assert residue_violations(trace, broken)[1]
