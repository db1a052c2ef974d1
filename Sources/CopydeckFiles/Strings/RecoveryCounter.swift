import Copydeck

/// Counts the entries in text that Apple's parser never reaches, by reading on past anything it cannot parse.
package enum RecoveryCounter {
  /// The number of `key = value;` or `key;` entries found from `offset` on, skipping one character at a time
  /// past whatever does not parse.
  package static func countEntries(in text: [UInt8], from offset: Int) -> Int {
    var lexer = OpenStepLexer(text: text, file: "", hasLoneSurrogates: true)
    lexer.position = offset
    var count = 0
    while lexer.skipSpace() {
      let start = lexer.position
      switch readEntry(&lexer) {
      case .entry: count += 1
      case .noEntry: lexer.position = nextScalar(after: start, in: text)
      case .endOfText: return count
      }
    }
    return count
  }

  private enum Outcome { case entry, noEntry, endOfText }

  private static func readEntry(_ lexer: inout OpenStepLexer) -> Outcome {
    guard readString(&lexer) != .noEntry else { return .noEntry }
    guard lexer.skipSpace() else { return .endOfText }
    if lexer.text[lexer.position] == UInt8(ascii: "=") {
      lexer.position += 1
      guard lexer.skipSpace() else { return .endOfText }
      let value = readString(&lexer)
      guard value == .entry else { return value }
      guard lexer.skipSpace() else { return .endOfText }
    }
    guard lexer.text[lexer.position] == UInt8(ascii: ";") else { return .noEntry }
    lexer.position += 1
    return .entry
  }

  private static func readString(_ lexer: inout OpenStepLexer) -> Outcome {
    let byte = lexer.text[lexer.position]
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      return lexer.quotedString() == nil ? .endOfText : .entry
    }
    guard OpenStepLexer.isUnquoted(byte) else { return .noEntry }
    _ = lexer.unquotedString()
    return .entry
  }

  private static func nextScalar(after offset: Int, in text: [UInt8]) -> Int {
    var next = offset + 1
    while next < text.count, text[next] & 0xC0 == 0x80 { next += 1 }
    return next
  }
}
