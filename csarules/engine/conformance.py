"""Adapter for the `datalog-conformance` suite: its evaluator protocol over our engine.

Its programs have no declarations: we declare every relation with the arity it is used with,
turn `not p(...)` into Soufflé's `!p(...)`, end each rule with a period, put the facts inline,
and skip our number/symbol checks (the suite's programs are untyped). Our error kinds are
translated into the suite's error vocabulary. tests/engine/test_conformance.py runs the
suite's core cases through this class (plain `python -m pytest tests/engine`); the class also
fits the suite's own `--datalog-evaluator=csarules.engine.conformance.ConformanceEvaluator`.
"""

from __future__ import annotations

import re

from datalog_conformance import Model

from csarules.engine import ast
from csarules.engine.diagnostics import (
    ARITY,
    UNGROUNDED,
    UNGROUNDED_NEGATION,
    UNSTRATIFIABLE,
    WILDCARD_HEAD,
    EngineError,
)
from csarules.engine.embedded import EmbeddedEngine
from csarules.engine.frontend import parse_program
from csarules.engine.lexer import tokenize
from csarules.engine.parser import Parser
from csarules.engine.source import Segment
from csarules.engine.stratify import dependencies

# Our error kind -> the suite's error code.
ERROR_CODES = {
    ARITY: "arity_mismatch",
    UNSTRATIFIABLE: "cyclic_negation",
    UNGROUNDED: "unbound_variable",
    UNGROUNDED_NEGATION: "unsafe_negation",
    WILDCARD_HEAD: "safety_violations",
}
_SAFETY = (UNGROUNDED, UNGROUNDED_NEGATION, WILDCARD_HEAD)
# `not` outside string constants
_NOT = re.compile(r'("(?:[^"\\]|\\.)*")|\bnot\s+(?=[A-Za-z_])')


class ConformanceError(Exception):
    """A program the engine rejects; `code` is the suite's name for the reason."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class SafetyViolationError(ConformanceError):
    """A rule with a variable that nothing grounds."""


def soufflé_rule(text: str) -> str:
    rule = _NOT.sub(lambda m: m.group(1) or "!", text.strip())
    return rule if rule.endswith(".") else rule + "."


def _arities(rules_text: str, facts: dict) -> dict[str, int]:
    arity: dict[str, int] = {}

    def note(name: str, count: int, where: str) -> None:
        if arity.setdefault(name, count) != count:
            raise ConformanceError("arity_mismatch", f"{name} used with {arity[name]} and "
                                   f"{count} arguments ({where})")

    for name in sorted(facts):
        for row in facts[name]:
            note(name, len(row), "facts")
    segments = [Segment("<conformance>", rules_text, 1)]
    program = Parser(tokenize(segments), segments).parse()
    for rule in program.rules:
        note(rule.relation, len(rule.head.args), rule.text)
        for lit in _atoms(rule):
            note(lit.relation, len(lit.args), rule.text)
    return arity


def _atoms(rule: ast.Rule) -> list[ast.Atom]:
    names = {name for name, _ in dependencies(rule)}
    found: list[ast.Atom] = []

    def visit(lit) -> None:
        if isinstance(lit, ast.Negation):
            lit = lit.atom
        if isinstance(lit, ast.Atom):
            found.append(lit)
        terms = list(lit.args) if isinstance(lit, ast.Atom) else [lit.left, lit.right]
        for term in terms:
            for agg in ast.aggregates_in(term):
                for sub in agg.body:
                    visit(sub)

    for lit in rule.body:
        visit(lit)
    return [a for a in found if a.relation in names]


def _scalar(value):
    return int(value) if isinstance(value, bool) else value


def to_souffle(facts: dict, rules: list[str]) -> str:
    """Declarations and rules; the facts are handed to Engine.run separately."""
    rules_text = "\n".join(soufflé_rule(r) for r in rules)
    lines = []
    for name, count in sorted(_arities(rules_text, facts).items()):
        attrs = ", ".join(f"a{i}:symbol" for i in range(count))
        lines.append(f".decl {name}({attrs})")
    return "\n".join(lines) + "\n" + rules_text + "\n"


class ConformanceEvaluator:
    """`evaluate(program) -> Model` holding every relation of the program.

    A `Model` (rather than a plain mapping) is taken as is by the suite's runner, which
    would otherwise re-normalise every tuple of every relation for each case."""

    def __init__(self) -> None:
        self.engine = EmbeddedEngine(provenance=False)

    def evaluate(self, program) -> Model:
        try:
            text = to_souffle(dict(program.facts), list(program.rules))
            parsed = parse_program(text, "<conformance>", check_types=False)
            facts = {name: [tuple(_scalar(v) for v in row) for row in rows]
                     for name, rows in program.facts.items()}
            return Model(facts=self.engine.run(parsed, facts).relations)
        except EngineError as err:
            code = ERROR_CODES.get(err.kind, err.kind)
            cls = SafetyViolationError if err.kind in _SAFETY else ConformanceError
            raise cls(code, err.render()) from err
