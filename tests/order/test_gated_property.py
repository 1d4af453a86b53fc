"""Random gate types (nested arrays, structs, vectors of integers, floats and pointers)
expand into IR that LLVM verifies, with one i1 per leaf joined by one all0."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.ir.reader import parse_module
from csarules.order.materialise import FunctionPlan, materialise

INTS = st.sampled_from(["i1", "i7", "i8", "i16", "i32", "i64", "i128"])
FLOATS = st.sampled_from(["half", "bfloat", "float", "double", "x86_fp80", "fp128"])
POINTER = st.just("PTR")  # spelled `ptr` or `i32*` by the module's style
VECTOR = st.builds(lambda n, t: f"<{n} x {t}>", st.integers(1, 4), st.one_of(INTS, FLOATS,
                                                                             POINTER))
LEAF = st.one_of(INTS, FLOATS, POINTER, VECTOR)


def _aggregates(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.builds(lambda n, t: f"[{n} x {t}]", st.integers(0, 3), inner),
        st.builds(lambda ts: "{" + ", ".join(ts) + "}", st.lists(inner, max_size=3)),
        st.builds(lambda ts: "<{" + ", ".join(ts) + "}>", st.lists(inner, min_size=1,
                                                                  max_size=3)),
    )


TYPES = st.recursive(LEAF, _aggregates, max_leaves=8)


def _leaves(ty: str) -> int:
    """i1 values the gate turns into: one per scalar or vector, arrays times their length."""
    ty = ty.strip()
    array = re.fullmatch(r"\[(\d+) x (.*)\]", ty)
    if array:
        return int(array.group(1)) * _leaves(array.group(2))
    if ty.startswith("{") or ty.startswith("<{"):
        body = ty[2:-2] if ty.startswith("<{") else ty[1:-1]
        return sum(_leaves(part) for part in _split(body))
    return 1


def _split(body: str) -> list[str]:
    parts, depth, cur = [], 0, ""
    for ch in body:
        depth += ch in "[{<"
        depth -= ch in "]}>"
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    return parts + ([cur] if cur.strip() else [])


@settings(max_examples=60, deadline=None)
@given(TYPES, st.booleans())
def test_random_gate_expands_and_verifies(shape: str, typed: bool) -> None:
    ty = shape.replace("PTR", "i32*" if typed else "ptr")
    addr = "i8*" if typed else "ptr"
    text = (f"declare void @llvm.csa.gated.prefetch.t({ty}, {addr}, i32, i32)\n"
            f"define void @f({ty} %gate, {addr} %a) {{\n"
            f"  call void @llvm.csa.gated.prefetch.t({ty} %gate, {addr} %a, i32 0, i32 3)\n"
            f"  ret void\n}}\n")
    module = parse_module(text, "g.ll")
    out = materialise(module, {"f": FunctionPlan(orderable={3, 4}, edges=[])})  # verifies
    lines = [line.strip() for line in out.splitlines()]
    inord = next(line for line in lines if line.startswith("call void @llvm.csa.inord"))
    leaves = _leaves(shape)
    if leaves == 0:
        assert inord == "call void @llvm.csa.inord(i1 0)"
    elif leaves == 1:
        assert "all0" not in out
    else:
        all0 = next(line for line in lines if "@llvm.csa.all0(" in line)
        assert all0.count("i1 %") == leaves
    new = [line for line in lines if "=" in line and line.split("=")[0].strip().startswith("%")]
    assert all(line.startswith("%csa.") for line in new)  # named, never numbered
    assert "gated.prefetch" not in out
