"""The litmus suite: each test's verdict is the one its comment reasons from the spec."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from litmus_oracle import interleavings

from csarules.cli import main
from csarules.litmus.judge import judge
from csarules.litmus.model import SYSTEM
from csarules.litmus.parse import read_litmus
from csarules.litmus.report import summarize

HERE = Path(__file__).resolve().parent
AMDGPU = sorted((HERE / "amdgpu").glob("*.ll"))
CLASSIC = sorted((HERE / "classic").glob("*.ll"))
_EXPECT = re.compile(r"^; expect: (Never|Sometimes|Always)$", re.M)

# The classic results of the C11 / RC11 models (and of LLVM's, which follows C++) for these
# shapes, written down independently of the files' own `; expect:` lines.
CLASSIC_RESULTS = {
    "mp-sc": "Never", "mp-relacq": "Never", "mp-rlx": "Sometimes",
    "sb-sc": "Never", "sb-relacq": "Sometimes", "sb-rlx": "Sometimes",
    "lb-sc": "Never", "lb-relacq": "Never", "lb-rlx": "Sometimes",
    "2+2w-sc": "Never", "2+2w-relacq": "Sometimes", "2+2w-rlx": "Sometimes",
    "iriw-sc": "Never", "iriw-relacq": "Sometimes", "iriw-rlx": "Sometimes",
}


def expected(path: Path) -> str:
    text = path.read_text()
    match = _EXPECT.search(text)
    assert match, f"{path.name} has no '; expect:' line"
    assert "; Why:" in text, f"{path.name} does not reason its expectation"
    return match.group(1)


def test_suite_size() -> None:
    assert len(AMDGPU) >= 20
    assert {p.stem for p in CLASSIC} == set(CLASSIC_RESULTS)


@pytest.mark.parametrize("path", AMDGPU + CLASSIC, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_verdict(path: Path) -> None:
    test = read_litmus(path)
    assert summarize(test, judge(test)).verdict == expected(path)


@pytest.mark.parametrize("path", CLASSIC, ids=lambda p: p.stem)
def test_plain_llvm_matches_classic_results(path: Path) -> None:
    """No intrinsics, no amdgcn-av tags, system scope: the AMDGPU model gives the
    classic LLVM (C11) answer."""
    test = read_litmus(path)
    for event in test.events():
        assert event.scope == SYSTEM and not event.tags and not event.kind.startswith("av_")
    assert summarize(test, judge(test)).verdict == CLASSIC_RESULTS[path.stem]


@pytest.mark.parametrize("path", [p for p in CLASSIC if p.stem.endswith("-sc")],
                         ids=lambda p: p.stem)
def test_seq_cst_states_are_the_interleavings(path: Path) -> None:
    test = read_litmus(path)
    states = summarize(test, judge(test)).states
    assert {tuple(s.values()) for s in states} == interleavings(test)


def test_cli_text_json_and_determinism(capsys) -> None:
    path = str(HERE / "amdgpu" / "mp-workgroup-diff-wg.ll")
    assert main(["litmus", path]) == 0
    first = capsys.readouterr().out
    assert main(["litmus", path]) == 0
    assert capsys.readouterr().out == first
    assert "T1:%r0=undef; T1:%r1=undef;" in first
    assert "Observation MP+rel+acq.wg.diff-wg Sometimes" in first
    assert main(["litmus", "--json", path]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["verdict"] == "Sometimes"
    assert report["states"] == [{"T1:%r0": "undef", "T1:%r1": "undef"}]


def test_explain_forbidden_shows_the_broken_rule(capsys) -> None:
    path = str(HERE / "amdgpu" / "mp-agent-diff-wg.ll")
    assert main(["litmus", path, "--explain", "T1:%r0=1 /\\ T1:%r1=0"]) == 0
    out = capsys.readouterr().out
    assert "is forbidden" in out
    # T1's load of @x (line 27) reads the initial write (line 16) ...
    assert 'violation(4, "reads from a write it may not see", 27, 16)' in out
    # ... which the store of @x hides: it is location-ordered before the load
    assert "may_not_see(4, 27, 16)  [may_not_see rule #1 at rules/amdgpu.dl:" in out
    assert "lo(4, 20, 27)" in out


def test_explain_allowed_shows_how_each_value_came(capsys) -> None:
    path = str(HERE / "amdgpu" / "property4-visible-elsewhere.ll")
    assert main(["litmus", path, "--explain", "T2:%r1=1 /\\ T2:%r2=1"]) == 0
    out = capsys.readouterr().out
    assert "is allowed" in out
    assert "returns(" in out and "visible_in(" in out
    # T2's workgroup acquire (line 35) makes T0's store (line 23) visible by the second
    # case of "Visibility Operation": T1's acquire (line 29) made it visible in the agent,
    # the intersection with T2's workgroup g1 (which does not contain the store) ...
    assert re.search(r'visible_in\(\d+, 35, 23, "[^"]+"\)  \[visible_in rule #2', out)
    assert re.search(r'visible_in\(\d+, 29, 23, "agent:a0"\)  \[visible_in rule #1', out)
    assert 'smaller("agent:a0", "workgroup:g1", "workgroup:g1")' in out
    # ... and the load follows that acquire in program order
    assert re.search(r"lo\(\d+, 23, 36\)  \[lo rule #4", out)


def test_explain_unknown_name_is_an_error(capsys) -> None:
    path = str(HERE / "amdgpu" / "mp-agent-diff-wg.ll")
    assert main(["litmus", path, "--explain", "T1:%r9=1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("--explain:1: error: T1:%r9 is not observed")


HEADER = """; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; exists: T0:%r0 = 1
@x = global i32 0
"""

MALFORMED = {
    "no condition": ("; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0\n"
                     "@x = global i32 0\ndefine void @T0() {\n  ret void\n}\n",
                     1, "no '; exists:' condition"),
    "unplaced thread": ("; exists: @x = 1\n@x = global i32 0\n"
                        "define void @T0() {\n  ret void\n}\n", 3, "no '; thread T0:"),
    "unsupported instruction": (HEADER + "define void @T0() {\n  %r0 = load i32, ptr @x\n"
                                "  %a = add i32 %r0, 1\n  ret void\n}\n", 6,
                                "'add' is not allowed"),
    "stored register": (HEADER + "define void @T0() {\n  %r0 = load i32, ptr @x\n"
                        "  store i32 %r0, ptr @x\n  ret void\n}\n", 6,
                        "stored values are constants"),
    "unknown register": (HEADER.replace("%r0", "%r7") + "define void @T0() {\n"
                         "  %r0 = load i32, ptr @x\n  ret void\n}\n", 2,
                         "no register T0:%r7"),
    "bad partition": ("; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0\n"
                      "; thread T1: wavefront w0, workgroup g1, cluster c0, agent a0\n"
                      "; exists: @x = 1\n@x = global i32 0\n"
                      "define void @T0() {\n  ret void\n}\n", 2,
                      "wavefront w0 is in workgroup g0"),
    "unknown scope": (HEADER + "define void @T0() {\n"
                      "  %r0 = load atomic i32, ptr @x syncscope(\"galaxy\") acquire, align 4\n"
                      "  ret void\n}\n", 5, "unknown scope 'galaxy'"),
    "bad condition": (HEADER.replace("T0:%r0 = 1", "T0:%r0 == 1") +
                      "define void @T0() {\n  %r0 = load i32, ptr @x\n  ret void\n}\n", 2,
                      "expected a value"),
    "not a thread": (HEADER + "define void @helper() {\n  ret void\n}\n", 4,
                     "@helper is not a thread"),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_test_is_one_line_error(case: str, tmp_path: Path, capsys) -> None:
    text, line, message = MALFORMED[case]
    path = tmp_path / "bad.ll"
    path.write_text(text)
    assert main(["litmus", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err.strip()
    assert "\n" not in err
    assert err.startswith(f"{path}:{line}: error: "), err
    assert message in err


@pytest.mark.souffle
@pytest.mark.parametrize("name", ["amdgpu/property5-chain.ll", "amdgpu/cas-one-winner.ll",
                                  "classic/iriw-sc.ll"])
def test_souffle_decides_the_same(name: str) -> None:
    test = read_litmus(HERE / name)
    ours = judge(test)
    theirs = judge(test, "souffle")
    assert [(j.candidate.id, j.allowed, j.outcome) for j in ours.judged] == \
        [(j.candidate.id, j.allowed, j.outcome) for j in theirs.judged]


def test_too_many_candidates_is_refused(capsys) -> None:
    path = HERE / "classic" / "iriw-sc.ll"
    assert main(["litmus", str(path), "--max-candidates", "80"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == (f"{path}: error: 81 candidate executions, more than "
                                    "--max-candidates 80")
