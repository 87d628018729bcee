/// Where a value sits inside a JSON document, such as `$.rectangle.corners[2].rounded`.
///
///     JSONPath.root.appending(key: "rectangle").appending(key: "corners").appending(index: 2)
///     // $.rectangle.corners[2]
///
/// The root is `$`. A key that is an ASCII identifier (a letter or `_`, then letters, digits or
/// `_`) is written `.key`; any other key is written as a JSON string in brackets, `["my key"]`.
/// Indices count from 0.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step from a container to a value inside it.
    public enum Component: Hashable, Sendable {
        /// The member of an object with this key.
        case key(String)
        /// The element of an array at this index, counting from 0.
        case index(Int)
    }

    /// The steps from the root, outermost first.
    public var components: [Component]

    /// Creates a path from its steps; no steps is the root.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path of the whole document, `$`.
    public static let root = JSONPath()

    /// This path followed by the member `key`.
    public func appending(key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path followed by the element at `index`.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The path written as `$.key[index]["other key"]`.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key) where Self.isIdentifier(key):
                text += "." + key
            case .key(let key):
                text += "[" + JSONValue.string(key).serialized() + "]"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// Whether `key` can be written after a dot: an ASCII letter or `_`, then letters, digits or `_`.
    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, first.isASCIILetter || first == UInt8(ascii: "_") else {
            return false
        }
        return key.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
    }
}
