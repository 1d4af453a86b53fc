"""Shared checks for the materialiser tests: structure of the output and token flow."""

from __future__ import annotations

import random
import re
from collections import defaultdict

from csarules.ir.model import Module
from csarules.ir.reader import parse_module
from csarules.order.edges import Edge
from csarules.order.materialise import FunctionPlan, materialise
from csarules.order.tokens import LoopForest

INORD = re.compile(r"^\s*call void @llvm\.csa\.inord\(i1 (\S+)\)\s*$")
OUTORD = re.compile(r"^\s*(%\S+) = call i1 @llvm\.csa\.outord\(\)\s*$")


def module_of(text: str) -> Module:
    return parse_module(text, "test.ll")


def input_lines(module: Module) -> list[str]:
    """The module's lines, a closing line that holds the blocks csarules/ir/irreducible.py
    added as the input has it (the output writes those blocks on lines of their own)."""
    return [module.added[n].original if n in module.added else line
            for n, line in enumerate(module.lines, 1)]


def line_of(module: Module, snippet: str) -> int:
    """The line (1-based) of the only line that contains `snippet`."""
    hits = [n for n, line in enumerate(module.lines, 1) if snippet in line]
    assert len(hits) == 1, f"{snippet!r} is on lines {hits}"
    return hits[0]


def order(module: Module, plans: dict[str, FunctionPlan]) -> str:
    before = module.text
    out = materialise(module, plans)
    assert module.text == before
    return out


def plan(orderable: set[int], edges: list[Edge], remove: set[int] | None = None) -> FunctionPlan:
    return FunctionPlan(orderable=orderable, edges=edges, remove=remove or set())


def assert_original_lines_kept(module: Module, out: str, removed_lines: set[int] = frozenset()):
    """Every original line but the removed ones appears in `out`, in order."""
    out_lines = out.split("\n")
    pos = 0
    for number, line in enumerate(input_lines(module), 1):
        if number in removed_lines:
            continue
        while pos < len(out_lines) and out_lines[pos] != line:
            pos += 1
        assert pos < len(out_lines), f"original line {number} {line!r} is missing or moved"
        pos += 1


def assert_each_op_wrapped(module: Module, out: str, orderable: dict[str, set[int]]) -> None:
    """Each orderable op: one inord right before it (after an optional all0), an outord after."""
    out_lines = out.split("\n")
    positions = _positions_of_original_lines(module, out_lines)
    total = 0
    for func in module.functions:
        for line in sorted(orderable.get(func.name, ())):
            inst = next(i for i in func.instructions() if i.line == line)
            at = positions[line]
            assert INORD.match(out_lines[at - 1]), (line, out_lines[at - 1])
            if inst.opcode == "ret":
                assert not OUTORD.match(out_lines[at + 1] if at + 1 < len(out_lines) else "")
            else:
                m = OUTORD.match(out_lines[at + 1])
                assert m, (line, out_lines[at + 1])
            total += 1
    assert sum(1 for ln in out_lines if INORD.match(ln)) == total
    non_ret = sum(
        1
        for func in module.functions
        for i in func.instructions()
        if i.line in orderable.get(func.name, ()) and i.opcode != "ret"
    )
    assert sum(1 for ln in out_lines if OUTORD.match(ln)) == non_ret


def _positions_of_original_lines(module: Module, out_lines: list[str]) -> dict[int, int]:
    positions: dict[int, int] = {}
    pos = 0
    for number, line in enumerate(input_lines(module), 1):
        found = next((at for at in range(pos, len(out_lines)) if out_lines[at] == line), None)
        if found is not None:  # removed lines are simply not found
            positions[number] = found
            pos = found + 1
    return positions


# -- token flow --------------------------------------------------------------------------

_OP_MARK = re.compile(r";\s*op(\d+)\b")
_CALL_ARGS = re.compile(r"@llvm\.csa\.all0\((.*)\)")


