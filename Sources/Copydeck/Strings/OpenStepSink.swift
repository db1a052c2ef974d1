/// What ``OpenStepParser`` does with what it reads: each string, each entry, and the diagnostics.
protocol OpenStepSink {
  /// How the sink keeps a key or a value.
  associatedtype Text
  /// Keeps the string the lexer has just read (before it reads another, which reuses its scratch storage).
  mutating func text(_ string: LexedString, in lexer: OpenStepLexer) -> Text
  /// Takes one entry: `keySurrogates` are the lone surrogates its key had (usually none), `value` is `nil` for a
  /// `"key";` entry, `comment` is the range of its translator note.
  ///
  /// The lexer's ``OpenStepLexer/diagnostics`` hold every warning from the text up to the entry's end.
  mutating func entry(
    key: Text, keySurrogates: [LoneSurrogate], value: Text?, comment: Range<Int>?, span: EntrySpan, location: SourceLocation,
    valueLocation: SourceLocation,
    lexer: inout OpenStepLexer)
  /// Takes a diagnostic of the grammar (a silent stop), which comes after every entry.
  mutating func diagnose(_ diagnostic: StringsDiagnostic)
  /// Called once at the end of a parse that succeeds, with the lexer's remaining diagnostics.
  mutating func finish(_ lexer: inout OpenStepLexer)
}

extension OpenStepDocument: OpenStepSink {
  func text(_ string: LexedString, in lexer: OpenStepLexer) -> String {
    lexer.string(string)
  }

  mutating func entry(
    key: String, keySurrogates: [LoneSurrogate], value: String?, comment: Range<Int>?, span: EntrySpan, location: SourceLocation,
    valueLocation: SourceLocation, lexer: inout OpenStepLexer
  ) {
    if !keySurrogates.isEmpty { self.keySurrogates[entries.count] = keySurrogates }
    let entry = StringsEntry(
      key: key, value: value ?? key, comment: comment.flatMap(lexer.commentText), location: location, valueLocation: valueLocation)
    entries.append(consume entry)
    spans.append(span)
  }

  mutating func diagnose(_ diagnostic: StringsDiagnostic) {
    diagnostics.append(diagnostic)
  }

  mutating func finish(_ lexer: inout OpenStepLexer) {
    diagnostics = lexer.diagnostics + diagnostics
  }
}
