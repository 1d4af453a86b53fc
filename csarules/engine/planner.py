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
  textbook |R| / product of max(distinct_R(c), D_c). When the column that bound the variable
  is of a relation of at most `KNOWN_VALUES` tuples, those values are looked up instead:
  bucket_R(c) is their mean count in R's column c (the one `ret` of a function, bound
  from `ret_op`, holds a pair with nearly every op: several times the average bucket),
  and the min(...) factor is 1. With every column bound it is a membership test of
  selectivity |R| / max(|R|, product of the D_c);
- a comparison or negation keeps a fixed fraction of the bindings (`SELECTIVITY`), but for
  `v = c` and `v != c` (c a constant, v bound by an atom's column), which keep the share of
  that column's tuples holding c or not: `l != 0` keeps the few carried pairs of a large
  function's `required_pair(a, c, l)`, most of whose tuples are within one iteration;
- a plan costs the bindings it visits: the sum over its atoms of (incoming bindings + tuples
  scanned), plus, for each lookup on columns of a complete relation that no index covers
  yet, the tuples that index will hold: building it is a pass over them, and on a large
  function it can cost more than the join (an index of `required_pair` by (a, c) on
  Lua's `lvm.ll`: 2.1M tuples, 0.6 s, for a rule whose every plan visits a few thousand
  bindings). Indexes already built cost nothing, so a plan may differ with what ran before
  it, as its estimates already do; nor do indexes of up to `SMALL_INDEX` tuples (built in
  under a millisecond, they should not sway plans among small relations).
  The greedy plan (cheapest next step each time) is computed first; bodies of 3 to
  `EXHAUSTIVE` atoms are then searched exhaustively (dynamic programming over the
  subsets of placed atoms, left-deep, one best partial plan per subset), skipping partial
  plans already dearer than the greedy one. The search is skipped when the greedy plan
  costs at most `SEARCH_WORTH` bindings: the best plan it could find costs no less than
  nothing, so it could save at most that many, and a search takes about a millisecond,
  the time of visiting thousands of bindings (on a small module nearly every plan is that
  cheap, and searching them was two thirds of planning).

An unconstrained atom (no bound column) is tried while a constrained one is available only
if it is no larger than the constrained one's fan-out, e.g. a relation of one tuple: cross
products are what made joins fall off a cliff.

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
    Aggregate,
    Atom,
    Compare,
    Const,
    Literal,
    Negation,
    Term,
    Var,
    Wildcard,
    _map_literal,
    _map_term,
    aggregates_in,
    render_literal,
    render_term,
    term_vars,
)
from csarules.engine.check import aggregate_outer_vars

GROWING_SIZE = 10**6  # estimated size of a relation still growing in the current stratum
OUTSIDE_DOMAIN = 1000.0  # domain of a value bound outside any atom (an assignment, an input)
SELECTIVITY = {"=": 0.1, "!=": 1.0, "<": 0.5, "<=": 0.5, ">": 0.5, ">=": 0.5}
NEGATION_SELECTIVITY = 0.5
KNOWN_VALUES = 16  # the planner reads the values of a relation this small
SMALL_INDEX = 4096  # an index of at most this many tuples is taken as free to build
EXHAUSTIVE = 10  # 2**10 subsets at most: a few milliseconds per version
SEARCH_WORTH = 1000.0  # bindings a greedy plan must cost for a search to be worth it


def literal_key(lit: Literal) -> tuple[int, str, str]:
    """Content order of literals: atoms, then negations, then comparisons, by text (with
    aggregate bodies in content order too)."""
    text = render_literal(_map_literal(lit, _sorted_aggregate))
    if isinstance(lit, Atom):
        return (0, lit.relation, text)
    if isinstance(lit, Negation):
        return (1, lit.atom.relation, text)
    return (2, lit.op, text)


def _sorted_aggregate(agg: Aggregate) -> Aggregate:
    return Aggregate(agg.kind, agg.target, tuple(sorted(agg.body, key=literal_key)), agg.outer)


def shown(item: Literal | Term) -> str:
    """A literal or term as plans show it: aggregate bodies in content order."""
    return _cached(_shown, item)  # type: ignore[arg-type]


def _shown(item: Literal | Term) -> str:
    if isinstance(item, Atom | Negation | Compare):
        return render_literal(_map_literal(item, _sorted_aggregate))
    return render_term(_map_term(item, _sorted_aggregate))


