"""LLVM bitcode in and out, so csarules drops into pipelines of `opt`-style tools.

Bitcode has no lines: an input in bitcode is read as the text LLVM prints for it
(`llvm-dis` would print the same), and line numbers in messages, `why` and `sim` refer to
that text (`csarules order FILE.bc -o FILE.ll` writes it, ordered).
"""

from __future__ import annotations

import llvmlite.binding as llvm

from csarules.errors import CsaError, InternalError

MAGIC = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")  # raw bitcode, and the wrapper some tools add


def is_bitcode(data: bytes) -> bool:
    return data.startswith(MAGIC)


def bitcode_to_text(data: bytes, path: str) -> str:
    """The module's text; a one-line error naming `path` when the bitcode is malformed."""
    try:
        return str(llvm.parse_bitcode(data))
    except RuntimeError as exc:
        detail = " ".join(str(exc).split()) or "cannot be read"
        raise CsaError(path, None, f"invalid LLVM bitcode: {detail}") from None


def text_to_bitcode(text: str) -> bytes:
    """Bitcode of a module text the tool produced (and verified): a failure is a bug."""
    from csarules.ir.text import llvm_text

    try:
        return llvm.parse_assembly(llvm_text(text)).as_bitcode()
    except RuntimeError as exc:
        raise InternalError(f"cannot write bitcode: {exc}") from None


def wants_bitcode(output: str | None, emit_bc: bool) -> bool:
    """`--emit-bc`, or an output file named *.bc."""
    return emit_bc or (output is not None and output != "-" and output.endswith(".bc"))
