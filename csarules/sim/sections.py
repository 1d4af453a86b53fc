"""The parallel region and section instances of one run, and which of them release a pair.

Every dynamic `region.entry` and `section.entry` gets an instance id (never 0: 0 is "in no
section"). Two accesses are released (csa-pathfinding-builtins.rst, Semantics) when some
region instance holds both in two different sections of it: a section of a parallel loop
nested in another one also lies in a section of the outer loop, so the instances form a
tree and the pair is released by the outermost region instance whose sections differ.
The race check and the oracle ask the same question here.
"""

from __future__ import annotations


class Sections:
    def __init__(self) -> None:
        self.region_of: dict[int, int] = {}  # section instance -> its region instance
        self.index: dict[int, int] = {}  # section instance -> its place in its region (0, 1...)
        self.parent: dict[int, int] = {}  # region instance -> the section it was entered in
        self.line: dict[int, int] = {}  # region instance -> line of its region.entry
        self._count: dict[int, int] = {}
        self._found: dict[tuple[int, int], int] = {}

    def update(self, other: Sections) -> None:
        """Take the instances of another run's (`simulate`'s section plan)."""
        self.region_of.update(other.region_of)
        self.index.update(other.index)
        self.parent.update(other.parent)
        self.line.update(other.line)
        self._found.clear()

    def enter_region(self, region: int, line: int, in_section: int) -> None:
        self.parent[region] = in_section
        self.line[region] = line
        self._count[region] = 0

    def enter_section(self, section: int, region: int) -> None:
        self.region_of[section] = region
        k = self._count.get(region, 0)
        self.index[section] = k
        self._count[region] = k + 1

    def releasing(self, sx: int, sy: int) -> int:
        """The region instance that releases a pair of accesses in sections sx and sy
        (0: none does)."""
        if not sx or not sy or sx == sy:
            return 0
        rx, ry = self.region_of.get(sx), self.region_of.get(sy)
        if rx is None or ry is None:
            return 0
        if rx == ry:
            return rx  # (the regions around it hold both in one section)
        key = (sx, sy)
        found = self._found.get(key)
        if found is None:
            found = self._found[key] = self._outermost_split(sx, sy)
        return found

    def _outermost_split(self, sx: int, sy: int) -> int:
        ours = dict(self._chain(sx))
        for region, section in reversed(self._chain(sy)):  # outermost first
            mine = ours.get(region)
            if mine is not None and mine != section:
                return region
        return 0

    def place(self, section: int, region: int) -> int:
        """The place (0, 1, ...) among region's sections of the one holding `section`: a
        parallel loop's iteration."""
        for r, s in self._chain(section):
            if r == region:
                return self.index[s]
        return 0

    def _chain(self, section: int) -> list[tuple[int, int]]:
        """(region, section) from the innermost section out."""
        out: list[tuple[int, int]] = []
        while section:
            region = self.region_of.get(section)
            if region is None:
                break
            out.append((region, section))
            section = self.parent.get(region, 0)
        return out

    def released(self, sx: int, sy: int) -> bool:
        return self.releasing(sx, sy) != 0
