"""Ask rules/mmra_query.dl about two tag sets: the facts in, the answers out.

The rules decide; this module only builds the facts (set 1 and set 2, the pair (1, 2)) and
reads the output relations back."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from csarules.mmra.tagset import Tag
from csarules.rules_dir import rules_dir

FIRST, SECOND = 1, 2


@dataclass
class Answer:
    result: object  # the engine's Result (relations, explain)
    compatible: bool
    incompatible_prefixes: list[str]
    union: list[Tag]


def facts_for(first: frozenset[Tag], second: frozenset[Tag]) -> dict[str, set[tuple]]:
    rows = {(FIRST, p, s) for p, s in first} | {(SECOND, p, s) for p, s in second}
    return {"mmra_set_tag": rows, "mmra_pair": {(FIRST, SECOND)}}


@lru_cache(maxsize=1)
def _program():
    # parsed once per process: the property tests ask many questions
    from csarules.engine import load_program

    return load_program(rules_dir() / "mmra_query.dl")


def ask(first: frozenset[Tag], second: frozenset[Tag], engine: str = "embedded",
        souffle: str | None = None, provenance: bool = False) -> Answer:
    from csarules.engine import make_engine

    program = _program()
    runner = make_engine(engine, souffle_path=souffle, provenance=provenance)
    result = runner.run(program, facts_for(first, second))
    pair = (FIRST, SECOND)
    compatible = pair in result.relation("mmra_compatible")
    prefixes = sorted(p for a, b, p in result.relation("mmra_incompatible_at") if (a, b) == pair)
    union = sorted((p, s) for a, b, p, s in result.relation("mmra_union") if (a, b) == pair)
    return Answer(result, compatible, prefixes, union)
