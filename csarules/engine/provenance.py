"""Derivation trees rebuilt on demand from (rule, height) per tuple, as Soufflé does.

Each stored tuple knows the rule that gave it its lowest proof height. To explain it we match
that rule again with the head bound to the tuple, accepting only body tuples of lower height;
one must exist, and recursing on it yields a derivation of minimal height.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from csarules.engine.ast import (
    Aggregate,
    Atom,
    Compare,
    Const,
    Literal,
    Negation,
    Rule,
    Var,
    Wildcard,
    aggregates_in,
    render_literal,
    render_tuple,
    render_value,
    term_vars,
)
from csarules.engine.check import aggregate_outer_vars
from csarules.engine.cone import Cone
from csarules.engine.factsio import sort_key
from csarules.engine.functions import COMPARE, EvalError, evaluate
from csarules.engine.lookup import Lookup
from csarules.engine.planner import literal_key
from csarules.errors import InternalError


@dataclass
class Derivation:
    """A node: a tuple with the rule that derived it, or a fact, or a checked condition."""

    kind: str  # "fact" | "rule" | "condition"
    relation: str | None
    tuple: tuple | None
    height: int
    rule_number: int | None = None
    location: str | None = None
    rule_text: str | None = None
    condition: str | None = None
    children: list[Derivation] = field(default_factory=list)

    def __repr__(self) -> str:
        return f"<Derivation {self.label()} ({len(self.children)} children)>"

    def label(self) -> str:
        if self.kind == "condition":
            return f"{self.condition}"
        atom = render_tuple(self.relation or "", self.tuple or ())
        if self.kind == "fact":
            return f"{atom}  [fact]"
        return f"{atom}  [{self.relation} rule #{self.rule_number} at {self.location}, " \
               f"height {self.height}: {self.rule_text}]"

    def render(self, indent: str = "  ") -> str:
        lines: list[str] = []
        stack: list[tuple[Derivation, int]] = [(self, 0)]
        while stack:
            node, depth = stack.pop()
            lines.append(indent * depth + node.label())
            stack.extend((child, depth + 1) for child in reversed(node.children))
        return "\n".join(lines) + "\n"

    def to_dict(self) -> dict:
        out: dict = {"kind": self.kind, "height": self.height}
        if self.kind == "condition":
            out["condition"] = self.condition
        else:
            out["relation"] = self.relation
            out["tuple"] = list(self.tuple or ())
        if self.kind == "rule":
            out["rule"] = {"number": self.rule_number, "location": self.location,
                           "text": self.rule_text}
        out["children"] = [child.to_dict() for child in self.children]
        return out

    def walk(self):
        """Every node, parents before children."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))


def _matched(atom: Atom) -> tuple:
    """The key under which a match records the tuple it used for a body atom."""
    return ("#matched", id(atom))


def _condition(text: str) -> Derivation:
    return Derivation("condition", None, None, 0, condition=text)


