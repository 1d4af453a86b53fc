"""`csarules try`: a safe idea passes, an unsafe one is caught with its releasing rule named,
a broken one is refused before anything runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from trialkit import IDEAS, KERNELS, ROOT, csarules

SAFE = "examples/guarded_sides.dl"
WRONG = "examples/guarded_sides_wrong.dl"
REVERSE = "benchmarks/kernels/reverse.ll"


def test_safe_idea_fewer_cycles_no_race(capsys, monkeypatch, tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    run = csarules(capsys, monkeypatch, "try", SAFE, REVERSE, "benchmarks/kernels/sum.ll",
                   "--json", str(report))
    assert run.code == 0, run.err
    assert "benchmarks/kernels/reverse.ll: @reverse: 6 -> 6 edges (standard -> " \
        "guarded_sides)" in run.out
    assert "  -    26 -> 27     store i32 %12, ptr %13, align 4, !tbaa !5" in run.out
    assert "cycles 126 -> 106 (oracle 106, static limit 106); races none introduced " \
        "(sequential + 3 random schedules)" in run.out
    assert "@sum" not in run.out  # unchanged functions are not listed
    assert run.out.rstrip().endswith("verdict: no race introduced (1 of 1 changed "
                                     "function(s) simulated)")
    doc = json.loads(report.read_text())
    assert doc["summary"] == {
        "files": 2, "functions": 2, "functions_changed": 1, "edges_removed": 2,
        "edges_added": 2, "simulated": 1, "not_simulated": 0,
        "cycles_geomean_ratio": round(106 / 126, 4),
        "cycles_over_static_limit_geomean": 1.0, "races_introduced": 0}
    assert doc["first_race"] is None
    (func,) = [f for f in doc["files"][0]["functions"] if f["name"] == "reverse"]
    assert (func["cycles_before"], func["cycles_after"]) == (126, 106)
    assert func["static_limit_cycles"] == 106
    assert func["schedules"] == ["sequential", "random:1", "random:2", "random:3"]


def test_unsafe_idea_names_race_and_rule(capsys, monkeypatch, tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    run = csarules(capsys, monkeypatch, "try", WRONG, REVERSE, "--json", str(report))
    assert run.code == 1, run.err
    verdict = run.out.rstrip().splitlines()[-1]
    assert verdict == (
        "verdict: RACE introduced in @reverse: benchmarks/kernels/reverse.ll:23 and "
        "benchmarks/kernels/reverse.ll:26 (sequential); released by guarded_sides "
        "(relax rule at examples/guarded_sides_wrong.dl:7)")
    assert "  RACE line 23 (iteration 0) `%12 = load i32, ptr %11, align 4, !tbaa !5` and " \
        "line 26 (iteration 0) `store i32 %14, ptr %11, align 4, !tbaa !5` [sequential]" \
        in run.out
    doc = json.loads(report.read_text())  # the report is a result: written on exit 1 too
    race = doc["first_race"]
    assert (race["first"]["line"], race["second"]["line"]) == (23, 26)
    assert race["rule"].startswith('relax(a, b, 0, "location", "guarded_sides") :-')


def test_known_wrong_example_races_on_prefix_sum(capsys, monkeypatch) -> None:
    run = csarules(capsys, monkeypatch, "try", "examples/loads_skip_carried_stores.dl",
                   "benchmarks/kernels/prefix_sum.ll", "--seeds", "1")
    assert run.code == 1
    assert "benchmarks/kernels/prefix_sum.ll:27 and benchmarks/kernels/prefix_sum.ll:23" \
        in run.out
    assert "released by loads_skip_carried_stores (relax rule at " \
        "examples/loads_skip_carried_stores.dl:11)" in run.out


@pytest.mark.parametrize("idea, line, message", [
    ("syntax_error.dl", 4, "expected ')'"),
    ("negation_cycle.dl", 5, "unstratifiable program: negation of q"),
    ("undeclared.dl", 4, "relation no_such_relation is not declared"),
])
def test_broken_idea_is_one_line_exit_2(capsys, monkeypatch, tmp_path: Path, idea: str,
                                        line: int, message: str) -> None:
    def never(*_args: object) -> None:
        raise AssertionError("simulated a broken idea")

    monkeypatch.setattr("csarules.trial.compare.compare_file", never)
    report = tmp_path / "r.json"
    run = csarules(capsys, monkeypatch, "try", str(IDEAS / idea), REVERSE,
                   "--json", str(report))
    assert run.code == 2
    assert run.out == ""
    (err,) = run.err.splitlines()
    assert err.startswith(f"{IDEAS / idea}:{line}: error: ")
    assert message in err
    assert not report.exists()


def test_sidecar_arguments_and_missing_ones(capsys, monkeypatch, tmp_path: Path) -> None:
    for name in ("reverse.ll", "sum.ll"):
        (tmp_path / name).write_text((KERNELS / name).read_text())
    (tmp_path / "reverse.ll.args").write_text('[reverse]\nargs = ["i32[16]:iota", "16"]\n')
    idea = ROOT / SAFE
    run = csarules(capsys, monkeypatch, "try", str(idea), str(tmp_path))
    assert run.code == 0, run.err
    assert "  cycles 78 -> 58 (oracle 58, static limit 58); races none introduced" \
        in run.out  # 16, not 64
    # without arguments the change is still listed, and said to be unsimulated: the idea
    # is not verified, which is neither a pass nor a race (exit status 3)
    (tmp_path / "reverse.ll.args").unlink()
    run = csarules(capsys, monkeypatch, "try", str(idea), str(tmp_path))
    assert run.code == 3
    assert "  not simulated: no arguments (reverse.ll.args)" in run.out
    assert run.out.rstrip().endswith("verdict: not verified (nothing simulated): 1 changed "
                                     "function(s), none with arguments")


def test_an_idea_that_changes_nothing(capsys, monkeypatch, tmp_path: Path) -> None:
    idea = tmp_path / "same.dl"
    idea.write_text(f'#include "{ROOT / "rules" / "modes" / "standard.dl"}"\n')
    run = csarules(capsys, monkeypatch, "try", str(idea), "benchmarks/kernels/sum.ll")
    assert run.code == 0
    assert run.out.rstrip().endswith("verdict: no edge changed (nothing to simulate)")


def test_bad_sidecar_is_one_line(capsys, monkeypatch, tmp_path: Path) -> None:
    (tmp_path / "reverse.ll").write_text((KERNELS / "reverse.ll").read_text())
    (tmp_path / "reverse.ll.args").write_text('[reverse]\nargs = ["i32[16]:iota", 16\n')
    run = csarules(capsys, monkeypatch, "try", SAFE, str(tmp_path / "reverse.ll"))
    assert run.code == 2
    (err,) = run.err.splitlines()
    assert err.startswith(f"{tmp_path / 'reverse.ll.args'}:2: error: bad TOML")


def test_parallel_matches_serial_and_plain_progress(capsys, monkeypatch) -> None:
    files = [f"benchmarks/kernels/{k}.ll" for k in ("reverse", "sum", "dot", "vadd")]
    serial = csarules(capsys, monkeypatch, "try", SAFE, *files, "--seeds", "1")
    parallel = csarules(capsys, monkeypatch, "try", SAFE, *files, "--seeds", "1", "-j", "2")
    assert serial.code == parallel.code == 0
    assert serial.out == parallel.out
    # captured stderr is not a terminal: one plain line per file, no bar
    assert serial.err.splitlines() == [f"try: [{i}/4] {f}" for i, f in
                                       enumerate(files, start=1)]


def test_unknown_baseline_mode_is_refused(capsys, monkeypatch) -> None:
    run = csarules(capsys, monkeypatch, "try", SAFE, REVERSE, "--against", "fastest")
    assert run.code == 2
    assert "unknown ordering mode 'fastest'" in run.err
