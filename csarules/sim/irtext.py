"""Details read from an instruction's canonical text (flags, orderings, metadata)."""

from __future__ import annotations

import re

ORDERINGS = ("unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")
STRONG = {"acquire", "release", "acq_rel", "seq_cst"}
_MD_TAIL = re.compile(r",\s*![A-Za-z_][-\w.]*\s+!.*$", re.S)
ALIGN = re.compile(r"\balign (\d+)")
_FLAGS = re.compile(r"(?:inbounds|nuw|nusw|nsw|exact|disjoint|nneg|samesign|volatile|atomic|weak|"
                    r"inrange\([^)]*\)|nnan|ninf|nsz|arcp|contract|afn|reassoc|fast|tail|musttail|"
                    r"notail)\s+")


def strip_md(text: str) -> str:
    return _MD_TAIL.sub("", text)


def after(text: str, word: str) -> int:
    """Position after `word ` and any flags in `text`."""
    pos = text.index(word + " ") + len(word) + 1
    while True:
        m = _FLAGS.match(text, pos)
        if not m:
            return pos
        pos = m.end()


def ordering(text: str) -> str | None:
    bare = re.sub(r'%[-\w.$]+|"[^"]*"', "", text)
    for word in re.findall(r"\b[a-z_]+\b", bare):
        if word in ORDERINGS:
            return word
    return None
