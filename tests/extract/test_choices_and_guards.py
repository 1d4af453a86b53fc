"""Choices (csarules/analysis/choice.py) and entry guards (guard.py) on what clang -O2
makes of a two-level stencil, and on small functions where neither may be claimed."""

from __future__ import annotations

from pathlib import Path

from csarules.analysis.affine import AffineAnalysis, format_poly
from csarules.analysis.cfg import analyse
from csarules.analysis.choice import choice_of
from csarules.analysis.guard import _text as guard_text
from csarules.analysis.guard import entry_guard, parse_guard, pure_tree, recomputed_in_loop
from csarules.analysis.loops import LoopInfo, find_loops
from csarules.analysis.types import TypeTable
from csarules.extract import extract_facts
from csarules.ir.model import Function, Module
from csarules.ir.reader import parse_module, read_module

STENCIL = Path(__file__).resolve().parents[1] / "lit" / "versioning" / "stencil2d_vec.ll"


def _analysed(module: Module, name: str) -> tuple[Function, LoopInfo, AffineAnalysis]:
    func = module.function(name)
    loops = find_loops(analyse(func, module.path))
    return func, loops, AffineAnalysis(func, loops, TypeTable(module.canonical))


def _loop(func: Function, loops: LoopInfo, label: str):
    return loops.by_header[func.block_by_label(label)]


def test_the_remainder_start_is_a_choice_between_one_and_where_the_vector_loop_stopped():
    func, loops, affine = _analysed(read_module(STENCIL), "stencil2d")
    found = choice_of("%69", affine, loops)
    assert found is not None
    assert [format_poly(p) for p in found.candidates] == ["1", "%50 + 1"] or \
        sorted(format_poly(p) for p in found.candidates) == sorted(["1", "1 + %50"])
    outer = _loop(func, loops, "57")
    assert found.defined == outer.header.id
    assert found.varies == frozenset()  # %50 is computed before every loop
    # a header phi is a recurrence, not a choice; so is a value with no phi
    assert choice_of("%58", affine, loops) is None
    assert choice_of("%50", affine, loops) is None


def test_the_vector_loop_is_entered_only_when_its_branch_says_so():
    func, loops, _ = _analysed(read_module(STENCIL), "stencil2d")
    guard = entry_guard(_loop(func, loops, "70"), loops)
    # its own branch (%67: too few iterations or the vectoriser's check failed) and the
    # outer loop's (%7: a row holds an interior point)
    assert guard is not None and guard.text == "(!%67 & %7 & %5)"
    assert guard.varies == frozenset()
    # %67 is a select in the outer loop over values computed before it: only it is
    # computed again
    select = next(i for i in func.instructions() if i.name == "%67")
    assert [i.name for i in pure_tree(select, lambda i: recomputed_in_loop(i, loops))] == ["%67"]


def test_the_facts_name_the_choice_and_the_guard():
    module = read_module(STENCIL)
    facts = extract_facts(module)
    assert ("%69", "1") in facts["choice_candidate"]
    assert {c for c, _ in facts["choice_leaf"]} == {"%69"}
    assert any(c == "%69" for _, c in facts["trip_choice"])
    assert any(g == "(!%67 & %7 & %5)" for _, g in facts["entry_guard"])
    # the remainder starts at 1 when the vector loop was skipped, where it stopped only
    # when the branch after the vector loop did not leave the row (%52: it covered it),
    # and the vector loop was entered (what held on the way into it)
    assert ("%69", "1 + %50", "(!%52 & !%67 & %7)") in facts["choice_guard"]
    bases = {base for _, base in facts["addr_choice_base"]}
    assert "4*%3 + %0" in bases or "%0 + 4*%3" in bases


SMALL = """
define void @f(ptr %p, i64 %n, i1 %c) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %x = load i64, ptr %p
  %f = freeze i1 %c
  br i1 %f, label %pick.a, label %pick.b
pick.a:
  br label %inner.ph
pick.b:
  br label %inner.ph
inner.ph:
  %start = phi i64 [ %x, %pick.a ], [ %i, %pick.b ]
  br label %inner
inner:
  %j = phi i64 [ %start, %inner.ph ], [ %j.next, %inner ]
  %a = getelementptr inbounds i64, ptr %p, i64 %j
  store i64 0, ptr %a
  %j.next = add nsw i64 %j, 1
  %done = icmp sge i64 %j.next, %n
  br i1 %done, label %latch, label %inner
latch:
  %i.next = add nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %outer, label %exit
exit:
  ret void
}
"""


def test_no_choice_among_values_of_the_loop_and_no_guard_through_a_freeze():
    module = parse_module(SMALL, "small.ll")
    func, loops, affine = _analysed(module, "f")
    start = choice_of("%start", affine, loops)
    # %i is the outer loop's counter (a term iv@outer): no value fixed before the nest
    assert start is None
    inner, outer = _loop(func, loops, "inner"), _loop(func, loops, "outer")
    # inner.ph is reached from both sides of the branch on %f (`%f | !%f`), and the freeze
    # is read as it is, never computed again (a second freeze of poison may differ): the
    # guard varies in the outer loop, so no check of a nest holding that loop computes it
    guard = entry_guard(inner, loops)
    assert guard is not None and guard.text == "(%f | !%f)"
    assert parse_guard(guard.text) == ("|", (("%f", False), ("%f", True)))
    assert guard.varies == frozenset({outer.header.id})
    freeze = next(i for i in func.instructions() if i.name == "%f")
    assert pure_tree(freeze, lambda i: recomputed_in_loop(i, loops)) == []


def test_a_choice_whose_candidate_is_loaded_in_the_loop_varies_there():
    text = SMALL.replace("[ %i, %pick.b ]", "[ 7, %pick.b ]")
    module = parse_module(text, "small.ll")
    func, loops, affine = _analysed(module, "f")
    found = choice_of("%start", affine, loops)
    assert found is not None
    assert found.varies == frozenset({_loop(func, loops, "outer").header.id})


def test_a_guard_read_back_is_the_guard_written():
    for text in ("%a", "!%a", "(%a & !%b)", "((%a & %b) | !%c)", "(!%67 & (%5 | !%56))"):
        assert guard_text(parse_guard(text)) == text
