"""`csarules view`: the memop CFG (before ordering, or with the emitted edges) as DOT/SVG."""
