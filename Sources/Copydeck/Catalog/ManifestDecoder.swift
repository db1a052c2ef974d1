import Foundation

/// Turns the JSON of `catalog.json` into a validated ``CatalogManifest``, one record at a time.
struct ManifestDecoder {
  let file: String

  func decode(_ bytes: [UInt8]) throws(ManifestError) -> CatalogManifest {
    var entries: [EntryDefinition] = []
    var firstLines: [String: Int] = [:]  // the line of each id's record
    var codes: [String: String] = [:]
    var recordProblem: ManifestError?
    // Each record is decoded as soon as it is read, and its tree dropped (the tree of every record was ten times the
    // file's size); the first problem of a record is thrown where it was before, after the syntax and the other fields.
    let root: JSONNode
    do {
      root = try JSONReader.read(bytes, handingOver: "entries") { record in
        guard recordProblem == nil else { return }
        do throws(ManifestError) {
          let entry = try decodeEntry(record, position: entries.count)
          if let firstLine = firstLines.updateValue(record.line, forKey: entry.id) {
            throw ManifestError.invalid(
              file: file, line: record.line, column: record.column, entry: entry.id, problem: .duplicateID(firstLine: firstLine))
          }
          for code in entry.codes {
            if let owner = codes.updateValue(entry.id, forKey: code) {
              throw ManifestError.invalid(
                file: file, line: record.line, column: record.column, entry: entry.id,
                problem: .codeAlreadyMapped(code: code, owner: owner))
            }
          }
          entries.append(entry)
        } catch {
          recordProblem = error
        }
      }
    } catch {
      throw .invalid(file: file, line: error.line, column: error.column, entry: nil, problem: .syntax(reason: error.message))
    }
    let top = try ManifestFields(
      root, allowed: ["developmentLanguage", "languages", "commonFailure", "ownedTables", "entries"], decoder: self, entry: nil)
    var manifest = try decodeHeader(top)
    _ = try top.array("entries")
    if let recordProblem { throw recordProblem }
    guard firstLines[manifest.commonFailure] != nil else {
      throw top.problem(at: "commonFailure", .commonFailureNotAnEntry(manifest.commonFailure))
    }
    manifest.entries = entries
    return manifest
  }

  /// The manifest of the top-level fields other than the entries, decoded and checked (its entries left empty).
  func decodeHeader(_ top: ManifestFields) throws(ManifestError) -> CatalogManifest {
    let developmentLanguage = try top.string("developmentLanguage")
    let languages = try top.strings("languages")
    guard !languages.isEmpty else { throw top.problem(at: "languages", .noLanguages) }
    if let bad = languages.first(where: { !LanguageTagSyntax.isLanguageTag($0) }) {
      throw top.problem(at: "languages", .notALanguageTag(bad))
    }
    if let repeated = Self.firstDuplicate(languages) {
      throw top.problem(at: "languages", .listedTwice(field: "languages", value: repeated))
    }
    guard languages.contains(developmentLanguage) else {
      throw top.problem(at: "developmentLanguage", .developmentLanguageNotListed(developmentLanguage, languages: languages))
    }
    let commonFailure = try top.string("commonFailure")
    let ownedTables = try top.optionalStrings("ownedTables") ?? []
    if let repeated = Self.firstDuplicate(ownedTables) {
      throw top.problem(at: "ownedTables", .listedTwice(field: "ownedTables", value: repeated))
    }
    if let bad = ownedTables.first(where: { !Self.isValidTableName($0) }) { throw top.problem(at: "ownedTables", .notATableName(bad)) }
    return CatalogManifest(
      developmentLanguage: developmentLanguage, languages: languages, commonFailure: commonFailure, entries: [], ownedTables: ownedTables,
      file: file)
  }

