"""Static checks of a parsed program: declarations, arities, groundedness, obvious types."""

from __future__ import annotations

from csarules.engine.ast import (
    Aggregate,
    Atom,
    BinOp,
    Compare,
    Const,
    Functor,
    Literal,
    Negation,
    Program,
    Rule,
    Term,
    UnOp,
    Var,
    Wildcard,
    aggregates_in,
    all_vars,
    term_vars,
)
from csarules.engine.diagnostics import (
    ARITY,
    TYPE,
    UNDECLARED,
    UNGROUNDED,
    UNGROUNDED_NEGATION,
    WILDCARD_HEAD,
    EngineError,
)

SYMBOL_FUNCTORS = ("cat", "to_string", "substr")
NUMBER_FUNCTORS = ("strlen", "to_number", "ord")


def check_program(program: Program, check_types: bool = True) -> None:
    for relation, rows in program.facts.items():
        for values, path, line in rows:
            _check_fact(program, relation, values, path, line, check_types)
    for rule in program.rules:
        for atom in _atoms(rule):
            _check_atom(program, atom, rule)
        _check_wildcards(rule)
        _check_grounded(rule)
        if check_types:
            _check_types(program, rule)


def _fail(rule: Rule, line: int | None, message: str, kind: str) -> EngineError:
    return EngineError(rule.path, line or rule.line, message, kind)


def _atoms(rule: Rule) -> list[Atom]:
    found = [rule.head]

    def visit_term(term: Term) -> None:
        for agg in aggregates_in(term):
            for lit in agg.body:
                visit_literal(lit)
            if agg.target is not None:
                visit_term(agg.target)

    def visit_literal(lit: Literal) -> None:
        if isinstance(lit, Negation):
            lit = lit.atom
        if isinstance(lit, Atom):
            found.append(lit)
            for arg in lit.args:
                visit_term(arg)
        else:
            visit_term(lit.left)
            visit_term(lit.right)

    for arg in rule.head.args:
        visit_term(arg)
    for lit in rule.body:
        visit_literal(lit)
    return found


def _check_atom(program: Program, atom: Atom, rule: Rule) -> None:
    decl = program.relations.get(atom.relation)
    if decl is None:
        raise _fail(rule, atom.line, f"relation {atom.relation} is not declared", UNDECLARED)
    if decl.arity != len(atom.args):
        raise _fail(rule, atom.line, f"{atom.relation} has {decl.arity} attributes but is used "
                    f"with {len(atom.args)} arguments", ARITY)


def _check_fact(program: Program, relation: str, values: tuple, path: str, line: int,
                check_types: bool) -> None:
    decl = program.relations.get(relation)
    if decl is None:
        raise EngineError(path, line, f"relation {relation} is not declared", UNDECLARED)
    if decl.arity != len(values):
        raise EngineError(path, line, f"{relation} has {decl.arity} attributes but the fact has "
                          f"{len(values)} values", ARITY)
    if check_types:
        for (attr, kind), value in zip(decl.attrs, values, strict=True):
            if (kind == "symbol") != isinstance(value, str):
                raise EngineError(path, line, f"{relation}.{attr} is a {kind} but the fact gives "
                                  f"{value!r}", TYPE)


def _check_wildcards(rule: Rule) -> None:
    def has_wildcard(term: Term) -> bool:
        if isinstance(term, Wildcard):
            return True
        if isinstance(term, BinOp):
            return has_wildcard(term.left) or has_wildcard(term.right)
        if isinstance(term, UnOp):
            return has_wildcard(term.operand)
        if isinstance(term, Functor):
            return any(has_wildcard(a) for a in term.args)
        return False

    if any(has_wildcard(arg) for arg in rule.head.args):
        raise _fail(rule, rule.head.line, "'_' in the head of a rule", WILDCARD_HEAD)
    for lit in rule.body:
        if isinstance(lit, Compare) and (has_wildcard(lit.left) or has_wildcard(lit.right)):
            raise _fail(rule, None, "'_' in a comparison", UNGROUNDED)
        if isinstance(lit, Atom | Negation):
            atom = lit.atom if isinstance(lit, Negation) else lit
            for arg in atom.args:
                if not isinstance(arg, Wildcard) and has_wildcard(arg):
                    raise _fail(rule, atom.line, "'_' inside an expression", UNGROUNDED)


