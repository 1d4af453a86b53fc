"""The store's paths for large relations (csarules/engine/store.py) against its per-tuple
path: a relation whose snapshot is the list of its tuples in the order they were made
(merged whole, or in parts by a fixpoint), its columns transposed one at a time, gives
the same indexes (filtered ones and keys of constants only included) and column counts
as the same tuples added as facts to a store that reads them tuple by tuple; and the
order a relation's tuples are kept and scanned in."""

from __future__ import annotations

from itertools import combinations
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.engine import store
from csarules.engine.store import Store

ARITY = 3
rows_made = st.lists(st.tuples(*[st.integers(0, 3)] * ARITY), max_size=40, unique=True)


def _views(s: Store) -> dict:
    """Every index (buckets as sorted lists: their order follows the tuples' order) and
    every column's counts."""
    out: dict = {}
    for n in range(1, ARITY + 1):
        for columns in combinations(range(ARITY), n):
            wheres = [()] + [((c, v),) for c in columns for v in (0, 2)]
            wheres.append(tuple((c, 1) for c in columns))  # a key of constants only
            for where in wheres:
                index = s.index("r", columns, where)
                out[columns, where] = {k: sorted(b) for k, b in index.items()}
    for column in range(ARITY):
        counts, squares = s.column_counts("r", column)
        out[column] = (dict(counts), squares)
    return out


def _reference(rows: list[tuple]) -> dict:
    s = Store({"r": None}, provenance=False, stride=2)
    s.add_facts("r", rows)
    return _views(s)


@settings(max_examples=80, deadline=None)
@given(rows_made, st.integers(1, 4))
def test_snapshots_in_the_order_made_match_the_per_tuple_path(rows, parts) -> None:
    expected = _reference(rows)
    with patch.object(store, "SNAPSHOT_SIZE", 1):
        whole = Store({"r": None}, provenance=False, stride=2)
        whole.merge("r", dict.fromkeys(rows), adopt=True)  # a non-recursive stratum
        assert _views(whole) == expected
        grown = Store({"r": None}, provenance=False, stride=2)  # a fixpoint, round by round
        size = len(rows) // parts + 1
        for at in range(0, len(rows), size):
            grown.merge("r", dict.fromkeys(rows[at:at + size]))
        assert _views(grown) == expected
        for made in (whole, grown):  # the relation, and its snapshot, in the order made
            assert list(made.full["r"]) == rows
            assert (made.scan_rows("r") or []) == rows


@settings(max_examples=60, deadline=None)
@given(rows_made)
def test_value_sets_are_the_index_buckets_values(rows) -> None:
    """Store.values: per key (constants in it too, or none), the set of one column's values,
    snapshot or not."""
    for size in (1, 10_000):
        with patch.object(store, "SNAPSHOT_SIZE", size):
            s = Store({"r": None}, provenance=False, stride=2)
            s.merge("r", dict.fromkeys(rows), adopt=True)
            for value in range(ARITY):
                keys = [c for c in range(ARITY) if c != value]
                for columns in [(), (keys[0],), tuple(keys)]:
                    sets = s.values("r", columns, value)
                    for row in rows:
                        key = tuple(row[c] for c in columns)
                        key = key[0] if len(columns) == 1 else key
                        assert sets[key] == {r[value] for r in rows
                                             if all(r[c] == row[c] for c in columns)}
                where = ((keys[0], 1),)
                sets = s.values("r", (keys[0],), value, where)
                assert sets[1] == {r[value] for r in rows if r[keys[0]] == 1}
                assert sets[2] == set()  # (the index holds only tuples with a 1 there)


def test_a_copy_shares_the_set_and_outlives_its_source() -> None:
    s = Store({"want": None, "required": None, "union": None}, provenance=False, stride=2)
    s.merge("want", dict.fromkeys([(1, 2), (3, 4)]), adopt=True)
    assert s.copy_of("required", "want") and not s.copy_of("required", "want")
    s.merge("required", {}, adopt=True)
    assert s.full["required"] is s.full["want"]
    s.release("want")
    assert s.full["required"].keys() == {(1, 2), (3, 4)} and not s.full["want"]
    # another rule adds to the relation: a dict of its own, holding both
    assert s.copy_of("union", "required")
    s.merge("union", {(5, 6): None}, adopt=True)
    assert list(s.full["union"]) == [(1, 2), (3, 4), (5, 6)]  # (in the order made)
    assert s.full["union"] is not s.full["required"]
    assert s.full["required"].keys() == {(1, 2), (3, 4)}


@settings(max_examples=40, deadline=None)
@given(rows_made)
def test_facts_given_as_a_set_are_scanned_sorted(rows) -> None:
    """A large relation of facts is looped over in sorted order (the IR's order, in
    csarules' facts), and rules scanning it make their tuples in that order too."""
    from csarules.engine import parse_program
    from csarules.engine.embedded import EmbeddedEngine

    with patch.object(store, "SNAPSHOT_SIZE", 1):
        s = Store({"r": None}, provenance=False, stride=2)
        s.add_facts("r", set(rows))
        assert s.scan_rows("r") == (sorted(rows) if rows else None)
        assert _views(s) == _reference(rows)
        program = parse_program(".decl r(a:number, b:number, c:number)\n"
                                ".decl q(a:number, b:number)\n"
                                "q(b, a) :- r(a, b, _).\n")
        result = EmbeddedEngine(provenance=False).run(program, {"r": set(rows)})
        made = result.store.scan_rows("q") or []
        assert made == list(dict.fromkeys((b, a) for a, b, _ in sorted(rows)))


def test_facts_of_mixed_kinds_are_scanned_unsorted() -> None:
    with patch.object(store, "SNAPSHOT_SIZE", 1):
        s = Store({"r": None}, provenance=False, stride=2)
        s.add_facts("r", {(1, "a"), ("b", 2), (3, 4)})  # (an untyped program's facts)
        assert sorted(map(repr, s.scan_rows("r") or [])) == ["('b', 2)", "(1, 'a')", "(3, 4)"]


def test_with_provenance_scans_read_the_relation_itself() -> None:
    with patch.object(store, "SNAPSHOT_SIZE", 1):
        s = Store({"r": None}, provenance=True, stride=2)
        s.add_facts("r", {(1, 2, 3), (0, 1, 2)})
        assert s.scan_rows("r") is None
