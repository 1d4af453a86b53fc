"""A tag set as written on the command line: `prefix:suffix` tags separated by commas."""

from __future__ import annotations

from csarules.errors import CsaError

Tag = tuple[str, str]


def parse_tagset(text: str) -> frozenset[Tag]:
    """`foo:x,bar:y` -> {("foo", "x"), ("bar", "y")}; the empty string is the empty set.

    The error names the argument as its file: `ARG: error: ...`."""
    if text.strip() == "":
        return frozenset()
    where = "".join(repr(c)[1:-1] if _control(c) else c for c in text)  # one line, always
    tags = set()
    for item in text.split(","):
        tag = item.strip()
        if not tag:
            raise CsaError(where, None, "empty tag (two commas in a row, or a comma at an end)")
        if any(_control(c) for c in tag):
            # Soufflé facts are tab-separated lines: such a symbol cannot be written
            raise CsaError(where, None, f"tag {tag!r} holds a control character")
        prefix, colon, suffix = tag.partition(":")
        if not colon:
            raise CsaError(where, None, f"tag '{tag}' has no ':' (a tag is prefix:suffix)")
        if not prefix:
            raise CsaError(where, None, f"tag '{tag}' has an empty prefix")
        if not suffix:
            raise CsaError(where, None, f"tag '{tag}' has an empty suffix")
        tags.add((prefix, suffix))
    return frozenset(tags)


def _control(char: str) -> bool:
    return ord(char) < 32 or ord(char) == 127


def format_tag(prefix: str, suffix: str) -> str:
    return f"{prefix}:{suffix}"


def format_tagset(tags) -> str:
    return ",".join(sorted(format_tag(p, s) for p, s in tags))
