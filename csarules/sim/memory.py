"""A flat, byte-addressed, little-endian memory with named allocations."""

from __future__ import annotations

import bisect
import hashlib
from dataclasses import dataclass

BASE = 0x10000  # address 0 .. BASE is never allocated: null dereferences fail
_GAP = 64  # bytes left free after every allocation, so overruns land outside it


class MemoryFault(Exception):
    """An access outside every allocation (the interpreter names the instruction)."""


@dataclass
class Region:
    start: int
    size: int
    name: str  # '@g', 'arg a', 'alloca line 12', ...
    constant: bool = False  # a `constant` global: never written


class Memory:
    def __init__(self) -> None:
        self.data = bytearray()
        self.regions: list[Region] = []
        self._starts: list[int] = []
        self.top = BASE
        self._last: Region | None = None
        # what the program printed (csarules/sim/libc.py); a copy starts with none
        self.output: list[bytes] = []

    def allocate(self, size: int, align: int, name: str, init: bytes | None = None,
                 constant: bool = False) -> int:
        align = max(align, 16)
        start = (self.top + align - 1) // align * align
        end = start + max(size, 1)
        self.top = end + _GAP
        need = self.top - BASE
        if len(self.data) < need:
            self.data.extend(bytes(need - len(self.data)))
        if init:
            self.data[start - BASE : start - BASE + len(init)] = init
        self.regions.append(Region(start, size, name, constant))
        self._starts.append(start)
        return start

    def start_of(self, name: str) -> int | None:
        """Where the region called `name` starts (the simulator's own objects: errno, the
        heap's state, the C library's tables), or None if there is none yet."""
        return next((r.start for r in self.regions if r.name == name), None)

    def region_of(self, addr: int) -> Region | None:
        last = self._last
        if last is not None and last.start <= addr < last.start + last.size:
            return last  # accesses mostly stay in one buffer
        i = bisect.bisect_right(self._starts, addr) - 1
        if i < 0:
            return None
        r = self.regions[i]
        if r.start <= addr < r.start + (r.size or 1):
            self._last = r
            return r
        return None

    def check(self, addr: int, n: int) -> int:
        """Offset of [addr, addr+n) in `data`, or MemoryFault when it leaves its allocation."""
        r = self.region_of(addr)
        if r is None or addr + n > r.start + r.size:
            raise MemoryFault(f"access of {n} bytes at address {addr:#x} is outside every "
                              "allocation")
        return addr - BASE

    def read(self, addr: int, n: int) -> bytes:
        off = self.check(addr, n)
        return bytes(self.data[off : off + n])

    def is_constant(self, addr: int) -> bool:
        r = self.region_of(addr)
        return r is not None and r.constant

    def write(self, addr: int, b: bytes, initialise: bool = False) -> None:
        off = self.check(addr, len(b))
        if not initialise and self._last is not None and self._last.constant:
            raise MemoryFault(f"write to constant memory {self._last.name}")
        self.data[off : off + len(b)] = b

    def copy(self) -> Memory:
        other = Memory()
        other.data = bytearray(self.data)
        other.regions = list(self.regions)
        other._starts = list(self._starts)
        other.top = self.top
        return other

    def digest(self) -> str:
        h = hashlib.sha256()
        for r in self.regions:
            h.update(r.name.encode())
            h.update(self.data[r.start - BASE : r.start - BASE + r.size])
        return h.hexdigest()[:16]

    def differences(self, other: Memory, limit: int = 20) -> tuple[int, list[str]]:
        """Bytes that differ from `other` (same allocations): count and 'name+offset' list."""
        count = 0
        where: list[str] = []
        for r in self.regions:
            a = self.data[r.start - BASE : r.start - BASE + r.size]
            b = other.data[r.start - BASE : r.start - BASE + r.size]
            if a == b:
                continue
            for off in range(r.size):
                if a[off] != b[off]:
                    count += 1
                    if len(where) < limit:
                        where.append(f"{r.name}+{off}")
        return count, where
