"""Read an LLVM IR file into the `Module` view: llvmlite for structure, the text for lines."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import llvmlite.binding as llvm

from csarules.errors import CsaError, InternalError
from csarules.ir import bitcode, constexpr, linemap, llvm_raw
from csarules.ir.labels import successor_labels
from csarules.ir.model import (
    Argument,
    Block,
    Function,
    FunctionDecl,
    Global,
    Instruction,
    Module,
    Operand,
)
from csarules.ir.names import quote_name
from csarules.ir.text import llvm_text, split_top

_LLVM_DIAG = re.compile(r"<string>:(\d+):(\d+): error: (.*)")
_RESULT = re.compile(r'^\s*(%(?:[-a-zA-Z$._0-9]+|"[^"]*"))\s*=')
_ATTR_GROUP = re.compile(r"^attributes (#\d+) = \{ (.*) \}\s*$")
_MD_DEF = re.compile(r"^(![-a-zA-Z$._0-9]+) = (?:distinct )?(.*)$")
_MD_ATTACH = re.compile(r",\s*!([A-Za-z_][-\w.]*)\s+(![-\w.]+)")
_CALL_ATTR_REF = re.compile(r"\)\s*((?:#\d+\s*)+)(?:,|$)")

_KIND_MAP = {
    "instruction": "instruction",
    "argument": "argument",
    "basic_block": "block",
    "function": "function",
    "global_variable": "global",
    "metadata_as_value": "metadata",
}


_key = llvm_raw.address


class Asked:
    """What the reader asks LLVM about types and about values other than a function's
    own (constants, globals, functions), once per type or value of the module rather
    than once per use: a module has a few dozen types and few distinct constants, but
    tens of thousands of uses of them. Types and constants are unique in their context,
    which outlives the read, so an address names one for the whole read."""

    _CACHED = ("constant", "global", "function")  # what prints the same in any function

    def __init__(self) -> None:
        self._types: dict[int, str] = {}
        self._values: dict[int, Operand] = {}

    def type_name(self, typ: llvm.TypeRef) -> str:
        return self.type_at(_key(typ))

    def type_at(self, typ: int) -> str:
        """The type at address `typ` (llvm_raw), as LLVM prints it."""
        name = self._types.get(typ)
        if name is None:
            name = self._types[typ] = str(llvm_raw.type_ref(typ))
        return name

    def operand(self, key: int, values: dict[int, object],
                fkeys: dict[int, FunctionDecl], gkeys: dict[int, Global]) -> Operand:
        found = self._values.get(key)
        if found is None:
            found = _operand_asked(llvm_raw.value_ref(key), values, fkeys, gkeys,
                                   self.type_name)
            if found.kind not in self._CACHED:
                return found
            self._values[key] = found
        # a fresh Operand per use, as asking gave
        return Operand(kind=found.kind, type=found.type, text=found.text,
                       target=found.target, int_value=found.int_value)


def read_module(path: str | Path) -> Module:
    """Read and verify `path`. Raises CsaError (file:line) for anything wrong with the input."""
    path_s = str(path)
    try:
        if path_s == "-":  # stdin, as opt reads it; messages name it <stdin>
            path_s = "<stdin>"
            data = sys.stdin.buffer.read()
        else:
            data = Path(path).read_bytes()
    except OSError as exc:
        raise CsaError(path_s, None, f"cannot read input: {exc.strerror or exc}") from None
    if bitcode.is_bitcode(data):
        # lines then refer to the text LLVM prints for the bitcode (csarules/ir/bitcode.py)
        return parse_module(bitcode.bitcode_to_text(data, path_s), path_s)
    # LLVM takes any bytes inside strings and comments; they come back unchanged on output
    return parse_module(data.decode("utf-8", errors="surrogateescape"), path_s)


def parse_module(text: str, path: str = "<input>", verify: bool = True, *,
                 inserted: dict[int, list[str]] | None = None,
                 added: dict[int, Any] | None = None,
                 globals_of: Module | None = None) -> Module:
    """Read `text`. `inserted` and `added` describe a text that already holds what
    constexpr.py and irreducible.py put on its lines (a module's own `text`, re-read);
    `globals_of`, a module whose globals `text` holds unchanged (a rewrite of its functions),
    lends them instead of their being read again."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    inserted = dict(inserted or {})
    try:
        ref = llvm.parse_assembly(llvm_text(text))
    except RuntimeError as exc:
        if _OLD_INRANGE.search(text):
            text = _OLD_INRANGE.sub("", text)
            return parse_module(text, path, verify, inserted=inserted, added=added,
                                globals_of=globals_of)
        if constexpr.removed_constexpr(str(exc)) is None:
            raise _parse_error(path, str(exc)) from None
        # an older compiler's constant expressions: instructions on the same lines
        rewritten = constexpr.rewrite(text, llvm_text)
        text, inserted = rewritten.text, rewritten.inserted
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        try:
            ref = llvm.parse_assembly(llvm_text(text))
        except RuntimeError as exc2:
            raise _parse_error(path, str(exc2)) from None
    known = globals_of.globals if globals_of is not None else {}
    module = _read(path, text, lines, ref, inserted, added or {}, known)
    if verify:
        try:
            ref.verify()
        except RuntimeError as exc:
            raise CsaError(path, _verifier_line(module, str(exc)), _first_line(str(exc))) from None
    if added is None:
        from csarules.ir import irreducible

        rewrite = irreducible.normalise(module)
        if rewrite is not None:
            return _reducible(module, rewrite, inserted)
    return module


def _read(path: str, text: str, lines: list[str], ref: llvm.ModuleRef,
          inserted: dict[int, list[str]], added: dict[int, Any],
          known_globals: dict[str, Global]) -> Module:
    tmap = linemap.scan(path, lines, inserted, added)
    module = _build(path, text, lines, ref, tmap, known_globals)
    module.inserted = inserted
    module.virtual = tmap.virtual
    module.added = added
    # llvmlite values die with their module; keep it reachable from the view.
    module._llvm_ref = ref  # type: ignore[attr-defined]
    return module


def _reducible(module: Module, rewrite: Any, inserted: dict[int, list[str]]) -> Module:
    """`module` read again with its irreducible regions given one header each
    (csarules/ir/irreducible.py); a rewrite LLVM refuses is a bug of ours."""
    text = "\n".join(rewrite.lines) + ("\n" if module.text.endswith("\n") else "")
    try:
        ref = llvm.parse_assembly(llvm_text(text))
        ref.verify()
    except RuntimeError as exc:
        raise InternalError(f"{module.path}: the rewrite of irreducible control flow is "
                            f"invalid: {_first_line(str(exc))}") from None
    return _read(module.path, text, rewrite.lines, ref, inserted, rewrite.added, module.globals)


def _first_line(message: str) -> str:
    for line in message.splitlines():
        if line.strip():
            return line.strip()
    return "invalid IR"


# clang before LLVM 19 marks one index of a vtable's getelementptr `inrange i32 0`; LLVM 19
# replaced that with `inrange(lo, hi)` on the whole expression and reads the old form no more
# (`expected ')' in constantexpr`). The mark only licenses optimisations (an access outside
# the range is undefined), so the expression without it means the same for every defined
# program; the old mark is dropped on reading, and the output has none.
_OLD_INRANGE = re.compile(r"(?<=,)\s*inrange(?=\s+i\d+\s)")


def _parse_error(path: str, message: str) -> CsaError:
    m = _LLVM_DIAG.search(message)
    if m:
        return CsaError(path, int(m.group(1)), m.group(3).strip())
    return CsaError(path, None, f"invalid LLVM IR: {_first_line(message)}")


def _verifier_line(module: Module, message: str) -> int | None:
    """The line of the first instruction the verifier message quotes, if any."""
    quoted = {ln.strip() for ln in message.splitlines() if ln.strip()}
    for func in module.functions:
        for inst in func.instructions():
            if inst.canonical in quoted:
                return inst.line
    for func in module.functions:
        if f"@{func.name}" in message:
            return func.line
    return None


def _parse_attribute_groups(canonical: str) -> dict[str, list[str]]:
    groups: dict[str, list[str]] = {}
    for line in canonical.splitlines():
        m = _ATTR_GROUP.match(line)
        if m:
            groups[m.group(1)] = split_attributes(m.group(2))
    return groups


def split_attributes(text: str) -> list[str]:
    """Split an attribute list at top-level spaces: 'nounwind memory(read, argmem: none)'."""
    return [part for part in split_top(text, " ") if part]


def _parse_metadata(canonical: str) -> dict[str, str]:
    md: dict[str, str] = {}
    for line in canonical.splitlines():
        if line.startswith("!"):
            m = _MD_DEF.match(line)
            if m:
                md[m.group(1)] = m.group(2).strip()
    return md


def _function_headers(canonical: str) -> dict[str, str]:
    """'name' -> its define/declare line in the module print (module-wide '#N' groups)."""
    out: dict[str, str] = {}
    for line in canonical.splitlines():
        if line.startswith(("define ", "declare ")):
            m = re.search(r'@([-a-zA-Z$._0-9]+|"[^"]*")\(', line)
            if m:
                out.setdefault(m.group(1).strip('"'), line)
    return out


def function_attributes(header: str, name: str, groups: dict[str, list[str]]) -> list[str]:
    """The attributes of the function itself: those after its parameter list, with '#N'
    groups resolved. (llvmlite's `attributes` also yields return and parameter
    attributes, and a parameter's `readonly` is no promise about the function.)"""
    start = header.find("(", header.find(f"@{name}" if '"' not in name else f'@"{name}"'))
    if start < 0:
        return []
    depth, end = 0, start
    in_str = False
    for end in range(start, len(header)):
        ch = header[end]
        if ch == '"':
            in_str = not in_str
        elif not in_str and ch == "(":
            depth += 1
        elif not in_str and ch == ")":
            depth -= 1
            if depth == 0:
                break
    tail = header[end + 1:].strip().removesuffix("{").strip()
    out: list[str] = []
    for word in split_attributes(tail):
        if re.fullmatch(r"#\d+", word):
            out.extend(groups.get(word, []))
        else:
            out.append(word)
    return out


def call_site_attribute_refs(canonical: str) -> list[str]:
    m = _CALL_ATTR_REF.search(canonical)
    return m.group(1).split() if m else []


def _build(
    path: str, text: str, lines: list[str], ref: llvm.ModuleRef, tmap: linemap.LineMap,
    known_globals: dict[str, Global],
) -> Module:
    canonical = str(ref)
    attr_groups = _parse_attribute_groups(canonical)
    metadata = _parse_metadata(canonical)
    globals_: dict[str, Global] = {}
    gkeys: dict[int, Global] = {}
    for gv in ref.global_variables:
        name = "@" + quote_name(gv.name)
        if name in known_globals:
            # printing a global prints its whole initializer: a module read again after a
            # rewrite that left its globals alone takes them from the reading before
            globals_[name] = known_globals[name]
            gkeys[_key(gv)] = known_globals[name]
            continue
        gtext = str(gv).strip()
        after = gtext.split("=", 1)[1] if "=" in gtext else ""
        is_const = re.search(r"\bconstant\b", after.split(",")[0]) is not None
        value_type = str(gv.global_value_type)
        if " = type " in value_type:
            # a named struct prints as its whole definition; the name is the type
            value_type = value_type.split(" = type ", 1)[0].strip()
        glob = Global(
            name=name,
            value_type=value_type,
            constant=is_const,
            text=gtext,
            line=tmap.globals.get(name, 0),
        )
        globals_[name] = glob
        gkeys[_key(gv)] = glob

    decls: dict[str, FunctionDecl] = {}
    fkeys: dict[int, FunctionDecl] = {}
    defined: list[tuple[llvm.ValueRef, Function]] = []
    text_funcs = iter(tmap.functions)
    headers = _function_headers(canonical)
    for fref in ref.functions:
        # (the module's print has every header: printing the function prints its body)
        header = headers.get(fref.name) or next(
            (ln for ln in str(fref).splitlines() if ln.startswith(("define", "declare"))), "")
        attrs = function_attributes(header, fref.name, attr_groups)
        ret_type = str(fref.global_value_type).split(" (")[0]
        if fref.is_declaration:
            fd = FunctionDecl(
                name=fref.name, canonical_header=header.strip(), attributes=attrs,
                return_type=ret_type,
            )
        else:
            tf = next(text_funcs, None)
            if tf is None:
                raise CsaError(path, None, f"cannot locate the body of @{fref.name} in the text")
            fd = Function(
                name=fref.name,
                canonical_header=header.strip(),
                attributes=attrs,
                return_type=ret_type,
                line=tf.line,
                end_line=tf.end_line,
                body_start_line=tf.body_start,
            )
            defined.append((fref, fd))
            fd._text = tf  # type: ignore[attr-defined]
        decls[fref.name] = fd
        fkeys[_key(fref)] = fd

    module = Module(
        path=path,
        text=text,
        lines=lines,
        functions=[f for _, f in defined],
        declarations=decls,
        globals=globals_,
        metadata=metadata,
        attribute_groups=attr_groups,
        canonical=canonical,
    )
    bodies = _printed_bodies(canonical)
    asked = Asked()
    if len(bodies) != len(defined):
        bodies = [[] for _ in defined]
    for (fref, func), body in zip(defined, bodies, strict=True):
        _build_function(path, lines, fref, func, fkeys, gkeys, body, asked, attr_groups)
    return module


def _build_function(
    path: str,
    lines: list[str],
    fref: llvm.ValueRef,
    func: Function,
    fkeys: dict[int, FunctionDecl],
    gkeys: dict[int, Global],
    body: list[str],
    asked: Asked,
    attribute_groups: dict[str, list[str]],
) -> None:
    tf: linemap.TextFunction = func._text  # type: ignore[attr-defined]
    # (counted in the text, not by walking LLVM's blocks: the two counts are compared
    # block by block below, and a mismatch is an error whatever the texts were)
    printed = iter(_instruction_texts(body, sum(len(tb.instructions) for tb in tf.blocks)))
    values: dict[int, object] = {}
    for idx, aref in enumerate(fref.arguments):
        arg = Argument(
            function=func,
            index=idx,
            name="",
            type=str(aref.type),
            attributes=[a.decode() if isinstance(a, bytes) else str(a) for a in aref.attributes],
        )
        func.arguments.append(arg)
        values[_key(aref)] = arg
    _name_arguments(func, fref)

    # (blocks, instructions and operands as addresses: llvm_raw.py)
    bptrs = llvm_raw.blocks(_key(fref))
    if len(bptrs) != len(tf.blocks):
        raise CsaError(
            path, func.line,
            f"@{func.name}: found {len(tf.blocks)} blocks in the text but LLVM reads "
            f"{len(bptrs)}; put each block label on its own line",
        )
    pending: list[tuple[Instruction, int]] = []
    for bidx, (bptr, tb) in enumerate(zip(bptrs, tf.blocks, strict=True)):
        label = tb.label if tb.label is not None else _implicit_label(
            llvm_raw.value_ref(bptr, "block"), func)
        block = Block(function=func, label=label, index=bidx, line=tb.line)
        func.blocks.append(block)
        values[bptr] = block
        iptrs = llvm_raw.instructions(bptr)
        if len(iptrs) != len(tb.instructions):
            raise CsaError(
                path, tb.line,
                f"block %{label}: {len(tb.instructions)} instructions in the text but LLVM "
                f"reads {len(iptrs)}; put each instruction on its own line",
            )
        for iidx, (iptr, ti) in enumerate(zip(iptrs, tb.instructions, strict=True)):
            # the module's print, whose metadata and attribute groups are numbered as
            # Module.metadata and Module.attribute_groups are: printed alone, an
            # instruction numbers them for its own function, and costs a numbering of
            # the whole function (the square of its size over all its instructions)
            module_text = next(printed, None) or ""
            canonical = module_text or str(llvm_raw.value_ref(iptr, "instruction")).strip()
            m = _RESULT.match(canonical)
            inst = Instruction(
                function=func,
                block=block,
                index=iidx,
                opcode=_opcode(canonical, m),
                line=ti.line,
                end_line=ti.end_line,
                name=m.group(1) if m else None,
                type=asked.type_at(llvm_raw.type_of(iptr)),
                canonical=canonical,
                source=ti.text if ti.text is not None
                else "\n".join(lines[ti.line - 1 : ti.end_line]),
                metadata=dict(_MD_ATTACH.findall(_strip_strings(canonical))),
                module_text=module_text,
            )
            if module_text and inst.opcode in ("call", "invoke", "callbr"):
                inst.call_attributes = [attr for ref in call_site_attribute_refs(module_text)
                                        for attr in attribute_groups.get(ref, [])]
            block.instructions.append(inst)
            values[iptr] = inst
            pending.append((inst, iptr))
        if not block.instructions:
            raise CsaError(path, tb.line, f"block %{label} has no instructions")
    for inst, iptr in pending:
        inst.operands = [_operand(o, values, fkeys, gkeys, asked)
                         for o in llvm_raw.operands(iptr)]
        if inst.opcode == "phi":
            inst.incoming_blocks = [values[b] for b in llvm_raw.incoming_blocks(iptr)]  # type: ignore[misc]
    by_label = {b.label: b for b in func.blocks}
    for block in func.blocks:
        # Text order ('br i1 %c, label %then, label %else'; switch default first) is the
        # order the simulator branches by; llvmlite's operand order differs.
        for label in successor_labels(block.terminator.canonical):
            succ = by_label.get(label)
            if succ is None:
                raise CsaError(path, block.terminator.line, f"branch to unknown block %{label}")
            if succ not in block.successors:
                block.successors.append(succ)
                succ.predecessors.append(block)


# LLVM prints an instruction as its opcode's name, after the result and any tail-call
# marker (AsmWriter: `tail `/`musttail `/`notail `, then getOpcodeName): read from the
# text, it costs no call into LLVM (two per instruction, a tenth of reading a module)
_TAIL_MARKERS = frozenset(("tail", "musttail", "notail"))


def _opcode(canonical: str, result: re.Match[str] | None) -> str:
    words = canonical[result.end():].split(None, 2) if result else canonical.split(None, 2)
    return words[1] if words[0] in _TAIL_MARKERS else words[0]


def _printed_bodies(canonical: str) -> list[list[str]]:
    """The lines inside each function definition of the printed module, in order."""
    bodies: list[list[str]] = []
    current: list[str] | None = None
    for line in canonical.split("\n"):
        if current is None:
            if line.startswith("define "):
                current = []
        elif line == "}":
            bodies.append(current)
            current = None
        else:
            current.append(line)
    return bodies


def _instruction_texts(body: list[str], count: int) -> list[str]:
    """Each instruction's text as the module prints it, stripped, in order, from the
    lines of its function in the printed module, or [] when they do not give `count` of
    them. Printing one instruction (`str(iref)`) makes LLVM number every value of its
    module first, so asking for each in turn costs the square of the size (most of the
    1.1 cpu s reading Lua's lvm.ll took, one 6,000-line function). The module prints an
    instruction as `str(iref)` does but for the numbers of metadata (`!N`) and
    attribute groups (`#N`), which a lone instruction's print counts for its own
    function: one a line, a switch's cases and closing bracket on lines of their own,
    further indented; labels and blank lines unindented."""
    texts: list[str] = []
    for line in body:
        if not line.startswith("  "):  # labels, blank lines
            continue
        if line.lstrip().startswith("#dbg_"):  # debug records are no instructions
            continue
        if line.startswith(("    ", "  ]")):  # a switch's cases and end (`], !prof !9`)
            if not texts:
                return []
            texts[-1] += "\n" + line
            continue
        texts.append(line.strip())
    return texts if len(texts) == count else []


def _strip_strings(text: str) -> str:
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)


