"""The IR forms of csa-memory-ordering.rst ("In IR"), produced from edge plans."""

from __future__ import annotations

from textwrap import dedent

from materialise_support import (
    assert_each_op_wrapped,
    assert_original_lines_kept,
    module_of,
    order,
    plan,
)

from csarules.order.edges import Edge

DECLS = dedent(
    """\

    declare void @llvm.csa.inord(i1)
    declare i1 @llvm.csa.outord()
    declare i1 @llvm.csa.mementry()
    """
)


def test_load_then_store_pair():
    module = module_of(
        dedent(
            """\
            define void @f(ptr %addr, ptr %addr1, i64 %val1) {
            entry:
              %val = load i64, ptr %addr
              store i64 %val1, ptr %addr1
              ret void
            }
            """
        )
    )
    load, store, ret = 3, 4, 5
    out = order(
        module,
        {
            "f": plan(
                {load, store, ret}, [Edge(1, load, 0), Edge(load, store, 0), Edge(store, ret, 0)]
            )
        },
    )
    assert (
        out
        == dedent(
            """\
        define void @f(ptr %addr, ptr %addr1, i64 %val1) {
        entry:
          %csa.entry = call i1 @llvm.csa.mementry()
          call void @llvm.csa.inord(i1 %csa.entry)
          %val = load i64, ptr %addr
          %csa.o3 = call i1 @llvm.csa.outord()
          call void @llvm.csa.inord(i1 %csa.o3)
          store i64 %val1, ptr %addr1
          %csa.o4 = call i1 @llvm.csa.outord()
          call void @llvm.csa.inord(i1 %csa.o4)
          ret void
        }
        """
        )
        + DECLS
    )


def test_all0_of_two_loads_typed_pointers():
    # The spec's example verbatim in typed-pointer syntax (clang-14 style input).
    module = module_of(
        dedent(
            """\
            define void @f(i64* %addr0, i64* %addr1, i64* %addr2, i64 %val2) {
              %val0 = load i64, i64* %addr0
              %val1 = load i64, i64* %addr1
              store i64 %val2, i64* %addr2
              ret void
            }
            """
        )
    )
    l0, l1, st, ret = 2, 3, 4, 5
    edges = [Edge(1, l0, 0), Edge(1, l1, 0), Edge(l1, st, 0), Edge(l0, st, 0), Edge(st, ret, 0)]
    out = order(module, {"f": plan({l0, l1, st, ret}, edges)})
    assert (
        out
        == dedent(
            """\
        define void @f(i64* %addr0, i64* %addr1, i64* %addr2, i64 %val2) {
          %csa.entry = call i1 @llvm.csa.mementry()
          call void @llvm.csa.inord(i1 %csa.entry)
          %val0 = load i64, i64* %addr0
          %csa.o2 = call i1 @llvm.csa.outord()
          call void @llvm.csa.inord(i1 %csa.entry)
          %val1 = load i64, i64* %addr1
          %csa.o3 = call i1 @llvm.csa.outord()
          %csa.a4 = call i1 (...) @llvm.csa.all0(i1 %csa.o2, i1 %csa.o3)
          call void @llvm.csa.inord(i1 %csa.a4)
          store i64 %val2, i64* %addr2
          %csa.o4 = call i1 @llvm.csa.outord()
          call void @llvm.csa.inord(i1 %csa.o4)
          ret void
        }
        """
        )
        + DECLS
        + "declare i1 @llvm.csa.all0(...)\n"
    )


def test_op_without_incoming_edge_reads_constant_zero_and_ret_has_no_outord():
    module = module_of(
        dedent(
            """\
            define i32 @g(ptr %p) {
            entry:
              %v = load i32, ptr %p
              ret i32 %v
            }
            """
        )
    )
    out = order(module, {"g": plan({3, 4}, [Edge(3, 4, 0)])})
    assert "  call void @llvm.csa.inord(i1 0)\n  %v = load i32, ptr %p\n" in out
    assert out.endswith("  call void @llvm.csa.inord(i1 %csa.o3)\n  ret i32 %v\n}\n" + DECLS)
    # %csa.entry is created although nothing reads it: mementry is mandatory
    assert "%csa.entry = call i1 @llvm.csa.mementry()" in out
    assert_original_lines_kept(module, out)
    assert_each_op_wrapped(module, out, {"g": {3, 4}})


def test_declarations_already_in_the_input_are_not_repeated():
    text = dedent(
        """\
        define void @f(ptr %p) {
          store i32 0, ptr %p
          ret void
        }

        declare void @llvm.csa.inord(i1)
        """
    )
    module = module_of(text)
    out = order(module, {"f": plan({2, 3}, [Edge(1, 2, 0), Edge(2, 3, 0)])})
    assert out.count("declare void @llvm.csa.inord(i1)") == 1
    assert out.count("declare i1 @llvm.csa.outord()") == 1
    assert "llvm.csa.all0" not in out
