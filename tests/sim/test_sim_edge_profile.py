"""`sim --edge-profile`: the conflicts a run really met (profile.py), named as the rules name
required pairs, and the static limit: the run ordered by those pairs alone, through the
rules (rules/profile/static_limit.dl), reduced and materialised as `order` does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from simkit import KERNELS

from csarules.cli import main
from csarules.expand.expand import expand_module
from csarules.extract import extract_facts
from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import derive, materialise_outcome
from csarules.sim import simulate
from csarules.sim.api import conflicts_of_run
from csarules.sim.argsfile import setups_for
from csarules.sim.edgeprofile import edge_profile, static_limit_program

KERNEL_LIST = json.loads((KERNELS / "kernels.json").read_text())["kernels"]


def _kernel(kernel: dict):
    path = KERNELS / kernel["file"]
    setup = setups_for(path)[kernel["entry"]]
    unordered = expand_module(read_module(path)).module
    outcome = derive(unordered, "standard")
    ordered = parse_module(materialise_outcome(outcome), kernel["file"])
    result = simulate(ordered, kernel["entry"], setup.args, externs=setup.externs,
                      sections_from=unordered)
    profile = edge_profile(unordered, outcome, kernel["entry"], setup.args,
                           externs=setup.externs)
    return unordered, setup, result, profile


@pytest.mark.parametrize("kernel", KERNEL_LIST, ids=[k["name"] for k in KERNEL_LIST])
def test_static_limit_between_oracle_and_ordering(kernel: dict) -> None:
    _, _, result, profile = _kernel(kernel)
    limit = profile.static_limit
    assert result.oracle_cycles <= limit.cycles <= result.cycles
    # built from the run's real conflicts only, its ordering is race-free on this input
    # (a wrong mark stays a mark race: copy_alias_par)
    assert limit.races == 0
    if not profile.unneeded:  # every emitted edge guarded a conflict
        assert limit.cycles == result.cycles
    # an unneeded edge's pairs never met; a conflicting pair is never unneeded
    met = {(a, b, ctx) for a, b, ctx, _ in limit.conflicts}
    assert not any((a, b, ctx) in met for a, b, ctx, _ in profile.unneeded)


def test_the_gaps_of_lu() -> None:
    # lu: the loads of the k-th column wait for every store of the previous iteration;
    # the run's conflicts need far fewer edges
    kernel = next(k for k in KERNEL_LIST if k["name"] == "lu")
    _, _, result, profile = _kernel(kernel)
    limit = profile.static_limit
    assert limit.edges < profile.emitted and profile.unneeded
    assert result.cycles > 5 * limit.cycles  # mostly a rule's gap
    assert limit.cycles - result.oracle_cycles < result.cycles - limit.cycles


def test_a_profile_missing_one_conflict_races() -> None:
    # the check can fail: prefix_sum's carried store -> load conflict left out, the
    # ordering the rules make of the rest races on the same input
    kernel = next(k for k in KERNEL_LIST if k["name"] == "prefix_sum")
    path = KERNELS / kernel["file"]
    setup = setups_for(path)[kernel["entry"]]
    unordered = read_module(path)
    conflicts, _ = conflicts_of_run(unordered, kernel["entry"], setup.args)
    carried = {c for c in conflicts if c[2] != 0}
    assert carried

    def races_with(pairs: set) -> int:
        facts = extract_facts(unordered)
        facts["profile_conflict"] = pairs
        outcome = derive(unordered, rules=static_limit_program(), facts=facts)
        ordered = parse_module(materialise_outcome(outcome), "limit.ll")
        return simulate(ordered, kernel["entry"], setup.args,
                        sections_from=unordered).race_count

    assert races_with(conflicts) == 0
    assert races_with(conflicts - carried) > 0


LOOP = """
define void @f(ptr %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 1, %entry ], [ %i1, %loop ]
  %p = getelementptr i32, ptr %a, i64 %i
  %q = getelementptr i32, ptr %p, i64 -1
  %x = load i32, ptr %q
  store i32 %x, ptr %p
  %y = load i32, ptr %p
  %i1 = add i64 %i, 1
  %n64 = zext i32 %n to i64
  %c = icmp slt i64 %i1, %n64
  br i1 %c, label %loop, label %done
