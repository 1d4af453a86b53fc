; ModuleID = 'gemm.c'
source_filename = "gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [8 x i8] c"%0.2lf \00", align 1, !dbg !0

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @kernel_gemm(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, double noundef %4, ptr nocapture noundef %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7) local_unnamed_addr #0 !dbg !25 {
    #dbg_value(i32 %0, !38, !DIExpression(), !49)
    #dbg_value(i32 %1, !39, !DIExpression(), !49)
    #dbg_value(i32 %2, !40, !DIExpression(), !49)
    #dbg_value(double %3, !41, !DIExpression(), !49)
    #dbg_value(double %4, !42, !DIExpression(), !49)
    #dbg_value(ptr %5, !43, !DIExpression(), !49)
    #dbg_value(ptr %6, !44, !DIExpression(), !49)
    #dbg_value(ptr %7, !45, !DIExpression(), !49)
    #dbg_value(i32 0, !46, !DIExpression(), !49)
  %9 = icmp sgt i32 %0, 0, !dbg !50
  br i1 %9, label %10, label %141, !dbg !53

10:                                               ; preds = %8
  %11 = icmp sgt i32 %1, 0
  %12 = icmp sgt i32 %2, 0
  %13 = zext nneg i32 %0 to i64, !dbg !50
  %14 = zext i32 %1 to i64
  %15 = zext i32 %2 to i64
  %16 = zext nneg i32 %1 to i64
  %17 = shl nuw nsw i64 %14, 3, !dbg !53
  %18 = shl nuw nsw i64 %15, 3, !dbg !53
  %19 = mul nuw nsw i64 %15, 1760, !dbg !53
  %20 = getelementptr i8, ptr %7, i64 %19, !dbg !53
  %21 = getelementptr i8, ptr %20, i64 %17, !dbg !53
  %22 = getelementptr i8, ptr %21, i64 -1760, !dbg !53
  %23 = getelementptr i8, ptr %5, i64 %17
  %24 = getelementptr i8, ptr %6, i64 %18
  %25 = icmp ult i32 %1, 4
  %26 = and i64 %14, 2147483644
  %27 = insertelement <2 x double> poison, double %4, i64 0
  %28 = shufflevector <2 x double> %27, <2 x double> poison, <2 x i32> zeroinitializer
  %29 = icmp eq i64 %26, %14
  %30 = icmp ult i32 %1, 4
  %31 = and i64 %14, 2147483644
  %32 = insertelement <2 x double> poison, double %3, i64 0
  %33 = shufflevector <2 x double> %32, <2 x double> poison, <2 x i32> zeroinitializer
  %34 = icmp eq i64 %31, %14
  %35 = and i64 %14, 1
  %36 = icmp eq i64 %35, 0
  %37 = add nsw i64 %14, -1
  br label %38, !dbg !53

38:                                               ; preds = %10, %138
  %39 = phi i64 [ 0, %10 ], [ %139, %138 ]
  %40 = mul nuw nsw i64 %39, 1760, !dbg !54
  %41 = getelementptr i8, ptr %5, i64 %40, !dbg !54
    #dbg_value(i64 %39, !46, !DIExpression(), !49)
    #dbg_value(i32 0, !47, !DIExpression(), !49)
  %42 = getelementptr i8, ptr %23, i64 %40, !dbg !54
  %43 = mul nuw nsw i64 %39, 1920, !dbg !54
  %44 = getelementptr i8, ptr %6, i64 %43, !dbg !54
  %45 = getelementptr i8, ptr %24, i64 %43, !dbg !54
  br i1 %11, label %46, label %60, !dbg !54

46:                                               ; preds = %38
  br i1 %25, label %47, label %49, !dbg !54

47:                                               ; preds = %59, %46
  %48 = phi i64 [ 0, %46 ], [ %26, %59 ]
  br label %69, !dbg !54

49:                                               ; preds = %46, %49
  %50 = phi i64 [ %57, %49 ], [ 0, %46 ], !dbg !57
  %51 = getelementptr inbounds [220 x double], ptr %5, i64 %39, i64 %50, !dbg !59
  %52 = getelementptr inbounds i8, ptr %51, i64 16, !dbg !60
  %53 = load <2 x double>, ptr %51, align 8, !dbg !60, !tbaa !61
  %54 = load <2 x double>, ptr %52, align 8, !dbg !60, !tbaa !61
  %55 = fmul <2 x double> %53, %28, !dbg !60
  %56 = fmul <2 x double> %54, %28, !dbg !60
  store <2 x double> %55, ptr %51, align 8, !dbg !60, !tbaa !61
  store <2 x double> %56, ptr %52, align 8, !dbg !60, !tbaa !61
  %57 = add nuw i64 %50, 4, !dbg !57
  %58 = icmp eq i64 %57, %26, !dbg !57
  br i1 %58, label %59, label %49, !dbg !57, !llvm.loop !65

59:                                               ; preds = %49
  br i1 %29, label %60, label %47, !dbg !54

60:                                               ; preds = %69, %59, %38
    #dbg_value(i32 0, !48, !DIExpression(), !49)
  br i1 %12, label %61, label %138, !dbg !70

61:                                               ; preds = %60
  %62 = icmp ult ptr %41, %45
  %63 = icmp ult ptr %44, %42
  %64 = and i1 %62, %63
  %65 = icmp ult ptr %41, %22
  %66 = icmp ugt ptr %42, %7
  %67 = and i1 %65, %66
  %68 = or i1 %64, %67
  br label %76, !dbg !70

69:                                               ; preds = %47, %69
  %70 = phi i64 [ %74, %69 ], [ %48, %47 ]
    #dbg_value(i64 %70, !47, !DIExpression(), !49)
  %71 = getelementptr inbounds [220 x double], ptr %5, i64 %39, i64 %70, !dbg !59
  %72 = load double, ptr %71, align 8, !dbg !60, !tbaa !61
  %73 = fmul double %72, %4, !dbg !60
  store double %73, ptr %71, align 8, !dbg !60, !tbaa !61
  %74 = add nuw nsw i64 %70, 1, !dbg !57
    #dbg_value(i64 %74, !47, !DIExpression(), !49)
  %75 = icmp eq i64 %74, %14, !dbg !72
  br i1 %75, label %60, label %69, !dbg !54, !llvm.loop !73

