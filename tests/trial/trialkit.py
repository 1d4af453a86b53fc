"""Running `csarules` in-process from the repository root, as a user would from a clone."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from csarules.cli import main

ROOT = Path(__file__).resolve().parents[2]
KERNELS = ROOT / "benchmarks" / "kernels"
IDEAS = ROOT / "tests" / "trial" / "ideas"


@dataclass
class Run:
    code: int
    out: str
    err: str


def csarules(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
             *args: str) -> Run:
    monkeypatch.chdir(ROOT)
    capsys.readouterr()
    code = main(list(args))
    captured = capsys.readouterr()
    return Run(code, captured.out, captured.err)
