; The RFC's `test_fenced` ("[RFC] MMRAs", the MemoryDependenceAnalysis example), as
; written there: the private load %y after `fence acq_rel` tagged vulkan:nonprivate has
; an incompatible tag set, so it is not ordered after the fence. It still waits for the
; store to %out: %in and %out may be the same address, and location order is never
; released by tags.
; RUN: csarules edges --mode standard %s | filecheck %s

define i32 @test_fenced(ptr %in, ptr %out) {
  %1 = load i32, ptr %in
  store i32 %1, ptr %out
  fence acq_rel, !mmra !{!"vulkan", !"nonprivate"}
  %y = load i32, ptr %in, !mmra !{!"vulkan", !"private"}
  ret i32 %y
}

; CHECK-LABEL: @test_fenced (standard):
; CHECK-DAG:     edge {{ *}}10 -> 11 {{ *}}fence acq_rel
; CHECK-DAG:     edge {{ *}}10 -> 12 {{ *}}%y = load
; CHECK-DAG:     released {{ *}}11 -> 12 {{ *}}(mmra) %y = load
; CHECK-NOT:     edge {{ *}}11 -> 12
