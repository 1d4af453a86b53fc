"""Every pair the standard mode requires, within an iteration or across iterations of a
loop, is still ordered by the edges it emits, checked on executions rather than on the
rules' own terms.

For random walks through a function's CFG (each a prefix of some execution), the test
lists the dynamic instances of its ops and lets each instance C of an op c wait as the
materialiser makes it wait (csarules/order/tokens.py) for each source a of its emitted
edges, with their contexts E:
- with 0 in E, for the latest instance of a before C that no cut loop hides (a loop
  holding c and not in E is cut: instances of a from earlier iterations of its current
  entry are skipped);
- else for the latest instance of a before C's current iteration of the innermost loop
  of E began, that no cut loop holding that loop hides;
and, tokens coming in order, for every instance of a before that one. Waiting is
transitive. Then each required pair asks: a -> c in context 0, that C waits for every
earlier A in the same iteration of every loop holding both (rules/paths.dl, "Contexts");
a -> c in context l, for every earlier A whose outermost shared loop in a different
iteration from C's is l.

It holds on the corpus, generated loop nests and the lit tests of the reductions across
loop levels and iterations (tests/lit/standard/across_*.ll, carried_*.ll), and fails on
mutants of those reductions (rules/ordering.dl, `dom_via` and the carried `implied`
rules) without the conditions that make them sound."""

from __future__ import annotations

import random
import re
import shutil
import sys
from collections import defaultdict
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from test_listing_oracle import _functions

from csarules.errors import CsaError
from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import derive

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from scale_gen import generate  # noqa: E402

LIT = REPO / "tests" / "lit" / "standard"
ACROSS = (sorted(LIT.glob("across_*.ll")) + sorted(LIT.glob("carried_*.ll"))
          + sorted(LIT.glob("ret_*.ll")) + [LIT / "nested_loops_exit_into_self_loop.ll"])
CORPUS = sorted((REPO / "tests" / "inputs" / "gen").glob("*.clang19.O2.ll"))[:12] + sorted(
    (REPO / "benchmarks" / "kernels").glob("*.ll"))[:8]
WALKS = 40
MAX_VISITS = 120


class Function:
    """What the check needs of one function: its CFG, ops, loops and pairs."""

    def __init__(self, name: str, facts: dict[str, set[tuple]], result) -> None:
        self.entry = next(b for f, b in facts["entry_block"] if f == name)
        self.succ: dict[int, list[int]] = defaultdict(list)
        blocks = {b for b, f, _, _ in facts["block"] if f == name}
        for src, dst in sorted(facts["cfg_edge"]):
            if src in blocks:
                self.succ[src].append(dst)
        self.ops: dict[int, list[int]] = defaultdict(list)  # block -> ops in order
        self.block_of: dict[int, int] = {}
        for i, f, b, _pos in sorted(result.relation("op"), key=lambda t: (t[2], t[3])):
            if f == name:
                self.ops[b].append(i)
                self.block_of[i] = b
        self.loops: dict[int, set[int]] = defaultdict(set)  # header -> blocks
        for h, b in facts["loop_block"]:
            if b in blocks:
                self.loops[h].add(b)
        self.required = {(a, c, ctx) for a, c, ctx in result.relation("required_pair")
                         if a in self.block_of and c in self.block_of}
        contexts: dict[tuple[int, int], set[int]] = defaultdict(set)
        for a, c, ctx in result.relation("emitted"):
            if a in self.block_of and c in self.block_of:
                contexts[(a, c)].add(ctx)
        # c -> (a, the loop whose current iteration's start the read is at (0: c itself),
        # the cut loops)
        self.emitted_into: dict[int, list[tuple[int, int, frozenset[int]]]] = defaultdict(list)
        for (a, c), ctxs in sorted(contexts.items()):
            own = {h for h, body in self.loops.items() if self.block_of[c] in body}
            cut = own - ctxs
            if 0 in ctxs:
                self.emitted_into[c].append((a, 0, frozenset(cut)))
                continue
            top = min(ctxs, key=lambda h: len(self.loops[h]))
            cut = {h for h in cut if top in self.loops[h]}
            self.emitted_into[c].append((a, top, frozenset(cut)))

    def walk(self, rng: random.Random) -> list[int]:
        # a backedge is taken one time in four where there is another way, so that walks
        # leave loops and reach what follows them
        visits = [self.entry]
        while self.succ[visits[-1]] and len(visits) < MAX_VISITS:
            here = visits[-1]
            back = [s for s in self.succ[here] if here in self.loops.get(s, ())]
            onward = [s for s in self.succ[here] if s not in back]
            ways = back if not onward or (back and rng.random() < 0.25) else onward
            visits.append(rng.choice(ways))
        return visits


