"""Affine addresses: base + offset + sum over loops L of stride_L * iteration_L.

Values are evaluated to polynomials over opaque leaves (arguments, globals,
instructions we do not look through) and loop iteration counters 'iv@<header>'.
Induction variables are header phis whose value on every latch edge is the phi
plus the same loop-invariant step (integer `add`, or a GEP for pointer phis).
sext/zext (and the implicit sext of narrow GEP indices) are looked through only
when the narrow value cannot have wrapped: every add/sub/mul/shl under the
extension, including the induction increments, carries nsw (for sext / zext nneg)
or nuw (for zext) — poison on overflow, so real runs never wrap; `or disjoint` is
an add. Leaves seen through a plain zext are renamed 'zext(%x)' because their
unsigned value differs from the signed one other uses of %x stand for.
An address is affine when each term has at most one iteration factor, of a loop
enclosing the memop, and every leaf is invariant in every loop enclosing the memop; when
some leaf is not, it is affine within one entry of the loops inside the innermost loop
that changes it (`AffineAddress.varies_in`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from csarules.analysis.gep import ConstExpr, gep_source_type, layout, parse_const
from csarules.analysis.loops import Loop, LoopInfo
from csarules.analysis.types import TypeError_, TypeTable
from csarules.ir.model import Function, Instruction, Operand

Mono = tuple[str, ...]
Poly = dict[Mono, int]
_SELF = "<self>"


def poly_add(a: Poly, b: Poly, sign: int = 1) -> Poly:
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, 0) + sign * v
        if out[k] == 0:
            del out[k]
    return out


def poly_mul(a: Poly, b: Poly) -> Poly:
    out: Poly = {}
    for ka, va in a.items():
        for kb, vb in b.items():
            k = tuple(sorted(ka + kb))
            out[k] = out.get(k, 0) + va * vb
            if out[k] == 0:
                del out[k]
    return out


def poly_const(c: int) -> Poly:
    return {(): c} if c else {}


def _leaf(name: str) -> Poly:
    return {(name,): 1}


@dataclass
class AffineAddress:
    base: str
    offset: int
    strides: dict[int, str]  # loop header id -> stride text
    const_strides: dict[int, int]
    # (address_within) the innermost loop around the memop in which a term of `base`
    # takes new values: the address is affine only for nests inside that loop
    varies_in: int | None = None
    base_poly: Poly = field(default_factory=dict)  # `base` before formatting


class AffineAnalysis:
    def __init__(self, func: Function, loops: LoopInfo, types: TypeTable) -> None:
        self.func = func
        self.loops = loops
        self.types = types
        self._defs: dict[str, Instruction] = {i.name: i for i in func.instructions() if i.name}
        self._memo: dict[int, Poly | None] = {}
        self._ivs_in_progress: set[int] = set()

    # ------------------------------------------------------------ evaluation
    def value(self, operand: Operand, override: dict[int, Poly] | None = None,
              memo: dict[int, Poly | None] | None = None) -> Poly | None:
        if operand.kind == "constant":
            if operand.int_value is not None:
                return poly_const(operand.int_value)
            return self._constexpr(parse_const(operand.text))
        if operand.kind in ("argument", "global"):
            return _leaf(operand.text)
        if operand.kind == "instruction":
            return self._inst(operand.target, override or {},  # type: ignore[arg-type]
                              self._memo if memo is None else memo, set())
        return None

    def _constexpr(self, expr: ConstExpr) -> Poly | None:
        if expr.kind == "global":
            return _leaf(expr.text)
        if expr.kind == "int" and expr.value is not None:
            return poly_const(expr.value)
        if expr.kind == "null":
            return {}
        if expr.kind == "gep" and expr.parts:
            base = self._constexpr(expr.parts[0])
            idx = [p.value for p in expr.parts[1:]]
            if base is None or any(i is None for i in idx):
                return None
            try:
                lay = layout(self.types, expr.src_type, idx)  # type: ignore[arg-type]
            except TypeError_:
                return None
            return poly_add(base, poly_const(lay.const))
        if expr.kind == "cast" and expr.src_type in ("bitcast", "addrspacecast"):
            return self._constexpr(expr.parts[0])
        return None

    def _inst(self, inst: Instruction, override: dict[int, Poly],
              memo: dict[int, Poly | None], active: set[int]) -> Poly | None:
        if inst.line in override:
            return override[inst.line]
        if inst.line in memo:
            return memo[inst.line]
        if inst.line in active:
            return _leaf(inst.name or f"<{inst.line}>")
        active.add(inst.line)
        try:
            result = self._compute(inst, override, memo, active)
        finally:
            active.discard(inst.line)
        memo[inst.line] = result
        return result

    def _operand(self, op: Operand, override, memo, active) -> Poly | None:
        if op.kind == "instruction":
            return self._inst(op.target, override, memo, active)  # type: ignore[arg-type]
        return self.value(op)

    def _compute(self, inst: Instruction, override, memo, active) -> Poly | None:
        opc = inst.opcode
        leaf = _leaf(inst.name or f"<{inst.line}>")
        ops = inst.operands

        def ev(o: Operand) -> Poly | None:
            return self._operand(o, override, memo, active)

        if opc in ("add", "sub") or (opc == "or" and " or disjoint " in f" {inst.canonical} "):
            a, b = ev(ops[0]), ev(ops[1])
            if a is None or b is None:
                return leaf
            return poly_add(a, b, -1 if opc == "sub" else 1)
        if opc == "or" and ops[1].int_value is not None and ops[1].int_value >= 0:
            # `or x, c` adds c when the low bits of x that c sets are known zero (IR from
            # older clang has no `disjoint` flag): every coefficient of x is a multiple of
            # a power of two above c.
            a = ev(ops[0])
            c = ops[1].int_value
            if a is not None and a and all(v % _pow2_above(c) == 0 for v in a.values()):
                return poly_add(a, poly_const(c))
            return leaf
        if opc == "xor" and ops[1].int_value == -1:
            # `xor x, -1` is ~x, which is -x - 1 in two's complement: clang counts some
            # negated indices that way
            a = ev(ops[0])
            return leaf if a is None else poly_add(poly_const(-1), a, -1)
        if opc == "mul":
            a, b = ev(ops[0]), ev(ops[1])
            return leaf if a is None or b is None else poly_mul(a, b)
        if opc == "shl" and ops[1].int_value is not None and 0 <= ops[1].int_value < 63:
            a = ev(ops[0])
            return leaf if a is None else poly_mul(a, poly_const(1 << ops[1].int_value))
        if opc in ("sext", "zext"):
            signed = opc == "sext" or " zext nneg " in f" {inst.canonical} "
            if not self.no_wrap(ops[0], "nsw" if signed else "nuw", set()):
                return leaf
            a = ev(ops[0])
            if a is None:
                return leaf
            return a if signed else _rename_leaves(a, "zext({})")
        if opc in ("bitcast", "addrspacecast", "freeze"):
            a = ev(ops[0])
            return leaf if a is None else a
        if opc == "getelementptr":
            return self._gep(inst, ev) or leaf
        if opc == "phi":
            return self._induction(inst) or leaf
        return leaf

    def _gep(self, inst: Instruction, ev) -> Poly | None:
        base = ev(inst.operands[0])
        if base is None:
            return None
        idx: list[int | Operand] = [o.int_value if o.int_value is not None else o
                                    for o in inst.operands[1:]]
        try:
            lay = layout(self.types, gep_source_type(inst.canonical), idx)
        except TypeError_:
            return None
        total = poly_add(base, poly_const(lay.const))
        for scale, operand in lay.scaled:
            if operand.type != "i64" and not self.no_wrap(operand, "nsw", set()):
                return None  # a narrow index is sign-extended: it must not have wrapped
            term = ev(operand)
            if term is None:
                return None
            total = poly_add(total, poly_mul(term, poly_const(scale)))
        return total

    def _induction(self, phi: Instruction) -> Poly | None:
        loop = self.loops.by_header.get(phi.block)
        if loop is None or phi.line in self._ivs_in_progress:
            return None
        self._ivs_in_progress.add(phi.line)
        try:
            return self._induction_of(phi, loop)
        finally:
            self._ivs_in_progress.discard(phi.line)

    def _induction_of(self, phi: Instruction, loop: Loop) -> Poly | None:
        inits: list[Operand] = []
        steps: list[Poly] = []
        for op, pred in zip(phi.operands, phi.incoming_blocks, strict=True):
            if pred in loop.blocks:
                after = self._operand(op, {phi.line: _leaf(_SELF)}, {}, set())
                if after is None:
                    return None
                step = poly_add(after, _leaf(_SELF), -1)
                if any(_SELF in k for k in step) or not self._invariant_in(step, loop):
                    return None
                steps.append(step)
            else:
                inits.append(op)
        if not inits or not steps or any(s != steps[0] for s in steps):
            return None
        if any(o.text != inits[0].text for o in inits):
            return None
        init = self.value(inits[0])
        if init is None:
            return None
        return poly_add(init, poly_mul(steps[0], _leaf(f"iv@{loop.header.id}")))

    def no_wrap(self, op: Operand, flag: str, active: set[int]) -> bool:
        """The integer arithmetic producing `op` never wraps in its own width."""
        if op.kind != "instruction":
            return True
        inst: Instruction = op.target  # type: ignore[assignment]
        if inst.line in active:
            return True  # a cycle through an IV phi: its increments are checked on the way
        active.add(inst.line)
        opc = inst.opcode
        words = f" {inst.canonical} "
        if opc in ("add", "sub", "mul", "shl"):
            return f" {flag} " in words and all(
                self.no_wrap(o, flag, active) for o in inst.operands)
        if opc == "or" or (opc == "xor" and inst.operands[1].int_value == -1):
            # (~x = -x - 1 never leaves the range of x's type)
            return all(self.no_wrap(o, flag, active) for o in inst.operands)
        if opc == "phi" and inst.block in self.loops.by_header:
            return all(self.no_wrap(o, flag, active) for o in inst.operands)
        return True  # any other value is an opaque leaf: taken as it is

    # ------------------------------------------------------------ invariance
    @property
    def definitions(self) -> dict[str, Instruction]:
        """Every named value of the function, by name."""
        return self._defs

    def leaf_instruction(self, name: str) -> Instruction | None:
        """The instruction whose value the leaf `name` stands for ('zext(%x)' is %x's);
        None for arguments and globals."""
        if name.startswith("zext(") and name.endswith(")"):
            name = name[5:-1]
        return self._defs.get(name)

    def defined_in(self, name: str, loop: Loop) -> bool:
        """The leaf (or iteration counter) takes new values inside `loop`."""
        if name == _SELF:
            return True
        if name.startswith("iv@"):
            return any(b.id == int(name[3:]) for b in loop.blocks)
        inst = self.leaf_instruction(name)
        return inst is not None and inst.block in loop.blocks

    def _invariant_in(self, poly: Poly, loop: Loop) -> bool:
        return not any(self.defined_in(name, loop) for mono in poly for name in mono)

    # ------------------------------------------------------------ addresses
    def address_within(self, inst: Instruction, addr: Operand) -> AffineAddress | None:
        """The address as base + offset + strides over the loops around the memop. Affine
        in every loop when `varies_in` is None; otherwise a term of the base takes new
        values inside some loops around the memop (a start set between two inner loops, a
        row pointer loaded per outer iteration) and `varies_in` names the innermost of
        them: within one entry of a loop inside that one, the term keeps its value."""
        poly = self.value(addr)
        if poly is None:
            return None
        enclosing = self.loops.loops_of(inst.block)  # innermost first
        enclosing_ids = {lp.header.id for lp in enclosing}
        base: Poly = {}
        strides: dict[int, Poly] = {h: {} for h in enclosing_ids}
        varies: Loop | None = None
        for mono, coef in poly.items():
            ivs = [f for f in mono if f.startswith("iv@")]
            rest = tuple(f for f in mono if not f.startswith("iv@"))
            inner = next((lp for lp in enclosing
                          if any(self.defined_in(name, lp) for name in rest)), None)
            if inner is not None and (varies is None or inner.depth > varies.depth):
                varies = inner
            if len(ivs) > 1:
                return None
            if ivs:
                header = int(ivs[0][3:])
                if header not in enclosing_ids:
                    return None  # a finished loop's count: not an iteration term here
                strides[header] = poly_add(strides[header], {rest: coef})
            elif rest:
                base = poly_add(base, {mono: coef})
        offset = poly.get((), 0)
        return AffineAddress(
            base=format_poly(base) or "0",
            offset=offset,
            strides={h: format_poly(p) or "0" for h, p in sorted(strides.items())},
            const_strides={h: p.get((), 0) for h, p in sorted(strides.items())
                           if all(k == () for k in p)},
            varies_in=varies.header.id if varies is not None else None,
            base_poly=base,
        )


def _pow2_above(c: int) -> int:
    p = 1
    while p <= c:
        p *= 2
    return p


def _rename_leaves(poly: Poly, pattern: str) -> Poly:
    out: Poly = {}
    for mono, coef in poly.items():
        names = tuple(sorted(f if f.startswith("iv@") else pattern.format(f) for f in mono))
        out[names] = out.get(names, 0) + coef
    return out


def format_poly(poly: Poly) -> str:
    terms = []
    for mono in sorted(poly, key=lambda m: (len(m), m)):
        coef = poly[mono]
        factors = list(mono)
        if not factors:
            terms.append(str(coef))
        elif coef == 1:
            terms.append("*".join(factors))
        else:
            terms.append("*".join([str(coef)] + factors))
    return " + ".join(terms)
