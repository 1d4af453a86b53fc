"""Derivation trees as text and JSON, each repeated subtree written once.

The explainer hands out one Derivation object per tuple (it memoises them), so a tuple
that two rules use, or that two trees share, is the same node. Such a node with children
is written in full the first time, marked `(ref N)` after its tuple, and later as one
line referring to it: `op(18, "f", 12, 6)  (as ref 3 above)`. Facts and checked
conditions are one line anyway and are written each time."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from typing import Any

from csarules.engine.provenance import Derivation


def short_paths(text: str) -> str:
    """Rule locations as a user would type them: `rules/ordering.dl:115` for the shipped
    rules wherever the command runs, not an absolute path through rules/modes/..; another
    rules file relative to the working directory when it is below it."""
    from csarules.rules_dir import rules_dir

    shipped = os.path.normpath(rules_dir())

    def short(match: re.Match[str]) -> str:
        path = os.path.normpath(match.group(0))
        if path.startswith(shipped + os.sep):
            return os.path.join("rules", os.path.relpath(path, shipped))
        rel = os.path.relpath(path)
        return rel if not rel.startswith("..") else path

    return re.sub(r"/[^\s:\[\]\"]+\.dl", short, text)


def _repeated(trees: Iterable[Derivation]) -> set[int]:
    """The ids of the nodes with children that appear more than once in `trees`."""
    seen: set[int] = set()
    again: set[int] = set()
    stack = list(trees)[::-1]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            if node.children:
                again.add(id(node))
            continue  # its subtree was counted the first time
        seen.add(id(node))
        stack.extend(reversed(node.children))
    return again


class TreeWriter:
    """Writes several trees with one numbering of repeated subtrees, so that a later tree
    refers to a subtree an earlier one wrote."""

    def __init__(self, trees: list[Derivation]) -> None:
        self._repeated = _repeated(trees)
        self._number: dict[int, int] = {}

    def text(self, tree: Derivation, indent: str = "  ") -> str:
        lines: list[str] = []
        stack: list[tuple[Derivation, int]] = [(tree, 0)]
        while stack:
            node, depth = stack.pop()
            pad = indent * depth
            number = self._number.get(id(node))
            if number is not None:
                lines.append(f"{pad}{_atom(node)}  (as ref {number} above)")
                continue
            label = node.label()
            if id(node) in self._repeated:
                number = self._number[id(node)] = len(self._number) + 1
                atom = _atom(node)
                label = f"{atom}  (ref {number}){label[len(atom):]}"
            lines.append(pad + label)
            stack.extend((child, depth + 1) for child in reversed(node.children))
        return short_paths("\n".join(lines)) + "\n"

    def json(self, tree: Derivation) -> dict[str, Any]:
        """Derivation.to_dict's form; a repeated subtree has `"id": N` the first time and
        is `{"ref": N}` afterwards."""
        number = self._number.get(id(tree))
        if number is not None:
            return {"ref": number}
        out: dict[str, Any] = {}
        if id(tree) in self._repeated:
            number = self._number[id(tree)] = len(self._number) + 1
            out["id"] = number
        out["kind"] = tree.kind
        out["height"] = tree.height
        if tree.kind == "condition":
            out["condition"] = tree.condition
        else:
            out["relation"] = tree.relation
            out["tuple"] = list(tree.tuple or ())
        if tree.kind == "rule":
            out["rule"] = {"number": tree.rule_number,
                           "location": short_paths(tree.location or ""),
                           "text": tree.rule_text}
        out["children"] = [self.json(child) for child in tree.children]
        return out


def _atom(node: Derivation) -> str:
    """A node's first part (its tuple, or its condition), without the rule."""
    if node.kind == "condition":
        return node.condition or ""
    return node.label().split("  [", 1)[0]
