"""Entry guards: a condition that holds whenever a loop is entered, written over values a
run-time check placed before an enclosing loop can compute again.

A vectorised loop inside an outer loop is entered only when its own branch said so
(`br i1 %brmerge, label %scalar.ph, label %vector.body`); when it is skipped, its trip
count (n.vec = 0 for few iterations) means nothing, and a check that required it to be
at least 1 would fail on every run. With the guard, the check tests the loop's trip
count, and counts its accesses' bytes, only when the loop can run.

A guard is an `or` of literals (an i1 value or its negation), one per edge into the
loop's header from outside it; an edge from an unconditional branch takes its source's
own edges (two levels). The literal's value is computed again in the check from its
pure instructions (compares, selects, integer arithmetic, casts); whatever else it reads
is a leaf (so is a pure instruction outside every loop), and the loops where a leaf takes
new values say which checks may compute it.
"""

from __future__ import annotations

from dataclasses import dataclass

from csarules.analysis.loops import Loop, LoopInfo
from csarules.ir.model import Block, Instruction, Operand

# instructions that compute the same value again from the same operands, and never trap
PURE = frozenset({
    "icmp", "select", "and", "or", "xor", "add", "sub", "mul", "shl", "lshr", "ashr",
    "zext", "sext", "trunc", "ptrtoint", "inttoptr", "getelementptr", "bitcast",
})
MAX_NODES = 24  # pure instructions one guard may compute again
_FOLLOW = 2  # unconditional edges followed back from the header


@dataclass(frozen=True)
class Guard:
    header: int
    literals: tuple[tuple[str, bool], ...]  # (i1 value, negated), or-ed
    varies: frozenset[int]  # innermost loops in which a leaf takes new values

    @property
    def text(self) -> str:
        return " | ".join(("!" if neg else "") + name for name, neg in self.literals)


def entry_guard(loop: Loop, loops: LoopInfo) -> Guard | None:
    literals: list[tuple[str, bool]] = []
    for pred in sorted(loop.header.predecessors, key=lambda b: b.index):
        if pred in loop.blocks:
            continue
        found = _edge_literals(pred, loop.header, _FOLLOW)
        if found is None:
            return None
        literals.extend(x for x in found if x not in literals)
    if not literals:
        return None
    varies: set[int] = set()
    for name, _ in literals:
        inst = _named(loop.header, name)
        if inst is None:
            return None
        op = Operand("instruction", inst.type, name, inst)
        if not _operand_leaves(op, loops, varies, set()):
            return None
    return Guard(loop.header.id, tuple(literals), frozenset(varies))


def _edge_literals(source: Block, target: Block, follow: int) -> list[tuple[str, bool]] | None:
    term = source.terminator
    if term.opcode != "br":
        return None
    if len(term.operands) == 3:
        cond, false_dest, true_dest = term.operands
        to_true = true_dest.target is target
        to_false = false_dest.target is target
        if cond.kind == "instruction" and to_true != to_false:
            return [(cond.text, to_false)]
        if not (to_true and to_false):
            return None
    if follow == 0:
        return None
    preds = source.predecessors
    if not preds or any(p.index >= source.index for p in preds):
        return None  # the function's entry, or a back edge: no condition to take
    out: list[tuple[str, bool]] = []
    for pred in sorted(preds, key=lambda b: b.index):
        found = _edge_literals(pred, source, follow - 1)
        if found is None:
            return None
        out.extend(x for x in found if x not in out)
    return out


def _named(block: Block, name: str) -> Instruction | None:
    for b in block.function.blocks:
        for inst in b.instructions:
            if inst.name == name:
                return inst
    return None


def _leaves(inst: Instruction, loops: LoopInfo, varies: set[int], seen: set[int]) -> bool:
    """Collect where the leaves under a pure instruction take new values; False when it
    needs more than MAX_NODES pure instructions."""
    if inst.line in seen:
        return True
    seen.add(inst.line)
    if len(seen) > MAX_NODES:
        return False
    for op in inst.operands:
        if not _operand_leaves(op, loops, varies, seen):
            return False
    return True


def _operand_leaves(op: Operand, loops: LoopInfo, varies: set[int], seen: set[int]) -> bool:
    if op.kind != "instruction":
        return op.kind in ("constant", "argument", "global")
    inst: Instruction = op.target  # type: ignore[assignment]
    inner = loops.innermost(inst.block)
    if inner is None:
        return True  # computed before every loop: read as it is
    if inst.opcode in PURE:
        return _leaves(inst, loops, varies, seen)
    varies.add(inner.header.id)
    return True


def _recomputed(inst: Instruction, loops: LoopInfo) -> bool:
    return inst.opcode in PURE and loops.innermost(inst.block) is not None


def pure_tree(inst: Instruction, loops: LoopInfo) -> list[Instruction]:
    """The pure instructions a guard literal computes again, operands before their users:
    those inside some loop (what is computed before every loop is read as it is); none
    when the literal is itself a leaf."""
    if not _recomputed(inst, loops):
        return []
    order: list[Instruction] = []
    seen: set[int] = set()

    def visit(i: Instruction) -> None:
        if i.line in seen:
            return
        seen.add(i.line)
        for op in i.operands:
            if op.kind == "instruction" and _recomputed(op.target, loops):  # type: ignore[arg-type]
                visit(op.target)  # type: ignore[arg-type]
        order.append(i)

    visit(inst)
    return order
