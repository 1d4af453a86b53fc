"""Relation contents during evaluation: the full set of each relation and its hash indexes.

A relation is a dict from each of its tuples to None, or with provenance to a packed int
`height * stride + rule_id` (rule_id 0 = input fact), so the smallest packed value is also
the lowest proof height. A dict, not a set, also without provenance: its tuples stay in the
order they were made, which is their order in memory, so that reading them in turn (scans,
the planner's counts, indexes, set rules, freeing them) costs a fraction of reading them in
a set's hash order, a cache miss each; and a rule's new tuples, collected in a dict,
become the relation as they are, with no set built from them.
"""

from __future__ import annotations

from collections import Counter
from itertools import compress, repeat
from operator import eq, getitem, itemgetter

# Relations at least this large are read from a list in memory order, transposed once for
# counting and indexing (Store.snapshot)
SNAPSHOT_SIZE = 1_000
# Store.unique_index: the keys first tested for repeats
UNIQUE_SAMPLE = 4096


class Store:
    def __init__(self, relations, provenance: bool, stride: int) -> None:
        self.provenance = provenance
        self.stride = stride
        self.full: dict[str, dict] = {name: {} for name in relations}
        # relation -> (columns, where) -> {key: [tuple, ...]}; a one-column key is the bare
        # value; `where` (see index) restricts the tuples indexed
        self.indexes: dict[str, dict[tuple, dict]] = {name: {} for name in relations}
        # (relation, column) -> (relation size when counted, value -> tuples holding it,
        # sum of the squared counts)
        self._columns: dict[tuple[str, int], tuple[int, Counter, int]] = {}
        # relation -> (size when taken, its tuples, its columns): see snapshot
        self._snapshots: dict[str, tuple[int, list, Columns]] = {}
        # relation -> (columns, value column, where) -> {key: set of values}: see values
        self.value_indexes: dict[str, dict[tuple, dict]] = {name: {} for name in relations}
        # relation -> (columns, where) -> {key: the one tuple} or None: see unique_index
        self.unique_indexes: dict[str, dict[tuple, dict | None]] = {name: {} for name in relations}
        self.released: set[str] = set()
        # relation -> the relation a set rule found it a copy of, until merged (copy_of)
        self._copies: dict[str, str] = {}

    def release(self, relation: str) -> None:
        """Free a relation no later rule reads (its contents are gone for good)."""
        self.full[relation] = {}
        self.indexes[relation] = {}
        self.value_indexes[relation] = {}
        self.unique_indexes[relation] = {}
        for key in [k for k in self._columns if k[0] == relation]:
            del self._columns[key]
        self._snapshots.pop(relation, None)
        self._copies.pop(relation, None)
        self.released.add(relation)

    def snapshot(self, relation: str) -> tuple[list, Columns] | None:
        """A large relation's tuples as a list and column by column (taken again once it
        has grown), or None for a small one. Its tuples lie all over memory: reading one
        column of each costs a cache miss per tuple, and the planner's counts and the
        indexes of one relation would each pay them again; transposed once, every column
        is a sequence of values in one place. Columns are transposed when first asked
        for: most readers want one or two columns of a wider relation, and even both
        columns of a pair cost less one by one than `zip(*rows)`, which makes an
        iterator per tuple."""
        full = self.full[relation]
        if len(full) < SNAPSHOT_SIZE:
            return None
        found = self._snapshots.get(relation)
        if found is None or found[0] != len(full):
            rows = list(full)
            found = (len(full), rows, Columns(rows))
            self._snapshots[relation] = found
        return found[1], found[2]

    def scan_rows(self, relation: str) -> list | None:
        """A large relation's tuples as a list, in the order they were made (facts:
        sorted, see add_facts), for a rule to loop over (or None: loop over the relation
        itself). A list is read faster than a dict, and a snapshot is wanted anyway for
        the planner's counts and the indexes."""
        snapshot = None if self.provenance else self.snapshot(relation)
        return None if snapshot is None else snapshot[0]

    def column_counts(self, relation: str, column: int) -> tuple[Counter, int]:
        """How many tuples hold each value of one column, and the sum of the squares of
        those counts, for the join planner (counted again when the relation has grown)."""
        full = self.full[relation]
        cached = self._columns.get((relation, column))
        if cached is None or cached[0] != len(full):
            snapshot = self.snapshot(relation)
            counts = Counter(snapshot[1][column] if snapshot else map(itemgetter(column), full))
            cached = (len(full), counts, sum(c * c for c in counts.values()))
            self._columns[(relation, column)] = cached
        return cached[1], cached[2]

    def index(self, relation: str, columns: tuple[int, ...],
              where: tuple[tuple[int, object], ...] = ()) -> dict:
        """Tuples by the values of `columns`. With `where`, (column, value) pairs among
        `columns`, only the tuples holding those values: for a probe whose key has
        constants (`required_pair(a, c, 0)` looked up on a and the 0), which never asks
        for other tuples. In a large function most of `required_pair` is carried, so such
        an index holds a small part of the relation and is built in a fraction of the
        time."""
        found = self.indexes[relation].get((columns, where))
        if found is None:
            found = {}
            snapshot = self.snapshot(relation)
            if snapshot is None or not columns:  # (no key: one bucket of every tuple)
                _append(found, columns, where, self.full[relation])
            elif where:
                rows = self._rows(relation, where, snapshot)
                if len(where) == len(columns):  # a key of constants only: one bucket
                    if rows:
                        found[_key(where, columns)] = rows
                else:
                    _append(found, columns, (), rows)
            else:
                _append_keyed(found, _snapshot_keys(snapshot, columns), snapshot[0])
            self.indexes[relation][(columns, where)] = found
        return found

    def unique_index(self, relation: str, columns: tuple[int, ...],
                     where: tuple[tuple[int, object], ...] = ()) -> dict | None:
        """`index` as key -> the tuple itself, where no two tuples share a key (`op(a, _,
        x, _)` looked up on a); else None. Only of a relation that no longer grows. A probe
        then finds the tuple without a bucket list between: in a large function that
        list is one more cache miss on each of millions of probes."""
        cached = self.unique_indexes[relation]
        key = (columns, where)
        if key in cached:
            return cached[key]
        found: dict | None = None
        if columns and len(where) < len(columns):
            snapshot = self.snapshot(relation)
            rows = self._rows(relation, where, snapshot)
            key_of = itemgetter(*columns)
            # a repeated key among the first tuples (made one after another, a relation's
            # repeats are seldom far apart) settles it before any dict is built
            first = list(map(key_of, rows[:UNIQUE_SAMPLE]))
            if len(set(first)) == len(first):
                keys = _snapshot_keys(snapshot, columns) if snapshot is not None and \
                    not where else map(key_of, rows)
                found = dict(zip(keys, rows, strict=True))
                if len(found) != len(rows):
                    found = None
        cached[key] = found
        return found

    def _rows(self, relation: str, where: tuple[tuple[int, object], ...],
              snapshot: tuple[list, Columns] | None) -> list:
        """The tuples holding `where`'s values, as a list."""
        if snapshot is None:
            return _filtered(self.full[relation], where) if where else list(self.full[relation])
        if not where:
            return snapshot[0]
        (column, value), *rest = where
        kept = compress(snapshot[0], map(eq, snapshot[1][column], repeat(value)))
        return _filtered(kept, tuple(rest))

    def values(self, relation: str, columns: tuple[int, ...], value: int,
               where: tuple[tuple[int, object], ...] = ()) -> ValueSets:
        """Key (the values of `columns`; `where` as for index) -> the set of the values of
        column `value` among its tuples, for joins that intersect such sets (compile.py).
        Each set is made from the index's bucket when its key is first asked for (at C
        speed), so keys never asked for cost nothing. Only of a relation that no longer
        grows: merge forgets them."""
        key = (columns, value, where)
        found = self.value_indexes[relation].get(key)
        if found is None:
            found = ValueSets(self.index(relation, columns, where), itemgetter(value))
            self.value_indexes[relation][key] = found
        return found

    def add_facts(self, relation: str, tuples) -> None:
        self.value_indexes[relation] = {}
        self.unique_indexes[relation] = {}
        full = self.full[relation]
        value = 0 if self.provenance else None
        if not full and not self.indexes[relation]:
            # the usual case, facts into an empty relation: no tuple to test first, no
            # index to extend (hundreds of thousands of alias facts in a large function)
            if self.provenance or len(tuples) < SNAPSHOT_SIZE:
                full.update(dict.fromkeys(tuples, value))
            else:
                full.update(dict.fromkeys(_program_order(tuples)))
            return
        fresh = [t for t in tuples if t not in full]
        full.update(dict.fromkeys(fresh, value))
        for (columns, where), index in self.indexes[relation].items():
            _append(index, columns, where, fresh)

    def copy_of(self, relation: str, source: str) -> bool:
        """A rule found `relation` to hold every tuple of `source`, a complete relation.
        If no other rule adds to it, merge makes the relation that very dict: relations
        never change once their stratum is done, so the two may share it. False (the
        rule adds the tuples itself) if another rule is already such a copy."""
        if relation in self._copies:
            return False
        self._copies[relation] = source
        return True

    def merge(self, relation: str, new: dict, adopt: bool = False) -> None:
        """Add newly derived tuples, a dict in the order they were made (to, with
        provenance, their packed heights, which may lower those of known ones). With
        `adopt` (the caller keeps no reference to `new` and no compiled rule refers to
        the relation), into an empty relation with no index: `new` becomes the
        relation."""
        full = self.full[relation]
        indexes = self.indexes[relation]
        self.value_indexes[relation] = {}
        self.unique_indexes[relation] = {}
        copied = self._copies.pop(relation, None)
        if copied is not None:
            tuples = self.full[copied]
            if adopt and not new and not full and not indexes and not self.provenance:
                self.full[relation] = tuples
                found = self._snapshots.get(copied)
                if found is not None and found[0] == len(tuples):
                    self._snapshots[relation] = found
                return
            new = {**tuples, **new}  # (never with provenance)
        if adopt and not full and not indexes:
            self.full[relation] = new
            return
        if self.provenance:
            fresh = [t for t in new if t not in full] if indexes else ()
        else:
            fresh = new
        full.update(new)
        for (columns, where), index in indexes.items():
            _append(index, columns, where, fresh)


