"""The grouped alias facts (csarules/analysis/alias_pairs.py) against the per-pair
answers they replace: AliasOracle.may_alias / must_alias asked about every two memops of
a function (the earlier first), and about every pointer argument of a call against every
other memop, as extraction did before. Same facts on the corpus, on a generated deep
nest and on random small functions (hypothesis, test_extract_alias_random's programs)."""

from __future__ import annotations

import pytest
from extract_corpus import corpus_files, corpus_ids, generated_nest
from hypothesis import HealthCheck, given, settings
from test_extract_alias_random import programs

import csarules.extract as extract
from csarules.analysis import alias_pairs
from csarules.analysis.alias import Access, AliasOracle
from csarules.ir.reader import parse_module, read_module

GROUPED = alias_pairs.pair_facts
PAIR_RELATIONS = ("may_alias_unknown", "may_alias", "must_alias", "call_arg_alias")


def _per_pair(oracle: AliasOracle, accesses: list[Access]) -> dict[str, set[tuple]]:
    """The facts as extraction computed them before, one oracle query per pair."""
    facts: dict[str, set[tuple]] = {rel: set() for rel in PAIR_RELATIONS}
    for i, x in enumerate(accesses):
        a = x.memop.inst.line
        if x.touches_memory:
            facts["may_alias_unknown"].add((a, a))
        for y in accesses[i + 1:]:
            b = y.memop.inst.line
            if oracle.may_alias(x, y, sized=False):
                facts["may_alias_unknown"].update({(a, b), (b, a)})
                if oracle.may_alias(x, y, sized=True):
                    facts["may_alias"].update({(a, b), (b, a)})
            if oracle.must_alias(x, y):
                facts["must_alias"].update({(a, b), (b, a)})
    for x in accesses:
        m = x.memop
        if m.kind != "call" or "argmem" not in m.effects:
            continue
        for idx, arg in enumerate(m.inst.call_args):
            if arg.type.startswith("ptr"):
                through = Access(m, [oracle.pa.locations(arg)], None)
                for y in accesses:
                    if y is not x and oracle.may_alias(through, y, sized=False):
                        facts["call_arg_alias"].add((m.inst.line, idx, y.memop.inst.line))
    return facts


def _both(module) -> tuple[dict, dict]:
    """(the facts extraction gives, the per-pair facts of the same oracles)."""
    expected: dict[str, set[tuple]] = {rel: set() for rel in PAIR_RELATIONS}

    def pair_facts(oracle, accesses, facts, prep=None):
        # a fresh oracle and fresh accesses: nothing the grouped path cached is reused
        fresh = AliasOracle(oracle.pa, oracle.loops, oracle.affine)
        for rel, tuples in _per_pair(fresh, [fresh.access(x.memop) for x in accesses]).items():
            expected[rel] |= tuples
        return GROUPED(oracle, accesses, facts, prep)

    extract.alias_pairs.pair_facts = pair_facts  # type: ignore[assignment]
    try:
        facts = extract.extract_facts(module)
    finally:
        extract.alias_pairs.pair_facts = GROUPED
    return {rel: facts[rel] for rel in PAIR_RELATIONS}, expected


def _check(module) -> None:
    got, expected = _both(module)
    for rel in PAIR_RELATIONS:
        assert got[rel] == expected[rel], (
            f"{rel}: extra {sorted(got[rel] - expected[rel])[:5]}, "
            f"missing {sorted(expected[rel] - got[rel])[:5]}")


FILES = corpus_files()


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_corpus_module(path) -> None:
    _check(read_module(path))


def test_generated_deep_nest(tmp_path) -> None:
    got, expected = _both(generated_nest(tmp_path))
    assert len(expected["may_alias"]) > 1000 and len(expected["must_alias"]) > 10
    assert got == expected


