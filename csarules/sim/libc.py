"""C library functions the simulator runs itself: printf and friends, string and memory calls.

They run as memory operations (`K_MEM`): a random schedule replays them on its own memory,
so what they read and the output they produce follow that schedule. Output is captured in
`Memory.output`, never printed; `sim` compares the replay's output with the sequential
run's. A call whose format or arguments it cannot interpret is an error naming the line,
never a guess.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable

from csarules.ir.model import Instruction
from csarules.sim.memory import Memory, MemoryFault
from csarules.sim.ops import K_MEM, Access, SOp, Src, getter
from csarules.sim.scalar import UndefinedBehaviour
from csarules.sim.values import to_signed

LIBC = frozenset({"printf", "puts", "putchar", "strcmp", "strncmp", "strlen", "memcmp", "bcmp",
                  "memcpy", "memmove", "memset", "strcpy",
                  "putc", "fputc", "fputs", "fwrite", "fprintf",
                  "sprintf", "snprintf", "strtod", "sscanf", "__isoc99_sscanf", "strcat"})
# The C library's external stream globals: each points to a FILE object of its own, so that
# a call can tell which stream a `FILE *` names. Only stdout is captured (it is what the
# native program's output is compared with); writing elsewhere is an error, not a guess.
STREAMS = ("@stdout", "@stderr")
_FILE_REGION = "FILE {}"
_FORMAT = re.compile(
    rb"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|j|z|t|L)?([diouxXcspeEfFgGaA%])")
_LENGTH_BITS = {b"hh": 8, b"h": 16, b"l": 64, b"ll": 64, b"j": 64, b"z": 64, b"t": 64}

Effect = tuple[object, tuple[Access, ...]]


class LibcError(UndefinedBehaviour):
    """A call the built-in C library cannot run faithfully. An UndefinedBehaviour, so the
    interpreter reports it with the call's line and a replay notes it as a divergence."""


def _cstring(mem: Memory, addr: int) -> tuple[bytes, Access]:
    """The NUL-terminated string at `addr` (without the NUL) and the access reading it."""
    region = mem.region_of(addr)
    if region is None:
        raise MemoryFault(f"string at address {addr:#x} is outside every allocation")
    end = region.start + region.size
    data = mem.read(addr, end - addr)
    n = data.find(b"\0")
    if n < 0:
        raise MemoryFault(f"string at address {addr:#x} has no NUL in {region.name}")
    return data[:n], (addr, n + 1, False)


def stream_object(mem: Memory, global_name: str) -> bytes | None:
    """For a declared stream global (`@stdout`, `@stderr`): allocate its FILE object and
    return the global's initial contents (the object's address); None for other globals."""
    if global_name not in STREAMS:
        return None
    addr = mem.allocate(8, 8, _FILE_REGION.format(global_name))
    return addr.to_bytes(8, "little")


def _stdout(mem: Memory, stream: int, call: str) -> None:
    region = mem.region_of(stream)
    if region is None or region.start != stream or region.name != _FILE_REGION.format(
            "@stdout"):
        where = region.name if region is not None else f"address {stream:#x}"
        raise LibcError(f"{call} writes to a stream other than stdout ({where}); only "
                        "stdout is captured")


def _int_bits(type_text: str) -> int:
    t = type_text.split()[0] if type_text else ""
    if t.startswith("i") and t[1:].isdigit():
        return int(t[1:])
    return 64  # pointers


def format_printf(fmt: bytes, args: list[tuple[object, str]], mem: Memory
                  ) -> tuple[bytes, list[Access]]:
    """C printf of `fmt` with (value, IR type) arguments; the text and the strings read."""
    out = bytearray()
    reads: list[Access] = []
    pos = 0
    arg_i = 0

    def next_arg() -> tuple[object, str]:
        nonlocal arg_i
        if arg_i >= len(args):
            raise LibcError("printf format needs more arguments than the call passes")
        arg_i += 1
        return args[arg_i - 1]

    for m in _FORMAT.finditer(fmt):
        out += fmt[pos:m.start()]
        pos = m.end()
        flags, width, prec, length, conv = m.groups()
        if conv == b"%":
            out += b"%"
            continue
        if width == b"*":
            width = str(to_signed(next_arg()[0], 32)).encode()  # type: ignore[arg-type]
        if prec == b"*":
            prec = str(max(to_signed(next_arg()[0], 32), 0)).encode()  # type: ignore[arg-type]
        spec = "%" + (flags or b"").decode() + (width or b"").decode()
        if prec is not None:
            spec += "." + (prec.decode() or "0")
        value, ty = next_arg()
        c = conv.decode()
        if b"#" in (flags or b"") and c in "oxX":
            raise LibcError(f"printf %#{c} is not supported")
        if c in "diouxXc":
            if not isinstance(value, int):
                raise LibcError(f"printf %{c} of a non-integer argument ({ty})")
            bits = min(_LENGTH_BITS.get(length or b"", 32), _int_bits(ty))
            v = value & ((1 << bits) - 1)
            if c in "di":
                v = to_signed(v, bits)
            if c == "c":
                out += bytes([v & 0xFF])
                continue
            out += (spec + ("d" if c in "iu" else c)).encode() % v
        elif c == "s":
            s, acc = _cstring(mem, value)  # type: ignore[arg-type]
            reads.append(acc)
            out += (spec + "s").encode() % s
        elif c == "p":
            out += (spec + "s").encode() % (b"(nil)" if not value else b"0x%x" % value)
        else:
            if not isinstance(value, float):
                raise LibcError(f"printf %{c} of a non-floating argument ({ty})")
            if c in "aA":
                raise LibcError("printf %a is not supported")
            out += (spec + c).encode() % value
    out += fmt[pos:]
    return bytes(out), reads


