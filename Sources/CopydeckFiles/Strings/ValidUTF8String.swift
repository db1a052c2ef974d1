import Copydeck

/// Builds `String`s from bytes the parser has already checked.
package enum ValidUTF8String {
  /// A string of `bytes`, which must be valid UTF-8 (no lone surrogates); debug builds check that they are.
  package static func make(_ bytes: ArraySlice<UInt8>) -> String {
    assert(UTF8Validation.firstInvalidOffset(in: bytes) == nil, "ValidUTF8String.make was given bytes that are not valid UTF-8")
    return String(decoding: bytes, as: UTF8.self)
  }
}
