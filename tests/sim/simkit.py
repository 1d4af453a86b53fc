"""Shared helpers of the simulator tests: parse IR text, compile C with clang-19, run."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from csarules.ir.reader import parse_module
from csarules.sim import SimResult, simulate

REPO = Path(__file__).resolve().parents[2]
KERNELS = REPO / "benchmarks" / "kernels"

CSA_DECLS = """
declare void @llvm.csa.inord(i1)
declare i1 @llvm.csa.outord()
declare i1 @llvm.csa.mementry()
declare i1 @llvm.csa.all0(...)
"""


def run_ir(text: str, entry: str, args: dict[str, str] | list[str], **kw: object) -> SimResult:
    return simulate(parse_module(text, "test.ll"), entry, args, **kw)  # type: ignore[arg-type]


def _compiler(name: str, language: str) -> str:
    path = shutil.which(name)
    if path is None:
        print(f"{name} is not installed: skipping tests that compile {language}")
        pytest.skip(f"{name} is not installed")
    return path


def clang19() -> str:
    return _compiler("clang-19", "C")


def clangxx19() -> str:
    return _compiler("clang++-19", "C++")


def compile_c(tmp_path: Path, source: str, opt: str = "-O2", extra: tuple[str, ...] = (),
              cxx: bool = False) -> str:
    """C (or, with `cxx`, C++: without exceptions unless `extra` asks for them, as the
    simulator throws none) `source` compiled to LLVM text by clang-19."""
    src = tmp_path / ("prog.cpp" if cxx else "prog.c")
    out = tmp_path / "prog.ll"
    src.write_text(source)
    compiler, flags = (clangxx19(), ("-fno-exceptions",)) if cxx else (clang19(), ())
    subprocess.run([compiler, opt, *flags, "-S", "-emit-llvm", "-fno-discard-value-names",
                    *extra, str(src), "-o", str(out)], check=True, capture_output=True)
    return out.read_text()


def run_native(tmp_path: Path, source: str, cxx: bool = False) -> tuple[str, int]:
    """C (or C++) `source` compiled natively (clang-19 -O1) and run: its stdout and exit
    status."""
    exe = tmp_path / "native"
    src = tmp_path / ("n.cpp" if cxx else "n.c")
    src.write_text(source)
    compiler = clangxx19() if cxx else clang19()
    subprocess.run([compiler, "-O1", str(src), "-o", str(exe)], check=True)
    run = subprocess.run([str(exe)], capture_output=True, text=True)
    return run.stdout, run.returncode


def i32_buffer(result_memory: bytes) -> list[int]:
    return [int.from_bytes(result_memory[i:i + 4], "little", signed=True)
            for i in range(0, len(result_memory), 4)]
