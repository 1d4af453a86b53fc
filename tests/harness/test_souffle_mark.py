"""tests/conftest.py and tests/tools.py: a test marked `souffle` (or calling need()) is
skipped without the tool on a developer's machine and fails under CI, as does any skip
naming Soufflé; the run ends by counting the Soufflé tests."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]

SAMPLE = '''
import pytest
from tools import need

@pytest.mark.souffle
def test_marked():
    pass

def test_needs_cmake_named_oddly():
    need("no-such-tool-for-csarules")

def test_skips_itself():
    pytest.skip("souffle is not on PATH")

def test_plain():
    pass
'''


def run_sample(tmp_path: Path, ci: str | None, with_souffle: bool) -> tuple[str, int]:
    for name in ("conftest.py", "tools.py"):
        shutil.copy(TESTS / name, tmp_path / name)
    (tmp_path / "test_sample.py").write_text(SAMPLE)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    if with_souffle:
        fake = bin_dir / "souffle"
        fake.write_text("#!/bin/sh\nexit 0\n")
        fake.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    # a PATH with the interpreter's directory only (and the fake souffle when asked)
    env["PATH"] = os.pathsep.join([str(bin_dir), str(Path(sys.executable).parent)])
    if ci is not None:
        env["CI"] = ci
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rs", "-p",
                           "no:cacheprovider", str(tmp_path)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    return done.stdout, done.returncode


def test_without_souffle_a_developer_run_skips(tmp_path: Path) -> None:
    out, code = run_sample(tmp_path, None, with_souffle=False)
    assert code == 0 and "1 passed, 3 skipped" in out
    assert "Soufflé tests (marked souffle): 0 passed, 0 failed, 1 skipped" in out


@pytest.mark.parametrize("ci", ["1", "true"])
def test_without_souffle_ci_fails(tmp_path: Path, ci: str) -> None:
    out, code = run_sample(tmp_path, ci, with_souffle=False)
    # the marked test fails in its set-up (an error), the other two in their bodies
    assert code == 1 and "2 failed, 1 passed, 1 error" in out
    assert "souffle is not on PATH" in out and "CI must have it" in out
    assert "Soufflé tests (marked souffle): 0 passed, 1 failed, 0 skipped" in out


def test_ci_off_values(tmp_path: Path) -> None:
    out, code = run_sample(tmp_path, "false", with_souffle=False)
    assert code == 0 and "1 passed, 3 skipped" in out


def test_with_souffle_the_marked_test_runs(tmp_path: Path) -> None:
    out, _ = run_sample(tmp_path, "1", with_souffle=True)
    assert "Soufflé tests (marked souffle): 1 passed, 0 failed, 0 skipped" in out
