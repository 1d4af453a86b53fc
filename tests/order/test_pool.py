"""The worker pool (csarules/order/pool.py): groups of functions evaluated by worker
processes give the outcome one process gives, on the corpus; the scheduler hands out the
dearest work first, returns results in the items' order and reports the error one
process meets first; a worker is sent a group's facts, never the module."""

from __future__ import annotations

import pickle
import sys
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from csarules.errors import CsaError
from csarules.ir.reader import parse_module, read_module
from csarules.order import pool as pool_mod
from csarules.order.edges_out import write_json
from csarules.order.pipeline import (
    GroupPlan,
    GroupRun,
    derive_plans,
    materialise_outcome,
)
from csarules.order.pool import Pool, Split, Whole, pool_for

REPO = Path(__file__).resolve().parents[2]
# the corpus modules with more than one function, of gen/ the clang-19 -O2 builds (as
# test_by_groups.py takes them)
MULTI = sorted(
    p for p in (REPO / "tests" / "inputs").rglob("*.ll")
    if p.read_text(errors="replace").count("\ndefine ") >= 2
    and (p.parent.name != "gen" or p.name.endswith(".clang19.O2.ll"))
)


@pytest.fixture(scope="module", params=[2, 3])
def pool(request: pytest.FixtureRequest):
    with pool_mod.running(request.param) as made:
        yield made


def _plans(path: Path) -> list[GroupPlan]:
    module = read_module(path)
    # one function a group: as many groups as functions, spread over the workers
    return [GroupPlan(module, GroupRun(None, None, materialise_only=True), group_lines=1),
            GroupPlan(module, GroupRun(None, None), group_lines=1)]


def _json(outcome) -> str:
    written: list[str] = []
    write_json(outcome, written.append)
    return "".join(written)


def test_there_are_modules_of_many_functions() -> None:
    assert len(MULTI) >= 10


def test_the_workers_give_what_one_process_gives(pool: Pool) -> None:
    checked = 0
    for path in MULTI:
        try:
            alone = derive_plans(_plans(path))
        except CsaError:
            continue  # not an input the ordering accepts
        ordered, listed = derive_plans(_plans(path), pool)
        assert materialise_outcome(ordered) == materialise_outcome(alone[0]), path
        assert ordered.facts == alone[0].facts
        for name, fe in alone[1].functions.items():
            got = listed.functions[name]
            assert (got.required, got.emitted, got.released, got.warnings) == \
                (fe.required, fe.emitted, fe.released, fe.warnings), (path, name)
        assert list(listed.functions) == list(alone[1].functions)
        assert _json(listed) == _json(alone[1])  # what `edges --json` prints
        checked += 1
    assert checked >= 10


def test_a_worker_is_sent_facts_not_the_module(pool: Pool, monkeypatch) -> None:
    sent: list[bytes] = []
    submit = pool.executor.submit

    def spy(fn, *args):
        sent.append(pickle.dumps(args))
        return submit(fn, *args)

    monkeypatch.setattr(pool.executor, "submit", spy)
    path = REPO / "tests" / "inputs" / "gen" / "atomics.clang19.O2.ll"
    module = read_module(path)
    derive_plans([GroupPlan(module, GroupRun(None, None), group_lines=1)], pool)
    assert len(sent) == len(module.functions) > 1
    for args in sent:
        assert b"csarules.ir.model" not in args  # no Module, Function or Instruction
        assert len(args) < len(module.text)
        assert pickle.loads(pickle.loads(args)[1])  # the group's facts


def test_a_pool_only_where_it_helps(tmp_path: Path) -> None:
    small = REPO / "tests" / "inputs" / "gen" / "atomics.clang19.O2.ll"
    large = tmp_path / "large.ll"
    large.write_text("\n" * 5000)
    with pool_for([small], 2) as none:
        assert none is None
    with pool_for([large], 1) as none:
        assert none is None
    with pool_for([Path("-")], 2) as none:
        assert none is None
    with pool_for([small, large], 2) as made:
        assert isinstance(made, Pool) and made.workers == 2


# -- the scheduler, with an executor that runs nothing in other processes


class _Executor:
    """Completes each task when it is submitted, with `answer(fn, args)`, and records the
    order of the submissions."""

    def __init__(self, answer) -> None:
        self.answer = answer
        self.submitted: list[tuple[Any, tuple]] = []

    def submit(self, fn, *args) -> Future:
        self.submitted.append((fn, args))
        future: Future = Future()
        try:
            future.set_result(self.answer(fn, args))
        except Exception as err:  # noqa: BLE001 - as a worker's error comes back
            future.set_exception(err)
        return future


class _FakePool(Pool):
    def __init__(self, workers: int, answer) -> None:  # no processes
        self.workers = workers
        self.executor = _Executor(answer)  # type: ignore[assignment]


