"""Token reads across control flow: joins, loops, nested loops, cuts, several returns."""

from __future__ import annotations

from textwrap import dedent

import pytest
from materialise_support import (
    assert_each_op_wrapped,
    assert_original_lines_kept,
    line_of,
    module_of,
    order,
    plan,
)

from csarules.errors import InternalError
from csarules.order.edges import Edge
from csarules.order.tokens import LoopForest

DIAMOND = dedent(
    """\
    define i32 @diamond(ptr %p, ptr %q, i1 %c) {
    entry:
      br i1 %c, label %then, label %else

    then:
      store i32 1, ptr %p
      br label %join

    else:
      store i32 2, ptr %q
      br label %join

    join:
      %v = load i32, ptr %p
      ret i32 %v
    }
    """
)

LOOP = dedent(
    """\
    define void @loop(ptr %p, ptr %q, i32 %n) {
    entry:
      br label %loop

    loop:
      %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
      %v = load i32, ptr %p
      store i32 %v, ptr %q
      %i.next = add i32 %i, 1
      %c = icmp slt i32 %i.next, %n
      br i1 %c, label %loop, label %exit

    exit:
      ret void
    }
    """
)

NEST = dedent(
    """\
    define void @nest(ptr %p, ptr %q, i32 %n) {
    entry:
      br label %outer

    outer:
      %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
      br label %inner

    inner:
      %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
      %v = load i32, ptr %p
      store i32 %v, ptr %q
      %j.next = add i32 %j, 1
      %cj = icmp slt i32 %j.next, %n
      br i1 %cj, label %inner, label %outer.latch

    outer.latch:
      %i.next = add i32 %i, 1
      %ci = icmp slt i32 %i.next, %n
      br i1 %ci, label %outer, label %exit

    exit:
      ret void
    }
    """
)


def _check(module, out, orderable):
    assert_original_lines_kept(module, out)
    assert_each_op_wrapped(module, out, orderable)


def test_diamond_join_phi_takes_the_store_from_one_arm_and_entry_from_the_other():
    module = module_of(DIAMOND)
    st1, st2 = line_of(module, "store i32 1"), line_of(module, "store i32 2")
    load, ret = line_of(module, "load"), line_of(module, "ret")
    ops = {st1, st2, load, ret}
    edges = [Edge(st1, load, 0), Edge(load, ret, 0), Edge(st2, ret, 0)]
    out = order(module, {"diamond": plan(ops, edges)})
    assert (
        dedent(
            """\
        join:
          %csa.p0 = phi i1 [ %csa.o6, %then ], [ %csa.entry, %else ]
          %csa.p1 = phi i1 [ %csa.entry, %then ], [ %csa.o10, %else ]
          call void @llvm.csa.inord(i1 %csa.p0)
          %v = load i32, ptr %p
          %csa.o14 = call i1 @llvm.csa.outord()
          %csa.a15 = call i1 (...) @llvm.csa.all0(i1 %csa.o14, i1 %csa.p1)
          call void @llvm.csa.inord(i1 %csa.a15)
          ret i32 %v
        }
        """
        )
        in out
    )
    _check(module, out, {"diamond": ops})


def test_diamond_with_the_source_before_the_branch_needs_no_phi():
    module = module_of(DIAMOND)
    st1, st2 = line_of(module, "store i32 1"), line_of(module, "store i32 2")
    load = line_of(module, "load")
    ops = {st1, st2, load}
    out = order(
        module, {"diamond": plan(ops, [Edge(1, st1, 0), Edge(1, st2, 0), Edge(1, load, 0)])}
    )
    assert "phi i1" not in out
    assert out.count("call void @llvm.csa.inord(i1 %csa.entry)") == 3


