"""Random nestings of constant expressions LLVM 22 removed (zext, icmp, select, mul, shl,
sdiv, ...) and ones it still takes (trunc, add, sub, xor): the rewrite into instructions
always verifies and computes what the constant means, as an instruction operand and as a
phi operand (whose instructions go to the predecessor's terminator line).

What the constant means comes from a small evaluator here and, where LLVM 14 is installed
(it still folds every one of these), from LLVM 14 itself, which checks the evaluator."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from csarules.ir.reader import parse_module
from csarules.sim import simulate

WIDTHS = (1, 8, 16, 32)
# `&a[3] != &b`: no compiler folds it, as clang-14 left it in csmith programs; the
# simulator places globals apart, so it holds
OPAQUE = "icmp {pred} (i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), i8* @b)"
LLVM_AS_14 = shutil.which("llvm-as-14")
LLVM_DIS_14 = shutil.which("llvm-dis-14")


@dataclass(frozen=True)
class Expr:
    text: str  # the constant as an operand, without its type
    folded: str  # the same with the opaque comparisons replaced by their values (for LLVM 14)
    value: int  # unsigned, modulo 2**width
    width: int


def _signed(value: int, width: int) -> int:
    return value - (1 << width) if value >> (width - 1) & 1 else value


def _lit(value: int, width: int) -> Expr:
    text = ("true" if value else "false") if width == 1 else str(_signed(value, width))
    return Expr(text, text, value, width)


def _op(opcode: str, operands: list[Expr], value: int, width: int, suffix: str = "") -> Expr:
    def join(attr: str) -> str:
        return ", ".join(f"i{e.width} {getattr(e, attr)}" for e in operands)
    return Expr(f"{opcode} ({join('text')}{suffix})", f"{opcode} ({join('folded')}{suffix})",
                value % (1 << width), width)


def _sdiv(x: int, y: int) -> int:
    return abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1)  # towards zero


# (unsigned x, unsigned y, width) -> the result before wrapping
_BINARY = {
    "add": lambda x, y, w: x + y, "sub": lambda x, y, w: x - y, "xor": lambda x, y, w: x ^ y,
    "mul": lambda x, y, w: x * y, "and": lambda x, y, w: x & y, "or": lambda x, y, w: x | y,
    "shl": lambda x, y, w: x << y, "lshr": lambda x, y, w: x >> y,
    "ashr": lambda x, y, w: _signed(x, w) >> y,
    "udiv": lambda x, y, w: x // y, "urem": lambda x, y, w: x % y,
    "sdiv": lambda x, y, w: _sdiv(_signed(x, w), _signed(y, w)),
    "srem": lambda x, y, w: _signed(x, w) - _sdiv(_signed(x, w), _signed(y, w)) * _signed(y, w),
}


_PREDICATES = {
    "eq": lambda x, y, w: x == y, "ne": lambda x, y, w: x != y,
    "ult": lambda x, y, w: x < y, "ule": lambda x, y, w: x <= y,
    "slt": lambda x, y, w: _signed(x, w) < _signed(y, w),
    "sge": lambda x, y, w: _signed(x, w) >= _signed(y, w),
}


@st.composite
def expressions(draw: st.DrawFn, width: int, depth: int) -> Expr:
    kinds = ["literal"] + (["opaque"] if width == 1 else [])
    if depth > 0:
        kinds += ["icmp"] if width == 1 else ["zext", "sext", "binary", "shift", "division"]
        kinds += ["select", "trunc"] if width < 32 else ["select"]
    kind = draw(st.sampled_from(kinds))
    sub = depth - 1
    if kind == "literal":
        return _lit(draw(st.integers(0, (1 << width) - 1)), width)
    if kind == "opaque":
        pred = draw(st.sampled_from(["ne", "eq"]))
        value = int(pred == "ne")
        return Expr(OPAQUE.format(pred=pred), _lit(value, 1).text, value, 1)
    if kind in ("zext", "sext", "trunc"):
        sources = [w for w in WIDTHS if (w > width if kind == "trunc" else w < width)]
        inner = draw(expressions(draw(st.sampled_from(sources)), sub))
        value = _signed(inner.value, inner.width) if kind == "sext" else inner.value
        return _op(kind, [inner], value, width, f" to i{width}")
    if kind == "icmp":
        pred = draw(st.sampled_from(sorted(_PREDICATES)))
        operand = draw(st.sampled_from(WIDTHS))
        x, y = draw(expressions(operand, sub)), draw(expressions(operand, sub))
        return _op(f"icmp {pred}", [x, y], int(_PREDICATES[pred](x.value, y.value, operand)), 1)
    if kind == "select":
        cond = draw(expressions(1, sub))
        x, y = draw(expressions(width, sub)), draw(expressions(width, sub))
        return _op("select", [cond, x, y], x.value if cond.value else y.value, width)
    x = draw(expressions(width, sub))
    if kind == "binary":  # add, sub, xor: LLVM 22 still takes them; the rest it removed
        opcode = draw(st.sampled_from(["add", "sub", "xor", "mul", "and", "or"]))
        y = draw(expressions(width, sub))
    elif kind == "shift":  # an amount under the width, else poison
        opcode = draw(st.sampled_from(["shl", "lshr", "ashr"]))
        y = _lit(draw(st.integers(0, width - 1)), width)
    else:  # a divisor neither 0 nor -1, else undefined
        opcode = draw(st.sampled_from(["udiv", "sdiv", "urem", "srem"]))
        y = _lit(draw(st.integers(1, (1 << width) - 2)), width)
    return _op(opcode, [x, y], _BINARY[opcode](x.value, y.value, width), width)


def _module(expr: Expr) -> str:
    ty = f"i{expr.width}"
    return f"""@a = global [5 x i8] zeroinitializer
@b = global i8 0

define {ty} @f(i1 %c) {{
entry:
  br i1 %c, label %use, label %join
use:
  %v = xor {ty} {expr.text}, {_lit(0, expr.width).text}
  br label %join
join:
  %p = phi {ty} [ {expr.text}, %entry ], [ %v, %use ]
  ret {ty} %p
}}
"""


def _llvm14_value(expr: Expr) -> int:
    """The constant as LLVM 14 folds it (its parser folds constant expressions)."""
    ty = f"i{expr.width}"
    text = f"define {ty} @f() {{\n  ret {ty} {expr.folded}\n}}\n"
    bitcode = subprocess.run([LLVM_AS_14, "-o", "-"], input=text.encode(), capture_output=True,
                             check=True).stdout
    out = subprocess.run([LLVM_DIS_14, "-o", "-"], input=bitcode, capture_output=True,
                         check=True).stdout.decode()
    m = re.search(rf"ret {ty} (true|false|-?\d+)\n", out)
    assert m, out
    word = m.group(1)
    return {"true": 1, "false": 0}[word] if word[0].isalpha() else int(word) % (1 << expr.width)


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(WIDTHS).flatmap(lambda w: expressions(w, 4)))
def test_rewritten_constant_computes_the_constant(expr: Expr) -> None:
    if LLVM_AS_14 and LLVM_DIS_14:
        assert _llvm14_value(expr) == expr.value, expr.folded
    module = parse_module(_module(expr), "t.ll")  # verifies, or raises
    for branch in ("1", "0"):  # through the instruction; as the phi's operand from entry
        got = simulate(module, "f", [branch]).return_value
        assert isinstance(got, int)
        assert got % (1 << expr.width) == expr.value, (branch, expr.text)
