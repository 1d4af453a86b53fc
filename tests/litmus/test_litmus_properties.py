"""Properties of the AMDGPU model on random small litmus tests."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from litmus_oracle import interleavings, litmus_texts

from csarules.litmus import condition as cond_mod
from csarules.litmus.judge import judge
from csarules.litmus.parse import read_litmus
from csarules.litmus.report import summarize

SETTINGS = settings(max_examples=30, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def states(text: str) -> list[dict]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.ll"
        path.write_text(text)
        test = read_litmus(path)
        return summarize(test, judge(test)).states


@SETTINGS
@given(litmus_texts(seq_cst_only=True))
def test_seq_cst_at_system_scope_is_sequential_consistency(text: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.ll"
        path.write_text(text)
        test = read_litmus(path)
        found = {tuple(s.values()) for s in summarize(test, judge(test)).states}
        assert found == interleavings(test)


@SETTINGS
@given(litmus_texts())
def test_dropping_metadata_never_allows_more(text: str) -> None:
    """mmra.rst: "the memory model cannot be relaxed further by deleting metadata from
    instructions": every outcome without the tags is one the tagged test allows (an undef
    there standing for any value)."""
    tagged = states(text)
    for plain in states(re.sub(r", !mmra !\d", "", text)):
        assert any(all(t[n] == cond_mod.UNDEF or t[n] == v for n, v in plain.items())
                   for t in tagged), (plain, tagged)
