"""README's command table and the tables of docs/commands.md name commands and options;
each is checked against the command line itself (the click commands `--help` is made
from), so the documents cannot drift from the CLI again. Every command the CLI has is in
README's table, so a new command gets its row."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
import typer.main

from csarules.cli import _register, app

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
COMMANDS_PAGE = ROOT / "docs" / "commands.md"
_OPTION = re.compile(r"(?<![\w-])(--?[A-Za-z][\w-]*)")
# the options the "Choosing the rules" table of docs/commands.md lists are taken by these
RULE_CHOOSERS = ("order", "edges", "why")


@functools.cache
def _cli():
    _register()
    return typer.main.get_command(app)


def _first_cells(path: Path) -> list[str]:
    """The code span opening the first cell of each table row."""
    cells = []
    for line in path.read_text(encoding="utf-8").splitlines():
        found = re.match(r"\|\s*`((?:[^`])+)`", line)
        if found:
            cells.append(found.group(1).replace("\\|", "|"))
    return cells


def _commands(group, words: list[str]) -> tuple[list, list[str]]:
    """The commands a row names (`mmra compat|union`: two) and the words after them."""
    found = [group]
    rest = words
    while rest and all(hasattr(c, "commands") for c in found):
        names = rest[0].split("|")
        if not all(name in c.commands for name in names for c in found):
            break
        found = [c.commands[name] for c in found for name in names]
        rest = rest[1:]
    return found, rest


def _options(command) -> set[str]:
    return {opt for p in command.params for opt in (*p.opts, *p.secondary_opts)}


def _named_options(words: list[str]) -> list[str]:
    """Options in the usage, up to a bare `--` (what follows is another program's)."""
    text = " ".join(words).split(" -- ")[0]
    return _OPTION.findall(text)


def _usage_rows(path: Path) -> list[str]:
    return [cell for cell in _first_cells(path) if cell.startswith("csarules ")]


@pytest.mark.parametrize("row", _usage_rows(README) + _usage_rows(COMMANDS_PAGE))
def test_row_names_a_command_and_its_options(row: str) -> None:
    commands, rest = _commands(_cli(), row.split()[1:])
    assert commands and commands[0] is not _cli() and not hasattr(commands[0], "commands"), \
        f"`{row}` names no command of the CLI"
    for command in commands:
        missing = [opt for opt in _named_options(rest) if opt not in _options(command)]
        assert not missing, f"`{row}`: {command.name} has no option {missing}"


def test_readme_table_has_every_command() -> None:
    named = set()
    for row in _usage_rows(README):
        commands, _ = _commands(_cli(), row.split()[1:])
        named |= {c.name for c in commands}
    listed = set()
    for name, command in _cli().commands.items():
        if hasattr(command, "commands"):
            listed |= set(command.commands)
        else:
            listed.add(name)
    assert not listed - named, f"README.md's command table lacks {sorted(listed - named)}"


def test_rule_options_table() -> None:
    text = COMMANDS_PAGE.read_text(encoding="utf-8")
    section = text.split("## Choosing the rules")[1].split("\n## ")[0]
    options = [cell.split()[0] for cell in _first_cells_of(section) if cell.startswith("-")]
    assert "--rules" in options and "--engine" in options
    for name in RULE_CHOOSERS:
        command = _cli().commands[name]
        missing = [opt for opt in options if opt not in _options(command)]
        assert not missing, f"{name} lacks {missing}"


def _first_cells_of(text: str) -> list[str]:
    return [m.group(1) for m in re.finditer(r"^\|\s*`([^`]+)`", text, re.M)]


def test_a_wrong_option_is_caught() -> None:
    """The check itself: `sim` has no --against (`try` has)."""
    commands, rest = _commands(_cli(), "sim prog.ll --against x.dl".split())
    assert [c.name for c in commands] == ["sim"]
    assert "--against" not in _options(commands[0]) and "--against" in _named_options(rest)