76:                                               ; preds = %61, %135
  %77 = phi i64 [ %136, %135 ], [ 0, %61 ]
    #dbg_value(i64 %77, !48, !DIExpression(), !49)
    #dbg_value(i32 0, !47, !DIExpression(), !49)
  br i1 %11, label %78, label %135, !dbg !74

78:                                               ; preds = %76
  %79 = getelementptr inbounds [240 x double], ptr %6, i64 %39, i64 %77
  %80 = select i1 %30, i1 true, i1 %68, !dbg !74
  br i1 %80, label %102, label %81, !dbg !74

81:                                               ; preds = %78
  %82 = load double, ptr %79, align 8, !tbaa !61, !alias.scope !78
  %83 = insertelement <2 x double> poison, double %82, i64 0
  %84 = shufflevector <2 x double> %83, <2 x double> poison, <2 x i32> zeroinitializer
  %85 = fmul <2 x double> %84, %33
  %86 = fmul <2 x double> %84, %33
  br label %87, !dbg !74

87:                                               ; preds = %87, %81
  %88 = phi i64 [ 0, %81 ], [ %99, %87 ], !dbg !81
  %89 = getelementptr inbounds [220 x double], ptr %7, i64 %77, i64 %88, !dbg !83
  %90 = getelementptr inbounds i8, ptr %89, i64 16, !dbg !83
  %91 = load <2 x double>, ptr %89, align 8, !dbg !83, !tbaa !61, !alias.scope !84
  %92 = load <2 x double>, ptr %90, align 8, !dbg !83, !tbaa !61, !alias.scope !84
  %93 = getelementptr inbounds [220 x double], ptr %5, i64 %39, i64 %88, !dbg !86
  %94 = getelementptr inbounds i8, ptr %93, i64 16, !dbg !87
  %95 = load <2 x double>, ptr %93, align 8, !dbg !87, !tbaa !61, !alias.scope !88, !noalias !90
  %96 = load <2 x double>, ptr %94, align 8, !dbg !87, !tbaa !61, !alias.scope !88, !noalias !90
  %97 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> %91, <2 x double> %95), !dbg !87
  %98 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> %92, <2 x double> %96), !dbg !87
  store <2 x double> %97, ptr %93, align 8, !dbg !87, !tbaa !61, !alias.scope !88, !noalias !90
  store <2 x double> %98, ptr %94, align 8, !dbg !87, !tbaa !61, !alias.scope !88, !noalias !90
  %99 = add nuw i64 %88, 4, !dbg !81
  %100 = icmp eq i64 %99, %31, !dbg !81
  br i1 %100, label %101, label %87, !dbg !81, !llvm.loop !91

101:                                              ; preds = %87
  br i1 %34, label %135, label %102, !dbg !74

102:                                              ; preds = %78, %101
  %103 = phi i64 [ 0, %78 ], [ %31, %101 ]
  br i1 %36, label %113, label %104, !dbg !74

104:                                              ; preds = %102
    #dbg_value(i64 poison, !47, !DIExpression(), !49)
  %105 = load double, ptr %79, align 8, !dbg !93, !tbaa !61
  %106 = fmul double %105, %3, !dbg !94
  %107 = getelementptr inbounds [220 x double], ptr %7, i64 %77, i64 %103, !dbg !83
  %108 = load double, ptr %107, align 8, !dbg !83, !tbaa !61
  %109 = getelementptr inbounds [220 x double], ptr %5, i64 %39, i64 %103, !dbg !86
  %110 = load double, ptr %109, align 8, !dbg !87, !tbaa !61
  %111 = tail call double @llvm.fmuladd.f64(double %106, double %108, double %110), !dbg !87
  store double %111, ptr %109, align 8, !dbg !87, !tbaa !61
  %112 = or disjoint i64 %103, 1, !dbg !81
    #dbg_value(i64 %112, !47, !DIExpression(), !49)
  br label %113, !dbg !74

113:                                              ; preds = %104, %102
  %114 = phi i64 [ %103, %102 ], [ %112, %104 ]
  %115 = icmp eq i64 %103, %37, !dbg !74
  br i1 %115, label %135, label %116, !dbg !74

116:                                              ; preds = %113, %116
  %117 = phi i64 [ %133, %116 ], [ %114, %113 ]
    #dbg_value(i64 %117, !47, !DIExpression(), !49)
  %118 = load double, ptr %79, align 8, !dbg !93, !tbaa !61
  %119 = fmul double %118, %3, !dbg !94
  %120 = getelementptr inbounds [220 x double], ptr %7, i64 %77, i64 %117, !dbg !83
  %121 = load double, ptr %120, align 8, !dbg !83, !tbaa !61
  %122 = getelementptr inbounds [220 x double], ptr %5, i64 %39, i64 %117, !dbg !86
  %123 = load double, ptr %122, align 8, !dbg !87, !tbaa !61
  %124 = tail call double @llvm.fmuladd.f64(double %119, double %121, double %123), !dbg !87
  store double %124, ptr %122, align 8, !dbg !87, !tbaa !61
  %125 = add nuw nsw i64 %117, 1, !dbg !81
    #dbg_value(i64 %125, !47, !DIExpression(), !49)
  %126 = load double, ptr %79, align 8, !dbg !93, !tbaa !61
  %127 = fmul double %126, %3, !dbg !94
  %128 = getelementptr inbounds [220 x double], ptr %7, i64 %77, i64 %125, !dbg !83
  %129 = load double, ptr %128, align 8, !dbg !83, !tbaa !61
  %130 = getelementptr inbounds [220 x double], ptr %5, i64 %39, i64 %125, !dbg !86
  %131 = load double, ptr %130, align 8, !dbg !87, !tbaa !61
  %132 = tail call double @llvm.fmuladd.f64(double %127, double %129, double %131), !dbg !87
  store double %132, ptr %130, align 8, !dbg !87, !tbaa !61
  %133 = add nuw nsw i64 %117, 2, !dbg !81
    #dbg_value(i64 %133, !47, !DIExpression(), !49)
  %134 = icmp eq i64 %133, %16, !dbg !95
  br i1 %134, label %135, label %116, !dbg !74, !llvm.loop !96

135:                                              ; preds = %113, %116, %101, %76
  %136 = add nuw nsw i64 %77, 1, !dbg !97
    #dbg_value(i64 %136, !48, !DIExpression(), !49)
  %137 = icmp eq i64 %136, %15, !dbg !98
  br i1 %137, label %138, label %76, !dbg !70, !llvm.loop !99

