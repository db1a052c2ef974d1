/// A value to put into copy in place of a format specifier: text, a whole number or a decimal.
///
/// Write arguments as literals — `["스팸 신고", 3, 2.5]` — or wrap values with the cases. Any
/// argument can fill any specifier: a number shown by `%@` is written with the language's digit
/// grouping, text given for `%d` is used when it reads as a number and shown as given otherwise.
public enum CopyArgument: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// Text, for `%@` (and `%s`).
  case text(String)
  /// A whole number, for `%d %i %u %ld %lld` (and `%x %o %c`).
  case integer(Int)
  /// A decimal number, for `%f %.1f %e %g`.
  case number(Double)

  /// Creates a text argument.
  public init(stringLiteral value: String) { self = .text(value) }
  /// Creates a whole-number argument.
  public init(integerLiteral value: Int) { self = .integer(value) }
  /// Creates a decimal argument.
  public init(floatLiteral value: Double) { self = .number(value) }

  /// The value as plain text, without locale formatting.
  public var description: String {
    switch self {
    case .text(let text): text
    case .integer(let value): String(value)
    case .number(let value): String(value)
    }
  }
}
