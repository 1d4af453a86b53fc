#!/usr/bin/env python3
"""Regenerate the golden fact files: tests/golden/<name>/<relation>.facts from <name>/input.ll.

Usage: python tests/golden/update.py [--update | --check] [NAME ...]
  (no names: every golden case; --update, the default, rewrites the files; --check
  reports differences as a unified diff, writes nothing, exits 1 on any)
Seed a new case by creating tests/golden/<name>/input.ll and running this script.
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent
sys.path.insert(0, str(GOLDEN.parents[1]))

from csarules.extract import RELATIONS, extract_facts  # noqa: E402
from csarules.facts.writer import render_all  # noqa: E402
from csarules.fileio import write_atomic  # noqa: E402
from csarules.ir.reader import read_module  # noqa: E402


def cases() -> list[Path]:
    return sorted(p for p in GOLDEN.iterdir() if (p / "input.ll").is_file())


def expected(case: Path) -> dict[str, str]:
    """What the extractor writes now: one file per non-empty relation."""
    module = read_module(case / "input.ll")
    # Report the input by its name inside the case, not by this machine's path.
    module.path = "input.ll"
    return render_all(extract_facts(module, wanted=RELATIONS), skip_empty=True)


def stored(case: Path) -> dict[str, str]:
    return {p.name: p.read_text() for p in sorted(case.glob("*.facts"))}


def diff(case: Path) -> str:
    want, have = expected(case), stored(case)
    out: list[str] = []
    for name in sorted(want.keys() | have.keys()):
        old = have.get(name, "").splitlines(keepends=True)
        new = want.get(name, "").splitlines(keepends=True)
        out += difflib.unified_diff(old, new, f"golden/{case.name}/{name}",
                                    f"extracted/{case.name}/{name}")
    return "".join(out)


def update(case: Path) -> None:
    want = expected(case)
    for path in case.glob("*.facts"):
        if path.name not in want:
            path.unlink()
    for name, text in want.items():
        write_atomic(case / name, text)


def main(argv: list[str]) -> int:
    check = "--check" in argv
    names = [a for a in argv if not a.startswith("--")]
    chosen = [c for c in cases() if not names or c.name in names]
    status = 0
    for case in chosen:
        if check:
            text = diff(case)
            if text:
                print(text, end="")
                status = 1
        else:
            update(case)
            print(f"updated {case.name}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
