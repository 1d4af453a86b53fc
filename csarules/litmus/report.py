"""What `csarules litmus` prints: herd7-style states and verdict, JSON, explanations."""

from __future__ import annotations

from dataclasses import dataclass

from csarules.errors import CsaError
from csarules.litmus import condition as cond_mod
from csarules.litmus.candidates import NO_WRITE, Candidate
from csarules.litmus.judge import Judged, Judgement, observed, run_batch
from csarules.litmus.model import LitmusTest
from csarules.rules_dir import rules_dir

EXPLAINED_FORBIDDEN = 3  # forbidden candidates whose violations --explain shows


@dataclass
class Summary:
    states: list[dict[str, cond_mod.Value]]
    positive: int
    negative: int
    verdict: str  # Never | Sometimes | Always
    candidates: int
    allowed: int


def show_value(value: cond_mod.Value) -> str:
    if isinstance(value, tuple):
        return "<" + ", ".join(map(str, value)) + ">"
    return str(value)


def _state_key(state: dict[str, cond_mod.Value]) -> tuple:
    # undef sorts after numbers, vectors by their elements
    return tuple((v == cond_mod.UNDEF, v if v != cond_mod.UNDEF else 0) for v in state.values())


def summarize(test: LitmusTest, judgement: Judgement) -> Summary:
    allowed = [j for j in judgement.judged if j.allowed]
    states: dict[tuple, dict] = {}
    results = []
    for j in allowed:
        states.setdefault(tuple(map(show_value, j.outcome.values())), j.outcome)
        results.append(cond_mod.evaluate(test.condition, j.outcome))
    positive = sum(1 for r in results if r is not False)
    if positive == 0:
        verdict = "Never"
    elif all(r is True for r in results):
        verdict = "Always"
    else:
        verdict = "Sometimes"
    ordered = sorted(states.values(), key=_state_key)
    return Summary(ordered, positive, len(results) - positive, verdict,
                   len(judgement.judged), len(allowed))


def render_text(test: LitmusTest, summary: Summary) -> str:
    lines = [f"Test {test.name} Allowed", f"States {len(summary.states)}"]
    for state in summary.states:
        lines.append(" ".join(f"{n}={show_value(v)};" for n, v in state.items()))
    lines.append("Ok" if summary.positive else "No")
    lines.append("Witnesses")
    lines.append(f"Positive: {summary.positive} Negative: {summary.negative}")
    lines.append(f"Condition exists ({cond_mod.render(test.condition)})")
    lines.append(f"Observation {test.name} {summary.verdict} {summary.positive} "
                 f"{summary.negative}")
    lines.append(f"Candidates {summary.candidates} allowed {summary.allowed}")
    return "\n".join(lines) + "\n"


def render_json(test: LitmusTest, summary: Summary) -> dict:
    def value(v: cond_mod.Value):
        return list(v) if isinstance(v, tuple) else v

    return {
        "test": test.name,
        "condition": cond_mod.render(test.condition),
        "verdict": summary.verdict,
        "states": [{n: value(v) for n, v in s.items()} for s in summary.states],
        "positive": summary.positive,
        "negative": summary.negative,
        "candidates": summary.candidates,
        "allowed": summary.allowed,
    }


