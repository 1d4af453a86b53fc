"""Lines of an ordered module that belong to a versioned nest's copy, named by the input
lines they copy: the copy's blocks hold the copied instructions in the order of the
originals, among the ordering calls and token values the materialiser added."""

from __future__ import annotations

import re

from csarules.ir.model import Instruction, Module

# what the materialiser adds (csarules/order/materialise.py): calls of llvm.csa.* and the
# tokens %csa.o<line>, %csa.a<line>, %csa.p<k>, %csa.s<k>, %csa.entry
_ADDED_NAME = re.compile(r"%csa\.(?:[opas]\d+|entry)$")


def copy_lines(ordered: Module, report) -> dict[int, tuple[int, str]]:
    """line of `ordered` -> (input line it copies, the copy's header label)."""
    out: dict[int, tuple[int, str]] = {}
    for nest in report.nests:
        func = ordered.function(nest.function)
        for block in func.blocks:
            sources = nest.blocks.get(block.label)
            if sources is None:
                continue
            kept = [i for i in block.instructions if not _added(i)]
            for inst, line in zip(kept, sources, strict=False):
                out[inst.line] = (line, nest.copy_label)
    return out


def _added(inst: Instruction) -> bool:
    return (inst.callee or "").startswith("llvm.csa.") or bool(
        inst.name and _ADDED_NAME.match(inst.name))
