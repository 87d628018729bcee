import TouchstoneCHeaders

// The compile-time link between include/touchstone.h and the @_cdecl implementations. @_cdecl
// cannot see the header, so a changed parameter would otherwise only surface as a crash in a C
// caller. Here each Swift implementation is passed as a value of the C function type the header
// declares (as Swift imports it): that conversion compiles only when the parameter and result
// types match (up to a pointer's optionality, which is the same in C).

/// Type-checks only when `implemented` converts to `Declared`, the C declaration's type (the
/// metatype pins it, so the conversion cannot go the other way).
private func conform<Declared>(to declared: Declared.Type, _ implemented: Declared) {}

/// Never called: type-checking its body is the check.
private func checkHeaderConformance() {
    conform(to: type(of: ts_shape_create), tsShapeCreate)
    conform(to: type(of: ts_shape_destroy), tsShapeDestroy)
    conform(to: type(of: ts_path_create), tsPathCreate)
    conform(to: type(of: ts_path_destroy), tsPathDestroy)
    conform(to: type(of: ts_shape_build_path), tsShapeBuildPath)
    conform(to: type(of: ts_path_element_count), tsPathElementCount)
    conform(to: type(of: ts_path_element), tsPathElement)
    conform(to: type(of: ts_path_winding), tsPathWinding)
    conform(to: type(of: ts_path_contains), tsPathContains)
    conform(to: type(of: ts_shape_analytic), tsShapeAnalytic)
    conform(to: type(of: ts_analytic_contains), tsAnalyticContains)
    conform(to: type(of: ts_canvas_create), tsCanvasCreate)
    conform(to: type(of: ts_label_create), tsLabelCreate)
    conform(to: type(of: ts_label_destroy), tsLabelDestroy)
    conform(to: type(of: ts_label_glyph_count), tsLabelGlyphCount)
    conform(to: type(of: ts_label_draw), tsLabelDraw)
    conform(to: type(of: ts_canvas_destroy), tsCanvasDestroy)
    conform(to: type(of: ts_clear), tsClear)
    conform(to: type(of: ts_fill_path), tsFillPath)
    conform(to: type(of: ts_fill_path_clipped), tsFillPathClipped)
    conform(to: type(of: ts_stroke_path), tsStrokePath)
    conform(to: type(of: ts_draw_elevation_shadows), tsDrawElevationShadows)

    // The scene-frame functions (SceneFrames.swift, TraceEvents.swift).
    conform(to: type(of: ts_scene_create), tsSceneCreate)
    conform(to: type(of: ts_scene_destroy), tsSceneDestroy)
    conform(to: type(of: ts_scene_now), tsSceneNow)
    conform(to: type(of: ts_scene_is_settled), tsSceneIsSettled)
    conform(to: type(of: ts_scene_send_touch), tsSceneSendTouch)
    conform(to: type(of: ts_scene_render), tsSceneRender)
    conform(to: type(of: ts_scene_pixels), tsScenePixels)
    conform(to: type(of: ts_scene_pixels_hash), tsScenePixelsHash)
    conform(to: type(of: ts_scene_set_content_offset), tsSceneSetContentOffset)
    conform(to: type(of: ts_trace_create), tsTraceCreate)
    conform(to: type(of: ts_trace_destroy), tsTraceDestroy)
    conform(to: type(of: ts_trace_frame_rate), tsTraceFrameRate)
    conform(to: type(of: ts_trace_event_count), tsTraceEventCount)
    conform(to: type(of: ts_trace_event), tsTraceEvent)
    conform(to: type(of: ts_replay), tsReplay)
}
