"""csarules' ordering next to LLVM's own verdicts, for every pair of memory operations.

    python benchmarks/llvm_da.py [FILE.ll ...] [--functions f,g] [--json OUT] [--list N]

Default corpus: benchmarks/kernels/*.ll. Give the modules real_quality.py builds
(`--work DIR`, then DIR/o2/s*.ll) with `--functions` to compare on TSVC.

Per module: `opt-19 -passes=instnamer` names every value (DA and aa-eval print
instructions and pointers by name; csarules reads the same named file, so lines
match); then
- `opt-19 -passes='print<da>'`: for each pair of loads/stores of a function (at least
  one a store), `none` (LLVM proves them independent across all iterations) or a
  dependence with its direction vector (`confused`: it could not tell);
- `opt-19 -passes=aa-eval -print-all-alias-modref-info`: the alias verdict of the two
  pointers (within one iteration);
- `csarules edges --json` (standard mode): whether csarules orders the pair (a `required`
  pair either way) and in which contexts (`carried_by`: null = same iteration, else
  the loop header line).
Prints the precision gap (pairs DA proves independent that csarules orders, as % of
the pairs DA proves independent) and every pair csarules leaves unordered that DA says
may depend (each to be explained).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

_DEFINE = re.compile(r"^define\b.*?@([-\w$.]+|\"[^\"]*\")\(")
_DA_FUNC = re.compile(r"^(?:Printing analysis )?'Dependence Analysis' for function '(.+)':")
_DA_PAIR = re.compile(r"^Src:\s*(.*?) --> Dst:\s*(.*)$")
_AA_FUNC = re.compile(r"^Function: (\S+):")
_AA_PAIR = re.compile(r"^\s*(NoAlias|MayAlias|PartialAlias|MustAlias):\s*(.*)$")


@dataclass
class Pair:
    file: str
    function: str
    src: int  # line in the instnamer'd file
    dst: int
    src_text: str
    dst_text: str
    da: str  # 'none', 'confused', or the dependence text ('flow [<]', ...)
    aa: str = "?"  # NoAlias / MayAlias / PartialAlias / MustAlias of the two pointers
    ordered: list[str] = field(default_factory=list)  # contexts: 'same' or 'loop@LINE'

    @property
    def da_independent(self) -> bool:
        return self.da == "none"


def _opt(args: list[str], path: Path) -> str:
    res = subprocess.run(["opt-19", *args, str(path)], capture_output=True, text=True,
                         check=True)
    return res.stdout + res.stderr


def _functions(lines: list[str]) -> dict[str, tuple[int, int]]:
    """function name -> (first line, last line), 1-based."""
    out: dict[str, tuple[int, int]] = {}
    current, start = None, 0
    for i, text in enumerate(lines, 1):
        m = _DEFINE.match(text)
        if m:
            current, start = m.group(1).strip('"'), i
        elif text.startswith("}") and current:
            out[current] = (start, i)
            current = None
    return out


def _pointer(text: str) -> str | None:
    """The pointer operand of a load/store's text."""
    if text.startswith("store "):
        m = re.search(r",\s*ptr(?:\s+\w+\(\d+\))?\s+(%[-\w$.]+)", text)
    else:
        m = re.search(r"\bload\b.*?,\s*ptr\s+(%[-\w$.]+)", text)
    return m.group(1) if m else None


def _da_pairs(named: Path, lines: list[str], funcs: dict[str, tuple[int, int]]
              ) -> list[tuple[str, int, int, str, str, str]]:
    out = []
    current = None
    pending: tuple[str, str] | None = None
    for text in _opt(["-disable-output", "-passes=print<da>"], named).splitlines():
        m = _DA_FUNC.match(text.strip())
        if m:
            current = m.group(1)
            continue
        m = _DA_PAIR.match(text.strip())
        if m:
            pending = (m.group(1).strip(), m.group(2).strip())
            continue
        if pending and "da analyze - " in text and current in funcs:
            verdict = text.split("da analyze - ", 1)[1].rstrip("!").strip()
            lo, hi = funcs[current]
            src = [i for i in range(lo, hi + 1) if lines[i - 1].strip() == pending[0]]
            dst = [i for i in range(lo, hi + 1) if lines[i - 1].strip() == pending[1]]
            if len(src) == 1 and len(dst) == 1 and src[0] != dst[0]:
                s, d = src[0], dst[0]
                if lines[s - 1].lstrip().startswith("store") or \
                        lines[d - 1].lstrip().startswith("store"):
                    out.append((current, s, d, pending[0], pending[1], verdict))
            pending = None
    return out


