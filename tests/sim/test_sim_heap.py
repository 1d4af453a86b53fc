"""malloc, calloc, realloc and free in the simulator (csarules/sim/heap.py): programs that
allocate print what they print natively, ordered race-free under both schedules; the
allocator's state makes unordered allocator calls race."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from simkit import compile_c, run_native

from csarules.ir.reader import parse_module
from csarules.order.pipeline import order_module
from csarules.sim import simulate

# a list built and freed node by node, an array grown by realloc (its contents copied),
# a string grown by realloc and strcat, free(NULL)
HEAP_PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct node { int v; struct node *next; };
int main(void) {
    struct node *head = 0;
    for (int i = 0; i < 20; i++) {
        struct node *n = malloc(sizeof *n);
        n->v = i * i; n->next = head; head = n;
    }
    int *a = calloc(10, sizeof *a);
    for (int i = 0; i < 10; i++) a[i] += i;
    a = realloc(a, 40 * sizeof *a);
    for (int i = 10; i < 40; i++) a[i] = a[i - 10] * 2;
    char *s = malloc(4); strcpy(s, "abc"); s = realloc(s, 64); strcat(s, "def");
    long sum = 0;
    while (head) { struct node *n = head; sum += n->v; head = n->next; free(n); }
    for (int i = 0; i < 40; i++) sum += a[i];
    free(a); free(0);
    printf("%ld %s\n", sum, s);
    free(s);
    return 0;
}
"""


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_allocating_program_prints_what_it_prints_natively(tmp_path: Path, opt: str) -> None:
    expected, status = run_native(tmp_path, HEAP_PROGRAM)
    assert status == 0
    text = compile_c(tmp_path, HEAP_PROGRAM, opt)
    for name in ("malloc", "calloc", "realloc", "free"):
        assert f"@{name}(" in text
    ordered = parse_module(order_module(parse_module(text, "h.ll"), "standard"), "o.ll")
    for schedule, seed in (("sequential", 0), ("random", 1), ("random", 7)):
        res = simulate(ordered, "main", [], schedule=schedule, seed=seed)
        assert res.output == expected, schedule
        assert res.race_count == 0 and res.matches_sequential, schedule


def test_unordered_allocator_calls_race_on_its_state(tmp_path: Path) -> None:
    text = compile_c(tmp_path, HEAP_PROGRAM, "-O2")
    module = parse_module(text, "h.ll")
    calls = {i.line: i.callee for f in module.functions for i in f.instructions()
             if i.callee in ("malloc", "calloc", "realloc", "free")}
    res = simulate(module, "main", [], race_limit=10_000)
    raced = {(calls.get(r["first"]["line"]), calls.get(r["second"]["line"]))
             for r in res.races}
    for name in ("malloc", "calloc", "realloc", "free"):  # each with another allocator call
        assert any(name in pair and None not in pair for pair in raced), name
    ordered = parse_module(order_module(module, "race"), "o.ll")
    assert simulate(ordered, "main", []).race_count > 0  # race mode orders none of them


# allocator and C library functions reached through pointers, as cJSON's default hooks
# and many plug-in allocators call them
POINTER_PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct hooks { void *(*alloc)(size_t); void (*release)(void *); int (*say)(const char *); };
struct hooks h = {malloc, free, puts};
int main(int argc, char **argv) {
    (void)argv;
    if (argc > 5) h.alloc = 0;  /* keeps the pointers opaque to the optimiser */
    char *s = h.alloc(16);
    strcpy(s, "through");
    char *t = h.alloc(16);
    memcpy(t, s, 8);
    h.release(s);
    int n = h.say(t);
    h.release(t);
    return n;
}
"""


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_allocator_and_libc_through_pointers(tmp_path: Path, opt: str) -> None:
    text = compile_c(tmp_path, POINTER_PROGRAM, opt)
    assert re.search(r"call [^@(]*%[\w.]+\(", text)  # calls through a pointer
    ordered = parse_module(order_module(parse_module(text, "p.ll"), "standard"), "o.ll")
    for schedule, seed in (("sequential", 0), ("random", 2)):
        res = simulate(ordered, "main", ["1", "0"], schedule=schedule, seed=seed)
        assert res.output == "through\n" and res.return_value == 8, schedule
        assert res.race_count == 0 and res.matches_sequential, schedule
    assert simulate(parse_module(text, "p.ll"), "main", ["1", "0"]).race_count > 0


def test_free_races_with_accesses_of_its_block_left_after_it(tmp_path: Path) -> None:
    # free (and realloc, of its old block) writes the whole block: the unordered module's
    # stores and loads of a node race with the node's free; the ordered one waits
    text = compile_c(tmp_path, HEAP_PROGRAM, "-O2")
    module = parse_module(text, "h.ll")
    freeing = {i.line for f in module.functions for i in f.instructions()
               if i.callee == "free"}
    accesses = {i.line for f in module.functions for i in f.instructions()
                if i.opcode in ("load", "store")}
    res = simulate(module, "main", [], race_limit=10_000)
    against_free = {(r["first"]["line"], r["second"]["line"]) for r in res.races
                    if {r["first"]["line"], r["second"]["line"]} & freeing
                    and {r["first"]["line"], r["second"]["line"]} & accesses}
    assert against_free
    ordered = parse_module(order_module(module, "standard"), "o.ll")
    assert simulate(ordered, "main", [], schedule="random", seed=5).race_count == 0
