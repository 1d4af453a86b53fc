"""Worker processes for the ordering commands (`order`, `edges`, `diff`, `try`): the groups
of functions of large modules, and small modules whole, evaluated N at a time, dearest
first.

A large module (GROUP_LINES lines or more) is read once, in this process. A group's facts
are extracted here when a worker is about to be free and sent to it pickled, so a worker
holds one group's facts and relations, never a module, and this process holds the model
and the facts of the few groups on their way. The workers are forked before any module is
read. A small module (one group) is cheaper sent whole: its path goes to a worker, which
does everything. Each module's groups are merged in function order (GroupPlan.outcome),
so the output is the one a single process gives, whatever order the groups finish in; an
error is the one a single process meets first."""

from __future__ import annotations

import gc
import os
import pickle
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from csarules.gcpause import paused_gc
from csarules.order.pipeline import GROUP_LINES, GroupPlan, GroupRun, run_group

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

    from csarules.order.pipeline import FunctionEdges, Outcome


def default_jobs() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def module_lines(path: Path) -> int:
    """The lines of a module file; 0 for stdin (`-`) or a file that cannot be read (its
    reading then fails where it would without a pool)."""
    if str(path) == "-":
        return 0
    try:
        with open(path, "rb") as f:
            return sum(chunk.count(b"\n") for chunk in iter(lambda: f.read(1 << 20), b""))
    except OSError:
        return 0


def is_large(path: Path) -> bool:
    """A module that may hold more than one group of functions: worth splitting."""
    return module_lines(path) >= GROUP_LINES


def defined_functions(path: Path) -> int:
    """How many functions a module file defines, counted in its text (for progress)."""
    try:
        text = Path(path).read_bytes()
    except OSError:
        return 0
    return text.startswith(b"define ") + text.count(b"\ndefine ")


@dataclass
class Whole:
    """A module a worker handles from start to end: `fn(*args)` there."""

    fn: Callable[..., Any]
    args: tuple
    cost: int  # its lines: largest first
    functions: int = 0  # for progress
    # its result when the worker could not give one (it died); None: the error is raised
    failed: Callable[[BaseException], Any] | None = None


class Split(ABC):
    """A module read in this process (`open`: its plans, one per program run on it), whose
    groups the workers evaluate, finished here from the plans' outcomes (`finish`)."""

    cost: int = 0  # its lines: largest first
    functions: int = 0  # for progress
    # `open` read the module, which is garbage once finished: collected then (its model is
    # full of reference cycles), before another module is read
    owns_module: bool = False

    @abstractmethod
    def open(self) -> Sequence[GroupPlan]:
        """Read the module and plan its groups (each subclass reads its own way)."""

    def finish(self, outcomes: list[Outcome]) -> Any:
        return outcomes

    def failed(self, error: BaseException) -> Any:
        """The result of a module whose reading, a group or finishing raised `error`:
        by default none, the error is raised."""
        raise error


class _Given(Split):
    """Plans of a module already read."""

    def __init__(self, plans: Sequence[GroupPlan]) -> None:
        self.plans = plans

    def open(self) -> Sequence[GroupPlan]:
        return self.plans


def _worker_started() -> None:
    # The worker was forked from a process that may have paused the collector; the objects
    # it inherited are never garbage here, and a collection writing into them would copy
    # their pages.
    gc.enable()
    gc.freeze()


def _group_task(run: GroupRun, facts: bytes, functions: list[tuple[str, int]]
                ) -> dict[str, FunctionEdges]:
    with paused_gc():
        return run_group(run, shared_values(pickle.loads(facts)), functions)


def shared_values(facts: dict[str, Any]) -> dict[str, Any]:
    """`facts` with each distinct int one object, as extraction made them (one line's id
    is one int wherever it appears). Pickling keeps strings shared but not ints: every
    value is an object of its own after loading, and the engine, which compares tuples
    by their values, then finds none identical and compares each: a group's run took
    twice as long. (Facts hold ints and strings alone: no 1.0 or True to be taken for
    an equal 1.)"""
    memo: dict[Any, Any] = {}
    one = memo.setdefault
    for name, rows in facts.items():
        facts[name] = type(rows)(tuple(map(one, row, row)) for row in rows)
    return facts


