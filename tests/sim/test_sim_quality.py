"""benchmarks/ordering_quality.py: each ordering mode against the oracle on every kernel."""

from __future__ import annotations

import math

import pytest
from scriptload import load_script
from simkit import KERNELS

pytest.importorskip("csarules.order.pipeline", reason="ordering pipeline not built yet")

quality = load_script("benchmarks/ordering_quality.py")

# Kernels whose C source has a loop-carried dependence that clang -O2 carries in a register,
# so the IR (what the modes order) has none through memory.
# Kernels whose carried value stays in a register at -O2 (none since prefix_sum reads
# a[i - k] with a run-time k, which forces the dependence through memory).
REGISTER_CARRIED: dict[str, str] = {}

# Kernels added later with checks of their own: issue 15's fence_mmra
# (tests/sim/test_sim_mmra_kernel.py: race-free, and faster with its MMRA tags than
# stripped of them), and dispatch, an interpreter loop for the shared all0s of the
# materialiser (tests/order/test_shared_tokens.py). They take part in every test here
# except issue 6's geomean, which keeps covering the 16 kernels it was set on.
OUTSIDE_GEOMEAN = {"fence_mmra", "dispatch"}
# Kernels that are another kernel's loop with software prefetches added, by base kernel.
PREFETCH_TWINS = {"saxpy_prefetch": "saxpy"}


def _parallel_kernels() -> dict[str, dict]:
    """The *_par kernels (kernels.json `parallel`): copies of a kernel with a parallel_loop
    marker. The figures of the modes (race mode's races, the standard geomean) are over the
    other kernels, the ones issue 6 measured; these have tests of their own below."""
    if not (KERNELS / "kernels.json").is_file():
        return {}
    return {k["name"]: k["parallel"] for k in quality.load_kernels() if "parallel" in k}


PARALLEL = _parallel_kernels()


@pytest.fixture(scope="module")
def rows() -> list:
    if not (KERNELS / "kernels.json").is_file():
        pytest.skip("benchmarks/kernels/kernels.json is missing")
    modes = [m for m in ("linear", "race", "standard") if m in quality.available_modes()]
    kernels = quality.load_kernels()
    # (the static limits: tests/sim/test_sim_edge_profile.py, and test_table_and_json)
    return quality.evaluate(kernels, modes, seed=1, random_check=False, limits=False)


def test_linear_is_race_free_everywhere(rows: list) -> None:
    for row in rows:
        assert row.modes["linear"].races == 0, row.kernel


def test_oracle_bounds_every_race_free_mode(rows: list) -> None:
    for row in rows:
        for run in row.modes.values():
            if not run.error and run.races == 0:
                assert run.cycles >= row.oracle_cycles, (row.kernel, run.mode)


def test_every_mode_computes_the_same_memory(rows: list) -> None:
    # the sequential run does not depend on the ordering (tokens only change timing)
    for row in rows:
        digests = {run.digest for run in row.modes.values() if not run.error}
        assert len(digests) == 1, row.kernel


def test_race_mode_races_on_loop_carried_kernels(rows: list) -> None:
    carried = [row for row in rows if row.loop_carried and row.kernel not in PARALLEL]
    assert carried
    for row in carried:
        race = row.modes["race"]
        if row.kernel in REGISTER_CARRIED:
            assert race.races == 0 and race.cycles == row.oracle_cycles, row.kernel
        else:
            assert race.races > 0, row.kernel
            assert race.cycles < row.oracle_cycles, row.kernel  # faster than possible


def test_random_schedule_breaks_race_mode_on_loop_carried_kernels(rows: list) -> None:
    kernels = {k["name"]: k for k in quality.load_kernels()}
    for row in rows:
        if not row.loop_carried or row.kernel in REGISTER_CARRIED or row.kernel in PARALLEL:
            continue
        outcomes = [quality.run_mode(kernels[row.kernel], "race", seed, True)[0].matches_random
                    for seed in range(4)]
        assert False in outcomes, row.kernel
        linear = quality.run_mode(kernels[row.kernel], "linear", 1, True)[0]
        assert linear.matches_random, row.kernel