def _name_arguments(func: Function, fref: llvm.ValueRef) -> None:
    # Unnamed arguments take slot numbers 0..n-1 in order, as LLVM prints them.
    slot = 0
    for arg, aref in zip(func.arguments, fref.arguments, strict=True):
        if aref.name:
            arg.name = "%" + quote_name(aref.name)
        else:
            arg.name = f"%{slot}"
            slot += 1


def _implicit_label(bref: llvm.ValueRef, func: Function) -> str:
    if bref.name:
        return bref.name
    # LLVM numbers an unlabelled entry block right after the unnamed arguments.
    return str(sum(1 for a in func.arguments if a.name[1:].isdigit()))


def _operand(
    key: int,
    values: dict[int, object],
    fkeys: dict[int, FunctionDecl],
    gkeys: dict[int, Global],
    asked: Asked,
) -> Operand:
    """The operand at address `key` (llvm_raw). One of the function's own instructions,
    arguments or blocks is the value read already: its kind and type are those of the
    object read for it, without asking LLVM (most operands are); others are asked once
    per value (Asked). _operand_asked, asking LLVM about every use, is the tests' oracle."""
    target = values.get(key)
    if target is not None:
        if isinstance(target, Instruction):
            return Operand(kind="instruction", type=target.type, text=target.name or "",
                           target=target)
        if isinstance(target, Argument):
            return Operand(kind="argument", type=target.type, text=target.name or "",
                           target=target)
        return Operand(kind="block", type="label", text="%" + target.label,  # type: ignore[attr-defined]
                       target=target)  # type: ignore[arg-type]
    return asked.operand(key, values, fkeys, gkeys)


