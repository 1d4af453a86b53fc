"""Typer's coercion of command-line values, without pydantic for the plain ones.

Typer (0.2x) coerces every parameter value through a pydantic TypeAdapter built on first
use, even the `--help` flag's: importing pydantic and building the adapters costs about a
tenth of a second on every run of every command. For the plain values csarules' options
take (str, bool, int, float, Path, lists of them) the result is known without pydantic.
`install()` answers those values here and hands everything else (a value that does not
parse or breaks a bound, a choice, a file, a custom parser, a type not listed) to typer's
own coercion, built as before; a plain value whose answer fails typer's checks (a path
that must exist, say) is also redone by typer, so results and messages stay typer's.
tests/test_typer_coerce.py holds both to the same answers.

Typer's internals are private: if they are not the ones this module knows, `install()`
leaves typer alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args, get_origin

_INT = re.compile(r"-?(0|[1-9][0-9]{0,17})\Z")
_FLOAT = re.compile(r"-?[0-9]{1,15}(\.[0-9]{1,15})?\Z")
_UNKNOWN = object()  # "not a plain value: ask typer"


@dataclass(frozen=True)
class TyperInternals:
    parameter_class: Any  # typer.core._TyperParameter
    build: Any  # typer's build_runtime_param(descriptor) -> RuntimeParam
    coerce_path: Any  # typer's coerce_cli_path
    bad_parameter: type[Exception]


def typer_internals() -> TyperInternals | None:
    """What this module uses of typer, or None if typer does not have it."""
    try:
        from typer import _param_types, core
        from typer._click.exceptions import BadParameter

        found = TyperInternals(core._TyperParameter, core.build_runtime_param,
                               _param_types.coerce_cli_path, BadParameter)
        found.parameter_class.get_runtime_param  # noqa: B018 - the method replaced
    except (ImportError, AttributeError):
        return None
    return found


def install() -> bool:
    """Route typer's parameter coercion through `_PlainFirst`; False if typer's internals
    are not the expected ones (typer is then left as it is)."""
    internals = typer_internals()
    if internals is None:
        return False
    parameter_class = internals.parameter_class
    if getattr(parameter_class, "_csarules_plain_first", False):
        return True

    def get_runtime_param(self: Any) -> Any:
        if self._runtime_param is None:
            self._runtime_param = _PlainFirst(self.type_descriptor, internals)
        return self._runtime_param

    parameter_class.get_runtime_param = get_runtime_param
    parameter_class._csarules_plain_first = True
    return True


class _PlainFirst:
    """A typer RuntimeParam: plain values here, the rest by typer's own (built lazily)."""

    def __init__(self, descriptor: Any, internals: TyperInternals) -> None:
        self.descriptor = descriptor
        self.internals = internals
        self.typer_param: Any = None

    def typer_coerce(self, value: Any, param: Any, ctx: Any) -> Any:
        if self.typer_param is None:
            self.typer_param = self.internals.build(self.descriptor)
        return self.typer_param.coerce(value, param=param, ctx=ctx)

    def coerce(self, value: Any, param: Any, ctx: Any) -> Any:
        multi = param.multiple or param.nargs == -1
        if value is None:  # as typer's RuntimeParam.coerce
            return () if multi else None
        if self.descriptor.file_annotation is None and not (multi and isinstance(value, str)):
            try:
                done = self.plain(self.descriptor.annotation, value, param, ctx)
            except self.internals.bad_parameter:
                done = _UNKNOWN  # typer says it again, in its own words
            if done is not _UNKNOWN:
                return done
        return self.typer_coerce(value, param, ctx)

    def plain(self, annotation: Any, value: Any, param: Any, ctx: Any) -> Any:
        origin = get_origin(annotation)
        if origin is list:
            if not isinstance(value, list | tuple):
                return _UNKNOWN
            (item_type,) = get_args(annotation)
            items = [self.leaf(item_type, item, param, ctx) for item in value]
            return _UNKNOWN if any(x is _UNKNOWN for x in items) else items
        if origin is not None:
            return _UNKNOWN
        return self.leaf(annotation, value, param, ctx)

    def leaf(self, annotation: Any, value: Any, param: Any, ctx: Any) -> Any:
        """The value typer's adapter gives, for the plain cases; _UNKNOWN otherwise."""
        info = self.descriptor.parameter_info
        if info.parser is not None or getattr(info, "click_type", None) is not None:
            return _UNKNOWN
        if annotation is bool:
            return value if isinstance(value, bool) else _UNKNOWN
        if annotation is str:
            return value if isinstance(value, str) else _UNKNOWN
        if annotation is int or annotation is float:
            return self.number(annotation, value)
        if isinstance(annotation, type) and issubclass(annotation, Path):
            path_type = info.path_type or annotation
            if not (isinstance(value, str) and value and "\0" not in value
                    and isinstance(path_type, type) and issubclass(path_type, Path)):
                return _UNKNOWN
            return self.internals.coerce_path(path_type(value), info, path_type=path_type,
                                    param=param, ctx=ctx)
        return _UNKNOWN

    def number(self, kind: type, value: Any) -> Any:
        info = self.descriptor.parameter_info
        if info.clamp or not isinstance(value, str):
            return _UNKNOWN
        if not (_INT if kind is int else _FLOAT).match(value):
            return _UNKNOWN
        number = kind(value)
        if (info.min is not None and number < info.min) or (
                info.max is not None and number > info.max):
            return _UNKNOWN
        return number
