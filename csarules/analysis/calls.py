"""Calls: callee, intrinsic class, and memory effects per location class.

Effects come from `memory(...)` on the call site and on the callee declaration
(intersected, as LLVM does); a call with neither may read and write anything.
LLVM 22 prints the old readnone/readonly/argmemonly as memory(...), but the
old spellings are still understood for hand-written declarations.
"""

from __future__ import annotations

import re

from csarules.ir.model import Instruction, Module
from csarules.ir.reader import call_site_attribute_refs

LOCS = ("argmem", "inaccessiblemem", "other")
_READ, _WRITE = 1, 2
_ACCESS = {"none": 0, "read": _READ, "write": _WRITE, "readwrite": _READ | _WRITE}
_ACCESS_NAME = {_READ: "read", _WRITE: "write", _READ | _WRITE: "readwrite"}
# Location names LLVM may print; everything that is neither argument memory nor
# inaccessible memory (errno, target-specific memory) is reachable "other" memory.
_LOC_MAP = {"argmem": "argmem", "inaccessiblemem": "inaccessiblemem"}

MEMTRANSFER = ("llvm.memcpy", "llvm.memcpy.inline", "llvm.memmove", "llvm.memset",
               "llvm.memset.inline")
# Intrinsics that are hints or markers: they touch no memory the program can observe.
_HINT_PREFIXES = (
    "llvm.lifetime.", "llvm.assume", "llvm.dbg.", "llvm.experimental.noalias.scope.decl",
    "llvm.invariant.start", "llvm.invariant.end", "llvm.launder.invariant.group",
    "llvm.strip.invariant.group", "llvm.var.annotation", "llvm.ptr.annotation",
    "llvm.annotation", "llvm.sideeffect", "llvm.pseudoprobe", "llvm.donothing",
    "llvm.objectsize", "llvm.is.constant", "llvm.expect", "llvm.stacksave",
    "llvm.stackrestore", "llvm.trap", "llvm.debugtrap", "llvm.ubsantrap", "llvm.csa.",
    "llvm.experimental.widenable", "llvm.allow.",
)

Effects = dict[str, str]  # loc -> read/write/readwrite (locations with no access absent)


def intrinsic_class(name: str | None) -> str:
    """prefetch, gated_prefetch, memtransfer, hint, intrinsic, or call (not an intrinsic)."""
    if name is None or not name.startswith("llvm."):
        return "call"
    if name.startswith("llvm.csa.gated.prefetch"):
        return "gated_prefetch"
    if name.startswith("llvm.prefetch"):
        return "prefetch"
    if _matches(name, MEMTRANSFER):
        return "memtransfer"
    if name.startswith(_HINT_PREFIXES):
        return "hint"
    return "intrinsic"


def _matches(name: str, bases: tuple[str, ...]) -> bool:
    return any(name == b or name.startswith(b + ".") for b in bases)


def parse_memory_attr(attr: str) -> dict[str, int] | None:
    """'memory(read, argmem: readwrite)' -> {loc: bits} for every loc class."""
    m = re.fullmatch(r"memory\((.*)\)", attr.strip())
    if not m:
        return None
    out = dict.fromkeys(LOCS, 0)
    explicit: set[str] = set()
    default = None
    for item in (p.strip() for p in m.group(1).split(",")):
        if not item:
            continue
        if ":" in item:
            loc, acc = (x.strip() for x in item.split(":", 1))
            cls = _LOC_MAP.get(loc, "other")
            bits = _ACCESS.get(acc, _READ | _WRITE)
            if cls in explicit:
                out[cls] |= bits
            else:
                out[cls] = bits
                explicit.add(cls)
        else:
            default = _ACCESS.get(item, _READ | _WRITE)
    if default is not None:
        for loc in LOCS:
            if loc not in explicit:
                out[loc] = default
    return out


def _legacy(attrs: list[str]) -> dict[str, int] | None:
    names = set(attrs)
    if "readnone" in names:
        bits = 0
    elif "readonly" in names:
        bits = _READ
    elif "writeonly" in names:
        bits = _WRITE
    else:
        bits = _READ | _WRITE
    if "argmemonly" in names:
        return {"argmem": bits, "inaccessiblemem": 0, "other": 0}
    if "inaccessiblememonly" in names:
        return {"argmem": 0, "inaccessiblemem": bits, "other": 0}
    if names & {"readnone", "readonly", "writeonly"}:
        return dict.fromkeys(LOCS, bits)
    return None


def _from_attrs(attrs: list[str]) -> dict[str, int] | None:
    for a in attrs:
        parsed = parse_memory_attr(a)
        if parsed is not None:
            return parsed
    return _legacy(attrs)


def call_effects(inst: Instruction, module: Module) -> Effects:
    """Memory effects of a call site (see module docstring)."""
    site_attrs = [a for ref in call_site_attribute_refs(inst.canonical)
                  for a in module.attribute_groups.get(ref, [])]
    result = dict.fromkeys(LOCS, _READ | _WRITE)
    for source in (_from_attrs(site_attrs), _callee_effects(inst, module)):
        if source is not None:
            result = {loc: result[loc] & source[loc] for loc in LOCS}
    return {loc: _ACCESS_NAME[bits] for loc, bits in result.items() if bits}


def _callee_effects(inst: Instruction, module: Module) -> dict[str, int] | None:
    name = inst.callee
    if name is None:
        return None
    if _matches(name, ("llvm.memset", "llvm.memset.inline")):
        return {"argmem": _WRITE, "inaccessiblemem": 0, "other": 0}
    if _matches(name, ("llvm.memcpy", "llvm.memcpy.inline", "llvm.memmove")):
        return {"argmem": _READ | _WRITE, "inaccessiblemem": 0, "other": 0}
    decl = module.declarations.get(name)
    return _from_attrs(decl.attributes) if decl is not None else None


def is_inline_asm(inst: Instruction) -> bool:
    return bool(inst.operands) and inst.operands[-1].text.lstrip().startswith("asm ")


def callee_name(inst: Instruction) -> str:
    """The called function's name; '<asm>' for inline assembly, '<indirect>' otherwise."""
    if inst.callee:
        return inst.callee
    return "<asm>" if is_inline_asm(inst) else "<indirect>"
