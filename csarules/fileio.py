"""Writing outputs atomically: a temp file in the target's directory, then rename."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomic(path: str | Path, data: str | bytes) -> None:
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    directory.mkdir(parents=True, exist_ok=True)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(raw)
        # mkstemp makes the file owner-only; give it the mode a plain open() would
        os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _mode_for(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_dir_atomic(path: str | Path, files: dict[str, str]) -> None:
    """Write a directory of files so that it appears complete or not at all."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmpdir = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        for name, text in files.items():
            (tmpdir / name).write_text(text, encoding="utf-8")
        if target.exists():
            # Swap: move the old directory aside, move the new one in, drop the old.
            old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old.", dir=target.parent))
            old.rmdir()
            os.replace(target, old)
            os.replace(tmpdir, target)
            _rmtree(old)
        else:
            os.replace(tmpdir, target)
    except BaseException:
        _rmtree(tmpdir)
        raise


def _rmtree(path: Path) -> None:
    import shutil

    shutil.rmtree(path, ignore_errors=True)
