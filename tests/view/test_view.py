"""`csarules view`: the memop CFG as DOT/SVG, coloured by the rules' region membership."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from csarules.cli import main
from csarules.ir.reader import read_module
from csarules.order.pipeline import derive

REPO = Path(__file__).resolve().parents[2]
SPEC = REPO / "tests" / "inputs" / "spec"
ST = SPEC / "st1_st2_st3.ll"
REGION_MEMBERSHIP = SPEC / "region_membership.ll"
ROW = re.compile(r'<td port="l(\d+)" align="left" bgcolor="(\w+)"[^>]*>'
                 r'<font color="\w+">(.*?)</font>')
# a row's second column: what the op waits for, all of it in the tooltip
WAITS = re.compile(r'<td port="l(\d+)"[^>]*>.*?</td><td align="left"(?: href="#w" '
                   r'tooltip="waits for ([^"]*)")?>')
WARNING = "!! WARNING: BAD PARALLEL SECTION INTRINSICS !!"
REGION_FILES = sorted(p.name for p in SPEC.glob("*.ll")
                      if "llvm.csa.parallel.region.entry(i32 " in p.read_text())


def line_of(path: Path, needle: str) -> int:
    """The (first) line of `path` that contains `needle`, so tests survive edits of headers."""
    for number, text in enumerate(path.read_text().splitlines(), 1):
        if needle in text:
            return number
    raise AssertionError(f"{needle!r} not in {path}")


def run_view(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = main(["view", *args])
    out, err = capsys.readouterr()
    return rc, out, err


def rows(dot: str) -> dict[int, tuple[str, str]]:
    """Line -> (background colour, label text) of every op row."""
    return {int(m.group(1)): (m.group(2), m.group(3)) for m in ROW.finditer(dot)}


def test_pre_ordering_st1_st2_st3(capsys: pytest.CaptureFixture[str]) -> None:
    rc, dot, err = run_view(capsys, str(ST), "--pre-ordering")
    assert rc == 0, err
    got = rows(dot)
    st1, st2, st3 = (line_of(ST, f"; <- {s}") for s in ("st1", "st2", "st3"))
    assert got[st1][0] == "white"
    assert got[st2][0] == got[st3][0] == "palegreen"
    assert "[section of r0]" in got[st2][1]
    # the intrinsics are intact in this view, drawn bold with their marker kind
    region_entry = line_of(ST, "= call i32 @llvm.csa.parallel.region.entry")
    section_exit = line_of(ST, "call void @llvm.csa.parallel.section.exit")
    assert "<b>" in got[region_entry][1] and "region entry of r0" in got[region_entry][1]
    assert "section exit of r0" in got[section_exit][1]
    assert got[section_exit][0] == "lightblue"  # inside the region, not a section point
    ret = line_of(ST, "ret void")
    assert got[ret][0] == "white"
    # lp2 (bb3 -> bb3) and lp1 (bb4 -> bb2) backedges are dashed; the other edges are not
    dashed = re.findall(r'"f0_b(\d+)" -> "f0_b(\d+)" \[style=dashed', dot)
    bb2, bb3 = line_of(ST, "%i = phi"), line_of(ST, "%j = phi")
    bb4 = line_of(ST, "call void @llvm.csa.parallel.region.exit")
    assert sorted(dashed) == sorted([(str(bb3), str(bb3)), (str(bb4), str(bb2))])
    assert dot.count(" -> ") == 6  # five CFG edges + none else (no ordering edges)
    assert WARNING not in dot


def test_pre_ordering_region_membership_ambiguous_in_red(
        capsys: pytest.CaptureFixture[str]) -> None:
    rc, dot, err = run_view(capsys, str(REGION_MEMBERSHIP), "--pre-ordering")
    assert rc == 0, err
    got = rows(dot)
    by_value = {v: line_of(REGION_MEMBERSHIP, f"store i32 {v}, ") for v in range(1, 6)}
    assert [got[by_value[v]][0] for v in (1, 2, 3)] == ["lightblue"] * 3
    assert got[by_value[4]][0] == "white"  # after the exit in bb3
    assert got[by_value[5]][0] == "red"  # bb4: ERROR, membership ambiguous
    assert "AMBIGUOUS r0 region" in got[by_value[5]][1]
    assert got[line_of(REGION_MEMBERSHIP, "ret void")][0] == "red"
    note = re.search(r'"f0_note" \[shape=note.*label="(.*)"\];', dot)
    assert note is not None
    assert note.group(1).startswith(WARNING)
    assert f"line {by_value[5]}: membership in region 0 ambiguous" in note.group(1)


@pytest.mark.parametrize("name", REGION_FILES)
def test_colours_are_the_rules_relations(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Every row's colour is what `inside` / `ambiguous_membership` say, nothing else."""
    path = SPEC / name
    rc, dot, err = run_view(capsys, str(path), "--pre-ordering")
    assert rc == 0, err
    outcome = derive(read_module(path), "standard")
    inside = outcome.result.relation("inside")
    ambiguous = {i for i, _, _ in outcome.result.relation("ambiguous_membership")}
    ambiguous |= {i for (i,) in outcome.result.relation("ambiguous_region_id")}
    orderable = {i for (i,) in outcome.facts["orderable"]}
    markers = {i for i, _, _ in outcome.result.relation("marker")}
    got = rows(dot)
    assert set(got) == orderable | markers
    for line, (colour, _) in got.items():
        if line in ambiguous:
            want = "red"
        elif any(i == line and lvl == "section" for i, _, lvl in inside):
            want = "palegreen"
        elif any(i == line for i, _, _ in inside):
            want = "lightblue"
        else:
            want = "white"
        assert colour == want, f"{name}:{line}"
    has_bad = bool(outcome.result.relation("bad_sections"))
    assert (WARNING in dot) == has_bad


