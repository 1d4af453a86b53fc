"""addr_residue: the gcd of the coefficients of what changes during a call is the modulus."""

from __future__ import annotations

from csarules.extract import extract_facts
from csarules.ir.reader import parse_module

TEXT = """%pair = type { i32, i32 }

define void @f(ptr %A, ptr %P, i64 %n, i64 %m) {
entry:
  %base = getelementptr inbounds i32, ptr %A, i64 %m
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = load i64, ptr %P, align 8
  %even = shl nsw i64 %x, 1
  %odd = or disjoint i64 %even, 1
  %pe = getelementptr inbounds i32, ptr %base, i64 %even
  store i32 0, ptr %pe, align 4
  %po = getelementptr inbounds i32, ptr %base, i64 %odd
  store i32 1, ptr %po, align 4
  %f1 = getelementptr inbounds %pair, ptr %A, i64 %x, i32 1
  store i32 2, ptr %f1, align 4
  %fixed = getelementptr inbounds i32, ptr %A, i64 3
  store i32 3, ptr %fixed, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
"""


def residues() -> dict[int, tuple]:
    facts = extract_facts(parse_module(TEXT, "t.ll"))
    return {i: rest for i, *rest in (tuple(t) for t in facts["addr_residue"])}


def test_values_computed_once_stay_in_the_base() -> None:
    found = residues()
    assert found[14] == ["%A + 4*%m", 8, 0]  # A[m + 2x]
    assert found[16] == ["%A + 4*%m", 8, 4]  # A[m + 2x + 1]


def test_struct_field_at_an_unknown_index() -> None:
    assert residues()[18] == ["%A", 8, 4]


def test_no_residue_for_an_invariant_address() -> None:
    assert 20 not in residues()  # nothing changes: the plain alias test covers it
