"""Read a litmus test: an LLVM module of straight-line threads @T0, @T1, ... on globals.

Header comments (any order, before or between the IR):
    ; litmus: NAME                       (optional; the file's stem otherwise)
    ; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
    ; exists: T1:%r0 = 1 /\\ T1:%r1 = 0
Initial values are the globals' initializers; a global without one (`external global`) has
no initial write.
"""

from __future__ import annotations

import re
from pathlib import Path

from csarules.analysis import mmra
from csarules.analysis.metadata import MetadataResolver
from csarules.errors import CsaError
from csarules.ir.model import Instruction, Module
from csarules.ir.reader import read_module
from csarules.litmus import condition as cond_mod
from csarules.litmus.model import HEADER_LEVELS, LEVELS, SYSTEM, Event, Global, LitmusTest, Thread
from csarules.litmus.values import ValueCodec, parse_scalar, parse_vector_constant, vector_width

_THREAD = re.compile(r"^\s*;\s*thread\s+(\S+)\s*:\s*(.*)$")
_EXISTS = re.compile(r"^\s*;\s*exists\s*:?\s*(.*)$")
_NAME = re.compile(r"^\s*;\s*litmus\s*:\s*(\S+)\s*$")
_SYNCSCOPE = re.compile(r'syncscope\("([^"]*)"\)')
_ORDERS = ("unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")
_ORDER = re.compile(r"\b(" + "|".join(_ORDERS) + r")\b")
_RMW = re.compile(r"atomicrmw\s+(?:volatile\s+)?(\w+)\s")
_THREAD_NAME = re.compile(r"T\d+")
_AV_LOAD = "llvm.amdgcn.av.global.load.b128"
_AV_STORE = "llvm.amdgcn.av.global.store.b128"
RMW_OPS = ("xchg", "add", "sub", "and", "or", "xor", "max", "min")


def scope_level(name: str, path: str, line: int) -> int:
    """A syncscope name as a level: '' is system; AMDGPU's '-one-as' variants are the same
    scope restricted to one address space, and a litmus test has only global memory."""
    base = name.removesuffix("one-as").removesuffix("-")
    if base == "":
        return SYSTEM
    if base in LEVELS and base != "system":
        return LEVELS.index(base)
    raise CsaError(path, line, f"unknown scope '{name}'")


def read_litmus(path: str | Path) -> LitmusTest:
    path_s = str(path)
    module = read_module(path_s)
    lines = module.lines
    name = Path(path_s).stem
    headers: dict[str, tuple[int, dict[str, str]]] = {}
    exists: tuple[int, str] | None = None
    for number, text in enumerate(lines, start=1):
        if m := _NAME.match(text):
            name = m.group(1)
        elif m := _THREAD.match(text):
            if m.group(1) in headers:
                raise CsaError(path_s, number, f"thread {m.group(1)} is placed twice")
            headers[m.group(1)] = (number, _placement(m.group(2), path_s, number))
        elif m := _EXISTS.match(text):
            if exists is not None:
                raise CsaError(path_s, number, "a second '; exists:' condition")
            exists = (number, m.group(1))
    if exists is None:
        raise CsaError(path_s, 1, "no '; exists:' condition")
    _check_partition(headers, path_s)
    values = ValueCodec()
    globals_ = _globals(module, values, path_s)
    md = MetadataResolver(module)
    threads = []
    for func in module.functions:
        if not _THREAD_NAME.fullmatch(func.name):
            raise CsaError(path_s, func.line, f"@{func.name} is not a thread: litmus threads "
                           "are named @T0, @T1, ...")
        if func.name not in headers:
            raise CsaError(path_s, func.line, f"no '; thread {func.name}: wavefront ..., "
                           "workgroup ..., cluster ..., agent ...' line for this thread")
        line, placement = headers.pop(func.name)
        thread = Thread(func.name, line, placement)
        thread.events = _thread_events(func, module, globals_, values, md, path_s)
        threads.append(thread)
    for thread_name, (line, _) in sorted(headers.items(), key=lambda kv: kv[1][0]):
        raise CsaError(path_s, line, f"thread {thread_name} has no function @{thread_name}")
    cond_line, cond_text = exists
    text = cond_text.strip()
    if text.startswith("(") and text.endswith(")") and text.count("(") == 1:
        text = text[1:-1]
    condition = cond_mod.parse_condition(text, path_s, cond_line)
    test = LitmusTest(path_s, name, threads, globals_, condition, text, cond_line, values)
    _check_condition(test)
    return test


