"""Computed gotos (`blockaddress`, `indirectbr`): the dispatch of a threaded interpreter,
as Lua's VM is built by default (LUA_USE_JUMPTABLE). The table of block addresses is a
constant global; each handler jumps through it. Run in the simulator unordered and
ordered (standard mode, both schedules): the native program's output, race-free."""

from __future__ import annotations

from pathlib import Path

import pytest
from simkit import compile_c, run_ir, run_native

from csarules.errors import CsaError
from csarules.ir.reader import parse_module
from csarules.order.pipeline import order_module
from csarules.sim import simulate

THREADED = r"""
#include <stdio.h>
enum { PUSH, ADD, MUL, DUP, STORE, JNZ, DEC, HALT };
static const int code[] = {PUSH, 5, STORE, 0, PUSH, 1, STORE, 1,
                           /* 8: */ PUSH, 1, MUL, DUP, ADD, STORE, 1, DEC, JNZ, 8, HALT};
static int mem[4];
static int run(const int *pc) {
  static const void *const table[] = {&&push, &&add, &&mul, &&dup, &&store, &&jnz, &&dec,
                                      &&halt};
  int stack[16], *sp = stack;
  int steps = 0;
#define NEXT() do { steps++; goto *table[*pc++]; } while (0)
  NEXT();
push: *sp++ = *pc++; NEXT();
add: sp--; sp[-1] += sp[0]; NEXT();
mul: sp[-1] *= mem[1]; NEXT();
dup: sp[0] = sp[-1]; sp++; NEXT();
store: mem[*pc++] = *--sp; sp = stack; NEXT();
dec: mem[0]--; *sp++ = mem[0]; NEXT();
jnz: if (*--sp) pc = code + *pc; else pc++; NEXT();
halt: return steps;
}
int main(void) {
  int steps = run(code);
  printf("%d %d %d\n", steps, mem[0], mem[1]);
  return mem[1] & 0x7f;
}
"""


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
def test_threaded_interpreter_runs_as_native(tmp_path: Path, opt: str) -> None:
    expected, status = run_native(tmp_path, THREADED)
    text = compile_c(tmp_path, THREADED, opt)
    assert "indirectbr" in text and "blockaddress(" in text
    plain = run_ir(text, "main", [])
    assert plain.output == expected and plain.return_value == status
    ordered = parse_module(order_module(parse_module(text, "p.ll"), "standard"), "o.ll")
    for schedule in ("sequential", "random"):
        res = simulate(ordered, "main", [], schedule=schedule, seed=3)
        assert res.output == expected and res.return_value == status
        assert res.matches_sequential and res.race_count == 0


UNLISTED = """
@table = constant [2 x ptr] [ptr blockaddress(@f, %a), ptr blockaddress(@f, %b)]
define i32 @f(i64 %k) {
entry:
  %slot = getelementptr [2 x ptr], ptr @table, i64 0, i64 %k
  %to = load ptr, ptr %slot
  indirectbr ptr %to, [label %a]
a:
  ret i32 1
b:
  ret i32 2
}
"""


def test_blockaddresses_pick_their_blocks_and_an_unlisted_one_is_an_error() -> None:
    assert run_ir(UNLISTED, "f", ["0"]).return_value == 1
    # block b's address is real, but this indirectbr does not list b: undefined
    with pytest.raises(CsaError, match="indirectbr to an address it does not list"):
        run_ir(UNLISTED, "f", ["1"])
