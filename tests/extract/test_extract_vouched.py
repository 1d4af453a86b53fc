"""Extraction vouches for the kinds of its quadratic relations (csarules/extract.py
VOUCHED; the engine then checks them once per relation, not per tuple): every tuple of
them is a tuple of ints on the whole corpus, and the kinds are those rules/schema.dl
declares, so the shipped modes take them as given."""

from __future__ import annotations

import pytest
from extract_corpus import cached_module_and_facts, corpus_files, corpus_ids

from csarules.engine.factsio import Vouched
from csarules.extract import VOUCHED
from csarules.order.pipeline import _program

FILES = corpus_files()


@pytest.mark.parametrize("mode", ["standard", "linear", "race"])
def test_vouched_kinds_are_the_modes_declarations(mode) -> None:
    _, program = _program(mode, None)
    for relation, kinds in VOUCHED.items():
        assert tuple(k == "symbol" for _, k in program.relations[relation].attrs) == kinds


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_vouched_relations_hold_tuples_of_ints(path) -> None:
    _, facts = cached_module_and_facts(path)
    assert isinstance(facts, Vouched) and facts.kinds == VOUCHED
    for relation, kinds in VOUCHED.items():
        for row in facts[relation]:
            assert type(row) is tuple and len(row) == len(kinds), (relation, row)
            assert all(type(v) is int for v in row), (relation, row)
