"""Rules evaluated as whole-set operations instead of a loop per tuple.

A rule whose body has one atom of distinct variables (the main atom) holding every
variable of the rule, the other literals being tests of its tuples, filters that atom's
relation at C speed:

    required(a, b, ctx, rule) :- want(a, b, ctx, rule), !relaxed(a, b, ctx, rule).
    required_pair(a, b, ctx) :- required(a, b, ctx, _).
    want(a, b, 0, "location") :-
        same_iteration(a, b), writes_either(a, b), may_alias(a, b),
        !same_iteration_disjoint(a, b).
    writes_either(a, b) :- mem_access(a), mem_access(b), may_alias_unknown(a, b), may_store(a).
    forward_path(x, y) :- reach(x, y), !in_some_loop(x), x != y.

Atoms and negations over the main atom's very argument tuple are set intersections and
differences; other atoms and negations over its variables (and wildcards) keep the tuples
whose values are (not) among the other relation's, compared through `map` and
`itertools.compress`; comparisons between its variables and constants likewise. The head
is its variables and constants, zipped column by column.

Python's set operations do those in C; in a large function such relations hold millions
of pairs, and the generated loop spends about a microsecond on each (and, for a lookup,
first builds a hash index of the relation). Only without provenance (a set operation
knows no proof heights) and for rules run once over complete relations (no delta).
"""

from __future__ import annotations

from functools import reduce
from itertools import compress, filterfalse, repeat
from operator import add, and_, eq, ge, getitem, gt, itemgetter, le, lt, ne, not_, sub

from csarules.engine.ast import Atom, Compare, Const, Negation, Rule, Var, Wildcard, kept_on
from csarules.engine.planner import canonical, shown
from csarules.engine.store import Columns, Store

_OPS = {"=": eq, "!=": ne, "<": lt, "<=": le, ">": gt, ">=": ge}


def set_rule(store: Store, rule: Rule):
    """(run(delta, new), plan lines) for a rule of that shape, or None."""
    body, main = _shape(rule)
    if main is None:
        return None
    column = {arg.name: i for i, arg in enumerate(main.args) if isinstance(arg, Var)}
    whole = tuple(main.args) if len(column) == len(main.args) else None
    same, removed, tests, plan = [], [], [], [f"{'scan':<9} {shown(main)}  as a set"]
    for lit in body:
        if lit is main:
            continue
        if isinstance(lit, Compare):
            sides = [_side(term, column) for term in (lit.left, lit.right)]
            if None in sides:
                return None
            tests.append((2, 0, ("compare", _OPS[lit.op], sides), f"{'filter':<9} {shown(lit)}"))
            continue
        atom = lit.atom if isinstance(lit, Negation) else lit
        if not all(isinstance(a, Wildcard) or (isinstance(a, Var) and a.name in column)
                   for a in atom.args):
            return None  # a constant or another variable: a join or a lookup, not a filter
        negative = isinstance(lit, Negation)
        if whole is not None and tuple(atom.args) == whole:
            (removed if negative else same).append(store.full[atom.relation])
            plan.append(f"{'not' if negative else 'and':<9} {shown(atom)}  "
                        f"set {'difference' if negative else 'intersection'}")
            continue
        at = [i for i, a in enumerate(atom.args) if not isinstance(a, Wildcard)]
        keys = [column[atom.args[i].name] for i in at]  # type: ignore[union-attr]
        relation = store.full[atom.relation]
        test = ("in", negative, (relation, at, len(atom.args), keys))
        tests.append((int(negative), len(relation), test,
                      f"{'not in' if negative else 'in':<9} {shown(atom)}  "
                      f"semi-join on ({', '.join(map(str, keys))})"))
    # Each test reads the tuples the earlier ones kept: the semi-joins with the smallest
    # relations first (most likely to keep few), then negations, then comparisons.
    tests.sort(key=lambda test: test[:2])
    plan += [line for *_, line in tests]
    tests = [test for _, _, test, _ in tests]
    head = [_side(term, column) for term in rule.head.args]
    if None in head:
        return None
    source = store.full[main.relation]
    # positive atoms: one empty and the rule derives nothing (without reading `source`)
    needed = [source, *same, *(test[2][0] for test in tests if test[:2] == ("in", False))]
    target = store.full[rule.relation]
    identity = whole is not None and tuple(rule.head.args) == whole
    if not identity:
        plan.append(f"{'project':<9} {shown(rule.head)}")

    def run(_delta, new: dict) -> None:
        if not all(needed):
            return
        # (relations are dicts: their key views make sets, the smaller side read)
        live = [tuples for tuples in removed if tuples]
        whole_source = not same and not live
        found = reduce(sub, [t.keys() for t in live],
                       reduce(and_, [t.keys() for t in same], source.keys()))
        if tests or not identity:
            snapshot = store.snapshot(main.relation) if whole_source else None
            rows = _Rows(*snapshot) if snapshot else _Rows(list(found), None)
            for kind, first, second in tests:
                if kind == "compare":
                    keep = map(first, *(rows.side(side) for side in second))
                else:
                    keep = _members(rows, *second)  # type: ignore[misc]
                    if first:
                        keep = map(not_, keep)
                rows.keep(keep)
            # made in the order of the kept tuples (for a large relation, their order in
            # memory: see Store.merge), kept in that order
            made = rows.rows() if identity else _project(rows, head)  # type: ignore[arg-type]
            new.update(dict.fromkeys(filterfalse(target.__contains__, made) if target else made))
        elif whole_source and not target and store.copy_of(rule.relation, main.relation):
            # a copy (`required :- want, !relaxed` with nothing relaxed: three million
            # tuples on lvm): the relation may share the source's dict (Store.merge)
            pass
        else:
            new.update(dict.fromkeys(found - target.keys() if target else found))

    return run, plan


