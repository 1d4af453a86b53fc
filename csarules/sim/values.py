"""How simulated values look in Python and in memory.

Integers of width N are Python ints in [0, 2**N) (unsigned view); pointers are
ints (addresses); float and double are Python floats (float rounded to 32 bits
after every operation); vectors and aggregates are tuples of their elements.
"""

from __future__ import annotations

import math
import struct

from csarules.sim.layout import Ty, TypeError_


def to_signed(v: int, bits: int) -> int:
    if v >> (bits - 1):
        return v - (1 << bits)
    return v


def round_f32(x: float) -> float:
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def round_float(x: float, bits: int) -> float:
    if bits == 32:
        return round_f32(x)
    if bits == 16:
        try:
            return struct.unpack("<e", struct.pack("<e", x))[0]
        except OverflowError:
            return math.copysign(math.inf, x)
    return x


def zero_of(t: Ty) -> object:
    k = t.kind
    if k in ("int", "ptr"):
        return 0
    if k == "float":
        return 0.0
    if k in ("array", "vector"):
        assert t.elem is not None
        return tuple(zero_of(t.elem) for _ in range(t.count))
    if k == "struct":
        return tuple(zero_of(f) for f in t.fields)
    return 0


def encode(t: Ty, v: object) -> bytes:
    """Little-endian bytes of `v` (store size of t; padding in aggregates is zero)."""
    k = t.kind
    if k == "int":
        n = (t.bits + 7) // 8
        return (int(v) & ((1 << (n * 8)) - 1)).to_bytes(n, "little")  # type: ignore[call-overload]
    if k == "ptr":
        return (int(v) & 0xFFFFFFFFFFFFFFFF).to_bytes(8, "little")  # type: ignore[call-overload]
    if k == "float":
        return _encode_float(t.bits, float(v))  # type: ignore[arg-type]
    if k == "vector":
        assert t.elem is not None and isinstance(v, tuple)
        if t.elem.kind == "int" and t.elem.bits == 1:
            bits = sum((int(e) & 1) << i for i, e in enumerate(v))
            return bits.to_bytes((t.count + 7) // 8, "little")
        return b"".join(encode(t.elem, e) for e in v)
    if k == "array":
        assert t.elem is not None and isinstance(v, tuple)
        es = t.elem.size
        return b"".join(encode(t.elem, e).ljust(es, b"\0") for e in v)
    if k == "struct":
        assert isinstance(v, tuple)
        out = bytearray(t.size)
        for off, f, e in zip(t.field_offsets(), t.fields, v, strict=True):
            b = encode(f, e)
            out[off : off + len(b)] = b
        return bytes(out)
    raise TypeError_(f"cannot store a value of type '{t.name}'")


def decode(t: Ty, data: bytes | bytearray | memoryview) -> object:
    k = t.kind
    if k == "int":
        v = int.from_bytes(data, "little")
        return v & ((1 << t.bits) - 1)
    if k == "ptr":
        return int.from_bytes(data, "little")
    if k == "float":
        return _decode_float(t.bits, bytes(data))
    if k == "vector":
        assert t.elem is not None
        if t.elem.kind == "int" and t.elem.bits == 1:
            bits = int.from_bytes(data, "little")
            return tuple((bits >> i) & 1 for i in range(t.count))
        es = t.elem.store_size
        return tuple(decode(t.elem, data[i * es : (i + 1) * es]) for i in range(t.count))
    if k == "array":
        assert t.elem is not None
        es = t.elem.size
        ss = t.elem.store_size
        return tuple(decode(t.elem, data[i * es : i * es + ss]) for i in range(t.count))
    if k == "struct":
        return tuple(
            decode(f, data[off : off + f.store_size])
            for off, f in zip(t.field_offsets(), t.fields, strict=True)
        )
    raise TypeError_(f"cannot load a value of type '{t.name}'")


def _encode_float(bits: int, x: float) -> bytes:
    if bits == 64:
        return struct.pack("<d", x)
    if bits == 32:
        try:
            return struct.pack("<f", x)
        except OverflowError:
            return struct.pack("<f", math.copysign(math.inf, x))
    if bits == 16:
        try:
            return struct.pack("<e", x)
        except OverflowError:
            return struct.pack("<e", math.copysign(math.inf, x))
    raise TypeError_(f"unsupported float width {bits}")


def _decode_float(bits: int, data: bytes) -> float:
    if bits == 64:
        return struct.unpack("<d", data)[0]
    if bits == 32:
        return struct.unpack("<f", data)[0]
    if bits == 16:
        return struct.unpack("<e", data)[0]
    raise TypeError_(f"unsupported float width {bits}")


def float_from_bits(bits: int, raw: int) -> float:
    return _decode_float(bits, raw.to_bytes(bits // 8, "little"))


def float_to_bits(bits: int, x: float) -> int:
    return int.from_bytes(_encode_float(bits, x), "little")


def python_value(t: Ty, v: object) -> object:
    """The value as a JSON-friendly Python object (signed ints)."""
    if t.kind == "int":
        return to_signed(int(v), t.bits) if t.bits > 1 else int(v)  # type: ignore[call-overload]
    if t.kind == "float":
        return float(v)  # type: ignore[arg-type]
    if t.kind in ("array", "vector") and isinstance(v, tuple):
        assert t.elem is not None
        return [python_value(t.elem, e) for e in v]
    if t.kind == "struct" and isinstance(v, tuple):
        return [python_value(f, e) for f, e in zip(t.fields, v, strict=True)]
    if t.kind == "void":
        return None
    return v
