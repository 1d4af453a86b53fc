"""Resolve '!N' metadata references of a module into nested Python tuples."""

from __future__ import annotations

import re

from csarules.ir.model import Module
from csarules.ir.strings import string_text
from csarules.ir.text import split_top

MDValue = object  # str (MDString), int, None, tuple (MDTuple), or '!N' for a cycle


class MetadataResolver:
    def __init__(self, module: Module) -> None:
        self._text = module.metadata
        self._cache: dict[str, MDValue] = {}

    def resolve(self, ref: str) -> MDValue:
        return self._resolve(ref, frozenset())

    def _resolve(self, ref: str, active: frozenset[str]) -> MDValue:
        if ref in self._cache:
            return self._cache[ref]
        if ref in active or ref not in self._text:
            return ref  # self-reference (loop ids) or unknown node: keep the name
        value = self._parse(self._text[ref], active | {ref})
        self._cache[ref] = value
        return value

    def _parse(self, text: str, active: frozenset[str]) -> MDValue:
        t = text.strip()
        if t.startswith("distinct "):
            t = t[len("distinct "):].strip()
        if t.startswith("!{") and t.endswith("}"):
            return tuple(self._parse(item, active) for item in split_top(t[2:-1]))
        if t.startswith('!"') and t.endswith('"'):
            return string_text(t[2:-1])
        if re.fullmatch(r"![-\w.]+", t):
            return self._resolve(t, active)
        if t == "null":
            return None
        m = re.fullmatch(r"i\d+ (-?\d+)", t)
        if m:
            return int(m.group(1))
        return t
