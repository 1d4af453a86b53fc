"""`csarules facts` on every corpus input, and the facts' agreement with rules/schema.dl."""

from __future__ import annotations

import re
import time

import pytest
import typer
from extract_corpus import REPO, cached_module_and_facts, corpus_files, corpus_ids

from csarules.extract import RELATIONS, extract_facts
from csarules.facts.command import register
from csarules.ir.reader import read_module

FILES = corpus_files()
SCHEMA = REPO / "rules" / "schema.dl"
_NUMBER_TYPES = {"number", "Instr", "Block"}


def schema_inputs() -> dict[str, list[str]]:
    """relation -> column types, for every .input relation of schema.dl."""
    text = re.sub(r"//[^\n]*", "", SCHEMA.read_text())
    decls = {m.group(1): [c.split(":")[1].strip() for c in m.group(2).split(",")]
             for m in re.finditer(r"\.decl\s+(\w+)\(([^)]*)\)", text)}
    inputs = re.findall(r"\.input\s+(\w+)", text)
    return {name: decls[name] for name in inputs}


def test_extractor_fills_exactly_the_schema_inputs() -> None:
    assert sorted(RELATIONS) == sorted(schema_inputs())


@pytest.fixture(scope="module")
def facts_app() -> typer.Typer:
    # A private app with only the facts command (the full CLI is exercised by subprocess
    # in test_extract_cli.py); a second command keeps typer from flattening the group.
    app = typer.Typer()
    register(app)
    app.command("noop")(lambda: None)
    return app


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_facts_command_on_corpus(facts_app, path, tmp_path) -> None:
    out = tmp_path / "facts"
    facts_app(["facts", str(path), "-o", str(out)], standalone_mode=False)
    assert {p.name for p in out.iterdir()} == {f"{r}.facts" for r in RELATIONS}
    for line in (out / "instr.facts").read_text().splitlines():
        assert len(line.split("\t")) == 6


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_columns_have_schema_types(path) -> None:
    facts = cached_module_and_facts(path)[1]
    for name, types in schema_inputs().items():
        for row in facts[name]:
            assert len(row) == len(types), (name, row)
            for value, ty in zip(row, types, strict=True):
                want = int if ty in _NUMBER_TYPES else str
                assert type(value) is want, (name, row, ty)
                if want is str:
                    assert "\t" not in value and "\n" not in value


def test_extraction_time_of_the_largest_input(capsys) -> None:
    largest = max(FILES, key=lambda p: p.stat().st_size)
    start = time.perf_counter()
    extract_facts(read_module(largest))
    elapsed = time.perf_counter() - start
    with capsys.disabled():
        print(f"\nextracting {largest.name} ({largest.stat().st_size} bytes): {elapsed:.3f}s")
    assert elapsed < 30
