; LLVM 19 prints a backslash in a c"..." constant as \\ (and other bytes as \XX). The
; simulator read \\ as a lone backslash followed by the next characters, so "\\41" became
; "\A" and a string with several backslashes grew past its global: csmith seed 75 (clang-19
; -O2 and clang-14 -O1, byte arrays holding 0x5C) stopped with an internal error, "access
; of 65 bytes ... outside every allocation" while writing a 60-byte initialiser.
; Found by benchmarks/fuzz.py; written small by hand from that finding.
; RUN: csarules order %s -o %t.ll
; RUN: csarules sim %t.ll --entry main --json | filecheck %s
; CHECK: "race_count": 0
; CHECK: "matches_sequential": true
; CHECK: "return": 92
; CHECK: "output": "\\41\\\n"

@s = private constant [5 x i8] c"\\41\\\00"
@bytes = internal constant [2 x [3 x i8]] [[3 x i8] c"\\\\\\", [3 x i8] c"\5C\\\\"]

declare i32 @puts(ptr)

define i32 @main() {
  %r = call i32 @puts(ptr @s)
  %p = getelementptr inbounds [2 x [3 x i8]], ptr @bytes, i64 0, i64 1, i64 2
  %b = load i8, ptr %p
  %v = zext i8 %b to i32
  ret i32 %v
}
