"""`csarules mmra`: the MMRA tag-set algebra (rules/mmra_algebra.dl) on two sets given on
the command line."""
