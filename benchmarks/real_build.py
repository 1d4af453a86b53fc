"""Build TSVC (the Test Suite for Vectorizing Compilers, UoB-HPC/TSVC_2) for the simulator.

The suite is not ours and never enters the repository: give its source directory
(the one holding tsvc.c, common.c, common.h, dummy.c), e.g. from
`git clone https://github.com/UoB-HPC/TSVC_2` (its `src/`). For each kernel this
makes one small module `<work>/<build>/<kernel>.ll` whose entry `drive_<kernel>`
runs what the suite's `main` runs for it: `init(...)` with main's locals, then the
kernel with the `arg_info` of its `time_function(&kernel, ARG)` call site, taken
verbatim from tsvc.c. The timed repetition loops (`for (int nl = 0; nl < EXPR; ...)`)
run once, and LEN_1D / LEN_2D are made small (-D) so that a run stays short.
The C library functions the suite calls for its bookkeeping (printf, gettimeofday,
strcmp, memalign, ...) get plain C stand-ins in a generated driver file, so the
module has no external call left but the math library (which the simulator computes).

Builds: `o2` = clang-19 -O2 (vectoriser on, as users build), `o1nv` = clang-19 -O1
-fno-vectorize -fno-slp-vectorize.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

BUILDS = {
    "o2": ["-O2"],
    "o1nv": ["-O1", "-fno-vectorize", "-fno-slp-vectorize"],
}
COMMON_FLAGS = ["-S", "-emit-llvm", "-g0", "--target=x86_64-linux-gnu", "-w"]

_STANDINS = r"""
/* Stand-ins for the C library calls TSVC makes for its bookkeeping (generated). */
#include <stddef.h>
struct timeval;
int printf(const char *fmt, ...) { (void)fmt; return 0; }
int puts(const char *s) { (void)s; return 0; }
int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  (void)tz;
  long *t = (long *)tv;
  t[0] = 0;
  t[1] = 0;
  return 0;
}
int strcmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    ++a;
    ++b;
  }
  return (unsigned char)*a - (unsigned char)*b;
}
static char tsvc_pool[4][TSVC_POOL] __attribute__((aligned(64)));
static int tsvc_pool_used;
void *memalign(size_t alignment, size_t size) {
  (void)alignment;
  (void)size;
  return tsvc_pool[tsvc_pool_used++ & 3];
}
void exit(int status) { (void)status; for (;;) {} }
"""


def kernels_and_call_sites(tsvc_c: str) -> list[tuple[str, str]]:
    """(kernel, arg_info expression) of every `time_function(&k, ARG);` in main."""
    main = tsvc_c[tsvc_c.index("int main("):]
    return re.findall(r"time_function\(&(\w+),\s*(.*?)\);", main)


def main_preamble(tsvc_c: str) -> str:
    """main's local declarations and its init(...) call, from tsvc.c."""
    main = tsvc_c[tsvc_c.index("int main("):]
    body = main[main.index("{") + 1:]
    return body[:body.index("init(")] + body[body.index("init("):].split(";")[0] + ";"


def _braced(text: str, start: int) -> int:
    """The index just past the brace that closes the one opened before `start`."""
    depth = 1
    i = start
    while depth:
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        i += 1
    return i


def _function(text: str, signature: str) -> tuple[int, int]:
    start = text.index(signature)
    return start, _braced(text, text.index("{", start) + 1)


def _branch(func: str, kernel: str) -> str:
    """The body of `if (!strcmp(name, "kernel")) { BODY }` in a dispatch on the name."""
    pattern = r'if\s*\(\s*!strcmp\(name,\s*"' + re.escape(kernel) + r'"\)\s*\)\s*\{'
    m = re.search(pattern, func)
    if not m:
        return ""
    return func[m.end():_braced(func, m.end()) - 1]


def specialise_common(common_c: str, kernel: str) -> str:
    """common.c with initialise_arrays and calc_checksum cut down to `kernel`'s branch:
    the suite picks its set-up and checksum by comparing the kernel's name against 150
    others, which would dwarf the kernel in a simulation; the branch it takes is kept."""
    s, e = _function(common_c, "int initialise_arrays(const char* name)")
    func = common_c[s:e]
    locals_end = func.index('printf("%5s\\t", name);')
    init = (func[:locals_end] + _branch(func, kernel) + "\n    return 0;\n}\n")
    common_c = common_c[:s] + init + common_c[e:]
    s, e = _function(common_c, "real_t calc_checksum(const char * name)")
    func = common_c[s:e]
    check = ("real_t calc_checksum(const char * name)\n{\n" + _branch(func, kernel)
             + "\n    return 0;\n}\n")
    return common_c[:s] + check + common_c[e:]


