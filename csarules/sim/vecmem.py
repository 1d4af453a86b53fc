"""The vectoriser's masked memory intrinsics, compiled to ev(frame, memory) -> (value, accesses).

llvm.masked.load / store (consecutive lanes from one pointer), gather / scatter (a
vector of pointers), expandload / compressstore (the active lanes packed in memory).
Only active lanes touch memory, so only they are accesses for the race checker and the
oracle; an inactive lane of a load yields its pass-through lane. A scatter writes its
lanes in lane order (LangRef: overlapping lanes are written low to high).
"""

from __future__ import annotations

from collections.abc import Callable

from csarules.sim.layout import Ty
from csarules.sim.memory import Memory
from csarules.sim.ops import K_MEM, Access, SOp, Src, getter
from csarules.sim.timing import Latency
from csarules.sim.values import decode, encode

Result = tuple[object, tuple[Access, ...]]


def build_masked(op: SOp, name: str, args: list[Src], vec_ty: Ty, latency: Latency) -> SOp:
    """`vec_ty`: the data vector type (the result of a load, the stored value's type)."""
    kind = name.split(".")[2]
    elem = vec_ty.elem
    assert elem is not None
    size = elem.store_size
    lanes = vec_ty.count
    # LLVM up to 19 passes the alignment as an i32 argument; later versions as a
    # parameter attribute (`ptr align 4 %p`): drop the argument when it is there
    if kind in ("load", "gather", "store", "scatter") and len(args) == 4:
        args = [a for i, a in enumerate(args) if i != (1 if kind in ("load", "gather") else 2)]
    g = [getter(s) for s in args]
    op.kind = K_MEM
    writes = kind in ("store", "scatter", "compressstore")
    op.lat = latency.store if writes else latency.load
    # counted among the loads or stores of the run's statistics, as the scalar forms are
    op.is_store = writes
    op.is_load = not writes

    def read(mem: Memory, a: int) -> object:
        return decode(elem, mem.read(a, size))

    def write(mem: Memory, a: int, x: object) -> None:
        mem.write(a, encode(elem, x))

    ev: Callable[[object, Memory], Result]
    if kind in ("load", "gather"):
        gp, gm, gpass = g[0], g[1], g[2]

        def ev(v: object, mem: Memory) -> Result:
            base, mask, passthru = gp(v), gm(v), gpass(v)
            out, acc = [], []
            for i in range(lanes):
                if mask[i]:  # type: ignore[index]
                    a = base[i] if kind == "gather" else base + i * size  # type: ignore[index, operator]
                    out.append(read(mem, a))
                    acc.append((a, size, False))
                else:
                    out.append(passthru[i])  # type: ignore[index]
            return tuple(out), tuple(acc)
    elif kind in ("store", "scatter"):
        gx, gp, gm = g[0], g[1], g[2]

        def ev(v: object, mem: Memory) -> Result:
            x, base, mask = gx(v), gp(v), gm(v)
            acc = []
            for i in range(lanes):
                if mask[i]:  # type: ignore[index]
                    a = base[i] if kind == "scatter" else base + i * size  # type: ignore[index, operator]
                    write(mem, a, x[i])  # type: ignore[index]
                    acc.append((a, size, True))
            return None, tuple(acc)
    elif kind == "expandload":
        gp, gm, gpass = g[0], g[1], g[2]

        def ev(v: object, mem: Memory) -> Result:
            a, mask, passthru = gp(v), gm(v), gpass(v)
            out, acc = [], []
            for i in range(lanes):
                if mask[i]:  # type: ignore[index]
                    out.append(read(mem, a))  # type: ignore[arg-type]
                    acc.append((a, size, False))
                    a += size  # type: ignore[operator]
                else:
                    out.append(passthru[i])  # type: ignore[index]
            return tuple(out), tuple(acc)
    elif kind == "compressstore":
        gx, gp, gm = g[0], g[1], g[2]

        def ev(v: object, mem: Memory) -> Result:
            x, a, mask = gx(v), gp(v), gm(v)
            acc = []
            for i in range(lanes):
                if mask[i]:  # type: ignore[index]
                    write(mem, a, x[i])  # type: ignore[arg-type, index]
                    acc.append((a, size, True))
                    a += size  # type: ignore[operator]
            return None, tuple(acc)
    else:
        raise ValueError(f"unsupported masked intrinsic @{name}")
    op.ev = ev
    return op


def masked_data_type(name: str, ret_ty: Ty, first_arg_ty: Ty) -> Ty:
    """The data vector of a masked intrinsic: what a load returns, what a store writes."""
    writes = name.split(".")[2] in ("store", "scatter", "compressstore")
    return first_arg_ty if writes else ret_ty
