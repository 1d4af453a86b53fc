"""Rule -> specialised Python function (generated source, exec'd once per rule version).

A version reads one body atom from the delta of the current iteration (or none, for rules
evaluated once) and every other atom from the full relation through a hash index on its bound
columns. The generated code is plain nested loops over index buckets, with no per-tuple
interpretation. For `path(x, z) :- edge(x, y), path(y, z).` reading `path` from the delta
(provenance off), with I0 = edge indexed on its second column and F1 = all of path:

    def run(D, N):                 # N: a dict of the new tuples, in the order made
        for _once in ONE:          # lets any check `continue` even outside a loop
            for v0, v1 in D:
                for t4 in I0.get(v0, ()):
                    v2, _ = t4
                    h = (v2, v1)
                    if h not in F1:
                        N[h] = None
"""

from __future__ import annotations

from dataclasses import dataclass

from csarules.engine import reuse
from csarules.engine.ast import (
    Aggregate,
    Atom,
    Compare,
    Const,
    Literal,
    Negation,
    Rule,
    Term,
    Var,
    Wildcard,
    aggregates_in,
    term_vars,
)
from csarules.engine.check import aggregate_outer_vars
from csarules.engine.codecache import compiled
from csarules.engine.functions import COMPARE, RUNTIME, python_expr
from csarules.engine.planner import (
    Estimates,
    Planner,
    bound_columns,
    canonical,
    index_where,
    ready,
    shown,
)
from csarules.engine.store import Store


@dataclass
class CompiledRule:
    rule: Rule
    delta: str | None  # relation read from the delta, or None
    run: object  # callable(delta, new) -> None
    source: str
    plan: list[str]  # the join order chosen, one step a line (`csarules run --show-plan`)
    scope: dict | None = None  # the generated code's globals

    def discard(self) -> None:
        """Drop what the generated code refers to. Its globals hold the function itself
        (and any aggregate helpers), a reference cycle, and the relations and indexes it
        reads: without this, a relation the store released stays alive (with the
        collector paused, until the module is done, and then the collector traverses
        millions of tuples: 4.5 cpu s at the end of ordering `lvm`)."""
        if self.scope is not None:
            self.scope.clear()
            self.scope = None


