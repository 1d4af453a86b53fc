"""Issue 19: inputs LLVM accepts are accepted. Bytes that are not UTF-8 inside strings and
comments pass through unchanged; malformed bitcode is named as such."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

RAW = (b'@s = constant [3 x i8] c"\xe9\xff\\00"\n'
       b"define void @f(ptr %p) {\n"
       b"  ; caf\xe9, a Latin-1 comment\n"
       b"  store i8 1, ptr %p\n"
       b"  ret void\n"
       b"}\n")


def run(*args: str | Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "csarules", *map(str, args)],
                          capture_output=True, cwd=ROOT, timeout=600)


def test_non_utf8_bytes_in_strings_and_comments_pass_through(tmp_path: Path) -> None:
    src = tmp_path / "latin.ll"
    src.write_bytes(RAW)
    out = tmp_path / "out.ll"
    written = run("order", src, "-o", out)
    printed = run("order", src)
    assert written.returncode == 0 and printed.returncode == 0, written.stderr
    for text in (out.read_bytes(), printed.stdout):
        assert b'c"\xe9\xff\\00"' in text
        assert b"caf\xe9, a Latin-1 comment" in text
        assert b"call i1 @llvm.csa.mementry()" in text
    assert src.read_bytes() == RAW


def test_malformed_bitcode_is_named(tmp_path: Path) -> None:
    # well-formed bitcode is read (tests/cli/test_opt_io.py); broken bitcode is one line
    bc = tmp_path / "prog.bc"
    bc.write_bytes(b"BC\xc0\xde" + bytes(60))
    proc = run("order", bc)
    assert proc.returncode == 2
    lines = proc.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{bc}: error: invalid LLVM bitcode: ")
