"""csarules' Datalog engine: a Soufflé-subset front end, an embedded semi-naive evaluator
with provenance, and a backend that runs a real `souffle` binary.

Public API (other areas depend on it):
    load_program(path) / parse_program(text, path, include_dirs) -> Program
    make_engine(kind, souffle_path, timeout, provenance, keep) -> Engine
    Engine.run(program, facts) -> Result (relation, relations, explain, stats)
    read_facts_dir / write_facts_dir / write_csv_dir
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from csarules.lazy import lazy_attributes

if TYPE_CHECKING:
    from csarules.engine.ast import Decl, Program, Rule
    from csarules.engine.diagnostics import EngineError
    from csarules.engine.embedded import EmbeddedEngine
    from csarules.engine.factsio import read_facts_dir, write_csv_dir, write_facts_dir
    from csarules.engine.frontend import load_program, parse_program
    from csarules.engine.provenance import Derivation
    from csarules.engine.result import Result

# Imported on first use: every command imports some engine module (its diagnostics, say),
# which runs this file, and most of them never evaluate a program.
_LAZY = {
    "Decl": "ast", "Program": "ast", "Rule": "ast",
    "EngineError": "diagnostics",
    "EmbeddedEngine": "embedded",
    "read_facts_dir": "factsio", "write_csv_dir": "factsio", "write_facts_dir": "factsio",
    "load_program": "frontend", "parse_program": "frontend",
    "Derivation": "provenance",
    "Result": "result",
}


__getattr__ = lazy_attributes(__name__, _LAZY, globals())


def make_engine(kind: str = "embedded", souffle_path: str | None = None,
                timeout: float = 600.0, provenance: bool = True,
                keep: Iterable[str] | None = None, targets: Iterable[str] | None = None):
    """An engine: "embedded" (default) or "souffle" (needs a souffle binary). `keep`: the
    relations the caller will read; the embedded engine frees the others once used.
    `targets`: the relations the caller will read or explain; the embedded engine derives
    only those and what they read, and keeps them all (Soufflé derives every relation)."""
    from csarules.engine.diagnostics import BACKEND, EngineError

    if kind == "embedded":
        from csarules.engine.embedded import EmbeddedEngine

        return EmbeddedEngine(provenance=provenance, keep=keep, targets=targets)
    if kind == "souffle":
        from csarules.engine.souffle import SouffleEngine

        return SouffleEngine(souffle_path=souffle_path, timeout=timeout)
    raise EngineError("<engine>", None, f"unknown engine kind {kind!r} "
                      "(expected embedded or souffle)", BACKEND)


__all__ = [
    "Decl", "Derivation", "EmbeddedEngine", "EngineError", "Program", "Result", "Rule",
    "load_program", "make_engine", "parse_program", "read_facts_dir", "write_csv_dir",
    "write_facts_dir",
]
