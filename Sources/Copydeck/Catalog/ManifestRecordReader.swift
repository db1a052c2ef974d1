import Foundation

/// Reads one record of `catalog.json` straight from a ``JSONScanner`` into an ``EntryDefinition``, without a
/// ``JSONNode`` tree: the fast path of the manifest decoders.
///
/// It accepts only what ``ManifestDecoder/decodeEntry(_:position:)`` accepts, and makes the same entry of it; for
/// anything else — a record with a problem, or one it does not read the way the decoder does (a key with an escape,
/// a field name written in other bytes than the decoder's) — it gives `nil`, and the caller decodes the record's tree
/// for the decoder's exact error. So it need not check in the decoder's order: it says only whether the record is
/// valid. Either way it reads the whole record and checks its syntax as the tree reader does.
struct ManifestRecordReader {
  private var scanner: JSONScanner
  /// Whether everything read so far is as the decoder accepts it.
  private var valid = true

  private init(_ scanner: JSONScanner) {
    self.scanner = scanner
  }

  /// Reads the record at the scanner's position: its entry, or `nil` when the decoder must decode it (see the type).
  static func read(_ scanner: inout JSONScanner) throws(JSONScanner.SyntaxError) -> EntryDefinition? {
    var reader = ManifestRecordReader(scanner)
    defer { scanner = reader.scanner }
    return try reader.record()
  }

  /// The fields of a record, by the bit of each in a set of those seen.
  private static let recordFields: [StaticString] = [
    "id", "kind", "category", "table", "codes", "message", "retryable", "severity", "buttons", "arguments", "note", "allow",
    "keys", "presentation", "pluralArgument",
  ]
  private static let buttonFields: [StaticString] = ["id", "role", "preferred"]
  private static let argumentFields: [StaticString] = ["name", "format", "samples"]
  private static let suppressionFields: [StaticString] = ["rule", "reason"]
  private static let keyFields: [StaticString] = ["title", "message", "buttons"]

  private mutating func record() throws(JSONScanner.SyntaxError) -> EntryDefinition? {
    let start = try ManifestDecoder.recordStart(&scanner)
    guard try object() else { return nil }
    var seen: UInt32 = 0
    var id: String?, kind: EntryKind?, category: EntryCategory?, table: String?, note: String?
    var codes: [String] = [], hasMessage = true, retryable: Bool?, severity: ErrorSeverity?
    var buttons: [ButtonDefinition] = [], arguments: [ArgumentDefinition] = [], allow: [Suppression] = []
    var explicitKeys = RawKeys(), presentation: PresentationStyle?, pluralArgument: String?
    while let field = try nextField(Self.recordFields, seen: &seen) {
      switch field {
      case 0: id = try string()
      case 1: kind = try enumeration()
      case 2: category = try enumeration()
      case 3: table = try string()
      case 4: codes = try strings() ?? []
      case 5: hasMessage = try bool() ?? true
      case 6: retryable = try bool()
      case 7: severity = try enumeration()
      case 8: buttons = try list { (reader: inout Self) throws(JSONScanner.SyntaxError) in try reader.button() }
      case 9: arguments = try list { (reader: inout Self) throws(JSONScanner.SyntaxError) in try reader.argument() }
      case 10: note = try string()
      case 11: allow = try list { (reader: inout Self) throws(JSONScanner.SyntaxError) in try reader.suppression() }
      case 12: explicitKeys = try keys()
      case 13: presentation = try enumeration()
      default: pluralArgument = try string()
      }
    }
    guard valid, let id, let kind, let category, let table, let note else { return nil }
    // What the decoder checks beyond each field's type, in any order.
    let cancels = buttons.count(where: { $0.role == .cancel }), preferreds = buttons.count(where: \.preferred)
    guard ManifestDecoder.isValidID(id), ManifestDecoder.isValidTableName(table), ManifestDecoder.firstDuplicate(codes) == nil,
      kind != .inline || (hasMessage && buttons.isEmpty && explicitKeys.title == nil),
      hasMessage || explicitKeys.message == nil, cancels <= 1, preferreds <= 1,
      !buttons.indices.contains(where: { index in buttons[..<index].contains { $0.id == buttons[index].id } }),
      presentation.map({ PresentationStyle.allowed(for: kind).contains($0) }) ?? true,
      pluralArgument.map({ name in arguments.contains { $0.name == name } }) ?? true,
      let keys = explicitKeys.entryKeys(buttonIDs: buttons.map(\.id))
    else { return nil }
    var entry = EntryDefinition(
      id: id, kind: kind, category: category, table: table, codes: codes, hasMessage: hasMessage, retryable: retryable,
      severity: severity, buttons: buttons, arguments: arguments, note: note, allow: allow, explicitKeys: keys,
      presentation: presentation, line: start.line, column: start.column)
    entry.pluralArgument = pluralArgument
    guard ManifestDecoder.firstDuplicate(entry.keys) == nil else { return nil }
    return entry
  }