def grounded_vars(body: tuple[Literal, ...], outer: set[str]) -> set[str]:
    """Variables a conjunction binds, given variables bound outside it."""
    bound = set(outer)
    for lit in body:
        if isinstance(lit, Atom):
            bound |= {arg.name for arg in lit.args if isinstance(arg, Var)}
    changed = True
    while changed:
        changed = False
        for lit in body:
            if isinstance(lit, Compare) and lit.op == "=":
                for var, other in ((lit.left, lit.right), (lit.right, lit.left)):
                    if (isinstance(var, Var) and var.name not in bound
                            and _term_ready(other, bound)):
                        bound.add(var.name)
                        changed = True
    return bound


def _term_ready(term: Term, bound: set[str]) -> bool:
    if not term_vars(term) <= bound or isinstance(term, Wildcard):
        return False
    return all(aggregate_outer_vars(agg) <= bound for agg in aggregates_in(term))


def aggregate_outer_vars(agg: Aggregate) -> set[str]:
    """Variables an aggregate shares with the rest of its rule (they come from outside)."""
    if agg.outer is not None:
        return set(agg.outer)
    inner = grounded_vars(agg.body, set())
    used: set[str] = set()
    for lit in agg.body:
        used |= _lit_all_vars(lit)
    if agg.target is not None:
        used |= all_vars(agg.target)
    return used - inner


def _lit_all_vars(lit: Literal) -> set[str]:
    if isinstance(lit, Negation):
        lit = lit.atom
    if isinstance(lit, Atom):
        out: set[str] = set()
        for arg in lit.args:
            out |= all_vars(arg)
        return out
    return all_vars(lit.left) | all_vars(lit.right)


def _check_grounded(rule: Rule) -> None:
    bound = grounded_vars(rule.body, set())
    positive = set()
    for lit in rule.body:
        if isinstance(lit, Atom):
            positive |= _lit_all_vars(lit)

    def require(vars_: set[str], where: str, line: int | None) -> None:
        for name in sorted(vars_ - bound):
            raise _fail(rule, line, f"variable {name} is not grounded ({where})", UNGROUNDED)

    for lit in rule.body:
        if isinstance(lit, Negation):
            missing = _lit_all_vars(lit.atom) - bound
            for name in sorted(missing):
                kind = UNGROUNDED if name in positive else UNGROUNDED_NEGATION
                raise _fail(rule, lit.atom.line, f"variable {name} occurs only in the negation "
                            f"!{lit.atom.relation}(...) and is not grounded", kind)
        elif isinstance(lit, Atom):
            for arg in lit.args:
                if not isinstance(arg, Var):
                    require(all_vars(arg) - _agg_locals(arg), f"in an argument of "
                            f"{lit.relation}", lit.line)
        else:
            require(_compare_vars(lit), "in a comparison", None)
        _check_aggregates_in_literal(rule, lit, bound)
    for arg in rule.head.args:
        require(term_vars(arg), f"in the head {rule.head.relation}", rule.head.line)
        for agg in aggregates_in(arg):
            require(aggregate_outer_vars(agg), "in an aggregate", rule.head.line)


def _agg_locals(term: Term) -> set[str]:
    out: set[str] = set()
    for agg in aggregates_in(term):
        out |= all_vars(agg) - aggregate_outer_vars(agg)
    return out


def _compare_vars(lit: Compare) -> set[str]:
    out = term_vars(lit.left) | term_vars(lit.right)
    for side in (lit.left, lit.right):
        for agg in aggregates_in(side):
            out |= aggregate_outer_vars(agg)
    return out


