"""Random structured programs with random edge plans: the output always verifies, every op
is wrapped exactly once, and on random runs every op's input token implies what its edges
demand."""

from __future__ import annotations

from dataclasses import dataclass, field
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from materialise_support import (
    TokenRun,
    assert_each_op_wrapped,
    assert_edges_honoured,
    assert_original_lines_kept,
    module_of,
    order,
    plan,
)

from csarules.order import shared
from csarules.order.edges import Edge
from csarules.order.tokens import LoopForest

# A program is a list of statements:
#   ("op", kind)            kind: load, store, call
#   ("if", then, else)
#   ("loop", body, style)   style: while (test at the top), dowhile (test at the bottom)
#   ("ret",) / ("break",)   early exits; what follows them in the list is unreachable


def statements(depth: int) -> st.SearchStrategy:
    op = st.tuples(st.just("op"), st.sampled_from(["load", "store", "call"]))
    exits = st.sampled_from([("ret",), ("break",)])
    if depth == 0:
        return st.lists(st.one_of(op, op, op, exits), max_size=3)
    inner = statements(depth - 1)
    compound = st.one_of(
        st.tuples(st.just("if"), inner, inner),
        st.tuples(st.just("loop"), inner, st.sampled_from(["while", "dowhile"])),
    )
    return st.lists(st.one_of(op, op, compound, compound, op, exits), max_size=4)


@dataclass
class Emitter:
    lines: list[str] = field(default_factory=list)
    blocks: int = 0
    ops: int = 0
    open_block: bool = True

    def label(self) -> str:
        self.blocks += 1
        return f"b{self.blocks}"

    def emit(self, text: str) -> None:
        self.lines.append("  " + text)

    def start(self, label: str) -> None:
        self.lines += ["", f"{label}:"]
        self.open_block = True

    def end(self, terminator: str) -> None:
        self.emit(terminator)
        self.open_block = False

    def op_mark(self) -> str:
        self.ops += 1
        return f" ; op{self.ops}"

    def body(self, stmts: list, exit_label: str | None) -> None:
        for stmt in stmts:
            if not self.open_block:
                self.start(self.label())  # unreachable continuation
            kind = stmt[0]
            if kind == "op":
                text = {
                    "load": "%v{n} = load i32, ptr %p",
                    "store": "store i32 {n}, ptr %q",
                    "call": "call void @ext(ptr %p)",
                }[stmt[1]]
                mark = self.op_mark()
                self.emit(text.format(n=self.ops) + mark)
            elif kind == "ret" or (kind == "break" and exit_label is None):
                self.end("ret void" + self.op_mark())
            elif kind == "break":
                self.end(f"br label %{exit_label}")
            elif kind == "if":
                then, other, join = self.label(), self.label(), self.label()
                self.end(f"br i1 %c, label %{then}, label %{other}")
                for label, arm in ((then, stmt[1]), (other, stmt[2])):
                    self.start(label)
                    self.body(arm, exit_label)
                    if self.open_block:
                        self.end(f"br label %{join}")
                self.start(join)
            elif kind == "loop":
                header, done = self.label(), self.label()
                self.end(f"br label %{header}")
                self.start(header)
                if stmt[2] == "while":
                    first = self.label()
                    self.end(f"br i1 %c, label %{first}, label %{done}")
                    self.start(first)
                    self.body(stmt[1], done)
                    if self.open_block:
                        self.end(f"br label %{header}")
                else:
                    self.body(stmt[1], done)
                    if self.open_block:
                        self.end(f"br i1 %c, label %{header}, label %{done}")
                self.start(done)

    def program(self, stmts: list) -> str:
        self.lines = ["define void @f(ptr %p, ptr %q, i1 %c) {", "entry:"]
        self.body(stmts, None)
        if not self.open_block:
            self.start(self.label())
        self.end("ret void" + self.op_mark())
        self.lines += ["}", "", "declare void @ext(ptr)", ""]
        return "\n".join(self.lines)


@st.composite
def ordered_programs(draw, pooled: bool = False):
    """A random program and edge plan. `pooled`: most ops draw their sources from one of
    two lists drawn once (many ops then wait for the same sets of sources, as the ops of
    an interpreter's loop do), and loops have larger bodies."""
    loop = st.tuples(st.just("loop"), statements(1).filter(lambda b: len(b) > 1),
                     st.sampled_from(["while", "dowhile"]))
    text = Emitter().program(draw(st.lists(loop, min_size=1, max_size=2) if pooled
                                  else statements(2)))
    module = module_of(text)
    func = module.function("f")
    loops = LoopForest(func)
    ops = [i for i in func.instructions() if "; op" in i.source]
    sources = [func.line] + [i.line for i in ops if i.opcode != "ret"]
    edges: set[Edge] = set()
    in_loops = [i.line for i in ops if i.opcode != "ret" and loops.loops_of[i.block.id]]
    pools = [draw(st.lists(st.sampled_from(in_loops), min_size=min(2, len(in_loops)),
                           max_size=6, unique=True))
             for _ in range(2 if pooled and in_loops else 0)]
    for dst in ops:
        contexts = [0, *sorted(loops.loops_of[dst.block.id])]
        some = st.lists(st.sampled_from(sources), max_size=3, unique=True)
        for src in draw(st.sampled_from(pools) | some if pools else some):
            style = draw(st.sampled_from(["every", "loops", "any"] + ["loops"] * 2 * pooled))
            if style == "every":
                chosen = contexts
            elif style == "loops" and len(contexts) > 1:
                chosen = contexts[1:]
            else:
                chosen = draw(st.lists(st.sampled_from(contexts), min_size=1, unique=True))
            edges |= {Edge(src, dst.line, ctx) for ctx in chosen}
    return module, plan({i.line for i in ops}, sorted(edges))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    ordered_programs(), st.lists(st.integers(min_value=0, max_value=2**32), min_size=5, max_size=5)
)
def test_random_programs_verify_and_honour_their_edges(case, seeds):
    module, fplan = case
    out = order(module, {"f": fplan})  # raises InternalError if LLVM's verifier objects
    assert_original_lines_kept(module, out)
    assert_each_op_wrapped(module, out, {"f": fplan.orderable})
    assert order(module, {"f": fplan}) == out
    ordered = module_of(out)
    for seed in seeds:
        run = TokenRun(ordered, "f", seed)
        run.run()
        assert_edges_honoured(run.trace, module, "f", fplan)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    ordered_programs(pooled=True),
    st.lists(st.integers(min_value=0, max_value=2**32), min_size=5, max_size=5)
)
def test_random_programs_with_every_token_set_shared(case, seeds):
    """The same with shared all0s wherever two ops read two phis of one block (the
    shipped threshold shares only large sets): the output still verifies, and every op's
    input token, through the shared all0s, still implies what its edges demand."""
    module, fplan = case
    with patch.object(shared, "MIN_SAVED", 0):
        out = order(module, {"f": fplan})
        assert order(module, {"f": fplan}) == out
    assert_original_lines_kept(module, out)
    assert_each_op_wrapped(module, out, {"f": fplan.orderable})
    ordered = module_of(out)
    for seed in seeds:
        run = TokenRun(ordered, "f", seed)
        run.run()
        assert_edges_honoured(run.trace, module, "f", fplan)
