"""Read constant text (operands and global initialisers) into simulator values.

Handles integers, floats (decimal and LLVM's hex forms), null/undef/poison,
zeroinitializer, arrays, c"..." strings, structs, vectors, splat, global and
function addresses, and the constant expressions clang emits (getelementptr,
casts, simple integer arithmetic).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from csarules.ir.strings import string_bytes
from csarules.sim.layout import Ty, TypeError_, TypeTable
from csarules.sim.values import float_from_bits, round_float, to_signed, zero_of


class ConstantError(Exception):
    pass


_NUM = re.compile(r"-?(?:\d+\.\d*(?:[eE][-+]?\d+)?|\d+(?:[eE][-+]?\d+)?)")
_HEX = re.compile(r"0x([KLMHR]?)([0-9A-Fa-f]+)")
_SYM = re.compile(r'@(?:[-a-zA-Z$._0-9]+|"[^"]*")')
_WORD = re.compile(r"[a-z_][a-z_0-9]*")
_LABEL = re.compile(r'%([-a-zA-Z$._0-9]+|"[^"]*")')
_BLOCKADDRESS = re.compile(rf"blockaddress\(({_SYM.pattern}), {_LABEL.pattern}\)")
_GEP_FLAGS = re.compile(r"(?:inbounds|nuw|nusw|inrange\([^)]*\))\s+")


def gep_offset(ty: Ty, indices: list[int]) -> int:
    """Byte offset of getelementptr `ty`, idx0, idx1, ... (indices as signed ints)."""
    off = indices[0] * ty.size
    cur = ty
    for idx in indices[1:]:
        if cur.kind in ("array", "vector"):
            assert cur.elem is not None
            cur = cur.elem
            off += idx * cur.size
        elif cur.kind == "struct":
            off += cur.field_offsets()[idx]
            cur = cur.fields[idx]
        else:
            raise TypeError_(f"cannot index into type '{cur.name}'")
    return off


def blockaddress_targets(text: str) -> set[tuple[str, str]]:
    """('@function', block label without '%') of every `blockaddress` in `text`."""
    return {(f, label.strip('"')) for f, label in _BLOCKADDRESS.findall(text)}


class ConstantReader:
    def __init__(self, types: TypeTable, symbol: Callable[[str], int],
                 block_address: Callable[[str, str], int]) -> None:
        self.types = types
        self.symbol = symbol  # '@name' -> address
        # ('@function', block label without '%') -> the address `blockaddress` gives it
        self.block_address = block_address

    def value(self, ty: Ty, text: str) -> object:
        try:
            v, pos = self._value(ty, text, 0)
        except (IndexError, ValueError, KeyError) as exc:
            raise ConstantError(f"cannot read constant '{text}': {exc}") from None
        if text[pos:].strip():
            raise ConstantError(f"cannot read constant '{text}'")
        return v

    # -- parsing helpers ---------------------------------------------------------
    @staticmethod
    def _skip(text: str, pos: int) -> int:
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        return pos

    def _expect(self, text: str, pos: int, token: str) -> int:
        pos = self._skip(text, pos)
        if not text.startswith(token, pos):
            raise ConstantError(f"expected '{token}' in constant '{text}' at '{text[pos:]}'")
        return pos + len(token)

    def _typed(self, text: str, pos: int) -> tuple[Ty, object, int]:
        ty, pos = self.types.parse_prefix(text, self._skip(text, pos))
        # parameter attributes are not expected in constants; values follow the type
        v, pos = self._value(ty, text, pos)
        return ty, v, pos

    def _list(self, text: str, pos: int, close: str) -> tuple[list[tuple[Ty, object]], int]:
        items: list[tuple[Ty, object]] = []
        pos = self._skip(text, pos)
        if text.startswith(close, pos):
            return items, pos + len(close)
        while True:
            ty, v, pos = self._typed(text, pos)
            items.append((ty, v))
            pos = self._skip(text, pos)
            if text.startswith(",", pos):
                pos += 1
                continue
            return items, self._expect(text, pos, close)

    def _value(self, ty: Ty, text: str, pos: int) -> tuple[object, int]:
        pos = self._skip(text, pos)
        ch = text[pos]
        if ch == "[":
            items, pos = self._list(text, pos + 1, "]")
            return tuple(v for _, v in items), pos
        if text.startswith("<{", pos):
            items, pos = self._list(text, pos + 2, "}>")
            return tuple(v for _, v in items), pos
        if ch == "<":
            items, pos = self._list(text, pos + 1, ">")
            return tuple(v for _, v in items), pos
        if ch == "{":
            items, pos = self._list(text, pos + 1, "}")
            return tuple(v for _, v in items), pos
        if text.startswith('c"', pos):
            end = text.index('"', pos + 2)
            return tuple(string_bytes(text[pos + 2 : end])), end + 1
        if ch == "@":
            m = _SYM.match(text, pos)
            if not m:
                raise ConstantError(f"cannot read symbol in '{text}'")
            return self.symbol(m.group(0)), m.end()
        m = _HEX.match(text, pos)
        if m:
            return self._hex(ty, m.group(1), m.group(2)), m.end()
        m = _NUM.match(text, pos)
        if m:
            return self._number(ty, m.group(0)), m.end()
        m = _WORD.match(text, pos)
        if not m:
            raise ConstantError(f"cannot read constant at '{text[pos:]}'")
        word = m.group(0)
        pos = m.end()
        if word == "true":
            return 1, pos
        if word == "false":
            return 0, pos
        if word in ("null", "undef", "poison", "zeroinitializer", "none"):
            return zero_of(ty), pos
        if word == "splat":
            pos = self._expect(text, pos, "(")
            _, v, pos = self._typed(text, pos)
            pos = self._expect(text, pos, ")")
            return tuple(v for _ in range(ty.count)), pos
        if word == "getelementptr":
            return self._gep(text, pos)
        if word == "blockaddress":
            pos = self._expect(text, pos, "(")
            m = _SYM.match(text, self._skip(text, pos))
            if not m:
                raise ConstantError(f"cannot read blockaddress in '{text}'")
            pos = self._expect(text, m.end(), ",")
            label = _LABEL.match(text, self._skip(text, pos))
            if not label:
                raise ConstantError(f"cannot read blockaddress in '{text}'")
            pos = self._expect(text, label.end(), ")")
            return self.block_address(m.group(0), label.group(1).strip('"')), pos
        if word in _CASTS:
            pos = self._expect(text, pos, "(")
            src_ty, v, pos = self._typed(text, pos)
            pos = self._expect(text, pos, "to")
            dst_ty, pos = self.types.parse_prefix(text, self._skip(text, pos))
            pos = self._expect(text, pos, ")")
            return _const_cast(word, src_ty, dst_ty, v), pos
        if word in _BINOPS:
            pos = self._skip(text, pos)
            while True:  # flags such as 'nsw'/'nuw'
                fm = _WORD.match(text, pos)
                if fm and fm.group(0) in ("nsw", "nuw", "exact", "disjoint"):
                    pos = self._skip(text, fm.end())
                else:
                    break
            pos = self._expect(text, pos, "(")
            aty, a, pos = self._typed(text, pos)
            pos = self._expect(text, pos, ",")
            _, b, pos = self._typed(text, pos)
            pos = self._expect(text, pos, ")")
            mask = (1 << aty.bits) - 1
            return _BINOPS[word](int(a), int(b)) & mask, pos  # type: ignore[call-overload]
        raise ConstantError(f"unsupported constant '{word}'")

    def _gep(self, text: str, pos: int) -> tuple[object, int]:
        pos = self._skip(text, pos)
        while True:
            m = _GEP_FLAGS.match(text, pos)
            if not m:
                break
            pos = m.end()
        pos = self._expect(text, pos, "(")
        src, pos = self.types.parse_prefix(text, self._skip(text, pos))
        pos = self._expect(text, pos, ",")
        _, base, pos = self._typed(text, pos)
        indices: list[int] = []
        while True:
            pos = self._skip(text, pos)
            if text.startswith(")", pos):
                pos += 1
                break
            pos = self._expect(text, pos, ",")
            pos = self._skip(text, pos)
            if text.startswith("inrange", pos):
                pos = text.index(")", pos) + 1
            ity, iv, pos = self._typed(text, pos)
            indices.append(to_signed(int(iv), ity.bits))  # type: ignore[call-overload]
        if not indices:
            return base, pos
        return (int(base) + gep_offset(src, indices)) & 0xFFFFFFFFFFFFFFFF, pos  # type: ignore[call-overload]

    @staticmethod
    def _number(ty: Ty, s: str) -> object:
        if ty.kind == "float":
            return round_float(float(s), ty.bits)
        if ty.kind in ("int", "ptr"):
            bits = ty.bits if ty.kind == "int" else 64
            return int(s) & ((1 << bits) - 1)
        raise ConstantError(f"number '{s}' for type '{ty.name}'")

    @staticmethod
    def _hex(ty: Ty, prefix: str, digits: str) -> object:
        raw = int(digits, 16)
        if ty.kind == "int":
            return raw & ((1 << ty.bits) - 1)
        if prefix == "":
            # LLVM prints float and double constants as the 64-bit double pattern
            return round_float(float_from_bits(64, raw), ty.bits)
        if prefix == "H":
            return float_from_bits(16, raw)
        raise ConstantError(f"unsupported float constant 0x{prefix}{digits}")


def _const_cast(op: str, src: Ty, dst: Ty, v: object) -> object:
    if op in ("ptrtoint", "inttoptr", "bitcast", "addrspacecast", "trunc", "zext"):
        if dst.kind in ("int", "ptr"):
            bits = dst.bits if dst.kind == "int" else 64
            return int(v) & ((1 << bits) - 1)  # type: ignore[call-overload]
        return v
    if op == "sext":
        return to_signed(int(v), src.bits) & ((1 << dst.bits) - 1)  # type: ignore[call-overload]
    raise ConstantError(f"unsupported constant cast '{op}'")


_CASTS = {"ptrtoint", "inttoptr", "bitcast", "addrspacecast", "trunc", "zext", "sext"}
_BINOPS: dict[str, Callable[[int, int], int]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "xor": lambda a, b: a ^ b,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "shl": lambda a, b: a << b,
}
