"""`csarules sim` on the command line: JSON shape, text summary, errors, ordering on the fly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from simkit import CSA_DECLS, KERNELS

from csarules.cli import main

ORDERED = CSA_DECLS + """
define i32 @f(ptr %p, i32 %n) {
  %m = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %m)
  store i32 %n, ptr %p
  %t = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %m)
  %v = load i32, ptr %p
  %u = call i1 @llvm.csa.outord()
  %all = call i1 (...) @llvm.csa.all0(i1 %t, i1 %u)
  call void @llvm.csa.inord(i1 %all)
  ret i32 %v
}
"""

STORE_LINE = next(i for i, ln in enumerate(ORDERED.split("\n"), 1) if "store" in ln)
LOAD_LINE = next(i for i, ln in enumerate(ORDERED.split("\n"), 1) if "load" in ln)


@pytest.fixture
def ordered_file(tmp_path: Path) -> Path:
    path = tmp_path / "f.ll"
    path.write_text(ORDERED)
    return path


def test_json_report(ordered_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["sim", str(ordered_file), "--entry", "f", "--arg", "p=i32[2]:zero",
               "--arg", "n=9", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 1  # the run races: exit status 1 (issue 19)
    assert set(out) >= {"cycles", "oracle_cycles", "races", "race_count", "matches_sequential",
                        "return", "dynamic"}
    assert out["return"] == 9
    assert out["race_count"] == 1
    assert out["races"][0]["first"] == {"line": STORE_LINE, "iteration": 0}
    assert out["races"][0]["second"] == {"line": LOAD_LINE, "iteration": 0}
    assert out["dynamic"] == {"instructions": 10, "memops": 2, "loads": 1, "stores": 1,
                              "prefetches": 0}


def test_text_report_and_positional_args(ordered_file: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["sim", str(ordered_file), "--entry", "f", "--arg", "i32[2]:zero", "--arg", "4",
               "--schedule", "random", "--seed", "2"])
    out = capsys.readouterr().out
    assert rc == 1
    assert "returned" in out and "races: 1" in out and f"line {STORE_LINE} (iteration 0)" in out
    assert "random schedule" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--arg", "p=i32[2]:zero", "--arg", "x=3"], "no parameter named x"),
        (["--arg", "p=i32[2]:zero"], "no --arg for parameter"),
        (["--arg", "p=i32[2]:zero", "--arg", "n=i32[x]:zero"], "not a valid value"),
        (["--arg", "p=i32[2]:zero", "--arg", "n=1", "--latency", "load=fast"], "bad latency"),
        (["--arg", "p=i32[2]:zero", "--arg", "n=1", "--schedule", "chaos"], "unknown schedule"),
    ],
)
def test_user_errors_are_one_line(ordered_file: Path, capsys: pytest.CaptureFixture[str],
                                  args: list[str], message: str) -> None:
    rc = main(["sim", str(ordered_file), "--entry", "f", *args])
    err = capsys.readouterr().err
    assert rc == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_unknown_entry(ordered_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", str(ordered_file), "--entry", "nope"]) == 2
    assert "no function @nope" in capsys.readouterr().err


def test_unordered_input_is_ordered_first(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("csarules.order.pipeline", reason="ordering pipeline not built yet")
    ordered = tmp_path / "ordered.ll"
    rc = main(["sim", str(KERNELS / "saxpy.ll"), "--entry", "saxpy", "--mode", "linear",
               "--arg", "f32[16]:iota", "--arg", "f32[16]:random:seed=1", "--arg", "2.0",
               "--arg", "16", "--json", "--ordered-out", str(ordered)])
    out = json.loads(capsys.readouterr().out)
    assert rc == 0
    assert out["race_count"] == 0
    assert "llvm.csa.inord" in ordered.read_text()
    assert out["cycles"] >= out["oracle_cycles"]


def test_source_names_on_numbered_parameters_are_refused(capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    """Issue 19: clang numbers parameters; `--arg y=...` was bound by its place on the
    command line, silently. It is refused with the parameters' positional order."""
    rc = main(["sim", str(KERNELS / "saxpy.ll"), "--entry", "saxpy", "--arg", "y=f32[4]:iota",
               "--arg", "x=f32[4]:iota", "--arg", "a=2.0", "--arg", "n=4"])
    err = capsys.readouterr().err.splitlines()
    assert rc == 2 and len(err) == 1
    assert "parameters of @saxpy are unnamed (%0: ptr, %1: ptr, %2: float, %3: i32)" in err[0]


def test_numbered_parameters_bind_by_number(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["sim", str(KERNELS / "saxpy.ll"), "--entry", "saxpy", "--arg", "3=4",
               "--arg", "0=f32[4]:zero", "--arg", "2=2.0", "--arg", "1=f32[4]:iota", "--json"])
    assert rc == 0
    assert json.loads(capsys.readouterr().out)["race_count"] == 0


RACY_UNORDERED = """define void @f(ptr %p) {
  store i32 1, ptr %p
  store i32 2, ptr %p
  ret void
}
"""


def test_race_lines_are_input_lines_and_exit_1(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 19: an input ordered on the fly reports races at the input's lines (the
    ordered module it simulates has more lines), and a racing run exits 1."""
    path = tmp_path / "racy.ll"
    path.write_text(RACY_UNORDERED)
    rc = main(["sim", str(path), "--entry", "f", "--mode", "race", "--arg", "i32[1]:zero",
               "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 1
    assert [(r["first"]["line"], r["second"]["line"]) for r in out["races"]] == [(2, 3)]


def test_errors_name_input_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "null.ll"
    path.write_text("define i32 @f() {\n  %v = load i32, ptr null\n  ret i32 %v\n}\n")
    rc = main(["sim", str(path), "--entry", "f"])
    err = capsys.readouterr().err.splitlines()
    assert rc == 2 and len(err) == 1 and err[0].startswith(f"{path}:2: error: ")
