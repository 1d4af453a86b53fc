"""`csarules run` and `csarules explain`, through the real CLI entry point."""

from __future__ import annotations

import json

from csarules.cli import main

PROGRAM = """.decl edge(x:number, y:number)
.input edge
.decl name(x:number, s:symbol)
.input name
.decl path(x:number, y:number)
.output path
path(x, y) :- edge(x, y).
path(x, z) :- edge(x, y), path(y, z).
.decl named(s:symbol, t:symbol)
.output named
named(s, t) :- path(x, y), name(x, s), name(y, t).
"""


def _setup(tmp_path):
    prog = tmp_path / "prog.dl"
    prog.write_text(PROGRAM)
    facts = tmp_path / "facts"
    facts.mkdir()
    (facts / "edge.facts").write_text("1\t2\n2\t3\n")
    (facts / "name.facts").write_text("1\tone\n3\tthree x\n")
    return prog, facts


def test_run_writes_sorted_csv(tmp_path):
    prog, facts = _setup(tmp_path)
    out = tmp_path / "out"
    assert main(["run", str(prog), "-F", str(facts), "-D", str(out)]) == 0
    assert (out / "path.csv").read_text() == "1\t2\n1\t3\n2\t3\n"
    assert (out / "named.csv").read_text() == "one\tthree x\n"


def test_run_to_stdout(tmp_path, capsys):
    prog, facts = _setup(tmp_path)
    assert main(["run", str(prog), "-F", str(facts), "-D", "-"]) == 0
    out = capsys.readouterr().out
    assert "path\n===============\n1\t2\n1\t3\n2\t3\n===============\n" in out


def test_explain_prints_the_tree(tmp_path, capsys):
    prog, facts = _setup(tmp_path)
    assert main(["explain", str(prog), "-F", str(facts), 'named("one", "three x")']) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith('named("one", "three x")  [named rule #1 at ')
    assert lines[1].startswith("  path(1, 3)  [path rule #2 at ")
    assert '  name(1, "one")  [fact]' in lines
    assert main(["explain", str(prog), "-F", str(facts), "path(1, 3)", "--json"]) == 0
    tree = json.loads(capsys.readouterr().out)
    assert tree["rule"]["number"] == 2 and tree["height"] == 2


def test_errors_are_one_line(tmp_path, capsys):
    prog, facts = _setup(tmp_path)
    (facts / "edge.facts").write_text("1\t2\nx\t3\n")
    assert main(["run", str(prog), "-F", str(facts), "-D", "-"]) == 2
    assert capsys.readouterr().err == f"{facts / 'edge.facts'}:2: error: 'x' is not a number\n"
    (facts / "edge.facts").write_text("1\t2\n")
    assert main(["explain", str(prog), "-F", str(facts), "path(2, 1)"]) == 2
    assert "path(2, 1) does not hold" in capsys.readouterr().err
    assert main(["explain", str(prog), "-F", str(facts), 'path("a", 1)']) == 2
    assert "path.x is a number" in capsys.readouterr().err
    bad = tmp_path / "bad.dl"
    bad.write_text(".decl a(x:number)\na(x) :- b(x).\n")
    assert main(["run", str(bad), "-F", str(facts)]) == 2
    assert capsys.readouterr().err == f"{bad}:2: error: relation b is not declared\n"


def test_engine_choice_without_souffle_binary(tmp_path, capsys):
    prog, facts = _setup(tmp_path)
    missing = tmp_path / "no-souffle"
    assert main(["run", str(prog), "-F", str(facts), "--souffle", str(missing)]) == 2
    assert "not found or not executable" in capsys.readouterr().err