class Pool:
    """`workers` processes, forked when the pool is made (before any module is read, so
    that they hold none of it)."""

    def __init__(self, workers: int) -> None:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        self.workers = workers
        context = multiprocessing.get_context(
            "fork" if "fork" in multiprocessing.get_all_start_methods() else None)
        self.executor: ProcessPoolExecutor = ProcessPoolExecutor(
            max_workers=workers, mp_context=context, initializer=_worker_started)
        self.executor.submit(int).result()  # (with fork, the first task forks them all)

    def close(self, wait: bool = True) -> None:
        self.executor.shutdown(wait=wait, cancel_futures=True)

    def derive(self, plans: Sequence[GroupPlan]) -> list[Outcome]:
        """Every plan's outcome (pipeline.derive_plans with this pool)."""
        return self.run([_Given(plans)])[0]

    def run(self, items: Sequence[Whole | Split],
            done: Callable[[int, Any], None] | None = None,
            functions_done: Callable[[int], None] | None = None) -> list[Any]:
        """Every item's result, in the items' order. `done(i, result)` is called as item
        i finishes, `functions_done(n)` as n more functions are evaluated. An item that
        raises makes `run` raise, once the items before it are done, the error of the
        first such item (the items after it are not started)."""
        return _Run(self, items, done, functions_done).results()


@contextmanager
def pool_for(paths: Sequence[Path], jobs: int | None,
             prepare: Callable[[], object] | None = None) -> Iterator[Pool | None]:
    """A pool of `jobs` workers (default: every core) when one can help: more than one
    worker and a module of more than one group among `paths`; else None (the modules are
    evaluated in this process, as cheap as ever for small ones). `prepare` runs before
    the workers fork (parsing the rules once for all of them); an error there is left
    for the work to meet where a single process would (after a bad input, say)."""
    workers = jobs or default_jobs()
    if workers <= 1 or not any(is_large(p) for p in paths):
        yield None
        return
    if prepare is not None:
        with suppress(Exception):
            prepare()
    with running(workers) as pool:
        yield pool


@contextmanager
def running(workers: int) -> Iterator[Pool]:
    pool = Pool(workers)
    try:
        yield pool
    except BaseException:
        pool.close(wait=False)  # (running groups are not waited for)
        raise
    pool.close()


@dataclass
class _Opened:
    plans: Sequence[GroupPlan]
    pending: list[tuple[int, int, int]]  # (-cost, plan, group), dearest first
    results: list[list[Any]]
    flying: int = 0
    counted: int = 0  # functions reported done
    error: tuple[int, int, BaseException] | None = None  # the first by (plan, group)


