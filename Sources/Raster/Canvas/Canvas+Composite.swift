/// Whole-canvas compositing: the offscreen layers of a scene renderer (group opacity, mask layers).
extension Canvas {
    /// Sets every pixel of `region` (intersected with the canvas) to `color`.
    public mutating func clear(_ region: PixelRect, to color: PremultipliedColor = .clear) {
        let target = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !target.isEmpty else { return }
        let w = width
        // The pixel as one 32-bit word (the bytes in memory order, as `clear(to:)` writes them),
        // stored eight pixels at a time (``WordFill``).
        let pattern = UInt32(littleEndian: UInt32(color.red) | UInt32(color.green) << 8
                                 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24)
        bytes.withUnsafeMutableBytes { raw in
            let base = raw.baseAddress!
            for y in target.y..<target.maxY {
                WordFill.store(pattern, into: base + (y * w + target.x) * 4, count: target.width)
            }
        }
    }

    /// Composites `source` (a canvas of the same size) over this one inside `region`, source-over
    /// with the formula of ``fill(_:color:rule:transform:clip:)``: each source pixel is scaled by a
    /// coverage, `opacity` (0–255) times the mask's value at that pixel when a mask is given (0
    /// outside the mask's bounds), each product rounded as ``PremultipliedColor/multiply(_:_:)``.
    ///
    /// - Precondition: `source` has this canvas's size.
    /// - Complexity: proportional to the area of `region` inside the canvas.
    public mutating func composite(_ source: Canvas, opacity: UInt8 = 255, mask: CoverageMask? = nil,
                                   in region: PixelRect) {
        precondition(source.width == width && source.height == height, "composite needs canvases of one size")
        var area = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        if let mask { area = area.intersection(mask.bounds) }
        guard !area.isEmpty, opacity > 0 else { return }
        // A constant copy: the closures below captured the variable by reference, and the loop
        // reloaded its end (with overflow checks) every eight pixels.
        let target = area, endX = area.maxX
        // The eight-pixel loop runs while `x <= lastX` (one addition fewer per step than
        // `x + 8 <= endX`).
        let lastX = endX &- 8
        let w = width
        // Buffer pointers instead of the arrays' and the mask's subscripts: the same arithmetic,
        // without a bounds and uniqueness check per byte (`BM_Frame/touchstone/gallery_scale*`).
        // (A plain Bool: testing the captured optional in the loop retained and released it.)
        let hasMask = mask != nil
        let maskValues = mask?.values ?? []
        let maskBounds = mask?.bounds ?? target
        source.bytes.withUnsafeBufferPointer { sourceBytes in
        maskValues.withUnsafeBufferPointer { maskBytes in
        withUnsafeMutablePixels { pixels in
            // The last group scaled by the opacity alone: its source bytes and scaled lanes
            // (locals of this closure, so they stay in registers).
            var haveLast = false, lastHalves = SIMD4<UInt64>()
            var lastAlpha = SIMD16<UInt16>(), lastRB = SIMD16<UInt16>(), lastGA = SIMD16<UInt16>()
            // The last such group's destination bytes and what the formula made of them with
            // those scaled values (valid while `haveResult`).
            var haveResult = false, lastDestination = SIMD4<UInt64>(), lastResult = SIMD16<UInt16>()
            for y in target.y..<target.maxY {
                // `target` lies inside the mask's bounds, so every index is in range.
                let maskRow = (y &- maskBounds.y) &* maskBounds.width &- maskBounds.x
                let rowStart = y &* w &* 4
                var x = target.x
                // Eight pixels at a time through the one source-over formula, in the blitter's
                // split lanes (see ``SourceOverBlitter``, "Lane layout": 32 bytes as 16 `UInt16`
                // lanes, `v & 0xFF` the (r, b) of each pixel and `v >> 8` its (g, a)); each pixel's
                // alpha and coverage go to both of its lanes through a 32-bit word (little-endian).
                //
                // Groups the formula leaves unchanged are skipped: eight mask bytes of 0 (one
                // 64-bit load; coverage 0 gives `s′ = 0`, `α′ = 0`, `d′ = d`) and eight source
                // pixels that are all zero bytes (a transparent premultiplied source, likewise
                // `d′ = d`). The part of a ripple's offscreen outside its circle and the inside of
                // a shadow's ring mask are such groups. A group of mask bytes all 255 at opacity
                // 255 has coverage 255, which scales nothing (`s·255/255 = s`), so the products
                // are left out, and at any other opacity such a group's coverage is the opacity,
                // unmultiplied. Everything else goes through the formula, so the result is the
                // one-pixel loop's, bit for bit.
                let base = UnsafeRawPointer(sourceBytes.baseAddress!), out = UnsafeMutableRawPointer(pixels.baseAddress!)
                let maskBase = UnsafeRawPointer(maskBytes.baseAddress ?? UnsafePointer(bitPattern: 1)!)
                let pair = SIMD8<UInt32>(repeating: 0x0001_0001)
                let opacityLanes = SIMD16<UInt16>(repeating: UInt16(opacity))
                let opaqueGroup = opacity == 255
                while x <= lastX {
                    let i = rowStart &+ x &* 4
                    var maskWord = UInt64.max
                    if hasMask {
                        maskWord = maskBase.loadUnaligned(fromByteOffset: maskRow &+ x, as: UInt64.self)
                        if maskWord == 0 {
                            x &+= 8
                            continue
                        }
                    }
                    let source = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt16>.self)
                    let halves = base.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt64>.self)
                    if halves[0] | halves[1] | halves[2] | halves[3] == 0 {
                        x &+= 8
                        continue
                    }
                    // Each pixel's alpha in both of its lanes.
                    func alpha() -> SIMD16<UInt16> {
                        unsafeBitCast((unsafeBitCast(halves, to: SIMD8<UInt32>.self) &>> 24) &* pair,
                                      to: SIMD16<UInt16>.self)
                    }
                    let scaledAlpha: SIMD16<UInt16>, rb: SIMD16<UInt16>, ga: SIMD16<UInt16>
                    if maskWord == .max && opaqueGroup {
                        scaledAlpha = alpha()
                        rb = source & 0x00FF
                        ga = source &>> 8
                    } else if maskWord == .max {
                        // Mask bytes all 255 (or no mask) give the opacity itself (`255·o/255 = o`),
                        // so the coverage is the opacity unmultiplied: most of a faded masked
                        // offscreen. Its groups are mostly one ink colour, eight equal pixels like
                        // the group before, whose scaled values (a function of the source bytes
                        // and the opacity alone) are then reused instead of recomputed.
                        let change = halves ^ lastHalves
                        if !haveLast || change[0] | change[1] | change[2] | change[3] != 0 {
                            lastAlpha = SourceOver.multiply(alpha(), opacityLanes)
                            lastRB = SourceOver.multiply(source & 0x00FF, opacityLanes)
                            lastGA = SourceOver.multiply(source &>> 8, opacityLanes)
                            lastHalves = halves
                            haveLast = true
                            haveResult = false
                        }
                        // The same scaled source over the same destination bytes as that group
                        // (a faded view's ink over a plain background) gives the same bytes.
                        let destination = out.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt64>.self)
                        let difference = destination ^ lastDestination
                        if !haveResult || difference[0] | difference[1] | difference[2] | difference[3] != 0 {
                            let v = unsafeBitCast(destination, to: SIMD16<UInt16>.self)
                            let low = SourceOver.over(scaledSource: lastRB, scaledAlpha: lastAlpha,
                                                      destination: v & 0x00FF)
                            let high = SourceOver.over(scaledSource: lastGA, scaledAlpha: lastAlpha,
                                                       destination: v &>> 8)
                            lastResult = low | high &<< 8
                            lastDestination = destination
                            haveResult = true
                        }
                        out.storeBytes(of: lastResult, toByteOffset: i, as: SIMD16<UInt16>.self)
                        x &+= 8
                        // The groups that follow with exactly this group's inputs (mask bytes all
                        // 255, the same source bytes, the same destination bytes) get its bytes,
                        // in a loop that only compares: most of a faded view over its background.
                        while x <= lastX {
                            let j = rowStart &+ x &* 4
                            if hasMask && maskBase.loadUnaligned(fromByteOffset: maskRow &+ x, as: UInt64.self) != .max {
                                break
                            }
                            let change = (base.loadUnaligned(fromByteOffset: j, as: SIMD4<UInt64>.self) ^ lastHalves)
                                | (out.loadUnaligned(fromByteOffset: j, as: SIMD4<UInt64>.self) ^ lastDestination)
                            if change[0] | change[1] | change[2] | change[3] != 0 { break }
                            out.storeBytes(of: lastResult, toByteOffset: j, as: SIMD16<UInt16>.self)
                            x &+= 8
                        }
                        continue
                    } else {
                        // Mask bytes other than all 255 scale the opacity (`hasMask` holds here).
                        var coverage = opacityLanes
                        if hasMask {
                            // Byte by byte: the optimiser makes this one load and two unpacks
                            // (the generic `SIMD` conversions would be a call per vector).
                            let m = maskRow &+ x
                            let values = SIMD8<UInt32>(UInt32(maskBytes[m]), UInt32(maskBytes[m &+ 1]),
                                                       UInt32(maskBytes[m &+ 2]), UInt32(maskBytes[m &+ 3]),
                                                       UInt32(maskBytes[m &+ 4]), UInt32(maskBytes[m &+ 5]),
                                                       UInt32(maskBytes[m &+ 6]), UInt32(maskBytes[m &+ 7]))
                            coverage = SourceOver.multiply(unsafeBitCast(values &* pair, to: SIMD16<UInt16>.self),
                                                           opacityLanes)
                        }
                        scaledAlpha = SourceOver.multiply(alpha(), coverage)
                        rb = SourceOver.multiply(source & 0x00FF, coverage)
                        ga = SourceOver.multiply(source &>> 8, coverage)
                    }
                    let v = out.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt16>.self)
                    let low = SourceOver.over(scaledSource: rb, scaledAlpha: scaledAlpha, destination: v & 0x00FF)
                    let high = SourceOver.over(scaledSource: ga, scaledAlpha: scaledAlpha, destination: v &>> 8)
                    out.storeBytes(of: low | high &<< 8, toByteOffset: i, as: SIMD16<UInt16>.self)
                    x &+= 8
                }
                while x < endX {
                    defer { x += 1 }
                    var coverage = opacity
                    if hasMask { coverage = PremultipliedColor.multiply(maskBytes[maskRow + x], coverage) }
                    guard coverage > 0 else { continue }
                    let i = (y * w + x) * 4
                    let s = PremultipliedColor(red: sourceBytes[i], green: sourceBytes[i + 1],
                                               blue: sourceBytes[i + 2], alpha: sourceBytes[i + 3])
                    guard s.alpha > 0 else { continue }
                    let d = PremultipliedColor(red: pixels[i], green: pixels[i + 1],
                                               blue: pixels[i + 2], alpha: pixels[i + 3])
                    let r = SourceOver.blend(d, source: s, coverage: coverage)
                    pixels[i] = r.red
                    pixels[i + 1] = r.green
                    pixels[i + 2] = r.blue
                    pixels[i + 3] = r.alpha
                }
            }
        }
        }
        }
    }
}
