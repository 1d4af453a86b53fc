"""Blocks the tool writes into a function at the start of its closing line (`}`), where
they change no line number of the input: irreducible.py's guards, the versioned copies of
loop nests. The reader finds them there (linemap.py) and gives their instructions ids."""

from __future__ import annotations

from dataclasses import dataclass, field

from csarules.ir.names import quote_name


@dataclass
class AddedBlock:
    label: str
    instructions: list[str]  # without indentation
    ids: list[int] = field(default_factory=list)  # their ids (linemap.scan gives them)


@dataclass
class AddedBlocks:
    """The blocks written at the start of one function's closing line."""

    blocks: list[AddedBlock]
    original: str  # the closing line as the input has it

    def prefix(self) -> str:
        parts = []
        for block in self.blocks:
            parts.append(f"{quote_name(block.label)}:")
            parts.extend(block.instructions)
        return "  ".join(parts) + "  "
