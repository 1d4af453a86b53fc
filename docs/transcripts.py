"""The console transcripts of README.md and the pages of docs/: read them, re-run them,
rewrite them.

A ```console block holds `$ COMMAND` lines, each followed by its output (what a terminal
shows: stderr, then stdout, without progress lines), and optionally `$ echo $?` followed
by the exit status. A command ending in `\\` continues on the next line. An output line
`...` stands for any number of lines (a long module, a build's chatter); decimal seconds
(`1.23 s`) and the sizes `rules check` prints compare as placeholders.

`csarules ...` commands without shell syntax run in this process (fast); the others (a
pipe, a redirection, `clang-19`, `cmake`, `make`, `souffle` ...) run under bash, with a
`csarules` on PATH that runs this checkout. Only the programs in ALLOWED may be named, so
a page cannot remove files. A page's commands run in order in one scratch directory whose
`examples`, `benchmarks`, `tests`, `rules` and `docs` are links to the repository's, so
what a page writes stays out of the checkout; a page holding the line ROOT_MARK runs
from the repository root instead (it must only read).

tests/docs/test_docs_pages.py checks every page against fresh runs; after a change that
legitimately alters the outputs,

    python docs/transcripts.py docs/PAGE.md

rewrites the page's outputs from real runs (`...` lines are kept where they still match).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"```console\n(.*?)```", re.S)
ROOT_MARK = "<!-- transcripts: run from the repository root -->"
LINKED = ("examples", "benchmarks", "tests", "rules", "docs")
# Programs a page may run. No rm, mv, or anything that writes outside the scratch directory.
ALLOWED = frozenset({
    "csarules", "clang-19", "clang-14", "opt-19", "llvm-dis-19", "souffle", "cmake", "make",
    "cat", "head", "tail", "grep", "ls", "cmp", "diff", "touch", "wc", "sort", "echo", "cd",
    "mkdir", "true",
})
# Tools a page's commands need besides csarules, found in its commands' words.
TOOLS = ("clang-19", "clang-14", "opt-19", "llvm-dis-19", "souffle", "cmake", "make")
_SHELL = re.compile(r"[|<>;&$`()*?]")
_ASSIGN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
# Sizes of the shipped rule set change with any rule added anywhere; a transcript of
# `rules check` is about its verdict, so these figures are compared as N. Durations
# change from run to run.
_SIZES = re.compile(r"ok: \d+ relations, \d+ rules, \d+ strata")
_SECONDS = re.compile(r"\b\d+\.\d+ s\b")
_ELLIPSIS = "..."


@dataclass
class Step:
    command: str  # without the leading "$ "
    output: str
    status: str | None  # the line after `$ echo $?`, if any


def steps(text: str) -> list[Step]:
    found: list[Step] = []
    for block in BLOCK.findall(text):
        status_next = False
        continued = False
        lines: list[str] = []
        for line in block.splitlines():
            if continued:
                found[-1].command += " " + line.strip().removesuffix("\\").strip()
                continued = line.rstrip().endswith("\\")
            elif status_next:
                found[-1].status = line.strip()
                status_next = False
            elif line.startswith("$ echo $?"):
                status_next = True
            elif line.startswith("$ "):
                command = line[2:].rstrip()
                continued = command.endswith("\\")
                found.append(Step(command.removesuffix("\\").strip(), "", None))
                lines = []
            elif not found:
                raise ValueError(f"output before any command: {line}")
            else:
                lines.append(line)
                found[-1].output = "\n".join(lines)
    for step in found:
        check_allowed(step.command)
    return found


def programs(command: str) -> list[str]:
    """The programs a command line runs: the first word of each pipeline stage, after
    any VAR=value assignments."""
    names: list[str] = []
    for stage in re.split(r"\|\||&&|[|;]", command):
        try:
            words = shlex.split(stage)
        except ValueError as exc:
            raise ValueError(f"cannot read command: {command} ({exc})") from None
        while words and _ASSIGN.match(words[0]):
            words.pop(0)
        if words:
            names.append(words[0])
    return names


def check_allowed(command: str) -> None:
    for name in programs(command):
        if name not in ALLOWED:
            raise ValueError(f"not a command a page may run: {name} (in: {command})")


def tools_needed(text: str) -> list[str]:
    """The tools besides csarules that a page's commands run."""
    used = {name for step in steps(text) for name in programs(step.command)}
    return [tool for tool in TOOLS if tool in used]


def shown(err: str, out: str) -> str:
    """What a terminal shows: stderr then stdout, progress lines left out."""
    errs = [line for line in err.splitlines() if not line.startswith("try: [")]
    return "\n".join(errs + out.splitlines())


def comparable(text: str) -> str:
    text = _SIZES.sub("ok: N relations, N rules, N strata", text)
    return _SECONDS.sub("N.N s", text)


