"""benchmarks/llvm_da.py lines csarules' pairs up with LLVM's DependenceAnalysis and
aa-eval verdicts (through instnamer'd names) on benchmark kernels."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("llvm_da", REPO / "benchmarks" / "llvm_da.py")
assert _spec is not None and _spec.loader is not None
llvm_da = importlib.util.module_from_spec(_spec)
sys.modules["llvm_da"] = llvm_da
_spec.loader.exec_module(llvm_da)


@pytest.fixture(autouse=True)
def _opt() -> None:
    if shutil.which("opt-19") is None:
        pytest.skip("opt-19 is not installed")


def test_copy_alias_pairs(tmp_path: Path) -> None:
    pairs = llvm_da.analyse(REPO / "benchmarks/kernels/copy_alias.ll", None, tmp_path)
    # the load of src[i] and the store to dst[i]: DA cannot tell (dst may be src + 1),
    # csarules orders them within an iteration and across the loop
    (pair,) = pairs
    assert pair.da == "confused" and pair.aa == "MayAlias"
    assert "same" in pair.ordered and any(c.startswith("loop@") for c in pair.ordered)


def test_lu_gap_is_reported(tmp_path: Path) -> None:
    pairs = llvm_da.analyse(REPO / "benchmarks/kernels/lu.ll", None, tmp_path)
    s = llvm_da.summary(pairs)
    assert s["da_dependent_csarules_unordered"] == 0
    # store a[i][k] and load a[k][j] (j > k, i > k) never meet; csarules orders them
    gap = [p for p in pairs if p.da_independent and p.ordered]
    assert len(gap) == 1 and gap[0].src_text.startswith("store double")
