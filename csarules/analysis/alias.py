"""A small, sound alias analysis over underlying objects and constant offsets.

A pointer is described by the set of (object, offset) pairs it may be: offset is a
byte offset from the object's start, or None when it is not a known constant.
Objects: ('global', '@g'), ('arg', '%a'), ('inst', line) for allocas and for
pointers the function cannot see through (loads, call results, inttoptr, ...),
('const', text) for null/undef and other constants.

Distinct identified objects never overlap: allocas, globals and `noalias`
arguments. An alloca or noalias argument whose address escapes (stored, passed
to a non-hint call other than as a nocapture / captures(none) argument, converted
to an integer, returned) may be what an unknown
pointer (loaded, returned by a call, inttoptr) points to. Ordinary arguments may
point to anything but this function's allocas, and noalias arguments' memory is
not reachable through any pointer not based on them unless they escape.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from csarules import graphs
from csarules.analysis import calls
from csarules.analysis.affine import AffineAddress
from csarules.analysis.gep import ConstExpr, gep_source_type, layout, parse_const
from csarules.analysis.loops import LoopInfo
from csarules.analysis.memops import Memop
from csarules.analysis.types import TypeError_, TypeTable
from csarules.ir.model import Argument, Block, Function, Instruction, Module, Operand

Obj = tuple[str, object]
Loc = tuple[Obj, int | None]

# Instructions whose result is a pointer derived from their (first, or chosen) pointer
# operands: what the analysis looks through.
_DERIVING = ("getelementptr", "bitcast", "addrspacecast", "freeze", "phi", "select")

# Uses of a pointer that neither let it escape nor derive a new pointer from it.
_NON_ESCAPING_CALLS = ("hint", "prefetch", "gated_prefetch", "memtransfer")


class PointerAnalysis:
    def __init__(self, func: Function, module: Module, types: TypeTable) -> None:
        self.func = func
        self.module = module
        self.types = types
        self._memo: dict[int, frozenset[Loc]] = {}
        # instructions on a cycle of derived pointers (line -> its cycle's members)
        self._cycle_of = _derivation_cycles(func)
        self._uses: dict[int, list[tuple[Instruction, int]]] = {}
        self._by_line: dict[int, Instruction] = {}
        for inst in func.instructions():
            self._by_line[inst.line] = inst
            for idx, op in enumerate(inst.operands):
                if op.kind in ("instruction", "argument"):
                    self._uses.setdefault(id(op.target), []).append((inst, idx))
        self._escaped: dict[Obj, bool] = {}
        self._classes: dict[Obj, str] = {}
        self._distinct: dict[tuple[Obj, Obj], bool] = {}
        self._args = {a.name: a for a in func.arguments}
        self._params: dict[int, list[set[str]]] = {}

    # ------------------------------------------------------------ objects
    def object_class(self, obj: Obj) -> str:
        """alloca, global, noalias, or unknown."""
        if obj not in self._classes:
            self._classes[obj] = self._object_class(obj)
        return self._classes[obj]

    def _object_class(self, obj: Obj) -> str:
        kind, key = obj
        if kind == "global":
            return "global"
        if kind == "arg":
            arg = self._arg(str(key))
            return "noalias" if arg is not None and "noalias" in arg.attributes else "unknown"
        if kind == "inst" and self._by_line[int(key)].opcode == "alloca":  # type: ignore[arg-type]
            return "alloca"
        return "unknown"

    def def_block(self, obj: Obj) -> Block | None:
        return self._by_line[int(obj[1])].block if obj[0] == "inst" else None  # type: ignore[arg-type]

    def _arg(self, name: str) -> Argument | None:
        return self._args.get(name)

    def escaped(self, obj: Obj) -> bool:
        if obj not in self._escaped:
            root: object
            if obj[0] == "arg":
                root = self._arg(str(obj[1]))
            else:
                root = self._by_line[int(obj[1])]  # type: ignore[arg-type]
            self._escaped[obj] = self._escapes(root)
        return self._escaped[obj]

    def _escapes(self, root: object) -> bool:
        seen: set[int] = set()
        work = [root]
        while work:
            value = work.pop()
            if id(value) in seen:
                continue
            seen.add(id(value))
            for user, idx in self._uses.get(id(value), []):
                op = user.opcode
                if op in ("getelementptr", "bitcast", "addrspacecast", "phi", "freeze") or (
                    op == "select" and idx > 0
                ):
                    if op != "getelementptr" or idx == 0:
                        work.append(user)
                        continue
                    return True  # pointer used as a GEP index: treat as escaping
                if op == "load" or op == "icmp":
                    continue
                if op == "store" and idx == 1:
                    continue
                if op in ("atomicrmw", "cmpxchg") and idx == 0:
                    continue
                if op == "call" and calls.intrinsic_class(user.callee) in _NON_ESCAPING_CALLS \
                        and idx < len(user.operands) - 1 and not user.type.startswith("ptr"):
                    continue  # (hints returning their pointer, e.g. launder.invariant.group,
                    # hand out a copy the analysis cannot follow: those count as escapes)
                if op == "call" and idx < len(user.call_args) and calls.not_captured(
                        self._param_attrs(user)[idx]):
                    continue  # nocapture / captures(none): no copy outlives the call
                    # (the call itself reaches the object through its argument: argmem)
                return True
        return False

    def _param_attrs(self, call: Instruction) -> list[set[str]]:
        if call.line not in self._params:
            self._params[call.line] = calls.param_attributes(call, self.module)
        return self._params[call.line]

    def identified(self, operand: Operand) -> bool:
        """Every object the pointer may point to is an alloca, a global other than
        @errno, a noalias argument or null: none of them is errno."""
        locs = self.locations(operand)
        return bool(locs) and all(
            (self.object_class(obj) in ("alloca", "noalias")
             or self.object_class(obj) == "global" and obj[1] != "@errno"
             or obj == ("const", "null"))
            for obj, _ in locs)

    def distinct(self, a: Obj, b: Obj) -> bool:
        """True when no byte of object a can be a byte of object b."""
        key = (a, b)
        if key not in self._distinct:
            self._distinct[key] = self._distinct_objects(a, b)
        return self._distinct[key]

    def _distinct_objects(self, a: Obj, b: Obj) -> bool:
        if a == b:
            return False
        ca, cb = self.object_class(a), self.object_class(b)
        identified = ("alloca", "global", "noalias")
        if ca in identified and cb in identified:
            return True
        if ca == "unknown" and cb == "unknown":
            return False
        ident, other, cid = (a, b, ca) if ca != "unknown" else (b, a, cb)
        if cid == "global":
            return False
        if other[0] == "arg":
            return True  # an argument cannot point to this call's allocas; noalias: see doc
        if other[0] == "const" and other[1] == "null":
            return True
        return not self.escaped(ident)

    # ------------------------------------------------------------ pointers
    def locations(self, operand: Operand) -> frozenset[Loc]:
        return self._operand(operand)

    def _operand(self, operand: Operand) -> frozenset[Loc]:
        if operand.kind == "argument":
            return frozenset({(("arg", operand.text), 0)})
        if operand.kind == "global":
            return frozenset({(("global", operand.text), 0)})
        if operand.kind == "instruction":
            return self._inst(operand.target)  # type: ignore[arg-type]
        if operand.kind == "constant":
            return self._const(parse_const(operand.text))
        return frozenset({(("const", operand.text), 0)})

    def _const(self, expr: ConstExpr) -> frozenset[Loc]:
        if expr.kind == "global":
            return frozenset({(("global", expr.text), 0)})
        if expr.kind == "gep" and expr.parts:
            base = self._const(expr.parts[0])
            idx = [p.value if p.kind == "int" and p.value is not None else p
                   for p in expr.parts[1:]]
            return _shift(base, self._gep_offset(expr.src_type, idx))
        if expr.kind == "cast" and expr.src_type in ("bitcast", "addrspacecast"):
            return self._const(expr.parts[0])
        return frozenset({(("const", expr.text), 0)})

    def _gep_offset(self, src_type: str, indices: list) -> int | None:
        try:
            lay = layout(self.types, src_type, indices)
        except TypeError_:
            return None
        return None if lay.scaled else lay.const

    def _inst(self, inst: Instruction) -> frozenset[Loc]:
        if inst.line in self._memo:
            return self._memo[inst.line]
        cycle = self._cycle_of.get(inst.line)
        if cycle is not None:
            return self._cycle(cycle)
        op = inst.opcode
        if op == "getelementptr":
            base = self._operand(inst.operands[0])
            idx = [o.int_value if o.int_value is not None else o for o in inst.operands[1:]]
            result = _shift(base, self._gep_offset(gep_source_type(inst.canonical), idx))
        elif op in _DERIVING:
            result = frozenset().union(*map(self._operand, _derived_from(inst)))
        else:
            result = frozenset({(("inst", inst.line), 0)})
        self._memo[inst.line] = result
        return result

    def _cycle(self, members: list[Instruction]) -> frozenset[Loc]:
        """Pointers that feed back into themselves (through phis: `p = phi(a, p + 4)`)
        may each be any object entering the cycle at any offset: the offsets drift per
        iteration, whichever member is asked about first."""
        inside = {m.line for m in members}
        entering: set[Obj] = set()
        for member in members:
            for operand in _derived_from(member):
                if operand.kind == "instruction" and operand.target.line in inside:  # type: ignore[union-attr]
                    continue
                entering.update(obj for obj, _ in self._operand(operand))
        result = frozenset((obj, None) for obj in entering)
        for line in inside:
            self._memo[line] = result
        return result


def _derived_from(inst: Instruction) -> list[Operand]:
    """The operands a deriving instruction's pointer comes from."""
    if inst.opcode == "phi":
        return list(inst.operands)
    if inst.opcode == "select":
        return list(inst.operands[1:])
    return list(inst.operands[:1])


