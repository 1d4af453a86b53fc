"""The input relations of rules/amdgpu.dl: the test's, and those of a batch of candidates."""

from __future__ import annotations

from collections.abc import Iterable

from csarules.litmus.candidates import Candidate
from csarules.litmus.model import HEADER_LEVELS, LEVELS, LitmusTest


def test_facts(test: LitmusTest) -> dict[str, list[tuple]]:
    facts: dict[str, list[tuple]] = {name: [] for name in (
        "event", "thread_of", "po", "thread_instance", "scope_level", "location", "global",
        "ordering", "cas_failure_ordering", "store_value", "rmw_op", "cas_values",
        "mmra_tag")}
    facts["global"] = [(name,) for name in test.globals]
    for thread in test.threads:
        facts["thread_instance"].append((thread.name, 0, f"singlethread:{thread.name}"))
        for level in HEADER_LEVELS:
            facts["thread_instance"].append(
                (thread.name, LEVELS.index(level), f"{level}:{thread.instances[level]}"))
        facts["thread_instance"].append((thread.name, LEVELS.index("system"), "system"))
        ids = [e.id for e in thread.events]
        facts["po"] += [(a, b) for i, a in enumerate(ids) for b in ids[i + 1:]]
    for e in test.events():
        facts["event"].append((e.id, e.kind))
        if e.thread is not None:
            facts["thread_of"].append((e.id, e.thread))
            facts["scope_level"].append((e.id, e.scope))
        if e.location is not None:
            facts["location"].append((e.id, e.location))
        if e.ordering is not None:
            facts["ordering"].append((e.id, e.ordering))
        if e.failure_ordering is not None:
            facts["cas_failure_ordering"].append((e.id, e.failure_ordering))
        if e.value is not None:
            facts["store_value"].append((e.id, e.value))
        if e.rmw is not None:
            facts["rmw_op"].append((e.id, *e.rmw))
        if e.cas is not None:
            facts["cas_values"].append((e.id, *e.cas))
        facts["mmra_tag"] += [(e.id, p, s) for p, s in e.tags]
    return facts


def candidate_facts(candidates: Iterable[Candidate]) -> dict[str, list[tuple]]:
    facts: dict[str, list[tuple]] = {"execution": [], "rf": [], "co": [], "cas_succeeds": []}
    for c in candidates:
        facts["execution"].append((c.id,))
        facts["rf"] += [(c.id, r, w) for r, w in c.rf]
        facts["cas_succeeds"] += [(c.id, e) for e in c.cas_succeeds]
        for order in c.co:
            facts["co"] += [(c.id, a, b) for i, a in enumerate(order) for b in order[i + 1:]]
    return facts
