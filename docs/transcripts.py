"""The console transcripts of a page of docs/: read them, re-run them, rewrite them.

A ```console block holds `$ csarules ...` commands, each followed by its output (what a
terminal shows: stderr, then stdout, without progress lines), and optionally `$ echo $?`
followed by the exit status. tests/trial/test_tutorial.py checks a page against fresh
runs; after a change that legitimately alters the outputs (new kernels, new rules),

    python docs/transcripts.py docs/prototyping.md

rewrites the page's outputs from real runs (run it from the repository root).
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"```console\n(.*?)```", re.S)
# Sizes of the shipped rule set change with any rule added anywhere; a transcript of
# `rules check` is about its verdict, so these figures are compared as N.
_SIZES = re.compile(r"ok: \d+ relations, \d+ rules, \d+ strata")


@dataclass
class Step:
    command: str  # without the leading "$ "
    output: str
    status: str | None  # the line after `$ echo $?`, if any


def steps(text: str) -> list[Step]:
    found: list[Step] = []
    for block in BLOCK.findall(text):
        status_next = False
        lines: list[str] = []
        for line in block.splitlines():
            if status_next:
                found[-1].status = line.strip()
                status_next = False
            elif line.startswith("$ echo $?"):
                status_next = True
            elif line.startswith("$ "):
                if not line.startswith("$ csarules "):
                    raise ValueError(f"not a csarules command: {line}")
                lines = []
                found.append(Step(line[2:], "", None))
            else:
                lines.append(line)
                found[-1].output = "\n".join(lines)
    return found


def shown(err: str, out: str) -> str:
    """What a terminal shows: stderr then stdout, progress lines left out."""
    errs = [line for line in err.splitlines() if not line.startswith("try: [")]
    return "\n".join(errs + out.splitlines())


def comparable(text: str) -> str:
    return _SIZES.sub("ok: N relations, N rules, N strata", text)


def run(command: str) -> tuple[str, int]:
    """Run one `csarules ...` command in this process, from the repository root."""
    from csarules.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(ROOT), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err):
        code = main(shlex.split(command)[1:])
    return shown(err.getvalue(), out.getvalue()), code


def rewrite(text: str) -> str:
    def redo(match: re.Match[str]) -> str:
        lines: list[str] = []
        status_next = False
        code = 0
        for line in match.group(1).splitlines():
            if status_next:
                lines.append(str(code))
                status_next = False
            elif line.startswith("$ echo $?"):
                lines.append(line)
                status_next = True
            elif line.startswith("$ "):
                output, code = run(line[2:])
                lines += [line, *output.splitlines()]
        return "```console\n" + "\n".join(lines) + "\n```"

    return BLOCK.sub(redo, text)


def main(argv: list[str]) -> int:
    for name in argv:
        path = Path(name)
        path.write_text(rewrite(path.read_text(encoding="utf-8")), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main(sys.argv[1:]))