def _derivation_cycles(func: Function) -> dict[int, list[Instruction]]:
    """line -> the members of its strongly connected component, for the deriving
    instructions that lie on a cycle of derivations (only through phis, in SSA)."""
    deriving = [inst for inst in func.instructions() if inst.opcode in _DERIVING]
    lines = {inst.line for inst in deriving}
    succ = {inst: [o.target for o in _derived_from(inst)
                   if o.kind == "instruction" and o.target.line in lines]  # type: ignore[union-attr]
            for inst in deriving}
    cycles: dict[int, list[Instruction]] = {}
    for component in graphs.strongly_connected_components(succ):
        if len(component) > 1 or component[0] in succ[component[0]]:
            ordered = sorted(component, key=lambda i: i.line)
            for member in ordered:
                cycles[member.line] = ordered
    return cycles


def _root_and_offset(pa: PointerAnalysis, operand: Operand | None) -> tuple[Obj, int] | None:
    """The SSA pointer `operand` is, plus a constant byte offset, looking through casts
    and all-constant GEPs; None for anything else."""
    offset = 0
    for _ in range(64):  # chains of constant GEPs are short; cycles go through phis
        if operand is None:
            return None
        if operand.kind in ("argument", "global"):
            return (operand.kind, operand.text), offset
        if operand.kind != "instruction":
            return None
        inst: Instruction = operand.target  # type: ignore[assignment]
        if inst.opcode in ("bitcast", "addrspacecast"):
            operand = inst.operands[0]
            continue
        if inst.opcode == "getelementptr":
            idx = [o.int_value for o in inst.operands[1:]]
            if all(v is not None for v in idx):
                delta = pa._gep_offset(gep_source_type(inst.canonical), idx)
                if delta is not None:
                    offset += delta
                    operand = inst.operands[0]
                    continue
        return ("inst", inst.line), offset
    return None


