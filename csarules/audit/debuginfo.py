"""Where an instruction comes from in the C source: its `!dbg` location, read from the
module's metadata (`!DILocation(line: 43, scope: !58)`, the scope's `file:`, the file's
`!DIFile(filename: ..., directory: ...)`), and the source files those name, found on disk.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from csarules.ir.model import Instruction, Module

_FIELD = re.compile(r"\b(\w+): (\"(?:[^\"\\]|\\.)*\"|![\w.]+|-?\d+)")


def _fields(text: str) -> dict[str, str]:
    return {key: value.strip('"') for key, value in _FIELD.findall(text)}


@dataclass(frozen=True)
class SourceFile:
    key: str  # the path the debug info names (directory/filename)
    name: str  # how the page names it: the filename as the debug info writes it
    lines: list[str] | None  # None: not found on disk
    note: str  # why it is not shown, if it is not


class DebugInfo:
    """The source location of each instruction with a `!dbg` attachment."""

    def __init__(self, module: Module) -> None:
        self.module = module
        self._files: dict[str, str] = {}  # '!N' (a DIFile) -> its path as written
        self._file_of_scope: dict[str, str | None] = {}

    def location(self, inst: Instruction) -> tuple[str, int] | None:
        """(the file's path as the debug info writes it, line) of `inst`, or None."""
        ref = inst.metadata.get("dbg")
        if ref is None:
            return None
        text = self.module.metadata.get(ref, "")
        if not text.startswith("!DILocation("):
            return None
        fields = _fields(text)
        line = int(fields.get("line", "0"))
        path = self._scope_file(fields.get("scope"))
        if not line or path is None:
            return None
        return path, line

    def _scope_file(self, scope: str | None) -> str | None:
        if scope is None:
            return None
        if scope in self._file_of_scope:
            return self._file_of_scope[scope]
        fields = _fields(self.module.metadata.get(scope, ""))
        found = None
        if "file" in fields:
            found = self._file(fields["file"])
        elif "scope" in fields:
            found = self._scope_file(fields["scope"])
        self._file_of_scope[scope] = found
        return found

    def _file(self, ref: str) -> str | None:
        if ref not in self._files:
            fields = _fields(self.module.metadata.get(ref, ""))
            name = fields.get("filename")
            if name is None:
                return None
            directory = fields.get("directory", "")
            self._files[ref] = os.path.join(directory, name) if directory else name
        return self._files[ref]


def read_source(path: str, ir_path: str) -> SourceFile:
    """The source file the debug info names, looked for as written (relative to the
    working directory), then beside the IR file by its relative path and by its name."""
    name = path
    candidates = [Path(path)]
    if not os.path.isabs(path):
        candidates.append(Path(ir_path).parent / path)
    candidates.append(Path(ir_path).parent / Path(path).name)
    for candidate in candidates:
        try:
            text = candidate.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        return SourceFile(path, name, text.splitlines(), "")
    return SourceFile(path, name, None, f"the source file {path} named by the debug "
                      "information was not found: the IR is shown instead")
