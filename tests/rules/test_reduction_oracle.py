"""The transitive reduction of rules/ordering.dl (which never lists a -> b -> c triples)
implies exactly the pairs that the obvious triple-based definition implies: every chain
a -> b -> c of required pairs whose b lies between a and c in one block, after a in a's
block, before c in c's block, or in a block on every path between theirs (within their
loop level; over any edge for a ret). The oracle is the rules as they were before the
rewrite, added beside the shipped ones under other names."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import derive

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from scale_gen import generate  # noqa: E402

ORACLE = """
.decl o_chain(a:number, b:number, c:number)
o_chain(a, b, c) :- required_pair(a, c, 0), required_pair(a, b, 0), required_pair(b, c, 0),
    op(b, _, _, _).
.decl o_blocks(a:number, b:number, c:number)
o_blocks(a, b, c) :- o_chain(a, b, c), at(a, x, pa), at(b, x, pb), at(c, x, pc),
    pa < pb, pb < pc.
o_blocks(a, b, c) :- o_chain(a, b, c), at(a, x, pa), at(b, x, pb), at(c, y, _), x != y,
    pa < pb.
o_blocks(a, b, c) :- o_chain(a, b, c), at(a, x, _), at(b, y, pb), at(c, y, pc), x != y,
    pb < pc.
o_blocks(a, b, c) :- o_chain(a, b, c), at(a, x, _), at(b, z, _), at(c, y, _),
    x != z, z != y, x != y, level(x, h), level(z, h), level(y, h), !o_avoids(x, y, z).
o_blocks(a, b, r) :- o_chain(a, b, r), ret_op(r), at(a, x, _), at(b, z, _), at(r, y, _),
    x != z, z != y, x != y, !o_avoids_any(x, y, z).
.decl o_query(x:number, z:number)
o_query(x, z) :- o_chain(a, b, c), at(a, x, _), at(b, z, _), at(c, y, _),
    x != z, z != y, x != y.
.decl o_avoids(x:number, y:number, z:number)
o_avoids(x, y, z) :- o_query(x, z), level(z, 0), cfg_edge(x, y), y != z.
o_avoids(x, w, z) :- o_avoids(x, y, z), level(z, 0), cfg_edge(y, w), w != z.
o_avoids(x, y, z) :- o_query(x, z), level(z, h), h != 0, cfg_edge(x, y), y != z,
    loop_block(h, y), y != h.
o_avoids(x, w, z) :- o_avoids(x, y, z), level(z, h), h != 0, cfg_edge(y, w), w != z,
    loop_block(h, w), w != h.
.decl o_avoids_any(x:number, y:number, z:number)
o_avoids_any(x, y, z) :- o_query(x, z), cfg_edge(x, y), y != z.
o_avoids_any(x, w, z) :- o_avoids_any(x, y, z), cfg_edge(y, w), w != z.
.decl o_implied(a:number, c:number)
o_implied(a, c) :- o_blocks(a, _, c).
"""

# corpus modules with loops, branches and calls; a generated deep loop nest
INPUTS = sorted((REPO / "tests" / "inputs" / "gen").glob("*.clang19.O2.ll"))[:12] + sorted(
    (REPO / "benchmarks" / "kernels").glob("*.ll"))[:8]


def _check(module, program: Path) -> int:
    result = derive(module, rules=program, provenance=False).result
    shipped = result.relation("implied_in_block") | result.relation("implied_across")
    assert shipped == result.relation("o_implied")
    return len(shipped)


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_reduction_equals_the_triple_oracle(path: Path, program: Path) -> None:
    _check(read_module(path), program)


def test_reduction_equals_the_triple_oracle_on_a_deep_nest(program: Path) -> None:
    module = parse_module(generate("nest", 500, seed=5), "nest.ll")
    assert _check(module, program) > 100
