/// One printf conversion in a format string, as Apple's `String(format:)` reads it.
///
/// For example `%@`, `%d`, `%lld`, `%.1f`, `%1$@`, or Xcode 26's named `%(count)lld`.
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

  /// The specifier exactly as written, e.g. `%1$.2f`.
  public var text: String
  /// The explicit argument position of `%n$…` (1-based), or `nil` when the specifier takes the next argument.
  public var explicitPosition: Int?
  /// The argument position it consumes (1-based), explicit or counted from the left.
  ///
  /// A named specifier takes the next position the first time its name appears, and the same one again after.
  public var position: Int
  /// The name of an Xcode 26 named specifier, `count` in `%(count)lld`; `nil` for every other specifier.
  public var name: String?
  /// The flags, any of `-+ #0'`, in the order written.
  public var flags: String
  /// The minimum field width, if given.
  public var width: Int?
  /// The precision after `.`, if given.
  public var precision: Int?
  /// The length modifier: `""`, `h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t` or `j`.
  public var length: String
  /// The conversion character, e.g. `@`, `d` or `f`.
  public var conversion: Character
  /// The offset of the `%` in the format string, in Characters from 0.
  public var offset: Int

  /// The kind of value the specifier consumes.
  public var argumentType: ArgumentType {
    switch conversion {
    case "@": .object
    case "d", "i", "u", "o", "x", "X", "D", "U", "O": .integer
    case "c", "C": .character
    case "s", "S": .cString
    case "p": .pointer
    default: .double
    }
  }

  /// The specifier as written.
  public var description: String { text }

  /// Creates a specifier from its parts.
  public init(
    text: String, explicitPosition: Int?, position: Int, name: String? = nil, flags: String = "", width: Int? = nil,
    precision: Int? = nil, length: String = "", conversion: Character, offset: Int
  ) {
    self.text = text
    self.explicitPosition = explicitPosition
    self.position = position
    self.name = name
    self.flags = flags
    self.width = width
    self.precision = precision
    self.length = length
    self.conversion = conversion
    self.offset = offset
  }

  /// The conversion characters Copydeck accepts (`%n`, which writes through a pointer, is refused).
  public static let conversions: Set<Character> = [
    "@", "d", "i", "u", "o", "x", "X", "D", "U", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p",
  ]

  /// The length modifiers Copydeck accepts.
  public static let lengths: Set<String> = ["", "h", "hh", "l", "ll", "q", "L", "z", "t", "j"]
}
