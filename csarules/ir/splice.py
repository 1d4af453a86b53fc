"""Edit IR text by whole lines, so every line nobody touched stays byte-identical.

The materialiser never reprints the module: it inserts new lines between the original
ones, deletes the lines of removed instructions and, when LLVM's sequential numbering
demands it, rewrites `%N` tokens of one function (see `renumber`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from typing import Any

from csarules.ir.names import quote_name


class Splice:
    """Pending edits over `lines` (the original text split at '\\n'; line numbers 1-based)."""

    def __init__(self, lines: list[str], trailing_newline: bool = True,
                 virtual: Mapping[int, int] | None = None,
                 added: Mapping[int, Any] | None = None) -> None:
        self.lines = lines
        # ids of instructions csarules/ir/constexpr.py inserted -> the line that holds them
        self.virtual = virtual or {}
        # closing line -> the blocks csarules/ir/irreducible.py put on it: written as lines
        # of their own, each instruction a place to insert before and after
        self.added = added or {}
        self._own_lines = {vid for held in self.added.values() for b in held.blocks
                           for vid in b.ids}
        self.trailing_newline = trailing_newline
        self._before: dict[int, list[str]] = defaultdict(list)
        self._after: dict[int, list[str]] = defaultdict(list)
        self._deleted: set[int] = set()
        # CRLF input keeps CRLF on the lines we add.
        self._eol = "\r" if lines and all(ln.endswith("\r") for ln in lines if ln) else ""

    @classmethod
    def of_module(cls, module: Any) -> Splice:
        """Edits over a module's text, its inserted instructions and added blocks included."""
        return cls(module.lines, trailing_newline=module.text.endswith("\n"),
                   virtual=module.virtual, added=module.added)

    def insert_before(self, line: int, new_lines: Iterable[str]) -> None:
        self._before[self._written_at(line)].extend(new_lines)

    def insert_after(self, line: int, new_lines: Iterable[str]) -> None:
        self._after[self._written_at(line)].extend(new_lines)

    def _written_at(self, line: int) -> int:
        # an added block's instruction is a line of its own; an inserted one is written
        # on the line that holds it
        if line in self._own_lines:
            return line
        line = self.virtual.get(line, line)
        self._check(line)
        return line

    def delete(self, first: int, last: int | None = None) -> None:
        """Drop lines first..last (inclusive); text inserted around them stays. An added
        block's instruction (an id of its own) is dropped alone."""
        if first in self._own_lines:
            self._deleted.add(first)
            return
        for line in range(first, (last if last is not None else first) + 1):
            self._check(line)
            self._deleted.add(line)

    def render(self, first: int = 1, last: int | None = None) -> list[str]:
        """The edited lines that stand for original lines first..last."""
        last = len(self.lines) if last is None else last
        out: list[str] = []
        for line in range(first, last + 1):
            held = self.added.get(line)
            if held is not None:
                out.extend(self._added_lines(held))
            out.extend(ln + self._eol for ln in self._before.get(line, ()))
            if line not in self._deleted:
                out.append(held.original if held is not None else self.lines[line - 1])
            out.extend(ln + self._eol for ln in self._after.get(line, ()))
        return out

    def _added_lines(self, held: Any) -> list[str]:
        out: list[str] = []
        for block in held.blocks:
            out += [self._eol, f"{quote_name(block.label)}:{self._eol}"]
            for vid, text in zip(block.ids, block.instructions, strict=True):
                out.extend(ln + self._eol for ln in self._before.get(vid, ()))
                if vid not in self._deleted:
                    out.append(f"  {text}{self._eol}")
                out.extend(ln + self._eol for ln in self._after.get(vid, ()))
        return out

    def text(self, rendered: list[str] | None = None) -> str:
        body = "\n".join(self.render() if rendered is None else rendered)
        return body + "\n" if self.trailing_newline else body

    def _check(self, line: int) -> None:
        if not 1 <= line <= len(self.lines):
            raise ValueError(f"line {line} is outside the text (1..{len(self.lines)})")


_NUMBERED_VALUE = re.compile(r"%(\d+)(?![-\w$.])")
_LABEL_DEF = re.compile(r"^(\s*)(\d+)(:)")
_OLD_LABEL_COMMENT = re.compile(r"(; <label>:)(\d+)")


def renumber(lines: list[str], mapping: Mapping[int, int]) -> list[str]:
    """Rewrite numbered locals (`%N`, `N:` label lines, `; <label>:N`) through `mapping`.

    Works token by token outside double-quoted strings, so `; preds = %7` comments follow
    the labels they name; a line without an affected token comes back unchanged.
    """
    if not mapping:
        return list(lines)
    return [_renumber_line(line, mapping) for line in lines]


def _renumber_line(line: str, mapping: Mapping[int, int]) -> str:
    def value(m: re.Match[str]) -> str:
        old = int(m.group(1))
        return f"%{mapping[old]}" if old in mapping else m.group(0)

    parts = re.split(r'("(?:[^"\\]|\\.)*")', line)
    for idx in range(0, len(parts), 2):  # even parts lie outside strings
        part = _NUMBERED_VALUE.sub(value, parts[idx])
        part = _OLD_LABEL_COMMENT.sub(
            lambda m: m.group(1) + str(mapping.get(int(m.group(2)), int(m.group(2)))), part
        )
        parts[idx] = part
    out = "".join(parts)
    label = _LABEL_DEF.match(out)
    if label and int(label.group(2)) in mapping:
        new_label = str(mapping[int(label.group(2))])
        rest = out[label.end(2) + 1 :]
        # keep the `; preds =` comment in its column, as LLVM's printer aligns it
        pad = len(rest) - len(rest.lstrip(" "))
        if rest.lstrip(" ").startswith(";"):
            pad = max(1, pad + len(label.group(2)) - len(new_label))
            rest = " " * pad + rest.lstrip(" ")
        out = label.group(1) + new_label + ":" + rest
    return out


def written_text(module: Any) -> str:
    """A module's text as csarules writes it: the instructions constexpr.py inserted and the
    blocks irreducible.py added on lines of their own, so csarules can read it again."""
    from csarules.ir.constexpr import split_inserted

    return split_inserted(Splice.of_module(module).text(), module.inserted)


def line_indent(text: str) -> str:
    """The indentation `text` starts with (two spaces for none found)."""
    match = re.match(r"[ \t]*", text)
    return match.group(0) if match else "  "


def delete_declaration(module: Any, splice: Splice, callee: str) -> None:
    """Delete the declaration of @callee from `module`'s text, with the blank line after it
    and clang's attribute comment above it."""
    pattern = re.compile(
        r'^\s*declare\b[^@]*@(?:"' + re.escape(callee) + r'"|' + re.escape(callee) + r")\s*\("
    )
    for index, line in enumerate(module.lines):
        if pattern.match(line):
            splice.delete(index + 1)
            # and so does the blank line that separated it from the next item
            if index + 1 < len(module.lines) and not module.lines[index + 1].strip():
                splice.delete(index + 2)
            # clang puts the attribute summary on the line above; it goes with the declaration
            if index and module.lines[index - 1].startswith("; Function Attrs:"):
                splice.delete(index)
            return
