"""lines_back: lines of a rewritten module to the input's, also where LLVM renumbered the
unnamed values after removed ones."""

from __future__ import annotations

from csarules.ir.linediff import lines_back

ORIGINAL = """define void @f(ptr %0, ptr %1) {
  %3 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %4 = load i32, ptr %1
  store i32 %4, ptr %0
  call void @llvm.csa.parallel.region.exit(i32 %3)
  ret void
}"""

# the intrinsics removed, tokens added, %4 renumbered %3
ORDERED = """define void @f(ptr %0, ptr %1) {
  %csa.entry = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %csa.entry)
  %3 = load i32, ptr %1
  %csa.o3 = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %csa.o3)
  store i32 %3, ptr %0
  %csa.o4 = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %csa.o4)
  ret void
}"""


def test_renumbered_lines_are_found() -> None:
    back = lines_back(ORIGINAL, ORDERED)
    assert back[1] == 1 and back[11] == 7
    assert back[4] == 3  # the load
    assert back[7] == 4  # the store
    assert back[10] == 6  # ret
    assert 2 not in back and 5 not in back  # inserted lines map to nothing


def test_unchanged_text_maps_line_for_line() -> None:
    assert lines_back(ORIGINAL, ORIGINAL) == {k: k for k in range(1, 8)}