def waits(dot: str) -> dict[int, dict[str, list[str]]]:
    """Line -> context ("" within the iteration, else the loop's label) -> the lines it
    waits for, from each row's waits column."""
    found: dict[int, dict[str, list[str]]] = {}
    for line, tip in WAITS.findall(dot):
        by_ctx: dict[str, list[str]] = {}
        for part in filter(None, tip.split("; ")):
            what, _, lines = part.partition(": ")
            ctx = "" if what == "within the iteration" else what.split("%")[-1]
            by_ctx[ctx] = lines.split()
        found[int(line)] = by_ctx
    return found


def test_ordered_view_lists_every_emitted_edge(capsys: pytest.CaptureFixture[str]) -> None:
    # (unversioned: the spec's outer loop holds its region, and a versioned copy would add
    # its own edges: tests/version/test_versioning_cli.py draws copies)
    rc, dot, err = run_view(capsys, str(ST), "--no-runtime-checks")
    assert rc == 0, err
    outcome = derive(read_module(ST))
    emitted = outcome.functions["st1_st2_st3"].emitted
    module = outcome.module
    want: dict[int, dict[str, list[str]]] = {}
    for p in emitted:
        ctx = "" if not p.ctx else next(b.label for b in module.function("st1_st2_st3").blocks
                                        if b.id == p.ctx)
        src = "entry" if p.src == module.function("st1_st2_st3").line else str(p.src)
        want.setdefault(p.dst, {}).setdefault(ctx, []).append(src)
    got = {line: by_ctx for line, by_ctx in waits(dot).items() if by_ctx}
    assert got == {line: {c: sorted(v, key=lambda x: (x != "entry", x)) for c, v in d.items()}
                   for line, d in want.items()}
    st2 = line_of(ST, "; <- st2")
    # st2 <- lp1 <- st3 is the one carried edge left after ordering; lp1's header is bb2
    assert [(line, ctx) for line, d in got.items() for ctx in d if ctx] == [(st2, "bb2")]
    assert '"f0_entry" [shape=oval, label="entry token"]' in dot
    assert "ordered memop CFG (standard)" in dot


