"""Each spec clause a litmus test is about decides that test: take the clause out of
rules/amdgpu.dl and the test's verdict changes. (So the suite can fail, and each test
exercises the rule its comment cites.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from csarules.engine import parse_program
from csarules.litmus.judge import judge
from csarules.litmus.parse import read_litmus
from csarules.litmus.report import summarize
from csarules.rules_dir import rules_dir

SUITE = Path(__file__).resolve().parent / "amdgpu"
RULES = rules_dir() / "amdgpu.dl"

# test -> (clause removed, replacement, verdict without the clause)
CLAUSES = {
    # Property 2: (c) needs "X's scope instance includes W"
    "property2-available-outwards": (
        "make_available(x, a), scope_instance(a, sa), includes(sa, w),\n    avail_op(x, z, w)",
        "make_available(x, a),\n    avail_op(x, z, w)", "Never"),
    # Property 3: visibility from availability needs inclusive scopes
    "property3-visibility-bounded": (
        "hb(x, a, y),\n    common_instance(a, y, c), toward(c, y, s).",
        "hb(x, a, y),\n    scope_instance(y, c), toward(c, y, s).", "Never"),
    # Property 4: the second case of "Visibility Operation"
    "property4-visible-elsewhere": (
        "visible_in(x, y, w, s) :- may_make_visible(x, y, w), visible_in(x, v, w, s1)",
        "visible_in(x, y, w, s) :- may_make_visible(x, y, w), visible_in(x, v, w, s1), 1 = 2",
        "Sometimes"),
    # Property 5: availability through an intermediate MakeAvailable, (c)
    "property5-chain": (
        "avail_op(x, a, w) :- make_available(x, a), scope_instance(a, sa)",
        "avail_op(x, a, w) :- 1 = 2, make_available(x, a), scope_instance(a, sa)",
        "Sometimes"),
    # Property 1: visibility needs happens-before
    "property1-hb-necessary": (
        "avail_op(x, a, w), hb(x, a, y),\n    common_instance(a, y, c)",
        "avail_op(x, a, w),\n    common_instance(a, y, c)", "Always"),
    # amdgcn-av:none removes MakeAvailable and MakeVisible
    "mp-fences-avnone-plain": (
        'av_none(e) :- mmra_tag(e, "amdgcn-av", "none").',
        'av_none(e) :- mmra_tag(e, "amdgcn-av", "none"), 1 = 2.', "Never"),
    # ... and MakeVisible (the fence's MakeAvailable alone does not reach the plain load)
    "property2-available-outwards#visible": (
        "make_visible(x, e) :- acquire(x, e), !av_none(e).",
        "make_visible(x, e) :- acquire(x, e).", "Never"),
    # mmra.rst: program order between incompatible operations is not happens-before
    "mmra-incompatible-own-store": (
        "po_hb(a, b) :- po(a, b), !mmra_incompatible(a, b).", "po_hb(a, b) :- po(a, b).",
        "Never"),
    # the initial-write rule
    "init-plain-read": (
        'lo(x, i, y) :- execution(x), event(i, "init")',
        'lo(x, i, y) :- 1 = 2, execution(x), event(i, "init")', "Sometimes"),
    # read-value case 5
    "undef-case5-two-visible": (
        "read_case(x, r, 5) :- lo_before_read(x, r), mixed_set(x, r), !sees_unordered(x, r),\n"
        "    !sees_one(x, r).",
        "read_case(x, r, 4) :- lo_before_read(x, r), mixed_set(x, r), !sees_unordered(x, r),\n"
        "    !sees_one(x, r).", "Sometimes"),
    # seq_cst total order
    "sb-agent-seqcst": (
        'violation(x, "seq_cst order cycle", a, a) :- psc_path(x, a, a).', "", "Sometimes"),
    # coherence of atomics
    "corr-agent": ('violation(x, "coherence", a, b) :- hb(x, a, b), eco(x, b, a).', "",
                   "Sometimes"),
    # atomicity of read-modify-writes
    "rmw-atomicity": (
        'violation(x, "atomicity", r, w2) :- rf(x, r, w), write(x, r), co(x, w, w2), '
        "co(x, w2, r).", "", "Sometimes"),
}


@pytest.mark.parametrize("name", sorted(CLAUSES))
def test_clause_decides_its_test(name: str) -> None:
    clause, replacement, without = CLAUSES[name]
    text = RULES.read_text()
    assert text.count(clause) == 1, f"clause not found once in {RULES.name}: {clause!r}"
    program = parse_program(text.replace(clause, replacement), str(RULES))
    test = read_litmus(SUITE / f"{name.split('#')[0]}.ll")
    with_clause = summarize(test, judge(test)).verdict
    without_clause = summarize(test, judge(test, program=program)).verdict
    assert with_clause != without_clause == without
