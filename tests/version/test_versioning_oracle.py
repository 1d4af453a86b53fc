"""Soundness of run-time overlap checks on random affine loop nests, against the simulator
and a brute-force model of the bytes each nest touches (loop_nests.py).

Each nest is compiled by clang-19, versioned and ordered as `csarules order` does, and
run with its pointers placed in one arena disjoint, touching, overlapping by one byte,
overlapping more, or identical: the ordered program must never race and must end as
sequential execution does, in the default schedule and in random ones. A copy of the
versioned module marked with printf in both headers tells which copy ran: the copy must
run whenever the box hulls (over the full trip counts) of every two pointers one of which
is written are disjoint (the check is no more conservative than its ranges), and when it
runs, the hulls of the bytes the nest really touches through two such pointers (up to its
early exit) must be disjoint.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from hypothesis import HealthCheck, event, example, given, note, settings
from hypothesis import strategies as st
from loop_nests import ARENA, Access, Nest, Statement, nests, place
from tools import need

from csarules.ir.reader import parse_module
from csarules.ir.splice import written_text
from csarules.order.ordering import read_unordered as _read_unordered
from csarules.order.pipeline import derive_by_groups, materialise_outcome
from csarules.sim.api import simulate
from csarules.version.hook import NOTE, Versioning

MODES = ["disjoint", "touching", "overlap1", "overlap", "identical"]


def compile_c(source: str, opt: str, where: Path, vectorise: bool = False,
              unroll: bool = True) -> Path:
    """k.c compiled by clang-19: scalar loops, or as -O2 and -O3 leave them (vector loops,
    unrolled loops, their remainders; vector loops with plain remainders without
    `unroll`)."""
    src = where / "k.c"
    src.write_text(source)
    out = where / "k.ll"
    scalar = [] if vectorise else ["-fno-vectorize", "-fno-slp-vectorize", "-fno-unroll-loops"]
    scalar += [] if unroll or not vectorise else ["-fno-unroll-loops"]
    subprocess.run([need("clang-19"), opt, *scalar, "-fno-strict-aliasing", "-fno-builtin",
                    "-S", "-emit-llvm", "-g0", "--target=x86_64-linux-gnu", "-o", str(out),
                    str(src)], check=True, capture_output=True)
    return out


def compile_nest(nest: Nest, opt: str, where: Path, vectorise: bool = False) -> Path:
    return compile_c(nest.source(), opt, where, vectorise)


def race_free_as_sequential(ordered, args: list[str], randoms: int) -> None:
    """The ordered module runs without a race and ends as sequential execution does, in the
    default schedule and in `randoms` random ones."""
    for sched_seed in range(randoms + 1):
        schedule = "random" if sched_seed else "sequential"
        result = simulate(ordered, "k", args, schedule=schedule, seed=sched_seed)
        assert result.race_count == 0, result.races
        assert result.matches_sequential, (schedule, sched_seed)


def two_pointers_race_free(path: Path, nest_c: str, arena: int, seed: int, p_at: int,
                           q_at: int, scalars: dict[str, int], opt: str):
    """k(arena, p, q, scalars...) ordered and run race-free and as sequential: the module
    as read (nests versioned), its versioning report and the arguments."""
    module, report, ordered = versioned_and_ordered(path)
    args = [f"i8[{arena}]:random:seed={seed}", f"0+{p_at}", f"0+{q_at}"]
    args += [str(v) for v in scalars.values()]
    note(nest_c)
    note(f"{opt} {' '.join(f'{k}={v}' for k, v in scalars.items())} p=arena+{p_at} "
         f"q=arena+{q_at}")
    race_free_as_sequential(ordered, args, randoms=2)
    return module, report, args


VERSIONED = Versioning()


def versioned_and_ordered(path: Path, versioning: Versioning = VERSIONED):
    """The module as `order` reads it (nests versioned, unless `versioning` says not),
    its versioning report (None when not versioned), and the ordered module."""
    module = _read_unordered(path, versioning=versioning)
    ordered = parse_module(materialise_outcome(derive_by_groups(module, materialise_only=True)),
                           str(path) + " (ordered)")
    return module, module.notes.get(NOTE), ordered


def marked(text: str, copy_label: str, original_label: str) -> str:
    """The versioned module with a printf of F at the top of the copy's header and of S at
    the top of the original's (after their phis)."""
    lines = text.split("\n")
    out: list[str] = []
    pending = None
    for line in lines:
        if pending is not None and not re.match(r"\s*%\S+ = phi ", line):
            out.append(f"  %mark.{len(out)} = call i32 (ptr, ...) @printf(ptr @.mark.{pending})")
            pending = None
        out.append(line)
        label = re.match(r"^([-\w$.]+):", line)
        if label and label.group(1) in (copy_label, original_label):
            pending = "F" if label.group(1) == copy_label else "S"
    decl = ['@.mark.F = private constant [2 x i8] c"F\\00"',
            '@.mark.S = private constant [2 x i8] c"S\\00"']
    if "declare i32 @printf(" not in text:
        decl.append("declare i32 @printf(ptr, ...)")
    return "\n".join(out + decl) + "\n"


