"""benchmarks/inspect_scale.py: one row per file and command, every command run with the
pair chosen from the file's own `edges` output, and a one-line error for bad arguments."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from inspect_scale import COMMANDS, EdgesReader, main, pick_functions  # noqa: E402

# two functions: @list_sum (lines 7-24, the larger), @list_increment (27-43); the rules of
# `diff` move one of @list_increment's edges
SMALL = REPO / "tests" / "inputs" / "gen" / "linked_list.clang19.O2.ll"


def test_every_command_runs_on_a_small_file(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "rows.json"
    assert main([str(SMALL), "--json", str(out), "--timeout", "120"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[0].startswith("| file | IR lines | command |")
    body = table[2:]
    assert len(body) == len(COMMANDS)
    assert all(line.count("|") == 10 and line.endswith("| ok |") for line in body)
    rows = json.loads(out.read_text())["rows"]
    assert [r["exit"] for r in rows] == [0] * len(COMMANDS)
    assert all(r["out_bytes"] > 0 and r["file"] == SMALL.name for r in rows)
    assert [r["command"] for r in rows] == [
        f"edges {SMALL.name}",
        f"edges --json {SMALL.name}",
        f"why {SMALL.name} 27 40",
        f"why {SMALL.name} 7 18",
        f"view {SMALL.name} -f list_increment",
        f"diff --rules examples/loads_skip_carried_stores.dl {SMALL.name}"]
    assert [r["function"] for r in rows][2:5] == [
        "list_increment", "list_sum", "list_increment"]
    # the measured command is the one shown: its output is the one a user gets
    diff = subprocess.run([sys.executable, "-m", "csarules", "diff", "--rules",
                           str(REPO / "examples" / "loads_skip_carried_stores.dl"), str(SMALL)],
                          capture_output=True, check=True,
                          env={**os.environ, "PYTHONPATH": str(REPO)})
    assert rows[-1]["out_bytes"] == len(diff.stdout) > 0
    # no path of this machine in what is written
    assert str(REPO) not in out.read_text() and str(tmp_path) not in out.read_text()


def test_quick_runs_the_subset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(SMALL), "--quick"]) == 0
    body = capsys.readouterr().out.splitlines()[2:]
    assert [line.split("|")[3].split()[0] for line in body] == ["`edges", "`why", "`view"]


def test_the_reader_keeps_each_functions_first_edge_and_its_loop() -> None:
    text = (b"@f (standard): 3 required, 2 emitted, 0 released\n"
            b"  edge        12 -> 14 [carried by %loop]  store i32 0, ptr %p\n"
            b"  edge        14 -> 15     ret void\n"
            b"@g (standard): 1 required, 0 emitted, 0 released\n"
            b"@h (standard): 2 required, 1 emitted, 1 released\n"
            b"  released    20 -> 21 (same address)  ret void\n"
            b"  edge        20 -> 22     ret void\n")
    reader = EdgesReader()
    reader(io.BytesIO(text))
    assert reader.size == len(text)
    assert {n: (e.src, e.dst, e.carried_by) for n, e in reader.first.items()} == {
        "f": (12, 14, "loop"), "h": (20, 22, None)}
    sizes = {"big": 40, "f": 5, "g": 3, "h": 9, "h2": 9}
    assert pick_functions(sizes, reader.first) == ("f", "h")
    assert pick_functions(sizes, {}) == (None, None)


@pytest.mark.parametrize("argv, message", [
    (["missing.ll"], "missing.ll: error: no such file"),
    ([], "error: no input"),
    (["--commands", "edges,nope", str(SMALL)], "error: unknown command 'nope'"),
    ([str(REPO / "README.md")], "README.md:1: error:"),
])
def test_bad_arguments_give_one_line_and_status_2(
        argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1 and message in captured.err


def test_ir_dir_skips_modules_without_functions(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.ll").write_bytes(SMALL.read_bytes())
    (tmp_path / "tables.ll").write_text("@t = constant [2 x i8] c\"ab\"\n")
    assert main(["--ir-dir", str(tmp_path), "--commands", "edges"]) == 0
    captured = capsys.readouterr()
    assert [line.split("|")[1].strip() for line in captured.out.splitlines()[2:]] == ["a.ll"]
    assert "skipped tables.ll: no function definitions" in captured.err
    (tmp_path / "a.ll").unlink()
    assert main(["--ir-dir", str(tmp_path)]) == 2
    assert "error: no input" in capsys.readouterr().err
