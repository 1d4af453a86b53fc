"""Shared by every test directory: this file puts tests/ on sys.path, so that tests
import its helper modules (scriptload, tools).

Tests marked `souffle` run the souffle binary: without one they are skipped (failed
under CI: tools.py), and the end of a run says how many of them passed, so a CI log shows
that they ran. Under CI any skip whose reason names Soufflé fails, also one a test makes
itself instead of carrying the mark."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tools import in_ci, need

_souffle_outcomes: dict[str, str] = {}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "souffle: runs the souffle binary (skipped without it; failed under CI)")


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.get_closest_marker("souffle") is not None:
        need("souffle", "the Soufflé backend is not tested here")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    if report.skipped and in_ci() and "souffl" in str(report.longrepr).lower():
        report.outcome = "failed"
    if item.get_closest_marker("souffle") is not None and (
            report.when == "call" or report.outcome != "passed"):
        _souffle_outcomes.setdefault(item.nodeid, report.outcome)


def pytest_terminal_summary(terminalreporter) -> None:
    if not _souffle_outcomes:
        return
    counts = {kind: 0 for kind in ("passed", "failed", "skipped")}
    for outcome in _souffle_outcomes.values():
        counts[outcome] = counts.get(outcome, 0) + 1
    terminalreporter.write_line(
        "Soufflé tests (marked souffle): " + ", ".join(f"{n} {k}" for k, n in counts.items()))
