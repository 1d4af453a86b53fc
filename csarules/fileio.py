"""Writing outputs: atomically (a temp file in the target's directory, then rename) over
regular files, directly into devices and FIFOs, never over an input."""

from __future__ import annotations

import os
import stat
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from csarules.errors import CsaError


def write_atomic(path: str | Path, data: str | bytes,
                 inputs: Iterable[str | Path] = (), make_dirs: bool = False) -> None:
    """Write `data` to `path`; a one-line error (exit 2) when that cannot be done.

    A symlink is followed (its target is written, the link stays); a device or FIFO is
    written in place, since renaming over it would replace the node with a plain file; an
    output that is one of `inputs` (by name, symlink or hard link) is refused. A missing
    directory is made only with `make_dirs` (a tree of outputs under a directory the user
    named); `-o` into a directory that does not exist is refused, as `opt` refuses it.
    """
    shown = str(path)
    raw = encode_text(data) if isinstance(data, str) else data
    target = Path(os.path.realpath(path))
    _refuse_inputs(shown, target, inputs)
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        raise _error(shown, exc) from None
    try:
        if mode is not None and stat.S_ISDIR(mode):
            raise CsaError(shown, None, "output is a directory")
        if mode is not None and not stat.S_ISREG(mode):
            with open(target, "wb") as handle:
                handle.write(raw)
            return
        _replace(target, raw, make_dirs, shown)
    except OSError as exc:
        raise _error(shown, exc) from None


def encode_text(text: str) -> bytes:
    """UTF-8, with the input's non-UTF-8 bytes (read as lone surrogates) as they were."""
    return text.encode("utf-8", errors="surrogateescape")


def write_stdout(text: str) -> None:
    sys.stdout.flush()
    sys.stdout.buffer.write(encode_text(text))
    sys.stdout.buffer.flush()


def _refuse_inputs(shown: str, target: Path, inputs: Iterable[str | Path]) -> None:
    for source in inputs:
        if str(source) == "-":
            continue
        try:
            same = target.exists() and os.path.samefile(target, source)
        except OSError:
            same = False
        if same:
            raise CsaError(shown, None, f"output is the input file {source}; the input is "
                           "never modified (write to another file)")


def _replace(target: Path, raw: bytes, make_dirs: bool, shown: str) -> None:
    directory = target.parent
    if make_dirs:
        directory.mkdir(parents=True, exist_ok=True)
    elif not directory.is_dir():
        where = os.path.dirname(shown) or "."
        raise CsaError(shown, None, f"cannot write output: directory {where} does not exist")
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


def _error(shown: str, exc: OSError) -> CsaError:
    return CsaError(shown, None, f"cannot write output: {exc.strerror or exc}")


def _mode_for(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_into_dir(path: str | Path, files: dict[str, str]) -> None:
    """Write `files` into directory `path` (made if missing), each atomically; whatever
    else the directory holds stays as it was."""
    directory = Path(path)
    if directory.exists() and not directory.is_dir():
        raise CsaError(str(path), None, "output exists and is not a directory")
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _error(str(path), exc) from None
    for name, text in files.items():
        write_atomic(directory / name, text, make_dirs=True)
