"""docs/prototyping.md: every `$ csarules ...` of its console blocks, re-run from the
repository root, prints what the page shows, and `$ echo $?` lines give its exit status.
(`python docs/transcripts.py docs/prototyping.md` rewrites the page from fresh runs.)"""

from __future__ import annotations

import pytest
from scriptload import load_script
from trialkit import ROOT

transcripts = load_script("docs/transcripts.py")

PAGE = (ROOT / "docs" / "prototyping.md").read_text(encoding="utf-8")
STEPS = transcripts.steps(PAGE)


def test_the_page_shows_the_workflow() -> None:
    statuses = {step.command: step.status for step in STEPS}
    assert statuses["csarules try examples/guarded_sides_wrong.dl"] == "1"
    assert statuses["csarules try examples/guarded_sides.dl"] == "0"


def test_only_csarules_commands_are_accepted() -> None:
    with pytest.raises(ValueError, match="not a csarules command"):
        transcripts.steps("```console\n$ rm -rf build\n```\n")


@pytest.mark.parametrize("step", STEPS, ids=[s.command for s in STEPS])
def test_command_output_matches(step) -> None:
    output, code = transcripts.run(step.command)
    assert transcripts.comparable(output) == transcripts.comparable(step.output)
    if step.status is not None:
        assert str(code) == step.status
