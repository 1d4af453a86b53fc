"""LLVM's LoopAccessAnalysis verdict on every loop of a module, keyed as csarules names loops.

`opt-19 -passes='print<access-info>'` prints, for each innermost loop, whether its memory
dependences are safe as they are ("Memory dependences are safe"), safe behind run-time
checks ("... with run-time checks", then one "Check N:" per pair of pointer groups it would
compare), or neither ("Report: ..."); an outer loop gets "Report: loop is not the innermost
loop". LLVM prints loops by their header's name, and clang's output leaves blocks unnamed,
so the module is first named by `opt-19 -passes=instnamer`, which only names values: its
functions have the same blocks in the same order, and a header is matched to the input's
block by its position in the function.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

_DEFINE = re.compile(r'^define [^@]*@("(?:[^"\\]|\\.)*"|[-\w$.]+)\(')
_LABEL = re.compile(r'^("(?:[^"\\]|\\.)*"|[-\w$.]+):')
_FUNCTION = re.compile(r"^Printing analysis 'Loop Access Analysis' for function '(.+)':$")
_LOOP = re.compile(r"^  (\S.*):$")
_CHECK = re.compile(r"^    Check \d+:$")


@dataclass
class Verdict:
    """LoopAccessAnalysis on one loop."""

    kind: str  # "safe", "checks" (safe with run-time checks), "not innermost", "unsafe"
    text: str  # LLVM's first line about the loop
    checks: int = 0  # pairs of pointer groups compared (kind "checks")


def _unquote(name: str) -> str:
    return name[1:-1] if name.startswith('"') else name


def block_labels(text: str) -> dict[str, list[str]]:
    """Function -> its blocks' labels in order, from an instnamer'd module's text (every
    block there has a label line, the entry's included)."""
    out: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        found = _DEFINE.match(line)
        if found:
            current = out.setdefault(_unquote(found.group(1)), [])
            continue
        if line.startswith("}"):
            current = None
            continue
        if current is not None:
            label = _LABEL.match(line)
            if label:
                current.append(_unquote(label.group(1)))
    return out


def _kind(text: str) -> str:
    if "with run-time checks" in text:
        return "checks"
    if text.startswith("Memory dependences are safe"):
        return "safe"
    if "not the innermost loop" in text:
        return "not innermost"
    return "unsafe"


def parse_access_info(printed: str) -> dict[tuple[str, str], Verdict]:
    """(function, header label) -> verdict, from `print<access-info>`'s output."""
    out: dict[tuple[str, str], Verdict] = {}
    func = ""
    loop: tuple[str, str] | None = None
    for line in printed.splitlines():
        found = _FUNCTION.match(line)
        if found:
            func, loop = found.group(1), None
            continue
        header = _LOOP.match(line)
        if header:
            loop = (func, _unquote(header.group(1)))
            continue
        if loop is None or not line.startswith("    "):
            continue
        if loop not in out and line.strip():
            text = line.strip()
            out[loop] = Verdict(_kind(text), text)
        elif _CHECK.match(line):
            out[loop].checks += 1
    return out


def verdicts(path: Path, work: Path) -> dict[tuple[str, int], Verdict]:
    """(function, header block's position in the function) -> LoopAccessAnalysis's
    verdict, for every loop of the module at `path`."""
    named = work / (path.stem + ".named.ll")
    subprocess.run(["opt-19", "-passes=instnamer", "-S", str(path), "-o", str(named)],
                   check=True, capture_output=True)
    done = subprocess.run(["opt-19", "-passes=print<access-info>", "-disable-output",
                           str(named)], check=True, capture_output=True, text=True)
    labels = block_labels(named.read_text())
    position = {(func, label): index for func, names in labels.items()
                for index, label in enumerate(names)}
    return {(func, position[(func, label)]): verdict
            for (func, label), verdict in parse_access_info(done.stderr + done.stdout).items()
            if (func, label) in position}
