"""The parsed form of a Soufflé-subset program: declarations, rules, terms, literals."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

# Attribute kinds. `.type X <: number` subtypes collapse to their base kind.
NUMERIC_KINDS = ("number", "unsigned", "float")
SYMBOL = "symbol"


@dataclass(frozen=True)
class Var:
    name: str


@dataclass(frozen=True)
class Wildcard:
    pass


@dataclass(frozen=True)
class Const:
    value: int | float | str


@dataclass(frozen=True)
class BinOp:
    op: str  # + - * / % ^ band bor bxor bshl bshr land lor
    left: Term
    right: Term


@dataclass(frozen=True)
class UnOp:
    op: str  # - bnot lnot
    operand: Term


@dataclass(frozen=True)
class Functor:
    name: str  # max min cat strlen to_string to_number substr ord
    args: tuple[Term, ...]


@dataclass(frozen=True)
class Aggregate:
    kind: str  # count sum min max
    target: Term | None  # None for count
    body: tuple[Literal, ...]
    # Variables shared with the rule outside the aggregate (bound there, read here);
    # set by `scope_aggregates` once the whole rule is known.
    outer: frozenset[str] | None = field(default=None, compare=False)


Term = Var | Wildcard | Const | BinOp | UnOp | Functor | Aggregate


@dataclass(frozen=True)
class Atom:
    relation: str
    args: tuple[Term, ...]
    line: int = 0


@dataclass(frozen=True)
class Negation:
    atom: Atom


@dataclass(frozen=True)
class Compare:
    op: str  # = != < <= > >=
    left: Term
    right: Term


Literal = Atom | Negation | Compare


@dataclass
class Decl:
    name: str
    attrs: list[tuple[str, str]]  # (attribute name, kind)
    path: str
    line: int
    is_input: bool = False
    is_output: bool = False

    @property
    def arity(self) -> int:
        return len(self.attrs)


@dataclass
class Rule:
    head: Atom
    body: tuple[Literal, ...]
    path: str
    line: int
    text: str
    number: int = 0  # 1-based within the head relation, in program order
    index: int = 0  # 0-based over the whole program

    @property
    def location(self) -> str:
        return f"{self.path}:{self.line}"

    @property
    def relation(self) -> str:
        return self.head.relation


_T = TypeVar("_T")


def kept_on(rule: Rule, name: str, make: Callable[[Rule], _T]) -> _T:
    """`make(rule)`, worked out once and kept on the rule under `name` for as long as its
    head and body are the ones it was made from: for what an engine run asks of every rule
    on every run."""
    cached = rule.__dict__.get(name)
    if cached is not None and cached[0] is rule.head and cached[1] is rule.body:
        return cached[2]
    found = make(rule)
    rule.__dict__[name] = (rule.head, rule.body, found)
    return found


@dataclass
class Program:
    relations: dict[str, Decl] = field(default_factory=dict)
    rules: list[Rule] = field(default_factory=list)
    # Inline facts `r(1,"a").` per relation, with the line of each.
    facts: dict[str, list[tuple[tuple, str, int]]] = field(default_factory=dict)
    path: str = "<string>"
    text: str = ""
    include_dirs: tuple[str, ...] = ()
    # Evaluation order: each stratum is (relations, recursive?), lower strata first.
    strata: list[tuple[list[str], bool]] = field(default_factory=list)
    typed: bool = True  # False: number/symbol checks were skipped (untyped programs)

    def kinds(self, relation: str) -> list[str]:
        return [kind for _, kind in self.relations[relation].attrs]

    @property
    def inputs(self) -> list[str]:
        return sorted(name for name, d in self.relations.items() if d.is_input)

    @property
    def outputs(self) -> list[str]:
        return sorted(name for name, d in self.relations.items() if d.is_output)


def term_vars(term: Term) -> set[str]:
    """Variables of a term that are visible outside it (aggregate locals excluded)."""
    if isinstance(term, Var):
        return {term.name}
    if isinstance(term, BinOp):
        return term_vars(term.left) | term_vars(term.right)
    if isinstance(term, UnOp):
        return term_vars(term.operand)
    if isinstance(term, Functor):
        out: set[str] = set()
        for arg in term.args:
            out |= term_vars(arg)
        return out
    return set()


def all_vars(term: Term) -> set[str]:
    """Every variable in a term, looking inside aggregate bodies too."""
    if isinstance(term, Aggregate):
        out = all_vars(term.target) if term.target is not None else set()
        for lit in term.body:
            out |= literal_vars(lit)
        return out
    if isinstance(term, BinOp):
        return all_vars(term.left) | all_vars(term.right)
    if isinstance(term, UnOp):
        return all_vars(term.operand)
    if isinstance(term, Functor):
        out = set()
        for arg in term.args:
            out |= all_vars(arg)
        return out
    return term_vars(term)


def literal_vars(lit: Literal) -> set[str]:
    if isinstance(lit, Atom):
        out: set[str] = set()
        for arg in lit.args:
            out |= all_vars(arg)
        return out
    if isinstance(lit, Negation):
        return literal_vars(lit.atom)
    return all_vars(lit.left) | all_vars(lit.right)


def aggregates_in(term: Term) -> list[Aggregate]:
    if isinstance(term, Aggregate):
        return [term]
    if isinstance(term, BinOp):
        return aggregates_in(term.left) + aggregates_in(term.right)
    if isinstance(term, UnOp):
        return aggregates_in(term.operand)
    if isinstance(term, Functor):
        return [a for arg in term.args for a in aggregates_in(arg)]
    return []


def render_term(term: Term) -> str:
    if isinstance(term, Var):
        return term.name
    if isinstance(term, Wildcard):
        return "_"
    if isinstance(term, Const):
        return render_value(term.value)
    if isinstance(term, BinOp):
        sep = f" {term.op} " if term.op.isalpha() else term.op
        return f"({render_term(term.left)}{sep}{render_term(term.right)})"
    if isinstance(term, UnOp):
        return f"{term.op}{'' if term.op == '-' else ' '}{render_term(term.operand)}"
    if isinstance(term, Functor):
        return f"{term.name}({', '.join(render_term(a) for a in term.args)})"
    target = f" {render_term(term.target)}" if term.target is not None else ""
    body = ", ".join(render_literal(lit) for lit in term.body)
    return f"{term.kind}{target} : {{ {body} }}"


def render_literal(lit: Literal) -> str:
    if isinstance(lit, Atom):
        return f"{lit.relation}({', '.join(render_term(a) for a in lit.args)})"
    if isinstance(lit, Negation):
        return "!" + render_literal(lit.atom)
    return f"{render_term(lit.left)} {lit.op} {render_term(lit.right)}"


def render_value(value: object) -> str:
    if isinstance(value, str):
        escaped = value.replace("\\", "\\\\").replace('"', '\\"')
        return f'"{escaped}"'
    return str(value)


def render_tuple(relation: str, values: tuple) -> str:
    return f"{relation}({', '.join(render_value(v) for v in values)})"


def _map_term(term: Term, fn) -> Term:
    if isinstance(term, Aggregate):
        return fn(term)
    if isinstance(term, BinOp):
        return BinOp(term.op, _map_term(term.left, fn), _map_term(term.right, fn))
    if isinstance(term, UnOp):
        return UnOp(term.op, _map_term(term.operand, fn))
    if isinstance(term, Functor):
        return Functor(term.name, tuple(_map_term(a, fn) for a in term.args))
    return term


def _map_literal(lit: Literal, fn) -> Literal:
    if isinstance(lit, Atom):
        return Atom(lit.relation, tuple(_map_term(a, fn) for a in lit.args), lit.line)
    if isinstance(lit, Negation):
        return Negation(_map_literal(lit.atom, fn))  # type: ignore[arg-type]
    return Compare(lit.op, _map_term(lit.left, fn), _map_term(lit.right, fn))


def scope_aggregates(rule: Rule) -> None:
    """Record, on each aggregate, which of its variables the rest of the rule shares.

    As in Soufflé, a variable of an aggregate body that also occurs outside the aggregate
    is the same variable (bound outside); the others are local to the aggregate.
    """
    outside: set[str] = set()
    for arg in rule.head.args:
        outside |= term_vars(arg)
    for lit in rule.body:
        atom = lit.atom if isinstance(lit, Negation) else lit
        if isinstance(atom, Atom):
            for arg in atom.args:
                outside |= term_vars(arg)
        else:
            outside |= term_vars(atom.left) | term_vars(atom.right)

    def annotate(agg: Aggregate) -> Aggregate:
        return Aggregate(agg.kind, agg.target, agg.body, frozenset(all_vars(agg) & outside))

    rule.head = _map_literal(rule.head, annotate)  # type: ignore[assignment]
    rule.body = tuple(_map_literal(lit, annotate) for lit in rule.body)
