import Geometry
import Raster
import Scene

extension PaperView {
    /// Animation keys on the view's layer (fixed, so a new lift or lower replaces the running one).
    private static let shadowPathKey = "shadow", shadowRadiusKey = "shadowRadius", shadowOpacityKey = "shadowOpacity"
    /// Animation keys on the fade layer and on each circle.
    private static let fadeKey = "animateOpacity", pathKey = "path", opacityKey = "opacity"

    /// Nanoseconds for a duration in seconds. A non-finite or out-of-range duration becomes −1 ns so
    /// that the animation set rejects it with ``AnimationError/negativeDuration(keyPath:duration:)``.
    static func nanoseconds(_ seconds: Double) -> Int64 {
        let ns = (seconds * 1e9).rounded()
        guard ns.isFinite, abs(ns) < 9e18 else { return -1 }
        return Int64(ns)
    }

    /// Adds an animation, recording a rejection in ``lastAnimationError`` instead of trapping;
    /// returns whether it was added.
    @discardableResult
    private func add(_ animation: BasicAnimation, to target: Layer, key: String,
                     completion: ((Bool) -> Void)? = nil) -> Bool {
        do {
            try target.animations.add(.basic(animation), forKey: key, completion: completion)
            return true
        } catch {
            lastAnimationError = error
            return false
        }
    }

    /// Takes a burst circle out of the tree and the bookkeeping.
    private func remove(_ circle: Layer) {
        circle.removeFromSuperlayer()
        burstingTapCircles.removeAll { $0 === circle }
    }

    /// A circle of `diameter` centred on `center`: an ellipse path, so every circle has the same
    /// elements and path animations interpolate centre and diameter point by point.
    static func circlePath(center: Point, diameter: Double) -> Path {
        var path = Path()
        path.addEllipse(in: Rect(x: center.x - diameter / 2, y: center.y - diameter / 2,
                                 width: diameter, height: diameter))
        return path
    }

    /// Resolves `nil` colours for the current background, writing them into the public properties
    /// where they stay (BFPaperView's lazy "dumb" colours): clear background → gray 0.3 @ 0.12 for
    /// both the circle and the fade; coloured → gray 0.1 @ 0.16 for the circle. With a title and
    /// ``usesSmartColor``, BFPaperButton's Smart Color instead: the title colour with its alpha
    /// replaced by 0.12 for both on a clear background, by 0.16 for the circle otherwise.
    public func resolveColors() {
        if usesSmartColor, let color = title?.label.textColor {
            if hasClearBackground {
                if tapCircleColor == nil { tapCircleColor = color.withAlpha(0.12) }
                if backgroundFadeColor == nil { backgroundFadeColor = color.withAlpha(0.12) }
            } else if tapCircleColor == nil {
                tapCircleColor = color.withAlpha(0.16)
            }
            return
        }
        if hasClearBackground {
            if tapCircleColor == nil { tapCircleColor = PaperView.clearBackgroundDumbTapCircleColor }
            if backgroundFadeColor == nil { backgroundFadeColor = PaperView.clearBackgroundDumbFadeColor }
        } else if tapCircleColor == nil {
            tapCircleColor = PaperView.dumbTapCircleColor
        }
    }

    /// Moves the shadow to `target` (radius, opacity, rectangle) over `duration` seconds, linearly,
    /// starting from `rest` or, while any animation of the layer is present, from the presented
    /// values; the model takes the target values.
    private func animateShadow(from rest: (radius: Double, opacity: Double, rect: Rect),
                               to target: (radius: Double, opacity: Double, rect: Rect), duration: Double) {
        let now = layer.animations.clock.now
        var start = (radius: rest.radius, opacity: rest.opacity, path: roundedPath(rest.rect))
        if !layer.animations.isEmpty {
            let p = layer.presentation(at: now)
            start = (p.shadowRadius, p.shadowOpacity, p.shadowPath ?? start.path)
        }
        let targetPath = roundedPath(target.rect)
        layer.shadowRadius = target.radius
        layer.shadowOpacity = target.opacity
        layer.shadowPath = targetPath
        let ns = PaperView.nanoseconds(duration)
        add(BasicAnimation(keyPath: "shadowPath", from: .path(start.path), to: .path(targetPath), duration: ns),
            to: layer, key: PaperView.shadowPathKey)
        add(BasicAnimation(keyPath: "shadowRadius", from: .double(start.radius), to: .double(target.radius),
                           duration: ns), to: layer, key: PaperView.shadowRadiusKey)
        add(BasicAnimation(keyPath: "shadowOpacity", from: .double(start.opacity), to: .double(target.opacity),
                           duration: ns), to: layer, key: PaperView.shadowOpacityKey)
    }