def _check_aggregates_in_literal(rule: Rule, lit: Literal, bound: set[str]) -> None:
    terms: list[Term] = []
    if isinstance(lit, Compare):
        terms = [lit.left, lit.right]
    elif isinstance(lit, Atom):
        terms = list(lit.args)
    for term in terms:
        for agg in aggregates_in(term):
            inner = grounded_vars(agg.body, bound & aggregate_outer_vars(agg))
            needed = set()
            for sub in agg.body:
                if not isinstance(sub, Atom):
                    needed |= _lit_all_vars(sub.atom if isinstance(sub, Negation) else sub)
            if agg.target is not None:
                needed |= all_vars(agg.target)
            for name in sorted(needed - inner):
                raise _fail(rule, None, f"variable {name} is not grounded in the {agg.kind} "
                            "aggregate", UNGROUNDED)


# ---------------------------------------------------------------------- types
def _kind(term: Term, kinds: dict[str, str]) -> str | None:
    if isinstance(term, Const):
        return "symbol" if isinstance(term.value, str) else "number"
    if isinstance(term, Var):
        return kinds.get(term.name)
    if isinstance(term, BinOp | UnOp | Aggregate):
        return "number"
    if isinstance(term, Functor):
        if term.name in SYMBOL_FUNCTORS:
            return "symbol"
        if term.name in NUMBER_FUNCTORS:
            return "number"
        for arg in term.args:
            found = _kind(arg, kinds)
            if found:
                return found
    return None


def _base(kind: str) -> str:
    return "symbol" if kind == "symbol" else "number"


def _check_types(program: Program, rule: Rule) -> None:
    kinds: dict[str, str] = {}
    atoms = _atoms(rule)

    def note(name: str, kind: str, line: int, what: str) -> None:
        old = kinds.get(name)
        if old is None:
            kinds[name] = kind
        elif old != kind:
            raise _fail(rule, line, f"variable {name} is used as a {old} and as a {kind} "
                        f"({what})", TYPE)

    for atom in atoms:
        decl = program.relations[atom.relation]
        for (attr, kind), arg in zip(decl.attrs, atom.args, strict=True):
            base = _base(kind)
            if isinstance(arg, Var):
                note(arg.name, base, atom.line, f"{atom.relation}.{attr}")
    for atom in atoms:
        decl = program.relations[atom.relation]
        for (attr, kind), arg in zip(decl.attrs, atom.args, strict=True):
            found = _kind(arg, kinds)
            if found and found != _base(kind):
                raise _fail(rule, atom.line, f"{atom.relation}.{attr} is a {kind} but gets "
                            f"a {found}", TYPE)
    _check_expression_types(rule, kinds)


def _check_expression_types(rule: Rule, kinds: dict[str, str]) -> None:
    def visit(term: Term) -> None:
        if isinstance(term, BinOp | UnOp):
            operands = [term.left, term.right] if isinstance(term, BinOp) else [term.operand]
            for operand in operands:
                if _kind(operand, kinds) == "symbol":
                    raise _fail(rule, None, f"arithmetic on a symbol in {rule.text}", TYPE)
                visit(operand)
        elif isinstance(term, Functor):
            for arg in term.args:
                visit(arg)
            if term.name in ("cat", "strlen", "to_number", "ord") or (
                    term.name == "substr" and term.args):
                first = term.args if term.name == "cat" else term.args[:1]
                for arg in first:
                    if _kind(arg, kinds) == "number":
                        raise _fail(rule, None, f"{term.name} needs a symbol in {rule.text}",
                                    TYPE)
        elif isinstance(term, Aggregate) and term.target is not None:
            if term.kind == "sum" and _kind(term.target, kinds) == "symbol":
                raise _fail(rule, None, f"sum over a symbol in {rule.text}", TYPE)
            visit(term.target)

    def visit_literal(lit: Literal) -> None:
        if isinstance(lit, Compare):
            left, right = _kind(lit.left, kinds), _kind(lit.right, kinds)
            if left and right and left != right:
                raise _fail(rule, None, f"comparison of a {left} with a {right}", TYPE)
            visit(lit.left)
            visit(lit.right)
        else:
            atom = lit.atom if isinstance(lit, Negation) else lit
            for arg in atom.args:
                visit(arg)
        for term in (lit.left, lit.right) if isinstance(lit, Compare) else ():
            for agg in aggregates_in(term):
                for sub in agg.body:
                    visit_literal(sub)

    for lit in rule.body:
        visit_literal(lit)
    for arg in rule.head.args:
        visit(arg)
