"""Argument SPECs: scalars, filled buffers, and pointers into other arguments' buffers.

    64 | -3 | 2.5              scalar literal
    i32[16]:iota               buffer of 16 i32 (zero | iota | const=V | random:seed=N)
    a+8                        pointer 8 bytes into argument a's buffer
"""

from __future__ import annotations

import random
import re

from csarules.errors import CsaError
from csarules.ir.model import Function
from csarules.sim.layout import Ty
from csarules.sim.memory import Memory
from csarules.sim.values import encode, round_float

_BUFFER = re.compile(
    r"^(i8|i16|i32|i64|f32|f64)\[(\d+)\]:(zero|iota|const=(.+)|random:seed=(\d+))$"
)
_ALIAS = re.compile(r"^%?([-A-Za-z$._][-\w$.]*|\d+)\+(-?\d+)$")
_INT = re.compile(r"^[-+]?\d+$")
_FLOAT = re.compile(r"^[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$")
_NAME = re.compile(r"^%?([-A-Za-z$._][-\w$.]*|\d+)$")

_ELEM = {"i8": ("int", 8), "i16": ("int", 16), "i32": ("int", 32), "i64": ("int", 64),
         "f32": ("float", 32), "f64": ("float", 64)}


def parse_externs(path: str, items: tuple[str, ...] | list[str]) -> tuple[set[str], set[str]]:
    """`--extern` values (NAME: a no-op; NAME=clobber: it writes what its pointers reach and
    every writable global) -> (every extern, the clobbering ones). Any other `=...` is an
    error: taken as a plain no-op, a typo would turn the clobber check off unnoticed."""
    names: set[str] = set()
    clobbers: set[str] = set()
    for item in items:
        name, sep, kind = item.partition("=")
        name = name.strip().lstrip("@")
        if not name or (sep and kind != "clobber"):
            what = f"unknown kind '{kind}'" if name else "no function name"
            raise CsaError(path, None, f"--extern {item}: {what} (NAME runs the function as "
                           "a no-op, NAME=clobber as one that writes every object its "
                           "pointer arguments point into and every writable global)")
        names.add(name)
        if sep:
            clobbers.add(name)
    return names, clobbers


def check_extern_names(path: str, module_functions: dict[str, object],
                       names: set[str]) -> None:
    """Each `--extern` names a function the module declares without a body: another
    name would be accepted and do nothing."""
    for name in sorted(names):
        found = module_functions.get(name)
        if found is None:
            raise CsaError(path, None, f"--extern {name}: the module has no function "
                           f"@{name}")
        if hasattr(found, "blocks"):
            raise CsaError(path, None, f"--extern {name}: the module defines @{name}, "
                           "which runs as it is (only a function declared without a body "
                           "can be an extern)")


def split_cli_args(items: list[str]) -> dict[str, str] | list[str]:
    """`--arg NAME=SPEC` items to a dict, or all-positional SPECs to a list (not mixed)."""
    named: dict[str, str] = {}
    positional: list[str] = []
    for item in items:
        name, sep, spec = item.partition("=")
        if sep and _NAME.match(name) and not _BUFFER.match(item):
            named[name.lstrip("%")] = spec
        else:
            positional.append(item)
    if named and positional:
        raise CsaError("<args>", None, "mix of named and positional --arg values")
    return positional if positional else named


def check_cli_names(path: str, func: Function, specs: dict[str, str] | list[str]) -> None:
    """Named `--arg`s on the command line must name parameters. clang output numbers its
    parameters (%0, %1, ...): a source-level name there would be bound by its place on the
    command line, silently, so it is refused with the parameters' positional order."""
    if not isinstance(specs, dict) or not specs:
        return
    params = [a.name.lstrip("%").strip('"') for a in func.arguments]
    unknown = [k for k in specs if k.lstrip("%") not in params]
    if unknown and params and all(p.isdigit() for p in params):
        order = ", ".join(f"%{a.name.lstrip('%')}: {a.type}" for a in func.arguments)
        raise CsaError(path, func.line, f"--arg {unknown[0]}=...: the parameters of "
                       f"@{func.name} are unnamed ({order}); name them by number "
                       "(--arg 0=...) or give the values positionally in that order")


