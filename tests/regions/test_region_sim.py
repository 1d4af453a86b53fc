"""Issue 7 acceptance in the simulator: sections make ordered code faster and stay correct.

Each module is ordered in standard mode and compared with the same module whose
region/section intrinsics were stripped before ordering: same final buffers as the
sequential (unordered) run, no races, and fewer cycles where the spec releases pairs.

The ordered module has no section markers left, so the simulator learns which pairs sit in
different sections of one region from the unordered module (`sections_from`); without it
such pairs are reported as races when they touch the same bytes (see the aliasing test).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from regionkit import GEN, SPEC, pairs, strip_regions

from csarules.ir.model import Module
from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import derive, edges_document, order_module
from csarules.sim import simulate

LOOP_ARGS = {"A": "i32[16]:zero", "B": "i32[16]:iota", "N": "16"}
LOOP_POSITIONAL = ["i32[16]:zero", "i32[16]:iota", "16"]
SECTIONS_POSITIONAL = ["i32[1]:zero", "i32[1]:const=5", "i32[1]:zero", "i32[1]:const=7"]

# (file, function, args, whether releasing pairs must save cycles)
CASES = [
    (SPEC / "usage_unrolled_two_sections.ll", "usage_unrolled_two_sections", LOOP_ARGS, True),
    (SPEC / "usage_loop_pattern.ll", "usage_loop_pattern", LOOP_ARGS, True),
    (SPEC / "usage_straight_line_sections.ll", "usage_straight_line_sections",
     {"a": "i32[1]:zero", "b": "i32[1]:const=5", "c": "i32[1]:zero", "d": "i32[1]:const=7"},
     True),
    (SPEC / "usage_region_outside_section.ll", "usage_region_outside_section",
     {"a": "i32[1]:zero", "b": "i32[1]:zero"}, False),
]
for _path in sorted(GEN.glob("parallel_unrolled.*.ll")):
    CASES.append((_path, "parallel_unrolled", LOOP_POSITIONAL, True))
for _path in sorted(GEN.glob("parallel_loop.*.ll")):
    CASES.append((_path, "parallel_loop", LOOP_POSITIONAL, True))
    CASES.append((_path, "parallel_loop_unroll2", LOOP_POSITIONAL, True))
for _path in sorted(GEN.glob("parallel_sections.*.ll")):
    CASES.append((_path, "two_sections", SECTIONS_POSITIONAL, True))
    CASES.append((_path, "region_outside_section", ["i32[1]:zero", "i32[1]:zero"], False))


def ordered(module: Module) -> Module:
    return parse_module(order_module(module, "standard"), module.path + ".ordered")


def buffers(result, module: Module, entry: str) -> dict[str, bytes]:
    names = [a.name.lstrip("%") for a in module.function(entry).arguments]
    out = {}
    for name in names:
        try:
            out[name] = result.buffer(name)
        except KeyError:
            continue  # a scalar argument
    return out


@pytest.mark.parametrize(("path", "entry", "args", "faster"), CASES,
                         ids=[f"{p.stem}-{e}" for p, e, _, _ in CASES])
def test_sections_are_race_free_sequential_and_faster(
        path: Path, entry: str, args, faster: bool) -> None:
    original = read_module(path)
    stripped = parse_module(strip_regions(original.text), path.name + ".stripped")
    with_sections, without = ordered(original), ordered(stripped)

    sequential = simulate(original, entry, args)
    run = simulate(with_sections, entry, args, sections_from=original)
    replayed = simulate(with_sections, entry, args, sections_from=original,
                        schedule="random", seed=7)
    baseline = simulate(without, entry, args)

    want = buffers(sequential, original, entry)
    assert want
    for result in (run, replayed, baseline):
        assert result.race_count == 0, result.races
        assert buffers(result, original, entry) == want
    assert replayed.matches_sequential, replayed.differences
    if faster:
        assert run.cycles < baseline.cycles, (run.cycles, baseline.cycles)
    else:
        # normal ordering is preserved: the sections change nothing
        assert run.cycles == baseline.cycles


@pytest.mark.parametrize(("name", "args"), [
    ("usage_straight_line_sections",
     {"a": "i32[1]:zero", "b": "i32[1]:const=5", "c": "a+0", "d": "i32[1]:const=7"}),
    ("usage_unrolled_two_sections", {"A": "i32[17]:zero", "B": "A+4", "N": "16"}),
])
def test_aliasing_sections_race_only_on_released_pairs(name: str, args) -> None:
    """With aliasing buffers the released pairs do touch the same bytes.

    The spec declares those pairs independent, so they are no correctness failure. The
    simulator agrees when told where the sections were (`sections_from`); without that
    it reports them as races, and only them.
    """
    original = read_module(SPEC / f"{name}.ll")
    outcome = derive(original, "standard")
    (doc,) = edges_document(outcome)["functions"]
    released = {(s, d) for s, d, _ in pairs(doc, "released")}
    with_sections = ordered(original)

    told = simulate(with_sections, name, args, sections_from=original)
    assert told.race_count == 0, told.races

    blind = simulate(with_sections, name, args)
    assert blind.race_count > 0
    original_line = _line_by_text(original, with_sections)
    for race in blind.races:
        first = original_line[race["first"]["line"]]
        second = original_line[race["second"]["line"]]
        assert (first, second) in released, race


def _line_by_text(original: Module, result: Module) -> dict[int, int]:
    """Line in `result` -> line in `original` of each memory op, matched by its text."""
    by_text: dict[str, int] = {}
    for inst in original.function(original.functions[0].name).instructions():
        if inst.opcode in ("load", "store"):
            assert inst.canonical not in by_text
            by_text[inst.canonical] = inst.line
    return {inst.line: by_text[inst.canonical]
            for inst in result.functions[0].instructions() if inst.canonical in by_text}


def test_st1_st2_st3_region_crossing_keeps_order_when_st2_and_st3_alias() -> None:
    """st3 -> st2 around lp2 is released, around lp1 (a region crossing) preserved.

    With p3 == p2 the simulator sees the released pairs touch the same bytes: unaware of
    the sections it reports st3 (iteration k) -> st2 (iteration k+1) for consecutive lp2
    iterations, never across lp1's region exit/entry; aware of them it reports nothing.
    """
    n, m = 3, 4
    original = read_module(SPEC / "st1_st2_st3.ll")
    args = {"p1": "i32[1]:zero", "p2": "i32[1]:zero", "p3": "p2+0", "n": str(n), "m": str(m)}
    with_sections = ordered(original)
    sequential = simulate(original, "st1_st2_st3", args)
    told = simulate(with_sections, "st1_st2_st3", args, sections_from=original)
    assert told.race_count == 0, told.races
    assert told.buffer("p2") == sequential.buffer("p2")
    replayed = simulate(with_sections, "st1_st2_st3", args, sections_from=original,
                        schedule="random", seed=11)
    assert replayed.matches_sequential and replayed.race_count == 0

    blind = simulate(with_sections, "st1_st2_st3", args, race_limit=100)
    original_line = _line_by_text(original, with_sections)
    text = SPEC.joinpath("st1_st2_st3.ll").read_text().splitlines()
    st2 = next(n for n, t in enumerate(text, 1) if "; <- st2" in t)
    st3 = next(n for n, t in enumerate(text, 1) if "; <- st3" in t)
    assert blind.race_count == n * (m - 1)
    for race in blind.races:
        first, second = race["first"], race["second"]
        assert (original_line[first["line"]], original_line[second["line"]]) == (st3, st2)
        assert second["iteration"] == first["iteration"] + 1
        assert first["iteration"] % m != m - 1  # never across the region crossing
