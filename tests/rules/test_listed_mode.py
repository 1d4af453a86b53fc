"""rules/listed/standard.dl, the program `order` runs in the standard mode, emits what the
whole program (rules/modes/standard.dl) emits, asking about the pairs rules/listing.dl
lists and their witnesses only: the same `emitted`, `released` and `warning`, on the
corpus, generated deep nests, random functions, and functions of both kinds (listed, and
asked about every pair)."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from test_listing_oracle import _functions, _versioned

from csarules.errors import CsaError
from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import derive

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from scale_gen import generate  # noqa: E402

WHOLE = REPO / "rules" / "modes" / "standard.dl"
LISTED = REPO / "rules" / "listed" / "standard.dl"
COMPARED = ("emitted", "released", "warning")

INPUTS = sorted(
    path for folder in ("tests/inputs", "tests/lit", "tests/extract/inputs", "benchmarks/kernels")
    for path in (REPO / folder).rglob("*.ll"))
KINDS: dict[str, int] = {"listed_function": 0, "full_function": 0}


def _check(read) -> None:
    try:
        module = read()
        whole = derive(module, rules=WHOLE, provenance=False).result
    except CsaError as exc:
        pytest.skip(f"not ordered: {exc}")
    listed = derive(module, rules=LISTED, provenance=False).result
    for name in COMPARED:
        assert listed.relation(name) == whole.relation(name), name
    for kind in KINDS:
        KINDS[kind] += len(listed.relation(kind))


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.relative_to(REPO).as_posix())
def test_corpus(path: Path) -> None:
    _check(lambda: read_module(path))


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_deep_nests(seed: int) -> None:
    _check(lambda: parse_module(generate("nest", 700, seed), "nest.ll"))


@pytest.mark.parametrize("name", ["vadd", "stencil2d", "lu_solve", "cond_store"])
def test_versioned_kernels(name: str) -> None:
    """The copies behind run-time checks, whose ops find covers among their group's
    writes (rules/listing.dl)."""
    _check(lambda: _versioned(read_module(REPO / "benchmarks" / "kernels" / f"{name}.ll")))


@pytest.mark.parametrize("seed", [0, 1])
def test_versioned_deep_nests(seed: int) -> None:
    _check(lambda: _versioned(parse_module(generate("nest", 700, seed), "nest.ll")))


def test_functions_of_both_kinds_were_compared() -> None:
    if not all(KINDS.values()):
        for path in INPUTS[:40]:
            try:
                _check(functools.partial(read_module, path))
            except pytest.skip.Exception:
                pass
    assert all(count > 5 for count in KINDS.values()), KINDS


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_functions())
def test_random_functions(text: str) -> None:
    _check(lambda: parse_module(text, "random.ll"))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_functions(scoped=True))
def test_random_functions_with_check_scopes(text: str) -> None:
    _check(lambda: parse_module(text, "scoped.ll"))
