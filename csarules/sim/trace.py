"""The dynamic dependence graph of one run, recorded for `--schedule random`.

One node per dynamic value-producing step. Each node knows how to recompute
its value from its input nodes (so a replay in another order sees the memory
that order produces) and which nodes it must follow: data inputs, the branch
that led to its block instance, its input token and, for memory operations,
the previous instance of the same static operation.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from csarules.sim.ops import SOp

FIXED = 0  # value recorded in the sequential run (constants, allocas, extern calls)
EVAL = 1  # pure: op.ev on the input values
MEM = 2  # memory operation: op.ev on the input values and the memory
COPY = 3  # the value of its single input (phis, returns, call results)
BRANCH = 4  # recomputes a branch condition; the replay notes a different outcome


@dataclass
class Trace:
    kind: list[int] = field(default_factory=list)
    op: list[SOp | None] = field(default_factory=list)
    inputs: list[dict[int, int] | None] = field(default_factory=list)  # slot -> node
    deps: list[tuple[int, ...]] = field(default_factory=list)
    value: list[object] = field(default_factory=list)  # sequential value (or outcome)
    top_return: int = -1  # node of the entry function's return value

    def add(self, kind: int, op: SOp | None, inputs: dict[int, int] | None,
            deps: tuple[int, ...], value: object) -> int:
        self.kind.append(kind)
        self.op.append(op)
        self.inputs.append(inputs)
        self.deps.append(deps)
        self.value.append(value)
        return len(self.kind) - 1

    def const(self, value: object) -> int:
        return self.add(FIXED, None, None, (), value)

    def __len__(self) -> int:
        return len(self.kind)
