"""What a build run records beside its outputs, so that the next run redoes only what
changed: per output, the key it was made from (a digest of its IR, of csarules' own code
and rules, and of the options) and the digest of the bytes written.

An output is up to date when its key is the one recorded and the file still holds the
bytes recorded; anything else (an edited source or header, other flags, another
csarules, an edited rule, a deleted or edited output) makes it again. The record is one
JSON file, written atomically at the end of a run; one that cannot be read is ignored
(everything is made again)."""

from __future__ import annotations

import functools
import hashlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from csarules.fileio import write_atomic

STATE_DIR = ".csarules"  # under the output directory: the record, and the IR ordered
_FORMAT = 1


@dataclass
class Record:
    key: str
    output_sha256: str
    functions: int = 0
    edges: int = 0
    warnings: list[str] = field(default_factory=list)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@functools.cache
def tool_digest() -> str:
    """csarules' version, its Python code and its shipped rules: a change to any of them
    may change an output."""
    from csarules import __version__
    from csarules.rules_dir import rules_dir

    digest = hashlib.sha256(f"csarules {__version__}\n".encode())
    package = Path(__file__).resolve().parents[1]
    for root, pattern in ((package, "*.py"), (rules_dir(), "*.dl")):
        for path in sorted(root.rglob(pattern)):
            digest.update(str(path.relative_to(root)).encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def options_digest(kind: str, mode: str | None, rules: Path | None, engine: str,
                   no_expand: bool, no_storage_check: bool) -> str:
    """The options that change an output; a --rules program by its preprocessed text (the
    file and everything it includes)."""
    digest = hashlib.sha256(f"{kind}\0{mode}\0{engine}\0{no_expand}\0{no_storage_check}\0"
                            .encode())
    if rules is not None:
        from csarules.engine.source import preprocess

        text = rules.read_text(encoding="utf-8", errors="surrogateescape")
        for segment in preprocess(str(rules), text):
            digest.update(f"{segment.path}\0{segment.text}\0"
                          .encode("utf-8", "surrogateescape"))
    return digest.hexdigest()


def unit_key(ir: bytes, options: str) -> str:
    return sha256(tool_digest().encode() + b"\0" + options.encode() + b"\0" + ir)


class State:
    def __init__(self, directory: Path) -> None:
        self.path = directory / STATE_DIR / "state.json"
        self.records: dict[str, Record] = {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if data.get("format") == _FORMAT:
                self.records = {name: Record(**rec) for name, rec in data["outputs"].items()}
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            self.records = {}

    def up_to_date(self, name: str, key: str, output: Path) -> Record | None:
        record = self.records.get(name)
        if record is None or record.key != key:
            return None
        try:
            written = output.read_bytes()
        except OSError:
            return None
        return record if sha256(written) == record.output_sha256 else None

    def save(self, keep: set[str], suffix: str) -> None:
        """Write the record of the outputs named in `keep` (the database's units), and of
        the other command's outputs (another suffix) in the same directory."""
        outputs = {name: asdict(rec) for name, rec in sorted(self.records.items())
                   if name in keep or not name.endswith(suffix)}
        write_atomic(self.path, json.dumps({"format": _FORMAT, "outputs": outputs},
                                           indent=1) + "\n", make_dirs=True)
