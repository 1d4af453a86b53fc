; Prefetch rule 1: "Prefetches are not ordered ahead of any operation, and the output
; ordering edge is always unused as a result." A store to the prefetched address, a
; later prefetch and the return do not wait for the prefetch; its outord has no user.
; RUN: csarules edges %s | FileCheck %s --check-prefix=EDGES
; RUN: csarules order %s | %strip-checks | FileCheck %s --check-prefix=IR

declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

define void @f(ptr %p, i32 %v) {
entry:
  call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
  store i32 %v, ptr %p, align 4
  call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
  ret void
}

; The first prefetch (11) is ordered after nothing (rule 4: the function context holds
; neither the entry nor the return); the second (13) waits for the store only.
; EDGES-LABEL: @f (standard)
; EDGES-NEXT:  edge 9 -> 12 store i32
; EDGES-NEXT:  edge 12 -> 13 call void @llvm.prefetch.p0
; EDGES-NEXT:  edge 12 -> 14 ret void
; EDGES-NOT:   edge

; IR:      call void @llvm.csa.inord(i1 0)
; IR-NEXT: call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
; IR-NEXT: %[[P1:csa\.o[0-9]+]] = call i1 @llvm.csa.outord()
; IR-NOT:  %[[P1]]
; IR:      call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
; IR-NEXT: %[[P2:csa\.o[0-9]+]] = call i1 @llvm.csa.outord()
; IR-NOT:  %[[P1]]
; IR-NOT:  %[[P2]]
; IR:      declare
