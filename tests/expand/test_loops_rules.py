"""rules/loops.dl on small functions: which loop a marker belongs to, where the section
goes, the warnings, iteration-local storage, and the SPMDization kind table."""

from __future__ import annotations

from textwrap import dedent

import pytest

from csarules.errors import CsaError
from csarules.expand.decide import (
    COULD_NOT_PARALLELIZE,
    ITERATION_LOCAL_STORAGE,
    NO_MEMORY_OPERATIONS,
    decide,
)
from csarules.expand.expand import expand_module
from csarules.ir.reader import parse_module

DECLS = dedent("""\
    declare void @builtin_csa_parallel_loop_()
    declare void @builtin_csa_spmdization_(i32, ptr)
    declare void @llvm.lifetime.start.p0(i64, ptr)
    declare void @use(ptr)
    @.k = private constant [7 x i8] c"hybrid\\00"
    """)


def _module(body: str):
    return parse_module(dedent(body) + DECLS, "t.ll")


def _line(module, text: str) -> int:
    return next(i + 1 for i, ln in enumerate(module.lines) if ln.strip().startswith(text))


def _rel(module, name: str) -> set[tuple]:
    return set(decide(module).result.relation(name))


def _header(module, label: str) -> int:
    return next(b.id for f in module.functions for b in f.blocks if b.label == label)


# a marker in front of an inner loop, in the outer loop's body: the inner loop owns it
NESTED = """\
    define void @f(ptr %a, i32 %n) {
    entry:
      br label %outer
    outer:
      %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
      call void @builtin_csa_parallel_loop_()
      br label %inner
    inner:
      %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
      %p = getelementptr i32, ptr %a, i32 %j
      store i32 %i, ptr %p
      %j1 = add i32 %j, 1
      %c = icmp slt i32 %j1, %n
      br i1 %c, label %inner, label %olatch
    olatch:
      %i1 = add i32 %i, 1
      %d = icmp slt i32 %i1, %n
      br i1 %d, label %outer, label %done
    done:
      ret void
    }
    """


def test_marker_belongs_to_the_loop_whose_preheader_search_finds_it():
    m = _module(NESTED)
    marker = _line(m, "call void @builtin_csa_parallel_loop_")
    assert _rel(m, "marker_of") == {(_header(m, "inner"), marker)}


def test_search_stops_at_a_block_with_two_predecessors():
    # the marker sits in a block that two paths reach; the preheader's only predecessor
    # is the join, which has two predecessors itself: the search goes no further
    m = _module("""\
        define void @f(ptr %a, i32 %n, i1 %b) {
        entry:
          call void @builtin_csa_parallel_loop_()
          br i1 %b, label %x, label %y
        x:
          br label %join
        y:
          br label %join
        join:
          br label %pre
        pre:
          br label %loop
        loop:
          %i = phi i32 [ 0, %pre ], [ %i1, %loop ]
          store i32 %i, ptr %a
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, %n
          br i1 %c, label %loop, label %done
        done:
          ret void
        }
        """)
    assert _rel(m, "marker_of") == set()
    assert _rel(m, "unused_marker") == {(_line(m, "call void @builtin_csa_parallel_loop_"),)}


def test_the_first_marker_of_a_block_wins():
    m = _module("""\
        define void @f(ptr %a, i32 %n) {
        entry:
          call void @builtin_csa_spmdization_(i32 2, ptr @.k)
          call void @builtin_csa_parallel_loop_()
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          store i32 %i, ptr %a
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, %n
          br i1 %c, label %loop, label %done
        done:
          ret void
        }
        """)
    first = _line(m, "call void @builtin_csa_spmdization_")
    rel = _rel(m, "expand_spmd")
    assert rel == {(_header(m, "loop"), first, 2, 8)}  # hybrid is chunk 8


# the body is a diamond whose arms both store: the section runs from the header's first
# access to the join's last, so both arms are inside
DIAMOND = """\
    define void @f(ptr %a, ptr %b, i32 %n) {
    entry:
      call void @builtin_csa_parallel_loop_()
      br label %head
    head:
      %i = phi i32 [ 0, %entry ], [ %i1, %join ]
      %v = load i32, ptr %b
      %t = icmp sgt i32 %v, 0
      br i1 %t, label %then, label %else
    then:
      store i32 1, ptr %a
      br label %join
    else:
      store i32 2, ptr %a
      br label %join
    join:
      %i1 = add i32 %i, 1
      %c = icmp slt i32 %i1, %n
      br i1 %c, label %head, label %done
    done:
      ret void
    }
    """


def test_section_covers_every_access_between_dominator_and_postdominator():
    m = _module(DIAMOND)
    h = _header(m, "head")
    assert _rel(m, "section_start") == {(h, h)}
    assert _rel(m, "section_end") == {(h, _header(m, "join"))}
    assert _rel(m, "section_entry_before") == {(h, _line(m, "%v = load"))}
    # no access in the join: the exit goes after its phis, i.e. before its first non-phi
    assert _rel(m, "section_exit_before") == {(h, _line(m, "%i1 = add"))}


