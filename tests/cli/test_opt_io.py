"""opt-style input and output: '-' for stdin and stdout, LLVM bitcode in and out."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import llvmlite.binding as llvm

ROOT = Path(__file__).resolve().parents[2]
SAXPY = ROOT / "examples" / "saxpy.ll"


def run(*args: str | Path, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "csarules", *map(str, args)], input=stdin,
                          capture_output=True, cwd=ROOT, timeout=600)


def bitcode_of(text: str) -> bytes:
    return llvm.parse_assembly(text).as_bitcode()


def test_stdin_to_stdout_is_the_file_to_file_result(tmp_path: Path) -> None:
    out = tmp_path / "out.ll"
    assert run("order", SAXPY, "-o", out).returncode == 0
    piped = run("order", "-", "-o", "-", stdin=SAXPY.read_bytes())
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout == out.read_bytes()
    assert run("order", "-", stdin=SAXPY.read_bytes()).stdout == out.read_bytes()


def test_errors_on_stdin_name_it() -> None:
    proc = run("order", "-", stdin=b"define void @f() {\n  bogus\n}\n")
    assert proc.returncode == 2
    assert proc.stderr.decode().startswith("<stdin>:2: error: ")


def test_bitcode_input_is_read_as_its_text(tmp_path: Path) -> None:
    bc = tmp_path / "saxpy.bc"
    bc.write_bytes(bitcode_of(SAXPY.read_text()))
    from_file = run("order", bc)
    from_stdin = run("order", "-", stdin=bc.read_bytes())
    assert from_file.returncode == 0, from_file.stderr
    assert from_file.stdout == from_stdin.stdout
    assert b"call void @llvm.csa.inord" in from_file.stdout
    # lines name the text LLVM prints for the bitcode: `edges` quotes them
    edges = run("edges", bc).stdout.decode()
    assert "store float" in edges


def _body(text: str) -> list[str]:
    return [line for line in text.splitlines() if not line.startswith("; ModuleID")]


def test_bitcode_output(tmp_path: Path) -> None:
    text = run("order", SAXPY).stdout.decode()
    by_name = tmp_path / "out.bc"
    assert run("order", SAXPY, "-o", by_name).returncode == 0
    by_flag = run("order", SAXPY, "--emit-bc", "-o", "-")
    assert by_flag.returncode == 0
    for raw in (by_name.read_bytes(), by_flag.stdout):
        assert raw.startswith(b"BC\xc0\xde")
        assert _body(str(llvm.parse_bitcode(raw))) == _body(str(llvm.parse_assembly(text)))
    # and back in: bitcode through the tool again is refused only as already ordered
    again = run("order", by_name)
    assert again.returncode == 2 and b"already ordered" in again.stderr


def test_bitcode_pipeline_into_sim(tmp_path: Path) -> None:
    bc = tmp_path / "saxpy.bc"
    bc.write_bytes(bitcode_of(SAXPY.read_text()))
    ordered = run("order", bc, "--emit-bc")
    assert ordered.returncode == 0
    sim = run("sim", "-", "--entry", "saxpy", "--arg", "f32[8]:iota", "--arg", "f32[8]:iota",
              "--arg", "2.0", "--arg", "8", stdin=ordered.stdout)
    assert sim.returncode == 0, sim.stderr
    assert b"races: 0" in sim.stdout
