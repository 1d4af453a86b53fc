"""Random affine loop nests in C, a Python model of the bytes they touch, and argument
placements in one arena: the inputs of the versioning oracle tests.

A nest is `void k(char *arena, T *p0, T *p1[, T *p2], long n0, long n1, long n2, long e)`
of 1-3 loops counting up from 0 or down to 0, whose innermost body assigns to p0 (and
perhaps p1) elements read through the others, at indices c0 + c1*i + c2*j + c3*k, with
perhaps an early exit on `e`. Elements are all unsigned integers or all floating point,
so the C has no undefined behaviour (no signed overflow, no float to int conversion).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import strategies as st

INT_TYPES = [("unsigned char", 1), ("unsigned short", 2), ("unsigned int", 4),
             ("unsigned long", 8)]
FLOAT_TYPES = [("float", 4), ("double", 8)]
VARS = ("i", "j", "k")
ARENA = 1024


@dataclass(frozen=True)
class Access:
    ptr: int
    coefs: tuple[int, ...]  # the constant, then one per loop (outermost first)


@dataclass(frozen=True)
class Statement:
    target: Access
    sources: tuple[Access, ...]


@dataclass
class Nest:
    types: list[tuple[str, int]]  # per pointer: (C type, size)
    down: list[bool]  # per loop: counts down from n-1 to 0
    body: list[Statement]
    exit_kind: str  # "", "break" (innermost loop) or "return"
    exit_on: tuple[int, ...] = ()  # the exit's condition: sum of coefs * vars == e
    parallel: int = -1  # the loop (level) marked parallel, or none
    marker: str = "builtin_csa_parallel_loop_()"  # the builtin that marks it

    @property
    def depth(self) -> int:
        return len(self.down)

    def source(self) -> str:
        params = ", ".join(f"{t} *p{n}" for n, (t, _) in enumerate(self.types))
        out = [f"void k(char *arena, {params}, long n0, long n1, long n2, long e) {{"]
        if self.parallel >= 0:
            out[:0] = ["void builtin_csa_parallel_loop_(void);",
                       "void builtin_csa_spmd_(int workers, int chunk);"]
        for level, down in enumerate(self.down):
            v = VARS[level]
            pad = "  " * (level + 1)
            if level == self.parallel:
                out.append(f"{pad}{self.marker};")
            if down:
                out.append(f"{pad}for (long {v} = n{level} - 1; {v} >= 0; {v}--) {{")
            else:
                out.append(f"{pad}for (long {v} = 0; {v} < n{level}; {v}++) {{")
        pad = "  " * (self.depth + 1)
        if self.exit_kind:
            cond = " + ".join(f"{c}*{VARS[n]}" for n, c in enumerate(self.exit_on))
            out.append(f"{pad}if ({cond} == e) {self.exit_kind};")
        for stmt in self.body:
            target_type = self.types[stmt.target.ptr][0]
            reads = " + ".join(self._ref(a) for a in stmt.sources) or "1"
            out.append(f"{pad}{self._ref(stmt.target)} = ({target_type})({reads} + 1);")
        for level in reversed(range(self.depth)):
            out.append("  " * (level + 1) + "}")
        out.append("}")
        return "\n".join(out) + "\n"

    def _ref(self, a: Access) -> str:
        index = " + ".join([str(a.coefs[0])]
                           + [f"({c})*{VARS[n]}" for n, c in enumerate(a.coefs[1:]) if c])
        return f"p{a.ptr}[{index}]"

    def iterations(self, trips: list[int], e: int | None) -> list[tuple[int, ...]]:
        """The (i, j, k) values the body runs with, in order; with e=None, the whole box."""
        out: list[tuple[int, ...]] = []

        def level(n: int, prefix: tuple[int, ...]) -> bool:  # True: the nest returned
            values = range(trips[n] - 1, -1, -1) if self.down[n] else range(trips[n])
            for v in values:
                point = (*prefix, v)
                if n + 1 < self.depth:
                    if level(n + 1, point):
                        return True
                    continue
                if e is not None and self.exit_kind and sum(
                        c * x for c, x in zip(self.exit_on, point, strict=True)) == e:
                    if self.exit_kind == "return":
                        return True
                    break
                out.append(point)
            return False

        level(0, ())
        return out

    def touched(self, trips: list[int], e: int | None) -> dict[int, tuple[set[int], bool]]:
        """pointer -> (byte offsets from it that the nest touches, whether it writes)."""
        out: dict[int, tuple[set[int], bool]] = {}
        for point in self.iterations(trips, e):
            for stmt in self.body:
                for a in stmt.sources:
                    self._touch(out, a, point, False)
                self._touch(out, stmt.target, point, True)
        return out

    def bytes_of(self, a: Access, point: tuple[int, ...]) -> range:
        """The byte offsets from a's pointer that it touches at iteration `point`."""
        size = self.types[a.ptr][1]
        index = a.coefs[0] + sum(c * v for c, v in zip(a.coefs[1:], point, strict=True))
        return range(index * size, index * size + size)

    def _touch(self, out, a: Access, point, writes: bool) -> None:
        bytes_, wrote = out.get(a.ptr, (set(), False))
        bytes_.update(self.bytes_of(a, point))
        out[a.ptr] = (bytes_, wrote or writes)