def _violations(fn: Function, visits: list[int]) -> list[tuple[int, int, int]]:
    # per loop and visit: the visit that began the current iteration and the current
    # entry into the loop (None outside it)
    iteration: dict[int, list[int | None]] = {}
    entered: dict[int, list[int | None]] = {}
    for h, body in fn.loops.items():
        it: list[int | None] = []
        en: list[int | None] = []
        for v, block in enumerate(visits):
            if block not in body:
                it.append(None)
                en.append(None)
            elif block == h:
                it.append(v)
                en.append(en[-1] if v and en[-1] is not None else v)
            else:
                it.append(it[-1])
                en.append(en[-1])
        iteration[h], entered[h] = it, en
    instances = [(op, v) for v, block in enumerate(visits) for op in fn.ops[block]]
    seen: dict[int, list[int]] = defaultdict(list)  # op -> its instances so far
    waits: list[int] = []  # per instance, a bit set of the instances it waits for
    for k, (c, v) in enumerate(instances):
        mask = 0
        for a, top, cut in fn.emitted_into[c]:
            before = v if top == 0 else iteration[top][v]
            for j in reversed(seen[a]):
                u = instances[j][1]
                if top and u >= before:
                    continue
                if not any(entered[h][v] <= u < iteration[h][v] for h in cut):
                    mask |= _op_mask(seen[a], j)
                    break
        direct = mask
        while direct:
            low = direct & -direct
            mask |= waits[low.bit_length() - 1]
            direct ^= low
        waits.append(mask)
        seen[c].append(k)
    bad = []
    for k, (c, v) in enumerate(instances):
        for j in range(k):
            a, u = instances[j]
            if waits[k] >> j & 1:
                continue
            shared = [h for h, body in fn.loops.items()
                      if fn.block_of[a] in body and fn.block_of[c] in body]
            apart = [h for h in shared if iteration[h][u] != iteration[h][v]]
            # the outermost loop whose iterations differ: the one holding the others
            ctx = max(apart, key=lambda h: len(fn.loops[h])) if apart else 0
            if (a, c, ctx) in fn.required:
                bad.append((a, c, ctx))
    return bad


def _op_mask(instances_of_a: list[int], last: int) -> int:
    mask = 0
    for j in instances_of_a:
        if j > last:
            break
        mask |= 1 << j
    return mask


def _check(module, rules: Path | None = None, across: int = 0,
           walks: int = WALKS) -> set[tuple[int, int, int]]:
    """The required pairs some of `walks` walks per function finds unordered; `across`:
    at least this many pairs must be left out by the reduction across loop levels."""
    outcome = derive(module, rules=rules, provenance=False)
    assert len(outcome.result.relation("dom_via")) >= across
    rng = random.Random(11)
    bad: set[tuple[int, int, int]] = set()
    for func in module.functions:
        fn = Function(func.name, outcome.facts, outcome.result)
        if not fn.required:
            continue
        for _ in range(walks):
            bad.update(_violations(fn, fn.walk(rng)))
    return bad


@pytest.mark.parametrize("path", ACROSS + CORPUS, ids=lambda p: p.name)
def test_required_pairs_stay_ordered(path: Path) -> None:
    assert _check(read_module(path)) == set()


def test_required_pairs_stay_ordered_on_generated_nests() -> None:
    for seed in (1, 2):
        module = parse_module(generate("nest", 300, seed=seed), f"nest{seed}.ll")
        assert _check(module, across=50) == set()


WHOLE = REPO / "rules" / "modes" / "standard.dl"


