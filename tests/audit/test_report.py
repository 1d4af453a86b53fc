"""`csarules report`: the page's data is the ordering's (every edge, released pair, pair
left unordered and warning), its sentences are `why`'s, and the page needs nothing from
outside itself. (tests/audit/test_report_browser.py opens it in a browser.)"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from csarules.cli import main

REPO = Path(__file__).resolve().parents[2]
GEMM = REPO / "tests" / "inputs" / "audit" / "gemm.ll"
LIT = REPO / "tests" / "lit"
DATA = re.compile(r'<script type="application/json" id="data">(.*?)</script>', re.S)


def report(capsys, tmp_path: Path, path: Path, *args: str) -> tuple[str, dict]:
    out = tmp_path / "page.html"
    code = main(["report", str(path), "-o", str(out), *args])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    html = out.read_text(encoding="utf-8")
    return html, json.loads(DATA.search(html).group(1))


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def pairs_of(func: dict) -> set[tuple]:
    """(src line, dst line, carried_by) of a page function's edges, in input lines."""
    ops, loops, flat = func["ops"], func["loops"], func["edges"]
    found = set()
    for k in range(0, len(flat), 5):
        src, dst, ctx = flat[k:k + 3]
        found.add((func["line"] if src < 0 else ops[src][1], ops[dst][1],
                   loops[ctx - 1] if ctx else None))
    return found


