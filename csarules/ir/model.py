"""The in-memory view of an LLVM module that the rest of csarules reads.

Structure (functions, blocks, instructions, operand links) comes from llvmlite;
every instruction also knows its 1-based line in the input file and carries
both its original source text and LLVM's canonical print of it (opaque
pointers, normalised spacing), which is what detail parsers look at.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any, Literal

from csarules.ir.text import split_top

OperandKind = Literal[
    "instruction", "argument", "constant", "global", "function", "block", "metadata", "other"
]
# exception-handling pads: each must be the first non-phi instruction of its block
EH_PADS = ("landingpad", "catchswitch", "catchpad", "cleanuppad")


@dataclass(eq=False)
class Argument:
    function: Function
    index: int
    name: str  # as written in IR, with '%' (e.g. '%a' or '%0')
    type: str
    attributes: list[str]

    @property
    def ref(self) -> str:
        return self.name


@dataclass(eq=False)
class Global:
    name: str  # '@g'
    value_type: str  # type of the global's contents
    constant: bool  # declared `constant` (immutable memory)
    text: str  # canonical definition line
    line: int  # line in the input file (0 if not found)

    @functools.cached_property
    def initializer(self) -> str | None:
        """Canonical initializer text, None for external. Cut from the text when asked: a
        module's large constant tables cost a scan of every character, and only the
        simulator and the readers of loop builtins' globals ask."""
        return global_initializer(self.text, self.value_type)


@dataclass(eq=False)
class Operand:
    kind: OperandKind
    type: str
    text: str  # how the value is written: '%5', '@g', '42', 'ptr null', 'label %4', ...
    target: Instruction | Argument | Block | Global | FunctionDecl | None = None
    int_value: int | None = None  # for constant integers


@dataclass(eq=False)
class Instruction:
    function: Function
    block: Block
    index: int  # position in its block, from 0
    opcode: str
    line: int  # 1-based first line in the input file; also the instruction's id
    end_line: int  # last line (switch and landingpad may span several)
    name: str | None  # result as written ('%5', '%v'), None when the result is void/unnamed
    type: str  # result type ('void' for none)
    # the instruction in LLVM's print of the module, stripped (printed alone where the
    # module's print could not be matched to the text instruction for instruction)
    canonical: str
    source: str  # original text lines, joined with '\n'
    operands: list[Operand] = field(default_factory=list)
    incoming_blocks: list[Block] = field(default_factory=list)  # phi only
    # attachment kind -> '!N', numbered as Module.metadata (the module's print; an
    # instruction printed alone numbers metadata for its own function)
    metadata: dict[str, str] = field(default_factory=dict)
    module_text: str = ""  # `canonical`, or "" where the module's print gave no line for it
    # call-site attributes with their '#N' groups resolved against Module.attribute_groups
    call_attributes: list[str] = field(default_factory=list)

    @property
    def id(self) -> int:
        return self.line

    @property
    def callee(self) -> str | None:
        """Name of a directly called function ('llvm.memcpy.p0.p0.i64'), else None."""
        if self.opcode not in ("call", "invoke", "callbr") or not self.operands:
            return None
        last = self.operands[-1]
        if last.kind == "function":
            return last.text.lstrip("@")
        return None

    @property
    def call_args(self) -> list[Operand]:
        if self.opcode == "call":
            return self.operands[:-1]
        if self.opcode == "invoke":
            return self.operands[:-3]
        return []

    def __repr__(self) -> str:
        return f"<{self.function.name}:{self.line} {self.canonical}>"


@dataclass(eq=False)
class Block:
    function: Function
    label: str  # without '%': 'entry', '4'
    index: int  # position in the function
    line: int  # line of the label (or of the first instruction for an unlabelled entry)
    instructions: list[Instruction] = field(default_factory=list)
    successors: list[Block] = field(default_factory=list)
    predecessors: list[Block] = field(default_factory=list)

    @property
    def id(self) -> int:
        # The first instruction's line: unique in the module, and stable under relabelling.
        return self.instructions[0].line

    @property
    def terminator(self) -> Instruction:
        return self.instructions[-1]

    def __repr__(self) -> str:
        return f"<block {self.function.name}:%{self.label}>"


