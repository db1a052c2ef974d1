/// Builds `String`s from bytes the parser has already checked, without the standard library checking them again.
///
/// `String(decoding:as:)` validates its bytes, a byte at a time for text that is not ASCII: about a tenth of a parse
/// of Korean copy went there, for bytes that ``DecodedText`` had validated (or produced itself, from UTF-16) already.
/// No public initializer takes bytes as valid, so this calls the standard library's own unchecked initializer
/// (`String._uncheckedFromUTF8(_:isASCII:)`, exported for inlinable code), which copies the bytes into a new string.
enum ValidUTF8String {
  /// A string of `bytes`, which must be valid UTF-8 (no lone surrogates); debug builds check that they are.
  static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    assert(UTF8Validation.firstInvalidOffset(in: bytes) == nil, "ValidUTF8String.make was given bytes that are not valid UTF-8")
    return bytes.isEmpty ? "" : uncheckedFromUTF8(bytes, isASCII: !KeyDiagnostics.isNonASCII(bytes))
  }
}

/// The standard library's `String._uncheckedFromUTF8(_:isASCII:)`: a copy of `bytes`, which it takes to be valid
/// UTF-8 (and ASCII when `isASCII`).
@_silgen_name("$sSS18_uncheckedFromUTF8_7isASCIISSSRys5UInt8VG_SbtFZ")
private func uncheckedFromUTF8(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String
