"""csarules' ordering next to LLVM's own verdicts, for every pair of memory operations.

    python benchmarks/llvm_da.py [FILE.ll ...] [--functions f,g] [-j N] [--json OUT]
    python benchmarks/llvm_da.py --tsvc TSVC_2/src [--builds o2,o1nv] [--kernels k,l |
        --first N] [--len-1d 40] [--len-2d 8] [--work DIR] [-j N] [--json OUT] [--list N]

Default corpus: benchmarks/kernels/*.ll. With `--tsvc`, the suite's tsvc.c is built as
`benchmarks/real_build.py` builds it (same sizes, one repetition, builds o2 = clang-19
-O2, o1nv = -O1 -fno-vectorize -fno-slp-vectorize), and each kernel is taken out into a
module of its own (`llvm-extract-19 --func`); every build gets its own figures.

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
Modules are independent: `-j N` runs N at a time.

What DA's `none` says. LLVM 19's DependenceAnalysis asks whether the two accesses' start
addresses (or the subscripts it delinearises them into) can be equal; it never looks
at how many bytes each access covers. So each pair DA proves independent is classified
(`da_bytes`) by a criterion read off the two instructions:
- both addresses constant byte offsets of one global (`@g`, `getelementptr inbounds (i8,
  ptr @g, i64 K)`): the byte ranges are known. `overlap` when they meet: DA's `none` is
  wrong about the bytes (two `<4 x float>` at bytes 140 and 144, or s111's `<8 x float>`
  load of a[0..7] and its store to a[1]); otherwise unclassified (DA is right);
- else `sizes`: the two accesses differ in size (`<8 x float>` against `float`), so
  equal or unequal start addresses say nothing of whether the bytes meet;
- else `vector`: vectors of one size (each covers several elements: starts 4 bytes apart
  are different addresses to DA, yet `<4 x float>` accesses there share 12 bytes);
- else unclassified: DA's `none` is taken as its claim that the bytes never meet.
Prints the precision gap (pairs DA proves independent that csarules orders) raw, as a
percentage of every pair DA proves independent, and classified, leaving the classified
pairs out of both counts; then every pair csarules leaves unordered that DA says may
depend (each to be explained).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks.real_build import build_suite_module, unknown_build  # noqa: E402
from csarules.ir.text import split_top  # noqa: E402

_DEFINE = re.compile(r"^define\b.*?@([-\w$.]+|\"[^\"]*\")\(")
_DA_FUNC = re.compile(r"^(?:Printing analysis )?'Dependence Analysis' for function '(.+)':")
_DA_PAIR = re.compile(r"^Src:\s*(.*?) --> Dst:\s*(.*)$")
_AA_FUNC = re.compile(r"^Function: (\S+):")
_AA_PAIR = re.compile(r"^\s*(NoAlias|MayAlias|PartialAlias|MustAlias):\s*(.*)$")
_SCALAR_SIZE = {"half": 2, "bfloat": 2, "float": 4, "double": 8, "fp128": 16,
                "x86_fp80": 10, "ptr": 8}
_GLOBAL = re.compile(r"^ptr\s+(@[-\w$.]+)$")
_GLOBAL_OFFSET = re.compile(
    r"^ptr\s+getelementptr\s+(?:inbounds\s+)?\(i8,\s*ptr\s+(@[-\w$.]+),\s*i64\s+(-?\d+)\)$")


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
    da_bytes: str = ""  # for DA's `none`: 'sizes' / 'overlap' when it says nothing of bytes

    @property
    def da_independent(self) -> bool:
        return self.da == "none"


# ------------------------------------------------------------------ reading accesses
def type_size(text: str) -> int | None:
    """Store size in bytes of an IR type (scalars and vectors of them), else None."""
    text = text.strip()
    m = re.fullmatch(r"<\s*(\d+)\s+x\s+(.+?)\s*>", text)
    if m:
        elem = type_size(m.group(2))
        return int(m.group(1)) * elem if elem is not None else None
    m = re.fullmatch(r"i(\d+)", text)
    if m:
        return (int(m.group(1)) + 7) // 8
    if text.startswith("ptr"):
        return 8
    return _SCALAR_SIZE.get(text)


def access(text: str) -> tuple[int | None, str | None]:
    """(size, pointer operand text such as `ptr %p`) of a load/store's text, else Nones."""
    body = text.split("=", 1)[1].strip() if re.match(r"^%[-\w$.\"]+\s*=", text) else text
    for kind in ("store", "load"):
        if body.startswith(kind + " "):
            rest = re.sub(r"^(?:(?:atomic|volatile)\s+)*", "", body[len(kind) + 1:])
            ty = re.match(r"<\s*\d+\s+x\s+[^>]+>|[^\s,]+", rest)
            pointer = next((p.strip() for p in split_top(rest)[1:]
                            if p.strip().startswith("ptr")), None)
            if pointer is not None:  # an atomic's ordering follows its pointer
                pointer = re.sub(r"\s+(?:syncscope\(\"[^\"]*\"\)\s+)?"
                                 r"(?:unordered|monotonic|acquire|release|acq_rel|seq_cst)$",
                                 "", pointer)
            return (type_size(ty.group(0)) if ty else None), pointer
    return None, None


