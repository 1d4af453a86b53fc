"""Random control-flow graphs as LLVM IR, for the tests of what is found per block (tree
facts, loops, paths): any edges among blocks b0..bN (none into the entry block b0) and
rets among them: unreachable blocks, cycles among them, self loops, several rets."""

from __future__ import annotations

from hypothesis import strategies as st


@st.composite
def cfgs(draw, stores: bool = False) -> str:
    """One function's text; with `stores`, each block stores to %p (a memory op to
    order in it)."""
    n = draw(st.integers(2, 10))
    target = st.integers(1, n - 1)
    lines = ["define void @f(ptr %p, i32 %k) {"]
    for i in range(n):
        lines.append(f"b{i}:")
        if stores:
            lines.append(f"  store i32 {i}, ptr %p")
        targets = sorted(set(draw(st.lists(target, max_size=3))))
        if draw(st.integers(0, 3)) == 0:
            lines.append("  ret void")
            continue
        cases = " ".join(f"i32 {k}, label %b{t}" for k, t in enumerate(targets, 1))
        lines.append(f"  switch i32 %k, label %exit [ {cases} ]")
    lines += ["exit:", "  ret void", "}", ""]
    return "\n".join(lines)
