"""The minimal preprocessor: #include (once per program), #define, #ifdef/#ifndef/#else/#endif.

Directive lines and lines in inactive branches become blank, so line numbers stay true.
Macros are not expanded: `#define` only feeds `#ifdef`/`#ifndef` (enough for include guards).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from csarules.engine.diagnostics import SYNTAX, EngineError

_DIRECTIVE = re.compile(r"^\s*#\s*(\w+)\s*(.*?)\s*$")
_INCLUDE_ARG = re.compile(r'^"([^"]+)"$|^<([^>]+)>$')


@dataclass
class Segment:
    """A run of consecutive lines of one file; `first_line` is the file line of its line 1."""

    path: str
    text: str
    first_line: int


class _Expander:
    def __init__(self, include_dirs: tuple[str, ...]) -> None:
        self.include_dirs = include_dirs
        self.seen: set[str] = set()
        self.defines: set[str] = set()
        self.segments: list[Segment] = []

    def expand(self, path: str, text: str) -> None:
        lines = text.split("\n")
        out: list[str] = []
        first = 1
        active: list[bool] = []
        opened: list[int] = []  # line of each open #ifdef/#ifndef
        in_comment = False
        for number, line in enumerate(lines, start=1):
            match = None if in_comment else _DIRECTIVE.match(line)
            in_comment = _comment_state(line, in_comment)
            if match is None:
                out.append(line if all(active) else "")
                continue
            name, arg = match.group(1), match.group(2)
            out.append("")
            if name in ("ifdef", "ifndef"):
                defined = arg.split()[0] in self.defines if arg else False
                active.append(defined if name == "ifdef" else not defined)
                opened.append(number)
            elif name == "else":
                if not active:
                    raise EngineError(path, number, "#else without #if", SYNTAX)
                active[-1] = not active[-1]
            elif name == "endif":
                if not active:
                    raise EngineError(path, number, "#endif without #if", SYNTAX)
                active.pop()
                opened.pop()
            elif not all(active):
                continue
            elif name == "define":
                if not arg:
                    raise EngineError(path, number, "#define needs a name", SYNTAX)
                self.defines.add(arg.split()[0])
            elif name == "undef":
                self.defines.discard(arg.split()[0] if arg else "")
            elif name == "include":
                self.segments.append(Segment(path, "\n".join(out), first))
                out, first = [], number + 1
                self.include(path, number, arg)
            elif name == "pragma":
                continue
            else:
                raise EngineError(path, number, f"unsupported directive #{name}", SYNTAX)
        if active:
            raise EngineError(path, opened[-1], "#ifdef/#ifndef without #endif", SYNTAX)
        self.segments.append(Segment(path, "\n".join(out), first))

    def include(self, path: str, line: int, arg: str) -> None:
        match = _INCLUDE_ARG.match(arg)
        if match is None:
            raise EngineError(path, line, f"bad #include argument {arg!r}", SYNTAX)
        name = match.group(1) or match.group(2)
        base = Path(path).parent if not path.startswith("<") else Path(".")
        candidates = [base / name] + [Path(d) / name for d in self.include_dirs]
        for candidate in candidates:
            if candidate.is_file():
                key = os.path.realpath(candidate)
                if key in self.seen:
                    return  # every file is included once per program
                self.seen.add(key)
                try:
                    text = candidate.read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError) as exc:
                    raise EngineError(path, line, f"cannot read {name}: {exc}", SYNTAX) from exc
                self.expand(str(candidate), text)
                return
        raise EngineError(path, line, f"included file {name!r} not found", SYNTAX)


def _comment_state(line: str, in_comment: bool) -> bool:
    """Whether a /* */ comment is still open after this line (strings and // respected)."""
    i, n = 0, len(line)
    in_string = False
    while i < n:
        two = line[i : i + 2]
        if in_comment:
            if two == "*/":
                in_comment = False
                i += 2
                continue
        elif in_string:
            if line[i] == "\\":
                i += 2
                continue
            if line[i] == '"':
                in_string = False
        elif two == "//":
            break
        elif two == "/*":
            in_comment = True
            i += 2
            continue
        elif line[i] == '"':
            in_string = True
        i += 1
    return in_comment


def preprocess(path: str, text: str, include_dirs: tuple[str, ...] = ()) -> list[Segment]:
    expander = _Expander(include_dirs)
    if not path.startswith("<"):
        expander.seen.add(os.path.realpath(path))
    expander.expand(path, text)
    return [seg for seg in expander.segments if seg.text.strip()]
