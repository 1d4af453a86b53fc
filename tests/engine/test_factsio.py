"""Tab-separated facts and outputs, as Soufflé reads and writes them."""

from __future__ import annotations

import pytest

from csarules.engine import parse_program, read_facts_dir, write_csv_dir, write_facts_dir
from csarules.errors import CsaError

PROGRAM = parse_program("""
.decl e(x:number, s:symbol)
.input e
.decl u(x:unsigned)
.input u
.decl flag()
.input flag
.decl out(s:symbol, x:number)
.output out
""")


def test_round_trip_is_sorted_and_typed(tmp_path):
    facts = {"e": {(10, "b c"), (-2, "z"), (3, "")}, "flag": {()}}
    write_facts_dir(PROGRAM, facts, tmp_path)
    assert (tmp_path / "e.facts").read_text() == "-2\tz\n3\t\n10\tb c\n"
    assert (tmp_path / "u.facts").read_text() == ""
    assert (tmp_path / "flag.facts").read_text() == "()\n"
    back = read_facts_dir(PROGRAM, tmp_path)
    assert back == {"e": {(10, "b c"), (-2, "z"), (3, "")}, "u": set(), "flag": {()}}


def test_symbols_that_a_tab_separated_file_cannot_hold_are_refused(tmp_path):
    with pytest.raises(CsaError, match="contains a tab or newline"):
        write_facts_dir(PROGRAM, {"e": {(1, "a\tb")}}, tmp_path)


def test_csv_outputs_only_outputs(tmp_path):
    write_csv_dir(PROGRAM, {"out": {("b", 2), ("a", 10), ("a", 9)}, "e": {(1, "x")}}, tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.csv"]
    assert (tmp_path / "out.csv").read_text() == "a\t9\na\t10\nb\t2\n"


def test_bad_fact_files(tmp_path):
    (tmp_path / "e.facts").write_text("1\tok\n2\n")
    with pytest.raises(CsaError) as info:
        read_facts_dir(PROGRAM, tmp_path)
    assert info.value.line == 2 and "has 2 attributes" in info.value.message
    with pytest.raises(CsaError, match="facts directory does not exist"):
        read_facts_dir(PROGRAM, tmp_path / "missing")
