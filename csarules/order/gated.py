"""Expand `llvm.csa.gated.prefetch` into `llvm.prefetch` gated by its data.

csa-memory-ordering.rst, "Data-Gated Prefetches": at the end of ordering the intrinsic
becomes `llvm.prefetch` whose input ordering edge is the gate adapted to `i1`: integers
by `trunc`, floating point and vectors by `bitcast` to an integer of the same width then
`trunc`, pointers by `ptrtoint` then `trunc`; aggregates element by element
(`extractvalue`), the elements' `i1`s joined with `all0`. The gated prefetch takes no
ordering edges of its own (rules/paths.dl); this module only writes the text.

Types are read from the call as written, so typed-pointer (`i8*`) and opaque-pointer
(`ptr`) modules both come back in their own spelling.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from csarules.errors import CsaError
from csarules.ir.model import Instruction, Module
from csarules.ir.text import split_top

GATED = "llvm.csa.gated.prefetch"
_FLOAT_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64, "x86_fp80": 80,
               "fp128": 128, "ppc_fp128": 128}
_SCALAR = re.compile(r"(i\d+|half|bfloat|float|double|x86_fp80|fp128|ppc_fp128|ptr)\b")
_ADDRSPACE = re.compile(r"\s*addrspace\((\d+)\)")
_NAMED = re.compile(r'%(?:"[^"]*"|[-a-zA-Z$._0-9]+)')
_VALUE_WORDS = {"true", "false", "null", "undef", "poison", "zeroinitializer", "none"}


class GateTypeError(Exception):
    """A gate type that has no i1 adaptation (the caller names the line)."""


@dataclass(frozen=True)
class GType:
    kind: str  # int, float, ptr, vector, array, struct
    text: str  # as written in the module (typed pointers stay typed)
    bits: int = 0  # int and float width
    addrspace: int = 0  # ptr
    elems: tuple[GType, ...] = ()  # struct fields; vector/array: the element type once
    count: int = 0  # vector/array length


class TypeReader:
    """Reads type spellings of one module (named struct types from its `type` lines)."""

    def __init__(self, module: Module) -> None:
        self._named: dict[str, str] = {}
        for line in module.lines:
            m = re.match(r'^(%(?:"[^"]*"|[-a-zA-Z$._0-9]+)) = type (.*?)\s*(;.*)?$', line)
            if m:
                self._named[m.group(1)] = m.group(2)

    def prefix(self, text: str) -> tuple[GType, str]:
        """The type at the start of `text` and the text after it."""
        ty, rest = self._base(text.lstrip())
        while True:  # typed pointers: T*, T addrspace(N)*
            m = re.match(r"\s*(?:addrspace\((\d+)\)\s*)?\*", rest)
            if not m:
                return ty, rest
            space = int(m.group(1) or 0)
            ty = GType("ptr", text=f"{ty.text}{rest[: m.end()].rstrip()}", addrspace=space)
            rest = rest[m.end():]

    def _base(self, s: str) -> tuple[GType, str]:
        if s.startswith("<{") or s.startswith("{"):
            packed = s.startswith("<{")
            close = "}>" if packed else "}"
            body = s[2:] if packed else s[1:]
            fields: list[GType] = []
            rest = body.lstrip()
            while not rest.startswith(close):
                f, rest = self.prefix(rest)
                fields.append(f)
                rest = rest.lstrip()
                if rest.startswith(","):
                    rest = rest[1:].lstrip()
                elif not rest.startswith(close):
                    raise GateTypeError(f"cannot read type '{s}'")
            rest = rest[len(close):]
            return GType("struct", text=s[: len(s) - len(rest)].strip(), elems=tuple(fields)), rest
        if s.startswith("[") or s.startswith("<"):
            close = "]" if s[0] == "[" else ">"
            m = re.match(r"[\[<]\s*(vscale\s+x\s+)?(\d+)\s+x\s+", s)
            if not m or m.group(1):
                raise GateTypeError(f"cannot adapt '{s.split(',')[0]}' to i1 (no fixed size)")
            elem, rest = self.prefix(s[m.end():])
            rest = rest.lstrip()
            if not rest.startswith(close):
                raise GateTypeError(f"cannot read type '{s}'")
            rest = rest[1:]
            kind = "array" if close == "]" else "vector"
            text = s[: len(s) - len(rest)].strip()
            return GType(kind, text=text, elems=(elem,), count=int(m.group(2))), rest
        m = _NAMED.match(s)
        if m:
            body = self._named.get(m.group(0))
            if body is None or body.strip() == "opaque":
                raise GateTypeError(f"cannot adapt the opaque or unknown type {m.group(0)} to i1")
            ty, tail = self.prefix(body)
            if tail.strip():
                raise GateTypeError(f"cannot read type {m.group(0)}")
            return GType(ty.kind, m.group(0), ty.bits, ty.addrspace, ty.elems, ty.count), \
                s[m.end():]
        m = _SCALAR.match(s)
        if not m:
            raise GateTypeError(f"cannot adapt '{s.split(',')[0].strip()}' to i1")
        word, rest = m.group(1), s[m.end():]
        if word == "ptr":
            space = _ADDRSPACE.match(rest)
            if space:
                rest = rest[space.end():]
            return GType("ptr", text=s[: len(s) - len(rest)],
                         addrspace=int(space.group(1)) if space else 0), rest
        if word in _FLOAT_BITS:
            return GType("float", text=word, bits=_FLOAT_BITS[word]), rest
        return GType("int", text=word, bits=int(word[1:])), rest


@dataclass
class Expansion:
    """The lines that replace one gated prefetch (without indentation)."""

    lines: list[str] = field(default_factory=list)  # before the inord
    gate: list[str] = field(default_factory=list)  # i1 values its input edge merges
    call: str = ""  # the llvm.prefetch call
    declaration: tuple[str, str] = ("", "")  # (callee, `declare` line)


def expand(module: Module, inst: Instruction, fresh: Callable[[str], str]) -> Expansion:
    """The replacement of gated prefetch `inst`; new values are named through `fresh`."""
    try:
        return _Expander(module, inst, fresh).run()
    except GateTypeError as exc:
        raise CsaError(module.path, inst.line, f"@{inst.callee}: {exc}") from None


class _Expander:
    def __init__(self, module: Module, inst: Instruction, fresh: Callable[[str], str]) -> None:
        self.module = module
        self.inst = inst
        self.fresh = fresh
        self.types = TypeReader(module)
        self.out = Expansion()
        self.stem = f"%csa.g{inst.line}"
        self.ptr_bits = _pointer_bits(module)

    def run(self) -> Expansion:
        args, tail = self._arguments()
        if len(args) != 4:
            raise GateTypeError("expected (gate, address, rw, locality)")
        gate_ty, gate = self._typed(args[0])
        addr_ty, addr = self._typed(args[1])
        if addr_ty.kind != "ptr":
            raise GateTypeError(f"the address is a '{addr_ty.text}', not a pointer")
        self.out.gate = self._adapt(gate_ty, gate, self.stem)
        rw, locality = (self._typed(a)[1] for a in args[2:])
        typed = addr_ty.text != "ptr" and not addr_ty.text.startswith("ptr ")
        space = addr_ty.addrspace
        if typed:
            byte_ptr = "i8*" if space == 0 else f"i8 addrspace({space})*"
            if addr_ty.text.replace(" ", "") != byte_ptr.replace(" ", ""):
                cast = self.fresh(f"{self.stem}.addr")
                self.out.lines.append(f"{cast} = bitcast {addr_ty.text} {addr} to {byte_ptr}")
                addr = cast
            callee, ptr_text = f"llvm.prefetch.p{space}i8", byte_ptr
        else:
            callee, ptr_text = f"llvm.prefetch.p{space}", addr_ty.text
        self.out.call = (f"call void @{callee}({ptr_text} {addr}, i32 {rw}, i32 {locality}, "
                         f"i32 1){tail}")
        self.out.declaration = (callee, f"declare void @{callee}({ptr_text}, i32, i32, i32)")
        return self.out

    def _arguments(self) -> tuple[list[str], str]:
        text = self.inst.source
        callee = re.search(r'@"?llvm\.csa\.gated\.prefetch[^(]*\(', text)
        if callee is None:
            raise GateTypeError("cannot read the call")
        open_ = callee.end() - 1
        depth = 0
        for pos in range(open_, len(text)):
            if text[pos] in "([{<":
                depth += 1
            elif text[pos] in ")]}>":
                depth -= 1
                if depth == 0:
                    break
        # attachments (`, !dbg !3`) stay with the call; attribute groups (`#2`) do not
        tail = "".join(m.group(0) for m in re.finditer(r",\s*![-\w.]+\s+![-\w.]+", text[pos:]))
        return split_top(text[open_ + 1:pos]), tail

    def _typed(self, arg: str) -> tuple[GType, str]:
        ty, rest = self.types.prefix(arg)
        words = split_top(rest.strip(), " ")
        while len(words) > 1 and _is_attribute(words[0]):
            words = words[2:] if words[0] in ("align", "dereferenceable") else words[1:]
        return ty, " ".join(words)

    def _adapt(self, ty: GType, value: str, stem: str) -> list[str]:
        """The i1 values standing for `value` of type `ty`."""
        if ty.kind in ("struct", "array"):
            count = ty.count if ty.kind == "array" else len(ty.elems)
            out: list[str] = []
            for index in range(count):
                elem_ty = ty.elems[0] if ty.kind == "array" else ty.elems[index]
                elem = self.fresh(f"{stem}.v{index}")
                self.out.lines.append(f"{elem} = extractvalue {ty.text} {value}, {index}")
                out += self._adapt(elem_ty, elem, elem)
            return out
        if ty.kind == "int":
            return [value] if ty.bits == 1 else [self._trunc(f"i{ty.bits}", value, stem)]
        if ty.kind == "float":
            return [self._cast("bitcast", ty.text, value, ty.bits, stem)]
        if ty.kind == "ptr":
            return [self._cast("ptrtoint", ty.text, value, self.ptr_bits, stem)]
        assert ty.kind == "vector"
        elem = ty.elems[0]
        if elem.kind == "ptr":
            ints = self.fresh(f"{stem}.int")
            vec = f"<{ty.count} x i{self.ptr_bits}>"
            self.out.lines.append(f"{ints} = ptrtoint {ty.text} {value} to {vec}")
            return [self._cast("bitcast", vec, ints, ty.count * self.ptr_bits, stem)]
        if elem.kind not in ("int", "float"):
            raise GateTypeError(f"cannot adapt '{ty.text}' to i1")
        return [self._cast("bitcast", ty.text, value, ty.count * elem.bits, stem)]

    def _cast(self, op: str, ty: str, value: str, bits: int, stem: str) -> str:
        cast = self.fresh(f"{stem}.cast")
        self.out.lines.append(f"{cast} = {op} {ty} {value} to i{bits}")
        return cast if bits == 1 else self._trunc(f"i{bits}", cast, stem)

    def _trunc(self, ty: str, value: str, stem: str) -> str:
        trunc = self.fresh(f"{stem}.trunc")
        self.out.lines.append(f"{trunc} = trunc {ty} {value} to i1")
        return trunc


def _is_attribute(word: str) -> bool:
    return bool(re.fullmatch(r"[a-z_]+(\(.*\))?", word)) and word not in _VALUE_WORDS


def _pointer_bits(module: Module) -> int:
    """The width of pointers in address space 0 under the module's datalayout (64 unless
    it says otherwise)."""
    for line in module.lines:
        if line.startswith("target datalayout"):
            m = re.search(r'[-"]p0?:(\d+)', line)
            if m:
                return int(m.group(1))
    return 64
