"""Real programs run end to end in the simulator: zstd, zlib, cJSON, stb_image, LZ4, a Lua
chunk.

    python benchmarks/real_sim.py --zstd zstd --zlib zlib --lua lua/src --cjson cJSON
        --stb stb --lz4 lz4 [--opts O1,O2,O3] [-j 2] [--modes standard,linear] [--unordered]
        [--nsrc 300] [--work DIR] [--json OUT]

The projects are fetched by the user (github.com/facebook/zstd, github.com/madler/zlib;
Lua 5.4's src, e.g. github.com/lua/lua; github.com/DaveGamble/cJSON;
github.com/nothings/stb; github.com/lz4/lz4); their code never enters this repository.
Each is built with a driver of ours in `benchmarks/real_sim/`:
- `zstd_roundtrip.c`: every compression strategy (fast to btultra2) on two small inputs,
  each compressed into a static workspace (no allocator calls), decompressed and
  compared, the compressed bytes hashed; every `.c` of lib/common, lib/compress and
  lib/decompress.
- `zlib_roundtrip.c`: deflate at levels 1, 6, 9 and the filtered, Huffman-only and RLE
  strategies on two inputs, inflated back and compared, over a bump allocator given as
  zalloc; adler32, crc32, deflate, inflate, inffast, inftrees, trees, zutil.
- `lua_chunk.c`: the Lua core (no standard libraries) loads and runs one chunk of integer
  work (parser, code generator, VM, tables, closures, the collector) over a bump
  allocator; prints the chunk's results.
- `cjson_roundtrip.c`: cJSON parses a document (strings, numbers, literals, arrays,
  nested objects, escapes, `\\u` sequences), adds and deletes members (case-insensitive
  lookups), prints it formatted and unformatted, and frees it, four times, over a pool
  allocator given through cJSON_InitHooks; cJSON.c.
- `stbi_png.c`: stb_image decodes a small RGBA PNG held in the driver (inflate, every
  row filter) to 1, 2 and 4 channels, with malloc and realloc; stb_image.h with PNG only
  and no SIMD.
- `lz4_roundtrip.c`: LZ4's fast compressor (acceleration 1 and 8), its high-compression
  one (levels 3, 9, 12: hash chains and the optimal parser) and a two-block stream, on
  two inputs, each decompressed back (whole, partially, with a dictionary) and compared;
  states in static buffers; lib/lz4.c and lib/lz4hc.c.
Per program and optimisation level: compiled by clang-19, linked (llvm-link-19),
everything not reachable from `main` dropped (internalize, globaldce), run natively for
the expected output; then, per mode, `csarules order` and `csarules sim --entry main` on
the ordered module, as a user runs them. A race or an output other than the native
program's is a soundness bug (exit status 1).

The builds compile the portable C paths the simulator can run. zstd: `-U__GNUC__
-U__x86_64__` (its x86 inline assembly, cpuid and branchless selects, is guarded by
those), `ZSTD_NO_INTRINSICS`, `DYNAMIC_BMI2=0`, no threads, no legacy formats;
undefining `__x86_64__` makes glibc's headers ask for `gnu/stubs-32.h`, so an empty one
is put in the build directory. Lua: its VM dispatches through computed gotos as built by
default (`blockaddress`, `indirectbr`, which the simulator runs), error handling without
setjmp (the chunk raises no error), a fixed hash seed. `--unordered` also simulates the
unordered module: races expected, the check shown able to fail.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ZSTD_DIRS = ("common", "compress", "decompress")
ZSTD_FLAGS = ["-U__GNUC__", "-U__x86_64__", "-DZSTD_NO_INTRINSICS", "-DZSTD_DISABLE_ASM",
              "-DDYNAMIC_BMI2=0", "-DZSTD_MULTITHREAD=0", "-DZSTD_LEGACY_SUPPORT=0",
              "-DZSTDLIB_VISIBLE="]
LUA_CORE = ("lapi", "lcode", "lctype", "ldebug", "ldo", "ldump", "lfunc", "lgc", "llex",
            "lmem", "lobject", "lopcodes", "lparser", "lstate", "lstring", "ltable", "ltm",
            "lundump", "lvm", "lzio")
ZLIB_SOURCES = ("adler32", "crc32", "deflate", "inflate", "inffast", "inftrees", "trees",
                "zutil")
LUA_FLAGS = ["-DLUAI_THROW(L,c)=__builtin_trap()",
             "-DLUAI_TRY(L,c,a)=a", "-Dluai_jmpbuf=int", "-Dluai_makeseed(L)=0u"]


@dataclass
class Project:
    """What one program is built from: C sources, clang flags, native link flags."""
    name: str
    sources: list[Path]
    flags: list[str]
    libs: list[str] = field(default_factory=list)


def zstd_project(root: Path, nsrc: int) -> Project:
    lib = root / "lib"
    sources = sorted(p for d in ZSTD_DIRS for p in (lib / d).glob("*.c"))
    return Project("zstd", [HERE / "real_sim" / "zstd_roundtrip.c", *sources],
                   [*ZSTD_FLAGS, f"-I{lib}", f"-I{lib / 'common'}", f"-DNSRC={nsrc}"])


def zlib_project(src: Path) -> Project:
    return Project("zlib", [HERE / "real_sim" / "zlib_roundtrip.c",
                            *(src / f"{name}.c" for name in ZLIB_SOURCES)], [f"-I{src}"])


def lua_project(src: Path, scale: int) -> Project:
    return Project("lua", [HERE / "real_sim" / "lua_chunk.c",
                           *(src / f"{name}.c" for name in LUA_CORE)],
                   [*LUA_FLAGS, f"-I{src}", f"-DSCALE={scale}"], ["-lm"])


def cjson_project(root: Path) -> Project:
    return Project("cjson", [HERE / "real_sim" / "cjson_roundtrip.c", root / "cJSON.c"],
                   [f"-I{root}"])


def stb_project(root: Path) -> Project:
    return Project("stb_image", [HERE / "real_sim" / "stbi_png.c"], [f"-I{root}"])


def lz4_project(root: Path) -> Project:
    lib = root / "lib"
    return Project("lz4", [HERE / "real_sim" / "lz4_roundtrip.c", lib / "lz4.c",
                           lib / "lz4hc.c"], [f"-I{lib}"])


@dataclass
class ModeRun:
    mode: str
    order_seconds: float = -1.0
    sim_seconds: float = -1.0
    cycles: int = -1
    oracle_cycles: int = -1
    races: int = -1
    matches_sequential: bool = False
    output_as_native: bool = False
    dynamic: int = -1  # instructions executed
    error: str = ""


@dataclass
class Build:
    program: str
    opt: str
    lines: int = 0
    functions: int = 0
    native_output: str = ""
    runs: list[ModeRun] = field(default_factory=list)
    error: str = ""


def _run(cmd: list[str], cwd: Path | None = None, timeout: float | None = None
         ) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)


def build_program(project: Project, opt: str, work: Path) -> Path:
    """Compile, link and prune: `work/prog.ll`, and the native program `work/prog`."""
    work.mkdir(parents=True, exist_ok=True)
    shim = work / "shim" / "gnu"
    shim.mkdir(parents=True, exist_ok=True)
    (shim / "stubs-32.h").write_text("/* empty: see benchmarks/real_sim.py */\n")
    flags = [f"-{opt}", "-w", "-g0", "-isystem", str(work / "shim"), *project.flags]
    modules = []
    for index, source in enumerate(project.sources):
        out = work / f"{index:02d}_{source.stem}.ll"
        done = _run(["clang-19", *flags, "-S", "-emit-llvm", "-o", str(out), str(source)])
        if done.returncode:
            raise RuntimeError(f"clang-19 {source.name}: {done.stderr.strip()[:300]}")
        modules.append(str(out))
    linked = work / "linked.ll"
    for cmd in (["llvm-link-19", "-S", *modules, "-o", str(linked)],
                ["opt-19", "-S", "-passes=internalize,globaldce",
                 "-internalize-public-api-list=main", str(linked), "-o", str(work / "prog.ll")],
                ["clang-19", "-O1", str(work / "prog.ll"), "-o", str(work / "prog"),
                 *project.libs]):
        done = _run(cmd)
        if done.returncode:
            raise RuntimeError(f"{cmd[0]}: {done.stderr.strip()[:300]}")
    return work / "prog.ll"


def _csarules(args: list[str], timeout: float) -> tuple[subprocess.CompletedProcess[str], float]:
    started = time.perf_counter()
    done = _run([sys.executable, "-m", "csarules", *args], timeout=timeout)
    return done, time.perf_counter() - started


def run_mode(prog: Path, mode: str, native: str, max_steps: int, timeout: float) -> ModeRun:
    run = ModeRun(mode)
    simulated = prog
    if mode != "unordered":
        simulated = prog.with_name(f"prog.{mode}.ll")
        done, run.order_seconds = _csarules(["order", str(prog), "-m", mode, "-o",
                                             str(simulated)], timeout)
        if done.returncode:
            run.error = f"order: {done.stderr.strip()[:300]}"
            return run
    done, run.sim_seconds = _csarules(["sim", str(simulated), "-e", "main", "-m", "unordered",
                                       "--json", "--max-steps", str(max_steps)], timeout)
    try:
        result = json.loads(done.stdout)
    except json.JSONDecodeError:
        run.error = f"sim: {done.stderr.strip()[:300]}"
        return run
    run.cycles = result["cycles"]
    run.oracle_cycles = result["oracle_cycles"]
    run.races = result["race_count"]
    run.matches_sequential = result["matches_sequential"]
    run.output_as_native = result["output"] == native
    run.dynamic = int(result["dynamic"]["instructions"])
    return run


def measure(project: Project, opt: str, modes: list[str], work: Path, max_steps: int,
            timeout: float, jobs: int = 1) -> Build:
    """Build the program and run each mode (`jobs` of them at once: each run is its own
    processes; the seconds of runs that overlap count shared cores)."""
    build = Build(project.name, opt)
    try:
        prog = build_program(project, opt, work / f"{project.name}-{opt}")
    except (RuntimeError, OSError) as exc:
        build.error = str(exc)
        return build
    text = prog.read_text()
    build.lines = text.count("\n")
    build.functions = sum(1 for line in text.splitlines() if line.startswith("define "))
    build.native_output = _run([str(prog.with_name("prog"))]).stdout
    with ThreadPoolExecutor(max_workers=max(jobs, 1)) as pool:
        pending = [pool.submit(run_mode, prog, mode, build.native_output, max_steps, timeout)
                   for mode in modes]
        for future in pending:  # rows in the order of the modes, whatever ends first
            build.runs.append(future.result())
            print(_row(build, build.runs[-1]), flush=True)
    return build


HEAD = ("| program | IR lines | functions | mode | order s | sim s | executed | cycles | "
        "oracle | races | output as native |\n|---|---|---|---|---|---|---|---|---|---|---|")


def _row(build: Build, run: ModeRun) -> str:
    name = f"{build.program} -{build.opt}"
    if run.error:
        return f"| {name} | {build.lines} | {build.functions} | {run.mode} | error: {run.error} |"
    order = f"{run.order_seconds:.1f}" if run.order_seconds >= 0 else "—"
    same = run.output_as_native and run.matches_sequential
    return (f"| {name} | {build.lines} | {build.functions} | {run.mode} | {order} | "
            f"{run.sim_seconds:.1f} | {run.dynamic} | {run.cycles} | {run.oracle_cycles} | "
            f"{run.races} | {'yes' if same else 'NO'} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--zstd", type=Path, help="a zstd source tree (holding lib/zstd.h)")
    parser.add_argument("--zlib", type=Path, help="a zlib source tree (holding zlib.h)")
    parser.add_argument("--lua", type=Path, help="Lua 5.4's src directory (holding lvm.c)")
    parser.add_argument("--cjson", type=Path, help="a cJSON source tree (holding cJSON.c)")
    parser.add_argument("--stb", type=Path, help="nothings/stb (holding stb_image.h)")
    parser.add_argument("--lz4", type=Path, help="an LZ4 source tree (holding lib/lz4.c)")
    parser.add_argument("--opts", default="O2", help="clang-19 levels, e.g. O1,O2,O3")
    parser.add_argument("--modes", default="standard,linear")
    parser.add_argument("--unordered", action="store_true",
                        help="also simulate the unordered module (races expected)")
    parser.add_argument("--nsrc", type=int, default=300, help="bytes per zstd input")
    parser.add_argument("--lua-scale", type=int, default=4,
                        help="the Lua chunk's size (1 runs about a sixth of the work of 4)")
    parser.add_argument("--work", type=Path, default=Path("real-sim-work"))
    parser.add_argument("--max-steps", type=int, default=200_000_000)
    parser.add_argument("--timeout", type=float, default=7200.0, help="seconds per tool run")
    parser.add_argument("-j", "--jobs", type=int, default=1,
                        help="modes of one program run at once (their seconds then overlap)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    # (option value, file that marks the tree, what the tree is, its project)
    given = [(args.zstd, "lib/zstd.h", "a zstd source tree",
              lambda root: zstd_project(root, args.nsrc)),
             (args.zlib, "zlib.h", "a zlib source tree", zlib_project),
             (args.lua, "lvm.c", "Lua's src directory",
              lambda root: lua_project(root, args.lua_scale)),
             (args.cjson, "cJSON.c", "a cJSON source tree", cjson_project),
             (args.stb, "stb_image.h", "nothings/stb", stb_project),
             (args.lz4, "lib/lz4.c", "an LZ4 source tree", lz4_project)]
    projects = []
    for root, marker, what, project in given:
        if root is None:
            continue
        if not (root / marker).is_file():
            print(f"{root}: error: not {what} (no {marker})", file=sys.stderr)
            return 2
        projects.append(project(root))
    if not projects:
        parser.error("give at least one of --zstd, --zlib, --lua, --cjson, --stb, --lz4")
    modes = [m for m in args.modes.split(",") if m] + (["unordered"] if args.unordered else [])
    print(HEAD, flush=True)
    builds = [measure(project, opt, modes, args.work.resolve(), args.max_steps, args.timeout,
                      args.jobs)
              for project in projects for opt in args.opts.split(",") if opt]
    for build in builds:
        if build.error:
            print(f"{build.program} -{build.opt}: {build.error}", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps([asdict(b) for b in builds], indent=1) + "\n")
    unsound = [(b.program, b.opt, r.mode) for b in builds for r in b.runs
               if r.mode != "unordered" and (r.error or r.races or not r.output_as_native
                                             or not r.matches_sequential)]
    for program, opt, mode in unsound:
        print(f"FAILED: {program} -{opt} {mode}", file=sys.stderr)
    return 1 if unsound or any(b.error for b in builds) else 0


if __name__ == "__main__":
    sys.exit(main())
