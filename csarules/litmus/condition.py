r"""The `; exists:` condition of a litmus test and its three-valued evaluation.

Grammar (herd7's, with LLVM names): `T1:%r0 = 1 /\ (@x = 2 \/ ~T0:%r1 = undef)`; `!=` too.
Values are integers, `<1, 0, 0, 0>` for vectors, or `undef`.

An outcome holding undef where the condition wants a number satisfies it maybe (LLVM's
undef may be any value): True, False or None (maybe), Kleene's logic. `= undef` asks
whether the value is undef and is always definite.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from csarules.errors import CsaError

_TOKEN = re.compile(r"\s*(/\\|\\/|!=|=|~|\(|\)|<[^>]*>|T\d+:%[-\w.$]+|@[-\w.$]+|-?\d+|undef)")

UNDEF = "undef"
Value = int | tuple[int, ...] | str  # str only for UNDEF


@dataclass(frozen=True)
class Compare:
    name: str  # 'T1:%r0' or '@x'
    value: Value
    equal: bool

    def text(self) -> str:
        shown = ("<" + ", ".join(map(str, self.value)) + ">"
                 if isinstance(self.value, tuple) else str(self.value))
        return f"{self.name}{'=' if self.equal else '!='}{shown}"


@dataclass(frozen=True)
class Node:
    op: str  # 'and' | 'or' | 'not'
    parts: tuple[Condition, ...]


Condition = Compare | Node


def parse_condition(text: str, path: str, line: int) -> Condition:
    tokens = _tokenize(text, path, line)
    parser = _Parser(tokens, path, line)
    cond = parser.disjunction()
    if parser.pos != len(tokens):
        raise CsaError(path, line, f"unexpected '{tokens[parser.pos]}' in the condition")
    return cond


def _tokenize(text: str, path: str, line: int) -> list[str]:
    tokens, pos = [], 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise CsaError(path, line, f"cannot read the condition at '{text[pos:].strip()}'")
        tokens.append(m.group(1))
        pos = m.end()
    if not tokens:
        raise CsaError(path, line, "the condition is empty")
    return tokens


class _Parser:
    def __init__(self, tokens: list[str], path: str, line: int) -> None:
        self.tokens, self.pos, self.path, self.line = tokens, 0, path, line

    def _peek(self) -> str | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def _take(self) -> str:
        tok = self._peek()
        if tok is None:
            raise CsaError(self.path, self.line, "the condition ends too early")
        self.pos += 1
        return tok

    def disjunction(self) -> Condition:
        return self._chain("\\/", "or", self.conjunction)

    def conjunction(self) -> Condition:
        return self._chain("/\\", "and", self.unary)

    def _chain(self, separator: str, op: str, operand) -> Condition:
        parts = [operand()]
        while self._peek() == separator:
            self._take()
            parts.append(operand())
        return parts[0] if len(parts) == 1 else Node(op, tuple(parts))

    def unary(self) -> Condition:
        tok = self._take()
        if tok == "~":
            return Node("not", (self.unary(),))
        if tok == "(":
            inner = self.disjunction()
            if self._take() != ")":
                raise CsaError(self.path, self.line, "missing ')' in the condition")
            return inner
        if not (tok.startswith("T") or tok.startswith("@")):
            raise CsaError(self.path, self.line, f"expected a register or a global, not '{tok}'")
        op = self._take()
        if op not in ("=", "!="):
            raise CsaError(self.path, self.line, f"expected '=' or '!=' after {tok}")
        return Compare(tok, self._value(self._take()), op == "=")

    def _value(self, tok: str) -> Value:
        if tok == UNDEF:
            return UNDEF
        if tok.startswith("<"):
            try:
                return tuple(int(v) for v in tok[1:-1].split(","))
            except ValueError:
                raise CsaError(self.path, self.line, f"bad vector value '{tok}'") from None
        if re.fullmatch(r"-?\d+", tok):
            return int(tok)
        raise CsaError(self.path, self.line, f"expected a value, not '{tok}'")


def compares(cond: Condition) -> list[Compare]:
    if isinstance(cond, Compare):
        return [cond]
    return [c for part in cond.parts for c in compares(part)]


def evaluate(cond: Condition, outcome: dict[str, Value]) -> bool | None:
    """True, False, or None (maybe: depends on what an undef stands for)."""
    if isinstance(cond, Compare):
        actual = outcome[cond.name]
        if cond.value == UNDEF or actual != UNDEF:
            result: bool | None = actual == cond.value
        else:
            result = None
        return result if result is None or cond.equal else not result
    results = [evaluate(part, outcome) for part in cond.parts]
    if cond.op == "not":
        return None if results[0] is None else not results[0]
    if cond.op == "and":
        if False in results:
            return False
        return None if None in results else True
    if True in results:
        return True
    return None if None in results else False


def render(cond: Condition, top: bool = True) -> str:
    if isinstance(cond, Compare):
        return cond.text()
    if cond.op == "not":
        return "~" + render(cond.parts[0], False)
    joined = (" /\\ " if cond.op == "and" else " \\/ ").join(render(p, False) for p in cond.parts)
    return joined if top else f"({joined})"
