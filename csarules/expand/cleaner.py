"""CSAIntrinsicCleaner's removal: every spmdization / pipeline.loop entry and, recursively,
every user of its value (the exits, and phis or selects other passes put between them), so
no dangling phi is left. Pairs are found by def-use, never by position."""

from __future__ import annotations

from collections import defaultdict

from csarules.ir.model import Function

ENTRIES = ("llvm.csa.spmdization.entry", "llvm.csa.pipeline.loop.entry")
EXITS = ("llvm.csa.spmdization.exit", "llvm.csa.pipeline.loop.exit")


def cleaner_removals(func: Function) -> set[int]:
    """Lines of the instructions the cleaner removes from `func`."""
    users: dict[int, list[int]] = defaultdict(list)
    for inst in func.instructions():
        for op in inst.operands:
            if op.kind == "instruction":
                users[op.target.line].append(inst.line)  # type: ignore[union-attr]
    # an exit whose entry is gone (e.g. -O0 spills) still goes: no later pass reads it
    doomed = {i.line for i in func.instructions() if i.callee in ENTRIES + EXITS}
    work = list(doomed)
    while work:
        for user in users.get(work.pop(), ()):
            if user not in doomed:
                doomed.add(user)
                work.append(user)
    return doomed