def _shape(rule: Rule) -> tuple[list, Atom | None]:
    """The body in content order and its main atom, if any (asked of every rule run once
    in each engine run)."""
    return kept_on(rule, "_set_shape", _find_shape)


def _find_shape(rule: Rule) -> tuple[list, Atom | None]:
    body, _ = canonical(list(rule.body), None)
    return body, next((lit for lit in body if isinstance(lit, Atom) and _covers(lit, rule)),
                      None)


def _covers(atom: Atom, rule: Rule) -> bool:
    """Is `atom` of distinct variables (and wildcards), holding every variable of the rule?"""
    names = [a.name for a in atom.args if isinstance(a, Var)]
    if len(set(names)) != len(names) or \
            not all(isinstance(a, Var | Wildcard) for a in atom.args):
        return False
    return _variables(rule) <= set(names)


def _variables(rule: Rule) -> set[str]:
    out: set[str] = set()
    terms = list(rule.head.args)
    for lit in rule.body:
        if isinstance(lit, Compare):
            terms += [lit.left, lit.right]
        else:
            terms += (lit.atom if isinstance(lit, Negation) else lit).args
    for term in terms:
        if isinstance(term, Var):
            out.add(term.name)
        elif not isinstance(term, Const | Wildcard):
            out.add("#expression")  # never a main atom's variable: not a set rule
    return out


def _side(term, column: dict[str, int]):
    """A head argument or comparison side: ("column", i), ("const", value) or None."""
    if isinstance(term, Var) and term.name in column:
        return ("column", column[term.name])
    if isinstance(term, Const):
        return ("const", term.value)
    return None


class _Rows:
    """The tuples a rule still keeps: a list of tuples and a selection of them, with their
    columns transposed once each (from the store's snapshot of a large relation, shared
    with other rules and the planner). The tuples lie all over memory and reading a value
    of each is a cache miss; a transposed column is read at C speed by every test."""

    def __init__(self, rows: list, columns) -> None:
        self.all = rows
        self.columns = columns if columns is not None else Columns(rows)
        self.selected: list[int] | None = None  # indices into `all`, or every tuple

    def column(self, at: int):
        """The values of one column of the kept tuples (a column not transposed yet is
        read from the kept tuples only)."""
        if self.selected is None:
            return self.columns[at]
        if at in self.columns.columns:
            return map(self.columns[at].__getitem__, self.selected)
        return map(getitem, self.rows(), repeat(at))

    def side(self, side):
        kind, value = side
        return self.column(value) if kind == "column" else repeat(value)

    def keep(self, keep) -> None:
        every = range(len(self.all)) if self.selected is None else self.selected
        self.selected = list(compress(every, keep))

    def rows(self):
        return self.all if self.selected is None else map(self.all.__getitem__, self.selected)

    def wider(self, width: int) -> bool:
        """Do the tuples have more than `width` columns?"""
        return bool(self.all) and len(self.all[0]) > width

    def __len__(self) -> int:
        return len(self.all) if self.selected is None else len(self.selected)


def _members(rows: _Rows, relation: dict, at: list[int], arity: int, keys: list[int]):
    """For each row, whether its values at `keys` are a tuple of `relation` at `at` (the
    other columns, wildcards, any value)."""
    if not at:  # every argument a wildcard: is the relation empty?
        return repeat(bool(relation), len(rows))
    if len(at) == 1:
        values = set(map(getitem, relation, repeat(at[0])))
        return map(values.__contains__, rows.column(keys[0]))
    present = relation if len(at) == arity else set(map(itemgetter(*at), relation))
    return map(present.__contains__, zip(*(rows.column(k) for k in keys), strict=False))


def _project(rows: _Rows, head: list[tuple[str, object]]):
    """The head's tuples (repeated ones too), in one pass over the kept tuples where the
    head is some of their columns followed by constants (a pass per column costs a cache
    miss per tuple each)."""
    columns = [value for kind, value in head if kind == "column"]
    constants = tuple(value for kind, value in head if kind == "const")
    if not columns:
        return [constants] if len(rows) else []
    if head[:len(columns)] != [("column", c) for c in columns]:  # a constant in between
        return zip(*(rows.side(side) for side in head), strict=False)
    if len(columns) == 1:
        # one value each, often repeated (`carried_to(c) :- required_pair(_, c, l), l != 0`:
        # 2M pairs, 1,100 values): distinct values first, a tuple for each of those only
        values = zip(dict.fromkeys(rows.column(columns[0])))
    elif columns == list(range(len(columns))) and not rows.wider(len(columns)):
        values = rows.rows()  # the tuples themselves
    else:
        values = map(itemgetter(*columns), rows.rows())
    return map(add, values, repeat(constants)) if constants else values
