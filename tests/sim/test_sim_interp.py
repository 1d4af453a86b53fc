"""The sequential interpreter: values and memory of hand-written IR and of clang-19 output."""

from __future__ import annotations

import random
import struct
from pathlib import Path

import pytest
from simkit import compile_c, i32_buffer, run_ir

from csarules.errors import CsaError


def r32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


def test_integer_widths_and_signed_division() -> None:
    ir = """
define i32 @f(i32 %a, i32 %b, i8 %c) {
  %q = sdiv i32 %a, %b
  %r = srem i32 %a, %b
  %u = udiv i32 %a, %b
  %w = add i8 %c, 100
  %we = sext i8 %w to i32
  %s = ashr i32 %a, 1
  %l = lshr i32 %a, 28
  %t1 = add i32 %q, %r
  %t2 = add i32 %t1, %we
  %t3 = xor i32 %t2, %s
  %t4 = add i32 %t3, %l
  %t5 = add i32 %t4, %u
  ret i32 %t5
}
"""
    a, b, c = -17, 5, 100
    q, r = -3, -2  # C semantics: truncation toward zero
    u = ((a & 0xFFFFFFFF) // b)
    w = (c + 100) & 0xFF
    we = w - 256 if w >= 128 else w
    s = a >> 1
    lsr = (a & 0xFFFFFFFF) >> 28
    t = ((q + r + we) ^ s) + lsr + u
    t = (t + 2**31) % 2**32 - 2**31
    res = run_ir(ir, "f", {"a": str(a), "b": str(b), "c": str(c)})
    assert res.return_value == t


def test_phi_nodes_read_their_inputs_in_parallel() -> None:
    ir = """
define i32 @swap() {
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 3
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %a
}
"""
    assert run_ir(ir, "swap", {}).return_value == 1


def test_globals_structs_strings_and_constant_gep() -> None:
    ir = """
%struct.S = type { i8, i32, [2 x i16], double }
@s = global %struct.S { i8 1, i32 2, [2 x i16] [i16 3, i16 -4], double 2.5 }, align 8
@str = constant [6 x i8] c"hello\\00"
@p = global ptr getelementptr inbounds ([6 x i8], ptr @str, i64 0, i64 4)
@z = global [3 x i32] zeroinitializer

define double @f() {
  %a = load i8, ptr @s
  %b = load i32, ptr getelementptr inbounds (%struct.S, ptr @s, i32 0, i32 1)
  %c = getelementptr inbounds %struct.S, ptr @s, i64 0, i32 2, i64 1
  %d = load i16, ptr %c
  %e = getelementptr inbounds %struct.S, ptr @s, i64 0, i32 3
  %x = load double, ptr %e
  %pp = load ptr, ptr @p
  %o = load i8, ptr %pp
  %z1 = load i32, ptr getelementptr ([3 x i32], ptr @z, i64 0, i64 2)
  %a32 = zext i8 %a to i32
  %d32 = sext i16 %d to i32
  %o32 = zext i8 %o to i32
  %s1 = add i32 %a32, %b
  %s2 = add i32 %s1, %d32
  %s3 = add i32 %s2, %o32
  %s4 = add i32 %s3, %z1
  %f = sitofp i32 %s4 to double
  %r = fmul double %f, %x
  ret double %r
}
"""
    expected = (1 + 2 - 4 + ord("o") + 0) * 2.5
    assert run_ir(ir, "f", {}).return_value == expected


def test_float32_rounds_every_operation() -> None:
    ir = """
define float @f(float %a, float %b) {
  %d = fdiv float %a, %b
  %m = fmul float %d, %b
  %s = fsub float %m, %a
  %e = fpext float %s to double
  %k = fadd double %e, 1.000000e-01
  %t = fptrunc double %k to float
  ret float %t
}
"""
    a, b = 1.0, 3.0
    d = r32(a / b)
    m = r32(d * b)
    s = r32(m - a)
    expected = r32(s + 0.1)
    assert run_ir(ir, "f", ["1.0", "3.0"]).return_value == expected


def test_atomics_cmpxchg_and_memory_intrinsics() -> None:
    ir = """
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i32 @f(ptr %p, ptr %q) {
  %old = atomicrmw add ptr %p, i32 5 seq_cst
  %mx = atomicrmw max ptr %p, i32 -1 monotonic
  %x = cmpxchg ptr %p, i32 6, i32 40 seq_cst seq_cst
  %v = extractvalue { i32, i1 } %x, 0
  %ok = extractvalue { i32, i1 } %x, 1
  %okz = zext i1 %ok to i32
  call void @llvm.memset.p0.i64(ptr %q, i8 1, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 4, i1 false)
  fence seq_cst
  %r1 = add i32 %old, %v
  %r2 = add i32 %r1, %okz
  ret i32 %r2
}
"""
    res = run_ir(ir, "f", {"p": "i32[1]:const=1", "q": "i32[2]:zero"})
    # old=1, p=6; max(6,-1)=6; cmpxchg 6->40 succeeds, returns 6
    assert res.return_value == 1 + 6 + 1
    assert i32_buffer(res.buffer("p")) == [40]
    assert i32_buffer(res.buffer("q")) == [40, 0x01010101]


def test_calls_recursion_switch_and_alloca() -> None:
    ir = """
define i32 @fib(i32 %n) {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %base, label %rec
base:
  ret i32 %n
rec:
  %a = sub i32 %n, 1
  %b = sub i32 %n, 2
  %fa = call i32 @fib(i32 %a)
  %fb = call i32 @fib(i32 %b)
  %s = add i32 %fa, %fb
  ret i32 %s
}

define i32 @main(i32 %k) {
entry:
  %slot = alloca [4 x i32], align 16
  %e2 = getelementptr inbounds [4 x i32], ptr %slot, i64 0, i64 2
  store i32 7, ptr %e2
  switch i32 %k, label %other [
    i32 10, label %ten
    i32 -1, label %neg
  ]
ten:
  %f = call i32 @fib(i32 %k)
  %v = load i32, ptr %e2
  %r = add i32 %f, %v
  ret i32 %r
neg:
  ret i32 -100
other:
  ret i32 0
}
"""
    assert run_ir(ir, "main", {"k": "10"}).return_value == 55 + 7
    assert run_ir(ir, "main", {"k": "-1"}).return_value == -100
    assert run_ir(ir, "main", {"k": "3"}).return_value == 0


def test_vector_operations() -> None:
    ir = """
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

define i32 @f(ptr %a) {
  %v = load <4 x i32>, ptr %a, align 4
  %w = add <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  %s = shufflevector <4 x i32> %w, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %e = extractelement <4 x i32> %s, i64 0
  %i = insertelement <4 x i32> %s, i32 100, i64 1
  store <4 x i32> %i, ptr %a, align 4
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %i)
  %t = add i32 %r, %e
  ret i32 %t
}
"""
    res = run_ir(ir, "f", ["i32[4]:iota"])
    assert i32_buffer(res.buffer("a")) == [4, 100, 2, 1]
    assert res.return_value == 107 + 4


@pytest.mark.parametrize(
    ("ir", "message"),
    [
        ("define void @f() {\n  unreachable\n}\n", "unreachable"),
        ("declare void @g()\ndefine void @f() {\n  call void @g()\n  ret void\n}\n",
         "only declares"),
        ("define i32 @f(i32 %a) {\n  %d = sdiv i32 1, %a\n  ret i32 %d\n}\n", "division"),
        ("define i32 @f(ptr %a) {\n  %v = load i32, ptr %a\n  ret i32 %v\n}\n", "outside"),
    ],
)
def test_runtime_errors_name_the_line(ir: str, message: str) -> None:
    args = {"a": "0"} if "%a" in ir else {}
    with pytest.raises(CsaError) as err:
        run_ir(ir, "f", args)
    assert message in err.value.message
    assert err.value.line is not None and err.value.line >= 2


def test_extern_no_op_and_step_limit() -> None:
    ir = """
declare i32 @g(i32)
define i32 @f(i32 %n) {
entry:
  %x = call i32 @g(i32 %n)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = add i32 %x, %j
  ret i32 %r
}
"""
    assert run_ir(ir, "f", {"n": "5"}, externs=["g"]).return_value == 5
    with pytest.raises(CsaError, match="dynamic instructions"):
        run_ir(ir, "f", {"n": "100000"}, externs=["g"], max_steps=1000)


@pytest.mark.parametrize(
    "args",
    [
        {"p": "i33[4]:zero", "n": "4"},
        {"p": "i32[4]:fill", "n": "4"},
        {"p": "q+4", "n": "4"},
        {"p": "i32[4]:zero", "n": "2.5"},
        {"p": "i32[4]:zero", "m": "4"},
        {"p": "i32[4]:zero"},
    ],
)
def test_bad_argument_specs(args: dict[str, str]) -> None:
    ir = "define void @f(ptr %p, i32 %n) {\n  ret void\n}\n"
    with pytest.raises(CsaError):
        run_ir(ir, "f", args)


# -- clang-19 output -------------------------------------------------------------------------

C_PROGRAMS = r"""
struct rec { char tag; long total; short parts[3]; };
const char *names = "simulator";

void prefix(int *a, int n) { for (int i = 1; i < n; i++) a[i] += a[i - 1]; }

void sort(int *a, int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j + 1 < n - i; j++)
      if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
}

float dot(const float *x, const float *y, int n) {
  float s = 0;
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}

long fill(struct rec *r, int n) {
  long t = 0;
  for (int i = 0; i < n; i++) {
    r[i].tag = (char)(i * 37);
    r[i].parts[i % 3] = (short)(-i * 1000);
    r[i].total = (long)i * 100000000L - r[i].tag;
    t += r[i].total / 7 + r[i].parts[i % 3] % 5;
  }
  return t;
}

int count_vowels(void) {
  int c = 0;
  for (const char *p = names; *p; p++)
    switch (*p) { case 'a': case 'e': case 'i': case 'o': case 'u': c++; break; default: break; }
  return c;
}

unsigned mix(unsigned a, unsigned b) { return (a * 2654435761u) ^ (b >> 3) ^ (a % (b | 1)); }

int vsum(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i] * 3; return s; }
"""


def _c_trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _c_rem(a: int, b: int) -> int:
    return a - b * _c_trunc_div(a, b)


@pytest.fixture(scope="module", params=["-O1", "-O2"])
def c_module(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    tmp: Path = tmp_path_factory.mktemp("c")
    return compile_c(tmp, C_PROGRAMS, request.param, ("-ffp-contract=off",))


def test_c_prefix_and_sort(c_module: str) -> None:
    res = run_ir(c_module, "prefix", ["i32[20]:iota", "20"])
    assert i32_buffer(res.buffer("a")) == [sum(range(i + 1)) for i in range(20)]
    res = run_ir(c_module, "sort", ["i32[16]:random:seed=7", "16"])
    rng = random.Random(7)
    assert i32_buffer(res.buffer("a")) == sorted(rng.randrange(100) for _ in range(16))


def test_c_float_dot(c_module: str) -> None:
    res = run_ir(c_module, "dot", ["f32[24]:random:seed=3", "f32[24]:iota", "24"])
    rng = random.Random(3)
    xs = [r32(rng.random()) for _ in range(24)]
    s = 0.0
    for i, x in enumerate(xs):
        s = r32(s + r32(x * float(i)))
    assert res.return_value == s


def test_c_structs_and_wide_arithmetic(c_module: str) -> None:
    n = 9
    res = run_ir(c_module, "fill", ["i8[300]:zero", str(n)])
    total = 0
    for i in range(n):
        tag = (i * 37) & 0xFF
        tag = tag - 256 if tag >= 128 else tag
        part = -i * 1000
        rec_total = i * 100000000 - tag
        total += _c_trunc_div(rec_total, 7) + _c_rem(part, 5)
    assert res.return_value == total


def test_c_global_string_switch_unsigned_and_vectorised(c_module: str) -> None:
    assert run_ir(c_module, "count_vowels", []).return_value == sum(
        ch in "aeiou" for ch in "simulator")
    a, b = 123456789, 987654
    expected = ((a * 2654435761) % 2**32) ^ (b >> 3) ^ (a % (b | 1))
    got = run_ir(c_module, "mix", [str(a), str(b)]).return_value
    assert got % 2**32 == expected
    assert run_ir(c_module, "vsum", ["i32[37]:iota", "37"]).return_value == 3 * sum(range(37))


def test_unsupported_code_on_a_cold_path_is_fine() -> None:
    ir = """
declare void @abort()
define i32 @f(i32 %n) {
entry:
  %bad = icmp slt i32 %n, 0
  br i1 %bad, label %die, label %ok
die:
  call void @abort()
  unreachable
ok:
  ret i32 %n
}
"""
    assert run_ir(ir, "f", ["3"]).return_value == 3
    with pytest.raises(CsaError, match="only declares") as err:
        run_ir(ir, "f", ["-3"])
    assert err.value.line == 8


def test_indirect_calls() -> None:
    ir = """
@table = constant [2 x ptr] [ptr @twice, ptr @log]
declare void @log(i32)

define i32 @twice(i32 %x) {
  %y = shl i32 %x, 1
  ret i32 %y
}

define i32 @f(i64 %k, i32 %v) {
  %slot = getelementptr [2 x ptr], ptr @table, i64 0, i64 %k
  %fn = load ptr, ptr %slot
  %r = call i32 %fn(i32 %v)
  ret i32 %r
}
"""
    assert run_ir(ir, "f", ["0", "21"]).return_value == 42
    assert run_ir(ir, "f", ["1", "21"], externs=["log"]).return_value == 0
    with pytest.raises(CsaError, match="only declares"):
        run_ir(ir, "f", ["1", "21"])
