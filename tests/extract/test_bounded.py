"""Bounded values (csarules/analysis/bounded.py): each range it claims holds for every
operand value, checked against a direct evaluation of the instruction; and the facts a
masked gather gets from the extraction."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.analysis.bounded import leaf_range
from csarules.extract import extract_facts
from csarules.ir.reader import parse_module

_BODY = """define void @f(ptr %p, i32 %x, i8 %b, i1 %c, i64 %n) {{
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call i32 @llvm.smin.i32(i32 %x, i32 {k})
  %v = {op}
  %i.next = add nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}}

declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
"""


def _clamp(x: int, k: int) -> int:
    """smax(smin(x, k), 0) on i32s, as unsigned."""
    signed = x - 2**32 if x >= 2**31 else x
    return max(min(signed, k), 0) % 2**32


# (IR of %v, its width, its value as a function of x (i32), b (i8) and c (i1), as unsigned)
OPS = {
    "and": ("and i32 %x, {k}", 32, lambda x, b, c, k: x & k),
    "and_left": ("and i32 {k}, %x", 32, lambda x, b, c, k: x & k),
    "urem": ("urem i32 %x, {k}", 32, lambda x, b, c, k: x % k if k else None),
    "lshr": ("lshr i32 %x, {s}", 32, lambda x, b, c, k: x >> (k % 32)),
    "zext": ("zext i8 %b to i32", 32, lambda x, b, c, k: b),
    "sext": ("sext i8 %b to i32", 32, lambda x, b, c, k: (b - 256 if b > 127 else b) % 2**32),
    "select": ("select i1 %c, i32 {k}, i32 -{k}", 32,
               lambda x, b, c, k: k % 2**32 if c else (-k) % 2**32),
    "umin": ("call i32 @llvm.umin.i32(i32 %x, i32 {k})", 32, lambda x, b, c, k: min(x, k)),
    "clamp": ("call i32 @llvm.smax.i32(i32 %s, i32 0)", 32, None),
    "byte_add": ("add i8 %b, {k}", 8, lambda x, b, c, k: (b + k) % 256),
    "wide_add": ("add i32 %x, {k}", 32, lambda x, b, c, k: (x + k) % 2**32),
}


def _signed(v: int, width: int) -> int:
    return v - (1 << width) if v >= 1 << (width - 1) else v


@settings(max_examples=300, deadline=None)
@given(op=st.sampled_from(sorted(OPS)), k=st.integers(0, 2**31 - 1) | st.integers(0, 300),
       unsigned=st.booleans(),
       xs=st.lists(st.integers(0, 2**32 - 1) | st.sampled_from([0, 1, 2**31 - 1, 2**31,
                                                                2**32 - 1]),
                   min_size=1, max_size=50),
       bs=st.lists(st.integers(0, 255), min_size=1, max_size=20), cs=st.booleans())
def test_each_range_holds_for_every_operand(op, k, unsigned, xs, bs, cs):
    text, width, evaluate = OPS[op]
    if evaluate is None:
        evaluate = lambda x, b, c, k: _clamp(x, k)  # noqa: E731
    shift = k % 32
    module = parse_module(_BODY.format(op=text.format(k=k, s=shift), k=k), "bounded.ll")
    inst = next(i for i in module.function("f").instructions() if i.name == "%v")
    name = "zext(%v)" if unsigned else "%v"
    found = leaf_range(name, inst)
    if found is None:
        return
    lo, hi = found
    for x in xs:
        for b in bs:
            for c in (cs, not cs):
                value = evaluate(x, b, c, k if op != "lshr" else shift)
                if value is None:
                    continue  # urem by 0: poison, never an address
                seen = value if unsigned else _signed(value, width)
                assert lo <= seen <= hi, (text, k, x, b, c, seen, found)


def test_what_is_bounded_and_what_is_not():
    def claimed(op: str, unsigned: bool = False):
        module = parse_module(_BODY.format(op=op, k=7), "bounded.ll")
        inst = next(i for i in module.function("f").instructions() if i.name == "%v")
        return leaf_range("zext(%v)" if unsigned else "%v", inst)

    assert claimed("and i32 %x, 63") == (0, 63)
    assert claimed("urem i32 %x, 10") == (0, 9)
    assert claimed("lshr i32 %x, 28") == (0, 15)
    assert claimed("zext i8 %b to i32") == (0, 255)
    assert claimed("sext i8 %b to i32") == (-128, 127)
    assert claimed("sext i8 %b to i32", unsigned=True) is None  # 2^32 - 128 and up
    assert claimed("and i32 %x, -4") is None  # the top bit may stay set: no range
    assert claimed("add i32 %x, 1") is None
    assert claimed("srem i32 %x, 10") is None  # negative remainders too: not claimed
    assert claimed("lshr i32 %x, 4") is None  # 2^28 values: wider than any check passes
    assert claimed("add i8 %b, 1") == (-128, 127)  # a byte, whatever computed it
    assert claimed("call i32 @llvm.smax.i32(i32 %s, i32 0)") == (0, 7)  # smin(x, 7) first
    assert claimed("call i32 @llvm.smax.i32(i32 %s, i32 0)", unsigned=True) is None
    assert claimed("call i32 @llvm.umin.i32(i32 %x, i32 40)") == (0, 40)
    assert claimed("call i32 @llvm.smin.i32(i32 %x, i32 40)") is None  # no floor


GATHER = """define void @gather(ptr %dst, ptr %src, ptr %idx, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ip = getelementptr inbounds i32, ptr %idx, i64 %i
  %x = load i32, ptr %ip, align 4
  %m = and i32 %x, 63
  %e = zext nneg i32 %m to i64
  %sp = getelementptr inbounds i32, ptr %src, i64 %e
  %v = load i32, ptr %sp, align 4
  %row = mul nsw i64 %e, %i
  %rp = getelementptr inbounds i32, ptr %src, i64 %row
  %w = load i32, ptr %rp, align 4
  %dp = getelementptr inbounds i32, ptr %dst, i64 %i
  store i32 %v, ptr %dp, align 4
  %i.next = add nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
"""


def test_a_masked_index_is_a_choice_of_its_ends_but_not_in_a_stride():
    module = parse_module(GATHER, "gather.ll")
    facts = extract_facts(module, [module.function("gather")])
    lines = {i.name: i.line for i in module.function("gather").instructions() if i.name}
    assert ("%m", 0, 63) in facts["choice_range"]
    assert {("%m", "0"), ("%m", "63")} <= facts["choice_candidate"]
    # src[idx[i] & 63]: its base without the choice is %src, the choice's coefficient 4
    assert (lines["%v"], "%m", "4") in facts["addr_choice"]
    assert (lines["%v"], "%src") in facts["addr_choice_base"]
    # src[(idx[i] & 63) * i]: the choice multiplies the counter, a stride no check reads
    assert not any(f[0] == lines["%w"] for f in facts["addr_choice"])
    assert not any(f[0] == lines["%w"] for f in facts["addr_affine_within"])
