"""Where each function, block and instruction stands in the original text.

llvmlite gives structure but not positions, so the input is scanned once for
function bodies, block labels and instruction starts. The reader then pairs the
n-th instruction of a block in the text with the n-th instruction llvmlite
reports for that block.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from csarules.errors import CsaError

if TYPE_CHECKING:
    from csarules.ir.added import AddedBlocks

_LABEL = re.compile(r'^\s*((?:[-a-zA-Z$._0-9]+)|(?:"[^"]*")):')
_DEFINE = re.compile(r"^\s*define\b")
_GLOBAL = re.compile(r'^\s*(@(?:[-a-zA-Z$._0-9]+|"[^"]*"))\s*=')
# landingpad clauses, and the destinations of invoke and callbr, continue the instruction
# on the following lines
_CONTINUATION = re.compile(r"^\s*(cleanup|catch|filter|to\s+label)\b")
# Debug info is no instruction to LLVM: '#dbg_value(...)' records (clang >= 19), and
# llvm.dbg.* intrinsic calls (clang 14), which the parser turns into such records. Both stay
# in the text (and so in the output) but pair with no instruction.
_DEBUG_RECORD = re.compile(
    r"^\s*(#dbg_\w+\(|(?:(?:tail|notail|musttail)\s+)?call\s+void\s+@llvm\.dbg\."
    r"(?:value|declare|assign|label|addr)\()")


def strip_comment(line: str) -> str:
    """The line without its `;` comment, respecting double-quoted strings."""
    if ";" not in line:  # most lines: no comment to look for
        return line
    if '"' not in line:
        return line[:line.index(";")]
    in_str = False
    for pos, ch in enumerate(line):
        if ch == '"':
            in_str = not in_str
        elif ch == ";" and not in_str:
            return line[:pos]
    return line


@dataclass
class TextInstruction:
    line: int  # 1-based; for an inserted instruction an id after the file's last line
    end_line: int
    text: str | None = None  # an instruction csarules/ir/constexpr.py inserted
    holder: int = 0  # the input line that holds an inserted instruction


@dataclass
class TextBlock:
    label: str | None  # None for an unlabelled entry block
    line: int
    instructions: list[TextInstruction] = field(default_factory=list)


@dataclass
class TextFunction:
    line: int  # 'define' line
    body_start: int  # first line after '{'
    end_line: int  # line of '}'
    header: str  # the define line(s), comment-free
    blocks: list[TextBlock] = field(default_factory=list)


@dataclass
class LineMap:
    functions: list[TextFunction]
    globals: dict[str, int]  # '@g' -> line
    virtual: dict[int, int] = field(default_factory=dict)  # inserted instruction -> line


def _bracket_balance(text: str) -> int:
    if '"' not in text:  # no string to skip: count at C speed
        return text.count("[") - text.count("]")
    depth = 0
    in_str = False
    for ch in text:
        if ch == '"':
            in_str = not in_str
        elif not in_str:
            if ch == "[":
                depth += 1
            elif ch == "]":
                depth -= 1
    return depth


def scan(path: str, lines: list[str], inserted: dict[int, list[str]] | None = None,
         added: dict[int, AddedBlocks] | None = None) -> LineMap:
    """`inserted`: line -> instructions csarules/ir/constexpr.py put at its start; `added`:
    closing line -> the blocks csarules/ir/irreducible.py put at its start (their
    instructions get ids, as inserted ones do, and `added` learns them)."""
    functions: list[TextFunction] = []
    globals_: dict[str, int] = {}
    virtual: dict[int, int] = {}
    n = len(lines)
    i = 0
    while i < n:
        raw = strip_comment(lines[i])
        if _DEFINE.match(raw):
            start = i
            header = raw.strip()
            # The body opens at the first line (from 'define') that ends in '{'.
            while not header.endswith("{"):
                i += 1
                if i >= n:
                    raise CsaError(path, start + 1, "function body never opens with '{'")
                header += " " + strip_comment(lines[i]).strip()
            func = TextFunction(line=start + 1, body_start=i + 2, end_line=0, header=header)
            i = _scan_body(path, lines, i + 1, func, inserted or {}, added or {}, virtual)
            functions.append(func)
            continue
        g = _GLOBAL.match(raw)
        if g:
            globals_[g.group(1)] = i + 1
        i += 1
    return LineMap(functions=functions, globals=globals_, virtual=virtual)


def _scan_body(path: str, lines: list[str], i: int, func: TextFunction,
               inserted: dict[int, list[str]], added: dict[int, AddedBlocks],
               virtual: dict[int, int]) -> int:
    """Scan from line index i (0-based) to the closing brace; returns the index after it."""
    n = len(lines)
    current: TextBlock | None = None
    while i < n:
        if i + 1 in added:
            _added_blocks(func, added[i + 1], i + 1, len(lines), virtual)
            func.end_line = i + 1
            return i + 1
        text = strip_comment(lines[i])
        stripped = text.strip()
        if stripped == "}":
            func.end_line = i + 1
            return i + 1
        if not stripped or _DEBUG_RECORD.match(text):
            i += 1
            continue
        m = _LABEL.match(text)
        if m and not stripped.startswith("%"):
            label = m.group(1)
            if label.startswith('"'):
                label = label[1:-1]
            current = TextBlock(label=label, line=i + 1)
            func.blocks.append(current)
            rest = text[m.end() :].strip()
            if rest:
                raise CsaError(path, i + 1, "an instruction on the same line as a block label")
            i += 1
            continue
        if current is None:
            current = TextBlock(label=None, line=i + 1)
            func.blocks.append(current)
        start = i
        depth = _bracket_balance(text)
        while i + 1 < n:
            nxt = strip_comment(lines[i + 1])
            if depth > 0:
                depth += _bracket_balance(nxt)
                i += 1
            elif _CONTINUATION.match(nxt):
                i += 1
            else:
                break
        for text in inserted.get(start + 1, ()):
            vid = len(lines) + 1 + len(virtual)
            virtual[vid] = start + 1
            current.instructions.append(TextInstruction(vid, vid, text=text, holder=start + 1))
        current.instructions.append(TextInstruction(line=start + 1, end_line=i + 1))
        i += 1
    raise CsaError(path, func.line, "function body is not closed with '}'")


def _added_blocks(func: TextFunction, held: AddedBlocks, holder: int, n_lines: int,
                  virtual: dict[int, int]) -> None:
    for block in held.blocks:
        block.ids = []
        tblock = TextBlock(label=block.label, line=holder)
        for text in block.instructions:
            vid = n_lines + 1 + len(virtual)
            virtual[vid] = holder
            block.ids.append(vid)
            # (indented as the Splice writes it: materialise copies its indentation)
            tblock.instructions.append(TextInstruction(vid, vid, text="  " + text,
                                                       holder=holder))
        func.blocks.append(tblock)
