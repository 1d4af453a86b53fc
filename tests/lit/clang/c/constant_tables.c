// CC: clang-19 -O2
// A translation unit of constant tables only (as Lua's lctype.c): its module defines no
// function, so there is nothing to order. `order` writes the module unchanged, byte for
// byte, and prints nothing on stderr.
// RUN: csarules order %s -o %t.ll 2> %t.err
// RUN: diff %s %t.ll
// RUN: FileCheck %s --allow-empty --check-prefix=QUIET < %t.err
const unsigned char char_class[16] = {
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0c, 0x0c, 0x0c, 0x0c, 0x0c, 0, 0,
};
const char *const opnames[] = {"MOVE", "LOADI", "LOADF", "LOADK"};
int counter;
extern int used_elsewhere(int);
// QUIET-NOT: {{.}}
