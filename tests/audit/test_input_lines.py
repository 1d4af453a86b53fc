"""On a module with loop markers, the commands run on its expansion but speak of the input
file's lines (as `sim` does), and every warning they print is in `edges --json`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from csarules.cli import main

REPO = Path(__file__).resolve().parents[2]
BUILTINS = REPO / "tests" / "lit" / "builtins"
# (spmdization_kind_with_backslash.ll is refused: its error is tested beside it)
MARKED = sorted(p for p in BUILTINS.glob("*.ll") if "builtin_csa_" in p.read_text()
                and p.name != "spmdization_kind_with_backslash.ll")
SPEC = REPO / "tests" / "inputs" / "spec"
WARNED = MARKED + sorted(SPEC.glob("*.ll"))
WARNING = re.compile(r"^(.*?):(\d+): warning: (.*)$")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("path", MARKED, ids=lambda p: p.name)
def test_edges_name_lines_of_the_input(path: Path, capsys) -> None:
    code, out, err = run(capsys, "edges", "--json", str(path))
    assert code == 0, err
    lines = path.read_text().splitlines()
    points = [item[end] for func in json.loads(out)["functions"]
              for kind in ("required", "emitted", "released") for item in func[kind]
              for end in ("src", "dst")]
    assert points
    for point in points:
        assert point["line"] is not None, point
        assert lines[point["line"] - 1].strip() == point["text"]


def test_edges_text_and_why_take_input_lines(capsys) -> None:
    path = BUILTINS / "parallel_loop.ll"
    lines = path.read_text().splitlines()
    load = 1 + next(i for i, t in enumerate(lines) if "= load i32, ptr %10" in t)
    store = 1 + next(i for i, t in enumerate(lines) if "store i32 %12, ptr %13" in t)
    marker = 1 + next(i for i, t in enumerate(lines) if "@builtin_csa_parallel_loop_()" in t)
    _, out, _ = run(capsys, "edges", str(path))
    assert f"  edge     {load:>5} -> {store:<5}" in out
    code, out, _ = run(capsys, "why", str(path), str(load), str(store), "--brief")
    assert code == 0
    assert out.startswith(f"Line {store} (store to %13) waits for line {load} (load of %10)")
    code, out, err = run(capsys, "why", str(path), str(marker), str(store))
    assert (code, out) == (2, "")
    assert f"line {marker} holds `tail call void @builtin_csa_parallel_loop_() #2`, which the " \
           "loop-builtin expansion removes" in err


@pytest.mark.parametrize("path", WARNED, ids=lambda p: p.name)
def test_every_printed_warning_is_in_the_json(path: Path, capsys) -> None:
    code, _, err = run(capsys, "edges", str(path))
    assert code == 0, err
    printed = []
    for line in err.splitlines():
        found = WARNING.match(line)
        assert found, line
        printed.append((int(found.group(2)), found.group(3)))
    _, out, _ = run(capsys, "edges", "--json", str(path))
    listed = [(w["line"], w["message"]) for func in json.loads(out)["functions"]
              for w in func["warnings"]]
    assert sorted(printed) == sorted(listed)


def test_the_loop_storage_warning_is_under_its_function(capsys) -> None:
    path = BUILTINS / "local_storage.ll"
    _, out, err = run(capsys, "edges", "--json", str(path))
    message = "!! WARNING: ITERATION-LOCAL STORAGE DETECTED IN A PARALLELIZED LOOP !!"
    (func,) = json.loads(out)["functions"]
    line = 1 + next(i for i, t in enumerate(path.read_text().splitlines())
                    if "llvm.lifetime.start" in t and "call" in t)
    assert func["warnings"] == [{"line": line, "message": message}]
    assert f"{path}:{line}: warning: {message}" in err
