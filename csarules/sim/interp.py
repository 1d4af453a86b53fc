"""The sequential interpreter, with the dataflow timing, the oracle and race checks on the fly.

Every frame keeps, per SSA slot: the value, the cycle it is available in the
ordered dataflow machine (T), in the oracle machine (OT), its vector clock (C)
and, when recording for a random schedule, its trace node (N).
"""

from __future__ import annotations

from dataclasses import dataclass

from csarules.errors import CsaError
from csarules.ir.model import Module
from csarules.sim import trace as tr
from csarules.sim.clocks import Clock, MixedClocks, SparseClocks, clocks_for
from csarules.sim.compile import Compiler
from csarules.sim.layout import Ty, TypeError_
from csarules.sim.memory import Memory, MemoryFault
from csarules.sim.mmra import mmra_compatible
from csarules.sim.ops import (
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
    CFunction,
    SOp,
)
from csarules.sim.profile import EdgeProfiler
from csarules.sim.races import RaceChecker
from csarules.sim.scalar import UndefinedBehaviour
from csarules.sim.timing import Latency, Oracle
from csarules.sim.values import zero_of
from csarules.sim.varargs import VarargError, frame_area

ArgIn = tuple[object, int, int, Clock, int]  # value, time, oracle time, clock, trace node


@dataclass
class Counts:
    instructions: int = 0
    memops: int = 0
    loads: int = 0
    stores: int = 0
    prefetches: int = 0


