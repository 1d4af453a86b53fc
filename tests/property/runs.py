"""Order a program and run it: the checks every property test shares."""

from __future__ import annotations

import llvmlite.binding as llvm
from programs import Program

from csarules.ir.reader import parse_module
from csarules.order.pipeline import Outcome, derive, materialise_outcome
from csarules.sim import SimResult, simulate


def verify(text: str) -> None:
    """LLVM's parser and verifier accept `text` (raises RuntimeError with its message)."""
    llvm.parse_assembly(text).verify()


def derive_program(program: Program, mode: str) -> Outcome:
    return derive(parse_module(program.text, "generated.ll"), mode)


def order_program(program: Program, mode: str) -> str:
    text = materialise_outcome(derive_program(program, mode))
    verify(text)
    return text


def run(program: Program, text: str, schedule: str = "sequential") -> SimResult:
    module = parse_module(text, "generated.ll")
    # the ordered module has lost its section markers: the race check and the oracle
    # learn which pairs the sections release from the unordered program
    original = parse_module(program.text, "generated.ll") if text != program.text else None
    return simulate(module, program.entry, program.args, externs=program.externs,
                    schedule=schedule, seed=len(text) % 97, sections_from=original)


def assert_correct_ordering(program: Program, ordered: str, mode: str,
                            reference: SimResult) -> SimResult:
    """No race, the sequential values of the unordered program, a random legal schedule
    reproduces them, and no faster than the oracle."""
    result = run(program, ordered)
    assert result.race_count == 0, (mode, result.races)
    assert result.return_value == reference.return_value, mode
    assert result.final_memory_digest == reference.final_memory_digest, mode
    assert result.oracle_cycles <= result.cycles, (mode, result.oracle_cycles, result.cycles)
    shuffled = run(program, ordered, schedule="random")
    assert shuffled.matches_sequential, (mode, shuffled.differences)
    return result
