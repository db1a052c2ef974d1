/// Reads a String Catalog (`<Table>.xcstrings`) into entries per language, for a catalog loaded from a folder that
/// keeps its tables as String Catalogs (an app's bundle has them compiled into `.strings` and `.stringsdict`).
///
/// A source-language key without a localization reads as the key itself, as Xcode builds it. A localization the
/// device could not use (no value, a plural without `other`, a `%#@name@` without its substitution) is left out, so
/// the entry falls back as a missing key; `copydeck check` names the problem.
enum StringCatalogReader {
  /// The entries of each language of the catalog in `bytes`, or `nil` when it is not a String Catalog; `file` names
  /// it in the entries' locations.
  static func entries(of bytes: [UInt8], file: String) -> [String: [TableEntry]]? {
    guard let root = try? JSONReader.read(bytes), let source = root["sourceLanguage"]?.string,
      case .object(let keys) = root["strings"]?.value ?? .object([])
    else { return nil }
    let location = SourceLocation(file: file, line: 1, column: 1)
    var languages: [String: [TableEntry]] = [source: []]
    for member in keys {
      let key = member.key
      var hasSource = false
      if case .object(let localizations) = member.node["localizations"]?.value {
        for localization in localizations {
          guard let (value, substitutions) = self.localization(localization.node) else { continue }
          hasSource = hasSource || localization.key == source
          languages[localization.key, default: []].append(
            TableEntry(key: key, value: value, substitutions: substitutions, location: location, format: .xcstrings))
        }
      }
      if !hasSource {
        languages[source, default: []].append(TableEntry(key: key, value: .string(key), location: location, format: .xcstrings))
      }
    }
    return languages
  }

  /// One localization: its value and substitutions, or `nil` when the device could not use it.
  private static func localization(_ node: JSONNode) -> (TableValue, [Substitution])? {
    guard let value = value(node) else { return nil }
    var substitutions: [Substitution] = []
    if case .object(let members) = node["substitutions"]?.value {
      for member in members {
        guard let forms = member.node["variations"].flatMap(variations) else { return nil }
        let argument = member.node["argNum"].flatMap { node -> Int? in
          if case .number(let number) = node.value, number >= 1, number < 1_000, number == number.rounded() { Int(number) } else { nil }
        }
        let specifier = member.node["formatSpecifier"]?.string ?? ""
        substitutions.append(Substitution(name: member.key, argumentNumber: argument, formatSpecifier: specifier, value: forms))
      }
    }
    let texts = value.strings + substitutions.flatMap(\.value.strings)
    for name in texts.flatMap(SubstitutionReferences.names(in:)) where !substitutions.contains(where: { $0.name == name }) {
      return nil
    }
    return (value, substitutions)
  }

  /// `{ "stringUnit" : … }` or `{ "variations" : … }`.
  private static func value(_ node: JSONNode) -> TableValue? {
    if let unit = node["stringUnit"] { return unit["value"]?.string.map(TableValue.string) }
    return node["variations"].flatMap(variations)
  }

  /// `{ "plural" : { "one" : …, "other" : … } }` or `{ "device" : { "iphone" : …, "other" : … } }`.
  private static func variations(_ node: JSONNode) -> TableValue? {
    if case .object(let members) = node["plural"]?.value {
      var forms: [PluralCategory: TableValue] = [:]
      for member in members {
        guard let category = PluralCategory(rawValue: member.key) else { continue }
        guard let form = value(member.node) else { return nil }
        forms[category] = form
      }
      return forms[.other] == nil ? nil : .plural(forms)
    }
    if case .object(let members) = node["device"]?.value {
      var forms: [DeviceClass: TableValue] = [:]
      for member in members {
        guard let device = DeviceClass(rawValue: member.key) else { continue }
        guard let form = value(member.node) else { return nil }
        forms[device] = form
      }
      return forms.isEmpty ? nil : .device(forms)
    }
    return nil
  }
}
