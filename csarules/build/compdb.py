"""compile_commands.json (the JSON compilation database clang tools read): its entries,
and where the ordered IR of each goes.

Each entry is `directory`, `file` and `arguments` (a list) or `command` (one shell-quoted
string), as https://clang.llvm.org/docs/JSONCompilationDatabase.html says. A translation
unit's outputs are named by its source's path relative to the project: the deepest
directory holding every source of the database."""

from __future__ import annotations

import json
import os
import shlex
from dataclasses import dataclass
from pathlib import Path

from csarules.build.flags import SOURCE_SUFFIXES, read_invocation
from csarules.errors import CsaError


@dataclass(frozen=True)
class Entry:
    number: int  # 1-based, in the database's order
    directory: Path
    source: Path  # absolute, normalised
    command: list[str]  # compiler and arguments
    problem: str | None = None  # why it cannot be compiled (reported as its failure)


@dataclass(frozen=True)
class Unit:
    """One translation unit to order: its entry and its name under the output tree."""
    entry: Entry
    name: Path  # the source's path relative to the project (src/lapi.c)


@dataclass
class Plan:
    units: list[Unit]
    root: Path  # the project: the deepest directory holding every source
    repeated: list[Entry]  # a source compiled again (a second library of the same files)
    not_c: list[Entry]  # assembly and other inputs that are no C or C++


def read_compdb(path: Path) -> list[Entry]:
    """The entries of the database; a file that is no database is one error (exit 2), an
    entry that cannot be read is an entry with a problem (listed with the failures)."""
    shown = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CsaError(shown, None, f"cannot read compilation database: "
                       f"{exc.strerror or exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CsaError(shown, exc.lineno, f"not a compilation database: {exc.msg}") from None
    if not isinstance(data, list):
        raise CsaError(shown, None, "not a compilation database: the top level is no JSON "
                       "array of entries")
    return [_entry(shown, k, item, path.parent) for k, item in enumerate(data, start=1)]


def _entry(shown: str, number: int, item: object, base: Path) -> Entry:
    def bad(message: str) -> Entry:
        return Entry(number, base, base / f"<entry {number}>", [],
                     f"{shown}: entry {number}: {message}")

    if not isinstance(item, dict):
        return bad("not a JSON object")
    directory, file = item.get("directory"), item.get("file")
    if not isinstance(directory, str) or not isinstance(file, str):
        return bad("needs 'directory' and 'file' strings")
    arguments = item.get("arguments")
    if isinstance(arguments, list) and arguments and all(isinstance(a, str) for a in arguments):
        command = list(arguments)
    elif isinstance(item.get("command"), str):
        try:
            command = shlex.split(item["command"])
        except ValueError as exc:
            return bad(f"cannot split its command: {exc}")
    else:
        return bad("needs 'arguments' (a list of strings) or 'command' (a string)")
    if not command:
        return bad("empty command")
    work = Path(directory)
    if not work.is_absolute():  # relative to the database, as clang tools read it
        work = base / work
    source = Path(os.path.normpath(work / file))
    return Entry(number, Path(os.path.normpath(work)), source, command)


def plan(entries: list[Entry]) -> Plan:
    """The translation units to order, each source once (its first entry), C and C++
    only, named relative to the project root."""
    seen: dict[Path, Entry] = {}
    units: list[Entry] = []
    repeated: list[Entry] = []
    not_c: list[Entry] = []
    for entry in entries:
        if entry.problem is None and not _is_c_or_cxx(entry):
            not_c.append(entry)
        elif entry.problem is None and entry.source in seen:
            repeated.append(entry)
        else:
            seen.setdefault(entry.source, entry)
            units.append(entry)
    sources = [e.source for e in units if e.problem is None]
    root = Path(os.path.commonpath([s.parent for s in sources])) if sources else Path("/")
    return Plan([Unit(e, _name(e, root)) for e in units], root, repeated, not_c)


def _is_c_or_cxx(entry: Entry) -> bool:
    invocation = read_invocation(entry.command)
    if invocation.sources:
        return any(_same(entry, path) for _, path in invocation.sources)
    return entry.source.suffix in SOURCE_SUFFIXES


def _same(entry: Entry, path: str) -> bool:
    return Path(os.path.normpath(entry.directory / path)) == entry.source


def _name(entry: Entry, root: Path) -> Path:
    if entry.problem is not None:
        return Path(f"entry-{entry.number}")
    return entry.source.relative_to(root)


def source_index(entry: Entry) -> int | None:
    """Where the entry's own source stands in its arguments (a command may list more)."""
    invocation = read_invocation(entry.command)
    for index, path in invocation.sources:
        if _same(entry, path):
            return index
    return invocation.sources[0][0] if len(invocation.sources) == 1 else None
