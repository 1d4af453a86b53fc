"""Turn each function of a module into compiled blocks of small closures, once per run.

Every SSA value of a function gets a slot in a frame array; an operand is
either a slot or a constant folded at compile time. Each instruction becomes a
`SOp` whose `ev` computes its value from the frame array (memory operations
also get the memory and return the bytes they touched), so the interpreter
never looks at instruction text while running.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from csarules.analysis.calls import libm_function
from csarules.errors import CsaError
from csarules.ir.labels import successor_labels
from csarules.ir.model import Block, Instruction, Module, Operand
from csarules.ir.names import quote_name
from csarules.sim import libm, scalar, vecmem, vecops
from csarules.sim.args import parse_externs
from csarules.sim.constants import (
    ConstantError,
    ConstantReader,
    blockaddress_targets,
    gep_offset,
)
from csarules.sim.ctype import (
    CASE_FUNCTIONS,
    CTYPE_LOCATIONS,
    build_case_function,
    build_ctype_location,
)
from csarules.sim.heap import HEAP_FUNCTIONS, build_heap
from csarules.sim.intrinsics import pure_intrinsic
from csarules.sim.irtext import ALIGN, after, strip_md
from csarules.sim.layout import Ty, TypeError_, TypeTable
from csarules.sim.libc import LIBC, build_libc, build_localeconv, stream_object
from csarules.sim.memops import build_load_relative, build_memop, build_memtransfer
from csarules.sim.memory import Memory
from csarules.sim.mmra import mmra_tags
from csarules.sim.ops import (
    BLOCK_BASE,
    FUNCTION_BASE,
    INTRINSIC_BASE,
    K_ALL0,
    K_ALLOCA,
    K_ALU,
    K_BR,
    K_CALL,
    K_CBR,
    K_ENTRY,
    K_EXTERN,
    K_FAIL,
    K_MEM,
    K_NOP,
    K_OUTORD,
    K_REGION,
    K_RET,
    K_SWITCH,
    K_UNREACHABLE,
    CBlock,
    CFunction,
    SOp,
    Src,
    getter,
)
from csarules.sim.prefetch import build_prefetch, is_prefetch_call
from csarules.sim.scalar import UndefinedBehaviour
from csarules.sim.timing import Latency
from csarules.sim.values import encode, to_signed
from csarules.sim.varargs import (
    build_va_arg,
    build_va_copy,
    build_va_end,
    build_va_start,
    is_variadic,
)

_NOP_INTRINSICS = (
    "llvm.lifetime.", "llvm.assume", "llvm.dbg.", "llvm.experimental.noalias.scope.decl",
    "llvm.invariant.", "llvm.sideeffect", "llvm.donothing", "llvm.csa.spmdization",
    "llvm.csa.pipeline.loop", "llvm.var.annotation",
    "llvm.annotation", "llvm.pseudoprobe", "llvm.launder.invariant.group",
    "llvm.strip.invariant.group", "llvm.expect", "llvm.threadlocal.address",
    "llvm.stacksave", "llvm.stackrestore", "llvm.is.constant",
)
# the template of an inline asm callee: `asm sideeffect "nop", "~{dirflag}"`
_ASM_TEMPLATE = re.compile(r'^asm(?:\s+\w+)*\s+"((?:[^"\\]|\\.)*)"')
# initialisers that are all zero bytes, whatever the type (constants.py reads them so)
_ZERO_WORDS = ("zeroinitializer", "null", "undef", "poison")


class Compiler:
    def __init__(self, module: Module, memory: Memory, latency: Latency,
                 externs: set[str]) -> None:
        self.module = module
        self.memory = memory
        self.latency = latency
        # '--extern NAME' is a no-op; '--extern NAME=clobber' writes (with the bytes it finds)
        # every object its pointer arguments point into and every writable global, so a
        # call the ordering left unordered shows up as a race
        self.externs, self.clobbers = parse_externs(module.path, sorted(externs))
        self._builtin_calls: dict[tuple[int, str], SOp | None] = {}  # see builtin_call
        self.types = TypeTable(module.canonical)
        self.symbols: dict[str, int] = {}
        self.function_at: dict[int, str] = {}
        self.block_addresses = _block_addresses(module.canonical)
        self.consts = ConstantReader(self.types, self._symbol, self._block_address)
        self.functions: dict[str, CFunction] = {}
        self.static_ops: list[SOp] = []  # by mid
        self.has_indirect_calls = False
        self._allocate_symbols()

    # -- globals ------------------------------------------------------------------
    def _error(self, line: int | None, msg: str) -> CsaError:
        return CsaError(self.module.path, line, msg)

    def _symbol(self, name: str) -> int:
        if name in self.symbols:
            return self.symbols[name]
        raise ConstantError(f"unknown symbol {name}")

    def _block_address(self, function: str, label: str) -> int:
        found = self.block_addresses.get((function, label))
        if found is None:
            raise ConstantError(f"blockaddress of unknown block %{label} in {function}")
        return found

    def _allocate_symbols(self) -> None:
        # Functions live outside data memory, numbered by name; intrinsics apart, so that
        # adding ordering intrinsics changes no address (digests compare across orderings).
        names = sorted(self.module.declarations)
        plain = [n for n in names if not n.startswith("llvm.")]
        intrinsics = [n for n in names if n.startswith("llvm.")]
        for base, group in ((FUNCTION_BASE, plain), (INTRINSIC_BASE, intrinsics)):
            for i, name in enumerate(group):
                addr = base + 16 * i
                self.symbols["@" + name] = addr
                self.function_at[addr] = name
        sized: list[tuple[str, Ty]] = []
        for gname, g in self.module.globals.items():
            try:
                ty = self.types.parse(g.value_type)
                size = ty.size
            except TypeError_ as exc:
                if g.initializer is not None:
                    raise self._error(g.line or None, f"global {gname}: {exc}") from None
                # an external global of opaque type: only its address can be used
                self.symbols[gname] = self.memory.allocate(0, 16, gname)
                continue
            aligns = ALIGN.findall(g.text)
            align = int(aligns[-1]) if aligns else ty.align
            self.symbols[gname] = self.memory.allocate(size, align, gname,
                                                       constant=g.constant)
            sized.append((gname, ty))
        # Initialisers may refer to any symbol, so they are written once all have addresses.
        for gname, ty in sized:
            g = self.module.globals[gname]
            init = g.initializer
            if init is None:
                # external: zero-filled, but for the C library's streams (stdout, ...)
                stream = stream_object(self.memory, gname)
                if stream is not None and ty.size == len(stream):
                    self.memory.write(self.symbols[gname], stream, initialise=True)
                continue
            try:
                if init.strip() in _ZERO_WORDS:
                    # (what encoding zero_of(ty) element by element gives: a 6 MB static
                    # workspace took 15 s that way)
                    self.memory.write(self.symbols[gname], bytes(ty.size), initialise=True)
                    continue
                value = self.consts.value(ty, init)
                self.memory.write(self.symbols[gname], encode(ty, value), initialise=True)
            except (ConstantError, TypeError_) as exc:
                raise self._error(g.line or None, f"global {gname}: {exc}") from None

    # -- functions ----------------------------------------------------------------
    def function(self, name: str) -> CFunction:
        cf = self.functions.get(name)
        if cf is not None:
            return cf
        func = self.module.function(name)
        cf = CFunction(func)
        self.functions[name] = cf  # before compiling the body: recursion
        # a call compiles its callee in the middle of the caller: keep the caller's slots
        saved = (getattr(self, "_slots", None), getattr(self, "_nslots", 0),
                 getattr(self, "_va_slot", -1))
        try:
            self._compile(cf)
        except CsaError:
            del self.functions[name]  # every call site then reports the same error
            raise
        finally:
            self._slots, self._nslots, self._va_slot = saved  # type: ignore[assignment]
        return cf

    def _type(self, text: str, line: int) -> Ty:
        try:
            return self.types.parse(text)
        except TypeError_ as exc:
            raise self._error(line, str(exc)) from None

    def _compile(self, cf: CFunction) -> None:
        func = cf.func
        slots: dict[int, int] = {}  # id(Argument/Instruction) -> slot
        for arg in func.arguments:
            slots[id(arg)] = len(slots)
            cf.arg_types.append(self._type(arg.type, func.line))
        for inst in func.instructions():
            if inst.type != "void":
                slots[id(inst)] = len(slots)
        self._nslots = len(slots)
        if is_variadic(func.canonical_header):
            cf.va_slot = self._nslots
            self._nslots += 1
        self._slots = slots
        self._va_slot = cf.va_slot
        cf.ret_type = self._type(func.return_type, func.line)
        index = {b.label: b.index for b in func.blocks}
        edge_outords: list[tuple[SOp, Instruction]] = []
        calls_by_line: dict[int, SOp] = {}
        for block in func.blocks:
            ops: list[SOp] = []
            pending_tok: int | None = None  # from a preceding llvm.csa.inord
            last_mem: SOp | None = None
            phi_count = 0
            for inst in block.instructions:
                if inst.opcode == "phi":
                    phi_count += 1
                    continue
                callee = inst.callee
                if callee == "llvm.csa.inord":
                    src = self._src(inst.operands[0], inst)
                    pending_tok = src[1] if src[0] else -2  # type: ignore[assignment]
                    continue
                try:
                    op = self._op(inst, index, cf)
                except (TypeError_, ConstantError, KeyError, ValueError, IndexError) as exc:
                    op = self._fail(inst, f"cannot simulate '{inst.canonical}': {exc}")
                except CsaError as exc:
                    # reported only if executed: cold paths (abort(), ...) may stay unsupported
                    op = self._fail(inst, exc.message)
                if op.kind == K_OUTORD:
                    if last_mem is not None and last_mem.osl >= 0:
                        op.ins = (last_mem.osl,)
                    elif ops and ops[-1].slot >= 0 and ops[-1].kind != K_OUTORD:
                        # an ordered pure operation: its token comes with its value
                        op.ins = (ops[-1].slot,)
                    elif not ops and (edge_of := _split_edge_source(block)) is not None:
                        # the outord on an edge out of an invoke/callbr (placed when all
                        # blocks are compiled: the call's block may come later in the text)
                        edge_outords.append((op, edge_of))
                    else:
                        raise self._error(inst.line, "llvm.csa.outord does not follow an "
                                          "ordered operation")
                if pending_tok is not None:
                    op.tok = pending_tok
                    if op.kind == K_ALU and pending_tok >= 0:
                        op.ins = (*op.ins, pending_tok)  # a pure op waits like a data input
                    pending_tok = None
                if inst.opcode in ("invoke", "callbr"):
                    calls_by_line[inst.line] = op
                if op.kind in (K_MEM, K_CALL, K_EXTERN, K_FAIL):
                    op.osl = self._nslots
                    self._nslots += 1
                    last_mem = op
                elif op.kind != K_OUTORD:
                    last_mem = None
                if op.kind in (K_MEM, K_CALL, K_EXTERN, K_RET):
                    op.tags = mmra_tags(self.module, inst)
                    op.mid = len(self.static_ops)
                    self.static_ops.append(op)
                    if op.kind == K_RET:
                        cf.ret_op.append(op)
                ops.append(op)
                if inst.opcode == "invoke":
                    ops.append(self._invoke_branch(inst, index))
            cblock = CBlock(block.index, block.label, ops, len(block.instructions),
                            phi_count=phi_count)
            cf.blocks.append(cblock)
        for outord, call in edge_outords:
            source = calls_by_line[call.line]
            if source.osl < 0:
                raise self._error(call.line, "llvm.csa.outord follows an unordered "
                                  f"'{call.opcode}'")
            outord.ins = (source.osl,)
        for block in func.blocks:
            moved: set[tuple[int, int]] = set()  # (predecessor, phi slot) pairs with a move
            for inst in block.instructions:
                if inst.opcode != "phi":
                    continue
                dst = slots[id(inst)]
                for operand, pred in zip(inst.operands, inst.incoming_blocks, strict=True):
                    if (pred.index, dst) in moved:
                        continue  # the same predecessor listed twice carries the same value
                    moved.add((pred.index, dst))
                    moves = cf.blocks[block.index].moves.setdefault(pred.index, [])
                    moves.append((dst, self._src(operand, inst)))
        cf.nslots = self._nslots

    def _fail(self, inst: Instruction, message: str) -> SOp:
        return SOp(inst, K_FAIL, slot=self._slots.get(id(inst), -1), message=message)

    def _src(self, o: Operand, inst: Instruction) -> Src:
        if o.kind in ("instruction", "argument"):
            return True, self._slots[id(o.target)]
        if o.kind == "global":
            return False, self.symbols[o.text]
        if o.kind == "function":
            return False, self.symbols[o.text]
        if o.kind == "metadata":
            return False, 0
        ty = self._type(o.type, inst.line)
        if o.int_value is not None and ty.kind == "int":
            return False, o.int_value & ((1 << ty.bits) - 1)
        return False, self.consts.value(ty, o.text)

    @staticmethod
    def _getter(src: Src) -> Callable[[object], object]:
        return getter(src)

    def _op(self, inst: Instruction, index: dict[str, int], cf: CFunction) -> SOp:
        opc = inst.opcode
        slot = self._slots.get(id(inst), -1)
        if opc == "call" and inst.operands and inst.operands[-1].text.startswith("asm "):
            return self._inline_asm(inst, slot)
        srcs = [self._src(o, inst) for o in inst.operands if o.kind != "block"]
        ins = tuple(s[1] for s in srcs if s[0])  # type: ignore[misc]
        op = SOp(inst, K_ALU, slot=slot, ins=ins, lat=self.latency.alu)
        text = strip_md(inst.canonical)
        if opc in _BINARY:
            ty = self._type(inst.operands[0].type, inst.line)
            sty = ty.elem if ty.kind == "vector" else ty
            assert sty is not None
            f = (scalar.float_binop(opc, sty.bits) if sty.kind == "float"
                 else scalar.int_binop(opc, sty.bits))
            op.ev = self._lift2(f, srcs[0], srcs[1], ty.kind == "vector")
            return op
        if opc == "fneg":
            ty = self._type(inst.operands[0].type, inst.line)
            op.ev = self._lift1(lambda a: -a, srcs[0], ty.kind == "vector")
            return op
        if opc in ("icmp", "fcmp"):
            ty = self._type(inst.operands[0].type, inst.line)
            sty = ty.elem if ty.kind == "vector" else ty
            assert sty is not None
            pred = text[after(text, opc):].split()[0]
            f = scalar.icmp(pred, sty.bits if sty.kind == "int" else 64) if opc == "icmp" \
                else scalar.fcmp(pred)
            op.ev = self._lift2(f, srcs[0], srcs[1], ty.kind == "vector")
            return op
        if opc in _CASTS:
            src_ty = self._type(inst.operands[0].type, inst.line)
            dst_ty = self._type(inst.type, inst.line)
            vec = src_ty.kind == "vector" and opc != "bitcast"
            if vec:
                assert src_ty.elem is not None and dst_ty.elem is not None
                f = scalar.cast(opc, src_ty.elem, dst_ty.elem)
            else:
                f = scalar.cast(opc, src_ty, dst_ty)
            op.ev = self._lift1(f, srcs[0], vec)
            return op
        if opc == "select":
            gc, ga, gb = (self._getter(s) for s in srcs)
            if inst.operands[0].type.startswith("<"):
                op.ev = lambda v: tuple(
                    x if c else y for c, x, y in zip(gc(v), ga(v), gb(v), strict=True))
            else:
                op.ev = lambda v: ga(v) if gc(v) else gb(v)
            return op
        if opc == "freeze":
            op.ev = self._getter(srcs[0])
            op.lat = 0
            return op
        if opc == "getelementptr":
            return self._gep(op, inst, text, srcs)
        if opc in ("extractvalue", "insertvalue"):
            tail = re.search(r"((?:,\s*\d+)+)\s*$", text)
            if not tail:
                raise ValueError("cannot read the indices")
            idx = [int(x) for x in re.findall(r"\d+", tail.group(1))]
            op.ev = _aggregate(opc, idx, [self._getter(s) for s in srcs])
            return op
        if opc == "extractelement":
            gv, gi = self._getter(srcs[0]), self._getter(srcs[1])
            op.ev = lambda v: gv(v)[gi(v)]  # type: ignore[index]
            return op
        if opc == "insertelement":
            gv, ge, gi = (self._getter(s) for s in srcs)

            def insert(v: object) -> object:
                t = list(gv(v))  # type: ignore[call-overload]
                t[gi(v)] = ge(v)  # type: ignore[index]
                return tuple(t)

            op.ev = insert
            return op
        if opc == "shufflevector":
            return self._shuffle(op, inst, text, srcs)
        if opc in ("load", "store", "atomicrmw", "cmpxchg", "fence"):
            return build_memop(op, inst, text, srcs, lambda t: self._type(t, inst.line),
                               self.latency)
        if opc == "va_arg":
            return build_va_arg(op, srcs, self._type(inst.type, inst.line), self.latency)
        if opc == "alloca":
            op.kind = K_ALLOCA
            # a literal struct type has commas of its own: read the type, not up to a comma
            try:
                op.size_ty, _ = self.types.parse_prefix(text, after(text, "alloca"))
            except TypeError_ as exc:
                raise self._error(inst.line, str(exc)) from None
            m = ALIGN.search(text)
            op.align = int(m.group(1)) if m else op.size_ty.align
            count = self._getter(srcs[0]) if srcs else (lambda _v: 1)
            op.ev = count
            return op
        if opc == "br":
            labels = successor_labels(inst.canonical)
            op.targets = tuple(index[lb] for lb in labels)
            op.lat = 0
            if len(labels) == 1:
                op.kind = K_BR
                return op
            op.kind = K_CBR
            op.ev = self._getter(srcs[0])
            return op
        if opc == "switch":
            labels = successor_labels(inst.canonical)
            op.kind = K_SWITCH
            op.lat = 0
            op.targets = (index[labels[0]],)
            ty = self._type(inst.operands[0].type, inst.line)
            body = inst.canonical[inst.canonical.index("[") :]
            for val, label in re.findall(r"i\d+ (-?\d+), label %((?:[-\w$.]+)|(?:\"[^\"]*\"))",
                                         body):
                op.cases.setdefault(int(val) & ((1 << ty.bits) - 1), index[label.strip('"')])
            op.ev = self._getter(srcs[0])
            return op
        if opc == "indirectbr":
            # a switch on the address: each listed block's `blockaddress`; any other
            # address is undefined behaviour
            op.kind = K_SWITCH
            op.lat = 0
            labels = successor_labels(inst.canonical)
            op.targets = (index[labels[0]],)
            function = "@" + quote_name(cf.func.name)
            for label in labels:
                address = self.block_addresses.get((function, label))
                if address is not None:
                    op.cases[address] = index[label]
            op.ev = _listed(self._getter(srcs[0]), op.cases)
            return op
        if opc == "ret":
            op.kind = K_RET
            op.lat = 0
            op.ev = self._getter(srcs[0]) if srcs else (lambda _v: None)
            op.ret_ty = cf.ret_type
            return op
        if opc == "unreachable":
            op.kind = K_UNREACHABLE
            return op
        if opc == "call":
            return self._call(op, inst, text, srcs)
        if opc == "invoke":
            # the call; the branch to its normal destination follows (`_invoke_branch`):
            # nothing the simulator runs throws, so the unwind edge is never taken
            return self._call(op, inst, text, srcs)
        if opc in ("landingpad", "resume"):
            raise self._error(inst.line, "unwinding is not simulated")
        raise self._error(inst.line, f"unsupported instruction '{opc}'")

    def _inline_asm(self, inst: Instruction, slot: int) -> SOp:
        """`asm volatile("" ::: "memory")`, the usual compiler barrier: an empty template
        runs as a full barrier (a synchronising operation touching no byte, as the rules
        order a call they know nothing of). Any other assembly cannot be run."""
        m = _ASM_TEMPLATE.match(inst.operands[-1].text)
        template = m.group(1) if m else None
        if template is None or template.strip() or inst.type != "void" or \
                len(inst.operands) > 1:
            shown = template if template is not None else inst.operands[-1].text
            raise self._error(inst.line, f"inline assembly \"{shown}\" cannot be simulated "
                              "(only an empty asm, a compiler barrier, runs)")
        return SOp(inst, K_MEM, slot=slot, lat=self.latency.alu, sync=True,
                   ev=lambda v, mem: (None, ()))

    def _invoke_branch(self, inst: Instruction, index: dict[str, int]) -> SOp:
        normal = successor_labels(inst.canonical)[0]
        return SOp(inst, K_BR, lat=0, targets=(index[normal],))

    @staticmethod
    def _lift1(f: Callable, a: Src, vec: bool) -> Callable:
        ga = Compiler._getter(a)
        if vec:
            return lambda v: tuple(f(x) for x in ga(v))  # type: ignore[attr-defined]
        if a[0]:
            s = a[1]
            return lambda v: f(v[s])
        return lambda v: f(ga(v))

    @staticmethod
    def _lift2(f: Callable, a: Src, b: Src, vec: bool) -> Callable:
        ga, gb = Compiler._getter(a), Compiler._getter(b)
        if vec:
            def vf(v: object) -> object:
                x, y = ga(v), gb(v)
                n = len(x) if isinstance(x, tuple) else len(y)  # type: ignore[arg-type]
                if not isinstance(x, tuple):
                    x = (x,) * n
                if not isinstance(y, tuple):
                    y = (y,) * n
                return tuple(f(p, q) for p, q in zip(x, y, strict=True))
            return vf
        if a[0] and b[0]:
            sa, sb = a[1], b[1]
            return lambda v: f(v[sa], v[sb])
        if a[0]:
            sa, cb = a[1], b[1]
            return lambda v: f(v[sa], cb)
        if b[0]:
            ca, sb = a[1], b[1]
            return lambda v: f(ca, v[sb])
        r = f(a[1], b[1])
        return lambda v: r

    def _gep(self, op: SOp, inst: Instruction, text: str, srcs: list[Src]) -> SOp:
        src_ty, _ = self.types.parse_prefix(text, after(text, "getelementptr"))
        lanes = vecops.lanes_of(self._type(inst.type, inst.line))
        const_off = 0
        dyn: list[tuple[Callable, int, int]] = []  # (getter, bits, stride)
        cur = src_ty
        for pos, (o, s) in enumerate(zip(inst.operands[1:], srcs[1:], strict=True)):
            ity = self._type(o.type, inst.line)
            if ity.kind == "vector":  # a vector of indices (vector getelementptr)
                assert ity.elem is not None
                ity = ity.elem
            if pos == 0:
                stride = cur.size
            elif cur.kind in ("array", "vector"):
                assert cur.elem is not None
                cur = cur.elem
                stride = cur.size
            elif cur.kind == "struct":
                if s[0]:
                    raise self._error(inst.line, "struct index must be constant")
                field_no = to_signed(vecops.scalar_index(s[1]), ity.bits)
                const_off += gep_offset(cur, [0, field_no])
                cur = cur.fields[field_no]
                continue
            else:
                raise self._error(inst.line, f"cannot index into '{cur.name}'")
            if s[0] or isinstance(s[1], tuple):
                dyn.append((self._getter(s), ity.bits, stride))
            else:
                const_off += to_signed(int(s[1]), ity.bits) * stride  # type: ignore[call-overload]
        gb = self._getter(srcs[0])
        if lanes:
            op.ev = vecops.vector_gep(lanes, gb, dyn, const_off)
            return op
        mask = 0xFFFFFFFFFFFFFFFF
        if not dyn:
            op.ev = lambda v: (gb(v) + const_off) & mask  # type: ignore[operator]
        elif len(dyn) == 1:
            g, bits, stride = dyn[0]
            half = 1 << (bits - 1)
            full = 1 << bits

            def gep1(v: object) -> int:
                i = g(v)
                if i >= half:  # type: ignore[operator]
                    i -= full  # type: ignore[operator]
                return (gb(v) + const_off + i * stride) & mask  # type: ignore[operator]

            op.ev = gep1
        else:
            def gepn(v: object) -> int:
                a = gb(v) + const_off  # type: ignore[operator]
                for g, bits, stride in dyn:
                    a += to_signed(g(v), bits) * stride  # type: ignore[arg-type]
                return a & mask

            op.ev = gepn
        return op

    def _shuffle(self, op: SOp, inst: Instruction, text: str, srcs: list[Src]) -> SOp:
        m = re.search(r".*,\s*(<\d+ x i32>)\s+(.*)$", text)
        if not m:
            raise self._error(inst.line, "cannot read shufflevector mask")
        mty = self._type(m.group(1), inst.line)
        mask = self.consts.value(mty, m.group(2).strip())
        ga, gb = self._getter(srcs[0]), self._getter(srcs[1])
        n = self._type(inst.operands[0].type, inst.line).count

        def shuffle(v: object) -> tuple:
            both = tuple(ga(v)) + tuple(gb(v))  # type: ignore[call-overload]
            return tuple(both[i] if i < 2 * n else both[0] for i in mask)  # type: ignore[union-attr]

        op.ev = shuffle
        return op

    def _call_attrs(self, inst: Instruction, name: str | None) -> list[str]:
        attrs: list[str] = []
        if name is not None and name in self.module.declarations:
            attrs += self.module.declarations[name].attributes
        return attrs + inst.call_attributes

    def _clobber(self, inst: Instruction, args: list[Src], value: object) -> Callable:
        pointers = [self._getter(s) for s, operand in zip(args, inst.call_args, strict=False)
                    if operand.type.startswith("ptr") or operand.type.endswith("*")]
        memory = self.memory

        def ev(v: list, mem: Memory) -> tuple[object, tuple[tuple[int, int, bool], ...]]:
            objects = {r.start: r for r in memory.regions
                       if r.name.startswith("@") and not r.constant}
            for get in pointers:
                region = memory.region_of(get(v))  # type: ignore[arg-type]
                if region is not None and not region.constant:
                    objects[region.start] = region
            return value, tuple((r.start, max(r.size, 1), True)
                                for _, r in sorted(objects.items()))

        return ev

    def builtin_call(self, op: SOp, name: str) -> SOp | None:
        """What indirect call `op` runs as when its target is `name`, an allocator or C
        library function the simulator runs itself (one op per call and target, kept);
        None for any other function."""
        key = (id(op), name)
        if key not in self._builtin_calls:
            decl = self.module.declarations.get(name)
            declared = decl is not None and not hasattr(decl, "blocks")
            self._builtin_calls[key] = self._library_call(
                replace(op), name, op.inst, op.arg_srcs, self._effects(op.inst, name)[1]
            ) if declared else None
        return self._builtin_calls[key]

    def _effects(self, inst: Instruction, name: str | None) -> tuple[bool, bool]:
        """(pure, synchronising) of a call of `name` by its attributes and the callee's."""
        attrs = self._call_attrs(inst, name)
        pure = "memory(none)" in attrs or "readnone" in attrs
        # Synchronising, as in rules/ordering.dl: a call that may write memory it does not
        # name (argument and inaccessible memory excluded) may hold fences or atomics.
        return pure, not pure and writes_unnamed_memory(attrs)

    def _library_call(self, op: SOp, name: str, inst: Instruction, args: list[Src],
                      sync: bool) -> SOp | None:
        """`op` as a call of declared `name` if it is a C library or allocator function the
        simulator runs itself (and no --extern names it), else None."""
        if name in self.externs:
            return None
        if name in LIBC:
            return build_libc(op, name, inst, args, sync)
        if name in HEAP_FUNCTIONS:
            return build_heap(op, name, args, self.memory)
        return None

    def _call(self, op: SOp, inst: Instruction, text: str, srcs: list[Src]) -> SOp:
        name = inst.callee
        args = srcs[:-1]
        op.arg_srcs = args
        if name is None or not name.startswith("llvm."):
            try:  # what a variadic callee's extra arguments are
                op.arg_types = [self._type(o.type, inst.line) for o in inst.call_args]
            except CsaError:
                op.arg_types = None
        op.ins = tuple(s[1] for s in args if s[0])  # type: ignore[misc]
        ret_ty = self._type(inst.type, inst.line)
        op.ret_ty = ret_ty
        if name is None:
            # through a pointer: the callee is found when the call runs (see interp)
            target = srcs[-1]
            op.kind = K_CALL
            op.sync = True
            op.lat = self.latency.call
            op.ev = self._getter(target)
            if target[0]:
                op.ins = (*op.ins, target[1])  # type: ignore[arg-type]
            self.has_indirect_calls = True
            return op
        if name in ("llvm.csa.outord", "llvm.csa.all0"):
            # tokens are plain dataflow values; the compiler points outord at its source
            op.kind = K_OUTORD if name == "llvm.csa.outord" else K_ALL0
            op.lat = 0
            op.ev = lambda v: 0
            return op
        if name == "llvm.csa.mementry":
            op.kind = K_ENTRY
            op.lat = 0
            return op
        if name.startswith("llvm.csa.parallel."):
            op.kind = K_REGION
            op.region = name.removeprefix("llvm.csa.parallel.")
            op.lat = 0
            return op
        if name.startswith(_NOP_INTRINSICS):
            op.lat = 0
            if op.slot < 0:
                op.kind = K_NOP
                return op
            # value-returning no-ops (launder.invariant.group, annotation) pass their
            # first argument through
            same = args and inst.operands[0].type == inst.type
            first = self._getter(args[0]) if same else None
            zero = _zero(ret_ty)
            op.ev = first if first is not None else (lambda v: zero)
            return op
        if is_prefetch_call(name):
            return build_prefetch(op, self.latency)
        fam = name.split(".")[1] if name.startswith("llvm.") else ""
        if fam in ("memcpy", "memmove", "memset"):
            return build_memtransfer(op, fam, args, self.latency)
        if name.startswith("llvm.load.relative."):
            return build_load_relative(op, args, self.latency)
        if name.startswith("llvm.masked."):
            return vecmem.build_masked(op, name, args, vecmem.masked_data_type(
                name, ret_ty, self._type(inst.operands[0].type, inst.line)), self.latency)
        if name.startswith(("llvm.va_start", "llvm.va_end", "llvm.va_copy")):
            if name.startswith("llvm.va_copy"):
                return build_va_copy(op, args, self.latency)
            if name.startswith("llvm.va_end"):
                return build_va_end(op, self.latency)
            if self._va_slot < 0:
                raise self._error(inst.line, "va_start in a function that is not variadic")
            return build_va_start(op, args, self._va_slot, self.latency)
        if name.startswith("llvm."):
            f = pure_intrinsic(name, ret_ty, [])
            if f is None:
                raise self._error(inst.line, f"unsupported intrinsic @{name}")
            getters = [self._getter(s) for s in args]
            op.ev = lambda v: f(*(g(v) for g in getters))
            return op
        pure, sync = self._effects(inst, name)
        decl = self.module.declarations.get(name)
        if decl is not None and not hasattr(decl, "blocks") and name not in self.clobbers:
            # the C math library (as the rules recognise it) and errno are computed
            if libm_function(inst, self.module) and libm.libm_base(name):
                return libm.build_libm(op, name, args, ret_ty.bits, self.memory, self.latency)
            if name == "__errno_location" and not args:
                return libm.build_errno_location(op, self.memory)
            if name in CTYPE_LOCATIONS and not args:
                return build_ctype_location(op, name, self.memory)
            if name in CASE_FUNCTIONS and len(args) == 1 and ret_ty.bits == 32:
                return build_case_function(op, name, self._getter(args[0]))
            if name == "localeconv" and not args and name not in self.externs:
                return build_localeconv(op, self.memory)
        if decl is not None and not hasattr(decl, "blocks"):
            library = self._library_call(op, name, inst, args, sync)
            if library is not None:
                return library
            if name not in self.externs:
                raise self._error(inst.line, f"call to @{name}, which the module only declares "
                                  "(list it with --extern to treat it as a no-op)")
            op.kind = K_EXTERN
            op.sync = sync
            op.touches = not pure
            op.lat = self.latency.call
            zero = _zero(ret_ty)
            op.ev = lambda v, mem: (zero, ())
            if name in self.clobbers:
                op.sync = op.touches = True
                op.ev = self._clobber(inst, args, zero)
            return op
        op.kind = K_CALL
        op.sync = sync
        # a call of a memory(none) function is no memory operation: the return does not
        # wait for it (rule 3; the rules' `mem_access`)
        op.touches = not pure
        op.lat = self.latency.call
        op.callee = self.function(name)
        return op


