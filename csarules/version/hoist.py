"""Where a run-time check's arithmetic runs: as early as its inputs allow.

On a dataflow machine an instruction fires when its operands arrive, but an instruction
of a block waits for control to reach that block. The check block sits on the nest's
entry edge, often after the vectoriser's own checks and the guards around the nest, so
arithmetic placed there starts only once those branches are decided. Every instruction
of the check is pure and cannot trap (casts, `add`, `mul`, `sdiv`/`srem` by constants,
`icmp`, `select`, `and`, `or`), so it may run on any path: it is placed at the end of the
deepest block, on the dominator tree above the check, that defines a value it reads, and
the check block keeps only its branch. The values it reads that such a block computes by
pure instructions that cannot trap are computed again by the check from their own
operands (a remainder's `and i64 %n, -8` in the vector loop's preheader), so that the
check can start above them; flags that make a result poison (nsw, nuw, exact, inbounds,
...) are dropped from those copies: without them the copy is the same value where the
original is not poison, which is every run that reaches the check block's branch.
"""

from __future__ import annotations

from dataclasses import dataclass

from csarules.analysis.cfg import CfgInfo
from csarules.analysis.guard import PURE
from csarules.analysis.loops import LoopInfo
from csarules.ir.linemap import strip_comment
from csarules.ir.model import Block, Function, Instruction
from csarules.ir.names import fresh_name
from csarules.version.bounds import pure_rhs
from csarules.version.checkir import LOCAL_NAME

MAX_COPIES = 16  # instructions of the function a check computes again


@dataclass
class Placement:
    block: Block  # where the check's instructions go, before its terminator
    lines: list[str]  # the copies, then the check's own instructions


def place(func: Function, cfg: CfgInfo, loops: LoopInfo, entry: Block, check_lines: list[str],
          prefix: str, taken: set[str]) -> Placement | None:
    """The block above `entry` (the nest's preheader, where the check block is entered)
    to run `check_lines` at, with the copies they read; None when that is `entry` itself
    or when no block above it may take them."""
    defs = {inst.name: inst for block in func.blocks for inst in block.instructions
            if inst.name}
    depth = _depths(func, cfg)
    allowed = _allowed(cfg, loops, entry)
    copies: list[str] = []
    lines = list(check_lines)
    while True:
        read = {name for line in copies + lines for name in LOCAL_NAME.findall(line)
                if name in defs and not name[1:].startswith(prefix)}
        target = func.blocks[0]
        for name in read:
            block = defs[name].block
            if depth[block] > depth[target]:
                target = block
        last = sorted((n for n in read if defs[n].block is target), key=lambda n: defs[n].line)
        if not last or not all(_copyable(defs[n]) for n in last) or \
                len(copies) + len(last) > MAX_COPIES:
            break
        renamed = {n: "%" + fresh_name(f"{prefix}r{len(copies) + k}", taken)
                   for k, n in enumerate(last)}
        copies = [_rename(line, renamed) for line in copies]
        copies = [_copy(defs[n], renamed) for n in last] + copies
        lines = [_rename(line, renamed) for line in lines]
    if target is entry or target not in allowed:
        return None
    return Placement(target, copies + lines)


def _depths(func: Function, cfg: CfgInfo) -> dict[Block, int]:
    out: dict[Block, int] = {}
    for block in func.blocks:
        chain, cur = [], block
        while cur not in out and cur in cfg.idom:
            chain.append(cur)
            cur = cfg.idom[cur]
        base = out.setdefault(cur, 0)
        for n, b in enumerate(reversed(chain), start=1):
            out[b] = base + n
    return out


def _allowed(cfg: CfgInfo, loops: LoopInfo, entry: Block) -> set[Block]:
    """The blocks dominating `entry` in no loop that does not also hold `entry` (a block of
    a loop before the nest runs once per iteration, and a nest versioned before this one
    may have copied it)."""
    around = {loop.header for loop in loops.loops if entry in loop.blocks}
    out, cur = set(), entry
    while True:
        holders = {loop.header for loop in loops.loops if cur in loop.blocks}
        if holders <= around and not cur.label.startswith("csa."):
            out.add(cur)
        if cur not in cfg.idom:
            return out
        cur = cfg.idom[cur]


def _copyable(inst: Instruction) -> bool:
    return inst.opcode in PURE and inst.line == inst.end_line and "(" not in _body(inst)


def _body(inst: Instruction) -> str:
    text = strip_comment(inst.source.split("\n")[0])
    return text.split("=", 1)[1] if "=" in text else text


def _copy(inst: Instruction, renamed: dict[str, str]) -> str:
    return f"{renamed[inst.name]} = {pure_rhs(inst, renamed)}"


def _rename(text: str, renamed: dict[str, str]) -> str:
    return LOCAL_NAME.sub(lambda m: renamed.get(m.group(0), m.group(0)), text)
