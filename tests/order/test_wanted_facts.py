"""`order` extracts only the facts its rules read (extract.py `wanted`, from the engine's
`relations_read`): the quadratic alias and (post)dominance pairs are left out where the
mode never reads them, and the output is what full facts give, shipped modes and a rules
file that reads a relation the standard mode does not (`postdominates`) alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from csarules.engine.embedded import relations_read
from csarules.extract import DOMINANCE_RELATIONS, PAIR_RELATIONS, extract_facts
from csarules.ir.reader import read_module
from csarules.order.pipeline import (
    _MATERIALISED,
    _program,
    derive,
    derive_by_groups,
    materialise_outcome,
)

REPO = Path(__file__).resolve().parents[2]
MODULE = REPO / "tests" / "inputs" / "gen" / "atomics.clang19.O2.ll"

# relaxes location pairs whose later op's block post-dominates the earlier one's: the
# output changes only if `postdominates` reaches the engine
POSTDOM_RULES = """
#include "{standard}"
relax(a, b, 0, "location", "postdominated") :-
    want(a, b, 0, "location"), op(a, _, x, _), op(b, _, y, _), x != y, postdominates(y, x).
"""


def _wanted(mode: str | None, rules: Path | None = None) -> set[str]:
    return relations_read(_program(mode, rules)[1], _MATERIALISED)


def test_linear_and_race_read_no_pairs_and_standard_reads_them() -> None:
    for mode in ("linear", "race"):
        assert not _wanted(mode) & (PAIR_RELATIONS | set(DOMINANCE_RELATIONS))
    # the standard mode's whole program reads the alias pairs (dominance: on intervals of
    # the dominator tree, dom_order); as `order` runs it (rules/listed/standard.dl), none
    standard = _wanted("standard")
    assert {"may_alias", "may_alias_unknown", "dom_order"} <= standard
    assert not {"dominates", "postdominates"} & standard
    listed = relations_read(_program("standard", None, listed=True)[1], _MATERIALISED)
    assert "dom_order" in listed
    assert not {"may_alias", "may_alias_unknown", *DOMINANCE_RELATIONS} & listed
    module = read_module(MODULE)
    full = extract_facts(module)
    lean = extract_facts(module, wanted=_wanted("linear"))
    assert full["may_alias"] and full["dominates"] and full["postdominates"]
    assert not lean["may_alias"] and not lean["dominates"] and not lean["postdominates"]
    assert lean["instr"] == full["instr"] and lean["cfg_edge"] == full["cfg_edge"]


@pytest.mark.parametrize("mode", ["standard", "linear", "race"])
def test_shipped_modes_order_as_with_every_fact(mode: str) -> None:
    module = read_module(MODULE)
    whole = materialise_outcome(derive(module, mode, provenance=False))
    assert materialise_outcome(derive_by_groups(module, mode)) == whole


def test_a_rules_file_gets_the_relations_it_reads(tmp_path: Path) -> None:
    rules = tmp_path / "postdom.dl"
    rules.write_text(POSTDOM_RULES.format(
        standard=(REPO / "rules" / "modes" / "standard.dl").as_posix()))
    assert "postdominates" in _wanted(None, rules)
    module = read_module(REPO / "tests" / "inputs" / "gen" / "diamond.clang19.O2.ll")
    relaxed = derive_by_groups(module, rules=rules)
    assert [p.why for fe in relaxed.functions.values() for p in fe.released] == \
        ["postdominated"] * 2
    assert materialise_outcome(relaxed) == materialise_outcome(
        derive(module, rules=rules, provenance=False))
    assert materialise_outcome(relaxed) != materialise_outcome(derive_by_groups(module))
