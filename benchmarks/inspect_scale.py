"""What the inspection commands cost on real files: `edges`, `edges --json`, `why` (in the
smallest and in the largest function with an edge), `view -f` and `diff`, each in its own
measured subprocess.

    python benchmarks/inspect_scale.py lvm.ll lparser.ll
    python benchmarks/inspect_scale.py --ir-dir DIR --json inspect.json
    python benchmarks/inspect_scale.py --quick FILE            # edges, why-small, view
    python benchmarks/inspect_scale.py --commands edges,diff FILE

Seconds are wall-clock, `cpu s` the command's user+system time, `peak MiB` its largest
resident set, `out bytes` what it printed (counted as it is read, never kept), measured as
benchmarks/scale.py measures `order` (its `run_csarules`, bytecode and rules caches warmed
first). The pair `why` explains comes from the file's own `edges` output: the first edge of
the smallest function (by IR lines, first in the file on a tie) that has one, and the
first edge of the largest; `view -f` draws that smallest function.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from scale import _defines_functions, child_env, run_csarules, warm_up  # noqa: E402

from csarules.errors import CsaError  # noqa: E402
from csarules.fileio import write_atomic  # noqa: E402

COMMANDS = ("edges", "edges-json", "why-small", "why-large", "view", "diff")
QUICK = ("edges", "why-small", "view")
DIFF_RULES = "examples/loads_skip_carried_stores.dl"

# `edges` text output: a function's header, then its emitted pairs (edges_out.write_text)
_HEADER = re.compile(rb"^@(.+) \(\S+\): \d+ required, \d+ emitted")
_EDGE = re.compile(rb"^  edge +(\d+) -> (\d+) *(?:\[carried by %(\S+)\])?")


@dataclass
class Row:
    file: str          # the file's name (never its directory)
    ir_lines: int
    command: str       # as a user would type it, with the file's name
    function: str      # the function `why`/`view` look at ('' for the whole module)
    seconds: float
    cpu: float
    peak_mib: float
    exit: int | None   # None: timed out (or not run: see status)
    out_bytes: int
    status: str        # ok, exit N: first line of stderr, timeout, skipped: why


@dataclass
class Edge:
    src: int
    dst: int
    carried_by: str | None


class EdgesReader:
    """Counts `edges`' output and keeps each function's first emitted edge (streamed: the
    text of a large module's edges is hundreds of MB)."""

    def __init__(self) -> None:
        self.size = 0
        self.first: dict[str, Edge] = {}

    def __call__(self, stream: IO[bytes]) -> None:
        current = None
        for line in stream:
            self.size += len(line)
            if head := _HEADER.match(line):
                current = head.group(1).decode(errors="replace")
            elif current is not None and current not in self.first:
                if edge := _EDGE.match(line):
                    carried = edge.group(3)
                    self.first[current] = Edge(int(edge.group(1)), int(edge.group(2)),
                                               carried.decode() if carried else None)


class Counter:
    def __init__(self) -> None:
        self.size = 0

    def __call__(self, stream: IO[bytes]) -> None:
        while chunk := stream.read(1 << 16):
            self.size += len(chunk)


def function_sizes(path: Path) -> tuple[int, dict[str, int]]:
    """The module's IR lines, and each defined function's (define to closing brace), in
    file order. Raises CsaError for a file csarules refuses or one with no function."""
    from csarules.ir.reader import read_module

    module = read_module(path)
    if not module.functions:
        raise CsaError(str(path), None, "no function definitions")
    return len(module.lines), {f.name: f.end_line - f.line + 1 for f in module.functions}


def pick_functions(sizes: dict[str, int], first: dict[str, Edge]
                   ) -> tuple[str | None, str | None]:
    """The smallest and the largest function with an emitted edge (file order on ties)."""
    with_edge = [name for name in sizes if name in first]
    if not with_edge:
        return None, None
    smallest = min(with_edge, key=lambda n: sizes[n])
    largest = max(with_edge, key=lambda n: sizes[n])  # max keeps the first of equals
    return smallest, largest


def _status(code: int | None, err: str) -> str:
    if code is None:
        return "timeout"
    if code:
        lines = [x for x in err.splitlines() if "warning" not in x]
        return f"exit {code}: {(lines or [''])[0][:80]}"
    return "ok"


def measure(path: Path, ir_lines: int, shown: str, args: list[str], function: str,
            timeout: float, reader: EdgesReader | Counter | None = None) -> Row:
    reader = reader or Counter()
    seconds, cpu, peak, code, err = run_csarules(args, timeout, reader)
    return Row(path.name, ir_lines, shown, function, round(seconds, 3), round(cpu, 3),
               round(peak, 1), code, reader.size, _status(code, err))


def skipped(path: Path, ir_lines: int, shown: str, why: str) -> Row:
    return Row(path.name, ir_lines, shown, "", 0.0, 0.0, 0.0, None, 0, f"skipped: {why}")


def bench_file(path: Path, ir_lines: int, sizes: dict[str, int], commands: list[str],
               timeout: float) -> list[Row]:
    name, f = path.name, str(path)
    rows: list[Row] = []
    # `edges` is always run: the pairs `why` and `view` use come from it
    edges = EdgesReader()
    row = measure(path, ir_lines, f"edges {name}", ["edges", f], "", timeout, edges)
    if "edges" in commands:
        rows.append(row)
        print(_row(row), flush=True)
    smallest, largest = pick_functions(sizes, edges.first)
    no_pair = "no emitted edge" if row.exit == 0 else "edges failed"
    for command in commands:
        if command == "edges-json":
            row = measure(path, ir_lines, f"edges --json {name}", ["edges", "--json", f],
                          "", timeout)
        elif command in ("why-small", "why-large"):
            func = smallest if command == "why-small" else largest
            if func is None:
                row = skipped(path, ir_lines, f"why {name}", no_pair)
            else:
                edge = edges.first[func]
                carried = ["--carried-by", edge.carried_by] if edge.carried_by else []
                pair = [str(edge.src), str(edge.dst), *carried]
                row = measure(path, ir_lines, " ".join(["why", name, *pair]),
                              ["why", f, *pair], func, timeout)
        elif command == "view":
            if smallest is None:
                row = skipped(path, ir_lines, f"view {name} -f", no_pair)
            else:
                row = measure(path, ir_lines, f"view {name} -f {smallest}",
                              ["view", f, "-f", smallest], smallest, timeout)
        elif command == "diff":
            row = measure(path, ir_lines, f"diff --rules {DIFF_RULES} {name}",
                          ["diff", "--rules", str(REPO / DIFF_RULES), f], "", timeout)
        else:
            continue
        rows.append(row)
        print(_row(row), flush=True)
    return rows


_HEAD = ("| file | IR lines | command | function | wall s | cpu s | peak MiB | out bytes | "
         "status |\n|---|---:|---|---|---:|---:|---:|---:|---|")


def _row(row: Row) -> str:
    return (f"| {row.file} | {row.ir_lines} | `{row.command}` | {row.function} | "
            f"{row.seconds:.2f} | {row.cpu:.2f} | {row.peak_mib:.0f} | {row.out_bytes} | "
            f"{row.status} |")


def _files(args: argparse.Namespace) -> list[Path]:
    files = list(args.files)
    if args.ir_dir:
        if not args.ir_dir.is_dir():
            raise CsaError(str(args.ir_dir), None, "not a directory")
        # as scale.py: a module of tables only (Lua's lctype) is skipped, with a note
        files += [p for p in sorted(args.ir_dir.glob("*.ll")) if _defines_functions(p)]
    if not files:
        raise CsaError("inspect_scale.py", None,
                       "no input: give .ll files or --ir-dir DIR (with functions)")
    for path in files:
        if not path.is_file():
            raise CsaError(str(path), None, "no such file")
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path, help=".ll files")
    parser.add_argument("--ir-dir", type=Path, help="every .ll file of this directory")
    parser.add_argument("--commands", default=",".join(COMMANDS),
                        help=f"a subset of {','.join(COMMANDS)}")
    parser.add_argument("--quick", action="store_true",
                        help=f"only {','.join(QUICK)}")
    parser.add_argument("--timeout", type=float, default=1800.0,
                        help="seconds per command")
    parser.add_argument("--json", type=Path, help="also write the rows here")
    args = parser.parse_args(argv)
    commands = list(QUICK) if args.quick else [c for c in args.commands.split(",") if c]
    unknown = [c for c in commands if c not in COMMANDS]
    work = Path(tempfile.mkdtemp(prefix="csarules-inspect-"))
    try:
        if unknown:
            raise CsaError("--commands", None, f"unknown command {unknown[0]!r} "
                           f"(known: {', '.join(COMMANDS)})")
        files = _files(args)
        sizes = {path: function_sizes(path) for path in files}  # bad input before any run
        child_env(work, cold=False)
        warm_up(["embedded"], work)
        print(_HEAD, flush=True)
        rows = [row for path in files
                for row in bench_file(path, *sizes[path], commands, args.timeout)]
        if args.json:
            write_atomic(args.json, json.dumps({"commands": commands,
                                                "rows": [asdict(r) for r in rows]},
                                               indent=2) + "\n")
    except CsaError as exc:
        print(exc.render(), file=sys.stderr)
        return 2
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
