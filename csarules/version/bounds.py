"""The check block of one versioned nest: its groups' byte ranges and their comparisons,
as integer IR (csarules/version/checkir.py), from what rules/versioning.dl decided.

Two things make a member's range more than one formula:
- a choice (csarules/analysis/choice.py) made inside the nest, in its address or in the
  trip test of a loop it moves in, is computed once per candidate and the member's range
  is the union of the ranges so found (each candidate's trip tests must pass);
- an entry guard (csarules/analysis/guard.py) of a loop it moves in: when the guard is
  false the loop never runs, so neither its trip tests nor the member's bytes count (a
  failing test is ignored, the member's range is empty); so with a candidate's guard:
  when it is false the choice is not that candidate.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from csarules.analysis.affine import Poly, format_poly, poly_add, poly_mul
from csarules.analysis.cfg import analyse
from csarules.analysis.guard import PURE, literals, parse_guard, pure_tree, recomputed_in_loop
from csarules.analysis.loops import LoopInfo, find_loops
from csarules.errors import InternalError
from csarules.ir.linemap import strip_comment
from csarules.ir.model import Block, Function, Instruction, Module
from csarules.version.checkir import LOCAL_NAME, CheckIR, Value
from csarules.version.decide import Nest
from csarules.version.polytext import parse_poly

_EMPTY = 1 << 100  # a skipped member's range: from +_EMPTY down to -_EMPTY
_POISON_FLAGS = re.compile(
    r"(?<![%@\w.\"])(?:nuw|nsw|nusw|exact|disjoint|nneg|inbounds|samesign)\s+")


class CheckBlock:
    """The instructions of the check before `nest` (`lines`, the branch excluded), the i1
    that is true when the original must run (`fail`), and each compared group's ends as a
    reader would write them (`bounds`, for `edges`)."""

    def __init__(self, module: Module, func: Function, nest: Nest, prefix: str,
                 above: Callable[[Block], bool], late: str | None = None) -> None:
        self.module = module
        self.func = func
        self.nest = nest
        self.ir = ir = CheckIR(prefix, _leaves(module, func))
        # whether a block dominates the check: a value defined elsewhere (a loop run
        # before the nest reads it) is computed again from its pure instructions
        self._above = above
        ir.resolve = self._available
        instructions = func.instructions()
        self._defs = {inst.name: inst for inst in instructions if inst.name}
        self._at_line = {inst.line: inst for inst in instructions}
        self._loops: LoopInfo | None = None
        self.counters = _Counters(ir, {f"iv@{h}": (self._instruction(line).name or "",
                                                   parse_poly(init), step)
                                       for h, (line, init, step) in nest.counters.items()})
        self._depths: dict[str, int] = {}
        self._fixed: dict[str, bool] = {}
        ir.external = self._function_depth
        self.bounds = {g: (_end_text(group.base, group.ends.get("low", []), nest, "low"),
                           _end_text(group.base, group.ends.get("high", []), nest, "high"))
                       for g, group in nest.groups.items()}
        # with `late`, a guard's literal taking each of its two values in turn: the check
        # picks one of the two results at the end (best_check)
        if late is None:
            self.fail = self._build({})
        else:
            fails = {value: self._build({late: value}) for value in (True, False)}
            self.fail = ir.select_i1(self._recompute(late), fails[True], fails[False])
        self.lines = ir.lines

    def late_literals(self) -> list[str]:
        """The guards' literals, the latest first (by the steps the function takes to
        compute them)."""
        names = {name for text in [*self.nest.guards.values(),
                                   *self.nest.candidate_guards.values()]
                 for name, _ in literals(parse_guard(text))}
        return sorted(names, key=lambda n: (-self._function_depth(n), n))

    def _build(self, fixed: dict[str, bool]) -> str:
        """The i1 that fails the check, with the guards' literals in `fixed` taking the
        values given (the others computed)."""
        ir, nest = self.ir, self.nest
        self._fixed = fixed
        self._guard_values: dict[str, str] = {}
        self._trips: dict[tuple[int, tuple[tuple[str, str], ...]], Value] = {}
        saved, ir.fails = ir.fails, []
        self.guards = {h: self._guard(text) for h, text in nest.guards.items()}
        for h in nest.trips:
            if not self._chosen_in_trip(h):
                self._trip(h, {})
        ends: dict[int, dict[str, Value]] = {}
        for g, group in nest.groups.items():
            ends[g] = {}
            base = ir.poly(parse_poly(group.base), self.counters)
            for side in ("low", "high"):
                empty = ir.const(_EMPTY if side == "low" else -_EMPTY)
                found = [self._member_end(base, i, offset, side)
                         for i, offset in group.ends.get(side, [])]
                # (a member never counted adds nothing to the group's range)
                candidates = [v for v in found if v.text != empty.text] or [empty]
                pick = ir.select_min if side == "low" else ir.select_max
                ends[g][side] = pick(candidates)
        for g in sorted(ends):
            # the group's bytes lie within [0, 2^64): the program's addresses are these
            if not ends[g]["low"].nonneg:
                ir.fail_if(ir.compare("slt", ends[g]["low"], ir.const(0)))
            ir.fail_if(ir.compare("sgt", ends[g]["high"], ir.const(1 << 64)))
        for g1, g2 in nest.checks:
            apart_low = ir.compare("slt", ends[g1]["low"], ends[g2]["high"])
            apart_high = ir.compare("slt", ends[g2]["low"], ends[g1]["high"])
            ir.fail_if(ir.both(apart_low, apart_high))
        fail = ir.any_fail()
        ir.fails = saved
        return fail

    # ------------------------------------------------------------------ trip counts
    def _trip_polys(self, h: int) -> list[Poly]:
        trip = self.nest.trips[h]
        polys = [parse_poly(trip.gap)]
        if trip.operands is not None:
            polys += [parse_poly(trip.operands[0]), parse_poly(trip.operands[2])]
        return polys

    def _chosen_in_trip(self, h: int) -> set[str]:
        return {f for poly in self._trip_polys(h) for mono in poly for f in mono
                if f in self.nest.candidates}

    def _trip(self, h: int, choice: dict[str, Poly]) -> Value:
        """Loop h's trip count with the choices of `choice` taking the values given, its
        tests failing the check only when h's guard holds."""
        used = tuple(sorted((c, _text(p)) for c, p in choice.items()
                            if c in self._chosen_in_trip(h)))
        key = (h, used)
        if key in self._trips:
            return self._trips[key]
        ir, trip = self.ir, self.nest.trips[h]
        guard = self._all([g for g in [self.guards.get(h), self._picked_guard(used)] if g])
        with ir.guarded(guard):
            gap = _substitute(parse_poly(trip.gap), choice)
            neg = ir.poly({mono: -c for mono, c in gap.items()}, self.counters)
            trips = ir.trip_count(trip.kind, neg, trip.step, trip.width)
            if trip.operands is not None:
                lo, lo_step, hi, hi_step = trip.operands
                for text, step in ((lo, lo_step), (hi, hi_step)):
                    first = ir.poly(_substitute(parse_poly(text), choice), self.counters)
                    ir.within_signed(first, step, trips, trip.width)
        self._trips[key] = trips
        return trips

    # ------------------------------------------------------------------ members
    def _member_end(self, base: Value, i: int, offset: int, side: str) -> Value:
        """Member i's end at `side` over the nest: its formula for each assignment of
        candidates to its choices, the lowest (highest) of them, empty when a guard of a
        loop it moves in is false."""
        ir, nest = self.ir, self.nest
        moving = [m.loop for m in nest.moves.get(i, []) if m.how != "fixed"]
        chosen = sorted({c for c, _ in nest.choices.get(i, [])}
                        | {c for h in moving for c in self._chosen_in_trip(h)})
        guards = [self.guards[h] for h in moving if h in self.guards]
        guard = self._all(guards)
        empty = ir.const(_EMPTY if side == "low" else -_EMPTY)
        values = []
        for picked in itertools.product(*(nest.candidates[c] for c in chosen)):
            choice = {c: parse_poly(p) for c, p in zip(chosen, picked, strict=True)}
            taken = self._picked_guard(tuple(zip(chosen, picked, strict=True)))
            # (the loops' guards join each candidate's, computed early, rather than
            # emptying the extreme of the candidates: one select less on the check's path)
            counted = self._all([g for g in (guard, taken) if g])
            with ir.guarded(counted):
                trips = {h: self._trip(h, choice) for h in moving}
                terms = self._formula(base, i, offset, side, trips)
                for c, coef in nest.choices.get(i, []):
                    terms.append(ir.poly(poly_mul(parse_poly(coef), choice[c]),
                                         self.counters))
                value = ir.add_all(terms)
            if counted is not None:
                value = ir.select(counted, value, empty)
            if value.text != empty.text:  # (a candidate never counted: no extreme to take)
                values.append(value)
        if not values:
            return empty
        return (ir.select_min if side == "low" else ir.select_max)(values)

    def _formula(self, base: Value, i: int, offset: int, side: str,
                 trips: dict[int, Value]) -> list[Value]:
        """The terms whose sum is member i's end at `side` (choices left out)."""
        # stride * (T - 1) of a constant stride is written stride * T - stride, the
        # constant going with the offset: one subtraction less on the check's path
        ir, counters = self.ir, self.counters
        constant = offset
        terms = []
        for move in self.nest.moves.get(i, []):
            if move.how == "fixed":
                stride = ir.poly(parse_poly(move.stride), counters)
                terms.append(ir.mul(stride, counters[f"iv@{move.loop}"]))
            elif (move.how, side) in (("up", "high"), ("down", "low")):
                stride_const = int(move.stride)
                terms.append(ir.mul(ir.const(stride_const), trips[move.loop]))
                constant -= stride_const
            elif move.how == "either":
                stride = ir.poly(parse_poly(move.stride), counters)
                span = ir.mul(stride, ir.minus_one(trips[move.loop]))
                terms.append(ir.clamp_zero(span, "neg" if side == "low" else "pos"))
        return [base, ir.const(constant), *terms]

    # ------------------------------------------------------------------ guards
    def _picked_guard(self, picked: tuple[tuple[str, str], ...]) -> str | None:
        """The i1 that holds when each choice may take the candidate picked for it (None:
        nothing known against any)."""
        known = [self.nest.candidate_guards.get(pair) for pair in picked]
        return self._all([self._guard(text) for text in known if text is not None])

    def _guard(self, text: str) -> str:
        """The i1 of a guard ('%a | !%b'), its pure instructions computed again."""
        if text not in self._guard_values:
            self._guard_values[text] = self._guard_value(text)
        return self._guard_values[text]

    def _guard_value(self, text: str) -> str:
        ir = self.ir

        def value(cond) -> str:
            if cond[0] in ("&", "|"):
                parts = [value(part) for part in cond[1]]
                out = parts[0]
                for part in parts[1:]:
                    out = ir.and_i1(out, part) if cond[0] == "&" else ir.or_i1(out, part)
                return out
            name, negated = cond
            if name in self._fixed:
                return "true" if self._fixed[name] != negated else "false"
            found = self._recompute(name)
            return ir.emit(f"xor i1 {found}, true") if negated else found

        return value(parse_guard(text))

    def _function_depth(self, name: str) -> int:
        """The steps the function takes to compute `name` from values ready at its start
        (its pure instructions' longest chain; anything else counts as ready at once)."""
        found = self._depths.get(name)
        if found is None:
            inst = self._defs.get(name)
            found = 0
            if inst is not None and inst.opcode in PURE:
                self._depths[name] = 0  # (a cycle through phis ends here)
                found = 1 + max((self._function_depth(op.text) for op in inst.operands
                                 if op.kind == "instruction"), default=0)
            self._depths[name] = found
        return found

    def _recompute(self, name: str) -> str:
        inst = self._defs.get(name)
        if inst is None:
            raise InternalError(f"no value {name} in @{self.func.name} for an entry guard")
        if self._loops is None:
            self._loops = find_loops(analyse(self.func, self.module.path))
        loops = self._loops
        # (a guard's pure instructions inside loops, and what the check does not reach)
        return self._computed_again(
            inst, lambda i: recomputed_in_loop(i, loops) or not self._above(i.block))

    def _available(self, text: str) -> str:
        """The value named `text` where the check runs: itself where its definition
        dominates the check, else computed again from its pure instructions (the rules
        take a value from a block dominating the check only: trip_leaf_block and the
        like, csarules/analysis/leaves.py)."""
        inst = self._defs.get(text)
        if inst is None:
            return text
        return self._computed_again(inst, lambda i: not self._above(i.block))

    def _computed_again(self, inst: Instruction, again: Callable[[Instruction], bool]) -> str:
        """`inst`'s value in the check: the instructions under it that `again` names
        computed again, each pure, the others read as they are."""
        renamed: dict[str, str] = {}
        for node in pure_tree(inst, again):
            if node.opcode not in PURE:
                raise InternalError(f"@{self.func.name}: {node.name} (line {node.line}) is "
                                    f"read by a run-time check its block does not dominate")
            # the flags go: where the program's value would be poison, it never branches
            # on it, and the guard need only hold where it does
            renamed[node.name or ""] = self.ir.emit(pure_rhs(node, renamed))
        return renamed.get(inst.name or "", inst.name or "")

    def _all(self, values: list[str]) -> str | None:
        values = [v for v in values if v != "true"]
        if not values:
            return None
        out = values[0]
        for v in dict.fromkeys(values[1:]):
            out = self.ir.and_i1(out, v)
        return out

    def _instruction(self, line: int) -> Instruction:
        if line not in self._at_line:
            raise InternalError(f"no instruction on line {line} of @{self.func.name}")
        return self._at_line[line]


