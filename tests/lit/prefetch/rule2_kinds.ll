; Prefetch rule 2: "Read prefetches (with <rw>=0) are only ordered with memory ops that
; may load and write prefetches (with <rw>=1) only with memory ops that may load or may
; store. [...] Read prefetches are also ordered with function calls even if they may
; store [...] Neither type of prefetch is ordered with other prefetches". One op before
; one prefetch of the same address per function.
; RUN: csarules edges %s | FileCheck %s

declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @write_only(ptr) memory(argmem: write)

define void @read_after_load(ptr %p) {
  %x = load i32, ptr %p, align 4
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  ret void
}

define void @read_after_store(ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  ret void
}

define void @read_after_storing_call(ptr %p) {
  call void @write_only(ptr %p)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  ret void
}

define void @write_after_load(ptr %p) {
  %x = load i32, ptr %p, align 4
  call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
  ret void
}

define void @write_after_store(ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
  ret void
}

define void @after_prefetch(ptr %p) {
  call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  ret void
}

; CHECK-LABEL: @read_after_load (standard)
; CHECK-NEXT:  edge 11 -> 12 %x = load
; CHECK-NEXT:  edge 12 -> 13 call void @llvm.prefetch.p0(ptr %p, i32 0
; CHECK-NEXT:  edge 12 -> 14 ret void
; CHECK-NOT:   edge
; CHECK-LABEL: @read_after_store (standard)
; CHECK-NEXT:  edge 17 -> 18 store i32
; CHECK-NEXT:  edge 18 -> 20 ret void
; CHECK-NOT:   edge
; CHECK-LABEL: @read_after_storing_call (standard)
; CHECK-NEXT:  edge 23 -> 24 call void @write_only
; CHECK-NEXT:  edge 24 -> 25 call void @llvm.prefetch.p0(ptr %p, i32 0
; CHECK-NEXT:  edge 24 -> 26 ret void
; CHECK-NOT:   edge
; CHECK-LABEL: @write_after_load (standard)
; CHECK-NEXT:  edge 29 -> 30 %x = load
; CHECK-NEXT:  edge 30 -> 31 call void @llvm.prefetch.p0(ptr %p, i32 1
; CHECK-NEXT:  edge 30 -> 32 ret void
; CHECK-NOT:   edge
; CHECK-LABEL: @write_after_store (standard)
; CHECK-NEXT:  edge 35 -> 36 store i32
; CHECK-NEXT:  edge 36 -> 37 call void @llvm.prefetch.p0(ptr %p, i32 1
; CHECK-NEXT:  edge 36 -> 38 ret void
; CHECK-NOT:   edge
; CHECK-LABEL: @after_prefetch (standard)
; CHECK-NEXT:  edge 41 -> 44 ret void
; CHECK-NOT:   edge
