"""llvm.load.relative: LLVM's relative lookup tables (a switch or a constant array of
strings turned into 32-bit offsets from the table), as clang-19 -O2 emits for
position-independent code (Lua's luaT_init)."""

from __future__ import annotations

from pathlib import Path

from simkit import compile_c, run_ir

TABLE_IR = """
@.a = private unnamed_addr constant [3 x i8] c"ab\\00"
@.b = private unnamed_addr constant [3 x i8] c"cd\\00"
@tab = private unnamed_addr constant [2 x i32] [
  i32 trunc (i64 sub (i64 ptrtoint (ptr @.a to i64), i64 ptrtoint (ptr @tab to i64)) to i32),
  i32 trunc (i64 sub (i64 ptrtoint (ptr @.b to i64), i64 ptrtoint (ptr @tab to i64)) to i32)]

declare ptr @llvm.load.relative.i64(ptr, i64)

define i8 @pick(i64 %i, i64 %k) {
  %o = shl i64 %i, 2
  %p = call ptr @llvm.load.relative.i64(ptr @tab, i64 %o)
  %q = getelementptr inbounds i8, ptr %p, i64 %k
  %c = load i8, ptr %q, align 1
  ret i8 %c
}
"""


def test_table_entries_point_at_their_strings() -> None:
    for i, k, want in ((0, 0, "a"), (0, 1, "b"), (1, 0, "c"), (1, 1, "d")):
        res = run_ir(TABLE_IR, "pick", [str(i), str(k)])
        assert res.return_value == ord(want), (i, k, res.return_value)


SWITCH_C = r"""
static const char *name(int i) {
  switch (i) {
  case 0: return "zero";
  case 1: return "one";
  case 2: return "two";
  case 3: return "three";
  case 4: return "four";
  default: return "many";
  }
}
int sum(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    const char *p = name(i);
    while (*p) s = s * 3 + *p++;
  }
  return s;
}
"""


def _expected(n: int) -> int:
    names = ["zero", "one", "two", "three", "four"]
    s = 0
    for i in range(n):
        for ch in names[i] if i < 5 else "many":
            s = (s * 3 + ord(ch)) & 0xFFFFFFFF
    return s - (1 << 32) if s >> 31 else s


def test_clang_switch_of_strings(tmp_path: Path) -> None:
    ir = compile_c(tmp_path, SWITCH_C, "-O2", ("-fPIC",))
    assert "@llvm.load.relative" in ir  # clang still makes the relative table
    for n in (0, 3, 7):
        res = run_ir(ir, "sum", [str(n)])
        assert res.return_value == _expected(n), (n, res.return_value)