  /// One button: `{"id": …, "role": …, "preferred": …}`.
  private mutating func button() throws(JSONScanner.SyntaxError) -> ButtonDefinition? {
    guard try object() else { return nil }
    var seen: UInt32 = 0
    var id: String?, role: ButtonRole?, preferred = false
    while let field = try nextField(Self.buttonFields, seen: &seen) {
      switch field {
      case 0: id = try string()
      case 1: role = try enumeration()
      default: preferred = try bool() ?? false
      }
    }
    guard let id, let role, ManifestDecoder.isValidName(id) else { return nil }
    return ButtonDefinition(id: id, role: role, preferred: preferred)
  }

  /// One argument: `{"name": …, "format": …, "samples": {language: text}}`.
  private mutating func argument() throws(JSONScanner.SyntaxError) -> ArgumentDefinition? {
    guard try object() else { return nil }
    var seen: UInt32 = 0
    var name: String?, format: String?, samples: [String: String] = [:]
    while let field = try nextField(Self.argumentFields, seen: &seen) {
      switch field {
      case 0: name = try string()
      case 1: format = try string()
      default: samples = try stringsByKey()
      }
    }
    guard let name, let format else { return nil }
    let parsed = FormatString(format)
    guard parsed.problems.isEmpty, parsed.specifiers.count == 1 else { return nil }
    return ArgumentDefinition(name: name, format: format, samples: samples)
  }

  /// One allowance: `{"rule": …, "reason": …}`, its reason not blank.
  private mutating func suppression() throws(JSONScanner.SyntaxError) -> Suppression? {
    guard try object() else { return nil }
    var seen: UInt32 = 0
    var rule: String?, reason: String?
    while let field = try nextField(Self.suppressionFields, seen: &seen) {
      if field == 0 { rule = try string() } else { reason = try string() }
    }
    guard let rule, let reason, !reason.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    return Suppression(rule: rule, reason: reason)
  }

  /// The `"keys"` object as written; its buttons are checked against the record's once both are read.
  private struct RawKeys {
    var title: String?
    var message: String?
    var buttons: [(button: String, key: String)] = []

    /// The keys, when none is empty and each button key names one of `buttonIDs` once.
    func entryKeys(buttonIDs: [String]) -> EntryKeys? {
      guard title?.isEmpty != true, message?.isEmpty != true else { return nil }
      var byButton: [String: String] = [:]
      for (button, key) in buttons {
        guard !key.isEmpty, buttonIDs.contains(button), byButton.updateValue(key, forKey: button) == nil else { return nil }
      }
      return EntryKeys(title: title, message: message, buttons: byButton)
    }
  }

