"""Bounded values: an integer the IR confines to a small range whatever its operands
hold, such as a masked index (`and i32 %x, 63`), a remainder by a constant, a shifted-out
value, a narrow integer widened, or a clamp (`llvm.smax(llvm.smin(%x, 63), 0)`).

An address term `c * %v` with %v loaded per iteration (`src[idx[i] & 63]`) is no affine
term, but it stays within `c * [lo, hi]`: a run-time check can bound the bytes such an
access touches from the two ends of the range (the address is linear in %v), and needs
no memory to do it. Nothing here decides where that is done: rules/versioning.dl does.

A polynomial leaf '%v' stands for %v's signed value, 'zext(%v)' for its unsigned one
(csarules/analysis/affine.py); each range below holds for the reading its leaf names.
"""

from __future__ import annotations

import re

from csarules.ir.model import Instruction, Operand

MAX_SPAN = 1 << 16  # wider ranges make checks that fail on every real placement
_MIN_MAX = re.compile(r"@?llvm\.([su])(min|max)\.i\d+")
_NARROW = 8  # integers of at most this width are bounded by their type alone (a byte)


def leaf_range(name: str, inst: Instruction | None) -> tuple[int, int] | None:
    """(lowest, highest) value of the leaf `name` (`inst` defines it), or None when
    nothing confines it to at most MAX_SPAN values."""
    if inst is None or name.startswith("iv@"):
        return None
    unsigned = name.startswith("zext(")
    if not unsigned and name != inst.name:
        return None
    found = _range(inst, unsigned, 0)
    if found is None or found[1] - found[0] > MAX_SPAN:
        return None
    return found


def _width(type_text: str) -> int | None:
    if type_text.startswith("i") and type_text[1:].isdigit():
        return int(type_text[1:])
    return None


def _type_range(width: int, unsigned: bool) -> tuple[int, int]:
    if unsigned:
        return 0, (1 << width) - 1
    return -(1 << (width - 1)), (1 << (width - 1)) - 1


def _const(op: Operand, width: int) -> int | None:
    """The constant's value, read as unsigned in `width` bits."""
    if op.kind != "constant" or op.int_value is None:
        return None
    return op.int_value % (1 << width)


def _range(inst: Instruction, unsigned: bool, depth: int) -> tuple[int, int] | None:
    width = _width(inst.type)
    if width is None or depth > 4:
        return None
    ops = inst.operands
    fits = (1 << (width - 1)) - 1  # the highest value both readings share
    found: tuple[int, int] | None = None
    if inst.opcode == "and":
        # every bit outside the mask is 0: 0 <= v <= mask, in both readings when the
        # mask's top bit is clear
        masks = [c for c in (_const(o, width) for o in ops) if c is not None]
        if masks and min(masks) <= fits:
            found = (0, min(masks))
    elif inst.opcode == "urem":
        divisor = _const(ops[1], width)
        if divisor and divisor - 1 <= fits:
            found = (0, divisor - 1)
    elif inst.opcode == "lshr":
        shift = _const(ops[1], width)
        if shift is not None and 1 <= shift < width:
            found = (0, (1 << (width - shift)) - 1)
    elif inst.opcode == "zext":
        narrow = _width(ops[0].type)
        if narrow is not None and narrow < width:
            found = (0, (1 << narrow) - 1)
    elif inst.opcode == "sext":
        narrow = _width(ops[0].type)
        if narrow is not None and narrow < width and not unsigned:
            found = _type_range(narrow, False)
    elif inst.opcode == "select" and len(ops) == 3:
        arms = [_operand_range(o, width, unsigned, depth) for o in ops[1:]]
        if all(arm is not None for arm in arms):
            found = (min(a[0] for a in arms), max(a[1] for a in arms))  # type: ignore[index]
    elif inst.opcode == "call" and len(ops) >= 3:
        found = _min_max(inst.callee or "", ops[0], ops[1], width, unsigned, depth)
    if found is None and width <= _NARROW:
        found = _type_range(width, unsigned)
    return found


def _min_max(callee: str, a: Operand, b: Operand, width: int, unsigned: bool,
             depth: int) -> tuple[int, int] | None:
    """llvm.smin/smax/umin/umax: computed in their own reading (signed for s, unsigned for
    u), each operand within its range or its type's; a u-result reads the same signed
    when its top bit stays clear."""
    kind = _MIN_MAX.fullmatch(callee)
    if kind is None:
        return None
    own = kind.group(1) == "u"
    if unsigned and not own:
        return None  # (smin/smax read unsigned: a negative result wraps)
    ranges = [_operand_range(o, width, own, depth) or _type_range(width, own) for o in (a, b)]
    pick = min if kind.group(2) == "min" else max
    found = (pick(r[0] for r in ranges), pick(r[1] for r in ranges))
    if own and not unsigned and found[1] > (1 << (width - 1)) - 1:
        return None
    return found


def _operand_range(op: Operand, width: int, unsigned: bool,
                   depth: int) -> tuple[int, int] | None:
    if op.kind == "constant" and op.int_value is not None:
        value = op.int_value % (1 << width)
        if not unsigned and value >= 1 << (width - 1):
            value -= 1 << width
        return value, value
    if op.kind == "instruction":
        return _range(op.target, unsigned, depth + 1)  # type: ignore[arg-type]
    return None
