import Foundation

/// Reads String Catalogs (`.xcstrings`, versions 1.0 and 1.1) with diagnostics at `file:line:column`.
///
/// Malformed JSON, and a root that is not a catalog, throw. Shapes Xcode would not write make an error and leave that
/// localization out: a plural without `other`, a substitution no `%#@name@` uses, a `%#@name@` without a
/// substitution, an unknown `state`. Fields the reader does not know are read past with a warning that names them.
public enum StringCatalogParser {
  /// Parses the bytes of an `.xcstrings` file; `file` names it in diagnostics.
  public static func parse(_ data: Data, file: String) throws(StringsDiagnostic) -> StringCatalog {
    let root: JSONNode
    let bytes = [UInt8](data)
    do {
      root = try JSONReader.read(bytes)
    } catch {
      throw StringsDiagnostic(
        id: "invalid-json", severity: .error, location: SourceLocation(file: file, line: error.line, column: error.column),
        message: "this String Catalog is not valid JSON: \(error.message)",
        hint: "fix the JSON here, or restore the file from version control and let Xcode rewrite it")
    }
    var reader = Reader(file: file)
    return try reader.catalog(root, source: bytes)
  }

  /// Reads and parses the file at `url`; diagnostics name it by `url.path`.
  public static func parse(contentsOf url: URL) throws(StringsDiagnostic) -> StringCatalog {
    try parse(StringsParser.readFile(url), file: url.path)
  }

  private struct Reader {
    let file: String
    var diagnostics: [StringsDiagnostic] = []

    init(file: String) {
      self.file = file
    }

    func location(_ node: JSONNode) -> SourceLocation { SourceLocation(file: file, line: node.line, column: node.column) }
    func location(_ member: JSONNode.Member) -> SourceLocation { SourceLocation(file: file, line: member.line, column: member.column) }

    func error(_ id: String, at location: SourceLocation, _ message: String, hint: String) -> StringsDiagnostic {
      StringsDiagnostic(id: id, severity: .error, location: location, message: message, hint: hint)
    }

    mutating func warnUnknown(_ member: JSONNode.Member, in place: @autoclosure () -> String, known: [String]) {
      diagnostics.append(
        StringsDiagnostic(
          id: "not-understood", severity: .warning, location: location(member),
          message: "\"\(member.key)\" in \(place()) is not a String Catalog field Copydeck knows; it is kept as it is but not read",
          hint: "the fields here are \(known.joined(separator: ", ")); a newer Xcode may write more"))
    }

    /// The members of an object node, or an error naming what it should have been.
    func members(_ node: JSONNode, _ what: @autoclosure () -> String) throws(StringsDiagnostic) -> [JSONNode.Member] {
      guard case .object(let members) = node.value else {
        throw error("wrong-type", at: location(node), "\(what()) is \(node.kindName), not an object", hint: "write it as { … }")
      }
      return members
    }

    func string(_ node: JSONNode, _ what: @autoclosure () -> String) throws(StringsDiagnostic) -> String {
      guard let text = node.string else {
        throw error("wrong-type", at: location(node), "\(what()) is \(node.kindName), not a string", hint: "write it in double quotes")
      }
      return text
    }

    func bool(_ node: JSONNode, _ what: @autoclosure () -> String) throws(StringsDiagnostic) -> Bool {
      guard case .bool(let value) = node.value else {
        throw error("wrong-type", at: location(node), "\(what()) is \(node.kindName), not true or false", hint: "write true or false")
      }
      return value
    }

