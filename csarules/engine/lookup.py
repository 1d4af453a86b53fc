"""The tuples of a relation holding given values in some columns, for explain's matching.

Explaining asks a few thousand such questions of relations that, in a large function,
hold millions of tuples. An index built for each new set of columns costs seconds (8 s
for `required` on its first three columns in Lua's `luaV_execute`), so a question is
answered, in this order of preference:
- from an index the run built, on some of the columns (the rest checked tuple by tuple);
- when the columns not asked about hold few distinct values (the rule of `required`,
  the loop of `reach_in_loop`), by testing each tuple they can make for membership;
- by scanning a large relation column by column at C speed, until the same columns have
  been asked for often enough to pay for their own index.
"""

from __future__ import annotations

from itertools import compress, repeat
from operator import eq

from csarules.engine.store import Store

# relations at least this large are scanned (up to SCANS times) rather than indexed
LARGE = 50_000
# scans of one relation on one set of columns before they get an index
SCANS = 8
# the most tuples that the values of the columns not asked about may make, to be tested
# one by one for membership
COMBINATIONS = 64


class Lookup:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.scans: dict[tuple[str, tuple[int, ...]], int] = {}
        # (relation, column) -> its distinct values, or None when there are too many
        self.domains: dict[tuple[str, int], list | None] = {}

    def find(self, relation: str, cols: tuple[int, ...], values: tuple, arity: int) -> list:
        """The tuples of `relation` with `values` at `cols` (in no particular order)."""
        full = self.store.full[relation]
        if len(cols) == arity:  # a membership test (cols are in order)
            return [values] if values in full else []
        if not cols:
            return list(full)
        fitting = self._fitting(relation, cols, values)
        if fitting is not None:
            return fitting
        if len(full) >= LARGE:
            made = self._made(relation, cols, values, arity)
            if made is not None:
                return [t for t in made if t in full]
            asked = self.scans.get((relation, cols), 0)
            if asked < SCANS:
                self.scans[(relation, cols)] = asked + 1
                return self._scan(relation, cols, values)
        return _bucket(self.store.index(relation, cols), values)

    def estimate(self, relation: str, cols: tuple[int, ...], values: tuple, arity: int
                 ) -> int:
        """How many tuples `find` would go through (the relation's size when it would
        scan or build an index: the last resort)."""
        full = self.store.full[relation]
        if len(cols) == arity:
            return 0
        if cols and len(full) < LARGE:
            return len(_bucket(self.store.index(relation, cols), values))
        if cols:
            fitting = self._fitting(relation, cols, values)
            if fitting is not None:
                return len(fitting)
            made = self._made(relation, cols, values, arity)
            if made is not None:
                return len(made)
        return len(full)

    def _made(self, relation: str, cols: tuple[int, ...], values: tuple, arity: int
              ) -> list | None:
        """Every tuple with `values` at `cols` and, in the other columns, values found
        there in the relation, if they make at most COMBINATIONS tuples (else None)."""
        made: list[tuple] = [()]
        asked = dict(zip(cols, values, strict=True))
        for column in range(arity):
            if column in asked:
                made = [t + (asked[column],) for t in made]
                continue
            domain = self._domain(relation, column)
            if domain is None or len(made) * len(domain) > COMBINATIONS:
                return None
            made = [t + (v,) for t in made for v in domain]
        return made

    def _domain(self, relation: str, column: int) -> list | None:
        key = (relation, column)
        if key not in self.domains:
            snapshot = self.store.snapshot(relation)
            assert snapshot is not None
            distinct = set(snapshot[1][column])
            self.domains[key] = list(distinct) if len(distinct) <= COMBINATIONS else None
        return self.domains[key]

    def _fitting(self, relation: str, cols: tuple[int, ...], values: tuple) -> list | None:
        """The answer from the run's index on the most of `cols` (one whose constant
        columns hold the asked values), or None when there is none."""
        asked = dict(zip(cols, values, strict=True))
        best = None
        for (columns, where), index in self.store.indexes[relation].items():
            if not columns or not set(columns) <= asked.keys():
                continue
            if any(asked[c] != v for c, v in where):
                continue
            if best is None or len(columns) > len(best[0]):
                best = (columns, index)
        if best is None:
            return None
        columns, index = best
        found = _bucket(index, tuple(asked[c] for c in columns))
        if len(columns) == len(cols):
            return found
        rest = [(c, v) for c, v in asked.items() if c not in columns]
        return [t for t in found if all(t[c] == v for c, v in rest)]

    def _scan(self, relation: str, cols: tuple[int, ...], values: tuple) -> list:
        snapshot = self.store.snapshot(relation)
        assert snapshot is not None
        rows, columns = snapshot
        found = list(compress(rows, map(eq, columns[cols[0]], repeat(values[0]))))
        for c, v in zip(cols[1:], values[1:], strict=True):
            found = [t for t in found if t[c] == v]
        return found


def _bucket(index: dict, values: tuple) -> list:
    """A copy of the index's bucket for `values` (a one-column index's keys are bare)."""
    return list(index.get(values[0] if len(values) == 1 else values, ()))
