"""The versioned nests of a module, as `edges` reports them.

An operation of a nest's copy has an id after the file's last line (csarules/version/
rewrite.py); input_lines.py shows it as the input line it was copied from, with the
copy's header label, so every report speaks of the input's lines.
"""

from __future__ import annotations

from typing import Any

from csarules.ir.model import Module
from csarules.version.hook import NOTE


def report_of(module: Module) -> Any:
    """The module's Versioned report, or None when nothing was versioned or asked."""
    return module.notes.get(NOTE)


def copies(module: Module) -> dict[int, tuple[int, str]]:
    """copy's instruction id -> (the module line it copies, the copy's header label)."""
    report = report_of(module)
    if report is None:
        return {}
    found = module.notes.get(_COPIES)
    if found is None:
        found = module.notes[_COPIES] = {
            vid: (line, nest.copy_label) for nest in report.nests
            for vid, line in nest.copies.items()}
    return found


_COPIES = "versioning.copies"  # Module.notes key: copies(module), made once


def line_text(module: Module, line: int) -> str:
    """A line of the module as the input has it (an access that took a nest's scope in
    place shows its text before)."""
    report = report_of(module)
    if report is not None and line in report.scoped:
        return report.scoped[line]
    return module.lines[line - 1]


def document(module: Module, function: str) -> dict[str, Any] | None:
    """The function's versioned nests and the loops left unversioned, with why; None when
    the function has neither."""
    report = report_of(module)
    if report is None:
        return None
    func = module.function(function)
    labels = {block.id: block.label for block in func.blocks}
    nests = [n for n in report.nests if n.function == function]
    refused = report.refusals.get(function, [])
    if not nests and not refused:
        return None

    def loop(h: int) -> dict[str, Any]:
        # (a header line the expansion rewrote, its preds named anew, has no input line:
        # its line in the expanded module, as input_lines.point gives it)
        found = module.input_line(h)
        item: dict[str, Any] = {"line": found, "label": labels.get(h, str(h))}
        if found is None:
            item["expanded_line"] = h
        return item

    out_nests = []
    for n in nests:
        groups = []
        for g, group in sorted(n.nest.groups.items()):
            low, high = n.bounds[g]
            groups.append({"id": g, "base": group.base, "members": group.members,
                           "low": _labelled(low, labels), "high": _labelled(high, labels),
                           # (accesses run before the nest, in place: not copied)
                           **({"before_nest": True} if group.prior else {})})
        trips = [{"loop": loop(h), "kind": t.kind, "gap": t.gap, "step": t.step,
                  **({"entered_only_if": n.nest.guards[h]} if h in n.nest.guards else {})}
                 for h, t in sorted(n.nest.trips.items())]
        out_nests.append({
            "loop": loop(n.root), "check_block": n.check_label, "copy": n.copy_label,
            "groups": groups, "checks": [list(pair) for pair in n.nest.checks],
            "trip_counts": trips,
            **({"choices": n.nest.candidates} if n.nest.candidates else {}),
            **({"choices_taken_only_if": _by_choice(n.nest.candidate_guards)}
               if n.nest.candidate_guards else {}),
            # (choices that are bounded values: any value from the first to the second)
            **({"ranges": {c: list(r) for c, r in n.nest.ranges.items()}}
               if n.nest.ranges else {}),
        })
    return {"nests": out_nests,
            "refused": [{"loop": loop(h), "reason": why} for h, why in refused]}


def _by_choice(guards: dict[tuple[str, str], str]) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for (choice, value), guard in guards.items():
        out.setdefault(choice, {})[value] = guard
    return out


def _labelled(text: str, labels: dict[int, str]) -> str:
    """A bound's text with T<header id>/t<header id> written with the header's label."""
    import re

    return re.sub(r"\b([Tt])(\d+)\b",
                  lambda m: f"{m.group(1)}[%{labels.get(int(m.group(2)), m.group(2))}]",
                  text)
