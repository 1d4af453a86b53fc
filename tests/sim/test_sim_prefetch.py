"""Prefetches in the simulator: a memory unit with a load's latency that starts when its
input edge allows, never races and holds back nothing (csa-memory-ordering.rst,
"Prefetches" and "Data-Gated Prefetches")."""

from __future__ import annotations

from scriptload import load_script
from simkit import CSA_DECLS, run_ir

from csarules.ir.reader import parse_module
from csarules.order.pipeline import order_module
from csarules.sim import simulate

# Hand-ordered: the prefetch waits for the load (20 cycles); WAIT says whether the
# return waits for the prefetch too (the rules never make anything wait for one).
# The store to the prefetched address is unordered with the prefetch.
PREFETCH = CSA_DECLS + """
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

define i32 @f(ptr %p) {
  %m = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %m)
  %v = load i32, ptr %p
  %tl = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %tl)
  call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
  %tp = call i1 @llvm.csa.outord()
  %q = getelementptr i32, ptr %p, i64 1
  call void @llvm.csa.inord(i1 %m)
  store i32 7, ptr %q
  %ts = call i1 @llvm.csa.outord()
  %all = call i1 (...) @llvm.csa.all0(i1 %tl, i1 %ts)
  %ret = call i1 (...) @llvm.csa.all0(i1 %all, i1 WAIT)
  call void @llvm.csa.inord(i1 %ret)
  ret i32 %v
}
"""


def test_prefetch_starts_after_its_input_edge_and_takes_a_load_latency() -> None:
    res = run_ir(PREFETCH.replace("WAIT", "%tp"), "f", {"p": "i32[2]:iota"})
    assert res.cycles == 40  # starts when the load's token arrives (20), done at 40
    assert res.race_count == 0  # the unordered store to its address is no race
    assert res.dynamic["prefetches"] == 1
    assert res.dynamic["memops"] == 3


def test_nothing_waits_for_a_prefetch() -> None:
    text = PREFETCH.replace("WAIT", "%tl")
    res = run_ir(text, "f", {"p": "i32[2]:iota"})
    assert res.cycles == 21  # the load (20) and the store (after its gep, 21)
    assert res.race_count == 0
    without = "\n".join(line for line in text.splitlines()
                         if "llvm.prefetch.p0(ptr %p" not in line)
    assert run_ir(without, "f", {"p": "i32[2]:iota"}).cycles == res.cycles


# The expanded data-gated form: the gate (a loaded value) adapted to i1 is the input edge.
GATED = CSA_DECLS + """
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

define void @g(ptr %p, ptr %a) {
  %m = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %m)
  %gate = load float, ptr %p
  %tl = call i1 @llvm.csa.outord()
  %cast = bitcast float %gate to i32
  %trunc = trunc i32 %cast to i1
  call void @llvm.csa.inord(i1 %trunc)
  call void @llvm.prefetch.p0(ptr %a, i32 0, i32 3, i32 1)
  %tp = call i1 @llvm.csa.outord()
  %ret = call i1 (...) @llvm.csa.all0(i1 %tl, i1 %tp)
  call void @llvm.csa.inord(i1 %ret)
  ret void
}
"""


def test_gated_prefetch_starts_when_its_gate_is_available() -> None:
    res = run_ir(GATED, "g", {"p": "f32[1]:iota", "a": "i8[64]:zero"})
    assert res.cycles == 42  # gate loaded at 20, cast and trunc (1 cycle each), then 20
    assert res.dynamic["prefetches"] == 1


# Unordered, with parallel sections: ordering expands the gated prefetch; the runs of the
# unordered module (the reference, and the one that records the sections for the ordered
# run, indexed by memory op) count it as a prefetch too, so both meet the same memory
# operations in the same order.
SECTIONS = """
declare void @llvm.csa.gated.prefetch.i32(i32, ptr, i32, i32)
declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @h(ptr %A, ptr %B, i64 %n) {
entry:
  %region = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %section = call i32 @llvm.csa.parallel.section.entry(i32 %region)
  %p = getelementptr inbounds i32, ptr %A, i64 %i
  %x = load i32, ptr %p, align 4
  %ahead = getelementptr inbounds i32, ptr %p, i64 16
  call void @llvm.csa.gated.prefetch.i32(i32 %x, ptr %ahead, i32 0, i32 3)
  %y = add i32 %x, 1
  store i32 %y, ptr %B, align 4
  call void @llvm.csa.parallel.section.exit(i32 %section)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  call void @llvm.csa.parallel.region.exit(i32 %region)
  ret void
}
"""


def test_gated_prefetch_in_parallel_sections_after_ordering() -> None:
    original = parse_module(SECTIONS, "h.ll")
    ordered = parse_module(order_module(original), "h.ordered.ll")
    res = simulate(ordered, "h", {"A": "i32[8]:iota", "B": "i32[1]:zero", "n": "8"},
                   sections_from=original)
    # the stores to B of different sections are released by the region: no race is
    # reported for them only if every memop is counted in its own section
    assert res.race_count == 0
    assert res.dynamic["prefetches"] == 8
    reference = simulate(original, "h", {"A": "i32[8]:iota", "B": "i32[1]:zero", "n": "8"})
    assert reference.dynamic["prefetches"] == 8


def test_prefetch_cost_benchmark(tmp_path, capsys) -> None:
    import json

    bench = load_script("benchmarks/prefetch_cost.py")
    out = tmp_path / "p.json"
    assert bench.main(["--modes", "standard", "--json", str(out)]) == 0
    assert "saxpy_prefetch" in capsys.readouterr().out
    rows = json.loads(out.read_text())["rows"]
    assert [(r["kernel"], r["base"]) for r in rows] == [("saxpy_prefetch", "saxpy")]
    assert rows[0]["same_result"] and rows[0]["races"] == 0 and rows[0]["prefetches"] == 128
    assert rows[0]["cycles"] == rows[0]["base_cycles"]
