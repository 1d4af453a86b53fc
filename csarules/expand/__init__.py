"""The loop-builtin expansion (CSAFortranIntrinsics + CSALoopIntrinsicExpander) and the
intrinsic cleaner: markers in front of loops become region/section, spmdization and
pipeline intrinsics, decided by rules/loops.dl."""
