"""Removal + renumbering against an independent oracle: the same random program written
with clang-style numbered values twice, once with region/section intrinsic calls and once
without. Ordering the first and dropping the added i1 lines must give the second exactly."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from materialise_support import module_of, order, plan

from csarules.order.edges import Edge

# A program: a list of statements
#   ("load",) / ("store",) / ("section",)   a section entry+exit pair around nothing
#   ("if", then, else) / ("loop", body)


def programs(depth: int) -> st.SearchStrategy:
    leaf = st.sampled_from([("load",), ("store",), ("section",)])
    if depth == 0:
        return st.lists(leaf, max_size=3)
    inner = programs(depth - 1)
    return st.lists(
        st.one_of(
            leaf,
            st.tuples(st.just("if"), inner, inner),
            st.tuples(st.just("loop"), inner),
        ),
        max_size=4,
    )


class Writer:
    """Writes a program as symbolic lines, then numbers values and blocks like LLVM."""

    def __init__(self, with_regions: bool) -> None:
        self.with_regions = with_regions
        self.lines: list[list] = []  # each line: list of str and ("def"/"use", key)
        self.keys = 0
        self.region = None

    def new(self) -> int:
        self.keys += 1
        return self.keys

    def line(self, *parts) -> None:
        self.lines.append(list(parts))

    def label(self, key: int) -> None:
        self.lines += [[""], [("label", key)]]

    def body(self, stmts) -> None:
        for stmt in stmts:
            kind = stmt[0]
            if kind == "load":
                self.line("  ", ("def", self.new()), " = load i32, ptr %p, align 4")
            elif kind == "store":
                self.line("  store i32 1, ptr %q, align 4")
            elif kind == "section" and self.with_regions:
                sec = self.new()
                self.line(
                    "  ",
                    ("def", sec),
                    " = call i32 @llvm.csa.parallel.section.entry(i32 ",
                    ("use", self.region),
                    ")",
                )
                self.line("  call void @llvm.csa.parallel.section.exit(i32 ", ("use", sec), ")")
            elif kind == "if":
                then, other, join = self.new(), self.new(), self.new()
                self.line("  br i1 %c, label ", ("use", then), ", label ", ("use", other))
                for key, arm in ((then, stmt[1]), (other, stmt[2])):
                    self.label(key)
                    self.body(arm)
                    self.line("  br label ", ("use", join))
                self.label(join)
            elif kind == "loop":
                header, done = self.new(), self.new()
                self.line("  br label ", ("use", header))
                self.label(header)
                self.body(stmt[1])
                self.line("  br i1 %c, label ", ("use", header), ", label ", ("use", done))
                self.label(done)

    def program(self, stmts) -> str:
        self.lines = [["define void @f(ptr %p, ptr %q, i1 %c) {"]]
        if self.with_regions:
            self.region = self.new()
            self.line(
                "  ", ("def", self.region), " = call i32 @llvm.csa.parallel.region.entry(i32 0)"
            )
        self.body(stmts)
        if self.with_regions:
            self.line("  call void @llvm.csa.parallel.region.exit(i32 ", ("use", self.region), ")")
        self.line("  ret void")
        self.line("}")
        if self.with_regions:
            for decl in (
                "declare i32 @llvm.csa.parallel.region.entry(i32)",
                "declare i32 @llvm.csa.parallel.section.entry(i32)",
                "declare void @llvm.csa.parallel.section.exit(i32)",
                "declare void @llvm.csa.parallel.region.exit(i32)",
            ):
                self.lines += [[""], [decl]]
        return self._number()

    def _number(self) -> str:
        # The arguments are named, so the unlabelled entry block is %0 and the rest follow.
        numbers: dict[int, int] = {}
        preds: dict[int, list[int]] = {}
        current = last = 0
        for parts in self.lines:
            for part in parts:
                if isinstance(part, tuple) and part[0] in ("def", "label"):
                    last += 1
                    numbers[part[1]] = last
                    if part[0] == "label":
                        current = last
                elif isinstance(part, tuple) and "br " in parts[0]:
                    preds.setdefault(part[1], []).append(current)
        out = []
        for parts in self.lines:
            text = ""
            for part in parts:
                if isinstance(part, str):
                    text += part
                elif part[0] == "label":
                    head = f"{numbers[part[1]]}:"
                    names = ", ".join(f"%{p}" for p in sorted(set(preds.get(part[1], []))))
                    text += head.ljust(50) + f"; preds = {names}" if names else head
                else:
                    text += f"%{numbers[part[1]]}"
            out.append(text)
        return "\n".join(out) + "\n"


REGION = re.compile(r"@llvm\.csa\.parallel\.")
ADDED = re.compile(
    r"^\s*(call void @llvm\.csa\.inord\(|%csa\.\S+ = (call i1|phi i1)"
    r"|declare \S+ @llvm\.csa\.(inord|outord|mementry|all0)\b)"
)


@settings(max_examples=150, deadline=None)
@given(programs(2), st.data())
def test_removal_renumbers_like_writing_the_program_without_the_intrinsics(stmts, data):
    with_regions = Writer(True).program(stmts)
    without = Writer(False).program(stmts)
    module = module_of(with_regions)
    func = module.function("f")
    remove = {i.line for i in func.instructions() if i.callee and REGION.search("@" + i.callee)}
    ops = [i for i in func.instructions() if i.opcode in ("load", "store", "ret")]
    sources = [func.line] + [i.line for i in ops if i.opcode != "ret"]
    edges = [
        Edge(data.draw(st.sampled_from(sources)), dst.line, 0)
        for dst in ops
        if data.draw(st.booleans())
    ]
    out = order(module, {"f": plan({i.line for i in ops}, edges, remove)})
    kept = [line for line in out.split("\n") if not ADDED.match(line)]
    body = kept[: kept.index("}") + 1]
    assert body == without.split("\n")[: without.split("\n").index("}") + 1]
    # the declarations of the intrinsics that were called are gone with the calls
    called = {module.instruction_at(line).callee for line in remove}
    assert not any(f"@{name}(" in out for name in called)
