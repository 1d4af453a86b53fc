"""Engines under test: the embedded one always, Soufflé wherever a `souffle` is on PATH."""

from __future__ import annotations

import shutil

import pytest

from csarules.engine import make_engine

SOUFFLE = shutil.which("souffle")


@pytest.fixture(params=["embedded", pytest.param("souffle", marks=pytest.mark.souffle)])
def engine(request):
    if request.param == "souffle":
        return make_engine("souffle", timeout=120)
    return make_engine("embedded")
