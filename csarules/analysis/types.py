"""LLVM type strings -> sizes and GEP offsets.

The module's `target datalayout` decides pointer size and the ABI alignment of the
integer and float types it names; an integer width it does not name takes LLVM's rule
(the alignment of the next larger named width, or of the largest one: `i128` is 8-byte
aligned in clang-17 and older, whose x86-64 datalayout stops at `i64:64`, and 16 in
clang-18 and newer, which add `i128:128`). A module without one follows the x86-64
natural rules (`i64:64-i128:128-f80:128`): every scalar aligned to its own size,
x86_fp80 in 16 bytes. Structs pad each field to its alignment and the whole to the
largest field alignment (packed `<{...}>` structs do not pad).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_SCALARS = {
    "i1": (1, 1), "i8": (1, 1), "i16": (2, 2), "i32": (4, 4), "i64": (8, 8),
    "i128": (16, 16), "ptr": (8, 8), "half": (2, 2), "bfloat": (2, 2), "float": (4, 4),
    "double": (8, 8), "x86_fp80": (16, 16), "fp128": (16, 16), "ppc_fp128": (16, 16),
}
_FLOAT_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64, "x86_fp80": 80,
               "fp128": 128, "ppc_fp128": 128}
_DATALAYOUT = re.compile(r'^target datalayout = "([^"]*)"', re.M)
_TYPE_DEF = re.compile(r"^(%[-a-zA-Z$._0-9]+|%\"[^\"]*\") = type (.*)$")


def module_int_aligns(module_text: str) -> dict[int, int] | None:
    """int_abi_aligns of the module's datalayout, or None when it has none."""
    m = _DATALAYOUT.search(module_text)
    return int_abi_aligns(m.group(1)) if m else None


