"""The oracle tests' program: the shipped standard mode plus the test module's ORACLE
rules (the old definitions, computed beside the new ones)."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def program(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("oracle") / "oracle.dl"
    standard = (REPO / "rules" / "modes" / "standard.dl").as_posix()
    path.write_text(f'#include "{standard}"\n{request.module.ORACLE}')
    return path
