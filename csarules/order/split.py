"""Edges out of `invoke` and `callbr`, split so that their output token has a place to live.

An ordered call's outord follows it in its block, but `invoke` and `callbr` end their
block: the call's memory effects are complete only on its outgoing edges. So each edge out
of such a terminator gets a block of its own, holding that edge's outord:

    invoke void @f() to label %csa.i12.0 unwind label %csa.i12.1
  csa.i12.0:                        ; the normal edge
    %csa.o12 = call i1 @llvm.csa.outord()
    br label %ok
  csa.i12.1:                        ; the unwind edge
    %csa.lp12 = landingpad { ptr, i32 } cleanup
    %csa.o12.1 = call i1 @llvm.csa.outord()
    br label %lpad

A landing pad can only be entered by unwinding, so the original landing pad block (often
shared by several invokes) becomes an ordinary block whose landingpad is replaced by a phi of
the per-edge copies. Every edge gets its own token: an op after the call waits for all of
them (`split_edges`), and on any path exactly one is fresh; the others still hold an older
token, which is only ever more than needed.

The ordering itself is computed on a copy of the function with the new blocks in it (their
instructions get negative ids, which no input line has), so token reads and phis see the
real CFG of the output.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from csarules.errors import CsaError
from csarules.ir.labels import retarget, successor_labels
from csarules.ir.model import Block, Function, Instruction
from csarules.ir.names import quote_name

SPLIT_TERMINATORS = ("invoke", "callbr")


@dataclass
class SplitEdge:
    call: int  # line of the invoke/callbr
    target: Block  # the original successor (a block of the copy)
    block: Block  # the new block on the edge (in the copy)
    token_id: int  # id of the point that defines this edge's token (the new block's br)
    unwind: bool  # the target is a landing pad


@dataclass
class SplitFunction:
    func: Function  # the copy with the new blocks
    by_call: dict[int, list[SplitEdge]]  # the split edges of each invoke/callbr
    pads: dict[int, Instruction]  # landing pad block id -> its landingpad (in the copy)


def split(func: Function, path: str) -> SplitFunction:
    """A copy of `func` in which every edge out of an invoke/callbr runs through a new block."""
    clone = _clone(func)
    edges: list[SplitEdge] = []
    pads: dict[int, Instruction] = {}
    next_id = -1
    for block in list(clone.blocks):
        term = block.terminator
        if term.opcode not in SPLIT_TERMINATORS:
            continue
        seen: list[Block] = []
        for position, label in enumerate(successor_labels(term.canonical)):
            target = clone.block_by_label(label)
            if target in seen:
                continue
            seen.append(target)
            # `invoke ... to label %normal unwind label %pad`
            unwind = term.opcode == "invoke" and position == 1
            if unwind:
                pads[target.id] = _landingpad(target, path)
            new = Block(
                function=clone,
                label=f"csa.i{term.line}.{len(seen) - 1}",
                index=len(clone.blocks),
                line=next_id,
            )
            br = Instruction(
                function=clone,
                block=new,
                index=0,
                opcode="br",
                line=next_id,
                end_line=next_id,
                name=None,
                type="void",
                canonical=f"br label %{quote_name(target.label)}",
                source="",
            )
            next_id -= 1
            new.instructions.append(br)
            block.successors[block.successors.index(target)] = new
            new.predecessors.append(block)
            new.successors.append(target)
            target.predecessors[target.predecessors.index(block)] = new
            clone.blocks.append(new)
            edges.append(SplitEdge(term.line, target, new, br.line, unwind))
    new_blocks = {id(e.block) for e in edges}
    for pad in pads.values():
        if any(id(p) not in new_blocks for p in pad.block.predecessors):
            raise CsaError(path, pad.line, "a landing pad is entered other than by unwinding")
    # the terminators' canonical text names the new blocks, so later lookups agree
    for edge in edges:
        term = _term_of(clone, edge.call)
        term.canonical = retarget(term.canonical, edge.target.label, edge.block.label)
    by_call: dict[int, list[SplitEdge]] = {}
    for edge in edges:
        by_call.setdefault(edge.call, []).append(edge)
    return SplitFunction(clone, by_call, pads)


def _landingpad(block: Block, path: str) -> Instruction:
    for inst in block.instructions:
        if inst.opcode == "landingpad":
            return inst
        if inst.opcode != "phi":
            break
    raise CsaError(path, block.instructions[0].line, "an unwind destination without landingpad")


def _term_of(func: Function, line: int) -> Instruction:
    for block in func.blocks:
        if block.terminator.line == line:
            return block.terminator
    raise KeyError(line)


def _clone(func: Function) -> Function:
    """Blocks and instructions copied, relinked to each other; operands shared."""
    clone = copy.copy(func)
    blocks = {id(b): copy.copy(b) for b in func.blocks}
    clone.blocks = [blocks[id(b)] for b in func.blocks]
    for old in func.blocks:
        new = blocks[id(old)]
        new.function = clone
        new.successors = [blocks[id(s)] for s in old.successors]
        new.predecessors = [blocks[id(p)] for p in old.predecessors]
        new.instructions = []
        for inst in old.instructions:
            twin = copy.copy(inst)
            twin.function = clone
            twin.block = new
            twin.incoming_blocks = [blocks[id(b)] for b in inst.incoming_blocks]
            new.instructions.append(twin)
    return clone

