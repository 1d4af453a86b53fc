"""Engines under test: the embedded one always, Soufflé wherever a `souffle` is on PATH."""

from __future__ import annotations

import shutil

import pytest

from csarules.engine import make_engine

SOUFFLE = shutil.which("souffle")


@pytest.fixture(params=["embedded", "souffle"])
def engine(request):
    if request.param == "souffle":
        if SOUFFLE is None:
            pytest.skip("souffle is not on PATH: the Soufflé backend comparison is skipped")
        return make_engine("souffle", timeout=120)
    return make_engine("embedded")