class _Counters(dict):
    """'iv@<header>' -> the counter's value, computed where first used (a loop around the
    nest: its header phi minus the phi's value in the first iteration)."""

    def __init__(self, ir: CheckIR, phis: dict[str, tuple[str, Poly, int]]) -> None:
        super().__init__()
        self.ir = ir
        self.phis = phis

    def __missing__(self, key: str) -> Value:
        name, init, step = self.phis[key]
        ir = self.ir
        # (valid in every run of the check: what fails here fails unguarded)
        with ir.guarded(None):
            # phi = init + step * counter, step 1 or -1 (the init's values come before
            # the loop)
            diff = ir.sub(ir.leaf(name), ir.poly(init, self))
            self[key] = value = diff if step == 1 else ir.sub(ir.const(0), diff)
        return value


def _leaves(module: Module, func: Function) -> dict[str, tuple[str, str, str]]:
    out: dict[str, tuple[str, str, str]] = {}
    for arg in func.arguments:
        out[arg.name] = (arg.name, *_typed(arg.type))
    for block in func.blocks:
        for inst in block.instructions:
            if inst.name:
                out[inst.name] = (inst.name, *_typed(inst.type))
    for name in module.globals:
        out[name] = (name, "ptr", "ptr")
    for name in list(out):
        text, typ, how = out[name]
        if how == "sext":
            out[f"zext({name})"] = (text, typ, "zext")
    return out