class _Plan:
    """A GroupPlan's interface over groups that are just their costs."""

    def __init__(self, costs: list[int], bad_facts: set[int] = frozenset()) -> None:
        self.groups = [[f"f{k}"] for k in range(len(costs))]
        self.costs = costs
        self.bad_facts = bad_facts
        self.run = "run"
        self.extracted: list[int] = []

    def facts(self, k: int) -> dict:
        self.extracted.append(k)
        if k in self.bad_facts:
            raise CsaError("m.ll", 10 + k, f"bad group {k}")
        return {"k": k}

    def functions(self, k: int) -> list[tuple[str, int]]:
        return [(f"f{k}", k)]

    def cost(self, k: int) -> int:
        return self.costs[k]

    def outcome(self, results: list) -> list:
        return results


class _Module(Split):
    def __init__(self, plans: list[_Plan], cost: int = 0) -> None:
        self.plans, self.cost = plans, cost

    def open(self):
        return self.plans


def _group_answer(fn, args) -> Any:
    facts = pickle.loads(args[1])
    if facts["k"] < 0:
        raise CsaError("m.ll", None, "worker")
    return f"group {facts['k']}"


def test_the_dearest_group_first_and_results_in_group_order() -> None:
    plan = _Plan([1, 5, 3, 5])
    fake = _FakePool(2, _group_answer)
    assert fake.run([_Module([plan])]) == [[["group 0", "group 1", "group 2", "group 3"]]]
    assert plan.extracted == [1, 3, 2, 0]


def test_largest_files_first_results_in_input_order() -> None:
    def answer(fn, args):
        return fn(*args)

    fake = _FakePool(2, answer)
    items = [Whole(str, (k,), cost) for k, cost in enumerate([3, 9, 1, 5])]
    assert fake.run(items) == ["0", "1", "2", "3"]
    assert [args[0] for _, args in fake.executor.submitted] == [1, 3, 0, 2]


def test_before_reading_a_large_file_idle_workers_get_the_smallest_files() -> None:
    fake = _FakePool(2, lambda fn, args: fn(*args) if fn is str else _group_answer(fn, args))
    plan = _Plan([1, 1])
    items = [Whole(str, ("a",), 30), _Module([plan], cost=5000), Whole(str, ("b",), 10),
             Whole(str, ("c",), 20)]
    assert fake.run(items) == ["a", [["group 0", "group 1"]], "b", "c"]
    order = [args[0] if fn is str else "group" for fn, args in fake.executor.submitted]
    assert order == ["b", "c", "group", "group", "a"]


def test_the_first_error_in_group_order_whatever_order_they_ran_in() -> None:
    # group 3 (the dearest) fails first, in extraction; group 1 fails later, in a worker
    plan = _Plan([1, 2, 1, 9], bad_facts={3})

    def answer(fn, args):
        facts = pickle.loads(args[1])
        if facts["k"] == 1:
            raise CsaError("m.ll", 11, "bad group 1")
        return "ok"

    fake = _FakePool(2, answer)
    with pytest.raises(CsaError) as raised:
        fake.run([_Module([plan])])
    assert raised.value.render() == "m.ll:11: error: bad group 1"
    assert plan.extracted[0] == 3


def test_an_error_stops_the_items_after_it_not_those_before() -> None:
    def answer(fn, args):
        if args[0].startswith("bad"):
            raise CsaError(f"{args[0]}.ll", 1, "broken")
        return args[0]

    fake = _FakePool(1, answer)  # two tasks at a time: one running, one queued
    items = [Whole(str, ("a",), 1), Whole(str, ("bad",), 9), Whole(str, ("c",), 8),
             Whole(str, ("d",), 7), Whole(str, ("e",), 6)]
    with pytest.raises(CsaError, match="broken"):
        fake.run(items)
    assert [args[0] for _, args in fake.executor.submitted] == ["bad", "c", "a"]
    # the first error in the items' order, not the first met
    items = [Whole(str, ("bad1",), 1), Whole(str, ("bad2",), 9)]
    with pytest.raises(CsaError) as raised:
        fake.run(items)
    assert raised.value.path == "bad1.ll"


def test_an_item_may_turn_its_error_into_its_result() -> None:
    class Forgiving(_Module):
        def failed(self, error: BaseException) -> str:
            return f"failed: {error}"

    fake = _FakePool(2, _group_answer)
    items = [Forgiving([_Plan([1, 2], bad_facts={0})]), _Module([_Plan([1])])]
    assert fake.run(items) == ["failed: bad group 0", [["group 0"]]]


def test_facts_loaded_in_a_worker_share_their_ints_again() -> None:
    from csarules.engine.factsio import Vouched
    from csarules.extract import extract_facts

    sys.path.insert(0, str(REPO / "benchmarks"))
    from scale_gen import generate

    # (lines past 256: ints Python does not keep one object of anyway)
    facts = extract_facts(parse_module(generate("functions", 800, seed=2), "gen.ll"))
    loaded = pickle.loads(pickle.dumps(facts))
    ints = [v for rows in loaded.values() for row in rows for v in row if isinstance(v, int)]
    assert len({id(v) for v in ints}) > len(set(ints))  # (pickling did not share them)
    shared = pool_mod.shared_values(loaded)
    assert isinstance(shared, Vouched) and shared.kinds == facts.kinds
    assert shared == facts
    assert all(type(shared[name]) is type(facts[name]) for name in facts)
    ints = [v for rows in shared.values() for row in rows for v in row if isinstance(v, int)]
    assert len({id(v) for v in ints}) == len(set(ints))
