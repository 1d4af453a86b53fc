"""Specific facts on small hand-written IR: what each relation says in known situations."""

from __future__ import annotations

import pytest
from extract_corpus import OWN_INPUTS

from csarules.errors import CsaError
from csarules.extract import extract_facts
from csarules.ir.reader import parse_module, read_module


def facts_of(text: str) -> dict[str, set[tuple]]:
    return extract_facts(parse_module(text, "t.ll"))


def line_of(text: str, needle: str) -> int:
    return next(n for n, ln in enumerate(text.split("\n"), 1) if needle in ln)


# ---------------------------------------------------------------- affine addresses


def _affine(facts, i):
    return next((b, o) for (j, b, o) in facts["addr_affine"] if j == i)


def _strides(facts, i):
    return {h: s for (j, h, s) in facts["addr_stride"] if j == i}


def test_in_place_update_has_equal_base_stride_and_offset() -> None:
    module = read_module(OWN_INPUTS / "affine_cases.ll")
    facts = extract_facts(module)
    func = module.function("same_element")
    load = next(i.line for i in func.instructions() if i.opcode == "load")
    store = next(i.line for i in func.instructions() if i.opcode == "store")
    assert _affine(facts, load) == _affine(facts, store) == ("%0", 0)
    assert _strides(facts, load) == _strides(facts, store)
    assert list(_strides(facts, load).values()) == ["4"]
    assert (store, load) in facts["must_alias"]


def test_next_element_offsets_differ_by_the_element_size() -> None:
    module = read_module(OWN_INPUTS / "affine_cases.ll")
    facts = extract_facts(module)
    func = module.function("next_element")
    load = next(i.line for i in func.instructions() if i.opcode == "load")
    store = next(i.line for i in func.instructions() if i.opcode == "store")
    (bl, ol), (bs, os_) = _affine(facts, load), _affine(facts, store)
    assert bl == bs and os_ - ol == 4
    assert _strides(facts, load) == _strides(facts, store)
    assert (store, load) not in facts["must_alias"]


def test_strided_and_symbolic_strides() -> None:
    module = read_module(OWN_INPUTS / "affine_cases.ll")
    facts = extract_facts(module)
    strided = module.function("strided_long")
    ld, st = (i.line for i in strided.instructions() if i.opcode in ("load", "store"))
    assert _affine(facts, st)[1] - _affine(facts, ld)[1] == 8
    assert set(_strides(facts, ld).values()) == {"48"}
    matrix = module.function("matrix")
    ld = next(i.line for i in matrix.instructions() if i.opcode == "load")
    assert sorted(_strides(facts, ld).values()) == ["8", "8*zext(%2)"]
    consts = {s for (j, _h, s) in facts["addr_stride_const"] if j == ld}
    assert consts == {8}  # the symbolic row stride has no constant form


POINTER_IV = """
define void @f(ptr %a, ptr %end) {
entry:
  br label %loop

loop:
  %p = phi ptr [ %a, %entry ], [ %next, %loop ]
  %v = load i32, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  store i32 %v, ptr %q
  %next = getelementptr i32, ptr %p, i64 2
  %done = icmp eq ptr %next, %end
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
"""


def test_pointer_induction_variable_is_affine() -> None:
    facts = facts_of(POINTER_IV)
    ld, st = line_of(POINTER_IV, "= load"), line_of(POINTER_IV, "store i32")
    assert _affine(facts, ld) == ("%a", 0) and _affine(facts, st) == ("%a", 4)
    assert set(_strides(facts, ld).values()) == {"8"}
    # Same iteration: 4 bytes at p and at p+4 do not overlap; across iterations they may.
    assert (ld, st) not in facts["may_alias"]
    assert (ld, st) in facts["may_alias_unknown"]


# ---------------------------------------------------------------- loops and CFG

NESTED = """
define void @f(i32 %n, i1 %c) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner.next ], [ %j1, %inner.side ]
  %j1 = add i32 %j, 1
  br i1 %c, label %inner.side, label %inner.next

inner.side:
  br label %inner

inner.next:
  %ci = icmp slt i32 %j1, %n
  br i1 %ci, label %inner, label %outer.latch

outer.latch:
  %i1 = add i32 %i, 1
  %co = icmp slt i32 %i1, %n
  br i1 %co, label %outer, label %exit, !llvm.loop !0

exit:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
"""