def test_loop_carried_edge_gets_a_header_phi_from_the_latch():
    module = module_of(LOOP)
    load, store, ret = line_of(module, "load"), line_of(module, "store"), line_of(module, "ret")
    header = line_of(module, "%i = phi")
    edges = [Edge(1, load, 0), Edge(store, load, header), Edge(load, store, 0), Edge(store, ret, 0)]
    out = order(module, {"loop": plan({load, store, ret}, edges)})
    assert (
        dedent(
            """\
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %csa.p0 = phi i1 [ %csa.entry, %entry ], [ %csa.o8, %loop ]
          call void @llvm.csa.inord(i1 %csa.p0)
          %v = load i32, ptr %p
          %csa.o7 = call i1 @llvm.csa.outord()
          call void @llvm.csa.inord(i1 %csa.o7)
          store i32 %v, ptr %q
          %csa.o8 = call i1 @llvm.csa.outord()
        """
        )
        in out
    )
    assert "exit:\n  call void @llvm.csa.inord(i1 %csa.o8)\n  ret void\n" in out
    _check(module, out, {"loop": {load, store, ret}})


def test_within_iteration_edge_in_a_loop_releases_earlier_iterations():
    module = module_of(LOOP)
    load, store = line_of(module, "load"), line_of(module, "store")
    # the store comes after the load, so within one iteration the load waits for nothing
    out = order(module, {"loop": plan({load, store}, [Edge(store, load, 0)])})
    assert "phi i1" not in out
    assert "call void @llvm.csa.inord(i1 %csa.entry)\n  %v = load" in out


def test_within_and_across_iterations_reads_the_latest_token():
    module = module_of(LOOP)
    load, store = line_of(module, "load"), line_of(module, "store")
    header = line_of(module, "%i = phi")
    # a source before the loop, waited for in the same and in later iterations
    edges = [Edge(store, load, 0), Edge(store, load, header)]
    out = order(module, {"loop": plan({load, store}, edges)})
    assert "%csa.p0 = phi i1 [ %csa.entry, %entry ], [ %csa.o8, %loop ]" in out
    assert "call void @llvm.csa.inord(i1 %csa.p0)\n  %v = load" in out


@pytest.mark.parametrize(
    ("contexts", "expected"),
    [
        # carried by the outer loop only: the inner loop's backedge is cut
        (
            ["outer"],
            [
                "outer:\n  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]\n"
                "  %csa.p0 = phi i1 [ %csa.entry, %entry ], [ %csa.o12, %outer.latch ]\n",
                "call void @llvm.csa.inord(i1 %csa.p0)\n  %v = load",
            ],
        ),
        # carried by the inner loop only: the outer loop's backedge is cut
        (
            ["inner"],
            [
                "  %csa.p0 = phi i1 [ %csa.entry, %outer ], [ %csa.o12, %inner ]\n",
                "call void @llvm.csa.inord(i1 %csa.p0)\n  %v = load",
            ],
        ),
        # both: the inner header phi starts from the outer header phi
        (
            ["inner", "outer"],
            [
                "  %csa.p0 = phi i1 [ %csa.entry, %entry ], [ %csa.o12, %outer.latch ]\n",
                "  %csa.p1 = phi i1 [ %csa.p0, %outer ], [ %csa.o12, %inner ]\n",
                "call void @llvm.csa.inord(i1 %csa.p1)\n  %v = load",
            ],
        ),
        # within the iteration and carried by the outer loop: inner backedge cut
        (
            [0, "outer"],
            [
                "  %csa.p0 = phi i1 [ %csa.entry, %entry ], [ %csa.o12, %outer.latch ]\n",
                "call void @llvm.csa.inord(i1 %csa.p0)\n  %v = load",
            ],
        ),
        # within the iteration only: every backedge is cut, nothing precedes the load
        ([0], ["call void @llvm.csa.inord(i1 %csa.entry)\n  %v = load"]),
    ],
)
def test_nested_loops_cut_sets(contexts, expected):
    module = module_of(NEST)
    load, store = line_of(module, "load"), line_of(module, "store")
    headers = {"outer": line_of(module, "%i = phi"), "inner": line_of(module, "%j = phi")}
    edges = [Edge(store, load, headers.get(c, 0)) for c in contexts]
    out = order(module, {"nest": plan({load, store}, edges)})
    for piece in expected:
        assert piece in out
    assert out.count("phi i1") == sum(piece.count("phi i1") for piece in expected)
    _check(module, out, {"nest": {load, store}})


