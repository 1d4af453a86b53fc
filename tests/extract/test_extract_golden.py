"""Golden facts (cclyzer++ style): each tests/golden/<case>/input.ll must extract to exactly
the checked-in <relation>.facts files. Regenerate with `python tests/golden/update.py`."""

from __future__ import annotations

import pytest
from scriptload import load_script

golden = load_script("tests/golden/update.py", "golden_update")

CASES = golden.cases()


def test_there_are_golden_cases() -> None:
    assert len(CASES) >= 4


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_golden_facts(case) -> None:
    text = golden.diff(case)
    if text:
        print(text)
        pytest.fail(f"facts of {case.name} differ from the golden files (diff above); "
                    "if the change is intended run: python tests/golden/update.py "
                    f"{case.name}")


def test_a_changed_golden_file_is_reported(tmp_path) -> None:
    case = tmp_path / "case"
    case.mkdir()
    src = CASES[0] / "input.ll"
    (case / "input.ll").write_text(src.read_text())
    golden.update(case)
    assert golden.diff(case) == ""
    memop = case / "memop.facts"
    memop.write_text(memop.read_text().replace("\tret", "\tload", 1))
    text = golden.diff(case)
    assert text.startswith("--- golden/case/memop.facts") and "+" in text
