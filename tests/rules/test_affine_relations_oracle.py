"""The affine section of rules/ordering.dl asks its relations (moves_apart, moves_alone
and what follows from it, residue_disjoint) about the pairs that can use them only:
pairs found through the ops' innermost moving loops (still_pair, below_pair), pairs of
residue classes. What it decides
must be what the definitions over every writes_either pair decided; the oracle is those
definitions, added beside the shipped ones under other names (o_...), with alias.dl's
additions to same_iteration_disjoint."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from csarules.ir.reader import parse_module, read_module

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from oracle_run import oracle_relations  # noqa: E402
from scale_gen import generate  # noqa: E402

ORACLE = """
.decl o_moves_apart(a:number, b:number)
o_moves_apart(a, b) :- writes_either(a, b), addr_stride(a, h, s), s != "0", !op_loop(b, h).
o_moves_apart(a, b) :- writes_either(a, b), addr_stride(b, h, s), s != "0", !op_loop(a, h).
.decl o_same_iteration_disjoint(a:number, b:number)
o_same_iteration_disjoint(a, b) :- o_affine_apart(a, b).
.decl o_moves_alone(a:number, b:number, h:number)
o_moves_alone(a, b, h) :- writes_either(a, b), addr_stride(a, h, s), s != "0", !op_loop(b, h).
.decl o_moves_alone_twice(a:number, b:number)
o_moves_alone_twice(a, b) :- o_moves_alone(a, b, h1), o_moves_alone(a, b, h2), h1 != h2.
.decl o_moves_alone_not_up(a:number, b:number)
o_moves_alone_not_up(a, b) :- o_moves_alone(a, b, h), !addr_stride_const(a, h, _).
o_moves_alone_not_up(a, b) :- o_moves_alone(a, b, h), addr_stride_const(a, h, s), s < 0.
.decl o_moves_alone_not_down(a:number, b:number)
o_moves_alone_not_down(a, b) :- o_moves_alone(a, b, h), !addr_stride_const(a, h, _).
o_moves_alone_not_down(a, b) :- o_moves_alone(a, b, h), addr_stride_const(a, h, s), s > 0.
.decl o_top_end(a:number, b:number, t:number)
o_top_end(a, b, oa + sa) :-
    writes_either(a, b), addr_affine(a, _, oa), access_size(a, sa),
    !o_moves_alone_not_down(a, b).
o_top_end(a, b, oa + s * last + sa) :-
    o_moves_alone(a, b, h), addr_stride_const(a, h, s), s > 0, last_iteration(h, last),
    !o_moves_alone_twice(a, b), addr_affine(a, _, oa), access_size(a, sa).
.decl o_ends_below(a:number, b:number)
o_ends_below(a, b) :-
    o_top_end(a, b, t), addr_affine(a, base, _), addr_affine(b, base, ob), t <= ob.
.decl o_stays_below(a:number, b:number)
o_stays_below(a, b) :-
    writes_either(a, b), addr_affine(a, base, _), addr_affine(b, base, ob),
    !stride_differs(a, b, _), !o_moves_alone_not_up(b, a), o_top_end(a, b, t), t <= ob.
o_same_iteration_disjoint(a, b) :- o_stays_below(a, b).
o_same_iteration_disjoint(a, b) :- o_stays_below(b, a).
.decl o_residue_disjoint(a:number, b:number)
o_residue_disjoint(a, b) :-
    writes_either(a, b), addr_residue(a, base, g, ra), addr_residue(b, base, g, rb),
    access_size(a, sa), access_size(b, sb), d = (rb - ra + g) % g, d >= sa, g - d >= sb.
o_residue_disjoint(a, b) :-
    writes_either(a, b), addr_fixed(a, base, oa), addr_residue(b, base, g, rb),
    access_size(a, sa), access_size(b, sb), ra = (oa % g + g) % g,
    d = (rb - ra + g) % g, d >= sa, g - d >= sb.
o_residue_disjoint(a, b) :-
    writes_either(a, b), addr_residue(a, base, g, ra), addr_fixed(b, base, ob),
    access_size(a, sa), access_size(b, sb), rb = (ob % g + g) % g,
    d = (rb - ra + g) % g, d >= sa, g - d >= sb.
o_same_iteration_disjoint(a, b) :- o_residue_disjoint(a, b).
// alias.dl's rules for same_iteration_disjoint, unchanged
o_same_iteration_disjoint(a, b) :- tbaa_apart(a, b).
o_same_iteration_disjoint(a, b) :- scoped_apart(a, b, 0).
o_same_iteration_disjoint(a, b) :- scoped_apart(b, a, 0).
o_same_iteration_disjoint(a, b) :- errno_apart(a, b).
o_same_iteration_disjoint(a, b) :- call_args_apart(a, b).
// the affine rule (the first of the old definition's), also alone, to see the inputs use it
.decl o_affine_apart(a:number, b:number)
o_affine_apart(a, b) :-
    writes_either(a, b), addr_affine(a, base, oa), addr_affine(b, base, ob),
    access_size(a, sa), access_size(b, sb),
    !stride_differs(a, b, _), !o_moves_apart(a, b),
    (ob - oa >= sa ; oa - ob >= sb).
