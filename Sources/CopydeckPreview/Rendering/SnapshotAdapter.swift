import Copydeck
import CopydeckChecks
import CopydeckFiles
import Foundation

/// Turns the catalog, the checker's findings and the load errors into the ``PreviewDeck`` the pages draw.
///
/// This is the only file of the renderer that knows the catalog's types; it draws what the app would get from the
/// catalog's resolver, fallbacks included.
struct SnapshotAdapter {
  var catalog: Catalog
  /// The checker's findings, by entry id (``PreviewSnapshot/findingsByEntry``).
  var findings: [String: [Finding]]
  /// Where the app's code looks up copy (``PreviewSnapshot/code``).
  var code = CodeLookups()

  private var manifest: CatalogManifest { catalog.manifest }

  /// The catalog's languages in side-by-side order: Korean first, then the others as the manifest lists them.
  var languages: [String] {
    manifest.languages.filter { $0 == "ko" } + manifest.languages.filter { $0 != "ko" }
  }

  /// Every entry, drawn for `options`.
  func entries(options: PreviewOptions) -> [PreviewEntry] {
    manifest.entries.map { entry($0, options: options) }
  }

  /// The search text (``PreviewEntry/searchText``) of every entry drawn for `options`, by id, drawn side by side on
  /// the available cores, without what the text does not hold (the plural forms and device variations drawn).
  func searchTexts(options: PreviewOptions) -> [String: String] {
    let texts = manifest.entries.indices.map { $0 }.concurrentMap(chunkSize: 64) { index in
      entry(manifest.entries[index], options: options, details: false).searchText
    }
    return Dictionary(zip(manifest.entries.map(\.id), texts), uniquingKeysWith: { first, _ in first })
  }

  /// The badges of the checker's findings about the entry with `id`.
  func badges(id: String) -> [FindingBadge] {
    (findings[id] ?? []).map(FindingBadge.init)
  }

  /// The entry with `id`, drawn for `options`, or `nil` when the manifest has none.
  func entry(id: String, options: PreviewOptions) -> PreviewEntry? {
    guard let definition = catalog.entry(id: id) else { return nil }
    return entry(definition, options: options)
  }

  /// The manifest's categories in first-seen order.
  var categories: [String] {
    var seen: [String] = []
    for entry in manifest.entries where !seen.contains(entry.category.rawValue) {
      seen.append(entry.category.rawValue)
    }
    return seen
  }

  /// `details`: whether the drawings say which plural forms and device variations they have (the search text does not
  /// need them).
  private func entry(_ definition: EntryDefinition, options: PreviewOptions, details: Bool = true) -> PreviewEntry {
    // The arguments whose counts choose a plural form; a count chosen for one stands in every language.
    let counting = catalog.pluralPositions(id: definition.id).filter { $0 <= definition.arguments.count }
      .map { definition.arguments[$0 - 1].name }
    let arguments = definition.arguments.map { argument in
      let count = counting.contains(argument.name) ? options.counts[argument.name] : nil
      return PreviewEntry.Argument(
        name: argument.name, format: argument.format,
        values: Dictionary(
          uniqueKeysWithValues: languages.map { language in
            (language, count ?? options.argument(argument.name, language: language) ?? argument.samples[language] ?? argument.name)
          }))
    }
    return PreviewEntry(
      id: definition.id, kind: definition.kind, category: definition.category.rawValue,
      note: definition.note.isEmpty ? nil : definition.note, codes: definition.codes, usedAt: code.places(of: definition),
      arguments: arguments,
      counts: counting.map { PreviewEntry.CountControl(argument: $0, selected: options.counts[$0]) },
      findings: badges(id: definition.id),
      drawings: drawings(definition, arguments: arguments, options: options, details: details))
  }

  private func drawings(
    _ definition: EntryDefinition, arguments: [PreviewEntry.Argument], options: PreviewOptions, details: Bool
  )
    -> [DrawnAlert]
  {
    func values(_ language: String) -> [CopyArgument] {
      arguments.map { .text($0.values[language] ?? "") }
    }
    switch options.language {
    case .all:
      return languages.map { draw(definition, language: $0, arguments: values($0), details: details) }
    case .one(let language):
      return [draw(definition, language: language, arguments: values(language), details: details)]
    case .pseudo(let pseudo):
      // As Xcode does, the copy is pseudo-localized and the argument values are not: resolve with markers in
      // place of the arguments, transform, then put the values in.
      let development = manifest.developmentLanguage
      let markers = arguments.indices.map { "\u{F8F0}\($0)\u{F8F1}" }
      var drawing = draw(definition, language: development, arguments: markers.map { .text($0) }, details: details)
      if details {
        drawing.pluralForms = catalog.pluralForms(id: definition.id, language: drawing.textLanguage, arguments: values(development))
          .flatMap { $0 }
      }
      func transform(_ text: String) -> String {
        zip(markers, values(development)).reduce(pseudo.transform(text)) {
          $0.replacingOccurrences(of: $1.0, with: $1.1.description)
        }
      }
      drawing.language = pseudo.rawValue
      drawing.rightToLeft = pseudo.isRightToLeft
      drawing.title = drawing.title.map(transform)
      drawing.message = drawing.message.map(transform)
      drawing.buttons = drawing.buttons.map { DrawnAlert.Button(label: transform($0.label), role: $0.role, preferred: $0.preferred) }
      return [drawing]
    }
  }

  private func draw(_ definition: EntryDefinition, language: String, arguments: [CopyArgument], details: Bool) -> DrawnAlert {
    let id = definition.id
    let copy = catalog.resolve(id: id, locale: language, arguments: arguments)
    var fallback: String?
    if !copy.isRequestedEntry {
      fallback = "\(copy.id) \(copy.language)"
    } else if copy.language != language {
      fallback = copy.language
    }
    return DrawnAlert(
      entryID: id, language: language, textLanguage: copy.language, rightToLeft: false, kind: copy.kind,
      presentation: copy.style, title: copy.title, message: copy.message,
      buttons: copy.buttons.map { DrawnAlert.Button(label: $0.label, role: $0.role, preferred: $0.preferred) },
      fallback: fallback,
      pluralForms: details && copy.isRequestedEntry
        ? catalog.pluralForms(id: id, language: copy.language, arguments: arguments).flatMap { $0 } : [],
      variesByDevice: details && copy.isRequestedEntry
        && definition.keys.contains {
          catalog.folder.entry(forKey: $0, table: definition.table, language: copy.language)?.variesByDevice == true
        })
  }
}
