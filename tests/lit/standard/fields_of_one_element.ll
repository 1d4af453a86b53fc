; Two fields of one element at a variable index do not overlap: the addresses are
; one SSA pointer plus different constants (%node and %node + 4), so the stores need
; no edge between them, whatever %k is.
; RUN: csarules edges --mode standard %s | filecheck %s

%struct.node = type { i32, i32 }

define void @link(ptr %nodes, i64 %k, i32 %v, i32 %next) {
entry:
  %node = getelementptr inbounds %struct.node, ptr %nodes, i64 %k
  store i32 %v, ptr %node, align 4
  %link = getelementptr inbounds i8, ptr %node, i64 4
  store i32 %next, ptr %link, align 4
  ret void
}

; CHECK-LABEL: @link (standard): {{[0-9]+}} required, 4 emitted, 0 released
; CHECK-NEXT:    edge 8 -> 11 store i32 %v, ptr %node, align 4
; CHECK-NEXT:    edge 8 -> 13 store i32 %next, ptr %link, align 4
; CHECK-NEXT:    edge 11 -> 14 ret void
; CHECK-NEXT:    edge 13 -> 14 ret void