def build_libc(op: SOp, name: str, inst: Instruction, args: list[Src], sync: bool) -> SOp:
    """A call to C library function `name` (in LIBC) as a memory operation; `sync`: the
    declaration lets it write memory it is not given (so it synchronises, as in the rules)."""
    op.kind = K_MEM
    op.sync = sync
    gets = [getter(s) for s in args]
    types = [o.type for o in inst.call_args]
    op.ev = _BUILDERS[name](gets, types)
    return op


def _formatted(gets: list[Callable], types: list[str]
               ) -> Callable[[object, Memory], tuple[bytes, tuple[Access, ...]]]:
    """The text of the format at gets[0] with the arguments after it, and the strings read
    (what printf, fprintf, sprintf and snprintf share)."""
    def text(v: object, mem: Memory) -> tuple[bytes, tuple[Access, ...]]:
        fmt, acc = _cstring(mem, gets[0](v))
        out, reads = format_printf(fmt, [(g(v), t) for g, t in zip(gets[1:], types[1:],
                                                                   strict=True)], mem)
        return out, (acc, *reads)
    return text


def _printf(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    formatted = _formatted(gets, types)

    def ev(v: object, mem: Memory) -> Effect:
        text, reads = formatted(v, mem)
        mem.output.append(text)
        return len(text), reads
    return ev


def _puts(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        s, acc = _cstring(mem, gets[0](v))
        mem.output.append(s + b"\n")
        return len(s) + 1, (acc,)
    return ev


def _putchar(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        c = gets[0](v) & 0xFF
        mem.output.append(bytes([c]))
        return c, ()
    return ev


def _putc(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    # putc and fputc: putchar, to a stream that must be stdout
    put = _putchar(gets, types)

    def ev(v: object, mem: Memory) -> Effect:
        _stdout(mem, gets[1](v), "putc")
        return put(v, mem)
    return ev


def _fputs(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        _stdout(mem, gets[1](v), "fputs")
        s, acc = _cstring(mem, gets[0](v))
        mem.output.append(s)
        return 1, (acc,)  # "a nonnegative number": glibc returns 1
    return ev


def _fwrite(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    # clang turns fputs and fprintf of a constant string into fwrite
    def ev(v: object, mem: Memory) -> Effect:
        _stdout(mem, gets[3](v), "fwrite")
        ptr, size, count = gets[0](v), gets[1](v), gets[2](v)
        if not size or not count:
            return 0, ()
        mem.output.append(mem.read(ptr, size * count))
        return count, ((ptr, size * count, False),)
    return ev


def _fprintf(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    printf = _printf(gets[1:], types[1:])

    def ev(v: object, mem: Memory) -> Effect:
        _stdout(mem, gets[0](v), "fprintf")
        return printf(v, mem)
    return ev


def _compare(a: bytes, b: bytes) -> int:
    for x, y in zip(a, b, strict=False):
        if x != y:
            return (x - y) & 0xFFFFFFFF
    return (len(a) - len(b)) & 0xFFFFFFFF if len(a) != len(b) else 0


def _strcmp(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        a, acc_a = _cstring(mem, gets[0](v))
        b, acc_b = _cstring(mem, gets[1](v))
        return _compare(a + b"\0", b + b"\0"), (acc_a, acc_b)
    return ev


def _strncmp(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        n = gets[2](v)
        a, acc_a = _cstring(mem, gets[0](v))
        b, acc_b = _cstring(mem, gets[1](v))
        return _compare((a + b"\0")[:n], (b + b"\0")[:n]), (acc_a, acc_b)
    return ev


def _strlen(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        s, acc = _cstring(mem, gets[0](v))
        return len(s), (acc,)
    return ev


def _memcmp(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        a, b, n = gets[0](v), gets[1](v), gets[2](v)
        if not n:
            return 0, ()
        return _compare(mem.read(a, n), mem.read(b, n)), ((a, n, False), (b, n, False))
    return ev


def _memcpy(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        d, s, n = gets[0](v), gets[1](v), gets[2](v)
        if not n:
            return d, ()
        mem.write(d, mem.read(s, n))
        return d, ((s, n, False), (d, n, True))
    return ev


def _memset(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        d, c, n = gets[0](v), gets[1](v), gets[2](v)
        if not n:
            return d, ()
        mem.write(d, bytes([c & 0xFF]) * n)
        return d, ((d, n, True),)
    return ev


def _strcpy(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        d = gets[0](v)
        s, acc = _cstring(mem, gets[1](v))
        mem.write(d, s + b"\0")
        return d, (acc, (d, len(s) + 1, True))
    return ev


def _sprintf(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    formatted = _formatted(gets[1:], types[1:])

    def ev(v: object, mem: Memory) -> Effect:
        d = gets[0](v)
        text, reads = formatted(v, mem)
        mem.write(d, text + b"\0")
        return len(text), (*reads, (d, len(text) + 1, True))
    return ev


def _snprintf(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    formatted = _formatted(gets[2:], types[2:])

    def ev(v: object, mem: Memory) -> Effect:
        d, n = gets[0](v), gets[1](v)
        text, reads = formatted(v, mem)
        if not n:
            return len(text), reads
        kept = text[:n - 1] + b"\0"  # (what fits, always terminated)
        mem.write(d, kept)
        return len(text), (*reads, (d, len(kept), True))
    return ev


# a C floating constant at the start of a string, after white space (strtod's syntax)
_FLOAT = re.compile(
    rb"[ \t\n\v\f\r]*([+-]?(?:0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)"
    rb"(?:[pP][+-]?[0-9]+)?|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
    rb"|[iI][nN][fF](?:[iI][nN][iI][tT][yY])?|[nN][aA][nN]))")


def parse_double(text: bytes) -> tuple[float, int]:
    """strtod: the value of the longest floating constant at the start of `text` (after
    white space) and the bytes it takes; (0.0, 0) if there is none."""
    m = _FLOAT.match(text)
    if m is None:
        return 0.0, 0
    number = m.group(1)
    if b"x" in number.lower():
        sign = -1.0 if number.startswith(b"-") else 1.0
        body = number.lstrip(b"+-")
        if b"p" not in body.lower():
            body += b"p0"
        return sign * float.fromhex(body.decode()), m.end()
    return float(number), m.end()


def _strtod(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        s, end = gets[0](v), gets[1](v)
        text, acc = _cstring(mem, s)
        value, used = parse_double(text)
        if not end:
            return value, (acc,)
        mem.write(end, (s + used).to_bytes(8, "little"))
        return value, (acc, (end, 8, True))
    return ev


_SCAN = re.compile(rb"%(\*?)(\d*)(hh|h|ll|l|j|z|t|L)?([diouxXeEfFgGaAsc%])")
_SCAN_INTEGER = {
    b"d": (rb"[+-]?[0-9]+", 10), b"u": (rb"[+-]?[0-9]+", 10), b"o": (rb"[+-]?[0-7]+", 8),
    b"x": (rb"[+-]?(?:0[xX])?[0-9a-fA-F]+", 16), b"X": (rb"[+-]?(?:0[xX])?[0-9a-fA-F]+", 16),
    b"i": (rb"[+-]?(?:0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)", 0)}
_SCAN_SIZE = {b"hh": 1, b"h": 2, None: 4, b"l": 8, b"ll": 8, b"j": 8, b"z": 8, b"t": 8}
_SPACE = b" \t\n\v\f\r"


def scan(text: bytes, fmt: bytes) -> tuple[list[tuple[str, object, int]], int]:
    """C sscanf of `text` by `fmt`: the conversions to store, in order, as (kind, value,
    size) with kind "int", "float" or "bytes", and the call's result (the number stored,
    or -1 when the input ends before the first conversion)."""
    out: list[tuple[str, object, int]] = []
    pos = at = 0
    converted = 0
    while at < len(fmt):
        if fmt[at] in _SPACE:
            while at < len(fmt) and fmt[at] in _SPACE:
                at += 1
            while pos < len(text) and text[pos] in _SPACE:
                pos += 1
            continue
        m = _SCAN.match(fmt, at)
        if fmt[at:at + 1] != b"%" or (m is not None and m.group(4) == b"%"):
            literal = fmt[at:at + 1]
            at += 2 if m is not None else 1
            if text[pos:pos + 1] != literal:
                break
            pos += 1
            continue
        if m is None:
            raise LibcError(f"sscanf conversion {fmt[at:at + 4]!r} is not supported")
        at = m.end()
        skip, width, length, conv = m.groups()
        limit = int(width) if width else None
        if conv != b"c":
            while pos < len(text) and text[pos] in _SPACE:
                pos += 1
        if pos >= len(text):
            return out, (converted if converted or out else -1)
        field = text[pos:] if limit is None else text[pos:pos + limit]
        if conv == b"c":
            got = field[:limit or 1]
            if len(got) < (limit or 1):
                break
            value: object = got
            kind, size = "bytes", len(got)
        elif conv == b"s":
            n = next((i for i, ch in enumerate(field) if ch in _SPACE), len(field))
            got = field[:n]
            value, kind, size = got + b"\0", "bytes", n + 1
        elif conv in _SCAN_INTEGER:
            pattern, base = _SCAN_INTEGER[conv]
            found = re.match(pattern, field)
            if found is None:
                break
            got = found.group(0)
            digits = got.lstrip(b"+-")
            if base == 0:  # %i: the base of a C constant
                base = 16 if digits[:2].lower() == b"0x" else 8 if len(digits) > 1 and \
                    digits.startswith(b"0") else 10
            number = int(digits[2:] if base == 16 and digits[:2].lower() == b"0x" else digits,
                         base)
            value, kind, size = -number if got.startswith(b"-") else number, "int", \
                _SCAN_SIZE[length]
        else:
            if length == b"L":
                raise LibcError("sscanf of a long double is not supported")
            number_f, n = parse_double(field)
            if n == 0:
                break
            got = field[:n]
            value, kind, size = number_f, "float", 8 if length == b"l" else 4
        pos += len(got)
        if not skip:
            out.append((kind, value, size))
            converted += 1
    return out, converted


def _sscanf(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        text, acc = _cstring(mem, gets[0](v))
        fmt, facc = _cstring(mem, gets[1](v))
        stores, result = scan(text, fmt)
        if len(stores) > len(gets) - 2:
            raise LibcError("sscanf format needs more arguments than the call passes")
        accesses = [acc, facc]
        for (kind, value, size), get in zip(stores, gets[2:], strict=False):
            addr = get(v)
            if kind == "bytes":
                data = value
            elif kind == "int":
                data = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
            else:
                data = struct.pack("<d" if size == 8 else "<f", value)
            mem.write(addr, data)  # type: ignore[arg-type]
            accesses.append((addr, size, True))
        return result & 0xFFFFFFFF, tuple(accesses)
    return ev


_LCONV_REGION = "struct lconv"


def build_localeconv(op: SOp, mem: Memory) -> SOp:
    """`localeconv()`: the address of the "C" locale's `struct lconv`, built when the call
    is compiled (memory made during a run would not be in a replay's copy of it)."""
    addr = lconv_object(mem)
    op.lat = 1
    op.ev = lambda v: addr
    return op


def lconv_object(mem: Memory) -> int:
    """The "C" locale's `struct lconv` (glibc, x86-64: ten `char *`, then fourteen `char`),
    built once: decimal_point ".", the other strings empty, the numbers CHAR_MAX."""
    found = mem.start_of(_LCONV_REGION)
    if found is not None:
        return found
    strings = mem.allocate(3, 1, "lconv strings", init=b".\0\0", constant=True)
    fields = (strings.to_bytes(8, "little")
              + (strings + 2).to_bytes(8, "little") * 9 + bytes([127]) * 14 + bytes(2))
    return mem.allocate(len(fields), 8, _LCONV_REGION, init=fields, constant=True)


def _strcat(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        d = gets[0](v)
        head, dacc = _cstring(mem, d)
        s, acc = _cstring(mem, gets[1](v))
        mem.write(d + len(head), s + b"\0")
        return d, (dacc, acc, (d + len(head), len(s) + 1, True))
    return ev


_BUILDERS: dict[str, Callable[[list[Callable], list[str]], Callable[..., Effect]]] = {
    "printf": _printf, "puts": _puts, "putchar": _putchar, "strcmp": _strcmp,
    "strncmp": _strncmp, "strlen": _strlen, "memcmp": _memcmp, "bcmp": _memcmp, "memcpy": _memcpy,
    "memmove": _memcpy, "memset": _memset, "strcpy": _strcpy, "putc": _putc, "fputc": _putc,
    "fputs": _fputs, "fwrite": _fwrite, "fprintf": _fprintf, "sprintf": _sprintf,
    "snprintf": _snprintf, "strtod": _strtod, "sscanf": _sscanf, "__isoc99_sscanf": _sscanf,
    "strcat": _strcat,
}
