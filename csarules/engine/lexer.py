"""Tokens of the Soufflé subset, each with its file, line and offset in its segment."""

from __future__ import annotations

import re
from dataclasses import dataclass

from csarules.engine.diagnostics import SYNTAX, EngineError
from csarules.engine.source import Segment

_TOKEN = re.compile(
    r"""
    (?P<ws>[ \t\r\n]+)
  | (?P<linecomment>//[^\n]*)
  | (?P<blockcomment>/\*.*?\*/)
  | (?P<unclosed>/\*)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<number>0x[0-9a-fA-F]+|0b[01]+|\d+\.\d+(?:[eE][-+]?\d+)?|\d+[uU]?)
  | (?P<directive>\.[A-Za-z_]\w*)
  | (?P<ident>[A-Za-z_?][\w?]*)
  | (?P<punct>:-|<=|>=|!=|<:|[.,;:(){}<>=!+\-*/%^|\[\]])
    """,
    re.VERBOSE | re.DOTALL,
)

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "'": "'"}


@dataclass(frozen=True)
class Token:
    kind: str  # string number directive ident punct eof
    text: str
    value: object
    path: str
    line: int
    offset: int  # in the segment text
    segment: int  # index of the segment


def _unescape(body: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(_ESCAPES.get(body[i + 1], body[i + 1]))
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _number(text: str) -> int | float:
    if text.startswith(("0x", "0b")):
        return int(text, 0)
    if "." in text:
        return float(text)
    return int(text.rstrip("uU"))


def tokenize(segments: list[Segment]) -> list[Token]:
    tokens: list[Token] = []
    for seg_index, seg in enumerate(segments):
        text = seg.text
        pos, line = 0, seg.first_line
        while pos < len(text):
            match = _TOKEN.match(text, pos)
            if match is None:
                raise EngineError(seg.path, line, f"unexpected character {text[pos]!r}", SYNTAX)
            kind = match.lastgroup or ""
            lexeme = match.group()
            if kind == "unclosed":
                raise EngineError(seg.path, line, "unterminated /* comment", SYNTAX)
            if kind in ("string", "number", "directive", "ident", "punct"):
                value: object = lexeme
                if kind == "string":
                    value = _unescape(lexeme[1:-1])
                elif kind == "number":
                    value = _number(lexeme)
                tokens.append(Token(kind, lexeme, value, seg.path, line, pos, seg_index))
            line += lexeme.count("\n")
            pos = match.end()
    # "end of input" errors point at the last token there is.
    if tokens:
        last_tok = tokens[-1]
        tokens.append(Token("eof", "", None, last_tok.path, last_tok.line,
                            last_tok.offset + len(last_tok.text), last_tok.segment))
    else:
        path = segments[-1].path if segments else "<string>"
        tokens.append(Token("eof", "", None, path, 1, 0, max(len(segments) - 1, 0)))
    return tokens