def writes_unnamed_memory(attrs: list[str]) -> bool:
    """May a call with these attributes write memory other than its arguments' and
    inaccessible memory? (`memory(<default>, argmem: ..., inaccessiblemem: ...)`)"""
    if "readonly" in attrs or "readnone" in attrs:
        return False
    for attr in attrs:
        if attr.startswith("memory(") and attr.endswith(")"):
            parts = [p.strip() for p in attr[len("memory("):-1].split(",")]
            default = [p for p in parts if ":" not in p]
            return bool(default) and "write" in default[0]
    return True


def _zero(t: Ty) -> object:
    from csarules.sim.values import zero_of

    return None if t.kind == "void" else zero_of(t)


def _aggregate(opc: str, idx: list[int], getters: list[Callable]) -> Callable:
    if opc == "extractvalue":
        g = getters[0]

        def extract(v: object) -> object:
            x = g(v)
            for i in idx:
                x = x[i]  # type: ignore[index]
            return x

        return extract
    ga, ge = getters[0], getters[1]

    def insert(v: object) -> object:
        def put(agg: tuple, path: list[int], val: object) -> tuple:
            lst = list(agg)
            lst[path[0]] = val if len(path) == 1 else put(lst[path[0]], path[1:], val)
            return tuple(lst)

        return put(ga(v), idx, ge(v))  # type: ignore[arg-type]

    return insert


