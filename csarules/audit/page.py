"""The report as one HTML file: the gathered data as JSON in the page, the page's CSS and
script inline (csarules/audit/static/), nothing fetched: it opens from file://."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from csarules.audit.report import FunctionData, ReportData
from csarules.ir.model import Module

_STATIC = Path(__file__).resolve().parent / "static"


def page(data: ReportData, module: Module, shown_path: str) -> str:
    from csarules import __version__

    doc = document(data, module, shown_path)
    doc["version"] = __version__
    # `</` closes the script element whatever the JSON means by it
    blob = json.dumps(doc, separators=(",", ":"), ensure_ascii=False).replace("</", "<\\/")
    # the markers are replaced in one pass: what one puts in is never read as another
    parts = {
        "@VERSION@": _escape(__version__),
        "@FILE@": _escape(shown_path),
        "@MODE@": _escape(data.mode),
        "@CSS@": (_STATIC / "report.css").read_text(encoding="utf-8"),
        "@SCRIPT@": (_STATIC / "report.js").read_text(encoding="utf-8"),
        "@DATA@": blob,
    }
    template = (_STATIC / "report.html").read_text(encoding="utf-8")
    return re.sub("|".join(map(re.escape, parts)), lambda m: parts[m.group(0)], template)


def _escape(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def document(data: ReportData, module: Module, shown_path: str) -> dict[str, Any]:
    notes = []
    if data.expanded:
        notes.append("The loop builtins were expanded before ordering: lines are the input "
                     "file's, and the derivation trees name instructions by their lines in "
                     "the expanded module (`csarules expand` prints it).")
    mode_option = ""
    settings = data.settings
    if settings.rules is not None:
        mode_option = f" --rules {settings.rules}"
    elif settings.mode is not None:
        mode_option = f" --mode {settings.mode}"
    input_lines = module.origin.input_lines if module.origin is not None else module.lines
    return {
        "file": shown_path,
        "mode": data.mode,
        "mode_option": mode_option,
        "notes": notes,
        "functions": [_function(f, input_lines, module) for f in data.functions],
        "sources": [{"name": s.name, "lines": s.lines, "note": s.note} for s in data.sources],
        "der": data.derivations,
        "nodes": data.trees.nodes,
        "rules": data.trees.rules,
        "rule_files": data.trees.rule_files,
    }


def _function(f: FunctionData, input_lines: list[str], module: Module) -> dict[str, Any]:
    source_of = {op[1]: op[6] for op in f.ops if op[1] is not None}
    warnings = [[line, message, source_of.get(line) if line is not None else None]
                for line, message in f.warnings]
    return {
        "name": f.name,
        "line": f.line,
        "ir": [f.ir_first, f.ir_last],
        "ir_lines": input_lines[f.ir_first - 1: f.ir_last],
        "ops": f.ops,
        "edges": f.edges,
        "released": f.released,
        "unordered": f.unordered,
        "unordered_total": f.unordered_total,
        "loops": f.loops,
        "rules": f.rules,
        "warnings": warnings,
        "derived": f.derived,
        "wanted": f.wanted,
        "svg": f.svg,
        "svg_note": f.svg_note,
        "sim": f.sim,
    }