def matches(expected: str, actual: str) -> bool:
    """`actual` is what `expected` shows, each `...` line standing for any lines."""
    want = comparable(expected).splitlines()
    got = comparable(actual).splitlines()
    if _ELLIPSIS not in want:
        return want == got
    first, *middle, last = _segments(want)
    if got[:len(first)] != first or len(got) < len(first) + len(last):
        return False
    end = len(got) - len(last)
    if got[end:] != last:
        return False
    at = len(first)
    for segment in middle:  # each at its leftmost place: as a glob's `*` is matched
        at = _find(got, segment, at, end)
        if at < 0:
            return False
        at += len(segment)
    return True


def _segments(lines: list[str]) -> list[list[str]]:
    parts: list[list[str]] = [[]]
    for line in lines:
        if line == _ELLIPSIS:
            parts.append([])
        else:
            parts[-1].append(line)
    return parts


def _find(lines: list[str], segment: list[str], start: int, end: int) -> int:
    for k in range(start, end - len(segment) + 1):
        if lines[k:k + len(segment)] == segment:
            return k
    return -1


def runs_from_root(text: str) -> bool:
    return ROOT_MARK in text


@contextlib.contextmanager
def workdir(text: str) -> Iterator[Path]:
    """Where a page's commands run: the repository root, or a fresh scratch directory
    with links to the repository's directories."""
    if runs_from_root(text):
        yield ROOT
        return
    with tempfile.TemporaryDirectory(prefix="csarules-docs.") as scratch:
        for name in LINKED:
            os.symlink(ROOT / name, Path(scratch) / name)
        yield Path(scratch)


def _shim_dir(scratch: Path) -> Path:
    """A directory holding a `csarules` that runs this checkout with this Python."""
    shim = scratch / ".bin" if scratch != ROOT else Path(tempfile.mkdtemp(prefix="csarules-bin."))
    shim.mkdir(exist_ok=True)
    script = shim / "csarules"
    if not script.exists():
        script.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m csarules "$@"\n')
        script.chmod(0o755)
    return shim


def run(command: str, cwd: Path = ROOT) -> tuple[str, int]:
    """Run one command from `cwd`: `csarules ...` in this process, else under bash."""
    words = shlex.split(command)
    if words[0] == "csarules" and not _SHELL.search(command):
        return _run_here(words[1:], cwd)
    return _run_bash(command, cwd)


def _run_here(args: list[str], cwd: Path) -> tuple[str, int]:
    from csarules.cli import main

    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8", errors="surrogateescape")
    err = io.StringIO()
    with contextlib.chdir(cwd), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err):
        code = main(args)
    out.flush()
    return shown(err.getvalue(), raw.getvalue().decode("utf-8", "surrogateescape")), code


def _run_bash(command: str, cwd: Path) -> tuple[str, int]:
    shim = _shim_dir(cwd)
    env = dict(os.environ)
    env["PATH"] = f"{shim}{os.pathsep}{env.get('PATH', '')}"
    env["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    done = subprocess.run(["bash", "-c", command], cwd=cwd, env=env, capture_output=True,
                          text=True, errors="surrogateescape", timeout=1800)
    if cwd == ROOT:
        shutil.rmtree(shim, ignore_errors=True)
    return shown(done.stderr, done.stdout), done.returncode


def rewrite(text: str) -> str:
    """The page with every transcript's outputs and statuses from fresh runs."""
    with workdir(text) as cwd:
        return BLOCK.sub(lambda match: _redo_block(match.group(1), cwd), text)


def _redo_block(block: str, cwd: Path) -> str:
    old = {step.command: step.output for step in steps("```console\n" + block + "```")}
    lines: list[str] = []
    command: list[str] = []  # the lines of a command being continued
    status_next = False
    code = 0
    for line in block.splitlines():
        if command:
            command.append(line)
        elif status_next:
            lines.append(str(code))
            status_next = False
            continue
        elif line.startswith("$ echo $?"):
            lines.append(line)
            status_next = True
            continue
        elif line.startswith("$ "):
            command = [line]
        else:
            continue  # an output line: made again below
        if line.rstrip().endswith("\\"):
            continue
        lines += command
        joined = " ".join(part.strip().removesuffix("\\").strip() for part in command)
        code = _redo_step(joined[2:], old, cwd, lines)
        command = []
    return "```console\n" + "\n".join(lines) + "\n```"


def _redo_step(command: str, old: dict[str, str], cwd: Path, lines: list[str]) -> int:
    output, code = run(command, cwd)
    previous = old.get(command, "")
    # a shortened output that still matches stays as the page shows it
    lines += (previous if previous and matches(previous, output) else output).splitlines()
    return code


def main(argv: list[str]) -> int:
    for name in argv:
        path = Path(name)
        path.write_text(rewrite(path.read_text(encoding="utf-8")), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main(sys.argv[1:]))
