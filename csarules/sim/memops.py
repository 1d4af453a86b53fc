"""Memory operations compiled to closures: ev(frame, memory) -> (value, accesses).

An access is (address, size, writes); the interpreter feeds them to the race
checker and the oracle.
"""

from __future__ import annotations

from collections.abc import Callable

from csarules.ir.model import Instruction
from csarules.sim.irtext import STRONG, after, ordering
from csarules.sim.layout import Ty
from csarules.sim.memory import Memory
from csarules.sim.ops import K_MEM, Access, SOp, Src, getter
from csarules.sim.timing import Latency
from csarules.sim.values import decode, encode, to_signed


def build_memop(op: SOp, inst: Instruction, text: str, srcs: list[Src],
                ty_of: Callable[[str], Ty], latency: Latency) -> SOp:
    """load, store, atomicrmw, cmpxchg, fence: ev(frame, memory) -> (value, accesses)."""
    opc = inst.opcode
    op.kind = K_MEM
    atomic = opc in ("atomicrmw", "cmpxchg") or " atomic " in text
    op.atomic = atomic
    order = ordering(text) if atomic else None
    volatile = " volatile " in text
    op.sync = volatile or opc == "fence" or (order in STRONG)
    if opc == "fence":
        op.lat = latency.alu
        op.ev = lambda v, mem: (None, ())
        return op
    if opc == "load":
        ty = ty_of(inst.type)
        n = ty.store_size
        op.is_load = True
        op.lat = latency.load
        gp = getter(srcs[0])
        if ty.kind == "int" and ty.bits % 8 == 0:
            def load_int(v: object, mem: Memory) -> tuple[object, tuple[Access, ...]]:
                a = gp(v)
                return int.from_bytes(mem.read(a, n), "little"), ((a, n, False),)  # type: ignore[arg-type]
            op.ev = load_int
        else:
            def load(v: object, mem: Memory) -> tuple[object, tuple[Access, ...]]:
                a = gp(v)
                return decode(ty, mem.read(a, n)), ((a, n, False),)  # type: ignore[arg-type]
            op.ev = load
        return op
    if opc == "store":
        ty = ty_of(inst.operands[0].type)
        n = ty.store_size
        op.is_store = True
        op.lat = latency.store
        gv, gp = getter(srcs[0]), getter(srcs[1])

        def store(v: object, mem: Memory) -> tuple[object, tuple[Access, ...]]:
            a = gp(v)
            mem.write(a, encode(ty, gv(v)))  # type: ignore[arg-type]
            return None, ((a, n, True),)  # type: ignore[arg-type]

        op.ev = store
        return op
    op.lat = latency.store
    if opc == "atomicrmw":
        word = text[after(text, "atomicrmw"):].split()[0]
        ty = ty_of(inst.type)
        n = ty.store_size
        f = rmw_function(word, ty)
        gp, gv = getter(srcs[0]), getter(srcs[1])

        def rmw(v: object, mem: Memory) -> tuple[object, tuple[Access, ...]]:
            a = gp(v)
            old = decode(ty, mem.read(a, n))  # type: ignore[arg-type]
            mem.write(a, encode(ty, f(old, gv(v))))  # type: ignore[arg-type]
            return old, ((a, n, True),)  # type: ignore[arg-type]

        op.ev = rmw
        return op
    # cmpxchg
    ty = ty_of(inst.operands[1].type)
    n = ty.store_size
    gp, gc, gn = (getter(s) for s in srcs)

    def cmpxchg(v: object, mem: Memory) -> tuple[object, tuple[Access, ...]]:
        a = gp(v)
        old = decode(ty, mem.read(a, n))  # type: ignore[arg-type]
        ok = old == gc(v)
        if ok:
            mem.write(a, encode(ty, gn(v)))  # type: ignore[arg-type]
        return (old, int(ok)), ((a, n, True),)  # type: ignore[arg-type]

    op.ev = cmpxchg
    return op


def build_memtransfer(op: SOp, fam: str, args: list[Src], latency: Latency) -> SOp:
    """llvm.memcpy / memmove / memset."""
    op.kind = K_MEM
    op.lat = latency.store
    gd, g1, gn = (getter(s) for s in args[:3])
    vol = args[3] if len(args) > 3 else (False, 0)
    op.sync = (not vol[0]) and bool(vol[1])
    if fam == "memset":
        def memset(v: object, mem: Memory) -> tuple[object, tuple[Access, ...]]:
            d, n = gd(v), gn(v)
            if n:
                mem.write(d, bytes([g1(v) & 0xFF]) * n)  # type: ignore[operator]
            return None, ((d, n, True),) if n else ()  # type: ignore[return-value]
        op.ev = memset
    else:
        def memcpy(v: object, mem: Memory) -> tuple[object, tuple[Access, ...]]:
            d, s, n = gd(v), g1(v), gn(v)
            if n:
                mem.write(d, mem.read(s, n))  # type: ignore[arg-type]
                return None, ((s, n, False), (d, n, True))  # type: ignore[return-value]
            return None, ()
        op.ev = memcpy
    return op


def build_load_relative(op: SOp, args: list[Src], latency: Latency) -> SOp:
    """llvm.load.relative(p, offset): p plus the signed 32-bit value stored at p + offset
    (LLVM's relative lookup tables: a switch turned into a table of string offsets)."""
    op.kind = K_MEM
    op.is_load = True
    op.lat = latency.load
    gp, go = getter(args[0]), getter(args[1])

    def load_relative(v: object, mem: Memory) -> tuple[object, tuple[Access, ...]]:
        base: int = gp(v)  # type: ignore[assignment]
        at = (base + go(v)) & _ADDRESS  # type: ignore[operator]
        rel = int.from_bytes(mem.read(at, 4), "little", signed=True)
        return (base + rel) & _ADDRESS, ((at, 4, False),)
    op.ev = load_relative
    return op


_ADDRESS = (1 << 64) - 1


def rmw_function(word: str, ty: Ty) -> Callable[[object, object], object]:
    if ty.kind == "float":
        return {
            "fadd": lambda a, b: a + b,
            "fsub": lambda a, b: a - b,
            "fmax": max,
            "fmin": min,
            "xchg": lambda a, b: b,
        }[word]
    bits = ty.bits if ty.kind == "int" else 64
    m = (1 << bits) - 1
    s = to_signed
    table: dict[str, Callable[[int, int], int]] = {
        "xchg": lambda a, b: b,
        "add": lambda a, b: (a + b) & m,
        "sub": lambda a, b: (a - b) & m,
        "and": lambda a, b: a & b,
        "nand": lambda a, b: ~(a & b) & m,
        "or": lambda a, b: a | b,
        "xor": lambda a, b: a ^ b,
        "max": lambda a, b: a if s(a, bits) >= s(b, bits) else b,
        "min": lambda a, b: a if s(a, bits) <= s(b, bits) else b,
        "umax": max,
        "umin": min,
        "uinc_wrap": lambda a, b: 0 if a >= b else a + 1,
        "udec_wrap": lambda a, b: b if a == 0 or a > b else a - 1,
    }
    return table[word]  # type: ignore[return-value]
