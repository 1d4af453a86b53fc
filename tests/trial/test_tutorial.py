"""docs/prototyping.md shows the workflow it describes: the wrong idea exits 1, the
corrected one 0. (tests/docs/test_docs_pages.py re-runs every command of the page and
checks its output; `python docs/transcripts.py docs/prototyping.md` rewrites the page
from fresh runs.)"""

from __future__ import annotations

from scriptload import load_script
from trialkit import ROOT

transcripts = load_script("docs/transcripts.py")

PAGE = (ROOT / "docs" / "prototyping.md").read_text(encoding="utf-8")
STEPS = transcripts.steps(PAGE)


def test_the_page_shows_the_workflow() -> None:
    statuses = {step.command: step.status for step in STEPS}
    assert statuses["csarules try examples/guarded_sides_wrong.dl"] == "1"
    assert statuses["csarules try examples/guarded_sides.dl"] == "0"


def test_the_page_runs_from_the_repository_root() -> None:
    """`try` without a corpus names the kernels relative to the working directory."""
    assert transcripts.runs_from_root(PAGE)
