"""The alias facts per class (csarules/analysis/alias_pairs.py, class_facts) hold what the
pair facts hold: the rules of rules/schema.dl's comment on them, run by the engine over the
class facts, give exactly may_alias_unknown and may_alias. On the corpus, a generated deep
nest and random small functions (test_extract_alias_random's programs)."""

from __future__ import annotations

import pytest
from extract_corpus import REPO, corpus_files, corpus_ids, generated_nest
from hypothesis import HealthCheck, given, settings
from test_extract_alias_random import programs

from csarules.analysis.alias_pairs import CLASS_RELATIONS
from csarules.engine import make_engine, parse_program
from csarules.extract import extract_facts
from csarules.ir.reader import parse_module, read_module

EXPANSION = """
.decl alias_class(a:number, k:number)
.decl alias_touches(a:number)
.decl class_may_alias_unknown(k:number, m:number)
.decl class_may_alias(k:number, m:number)
.decl may_alias_distance(a:number, b:number, v:number)
.decl unknown(a:number, b:number)
unknown(a, b) :- alias_class(a, k), alias_class(b, m), class_may_alias_unknown(k, m).
unknown(a, a) :- alias_touches(a).
.decl sized(a:number, b:number)
sized(a, b) :- alias_class(a, k), alias_class(b, m), a != b, class_may_alias(k, m),
    !may_alias_distance(a, b, 0).
sized(a, b) :- may_alias_distance(a, b, 1).
"""


def _check(module) -> int:
    facts = extract_facts(module, wanted=("may_alias_unknown", "may_alias", *CLASS_RELATIONS))
    result = make_engine().run(parse_program(EXPANSION),
                               {rel: set(facts[rel]) for rel in CLASS_RELATIONS})
    for mine, theirs in (("unknown", "may_alias_unknown"), ("sized", "may_alias")):
        got, expected = set(result.relation(mine)), set(facts[theirs])
        assert got == expected, (f"{theirs}: extra {sorted(got - expected)[:5]}, "
                                 f"missing {sorted(expected - got)[:5]}")
    classes = {k for _, k in facts["alias_class"]}
    return len(classes)


FILES = corpus_files()


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_corpus_module(path) -> None:
    _check(read_module(path))


def test_generated_deep_nest(tmp_path) -> None:
    module = generated_nest(tmp_path)
    classes = _check(module)
    memops = len(extract_facts(module, wanted=("memop",))["memop"])
    assert classes <= 8 < memops  # four pointers: a class each (and the ret's)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs())
def test_random_functions(text: str) -> None:
    _check(parse_module(text, "<random>"))


def test_extracted_for_the_programs_that_read_them(tmp_path) -> None:
    # the standard mode reads them (the affine rules and rules/listing.dl test conflicts per
    # class), the linear mode does not: `order` extracts what its program reads
    from csarules.cli import main
    from csarules.engine import load_program
    from csarules.engine.embedded import relations_read

    def read(program: str) -> set[str]:
        return relations_read(load_program(REPO / "rules" / program), ("emitted",))

    assert {"alias_class", "class_may_alias_unknown"} <= read("modes/standard.dl")
    assert {"alias_class", "class_may_alias", "may_alias_distance"} <= read("listed/standard.dl")
    assert not set(CLASS_RELATIONS) & read("modes/linear.dl")
    path = REPO / "tests" / "golden" / "two_sections" / "input.ll"
    out = tmp_path / "facts"
    assert main(["facts", str(path), "-o", str(out)]) == 0
    assert (out / "alias_class.facts").read_text() and \
        (out / "may_alias_distance.facts").read_text()
