"""`csarules order --compdb DB -d OUT` and `csarules edges --json --compdb DB -d OUT`:
every translation unit of a build compiled to IR by its own command, then ordered into
OUT/<its source's path relative to the project>.ll (or .json), redoing only what
changed since the last run (csarules/build/state.py).

The IR ordered is kept in OUT/.csarules/ir/<name>.ll, so that warnings name lines of a
file that exists and `csarules why` can be asked about it. A unit that fails (its compile
or its ordering) is listed at the end and does not stop the others."""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from csarules.build.compdb import Plan, Unit, plan, read_compdb
from csarules.build.compile import Compiled, compile_units, shown
from csarules.build.progress import Bar
from csarules.build.state import STATE_DIR, Record, State, options_digest, sha256, unit_key
from csarules.fileio import write_atomic

if TYPE_CHECKING:
    from csarules.order.project import Settings

SUFFIX = {"order": ".ll", "edges": ".json"}


@dataclass
class Outcome:
    unit: Unit
    output: Path
    status: str = "failed"  # "ordered", "up to date" or "failed"
    record: Record | None = None
    error: str | None = None
    internal: bool = False

    @property
    def record_name(self) -> str:
        """The output's name under OUT (`order` and `edges` may share one OUT)."""
        return f"{self.unit.name}{self.output.suffix}"


@dataclass
class Summary:
    command: str
    outcomes: list[Outcome]
    plan: Plan
    seconds: float
    counts: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        records = [o.record for o in self.outcomes if o.record is not None]
        self.counts = {
            "files": len(self.outcomes),
            "ordered": sum(o.status == "ordered" for o in self.outcomes),
            "up_to_date": sum(o.status == "up to date" for o in self.outcomes),
            "failed": sum(o.status == "failed" for o in self.outcomes),
            "functions": sum(r.functions for r in records),
            "edges": sum(r.edges for r in records),
            "warnings": sum(len(r.warnings) for r in records),
        }

    def line(self) -> str:
        c = self.counts
        done = "ordered" if self.command == "order" else "made"
        text = (f"csarules {self.command}: {c['files']} files: {c['ordered']} {done}, "
                f"{c['up_to_date']} up to date, {c['failed']} failed; {c['functions']} "
                f"functions, {c['edges']} edges, {c['warnings']} warnings; "
                f"{self.seconds:.2f} s")
        skipped = []
        if self.plan.repeated:
            skipped.append(f"{len(self.plan.repeated)} compiling a source again")
        if self.plan.not_c:
            skipped.append(f"{len(self.plan.not_c)} not C or C++")
        return text + (f" (entries skipped: {', '.join(skipped)})" if skipped else "")

    def document(self, compdb: Path, outdir: Path) -> dict:
        return {
            "compdb": str(compdb), "output_dir": str(outdir), **self.counts,
            "seconds": round(self.seconds, 3),
            "skipped_entries": {
                "repeated": [_entry_doc(e) for e in self.plan.repeated],
                "not_c_or_cxx": [_entry_doc(e) for e in self.plan.not_c]},
            "units": [_outcome_doc(o) for o in self.outcomes],
        }


def _entry_doc(entry) -> dict:
    return {"entry": entry.number, "source": str(entry.source)}


def _outcome_doc(outcome: Outcome) -> dict:
    doc: dict = {"entry": outcome.unit.entry.number, "source": str(outcome.unit.entry.source),
                 "output": str(outcome.output), "status": outcome.status}
    if outcome.record is not None:
        doc.update(functions=outcome.record.functions, edges=outcome.record.edges,
                   warnings=outcome.record.warnings)
    if outcome.error is not None:
        doc["error"] = outcome.error
    return doc