class _Gen:
    """Emits Python lines with indentation."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.depth = 0
        # Points where more variables became bound: (line index, depth, bound variables).
        self.anchors: list[tuple[int, int, frozenset[str]]] = []

    def emit(self, line: str) -> None:
        self.lines.append("    " * self.depth + line)

    def anchor(self, bound: set[str]) -> None:
        self.anchors.append((len(self.lines), self.depth, frozenset(bound)))

    def hoist(self, lines: list[str], needs: set[str]) -> bool:
        """Put `lines` at the outermost point where `needs` are bound, if that is an outer
        loop (so the work is done once per outer binding, not once per inner one)."""
        for k, (at, depth, bound) in enumerate(self.anchors[:-1]):
            if needs <= bound:
                self.lines[at:at] = ["    " * depth + line for line in lines]
                self.anchors[k + 1 :] = [(a + len(lines), d, b) for a, d, b in
                                         self.anchors[k + 1 :]]
                return True
        return False


def _value_key(atom: Atom, new: str) -> tuple[str, tuple[int, ...], int, tuple]:
    """(relation, key columns, the column of `new`, the key's constants) of an atom whose
    one unbound variable is `new` (RuleCompiler.partners)."""
    cols = tuple(c for c, a in enumerate(atom.args) if not isinstance(a, Wildcard)
                 and not (isinstance(a, Var) and a.name == new))
    value = next(c for c, a in enumerate(atom.args) if isinstance(a, Var) and a.name == new)
    return atom.relation, cols, value, index_where(atom, cols)


class RuleCompiler:
    def __init__(self, store: Store, growing: set[str], reusing: bool = False) -> None:
        self.store = store
        self.growing = growing
        self.reusing = reusing  # take a version made for another store if it fits (reuse.py)
        self.answers: list[tuple[reuse.Question, bool]] = []  # what the store was asked
        self.orders: list[reuse.Order] = []  # the join orders taken
        self.planner = Planner(Estimates(store, growing))
        self.steps: list[str] = []  # the plan as run, for --show-plan
        self.step_indent = ""
        self.env: dict[str, object] = dict(RUNTIME)
        self.names: dict[object, str] = {}
        self.var_names: dict[str, str] = {}
        self.agg_names: dict[int, str] = {}
        self.helpers: list[str] = []
        self.counting = False  # inside an aggregate body every match counts
        self.deferred: list[Compare] = []  # checks an atom leaves for later literals

    # ------------------------------------------------------------------ naming
    def ask(self, question: reuse.Question) -> bool:
        found = reuse.answer(self.store, question)
        self.answers.append((question, found))
        return found

    def ref(self, key: object, prefix: str, value: object) -> str:
        name = self.names.get(key)
        if name is None:
            name = f"{prefix}{len(self.names)}"
            self.names[key] = name
            self.env[name] = value
        return name

    def full(self, relation: str) -> str:
        return self.ref(("F", relation), "F", self.store.full[relation])

    def scan(self, relation: str) -> str:
        """What a scan of `relation` loops over: a complete large relation's list
        (Store.scan_rows), else the relation itself."""
        if relation not in self.growing and self.ask(("scan", relation)):
            return self.ref(("S", relation), "S", self.store.scan_rows(relation))
        return self.full(relation)

    def index(self, atom: Atom, columns: tuple[int, ...]) -> str:
        """The index of `atom`'s relation on `columns`, holding only the tuples that match
        the atom's constants among them (the only ones its probes can find)."""
        where = index_where(atom, columns)
        return self.ref(("I", atom.relation, columns, where), "I",
                        self.store.index(atom.relation, columns, where))

    def var(self, name: str) -> str:
        if name not in self.var_names:
            self.var_names[name] = f"v{len(self.var_names)}"
        return self.var_names[name]

    def expr(self, term: Term) -> str:
        def name_of(t: Term) -> str:
            if isinstance(t, Var):
                return self.var(t.name)
            return self.agg_names[id(t)]

        return python_expr(term, name_of)

    # ------------------------------------------------------------------ rules
    def compile(self, rule: Rule, delta_at: int | None) -> CompiledRule:
        """`delta_at`: index in rule.body of the atom read from the delta."""
        at = reuse.key(rule, delta_at, self.growing, self.store)
        if self.reusing:
            made = reuse.find(at, self.store, self.planner)
            if made is not None:
                return self.again(made, delta_at)
        gen = _Gen()
        gen.emit("def run(D, N):")
        gen.depth += 1
        gen.emit("for _once in ONE:")
        gen.depth += 1
        heights = self.body(gen, list(rule.body), set(), delta_at)
        self.aggregates_of(gen, list(rule.head.args), set(self.var_names))
        head = self.tuple_expr(rule.head.args)
        gen.emit(f"h = {head}")
        stride = self.store.stride
        if not self.store.provenance:
            # N is a dict (see embedded._empty). A relation of the stratum run once is
            # empty until its rules are done (Store.merge after them all): nothing to test
            if rule.relation in self.growing or self.ask(("filled", rule.relation)):
                gen.emit(f"if h not in {self.full(rule.relation)}:")
                gen.emit("    N[h] = None")
            else:
                gen.emit("N[h] = None")
            self.leave_existential_loops(gen, rule)
        else:
            top = heights[0] if len(heights) == 1 else f"max({', '.join(heights)})"
            packed = f"({top} // {stride} + 1) * {stride} + {rule.index + 1}" if heights else \
                f"{stride + rule.index + 1}"
            gen.emit(f"p = {packed}")
            gen.emit(f"o = {self.full(rule.relation)}.get(h)")
            gen.emit(f"if o is None or p < o - o % {stride}:")
            gen.emit("    n = N.get(h)")
            gen.emit("    if n is None or p < n:")
            gen.emit("        N[h] = p")
        source = "\n".join(self.helpers + gen.lines) + "\n"
        self.env["ONE"] = (0,)
        scope = dict(self.env)
        code = compiled(source, f"<rule {rule.relation}#{rule.number}>")
        exec(code, scope)  # noqa: S102
        reuse.keep(at, reuse.Made(rule, tuple(self.answers), tuple(self.orders), source, code,
                                  tuple((k, n) for k, n in self.names.items()),
                                  tuple(self.steps)))
        delta = rule.body[delta_at].relation if delta_at is not None else None  # type: ignore[union-attr]
        return CompiledRule(rule, delta, scope["run"], source, self.steps, scope)

    def again(self, made: reuse.Made, delta_at: int | None) -> CompiledRule:
        """A version made for another store, its names bound to this store's relations
        and indexes."""
        scope = dict(RUNTIME)
        for ref, name in made.refs:
            scope[name] = reuse.value(self.store, ref)
        scope["ONE"] = (0,)
        exec(made.code, scope)  # noqa: S102
        rule = made.rule
        delta = rule.body[delta_at].relation if delta_at is not None else None  # type: ignore[union-attr]
        return CompiledRule(rule, delta, scope["run"], made.source, list(made.steps), scope)

    def leave_existential_loops(self, gen: _Gen, rule: Rule) -> None:
        """Once the head is made, leave the loops opened after the head's variables were
        all bound: they only look for some match of the rest of the body, and one is
        enough (`implied_across(a, r) :- across(a, x, r, y), ret_cut(x, y, z), op(b, _, z,
        _), ...`, whose loops over z and b would otherwise go on for every block and op
        that also implies the pair). Without provenance only: with it, another match may
        give the tuple a lower height. Each loop broken out of breaks the one around it
        (`for ... else: continue` then `break`), up to the loop that bound the head."""
        if any(aggregates_in(arg) for arg in rule.head.args):
            return
        needed = set().union(*map(term_vars, rule.head.args))
        opened_at = next((depth for _, depth, bound in gen.anchors if needed <= bound), None)
        if opened_at is None or opened_at >= gen.depth:
            return
        innermost = gen.depth
        gen.emit("break")
        for depth in range(innermost - 1, opened_at, -1):
            gen.depth = depth
            gen.emit("else:")
            gen.emit("    continue")
            gen.emit("break")
        gen.depth = innermost

    def tuple_expr(self, args) -> str:
        parts = [self.expr(a) for a in args]
        if len(parts) == 1:
            return f"({parts[0]},)"
        return f"({', '.join(parts)})"

    # ------------------------------------------------------------------ bodies
    def body(self, gen: _Gen, literals: list[Literal], bound: set[str],
             delta_at: int | None) -> list[str]:
        """Emit nested loops for a conjunction; returns the packed-height names of its atoms.

        The body is first put in content order, so nothing below depends on how the rule
        was written; the planner then fixes the atom order, and each condition goes right
        after the atom that binds its last variable."""
        literals, delta_at = canonical(literals, delta_at)
        order = self.planner.order(literals, bound, delta_at)
        self.orders.append((tuple(literals), frozenset(bound), delta_at, tuple(order)))
        remaining = [i for i, lit in enumerate(literals) if not isinstance(lit, Atom)]
        heights: list[str] = []
        gen.anchor(bound)
        self.place_conditions(gen, literals, remaining, bound)
        consumed: set[int] = set()
        for at, i in enumerate(order):
            if i in consumed:
                continue
            new, partners = self.partners(literals, order[at + 1:], i, bound, delta_at)
            if partners:
                self.intersection(gen, [literals[j] for j in (i, *partners)], new, bound)  # type: ignore[misc, arg-type]
                consumed.update(partners)
                self.place_conditions(gen, literals, remaining, bound)
                continue
            heights.append(self.atom(gen, literals[i], bound, from_delta=i == delta_at))  # type: ignore[arg-type]
            for check in self.deferred:
                remaining.append(len(literals))
                literals.append(check)
            self.deferred.clear()
            later = [j for j in order[at + 1:] if j not in consumed]
            tests_next = bool(later) and self.tests_only(literals[later[0]], bound)  # type: ignore[arg-type]
            self.place_conditions(gen, literals, remaining, bound, negations=not tests_next)
        if remaining:
            raise AssertionError(f"unplaceable literals {[literals[i] for i in remaining]}")
        return [h for h in heights if h]

    def ready(self, term: Term, bound: set[str]) -> bool:
        return ready(term, bound)

    # ------------------------------------------------------------------ intersections
    def partners(self, literals: list[Literal], later: list[int], i: int, bound: set[str],
                 delta_at: int | None) -> tuple[str | None, list[int]]:
        """The one variable atom i binds, and the atoms after atom i in the join order
        that, once it is bound, only test it: `implied(a, c, l) :- ..., required_pair(a, c, l),
        required_pair(a, b, l)` with c, b, l bound. Then the values of a are the
        intersection of two sets, one per atom and key, taken at C speed, instead of a
        loop over the first atom's tuples testing each in the second (millions of pairs
        per loop in a large function's carried pairs). Without provenance (a value has
        no single tuple, so no height), outside aggregates (which count every match),
        and over complete relations (the sets are not kept up to date)."""
        if self.store.provenance or self.counting or i == delta_at:
            return None, []
        new = self._single_new(literals[i], bound, must_bind=True)
        if new is None:
            return None, []
        relation, columns, _, where = _value_key(literals[i], new)  # type: ignore[arg-type]
        driver = (relation, columns, where)  # the index the driver's sets are made from
        # A test of one value is a set lookup in the loop: a partner is worth its sets
        # only where its index is there anyway (the driver's, or one an earlier rule
        # built) or costs little to build; else one rule asking a few values would index
        # a relation of a million pairs.
        return new, [j for j in later if j != delta_at and
                     self._single_new(literals[j], bound, must_bind=False) == new and
                     self._indexed(literals[j], new, driver)]  # type: ignore[arg-type]

    def _indexed(self, atom: Atom, new: str, driver: tuple) -> bool:
        relation, columns, _, where = _value_key(atom, new)
        return (relation, columns, where) == driver or \
            self.ask(("indexed", relation, columns, where))

    def _single_new(self, lit: Literal, bound: set[str], must_bind: bool) -> str | None:
        """The one unbound variable of a positive atom over a complete relation, appearing
        once, whose other arguments are bound variables, constants or wildcards (and,
        for the atom that binds it, some are bound: a lookup, not a scan); else None."""
        if not isinstance(lit, Atom) or lit.relation in self.growing:
            return None
        new: str | None = None
        keyed = False
        for arg in lit.args:
            if isinstance(arg, Wildcard):
                continue
            if isinstance(arg, Const) or (isinstance(arg, Var) and arg.name in bound):
                keyed = True
            elif isinstance(arg, Var) and new is None:
                new = arg.name
            else:
                return None  # an expression, a second unbound variable or a repeated one
        return new if keyed or not must_bind else None

    def intersection(self, gen: _Gen, atoms: list[Atom], new: str, bound: set[str]) -> None:
        """Bind the one new variable of `atoms` (see partners) to each value all of them
        hold for their keys: a loop over the intersection of one set per atom."""
        sets: list[str] = []
        for k, atom in enumerate(atoms):
            relation, cols, value, where = _value_key(atom, new)
            self.step("values" if k == 0 else "and", shown(atom), list(cols))
            index = self.ref(("V", relation, cols, value, where), "V",
                             self.store.values(relation, cols, value, where))
            key_args = [atom.args[c] for c in cols]
            key = self.key_expr(key_args) if key_args else "()"
            bucket = f"s{len(gen.lines)}_{k}"
            lines = [f"{bucket} = {index}[{key}]", f"if not {bucket}:", "    continue"]
            key_vars = {a.name for a in key_args if isinstance(a, Var)}
            if not gen.hoist(lines, key_vars):
                for line in lines:
                    gen.emit(line)
            sets.append(bucket)
        gen.emit(f"for {self.var(new)} in {' & '.join(sets)}:")
        bound.add(new)
        gen.depth += 1
        gen.anchor(bound)

    def bound_columns(self, atom: Atom, bound: set[str]) -> list[int]:
        return bound_columns(atom, bound)

    def step(self, kind: str, text: str, columns: list[int] | None = None) -> None:
        on = f"  on ({', '.join(map(str, columns))})" if columns else ""
        self.steps.append(f"{self.step_indent}{kind:<9} {text}{on}")

    @staticmethod
    def tests_only(atom: Atom, bound: set[str]) -> bool:
        """Whether `atom` binds nothing once `bound` are: a membership test (of the atom,
        or of its negation, which can then be placed)."""
        return all(isinstance(a, Wildcard) or ready(a, bound) for a in atom.args)

    def place_conditions(self, gen: _Gen, literals: list[Literal], remaining: list[int],
                         bound: set[str], negations: bool = True) -> None:
        """Emit the comparisons and negations whose variables `bound` holds. Without
        `negations`, negations wait: the next atom only tests what is bound, and a test
        of a relation keeps fewer tuples than a negation usually does (`want(a, b, l) :-
        op_loop(a, l), op_loop(b, l), writes_either(a, b), !carried_disjoint(a, b, l)`
        asks about the pairs that write, not about every pair of the loop)."""
        progress = True
        while progress:
            progress = False
            for i in list(remaining):
                lit = literals[i]
                if isinstance(lit, Compare):
                    if lit.op == "=" and self.assignment(gen, lit, bound):
                        remaining.remove(i)
                        progress = True
                    elif self.ready(lit.left, bound) and self.ready(lit.right, bound):
                        self.aggregates_of(gen, [lit.left, lit.right], bound)
                        op = COMPARE[lit.op]
                        self.step("filter", shown(lit))
                        gen.emit(f"if not ({self.expr(lit.left)} {op} {self.expr(lit.right)}):")
                        gen.emit("    continue")
                        remaining.remove(i)
                        progress = True
                elif isinstance(lit, Negation) and negations:
                    atom = lit.atom
                    if self.tests_only(atom, bound):
                        self.negation(gen, atom)
                        self.step("not", shown(atom),
                                  [i for i, a in enumerate(atom.args)
                                   if not isinstance(a, Wildcard)])
                        remaining.remove(i)
                        progress = True

    def assignment(self, gen: _Gen, lit: Compare, bound: set[str]) -> bool:
        for target, source in ((lit.left, lit.right), (lit.right, lit.left)):
            if (isinstance(target, Var) and target.name not in bound
                    and self.ready(source, bound)):
                self.aggregates_of(gen, [source], bound)
                self.step("assign", f"{target.name} = {shown(source)}")
                gen.emit(f"{self.var(target.name)} = {self.expr(source)}")
                bound.add(target.name)
                return True
        return False

    def negation(self, gen: _Gen, atom: Atom) -> None:
        cols = [i for i, a in enumerate(atom.args) if not isinstance(a, Wildcard)]
        if len(cols) == len(atom.args):
            gen.emit(f"if {self.tuple_expr(atom.args)} in {self.full(atom.relation)}:")
        elif not cols:
            gen.emit(f"if {self.full(atom.relation)}:")
        else:
            key = self.key_expr([atom.args[i] for i in cols])
            gen.emit(f"if {key} in {self.index(atom, tuple(cols))}:")
        gen.emit("    continue")

    def key_expr(self, terms: list[Term]) -> str:
        parts = [self.expr(t) for t in terms]
        return parts[0] if len(parts) == 1 else f"({', '.join(parts)})"

    def atom(self, gen: _Gen, atom: Atom, bound: set[str], from_delta: bool) -> str:
        """Emit the loop (or lookup) for one positive atom; returns its packed-height name."""
        n = len(gen.lines)
        t, p = f"t{n}", f"p{n}"
        prov = self.store.provenance
        cols = self.bound_columns(atom, bound)
        if not from_delta and len(cols) == len(atom.args) and atom.args:
            self.step("member", shown(atom))
            full = self.full(atom.relation)
            gen.emit(f"{t} = {self.tuple_expr(atom.args)}")
            if prov:
                gen.emit(f"{p} = {full}.get({t})")
                gen.emit(f"if {p} is None:")
            else:
                gen.emit(f"if {t} not in {full}:")
            gen.emit("    continue")
            return p if prov else ""
        # Unpack each scanned tuple straight into variables; columns already bound are
        # compared after unpacking into temporaries.
        checks: list[str] = []
        targets: list[str] = []
        for i, arg in enumerate(atom.args):
            if i in cols:
                if from_delta:
                    targets.append(f"c{n}_{i}")
                    checks.append(f"c{n}_{i} != {self.expr(arg)}")
                else:
                    targets.append("_")
            elif isinstance(arg, Var) and arg.name not in bound:
                targets.append(self.var(arg.name))
                bound.add(arg.name)
            elif isinstance(arg, Var):
                targets.append(f"c{n}_{i}")
                checks.append(f"c{n}_{i} != {self.var(arg.name)}")
            elif isinstance(arg, Wildcard):
                targets.append("_")
            else:
                # An expression whose variables come later: keep the value, compare it then.
                column = Var(f"#c{n}_{i}")
                targets.append(self.var(column.name))
                bound.add(column.name)
                self.deferred.append(Compare("=", column, arg))
        unpack = ", ".join(targets) + ("," if len(targets) == 1 else "")
        needed = any(x != "_" for x in targets)
        key_args = [atom.args[i] for i in cols]
        plain_key = all(isinstance(a, Var | Const) for a in key_args)
        key_vars = {a.name for a in key_args if isinstance(a, Var)}
        if not prov and not from_delta and cols and not needed and not self.counting:
            # Binds nothing new: one match is as good as many, so test instead of looping.
            self.step("exists", shown(atom), cols)
            key = self.key_expr(key_args)
            test = [f"if {key} not in {self.index(atom, tuple(cols))}:", "    continue"]
            if not (plain_key and gen.hoist(test, key_vars)):
                for line in test:
                    gen.emit(line)
            return ""
        if from_delta or not cols:
            self.step("delta" if from_delta else "scan", shown(atom))
            source = "D" if from_delta else self.scan(atom.relation)
            if prov:
                gen.emit(f"for {'(' + unpack + ')' if needed else t}, {p} in {source}.items():")
                needed = False
            else:
                gen.emit(f"for {unpack if needed else t} in {source}:")
                needed = False
        else:
            key = self.key_expr(key_args)
            unique = self.unique(atom, tuple(cols))
            if unique is not None:
                # one tuple per key: found, not looped over (no bucket list between)
                self.step("find", shown(atom), cols)
                found = [f"{t} = {unique}.get({key})", f"if {t} is None:", "    continue"]
                if not (plain_key and gen.hoist(found, key_vars)):
                    for line in found:
                        gen.emit(line)
                return self.bound_tuple(gen, atom, t, p, unpack, needed, checks, bound)
            self.step("lookup", shown(atom), cols)
            lookup = f"{self.index(atom, tuple(cols))}.get({key}, ())"
            bucket = f"b{n}"
            if plain_key and gen.hoist([f"{bucket} = {lookup}", f"if not {bucket}:",
                                        "    continue"], key_vars):
                lookup = bucket
            gen.emit(f"for {t} in {lookup}:")
        gen.depth += 1
        return self.bound_tuple(gen, atom, t, p, unpack, needed, checks, bound,
                                keyed=bool(cols) and not from_delta)

    def bound_tuple(self, gen: _Gen, atom: Atom, t: str, p: str, unpack: str, needed: bool,
                    checks: list[str], bound: set[str], keyed: bool = True) -> str:
        """The lines after an atom's tuple `t` is found: its height, its variables, the
        checks of columns it shares with earlier atoms."""
        prov = self.store.provenance
        if prov and keyed:
            gen.emit(f"{p} = {self.full(atom.relation)}[{t}]")
        if needed:
            gen.emit(f"{unpack} = {t}")
        if checks:
            gen.emit(f"if {' or '.join(checks)}:")
            gen.emit("    continue")
        gen.anchor(bound)
        return p if prov else ""

    def unique(self, atom: Atom, columns: tuple[int, ...]) -> str | None:
        """The name of an index on `columns` holding one tuple per key, if the relation
        is complete and no two of its tuples (those matching the atom's constants) share
        a key."""
        if atom.relation in self.growing:
            return None
        where = index_where(atom, columns)
        if not self.ask(("unique", atom.relation, columns, where)):
            return None
        return self.ref(("U", atom.relation, columns, where), "U",
                        self.store.unique_index(atom.relation, columns, where))

    # ------------------------------------------------------------------ aggregates
    def aggregates_of(self, gen: _Gen, terms: list[Term], bound: set[str]) -> None:
        for term in terms:
            for agg in aggregates_in(term):
                if id(agg) in self.agg_names:
                    continue
                self.step("aggregate", shown(agg))
                saved_indent = self.step_indent
                self.step_indent += "    "
                helper, outer = self.aggregate_helper(agg, bound)
                self.step_indent = saved_indent
                name = f"g{len(self.agg_names)}"
                self.agg_names[id(agg)] = name
                args = ", ".join(self.var(v) for v in outer)
                gen.emit(f"{name} = {helper}({args})")
                gen.emit(f"if {name} is None:")
                gen.emit("    continue")

    def aggregate_helper(self, agg: Aggregate, bound: set[str]) -> tuple[str, list[str]]:
        outer = sorted(aggregate_outer_vars(agg) & bound)
        saved_vars, saved_prov = self.var_names, self.store.provenance
        self.var_names = {name: f"a{i}" for i, name in enumerate(outer)}
        helper = f"agg{len(self.helpers)}"
        gen = _Gen()
        gen.emit(f"def {helper}({', '.join(self.var_names[v] for v in outer)}):")
        gen.depth += 1
        start = {"count": "0", "sum": "0"}.get(agg.kind, "None")
        gen.emit(f"acc = {start}")
        gen.emit("for _once in ONE:")
        gen.depth += 1
        # Heights do not matter inside aggregates: they count as checked conditions.
        self.store.provenance = False
        self.counting = True
        try:
            self.body(gen, list(agg.body), set(outer), None)
            target = self.expr(agg.target) if agg.target is not None else ""
        finally:
            self.store.provenance = saved_prov
            self.counting = False
        if agg.kind == "count":
            gen.emit("acc += 1")
        elif agg.kind == "sum":
            gen.emit(f"acc += {target}")
        else:
            better = "<" if agg.kind == "min" else ">"
            gen.emit(f"x = {target}")
            gen.emit(f"if acc is None or x {better} acc:")
            gen.emit("    acc = x")
        gen.depth = 1
        gen.emit("return acc")
        self.helpers.extend(gen.lines)
        self.var_names = saved_vars
        return helper, outer