    /// Fades the fade layer's opacity from its presented value to `target`; the model takes it.
    private func animateFade(to target: Double, duration: Double) {
        let now = fadeLayer.animations.clock.now
        let current = fadeLayer.presentation(at: now).opacity
        fadeLayer.opacity = target
        add(BasicAnimation(keyPath: "opacity", from: .double(current), to: .double(target),
                           duration: PaperView.nanoseconds(duration)), to: fadeLayer, key: PaperView.fadeKey)
    }

    /// Touch-down feedback: lift, fade in, colours, a new growing circle.
    func beginFeedback() {
        let lowered = (loweredShadowRadius, loweredShadowOpacity, downRect)
        let lifted = (liftedShadowRadius, liftedShadowOpacity, upRect)
        if isRaised { animateShadow(from: lowered, to: lifted, duration: touchDownAnimationDuration) }
        resolveColors()
        if hasClearBackground {
            fadeLayer.backgroundColor = backgroundFadeColor
            animateFade(to: 1, duration: touchDownAnimationDuration)
        }
        let center = tapCircleCenter
        let startPath = PaperView.circlePath(center: center, diameter: tapCircleDiameterStartValue)
        let endPath = PaperView.circlePath(center: center, diameter: finalTapCircleDiameter)
        let circle = Layer(clock: layer.animations.clock)
        circle.bounds = Rect(origin: bounds.origin, size: bounds.size)
        circle.position = Point(x: bounds.midX, y: bounds.midY)
        circle.content = .shape(ShapeContent(path: startPath, fillColor: tapCircleColor, strokeColor: nil))
        if !rippleBeyondBounds {
            let mask = Layer(clock: layer.animations.clock)
            mask.bounds = maskRect
            mask.position = Point(x: maskRect.midX, y: maskRect.midY)
            mask.backgroundColor = .black
            mask.cornerRadius = cornerRadius
            circle.mask = mask
        }
        queuedTapCircles.append(circle)
        let fadeIndex = layer.sublayers.firstIndex { $0 === fadeLayer } ?? -1
        layer.insertSublayer(circle, at: fadeIndex + 1)
        let ns = PaperView.nanoseconds(touchDownAnimationDuration)
        add(BasicAnimation(keyPath: "path", from: .path(startPath), to: .path(endPath), duration: ns,
                           timingFunction: .easeOut, fillMode: .forwards, isRemovedOnCompletion: false),
            to: circle, key: PaperView.pathKey)
        add(BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1), duration: ns,
                           fillMode: .forwards, isRemovedOnCompletion: false),
            to: circle, key: PaperView.opacityKey)
    }

    /// Touch-up or cancel feedback: lower, fade out, burst the oldest circle (if any).
    func endFeedback() {
        let lowered = (loweredShadowRadius, loweredShadowOpacity, downRect)
        let lifted = (liftedShadowRadius, liftedShadowOpacity, upRect)
        if isRaised { animateShadow(from: lifted, to: lowered, duration: touchUpAnimationDuration) }
        if hasClearBackground { animateFade(to: 0, duration: touchUpAnimationDuration) }
        // BFPaperView crashes here on an empty queue; skipping the burst is the evident intent.
        guard !queuedTapCircles.isEmpty else { return }
        let circle = queuedTapCircles.removeFirst()
        burstingTapCircles.append(circle)
        let now = circle.animations.clock.now
        let presented = circle.presentation(at: now)
        guard case .shape(let shape) = presented.content else { return }
        let burstPath = PaperView.circlePath(center: tapCircleCenter,
                                             diameter: finalTapCircleDiameter + tapCircleBurstAmount)
        let ns = PaperView.nanoseconds(touchUpAnimationDuration)
        add(BasicAnimation(keyPath: "path", from: .path(shape.path), to: .path(burstPath), duration: ns,
                           timingFunction: .easeOut, fillMode: .forwards, isRemovedOnCompletion: false),
            to: circle, key: PaperView.pathKey)
        let fading = add(BasicAnimation(keyPath: "opacity", from: .double(presented.opacity), to: .double(0),
                                        duration: ns, fillMode: .forwards, isRemovedOnCompletion: false),
                         to: circle, key: PaperView.opacityKey) { [weak self, weak circle] _ in
            // Finished or not, the circle leaves (BFPaperView's animationDidStop:).
            guard let self, let circle else { return }
            self.remove(circle)
        }
        // A fade-out that could not start (an invalid duration) would never stop: remove it now.
        if !fading { remove(circle) }
    }
}
