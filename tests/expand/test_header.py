"""csarules/include/csa_builtins.h with stock clang: every builtin compiles (C and C++),
`csarules include-dir` names its directory, and what clang emits is recognised."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from csarules.cli import main
from csarules.expand.command import include_dir
from csarules.expand.expand import expand_module
from csarules.ir.reader import parse_module

SOURCE = """\
#include <csa_builtins.h>
void all(int *A, int *B, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i) A[i] = B[i];
  __builtin_csa_spmd(4, 1);
  for (int i = 0; i < n; ++i) B[i] = A[i] + 1;
  __builtin_csa_spmdization(2, "blocking");
  for (int i = 0; i < n; ++i) A[i] += 2;
  __builtin_csa_pipeline_loop(3);
  for (int i = 0; i < n; ++i) B[i] += 3;
  int r = __builtin_csa_parallel_region_entry(7);
  int s = __builtin_csa_parallel_section_entry(r);
  *A = 1;
  __builtin_csa_parallel_section_exit(s);
  __builtin_csa_parallel_region_exit(r);
}
"""


def test_include_dir_command_prints_the_header_directory(capsys) -> None:
    assert main(["include-dir"]) == 0
    printed = Path(capsys.readouterr().out.strip())
    assert printed == include_dir() and (printed / "csa_builtins.h").is_file()


@pytest.mark.parametrize("cc,level,lang", [("clang-14", "-O1", "c"), ("clang-19", "-O2", "c"),
                                           ("clang-19", "-O2", "c++")])
def test_every_builtin_compiles_and_is_expanded(cc: str, level: str, lang: str,
                                                 tmp_path: Path) -> None:
    if shutil.which(cc) is None:
        pytest.skip(f"{cc} is not installed")
    src = tmp_path / ("prog.c" if lang == "c" else "prog.cpp")
    src.write_text(SOURCE if lang == "c" else SOURCE.replace("void all", 'extern "C" void all'))
    done = subprocess.run([cc, level, "-fno-unroll-loops", "-fno-vectorize", "-S", "-emit-llvm",
                           "-g0", f"-I{include_dir()}", str(src), "-o", "-"],
                          capture_output=True, text=True, check=True)
    text = expand_module(parse_module(done.stdout, "prog.ll")).module.text
    assert "builtin_csa" not in text
    for intrinsic in ("parallel.region.entry(i32 1000)", "spmdization.entry(i32 4, i32 1)",
                      "spmdization.entry(i32 2, i32 0)", "pipeline.loop.entry(i32 3)",
                      "parallel.region.entry(i32", "parallel.section.entry("):
        assert "@llvm.csa." + intrinsic in text, intrinsic
