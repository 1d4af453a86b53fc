"""TBAA, scoped noalias and errno against traced runs: whatever rules/alias.dl derives
from the extracted facts (tbaa_apart, errno_apart, call_args_apart: in every context;
scoped_apart: in one context) must never cover two dynamic accesses that touched a common byte.

The runs pass every pointer argument its own buffer: these facts are promises of C's
rules (strict aliasing, restrict), which one buffer behind pointers of different types
or behind restrict arguments would break; errno is the tracer's own int, written by
every C math call and returned by __errno_location().
"""

from __future__ import annotations

from pathlib import Path

import pytest
from extract_corpus import REPO, cached_module_and_facts, corpus_files, corpus_ids
from test_extract_alias_soundness import overlapping_pairs, trace_function
from tracer import DynAccess, Tracer, Unsupported

from csarules.analysis.cfg import analyse
from csarules.analysis.loops import find_loops
from csarules.analysis.types import TypeTable
from csarules.order.pipeline import derive

ALIAS_LIT = sorted((REPO / "tests" / "lit" / "alias").glob("*.ll"))
# stores through pointers to two members of one union break strict aliasing on purpose:
# there TBAA's tags are wrong, and the standard mode relies only on tbaa_disjoint (TBAA
# where the addresses are not known to overlap), which test_union_punning_... checks
PUNNING = [p for p in ALIAS_LIT if p.name.startswith("union_pun_")]
FILES = [p for p in corpus_files() if ".clang14." not in p.name] + [
    p for p in ALIAS_LIT if p not in PUNNING]


def rule_claims(module, facts) -> tuple[set[tuple], set[tuple]]:
    """(pairs apart in every context, (a, b, ctx) apart in context ctx)."""
    result = derive(module, facts=facts).result
    every = (result.relation("tbaa_apart") | result.relation("errno_apart")
             | result.relation("call_args_apart"))
    return every, result.relation("scoped_apart")


def context(x: DynAccess, y: DynAccess, depth: dict[int, int]) -> int:
    """0 when x and y ran in one iteration of every loop around both, else the header of
    the outermost such loop whose iteration differs."""
    at_x = {h: (a, n) for h, a, n in x.stamp}
    at_y = {h: (a, n) for h, a, n in y.stamp}
    for h in sorted(at_x.keys() & at_y.keys(), key=lambda h: depth[h]):
        if at_x[h] != at_y[h]:
            return h
    return 0


def claim_violations(trace: list[DynAccess], facts, every, per_ctx) -> set[tuple]:
    depth = {h: d for h, _, d in facts["loop"]}
    wrong: set[tuple] = set()
    for x, y in overlapping_pairs(trace):
        if x.op == y.op or not (x.write or y.write):
            continue
        ctx = context(x, y, depth)
        for a, b in ((x.op, y.op), (y.op, x.op)):
            if (a, b) in every or (a, b, ctx) in per_ctx:
                wrong.add((a, b, ctx))
    return wrong


def _checked_runs(path: Path, facts=None):
    module, extracted = cached_module_and_facts(path)
    facts = facts if facts is not None else extracted
    every, per_ctx = rule_claims(module, facts)
    for func in module.functions:
        try:
            trace = trace_function(module, func, shared=False)
        except Unsupported:
            continue
        yield func, claim_violations(trace, facts, every, per_ctx)


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_alias_rules_hold_on_traced_runs(path: Path) -> None:
    for func, wrong in _checked_runs(path):
        assert not wrong, f"@{func.name}: apart by the alias rules, yet they met: {wrong}"


def _lit(name: str) -> Path:
    return next(p for p in ALIAS_LIT if p.name == name)


def _broken(path: Path, change) -> dict[str, set[tuple]]:
    facts = {rel: set(rows) for rel, rows in cached_module_and_facts(path)[1].items()}
    change(facts)
    return facts


def test_the_alias_lit_files_are_traced() -> None:
    """The check is not vacuous: the lit files with scopes and errno run in the tracer."""
    for name in ("inlined_restrict.ll", "errno_location.ll", "tbaa_struct_fields.ll",
                 "readonly_argument.ll"):
        module = cached_module_and_facts(_lit(name))[0]
        assert trace_function(module, module.functions[0], shared=False)


def test_a_wrong_tbaa_tag_is_caught() -> None:
    """Give the store of a[i] = a[i] + 1 an int-like type of its own: the load and the
    store, which meet, would be TBAA-apart."""
    path = next(p for p in FILES if p.name == "loop_inplace.clang19.O1.ll")
    facts = cached_module_and_facts(path)[1]
    store = next(i for i, k in facts["memop"] if k == "store")
    (_, _, access, _), = [t for t in facts["tbaa_tag"]
                          if t[0] == next(g for i, g in facts["tbaa_access"] if i == store)]
    (char,) = [p for t, p in facts["tbaa_parent"] if t == access]

    def retag(f) -> None:
        f["tbaa_access"] = {(i, "!wrong" if i == store else g) for i, g in f["tbaa_access"]}
        f["tbaa_tag"].add(("!wrong", "!wrongT", "!wrongT", 0))
        f["tbaa_parent"].add(("!wrongT", char))
        f["tbaa_field"].add(("!wrongT", 0, 0, char))
        f["tbaa_field_count"].add(("!wrongT", 1))

    assert not any(w for _, w in _checked_runs(path))
    assert any(w for _, w in _checked_runs(path, _broken(path, retag)))


