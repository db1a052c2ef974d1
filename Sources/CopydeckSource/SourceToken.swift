/// One token of a source file: what the lookup finder needs, and where it starts.
///
/// Comments and white space make no tokens. A string literal is one token whose contents are in
/// ``SourceTokens/literals`` at ``literal``.
public struct SourceToken: Sendable, Hashable {
  /// What a token is.
  public enum Kind: UInt8, Sendable {
    /// A name (`Text`, `NSLocalizedString`, `` `default` ``), a `#` directive (`#if`) or an Objective-C `@` keyword.
    case identifier
    /// A string literal of any kind; its contents are in ``SourceTokens/literals``.
    case string
    /// An integer literal (`42`, `0x2A`).
    case integer
    /// A floating-point literal (`1.5`, `2e3`).
    case float
    /// One punctuation byte: `(`, `)`, `,`, `:`, `.`, `[`, …
    case punctuation
  }

  /// What the token is.
  public var kind: Kind
  /// The byte offset of its first byte in the file.
  public var start: Int
  /// The byte offset just after its last byte.
  public var end: Int
  /// The 1-based line of its first byte.
  public var line: Int
  /// The byte offset of the start of that line.
  public var lineStart: Int
  /// For a string, the index of its contents in ``SourceTokens/literals``; else -1.
  public var literal: Int = -1
}

/// A string literal's contents: literal text and interpolations, in order.
public struct StringLiteral: Sendable, Hashable {
  /// One run of a literal.
  public enum Part: Sendable, Hashable {
    /// Text, with escapes already turned into the characters they stand for.
    case text(String)
    /// An interpolation `\(…)`: the tokens inside the parentheses.
    case interpolation([SourceToken])
  }

  /// The runs, in order; empty for `""`.
  public var parts: [Part]
  /// Whether the literal is Objective-C's `@"…"`.
  public var isObjectiveC = false

  /// The text, when the literal has no interpolation.
  public var plainText: String? {
    var text = ""
    for part in parts {
      guard case .text(let run) = part else { return nil }
      text += run
    }
    return text
  }
}

/// A file's tokens and the contents of its string literals.
public struct SourceTokens: Sendable {
  /// The tokens at the top level, in order (the tokens of an interpolation are in its ``StringLiteral/Part``).
  public var tokens: [SourceToken]
  /// The string literals, indexed by ``SourceToken/literal``.
  public var literals: [StringLiteral]
  /// The file's bytes.
  public var bytes: [UInt8]

  /// The token's bytes as text.
  public func text(_ token: SourceToken) -> String {
    String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// Whether `token` is the identifier `name`, compared byte by byte without making a string.
  public func isIdentifier(_ token: SourceToken, _ name: StaticString) -> Bool {
    guard token.kind == .identifier, token.end - token.start == name.utf8CodeUnitCount else { return false }
    let pointer = name.utf8Start
    for index in 0..<name.utf8CodeUnitCount where bytes[token.start + index] != pointer[index] { return false }
    return true
  }

  /// Whether `token` is the punctuation byte `byte`.
  public func isPunctuation(_ token: SourceToken, _ byte: UInt8) -> Bool {
    token.kind == .punctuation && bytes[token.start] == byte
  }

  /// The 1-based column of `token`, in Unicode scalars from the start of its line.
  public func column(of token: SourceToken) -> Int {
    var column = 1
    for index in token.lineStart..<token.start where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return column
  }
}
