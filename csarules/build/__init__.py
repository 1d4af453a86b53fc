"""Ordering a C/C++ build where it is: from its compile_commands.json
(`csarules order --compdb`) or as its compiler (`csarules cc -- clang-19`). Each compile
command becomes the command that writes the same translation unit's LLVM IR, and the IR
is ordered through csarules/order/project.py's entry point."""
