"""Vector getelementptr (`<N x ptr>` results), as the loop vectoriser emits for gathers,
scatters and interleaved accesses: the scalar address computation, lane by lane.

Any operand may be a vector (a tuple of lanes) or a scalar, which applies to every
lane (LangRef: "the scalar operands are splat"). Struct indices are constants.
"""

from __future__ import annotations

from collections.abc import Callable

from csarules.sim.layout import Ty
from csarules.sim.values import to_signed

_MASK = 0xFFFFFFFFFFFFFFFF
Getter = Callable[[object], object]


def _lane(x: object, i: int) -> object:
    return x[i] if isinstance(x, tuple) else x


def vector_gep(lanes: int, base: Getter, indices: list[tuple[Getter, int, int]],
               const_off: int) -> Callable[[object], tuple[int, ...]]:
    """ev(frame) -> <lanes x ptr>: base + const_off + sum(index * stride), per lane.

    `indices`: (getter, index bit width, stride in bytes) of each non-constant index."""

    def gep(v: object) -> tuple[int, ...]:
        b = base(v)
        vals = [(g(v), bits, stride) for g, bits, stride in indices]
        out = []
        for i in range(lanes):
            a = _lane(b, i) + const_off  # type: ignore[operator]
            for x, bits, stride in vals:
                a += to_signed(_lane(x, i), bits) * stride  # type: ignore[arg-type]
            out.append(a & _MASK)
        return tuple(out)

    return gep


def scalar_index(value: object) -> int:
    """A struct index given as a scalar or a splat vector constant."""
    return int(value[0] if isinstance(value, tuple) else value)  # type: ignore[arg-type, index]


def lanes_of(ty: Ty) -> int:
    return ty.count if ty.kind == "vector" else 0