def test_early_exit_between_accesses_cannot_be_placed():
    m = _module(DIAMOND.replace("br label %join\n    else:", "br label %done\n    else:"))
    h = _header(m, "head")
    marker = _line(m, "call void @builtin_csa_parallel_loop_")
    assert _rel(m, "could_not_parallelize") == {(h, marker)}
    assert (marker, COULD_NOT_PARALLELIZE) in decide(m).warnings
    text = expand_module(m).module.text
    assert "llvm.csa.parallel" not in text and "builtin_csa_parallel_loop_()" not in text


def test_loop_without_memory_warns_and_gets_no_region():
    m = _module("""\
        define i32 @f(i32 %n) {
        entry:
          call void @builtin_csa_parallel_loop_()
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, %n
          br i1 %c, label %loop, label %done
        done:
          ret i32 %i1
        }
        """)
    marker = _line(m, "call void @builtin_csa_parallel_loop_")
    assert decide(m).warnings == [(marker, NO_MEMORY_OPERATIONS)]
    assert "llvm.csa.parallel" not in expand_module(m).module.text


def test_iteration_local_storage_in_a_parallel_loop():
    m = _module("""\
        define void @f(i32 %n) {
        entry:
          %buf = alloca [4 x i32]
          call void @builtin_csa_parallel_loop_()
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          call void @llvm.lifetime.start.p0(i64 16, ptr %buf)
          call void @use(ptr %buf)
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, %n
          br i1 %c, label %loop, label %done
        done:
          ret void
        }
        """)
    start = _line(m, "call void @llvm.lifetime.start")
    assert (start, ITERATION_LOCAL_STORAGE) in decide(m).warnings
    assert all(w[1] != ITERATION_LOCAL_STORAGE for w in decide(m, storage_check=False).warnings)


def test_storage_outside_the_parallel_inner_loop_is_not_flagged():
    # the inner loop is parallel; the storage lives in the outer loop's body, outside it.
    # The outer loop holds the lifetime.start but its only section entry is inside a subloop,
    # and the inner loop holds no lifetime.start: CSAIntrinsicCleaner's check does not fire
    body = NESTED.replace("entry:\n      br label %outer",
                          "entry:\n      %buf = alloca i32\n      br label %outer")
    body = body.replace("call void @builtin_csa_parallel_loop_()",
                        "call void @llvm.lifetime.start.p0(i64 4, ptr %buf)\n"
                        "      call void @builtin_csa_parallel_loop_()")
    m = _module(body)
    assert _rel(m, "expand_region") != set()
    assert _rel(m, "iteration_local_storage") == set()
    # and the check does fire once the outer loop is the parallel one
    moved = body.replace("      call void @builtin_csa_parallel_loop_()\n", "").replace(
        "      br label %outer", "      call void @builtin_csa_parallel_loop_()\n"
        "      br label %outer")
    assert _rel(_module(moved), "iteration_local_storage") != set()


def test_unknown_spmdization_kind_is_an_input_error():
    m = _module(DIAMOND.replace("call void @builtin_csa_parallel_loop_()",
                                "call void @builtin_csa_spmdization_(i32 2, ptr @.k2)")
                + '@.k2 = private constant [6 x i8] c"bogus\\00"\n')
    with pytest.raises(CsaError, match='unknown SPMDization kind "bogus"'):
        decide(m)


def test_region_ids_are_unique_in_the_module_and_avoid_the_users():
    two = DIAMOND + DIAMOND.replace("@f(", "@g(").replace(
        "br label %head\n", "%u = call i32 @llvm.csa.parallel.region.entry(i32 1000)\n"
        "      call void @llvm.csa.parallel.region.exit(i32 %u)\n      br label %head\n", 1)
    m = _module(two + "declare i32 @llvm.csa.parallel.region.entry(i32)\n"
                "declare void @llvm.csa.parallel.region.exit(i32)\n")
    text = expand_module(m).module.text
    assert "region.entry(i32 1001)" in text and "region.entry(i32 1002)" in text
    assert text.count("region.entry(i32 1000)") == 1  # the user's own
    assert expand_module(m).module.text == text  # deterministic


def test_spmd_without_memory_gets_its_spmdization_intrinsics_and_no_warning():
    m = _module("""\
        define i32 @f(i32 %n) {
        entry:
          call void @builtin_csa_spmdization_(i32 4, ptr @.k)
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, %n
          br i1 %c, label %loop, label %done
        done:
          ret i32 %i1
        }
        """)
    result = expand_module(m)
    assert result.warnings == []
    text = result.module.text
    assert "call i32 @llvm.csa.spmdization.entry(i32 4, i32 8)" in text
    assert "call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)" in text
    assert "llvm.csa.parallel" not in text
