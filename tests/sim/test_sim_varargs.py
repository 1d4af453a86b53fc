"""Variadic functions defined in the module: extra arguments are passed as the x86-64 System
V ABI passes them (register save area, then overflow area), so clang's inline `va_arg`
code, the `va_arg` instruction, va_copy and va_end all read them (csarules/sim/varargs.py)."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from simkit import compile_c, run_ir, run_native

from csarules.errors import CsaError
from csarules.sim.layout import Ty
from csarules.sim.varargs import frame_area, is_variadic

VARIADIC = """
define internal i32 @log(ptr %fmt, ...) {
  %k = add i32 1, 2
  %m = mul i32 %k, 5
  ret i32 %m
}
define i32 @f(i32 %a) {
  %r = call i32 (ptr, ...) @log(ptr null, i32 %a, double 1.0, i64 7)
  %s = add i32 %r, %a
  ret i32 %s
}
"""

READS_EXTRAS = """
define internal i32 @first(i32 %n, ...) {
  %ap = alloca [24 x i8], align 8
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i32
  %d = va_arg ptr %ap, double
  %w = va_arg ptr %ap, i64
  call void @llvm.va_end.p0(ptr %ap)
  %di = fptosi double %d to i32
  %wi = trunc i64 %w to i32
  %s = add i32 %v, %di
  %t = add i32 %s, %wi
  ret i32 %t
}
define i32 @f(i32 %a) {
  %r = call i32 (i32, ...) @first(i32 1, i32 %a, double 20.0, i64 300)
  ret i32 %r
}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
"""

# a printf-like helper: the format says what comes next; more integers and doubles than
# there are registers for, so the overflow area is read too
HELPER = r"""
#include <stdarg.h>
long fmt(const char *f, ...) {
  va_list ap, aq;
  va_start(ap, f);
  va_copy(aq, ap);
  long s = 0;
  for (const char *c = f; *c; c++) {
    switch (*c) {
    case 'i': s += va_arg(ap, int); break;
    case 'l': s += va_arg(ap, long); break;
    case 'd': s += (long)(va_arg(ap, double) * 10); break;
    case 'p': s += *va_arg(ap, int *); break;
    }
  }
  s *= 2;
  if (*f == 'i')
    s += va_arg(aq, int);  /* the copy starts again at the first extra argument */
  va_end(aq);
  va_end(ap);
  return s;
}
long g(int *q, double h) {
  return fmt("ildpiiiidddddddddd", 1, 2L, 0.5, q, 3, 4, 5, 6, h, 2.0, 3.0, 4.0, 5.0, 6.0,
             7.0, 8.0, 9.0, 10.0);
}
"""
MAIN = r"""
#include <stdio.h>
long g(int *q, double h);
int main(void) { int q = 7; printf("%ld\n", g(&q, 1.25)); return 0; }
"""


def test_extra_arguments_unread_are_passed_over() -> None:
    res = run_ir(VARIADIC, "f", {"a": "4"})
    assert res.return_value == 3 * 5 + 4
    assert res.race_count == 0


def test_the_va_arg_instruction_reads_them() -> None:
    res = run_ir(READS_EXTRAS, "f", {"a": "4"})
    assert res.return_value == 4 + 20 + 300


@pytest.mark.parametrize("opt", ["-O0", "-O1", "-O2"])
def test_a_printf_like_helper_runs_as_natively(tmp_path: Path, opt: str) -> None:
    from csarules.ir.reader import parse_module
    from csarules.order.pipeline import order_module
    from csarules.sim import simulate

    text = compile_c(tmp_path, HELPER, opt)
    assert "llvm.va_start" in text and "llvm.va_copy" in text
    native, status = run_native(tmp_path, HELPER + MAIN)
    assert status == 0
    args = ["i32[1]:const=7", "1.25"]
    assert str(run_ir(text, "g", args).return_value) == native.strip()
    # ordered, race-free, and a random schedule replays the areas' contents
    ordered = parse_module(order_module(parse_module(text, "helper.ll"), "standard"),
                           "helper.ll")
    for schedule, seed in (("sequential", 0), ("random", 1), ("random", 2)):
        res = simulate(ordered, "g", args, schedule=schedule, seed=seed)
        assert str(res.return_value) == native.strip()
        assert res.race_count == 0 and res.matches_sequential
        assert res.cycles >= res.oracle_cycles


def test_register_save_area_layout() -> None:
    i32, f64 = Ty("int", bits=32, name="i32"), Ty("float", bits=64, name="double")
    ptr = Ty("ptr", name="ptr")
    named = [ptr]  # the format: one integer register
    extras = [(5, i32), (2.5, f64)] + [(k, i32) for k in range(6)]
    data, gp_offset, fp_offset = frame_area(named, extras)
    assert (gp_offset, fp_offset) == (8, 48)
    assert data[8:12] == (5).to_bytes(4, "little")  # the second integer register
    assert data[48:56] == struct.pack("<d", 2.5)  # the first vector register
    # integers 0..3 fill the last four registers, 4 and 5 go to the overflow area
    assert [int.from_bytes(data[8 * r:8 * r + 4], "little") for r in range(2, 6)] == \
        [0, 1, 2, 3]
    assert len(data) == 176 + 16
    assert data[176:180] == (4).to_bytes(4, "little")
    assert data[184:188] == (5).to_bytes(4, "little")


def test_variadic_headers() -> None:
    assert is_variadic("define i32 @f(i32 noundef %0, ...) #0 {")
    assert is_variadic("define void @g(...) {")
    assert not is_variadic("define void @h(ptr %p) {")


def test_an_unsupported_extra_argument_is_one_error() -> None:
    text = """
define internal i32 @v(i32 %n, ...) {
  ret i32 %n
}
define i32 @f() {
  %r = call i32 (i32, ...) @v(i32 1, <4 x i32> zeroinitializer)
  ret i32 %r
}
"""
    with pytest.raises(CsaError, match="variadic argument of type '<4 x i32>'"):
        run_ir(text, "f", [])

