"""The built-in C library of the simulator: printf output captured, string and memory calls."""

from __future__ import annotations

from pathlib import Path

import pytest
from simkit import compile_c, run_ir, run_native

from csarules.errors import CsaError
from csarules.ir.reader import parse_module
from csarules.order.pipeline import order_module
from csarules.sim import simulate

C_PROGRAM = r"""
#include <stdio.h>
#include <string.h>
struct S { int a; short b; char c[6]; };
static struct S g = {7, -3, "hey"};
int main(void) {
    struct S t;
    memcpy(&t, &g, sizeof t);
    memset(t.c, 'z', 2);
    printf("a=%d b=%hd u=%u x=%08X s=%s c=%c %% [%5s|%-4d] %ld %.3f\n", t.a, t.b,
           (unsigned)-1, 0xBEEFu, t.c, 'q', "ab", 42, 1L << 40, 2.5);
    puts(g.c);
    return (int)strlen(t.c) + (strcmp(g.c, "hey") == 0) * 10;
}
"""


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_printf_output_matches_the_native_program(tmp_path: Path, opt: str) -> None:
    expected, status = run_native(tmp_path, C_PROGRAM)
    res = run_ir(compile_c(tmp_path, C_PROGRAM, opt), "main", [])
    assert res.output == expected
    assert res.return_value == status


def test_random_schedules_replay_the_output(tmp_path: Path) -> None:
    module = parse_module(compile_c(tmp_path, C_PROGRAM, "-O1"), "p.ll")
    ordered = parse_module(order_module(module, "standard"), "p.ordered.ll")
    expected, _ = run_native(tmp_path, C_PROGRAM)
    for seed in range(3):
        res = simulate(ordered, "main", [], schedule="random", seed=seed)
        assert res.matches_sequential and res.race_count == 0
        assert res.output == expected


PRINT_TWICE = """
@fmt = constant [4 x i8] c"%d\\0A\\00"
@x = global i32 0
declare i32 @printf(ptr, ...)

define void @f() {
  store i32 1, ptr @x
  %v = load i32, ptr @x
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  store i32 2, ptr @x
  ret void
}
"""


def test_unordered_printf_shows_in_the_replay() -> None:
    # race mode lets the load run before the first store or after the second: the replay
    # prints 0 or 2 then, not 1
    ordered = parse_module(order_module(parse_module(PRINT_TWICE, "t.ll"), "race"), "o.ll")
    outputs = {simulate(ordered, "f", [], schedule="random", seed=s).output
               for s in range(20)}
    assert outputs == {"0\n", "1\n", "2\n"}
    differs = [simulate(ordered, "f", [], schedule="random", seed=s) for s in range(20)]
    assert any("output" in r.differences and not r.matches_sequential for r in differs)


def test_extern_overrides_the_builtin() -> None:
    assert run_ir(PRINT_TWICE, "f", [], externs=["printf"]).output == ""
    assert run_ir(PRINT_TWICE, "f", []).output == "1\n"


@pytest.mark.parametrize("fmt", ["%a", "%#x", "%d %d"])
def test_formats_it_cannot_run_are_errors_naming_the_call(fmt: str) -> None:
    raw = fmt.encode() + b"\0"
    text = PRINT_TWICE.replace('[4 x i8] c"%d\\0A\\00"',
                               f'[{len(raw)} x i8] c"{fmt}\\00"')
    with pytest.raises(CsaError) as err:
        run_ir(text, "f", [])
    assert err.value.line == 9