def copies_ran(module, written, path: Path, args: list[str]) -> set[str]:
    """The markers the versioned module prints when run: F for each entry of the copy of
    `written` (a versioned nest), S for each entry of its original."""
    text = marked(written_text(module), written.copy_label, written.root_label)
    return set(simulate(parse_module(text, str(path) + " (marked)"), "k", args).output)


def ranges_apart(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Two byte ranges [low, high) share no byte."""
    return a[1] <= b[0] or b[1] <= a[0]


def run_case(nest: Nest, opt: str, trips: list[int], e: int, mode: str, order: list[int],
             shift: int, seed: int, where: Path, vectorise: bool = False) -> None:
    placement = place(nest, trips, mode, order, shift)
    if placement is None:
        event("no placement in the arena")
        return
    path = compile_nest(nest, opt, where, vectorise)
    module, report, ordered = versioned_and_ordered(path)
    args = [f"i8[{ARENA}]:random:seed={seed}"]
    args += [f"0+{off}" for off in placement.offsets]
    args += [str(t) for t in trips] + ["0"] * (3 - len(trips)) + [str(e)]
    note(nest.source())
    note(f"{opt} trips={trips} e={e} {mode} offsets={placement.offsets}")
    race_free_as_sequential(ordered, args, randoms=2)
    nests_written = [n for n in report.nests if n.function == "k"]
    event(f"{len(nests_written)} nests versioned")
    if vectorise:
        event("vector loops" if " x " in path.read_text() else "no vector loop")
        return  # (vector and remainder loops: no one-to-one map onto the C nest's accesses)
    for _, why in report.refusals.get("k", []):
        event(f"refused: {why}")
    if len(nests_written) != 1:
        return
    written = nests_written[0]
    ran = copies_ran(module, written, path, args)
    if len(ran) != 1:
        event(f"markers printed: {''.join(sorted(ran))}")
    if len(ran) != 1 or not _all_members(module, written, nest):
        # not entered, checked once per iteration of a loop around the nest, or not every
        # access of the C nest is one of the IR's compared ones (clang merged or rewrote
        # some): the simulator's checks above are the oracle then
        event("copy not compared with the model")
        return
    event(f"the {'copy' if ran == {'F'} else 'original'} ran, compared with the model")
    fast = ran == {"F"}
    offsets = placement.offsets

    def hulls_apart(box: dict[int, tuple[set[int], bool]]) -> bool:
        apart = True
        for a in sorted(box):
            for b in sorted(box):
                if a < b and (box[a][1] or box[b][1]):
                    hull_a = (offsets[a] + min(box[a][0]), offsets[a] + max(box[a][0]) + 1)
                    hull_b = (offsets[b] + min(box[b][0]), offsets[b] + max(box[b][0]) + 1)
                    apart &= ranges_apart(hull_a, hull_b)
        return apart

    # the check bounds an early exit by the trip counts (or, when clang folded the exit
    # into the loop's compare, by the exit itself): the copy must run whenever the full
    # trip counts' hulls are apart, and may run only when the bytes really touched are
    if hulls_apart(nest.touched(trips, None)):
        assert fast, "the original ran"
    if fast:
        assert hulls_apart(nest.touched(trips, e)), "the copy ran"


def _all_members(module, written, nest: Nest) -> bool:
    """Every load and store of the versioned nest is a member of a compared group, one
    per distinct access of the C nest, and each group is one pointer argument."""
    from csarules.analysis.cfg import analyse
    from csarules.analysis.loops import find_loops

    func = module.function("k")
    loops = find_loops(analyse(func, module.path))
    root = next(lp for lp in loops.loops if lp.header.id == written.root)
    accesses = {i.line for b in root.blocks for i in b.instructions
                if i.opcode in ("load", "store")}
    members = {i for g in written.nest.groups.values() for i in g.members}
    bases = {g.base for g in written.nest.groups.values()}
    distinct = {(a.ptr, a.coefs) for s in nest.body for a in (s.target, *s.sources)}
    reads_written = {(s.target.ptr, s.target.coefs) for s in nest.body}
    # a C access both read and written is one load and one store
    expected = len(distinct) + len(reads_written & {(a.ptr, a.coefs) for s in nest.body
                                                    for a in s.sources})
    return (accesses == members and len(accesses) == expected
            and all(re.fullmatch(r"%[1-3]", b) for b in bases))


@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(nest=nests(), opt=st.sampled_from(["-O1", "-O2"]),
       trips=st.lists(st.integers(0, 5) | st.integers(1, 5), min_size=3, max_size=3),
       e=st.integers(0, 6),
       mode=st.sampled_from(MODES), order=st.permutations([0, 1, 2]),
       shift=st.integers(1, 24), seed=st.integers(0, 1000))
@example(nest=Nest(types=[("unsigned char", 1), ("unsigned char", 1)], down=[False],
                   body=[Statement(Access(0, (0, -1)), (Access(1, (0, 0)),))],
                   exit_kind="break", exit_on=(1,)),
         opt="-O1", trips=[2, 0, 0], e=1, mode="overlap1", order=[1, 0, 2], shift=1, seed=0)
def test_versioned_nests_are_sound(nest, opt, trips, e, mode, order, shift, seed, tmp_path):
    order = [p for p in order if p < len(nest.types)]
    run_case(nest, opt, trips[:nest.depth], e, mode, order, shift, seed, tmp_path)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(nest=nests(), opt=st.sampled_from(["-O2", "-O3"]),
       outer=st.lists(st.integers(0, 3), min_size=2, max_size=2), inner=st.integers(0, 24),
       e=st.integers(0, 40), mode=st.sampled_from(MODES), order=st.permutations([0, 1, 2]),
       shift=st.integers(1, 24), seed=st.integers(0, 1000))
def test_vectorised_nests_are_sound(nest, opt, outer, inner, e, mode, order, shift, seed,
                                    tmp_path):
    """The same nests as clang vectorises and unrolls them, innermost trip counts long
    enough to enter the vector loops: vector loops, remainders that start where they
    stopped (checked per entry when the nest is an inner loop), the vectoriser's own
    checks. Every ordering is race-free and ends as sequential execution does."""
    order = [p for p in order if p < len(nest.types)]
    trips = outer[:nest.depth - 1] + [inner]
    run_case(nest, opt, trips, e, mode, order, shift, seed, tmp_path, vectorise=True)


FAR_ARENA = 16384


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(ctype=st.sampled_from([("unsigned char", 1), ("unsigned int", 4), ("double", 8)]),
       stride=st.sampled_from([1, 2, -1]),
       gap_bytes=st.integers(1024, 2600) | st.integers(-2600, -1024) | st.integers(-1023, 1023),
       n=st.integers(0, 300), opt=st.sampled_from(["-O1", "-O2"]), seed=st.integers(0, 1000))
@example(ctype=("double", 8), stride=2, gap_bytes=1560, n=99, opt="-O1", seed=0)
def test_far_parts_of_one_array_are_checked_apart(ctype, stride, gap_bytes, n, opt, seed,
                                                  tmp_path) -> None:
    """`p[w + s*i] = p[w + gap + s*i] + 1`: one base, two runs of offsets; when they lie
    1024 bytes apart or more they are two groups, and the copy runs exactly when the hulls
    of the bytes written and of the bytes read over the whole loop are disjoint."""
    name, size = ctype
    gap = gap_bytes // size
    low = 2 * 300 + 2600 // size + 1  # every index stays above 0 and below the arena's end
    write, read = low, low + gap
    nest_c = (f"void k(char *arena, {name} *p, long n) {{\n"
              f"  for (long i = 0; i < n; i++)\n"
              f"    p[{write} + ({stride})*i] = ({name})(p[{read} + ({stride})*i] + 1);\n}}\n")
    path = compile_c(nest_c, opt, tmp_path)
    assert (low + 2600 // size + 2 * 300 + 1) * size + 16 <= FAR_ARENA
    module, report, ordered = versioned_and_ordered(path)
    args = [f"i8[{FAR_ARENA}]:random:seed={seed}", "0+16", str(n)]
    note(nest_c)
    note(f"{opt} n={n}")
    race_free_as_sequential(ordered, args, randoms=1)
    written = [w for w in report.nests if w.function == "k"]
    if abs(gap) * size < 1024 or n == 0:
        event("one group, or the loop not entered")
        return
    assert len(written) == 1, report.refusals
    ran = copies_ran(module, written[0], path, args)
    # the check compares hulls: bytes interleaved with a stride of 2 (an odd gap) are
    # apart, but their hulls meet and the original runs (docs/versioning.md, Limits)
    ends = [(first * size, (first + stride * (n - 1)) * size) for first in (write, read)]
    hulls = [(min(a, b), max(a, b) + size) for a, b in ends]
    apart = ranges_apart(hulls[0], hulls[1])
    event(f"{'apart' if apart else 'overlapping'}: {''.join(sorted(ran))} ran")
    assert ran == ({"F"} if apart else {"S"})


ROW_ARENA = 8192


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(ctype=st.sampled_from([("unsigned char", 1), ("unsigned int", 4), ("double", 8)]),
       strides=st.tuples(st.sampled_from([1, 2, -1]), st.sampled_from([1, 2, -1])),
       muls=st.tuples(st.integers(0, 9), st.integers(0, 9)),
       mod=st.integers(1, 40), e=st.integers(0, 40), gap=st.integers(-48, 48),
       n0=st.integers(0, 6), n1=st.integers(0, 20), opt=st.sampled_from(["-O1", "-O2"]),
       seed=st.integers(0, 1000))
@example(ctype=("unsigned int", 4), strides=(1, 1), muls=(3, 5), mod=17, e=2, gap=12, n0=5,
         n1=8, opt="-O2", seed=0)
@example(ctype=("unsigned char", 1), strides=(1, 1), muls=(0, 0), mod=2, e=0, gap=0, n0=1,
         n1=0, opt="-O1", seed=0)
def test_bases_set_per_outer_iteration(ctype, strides, muls, mod, e, gap, n0, n1, opt, seed,
                                       tmp_path) -> None:
    """`p[a + s*j] = q[b + t*j] + 1` in an inner loop, a and b computed per outer iteration
    by something no affine analysis sees through (a remainder): the outer loop cannot be
    checked, the inner one is, once per entry, at that entry's a and b. The ordered program
    never races and ends as sequential execution does; in each entry the copy runs exactly
    when the hulls of the bytes written and read in that entry are disjoint."""
    name, size = ctype
    low = 64  # p and q point this many elements into the arena; every index stays above
    (sp, sq), (ma, mb) = strides, muls
    nest_c = (f"void k(char *arena, {name} *p, {name} *q, long n0, long n1, long e) {{\n"
              f"  for (long i = 0; i < n0; i++) {{\n"
              f"    long a = ({ma} * i + e) % {mod}, b = ({mb} * i + e + 3) % {mod};\n"
              f"    for (long j = 0; j < n1; j++)\n"
              f"      p[a + ({sp})*j] = ({name})(q[b + ({sq})*j] + 1);\n  }}\n}}\n")
    path = compile_c(nest_c, opt, tmp_path)
    p_at = 16 + low * 8 + 64 * 8
    q_at = p_at + gap * size
    assert q_at - low * size >= 0 and max(p_at, q_at) + (40 + 2 * 20 + 1) * size <= ROW_ARENA
    module, report, args = two_pointers_race_free(path, nest_c, ROW_ARENA, seed, p_at, q_at,
                                                  {"n0": n0, "n1": n1, "e": e}, opt)
    written = [w for w in report.nests if w.function == "k"]
    if (ma == 0 or mod == 1) and (mb == 0 or mod == 1):
        event("a and b fixed: the outer loop may be checked")
        return
    # clang keeps both loops: the inner one is the versioned nest (the outer cannot be)
    assert len(written) == 1, report.refusals
    ran = copies_ran(module, written[0], path, args)
    expected = set()
    for i in range(n0 if n1 else 0):
        a, b = (ma * i + e) % mod, (mb * i + e + 3) % mod
        ends = [(at + first * size, at + (first + s * (n1 - 1)) * size)
                for at, first, s in ((p_at, a, sp), (q_at, b, sq))]
        hulls = [(min(x, y), max(x, y) + size) for x, y in ends]
        apart = ranges_apart(hulls[0], hulls[1])
        expected.add("F" if apart else "S")
    event(f"entries ran: {''.join(sorted(ran)) or 'none'}")
    assert ran == expected


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(ctype=st.sampled_from([("unsigned char", 1), ("int", 4), ("float", 4), ("double", 8)]),
       offsets=st.tuples(st.integers(-2, 2), st.integers(-2, 2)), gap=st.integers(-300, 300),
       n0=st.integers(0, 4), n1=st.integers(0, 40), pad=st.integers(0, 8),
       scrambled=st.booleans(), opt=st.sampled_from(["-O2", "-O3"]), unroll=st.booleans(),
       seed=st.integers(0, 1000))
def test_vectorised_rows_are_sound(ctype, offsets, gap, n0, n1, pad, scrambled, opt, unroll,
                                   seed, tmp_path):
    """Rows the vectoriser takes (`p[r + j + c] = q[r + j + d]*3 + 1`, q a number of bytes
    from p, overlapping or not): a vector loop behind the vectoriser's own check, its
    remainder starting where it stopped, the nest versioned at the outer loop; or, with
    the rows in an order no affine analysis follows (a remainder), the inner loops
    checked at each entry. Every ordering is race-free and ends as sequential execution
    does."""
    name, size = ctype
    c0, c1 = offsets
    m = n1 + pad
    row = "((i * 5 + 3) % 4) * m" if scrambled else "i * m"
    nest_c = (f"void k(char *arena, {name} *p, {name} *q, long n0, long n1, long m) {{\n"
              f"  for (long i = 0; i < n0; i++) {{\n"
              f"    long r = {row};\n"
              f"    for (long j = 0; j < n1; j++)\n"
              f"      p[r + j + ({c0})] = ({name})(q[r + j + ({c1})] * 3 + 1);\n  }}\n}}\n")
    path = compile_c(nest_c, opt, tmp_path, vectorise=True, unroll=unroll)
    p_at = 16 + 8 + 300 + 16
    q_at = p_at + gap
    assert q_at - 2 * size >= 0 and max(p_at, q_at) + (4 * 48 + 3) * size <= FAR_ARENA
    module, report, args = two_pointers_race_free(path, nest_c, FAR_ARENA, seed, p_at, q_at,
                                                  {"n0": n0, "n1": n1, "m": m}, opt)
    event("vector loops" if " x " in path.read_text() else "no vector loop")
    event(f"{len([w for w in report.nests if w.function == 'k'])} nests versioned")
    outer = [w for w in report.nests if w.function == "k" and w.nest.groups
             and len(w.nest.trips) > 1]
    if scrambled or n0 == 0 or n1 == 0 or len(outer) != 1:
        return
    # versioned at the outer loop with every load and store of the nest a member (the
    # remainders' starts choices, the vector loops counted only when entered; clang's
    # unrolled remainders are none): the copy runs exactly when the hulls of the bytes the
    # whole nest writes through p and reads through q are apart
    members = {i for g in outer[0].nest.groups.values() for i in g.members}
    original = parse_module(path.read_text(), str(path)).function("k")
    accesses = {i.line for i in original.instructions() if i.opcode in ("load", "store")}
    ran = copies_ran(module, outer[0], path, args)
    hulls = [(at + c * size, at + ((n0 - 1) * m + n1 + c) * size)
             for at, c in ((p_at, c0), (q_at, c1))]
    apart = ranges_apart(hulls[0], hulls[1])
    every = accesses <= members
    event(f"outer nest, {'apart' if apart else 'overlapping'}"
          f"{'' if every else ', not every access a member'}: {''.join(sorted(ran))} ran")
    if every:
        assert ran == ({"F"} if apart else {"S"})


INDEX_KINDS = {
    "and": "(x[i] & {m})",
    "rem": "((unsigned)x[i] % {m}u)",
    "byte": "(unsigned char)x[i]",
    "shift": "((unsigned)x[i] >> 28)",
    "clamp": "(x[i] < 0 ? 0 : x[i] > {m} ? {m} : x[i])",
}


def _index_range(kind: str, m: int) -> tuple[int, int]:
    return {"and": (0, m), "rem": (0, m - 1), "byte": (0, 255), "shift": (0, 15),
            "clamp": (0, m)}[kind]


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(ctype=st.sampled_from([("unsigned char", 1), ("int", 4), ("double", 8)]),
       kinds=st.tuples(st.sampled_from(["affine", "and", "rem", "byte", "shift", "clamp"]),
                       st.sampled_from(["affine", "and", "rem", "byte", "shift", "clamp"])),
       masks=st.tuples(st.sampled_from([3, 15, 63]), st.sampled_from([3, 15, 63])),
       offsets=st.tuples(st.integers(-2, 2), st.integers(-2, 2)), down=st.booleans(),
       rmw=st.booleans(), gap=st.integers(-2600, 2600) | st.integers(-80, 80),
       x_near=st.booleans(), x_gap=st.integers(-200, 200), n=st.integers(0, 40),
       opt=st.sampled_from(["-O1", "-O2"]), seed=st.integers(0, 1000))
@example(ctype=("int", 4), kinds=("affine", "and"), masks=(3, 63), offsets=(0, 0),
         down=False, rmw=False, gap=300, x_near=False, x_gap=0, n=20, opt="-O2", seed=0)
@example(ctype=("int", 4), kinds=("and", "affine"), masks=(15, 3), offsets=(0, 0),
         down=False, rmw=True, gap=-200, x_near=False, x_gap=0, n=20, opt="-O2", seed=0)
def test_bounded_indices_are_checked(ctype, kinds, masks, offsets, down, rmw, gap, x_near,
                                     x_gap, n, opt, seed, tmp_path) -> None:
    """`p[P] = q[Q] + 1` (or `p[P] += q[Q]`) where an index is affine or a value read from x
    and confined to a range (`x[i] & m`, `% m`, a byte, a shift, a clamp): the check
    bounds the bytes p and q may touch by the range's ends, and the copy runs exactly when
    the hull of p's possible bytes is apart from q's and from x's; the ordered program never
    races and ends as sequential execution does, whatever x holds."""
    name, size = ctype
    first = 40  # an affine index counting down starts here

    def index(kind: str, m: int, c: int) -> str:
        if kind == "affine":
            return f"{first} - i + ({c})" if down else f"i + ({c})"
        return f"(long){INDEX_KINDS[kind].format(m=m)} + ({c})"

    (kp, kq), (mp, mq), (cp, cq) = kinds, masks, offsets
    op = "+=" if rmw else "="
    nest_c = (f"void k(char *arena, {name} *p, {name} *q, const int *x, long n) {{\n"
              f"  for (long i = 0; i < n; i++)\n"
              f"    p[{index(kp, mp, cp)}] {op} ({name})(q[{index(kq, mq, cq)}] + 1);\n}}\n")
    path = compile_c(nest_c, opt, tmp_path)
    p_at = 4096
    q_at = p_at + gap
    x_at = p_at + x_gap if x_near else 16
    assert q_at - 8 * size >= 0 and x_at >= 16
    assert max(p_at, q_at) + 300 * size <= FAR_ARENA and x_at + 4 * 40 <= FAR_ARENA
    module, report, ordered = versioned_and_ordered(path)
    args = [f"i8[{FAR_ARENA}]:random:seed={seed}", f"0+{p_at}", f"0+{q_at}", f"0+{x_at}",
            str(n)]
    note(nest_c)
    note(f"{opt} n={n} p=arena+{p_at} q=arena+{q_at} x=arena+{x_at}")
    race_free_as_sequential(ordered, args, randoms=2)
    if n == 0 or kp == kq == "affine":
        event("not entered, or no bounded index")
        return
    written = [w for w in report.nests if w.function == "k"]
    assert len(written) == 1, report.refusals

    def hull(at: int, kind: str, m: int, c: int) -> tuple[int, int]:
        if kind == "affine":
            lo, hi = (first - (n - 1) + c, first + c) if down else (c, n - 1 + c)
        else:
            lo, hi = _index_range(kind, m)
            lo, hi = lo + c, hi + c
        return at + lo * size, at + (hi + 1) * size

    p_hull, q_hull = hull(p_at, kp, mp, cp), hull(q_at, kq, mq, cq)
    x_hull = (x_at, x_at + 4 * n)
    fast = ranges_apart(p_hull, q_hull) and ranges_apart(p_hull, x_hull)
    ran = copies_ran(module, written[0], path, args)
    event(f"{'apart' if fast else 'overlapping'}: {''.join(sorted(ran))} ran")
    assert ran == ({"F"} if fast else {"S"})


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(ctype=st.sampled_from([("unsigned char", 1), ("int", 4), ("double", 8)]),
       mask=st.sampled_from([1, 3, 7]), m=st.integers(0, 24), gap=st.integers(-1200, 1200),
       x_near=st.booleans(), x_gap=st.integers(-100, 100), n0=st.integers(0, 5),
       n1=st.integers(0, 12), opt=st.sampled_from(["-O1", "-O2"]), seed=st.integers(0, 1000))
@example(ctype=("int", 4), mask=3, m=10, gap=600, x_near=False, x_gap=0, n0=4, n1=6,
         opt="-O2", seed=0)
def test_bounded_rows_are_checked(ctype, mask, m, gap, x_near, x_gap, n0, n1, opt, seed,
                                  tmp_path) -> None:
    """`p[(x[i] & mask) * m + j] = q[i * n1 + j] + 1`: the row is data confined by a mask,
    chosen per outer iteration; the outer loop is checked once with the row's two ends,
    and the copy runs exactly when the hull of the rows p may touch is apart from the
    bytes of q and of x."""
    name, size = ctype
    nest_c = (f"void k(char *arena, {name} *p, {name} *q, const int *x, long n0, long n1,"
              f" long m) {{\n"
              f"  for (long i = 0; i < n0; i++) {{\n"
              f"    long r = x[i] & {mask};\n"
              f"    for (long j = 0; j < n1; j++)\n"
              f"      p[r * m + j] = ({name})(q[i * n1 + j] + 1);\n  }}\n}}\n")
    path = compile_c(nest_c, opt, tmp_path)
    p_at = 4096
    q_at = p_at + gap
    x_at = p_at + x_gap if x_near else 16
    assert q_at >= 0 and x_at >= 16
    assert max(p_at, q_at) + (7 * 24 + 60) * size <= FAR_ARENA
    module, report, ordered = versioned_and_ordered(path)
    args = [f"i8[{FAR_ARENA}]:random:seed={seed}", f"0+{p_at}", f"0+{q_at}", f"0+{x_at}",
            str(n0), str(n1), str(m)]
    note(nest_c)
    note(f"{opt} n0={n0} n1={n1} m={m} p=arena+{p_at} q=arena+{q_at} x=arena+{x_at}")
    race_free_as_sequential(ordered, args, randoms=2)
    outer = [w for w in report.nests if w.function == "k" and len(w.nest.trips) > 1]
    event(f"{len(outer)} outer nests versioned")
    if n0 == 0 or n1 == 0:
        return
    assert len(outer) == 1, report.refusals
    p_hull = (p_at, p_at + (mask * m + n1) * size)
    q_hull = (q_at, q_at + n0 * n1 * size)
    x_hull = (x_at, x_at + 4 * n0)

    fast = ranges_apart(p_hull, q_hull) and ranges_apart(p_hull, x_hull)
    ran = copies_ran(module, outer[0], path, args)
    event(f"{'apart' if fast else 'overlapping'}: {''.join(sorted(ran))} ran")
    assert ran == ({"F"} if fast else {"S"})