def _shift(locs: Iterable[Loc], delta: int | None) -> frozenset[Loc]:
    out = set()
    for obj, off in locs:
        out.add((obj, None if off is None or delta is None else off + delta))
    return frozenset(out)


# ---------------------------------------------------------------- memop pairs


@dataclass
class Access:
    """What a memop may touch: locations with a size, or a class of call effects."""

    memop: Memop
    locs: list[frozenset[Loc]]  # one entry per pointer touched (calls: per pointer argument)
    size: int | None
    everything: bool = False  # a call touching 'other' memory
    inaccessible: bool = False  # a call touching inaccessible memory
    private: bool | None = None  # AliasOracle._only_private's answer, once known

    @property
    def touches_memory(self) -> bool:
        return bool(self.locs) or self.everything or self.inaccessible


class AliasOracle:
    """Pairwise answers. `affine` (memop line -> affine address) sharpens same-iteration
    queries: equal bases and equal strides over loops around both ops mean the two
    addresses differ by exactly the offset difference in any one iteration."""

    def __init__(self, pa: PointerAnalysis, loops: LoopInfo,
                 affine: dict[int, AffineAddress] | None = None) -> None:
        self.pa = pa
        self.loops = loops
        self.affine = affine or {}
        self._loop_at = {lp.header.id: lp for lp in loops.loops}
        # per memop line and per object: answered once, asked for every pair
        self._roots: dict[int, tuple[Obj, int] | None] = {}
        self._obj_loops: dict[Obj, list] = {}

    def _affine_distance(self, x: Access, y: Access) -> int | None:
        """y's address minus x's in the same iteration, when affine analysis fixes it."""
        ax = self.affine.get(x.memop.inst.line)
        ay = self.affine.get(y.memop.inst.line)
        if ax is None or ay is None or ax.base != ay.base:
            return None
        bx, by = x.memop.inst.block, y.memop.inst.block
        for header in ax.strides.keys() | ay.strides.keys():
            sx, sy = ax.strides.get(header, "0"), ay.strides.get(header, "0")
            if sx == sy == "0":
                continue
            lp = self._loop_at[header]
            if sx != sy or bx not in lp.blocks or by not in lp.blocks:
                return None
        return ay.offset - ax.offset

    def _root_distance(self, x: Access, y: Access) -> int | None:
        """y's address minus x's when both are one SSA pointer plus constants (BasicAA's
        decomposition: `%q = gep i8, ptr %p, i64 4` is %p + 4 whatever %p is), and that
        pointer is the same value for both within one iteration."""
        rx, ry = self.root(x), self.root(y)
        if rx is None or ry is None or rx[0] != ry[0]:
            return None
        root = rx[0]
        if root[0] == "inst" and not self._stable(root, x.memop.inst.block, y.memop.inst.block):
            return None
        return ry[1] - rx[1]

    def root(self, x: Access) -> tuple[Obj, int] | None:
        """_root_and_offset of x's address, once per memop."""
        line = x.memop.inst.line
        if line not in self._roots:
            self._roots[line] = _root_and_offset(self.pa, x.memop.address)
        return self._roots[line]

    def access(self, m: Memop) -> Access:
        if m.kind in ("fence", "ret"):
            return Access(m, [], None)
        if m.kind == "call":
            ptr_args = [a for a in m.inst.call_args if a.type.startswith("ptr")]
            locs = [self.pa.locations(a) for a in ptr_args] if "argmem" in m.effects else []
            return Access(m, locs, None, everything="other" in m.effects,
                          inaccessible="inaccessiblemem" in m.effects)
        assert m.address is not None
        size = None if m.kind in ("prefetch", "gated_prefetch") else m.size
        return Access(m, [self.pa.locations(m.address)], size)

    def _stable(self, obj: Obj, a: Block, b: Block) -> bool:
        """The object's SSA value is the same for a and b within one iteration."""
        loops = self._obj_loops.get(obj)
        if loops is None:
            block = self.pa.def_block(obj)
            loops = self._obj_loops[obj] = [] if block is None else self.loops.loops_of(block)
        return all(a in lp.blocks and b in lp.blocks for lp in loops)

    def _only_private(self, acc: Access) -> bool:
        """Every pointer of acc is a non-escaping alloca: no call can reach it."""
        if acc.private is None:
            objs = [obj for locs in acc.locs for obj, _ in locs]
            acc.private = bool(objs) and not acc.everything and not acc.inaccessible and all(
                self.pa.object_class(o) == "alloca" and not self.pa.escaped(o) for o in objs
            )
        return acc.private

    def may_alias(self, x: Access, y: Access, sized: bool) -> bool:
        if not x.touches_memory or not y.touches_memory:
            return False
        for p, q in ((x, y), (y, x)):
            if p.everything and not self._only_private(q):
                return True
            if p.inaccessible and (q.inaccessible or q.everything):
                return True
        bx, by = x.memop.inst.block, y.memop.inst.block
        use_sizes = sized and x.memop.kind != "call" and y.memop.kind != "call"
        if use_sizes and x.size is not None and y.size is not None:
            dist = self._affine_distance(x, y)
            if dist is None:
                dist = self._root_distance(x, y)
            if dist is not None:
                return dist < x.size and -dist < y.size
        for lx in x.locs:
            for ly in y.locs:
                for ox, offx in lx:
                    for oy, offy in ly:
                        if ox != oy:
                            if not self.pa.distinct(ox, oy):
                                return True
                            continue
                        if not use_sizes or not self._stable(ox, bx, by):
                            return True
                        if offx is None or offy is None or x.size is None or y.size is None:
                            return True
                        if offx < offy + y.size and offy < offx + x.size:
                            return True
        return False

    def must_alias(self, x: Access, y: Access) -> bool:
        kinds = ("call", "fence", "ret")
        if x.memop.kind in kinds or y.memop.kind in kinds:
            return False
        ax, ay = x.memop.address, y.memop.address
        bx, by = x.memop.inst.block, y.memop.inst.block
        assert ax is not None and ay is not None
        if self._affine_distance(x, y) == 0:
            return True
        if ax.text == ay.text and ax.kind == ay.kind:
            if ax.kind != "instruction":
                return True
            target: Instruction = ax.target  # type: ignore[assignment]
            return self._stable(("inst", target.line), bx, by)
        lx, ly = x.locs[0], y.locs[0]
        if len(lx) != 1 or len(ly) != 1:
            return False
        (ox, offx), (oy, offy) = next(iter(lx)), next(iter(ly))
        return ox == oy and offx is not None and offx == offy and self._stable(ox, bx, by)