def canonical(literals: list[Literal], delta_at: int | None) -> tuple[list[Literal], int | None]:
    """The body sorted by content, and where the delta atom went."""
    order = sorted(range(len(literals)), key=lambda i: _cached(literal_key, literals[i]))
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


def index_where(atom: Atom, columns: tuple[int, ...]) -> tuple[tuple[int, object], ...]:
    """The (column, constant) pairs among `columns`: an index for `atom` on them holds only
    the tuples matching those constants (Store.index's `where`)."""
    return tuple((c, arg.value) for c in columns
                 if isinstance(arg := atom.args[c], Const))


class Estimates:
    """Sizes and per-column distinct counts, from the store or, if growing, assumed large."""

    def __init__(self, store, growing: set[str]) -> None:
        self.store = store
        self.growing = growing
        self.distincts: dict[tuple[str, int], float] = {}  # the store does not change meanwhile

    def size(self, relation: str) -> float:
        n = len(self.store.full[relation])
        return float(max(n, GROWING_SIZE) if relation in self.growing else n)

    def column_distinct(self, relation: str, column: int, arity: int) -> float:
        if relation in self.growing:
            return max(1.0, self.size(relation) ** (1.0 / arity))
        key = (relation, column)
        found = self.distincts.get(key)
        if found is None:
            found = self.distincts[key] = float(len(self.store.column_counts(relation, column)[0]))
        return found

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

    def indexes_cost(self, relation: str) -> bool:
        """Whether a new index of `relation` could cost anything (see index_size)."""
        return relation not in self.growing and self.size(relation) > SMALL_INDEX

    def index_size(self, relation: str, arity: int, columns: tuple[int, ...],
                   where: tuple[tuple[int, object], ...]) -> float:
        """Tuples a new index of `relation` on `columns` (only the tuples holding `where`'s
        constants) would hold; 0 if it exists already or the relation still grows (its
        indexes grow with it, tuple by tuple, whatever the plan)."""
        if relation in self.growing or (columns, where) in self.store.indexes[relation]:
            return 0.0
        held = self.size(relation)
        for column, value in where:
            held *= self.share(relation, column, arity, value)
        return held if held > SMALL_INDEX else 0.0

    def share(self, relation: str, column: int, arity: int, value: object) -> float:
        """The fraction of the relation's tuples holding `value` in `column`."""
        n = self.size(relation)
        return self.bucket(relation, column, arity, Const(value)) / n if n else 0.0

    def fan_out(self, atom: Atom, columns: list[int], domains: list) -> float:
        """Expected tuples per probe with `columns` bound to values of `domains`: the
        fraction each bound column keeps (independent columns), times the chance that a
        value from a larger domain is in the column at all. A domain is a number of values,
        or the (relation, column, arity) the values come from: when that relation is tiny,
        its very values are looked up (a function's one `ret` holds the most pairs of
        all, far more than the average bucket says)."""
        n = self.size(atom.relation)
        if not columns or n == 0:
            return n
        arity = len(atom.args)
        sizes = [d if isinstance(d, float) else self.column_distinct(*d) for d in domains]
        if len(columns) == arity:  # a membership test: every tuple is its own key
            return n / max(n, prod(sizes), 1.0)
        out = n
        for c, domain, size in zip(columns, domains, sizes, strict=True):
            known = None if isinstance(domain, float) else self.known_values(*domain)
            if known is not None and atom.relation not in self.growing \
                    and not isinstance(atom.args[c], Const):
                counts = self.store.column_counts(atom.relation, c)[0]
                out *= sum(counts.get(v, 0) for v in known) / len(known) / n
                continue
            distinct = self.column_distinct(atom.relation, c, arity)
            out *= self.bucket(atom.relation, c, arity, atom.args[c]) / n
            out *= min(1.0, distinct / max(size, 1.0))
        return out

    def known_values(self, relation: str, column: int, arity: int) -> frozenset | None:
        """The values of a column of a complete relation of at most `KNOWN_VALUES` tuples."""
        if relation in self.growing or not 0 < len(self.store.full[relation]) <= KNOWN_VALUES:
            return None
        return frozenset(t[column] for t in self.store.full[relation])


def needs(term: Term) -> frozenset[str] | None:
    """What must be bound before `term` can be evaluated (None: a wildcard, never)."""
    if isinstance(term, Wildcard):
        return None
    out = set(term_vars(term))
    for agg in aggregates_in(term):
        out |= aggregate_outer_vars(agg)
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class _Arg:
    column: int
    var: str | None  # the argument is this plain variable
    needs: frozenset[str] | None  # None: a wildcard
    domain: float  # a constant's domain is 1 value; an expression's is unknown


