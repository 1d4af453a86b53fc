"""Provenance for the few tuples a derivation tree can use, from a run without it.

A run with provenance keeps `height * stride + rule` for every derived tuple: in a large
function, tens of millions of look-ups to explain one tuple whose tree has a few hundred
nodes. The *cone* of a tuple is the tuple and, for every derivation of a cone tuple (a
rule instantiation true in the model), its body tuples. A cone tuple's derivations all
lie in the cone, so its minimal height, and the rule the run with provenance records for
it, follow from the cone alone; negations and conditions hold or not in the full model.

Which rule the run records, when several reach the minimal height, depends on when each
derivation is found (embedded.py): in a stratum run once, the least (height, rule) of all
derivations; in a recursive stratum, a tuple keeps the rule of the first round that gave
it its final height (the least rule among that round's derivations at that height), as a
later round replaces it only with a strictly lower height. So the rounds of each recursive
stratum are replayed over the cone's derivations: a cone tuple changes in round k only
through derivations whose body tuples changed in round k - 1, all in the cone, so the
replay sees exactly the changes the full run makes to cone tuples, round by round
(tests/engine/test_cone.py checks it against the run with provenance).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from csarules.engine.ast import Atom, Program, Rule, render_tuple
from csarules.errors import InternalError

# (relation, tuple): a tuple of the model
Key = tuple[str, tuple]
# a derivation of a tuple: the index of its rule and the tuples of its positive body atoms
Instance = tuple[int, tuple[Key, ...]]


class Cone:
    """The packed heights (`height * stride + rule id`, 0 for a fact) the run with
    provenance would have stored, for the cones of the tuples `cover` was given."""

    def __init__(self, program: Program, stride: int, facts: Mapping[str, set[tuple]],
                 derived: Iterable[str]) -> None:
        self.program = program
        self.stride = stride
        # the facts of the relations that rules derive; every tuple of another relation
        # is a fact
        self.facts = facts
        self.rules_by_head: dict[str, list[Rule]] = {name: [] for name in derived}
        for rule in program.rules:
            if rule.relation in self.rules_by_head:
                self.rules_by_head[rule.relation].append(rule)
        self.stratum = {name: at for at, (names, _) in enumerate(program.strata)
                        for name in names}
        self.derivations: dict[Key, list[Instance]] = {}
        # relation -> tuple -> packed height, for every tuple of the cones covered
        self.packed: dict[str, dict[tuple, int]] = {name: {} for name in program.relations}

    def is_fact(self, key: Key) -> bool:
        relation, values = key
        return relation not in self.rules_by_head or values in self.facts.get(relation, ())

    def cover(self, relation: str, values: tuple,
              instances: Callable[[Rule, tuple], Iterable[tuple[Key, ...]]]) -> None:
        """Make the packed heights of `(relation, values)`'s cone known: the tuple must
        be in the model; `instances(rule, values)` lists the body tuples of each
        derivation of `values` by `rule` (Explainer.instances; passed, not kept, so that
        no reference cycle keeps a large store alive once the caller is done)."""
        self.cover_many([(relation, values)], instances)

    def cover_many(self, keys: Iterable[Key],
                   instances: Callable[[Rule, tuple], Iterable[tuple[Key, ...]]]) -> None:
        """`cover` for several tuples, their strata replayed once over the union of their
        cones (covering them one by one replays a recursive stratum over every derivation
        found so far each time: on a large function most of the time explaining many
        tuples took)."""
        todo: list[Key] = [key for key in keys if key[1] not in self.packed[key[0]]]
        if not todo:
            return
        while todo:
            key = todo.pop()
            if key in self.derivations or key[1] in self.packed[key[0]]:
                continue
            if self.is_fact(key):
                self.packed[key[0]][key[1]] = 0
                continue
            found: list[Instance] = []
            for rule in self.rules_by_head[key[0]]:
                for body in instances(rule, key[1]):
                    found.append((rule.index, body))
                    todo.extend(body)
            if not found:
                raise InternalError(f"no derivation of {render_tuple(*key)} in the model")
            self.derivations[key] = found
        self._replay()

    def _replay(self) -> None:
        """The packed heights of every cone tuple not known yet, stratum by stratum.
        The derivations found so far form a union of cones, closed under their bodies:
        the strata touched are replayed whole over it."""
        pending: dict[int, list[Key]] = {}
        for key in self.derivations:
            if key[1] not in self.packed[key[0]]:
                pending.setdefault(self.stratum[key[0]], []).append(key)
        for at in sorted(pending):
            names, recursive = self.program.strata[at]
            if recursive:
                self._fixpoint(set(names), [k for k in self.derivations
                                            if self.stratum[k[0]] == at])
            else:
                for key in pending[at]:
                    self.packed[key[0]][key[1]] = min(
                        self._packed_by(index, body, self._final)
                        for index, body in self.derivations[key])

    def _final(self, key: Key) -> int:
        return self.packed[key[0]][key[1]]

    def _packed_by(self, index: int, body: tuple[Key, ...], packed: Callable[[Key], int]
                   ) -> int:
        """The packed height a derivation gives (compile.py: `p`), from its body tuples'
        packed heights."""
        top = max(map(packed, body), default=0)
        return (top // self.stride + 1) * self.stride + index + 1

    def _fixpoint(self, relations: set[str], keys: list[Key]) -> None:
        """embedded._fixpoint over the cone's tuples of one recursive stratum: the exit
        rules once, then rounds in which a derivation counts if a body tuple of the
        stratum changed in the round before, until no tuple changes."""
        stride = self.stride
        # the stratum's current packed heights (lower strata's are final) and its facts,
        # which enter the first delta
        current: dict[Key, int] = {}
        delta: set[Key] = set()
        uses: dict[Key, list[tuple[Key, int, tuple[Key, ...]]]] = {}
        new: dict[Key, int] = {}
        for key in keys:
            for index, body in self.derivations[key]:
                inside = [b for b in body if b[0] in relations]
                for part in inside:
                    if self.is_fact(part):
                        current[part] = 0
                        delta.add(part)
                if not self._recursive_rule(index, relations):
                    p = self._packed_by(index, body, self._final)
                    if p < new.get(key, p + 1):
                        new[key] = p
                for part in set(inside):
                    uses.setdefault(part, []).append((key, index, body))
        current.update(new)
        delta.update(new)

        def lookup(key: Key) -> int:
            return current[key] if key[0] in relations else self.packed[key[0]][key[1]]

        while delta:
            new = {}
            for changed in delta:
                for key, index, body in uses.get(changed, ()):
                    if any(b[0] in relations and b not in current for b in body):
                        continue
                    p = self._packed_by(index, body, lookup)
                    old = current.get(key)
                    if (old is None or p < old - old % stride) and p < new.get(key, p + 1):
                        new[key] = p
            current.update(new)
            delta = set(new)
        for (relation, values), p in current.items():
            self.packed[relation][values] = p

    def _recursive_rule(self, index: int, relations: set[str]) -> bool:
        rule = self.program.rules[index]
        return any(isinstance(lit, Atom) and lit.relation in relations for lit in rule.body)