    mutating func catalog(_ root: JSONNode, source: [UInt8]) throws(StringsDiagnostic) -> StringCatalog {
      let start = SourceLocation(file: file, line: root.line, column: root.column)
      let rootMembers = try members(root, "the String Catalog")
      var sourceLanguage: String?
      var version: String?
      var strings: JSONNode?
      for member in rootMembers {
        switch member.key {
        case "sourceLanguage": sourceLanguage = try string(member.node, "sourceLanguage")
        case "version": version = try string(member.node, "version")
        case "strings": strings = member.node
        default: warnUnknown(member, in: "the catalog", known: ["sourceLanguage", "strings", "version"])
        }
      }
      guard let sourceLanguage else {
        throw error(
          "not-a-catalog", at: start, "the String Catalog has no \"sourceLanguage\"",
          hint: "add \"sourceLanguage\" : \"en\" (the language the keys are written in)")
      }
      guard let strings else {
        throw error(
          "not-a-catalog", at: start, "the String Catalog has no \"strings\"", hint: "add \"strings\" : { } with one member per key")
      }
      if let version, version != "1.0", version != "1.1" {
        diagnostics.append(
          StringsDiagnostic(
            id: "not-understood", severity: .warning, location: location(rootMembers.last { $0.key == "version" }!.node),
            message: "String Catalog version \(version) is newer than Copydeck knows (1.0 and 1.1); it is read as 1.1",
            hint: "check the result with `copydeck parse`; report the version if something is missing"))
      }
      var keys: [StringCatalog.Key] = []
      let (members, positions) = keyMembers(try members(strings, "\"strings\""))
      keys.reserveCapacity(members.count)
      var tables = LanguageTables(sourceLanguage: sourceLanguage, keyCount: members.count)
      for (position, member) in members.enumerated() {
        do throws(StringsDiagnostic) {
          try key(member, position: position, sourceLanguage: sourceLanguage, keys: &keys, tables: &tables)
        } catch {
          diagnostics.append(error)
        }
      }
      diagnostics.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
      return StringCatalog(
        sourceLanguage: sourceLanguage, version: version ?? "1.0", keys: keys, tables: tables.entries(keys: positions),
        diagnostics: diagnostics, document: root, source: source)
    }

    /// The members of `strings` with only the last of each key, and each key's position among them: the catalog's
    /// one index of its keys, which every language's entries share (one hash per key).
    mutating func keyMembers(_ members: [JSONNode.Member]) -> ([JSONNode.Member], [ScalarKey: Int]) {
      var positions = [ScalarKey: Int](minimumCapacity: members.count)
      var repeated = false
      for (position, member) in members.enumerated() {
        if positions.updateValue(position, forKey: ScalarKey(member.key)) != nil { repeated = true }
      }
      guard repeated else { return (members, positions) }
      let kept = lastOfEach(members, "key \"%@\"")
      positions = [:]
      for (position, member) in kept.enumerated() { positions[ScalarKey(member.key)] = position }
      return (kept, positions)
    }

    /// The members of an object with only the last of each key (compared by Unicode scalars, as Foundation and the
    /// device compare them), in file order; each earlier one gets a warning at the later one. `what` names a member,
    /// `%@` standing for its key.
    mutating func lastOfEach(_ members: [JSONNode.Member], _ what: String) -> [JSONNode.Member] {
      // The common case, no key written twice, costs one hash per key (or a few comparisons in a small object).
      if members.count <= 8 {
        // Keys equal as scalars are equal as Strings (canonical equivalence is coarser), which is quick to rule out.
        let repeated = members.indices.contains { index in
          members[..<index].contains { $0.key == members[index].key && ScalarKey($0.key) == ScalarKey(members[index].key) }
        }
        if !repeated { return members }
      } else {
        var seen = Set<ScalarKey>(minimumCapacity: members.count)
        if members.allSatisfy({ seen.insert(ScalarKey($0.key)).inserted }) { return members }
      }
      var last: [ScalarKey: Int] = [:]
      for (index, member) in members.enumerated() { last[ScalarKey(member.key)] = index }
      var kept: [JSONNode.Member] = []
      for (index, member) in members.enumerated() {
        let later = last[ScalarKey(member.key)]!
        if later == index {
          kept.append(member)
          continue
        }
        let name = what.replacingOccurrences(of: "%@", with: member.key)
        diagnostics.append(
          StringsDiagnostic(
            id: "duplicate-key", severity: .warning, location: location(members[later]),
            message: "\(name) is defined again (first at line \(member.line)); the later one is used, as on the device",
            hint: "delete one of the two"))
      }
      return kept
    }

    static let keyFields = ["comment", "extractionState", "generatesSymbol", "isCommentAutoGenerated", "localizations", "shouldTranslate"]

