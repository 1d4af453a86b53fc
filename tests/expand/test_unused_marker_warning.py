"""`csarules expand` warns about a loop builtin that precedes no loop (CLIE drops such a
marker; a user who wrote it expects a parallel loop), and about no claimed one."""

from __future__ import annotations

from pathlib import Path

import pytest

from csarules.cli import main

STRAY = """declare void @builtin_csa_parallel_loop_()
declare void @builtin_csa_spmd_(i32, i32)

define void @f(ptr %a, i32 %n) {
entry:
  call void @builtin_csa_parallel_loop_()
  store i32 1, ptr %a
  ret void
}

define void @g(ptr %a, i32 %n) {
entry:
  call void @builtin_csa_spmd_(i32 4, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store i32 %i, ptr %a
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}
"""


def test_a_marker_before_no_loop_is_warned_about(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "stray.ll"
    path.write_text(STRAY)
    assert main(["expand", str(path)]) == 0
    captured = capsys.readouterr()
    warnings = captured.err.strip().splitlines()
    assert warnings == [f"{path}:6: warning: parallel_loop marker precedes no loop (no loop "
                        "is entered from its block at its loop level, or an earlier marker "
                        "there took the loop): removed without effect"]
    assert "builtin_csa_parallel_loop_()" not in captured.out  # removed all the same
    assert "llvm.csa.spmdization.entry" in captured.out  # the claimed one expanded
