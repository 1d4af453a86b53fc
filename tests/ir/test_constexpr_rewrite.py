"""Removed constant expressions (clang-14 output) become instructions on the same lines."""
# ruff: noqa: E501 (clang-14 writes these constant expressions on one line)

from __future__ import annotations

import pytest

from csarules.errors import CsaError
from csarules.ir.constexpr import as_instruction
from csarules.ir.reader import parse_module
from csarules.order.pipeline import order_module
from csarules.sim import simulate

OPERAND = """@g = global [3 x i32] zeroinitializer
@h = global i32 0

define i16 @f() {
  %v = add i16 zext (i1 icmp ne (ptr getelementptr inbounds ([3 x i32], ptr @g, i64 0, i64 2), ptr @g) to i16), 1
  store i32 1, ptr @h
  ret i16 %v
}
"""

PHI = """@a = global [5 x i8] zeroinitializer
@b = global i8 0

define i1 @f(i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  store i8 1, ptr @b
  br label %join
join:
  %p = phi i1 [ false, %entry ], [ icmp eq (ptr getelementptr inbounds ([5 x i8], ptr @a, i64 0, i64 3), ptr @b), %then ]
  ret i1 %p
}
"""


@pytest.mark.parametrize(("expr", "inst"), [
    ("zext (i1 %x to i16)", "zext i1 %x to i16"),
    ("icmp ne (ptr @a, ptr @b)", "icmp ne ptr @a, @b"),
    ("icmp ult (i32* @a, i32* getelementptr (i32, i32* @a, i64 1))",
     "icmp ult i32* @a, getelementptr (i32, i32* @a, i64 1)"),
    ("select (i1 %c, i32 1, i32 2)", "select i1 %c, i32 1, i32 2"),
    ("lshr exact (i32 ptrtoint (ptr @a to i32), i32 2)",
     "lshr exact i32 ptrtoint (ptr @a to i32), 2"),
    ("and (<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>)",
     "and <2 x i32> <i32 1, i32 2>, <i32 3, i32 4>"),
    # kept by LLVM 22, but an instruction when a removed one is inside
    ("getelementptr inbounds ([3 x i32], ptr @g, i64 0, i64 %i)",
     "getelementptr inbounds [3 x i32], ptr @g, i64 0, i64 %i"),
    ("extractelement (<2 x i32> <i32 1, i32 2>, i32 %i)",
     "extractelement <2 x i32> <i32 1, i32 2>, i32 %i"),
])
def test_constant_expression_as_instruction(expr: str, inst: str) -> None:
    assert as_instruction(expr) == inst


CALL = """@a = global [5 x i8] zeroinitializer
@b = global i8 0

define i8 @id(i8 %x) {
  ret i8 %x
}

define i8 @f() {
  %r = call i8 @id(i8 trunc (i32 shl (i32 zext (i1 icmp ne (ptr getelementptr inbounds ([5 x i8], ptr @a, i64 0, i64 3), ptr @b) to i32), i32 1) to i8))
  ret i8 %r
}
"""


def test_kept_expression_around_a_removed_one_in_a_call_argument() -> None:
    # the trunc (which LLVM 22 still takes) becomes an instruction too; the call does not
    module = parse_module(CALL, "t.ll")
    line = module.lines[9 - 1]
    assert "= trunc i32 %csa.cx" in line
    assert line.rstrip().endswith("%r = call i8 @id(i8 %csa.cx0)")
    assert simulate(module, "f", []).return_value == 2


def test_operand_becomes_instructions_on_the_same_line() -> None:
    module = parse_module(OPERAND, "t.ll")
    assert len(module.lines) == len(OPERAND.splitlines())
    func = module.function("f")
    inserted = [i for i in func.instructions() if (i.name or "").startswith("%csa.cx")]
    assert [i.opcode for i in inserted] == ["icmp", "zext"]
    # the input's own instructions keep their lines; the inserted ones take ids past the end
    assert [i.line for i in func.instructions() if i not in inserted] == [5, 6, 7]
    assert all(i.line > len(module.lines) for i in inserted)
    assert module.inserted == {5: [i.source for i in inserted]}
    assert module.lines[5 - 1].lstrip().startswith("%csa.cx")
    assert simulate(module, "f", []).return_value == 2


def test_phi_operand_goes_to_the_predecessor_terminator() -> None:
    module = parse_module(PHI, "t.ll")
    then_br = module.lines[9 - 1]
    assert then_br.lstrip().startswith("%csa.cx0 = icmp eq ptr getelementptr")
    assert then_br.rstrip().endswith("br label %join")
    assert "[ %csa.cx0, %then ]" in module.lines[11 - 1]
    assert simulate(module, "f", ["1"]).return_value == 0


def test_ordered_output_puts_each_instruction_on_its_own_line() -> None:
    module = parse_module(OPERAND, "t.ll")
    ordered = order_module(module, "linear")
    lines = [ln.strip() for ln in ordered.splitlines()]
    at = next(i for i, ln in enumerate(lines) if ln.startswith("%csa.cx") and "icmp" in ln)
    assert lines[at + 1].startswith("%csa.cx") and "zext" in lines[at + 1]
    assert lines[at + 2].startswith("%v = add i16 %csa.cx")
    assert parse_module(ordered, "o.ll").inserted == {}  # reads back as it is


def test_names_in_use_are_not_reused() -> None:
    text = OPERAND.replace("%v = add", "%csa.cx0 = add").replace("ret i16 %v", "ret i16 %csa.cx0")
    module = parse_module(text, "t.ll")
    names = [i.name for i in module.function("f").instructions() if i.name]
    assert len(names) == len(set(names))


def test_an_unknown_constant_expression_is_still_one_error() -> None:
    text = OPERAND.replace("zext (i1 icmp ne", "zext (i1 bogus ne")
    with pytest.raises(CsaError) as err:
        parse_module(text, "t.ll")
    assert err.value.line == 5


def test_a_removed_expression_inside_a_vector_constant_is_llvms_error() -> None:
    # its elements are no operands: not rewritten, so LLVM's own message names it (before:
    # "invalid use of function-local name": an inserted name inside a constant)
    text = OPERAND.replace("%v = add i16 zext", "store <2 x i16> <i16 zext").replace(
        "to i16), 1", "to i16), i16 1>, ptr @h\n  %v = add i16 1, 1")
    with pytest.raises(CsaError) as err:
        parse_module(text, "t.ll")
    assert err.value.line == 5
    assert "zext constexprs are no longer supported" in str(err.value)
