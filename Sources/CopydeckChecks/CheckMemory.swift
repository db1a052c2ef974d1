import Copydeck
import CopydeckFiles
import Foundation

/// What a check of a folder found, table name by table name, kept so that the next check of the same folder
/// re-checks only the tables whose files changed (the preview's reload after a save).
///
/// Get one from ``Checker/run(scanned:manifest:remembering:unchanged:)`` and give it to the next call.
public struct CheckMemory: Sendable {
  /// What the check was run with; a memory is used only by a checker with the same settings.
  fileprivate var settings: Settings
  /// The entries of the manifest it was run with, and which entries use each key.
  fileprivate var index: EntryIndex
  /// The findings of the rules that read only the manifest, rule by rule.
  fileprivate var manifestFindings: [[Finding]]
  /// Each group of tables by its name folded to lower case: the files it was read from and its findings.
  fileprivate var groups: [String: TableGroup]
  /// The groups of tables (by name folded to lower case, sorted) whose rules this check ran; the others kept the
  /// findings of the check before.
  public private(set) var checkedGroups: [String]

  /// The tables of one name (folded to lower case, so names that differ only in case are one group) in every
  /// language, and the entries kept in them: what the rules other than ``Checker/crossGroupRules`` read together.
  fileprivate struct TableGroup: Sendable {
    /// The absolute paths of the files its tables were read from, in scan order.
    var files: [String]
    /// Whether it has tables read from files the check cannot tell are unchanged (`Base.lproj` storyboards and
    /// xibs, which the preview's watcher does not stamp): then it is checked again every time.
    var alwaysCheckedAgain: Bool
    /// The findings of each of ``Checker/groupRules``, before suppressions.
    var findings: [[Finding]]
  }

  /// The checker's settings that change findings.
  fileprivate struct Settings: Equatable {
    var localizations: String
    var developmentLanguage: String?
    var allowedWords: Set<String>
    var placeholders: [PlaceholderSyntax]
  }
}

extension Checker {
  /// The rules that read only the manifest (its entries as written, or why it did not load).
  static let manifestRules: [any CheckRule.Type] = [
    TooManyButtonsRule.self, MultipleCancelRule.self, CancelPreferredRule.self, SheetPreferredRule.self,
    DestructiveWithoutCancelRule.self, ManifestInvalidRule.self,
  ]

  /// The rules that compare tables of different names; they run over every table at every check. (`unused-suppression`
  /// runs after all of them, over all findings.)
  static let crossGroupRules: [any CheckRule.Type] = [MixedEncodingRule.self]

  /// The rules whose findings about a group of tables (the tables of one name in every language, and the entries
  /// kept in them) depend only on that group, the manifest and the checker's settings.
  static let groupRules: [any CheckRule.Type] = rules.filter { rule in
    rule != UnusedSuppressionRule.self && !manifestRules.contains { $0 == rule } && !crossGroupRules.contains { $0 == rule }
  }

