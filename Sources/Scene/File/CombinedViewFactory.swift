import Geometry
import JSON

/// Several view factories as one: each kind is made by the first factory that lists it, and the
/// common keys are applied by that same factory. Kinds of one's own go first, the built-in ones
/// after them, as `TouchstoneCommandLine` and `SceneTester` combine them:
///
///     let factory = CombinedViewFactory([TicketViewFactory(), MaterialViewFactory()])
///     factory.kinds   // "ticket", then "view", "scroll", "shaped", … (each name once)
///
/// A factory that delegates `view` and `scroll` to ``PlainViewFactory`` may list them too: the
/// first listing wins, and makes the same plain views.
public struct CombinedViewFactory: ViewFactory {
    /// The factories, in the order they are asked.
    public let factories: [any ViewFactory]

    /// Combines `factories`; earlier ones win a kind several list.
    public init(_ factories: [any ViewFactory]) {
        self.factories = factories
    }

    /// Every factory's kinds, each name once, in the order the factories list them.
    public var kinds: [String] {
        var seen: Set<String> = []
        return factories.flatMap(\.kinds).filter { seen.insert($0).inserted }
    }

    /// The view of `kind` from the first factory that lists it; `nil` when none does.
    public func makeView(kind: String, frame: Rect, options: inout JSONObjectReader,
                         context: SceneBuildContext) throws -> View? {
        try owner(of: kind)?.makeView(kind: kind, frame: frame, options: &options, context: context)
    }

    /// The common keys, set by the factory that made the view (the context's ``SceneBuildContext/kind``);
    /// the plain way when no factory lists the kind.
    public func apply(_ attributes: ViewAttributes, to view: View, context: SceneBuildContext) throws {
        if let owner = owner(of: context.kind) {
            try owner.apply(attributes, to: view, context: context)
        } else {
            attributes.apply(to: view)
        }
    }

    private func owner(of kind: String) -> (any ViewFactory)? {
        factories.first { $0.kinds.contains(kind) }
    }
}
