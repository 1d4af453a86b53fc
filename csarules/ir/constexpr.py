"""Constant expressions LLVM has removed, rewritten into instructions before reading.

Older compilers (clang-14) fold `&g[2] != &g[0]` into operands such as
`zext (i1 icmp ne (ptr getelementptr (...), ptr @g) to i16)`; LLVM 22 (llvmlite) no longer
parses `zext`, `icmp`, `select`, `and`, ... as constant expressions. Each one becomes an
instruction named `%csa.cxN` placed at the start of the line of its use, or for a phi
operand at the start of the predecessor's terminator line. Lines are never added, so every
line number of the input still names the same text. The linemap learns how many such
instructions each line starts with (`inserted`), and gives them ids after the last line
of the file (`virtual`: id -> the line that holds it).

A constant expression LLVM 22 still takes (`trunc`, `add`, `getelementptr`, ...) that holds
a removed one becomes an instruction as well (a constant cannot name an instruction), and
so does every one between it and the use: clang-14 writes `sdiv (zext (icmp (trunc (shl
...` around address comparisons.

A constant expression only uses constants, so an instruction computing it may stand
anywhere before its use in the same block (never before a phi: phi lines only lose
constants, they never receive instructions).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import llvmlite.binding as llvm

from csarules.ir import linemap
from csarules.ir.text import split_top

_REMOVED = re.compile(r"<string>:(\d+):(\d+): error: (\w+) constexprs are no longer supported")
_NAME = "%csa.cx"
_MAX_REWRITES = 10_000
_CASTS = {"zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "trunc",
          "bitcast", "ptrtoint", "ptrtoaddr", "inttoptr", "addrspacecast"}
# every opcode a constant expression may have had, kept by LLVM 22 or not
_OPCODES = _CASTS | {
    "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or",
    "xor", "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "icmp", "fcmp", "select",
    "getelementptr", "extractelement", "insertelement", "shufflevector", "extractvalue",
    "insertvalue"}
# the words before a "(" that opens a constant expression's operands: its opcode, then
# flags and predicates (inbounds, nuw, eq, ...)
_HEAD = re.compile(r"(?:^|[\s(,\[{<])((?:[a-z]\w*\s+)*[a-z]\w*)\s*$")


@dataclass
class Rewrite:
    text: str
    inserted: dict[int, list[str]] = field(default_factory=dict)  # line -> instructions

    @property
    def changed(self) -> bool:
        return bool(self.inserted)


def removed_constexpr(message: str) -> tuple[int, int] | None:
    """(line, column), 1-based, of a removed constant expression LLVM's parser reports."""
    m = _REMOVED.search(message)
    return (int(m.group(1)), int(m.group(2))) if m else None


def rewrite(text: str, llvm_text: Callable[[str], str]) -> Rewrite:
    """`text` with every removed constant expression turned into an instruction.

    Stops at the first error that is not one (the reader reports it)."""
    lines = text.split("\n")
    segments: dict[int, list[int]] = {}  # 0-based line -> lengths of its inserted prefixes
    taken = {int(n) for n in re.findall(r"%csa\.cx(\d+)\b", text)}
    counter = max(taken, default=-1) + 1
    for _ in range(_MAX_REWRITES):
        try:
            llvm.parse_assembly(llvm_text("\n".join(lines)))
            break
        except RuntimeError as exc:
            where = removed_constexpr(str(exc))
            if where is None:
                break
            name = f"{_NAME}{counter}"
            counter += 1
            li = where[0] - 1
            col = _outermost(lines[li], where[1] - 1)
            if col < 0:
                break  # the reader reports LLVM's error at the removed expression
            if not _rewrite_one(lines, li, col, name, segments):
                break
    inserted: dict[int, list[str]] = {}
    for li, lengths in segments.items():
        pos = _indent(lines[li])
        for n in lengths:
            inserted.setdefault(li + 1, []).append(lines[li][pos:pos + n - 2])
            pos += n
    return Rewrite("\n".join(lines), inserted)


def _extent(line: str, col: int) -> int:
    """End (exclusive) of the constant expression starting at `col` (its closing paren), or
    of the bracketed text opening at `col`."""
    depth = 0
    for i, ch in _code_chars(line, col, len(line)):
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def _code_chars(line: str, start: int, stop: int) -> Iterator[tuple[int, str]]:
    """Columns and characters of line[start:stop] outside string literals (`start` is
    outside one)."""
    in_str = False
    for i in range(start, stop):
        ch = line[i]
        if ch == '"':
            in_str = not in_str
        elif not in_str:
            yield i, ch


def _outermost(line: str, col: int) -> int:
    """Start of the outermost constant expression that holds the one starting at `col`.

    LLVM 22 still takes some constant expressions (trunc, add, getelementptr, ...); one that
    holds a removed one must become an instruction as well, since a constant cannot name
    the instruction the removed one becomes. Hoisting the outermost one first leaves the
    inner ones as operands of an instruction, where the next rounds find them.

    -1 inside an aggregate or vector constant (`<i32 zext (...), i32 1>`): its elements
    are no operands, and building it from instructions is not done here."""
    start = col
    for pos in reversed(_open_at(line, col)):
        if line[pos] in "<{" or (line[pos] == "[" and _after_array_type(line, pos)):
            return -1  # `<2 x i32> <...>`, `{ i32, i8 } {...}`, `[2 x i32] [...]`
        if line[pos] != "(":
            break  # a phi's pair `[ value, %block ]`: the value is an operand
        head = _HEAD.search(line, 0, pos)
        opcodes = [m.start() for m in re.finditer(r"[a-z]\w*", head.group(1))
                   if m.group() in _OPCODES] if head else []
        if not opcodes:
            break  # a call's arguments, a function type, ...
        start = head.start(1) + opcodes[-1]
    return start


