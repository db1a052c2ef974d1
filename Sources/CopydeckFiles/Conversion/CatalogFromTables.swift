import Copydeck
import Foundation

/// Writes one table's `.strings` and `.stringsdict` files, in every language, as one String Catalog, as Xcode's
/// "Migrate to String Catalog" does: each key once, `extractionState` `manual`, the development language's comment,
/// every value `translated`, plurals and device variations kept with their variable names and argument positions.
public enum CatalogFromTables {
  /// Why a table cannot be converted without losing something the device reads.
  public struct Refusal: Error, Sendable, CustomStringConvertible {
    /// `file:line:column: error: what — nothing was written`.
    public var description: String

    /// Creates a refusal with its whole message.
    public init(description: String) {
      self.description = description
    }
  }

  /// The catalog of table `name` of `folder` with `sourceLanguage` as its source, in Xcode's formatting.
  ///
  /// Throws when a file of the table does not parse, holds an error, or a value varies in a way a catalog cannot
  /// hold (a substitution that varies by device).
  public static func catalog(_ name: String, in folder: LocalizationsFolder, sourceLanguage: String) throws(Refusal) -> Data {
    let languages = folder.languages.filter { language in
      language != "Base" && (folder.file(name, language: language) != nil || folder.stringsDictFile(name, language: language) != nil)
    }.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    for language in languages {
      let diagnostics =
        (folder.file(name, language: language)?.diagnostics ?? []) + (folder.stringsDictFile(name, language: language)?.diagnostics ?? [])
      if let problem = diagnostics.first(where: { $0.severity == .error }) ?? diagnostics.first(where: { $0.id == "not-understood" }) {
        throw Refusal(description: "\(problem.description) — fix it before converting; nothing was written")
      }
    }
    var keys: [String] = []
    var seen: Set<String> = []
    for language in languages {
      for entry in folder.entries(name, language: language) where seen.insert(entry.key).inserted { keys.append(entry.key) }
    }
    keys.sort(by: ConversionNames.keyOrder)
    var strings: [(String, JSONNode)] = []
    for key in keys {
      var record: [(String, JSONNode)] = []
      // The source language's comment, else the first language's that has one (the source may vary by plural there).
      let comment = ([sourceLanguage] + languages).lazy.compactMap { folder.table(name, language: $0)?.entry(forKey: key)?.comment }.first {
        !$0.isEmpty
      }
      if let comment {
        record.append(("comment", .string(comment)))
      }
      record.append(("extractionState", .string("manual")))
      var localizations: [(String, JSONNode)] = []
      for language in languages {
        guard let entry = folder.entry(forKey: key, table: name, language: language) else { continue }
        localizations.append((language, try localization(entry, place: "\"\(key)\" in \(language)")))
      }
      record.append(("localizations", .object(localizations)))
      strings.append((key, .object(record)))
    }
    let document = JSONNode.object([
      ("sourceLanguage", .string(sourceLanguage)), ("strings", .object(strings)), ("version", .string("1.0")),
    ])
    return Data(XcodeJSONWriter.document(document))
  }

