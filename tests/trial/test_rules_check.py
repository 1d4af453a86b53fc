"""`csarules rules check`: errors are one line with exit 2; warnings name file:line."""

from __future__ import annotations

import pytest
from trialkit import IDEAS, csarules


def test_warnings_each_with_their_line(capsys, monkeypatch) -> None:
    path = IDEAS / "warnings.dl"
    run = csarules(capsys, monkeypatch, "rules", "check", str(path))
    assert run.code == 0
    shown = "tests/trial/ideas/warnings.dl"
    assert run.err.splitlines() == [
        f"{shown}:4: warning: relation unused is defined but no .output depends on it",
        f"{shown}:6: warning: this rule for relax can never match: never (line 7) is empty "
        "whatever the inputs",
        f"{shown}:7: warning: relation never is used but never defined (no rule, no fact) "
        "and is not an .input",
        f"{shown}:8: warning: this rule redefines required, an output of rules/edges.dl; "
        "add relax(a, b, ctx, rule, reason) tuples instead",
    ]
    assert run.out.startswith(f"{shown}: ok: ")
    assert run.out.rstrip().endswith("4 warning(s)")
    strict = csarules(capsys, monkeypatch, "rules", "check", "--strict", str(path))
    assert strict.code == 1


def test_clean_idea_has_no_warnings(capsys, monkeypatch) -> None:
    run = csarules(capsys, monkeypatch, "rules", "check", "--strict",
                   "examples/guarded_sides.dl")
    assert run.code == 0
    assert run.err == ""
    assert run.out.rstrip().endswith("0 warning(s)")


@pytest.mark.parametrize("idea, line, message", [
    ("syntax_error.dl", 4, "expected ')' but found '\"store\"'"),
    ("negation_cycle.dl", 5, "unstratifiable program: negation of q is on a recursive cycle "
                             "p -> q -> p"),
    ("undeclared.dl", 4, "relation no_such_relation is not declared"),
])
def test_errors_are_one_line_exit_2(capsys, monkeypatch, idea: str, line: int,
                                    message: str) -> None:
    run = csarules(capsys, monkeypatch, "rules", "check", str(IDEAS / idea))
    assert run.code == 2
    assert run.out == ""
    assert run.err.splitlines() == [f"{IDEAS / idea}:{line}: error: {message}"]


def test_shipped_modes_load(capsys, monkeypatch) -> None:
    run = csarules(capsys, monkeypatch, "rules", "check")
    assert run.code == 0
    assert [line.split(":")[0] for line in run.out.splitlines()] == [
        "rules/modes/linear.dl", "rules/modes/race.dl", "rules/modes/standard.dl"]
    # a mode's own files may define its outputs: no "redefines" warning for them
    assert "redefines" not in run.err


def test_missing_file(capsys, monkeypatch) -> None:
    run = csarules(capsys, monkeypatch, "rules", "check", "no/such/idea.dl")
    assert run.code == 2
    assert run.err == "no/such/idea.dl: error: cannot read rules file\n"
