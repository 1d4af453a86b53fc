"""Modules without function definitions (a C file of constant tables, as Lua's lctype.c
and lopcodes.c give; an empty file) are valid input, as for `opt`: nothing to order, the
module written unchanged, empty lists and zero counts, exit 0. They were refused as an
"empty module", which stopped `try` over a corpus and made `order -d` exit 2."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from csarules.cli import main

ROOT = Path(__file__).resolve().parents[2]
GOOD = {"saxpy.ll": ROOT / "examples" / "saxpy.ll",
        "reverse.ll": ROOT / "benchmarks" / "kernels" / "reverse.ll"}
SAFE_IDEA = ROOT / "examples" / "guarded_sides.dl"  # changes @reverse, not @saxpy
GLOBALS_ONLY = """\
; the constant tables of a C file, and a declaration nothing calls
source_filename = "tables.c"

@char_class = dso_local local_unnamed_addr constant [4 x i8] c"\\00\\0C\\04\\16", align 1
@counter = dso_local local_unnamed_addr global i32 0, align 4

declare i32 @used_elsewhere(i32)
"""
# the same for LLVM: a module of globals, a file of comments only, a file of 0 bytes
WITHOUT_FUNCTIONS = {"tables.ll": GLOBALS_ONLY, "comment.ll": "; nothing here\n",
                     "empty.ll": ""}


def csarules(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def tables(tmp_path: Path) -> Path:
    path = tmp_path / "tables.ll"
    path.write_text(GLOBALS_ONLY)
    return path


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """src/ with two modules with functions and three without, one in a subdirectory."""
    src = tmp_path / "src"
    (src / "sub").mkdir(parents=True)
    for name, path in GOOD.items():
        shutil.copy(path, src / name)
    # what `try` simulates @reverse with (benchmarks/kernels/kernels.json's arguments)
    (src / "reverse.ll.args").write_text('[reverse]\nargs = ["i32[64]:iota", "64"]\n')
    for name, text in WITHOUT_FUNCTIONS.items():
        (src / ("sub" if name == "comment.ll" else ".") / name).write_text(text)
    return src


@pytest.mark.parametrize("name", sorted(WITHOUT_FUNCTIONS))
def test_order_writes_the_module_unchanged(capsys, tmp_path: Path, name: str) -> None:
    src = tmp_path / name
    src.write_text(WITHOUT_FUNCTIONS[name])
    out = tmp_path / "out.ll"
    assert csarules(capsys, "order", src, "-o", out) == (0, "", "")
    assert out.read_bytes() == src.read_bytes()
    assert csarules(capsys, "order", src) == (0, WITHOUT_FUNCTIONS[name], "")


@pytest.mark.souffle
def test_souffle_orders_nothing_too(capsys, tables: Path) -> None:
    assert csarules(capsys, "order", "--engine", "souffle", tables) == (0, GLOBALS_ONLY, "")


def test_the_rules_run_once(capsys, tables: Path) -> None:
    """The module is one empty group: --profile has a run to show, a bad mode is refused."""
    code, out, err = csarules(capsys, "order", "--profile", tables)
    assert (code, out) == (0, GLOBALS_ONLY)
    assert err.startswith("profile: 1 run,")
    code, out, err = csarules(capsys, "edges", "--mode", "fastest", tables)
    assert (code, out) == (2, "") and "unknown ordering mode 'fastest'" in err


def test_order_project_writes_every_module(project: Path, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "csarules", "order", str(project), "-d", str(tmp_path / "out"),
         "-j", "2"],
        capture_output=True, text=True, timeout=600, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    written = {p.relative_to(tmp_path / "out").as_posix(): p.read_bytes()
               for p in (tmp_path / "out").rglob("*.ll")}
    assert sorted(written) == ["empty.ll", "reverse.ll", "saxpy.ll", "sub/comment.ll",
                               "tables.ll"]
    for name in ("empty.ll", "tables.ll", "sub/comment.ll"):
        assert written[name] == (project / name).read_bytes()
    assert b"@llvm.csa.mementry()" in written["saxpy.ll"]


def test_edges_lists_no_function(capsys, tables: Path) -> None:
    assert csarules(capsys, "edges", tables) == (0, "", "")
    code, out, err = csarules(capsys, "edges", "--json", tables)
    assert (code, err) == (0, "")
    assert out == json.dumps({"functions": []}, indent=2) + "\n"


def test_diff_shows_only_the_modules_with_changes(capsys, project: Path) -> None:
    alone = csarules(capsys, "diff", "--rules", SAFE_IDEA, project / "reverse.ll")
    assert alone[0] == 0 and "@reverse" in alone[1]
    every = csarules(capsys, "diff", "--rules", SAFE_IDEA, project / "tables.ll",
                     project / "reverse.ll", project / "empty.ll")
    assert every == alone


def test_try_runs_through_the_corpus(capsys, project: Path, tmp_path: Path) -> None:
    report = tmp_path / "try.json"
    code, out, err = csarules(capsys, "try", SAFE_IDEA, project, "--json", report)
    assert code == 0, err
    assert "verdict: no race introduced (1 of 1 changed function(s) simulated)" in out
    doc = json.loads(report.read_text())
    assert {f["path"].rsplit("/src/", 1)[1]: len(f["functions"]) for f in doc["files"]} == {
        "empty.ll": 0, "reverse.ll": 1, "saxpy.ll": 1, "sub/comment.ll": 0, "tables.ll": 0}
    assert (doc["summary"]["files"], doc["summary"]["functions"]) == (5, 2)


def test_view_draws_no_function(capsys, tables: Path) -> None:
    code, out, err = csarules(capsys, "view", tables)
    assert (code, err) == (0, "")
    assert 'label="tables.ll: ordered memop CFG (standard)"' in out
    assert "subgraph" not in out  # one cluster per function, and there is none
    code, out, err = csarules(capsys, "view", "--pre-ordering", tables)
    assert (code, err) == (0, "") and "pre-ordering memop CFG" in out


def test_expand_writes_the_module_unchanged(capsys, tables: Path) -> None:
    assert csarules(capsys, "expand", tables) == (0, GLOBALS_ONLY, "")


@pytest.mark.parametrize(("args", "message"), [
    (("view", "-f", "f"), "no function @f defined (functions: none)"),
    (("sim", "--entry", "main"), "no function @main in the module"),
    (("why", "--carried-by", "loop", "5", "6"), "line 5 holds `@counter = "),
])
def test_what_needs_a_function_is_one_line_exit_2(capsys, tables: Path, args, message) -> None:
    code, out, err = csarules(capsys, args[0], tables, *args[1:])
    assert (code, out) == (2, "")
    assert err.splitlines() == [err.rstrip("\n")]
    assert err.startswith(f"{tables}:") and message in err
