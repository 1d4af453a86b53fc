"""Programs the tests run besides Python (souffle, cmake, clang-19 ...). A test that needs
one that is missing is skipped, with the reason, on a developer's machine; under CI (the
environment variable CI set, as .ci/run sets it) it fails instead, so that a machine
without the tool cannot pass CI by skipping what it cannot check."""

from __future__ import annotations

import os
import shutil

import pytest


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def need(tool: str, why: str = "") -> str:
    """The path of `tool`; else skip the calling test, or fail it under CI."""
    path = shutil.which(tool)
    if path is not None:
        return path
    reason = f"{tool} is not on PATH" + (f": {why}" if why else "")
    if in_ci():
        pytest.fail(f"{reason} (CI must have it: .ci/run installs it)", pytrace=False)
    pytest.skip(reason)