def _operand_asked(
    o: llvm.ValueRef,
    values: dict[int, object],
    fkeys: dict[int, FunctionDecl],
    gkeys: dict[int, Global],
    type_name: Any = str,
) -> Operand:
    kind_name = o.value_kind.name
    kind = _KIND_MAP.get(kind_name)
    key = _key(o)
    typ = type_name(o.type)
    if kind in ("instruction", "argument", "block"):
        target = values.get(key)
        if target is None:
            return Operand(kind="other", type=typ, text=str(o).strip())
        text = (
            "%" + target.label if kind == "block" else target.name  # type: ignore[union-attr]
        ) or ""
        return Operand(kind=kind, type=typ, text=text, target=target)  # type: ignore[arg-type]
    if kind == "function":
        fd = fkeys.get(key)
        return Operand(kind="function", type=typ, text="@" + o.name, target=fd)
    if kind == "global":
        g = gkeys.get(key)
        return Operand(kind="global", type=typ, text=g.name if g else "@" + o.name, target=g)
    if kind == "metadata":
        return Operand(kind="metadata", type=typ, text=str(o).strip())
    text = str(o).strip()
    if text.startswith(typ + " "):
        text = text[len(typ) + 1 :]
    int_value = None
    if kind_name == "constant_int":
        # LLVM prints integer constants signed; llvmlite's signed_int only honours that
        # for 64-bit values (i8 -56 came back as 200), so read the printed number.
        if re.fullmatch(r"-?\d+", text):
            int_value = int(text)
        else:
            try:
                int_value = o.get_constant_value(signed_int=True)
            except (TypeError, ValueError):
                int_value = None
    return Operand(kind="constant", type=typ, text=text, int_value=int_value)
