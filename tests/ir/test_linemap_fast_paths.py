"""linemap.strip_comment and _bracket_balance take a shortcut when a line has no `;` or
no string (most lines); against the character-by-character scan they had, on lines made
of the characters that matter."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.ir.linemap import _bracket_balance, strip_comment

LINES = st.text(alphabet='";[]a ', max_size=20)
SETTINGS = settings(max_examples=300, deadline=None, derandomize=True, database=None)


def _strip_by_scan(line: str) -> str:
    in_str = False
    for pos, ch in enumerate(line):
        if ch == '"':
            in_str = not in_str
        elif ch == ";" and not in_str:
            return line[:pos]
    return line


def _balance_by_scan(text: str) -> int:
    depth = 0
    in_str = False
    for ch in text:
        if ch == '"':
            in_str = not in_str
        elif not in_str:
            depth += {"[": 1, "]": -1}.get(ch, 0)
    return depth


@SETTINGS
@given(LINES)
def test_strip_comment(line: str) -> None:
    assert strip_comment(line) == _strip_by_scan(line)


@SETTINGS
@given(LINES)
def test_bracket_balance(line: str) -> None:
    assert _bracket_balance(line) == _balance_by_scan(line)


def test_examples() -> None:
    assert strip_comment("  store i32 1, ptr %p ; a [comment]") == "  store i32 1, ptr %p "
    assert strip_comment('@s = constant [2 x i8] c";;" ; x') == '@s = constant [2 x i8] c";;" '
    assert _bracket_balance("switch i32 %x, label %d [") == 1
    assert _bracket_balance('  i32 0, label %"a]" ]') == -1
