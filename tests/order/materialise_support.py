"""Shared checks for the materialiser tests: structure of the output and token flow."""

from __future__ import annotations

import random
import re
from collections import defaultdict

from csarules.ir.model import Function, Module
from csarules.ir.reader import parse_module
from csarules.order.edges import Edge
from csarules.order.materialise import FunctionPlan, materialise

INORD = re.compile(r"^\s*call void @llvm\.csa\.inord\(i1 (\S+)\)\s*$")
OUTORD = re.compile(r"^\s*(%\S+) = call i1 @llvm\.csa\.outord\(\)\s*$")


def module_of(text: str) -> Module:
    return parse_module(text, "test.ll")


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
    for number, line in enumerate(module.lines, 1):
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
    for number, line in enumerate(module.lines, 1):
        while pos < len(out_lines) and out_lines[pos] != line:
            pos += 1
        if pos < len(out_lines):
            positions[number] = pos
            pos += 1
    return positions


# -- token flow --------------------------------------------------------------------------

_OP_MARK = re.compile(r";\s*op(\d+)\b")
_CALL_ARGS = re.compile(r"@llvm\.csa\.all0\((.*)\)")


class TokenRun:
    """Runs one random path of an ordered function and records, at each op, which earlier
    dynamic instances its input token implies (tokens of one op arrive in order, so an
    implied instance k implies every instance before it).

    Ops are recognised by a `; op<K>` comment on their line, in input and output alike.
    """

    def __init__(self, ordered: Module, func_name: str, seed: int, max_steps: int = 400):
        self.func = ordered.function(func_name)
        self.rng = random.Random(seed)
        self.max_steps = max_steps
        # per executed op: (op mark, input token value, instance counts before it ran,
        #                   counts at the last arrival at each block label)
        self.events: list[
            tuple[int, dict[int, int], dict[int, int], dict[str, dict[int, int]]]
        ] = []

    def run(self) -> None:
        env: dict[str, dict[int, int]] = {}
        counts: dict[int, int] = defaultdict(int)
        arrivals: dict[str, dict[int, int]] = {}
        block = self.func.entry
        prev = None
        steps = 0
        pending: dict[int, int] | None = None
        last_out: dict[int, int] = {}
        while steps < self.max_steps:
            arrivals[block.label] = dict(counts)
            incoming = {}
            for inst in block.instructions:
                if inst.opcode == "phi" and inst.type == "i1":
                    idx = [b.label for b in inst.incoming_blocks].index(prev.label)
                    incoming[inst.name] = self._value(env, inst.operands[idx].text)
            env.update(incoming)
            next_block = None
            for inst in block.instructions:
                steps += 1
                source = inst.source
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
                mark = _OP_MARK.search(source)
                if mark and callee != "llvm.csa.inord":
                    op = int(mark.group(1))
                    assert pending is not None, f"op{op} ran without an inord"
                    self.events.append((op, pending, dict(counts), dict(arrivals)))
                    counts[op] += 1
                    last_out = dict(pending)
                    last_out[op] = max(last_out.get(op, 0), counts[op])
                    pending = None
                if inst.opcode == "ret":
                    return
                if inst.opcode == "br":
                    targets = [o.target for o in inst.operands if o.kind == "block"]
                    # llvmlite lists a conditional br's targets as (false, true)
                    next_block = self.rng.choice(targets)
            prev, block = block, next_block

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


def function_named(module: Module, name: str) -> Function:
    return module.function(name)
