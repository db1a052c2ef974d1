/// The operands CLDR plural rules are written in, taken from a number as it is shown, so `1` and `1.0` differ.
///
/// For `-1.250c3` (1250, written with two visible fraction digits) the operands are: `n` 1250 (the absolute value),
/// `i` 1250 (its integer digits), `v` 0 (visible fraction digits), `w` 0 (without trailing zeros), `f` 0 and `t` 0
/// (the fraction digits as an integer, with and without trailing zeros) and `e` 3 (the compact exponent, also `c`).
/// For `1.50`: `i` 1, `v` 2, `w` 1, `f` 50, `t` 5, `e` 0. See Unicode TR 35, "Plural Operand Meanings".
///
/// `n` is not stored: it is `i` when `t` is 0, and a number with non-zero fraction digits never equals a whole
/// number, which is all the rules ask of it.
public struct PluralOperands: Sendable, Hashable {
  /// The integer digits of the absolute value (clamped to `Int.max`).
  public var i: Int
  /// The number of visible fraction digits, with trailing zeros.
  public var v: Int
  /// The number of visible fraction digits, without trailing zeros.
  public var w: Int
  /// The visible fraction digits as an integer, with trailing zeros (the first 18 digits when there are more).
  public var f: Int
  /// The visible fraction digits as an integer, without trailing zeros.
  public var t: Int
  /// The exponent of the compact decimal notation (`1.2c3`), 0 for a number written plainly.
  public var e: Int

  /// The operands of a whole number.
  public init(_ value: Int) {
    i = value == Int.min ? Int.max : abs(value)
    v = 0
    w = 0
    f = 0
    t = 0
    e = 0
  }

  /// The operands of a number written in CLDR's sample syntax: `-12`, `1.50`, `1.2c3` (also `1.2e3`).
  ///
  /// Returns `nil` for anything else (grouping separators, a sign in the middle, no digits).
  public init?(_ text: some StringProtocol) {
    var integerDigits: [UInt8] = []
    var fractionDigits: [UInt8] = []
    var exponentDigits: [UInt8] = []
    var part = 0  // 0: integer digits, 1: fraction digits, 2: exponent digits
    for (offset, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        switch part {
        case 0: integerDigits.append(byte - UInt8(ascii: "0"))
        case 1: fractionDigits.append(byte - UInt8(ascii: "0"))
        default: exponentDigits.append(byte - UInt8(ascii: "0"))
        }
      case UInt8(ascii: "-"), UInt8(ascii: "+"):
        guard offset == 0 else { return nil }
      case UInt8(ascii: "."):
        guard part == 0 else { return nil }
        part = 1
      case UInt8(ascii: "c"), UInt8(ascii: "e"):
        guard part < 2, !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }
        part = 2
      default:
        return nil
      }
    }
    guard !integerDigits.isEmpty || !fractionDigits.isEmpty, part < 2 || !exponentDigits.isEmpty else { return nil }
    let exponent = Self.value(of: exponentDigits[...])
    // The compact exponent moves the decimal point to the right: 1.0000001c6 is 1000000.1, 1.2c3 is 1200.
    let moved = min(exponent, fractionDigits.count)
    integerDigits += fractionDigits.prefix(moved)
    integerDigits += [UInt8](repeating: 0, count: min(exponent - moved, 19))
    fractionDigits.removeFirst(moved)
    let significant = fractionDigits.prefix(18)
    let trimmed = significant.reversed().drop { $0 == 0 }.reversed()
    i = Self.value(of: integerDigits[...])
    v = fractionDigits.count
    w = fractionDigits.count - (significant.count - trimmed.count)
    f = Self.value(of: significant[...])
    t = Self.value(of: ArraySlice(trimmed))
    e = exponent
  }

  /// The decimal value of `digits`, clamped to `Int.max`.
  private static func value(of digits: ArraySlice<UInt8>) -> Int {
    var value = 0
    for digit in digits {
      let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowAdd) = shifted.addingReportingOverflow(Int(digit))
      if overflowShift || overflowAdd { return Int.max }
      value = sum
    }
    return value
  }
}
