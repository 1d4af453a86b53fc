"""benchmarks/real_build.py on a miniature of TSVC's layout (the suite itself is never in
the repository): call sites give the drivers' arguments, the name dispatch of the set-up
and checksum is cut down to the kernel's branch, and the built module runs race-free."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from scriptload import load_script

real_build = load_script("benchmarks/real_build.py")

COMMON_H = """
#define iterations 100000
#define LEN_1D 32000
#define LEN_2D 256
#include <sys/time.h>
struct args_t { struct timeval t1; struct timeval t2; void * __restrict__ arg_info; };
typedef float real_t;
int dummy(real_t *a, real_t s);
void init(int** ip, real_t* s1, real_t* s2);
int initialise_arrays(const char* name);
real_t calc_checksum(const char * name);
"""
ARRAY_DEFS = "extern real_t a[LEN_1D], b[LEN_1D];\n"
TSVC_C = r"""
#include <stdio.h>
#include "common.h"
#include "array_defs.h"
real_t a[LEN_1D], b[LEN_1D];
real_t k1(struct args_t * func_args) {
  initialise_arrays(__func__);
  gettimeofday(&func_args->t1, NULL);
  for (int nl = 0; nl < 2*iterations; nl++) {
    for (int i = 1; i < LEN_1D; i++) a[i] = a[i - 1] + b[i];
    dummy(a, 0.);
  }
  gettimeofday(&func_args->t2, NULL);
  return calc_checksum(__func__);
}
real_t k2(struct args_t * func_args) {
  int k = *(int *)func_args->arg_info;
  initialise_arrays(__func__);
  for (int nl = 0; nl < iterations/LEN_2D; nl++)
    for (int i = 0; i < LEN_1D - k; i++) a[i] = b[i + k] * 2;
  return calc_checksum(__func__);
}
void time_function(real_t (*f)(struct args_t *), void * arg_info) {
  struct args_t func_args = {.arg_info=arg_info};
  f(&func_args);
}
int main(int argc, char ** argv){
    int n1 = 1;
    int* ip;
    real_t s1,s2;
    init(&ip, &s1, &s2);
    printf("Loop \tTime(sec) \tChecksum\n");
    time_function(&k1, NULL);
    time_function(&k2, &n1);
    return 0;
}
"""
COMMON_C = r"""
#include "common.h"
#include "array_defs.h"
#include <stdio.h>
#include <string.h>
void init(int** ip, real_t* s1, real_t* s2) { *ip = 0; *s1 = 1; *s2 = 2; }
int initialise_arrays(const char* name)
{
    real_t one=1.;
    printf("%5s\t", name);
    if (!strcmp(name, "k1")) {
        for (int i = 0; i < LEN_1D; i++) { a[i] = one; b[i] = i; }
    } else if (!strcmp(name, "k2")) {
        for (int i = 0; i < LEN_1D; i++) { b[i] = i + one; }
    } else {
        return -1;
    }
    return 0;
}
real_t calc_checksum(const char * name)
{
    if (!strcmp(name, "k1")) {
        return a[LEN_1D - 1];
    } else if (!strcmp(name, "k2")) {
        return a[0] + a[1];
    }
    return -1;
}
"""
DUMMY_C = '#include "common.h"\nint dummy(real_t *a, real_t s) { return 0; }\n'


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    src.mkdir()
    for name, text in (("common.h", COMMON_H), ("array_defs.h", ARRAY_DEFS),
                       ("tsvc.c", TSVC_C), ("common.c", COMMON_C), ("dummy.c", DUMMY_C)):
        (src / name).write_text(text)
    return src


def test_call_sites_and_preamble() -> None:
    assert real_build.kernels_and_call_sites(TSVC_C) == [("k1", "NULL"), ("k2", "&n1")]
    pre = real_build.main_preamble(TSVC_C)
    assert "int n1 = 1;" in pre and pre.rstrip().endswith("init(&ip, &s1, &s2);")


def test_dispatch_cut_to_the_kernel() -> None:
    k2 = real_build.specialise_common(COMMON_C, "k2")
    assert "b[i] = i + one" in k2 and "a[i] = one" not in k2
    assert "return a[0] + a[1];" in k2 and "a[LEN_1D - 1]" not in k2
    assert "strcmp" not in k2.split("int initialise_arrays")[1]


def test_built_kernels_run_race_free(suite: Path, tmp_path: Path) -> None:
    missing = [t for t in ("clang-19", "llvm-link-19", "opt-19") if shutil.which(t) is None]
    if missing:
        print(f"{', '.join(missing)} not installed: skipping the build test")
        pytest.skip(f"{', '.join(missing)} not installed")
    from csarules.ir.reader import parse_module, read_module
    from csarules.order.pipeline import order_module
    from csarules.sim import simulate

    expect = {"k1": 1 + sum(range(1, 10)), "k2": 2 * 2 + 2 * 3}  # a[9]; a[0] + a[1]
    for build_name in ("o2", "o1nv"):
        paths = real_build.build(suite, tmp_path / "w", build_name, 10, 4)
        assert sorted(paths) == ["k1", "k2"]
        for kernel, path in paths.items():
            module = read_module(path)
            ordered = parse_module(order_module(module, "standard"), "o.ll")
            res = simulate(ordered, f"drive_{kernel}", [], sections_from=module)
            assert res.race_count == 0, res.races
            assert res.return_value == expect[kernel], (build_name, kernel)
