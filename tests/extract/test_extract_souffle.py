"""The written .facts files are what real Soufflé reads: sanity.dl runs clean on them."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from extract_corpus import OWN_INPUTS, REPO

from csarules.extract import extract_facts
from csarules.facts.writer import write_facts
from csarules.ir.reader import read_module

SOUFFLE = shutil.which("souffle")
INPUTS = sorted((REPO / "tests" / "golden").glob("*/input.ll")) + [
    OWN_INPUTS / "c_features.O3.ll", OWN_INPUTS / "alias_cases.ll"]

pytestmark = pytest.mark.souffle


def run_sanity(facts_dir, out_dir) -> subprocess.CompletedProcess[str]:
    out_dir.mkdir()
    return subprocess.run([SOUFFLE, "-F", str(facts_dir), "-D", str(out_dir),
                           str(REPO / "rules" / "sanity.dl")],
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("path", INPUTS, ids=[p.parent.name if p.name == "input.ll"
                                              else p.name for p in INPUTS])
def test_souffle_reads_the_facts_and_finds_nothing_wrong(path, tmp_path) -> None:
    write_facts(extract_facts(read_module(path)), tmp_path / "facts")
    proc = run_sanity(tmp_path / "facts", tmp_path / "out")
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    outputs = sorted((tmp_path / "out").iterdir())
    assert outputs, "sanity.dl wrote no outputs"
    assert {p.name: p.read_text() for p in outputs if p.read_text()} == {}


def test_souffle_sees_a_corrupted_fact(tmp_path) -> None:
    facts = extract_facts(read_module(OWN_INPUTS / "alias_cases.ll"))
    a, b = sorted(facts["may_alias"])[0]
    facts["may_alias_unknown"].discard((a, b))
    write_facts(facts, tmp_path / "facts")
    proc = run_sanity(tmp_path / "facts", tmp_path / "out")
    assert proc.returncode == 0
    assert f"{a}\t{b}" in (tmp_path / "out" / "bad_alias.csv").read_text()
