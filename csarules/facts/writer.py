"""Facts <-> Soufflé fact files: one tuple per line, tab-separated, no header, sorted."""

from __future__ import annotations

from pathlib import Path

from csarules.fileio import write_into_dir


def _cell(value: object) -> str:
    text = str(value)
    # Tabs and newlines would break the line/column structure Soufflé reads.
    return text.replace("\t", " ").replace("\n", " ")


def render(tuples: set[tuple]) -> str:
    return "".join("\t".join(_cell(v) for v in row) + "\n" for row in sorted(tuples))


def render_all(facts: dict[str, set[tuple]], skip_empty: bool = False) -> dict[str, str]:
    return {f"{name}.facts": render(rows) for name, rows in sorted(facts.items())
            if rows or not skip_empty}


def write_facts(facts: dict[str, set[tuple]], directory: str | Path) -> None:
    """Write every relation (empty ones too: Soufflé wants a file per input), replacing only
    those `.facts` files."""
    write_into_dir(directory, render_all(facts))