def test_store_after_the_inner_loop_seen_from_the_next_outer_iteration():
    # The inner loop's old instance is walked in full even when the read cuts it.
    module = module_of(
        dedent(
            """\
            define void @f(ptr %p, ptr %q, i1 %c) {
            entry:
              br label %outer

            outer:
              br label %inner

            inner:
              %v = load i32, ptr %p
              br i1 %c, label %inner, label %latch

            latch:
              store i32 0, ptr %q
              br i1 %c, label %outer, label %exit

            exit:
              ret void
            }
            """
        )
    )
    load, store = line_of(module, "load"), line_of(module, "store")
    outer = line_of(module, "br label %inner")
    out = order(module, {"f": plan({load, store}, [Edge(store, load, outer)])})
    assert "outer:\n  %csa.p0 = phi i1 [ %csa.entry, %entry ], [ %csa.o13, %latch ]\n" in out
    assert "call void @llvm.csa.inord(i1 %csa.p0)\n  %v = load" in out


def test_race_like_plan_every_op_after_entry_ret_after_every_op():
    module = module_of(DIAMOND)
    st1, st2 = line_of(module, "store i32 1"), line_of(module, "store i32 2")
    load, ret = line_of(module, "load"), line_of(module, "ret")
    ops = {st1, st2, load, ret}
    edges = [Edge(1, op, 0) for op in (st1, st2, load)]
    edges += [Edge(op, ret, 0) for op in (st1, st2, load)]
    out = order(module, {"diamond": plan(ops, edges)})
    assert "%csa.a15 = call i1 (...) @llvm.csa.all0(i1 %csa.o14, i1 %csa.p0, i1 %csa.p1)" in out
    _check(module, out, {"diamond": ops})


def test_linear_chain_through_a_loop():
    module = module_of(LOOP)
    load, store, ret = line_of(module, "load"), line_of(module, "store"), line_of(module, "ret")
    header = line_of(module, "%i = phi")
    edges = [Edge(1, load, 0), Edge(store, load, header), Edge(load, store, 0), Edge(store, ret, 0)]
    out = order(module, {"loop": plan({load, store, ret}, edges)})
    assert out.count("phi i1") == 1
    _check(module, out, {"loop": {load, store, ret}})


def test_multiple_returns_each_wait_on_their_own_path():
    module = module_of(
        dedent(
            """\
            define void @two_rets(ptr %p, ptr %q, i1 %c) {
            entry:
              store i32 0, ptr %p
              br i1 %c, label %a, label %b

            a:
              store i32 1, ptr %q
              ret void

            b:
              ret void
            }
            """
        )
    )
    st0, st1 = line_of(module, "store i32 0"), line_of(module, "store i32 1")
    ret_a, ret_b = 8, 11
    ops = {st0, st1, ret_a, ret_b}
    edges = [Edge(st0, st1, 0), Edge(st1, ret_a, 0), Edge(st0, ret_b, 0)]
    out = order(module, {"two_rets": plan(ops, edges)})
    assert "a:\n  call void @llvm.csa.inord(i1 %csa.o3)\n  store i32 1" in out
    assert "  call void @llvm.csa.inord(i1 %csa.o7)\n  ret void\n\nb:" in out
    assert "b:\n  call void @llvm.csa.inord(i1 %csa.o3)\n  ret void\n" in out
    _check(module, out, {"two_rets": ops})


