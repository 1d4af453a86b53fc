"""Where the shipped Datalog rules live."""

from __future__ import annotations

import os
import re
from pathlib import Path

from csarules.errors import CsaError


def rules_dir() -> Path:
    # Source checkouts and editable installs keep rules/ beside the package.
    here = Path(__file__).resolve().parent
    candidate = here.parent / "rules"
    if (candidate / "schema.dl").is_file():
        return candidate
    raise CsaError(str(candidate), None, "cannot find the csarules rules directory")


def available_modes() -> list[str]:
    return sorted(p.stem for p in (rules_dir() / "modes").glob("*.dl"))


def mode_program(mode: str) -> Path:
    path = rules_dir() / "modes" / f"{mode}.dl"
    if not path.is_file():
        modes = ", ".join(available_modes())
        raise CsaError("--mode", None, f"unknown ordering mode '{mode}' (available: {modes})")
    return path


def default_mode() -> str:
    return "standard" if "standard" in available_modes() else "linear"


def listed_program(mode: str) -> Path | None:
    """The variant of a mode that asks about the pairs rules/listing.dl lists, if any."""
    path = rules_dir() / "listed" / f"{mode}.dl"
    return path if path.is_file() else None


def short_rule_paths(text: str) -> str:
    """Rule locations as a user would type them: `rules/ordering.dl:115`, not an absolute
    path through rules/modes/.."""

    def short(match: re.Match[str]) -> str:
        path = os.path.normpath(match.group(0))
        rel = os.path.relpath(path)
        return rel if not rel.startswith("..") else path

    return re.sub(r"/[^\s:\[\]]+\.dl", short, text)