  func decodeEntry(_ node: JSONNode, position: Int) throws(ManifestError) -> EntryDefinition {
    // Name the record by its id as soon as it is known, by its position until then (named only for the error).
    let id: String
    if case .object(let members) = node.value, let field = members.first(where: { $0.key == "id" }),
      case .string(let text) = field.node.value
    {
      id = text
    } else {
      id = try ManifestFields(node, allowed: Self.entryFields, decoder: self, entry: "entries[\(position)]", checkKeys: false).string("id")
    }
    let fields = try ManifestFields(node, allowed: Self.entryFields, decoder: self, entry: id)
    guard Self.isValidID(id) else { throw fields.problem(at: "id", .invalidID(id)) }
    let kind: EntryKind = try fields.enumeration("kind")
    let category: EntryCategory = try fields.enumeration("category")
    let table = try fields.string("table")
    guard Self.isValidTableName(table) else { throw fields.problem(at: "table", .notATableName(table)) }
    let codes = try fields.optionalStrings("codes") ?? []
    if let repeated = Self.firstDuplicate(codes) { throw fields.problem(at: "codes", .listedTwice(field: "codes", value: repeated)) }
    let hasMessage = try fields.optionalBool("message") ?? true
    if kind == .inline, !hasMessage { throw fields.problem(at: "message", .inlineWithoutMessage) }
    let retryable = try fields.optionalBool("retryable")
    let severity: ErrorSeverity? = try fields.optionalEnumeration("severity")
    let buttons = try decodeButtons(fields, kind: kind)
    let arguments = try decodeArguments(fields)
    let pluralArgument = try decodePluralArgument(fields, arguments: arguments)
    let note = try fields.string("note")
    let allow = try decodeSuppressions(fields)
    let keys = try decodeKeys(fields, kind: kind, hasMessage: hasMessage, buttons: buttons)
    let presentation = try decodePresentation(fields, kind: kind)
    var entry = EntryDefinition(
      id: id, kind: kind, category: category, table: table, codes: codes, hasMessage: hasMessage, retryable: retryable,
      severity: severity, buttons: buttons, arguments: arguments, note: note, allow: allow, explicitKeys: keys,
      presentation: presentation, line: node.line, column: node.column)
    entry.pluralArgument = pluralArgument
    // Derived keys never repeat (button ids are unique names without a `.`); only named ones can.
    if !keys.isEmpty, let repeated = Self.firstDuplicate(entry.keys) { throw fields.problem(at: "keys", .keyUsedTwice(repeated)) }
    return entry
  }

  /// The `"presentation"` field: one of the presentations the entry's kind allows; `nil` when absent.
  private func decodePresentation(_ fields: ManifestFields, kind: EntryKind) throws(ManifestError) -> PresentationStyle? {
    guard let presentation: PresentationStyle = try fields.optionalEnumeration("presentation") else { return nil }
    let allowed = PresentationStyle.allowed(for: kind)
    guard allowed.contains(presentation) else {
      throw fields.problem(
        at: "presentation",
        .presentationNotAllowed(kind: kind.rawValue, presentation: presentation.rawValue, allowed: allowed.map(\.rawValue)))
    }
    return presentation
  }

  /// The `"keys"` object: explicit keys for the title, the message and buttons by id; every part left out is derived.
  private func decodeKeys(
    _ fields: ManifestFields, kind: EntryKind, hasMessage: Bool, buttons: [ButtonDefinition]
  ) throws(ManifestError) -> EntryKeys {
    guard let node = fields.node(for: "keys") else { return EntryKeys() }
    let keys = try ManifestFields(node, allowed: ["title", "message", "buttons"], decoder: self, entry: fields.entry)
    func key(_ fields: ManifestFields, _ name: String) throws(ManifestError) -> String? {
      guard fields.has(name) else { return nil }
      let key = try fields.string(name)
      guard !key.isEmpty else { throw fields.problem(at: name, .emptyKey(part: name)) }
      return key
    }
    let title = try key(keys, "title")
    if title != nil, kind == .inline { throw keys.problem(at: "title", .titleKeyOnInline) }
    let message = try key(keys, "message")
    if message != nil, !hasMessage { throw keys.problem(at: "message", .messageKeyWithoutMessage) }
    var buttonKeys: [String: String] = [:]
    if let buttonsNode = keys.node(for: "buttons") {
      let ids = buttons.map(\.id)
      let byButton = try ManifestFields(buttonsNode, allowed: ids, decoder: self, entry: fields.entry)
      for member in byButton.members {
        buttonKeys[member.key] = try key(byButton, member.key)
      }
    }
    return EntryKeys(title: title, message: message, buttons: buttonKeys)
  }