    mutating func key(
      _ member: JSONNode.Member, position: Int, sourceLanguage: String, keys: inout [StringCatalog.Key], tables: inout LanguageTables
    ) throws(StringsDiagnostic) {
      let name = member.key
      var record = StringCatalog.Key(
        key: name, comment: nil, isCommentAutoGenerated: false, extractionState: nil, shouldTranslate: true, location: location(member),
        languages: [])
      var localizations: [JSONNode.Member] = []
      for field in try members(member.node, "the key \"\(name)\"") {
        switch field.key {
        case "comment": record.comment = try string(field.node, "the comment of \"\(name)\"")
        case "isCommentAutoGenerated": record.isCommentAutoGenerated = try bool(field.node, "isCommentAutoGenerated of \"\(name)\"")
        case "shouldTranslate": record.shouldTranslate = try bool(field.node, "shouldTranslate of \"\(name)\"")
        case "generatesSymbol": _ = try bool(field.node, "generatesSymbol of \"\(name)\"")
        case "extractionState":
          let text = try string(field.node, "extractionState of \"\(name)\"")
          record.extractionState = ExtractionState(rawValue: text)
          if record.extractionState == nil {
            diagnostics.append(
              StringsDiagnostic(
                id: "not-understood", severity: .warning, location: location(field.node),
                message: "extractionState \"\(text)\" of \"\(name)\" is not one Copydeck knows; the key is read as if it had none",
                hint: "the states are \(ExtractionState.allCases.map(\.rawValue).joined(separator: ", "))"))
          }
        case "localizations":
          localizations = lastOfEach(try members(field.node, "the localizations of \"\(name)\""), "the %@ localization of \"\(name)\"")
        default: warnUnknown(field, in: "the key \"\(name)\"", known: Self.keyFields)
        }
      }
      record.languages = localizations.map(\.key)
      var hasSource = false
      for localization in localizations {
        hasSource = hasSource || localization.key == sourceLanguage
        do throws(StringsDiagnostic) {
          var entry = try self.localization(localization, key: name)
          entry.comment = record.comment
          entry.extractionState = record.extractionState
          entry.shouldTranslate = record.shouldTranslate
          tables.append(entry, language: localization.key, position: position)
        } catch {
          diagnostics.append(error)
        }
      }
      if !hasSource {
        tables.append(
          TableEntry(
            key: name, value: .string(name), comment: record.comment, location: record.location, format: .xcstrings
          )
          .with(extractionState: record.extractionState, shouldTranslate: record.shouldTranslate), language: sourceLanguage,
          position: position)
      }
      keys.append(record)
    }

    /// The entry of one language of a key: its value, its substitutions, and the state of its least finished form.
    mutating func localization(_ member: JSONNode.Member, key: String) throws(StringsDiagnostic) -> TableEntry {
      func place() -> String { "the \(member.key) localization of \"\(key)\"" }
      var value: TableValue?
      var substitutionNodes: [JSONNode.Member] = []
      var states: TranslationState?  // the least finished state of the localization's forms
      var valueLocation = location(member.node)
      for field in try members(member.node, place()) {
        switch field.key {
        case "stringUnit", "variations":
          if value != nil {
            throw error(
              "both-unit-and-variations", at: location(field), "\(place()) has both a stringUnit and variations",
              hint: "keep one of the two")
          }
          value = try unitOrVariations(field, place: place(), state: &states)
          if field.key == "stringUnit" { valueLocation = location(field.node["value"] ?? field.node) }
        case "substitutions":
          substitutionNodes = try members(field.node, "the substitutions of \(place())")
        default: warnUnknown(field, in: place(), known: ["stringUnit", "substitutions", "variations"])
        }
      }
      guard let value else {
        throw error(
          "no-value", at: location(member.node), "\(place()) has neither a stringUnit nor variations",
          hint: "add \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"…\" }")
      }
      var substitutions: [Substitution] = []
      for node in substitutionNodes {
        substitutions.append(try substitution(node, place: place(), state: &states))
      }
      try checkReferences(value: value, substitutions: substitutions, nodes: substitutionNodes, at: location(member), place: place())
      var entry = TableEntry(key: key, value: value, substitutions: substitutions, location: valueLocation, format: .xcstrings)
      entry.state = states
      return entry
    }

