"""Recursive-descent parser for the Soufflé subset; produces an unchecked Program."""

from __future__ import annotations

from csarules.engine import ast
from csarules.engine.ast import (
    Aggregate,
    Atom,
    BinOp,
    Compare,
    Const,
    Decl,
    Functor,
    Literal,
    Negation,
    Rule,
    Term,
    UnOp,
    Var,
    Wildcard,
)
from csarules.engine.diagnostics import SYNTAX, TYPE, UNDECLARED, EngineError
from csarules.engine.lexer import Token
from csarules.engine.source import Segment

FUNCTORS = {
    "max": (2, None), "min": (2, None), "cat": (1, None), "strlen": (1, 1),
    "to_string": (1, 1), "to_number": (1, 1), "substr": (3, 3), "ord": (1, 1),
    "abs": (1, 1), "to_unsigned": (1, 1), "to_float": (1, 1),
}  # name -> (min args, max args or None)
AGGREGATES = ("count", "sum", "min", "max")
COMPARISONS = ("=", "!=", "<", "<=", ">", ">=")
BASE_KINDS = {"number": "number", "unsigned": "unsigned", "float": "float", "symbol": "symbol"}
# Binary operators by precedence level, loosest first.
_LEVELS = [("lor",), ("land",), ("bor",), ("bxor",), ("band",), ("bshl", "bshr", "bshru"),
           ("+", "-"), ("*", "/", "%")]
_UNSUPPORTED = {".comp", ".init", ".functor", ".pragma", ".limitsize", ".override"}