def constant_bytes(pointer: str | None) -> tuple[str, int] | None:
    """(global, byte offset) of a pointer operand that is a constant offset of a global."""
    if pointer is None:
        return None
    m = _GLOBAL.match(pointer)
    if m:
        return m.group(1), 0
    m = _GLOBAL_OFFSET.match(pointer)
    return (m.group(1), int(m.group(2))) if m else None


def classify(src_text: str, dst_text: str) -> str:
    """What DA's `none` for this pair is worth (module docstring): '' = a claim about
    bytes, 'overlap' = constant byte ranges of one global that overlap, 'sizes' = the
    accesses differ in size, 'vector' = vectors of one size at addresses not both
    constant."""
    (size_a, ptr_a), (size_b, ptr_b) = access(src_text), access(dst_text)
    if size_a is None or size_b is None:
        return ""
    at_a, at_b = constant_bytes(ptr_a), constant_bytes(ptr_b)
    if at_a and at_b and at_a[0] == at_b[0]:
        meet = at_a[1] < at_b[1] + size_b and at_b[1] < at_a[1] + size_a
        return "overlap" if meet else ""
    if size_a != size_b:
        return "sizes"
    if _is_vector(src_text) or _is_vector(dst_text):
        return "vector"
    return ""


def _is_vector(text: str) -> bool:
    body = text.split("=", 1)[1] if re.match(r"^%[-\w$.\"]+\s*=", text) else text
    return re.match(r"\s*(?:store|load)\s+(?:(?:atomic|volatile)\s+)*<", body) is not None


def _pointer_name(text: str) -> str | None:
    """The pointer operand of a load/store when it is a named value (for aa-eval)."""
    _, pointer = access(text)
    m = re.fullmatch(r"ptr(?:\s+\w+\(\d+\))?\s+(%[-\w$.]+)", pointer or "")
    return m.group(1) if m else None


# ------------------------------------------------------------------ LLVM's and our verdicts
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


def _ordered(named: Path) -> dict[tuple[str, str, str], list[str]]:
    """(function, instruction text, instruction text) -> contexts csarules orders the two
    in. Keyed by text, not line: csarules expands loop builtins first, which moves lines
    (instnamer names every value, so texts are unique where DA's pairs are matched)."""
    res = subprocess.run([sys.executable, "-m", "csarules", "edges", str(named), "--json"],
                         capture_output=True, text=True, check=True, cwd=REPO)
    out: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for fn in json.loads(res.stdout)["functions"]:
        for r in fn["required"]:
            a, b = sorted((r["src"]["text"].strip(), r["dst"]["text"].strip()))
            ctx = "same" if r["carried_by"] is None else f"loop@{r['carried_by']}"
            if ctx not in out[(fn["name"], a, b)]:
                out[(fn["name"], a, b)].append(ctx)
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
        ps, pd = _pointer_name(st), _pointer_name(dt)
        if ps and pd:
            p.aa = "MustAlias" if ps == pd else aa.get(fn, {}).get(frozenset((ps, pd)), "?")
        p.ordered = ordered.get((fn, *sorted((st, dt))), [])
        if p.da_independent:
            p.da_bytes = classify(st, dt)
        pairs.append(p)
    return pairs


