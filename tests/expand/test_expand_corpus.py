"""A marker in front of every loop of the unrolled clang corpus (the shapes -O2 leaves:
loops without preheaders, exits other paths reach, several exits, nests): the expansion
always writes IR LLVM verifies, and the ordering of it runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from csarules.analysis import cfg as cfg_mod
from csarules.analysis.loops import find_loops
from csarules.expand.expand import expand_module
from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import order_module

GEN = Path(__file__).resolve().parents[1] / "inputs" / "gen"
FILES = sorted(GEN.glob("*.O2unroll.ll"))
KINDS = [
    ("call void @llvm.csa.parallel.loop()", "declare void @llvm.csa.parallel.loop()"),
    ("call void @llvm.csa.spmd(i32 2, i32 0)", "declare void @llvm.csa.spmd(i32, i32)"),
    ("call void @llvm.csa.pipeline.loop(i32 0)", "declare void @llvm.csa.pipeline.loop(i32)"),
]


def _marked(path: Path, call: str, decl: str) -> str | None:
    module = read_module(path)
    lines = list(module.lines)
    at: list[int] = []
    for func in module.functions:
        for lp in find_loops(cfg_mod.analyse(func, module.path)).loops:
            outside = list(dict.fromkeys(p for p in lp.header.predecessors
                                         if p not in lp.blocks))
            if len(outside) == 1:
                at.append(outside[0].terminator.line)
    if not at:
        return None
    for line in sorted(set(at), reverse=True):
        lines.insert(line - 1, "  " + call)
    return "\n".join(lines) + "\n" + decl + "\n"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_loop_marked_expands_to_verified_ir(path: Path) -> None:
    call, decl = KINDS[FILES.index(path) % len(KINDS)]
    text = _marked(path, call, decl)
    if text is None:
        pytest.skip("no loop")
    expanded = expand_module(parse_module(text, path.name))  # verifies what it writes
    assert "@llvm.csa." + call.split("@llvm.csa.")[1].split("(")[0] + "(" not in \
        expanded.module.text
    order_module(expanded.module)  # verified too