@dataclass(frozen=True, slots=True)
class _AtomInfo:
    atom: Atom
    args: tuple[_Arg, ...]
    vars: frozenset[str]
    expressions: tuple[frozenset[str], ...]  # needs of the arguments that are expressions


@dataclass(frozen=True, slots=True)
class _Condition:
    index: int
    needs: frozenset[str]  # to check it
    selectivity: float
    assigns: tuple[tuple[str, frozenset[str]], ...]  # `=`: (variable, needs of the other side)
    # `v = c` or `v != c`: (v, c, keeps the tuples holding c), else None
    against: tuple[str, object, bool] | None = None


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


def _atom_info(atom: Atom) -> _AtomInfo:
    args = []
    for c, arg in enumerate(atom.args):
        var = arg.name if isinstance(arg, Var) else None
        domain = 1.0 if isinstance(arg, Const) else OUTSIDE_DOMAIN
        args.append(_Arg(c, var, needs(arg), domain))
    expressions = tuple(a.needs for a in args if a.var is None and a.needs is not None)
    return _AtomInfo(atom, tuple(args), frozenset(a.name for a in atom.args
                                                  if isinstance(a, Var)), expressions)


def _condition(index: int, lit: Literal) -> _Condition:
    if isinstance(lit, Negation):
        wanted = [needs(a) for a in lit.atom.args]
        return _Condition(index, frozenset().union(*(w for w in wanted if w is not None)),
                          NEGATION_SELECTIVITY, ())
    assert isinstance(lit, Compare)
    left, right = needs(lit.left), needs(lit.right)
    assigns = []
    if lit.op == "=":
        for target, source in ((lit.left, right), (lit.right, left)):
            if isinstance(target, Var) and source is not None:
                assigns.append((target.name, source))
    against = None
    if lit.op in ("=", "!="):
        for var, const in ((lit.left, lit.right), (lit.right, lit.left)):
            if isinstance(var, Var) and isinstance(const, Const):
                against = (var.name, const.value, lit.op == "=")
    return _Condition(index, (left or frozenset()) | (right or frozenset()),
                      SELECTIVITY[lit.op], tuple(assigns), against)


_ANALYSED: dict[tuple, tuple[Literal, object]] = {}
# (literal ids, delta, bound) -> [(estimates read, order, the literals)], newest first
_PLANS: dict[tuple, list[tuple[list, list[int], tuple]]] = {}


class _Recorder:
    """Estimates that remember what was asked and answered."""

    def __init__(self, est: Estimates) -> None:
        self.est = est
        self.reads: list[tuple[str, tuple, float]] = []

    def fan_out(self, atom: Atom, columns: list[int], domains: list) -> float:
        value = self.est.fan_out(atom, columns, domains)
        self.reads.append(("fan_out", (atom, list(columns), list(domains)), value))
        return value

    def column_distinct(self, relation: str, column: int, arity: int) -> float:
        value = self.est.column_distinct(relation, column, arity)
        self.reads.append(("column_distinct", (relation, column, arity), value))
        return value

    def share(self, relation: str, column: int, arity: int, constant: object) -> float:
        value = self.est.share(relation, column, arity, constant)
        self.reads.append(("share", (relation, column, arity, constant), value))
        return value

    def indexes_cost(self, relation: str) -> bool:
        value = self.est.indexes_cost(relation)
        self.reads.append(("indexes_cost", (relation,), value))
        return value

    def index_size(self, relation: str, arity: int, columns: tuple[int, ...],
                   where: tuple[tuple[int, object], ...]) -> float:
        value = self.est.index_size(relation, arity, columns, where)
        self.reads.append(("index_size", (relation, arity, columns, where), value))
        return value


def _cached(analyse, lit: Literal, *more: object):
    """What a literal needs, worked out once per literal object: a program's rules are
    planned again on every run (and in every stratum's fixpoint), always the same objects.
    Keyed by identity (equal aggregates may differ in their outer variables); the literal
    is kept alive with its entry so that its id is not reused."""
    key = (analyse, id(lit), *more)
    found = _ANALYSED.get(key)
    if found is None:
        if len(_ANALYSED) > 100_000:
            _ANALYSED.clear()
        found = _ANALYSED[key] = (lit, analyse(*more, lit) if more else analyse(lit))
    return found[1]


