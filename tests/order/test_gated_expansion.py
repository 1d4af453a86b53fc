"""Data-gated prefetch expansion (csa-memory-ordering.rst, "Data-Gated Prefetches"): the
gate kinds the lit tests in tests/lit/gated do not cover, and gates with no i1 form."""

from __future__ import annotations

import re
from textwrap import dedent

import pytest

from csarules.errors import CsaError
from csarules.ir.reader import parse_module
from csarules.order.pipeline import order_module

# ruff: noqa: E501 (IR lines: the reader wants one instruction per line)

HEADER = dedent(
    """\
    %pair = type { half, <2 x ptr> }
    declare void @llvm.csa.gated.prefetch.x(x86_fp80, ptr, i32, i32)
    declare void @llvm.csa.gated.prefetch.y(%pair, ptr addrspace(1), i32, i32)
    declare void @llvm.csa.gated.prefetch.z(i1, ptr, i32, i32)
    declare void @llvm.csa.gated.prefetch.w(<4 x i1>, ptr, i32, i32)
    declare void @llvm.csa.gated.prefetch.t(i32, float*, i32, i32)
    """
)


def _order(body: str) -> list[str]:
    text = order_module(parse_module(HEADER + dedent(body), "m.ll"))  # verified by LLVM
    return [line.strip() for line in text.splitlines()]


def test_wide_float_named_struct_pointer_vector_and_address_space():
    lines = _order(
        """\
        define void @f(ptr %s, ptr %a, ptr addrspace(1) %b, %pair %h) {
          %g = load x86_fp80, ptr %s
          call void @llvm.csa.gated.prefetch.x(x86_fp80 %g, ptr %a, i32 0, i32 3)
          tail call void @llvm.csa.gated.prefetch.y(%pair %h, ptr addrspace(1) noundef %b, i32 1, i32 0) #0
          ret void
        }
        attributes #0 = { nounwind }
        """
    )
    assert "%csa.g9.cast = bitcast x86_fp80 %g to i80" in lines
    assert "%csa.g10.v1.int = ptrtoint <2 x ptr> %csa.g10.v1 to <2 x i64>" in lines
    assert "%csa.g10.v1.cast = bitcast <2 x i64> %csa.g10.v1.int to i128" in lines
    assert "call void @llvm.prefetch.p1(ptr addrspace(1) %b, i32 1, i32 0, i32 1)" in lines
    assert "declare void @llvm.prefetch.p1(ptr addrspace(1), i32, i32, i32)" in lines
    assert not any("@llvm.csa.gated.prefetch.x" in line for line in lines)  # call and declare


def test_i1_gate_is_the_edge_and_i1_vectors_are_bitcast():
    lines = _order(
        """\
        define void @f(ptr %a, i1 %c) {
          call void @llvm.csa.gated.prefetch.z(i1 %c, ptr %a, i32 0, i32 3)
          call void @llvm.csa.gated.prefetch.w(<4 x i1> <i1 true, i1 false, i1 true, i1 true>, ptr %a, i32 0, i32 3)
          ret void
        }
        """
    )
    at = lines.index("call void @llvm.csa.inord(i1 %c)")
    assert lines[at + 1] == "call void @llvm.prefetch.p0(ptr %a, i32 0, i32 3, i32 1)"
    assert ("%csa.g9.cast = bitcast <4 x i1> <i1 true, i1 false, i1 true, i1 true> to i4"
            in lines)


def test_typed_address_is_cast_to_i8_pointer():
    lines = _order(
        """\
        define void @f(float* %a, i32 %v) {
          call void @llvm.csa.gated.prefetch.t(i32 %v, float* %a, i32 0, i32 3)
          ret void
        }
        """
    )
    assert "%csa.g8.addr = bitcast float* %a to i8*" in lines
    assert "call void @llvm.prefetch.p0i8(i8* %csa.g8.addr, i32 0, i32 3, i32 1)" in lines


@pytest.mark.parametrize("gate", ["<vscale x 4 x i1> zeroinitializer", "metadata !{}"])
def test_gate_without_an_i1_form_is_a_user_error(gate):
    ty = gate.rsplit(" ", 1)[0] if "vscale" in gate else "metadata"
    body = dedent(
        f"""\
        declare void @llvm.csa.gated.prefetch.v({ty}, ptr, i32, i32)
        define void @f(ptr %a) {{
          call void @llvm.csa.gated.prefetch.v({gate}, ptr %a, i32 0, i32 3)
          ret void
        }}
        """
    )
    with pytest.raises(CsaError) as err:
        order_module(parse_module(body, "m.ll"))
    assert err.value.line == 3
    assert "cannot adapt" in err.value.message


@pytest.mark.parametrize("name", ["gated_prefetch_v2f32", "gated_prefetch_aggregate"])
def test_expansion_is_the_spec_example(name):
    # tests/inputs/spec/ordered/<name>_expanded.ll is the spec's expansion written out by
    # hand (its names, `@llvm.prefetch` unmangled): ours has the same instructions in the
    # same order, operand for operand once names are mapped
    from pathlib import Path

    from csarules.ir.reader import read_module

    spec_dir = Path(__file__).resolve().parents[1] / "inputs" / "spec"
    ours = parse_module(order_module(read_module(spec_dir / f"{name}.ll")), "ours.ll")
    theirs = read_module(spec_dir / "ordered" / f"{name}_expanded.ll")

    def shape(module) -> list[str]:
        names: dict[str, str] = {}
        out = []
        for inst in module.functions[0].instructions():
            if inst.name:
                names[inst.name] = f"%v{len(names)}"
            out.append(re.sub(r"%[-\w.]+", lambda m: names.get(m.group(0), m.group(0)),
                              inst.canonical))
        return out

    assert shape(ours) == shape(theirs)
