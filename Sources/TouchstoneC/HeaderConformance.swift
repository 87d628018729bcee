import TouchstoneCHeaders

// The compile-time link between include/touchstone.h and the @_cdecl implementations. @_cdecl
// cannot see the header, so a changed parameter would otherwise only surface as a crash in a C
// caller. Here each Swift implementation is stored into a variable whose type is the C function
// type the header declares (as Swift imports it): that conversion compiles only when the
// parameter and result types match (up to a pointer's optionality, which is the same in C).

/// Stores `implemented` into `declared`; `Declared` is inferred from the `inout` argument alone,
/// so it is exactly the C declaration's type.
private func conform<Declared>(_ declared: inout Declared, _ implemented: Declared) {
    declared = implemented
}

/// Never called: type-checking its body is the check.
private func checkHeaderConformance() {
    var shapeCreate = ts_shape_create
    conform(&shapeCreate, tsShapeCreate)
    var shapeDestroy = ts_shape_destroy
    conform(&shapeDestroy, tsShapeDestroy)
    var pathCreate = ts_path_create
    conform(&pathCreate, tsPathCreate)
    var pathDestroy = ts_path_destroy
    conform(&pathDestroy, tsPathDestroy)
    var buildPath = ts_shape_build_path
    conform(&buildPath, tsShapeBuildPath)
    var elementCount = ts_path_element_count
    conform(&elementCount, tsPathElementCount)
    var element = ts_path_element
    conform(&element, tsPathElement)
    var winding = ts_path_winding
    conform(&winding, tsPathWinding)
    var contains = ts_path_contains
    conform(&contains, tsPathContains)
    var analytic = ts_shape_analytic
    conform(&analytic, tsShapeAnalytic)
    var analyticContains = ts_analytic_contains
    conform(&analyticContains, tsAnalyticContains)
    var canvasCreate = ts_canvas_create
    conform(&canvasCreate, tsCanvasCreate)
    var labelCreate = ts_label_create
    conform(&labelCreate, tsLabelCreate)
    var labelDestroy = ts_label_destroy
    conform(&labelDestroy, tsLabelDestroy)
    var labelGlyphCount = ts_label_glyph_count
    conform(&labelGlyphCount, tsLabelGlyphCount)
    var labelDraw = ts_label_draw
    conform(&labelDraw, tsLabelDraw)
    var canvasDestroy = ts_canvas_destroy
    conform(&canvasDestroy, tsCanvasDestroy)
    var clear = ts_clear
    conform(&clear, tsClear)
    var fillPath = ts_fill_path
    conform(&fillPath, tsFillPath)
    var fillPathClipped = ts_fill_path_clipped
    conform(&fillPathClipped, tsFillPathClipped)
    var strokePath = ts_stroke_path
    conform(&strokePath, tsStrokePath)
    var elevationShadows = ts_draw_elevation_shadows
    conform(&elevationShadows, tsDrawElevationShadows)

}

/// Never called: the scene-frame functions (SceneFrames.swift, TraceEvents.swift) against the
/// header's declarations.
private func checkSceneFrameConformance() {
    var sceneCreate = ts_scene_create
    conform(&sceneCreate, tsSceneCreate)
    var sceneDestroy = ts_scene_destroy
    conform(&sceneDestroy, tsSceneDestroy)
    var sceneNow = ts_scene_now
    conform(&sceneNow, tsSceneNow)
    var sceneIsSettled = ts_scene_is_settled
    conform(&sceneIsSettled, tsSceneIsSettled)
    var sendTouch = ts_scene_send_touch
    conform(&sendTouch, tsSceneSendTouch)
    var render = ts_scene_render
    conform(&render, tsSceneRender)
    var pixels = ts_scene_pixels
    conform(&pixels, tsScenePixels)
    var pixelsHash = ts_scene_pixels_hash
    conform(&pixelsHash, tsScenePixelsHash)
    var contentOffset = ts_scene_set_content_offset
    conform(&contentOffset, tsSceneSetContentOffset)
    var traceCreate = ts_trace_create
    conform(&traceCreate, tsTraceCreate)
    var traceDestroy = ts_trace_destroy
    conform(&traceDestroy, tsTraceDestroy)
    var frameRate = ts_trace_frame_rate
    conform(&frameRate, tsTraceFrameRate)
    var eventCount = ts_trace_event_count
    conform(&eventCount, tsTraceEventCount)
    var event = ts_trace_event
    conform(&event, tsTraceEvent)
    var replay = ts_replay
    conform(&replay, tsReplay)
}
