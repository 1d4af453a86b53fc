"""`csarules order` and `csarules edges` as a user runs them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "saxpy.ll"


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "csarules", *args],
        capture_output=True,
        text=True,
        cwd=cwd or ROOT,
        timeout=600,
    )


def test_order_prints_verified_module_and_is_deterministic(tmp_path: Path) -> None:
    before = EXAMPLE.read_bytes()
    first = run("order", str(EXAMPLE))
    second = run("order", str(EXAMPLE))
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    assert "call i1 @llvm.csa.mementry()" in first.stdout
    assert EXAMPLE.read_bytes() == before


def test_output_file_is_replaced_atomically(tmp_path: Path) -> None:
    out = tmp_path / "out.ll"
    out.write_text("old contents\n")
    old_inode = out.stat().st_ino
    done = run("order", str(EXAMPLE), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    text = out.read_text()
    assert text == run("order", str(EXAMPLE)).stdout
    # rename-into-place gives the path a new inode; no temp file is left behind
    assert out.stat().st_ino != old_inode
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.ll"]


@pytest.mark.parametrize(
    ("content", "line", "needle"),
    [
        ("define void @f() {\n  %x = bogus i32 0\n  ret void\n}\n", 2, "error"),
        (
            "define void @f(ptr %p) {\n  call void @llvm.csa.inord(i1 0)\n"
            "  store i32 0, ptr %p\n  ret void\n}\ndeclare void @llvm.csa.inord(i1)\n",
            2,
            "already ordered",
        ),
    ],
)
def test_bad_input_is_one_line_exit_2_and_nothing_written(
    tmp_path: Path, content: str, line: int, needle: str
) -> None:
    src = tmp_path / "bad.ll"
    src.write_text(content)
    out = tmp_path / "out.ll"
    done = run("order", str(src), "-o", str(out))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(f"{src}:{line}: error:")
    assert needle in lines[0]
    assert "Traceback" not in done.stderr
    assert not out.exists()
    assert src.read_text() == content


def test_unreadable_input_is_exit_2(tmp_path: Path) -> None:
    done = run("order", str(tmp_path / "missing.ll"))
    assert done.returncode == 2
    assert done.stderr.strip().endswith("cannot read input: No such file or directory")


def test_unknown_mode_is_exit_2() -> None:
    done = run("order", "--mode", "fastest", str(EXAMPLE))
    assert done.returncode == 2
    assert "unknown ordering mode 'fastest'" in done.stderr


def test_edges_json_shape() -> None:
    done = run("edges", "--json", str(ROOT / "tests/lit/standard/loop_recurrence.ll"))
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    (func,) = doc["functions"]
    assert func["name"] == "recurrence"
    point = {"line", "text"}
    for kind in ("required", "emitted", "released"):
        for item in func[kind]:
            assert set(item["src"]) == point and set(item["dst"]) == point
            assert item["carried_by"] is None or isinstance(item["carried_by"], str)
    assert all("rule" in item for item in func["required"])
    assert all("reason" in item for item in func["released"])
    carried = [e for e in func["emitted"] if e["carried_by"]]
    assert [(e["src"]["line"], e["dst"]["line"], e["carried_by"]) for e in carried] == [
        (18, 15, "loop")
    ]
    # the entry is named by its `define` line
    assert any(e["src"]["text"].startswith("define void @recurrence") for e in func["required"])
    # required is the full relation: it contains every emitted pair
    req = {(e["src"]["line"], e["dst"]["line"], e["carried_by"]) for e in func["required"]}
    emi = {(e["src"]["line"], e["dst"]["line"], e["carried_by"]) for e in func["emitted"]}
    assert emi <= req


def test_why_prints_a_derivation_tree() -> None:
    done = run("why", str(ROOT / "tests/lit/standard/loop_recurrence.ll"), "18", "15")
    assert done.returncode == 0, done.stderr
    assert "required(18, 15" in done.stdout
    assert "may_alias_unknown(" in done.stdout


def test_why_not_shows_the_disjointness_that_drops_a_pair() -> None:
    # the load of A[i] (line 18) need not wait for the store to A[j] (line 22) of earlier
    # iterations: the loop's continue test keeps the two sides apart
    done = run("why", str(ROOT / "tests/lit/standard/crossing_swap.ll"), "22", "18")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Line 18 (load of %pi) does not wait for line 22 (store to "
                                  "%pj) of an earlier iteration of loop %loop: the two never "
                                  "access the same bytes across iterations of loop %loop")
    assert "continues only while its lower index is below its upper one" in done.stdout
    assert "carried_disjoint(22, 18, 15)" in done.stdout
    assert "continue_less(15, 25, 1, -1)  [fact]" in done.stdout


def test_main_readme_command_runs_from_any_directory(tmp_path: Path) -> None:
    env = dict(os.environ)
    done = subprocess.run(
        [sys.executable, "-m", "csarules", "order", str(EXAMPLE)],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=600,
    )
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("argv", [[], ["mmra"]], ids=["top", "group"])
def test_no_arguments_prints_the_help_once(argv: list[str], capsys) -> None:
    from csarules.cli import main

    assert main(argv) == 0
    assert capsys.readouterr().out.count("Usage:") == 1
