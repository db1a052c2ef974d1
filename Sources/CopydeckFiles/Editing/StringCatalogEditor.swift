import Copydeck
import Foundation

/// Changes one value of a String Catalog, or adds one localization, and leaves every other byte as it was.
///
/// An existing `stringUnit` value is replaced where it stands, so the diff is one line. A new localization (or a new
/// key) is inserted among its siblings in the order Xcode keeps them (sorted; keys of `strings` compared as Xcode
/// does, case-insensitively with numbers by value), in Xcode's formatting at its depth, so Xcode rewrites nothing.
/// ``edit(fileAt:_:)`` changes a file on disk: locked, atomically, through symbolic links.
public struct StringCatalogEditor: TableFileEditor {
  /// The file's bytes, with every change made so far.
  public private(set) var data: Data
  /// The catalog as the file now reads.
  public private(set) var catalog: StringCatalog
  /// The name used in diagnostics.
  public let file: String
  /// Whether the localization being changed may stay unreadable until the last of several changes
  /// (``setValues(_:forKey:language:)``).
  var deferringCheck = false

  /// Starts editing the bytes of an `.xcstrings` file; throws when the file does not parse.
  public init(data: Data, file: String) throws(StringsDiagnostic) {
    self.data = data
    self.file = file
    catalog = try StringCatalogParser.parse(data, file: file)
  }

  /// Sets the `language` value of `key`: replaces the `stringUnit` value, or adds a translated localization (and
  /// the key, with `extractionState` `manual`, when the catalog does not have it).
  ///
  /// A localization with `%#@name@` substitutions keeps them: its text is replaced. Throws when the localization
  /// varies by plural or device: which form to change is not clear (pass its ``FormPath`` to
  /// ``setValue(_:forKey:language:form:)``).
  public mutating func setValue(_ value: String, forKey key: String, language: String) throws(StringsDiagnostic) {
    try setValue(value, forKey: key, language: language, state: nil)
  }

  /// Sets the `language` value of `key` as ``setValue(_:forKey:language:)`` does, its `stringUnit` state becoming
  /// `state` when given.
  public mutating func setValue(
    _ value: String, forKey key: String, language: String, state: TranslationState?
  )
    throws(StringsDiagnostic)
  {
    try checkReadable(key: key, language: language)
    let root = catalog.document
    let source = catalog.source
    guard let strings = root["strings"] else { throw problem("the catalog has no \"strings\"") }
    var encoded: [UInt8] = []
    XcodeJSONWriter.appendString(value, to: &encoded)
    let edit: (range: Range<Int>, bytes: [UInt8])
    if let entry = strings[key] {
      if let localization = entry["localizations"]?[language] {
        guard let unit = localization["stringUnit"]?["value"], localization["variations"] == nil else {
          let forms = Self.formPaths(localization).map(\.description)
          throw problem(
            "the \(language) localization of \"\(key)\" varies (its forms: \(forms.joined(separator: ", "))); name the form to set, e.g. --form \(forms.last ?? "plural.other")",
            at: localization, hint: "copydeck set FILE KEY VALUE --language \(language) --form \(forms.last ?? "plural.other")")
        }
        edit = combined((unit.range, encoded), Self.stateEdit(state, in: localization))
      } else if let localizations = entry["localizations"] {
        edit = Self.insert(
          member: language, value: Self.unit(value, state: state), into: localizations, depth: 4, source: source, order: Self.ordinal)
      } else {
        let member = JSONNode.object([(language, Self.unit(value, state: state))])
        edit = Self.insert(member: "localizations", value: member, into: entry, depth: 3, source: source, order: Self.ordinal)
      }
    } else {
      let record = JSONNode.object([
        ("extractionState", JSONNode.string("manual")), ("localizations", JSONNode.object([(language, Self.unit(value, state: state))])),
      ])
      edit = Self.insert(member: key, value: record, into: strings, depth: 2, source: source, order: Self.xcodeKeyOrder)
    }
    try apply(edit.range, edit.bytes, key: key, language: language, expecting: value)
  }

  func problem(
    _ message: String, at node: JSONNode? = nil, hint: String = "set a key whose value in that language is one string"
  ) -> StringsDiagnostic {
    StringsDiagnostic(
      id: "not-editable", severity: .error,
      location: SourceLocation(file: file, line: max(node?.line ?? 1, 1), column: max(node?.column ?? 1, 1)),
      message: message, hint: hint)
  }

  /// Refuses to edit a localization the catalog has but the device cannot use (an unknown state, a plural without
  /// `other`, …): the new value would not be read either.
  func checkReadable(key: String, language: String) throws(StringsDiagnostic) {
    guard !deferringCheck else { return }
    let wanted = ScalarKey(key)
    guard let record = catalog.keys.last(where: { ScalarKey($0.key) == wanted }), record.languages.contains(language),
      catalog.entries(language: language).entry(forKey: key) == nil
    else { return }
    throw problem(
      "the \(language) localization of \"\(key)\" has an error that keeps the device from using it, so a new value would not be read either",
      at: catalog.document["strings"]?[key]?["localizations"]?[language],
      hint: "run `copydeck parse` on the file, fix the error it names, then set the value")
  }

  /// Replaces the bytes in `range` with `bytes` and reads the catalog again; throws, changing nothing, when the
  /// `language` localization of `key` does not read back afterwards (as `expecting`, when given).
  mutating func apply(
    _ range: Range<Int>, _ bytes: [UInt8], key: String, language: String, expecting value: String? = nil
  ) throws(StringsDiagnostic) {
    var source = catalog.source
    source.replaceSubrange(range, with: bytes)
    let updated = Data(source)
    let edited = try StringCatalogParser.parse(updated, file: file)
    let entry = edited.entries(language: language).entry(forKey: key)
    guard deferringCheck || entry.map({ entry in value.map { entry.value == .string($0) } ?? true }) == true else {
      let known = Set(catalog.errors.map(\.message))
      let reason = edited.errors.first { !known.contains($0.message) }.map { ": \($0.message)" } ?? ""
      throw problem(
        "the \(language) localization of \"\(key)\" would not read after this change\(reason)",
        hint: "check the value (a %#@name@ needs a substitution, which Xcode adds), or set it in Xcode")
    }
    catalog = edited
    data = updated
  }

  /// `{ "stringUnit" : { "state" : "translated", "value" : value } }` (or the given state).
  static func unit(_ value: String, state: TranslationState? = nil) -> JSONNode {
    .object([("stringUnit", .object([("state", .string((state ?? .translated).rawValue)), ("value", .string(value))]))])
  }

  /// The edit that sets the `state` of the `stringUnit` of `node` to `state`; `nil` when no state is asked for, the
  /// unit has no `state`, or it already is `state`.
  static func stateEdit(_ state: TranslationState?, in node: JSONNode) -> (range: Range<Int>, bytes: [UInt8])? {
    guard let state, let current = node["stringUnit"]?["state"], current.string != state.rawValue else { return nil }
    var encoded: [UInt8] = []
    XcodeJSONWriter.appendString(state.rawValue, to: &encoded)
    return (current.range, encoded)
  }

  /// One edit that makes `edit` and `other` (which do not overlap): the span from the first to the end of the last,
  /// the bytes between them kept.
  func combined(
    _ edit: (range: Range<Int>, bytes: [UInt8]), _ other: (range: Range<Int>, bytes: [UInt8])?
  ) -> (
    range: Range<Int>, bytes: [UInt8]
  ) {
    guard let other else { return edit }
    let (first, second) = edit.range.lowerBound < other.range.lowerBound ? (edit, other) : (other, edit)
    return (
      first.range.lowerBound..<second.range.upperBound,
      first.bytes + catalog.source[first.range.upperBound..<second.range.lowerBound] + second.bytes
    )
  }

  /// The edit that inserts `"member" : value` into the object `object`, whose members sit at `depth` (two spaces
  /// each), before the first member that sorts after it.
  static func insert(
    member key: String, value: JSONNode, into object: JSONNode, depth: Int, source: [UInt8], order: (String, String) -> Bool
  ) -> (range: Range<Int>, bytes: [UInt8]) {
    guard case .object(let members) = object.value, !members.isEmpty else {
      // An empty object is written whole again, holding the one member.
      return (object.range, XcodeJSONWriter.value(.object([(key, value)]), indent: depth - 1))
    }
    var text: [UInt8] = []
    XcodeJSONWriter.appendString(key, to: &text)
    text += Array(" : ".utf8) + XcodeJSONWriter.value(value, indent: depth)
    let indentation = [UInt8](repeating: UInt8(ascii: " "), count: 2 * depth)
    if let next = members.first(where: { order(key, $0.key) }) {
      return (next.keyStart..<next.keyStart, text + [UInt8(ascii: ","), 0x0A] + indentation)
    }
    let end = members.last!.node.range.upperBound
    return (end..<end, [UInt8(ascii: ","), 0x0A] + indentation + text)
  }

  /// Language codes and field names: Xcode sorts them by code point.
  static func ordinal(_ a: String, _ b: String) -> Bool { a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) }

  /// The order of the keys of `strings`: Xcode's is Finder's (case-insensitive, numbers by value); this follows it
  /// for letters, digits and common punctuation.
  static func xcodeKeyOrder(_ a: String, _ b: String) -> Bool {
    a.compare(b, options: [.caseInsensitive, .numeric]) == .orderedAscending
  }
}

extension JSONNode {
  /// An object built in memory, members in the given order (no place in any file).
  static func object(_ members: [(String, JSONNode)]) -> JSONNode {
    JSONNode(
      value: .object(members.map { Member(key: $0.0, line: 0, column: 0, node: $0.1, keyStart: 0) }), line: 0, column: 0, range: 0..<0)
  }

  /// A string built in memory.
  static func string(_ text: String) -> JSONNode {
    JSONNode(value: .string(text), line: 0, column: 0, range: 0..<0)
  }

  /// A whole number built in memory.
  static func number(_ value: Int) -> JSONNode {
    JSONNode(value: .number(Double(value)), line: 0, column: 0, range: 0..<0)
  }
}
