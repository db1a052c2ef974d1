import Copydeck
import CopydeckFiles
import Foundation

/// One development-language table of an export — a `<file>` of the XLIFF — and its units for one target language.
///
/// `.strings` tables give one unit per key. A `.stringsdict` key gives its `NSStringLocalizedFormatKey` and one unit
/// per plural form its variables need in the target language; a String Catalog key gives one unit per string of its
/// localization: the target's shape when the target has the key, else the source's, and at each plural the
/// categories the target language uses (a form the source lacks shows the source's `other`), as Xcode exports them.
struct XLIFFTable: Sendable {
  /// The table's path inside the localizations folder: `en.lproj/X.strings`, `en.lproj/X.stringsdict`, `X.xcstrings`.
  var relativePath: String
  /// The table name.
  var name: String
  /// The kind of file.
  var format: TableFormat
  /// The development-language file (copied into `Source Contents/`).
  var url: URL
  /// The units, in file order.
  var units: [XLIFFUnit]

  /// Every development-language table of `folder` with its units for `language`, sorted by path.
  static func tables(in folder: LocalizationsFolder, developmentLanguage: String, language: String) -> [XLIFFTable] {
    let rules = PluralRules(language: language)
    let required = rules.isKnown ? rules.categories : []
    var tables: [XLIFFTable] = []
    for file in folder.files where file.language == developmentLanguage && file.format == .strings {
      guard let table = file.table else { continue }
      let target = folder.table(file.name, language: language)
      let units = table.keys.compactMap { key -> XLIFFUnit? in
        guard let entry = table.entry(forKey: key) else { return nil }
        return XLIFFUnit(
          id: key, key: key, source: entry.value, target: target?.value(forKey: key), comment: entry.comment, form: nil,
          destination: .strings, argumentSource: entry.value)
      }
      let outdated = outdatedKeys(file.name, in: folder, developmentLanguage: developmentLanguage, language: language)
      tables.append(
        XLIFFTable(
          relativePath: file.relativePath, name: file.name, format: .strings, url: file.url, units: marked(units, outdated: outdated)))
    }
    for file in folder.stringsDictFiles where file.language == developmentLanguage {
      guard let entries = file.entries else { continue }
      let units = entries.entries.flatMap { entry in
        let target =
          folder.stringsDictFile(file.name, language: language)?.entries?.entry(forKey: entry.key)
          ?? folder.table(file.name, language: language)?.entry(forKey: entry.key).map(TableEntry.init(strings:))
        return StringsDictUnits(entry: entry, target: target, required: required, language: language, table: file.name).units
      }
      let outdated = outdatedKeys(file.name, in: folder, developmentLanguage: developmentLanguage, language: language)
      tables.append(
        XLIFFTable(
          relativePath: file.relativePath, name: file.name, format: .stringsdict, url: file.url, units: marked(units, outdated: outdated)))
    }
    for file in folder.catalogFiles {
      guard let catalog = file.catalog else { continue }
      let targets = catalog.entries(language: language)
      let units = catalog.entries(language: catalog.sourceLanguage).entries.flatMap { entry -> [XLIFFUnit] in
        guard entry.shouldTranslate else { return [] }
        return CatalogUnits(
          entry: entry, target: targets.entry(forKey: entry.key), required: required,
          state: { catalog.state(ofKey: entry.key, language: language, form: $0) }
        ).units
      }
      tables.append(XLIFFTable(relativePath: file.relativePath, name: file.name, format: .xcstrings, url: file.url, units: units))
    }
    return tables.sorted { $0.relativePath.unicodeScalars.lexicographicallyPrecedes($1.relativePath.unicodeScalars) }
  }

  /// The keys of the `.strings`/`.stringsdict` table `name` whose `language` translation is outdated: confirmed
  /// against a development text that has changed since (its review file, docs/review-state.md). None when the review
  /// file does not read; `copydeck check` reports it.
  static func outdatedKeys(_ name: String, in folder: LocalizationsFolder, developmentLanguage: String, language: String) -> Set<String> {
    let review = TableReview(folder: folder.url, table: name, developmentLanguage: developmentLanguage)
    guard let recorded = try? review.read() else { return [] }
    return Set(
      folder.outdated(name, review: recorded, developmentLanguage: developmentLanguage, languages: [language]).map(
        \.translation.translation.key))
  }

  /// `units` with the target of each unit of an `outdated` key in the review state Xcode exports as
  /// `needs-review-translation`.
  static func marked(_ units: [XLIFFUnit], outdated: Set<String>) -> [XLIFFUnit] {
    units.map { unit in
      var unit = unit
      if unit.target != nil, outdated.contains(unit.key) { unit.targetState = .needsReview }
      return unit
    }
  }

