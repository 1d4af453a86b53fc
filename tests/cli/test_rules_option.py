"""Trying a rule: `--rules FILE` on order/edges, and `csarules diff` against a mode."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
IDEA = ROOT / "examples" / "loads_skip_carried_stores.dl"
KERNEL = ROOT / "benchmarks" / "kernels" / "prefix_sum.ll"  # a carried store -> load


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "csarules", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=600)


def test_rules_file_replaces_the_mode() -> None:
    base = json.loads(run("edges", "--json", str(KERNEL)).stdout)
    tried = run("edges", "--json", "--rules", str(IDEA), str(KERNEL))
    assert tried.returncode == 0, tried.stderr
    doc = json.loads(tried.stdout)
    (func,) = doc["functions"]
    assert func["mode"] == "loads_skip_carried_stores"
    reasons = {item["reason"] for item in func["released"]}
    assert reasons == {"loads_skip_carried_stores"}

    def carried_store_load(edges: list[dict]) -> list[dict]:
        return [e for e in edges if e["carried_by"] and e["src"]["text"].startswith("store")
                and " load " in e["dst"]["text"]]

    assert carried_store_load(base["functions"][0]["emitted"])
    assert not carried_store_load(func["emitted"])


def test_diff_lists_removed_edges() -> None:
    done = run("diff", "--rules", str(IDEA), str(KERNEL))
    assert done.returncode == 0, done.stderr
    assert "(standard -> loads_skip_carried_stores)" in done.stdout
    assert any(line.lstrip().startswith("-") and "carried by" in line
               for line in done.stdout.splitlines())


def test_missing_rules_file_is_exit_2(tmp_path: Path) -> None:
    done = run("order", "--rules", str(tmp_path / "nope.dl"), str(KERNEL))
    assert done.returncode == 2
    assert "cannot read rules file" in done.stderr
