"""GEP decoding: source element type, indices, and the byte offset they add.

Instruction GEPs take their operands from the IR model; constant-expression GEPs
(`getelementptr inbounds ([4 x i32], ptr @c, i64 0, i64 2)`) are parsed from
their text with `parse_const`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Generic, TypeVar

from csarules.analysis.types import Ty, TypeError_, TypeTable
from csarules.ir.text import split_top

T = TypeVar("T")

_GEP_FLAGS = re.compile(r"^(?:\s*(?:inbounds|nuw|nusw|inrange\([^)]*\)))*\s*")


@dataclass(frozen=True)
class ConstExpr:
    """A parsed constant: kind global/null/int/gep/cast/other."""

    kind: str
    text: str
    value: int | None = None
    src_type: str = ""
    parts: tuple[ConstExpr, ...] = ()  # gep: base, indices...; cast: operand


@dataclass
class GepLayout(Generic[T]):
    const: int  # constant byte offset
    scaled: list[tuple[int, T]]  # (bytes per unit, variable index)


def gep_source_type(canonical: str) -> str:
    """'%5 = getelementptr inbounds %struct.S, ptr %0, i64 %4' -> '%struct.S'."""
    body = canonical.split("getelementptr", 1)[1]
    body = _GEP_FLAGS.sub("", body, count=1)
    return split_top(body)[0]


def layout(types: TypeTable, src_type: str, indices: list[int | T]) -> GepLayout[T]:
    """Byte offset of a GEP: the first index steps over whole source elements."""
    ty: Ty = types.parse(src_type)
    const = 0
    scaled: list[tuple[int, T]] = []

    def step(size: int, idx: int | T) -> None:
        nonlocal const
        if isinstance(idx, int):
            const += size * idx
        else:
            scaled.append((size, idx))

    if not indices:
        return GepLayout(0, [])
    step(types.alloc_size(ty), indices[0])
    for idx in indices[1:]:
        if ty.kind == "struct":
            if not isinstance(idx, int):
                raise TypeError_("struct GEP index is not a constant")
            const += types.field_offset(ty, idx)
            ty = ty.elems[idx]
        elif ty.kind in ("array", "vector"):
            ty = ty.elems[0]
            step(types.alloc_size(ty), idx)
        else:
            raise TypeError_("GEP indexes into a scalar type")
    return GepLayout(const, scaled)


_CAST_OPS = ("bitcast", "addrspacecast", "inttoptr", "ptrtoint")


def parse_const(text: str) -> ConstExpr:
    """Parse the value part of a constant operand (no leading type)."""
    t = text.strip()
    if t.startswith("@"):
        return ConstExpr("global", t)
    if t in ("null", "undef", "poison", "zeroinitializer"):
        return ConstExpr("null" if t == "null" else "other", t)
    if re.fullmatch(r"-?\d+", t):
        return ConstExpr("int", t, value=int(t))
    if t in ("true", "false"):
        return ConstExpr("int", t, value=1 if t == "true" else 0)
    if t.startswith("getelementptr"):
        body = _GEP_FLAGS.sub("", t[len("getelementptr"):], count=1).strip()
        if body.startswith("(") and body.endswith(")"):
            items = split_top(body[1:-1])
            if len(items) >= 2:
                parts = tuple(parse_typed(item) for item in items[1:])
                return ConstExpr("gep", t, src_type=items[0], parts=parts)
    for op in _CAST_OPS:
        if t.startswith(op + " (") and t.endswith(")"):
            inner = t[len(op) + 2 : -1]
            pieces = inner.rsplit(" to ", 1)
            return ConstExpr("cast", t, src_type=op, parts=(parse_typed(pieces[0]),))
    return ConstExpr("other", t)


def parse_typed(item: str) -> ConstExpr:
    """'ptr @g' / 'i64 2' / 'ptr getelementptr (...)' -> the value's ConstExpr."""
    item = item.strip()
    # The type ends at the first top-level space (types contain no top-level spaces
    # except inside brackets, which split_top keeps together).
    pieces = split_top(item, " ")
    if len(pieces) < 2:
        return ConstExpr("other", item)
    # 'ptr addrspace(1) @g'
    start = 2 if len(pieces) > 2 and pieces[1].startswith("addrspace(") else 1
    return parse_const(" ".join(pieces[start:]))
