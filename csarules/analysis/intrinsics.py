"""Facts about the pathfinding-builtin intrinsics and prefetches, and token def-use links."""

from __future__ import annotations

from csarules.errors import CsaError
from csarules.ir.model import Function, Instruction

REGION_ENTRY = "llvm.csa.parallel.region.entry"
REGION_EXIT = "llvm.csa.parallel.region.exit"
SECTION_ENTRY = "llvm.csa.parallel.section.entry"
SECTION_EXIT = "llvm.csa.parallel.section.exit"
SPMD_ENTRY = "llvm.csa.spmdization.entry"
SPMD_EXIT = "llvm.csa.spmdization.exit"
PIPELINE_ENTRY = "llvm.csa.pipeline.loop.entry"
PIPELINE_EXIT = "llvm.csa.pipeline.loop.exit"
MARKERS = (REGION_ENTRY, REGION_EXIT, SECTION_ENTRY, SECTION_EXIT, SPMD_ENTRY, SPMD_EXIT,
           PIPELINE_ENTRY, PIPELINE_EXIT)


def _const_arg(inst: Instruction, idx: int, what: str, path: str) -> int:
    args = inst.call_args
    if idx >= len(args) or args[idx].int_value is None:
        raise CsaError(path, inst.line, f"{what} must be a constant integer")
    return int(args[idx].int_value)


def collect(func: Function, path: str) -> dict[str, set[tuple]]:
    out: dict[str, set[tuple]] = {name: set() for name in (
        "region_entry", "region_exit", "section_entry", "section_exit", "spmd_entry",
        "pipeline_entry", "loop_marker_exit", "token_use", "token_phi", "prefetch",
        "gated_prefetch")}
    roots: list[Instruction] = []
    for inst in func.instructions():
        if inst.opcode != "call":
            continue
        name = inst.callee or ""
        if name == REGION_ENTRY:
            out["region_entry"].add((inst.line, _const_arg(inst, 0, "the region id", path)))
        elif name == REGION_EXIT:
            out["region_exit"].add((inst.line,))
        elif name == SECTION_ENTRY:
            out["section_entry"].add((inst.line,))
        elif name == SECTION_EXIT:
            out["section_exit"].add((inst.line,))
        elif name == SPMD_ENTRY:
            out["spmd_entry"].add((inst.line, _const_arg(inst, 0, "the worker count", path),
                                   _const_arg(inst, 1, "the chunk size", path)))
        elif name in (SPMD_EXIT, PIPELINE_EXIT):
            out["loop_marker_exit"].add((inst.line,))
        elif name == PIPELINE_ENTRY:
            out["pipeline_entry"].add((inst.line, _const_arg(inst, 0, "the depth", path)))
        elif name.startswith("llvm.prefetch"):
            out["prefetch"].add((inst.line, _const_arg(inst, 1, "the prefetch rw", path),
                                 _const_arg(inst, 2, "the prefetch locality", path)))
        elif name.startswith("llvm.csa.gated.prefetch"):
            out["gated_prefetch"].add((inst.line, _const_arg(inst, 2, "the prefetch rw", path),
                                       _const_arg(inst, 3, "the prefetch locality", path)))
        if name in MARKERS:
            roots.append(inst)
    _token_chains(roots, out)
    return out


def _token_chains(roots: list[Instruction], out: dict[str, set[tuple]]) -> None:
    """token_use for marker operands, following phis (and selects) back to their defs."""
    work = list(roots)
    seen: set[int] = set()
    while work:
        user = work.pop()
        if user.line in seen:
            continue
        seen.add(user.line)
        operands = user.call_args if user.opcode == "call" else user.operands
        if user.opcode == "select":
            operands = user.operands[1:]
        for op in operands:
            if op.kind != "instruction":
                continue
            target: Instruction = op.target  # type: ignore[assignment]
            out["token_use"].add((user.line, target.line))
            if target.opcode in ("phi", "select"):
                out["token_phi"].add((target.line,))
                work.append(target)
