"""A litmus test as csarules reads it: threads placed in scope instances, events, globals."""

from __future__ import annotations

from dataclasses import dataclass, field

# Scope levels, smallest first (AMDGPU "Scopes"); a thread's header names the middle four.
LEVELS = ("singlethread", "wavefront", "workgroup", "cluster", "agent", "system")
SYSTEM = LEVELS.index("system")
HEADER_LEVELS = ("wavefront", "workgroup", "cluster", "agent")

READ_KINDS = frozenset({"load", "atomic_load", "rmw", "cas", "av_load"})
WRITE_KINDS = frozenset({"store", "atomic_store", "rmw", "av_store", "init"})  # + cas that succeed


@dataclass
class Event:
    id: int  # the instruction's line; the global's line for an initial write
    kind: str  # load store atomic_load atomic_store rmw cas fence av_load av_store init
    thread: str | None  # 'T0'; None for an initial write
    text: str  # the instruction as LLVM prints it, or the global's definition
    location: str | None = None  # '@x'
    scope: int = SYSTEM
    ordering: str | None = None
    failure_ordering: str | None = None  # cmpxchg
    value: int | None = None  # what a store / av_store / initial write writes
    rmw: tuple[str, int] | None = None  # (op, operand)
    cas: tuple[int, int] | None = None  # (expected, new)
    register: str | None = None  # '%r0' for reads that define one
    tags: list[tuple[str, str]] = field(default_factory=list)

    @property
    def may_write(self) -> bool:
        return self.kind in WRITE_KINDS or self.kind == "cas"

    @property
    def reads(self) -> bool:
        return self.kind in READ_KINDS


@dataclass
class Thread:
    name: str  # 'T0'
    line: int  # header line
    instances: dict[str, str]  # level name -> instance name, for HEADER_LEVELS
    events: list[Event] = field(default_factory=list)


@dataclass
class Global:
    name: str  # '@x'
    line: int
    vector: bool  # a <N x iM> global (the b128 intrinsics' memory)
    initial: int | None  # encoded initial value, None when the global has no initializer


@dataclass
class LitmusTest:
    path: str
    name: str
    threads: list[Thread]
    globals: dict[str, Global]
    condition: object  # csarules.litmus.condition.Condition
    condition_text: str
    condition_line: int
    values: object  # csarules.litmus.values.ValueCodec

    def events(self) -> list[Event]:
        inits = [_init_event(g) for g in self.globals.values() if g.initial is not None]
        return inits + [e for t in self.threads for e in t.events]

    def registers(self) -> list[tuple[str, Event]]:
        """('T1:%r0', event) for every read that defines a register, in thread order."""
        return [(f"{t.name}:{e.register}", e) for t in self.threads for e in t.events
                if e.register is not None]


def _init_event(g: Global) -> Event:
    return Event(id=g.line, kind="init", thread=None, text=f"initial write of {g.name}",
                 location=g.name, value=g.initial)
