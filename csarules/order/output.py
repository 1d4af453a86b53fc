"""Where `order` writes the ordered module: stdout or a file, as text or as bitcode."""

from __future__ import annotations

import sys
from pathlib import Path

from csarules.errors import CsaError
from csarules.fileio import write_atomic, write_stdout
from csarules.ir.bitcode import text_to_bitcode, wants_bitcode


def write_module(text: str, output: Path | None, emit_bc: bool, source: Path) -> None:
    """`text` (already verified) to `output` (None or '-': stdout), as bitcode when asked."""
    to_stdout = output is None or str(output) == "-"
    if not wants_bitcode(None if to_stdout else str(output), emit_bc):
        if to_stdout:
            write_stdout(text)
        else:
            write_atomic(output, text, inputs=[source])  # type: ignore[arg-type]
        return
    if to_stdout and sys.stdout.isatty():
        # as opt does: bitcode would garble the terminal
        raise CsaError("csarules order", None, "refusing to write bitcode to a terminal "
                       "(give -o FILE or redirect stdout)")
    raw = text_to_bitcode(text)
    if to_stdout:
        sys.stdout.flush()
        sys.stdout.buffer.write(raw)
        sys.stdout.buffer.flush()
    else:
        write_atomic(output, raw, inputs=[source])  # type: ignore[arg-type]
