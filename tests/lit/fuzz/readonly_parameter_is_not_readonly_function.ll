; clang's printf and puts: a `readonly` parameter, and no memory(...) on the function, so
; each may write any memory (stdout's buffer) and must stay in program order. The reader
; took parameter attributes for function attributes (llvmlite lists both), made both calls
; read-only and left them unordered: the simulator's replay printed out of order.
; Found by benchmarks/fuzz.py (csmith programs print through printf).
; RUN: csarules edges --mode standard %s | filecheck %s
; RUN: csarules sim %s --entry main --schedule random --seed 1 --json | filecheck %s --check-prefix=SIM
; CHECK: edge {{ *}}17 -> 18 {{ *}}%b = call i32 @puts
; SIM: "race_count": 0
; SIM: "matches_sequential": true
; SIM: "output": "a\nb\n"

@.a = private constant [3 x i8] c"a\0A\00"
@.b = private constant [2 x i8] c"b\00"

define i32 @main() {
  %a = call i32 (ptr, ...) @printf(ptr noundef @.a)
  %b = call i32 @puts(ptr noundef @.b)
  ret i32 0
}

declare noundef i32 @printf(ptr nocapture noundef readonly, ...) #0
declare noundef i32 @puts(ptr nocapture noundef readonly) #0

attributes #0 = { nofree nounwind }
