"""The simulator runs what clang -O2 emits with its vectorisers on: vector getelementptr,
masked loads/stores, gathers/scatters, reductions, shuffles, and the run-time overlap
checks of versioned loops. Each C function runs built vectorised (default x86-64 and
AVX-512) and at -O0: the same memory and return value; ordered in standard mode, no race.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from simkit import compile_c, run_ir

from csarules.ir.reader import parse_module
from csarules.order.pipeline import order_module
from csarules.sim import simulate

KERNELS_C = r"""
void gat(float *restrict dst, const float *restrict src, const int *restrict idx, int n) {
  for (int i = 0; i < n; ++i) dst[i] = src[idx[i]];
}
void sca(float *restrict dst, const float *restrict src, const int *restrict idx, int n) {
  for (int i = 0; i < n; ++i) dst[idx[i]] = src[i];
}
void cst(int *restrict a, const int *restrict b, int n) {
  for (int i = 0; i < n; ++i) if (b[i] > 0) a[i] = b[i];
}
float strided(const float *restrict a, int n) {
  float s = 0; for (int i = 0; i < n; ++i) s += a[3 * i] * a[3 * i + 1]; return s;
}
int isum(const int *a, int n) { int s = 0; for (int i = 0; i < n; ++i) s += a[i]; return s; }
int imax(const int *a, int n) {
  int m = a[0]; for (int i = 1; i < n; ++i) m = a[i] > m ? a[i] : m; return m;
}
void rev(float *restrict d, const float *restrict s, int n) {
  for (int i = 0; i < n; ++i) d[i] = s[n - 1 - i];
}
void copy(int *dst, const int *src, int n) { for (int i = 0; i < n; ++i) dst[i] = src[i] + 1; }
"""

# entry -> arguments (the index buffers stay in range: const=5, iota; n = 21 leaves a
# remainder for the scalar epilogue)
RUNS = {
    "gat": ["f32[24]:zero", "f32[24]:iota", "i32[24]:const=5", "21"],
    "sca": ["f32[24]:zero", "f32[24]:iota", "i32[24]:iota", "21"],
    "cst": ["i32[24]:zero", "i32[24]:random:seed=3", "21"],
    "strided": ["f32[64]:iota", "21"],
    "isum": ["i32[24]:random:seed=4", "21"],
    "imax": ["i32[24]:random:seed=5", "21"],
    "rev": ["f32[24]:zero", "f32[24]:iota", "21"],
    "copy": ["i32[24]:zero", "i32[24]:iota", "21"],
}
BUILDS = {"default": (), "avx512": ("-mavx512f",)}


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    out = {}
    for name, flags in {**BUILDS, "O0": ()}.items():
        d = tmp_path_factory.mktemp(name)
        opt = "-O0" if name == "O0" else "-O2"
        out[name] = compile_c(d, KERNELS_C, opt, ("--target=x86_64-linux-gnu", *flags))
    return out


def test_the_builds_hold_the_vector_forms(builds: dict[str, str]) -> None:
    # what this file claims to exercise is really in the vectorised IR
    assert "x ptr>" in builds["avx512"]  # vector getelementptr
    for form in ("@llvm.masked.gather", "@llvm.masked.scatter", "@llvm.masked.store"):
        assert form in builds["avx512"], form
    assert "shufflevector" in builds["default"]
    assert "@llvm.vector.reduce" in builds["default"]


@pytest.mark.parametrize("build", sorted(BUILDS))
@pytest.mark.parametrize("entry", sorted(RUNS))
def test_vectorised_run_matches_O0(builds: dict[str, str], build: str, entry: str) -> None:
    args = RUNS[entry]
    ref = run_ir(builds["O0"], entry, args)
    module = parse_module(builds[build], f"{build}.ll")
    plain = simulate(module, entry, args)
    assert plain.return_value == ref.return_value
    assert plain.memory is not None and ref.memory is not None
    assert plain.memory.differences(ref.memory)[0] == 0
    ordered = simulate(parse_module(order_module(module, "standard"), "o.ll"), entry, args)
    assert ordered.race_count == 0, ordered.races
    assert ordered.final_memory_digest == plain.final_memory_digest
    assert ordered.cycles >= ordered.oracle_cycles


def test_versioned_loop_takes_the_path_the_data_decides(builds: dict[str, str]) -> None:
    # `copy` has plain pointers: the vectoriser versions its loop behind a run-time
    # overlap check; apart, the vector body runs (fewer instructions), overlapping
    # (dst = src + 4 bytes) the scalar loop does, and both compute what -O0 computes
    ir = builds["default"]
    assert "%diff.check = icmp" in ir
    apart = run_ir(ir, "copy", RUNS["copy"])
    overlapping = {"dst": "src+4", "src": "i32[25]:iota", "n": "21"}
    overlap = run_ir(ir, "copy", overlapping)
    overlap_ref = run_ir(builds["O0"], "copy", overlapping)
    assert apart.dynamic["instructions"] * 3 < overlap.dynamic["instructions"] * 2
    assert overlap.buffer("src") == overlap_ref.buffer("src")
    ordered = parse_module(order_module(parse_module(ir, "c.ll"), "standard"), "o.ll")
    for args in (RUNS["copy"], overlapping):
        res = simulate(ordered, "copy", args)
        assert res.race_count == 0, res.races


def test_vector_gep_and_masked_forms_by_hand() -> None:
    text = (Path(__file__).parent / "inputs" / "masked_forms.ll").read_text()
    res = run_ir(text, "f", {"a": "i32[16]:iota", "s": "i32[8]:zero"})
    # gather lanes 0,2,3 of a[0,2,4,6] (lane 1 passes 100): 0+100+4+6; masked load
    # a[8], a[9] (-4 by then), -, a[11]: 8-4+11; expandload lanes 1, 3 <- a[8], a[9]:
    # 8-4 (x1000)
    assert res.return_value == 110 + 15 + 4000
    a = [int.from_bytes(res.buffer("a")[i:i + 4], "little", signed=True)
         for i in range(0, 64, 4)]
    # scatter lanes 1 and 3 to the float field (+4) of %S elements at a+8+8 and a+24+8
    assert a[4] == 4 and a[5] == -2 and a[9] == -4
    s = [int.from_bytes(res.buffer("s")[i:i + 4], "little", signed=True)
         for i in range(0, 32, 4)]
    assert s == [0, 7, 7, 0, 1, 4, 0, 0]


def test_odd_vector_store_touches_its_lanes_only() -> None:
    # TSVC s351 at -O2 stores <20 x float> per iteration (80 bytes) and the next
    # iteration loads right behind it; counting the store's padding to its alignment
    # (128 bytes) made an unordered pair of disjoint accesses look like a race
    text = """
define float @f(ptr %a) {
  %v = load <20 x float>, ptr %a
  %p = getelementptr inbounds i8, ptr %a, i64 80
  store <20 x float> %v, ptr %p
  %q = getelementptr inbounds i8, ptr %a, i64 160
  %x = load float, ptr %q
  ret float %x
}
"""
    res = run_ir(text, "f", {"a": "f32[41]:iota"})
    # the store waits for its data (20 + 20); the last load meets neither access
    assert res.return_value == 40.0 and res.oracle_cycles == 40
    ordered = parse_module(order_module(parse_module(text, "t.ll"), "standard"), "o.ll")
    assert simulate(ordered, "f", {"a": "f32[41]:iota"}).race_count == 0