class Machine:
    def __init__(self, module: Module, latency: Latency, externs: set[str], max_steps: int,
                 race_limit: int, record: bool, clocks: str | None = None,
                 profiler: EdgeProfiler | None = None) -> None:
        self.module = module
        self._clock_kind = clocks  # clocks.py's kinds (None: mixed)
        self.clocks: SparseClocks | MixedClocks = SparseClocks()
        self.mem = Memory()
        self.compiler = Compiler(module, self.mem, latency, externs)
        self.max_steps = max_steps
        # with a profiler, the race check's questions are recorded instead of answered
        self.profiler = profiler
        self.races = RaceChecker(race_limit) if profiler is None else \
            profiler.race_checker(race_limit)
        self.sections = self.races.sections
        self.oracle = Oracle(self.sections)
        self._compatible_cache: dict[tuple[int, int], bool] = {}
        self.counts = Counts()
        self.trace: tr.Trace | None = tr.Trace() if record else None
        self._section = 0  # current parallel section instance (0: none)
        self._regions: list[tuple[int, int]] = []  # (region instance, section saved at entry)
        self._next_id = 0
        self.section_plan: list[int] | None = None
        self.section_trace: list[int] = []  # section of each dynamic memop, in order
        self._memop_index = 0

    def prepare(self, entry: str) -> CFunction:
        try:
            cf = self.compiler.function(entry)
        except KeyError:
            raise CsaError(self.module.path, None, f"no function @{entry} in the module") from None
        if self.compiler.has_indirect_calls:
            # any function may be called: compile them all before sizing the tables
            for func in self.module.functions:
                try:
                    self.compiler.function(func.name)
                except CsaError:
                    pass  # reported if an indirect call reaches it
        n = len(self.compiler.static_ops)
        self.clocks = clocks_for(n, self._clock_kind)
        self.races.seen = self.clocks.seen
        empty = self.clocks.empty
        self.races.tags = [op.tags for op in self.compiler.static_ops]
        self.races.atomic = [op.atomic for op in self.compiler.static_ops]
        if self.profiler is not None:
            self.profiler.prepare(self.compiler.static_ops)
        if any(self.races.tags):
            self.oracle.compatible = self._tags_compatible
        self.count = [0] * n  # dynamic instances so far, per static op
        self.last_start = [-1] * n
        self.last_tok = [0] * n
        self.last_vc: list[Clock] = [empty] * n
        self.last_ostart = [-1] * n
        self.last_ocomp = [0] * n
        # what the latest instance of each op knew when it started: an op issues its
        # instances in program order, so the next one starts knowing at least as much
        self.last_start_vc: list[Clock] = [empty] * n
        self.last_node = [-1] * n
        return cf

    def _tags_compatible(self, x: int, y: int) -> bool:
        key = (x, y) if x < y else (y, x)
        known = self._compatible_cache.get(key)
        if known is None:
            known = self._compatible_cache[key] = mmra_compatible(self.races.tags[x],
                                                                  self.races.tags[y])
        return known

    def _section_of_next_memop(self) -> int:
        """The parallel section of the next dynamic memory op (0: none).

        Ordering removes the region/section markers, so for ordered IR the sections
        come from a run of the unordered original (`section_plan`): both runs execute
        the same memory operations in the same sequential order.
        """
        plan = self.section_plan
        if plan is None:
            self.section_trace.append(self._section)
            return self._section
        k = self._memop_index
        self._memop_index = k + 1
        return plan[k] if k < len(plan) else 0

    def _new_id(self) -> int:
        self._next_id += 1
        return self._next_id

    def run(self, cf: CFunction, args: list[ArgIn], ct: int, oct_: int, cvc: Clock,
            cnd: int, extra_types: list[Ty] | None = None) -> ArgIn:
        """Execute one call of `cf`; returns (value, time, oracle time, clock, node) of its ret.
        `extra_types`: the types of a variadic callee's extra arguments."""
        n = cf.nslots
        V: list[object] = [None] * n
        T = [0] * n
        OT = [0] * n
        join = self.clocks.join
        C_EMPTY = self.clocks.empty
        C: list[Clock] = [C_EMPTY] * n
        rec = self.trace
        N = [-1] * n
        # a variadic callee's extra arguments have no slot (its first slots after the
        # parameters are its instructions'): they are passed in memory (varargs.py)
        for i, (v, t, o, c, nd) in enumerate(args[:len(cf.arg_types)]):
            V[i], T[i], OT[i], C[i], N[i] = v, t, o, c, nd
        if cf.va_slot >= 0:
            self._pass_extras(cf, args[len(cf.arg_types):], extra_types or [], V, T, OT, C, N,
                              ct, oct_, cvc, cnd)
        frame_ops: dict[int, tuple[int, int]] = {}
        fomax = oct_
        t0, o0, vc0, nd0 = ct, oct_, cvc, cnd
        mem = self.mem
        counts = self.counts
        blocks = cf.blocks
        blk = blocks[0]
        prev = -1
        op: SOp | None = None
        profiler = self.profiler
        headers = profiler.headers(cf.func) if profiler is not None else ()
        try:
            while True:
                if headers and blk.index in headers:
                    profiler.enter_block(blk.index)  # type: ignore[union-attr]
                counts.instructions += blk.size
                if counts.instructions > self.max_steps:
                    raise CsaError(self.module.path, blk.ops[0].line if blk.ops else None,
                                   f"more than {self.max_steps} dynamic instructions "
                                   "(raise --max-steps, or the loop does not end)")
                if blk.phi_count and prev >= 0:
                    staged = []
                    for dst, (is_slot, s) in blk.moves[prev]:
                        if is_slot:
                            staged.append((dst, V[s], T[s], OT[s], C[s], N[s]))  # type: ignore[index]
                        else:
                            staged.append((dst, s, 0, 0, C_EMPTY, -1))
                    for dst, v, t, o, c, nd in staged:
                        V[dst] = v
                        T[dst] = t if t > ct else ct
                        OT[dst] = o if o > oct_ else oct_
                        C[dst] = join(cvc, c)
                        if rec is not None:
                            if nd < 0:
                                nd = rec.const(v)
                            N[dst] = rec.add(tr.COPY, None, None, (nd, cnd), v)
                for op in blk.ops:
                    k = op.kind
                    if k == K_ALU or k == K_OUTORD or k == K_ALL0:
                        v = op.ev(V)  # type: ignore[misc]
                        t = ct
                        o = oct_
                        c = cvc
                        for s in op.ins:
                            if T[s] > t:
                                t = T[s]
                            if OT[s] > o:
                                o = OT[s]
                            cs = C[s]
                            if cs is not c:
                                c = join(c, cs)
                        sl = op.slot
                        if sl >= 0:
                            V[sl] = v
                            T[sl] = t + op.lat
                            OT[sl] = o + op.lat
                            C[sl] = c
                            if rec is not None:
                                ins = {s: N[s] for s in op.ins}
                                N[sl] = rec.add(tr.EVAL, op, ins, (*ins.values(), cnd), v)
                    elif k == K_MEM or k == K_EXTERN:
                        fomax = self._memop(op, V, T, OT, C, N, ct, oct_, cvc, cnd, frame_ops,
                                            fomax)
                    elif k == K_CBR or k == K_SWITCH:
                        v = op.ev(V)  # type: ignore[misc]
                        if k == K_CBR:
                            target = op.targets[0] if v else op.targets[1]
                        else:
                            target = op.cases.get(v, op.targets[0])  # type: ignore[arg-type]
                        if op.ins:
                            s = op.ins[0]
                            if T[s] > ct:
                                ct = T[s]
                            if OT[s] > oct_:
                                oct_ = OT[s]
                            cvc = join(cvc, C[s])
                            if rec is not None:
                                cnd = rec.add(tr.BRANCH, op, {s: N[s]}, (N[s], cnd), target)
                        prev = blk.index
                        blk = blocks[target]
                        break
                    elif k == K_BR:
                        prev = blk.index
                        blk = blocks[op.targets[0]]
                        break
                    elif k == K_CALL:
                        fomax = self._call(op, V, T, OT, C, N, ct, oct_, cvc, cnd, frame_ops,
                                           fomax)
                    elif k == K_RET:
                        return self._ret(op, V, T, OT, C, N, ct, oct_, cvc, cnd, frame_ops,
                                         fomax)
                    elif k == K_ENTRY:
                        V[op.slot], T[op.slot], OT[op.slot], C[op.slot] = 0, t0, o0, vc0
                        N[op.slot] = nd0
                    elif k == K_ALLOCA:
                        cnt = op.ev(V)  # type: ignore[misc]
                        assert op.size_ty is not None
                        addr = mem.allocate(op.size_ty.size * int(cnt), op.align,  # type: ignore[call-overload]
                                            f"alloca line {op.line}")
                        self._set(op, addr, V, T, OT, C, N, ct, oct_, cvc, cnd)
                    elif k == K_REGION:
                        self._region(op)
                        if op.slot >= 0:
                            self._set(op, 0, V, T, OT, C, N, ct, oct_, cvc, cnd)
                    elif k == K_NOP:
                        continue
                    elif k == K_FAIL:
                        raise CsaError(self.module.path, op.line, op.message)
                    elif k == K_UNREACHABLE:
                        raise CsaError(self.module.path, op.line, "reached 'unreachable'")
                    else:  # pragma: no cover - every kind is handled above
                        raise CsaError(self.module.path, op.line, "unknown operation kind")
                else:
                    raise CsaError(self.module.path, blk.ops[-1].line if blk.ops else None,
                                   "block ends without a terminator")
        except (UndefinedBehaviour, MemoryFault, TypeError_, OverflowError) as exc:
            line = op.line if op is not None else None
            raise CsaError(self.module.path, line, f"{exc}") from None
        except RecursionError:
            raise CsaError(self.module.path, op.line if op is not None else None,
                           "call depth too large") from None

    def _pass_extras(self, cf: CFunction, extras: list[ArgIn], types: list[Ty], V: list,
                     T: list[int], OT: list[int], C: list[Clock], N: list[int], ct: int,
                     oct_: int, cvc: Clock, cnd: int) -> None:
        """A variadic call's register save and overflow areas, written as its prologue
        would (no access of any op), the frame's va slot naming them."""
        if len(types) != len(extras):
            raise CsaError(self.module.path, cf.func.line, "a variadic call whose extra "
                           "arguments' types are not known")
        try:
            data, gp_offset, fp_offset = frame_area(
                cf.arg_types, [(a[0], ty) for a, ty in zip(extras, types, strict=True)])
        except VarargError as exc:
            raise CsaError(self.module.path, cf.func.line, str(exc)) from None
        area = self.mem.allocate(len(data), 16, f"variadic arguments of @{cf.func.name}", data)
        slot = cf.va_slot
        value = (area, gp_offset, fp_offset)
        t, o, c = ct, oct_, cvc
        for _v, at, oat, clock, _nd in extras:
            t, o, c = max(t, at), max(o, oat), self.clocks.join(c, clock)
        V[slot], T[slot], OT[slot], C[slot] = value, t, o, c
        rec = self.trace
        if rec is not None:
            # a random schedule replays the area's contents (its memory starts without them)
            writer = SOp(cf.func.blocks[0].instructions[0], K_MEM,
                         ev=lambda _v, mem: (mem.write(area, data) or value, ()))
            deps = tuple(d for *_, d in extras if d >= 0) + (cnd,)
            N[slot] = rec.add(tr.MEM, writer, None, deps, value)

    def _set(self, op: SOp, v: object, V: list, T: list[int], OT: list[int], C: list[Clock],
             N: list[int], ct: int, oct_: int, cvc: Clock, cnd: int) -> None:
        V[op.slot] = v
        T[op.slot] = ct + op.lat
        OT[op.slot] = oct_ + op.lat
        C[op.slot] = cvc
        if self.trace is not None:
            N[op.slot] = self.trace.add(tr.FIXED, op, None, (cnd,), v)

    def _region(self, op: SOp) -> None:
        what = op.region
        if what.startswith("region.entry"):
            region = self._new_id()
            self.sections.enter_region(region, op.line, self._section)
            self._regions.append((region, self._section))
            self._section = 0
        elif what.startswith("region.exit"):
            if self._regions:
                self._section = self._regions.pop()[1]
        elif what.startswith("section.entry"):
            self._section = self._new_id()
            if self._regions:
                self.sections.enter_section(self._section, self._regions[-1][0])
        elif what.startswith("section.exit"):
            self._section = 0

    def _inputs(self, op: SOp, T: list[int], OT: list[int], C: list[Clock], ct: int, oct_: int,
                cvc: Clock) -> tuple[int, int, Clock]:
        """Start time (ordered), oracle start and clock from data inputs, token and control."""
        join = self.clocks.join
        t = ct
        o = oct_
        c = cvc
        for s in op.ins:
            if T[s] > t:
                t = T[s]
            if OT[s] > o:
                o = OT[s]
            if C[s] is not c:
                c = join(c, C[s])
        if op.tok >= 0:
            s = op.tok
            if T[s] > t:
                t = T[s]
            c = join(c, C[s])
        mid = op.mid
        if t <= self.last_start[mid]:
            t = self.last_start[mid] + 1
        if o <= self.last_ostart[mid]:
            o = self.last_ostart[mid] + 1
        if self.last_start_vc[mid] is not self.clocks.empty:
            c = join(c, self.last_start_vc[mid])
        if op.kind == K_CALL or op.kind == K_EXTERN:
            # a call is one operation made of many accesses: its instances run one
            # after the other, the next starting when the previous has returned
            if self.count[mid]:
                if t < self.last_tok[mid]:
                    t = self.last_tok[mid]
                if o < self.last_ocomp[mid]:
                    o = self.last_ocomp[mid]
                c = join(c, self.last_vc[mid])
        self.last_start_vc[mid] = c
        return t, o, c

    def _finish(self, op: SOp, value: object, t: int, done: int, o: int, odone: int, c: Clock,
                V: list, T: list[int], OT: list[int], C: list[Clock], N: list[int],
                node: int) -> None:
        """Record the completion of a memory operation or call (in-order token, clocks)."""
        mid = op.mid
        inst = self.count[mid]
        self.count[mid] = inst + 1
        tok = done if done > self.last_tok[mid] else self.last_tok[mid]
        if odone < self.last_ocomp[mid]:
            odone = self.last_ocomp[mid]
        self.last_start[mid] = t
        self.last_tok[mid] = tok
        self.last_ostart[mid] = o
        self.last_ocomp[mid] = odone
        out = self.clocks.complete(c, self.last_vc[mid], mid, inst)
        self.last_vc[mid] = out
        if op.slot >= 0:
            V[op.slot] = value
            T[op.slot] = done
            OT[op.slot] = odone
            C[op.slot] = out
            N[op.slot] = node
        V[op.osl] = 0
        T[op.osl] = tok
        OT[op.osl] = odone
        C[op.osl] = out
        N[op.osl] = node
        self.last_node[mid] = node

    def _node_deps(self, op: SOp, N: list[int], cnd: int) -> tuple[dict[int, int], tuple[int, ...]]:
        ins = {s: N[s] for s in op.ins}
        deps = [*ins.values(), cnd, self.last_node[op.mid]]
        if op.tok >= 0:
            deps.append(N[op.tok])
        return ins, tuple(d for d in deps if d >= 0)

    def _memop(self, op: SOp, V: list, T: list[int], OT: list[int], C: list[Clock],
               N: list[int], ct: int, oct_: int, cvc: Clock, cnd: int,
               frame_ops: dict[int, tuple[int, int]], fomax: int) -> int:
        t, o, c = self._inputs(op, T, OT, C, ct, oct_, cvc)
        value, accesses = op.ev(V, self.mem)  # type: ignore[misc]
        inst = self.count[op.mid]
        if self.profiler is not None:
            self.profiler.record(op.mid, inst)
        sec = self._section_of_next_memop()
        counts = self.counts
        counts.memops += op.touches or op.kind == K_MEM
        if op.is_load:
            counts.loads += 1
        elif op.is_store:
            counts.stores += 1
        elif op.is_prefetch:
            counts.prefetches += 1
        # Loads from constant memory are not orderable (CSA's needsOrderingEdges): nothing
        # writes there, and neither synchronisation nor the return waits for them.
        # (a masked load or gather counts as a load: constant when all its lanes are)
        touches = op.touches and not (
            op.is_load and accesses and all(self.mem.is_constant(a) for a, _, _ in accesses))
        if touches:
            # nothing waits for a prefetch, and it has no memory effect to order
            ob = self.oracle.bound(accesses, op.sync, sec, op.mid)
            if ob > o:
                o = ob
            self.races.access(op.mid, inst, sec, c, accesses, op.sync)
            frame_ops[op.mid] = (inst, sec)
        odone = o + op.lat
        if touches:
            self.oracle.record(accesses, odone, op.sync, sec, op.mid)
        node = -1
        if self.trace is not None:
            ins, deps = self._node_deps(op, N, cnd)
            kind = tr.MEM if op.kind == K_MEM else tr.FIXED
            node = self.trace.add(kind, op, ins, deps, value)
        self._finish(op, value, t, t + op.lat, o, odone, c, V, T, OT, C, N, node)
        return odone if touches and odone > fomax else fomax

    def _call(self, op: SOp, V: list, T: list[int], OT: list[int], C: list[Clock],
              N: list[int], ct: int, oct_: int, cvc: Clock, cnd: int,
              frame_ops: dict[int, tuple[int, int]], fomax: int) -> int:
        target = None if op.callee is not None else self._indirect_name(op, V)
        if target is not None:
            # through a pointer to a function the simulator runs itself (malloc from
            # cJSON's hooks): run as a direct call of it would
            builtin = self.compiler.builtin_call(op, target)
            if builtin is not None:
                return self._memop(builtin, V, T, OT, C, N, ct, oct_, cvc, cnd, frame_ops,
                                   fomax)
        t, o, c = self._inputs(op, T, OT, C, ct, oct_, cvc)
        mid = op.mid
        inst = self.count[mid]
        profiler = self.profiler
        if profiler is not None:
            profiler.record(mid, inst)
        sec = self._section_of_next_memop()
        self.counts.memops += op.sync
        if op.sync:
            self.races.call_start(mid, inst, sec, c)
            o = max(o, self.oracle.sync_bound(mid))
        start_node = -1
        rec = self.trace
        if rec is not None:
            _, deps = self._node_deps(op, N, cnd)
            start_node = rec.add(tr.FIXED, op, None, deps, 0)
        args: list[ArgIn] = []
        for is_slot, s in op.arg_srcs:
            if is_slot:
                args.append((V[s], T[s], OT[s], C[s], N[s]))  # type: ignore[index]
            else:
                args.append((s, 0, 0, self.clocks.empty, rec.const(s) if rec is not None else -1))
        callee = op.callee if target is None else self._indirect_callee(op, target)
        if callee is None:  # an extern no-op reached through a pointer
            assert op.ret_ty is not None
            value = None if op.ret_ty.kind == "void" else zero_of(op.ret_ty)
            rt, rot, rvc, rnd = t + op.lat, o + op.lat, c, start_node
        else:
            extra_types = None
            if callee.va_slot >= 0 and op.arg_types is not None:
                extra_types = op.arg_types[len(callee.arg_types):]
            if profiler is not None:
                profiler.enter_frame(mid, inst)
            value, rt, rot, rvc, rnd = self.run(callee, args, t, o, c, start_node,
                                                extra_types)
            if profiler is not None:
                profiler.leave_frame()
        done = max(rt, t + op.lat)
        odone = max(rot, o + op.lat)
        if op.sync:
            self.races.call_end(mid, inst, sec)
            self.oracle.record((), odone, True, mid=mid)
            frame_ops[mid] = (inst, sec)
        node = -1
        if rec is not None:
            node = rec.add(tr.COPY, op, None, (rnd, start_node), value)
        self._finish(op, value, t, done, o, odone, self.clocks.join(c, rvc), V, T, OT, C, N,
                     node)
        # the oracle's return waits for the calls that may touch memory, as rule 3 asks
        return max(fomax, odone) if op.touches else fomax

    def _indirect_name(self, op: SOp, V: list) -> str:
        addr = op.ev(V)  # type: ignore[misc]
        name = self.compiler.function_at.get(addr)  # type: ignore[arg-type]
        if name is None:
            raise CsaError(self.module.path, op.line,
                           f"indirect call to address {addr:#x}, which is no function")
        return name

    def _indirect_callee(self, op: SOp, name: str) -> CFunction | None:
        cf = self.compiler.functions.get(name)
        if cf is not None:
            return cf
        if name in self.compiler.externs:
            return None
        if any(f.name == name for f in self.module.functions):
            self.compiler.function(name)  # raises its compile error
        raise CsaError(self.module.path, op.line, f"indirect call to @{name}, which the module "
                       "only declares (list it with --extern to treat it as a no-op)")

    def _ret(self, op: SOp, V: list, T: list[int], OT: list[int], C: list[Clock],
             N: list[int], ct: int, oct_: int, cvc: Clock, cnd: int,
             frame_ops: dict[int, tuple[int, int]], fomax: int) -> ArgIn:
        value = op.ev(V)  # type: ignore[misc]
        t = ct
        o = max(oct_, fomax)
        c = cvc
        join = self.clocks.join
        for s in op.ins:
            t = max(t, T[s])
            o = max(o, OT[s])
            c = join(c, C[s])
        if op.tok >= 0:
            t = max(t, T[op.tok])
            c = join(c, C[op.tok])
        mid = op.mid
        inst = self.count[mid]
        self.count[mid] = inst + 1
        self.races.ret(mid, inst, c, frame_ops)
        node = -1
        rec = self.trace
        if rec is not None:
            deps = [N[s] for s in op.ins] + [cnd]
            if op.tok >= 0:
                deps.append(N[op.tok])
            vnode = deps[0] if op.ins else rec.const(value)
            node = rec.add(tr.COPY, op, None, (vnode, *[d for d in deps if d >= 0]), value)
        return value, t, o, c, node
