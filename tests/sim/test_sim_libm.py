"""The C math library is computed, not an `--extern`: values of every function the issue
names (and their f forms), errno written exactly when C sets it, read back through
`__errno_location()`, and an ordering that forgot the errno write shows up as a race."""

from __future__ import annotations

import math
import struct
from pathlib import Path

import pytest
from simkit import compile_c, run_ir

from csarules.ir.reader import parse_module
from csarules.order.pipeline import order_module
from csarules.sim import simulate
from csarules.sim.libm import EDOM, ERANGE

SOURCE = r"""
#include <errno.h>
#include <math.h>
double one(double x, int f) {
  switch (f) {
  case 0: return sqrt(x);
  case 1: return exp(x);
  case 2: return log(x);
  case 3: return pow(x, 2.5);
  case 4: return sin(x);
  case 5: return cos(x);
  case 6: return fabs(x);
  case 7: return floor(x);
  case 8: return ceil(x);
  }
  return 0;
}
float onef(float x, int f) {
  switch (f) {
  case 0: return sqrtf(x);
  case 1: return expf(x);
  case 2: return logf(x);
  case 3: return powf(x, 2.5f);
  case 4: return sinf(x);
  case 5: return cosf(x);
  case 6: return fabsf(x);
  case 7: return floorf(x);
  case 8: return ceilf(x);
  }
  return 0;
}
int roots(double *a, int n) {
  errno = 0;
  for (int i = 0; i < n; ++i)
    a[i] = sqrt(a[i]);
  return errno;
}
"""
PY = [math.sqrt, math.exp, math.log, lambda x: x ** 2.5, math.sin, math.cos, abs,
      math.floor, math.ceil]


def _f32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


@pytest.fixture(scope="module")
def ir(tmp_path_factory: pytest.TempPathFactory) -> str:
    # -fmath-errno is clang's default on Linux: the calls stay calls
    return compile_c(tmp_path_factory.mktemp("libm"), SOURCE, "-O1",
                     ("--target=x86_64-linux-gnu",))


@pytest.mark.parametrize("f", range(9))
def test_values(ir: str, f: int) -> None:
    for x in (0.3, 2.0, 7.75):
        assert run_ir(ir, "one", [repr(x), str(f)]).return_value == pytest.approx(PY[f](x))
        got = run_ir(ir, "onef", [repr(x), str(f)]).return_value
        assert got == _f32(got) and got == pytest.approx(PY[f](_f32(x)), rel=1e-6)


def test_no_extern_needed(ir: str) -> None:
    assert "declare double @sqrt" in ir and "declare float @powf" in ir
    assert run_ir(ir, "one", ["4.0", "0"]).return_value == 2.0


def test_errno(ir: str) -> None:
    assert run_ir(ir, "roots", ["f64[4]:iota", "4"]).return_value == 0
    assert run_ir(ir, "roots", ["f64[4]:const=-1.0", "4"]).return_value == EDOM
    res = run_ir(ir, "one", ["-1.0", "2"])  # log(-1)
    assert math.isnan(res.return_value)  # type: ignore[arg-type]
    assert res.buffer("errno") == EDOM.to_bytes(4, "little")
    assert run_ir(ir, "one", ["0.0", "2"]).buffer("errno") == ERANGE.to_bytes(4, "little")
    assert run_ir(ir, "one", ["1000.0", "1"]).buffer("errno") == ERANGE.to_bytes(4, "little")
    assert run_ir(ir, "one", ["2.0", "1"]).buffer("errno") == bytes(4)  # set nothing


def test_errno_write_is_ordered_and_a_missing_edge_races(ir: str, tmp_path: Path) -> None:
    module = parse_module(ir, "libm.ll")
    args = ["f64[4]:const=-1.0", "4"]
    standard = simulate(parse_module(order_module(module, "standard"), "s.ll"), "roots", args)
    assert standard.race_count == 0 and standard.return_value == EDOM
    # race mode orders nothing but the return: the errno store, the sqrt calls' errno
    # writes and the errno load meet unordered
    race = simulate(parse_module(order_module(module, "race"), "r.ll"), "roots", args)
    assert race.race_count > 0
    # no error, no errno write: only the program's own errno store and load race
    quiet = simulate(parse_module(order_module(module, "race"), "r.ll"), "roots",
                     ["f64[4]:iota", "4"])
    assert 0 < quiet.race_count < race.race_count