def test_nested_loops_with_two_latches() -> None:
    facts = facts_of(NESTED)
    outer, inner = line_of(NESTED, "%i = phi"), line_of(NESTED, "%j = phi")
    nxt = line_of(NESTED, "%ci =")
    latch = line_of(NESTED, "%i1 =")
    assert {(h, d) for h, _f, d in facts["loop"]} == {(outer, 1), (inner, 2)}
    assert facts["loop_parent"] == {(inner, outer)}
    side = line_of(NESTED, "inner.side:") + 1
    assert {(b, h) for b, h in facts["backedge"]} == {(side, inner), (nxt, inner),
                                                       (latch, outer)}
    assert facts["preheader"] == {(outer, line_of(NESTED, "br label %outer")),
                                  (inner, outer)}
    assert (inner, nxt, latch) in facts["loop_exit_edge"]
    assert facts["loop_property"] == {(outer, "llvm.loop.mustprogress")}
    assert {b for h, b in facts["loop_block"] if h == outer} >= {inner, side, nxt, latch}


def test_block_that_reaches_no_exit_postdominates_only_itself() -> None:
    text = """
define void @f(i1 %c) {
entry:
  br i1 %c, label %spin, label %done

spin:
  br label %spin

done:
  ret void
}
"""
    facts = facts_of(text)
    spin = line_of(text, "br label %spin")
    assert {(a, b) for a, b in facts["postdominates"] if spin in (a, b)} == {(spin, spin)}
    assert (spin, spin) in facts["backedge"]


# ---------------------------------------------------------------- memops and calls

MEMOPS = """
@table = constant [2 x i32] [i32 1, i32 2]
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(ptr)
declare i32 @llvm.csa.parallel.region.entry(i32)
declare i32 @pure(i32) memory(none)
declare i32 @reader(ptr) memory(argmem: read)
declare void @opaque()

define i32 @f(ptr %p, ptr %fp) {
entry:
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  %r = call i32 @llvm.csa.parallel.region.entry(i32 3)
  %c = load i32, ptr getelementptr ([2 x i32], ptr @table, i64 0, i64 1)
  %inv = load i32, ptr %p, !invariant.load !0
  %v = load volatile i32, ptr %p
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 true)
  %x = call i32 @pure(i32 %v)
  %y = call i32 @reader(ptr %p) memory(none)
  %z = call i32 %fp(i32 1)
  call void @opaque()
  store atomic i32 %x, ptr %a release, align 4
  %o = cmpxchg weak ptr %p, i32 0, i32 1 seq_cst acquire
  fence syncscope("agent") acq_rel
  ret i32 %c
}
!0 = !{}
"""


def test_memop_kinds_and_orderability() -> None:
    f = facts_of(MEMOPS)
    at = lambda needle: line_of(MEMOPS, needle)  # noqa: E731
    memop = dict(f["memop"])
    assert at("lifetime.start.p0(ptr %a)") not in memop
    assert at("region.entry(i32 3)") not in memop
    assert memop[at("%c = load")] == "load" and (at("%c = load"),) in f["constant_load"]
    assert (at("%c = load"),) not in f["orderable"]
    assert (at("%inv = load"),) in f["constant_load"]
    assert (at("%v = load"),) in f["volatile_op"]
    assert memop[at("memset.p0.i64(ptr %p")] == "call"
    assert (at("memset.p0.i64(ptr %p"),) in f["volatile_op"]
    assert (at("memset.p0.i64(ptr %p"), "argmem", "write") in f["call_effect"]
    pure = at("@pure(i32 %v)")
    assert memop[pure] == "call" and (pure,) in f["orderable"]
    assert not {t for t in f["call_effect"] if t[0] == pure}
    # the call site's memory(none) narrows the callee's argmem: read
    assert not {t for t in f["call_effect"] if t[0] == at("@reader(")}
    assert (at("%fp(i32 1)"), "<indirect>") in f["call"]
    assert {(loc, acc) for i, loc, acc in f["call_effect"] if i == at("call void @opaque()")} == {
        ("argmem", "readwrite"), ("inaccessiblemem", "readwrite"), ("other", "readwrite")}
    assert memop[at("store atomic")] == "atomic_store"
    assert (at("store atomic"), "release") in f["atomic_ordering"]
    assert (at("cmpxchg"), "seq_cst") in f["atomic_ordering"]
    assert (at("fence"), "acq_rel") in f["atomic_ordering"]
    assert (at("region.entry(i32 3)"), 3) in f["region_entry"]
    assert (at("%c = load"), 4) in f["access_size"]
    assert (at("memset.p0.i64(ptr %p"), 0, "%p") in f["call_ptr_arg"]


# ---------------------------------------------------------------- aliasing

