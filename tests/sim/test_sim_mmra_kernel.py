"""benchmarks/mmra_fence.py: the tagged-fence kernel runs race-free and faster with its
MMRA tags than stripped of them; the oracle honours the tags (rule 2)."""

from __future__ import annotations

import re

import pytest
from scriptload import load_script
from simkit import KERNELS, REPO, run_ir

pytest.importorskip("csarules.order.pipeline", reason="ordering pipeline not built yet")

bench = load_script("benchmarks/mmra_fence.py")


@pytest.fixture(scope="module")
def kernel() -> dict:
    kernels = {k["name"]: k for k in bench.tagged_kernels()}
    assert list(kernels) == ["fence_mmra"]
    return kernels["fence_mmra"]


def test_tagged_fence_kernel_is_race_free_and_faster_than_stripped(kernel: dict) -> None:
    text = (KERNELS / kernel["file"]).read_text()
    tagged = bench.run(kernel, text, "tagged", "standard")
    stripped = bench.run(kernel, bench.strip_tags(text), "stripped", "standard")
    for r in (tagged, stripped):
        assert r.races == 0 and r.random_ok, r
        assert r.cycles >= r.oracle, r  # no correct ordering beats the oracle
    assert tagged.released > 0 and stripped.released == 0
    assert tagged.cycles * 1.5 < stripped.cycles, (tagged, stripped)


def test_strip_tags_removes_every_attachment(kernel: dict) -> None:
    stripped = bench.strip_tags((KERNELS / kernel["file"]).read_text())
    assert not re.search(r",\s*!mmra", stripped)
    assert '!0 = !{!"vulkan", !"nonprivate"}' in stripped  # the nodes stay, unused


def test_releasing_compatible_pairs_too_is_caught_as_a_race(kernel: dict, tmp_path) -> None:
    # the race checker can fail: a rules file that lets every access pass the fence
    from csarules.ir.reader import parse_module
    from csarules.order.pipeline import derive, materialise_outcome

    wrong = tmp_path / "wrong.dl"
    wrong.write_text(f'#include "{REPO / "rules" / "modes" / "standard.dl"}"\n'
                     'relax(a, b, c, "synchronisation", "mmra") :- '
                     'want(a, b, c, "synchronisation").\n')
    module = parse_module((KERNELS / kernel["file"]).read_text(), kernel["file"])
    ordered = materialise_outcome(derive(module, rules=wrong))
    res = run_ir(ordered, kernel["entry"], bench.kernel_args(kernel))
    assert res.race_count > 0


FENCED = """
define void @f(ptr noalias %a, ptr noalias %c, ptr noalias %b, ptr noalias %flag) {
  %v = load i32, ptr %a, !mmra !0
  store i32 %v, ptr %c, !mmra !0
  store i32 2, ptr %b, !mmra !1
  fence release, !mmra !1
  store atomic i32 1, ptr %flag monotonic, align 4, !mmra !1
  ret void
}
!0 = !{!"vulkan", !"private"}
!1 = !{!"vulkan", !"nonprivate"}
"""


def test_oracle_lets_incompatible_accesses_pass_the_fence() -> None:
    args = {"a": "i32[1]:zero", "c": "i32[1]:zero", "b": "i32[1]:zero",
            "flag": "i32[1]:zero"}
    tagged = run_ir(FENCED, "f", args).oracle_cycles
    untagged = run_ir(FENCED.replace(", !mmra !0", ", !mmra !1"), "f", args).oracle_cycles
    # loads and stores take 20 cycles: with the tags the fence waits for the nonprivate
    # store only and the flag store overlaps the private load -> store chain; with
    # compatible tags the fence waits for that chain too
    assert tagged + 15 < untagged, (tagged, untagged)
