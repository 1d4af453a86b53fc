"""Slow, obvious references for the litmus tests: every interleaving on one sequentially
consistent memory, and a generator of small random litmus tests."""

from __future__ import annotations

import itertools
import re

from hypothesis import strategies as st


def interleavings(test) -> set[tuple]:
    """Outcomes of every interleaving of the threads' loads and stores on one memory."""
    threads = [t.events for t in test.threads]
    order = [i for i, events in enumerate(threads) for _ in events]
    observed = [n for n, _ in test.registers()] + re.findall(r"@\w+", test.condition_text)
    outcomes = set()
    for schedule in set(itertools.permutations(order)):
        memory = {name: g.initial for name, g in test.globals.items()}
        position = [0] * len(threads)
        values = {}
        for i in schedule:
            event = threads[i][position[i]]
            position[i] += 1
            if event.kind in ("store", "atomic_store"):
                memory[event.location] = event.value
            else:
                values[f"{event.thread}:{event.register}"] = memory[event.location]
        values.update(memory)
        outcomes.add(tuple(values[n] for n in observed))
    return outcomes


TAGS = ['!{!"foo", !"bar"}', '!{!"foo", !"baz"}', '!{!"amdgcn-av", !"none"}']
SCOPES = ["", "wavefront", "workgroup", "agent"]


@st.composite
def operations(draw, seq_cst_only: bool):
    kind = draw(st.sampled_from(["S", "L"] if seq_cst_only else ["S", "L", "SA", "LA", "F"]))
    location = draw(st.sampled_from("xy"))
    value = draw(st.integers(1, 2))
    scope = "" if seq_cst_only else draw(st.sampled_from(SCOPES))
    tag = None if seq_cst_only else draw(st.one_of(st.none(), st.integers(0, len(TAGS) - 1)))
    if seq_cst_only:
        kind += "A"
    order = {"SA": ["monotonic", "release", "seq_cst"], "LA": ["monotonic", "acquire", "seq_cst"],
             "F": ["release", "acquire", "acq_rel", "seq_cst"]}.get(kind, [""])
    ordering = "seq_cst" if seq_cst_only else draw(st.sampled_from(order))
    return kind, location, value, scope, ordering, tag


@st.composite
def litmus_texts(draw, seq_cst_only: bool = False) -> str:
    """A test of 2 or 3 threads with 1 or 2 operations each on @x and @y."""
    threads = draw(st.lists(st.lists(operations(seq_cst_only), min_size=1, max_size=2),
                            min_size=2, max_size=3))
    lines = []
    for t in range(len(threads)):
        group = draw(st.integers(0, 1))
        lines.append(f"; thread T{t}: wavefront w{t}, workgroup g{group}, cluster c0, agent a0")
    lines += ["; exists: @x = 0", "@x = global i32 0", "@y = global i32 0"]
    register = 0
    for t, ops in enumerate(threads):
        lines.append(f"define void @T{t}() {{")
        for kind, loc, value, scope, ordering, tag in ops:
            ss = f' syncscope("{scope}")' if scope else ""
            md = f", !mmra !{tag}" if tag is not None else ""
            if kind == "S":
                lines.append(f"  store i32 {value}, ptr @{loc}{md}")
            elif kind == "L":
                lines.append(f"  %r{register} = load i32, ptr @{loc}{md}")
            elif kind == "SA":
                lines.append(f"  store atomic i32 {value}, ptr @{loc}{ss} {ordering}, align 4{md}")
            elif kind == "LA":
                lines.append(f"  %r{register} = load atomic i32, ptr @{loc}{ss} {ordering}, "
                             f"align 4{md}")
            else:
                lines.append(f"  fence{ss} {ordering}{md}")
            register += kind.startswith("L")
        lines += ["  ret void", "}"]
    lines += [f"!{i} = {tag}" for i, tag in enumerate(TAGS)]
    return "\n".join(lines) + "\n"