ALIAS = """
%pair = type { i8, i32, [2 x i16] }
@g = global i32 0
@h = global [4 x i32] zeroinitializer
declare void @keep(ptr)
declare ptr @get()

define void @f(ptr noalias %na, ptr %p, ptr %q, i1 %c) {
entry:
  %s = alloca %pair
  %t = alloca i32
  %u = alloca i32
  %f0 = getelementptr %pair, ptr %s, i32 0, i32 0
  %f1 = getelementptr %pair, ptr %s, i32 0, i32 1
  %f2 = getelementptr %pair, ptr %s, i32 0, i32 2, i32 1
  store i8 1, ptr %f0
  store i32 2, ptr %f1
  store i16 3, ptr %f2
  store i32 4, ptr %t
  store i32 5, ptr %u
  store i32 6, ptr @g
  store i32 7, ptr %na
  store i32 8, ptr %p
  store i32 9, ptr %q
  call void @keep(ptr %u)
  %l = call ptr @get()
  store i32 10, ptr %l
  %sel = select i1 %c, ptr %t, ptr @g
  store i32 11, ptr %sel
  %h1 = getelementptr i8, ptr @h, i64 2
  store i32 12, ptr %h1
  store i16 13, ptr @h
  ret void
}
"""


@pytest.fixture(scope="module")
def alias_facts():
    return facts_of(ALIAS)


@pytest.mark.parametrize(("a", "b", "expected"), [
    ("store i8 1", "store i32 2", False),  # struct fields 0 and 4..7
    ("store i32 2", "store i16 3", False),  # fields 4..7 and 10..11
    ("store i32 4, ptr %t", "store i32 5", False),  # two allocas
    ("store i32 4, ptr %t", "store i32 6", False),  # alloca vs global
    ("store i32 4, ptr %t", "store i32 8", False),  # alloca vs argument
    ("store i32 7", "store i32 8", False),  # noalias vs other argument
    ("store i32 7", "store i32 6", False),  # noalias vs global
    ("store i32 8", "store i32 9", True),  # two plain arguments
    ("store i32 8", "store i32 6", True),  # argument vs global
    ("store i32 10", "store i32 5", True),  # returned pointer vs escaped alloca
    ("store i32 10", "store i32 4, ptr %t", False),  # ... vs non-escaping alloca
    ("store i32 10", "store i32 7", False),  # ... vs non-escaping noalias argument
    ("store i32 11", "store i32 4, ptr %t", True),  # select of %t and @g
    ("store i32 11", "store i32 6", True),
    ("store i32 11", "store i32 5", False),
    ("store i32 12", "store i16 13", True),  # @h+2..5 and @h+0..1: no; see below
    ("call void @keep", "store i32 5", True),  # the call may touch what it is given
    ("call void @keep", "store i32 4, ptr %t", False),  # private alloca
    ("call void @keep", "store i32 6", True),
])
def test_alias_pairs(alias_facts, a: str, b: str, expected: bool) -> None:
    x, y = line_of(ALIAS, a), line_of(ALIAS, b)
    if a == "store i32 12":
        expected = False  # bytes 2..5 and 0..1 do not overlap
    assert ((x, y) in alias_facts["may_alias"]) is expected
    assert ((y, x) in alias_facts["may_alias"]) is expected
    if expected:
        assert (x, y) in alias_facts["may_alias_unknown"]


def test_same_object_ignores_offsets_across_iterations(alias_facts) -> None:
    x, y = line_of(ALIAS, "store i32 12"), line_of(ALIAS, "store i16 13")
    assert (x, y) in alias_facts["may_alias_unknown"]
    assert all((i, i) in alias_facts["may_alias_unknown"]
               for i, k in alias_facts["memop"] if k == "store")


# ---------------------------------------------------------------- metadata and tokens

TOKENS = """
declare i32 @llvm.csa.parallel.region.entry(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)
declare void @llvm.csa.parallel.region.exit(i32)

define void @f(i1 %c, ptr %p) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 7)
  br i1 %c, label %a, label %b

a:
  %s1 = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  store i32 1, ptr %p, !mmra !0
  br label %join

b:
  %s2 = call i32 @llvm.csa.parallel.section.entry(i32 %r)
  store i32 2, ptr %p, !mmra !3
  br label %join

join:
  %s = phi i32 [ %s1, %a ], [ %s2, %b ]
  call void @llvm.csa.parallel.section.exit(i32 %s)
  call void @llvm.csa.parallel.region.exit(i32 %r)
  ret void
}
!0 = !{!"scope", !"agent"}
!1 = !{!"foo", !"x"}
!2 = !{!"bar", !"y"}
!3 = !{!1, !2}
"""


def test_token_links_follow_phis_and_mmra_tags() -> None:
    f = facts_of(TOKENS)
    at = lambda needle: line_of(TOKENS, needle)  # noqa: E731
    r, s1, s2, phi = at("%r ="), at("%s1 ="), at("%s2 ="), at("%s = phi")
    sx, rx = at("section.exit(i32 %s)"), at("region.exit(i32 %r)")
    assert f["token_use"] == {(s1, r), (s2, r), (sx, phi), (phi, s1), (phi, s2), (rx, r)}
    assert f["token_phi"] == {(phi,)}
    assert f["section_entry"] == {(s1,), (s2,)} and f["section_exit"] == {(sx,)}
    assert f["mmra_tag"] == {(at("store i32 1"), "scope", "agent"),
                             (at("store i32 2"), "foo", "x"), (at("store i32 2"), "bar", "y")}