@st.composite
def nests(draw) -> Nest:
    depth = draw(st.integers(1, 3))
    npointers = draw(st.integers(2, 3))
    family = draw(st.sampled_from([INT_TYPES, FLOAT_TYPES]))
    types = [draw(st.sampled_from(family)) for _ in range(npointers)]
    coefs = st.tuples(st.integers(-3, 3), *[st.integers(-2, 2) for _ in range(depth)])
    body = []
    for n in range(draw(st.integers(1, 2))):
        target = n if n < npointers else 0
        sources = tuple(Access(draw(st.integers(0, npointers - 1)), draw(coefs))
                        for _ in range(draw(st.integers(1, 2))))
        body.append(Statement(Access(target, draw(coefs)), sources))
    exit_kind = draw(st.sampled_from(["", "", "break", "return"]))
    exit_on = tuple(draw(st.integers(0, 2)) for _ in range(depth)) if exit_kind else ()
    return Nest(types, [draw(st.booleans()) for _ in range(depth)], body, exit_kind, exit_on)


@dataclass
class Placement:
    offsets: list[int]  # per pointer, bytes from the arena's start
    mode: str
    notes: list[str] = field(default_factory=list)


def place(nest: Nest, trips: list[int], mode: str, order: list[int], shift: int
          ) -> Placement | None:
    """Offsets of the pointers in the arena so that every byte the whole box of
    iterations names lies inside it: the pointers' box hulls one after another in
    `order` (disjoint with a gap, touching, overlapping by one byte, overlapping by
    `shift` bytes) or all at one offset (identical)."""
    box = nest.touched(trips, None)
    hulls = {p: (min(b), max(b) + 1) for p, (b, _) in box.items() if b}
    if not hulls:
        return None
    npointers = len(nest.types)
    lows = [hulls.get(p, (0, 1))[0] for p in range(npointers)]
    highs = [hulls.get(p, (0, 1))[1] for p in range(npointers)]
    starts: dict[int, int] = {}
    cursor = 0
    for p in order:
        if mode == "identical":
            starts[p] = 0
            continue
        starts[p] = cursor
        extent = highs[p] - lows[p]
        step = {"disjoint": extent + 3, "touching": extent, "overlap1": extent - 1,
                "overlap": max(0, extent - shift)}[mode]
        cursor += step
    offsets = [starts[p] - lows[p] for p in range(npointers)]
    low = min(min(offsets[p] + lows[p] for p in range(npointers)),
              min(offsets))  # the arena holds each pointer's own address too
    offsets = [o - low + 16 for o in offsets]
    if max(offsets[p] + highs[p] for p in range(npointers)) + 16 > ARENA:
        return None
    return Placement(offsets, mode)
