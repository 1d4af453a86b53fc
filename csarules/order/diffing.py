"""The emitted edges two rule sets disagree on, per function (`diff` and `try`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from csarules.order.pipeline import Outcome, header_label


@dataclass(frozen=True)
class EdgeChange:
    src: int
    dst: int
    carried_by: str | None  # loop header label, None within one iteration
    text: str  # the waiting op's input line

    def render(self, sign: str) -> str:
        carried = f" [carried by %{self.carried_by}]" if self.carried_by else ""
        return f"  {sign} {self.src:>5} -> {self.dst:<5}{carried}  {self.text}"

    def to_json(self) -> dict:
        return {"src": self.src, "dst": self.dst, "carried_by": self.carried_by,
                "text": self.text}


@dataclass
class FunctionDiff:
    name: str
    line: int  # of its `define`
    before: int  # emitted edges under the baseline
    after: int  # ... and under the trial rules
    removed: list[EdgeChange] = field(default_factory=list)
    added: list[EdgeChange] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.removed or self.added)

    def render(self, path: str, base_mode: str, trial_mode: str) -> list[str]:
        lines = [f"{path}: @{self.name}: {self.before} -> {self.after} edges "
                 f"({base_mode} -> {trial_mode})"]
        lines += [c.render("-") for c in self.removed]
        lines += [c.render("+") for c in self.added]
        return lines


def edge_diff(base: Outcome, trial: Outcome) -> list[FunctionDiff]:
    """Per function of the module (in file order), the emitted edges only one side has."""
    module = base.module
    out: list[FunctionDiff] = []
    for func in module.functions:
        before = {(p.src, p.dst, p.ctx) for p in base.functions[func.name].emitted}
        after = {(p.src, p.dst, p.ctx) for p in trial.functions[func.name].emitted}

        def changes(pairs: set[tuple[int, int, int]], name: str = func.name) -> list[EdgeChange]:
            # lines of the input file (an op is never a line the expansion added)
            return [EdgeChange(module.input_line(src) or src, module.input_line(dst) or dst,
                               header_label(module, name, ctx), module.lines[dst - 1].strip())
                    for src, dst, ctx in sorted(pairs)]

        out.append(FunctionDiff(func.name, module.input_line(func.line) or func.line,
                                len(before), len(after), changes(before - after),
                                changes(after - before)))
    return out
