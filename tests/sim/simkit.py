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


def clang19() -> str:
    path = shutil.which("clang-19")
    if path is None:
        print("clang-19 is not installed: skipping tests that compile C")
        pytest.skip("clang-19 is not installed")
    return path


def compile_c(tmp_path: Path, source: str, opt: str = "-O2", extra: tuple[str, ...] = ()) -> str:
    clang = clang19()
    src = tmp_path / "prog.c"
    out = tmp_path / "prog.ll"
    src.write_text(source)
    subprocess.run([clang, opt, "-S", "-emit-llvm", "-fno-discard-value-names", *extra,
                    str(src), "-o", str(out)], check=True, capture_output=True)
    return out.read_text()


def clangxx19() -> str:
    path = shutil.which("clang++-19")
    if path is None:
        print("clang++-19 is not installed: skipping tests that compile C++")
        pytest.skip("clang++-19 is not installed")
    return path


def compile_cxx(tmp_path: Path, source: str, opt: str = "-O2") -> str:
    """C++ `source` compiled by clang++-19 (no exceptions: the simulator runs none)."""
    src = tmp_path / "prog.cpp"
    out = tmp_path / "prog.ll"
    src.write_text(source)
    subprocess.run([clangxx19(), opt, "-fno-exceptions", "-S", "-emit-llvm",
                    "-fno-discard-value-names", str(src), "-o", str(out)],
                   check=True, capture_output=True)
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
