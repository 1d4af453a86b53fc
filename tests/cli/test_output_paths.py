"""Issue 19: outputs never destroy data. `-o` onto the input is refused (by name, symlink or
hard link); devices and FIFOs are written in place; a symlink's target is written; an
unwritable output and a usage error are one line with exit status 2."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "saxpy.ll"


def run(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "csarules", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)


def one_error_line(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert "Traceback" not in proc.stderr and "╭" not in proc.stderr
    return lines[0]


@pytest.fixture
def program(tmp_path: Path) -> Path:
    path = tmp_path / "prog.ll"
    path.write_bytes(EXAMPLE.read_bytes())
    return path


@pytest.mark.parametrize("how", ["same", "symlink", "hardlink", "relative"])
def test_output_onto_the_input_is_refused(tmp_path: Path, program: Path, how: str) -> None:
    before = program.read_bytes()
    inode = program.stat().st_ino
    out = tmp_path / "out.ll"
    if how == "same":
        out = program
    elif how == "symlink":
        out.symlink_to(program)
    elif how == "hardlink":
        os.link(program, out)
    else:
        out = tmp_path / "." / ".." / tmp_path.name / "prog.ll"
    line = one_error_line(run("order", program, "-o", out))
    assert line.startswith(f"{out}: error: output is the input file")
    assert program.read_bytes() == before and program.stat().st_ino == inode


def test_sim_ordered_out_onto_the_input_is_refused(program: Path) -> None:
    before = program.read_bytes()
    line = one_error_line(run("sim", program, "--entry", "saxpy", "--ordered-out", program))
    assert "output is the input file" in line
    assert program.read_bytes() == before


def test_a_symlinked_output_writes_its_target(tmp_path: Path, program: Path) -> None:
    target = tmp_path / "target.ll"
    target.write_text("old\n")
    link = tmp_path / "link.ll"
    link.symlink_to(target)
    assert run("order", program, "-o", link).returncode == 0
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert "llvm.csa.mementry" in target.read_text()


def test_a_fifo_is_written_in_place(tmp_path: Path, program: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    proc = run("order", program, "-o", fifo)
    reader.join(timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert b"llvm.csa.mementry" in received[0]


def test_a_device_stays_a_device(tmp_path: Path, program: Path) -> None:
    """`-o /dev/null` as root once replaced the device with a plain file. The test makes
    its own null device node, so a regression cannot break the machine's /dev/null."""
    device = tmp_path / "null"
    try:
        os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except (PermissionError, OSError) as exc:
        pytest.skip(f"cannot make a device node here ({exc}); the FIFO test covers the path")
    before = device.stat()
    assert run("order", program, "-o", device).returncode == 0
    after = device.stat()
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino


def test_an_unwritable_output_is_one_line(tmp_path: Path, program: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    out = blocker / "out.ll"
    line = one_error_line(run("order", program, "-o", out))
    assert line.startswith(f"{out}: error: cannot write output")


def test_an_output_that_is_a_directory_is_one_line(tmp_path: Path, program: Path) -> None:
    line = one_error_line(run("order", program, "-o", tmp_path))
    assert line == f"{tmp_path}: error: output is a directory"


@pytest.mark.parametrize(("args", "message"), [
    (["order"], "Missing argument"),
    (["why", str(EXAMPLE), "x", "3"], "Invalid value for 'src'"),
    (["order", "--no-such-option", str(EXAMPLE)], "No such option"),
    (["sim", str(EXAMPLE)], "Missing option '--entry'"),
])
def test_usage_errors_are_one_line(args: list[str], message: str) -> None:
    line = one_error_line(run(*args))
    assert line.startswith("csarules ") and ": error: " in line and message in line


@pytest.mark.parametrize("command", [
    ["order", "{prog}", "-o", "{out}"],
    ["expand", "{prog}", "-o", "{out}"],
    ["sim", "{prog}", "--entry", "saxpy", "--ordered-out", "{out}"],
])
def test_an_output_in_a_missing_directory_is_refused(tmp_path: Path, program: Path,
                                                     command: list[str]) -> None:
    """As `opt -o missing/out.ll` is: a typo in a directory name makes no directory."""
    out = tmp_path / "missing" / "out.ll"
    args = [a.format(prog=program, out=out) for a in command]
    line = one_error_line(run(*args))
    assert line == (f"{out}: error: cannot write output: directory {out.parent} "
                    "does not exist")
    assert not out.parent.exists()


def test_order_d_still_makes_its_tree(tmp_path: Path, program: Path) -> None:
    out = tmp_path / "new" / "tree"
    proc = run("order", program, "-d", out)
    assert proc.returncode == 0, proc.stderr
    assert list(out.rglob("prog.ll"))


@pytest.mark.parametrize("command", ["order", "edges", "why"])
def test_mode_and_rules_exclude_each_other(program: Path, command: str) -> None:
    lines = ["12", "14"] if command == "why" else []
    line = one_error_line(run(command, program, *lines, "--mode", "linear", "--rules",
                              ROOT / "examples" / "guarded_sides.dl"))
    assert line.startswith(f"csarules {command}: error: --mode and --rules exclude each other")


def test_bitcode_onto_a_terminal_names_the_command(program: Path) -> None:
    """No `-o` was given, so the message must not blame `-o`."""
    import pty

    leader, follower = pty.openpty()
    try:
        proc = subprocess.run([sys.executable, "-m", "csarules", "order", str(program),
                               "--emit-bc"], stdout=follower, stderr=subprocess.PIPE,
                              text=True, cwd=ROOT, timeout=600)
    finally:
        os.close(follower)
        os.close(leader)
    assert proc.returncode == 2
    assert proc.stderr.splitlines() == [
        "csarules order: error: refusing to write bitcode to a terminal (give -o FILE or "
        "redirect stdout)"]
