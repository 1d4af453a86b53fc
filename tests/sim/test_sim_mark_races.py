"""Mark races: conflicting accesses that a parallel mark (parallel_loop, spmd, explicit
region sections) let run concurrently are reported with both lines, both iterations and the
mark's line, exit status 1 unless --allow-mark-races; an MMRA tag never makes one (it
releases synchronisation only, never the order of two accesses to the same bytes)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from simkit import KERNELS, REPO, compile_c

from csarules.cli import main
from csarules.expand.command import include_dir

# the example: every iteration adds into a[idx[i]], and idx is all zeros
PAR_WRONG = """void builtin_csa_parallel_loop_(void);
void par_wrong(int *a, const int *idx, int n) {
  builtin_csa_parallel_loop_();
  for (int i = 0; i < n; i++)
    a[idx[i]] += i;
}
"""
PAR_WRONG_ARGS = ["--arg", "i32[64]:zero", "--arg", "i32[64]:zero", "--arg", "64"]


def _line(text: str, needle: str, nth: int = 0) -> int:
    return [i for i, ln in enumerate(text.splitlines(), 1) if needle in ln][nth]


def _sim_json(path: Path, entry: str, args: list[str], capsys: pytest.CaptureFixture[str],
              *extra: str) -> tuple[int, dict]:
    rc = main(["sim", str(path), "--entry", entry, *args, "--json", *extra])
    return rc, json.loads(capsys.readouterr().out)


@pytest.fixture
def par_wrong(tmp_path: Path) -> tuple[Path, str]:
    text = compile_c(tmp_path, PAR_WRONG, "-O1")
    path = tmp_path / "par_wrong.ll"
    path.write_text(text)
    return path, text


def test_the_wrongly_marked_loop_is_a_mark_race(par_wrong: tuple[Path, str],
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path, text = par_wrong
    rc, out = _sim_json(path, "par_wrong", PAR_WRONG_ARGS, capsys)
    assert rc == 1
    assert out["races"] == [] and out["race_count"] == 0  # no ordering race: a mark race
    store = _line(text, "store i32")
    load_a = _line(text, "load i32", 1)  # a[idx[i]] (the first load reads idx[i])
    marker = _line(text, "call void @builtin_csa_parallel_loop_")
    # iteration i's store of a[0] and iteration i+1's load of it, for each i
    assert out["mark_race_count"] == 63
    assert out["mark_races"][0] == {"first": store, "second": load_a, "first_iteration": 0,
                                    "second_iteration": 1, "mark_line": marker}
    assert [(r["first_iteration"], r["second_iteration"]) for r in out["mark_races"]] == \
        [(i, i + 1) for i in range(20)]  # --max-races (20) of them listed


def test_text_names_lines_iterations_and_mark(par_wrong: tuple[Path, str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path, text = par_wrong
    rc = main(["sim", str(path), "--entry", "par_wrong", *PAR_WRONG_ARGS, "--max-races", "1"])
    out = capsys.readouterr().out
    assert rc == 1
    assert "races: 0" in out and "mark races: 63" in out
    assert (f"line {_line(text, 'store i32')} (iteration 0) and line "
            f"{_line(text, 'load i32', 1)} (iteration 1) run concurrently by the mark at "
            f"line {_line(text, 'builtin_csa_parallel_loop_')}") in out
    assert "... 62 more" in out


def test_allow_mark_races_makes_them_warnings(par_wrong: tuple[Path, str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = par_wrong
    rc = main(["sim", str(path), "--entry", "par_wrong", *PAR_WRONG_ARGS,
               "--allow-mark-races"])
    out = capsys.readouterr().out
    assert rc == 0
    assert "mark races: 63 (allowed: --allow-mark-races)" in out


def test_a_random_schedule_names_the_mark_race_too(par_wrong: tuple[Path, str],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = par_wrong
    rc, out = _sim_json(path, "par_wrong", PAR_WRONG_ARGS, capsys, "--schedule", "random",
                        "--seed", "1")
    assert rc == 1
    assert out["mark_race_count"] == 63
    assert not out["matches_sequential"]  # what the issue saw, now with its cause named


def test_spmd_mark(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # a histogram: iterations that meet the same key update the same bin, which the spmd
    # marker says they never do
    text = compile_c(tmp_path, """#include <csa_builtins.h>
