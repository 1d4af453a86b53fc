"""Reading a compiler's command line: which files it compiles, what it writes, and the
command that writes the same translation unit's LLVM IR instead.

The IR command is the compile command with what makes an object or dependency files
taken out (-c, -S, -o FILE, -M*, -save-temps), debug information dropped unless asked
for, the other sources of a multi-source command left out, and `-S -emit-llvm -o OUT`
added. Everything else (-O level, -I, -D, -std, -f..., -m..., --target) stays, so the IR
is the one the build's compile makes."""

from __future__ import annotations

import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

C_SUFFIXES = frozenset({".c", ".i"})
CXX_SUFFIXES = frozenset({".cc", ".cp", ".cxx", ".cpp", ".c++", ".C", ".CC", ".CPP", ".ii"})
SOURCE_SUFFIXES = C_SUFFIXES | CXX_SUFFIXES
# Options whose value is the next argument when given alone (`-I dir`, `-o out.o`): the
# value is no input file.
_TAKES_VALUE = frozenset({
    "-o", "-I", "-D", "-U", "-include", "-imacros", "-isystem", "-iquote", "-idirafter",
    "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-isysroot", "--sysroot", "-x",
    "-MF", "-MT", "-MQ", "-arch", "-target", "-Xclang", "-Xlinker", "-Xpreprocessor",
    "-Xassembler", "-mllvm", "-L", "-T", "-u", "-e", "-z", "--param", "-aux-info",
    "-dumpbase", "-dumpdir", "-F", "-framework", "-gcc-toolchain", "-resource-dir",
    "-ivfsoverlay", "-B", "-l", "-main-file-name", "-working-directory", "--config", "-MJ",
})
# Dependency-file options: none changes the code; those with a value take it along.
_DEPENDENCY = frozenset({"-M", "-MM", "-MD", "-MMD", "-MP", "-MG", "-MV"})
_DEPENDENCY_WITH_VALUE = frozenset({"-MF", "-MT", "-MQ", "-MJ"})
# Debug-information options (-g, -g2, -ggdb, -gdwarf-4, -gsplit-dwarf, -gno-..., -gz...):
# they change the IR only by its metadata.
_DEBUG = re.compile(r"^-g(\d?|gdb\d?|dwarf.*|split-dwarf.*|line-.*|column-info|no-.*|z.*|"
                    r"embed-source|strict-dwarf|full|used|codeview.*|modules|btf|"
                    r"simple-template-names.*|pubnames|gnu-pubnames|record-command-line|"
                    r"inline-line-tables)$")
# Options that stop a compile before an object (or make none): such an invocation
# compiles nothing csarules orders.
_NO_OBJECT = frozenset({"-E", "-M", "-MM", "-fsyntax-only", "-S", "--precompile",
                        "-emit-llvm", "--version", "-###", "--help", "-dumpversion",
                        "-dumpmachine", "-print-search-dirs", "-print-file-name",
                        "-print-prog-name", "-print-libgcc-file-name"})
# Programs that run the compiler given after them.
_LAUNCHERS = frozenset({"ccache", "sccache", "distcc", "icecc", "buildcache"})


@dataclass(frozen=True)
class Invocation:
    """One compiler command line, read."""
    compiler: list[str]  # the compiler (after any launcher), as run
    args: list[str]  # its arguments
    sources: list[tuple[int, str]]  # (index in args, path) of each C/C++ input
    inputs: list[int]  # the index in args of every input file (objects, assembly too)
    compiles_objects: bool  # -c: each source becomes an object
    makes_no_object: bool  # -E, -S, -M, -fsyntax-only ...: preprocesses or stops early
    output: str | None  # the -o value, if any


def strip_launcher(command: list[str]) -> list[str]:
    """The compiler command under `ccache`/`distcc`/... and under `csarules cc [...] --`."""
    while command:
        name = os.path.basename(command[0])
        if name in _LAUNCHERS and len(command) > 1:
            command = command[1:]
        elif name == "csarules" and len(command) > 2 and command[1] == "cc" \
                and "--" in command:
            command = command[command.index("--") + 1:]
        else:
            return command
    return command


def read_invocation(command: list[str]) -> Invocation:
    command = strip_launcher(list(command))
    compiler, args = command[:1], command[1:]
    sources: list[tuple[int, str]] = []
    inputs: list[int] = []
    language: str | None = None  # the -x in force ("none": by suffix)
    output: str | None = None
    compiles = no_object = False
    k = 0
    while k < len(args):
        arg = args[k]
        if arg in _TAKES_VALUE and k + 1 < len(args):
            value = args[k + 1]
            if arg == "-x":
                language = None if value == "none" else value
            elif arg == "-o":
                output = value
            k += 2
            continue
        if arg == "-c":
            compiles = True
        elif arg in _NO_OBJECT or arg.startswith("-print-"):
            no_object = True
        elif arg.startswith("-x") and len(arg) > 2:
            language = None if arg[2:] == "none" else arg[2:]
        elif arg.startswith("-o") and len(arg) > 2:
            output = arg[2:]
        elif arg == "-" or not arg.startswith("-"):
            inputs.append(k)
            if _is_source(arg, language):
                sources.append((k, arg))
        k += 1
    return Invocation(compiler, args, sources, inputs, compiles, no_object, output)


def _is_source(arg: str, language: str | None) -> bool:
    if language is not None:
        return language in ("c", "c++", "cpp-output", "c++-cpp-output")
    return arg != "-" and Path(arg).suffix in SOURCE_SUFFIXES


def ir_command(invocation: Invocation, source_index: int, out: str,
               compiler: str | None = None, debug_info: bool = False) -> list[str]:
    """The command writing the IR of the source at `source_index` (into args) to `out`."""
    other_inputs = {k for k in invocation.inputs if k != source_index}
    args = invocation.args
    kept: list[str] = []
    k = 0
    while k < len(args):
        arg = args[k]
        if k in other_inputs:
            k += 1
            continue
        if arg in ("-o", *_DEPENDENCY_WITH_VALUE) and k + 1 < len(args):
            k += 2  # the object, a dependency file, its targets
            continue
        if arg in _TAKES_VALUE and k + 1 < len(args):
            kept += args[k:k + 2]
            k += 2
            continue
        if _dropped(arg, debug_info):
            k += 1
            continue
        kept.append(arg)
        k += 1
    return [compiler or invocation.compiler[0], *invocation.compiler[1:], *kept,
            "-S", "-emit-llvm", "-o", out]


def _dropped(arg: str, debug_info: bool) -> bool:
    if arg in ("-c", "-S", "-E", "-emit-llvm", "-pipe") or arg in _DEPENDENCY:
        return True
    if arg.startswith(("-o", "-save-temps", "-Wp,-M", "-Wp,-MD", "-Wp,-MMD")):
        return True
    if any(arg.startswith(opt) and len(arg) > len(opt) for opt in _DEPENDENCY_WITH_VALUE):
        return True  # -MFfile
    return not debug_info and _DEBUG.match(arg) is not None


def is_clang(program: str) -> bool:
    """Whether `program` is clang (by name, or the file a `cc` link points to)."""
    if "clang" in os.path.basename(program):
        return True
    found = shutil.which(program)
    return found is not None and "clang" in os.path.basename(os.path.realpath(found))
