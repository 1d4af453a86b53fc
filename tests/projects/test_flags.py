"""csarules/build/flags.py: which files a compiler command compiles, what it writes, and
the command writing the same translation unit's IR."""

from __future__ import annotations

import pytest

from csarules.build.flags import ir_command, read_invocation, strip_launcher

CMAKE = ["toolchain/bin/clang-19", "-DSCALE=3", "-Iproject/include", "-O2", "-g", "-DNDEBUG",
         "-std=gnu11", "-MD", "-MT", "CMakeFiles/app.dir/main.c.o", "-MF",
         "CMakeFiles/app.dir/main.c.o.d", "-o", "CMakeFiles/app.dir/main.c.o", "-c",
         "project/main.c"]


def test_a_cmake_compile_becomes_its_ir_compile() -> None:
    inv = read_invocation(CMAKE)
    assert inv.sources == [(14, "project/main.c")]
    assert inv.compiles_objects and not inv.makes_no_object
    assert inv.output == "CMakeFiles/app.dir/main.c.o"
    assert ir_command(inv, 14, "out/x.ll") == [
        "toolchain/bin/clang-19", "-DSCALE=3", "-Iproject/include", "-O2", "-DNDEBUG", "-std=gnu11",
        "project/main.c", "-S", "-emit-llvm", "-o", "out/x.ll"]


def test_debug_information_is_kept_when_asked() -> None:
    inv = read_invocation(CMAKE)
    assert "-g" in ir_command(inv, 14, "x.ll", debug_info=True)
    assert "-g" not in ir_command(inv, 14, "x.ll")


@pytest.mark.parametrize("flag", ["-g", "-g3", "-ggdb", "-gdwarf-4", "-gsplit-dwarf",
                                  "-gline-tables-only", "-gno-column-info", "-gz"])
def test_every_debug_flag_goes(flag: str) -> None:
    inv = read_invocation(["clang", flag, "-c", "a.c"])
    assert flag not in ir_command(inv, inv.sources[0][0], "a.ll")


@pytest.mark.parametrize("args", [
    ["-Wp,-MD,.a.o.d", "-c", "a.c"], ["-MMD", "-MFa.d", "-c", "a.c"],
    ["-save-temps=obj", "-c", "a.c"], ["-pipe", "-c", "a.c", "-oa.o"],
])
def test_what_writes_files_goes(args: list[str]) -> None:
    inv = read_invocation(["clang", *args])
    assert ir_command(inv, inv.sources[0][0], "a.ll") == [
        "clang", "a.c", "-S", "-emit-llvm", "-o", "a.ll"]


def test_values_of_options_are_no_sources() -> None:
    inv = read_invocation(["clang", "-include", "pre.h", "-x", "c", "-o", "x.o", "-c",
                           "weird.txt", "-I", "inc"])
    assert inv.sources == [(7, "weird.txt")]  # -x c makes any file C
    assert ir_command(inv, 7, "o.ll", compiler="clang-19") == [
        "clang-19", "-include", "pre.h", "-x", "c", "weird.txt", "-I", "inc", "-S",
        "-emit-llvm", "-o", "o.ll"]


def test_several_sources_each_alone() -> None:
    inv = read_invocation(["clang", "-O1", "-c", "a.c", "b.cpp", "notes.s"])
    assert [s for _, s in inv.sources] == ["a.c", "b.cpp"]
    assert ir_command(inv, 3, "b.ll") == ["clang", "-O1", "b.cpp", "-S", "-emit-llvm",
                                          "-o", "b.ll"]


@pytest.mark.parametrize(("args", "objects", "no_object"), [
    (["-E", "a.c"], False, True), (["-M", "a.c"], False, True),
    (["-MM", "-MG", "a.c"], False, True), (["-S", "a.c"], False, True),
    (["-fsyntax-only", "a.c"], False, True), (["a.o", "b.o", "-o", "prog"], False, False),
    (["-MD", "-c", "a.c"], True, False), (["-v", "-c", "a.c"], True, False),
])
def test_what_a_command_makes(args: list[str], objects: bool, no_object: bool) -> None:
    inv = read_invocation(["clang", *args])
    assert (inv.compiles_objects, inv.makes_no_object) == (objects, no_object)


def test_stdin_is_a_source_only_as_c() -> None:
    assert read_invocation(["clang", "-x", "c", "-c", "-"]).sources == [(3, "-")]
    assert read_invocation(["clang", "-E", "-"]).sources == []


def test_launchers_are_looked_through() -> None:
    assert strip_launcher(["ccache", "clang-19", "-c", "a.c"]) == ["clang-19", "-c", "a.c"]
    assert strip_launcher(["venv/bin/csarules", "cc", "--strict", "--", "clang-19", "-c",
                           "a.c"]) == ["clang-19", "-c", "a.c"]
    assert read_invocation(["ccache", "clang", "-c", "a.c"]).compiler == ["clang"]
