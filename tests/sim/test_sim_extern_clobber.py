"""Issue 19: `--extern NAME=clobber` lets the simulator catch a call left unordered.

A plain `--extern` call is a no-op: when the ordering (or a misread attribute) leaves the
call unordered, the simulator has no access of the call to find a race with. A clobbering
call writes every object its pointer arguments point into and every writable global.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from simkit import CSA_DECLS

from csarules.cli import main

# @ext may write its argument; the ordering below forgot the call (its input edge is
# `i1 0` and nothing waits for it), as the attribute-group bug of issue 19 produced.
CALL_UNORDERED = CSA_DECLS + """
@g = global i32 0
declare void @ext(ptr) memory(argmem: readwrite)
declare void @ext_global() memory(readwrite, argmem: none)

define void @f(ptr %a) {
  %m = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %m)
  store i32 1, ptr %a
  %s = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 0)
  call void @ext(ptr %a)
  %c = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %s)
  store i32 2, ptr %a
  %t = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %t)
  ret void
}

define void @h() {
  %m = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %m)
  store i32 1, ptr @g
  %s = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 0)
  call void @ext_global()
  %c = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %s)
  ret void
}
"""


LINES = CALL_UNORDERED.split("\n")
STORE_1, CALL, STORE_2 = (LINES.index(t) + 1 for t in (
    "  store i32 1, ptr %a", "  call void @ext(ptr %a)", "  store i32 2, ptr %a"))
STORE_G = LINES.index("  store i32 1, ptr @g") + 1
CALL_G = LINES.index("  call void @ext_global()") + 1


def _races(tmp_path: Path, capsys: pytest.CaptureFixture[str], entry: str,
           *args: str) -> set[tuple[int, int]]:
    path = tmp_path / "f.ll"
    path.write_text(CALL_UNORDERED)
    main(["sim", str(path), "--entry", entry, "--json", *args])
    races = json.loads(capsys.readouterr().out)["races"]
    return {(r["first"]["line"], r["second"]["line"]) for r in races}


def test_a_no_op_extern_hides_the_missing_edges(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    races = _races(tmp_path, capsys, "f", "--arg", "i32[1]:zero", "--extern", "ext")
    assert (STORE_1, CALL) not in races and (CALL, STORE_2) not in races


def test_a_clobbering_extern_races_with_its_argument(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    races = _races(tmp_path, capsys, "f", "--arg", "i32[1]:zero", "--extern", "ext=clobber")
    assert {(STORE_1, CALL), (CALL, STORE_2)} <= races


def test_a_clobbering_extern_writes_the_globals(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert (STORE_G, CALL_G) in _races(tmp_path, capsys, "h", "--extern", "ext_global=clobber")


def test_order_then_clobber_is_race_free(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """What `csarules order` writes for the same function orders the call."""
    path = tmp_path / "u.ll"
    path.write_text("declare void @ext(ptr) memory(argmem: readwrite)\n"
                    "define void @f(ptr %a) {\n  store i32 1, ptr %a\n"
                    "  call void @ext(ptr %a)\n  store i32 2, ptr %a\n  ret void\n}\n")
    main(["sim", str(path), "--entry", "f", "--arg", "i32[1]:zero", "--extern", "ext=clobber",
          "--json"])
    assert json.loads(capsys.readouterr().out)["race_count"] == 0
