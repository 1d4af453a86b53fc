"""Build the Livermore loops (the 24 Livermore Fortran Kernels in C) for the simulator.

The suite is not ours and never enters the repository: give the directory holding Roy
Longbottom's `lloops.c` ("L.L.N.L. 'C' KERNELS: MFLOPS P.C. VERSION 4.0") and its
`cpuidh.h` / `cpuidc.c`, e.g. from `git clone https://github.com/pjmore/parallel-livermore`
(its `lloops.c` is the serial original; `lloops2.c` there is that fork's OpenMP version).

`lloops.c` runs all 24 kernels inline in one function, `kernels()`: each is
`parameters (N);` (which sets the span `n` and calls `init(N)`), then
`do { KERNEL endloop (N); } while (count < loop);`. This script cuts each kernel out into
its own function by a fixed textual transformation (`kernel_functions`), appended to a
copy of the file (`lfk.c`):

    void lfkNN(void) { <kernels()'s local declarations>
                       <the kernel's statements before its `do`, minus `parameters (N);`>
                       { <the body of its `do`, minus `endloop (N);`> } }

i.e. the timed repetition loop runs once, as TSVC's do in `real_build.py`. The state the
kernel starts from is the one its call site in `kernels()` gives it: a native build of
`lfk.c` runs `parameters (N)` for the chosen section (0, 1, 2: the suite's three span
sets; 2 is the smallest) and dumps the two global structs `as1` (the arrays) and `as2`
(`n`, `loop`, ...); their definitions in the simulated module are given those bytes as
initialisers (flat, with brace elision, doubles as exact hex floats). So the simulated
run is the kernel alone, not the suite's 60,000-store set-up. The module of kernel NN is
`lfk.c` so initialised, compiled with clang-19 (-std=gnu89: the file uses implicit `int`),
linked with a driver `drive_lfkNN(void) { lfkNN(); }` compiled on its own (so the kernel
stays a function), then cut to what the driver reaches (internalize + global DCE).

Builds as in `real_build.BUILDS`: `o2` = clang-19 -O2, `o1nv` = -O1 -fno-vectorize
-fno-slp-vectorize.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

from benchmarks.real_build import BUILDS, COMMON_FLAGS, link_and_cut

C_STD = ["-std=gnu89"]
_END = re.compile(r"while\s*\(\s*count\s*<\s*loop\s*\)\s*;")
_MEMBER = re.compile(r"^\s*(double|long)\s+(\w+)((?:\s*\[\s*\d+\s*\])*)\s*;", re.M)


def _braced(text: str, open_at: int) -> int:
    """Index just past the brace matching the `{` at `open_at`."""
    depth = 0
    for i in range(open_at, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return i + 1
    raise ValueError("unbalanced braces")


def _opening(text: str, close_at: int) -> int:
    """Index of the `{` matching the `}` at `close_at`."""
    depth = 0
    for i in range(close_at, -1, -1):
        depth += {"}": 1, "{": -1}.get(text[i], 0)
        if depth == 0:
            return i
    raise ValueError("unbalanced braces")


def kernels_body(lloops_c: str) -> str:
    """The text inside `void kernels() { ... }`."""
    m = re.search(r"^void\s+kernels\s*\(\s*(?:void)?\s*\)\s*\{", lloops_c, re.M)
    if not m:
        raise ValueError("no `void kernels()` definition")
    return lloops_c[m.end():_braced(lloops_c, m.end() - 1) - 1]


def _local_declarations(body: str) -> str:
    """kernels()'s leading declarations (up to its first statement)."""
    decls = []
    for line in body.splitlines():
        s = line.strip()
        if not s:
            continue
        if not re.match(r"(long|double|int)\s", s):
            break
        decls.append(s)
    return "\n  ".join(decls)


