"""`csarules cc -- clang-19`: the build's compile runs unchanged (the same objects, exit
status and output) and the ordered IR of each source is written beside its object."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from buildkit import configure, copy_project, csarules, environment, make, run
from tools import need

from csarules.ir.verify import verify_ir

OBJECTS = {"main.c": "app.dir/src/main.c.o", "util/sum.c": "vec.dir/src/util/sum.c.o",
           "util/vec.c": "vec.dir/src/util/vec.c.o"}


def test_make_j2_with_the_wrapper_builds_what_a_plain_build_builds(tmp_path: Path) -> None:
    env = environment(tmp_path)
    source = copy_project(tmp_path)
    plain, wrapped = tmp_path / "plain", tmp_path / "wrapped"
    compdb = configure(source, plain, env, build_type="Release")
    make(plain, env)
    configure(source, wrapped, env, cc="csarules cc -- clang-19", build_type="Release")
    built = make(wrapped, env)
    assert "warning" not in built.stderr, built.stderr
    ordered_by_compdb = tmp_path / "compdb"
    done = csarules(["order", "--compdb", str(compdb), "-d", str(ordered_by_compdb)], env)
    assert done.returncode == 0, done.stderr
    for name, obj in OBJECTS.items():
        assert (wrapped / "CMakeFiles" / obj).read_bytes() == \
            (plain / "CMakeFiles" / obj).read_bytes(), obj
        beside = wrapped / "CMakeFiles" / f"{obj}.csa.ll"
        text = beside.read_text()
        verify_ir(text)
        # the same IR compile as --compdb's, so the same ordered bytes
        assert text == (ordered_by_compdb / f"{name}.ll").read_text()
    assert (wrapped / "app").read_bytes() == (plain / "app").read_bytes()
    assert run([str(wrapped / "app")], env).stdout == run([str(plain / "app")], env).stdout


@pytest.fixture
def work(tmp_path: Path):
    need("clang-19", "the wrapper wraps it")
    env = environment(tmp_path)
    (tmp_path / "a.c").write_text("void put(int *p, int *q) { *p = 1; *q = *p + 1; }\n")
    (tmp_path / "b.c").write_text("int get(int *p) { return p[1] + p[2]; }\n")
    (tmp_path / "bad.c").write_text("int bad(void) { return }\n")
    (tmp_path / "main.c").write_text("int main(void) { return 0; }\n")
    return tmp_path, env


def cc(tmp: Path, env, *args: str, input: str | None = None):
    return csarules(["cc", "--", "clang-19", *args], env, cwd=tmp, input=input)


def plain(tmp: Path, env, *args: str, input: str | None = None):
    return run(["clang-19", *args], env, cwd=tmp, input=input)


def test_one_compile(work) -> None:
    tmp, env = work
    done = cc(tmp, env, "-O2", "-c", "a.c", "-o", "a.o")
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    verify_ir((tmp / "a.o.csa.ll").read_text())
    assert "llvm.csa.inord" in (tmp / "a.o.csa.ll").read_text()
    wrapped = (tmp / "a.o").read_bytes()
    assert plain(tmp, env, "-O2", "-c", "a.c", "-o", "a.o").returncode == 0
    assert (tmp / "a.o").read_bytes() == wrapped


def test_several_sources_and_default_object_names(work) -> None:
    tmp, env = work
    assert cc(tmp, env, "-c", "a.c", "b.c").returncode == 0
    assert (tmp / "a.o.csa.ll").is_file() and (tmp / "b.o.csa.ll").is_file()


def test_a_failing_compile_keeps_its_status_and_output(work) -> None:
    tmp, env = work
    wrapped = cc(tmp, env, "-c", "bad.c")
    direct = plain(tmp, env, "-c", "bad.c")
    assert wrapped.returncode == direct.returncode == 1
    assert wrapped.stderr == direct.stderr and "error" in wrapped.stderr
    assert not list(tmp.glob("*.csa.ll"))


@pytest.mark.parametrize("args", [["-E", "a.c"], ["-M", "a.c"], ["-S", "a.c", "-o", "a.s"],
                                  ["-fsyntax-only", "a.c"], ["--version"]])
def test_what_makes_no_object_is_passed_through(work, args: list[str]) -> None:
    tmp, env = work
    wrapped = cc(tmp, env, *args)
    direct = plain(tmp, env, *args)
    assert (wrapped.returncode, wrapped.stdout) == (direct.returncode, direct.stdout)
    assert not list(tmp.glob("*.csa.ll"))


def test_link_only_and_compile_and_link(work) -> None:
    tmp, env = work
    assert cc(tmp, env, "-c", "main.c").returncode == 0
    (tmp / "main.o.csa.ll").unlink()
    assert cc(tmp, env, "main.o", "-o", "prog").returncode == 0  # links: nothing to order
    assert not list(tmp.glob("*.csa.ll"))
    # a configure-style test compile: compiled and linked in one command
    assert cc(tmp, env, "main.c", "-o", "conftest").returncode == 0
    assert (tmp / "conftest.main.c.csa.ll").is_file()
    assert cc(tmp, env, "-c", "main.c", "-o", "/dev/null").returncode == 0  # nothing beside


def test_stdin_is_compiled_twice_from_one_read(work) -> None:
    tmp, env = work
    code = (tmp / "a.c").read_text()
    done = cc(tmp, env, "-x", "c", "-c", "-", "-o", "s.o", input=code)
    assert done.returncode == 0, done.stderr
    verify_ir((tmp / "s.o.csa.ll").read_text())
    wrapped = (tmp / "s.o").read_bytes()
    assert plain(tmp, env, "-x", "c", "-c", "-", "-o", "s.o", input=code).returncode == 0
    assert (tmp / "s.o").read_bytes() == wrapped


def test_an_ordering_failure_warns_unless_strict(work) -> None:
    tmp, env = work
    (tmp / "bad.dl").write_text("this is no datalog\n")
    lenient = csarules(["cc", "--rules", "bad.dl", "--", "clang-19", "-c", "a.c"], env,
                       cwd=tmp)
    assert lenient.returncode == 0
    assert lenient.stderr.startswith("csarules cc: warning: ") and "bad.dl:1" in lenient.stderr
    assert (tmp / "a.o").is_file() and not (tmp / "a.o.csa.ll").exists()
    strict = csarules(["cc", "--strict", "--rules", "bad.dl", "--", "clang-19", "-c", "a.c"],
                      env, cwd=tmp)
    assert strict.returncode == 2
    assert not (tmp / "a.o").exists()  # make must not take it as built


def test_out_dir(work) -> None:
    tmp, env = work
    (tmp / "sub").mkdir()
    done = csarules(["cc", "--out-dir", "ordered", "--", "clang-19", "-c", "a.c", "-o",
                     "sub/a.o"], env, cwd=tmp)
    assert done.returncode == 0, done.stderr
    assert (tmp / "ordered" / "sub" / "a.o.csa.ll").is_file()
    assert not (tmp / "sub" / "a.o.csa.ll").exists()


def test_a_missing_compiler(work) -> None:
    tmp, env = work
    done = csarules(["cc", "--", "no-such-cc", "-c", "a.c"], env, cwd=tmp)
    assert done.returncode == 127
    assert done.stderr.strip() == "csarules cc: error: cannot run no-such-cc: no such program"


def test_compile_and_link_of_a_program_runs(work) -> None:
    """The wrapped build's program is a program: a CMake-free check of the whole path."""
    tmp, env = work
    assert cc(tmp, env, "-O1", "main.c", "-o", "prog").returncode == 0
    assert subprocess.run([str(tmp / "prog")], timeout=60).returncode == 0