def test_phi_lists_a_predecessor_once_per_edge():
    module = module_of(
        dedent(
            """\
            define void @sw(ptr %p, i32 %x) {
            entry:
              switch i32 %x, label %other [
                i32 1, label %join
                i32 2, label %join
              ]

            other:
              store i32 1, ptr %p
              br label %join

            join:
              %v = load i32, ptr %p
              ret void
            }
            """
        )
    )
    store, load = line_of(module, "store"), line_of(module, "load")
    out = order(module, {"sw": plan({store, load}, [Edge(store, load, 0)])})
    assert (
        "%csa.p0 = phi i1 [ %csa.entry, %entry ], [ %csa.entry, %entry ], [ %csa.o9, %other ]"
        in out
    )


def test_new_phis_go_after_existing_phis_and_reuse_their_predecessor_order():
    module = module_of(
        dedent(
            """\
            define i32 @f(ptr %p, i1 %c) {
            entry:
              br i1 %c, label %a, label %b

            a:
              store i32 1, ptr %p
              br label %join

            b:
              br label %join

            join:
              %x = phi i32 [ 2, %b ], [ 1, %a ]
              %y = phi i32 [ 4, %b ], [ 3, %a ]
              %v = load i32, ptr %p
              ret i32 %v
            }
            """
        )
    )
    store, load = line_of(module, "store"), line_of(module, "load")
    out = order(module, {"f": plan({store, load}, [Edge(store, load, 0)])})
    assert (
        "  %y = phi i32 [ 4, %b ], [ 3, %a ]\n"
        "  %csa.p0 = phi i1 [ %csa.entry, %b ], [ %csa.o6, %a ]\n"
        "  call void @llvm.csa.inord(i1 %csa.p0)\n"
    ) in out


def test_new_names_avoid_names_already_in_the_function():
    module = module_of(
        dedent(
            """\
            define void @f(ptr %p, i1 %csa.entry) {
            entry:
              %csa.o4 = load i32, ptr %p
              store i32 %csa.o4, ptr %p
              ret void
            }
            """
        )
    )
    out = order(module, {"f": plan({3, 4}, [Edge(1, 3, 0), Edge(3, 4, 0)])})
    assert "%csa.entry.1 = call i1 @llvm.csa.mementry()" in out
    assert "call void @llvm.csa.inord(i1 %csa.entry.1)" in out
    assert "%csa.o3 = call i1 @llvm.csa.outord()" in out
    assert "%csa.o4.1 = call i1 @llvm.csa.outord()" in out


def test_unreachable_block_ops_read_the_entry_token():
    module = module_of(
        dedent(
            """\
            define void @f(ptr %p) {
            entry:
              store i32 0, ptr %p
              ret void

            dead:
              %v = load i32, ptr %p
              ret void
            }
            """
        )
    )
    ops = {3, 4, 7, 8}
    edges = [Edge(3, 4, 0), Edge(3, 7, 0), Edge(7, 8, 0)]
    out = order(module, {"f": plan(ops, edges)})
    assert "dead:\n  call void @llvm.csa.inord(i1 %csa.entry)\n  %v = load" in out
    _check(module, out, {"f": ops})


def test_functions_without_orderable_ops_are_left_alone():
    text = LOOP + "\n" + DIAMOND
    module = module_of(text)
    out = order(module, {"diamond": plan(set(), [])})
    assert out == text


def test_output_is_deterministic():
    module = module_of(NEST)
    load, store = line_of(module, "load"), line_of(module, "store")
    headers = [line_of(module, "%i = phi"), line_of(module, "%j = phi")]
    edges = [Edge(store, load, h) for h in headers] + [Edge(1, load, 0)]
    first = order(module, {"nest": plan({load, store}, edges)})
    again = order(module_of(NEST), {"nest": plan({load, store}, list(reversed(edges)))})
    assert first == again