def _placement(text: str, path: str, line: int) -> dict[str, str]:
    found: dict[str, str] = {}
    for part in text.split(","):
        words = part.split()
        if len(words) != 2 or words[0] not in HEADER_LEVELS:
            raise CsaError(path, line, f"expected '<level> <name>' with level one of "
                           f"{', '.join(HEADER_LEVELS)}, not '{part.strip()}'")
        if words[0] in found:
            raise CsaError(path, line, f"{words[0]} given twice")
        found[words[0]] = words[1]
    missing = [lvl for lvl in HEADER_LEVELS if lvl not in found]
    if missing:
        raise CsaError(path, line, f"the thread's {', '.join(missing)} is missing")
    return found


def _check_partition(headers: dict[str, tuple[int, dict[str, str]]], path: str) -> None:
    """Every instance lies in exactly one instance of the next scope up (AMDGPU "Scopes")."""
    parent: dict[tuple[str, str], tuple[str, int]] = {}
    for line, placement in sorted(headers.values(), key=lambda h: h[0]):
        for low, high in zip(HEADER_LEVELS, HEADER_LEVELS[1:], strict=False):
            key = (low, placement[low])
            seen = parent.setdefault(key, (placement[high], line))
            if seen[0] != placement[high]:
                raise CsaError(path, line, f"{low} {placement[low]} is in {high} {seen[0]} "
                               f"(line {seen[1]}), not in {high} {placement[high]}")


def _globals(module: Module, values: ValueCodec, path: str) -> dict[str, Global]:
    found: dict[str, Global] = {}
    for g in module.globals.values():
        width = vector_width(g.value_type)
        if width is None and not re.fullmatch(r"i\d+", g.value_type):
            raise CsaError(path, g.line, f"{g.name} must hold an integer or a vector of "
                           f"integers, not {g.value_type}")
        initial = None
        if g.initializer is not None:
            initial = _constant(g.initializer, width, values, path, g.line)
        found[g.name] = Global(g.name, g.line, width is not None, initial)
    return found


def _constant(text: str, width: int | None, values: ValueCodec, path: str, line: int) -> int:
    text = text.strip()
    if width is None:
        if text == "zeroinitializer":
            return 0
        value = parse_scalar(text.split()[-1])
        if value is None:
            raise CsaError(path, line, f"'{text}' is not an integer constant")
        return value
    elements = parse_vector_constant(text, width)
    if elements is None:
        raise CsaError(path, line, f"'{text}' is not a vector of integer constants")
    return values.vector(elements)


def _thread_events(func, module: Module, globals_: dict[str, Global], values: ValueCodec,
                   md: MetadataResolver, path: str) -> list[Event]:
    if func.arguments or func.return_type != "void":
        raise CsaError(path, func.line, f"thread @{func.name} must be 'void ()'")
    if len(func.blocks) != 1:
        raise CsaError(path, func.blocks[1].line, "litmus threads are straight-line code: "
                       "one block")
    events = []
    body = func.blocks[0].instructions
    for inst in body[:-1]:
        event = _event(inst, globals_, values, path)
        event.tags = mmra.tags(inst, md, path)
        events.append(event)
    if body[-1].canonical != "ret void":
        raise CsaError(path, body[-1].line, "a thread ends with 'ret void'")
    return events


def _event(inst: Instruction, globals_: dict[str, Global], values: ValueCodec,
           path: str) -> Event:
    op = inst.opcode
    head = inst.canonical.split(", align")[0]
    event = Event(id=inst.line, kind="", thread=inst.function.name, text=inst.canonical)
    if op == "call" and inst.callee in (_AV_LOAD, _AV_STORE):
        return _intrinsic(inst, event, globals_, values, path)
    if op not in ("load", "store", "atomicrmw", "cmpxchg", "fence"):
        raise CsaError(path, inst.line, f"'{op}' is not allowed in a litmus thread (loads, "
                       f"stores, atomicrmw, cmpxchg, fences, {_AV_LOAD}, {_AV_STORE})")
    if " volatile " in f" {head} ":
        raise CsaError(path, inst.line, "volatile accesses are not supported")
    atomic = op in ("atomicrmw", "cmpxchg", "fence") or f"{op} atomic" in head
    if atomic:
        _atomic_attributes(inst, head, event, path)
    if op == "fence":
        event.kind = "fence"
        return event
    address = inst.operands[1] if op == "store" else inst.operands[0]
    target = _global(address, globals_, inst, path)
    event.location = target.name
    vector = target.vector
    if atomic and vector:
        raise CsaError(path, inst.line, "atomics on vector globals are not supported")
    if op == "load":
        event.kind = "atomic_load" if atomic else "load"
        _check_type(inst.type, target, inst, path)
    elif op == "store":
        event.kind = "atomic_store" if atomic else "store"
        _check_type(inst.operands[0].type, target, inst, path)
        event.value = _operand_value(inst.operands[0], target, values, inst, path)
    elif op == "atomicrmw":
        event.kind = "rmw"
        m = _RMW.search(head)
        if not m or m.group(1) not in RMW_OPS:
            raise CsaError(path, inst.line, f"atomicrmw operations supported: "
                           f"{', '.join(RMW_OPS)}")
        _check_type(inst.operands[1].type, target, inst, path)
        event.rmw = (m.group(1), _operand_value(inst.operands[1], target, values, inst, path))
    else:
        event.kind = "cas"
        if re.match(r"(%\S+\s*=\s*)?cmpxchg\s+weak\b", head):
            raise CsaError(path, inst.line, "weak cmpxchg is not supported")
        _check_type(inst.operands[1].type, target, inst, path)
        event.cas = (_operand_value(inst.operands[1], target, values, inst, path),
                     _operand_value(inst.operands[2], target, values, inst, path))
    if event.reads:
        event.register = inst.name
    return event