_BINARY = {"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and",
           "or", "xor", "fadd", "fsub", "fmul", "fdiv", "frem"}
_CASTS = {"trunc", "zext", "sext", "fptosi", "fptoui", "sitofp", "uitofp", "fpext", "fptrunc",
          "bitcast", "ptrtoint", "inttoptr", "addrspacecast"}


def _split_edge_source(block: Block) -> Instruction | None:
    """The invoke/callbr whose edge `block` stands on: its only predecessor ends with one."""
    preds = block.predecessors
    if len(preds) == 1 and preds[0].terminator.opcode in ("invoke", "callbr"):
        return preds[0].terminator
    return None


def _block_addresses(canonical: str) -> dict[tuple[str, str], int]:
    """An address for each block some `blockaddress` names, numbered in the order of
    (function, label): the same in a module and in its orderings, which add no
    blockaddress and rename no block."""
    named = sorted(blockaddress_targets(canonical))
    return {key: BLOCK_BASE + 16 * i for i, key in enumerate(named)}


def _listed(address: Callable[[object], object], cases: dict) -> Callable[[object], object]:
    def target(v: object) -> object:
        found = address(v)
        if found not in cases:
            raise UndefinedBehaviour(f"indirectbr to an address it does not list ({found:#x})")
        return found
    return target
