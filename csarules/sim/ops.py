"""Compiled operations: what the compiler produces and the interpreter runs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from operator import itemgetter

from csarules.ir.model import Function, Instruction
from csarules.sim.layout import Ty

# op kinds
K_ALU = 0  # pure value
K_MEM = 1  # memory operation: ev(vals, mem) -> (value, accesses)
K_CALL = 2  # call to a function defined in the module
K_EXTERN = 3  # call to a declared function listed as an extern no-op
K_BR = 4
K_CBR = 5
K_SWITCH = 6
K_RET = 7
K_OUTORD = 8  # token of the previous memory operation
K_ALL0 = 9  # token merge
K_ENTRY = 10  # llvm.csa.mementry
K_REGION = 11  # parallel region/section markers
K_ALLOCA = 12
K_UNREACHABLE = 13
K_NOP = 14
K_FAIL = 15  # cannot be simulated: an error if it is ever reached

FUNCTION_BASE = 0x7F0000000000  # addresses of functions (not data: accesses there fail)
BLOCK_BASE = 0x7E0000000000  # addresses of blocks (`blockaddress`), not data either
INTRINSIC_BASE = 0x7F8000000000
Src = tuple[bool, object]  # (is_slot, slot or constant value)
Access = tuple[int, int, bool]  # (address, size, writes)


@dataclass(eq=False)
class SOp:
    inst: Instruction
    kind: int
    slot: int = -1  # result slot
    ins: tuple[int, ...] = ()  # slots this op reads (data dependences)
    ev: Callable[..., object] | None = None
    lat: int = 0
    tok: int = -1  # input token slot; -1 no inord, -2 constant token
    osl: int = -1  # slot of this op's output token (read by a following outord)
    mid: int = -1  # static id among memory ops and returns (for clocks and reports)
    sync: bool = False  # fence, strong atomic, volatile, call that may access memory
    is_load: bool = False
    is_store: bool = False
    is_prefetch: bool = False
    atomic: bool = False  # atomicrmw, cmpxchg, atomic load/store: never a data race
    # False for prefetches (nothing waits for them) and calls of memory(none) externs:
    # ordered like memory operations, but outside the race and oracle bookkeeping
    touches: bool = True
    targets: tuple[int, ...] = ()  # successor block indices (br/switch)
    cases: dict[int, int] = field(default_factory=dict)  # switch value -> block index
    callee: CFunction | None = None
    arg_srcs: list[Src] = field(default_factory=list)
    arg_types: list[Ty] | None = None  # a call's argument types (a variadic callee's extras)
    ret_ty: Ty | None = None
    region: str = ""  # 'region.entry', 'section.exit', ...
    size_ty: Ty | None = None  # alloca element type
    align: int = 1
    tags: frozenset[tuple[str, str]] = frozenset()  # MMRA tags (prefix, value)
    message: str = ""  # K_FAIL: why

    @property
    def line(self) -> int:
        return self.inst.line


@dataclass(eq=False)
class CBlock:
    index: int
    label: str
    ops: list[SOp]
    size: int  # instructions in the block (for dynamic counts)
    # predecessor block index -> parallel moves (dst slot, src) for the phis
    moves: dict[int, list[tuple[int, Src]]] = field(default_factory=dict)
    phi_count: int = 0


@dataclass(eq=False)
class CFunction:
    func: Function
    nslots: int = 0
    blocks: list[CBlock] = field(default_factory=list)
    arg_types: list[Ty] = field(default_factory=list)
    ret_type: Ty | None = None
    ret_op: list[SOp] = field(default_factory=list)
    va_slot: int = -1  # a variadic function's slot for its extra arguments (varargs.py)


def getter(src: Src) -> Callable[[object], object]:
    """Read an operand from a frame (list or dict of slots)."""
    if src[0]:
        return itemgetter(src[1])  # type: ignore[arg-type]
    c = src[1]
    return lambda _v: c
