"""Generated rule code reused across runs whose stores differ.

Ordering a project runs the same programs once per module (and once per group of
functions): each run planned and generated every rule version anew, and on a small module
that was most of the run (26 kernels: 0.2 s of the 0.3 s the versioning program took,
against 0.01 s evaluating its rules). A version's code depends on the store only through
the join orders the planner chose and a few questions the generator asked (is this
relation scanned from a list, is the head's relation empty, is an index there or cheap,
is a key unique), and it refers to the store's relations and indexes by name. So a
version made for one store serves another when every question has the same answer there
and every join order is still cheap: costs at most `SEARCH_WORTH` bindings under the new
store's estimates, the bound under which planning again is not worth its time (a dearer
order is planned again, so a join that was cheap on a small module never runs on a large
one). The names are bound again to the new store's relations and indexes.

A run's results never depend on the join order, only its time, and the order a reused
version keeps depends on the runs before it: `--show-plan` and `--profile` therefore
plan every version afresh (embedded.py asks for reuse only without an observer).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import CodeType

from csarules.engine.ast import Literal, Rule
from csarules.engine.planner import SEARCH_WORTH, SMALL_INDEX, Planner
from csarules.engine.store import Store

# (kind, relation, *arguments): what the generator asked of the store (see `answer`)
Question = tuple
# the canonical body, the variables bound on entry, the delta atom, the join order
Order = tuple[tuple[Literal, ...], frozenset[str], int | None, tuple[int, ...]]
# what a generated name stands for: ("F"|"S", relation) or ("I"|"U", relation, columns,
# where) or ("V", relation, columns, value column, where)
Ref = tuple

MAX_KEYS = 20_000
PER_KEY = 4  # versions kept per rule version, newest first


@dataclass(frozen=True)
class Made:
    rule: Rule  # (kept alive: the cache is keyed by its id)
    answers: tuple[tuple[Question, bool], ...]
    orders: tuple[Order, ...]
    source: str
    code: CodeType
    refs: tuple[tuple[Ref, str], ...]  # in the order they were first named
    steps: tuple[str, ...]


_MADE: dict[tuple, list[Made]] = {}


def answer(store: Store, question: Question) -> bool:
    kind, relation, *more = question
    if kind == "scan":  # a complete relation read from a list (Store.scan_rows)
        return store.scan_rows(relation) is not None
    if kind == "filled":
        return bool(store.full[relation])
    if kind == "indexed":  # the index is there, or costs little to build
        columns, where = more
        return (columns, where) in store.indexes[relation] or \
            len(store.full[relation]) <= SMALL_INDEX
    if kind == "unique":
        columns, where = more
        return store.unique_index(relation, columns, where) is not None
    raise AssertionError(f"unknown question {kind}")


def value(store: Store, ref: Ref) -> object:
    kind, relation, *more = ref
    if kind == "F":
        return store.full[relation]
    if kind == "S":
        return store.scan_rows(relation)
    if kind == "I":
        return store.index(relation, *more)
    if kind == "U":
        return store.unique_index(relation, *more)
    if kind == "V":
        return store.values(relation, *more)
    raise AssertionError(f"unknown reference {kind}")


def key(rule: Rule, delta_at: int | None, growing: set[str], store: Store) -> tuple:
    return (id(rule), delta_at, frozenset(growing), store.provenance, store.stride)


def find(at: tuple, store: Store, planner: Planner) -> Made | None:
    """A version made for another store that this one can run as it is."""
    for made in _MADE.get(at, ()):
        if all(answer(store, q) == a for q, a in made.answers) and \
                all(_cheap(planner, body, bound, delta, order)
                    for body, bound, delta, order in made.orders):
            return made
    return None


def _cheap(planner: Planner, body: tuple[Literal, ...], bound: frozenset[str],
           delta: int | None, order: tuple[int, ...]) -> bool:
    """Whether the planner had no choice (one atom besides the delta at most), or the
    order costs at most SEARCH_WORTH here: first bounded by the relations' sizes, which
    settles most orders of a small module, then estimated as the planner does."""
    if len(order) <= 1 + (delta is not None):
        return True
    body_list, order_list = list(body), list(order)
    return planner.cost_at_most(body_list, order_list) <= SEARCH_WORTH or \
        planner.cost(body_list, bound, delta, order_list) <= SEARCH_WORTH


def keep(at: tuple, made: Made) -> None:
    if len(_MADE) >= MAX_KEYS:
        _MADE.clear()
    entries = _MADE.setdefault(at, [])
    entries.insert(0, made)
    del entries[PER_KEY:]