def test_a_wrong_scope_is_caught() -> None:
    """Put the load and the store of x[i] of the first inlined loop in one scope and its
    noalias list: they meet in every iteration."""
    path = _lit("inlined_restrict.ll")
    facts = cached_module_and_facts(path)[1]
    scope = min(facts["scope_decl"])[1]  # declared first, before both loops
    domain = next(d for _, s, d in facts["alias_scope"] if s == scope)
    kind = dict(facts["memop"])
    by_address = sorted((v, i) for i, v in facts["address"])
    pairs = zip(by_address, by_address[1:], strict=False)
    load_x, store_x = next((i, j) for (v, i), (w, j) in pairs
                           if v == w and (kind[i], kind[j]) == ("load", "store"))

    def rescope(f) -> None:
        f["alias_scope"] = {t for t in f["alias_scope"] if t[0] != load_x}
        f["noalias_scope"] = {t for t in f["noalias_scope"] if t[0] != store_x}
        f["alias_scope"].add((load_x, scope, domain))
        f["noalias_scope"].add((store_x, scope, domain))

    assert not any(w for _, w in _checked_runs(path))
    assert any(w for _, w in _checked_runs(path, _broken(path, rescope)))


def test_a_wrong_errno_fact_is_caught() -> None:
    """Call the store `errno = 0` an access to an identified object: log, which writes
    errno, would be errno-apart from it."""
    path = _lit("errno_location.ll")
    facts = cached_module_and_facts(path)[1]
    store = next(i for i, k in facts["memop"] if k == "store" and (i, 4) in facts["access_size"])
    assert not any(w for _, w in _checked_runs(path))
    wrong = [w for _, w in _checked_runs(path, _broken(
        path, lambda f: f["identified_access"].add((store,))))]
    assert any(w for w in wrong)


def test_a_wrong_argument_access_is_caught() -> None:
    """Call memcpy's destination read-only: the load of dst[0] after it, which reads
    what memcpy wrote, would be apart from it."""
    path = _lit("readonly_argument.ll")
    facts = cached_module_and_facts(path)[1]
    assert not any(w for _, w in _checked_runs(path))

    def readonly(f) -> None:
        f["call_arg_access"] = {(i, k, "read" if k == 0 else a)
                                for i, k, a in f["call_arg_access"]}

    assert ("write" in {a for _, k, a in facts["call_arg_access"] if k == 0})
    assert any(w for _, w in _checked_runs(path, _broken(path, readonly)))


def _chained_walk_trace(module) -> list[DynAccess]:
    """walk(as, bs, 4) with as[i] = &x[i + 1] and bs[i] = &x[i]: each inlined call's a and
    b differ (restrict holds), but call i writes what call i + 1 reads."""
    func = module.function("walk")
    tracer = Tracer(module, TypeTable(module.canonical))
    x = tracer.mem.alloc(4 * 8)
    as_, bs = tracer.mem.alloc(8 * 4), tracer.mem.alloc(8 * 4)
    for i in range(4):
        tracer.store_value(as_ + 8 * i, "ptr", x + 4 * (i + 1))
        tracer.store_value(bs + 8 * i, "ptr", x + 4 * i)
    return tracer.run(func, [as_, bs, 4], find_loops(analyse(func, module.path)))


def test_scopes_declared_in_a_loop_hold_within_an_iteration_only() -> None:
    """Traced with restrict-respecting arguments that chain iterations: no claim is
    broken; drop the declarations and mark the loop vectorised (as if the scopes held
    across its iterations) and the claim across iterations is caught."""
    path = _lit("restrict_in_loop.ll")
    module, facts = cached_module_and_facts(path)
    trace = _chained_walk_trace(module)
    every, per_ctx = rule_claims(module, facts)
    assert not claim_violations(trace, facts, every, per_ctx)

    def undeclared(f) -> None:
        f["scope_decl"] = set()
        f["loop_property"] |= {(h, "llvm.loop.isvectorized") for h, _, _ in f["loop"]}

    broken = _broken(path, undeclared)
    every, per_ctx = rule_claims(module, broken)
    assert claim_violations(trace, broken, every, per_ctx)


@pytest.mark.parametrize("path", PUNNING, ids=corpus_ids(PUNNING))
def test_union_punning_keeps_what_the_mode_uses(path: Path) -> None:
    """tbaa_apart is wrong there (the tags lie), tbaa_disjoint is not."""
    module, facts = cached_module_and_facts(path)
    result = derive(module, facts=facts).result
    disjoint, apart = result.relation("tbaa_disjoint"), result.relation("tbaa_apart")
    met = set()
    for func in module.functions:
        trace = trace_function(module, func, shared=False)
        met |= claim_violations(trace, facts, apart, set())
        assert not claim_violations(trace, facts, disjoint, set())
    assert met, "the punned stores should meet while TBAA calls them apart"
