"""Variadic functions, as the x86-64 System V ABI passes their arguments.

A call of a variadic function defined in the module passes its extra arguments the way the
ABI does, so that what clang emits for `va_arg` (it expands it inline: a test of
`gp_offset`/`fp_offset` against the register save area's size, else the overflow area)
finds them. Each call of such a function gets, when it starts, one area of memory: the
register save area (176 bytes: six 8-byte integer registers, then eight 16-byte vector
registers), holding the named arguments' registers' share (left zero) and the extra
arguments that fit in registers, followed by the overflow area with the ones that do not,
each in an 8-byte slot (16-byte aligned for 16-byte types). Writing it is the prologue's
work, not an access of any operation: it is no race, and a random schedule replays it.

`llvm.va_start(ap)` fills the `va_list` at `ap` (`{i32 gp_offset, i32 fp_offset,
ptr overflow_arg_area, ptr reg_save_area}`), `llvm.va_copy(dst, src)` copies one,
`llvm.va_end` does nothing, and the `va_arg` instruction reads the next argument as the
inline expansion would. The intrinsics are synchronising calls to the rules (their
declarations say nothing of what memory they touch), and so they are here.
"""

from __future__ import annotations

import re
import struct

from csarules.sim.layout import Ty
from csarules.sim.memory import Memory
from csarules.sim.ops import K_MEM, Access, SOp, Src, getter
from csarules.sim.timing import Latency
from csarules.sim.values import decode, encode

GP_REGS, SSE_REGS = 6, 8
SAVE_AREA = GP_REGS * 8 + SSE_REGS * 16  # 176
VA_LIST = 24
_VARIADIC = re.compile(r"(?:\(|,\s*)\.\.\.\)")


class VarargError(Exception):
    """An extra argument the simulator cannot pass as the ABI does."""


def is_variadic(header: str) -> bool:
    """Whether a `define` line's parameter list ends in `...`."""
    return bool(_VARIADIC.search(header))


def _kind(ty: Ty) -> str:
    """The ABI class of a scalar argument: 'gp' (one integer register), 'gp2' (two) or
    'sse' (one vector register)."""
    if ty.kind == "ptr" or (ty.kind == "int" and ty.bits <= 64):
        return "gp"
    if ty.kind == "int" and ty.bits <= 128:
        return "gp2"
    if ty.kind == "float" and ty.bits in (32, 64):
        return "sse"
    raise VarargError(f"a variadic argument of type '{ty.name}' is not supported "
                      "(integers up to 128 bits, pointers, float, double)")


def registers_used(named: list[Ty]) -> tuple[int, int]:
    """Integer and vector registers the named parameters take."""
    gp = sse = 0
    for ty in named:
        try:
            kind = _kind(ty)
        except VarargError:
            continue  # (an aggregate parameter comes as a pointer in IR)
        if kind == "gp":
            gp += 1
        elif kind == "gp2":
            gp += 2
        elif kind == "sse":
            sse += 1
    return min(gp, GP_REGS), min(sse, SSE_REGS)


def frame_area(named: list[Ty], extras: list[tuple[object, Ty]]
               ) -> tuple[bytes, int, int]:
    """The register save and overflow areas of a call with these extra arguments, and the
    `gp_offset` and `fp_offset` va_start sets."""
    gp, sse = registers_used(named)
    gp_offset, fp_offset = 8 * gp, GP_REGS * 8 + 16 * sse
    save = bytearray(SAVE_AREA)
    overflow = bytearray()
    for value, ty in extras:
        data = encode(ty, value)
        kind = _kind(ty)
        if kind == "gp" and gp < GP_REGS:
            save[8 * gp:8 * gp + len(data)] = data
            gp += 1
        elif kind == "gp2" and gp + 1 < GP_REGS:
            save[8 * gp:8 * gp + len(data)] = data
            gp += 2
        elif kind == "sse" and sse < SSE_REGS:
            at = GP_REGS * 8 + 16 * sse
            save[at:at + len(data)] = data
            sse += 1
        else:
            if ty.kind == "int" and ty.bits > 64:
                overflow.extend(bytes(-len(overflow) % 16))  # 16-byte types: aligned
            overflow.extend(data.ljust((len(data) + 7) // 8 * 8, b"\0"))
    return bytes(save + overflow), gp_offset, fp_offset


def build_va_start(op: SOp, args: list[Src], va_slot: int, latency: Latency) -> SOp:
    """va_start(ap): the frame's slot `va_slot` holds (area, gp_offset, fp_offset)."""
    op.kind = K_MEM
    op.sync = True
    op.lat = latency.store
    op.ins = (*op.ins, va_slot)
    gp = getter(args[0])

    def va_start(v: list, mem: Memory) -> tuple[object, tuple[Access, ...]]:
        ap: int = gp(v)  # type: ignore[assignment]
        area, gp_offset, fp_offset = v[va_slot]
        mem.write(ap, struct.pack("<IIQQ", gp_offset, fp_offset, area + SAVE_AREA, area))
        return None, ((ap, VA_LIST, True),)

    op.ev = va_start
    return op


def build_va_copy(op: SOp, args: list[Src], latency: Latency) -> SOp:
    op.kind = K_MEM
    op.sync = True
    op.lat = latency.store
    gd, gs = getter(args[0]), getter(args[1])

    def va_copy(v: object, mem: Memory) -> tuple[object, tuple[Access, ...]]:
        dst, src = gd(v), gs(v)
        mem.write(dst, mem.read(src, VA_LIST))  # type: ignore[arg-type]
        return None, ((src, VA_LIST, False), (dst, VA_LIST, True))  # type: ignore[return-value]

    op.ev = va_copy
    return op


def build_va_end(op: SOp, latency: Latency) -> SOp:
    op.kind = K_MEM
    op.sync = True
    op.lat = latency.alu
    op.ev = lambda v, mem: (None, ())
    return op


def build_va_arg(op: SOp, srcs: list[Src], ty: Ty, latency: Latency) -> SOp:
    """The `va_arg` instruction: the next argument of type `ty`, as clang's inline
    expansion reads it."""
    kind = _kind(ty)
    size = ty.store_size
    op.kind = K_MEM
    op.is_load = True
    op.lat = latency.load
    gp = getter(srcs[0])

    def va_arg(v: object, mem: Memory) -> tuple[object, tuple[Access, ...]]:
        ap: int = gp(v)  # type: ignore[assignment]
        gp_offset, fp_offset, overflow, area = struct.unpack("<IIQQ", mem.read(ap, VA_LIST))
        if kind == "gp" and gp_offset <= GP_REGS * 8 - 8:
            at, gp_offset = area + gp_offset, gp_offset + 8
        elif kind == "gp2" and gp_offset <= GP_REGS * 8 - 16:
            at, gp_offset = area + gp_offset, gp_offset + 16
        elif kind == "sse" and fp_offset <= SAVE_AREA - 16:
            at, fp_offset = area + fp_offset, fp_offset + 16
        else:
            if size > 8:
                overflow += -overflow % 16
            at = overflow
            overflow += (size + 7) // 8 * 8
        value = decode(ty, mem.read(at, size))
        mem.write(ap, struct.pack("<IIQQ", gp_offset, fp_offset, overflow, area))
        return value, ((ap, VA_LIST, False), (at, size, False), (ap, VA_LIST, True))

    op.ev = va_arg
    return op
