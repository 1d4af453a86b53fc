r"""LLVM string literals: `\\` is one backslash, `\XX` a byte, as LLVM's lexer reads them,
wherever the tool reads a string (simulator constants, metadata, loop builtin arguments)."""

from __future__ import annotations

import llvmlite.binding as llvm
import pytest

from csarules.analysis.metadata import MetadataResolver
from csarules.ir.reader import parse_module
from csarules.ir.strings import string_bytes, string_text


@pytest.mark.parametrize(("body", "data"), [
    (r"abc", b"abc"),
    (r"\41\00", b"A\0"),
    (r"\\41", b"\\41"),  # a backslash, then "41": not the byte 0x41
    (r"\\\41", b"\\A"),
    (r"\5C\\", b"\\\\"),
    (r"a\zb", b"a\\zb"),  # a backslash before anything else is itself
    ("\u00e9", b"\xc3\xa9"),  # the file's UTF-8
    ("\udce9", b"\xe9"),  # a byte that is not UTF-8, as the reader holds it
])
def test_string_bytes(body: str, data: bytes) -> None:
    assert string_bytes(body) == data


def _as_llvm_prints(data: bytes) -> str:
    return "".join("\\\\" if b == 0x5C else chr(b) if 0x20 <= b < 0x7F and b != 0x22
                   else f"\\{b:02X}" for b in data)


@pytest.mark.parametrize("body", [r"\\41\\\\\5C\41x\\", r"\\\\\\\41\00", r"\x\\y\7F"])
def test_string_bytes_is_what_llvm_reads(body: str) -> None:
    # LLVM's lexer is the reference: it prints the global it built from `body`
    data = string_bytes(body)
    module = llvm.parse_assembly(f'@s = constant [{len(data)} x i8] c"{body}"')
    printed = str(module.get_global_variable("s")).strip()
    assert printed.endswith(f'c"{_as_llvm_prints(data)}"'), printed


def test_string_text_reads_utf8() -> None:
    assert string_text(r"\C3\A9\\") == "\u00e9\\"
    assert string_text(r"\E9") == "\\xe9"  # not UTF-8: printable all the same


def test_metadata_string_with_a_backslash() -> None:
    text = """define void @f() {
  ret void, !csa.note !0
}

!0 = !{!"a\\\\41", !"\\5Cb"}
"""
    module = parse_module(text, "t.ll")
    # before: "a\\A" (the backslash of "\\" taken as the start of "\41")
    assert MetadataResolver(module).resolve("!0") == ("a\\41", "\\b")