def test_edges_between_blocks_are_one_arrow_per_pair_of_blocks(
        capsys: pytest.CaptureFixture[str]) -> None:
    rc, dot, err = run_view(capsys, str(ST))
    assert rc == 0, err
    arrows = re.findall(r'(\S+) -> (\S+) \[color="#[0-9a-f]+"[^\]]*tooltip="(\d+) edges?', dot)
    assert arrows and len(set((a, b) for a, b, _ in arrows)) == len(arrows)
    # none inside one block (those are listed in the rows only)
    assert all(a != b for a, b, _ in arrows)


def test_entry_read_through_loop_header_phis_is_drawn(capsys) -> None:
    """An op whose every edge is carried reads the entry token through the loop header's
    phi on the loop's first iteration: the entry token is not drawn without an edge."""
    path = REPO / "tests" / "lit" / "standard" / "loop_recurrence.ll"
    rc, dot, err = run_view(capsys, str(path))
    assert rc == 0, err
    load = line_of(path, "%v = load i32")
    assert waits(dot)[load] == {"loop": ["18"],
                                "the entry token, through loop-header phis": []}
    assert re.search(r'"f0_entry" -> "f0_b\d+" \[color="#[0-9a-f]+", style=dotted', dot)


def test_loop_option_draws_one_loop(capsys) -> None:
    path = REPO / "tests" / "inputs" / "gen" / "two_pointer.clang19.O2.ll"
    rc, whole, err = run_view(capsys, str(path), "-f", "partition")
    assert rc == 0, err
    rc, dot, err = run_view(capsys, str(path), "--loop", "86")
    assert rc == 0, err
    assert "@partition, loop %" in dot and "@reverse" not in dot
    assert set(rows(dot)) < set(rows(whole))
    for line, by_ctx in waits(dot).items():  # the rows keep all they wait for
        assert by_ctx == waits(whole)[line]
    rc, _, err = run_view(capsys, str(path), "--loop", "8")
    assert rc == 2 and "--loop 8: the line is in no loop of @reverse" in err
    rc, _, err = run_view(capsys, str(path), "--loop", "86", "-f", "reverse")
    assert rc == 2 and "the line is in @partition, not @reverse" in err


def test_ordered_view_in_linear_mode_keeps_membership(
        capsys: pytest.CaptureFixture[str]) -> None:
    rc, dot, err = run_view(capsys, str(ST), "--mode", "linear")
    assert rc == 0, err
    assert rows(dot)[line_of(ST, "; <- st2")][0] == "palegreen"
    assert "ordered memop CFG (linear)" in dot