@dataclass
class _Run:
    pool: Pool
    items: Sequence[Whole | Split]
    on_done: Callable[[int, Any], None] | None
    on_functions: Callable[[int], None] | None
    flying: dict[Future[Any], tuple[int, int, int]] = field(default_factory=dict)
    opened: dict[int, _Opened] = field(default_factory=dict)

    def __post_init__(self) -> None:
        n = len(self.items)
        self.out: list[Any] = [None] * n
        self.errors: dict[int, BaseException] = {}
        self.stop = n  # items from here on are not started (one before failed)
        order = sorted(range(n), key=lambda i: (-self.items[i].cost, i))
        self.wholes = deque(i for i in order if isinstance(self.items[i], Whole))
        self.splits = deque(i for i in order if isinstance(self.items[i], Split))
        # a worker finishing finds the next task queued: one more than the workers
        self.window = self.pool.workers + 1

    def results(self) -> list[Any]:
        from concurrent.futures import FIRST_COMPLETED, wait

        self._fill()
        while self.flying:
            finished, _ = wait(self.flying, return_when=FIRST_COMPLETED)
            for future in finished:
                self._landed(future, *self.flying.pop(future))
            self._fill()
        if self.errors:
            raise self.errors[min(self.errors)]
        return self.out

    # -- handing out work

    def _fill(self) -> None:
        while len(self.flying) < self.window and self._hand_out():
            pass

    def _hand_out(self) -> bool:
        """Start one piece of work: a group of an open module (the dearest), else open the
        next large module, else send the next small one. False when there is none."""
        best: tuple[int, int] | None = None
        for i, op in self.opened.items():
            if op.pending and (best is None or op.pending[0][0] < best[0]):
                best = (op.pending[0][0], i)
        if best is not None:
            self._send_group(best[1])
            return True
        while self.splits:
            i = self.splits.popleft()
            if i < self.stop:
                self._keep_busy()
                self._open(i)
                return True
        while self.wholes:
            i = self.wholes.popleft()
            if i < self.stop:
                self._send_whole(i)
                return True
        return False

    def _keep_busy(self) -> None:
        """Before reading a large module here: a small module (the smallest) for every
        idle worker, so that none waits for the reading."""
        while len(self.flying) < self.pool.workers and self.wholes:
            i = self.wholes.pop()
            if i < self.stop:
                self._send_whole(i)

    def _send_whole(self, i: int) -> None:
        item = self.items[i]
        assert isinstance(item, Whole)
        try:
            future = self.pool.executor.submit(item.fn, *item.args)
        except Exception as err:  # noqa: BLE001 - a broken pool: the item's error
            self._failed(i, err)
            return
        self.flying[future] = (i, -1, -1)

    def _open(self, i: int) -> None:
        item = self.items[i]
        assert isinstance(item, Split)
        try:
            with paused_gc():
                plans = item.open()
        except Exception as err:  # noqa: BLE001 - kept as this item's, as for any item
            self._failed(i, err)
            return
        pending = sorted((-plan.cost(k), p, k)
                         for p, plan in enumerate(plans) for k in range(len(plan.groups)))
        self.opened[i] = _Opened(plans, pending, [[None] * len(p.groups) for p in plans])
        if not pending:
            self._close(i)

    def _send_group(self, i: int) -> None:
        op = self.opened[i]
        _, p, k = op.pending.pop(0)
        plan = op.plans[p]
        try:
            with paused_gc():
                # pickled here: this process keeps the bytes, not the facts, while the
                # group runs
                facts = pickle.dumps(plan.facts(k), protocol=pickle.HIGHEST_PROTOCOL)
            future = self.pool.executor.submit(_group_task, plan.run, facts,
                                               plan.functions(k))
        except Exception as err:  # noqa: BLE001 - this group's error, as in one process
            self._group_failed(i, p, k, err)
            return
        op.flying += 1
        self.flying[future] = (i, p, k)

    # -- taking results

    def _landed(self, future: Future[Any], i: int, p: int, k: int) -> None:
        if p < 0:
            item = self.items[i]
            self._count(item.functions)
            try:
                result = future.result()
            except Exception as err:  # noqa: BLE001 - the worker died, or a bug
                self._failed(i, err)
                return
            self._done(i, result)
            return
        op = self.opened[i]
        op.flying -= 1
        try:
            op.results[p][k] = future.result()
        except Exception as err:  # noqa: BLE001
            self._group_failed(i, p, k, err)
            return
        names = len(op.plans[p].groups[k])
        op.counted += names
        self._count(names)
        if not op.pending and not op.flying:
            self._close(i)

    def _group_failed(self, i: int, p: int, k: int, err: BaseException) -> None:
        op = self.opened[i]
        if op.error is None or (p, k) < op.error[:2]:
            op.error = (p, k, err)
        # the groups after it cannot change which error is reported
        op.pending = [t for t in op.pending if (t[1], t[2]) < (p, k)]
        if not op.flying and not op.pending:
            self._close(i)

    def _close(self, i: int) -> None:
        """Every group of open module i has landed: finish it here."""
        op = self.opened.pop(i)
        item = self.items[i]
        assert isinstance(item, Split)
        self._count(item.functions - op.counted)
        if i >= self.stop:  # an item before it failed: its result is not wanted
            return
        if op.error is not None:
            self._failed(i, op.error[2])
            return
        try:
            with paused_gc():
                outcomes = [plan.outcome(results)
                            for plan, results in zip(op.plans, op.results, strict=True)]
                result = item.finish(outcomes)
        except Exception as err:  # noqa: BLE001
            self._failed(i, err)
            return
        del op, outcomes
        self._done(i, result)
        if item.owns_module:
            gc.collect()

    def _failed(self, i: int, err: BaseException) -> None:
        item = self.items[i]
        try:
            if item.failed is None:  # (a Whole without a result for failures)
                raise err
            result = item.failed(err)  # (Split.failed raises unless overridden)
        except Exception as raised:  # noqa: BLE001
            self.errors[i] = raised
            self.stop = min(self.stop, i)
            for j in [j for j in self.opened if j > i]:  # their groups in flight land
                self.opened[j].pending = []
            return
        self._done(i, result)

    def _done(self, i: int, result: Any) -> None:
        self.out[i] = result
        if self.on_done is not None:
            self.on_done(i, result)

    def _count(self, functions: int) -> None:
        if self.on_functions is not None and functions > 0:
            self.on_functions(functions)