def bind(path: str, func: Function, types: dict[str, Ty], specs: dict[str, str] | list[str],
         memory: Memory) -> list[object]:
    """Argument values for `func`, allocating buffers in `memory`."""
    params = [a.name.lstrip("%").strip('"') for a in func.arguments]
    if isinstance(specs, list):
        if len(specs) != len(params):
            raise CsaError(path, func.line, f"@{func.name} takes {len(params)} arguments, "
                           f"{len(specs)} given")
        specs = dict(zip(params, specs, strict=True))
    specs = {k.lstrip("%"): v for k, v in specs.items()}
    specs, aliases = _source_names(specs, params)
    unknown = sorted(set(specs) - set(params))
    if unknown:
        raise CsaError(path, func.line, f"@{func.name} has no parameter named "
                       f"{', '.join(unknown)} (parameters: {', '.join(params) or 'none'})")
    missing = [p for p in params if p not in specs]
    if missing:
        raise CsaError(path, func.line, f"no --arg for parameter(s) {', '.join(missing)} "
                       f"of @{func.name}")
    values: dict[str, object] = {}
    buffers: dict[str, int] = {}
    for p, _arg in zip(params, func.arguments, strict=True):
        m = _BUFFER.match(specs[p].strip())
        if m:
            label = next((given for given, param in aliases.items() if param == p), p)
            addr = _buffer(path, func, label, m, memory)
            buffers[p] = addr
            values[p] = addr
    for p, _arg in zip(params, func.arguments, strict=True):
        if p in values:
            continue
        spec = specs[p].strip()
        ty = types[p]
        m = _ALIAS.match(spec)
        if m:
            other = aliases.get(m.group(1), m.group(1))
            if other not in buffers:
                raise CsaError(path, func.line, f"--arg {p}={spec}: '{other}' is not a buffer "
                               "argument")
            values[p] = buffers[other] + int(m.group(2))
            continue
        values[p] = _scalar(path, func, p, spec, ty)
    return [values[p] for p in params]


def _source_names(specs: dict[str, str], params: list[str]) -> tuple[dict[str, str],
                                                                    dict[str, str]]:
    """Accept source-level names for numbered IR parameters, in parameter order.

    clang -O2 output numbers its parameters (%0, %1, ...); `--arg a=... --arg n=...`
    then names them in order. Applies only when no given name is a parameter name.
    """
    numbered = all(p.isdigit() for p in params)
    if not numbered or not specs or set(specs) & set(params) or len(specs) != len(params):
        return specs, {}
    aliases = dict(zip(specs, params, strict=True))
    return {aliases[k]: v for k, v in specs.items()}, aliases


def _buffer(path: str, func: Function, p: str, m: re.Match[str], memory: Memory) -> int:
    kind, bits = _ELEM[m.group(1)]
    count = int(m.group(2))
    ety = Ty(kind, bits=bits, name=m.group(1))
    fill = m.group(3)
    rng = random.Random(int(m.group(5))) if m.group(5) is not None else None
    const: object = 0
    if m.group(4) is not None:
        text = m.group(4).strip()
        if kind == "int" and _INT.match(text):
            const = int(text)
        elif kind == "float" and _FLOAT.match(text):
            const = float(text)
        else:
            raise CsaError(path, func.line, f"--arg {p}: bad fill value '{text}' for {m.group(1)}")
    data = bytearray()
    for i in range(count):
        if fill == "zero":
            v: object = 0
        elif fill == "iota":
            v = i
        elif rng is not None:
            v = rng.randrange(100) if kind == "int" else rng.random()
        else:
            v = const
        if kind == "float":
            v = round_float(float(v), bits)  # type: ignore[arg-type]
        data += encode(ety, v)
    return memory.allocate(len(data), 16, f"arg {p}", bytes(data))


def _scalar(path: str, func: Function, p: str, spec: str, ty: Ty) -> object:
    if ty.kind in ("int", "ptr") and _INT.match(spec):
        bits = ty.bits if ty.kind == "int" else 64
        return int(spec) & ((1 << bits) - 1)
    if ty.kind == "float" and _FLOAT.match(spec):
        return round_float(float(spec), ty.bits)
    raise CsaError(path, func.line, f"--arg {p}={spec}: not a valid value for a parameter of "
                   f"type {ty.name} (scalar literal, TYPE[COUNT]:FILL or OTHER+BYTES)")
