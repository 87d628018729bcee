extension Hashable {
    /// Whether `other` is a value of this type equal to `self`: how ``AnyCornerTreating`` and
    /// ``AnyEdgeTreating`` compare the treatments they hold (the type first, then its `==`).
    func isEqualTreatment(_ other: any Hashable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }

    /// Feeds the type and the value to `hasher`, so that equal treatments (same type, `==`) hash
    /// alike and equal values of different types usually do not.
    func hashTreatment(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Self.self))
        hash(into: &hasher)
    }
}
