"""`csarules facts`: write the extracted Datalog facts as Soufflé .facts files."""
