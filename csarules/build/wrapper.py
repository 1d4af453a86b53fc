"""`csarules cc [options] -- COMPILER ARGS...`: a compiler wrapper, for
`CC="csarules cc -- clang-19" make`.

The compile runs first, unchanged: the same arguments, stdin, stdout and stderr, so the
same object and the same exit status. Then, when it succeeded and compiled C or C++ to
objects, each source is compiled again to IR (the same command made to write IR, as for
`--compdb`) and ordered, and the ordered IR is written beside the object as
`OBJECT.csa.ll` (or under --out-dir). A compile-and-link command writes
`OUTPUT.SOURCE.csa.ll` beside its output. Preprocessing (-E), dependency-only (-M, -MM),
-S, -fsyntax-only, link-only and failed commands are passed through and order nothing.
Ordering failures are warnings on stderr; they fail the build (exit 2, the object
removed, so that make does not take it as up to date) only with --strict."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from csarules.build.flags import Invocation, ir_command, is_clang, read_invocation

if TYPE_CHECKING:
    from csarules.order.project import Settings

_WHO = "csarules cc"


@dataclass(frozen=True)
class Target:
    source: str  # as the command names it
    index: int  # its place in the arguments
    made: str  # the object (or the linked output) the compile wrote
    ordered: Path  # where the ordered IR goes


def run_wrapper(command: list[str], settings: Settings, out_dir: Path | None,
                strict: bool, debug_info: bool) -> int:
    """Compile as `command` does, then write the ordered IR of what it compiled; the exit
    status is the compiler's (or 2 for an ordering failure under --strict)."""
    invocation = read_invocation(command)
    stdin_data = None
    if any(path == "-" for _, path in invocation.sources):
        stdin_data = sys.stdin.buffer.read()  # read once: the IR compile needs it again
    status = _compile(command, stdin_data)
    if status != 0:
        return status
    targets = plan_targets(invocation, out_dir)
    if not targets:
        return 0
    if not is_clang(invocation.compiler[0]):
        _warn(f"{invocation.compiler[0]} is not clang: no ordered IR written")
        return 0
    failed = False
    for target in targets:
        error, internal = _order_one(invocation, target, settings, debug_info, stdin_data)
        if error is not None:
            failed = True
            _warn(error)
            if strict:
                _remove(target.made)
    if failed and strict:
        return 2
    return 0


def _compile(command: list[str], stdin_data: bytes | None) -> int:
    try:
        done = subprocess.run(command, input=stdin_data, check=False)
    except FileNotFoundError:
        print(f"{_WHO}: error: cannot run {command[0]}: no such program", file=sys.stderr)
        return 127
    except OSError as exc:
        print(f"{_WHO}: error: cannot run {command[0]}: {exc.strerror or exc}",
              file=sys.stderr)
        return 126
    if done.returncode < 0:  # killed by a signal: as a shell reports it
        return 128 + (-done.returncode)
    return done.returncode


def plan_targets(invocation: Invocation, out_dir: Path | None) -> list[Target]:
    """Where each source's ordered IR goes; none when the command makes no object."""
    if invocation.makes_no_object or not invocation.sources:
        return []
    targets = []
    for index, source in invocation.sources:
        if invocation.compiles_objects:
            made = invocation.output if invocation.output and len(invocation.sources) == 1 \
                else _object_name(source)
            name = f"{made}.csa.ll"
        else:  # compiled and linked in one command: beside the linked output
            made = invocation.output or "a.out"
            name = f"{made}.{os.path.basename(source)}.csa.ll"
        if not os.path.isfile(made):
            continue  # -o /dev/null, or nothing written: nothing to put beside
        targets.append(Target(source, index, made, _placed(Path(name), out_dir)))
    return targets


def _object_name(source: str) -> str:
    base = os.path.basename(source)
    return (os.path.splitext(base)[0] if base != "-" else "-") + ".o"


def _placed(path: Path, out_dir: Path | None) -> Path:
    """Beside the object; under --out-dir, at the object's path relative to the working
    directory (or its name, for an object elsewhere)."""
    if out_dir is None:
        return path
    real = Path(os.path.realpath(path))
    cwd = Path(os.path.realpath(Path.cwd()))
    relative = real.relative_to(cwd) if cwd in real.parents else Path(path.name)
    return out_dir / relative


def _order_one(invocation: Invocation, target: Target, settings: Settings,
               debug_info: bool, stdin_data: bytes | None) -> tuple[str | None, bool]:
    from csarules.order.project import Job, order_file

    with tempfile.TemporaryDirectory(prefix="csarules-cc.") as scratch:
        ir = Path(scratch) / (os.path.basename(target.source) + ".ll")
        command = ir_command(invocation, target.index, str(ir), None, debug_info)
        try:
            done = subprocess.run(command, input=stdin_data, capture_output=True,
                                  check=False)
        except OSError as exc:
            return f"{target.source}: cannot compile it to IR: {exc}", False
        if done.returncode != 0 or not ir.is_file():
            first = (done.stderr.decode(errors="replace").strip().splitlines()
                     or ["no message"])[0]
            return f"{target.source}: the IR compile failed: {first}", False
        report = order_file(Job(ir, target.ordered), settings)
    # the IR was a temporary file: messages name the source (lines are the IR's)
    for line in report.warnings:
        print(line.replace(str(ir), f"{target.source} (IR)"), file=sys.stderr)
    if report.error:
        return report.error.replace(str(ir), f"{target.source} (IR)"), report.internal
    return None, False


def _warn(message: str) -> None:
    print(f"{_WHO}: warning: {message}", file=sys.stderr)


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass

