/// A Swift value a C caller holds as an opaque `ts_* *` pointer: made by a `ts_*_create`
/// function through ``create(_:json:errorBuffer:errorCapacity:make:)``, reached through
/// ``from(_:)`` and freed by ``destroy(_:)``.
protocol OpaqueHandle {}

extension OpaqueHandle {
    /// The handle's storage, or `nil` for a NULL pointer.
    @inline(__always)
    static func from(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<Self>? {
        pointer.map(UnsafeMutablePointer<Self>.init)
    }

    /// A `ts_*_create` function's body: the handle `make` builds from the JSON text `json`, moved
    /// to the heap; for NULL text, text that is not UTF-8 (``CText``), or when `make` throws, the
    /// message (naming `what` for the first two) goes to the error buffer and the result is NULL.
    static func create(_ what: String, json: UnsafePointer<CChar>?, errorBuffer: UnsafeMutablePointer<CChar>?,
                       errorCapacity: Int, make: (String) throws -> Self) -> OpaquePointer? {
        guard let json else {
            writeMessage("\(what): no JSON text (NULL)", into: errorBuffer, capacity: errorCapacity)
            return nil
        }
        do {
            let value = try make(try CText.string(json, what: what, hasLines: true))
            let handle = UnsafeMutablePointer<Self>.allocate(capacity: 1)
            handle.initialize(to: value)
            return OpaquePointer(handle)
        } catch {
            writeMessage("\(error)", into: errorBuffer, capacity: errorCapacity)
            return nil
        }
    }

    /// A `ts_*_destroy` function's body: frees the handle (nothing for NULL).
    static func destroy(_ pointer: OpaquePointer?) {
        guard let handle = from(pointer) else { return }
        handle.deinitialize(count: 1)
        handle.deallocate()
    }
}

/// A failure of a `ts_*_create` function that is not another layer's error; the message is
/// complete.
struct HandleCreationError: Error, CustomStringConvertible {
    let description: String
}
