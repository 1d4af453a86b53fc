"""benchmarks/fuzz.py's ways of running csarules and of adding campaigns up.

A forked run (the default: a worker that imported csarules once forks for each tool run)
must be classified exactly as a fresh `python -m csarules` process: exit status, the one-line
error, a traceback or a fatal signal is a crash, a hang is a timeout. Results files of
several runs add up (fuzz_table.py), and a run can skip the seeds an earlier one did."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
from scriptload import load_script

BAD_IR = "define i32 @f(ptr %p) {\n  %v = load i32, ptr %q\n  ret i32 %v\n}\n"


def _load(name: str):
    return load_script(f"benchmarks/{name}.py")


@pytest.fixture()
def fuzz():
    module = _load("fuzz")
    yield module
    module.RUNNER["how"] = "fork"


@pytest.mark.parametrize("args", [["order", "BAD", "-o", "OUT"], ["bogus"],
                                  ["sim", "BAD", "--entry", "f"]])
def test_forked_and_subprocess_runs_end_alike(fuzz, tmp_path: Path, args: list[str]) -> None:
    bad = tmp_path / "bad.ll"
    bad.write_text(BAD_IR)
    argv = [str(bad) if a == "BAD" else str(tmp_path / "o.ll") if a == "OUT" else a
            for a in args]
    got = {}
    for how in ("fork", "subprocess"):
        fuzz.RUNNER["how"] = how
        proc = fuzz._csarules(argv, 120)
        got[how] = (proc.returncode, proc.stdout, proc.stderr,
                    fuzz._classify_error(proc, "order"))
    assert got["fork"] == got["subprocess"]
    assert got["fork"][0] == 2 and got["fork"][3][0] == "rejected"
    assert not (tmp_path / "o.ll").exists()


def _crash_with(fuzz, monkeypatch, fake) -> tuple[str, str]:
    fuzz._warm_up()  # before the patch: warming up runs the real CLI
    import csarules.cli

    monkeypatch.setattr(csarules.cli, "main", fake)
    proc = fuzz._csarules(["order", "x.ll"], 60)
    return fuzz._classify_error(proc, "order")


def test_a_traceback_in_a_forked_run_is_a_crash(fuzz, monkeypatch) -> None:
    def fake(argv):
        raise RuntimeError("boom")

    outcome, detail = _crash_with(fuzz, monkeypatch, fake)
    assert (outcome, detail) == ("crash", "RuntimeError: boom")


def test_a_fatal_signal_ends_only_the_forked_run(fuzz, monkeypatch) -> None:
    def fake(argv):
        os.kill(os.getpid(), signal.SIGSEGV)

    assert _crash_with(fuzz, monkeypatch, fake)[0] == "crash"
    assert fuzz._csarules(["version"], 60).returncode == -signal.SIGSEGV  # still patched


def test_a_hanging_forked_run_times_out(fuzz, monkeypatch) -> None:
    fuzz._warm_up()
    import csarules.cli

    monkeypatch.setattr(csarules.cli, "main", lambda argv: time.sleep(30))
    started = time.monotonic()
    with pytest.raises(subprocess.TimeoutExpired):
        fuzz._csarules(["version"], 1)
    assert time.monotonic() - started < 10


def test_runs_add_up_and_skip_done_seeds(fuzz, tmp_path: Path) -> None:
    if shutil.which("llvm-stress-19") is None:
        pytest.skip("missing llvm-stress-19")
    common = ["--csmith", "0", "--stress-size", "20", "--modes", "standard", "-j", "1",
              "--out", str(tmp_path / "out")]
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert fuzz.main([*common, "--stress", "2", "--json", str(first)]) == 0
    # the real CLI, as a user starts it
    assert fuzz.main([*common, "--stress", "4", "--skip-done", str(first), "--subprocess",
                      "--json", str(second)]) == 0
    a, b = json.loads(first.read_text()), json.loads(second.read_text())
    assert sorted(a["results"]["stress"]) == ["1", "2"] and a["runner"] == "fork"
    assert sorted(b["results"]["stress"]) == ["3", "4"] and b["runner"] == "subprocess"
    table = _load("fuzz_table")
    rows = table.summarise([("a", a), ("b", b), ("again", a)])
    assert [(r["seeds"], r["programs"], r["counts"]["ok"]) for r in rows] == [("1–4", 4, 4)]
    assert "| llvm-stress-19 | 1–4 | size 20; standard | 4 |" in table.markdown(rows)


def test_seed_ranges() -> None:
    table = _load("fuzz_table")
    assert table.seed_ranges([10, 1, 2, 3, 7, 9]) == "1–3, 7, 9–10"


def test_a_versioned_nest_is_counted_and_not_a_mismatch(fuzz, tmp_path: Path) -> None:
    # vadd.ll: two loops (the unrolled one and its remainder) versioned by the standard
    # mode; the whole program, a rules file, never versions, so it is held to the standard
    # mode's output without run-time checks
    src = tmp_path / "vadd.ll"
    shutil.copyfile(Path(__file__).parents[1] / "lit" / "versioning" / "vadd.ll", src)
    checks, ordered = fuzz._order_checks("stress", 7, "", src, tmp_path, ["standard"], 300)
    assert [(c.step, c.outcome) for c in checks] == [
        ("order", "ok"), ("unversioned", "ok"), ("whole", "ok")], checks
    assert checks[0].versioned == 2
    assert fuzz.versioned_nests(ordered["standard"].read_text()) == 2
    assert fuzz.versioned_nests((tmp_path / "vadd.unversioned.ll").read_text()) == 0
    report = fuzz._report(checks, {("stress", 7): "ok"}, 1.0, fuzz._parse_args([]), [],
                          ["standard"], ["standard"], {})
    assert report["versioned"]["stress"] == {"7": 2}
    assert report["with_versioned_nest"] == {"csmith": 0, "stress": 1}
