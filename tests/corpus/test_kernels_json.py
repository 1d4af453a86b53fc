"""benchmarks/kernels/kernels.json describes every kernel, in the simulator's SPEC syntax,
consistently with the C signature and the IR."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from csarules.analysis.loop_builtins import MARKERS as LOOP_BUILTINS
from csarules.ir.reader import read_module

KERNELS = Path(__file__).resolve().parents[2] / "benchmarks" / "kernels"
DOC = json.loads((KERNELS / "kernels.json").read_text(encoding="utf-8"))
ENTRIES = DOC["kernels"]

BUFFER = re.compile(
    r"^(i8|i16|i32|i64|f32|f64)\[(\d+)\]:(zero|iota|const=-?[0-9.]+|random:seed=\d+)$"
)
POINTER_INTO = re.compile(r"^([A-Za-z_]\w*)\+(\d+)$")
INT_LITERAL = re.compile(r"^-?\d+$")
FLOAT_LITERAL = re.compile(r"^-?\d+\.\d*(?:[eE][-+]?\d+)?$")
ELEMENT_BYTES = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "f32": 4, "f64": 8}
_C_SIGNATURE = r"\b{name}\s*\(([^)]*)\)\s*\{{"


def _c_parameters(source: str, name: str) -> list[tuple[str, bool, bool]]:
    """(name, is_pointer, is_float) of the C definition of `name`."""
    m = re.search(_C_SIGNATURE.format(name=re.escape(name)), source)
    assert m, f"no definition of {name}"
    params = []
    for part in m.group(1).split(","):
        decl = part.strip()
        pname = re.findall(r"[A-Za-z_]\w*", decl)[-1]
        params.append((pname, "*" in decl, bool(re.match(r"(const\s+)?(float|double)\b", decl))))
    return params


def test_every_kernel_listed_once() -> None:
    names = [k["name"] for k in ENTRIES]
    assert len(names) == len(set(names)) >= 12
    assert sorted(names) == sorted(p.stem for p in KERNELS.glob("*.c"))
    assert {k["name"] for k in ENTRIES if k["loop_carried"]} >= {
        "prefix_sum",
        "histogram",
        "copy_alias",
    }


@pytest.mark.parametrize("kernel", ENTRIES, ids=lambda k: k["name"])
def test_kernel_entry(kernel: dict) -> None:
    assert set(kernel) - {"parallel", "bench_args"} == {
        "name",
        "file",
        "source",
        "entry",
        "arg_order",
        "args",
        "externs",
        "loop_carried",
    }
    module = read_module(KERNELS / kernel["file"])
    func = module.function(kernel["entry"])
    params = _c_parameters(
        (KERNELS / kernel["source"]).read_text(encoding="utf-8"), kernel["entry"]
    )
    assert kernel["arg_order"] == [p[0] for p in params]
    assert sorted(kernel["args"]) == sorted(kernel["arg_order"])
    # bench_args (benchmark size, ordering_quality.py --full): the same parameters and kinds
    bench = kernel.get("bench_args", kernel["args"])
    assert sorted(bench) == sorted(kernel["args"])
    for pname, spec in bench.items():
        small = kernel["args"][pname]
        assert bool(BUFFER.match(spec)) == bool(BUFFER.match(small)), (pname, spec)
        assert bool(INT_LITERAL.match(spec)) == bool(INT_LITERAL.match(small)), (pname, spec)
    assert len(func.arguments) == len(params)

    buffers: dict[str, int] = {}
    for (pname, is_pointer, is_float), arg in zip(params, func.arguments, strict=True):
        spec = kernel["args"][pname]
        assert (arg.type == "ptr") == is_pointer, (pname, arg.type)
        if is_pointer:
            buf = BUFFER.match(spec)
            if buf:
                count = int(buf.group(2))
                assert 0 < count <= 128, "keep simulations small"
                buffers[pname] = count * ELEMENT_BYTES[buf.group(1)]
            else:
                assert POINTER_INTO.match(spec), (pname, spec)
        elif is_float:
            assert FLOAT_LITERAL.match(spec), (pname, spec)
        else:
            assert INT_LITERAL.match(spec), (pname, spec)
    for pname in kernel["arg_order"]:
        into = POINTER_INTO.match(kernel["args"][pname])
        if into:
            assert into.group(1) in buffers, f"{pname} points into a non-buffer"
            assert int(into.group(2)) < buffers[into.group(1)]

    called = {i.callee for i in func.instructions() if i.callee}
    externs = {
        c
        for c in called
        if c and not c.startswith("llvm.") and c not in {f.name for f in module.functions}
        and c not in LOOP_BUILTINS  # markers: `csarules expand` removes them before a run
    }
    if "parallel" in kernel:
        assert set(kernel["parallel"]) == {"of", "correct"}
        assert kernel["parallel"]["of"] in {k["name"] for k in ENTRIES}
        assert called & set(LOOP_BUILTINS), "a parallel kernel calls a loop builtin"
    assert sorted(externs) == sorted(kernel["externs"])