def kernel_functions(lloops_c: str) -> dict[int, str]:
    """N -> the C definition of `lfkNN(void)`, cut out of kernels() (module docstring)."""
    body = kernels_body(lloops_c)
    decls = _local_declarations(body)
    ends = [m.end() for m in _END.finditer(body)]
    if not ends:
        raise ValueError("kernels() has no `while (count < loop);`")
    out: dict[int, str] = {}
    start = re.search(r"parameters\s*\(\s*1\s*\)\s*;", body)
    if not start:
        raise ValueError("kernels() has no `parameters (1);`")
    begin = start.start()
    for n, end in enumerate(ends, 1):
        segment = body[begin:end]
        begin = end
        call = re.search(rf"parameters\s*\(\s*{n}\s*\)\s*;", segment)
        if not call:
            raise ValueError(f"kernel {n}: no `parameters ({n});`")
        segment = segment[:call.start()] + segment[call.end():]
        tail = _END.search(segment)
        assert tail is not None  # the segment ends with it
        close = segment.rindex("}", 0, tail.start()) + 1
        open_at = _opening(segment, close - 1)
        before = segment[:open_at].rstrip()
        if not before.endswith("do"):
            raise ValueError(f"kernel {n}: its `while (count < loop);` does not end a `do`")
        prelude = before[:-2].rstrip()
        inner = segment[open_at + 1:close - 1]
        inner, k = re.subn(rf"endloop\s*\(\s*{n}\s*\)\s*;", "", inner)
        if k != 1:
            raise ValueError(f"kernel {n}: expected one `endloop ({n});`")
        out[n] = (f"void {name(n)}(void)\n{{\n  {decls}\n{prelude}\n  {{{inner}}}\n}}\n")
    return out


def name(n: int) -> str:
    return f"lfk{n:02d}"


def members(lloops_c: str, struct_name: str) -> list[tuple[str, int]]:
    """(C type, element count) of each member of `struct struct_name`, in order."""
    m = re.search(rf"struct\s+{struct_name}\s*\{{", lloops_c)
    if not m:
        raise ValueError(f"no struct {struct_name}")
    text = lloops_c[m.end():_braced(lloops_c, m.end() - 1)]
    out = []
    for ctype, _member, dims in _MEMBER.findall(text):
        count = 1
        for d in re.findall(r"\d+", dims):
            count *= int(d)
        out.append((ctype, count))
    return out


def _c_double(v: float) -> str:
    if v != v:
        return "__builtin_nan(\"\")"
    if v in (float("inf"), float("-inf")):
        return ("-" if v < 0 else "") + "__builtin_inf()"
    return v.hex()


def initialiser(layout: list[tuple[str, int]], data: bytes) -> str:
    """A flat (brace-elided) C initialiser giving a struct of `layout` the bytes `data`."""
    values = []
    offset = 0
    for ctype, count in layout:
        fmt = f"<{count}{'d' if ctype == 'double' else 'q'}"
        vals = struct.unpack_from(fmt, data, offset)
        offset += 8 * count
        values += [_c_double(v) for v in vals] if ctype == "double" else \
            [f"{v}L" for v in vals]
    if offset != len(data):
        raise ValueError(f"struct layout covers {offset} bytes, the dump has {len(data)}")
    return "{\n" + ",\n".join(", ".join(values[i:i + 8]) for i in range(0, len(values), 8)) \
        + "\n}"


_SNAPSHOT = r"""
/* Runs the suite's own set-up for one kernel and dumps the globals (generated). */
#define main lfk_suite_main
#include "lfk.c"
#undef main
int main(int argc, char **argv) {
  FILE *out;
  long which = atol(argv[1]);
  section = atol(argv[2]);
  mult = 1;
  count2 = 0;
  parameters(which);
  out = fopen(argv[3], "wb");
  if (!out) return 1;
  fwrite(&as1, sizeof as1, 1, out);
  fwrite(&as2, sizeof as2, 1, out);
  fclose(out);
  printf("%lu %lu\n", (unsigned long)sizeof as1, (unsigned long)sizeof as2);
  return 0;
}
"""


_DRIVER = """/* Driver of one kernel (generated). */
/* A stand-in for the bookkeeping output some kernels' set-up prints (lloops.c's kernel 1
   prints `q, r, t` with `%f` but passes the array `z` for `t`). */
int printf(const char *fmt, ...) {{ (void)fmt; return 0; }}
void {k}(void);
void drive_{k}(void) {{ {k}(); }}
"""


