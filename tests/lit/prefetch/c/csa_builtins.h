/* Stand-ins for CSA's __builtin_csa_parallel_{region,section}_{entry,exit}.
 * clang has no such builtins, so the C corpus calls these extern functions and
 * tests/inputs/regen.sh renames them in the generated IR to the intrinsics
 * @llvm.csa.parallel.{region,section}.{entry,exit} of
 * csa-pathfinding-builtins.rst (plain declarations, no attributes).
 * region_entry takes a region ID; section_entry takes the region entry's value;
 * each exit takes the value of its own entry. */
#ifndef CSA_BUILTINS_H
#define CSA_BUILTINS_H

int csa_parallel_region_entry(int region_id);
void csa_parallel_region_exit(int region_entry);
int csa_parallel_section_entry(int region_entry);
void csa_parallel_section_exit(int section_entry);

#endif /* CSA_BUILTINS_H */
