"""Bytecode of the generated rule versions, by their source, kept between runs.

The embedded engine compiles every rule version it plans to Python source and byte-compiles
it: for the shipped standard mode, 290 versions per engine run, a tenth of a second of
`compile()` that every `csarules order` process (and every group of functions in it) paid
again. The same plan gives the same source, so the bytecode is looked up by the source
(and the name it is compiled under): in this process first, then, once a program has been
loaded from a file with the cache on (`use_disk`, called by frontend.load_program), in a
file of the user's cache (cache.py: checksummed, written atomically, ignored when damaged
or unwritable). Programs made from text (tests, generated programs) stay out of it.
New entries are added to that file when the process exits; two processes exiting at once
may each keep only their own additions, which costs a later run a compile, nothing else.
"""

from __future__ import annotations

import atexit
import hashlib
import marshal
from pathlib import Path
from types import CodeType

from csarules.engine import cache

MAX_CODES = 20_000  # about 20 MB: beyond it the file starts again from this run's codes
MAX_IN_PROCESS = 50_000
_disk = False
_codes: dict[bytes, CodeType] = {}
_stored: dict[bytes, bytes] | None = None  # the file's entries (key -> marshalled code)
_added: dict[bytes, bytes] = {}  # new this run


def compiled(source: str, name: str) -> CodeType:
    """`compile(source, name, "exec")`, from the cache when it holds it."""
    key = hashlib.sha256(name.encode() + b"\0" + source.encode()).digest()
    code = _codes.get(key)
    if code is None:
        code = _stored_code(key) if _disk else None
        if code is None:
            code = compile(source, name, "exec")
            if _disk:
                if not _added:
                    atexit.register(_save)
                _added[key] = marshal.dumps(code)
        if len(_codes) >= MAX_IN_PROCESS:
            _codes.clear()
        _codes[key] = code
    return code


def use_disk() -> None:
    """Read and keep bytecode in the user's cache from now on in this process."""
    global _disk
    _disk = True


def _stored_code(key: bytes) -> CodeType | None:
    global _stored
    if _stored is None:
        _stored = _read()
    blob = _stored.get(key)
    if blob is None:
        return None
    try:
        code = marshal.loads(blob)
    except (EOFError, ValueError, TypeError):
        return None
    return code if isinstance(code, CodeType) else None


def _file() -> Path | None:
    directory = cache.cache_dir()
    if directory is None:
        return None
    return directory / f"rule-code-{cache.front_end_digest().hex()[:32]}.marshal"


def _read() -> dict[bytes, bytes]:
    path = _file()
    data = cache.read_entry(path) if path is not None else None
    if data is None:
        return {}
    try:
        stored = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return {}
    return stored if isinstance(stored, dict) else {}


def _save() -> None:
    path = _file()
    if path is None or not _added:
        return
    stored = _read()
    if len(stored) + len(_added) > MAX_CODES:
        stored = {}
    stored.update(_added)
    _added.clear()
    if cache.write_entry(path, marshal.dumps(stored)):
        cache.prune(path.parent, "rule-code-*.marshal", keep=4)  # other csarules versions