class ValueSets(dict):
    """Store.values: key -> set of values, each set made on first use from an index."""

    __slots__ = ("buckets", "value_of")

    def __init__(self, buckets: dict, value_of) -> None:
        super().__init__()
        self.buckets = buckets
        self.value_of = value_of

    def __missing__(self, key) -> set:
        found = self[key] = set(map(self.value_of, self.buckets.get(key, ())))
        return found


class Columns:
    """The columns of a list of tuples, each transposed on first use."""

    def __init__(self, rows: list) -> None:
        self.rows = rows
        self.columns: dict[int, list] = {}

    def __getitem__(self, column: int) -> list:
        found = self.columns.get(column)
        if found is None:
            found = self.columns[column] = list(map(getitem, self.rows, repeat(column)))
        return found


def _program_order(tuples) -> list:
    """Facts, given as a set, sorted: their ids are the IR's line numbers, so a rule
    reading them in this order meets the ops of one loop, and the blocks around them, one
    after another, and its probes find what the last ones brought into the cache.
    (Unsorted if a column mixes kinds of values, as an untyped program's may.)"""
    try:
        return sorted(tuples)
    except TypeError:
        return list(tuples)


def _snapshot_keys(snapshot: tuple[list, Columns], columns: tuple[int, ...]):
    """The keys on `columns` of a snapshot's tuples, in its order, from its columns."""
    values = snapshot[1]
    return values[columns[0]] if len(columns) == 1 else \
        zip(*(values[c] for c in columns), strict=True)


