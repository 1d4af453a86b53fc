"""Replay a recorded run in a random legal order (`--schedule random`).

The order is a random topological order of the dynamic dependence graph (data,
token, control and per-operation in-order edges). Values are recomputed in that
order, so a load that is not ordered after a store may see the old contents:
this is what an unordered (racy) program can do on the dataflow machine.
Branch outcomes stay those of the sequential run; a recomputed condition that
disagrees is reported as a divergence.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from csarules.sim import trace as tr
from csarules.sim.memory import Memory, MemoryFault
from csarules.sim.ops import K_CBR
from csarules.sim.scalar import UndefinedBehaviour


@dataclass
class Replay:
    memory: Memory
    return_value: object
    divergences: list[int] = field(default_factory=list)  # lines of branches/faults


def random_order(trace: tr.Trace, seed: int) -> list[int]:
    n = len(trace)
    indeg = [0] * n
    succ: list[list[int]] = [[] for _ in range(n)]
    for i, deps in enumerate(trace.deps):
        for d in set(deps):
            succ[d].append(i)
            indeg[i] += 1
    rng = random.Random(seed)
    ready = [i for i in range(n) if indeg[i] == 0]
    order: list[int] = []
    while ready:
        j = rng.randrange(len(ready))
        ready[j], ready[-1] = ready[-1], ready[j]
        i = ready.pop()
        order.append(i)
        for s in succ[i]:
            indeg[s] -= 1
            if indeg[s] == 0:
                ready.append(s)
    assert len(order) == n, "dependence graph has a cycle"
    return order


def replay(trace: tr.Trace, memory: Memory, seed: int) -> Replay:
    """Execute `trace` in a random order on `memory` (the initial state, modified in place)."""
    val: list[object] = [None] * len(trace)
    out = Replay(memory, None)
    kinds, ops, inputs, deps, recorded = trace.kind, trace.op, trace.inputs, trace.deps, \
        trace.value
    for i in random_order(trace, seed):
        k = kinds[i]
        if k == tr.FIXED:
            val[i] = recorded[i]
        elif k == tr.COPY:
            val[i] = val[deps[i][0]]
        else:
            op = ops[i]
            assert op is not None and op.ev is not None
            frame = {s: val[nd] for s, nd in (inputs[i] or {}).items()}
            try:
                if k == tr.EVAL:
                    val[i] = op.ev(frame)
                elif k == tr.MEM:
                    val[i] = op.ev(frame, memory)[0]
                else:  # BRANCH
                    v = op.ev(frame)
                    if op.kind == K_CBR:
                        target = op.targets[0] if v else op.targets[1]
                    else:
                        target = op.cases.get(v, op.targets[0])  # type: ignore[arg-type]
                    val[i] = target
                    if target != recorded[i]:
                        out.divergences.append(op.line)
            except (MemoryFault, UndefinedBehaviour, TypeError, IndexError):
                val[i] = recorded[i]
                out.divergences.append(op.line)
    out.return_value = val[trace.top_return] if trace.top_return >= 0 else None
    return out