138:                                              ; preds = %135, %60
  %139 = add nuw nsw i64 %39, 1, !dbg !101
    #dbg_value(i64 %139, !46, !DIExpression(), !49)
  %140 = icmp eq i64 %139, %13, !dbg !50
  br i1 %140, label %141, label %38, !dbg !53, !llvm.loop !102

141:                                              ; preds = %138, %8
  ret void, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 !dbg !105 {
    #dbg_value(i32 %0, !111, !DIExpression(), !128)
    #dbg_value(ptr %1, !112, !DIExpression(), !128)
  %3 = tail call noalias dereferenceable_or_null(352000) ptr @malloc(i64 noundef 352000) #8, !dbg !129
    #dbg_value(ptr %3, !115, !DIExpression(), !128)
  %4 = tail call noalias dereferenceable_or_null(384000) ptr @malloc(i64 noundef 384000) #8, !dbg !130
    #dbg_value(ptr %4, !120, !DIExpression(), !128)
  %5 = tail call noalias dereferenceable_or_null(422400) ptr @malloc(i64 noundef 422400) #8, !dbg !131
    #dbg_value(ptr %5, !124, !DIExpression(), !128)
    #dbg_value(i32 200, !132, !DIExpression(), !147)
    #dbg_value(i32 220, !138, !DIExpression(), !147)
    #dbg_value(i32 240, !139, !DIExpression(), !147)
    #dbg_value(ptr undef, !140, !DIExpression(), !147)
    #dbg_value(ptr undef, !141, !DIExpression(), !147)
    #dbg_value(ptr %3, !142, !DIExpression(), !147)
    #dbg_value(ptr %4, !143, !DIExpression(), !147)
    #dbg_value(ptr %5, !144, !DIExpression(), !147)
    #dbg_value(double 1.500000e+00, !113, !DIExpression(), !128)
    #dbg_value(double 1.200000e+00, !114, !DIExpression(), !128)
    #dbg_value(i32 0, !145, !DIExpression(), !147)
  br label %6, !dbg !149

6:                                                ; preds = %2, %23
  %7 = phi i64 [ 0, %2 ], [ %24, %23 ]
    #dbg_value(i64 %7, !145, !DIExpression(), !147)
    #dbg_value(i32 0, !146, !DIExpression(), !147)
  %8 = insertelement <2 x i64> poison, i64 %7, i64 0, !dbg !151
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !151
  br label %10, !dbg !151

10:                                               ; preds = %10, %6
  %11 = phi i64 [ 0, %6 ], [ %20, %10 ], !dbg !154
  %12 = phi <2 x i64> [ <i64 0, i64 1>, %6 ], [ %21, %10 ]
  %13 = mul nuw nsw <2 x i64> %12, %9, !dbg !156
  %14 = trunc <2 x i64> %13 to <2 x i32>, !dbg !157
  %15 = add <2 x i32> %14, <i32 1, i32 1>, !dbg !157
  %16 = urem <2 x i32> %15, <i32 200, i32 200>, !dbg !157
  %17 = uitofp nneg <2 x i32> %16 to <2 x double>, !dbg !158
  %18 = fdiv <2 x double> %17, <double 2.000000e+02, double 2.000000e+02>, !dbg !159
  %19 = getelementptr inbounds [220 x double], ptr %3, i64 %7, i64 %11, !dbg !160
  store <2 x double> %18, ptr %19, align 8, !dbg !161, !tbaa !61
  %20 = add nuw i64 %11, 2, !dbg !154
  %21 = add <2 x i64> %12, <i64 2, i64 2>
  %22 = icmp eq i64 %20, 220, !dbg !154
  br i1 %22, label %23, label %10, !dbg !154, !llvm.loop !162

23:                                               ; preds = %10
  %24 = add nuw nsw i64 %7, 1, !dbg !164
    #dbg_value(i64 %24, !145, !DIExpression(), !147)
  %25 = icmp eq i64 %24, 200, !dbg !165
  br i1 %25, label %26, label %6, !dbg !149, !llvm.loop !166

26:                                               ; preds = %23, %43
  %27 = phi i64 [ %44, %43 ], [ 0, %23 ]
    #dbg_value(i64 %27, !145, !DIExpression(), !147)
    #dbg_value(i32 0, !146, !DIExpression(), !147)
  %28 = insertelement <2 x i64> poison, i64 %27, i64 0, !dbg !168
  %29 = shufflevector <2 x i64> %28, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !168
  br label %30, !dbg !168

30:                                               ; preds = %30, %26
  %31 = phi i64 [ 0, %26 ], [ %40, %30 ], !dbg !172
  %32 = phi <2 x i64> [ <i64 0, i64 1>, %26 ], [ %41, %30 ]
  %33 = add nuw nsw <2 x i64> %32, <i64 1, i64 1>, !dbg !172
  %34 = mul nuw nsw <2 x i64> %33, %29, !dbg !174
  %35 = trunc <2 x i64> %34 to <2 x i32>, !dbg !175
  %36 = urem <2 x i32> %35, <i32 240, i32 240>, !dbg !175
  %37 = uitofp nneg <2 x i32> %36 to <2 x double>, !dbg !176
  %38 = fdiv <2 x double> %37, <double 2.400000e+02, double 2.400000e+02>, !dbg !177
  %39 = getelementptr inbounds [240 x double], ptr %4, i64 %27, i64 %31, !dbg !178
  store <2 x double> %38, ptr %39, align 8, !dbg !179, !tbaa !61
  %40 = add nuw i64 %31, 2, !dbg !172
  %41 = add <2 x i64> %32, <i64 2, i64 2>
  %42 = icmp eq i64 %40, 240, !dbg !172
  br i1 %42, label %43, label %30, !dbg !172, !llvm.loop !180

43:                                               ; preds = %30
  %44 = add nuw nsw i64 %27, 1, !dbg !182
    #dbg_value(i64 %44, !145, !DIExpression(), !147)
  %45 = icmp eq i64 %44, 200, !dbg !183
  br i1 %45, label %46, label %26, !dbg !184, !llvm.loop !185

46:                                               ; preds = %43, %63
  %47 = phi i64 [ %64, %63 ], [ 0, %43 ]
    #dbg_value(i64 %47, !145, !DIExpression(), !147)
    #dbg_value(i32 0, !146, !DIExpression(), !147)
  %48 = insertelement <2 x i64> poison, i64 %47, i64 0, !dbg !187
  %49 = shufflevector <2 x i64> %48, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !187
  br label %50, !dbg !187

50:                                               ; preds = %50, %46
  %51 = phi i64 [ 0, %46 ], [ %60, %50 ], !dbg !191
  %52 = phi <2 x i64> [ <i64 0, i64 1>, %46 ], [ %61, %50 ]
  %53 = add nuw nsw <2 x i64> %52, <i64 2, i64 2>, !dbg !193
  %54 = mul nuw nsw <2 x i64> %53, %49, !dbg !194
  %55 = trunc <2 x i64> %54 to <2 x i32>, !dbg !195
  %56 = urem <2 x i32> %55, <i32 220, i32 220>, !dbg !195
  %57 = uitofp nneg <2 x i32> %56 to <2 x double>, !dbg !196
  %58 = fdiv <2 x double> %57, <double 2.200000e+02, double 2.200000e+02>, !dbg !197
  %59 = getelementptr inbounds [220 x double], ptr %5, i64 %47, i64 %51, !dbg !198
  store <2 x double> %58, ptr %59, align 8, !dbg !199, !tbaa !61
  %60 = add nuw i64 %51, 2, !dbg !191
  %61 = add <2 x i64> %52, <i64 2, i64 2>
  %62 = icmp eq i64 %60, 220, !dbg !191
  br i1 %62, label %63, label %50, !dbg !191, !llvm.loop !200

63:                                               ; preds = %50
  %64 = add nuw nsw i64 %47, 1, !dbg !202
    #dbg_value(i64 %64, !145, !DIExpression(), !147)
  %65 = icmp eq i64 %64, 240, !dbg !203
  br i1 %65, label %66, label %46, !dbg !204, !llvm.loop !205

66:                                               ; preds = %63, %110
  %67 = phi i64 [ %111, %110 ], [ 0, %63 ]
    #dbg_value(i64 %67, !46, !DIExpression(), !207)
    #dbg_value(i32 0, !47, !DIExpression(), !207)
  br label %68

68:                                               ; preds = %77, %66
  %69 = phi i64 [ 0, %66 ], [ %85, %77 ], !dbg !209
  %70 = getelementptr inbounds [220 x double], ptr %3, i64 %67, i64 %69, !dbg !210
  %71 = getelementptr inbounds i8, ptr %70, i64 16, !dbg !211
  %72 = load <2 x double>, ptr %70, align 8, !dbg !211, !tbaa !61
  %73 = load <2 x double>, ptr %71, align 8, !dbg !211, !tbaa !61
  %74 = fmul <2 x double> %72, <double 1.200000e+00, double 1.200000e+00>, !dbg !211
  %75 = fmul <2 x double> %73, <double 1.200000e+00, double 1.200000e+00>, !dbg !211
  store <2 x double> %74, ptr %70, align 8, !dbg !211, !tbaa !61
  store <2 x double> %75, ptr %71, align 8, !dbg !211, !tbaa !61
  %76 = icmp eq i64 %69, 216, !dbg !209
  br i1 %76, label %86, label %77, !dbg !209, !llvm.loop !212

77:                                               ; preds = %68
  %78 = or disjoint i64 %69, 4, !dbg !209
  %79 = getelementptr inbounds [220 x double], ptr %3, i64 %67, i64 %78, !dbg !210
  %80 = getelementptr inbounds i8, ptr %79, i64 16, !dbg !211
  %81 = load <2 x double>, ptr %79, align 8, !dbg !211, !tbaa !61
  %82 = load <2 x double>, ptr %80, align 8, !dbg !211, !tbaa !61
  %83 = fmul <2 x double> %81, <double 1.200000e+00, double 1.200000e+00>, !dbg !211
  %84 = fmul <2 x double> %82, <double 1.200000e+00, double 1.200000e+00>, !dbg !211
  store <2 x double> %83, ptr %79, align 8, !dbg !211, !tbaa !61
  store <2 x double> %84, ptr %80, align 8, !dbg !211, !tbaa !61
  %85 = add nuw nsw i64 %69, 8, !dbg !209
  br label %68

86:                                               ; preds = %68, %107
  %87 = phi i64 [ %108, %107 ], [ 0, %68 ]
    #dbg_value(i64 %87, !48, !DIExpression(), !207)
    #dbg_value(i32 0, !47, !DIExpression(), !207)
  %88 = getelementptr inbounds [240 x double], ptr %4, i64 %67, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !61
  %90 = fmul double %89, 1.500000e+00
  %91 = insertelement <2 x double> poison, double %90, i64 0, !dbg !215
  %92 = shufflevector <2 x double> %91, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !215
  br label %93, !dbg !215

93:                                               ; preds = %93, %86
  %94 = phi i64 [ 0, %86 ], [ %105, %93 ], !dbg !216
  %95 = getelementptr inbounds [220 x double], ptr %5, i64 %87, i64 %94, !dbg !217
  %96 = getelementptr inbounds i8, ptr %95, i64 16, !dbg !217
  %97 = load <2 x double>, ptr %95, align 8, !dbg !217, !tbaa !61
  %98 = load <2 x double>, ptr %96, align 8, !dbg !217, !tbaa !61
  %99 = getelementptr inbounds [220 x double], ptr %3, i64 %67, i64 %94, !dbg !218
  %100 = getelementptr inbounds i8, ptr %99, i64 16, !dbg !219
  %101 = load <2 x double>, ptr %99, align 8, !dbg !219, !tbaa !61
  %102 = load <2 x double>, ptr %100, align 8, !dbg !219, !tbaa !61
  %103 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> %97, <2 x double> %101), !dbg !219
  %104 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> %98, <2 x double> %102), !dbg !219
  store <2 x double> %103, ptr %99, align 8, !dbg !219, !tbaa !61
  store <2 x double> %104, ptr %100, align 8, !dbg !219, !tbaa !61
  %105 = add nuw i64 %94, 4, !dbg !216
  %106 = icmp eq i64 %105, 220, !dbg !216
  br i1 %106, label %107, label %93, !dbg !216, !llvm.loop !220

