/* csa_builtins.h: the CSA pathfinding builtins for stock clang (shipped with csarules).
 *
 * Compile with `clang -I$(csarules include-dir) ...`. Each __builtin_csa_* marker becomes a
 * call to an external with the Fortran-style name of the spec's CSAFortranIntrinsics
 * mapping table (builtin_csa_parallel_loop_, builtin_csa_spmd_, builtin_csa_pipeline_loop_)
 * or an extension of it (builtin_csa_spmdization_, builtin_csa_parallel_{region,section}_
 * {entry,exit}_). An unknown external call is something clang keeps in place: it stays in
 * front of the loop it marks. `csarules expand` (run first by order, edges, why, sim and
 * view) turns these calls into the llvm.csa.* intrinsics, as CLIE does.
 *
 * Nothing links against these functions: the tool removes every call. Code that must also
 * run natively can wrap the markers in #ifdef __CSA__ (not defined by stock clang).
 */
#ifndef CSARULES_CSA_BUILTINS_H
#define CSARULES_CSA_BUILTINS_H

#ifdef __cplusplus
extern "C" {
#endif

/* Loop markers: put the call immediately in front of the loop. */
void builtin_csa_parallel_loop_(void);
void builtin_csa_spmd_(int workers, int chunk);
void builtin_csa_spmdization_(int workers, const char *kind); /* "blocking", "cyclic", "hybrid" */
void builtin_csa_pipeline_loop_(int depth);

/* Explicit regions and sections (region ids below 1000 are the user's). */
int builtin_csa_parallel_region_entry_(int region_id);
void builtin_csa_parallel_region_exit_(int region);
int builtin_csa_parallel_section_entry_(int region);
void builtin_csa_parallel_section_exit_(int section);

#ifdef __cplusplus
}
#endif

#define __builtin_csa_parallel_loop() builtin_csa_parallel_loop_()
#define __builtin_csa_spmd(workers, chunk) builtin_csa_spmd_((workers), (chunk))
#define __builtin_csa_spmdization(workers, kind) builtin_csa_spmdization_((workers), (kind))
#define __builtin_csa_pipeline_loop(depth) builtin_csa_pipeline_loop_((depth))
#define __builtin_csa_parallel_region_entry(id) builtin_csa_parallel_region_entry_((id))
#define __builtin_csa_parallel_region_exit(r) builtin_csa_parallel_region_exit_((r))
#define __builtin_csa_parallel_section_entry(r) builtin_csa_parallel_section_entry_((r))
#define __builtin_csa_parallel_section_exit(s) builtin_csa_parallel_section_exit_((s))

#endif /* CSARULES_CSA_BUILTINS_H */
