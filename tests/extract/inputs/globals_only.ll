; A module without function definitions (a C file of constant tables, as Lua's
; lctype.c): a global and a declaration, so no facts about functions.
@table = constant [4 x i8] c"\00\0C\04\16", align 1

declare void @g()