107:                                              ; preds = %93
  %108 = add nuw nsw i64 %87, 1, !dbg !222
    #dbg_value(i64 %108, !48, !DIExpression(), !207)
  %109 = icmp eq i64 %108, 240, !dbg !223
  br i1 %109, label %110, label %86, !dbg !224, !llvm.loop !225

110:                                              ; preds = %107
  %111 = add nuw nsw i64 %67, 1, !dbg !227
    #dbg_value(i64 %111, !46, !DIExpression(), !207)
  %112 = icmp eq i64 %111, 200, !dbg !228
  br i1 %112, label %113, label %66, !dbg !229, !llvm.loop !230

113:                                              ; preds = %110
  %114 = icmp sgt i32 %0, 42, !dbg !232
  br i1 %114, label %115, label %140, !dbg !234

115:                                              ; preds = %113, %134
  %116 = phi i64 [ %135, %134 ], [ 0, %113 ]
    #dbg_value(i64 %116, !235, !DIExpression(), !244)
  %117 = mul nuw nsw i64 %116, 200
    #dbg_value(i32 0, !243, !DIExpression(), !244)
  br label %118, !dbg !246

118:                                              ; preds = %127, %115
  %119 = phi i64 [ 0, %115 ], [ %132, %127 ]
    #dbg_value(i64 %119, !243, !DIExpression(), !244)
  %120 = add nuw nsw i64 %119, %117, !dbg !250
  %121 = trunc nuw nsw i64 %120 to i32, !dbg !254
  %122 = urem i32 %121, 20, !dbg !254
  %123 = icmp eq i32 %122, 0, !dbg !255
  br i1 %123, label %124, label %127, !dbg !256