def int_abi_aligns(datalayout: str) -> dict[int, int]:
    """Integer width -> ABI alignment in bytes: LLVM's defaults (`i1:8-i8:8-i16:16-i32:32-
    i64:32`) with the datalayout's `iN:abi` entries over them."""
    aligns = {1: 1, 8: 1, 16: 2, 32: 4, 64: 4}
    for item in datalayout.split("-"):
        m = re.fullmatch(r"i(\d+):(\d+)(?::\d+)?", item)
        if m:
            aligns[int(m.group(1))] = max(int(m.group(2)) // 8, 1)
    return aligns


def int_align(bits: int, aligns: dict[int, int]) -> int:
    """LLVM's ABI alignment of iN: its own entry, else the next larger width's, else the
    largest width's."""
    if bits in aligns:
        return aligns[bits]
    larger = [w for w in aligns if w > bits]
    return aligns[min(larger)] if larger else aligns[max(aligns)]


class TypeError_(Exception):
    """A type the layout rules cannot size (scalable vectors, opaque structs)."""


@dataclass(frozen=True)
class Ty:
    kind: str  # scalar, array, vector, struct, void, label, token, metadata
    name: str = ""
    elems: tuple[Ty, ...] = ()
    count: int = 0
    packed: bool = False


class TypeTable:
    """Parses type strings of one module and answers size/offset questions."""

    def __init__(self, module_canonical: str) -> None:
        self._named_text: dict[str, str] = {}
        for line in module_canonical.splitlines():
            m = _TYPE_DEF.match(line)
            if m:
                self._named_text[m.group(1)] = m.group(2).strip()
        self._named: dict[str, Ty] = {}
        self._cache: dict[str, Ty] = {}
        self._scalars = dict(_SCALARS)
        # integers by the datalayout's rule when there is one (None: the natural rules)
        self._int_aligns: dict[int, int] | None = None
        m = _DATALAYOUT.search(module_canonical)
        if m:
            self._apply_datalayout(m.group(1))
            self._int_aligns = int_abi_aligns(m.group(1))

    def _apply_datalayout(self, spec: str) -> None:
        for item in spec.split("-"):
            parts = item.split(":")
            head = parts[0]
            nums = [int(x) for x in parts[1:] if x.isdigit()]
            if head in ("p", "p0") and len(nums) >= 2:
                self._scalars["ptr"] = (nums[0] // 8, max(nums[1] // 8, 1))
            elif re.fullmatch(r"f\d+", head) and nums:
                bits = int(head[1:])
                for name, fbits in _FLOAT_BITS.items():
                    if fbits == bits and name != "bfloat":
                        store = (bits + 7) // 8
                        align = max(nums[0] // 8, 1)
                        self._scalars[name] = ((store + align - 1) // align * align, align)

    # ------------------------------------------------------------ parsing
    def parse(self, text: str) -> Ty:
        text = text.strip()
        if text not in self._cache:
            ty, rest = self._parse(text)
            if rest.strip():
                raise TypeError_(f"cannot parse type '{text}'")
            self._cache[text] = ty
        return self._cache[text]

    def parse_prefix(self, text: str) -> tuple[Ty, str]:
        """Parse a type at the start of `text`; return it and the remaining text."""
        return self._parse(text.strip())

    def _parse(self, s: str) -> tuple[Ty, str]:
        s = s.lstrip()
        if s.startswith("<{"):
            elems, rest = self._parse_list(s[2:], "}>")
            return Ty("struct", elems=elems, packed=True), rest
        if s.startswith("{"):
            elems, rest = self._parse_list(s[1:], "}")
            return Ty("struct", elems=elems), rest
        if s.startswith("[") or s.startswith("<"):
            close = "]" if s[0] == "[" else ">"
            m = re.match(r"[\[<]\s*(vscale\s+x\s+)?(\d+)\s+x\s+", s)
            if not m:
                raise TypeError_(f"cannot parse type '{s}'")
            if m.group(1):
                raise TypeError_("scalable vector types have no fixed size")
            elem, rest = self._parse(s[m.end():])
            rest = rest.lstrip()
            if not rest.startswith(close):
                raise TypeError_(f"cannot parse type '{s}'")
            kind = "array" if close == "]" else "vector"
            return Ty(kind, elems=(elem,), count=int(m.group(2))), rest[1:]
        if s.startswith("%"):
            m = re.match(r"%(?:\"[^\"]*\"|[-a-zA-Z$._0-9]+)", s)
            if not m:
                raise TypeError_(f"cannot parse type '{s}'")
            return self._named_type(m.group(0)), s[m.end():]
        m = re.match(r"(i\d+|ptr(?:\s+addrspace\(\d+\))?|half|bfloat|float|double|x86_fp80|"
                     r"fp128|ppc_fp128|void|label|token|metadata)\b", s)
        if not m:
            raise TypeError_(f"cannot parse type '{s}'")
        word = m.group(1)
        if word.startswith("ptr"):
            word = "ptr"
        kind = word if word in ("void", "label", "token", "metadata") else "scalar"
        rest = s[m.end():]
        if rest.lstrip().startswith("("):
            raise TypeError_("function types have no size")
        return Ty(kind, name=word), rest

    def _parse_list(self, s: str, close: str) -> tuple[tuple[Ty, ...], str]:
        elems: list[Ty] = []
        s = s.lstrip()
        if s.startswith(close):
            return (), s[len(close):]
        while True:
            ty, s = self._parse(s)
            elems.append(ty)
            s = s.lstrip()
            if s.startswith(","):
                s = s[1:]
                continue
            if s.startswith(close):
                return tuple(elems), s[len(close):]
            raise TypeError_("cannot parse struct type")

    def _named_type(self, name: str) -> Ty:
        if name not in self._named:
            body = self._named_text.get(name)
            if body is None or body == "opaque":
                raise TypeError_(f"type {name} is opaque")
            self._named[name] = Ty("scalar", name="<recursive>")  # guards self-reference
            ty, _ = self._parse(body)
            self._named[name] = ty
        return self._named[name]

    # ------------------------------------------------------------ layout
    def size_align(self, ty: Ty) -> tuple[int, int]:
        if ty.kind == "scalar":
            m = re.fullmatch(r"i(\d+)", ty.name)
            if m and self._int_aligns is not None:
                align = int_align(int(m.group(1)), self._int_aligns)
                store = (int(m.group(1)) + 7) // 8
                return (store + align - 1) // align * align, align
            if ty.name in self._scalars:
                return self._scalars[ty.name]
            if m:
                bits = int(m.group(1))
                size = 1
                while size * 8 < bits:
                    size *= 2
                return size, min(size, 16)
            raise TypeError_(f"cannot size type {ty.name}")
        if ty.kind == "array":
            esize, ealign = self.size_align(ty.elems[0])
            return esize * ty.count, ealign
        if ty.kind == "vector":
            esize, _ = self.size_align(ty.elems[0])
            raw = esize * ty.count
            size = 1
            while size < raw:
                size *= 2
            return size, size
        if ty.kind == "struct":
            offsets, size, align = self._struct_layout(ty)
            return size, align
        raise TypeError_(f"cannot size type {ty.kind}")

    def store_size(self, ty: Ty) -> int:
        size, _ = self.size_align(ty)
        if ty.kind == "vector":
            esize, _ = self.size_align(ty.elems[0])
            return esize * ty.count
        return size

    def alloc_size(self, ty: Ty) -> int:
        return self.size_align(ty)[0]

    def _struct_layout(self, ty: Ty) -> tuple[list[int], int, int]:
        offsets: list[int] = []
        pos = 0
        max_align = 1
        for elem in ty.elems:
            size, align = self.size_align(elem)
            if ty.packed:
                align = 1
            pos = (pos + align - 1) // align * align
            offsets.append(pos)
            pos += size
            max_align = max(max_align, align)
        total = (pos + max_align - 1) // max_align * max_align
        return offsets, total, max_align

    def field_offset(self, ty: Ty, index: int) -> int:
        offsets, _, _ = self._struct_layout(ty)
        return offsets[index]
