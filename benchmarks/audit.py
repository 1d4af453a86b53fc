"""What auditing costs on real code: `csarules report` of a module (generation seconds, cpu
seconds, peak memory, the page's bytes and the derivations it holds), the page opened in
headless Chromium (until it is drawn, and a click on a line then on an edge until the
reason shows), `why` on one edge of the module's largest function, and how wide `view`
draws the vectorised gemm.

    python benchmarks/audit.py --lua LUA_SRC_DIR [--json audit.json]
    python benchmarks/audit.py FILE.ll ...            # reports of these modules instead

With --lua, Lua's lvm.c is compiled with clang-19 -O2 -g (its interpreter, luaV_execute,
is one function of about 8,000 IR lines). Every command runs in its own measured process
as benchmarks/scale.py runs `order` (its `run_csarules`, caches warmed first); the browser
needs Debian's chromium and chromium-driver and selenium (as the browser test does).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from scale import child_env, run_csarules, warm_up  # noqa: E402

GEMM = REPO / "tests" / "inputs" / "audit" / "gemm.ll"
_DATA = re.compile(rb'<script type="application/json" id="data">(.*?)</script>', re.S)


@dataclass
class Row:
    what: str          # the measurement, as a user would type the command
    seconds: float
    cpu: float
    peak_mib: float
    figure: str        # what it gave: a page's bytes, a drawing's width, ...
    status: str


def measure(args: list[str], what: str, timeout: float, figure=lambda: "") -> Row:
    seconds, cpu, peak, code, err = run_csarules(args, timeout)
    status = "ok" if code == 0 else ("timeout" if code is None else
                                     f"exit {code}: {err.strip().splitlines()[:1]}")
    return Row(what, round(seconds, 2), round(cpu, 2), round(peak, 1),
               figure() if code == 0 else "", status)


def page_figure(page: Path) -> str:
    raw = page.read_bytes()
    doc = json.loads(_DATA.search(raw).group(1))
    edges = sum(len(f["edges"]) // 5 for f in doc["functions"])
    derived = sum(f["derived"] for f in doc["functions"])
    return (f"{len(raw):,} bytes, {len(doc['functions'])} functions, {edges:,} edges, "
            f"{derived:,} derivations, {len(doc['nodes']):,} tree nodes")


def browser_rows(page: Path, name: str, work: Path) -> list[Row]:
    """Open the page, then click the line with the most edges and its first edge."""
    sys.path.insert(0, str(REPO / "docs"))
    import screenshot  # docs/screenshot.py: the browser test's Chromium
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    missing = screenshot.available()
    if missing:
        return [Row(f"open {name} in Chromium", 0, 0, 0, "", f"skipped: {missing}")]
    driver = screenshot.browser(work / "profile")
    rows = []
    try:
        start = time.perf_counter()
        driver.get(page.as_uri())
        WebDriverWait(driver, 600).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, "#src .ln"))
        opened = time.perf_counter() - start
        timing = driver.execute_script(
            "const t = performance.timing; return [t.domContentLoadedEventEnd - "
            "t.navigationStart, t.loadEventEnd - t.navigationStart];")
        rows.append(Row(f"open {name} in Chromium (file://)", round(opened, 2), 0, 0,
                        f"DOM ready {timing[0]} ms, load {timing[1]} ms", "ok"))
        busiest = driver.execute_script(
            "let best = null, most = -1; for (const el of document.querySelectorAll("
            "'#src .ln.op')) { const n = parseInt(el.querySelector('.mk').textContent) || 0;"
            " if (n > most) { most = n; best = el; } } return best;")
        start = time.perf_counter()
        screenshot.click(driver, busiest)
        pairs = driver.find_elements(By.CSS_SELECTOR, "#ops a.pair")
        listed = time.perf_counter() - start
        start = time.perf_counter()
        screenshot.click(driver, pairs[0])
        driver.find_element(By.CSS_SELECTOR, "#reason .tag")
        reason = time.perf_counter() - start
        rows.append(Row("click its busiest line, then an edge", round(listed, 2), 0, 0,
                        f"{len(pairs):,} pairs listed; the edge's reason in "
                        f"{reason * 1000:.0f} ms", "ok"))
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        if errors:
            rows[-1].status = f"console errors: {errors[:1]}"
    finally:
        driver.quit()
    return rows


def view_width(work: Path) -> Row:
    out = work / "gemm.svg"

    def width() -> str:
        found = re.search(r'<svg width="(\d+)pt" height="(\d+)pt"', out.read_text())
        return f"{found.group(1)} x {found.group(2)} pt" if found else "?"

    return measure(["view", str(GEMM), "-o", str(out)], "view tests/inputs/audit/gemm.ll "
                   "(clang-19 -O2, vectorised) -o gemm.svg", 600, width)


def why_row(path: Path, page: Path) -> Row:
    """`why` on the first edge of the page's largest function that has a derivation."""
    doc = json.loads(_DATA.search(page.read_bytes()).group(1))
    func = max(doc["functions"], key=lambda f: len(f["edges"]))
    src, dst, ctx = func["edges"][:3]
    ops = func["ops"]
    args = ["why", str(path), str(func["line"] if src < 0 else ops[src][1]),
            str(ops[dst][1])]
    if ctx:
        args += ["--carried-by", func["loops"][ctx - 1]]
    return measure(args, f"why {path.name} {args[2]} {args[3]} (@{func['name']})", 1800)


def compile_lvm(lua: Path, work: Path) -> Path:
    out = work / "lvm.ll"
    subprocess.run(["clang-19", "-O2", "-g", "-S", "-emit-llvm", f"-I{lua}",
                    str(lua / "lvm.c"), "-o", str(out)], check=True)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path, help="modules to report")
    ap.add_argument("--lua", type=Path, help="Lua's source directory (lvm.c)")
    ap.add_argument("--json", type=Path, help="write the rows here")
    ap.add_argument("--timeout", type=float, default=3600.0)
    args = ap.parse_args()
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        child_env(work, cold=False)
        warm_up(["embedded"], work)
        files = list(args.files)
        if args.lua is not None:
            files.append(compile_lvm(args.lua, work))
        if not files:
            files = [GEMM]
        rows.append(view_width(work))
        for path in files:
            page = work / (path.stem + ".html")
            rows.append(measure(["report", str(path), "-o", str(page)],
                                f"report {path.name} -o {page.name}", args.timeout,
                                lambda page=page: page_figure(page)))
            if page.exists():
                rows += browser_rows(page, page.name, work)
                rows.append(why_row(path, page))
    print("| measurement | wall s | cpu s | peak MiB | figure | status |")
    print("|---|---:|---:|---:|---|---|")
    for row in rows:
        print(f"| `{row.what}` | {row.seconds} | {row.cpu} | {row.peak_mib} | {row.figure} "
              f"| {row.status} |")
    if args.json:
        args.json.write_text(json.dumps([asdict(r) for r in rows], indent=1) + "\n")
    return 0 if all(r.status == "ok" or r.status.startswith("skipped") for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