  /// `text` with each `%#@name@` filled in from `substitutions`' `other` forms and its specifiers numbered — the
  /// arguments the whole value reads; `text` itself when it cannot be expanded.
  static func expanded(_ text: String, substitutions: [Substitution], key: String) -> String {
    guard !substitutions.isEmpty else { return text }
    let entry = TableEntry(
      key: key, value: .string(text), substitutions: substitutions, location: SourceLocation(file: "", line: 1, column: 1),
      format: .stringsdict)
    return (try? entry.otherFormText(place: key)) ?? text
  }

  /// The `%#@name@` definitions a translation may use: the target language's, and the source's the target lacks,
  /// which the import adds from the source as Xcode does.
  static func union(_ target: [Substitution], _ source: [Substitution]) -> [Substitution] {
    target + source.filter { substitution in !target.contains { $0.name == substitution.name } }
  }

  /// The categories a plural shows in the export: the ones the target language uses (Korean: `other`; Ukrainian:
  /// `one`, `few`, `many`, `other`) and the ones the target already has; the source's own when the target
  /// language's rules are unknown.
  static func categories(
    source: [PluralCategory: TableValue], target: [PluralCategory: TableValue], required: [PluralCategory]
  ) -> [PluralCategory] {
    Set(required.isEmpty ? Array(source.keys) : required).union(target.keys).sorted()
  }
}

/// The units of one `.stringsdict` key.
private struct StringsDictUnits {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let deviceRule = "NSStringDeviceSpecificRuleType"

  let entry: TableEntry
  /// The target language's entry: from its `.stringsdict`, or its `.strings` when it keeps the key as one string.
  let target: TableEntry?
  let required: [PluralCategory]
  let language: String
  let table: String
  var units: [XLIFFUnit] = []

  init(entry: TableEntry, target: TableEntry?, required: [PluralCategory], language: String, table: String) {
    self.entry = entry
    self.target = target
    self.required = required
    self.language = language
    self.table = table
    switch entry.value {
    case .string(let format):
      addFormat([entry.key], format: format, targetFormat: target?.value.string, source: entry, target: target)
    case .device(let forms):
      for (device, value) in forms.sorted(by: { $0.key < $1.key }) {
        guard let text = value.string else { continue }
        let path = [entry.key, Self.deviceRule, device.rawValue]
        let targetText = target.flatMap { target -> String? in
          if case .device(let targetForms) = target.value { return targetForms[device]?.string }
          return nil
        }
        if SubstitutionReferences.names(in: text).isEmpty {
          units.append(
            unit(path, source: text, target: targetText, form: "the text on \(device.rawValue) (\(Self.deviceRule))", plural: false))
        } else {
          // Each device form has its own variables (two forms may both name theirs `arg1`).
          addFormat(
            path, format: text, targetFormat: targetText, source: entry.variation(on: device) ?? entry,
            target: target?.variation(on: device))
        }
      }
    case .plural:
      break
    }
  }

  /// Whether the target language keeps the key as one string, in its `.strings`.
  private var targetIsOneString: Bool { target?.format == .strings }

  private func unit(
    _ path: [String], source: String, target: String?, form: String, plural: Bool, argumentSource: String? = nil
  ) -> XLIFFUnit {
    XLIFFUnit(
      id: XLIFFUnit.stringsDictID(path), key: entry.key, source: source, target: target, comment: entry.comment, form: form,
      destination: .stringsDict(path), argumentSource: argumentSource ?? source, mayOmitArguments: plural)
  }

  /// The units of the format at `prefix` and of its variables' forms; `source` and `target` are the entries as the
  /// format's device form reads them, with that form's own variables.
  private mutating func addFormat(_ prefix: [String], format: String, targetFormat: String?, source entry: TableEntry, target: TableEntry?)
  {
    var formatUnit = unit(
      prefix + [Self.formatKey], source: format, target: targetFormat,
      form: "the whole text (\(Self.formatKey)); each %#@name@ in it is filled in with one of its forms, which follow", plural: false,
      argumentSource: XLIFFTable.expanded(format, substitutions: entry.substitutions, key: entry.key))
    formatUnit.targetSubstitutions =
      target?.format == .stringsdict ? XLIFFTable.union(target?.substitutions ?? [], entry.substitutions) : entry.substitutions
    let names = SubstitutionReferences.names(in: format)
    if targetIsOneString, prefix.count == 1 {
      // The target's shape governs, as in Xcode's export: one string, so one unit, written back into the .strings.
      formatUnit.destination = .strings
      formatUnit.targetSubstitutions = []
      let readings = names.compactMap { name -> String? in
        guard case .plural(let forms)? = entry.substitution(named: name)?.value, let other = forms[.other]?.string else { return nil }
        return "%#@\(name)@ reads \"\(other)\""
      }
      formatUnit.form =
        "the whole text; \(language) keeps it as one string (in \(language).lproj/\(table).strings), so translate it whole"
        + (readings.isEmpty ? "" : ": in the source " + readings.joined(separator: ", "))
      units.append(formatUnit)
      return
    }
    units.append(formatUnit)
    for name in names {
      guard let substitution = entry.substitution(named: name), case .plural(let forms) = substitution.value else { continue }
      var targetForms: [PluralCategory: TableValue] = [:]
      if case .plural(let found)? = target?.substitution(named: name)?.value { targetForms = found }
      for category in XLIFFTable.categories(source: forms, target: targetForms, required: required) {
        guard let source = (forms[category] ?? forms[.other])?.string else { continue }
        let form = unit(
          prefix + [name, category.rawValue], source: source, target: targetForms[category]?.string,
          form: "the \(category.rawValue) form of %#@\(name)@", plural: true)
        units.append(form)
      }
    }
  }
}

