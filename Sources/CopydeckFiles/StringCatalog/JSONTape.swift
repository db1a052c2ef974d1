import Copydeck

/// A JSON document read into one flat array of tokens, for a reader that walks it once (the String Catalog reader):
/// the values and positions a ``JSONNode`` tree has, without an array per object, and with member keys left as
/// bytes in the document until someone asks for their text.
///
/// Each value is a token; an object's members follow it as a key token and the value's tokens, an array's elements
/// follow it, and every token knows the index after its last one. It checks what ``JSONScanner`` checks.
package struct JSONTape: Sendable {
  /// A syntax error at a position in the text.
  package typealias SyntaxError = JSONScanner.SyntaxError

  /// One value, or one member's key.
  package struct Token: Sendable {
    package var kind: JSONScanner.Kind
    /// 1-based line and column (in Unicode scalars) of its first character (a key's: its opening quote).
    package var line: Int32
    package var column: Int32
    /// The index of the token after this value, its members and elements.
    package var next: Int32
    /// A string's index in ``strings``, a number's in ``numbers``, a bool's 0 or 1; a key's index in ``strings``
    /// when it has escapes, else -1.
    package var payload: Int32
    /// A key's text in the document (when it has no escapes): its offset and length; an object's or array's count
    /// of members or elements.
    package var start: Int32
    package var count: Int32
  }

  /// One member of an object: the indexes of its key and of its value.
  package struct Member: Sendable {
    package var key: Int
    package var value: Int
  }

  /// The members of one object, in file order.
  package struct Members: Sequence {
    package let tokens: [Token]
    package let object: Int

    /// How many members there are.
    package var count: Int { Int(tokens[object].count) }

    package var underestimatedCount: Int { count }

    /// Whether two members have the same key (compared by Unicode scalars); a few comparisons of bytes for the
    /// small objects this is asked of.
    package func hasRepeatedKey(in tape: View) -> Bool {
      var members = makeIterator()
      while let member = members.next() {
        var later = members
        while let other = later.next() {
          if tape.sameKey(member.key, other.key) { return true }
        }
      }
      return false
    }

    package func makeIterator() -> Iterator { Iterator(tokens: tokens, at: object + 1, end: Int(tokens[object].next)) }

    package struct Iterator: IteratorProtocol {
      package let tokens: [Token]
      package var at: Int
      package let end: Int

      package mutating func next() -> Member? {
        guard at < end else { return nil }
        let member = Member(key: at, value: at + 1)
        at = Int(tokens[at + 1].next)
        return member
      }
    }
  }

  private(set) var tokens: [Token] = []
  private(set) var strings: [String] = []
  private(set) var numbers: [Double] = []
  /// The document.
  package let bytes: [UInt8]

  /// Reads one JSON document from UTF-8 `bytes` (a leading byte-order mark is skipped); a document too long for the
  /// tape's offsets (2 GB) is an error at its start.
  package static func read(_ bytes: [UInt8]) throws(SyntaxError) -> JSONTape {
    guard bytes.count < Int(Int32.max) else {
      throw SyntaxError(line: 1, column: 1, message: "the file is larger than 2 GB, which no String Catalog is")
    }
    var tape = JSONTape(bytes: bytes)
    let result: SyntaxError?
    var scanner = JSONScanner(bytes: bytes)
    do throws(SyntaxError) {
      try tape.value(&scanner)
      try scanner.finish()
      result = nil
    } catch {
      result = error
    }
    if let result { throw result }
    return tape
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    // About one token per 24 bytes of Xcode's formatting, a string per 32.
    tokens.reserveCapacity(bytes.count / 24 + 16)
    strings.reserveCapacity(bytes.count / 32 + 16)
  }

  private mutating func value(_ scanner: inout JSONScanner) throws(SyntaxError) {
    let kind = try scanner.peek()
    let (line, column) = (Int32(scanner.line), Int32(scanner.column))
    // A scalar's token is appended whole once it is read; an object's or array's gets its count and end after its
    // members or elements.
    func scalar(payload: Int32) {
      tokens.append(
        Token(kind: kind, line: line, column: column, next: Int32(tokens.count + 1), payload: payload, start: 0, count: 0))
    }
    switch kind {
    case .object:
      let index = tokens.count
      tokens.append(Token(kind: kind, line: line, column: column, next: 0, payload: 0, start: 0, count: 0))
      try scanner.beginObject()
      var count: Int32 = 0
      while let key = try scanner.nextRawKey() {
        var payload: Int32 = -1
        if let text = key.escaped {
          payload = Int32(strings.count)
          strings.append(text)
        }
        tokens.append(
          Token(
            kind: .string, line: Int32(key.line), column: Int32(key.column), next: Int32(tokens.count + 1), payload: payload,
            start: Int32(key.textStart), count: Int32(key.count)))
        try value(&scanner)
        count += 1
      }
      close(index, count: count)
    case .array:
      let index = tokens.count
      tokens.append(Token(kind: kind, line: line, column: column, next: 0, payload: 0, start: 0, count: 0))
      try scanner.beginArray()
      var count: Int32 = 0
      while try scanner.nextElement() {
        try value(&scanner)
        count += 1
      }
      close(index, count: count)
    case .string:
      let payload = Int32(strings.count)
      strings.append(try scanner.readString())
      scalar(payload: payload)
    case .number:
      let payload = Int32(numbers.count)
      numbers.append(try scanner.readNumber())
      scalar(payload: payload)
    case .bool: scalar(payload: try scanner.readBool() ? 1 : 0)
    case .null:
      try scanner.readNull()
      scalar(payload: 0)
    }
  }

  /// Gives the object or array at `index` its count and the index after its last token.
  private mutating func close(_ index: Int, count: Int32) {
    let next = Int32(tokens.count)
    tokens[index].count = count
    tokens[index].next = next
  }

  /// Calls `body` with a ``View`` of the tape.
  package func withView<Result, Failure: Error>(_ body: (View) throws(Failure) -> Result) throws(Failure) -> Result {
    try body(View(tokens: tokens, strings: strings, numbers: numbers, bytes: bytes))
  }

  /// The tape's tokens, strings and document, for a walk over them.
  package struct View {
    package let tokens: [Token]
    package let strings: [String]
    package let numbers: [Double]
    /// The document.
    package let bytes: [UInt8]

    /// The kind of the value at `index`.
    package func kind(_ index: Int) -> JSONScanner.Kind { tokens[index].kind }

    /// The line and column of the value or key at `index`.
    package func position(_ index: Int) -> (line: Int, column: Int) { (Int(tokens[index].line), Int(tokens[index].column)) }

    /// The members of the object at `index`, or `nil` when it is no object.
    package func members(_ index: Int) -> Members? {
      tokens[index].kind == .object ? Members(tokens: tokens, object: index) : nil
    }

    /// The text of the string at `index`, or `nil` when it is no string.
    package func string(_ index: Int) -> String? {
      tokens[index].kind == .string ? strings[Int(tokens[index].payload)] : nil
    }

    /// The value of the bool at `index`, or `nil` when it is no bool.
    package func bool(_ index: Int) -> Bool? {
      tokens[index].kind == .bool ? tokens[index].payload != 0 : nil
    }

    /// The value of the number at `index`, or `nil` when it is no number.
    package func number(_ index: Int) -> Double? {
      tokens[index].kind == .number ? numbers[Int(tokens[index].payload)] : nil
    }

    /// The text of the key at `index`.
    package func keyText(_ index: Int) -> String {
      let token = tokens[index]
      if token.payload >= 0 { return strings[Int(token.payload)] }
      // The scanner validated its bytes.
      return String(decoding: bytes[Int(token.start)..<Int(token.start + token.count)], as: UTF8.self)
    }

    /// Whether the key at `index` is `name`, compared by Unicode scalars (its bytes).
    package func key(_ index: Int, is name: String) -> Bool {
      let token = tokens[index]
      guard token.payload < 0 else { return ScalarKey(strings[Int(token.payload)]) == ScalarKey(name) }
      return bytes[Int(token.start)..<Int(token.start + token.count)].elementsEqual(name.utf8)
    }

    /// Whether the key at `index` is the text whose UTF-8 is `utf8`, compared by Unicode scalars (its bytes).
    package func key(_ index: Int, equalsUTF8 utf8: [UInt8]) -> Bool {
      let token = tokens[index]
      guard token.payload < 0 else { return strings[Int(token.payload)].utf8.elementsEqual(utf8) }
      return bytes[Int(token.start)..<Int(token.start + token.count)].elementsEqual(utf8)
    }

    /// Whether the keys at `first` and `second` are the same, compared by Unicode scalars.
    package func sameKey(_ first: Int, _ second: Int) -> Bool {
      let (a, b) = (tokens[first], tokens[second])
      if a.payload < 0, b.payload < 0 {
        return bytes[Int(a.start)..<Int(a.start + a.count)].elementsEqual(bytes[Int(b.start)..<Int(b.start + b.count)])
      }
      return ScalarKey(keyText(first)) == ScalarKey(keyText(second))
    }
  }
}

extension JSONScanner {
  /// The key of a member as bytes of the document: their place, and the text only when it has escapes.
  package struct RawKey {
    package var line: Int
    package var column: Int
    /// The offset of the text (after the opening quote) and its length in bytes.
    package var textStart: Int
    package var count: Int
    /// The text, when it has escapes (so its bytes in the document are not its text).
    package var escaped: String?
  }

  /// Like ``nextKey()``, without making a `String` of a key that has no escapes (its UTF-8 is checked).
  package mutating func nextRawKey() throws(SyntaxError) -> RawKey? {
    guard try toNextKey() else { return nil }
    let (keyLine, keyColumn, keyStart) = (line, column, index)
    let text = try scanString(makingText: false)
    let end = index - 1  // the closing quote
    try readColon()
    guard let escaped = text else {
      return RawKey(line: keyLine, column: keyColumn, textStart: keyStart + 1, count: end - keyStart - 1, escaped: nil)
    }
    return RawKey(line: keyLine, column: keyColumn, textStart: keyStart + 1, count: 0, escaped: escaped)
  }
}