def analyse_all(jobs: list[tuple[Path, set[str] | None]], tmp: Path, workers: int
                ) -> list[Pair]:
    """The pairs of every (module, functions) job, in the order of `jobs`."""
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        results = pool.map(lambda job: analyse(job[0], job[1], tmp), jobs)
        return [p for pairs in results for p in pairs]


# ------------------------------------------------------------------ figures
def summary(pairs: list[Pair]) -> dict[str, object]:
    indep = [p for p in pairs if p.da_independent]
    gap = [p for p in indep if p.ordered]
    about_bytes = [p for p in indep if not p.da_bytes]
    gap_bytes = [p for p in about_bytes if p.ordered]
    dep_unordered = [p for p in pairs if not p.da_independent and not p.ordered]
    noalias = [p for p in pairs if p.aa == "NoAlias"]
    noalias_same = [p for p in noalias if "same" in p.ordered]
    not_bytes = Counter(p.da_bytes for p in indep if p.da_bytes)
    return {
        "pairs": len(pairs),
        "da_independent": len(indep),
        "gap": len(gap),
        "gap_percent": _percent(len(gap), len(indep)),
        "da_not_about_bytes": dict(sorted(not_bytes.items())),
        "da_not_about_bytes_ordered": len(gap) - len(gap_bytes),
        "gap_classified": len(gap_bytes),
        "gap_classified_of": len(about_bytes),
        "gap_classified_percent": _percent(len(gap_bytes), len(about_bytes)),
        "gap_classified_by_function": dict(Counter(p.function for p in gap_bytes)
                                           .most_common()),
        "da_dependent_csarules_unordered": len(dep_unordered),
        "da_dependent_csarules_unordered_by_function": dict(
            Counter(p.function for p in dep_unordered).most_common()),
        "aa_noalias": len(noalias),
        "aa_noalias_ordered_same_iteration": len(noalias_same),
    }


def _percent(part: int, whole: int) -> float:
    return 100.0 * part / whole if whole else 0.0


def report(title: str, pairs: list[Pair], modules: int, listed: int) -> str:
    s = summary(pairs)
    not_bytes = s["da_not_about_bytes"]
    assert isinstance(not_bytes, dict)
    lines = [
        f"== {title}: {s['pairs']} pairs of memory operations (at least one a store) in "
        f"{modules} modules; LLVM DA proves {s['da_independent']} independent",
        f"precision gap, raw: csarules orders {s['gap']} of them ({s['gap_percent']:.1f}%)",
        f"DA's `none` not about bytes: {sum(not_bytes.values())} ("
        + (", ".join(f"{k} {v}" for k, v in not_bytes.items()) or "none")
        + f"), of which csarules orders {s['da_not_about_bytes_ordered']}",
        f"precision gap, classified: csarules orders {s['gap_classified']} of "
        f"{s['gap_classified_of']} ({s['gap_classified_percent']:.1f}%)",
    ]
    by_function = s["gap_classified_by_function"]
    assert isinstance(by_function, dict)
    if by_function:
        lines.append("  by function: " + ", ".join(f"{k} {v}" for k, v in by_function.items()))
    gap = [p for p in pairs if p.da_independent and p.ordered and not p.da_bytes]
    for p in gap[:listed]:
        lines.append(f"  gap  {p.file}:{p.function} {p.src}->{p.dst} ordered "
                     f"{','.join(p.ordered)} (aa {p.aa}): {p.src_text}  |  {p.dst_text}")
    lines.append(f"DA says may depend, csarules leaves unordered: "
                 f"{s['da_dependent_csarules_unordered']}")
    by_function = s["da_dependent_csarules_unordered_by_function"]
    assert isinstance(by_function, dict)
    if by_function:
        lines.append("  by function: " + ", ".join(f"{k} {v}" for k, v in by_function.items()))
    for p in [p for p in pairs if not p.da_independent and not p.ordered][:listed]:
        lines.append(f"  only {p.file}:{p.function} {p.src}->{p.dst} da '{p.da}' "
                     f"(aa {p.aa}): {p.src_text}  |  {p.dst_text}")
    lines.append(f"aa-eval NoAlias pairs: {s['aa_noalias']}, of which csarules orders within "
                 f"one iteration: {s['aa_noalias_ordered_same_iteration']}")
    return "\n".join(lines)