@pytest.mark.parametrize("rules", [None, WHOLE], ids=["listed", "whole"])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_functions())
def test_required_pairs_stay_ordered_on_random_functions(rules: Path | None, text: str) -> None:
    """Any CFG, loops and blocks between an op and its cover (`dom_via` tries the cover's
    block, rules/listing.dl), with both standard programs."""
    try:
        module = parse_module(text, "random.ll")
        bad = _check(module, rules=rules, walks=20)
    except CsaError:
        return  # (irreducible control flow: not ordered)
    assert bad == set()


@pytest.mark.parametrize("rules", [None, WHOLE], ids=["listed", "whole"])
def test_required_pairs_stay_ordered_through_a_loop_cover(rules: Path | None) -> None:
    """A pair implied through its op's cover in a loop above the nearest block holding a
    write the op waits for (tests/rules/test_listed_mode.py, LOOP_COVER)."""
    from test_listed_mode import LOOP_COVER

    assert _check(parse_module(LOOP_COVER, "loop_cover.ll"), rules=rules, across=1,
                  walks=200) == set()


# mutants of the reductions across loop levels and iterations: the rule text, and what
# replaces it
MUTANTS = {
    # b anywhere between a and c, not on every path to c (not "every pass runs b")
    "no_dominance": (r"near_pred_block\(c, z, k\) :- pred_walk\(c, z, k\), pred_block\(c, z, k\)\.",
                     "near_pred_block(c, z, k) :- across(_, _, c, y), pred_block(c, z, k), "
                     "z != y."),
    # b's block may also dominate a's
    # a loop may hold a and b but not c
    "no_level_apart": (r", !level_apart\(x, z, y\)\.", "."),
    # for a ret: a loop may hold a and b
    "ret_no_level_apart": (r"ret_cut\(x, y, z\), !level_apart\(x, z, y\),", "ret_cut(x, y, z),"),
    # for a ret: b anywhere in the innermost loop holding a and b, not on every way out of
    # the iteration
    "ret_walk_anywhere": (r"ret_walk\(x, z, h, w\), w != z, iteration_ipdom\(h, w, w2\)\.",
                          "ret_walk(x, z, h, w), w != z, loop_block(h, w2)."),
    # across iterations: b anywhere in l ahead of c, not on every path to c
    "carried_ahead_anywhere": (r"ahead_of\(c, z\), loop_block\(l, z\),",
                               "op_loop(b, l), op(b, _, z, _),"),
    # across iterations: b anywhere in l behind a, not on every path to the backedge
    "carried_behind_anywhere": (r"behind_of\(a, l, z\),\n", "op_loop(b, l), "),
    # across iterations: b behind a in a loop inside l holding a
    "carried_behind_inner_loop": (r"behind_block\(a, z, k\), !shares_child\(l, x, z\)\.",
                                  "behind_block(a, z, k)."),
}
CAUGHT_BY = {
    "no_dominance": "across_conditional_kept.ll",
    "no_level_apart": "across_later_iteration_kept.ll",
    "ret_no_level_apart": "ret_after_loop_later_iteration_kept.ll",
    "ret_walk_anywhere": "ret_after_loop_later_iteration_kept.ll",
    "carried_ahead_anywhere": "carried_ahead_conditional_kept.ll",
    "carried_behind_anywhere": "carried_behind_conditional_kept.ll",
    "carried_behind_inner_loop": "carried_behind_inner_loop_kept.ll",
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_fails_on_a_mutant(name: str, tmp_path: Path) -> None:
    rules = tmp_path / "rules"
    shutil.copytree(REPO / "rules", rules)
    ordering = rules / "ordering.dl"
    pattern, replacement = MUTANTS[name]
    text, count = re.subn(pattern, replacement, ordering.read_text())
    assert count == 1, f"mutant {name} no longer matches rules/ordering.dl"
    ordering.write_text(text)
    path = LIT / CAUGHT_BY[name]
    # (more walks than elsewhere: some of these need one path among many, and the
    # functions are small)
    assert _check(read_module(path), rules / "modes" / "standard.dl", across=1, walks=400)
