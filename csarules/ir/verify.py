"""Check IR text with LLVM's own parser and verifier (via llvmlite)."""

from __future__ import annotations

import llvmlite.binding as llvm

from csarules.errors import InternalError
from csarules.ir.text import llvm_text


def verify_ir(text: str) -> None:
    """Raise InternalError carrying LLVM's message when `text` does not parse or verify.

    Parsing needs no LLVM initialisation, and llvmlite refuses `llvm.initialize()`.
    """
    try:
        llvm.parse_assembly(llvm_text(text)).verify()
    except RuntimeError as exc:
        message = str(exc).strip() or "invalid IR"
        raise InternalError(f"LLVM rejects the produced IR: {message}") from None
