/// A basic animation's from/to/by combination resolved into what is interpolated against what
/// (the table in ``BasicAnimation``'s doc); constant sums are worked out once, when checked.
enum BasicEndpoints: Hashable, Sendable {
    /// from → to, from → from + by, or to − by → to.
    case fixed(AnimatableValue, AnimatableValue)
    /// from → underlying.
    case fromToUnderlying(AnimatableValue)
    /// underlying → to.
    case underlyingTo(AnimatableValue)
    /// underlying → underlying + by.
    case underlyingBy(AnimatableValue)

    init(_ animation: BasicAnimation) throws(AnimationError) {
        let keyPath = animation.keyPath
        let given = [animation.fromValue, animation.toValue, animation.byValue].compactMap { $0 }
        for value in given.dropFirst() where value.kind != given[0].kind {
            throw .mismatchedKinds(keyPath: keyPath, given[0].kind, value.kind)
        }
        if let by = animation.byValue, by.kind == .path {
            throw .unsupportedByValue(keyPath: keyPath, kind: .path)
        }
        switch (animation.fromValue, animation.toValue, animation.byValue) {
        case (nil, nil, nil):
            throw .missingValues(keyPath: keyPath)
        case (_?, _?, _?):
            throw .tooManyValues(keyPath: keyPath)
        case (let from?, let to?, nil):
            self = .fixed(from, to)
        case (let from?, nil, let by?):
            guard let to = from.adding(by) else { throw .unsupportedByValue(keyPath: keyPath, kind: by.kind) }
            self = .fixed(from, to)
        case (nil, let to?, let by?):
            guard let from = to.subtracting(by) else { throw .unsupportedByValue(keyPath: keyPath, kind: by.kind) }
            self = .fixed(from, to)
        case (let from?, nil, nil):
            self = .fromToUnderlying(from)
        case (nil, let to?, nil):
            self = .underlyingTo(to)
        case (nil, nil, let by?):
            self = .underlyingBy(by)
        }
    }

    /// The interpolated value at eased progress `fraction`, or `nil` when the property's underlying
    /// value is of another kind (the animation is then ignored).
    func value(underlying: AnimatableValue, fraction: Double) -> AnimatableValue? {
        switch self {
        case .fixed(let from, let to):
            guard from.kind == underlying.kind else { return nil }
            return from.interpolated(to: to, fraction: fraction)
        case .fromToUnderlying(let from):
            return from.interpolated(to: underlying, fraction: fraction)
        case .underlyingTo(let to):
            return underlying.interpolated(to: to, fraction: fraction)
        case .underlyingBy(let by):
            guard let to = underlying.adding(by) else { return nil }
            return underlying.interpolated(to: to, fraction: fraction)
        }
    }
}
