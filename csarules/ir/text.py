"""Splitting LLVM IR text at top-level separators (outside brackets and strings)."""

from __future__ import annotations


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
