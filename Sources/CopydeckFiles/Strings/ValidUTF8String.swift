import Copydeck

/// Builds `String`s from bytes the parser has already checked, without the standard library checking them again.
///
/// `String(decoding:as:)` validates its bytes, a byte at a time for text that is not ASCII: about a tenth of a parse
/// of Korean copy went there, for bytes that ``DecodedText`` had validated (or produced itself, from UTF-16) already.
/// No public initializer takes bytes as valid, so this calls the standard library's own unchecked initializer
/// (`String._uncheckedFromUTF8(_:asciiPreScanResult:)`, exported for inlinable code), which copies the bytes into a new
/// string.
package enum ValidUTF8String {
  /// A string of `bytes`, which must be valid UTF-8 (no lone surrogates); debug builds check that they are.
  package static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    assert(UTF8Validation.firstInvalidOffset(in: bytes) == nil, "ValidUTF8String.make was given bytes that are not valid UTF-8")
    return bytes.isEmpty ? "" : String.uncheckedFromUTF8(bytes, asciiPreScanResult: !KeyDiagnostics.isNonASCII(bytes))
  }
}

extension String {
  /// The standard library's `String._uncheckedFromUTF8(_:asciiPreScanResult:)`: a copy of `bytes`, which it takes to
  /// be valid UTF-8 (and ASCII when `asciiPreScanResult`).
  ///
  /// This symbol, not the `_uncheckedFromUTF8(_:isASCII:)` beside it, because it has been exported since Swift 5.0, so
  /// it is in every Apple OS's standard library an app can run on; the `isASCII` variant is newer and may be missing
  /// from an older OS's, where the app would fail to launch. It is declared as a static method of `String`, as the
  /// standard library declares it, because this module's inlined standard-library code references it too and the
  /// compiler requires the two declarations to agree.
  @_silgen_name("$sSS18_uncheckedFromUTF8_18asciiPreScanResultSSSRys5UInt8VG_SbtFZ")
  fileprivate static func uncheckedFromUTF8(_ bytes: UnsafeBufferPointer<UInt8>, asciiPreScanResult: Bool) -> String
}
