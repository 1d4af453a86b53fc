"""benchmarks/real_quality.py --combine: one summary over the rows of several --json
files (the real-code corpus is TSVC plus the Livermore loops)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks import real_quality  # noqa: E402


def _row(kernel: str, oracle: int, standard: int, error: str = "") -> dict:
    return {"kernel": kernel, "build": "o2", "oracle": oracle, "standard": standard,
            "linear": 2 * standard, "races": 0, "linear_races": 0, "error": error,
            "std_over_oracle": standard / oracle, "linear_over_std": 2.0}


def test_combined_geomean_spans_the_files(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps({"builds": ["o2"], "rows": [_row("s1", 10, 20)]}))
    b.write_text(json.dumps({"builds": ["o2"], "rows": [_row("lfk01", 10, 80),
                                                        _row("lfk02", 1, 1, "boom")]}))
    assert real_quality.main(["--combine", str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert "o2: 2 kernels run, 0 with races in standard mode, 1 errors" in out
    assert "geomean standard/oracle 4.000" in out  # sqrt(2 * 8)
    assert "worst: lfk01 8.00, s1 2.00" in out


def test_a_file_that_is_not_a_result_is_refused(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    assert real_quality.main(["--combine", str(bad)]) == 2
    assert capsys.readouterr().err.startswith(f"{bad}: error: ")
