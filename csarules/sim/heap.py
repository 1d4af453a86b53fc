"""malloc, calloc, realloc and free, and C++'s operator new and delete: a heap that only
grows.

Each allocation is a new region of the simulated memory (zero-filled, so calloc is
malloc), never reused; free (and realloc, of the old block) counts as writing the whole
block, so an access of it the ordering leaves after the free races with it. What orders
allocator calls in a real program is the allocator's own state, which LLVM declares as
inaccessible memory that every one of them reads and writes (`memory(inaccessiblemem:
readwrite)`, and the rules order them by it); here that state is one cell that each call
writes, so an ordering that leaves two of them unordered races on it.

A random-schedule replay runs each call again, on its own copy of memory, in which the
regions the sequential run made already exist: a call then returns the address its
instance returned in the sequential run (instances of one operation replay in order) and
repeats only its memory effects (realloc's copy).
"""

from __future__ import annotations

from collections.abc import Callable

from csarules.sim.memory import Memory, MemoryFault
from csarules.sim.ops import K_MEM, SOp, Src, getter

# C++'s replaceable allocation functions (Itanium mangling, 64-bit size_t): new and
# new[] allocate as malloc does (with the alignment argument of the align_val_t forms; the
# nothrow forms' second argument is the tag), every delete frees as free does (its size and
# alignment arguments say what the allocation was). A failing new would throw; here none fails.
_CXX_NEW = {name: None for name in ("_Znwm", "_Znam", "_ZnwmRKSt9nothrow_t",
                                      "_ZnamRKSt9nothrow_t")}
_CXX_NEW.update({name: 1 for name in ("_ZnwmSt11align_val_t", "_ZnamSt11align_val_t",
                                       "_ZnwmSt11align_val_tRKSt9nothrow_t",
                                       "_ZnamSt11align_val_tRKSt9nothrow_t")})
_CXX_DELETE = tuple(f"_Zd{kind}Pv{rest}" for kind in ("l", "a")
                    for rest in ("", "m", "St11align_val_t", "mSt11align_val_t",
                                 "RKSt9nothrow_t", "St11align_val_tRKSt9nothrow_t"))
HEAP_FUNCTIONS = ("malloc", "calloc", "realloc", "free", *_CXX_NEW, *_CXX_DELETE)
_STATE_REGION = "heap state"


def _state(mem: Memory) -> int:
    found = mem.start_of(_STATE_REGION)
    return found if found is not None else mem.allocate(8, 8, _STATE_REGION)


class _Addresses:
    """The addresses one allocating operation returned, per memory it ran on: the
    sequential run's memory makes them, a replay's copy reads them back in order."""

    def __init__(self) -> None:
        self.made: list[int] = []
        self.maker: int | None = None  # id of the memory that makes them
        self.read: dict[int, int] = {}

    def next(self, mem: Memory, size: int, line: int, align: int = 16) -> int:
        if self.maker is None:
            self.maker = id(mem)
        if id(mem) == self.maker:
            addr = mem.allocate(size, align, f"heap line {line}+{len(self.made)}")
            self.made.append(addr)
            return addr
        k = self.read.get(id(mem), 0)
        self.read[id(mem)] = k + 1
        if k >= len(self.made):
            raise MemoryFault(f"line {line}: an allocation the sequential run did not make")
        return self.made[k]


def build_heap(op: SOp, name: str, args: list[Src], mem: Memory) -> SOp:
    """A call of allocator function `name` as a memory operation."""
    op.kind = K_MEM
    op.sync = False
    op.touches = True
    gets = [getter(s) for s in args]
    state = _state(mem)
    addresses = _Addresses()
    if name in _CXX_NEW:
        op.ev = _new(gets, state, addresses, op.line, _CXX_NEW[name])
    else:
        op.ev = _BUILDERS["free" if name in _CXX_DELETE else name](gets, state, addresses,
                                                                  op.line)
    return op


Effect = tuple[object, tuple[tuple[int, int, bool], ...]]


def _malloc(gets: list[Callable], state: int, addresses: _Addresses, line: int
            ) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        return addresses.next(mem, gets[0](v), line), ((state, 8, True),)
    return ev


def _calloc(gets: list[Callable], state: int, addresses: _Addresses, line: int
            ) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        return addresses.next(mem, gets[0](v) * gets[1](v), line), ((state, 8, True),)
    return ev


def _new(gets: list[Callable], state: int, addresses: _Addresses, line: int,
         align_arg: int | None) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        align = 16 if align_arg is None else gets[align_arg](v)
        if align <= 0 or align & (align - 1):
            raise MemoryFault(f"line {line}: operator new with alignment {align}, "
                              "not a power of two")
        return addresses.next(mem, gets[0](v), line, align), ((state, 8, True),)
    return ev


def _realloc(gets: list[Callable], state: int, addresses: _Addresses, line: int
             ) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        old, size = gets[0](v), gets[1](v)
        new = addresses.next(mem, size, line)
        if not old:
            return new, ((state, 8, True),)
        freed = _block_size(mem, old, "realloc")
        n = min(freed, size)
        if n:
            mem.write(new, mem.read(old, n))
        return new, ((state, 8, True), (old, freed, True), (new, max(n, 1), True))
    return ev


def _free(gets: list[Callable], state: int, addresses: _Addresses, line: int
          ) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        block = gets[0](v)
        if not block:
            return 0, ((state, 8, True),)
        return 0, ((state, 8, True), (block, _block_size(mem, block, "free"), True))
    return ev


def _block_size(mem: Memory, block: int, what: str) -> int:
    """The size of the allocation starting at `block`: what free, and realloc of the old
    block, give back to the allocator. They count as writing all of it (the allocator
    may hand it out again at once), so an access of the block left unordered with them
    races, as a use after free would on the machine."""
    region = mem.region_of(block)
    if region is None or region.start != block:
        raise MemoryFault(f"{what} of {block:#x}, which no allocation returned")
    return max(region.size, 1)


_BUILDERS = {"malloc": _malloc, "calloc": _calloc, "realloc": _realloc, "free": _free}
