"""`-j N` inside one module: `order`, `edges`, `diff` and `try` evaluate the groups of
functions of a large module in N worker processes and print the bytes `-j 1` prints
(warnings and errors included); with several files, `order -d` writes the same tree."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))
from scale_gen import generate  # noqa: E402

IDEA = ROOT / "examples" / "loads_skip_carried_stores.dl"
# a variadic function: `va_arg` is an instruction the ordering refuses (a one-line error)
BAD = """
define i32 @bad{k}(ptr %ap) {{
  %v = va_arg ptr %ap, i32
  ret i32 %v
}}
"""


# a parallel loop without memory: the expansion warns (and adds no region)
WARNS = """\
define i32 @f(i32 %n) {
entry:
  call void @builtin_csa_parallel_loop_()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %i1
}

declare void @builtin_csa_parallel_loop_()
"""


def run(*args: str | Path, cwd: Path = ROOT) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "csarules", *map(str, args)],
                          capture_output=True, cwd=cwd, timeout=900,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})


@pytest.fixture(scope="module")
def large(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A module of many functions, in three groups or more (a pool is used for it)."""
    path = tmp_path_factory.mktemp("gen") / "many.ll"
    path.write_text(generate("functions", 9000, seed=5))
    return path


def tree(directory: Path) -> dict[str, bytes]:
    return {p.relative_to(directory).as_posix(): p.read_bytes()
            for p in sorted(directory.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("args", [
    ["order"], ["edges"], ["edges", "--json"], ["diff", "--rules", str(IDEA)],
    ["try", str(IDEA), "--seeds", "0"],
], ids=["order", "edges", "edges-json", "diff", "try"])
def test_one_large_module_prints_the_same_bytes_whatever_the_jobs(
        args: list[str], large: Path) -> None:
    if args[0] == "try":  # (its corpus follows the idea)
        runs = [run(*args[:2], large, *args[2:], "-j", n) for n in ("1", "2", "3")]
    else:
        runs = [run(*args, large, "-j", n) for n in ("1", "2", "3")]
    # (`try` exits 3, "not verified": the module's functions take arguments it lacks)
    assert runs[0].returncode == (3 if args[0] == "try" else 0), runs[0].stderr.decode()
    assert len(runs[0].stdout) > 10_000
    for other in runs[1:]:
        assert (other.returncode, other.stdout, other.stderr) == \
            (runs[0].returncode, runs[0].stdout, runs[0].stderr)


def test_the_error_is_the_one_met_first_in_the_module(large: Path, tmp_path: Path) -> None:
    # two bad functions: one early, one in the module's last group; whatever group a
    # worker reaches first, the error reported is the first in the module
    text = large.read_text()
    cut = text.index("\ndefine ", len(text) // 10)
    bad = tmp_path / "bad.ll"
    bad.write_text(text[:cut] + BAD.format(k=1) + text[cut:] + BAD.format(k=2))
    first = text[:cut].count("\n") + BAD.count("\n") - 2  # the line of the first va_arg
    out = tmp_path / "out.ll"
    runs = [run("order", bad, "-o", out, "-j", n) for n in ("1", "2", "3")]
    for done in runs:
        assert done.returncode == 2
        assert done.stderr.decode() == f"{bad}:{first}: error: unsupported instruction " \
            "'va_arg'\n"
        assert not out.exists()


def test_a_project_with_a_large_module_writes_the_same_tree(large: Path,
                                                             tmp_path: Path) -> None:
    src = tmp_path / "src"
    (src / "sub").mkdir(parents=True)
    (src / "many.ll").write_bytes(large.read_bytes())
    for name in ("atomics.clang19.O2.ll", "diamond.clang19.O2.ll"):
        (src / "sub" / name).write_bytes((ROOT / "tests" / "inputs" / "gen" / name)
                                         .read_bytes())
    (src / "broken.ll").write_text("define void @f() {\n  %x = bogus i32 0\n  ret void\n}\n")
    (src / "warns.ll").write_text(WARNS)
    (src / "sub" / "warns.ll").write_text(WARNS)
    runs = [run("order", src, "-d", tmp_path / f"j{n}", "-j", n) for n in ("1", "2", "3")]
    assert runs[0].returncode == 2
    err = runs[0].stderr.decode().splitlines()
    assert err[-1] == "csarules order: 1 of 6 files not ordered"
    # the expansion's warnings too are listed at the end, in input order
    assert [line.split(":")[0] for line in err if ": warning: " in line] == \
        [str(src / "warns.ll"), str(src / "sub" / "warns.ll")]
    written = tree(tmp_path / "j1")
    assert sorted(written) == ["many.ll", "sub/atomics.clang19.O2.ll",
                               "sub/diamond.clang19.O2.ll", "sub/warns.ll", "warns.ll"]
    assert written["many.ll"] == run("order", large).stdout
    for n, done in zip(("2", "3"), runs[1:], strict=True):
        assert (done.returncode, done.stderr) == (runs[0].returncode, runs[0].stderr)
        assert tree(tmp_path / f"j{n}") == written


def test_the_corpus_writes_the_same_tree_and_reports(tmp_path: Path) -> None:
    corpus = ROOT / "tests" / "inputs"
    runs = [run("order", corpus, "-d", tmp_path / f"j{n}", "-j", n) for n in ("1", "2", "3")]
    assert b": warning: " in runs[0].stderr and b": error: " in runs[0].stderr
    written = tree(tmp_path / "j1")
    assert len(written) > 100
    for n, done in zip(("2", "3"), runs[1:], strict=True):
        assert (done.returncode, done.stderr) == (runs[0].returncode, runs[0].stderr)
        assert tree(tmp_path / f"j{n}") == written