_APPENDED = "\n/* The kernels of kernels(), one function each (generated). */\n"


def prepare_sources(src: Path, out: Path) -> tuple[str, int]:
    """`out/lfk.c` (lloops.c plus its kernels as functions) and the suite's header; returns
    the text of lfk.c and how many kernels it has."""
    out.mkdir(parents=True, exist_ok=True)
    lloops = (src / "lloops.c").read_text(errors="replace")
    funcs = kernel_functions(lloops)
    lfk = lloops + _APPENDED \
        + "\n".join(funcs[n] for n in sorted(funcs))
    (out / "lfk.c").write_text(lfk)
    shutil.copyfile(src / "cpuidh.h", out / "cpuidh.h")
    return lfk, len(funcs)


def snapshots(src: Path, out: Path, kernels: list[int], section: int) -> dict[int, bytes]:
    """N -> the bytes of as1 then as2 after the suite's `parameters (N)` (native run)."""
    (out / "snapshot.c").write_text(_SNAPSHOT)
    exe = out / "snapshot"
    subprocess.run(["clang-19", *C_STD, "-O0", "-w", "-ffp-contract=off",
                    str(out / "snapshot.c"), str(src / "cpuidc.c"), "-I", str(out), "-lm",
                    "-o", str(exe)], check=True, cwd=out)
    dumps = {}
    for n in kernels:
        dump = out / f"state_{n}.bin"
        subprocess.run([str(exe), str(n), str(section), str(dump)], check=True, cwd=out,
                       capture_output=True)
        dumps[n] = dump.read_bytes()
    return dumps


def _with_state(lfk: str, as1: str, as2: str) -> str:
    """lfk.c with `} as1;` and `} as2;` given initialisers."""
    for var, init in (("as1", as1), ("as2", as2)):
        lfk, k = re.subn(rf"\}}\s*{var}\s*;", lambda _m, v=var, i=init: f"}} {v} = {i};",
                         lfk, count=1)
        if k != 1:
            raise ValueError(f"no `}} {var};` definition")
    return lfk


def build(src: Path, work: Path, build_name: str, section: int = 2,
          kernels: list[str] | None = None, first: int | None = None) -> dict[str, Path]:
    """Build every kernel (or those named `lfkNN` in `kernels`, or the first N);
    kernel name -> module path."""
    srcdir = work / "lfk-src"
    lfk, count = prepare_sources(src, srcdir)
    numbers = list(range(1, count + 1))
    if kernels:
        numbers = [n for n in numbers if name(n) in kernels]
    numbers = numbers[:first] if first else numbers
    state_dir = srcdir / f"section{section}"
    state_dir.mkdir(exist_ok=True)
    dumps = snapshots(src, srcdir, numbers, section)
    layout1, layout2 = members(lfk, "Arrays"), members(lfk, "Parameters")
    size1 = 8 * sum(c for _t, c in layout1)
    bdir = work / f"lfk-{build_name}"
    bdir.mkdir(parents=True, exist_ok=True)
    flags = BUILDS[build_name]
    out: dict[str, Path] = {}
    for n in numbers:
        k = name(n)
        data = dumps[n]
        unit = state_dir / f"{k}.c"
        unit.write_text(_with_state(lfk, initialiser(layout1, data[:size1]),
                                    initialiser(layout2, data[size1:])))
        driver = state_dir / f"driver_{k}.c"
        driver.write_text(_DRIVER.format(k=k))
        units = []
        for c_file, extra in ((unit, []), (driver, ["-fno-builtin"])):
            dst = bdir / (c_file.stem + ".unit.ll")
            subprocess.run(["clang-19", *flags, *extra, *C_STD, *COMMON_FLAGS,
                            "-I", str(srcdir), str(c_file), "-o", str(dst)], check=True)
            units.append(dst)
        out[k] = link_and_cut(units, bdir, k)
    return out