def _typed(typ: str) -> tuple[str, str]:
    """(the type as the check writes it, how its values become i128)."""
    if typ.startswith("ptr") or typ.endswith("*"):
        space = re.search(r"addrspace\(\d+\)", typ)
        return ("ptr " + space.group(0) if space else "ptr"), "ptr"
    return typ, "sext"


def pure_rhs(inst: Instruction, renamed: dict[str, str]) -> str:
    """The right-hand side of pure instruction `inst` computed again: without its
    attachments and the flags that make a result poison (the value is the same where the
    original is not poison), its operands named as `renamed` says."""
    text = " ".join(strip_comment(line).strip() for line in inst.source.split("\n"))
    rhs = _POISON_FLAGS.sub("", _drop_attachments(text.split("=", 1)[1].strip()))
    return LOCAL_NAME.sub(lambda m: renamed.get(m.group(0), m.group(0)), rhs)


def _drop_attachments(text: str) -> str:
    """An instruction's text without its metadata attachments (', !dbg !7')."""
    found = re.search(r",\s*![A-Za-z_.][\w.]*\s", text + " ")
    return text[:found.start()] if found else text


def _substitute(poly: Poly, choice: dict[str, Poly]) -> Poly:
    out: Poly = {}
    for mono, coef in poly.items():
        term: Poly = {(): coef}
        for f in mono:
            term = poly_mul(term, choice.get(f, {(f,): 1}))
        out = poly_add(out, term)
    return out