# Cases the grouping must not lose: a phi of one pointer (must_alias only through its one
# (object, offset)), a pointer loaded inside a loop and used after it (its root is not one
# value for both: no distance), selects, an escaping alloca, a noalias argument,
# prefetches (no size), fences and calls touching argument, inaccessible or other memory.
CORNERS = """
@g = global [64 x i8] zeroinitializer
@gp = global ptr @g

declare void @argw(ptr) memory(argmem: write)
declare void @inacc() memory(inaccessiblemem: readwrite)
declare void @other(ptr)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

define void @f(ptr noalias %A, ptr %B, i64 %n, i1 %c) {
entry:
  %l = alloca [16 x i8]
  %e = alloca [16 x i8]
  store ptr %e, ptr @gp
  br i1 %c, label %left, label %right

left:
  br label %join

right:
  br label %join

join:
  %ph = phi ptr [ %A, %left ], [ %A, %right ]
  %v0 = load i32, ptr %ph
  store i32 1, ptr %A
  %sel = select i1 %c, ptr %l, ptr @g
  store i32 2, ptr %sel
  br label %loop

loop:
  %i = phi i64 [ 0, %join ], [ %i.next, %loop ]
  %ld = load ptr, ptr @gp
  %a1 = getelementptr i8, ptr %ld, i64 4
  store i32 3, ptr %a1
  %b1 = getelementptr i32, ptr %B, i64 %i
  store i32 4, ptr %b1
  call void @llvm.prefetch.p0(ptr %b1, i32 0, i32 3, i32 1)
  %l1 = getelementptr i8, ptr %l, i64 8
  store i32 5, ptr %l1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %a2 = getelementptr i8, ptr %ld, i64 8
  store i32 6, ptr %a2
  fence seq_cst
  call void @argw(ptr %A)
  call void @inacc()
  call void @other(ptr %e)
  %ph4 = getelementptr i8, ptr %ph, i64 4
  %v1 = load i32, ptr %ph4
  %e4 = getelementptr i8, ptr %e, i64 4
  store i32 7, ptr %e4
  ret void
}
"""


def test_corner_cases() -> None:
    got, expected = _both(parse_module(CORNERS, "corners.ll"))
    assert got == expected
    # the phi and %A are one address only by their (object, offset)
    lines = {text.strip(): n + 1 for n, text in enumerate(CORNERS.splitlines())}
    ph, a = lines["%v0 = load i32, ptr %ph"], lines["store i32 1, ptr %A"]
    assert (ph, a) in expected["must_alias"]
    # %ld + 4 in the loop and %ld + 8 after it: %ld is not one value for both
    a1, a2 = lines["store i32 3, ptr %a1"], lines["store i32 6, ptr %a2"]
    assert (a1, a2) in expected["may_alias"]


# Pairs answered by their size classes, not by a distance (different SSA roots, the
# same object): two offsets of @h through selects, and a pointer loaded
# in a loop, through a select inside the loop and directly after it (not one value for
# both, so the disjoint offsets do not count), each order of the two in the text.
CLASSES = """
@h = global [64 x i8] zeroinitializer
@hp = global ptr @h

define void @k(i64 %n, i1 %c) {
entry:
  %s0 = select i1 %c, ptr @h, ptr @h
  store i32 1, ptr %s0
  %h8 = getelementptr i8, ptr @h, i64 8
  %s8 = select i1 %c, ptr %h8, ptr %h8
  store i32 2, ptr %s8
  br label %loop

exit:
  %a8 = getelementptr i8, ptr %ld, i64 8
  store i32 5, ptr %a8
  ret void

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ld = load ptr, ptr @hp
  %a4 = getelementptr i8, ptr %ld, i64 4
  %sa = select i1 %c, ptr %a4, ptr %a4
  store i32 6, ptr %sa
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

later:
  %b8 = getelementptr i8, ptr %ld, i64 8
  store i32 7, ptr %b8
  br label %later
}

define void @k2(i64 %n, i1 %c) {
entry:
  %h8 = getelementptr i8, ptr @h, i64 8
  %s8 = select i1 %c, ptr %h8, ptr %h8
  store i32 10, ptr %s8
  %s0 = select i1 %c, ptr @h, ptr @h
  store i32 11, ptr %s0
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ld = load ptr, ptr @hp
  %a4 = getelementptr i8, ptr %ld, i64 4
  %sa = select i1 %c, ptr %a4, ptr %a4
  store i32 8, ptr %sa
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %a8 = getelementptr i8, ptr %ld, i64 8
  store i32 9, ptr %a8
  ret void
}
"""


def test_size_classes() -> None:
    got, expected = _both(parse_module(CLASSES, "classes.ll"))
    assert got == expected
    lines = {text.strip(): n + 1 for n, text in enumerate(CLASSES.splitlines())}
    s0, s8 = lines["store i32 1, ptr %s0"], lines["store i32 2, ptr %s8"]
    sa, a8 = lines["store i32 6, ptr %sa"], lines["store i32 5, ptr %a8"]
    assert (s0, s8) in expected["may_alias_unknown"] and (s0, s8) not in expected["may_alias"]
    assert (sa, a8) in expected["may_alias"]


def test_the_check_sees_every_relation() -> None:
    """The corpus has pairs in every relation compared, so a wrong verdict would show."""
    totals = {rel: 0 for rel in PAIR_RELATIONS}
    for path in FILES:
        _, expected = _both(read_module(path))
        for rel in PAIR_RELATIONS:
            totals[rel] += len(expected[rel])
    assert all(totals.values()), totals


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs())
def test_random_functions(text: str) -> None:
    _check(parse_module(text, "random.ll"))
