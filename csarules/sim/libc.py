"""C library functions the simulator runs itself: printf and friends, string and memory calls.

They run as memory operations (`K_MEM`): a random schedule replays them on its own memory,
so what they read and the output they produce follow that schedule. Output is captured in
`Memory.output`, never printed; `sim` compares the replay's output with the sequential
run's. A call whose format or arguments it cannot interpret is an error naming the line,
never a guess.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from csarules.ir.model import Instruction
from csarules.sim.memory import Memory, MemoryFault
from csarules.sim.ops import K_MEM, Access, SOp, Src, getter
from csarules.sim.scalar import UndefinedBehaviour
from csarules.sim.values import to_signed

LIBC = frozenset({"printf", "puts", "putchar", "strcmp", "strncmp", "strlen", "memcmp", "bcmp",
                  "memcpy", "memmove", "memset", "strcpy",
                  "putc", "fputc", "fputs", "fwrite", "fprintf"})
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


def _printf(gets: list[Callable], types: list[str]) -> Callable[..., Effect]:
    def ev(v: object, mem: Memory) -> Effect:
        fmt, acc = _cstring(mem, gets[0](v))
        text, reads = format_printf(fmt, [(g(v), t) for g, t in zip(gets[1:], types[1:],
                                                                    strict=True)], mem)
        mem.output.append(text)
        return len(text), (acc, *reads)
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


_BUILDERS: dict[str, Callable[[list[Callable], list[str]], Callable[..., Effect]]] = {
    "printf": _printf, "puts": _puts, "putchar": _putchar, "strcmp": _strcmp,
    "strncmp": _strncmp, "strlen": _strlen, "memcmp": _memcmp, "bcmp": _memcmp, "memcpy": _memcpy,
    "memmove": _memcpy, "memset": _memset, "strcpy": _strcpy, "putc": _putc, "fputc": _putc,
    "fputs": _fputs, "fwrite": _fwrite, "fprintf": _fprintf,
}
