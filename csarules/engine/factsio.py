"""Facts in and out: validation of given facts, Soufflé-style tab-separated files.

Soufflé reads a `<rel>.facts` line as tab-separated fields with no quoting or escaping, so a
symbol cannot contain a tab or a newline; we refuse to write such symbols rather than produce
a file Soufflé would misread. Number columns are decimal integers (`float` columns decimals).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from csarules.engine.ast import Program
from csarules.engine.diagnostics import FACTS, UNDECLARED, EngineError
from csarules.fileio import write_atomic


class Vouched(dict):
    """Facts some of whose relations their producer vouches for: every tuple of a
    relation in `kinds` is a tuple with one value per entry there, a str exactly where
    the entry is True (a symbol), by construction (extraction's relations quadratic in
    a function's size, built in bulk of line and block ids: csarules/extract.py).
    check_facts compares those kinds with the program's declaration once per relation
    and, where they agree, looks at none of its tuples: at a million tuples a relation,
    checking them cost more than building them. Other relations, and a vouched one a
    program declares otherwise, are checked tuple by tuple."""

    def __init__(self, facts: Mapping[str, Iterable[tuple]],
                 kinds: Mapping[str, tuple[bool, ...]]) -> None:
        super().__init__(facts)
        self.kinds = dict(kinds)


def check_facts(program: Program, facts: Mapping[str, Iterable[tuple]]
                ) -> dict[str, list | set | frozenset]:
    """Validate facts given to Engine.run: declared relation, arity, value kinds."""
    out: dict[str, list | set | frozenset] = {}
    vouched = facts.kinds if isinstance(facts, Vouched) else {}
    for relation in sorted(facts):
        decl = program.relations.get(relation)
        if decl is None:
            raise EngineError(program.path, None, f"facts given for undeclared relation "
                              f"{relation}", UNDECLARED)
        kinds = [kind == "symbol" for _, kind in decl.attrs]
        if vouched.get(relation) == tuple(kinds):
            rows = facts[relation]
            # a set stays one: the store copies it with the hashes it holds, where a list
            # of a million alias pairs would have every tuple hashed again
            out[relation] = rows if isinstance(rows, set | frozenset) else list(rows)
            continue
        rows = list(map(tuple, facts[relation]))
        if _well_formed(rows, kinds, program.typed):
            out[relation] = rows
            continue
        rows = []
        for row in facts[relation]:
            row = tuple(row)
            if len(row) != len(kinds):
                raise EngineError(program.path, None, f"fact {relation}{row!r} has {len(row)} "
                                  f"values but {relation} has {len(kinds)} attributes", FACTS)
            for is_symbol, value in zip(kinds, row, strict=True):
                if program.typed and is_symbol != isinstance(value, str):
                    raise EngineError(program.path, None, f"fact {relation}{row!r}: "
                                      f"{value!r} has the wrong type", FACTS)
            rows.append(row)
        out[relation] = rows
    return out


def _well_formed(rows: list[tuple], kinds: list[bool], typed: bool) -> bool:
    """Column by column, what the row-by-row check below tests (which, when this finds
    anything wrong, names the bad fact): large fact sets are checked at C speed, from
    one transposition (one pass over the rows, which lie all over memory, instead of one
    per column)."""
    if not rows:
        return True
    try:
        columns = list(zip(*rows, strict=True))
    except ValueError:  # rows of different lengths
        return False
    if len(rows[0]) != len(kinds):
        return False
    if not typed:
        return True
    for column, is_symbol in zip(columns, kinds, strict=True):
        types = set(map(type, column))
        if any(issubclass(t, str) != is_symbol for t in types):
            return False
    return True


_CONVERT = {"symbol": str, "number": int, "unsigned": int, "float": float}


def _read_integers(text: str, width: int) -> set[tuple] | None:
    """All-integer files in bulk (large outputs); None when anything looks irregular, so the
    line-by-line reader can name the bad line."""
    lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    if "\n\n" in text or text.count("\t") != lines * (width - 1):
        return None
    try:
        values = list(map(int, text.split()))
    except ValueError:
        return None
    if len(values) != lines * width:
        return None
    return set(zip(*[iter(values)] * width, strict=True))


def parse_value(kind: str, text: str, path: str, line: int):
    if kind == "symbol":
        return text
    try:
        return float(text) if kind == "float" else int(text)
    except ValueError as exc:
        raise EngineError(path, line, f"{text!r} is not a {kind}", FACTS) from exc


def read_relation_file(program: Program, relation: str, file: Path) -> set[tuple]:
    kinds = program.kinds(relation)
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise EngineError(str(file), None, f"cannot read facts: {exc}", FACTS) from exc
    rows: set[tuple] = set()
    if not kinds:
        # Soufflé writes a nullary relation that holds as the line "()".
        return {()} if text.strip() else set()
    converters = [_CONVERT[kind] for kind in kinds]
    width = len(kinds)
    if all(kind in ("number", "unsigned") for kind in kinds):
        fast = _read_integers(text, width)
        if fast is not None:
            return fast
    for number, line in enumerate(text.splitlines(), start=1):
        if not line:
            continue
        fields = line.split("\t")
        if len(fields) != width:
            raise EngineError(str(file), number, f"{relation} has {width} attributes but "
                              f"this line has {len(fields)} tab-separated values", FACTS)
        try:
            # lengths already match: strict=False spares a check per line
            rows.add(tuple([convert(f) for convert, f in zip(converters, fields, strict=False)]))
        except ValueError:
            for kind, field in zip(kinds, fields, strict=True):
                parse_value(kind, field, str(file), number)  # raises, naming the field
            raise
    return rows


def read_facts_dir(program: Program, path) -> dict[str, set[tuple]]:
    """`<rel>.facts` for every input relation; a missing file means no facts."""
    folder = Path(path)
    if not folder.is_dir():
        raise EngineError(str(path), None, "facts directory does not exist", FACTS)
    facts: dict[str, set[tuple]] = {}
    for relation in program.inputs:
        file = folder / f"{relation}.facts"
        facts[relation] = read_relation_file(program, relation, file) if file.exists() else set()
    return facts


def sort_key(row: tuple) -> tuple:
    return tuple((isinstance(v, str), v) for v in row)


def format_rows(relation: str, rows: Iterable[tuple]) -> str:
    lines = []
    for row in sorted(rows, key=sort_key):
        for value in row:
            if isinstance(value, str) and ("\t" in value or "\n" in value or "\r" in value):
                raise EngineError(relation, None, f"symbol {value!r} of {relation} contains a "
                                  "tab or newline, which tab-separated files cannot hold", FACTS)
        lines.append(("\t".join(str(v) for v in row) if row else "()") + "\n")
    return "".join(lines)


def write_facts_dir(program: Program, facts: Mapping[str, Iterable[tuple]], path) -> None:
    """Write `<rel>.facts` for every input relation (empty when no facts are given)."""
    check_facts(program, facts)
    names = sorted(set(program.inputs) | set(facts))
    for rel in names:
        write_atomic(Path(path) / f"{rel}.facts", format_rows(rel, facts.get(rel, ())),
                     make_dirs=True)


def write_csv_dir(program: Program, relations: Mapping[str, Iterable[tuple]], path,
                  names: Iterable[str] | None = None) -> None:
    """Write `<rel>.csv` (tab-separated, sorted) for the output relations (or `names`)."""
    chosen = sorted(names) if names is not None else program.outputs
    for rel in chosen:
        write_atomic(Path(path) / f"{rel}.csv", format_rows(rel, relations.get(rel, ())),
                     make_dirs=True)