def _aa(named: Path) -> dict[str, dict[frozenset[str], str]]:
    out: dict[str, dict[frozenset[str], str]] = defaultdict(dict)
    current = ""
    text = _opt(["-disable-output", "-passes=aa-eval", "-print-all-alias-modref-info"], named)
    for line in text.splitlines():
        m = _AA_FUNC.match(line)
        if m:
            current = m.group(1).lstrip("@")
            continue
        m = _AA_PAIR.match(line)
        if m:
            names = re.findall(r"(%[-\w$.]+)\s*(?:,|$)", m.group(2))
            if len(names) == 2:
                out[current][frozenset(names)] = m.group(1)
    return out


def _ordered(named: Path) -> dict[tuple[str, int, int], list[str]]:
    res = subprocess.run([sys.executable, "-m", "csarules", "edges", str(named), "--json"],
                         capture_output=True, text=True, check=True, cwd=REPO)
    out: dict[tuple[str, int, int], list[str]] = defaultdict(list)
    for fn in json.loads(res.stdout)["functions"]:
        for r in fn["required"]:
            a, b = r["src"]["line"], r["dst"]["line"]
            ctx = "same" if r["carried_by"] is None else f"loop@{r['carried_by']}"
            key = (fn["name"], min(a, b), max(a, b))
            if ctx not in out[key]:
                out[key].append(ctx)
    return out


def analyse(path: Path, functions: set[str] | None, tmp: Path) -> list[Pair]:
    named = tmp / f"{path.stem}.named.ll"
    subprocess.run(["opt-19", "-S", "-passes=instnamer", str(path), "-o", str(named)],
                   check=True)
    lines = named.read_text().splitlines()
    funcs = _functions(lines)
    if functions:
        funcs = {k: v for k, v in funcs.items() if k in functions}
    aa = _aa(named)
    ordered = _ordered(named)
    pairs = []
    for fn, s, d, st, dt, verdict in _da_pairs(named, lines, funcs):
        p = Pair(path.name, fn, s, d, st, dt, verdict)
        ps, pd = _pointer(st), _pointer(dt)
        if ps and pd:
            p.aa = "MustAlias" if ps == pd else aa.get(fn, {}).get(frozenset((ps, pd)), "?")
        p.ordered = ordered.get((fn, min(s, d), max(s, d)), [])
        pairs.append(p)
    return pairs


def summary(pairs: list[Pair]) -> dict[str, object]:
    indep = [p for p in pairs if p.da_independent]
    gap = [p for p in indep if p.ordered]
    dep_unordered = [p for p in pairs if not p.da_independent and not p.ordered]
    noalias = [p for p in pairs if p.aa == "NoAlias"]
    noalias_same = [p for p in noalias if "same" in p.ordered]
    return {
        "pairs": len(pairs),
        "da_independent": len(indep),
        "gap": len(gap),
        "gap_percent": 100.0 * len(gap) / len(indep) if indep else 0.0,
        "da_dependent_csarules_unordered": len(dep_unordered),
        "aa_noalias": len(noalias),
        "aa_noalias_ordered_same_iteration": len(noalias_same),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--functions", help="comma-separated: only these functions")
    parser.add_argument("--json", dest="json_path")
    parser.add_argument("--list", type=int, default=20, help="pairs to list per category")
    ns = parser.parse_args(argv)
    files = ns.files or sorted((HERE / "kernels").glob("*.ll"))
    functions = set(ns.functions.split(",")) if ns.functions else None
    pairs: list[Pair] = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            pairs += analyse(path, functions, Path(tmp))
    s = summary(pairs)
    print(f"{s['pairs']} pairs of memory operations (at least one a store) in "
          f"{len(files)} modules; LLVM DA proves {s['da_independent']} independent")
    print(f"precision gap: csarules orders {s['gap']} of them ({s['gap_percent']:.1f}%)")
    for p in [p for p in pairs if p.da_independent and p.ordered][: ns.list]:
        print(f"  gap  {p.file}:{p.function} {p.src}->{p.dst} ordered {','.join(p.ordered)}"
              f" (aa {p.aa}): {p.src_text}  |  {p.dst_text}")
    print(f"DA says may depend, csarules leaves unordered: "
          f"{s['da_dependent_csarules_unordered']}")
    for p in [p for p in pairs if not p.da_independent and not p.ordered][: ns.list]:
        print(f"  only {p.file}:{p.function} {p.src}->{p.dst} da '{p.da}' (aa {p.aa}): "
              f"{p.src_text}  |  {p.dst_text}")
    print(f"aa-eval NoAlias pairs: {s['aa_noalias']}, of which csarules orders within one "
          f"iteration: {s['aa_noalias_ordered_same_iteration']}")
    if ns.json_path:
        from csarules.fileio import write_atomic

        doc = {"summary": s, "pairs": [asdict(p) for p in pairs]}
        write_atomic(ns.json_path, json.dumps(doc, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
