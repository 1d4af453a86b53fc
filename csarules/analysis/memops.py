"""Which instructions are memory operations, and their kind, size, ordering and address.

`orderable` follows CSAMemopOrderingBase::needsOrderingEdges: loads (except from
constant memory), stores, atomics, fences, `ret`, and calls except intrinsics —
with two deliberate extensions: llvm.prefetch / llvm.csa.gated.prefetch are
orderable (the prefetch rules order them), and intrinsics that really touch
memory (llvm.memcpy/memmove/memset, and any other intrinsic whose declaration
says it accesses memory, e.g. va_start) are ordered as calls, because nothing
lowers them before ordering here. Hint intrinsics (lifetime, assume, dbg, ...)
and the llvm.csa.* markers are not memory operations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from csarules.analysis import calls
from csarules.analysis.types import TypeError_, TypeTable
from csarules.errors import CsaError
from csarules.ir.model import Instruction, Module, Operand

SUPPORTED = frozenset("""
ret br switch unreachable indirectbr invoke callbr landingpad resume
add sub mul udiv sdiv urem srem fadd fsub fmul fdiv frem fneg shl lshr ashr and or xor
alloca load store fence cmpxchg atomicrmw getelementptr
trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast
addrspacecast icmp fcmp phi select freeze call extractvalue insertvalue
extractelement insertelement shufflevector
""".split())

_ORDERINGS = ("unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")
_ORDER_RE = re.compile(r"(?<![%@\w.$-])(" + "|".join(_ORDERINGS) + r")\b")


@dataclass
class Memop:
    inst: Instruction
    kind: str
    orderable: bool
    constant_load: bool = False
    may_load: bool = False
    may_store: bool = False
    size: int | None = None
    ordering: str | None = None
    volatile: bool = False
    address: Operand | None = None
    effects: calls.Effects = field(default_factory=dict)  # calls only


def check_supported(inst: Instruction, path: str) -> None:
    if inst.opcode not in SUPPORTED:
        raise CsaError(path, inst.line, f"unsupported instruction '{inst.opcode}'")


def _strip_strings(text: str) -> str:
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)


def _ordering(inst: Instruction) -> str | None:
    m = _ORDER_RE.search(_strip_strings(inst.canonical.split(", align")[0]))
    return m.group(1) if m else None


def _size(types: TypeTable, type_text: str, inst: Instruction, path: str) -> int:
    try:
        return types.store_size(types.parse(type_text))
    except TypeError_ as exc:
        raise CsaError(path, inst.line,
                       f"unsupported instruction '{inst.opcode}': {exc}") from None


def classify(inst: Instruction, module: Module, types: TypeTable, path: str,
             is_constant_address) -> Memop | None:
    """The memop view of `inst`, or None when it is not a memory operation.

    `is_constant_address(operand)` says whether an address points into constant memory.
    """
    op = inst.opcode
    head = _strip_strings(inst.canonical)
    if op == "load":
        addr = inst.operands[0]
        atomic = " atomic " in head
        const = "invariant.load" in inst.metadata or (not atomic and is_constant_address(addr))
        return Memop(
            inst, "atomic_load" if atomic else "load", orderable=not const,
            constant_load=const, may_load=True,
            size=_size(types, inst.type, inst, path),
            ordering=_ordering(inst) if atomic else None,
            volatile=bool(re.search(r"=\s*load\s+(atomic\s+)?volatile\b", head)),
            address=addr,
        )
    if op == "store":
        atomic = head.startswith("store atomic")
        return Memop(
            inst, "atomic_store" if atomic else "store", orderable=True, may_store=True,
            size=_size(types, inst.operands[0].type, inst, path),
            ordering=_ordering(inst) if atomic else None,
            volatile=bool(re.match(r"store\s+(atomic\s+)?volatile\b", head)),
            address=inst.operands[1],
        )
    if op in ("atomicrmw", "cmpxchg"):
        return Memop(
            inst, op, orderable=True, may_load=True, may_store=True,
            size=_size(types, inst.operands[1].type, inst, path),
            ordering=_ordering(inst),
            volatile=bool(re.search(r"\b(atomicrmw|cmpxchg)\s+(weak\s+)?volatile\b", head)),
            address=inst.operands[0],
        )
    if op == "fence":
        return Memop(inst, "fence", orderable=True, ordering=_ordering(inst))
    if op in ("ret", "resume"):
        # leaving by unwinding ends the function as `ret` does: after every access
        return Memop(inst, "ret", orderable=True)
    if op in ("call", "invoke", "callbr"):
        return _classify_call(inst, module)
    return None


def _classify_call(inst: Instruction, module: Module) -> Memop | None:
    cls = calls.intrinsic_class(inst.callee)
    args = inst.call_args
    if cls == "prefetch":
        return Memop(inst, "prefetch", orderable=True, address=args[0])
    if cls == "gated_prefetch":
        return Memop(inst, "gated_prefetch", orderable=True, address=args[1])
    if cls == "hint":
        return None
    effects = calls.call_effects(inst, module)
    if cls in ("memtransfer", "intrinsic") and not effects:
        return None
    volatile = cls == "memtransfer" and len(args) >= 4 and args[3].text == "true"
    return Memop(
        inst, "call", orderable=True, effects=effects, volatile=volatile,
        may_load=any("read" in a for a in effects.values()),
        may_store=any("write" in a for a in effects.values()),
    )