class TokenRun:
    """Runs one random path of an ordered function and records a trace of block arrivals
    and executed ops with the token each op waited for. A token is a map op -> k: the
    first k dynamic instances of that op are done (tokens of one op arrive in order).

    Ops are recognised by a `; op<K>` comment on their line, in input and output alike.
    Trace items: ("arrive", label, previous label or None) and ("op", K, token).
    """

    def __init__(self, ordered: Module, func_name: str, seed: int, max_steps: int = 400):
        self.func = ordered.function(func_name)
        self.rng = random.Random(seed)
        self.max_steps = max_steps
        self.trace: list[tuple] = []

    def run(self) -> None:
        env: dict[str, dict[int, int]] = {}
        counts: dict[int, int] = defaultdict(int)
        block = self.func.entry
        prev = None
        steps = 0
        pending: dict[int, int] | None = None
        last_out: dict[int, int] = {}
        while steps < self.max_steps:
            self.trace.append(("arrive", block.label, prev.label if prev else None))
            incoming = {}
            for inst in block.instructions:
                if inst.opcode == "phi" and inst.type == "i1":
                    idx = [b.label for b in inst.incoming_blocks].index(prev.label)
                    incoming[inst.name] = self._value(env, inst.operands[idx].text)
            env.update(incoming)
            next_block = None
            for inst in block.instructions:
                steps += 1
                callee = inst.callee
                if callee == "llvm.csa.mementry":
                    env[inst.name] = {}
                elif callee == "llvm.csa.inord":
                    pending = self._value(env, inst.operands[0].text)
                elif callee == "llvm.csa.outord":
                    env[inst.name] = last_out
                elif callee == "llvm.csa.all0":
                    merged: dict[int, int] = {}
                    for op in inst.operands[:-1]:
                        _merge_into(merged, self._value(env, op.text))
                    env[inst.name] = merged
                mark = _OP_MARK.search(inst.source)
                if mark:
                    op = int(mark.group(1))
                    assert pending is not None, f"op{op} ran without an inord"
                    self.trace.append(("op", op, pending))
                    counts[op] += 1
                    last_out = dict(pending)
                    last_out[op] = max(last_out.get(op, 0), counts[op])
                    pending = None
                if inst.opcode == "ret":
                    return
                if inst.opcode == "br":
                    next_block = self._branch(block, inst)
            prev, block = block, next_block

    def _branch(self, block, inst):
        targets = sorted(
            (o.target for o in inst.operands if o.kind == "block"), key=lambda b: b.index
        )
        # Going back (a loop's backedge) three times in four: loops run several iterations.
        if len(targets) == 2 and targets[0].index <= block.index and self.rng.random() < 0.75:
            return targets[0]
        return self.rng.choice(targets)

    @staticmethod
    def _value(env: dict[str, dict[int, int]], text: str) -> dict[int, int]:
        text = text.split()[-1]
        if text in ("0", "false"):
            return {}
        return env[text]


def _merge_into(into: dict[int, int], other: dict[int, int]) -> None:
    for key, value in other.items():
        into[key] = max(into.get(key, 0), value)


def marks_to_lines(module: Module) -> dict[int, int]:
    return {
        int(m.group(1)): number
        for number, line in enumerate(module.lines, 1)
        if (m := _OP_MARK.search(line))
    }


def assert_edges_honoured(trace: list[tuple], original: Module, func_name: str, fplan) -> None:
    """Each executed op's token implies, for every edge src -> op in contexts S, the latest
    earlier instance of src whose path to the op has its context in S.

    The context of an instance of src at time t, seen from an op inside loops `own`: the
    loop of `own` whose current instance began at or before t and whose current iteration
    began after t (the path crosses that loop's backedge), else 0.
    """
    func = original.function(func_name)
    loops = LoopForest(func)
    label_of = {b.id: b.label for b in func.blocks}
    body_labels = {h: {label_of[b] for b in body} for h, body in loops.body.items()}
    line_of_mark = marks_to_lines(original)
    mark_of_line = {line: mark for mark, line in line_of_mark.items()}
    contexts: dict[int, dict[int, set[int]]] = defaultdict(lambda: defaultdict(set))
    for edge in fplan.edges:
        contexts[edge.dst][edge.src].add(edge.ctx)
    instance_start: dict[int, int] = {}
    iteration_start: dict[int, int] = {}
    times: dict[int, list[int]] = defaultdict(list)
    for clock, item in enumerate(trace):
        if item[0] == "arrive":
            _, label, prev = item
            for header, labels in body_labels.items():
                if label_of[header] == label:
                    iteration_start[header] = clock
                    if prev is None or prev not in labels:
                        instance_start[header] = clock
            continue
        _, mark, token = item
        dst = line_of_mark[mark]
        own = loops.loops_of[original.instruction_at(dst).block.id]

        def context(t: int, own=own) -> int:
            for header in own:
                if instance_start[header] <= t < iteration_start[header]:
                    return header
            return 0

        for src, allowed in contexts.get(dst, {}).items():
            if src == func.line:
                continue
            src_mark = mark_of_line[src]
            required = next(
                (
                    k + 1
                    for k, t in reversed(list(enumerate(times[src_mark])))
                    if context(t) in allowed
                ),
                0,
            )
            assert token.get(src_mark, 0) >= required, (
                f"op{mark} (line {dst}) waits for {token.get(src_mark, 0)} instances of "
                f"op{src_mark} (line {src}) but contexts {sorted(allowed)} need {required}"
            )
        times[mark].append(clock)
