"""README.md and every page of docs/: each console transcript, re-run in order (from a
scratch directory, or from the repository root for a page that says so), prints what
the page shows, and `$ echo $?` lines give the exit status. A page that needs a tool
besides csarules (clang-19, cmake, souffle ...) is skipped without it, failed under CI.
(`python docs/transcripts.py PAGE` rewrites a page's outputs from fresh runs.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from scriptload import load_script
from tools import need

transcripts = load_script("docs/transcripts.py")
ROOT = transcripts.ROOT
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def _name(page: Path) -> str:
    return str(page.relative_to(ROOT))


def test_every_page_of_docs_is_linked_from_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [_name(p) for p in PAGES[1:] if f"({_name(p)})" not in readme]
    assert not missing, f"README.md's Documentation list lacks {missing}"


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_page_transcripts(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    for tool in transcripts.tools_needed(text):
        need(tool, f"{_name(page)} runs it")
    failures: list[str] = []
    with transcripts.workdir(text) as cwd:
        for step in transcripts.steps(text):
            output, code = transcripts.run(step.command, cwd)
            if not transcripts.matches(step.output, output):
                failures.append(f"$ {step.command}\n--- the page shows:\n{step.output}\n"
                                f"--- the run printed:\n{output}")
            if step.status is not None and str(code) != step.status:
                failures.append(f"$ {step.command}: exit status {code}, the page says "
                                f"{step.status}\n{output}")
    assert not failures, f"{_name(page)}:\n" + "\n\n".join(failures)


def test_the_readme_test_command_is_what_ci_runs() -> None:
    """README's second command is the line .ci/run ends with."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = [b.strip() for b in readme.split("```sh\n")[1:]]
    test_command = commands[1].split("\n```")[0].strip()
    assert "pytest" in test_command
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test_command in ci_lines


def test_transcripts_match_with_ellipses() -> None:
    assert transcripts.matches("a\n...\nz", "a\nb\nc\nz")
    assert transcripts.matches("a\n...\nz", "a\nz")
    assert not transcripts.matches("a\n...\nz", "a\nb")
    assert transcripts.matches("...\nc\n...", "a\nb\nc\nd")
    assert not transcripts.matches("...\nx\n...", "a\nb")
    assert transcripts.matches("took 1.25 s", "took 31.07 s")
    assert not transcripts.matches("a\nb", "a\nb\nc")


def test_only_allowed_programs_run() -> None:
    with pytest.raises(ValueError, match="not a command a page may run: rm"):
        transcripts.steps("```console\n$ rm -rf build\n```\n")
    with pytest.raises(ValueError, match="rm"):
        transcripts.steps("```console\n$ csarules order x.ll | rm -rf /\n```\n")
    steps = transcripts.steps("```console\n$ CC=clang-19 make -j2 \\\n    all\nout\n```\n")
    assert steps[0].command == "CC=clang-19 make -j2 all" and steps[0].output == "out"
