"""What `csarules edges` prints, written function by function as it is made.

The bytes are those of `edges_document` (the text summary of it, or
`json.dumps(doc, indent=2)`), but no document is built: a large function has millions of
required pairs, and a dict per pair (holding the lines' text) cost gigabytes. The text
output only counts the required pairs; the JSON writes each pair as soon as it is made.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterable

from csarules.order import versioned_report
from csarules.order.input_lines import function_warnings, point, shown, text_of
from csarules.order.pipeline import FunctionEdges, Outcome, Pair, header_label

Write = Callable[[str], object]


def _labels(outcome: Outcome, name: str) -> Callable[[int], str | None]:
    """`header_label` for one function's contexts, asked once per context instead of once
    per pair (it scans the function's blocks)."""
    return functools.cache(functools.partial(header_label, outcome.module, name))


def write_text(outcome: Outcome, write: Write) -> None:
    """The per-function summary: counts, then each emitted and released pair."""
    module = outcome.module
    name = functools.cache(functools.partial(shown, module))  # input lines
    copied = versioned_report.copies(module)
    for func in module.functions:
        fe = outcome.functions[func.name]
        label = _labels(outcome, func.name)
        write(f"@{func.name} ({outcome.mode}): {fe.required_count} required, "
              f"{len(fe.emitted)} emitted, {len(fe.released)} released\n")
        _versioned_text(outcome, func.name, write)
        for kind, pairs in (("edge", fe.emitted), ("released", fe.released)):
            for p in pairs:
                carried_by = label(p.ctx)
                carried = f" [carried by %{carried_by}]" if carried_by else ""
                note = f" ({p.why})" if kind == "released" else ""
                where = f" in %{copied[p.dst][1]}" if p.dst in copied else ""
                write(f"  {kind:8} {name(p.src):>5} -> {name(p.dst):<5}{carried}{where}"
                      f"{note}  {text_of(module, p.dst)}\n")


def _versioned_text(outcome: Outcome, name: str, write: Write) -> None:
    doc = versioned_report.document(outcome.module, name)
    if doc is None:
        return
    for nest in doc["nests"]:
        checks = ", ".join(f"{a}~{b}" for a, b in nest["checks"])
        write(f"  versioned loop %{nest['loop']['label']} (line {_line(nest['loop'])}): "
              f"copy %{nest['copy']} runs when groups {checks} do not overlap\n")
        for group in nest["groups"]:
            before = ", before the loop" if group.get("before_nest") else ""
            write(f"    group {group['id']} ({group['base']}{before}): [{group['low']}, "
                  f"{group['high']})\n")
    for refusal in doc["refused"]:
        write(f"  not versioned: loop %{refusal['loop']['label']} (line "
              f"{_line(refusal['loop'])}): {refusal['reason']}\n")


def _line(loop: dict) -> str:
    """A loop's header line as input_lines.shown names it: `+N` where the expansion
    rewrote it."""
    return str(loop["line"]) if loop["line"] is not None else f"+{loop['expanded_line']}"


# Indentation of json.dumps(doc, indent=2): a function object's keys, and a pair's keys.
_FUNC = " " * 6
_ITEM = " " * 8


def write_json(outcome: Outcome, write: Write) -> None:
    """`json.dumps(edges_document(outcome), indent=2) + "\\n"`, written in pieces."""
    functions = outcome.module.functions
    if not functions:  # a module of globals only: json.dumps writes the empty list so
        write('{\n  "functions": []\n}\n')
        return
    write('{\n  "functions": [\n')
    for k, func in enumerate(functions):
        _function(outcome, outcome.functions[func.name], write)
        write(",\n" if k + 1 < len(functions) else "\n")
    write("  ]\n}\n")


def _function(outcome: Outcome, fe: FunctionEdges, write: Write) -> None:
    points = _Points(outcome.module)
    label = _labels(outcome, fe.name)
    rule_of = {(p.src, p.dst, p.ctx): p.why for p in fe.required}
    write(f"    {{\n{_FUNC}\"name\": {json.dumps(fe.name)},\n"
          f"{_FUNC}\"line\": {fe.entry},\n{_FUNC}\"mode\": {json.dumps(outcome.mode)},\n")

    def pair(p: Pair, key: str, value: str | None) -> str:
        return (f"{_ITEM}{{\n{_ITEM}  \"src\": {points(p.src)},\n"
                f"{_ITEM}  \"dst\": {points(p.dst)},\n"
                f"{_ITEM}  \"carried_by\": {json.dumps(label(p.ctx))},\n"
                f"{_ITEM}  \"{key}\": {json.dumps(value)}\n{_ITEM}}}")

    _list("required", (pair(p, "rule", p.why) for p in fe.required), write)
    write(",\n")
    _list("emitted", (pair(p, "rule", rule_of.get((p.src, p.dst, p.ctx)))
                      for p in fe.emitted), write)
    write(",\n")
    _list("released", (pair(p, "reason", p.why) for p in fe.released), write)
    write(",\n")
    warnings = function_warnings(outcome.module, outcome.module.function(fe.name),
                                 fe.warnings)
    _list("warnings", (f"{_ITEM}{{\n{_ITEM}  \"line\": {json.dumps(line)},\n"
                       f"{_ITEM}  \"message\": {json.dumps(message)}\n{_ITEM}}}"
                       for line, message in warnings), write)
    versioning = versioned_report.document(outcome.module, fe.name)
    if versioning is not None:
        body = json.dumps(versioning, indent=2).replace("\n", "\n" + _FUNC)
        write(f",\n{_FUNC}\"versioning\": {body}")
    write("\n    }")


def _list(key: str, items: Iterable[str], write: Write) -> None:
    """A function's list member: `"key": []` when empty, else one item per line group."""
    first = True
    for item in items:
        write(f"{_FUNC}\"{key}\": [\n" if first else ",\n")
        write(item)
        first = False
    write(f"{_FUNC}\"{key}\": []" if first else f"\n{_FUNC}]")


class _Points:
    """A pair end's JSON object (input_lines.point) at a pair's indentation, made once
    per line."""

    def __init__(self, module) -> None:
        self._module = module
        self._cache: dict[int, str] = {}

    def __call__(self, line: int) -> str:
        text = self._cache.get(line)
        if text is None:
            pad = _ITEM + "    "
            fields = ",\n".join(f"{pad}{json.dumps(key)}: {json.dumps(value)}"
                                for key, value in point(self._module, line).items())
            text = self._cache[line] = f"{{\n{fields}\n{_ITEM}  }}"
        return text