def explain(test: LitmusTest, judgement: Judgement, outcome_text: str) -> str:
    """Why an outcome is allowed (how each read got its value in one allowed candidate) or
    forbidden (the rule each candidate producing it breaks)."""
    wanted = cond_mod.parse_condition(outcome_text, "--explain", 1)
    names = set(observed(test))
    for compare in cond_mod.compares(wanted):
        if compare.name not in names:
            raise CsaError("--explain", 1, f"{compare.name} is not observed by this test "
                           f"(observed: {', '.join(observed(test))})")
    matching = [j for j in judgement.judged
                if cond_mod.evaluate(wanted, j.outcome) is not False]
    # Outcomes that match for sure (no undef standing in for a value) first.
    matching.sort(key=lambda j: cond_mod.evaluate(wanted, j.outcome) is not True)
    allowed = [j for j in matching if j.allowed]
    head = f"Outcome {cond_mod.render(wanted)}"
    out = [_legend(test)]
    if allowed:
        chosen = allowed[0]
        out.append(f"{head} is allowed: candidate {chosen.candidate.id} of "
                   f"{len(judgement.judged)} ({len(allowed)} allowed candidates give it)\n")
        out.append(_describe(test, chosen))
        out.append(_value_trees(test, chosen, wanted))
        return "\n".join(out)
    if not matching:
        out.append(f"{head} is forbidden: no candidate execution produces it\n")
        return "\n".join(out)
    sure = [j for j in matching if cond_mod.evaluate(wanted, j.outcome) is True]
    maybe = len(matching) - len(sure)
    counted = (f"{len(sure)} candidate execution produces it" if len(sure) == 1 else
               f"{len(sure)} candidate executions produce it") + (
        f" ({maybe} more with undef standing for a value)" if maybe and sure else
        " with undef standing for a value" if maybe else "")
    out.append(f"{head} is forbidden: {counted}, and each breaks a rule\n")
    # Sure matches only, when there are any; then candidates whose reads all read from some
    # write: "r1 reads the initial value" says more than "r1 reads from no write".
    candidates = sure or matching
    candidates.sort(key=lambda j: (sum(w == NO_WRITE for _, w in j.candidate.rf),
                                   j.candidate.id))
    shown = candidates[:EXPLAINED_FORBIDDEN]
    result = run_batch(test, [j.candidate for j in shown], provenance=True)
    for j in shown:
        out.append(_describe(test, j))
        why, a, b = j.violations[0]
        tree = result.explain("violation", (j.candidate.id, why, a, b))
        out.append(_render(tree))
    if len(candidates) > len(shown):
        out.append(f"... and {len(candidates) - len(shown)} more candidates, each with a "
                   "violation\n")
    return "\n".join(out)


def _legend(test: LitmusTest) -> str:
    lines = ["Events (id = line):"]
    for e in test.events():
        who = e.thread or "init"
        lines.append(f"  {e.id:>4} {who:<5} {e.text}")
    return "\n".join(lines) + "\n"


def _describe(test: LitmusTest, judged: Judged) -> str:
    c: Candidate = judged.candidate
    by_id = {e.id: e for e in test.events()}
    rf = ", ".join(f"{_name(by_id[r])} <- {w if w != NO_WRITE else 'no write'}"
                   for r, w in c.rf)
    co = "; ".join(" ".join(map(str, order)) for order in c.co if len(order) > 1)
    cas = ", ".join(map(str, c.cas_succeeds))
    lines = [f"candidate {c.id}: reads-from {rf or '-'}", f"  coherence {co or '-'}"]
    if any(e.kind == "cas" for e in by_id.values()):
        lines.append(f"  cmpxchg that succeed: {cas or '-'}")
    outcome = " ".join(f"{n}={show_value(v)};" for n, v in judged.outcome.items())
    lines.append(f"  outcome {outcome}")
    return "\n".join(lines) + "\n"


def _name(event) -> str:
    return f"{event.thread}:{event.register}({event.id})" if event.register else str(event.id)


def _value_trees(test: LitmusTest, judged: Judged, wanted) -> str:
    result = run_batch(test, [judged.candidate], provenance=True)
    x = judged.candidate.id
    registers = dict(test.registers())
    out = []
    for compare in cond_mod.compares(wanted):
        name = compare.name
        value = judged.outcome[name]
        if name in registers:
            r = registers[name].id
            if value == cond_mod.UNDEF:
                tree = result.explain("returns_undef", (x, r))
            else:
                raw = _encode(test, value)
                tree = result.explain("returns", (x, r, raw))
        elif value == cond_mod.UNDEF:
            tree = result.explain("final_undef", (x, name))
        else:
            tree = result.explain("final_value", (x, name, _encode(test, value)))
        out.append(f"{name} = {show_value(value)}:\n" + _render(tree))
        source = dict(judged.candidate.rf).get(registers[name].id) if name in registers else None
        if source and (x, source, registers[name].id) in result.relation("lo"):
            # The value tree shows only that some write is location-ordered before the read;
            # the chain that put the write read from there is the interesting part.
            lo = result.explain("lo", (x, source, registers[name].id))
            out.append(f"{source} is location-ordered before {registers[name].id}:\n"
                       + _render(lo))
    return "\n".join(out)


def _render(tree) -> str:
    # Rule locations relative to the checkout, whatever the working directory.
    text = tree.render() if tree is not None else "(no derivation recorded)\n"
    return text.replace(str(rules_dir()) + "/", "rules/")


def _encode(test: LitmusTest, value: cond_mod.Value) -> int:
    return test.values.vector(value) if isinstance(value, tuple) else int(value)