/// The units of one String Catalog key.
private struct CatalogUnits {
  let entry: TableEntry
  let target: TableEntry?
  let required: [PluralCategory]
  /// The target's review state at a form.
  let state: (FormPath) -> TranslationState?
  var units: [XLIFFUnit] = []

  init(entry: TableEntry, target: TableEntry?, required: [PluralCategory], state: @escaping (FormPath) -> TranslationState?) {
    self.entry = entry
    self.target = target
    self.required = required
    self.state = state
    add(steps: [], source: entry.value, targetValue: target?.value, substitutions: entry.substitutions)
    let substitutions = target.map(\.substitutions) ?? entry.substitutions
    for substitution in substitutions {
      guard let source = entry.substitution(named: substitution.name) else { continue }
      add(
        steps: [.substitution(substitution.name)], source: source.value, targetValue: target?.substitution(named: substitution.name)?.value,
        substitutions: [])
    }
  }

  /// The units of the strings of one value (the localization, or one substitution): the target's shape when the
  /// target has the value, else the source's.
  private mutating func add(steps: [FormPath.Step], source: TableValue, targetValue: TableValue?, substitutions: [Substitution]) {
    for path in Self.leaves(of: targetValue ?? source, isTarget: targetValue != nil, required: required) {
      let form = FormPath(steps + path)
      guard let sourceText = Self.text(at: path, in: source, fallback: true) else { continue }
      let varies = form.steps.contains { if case .plural = $0 { true } else { false } }
      let targetText = targetValue.flatMap { Self.text(at: path, in: $0, fallback: false) }
      units.append(
        XLIFFUnit(
          id: XLIFFUnit.catalogID(entry.key, form), key: entry.key, source: sourceText, target: targetText,
          targetState: targetText == nil ? nil : state(form), comment: entry.comment,
          form: form.steps.isEmpty ? nil : "the form \(form)", destination: .catalog(form),
          argumentSource: XLIFFTable.expanded(sourceText, substitutions: substitutions, key: entry.key), mayOmitArguments: varies,
          targetSubstitutions: substitutions.isEmpty ? [] : XLIFFTable.union(target?.substitutions ?? [], substitutions)))
    }
  }

  /// The paths to every string of `shape`, each plural showing the categories of ``XLIFFTable/categories(source:target:required:)``.
  static func leaves(of shape: TableValue, isTarget: Bool, required: [PluralCategory]) -> [[FormPath.Step]] {
    switch shape {
    case .string: return [[]]
    case .plural(let forms):
      let categories = XLIFFTable.categories(source: isTarget ? [:] : forms, target: isTarget ? forms : [:], required: required)
      return categories.flatMap { category in
        leaves(of: forms[category] ?? forms[.other] ?? .string(""), isTarget: isTarget, required: required).map { [.plural(category)] + $0 }
      }
    case .device(let forms):
      return forms.keys.sorted().flatMap { device in
        leaves(of: forms[device]!, isTarget: isTarget, required: required).map { [.device(device)] + $0 }
      }
    }
  }

  /// The string at `path` in `value`; with `fallback`, a missing form takes `other` and a string stands for all its
  /// forms (the text a translator starts from), else a missing form is `nil`.
  static func text(at path: [FormPath.Step], in value: TableValue, fallback: Bool) -> String? {
    var value = value
    for step in path {
      switch (step, value) {
      case (.plural(let category), .plural(let forms)):
        guard let next = forms[category] ?? (fallback ? forms[.other] : nil) else { return nil }
        value = next
      case (.device(let device), .device(let forms)):
        guard let next = forms[device] ?? (fallback ? forms[.other] : nil) else { return nil }
        value = next
      case (_, .string) where fallback: continue
      default: return nil
      }
    }
    while fallback {
      switch value {
      case .string: return value.string
      case .plural(let forms): value = forms[.other] ?? forms.min { $0.key < $1.key }!.value
      case .device(let forms): value = forms[.other] ?? forms.min { $0.key < $1.key }!.value
      }
    }
    return value.string
  }
}
