/* Straight-line parallel sections (csa-pathfinding-builtins.rst, Usage,
 * pattern 2: *a = *b and *c = *d in two sections of one region) and the corner
 * case of a store inside a region but outside any section (*a = 2 stays
 * ordered with *b = 3, as if it were outside the region). */

#include "csa_builtins.h"

void two_sections(int *a, const int *b, int *c, const int *d) {
  int reg = csa_parallel_region_entry(0);
  int sec0 = csa_parallel_section_entry(reg);
  *a = *b;
  csa_parallel_section_exit(sec0);
  int sec1 = csa_parallel_section_entry(reg);
  *c = *d;
  csa_parallel_section_exit(sec1);
  csa_parallel_region_exit(reg);
}

void region_outside_section(int *a, int *b) {
  int reg = csa_parallel_region_entry(0);
  *a = 2;
  int sec = csa_parallel_section_entry(reg);
  *b = 3;
  csa_parallel_section_exit(sec);
  csa_parallel_region_exit(reg);
}
