"""Load one of the repository's scripts (benchmarks/, docs/, tests/golden/) as a module.

Those directories are no packages. The module is registered in sys.modules under its name:
dataclasses and process pools look a module up by name. A script loaded once is reused.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[1]


def load_script(relative: str, name: str | None = None) -> ModuleType:
    """The script at `relative` (from the repository root) as module `name` (its stem)."""
    path = REPO / relative
    name = name or path.stem
    loaded = sys.modules.get(name)
    if loaded is not None and Path(getattr(loaded, "__file__", "") or "") == path:
        return loaded
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