void hist(int *h, const int *k, int n) {
  __builtin_csa_spmd(4, 0);
  for (int i = 0; i < n; i++)
    h[k[i] & 3] += 1;
}
""", "-O1", ("-I", str(include_dir())))
    path = tmp_path / "hist.ll"
    path.write_text(text)
    args = ["--arg", "i32[4]:zero", "--arg", "i32[8]:const=2", "--arg", "8"]
    rc, out = _sim_json(path, "hist", args, capsys)
    assert rc == 1 and out["race_count"] == 0
    assert out["mark_races"][0] == {
        "first": _line(text, "store i32"), "second": _line(text, "load i32", 1),
        "first_iteration": 0, "second_iteration": 1,
        "mark_line": _line(text, "call void @builtin_csa_spmd_")}
    assert out["mark_race_count"] == 7
    # distinct keys: no mark race
    args = ["--arg", "i32[4]:zero", "--arg", "i32[4]:iota", "--arg", "4"]
    rc, out = _sim_json(path, "hist", args, capsys)
    assert (rc, out["mark_races"]) == (0, [])


def test_explicit_sections_mark(capsys: pytest.CaptureFixture[str]) -> None:
    # two_sections: *a = *b and *c = *d in two sections of one region, run with c == a
    path = REPO / "tests" / "inputs" / "gen" / "parallel_sections.clang19.O1.ll"
    text = path.read_text()
    args = ["--arg", "0=i32[1]:const=5", "--arg", "1=i32[1]:const=1",
            "--arg", "2=0+0", "--arg", "3=i32[1]:const=2"]
    rc, out = _sim_json(path, "two_sections", args, capsys)
    assert rc == 1 and out["race_count"] == 0
    assert out["mark_races"] == [{
        "first": _line(text, "store i32 %7, ptr %0"),
        "second": _line(text, "store i32 %9, ptr %2"),
        "first_iteration": 0, "second_iteration": 1,  # the first and the second section
        "mark_line": _line(text, "call i32 @llvm.csa.parallel.region.entry")}]
    # the same with separate buffers: no mark race
    separate = ["--arg", "0=i32[1]:zero", "--arg", "1=i32[1]:const=1",
                "--arg", "2=i32[1]:zero", "--arg", "3=i32[1]:const=2"]
    rc, out = _sim_json(path, "two_sections", separate, capsys)
    assert rc == 0 and out["mark_races"] == [] and out["race_count"] == 0


NESTED = """#include <csa_builtins.h>
void nest(int *a, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; i++) {
    __builtin_csa_parallel_loop();
    for (int j = 0; j < n; j++)
      a[%s] += i;
  }
}
"""


def test_nested_parallel_loops(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # a[j]: the inner loop is right, the outer wrong (every i adds to the same row); the
    # pairs lie in sections of different inner regions, released by the outer one
    text = compile_c(tmp_path, NESTED % "j", "-O1", ("-I", str(include_dir())))
    path = tmp_path / "nest.ll"
    path.write_text(text)
    rc, out = _sim_json(path, "nest", ["--arg", "i32[8]:zero", "--arg", "8"], capsys)
    assert rc == 1 and out["race_count"] == 0
    assert out["oracle_cycles"] <= out["cycles"]
    assert {r["mark_line"] for r in out["mark_races"]} == \
        {_line(text, "call void @builtin_csa_parallel_loop_")}  # the outer one
    assert out["mark_races"][0]["first_iteration"] == 0
    assert out["mark_races"][0]["second_iteration"] == 1
    assert out["mark_race_count"] == 7
    # a[i * n + j]: both right
    text = compile_c(tmp_path, NESTED % "i * n + j", "-O1", ("-I", str(include_dir())))
    path.write_text(text)
    rc, out = _sim_json(path, "nest", ["--arg", "i32[64]:zero", "--arg", "8"], capsys)
    assert rc == 0 and out["mark_races"] == [] and out["race_count"] == 0


PAR_KERNELS = [k for k in json.loads((KERNELS / "kernels.json").read_text())["kernels"]
               if "parallel" in k]


@pytest.mark.parametrize("kernel", PAR_KERNELS, ids=[k["name"] for k in PAR_KERNELS])
def test_par_kernels(kernel: dict, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = _sim_json(KERNELS / kernel["file"], kernel["entry"], [], capsys)
    assert out["race_count"] == 0
    if kernel["parallel"]["correct"]:
        assert rc == 0 and out["mark_races"] == []
    else:  # copy_alias_par: dst = src + 4 bytes, its marker denies a real dependence
        assert rc == 1 and out["mark_race_count"] > 0


CORPUS_PARALLEL = [
    ("parallel_loop", "parallel_loop", ["i32[16]:zero", "i32[16]:iota", "16"]),
    ("parallel_loop", "parallel_loop_unroll2", ["i32[16]:zero", "i32[16]:iota", "16"]),
    ("parallel_unrolled", "parallel_unrolled", ["i32[16]:zero", "i32[16]:iota", "16"]),
    ("parallel_sections", "two_sections",
     ["i32[1]:zero", "i32[1]:const=1", "i32[1]:zero", "i32[1]:const=2"]),
    ("parallel_sections", "region_outside_section", ["i32[1]:zero", "i32[1]:zero"]),
]


@pytest.mark.parametrize("compiler", ["clang14.O1", "clang14.O2", "clang19.O1", "clang19.O2"])
@pytest.mark.parametrize("stem,entry,args", CORPUS_PARALLEL,
                         ids=[f"{s}-{e}" for s, e, _ in CORPUS_PARALLEL])
def test_correctly_marked_corpus_inputs(stem: str, entry: str, args: list[str], compiler: str,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = REPO / "tests" / "inputs" / "gen" / f"{stem}.{compiler}.ll"
    flags = [x for a in args for x in ("--arg", a)]
    rc, out = _sim_json(path, entry, flags, capsys)
    assert (rc, out["mark_races"], out["race_count"]) == (0, [], 0)


# An MMRA tag lifts rule 2 (synchronisation) between two ops, never rule 1: a pair that
# touches the same bytes stays ordered by location whatever the tags say, so no tag can
# leave a conflicting pair unordered, and what tags release is no conflict of the run.
MMRA = """
define void @f(ptr %a, ptr %flag) {
  store i32 1, ptr %a, !mmra !0
  fence release, !mmra !1
  %v = load i32, ptr %a, !mmra !0
  store i32 %v, ptr %flag, !mmra !1
  ret void
}
!0 = !{!"vulkan", !"private"}
!1 = !{!"vulkan", !"nonprivate"}
"""


def test_mmra_relaxed_pairs_are_no_mark_race(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mmra.ll"
    path.write_text(MMRA)
    args = ["--arg", "a=i32[1]:zero", "--arg", "flag=i32[1]:zero"]
    rc = main(["edges", str(path), "--json"])
    edges = json.loads(capsys.readouterr().out)
    assert rc == 0
    released = edges["functions"][0]["released"]
    assert {p["reason"] for p in released} == {"mmra"}  # the tags release the fence's pairs
    rc, out = _sim_json(path, "f", args, capsys)
    assert (rc, out["race_count"], out["mark_races"]) == (0, 0, [])
    # the fence kernel, whose tags release most of its pairs: no mark race either
    rc, out = _sim_json(KERNELS / "fence_mmra.ll", "fence_mmra", [], capsys)
    assert (rc, out["race_count"], out["mark_races"]) == (0, 0, [])


def test_a_location_pair_released_in_the_name_of_mmra_is_a_plain_race(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # rules that (wrongly) let tags release location order: the race check does not
    # excuse the pair because of its tags, it is an ordering race
    path = tmp_path / "mmra.ll"
    path.write_text(MMRA)
    wrong = tmp_path / "wrong.dl"
    wrong.write_text(f'#include "{REPO / "rules" / "modes" / "standard.dl"}"\n'
                     'relax(a, b, c, "location", "mmra") :- want(a, b, c, "location"), '
                     'mmra_incompatible_at(a, _, _), mmra_tagged(b).\n')
    rc, out = _sim_json(path, "f", ["--arg", "a=i32[1]:zero", "--arg", "flag=i32[1]:zero",
                                    "--rules", str(wrong)], capsys)
    assert rc == 1 and out["race_count"] > 0 and out["mark_races"] == []
