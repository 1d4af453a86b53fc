"""The parsed, checked and stratified form of rule files, kept between runs.

Parsing the shipped modes costs every `csarules order` process a quarter of a second;
unpickling the result costs a twentieth of that. An entry is found by a digest of
everything the Program is made from: the preprocessed text of every file it includes
(preprocessing runs on every load, so an edited or newly shadowing include file is seen),
the path and options it was loaded with, and the source of the front end that made it
(csarules/engine/*.py, so an upgraded or edited csarules never reads an old entry).

Entries live in $CSARULES_CACHE_DIR, else $XDG_CACHE_HOME/csarules, else
~/.cache/csarules (CSARULES_CACHE_DIR set to the empty string turns the cache off). They
are written to a temporary file and renamed, so concurrent processes (`order -j N`)
never read half an entry, and carry the sha256 of their payload, so a damaged one is
never unpickled; the directory is the user's own (mode 0700) and only entries the user
owns are read. A directory that cannot be written, an entry that is missing, damaged or
does not unpickle to the program expected is ignored (the program is parsed as if there
were no cache): the cache never changes what a run prints.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from csarules.engine.ast import Program
    from csarules.engine.source import Segment

_FORMAT = b"csarules-cache 1\n"  # then the sha256 of the payload, then the payload
MAX_ENTRIES = 64  # older entries are deleted beyond this (each edit of a rule makes one)
_front_end: bytes | None = None


def cache_dir() -> Path | None:
    configured = os.environ.get("CSARULES_CACHE_DIR")
    if configured is not None:
        return Path(configured) if configured else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "csarules"


def front_end_digest() -> bytes:
    """Digest of the engine's source: the Program's classes and how it is built, the code
    generated for rules."""
    global _front_end
    if _front_end is None:
        from csarules import __version__

        digest = hashlib.sha256(_FORMAT)
        digest.update(f"{__version__} {sys.version}".encode())
        for source in sorted(Path(__file__).parent.glob("*.py")):
            digest.update(source.name.encode() + b"\0" + source.read_bytes() + b"\0")
        _front_end = digest.digest()
    return _front_end


def program_key(path: str, text: str, include_dirs: tuple[str, ...], check_types: bool,
                segments: list[Segment]) -> str:
    digest = hashlib.sha256(front_end_digest())
    for part in (path, text, "\0".join(include_dirs), str(check_types)):
        digest.update(part.encode("utf-8", "surrogatepass") + b"\1")
    for seg in segments:
        digest.update(f"{seg.path}\0{seg.first_line}\0".encode("utf-8", "surrogatepass"))
        digest.update(seg.text.encode("utf-8", "surrogatepass") + b"\1")
    return digest.hexdigest()


def load(key: str) -> Program | None:
    """The program stored under `key`, or None (none stored, damaged, not ours)."""
    from csarules.engine.ast import Program

    directory = cache_dir()
    data = read_entry(directory / f"{key}.pickle") if directory is not None else None
    if data is None:
        return None
    try:
        stored_key, program = pickle.loads(data)  # noqa: S301 - our own, checksummed
    except Exception:  # noqa: BLE001 - written by another csarules: parse instead
        return None
    if stored_key != key or not isinstance(program, Program):
        return None
    return program


def store(key: str, program: Program) -> None:
    """Keep `program` under `key`; silently nothing if the directory cannot be written."""
    directory = cache_dir()
    if directory is None:
        return
    try:
        data = pickle.dumps((key, program), protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - cannot be pickled: run without the cache
        return
    if write_entry(directory / f"{key}.pickle", data):
        prune(directory, "*.pickle", MAX_ENTRIES)


def read_entry(path: Path) -> bytes | None:
    """The payload of an entry, or None: missing, another user's, damaged (its checksum,
    written with it, does not match: a torn or truncated write, a stray edit)."""
    try:
        with open(path, "rb") as handle:
            if hasattr(os, "getuid") and os.fstat(handle.fileno()).st_uid != os.getuid():
                return None  # only entries this user wrote are loaded
            raw = handle.read()
    except OSError:
        return None
    start = len(_FORMAT)
    payload = raw[start + 32 :]
    if raw[:start] != _FORMAT or hashlib.sha256(payload).digest() != raw[start : start + 32]:
        return None
    try:
        os.utime(path)  # recently used: kept longest when pruning
    except OSError:
        pass
    return payload


def write_entry(path: Path, payload: bytes) -> bool:
    """Write an entry atomically (a temporary file renamed over it, so a concurrent reader
    sees the old entry or the new one); False if it cannot be written."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:16]}.", suffix=".tmp",
                                   dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(_FORMAT + hashlib.sha256(payload).digest() + payload)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        return False
    return True


def prune(directory: Path, pattern: str, keep: int) -> None:
    """Delete the entries matching `pattern` but the `keep` most recently used."""
    entries = []
    for entry in directory.glob(pattern):
        try:
            entries.append((entry.stat().st_mtime_ns, entry))
        except OSError:
            continue  # another process pruned it
    entries.sort()
    for _, entry in entries[:-keep]:
        try:
            entry.unlink()
        except OSError:
            pass