def build_outputs(command: str, compdb: Path, outdir: Path, settings: Settings, jobs: int,
                  cc: str | None, debug_info: bool, summary_json: Path | None) -> int:
    """Order (or list the edges of) every unit of the database into `outdir`; print the
    warnings of what was made, the failures and a summary on stderr; the exit status:
    0, 2 when a unit failed (1 when only by a bug)."""
    from csarules.order.project import Job, edges_file, order_file, order_jobs

    start = time.monotonic()
    the_plan = plan(read_compdb(compdb))
    if summary_json is not None:  # refused now, not after the whole build
        _check_writable(summary_json)
    state = State(outdir)
    options = options_digest(command, settings.mode, settings.rules, settings.engine,
                             settings.no_expand, settings.no_storage_check)
    suffix = SUFFIX[command]
    outcomes = [Outcome(u, outdir / f"{u.name}{suffix}") for u in the_plan.units]
    ir_dir = outdir / STATE_DIR / "ir"
    (outdir / STATE_DIR).mkdir(parents=True, exist_ok=True)
    keys: dict[int, str] = {}
    jobs_to_run: list[Job] = []
    job_units: list[int] = []  # the index in `outcomes` of each job
    with tempfile.TemporaryDirectory(prefix="compile.", dir=outdir / STATE_DIR) as scratch:
        with Bar("compiling", len(the_plan.units)) as advance:
            compiled = compile_units(the_plan.units, Path(scratch), cc, debug_info, jobs,
                                     advance)
        for k, (outcome, done) in enumerate(zip(outcomes, compiled, strict=True)):
            if done.ir is None:
                outcome.error = done.error
                state.records.pop(outcome.record_name, None)
                continue
            ir = done.ir.read_bytes()
            keys[k] = unit_key(ir, options)
            name = str(outcome.unit.name)
            record = state.up_to_date(outcome.record_name, keys[k], outcome.output)
            if record is not None:
                outcome.status, outcome.record = "up to date", record
                continue
            kept = ir_dir / f"{name}.ll"
            kept.parent.mkdir(parents=True, exist_ok=True)
            os.replace(done.ir, kept)
            jobs_to_run.append(Job(_relative(kept), outcome.output))
            job_units.append(k)
    work = order_file if command == "order" else edges_file
    reports = order_jobs(jobs_to_run, settings, jobs, Bar("ordering", len(jobs_to_run)), work)
    for k, report in zip(job_units, reports, strict=True):
        outcome = outcomes[k]
        name = outcome.record_name
        if report.error:
            outcome.error, outcome.internal = report.error, report.internal
            state.records.pop(name, None)
            continue
        outcome.status = "ordered"
        outcome.record = state.records[name] = Record(
            keys[k], sha256(outcome.output.read_bytes()), report.functions, report.edges,
            report.warnings)
    state.save({o.record_name for o in outcomes}, suffix)
    summary = Summary(command, outcomes, the_plan, time.monotonic() - start)
    _report(summary, outcomes)
    if summary_json is not None:
        write_atomic(summary_json, json.dumps(summary.document(compdb, outdir), indent=2)
                     + "\n")
    failed = [o for o in outcomes if o.status == "failed"]
    if not failed:
        return 0
    return 1 if all(o.internal for o in failed) else 2


def _relative(path: Path) -> Path:
    """The IR file as messages name it (relative to the working directory when below)."""
    return Path(shown(path))


def _check_writable(path: Path) -> None:
    from csarules.errors import CsaError

    if not path.parent.is_dir():
        raise CsaError(str(path), None, f"cannot write output: directory {path.parent} "
                       "does not exist")


def _report(summary: Summary, outcomes: list[Outcome]) -> None:
    for outcome in outcomes:
        if outcome.status == "ordered" and outcome.record is not None:
            for line in outcome.record.warnings:
                print(line, file=sys.stderr)
    for outcome in outcomes:
        if outcome.error:
            print(outcome.error, file=sys.stderr)
    print(summary.line(), file=sys.stderr)


def compile_corpus(compdb: Path, directory: Path | None, cc: str | None, debug_info: bool,
                   jobs: int) -> tuple[list[str], list[str], Path | None]:
    """For `try --compdb`: every unit's IR in `directory` (a temporary one when None);
    the IR files, the failures, and the temporary directory to remove afterwards."""
    the_plan = plan(read_compdb(compdb))
    temporary = None
    if directory is None:
        temporary = directory = Path(tempfile.mkdtemp(prefix="csarules-try."))
    try:
        with Bar("compiling", len(the_plan.units)) as advance:
            compiled: list[Compiled] = compile_units(the_plan.units, directory, cc,
                                                     debug_info, jobs, advance)
    except BaseException:
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)
        raise
    files = [shown(c.ir) for c in compiled if c.ir is not None]
    errors = [c.error for c in compiled if c.error]
    return files, errors, temporary
