import Copydeck
import Foundation

/// Writes a String Catalog as `<language>.lproj/<Table>.strings` and `.stringsdict` files, as Xcode compiles one
/// into an app: plain values into `.strings` (with the key's comment), values that vary into `.stringsdict` (a
/// top-level plural becomes the variable `xcstrings_plural`, `%arg` becomes the substitution's specifier).
///
/// What the device reads from the files is what it reads from the catalog; what `.strings` cannot hold — states,
/// extraction states, `shouldTranslate` — is listed in ``Tables/notes``.
public enum TablesFromCatalog {
  /// The files of one catalog: for each language, its `.strings` and `.stringsdict` bytes (`nil` when it has none).
  public struct Tables: Sendable {
    /// Each language's files, languages sorted.
    public var files: [(language: String, strings: Data?, stringsdict: Data?)]
    /// What the files cannot say, one note per kind (e.g. `3 values are needs_review; .strings files have no state`).
    public var notes: [String]
  }

  /// Why a catalog cannot be converted without losing something the device reads.
  public typealias Refusal = CatalogFromTables.Refusal

  /// The tables of `catalog`, read from the file `file`.
  public static func tables(_ catalog: StringCatalog, file: String) throws(Refusal) -> Tables {
    if let error = catalog.errors.first {
      throw Refusal(description: "\(error.description) — fix it before converting; nothing was written")
    }
    if let language = catalog.languages.first(where: { !LanguageTagSyntax.isLanguageTag($0) }) {
      throw Refusal(
        description:
          "\(location(of: language, in: catalog, file: file)): error: the language \(Escaping.jsonLiteral(language)) is not a language tag, so it cannot name an .lproj folder; nothing was written\n  hint: name the localization with a BCP 47 tag such as ko, en-GB or zh-Hans"
      )
    }
    let comments = Dictionary(catalog.keys.map { ($0.key, $0.comment) }, uniquingKeysWith: { first, _ in first })
    // The reader gives a key without a source-language localization its key as the source value; the tables do not.
    let localized = Dictionary(catalog.keys.map { ($0.key, Set($0.languages)) }, uniquingKeysWith: { _, last in last })
    var files: [(String, Data?, Data?)] = []
    var unfinished: [TranslationState: Int] = [:]
    var uncommented: Set<String> = []
    for language in catalog.languages.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }) {
      var strings = ""
      var dictionary = ""
      for entry in catalog.entries(language: language).entries.sorted(by: { ConversionNames.keyOrder($0.key, $1.key) })
      where localized[entry.key]?.contains(language) == true {
        if let state = entry.state, state != .translated { unfinished[state, default: 0] += 1 }
        if case .string(let text) = entry.value, entry.substitutions.isEmpty {
          if !strings.isEmpty { strings += "\n" }
          if let comment = comments[entry.key] ?? nil, !comment.isEmpty, !comment.contains("*/") {
            strings += "/* \(comment) */\n"
          }
          strings += "\(Escaping.stringsLiteral(entry.key)) = \(Escaping.stringsLiteral(text));\n"
        } else {
          if let comment = comments[entry.key] ?? nil, !comment.isEmpty { uncommented.insert(entry.key) }
          dictionary += "\t<key>\(Escaping.xml(entry.key))</key>\n"
          dictionary += try rule(entry.value, entry: entry, device: nil, depth: 1, place: "\(file): \"\(entry.key)\" in \(language)")
        }
      }
      files.append(
        (
          language, strings.isEmpty ? nil : Data(strings.utf8),
          dictionary.isEmpty ? nil : Data((header + dictionary + "</dict>\n</plist>\n").utf8)
        ))
    }
    var notes: [String] = []
    for state in [TranslationState.new, .needsReview] {
      if let count = unfinished[state] {
        notes.append(
          "\(count) value\(count == 1 ? " is" : "s are") \(state.rawValue); .strings and .stringsdict files have no state, so they read as finished"
        )
      }
    }
    if !uncommented.isEmpty {
      notes.append(
        "the comments of \(uncommented.count) key\(uncommented.count == 1 ? "" : "s") that vary are left out; a .stringsdict has no comments"
      )
    }
    let untranslatable = catalog.keys.filter { !$0.shouldTranslate }.count
    if untranslatable > 0 {
      notes.append("\(untranslatable) key\(untranslatable == 1 ? " is" : "s are") marked \"Don't translate\"; .strings files cannot say so")
    }
    return Tables(files: files.map { (language: $0.0, strings: $0.1, stringsdict: $0.2) }, notes: notes)
  }

  /// Where the catalog names `language`: the `sourceLanguage` value when it is that, else the first localization
  /// with that name.
  private static func location(of language: String, in catalog: StringCatalog, file: String) -> SourceLocation {
    let document = catalog.document
    if let source = document["sourceLanguage"], source.string == language {
      return SourceLocation(file: file, line: source.line, column: source.column)
    }
    if case .object(let keys) = document["strings"]?.value {
      for key in keys {
        guard case .object(let localizations) = key.node["localizations"]?.value else { continue }
        if let member = localizations.first(where: { $0.key == language }) {
          return SourceLocation(file: file, line: member.line, column: member.column)
        }
      }
    }
    return SourceLocation(file: file, line: 1, column: 1)
  }

  private static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>

    """

  private static func tabs(_ depth: Int) -> String { String(repeating: "\t", count: depth) }

  /// The property list of one value at `depth` tabs: a format rule (`NSStringLocalizedFormatKey` and its
  /// variables), or a device rule whose forms are strings or format rules.
  private static func rule(
    _ value: TableValue, entry: TableEntry, device: DeviceClass?, depth: Int, place: String
  ) throws(Refusal) -> String {
    let pad = tabs(depth)
    switch value {
    case .string(let format):
      var names = SubstitutionReferences.names(in: format)
      if names.isEmpty { return "\(pad)<string>\(Escaping.xml(format))</string>\n" }
      var text =
        "\(pad)<dict>\n\(pad)\t<key>NSStringLocalizedFormatKey</key>\n\(pad)\t<string>\(Escaping.xml(numbered(format, entry)))</string>\n"
      var index = 0
      while index < names.count {
        let name = names[index]
        index += 1
        guard let substitution = entry.substitution(named: name) else {
          throw Refusal(
            description: "\(entry.location): error: \(place) uses %#@\(name)@ but has no substitution \"\(name)\" — nothing was written")
        }
        text += "\(pad)\t<key>\(Escaping.xml(name))</key>\n"
        text += try variable(substitution.value, specifier: substitution.formatSpecifier, depth: depth + 1, place: place, entry: entry)
        for form in substitution.value.strings { names += SubstitutionReferences.names(in: form).filter { !names.contains($0) } }
      }
      return text + "\(pad)</dict>\n"
    case .plural(let forms):
      let name = ConversionNames.plural(device: device)
      let leaves = forms.values.flatMap(\.strings)
      let numbers = leaves.flatMap { FormatString($0).specifiers }.filter { [.integer, .double].contains($0.argumentType) }
      let position = Set(numbers.map(\.position)).count == 1 ? numbers[0].position : 1
      let specifier = numbers.first.map { $0.length + String($0.conversion) } ?? "lld"
      var text = "\(pad)<dict>\n\(pad)\t<key>NSStringLocalizedFormatKey</key>\n"
      text += "\(pad)\t<string>%\(position == 1 ? "" : "\(position)$")#@\(name)@</string>\n\(pad)\t<key>\(name)</key>\n"
      text += try variable(value, specifier: specifier, depth: depth + 1, place: place, entry: entry)
      var names = leaves.flatMap(SubstitutionReferences.names(in:))
      var index = 0
      while index < names.count {
        let reference = names[index]
        index += 1
        guard let substitution = entry.substitution(named: reference) else { continue }
        text += "\(pad)\t<key>\(Escaping.xml(reference))</key>\n"
        text += try variable(substitution.value, specifier: substitution.formatSpecifier, depth: depth + 1, place: place, entry: entry)
        for form in substitution.value.strings { names += SubstitutionReferences.names(in: form).filter { !names.contains($0) } }
      }
      return text + "\(pad)</dict>\n"
    case .device(let forms):
      guard device == nil else {
        throw Refusal(
          description: "\(entry.location): error: \(place) varies by device twice, which a .stringsdict cannot hold — nothing was written")
      }
      var text = "\(pad)<dict>\n\(pad)\t<key>NSStringDeviceSpecificRuleType</key>\n\(pad)\t<dict>\n"
      for (deviceClass, form) in forms.sorted(by: { $0.key < $1.key }) {
        text += "\(pad)\t\t<key>\(deviceClass.rawValue)</key>\n"
        text += try rule(form, entry: entry, device: deviceClass, depth: depth + 2, place: place)
      }
      return text + "\(pad)\t</dict>\n\(pad)</dict>\n"
    }
  }

  /// A plural variable: its rule type, value type and forms, `%arg` written as `%` + the substitution's specifier.
  private static func variable(
    _ value: TableValue, specifier: String, depth: Int, place: String, entry: TableEntry
  ) throws(Refusal) -> String {
    guard case .plural(let forms) = value else {
      throw Refusal(
        description:
          "\(entry.location): error: a substitution of \(place) does not vary by plural, which a .stringsdict variable cannot hold — nothing was written"
      )
    }
    let pad = tabs(depth)
    var text = "\(pad)<dict>\n\(pad)\t<key>NSStringFormatSpecTypeKey</key>\n\(pad)\t<string>NSStringPluralRuleType</string>\n"
    text += "\(pad)\t<key>NSStringFormatValueTypeKey</key>\n\(pad)\t<string>\(Escaping.xml(specifier))</string>\n"
    for (category, form) in forms.sorted(by: { $0.key < $1.key }) {
      guard case .string(let string) = form else {
        throw Refusal(
          description:
            "\(entry.location): error: the \(category.rawValue) form of \(place) varies again, which a .stringsdict variable cannot hold — nothing was written"
        )
      }
      let written = string.replacingOccurrences(of: "%arg", with: "%" + specifier)
      text += "\(pad)\t<key>\(category.rawValue)</key>\n\(pad)\t<string>\(Escaping.xml(written))</string>\n"
    }
    return text + "\(pad)</dict>\n"
  }

  /// `format` with each `%#@name@` numbered `%N$#@name@` where the substitution's `argNum` is not the place it
  /// already reads.
  private static func numbered(_ format: String, _ entry: TableEntry) -> String {
    let positions = ConversionNames.referencePositions(in: format)
    var result = format
    for substitution in entry.substitutions {
      guard let wanted = substitution.argumentNumber, let position = positions[substitution.name], wanted != position else { continue }
      result = result.replacingOccurrences(of: "%#@\(substitution.name)@", with: "%\(wanted)$#@\(substitution.name)@")
    }
    return result
  }
}
