"""A tiny tracing interpreter for LLVM IR: runs one function on concrete inputs and
records every dynamic memory access of that function's instructions (accesses made
inside callees are attributed to the call), with the loop iteration it happened in.

Scope: scalar int/float/pointer arithmetic, GEP, load/store, atomics, phi, br, switch,
select, icmp/fcmp, casts, calls to defined functions, memcpy/memmove/memset and a few
pure intrinsics. Anything else raises `Unsupported` so the caller can skip with a reason.
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass, field

from csarules.analysis.calls import libm_function
from csarules.analysis.gep import ConstExpr, gep_source_type, layout, parse_const
from csarules.analysis.loops import LoopInfo
from csarules.analysis.types import TypeTable
from csarules.ir.model import Block, Function, Instruction, Module, Operand

BUFFER = 1024  # bytes per pointer argument
INT_ARG = 5  # every integer argument (loop bounds, sizes, indices)
FLOAT_ARG = 1.5
STEP_LIMIT = 200_000
_GAP = 64  # unallocated bytes between objects, so stray accesses fault


class Unsupported(Exception):
    """The tracer cannot run this function (or these inputs); skip it."""


@dataclass(frozen=True)
class DynAccess:
    op: int  # line of the static instruction in the traced function
    lo: int
    hi: int  # exclusive
    write: bool
    stamp: tuple[tuple[int, int, int], ...]  # (loop header id, activation, iteration)


@dataclass
class Memory:
    data: bytearray = field(default_factory=lambda: bytearray(1 << 20))
    regions: list[tuple[int, int]] = field(default_factory=list)
    top: int = 4096

    def alloc(self, size: int) -> int:
        size = max(size, 1)
        base = (self.top + 15) // 16 * 16
        if base + size + _GAP > len(self.data):
            raise Unsupported("tracer memory exhausted")
        self.regions.append((base, base + size))
        self.top = base + size + _GAP
        return base

    def check(self, addr: int, size: int) -> None:
        for lo, hi in self.regions:
            if lo <= addr and addr + size <= hi:
                return
        raise Unsupported(f"access outside any object at {addr:#x} (inputs need pointers?)")

    def read(self, addr: int, size: int) -> bytes:
        self.check(addr, size)
        return bytes(self.data[addr : addr + size])

    def write(self, addr: int, raw: bytes) -> None:
        self.check(addr, len(raw))
        self.data[addr : addr + len(raw)] = raw


def _int_bits(ty: str) -> int | None:
    m = re.fullmatch(r"i(\d+)", ty)
    return int(m.group(1)) if m else None


def _wrap(value: int, bits: int) -> int:
    return value & ((1 << bits) - 1)


def _signed(value: int, bits: int) -> int:
    value = _wrap(value, bits)
    return value - (1 << bits) if value >> (bits - 1) else value


class Tracer:
    def __init__(self, module: Module, types: TypeTable) -> None:
        self.module = module
        self.types = types
        self.mem = Memory()
        self.globals: dict[str, int] = {}
        self.steps = 0
        self.errno = self.mem.alloc(4)  # what __errno_location() returns; libm writes it
        for name, glob in module.globals.items():
            size = types.alloc_size(types.parse(glob.value_type))
            addr = self.mem.alloc(size)
            self.globals[name] = addr
        for name, glob in module.globals.items():
            if glob.initializer:
                self._init_global(self.globals[name], glob.value_type, glob.initializer)

    # ------------------------------------------------------------ globals
    def _init_global(self, addr: int, ty: str, init: str) -> None:
        init = init.strip()
        if init in ("zeroinitializer", "undef", "poison") or init.startswith("zeroinitializer"):
            return
        m = re.fullmatch(r'c"(.*)"', init)
        if m:
            raw = re.sub(rb"\\([0-9A-Fa-f]{2})", lambda x: bytes([int(x.group(1), 16)]),
                         m.group(1).encode())
            self.mem.write(addr, raw)
            return
        m = re.fullmatch(r"\[(.*)\]", init, re.S)
        if m and ty.startswith("["):
            elem_ty = re.match(r"\[\d+ x (.*)\]$", ty)
            if elem_ty is None:
                return
            size = self.types.alloc_size(self.types.parse(elem_ty.group(1)))
            from csarules.analysis.gep import split_top

            for k, item in enumerate(split_top(m.group(1))):
                ity, _, val = item.partition(" ")
                self._init_global(addr + k * size, ity, val)
            return
        try:
            value = self._const_value(ty, init)
        except Unsupported:
            return  # leave zero: only control flow on this value can differ
        self.store_value(addr, ty, value)

    # ------------------------------------------------------------ values
    def _const_value(self, ty: str, text: str) -> object:
        t = text.strip()
        if t in ("null", "zeroinitializer", "undef", "poison", "false"):
            return 0.0 if ty in ("float", "double") else 0
        if t == "true":
            return 1
        if ty in ("float", "double", "half", "x86_fp80"):
            if t.startswith("0x"):
                raw = int(t[2:], 16)
                if ty == "double":
                    return struct.unpack("<d", raw.to_bytes(8, "little"))[0]
                if ty == "float":
                    return struct.unpack("<d", raw.to_bytes(8, "little"))[0]
                raise Unsupported(f"float constant {t}")
            return float(t)
        if re.fullmatch(r"-?\d+", t):
            bits = _int_bits(ty) or 64
            return _wrap(int(t), bits)
        expr = parse_const(t)
        return self._const_expr(expr)

    def _const_expr(self, expr: ConstExpr) -> int:
        if expr.kind == "global":
            if expr.text in self.globals:
                return self.globals[expr.text]
            raise Unsupported(f"address of {expr.text}")
        if expr.kind == "null":
            return 0
        if expr.kind == "int" and expr.value is not None:
            return expr.value
        if expr.kind == "gep":
            base = self._const_expr(expr.parts[0])
            idx = [self._const_expr(p) for p in expr.parts[1:]]
            lay = layout(self.types, expr.src_type, idx)
            return base + lay.const
        if expr.kind == "cast":
            return self._const_expr(expr.parts[0])
        raise Unsupported(f"constant {expr.text}")

    def value(self, op: Operand, env: dict[str, object]) -> object:
        if op.kind in ("instruction", "argument"):
            return env[op.text]
        if op.kind == "global":
            return self.globals[op.text]
        if op.kind == "function":
            raise Unsupported("function pointers")
        if op.int_value is not None:
            return _wrap(op.int_value, _int_bits(op.type) or 64)
        return self._const_value(op.type, op.text)

    # ------------------------------------------------------------ memory values
    def load_value(self, addr: int, ty: str) -> object:
        if ty == "double":
            return struct.unpack("<d", self.mem.read(addr, 8))[0]
        if ty == "float":
            return struct.unpack("<f", self.mem.read(addr, 4))[0]
        if ty == "ptr":
            return int.from_bytes(self.mem.read(addr, 8), "little")
        if ty.startswith("ptr"):
            return int.from_bytes(self.mem.read(addr, 8), "little")
        bits = _int_bits(ty)
        if bits is None:
            # Aggregates and vectors travel as raw bytes; only loads/stores may use them.
            return self.mem.read(addr, self.types.store_size(self.types.parse(ty)))
        size = max(1, (bits + 7) // 8)
        return _wrap(int.from_bytes(self.mem.read(addr, size), "little"), bits)

    def store_value(self, addr: int, ty: str, value: object) -> None:
        if ty == "double":
            self.mem.write(addr, struct.pack("<d", float(value)))  # type: ignore[arg-type]
        elif ty == "float":
            self.mem.write(addr, struct.pack("<f", _f32(float(value))))  # type: ignore[arg-type]
        elif ty.startswith("ptr"):
            self.mem.write(addr, int(value).to_bytes(8, "little"))  # type: ignore[call-overload]
        elif isinstance(value, bytes):
            self.mem.write(addr, value)
        else:
            bits = _int_bits(ty)
            if bits is None:
                raise Unsupported(f"store of {ty}")
            size = max(1, (bits + 7) // 8)
            self.mem.write(addr, _wrap(int(value), size * 8).to_bytes(size, "little"))  # type: ignore[call-overload]

    # ------------------------------------------------------------ running
    def run(self, func: Function, args: list[object], loops: LoopInfo) -> list[DynAccess]:
        trace: list[DynAccess] = []
        counters: dict[int, tuple[int, int]] = {}  # loop header id -> (activation, iteration)

        def report(addr: int, size: int, write: bool, inst: Instruction) -> None:
            stamp = tuple(sorted((lp.header.id, *counters[lp.header.id])
                                 for lp in loops.loops_of(inst.block)))
            trace.append(DynAccess(inst.line, addr, addr + size, write, stamp))

        try:
            self._call(func, args, report, 0, loops, counters)
        except (ValueError, TypeError, OverflowError) as exc:
            # e.g. x86_fp80 arithmetic on raw bytes: values this tracer does not model
            raise Unsupported(f"cannot evaluate: {exc}") from None
        return trace

    def _call(self, func: Function, args: list[object], report, depth: int,
              loops: LoopInfo | None = None,
              counters: dict[int, tuple[int, int]] | None = None) -> object:
        if depth > 20:
            raise Unsupported("recursion too deep")
        env: dict[str, object] = {a.name: v for a, v in zip(func.arguments, args, strict=True)}
        activation = 0
        prev: Block | None = None
        block = func.entry
        while True:
            if loops is not None and counters is not None:
                lp = loops.by_header.get(block)
                if lp is not None:
                    if prev is not None and prev in lp.blocks:
                        act, it = counters[block.id]
                        counters[block.id] = (act, it + 1)
                    else:
                        activation += 1
                        counters[block.id] = (activation, 0)
            phis = [i for i in block.instructions if i.opcode == "phi"]
            new = {}
            for phi in phis:
                idx = next(k for k, b in enumerate(phi.incoming_blocks) if b is prev)
                new[phi.name] = self.value(phi.operands[idx], env)
            env.update(new)
            nxt: Block | None = None
            for inst in block.instructions[len(phis):]:
                self.steps += 1
                if self.steps > STEP_LIMIT:
                    raise Unsupported("step limit reached")

                def record(addr: int, size: int, write: bool, at: Instruction = inst) -> None:
                    self.mem.check(addr, size)
                    report(addr, size, write, at)

                result = self._exec(inst, env, record, report, depth)
                if isinstance(result, _Jump):
                    nxt = result.block
                    break
                if isinstance(result, _Return):
                    return result.value
                if inst.name is not None:
                    env[inst.name] = result
            if nxt is None:
                raise Unsupported("fell off a block")
            prev, block = block, nxt

    def _exec(self, inst: Instruction, env, record, report, depth) -> object:
        op = inst.opcode
        ops = inst.operands
        v = lambda o: self.value(o, env)  # noqa: E731
        if op == "br":
            if len(ops) == 1:
                return _Jump(ops[0].target)  # type: ignore[arg-type]
            cond = v(ops[0])
            labels = re.findall(r"label %([-\w.$\"]+)", inst.canonical)
            target = labels[0] if cond else labels[1]
            return _Jump(inst.function.block_by_label(target.strip('"')))
        if op == "switch":
            return self._switch(inst, v)
        if op == "ret":
            return _Return(v(ops[0]) if ops else None)
        if op == "unreachable":
            raise Unsupported("reached unreachable")
        bits = _int_bits(inst.type)
        if op in _INT_BIN:
            if bits is None:
                raise Unsupported(f"vector/wide {op}")
            return _int_binop(op, int(v(ops[0])), int(v(ops[1])), bits)  # type: ignore[arg-type]
        if op in ("fadd", "fsub", "fmul", "fdiv", "frem"):
            a, b = float(v(ops[0])), float(v(ops[1]))  # type: ignore[arg-type]
            r = {"fadd": a + b, "fsub": a - b, "fmul": a * b,
                 "fdiv": a / b if b else math.copysign(math.inf, a) if a else math.nan,
                 "frem": math.fmod(a, b) if b else math.nan}[op]
            return _f32(r) if inst.type == "float" else r
        if op == "fneg":
            return -float(v(ops[0]))  # type: ignore[arg-type]
        if op == "icmp":
            return self._icmp(inst, v)
        if op == "fcmp":
            return self._fcmp(inst, v)
        if op == "select":
            return v(ops[1]) if v(ops[0]) else v(ops[2])
        if op == "freeze":
            return v(ops[0])
        if op in ("trunc", "zext", "sext", "ptrtoint", "inttoptr", "bitcast", "addrspacecast",
                  "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp"):
            return self._cast(inst, v(ops[0]))
        if op == "alloca":
            ty = inst.canonical.split("alloca", 1)[1].split(",")[0].strip()
            count = int(v(ops[0])) if ops else 1  # type: ignore[arg-type]
            return self.mem.alloc(self.types.alloc_size(self.types.parse(ty)) * max(count, 1))
        if op == "getelementptr":
            base = int(v(ops[0]))  # type: ignore[arg-type]
            idx = [_signed(int(v(o)), _int_bits(o.type) or 64) for o in ops[1:]]  # type: ignore[arg-type]
            return base + layout(self.types, gep_source_type(inst.canonical), idx).const
        if op == "load":
            addr = int(v(ops[0]))  # type: ignore[arg-type]
            size = self.types.store_size(self.types.parse(inst.type))
            record(addr, size, False)
            return self.load_value(addr, inst.type)
        if op == "store":
            addr = int(v(ops[1]))  # type: ignore[arg-type]
            size = self.types.store_size(self.types.parse(ops[0].type))
            record(addr, size, True)
            self.store_value(addr, ops[0].type, v(ops[0]))
            return None
        if op == "atomicrmw":
            return self._atomicrmw(inst, v, record)
        if op == "cmpxchg":
            addr = int(v(ops[0]))  # type: ignore[arg-type]
            ty = ops[1].type
            size = self.types.store_size(self.types.parse(ty))
            record(addr, size, True)
            old = self.load_value(addr, ty)
            ok = old == v(ops[1])
            if ok:
                self.store_value(addr, ty, v(ops[2]))
            return (old, 1 if ok else 0)
        if op == "extractvalue":
            agg = v(ops[0])
            m = re.search(r",\s*(\d+)\s*$", inst.canonical)
            if not isinstance(agg, tuple) or m is None:
                raise Unsupported("extractvalue of an aggregate the tracer did not build")
            return agg[int(m.group(1))]
        if op == "fence":
            return None
        if op == "call":
            return self._call_inst(inst, v, record, report, depth)
        raise Unsupported(f"instruction {op}")

    def _switch(self, inst: Instruction, v) -> _Jump:
        cond = v(inst.operands[0])
        bits = _int_bits(inst.operands[0].type) or 64
        default = re.search(r"label %([-\w.$]+)", inst.canonical)
        cases = re.findall(r"i\d+ (-?\d+), label %([-\w.$]+)", inst.canonical)
        for value, label in cases:
            if _wrap(int(value), bits) == cond:
                return _Jump(inst.function.block_by_label(label))
        assert default is not None
        return _Jump(inst.function.block_by_label(default.group(1)))

    def _icmp(self, inst: Instruction, v) -> int:
        pred = inst.canonical.split("icmp", 1)[1].split()[0]
        if pred == "samesign":
            pred = inst.canonical.split("samesign", 1)[1].split()[0]
        bits = _int_bits(inst.operands[0].type) or 64
        a, b = int(v(inst.operands[0])), int(v(inst.operands[1]))
        if pred[0] == "s":
            a, b = _signed(a, bits), _signed(b, bits)
        r = {"eq": a == b, "ne": a != b, "ugt": a > b, "uge": a >= b, "ult": a < b,
             "ule": a <= b, "sgt": a > b, "sge": a >= b, "slt": a < b, "sle": a <= b}[pred]
        return int(r)

    def _fcmp(self, inst: Instruction, v) -> int:
        words = inst.canonical.split("fcmp", 1)[1].split()
        pred = next(w for w in words if w not in ("fast", "nnan", "ninf", "nsz", "arcp",
                                                     "contract", "afn", "reassoc"))
        a, b = float(v(inst.operands[0])), float(v(inst.operands[1]))
        uno = math.isnan(a) or math.isnan(b)
        base = pred[1:] if pred[0] in "ou" else pred
        if pred in ("true", "false"):
            return int(pred == "true")
        if base == "rd":
            return int(not uno) if pred == "ord" else int(uno)
        r = {"eq": a == b, "ne": a != b, "gt": a > b, "ge": a >= b, "lt": a < b,
             "le": a <= b}[base]
        return int(r or (pred[0] == "u" and uno)) if pred[0] == "u" else int(r and not uno)

    def _cast(self, inst: Instruction, x: object) -> object:
        op = inst.opcode
        src, dst = inst.operands[0].type, inst.type
        sbits, dbits = _int_bits(src), _int_bits(dst)
        if op == "trunc":
            return _wrap(int(x), dbits or 64)  # type: ignore[call-overload]
        if op == "zext":
            return int(x)  # type: ignore[call-overload]
        if op == "sext":
            return _wrap(_signed(int(x), sbits or 64), dbits or 64)  # type: ignore[call-overload]
        if op in ("ptrtoint", "inttoptr", "addrspacecast"):
            return int(x)  # type: ignore[call-overload]
        if op == "bitcast":
            if src == dst or (src == "ptr" and dst == "ptr"):
                return x
            raise Unsupported(f"bitcast {src} to {dst}")
        if op in ("fptrunc", "fpext"):
            return _f32(float(x)) if dst == "float" else float(x)  # type: ignore[arg-type]
        if op in ("fptoui", "fptosi"):
            f = float(x)  # type: ignore[arg-type]
            if math.isnan(f) or math.isinf(f):
                return 0
            return _wrap(int(f), dbits or 64)
        if op == "uitofp":
            return float(int(x))  # type: ignore[call-overload]
        if op == "sitofp":
            return float(_signed(int(x), sbits or 64))  # type: ignore[call-overload]
        raise Unsupported(f"cast {op}")

    def _atomicrmw(self, inst: Instruction, v, record) -> object:
        words = inst.canonical.split("atomicrmw", 1)[1].split()
        kind = words[1] if words[0] == "volatile" else words[0]
        addr = int(v(inst.operands[0]))
        ty = inst.operands[1].type
        bits = _int_bits(ty)
        size = self.types.store_size(self.types.parse(ty))
        record(addr, size, True)
        old = self.load_value(addr, ty)
        val = v(inst.operands[1])
        if kind == "xchg":
            new = val
        elif bits is not None and kind in ("add", "sub", "and", "or", "xor"):
            new = _int_binop(kind, int(old), int(val), bits)  # type: ignore[call-overload]
        elif bits is not None and kind in ("max", "min", "umax", "umin"):
            sa = _signed(int(old), bits) if kind in ("max", "min") else int(old)
            sb = _signed(int(val), bits) if kind in ("max", "min") else int(val)
            new = _wrap(max(sa, sb) if "max" in kind else min(sa, sb), bits)
        elif kind in ("fadd", "fsub"):
            new = float(old) + float(val) if kind == "fadd" else float(old) - float(val)
        else:
            raise Unsupported(f"atomicrmw {kind}")
        self.store_value(addr, ty, new)
        return old

    def _call_inst(self, inst: Instruction, v, record, report, depth) -> object:
        name = inst.callee
        args = inst.call_args
        if name is None:
            raise Unsupported("indirect call")
        if name.startswith(("llvm.memcpy", "llvm.memmove")):
            dst, src, n = int(v(args[0])), int(v(args[1])), int(v(args[2]))
            if n:
                record(src, n, False)
                record(dst, n, True)
                self.mem.write(dst, self.mem.read(src, n))
            return None
        if name.startswith("llvm.memset"):
            dst, byte, n = int(v(args[0])), int(v(args[1])), int(v(args[2]))
            if n:
                record(dst, n, True)
                self.mem.write(dst, bytes([byte & 0xFF]) * n)
            return None
        if name.startswith(("llvm.lifetime", "llvm.assume", "llvm.dbg", "llvm.experimental.noalias",
                            "llvm.csa.", "llvm.prefetch", "llvm.donothing", "llvm.sideeffect")):
            if name.startswith("llvm.csa.parallel.region.entry"):
                return 0
            return 0 if inst.type != "void" else None
        if name.startswith("llvm."):
            return self._pure_intrinsic(name, inst, [v(a) for a in args])
        callee = next((f for f in self.module.functions if f.name == name), None)
        if callee is None and name == "__errno_location" and not args:
            return self.errno
        if callee is None and libm_function(inst, self.module) is not None:
            # A C math function: it computes its value and may set errno (taken as always
            # writing it, the most a check of "may write" can see).
            record(self.errno, 4, True)
            return _libm_value(name, [float(v(a)) for a in args], inst.type)  # type: ignore[arg-type]
        if callee is None:
            # An external function: its own accesses are invisible to the tracer (the
            # check then covers fewer pairs, never wrong ones); it returns zero.
            if inst.type == "ptr":
                raise Unsupported(f"pointer returned by external function @{name}")
            return 0.0 if inst.type in ("float", "double") else 0 if inst.type != "void" else None
        values = [v(a) for a in args]

        # Accesses inside the callee count as accesses of this call instruction.
        def nested(addr: int, size: int, write: bool, _inner: Instruction) -> None:
            report(addr, size, write, inst)

        return self._call(callee, values, nested, depth + 1)

    def _pure_intrinsic(self, name: str, inst: Instruction, xs: list) -> object:
        base = name.split(".")[1]
        bits = _int_bits(inst.type) or 64
        if base in ("smax", "smin"):
            a, b = _signed(xs[0], bits), _signed(xs[1], bits)
            return _wrap(max(a, b) if base == "smax" else min(a, b), bits)
        if base in ("umax", "umin"):
            return max(xs[0], xs[1]) if base == "umax" else min(xs[0], xs[1])
        if base == "abs":
            return _wrap(abs(_signed(xs[0], bits)), bits)
        if base in ("fmuladd", "fma"):
            return xs[0] * xs[1] + xs[2]
        if base == "fabs":
            return abs(xs[0])
        if base == "sqrt":
            return math.sqrt(xs[0]) if xs[0] >= 0 else math.nan
        if base in ("maxnum", "minnum"):
            return max(xs[0], xs[1]) if base == "maxnum" else min(xs[0], xs[1])
        raise Unsupported(f"intrinsic @{name}")


def _libm_value(name: str, xs: list[float], ty: str) -> float:
    base = name[:-1] if name.endswith(("f", "l")) and name[:-1] in _LIBM_MATH else name
    fn = _LIBM_MATH.get(base)
    if fn is None:
        raise Unsupported(f"C math function @{name}")
    try:
        r = float(fn(*xs))
    except (ValueError, OverflowError, ZeroDivisionError):
        r = math.nan
    return _f32(r) if ty == "float" else r


_LIBM_MATH = {
    "sqrt": math.sqrt, "cbrt": lambda x: math.copysign(abs(x) ** (1 / 3), x),
    "exp": math.exp, "exp2": lambda x: 2.0 ** x, "expm1": math.expm1, "log": math.log,
    "log2": math.log2, "log10": math.log10, "log1p": math.log1p, "pow": math.pow,
    "sin": math.sin, "cos": math.cos, "tan": math.tan, "asin": math.asin, "acos": math.acos,
    "atan": math.atan, "atan2": math.atan2, "sinh": math.sinh, "cosh": math.cosh,
    "tanh": math.tanh, "fabs": math.fabs, "floor": math.floor, "ceil": math.ceil,
    "trunc": math.trunc, "fmod": math.fmod, "hypot": math.hypot,
}


@dataclass
class _Jump:
    block: Block


@dataclass
class _Return:
    value: object


_INT_BIN = ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and",
            "or", "xor")


def _int_binop(op: str, a: int, b: int, bits: int) -> int:
    if op in ("udiv", "sdiv", "urem", "srem") and _wrap(b, bits) == 0:
        raise Unsupported("division by zero")
    if op in ("shl", "lshr", "ashr") and b >= bits:
        raise Unsupported("shift out of range")
    sa, sb = _signed(a, bits), _signed(b, bits)
    ops = {
        "add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b,
        "udiv": lambda: _wrap(a, bits) // _wrap(b, bits), "sdiv": lambda: int(sa / sb),
        "urem": lambda: _wrap(a, bits) % _wrap(b, bits), "srem": lambda: int(math.fmod(sa, sb)),
        "shl": lambda: a << b, "lshr": lambda: _wrap(a, bits) >> b, "ashr": lambda: sa >> b,
        "and": lambda: a & b, "or": lambda: a | b, "xor": lambda: a ^ b,
    }
    r = ops[op]()
    return _wrap(r, bits)


def _f32(x: float) -> float:
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)
