; The RFC's `test_fenced` with the load after the fence tagged vulkan:nonprivate, as the
; fence is: the sets are compatible, so the load stays ordered after the fence.
; RUN: csarules edges --mode standard %s | filecheck %s

define i32 @test_fenced_nonprivate(ptr %in, ptr %out) {
  %1 = load i32, ptr %in
  store i32 %1, ptr %out
  fence acq_rel, !mmra !{!"vulkan", !"nonprivate"}
  %y = load i32, ptr %in, !mmra !{!"vulkan", !"nonprivate"}
  ret i32 %y
}

; CHECK-LABEL: @test_fenced_nonprivate (standard):
; CHECK:         edge {{ *}}8 -> 9 {{ *}}%y = load
; CHECK-NOT:     released