  private mutating func keys() throws(JSONScanner.SyntaxError) -> RawKeys {
    var keys = RawKeys()
    guard try object() else { return keys }
    var seen: UInt32 = 0
    while let field = try nextField(Self.keyFields, seen: &seen) {
      switch field {
      case 0: keys.title = try string()
      case 1: keys.message = try string()
      default:
        guard try object() else { continue }
        while let key = try scanner.nextKey() {
          if let text = try string() { keys.buttons.append((key.text, text)) }
        }
      }
    }
    return keys
  }

  // MARK: Values

  /// Reads the `{` of an object; at anything else, reads past the value and the record is not valid.
  private mutating func object() throws(JSONScanner.SyntaxError) -> Bool {
    guard try scanner.peek() == .object else { return try skip() }
    try scanner.beginObject()
    return true
  }

  /// The next member's key of the object being read, as its index in `fields`, or `nil` after the object's `}`. A key
  /// not in `fields` (compared by its bytes), written with an escape or seen before makes the record not valid; the
  /// value of such a member is read past.
  private mutating func nextField(_ fields: [StaticString], seen: inout UInt32) throws(JSONScanner.SyntaxError) -> Int? {
    while let key = try scanner.nextRawKey() {
      if valid, key.escaped == nil, let field = field(key, fields), seen & 1 << field == 0 {
        seen |= 1 << field
        return field
      }
      valid = false
      try scanner.skipValue()
    }
    return nil
  }

  private func field(_ key: JSONScanner.RawKey, _ fields: [StaticString]) -> Int? {
    guard let base = scanner.bytes.baseAddress else { return nil }
    let text = UnsafeRawPointer(base + key.textStart)
    for (index, name) in fields.enumerated()
    where name.utf8CodeUnitCount == key.count && ByteComparison.equal(text, UnsafeRawPointer(name.utf8Start), count: key.count) {
      return index
    }
    return nil
  }

  /// Reads past the value at the scanner's position; the record is not valid. Always `false`.
  private mutating func skip() throws(JSONScanner.SyntaxError) -> Bool {
    valid = false
    try scanner.skipValue()
    return false
  }

  private mutating func string() throws(JSONScanner.SyntaxError) -> String? {
    guard try scanner.peek() == .string else {
      _ = try skip()
      return nil
    }
    return try scanner.readString()
  }

  private mutating func bool() throws(JSONScanner.SyntaxError) -> Bool? {
    guard try scanner.peek() == .bool else {
      _ = try skip()
      return nil
    }
    return try scanner.readBool()
  }

  /// A string naming one of `Value`'s cases, as the decoder reads it (by `init(rawValue:)`).
  private mutating func enumeration<Value: RawRepresentable>() throws(JSONScanner.SyntaxError) -> Value?
  where Value.RawValue == String {
    guard let raw = try string() else { return nil }
    guard let value = Value(rawValue: raw) else {
      valid = false
      return nil
    }
    return value
  }

  /// An array of strings.
  private mutating func strings() throws(JSONScanner.SyntaxError) -> [String]? {
    let strings = try list { (reader: inout Self) throws(JSONScanner.SyntaxError) in try reader.string() }
    return valid ? strings : nil
  }

  /// An object whose values are strings, by key (a key written twice, as the decoder compares keys, is not valid).
  private mutating func stringsByKey() throws(JSONScanner.SyntaxError) -> [String: String] {
    var values: [String: String] = [:]
    guard try object() else { return values }
    while let key = try scanner.nextKey() {
      if let text = try string(), values.updateValue(text, forKey: key.text) != nil { valid = false }
    }
    return values
  }

  /// An array, each element read by `element` (`nil`: not valid).
  private mutating func list<Element>(
    _ element: (inout Self) throws(JSONScanner.SyntaxError) -> Element?
  ) throws(JSONScanner.SyntaxError) -> [Element] {
    guard try scanner.peek() == .array else {
      _ = try skip()
      return []
    }
    try scanner.beginArray()
    var elements: [Element] = []
    while try scanner.nextElement() {
      if let value = try element(&self) {
        elements.append(value)
      } else {
        valid = false
      }
    }
    return elements
  }
}
