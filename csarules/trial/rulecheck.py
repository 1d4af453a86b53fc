"""`csarules rules check`: a rule set's mistakes that parse, type-check and stratify fine.

Errors (syntax, undeclared relation, arity, types, groundedness, negation cycles) come from
the engine's front end, one line `file:line: error: ...`, exit status 2. On a program that
loads, the warnings here name what cannot be meant:

- a relation used in a body that no rule or fact defines and that is not an `.input`;
- a relation rules define that no `.output` depends on (dead rules);
- a rule whose body can never match: a positive body atom over a relation that is empty
  whatever the inputs (nothing derives it, or only rules that themselves never match);
- an idea that writes rules for an output relation declared by the mode it includes
  (`required`, `emitted`, `released`, `warning`) instead of adding `relax` tuples.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from csarules.rules_dir import rules_dir

if TYPE_CHECKING:  # the engine is imported when a program is checked, not to build the CLI
    from csarules.engine.ast import Atom, Program, Rule


@dataclass(frozen=True, order=True)
class Finding:
    path: str
    line: int
    message: str

    def render(self) -> str:
        return f"{_short(self.path)}:{self.line}: warning: {self.message}"


def _short(path: str) -> str:
    rel = os.path.relpath(path)
    return rel if not rel.startswith("..") else os.path.normpath(path)


def _positive_atoms(rule: Rule) -> list[Atom]:
    """Top-level positive body atoms: one empty relation among them empties the rule."""
    from csarules.engine.ast import Atom

    return [lit for lit in rule.body if isinstance(lit, Atom)]


def _first_uses(program: Program) -> dict[str, tuple[str, int]]:
    from csarules.engine.ast import Atom, Negation
    from csarules.engine.stratify import dependencies

    uses: dict[str, tuple[str, int]] = {}
    for rule in program.rules:
        for lit in rule.body:
            atom = lit.atom if isinstance(lit, Negation) else lit
            if isinstance(atom, Atom):
                uses.setdefault(atom.relation, (rule.path, atom.line or rule.line))
        for relation, _ in dependencies(rule):
            uses.setdefault(relation, (rule.path, rule.line))
    return uses


def check_program(program: Program) -> list[Finding]:
    """Warnings about a loaded (parsed, checked, stratified) program, sorted by place."""
    from csarules.engine.stratify import dependencies

    inputs = set(program.inputs)
    outputs = set(program.outputs)
    defined = {rule.relation for rule in program.rules} | set(program.facts)
    findings: list[Finding] = []

    uses = _first_uses(program)
    for relation, (path, line) in sorted(uses.items()):
        if relation not in defined and relation not in inputs:
            findings.append(Finding(path, line, f"relation {relation} is used but never "
                                    "defined (no rule, no fact) and is not an .input"))

    if outputs:
        needed = set(outputs)
        pending = list(outputs)
        rules_of: dict[str, list[Rule]] = {}
        for rule in program.rules:
            rules_of.setdefault(rule.relation, []).append(rule)
        while pending:
            relation = pending.pop()
            for rule in rules_of.get(relation, ()):
                for body, _ in dependencies(rule):
                    if body not in needed:
                        needed.add(body)
                        pending.append(body)
        for relation in sorted(defined - needed):
            decl = program.relations[relation]
            findings.append(Finding(decl.path, decl.line, f"relation {relation} is defined "
                                    "but no .output depends on it"))

    nonempty = inputs | set(program.facts)
    changed = True
    while changed:
        changed = False
        for rule in program.rules:
            if rule.relation not in nonempty and all(
                    a.relation in nonempty for a in _positive_atoms(rule)):
                nonempty.add(rule.relation)
                changed = True
    for rule in program.rules:
        empty = next((a for a in _positive_atoms(rule) if a.relation not in nonempty), None)
        if empty is not None:
            findings.append(Finding(rule.path, rule.line, f"this rule for {rule.relation} "
                                    f"can never match: {empty.relation} (line {empty.line}) "
                                    "is empty whatever the inputs"))

    shipped = os.path.realpath(rules_dir())
    for rule in program.rules:
        decl = program.relations[rule.relation]
        # a mode's own files define its outputs; an idea outside rules/ should not
        if rule.relation in outputs and _under(decl.path, shipped) and \
                not _under(rule.path, shipped):
            findings.append(Finding(rule.path, rule.line, f"this rule redefines "
                                    f"{rule.relation}, an output of {_short(decl.path)}; "
                                    "add relax(a, b, ctx, rule, reason) tuples instead"))
    return sorted(set(findings))


def _under(path: str, directory: str) -> bool:
    return os.path.realpath(path).startswith(directory + os.sep)


def check_program_file(program: Program, path: Path) -> list[Finding]:
    """The warnings located in `path` itself (an idea, not the mode it includes)."""
    own = os.path.realpath(path)
    return [f for f in check_program(program) if os.path.realpath(f.path) == own]


def check_command(
    program: Annotated[
        Optional[Path],  # noqa: UP045 - typer needs Optional on 3.11
        typer.Argument(help="The Datalog program (default: every mode in rules/modes).",
                       show_default=False),
    ] = None,
    strict: Annotated[bool, typer.Option("--strict", help="Exit 1 when there are "
                                         "warnings.")] = False,
) -> None:
    """Parse, type-check and stratify a rule set, then warn about relations used but never
    defined, rules no output depends on, rules that can never match, and rules redefining
    a mode's outputs. Exit 2 on an error (one line, file:line), 0 otherwise (1 with
    --strict when there are warnings)."""
    from csarules.engine import load_program
    from csarules.errors import CsaError
    from csarules.rules_dir import available_modes, mode_program

    if program is not None and not program.is_file():
        raise CsaError(str(program), None, "cannot read rules file")
    paths = [program] if program is not None else [mode_program(m) for m in available_modes()]
    warnings = 0
    for path in paths:
        loaded = load_program(path)
        # an idea is judged on its own lines; a mode's own warnings are the mode's
        findings = check_program(loaded) if program is None else \
            check_program_file(loaded, path)
        for finding in findings:
            print(finding.render(), file=sys.stderr)
        warnings += len(findings)
        print(f"{_short(str(path))}: ok: {len(loaded.relations)} relations, "
              f"{len(loaded.rules)} rules, {len(loaded.strata)} strata, "
              f"{len(findings)} warning(s)")
    if strict and warnings:
        raise typer.Exit(1)
