"""Calls of a variadic function defined in the module (a `printf` stand-in, say): the
extra arguments have no slot in the callee; reading them (va_arg) is reported."""

from __future__ import annotations

import pytest
from simkit import run_ir

from csarules.errors import CsaError

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
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %v
}
define i32 @f(i32 %a) {
  %r = call i32 (i32, ...) @first(i32 1, i32 %a)
  ret i32 %r
}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
"""


def test_extra_arguments_are_passed_over() -> None:
    res = run_ir(VARIADIC, "f", {"a": "4"})
    assert res.return_value == 3 * 5 + 4
    assert res.race_count == 0


def test_reading_the_extras_is_an_error_not_a_wrong_value() -> None:
    with pytest.raises(CsaError, match="va_start|va_arg"):
        run_ir(READS_EXTRAS, "f", {"a": "4"})
