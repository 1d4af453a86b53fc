from csarules.cli import entry

entry()
