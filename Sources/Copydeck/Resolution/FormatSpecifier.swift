/// One printf conversion in a format string, as Apple's `String(format:)` reads it.
///
/// For example `%@`, `%d`, `%lld`, `%.1f`, `%1$@`, or Xcode 26's named `%(count)lld`. Made by ``FormatString``.
///
/// Compact, so a ``FormatString/Piece`` holds it in place (no box of its own for each specifier that a checked text
/// keeps): the text as written, the offset and position, and one byte of what the text holds. The name, flags, width
/// and precision are read back from the text when asked for, and only when it has them.
public struct FormatSpecifier: Sendable, Hashable, CustomStringConvertible {
  /// The kind of value a specifier consumes; two languages agree when these agree position by position.
  public enum ArgumentType: String, Sendable, Hashable, CaseIterable {
    /// `%@`: an object, shown by its description.
    case object
    /// `%d %i %u %o %x %X` with any length modifier (`l`, `ll`, `q`, `z`, …).
    case integer
    /// `%f %F %e %E %g %G %a %A`.
    case double
    /// `%c %C`: one character.
    case character
    /// `%s %S`: a C string.
    case cString
    /// `%p`: a pointer.
    case pointer
  }

  /// What a specifier's text holds besides its conversion, packed in 16 bits: which optional parts it has and its
  /// length modifier.
  struct Shape: Hashable, Sendable {
    var bits: UInt16

    static let explicit: UInt16 = 1 << 0
    static let explicitZero: UInt16 = 1 << 1
    static let named: UInt16 = 1 << 2
    static let flagged: UInt16 = 1 << 3
    static let widened: UInt16 = 1 << 4
    static let precise: UInt16 = 1 << 5
    static let lengthShift: UInt16 = 8

    /// The shape of a specifier with these parts; `length` indexes ``FormatSpecifier/lengthModifiers``.
    init(explicitPosition: Int?, named: Bool, flagged: Bool, widened: Bool, precise: Bool, length: Int) {
      bits = UInt16(length) << Self.lengthShift
      if let explicitPosition {
        bits |= Self.explicit
        if explicitPosition == 0 { bits |= Self.explicitZero }
      }
      if named { bits |= Self.named }
      if flagged { bits |= Self.flagged }
      if widened { bits |= Self.widened }
      if precise { bits |= Self.precise }
    }

    func has(_ part: UInt16) -> Bool { bits & part != 0 }
    var length: Int { Int(bits >> Self.lengthShift) }
  }

  /// The specifier exactly as written, e.g. `%1$.2f`.
  public let text: String
  /// The offset of the `%` in the format string, in Characters from 0.
  public let offset: Int
  private let storedPosition: UInt32
  private let shape: Shape
  /// The conversion character's ASCII value.
  private let conversionByte: UInt8

  /// The explicit argument position of `%n$…` (1-based), or `nil` when the specifier takes the next argument.
  public var explicitPosition: Int? {
    guard shape.has(Shape.explicit) else { return nil }
    return shape.has(Shape.explicitZero) ? 0 : position
  }

  /// The argument position it consumes (1-based), explicit or counted from the left.
  ///
  /// A named specifier takes the next position the first time its name appears, and the same one again after.
  public var position: Int { Int(storedPosition) }

  /// The name of an Xcode 26 named specifier, `count` in `%(count)lld`; `nil` for every other specifier.
  public var name: String? {
    guard shape.has(Shape.named) else { return nil }
    return String(text[Parts(text).name])
  }

  /// The flags, any of `-+ #0'`, in the order written.
  public var flags: String {
    guard shape.has(Shape.flagged) else { return "" }
    return String(text[Parts(text).flags])
  }

  /// The minimum field width, if given.
  public var width: Int? {
    shape.has(Shape.widened) ? Parts(text).width : nil
  }

  /// The precision after `.`, if given.
  public var precision: Int? {
    shape.has(Shape.precise) ? Parts(text).precision : nil
  }

