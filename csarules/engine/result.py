"""What Engine.run returns: relation contents, statistics, and derivations on demand."""

from __future__ import annotations

from collections.abc import Iterable

from csarules.engine.ast import Program
from csarules.engine.diagnostics import BACKEND, UNDECLARED, EngineError
from csarules.engine.provenance import Derivation, Explainer


class Result:
    """Relations of an embedded run. `relations` holds every declared relation.

    The sets returned belong to the caller; with provenance off, `relation()` hands out the
    engine's own set without copying (the run is over, nothing else holds it).
    """

    def __init__(self, program: Program, store, stats: dict,
                 facts: dict[str, set[tuple]] | None = None, derived: Iterable[str] = ()
                 ) -> None:
        self.program = program
        self.store = store
        self.stats = stats
        # without provenance: the facts of the relations rules derived (`derived`), from
        # which explain works out the heights of a tuple's cone; None when it cannot
        # (relations were released)
        self.facts = facts
        self.derived = tuple(derived)
        self._sets: dict[str, set[tuple]] = {}
        self._explainer: Explainer | None = None

    def relation(self, name: str) -> set[tuple]:
        if name not in self.program.relations:
            raise EngineError(self.program.path, None, f"no relation {name} in the program",
                              UNDECLARED)
        if name in self.store.released:
            raise EngineError(self.program.path, None, f"relation {name} was not kept by "
                              "this run (the engine ran with `keep`)", UNDECLARED)
        found = self._sets.get(name)
        if found is None:
            full = self.store.full[name]
            found = set(full) if isinstance(full, dict) else full
            self._sets[name] = found
        return found

    @property
    def relations(self) -> dict[str, set[tuple]]:
        return {name: self.relation(name) for name in sorted(self.program.relations)}

    def lists(self, name: str) -> bool:
        """Whether `relation(name)` answers: every relation of the program this run kept."""
        return name in self.program.relations and name not in self.store.released

    def prepare_explain(self, keys: Iterable[tuple[str, tuple]]) -> None:
        """Before explaining many tuples (relation, tuple) of a run without provenance:
        their cones at once, which costs what one of them costs (Explainer.prepare)."""
        keys = [(name, tuple(tup)) for name, tup in keys]
        for name, _ in keys:
            if name not in self.program.relations:
                raise EngineError(self.program.path, None, f"no relation {name} in the "
                                  "program", UNDECLARED)
        if not self.store.provenance and self.facts is not None:
            if self._explainer is None:
                self._explainer = Explainer(self.program, self.store, self.facts,
                                            self.derived)
            self._explainer.prepare(keys)

    def explain(self, name: str, tup: tuple) -> Derivation | None:
        if name not in self.program.relations:
            raise EngineError(self.program.path, None, f"no relation {name} in the program",
                              UNDECLARED)
        if not self.store.provenance and self.facts is None:
            raise EngineError(self.program.path, None, "explain needs provenance or every "
                              "relation kept; run the engine with provenance=True or "
                              "without `keep`", BACKEND)
        if self._explainer is None:
            self._explainer = Explainer(self.program, self.store, self.facts, self.derived)
        return self._explainer.explain(name, tuple(tup))