  /// Runs every rule over a folder already scanned, as ``run(scanned:manifest:)`` does, re-checking only the tables
  /// whose files changed since the check that gave `previous`: the same findings, sorted, for the cost of the changed
  /// tables' group (the tables of that name in every language, and the entries kept in them).
  ///
  /// The rules are run one group of tables at a time — every table of one name (folded to lower case) in every
  /// language, with the entries the manifest keeps in it — since each rule's findings about a group depend only on
  /// that group, the manifest and the settings; a group none of whose files changed keeps its findings from
  /// `previous`. The rules that compare groups (`mixed-encoding`) or read only the manifest, and `unused-suppression`,
  /// are run over the whole folder every time (the manifest's only when it changed); they cost little.
  ///
  /// - Parameters:
  ///   - previous: what the last check of this folder remembered, `nil` to check everything.
  ///   - unchanged: whether the file at an absolute path is unchanged since the files were read for `previous` (the
  ///     manifest's `catalog.json` too); a file it is not sure of is read as changed.
  /// - Returns: the report (its findings sorted, as every report's are) and what to give the next call.
  /// - Throws: ``CheckerError`` as ``run(scanned:manifest:)`` does.
  public func run(
    scanned folder: LocalizationsFolder, manifest: CatalogManifest, remembering previous: CheckMemory?, unchanged: (String) -> Bool
  ) throws(CheckerError) -> (report: CheckReport, memory: CheckMemory) {
    let setting = try setting(folder: folder, manifestResult: .success(manifest))
    let settings = CheckMemory.Settings(
      localizations: localizations.path, developmentLanguage: developmentLanguage, allowedWords: allowedWords, placeholders: placeholders)
    // A manifest that changed, other settings, or a `Base.lproj` written in the app's development region (looked up
    // outside the folder) and the memory is not used.
    let usable = previous.flatMap { previous in
      previous.settings == settings && setting.development != "Base" && unchanged(folder.manifestURL.path) ? previous : nil
    }
    let index = usable?.index ?? EntryIndex(manifest)
    let light = context(setting, tables: [], index: index, scope: [])
    let unreadable = unreadableFiles(folder: folder, tables: setting.tables, shownBy: light)
    guard unreadable.isEmpty else { throw .unreadableTables(root, unreadable) }

    var groups: [String: CheckMemory.TableGroup] = [:]
    var checkedGroups: [String] = []
    for (name, tables) in Self.tableGroups(setting, index: index) {
      let files = Self.files(ofGroup: name, in: folder)
      let alwaysCheckedAgain = tables.contains { setting.tables[$0].source == .interfaceBuilder }
      if let kept = usable?.groups[name], kept.files == files, !alwaysCheckedAgain, files.allSatisfy(unchanged) {
        groups[name] = kept
        continue
      }
      checkedGroups.append(name)
      let context = context(setting, tables: tables.map { setting.tables[$0] }, index: index, scope: [name])
      let findings = Self.groupRules.concurrentMap { rule in
        var found: [Finding] = []
        rule.check(context, into: &found)
        return found
      }
      groups[name] = CheckMemory.TableGroup(files: files, alwaysCheckedAgain: alwaysCheckedAgain, findings: findings)
    }
    let manifestFindings =
      usable?.manifestFindings
      ?? Self.manifestRules.map { rule in
        var found: [Finding] = []
        rule.check(light, into: &found)
        return found
      }

    // The findings in the order of the rules, as the whole check gathers them, then the suppressions and each
    // problem once per text (a text and its repeats are always in one group).
    let names = groups.keys.sorted()
    var findings: [Finding] = []
    var groupRule = 0
    var manifestRule = 0
    for rule in Self.rules where rule != UnusedSuppressionRule.self {
      if rule == MixedEncodingRule.self {
        MixedEncodingRule.check(tables: setting.tables, languages: setting.languages, into: &findings)
      } else if Self.manifestRules.contains(where: { $0 == rule }) {
        findings += manifestFindings[manifestRule]
        manifestRule += 1
      } else {
        for name in names { findings += groups[name]!.findings[groupRule] }
        groupRule += 1
      }
    }
    UnusedSuppressionRule.check(light, into: &findings)
    Self.keepOncePerText(&findings)
    let report = CheckReport(
      findings: findings, entryCount: index.entries.count, languages: setting.languages,
      development: CheckContext.developmentSummary(developmentLanguage: setting.development, tables: setting.tables))
    return (
      report,
      CheckMemory(
        settings: settings, index: index, manifestFindings: manifestFindings, groups: groups, checkedGroups: checkedGroups.sorted())
    )
  }

  /// The indexes in the setting's tables of each group's tables, by the group's name (folded to lower case), for
  /// every name a table has or an entry keeps its keys in.
  private static func tableGroups(_ setting: Setting, index: EntryIndex) -> [String: [Int]] {
    var groups = Dictionary(grouping: setting.tables.indices, by: { setting.tables[$0].name.lowercased() })
    for entry in index.entries where groups[entry.table.lowercased()] == nil { groups[entry.table.lowercased()] = [] }
    return groups
  }

  /// The absolute paths of the files a group's tables are read from: its `.strings`, `.stringsdict` and String
  /// Catalog files.
  private static func files(ofGroup name: String, in folder: LocalizationsFolder) -> [String] {
    folder.files.filter { $0.name.lowercased() == name }.map(\.url.path)
      + folder.stringsDictFiles.filter { $0.name.lowercased() == name }.map(\.url.path)
      + folder.catalogFiles.filter { $0.name.lowercased() == name }.map(\.url.path)
      + reviewFiles(ofGroup: name, in: folder)
  }

  /// The review files of the group's `.strings`/`.stringsdict` tables that exist (`translation-outdated` reads them).
  private static func reviewFiles(ofGroup name: String, in folder: LocalizationsFolder) -> [String] {
    let tables = Set((folder.files.map(\.name) + folder.stringsDictFiles.map(\.name)).filter { $0.lowercased() == name })
    return tables.sorted().map { ReviewFile.url(table: $0, in: folder.url).path }.filter { FileManager.default.fileExists(atPath: $0) }
  }
}