class Planner:
    def __init__(self, estimates: Estimates) -> None:
        self.est = estimates

    def order(self, literals: list[Literal], bound: set[str], delta_at: int | None) -> list[int]:
        """Indices (into `literals`, already canonical) of the positive atoms, in join order;
        the delta atom, if any, first."""
        atoms = [i for i, lit in enumerate(literals) if isinstance(lit, Atom) and i != delta_at]
        if len(atoms) <= 1:  # nothing to choose
            return ([] if delta_at is None else [delta_at]) + atoms
        # The same rules are planned again on every run (litmus tests, functions): reuse a
        # plan when every estimate it was made from is still the same. The planner reads
        # the store only through the estimates `_Recorder` records (`fan_out`,
        # `column_distinct`, `share`, `indexes_cost`, `index_size`), so equal answers to the same
        # questions make it choose the same order: the cache changes no plan.
        key = (tuple(map(id, literals)), delta_at, frozenset(bound))
        for reads, order, _ in _PLANS.get(key, ()):
            if all(getattr(self.est, name)(*args) == value for name, args, value in reads):
                return list(order)
        recorder = _Recorder(self.est)
        real, self.est = self.est, recorder  # type: ignore[assignment]
        try:
            order = self._plan(literals, bound, delta_at, atoms)
        finally:
            self.est = real
        if len(_PLANS) > 10_000:
            _PLANS.clear()
        entries = _PLANS.setdefault(key, [])
        entries.insert(0, (recorder.reads, order, tuple(literals)))  # keeps the ids alive
        del entries[4:]
        return order

    def cost(self, literals: list[Literal], bound: set[str] | frozenset[str],
             delta_at: int | None, order: list[int]) -> float:
        """What `order` (as `order` returns it, for these canonical literals) costs under
        the current estimates."""
        state = self._start(literals, bound, delta_at)
        for i in order:
            state = self._extend(state, i, self._probe(state, i)[0])
        return state.cost

    def cost_at_most(self, literals: list[Literal], order: list[int]) -> float:
        """A bound on `cost(...order)` from the relations' sizes alone, or infinity: no
        atom yields more than its relation's size per binding, conditions only drop
        bindings, and no index is paid for while every relation is at most `SMALL_INDEX`
        tuples (Estimates.indexes_cost)."""
        total, bindings = 0.0, 1.0
        for i in order:
            size = self.est.size(literals[i].relation)  # type: ignore[union-attr]
            if size > SMALL_INDEX:
                return float("inf")
            total += bindings
            bindings *= size
            total += bindings
        return total

    def _start(self, literals: list[Literal], bound: set[str] | frozenset[str],
               delta_at: int | None) -> _State:
        self.info = {i: _cached(_atom_info, lit) for i, lit in enumerate(literals)
                     if isinstance(lit, Atom)}
        self.conditions = [_cached(_condition, lit, i) for i, lit in enumerate(literals)
                           if not isinstance(lit, Atom)]
        self.fan_outs: dict[tuple, float] = {}
        self.delta_at = delta_at
        self.index_costs: dict[tuple, float] = {}
        self.relation_costs: dict[str, bool] = {}
        return self._conditions(_State(frozenset(bound), dict.fromkeys(bound, OUTSIDE_DOMAIN),
                                       1.0, 0.0, (), frozenset()))

    def _plan(self, literals: list[Literal], bound: set[str], delta_at: int | None,
              atoms: list[int]) -> list[int]:
        state = self._start(literals, bound, delta_at)
        if delta_at is not None:
            state = self._extend(state, delta_at, self._probe(state, delta_at)[0])
        greedy = state
        while len(greedy.order) < len(self.info):
            greedy = min((self._extend(greedy, i, f) for i, f in self._options(greedy, atoms)),
                         key=lambda s: (s.cost, s.order))
        if 2 < len(atoms) <= EXHAUSTIVE and greedy.cost > SEARCH_WORTH:
            # The greedy plan's cost bounds the search: a partial plan already dearer
            # cannot finish cheaper, since costs only grow.
            best = self._search(state, atoms, greedy.cost)
            if best is not None and (best.cost, best.order) < (greedy.cost, greedy.order):
                return list(best.order)
        return list(greedy.order)

    def _probe(self, state: _State, i: int) -> tuple[float, bool]:
        """(fan-out of atom i after `state`, whether some column of it is bound)."""
        info, bound, sources = self.info[i], state.bound, state.domains
        # Keyed by where the bound values come from, so that a hit costs no estimate.
        key: list = [i]
        for arg in info.args:
            if arg.var is not None:
                if arg.var in bound:
                    key.append((arg.column, sources.get(arg.var, OUTSIDE_DOMAIN)))
            elif arg.needs is not None and arg.needs <= bound:
                key.append((arg.column, arg.domain))
        found = self.fan_outs.get(tuple(key))
        if found is None:
            columns = [c for c, _ in key[1:]]
            domains = [src for _, src in key[1:]]
            found = self.fan_outs[tuple(key)] = self.est.fan_out(info.atom, columns, domains)
        return found, len(key) > 1

    def _options(self, state: _State, atoms: list[int]) -> list[tuple[int, float]]:
        """The atoms worth trying next, with their fan-outs. An atom with an expression
        argument waits for its variables if another can go first; an unconstrained atom
        (nothing bound) is tried only if it is no larger than the best constrained one's
        fan-out (cross products are what make a join fall off a cliff)."""
        left = [i for i in atoms if i not in state.order]
        waiting = [i for i in left if all(e <= state.bound for e in self.info[i].expressions)]
        probes = [(i, *self._probe(state, i)) for i in waiting or left]
        constrained = [f for _, f, bound in probes if bound]
        if not constrained:
            return [(i, f) for i, f, _ in probes]
        best = min(constrained)
        return [(i, f) for i, f, bound in probes if bound or f <= best]

    def _search(self, start: _State, atoms: list[int], limit: float) -> _State | None:
        layer = {frozenset(): start}
        for _ in atoms:
            nxt: dict[frozenset[int], _State] = {}
            for placed in sorted(layer, key=sorted):
                state = layer[placed]
                for i, fan_out in self._options(state, atoms):
                    new = self._extend(state, i, fan_out)
                    if new.cost > limit:
                        continue
                    key = placed | {i}
                    old = nxt.get(key)
                    if old is None or (new.cost, new.order) < (old.cost, old.order):
                        nxt[key] = new
            layer = nxt
        return next(iter(layer.values()), None)

    def _extend(self, state: _State, i: int, fan_out: float) -> _State:
        info = self.info[i]
        domains = state.domains
        fresh = info.vars - state.bound
        if fresh:
            domains = dict(domains)
            arity = len(info.args)
            for arg in info.args:
                # the first column binding a variable gives its domain
                if arg.var in fresh and arg.var not in domains:
                    domains[arg.var] = (info.atom.relation, arg.column, arity)
        scanned = state.card * fan_out
        cost = state.cost + state.card + scanned + self._index_cost(state.bound, i)
        return self._conditions(_State(state.bound | info.vars, domains, scanned, cost,
                                       state.order + (i,), state.done))

    def _index_cost(self, bound: frozenset[str], i: int) -> float:
        """What building the index atom i is looked up in would cost, if it needs one the
        store lacks (compile.py looks an atom up on its bound columns; the delta is scanned,
        an atom with every column bound is a membership test of the relation itself)."""
        atom = self.info[i].atom
        if i == self.delta_at:
            return 0.0
        costs = self.relation_costs.get(atom.relation)
        if costs is None:  # (most relations of small programs: asked once per plan)
            costs = self.relation_costs[atom.relation] = self.est.indexes_cost(atom.relation)
        if not costs:
            return 0.0
        columns = tuple(bound_columns(atom, bound))
        if not columns or len(columns) == len(atom.args):
            return 0.0
        where = index_where(atom, columns)
        key = (atom.relation, columns, where)
        found = self.index_costs.get(key)
        if found is None:
            found = self.index_costs[key] = self.est.index_size(atom.relation, len(atom.args),
                                                                  columns, where)
        return found

    def _selectivity(self, cond: _Condition, domains: dict[str, object]) -> float:
        if cond.against is not None:
            var, constant, equal = cond.against
            source = domains.get(var)
            if isinstance(source, tuple):
                held = self.est.share(*source, constant)
                return held if equal else 1.0 - held
        return cond.selectivity

    def _conditions(self, state: _State) -> _State:
        """Apply every comparison, assignment and negation that is ready (to a fixpoint)."""
        bound, card, done, domains = state.bound, state.card, state.done, state.domains
        progress = True
        while progress:
            progress = False
            for cond in self.conditions:
                if cond.index in done:
                    continue
                target = next((v for v, source in cond.assigns
                               if v not in bound and source <= bound), None)
                if target is not None:
                    bound = bound | {target}
                    domains = {**domains, target: OUTSIDE_DOMAIN}
                    progress = True
                elif cond.needs <= bound:
                    card *= self._selectivity(cond, domains)
                else:
                    continue
                done = done | {cond.index}
        if done is state.done:
            return state
        return _State(bound, domains, card, state.cost, state.order, done)
