"""Run the lit/FileCheck suite under pytest (one case per directory), so `pytest` covers it."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SUITES = sorted(p.name for p in HERE.iterdir() if p.is_dir() and any(p.glob("*.ll")))


@pytest.mark.parametrize("suite", SUITES)
def test_lit_suite_passes(suite):
    if importlib.util.find_spec("lit") is None or shutil.which("filecheck") is None:
        pytest.skip("lit and filecheck are needed: pip install lit filecheck")
    # lit runs in this interpreter, so lit.cfg.py's `python -m csarules` uses it too
    done = subprocess.run(
        [sys.executable, "-c", "import lit.main; lit.main.main()", "-q", str(HERE / suite)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