def prepare_sources(src: Path, out: Path, len_1d: int, len_2d: int) -> list[str]:
    """Patched copies of the suite in `out`, one common_<k>.c and driver_<k>.c per kernel;
    returns the kernels."""
    out.mkdir(parents=True, exist_ok=True)
    for name in ("tsvc.c", "dummy.c", "common.h", "array_defs.h"):
        shutil.copyfile(src / name, out / name)
    common_h = (out / "common.h").read_text()
    for macro, value in (("iterations", 1), ("LEN_1D", len_1d), ("LEN_2D", len_2d)):
        common_h = re.sub(rf"#define {macro} \S+", f"#define {macro} {value}", common_h)
    (out / "common.h").write_text(common_h)
    tsvc = (out / "tsvc.c").read_text()
    # one repetition of each timed loop
    tsvc = re.sub(r"for \(int nl = 0; nl < [^;]*;", "for (int nl = 0; nl < 1;", tsvc)
    (out / "tsvc.c").write_text(tsvc)
    common = (src / "common.c").read_text()
    pre = main_preamble(tsvc)
    kernels = []
    for kernel, arg in kernels_and_call_sites(tsvc):
        kernels.append(kernel)
        (out / f"common_{kernel}.c").write_text(specialise_common(common, kernel))
        driver = ['#include "common.h"', '#include "array_defs.h"',
                  f"#define TSVC_POOL {len_1d * 8}", _STANDINS,
                  f"real_t {kernel}(struct args_t *);\n"
                  f"real_t drive_{kernel}(void) {{\n  {pre}\n"
                  f"  struct args_t func_args = {{.arg_info = {arg}}};\n"
                  f"  return {kernel}(&func_args);\n}}\n"]
        (out / f"driver_{kernel}.c").write_text("\n".join(driver))
    return kernels


def _clang(flags: list[str], src: Path, dst: Path, cwd: Path) -> None:
    subprocess.run(["clang-19", *flags, *COMMON_FLAGS, str(src), "-o", str(dst)], check=True,
                   cwd=cwd)


def build_suite_module(src: Path, work: Path, build_name: str, len_1d: int, len_2d: int
                       ) -> tuple[Path, list[str]]:
    """tsvc.c alone (every kernel, with the suite's own declarations of what it calls),
    built as `build_name`: <work>/<build>/tsvc.ll, and the kernels in main's order."""
    srcdir = work / "src"
    names = prepare_sources(src, srcdir, len_1d, len_2d)
    bdir = work / build_name
    bdir.mkdir(parents=True, exist_ok=True)
    _clang(BUILDS[build_name], srcdir / "tsvc.c", bdir / "tsvc.ll", srcdir)
    return bdir / "tsvc.ll", names


def link_and_cut(units: list[Path], bdir: Path, kernel: str) -> Path:
    """Link a kernel's units into `<kernel>.ll`, keeping only what drive_<kernel> reaches
    (internalize + global DCE)."""
    linked = bdir / f"{kernel}.linked.ll"
    subprocess.run(["llvm-link-19", "-S", *map(str, units), "-o", str(linked)], check=True)
    dst = bdir / f"{kernel}.ll"
    subprocess.run(["opt-19", "-S", f"-internalize-public-api-list=drive_{kernel}",
                    "-passes=internalize,globaldce", str(linked), "-o", str(dst)], check=True)
    return dst


def unknown_build(builds: list[str]) -> str | None:
    """The one-line error for the first name in `builds` that is not a known build."""
    unknown = [b for b in builds if b not in BUILDS]
    return f"error: unknown build {unknown[0]} (one of {', '.join(BUILDS)})" if unknown else None


def build(src: Path, work: Path, build_name: str, len_1d: int, len_2d: int,
          kernels: list[str] | None = None, first: int | None = None) -> dict[str, Path]:
    """Build every kernel (or `kernels`, or the `first` N of main); kernel -> module path."""
    srcdir = work / "src"
    names = prepare_sources(src, srcdir, len_1d, len_2d)
    if kernels:
        names = [k for k in names if k in kernels]
    names = names[:first] if first else names
    bdir = work / build_name
    bdir.mkdir(parents=True, exist_ok=True)
    flags = BUILDS[build_name]
    for unit in ("tsvc", "dummy"):
        _clang(flags, srcdir / f"{unit}.c", bdir / f"{unit}.ll", srcdir)
    out: dict[str, Path] = {}
    for kernel in names:
        units = [bdir / "tsvc.ll", bdir / "dummy.ll"]
        for unit in ("common", "driver"):
            extra = ["-fno-builtin"] if unit == "driver" else []
            dst = bdir / f"{unit}_{kernel}.ll"
            _clang([*flags, *extra], srcdir / f"{unit}_{kernel}.c", dst, srcdir)
            units.append(dst)
        out[kernel] = link_and_cut(units, bdir, kernel)
    return out
