"""Entry guards: a condition that holds whenever a loop is entered, written over values a
run-time check placed before an enclosing loop can compute again.

A vectorised loop inside an outer loop is entered only when its own branch said so
(`br i1 %brmerge, label %scalar.ph, label %vector.body`); when it is skipped, its trip
count (n.vec = 0 for few iterations) means nothing, and a check that required it to be
at least 1 would fail on every run. With the guard, the check tests the loop's trip
count, and counts its accesses' bytes, only when the loop can run.

A guard is an `and`/`or` of literals (an i1 value or its negation): over the edges into
the loop's header from outside it, or of each edge's branch condition and what holds
whenever its source block runs, found the same way a few blocks back (a loop's header
by the edges into it from outside: what held when the loop was entered). The literal's
value is computed again in the check from its
pure instructions (compares, selects, integer arithmetic, casts); whatever else it reads
is a leaf (so is a pure instruction outside every loop), and the loops where a leaf takes
new values say which checks may compute it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from csarules.analysis.loops import Loop, LoopInfo
from csarules.ir.model import Block, Instruction, Operand

# instructions that compute the same value again from the same operands, and never trap
PURE = frozenset({
    "icmp", "select", "and", "or", "xor", "add", "sub", "mul", "shl", "lshr", "ashr",
    "zext", "sext", "trunc", "ptrtoint", "inttoptr", "getelementptr", "bitcast",
})
MAX_NODES = 24  # pure instructions one literal may compute again
_DEPTH = 4  # blocks walked back from the guarded edge
_MAX_LITERALS = 8

# A condition: True (nothing known), a literal (i1 value, negated), or ("&" | "|", parts)
Cond = object


@dataclass(frozen=True)
class Guard:
    block: int  # the block entered (a loop's header, a phi's block)
    text: str  # '%a', '!%a', '(%a & !%b)', '(%a | %c)': names of i1 values, parenthesised
    varies: frozenset[int]  # innermost loops in which a leaf takes new values


def entry_guard(loop: Loop, loops: LoopInfo) -> Guard | None:
    """A condition that holds whenever `loop` is entered from outside."""
    sources = [p for p in loop.header.predecessors if p not in loop.blocks]
    walk = _Walk(loops)
    return _guard(loop.header, walk.into(loop.header, sources, _DEPTH), walk)


def edge_guard(sources: list[Block], target: Block, loops: LoopInfo) -> Guard | None:
    """A condition that holds whenever control passes from one of `sources` to `target`:
    which value of a phi is taken (a remainder loop's start is where the vector loop
    stopped only when the branch after it did not skip the remainder)."""
    walk = _Walk(loops)
    return _guard(target, walk.into(target, sources, _DEPTH), walk)


class _Walk:
    """The walk back from a block over the branches that lead to it; `branched_on` keeps
    the instruction each literal names."""

    def __init__(self, loops: LoopInfo) -> None:
        self.loops = loops
        self.branched_on: dict[str, Instruction] = {}

    def into(self, target: Block, sources: list[Block], depth: int) -> Cond:
        """Or over the edges source -> target of (the edge's branch condition and what
        holds whenever the source runs)."""
        parts = []
        for source in sorted(set(sources), key=lambda b: b.index):
            edge = self.edge(source, target)
            before = self.reached(source, depth - 1) if depth > 0 else True
            both = _and([edge, before])
            if both is True:
                return True
            parts.append(both)
        return _or(parts) if parts else True

    def reached(self, block: Block, depth: int) -> Cond:
        """What holds whenever `block` runs (True at the entry). A loop's header runs only
        in an entry of its loop, which came over an edge from outside: what held on that
        edge holds still, its values defined before the loop and not computed again
        since (a vector loop's exit block is reached only where the vector loop was
        entered)."""
        preds = block.predecessors
        loop = self.loops.by_header.get(block)
        if loop is not None:
            preds = [p for p in preds if p not in loop.blocks]
        if not preds:
            return True
        return self.into(block, preds, depth)

    def edge(self, source: Block, target: Block) -> Cond:
        term = source.terminator
        if term.opcode != "br" or len(term.operands) != 3:
            return True
        cond, false_dest, true_dest = term.operands
        to_true, to_false = true_dest.target is target, false_dest.target is target
        if cond.kind != "instruction" or to_true == to_false:
            return True
        inst: Instruction = cond.target  # type: ignore[assignment]
        # a loop's exit test holds a value of its last iteration, which no check before an
        # enclosing nest knows: the edge out of a loop tells nothing
        inner = self.loops.innermost(inst.block)
        if inner is not None and target not in inner.blocks:
            return True
        self.branched_on[cond.text] = inst
        return (cond.text, to_false)


def _and(parts: list[Cond]) -> Cond:
    kept = [p for p in parts if p is not True]
    flat = [q for p in kept for q in (p[1] if p[0] == "&" else [p])]  # type: ignore[index]
    unique = list(dict.fromkeys(flat))
    return True if not unique else unique[0] if len(unique) == 1 else ("&", tuple(unique))


def _or(parts: list[Cond]) -> Cond:
    if any(p is True for p in parts):
        return True
    flat = [q for p in parts for q in (p[1] if p[0] == "|" else [p])]  # type: ignore[index]
    unique = list(dict.fromkeys(flat))
    return unique[0] if len(unique) == 1 else ("|", tuple(unique))


def literals(cond: Cond) -> list[tuple[str, bool]]:
    """The literals of a condition: (i1 value, negated)."""
    if cond is True:
        return []
    if cond[0] in ("&", "|"):  # type: ignore[index]
        return [x for part in cond[1] for x in literals(part)]  # type: ignore[index]
    return [cond]  # type: ignore[list-item]


def _text(cond: Cond) -> str:
    if cond[0] in ("&", "|"):  # type: ignore[index]
        op = f" {cond[0]} "  # type: ignore[index]
        return "(" + op.join(_text(part) for part in cond[1]) + ")"  # type: ignore[index]
    name, negated = cond  # type: ignore[misc]
    return ("!" if negated else "") + name


def _guard(block: Block, cond: Cond, walk: _Walk) -> Guard | None:
    if cond is True or len(literals(cond)) > _MAX_LITERALS:
        return None
    varies: set[int] = set()
    for name, _ in literals(cond):
        if any(c in name for c in " ()&|!"):
            return None
        inst = walk.branched_on[name]
        op = Operand("instruction", inst.type, name, inst)
        if not _operand_leaves(op, walk.loops, varies, set()):
            return None
    return Guard(block.id, _text(cond), frozenset(varies))


def parse_guard(text: str) -> Cond:
    """A guard's text read back (the form Guard.text writes)."""
    pos = 0

    def expr() -> Cond:
        nonlocal pos
        if text.startswith("(", pos):
            pos += 1
            parts = [expr()]
            op = None
            while text.startswith((" & ", " | "), pos):
                op = text[pos + 1]
                pos += 3
                parts.append(expr())
            if not text.startswith(")", pos) or op is None:
                raise ValueError(f"not a guard: {text!r}")
            pos += 1
            return (op, tuple(parts))
        negated = text.startswith("!", pos)
        pos += negated
        end = pos
        while end < len(text) and text[end] not in " )":
            end += 1
        name, pos = text[pos:end], end
        return (name, negated)

    found = expr()
    if pos != len(text):
        raise ValueError(f"not a guard: {text!r}")
    return found


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


def recomputed_in_loop(inst: Instruction, loops: LoopInfo) -> bool:
    """A guard's literal computes `inst` again: a pure instruction inside some loop (what
    is computed before every loop is read as it is)."""
    return inst.opcode in PURE and loops.innermost(inst.block) is not None


def pure_tree(inst: Instruction, again: Callable[[Instruction], bool]) -> list[Instruction]:
    """The instructions under `inst` that `again` says are computed again (`inst` itself
    and, through their operands, those below them), operands before their users; none
    when `inst` is read as it is."""
    if not again(inst):
        return []
    order: list[Instruction] = []
    seen: set[int] = set()

    def visit(i: Instruction) -> None:
        if i.line in seen:
            return
        seen.add(i.line)
        for op in i.operands:
            if op.kind == "instruction" and again(op.target):  # type: ignore[arg-type]
                visit(op.target)  # type: ignore[arg-type]
        order.append(i)

    visit(inst)
    return order
