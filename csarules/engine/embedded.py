"""The embedded engine: semi-naive bottom-up evaluation, stratum by stratum."""

from __future__ import annotations

import gc
import time
from collections.abc import Iterable, Mapping

from csarules.engine.ast import Atom, Program, render_literal
from csarules.engine.compile import CompiledRule, RuleCompiler
from csarules.engine.diagnostics import RUNTIME, EngineError
from csarules.engine.factsio import check_facts
from csarules.engine.profile import Observer, active
from csarules.engine.result import Result
from csarules.engine.setrule import set_rule
from csarules.engine.store import Store
from csarules.engine.stratify import dependencies


class EmbeddedEngine:
    kind = "embedded"

    def __init__(self, provenance: bool = True, keep: Iterable[str] | None = None,
                 targets: Iterable[str] | None = None) -> None:
        self.provenance = provenance
        # With `keep`, every other relation is emptied once no later stratum reads it (as
        # Soufflé clears expired relations): peak memory is then the relations live at
        # once, not all of them. The result can show only the kept relations.
        self.keep = None if keep is None else frozenset(keep)
        # With `targets` (and no `keep`), only those relations and the relations they read
        # are derived, and all of them are kept: enough to explain a target's tuples, at
        # the cost of what the targets depend on (`why` in a large function need not pay
        # for relations defined for users' rules, such as `common_loop`).
        self.targets = None if targets is None else frozenset(targets)

    def run(self, program: Program, facts: Mapping[str, Iterable[tuple]] | None = None) -> Result:
        # Millions of new tuples would trigger the cyclic collector over and over, and
        # tuples of ints and strings never form cycles: pause it for the run.
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            return self._run(program, facts)
        finally:
            if was_enabled:
                gc.enable()

    def _run(self, program: Program, facts) -> Result:
        start = time.perf_counter()
        observer = active()
        if observer is not None:
            observer.start_run()
        given = check_facts(program, facts or {})
        store = Store(program.relations, self.provenance, stride=len(program.rules) + 2)
        for relation, rows in program.facts.items():
            store.add_facts(relation, [values for values, _, _ in rows])
        for relation in sorted(given):
            store.add_facts(relation, given[relation])
        iterations = 0
        rules_by_head, expiry = _shape(program, self.keep, self.targets)
        # Without provenance, explain works a tuple's heights out from its cone (cone.py),
        # which must tell the facts of derived relations from their derived tuples.
        facts_of: dict[str, set[tuple]] | None = None
        if not self.provenance and self.keep is None:
            facts_of = {rel: {values for values, _, _ in program.facts.get(rel, ())}
                        | set(given.get(rel, ())) for rel in rules_by_head}
            facts_of = {rel: found for rel, found in facts_of.items() if found}
        sizes: dict[str, int] = {}
        for at, (relations, recursive) in enumerate(program.strata):
            rules = [r for rel in relations for r in rules_by_head.get(rel, [])]
            if rules:
                rules.sort(key=lambda r: r.index)
                if recursive:
                    iterations += _fixpoint(store, set(relations), rules, observer)
                else:
                    _once(store, rules, observer)
                    iterations += 1
            for name in expiry.get(at, ()):
                if name not in self.keep:  # type: ignore[operator]
                    sizes[name] = len(store.full[name])
                    store.release(name)
        elapsed = time.perf_counter() - start
        stats = {
            "engine": "embedded",
            "time": elapsed,
            "iterations": iterations,
            "tuples": {name: sizes.get(name, len(store.full[name]))
                       for name in sorted(program.relations)},
        }
        return Result(program, store, stats, facts_of, rules_by_head)


# id(program) -> (program, its rules, its strata, how many of each, what is found once
# for it: see _shape_cache)
_SHAPES: dict[int, tuple[Program, list, list, tuple[int, int], dict]] = {}


