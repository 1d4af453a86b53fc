"""The core (non-defeasible) cases of the `datalog-conformance` suite on the embedded engine.

Cases we deliberately do not support are listed with a reason in conformance_out_of_scope.txt;
they must fail (a listed case that starts passing fails the test, so the list stays honest),
and every unlisted case must pass. One test per YAML file, so collection reads no YAML.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from datalog_conformance import TestCase as ConformanceCase
from datalog_conformance import YamlTestRunner, get_tests_dir
from datalog_conformance.plugin import _load_multi_case_file

from csarules.engine.conformance import ConformanceEvaluator

OUT_OF_SCOPE_FILE = Path(__file__).resolve().parent / "conformance_out_of_scope.txt"
ROOT = get_tests_dir()
# Defeasible logic is a different language (defeasible theories), not Datalog.
CORE_FILES = sorted(p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*.yaml")
                    if p.relative_to(ROOT).parts[0] != "defeasible")


def _out_of_scope() -> dict[str, str]:
    listed = {}
    for line in OUT_OF_SCOPE_FILE.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            case_id, _, reason = line.partition(" ")
            listed[case_id] = reason.strip()
    return listed


def _cases(relative: str) -> list[tuple[str, ConformanceCase]]:
    """Like the plugin's discovery, with libyaml's loader when present (the pure-Python
    loader needs minutes for the large fact sets)."""
    path = ROOT / relative
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    raw = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)  # noqa: S506
    if raw is None:
        return []
    cases = (_load_multi_case_file(raw, path) if "tests" in raw
             else [ConformanceCase.from_dict(raw)])
    stem = relative.removesuffix(".yaml")
    return [(f"{stem}::{case.name}", case) for case in cases]


class _SharedEvaluator(ConformanceEvaluator):
    """Cases of one file often share a program; evaluate each distinct program once."""

    def __init__(self) -> None:
        super().__init__()
        self.memo: dict[object, dict] = {}

    def evaluate(self, program):
        key = (tuple(program.rules),
               tuple(sorted((name, tuple(rows)) for name, rows in program.facts.items())))
        if key not in self.memo:
            self.memo[key] = super().evaluate(program)
        return self.memo[key]


def test_core_suite_is_present() -> None:
    assert len(CORE_FILES) >= 40


def test_out_of_scope_list_names_files_of_the_suite() -> None:
    for case_id in _out_of_scope():
        assert f"{case_id.split('::')[0]}.yaml" in CORE_FILES, case_id


@pytest.mark.parametrize("relative", CORE_FILES)
def test_conformance_file(relative: str) -> None:
    out_of_scope = _out_of_scope()
    runner = YamlTestRunner(_SharedEvaluator())
    problems = []
    cases = _cases(relative)
    assert cases, f"{relative} has no cases"
    for case_id, case in cases:
        try:
            runner.run_test_case(case)
        except Exception as exc:  # noqa: BLE001 - the evaluator may raise its own errors
            if case_id not in out_of_scope:
                problems.append(f"{case_id}: {exc}")
        else:
            if case_id in out_of_scope:
                problems.append(f"{case_id} passes now: remove it from {OUT_OF_SCOPE_FILE.name}")
    assert not problems, "\n".join(problems)