def _atomic_attributes(inst: Instruction, head: str, event: Event, path: str) -> None:
    plain = re.sub(r'"[^"]*"', '""', head)
    orders = _ORDER.findall(plain)
    if not orders:
        raise CsaError(path, inst.line, "an atomic without an ordering")
    if "unordered" in orders:
        raise CsaError(path, inst.line, "unordered atomics are not supported")
    event.ordering = orders[0]
    if inst.opcode == "cmpxchg":
        event.failure_ordering = orders[1] if len(orders) > 1 else orders[0]
    m = _SYNCSCOPE.search(head)
    event.scope = scope_level(m.group(1), path, inst.line) if m else SYSTEM


def _intrinsic(inst: Instruction, event: Event, globals_: dict[str, Global],
               values: ValueCodec, path: str) -> Event:
    args = inst.call_args
    is_store = inst.callee == _AV_STORE
    if len(args) != (3 if is_store else 2):
        raise CsaError(path, inst.line, f"@{inst.callee} takes (ptr{', value' if is_store else ''}"
                       ", metadata scope)")
    target = _global(args[0], globals_, inst, path)
    scope = args[-1].text
    m = re.fullmatch(r'!"([^"]*)"', scope)
    if args[-1].kind != "metadata" or not m:
        raise CsaError(path, inst.line, f"the scope of @{inst.callee} is a metadata string "
                       "such as metadata !\"agent\"")
    event.scope = scope_level(m.group(1), path, inst.line)
    event.location = target.name
    if is_store:
        event.kind = "av_store"
        _check_type(args[1].type, target, inst, path)
        event.value = _operand_value(args[1], target, values, inst, path)
    else:
        event.kind = "av_load"
        _check_type(inst.type, target, inst, path)
        event.register = inst.name
    return event


def _global(operand, globals_: dict[str, Global], inst: Instruction, path: str) -> Global:
    if operand.kind != "global" or operand.text not in globals_:
        raise CsaError(path, inst.line, f"litmus accesses name a global directly, not "
                       f"'{operand.text}'")
    return globals_[operand.text]


def _check_type(type_text: str, target: Global, inst: Instruction, path: str) -> None:
    vector = vector_width(type_text) is not None
    if vector != target.vector:
        raise CsaError(path, inst.line, f"every access to {target.name} uses its own type "
                       f"(mixed-size accesses are not modelled), not {type_text}")


def _operand_value(operand, target: Global, values: ValueCodec, inst: Instruction,
                   path: str) -> int:
    if operand.kind != "constant":
        raise CsaError(path, inst.line, f"stored values are constants, not '{operand.text}'")
    if target.vector:
        elements = parse_vector_constant(operand.text, vector_width(operand.type) or 0)
        if elements is None:
            raise CsaError(path, inst.line, f"'{operand.text}' is not a vector of integers")
        return values.vector(elements)
    if operand.int_value is None:
        raise CsaError(path, inst.line, f"'{operand.text}' is not an integer constant")
    return operand.int_value


def _check_condition(test: LitmusTest) -> None:
    registers = {name: e for name, e in test.registers()}
    for compare in cond_mod.compares(test.condition):
        if compare.name.startswith("@"):
            target = test.globals.get(compare.name)
            if target is None:
                raise CsaError(test.path, test.condition_line, f"no global {compare.name}")
            vector = target.vector
        else:
            event = registers.get(compare.name)
            if event is None:
                raise CsaError(test.path, test.condition_line, f"no register {compare.name} "
                               "(a register is THREAD:%name of a read)")
            vector = test.globals[event.location or ""].vector
        if compare.value != cond_mod.UNDEF and isinstance(compare.value, tuple) != vector:
            kind = "a vector" if vector else "an integer"
            raise CsaError(test.path, test.condition_line, f"{compare.name} holds {kind}")