# clang -O3 turns these into llvm.smin/umax/abs/ctpop/ctlz/cttz/fshl/bswap/bitreverse and
# uadd.with.overflow on i8/i16/i32/i64 values; the printed hash must be the native one
INTRINSICS = r"""
#include <stdio.h>
#include <stdint.h>
int8_t a8[16]; int16_t a16[16]; uint32_t u32[16]; int64_t s64[16];
static int cmp(int a, int b) { return (a > b) - (a < b); }
int main(void) {
    uint32_t h = 0;
    for (int i = 0; i < 16; i++) {
        a8[i] = (int8_t)(i * 37 - 100);
        a16[i] = (int16_t)(i * 3001 - 20000);
        u32[i] = 0x9E3779B9u * (unsigned)i;
        s64[i] = (int64_t)i * -123456789;
    }
    for (int i = 0; i < 16; i++) {
        int x = a8[i], y = a16[i];
        h += (uint32_t)(x < y ? x : y) + (uint32_t)(x > 0 ? x : -x);
        h += (uint32_t)__builtin_popcount(u32[i]);
        h ^= (u32[i] << 7) | (u32[i] >> 25);
        h += __builtin_bswap32(u32[i]) + (uint32_t)cmp(x, y) + (u32[i] > 100u ? u32[i] : 100u);
        h += (uint32_t)(s64[i] < 0 ? -s64[i] : s64[i]) + (uint32_t)__builtin_clz(u32[i] | 1);
        h += (uint32_t)__builtin_ctz(u32[i] | 0x80000000u);
        h += __builtin_bitreverse32(u32[i]) + __builtin_bitreverse8((uint8_t)a8[i]);
        uint8_t b = (uint8_t)a8[i];
        h += (uint8_t)(b + 200) + (uint16_t)(a16[i] * 3) + (int8_t)(b >> 1);
        unsigned r; h += __builtin_add_overflow(u32[i], 0xF0000000u, &r) + r;
    }
    printf("h=%u\n", h);
    return 0;
}
"""


def test_o3_integer_intrinsics_print_what_the_native_program_prints(tmp_path: Path) -> None:
    _ordered_runs_as_native(tmp_path, INTRINSICS, "-O3", [
        f"@llvm.{name}." for name in ("smin", "umax", "abs", "ctpop", "fshl", "bswap",
                                      "bitreverse")])


def _ordered_runs_as_native(tmp_path: Path, program: str, opt: str, calls: list[str],
                            seed: int = 2) -> int:
    """`program` at `opt` (whose IR holds each of `calls`), ordered in standard mode and
    run on a random schedule: the native output, race-free; its exit status."""
    expected, status = run_native(tmp_path, program)
    text = compile_c(tmp_path, program, opt)
    for call in calls:
        assert call in text
    ordered = parse_module(order_module(parse_module(text, "p.ll"), "standard"), "o.ll")
    res = simulate(ordered, "main", [], schedule="random", seed=seed)
    assert res.output == expected and res.return_value == status
    assert res.matches_sequential and res.race_count == 0
    return status


STREAMS_PROGRAM = r"""
#include <stdio.h>
int g = 5;
char word[4] = "abc";
int main(void) {
    putc('a', stdout);
    fputc(word[1], stdout);
    putc('\n', stdout);
    fputs("hi\n", stdout);
    fputs(word, stdout);
    fprintf(stdout, " g=%d\n", g);
    return (int)fwrite(word, 1, 2, stdout) + fputs("", stdout);
}
"""


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_stdout_stream_calls_print_what_the_native_program_prints(tmp_path: Path,
                                                                  opt: str) -> None:
    # -O2 turns fputs/fprintf of constant text into fwrite and keeps putc, fputc
    expected, status = run_native(tmp_path, STREAMS_PROGRAM)
    ir = compile_c(tmp_path, STREAMS_PROGRAM, opt)
    assert "@putc(" in ir and "@fputc(" in ir
    res = run_ir(ir, "main", [])
    assert res.output == expected
    assert res.return_value == status


def test_writing_to_stderr_is_an_error_naming_the_call(tmp_path: Path) -> None:
    source = STREAMS_PROGRAM.replace("putc('a', stdout)", "putc('a', stderr)")
    text = compile_c(tmp_path, source, "-O0")
    call = next(i for i, line in enumerate(text.splitlines(), 1) if "@putc(" in line)
    with pytest.raises(CsaError) as err:
        run_ir(text, "main", [])
    assert err.value.line == call
    assert "stream other than stdout" in str(err.value)


