// CC: clang-19 -O2
// C's `goto` into the middle of a loop, as csmith writes it: clang -O2 keeps a loop with
// two entries (the top of the body and the label). Reading gives it one header; the
// accesses of a[] carried from one iteration to the next are ordered, the run is race-free
// and equal to the sequential one (in standard and linear mode, under a random schedule).
// RUN: csarules order %s | grep -v '^ *;' | FileCheck %s
// RUN: csarules order --mode race %s -o %t.race.ll
// RUN: csarules sim %s --entry walk --arg 0 --arg i32[16]:iota --arg 5 --json | FileCheck --check-prefix=SIM %s
// RUN: csarules sim %s --mode linear --entry walk --arg 0 --arg i32[16]:iota --arg 5 --json | FileCheck --check-prefix=SIM %s
// RUN: csarules sim %s --entry walk --arg 1 --arg i32[16]:iota --arg 7 --schedule random --seed 2 --json | FileCheck --check-prefix=RANDOM %s
int walk(int start_in_middle, int *a, int n) {
  int i = 0, s = 1;
  if (start_in_middle)
    goto middle;
  while (i < n) {
    s = s * 3 + a[i];
    a[i + 1] += s;
  middle:
    s ^= a[i + 2];
    a[i] = s;
    i++;
  }
  return s;
}
// CHECK: csarules.irr.0:
// CHECK-NEXT: %csarules.irr.0.to = phi i1
// CHECK: br i1 %csarules.irr.0.to
// (319 and 9725 are what the function returns compiled natively with clang-19 -O0.)
// SIM: "race_count": 0
// SIM: "matches_sequential": true
// SIM: "return": 319
// RANDOM: "race_count": 0
// RANDOM: "matches_sequential": true
// RANDOM: "return": 9725
