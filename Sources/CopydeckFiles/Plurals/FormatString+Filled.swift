import Copydeck
extension FormatString {
  /// `text` with each specifier replaced by `replacement(specifier)`: the text pieces of `FormatString(text)` (`%%`
  /// read as `%`, a `%` that starts no specifier kept) with the replacements between them, without parsing `text`
  /// again. `specifiers` must be `FormatString(text).specifiers`.
  ///
  /// A specifier's offset counts the parser's units (Characters), and a valid specifier is ASCII units only, so a walk
  /// over the units finds each one where the parser did; between them the parser read `%%` as one `%` and kept any
  /// other `%`, which the walk does too. When every scalar is a Character of its own (most copy), the units are the
  /// UTF-8 sequences, and the text between specifiers is copied a run at a time.
  package static func filled(
    _ text: String, specifiers: some Sequence<FormatSpecifier>, _ replacement: (FormatSpecifier) -> String
  ) -> String {
    var pending = specifiers.makeIterator()
    var next = pending.next()
    var result = ""
    var afterPercent = false  // the unit before was a `%` kept as text
    guard text.unicodeScalars.allSatisfy(FormatStringParser.standsAlone) else {
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
    let utf8 = text.utf8
    var index = utf8.startIndex
    var runStart = index
    var unit = 0
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte & 0xC0 == 0x80 {  // a continuation byte: the same unit
        index = utf8.index(after: index)
        continue
      }
      if let specifier = next, specifier.offset == unit {
        result += text[runStart..<index]
        result += replacement(specifier)
        index = utf8.index(index, offsetBy: specifier.text.utf8.count)
        unit += specifier.text.utf8.count
        runStart = index
        next = pending.next()
        afterPercent = false
        continue
      }
      if byte == UInt8(ascii: "%") {
        if afterPercent {  // the second `%` of `%%`: the run ends before it
          result += text[runStart..<index]
          runStart = utf8.index(after: index)
        }
        afterPercent.toggle()
      } else {
        afterPercent = false
      }
      unit += 1
      index = utf8.index(after: index)
    }
    result += text[runStart..<utf8.endIndex]
    return result
  }
}
