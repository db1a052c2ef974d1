import Foundation

/// A printf-style format string split into text and ``FormatSpecifier``s, with every problem found.
///
/// Parsing never fails: a stray `%`, an unknown conversion, `*` widths, mixed positional and
/// sequential specifiers, a skipped position or one position used with two types are reported in
/// ``problems`` (and the bad `%` is kept as text), so callers decide what to do with them.
public struct FormatString: Sendable, Hashable {
  /// One run of a format string.
  public enum Piece: Sendable, Hashable {
    /// Literal text (`%%` already turned into `%`).
    case text(String)
    /// A conversion that takes an argument, held in the piece: a compact specifier (32 bytes a piece) instead of a box
    /// of its own (160 bytes more) in the pieces every checked text keeps for as long as the check runs.
    case specifier(FormatSpecifier)
  }

  /// A problem in a format string, at a Character offset from 0.
  public struct Problem: Sendable, Hashable, CustomStringConvertible {
    /// The offset of the problem in Characters from the start of the string.
    public var offset: Int
    /// What is wrong, and how to fix it.
    public var message: String
    /// For a skipped argument position (`%2$@` with no `%1$`), that position; `nil` for every other problem.
    public var skippedPosition: Int? = nil
    /// Whether the problem is how the specifiers share argument positions (numbered beside unnumbered, one position
    /// read as two types, a skipped position) rather than one malformed specifier. `String(format:)` reads such a
    /// string anyway; a plural form's text takes its positions from the `%#@name@` that chooses it, so for a form
    /// only the specifiers themselves count.
    public var concernsPositions: Bool = false
    /// The message.
    public var description: String { message }
  }

  /// The format string as written.
  public var text: String
  /// The text and specifiers, in order.
  public var pieces: [Piece]
  /// The problems found; empty for a valid format string.
  public var problems: [Problem]

  /// The specifiers, in the order written.
  public var specifiers: [FormatSpecifier] {
    pieces.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
  }

  /// The argument types by position (index 0 is argument 1), or `nil` when the string has problems.
  public var signature: [FormatSpecifier.ArgumentType]? {
    problems.isEmpty ? specifiers.argumentTypes : nil
  }

  /// The name used at each argument position by a named specifier (`%(count)lld`), when any is.
  public var names: [Int: String] {
    var names: [Int: String] = [:]
    for specifier in specifiers { if let name = specifier.name { names[specifier.position] = names[specifier.position] ?? name } }
    return names
  }

  /// Whether both strings are valid and take the same argument types at the same positions.
  ///
  /// Named specifiers take positions in the order their names first appear, so a translation that moves
  /// `%(count)lld` before `%(name)@` reads the arguments in another order: where both strings name a position, the
  /// names must agree too (number them, `%2$(count)lld`, to move them).
  public func matches(_ other: FormatString) -> Bool {
    guard let mine = signature, let theirs = other.signature, mine == theirs else { return false }
    let myNames = names
    return other.names.allSatisfy { position, name in myNames[position].map { $0 == name } ?? true }
  }

  /// Parses `text`.
  public init(_ text: String) {
    self.text = text
    guard Self.mayHaveSpecifiers(text) else {  // most copy has no specifier: skip the Character scan
      pieces = text.isEmpty ? [] : [.text(text)]
      problems = []
      return
    }
    var parser = FormatStringParser(text)
    parser.parse()
    pieces = parser.pieces
    problems = parser.problems
  }
}

extension Sequence<FormatSpecifier> {
  /// The argument types by position (index 0 is argument 1) that these specifiers read; a position none of them reads
  /// is an object, as `String(format:)` skips it.
  package var argumentTypes: [FormatSpecifier.ArgumentType] {
    var types: [FormatSpecifier.ArgumentType?] = []
    for specifier in self {
      while types.count < specifier.position { types.append(nil) }
      types[specifier.position - 1] = specifier.argumentType
    }
    return types.map { $0 ?? .object }
  }
}

extension FormatString {
  /// Whether `text` has a `%`, the only way it can hold a specifier: one `memchr` over its contiguous UTF-8, not a
  /// walk through `String.UTF8View` byte by byte.
  public static func mayHaveSpecifiers(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(UInt8(ascii: "%")), bytes.count) != nil
    }
  }
}