def _open_at(line: str, col: int) -> list[int]:
    """Columns of the brackets open at `col` (outside strings), innermost last."""
    opens: list[int] = []
    for i, ch in _code_chars(line, 0, col):
        if ch in "([{<":
            opens.append(i)
        elif ch in ")]}>" and opens:
            opens.pop()
    return opens


def _after_array_type(line: str, pos: int) -> bool:
    """Whether the "[" at `pos` opens an array constant (after its type `[N x T]`), not a
    phi's pair (after `phi [N x T]` or `],`)."""
    end = len(line[:pos].rstrip())
    if not end or line[end - 1] != "]":
        return False
    depth = 0
    for i in range(end - 1, -1, -1):
        depth += {"]": 1, "[": -1}.get(line[i], 0)
        if depth == 0:
            return bool(re.match(r"\[\s*\d+\s+x\s", line[i:])) and \
                not re.search(r"\bphi\s*$", line[:i])
    return False


def _strip_type(operand: str) -> str:
    """'i32* getelementptr (...)' -> 'getelementptr (...)' (the value without its type)."""
    words = split_top(operand, " ")
    return " ".join(words[1:])


def as_instruction(expr: str) -> str | None:
    """'zext (i1 %x to i16)' -> 'zext i1 %x to i16'; None if not understood."""
    head, paren, _ = expr.partition("(")
    if not paren or not expr.endswith(")"):
        return None
    body = expr[len(head) + 1:-1].strip()
    words = head.split()
    if not words:
        return None
    opcode = words[0]
    if opcode in _CASTS:
        return f"{opcode} {body}"
    parts = split_top(body)
    if opcode in ("icmp", "fcmp") and len(parts) == 2:
        return f"{head.strip()} {parts[0]}, {_strip_type(parts[1])}"
    if opcode == "select" and len(parts) == 3:
        return f"select {', '.join(parts)}"
    if opcode == "fneg" and len(parts) == 1:
        return f"{head.strip()} {parts[0]}"
    if opcode in ("extractvalue", "insertvalue", "getelementptr", "extractelement",
                  "insertelement", "shufflevector"):
        return f"{head.strip()} {body}"  # with a getelementptr's flags (inbounds, nuw)
    if len(parts) == 2:  # binary operators, with their flags (nuw, nsw, exact, disjoint)
        return f"{head.strip()} {parts[0]}, {_strip_type(parts[1])}"
    return None


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _rewrite_one(lines: list[str], li: int, col: int, name: str,
                 segments: dict[int, list[int]]) -> bool:
    line = lines[li]
    end = _extent(line, col)
    if end < 0:
        return False
    inst = as_instruction(line[col:end])
    if inst is None:
        return False
    indent = _indent(line)
    lengths = segments.get(li, [])
    start = indent + sum(lengths)  # where the line's own instruction begins
    target = li
    if col >= start and re.match(r"\s*(%[-\w.$\"]+\s*=\s*)?phi\b", line[start:]):
        target = _predecessor_terminator(lines, li, col)
        if target is None:
            return False
    lines[li] = line[:col] + name + line[end:]
    # an expression inside an inserted instruction shrinks that instruction
    pos = indent
    for k, n in enumerate(lengths):
        if pos <= col < pos + n:
            lengths[k] = n + len(name) - (end - col)
            break
        pos += n
    tline = lines[target]
    at = _indent(tline)
    segment = f"{name} = {inst}  "
    lines[target] = tline[:at] + segment + tline[at:]
    segments.setdefault(target, []).insert(0, len(segment))
    return True


def _predecessor_terminator(lines: list[str], li: int, col: int) -> int | None:
    """0-based line of the terminator of the block a phi operand at (li, col) comes from."""
    line = lines[li]
    # the pair `[ value, %label ]` is the outermost bracket open at the operand (its types,
    # `[1 x [2 x i32*]]`, nest brackets at any depth)
    opens = _open_at(line, col)
    if not opens or line[opens[0]] != "[":
        return None
    end = _extent(line, opens[0])
    parts = split_top(line[opens[0] + 1:end - 1]) if end > 0 else []
    if len(parts) != 2:
        return None
    label = parts[1].strip().lstrip("%").strip('"')
    tmap = linemap.scan("<rewrite>", lines)
    for func in tmap.functions:
        if not func.line <= li + 1 <= func.end_line:
            continue
        # a numbered entry block has no label line: it is the block no label names
        found = [b for b in func.blocks if b.label == label] or \
            [b for b in func.blocks[:1] if b.label is None]
        if found and found[0].instructions:
            return found[0].instructions[-1].line - 1
    return None


def split_inserted(text: str, inserted: dict[int, list[str]]) -> str:
    """An output `text` with the inserted instructions each on a line of its own (the output
    has its own line numbers; the reader takes one instruction per line)."""
    for holder in sorted(inserted):
        segments = inserted[holder]
        prefix = "".join(f"{seg}  " for seg in segments)
        pos = text.find(prefix)
        if pos < 0:
            continue
        start = text.rfind("\n", 0, pos) + 1
        indent = text[start:pos]
        lines = "".join(f"{seg}\n{indent}" for seg in segments)
        text = text[:pos] + lines + text[pos + len(prefix):]
    return text
