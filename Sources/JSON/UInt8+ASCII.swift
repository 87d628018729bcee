// ASCII classification of UTF-8 code units, shared by the parser, paths and the serializer.

extension UInt8 {
    /// Whether the byte is an ASCII digit, `0`–`9`.
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// Whether the byte is an ASCII letter, `A`–`Z` or `a`–`z`.
    var isASCIILetter: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }

    /// The value of an ASCII hexadecimal digit, or `nil`.
    var hexDigitValue: UInt32? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(self - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(self - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