// the pairs still_pair must hold: one base, neither moving apart
.decl o_still(a:number, b:number)
o_still(a, b) :-
    writes_either(a, b), addr_affine(a, base, _), addr_affine(b, base, _), !o_moves_apart(a, b).
.decl o_fixed_apart(a:number, b:number)
o_fixed_apart(a, b) :- o_residue_disjoint(a, b), addr_fixed(a, _, _).
o_fixed_apart(a, b) :- o_residue_disjoint(a, b), addr_fixed(b, _, _).
"""

# loops and nests of every shape the corpus has, trip counts, call-fixed addresses,
# residues, the lit tests of stays_below and the residue rules
INPUTS = (
    sorted((REPO / "tests" / "inputs" / "gen").glob("*.clang19.O2.ll"))[:16]
    + sorted((REPO / "tests" / "inputs" / "gen").glob("*.clang14.O2.ll"))[:6]
    + sorted((REPO / "benchmarks" / "kernels").glob("*.ll"))
    + [REPO / "tests" / "extract" / "inputs" / name
       for name in ("trip_counts.ll", "affine_cases.ll", "c_features.O3.ll")]
    + sorted((REPO / "tests" / "lit" / "standard").glob("*.ll"))
)
COUNTED = ("o_affine_apart", "o_stays_below", "o_residue_disjoint", "o_fixed_apart", "o_still",
           "o_ends_below")


COUNTS: dict[Path, dict[str, int]] = {}  # per input checked, for the exercise test


def _check(module, program: Path) -> dict[str, int]:
    rel = oracle_relations(module, program)
    assert rel("same_iteration_disjoint") == rel("o_same_iteration_disjoint")
    assert rel("stays_below") == rel("o_stays_below")
    # below_pair holds every pair whose top end can be below the other's offset
    assert rel("ends_below") == rel("o_ends_below")
    assert rel("residue_disjoint") == rel("o_residue_disjoint")
    # still_pair holds every pair the affine rule can use (stays_below would cover for a
    # lost one, so this is checked apart), and on those, moves_apart is the old one
    still = rel("still_pair")
    assert rel("o_still") <= still
    assert rel("moves_apart") == {t for t in rel("o_moves_apart") if t in still}
    # the restricted relations hold a part of what the old ones held, nothing else
    assert rel("moves_alone") <= rel("o_moves_alone")
    return {name: len(rel(name)) for name in COUNTED}


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.relative_to(REPO).as_posix())
def test_rewritten_relations_equal_their_definitions(path: Path, program: Path) -> None:
    COUNTS[path] = _check(read_module(path), program)


def test_the_inputs_exercise_every_rewrite(program: Path) -> None:
    """Every rewritten rule has tuples on some input (run after the inputs' checks; an
    input not checked yet, as under -k, is checked here)."""
    for path in INPUTS:
        if path not in COUNTS:
            try:
                COUNTS[path] = _check(read_module(path), program)
            except pytest.skip.Exception:
                COUNTS[path] = dict.fromkeys(COUNTED, 0)
    totals = {name: sum(counts[name] for counts in COUNTS.values()) for name in COUNTED}
    assert all(count > 0 for count in totals.values()), totals


# A row's first 8 ints written by a bounded inner loop, then its last int read in the
# outer loop: the store moves alone in the inner loop only (up, 7 iterations at most), so
# it stays below the load (below_pair through a's other moving loop, the outer one).
BOUNDED_ROW = """
define void @f(ptr noalias %a, i64 %n) {
entry:
  br label %outer

outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %latch ]
  %row = shl nuw nsw i64 %j, 4
  br label %inner

inner:
  %i = phi i64 [ 0, %outer ], [ %i.next, %inner ]
  %idx = add nuw nsw i64 %row, %i
  %p = getelementptr inbounds i32, ptr %a, i64 %idx
  store i32 1, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %latch, label %inner

latch:
  %last = add nuw nsw i64 %row, 15
  %q = getelementptr inbounds i32, ptr %a, i64 %last
  %v = load i32, ptr %q
  %j.next = add nuw nsw i64 %j, 1
  %jdone = icmp eq i64 %j.next, %n
  br i1 %jdone, label %exit, label %outer

exit:
  ret void
}
"""


def test_bounded_row_below_a_read(program: Path) -> None:
    counts = _check(parse_module(BOUNDED_ROW, "row.ll"), program)
    assert counts["o_stays_below"] == 1


def test_rewritten_relations_on_deep_nests(program: Path) -> None:
    for seed in (5, 6):
        counts = _check(parse_module(generate("nest", 500, seed=seed), "nest.ll"), program)
        assert counts["o_affine_apart"] > 10 and counts["o_stays_below"] > 0