class Parser:
    def __init__(self, tokens: list[Token], segments: list[Segment]) -> None:
        self.tokens = tokens
        self.segments = segments
        self.pos = 0
        self.program = ast.Program()
        # type name -> (op, path, line, parts)
        self.types: dict[str, tuple[str, str, int, list[str]]] = {}
        self.raw_decls: list[tuple[Decl, list[tuple[str, str]]]] = []
        self.io: list[tuple[str, Token]] = []

    # ------------------------------------------------------------------ token helpers
    @property
    def tok(self) -> Token:
        return self.tokens[self.pos]

    def peek(self, ahead: int = 1) -> Token:
        return self.tokens[min(self.pos + ahead, len(self.tokens) - 1)]

    def error(self, message: str, tok: Token | None = None) -> EngineError:
        tok = tok or self.tok
        return EngineError(tok.path, tok.line, message, SYNTAX)

    def at(self, *texts: str) -> bool:
        return self.tok.kind in ("punct", "ident", "directive") and self.tok.text in texts

    def advance(self) -> Token:
        tok = self.tok
        if tok.kind != "eof":
            self.pos += 1
        return tok

    def expect(self, text: str) -> Token:
        if not self.at(text):
            found = self.tok.text or "end of input"
            raise self.error(f"expected '{text}' but found '{found}'")
        return self.advance()

    def ident(self, what: str) -> Token:
        if self.tok.kind != "ident":
            found = self.tok.text or "end of input"
            raise self.error(f"expected {what} but found '{found}'")
        return self.advance()

    # ------------------------------------------------------------------ program
    def parse(self) -> ast.Program:
        while self.tok.kind != "eof":
            if self.tok.kind == "directive":
                self.directive()
            else:
                self.clause()
        self.resolve_types()
        self.resolve_io()
        return self.program

    def directive(self) -> None:
        tok = self.advance()
        name = tok.text
        if name == ".decl":
            self.decl(tok)
        elif name == ".type":
            self.type_decl(tok)
        elif name in (".number_type", ".symbol_type"):
            ident = self.ident("a type name")
            base = "number" if name == ".number_type" else "symbol"
            self.types[ident.text] = ("<:", tok.path, tok.line, [base])
        elif name in (".input", ".output", ".printsize"):
            while True:
                rel = self.qualified_name()
                self.io.append((name, rel))
                if self.at("("):
                    self.skip_parens()
                if not self.at(","):
                    break
                self.advance()
        elif name == ".plan":
            self.skip_plan()
        elif name in _UNSUPPORTED:
            raise self.error(f"{name} is not supported by csarules' engine", tok)
        else:
            raise self.error(f"unknown directive {name}", tok)

    def qualified_name(self) -> Token:
        first = self.ident("a relation name")
        self.reject_qualified(first)
        return first

    def reject_qualified(self, name: Token) -> None:
        dot, after = self.tok, self.peek()
        if dot.text == "." and after.kind == "ident" and after.offset == dot.offset + 1:
            raise self.error("qualified relation names (components) are not supported", name)

    def skip_parens(self) -> None:
        depth = 0
        while True:
            tok = self.advance()
            if tok.kind == "eof":
                raise self.error("unbalanced parentheses", tok)
            if tok.text == "(":
                depth += 1
            elif tok.text == ")":
                depth -= 1
                if depth == 0:
                    return

    def skip_plan(self) -> None:
        while True:
            if self.tok.kind != "number":
                raise self.error("expected a plan version number")
            self.advance()
            self.expect(":")
            if not self.at("("):
                raise self.error("expected '(' in .plan")
            self.skip_parens()
            if not self.at(","):
                return
            self.advance()

    def decl(self, start: Token) -> None:
        names = [self.ident("a relation name")]
        while self.at(","):
            self.advance()
            names.append(self.ident("a relation name"))
        self.expect("(")
        attrs: list[tuple[str, str]] = []
        while not self.at(")"):
            attr = self.ident("an attribute name")
            self.expect(":")
            type_tok = self.ident("an attribute type")
            attrs.append((attr.text, type_tok.text))
            if not self.at(","):
                break
            self.advance()
        close = self.expect(")")
        # Representation qualifiers (btree, brie, eqrel, inline, ...) do not change meaning
        # here, except eqrel, which we do not implement.
        while self.tok.kind == "ident" and self.tok.line == close.line and self.peek().text != "(":
            if self.tok.text == "eqrel":
                raise self.error("eqrel relations are not supported")
            self.advance()
        for name in names:
            if name.text in self.program.relations:
                raise self.error(f"relation {name.text} is declared twice", name)
            decl = Decl(name.text, [], name.path, name.line)
            self.program.relations[name.text] = decl
            self.raw_decls.append((decl, attrs))

    def type_decl(self, start: Token) -> None:
        name = self.ident("a type name")
        if self.at("<:"):
            self.advance()
            base = self.ident("a base type")
            self.types[name.text] = ("<:", start.path, start.line, [base.text])
            return
        self.expect("=")
        if self.at("["):
            raise self.error("record types are not supported")
        parts = [self.ident("a type name").text]
        while self.at("|"):
            self.advance()
            parts.append(self.ident("a type name").text)
        self.types[name.text] = ("=", start.path, start.line, parts)

    def kind_of(self, type_name: str, path: str, line: int, seen: tuple[str, ...] = ()) -> str:
        if type_name in BASE_KINDS:
            return BASE_KINDS[type_name]
        if type_name not in self.types or type_name in seen:
            raise EngineError(path, line, f"unknown type {type_name}", TYPE)
        _, tpath, tline, parts = self.types[type_name]
        kinds = {self.kind_of(p, tpath, tline, (*seen, type_name)) for p in parts}
        numeric = {k for k in kinds if k != "symbol"}
        if "symbol" in kinds and numeric:
            raise EngineError(tpath, tline, f"type {type_name} mixes symbols and numbers", TYPE)
        return kinds.pop() if len(kinds) == 1 else "number"

    def resolve_types(self) -> None:
        for decl, attrs in self.raw_decls:
            decl.attrs = [(a, self.kind_of(t, decl.path, decl.line)) for a, t in attrs]

    def resolve_io(self) -> None:
        for directive, tok in self.io:
            decl = self.program.relations.get(tok.text)
            if decl is None:
                raise EngineError(tok.path, tok.line, f"{directive} of undeclared relation "
                                  f"{tok.text}", UNDECLARED)
            if directive == ".input":
                decl.is_input = True
            else:
                decl.is_output = True

    # ------------------------------------------------------------------ clauses
    def clause(self) -> None:
        start = self.tok
        heads = [self.atom()]
        while self.at(","):
            self.advance()
            heads.append(self.atom())
        if self.at("."):
            end = self.advance()
            if len(heads) > 1:
                raise self.error("a fact has one atom", start)
            self.fact(heads[0])
            return
        self.expect(":-")
        disjuncts = self.disjunction()
        end = self.expect(".")
        text = self.clause_text(start, end)
        for head in heads:
            for body in disjuncts:
                self.program.rules.append(Rule(head, tuple(body), start.path, start.line, text))
        if self.at(".plan"):
            self.advance()
            self.skip_plan()

    def clause_text(self, start: Token, end: Token) -> str:
        if start.segment == end.segment:
            raw = self.segments[start.segment].text[start.offset : end.offset + 1]
        else:
            first = self.segments[start.segment].text[start.offset :]
            raw = first + " " + self.segments[end.segment].text[: end.offset + 1]
        return " ".join(raw.split())

    def fact(self, atom: Atom) -> None:
        from csarules.engine.functions import evaluate_constant

        values = []
        for arg in atom.args:
            try:
                values.append(evaluate_constant(arg))
            except ValueError as exc:
                raise EngineError(self.tokens[self.pos - 1].path, atom.line,
                                  f"fact {atom.relation}: {exc}", SYNTAX) from exc
        path = self.tokens[self.pos - 1].path
        self.program.facts.setdefault(atom.relation, []).append((tuple(values), path, atom.line))

    def disjunction(self) -> list[list[Literal]]:
        result = self.conjunction()
        while self.at(";"):
            self.advance()
            result = result + self.conjunction()
        return result

    def conjunction(self) -> list[list[Literal]]:
        result: list[list[Literal]] = [[]]
        while True:
            part = self.literal()
            result = [left + right for left in result for right in part]
            if not self.at(","):
                return result
            self.advance()

    def literal(self) -> list[list[Literal]]:
        """One body element as a disjunction of conjunctions."""
        if self.at("!"):
            bang = self.advance()
            if self.at("("):
                raise self.error("negation applies to one atom here", bang)
            return [[Negation(self.atom())]]
        if self.at("("):
            saved = self.pos
            try:
                self.advance()
                inner = self.disjunction()
                self.expect(")")
                if not self.at(*COMPARISONS, "+", "-", "*", "/", "%", "^"):
                    return inner
            except EngineError:
                pass
            self.pos = saved
        if self.is_atom_start():
            name = self.tok
            atom = self.atom()
            if self.at(*COMPARISONS, "+", "-", "*", "/", "%", "^"):
                raise self.error(f"unknown functor {name.text}", name)
            return [[atom]]
        left = self.expression()
        if not self.at(*COMPARISONS):
            raise self.error(f"expected a comparison but found '{self.tok.text or 'end of input'}'")
        op = self.advance().text
        right = self.expression()
        return [[Compare(op, left, right)]]

    def is_atom_start(self) -> bool:
        tok = self.tok
        if tok.kind != "ident" or not self.peek().text == "(":
            return False
        return tok.text not in FUNCTORS and tok.text not in AGGREGATES

    def atom(self) -> Atom:
        name = self.ident("a relation name")
        self.reject_qualified(name)
        self.expect("(")
        args: list[Term] = []
        while not self.at(")"):
            args.append(self.expression())
            if not self.at(","):
                break
            self.advance()
        self.expect(")")
        return Atom(name.text, tuple(args), name.line)

    # ------------------------------------------------------------------ expressions
    def expression(self, level: int = 0) -> Term:
        if level == 0 and self.peek().text in (",", ")") and self.tok.kind in ("number", "string"):
            tok = self.advance()  # fast path for the constants of large fact lists
            return Const(tok.value)  # type: ignore[arg-type]
        if level == len(_LEVELS):
            return self.power()
        left = self.expression(level + 1)
        while self.at(*_LEVELS[level]):
            op = self.advance().text
            left = BinOp(op, left, self.expression(level + 1))
        return left

    def power(self) -> Term:
        base = self.unary()
        if self.at("^"):
            self.advance()
            return BinOp("^", base, self.power())
        return base

    def unary(self) -> Term:
        if self.at("-"):
            self.advance()
            operand = self.unary()
            if isinstance(operand, Const) and not isinstance(operand.value, str):
                return Const(-operand.value)
            return UnOp("-", operand)
        if self.at("bnot", "lnot"):
            op = self.advance().text
            return UnOp(op, self.unary())
        return self.primary()

    def primary(self) -> Term:
        tok = self.tok
        if tok.kind == "number":
            self.advance()
            return Const(tok.value)  # type: ignore[arg-type]
        if tok.kind == "string":
            self.advance()
            return Const(tok.value)  # type: ignore[arg-type]
        if self.at("("):
            self.advance()
            inner = self.expression()
            self.expect(")")
            return inner
        if tok.kind != "ident":
            raise self.error(f"expected a term but found '{tok.text or 'end of input'}'")
        self.advance()
        if tok.text == "_":
            return Wildcard()
        if tok.text in AGGREGATES and (tok.text == "count" or not self.at("(")
                                       or self.aggregate_target_ahead()):
            return self.aggregate(tok)
        if tok.text in FUNCTORS and self.at("("):
            return self.functor(tok)
        if self.at("("):
            raise self.error(f"unknown functor {tok.text}", tok)
        return Var(tok.text)

    def aggregate_target_ahead(self) -> bool:
        """After `min`/`max`/`sum`: is `( ... ) :` an aggregate target rather than a call?"""
        depth, i = 0, self.pos
        while i < len(self.tokens):
            text = self.tokens[i].text
            depth += text == "("
            depth -= text == ")"
            if depth == 0:
                return self.tokens[i + 1].text == ":" if i + 1 < len(self.tokens) else False
            i += 1
        return False

    def functor(self, name: Token) -> Term:
        self.expect("(")
        args: list[Term] = []
        while not self.at(")"):
            args.append(self.expression())
            if not self.at(","):
                break
            self.advance()
        self.expect(")")
        low, high = FUNCTORS[name.text]
        if len(args) < low or (high is not None and len(args) > high):
            raise self.error(f"wrong number of arguments to {name.text}", name)
        if name.text in ("min", "max") and len(args) > 2:
            term: Term = Functor(name.text, tuple(args[:2]))
            for arg in args[2:]:
                term = Functor(name.text, (term, arg))
            return term
        return Functor(name.text, tuple(args))

    def aggregate(self, kind: Token) -> Term:
        target: Term | None = None
        if kind.text != "count":
            target = self.expression()
        self.expect(":")
        if self.at("{"):
            self.advance()
            bodies = self.disjunction()
            self.expect("}")
            if len(bodies) != 1:
                raise self.error("disjunction inside an aggregate is not supported", kind)
            body = bodies[0]
        else:
            body = [self.atom()]
        return Aggregate(kind.text, target, tuple(body))
