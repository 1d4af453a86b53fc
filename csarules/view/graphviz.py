"""Writing a DOT graph to a file whose suffix picks the format (DOT itself, or via `dot`)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from csarules.errors import CsaError
from csarules.fileio import write_atomic

DOT_SUFFIXES = (".dot", ".gv")
RENDERED_SUFFIXES = {".svg": "svg", ".png": "png", ".pdf": "pdf"}


def output_format(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix in DOT_SUFFIXES:
        return "dot"
    if suffix in RENDERED_SUFFIXES:
        return RENDERED_SUFFIXES[suffix]
    known = ", ".join(DOT_SUFFIXES + tuple(RENDERED_SUFFIXES))
    raise CsaError(str(path), None, f"unknown output format '{suffix}' (use one of {known})")


def render_with_graphviz(dot_text: str, fmt: str, where: str) -> bytes:
    program = shutil.which("dot")
    if program is None:
        raise CsaError(where, None, f"Graphviz 'dot' is not on PATH: cannot write {fmt}; "
                       "install graphviz or write a .dot file instead")
    done = subprocess.run([program, f"-T{fmt}"], input=dot_text.encode(),
                          capture_output=True, check=False)
    if done.returncode != 0:
        first = (done.stderr.decode(errors="replace").strip().splitlines() or ["failed"])[0]
        raise CsaError(where, None, f"dot -T{fmt} failed: {first}")
    return done.stdout


def write_graph(dot_text: str, path: Path) -> None:
    fmt = output_format(path)
    if fmt == "dot":
        write_atomic(path, dot_text)
    else:
        write_atomic(path, render_with_graphviz(dot_text, fmt, str(path)))
