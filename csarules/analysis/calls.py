"""Calls: callee, intrinsic class, and memory effects per location class.

Effects come from `memory(...)` on the call site and on the callee declaration
(intersected, as LLVM does); a call with neither may read and write anything.
LLVM 22 prints the old readnone/readonly/argmemonly as memory(...), but the
old spellings are still understood for hand-written declarations.
"""

from __future__ import annotations

import re

from csarules.ir.model import Instruction, Module
from csarules.ir.text import split_top

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
    site_attrs = inst.call_attributes
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


# ---------------------------------------------------------------- parameters and libm

# C math library functions (C11 7.12) that clang declares `memory(write)` only because,
# under -fmath-errno, they may set errno: LLVM's TargetLibraryInfo knows them by name
# and prototype. Their f and l forms take float / long double.
_LIBM = frozenset("""
sqrt cbrt exp exp2 expm1 log log2 log10 log1p pow sin cos tan asin acos atan atan2
sinh cosh tanh asinh acosh atanh fabs floor ceil round trunc rint nearbyint fmod
hypot fmin fmax fdim erf erfc tgamma lgamma logb
""".split())
_FLOAT_TYPES = ("float", "double", "x86_fp80", "fp128")
_TWO_ARGS = frozenset("pow atan2 fmod hypot fmin fmax fdim".split())


def libm_function(inst: Instruction, module: Module) -> str | None:
    """The C math function a call calls ('sqrt', 'expf', ...) when the module only
    declares it and the call has its C prototype; None otherwise."""
    name = inst.callee
    if name is None:
        return None
    base = name[:-1] if name[-1:] in ("f", "l") and name[:-1] in _LIBM else name
    if base not in _LIBM:
        return None
    decl = module.declarations.get(name)
    if decl is None or hasattr(decl, "blocks"):
        return None  # defined here: an ordinary function that happens to share the name
    args = inst.call_args
    arity = 2 if base in _TWO_ARGS else 1
    if inst.type not in _FLOAT_TYPES or len(args) != arity \
            or any(a.type != inst.type for a in args):
        return None
    return name


def _param_list(text: str, callee: str) -> list[list[str]] | None:
    """Attributes of each parameter in `... @callee(<params>) ...`, from the printed text."""
    start = text.find(f"@{callee}(")
    if start < 0:
        return None
    pos = start + len(callee) + 2
    depth, end = 1, pos
    while end < len(text) and depth:
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        end += 1
    out = []
    for item in split_top(text[pos:end - 1]):
        words = split_top(item, " ")
        words = words[1:]  # the type
        if words[:1] and words[0].startswith("addrspace("):
            words = words[1:]
        if words and words[-1].startswith(("%", "@")) or words[-1:] in (["null"], ["undef"],
                                                                       ["poison"]):
            words = words[:-1]  # the value of a call-site argument
        out.append(words)
    return out


def param_attributes(inst: Instruction, module: Module) -> list[set[str]]:
    """Per argument of a call: its call-site attributes and those of the callee's
    declaration (LLVM reads both)."""
    n = len(inst.call_args)
    out: list[set[str]] = [set() for _ in range(n)]
    name = inst.callee
    if name is None:
        return out
    sources = [_param_list(inst.canonical, name)]
    decl = module.declarations.get(name)
    if decl is not None:
        sources.append(_param_list(decl.canonical_header, name))
    for params in sources:
        if params is not None and len(params) == n:
            for k, attrs in enumerate(params):
                out[k] |= set(attrs)
    return out


def not_captured(attrs: set[str]) -> bool:
    """`nocapture` (LLVM <= 20) or `captures(none)`: the callee keeps no copy of the
    pointer beyond the call, and does not return it."""
    return "nocapture" in attrs or "captures(none)" in attrs


def argument_access(argmem: str | None, attrs: set[str]) -> str | None:
    """How a call accesses memory through one pointer argument: its argmem access,
    narrowed by `readnone` / `readonly` / `writeonly` on the parameter; None for none."""
    bits = _ACCESS.get(argmem, 0) if argmem else 0
    if "readnone" in attrs:
        bits = 0
    if "readonly" in attrs:
        bits &= _READ
    if "writeonly" in attrs:
        bits &= _WRITE
    return _ACCESS_NAME.get(bits)
