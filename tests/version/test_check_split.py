"""A check computed for each value of its guards' latest literal (bounds.best_check: the
vectoriser's check result that the candidates' guards read) picks the same copy as the
check computed as it reads, on every run: the nests of the lit tests whose checks are
split, run with random sizes and placements, the original beside or over the copy's
arrays, print the same sequence of copies entered."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from test_versioning_oracle import marked

import csarules.version.rewrite as rewrite
from csarules.ir.reader import parse_module
from csarules.ir.splice import written_text
from csarules.order.ordering import read_unordered
from csarules.sim.api import simulate
from csarules.version.bounds import CheckBlock
from csarules.version.hook import NOTE, Versioning

LIT = Path(__file__).resolve().parents[1] / "lit" / "versioning"
CASES = {"stencil2d_vec.ll": "stencil2d", "transpose_vec.ll": "transpose"}
ARENA = 2048


def _entries(split: bool, name: str, args: list[str], monkeypatch) -> str:
    if not split:
        monkeypatch.setattr(rewrite, "best_check", CheckBlock)
    module = read_unordered(LIT / name, mode="standard", versioning=Versioning())
    monkeypatch.undo()
    [nest] = module.notes[NOTE].nests
    text = written_text(module)
    # the split check ends in a select between its two results
    split_seen = re.search(r"= select i1 %\S+, i1 %csa\.v0\.c\.\d+, i1 ", text) is not None
    assert split_seen == split
    out = simulate(parse_module(marked(text, nest.copy_label, nest.root_label), name),
                   CASES[name], args).output
    return "".join(out)


@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(rows=st.integers(3, 9) | st.integers(0, 9), cols=st.integers(0, 13), at=st.integers(0, 400),
       seed=st.integers(0, 100))
def test_a_split_check_picks_the_copy_the_plain_one_does(name, rows, cols, at, seed,
                                                        monkeypatch):
    args = [f"i8[{ARENA}]:random:seed={seed}", f"0+{4 * at}", str(rows), str(cols)]
    split = _entries(True, name, args, monkeypatch)
    plain = _entries(False, name, args, monkeypatch)
    event(f"copies entered: {''.join(sorted(set(split)))}")
    assert split == plain