# ------------------------------------------------------------------ TSVC
def tsvc_modules(src: Path, work: Path, build_name: str, len_1d: int, len_2d: int,
                 kernels: list[str] | None, first: int | None) -> list[tuple[Path, str]]:
    """(module, kernel) for each kernel of tsvc.c built as `build_name`."""
    suite, names = build_suite_module(src, work, build_name, len_1d, len_2d)
    if kernels:
        names = [k for k in names if k in kernels]
    names = names[:first] if first else names
    out = []
    for kernel in names:
        dst = suite.parent / f"{kernel}.ll"
        subprocess.run(["llvm-extract-19", "-S", f"--func={kernel}", str(suite),
                        "-o", str(dst)], check=True)
        out.append((dst, kernel))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--functions", help="comma-separated: only these functions")
    parser.add_argument("--tsvc", type=Path, help="TSVC_2's src directory: build and compare")
    parser.add_argument("--builds", default="o2,o1nv", help="with --tsvc")
    parser.add_argument("--kernels", help="with --tsvc: comma-separated kernel names")
    parser.add_argument("--first", type=int, help="with --tsvc: only the first N kernels")
    parser.add_argument("--len-1d", type=int, default=40)
    parser.add_argument("--len-2d", type=int, default=8)
    parser.add_argument("--work", type=Path, help="with --tsvc: build here (kept)")
    parser.add_argument("-j", "--jobs", type=int, default=1, help="modules at a time")
    parser.add_argument("--json", dest="json_path")
    parser.add_argument("--list", type=int, default=20, help="pairs to list per category")
    ns = parser.parse_args(argv)
    functions = set(ns.functions.split(",")) if ns.functions else None
    results: dict[str, tuple[list[Pair], int]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        if ns.tsvc is not None:
            if not (ns.tsvc / "tsvc.c").is_file():
                print(f"{ns.tsvc}: error: no tsvc.c here (give TSVC_2's src directory)",
                      file=sys.stderr)
                return 2
            builds = ns.builds.split(",")
            bad_build = unknown_build(builds)
            if bad_build:
                print(bad_build, file=sys.stderr)
                return 2
            wanted = ns.kernels.split(",") if ns.kernels else None
            work = ns.work or Path(tmp) / "work"
            for b in builds:
                mods = tsvc_modules(ns.tsvc, work, b, ns.len_1d, ns.len_2d, wanted, ns.first)
                out = Path(tmp) / b
                out.mkdir()
                jobs = [(path, {kernel}) for path, kernel in mods]
                results[f"TSVC {b}"] = (analyse_all(jobs, out, ns.jobs), len(mods))
        else:
            files = ns.files or sorted((HERE / "kernels").glob("*.ll"))
            results["modules"] = (analyse_all([(f, functions) for f in files], Path(tmp),
                                              ns.jobs), len(files))
    print("\n\n".join(report(title, pairs, n, ns.list)
                      for title, (pairs, n) in results.items()))
    if ns.json_path:
        from csarules.fileio import write_atomic

        doc = {title: {"modules": n, "summary": summary(pairs),
                       "pairs": [asdict(p) for p in pairs]}
               for title, (pairs, n) in results.items()}
        write_atomic(ns.json_path, json.dumps(doc, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
