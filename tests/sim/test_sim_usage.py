"""What a new user of `csarules sim` runs into: --extern and --seed mistakes are one-line
usage errors, masked stores count as stores, a void function returns `void`."""

from __future__ import annotations

from pathlib import Path

import pytest
from simkit import compile_c, run_ir

from csarules.cli import main

CALLS = """
declare void @ext(ptr)
define void @f(ptr %p) {
  store i32 1, ptr %p
  call void @ext(ptr %p)
  ret void
}
"""


@pytest.fixture
def calls(tmp_path: Path) -> Path:
    path = tmp_path / "calls.ll"
    path.write_text(CALLS)
    return path


def _error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    rc = main(argv)
    captured = capsys.readouterr()
    assert rc == 2 and captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    return lines[0]


@pytest.mark.parametrize("kind", ["clobbr", "CLOBBER", "noop", ""])
def test_an_unknown_extern_kind_is_an_error(calls: Path, kind: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    line = _error(capsys, ["sim", str(calls), "--entry", "f", "--arg", "i32[1]:zero",
                           "--extern", f"ext={kind}"])
    assert f"--extern ext={kind}: unknown kind '{kind}'" in line and "NAME=clobber" in line


def test_an_extern_the_module_lacks_is_an_error(calls: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    line = _error(capsys, ["sim", str(calls), "--entry", "f", "--arg", "i32[1]:zero",
                           "--extern", "ext", "--extern", "exit=clobber"])
    assert line == f"{calls}: error: --extern exit: the module has no function @exit"
    line = _error(capsys, ["sim", str(calls), "--entry", "f", "--arg", "i32[1]:zero",
                           "--extern", "f"])
    assert "--extern f: the module defines @f" in line


def test_seed_without_a_random_schedule_is_an_error(calls: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    line = _error(capsys, ["sim", str(calls), "--entry", "f", "--arg", "i32[1]:zero",
                           "--extern", "ext", "--seed", "3"])
    assert "--seed" in line and "--schedule random" in line
    rc = main(["sim", str(calls), "--entry", "f", "--arg", "i32[1]:zero", "--extern", "ext",
               "--schedule", "random", "--seed", "3"])
    assert rc == 0


def test_the_valid_extern_forms_still_run(calls: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    for form in ("ext", "ext=clobber", "@ext"):
        assert main(["sim", str(calls), "--entry", "f", "--arg", "i32[1]:zero",
                     "--extern", form, "--mode", "standard"]) == 0


def test_void_return_prints_void(calls: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", str(calls), "--entry", "f", "--arg", "i32[1]:zero", "--extern",
                 "ext"]) == 0
    assert capsys.readouterr().out.startswith("@f: returned void\n")


def test_masked_forms_count_as_loads_and_stores() -> None:
    text = (Path(__file__).parent / "inputs" / "masked_forms.ll").read_text()
    res = run_ir(text, "f", {"a": "i32[16]:iota", "s": "i32[8]:zero"})
    # gather, masked load, expand-load; scatter, masked store, compress-store
    assert (res.dynamic["loads"], res.dynamic["stores"]) == (3, 3)


def test_an_avx512_masked_store_loop_counts_its_stores(tmp_path: Path) -> None:
    text = compile_c(tmp_path, """
void cond_copy(int *restrict b, const int *restrict a, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] > 10) b[i] = a[i];
}
""", "-O2", ("-mavx512f", "-mprefer-vector-width=512"))
    assert "llvm.masked.store" in text
    res = run_ir(text, "cond_copy", ["i32[64]:zero", "i32[64]:iota", "64"])
    assert res.dynamic["stores"] > 0 and res.dynamic["loads"] > 0
    assert res.dynamic["stores"] + res.dynamic["loads"] == res.dynamic["memops"]


ASM = """
define i32 @g(ptr %a) {
  store i32 1, ptr %a
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  %p = getelementptr i32, ptr %a, i64 1
  %x = load i32, ptr %p
  ret i32 %x
}
define i32 @h(ptr %a) {
  call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"()
  %r = call i32 asm "movl $$5, $0", "=r,~{dirflag},~{fpsr},~{flags}"()
  ret i32 %r
}
"""


def test_an_empty_asm_is_a_full_barrier(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "asm.ll"
    path.write_text(ASM)
    assert main(["sim", str(path), "--entry", "g", "--arg", "i32[2]:zero", "--json"]) == 0
    out = capsys.readouterr().out
    # the load waits for the barrier, which waits for the store: 20 + 1 + 20 cycles, the
    # oracle too (a synchronising op waits for every access before it)
    assert '"cycles": 41' in out and '"oracle_cycles": 41' in out
    line = _error(capsys, ["sim", str(path), "--entry", "h", "--arg", "i32[1]:zero"])
    assert line == (f'{path}:10: error: inline assembly "nop" cannot be simulated (only an '
                    "empty asm, a compiler barrier, runs)")
