import Copydeck
import Foundation

/// Reads String Catalogs (`.xcstrings`, versions 1.0 to 1.2) with diagnostics at `file:line:column`.
///
/// Malformed JSON, and a root that is not a catalog, throw. Shapes Xcode would not write make an error and leave that
/// localization out: a plural without `other`, a substitution no `%#@name@` uses, a `%#@name@` without a
/// substitution, an unknown `state`. Fields the reader does not know are read past with a warning that names them.
public enum StringCatalogParser {
  /// Parses the bytes of an `.xcstrings` file; `file` names it in diagnostics.
  public static func parse(_ data: Data, file: String) throws(StringsDiagnostic) -> StringCatalog {
    let tape: JSONTape
    let bytes = [UInt8](data)
    do {
      tape = try JSONTape.read(bytes)
    } catch {
      throw StringsDiagnostic(
        id: "invalid-json", severity: .error, location: SourceLocation(file: file, line: error.line, column: error.column),
        message: "this String Catalog is not valid JSON: \(error.message)",
        hint: "fix the JSON here, or restore the file from version control and let Xcode rewrite it")
    }
    return try tape.withView { tape throws(StringsDiagnostic) in
      var reader = Reader(file: file, tape: tape)
      return try reader.catalog(source: bytes)
    }
  }

  /// Reads and parses the file at `url`; diagnostics name it by `url.path`.
  public static func parse(contentsOf url: URL) throws(StringsDiagnostic) -> StringCatalog {
    try parse(StringsParser.readFile(url), file: url.path)
  }

  /// A walk over the document's tokens (``JSONTape``): a node is a token's index, a member's key is compared as
  /// bytes and made into a `String` only where it is kept or shown.
  private struct Reader {
    package typealias Member = JSONTape.Member
    package let file: String
    package let tape: JSONTape.View
    package var diagnostics: [StringsDiagnostic] = []
    /// The tables of the current key's localizations, in file order, and the languages and tables of the last key
    /// that had others: keys in the same languages share one `languages` array.
    package var keyTables: [Int] = []
    package var lastTables: [Int] = []
    package var lastLanguages: [String] = []

    package init(file: String, tape: JSONTape.View) {
      self.file = file
      self.tape = tape
    }

    package func location(_ node: Int) -> SourceLocation {
      let (line, column) = tape.position(node)
      return SourceLocation(file: file, line: line, column: column)
    }
    package func location(_ member: Member) -> SourceLocation { location(member.key) }
    package func name(_ member: Member) -> String { tape.keyText(member.key) }
    package func kindName(_ node: Int) -> String { tape.kind(node).name }

    package func error(_ id: String, at location: SourceLocation, _ message: String, hint: String) -> StringsDiagnostic {
      StringsDiagnostic(id: id, severity: .error, location: location, message: message, hint: hint)
    }

    package mutating func warnUnknown(_ member: Member, in place: @autoclosure () -> String, known: [String]) {
      diagnostics.append(
        StringsDiagnostic(
          id: "not-understood", severity: .warning, location: location(member),
          message: "\"\(name(member))\" in \(place()) is not a String Catalog field Copydeck knows; it is kept as it is but not read",
          hint: "the fields here are \(known.joined(separator: ", ")); a newer Xcode may write more"))
    }

    /// The members of an object node, or an error naming what it should have been.
    package func members(_ node: Int, _ what: @autoclosure () -> String) throws(StringsDiagnostic) -> JSONTape.Members {
      guard let members = tape.members(node) else {
        throw error("wrong-type", at: location(node), "\(what()) is \(kindName(node)), not an object", hint: "write it as { … }")
      }
      return members
    }

    package func string(_ node: Int, _ what: @autoclosure () -> String) throws(StringsDiagnostic) -> String {
      guard let text = tape.string(node) else {
        throw error("wrong-type", at: location(node), "\(what()) is \(kindName(node)), not a string", hint: "write it in double quotes")
      }
      return text
    }

    package func bool(_ node: Int, _ what: @autoclosure () -> String) throws(StringsDiagnostic) -> Bool {
      guard let value = tape.bool(node) else {
        throw error("wrong-type", at: location(node), "\(what()) is \(kindName(node)), not true or false", hint: "write true or false")
      }
      return value
    }

    package mutating func catalog(source: [UInt8]) throws(StringsDiagnostic) -> StringCatalog {
      let root = 0
      let start = location(root)
      let rootMembers = try members(root, "the String Catalog")
      var sourceLanguage: String?
      var version: String?
      var versionNode = root
      var strings: Int?
      for member in rootMembers {
        if tape.key(member.key, is: "sourceLanguage") {
          sourceLanguage = try string(member.value, "sourceLanguage")
        } else if tape.key(member.key, is: "version") {
          version = try string(member.value, "version")
          versionNode = member.value
        } else if tape.key(member.key, is: "strings") {
          strings = member.value
        } else {
          warnUnknown(member, in: "the catalog", known: ["sourceLanguage", "strings", "version"])
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
      if let version, !["1.0", "1.1", "1.2"].contains(version) {
        diagnostics.append(
          StringsDiagnostic(
            id: "not-understood", severity: .warning, location: location(versionNode),
            message: "String Catalog version \(version) is newer than Copydeck knows (1.0 to 1.2); it is read as 1.2",
            hint: "check the result with `copydeck parse`; report the version if something is missing"))
      }
      var keys: [StringCatalog.Key] = []
      let (members, names, positions) = keyMembers(try members(strings, "\"strings\""))
      keys.reserveCapacity(members.count)
      var tables = LanguageTables(sourceLanguage: sourceLanguage, keyCount: members.count)
      for (position, member) in members.enumerated() {
        do throws(StringsDiagnostic) {
          try key(member, name: names[position], position: position, sourceLanguage: sourceLanguage, keys: &keys, tables: &tables)
        } catch {
          diagnostics.append(error)
        }
      }
      diagnostics.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
      return StringCatalog(
        sourceLanguage: sourceLanguage, version: version ?? "1.0", keys: keys, tables: tables.entries(keys: positions),
        diagnostics: diagnostics, source: source)
    }

    /// The members of `strings` with only the last of each key, their keys, and each key's position among them: the
    /// catalog's one index of its keys, which every language's entries share (one hash per key).
    package mutating func keyMembers(_ all: JSONTape.Members) -> ([Member], [String], [ScalarKey: Int]) {
      var members: [Member] = []
      var names: [String] = []
      members.reserveCapacity(all.count)
      names.reserveCapacity(all.count)
      var positions = [ScalarKey: Int](minimumCapacity: all.count)
      var repeated = false
      for member in all {
        let name = self.name(member)
        if positions.updateValue(members.count, forKey: ScalarKey(name)) != nil { repeated = true }
        members.append(member)
        names.append(name)
      }
      guard repeated else { return (members, names, positions) }
      members = lastOfEach(members) { "key \"\($0)\"" }
      names = members.map(name)
      positions = [:]
      for (position, name) in names.enumerated() { positions[ScalarKey(name)] = position }
      return (members, names, positions)
    }

    /// The members of an object with only the last of each key (compared by Unicode scalars, as Foundation and the
    /// device compare them), in file order; each earlier one gets a warning at the later one. `what` names a member
    /// by its key.
    package mutating func lastOfEach(_ members: [Member], _ what: (String) -> String) -> [Member] {
      // The common case, no key written twice, costs a few comparisons of bytes (a small object) or one hash per key.
      if members.count <= 8 {
        let repeated = members.indices.contains { index in members[..<index].contains { tape.sameKey($0.key, members[index].key) } }
        if !repeated { return members }
      } else {
        var seen = Set<ScalarKey>(minimumCapacity: members.count)
        if members.allSatisfy({ seen.insert(ScalarKey(name($0))).inserted }) { return members }
      }
      var last: [ScalarKey: Int] = [:]
      for (index, member) in members.enumerated() { last[ScalarKey(name(member))] = index }
      var kept: [Member] = []
      for (index, member) in members.enumerated() {
        let later = last[ScalarKey(name(member))]!
        if later == index {
          kept.append(member)
          continue
        }
        diagnostics.append(
          StringsDiagnostic(
            id: "duplicate-key", severity: .warning, location: location(members[later]),
            message:
              "\(what(name(member))) is defined again (first at line \(location(member).line)); the later one is used, as on the device",
            hint: "delete one of the two"))
      }
      return kept
    }

    package static let keyFields = [
      "comment", "extractionState", "generatesSymbol", "isCommentAutoGenerated", "localizations", "shouldTranslate",
    ]

    package mutating func key(
      _ member: Member, name: String, position: Int, sourceLanguage: String, keys: inout [StringCatalog.Key],
      tables: inout LanguageTables
    ) throws(StringsDiagnostic) {
      var record = StringCatalog.Key(
        key: name, comment: nil, isCommentAutoGenerated: false, extractionState: nil, shouldTranslate: true, location: location(member),
        languages: [])
      var localizations: JSONTape.Members?
      // The messages' closures capture the key's token, not its `String` (which each would retain and release).
      let (tape, keyToken) = (self.tape, member.key)
      func keyName() -> String { tape.keyText(keyToken) }
      for field in try members(member.value, "the key \"\(keyName())\"") {
        let (key, node) = (field.key, field.value)
        if tape.key(key, is: "comment") {
          record.comment = try string(node, "the comment of \"\(keyName())\"")
        } else if tape.key(key, is: "extractionState") {
          let text = try string(node, "extractionState of \"\(keyName())\"")
          record.extractionState = text == "manual" ? .manual : ExtractionState(rawValue: text)
          if record.extractionState == nil {
            diagnostics.append(
              StringsDiagnostic(
                id: "not-understood", severity: .warning, location: location(node),
                message: "extractionState \"\(text)\" of \"\(name)\" is not one Copydeck knows; the key is read as if it had none",
                hint: "the states are \(ExtractionState.allCases.map(\.rawValue).joined(separator: ", "))"))
          }
        } else if tape.key(key, is: "localizations") {
          localizations = try members(node, "the localizations of \"\(keyName())\"")
        } else if tape.key(key, is: "isCommentAutoGenerated") {
          record.isCommentAutoGenerated = try bool(node, "isCommentAutoGenerated of \"\(keyName())\"")
        } else if tape.key(key, is: "shouldTranslate") {
          record.shouldTranslate = try bool(node, "shouldTranslate of \"\(keyName())\"")
        } else if tape.key(key, is: "generatesSymbol") {
          _ = try bool(node, "generatesSymbol of \"\(keyName())\"")
        } else {
          warnUnknown(field, in: "the key \"\(keyName())\"", known: Self.keyFields)
        }
      }
      keyTables.removeAll(keepingCapacity: true)
      if let localizations {
        // The last of each language only, when one is written twice (rare: the list is made only then).
        if localizations.hasRepeatedKey(in: tape) {
          for localization in lastOfEach(Array(localizations), { "the \($0) localization of \"\(name)\"" }) {
            read(localization, of: record, keyToken: keyToken, position: position, tables: &tables)
          }
        } else {
          for localization in localizations { read(localization, of: record, keyToken: keyToken, position: position, tables: &tables) }
        }
      }
      record.languages = keyLanguages(tables)
      // Table 0 is the source language's.
      if !keyTables.contains(0) {
        var entry = TableEntry(key: name, value: .string(name), comment: record.comment, location: record.location, format: .xcstrings)
        entry.extractionState = record.extractionState
        entry.shouldTranslate = record.shouldTranslate
        tables.append(entry, to: 0, position: position)
      }
      keys.append(record)
    }

    /// Reads one localization of the key `record` (whose key is the token `keyToken`, at `position`) into its
    /// language's table; an error leaves it out but still counts its language.
    package mutating func read(
      _ localization: Member, of record: StringCatalog.Key, keyToken: Int, position: Int, tables: inout LanguageTables
    ) {
      let table = tables.table(forKey: localization.key, in: tape)
      keyTables.append(table)
      do throws(StringsDiagnostic) {
        try self.localization(localization, of: record, keyToken: keyToken, into: table, position: position, tables: &tables)
      } catch {
        diagnostics.append(error)
      }
    }

    /// The languages of the current key's localizations (``keyTables``), in file order: the last key's array when
    /// they are the same tables (nearly every key of a catalog), so that the keys share it.
    package mutating func keyLanguages(_ tables: LanguageTables) -> [String] {
      if keyTables != lastTables {
        lastTables.removeAll(keepingCapacity: true)
        lastTables.append(contentsOf: keyTables)
        lastLanguages = keyTables.map(tables.language)
      }
      return lastLanguages
    }

    /// The entry of one language of a key, added to `table`: its value, its substitutions, the state of its least
    /// finished form, and what the key says about it.
    package mutating func localization(
      _ member: Member, of record: StringCatalog.Key, keyToken: Int, into table: Int, position: Int, tables: inout LanguageTables
    ) throws(StringsDiagnostic) {
      // Captures the tables and the key's token, not `String`s (which each message's closure would retain).
      let tape = self.tape
      func place() -> String { "the \(tables.language(table)) localization of \"\(tape.keyText(keyToken))\"" }
      var value: TableValue?
      var substitutionNodes: [Member] = []
      var states: TranslationState?  // the least finished state of the localization's forms
      var valueNode = member.value
      var isStringSet = false
      for field in try members(member.value, place()) {
        let isUnit = tape.key(field.key, is: "stringUnit")
        if isUnit || tape.key(field.key, is: "variations") {
          if value != nil {
            throw error(
              "both-unit-and-variations", at: location(field), "\(place()) has both a stringUnit and variations",
              hint: "keep one of the two")
          }
          if isUnit {
            // The entry is where its value is (the last `value`, the one read), or its stringUnit without one.
            var unitValue: Int?
            value = .string(try stringUnit(field.value, place: place(), state: &states, valueNode: &unitValue))
            valueNode = unitValue ?? field.value
          } else {
            value = try variations(field.value, place: place(), state: &states)
          }
        } else if tape.key(field.key, is: "substitutions") {
          substitutionNodes = Array(try members(field.value, "the substitutions of \(place())"))
        } else if tape.key(field.key, is: "stringSet") {
          // A list of phrases (an App Shortcut's), not one text a lookup shows: nothing to read as an entry.
          isStringSet = true
        } else {
          warnUnknown(field, in: place(), known: ["stringSet", "stringUnit", "substitutions", "variations"])
        }
      }
      if value == nil, isStringSet { return }
      guard let value else {
        throw error(
          "no-value", at: location(member.value), "\(place()) has neither a stringUnit nor variations",
          hint: "add \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"…\" }")
      }
      var substitutions: [Substitution] = []
      for node in substitutionNodes {
        substitutions.append(try substitution(node, place: place(), state: &states))
      }
      try checkReferences(value: value, substitutions: substitutions, nodes: substitutionNodes, at: location(member), place: place())
      var entry = TableEntry(
        key: record.key, value: value, substitutions: substitutions, comment: record.comment, state: states,
        location: location(valueNode), format: .xcstrings)
      entry.extractionState = record.extractionState
      entry.shouldTranslate = record.shouldTranslate
      tables.append(entry, to: table, position: position)
    }

    /// Every `%#@name@` names a substitution, and every substitution is named by one.
    package func checkReferences(
      value: TableValue, substitutions: [Substitution], nodes: [Member], at location: SourceLocation, place: @autoclosure () -> String
    ) throws(StringsDiagnostic) {
      // Every reference has a `#@`: a value without a `#` (nearly all) and no substitutions has nothing to check.
      func mayReference(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "#"))
      }
      // Without substitutions, only a value with a `#` in one of its strings has something to check.
      func anyMayReference(_ value: TableValue) -> Bool {
        switch value {
        case .string(let text): mayReference(text)
        case .plural(let forms): forms.values.contains(where: anyMayReference)
        case .device(let forms): forms.values.contains(where: anyMayReference)
        }
      }
      if nodes.isEmpty, !anyMayReference(value) { return }
      let texts = value.strings + substitutions.flatMap(\.value.strings)
      let referenced = Set(texts.flatMap(SubstitutionReferences.names(in:)))
      if let missing = texts.flatMap(SubstitutionReferences.names(in:)).first(where: { name in !substitutions.contains { $0.name == name } }
      ) {
        throw error(
          "undefined-substitution", at: location, "\(place()) uses %#@\(missing)@ but has no substitution \"\(missing)\"",
          hint:
            "add \"substitutions\" : { \"\(missing)\" : { \"argNum\" : 1, \"formatSpecifier\" : \"lld\", \"variations\" : { \"plural\" : { … } } } }"
        )
      }
      if let unused = nodes.first(where: { !referenced.contains(name($0)) }) {
        let unusedName = name(unused)
        throw error(
          "unused-substitution", at: self.location(unused),
          "the substitution \"\(unusedName)\" of \(place()) is not used by any %#@\(unusedName)@",
          hint: "use %#@\(unusedName)@ in the value, or delete the substitution")
      }
    }

    /// `{ "stringUnit" : … }` or `{ "variations" : … }`: a string, or plural or device forms.
    package mutating func variationValue(
      _ node: Int, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> TableValue {
      var value: TableValue?
      for field in try members(node, place()) {
        if tape.key(field.key, is: "stringUnit") || tape.key(field.key, is: "variations") {
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
    package mutating func unitOrVariations(
      _ field: Member, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> TableValue {
      var valueNode: Int?
      return tape.key(field.key, is: "stringUnit")
        ? .string(try stringUnit(field.value, place: place(), state: &states, valueNode: &valueNode))
        : try variations(field.value, place: place(), state: &states)
    }

    /// The value of a `stringUnit`; `valueNode` is set to its `value` member's value.
    package mutating func stringUnit(
      _ node: Int, place: @autoclosure () -> String, state states: inout TranslationState?, valueNode: inout Int?
    ) throws(StringsDiagnostic) -> String {
      var value: String?
      for field in try members(node, "the stringUnit of \(place())") {
        if tape.key(field.key, is: "value") {
          value = try string(field.value, "the value of \(place())")
          valueNode = field.value
        } else if tape.key(field.key, is: "state") {
          let text = try string(field.value, "the state of \(place())")
          guard let state = text == "translated" ? .translated : TranslationState(rawValue: text) else {
            throw error(
              "unknown-state", at: location(field.value), "\"\(text)\" is not a state Xcode writes (in \(place()))",
              hint: "use \(TranslationState.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
          }
          states = state.leastFinished(with: states)
        } else {
          warnUnknown(field, in: "the stringUnit of \(place())", known: ["state", "value"])
        }
      }
      guard let value else {
        throw error("no-value", at: location(node), "the stringUnit of \(place()) has no \"value\"", hint: "add \"value\" : \"…\"")
      }
      return value
    }

    package mutating func variations(
      _ node: Int, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> TableValue {
      var value: TableValue?
      for field in try members(node, "the variations of \(place())") {
        let isPlural = tape.key(field.key, is: "plural")
        if isPlural || tape.key(field.key, is: "device") {
          if value != nil {
            throw error(
              "mixed-variations", at: location(field), "\(place()) varies by plural and by device at the same level",
              hint: "nest one inside the other, as Xcode does: \"device\" : { \"iphone\" : { \"variations\" : { \"plural\" : … } } }")
          }
          value = isPlural ? try plural(field, place: place(), state: &states) : try device(field, place: place(), state: &states)
        } else {
          warnUnknown(field, in: "the variations of \(place())", known: ["device", "plural"])
        }
      }
      guard let value else {
        throw error("no-value", at: location(node), "the variations of \(place()) are empty", hint: "add \"plural\" or \"device\" forms")
      }
      return value
    }

    package mutating func plural(
      _ member: Member, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> TableValue {
      .plural(
        try forms(
          member, of: "the plural forms of \(place())", place: place(), state: &states,
          unknown: { "\"\($0)\" in the plural forms of \(place()) is not a plural category; it is skipped" },
          hint: "the categories are zero, one, two, few, many and other"))
    }

    package mutating func device(
      _ member: Member, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> TableValue {
      .device(
        try forms(
          member, of: "the device forms of \(place())", place: place(), state: &states,
          unknown: { "\"\($0)\" in the device forms of \(place()) is not a device Copydeck knows; it is skipped" },
          hint: "the devices are \(DeviceClass.allCases.map(\.rawValue).joined(separator: ", "))"))
    }

    /// The forms of a `plural` or `device` member, one per category or device it names (another name is skipped with
    /// a warning, `unknown` saying what it is): a plural needs `other`, which the device falls back to for every
    /// count, and a device member at least one device.
    package mutating func forms<Form: FormName>(
      _ member: Member, of what: @autoclosure () -> String, place: @autoclosure () -> String, state states: inout TranslationState?,
      unknown: (String) -> String, hint: @autoclosure () -> String
    ) throws(StringsDiagnostic) -> [Form: TableValue] {
      let entries = try members(member.value, what())
      var forms = [Form: TableValue](minimumCapacity: entries.count)
      for entry in entries {
        let name = self.name(entry)
        guard let form = Form(rawValue: name) else {
          diagnostics.append(
            StringsDiagnostic(id: "not-understood", severity: .warning, location: location(entry), message: unknown(name), hint: hint()))
          continue
        }
        forms[form] = try variationValue(entry.value, place: "the \(name) form of \(place())", state: &states)
      }
      try Form.check(forms, at: location(member), what())
      return forms
    }

    package mutating func substitution(
      _ member: Member, place: @autoclosure () -> String, state states: inout TranslationState?
    ) throws(StringsDiagnostic) -> Substitution {
      let name = self.name(member)
      func inside() -> String { "the substitution \"\(name)\" of \(place())" }
      var argument: Int?
      var specifier = ""
      var value: TableValue?
      for field in try members(member.value, inside()) {
        if tape.key(field.key, is: "argNum") {
          guard let number = tape.number(field.value), number >= 1, number < 1_000, number == number.rounded() else {
            throw error(
              "wrong-type", at: location(field.value), "argNum of \(inside()) is not a whole number from 1",
              hint: "write the argument's position, e.g. 1")
          }
          argument = Int(number)
        } else if tape.key(field.key, is: "formatSpecifier") {
          specifier = try string(field.value, "formatSpecifier of \(inside())")
        } else if tape.key(field.key, is: "variations") {
          value = try variations(field.value, place: inside(), state: &states)
        } else {
          warnUnknown(field, in: inside(), known: ["argNum", "formatSpecifier", "variations"])
        }
      }
      guard let value else {
        throw error("no-value", at: location(member), "\(inside()) has no variations", hint: "add \"variations\" : { \"plural\" : { … } }")
      }
      return Substitution(name: name, argumentNumber: argument, formatSpecifier: specifier, value: value)
    }
  }
}

/// A plural category or a device class: the names of the forms of a `plural` or `device` member, and what those
/// forms need.
private protocol FormName: Hashable, RawRepresentable<String> {
  /// Throws when `forms` lack what the device needs; `what` names them.
  static func check(_ forms: [Self: TableValue], at location: SourceLocation, _ what: @autoclosure () -> String) throws(StringsDiagnostic)
}

extension PluralCategory: FormName {
  fileprivate static func check(
    _ forms: [PluralCategory: TableValue], at location: SourceLocation, _ what: @autoclosure () -> String
  ) throws(StringsDiagnostic) {
    guard forms[.other] == nil else { return }
    throw StringsDiagnostic(
      id: "plural-without-other", severity: .error, location: location,
      message: "\(what()) have no \"other\", which the device falls back to for every count",
      hint: "add \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"…\" } }")
  }
}

extension DeviceClass: FormName {
  fileprivate static func check(
    _ forms: [DeviceClass: TableValue], at location: SourceLocation, _ what: @autoclosure () -> String
  ) throws(StringsDiagnostic) {
    guard forms.isEmpty else { return }
    throw StringsDiagnostic(
      id: "no-value", severity: .error, location: location, message: "\(what()) name no device",
      hint: "add \"other\" and the devices that differ")
  }
}

/// The entries of each language of a String Catalog as they are read, in key order.
private struct LanguageTables {
  private struct Table {
    package var language: String
    /// The language's UTF-8, compared with the keys of localizations.
    package var utf8: [UInt8]
    package var entries: [TableEntry] = []

    /// The table of `language` in a catalog of `keyCount` keys, with room for an entry of each (a language of a
    /// catalog nearly always has most keys).
    package init(language: String, keyCount: Int) {
      self.language = language
      utf8 = Array(language.utf8)
      entries.reserveCapacity(keyCount)
    }
  }

  private var tables: [Table]
  private let keyCount: Int
  /// Where the last language looked up was: the next localization of a key is usually the next table.
  private var hint = 0

  /// The tables of a catalog of `keyCount` keys; the source language's comes first (table 0) and is there even if
  /// empty.
  package init(sourceLanguage: String, keyCount: Int) {
    self.keyCount = keyCount
    tables = [Table(language: sourceLanguage, keyCount: keyCount)]
  }

  /// The language of `table`.
  package func language(_ table: Int) -> String { tables[table].language }

  /// Adds `entry` to `table`'s entries as the entry of the key at `position`.
  @inline(__always)
  package mutating func append(_ entry: consuming TableEntry, to table: Int, position: Int) {
    tables[table].entries.append(consume entry)
  }

  /// The table of the language the key at `key` in `tape` names (compared as Strings, as Foundation's dictionaries
  /// compare them), made when it is the first of that language.
  package mutating func table(forKey key: Int, in tape: JSONTape.View) -> Int {
    var table = hint
    for _ in 0..<tables.count {
      if tape.key(key, equalsUTF8: tables[table].utf8) { return found(table) }
      table = table + 1 == tables.count ? 0 : table + 1
    }
    let language = tape.keyText(key)
    if let table = tables.firstIndex(where: { $0.language == language }) { return found(table) }
    tables.append(Table(language: language, keyCount: keyCount))
    return found(tables.count - 1)
  }

  private mutating func found(_ table: Int) -> Int {
    hint = table + 1 == tables.count ? 0 : table + 1
    return table
  }

  /// The entries of each language, looked up through `keys` (each key's position).
  package func entries(keys: [ScalarKey: Int]) -> [String: TableEntries] {
    var entries: [String: TableEntries] = [:]
    for table in tables { entries[table.language] = TableEntries(entries: table.entries) }
    return entries
  }
}

extension TranslationState {
  /// The less finished of this state and `other` (`new`, then `needs_review`, then `translated`): a localization is as
  /// finished as its least finished form.
  fileprivate func leastFinished(with other: TranslationState?) -> TranslationState {
    guard let other else { return self }
    return rank <= other.rank ? self : other
  }

  private var rank: Int {
    switch self {
    case .new: 0
    case .needsReview: 1
    case .translated: 2
    }
  }
}