  /// One language's value of a key: a `stringUnit`, variations, and the substitutions its strings name.
  static func localization(_ entry: TableEntry, place: String) throws(Refusal) -> JSONNode {
    // A value that is only a reference to the plural variable the way back writes is that plural again.
    if case .string(let format) = entry.value, let name = ConversionNames.pluralReference(format),
      let plural = entry.substitution(named: name), entry.substitutions.count == 1
    {
      return .object([("variations", try variations(plural.value, place: place))])
    }
    var members: [(String, JSONNode)] = []
    switch entry.value {
    case .string(let text): members.append(("stringUnit", unit(text)))
    case .plural, .device: members.append(("variations", try variations(entry.value, place: place, entry: entry)))
    }
    // A catalog keeps one substitution per name for all device forms; a `.stringsdict` keeps one per device form.
    var used: [Substitution] = []
    for substitution in entry.substitutions
    where !(ConversionNames.pluralReference("%#@\(substitution.name)@") != nil && isDeviceLocal(substitution.name, entry)) {
      guard let earlier = used.first(where: { $0.name == substitution.name }) else {
        used.append(substitution)
        continue
      }
      guard
        (earlier.value, earlier.formatSpecifier, earlier.argumentNumber) == (
          substitution.value, substitution.formatSpecifier, substitution.argumentNumber
        )
      else {
        let devices = [earlier, substitution].compactMap { $0.device?.rawValue }.joined(separator: " and ")
        throw Refusal(
          description:
            "\(entry.location): error: the variable \"\(substitution.name)\" of \(place) has other forms on \(devices), but a String Catalog holds one substitution of a name for every device — give each device form's variable its own name (e.g. \(substitution.name)_\(substitution.device?.rawValue ?? "ipad")), then convert; nothing was written"
        )
      }
    }
    if !used.isEmpty {
      let positions = entry.value.strings.reduce(into: [String: Int]()) { result, text in
        result.merge(ConversionNames.referencePositions(in: text)) { first, _ in first }
      }
      var substitutions: [(String, JSONNode)] = []
      for substitution in used.sorted(by: { StringCatalogEditor.ordinal($0.name, $1.name) }) {
        var fields: [(String, JSONNode)] = []
        if let number = substitution.argumentNumber ?? positions[substitution.name] { fields.append(("argNum", .number(number))) }
        fields.append(("formatSpecifier", .string(substitution.formatSpecifier)))
        guard case .plural = substitution.value else {
          throw Refusal(
            description:
              "\(entry.location): error: the substitution \"\(substitution.name)\" of \(place) does not vary by plural, which a String Catalog cannot hold — nothing was written"
          )
        }
        fields.append(("variations", try variations(substitution.value, place: place)))
        substitutions.append((substitution.name, .object(fields)))
      }
      members.append(("substitutions", .object(substitutions)))
    }
    return .object(members)
  }

  /// Whether `name` is the plural variable of one device form, written as that form's nested plural.
  private static func isDeviceLocal(_ name: String, _ entry: TableEntry) -> Bool {
    guard case .device(let forms) = entry.value else { return false }
    return forms.contains { device, form in
      if case .string(let text) = form {
        ConversionNames.pluralReference(text) == name && name == ConversionNames.plural(device: device)
      } else {
        false
      }
    }
  }

  /// `{ "plural" : { … } }` or `{ "device" : { … } }`, forms sorted as Xcode sorts them.
  private static func variations(_ value: TableValue, place: String, entry: TableEntry? = nil) throws(Refusal) -> JSONNode {
    switch value {
    case .string:
      return .object([])
    case .plural(let forms):
      var members: [(String, JSONNode)] = []
      for (category, form) in forms.sorted(by: { StringCatalogEditor.ordinal($0.key.rawValue, $1.key.rawValue) }) {
        members.append((category.rawValue, try formNode(form, place: place, entry: entry, device: nil)))
      }
      return .object([("plural", .object(members))])
    case .device(let forms):
      var members: [(String, JSONNode)] = []
      for (device, form) in forms.sorted(by: { StringCatalogEditor.ordinal($0.key.rawValue, $1.key.rawValue) }) {
        members.append((device.rawValue, try formNode(form, place: place, entry: entry, device: device)))
      }
      return .object([("device", .object(members))])
    }
  }

  /// One form: a `stringUnit`, or nested variations (a device form that is a reference to its own plural variable
  /// becomes that plural).
  private static func formNode(_ value: TableValue, place: String, entry: TableEntry?, device: DeviceClass?) throws(Refusal) -> JSONNode {
    if case .string(let text) = value, let device, let entry,
      ConversionNames.pluralReference(text) == ConversionNames.plural(device: device),
      let plural = entry.substitution(named: ConversionNames.plural(device: device))
    {
      return .object([("variations", try variations(plural.value, place: place))])
    }
    switch value {
    case .string(let text): return .object([("stringUnit", unit(text))])
    case .plural, .device: return .object([("variations", try variations(value, place: place, entry: entry))])
    }
  }

  /// `{ "state" : "translated", "value" : text }`.
  private static func unit(_ text: String) -> JSONNode {
    .object([("state", .string("translated")), ("value", .string(text))])
  }
}