def _shape(program: Program, keep: frozenset[str] | None, targets: frozenset[str] | None
           ) -> tuple[dict[str, list], dict[int, list[str]]]:
    """The rules to run by head relation, and the relations that expire after each
    stratum (with `keep`). They depend on the program alone, and a project's ordering runs
    the same programs once per module: found once per program and kept while its rules
    and strata are the same lists."""
    cache = _shape_cache(program)
    found = cache.get(("shape", keep, targets))
    if found is None:
        rules_by_head = _rules_by_head(program)
        wanted = keep if keep is not None else targets
        if wanted is not None:
            needed = _needed(program, wanted, rules_by_head)
            rules_by_head = {rel: rules for rel, rules in rules_by_head.items()
                             if rel in needed}
        expiry = _expiry(program, rules_by_head) if keep is not None else {}
        found = cache[("shape", keep, targets)] = (rules_by_head, expiry)
    return found


def _shape_cache(program: Program) -> dict:
    """What is found once per program (_SHAPES), while its rules and strata are the same:
    ("shape", keep, targets) -> _shape's answer, ("read", keep) -> relations_read's."""
    sizes = (len(program.rules), len(program.strata))
    entry = _SHAPES.get(id(program))
    if entry is None or entry[0] is not program or entry[1] is not program.rules \
            or entry[2] is not program.strata or entry[3] != sizes:
        if len(_SHAPES) > 64:
            _SHAPES.clear()
        entry = _SHAPES[id(program)] = (program, program.rules, program.strata, sizes, {})
    return entry[4]


def relations_read(program: Program, keep: Iterable[str]) -> frozenset[str]:
    """The relations the kept ones are derived from (themselves included), transitively:
    facts of any other relation cannot change them (what `order` extracts). Asked once
    per module run: found once per program and set of kept relations."""
    keep = frozenset(keep)
    cache = _shape_cache(program)
    found = cache.get(("read", keep))
    if found is None:
        found = cache[("read", keep)] = frozenset(_needed(program, keep, _rules_by_head(program)))
    return found


def _rules_by_head(program: Program) -> dict[str, list]:
    rules_by_head: dict[str, list] = {}
    for rule in program.rules:
        rules_by_head.setdefault(rule.relation, []).append(rule)
    return rules_by_head


def _needed(program: Program, keep: frozenset[str],
            rules_by_head: dict[str, list]) -> set[str]:
    """The kept relations and every relation their rules read, transitively. The others'
    rules are never run (Soufflé likewise drops relations no output depends on): a
    relation the shipped rules define for users' rules, such as `common_loop`, costs
    nothing when no kept relation reads it."""
    needed: set[str] = set()
    todo = [name for name in sorted(keep) if name in program.relations]
    while todo:
        name = todo.pop()
        if name in needed:
            continue
        needed.add(name)
        for rule in rules_by_head.get(name, []):
            todo.extend(body for body, _negative in dependencies(rule) if body not in needed)
    return needed


def _expiry(program: Program, rules_by_head: dict[str, list]) -> dict[int, list[str]]:
    """Stratum index -> the relations no later stratum reads (read last there, or
    defined there and never read, or inputs never read: expired after the first)."""
    last: dict[str, int] = dict.fromkeys(program.relations, 0)
    for at, (relations, _) in enumerate(program.strata):
        for rel in relations:
            last[rel] = max(last[rel], at)
            for rule in rules_by_head.get(rel, []):
                for body, _negative in dependencies(rule):
                    last[body] = max(last[body], at)
    expiry: dict[int, list[str]] = {}
    for name in sorted(last):
        expiry.setdefault(last[name], []).append(name)
    return expiry


def _compile(store: Store, growing: set[str], rule, delta_at: int | None,
             observer: Observer | None, version: str) -> CompiledRule:
    if observer is None:
        return _compiled(store, growing, rule, delta_at, reusing=True)
    began = time.perf_counter()
    compiled = _compiled(store, growing, rule, delta_at, reusing=False)
    observer.compile_seconds += time.perf_counter() - began
    observer.plan(rule, version, compiled.plan)
    return compiled


