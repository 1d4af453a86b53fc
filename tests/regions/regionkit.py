"""Shared helpers of the region/section tests: the edges document, and stripping intrinsics."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from csarules.cli import main

REPO = Path(__file__).resolve().parents[2]
SPEC = REPO / "tests" / "inputs" / "spec"
GEN = REPO / "tests" / "inputs" / "gen"
WARNING = "!! WARNING: BAD PARALLEL SECTION INTRINSICS !!"

_VALUE_CALL = re.compile(
    r"^(\s*)(%[-\w.$]+) = (?:tail )?call i32 @llvm\.csa\.parallel\.(?:region|section)\.entry\(")
_VOID_CALL = re.compile(
    r"^(\s*)(?:tail )?call void @llvm\.csa\.parallel\.(?:region|section)\.exit\(")


def strip_regions(text: str) -> str:
    """`text` without region/section intrinsic calls, every line and block kept in place.

    Entries become `%x = add i32 0, 0` (so phis and exits that use them stay valid) and
    exits a named dead add, so line numbers, block ids and loop headers do not move and
    the edges of the stripped module compare line by line with the original's.
    """
    out = []
    for number, line in enumerate(text.split("\n"), 1):
        value = _VALUE_CALL.match(line)
        void = _VOID_CALL.match(line)
        if value:
            line = f"{value.group(1)}{value.group(2)} = add i32 0, 0"
        elif void:
            line = f"{void.group(1)}%stripped.{number} = add i32 0, 0"
        out.append(line)
    return "\n".join(out)


def edges_json(path: Path, capsys) -> dict:  # noqa: ANN001 - pytest's CaptureFixture
    """`csarules edges PATH --json --no-runtime-checks`, run in-process (the spec's
    examples name the pairs of the function as written: a versioned nest's copy would
    add its own)."""
    capsys.readouterr()
    rc = main(["edges", str(path), "--json", "--no-runtime-checks"])
    out, err = capsys.readouterr()
    assert rc == 0, err
    return json.loads(out)


def function_doc(path: Path, capsys) -> dict:  # noqa: ANN001
    (func,) = edges_json(path, capsys)["functions"]
    return func


def pairs(func: dict, kind: str) -> set[tuple[int, int, str | None]]:
    """(src line, dst line, carried_by) of the required / emitted / released items."""
    return {(p["src"]["line"], p["dst"]["line"], p["carried_by"]) for p in func[kind]}


def rules_of(func: dict, kind: str) -> set[tuple[int, int, str | None, str]]:
    key = "reason" if kind == "released" else "rule"
    return {(p["src"]["line"], p["dst"]["line"], p["carried_by"], p[key]) for p in func[kind]}


@cache
def line_of(path: Path, needle: str, nth: int = 0) -> int:
    """The line of `path` holding the nth occurrence of `needle` (1-based line number)."""
    found = [n for n, text in enumerate(path.read_text().splitlines(), 1) if needle in text]
    assert len(found) > nth, f"{needle!r} not in {path}"
    return found[nth]


def label_of_line(path: Path, line: int) -> str:
    """The label of the block holding `line` (the nearest `label:` line above it)."""
    lines = path.read_text().splitlines()
    for text in reversed(lines[:line]):
        found = re.match(r"^([-\w.$]+):", text)
        if found:
            return found.group(1)
    raise AssertionError(f"no label above line {line} of {path}")
