import Copydeck

extension FormatString {
  /// `text` with each specifier replaced by `replacement(specifier)`: the text pieces of `FormatString(text)` (`%%`
  /// read as `%`, a `%` that starts no specifier kept) with the replacements between them, without parsing `text`
  /// again. `specifiers` must be `FormatString(text).specifiers`.
  ///
  /// A specifier's offset counts the parser's units (Characters), and a valid specifier is ASCII units only, so a walk
  /// over the units finds each one where the parser did; between them the parser read `%%` as one `%` and kept any
  /// other `%`, which the walk does too.
  package static func filled(
    _ text: String, specifiers: some Sequence<FormatSpecifier>, _ replacement: (FormatSpecifier) -> String
  ) -> String {
    var pending = specifiers.makeIterator()
    var next = pending.next()
    var result = ""
    var afterPercent = false  // the unit before was a `%` kept as text
    var unit = 0
    var skipped = 0  // units of the current specifier still to pass over
    for character in text {
      defer { unit += 1 }
      if skipped > 0 {
        skipped -= 1
      } else if let specifier = next, specifier.offset == unit {
        result += replacement(specifier)
        skipped = specifier.text.utf8.count - 1
        next = pending.next()
        afterPercent = false
      } else if character == "%" {
        if !afterPercent { result.append("%") }  // the second `%` of `%%` adds nothing
        afterPercent.toggle()
      } else {
        afterPercent = false
        result.append(character)
      }
    }
    return result
  }
}
