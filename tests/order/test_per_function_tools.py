"""`edges`, `edges --json`, `why` and `diff` evaluate per group of functions (and `why`
on one function, without provenance) yet print the bytes the whole-module run with
provenance printed: the oracle here is that old path, called directly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from csarules.cli import main
from csarules.order import ordering, pipeline
from csarules.order.pipeline import derive, edges_document
from csarules.version.hook import Versioning

REPO = Path(__file__).resolve().parents[2]
GEN = REPO / "tests" / "inputs" / "gen"
# multi-function modules: loops with carried edges, disjoint pairs, warnings, a region
FILES = [GEN / "two_pointer.clang19.O2.ll", GEN / "atomics.clang19.O2.ll",
         GEN / "may_alias.clang19.O2.ll", REPO / "examples" / "parallel_loop.ll"]
TWO_POINTER = FILES[0]
IDEA = REPO / "examples" / "loads_skip_carried_stores.dl"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def _old_edges_text(path: Path) -> str:
    """What `edges` printed before: the text form of the whole module's document."""
    outcome = derive(ordering.read_unordered(path))
    lines = []
    for func in edges_document(outcome)["functions"]:
        lines.append(f"@{func['name']} ({outcome.mode}): {len(func['required'])} required, "
                     f"{len(func['emitted'])} emitted, {len(func['released'])} released")
        for kind, label in (("emitted", "edge"), ("released", "released")):
            for item in func[kind]:
                carried = f" [carried by %{item['carried_by']}]" if item["carried_by"] else ""
                note = f" ({item.get('reason')})" if kind == "released" else ""
                lines.append(f"  {label:8} {item['src']['line']:>5} -> "
                             f"{item['dst']['line']:<5}{carried}{note}  {item['dst']['text']}")
    return "".join(line + "\n" for line in lines)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_edges_text_is_the_whole_module_runs(path: Path, capsys) -> None:
    # (the unversioned module: the old text knows no copies of versioned nests)
    code, out, _ = _run(capsys, "edges", "--no-runtime-checks", str(path))
    assert code == 0
    assert out == _old_edges_text(path)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_edges_json_is_the_whole_module_document(path: Path, capsys) -> None:
    code, out, _ = _run(capsys, "edges", "--json", str(path))
    assert code == 0
    doc = edges_document(derive(ordering.read_unordered(path, versioning=Versioning())))
    assert out == json.dumps(doc, indent=2) + "\n"


def _whole_module(module, func, mode=None, engine="embedded", souffle_path=None, rules=None,
                  targets=None, facts=None):
    return derive(module, mode, engine, souffle_path, rules=rules)


WHY = [
    ("86", "74", "--carried-by", "7"),  # a carried edge of @partition, one context
    ("86", "74"),
    ("26", "27"),  # within one iteration
    ("45", "50"),  # no pair: same_iteration_disjoint explains why
    ("26", "23"),  # no pair: carried_disjoint explains why
    ("43", "45"),  # no pair, nothing disjoint
    ("7", "17"),  # from the entry token (`define` line)
]


@pytest.mark.parametrize("pair", WHY, ids=" ".join)
def test_why_is_the_whole_module_runs(pair: tuple[str, ...], capsys, monkeypatch) -> None:
    new = _run(capsys, "why", str(TWO_POINTER), *pair)
    monkeypatch.setattr(pipeline, "derive_function", _whole_module)
    assert new == _run(capsys, "why", str(TWO_POINTER), *pair)
    assert new[0] == 0 and new[1], new[2]


@pytest.mark.parametrize("pair, error", [
    (("7", "43"), "line 7 is in @"),  # the two lines in different functions
    (("1", "23"), "line 1 holds `; ModuleID"),  # a line outside every function
])
def test_why_refuses_lines_of_no_one_pair(pair, error: str, capsys) -> None:
    code, out, err = _run(capsys, "why", str(TWO_POINTER), *pair)
    assert (code, out) == (2, "")
    assert error in err and len(err.splitlines()) == 1


def _spy_provenance_runs(monkeypatch) -> list[list[str]]:
    """The functions whose facts each engine run for explaining (with provenance, or,
    since explain works out a tuple's heights from its cone, with `targets`) was given."""
    from csarules.engine.embedded import EmbeddedEngine

    seen: list[list[str]] = []
    real = EmbeddedEngine.run

    def spy(self, program, facts=None):
        if self.provenance or self.targets is not None:
            seen.append(sorted({func for _, func, *_ in facts["instr"]}))
        return real(self, program, facts)

    monkeypatch.setattr(EmbeddedEngine, "run", spy)
    return seen


def test_why_explains_from_one_functions_facts(monkeypatch) -> None:
    seen = _spy_provenance_runs(monkeypatch)
    main(["why", str(TWO_POINTER), "86", "74"])
    assert seen == [["partition"]]


def _old_diff(module, mode=None, engine="embedded", souffle_path=None, rules=None, **_):
    return derive(module, mode, engine, souffle_path, rules=rules)


def test_diff_is_the_whole_module_runs(capsys, monkeypatch) -> None:
    argv = ["diff", "--rules", str(IDEA), *map(str, FILES)]
    new = _run(capsys, *argv)
    monkeypatch.setattr(pipeline, "derive_by_groups", _old_diff)
    assert new == _run(capsys, *argv)
    assert "carried by" in new[1]


@pytest.mark.parametrize("idea, explained", [
    ("guarded_sides.dl", []),  # no race: nothing to explain, no provenance run
    ("guarded_sides_wrong.dl", [["reverse"]]),  # a race: its one function, once
])
def test_try_explains_only_a_raced_function(idea: str, explained: list, monkeypatch) -> None:
    from csarules.trial.compare import RuleSet, compare_file

    seen = _spy_provenance_runs(monkeypatch)
    trial = compare_file(str(REPO / "benchmarks" / "kernels" / "reverse.ll"),
                         RuleSet(rules=str(REPO / "examples" / idea)), RuleSet(), (1,))
    races = [r for ft in trial.functions for r in ft.introduced]
    assert seen == explained
    assert bool(races) == bool(explained)
    assert all("relax rule at" in r.released_by for r in races)
