"""Simulation arguments kept beside the IR, read by `sim`, `try` and the benchmarks.

Two sources, looked up in this order for an input `DIR/prog.ll`:

1. the sidecar `DIR/prog.ll.args`, a TOML file with one table per function:

       [saxpy]
       args = ["f32[64]:iota", "f32[64]:random:seed=1", "2.0", "64"]  # IR parameter order
       externs = ["sink"]                                              # optional

   `args` is a list (positional, in the IR's parameter order) or a table of named
   values (`{ n = "64", A = "i32[64]:iota" }`, IR names or numbers); each value is a
   `csarules sim --arg` SPEC. `externs` are `--extern` values (NAME or NAME=clobber).
2. the directory's manifest `DIR/kernels.json` (benchmarks/kernels keeps its arguments
   there: `{"kernels": [{"file", "entry", "arg_order", "args", "externs"}, ...]}`).

A function listed in neither has no arguments: commands that need them skip it.
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from csarules.errors import CsaError

SIDECAR_SUFFIX = ".args"
MANIFEST = "kernels.json"
_TOML_LINE = re.compile(r"\(at line (\d+), column \d+\)")


@dataclass(frozen=True)
class SimSetup:
    """How to run one function: its arguments and the external functions it may call."""

    entry: str
    args: dict[str, str] | list[str]
    externs: tuple[str, ...]
    origin: str  # file:line the setup was read from


def sidecar_path(ir_path: Path) -> Path:
    return ir_path.with_name(ir_path.name + SIDECAR_SUFFIX)


def setups_for(ir_path: str | Path) -> dict[str, SimSetup]:
    """Function name -> SimSetup for the IR file at `ir_path` (empty when none is known)."""
    path = Path(ir_path)
    sidecar = sidecar_path(path)
    if sidecar.is_file():
        return read_sidecar(sidecar)
    manifest = path.parent / MANIFEST
    if manifest.is_file():
        return read_manifest(manifest).get(path.name, {})
    return {}


def read_sidecar(path: Path) -> dict[str, SimSetup]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CsaError(str(path), None, f"cannot read arguments file: {exc}") from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = _TOML_LINE.search(str(exc))
        line = int(found.group(1)) if found else None
        if line is None and "end of document" in str(exc):
            line = max(1, len(text.splitlines()))
        message = re.sub(r"\(at (end of document|line \d+, column \d+)\)", "", str(exc))
        raise CsaError(str(path), line, f"bad TOML: {message.strip()}") from None
    setups: dict[str, SimSetup] = {}
    for name, table in doc.items():
        line = _table_line(text, name)
        where = f"{path}:{line}" if line else str(path)
        if not isinstance(table, dict):
            raise CsaError(str(path), line, f"'{name}' must be a table [{name}] with args = [...]")
        unknown = sorted(set(table) - {"args", "externs"})
        if unknown:
            raise CsaError(str(path), line, f"[{name}]: unknown key {unknown[0]} "
                           "(args, externs)")
        args = table.get("args")
        if isinstance(args, list) and all(isinstance(a, str) for a in args):
            specs: dict[str, str] | list[str] = list(args)
        elif isinstance(args, dict) and all(isinstance(a, str) for a in args.values()):
            specs = {str(k).lstrip("%"): v for k, v in args.items()}
        else:
            raise CsaError(str(path), line, f"[{name}]: args must be a list of SPEC strings "
                           "or a table NAME = SPEC")
        externs = table.get("externs", [])
        if not isinstance(externs, list) or not all(isinstance(e, str) for e in externs):
            raise CsaError(str(path), line, f"[{name}]: externs must be a list of strings")
        setups[name] = SimSetup(name, specs, tuple(externs), where)
    return setups


def _table_line(text: str, name: str) -> int | None:
    """The line of `[name]` (bare or quoted), for messages."""
    pattern = re.compile(r'^\s*\[\s*(?:"' + re.escape(name) + r'"|' + re.escape(name)
                         + r")\s*\]")
    for number, line in enumerate(text.splitlines(), start=1):
        if pattern.match(line):
            return number
    return None


def read_manifest(path: Path) -> dict[str, dict[str, SimSetup]]:
    """IR file name -> function name -> SimSetup, from a kernels.json manifest."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise CsaError(str(path), None, f"cannot read manifest: {exc}") from None
    except json.JSONDecodeError as exc:
        raise CsaError(str(path), exc.lineno, f"bad JSON: {exc.msg}") from None
    out: dict[str, dict[str, SimSetup]] = {}
    for kernel in doc.get("kernels", []):
        try:
            # by C name in IR order (arg_order): clang numbers its parameters, and the
            # simulator binds such names in order (OTHER+BYTES specs use them)
            specs = {name: kernel["args"][name] for name in kernel["arg_order"]}
            setup = SimSetup(kernel["entry"], specs, tuple(kernel.get("externs", ())),
                             f"{path} ({kernel['name']})")
            out.setdefault(kernel["file"], {})[kernel["entry"]] = setup
        except (KeyError, TypeError) as exc:
            raise CsaError(str(path), None, f"kernel entry {kernel!r:.60}: missing {exc}") \
                from None
    return out

