"""Lines of a rewritten module back to the input lines they came from.

The materialiser splices new lines between the input's and rewrites few in place, so a
line diff recovers where every kept line stood; a rewritten run of the same length maps
line for line, and inserted lines map to nothing.
"""

from __future__ import annotations

from difflib import SequenceMatcher


def lines_back(original: str, rewritten: str) -> dict[int, int]:
    """1-based line of `rewritten` -> 1-based line of `original`."""
    old = original.splitlines()
    new = rewritten.splitlines()
    mapping: dict[int, int] = {}
    matcher = SequenceMatcher(None, old, new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal" or (tag == "replace" and i2 - i1 == j2 - j1):
            for k in range(j2 - j1):
                mapping[j1 + k + 1] = i1 + k + 1
    return mapping
