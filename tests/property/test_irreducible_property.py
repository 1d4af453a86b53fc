"""Random CFGs, irreducible ones among them (csarules/ir/irreducible.py).

Each block of a random graph reads and writes an element of a buffer chosen by a fuel
counter the blocks pass along in phis (one incoming per edge, so a switch with two cases to
one block gives that phi two), and switches on the loaded value to two random successors
or the exit; fuel runs out, so every run ends. Blocks nobody jumps to are unreachable code
jumping into the graph. After reading: every function is reducible, a reducible one is
unchanged, the text verifies, and ordering it in standard and linear mode gives a program
without races whose result and memory are those of the input run as it is (so the new
header's phis pass the right values, and the rules order the new loop soundly).
"""

from __future__ import annotations

from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st
from programs import Program
from runs import assert_correct_ordering, order_program

from csarules.analysis import cfg
from csarules.ir.reader import parse_module
from csarules.order.tokens import LoopForest
from csarules.sim import simulate


def _text(succs: list[tuple[int, int]]) -> str:
    n = len(succs)
    preds: dict[int, list[int]] = {j: [] for j in range(n)}
    for i, pair in enumerate(succs):
        for j in pair:
            preds[j].append(i)
    lines = ["define i32 @f(i32 %n, ptr %p) {", "b0:", "  %g.0 = add i32 %n, 0"]
    for i, (x, y) in enumerate(succs):
        if i:
            lines.append(f"b{i}:")
            incoming = ", ".join(f"[ %g.{k}, %b{k} ]" for k in sorted(preds[i]))
            lines.append(f"  %f.{i} = phi i32 {incoming}" if incoming
                         else f"  %f.{i} = add i32 0, 0")
            lines.append(f"  %g.{i} = sub i32 %f.{i}, 1")
        lines += [
            f"  %k.{i} = and i32 %g.{i}, 7",
            f"  %a.{i} = getelementptr inbounds i32, ptr %p, i32 %k.{i}",
            f"  %v.{i} = load i32, ptr %a.{i}",
            f"  %m.{i} = mul i32 %v.{i}, 3",
            f"  %w.{i} = add i32 %m.{i}, {i + 1}",
            f"  store i32 %w.{i}, ptr %a.{i}",
            f"  %e.{i} = icmp sle i32 %g.{i}, 0",
            f"  %b.{i} = and i32 %v.{i}, 1",
            f"  %c.{i} = add i32 %b.{i}, 1",
            f"  %s.{i} = select i1 %e.{i}, i32 0, i32 %c.{i}",
            f"  switch i32 %s.{i}, label %exit [ i32 1, label %b{x} i32 2, label %b{y} ]",
            "",
        ]
    lines += ["exit:", "  %r.0 = add i32 0, 0"]
    for k in range(8):
        lines += [f"  %x.{k} = getelementptr inbounds i32, ptr %p, i32 {k}",
                  f"  %y.{k} = load i32, ptr %x.{k}",
                  f"  %z.{k} = mul i32 %r.{k}, 31",
                  f"  %r.{k + 1} = add i32 %z.{k}, %y.{k}"]
    lines += ["  ret i32 %r.8", "}", ""]
    return "\n".join(lines)


@st.composite
def graphs(draw) -> tuple[list[tuple[int, int]], int]:
    n = draw(st.integers(2, 7))
    target = st.integers(1, n - 1)  # nothing jumps to the entry block
    succs = [(draw(target), draw(target)) for _ in range(n)]
    return succs, draw(st.integers(1, 14))


def _program(succs: list[tuple[int, int]], fuel: int) -> Program:
    return Program(text=_text(succs), entry="f", args={"n": str(fuel), "p": "i32[8]:iota"},
                   externs=(), noalias=frozenset(), features=frozenset())


def _reducible(text: str) -> bool:
    # the input as it is: `added` given, so reading leaves its CFG alone
    return LoopForest(parse_module(text, "generated.ll", added={}).functions[0]).reducible


TWO_ENTRIES = ([(1, 2), (2, 2), (1, 1)], 9)  # b1 <-> b2, entered at both
# b2 <-> ... <-> b4 entered at both; inside it b3 <-> b5, entered at both from b2 and b4;
# b1 is unreachable and jumps into the outer cycle
NESTED = ([(2, 4), (1, 4), (3, 5), (5, 2), (5, 4), (4, 3)], 14)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(graphs())
@example(TWO_ENTRIES)
@example(NESTED)
def test_reading_makes_every_cfg_reducible_and_keeps_reducible_ones(graph) -> None:
    succs, fuel = graph
    text = _text(succs)
    module = parse_module(text, "generated.ll")  # verifies the rewrite, else InternalError
    func = module.functions[0]
    assert LoopForest(func).reducible
    cfg.analyse(func, "generated.ll")  # its own reducibility check
    if _reducible(text):
        assert not module.added and module.text == text
    else:
        event("irreducible")
        assert module.added
        assert any(b.label.startswith("csarules.irr.") for b in func.blocks)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(graphs())
@example(TWO_ENTRIES)
@example(NESTED)
def test_ordered_random_cfgs_are_race_free_and_compute_what_the_input_does(graph) -> None:
    program = _program(*graph)
    # the reference: the input run as it is, irreducible CFG and all
    as_is = parse_module(program.text, "generated.ll", added={})
    reference = simulate(as_is, program.entry, program.args)
    for mode in ("standard", "linear"):
        assert_correct_ordering(program, order_program(program, mode), mode, reference)


def test_the_examples_are_irreducible() -> None:
    # so the properties above always see some irreducible graphs, nested ones included
    assert not _reducible(_text(TWO_ENTRIES[0]))
    assert not _reducible(_text(NESTED[0]))
    module = parse_module(_text(NESTED[0]), "generated.ll")
    assert sum(b.label.count(".from.") == 0 and b.label.startswith("csarules.irr.")
               for b in module.functions[0].blocks) == 2
