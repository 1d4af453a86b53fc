"""The property tests order thousands of small programs: parse each mode's rules once per
test module instead of once per program (parsing them costs more than ordering a program)."""

from __future__ import annotations

import functools
from collections.abc import Iterator

import pytest

import csarules.engine


@pytest.fixture(autouse=True, scope="module")
def rules_parsed_once() -> Iterator[None]:
    cached = functools.lru_cache(maxsize=None)(csarules.engine.load_program)
    with pytest.MonkeyPatch.context() as patch:
        # derive() imports load_program from csarules.engine at call time
        patch.setattr(csarules.engine, "load_program", cached)
        yield
