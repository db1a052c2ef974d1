import Copydeck

/// `value` in hex digits, zero-padded to at least `width`: what `String(format: "%04X", value)` prints, without
/// Foundation's format parser (which was a quarter of the parser's time on a file of many lone surrogates, where each
/// warning names its code unit).
package func hexDigits(_ value: some BinaryInteger, width: Int = 4, uppercase: Bool = true) -> String {
  let digits = String(value, radix: 16, uppercase: uppercase)
  return digits.count < width ? String(repeating: "0", count: width - digits.count) + digits : digits
}
