import Copydeck

/// Where the bytes of one entry are in the text, for the writer.
package struct EntrySpan {
  /// The key token, quotes included.
  package var key: Range<Int>
  /// The value token, quotes included; `nil` for a `"key";` entry.
  package var value: Range<Int>?
}

/// What reading a `.strings` file produced: entries, where their bytes are, and what was noticed.
package struct OpenStepDocument {
  /// The file's name and the decoded text the old-style parser reads (the storage of its buffer), which the entries'
  /// notes are ranges of.
  package var source: EntrySource
  package var entries: [StringsEntry] = []
  /// The lone surrogates of each entry's key, for the entries whose key has any.
  package var keySurrogates: [Int: [LoneSurrogate]] = [:]
  package var spans: [EntrySpan] = []
  package var diagnostics: [StringsDiagnostic] = []
  package var form: StringsTable.Form = .strings
  /// Where a new entry goes: the end of the text, or the closing `}` / `</dict>` of the other forms.
  package var insertionPoint: Int?
}

/// The shape of a `.strings` text, as the parser found it.
package struct OpenStepLayout {
  package var form: StringsTable.Form = .strings
  /// Where a new entry goes: the end of the text, or the closing `}` / `</dict>` of the other forms.
  package var insertionPoint: Int?
}

/// The grammar of `.strings` files as CoreFoundation's old-style parser accepts it.
///
/// A file is either a sequence of `key = value;` / `key;` entries, or one `{ … }` dictionary of them. Values must be
/// strings here: Apple also accepts arrays, data and nested dictionaries, which no localized string lookup can use.
/// What becomes of each entry is the `Sink`'s business (``OpenStepDocument`` builds `StringsEntry` values,
/// ``StringsMap`` keeps byte ranges).
package struct OpenStepParser<Sink: OpenStepSink> {
  private var lexer: OpenStepLexer
  private var sink: Sink
  private var layout = OpenStepLayout()
  private var entryCount = 0

  /// Parses `text` (UTF-8, no byte-order mark; generalized UTF-8 surrogates when `hasLoneSurrogates`) into `sink`.
  package static func parse(
    _ text: [UInt8], file: String, hasLoneSurrogates: Bool = false, into sink: inout Sink
  ) throws(StringsDiagnostic) -> OpenStepLayout {
    // The sink is moved into the parser, not copied: a copy would share the storage the caller reserved, so the first
    // append to each of its arrays would allocate the reserved capacity again.
    var parser = OpenStepParser(lexer: OpenStepLexer(text: text, file: file, hasLoneSurrogates: hasLoneSurrogates), sink: consume sink)
    do {
      try parser.parseDocument()
    } catch {
      sink = parser.sink
      throw error
    }
    parser.sink.finish(&parser.lexer)
    sink = parser.sink
    return parser.layout
  }

  private init(lexer: OpenStepLexer, sink: Sink) {
    self.lexer = lexer
    self.sink = sink
  }

  private var text: [UInt8] { lexer.text }

  private mutating func parseDocument() throws(StringsDiagnostic) {
    guard lexer.skipSpace() else { return }
    let byte = text[lexer.position]
    switch byte {
    case UInt8(ascii: "{"):
      layout.form = .braced
      lexer.position += 1
      try parseEntries(braced: true)
      guard lexer.skipSpace() else {
        throw fail("unexpected-end", at: text.count, "the file ends inside the { … } dictionary", hint: "add the closing } at the end")
      }
      layout.insertionPoint = lexer.position
      guard text[lexer.position] == UInt8(ascii: "}") else {
        throw fail(
          "unexpected-character", at: lexer.position, "expected a key or the closing } here, found \(describe(lexer.position))",
          hint: "remove it or put it inside a comment")
      }
      lexer.position += 1
      if lexer.skipSpace() {
        throw fail(
          "junk-after-table", at: lexer.position,
          "there is \(describe(lexer.position)) after the closing }; Apple's parser rejects the file",
          hint: "remove everything after the closing }")
      }
    case UInt8(ascii: "("), UInt8(ascii: "<"):
      throw fail(
        "not-a-table", at: lexer.position, "the file holds \(byte == UInt8(ascii: "(") ? "an array" : "data"), not a table of strings",
        hint: "a .strings file is a list of \"key\" = \"value\"; entries")
    default:
      try parseEntries(braced: false)
    }
  }

  /// Reads entries until the end of the text (or, when `braced`, until a `}`).
  private mutating func parseEntries(braced: Bool) throws(StringsDiagnostic) {
    while true {
      let previousEnd = lexer.position
      guard lexer.skipSpace() else {
        if braced {
          throw fail("unexpected-end", at: text.count, "the file ends inside the { … } dictionary", hint: "add the closing } at the end")
        }
        return
      }
      let keyStart = lexer.position
      let comment = lexer.lastComment.flatMap { isNote($0, after: previousEnd) ? $0 : nil }
      let byte = text[keyStart]
      let key: Sink.Text
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        guard let quoted = lexer.quotedString() else {
          if braced {
            guard !endsInUnfinishedEscape(after: keyStart) else { throw unterminatedAtEnd(quote: keyStart) }
            return skipStrayQuote(at: keyStart)
          }
          if entryCount != 0 { return stopSilently(at: keyStart) }
          throw unterminated(at: keyStart)
        }
        key = sink.text(quoted, in: lexer)
      } else if OpenStepLexer.isUnquoted(byte) {
        key = sink.text(lexer.unquotedString(), in: lexer)
      } else if braced && byte == UInt8(ascii: "}") {
        return
      } else if !braced && entryCount != 0 {
        return stopSilently(at: keyStart)
      } else {
        throw fail("unexpected-character", at: keyStart, "a key cannot start with \(describe(keyStart))", hint: hintForStray(at: keyStart))
      }
      let keyEnd = lexer.position
      // Usually none: `nil` then, so that the empty array is not retained and released for every entry.
      let keySurrogates = lexer.loneSurrogates.isEmpty ? nil : lexer.loneSurrogates
      guard lexer.skipSpace() else {
        throw fail(
          "missing-semicolon", at: text.count, "the file ends after the key; expected = and a value, then ;",
          hint: "finish the entry: \"key\" = \"value\";")
      }
      let value: Sink.Text
      var valueRange: Range<Int>?
      let keyPlace = lexer.place(keyStart)
      let valuePlace: (line: Int, column: Int)
      switch text[lexer.position] {
      case UInt8(ascii: ";"):
        lexer.warn(
          "key-only-entry", at: keyStart, "this entry has no value; Apple uses the key itself as the value",
          hint: "write \"key\" = \"value\"; if the key is not meant to be shown")
        value = copy key
        valuePlace = keyPlace
      case UInt8(ascii: "="):
        lexer.position += 1
        guard lexer.skipSpace() else {
          throw fail(
            "missing-value", at: text.count, "the file ends after =; expected a value", hint: "add a quoted value and ; after the =")
        }
        let valueStart = lexer.position
        valuePlace = lexer.place(valueStart)
        value = try parseValue()
        valueRange = valueStart..<lexer.position
      default:
        throw fail(
          "unexpected-character", at: lexer.position, "expected = or ; after the key, found \(describe(lexer.position))",
          hint: "write the entry as \"key\" = \"value\";")
      }
      guard lexer.skipSpace() else {
        throw fail(
          "missing-semicolon", at: text.count, "the file ends without the ; that closes the last entry", hint: "add ; after the value")
      }
      guard text[lexer.position] == UInt8(ascii: ";") else {
        if let range = valueRange, let quote = earlyQuote(closingValue: range) {
          throw fail(
            "unescaped-quote", at: quote,
            "this quote ends the value, but the line goes on with \(describe(lexer.position)); a \" inside a value must be written \\\"",
            hint: "write each quote inside the value as \\\" (Apple's parser rejects the whole file otherwise)")
        }
        throw fail(
          "missing-semicolon", at: lexer.position, "expected ; after the value, found \(describe(lexer.position))",
          hint: "end the previous entry with ; (a missing ; makes Apple's parser reject the whole file)")
      }
      lexer.position += 1
      entryCount += 1
      sink.entry(
        key: consume key, keySurrogates: keySurrogates, value: consume value, comment: comment,
        span: EntrySpan(key: keyStart..<keyEnd, value: valueRange),
        place: keyPlace, valuePlace: valuePlace, lexer: &lexer)
      lexer.lastComment = nil
    }
  }

  /// The offset of the quote that closed the value in `range` too early, when what follows it looks like more of the
  /// value: a `"…"` value, then on the same line something other than `;` or a quote, and a quote later on that line
  /// (`"Tap "OK" to go on";`). A line that simply lacks its `;` (`"a" = "b"` then the next entry) is not this.
  private func earlyQuote(closingValue range: Range<Int>) -> Int? {
    guard text[range.lowerBound] == UInt8(ascii: "\""), range.count >= 2, text[lexer.position] != UInt8(ascii: "\"") else { return nil }
    let isLineBreak = { (byte: UInt8) in byte == 0x0A || byte == 0x0D }
    guard !text[range.upperBound..<lexer.position].contains(where: isLineBreak) else { return nil }
    var offset = lexer.position
    while offset < text.count, !isLineBreak(text[offset]) {
      if text[offset] == UInt8(ascii: "\"") { return range.upperBound - 1 }
      offset += 1
    }
    return nil
  }

  /// Reads a value: a quoted or unquoted string. Anything else is rejected.
  private mutating func parseValue() throws(StringsDiagnostic) -> Sink.Text {
    let start = lexer.position
    let byte = text[start]
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      guard let value = lexer.quotedString() else { throw unterminated(at: start) }
      return sink.text(value, in: lexer)
    }
    if OpenStepLexer.isUnquoted(byte) { return sink.text(lexer.unquotedString(), in: lexer) }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"):
      let kind = byte == UInt8(ascii: "{") ? "a dictionary" : byte == UInt8(ascii: "(") ? "an array" : "data"
      throw fail(
        "value-not-string", at: start, "this value is \(kind); a localized string must be a string",
        hint: "quote the value: \"key\" = \"value\";")
    default:
      throw fail("unexpected-character", at: start, "a value cannot start with \(describe(start))", hint: hintForStray(at: start))
    }
  }

  /// Records Apple's silent stop: the parse succeeds, and everything from `offset` on never reaches the device.
  private mutating func stopSilently(at offset: Int) {
    let hidden = RecoveryCounter.countEntries(in: text, from: offset)
    let what = hidden == 1 ? "1 entry" : "\(hidden) entries"
    let message =
      "Apple's parser stops at \(describe(offset)) without an error: the device ignores the rest of the file (\(what) below this point)"
    sink.diagnose(
      StringsDiagnostic(
        id: "ignored-after-stop", severity: .error, location: lexer.location(offset), message: message, hint: hintForStray(at: offset)))
  }

  /// Apple's parser, finding a quote that is never closed where a key should start inside `{ … }`, ends the
  /// dictionary and goes on just after the quote, so `{ "a" = "b"; " }` is read as `{ "a" = "b"; }`.
  private mutating func skipStrayQuote(at offset: Int) {
    lexer.position = offset + 1
    lexer.warn(
      "stray-quote", at: offset, "this quote is never closed; Apple's parser skips it and expects the closing } next",
      hint: "delete the quote, or finish the entry: \"key\" = \"value\";")
  }

  /// Whether the string opened at `offset`, never closed, reads the file's last byte as the start of an escape (the
  /// file ends in an odd run of backslashes). Apple's parser then stays at the end of the file instead of going back
  /// to just after the quote, so a `{ … }` table never finds its `}` and the whole file is rejected.
  private func endsInUnfinishedEscape(after offset: Int) -> Bool {
    var index = text.count - 1
    while index > offset, text[index] == UInt8(ascii: "\\") { index -= 1 }
    return (text.count - 1 - index) % 2 == 1
  }

  private mutating func unterminatedAtEnd(quote offset: Int) -> StringsDiagnostic {
    fail(
      "unterminated-string", at: offset,
      "this quote is never closed and the file ends with a \\ that escapes nothing; Apple's parser rejects the whole file",
      hint: "delete the quote, or finish the entry: \"key\" = \"value\";")
  }

  private mutating func unterminated(at offset: Int) -> StringsDiagnostic {
    fail(
      "unterminated-string", at: offset, "this string is never closed; Apple's parser rejects the whole file",
      hint: "add the closing \(text[offset] == UInt8(ascii: "'") ? "'" : "\"") (a quote inside a string is written \\\")")
  }

  private mutating func fail(_ id: String, at offset: Int, _ message: String, hint: String) -> StringsDiagnostic {
    StringsDiagnostic(id: id, severity: .error, location: lexer.location(offset), message: message, hint: hint)
  }

  /// A short description of the character at `offset`, naming invisible ones.
  private func describe(_ offset: Int) -> String {
    let scalar = StrayCharacter.scalar(at: offset, in: text)
    return StrayCharacter.describe(scalar)
  }

  private func hintForStray(at offset: Int) -> String {
    StrayCharacter.hint(for: StrayCharacter.scalar(at: offset, in: text))
  }

  /// Whether a comment is a translator note for the next entry: the first thing in the file or braces, or on a line
  /// of its own after the previous entry (not a trailing comment on the previous entry's line).
  private func isNote(_ range: Range<Int>, after previousEnd: Int) -> Bool {
    if entryCount == 0 { return true }
    let commentStart = range.lowerBound - 2
    guard previousEnd < commentStart else { return false }
    return text[previousEnd..<commentStart].contains { $0 == 0x0A || $0 == 0x0D }
  }
}
