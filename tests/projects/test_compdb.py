"""`csarules order --compdb`: a CMake project's compile_commands.json, each source compiled
to IR by its own command and ordered into OUT/<source>.ll; a second run redoes nothing,
an edited source only itself; a broken entry is listed and the others are written."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from buildkit import (
    SOURCES,
    configure,
    copy_project,
    csarules,
    environment,
    summary,
)

from csarules.ir.verify import verify_ir


@pytest.fixture
def setup(tmp_path: Path):
    env = environment(tmp_path)
    source = copy_project(tmp_path)
    compdb = configure(source, tmp_path / "build", env)
    return env, source, compdb, tmp_path


def order(compdb: Path, out: Path, env, *extra: str, cwd: Path | None = None):
    return csarules(["order", "--compdb", str(compdb), "-d", str(out), "-j", "2",
                     "--summary-json", str(out.parent / "summary.json"), *extra], env, cwd)


def outputs(out: Path) -> dict[str, bytes]:
    return {name: (out / f"{name}.ll").read_bytes() for name in SOURCES}


def test_order_a_build_then_only_what_changed(setup) -> None:
    env, source, compdb, tmp = setup
    out = tmp / "out"
    first = order(compdb, out, env)
    assert first.returncode == 0, first.stderr
    assert first.stderr.splitlines()[-1].startswith(
        "csarules order: 3 files: 3 ordered, 0 up to date, 0 failed;")
    made = outputs(out)
    stamps = {name: (out / f"{name}.ll").stat().st_mtime_ns for name in SOURCES}
    doc = summary(tmp / "summary.json")
    assert (doc["files"], doc["ordered"], doc["failed"]) == (3, 3, 0)
    assert doc["functions"] == 4 and doc["edges"] > 0
    for name in SOURCES:
        text = made[name].decode()
        verify_ir(text)
        assert "llvm.csa.inord" in text or name == "main.c"
        ir = (out / ".csarules" / "ir" / f"{name}.ll").read_text()
        # the build's own flags: -O2 (no optnone), -DSCALE=3 (main.c has #error without
        # it); its -g dropped (RelWithDebInfo passes -g)
        assert "optnone" not in ir and "DICompileUnit" not in ir
        alone = csarules(["order", str(out / ".csarules" / "ir" / f"{name}.ll")], env)
        assert alone.stdout.encode() == made[name]  # the bytes `order FILE` prints

    again = order(compdb, out, env)
    assert again.returncode == 0, again.stderr
    assert "3 files: 0 ordered, 3 up to date, 0 failed;" in again.stderr
    assert {n: (out / f"{n}.ll").stat().st_mtime_ns for n in SOURCES} == stamps

    os.utime(source / "src" / "main.c")  # touched, not changed: the same IR
    assert "0 ordered, 3 up to date" in order(compdb, out, env).stderr

    edited = source / "src" / "util" / "sum.c"
    edited.write_text(edited.read_text().replace("total += a[i];", "total += 2 * a[i];"))
    third = order(compdb, out, env)
    assert "3 files: 1 ordered, 2 up to date, 0 failed;" in third.stderr
    statuses = {u["source"].split("/src/")[1]: u["status"]
                for u in summary(tmp / "summary.json")["units"]}
    assert statuses == {"util/vec.c": "up to date", "util/sum.c": "ordered",
                        "main.c": "up to date"}
    assert outputs(out)["util/sum.c"] != made["util/sum.c"]

    (out / "util" / "vec.c.ll").write_text("edited by hand\n")  # an output not as written
    assert "1 ordered, 2 up to date" in order(compdb, out, env).stderr
    assert (out / "util" / "vec.c.ll").read_bytes() == made["util/vec.c"]

    other_mode = order(compdb, out, env, "--mode", "linear")  # other options: all again
    assert "3 ordered, 0 up to date" in other_mode.stderr


def test_a_broken_entry_is_listed_and_the_others_written(setup) -> None:
    env, source, compdb, tmp = setup
    entries = json.loads(compdb.read_text())
    main = next(e for e in entries if e["file"].endswith("main.c"))
    broken = dict(main, file=str(source / "src" / "broken.c"),
                  command=main["command"].replace("src/main.c", "src/broken.c"))
    edited = tmp / "compile_commands.json"
    edited.write_text(json.dumps([*entries, broken, {"directory": "/"}]))
    out = tmp / "out"
    done = order(edited, out, env)
    assert done.returncode == 2
    lines = done.stderr.splitlines()
    assert any("broken.c: error: the IR compile failed (exit 1):" in line and "expected"
               in line for line in lines), done.stderr
    assert any(line.endswith("entry 5: needs 'directory' and 'file' strings")
               for line in lines), done.stderr
    assert lines[-1].startswith("csarules order: 5 files: 3 ordered, 0 up to date, 2 failed;")
    for name in SOURCES:
        verify_ir((out / f"{name}.ll").read_text())
    assert not (out / "broken.c.ll").exists()
    doc = summary(tmp / "summary.json")
    assert [u["status"] for u in doc["units"]].count("failed") == 2
    # fixed, the broken one alone is done next time
    (source / "src" / "broken.c").write_text("int broken(int x) { return x + 1; }\n")
    assert "5 files: 1 ordered, 3 up to date, 1 failed;" in order(edited, out, env).stderr


def test_debug_information_kept_when_asked(setup) -> None:
    env, _, compdb, tmp = setup
    out = tmp / "out"
    assert order(compdb, out, env, "--debug-info").returncode == 0
    assert "DICompileUnit" in (out / "main.c.ll").read_text()


def test_a_compiler_that_writes_no_ir_asks_for_cc(setup) -> None:
    env, _, compdb, tmp = setup
    entries = json.loads(compdb.read_text())
    for entry in entries:
        entry["command"] = "gcc" + entry["command"][entry["command"].index(" "):]
    gcc_db = tmp / "gcc.json"
    gcc_db.write_text(json.dumps(entries))
    done = order(gcc_db, tmp / "out", env)
    assert done.returncode == 2
    assert "compiled by gcc, which writes no LLVM IR (give --cc clang-19)" in done.stderr
    assert order(gcc_db, tmp / "out", env, "--cc", "clang-19").returncode == 0


def test_edges_json_and_try_take_the_build(setup) -> None:
    env, _, compdb, tmp = setup
    out = tmp / "edges"
    done = csarules(["edges", "--json", "--compdb", str(compdb), "-d", str(out)], env)
    assert done.returncode == 0, done.stderr
    for name in SOURCES:
        doc = json.loads((out / f"{name}.json").read_text())
        alone = csarules(["edges", "--json", str(out / ".csarules" / "ir" / f"{name}.ll")],
                         env)
        assert doc == json.loads(alone.stdout)
    # `order` into the same directory: each keeps its own record, so neither redoes
    assert "3 ordered" in order(compdb, out, env).stderr
    again = csarules(["edges", "--json", "--compdb", str(compdb), "-d", str(out)], env)
    assert "3 files: 0 made, 3 up to date" in again.stderr, again.stderr
    assert "0 ordered, 3 up to date" in order(compdb, out, env).stderr
    tried = csarules(["try", "examples/guarded_sides.dl", "--compdb", str(compdb), "-d",
                      str(tmp / "ir")], env, cwd=Path(__file__).resolve().parents[2])
    # (guarded_sides.dl changes no edge of these three units)
    assert tried.returncode == 0, tried.stderr
    assert "verdict: no edge changed" in tried.stdout
    assert re.search(r"^\s*3\s", tried.stdout, re.M), tried.stdout  # three files tried
    assert sorted(p.name for p in (tmp / "ir").rglob("*.ll")) == ["main.c.ll", "sum.c.ll",
                                                                  "vec.c.ll"]


@pytest.mark.parametrize(("args", "message"), [
    (["order", "--compdb", "DB", "x.ll", "-d", "o"], "--compdb takes no INPUT"),
    (["order", "--compdb", "DB"], "--compdb needs -d OUTDIR"),
    (["order", "--compdb", "DB", "-d", "o", "-o", "x.ll"], "-o take one input"),
    (["order", "x.ll", "--cc", "clang-19"], "--cc go with --compdb"),
    (["edges", "--compdb", "DB", "-d", "o"], "give --json"),
    (["try", "examples/guarded_sides.dl", "x.ll", "--compdb", "DB"], "--compdb is the corpus"),
])
def test_usage(tmp_path: Path, args: list[str], message: str) -> None:
    done = csarules(args, environment(tmp_path), cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 2 and message in done.stderr, done.stderr
    assert len(done.stderr.splitlines()) == 1


@pytest.mark.parametrize(("text", "message"), [
    ("not json", "DB.json:1: error: not a compilation database: Expecting value"),
    ('{"a": 1}', "DB.json: error: not a compilation database: the top level is no JSON "
                 "array of entries"),
])
def test_a_file_that_is_no_database(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "DB.json").write_text(text)
    done = csarules(["order", "--compdb", "DB.json", "-d", "out"], environment(tmp_path),
                    cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.strip() == message
    assert not (tmp_path / "out").exists()


def test_a_terminal_gets_progress_bars_a_pipe_plain_lines(setup) -> None:
    import pty
    import subprocess
    import sys

    env, _, compdb, tmp = setup
    piped = order(compdb, tmp / "piped", env)
    assert "\x1b[" not in piped.stderr and "\r" not in piped.stderr
    leader, follower = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "csarules", "order", "--compdb",
                             str(compdb), "-d", str(tmp / "tty"), "-j", "2"],
                            stdout=subprocess.DEVNULL, stderr=follower,
                            env={**env, "COLUMNS": "100"})
    os.close(follower)
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the terminal closed: the command ended
            break
        if not chunk:
            break
        shown += chunk
    os.close(leader)
    assert proc.wait(timeout=600) == 0
    text = shown.decode(errors="replace")
    assert "compiling" in text and "ordering" in text and "3/3" in text
    assert "3 files: 3 ordered, 0 up to date, 0 failed;" in text
