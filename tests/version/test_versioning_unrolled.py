"""Soundness of the choices a versioned nest reads through loops run inside it: clang's
unrolled remainder starts where its prologue loop stopped (the prologue's counter in its
last iteration, csarules/analysis/choice.py), and the prologue at one of the values the
vector loop left (a choice of a choice); the unrolled loop's stores down a column, through
one pointer at bases that differ by values, are never compared with one another
(rules/versioning.dl, stores_apart_by_values).

A transpose-like nest through two pointers placed anywhere in one arena, compiled as
clang leaves it at -O2/-O3, versioned, ordered and simulated: no race, the sequential
result, and when the copy of the outer loop ran with every access of the function in its
check, no byte written through one pointer is read through the other (the brute-force
sets of the bytes each touched). (A candidate that never occurs, the prologue's
start plus its count where the vector loop stopped, makes the unrolled loop's `ne` trip
test fail the check for most sizes, which masks a wrong start or guard of the others.)
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

ARENA = 8192
BASE = 4096  # d's place; s within 250 elements of it: both inside the arena


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(ctype=st.sampled_from([("unsigned char", 1), ("int", 4), ("double", 8), ("long", 8)]),
       offsets=st.tuples(st.integers(0, 3), st.integers(0, 3)),
       gap=st.one_of(st.integers(-6, 6), st.integers(-120, 120), st.integers(130, 250),
                     st.integers(-250, -130)),
       rows=st.integers(1, 9) | st.integers(0, 9),
       cols=st.integers(1, 13) | st.integers(0, 13),
       opt=st.sampled_from(["-O2", "-O3"]), seed=st.integers(0, 1000))
def test_unrolled_column_stores_are_versioned_soundly(ctype, offsets, gap, rows, cols, opt,
                                                      seed, tmp_path) -> None:
    """`d[c*rows + r + a] = s[r*cols + c + b]`: the inner loop as a vector loop, a
    prologue of `cols & 3` iterations and a loop unrolled by four after it."""
    name, size = ctype
    a, b = offsets
    nest_c = (f"void k(char *arena, {name} *d, const {name} *s, long rows, long cols) {{\n"
              f"  for (long r = 0; r < rows; r++)\n"
              f"    for (long c = 0; c < cols; c++)\n"
              f"      d[c * rows + r + {a}] = s[r * cols + c + {b}];\n}}\n")
    path = compile_c(nest_c, opt, tmp_path, vectorise=True)
    d_at = BASE
    s_at = d_at + gap * size
    module, report, ordered = versioned_and_ordered(path)
    args = [f"i8[{ARENA}]:random:seed={seed}", f"0+{d_at}", f"0+{s_at}", str(rows), str(cols)]
    note(nest_c)
    note(f"{opt} rows={rows} cols={cols} d=arena+{d_at} s=arena+{s_at}")
    race_free_as_sequential(ordered, args, randoms=2)
    # (the outer loop's header comes first in the function)
    outer = [w for w in report.nests if w.function == "k"
             and w.nest.root == min(n.nest.root for n in report.nests)]
    event(f"{len(report.nests)} nests versioned")
    written = {d_at + (c * rows + r + a) * size + k
               for r in range(rows) for c in range(cols) for k in range(size)}
    read = {s_at + (r * cols + c + b) * size + k
            for r in range(rows) for c in range(cols) for k in range(size)}
    # the accesses of the function: all in the outer nest
    accesses = {i.line for i in parse_module(path.read_text(), str(path)).function("k")
                .instructions() if i.opcode in ("load", "store")}
    for nest in outer:
        ran = copies_ran(module, nest, path, args)
        members = {i for g in nest.nest.groups.values() for i in g.members}
        whole = accesses <= members
        event(f"{name} outer nest{' (every access checked)' if whole else ''}: "
              f"{''.join(sorted(ran))} ran")
        # (an access left out of the check keeps its pairs ordered in the copy: the copy
        # may run where it overlaps, race-free as tested above)
        if "F" in ran and whole:
            assert not (written & read), "the copy ran where the bytes overlap"