def test_malformed_mmra_is_an_input_error() -> None:
    text = TOKENS.replace('!0 = !{!"scope", !"agent"}', '!0 = !{!"scope"}')
    with pytest.raises(CsaError) as err:
        facts_of(text)
    assert err.value.line == line_of(text, "store i32 1")


WRAPPING = """
define void @f(ptr %A, i8 %start) {
entry:
  br label %loop

loop:
  %i = phi i8 [ %start, %entry ], [ %i.next, %loop ]
  %i.next = add i8 %i, 1
  %w = zext i8 %i to i64
  %w1 = zext i8 %i.next to i64
  %p = getelementptr i32, ptr %A, i64 %w
  %q = getelementptr i32, ptr %A, i64 %w1
  %v = load i32, ptr %p
  store i32 %v, ptr %q
  %done = icmp eq i8 %i.next, 0
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
"""


def test_wrapping_narrow_induction_is_not_affine() -> None:
    # i8 arithmetic without nuw may wrap (i = 255 -> i + 1 = 0): A[i] and A[i+1] are not
    # one element apart then, so neither address may be treated as affine.
    facts = facts_of(WRAPPING)
    ld, st = line_of(WRAPPING, "= load"), line_of(WRAPPING, "store i32")
    assert not {t for t in facts["addr_affine"] if t[0] in (ld, st)}
    assert (ld, st) in facts["may_alias"]
    nuw = facts_of(WRAPPING.replace("add i8 %i, 1", "add nuw i8 %i, 1"))
    assert _affine(nuw, st)[1] - _affine(nuw, ld)[1] == 4
    assert (ld, st) not in nuw["may_alias"]


OR_INDEX = """
define void @f(ptr %A, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %even = shl nuw nsw i64 %i, 2
  %odd = or i64 %even, 3
  %bad = or i64 %i, 1
  %p = getelementptr i32, ptr %A, i64 %odd
  %q = getelementptr i32, ptr %A, i64 %bad
  store i32 1, ptr %p
  store i32 2, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
"""


def test_or_is_an_add_only_over_known_zero_low_bits() -> None:
    facts = facts_of(OR_INDEX)
    p, q = line_of(OR_INDEX, "store i32 1"), line_of(OR_INDEX, "store i32 2")
    assert _affine(facts, p) == ("%A", 12) and set(_strides(facts, p).values()) == {"16"}
    assert not {t for t in facts["addr_affine"] if t[0] == q}  # i | 1 is not i + 1


def test_pointer_returned_by_a_hint_intrinsic_counts_as_an_escape() -> None:
    text = """
declare ptr @llvm.launder.invariant.group.p0(ptr)

define i32 @f() {
entry:
  %a = alloca i32
  store i32 1, ptr %a
  %b = call ptr @llvm.launder.invariant.group.p0(ptr %a)
  store i32 2, ptr %b
  %v = load i32, ptr %a
  ret i32 %v
}
"""
    facts = facts_of(text)
    st2, ld = line_of(text, "store i32 2"), line_of(text, "%v = load")
    assert (st2, ld) in facts["may_alias"]


def test_inline_asm_is_an_opaque_call() -> None:
    text = """
define i32 @f(ptr %p) {
entry:
  %x = call i32 asm sideeffect "movl ($1), $0", "=r,r,~{memory}"(ptr %p)
  store i32 %x, ptr %p
  ret i32 %x
}
"""
    facts = facts_of(text)
    asm, st = line_of(text, "call i32 asm"), line_of(text, "store i32")
    assert (asm, "<asm>") in facts["call"] and (asm, "call") in facts["memop"]
    assert (asm, "other", "readwrite") in facts["call_effect"]
    assert (asm, st) in facts["may_alias"]


def test_zext_of_a_value_computed_in_the_loop_is_not_invariant() -> None:
    # 'zext(%x)' names %x seen through a plain zext; %x is loaded in every iteration
    text = """define void @f(ptr %A, ptr %I) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pi = getelementptr inbounds i32, ptr %I, i64 %i
  %x = load i32, ptr %pi, align 4
  %z = zext i32 %x to i64
  %p = getelementptr inbounds i32, ptr %A, i64 %z
  store i32 1, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 8
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
"""
    facts = facts_of(text)
    store = line_of(text, "store i32 1")
    assert not any(i == store for i, _, _ in facts["addr_affine"])
    # x is only known to be an integer: A plus a multiple of 4
    assert {t for t in facts["addr_residue"] if t[0] == store} == {(store, "%A", 4, 0)}