  /// The length modifier: `""`, `h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t` or `j`.
  public var length: String { Self.lengthModifiers[shape.length] }

  /// The conversion character, e.g. `@`, `d` or `f`.
  public var conversion: Character { Character(Unicode.Scalar(conversionByte)) }

  /// The kind of value the specifier consumes.
  public var argumentType: ArgumentType {
    switch conversionByte {
    case UInt8(ascii: "@"): .object
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
      .integer
    case UInt8(ascii: "c"), UInt8(ascii: "C"): .character
    case UInt8(ascii: "s"), UInt8(ascii: "S"): .cString
    case UInt8(ascii: "p"): .pointer
    default: .double
    }
  }

  /// The specifier as written.
  public var description: String { text }

  /// A specifier read by ``FormatStringParser``: `text` as written (ASCII), what it holds, and its ASCII conversion.
  ///
  /// A position is at most 4,294,967,295: a text with more specifiers than that would be over 8 GB.
  init(text: String, position: Int, offset: Int, shape: Shape, conversion: UInt8) {
    self.text = text
    self.offset = offset
    storedPosition = UInt32(position)
    self.shape = shape
    conversionByte = conversion
  }

  /// The conversion characters Copydeck accepts (`%n`, which writes through a pointer, is refused).
  public static let conversions: Set<Character> = [
    "@", "d", "i", "u", "o", "x", "X", "D", "U", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p",
  ]

  /// The length modifiers Copydeck accepts.
  public static let lengths: Set<String> = Set(lengthModifiers)

  /// The length modifiers in the order a ``Shape`` numbers them.
  static let lengthModifiers = ["", "h", "hh", "l", "ll", "q", "L", "z", "t", "j"]
}

extension FormatSpecifier {
  /// Where the optional parts of a specifier's text are, read the way ``FormatStringParser`` reads them:
  /// `%`, `n$`, `(name)`, flags, width, `.precision`, length, conversion.
  private struct Parts {
    var name: Range<String.UTF8View.Index>
    var flags: Range<String.UTF8View.Index>
    var width: Int?
    var precision: Int?

    init(_ text: String) {
      let utf8 = text.utf8
      var cursor = utf8.index(after: utf8.startIndex)
      if let (_, end) = Self.digits(utf8, from: cursor), end < utf8.endIndex, utf8[end] == UInt8(ascii: "$") {
        cursor = utf8.index(after: end)
      }
      name = cursor..<cursor
      if cursor < utf8.endIndex, utf8[cursor] == UInt8(ascii: "(") {
        let start = utf8.index(after: cursor)
        var end = start
        while end < utf8.endIndex, utf8[end] != UInt8(ascii: ")") { end = utf8.index(after: end) }
        name = start..<end
        cursor = end < utf8.endIndex ? utf8.index(after: end) : end
      }
      let flagsStart = cursor
      while cursor < utf8.endIndex, FormatStringParser.flagUnits.contains(utf8[cursor]) { cursor = utf8.index(after: cursor) }
      flags = flagsStart..<cursor
      if let (value, end) = Self.digits(utf8, from: cursor) {
        width = value
        cursor = end
      }
      if cursor < utf8.endIndex, utf8[cursor] == UInt8(ascii: ".") {
        cursor = utf8.index(after: cursor)
        precision = Self.digits(utf8, from: cursor)?.value ?? 0
      }
    }

    /// The number at `start` (capped at 1,000,000 as the parser caps it) and the index after it, if a digit is there.
    private static func digits(
      _ utf8: String.UTF8View, from start: String.UTF8View.Index
    ) -> (value: Int, end: String.UTF8View.Index)? {
      var end = start
      var value = 0
      while end < utf8.endIndex, utf8[end] >= UInt8(ascii: "0"), utf8[end] <= UInt8(ascii: "9") {
        value = min(value * 10 + Int(utf8[end] - UInt8(ascii: "0")), 1_000_000)
        end = utf8.index(after: end)
      }
      return end > start ? (value, end) : nil
    }
  }
}
