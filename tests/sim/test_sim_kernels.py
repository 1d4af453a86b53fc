"""The benchmark kernels: the shipped -O2 IR and clang-19 -O0 of the same C agree."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from simkit import KERNELS, clang19

from csarules.expand.command import include_dir
from csarules.expand.expand import expand_module
from csarules.ir.reader import parse_module, read_module
from csarules.sim import simulate

_DOC = json.loads((KERNELS / "kernels.json").read_text()) if (KERNELS / "kernels.json").is_file() \
    else {"kernels": []}
KERNEL_LIST = _DOC["kernels"]


def kernel_args(kernel: dict) -> dict[str, str]:
    return {name: kernel["args"][name] for name in kernel["arg_order"]}


@pytest.mark.parametrize("kernel", KERNEL_LIST, ids=[k["name"] for k in KERNEL_LIST])
def test_kernel_O2_matches_O0(kernel: dict, tmp_path: Path) -> None:
    clang = clang19()
    out = tmp_path / "k.ll"
    # the *_par kernels include the shipped csa_builtins.h; their markers are expanded
    # (removed from the calls) before a run, as every command does
    subprocess.run([clang, "-O0", "-S", "-emit-llvm", f"-I{include_dir()}",
                    str(KERNELS / kernel["source"]), "-o", str(out)],
                   check=True, capture_output=True)
    args = kernel_args(kernel)
    externs = tuple(kernel.get("externs", ()))
    fast = simulate(expand_module(read_module(KERNELS / kernel["file"])).module,
                    kernel["entry"], args, externs=externs)
    slow = simulate(expand_module(parse_module(out.read_text(), "O0.ll")).module,
                    kernel["entry"], args, externs=externs)
    assert fast.return_value == slow.return_value
    for name, spec in args.items():
        if "[" in spec:
            assert fast.buffer(name) == slow.buffer(name), name
    # -O0 keeps every local in memory: more accesses, never fewer
    assert slow.dynamic["memops"] >= fast.dynamic["memops"]
