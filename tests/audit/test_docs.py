"""docs/audit.md and README's section on explaining an edge show real runs: each `$ csarules
...` of their console blocks, re-run from the repository root, prints what the page shows
(`python docs/transcripts.py docs/audit.md` rewrites the page; README's block is one of
docs/audit.md's)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from scriptload import load_script

transcripts = load_script("docs/transcripts.py")
ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "audit.md").read_text(encoding="utf-8")
STEPS = transcripts.steps(PAGE)
README = (ROOT / "README.md").read_text(encoding="utf-8")
SECTION = re.search(r"^### Auditing an edge\n(.*?)^##", README, re.S | re.M).group(1)


def test_the_page_shows_why_and_its_errors() -> None:
    commands = [step.command for step in STEPS]
    assert any(c.endswith("--brief") for c in commands)
    assert sum(step.status == "2" for step in STEPS) == 2


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.command)
def test_each_step_prints_what_the_page_shows(step) -> None:
    output, code = transcripts.run(step.command)
    assert output == step.output
    assert str(code) == (step.status or "0")


def test_readme_shows_a_sentence_of_the_page() -> None:
    steps = transcripts.steps(SECTION)
    assert steps and all(step in STEPS for step in steps)
    assert "docs/audit.md" in SECTION and "docs/audit-report.png" in SECTION