def _text(poly: Poly) -> str:
    return format_poly(poly) or "0"


def _end_text(base: str, ends: list[tuple[int, int]], nest: Nest, side: str) -> str:
    """A group's end as a reader would write it (for `edges`): T<h> is loop h's trip count,
    t<h> the counter of a loop around the nest, {a, b} a choice's candidates, {a..b} a
    bounded value's range."""
    texts = []
    for i, offset in ends:
        parts = [base if base != "0" else "", str(offset) if offset else ""]
        for c, coef in nest.choices.get(i, []):
            if c in nest.ranges:
                lo, hi = nest.ranges[c]
                picks = f"{{{lo}..{hi}}}"
            else:
                picks = "{" + ", ".join(nest.candidates.get(c, [c])) + "}"
            parts.append(picks if coef == "1" else f"{coef}*{picks}")
        for move in nest.moves.get(i, []):
            loop = f"T{move.loop}"
            if move.how == "fixed":
                parts.append(f"{move.stride}*t{move.loop}")
            elif (move.how, side) in (("up", "high"), ("down", "low")):
                parts.append(f"{move.stride}*({loop}-1)")
            elif move.how == "either":
                fn = "min" if side == "low" else "max"
                parts.append(f"{fn}(0, {move.stride}*({loop}-1))")
        texts.append(" + ".join(p for p in parts if p) or "0")
    texts = list(dict.fromkeys(texts))  # (members alike but for their choices' names)
    if len(texts) == 1:
        return texts[0]
    return ("min(" if side == "low" else "max(") + ", ".join(texts) + ")"


def best_check(module: Module, func: Function, nest: Nest, prefix: str,
               above: Callable[[Block], bool]) -> CheckBlock:
    """The check before `nest` whose branch is ready first: computed as it reads, or for
    each value of the guards' latest literal when that is sooner (a vectoriser's check
    result the candidates' guards read)."""
    plain = CheckBlock(module, func, nest, prefix, above)
    late = plain.late_literals()
    if not late:
        return plain
    split = CheckBlock(module, func, nest, prefix, above, late[0])
    return split if split.ir.depth(split.fail) < plain.ir.depth(plain.fail) else plain
