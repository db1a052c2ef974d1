import Copydeck
import CopydeckFiles
import CopydeckSource
import Foundation

/// A `catalog.json` drafted from an app's own tables by `copydeck init`, with the reason for every guess.
///
/// The draft names the app's keys explicitly (`"keys"`), so it works without any change to the tables, and owns no
/// table: the app's other strings stay where they are and are not orphans.
public struct ManifestDraft: Sendable {
  /// One drafted entry, the guesses behind it, and what a person should review.
  public struct Entry: Sendable {
    /// The entry as it is written into the draft.
    public var definition: EntryDefinition
    /// How its keys are written.
    public var style: NamingStyle
    /// One line per guess: why these keys, this kind, each button's role, the arguments.
    public var reasons: [String]
    /// What to check by hand before relying on the entry.
    public var review: [String]
  }

  /// The drafted manifest; it passes manifest validation.
  public var manifest: CatalogManifest
  /// The drafted entries, in manifest order.
  public var entries: [Entry]
  /// Key groups that were not drafted, each with why.
  public var skipped: [String]
  /// How many keys of the development language no drafted entry uses (the app's own strings).
  public var otherKeyCount: Int
  /// Why `commonFailure` names the entry it names.
  public var commonFailureReason: String
  /// The draft as `catalog.json` text.
  public var json: String

  /// Why nothing could be drafted.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// `what is wrong; what to do`.
    public var description: String
  }

  /// A String Catalog of `folder` that is not read, whose source language has no other table among `languages`:
  /// its path, that source language and why it is not read.
  static func unreadCatalog(_ folder: LocalizationsFolder, lacking languages: [String]) -> (String, String, String)? {
    for file in folder.catalogFiles {
      guard case .failure(let error) = file.result, let source = try? StringCatalogParser.parse(contentsOf: file.url).sourceLanguage,
        !languages.contains(source)
      else { continue }
      return (file.relativePath, source, error.message)
    }
    return nil
  }

  /// Drafts a manifest from the tables of `folder`, whose development language is `developmentLanguage` (or `en`,
  /// or the first language, when it has no such folder), and from the alerts the app's code builds (`code`, see
  /// ``alerts(under:)``): an alert of the code whose title the tables have is drafted from the code, with the roles
  /// the code gives its buttons, in place of a group the keys' names or order suggest.
  public static func draft(
    _ folder: LocalizationsFolder, developmentLanguage: String? = nil, code: [CodeAlert] = []
  ) throws(Failure) -> ManifestDraft {
    let catalogLanguages = folder.catalogFiles.compactMap(\.catalog).flatMap(\.languages)
    let languages = (folder.languages + catalogLanguages.filter { !folder.languages.contains($0) }).filter { language in
      language != "Base" && !folder.tableNames(language: language).isEmpty
    }
    guard !languages.isEmpty else {
      throw Failure(
        description:
          "no tables: no <language>.lproj folder with .strings or .stringsdict tables and no .xcstrings catalog; pass the folder that holds them (e.g. App/Resources)"
      )
    }
    let catalogSource = folder.catalogFiles.compactMap(\.catalog).first?.sourceLanguage
    if developmentLanguage == nil, !languages.contains("en"), catalogSource == nil,
      let (file, source, reason) = Self.unreadCatalog(folder, lacking: languages)
    {
      // The app's development text is in a catalog the folder does not read (a table defined twice, say): the
      // languages left are translations, and drafting from the first of them would make it the development language.
      throw Failure(
        description:
          "\(file) holds the development language, \(source), but is not read (\(reason)), and no other table is in \(source): the tables left (\(languages.joined(separator: ", "))) are translations; move the stale copies away (Xcode builds from the catalog) and run init again, or pass --development-language to draft from one of them"
      )
    }
    let development =
      developmentLanguage ?? (languages.contains("en") ? "en" : catalogSource.flatMap { languages.contains($0) ? $0 : nil } ?? languages[0])
    guard languages.contains(development) else {
      throw Failure(
        description:
          "no \(development) tables (found \(languages.joined(separator: ", "))); pass --development-language"
      )
    }
    let ordered = [development] + languages.filter { $0 != development }
    let korean = ordered.first { $0 == "ko" || $0.hasPrefix("ko-") }
    var entries: [Entry] = []
    var skipped: [String] = []
    var ids: Set<String> = []
    var usedKeys = 0
    var allKeys = 0
    for file in folder.catalogFiles {
      if case .failure(let error) = file.result {
        skipped.append("\(file.relativePath): not read (\(error.message))")
      }
    }
    for name in folder.tableNames(language: development) {
      let unreadable = Self.unreadableFiles(of: name, language: development, in: folder)
      skipped += unreadable
      let table = Self.developmentTable(name, language: development, in: folder)
      allKeys += table.keys.count
      let fromCode = CodeAlertGroups.groups(code, table: name, folder: folder, development: development, skipped: &skipped)
      let coded = Set(fromCode.flatMap(\.keys))
      var groups =
        fromCode
        + AlertGroup.groups(in: table, name: name, inFileOrder: folder.catalog(name) == nil).filter {
          !$0.keys.contains(where: coded.contains)
        }
      let shared = SharedLabels(
        table: table, groups: groups,
        texts: { key in Self.texts(key, table: name, folder: folder, development: development, korean: korean) })
      for index in groups.indices { shared.link(&groups[index]) }
      for group in groups {
        let texts = GroupTexts(group: group, folder: folder, development: development, korean: korean)
        switch EntryDrafter(group: group, texts: texts, languages: ordered, korean: korean, comment: table).draft(taken: ids) {
        case .success(let entry):
          ids.insert(entry.definition.id)
          entries.append(entry)
        case .failure(let reason) where group.keys.count >= 2:  // a lone title is a screen's, not worth a line
          skipped.append("\(name): \(group.keys.joined(separator: ", ")): \(reason.description)")
        case .failure: break
        }
      }
    }
    usedKeys = Set(entries.flatMap { entry in entry.definition.keys.map { "\(entry.definition.table)\u{0}\($0)" } }).count
    guard !entries.isEmpty else {
      throw Failure(
        description: "found no alert-shaped keys (a title with a message or buttons) in the \(development) tables; "
          + "write catalog.json by hand (see docs/catalog-format.md), naming your keys with \"keys\"")
    }
    let (commonFailure, reason) = Self.commonFailure(entries)
    let manifest = CatalogManifest(
      developmentLanguage: development, languages: ordered, commonFailure: commonFailure, entries: entries.map(\.definition))
    let json = ManifestWriter.json(manifest)
    do {
      _ = try CatalogManifest(data: Data(json.utf8), file: "catalog.json")
    } catch {
      throw Failure(description: "the draft does not validate (\(error.message)); this is a bug in copydeck init, please report it")
    }
    return ManifestDraft(
      manifest: manifest, entries: entries, skipped: skipped, otherKeyCount: allKeys - usedKeys, commonFailureReason: reason,
      json: json)
  }

  /// The alerts of the Swift files under `root`, for ``draft(_:developmentLanguage:code:)``.
  public static func alerts(under root: URL) -> [CodeAlert] {
    CodeAlertGroups.alerts(under: root)
  }

  /// The entry the common failure should name: the first full-screen error, else the first common alert, else the
  /// first entry; with why.
  private static func commonFailure(_ entries: [Entry]) -> (String, String) {
    if let screen = entries.first(where: { $0.definition.kind == .errorScreen }) {
      return (screen.definition.id, "the first full-screen error with a retry action")
    }
    if let common = entries.first(where: { $0.definition.category == .common }) {
      return (common.definition.id, "the first alert about a common failure (network, server)")
    }
    return (
      entries[0].definition.id,
      "no drafted entry is a generic error, so it names the first entry; point it at the alert your app shows for an unknown error"
    )
  }
}