def _append_keyed(index: dict, keys, tuples) -> None:
    """_append with each tuple's key given (from a snapshot's columns)."""
    get = index.get
    for key, t in zip(keys, tuples, strict=True):
        bucket = get(key)
        if bucket is None:
            index[key] = [t]
        else:
            bucket.append(t)


def _filtered(tuples, where: tuple[tuple[int, object], ...]) -> list:
    """The tuples holding each (column, value) of `where`."""
    tuples = list(tuples)
    for column, value in where:  # (a filter in C: the relation may hold millions)
        tuples = list(compress(tuples, map(eq, map(itemgetter(column), tuples), repeat(value))))
    return tuples


def _key(where: tuple[tuple[int, object], ...], columns: tuple[int, ...]):
    """The key of an index on `columns` that `where` gives every column of."""
    values = dict(where)
    return values[columns[0]] if len(columns) == 1 else tuple(values[c] for c in columns)


def _append(index: dict, columns: tuple[int, ...], where: tuple[tuple[int, object], ...],
            tuples) -> None:
    if where:
        tuples = _filtered(tuples, where)
    if not columns:
        index.setdefault((), []).extend(tuples)
        return
    key_of = itemgetter(*columns)
    get = index.get
    for t in tuples:
        key = key_of(t)
        bucket = get(key)
        if bucket is None:
            index[key] = [t]
        else:
            bucket.append(t)
