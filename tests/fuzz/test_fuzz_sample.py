"""A fixed sample of benchmarks/fuzz.py: 20 small csmith programs (clang-19 -O1, ordered in
standard and linear mode, simulated under a random schedule against the native run) and 50
llvm-stress-19 modules (ordered in standard mode, re-verified). About 30 s of CPU time,
20 s on two cores (tool runs fork a worker that imported csarules once; the real CLI's
start-up is exercised by test_fuzz_runner.py); the full campaign is a benchmark
(benchmarks/README.md, "Fuzzing")."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from scriptload import load_script

TOOLS = ("csmith", "clang-19", "llvm-stress-19")


def _fuzz():
    return load_script("benchmarks/fuzz.py")


def test_fixed_sample_has_no_failures(tmp_path: Path) -> None:
    fuzz = _fuzz()
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing or not (Path(fuzz.CSMITH_INCLUDE) / "csmith.h").exists():
        print(f"fuzz sample skipped: missing {missing or 'csmith headers (libcsmith-dev)'}")
        pytest.skip(f"missing {missing or 'libcsmith-dev'}")
    report = tmp_path / "fuzz.json"
    status = fuzz.main(["--small", "--csmith", "20", "--stress", "50", "--stress-size", "60",
                        "--levels", "19:O1", "--modes", "standard,linear", "--schedules", "1",
                        "--stress-modes", "standard", "-j", "2", "--out", str(tmp_path / "out"),
                        "--json", str(report)])
    doc = json.loads(report.read_text())
    failures = [f for f in doc["failures"] if f["outcome"] in fuzz.BUGS]
    assert status == 0 and not failures, failures
    # the sample must exercise the whole path, not end early in 'too-long'
    assert doc["programs"]["csmith"].get("ok", 0) >= 15, doc["programs"]
    assert doc["programs"]["stress"].get("ok", 0) == 50, doc["programs"]
