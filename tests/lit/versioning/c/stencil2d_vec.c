// A vectorised loop inside an outer loop (clang-19 -O2): per row, a vector loop entered
// only when the row is long enough (its guard), then a scalar loop starting at 1 or where
// the vector loop stopped (a choice between two values fixed before the nest). The outer
// nest is versioned: the check counts the vector loop's bytes only when its guard holds,
// and the scalar loop's for each start it may take (1 when the vector loop was skipped,
// where it stopped when it did not cover the row). Disjoint arrays: 88 cycles for a
// 4 x 6 grid (only scalar loops run; 375 unversioned), 138 for 4 x 20 (vector loops too;
// 290 unversioned); `in` overlapping `out`: the original runs.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules edges --json %s | FileCheck %s --check-prefix=JSON
// RUN: csarules sim %s --entry stencil2d --arg '0=f32[24]:zero' --arg '1=f32[24]:iota' --arg 2=4 --arg 3=6 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry stencil2d --arg '0=f32[80]:zero' --arg '1=f32[80]:iota' --arg 2=4 --arg 3=20 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry stencil2d --arg '0=f32[80]:zero' --arg 1=0+4 --arg 2=4 --arg 3=20 --schedule random --seed 3 --json | FileCheck %s --check-prefix=FAST
// CC: clang-19 -O2 -g0
void stencil2d(float *out, const float *in, int rows, int cols) {
  for (int r = 1; r + 1 < rows; ++r)
    for (int c = 1; c + 1 < cols; ++c)
      out[r * cols + c] = 0.2f * (in[r * cols + c] + in[(r - 1) * cols + c] +
                                  in[(r + 1) * cols + c] + in[r * cols + c - 1] +
                                  in[r * cols + c + 1]);
}

// CHECK-LABEL: @stencil2d (standard)
// The scalar loop's members join the vector loop's groups, their start 4*{1, 1 + %50}.
// CHECK:       versioned loop %57 (line {{[0-9]+}}): copy %csa.v0.57 runs when groups {{[0-9]+}}~[[OUT:[0-9]+]], {{[0-9]+}}~[[OUT]], {{[0-9]+}}~[[OUT]] do not overlap
// CHECK:         group [[OUT]] (%0 + 4*%3): [min({{.*}}, %0 + 4*%3 + 4*{1, 1 + %50} + {{.*}}), max(
// JSON:        "entered_only_if": "(!%67 & %7 & %5)"
// JSON:        "choices": {
// JSON-NEXT:     "%69": [
// JSON-NEXT:       "1",
// JSON-NEXT:       "1 + %50"
// JSON:        "choices_taken_only_if": {
// JSON-NEXT:     "%69": {
// JSON-NEXT:       "1": "(%67 & %7 & %5)",
// JSON-NEXT:       "1 + %50": "(!%52 & !%67 & %7)"
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
