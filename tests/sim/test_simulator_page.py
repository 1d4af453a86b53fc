"""docs/simulator.md: every `$ csarules ...` of its console blocks, re-run from the
repository root, prints what the page shows (`python docs/transcripts.py
docs/simulator.md` rewrites the page from fresh runs)."""

from __future__ import annotations

import pytest
from scriptload import load_script
from simkit import REPO

transcripts = load_script("docs/transcripts.py")
STEPS = transcripts.steps((REPO / "docs" / "simulator.md").read_text(encoding="utf-8"))


def test_the_page_shows_a_mark_race_and_both_gaps() -> None:
    statuses = {step.command.split()[-1]: step.status for step in STEPS if step.status}
    assert set(statuses.values()) == {"0", "1"}
    outputs = "\n".join(step.output for step in STEPS)
    assert "mark races: 63" in outputs
    assert "a better rule could gain 1071" in outputs
    assert "a better rule could gain 0, only run-time information 2022" in outputs


@pytest.mark.parametrize("step", STEPS, ids=[s.command for s in STEPS])
def test_command_output_matches(step) -> None:
    output, code = transcripts.run(step.command)
    assert transcripts.comparable(output) == transcripts.comparable(step.output)
    if step.status is not None:
        assert str(code) == step.status
