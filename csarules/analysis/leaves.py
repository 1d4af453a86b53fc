"""The blocks a run-time check must be below to compute a value somewhere its definition
does not reach: a loop's trip count, entry guard or address, read by the check of a loop
after it (a vectorised loop's bytes, bounded where its remainder starts; rules/
versioning.dl, prior loops).

A value computed by pure instructions (guard.PURE: compares, selects, integer arithmetic,
casts, no division) is computed again from its operands, so what the check needs is the
values under those instructions: arguments and globals (no block), and the others, whose
blocks are returned. csarules/version/bounds.py computes again exactly the pure
instructions whose blocks do not dominate the check, reading a value as it is where its
block does; a value dominating the check has every operand of its pure instructions
dominating it too (no phi is pure), so when every block returned here dominates the
check, the check can compute the value.
"""

from __future__ import annotations

from collections.abc import Iterable

from csarules.analysis.guard import PURE
from csarules.ir.model import Instruction

MAX_NODES = 32  # pure instructions walked for one fact: beyond, the value is not computed
NOWHERE = -1  # a block id no block has: it dominates nothing


def leaf_blocks(names: Iterable[str], defs: dict[str, Instruction]) -> set[int]:
    """The blocks of the values under `names` (leaves of polynomials: '%x', 'zext(%x)',
    'iv@<header>', '@g', an argument), through pure instructions; {NOWHERE} when more than
    MAX_NODES pure instructions lie between."""
    blocks: set[int] = set()
    seen: set[str] = set()
    stack = list(names)
    while stack:
        name = stack.pop()
        if name.startswith("iv@"):
            # a counter is read from its loop's header phi
            blocks.add(int(name[3:]))
            continue
        if name.startswith("zext(") and name.endswith(")"):
            name = name[5:-1]
        inst = defs.get(name)
        if inst is None or name in seen:
            continue
        seen.add(name)
        if inst.opcode not in PURE:
            blocks.add(inst.block.id)
            continue
        if len(seen) > MAX_NODES:
            return {NOWHERE}
        stack.extend(op.target.name for op in inst.operands
                     if op.kind == "instruction" and op.target.name)  # type: ignore[union-attr]
    return blocks


def guard_names(tree) -> list[str]:
    """The i1 values a guard's literals read (guard.parse_guard's tree)."""
    if tree[0] in ("&", "|"):
        return [name for part in tree[1] for name in guard_names(part)]
    return [tree[0]]
