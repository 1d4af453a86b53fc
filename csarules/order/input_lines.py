"""What the ordering commands print, in lines of the file the user gave.

The commands run on the module the loop-builtin expansion made (`Module.origin` names the
file it came from); every line they print is a line of the input file, as `sim` prints
them. A line the expansion added (a region or section marker, a new exit block) has no
input line: it is written `+N`, line N of the expanded module (`csarules expand` shows
it), and a JSON point gives `"line": null, "expanded_line": N`.
"""

from __future__ import annotations

import re
from typing import Any

from csarules.ir.model import Function, Module
from csarules.order.versioned_report import copies, line_text

_LINE_IN_MESSAGE = re.compile(r"\bline (\d+)\b")


def shown(module: Module, line: int) -> str:
    """How a line of the module is named to the user: its input line, or `+N`; an
    operation of a versioned nest's copy as the line it copies, primed."""
    copied = copies(module).get(line)
    if copied is not None:
        return shown(module, copied[0]) + "'"
    found = module.input_line(line)
    return str(found) if found is not None else f"+{line}"


def point(module: Module, line: int) -> dict[str, Any]:
    """A pair end (an instruction, or a function entry's `define` line) as JSON; an
    operation of a versioned nest's copy as the line it copies, with the copy's header
    label."""
    copied = copies(module).get(line)
    if copied is not None:
        return {**point(module, copied[0]), "copy": copied[1]}
    found = module.input_line(line)
    item: dict[str, Any] = {"line": found}
    if found is None:
        item["expanded_line"] = line
    item["text"] = line_text(module, line).strip()
    return item


def text_of(module: Module, line: int) -> str:
    """The text of a line of the module, or of the line a copy's operation copies."""
    copied = copies(module).get(line)
    return line_text(module, copied[0] if copied is not None else line).strip()


def message(module: Module, text: str) -> str:
    """A rule's message with the lines it names (`at line 25`) told as input lines."""
    if module.origin is None:
        return text
    return _LINE_IN_MESSAGE.sub(lambda m: f"line {shown(module, int(m.group(1)))}", text)


def input_range(module: Module, func: Function) -> tuple[int, int]:
    """The input lines a function spans (its `define` and closing lines are never added)."""
    first = module.input_line(func.line)
    last = module.input_line(func.end_line)
    return (first or func.line, last or func.end_line)


def function_warnings(module: Module, func: Function,
                      rule_warnings: list[tuple[int, str]]) -> list[tuple[int | None, str]]:
    """Every warning about `func`, in input lines, sorted: the rules' (lines of the
    module) and those found before the rules ran (`Module.warnings`, the expansion's, in
    input lines). A module-level warning outside every function goes with the function
    nearest above it (or the first)."""
    found: list[tuple[int | None, str]] = []
    for line, text in rule_warnings:
        at = module.input_line(line) if line else 0
        found.append((at, message(module, text)))
    if module.warnings:
        owners = _owners(module)
        found += [(line, text) for line, text in module.warnings if owners(line) is func]
    return sorted(found, key=lambda w: (w[0] is None, w[0] or 0, w[1]))


def _owners(module: Module):
    spans = [(input_range(module, f), f) for f in module.functions]

    def owner(line: int) -> Function | None:
        best = spans[0][1] if spans else None
        for (first, last), func in spans:
            if first <= line <= last:
                return func
            if first <= line:
                best = func
        return best

    return owner
