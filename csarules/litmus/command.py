"""`csarules litmus TEST.ll...`: allowed outcomes of litmus tests under the AMDGPU model."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from csarules.errors import CsaError


def register(app: typer.Typer) -> None:
    @app.command("litmus")
    def litmus(
        tests: Annotated[list[Path], typer.Argument(help="litmus tests (.ll)")],
        as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
        explain: Annotated[str | None, typer.Option(
            "--explain", help="why an outcome such as 'T1:%r0=1 /\\ T1:%r1=0' is allowed "
            "or forbidden")] = None,
        engine: Annotated[str, typer.Option(help="embedded or souffle")] = "embedded",
        max_candidates: Annotated[int, typer.Option(
            help="refuse tests with more candidate executions than this")] = 200_000,
    ) -> None:
        """Enumerate candidate executions, keep those rules/amdgpu.dl allows, print the
        allowed outcomes and whether the `; exists:` condition is reachable."""
        from csarules.litmus.candidates import count
        from csarules.litmus.judge import judge
        from csarules.litmus.parse import read_litmus
        from csarules.litmus.report import explain as explain_outcome
        from csarules.litmus.report import render_json, render_text, summarize

        if explain is not None and len(tests) != 1:
            raise CsaError("--explain", None, "--explain takes exactly one test")
        # Read every test first so that a malformed one stops the run before any output.
        parsed = [read_litmus(path) for path in tests]
        for test in parsed:
            total = count(test)
            if total > max_candidates:
                raise CsaError(test.path, None, f"{total} candidate executions, more than "
                               f"--max-candidates {max_candidates}")
        reports = []
        for test in parsed:
            judgement = judge(test, engine)
            if explain is not None:
                sys.stdout.write(explain_outcome(test, judgement, explain))
                return
            summary = summarize(test, judgement)
            if as_json:
                reports.append(render_json(test, summary))
            else:
                sys.stdout.write(render_text(test, summary))
        if as_json:
            print(json.dumps(reports[0] if len(reports) == 1 else reports, indent=2))
