"""Where each area's commands join the CLI. One line per area; the area owns its module."""

from __future__ import annotations

import importlib

import typer

# (module, function) pairs; each function takes the app and adds its commands.
_AREAS = [
    ("csarules.facts.command", "register"),
    ("csarules.engine.command", "register"),
    ("csarules.order.command", "register"),
    ("csarules.audit.command", "register"),
    ("csarules.sim.command", "register"),
    ("csarules.view.command", "register"),
    ("csarules.litmus.command", "register"),
    ("csarules.trial.command", "register"),
    ("csarules.mmra.command", "register"),
    ("csarules.expand.command", "register"),
    ("csarules.build.command", "register"),
]


def register(app: typer.Typer) -> None:
    for module_name, func_name in _AREAS:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name or module_name.startswith(str(exc.name) + "."):
                continue  # area not built yet
            raise
        getattr(module, func_name)(app)