class Explainer:
    """Derivations from the packed heights of a run with provenance (`store.full`), or,
    given `facts` (those of the relations rules derive) for a run without, from the
    heights that run would have stored, worked out for each explained tuple's cone
    (cone.py)."""

    def __init__(self, program, store, facts: Mapping[str, set[tuple]] | None = None,
                 derived: Iterable[str] = ()) -> None:
        self.program = program
        self.store = store
        self.memo: dict[tuple[str, tuple], Derivation] = {}
        self.lookup = Lookup(store)
        self.cone: Cone | None = None
        if facts is not None:
            self.cone = Cone(program, store.stride, facts, derived)

    def _packed(self, relation: str) -> Mapping[tuple, int]:
        """A relation's known tuples to their packed heights (a cone's: the only tuples
        a match may use are in it)."""
        return self.store.full[relation] if self.cone is None else self.cone.packed[relation]

    def height(self, relation: str, values: tuple) -> int | None:
        packed = self._packed(relation).get(values)
        return None if packed is None else packed // self.store.stride

    def prepare(self, keys: Iterable[tuple[str, tuple]]) -> None:
        """Work out at once the cones of tuples about to be explained (from a run without
        provenance; a run with it knows every height already)."""
        if self.cone is not None:
            self.cone.cover_many([(r, v) for r, v in keys if v in self.store.full[r]],
                                 self.instances)

    def explain(self, relation: str, values: tuple) -> Derivation | None:
        if values not in self.store.full[relation]:
            return None
        if self.cone is not None:
            self.cone.cover(relation, values, self.instances)
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 20 * (self.height(relation, values) or 0) + 2000))
        try:
            return self._explain(relation, values)
        finally:
            sys.setrecursionlimit(limit)

    def _explain(self, relation: str, values: tuple) -> Derivation:
        key = (relation, values)
        if key in self.memo:
            return self.memo[key]
        packed = self._packed(relation)[values]
        height, rule_id = divmod(packed, self.store.stride)
        if rule_id == 0:
            node = Derivation("fact", relation, values, 0)
        else:
            rule = self.program.rules[rule_id - 1]
            env = self._find(rule, values, height)
            if env is None:
                raise InternalError(f"no derivation of {render_tuple(relation, values)} by "
                                    f"{rule.location} below height {height}")
            node = Derivation("rule", relation, values, height, rule.number, rule.location,
                              rule.text)
            for lit in rule.body:
                node.children.append(self._child(lit, env))
        self.memo[key] = node
        return node

    def _child(self, lit: Literal, env: dict) -> Derivation:
        if isinstance(lit, Atom):
            return self._explain(lit.relation, env[_matched(lit)])
        if isinstance(lit, Negation):
            shown = ", ".join("_" if isinstance(a, Wildcard) else render_value(self._value(a, env))
                              for a in lit.atom.args)
            return _condition(f"!{lit.atom.relation}({shown}) holds")
        left, right = self._value(lit.left, env), self._value(lit.right, env)
        return _condition(f"{render_literal(lit)}: {render_value(left)} {lit.op} "
                          f"{render_value(right)}")

    def _value(self, term, env: dict):
        return evaluate(term, env, self._aggregate)

    # ------------------------------------------------------------------ matching
    def _find(self, rule: Rule, values: tuple, height: int) -> dict | None:
        env: dict = {}
        for arg, value in zip(rule.head.args, values, strict=True):
            if isinstance(arg, Var):
                if env.setdefault(arg.name, value) != value:
                    return None
        # In content order, like the compiled rules: the derivation shown does not depend
        # on how the body was written.
        body = sorted(rule.body, key=literal_key)
        for found in self._solve(body, env, height):
            try:
                if tuple(self._value(a, found) for a in rule.head.args) == values:
                    return found
            except (EvalError, ArithmeticError, TypeError):
                continue
        return None

    def instances(self, rule: Rule, values: tuple):
        """Every derivation of `values` by `rule` in the model: the (relation, tuple) of
        each positive body atom (heights aside, as _find matches)."""
        env: dict = {}
        for arg, value in zip(rule.head.args, values, strict=True):
            if isinstance(arg, Var):
                if env.setdefault(arg.name, value) != value:
                    return
            elif isinstance(arg, Const) and arg.value != value:
                return  # (the head test below would refuse every match)
        atoms = [lit for lit in rule.body if isinstance(lit, Atom)]
        seen = set()
        for found in self._solve(list(rule.body), env, None, cheapest=True):
            try:
                if tuple(self._value(a, found) for a in rule.head.args) != values:
                    continue
            except (EvalError, ArithmeticError, TypeError):
                continue
            body = tuple((atom.relation, found[_matched(atom)]) for atom in atoms)
            if body not in seen:
                seen.add(body)
                yield body

    def _solve(self, literals: list[Literal], env: dict, height: int | None,
               cheapest: bool = False):
        """All extensions of env satisfying literals; atoms must have height < `height`.
        The atom matched next is the one with the most bound arguments, or, with
        `cheapest` (when every extension is wanted, so that their order does not matter),
        the one with the fewest candidates."""
        if not literals:
            yield env
            return
        bound = set(env)
        pick = None
        for i, lit in enumerate(literals):
            if not isinstance(lit, Atom) and self._ready(lit, bound):
                pick = i
                break
        if pick is None:
            atoms = [i for i, lit in enumerate(literals) if isinstance(lit, Atom)]
            if not atoms:
                return
            ready = [i for i in atoms if all(isinstance(a, Var | Wildcard) or
                                             self._ready_term(a, bound)
                                             for a in literals[i].args)]  # type: ignore[union-attr]
            atoms = ready or atoms
            if cheapest:
                pick = min(atoms, key=lambda i: self._candidates(literals[i], bound, env))  # type: ignore[arg-type]
            else:
                pick = max(atoms, key=lambda i: sum(self._ready_term(a, bound)
                                                    for a in literals[i].args))  # type: ignore[union-attr]
        lit = literals[pick]
        rest = literals[:pick] + literals[pick + 1 :]
        if isinstance(lit, Atom):
            for new_env in self._match_atom(lit, env, height):
                yield from self._solve(rest, new_env, height, cheapest)
        elif isinstance(lit, Negation):
            if not any(True for _ in self._match_atom(lit.atom, env, None)):
                yield from self._solve(rest, env, height, cheapest)
        else:
            new_env = self._compare(lit, env)
            if new_env is not None:
                yield from self._solve(rest, new_env, height, cheapest)

    def _ready_term(self, term, bound: set) -> bool:
        if isinstance(term, Wildcard) or not term_vars(term) <= bound:
            return False
        return all(aggregate_outer_vars(a) <= bound for a in aggregates_in(term))

    def _ready(self, lit: Literal, bound: set) -> bool:
        if isinstance(lit, Negation):
            return all(isinstance(a, Wildcard) or self._ready_term(a, bound)
                       for a in lit.atom.args)
        assert isinstance(lit, Compare)
        if self._ready_term(lit.left, bound) and self._ready_term(lit.right, bound):
            return True
        if lit.op != "=":
            return False
        return (isinstance(lit.left, Var) and self._ready_term(lit.right, bound)) or (
            isinstance(lit.right, Var) and self._ready_term(lit.left, bound))

    def _compare(self, lit: Compare, env: dict) -> dict | None:
        bound = set(env)
        try:
            if lit.op == "=":
                for target, source in ((lit.left, lit.right), (lit.right, lit.left)):
                    if isinstance(target, Var) and target.name not in bound:
                        value = self._value(source, env)
                        if value is None:
                            return None
                        return {**env, target.name: value}
            left, right = self._value(lit.left, env), self._value(lit.right, env)
        except (EvalError, ArithmeticError, TypeError):
            return None
        if left is None or right is None:
            return None
        return env if eval(f"_l {COMPARE[lit.op]} _r", {"_l": left, "_r": right}) else None  # noqa: S307

    def _match_atom(self, atom: Atom, env: dict, height: int | None):
        cols, key_values = self._probe(atom, set(env), env)
        if key_values is None:
            return
        candidates = self.lookup.find(atom.relation, cols, key_values, len(atom.args))
        if height is not None:
            # a tuple outside a cone is in no derivation of a cone tuple: left out
            below = height * self.store.stride
            packed = self._packed(atom.relation)
            candidates = [t for t in candidates if packed.get(t, below) < below]
            stride = self.store.stride
            candidates.sort(key=lambda t: (packed[t] // stride, sort_key(t)))
        for values in candidates:
            new_env = dict(env)
            ok = True
            for arg, value in zip(atom.args, values, strict=True):
                if isinstance(arg, Var):
                    if new_env.setdefault(arg.name, value) != value:
                        ok = False
                        break
            if ok:
                new_env[_matched(atom)] = values
                yield new_env

    def _probe(self, atom: Atom, bound: set, env: dict) -> tuple[tuple[int, ...], tuple | None]:
        """The columns of `atom` that `env` fixes and their values (None: they cannot be
        worked out, so nothing matches)."""
        cols = tuple(i for i, a in enumerate(atom.args)
                     if not isinstance(a, Wildcard) and self._ready_term(a, bound))
        try:
            return cols, tuple(self._value(atom.args[i], env) for i in cols)
        except (EvalError, ArithmeticError, TypeError):
            return cols, None

    def _candidates(self, atom: Atom, bound: set, env: dict) -> int:
        cols, key_values = self._probe(atom, bound, env)
        if key_values is None:
            return 0
        return self.lookup.estimate(atom.relation, cols, key_values, len(atom.args))

    def _aggregate(self, agg: Aggregate, env: dict):
        outer = {k: v for k, v in env.items() if k in aggregate_outer_vars(agg)}
        results = []
        for found in self._solve(list(agg.body), outer, None):
            results.append(1 if agg.target is None else self._value(agg.target, found))
        if agg.kind == "count":
            return len(results)
        if agg.kind == "sum":
            return sum(results)
        if not results:
            return None
        return min(results) if agg.kind == "min" else max(results)
