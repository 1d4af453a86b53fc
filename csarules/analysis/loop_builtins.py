"""Facts for the loop-builtin expansion (CLIE): marker calls, lifetime starts, and the
dominator/post-dominator trees of each loop with its backedges rerouted to a dummy exit.

A marker is recognised in every spelling the spec knows: the intrinsic written directly in
IR (`llvm.csa.parallel.loop`, ...) and the Fortran-style external of CSAFortranIntrinsics'
mapping table (`builtin_csa_parallel_loop_`, ...), which is also what the shipped C header
expands `__builtin_csa_*` to. Fortran passes its arguments by reference, so an argument may
be a pointer to a constant integer global; the header's C calls pass them by value.
"""

from __future__ import annotations

import re

from csarules import graphs
from csarules.analysis.cfg import CfgInfo
from csarules.analysis.loops import Loop, LoopInfo
from csarules.errors import CsaError
from csarules.ir.model import Block, Function, Instruction, Module, Operand
from csarules.ir.strings import string_text

# callee -> marker kind
MARKERS = {
    "llvm.csa.parallel.loop": "parallel_loop",
    "builtin_csa_parallel_loop_": "parallel_loop",
    "llvm.csa.spmd": "spmd",
    "builtin_csa_spmd_": "spmd",
    "llvm.csa.spmdization": "spmdization",
    "builtin_csa_spmdization_": "spmdization",
    "llvm.csa.pipeline.loop": "pipeline_loop",
    "builtin_csa_pipeline_loop_": "pipeline_loop",
}
# the arguments each kind takes: "int" or "text"
_ARGUMENTS = {
    "parallel_loop": (),
    "spmd": ("int", "int"),
    "spmdization": ("int", "text"),
    "pipeline_loop": ("int",),
}
_WHAT = {("spmd", 0): "the worker count", ("spmd", 1): "the chunk size",
         ("spmdization", 0): "the worker count", ("spmdization", 1): "the SPMDization kind",
         ("pipeline_loop", 0): "the pipeline depth"}
_GLOBAL_REF = re.compile(r'@(?:"[^"]*"|[-\w$.]+)')
_C_STRING = re.compile(r'^c"([^"]*)"$')  # a quote inside is \22
_DUMMY = -1  # the rerouted backedges' target
_SINK = -2  # virtual sink of the post-dominator tree


def marker_kind(inst: Instruction) -> str | None:
    return MARKERS.get(inst.callee or "") if inst.opcode == "call" else None


def collect(func: Function, module: Module, cfg: CfgInfo, loops: LoopInfo
            ) -> dict[str, set[tuple]]:
    out: dict[str, set[tuple]] = {name: set() for name in (
        "loop_builtin", "loop_builtin_text", "lifetime_start", "rerouted_dominates",
        "rerouted_postdominates")}
    markers = 0
    for inst in func.instructions():
        if (inst.callee or "").startswith("llvm.lifetime.start"):
            out["lifetime_start"].add((inst.line,))
        kind = marker_kind(inst)
        if kind is None:
            continue
        markers += 1
        ints, text = _arguments(inst, kind, module)
        out["loop_builtin"].add((inst.line, kind, *ints))
        if text is not None:
            out["loop_builtin_text"].add((inst.line, text))
    if markers:
        for lp in loops.loops:
            _rerouted(cfg, lp, loops, out)
    return out


def _arguments(inst: Instruction, kind: str, module: Module) -> tuple[tuple[int, int], str | None]:
    path = module.path
    wanted = _ARGUMENTS[kind]
    args = inst.call_args
    if len(args) != len(wanted):
        raise CsaError(path, inst.line, f"@{inst.callee} takes {len(wanted)} argument(s), "
                       f"not {len(args)}")
    ints = [0, 0]
    text: str | None = None
    for idx, (want, arg) in enumerate(zip(wanted, args, strict=True)):
        what = _WHAT[(kind, idx)]
        if want == "int":
            value = _int_argument(arg, module)
            if value is None:
                raise CsaError(path, inst.line, f"{what} of @{inst.callee} must be a constant "
                               "integer")
            ints[idx] = value
        else:
            text = _text_argument(arg, module)
            if text is None:
                raise CsaError(path, inst.line, f"{what} of @{inst.callee} must be a constant "
                               "string")
    return (ints[0], ints[1]), text


def _int_argument(arg: Operand, module: Module) -> int | None:
    if arg.int_value is not None:
        return int(arg.int_value)
    glob = _constant_global(arg, module)
    if glob is not None and glob.initializer is not None:
        # Fortran's by-reference constant: `@c = private constant i32 8`
        try:
            return int(glob.initializer.split()[-1])
        except ValueError:
            return None
    return None


def _text_argument(arg: Operand, module: Module) -> str | None:
    glob = _constant_global(arg, module)
    if glob is None or glob.initializer is None:
        return None
    m = _C_STRING.match(glob.initializer.strip())
    if m is None:
        return None
    return string_text(m.group(1)).split("\0", 1)[0]


def _constant_global(arg: Operand, module: Module):
    if not arg.type.startswith(("ptr", "i8*", "i32*", "i64*")) and "*" not in arg.type:
        return None
    found = _GLOBAL_REF.findall(arg.text)
    if len(found) != 1:
        return None
    glob = module.globals.get(found[0])
    return glob if glob is not None and glob.constant else None


def _rerouted(cfg: CfgInfo, lp: Loop, loops: LoopInfo, out: dict[str, set[tuple]]) -> None:
    """CLIE step 1: the backedges of `lp` go to a dummy exit; trees of that graph."""
    graph = graphs.digraph(cfg.graph, (
        (src, _DUMMY if dst is lp.header and src in lp.latches else dst)
        for src, targets in cfg.graph.items() for dst in targets))
    entry = cfg.function.entry
    points = set(lp.blocks)
    for inner in loops.loops:
        if inner is not lp and inner.blocks <= lp.blocks:
            points |= {dst for _, dst in inner.exit_edges()}
    dom = _dominator_sets(graph, entry)
    reverse = graphs.reverse(graph)
    reverse[_SINK] = [node for node, targets in graph.items() if not targets]
    postdom = _dominator_sets(reverse, _SINK)
    h = lp.header.id
    for b in points:
        for a in dom.get(b, ()):
            if a in lp.blocks:
                out["rerouted_dominates"].add((h, a.id, b.id))
        for a in postdom.get(b, ()):
            if a in lp.blocks:
                out["rerouted_postdominates"].add((h, a.id, b.id))


def _dominator_sets(graph: dict, root) -> dict[Block, set[Block]]:
    idom = graphs.immediate_dominators(graph, root)
    sets: dict[Block, set[Block]] = {}
    for node in idom:
        chain = {node}
        cur = node
        while idom.get(cur, cur) != cur:
            cur = idom[cur]
            chain.add(cur)
        sets[node] = chain
    return sets