def _compiled(store: Store, growing: set[str], rule, delta_at: int | None,
              reusing: bool) -> CompiledRule:
    if not store.provenance and not growing and delta_at is None:
        found = set_rule(store, rule)
        if found is not None:
            return CompiledRule(rule, None, found[0], "", found[1])
    return RuleCompiler(store, growing, reusing).compile(rule, delta_at)


def _call(compiled: CompiledRule, delta, new, observer: Observer | None) -> None:
    if observer is not None:
        before, began = len(new), time.perf_counter()
        _call(compiled, delta, new, None)
        observer.cost(compiled.rule, time.perf_counter() - began, len(new) - before)
        return
    try:
        compiled.run(delta, new)  # type: ignore[operator]
    except (ArithmeticError, TypeError, ValueError, OverflowError) as exc:
        rule = compiled.rule
        raise EngineError(rule.path, rule.line, f"evaluating {rule.relation} rule "
                          f"#{rule.number} failed: {exc}", RUNTIME) from exc


def _empty(store: Store) -> dict:
    """A rule's new tuples: a dict (to packed heights, or to None without provenance),
    whose keys keep the order the tuples were made in, which is their order in memory:
    the store then reads a large relation in that order (see Store.merge), at a fraction
    of the cost of a set's hash order, a cache miss per tuple."""
    return {}


def _derives_nothing(store: Store, rule, growing: set[str], observer: Observer | None
                     ) -> bool:
    """A body atom over a relation of a lower stratum that is empty: the rule cannot fire,
    so it is neither planned, compiled nor run (most of the shipped rules, on a small
    module: they are about atomics, prefetches, regions...). Plans still show every rule
    (--show-plan); a profile times the rules that run, as they run without it."""
    return (observer is None or not observer.plans_wanted) and any(
        isinstance(lit, Atom) and lit.relation not in growing and not store.full[lit.relation]
        for lit in rule.body)


def _once(store: Store, rules, observer: Observer | None) -> None:
    """A non-recursive stratum: every rule once, over complete lower strata."""
    new: dict[str, object] = {}
    for rule in rules:
        if _derives_nothing(store, rule, set(), observer):
            continue
        compiled = _compile(store, set(), rule, None, observer, "once")
        _call(compiled, None, new.setdefault(rule.relation, _empty(store)), observer)
        compiled.discard()
    for relation in sorted(new):  # the stratum's rules are discarded: nothing refers to it
        store.merge(relation, new.pop(relation), adopt=True)


def _fixpoint(store: Store, relations: set[str], rules, observer: Observer | None) -> int:
    """A recursive stratum: exit rules once, then semi-naive rounds until no delta."""
    versions: list[CompiledRule] = []
    exits: list[CompiledRule] = []
    for rule in rules:
        if _derives_nothing(store, rule, relations, observer):
            continue
        positions = [i for i, lit in enumerate(rule.body)
                     if isinstance(lit, Atom) and lit.relation in relations]
        if not positions:
            exits.append(_compile(store, relations, rule, None, observer, "exit"))
        for i in positions:
            versions.append(_compile(store, relations, rule, i, observer,
                                     f"delta {render_literal(rule.body[i])}"))
    # Tuples already present (facts) enter as the first delta, then exit rules' results.
    delta = {rel: dict(store.full[rel]) for rel in relations}
    new = {rel: _empty(store) for rel in relations}
    for compiled in exits:
        _call(compiled, None, new[compiled.rule.relation], observer)
    for rel in sorted(relations):
        store.merge(rel, new[rel])
        delta[rel].update(new[rel])
    iterations = 1
    while any(delta.values()):
        new = {rel: _empty(store) for rel in relations}
        for compiled in versions:
            source = delta[compiled.delta]  # type: ignore[index]
            if source:
                _call(compiled, source, new[compiled.rule.relation], observer)
        for rel in sorted(relations):
            if new[rel]:
                store.merge(rel, new[rel])
        delta = new
        iterations += 1
    for compiled in exits + versions:
        compiled.discard()
    return iterations
