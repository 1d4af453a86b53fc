"""Lines of a rewritten module back to the input lines they came from.

The materialiser splices new lines between the input's and rewrites few in place, so a
line diff recovers where every kept line stood; a rewritten run of the same length maps
line for line, and inserted lines map to nothing. Removing instructions that define values
(the region and section intrinsics ordering drops) makes LLVM renumber the unnamed values
after them (`%7 = load` becomes `%5 = load`): within a run that differs, lines are matched
again with their numbered values blanked out.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

_NUMBERED = re.compile(r"%\d+\b")


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
        elif tag == "replace":
            _renumbered(old, new, i1, i2, j1, j2, mapping)
    return mapping


def _renumbered(old: list[str], new: list[str], i1: int, i2: int, j1: int, j2: int,
                mapping: dict[int, int]) -> None:
    blank_old = [_NUMBERED.sub("%#", line) for line in old[i1:i2]]
    blank_new = [_NUMBERED.sub("%#", line) for line in new[j1:j2]]
    inner = SequenceMatcher(None, blank_old, blank_new, autojunk=False)
    for tag, a1, _a2, b1, b2 in inner.get_opcodes():
        if tag == "equal":
            for k in range(b2 - b1):
                mapping[j1 + b1 + k + 1] = i1 + a1 + k + 1


class Origin:
    """The file a rewritten module was made from (the loop-builtin expansion's input), so
    that commands can speak of the file's lines. The correspondence is worked out on first
    use: most commands never ask."""

    def __init__(self, input_text: str, module_text: str) -> None:
        self._input_text = input_text
        self._module_text = module_text
        self._back: dict[int, int] | None = None
        self._forth: dict[int, int] | None = None
        self.input_lines = input_text.splitlines()

    @property
    def input_text(self) -> str:
        return self._input_text

    @property
    def back(self) -> dict[int, int]:
        """Line of the module -> line of the file, for every line the file has too."""
        if self._back is None:
            self._back = lines_back(self._input_text, self._module_text)
        return self._back

    def input_line(self, line: int) -> int | None:
        """The file's line for a line of the module; None for a line the rewrite added."""
        return self.back.get(line)

    def module_line(self, line: int) -> int | None:
        """The module's line for a line of the file; None for a line the rewrite removed."""
        if self._forth is None:
            self._forth = {old: new for new, old in self.back.items()}
        return self._forth.get(line)
