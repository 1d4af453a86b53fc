/* Region/section intrinsics whose values meet in i32 phis, for the removal and
 * renumbering tests. Built by regen_regions.sh (clang-14/19 -O1, numbered values). */

int csa_parallel_region_entry(int region_id);
void csa_parallel_region_exit(int region_entry);
int csa_parallel_section_entry(int region_entry);
void csa_parallel_section_exit(int section_entry);

void pick_section(int *a, int *b, int c, int n) {
  int reg = csa_parallel_region_entry(0);
  int other = csa_parallel_region_entry(1);
  for (int i = 0; i < n; ++i) {
    int sec;
    if (c & i) {
      a[i] = b[i] + 1;
      sec = csa_parallel_section_entry(reg);
    } else {
      sec = csa_parallel_section_entry(other);
      a[i] = b[i] - 1;
    }
    b[i] = 0;
    csa_parallel_section_exit(sec);
  }
  csa_parallel_region_exit(other);
  csa_parallel_region_exit(reg);
}

int keep(int *a) {
  *a = 1;
  return *a;
}