def test_table_and_json(tmp_path: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str]
                        ) -> None:
    out = tmp_path / "q.json"  # type: ignore[operator]
    assert quality.main(["--kernels", "sum,copy_alias", "--modes", "linear,race", "--json",
                         str(out)]) == 0
    text = capsys.readouterr().out
    assert "copy_alias*" in text and "oracle" in text and "static" in text
    import json

    doc = json.loads(out.read_text())  # type: ignore[attr-defined]
    assert [k["kernel"] for k in doc["kernels"]] == ["sum", "copy_alias"]
    for row in doc["kernels"]:  # the static limit lies between the oracle and linear mode
        assert row["oracle_cycles"] <= row["static_limit"] <= row["modes"]["linear"]["cycles"]
    assert doc["summary"]["linear"]["geomean_over_static_limit"] >= 1
    assert doc["kernels"][1]["modes"]["race"]["matches_random"] is False


# Kernels added by issue 12 to measure standard mode where it is weak: the textbook LU
# loops over one plain `double *` (no restrict), whose in-row accesses a[i][j] / a[i][k] /
# a[k][j] (j > k) need a range test standard mode does not have yet (about 7x to 10x the
# oracle at 8x8). They are held to their own bound so that the geomean of the original
# kernels keeps issue 6's 1.25 and a regression on either set shows.
WEAK_KERNELS = {"lu": 12.0, "lu_solve": 12.0}


def test_standard_is_race_free_no_slower_than_linear_and_near_the_oracle(rows: list) -> None:
    # issue 6's figure: simulated cycles (deterministic), not wall-clock time. The
    # geomean is over the kernels it was set for: a `<base>_prefetch` twin repeats its
    # base's loop (test_prefetch_twins_cost_nothing checks it against the base) and
    # would count that loop twice.
    ratios = []
    for row in (r for r in rows if r.kernel not in OUTSIDE_GEOMEAN):
        if row.kernel in PARALLEL:
            continue  # the figure stays over the kernels without markers
        standard, linear = row.modes["standard"], row.modes["linear"]
        assert standard.races == 0, row.kernel
        assert standard.cycles <= linear.cycles, row.kernel
        ratio = standard.cycles / row.oracle_cycles
        if row.kernel in WEAK_KERNELS:
            assert ratio <= WEAK_KERNELS[row.kernel], (row.kernel, ratio)
        elif row.kernel not in PREFETCH_TWINS:
            ratios.append(ratio)
    assert len(ratios) == 16
    geomean = math.prod(ratios) ** (1 / len(ratios))
    assert geomean <= 1.25, geomean


def test_correctly_marked_parallel_kernels_are_race_free_and_no_slower(rows: list) -> None:
    by_name = {row.kernel: row for row in rows}
    kernels = {k["name"]: k for k in quality.load_kernels()}
    correct = [name for name, par in PARALLEL.items() if par["correct"]]
    assert len(correct) >= 4
    for name in correct:
        marked, unmarked = by_name[name].modes["standard"], by_name[PARALLEL[name]["of"]]
        assert marked.races == 0, name
        assert marked.cycles <= unmarked.modes["standard"].cycles, name
        assert quality.run_mode(kernels[name], "standard", 1, True)[0].matches_random, name


def test_wrongly_marked_parallel_kernel_differs_under_a_random_schedule(rows: list) -> None:
    # the marker asserts independence the run does not have: the race check trusts the
    # sections (none reported) but a random legal schedule computes something else
    kernels = {k["name"]: k for k in quality.load_kernels()}
    wrong = [name for name, par in PARALLEL.items() if not par["correct"]]
    assert wrong
    for name in wrong:
        outcomes = [quality.run_mode(kernels[name], "standard", seed, True)[0].matches_random
                    for seed in range(4)]
        assert False in outcomes, name


def test_kernels_outside_the_geomean_are_race_free_and_no_slower_than_linear(rows: list
                                                                             ) -> None:
    outside = [row for row in rows if row.kernel in OUTSIDE_GEOMEAN]
    assert {row.kernel for row in outside} == OUTSIDE_GEOMEAN
    for row in outside:
        standard, linear = row.modes["standard"], row.modes["linear"]
        assert standard.races == 0 and standard.cycles <= linear.cycles, row.kernel

def test_prefetch_twins_cost_nothing(rows: list) -> None:
    # nothing waits for a prefetch (prefetch rule 1): the standard mode runs the loop with
    # prefetches in the cycles of the loop without, race-free, with the same result
    by_name = {row.kernel: row for row in rows}
    assert set(PREFETCH_TWINS) == {r.kernel for r in rows if r.kernel.endswith("_prefetch")}
    for twin, base in PREFETCH_TWINS.items():
        standard, plain = by_name[twin].modes["standard"], by_name[base].modes["standard"]
        assert standard.races == 0
        assert standard.digest == plain.digest
        assert standard.cycles == plain.cycles