@dataclass(eq=False)
class FunctionDecl:
    """A function the module only declares (or defines; `Function` extends it)."""

    name: str  # without '@'
    canonical_header: str  # 'declare void @llvm.csa.inord(i1)' / 'define ... {'
    attributes: list[str]  # function attributes (resolved from attribute groups)
    return_type: str = "void"

    @property
    def is_intrinsic(self) -> bool:
        return self.name.startswith("llvm.")


@dataclass(eq=False)
class Function(FunctionDecl):
    line: int = 0  # line of 'define'; also the id of the function entry token
    end_line: int = 0  # line of the closing '}'
    body_start_line: int = 0  # line after the '{'
    arguments: list[Argument] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)

    @property
    def entry(self) -> Block:
        return self.blocks[0]

    def instructions(self) -> list[Instruction]:
        return [i for b in self.blocks for i in b.instructions]

    def block_by_label(self, label: str) -> Block:
        for b in self.blocks:
            if b.label == label:
                return b
        raise KeyError(label)

    def __repr__(self) -> str:
        return f"<function @{self.name}>"


@dataclass(eq=False)
class Module:
    path: str
    text: str  # original input text
    lines: list[str]  # original lines without trailing newline
    functions: list[Function]  # definitions, in input order
    declarations: dict[str, FunctionDecl]  # every function (defined or declared) by name
    globals: dict[str, Global]  # by '@name'
    metadata: dict[str, str]  # canonical '!N' -> its canonical right-hand side text
    attribute_groups: dict[str, list[str]]  # '#0' -> attributes
    canonical: str  # LLVM's print of the whole module
    # line -> instructions csarules/ir/constexpr.py put at its start (from removed
    # constant expressions); `text` and `lines` hold them, the input file does not
    inserted: dict[int, list[str]] = field(default_factory=dict)
    virtual: dict[int, int] = field(default_factory=dict)  # their ids -> the line they are on
    # closing line of a function -> the blocks csarules/ir/irreducible.py put at its start
    # (an irreducible.AddedBlocks), to give irreducible control flow one loop header
    added: dict[int, Any] = field(default_factory=dict)
    # what a pass run before ordering tells the commands that report on the module
    # (csarules/version: the versioned loop nests), by pass
    notes: dict[str, Any] = field(default_factory=dict)
    # the file this module was rewritten from (a linediff.Origin: the loop-builtin
    # expansion's input), None when its lines are the file's own
    origin: Any = None
    # warnings found before the rules ran (the expansion's), as (line of the file,
    # message): printed on stderr where found, listed by `edges --json` under their function
    warnings: list[tuple[int, str]] = field(default_factory=list)

    def function(self, name: str) -> Function:
        for f in self.functions:
            if f.name == name:
                return f
        raise KeyError(name)

    def input_line(self, line: int) -> int | None:
        """The line of the file the user gave for a line of this module (None: a line the
        expansion added)."""
        return line if self.origin is None else self.origin.input_line(line)

    def module_line(self, line: int) -> int | None:
        """This module's line for a line of the file the user gave (None: a line the
        expansion removed)."""
        return line if self.origin is None else self.origin.module_line(line)

    def instruction_at(self, line: int) -> Instruction | None:
        for f in self.functions:
            if f.line <= line <= f.end_line:
                for i in f.instructions():
                    if i.line <= line <= i.end_line:
                        return i
        return None


def global_initializer(gtext: str, value_type: str) -> str | None:
    """The initializer of a global's canonical definition line, None for an external one."""
    body = gtext.split("=", 1)[1] if "=" in gtext else ""
    if re.search(r"\bexternal\b", body.split(value_type)[0] if value_type in body else body):
        return None
    idx = body.find(value_type)
    if idx < 0:
        return None
    init = body[idx + len(value_type) :].strip()
    # drop trailing ', align N', ', section ...' etc. at top level
    parts = split_top(init)
    return parts[0] or None if parts else None
