"""The spec's informational Properties 1 and 2, checked on every candidate execution of
the suite: they follow from the definitions, so the rules must make them hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from csarules.litmus.candidates import enumerate_candidates
from csarules.litmus.judge import run_batch
from csarules.litmus.parse import read_litmus

SUITE = sorted(Path(__file__).resolve().parent.glob("*/*.ll"))


@pytest.mark.parametrize("path", SUITE, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_properties_hold_on_every_candidate(path: Path) -> None:
    test = read_litmus(path)
    result = run_batch(test, list(enumerate_candidates(test)))
    includes = result.relation("includes")
    # Property 2: "A write cannot be made available in a scope that does not contain it."
    for _, _, write, instance in result.relation("available_in"):
        assert (instance, write) in includes
    # Property 1: "A write W is location-ordered before a read R only if W happens-before
    # R" -- for programs without MMRA tags, whose program order is all in happens-before
    # (see mmra-mp-incompatible-data.ll for a tagged program where it fails), and for
    # writes other than the initial one, which the spec puts before everything directly.
    if any(e.tags for e in test.events()):
        return
    reads = {e.id for e in test.events() if e.reads}
    inits = {e.id for e in test.events() if e.kind == "init"}
    hb = result.relation("hb")
    for x, write, access in result.relation("lo"):
        if access in reads and write not in inits and write != access:
            assert (x, write, access) in hb, (x, write, access)


def test_property1_fails_with_incompatible_tags() -> None:
    """The finding the comment above refers to: with MMRA tags, location order without
    happens-before."""
    test = read_litmus(Path(__file__).resolve().parent / "amdgpu" /
                       "mmra-mp-incompatible-data.ll")
    result = run_batch(test, list(enumerate_candidates(test)))
    data_store, data_load = 20, 27
    assert any(w == data_store and r == data_load for _, w, r in result.relation("lo"))
    assert not any(w == data_store and r == data_load for _, w, r in result.relation("hb"))
