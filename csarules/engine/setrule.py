"""Rules evaluated as whole-set operations instead of a loop per tuple.

A rule whose body is one atom of distinct variables, perhaps with negations of atoms over
exactly those variables in the same order, is a copy, a projection or a set difference:

    required(a, b, ctx, rule) :- want(a, b, ctx, rule), !relaxed(a, b, ctx, rule).
    required_pair(a, b, ctx) :- required(a, b, ctx, _).
    emitted(a, b, ctx) :- required_pair(a, b, ctx), !implied(a, b, ctx).

Python's set operations do those in C; in a large function such relations hold millions
of pairs, and the generated loop spends about a microsecond on each. Only without
provenance (a set operation knows no proof heights) and for rules run once over complete
relations (no delta).
"""

from __future__ import annotations

from operator import itemgetter

from csarules.engine.ast import Atom, Negation, Rule, Var, Wildcard
from csarules.engine.planner import shown
from csarules.engine.store import Store


def set_rule(store: Store, rule: Rule):
    """(run(delta, new), plan lines) for a rule of that shape, or None."""
    atoms = [lit for lit in rule.body if isinstance(lit, Atom)]
    negations = [lit.atom for lit in rule.body if isinstance(lit, Negation)]
    if len(atoms) != 1 or len(atoms) + len(negations) != len(rule.body):
        return None
    (atom,) = atoms
    column: dict[str, int] = {}
    for i, arg in enumerate(atom.args):
        if isinstance(arg, Var) and arg.name not in column:
            column[arg.name] = i
        elif not isinstance(arg, Wildcard):
            return None  # a constant, or a variable repeated: a filter, not a set operation
    identity = len(column) == len(atom.args)
    names = [var.name for var in atom.args if isinstance(var, Var)]
    if not identity and negations:
        return None
    for negated in negations:
        if [a.name if isinstance(a, Var) else None for a in negated.args] != names:
            return None
    if not all(isinstance(a, Var) and a.name in column for a in rule.head.args):
        return None
    cols = [column[a.name] for a in rule.head.args]  # type: ignore[union-attr]
    source = store.full[atom.relation]
    removed = [store.full[n.relation] for n in negations]
    head = store.full[rule.relation]
    if cols == list(range(len(atom.args))):
        project = None
    elif len(cols) == 1:
        get = itemgetter(cols[0])

        def project(tuples):
            return set(zip(map(get, tuples)))
    else:
        get = itemgetter(*cols)

        def project(tuples):
            return set(map(get, tuples))

    def run(_delta, new: set) -> None:
        found = source.difference(*removed) if removed else source
        found = project(found) if project is not None else found
        new.update(found.difference(head))

    plan = [f"{'scan':<9} {shown(atom)}  as a set"]
    plan += [f"{'not':<9} {shown(n)}  set difference" for n in negations]
    if project is not None:
        plan.append(f"{'project':<9} {shown(rule.head)}")
    return run, plan
