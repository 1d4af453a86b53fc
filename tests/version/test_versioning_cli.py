"""Versioning as users meet it: `order`, `edges --json`, `--no-runtime-checks`, the same
decision from Soufflé, byte-identical re-runs, and a copy's lines named as the input's
(also by `sim`'s races)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from test_versioning_oracle import compile_c

from csarules.ir.reader import parse_module, read_module
from csarules.order.ordering import read_unordered as _read_unordered
from csarules.order.ordering import version_nests
from csarules.order.pipeline import derive_by_groups, materialise_outcome
from csarules.version.decide import decide
from csarules.version.hook import NOTE, Versioning
from csarules.version.lines import copy_lines

REPO = Path(__file__).resolve().parents[2]
LIT = REPO / "tests" / "lit" / "versioning"
VADD = LIT / "vadd.ll"


def _csarules(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "csarules", *args], capture_output=True,
                          text=True, cwd=REPO)


def test_order_is_byte_identical_on_reruns_and_verified() -> None:
    first = _csarules("order", str(VADD))
    second = _csarules("order", str(VADD))
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    assert "csa.v0.check:" in first.stdout
    parse_module(first.stdout, "ordered")  # LLVM's verifier accepts it


def test_no_runtime_checks_is_the_unversioned_ordering() -> None:
    off = _csarules("order", "--no-runtime-checks", str(VADD))
    linear = _csarules("order", "--mode", "linear", str(VADD))
    assert off.returncode == 0 and linear.returncode == 0

    def code(text: str) -> str:  # (the test's own comments name the copy)
        return "\n".join(line for line in text.splitlines() if not line.startswith(";"))

    assert "csa.v0" not in code(off.stdout) and "runtime_check" not in code(off.stdout)
    assert "csa.v0" not in code(linear.stdout)  # only the standard mode versions


def test_edges_json_lists_nests_and_names_copies_by_input_lines() -> None:
    done = _csarules("edges", "--json", str(VADD))
    assert done.returncode == 0, done.stderr
    func = json.loads(done.stdout)["functions"][0]
    nests = func["versioning"]["nests"]
    assert [n["loop"]["label"] for n in nests] == ["15", "28"]
    first = nests[0]
    assert first["check_block"] == "csa.v0.check" and first["copy"] == "csa.v0.15"
    # the remainder's groups, and those of the unrolled loop run before it (the store of
    # a against the loads of b and c, the loads against the store)
    assert first["checks"] == [[38, 43], [38, 61], [40, 43], [40, 61], [43, 56], [43, 58]]
    assert {g["base"] for g in first["groups"] if not g.get("before_nest")} == \
        {"%1 + 4*%13", "4*%13 + %2", "%0 + 4*%13"}
    assert {g["base"] for g in first["groups"] if g.get("before_nest")} == {"%1", "%2", "%0"}
    assert first["trip_counts"][0]["kind"] == "ne"
    released = [p for p in func["released"] if p["reason"] == "runtime_check"]
    assert released
    lines = VADD.read_text().splitlines()
    for pair in released:
        # the later access is in the copy; the earlier one too, or in the unrolled loop
        # run before it (its scope added on its own line)
        assert pair["dst"]["copy"].startswith("csa.v")
        for end in ("src", "dst"):
            point = pair[end]
            assert point["text"] == lines[point["line"] - 1].strip()
    assert any("copy" not in pair["src"] for pair in released)


def test_copy_lines_name_the_input_lines_they_copy() -> None:
    module = _read_unordered(VADD, versioning=Versioning())
    ordered = parse_module(materialise_outcome(derive_by_groups(module, materialise_only=True)),
                           "ordered")
    copied = copy_lines(ordered, module.notes[NOTE])
    assert copied
    for line, (source, label) in copied.items():
        text = ordered.lines[line - 1]
        original = module.lines[source - 1]
        # the same instruction, its values and labels renamed into the copy
        assert text.split()[0].startswith(("%csa.v", "store", "br", "call"))
        assert original.split("=")[-1].split()[0] in text
        assert label.startswith("csa.v")


def test_versioning_of_a_module_without_loops_changes_nothing() -> None:
    module = read_module(REPO / "examples" / "saxpy.ll")
    assert version_nests(module, None, None, Versioning(enabled=False)) is module


@pytest.mark.souffle
@pytest.mark.parametrize("name", ["vadd", "axpy2", "triangular", "refusals",
                                  "negative_stride"])
def test_souffle_decides_as_the_embedded_engine(name: str) -> None:
    from csarules.order.pipeline import GROUP_LINES, function_groups

    module = read_module(LIT / f"{name}.ll")
    groups = function_groups(module, GROUP_LINES)
    embedded = decide(module, groups, 2, "embedded")
    souffle = decide(module, groups, 2, "souffle")
    assert embedded.refusals == souffle.refusals
    assert {f: [(n.root, n.checks, n.groups, n.moves) for n in ns]
            for f, ns in embedded.nests.items()} == \
        {f: [(n.root, n.checks, n.groups, n.moves) for n in ns]
         for f, ns in souffle.nests.items()}


@pytest.mark.souffle
@pytest.mark.parametrize("path", sorted(LIT.glob("*.ll")), ids=lambda p: p.name)
def test_order_with_souffle_is_the_embedded_engines(path: Path) -> None:
    embedded = _csarules("order", str(path))
    souffle = _csarules("order", "--engine", "souffle", str(path))
    assert embedded.returncode == 0, embedded.stderr
    assert souffle.returncode == 0, souffle.stderr
    assert embedded.stdout == souffle.stdout


def test_a_module_with_debug_info_is_versioned_and_verified() -> None:
    """New scope nodes are numbered after every numbered node, the `!DILocation`s and
    `distinct !DISubprogram`s too (numbered after the tuples alone, they took ids the debug
    information held and the verifier refused the module)."""
    gemm = REPO / "tests" / "inputs" / "audit" / "gemm.ll"
    done = _csarules("order", str(gemm))
    assert done.returncode == 0, done.stderr
    assert "csa.v0.check:" in done.stdout
    ids = [line.split("=", 1)[0].strip() for line in done.stdout.splitlines()
           if line.startswith("!") and "=" in line]
    assert len(ids) == len(set(ids))


def test_why_explains_a_pair_of_the_copy_by_primed_lines() -> None:
    """`N'` names line N in the copy: the copy's pair is released by the run-time check,
    the original's is ordered, and the original's answer points at the copy's."""
    copy = _csarules("why", str(VADD), "38'", "43'", "--brief")
    assert copy.returncode == 0, copy.stderr
    assert "Line 43' need not wait for line 38'" in copy.stdout
    assert "released by runtime_check" in copy.stdout
    assert "is a versioned nest's copy" in copy.stdout
    original = _csarules("why", str(VADD), "38", "43", "--brief")
    assert original.returncode == 0, original.stderr
    assert "Line 43 (store to %23) waits for line 38" in original.stdout
    assert f"`csarules why {VADD} \"38'\" \"43'\"`" in original.stdout
    unversioned = _csarules("why", str(VADD), "38", "43", "--brief", "--no-runtime-checks")
    assert unversioned.returncode == 0 and "also run in" not in unversioned.stdout


