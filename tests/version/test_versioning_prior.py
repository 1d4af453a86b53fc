"""Soundness of releasing the pairs between a versioned nest's copy and the loops and
blocks run before it (rules/versioning.dl, loops run before the nest): two loops one
after the other, through two pointers placed anywhere in one arena, compiled as clang
leaves them (scalar, or a vector loop before its remainder), versioned, ordered and
simulated. The ordering must never race and must end as sequential execution does; and
when the copy of the second loop runs with the first loop's accesses in its check, no
byte the first loop wrote through one pointer is touched by the second through the
other, and no byte it read is written so (the brute-force sets of the bytes each
touched; the parts of one array are not compared).
"""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, note, settings
from hypothesis import strategies as st
from test_versioning_oracle import (
    compile_c,
    copies_ran,
    race_free_as_sequential,
    versioned_and_ordered,
)

from csarules.ir.reader import parse_module

ARENA = 4096
BASE = 1024  # p's and q's distance from the arena's start, at least


def _touched(at: int, first: int, stride: int, count: int, size: int) -> set[int]:
    return {at + (first + stride * t) * size + b for t in range(count) for b in range(size)}


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(ctype=st.sampled_from([("unsigned char", 1), ("unsigned int", 4), ("double", 8)]),
       first=st.tuples(st.integers(-3, 3), st.sampled_from([1, 2, -1]), st.integers(-3, 3)),
       second=st.tuples(st.integers(-3, 3), st.sampled_from([1, -1]), st.integers(-3, 3)),
       writes_q=st.booleans(), gap=st.integers(-200, 200), n0=st.integers(0, 40),
       n1=st.integers(0, 40), opt=st.sampled_from(["-O1", "-O2", "-O3"]),
       seed=st.integers(0, 1000))
def test_loops_before_a_nest_are_released_soundly(ctype, first, second, writes_q, gap, n0, n1,
                                                  opt, seed, tmp_path) -> None:
    """`p[c + s*i] = q[d + i]*3 + 1` for i < n0, then `p` or `q` at `e + t*j` written from
    `q[f + j]` for j < n1: the second loop (or its remainder) versioned with the first
    loop's bytes (or the vector loop's, or a peeled iteration's) in its check."""
    name, size = ctype
    c, s, d = first
    e, t, f = second
    target = "q" if writes_q else "p"
    # indices from -3 - 2*40 to 3 + 2*40: both pointers keep every byte inside the arena
    nest_c = (f"void k(char *arena, {name} *p, {name} *q, long n0, long n1) {{\n"
              f"  for (long i = 0; i < n0; i++)\n"
              f"    p[{c} + ({s})*i] = ({name})(q[{d} + i] * 3 + 1);\n"
              f"  for (long j = 0; j < n1; j++)\n"
              f"    {target}[{e} + ({t})*j] = ({name})(q[{f} + j] + 1);\n}}\n")
    path = compile_c(nest_c, opt, tmp_path, vectorise=opt != "-O1")
    p_at = BASE + 8 * 90
    q_at = p_at + gap
    module, report, ordered = versioned_and_ordered(path)
    args = [f"i8[{ARENA}]:random:seed={seed}", f"0+{p_at}", f"0+{q_at}", str(n0), str(n1)]
    note(nest_c)
    note(f"{opt} n0={n0} n1={n1} p=arena+{p_at} q=arena+{q_at}")
    race_free_as_sequential(ordered, args, randoms=2)
    with_prior = [w for w in report.nests if w.function == "k"
                  and any(g.prior for g in w.nest.groups.values())]
    event(f"{len(with_prior)} nests with prior groups")
    if not with_prior:
        return
    # the first loop's bytes: written through p, read through q; the second's
    w1 = _touched(p_at, c, s, n0, size)
    r1 = _touched(q_at, d, 1, n0, size)
    w2 = _touched(q_at if writes_q else p_at, e, t, n1, size)
    r2 = _touched(q_at, f, 1, n1, size)
    source = parse_module(path.read_text(), str(path)).function("k")
    for written in with_prior:
        ran = copies_ran(module, written, path, args)
        members = {i for g in written.nest.groups.values() if g.prior for i in g.members}
        event(f"prior members {len(members)}: {''.join(sorted(ran))} ran")
        if "F" not in ran:
            continue
        # at -O1 (scalar loops, laid out in source order) the first loop's accesses are
        # the lines above the nest's: when all are prior members, none of their conflicts
        # with the copy's accesses may have happened (the copy released them)
        first_loop = {i.line for i in source.instructions() if i.opcode in ("load", "store")
                      and i.line < written.nest.root}
        if opt == "-O1" and first_loop and first_loop <= members:
            event("the first loop wholly in the check, the copy ran")
            # (through two pointers: one array's parts within 1024 bytes are not compared)
            assert not (w1 & r2)
            assert not (w1 & w2) if writes_q else not (r1 & w2)