    /// Every `%#@name@` names a substitution, and every substitution is named by one.
    func checkReferences(
      value: TableValue, substitutions: [Substitution], nodes: [JSONNode.Member], at location: SourceLocation,
      place: @autoclosure () -> String
    ) throws(StringsDiagnostic) {
      // Every reference has a `#@`: a value without a `#` (nearly all) and no substitutions has nothing to check.
      func mayReference(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "#")), bytes.count) != nil } ?? false }
      }
      if nodes.isEmpty, case .string(let text) = value, !mayReference(text) { return }
      let texts = value.strings + substitutions.flatMap(\.value.strings)
      if nodes.isEmpty, !texts.contains(where: mayReference) { return }
      let referenced = Set(texts.flatMap(SubstitutionReferences.names(in:)))
      if let missing = texts.flatMap(SubstitutionReferences.names(in:)).first(where: { name in !substitutions.contains { $0.name == name } }
      ) {
        throw error(
          "undefined-substitution", at: location, "\(place()) uses %#@\(missing)@ but has no substitution \"\(missing)\"",
          hint:
            "add \"substitutions\" : { \"\(missing)\" : { \"argNum\" : 1, \"formatSpecifier\" : \"lld\", \"variations\" : { \"plural\" : { … } } } }"
        )
      }
      if let unused = nodes.first(where: { !referenced.contains($0.key) }) {
        throw error(
          "unused-substitution", at: self.location(unused),
          "the substitution \"\(unused.key)\" of \(place()) is not used by any %#@\(unused.key)@",
          hint: "use %#@\(unused.key)@ in the value, or delete the substitution")
      }
    }

    /// `{ "stringUnit" : … }` or `{ "variations" : … }`: a string, or plural or device forms.
    mutating func variationValue(
      _ node: JSONNode, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> TableValue {
      var value: TableValue?
      for field in try members(node, place()) {
        if field.key == "stringUnit" || field.key == "variations" {
          value = try unitOrVariations(field, place: place(), state: &states)
        } else {
          warnUnknown(field, in: place(), known: ["stringUnit", "variations"])
        }
      }
      guard let value else {
        throw error(
          "no-value", at: location(node), "\(place()) has neither a stringUnit nor variations",
          hint: "add \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"…\" }")
      }
      return value
    }

    /// The value of a `stringUnit` or `variations` member.
    mutating func unitOrVariations(
      _ field: JSONNode.Member, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> TableValue {
      field.key == "stringUnit"
        ? .string(try stringUnit(field.node, place: place(), state: &states)) : try variations(field.node, place: place(), state: &states)
    }

    mutating func stringUnit(
      _ node: JSONNode, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> String {
      var value: String?
      for field in try members(node, "the stringUnit of \(place())") {
        switch field.key {
        case "value": value = try string(field.node, "the value of \(place())")
        case "state":
          let text = try string(field.node, "the state of \(place())")
          guard let state = TranslationState(rawValue: text) else {
            throw error(
              "unknown-state", at: location(field.node), "\"\(text)\" is not a state Xcode writes (in \(place()))",
              hint: "use \(TranslationState.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
          }
          states = state.leastFinished(with: states)
        default: warnUnknown(field, in: "the stringUnit of \(place())", known: ["state", "value"])
        }
      }
      guard let value else {
        throw error("no-value", at: location(node), "the stringUnit of \(place()) has no \"value\"", hint: "add \"value\" : \"…\"")
      }
      return value
    }

    mutating func variations(
      _ node: JSONNode, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> TableValue {
      var value: TableValue?
      for field in try members(node, "the variations of \(place())") {
        switch field.key {
        case "plural", "device":
          if value != nil {
            throw error(
              "mixed-variations", at: location(field), "\(place()) varies by plural and by device at the same level",
              hint: "nest one inside the other, as Xcode does: \"device\" : { \"iphone\" : { \"variations\" : { \"plural\" : … } } }")
          }
          value =
            field.key == "plural" ? try plural(field, place: place(), state: &states) : try device(field, place: place(), state: &states)
        default: warnUnknown(field, in: "the variations of \(place())", known: ["device", "plural"])
        }
      }
      guard let value else {
        throw error("no-value", at: location(node), "the variations of \(place()) are empty", hint: "add \"plural\" or \"device\" forms")
      }
      return value
    }

    mutating func plural(
      _ member: JSONNode.Member, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> TableValue {
      var forms: [PluralCategory: TableValue] = [:]
      for form in try members(member.node, "the plural forms of \(place())") {
        guard let category = PluralCategory(rawValue: form.key) else {
          diagnostics.append(
            StringsDiagnostic(
              id: "not-understood", severity: .warning, location: location(form),
              message: "\"\(form.key)\" in the plural forms of \(place()) is not a plural category; it is skipped",
              hint: "the categories are zero, one, two, few, many and other"))
          continue
        }
        forms[category] = try variationValue(form.node, place: "the \(form.key) form of \(place())", state: &states)
      }
      guard forms[.other] != nil else {
        throw error(
          "plural-without-other", at: location(member),
          "the plural forms of \(place()) have no \"other\", which the device falls back to for every count",
          hint: "add \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"…\" } }")
      }
      return .plural(forms)
    }

    mutating func device(
      _ member: JSONNode.Member, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> TableValue {
      var forms: [DeviceClass: TableValue] = [:]
      for form in try members(member.node, "the device forms of \(place())") {
        guard let device = DeviceClass(rawValue: form.key) else {
          diagnostics.append(
            StringsDiagnostic(
              id: "not-understood", severity: .warning, location: location(form),
              message: "\"\(form.key)\" in the device forms of \(place()) is not a device Copydeck knows; it is skipped",
              hint: "the devices are \(DeviceClass.allCases.map(\.rawValue).joined(separator: ", "))"))
          continue
        }
        forms[device] = try variationValue(form.node, place: "the \(form.key) form of \(place())", state: &states)
      }
      guard !forms.isEmpty else {
        throw error(
          "no-value", at: location(member), "the device forms of \(place()) name no device",
          hint: "add \"other\" and the devices that differ")
      }
      return .device(forms)
    }

    mutating func substitution(
      _ member: JSONNode.Member, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> Substitution {
      func inside() -> String { "the substitution \"\(member.key)\" of \(place())" }
      var argument: Int?
      var specifier = ""
      var value: TableValue?
      for field in try members(member.node, inside()) {
        switch field.key {
        case "argNum":
          guard case .number(let number) = field.node.value, number >= 1, number < 1_000, number == number.rounded() else {
            throw error(
              "wrong-type", at: location(field.node), "argNum of \(inside()) is not a whole number from 1",
              hint: "write the argument's position, e.g. 1")
          }
          argument = Int(number)
        case "formatSpecifier": specifier = try string(field.node, "formatSpecifier of \(inside())")
        case "variations": value = try variations(field.node, place: inside(), state: &states)
        default: warnUnknown(field, in: inside(), known: ["argNum", "formatSpecifier", "variations"])
        }
      }
      guard let value else {
        throw error("no-value", at: location(member), "\(inside()) has no variations", hint: "add \"variations\" : { \"plural\" : { … } }")
      }
      return Substitution(name: member.key, argumentNumber: argument, formatSpecifier: specifier, value: value)
    }
  }
}

/// The entries of each language of a String Catalog as they are read, in key order.
private struct LanguageTables {
  private struct Table {
    var language: String
    var entries: [TableEntry] = []
    /// The position in `entries` of each key's entry, `-1` for none.
    var slots: [Int32]
  }

  private var tables: [Table]
  private let keyCount: Int
  /// Where the last language appended was: the next localization of a key is usually the next table.
  private var hint = 0

  /// The tables of a catalog of `keyCount` keys; the source language's comes first and is there even if empty.
  init(sourceLanguage: String, keyCount: Int) {
    self.keyCount = keyCount
    tables = [Table(language: sourceLanguage, slots: [Int32](repeating: -1, count: keyCount))]
  }

  /// Adds `entry` to `language`'s entries as the entry of the key at `position`.
  mutating func append(_ entry: TableEntry, language: String, position: Int) {
    let table = self.table(language)
    tables[table].slots[position] = Int32(tables[table].entries.count)
    tables[table].entries.append(entry)
    hint = table + 1 == tables.count ? 0 : table + 1
  }

  private mutating func table(_ language: String) -> Int {
    for offset in 0..<tables.count {
      let table = (hint + offset) % tables.count
      if tables[table].language == language { return table }
    }
    tables.append(Table(language: language, slots: [Int32](repeating: -1, count: keyCount)))
    return tables.count - 1
  }

  /// The entries of each language, looked up through `keys` (each key's position).
  func entries(keys: [ScalarKey: Int]) -> [String: TableEntries] {
    var entries: [String: TableEntries] = [:]
    for table in tables { entries[table.language] = TableEntries(entries: table.entries, keys: keys, slots: table.slots) }
    return entries
  }
}

extension TableEntry {
  /// The entry with a String Catalog key's attributes.
  func with(extractionState: ExtractionState?, shouldTranslate: Bool) -> TableEntry {
    var entry = self
    entry.extractionState = extractionState
    entry.shouldTranslate = shouldTranslate
    return entry
  }
}

extension TranslationState {
  /// The less finished of this state and `other` (`new`, then `needs_review`, then `translated`): a localization is as
  /// finished as its least finished form.
  fileprivate func leastFinished(with other: TranslationState?) -> TranslationState {
    guard let other else { return self }
    let order: [TranslationState] = [.new, .needsReview, .translated]
    return order.firstIndex(of: self)! <= order.firstIndex(of: other)! ? self : other
  }
}
