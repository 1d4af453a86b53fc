"""`csarules facts` from the outside: output format, bad input, atomicity."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from extract_corpus import OWN_INPUTS, REPO

from csarules.extract import RELATIONS


def run_facts(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "csarules", "facts", *map(str, args)],
        capture_output=True, text=True, cwd=REPO, timeout=120,
    )


def test_writes_one_sorted_tab_separated_file_per_relation(tmp_path) -> None:
    out = tmp_path / "facts"
    src = OWN_INPUTS / "affine_cases.ll"
    before = src.read_bytes()
    proc = run_facts(src, "-o", out)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert sorted(p.name for p in out.iterdir()) == sorted(f"{r}.facts" for r in RELATIONS)
    memop = (out / "memop.facts").read_text().splitlines()
    assert memop and all(re.fullmatch(r"\d+\t[a-z_]+", line) for line in memop)
    rows = [tuple(int(c) if c.isdigit() else c for c in ln.split("\t")) for ln in memop]
    assert rows == sorted(rows)
    assert src.read_bytes() == before  # the input is never modified


def test_rerun_writes_into_the_directory_and_keeps_what_else_it_holds(tmp_path) -> None:
    """Issue 19: `-o DIR` once deleted whatever DIR held."""
    out = tmp_path / "facts"
    out.mkdir()
    (out / "notes.txt").write_text("mine\n")
    (out / "other.facts").write_text("1\n")
    (out / "memop.facts").write_text("stale\n")
    assert run_facts(OWN_INPUTS / "affine_cases.ll", "-o", out).returncode == 0
    assert (out / "notes.txt").read_text() == "mine\n"
    assert (out / "other.facts").read_text() == "1\n"
    assert (out / "memop.facts").read_text() != "stale\n"
    assert not [p for p in out.iterdir() if p.name.startswith(".")]  # no temporaries left


def test_module_without_functions_has_empty_relations(tmp_path) -> None:
    """A module of globals and declarations only is valid input (opt takes it): every
    relation's file is written, and empty. It was once refused as an "empty module"."""
    out = tmp_path / "facts"
    proc = run_facts(OWN_INPUTS / "globals_only.ll", "-o", out)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == "" and proc.stdout == ""
    assert sorted(p.name for p in out.iterdir()) == sorted(f"{r}.facts" for r in RELATIONS)
    assert {p.name: p.read_text() for p in out.iterdir()} == {
        f"{r}.facts": "" for r in RELATIONS}


BAD = [
    ("bad_syntax.ll", 4, "expected"),
    ("bad_va_arg.ll", 3, "unsupported instruction 'va_arg'"),
    ("bad_irreducible.ll", 6, "irreducible control flow entered by indirectbr is not supported"),
    ("bad_region_id.ll", 7, "region id must be a constant"),
]


@pytest.mark.parametrize(("name", "line", "message"), BAD, ids=[b[0] for b in BAD])
def test_bad_input_is_one_error_line(tmp_path, name: str, line: int, message: str) -> None:
    src = OWN_INPUTS / name
    before = src.read_bytes()
    out = tmp_path / "facts"
    proc = run_facts(src, "-o", out)
    assert proc.returncode == 2
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith(f"{src}:{line}: error: ")
    assert message in lines[0]
    assert "Traceback" not in proc.stderr and proc.stdout == ""
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []  # no temporary leftovers either
    assert src.read_bytes() == before


def test_unreadable_path_has_no_line(tmp_path) -> None:
    missing = tmp_path / "missing.ll"
    proc = run_facts(missing, "-o", tmp_path / "facts")
    assert proc.returncode == 2
    assert proc.stderr.splitlines() == [proc.stderr.strip()]
    assert proc.stderr.startswith(f"{missing}: error: cannot read input")
    assert not (tmp_path / "facts").exists()


def test_directory_as_input(tmp_path) -> None:
    proc = run_facts(tmp_path, "-o", tmp_path / "facts")
    assert proc.returncode == 2
    assert len(proc.stderr.splitlines()) == 1 and ": error: " in proc.stderr


def test_output_that_is_a_file_is_refused(tmp_path) -> None:
    target = tmp_path / "taken"
    target.write_text("keep me")
    proc = run_facts(OWN_INPUTS / "affine_cases.ll", "-o", target)
    assert proc.returncode == 2 and len(proc.stderr.splitlines()) == 1
    assert target.read_text() == "keep me"


def test_unwritable_output_is_a_user_error(tmp_path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("")
    proc = run_facts(OWN_INPUTS / "affine_cases.ll", "-o", blocked / "sub" / "facts")
    assert proc.returncode == 2
    assert len(proc.stderr.splitlines()) == 1 and "cannot write output" in proc.stderr
