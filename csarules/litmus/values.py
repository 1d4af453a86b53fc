"""Values of a litmus test as Datalog numbers.

Integers are themselves. A vector constant (the b128 intrinsics move <4 x i32>) gets a code
of its own: nothing computes with vectors, the rules only carry them from writes to reads,
and a location holds only vectors or only integers, so codes never meet integers.
"""

from __future__ import annotations

import re

from csarules.ir.text import split_top

_INT = re.compile(r"-?\d+")
_ELEMENT = re.compile(r"i\d+\s+(-?\d+)")


class ValueCodec:
    def __init__(self) -> None:
        self._codes: dict[tuple[int, ...], int] = {}
        self._vectors: dict[int, tuple[int, ...]] = {}

    def vector(self, elements: tuple[int, ...]) -> int:
        code = self._codes.get(elements)
        if code is None:
            code = len(self._codes)
            self._codes[elements] = code
            self._vectors[code] = elements
        return code

    def show(self, value: int | None, vector: bool) -> str:
        if value is None:
            return "undef"
        if vector:
            return "<" + ", ".join(str(v) for v in self._vectors[value]) + ">"
        return str(value)


def parse_scalar(text: str) -> int | None:
    text = text.strip()
    return int(text) if _INT.fullmatch(text) else None


def parse_vector_constant(text: str, width: int) -> tuple[int, ...] | None:
    """'<i32 1, i32 0, ...>', 'splat (i32 1)' or 'zeroinitializer', of `width` elements."""
    text = text.strip()
    if text == "zeroinitializer":
        return (0,) * width
    splat = re.fullmatch(r"splat \(i\d+ (-?\d+)\)", text)
    if splat:
        return (int(splat.group(1)),) * width
    if not (text.startswith("<") and text.endswith(">")):
        return None
    elements = []
    for item in split_top(text[1:-1]):
        m = _ELEMENT.fullmatch(item.strip())
        if not m:
            return None
        elements.append(int(m.group(1)))
    return tuple(elements)


def vector_width(type_text: str) -> int | None:
    m = re.fullmatch(r"<(\d+) x i\d+>", type_text.strip())
    return int(m.group(1)) if m else None