124:                                              ; preds = %118
  %125 = load ptr, ptr @stderr, align 8, !dbg !257, !tbaa !258
  %126 = tail call i32 @fputc(i32 10, ptr %125), !dbg !260
  br label %127, !dbg !260

127:                                              ; preds = %124, %118
  %128 = load ptr, ptr @stderr, align 8, !dbg !261, !tbaa !258
  %129 = getelementptr inbounds [220 x double], ptr %3, i64 %116, i64 %119, !dbg !262
  %130 = load double, ptr %129, align 8, !dbg !262, !tbaa !61
  %131 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %128, ptr noundef nonnull @.str.1, double noundef %130) #9, !dbg !263
  %132 = add nuw nsw i64 %119, 1, !dbg !264
    #dbg_value(i64 %132, !243, !DIExpression(), !244)
  %133 = icmp eq i64 %132, 220, !dbg !265
  br i1 %133, label %134, label %118, !dbg !246, !llvm.loop !266

134:                                              ; preds = %127
  %135 = add nuw nsw i64 %116, 1, !dbg !268
    #dbg_value(i64 %135, !235, !DIExpression(), !244)
  %136 = icmp eq i64 %135, 200, !dbg !269
  br i1 %136, label %137, label %115, !dbg !270, !llvm.loop !271

137:                                              ; preds = %134
  %138 = load ptr, ptr @stderr, align 8, !dbg !273, !tbaa !258
  %139 = tail call i32 @fputc(i32 10, ptr %138), !dbg !274
  br label %140, !dbg !275

