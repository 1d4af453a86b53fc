"""Why a loop nest cannot be copied by text: the facts behind rules/versioning.dl's refusals.

A versioned nest is written twice, the copy reached from a check block on the nest's
entry edge (csarules/version/rewrite.py). That needs one entry edge from a block ending in
`br` or `switch`; no exception handling or `callbr`/`indirectbr` inside (their edges and
pads cannot be duplicated by renaming); no block whose address is taken; every value of
the nest that is used after it reaching that use through a phi of an exit block (the
copy then adds its own incoming value); no instruction csarules made up on reading
(irreducible control flow's guards, old constant expressions); no SPMD or pipeline loop
marker, nor any other `llvm.csa` call but the parallel region and section markers; and no
access already tagged by a run-time check of csarules (an ordered module read again).

Parallel region and section markers are copied with the nest: rules/regions.dl reads
regions along control-flow paths and names a region by its constant id, so every path
through either copy crosses the same sequence of marks as the original's, and each
copy's pairs are released as the original's are. The simulator takes a run's section
instances from the unordered, versioned module, which runs the same copy.
"""

from __future__ import annotations

import re

from csarules.analysis.intrinsics import REGION_ENTRY, REGION_EXIT, SECTION_ENTRY, SECTION_EXIT
from csarules.analysis.loops import Loop, LoopInfo
from csarules.ir.model import EH_PADS, Block, Function, Instruction, Module

_COPIED_MARKERS = (REGION_ENTRY, REGION_EXIT, SECTION_ENTRY, SECTION_EXIT)
_UNCLONABLE = ("invoke", "callbr", "indirectbr", "resume", "catchswitch", "catchret",
               "cleanupret", *EH_PADS)


def clone_blockers(func: Function, module: Module, loops: LoopInfo,
                   checked: set[int]) -> set[tuple[int, str]]:
    """(header, reason) for every loop of `func` that cannot be copied; `checked` holds
    the lines of accesses already tagged by a run-time check."""
    taken = _address_taken(func, module)
    escaping = used_after(func, loops)
    out: set[tuple[int, str]] = set()
    for lp in loops.loops:
        h = lp.header.id
        reason = _blocker(lp, module, taken, checked, lp.header in escaping)
        if reason is not None:
            out.add((h, reason))
    return out


def _blocker(lp: Loop, module: Module, taken: set[str], checked: set[int],
             escapes: bool) -> str | None:
    outside = [p for p in lp.header.predecessors if p not in lp.blocks]
    if len(outside) != 1 or outside[0].terminator.opcode not in ("br", "switch"):
        return "no single entry edge"
    if len(set(lp.header.predecessors) - lp.blocks) != 1 or sum(
            1 for s in outside[0].successors if s is lp.header) != 1:
        return "no single entry edge"
    for block in lp.blocks:
        if block.label in taken:
            return "a block's address is taken"
        for inst in block.instructions:
            if inst.opcode in _UNCLONABLE:
                return f"{inst.opcode} in the nest"
            if _added_on_reading(inst, module):
                return "code csarules added on reading"
            if inst.line in checked:
                return "already versioned"
            if inst.type == "token":
                return "token values in the nest"
            callee = inst.callee or ""
            if callee.startswith("llvm.csa.") and callee not in _COPIED_MARKERS:
                # (an SPMD or pipeline marker names the loop that follows it by where it
                # stands; the loop-builtin rules are not known to read a copied pair of
                # them as the original's, so such a nest is left alone)
                return "an SPMD or pipeline loop marker in the nest"
    if escapes:
        return "a value of the nest is used after it other than by an exit block's phi"
    # the rewrite edits the entry's branch and the exit blocks' phis in the text
    edited = [outside[0].terminator] + [
        inst for _, dst in lp.exit_edges() for inst in dst.instructions if inst.opcode == "phi"]
    if any(_added_on_reading(inst, module) for inst in edited):
        return "code csarules added on reading"
    return None


def _added_on_reading(inst: Instruction, module: Module) -> bool:
    return inst.line in module.virtual or inst.line > len(module.lines)


def used_after(func: Function, loops: LoopInfo) -> set[Block]:
    """The headers of the loops a value of which is used outside them other than by a phi
    of an exit block, from one pass over the function's uses: a use leaves each loop
    around its definition that does not hold the use (or the phi's incoming block). Each
    loop scanning the whole function (`used_after_by_scanning`) took 2.8 s of a 10k-line
    function's 425 loops."""
    escaping: set[Block] = set()
    for block in func.blocks:
        for inst in block.instructions:
            for k, op in enumerate(inst.operands):
                if op.kind != "instruction":
                    continue
                where = inst.incoming_blocks[k] if inst.opcode == "phi" else block
                for lp in loops.loops_of(op.target.block):  # type: ignore[union-attr]
                    if block not in lp.blocks and (inst.opcode != "phi" or
                                                   where not in lp.blocks):
                        escaping.add(lp.header)
    return escaping


def used_after_by_scanning(lp: Loop) -> bool:
    defined = {inst.line for b in lp.blocks for inst in b.instructions if inst.name}
    for block in lp.header.function.blocks:
        if block in lp.blocks:
            continue
        for inst in block.instructions:
            for k, op in enumerate(inst.operands):
                if op.kind != "instruction" or op.target.line not in defined:  # type: ignore[union-attr]
                    continue
                if inst.opcode == "phi" and inst.incoming_blocks[k] in lp.blocks:
                    continue
                return True
    return False


def _address_taken(func: Function, module: Module) -> set[str]:
    name = re.escape(func.name)
    pattern = re.compile(r"blockaddress\(\s*@\"?" + name + r"\"?\s*,\s*%(\"[^\"]*\"|[-\w$.]+)")
    return {m.group(1).strip('"') for m in pattern.finditer(module.canonical)}
