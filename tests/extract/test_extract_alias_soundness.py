"""Alias soundness: run corpus functions on concrete inputs with a tracing interpreter;
every two dynamic accesses that touched a common byte must be reported may_alias (same
iteration of every loop around both) or may_alias_unknown (otherwise, and for two
instances of one instruction)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from extract_corpus import cached_module_and_facts, corpus_files, corpus_ids
from tracer import BUFFER, FLOAT_ARG, INT_ARG, DynAccess, Tracer, Unsupported

from csarules.analysis.cfg import analyse
from csarules.analysis.loops import find_loops
from csarules.analysis.types import TypeTable
from csarules.extract import extract_facts
from csarules.ir.model import Function, Module
from csarules.ir.reader import read_module

FILES = corpus_files()


def _fill(tracer: Tracer, addr: int) -> None:
    # Small values in every 4-byte word: usable as indices, counts and data.
    for k in range(0, BUFFER, 4):
        tracer.mem.write(addr + k, ((k // 4) % 4 + 1).to_bytes(4, "little"))


def _args(tracer: Tracer, func: Function, shared: bool) -> list[object]:
    args: list[object] = []
    common = None
    for arg in func.arguments:
        if arg.type.startswith("ptr"):
            if shared and common is not None:
                args.append(common)
                continue
            addr = tracer.mem.alloc(BUFFER)
            _fill(tracer, addr)
            common = addr
            args.append(addr)
        elif arg.type.startswith("i"):
            args.append(INT_ARG)
        elif arg.type in ("float", "double"):
            args.append(FLOAT_ARG)
        else:
            raise Unsupported(f"argument of type {arg.type}")
    return args


def overlapping_pairs(trace: list[DynAccess]) -> Iterator[tuple[DynAccess, DynAccess]]:
    """Every two dynamic accesses (earlier first) that touched a common byte, once."""
    by_byte: dict[int, list[int]] = {}
    for idx, acc in enumerate(trace):
        for byte in range(acc.lo, acc.hi):
            by_byte.setdefault(byte, []).append(idx)
    seen: set[tuple[int, int]] = set()
    for indices in by_byte.values():
        for pos, i in enumerate(indices):
            for j in indices[pos + 1:]:
                if (i, j) not in seen:
                    seen.add((i, j))
                    yield trace[i], trace[j]


def violations(trace: list[DynAccess], facts: dict[str, set[tuple]]) -> set[tuple]:
    """(a, b, relation) for every overlapping pair the facts do not cover."""
    missing: set[tuple] = set()
    for x, y in overlapping_pairs(trace):
        if x.op == y.op:
            if (x.op, x.op) not in facts["may_alias_unknown"]:
                missing.add((x.op, x.op, "may_alias_unknown"))
            continue
        loops_x = {h: (a, n) for h, a, n in x.stamp}
        loops_y = {h: (a, n) for h, a, n in y.stamp}
        same = all(loops_x[h] == loops_y[h] for h in loops_x.keys() & loops_y.keys())
        rel = "may_alias" if same else "may_alias_unknown"
        if (x.op, y.op) not in facts[rel]:
            missing.add((x.op, y.op, rel))
    return missing


def trace_function(module: Module, func: Function, shared: bool) -> list[DynAccess]:
    types = TypeTable(module.canonical)
    tracer = Tracer(module, types)
    args = _args(tracer, func, shared)
    loops = find_loops(analyse(func, module.path))
    return tracer.run(func, args, loops)


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_reported_aliases_cover_traced_overlaps(path, capsys) -> None:
    module, facts = cached_module_and_facts(path)
    checked, skipped = 0, []
    for func in module.functions:
        noalias = any("noalias" in a.attributes for a in func.arguments)
        for shared in (False, True) if not noalias else (False,):
            try:
                trace = trace_function(module, func, shared)
            except Unsupported as why:
                skipped.append(f"@{func.name}{' (shared)' if shared else ''}: {why}")
                continue
            checked += 1
            missing = violations(trace, facts)
            assert not missing, f"@{func.name} shared={shared}: unreported overlaps {missing}"
    if skipped:
        with capsys.disabled():
            print(f"\n{path.name}: tracer skipped " + "; ".join(skipped))
    if not module.functions:
        pytest.skip("the module defines no function")
    if not checked:
        pytest.skip("tracer could run no function of this file: " + "; ".join(skipped))


def test_tracer_runs_most_of_the_corpus() -> None:
    """Guard against a vacuous soundness test: most corpus functions must be traced."""
    ran = total = 0
    for path in FILES:
        module = cached_module_and_facts(path)[0]
        for func in module.functions:
            total += 1
            try:
                trace_function(module, func, shared=False)
                ran += 1
            except Unsupported:
                pass
    assert ran >= total // 2, f"traced only {ran} of {total} functions"


def test_checker_catches_a_missing_alias_fact() -> None:
    """The check can fail: drop one reported pair and it must be found."""
    path = next(p for p in FILES if p.name == "loop_inplace.clang19.O1.ll")
    module = read_module(path)
    facts = extract_facts(module)
    func = module.function("inplace")
    trace = trace_function(module, func, shared=False)
    assert not violations(trace, facts)
    load, store = sorted({a.op for a in trace})
    facts["may_alias"] -= {(load, store), (store, load)}
    assert (load, store, "may_alias") in violations(trace, facts)
