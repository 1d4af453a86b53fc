"""benchmarks/livermore_build.py on a miniature of lloops.c's layout (the suite itself is
never in the repository): each kernel of `kernels()` becomes its own function that runs
its timing loop once, starts from the state `parameters (N)` leaves, and the built
module computes what the suite computes, race-free."""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks import livermore_build  # noqa: E402

CPUIDH = "int getDetails();\nvoid start_time();\n"
CPUIDC = "int getDetails() { return 0; }\nvoid start_time() {}\n"
LLOOPS = r"""
#include <stdio.h>
#include <stdlib.h>
#include "cpuidh.h"
   struct Arrays
   {
     double X[16];
     double Y[16];
     long   Ix[16];
   }as1;
   #define x  as1.X
   #define y  as1.Y
   #define ix as1.Ix
   struct Parameters
   {
       long   Inner_loops;
       long   Outer_loops;
       long   Loop_mult;
       double Flops_per_loop;
       long   Count;
       long   Count2;
       long   Section;
   }as2;
   #define n       as2.Inner_loops
   #define loop    as2.Outer_loops
   #define mult    as2.Loop_mult
   #define count   as2.Count
   #define count2  as2.Count2
   #define section as2.Section
void init(long which)
{
    long k;
    for ( k=0 ; k<16 ; k++ ) { x[k] = 0.5; y[k] = k + which; ix[k] = 15 - k; }
}
long parameters(long which)
{
    long spans[3] = {12, 10, 8};
    n = spans[section] + which;
    loop = 3 * mult;
    count = 0;
    init(which);
    start_time();
    return 0;
}
long endloop(long which) { count = count + 1; return 0; }
void kernels()
 {
   long   k;
   double t;

    /* Kernel 1 */
    parameters (1);
    do
     {
        for ( k=0 ; k<n ; k++ )
        {
            x[k] = y[k] + 1.0;
        }
        endloop (1);
     }
     while (count < loop);

    t = 2.0;
    parameters (2);
    do
     {
        for ( k=1 ; k<n ; k++ )
        {
            x[k] = x[k-1]*t + y[ix[k]];
        }
        endloop (2);
     }
    while (count < loop);
 }
main(int argc, char *argv[])
{
    section = 0;
    mult = 1;
    kernels();
    return 0;
}
"""


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    src.mkdir()
    for name, text in (("lloops.c", LLOOPS), ("cpuidh.h", CPUIDH), ("cpuidc.c", CPUIDC)):
        (src / name).write_text(text)
    return src


def test_kernels_cut_into_functions() -> None:
    funcs = livermore_build.kernel_functions(LLOOPS)
    assert sorted(funcs) == [1, 2]
    k2 = funcs[2]
    assert k2.startswith("void lfk02(void)")
    assert "long   k;" in k2 and "double t;" in k2  # kernels()'s locals
    assert "t = 2.0;" in k2  # the statements before its `parameters (2);`
    assert "x[k] = x[k-1]*t + y[ix[k]];" in k2
    for gone in ("parameters", "endloop", "count < loop", "do\n", "x[k] = y[k] + 1.0"):
        assert gone not in k2, gone


def test_initialiser_round_trips() -> None:
    layout = [("double", 2), ("long", 1)]
    data = struct.pack("<2dq", 0.1, -3.5, -7)
    assert livermore_build.initialiser(layout, data) == "{\n0x1.999999999999ap-4, " \
        "-0x1.c000000000000p+1, -7L\n}"
    with pytest.raises(ValueError):
        livermore_build.initialiser(layout, data + bytes(8))


def _tools_or_skip() -> None:
    missing = [t for t in ("clang-19", "llvm-link-19", "opt-19") if shutil.which(t) is None]
    if missing:
        print(f"{', '.join(missing)} not installed: skipping the build test")
        pytest.skip(f"{', '.join(missing)} not installed")


def test_built_kernels_compute_what_the_suite_does(suite: Path, tmp_path: Path) -> None:
    _tools_or_skip()
    from csarules.ir.reader import parse_module, read_module
    from csarules.order.pipeline import order_module
    from csarules.sim import simulate

    # section 2: n = 8 + which; one run of kernel 2 from init(2): y[k] = k + 2, x = 0.5
    want = [0.5]
    for k in range(1, 10):
        want.append(want[-1] * 2.0 + (15 - k) + 2)
    want += [0.5] * (16 - len(want))
    for build_name in ("o2", "o1nv"):
        paths = livermore_build.build(suite, tmp_path / "w", build_name, section=2)
        assert sorted(paths) == ["lfk01", "lfk02"]
        module = read_module(paths["lfk02"])
        ordered = parse_module(order_module(module, "standard"), "o.ll")
        res = simulate(ordered, "drive_lfk02", [], sections_from=module)
        assert res.race_count == 0, res.races
        assert list(struct.unpack("<16d", res.buffer("as1")[:128])) == want, build_name


def test_clang_accepts_the_generated_functions(suite: Path, tmp_path: Path) -> None:
    _tools_or_skip()
    lfk, count = livermore_build.prepare_sources(suite, tmp_path / "s")
    assert count == 2
    subprocess.run(["clang-19", *livermore_build.C_STD, "-fsyntax-only", "-Werror",
                    "-Wno-implicit-int", str(tmp_path / "s" / "lfk.c")], check=True)


@pytest.mark.parametrize("edit", [
    ("void kernels()", "void other()"),
    ("endloop (2);", ""),
    ("parameters (2);", "parameters (7);"),
    ("    do\n     {\n        for ( k=1", "     {\n        for ( k=1"),
])
def test_a_file_laid_out_otherwise_is_refused(edit: tuple[str, str]) -> None:
    assert edit[0] in LLOOPS
    with pytest.raises(ValueError):
        livermore_build.kernel_functions(LLOOPS.replace(edit[0], edit[1], 1))
