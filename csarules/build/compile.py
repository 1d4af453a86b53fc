"""Each translation unit of a compilation database compiled to LLVM IR by its own
command (csarules/build/flags.py turns it into the IR command), N at a time."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from csarules.build.compdb import Unit, source_index
from csarules.build.flags import ir_command, is_clang, read_invocation

COMPILE_TIMEOUT = 3600  # seconds; a compile that hangs is a failure, not a hung run


@dataclass
class Compiled:
    unit: Unit
    ir: Path | None  # the IR written, or None
    error: str | None = None


def shown(path: Path) -> str:
    """A path as messages give it: relative to the working directory when below it."""
    rel = os.path.relpath(path)
    return rel if not rel.startswith("..") else str(path)


def compile_unit(unit: Unit, out: Path, cc: str | None, debug_info: bool) -> Compiled:
    entry = unit.entry
    if entry.problem is not None:
        return Compiled(unit, None, entry.problem)
    where = shown(entry.source)
    invocation = read_invocation(entry.command)
    index = source_index(entry)
    if index is None or not invocation.compiler:
        return Compiled(unit, None, f"{where}: error: entry {entry.number}'s command does "
                        "not name its source")
    compiler = cc or invocation.compiler[0]
    if not is_clang(compiler):
        return Compiled(unit, None, f"{where}: error: compiled by {compiler}, which writes "
                        "no LLVM IR (give --cc clang-19)")
    # (the compile runs in the entry's directory: the output is named from the root)
    command = ir_command(invocation, index, os.path.abspath(out), cc, debug_info)
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        done = subprocess.run(command, cwd=entry.directory, capture_output=True, text=True,
                              errors="replace", timeout=COMPILE_TIMEOUT, check=False)
    except FileNotFoundError:
        return Compiled(unit, None, f"{where}: error: cannot run the compiler {compiler}")
    except (OSError, subprocess.TimeoutExpired) as exc:
        return Compiled(unit, None, f"{where}: error: the compile did not finish: {exc}")
    if done.returncode != 0 or not out.is_file():
        return Compiled(unit, None, f"{where}: error: the IR compile failed (exit "
                        f"{done.returncode}): {_first_error(done.stderr)}")
    return Compiled(unit, out)


def _first_error(stderr: str) -> str:
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for line in lines:
        if "error" in line:
            return line
    return lines[-1] if lines else "no message"


def compile_units(units: list[Unit], directory: Path, cc: str | None, debug_info: bool,
                  jobs: int, advance: Callable[[Compiled], None]) -> list[Compiled]:
    """Every unit's IR written to directory/<its name>.ll, `jobs` compiles at a time (the
    compiler is a process of its own: threads only wait for it); results in unit order."""
    def one(unit: Unit) -> Compiled:
        done = compile_unit(unit, directory / f"{unit.name}.ll", cc, debug_info)
        advance(done)
        return done

    if jobs <= 1 or len(units) <= 1:
        return [one(unit) for unit in units]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(one, units))