@pytest.mark.parametrize(
    "bad",
    [
        lambda load, store, header: plan({load}, [Edge(store, load, 0)]),  # src not orderable
        lambda load, store, header: plan({load, store}, [Edge(load, store + 100, 0)]),
        lambda load, store, header: plan({load, store}, [Edge(store, load, header + 1)]),
        lambda load, store, header: plan({header}, []),  # a phi is not orderable
    ],
)
def test_inconsistent_plans_are_internal_errors(bad):
    module = module_of(LOOP)
    load, store, header = (
        line_of(module, "load"),
        line_of(module, "store"),
        line_of(module, "%i = phi"),
    )
    with pytest.raises(InternalError):
        order(module, {"loop": bad(load, store, header)})


def test_the_first_bad_edge_in_sorted_order_is_named_whatever_the_plan_order():
    # edges may come in any order (plain tuples, as the pipeline passes them): the message
    # names the same edge, the least bad one, and its first problem
    module = module_of(LOOP)
    load, store, header = (
        line_of(module, "load"),
        line_of(module, "store"),
        line_of(module, "%i = phi"),
    )
    edges = [(store, load, 0), (load, store, header + 1), (load, store + 100, 0),
             (store, store, 0)]
    first = min(edges)
    for order_ in (edges, edges[::-1], sorted(edges)):
        with pytest.raises(InternalError) as caught:
            order(module, {"loop": plan({load, store}, order_)})
        assert str(Edge(*first)) in str(caught.value)


def test_unknown_function_in_plan_is_an_internal_error():
    with pytest.raises(InternalError):
        order(module_of(LOOP), {"nope": plan(set(), [])})


def test_an_earlier_instance_of_a_cut_inner_loop_counts_in_full():
    # B and A in a while-style inner loop; B waits for A of the previous outer iteration
    # only. The inner loop is cut for the current instance, but the previous outer
    # iteration's inner instance is walked with its backedge (A is only seen through it).
    module = module_of(
        dedent(
            """\
            define void @f(ptr %p, ptr %q, i1 %c) {
            entry:
              br label %outer

            outer:
              br label %inner

            inner:
              br i1 %c, label %body, label %latch

            body:
              %v = load i32, ptr %p
              store i32 0, ptr %q
              br label %inner

            latch:
              br i1 %c, label %outer, label %exit

            exit:
              ret void
            }
            """
        )
    )
    load, store = line_of(module, "load"), line_of(module, "store")
    outer = 6  # outer: br label %inner
    out = order(module, {"f": plan({load, store}, [Edge(store, load, outer)])})
    assert "outer:\n  %csa.p0 = phi i1 [ %csa.entry, %entry ], [ %csa.p1, %latch ]\n" in out
    assert "inner:\n  %csa.p1 = phi i1 [ %csa.p0, %outer ], [ %csa.o13, %body ]\n" in out
    assert "call void @llvm.csa.inord(i1 %csa.p0)\n  %v = load" in out


IRREDUCIBLE = dedent(
    """\
    define void @f(ptr %p, i1 %c) {
    entry:
      br i1 %c, label %a, label %b

    a:
      store i32 1, ptr %p
      br i1 %c, label %b, label %exit

    b:
      store i32 2, ptr %p
      br i1 %c, label %a, label %exit

    exit:
      ret void
    }
    """
)


def test_irreducible_cfg_is_read_with_one_loop_header_that_contexts_may_name():
    # reading gives the cycle a header (csarules/ir/irreducible.py), so a loop context
    # exists for the pair the entries' stores make across iterations
    module = module_of(IRREDUCIBLE)
    func = module.function("f")
    guard = func.block_by_label("csarules.irr.0")
    loops = LoopForest(func)
    assert loops.reducible
    assert set(loops.body) == {guard.id}
    st1, st2 = line_of(module, "store i32 1"), line_of(module, "store i32 2")
    ret = line_of(module, "ret")
    ops = {st1, st2, ret}
    edges = [Edge(st1, st2, 0), Edge(st2, st1, 0), Edge(st1, ret, 0), Edge(st2, ret, 0),
             Edge(st2, st1, guard.id), Edge(st1, st2, guard.id)]
    out = order(module, {"f": plan(ops, edges)})
    _check(module, out, {"f": ops})
    assert "\ncsarules.irr.0:\n  %csarules.irr.0.to = phi i1 " in out


def test_contexts_of_ops_in_unreachable_code_are_ignored():
    module = module_of(
        dedent(
            """\
            define void @f(ptr %p) {
            entry:
              ret void

            dead:
              store i32 1, ptr %p
              br label %dead
            }
            """
        )
    )
    store = line_of(module, "store")
    out = order(module, {"f": plan({store}, [Edge(store, store, store)])})
    assert "call void @llvm.csa.inord(i1 %csa.entry)\n  store i32 1" in out


_INVOKES = """\
declare void @g(ptr)
declare i32 @__gxx_personality_v0(...)

define i32 @f(ptr %p, i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %a, label %b

a:
  invoke void @g(ptr %p) to label %join unwind label %pad

b:
  invoke void @g(ptr %p) to label %join unwind label %pad

join:
  %v = phi i32 [ 1, %a ], [ 2, %b ]
  store i32 %v, ptr %p
  ret i32 %v

pad:
  %lp = landingpad { ptr, i32 } cleanup
  store i32 0, ptr %p
  resume { ptr, i32 } %lp
}
"""


def test_invoke_outord_on_each_edge():
    module = module_of(_INVOKES)
    call_a, call_b = (i.line for i in module.function("f").instructions()
                      if i.opcode == "invoke")
    stores = [i.line for i in module.function("f").instructions() if i.opcode == "store"]
    edges = [Edge(c, s, 0) for c in (call_a, call_b) for s in stores]
    out = order(module, {"f": plan({call_a, call_b, *stores}, edges)})
    # both edges of each invoke run through a block holding its outord
    assert f"invoke void @g(ptr %p) to label %csa.i{call_a}.0 unwind label %csa.i{call_a}.1" \
        in out
    assert f"csa.i{call_a}.0:\n  %csa.o{call_a} = call i1 @llvm.csa.outord()\n" \
        "  br label %join" in out
    assert f"csa.i{call_b}.1:\n  %csa.lp{call_b} = landingpad {{ ptr, i32 }} cleanup\n" \
        f"  %csa.o{call_b}.1 = call i1 @llvm.csa.outord()\n  br label %pad" in out
    # the join's phi now names the new blocks; the shared pad's landingpad became a phi
    assert f"%v = phi i32 [ 1, %csa.i{call_a}.0 ], [ 2, %csa.i{call_b}.0 ]" in out
    assert (f"%lp = phi {{ ptr, i32 }} [ %csa.lp{call_a}, %csa.i{call_a}.1 ], "
            f"[ %csa.lp{call_b}, %csa.i{call_b}.1 ]") in out
    assert out.count("landingpad") == 2
    # each store waits for the token of the edge it was reached by (phis over the edges)
    assert (f"phi i1 [ %csa.o{call_a}, %csa.i{call_a}.0 ], [ %csa.entry, %csa.i{call_b}.0 ]"
            in out)
    assert (f"phi i1 [ %csa.o{call_a}.1, %csa.i{call_a}.1 ], "
            f"[ %csa.entry, %csa.i{call_b}.1 ]") in out


def test_unordered_invoke_is_still_split_with_its_landing_pad():
    # an invoke with no outord shares the pad with an ordered one: both edges are split,
    # since the pad's landingpad becomes a phi over all its unwind edges
    module = module_of(_INVOKES)
    call_a = next(i.line for i in module.function("f").instructions() if i.opcode == "invoke")
    out = order(module, {"f": plan({call_a}, [])})
    assert "landingpad" in out and out.count("= landingpad") == 2
    assert "%csa.o" in out
