"""`csarules order FILES|DIRS -d OUTDIR [-j N]`: whole projects, in a process pool."""

from __future__ import annotations

import os
import pty
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GEN = ROOT / "tests" / "inputs" / "gen"
# small modules of different shapes: loops, calls, atomics, typed pointers, TBAA
MODULES = ["atomics.clang19.O2.ll", "call_in_loop.clang14.O2.ll", "diamond.clang19.O2.ll",
           "histogram.clang19.O2unroll.ll", "may_alias.clang19.O2.ll",
           "two_pointer.clang14.O1.ll"]
CORRUPT = "define void @f() {\n  %x = bogus i32 0\n  ret void\n}\n"


def run(*args: str | Path, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "csarules", *map(str, args)],
                          capture_output=True, text=True, cwd=cwd, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """src/ with the modules, two of them in a subdirectory."""
    src = tmp_path / "src"
    (src / "sub").mkdir(parents=True)
    for k, name in enumerate(MODULES):
        shutil.copy(GEN / name, src / ("sub" if k % 3 == 0 else ".") / name)
    return src


def tree(directory: Path) -> dict[str, bytes]:
    return {p.relative_to(directory).as_posix(): p.read_bytes()
            for p in sorted(directory.rglob("*")) if p.is_file()}


def test_two_workers_write_what_one_writes_and_what_single_file_order_prints(
        project: Path, tmp_path: Path) -> None:
    one = run("order", project, "-d", tmp_path / "one", "-j", "1")
    two = run("order", project, "-d", tmp_path / "two", "-j", "2")
    assert one.returncode == 0 and two.returncode == 0, one.stderr + two.stderr
    assert one.stderr == two.stderr
    written = tree(tmp_path / "two")
    assert written == tree(tmp_path / "one")
    assert sorted(written) == sorted(p.relative_to(project).as_posix()
                                     for p in project.rglob("*.ll"))
    alone = run("order", project / "sub" / MODULES[0])
    assert alone.returncode == 0, alone.stderr
    assert written[f"sub/{MODULES[0]}"].decode() == alone.stdout


def test_a_corrupt_file_is_reported_and_the_others_are_written(
        project: Path, tmp_path: Path) -> None:
    bad = project / "sub" / "broken.ll"
    bad.write_text(CORRUPT)
    before = tree(project)
    out = tmp_path / "out"
    done = run("order", project, "-d", out, "-j", "2")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    errors = [line for line in done.stderr.splitlines() if ": error: " in line]
    assert errors == [errors[0]] and errors[0].startswith(f"{bad}:2: error: ")
    assert done.stderr.splitlines()[-1] == \
        f"csarules order: 1 of {len(MODULES) + 1} files not ordered"
    assert sorted(tree(out)) == sorted(k for k in before if k != "sub/broken.ll")
    assert tree(project) == before  # inputs untouched


def test_files_and_directories_name_their_outputs(project: Path, tmp_path: Path) -> None:
    # a file given relative to the working directory keeps its relative path; files of a
    # directory keep theirs below it; an OUTDIR inside the input directory is not input
    out = project / "ordered"
    done = run("order", "src/sub", f"src/{MODULES[1]}", "-d", out, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    subs = sorted(p.name for p in (project / "sub").glob("*.ll"))
    assert sorted(tree(out)) == sorted([*subs, f"src/{MODULES[1]}"])
    again = run("order", project, "-d", out, "-j", "1")
    assert again.returncode == 0, again.stderr
    assert not any(k.startswith("ordered/") for k in tree(out))


def test_piped_output_is_plain_and_a_terminal_gets_a_progress_bar(
        project: Path, tmp_path: Path) -> None:
    project.joinpath("broken.ll").write_text(CORRUPT)
    piped = run("order", project, "-d", tmp_path / "piped")
    assert piped.returncode == 2
    assert "\x1b[" not in piped.stderr and "\r" not in piped.stderr
    main, follower = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "csarules", "order", str(project), "-d",
                             str(tmp_path / "tty")], stdout=subprocess.DEVNULL,
                            stderr=follower, cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100"})
    os.close(follower)
    shown = b""
    while True:
        try:
            chunk = os.read(main, 4096)
        except OSError:  # the terminal closed: the command ended
            break
        if not chunk:
            break
        shown += chunk
    os.close(main)
    assert proc.wait(timeout=600) == 2
    text = shown.decode(errors="replace")
    assert f"{len(MODULES) + 1}/{len(MODULES) + 1} files" in text and "1 failed" in text
    # the functions too, those of the file that failed counted as done
    functions = sum(p.read_text().count("define ") for p in project.rglob("*.ll"))
    assert f"{functions}/{functions} functions" in text
    assert tree(tmp_path / "tty") == tree(tmp_path / "piped")


@pytest.mark.parametrize(("args", "needle"), [
    (["a.ll", "b.ll"], "need -d OUTDIR"),
    (["DIR"], "need -d OUTDIR"),
    (["a.ll", "-o", "x.ll", "-d", "out"], "-o and -d exclude each other"),
])
def test_usage_errors_are_one_line(args: list[str], needle: str, project: Path) -> None:
    args = [str(project) if a == "DIR" else a for a in args]
    done = run("order", *args, cwd=project)
    assert done.returncode == 2
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("csarules order: error: "), lines
    assert needle in lines[0]


def test_an_output_that_is_an_input_is_refused(project: Path) -> None:
    before = tree(project)
    # OUTDIR = the input directory: every output would be its own input
    done = run("order", project, "-d", project, "-j", "2")
    assert done.returncode == 2
    assert tree(project) == before
    assert done.stderr.count("output is the input file") == len(MODULES)


def test_a_missing_input_does_not_stop_the_others(project: Path, tmp_path: Path) -> None:
    done = run("order", project / "nope.ll", project / MODULES[1], "-d", tmp_path / "o")
    assert done.returncode == 2
    assert f"{project / 'nope.ll'}: error: cannot read input" in done.stderr
    # a file outside the working directory is written under its name
    assert sorted(tree(tmp_path / "o")) == [MODULES[1]]
