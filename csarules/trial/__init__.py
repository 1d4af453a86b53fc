"""`csarules try` and `csarules rules check`: prototyping a rule against a corpus."""
