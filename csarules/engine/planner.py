"""Join planning: the order in which one rule version visits its body atoms.

The plan depends only on the body's content, what is bound on entry, the atom read from the
delta, and cardinality estimates from the store: never on the textual order of the body
(`canonical` sorts literals by content before anything else looks at them, and every tie is
broken by that content order). Rule authors can therefore write atoms in any order.

Estimates (the textbook System R ones):
- an atom over relation R with the columns C bound produces, per incoming binding,
  fan-out = |R| * product over c in C of (bucket_R(c) / |R|) * min(1, distinct_R(c) / D_c):
  bucket_R(c) is the number of tuples a value of column c holds, averaged over R's tuples
  (sum of squared counts / |R|: a skewed column, most blocks at loop level 0, is not taken
  for a selective one), or the count of a constant; D_c is the domain of the value bound in
  c, the distinct count of the column that bound its variable. Uniform columns give the
  textbook |R| / product of max(distinct_R(c), D_c). With every column bound it is a
  membership test of selectivity |R| / max(|R|, product of the D_c);
- a comparison or negation keeps a fixed fraction of the bindings (`SELECTIVITY`);
- a plan costs the bindings it visits: the sum over its atoms of (incoming bindings + tuples
  scanned). Plans of up to `EXHAUSTIVE` atoms are searched exhaustively (dynamic programming
  over the subsets of placed atoms, left-deep), larger ones greedily by the same cost.

So an unconstrained atom (no bound column) is chosen while a constrained one is available
only when it is cheaper by this estimate, e.g. a relation of one tuple.

Relations growing in the current recursive stratum: the versions are compiled before the
fixpoint starts, when a growing relation holds only its facts (often nothing), so its
current size says nothing about the size it will reach. Underestimating it is what turns a
join into a cross product, so a growing relation read in full is estimated large
(`GROWING_SIZE` tuples spread evenly over its columns) and the delta, which is by
construction the small new part, is always the outermost loop: every other atom of the
version then sees the delta's variables bound.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

from csarules.engine.ast import (
    Atom,
    Compare,
    Const,
    Literal,
    Negation,
    Term,
    Var,
    Wildcard,
    aggregates_in,
    render_literal,
    term_vars,
)
from csarules.engine.check import aggregate_outer_vars

GROWING_SIZE = 10**6  # estimated size of a relation still growing in the current stratum
OUTSIDE_DOMAIN = 1000.0  # domain of a value bound outside any atom (an assignment, an input)
SELECTIVITY = {"=": 0.1, "!=": 1.0, "<": 0.5, "<=": 0.5, ">": 0.5, ">=": 0.5}
NEGATION_SELECTIVITY = 0.5
EXHAUSTIVE = 10  # 2**10 subsets at most: a few milliseconds per version


def literal_key(lit: Literal) -> tuple[int, str, str]:
    """Content order of literals: atoms, then negations, then comparisons, by text."""
    if isinstance(lit, Atom):
        return (0, lit.relation, render_literal(lit))
    if isinstance(lit, Negation):
        return (1, lit.atom.relation, render_literal(lit))
    return (2, lit.op, render_literal(lit))


def canonical(literals: list[Literal], delta_at: int | None) -> tuple[list[Literal], int | None]:
    """The body sorted by content, and where the delta atom went."""
    order = sorted(range(len(literals)), key=lambda i: literal_key(literals[i]))
    moved = order.index(delta_at) if delta_at is not None else None
    return [literals[i] for i in order], moved


def ready(term: Term, bound: set[str] | frozenset[str]) -> bool:
    """Can `term` be evaluated with `bound` variables (aggregates need their outer ones)?"""
    if isinstance(term, Var):  # the common cases first: the planner asks this a lot
        return term.name in bound
    if isinstance(term, Const):
        return True
    if isinstance(term, Wildcard) or not term_vars(term) <= bound:
        return False
    return all(aggregate_outer_vars(a) <= bound for a in aggregates_in(term))


def bound_columns(atom: Atom, bound: set[str] | frozenset[str]) -> list[int]:
    return [i for i, arg in enumerate(atom.args)
            if not isinstance(arg, Wildcard) and ready(arg, bound)]


def expressions_ready(atom: Atom, bound: set[str] | frozenset[str]) -> bool:
    """An argument like `x + 1` only filters once x is bound: such atoms wait for it."""
    return all(isinstance(a, Var | Wildcard) or ready(a, bound) for a in atom.args)


def assigned(lit: Compare, bound: set[str] | frozenset[str]) -> str | None:
    """The variable `lit` (an `=`) binds now, if it is an assignment at this point."""
    if lit.op != "=":
        return None
    for target, source in ((lit.left, lit.right), (lit.right, lit.left)):
        if isinstance(target, Var) and target.name not in bound and ready(source, bound):
            return target.name
    return None


def condition_ready(lit: Literal, bound: set[str] | frozenset[str]) -> bool:
    if isinstance(lit, Negation):
        return all(isinstance(a, Wildcard) or ready(a, bound) for a in lit.atom.args)
    assert isinstance(lit, Compare)
    return ready(lit.left, bound) and ready(lit.right, bound)


class Estimates:
    """Sizes and per-column distinct counts, from the store or, if growing, assumed large."""

    def __init__(self, store, growing: set[str]) -> None:
        self.store = store
        self.growing = growing

    def size(self, relation: str) -> float:
        n = len(self.store.full[relation])
        return float(max(n, GROWING_SIZE) if relation in self.growing else n)

    def column_distinct(self, relation: str, column: int, arity: int) -> float:
        if relation in self.growing:
            return max(1.0, self.size(relation) ** (1.0 / arity))
        return float(len(self.store.column_counts(relation, column)[0]))

    def bucket(self, relation: str, column: int, arity: int, value: object) -> float:
        """Tuples expected under one value of the column: for a constant, its own count;
        for a joined value, the average seen by a tuple (sum of squared counts / size),
        which, unlike size / distinct, sees the few values that hold most tuples."""
        n = self.size(relation)
        if relation in self.growing:
            return n / self.column_distinct(relation, column, arity)
        counts, squares = self.store.column_counts(relation, column)
        if isinstance(value, Const):
            return float(counts.get(value.value, 0))
        return squares / n

    def fan_out(self, atom: Atom, columns: list[int], domains: list[float]) -> float:
        """Expected tuples per probe with `columns` bound to values of `domains`: the
        fraction each bound column keeps (independent columns), times the chance that a
        value from a larger domain is in the column at all."""
        n = self.size(atom.relation)
        if not columns or n == 0:
            return n
        arity = len(atom.args)
        if len(columns) == arity:  # a membership test: every tuple is its own key
            return n / max(n, prod(domains), 1.0)
        out = n
        for c, domain in zip(columns, domains, strict=True):
            distinct = self.column_distinct(atom.relation, c, arity)
            out *= self.bucket(atom.relation, c, arity, atom.args[c]) / n
            out *= min(1.0, distinct / max(domain, 1.0))
        return out


@dataclass(frozen=True, slots=True)
class _State:
    bound: frozenset[str]
    # variable -> where its values come from: a number, or (relation, column, arity) whose
    # distinct count is looked up only if the variable is used as a key (never mutated)
    domains: dict[str, object]
    card: float  # bindings after the atoms placed so far
    cost: float
    order: tuple[int, ...]  # atoms placed, as indices into the canonical body
    done: frozenset[int]  # conditions applied

    def domain(self, name: str, est: Estimates) -> float:
        source = self.domains.get(name, OUTSIDE_DOMAIN)
        if isinstance(source, float):
            return source
        return est.column_distinct(*source)  # type: ignore[misc]


def _domain(term: Term, state: _State, est: Estimates) -> float:
    if isinstance(term, Var):
        return state.domain(term.name, est)
    return 1.0 if isinstance(term, Const) else OUTSIDE_DOMAIN


class Planner:
    def __init__(self, estimates: Estimates) -> None:
        self.est = estimates
        self.fan_outs: dict[tuple, float] = {}

    def order(self, literals: list[Literal], bound: set[str], delta_at: int | None) -> list[int]:
        """Indices (into `literals`, already canonical) of the positive atoms, in join order;
        the delta atom, if any, first."""
        atoms = [i for i, lit in enumerate(literals) if isinstance(lit, Atom) and i != delta_at]
        state = self._conditions(_State(frozenset(bound), dict.fromkeys(bound, OUTSIDE_DOMAIN),
                                        1.0, 0.0, (), frozenset()), literals)
        if delta_at is not None:
            state = self._extend(state, literals, delta_at)
        if len(atoms) <= EXHAUSTIVE:
            state = self._search(state, literals, atoms)
        else:
            while len(state.order) < len(atoms) + (delta_at is not None):
                options = self._options(state, literals, atoms)
                state = min((self._extend(state, literals, i) for i in options),
                            key=lambda s: (s.cost, s.order))
        return list(state.order)

    def _options(self, state: _State, literals: list[Literal], atoms: list[int]) -> list[int]:
        left = [i for i in atoms if i not in state.order]
        waiting = [i for i in left if expressions_ready(literals[i], state.bound)]  # type: ignore[arg-type]
        return waiting or left

    def _search(self, start: _State, literals: list[Literal], atoms: list[int]) -> _State:
        layer = {frozenset(): start}
        for _ in atoms:
            nxt: dict[frozenset[int], _State] = {}
            for placed in sorted(layer, key=sorted):
                state = layer[placed]
                for i in self._options(state, literals, atoms):
                    new = self._extend(state, literals, i)
                    key = placed | {i}
                    old = nxt.get(key)
                    if old is None or (new.cost, new.order) < (old.cost, old.order):
                        nxt[key] = new
            layer = nxt
        return next(iter(layer.values()))

    def _extend(self, state: _State, literals: list[Literal], i: int) -> _State:
        atom = literals[i]
        assert isinstance(atom, Atom)
        columns = bound_columns(atom, state.bound)
        domains = [_domain(atom.args[c], state, self.est) for c in columns]
        key = (i, *columns, *domains)
        fan_out = self.fan_outs.get(key)
        if fan_out is None:
            fan_out = self.fan_outs[key] = self.est.fan_out(atom, columns, domains)
        arity = len(atom.args)
        new_domains = dict(state.domains)
        for c, arg in enumerate(atom.args):
            # the first column binding a variable gives its domain
            if isinstance(arg, Var) and arg.name not in state.bound:
                new_domains.setdefault(arg.name, (atom.relation, c, arity))
        bound = state.bound | {a.name for a in atom.args if isinstance(a, Var)}
        scanned = state.card * fan_out
        new = _State(bound, new_domains, scanned,
                     state.cost + state.card + scanned, state.order + (i,), state.done)
        return self._conditions(new, literals)

    def _conditions(self, state: _State, literals: list[Literal]) -> _State:
        """Apply every comparison, assignment and negation that is ready (to a fixpoint)."""
        bound, card, done = set(state.bound), state.card, set(state.done)
        domains = state.domains
        progress = True
        while progress:
            progress = False
            for j, lit in enumerate(literals):
                if j in done or isinstance(lit, Atom):
                    continue
                if isinstance(lit, Compare) and (target := assigned(lit, bound)):
                    bound.add(target)
                    domains = {**domains, target: OUTSIDE_DOMAIN}
                elif condition_ready(lit, bound):
                    card *= NEGATION_SELECTIVITY if isinstance(lit, Negation) else \
                        SELECTIVITY[lit.op]  # type: ignore[union-attr]
                else:
                    continue
                done.add(j)
                progress = True
        return _State(frozenset(bound), domains, card, state.cost,
                      state.order, frozenset(done))
