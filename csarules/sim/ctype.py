"""glibc's <ctype.h> tables: what `tolower`, `toupper` and `isdigit`/`isspace`/... compile to.

glibc's macros and inline functions index a table through a per-thread pointer that a
call returns: `(*__ctype_tolower_loc())[c]`, `(*__ctype_b_loc())[c] & _ISdigit`. Each
table has 384 entries, for c from -128 to 255, and the pointer points at entry 0 (c = 0).
The simulator builds the tables of the "C" locale once, as constant memory, and a call
returns the address of the pointer (no memory access: glibc declares them `const`).
Without optimisation `tolower`/`toupper` stay calls: computed from the same tables.
"""

from __future__ import annotations

from csarules.sim.memory import Memory
from csarules.sim.ops import SOp
from csarules.sim.values import to_signed

CTYPE_LOCATIONS = ("__ctype_b_loc", "__ctype_tolower_loc", "__ctype_toupper_loc")
# the functions (what an unoptimised build calls instead of reading the tables)
CASE_FUNCTIONS = {"tolower": "__ctype_tolower_loc", "toupper": "__ctype_toupper_loc"}

# glibc's character classes, as stored on a little-endian machine (ctype.h's _ISbit)
_UPPER, _LOWER, _ALPHA, _DIGIT, _XDIGIT, _SPACE, _PRINT, _GRAPH = (
    1 << (8 + bit) for bit in range(8))
_BLANK, _CNTRL, _PUNCT, _ALNUM = 1, 2, 4, 8


def classes(c: int) -> int:
    """The class bits of character c (0..255) in the "C" locale (none above 127)."""
    if c > 127:
        return 0
    ch = chr(c)
    bits = 0
    if ch.isupper():
        bits |= _UPPER | _ALPHA | _ALNUM
    if ch.islower():
        bits |= _LOWER | _ALPHA | _ALNUM
    if ch.isdigit():
        bits |= _DIGIT | _ALNUM
    if ch in "0123456789abcdefABCDEF":
        bits |= _XDIGIT
    if ch in " \t\n\v\f\r":
        bits |= _SPACE
    if 32 <= c < 127:
        bits |= _PRINT
    if 32 < c < 127:
        bits |= _GRAPH
    if ch in " \t":
        bits |= _BLANK
    if c < 32 or c == 127:
        bits |= _CNTRL
    if 32 < c < 127 and not ch.isalnum():
        bits |= _PUNCT
    return bits


def _entries(name: str) -> tuple[list[int], int]:
    """Table `name`'s 384 entries (c from -128 to 255) and its entry size in bytes."""
    codes = [c & 0xFF for c in range(-128, 256)]  # -128..-1 are the bytes 128..255
    if name == "__ctype_b_loc":
        return [classes(c) for c in codes], 2
    convert = str.lower if name == "__ctype_tolower_loc" else str.upper
    entries = [c if c > 127 else ord(convert(chr(c))) for c in codes]
    # (-1, EOF, maps to itself: entry -1 is byte 255, which is above 127 and kept)
    entries[127] = -1
    return entries, 4


def location(mem: Memory, name: str) -> int:
    """The address of the pointer to table `name`'s entry 0 (built on first use)."""
    region = f"ctype {name}"
    found = mem.start_of(region)
    if found is not None:
        return found
    entries, size = _entries(name)
    # (unsigned short class bits; int case conversions, -1 among them)
    data = b"".join(e.to_bytes(size, "little", signed=size == 4) for e in entries)
    table = mem.allocate(len(data), 16, f"ctype table {name}", init=data, constant=True)
    return mem.allocate(8, 8, region, init=(table + 128 * size).to_bytes(8, "little"),
                        constant=True)


def build_ctype_location(op: SOp, name: str, mem: Memory) -> SOp:
    """A call of `__ctype_*_loc()`: the address of its table pointer (no memory access)."""
    addr = location(mem, name)
    op.lat = 1
    op.ev = lambda v: addr
    return op


def build_case_function(op: SOp, name: str, arg) -> SOp:
    """A call of `tolower(c)`/`toupper(c)`: glibc's table entry for c in -128..255, else
    c itself (no memory access)."""
    entries, _ = _entries(CASE_FUNCTIONS[name])

    def ev(v: object) -> int:
        c = to_signed(arg(v), 32)
        return (entries[c + 128] if -128 <= c < 256 else c) & 0xFFFFFFFF
    op.lat = 1
    op.ev = ev
    return op