@pytest.fixture(scope="module")
def gemm(tmp_path_factory) -> tuple[str, dict]:
    out = tmp_path_factory.mktemp("report") / "gemm.html"
    assert main(["report", str(GEMM), "-o", str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    return html, json.loads(DATA.search(html).group(1))


def test_every_edge_of_edges_is_in_the_page(gemm, capsys) -> None:
    _, doc = gemm
    code, out, _ = run(capsys, "edges", "--json", str(GEMM))
    assert code == 0
    edges = {f["name"]: {(e["src"]["line"], e["dst"]["line"], e["carried_by"])
                         for e in f["emitted"]} for f in json.loads(out)["functions"]}
    assert {f["name"]: pairs_of(f) for f in doc["functions"]} == edges
    assert sum(map(len, edges.values())) > 100


def test_sentences_are_whys(gemm, capsys) -> None:
    """The page's sentence of an edge is the one `why` opens with for that pair."""
    _, doc = gemm
    func = next(f for f in doc["functions"] if f["name"] == "kernel_gemm")
    ops, flat = func["ops"], func["edges"]
    checked = 0
    for k in range(0, len(flat), 5 * 37):  # a spread of the function's edges
        src, dst, ctx, _, der = flat[k:k + 5]
        if der < 0:
            continue
        args = [str(func["line"]) if src < 0 else line_arg(ops[src]), line_arg(ops[dst])]
        if ctx:
            args += ["--carried-by", func["loops"][ctx - 1]]
        code, out, _ = run(capsys, "why", str(GEMM), *args, "--brief")
        assert code == 0
        assert doc["der"][der][0] in out.splitlines()
        checked += 1
    assert checked >= 5


def line_arg(op: list) -> str:
    """An op's line as `why` takes it: N' for an op of a versioned nest's copy."""
    return f"{op[1]}'" if op[7] else str(op[1])


def test_a_copys_ops_are_named_by_the_lines_they_copy(gemm) -> None:
    """gemm's loops are versioned: the copy's ops carry the input line of the op they copy
    (its text renamed) and the copy's header label."""
    _, doc = gemm
    kernel = next(f for f in doc["functions"] if f["name"] == "kernel_gemm")
    copied = [op for op in kernel["ops"] if op[7]]
    originals = {op[1]: op for op in kernel["ops"] if not op[7]}
    assert copied and all(op[7].startswith("csa.v") for op in copied)
    for op in copied:
        assert op[1] in originals
        assert re.sub(r"%csa\.v\d+\.", "%", op[2]) == originals[op[1]][2]
        assert op[6] == originals[op[1]][6]  # the same C line


def test_trees_are_tables_of_shared_nodes(gemm) -> None:
    _, doc = gemm
    nodes = doc["nodes"]
    for index, (atom, rule, _height, children) in enumerate(nodes):
        assert atom and all(c < index for c in children)  # children written first
        assert rule in (-1, -2) or 0 <= rule < len(doc["rules"])
    roots = [root for _, root in doc["der"]]
    assert len(nodes) < 12 * len(roots)  # shared: an edge's tree is ~40 nodes unshared
    for location, _number, _text in doc["rules"]:
        file = location.rpartition(":")[0]
        assert file.startswith("rules/") and doc["rule_files"][file]


def test_c_source_from_the_debug_locations(gemm) -> None:
    _, doc = gemm
    (source,) = [s for s in doc["sources"] if s["name"] == "./gemm.c"]
    assert source["lines"] == (GEMM.parent / "gemm.c").read_text().splitlines()
    kernel = next(f for f in doc["functions"] if f["name"] == "kernel_gemm")
    lines = [op[6][1] for op in kernel["ops"] if op[6] is not None]
    text = source["lines"]
    assert any("C[i][j] += alpha * A[i][k] * B[k][j];" in text[line - 1] for line in lines)
    # each op is at its input line too (the IR view)
    ir = GEMM.read_text().splitlines()
    for op in kernel["ops"]:
        name = op[3].split(" ", 1)[0]
        if op[7]:  # a copy's values are the originals' renamed
            name = re.sub(r"%csa\.v\d+\.", "%", name)
        assert ir[op[1] - 1].strip().startswith(name)


def test_a_missing_source_file_is_said_and_the_ir_shown(capsys, tmp_path: Path) -> None:
    alone = tmp_path / "gemm.ll"
    shutil.copy(GEMM, alone)
    _, doc = report(capsys, tmp_path, alone, "-f", "kernel_gemm")
    (source,) = [s for s in doc["sources"] if s["name"] == "./gemm.c"]
    assert source["lines"] is None
    assert "the source file ./gemm.c named by the debug information was not found: the " \
           "IR is shown instead" == source["note"]


def test_without_debug_information_the_ir(capsys, tmp_path: Path) -> None:
    _, doc = report(capsys, tmp_path, LIT / "standard" / "loop_recurrence.ll")
    assert doc["sources"] == []
    (func,) = doc["functions"]
    assert func["ir_lines"][0].startswith("define void @recurrence(")
    assert all(op[6] is None for op in func["ops"])


def test_the_page_asks_for_nothing_outside_itself(gemm) -> None:
    html, _ = gemm
    assert "default-src 'none'" in html  # a browser refuses any request the page makes
    for pattern in (r"<link\b", r"<img\b", r"<iframe\b", r"\bsrc=", r"url\(", r"@import",
                    r"\bfetch\(", r"XMLHttpRequest", r"https?://(?!www\.w3\.org/)"):
        assert not re.search(pattern, html), pattern


def test_the_page_is_the_same_every_time(gemm, capsys, tmp_path: Path) -> None:
    html, _ = gemm
    again, _ = report(capsys, tmp_path, GEMM)
    assert again == html


def test_released_pairs_and_warnings(capsys, tmp_path: Path) -> None:
    _, doc = report(capsys, tmp_path, LIT / "builtins" / "local_storage.ll")
    (func,) = doc["functions"]
    assert func["released"] and all(r[3] == "parallel_section" for r in func["released"])
    assert any(doc["der"][r[4]][0].endswith("released by parallel_section "
                                            "(rules/regions.dl:322).")
               for r in func["released"] if r[4] >= 0)
    assert [w[1] for w in func["warnings"]] == [
        "!! WARNING: ITERATION-LOCAL STORAGE DETECTED IN A PARALLELIZED LOOP !!"]
    assert any("loop builtins were expanded" in note for note in doc["notes"])


def test_pairs_left_unordered_have_their_disjointness(capsys, tmp_path: Path) -> None:
    _, doc = report(capsys, tmp_path, LIT / "standard" / "crossing_swap.ll")
    (func,) = doc["functions"]
    ops = func["ops"]
    found = {(ops[a][1], ops[b][1], relation) for a, b, _, relation, _ in func["unordered"]}
    assert (22, 18, "carried_disjoint") in found
    der = next(u[4] for u in func["unordered"] if (ops[u[0]][1], ops[u[1]][1]) == (22, 18))
    assert "continues only while its lower index is below its upper one" in doc["der"][der][0]


def test_the_derivation_budget(capsys, tmp_path: Path) -> None:
    # (unversioned: the copies' released pairs, asked first, would take the whole budget)
    _, doc = report(capsys, tmp_path, GEMM, "-f", "kernel_gemm", "--derivations", "5",
                    "--no-runtime-checks")
    (func,) = doc["functions"]
    ders = [func["edges"][k + 4] for k in range(0, len(func["edges"]), 5)]
    assert func["derived"] == 5 == len(doc["der"]) and func["wanted"] > 5
    # each waiting op's first edge before any op's second
    firsts = {func["edges"][k + 1] for k in range(0, len(func["edges"]), 5)
              if func["edges"][k + 4] >= 0}
    assert len(firsts) == 5 and sorted(d for d in ders if d >= 0) == list(range(5))
    _, doc = report(capsys, tmp_path, GEMM, "-f", "kernel_gemm", "--derivations", "0")
    assert doc["der"] == [] and doc["nodes"] == []


def test_the_cfg_is_inline_svg_or_says_why_not(gemm, capsys, tmp_path: Path) -> None:
    _, doc = gemm
    kernel = next(f for f in doc["functions"] if f["name"] == "kernel_gemm")
    assert kernel["svg"].startswith("<svg") and 'href="#l' in kernel["svg"]
    _, doc = report(capsys, tmp_path, GEMM, "-f", "kernel_gemm", "--cfg-blocks", "3")
    (func,) = doc["functions"]
    assert func["svg"] is None
    # 22 blocks, and 20 more for the versioned nest's check and copy
    assert func["svg_note"].startswith("not drawn: 42 blocks (--cfg-blocks 3)")


def test_the_simulation_summary(capsys, tmp_path: Path) -> None:
    args = GEMM.with_name("gemm.ll.args")
    _, doc = report(capsys, tmp_path, GEMM, "--args", str(args))
    sims = {f["name"]: f["sim"] for f in doc["functions"]}
    assert sims["main"] is None  # the file sets up kernel_gemm only
    sim = sims["kernel_gemm"]
    assert sim["cycles"] > sim["oracle"] > 0 and sim["race_count"] == 0 and sim["matches"]
    code, out, _ = run(capsys, "sim", str(GEMM), "--entry", "kernel_gemm", "--json")
    assert json.loads(out)["cycles"] == sim["cycles"]


@pytest.mark.parametrize(("args", "message"), [
    (("-f", "nope"), "no function @nope defined (functions: kernel_gemm, main)"),
    (("--args", "missing.args"), "cannot read arguments file"),
])
def test_bad_input_is_one_line(args, message: str, capsys, tmp_path: Path) -> None:
    out = tmp_path / "page.html"
    code, _, err = run(capsys, "report", str(GEMM), "-o", str(out), *args)
    assert code == 2 and err.count("\n") == 1 and message in err, err
    assert not out.exists()


def test_the_input_is_never_the_output(capsys, tmp_path: Path) -> None:
    copy = tmp_path / "gemm.ll"
    shutil.copy(GEMM, copy)
    code, _, err = run(capsys, "report", str(copy), "-o", str(copy))
    assert code == 2 and copy.read_text() == GEMM.read_text()
    code, _, err = run(capsys, "report", str(copy))  # default: beside it, gemm.html
    assert code == 0 and (tmp_path / "gemm.html").is_file()
