"""Run-time overlap checks on loop nests marked `__builtin_csa_parallel_loop` or
`__builtin_csa_spmd`: the copy keeps the marker's sections, and the versioned program is
as right as the marker.

Each nest of loop_nests.py, its loop at a random level marked, is compiled by clang-19
(scalar, or vectorised at -O3), versioned and ordered as `csarules order` does, and
ordered unversioned; both run on the same arena and placement (disjoint to identical).
A marker is the user's word that the iterations are independent: where the placement
makes them conflict, the simulator reports a mark race (a pair the sections released
met). Neither program may ever race otherwise; and where the nest's model says no two
iterations of the marked loop touch a byte one of them writes, neither has a mark race
either, and the versioned one ends as sequential execution does, in random schedules
too.
"""

from __future__ import annotations

from hypothesis import HealthCheck, event, example, given, note, settings
from hypothesis import strategies as st
from loop_nests import ARENA, Access, Nest, Statement, nests, place
from test_versioning_oracle import (
    MODES,
    compile_nest,
    copies_ran,
    race_free_as_sequential,
    versioned_and_ordered,
)

from csarules.order.ordering import NO_VERSIONING
from csarules.sim.api import simulate


def mark_races(unordered, ordered, args: list[str]) -> int:
    """How many times two accesses whose pair the sections released met, in a run that
    must have no other race."""
    result = simulate(ordered, "k", args, race_limit=100_000, sections_from=unordered)
    assert result.race_count == 0, result.races
    return result.mark_race_count


def marker_wrong(nest: Nest, trips: list[int], e: int, offsets: list[int]) -> bool:
    """Whether two iterations of the marked loop, in one entry of it, touch a byte in
    common and one of them writes it (the model's bytes, at the pointers' offsets)."""
    level = nest.parallel
    touched: dict[tuple, dict[int, tuple[set[int], set[int]]]] = {}
    for point in nest.iterations(trips, e):
        entry = touched.setdefault(point[:level], {})
        reads, writes = entry.setdefault(point[level], (set(), set()))
        for stmt in nest.body:
            for access, into in [*((a, reads) for a in stmt.sources), (stmt.target, writes)]:
                into.update(offsets[access.ptr] + b for b in nest.bytes_of(access, point))
    for iterations in touched.values():
        seen = list(iterations.values())
        for n, (reads, writes) in enumerate(seen):
            for other_reads, other_writes in seen[n + 1:]:
                if writes & (other_reads | other_writes) or reads & other_writes:
                    return True
    return False


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(nest=nests(), marked=st.integers(0, 2),
       marker=st.sampled_from(["builtin_csa_parallel_loop_()", "builtin_csa_spmd_(4, 0)"]),
       opt=st.sampled_from(["-O1", "-O2", "-O3"]),
       trips=st.lists(st.integers(0, 5) | st.integers(1, 5) | st.integers(8, 24),
                      min_size=3, max_size=3),
       e=st.integers(0, 6), mode=st.sampled_from(MODES), order=st.permutations([0, 1, 2]),
       shift=st.integers(1, 24), seed=st.integers(0, 1000))
@example(nest=Nest(types=[("unsigned int", 4), ("unsigned int", 4)], down=[False],
                   body=[Statement(Access(0, (0, 1)), (Access(1, (0, 1)),)),
                         Statement(Access(1, (1, 1)), (Access(0, (1, 1)),))],
                   exit_kind=""),
         marked=0, marker="builtin_csa_parallel_loop_()", opt="-O2", trips=[5, 0, 0], e=0,
         mode="disjoint", order=[0, 1, 2], shift=1, seed=0)
@example(nest=Nest(types=[("unsigned int", 4), ("unsigned int", 4)], down=[False],
                   body=[Statement(Access(0, (0, 1)), (Access(0, (4, -1)),)),
                         Statement(Access(1, (0, 1)), (Access(0, (0, 1)),))],
                   exit_kind=""),
         marked=0, marker="builtin_csa_parallel_loop_()", opt="-O1", trips=[5, 0, 0], e=0,
         mode="disjoint", order=[0, 1, 2], shift=1, seed=0)
def test_marked_nests_are_as_right_as_their_marker(
        nest, marked, marker, opt, trips, e, mode, order, shift, seed, tmp_path) -> None:
    nest.parallel, nest.marker = min(marked, nest.depth - 1), marker
    order = [p for p in order if p < len(nest.types)]
    trips = trips[:nest.depth]
    placement = place(nest, trips, mode, order, shift)
    if placement is None:
        event("no placement in the arena")
        return
    # (-O3: clang's vector loops and their remainders, entered with 8 or more iterations)
    path = compile_nest(nest, opt, tmp_path, vectorise=opt == "-O3")
    module, report, ordered = versioned_and_ordered(path)
    plain, _, plain_ordered = versioned_and_ordered(path, NO_VERSIONING)
    args = [f"i8[{ARENA}]:random:seed={seed}"]
    args += [f"0+{off}" for off in placement.offsets]
    args += [str(t) for t in trips] + ["0"] * (3 - len(trips)) + [str(e)]
    note(nest.source())
    note(f"{opt} trips={trips} e={e} {mode} offsets={placement.offsets}")
    versioned = mark_races(module, ordered, args)
    unversioned = mark_races(plain, plain_ordered, args)
    written = [n for n in report.nests if n.function == "k"]
    event(f"{len(written)} nests versioned")
    for _, why in report.refusals.get("k", []):
        event(f"refused: {why}")
    if marker_wrong(nest, trips, e, placement.offsets):
        # (the user's word is wrong here; a pair of it the unversioned ordering keeps
        # through others, a store of another group between them, may meet in the copy)
        event(f"the marker is wrong for this placement: {'' if versioned else 'no '}"
              f"mark race when versioned, {'' if unversioned else 'no '}when not")
        return
    assert versioned == unversioned == 0
    race_free_as_sequential(ordered, args, randoms=2)
    if len(written) == 1:
        ran = copies_ran(module, written[0], path, args)
        event(f"markers printed: {''.join(sorted(ran)) or 'none'}")