140:                                              ; preds = %137, %113
  tail call void @free(ptr noundef nonnull %3) #10, !dbg !276
  tail call void @free(ptr noundef %4) #10, !dbg !277
  tail call void @free(ptr noundef %5) #10, !dbg !278
  ret i32 0, !dbg !279
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !280 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !288 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !291 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { cold nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "gemm.c", directory: ".", checksumkind: CSK_MD5, checksum: "f807c0146849d9870b555e1b7ca396de")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !11, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "DATA_TYPE", file: !2, line: 8, baseType: !10)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !{!12, !0}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "kernel_gemm", scope: !2, file: !2, line: 38, type: !26, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !37)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28, !28, !28, !9, !9, !29, !33, !29}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 14080, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 220)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 15360, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 240)
!37 = !{!38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48}
!38 = !DILocalVariable(name: "ni", arg: 1, scope: !25, file: !2, line: 38, type: !28)
!39 = !DILocalVariable(name: "nj", arg: 2, scope: !25, file: !2, line: 38, type: !28)
!40 = !DILocalVariable(name: "nk", arg: 3, scope: !25, file: !2, line: 38, type: !28)
!41 = !DILocalVariable(name: "alpha", arg: 4, scope: !25, file: !2, line: 38, type: !9)
!42 = !DILocalVariable(name: "beta", arg: 5, scope: !25, file: !2, line: 38, type: !9)
!43 = !DILocalVariable(name: "C", arg: 6, scope: !25, file: !2, line: 39, type: !29)
!44 = !DILocalVariable(name: "A", arg: 7, scope: !25, file: !2, line: 39, type: !33)
!45 = !DILocalVariable(name: "B", arg: 8, scope: !25, file: !2, line: 39, type: !29)
!46 = !DILocalVariable(name: "i", scope: !25, file: !2, line: 41, type: !28)
!47 = !DILocalVariable(name: "j", scope: !25, file: !2, line: 41, type: !28)
!48 = !DILocalVariable(name: "k", scope: !25, file: !2, line: 41, type: !28)
!49 = !DILocation(line: 0, scope: !25)
!50 = !DILocation(line: 42, column: 17, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !2, line: 42, column: 3)
!52 = distinct !DILexicalBlock(scope: !25, file: !2, line: 42, column: 3)
!53 = !DILocation(line: 42, column: 3, scope: !52)
!54 = !DILocation(line: 43, column: 5, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !2, line: 43, column: 5)
!56 = distinct !DILexicalBlock(scope: !51, file: !2, line: 42, column: 28)
!57 = !DILocation(line: 43, column: 26, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !2, line: 43, column: 5)
!59 = !DILocation(line: 44, column: 7, scope: !58)
!60 = !DILocation(line: 44, column: 15, scope: !58)
!61 = !{!62, !62, i64 0}
!62 = !{!"double", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = distinct !{!65, !54, !66, !67, !68, !69}
!66 = !DILocation(line: 44, column: 18, scope: !55)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !{!"llvm.loop.isvectorized", i32 1}
!69 = !{!"llvm.loop.unroll.runtime.disable"}
!70 = !DILocation(line: 45, column: 5, scope: !71)
!71 = distinct !DILexicalBlock(scope: !56, file: !2, line: 45, column: 5)
!72 = !DILocation(line: 43, column: 19, scope: !58)
!73 = distinct !{!73, !54, !66, !67, !69, !68}
!74 = !DILocation(line: 46, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 46, column: 7)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 45, column: 30)
!77 = distinct !DILexicalBlock(scope: !71, file: !2, line: 45, column: 5)
!78 = !{!79}
!79 = distinct !{!79, !80}
!80 = distinct !{!80, !"LVerDomain"}
!81 = !DILocation(line: 46, column: 28, scope: !82)
!82 = distinct !DILexicalBlock(scope: !75, file: !2, line: 46, column: 7)
!83 = !DILocation(line: 47, column: 38, scope: !82)
!84 = !{!85}
!85 = distinct !{!85, !80}
!86 = !DILocation(line: 47, column: 9, scope: !82)
!87 = !DILocation(line: 47, column: 17, scope: !82)
!88 = !{!89}
!89 = distinct !{!89, !80}
!90 = !{!79, !85}
!91 = distinct !{!91, !74, !92, !67, !68, !69}
!92 = !DILocation(line: 47, column: 44, scope: !75)
!93 = !DILocation(line: 47, column: 28, scope: !82)
!94 = !DILocation(line: 47, column: 26, scope: !82)
!95 = !DILocation(line: 46, column: 21, scope: !82)
!96 = distinct !{!96, !74, !92, !67, !68}
!97 = !DILocation(line: 45, column: 26, scope: !77)
!98 = !DILocation(line: 45, column: 19, scope: !77)
!99 = distinct !{!99, !70, !100, !67}
!100 = !DILocation(line: 48, column: 5, scope: !71)
!101 = !DILocation(line: 42, column: 24, scope: !51)
!102 = distinct !{!102, !53, !103, !67}
!103 = !DILocation(line: 49, column: 3, scope: !52)
!104 = !DILocation(line: 50, column: 1, scope: !25)
!105 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 52, type: !106, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !110)
!106 = !DISubroutineType(types: !107)
!107 = !{!28, !28, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!110 = !{!111, !112, !113, !114, !115, !120, !124}
!111 = !DILocalVariable(name: "argc", arg: 1, scope: !105, file: !2, line: 52, type: !28)
!112 = !DILocalVariable(name: "argv", arg: 2, scope: !105, file: !2, line: 52, type: !108)
!113 = !DILocalVariable(name: "alpha", scope: !105, file: !2, line: 54, type: !9)
!114 = !DILocalVariable(name: "beta", scope: !105, file: !2, line: 54, type: !9)
!115 = !DILocalVariable(name: "C", scope: !105, file: !2, line: 55, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 2816000, elements: !118)
!118 = !{!119, !32}
!119 = !DISubrange(count: 200)
!120 = !DILocalVariable(name: "A", scope: !105, file: !2, line: 56, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 3072000, elements: !123)
!123 = !{!119, !36}
!124 = !DILocalVariable(name: "B", scope: !105, file: !2, line: 57, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 3379200, elements: !127)
!127 = !{!36, !32}
!128 = !DILocation(line: 0, scope: !105)
!129 = !DILocation(line: 55, column: 28, scope: !105)
!130 = !DILocation(line: 56, column: 28, scope: !105)
!131 = !DILocation(line: 57, column: 28, scope: !105)
!132 = !DILocalVariable(name: "ni", arg: 1, scope: !133, file: !2, line: 10, type: !28)
!133 = distinct !DISubprogram(name: "init_array", scope: !2, file: !2, line: 10, type: !134, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !137)
!134 = !DISubroutineType(types: !135)
!135 = !{null, !28, !28, !28, !136, !136, !29, !33, !29}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!137 = !{!132, !138, !139, !140, !141, !142, !143, !144, !145, !146}
!138 = !DILocalVariable(name: "nj", arg: 2, scope: !133, file: !2, line: 10, type: !28)
!139 = !DILocalVariable(name: "nk", arg: 3, scope: !133, file: !2, line: 10, type: !28)
!140 = !DILocalVariable(name: "alpha", arg: 4, scope: !133, file: !2, line: 10, type: !136)
!141 = !DILocalVariable(name: "beta", arg: 5, scope: !133, file: !2, line: 10, type: !136)
!142 = !DILocalVariable(name: "C", arg: 6, scope: !133, file: !2, line: 11, type: !29)
!143 = !DILocalVariable(name: "A", arg: 7, scope: !133, file: !2, line: 11, type: !33)
!144 = !DILocalVariable(name: "B", arg: 8, scope: !133, file: !2, line: 11, type: !29)
!145 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 13, type: !28)
!146 = !DILocalVariable(name: "j", scope: !133, file: !2, line: 13, type: !28)
!147 = !DILocation(line: 0, scope: !133, inlinedAt: !148)
!148 = distinct !DILocation(line: 58, column: 3, scope: !105)
!149 = !DILocation(line: 16, column: 3, scope: !150, inlinedAt: !148)
!150 = distinct !DILexicalBlock(scope: !133, file: !2, line: 16, column: 3)
!151 = !DILocation(line: 17, column: 5, scope: !152, inlinedAt: !148)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 17, column: 5)
!153 = distinct !DILexicalBlock(scope: !150, file: !2, line: 16, column: 3)
!154 = !DILocation(line: 17, column: 26, scope: !155, inlinedAt: !148)
!155 = distinct !DILexicalBlock(scope: !152, file: !2, line: 17, column: 5)
!156 = !DILocation(line: 18, column: 32, scope: !155, inlinedAt: !148)
!157 = !DILocation(line: 18, column: 38, scope: !155, inlinedAt: !148)
!158 = !DILocation(line: 18, column: 17, scope: !155, inlinedAt: !148)
!159 = !DILocation(line: 18, column: 44, scope: !155, inlinedAt: !148)
!160 = !DILocation(line: 18, column: 7, scope: !155, inlinedAt: !148)
!161 = !DILocation(line: 18, column: 15, scope: !155, inlinedAt: !148)
!162 = distinct !{!162, !151, !163, !67, !68, !69}
!163 = !DILocation(line: 18, column: 46, scope: !152, inlinedAt: !148)
!164 = !DILocation(line: 16, column: 24, scope: !153, inlinedAt: !148)
!165 = !DILocation(line: 16, column: 17, scope: !153, inlinedAt: !148)
!166 = distinct !{!166, !149, !167, !67}
!167 = !DILocation(line: 18, column: 46, scope: !150, inlinedAt: !148)
!168 = !DILocation(line: 20, column: 5, scope: !169, inlinedAt: !148)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 20, column: 5)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 19, column: 3)
!171 = distinct !DILexicalBlock(scope: !133, file: !2, line: 19, column: 3)
!172 = !DILocation(line: 21, column: 34, scope: !173, inlinedAt: !148)
!173 = distinct !DILexicalBlock(scope: !169, file: !2, line: 20, column: 5)
!174 = !DILocation(line: 21, column: 31, scope: !173, inlinedAt: !148)
!175 = !DILocation(line: 21, column: 38, scope: !173, inlinedAt: !148)
!176 = !DILocation(line: 21, column: 17, scope: !173, inlinedAt: !148)
!177 = !DILocation(line: 21, column: 44, scope: !173, inlinedAt: !148)
!178 = !DILocation(line: 21, column: 7, scope: !173, inlinedAt: !148)
!179 = !DILocation(line: 21, column: 15, scope: !173, inlinedAt: !148)
!180 = distinct !{!180, !168, !181, !67, !68, !69}
!181 = !DILocation(line: 21, column: 46, scope: !169, inlinedAt: !148)
!182 = !DILocation(line: 19, column: 24, scope: !170, inlinedAt: !148)
!183 = !DILocation(line: 19, column: 17, scope: !170, inlinedAt: !148)
!184 = !DILocation(line: 19, column: 3, scope: !171, inlinedAt: !148)
!185 = distinct !{!185, !184, !186, !67}
!186 = !DILocation(line: 21, column: 46, scope: !171, inlinedAt: !148)
!187 = !DILocation(line: 23, column: 5, scope: !188, inlinedAt: !148)
!188 = distinct !DILexicalBlock(scope: !189, file: !2, line: 23, column: 5)
!189 = distinct !DILexicalBlock(scope: !190, file: !2, line: 22, column: 3)
!190 = distinct !DILexicalBlock(scope: !133, file: !2, line: 22, column: 3)
!191 = !DILocation(line: 23, column: 26, scope: !192, inlinedAt: !148)
!192 = distinct !DILexicalBlock(scope: !188, file: !2, line: 23, column: 5)
!193 = !DILocation(line: 24, column: 34, scope: !192, inlinedAt: !148)
!194 = !DILocation(line: 24, column: 31, scope: !192, inlinedAt: !148)
!195 = !DILocation(line: 24, column: 38, scope: !192, inlinedAt: !148)
!196 = !DILocation(line: 24, column: 17, scope: !192, inlinedAt: !148)
!197 = !DILocation(line: 24, column: 44, scope: !192, inlinedAt: !148)
!198 = !DILocation(line: 24, column: 7, scope: !192, inlinedAt: !148)
!199 = !DILocation(line: 24, column: 15, scope: !192, inlinedAt: !148)
!200 = distinct !{!200, !187, !201, !67, !68, !69}
!201 = !DILocation(line: 24, column: 46, scope: !188, inlinedAt: !148)
!202 = !DILocation(line: 22, column: 24, scope: !189, inlinedAt: !148)
!203 = !DILocation(line: 22, column: 17, scope: !189, inlinedAt: !148)
!204 = !DILocation(line: 22, column: 3, scope: !190, inlinedAt: !148)
!205 = distinct !{!205, !204, !206, !67}
!206 = !DILocation(line: 24, column: 46, scope: !190, inlinedAt: !148)
!207 = !DILocation(line: 0, scope: !25, inlinedAt: !208)
!208 = distinct !DILocation(line: 59, column: 3, scope: !105)
!209 = !DILocation(line: 43, column: 26, scope: !58, inlinedAt: !208)
!210 = !DILocation(line: 44, column: 7, scope: !58, inlinedAt: !208)
!211 = !DILocation(line: 44, column: 15, scope: !58, inlinedAt: !208)
!212 = distinct !{!212, !213, !214, !67, !68, !69}
!213 = !DILocation(line: 43, column: 5, scope: !55, inlinedAt: !208)
!214 = !DILocation(line: 44, column: 18, scope: !55, inlinedAt: !208)
!215 = !DILocation(line: 46, column: 7, scope: !75, inlinedAt: !208)
!216 = !DILocation(line: 46, column: 28, scope: !82, inlinedAt: !208)
!217 = !DILocation(line: 47, column: 38, scope: !82, inlinedAt: !208)
!218 = !DILocation(line: 47, column: 9, scope: !82, inlinedAt: !208)
!219 = !DILocation(line: 47, column: 17, scope: !82, inlinedAt: !208)
!220 = distinct !{!220, !215, !221, !67, !68, !69}
!221 = !DILocation(line: 47, column: 44, scope: !75, inlinedAt: !208)
!222 = !DILocation(line: 45, column: 26, scope: !77, inlinedAt: !208)
!223 = !DILocation(line: 45, column: 19, scope: !77, inlinedAt: !208)
!224 = !DILocation(line: 45, column: 5, scope: !71, inlinedAt: !208)
!225 = distinct !{!225, !224, !226, !67}
!226 = !DILocation(line: 48, column: 5, scope: !71, inlinedAt: !208)
!227 = !DILocation(line: 42, column: 24, scope: !51, inlinedAt: !208)
!228 = !DILocation(line: 42, column: 17, scope: !51, inlinedAt: !208)
!229 = !DILocation(line: 42, column: 3, scope: !52, inlinedAt: !208)
!230 = distinct !{!230, !229, !231, !67}
!231 = !DILocation(line: 49, column: 3, scope: !52, inlinedAt: !208)
!232 = !DILocation(line: 60, column: 12, scope: !233)
!233 = distinct !DILexicalBlock(scope: !105, file: !2, line: 60, column: 7)
!234 = !DILocation(line: 60, column: 7, scope: !105)
!235 = !DILocalVariable(name: "i", scope: !236, file: !2, line: 29, type: !28)
!236 = distinct !DISubprogram(name: "print_array", scope: !2, file: !2, line: 27, type: !237, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !28, !28, !29}
!239 = !{!240, !241, !242, !235, !243}
!240 = !DILocalVariable(name: "ni", arg: 1, scope: !236, file: !2, line: 27, type: !28)
!241 = !DILocalVariable(name: "nj", arg: 2, scope: !236, file: !2, line: 27, type: !28)
!242 = !DILocalVariable(name: "C", arg: 3, scope: !236, file: !2, line: 27, type: !29)
!243 = !DILocalVariable(name: "j", scope: !236, file: !2, line: 29, type: !28)
!244 = !DILocation(line: 0, scope: !236, inlinedAt: !245)
!245 = distinct !DILocation(line: 60, column: 18, scope: !233)
!246 = !DILocation(line: 31, column: 5, scope: !247, inlinedAt: !245)
!247 = distinct !DILexicalBlock(scope: !248, file: !2, line: 31, column: 5)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 30, column: 3)
!249 = distinct !DILexicalBlock(scope: !236, file: !2, line: 30, column: 3)
!250 = !DILocation(line: 32, column: 19, scope: !251, inlinedAt: !245)
!251 = distinct !DILexicalBlock(scope: !252, file: !2, line: 32, column: 11)
!252 = distinct !DILexicalBlock(scope: !253, file: !2, line: 31, column: 30)
!253 = distinct !DILexicalBlock(scope: !247, file: !2, line: 31, column: 5)
!254 = !DILocation(line: 32, column: 24, scope: !251, inlinedAt: !245)
!255 = !DILocation(line: 32, column: 29, scope: !251, inlinedAt: !245)
!256 = !DILocation(line: 32, column: 11, scope: !252, inlinedAt: !245)
!257 = !DILocation(line: 32, column: 43, scope: !251, inlinedAt: !245)
!258 = !{!259, !259, i64 0}
!259 = !{!"any pointer", !63, i64 0}
!260 = !DILocation(line: 32, column: 35, scope: !251, inlinedAt: !245)
!261 = !DILocation(line: 33, column: 15, scope: !252, inlinedAt: !245)
!262 = !DILocation(line: 33, column: 34, scope: !252, inlinedAt: !245)
!263 = !DILocation(line: 33, column: 7, scope: !252, inlinedAt: !245)
!264 = !DILocation(line: 31, column: 26, scope: !253, inlinedAt: !245)
!265 = !DILocation(line: 31, column: 19, scope: !253, inlinedAt: !245)
!266 = distinct !{!266, !246, !267, !67}
!267 = !DILocation(line: 34, column: 5, scope: !247, inlinedAt: !245)
!268 = !DILocation(line: 30, column: 24, scope: !248, inlinedAt: !245)
!269 = !DILocation(line: 30, column: 17, scope: !248, inlinedAt: !245)
!270 = !DILocation(line: 30, column: 3, scope: !249, inlinedAt: !245)
!271 = distinct !{!271, !270, !272, !67}
!272 = !DILocation(line: 34, column: 5, scope: !249, inlinedAt: !245)
!273 = !DILocation(line: 35, column: 11, scope: !236, inlinedAt: !245)
!274 = !DILocation(line: 35, column: 3, scope: !236, inlinedAt: !245)
!275 = !DILocation(line: 60, column: 18, scope: !233)
!276 = !DILocation(line: 61, column: 3, scope: !105)
!277 = !DILocation(line: 61, column: 12, scope: !105)
!278 = !DILocation(line: 61, column: 21, scope: !105)
!279 = !DILocation(line: 62, column: 3, scope: !105)
!280 = !DISubprogram(name: "malloc", scope: !281, file: !281, line: 553, type: !282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!282 = !DISubroutineType(types: !283)
!283 = !{!284, !285}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !286, line: 18, baseType: !287)
!286 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!287 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!288 = !DISubprogram(name: "free", scope: !281, file: !281, line: 568, type: !289, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !284}
!291 = !DISubprogram(name: "fprintf", scope: !292, file: !292, line: 350, type: !293, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!293 = !DISubroutineType(types: !294)
!294 = !{!28, !295, !352, null}
!295 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !296)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !298, line: 7, baseType: !299)
!298 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!299 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !300, line: 49, size: 1728, elements: !301)
!300 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!301 = !{!302, !303, !304, !305, !306, !307, !308, !309, !310, !311, !312, !313, !314, !317, !319, !320, !321, !325, !327, !329, !333, !336, !338, !341, !344, !345, !346, !347, !348}
!302 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !299, file: !300, line: 51, baseType: !28, size: 32)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !299, file: !300, line: 54, baseType: !109, size: 64, offset: 64)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !299, file: !300, line: 55, baseType: !109, size: 64, offset: 128)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !299, file: !300, line: 56, baseType: !109, size: 64, offset: 192)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !299, file: !300, line: 57, baseType: !109, size: 64, offset: 256)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !299, file: !300, line: 58, baseType: !109, size: 64, offset: 320)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !299, file: !300, line: 59, baseType: !109, size: 64, offset: 384)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !299, file: !300, line: 60, baseType: !109, size: 64, offset: 448)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !299, file: !300, line: 61, baseType: !109, size: 64, offset: 512)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !299, file: !300, line: 64, baseType: !109, size: 64, offset: 576)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !299, file: !300, line: 65, baseType: !109, size: 64, offset: 640)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !299, file: !300, line: 66, baseType: !109, size: 64, offset: 704)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !299, file: !300, line: 68, baseType: !315, size: 64, offset: 768)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!316 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !300, line: 36, flags: DIFlagFwdDecl)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !299, file: !300, line: 70, baseType: !318, size: 64, offset: 832)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !299, file: !300, line: 72, baseType: !28, size: 32, offset: 896)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !299, file: !300, line: 73, baseType: !28, size: 32, offset: 928)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !299, file: !300, line: 74, baseType: !322, size: 64, offset: 960)
!322 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !323, line: 152, baseType: !324)
!323 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!324 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !299, file: !300, line: 77, baseType: !326, size: 16, offset: 1024)
!326 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !299, file: !300, line: 78, baseType: !328, size: 8, offset: 1040)
!328 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !299, file: !300, line: 79, baseType: !330, size: 8, offset: 1048)
!330 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !331)
!331 = !{!332}
!332 = !DISubrange(count: 1)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !299, file: !300, line: 81, baseType: !334, size: 64, offset: 1088)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!335 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !300, line: 43, baseType: null)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !299, file: !300, line: 89, baseType: !337, size: 64, offset: 1152)
!337 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !323, line: 153, baseType: !324)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !299, file: !300, line: 91, baseType: !339, size: 64, offset: 1216)
!339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !340, size: 64)
!340 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !300, line: 37, flags: DIFlagFwdDecl)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !299, file: !300, line: 92, baseType: !342, size: 64, offset: 1280)
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !343, size: 64)
!343 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !300, line: 38, flags: DIFlagFwdDecl)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !299, file: !300, line: 93, baseType: !318, size: 64, offset: 1344)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !299, file: !300, line: 94, baseType: !284, size: 64, offset: 1408)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !299, file: !300, line: 95, baseType: !285, size: 64, offset: 1472)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !299, file: !300, line: 96, baseType: !28, size: 32, offset: 1536)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !299, file: !300, line: 98, baseType: !349, size: 160, offset: 1568)
!349 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !350)
!350 = !{!351}
!351 = !DISubrange(count: 20)
!352 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !353)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !354, size: 64)
!354 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
