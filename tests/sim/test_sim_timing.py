"""The dataflow timing model and the oracle on hand-ordered IR."""

from __future__ import annotations

from simkit import CSA_DECLS, run_ir

from csarules.sim import Latency

CHAIN = CSA_DECLS + """
define void @chain(ptr %p) {
  %m = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %m)
  store i32 1, ptr %p
  %t1 = call i1 @llvm.csa.outord()
  %q = getelementptr i32, ptr %p, i64 1
  call void @llvm.csa.inord(i1 %t1)
  store i32 2, ptr %q
  %t2 = call i1 @llvm.csa.outord()
  %r = getelementptr i32, ptr %p, i64 2
  call void @llvm.csa.inord(i1 %t2)
  store i32 3, ptr %r
  %t3 = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %t3)
  ret void
}
"""

INDEPENDENT = CSA_DECLS + """
define void @indep(ptr %p) {
  %m = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %m)
  store i32 1, ptr %p
  %t1 = call i1 @llvm.csa.outord()
  %q = getelementptr i32, ptr %p, i64 1
  call void @llvm.csa.inord(i1 %m)
  store i32 2, ptr %q
  %t2 = call i1 @llvm.csa.outord()
  %r = getelementptr i32, ptr %p, i64 2
  call void @llvm.csa.inord(i1 %m)
  store i32 3, ptr %r
  %t3 = call i1 @llvm.csa.outord()
  %all = call i1 (...) @llvm.csa.all0(i1 %t1, i1 %t2, i1 %t3)
  call void @llvm.csa.inord(i1 %all)
  ret void
}
"""

UNORDERED = """
define void @plain(ptr %p) {
  store i32 1, ptr %p
  %q = getelementptr i32, ptr %p, i64 1
  store i32 2, ptr %q
  %r = getelementptr i32, ptr %p, i64 2
  store i32 3, ptr %r
  ret void
}
"""

LOAD_STORE = CSA_DECLS + """
define void @ls(ptr %p, ptr %q) {
  %m = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %m)
  %v = load i32, ptr %p
  %tl = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %tok)
  store i32 7, ptr %q
  %ts = call i1 @llvm.csa.outord()
  %all = call i1 (...) @llvm.csa.all0(i1 %tl, i1 %ts)
  call void @llvm.csa.inord(i1 %all)
  ret void
}
"""

ALL0 = CSA_DECLS + """
define void @merge(ptr %p) {
  %m = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %m)
  store i32 1, ptr %p
  %ta = call i1 @llvm.csa.outord()
  %q = getelementptr i32, ptr %p, i64 1
  call void @llvm.csa.inord(i1 %m)
  store i32 2, ptr %q
  %tb1 = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %tb1)
  store i32 3, ptr %q
  %tb2 = call i1 @llvm.csa.outord()
  %both = call i1 (...) @llvm.csa.all0(i1 %ta, i1 %tb2)
  %r = getelementptr i32, ptr %p, i64 2
  call void @llvm.csa.inord(i1 %both)
  store i32 4, ptr %r
  %tc = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %tc)
  ret void
}
"""

BUF = {"p": "i32[4]:zero"}


def test_chain_of_three_stores_takes_three_store_latencies() -> None:
    res = run_ir(CHAIN, "chain", BUF)
    assert res.cycles == 3 * 20
    assert res.race_count == 0
    # the stores touch different words: the oracle overlaps them
    assert res.oracle_cycles < 25


def test_independent_stores_overlap() -> None:
    res = run_ir(INDEPENDENT, "indep", BUF)
    assert 20 <= res.cycles <= 22
    assert res.race_count == 0


def test_unordered_stores_wait_only_for_data() -> None:
    res = run_ir(UNORDERED, "plain", BUF)
    # ret waits for nothing in unordered IR; the stores still run and race with the return
    assert res.cycles <= 2
    assert res.oracle_cycles >= 20
    assert res.race_count == 3


def test_load_to_store_token_serialises() -> None:
    args = {"p": "i32[1]:zero", "q": "i32[1]:zero"}
    waits = run_ir(LOAD_STORE.replace("%tok", "%tl"), "ls", args)
    free = run_ir(LOAD_STORE.replace("%tok", "%m"), "ls", args)
    assert waits.cycles == 40
    assert free.cycles == 20


def test_all0_waits_for_every_input() -> None:
    res = run_ir(ALL0, "merge", BUF)
    # b1 starts when its address is ready (cycle 1); b1 -> b2 ends at 41, so the store
    # behind the all0 runs 41..61 although a finished at 20
    assert res.cycles == 1 + 3 * 20
    assert res.race_count == 0


def test_latency_is_configurable() -> None:
    assert run_ir(CHAIN, "chain", BUF, latency="store=5").cycles == 15
    assert run_ir(CHAIN, "chain", BUF, latency=Latency(store=7)).cycles == 21


LOOP = CSA_DECLS + """
define void @fill(ptr %p, i64 %n) {
entry:
  %m = call i1 @llvm.csa.mementry()
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %t = phi i1 [ %m, %entry ], [ %ts, %loop ]
  %a = getelementptr i32, ptr %p, i64 %i
  call void @llvm.csa.inord(i1 %CHAINED)
  store i32 1, ptr %a
  %ts = call i1 @llvm.csa.outord()
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.csa.inord(i1 %ts)
  ret void
}
"""


def test_single_store_loop_pipelines_without_a_loop_carried_edge() -> None:
    n = 32
    pipelined = run_ir(LOOP.replace("%CHAINED", "%m"), "fill", {"p": f"i32[{n}]:zero",
                                                                "n": str(n)})
    serial = run_ir(LOOP.replace("%CHAINED", "%t"), "fill", {"p": f"i32[{n}]:zero",
                                                             "n": str(n)})
    # in-order completion of one static store: its last token covers every instance
    assert pipelined.race_count == 0 and serial.race_count == 0
    assert serial.cycles >= n * 20
    assert pipelined.cycles < 5 * n
    assert pipelined.oracle_cycles <= pipelined.cycles


PREFETCH_AND_PURE_CALL = CSA_DECLS + """
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare i32 @hash(i32) memory(none)

define i32 @f(ptr %p) {
  %m = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %m)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  %tp = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %m)
  %v = load i32, ptr %p
  %tl = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %tl)
  %h = call i32 @hash(i32 %v)
  %th = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %th)
  ret i32 %h
}
"""


def test_prefetch_and_pure_calls_take_tokens_but_need_no_order() -> None:
    res = run_ir(PREFETCH_AND_PURE_CALL, "f", {"p": "i32[1]:iota"}, externs=["hash"])
    # nothing waits for the prefetch; the pure call waits for the load's token (20) and
    # takes a call latency (20)
    assert res.race_count == 0
    assert res.cycles == 40
    assert res.dynamic["memops"] == 2  # the prefetch and the load
    assert res.return_value == 0
