"""Package attributes imported on first use (PEP 562 module `__getattr__`)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_attributes(package: str, where: dict[str, str],
                    namespace: dict[str, Any]) -> Callable[[str], Any]:
    """A module `__getattr__` for `package`: name -> the value of that name in
    `package.<where[name]>`, imported on first use and then kept in `namespace`."""

    def getattr_(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        namespace[name] = value
        return value

    return getattr_
