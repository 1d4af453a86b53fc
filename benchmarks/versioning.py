"""Run-time overlap checks: loop nests versioned, their cost, and the cycles they buy.

    python benchmarks/versioning.py [--suites kernels,tsvc,livermore] [--tsvc TSVC_2/src]
        [--livermore DIR_WITH_LLOOPS_C] [--builds kern,o2,o1nv] [--kernels vadd,s000,lfk01 |
        --first N] [--repeat N] [--no-llvm] [--work DIR] [--json FILE]
    python benchmarks/versioning.py --table kernels.json tsvc.json ...   # tables again

Every module is ordered in the standard mode twice, as `csarules order` does (its loop
nests versioned behind run-time overlap checks) and as `csarules order
--no-runtime-checks` does, in this process, timed in CPU seconds (median of `--repeat`
runs of each, alternated). Per module: the nests versioned (the depth of the loop they
are versioned at, the loops they hold, the pairs of pointer groups each compares), the
lines the versioned module has more, the loops refused and why (`edges --json`'s
"versioning" object), and, side by side, LLVM's LoopAccessAnalysis on every innermost
loop (`opt-19 -passes='print<access-info>'`: safe as it is, safe behind run-time checks,
or not). Each ordered module is simulated: cycles without versioning, versioned (the
suite's arguments: disjoint buffers or disjoint globals), and the oracle; for a versioned
module also a random schedule, and a marked copy tells which copy of each nest ran
(`versioning_runs.py`). For the corpus kernels, which take pointers: the same with two
pointers overlapping (one written, one read one element into it; a kernel whose arguments
already overlap, copy_alias, runs those, and its disjoint run gets a buffer of its own),
and the build with the kernel's `restrict` kept.

Suites: the corpus kernels (benchmarks/kernels/*.c), compiled here without `restrict`
(`-Drestrict=`) and with it; TSVC and the Livermore loops as `real_quality.py` builds
them (fetched by the user, never kept here). Builds: `kern` = the corpus's own flags
(clang-19 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops, kernels only), `o2` =
clang-19 -O2, `o1nv` = -O1 -fno-vectorize -fno-slp-vectorize.
Goals (issue 39): each kernel's disjoint run within 1.15x of its restrict build's cycles;
the suite's geomean without restrict within 1.3x of the geomean with it; order time up by
at most 30%.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import asdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from benchmarks.livermore_build import build as build_livermore  # noqa: E402
from benchmarks.ordering_quality import KERNELS, kernel_setup, load_kernels  # noqa: E402
from benchmarks.real_build import BUILDS, COMMON_FLAGS  # noqa: E402
from benchmarks.real_build import build as build_tsvc  # noqa: E402
from benchmarks.versioning_runs import (  # noqa: E402
    Case,
    LoopRow,
    Measured,
    NestRow,
    Run,
    measure,
)

KERNEL_BUILDS = {"kern": ["-O2", "-fno-vectorize", "-fno-slp-vectorize", "-fno-unroll-loops"],
                 **BUILDS}
_SPEC = re.compile(r"^(i8|i16|i32|i64|f32|f64)\[(\d+)\]:(.+)$")
_OFFSET = re.compile(r"^(\w+)\+(\d+)$")
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
_SIZE = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "f32": 4, "f64": 8}
GOAL_KERNEL, GOAL_GEOMEAN, GOAL_TIME = 1.15, 1.3, 1.3


# ------------------------------------------------------------------ the corpus kernels
def placements(args: dict[str, str], params: list[Any]) -> tuple[dict[str, str],
                                                                   dict[str, str] | None]:
    """(disjoint arguments, overlapping arguments or None) of a kernel: every pointer a
    buffer of its own; and a written pointer's buffer with a read pointer one element into
    it (the kernel's own arguments when they already overlap)."""
    disjoint = dict(args)
    offsets = {name: _OFFSET.match(spec) for name, spec in args.items()}
    for name, found in offsets.items():
        if found is not None:
            other = _SPEC.match(args[found.group(1)])
            assert other is not None, args
            disjoint[name] = f"{other.group(1)}[{other.group(2)}]:zero"
    if any(offsets.values()):
        return disjoint, dict(args)
    attrs = {name: p.attributes for name, p in zip(args, params, strict=False)}
    pointers = [name for name, p in zip(args, params, strict=False)
                if p.type == "ptr" and _SPEC.match(args[name])]
    written = [name for name in pointers if "readonly" not in attrs[name]]
    if len(pointers) < 2 or not written:
        return disjoint, None
    w = written[0]
    others = [name for name in pointers if name != w]
    r = next((name for name in others if "readonly" in attrs[name]), others[0])
    tw, cw, fill = _SPEC.match(args[w]).groups()  # type: ignore[union-attr]
    tr, cr, _ = _SPEC.match(args[r]).groups()  # type: ignore[union-attr]
    need = _SIZE[tw] + _SIZE[tr] * int(cr)
    overlap = dict(args)
    overlap[w] = f"{tw}[{max(int(cw), -(-need // _SIZE[tw]))}]:{fill}"
    overlap[r] = f"{w}+{_SIZE[tw]}"
    return disjoint, overlap


def _clang(flags: list[str], src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["clang-19", *flags, *COMMON_FLAGS, "-I../../csarules/include", src.name,
                    "-o", str(dst)], check=True, cwd=src.parent)


def kernel_cases(work: Path, builds: list[str], names: list[str] | None,
                 first: int | None) -> list[Case]:
    from csarules.ir.reader import read_module

    kernels = [k for k in load_kernels() if names is None or k["name"] in names]
    kernels = kernels[:first] if first else kernels
    cases = []
    for build in builds:
        for kernel in kernels:
            src = KERNELS / kernel["source"]
            plain = work / "kernels" / build / f"{kernel['name']}.ll"
            _clang([*KERNEL_BUILDS[build], "-Drestrict="], src, plain)
            restrict = None
            if re.search(r"\brestrict\b", _COMMENT.sub(" ", src.read_text())):
                restrict = plain.with_suffix(".restrict.ll")
                _clang(KERNEL_BUILDS[build], src, restrict)
            setup = kernel_setup(kernel)
            params = read_module(plain).function(kernel["entry"]).arguments
            disjoint, overlap = placements(dict(setup.args), params)
            wrong_marker = kernel.get("parallel", {}).get("correct") is False
            cases.append(Case("kernels", build, kernel["name"], plain, kernel["entry"],
                              disjoint, tuple(setup.externs), overlap, restrict,
                              wrong_marker))
    return cases


def suite_cases(suite: str, src: Path, work: Path, builds: list[str],
                names: list[str] | None, first: int | None) -> list[Case]:
    cases = []
    for build in builds:
        if suite == "tsvc":
            paths = build_tsvc(src, work / "tsvc", build, 40, 8, names, first)
        else:
            paths = build_livermore(src, work / "livermore", build, 2, names, first)
        cases += [Case(suite, build, kernel, path, f"drive_{kernel}")
                  for kernel, path in paths.items()]
    return cases


# ------------------------------------------------------------------ summaries
def unsound(r: Measured) -> bool:
    """A versioned run raced, a random schedule ended otherwise, or the versioned module
    failed where the unversioned one ran (a kernel whose parallel-loop marker is wrong
    races by design, whatever the ordering; a run that stopped on an error counts its
    races as -1)."""
    pairs = [(r.versioned, r.plain), (r.overlap, r.overlap_plain)]
    return not r.races_expected and any(
        run is not None and (run.races > 0 or run.random_equal is False
                             or (run.error and base is not None and not base.error))
        for run, base in pairs)


def geomean(values: list[float]) -> float | None:
    vals = [v for v in values if v > 0 and not math.isnan(v)]
    return math.exp(sum(map(math.log, vals)) / len(vals)) if vals else None


def _fmt(value: float | None, digits: int = 3) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def _ran(rows: list[Measured]) -> list[Measured]:
    return [r for r in rows if not r.error and r.plain.cycles > 0 and r.versioned.cycles > 0
            and r.plain.oracle > 0]


def groups(rows: list[Measured]) -> list[tuple[str, str, list[Measured]]]:
    keys: list[tuple[str, str]] = []
    for r in rows:
        if (r.suite, r.build) not in keys:
            keys.append((r.suite, r.build))
    return [(s, b, [r for r in rows if (r.suite, r.build) == (s, b)]) for s, b in keys]


def versioned_table(rows: list[Measured]) -> str:
    lines = ["| suite | build | modules | with a nest | nests | at depth 1 / 2 / 3+ | loops "
             "in nests | checks per nest (mean, max) | lines added | order CPU s without → "
             "with | ratio |", "|---|---|---:|---:|---:|---|---:|---|---:|---|---:|"]
    for suite, build, rs in groups(rows):
        ok = [r for r in rs if not r.error]
        nests = [n for r in ok for n in r.nests]
        depth = Counter(min(n.depth, 3) for n in nests)
        checks = [n.checks for n in nests]
        plain = sum(r.order_plain_s for r in ok)
        versioned = sum(r.order_versioned_s for r in ok)
        lines.append(
            f"| {suite} | {build} | {len(ok)} | {sum(1 for r in ok if r.nests)} | "
            f"{len(nests)} | {depth[1]} / {depth[2]} / {depth[3]} | "
            f"{sum(n.loops for n in nests)} | "
            + (f"{sum(checks) / len(checks):.1f}, {max(checks)}" if checks else "—")
            + f" | {sum(r.lines_added for r in ok)} | {plain:.1f} → {versioned:.1f} | "
            f"{_fmt(versioned / plain if plain else None, 2)} |")
    return "\n".join(lines)


def llvm_table(rows: list[Measured]) -> str:
    lines = ["| suite | build | innermost loops | LAA: safe | LAA: with run-time checks "
             "(checks) | LAA: not safe | csarules versions: LAA-checked | LAA-safe | "
             "LAA-unsafe | LAA-checked left alone: why (csarules) |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    for suite, build, rs in groups(rows):
        loops = [lp for r in rs if not r.error for lp in r.innermost]
        kinds = Counter(lp.laa for lp in loops)
        covered = Counter(lp.laa for lp in loops if lp.versioned_in)
        why: Counter = Counter()
        for lp in loops:
            if lp.laa == "checks" and not lp.versioned_in:
                for reason in lp.refused or ["no check needed (no pair only a check orders)"]:
                    why[reason] += 1
        lines.append(
            f"| {suite} | {build} | {len(loops)} | {kinds['safe']} | {kinds['checks']} "
            f"({sum(lp.laa_checks for lp in loops)}) | "
            f"{kinds['unsafe'] + kinds['?'] + kinds['not innermost']} | {covered['checks']} | "
            f"{covered['safe']} | {covered['unsafe'] + covered['?']} | "
            + "; ".join(f"{w} ({n})" for w, n in why.most_common(4)) + " |")
    return "\n".join(lines)


def cycles_table(rows: list[Measured]) -> str:
    lines = ["| suite | build | modules run | geomean standard/oracle | versioned/oracle | "
             "versioned/standard | modules faster | races | random schedule differs | "
             "nests entered: copy ran / original ran |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    for suite, build, rs in groups(rows):
        ok = _ran(rs)
        checked = [r for r in ok if not r.races_expected]
        races = sum(1 for r in checked if r.versioned.races or (r.overlap and r.overlap.races))
        differs = sum(1 for r in checked if r.versioned.random_equal is False
                      or (r.overlap is not None and r.overlap.random_equal is False))
        nests = [n for r in ok for n in r.nests if n.copy_entries >= 0]
        copy = sum(1 for n in nests if n.copy_entries and not n.original_entries)
        original = sum(1 for n in nests if n.original_entries)
        lines.append(
            f"| {suite} | {build} | {len(ok)} | "
            f"{_fmt(geomean([r.plain.cycles / r.plain.oracle for r in ok]))} | "
            f"{_fmt(geomean([r.versioned.cycles / r.plain.oracle for r in ok]))} | "
            f"{_fmt(geomean([r.versioned.cycles / r.plain.cycles for r in ok]))} | "
            f"{sum(1 for r in ok if r.versioned.cycles < r.plain.cycles)} | {races} | "
            f"{differs} | {copy} / {original} |")
    return "\n".join(lines)


def _entries_text(r: Measured, overlap: bool) -> str:
    if not r.nests:
        return "—"
    got = [(n.overlap_copy_entries, n.overlap_original_entries) if overlap else
           (n.copy_entries, n.original_entries) for n in r.nests]
    if any(c < 0 for c, _ in got):
        return "?"
    return ", ".join("copy" if c and not o else "original" if o and not c else
                     "both" if c else "none" for c, o in got)


def kernel_table(rows: list[Measured]) -> str:
    lines = ["| kernel | build | nests (checks) | standard | versioned | oracle | restrict "
             "| versioned/restrict | ran | overlapping: standard | versioned | ran | "
             "race-free, as sequential |",
             "|---|---|---|---:|---:|---:|---:|---:|---|---:|---:|---|---|"]
    for r in rows:
        if r.suite != "kernels":
            continue
        if r.error:
            lines.append(f"| {r.kernel} | {r.build} | error: {r.error} |")
            continue
        nests = ", ".join(str(n.checks) for n in r.nests)
        restrict = r.restrict.cycles if r.restrict is not None else None
        ratio = r.versioned.cycles / restrict if restrict else None
        ov, ovp = r.overlap, r.overlap_plain
        clean = "races expected (wrong marker)" if r.races_expected else \
            "NO" if unsound(r) else "yes"
        lines.append(
            f"| {r.kernel} | {r.build} | {len(r.nests)}" + (f" ({nests})" if nests else "")
            + f" | {r.plain.cycles} | {r.versioned.cycles} | {r.plain.oracle} | "
            f"{restrict if restrict else '—'} | {_fmt(ratio, 2)} | {_entries_text(r, False)} | "
            f"{ovp.cycles if ovp else '—'} | {ov.cycles if ov else '—'} | "
            f"{_entries_text(r, True) if ov else '—'} | {clean} |")
    return "\n".join(lines)


def goals(rows: list[Measured]) -> list[str]:
    out = []
    kernels = [r for r in _ran(rows) if r.suite == "kernels" and r.restrict is not None
               and r.restrict.cycles > 0]
    for build in dict.fromkeys(r.build for r in kernels):
        rs = [r for r in kernels if r.build == build]
        misses = [r for r in rs if r.versioned.cycles > GOAL_KERNEL * r.restrict.cycles]
        gm_v = geomean([r.versioned.cycles for r in rs])
        gm_p = geomean([r.plain.cycles for r in rs])
        gm_r = geomean([r.restrict.cycles for r in rs])
        gm_vr = gm_v / gm_r if gm_v and gm_r else None
        gm_pr = gm_p / gm_r if gm_p and gm_r else None
        out.append(
            f"kernels {build}: {len(rs) - len(misses)}/{len(rs)} kernels with restrict "
            f"within {GOAL_KERNEL}x of it"
            + (" (missed: " + ", ".join(f"{r.kernel} {r.versioned.cycles / r.restrict.cycles:.2f}"
                                        for r in misses) + ")" if misses else "")
            + f"; geomean versioned/restrict {_fmt(gm_vr)} (goal {GOAL_GEOMEAN}), without "
            f"versioning {_fmt(gm_pr)}")
        for r in misses:
            for func, loop, why in r.refusals:
                out.append(f"  {r.kernel} {build}: @{func} loop %{loop} not versioned: {why}")
            if not r.refusals and not r.nests:
                out.append(f"  {r.kernel} {build}: no loop versioned, none refused")
    for suite, build, rs in groups(rows):
        ok = [r for r in rs if not r.error]
        plain = sum(r.order_plain_s for r in ok)
        versioned = sum(r.order_versioned_s for r in ok)
        if plain:
            worst = max(ok, key=lambda r: r.order_versioned_s / max(r.order_plain_s, 1e-9))
            out.append(f"order time {suite} {build}: {versioned / plain:.2f}x in all (goal "
                       f"{GOAL_TIME}x); worst module {worst.kernel} "
                       f"{worst.order_versioned_s / max(worst.order_plain_s, 1e-9):.2f}x")
    return out


def refusal_counts(rows: list[Measured]) -> list[str]:
    out = []
    for suite, build, rs in groups(rows):
        counts = Counter(why for r in rs for _f, _l, why in r.refusals)
        if counts:
            out.append(f"refused {suite} {build}: "
                       + "; ".join(f"{why} ({n})" for why, n in counts.most_common()))
    return out


def render(rows: list[Measured]) -> str:
    parts = [versioned_table(rows), "", llvm_table(rows), "", cycles_table(rows), "",
             kernel_table(rows), "", *goals(rows), *refusal_counts(rows)]
    parts += [f"{r.suite} {r.build} {r.kernel}: overlapping placement not run: "
              f"{_portable(r.overlap_note)}" for r in rows if r.overlap_note]
    parts += [f"{r.suite} {r.build} {r.kernel}: error: {_portable(error)}" for r in rows
              for error in (r.error, r.plain.error) if error]
    return "\n".join(parts)


def _portable(message: str) -> str:
    """An error naming a file by its name alone (the build directory is anyone's)."""
    return re.sub(r"(?:/[^\s/:]+)+/(?=[^\s/:]+)", "", message)


def from_json(doc: dict) -> list[Measured]:
    """The rows of a --json file, to print its tables again."""
    rows = []
    for raw in doc["rows"]:
        row = Measured(**{k: v for k, v in raw.items()
                          if k not in ("nests", "innermost", "refusals")})
        row.nests = [NestRow(**n) for n in raw["nests"]]
        row.innermost = [LoopRow(**lp) for lp in raw["innermost"]]
        row.refusals = [tuple(x) for x in raw["refusals"]]  # type: ignore[misc]
        for name in ("plain", "versioned", "overlap", "overlap_plain", "restrict"):
            if raw[name] is not None:
                setattr(row, name, Run(**raw[name]))
        rows.append(row)
    return rows


# ------------------------------------------------------------------ the command
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suites", default="kernels,tsvc,livermore")
    parser.add_argument("--tsvc", type=Path, help="TSVC_2's src directory")
    parser.add_argument("--livermore", type=Path, help="the directory of lloops.c")
    parser.add_argument("--builds", default="kern,o2,o1nv",
                        help="kern (kernels only), o2, o1nv")
    parser.add_argument("--kernels", help="comma-separated names (of any suite)")
    parser.add_argument("--first", type=int, help="only the first N kernels of each suite")
    parser.add_argument("--repeat", type=int, default=1,
                        help="orderings timed per module and variant (the median is kept)")
    parser.add_argument("--no-llvm", action="store_true",
                        help="skip LLVM's LoopAccessAnalysis")
    parser.add_argument("--work", type=Path, help="build directory (default: a temporary one)")
    parser.add_argument("--json", dest="json_path", type=Path, help="also write every row here")
    parser.add_argument("--table", nargs="+", type=Path, metavar="JSON",
                        help="only print the tables of these --json files' rows")
    ns = parser.parse_args(argv)
    if ns.table:
        rows = [r for path in ns.table for r in from_json(json.loads(path.read_text()))]
        print(render(rows))
        return 1 if any(unsound(r) for r in rows) else 0
    suites = [s for s in ns.suites.split(",") if s]
    builds = [b for b in ns.builds.split(",") if b]
    unknown = [b for b in builds if b not in KERNEL_BUILDS]
    if unknown or any(s not in ("kernels", "tsvc", "livermore") for s in suites):
        parser.error(f"unknown build or suite in {ns.builds!r} / {ns.suites!r}")
    for suite, src, marker in (("tsvc", ns.tsvc, "tsvc.c"), ("livermore", ns.livermore,
                                                             "lloops.c")):
        if suite in suites and (src is None or not (src / marker).is_file()):
            print(f"{src}: error: no {marker} here (give --{suite} DIR, or leave {suite} out "
                  "of --suites)", file=sys.stderr)
            return 2
    names = ns.kernels.split(",") if ns.kernels else None
    with tempfile.TemporaryDirectory() as tmp:
        work = (ns.work or Path(tmp)).resolve()
        cases = kernel_cases(work, builds, names, ns.first) if "kernels" in suites else []
        suite_builds = [b for b in builds if b != "kern"]
        if "tsvc" in suites:
            cases += suite_cases("tsvc", ns.tsvc, work, suite_builds, names, ns.first)
        if "livermore" in suites:
            cases += suite_cases("livermore", ns.livermore, work, suite_builds, names,
                                 ns.first)
        rows = []
        if cases:
            from benchmarks.versioning_runs import warm_up

            warm_up(cases[0].path)
        for case in cases:
            laa = None
            if not ns.no_llvm:
                from benchmarks.versioning_laa import verdicts

                laa = verdicts(case.path, case.path.parent)
            rows.append(measure(case, ns.repeat, laa))
            print(f"{case.suite} {case.build} {case.kernel} done", file=sys.stderr, flush=True)
    print(render(rows))
    if ns.json_path:
        from csarules.fileio import write_atomic

        doc = {"suites": suites, "builds": builds, "repeat": ns.repeat,
               "rows": [asdict(r) for r in rows]}
        write_atomic(ns.json_path, json.dumps(doc, indent=1) + "\n")
    failed = [r for r in rows if unsound(r)]
    for r in failed:
        print(f"FAILED: {r.suite} {r.build} {r.kernel}: a versioned run races or differs",
              file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
