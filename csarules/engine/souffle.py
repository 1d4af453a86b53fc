"""The Soufflé backend: runs a `souffle` binary as a subprocess with the same interface.

Only output relations come back (Soufflé writes nothing else), so `relation()` of any other
relation raises. `explain()` reruns Soufflé with `-t explain`, asks for the JSON proof tree of
one tuple on stdin and converts it to a Derivation; this is best effort: heights are the
depths of Soufflé's tree and conditions it prints are kept as condition leaves.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from csarules.engine.ast import Program, render_tuple
from csarules.engine.diagnostics import BACKEND, UNDECLARED, EngineError
from csarules.engine.factsio import check_facts, read_relation_file, write_facts_dir
from csarules.engine.provenance import Derivation


def find_souffle(souffle_path: str | None) -> str:
    if souffle_path:
        found = shutil.which(souffle_path) or (souffle_path if os.access(souffle_path, os.X_OK)
                                                else None)
        if not found:
            raise EngineError("<engine>", None, f"souffle binary {souffle_path!r} not found or "
                              "not executable", BACKEND)
        return found
    found = shutil.which("souffle")
    if not found:
        raise EngineError("<engine>", None, "the souffle engine needs a `souffle` binary on PATH "
                          "(or --souffle PATH); use the embedded engine instead", BACKEND)
    return found


class SouffleEngine:
    kind = "souffle"

    def __init__(self, souffle_path: str | None = None, timeout: float = 600.0) -> None:
        self.binary = find_souffle(souffle_path)
        self.timeout = timeout

    def _prepare(self, program: Program, facts, workdir: Path) -> list[str]:
        """Write facts and the program; returns the command line up to the program."""
        given = check_facts(program, facts or {})
        facts_dir, out_dir = workdir / "facts", workdir / "out"
        facts_dir.mkdir()
        out_dir.mkdir()
        write_facts_dir(program, given, facts_dir)
        extra = sorted(rel for rel in given if not program.relations[rel].is_input)
        root = Path(program.path)
        if program.path.startswith("<") or not root.is_file():
            root = workdir / "program.dl"
            root.write_text(program.text, encoding="utf-8")
        if extra:
            wrapper = workdir / "wrapper.dl"
            lines = [f'#include "{root.resolve()}"'] + [f".input {rel}" for rel in extra]
            wrapper.write_text("\n".join(lines) + "\n", encoding="utf-8")
            root = wrapper
        command = [self.binary, "-F", str(facts_dir), "-D", str(out_dir)]
        for directory in program.include_dirs:
            command += ["-I", directory]
        # Where our front end looked for includes: beside the program, or (for a program
        # given as text) the current directory.
        base = Path(".") if program.path.startswith("<") else Path(program.path).parent
        command += ["-I", str(base.resolve())]
        return [*command, str(root)]

    def _call(self, program: Program, command: list[str], stdin: str | None = None) -> str:
        try:
            done = subprocess.run(command, input=stdin, capture_output=True, text=True,
                                  timeout=self.timeout, check=False)
        except subprocess.TimeoutExpired as exc:
            raise EngineError(program.path, None, f"souffle timed out after {self.timeout} s",
                              BACKEND) from exc
        except OSError as exc:
            raise EngineError(program.path, None, f"cannot run souffle: {exc}", BACKEND) from exc
        if done.returncode != 0:
            message = (done.stderr or done.stdout).strip().splitlines()
            raise EngineError(program.path, None, "souffle failed: " + " | ".join(message[:5]),
                              BACKEND)
        return done.stdout

    def run(self, program: Program, facts=None) -> SouffleResult:
        start = time.perf_counter()
        with tempfile.TemporaryDirectory(prefix="csarules-souffle-") as tmp:
            workdir = Path(tmp)
            command = self._prepare(program, facts, workdir)
            launched = time.perf_counter()
            printed = _printed_relations(self._call(program, command))
            souffle_time = time.perf_counter() - launched
            outputs = {}
            for rel in program.outputs:
                file = workdir / "out" / f"{rel}.csv"
                if rel in printed:  # `.output rel(IO=stdout)`: Soufflé printed it instead
                    file = workdir / f"{rel}.stdout"
                    file.write_text(printed[rel], encoding="utf-8")
                outputs[rel] = read_relation_file(program, rel, file) if file.exists() else set()
        stats = {"engine": "souffle", "time": time.perf_counter() - start,
                 "souffle_time": souffle_time,
                 "tuples": {rel: len(rows) for rel, rows in sorted(outputs.items())}}
        return SouffleResult(self, program, facts, outputs, stats)

    def explain(self, program: Program, facts, relation: str, values: tuple) -> Derivation:
        with tempfile.TemporaryDirectory(prefix="csarules-souffle-") as tmp:
            command = self._prepare(program, facts, Path(tmp))
            command = [*command[:1], "-t", "explain", *command[1:]]
            script = f"format json\nsetdepth 100000\nexplain {render_tuple(relation, values)}\n" \
                     "exit\n"
            output = self._call(program, command, stdin=script)
        return parse_explain_json(program, output)


class SouffleResult:
    def __init__(self, engine: SouffleEngine, program: Program, facts, outputs, stats) -> None:
        self.engine = engine
        self.program = program
        self.facts = facts
        self._outputs = outputs
        self.stats = stats

    def relation(self, name: str) -> set[tuple]:
        if name not in self.program.relations:
            raise EngineError(self.program.path, None, f"no relation {name} in the program",
                              UNDECLARED)
        if name not in self._outputs:
            raise EngineError(self.program.path, None, f"{name} is not an output relation; the "
                              "souffle engine only returns .output relations", BACKEND)
        return self._outputs[name]

    @property
    def relations(self) -> dict[str, set[tuple]]:
        return dict(self._outputs)

    def lists(self, name: str) -> bool:
        """Whether `relation(name)` answers: Soufflé returns its .output relations only."""
        return name in self._outputs

    def explain(self, name: str, tup: tuple) -> Derivation | None:
        if tuple(tup) not in self.relation(name):
            return None
        return self.engine.explain(self.program, self.facts, name, tuple(tup))


_RULE_NUMBER = re.compile(r"R(\d+)")
_PRINTED = re.compile(r"^-+\n(\S+)\n=+\n(.*?)^=+$", re.MULTILINE | re.DOTALL)


def _printed_relations(stdout: str) -> dict[str, str]:
    """Relations Soufflé printed to stdout, as tab-separated text."""
    return {m.group(1): m.group(2) for m in _PRINTED.finditer(stdout)}


def parse_explain_json(program: Program, output: str) -> Derivation:
    """Soufflé's `format json` tree: {"premises", "rule-number", "children"} / {"axiom"}."""
    start, end = output.find("{"), output.rfind("}")
    try:
        tree = json.loads(output[start : end + 1])
    except ValueError as exc:
        raise EngineError(program.path, None, "cannot read souffle's explain output: "
                          f"{output.strip()[:200]!r}", BACKEND) from exc
    if "proof" in tree and isinstance(tree["proof"], dict):
        tree = tree["proof"]
    return _convert(program, tree)


def _convert(program: Program, node: dict) -> Derivation:
    from csarules.engine.command import parse_query

    if "axiom" in node:
        text = str(node["axiom"])
        try:
            relation, values = parse_query(text, program)
        except EngineError:
            return Derivation("condition", None, None, 0, condition=text)
        return Derivation("fact", relation, values, 0)
    relation, values = parse_query(str(node.get("premises", "")), program)
    match = _RULE_NUMBER.search(str(node.get("rule-number", "")))
    number = int(match.group(1)) if match else None
    rule = next((r for r in program.rules if r.relation == relation and r.number == number),
                None)
    children = [_convert(program, child) for child in node.get("children", [])]
    height = 1 + max((c.height for c in children), default=0)
    return Derivation("rule", relation, values, height, number,
                      rule.location if rule else None, rule.text if rule else None,
                      children=children)
