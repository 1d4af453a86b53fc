"""Scalar semantics of arithmetic, comparison and cast instructions, built once per instruction.

Each builder returns a plain function on simulator values (see values.py); the
compiler lifts it element-wise over vectors.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from csarules.sim.layout import Ty
from csarules.sim.values import (
    decode,
    encode,
    float_from_bits,
    float_to_bits,
    round_float,
    to_signed,
)


class UndefinedBehaviour(Exception):
    """Division by zero and friends: the interpreter reports the instruction."""


Fn = Callable[..., object]


def int_binop(op: str, bits: int) -> Fn:
    m = (1 << bits) - 1
    if op == "add":
        return lambda a, b: (a + b) & m
    if op == "sub":
        return lambda a, b: (a - b) & m
    if op == "mul":
        return lambda a, b: (a * b) & m
    if op == "and":
        return lambda a, b: a & b
    if op == "or":
        return lambda a, b: a | b
    if op == "xor":
        return lambda a, b: a ^ b
    if op == "shl":
        return lambda a, b: (a << b) & m if b < bits else 0
    if op == "lshr":
        return lambda a, b: a >> b if b < bits else 0
    if op == "ashr":
        return lambda a, b: (to_signed(a, bits) >> min(b, bits - 1)) & m if b < bits else 0

    def udiv(a: int, b: int) -> int:
        if b == 0:
            raise UndefinedBehaviour("division by zero")
        return a // b

    def urem(a: int, b: int) -> int:
        if b == 0:
            raise UndefinedBehaviour("division by zero")
        return a % b

    def sdiv(a: int, b: int) -> int:
        x, y = to_signed(a, bits), to_signed(b, bits)
        if y == 0:
            raise UndefinedBehaviour("division by zero")
        q = abs(x) // abs(y)
        return (q if (x < 0) == (y < 0) else -q) & m

    def srem(a: int, b: int) -> int:
        x, y = to_signed(a, bits), to_signed(b, bits)
        if y == 0:
            raise UndefinedBehaviour("division by zero")
        r = abs(x) % abs(y)
        return (-r if x < 0 else r) & m

    table = {"udiv": udiv, "urem": urem, "sdiv": sdiv, "srem": srem}
    if op in table:
        return table[op]
    raise KeyError(op)


def _fdiv(a: float, b: float) -> float:
    try:
        return a / b
    except ZeroDivisionError:
        if a == 0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)


def _frem(a: float, b: float) -> float:
    try:
        return math.fmod(a, b)
    except ValueError:
        return math.nan


def float_binop(op: str, bits: int) -> Fn:
    base: dict[str, Fn] = {
        "fadd": lambda a, b: a + b,
        "fsub": lambda a, b: a - b,
        "fmul": lambda a, b: a * b,
        "fdiv": _fdiv,
        "frem": _frem,
    }
    f = base[op]
    if bits == 64:
        return f
    return lambda a, b: round_float(f(a, b), bits)


def icmp(pred: str, bits: int) -> Fn:
    if pred in ("eq", "ne", "ugt", "uge", "ult", "ule"):
        return {
            "eq": lambda a, b: int(a == b),
            "ne": lambda a, b: int(a != b),
            "ugt": lambda a, b: int(a > b),
            "uge": lambda a, b: int(a >= b),
            "ult": lambda a, b: int(a < b),
            "ule": lambda a, b: int(a <= b),
        }[pred]
    s = to_signed
    return {
        "sgt": lambda a, b: int(s(a, bits) > s(b, bits)),
        "sge": lambda a, b: int(s(a, bits) >= s(b, bits)),
        "slt": lambda a, b: int(s(a, bits) < s(b, bits)),
        "sle": lambda a, b: int(s(a, bits) <= s(b, bits)),
    }[pred]


def fcmp(pred: str) -> Fn:
    def uno(a: float, b: float) -> bool:
        return math.isnan(a) or math.isnan(b)

    ordered: dict[str, Fn] = {
        "eq": lambda a, b: a == b,
        "gt": lambda a, b: a > b,
        "ge": lambda a, b: a >= b,
        "lt": lambda a, b: a < b,
        "le": lambda a, b: a <= b,
        "ne": lambda a, b: a != b,
    }
    if pred == "true":
        return lambda a, b: 1
    if pred == "false":
        return lambda a, b: 0
    if pred == "ord":
        return lambda a, b: int(not uno(a, b))
    if pred == "uno":
        return lambda a, b: int(uno(a, b))
    f = ordered[pred[1:]]
    if pred[0] == "o":
        return lambda a, b: int(not uno(a, b) and f(a, b))
    return lambda a, b: int(uno(a, b) or f(a, b))


def _fp_to_int(x: float, bits: int, signed: bool) -> int:
    if math.isnan(x) or math.isinf(x):
        return 0  # poison in LLVM; any value will do
    v = int(x)  # truncates toward zero
    if signed:
        return v & ((1 << bits) - 1)
    return v & ((1 << bits) - 1) if v >= 0 else 0


def cast(op: str, src: Ty, dst: Ty) -> Fn:
    if op in ("trunc", "zext", "ptrtoint", "inttoptr", "addrspacecast"):
        bits = dst.bits if dst.kind == "int" else 64
        m = (1 << bits) - 1
        if op == "zext":
            return lambda a: a
        return lambda a: a & m
    if op == "sext":
        sb = src.bits
        m = (1 << dst.bits) - 1
        return lambda a: to_signed(a, sb) & m
    if op == "fptosi":
        return lambda a: _fp_to_int(a, dst.bits, True)
    if op == "fptoui":
        return lambda a: _fp_to_int(a, dst.bits, False)
    if op == "sitofp":
        sb, db = src.bits, dst.bits
        return lambda a: round_float(float(to_signed(a, sb)), db)
    if op == "uitofp":
        db = dst.bits
        return lambda a: round_float(float(a), db)
    if op in ("fpext", "fptrunc"):
        db = dst.bits
        return lambda a: round_float(a, db)
    if op == "bitcast":
        return bitcast(src, dst)
    raise KeyError(op)


def bitcast(src: Ty, dst: Ty) -> Fn:
    if src.kind == dst.kind and src.kind in ("int", "ptr"):
        return lambda a: a
    if src.kind == "int" and dst.kind == "float":
        return lambda a: float_from_bits(dst.bits, a)
    if src.kind == "float" and dst.kind == "int":
        return lambda a: float_to_bits(src.bits, a)
    if src.name == dst.name:
        return lambda a: a
    return lambda a: decode(dst, encode(src, a))
