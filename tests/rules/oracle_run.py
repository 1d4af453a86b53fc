"""One run of an oracle program (tests/rules/conftest.py's `program`) on a module, for the
oracle tests that compare rewritten relations with the definitions they replaced."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from csarules.errors import CsaError
from csarules.order.pipeline import derive


def oracle_relations(module, program: Path) -> Callable[[str], set]:
    """The run's relation look-up; an input the ordering refuses proves nothing, so the
    test is skipped with the reason."""
    try:
        return derive(module, rules=program, provenance=False).result.relation
    except CsaError as exc:
        pytest.skip(f"not ordered: {exc}")