@pytest.mark.parametrize(("src", "dst", "error"), [
    ("38'", "4x", "'4x' is not a line"),
    ("38'", "44'", "line 44 holds `%24 = add nuw nsw i64 %16, 1`, an instruction that takes"),
])
def test_why_refuses_a_bad_copy_line_in_one_line(src: str, dst: str, error: str) -> None:
    done = _csarules("why", str(VADD), src, dst)
    assert done.returncode == 2
    assert error in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_why_refuses_a_copy_of_a_line_outside_every_versioned_nest() -> None:
    done = _csarules("why", str(VADD), "38'", "43'", "--no-runtime-checks")
    assert done.returncode == 2
    assert "no versioned loop nest holds it" in done.stderr


def test_view_draws_the_check_block_and_both_copies() -> None:
    drawn = _csarules("view", str(VADD))
    assert drawn.returncode == 0, drawn.stderr
    assert "csa.v0.check:" in drawn.stdout and "(loop %csa.v0.15)" in drawn.stdout
    assert "(loop %15)" in drawn.stdout and "38'" in drawn.stdout
    plain = _csarules("view", str(VADD), "--no-runtime-checks")
    assert plain.returncode == 0 and "csa.v0" not in plain.stdout
    before = _csarules("view", str(VADD), "--pre-ordering")
    assert before.returncode == 0 and "csa.v0" not in before.stdout


WRONG_MARK = """void builtin_csa_parallel_loop_(void);
void k(unsigned *p, unsigned *q, long n) {
  builtin_csa_parallel_loop_();
  for (long i = 0; i < n; i++) {
    p[i] = p[4 - i] + 1;
    q[i] = p[i] + 1;
  }
}
"""


def test_sim_names_the_copy_a_mark_race_ran_in(tmp_path: Path) -> None:
    """A marked loop whose iterations conflict (p[i] against p[4 - i]) is versioned: p and
    q apart, the copy runs, and each mark race names the input lines and the copy."""
    ir = compile_c(WRONG_MARK, "-O1", tmp_path)
    lines = ir.read_text().splitlines()
    load = next(n for n, text in enumerate(lines, 1) if " = load i32, ptr" in text)
    store = next(n for n, text in enumerate(lines, 1) if text.strip().startswith("store"))
    args = ["--arg", "i32[8]:iota", "--arg", "i32[8]:zero", "--arg", "5"]
    text = _csarules("sim", str(ir), "--entry", "k", *args)
    assert text.returncode == 1, text.stderr
    assert (f"line {store} in %csa.v0.6 (iteration 1) and line {load} in %csa.v0.6 "
            "(iteration 3) run concurrently by the mark at line 8") in text.stdout
    doc = json.loads(_csarules("sim", str(ir), "--entry", "k", *args, "--json").stdout)
    assert doc["mark_races"][0] == {
        "first": store, "second": load, "first_iteration": 1, "second_iteration": 3,
        "mark_line": 8, "first_copy": "csa.v0.6", "second_copy": "csa.v0.6"}
    # q inside p: the original runs, and its races name no copy
    overlapping = _csarules("sim", str(ir), "--entry", "k", "--arg", "i32[8]:iota",
                            "--arg", "0+4", "--arg", "5")
    assert "mark races" in overlapping.stdout and "%csa.v0" not in overlapping.stdout