  private func decodeButtons(_ fields: ManifestFields, kind: EntryKind) throws(ManifestError) -> [ButtonDefinition] {
    var buttons: [ButtonDefinition] = []
    var cancelLine: Int?
    var preferredLine: Int?
    for node in try fields.optionalArray("buttons") ?? [] {
      let button = try ManifestFields(node, allowed: ["id", "role", "preferred"], decoder: self, entry: fields.entry)
      let id = try button.string("id")
      guard Self.isValidName(id) else { throw button.problem(at: "id", .invalidButtonID(id)) }
      guard button.has("role") else { throw button.problem(at: nil, .buttonWithoutRole(id)) }
      let role: ButtonRole = try button.enumeration("role")
      let isPreferred = try button.optionalBool("preferred") ?? false
      if buttons.contains(where: { $0.id == id }) { throw button.problem(at: "id", .duplicateButtonID(id)) }
      if role == .cancel {
        if let cancelLine { throw button.problem(at: "role", .multipleCancel(firstLine: cancelLine)) }
        cancelLine = node.line
      }
      if isPreferred {
        if let preferredLine { throw button.problem(at: "preferred", .multiplePreferred(firstLine: preferredLine)) }
        preferredLine = node.line
      }
      buttons.append(ButtonDefinition(id: id, role: role, preferred: isPreferred))
    }
    if kind == .inline, !buttons.isEmpty { throw fields.problem(at: "buttons", .inlineWithButtons) }
    return buttons
  }

  private func decodeArguments(_ fields: ManifestFields) throws(ManifestError) -> [ArgumentDefinition] {
    var arguments: [ArgumentDefinition] = []
    for node in try fields.optionalArray("arguments") ?? [] {
      let argument = try ManifestFields(node, allowed: ["name", "format", "samples"], decoder: self, entry: fields.entry)
      let name = try argument.string("name")
      let format = try argument.string("format")
      let parsed = FormatString(format)
      guard parsed.problems.isEmpty, parsed.specifiers.count == 1 else { throw argument.problem(at: "format", .notOneSpecifier(format)) }
      var samples: [String: String] = [:]
      if let node = argument.node(for: "samples") {
        let sampleFields = try ManifestFields(node, allowed: nil, decoder: self, entry: fields.entry)
        for member in sampleFields.members {
          samples[member.key] = try sampleFields.string(member.key)
        }
      }
      arguments.append(ArgumentDefinition(name: name, format: format, samples: samples))
    }
    return arguments
  }

  /// `"pluralArgument"`: the name of one of the entry's arguments, whose count chooses the plural form.
  private func decodePluralArgument(_ fields: ManifestFields, arguments: [ArgumentDefinition]) throws(ManifestError) -> String? {
    guard fields.has("pluralArgument") else { return nil }
    let name = try fields.string("pluralArgument")
    guard arguments.contains(where: { $0.name == name }) else {
      throw fields.problem(at: "pluralArgument", .unknownPluralArgument(name, arguments: arguments.map(\.name)))
    }
    return name
  }

  private func decodeSuppressions(_ fields: ManifestFields) throws(ManifestError) -> [Suppression] {
    var suppressions: [Suppression] = []
    for node in try fields.optionalArray("allow") ?? [] {
      let suppression = try ManifestFields(node, allowed: ["rule", "reason"], decoder: self, entry: fields.entry)
      let rule = try suppression.string("rule")
      let reason = try suppression.string("reason")
      guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else { throw suppression.problem(at: "reason", .emptyReason(rule: rule)) }
      suppressions.append(Suppression(rule: rule, reason: reason))
    }
    return suppressions
  }

  private static let entryFields = [
    "id", "kind", "category", "table", "codes", "message", "retryable", "severity", "buttons", "arguments", "note", "allow", "keys",
    "presentation", "pluralArgument",
  ]

  /// Whether `name` can name a table file: not empty, no folder, no `.strings` extension.
  static func isValidTableName(_ name: String) -> Bool {
    !name.isEmpty && !name.utf8.contains(UInt8(ascii: "/")) && !name.hasSuffix(".strings")
  }

  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy(isNameByte)
  }

  /// Whether a byte may appear in a name: an ASCII letter or digit, `-` or `_`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// Whether `id` is two or more names (see ``isValidName(_:)``) joined by `.`.
  static func isValidID(_ id: String) -> Bool {
    var (parts, partLength) = (1, 0)
    for byte in id.utf8 {
      if byte == UInt8(ascii: ".") {
        guard partLength > 0 else { return false }
        (parts, partLength) = (parts + 1, 0)
      } else {
        guard isNameByte(byte) else { return false }
        partLength += 1
      }
    }
    return parts >= 2 && partLength > 0
  }

  /// The first value an earlier one repeats (the lists are short: a look back costs less than hashing each value).
  static func firstDuplicate(_ values: [String]) -> String? {
    values.indices.first { values[..<$0].contains(values[$0]) }.map { values[$0] }
  }
}
