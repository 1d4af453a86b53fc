"""LLVM types as the simulator needs them: parsed once, with x86-64 sizes and alignments
(integers aligned as the module's datalayout says, as in csarules/analysis/types.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from csarules.analysis.types import int_align, module_int_aligns


class TypeError_(Exception):
    """A type the simulator cannot lay out (the caller turns it into a CsaError)."""


@dataclass(frozen=True)
class Ty:
    kind: str  # int, float, ptr, array, vector, struct, void, label, token, metadata
    bits: int = 0  # int width; float: 16/32/64
    count: int = 0  # array/vector length
    elem: Ty | None = None
    fields: tuple[Ty, ...] = ()
    packed: bool = False
    name: str = ""  # canonical spelling
    abi: int = 0  # int: the ABI alignment the module's datalayout gives (0: the natural one)

    @property
    def size(self) -> int:
        """Allocation size in bytes (what GEP strides by)."""
        return _size_align(self)[0]

    @property
    def store_size(self) -> int:
        if self.kind == "int":
            return (self.bits + 7) // 8
        if self.kind == "vector" and self.elem is not None:
            # what a load or store of the vector touches: its lanes, not the padding up
            # to its alignment (a <20 x float> store writes 80 bytes, not 128)
            if self.elem.kind == "int" and self.elem.bits == 1:
                return (self.count + 7) // 8
            return self.count * self.elem.store_size
        return self.size

    @property
    def align(self) -> int:
        return _size_align(self)[1]

    def field_offsets(self) -> list[int]:
        return _offsets(self)


@cache
def _size_align(t: Ty) -> tuple[int, int]:
    k = t.kind
    if k == "int":
        n = (t.bits + 7) // 8
        a = 1
        while a < n:
            a *= 2
        a = t.abi or min(a, 16)
        return (n + a - 1) // a * a, a
    if k == "float":
        n = {16: 2, 32: 4, 64: 8, 80: 16, 128: 16}[t.bits]
        return n, n
    if k == "ptr":
        return 8, 8
    if k == "array":
        assert t.elem is not None
        return t.count * t.elem.size, t.elem.align
    if k == "vector":
        assert t.elem is not None
        n = t.count * t.elem.store_size
        a = 1
        while a < n:
            a *= 2
        return a if n != a else n, a
    if k == "struct":
        offs = _offsets(t)
        if not t.fields:
            return 0, 1
        end = offs[-1] + t.fields[-1].size
        a = 1 if t.packed else max(f.align for f in t.fields)
        return (end + a - 1) // a * a, a
    raise TypeError_(f"type '{t.name}' has no size")


@cache
def _offsets_tuple(t: Ty) -> tuple[int, ...]:
    out = []
    pos = 0
    for f in t.fields:
        if not t.packed:
            a = f.align
            pos = (pos + a - 1) // a * a
        out.append(pos)
        pos += f.size
    return tuple(out)


def _offsets(t: Ty) -> list[int]:
    return list(_offsets_tuple(t))


_IDENT = re.compile(r'%(?:[-a-zA-Z$._0-9]+|"[^"]*")')


class TypeTable:
    """Parses type spellings, resolving named struct types of one module."""

    def __init__(self, canonical_module: str) -> None:
        self._named_text: dict[str, str] = {}
        for line in canonical_module.splitlines():
            m = re.match(r'^(%(?:[-a-zA-Z$._0-9]+|"[^"]*")) = type (.*)$', line)
            if m:
                self._named_text[m.group(1)] = m.group(2).strip()
        self._named: dict[str, Ty] = {}
        self._cache: dict[str, Ty] = {}
        # integer alignments of the module's datalayout (None: the natural ones), as the
        # analysis lays types out (csarules/analysis/types.py)
        self._int_aligns = module_int_aligns(canonical_module)

    def parse(self, text: str) -> Ty:
        text = text.strip()
        # llvmlite spells a named struct type by its whole definition
        named = re.match(r'^(%(?:[-a-zA-Z$._0-9]+|"[^"]*")) = type ', text)
        if named:
            text = named.group(1)
        hit = self._cache.get(text)
        if hit is not None:
            return hit
        ty, rest = self._parse(text, 0)
        if text[rest:].strip():
            raise TypeError_(f"cannot read type '{text}'")
        self._cache[text] = ty
        return ty

    def parse_prefix(self, text: str, pos: int = 0) -> tuple[Ty, int]:
        """Parse a type at `pos`; return it and the position after it."""
        return self._parse(text, pos)

    def _skip(self, text: str, pos: int) -> int:
        while pos < len(text) and text[pos] == " ":
            pos += 1
        return pos

    def _parse(self, text: str, pos: int) -> tuple[Ty, int]:
        pos = self._skip(text, pos)
        if text.startswith("[", pos):
            m = re.compile(r"\[\s*(\d+)\s+x\s+").match(text, pos)
            if not m:
                raise TypeError_(f"cannot read type at '{text[pos:]}'")
            elem, p = self._parse(text, m.end())
            p = self._skip(text, p)
            if not text.startswith("]", p):
                raise TypeError_(f"cannot read type '{text}'")
            ty = Ty("array", count=int(m.group(1)), elem=elem, name=text[pos : p + 1])
            return ty, p + 1
        if text.startswith("<{", pos):
            return self._struct(text, pos + 2, "}>", packed=True)
        if text.startswith("<", pos):
            m = re.compile(r"<\s*(vscale x\s+)?(\d+)\s+x\s+").match(text, pos)
            if not m or m.group(1):
                raise TypeError_(f"cannot read type at '{text[pos:]}'")
            elem, p = self._parse(text, m.end())
            p = self._skip(text, p)
            ty = Ty("vector", count=int(m.group(2)), elem=elem, name=text[pos : p + 1])
            return ty, p + 1
        if text.startswith("{", pos):
            return self._struct(text, pos + 1, "}", packed=False)
        if text.startswith("%", pos):
            m = _IDENT.match(text, pos)
            if not m:
                raise TypeError_(f"cannot read type at '{text[pos:]}'")
            return self._named_type(m.group(0)), m.end()
        m = re.compile(r"[a-z_0-9]+").match(text, pos)
        if not m:
            raise TypeError_(f"cannot read type at '{text[pos:]}'")
        word = m.group(0)
        end = m.end()
        if word == "ptr":
            # 'ptr addrspace(N)'
            am = re.compile(r"\s+addrspace\(\d+\)").match(text, end)
            if am:
                end = am.end()
            return _PTR, end
        if word.startswith("i") and word[1:].isdigit():
            bits = int(word[1:])
            abi = int_align(bits, self._int_aligns) if self._int_aligns is not None else 0
            return Ty("int", bits=bits, name=word, abi=abi), end
        if word in _SCALARS:
            return _SCALARS[word], end
        raise TypeError_(f"unsupported type '{word}'")

    def _struct(self, text: str, pos: int, close: str, packed: bool) -> tuple[Ty, int]:
        fields: list[Ty] = []
        start = pos
        pos = self._skip(text, pos)
        if text.startswith(close, pos):
            return Ty("struct", fields=(), packed=packed, name="{}"), pos + len(close)
        while True:
            f, pos = self._parse(text, pos)
            fields.append(f)
            pos = self._skip(text, pos)
            if text.startswith(",", pos):
                pos += 1
                continue
            if text.startswith(close, pos):
                pos += len(close)
                break
            raise TypeError_(f"cannot read struct type '{text[start:]}'")
        return Ty("struct", fields=tuple(fields), packed=packed, name=text[start - 1 : pos]), pos

    def _named_type(self, name: str) -> Ty:
        hit = self._named.get(name)
        if hit is not None:
            return hit
        body = self._named_text.get(name)
        if body is None or body == "opaque":
            raise TypeError_(f"unknown or opaque type {name}")
        ty = self.parse(body)
        ty = Ty(ty.kind, ty.bits, ty.count, ty.elem, ty.fields, ty.packed, name=name)
        self._named[name] = ty
        return ty


_PTR = Ty("ptr", bits=64, name="ptr")
_SCALARS = {
    "half": Ty("float", bits=16, name="half"),
    "bfloat": Ty("float", bits=16, name="bfloat"),
    "float": Ty("float", bits=32, name="float"),
    "double": Ty("float", bits=64, name="double"),
    "x86_fp80": Ty("float", bits=80, name="x86_fp80"),
    "void": Ty("void", name="void"),
    "label": Ty("label", name="label"),
    "token": Ty("token", name="token"),
    "metadata": Ty("metadata", name="metadata"),
}
