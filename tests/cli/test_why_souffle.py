"""`why --engine souffle` explains what Soufflé returns: the modes' output relations only,
so a required pair without an edge of its own gets its `required` tree and no `implied`
one (the embedded engine's `why` shows both)."""

from __future__ import annotations

from pathlib import Path

import pytest

from csarules.cli import main

REPO = Path(__file__).resolve().parents[2]
IMPLIED_PAIR = (REPO / "tests" / "lit" / "standard" / "carried_ahead_same_block.ll", "19", "17")


def _why(capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, str, str]:
    path, src, dst = IMPLIED_PAIR
    capsys.readouterr()
    code = main(["why", str(path), src, dst, *extra])
    out, err = capsys.readouterr()
    return code, out, err


def test_embedded_why_shows_implied(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _why(capsys)
    assert code == 0
    assert "required(19, 17, 15, 'location'):" in out
    assert "implied(19, 17, 15):" in out


@pytest.mark.souffle
def test_souffle_why_shows_what_souffle_returns(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _why(capsys, "--engine", "souffle")
    assert (code, err) == (0, "")
    assert "required(19, 17, 15, 'location'):" in out
    assert "implied(" not in out
