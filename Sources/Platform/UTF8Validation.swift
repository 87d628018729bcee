/// The one check that bytes are UTF-8 text, used by every reader of a text format so that each
/// says where the text goes wrong (``InvalidUTF8``), not only that it does.
///
/// Well-formed means Unicode's table of well-formed byte sequences (The Unicode Standard, §3.9,
/// table 3-7): no overlong forms, no surrogates (`ED A0`…`ED BF`), nothing above U+10FFFF, no
/// stray continuation bytes, no sequence cut short. The byte reported is the first one that does
/// not start a well-formed sequence.
public enum UTF8Validation {
    /// The offset of the first byte of `bytes` that does not start a well-formed UTF-8 sequence,
    /// or `nil` when all of `bytes` is UTF-8.
    public static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            func continuation(_ distance: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                index + distance < count && range.contains(bytes[index + distance])
            }
            let length: Int
            switch lead {
            case 0xC2...0xDF: length = continuation(1) ? 2 : 0
            case 0xE0: length = continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
            case 0xE1...0xEC, 0xEE...0xEF: length = continuation(1) && continuation(2) ? 3 : 0
            case 0xED: length = continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
            case 0xF0: length = continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
            case 0xF1...0xF3: length = continuation(1) && continuation(2) && continuation(3) ? 4 : 0
            case 0xF4: length = continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
            default: length = 0
            }
            if length == 0 { return index }
            index += length
        }
        return nil
    }

    /// The first invalid byte of `bytes` with its place, or `nil` when all of `bytes` is UTF-8.
    public static func firstProblem(in bytes: [UInt8]) -> InvalidUTF8? {
        guard let offset = bytes.withUnsafeBufferPointer(firstInvalidByte(in:)) else { return nil }
        return InvalidUTF8(offset: offset, byte: bytes[offset], position: TextPosition(ofByte: offset, in: bytes))
    }

    /// `bytes` as a string.
    ///
    /// - Throws: ``InvalidUTF8`` at the first byte that is not UTF-8.
    public static func text(_ bytes: [UInt8]) throws(InvalidUTF8) -> String {
        // The standard library's validation is the fast path; the place is looked for only when it
        // fails (the two agree on what is valid: UTF8ValidationTests).
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        if let problem = firstProblem(in: bytes) { throw problem }
        return String(decoding: bytes, as: UTF8.self)
    }
}
