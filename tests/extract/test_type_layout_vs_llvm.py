"""Type sizes and field offsets, the analysis's (csarules/analysis/types.py) and the
simulator's (csarules/sim/layout.py), against LLVM's own (llvmlite's TargetData), on random
struct types under clang-14's x86-64 datalayout (no `i128:128`: i128 is 8-byte aligned),
clang-19's and none. csmith 96916 (clang-14 -O1) stopped the simulator: its `i128`
bit-field storage was laid out 16-byte aligned, so a GEP ran past its global."""

from __future__ import annotations

import llvmlite.binding as llvm
from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.analysis.types import TypeTable as AnalysisTypes
from csarules.sim.layout import TypeTable as SimTypes

DATALAYOUTS = {
    "clang14": "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128",
    "clang19": "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-"
               "S128",
}
SCALARS = ["i1", "i8", "i16", "i24", "i32", "i48", "i64", "i65", "i96", "i128", "i130",
           "float", "double", "x86_fp80", "ptr"]


def types(depth: int) -> st.SearchStrategy[str]:
    scalar = st.sampled_from(SCALARS)
    if depth == 0:
        return scalar
    inner = types(depth - 1)
    return st.one_of(
        scalar,
        st.builds(lambda n, t: f"[{n} x {t}]", st.integers(0, 3), inner),
        st.lists(inner, min_size=1, max_size=4).map(lambda fs: "{ " + ", ".join(fs) + " }"),
        st.lists(inner, min_size=1, max_size=3).map(lambda fs: "<{ " + ", ".join(fs) + " }>"),
    )


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([*DATALAYOUTS, None]),
       st.lists(types(2), min_size=1, max_size=5))
def test_struct_sizes_and_offsets_are_llvms(layout: str | None, fields: list[str]) -> None:
    struct = "{ " + ", ".join(fields) + " }"
    header = f'target datalayout = "{DATALAYOUTS[layout]}"\n' if layout else ""
    text = f"{header}%T = type {struct}\n@g = global %T zeroinitializer\n"
    module = llvm.parse_assembly(text)
    # a module without a datalayout is x86-64's natural layout in both of ours
    data = llvm.create_target_data(module.data_layout or DATALAYOUTS["clang19"])
    ty = module.get_global_variable("g").global_value_type
    size = data.get_abi_size(ty)
    offsets = [data.get_element_offset(ty, i) for i in range(len(fields))]

    analysis = AnalysisTypes(text)
    parsed = analysis.parse("%T")
    assert analysis.alloc_size(parsed) == size
    assert [analysis.field_offset(parsed, i) for i in range(len(fields))] == offsets

    sim = SimTypes(text).parse("%T")
    assert sim.size == size
    assert sim.field_offsets() == offsets