done:
  ret void
}
"""


def _line(text: str, needle: str) -> int:
    return next(i for i, ln in enumerate(text.splitlines(), 1) if needle in ln)


def test_contexts_same_iteration_and_carried() -> None:
    module = parse_module(LOOP, "loop.ll")
    pairs, ran = conflicts_of_run(module, "f", ["i32[8]:iota", "8"])
    load_q, store, load_p = (_line(LOOP, s) for s in ("%x = load", "store i32", "%y = load"))
    header = _line(LOOP, "%i = phi")
    assert pairs == {
        (store, load_q, header, "location"),  # a[i] stored, read as a[i-1] next iteration
        (store, load_p, 0, "location"),  # and read back in the same one
    }
    assert ran == {"f"}


CALLS = """
define internal i32 @get(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @f(ptr %a, ptr %b) {
  store i32 1, ptr %a
  store i32 2, ptr %b
  %v = call i32 @get(ptr %a)
  ret i32 %v
}
"""


def test_an_access_in_a_callee_stands_for_its_call() -> None:
    module = parse_module(CALLS, "calls.ll")
    pairs, ran = conflicts_of_run(module, "f", ["i32[1]:zero", "i32[1]:zero"])
    store_a, call = _line(CALLS, "store i32 1"), _line(CALLS, "call i32 @get")
    assert (store_a, call, 0, "location") in pairs
    assert not any(p[0] == _line(CALLS, "store i32 2") for p in pairs
                   if p[3] == "location")  # b is never read
    assert ran == {"f", "get"}


NEST = """
define void @f(ptr %a, i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %p = getelementptr i32, ptr %a, i64 %j
  %x = load i32, ptr %p
  %y = add i32 %x, %i
  store i32 %y, ptr %p
  %j1 = add i64 %j, 1
  %cj = icmp slt i64 %j1, 4
  br i1 %cj, label %inner, label %latch
latch:
  %i1 = add i32 %i, 1
  %ci = icmp slt i32 %i1, %n
  br i1 %ci, label %outer, label %done
done:
  ret void
}
"""


def test_a_dependence_carried_by_the_outer_loop() -> None:
    # a[j] is read and written in every outer iteration: carried by the outer loop, not
    # the inner one (j differs between the inner iterations)
    module = parse_module(NEST, "nest.ll")
    pairs, _ = conflicts_of_run(module, "f", ["i32[4]:zero", "3"])
    load, store = _line(NEST, "%x = load"), _line(NEST, "store i32")
    outer = _line(NEST, "%i = phi")
    assert pairs == {(load, store, 0, "location"), (store, load, outer, "location")}


@pytest.fixture
def reverse() -> Path:
    return KERNELS / "reverse.ll"


def test_cli_json(reverse: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # (unversioned: the versioned loop's copy runs at the oracle's cycles, nothing to show)
    rc = main(["sim", str(reverse), "--entry", "reverse", "--edge-profile", "--json",
               "--no-runtime-checks"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 0
    assert out["cycles"] == 126 and out["oracle_cycles"] == 106
    assert out["static_limit_cycles"] == 106
    # t = a[i]; a[i] = a[j]; a[j] = t: the load of a[j] before the store to a[i] and
    # the two stores, which meet only when i == j, which the loop never runs
    text = reverse.read_text()
    load_j = [i for i, ln in enumerate(text.splitlines(), 1) if " = load " in ln][1]
    assert {(u["first"], u["second"]) for u in out["unneeded_edges"]} == \
        {(load_j, load_j + 1), (load_j + 1, load_j + 2)}
    assert all(u["rule"] == "location" and u["carried_by"] is None
               for u in out["unneeded_edges"])
    prof = out["edge_profile"]
    assert prof["static_limit_races"] == 0
    assert prof["required_pairs"] == len(prof["pairs"])
    assert prof["conflicted_pairs"] == sum(1 for p in prof["pairs"] if p["conflicted"])
    assert {p["rule"] for p in prof["pairs"] if p["conflicted"] is None} <= {"entry", "return"}


def test_cli_text(reverse: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["sim", str(reverse), "--entry", "reverse", "--edge-profile",
               "--no-runtime-checks"])
    out = capsys.readouterr().out
    assert rc == 0
    assert "static limit 106 cycles" in out
    assert "a better rule could gain 20, only run-time information 0" in out
    assert out.count("unneeded: line ") == 2


def test_cli_refuses_what_it_cannot_profile(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["sim", str(KERNELS / "reverse.ll"), "--entry", "reverse", "--edge-profile",
               "--mode", "unordered"])
    assert rc == 2 and "give an ordering mode" in capsys.readouterr().err
    ordered = tmp_path / "ordered.ll"
    assert main(["order", str(KERNELS / "reverse.ll"), "-o", str(ordered)]) == 0
    rc = main(["sim", str(ordered), "--entry", "reverse", "--edge-profile",
               "--arg", "i32[64]:iota", "--arg", "64"])
    assert rc == 2 and "needs unordered input" in capsys.readouterr().err


def test_expanded_input_names_input_lines(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    # the *_par kernels are expanded first: lines are still the input's
    path = KERNELS / "reverse_par.ll"
    rc = main(["sim", str(path), "--entry", "reverse_par", "--edge-profile", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 0
    lines = path.read_text().splitlines()
    assert out["unneeded_edges"]
    for u in out["unneeded_edges"]:
        for side in ("first", "second"):
            assert " = load " in lines[u[side] - 1] or "store " in lines[u[side] - 1]


PURE_CALL_LAST = """
define internal i32 @pure(i32 %x) memory(none) {
  %y = mul i32 %x, 3
  ret i32 %y
}
define i32 @f(ptr %a) {
  %v = load i32, ptr %a
  %r = call i32 @pure(i32 %v)
  ret i32 %v
}
"""


def test_the_oracle_return_waits_for_no_pure_call() -> None:
    # rule 3 makes a return wait for memory operations; a call of a memory(none) function
    # is none, and the ordered program's return does not wait for it: neither does the
    # oracle's (TSVC's s311 at -O2 had its static limit 20 cycles under the oracle)
    from csarules.order.pipeline import order_module

    module = parse_module(PURE_CALL_LAST, "pure.ll")
    ordered = parse_module(order_module(module, "standard"), "pure.ll")
    res = simulate(ordered, "f", ["i32[1]:const=2"])
    assert res.race_count == 0
    assert res.oracle_cycles == res.cycles == 20  # the load; the call's 20 overlap the ret
