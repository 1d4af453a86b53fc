"""LLVM IR text: split at top-level separators (outside brackets and strings), and made
ready for LLVM's parser."""

from __future__ import annotations

import re

_RAW_BYTE = re.compile("[\udc80-\udcff]")


def split_top(text: str, sep: str = ",") -> list[str]:
    """Split at top-level separators, ignoring brackets and quoted strings."""
    out: list[str] = []
    depth = 0
    in_str = False
    cur = ""
    for ch in text:
        if ch == '"':
            in_str = not in_str
        elif not in_str:
            if ch in "([{<":
                depth += 1
            elif ch in ")]}>":
                depth -= 1
            elif ch == sep and depth == 0:
                out.append(cur.strip())
                cur = ""
                continue
        cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def llvm_text(text: str) -> str:
    """`text` as LLVM's parser takes it: each byte that is not UTF-8 (kept as a lone
    surrogate by the reader) becomes the escape `\\XX`, which means that byte inside a
    string or name and is as good as any inside a comment."""
    return _RAW_BYTE.sub(lambda m: "\\%02X" % (ord(m.group()) - 0xDC00), text)
