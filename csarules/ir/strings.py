r"""The bytes of an LLVM string literal (`c"..."` constants, metadata strings `!"..."`).

As LLVM's lexer reads them: `\\` is one backslash (LLVM 19 prints a backslash so), `\XX`
the byte with hex code XX, and a backslash before anything else stands for itself. The
text between the quotes is as the reader holds it: the file's UTF-8, its other bytes
as lone surrogates (`errors="surrogateescape"`), so both give back the file's bytes.
"""

from __future__ import annotations

import re

_ESCAPE = re.compile(rb"\\(\\|[0-9A-Fa-f]{2})")


def string_bytes(body: str) -> bytes:
    """The bytes the literal whose text between the quotes is `body` stands for."""
    raw = body.encode("utf-8", errors="surrogateescape")
    return _ESCAPE.sub(lambda m: b"\\" if m.group(1) == b"\\" else bytes([int(m.group(1), 16)]),
                       raw)


def string_text(body: str) -> str:
    """The literal as text: its bytes read as UTF-8 (`\\C3\\A9` is "é"), each byte outside
    UTF-8 as the four characters `\\xNN` (so the text prints and is written anywhere)."""
    return string_bytes(body).decode("utf-8", errors="backslashreplace")