/// The development and Korean texts of a group's keys.
struct GroupTexts {
  var development: [String: String] = [:]
  var korean: [String: String] = [:]

  init(group: AlertGroup, folder: LocalizationsFolder, development: String, korean: String?) {
    for key in group.keys {
      let texts = ManifestDraft.texts(key, table: group.table, folder: folder, development: development, korean: korean)
      self.development[key] = texts.development
      self.korean[key] = texts.korean
    }
  }
}

extension ManifestDraft {
  /// The development and Korean texts of `key`: a plain value as it is, a value that varies by count or device as
  /// the text an iPhone shows when every count takes its `other` form (`Delete %1$d photos?`).
  static func texts(
    _ key: String, table: String, folder: LocalizationsFolder, development: String, korean: String?
  ) -> (development: String?, korean: String?) {
    let text = { (language: String) in folder.entry(forKey: key, table: table, language: language).flatMap(Self.text(of:)) }
    return (text(development), korean.flatMap(text))
  }

  /// The text of an entry as `init` reads it: its string, or its `other` form.
  static func text(of entry: TableEntry) -> String? {
    entry.value.string.map { entry.substitutions.isEmpty ? $0 : ((try? entry.otherFormText(place: entry.key)) ?? $0) }
      ?? (try? entry.otherFormText(place: entry.key))
  }

  /// Every key table `name` of `language` has, in any kind of file, as one table: `.strings` keys in file order,
  /// then the keys only the `.stringsdict` has; a String Catalog's keys in file order. A value that varies reads as
  /// its `other` form.
  static func developmentTable(_ name: String, language: String, in folder: LocalizationsFolder) -> StringsTable {
    let entries = folder.entries(name, language: language).compactMap { entry -> StringsEntry? in
      guard let text = text(of: entry) else { return nil }
      return StringsEntry(key: entry.key, value: text, comment: entry.comment, location: entry.location, valueLocation: entry.location)
    }
    return StringsTable(entries: entries, diagnostics: [])
  }

  /// One line for each file of table `name` in `language` that could not be read.
  static func unreadableFiles(of name: String, language: String, in folder: LocalizationsFolder) -> [String] {
    var lines: [String] = []
    if let file = folder.file(name, language: language), file.table == nil {
      lines.append("\(file.relativePath): not read, it does not parse (\(file.diagnostics.first?.message ?? "unreadable"))")
    }
    if let file = folder.stringsDictFile(name, language: language), file.entries == nil {
      lines.append("\(file.relativePath): not read, it does not parse (\(file.diagnostics.first?.message ?? "unreadable"))")
    }
    return lines
  }
}
