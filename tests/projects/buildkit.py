"""The small C project of tests/projects/project, copied, configured with CMake and built;
`csarules` run as a user runs it (a process, with this checkout first on its path)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tools import need

ROOT = Path(__file__).resolve().parents[2]
PROJECT = Path(__file__).resolve().parent / "project"
SOURCES = ("main.c", "util/sum.c", "util/vec.c")  # below project/src, the sources' root


def environment(tmp: Path) -> dict[str, str]:
    """PATH with a `csarules` that runs this checkout, PYTHONPATH to it."""
    shim = tmp / "bin"
    shim.mkdir(exist_ok=True)
    script = shim / "csarules"
    script.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m csarules "$@"\n')
    script.chmod(0o755)
    env = dict(os.environ)
    env["PATH"] = f"{shim}{os.pathsep}{env['PATH']}"
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    env.pop("CSARULES_DEBUG", None)
    return env


def copy_project(tmp: Path) -> Path:
    source = tmp / "project"
    shutil.copytree(PROJECT, source)
    return source


def configure(source: Path, build: Path, env: dict[str, str], cc: str = "clang-19",
              build_type: str = "RelWithDebInfo") -> Path:
    """`cmake` with the compile database on; the database's path."""
    need("cmake", "the C project of tests/projects is configured with it")
    need("clang-19", "the C project of tests/projects is compiled with it")
    run(["cmake", "-S", str(source), "-B", str(build), f"-DCMAKE_BUILD_TYPE={build_type}",
         "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"], env={**env, "CC": cc}, check=True)
    return build / "compile_commands.json"


def make(build: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    need("make", "the C project of tests/projects is built with it")
    return run(["make", "-C", str(build), "-j2"], env=env, check=True)


def run(args: list[str], env: dict[str, str], cwd: Path | None = None, check: bool = False,
        input: str | None = None) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(args, env=env, cwd=cwd, capture_output=True, text=True,
                          input=input, timeout=900)
    if check:
        assert done.returncode == 0, f"{args}:\n{done.stdout}\n{done.stderr}"
    return done


def csarules(args: list[str], env: dict[str, str], cwd: Path | None = None,
             input: str | None = None) -> subprocess.CompletedProcess[str]:
    return run([sys.executable, "-m", "csarules", *args], env=env, cwd=cwd, input=input)


def summary(path: Path) -> dict:
    return json.loads(path.read_text())
