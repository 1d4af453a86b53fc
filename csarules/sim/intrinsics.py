"""Pure LLVM intrinsics (no memory effect): math, min/max, bit counting, vector reductions."""

from __future__ import annotations

import math
from collections.abc import Callable

from csarules.sim.layout import Ty
from csarules.sim.values import round_float, to_signed

Fn = Callable[..., object]


def _family(name: str) -> str:
    """'llvm.smax.i32' -> 'smax'; 'llvm.vector.reduce.add.v4i32' -> 'vector.reduce.add'."""
    parts = name.split(".")[1:]
    out: list[str] = []
    for p in parts:
        if p in ("f32", "f64", "f16", "i1", "i8", "i16", "i32", "i64", "i128", "p0") or (
            p[:1] in ("v", "i", "f", "p") and any(c.isdigit() for c in p) and p != "f"
        ):
            break
        out.append(p)
    return ".".join(out)


def _fminmax(pick: Callable[[float, float], float]) -> Fn:
    def f(a: float, b: float) -> float:
        if math.isnan(a):
            return b
        if math.isnan(b):
            return a
        return pick(a, b)

    return f


def pure_intrinsic(name: str, ret: Ty, args: list[Ty]) -> Fn | None:
    """A function of the call's argument values, or None if `name` is not a known pure one."""
    fam = _family(name)
    scalar = ret.elem if ret.kind == "vector" and ret.elem is not None else ret
    bits = scalar.bits
    mask = (1 << bits) - 1 if scalar.kind == "int" else 0
    fb = bits if scalar.kind == "float" else 64
    s = to_signed

    elementwise: dict[str, Fn] = {
        "smax": lambda a, b: a if s(a, bits) >= s(b, bits) else b,
        "smin": lambda a, b: a if s(a, bits) <= s(b, bits) else b,
        "umax": max,
        "umin": min,
        "abs": lambda a, _poison=0: abs(s(a, bits)) & mask,
        "fabs": lambda a: abs(a),
        "sqrt": lambda a: round_float(math.sqrt(a) if a >= 0 else math.nan, fb),
        "fma": lambda a, b, c: round_float(a * b + c, fb),
        "fmuladd": lambda a, b, c: round_float(a * b + c, fb),
        "floor": lambda a: float(math.floor(a)) if math.isfinite(a) else a,
        "ceil": lambda a: float(math.ceil(a)) if math.isfinite(a) else a,
        "trunc": lambda a: float(math.trunc(a)) if math.isfinite(a) else a,
        "round": lambda a: float(math.copysign(math.floor(abs(a) + 0.5), a))
        if math.isfinite(a) else a,
        "rint": lambda a: float(round(a)) if math.isfinite(a) else a,
        "nearbyint": lambda a: float(round(a)) if math.isfinite(a) else a,
        "roundeven": lambda a: float(round(a)) if math.isfinite(a) else a,
        "copysign": lambda a, b: math.copysign(a, b),
        "minnum": _fminmax(min),
        "maxnum": _fminmax(max),
        "minimum": _fminmax(min),
        "maximum": _fminmax(max),
        "ctpop": lambda a: bin(a).count("1"),
        "ctlz": lambda a, _z=0: bits - a.bit_length(),
        "cttz": lambda a, _z=0: ((a & -a).bit_length() - 1) if a else bits,
        "bswap": lambda a: int.from_bytes(a.to_bytes(bits // 8, "little"), "big"),
        "bitreverse": lambda a: int(format(a, f"0{bits}b")[::-1], 2),
        "uadd.sat": lambda a, b: min(a + b, mask),
        "usub.sat": lambda a, b: max(a - b, 0),
        "sadd.sat": lambda a, b: max(min(s(a, bits) + s(b, bits), mask >> 1), -(mask >> 1) - 1)
        & mask,
        "ssub.sat": lambda a, b: max(min(s(a, bits) - s(b, bits), mask >> 1), -(mask >> 1) - 1)
        & mask,
        "fshl": lambda a, b, c: (((a << bits) | b) << (c % bits) >> bits) & mask,
        "fshr": lambda a, b, c: (((a << bits) | b) >> (c % bits)) & mask,
        "exp": lambda a: round_float(math.exp(a), fb),
        "log": lambda a: round_float(math.log(a) if a > 0 else -math.inf if a == 0 else math.nan,
                                     fb),
        "sin": lambda a: round_float(math.sin(a), fb),
        "cos": lambda a: round_float(math.cos(a), fb),
        "pow": lambda a, b: round_float(math.pow(a, b), fb),
    }
    if fam in elementwise:
        f = elementwise[fam]
        if ret.kind == "vector":
            return lambda *xs: tuple(
                f(*e) for e in zip(*(x if isinstance(x, tuple) else [x] * ret.count for x in xs),
                                   strict=True)
            )
        return f
    overflow = {"sadd": True, "ssub": True, "smul": True, "uadd": False, "usub": False,
                "umul": False}
    if fam.endswith(".with.overflow") and fam.split(".")[0] in overflow:
        kind = fam.split(".")[0]
        signed = overflow[kind]
        elem = ret.fields[0]
        b = elem.bits
        m = (1 << b) - 1

        def with_overflow(x: int, y: int) -> tuple[int, int]:
            if signed:
                x, y = s(x, b), s(y, b)
            r = {"add": x + y, "sub": x - y, "mul": x * y}[kind[1:]]
            wrapped = r & m
            back = s(wrapped, b) if signed else wrapped
            return wrapped, int(back != r)

        return with_overflow
    if fam.startswith("vector.reduce."):
        return _reduction(fam.removeprefix("vector.reduce."), ret)
    return None


def _reduction(op: str, ret: Ty) -> Fn | None:
    bits = ret.bits
    m = (1 << bits) - 1 if ret.kind == "int" else 0
    s = to_signed
    fb = bits if ret.kind == "float" else 64
    ints: dict[str, Fn] = {
        "add": lambda v: sum(v) & m,
        "mul": lambda v: math.prod(v) & m,
        "and": lambda v: _fold(lambda a, b: a & b, v),
        "or": lambda v: _fold(lambda a, b: a | b, v),
        "xor": lambda v: _fold(lambda a, b: a ^ b, v),
        "umax": max,
        "umin": min,
        "smax": lambda v: max(v, key=lambda x: s(x, bits)),
        "smin": lambda v: min(v, key=lambda x: s(x, bits)),
        "fmax": lambda v: max(v),
        "fmin": lambda v: min(v),
    }
    if op in ints:
        return ints[op]
    if op == "fadd":
        return lambda start, v: round_float(_fold(lambda a, b: round_float(a + b, fb), v, start),
                                            fb)
    if op == "fmul":
        return lambda start, v: round_float(_fold(lambda a, b: round_float(a * b, fb), v, start),
                                            fb)
    return None


def _fold(f: Callable[[object, object], object], v: tuple, start: object = None) -> object:
    acc = start
    for x in v:
        acc = x if acc is None else f(acc, x)
    return acc