def test_deterministic_and_dot_file_written_atomically(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "cfg.dot"
    target.write_text("old")
    assert main(["view", str(SPEC / "section_membership.ll"), "--pre-ordering",
                 "-o", str(target)]) == 0
    first = target.read_text()
    assert main(["view", str(SPEC / "section_membership.ll"), "--pre-ordering",
                 "-o", str(target)]) == 0
    assert target.read_text() == first and first.startswith("digraph memop_cfg {")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cfg.dot"]
    _rc, out, _err = run_view(capsys, str(SPEC / "section_membership.ll"), "--pre-ordering")
    assert out == first


def test_function_option_picks_one_cluster(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    two = tmp_path / "two.ll"
    two.write_text(ST.read_text() + "\n" + "\n".join(
        ln for ln in (SPEC / "usage_region_outside_section.ll").read_text().splitlines()
        if not ln.startswith("declare")) + "\n")
    rc, dot, err = run_view(capsys, str(two), "--pre-ordering")
    assert rc == 0, err
    assert "cluster_0" in dot and "cluster_1" in dot
    rc, dot, err = run_view(capsys, str(two), "--pre-ordering", "--function",
                            "usage_region_outside_section")
    assert rc == 0, err
    assert "cluster_1" not in dot and "@usage_region_outside_section" in dot
    assert "@st1_st2_st3" not in dot
    rc, _out, err = run_view(capsys, str(two), "--function", "nope")
    assert rc == 2
    assert err.count("\n") == 1 and "error: no function @nope" in err


def test_svg_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    if shutil.which("dot") is None:
        print("Graphviz dot is not installed: skipping the SVG test")
        pytest.skip("Graphviz dot is not installed")
    target = tmp_path / "cfg.svg"
    rc, _out, err = run_view(capsys, str(REGION_MEMBERSHIP), "--pre-ordering", "-o",
                             str(target))
    assert rc == 0, err
    svg = target.read_text()
    assert "<svg" in svg and "AMBIGUOUS r0 region" in svg
    assert 'fill="red"' in svg


def test_missing_dot_is_a_one_line_error_and_dot_text_still_works(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    rc, _out, err = run_view(capsys, str(ST), "-o", str(tmp_path / "cfg.svg"))
    assert rc == 2
    assert err.count("\n") == 1 and "Graphviz 'dot' is not on PATH" in err
    assert not (tmp_path / "cfg.svg").exists()
    rc, _out, err = run_view(capsys, str(ST), "-o", str(tmp_path / "cfg.gv"))
    assert rc == 0, err
    assert (tmp_path / "cfg.gv").read_text().startswith("digraph")


@pytest.mark.parametrize("case", ["syntax", "suffix", "ordered", "missing"])
def test_bad_input_exit_2_one_line(case: str, tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.ll"
    out = tmp_path / "cfg.dot"
    if case == "syntax":
        src.write_text("define void @f( {\n  ret void\n")
    elif case == "suffix":
        src = ST
        out = tmp_path / "cfg.txt"
    elif case == "ordered":
        src.write_text("declare i1 @llvm.csa.mementry()\ndeclare void @llvm.csa.inord(i1)\n"
                       "define void @f() {\n  %m = call i1 @llvm.csa.mementry()\n"
                       "  call void @llvm.csa.inord(i1 %m)\n  ret void\n}\n")
    else:
        src = tmp_path / "absent.ll"
    rc, _stdout, err = run_view(capsys, str(src), "-o", str(out))
    assert rc == 2
    assert err.count("\n") == 1 and ": error: " in err and "Traceback" not in err
    assert not out.exists()


PREFETCH_PARALLEL = REPO / "tests" / "inputs" / "gen" / "prefetch_parallel.clang19.O2.ll"


@pytest.mark.parametrize("args", [[], ["--pre-ordering"], ["--mode", "linear"]])
def test_one_function_per_run_draws_what_the_whole_module_run_draws(
        args: list[str], capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    # view evaluates a group of functions at a time; with a group per function the
    # drawing (colours from the region rules, emitted edges) must not change
    from csarules.order import pipeline

    _, grouped, _ = run_view(capsys, str(PREFETCH_PARALLEL), *args)
    monkeypatch.setattr(pipeline, "GROUP_LINES", 1)
    assert run_view(capsys, str(PREFETCH_PARALLEL), *args)[1] == grouped
    assert 'bgcolor="' in grouped and grouped.count("subgraph cluster") == 3


def test_function_option_runs_the_rules_on_that_function_only(
        capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    from csarules.engine.embedded import EmbeddedEngine

    runs: list[tuple[bool, list[str]]] = []
    real = EmbeddedEngine.run

    def spy(self, program, facts=None):
        runs.append((self.provenance, sorted({f for _, f, *_ in facts["instr"]})))
        return real(self, program, facts)

    monkeypatch.setattr(EmbeddedEngine, "run", spy)
    module = read_module(PREFETCH_PARALLEL)
    last = module.functions[-1].name
    rc, out, _ = run_view(capsys, str(PREFETCH_PARALLEL), "-f", last)
    assert rc == 0 and out.count("subgraph cluster") == 1
    assert runs == [(False, [last])]