# <ctype.h> in glibc: tables read through __ctype_b_loc/__ctype_tolower_loc/
# __ctype_toupper_loc (csarules/sim/ctype.py), in a loop that also writes what it reads
CTYPE_PROGRAM = r"""
#include <ctype.h>
#include <stdio.h>
char text[] = "Hello, World! 0x1F\tEOF\n~";
int main(void) {
    unsigned h = 0, n = 0;
    for (int c = -1; c < 256; c++) {
        h = h * 31 + (unsigned)tolower(c);
        h = h * 31 + (unsigned)toupper(c);
        h = h * 7 + (isalpha(c) != 0) + 2 * (isdigit(c) != 0) + 4 * (isspace(c) != 0)
            + 8 * (ispunct(c) != 0) + 16 * (isxdigit(c) != 0) + 32 * (iscntrl(c) != 0)
            + 64 * (isprint(c) != 0) + 128 * (isgraph(c) != 0) + 256 * (isupper(c) != 0)
            + 512 * (islower(c) != 0) + 1024 * (isalnum(c) != 0) + 2048 * (isblank(c) != 0);
    }
    for (char *p = text; *p; p++) {
        n += isupper((unsigned char)*p) != 0;
        *p = (char)toupper((unsigned char)*p);
    }
    printf("%u %u %s", h, n, text);
    return 0;
}
"""


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_ctype_tables_print_what_the_native_program_prints(tmp_path: Path, opt: str) -> None:
    # -O2 reads the case tables inline; -O0 calls tolower/toupper
    case = ("__ctype_tolower_loc", "__ctype_toupper_loc") if opt == "-O2" else \
        ("tolower", "toupper")
    _ordered_runs_as_native(tmp_path, CTYPE_PROGRAM, opt,
                            [f"@{name}(" for name in ("__ctype_b_loc", *case)], seed=3)


# formatting into memory and reading numbers back: sprintf, snprintf (truncating), strtod
# (decimal, hex, exponents, white space, end pointer), sscanf, localeconv's decimal point
NUMBERS_PROGRAM = r"""
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
char buf[64], small[8];
const char *inputs[] = {"  3.25e2 rest", "-0x1.8p3", ".5", "1e", "nan", "-inf", "x", "12,5"};
int main(void) {
    int n = sprintf(buf, "%d|%1.15g|%5.2f|%s|%x", -42, 0.1 + 0.2, 3.14159, "ok", 255u);
    int m = snprintf(small, sizeof small, "%s-%d", "truncated", 7);
    printf("%d %s %d %s %c\n", n, buf, m, small, localeconv()->decimal_point[0]);
    for (unsigned i = 0; i < sizeof inputs / sizeof *inputs; i++) {
        char *end;
        double d = strtod(inputs[i], &end);
        printf("%g %d;", d, (int)(end - inputs[i]));
    }
    double back = strtod(buf + 4, 0);
    printf("\n%.17g\n", back);
    int i, j, k; unsigned x; float f; double g; char word[8], c2[2];
    int got = sscanf(" 12 -0x1F 017 ff 2.5 1e-3 word XY", "%d %i %i %x %f %lg %7s %c%c",
                     &i, &j, &k, &x, &f, &g, word, &c2[0], &c2[1]);
    int none = sscanf("abc", "%d", &i), end = sscanf("", "%d", &i);
    printf("%d %d %d %d %u %g %g %s %c%c %d %d\n", got, i, j, k, x, f, g, word, c2[0], c2[1],
           none, end);
    return snprintf(0, 0, "%d", 12345);
}
"""


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_sprintf_snprintf_strtod_print_what_the_native_program_prints(tmp_path: Path,
                                                                       opt: str) -> None:
    names = ("sprintf", "snprintf", "strtod", "localeconv", "__isoc99_sscanf")
    assert _ordered_runs_as_native(tmp_path, NUMBERS_PROGRAM, opt,
                                   [f"@{name}(" for name in names], seed=4) == 5
