"""A progress bar on stderr when it is a terminal (nothing otherwise), counting done and
failed items; entered as a context manager, it gives the function to call per item."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Bar:
    def __init__(self, label: str, total: int) -> None:
        from rich.console import Console

        self.console = Console(stderr=True)
        self.label = label
        self.total = total
        self.bar: Any = None

    def __enter__(self) -> Callable[[Any], None]:
        if not self.console.is_terminal or self.total == 0:
            return lambda item: None
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self.bar = Progress(TextColumn(self.label), BarColumn(), MofNCompleteColumn(),
                            TextColumn("{task.fields[failed]} failed"), TimeElapsedColumn(),
                            TimeRemainingColumn(), console=self.console, transient=False)
        task = self.bar.add_task(self.label, total=self.total, failed=0)
        self.bar.start()
        failed = 0

        def advance(item: Any) -> None:
            nonlocal failed
            failed += bool(getattr(item, "error", None))
            self.bar.update(task, advance=1, failed=failed)

        return advance

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()
