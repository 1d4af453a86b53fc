// A transpose (clang-19 -O2): per row, a vector loop (taken only for one row), then a
// prologue loop of `cols & 3` iterations starting at 0 or where the vector loop stopped,
// then a loop unrolled by four starting where the prologue stopped. The outer nest is
// versioned: the unrolled loop's start is the prologue's counter in its last iteration
// (%36 + %25, `cols & 3` iterations) or the prologue's own start, itself a choice between
// 0 and where the vector loop stopped, so its candidates are 0, %25, %23 and %23 + %25,
// each counted only when the branches that bring it held (back to the entries of the
// loops they leave: %23 only where the vector loop ran). The four stores of one
// unrolled iteration go down a column, through one pointer at bases that differ by
// multiples of `rows`: they are compared with the loads only. Disjoint arrays: 685 cycles
// for 4 x 8 (1292 unversioned), 2643 for 10 x 13 (5210); `src` overlapping `dst`: the
// original runs.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules edges --json %s | FileCheck %s --check-prefix=JSON
// RUN: csarules sim %s --entry transpose --arg '0=i32[32]:zero' --arg '1=i32[32]:iota' --arg 2=4 --arg 3=8 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry transpose --arg '0=i32[130]:zero' --arg '1=i32[130]:iota' --arg 2=10 --arg 3=13 --schedule random --seed 3 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry transpose --arg '0=i32[40]:zero' --arg 1=0+4 --arg 2=4 --arg 3=8 --schedule random --seed 5 --json | FileCheck %s --check-prefix=FAST
// CC: clang-19 -O2 -g0
void transpose(int *dst, const int *src, int rows, int cols) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      dst[c * rows + r] = src[r * cols + c];
}

// CHECK-LABEL: @transpose (standard)
// CHECK:       versioned loop %27 (line {{[0-9]+}}): copy %csa.v0.27 runs when groups [[SRC:[0-9]+]]~[[D0:[0-9]+]], [[SRC]]~[[D1:[0-9]+]], [[SRC]]~[[D2:[0-9]+]], [[SRC]]~[[D3:[0-9]+]] do not overlap
// CHECK:         group [[SRC]] (%1): [min({{.*}}%1 + 4*{%23, %23 + %25, %25, 0} + {{.*}}16*(T[%66]-1)))
// CHECK:         group [[D1]] (%0 + 4*%2): [
// CHECK:         group [[D2]] (%0 + 8*%2): [
// CHECK:         group [[D3]] (%0 + 12*%2): [
// CHECK-NOT:   not versioned: loop %27
// JSON:        "choices": {
// JSON-NEXT:     "%36": [
// JSON-NEXT:       "%23",
// JSON-NEXT:       "0"
// JSON-NEXT:     ],
// JSON-NEXT:     "%48": [
// JSON-NEXT:       "%23",
// JSON-NEXT:       "%23 + %25",
// JSON-NEXT:       "%25",
// JSON-NEXT:       "0"
// JSON:        "choices_taken_only_if": {
// JSON:          "%48": {
// JSON-NEXT:       "%23": "((%26 & ((%34 & %7 & %5) | (!%24 & !%34 & %7))) & (!%24 & !%34 & %7))",
// JSON-NEXT:       "%23 + %25": "((!%26 & ((%34 & %7) | (!%24 & !%34))) & (!%24 & !%34 & %7))",
// JSON-NEXT:       "%25": "((!%26 & ((%34 & %7) | (!%24 & !%34))) & (%34 & %7 & %5))",
// JSON-NEXT:       "0": "((%26 & ((%34 & %7 & %5) | (!%24 & !%34 & %7))) & (%34 & %7 & %5))"
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
