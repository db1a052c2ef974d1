import Copydeck
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

  /// Drafts a manifest from the tables of `folder`, whose development language is `developmentLanguage` (or `en`,
  /// or the first language, when it has no such folder).
  public static func draft(_ folder: LocalizationsFolder, developmentLanguage: String? = nil) throws(Failure) -> ManifestDraft {
    let languages = folder.languages.filter { language in language != "Base" && folder.files.contains { $0.language == language } }
    guard !languages.isEmpty else {
      throw Failure(description: "no <language>.lproj folder with .strings tables; pass the folder that holds them (e.g. App/Resources)")
    }
    let development = developmentLanguage ?? (languages.contains("en") ? "en" : languages[0])
    guard languages.contains(development) else {
      throw Failure(
        description:
          "no \(development).lproj with .strings tables (found \(languages.map { "\($0).lproj" }.joined(separator: ", "))); pass --development-language"
      )
    }
    let ordered = [development] + languages.filter { $0 != development }
    let korean = ordered.first { $0 == "ko" || $0.hasPrefix("ko-") }
    var entries: [Entry] = []
    var skipped: [String] = []
    var ids: Set<String> = []
    var usedKeys = 0
    var allKeys = 0
    for file in folder.files where file.language == development {
      guard let table = file.table else {
        skipped.append("\(file.relativePath): not read, it does not parse (\(file.diagnostics.first?.message ?? "unreadable"))")
        continue
      }
      allKeys += table.keys.count
      for group in AlertGroup.groups(in: table, name: file.name) {
        let texts = GroupTexts(group: group, folder: folder, development: development, korean: korean)
        switch EntryDrafter(group: group, texts: texts, languages: ordered, korean: korean, comment: table).draft(taken: ids) {
        case .success(let entry):
          ids.insert(entry.definition.id)
          usedKeys += Set(entry.definition.keys).count
          entries.append(entry)
        case .failure(let reason) where group.keys.count >= 2:  // a lone title is a screen's, not worth a line
          skipped.append("\(file.name): \(group.keys.joined(separator: ", ")): \(reason.description)")
        case .failure: break
        }
      }
    }
    guard !entries.isEmpty else {
      throw Failure(
        description: "found no alert-shaped keys (a title with a message or buttons) in \(development).lproj; "
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
    let developmentTable = folder.table(group.table, language: development)
    let koreanTable = korean.flatMap { folder.table(group.table, language: $0) }
    for key in group.keys {
      self.development[key] = developmentTable?.value(forKey: key)
      self.korean[key] = koreanTable?.value(forKey: key)
    }
  }
}
