"""Analyses behind the fact extractor: CFG, loops, memops, calls, aliasing, affine addresses."""
