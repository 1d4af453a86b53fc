"""Hypothesis strategies that write random LLVM IR functions as text.

Every program is structured (straight-line code, diamonds, if-without-else, counted loops
nested up to three deep, conditional early returns), uses opaque pointers and named values,
and keeps every access inside the argument buffers the simulator allocates: each pointer
argument gets a buffer of `ELEMS` i32 or points `ALIAS_OFFSETS` bytes into another
argument's buffer, and every index lies in 0..MAX_INDEX.

Strategies:
    programs()          random programs (the ordering property of issue 6)
    carried_programs()  random programs around a loop with a real loop-carried conflict
    region_programs()   loops and straight-line code marked with well-formed parallel
                        region/section intrinsics whose sections touch distinct elements
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from hypothesis import strategies as st

ELEMS = 32  # i32 elements in every argument buffer
MAX_INDEX = 15  # every generated index stays in 0..MAX_INDEX
MAX_LOOP_VAR = 6  # loops run i in lo..hi with hi <= MAX_LOOP_VAR + 1
ALIAS_OFFSETS = (0, 4, 8, 16, 64)  # bytes; offset + 4 * MAX_INDEX stays inside a buffer
N_VALUES = range(0, MAX_LOOP_VAR + 1)  # the i32 %n argument (a loop bound)

PURE_DECL = "declare i32 @ext_pure(i32) memory(none) nounwind"
PEEK_DECL = "declare i32 @ext_peek(ptr) memory(read) nounwind"
REGION_DECLS = (
    "declare i32 @llvm.csa.parallel.region.entry(i32)",
    "declare void @llvm.csa.parallel.region.exit(i32)",
    "declare i32 @llvm.csa.parallel.section.entry(i32)",
    "declare void @llvm.csa.parallel.section.exit(i32)",
)
HELPERS = {
    "h_bump": """define void @h_bump(ptr %p, i32 %k) {
entry:
  %k64 = sext i32 %k to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %k64
  %x = load i32, ptr %a, align 4
  %y = add i32 %x, 1
  store i32 %y, ptr %a, align 4
  ret void
}""",
    "h_get": """define i32 @h_get(ptr %p, i32 %k) {
entry:
  %k64 = sext i32 %k to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %k64
  %x = load i32, ptr %a, align 4
  ret i32 %x
}""",
}

Draw = Callable[[st.SearchStrategy], object]


@dataclass(frozen=True)
class Program:
    text: str
    entry: str
    args: dict[str, str]
    externs: tuple[str, ...]
    noalias: frozenset[str]
    features: frozenset[str]  # what the generator put in: loop, diamond, early_ret, call, ...
    expect_release: bool = False  # region programs: a may-alias pair must be released


@dataclass
class Block:
    label: str
    lines: list[str] = field(default_factory=list)


@dataclass
class LoopVar:
    name: str
    lo: int  # first value; the last one is at most MAX_LOOP_VAR


@dataclass
class SectionRules:
    """What code inside a parallel section may touch so that sections stay independent."""

    key: int  # which section (accesses are recorded with it)
    writable: tuple[str, ...]  # arrays this section may store to (and reload)
    readable: tuple[str, ...]  # arrays no section of the region writes
    stride: int = 0  # loop pattern: writable arrays only at stride*i + offset
    offset: int = 0
    loop_var: str | None = None


@dataclass
class Arguments:
    pointers: list[str]
    noalias: set[str]
    specs: dict[str, str]


class FunctionBuilder:
    """Writes one function body block by block; `draw` makes every choice."""

    def __init__(self, draw: Draw, pointers: list[str], budget: int, *, exits: bool = True,
                 max_depth: int = 2, calls: bool = True, sync: bool = True,
                 readonly_calls: bool = False, calls_in_loops: bool = False) -> None:
        self.draw = draw
        self.pointers = pointers
        self.budget = budget
        self.exits = exits
        self.max_depth = max_depth
        self.calls = calls
        self.sync = sync
        self.readonly_calls = readonly_calls
        self.calls_in_loops = calls_in_loops
        self.blocks: list[Block] = [Block("entry")]
        self.used = 0
        self.counter = 0
        self.frames: list[list[str]] = [[]]
        self.loops: list[LoopVar] = []
        self.features: set[str] = set()
        self.helpers: set[str] = set()
        self.decls: set[str] = set()
        self.externs: set[str] = set()
        self.section: SectionRules | None = None
        self.accesses: list[tuple[int, str, str]] = []  # (section key, load|store, pointer)

    # -- plumbing -------------------------------------------------------------------------
    def fresh(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def label(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    @property
    def current(self) -> Block:
        return self.blocks[-1]

    def emit(self, line: str) -> None:
        self.current.lines.append("  " + line)
        self.used += 1

    def start(self, label: str) -> None:
        self.blocks.append(Block(label))

    def values(self) -> list[str]:
        return [v for frame in self.frames for v in frame]

    def define(self, value: str) -> None:
        self.frames[-1].append(value)

    def operand(self) -> str:
        pool = self.values()
        if pool and self.draw(st.booleans()):
            return self.draw(st.sampled_from(pool))
        return str(self.draw(st.integers(-3, 9)))

    def left(self) -> int:
        return self.budget - self.used

    # -- indices and addresses ------------------------------------------------------------
    def index(self) -> str:
        """An i32 index in 0..MAX_INDEX: constant, affine in loop variables, or loaded."""
        kinds = ["const"]
        if self.loops:
            kinds += ["affine", "affine"]
        if self.section is None or self.section.readable:
            kinds.append("indirect")
        kind = self.draw(st.sampled_from(kinds))
        if kind == "const":
            return str(self.draw(st.integers(0, MAX_INDEX)))
        if kind == "affine":
            return self.affine_index()
        # indirect: an index read from memory, masked to stay in bounds
        source = self.draw(st.sampled_from(self.read_only_or_any()))
        slot = self.draw(st.integers(0, MAX_INDEX))
        raw = self.fresh("x")
        self.emit(f"{raw}.a = getelementptr inbounds i32, ptr {source}, i64 {slot}")
        self.emit(f"{raw} = load i32, ptr {raw}.a, align 4")
        self.record("load", source)
        masked = self.fresh("m")
        self.emit(f"{masked} = and i32 {raw}, 7")
        if self.loops and self.draw(st.booleans()):
            var = self.draw(st.sampled_from(self.loops)).name
            moved = self.fresh("m")
            self.emit(f"{moved} = add nsw i32 {masked}, {var}")  # <= 7 + MAX_LOOP_VAR
            return moved
        return masked

    def affine_index(self) -> str:
        loop = self.draw(st.sampled_from(self.loops))
        forms = ["i", "i+1", "i+2", "2i", "2i+1"]
        if loop.lo >= 1:
            forms.append("i-1")
        if len(self.loops) >= 2:
            forms.append("i+j")
        form = self.draw(st.sampled_from(forms))
        i = loop.name
        out = self.fresh("k")
        if form == "i":
            return i
        if form in ("i+1", "i+2", "i-1"):
            self.emit(f"{out} = add nsw i32 {i}, {form[1:].lstrip('+')}")
        elif form == "2i":
            self.emit(f"{out} = shl nsw i32 {i}, 1")
        elif form == "2i+1":
            twice = self.fresh("k")
            self.emit(f"{twice} = shl nsw i32 {i}, 1")
            self.emit(f"{out} = or disjoint i32 {twice}, 1")
        else:
            other = self.draw(st.sampled_from([v for v in self.loops if v is not loop])).name
            self.emit(f"{out} = add nsw i32 {i}, {other}")
        return out

    def address(self, pointer: str, index: str) -> str:
        addr = self.fresh("a")
        if index.lstrip("-").isdigit():
            self.emit(f"{addr} = getelementptr inbounds i32, ptr {pointer}, i64 {index}")
            return addr
        wide = self.fresh("w")
        self.emit(f"{wide} = sext i32 {index} to i64")
        self.emit(f"{addr} = getelementptr inbounds i32, ptr {pointer}, i64 {wide}")
        return addr

    def record(self, kind: str, pointer: str) -> None:
        if self.section is not None:
            self.accesses.append((self.section.key, kind, pointer))

    def read_only_or_any(self) -> list[str]:
        if self.section is None:
            return self.pointers
        return list(self.section.readable) or list(self.section.writable)

    def section_index(self) -> str:
        """The one index a loop section may use for its writable arrays: stride*i+offset."""
        rules = self.section
        assert rules is not None and rules.loop_var is not None
        if rules.stride == 1 and rules.offset == 0:
            return rules.loop_var
        scaled = self.fresh("k")
        self.emit(f"{scaled} = mul nsw i32 {rules.loop_var}, {rules.stride}")
        if rules.offset == 0:
            return scaled
        out = self.fresh("k")
        self.emit(f"{out} = add nsw i32 {scaled}, {rules.offset}")
        return out

    def target(self, kind: str) -> tuple[str, str]:
        """A pointer and an index for an access of `kind` (load/store) that the section rules
        (if any) allow."""
        rules = self.section
        if rules is None:
            return self.draw(st.sampled_from(self.pointers)), self.index()
        choices = list(rules.writable) if kind == "store" else [*rules.readable,
                                                                 *rules.writable]
        pointer = self.draw(st.sampled_from(choices))
        if pointer in rules.writable and rules.loop_var is not None:
            return pointer, self.section_index()
        return pointer, self.index()

    # -- statements -----------------------------------------------------------------------
    def block_of_statements(self, depth: int, most: int = 4) -> None:
        count = self.draw(st.integers(1, most))
        for _ in range(count):
            if self.left() <= 0:
                break
            self.statement(depth)

    def statement(self, depth: int) -> None:
        kinds = ["load", "store", "arith"]
        if self.left() > 8:
            kinds += ["if", "if"]
            if depth < self.max_depth:
                kinds.append("loop")
        if self.section is None:
            if self.exits and self.left() > 4:
                kinds.append("early_ret")
            if self.calls:
                kinds.append("call_extern")
                if self.calls_in_loops or not self.loops:
                    kinds.append("call_helper")
            if self.sync:
                kinds += ["fence", "atomic"]
        kind = self.draw(st.sampled_from(kinds))
        getattr(self, f"stmt_{kind}")(depth)

    def stmt_load(self, depth: int) -> None:
        pointer, index = self.target("load")
        addr = self.address(pointer, index)
        value = self.fresh()
        self.emit(f"{value} = load i32, ptr {addr}, align 4")
        self.record("load", pointer)
        self.define(value)

    def stmt_store(self, depth: int) -> None:
        pointer, index = self.target("store")
        value = self.operand()
        addr = self.address(pointer, index)
        self.emit(f"store i32 {value}, ptr {addr}, align 4")
        self.record("store", pointer)

    def stmt_arith(self, depth: int) -> None:
        op = self.draw(st.sampled_from(["add", "sub", "mul", "xor", "and", "or"]))
        value = self.fresh()
        self.emit(f"{value} = {op} i32 {self.operand()}, {self.operand()}")
        self.define(value)

    def condition(self) -> str:
        pool = self.values()
        kinds = ["parity", "compare"] if pool else []
        if self.loops:
            kinds.append("loop")
        if not kinds:  # nothing to test yet: load something
            self.stmt_load(0)
            pool = self.values()
            kinds = ["parity", "compare"]
        kind = self.draw(st.sampled_from(kinds))
        cond = self.fresh("c")
        if kind == "loop":
            var = self.draw(st.sampled_from(self.loops)).name
            self.emit(f"{cond} = icmp eq i32 {var}, {self.draw(st.integers(0, 4))}")
        elif kind == "parity":
            bit = self.fresh("b")
            self.emit(f"{bit} = and i32 {self.draw(st.sampled_from(pool))}, 1")
            self.emit(f"{cond} = icmp eq i32 {bit}, 0")
        else:
            limit = self.draw(st.integers(0, 99))
            self.emit(f"{cond} = icmp slt i32 {self.draw(st.sampled_from(pool))}, {limit}")
        return cond

    def stmt_if(self, depth: int) -> None:
        self.features.add("diamond")
        cond = self.condition()
        has_else = self.draw(st.booleans())
        then, other, join = self.label("then"), self.label("else"), self.label("join")
        origin = self.current.label
        self.emit(f"br i1 {cond}, label %{then}, label %{other if has_else else join}")
        arms: list[tuple[str, str | None]] = []
        for label in [then, other] if has_else else [then]:
            self.start(label)
            self.frames.append([])
            self.block_of_statements(depth, most=3)
            local = self.frames.pop()
            arms.append((self.current.label, local[-1] if local else None))
            self.emit(f"br label %{join}")
        if not has_else:
            arms.append((origin, None))
        self.start(join)
        if all(v is not None for _, v in arms[:1]) and self.draw(st.booleans()):
            merged = self.fresh("phi")
            incoming = ", ".join(f"[ {v if v is not None else self.outer_value()}, %{b} ]"
                                 for b, v in arms)
            self.emit(f"{merged} = phi i32 {incoming}")
            self.define(merged)

    def outer_value(self) -> str:
        pool = self.values()
        return self.draw(st.sampled_from(pool)) if pool else "0"

    def stmt_loop(self, depth: int, *, body: Callable[[], None] | None = None,
                  trips: tuple[int, int] | None = None, lo: int | None = None) -> None:
        self.features.add("loop" if not self.loops else "nested_loop")
        if lo is None:
            lo = self.draw(st.integers(0, 1))
        if trips is not None:
            bound = str(lo + self.draw(st.integers(*trips)))
        elif not self.loops and lo == 0 and self.draw(st.booleans()):
            bound = "%n"
        else:
            most = MAX_LOOP_VAR + 1 if not self.loops else min(MAX_LOOP_VAR + 1, lo + 3)
            bound = str(self.draw(st.integers(lo, most)))
        accumulate = self.draw(st.booleans())
        pre = self.current.label
        header, body_label = self.label("loop"), self.label("body")
        latch, exit_label = self.label("latch"), self.label("exit")
        var, nxt, acc, acc_next = (self.fresh("i"), self.fresh("inext"), self.fresh("s"),
                                   self.fresh("snext"))
        self.emit(f"br label %{header}")
        self.start(header)
        header_block = self.current
        cond = self.fresh("c")
        self.emit(f"{cond} = icmp slt i32 {var}, {bound}")
        self.emit(f"br i1 {cond}, label %{body_label}, label %{exit_label}")
        self.start(body_label)
        self.frames.append([acc] if accumulate else [])
        self.loops.append(LoopVar(var, lo))
        if body is not None:
            body()
        else:
            self.block_of_statements(depth + 1)
        self.loops.pop()
        local = self.frames.pop()
        self.emit(f"br label %{latch}")
        self.start(latch)
        self.emit(f"{nxt} = add nsw i32 {var}, 1")
        phis = [f"  {var} = phi i32 [ {lo}, %{pre} ], [ {nxt}, %{latch} ]"]
        if accumulate:
            addend = self.draw(st.sampled_from(local)) if local else "1"
            self.emit(f"{acc_next} = add i32 {acc}, {addend}")
            phis.append(f"  {acc} = phi i32 [ 0, %{pre} ], [ {acc_next}, %{latch} ]")
            self.used += 1
        self.used += 1
        header_block.lines[:0] = phis
        self.emit(f"br label %{header}")
        self.start(exit_label)
        if accumulate:
            self.define(acc)

    def stmt_early_ret(self, depth: int) -> None:
        self.features.add("early_ret")
        cond = self.condition()
        leave, stay = self.label("ret"), self.label("cont")
        self.emit(f"br i1 {cond}, label %{leave}, label %{stay}")
        self.start(leave)
        if self.draw(st.booleans()):
            self.stmt_store(depth)
        self.emit(f"ret i32 {self.outer_value()}")
        self.start(stay)

    def stmt_call_helper(self, depth: int) -> None:
        self.features.add("call")
        pointer = self.draw(st.sampled_from(self.pointers))
        index = self.index()
        if not self.readonly_calls or self.draw(st.booleans()):
            self.helpers.add("h_bump")
            self.emit(f"call void @h_bump(ptr {pointer}, i32 {index})")
        else:
            self.helpers.add("h_get")
            value = self.fresh()
            self.emit(f"{value} = call i32 @h_get(ptr {pointer}, i32 {index})")
            self.define(value)

    def stmt_call_extern(self, depth: int) -> None:
        self.features.add("extern")
        value = self.fresh()
        if not self.readonly_calls or self.draw(st.booleans()):
            self.decls.add(PURE_DECL)
            self.externs.add("ext_pure")
            self.emit(f"{value} = call i32 @ext_pure(i32 {self.operand()})")
        else:
            self.decls.add(PEEK_DECL)
            self.externs.add("ext_peek")
            pointer = self.draw(st.sampled_from(self.pointers))
            addr = self.address(pointer, self.index())
            self.emit(f"{value} = call i32 @ext_peek(ptr {addr})")
        self.define(value)

    def stmt_fence(self, depth: int) -> None:
        self.features.add("fence")
        self.emit("fence seq_cst")

    def stmt_atomic(self, depth: int) -> None:
        self.features.add("atomic")
        pointer = self.draw(st.sampled_from(self.pointers))
        addr = self.address(pointer, self.index())
        if self.draw(st.booleans()):
            value = self.fresh()
            self.emit(f"{value} = load atomic i32, ptr {addr} seq_cst, align 4")
            self.define(value)
        else:
            self.emit(f"store atomic i32 {self.operand()}, ptr {addr} seq_cst, align 4")

    def finish(self) -> None:
        self.emit(f"ret i32 {self.outer_value()}")

    def body_text(self) -> str:
        out: list[str] = []
        for block in self.blocks:
            out.append(f"{block.label}:")
            out.extend(block.lines)
        return "\n".join(out)


# -- arguments and modules --------------------------------------------------------------
def draw_arguments(draw: Draw, *, count: tuple[int, int] = (2, 4),
                   separate: frozenset[str] = frozenset()) -> Arguments:
    """Pointer parameters %p0.. (some noalias) and their SPECs: a buffer each, or (for
    non-noalias ones not in `separate`) a pointer into an earlier non-noalias buffer."""
    n = draw(st.integers(*count))
    pointers = [f"%p{k}" for k in range(n)]
    noalias: set[str] = set()
    specs: dict[str, str] = {}
    owners: list[str] = []
    for p in pointers:
        name = p[1:]
        if draw(st.booleans()):
            noalias.add(p)
        aliasable = [o for o in owners if o not in noalias]
        if (p not in noalias and p not in separate and aliasable
                and draw(st.integers(0, 2)) == 0):
            other = draw(st.sampled_from(aliasable))
            specs[name] = f"{other[1:]}+{draw(st.sampled_from(ALIAS_OFFSETS))}"
            continue
        fill = draw(st.sampled_from(["iota", "random:seed=1", "random:seed=2", "zero"]))
        specs[name] = f"i32[{ELEMS}]:{fill}"
        owners.append(p)
    return Arguments(pointers, noalias, specs)


def module_text(builder: FunctionBuilder, arguments: Arguments, extra_decls: tuple[str, ...] = (),
                name: str = "f") -> str:
    params = ", ".join(f"ptr {'noalias ' if p in arguments.noalias else ''}{p}"
                       for p in arguments.pointers)
    parts = [*sorted(builder.decls), *extra_decls]
    head = "\n".join(parts) + "\n\n" if parts else ""
    func = f"define i32 @{name}({params}, i32 %n) {{\n{builder.body_text()}\n}}\n"
    helpers = "".join(f"\n{HELPERS[h]}\n" for h in sorted(builder.helpers))
    return head + func + helpers


def make_program(draw: Draw, builder: FunctionBuilder, arguments: Arguments,
                 extra_decls: tuple[str, ...] = (), expect_release: bool = False) -> Program:
    args = dict(arguments.specs)
    args["n"] = str(draw(st.sampled_from(N_VALUES)))
    return Program(
        text=module_text(builder, arguments, extra_decls),
        entry="f",
        args=args,
        externs=tuple(sorted(builder.externs)),
        noalias=frozenset(p[1:] for p in arguments.noalias),
        features=frozenset(builder.features),
        expect_release=expect_release,
    )


# -- strategies ---------------------------------------------------------------------------
@st.composite
def programs(draw: Draw, budget: int = 36, readonly_calls: bool = False,
             calls_in_loops: bool = False) -> Program:
    """Random programs. `readonly_calls`: also memory(read) externs and a helper that only
    loads; `calls_in_loops`: helper calls inside loops too (both off by default: see
    test_regressions.py)."""
    arguments = draw_arguments(draw)
    builder = FunctionBuilder(draw, arguments.pointers, budget,
                              max_depth=draw(st.sampled_from([1, 2, 2, 3])),
                              readonly_calls=readonly_calls, calls_in_loops=calls_in_loops)
    while builder.left() > 0:
        builder.block_of_statements(0)
    builder.finish()
    return make_program(draw, builder, arguments)


CARRIED_PATTERNS = ("raw", "war", "waw", "alias_raw")


@st.composite
def carried_programs(draw: Draw, budget: int = 24) -> Program:
    """A top-level loop of 3..6 iterations (no early return anywhere) whose body has a real
    loop-carried conflict, among random code; the pattern is in `features`."""
    pattern = draw(st.sampled_from(CARRIED_PATTERNS))
    arguments = draw_arguments(draw)
    if pattern == "alias_raw":
        # %p1 points one element into %p0's buffer; neither may be noalias
        arguments.noalias -= {"%p0", "%p1"}
        arguments.specs["p1"] = "p0+4"
        for name, spec in arguments.specs.items():
            if spec.startswith("p1+"):
                arguments.specs[name] = f"i32[{ELEMS}]:iota"
    builder = FunctionBuilder(draw, arguments.pointers, budget, exits=False)
    builder.features.add(pattern)
    if draw(st.booleans()):
        builder.block_of_statements(0, most=2)

    def body() -> None:
        if draw(st.booleans()):
            builder.block_of_statements(1, most=2)
        emit_carried(builder, draw, pattern)
        if draw(st.booleans()):
            builder.block_of_statements(1, most=2)

    builder.stmt_loop(0, body=body, trips=(3, 5), lo=1)
    if draw(st.booleans()):
        builder.block_of_statements(0, most=2)
    builder.finish()
    return make_program(draw, builder, arguments)


def emit_carried(b: FunctionBuilder, draw: Draw, pattern: str) -> None:
    """The conflicting accesses of `pattern` on the innermost loop variable i (i >= 1)."""
    i = b.loops[-1].name
    p = "%p0" if pattern == "alias_raw" else draw(st.sampled_from(b.pointers))
    if pattern == "raw":  # p[i] = p[i-1] + 1
        prev = b.fresh("k")
        b.emit(f"{prev} = add nsw i32 {i}, -1")
        value = b.fresh()
        b.emit(f"{value} = load i32, ptr {b.address(p, prev)}, align 4")
        bumped = b.fresh()
        b.emit(f"{bumped} = add i32 {value}, 1")
        b.emit(f"store i32 {bumped}, ptr {b.address(p, i)}, align 4")
    elif pattern == "war":  # v = p[i+1]; p[i] = i (the store must not wait for the load)
        succ = b.fresh("k")
        b.emit(f"{succ} = add nsw i32 {i}, 1")
        value = b.fresh()
        b.emit(f"{value} = load i32, ptr {b.address(p, succ)}, align 4")
        b.define(value)
        b.emit(f"store i32 {i}, ptr {b.address(p, i)}, align 4")
    elif pattern == "waw":  # p[i] = i; p[i+1] = -i
        succ = b.fresh("k")
        b.emit(f"{succ} = add nsw i32 {i}, 1")
        b.emit(f"store i32 {i}, ptr {b.address(p, i)}, align 4")
        neg = b.fresh()
        b.emit(f"{neg} = sub i32 0, {i}")
        b.emit(f"store i32 {neg}, ptr {b.address(p, succ)}, align 4")
    else:  # p1 = p0 + 1 element: p1[i] = p0[i] * 3, i.e. p0[i+1] = p0[i] * 3
        value = b.fresh()
        b.emit(f"{value} = load i32, ptr {b.address('%p0', i)}, align 4")
        tripled = b.fresh()
        b.emit(f"{tripled} = mul i32 {value}, 3")
        b.emit(f"store i32 {tripled}, ptr {b.address('%p1', i)}, align 4")


REGION_PATTERNS = ("loop", "loop_sections", "straight")


@st.composite
def region_programs(draw: Draw, budget: int = 34) -> Program:
    """Parallel regions whose sections touch distinct elements.

    loop:           region around `for i`, one section around the body; written arrays
                    only at [i]
    loop_sections:  2 or 3 sections in the body; section s writes only at [K*i + s]
    straight:       2 or 3 sections in straight-line code, each writing its own array
    Arrays no section writes are read anywhere. Arrays of different roles never share
    bytes in the simulation (an alias of a written array starts 64 bytes in, past every
    index), so nothing the sections release is a real conflict.
    """
    pattern = draw(st.sampled_from(REGION_PATTERNS))
    arguments = draw_arguments(draw, count=(2, 4), separate=frozenset({"%p0", "%p1"}))
    pointers = arguments.pointers
    sections = 1 if pattern == "loop" else draw(st.integers(2, 3))
    if pattern == "straight":
        writers = [[p] for p in pointers[:sections]]
        sections = min(sections, len(pointers))
        writers = writers[:sections]
        readable = tuple(pointers[sections:])
    else:
        n_written = draw(st.integers(1, max(1, len(pointers) - 1)))
        shared = tuple(pointers[:n_written])
        writers = [list(shared) for _ in range(sections)]
        readable = tuple(pointers[n_written:])
    written = sorted({p for group in writers for p in group})
    for p in written:  # written arrays own their buffers
        if not arguments.specs[p[1:]].startswith("i32["):
            arguments.specs[p[1:]] = f"i32[{ELEMS}]:iota"
    # a read-only array owns its buffer, points into another read-only one, or starts
    # 64 bytes into a written array's buffer (past every index: no shared bytes)
    for p in readable:
        name = p[1:]
        if arguments.specs[name].split("+")[0] in {w[1:] for w in written}:
            arguments.specs[name] = f"i32[{ELEMS}]:iota"
        owners = [w for w in written if w not in arguments.noalias]
        targeted = any(spec.startswith(f"{name}+") for spec in arguments.specs.values())
        if (p not in arguments.noalias and owners and not targeted
                and draw(st.integers(0, 2)) == 0):
            arguments.specs[name] = f"{draw(st.sampled_from(owners))[1:]}+64"

    builder = FunctionBuilder(draw, pointers, budget, exits=False, max_depth=2)
    builder.features.add(pattern)
    if draw(st.booleans()):
        builder.block_of_statements(0, most=2)
    region_id = draw(st.integers(0, 3))
    outer = draw(st.integers(0, 3)) == 0  # the whole region inside an outer loop

    def section_body(key: int, stride: int, loop_var: str | None) -> None:
        sec = builder.fresh("sec")
        builder.emit(f"{sec} = call i32 @llvm.csa.parallel.section.entry(i32 {reg})")
        builder.used -= 1
        builder.section = SectionRules(key, tuple(writers[key]), readable, stride, key,
                                       loop_var)
        builder.frames.append([])
        # at least one store to a written array, plus random code
        builder.block_of_statements(1, most=3)
        builder.stmt_store(1)
        builder.frames.pop()
        builder.section = None
        builder.emit(f"call void @llvm.csa.parallel.section.exit(i32 {sec})")
        builder.used -= 1

    def region() -> None:
        nonlocal reg
        reg = builder.fresh("reg")
        builder.emit(f"{reg} = call i32 @llvm.csa.parallel.region.entry(i32 {region_id})")
        builder.used -= 1
        if pattern == "straight":
            for key in range(sections):
                section_body(key, 0, None)
            builder.emit(f"call void @llvm.csa.parallel.region.exit(i32 {reg})")
            builder.used -= 1
            return

        def loop_body() -> None:
            var = builder.loops[-1].name
            for key in range(sections):
                section_body(key, sections, var)

        builder.stmt_loop(1, body=loop_body, trips=(0, 5 if sections == 1 else 3), lo=0)
        builder.emit(f"call void @llvm.csa.parallel.region.exit(i32 {reg})")
        builder.used -= 1

    reg = ""
    if outer:
        builder.features.add("outer_loop")
        builder.stmt_loop(0, body=region, trips=(0, 2), lo=0)
    else:
        region()
    if draw(st.booleans()):
        builder.block_of_statements(0, most=2)
    builder.finish()
    release = expects_release(builder.accesses, arguments.noalias, pattern != "straight")
    return make_program(draw, builder, arguments, REGION_DECLS, release)


def expects_release(accesses: list[tuple[int, str, str]], noalias: set[str],
                    across_iterations: bool) -> bool:
    """Whether some load and store of different, possibly aliasing arrays are in different
    sections (or, in a loop, in different iterations): an edge the region must release."""
    for key_a, kind_a, ptr_a in accesses:
        for key_b, kind_b, ptr_b in accesses:
            if (kind_a, kind_b) != ("load", "store") or ptr_a == ptr_b:
                continue
            if ptr_a in noalias or ptr_b in noalias:
                continue
            if across_iterations or key_a != key_b:
                return True
    return False
