import Copydeck
import CopydeckFiles

/// `orphan-key`: a key no entry uses — not in the manifest, or, without one, not in the development text of its
/// table (the development language's or `Base.lproj`'s table of the same name, or the `Base.lproj` storyboard or
/// xib the table translates).
///
/// Without a manifest, three tables have no development text to compare with, and are not looked at: one with no
/// development table, or an empty one (the English text is in the code, `NSLocalizedString(_:value:comment:)`, or in
/// an `.intentdefinition`, and the empty file only makes the language exist), and `InfoPlist`, whose keys are the
/// target's `Info.plist` keys (and its document types' names), not the development language's `InfoPlist.strings`.
///
/// With a manifest, only the tables it owns (`"ownedTables"`) are looked at: a shared table also holds the app's own
/// strings, which are no orphans.
struct OrphanKeyRule: CheckRule {
  static let rule = Rule(
    id: "orphan-key", severity: .warning, category: .completeness,
    summary: "A key no entry uses: not in the manifest or, without one, not in the development text.",
    why: "A key nothing asks for is dead copy that translators keep paying for and that drifts out of date.",
    bad: """
      // en.lproj/Alerts.strings has no "group.leave.note"; ko.lproj/Alerts.strings:
      "group.leave.note" = "그룹을 나가도 사진은 남아요.";
      """,
    good: "// the key deleted from ko.lproj/Alerts.strings, or added to the development text and used by the app",
    fix:
      "Delete the key, or, if the app does use it, add it to the development language's table (with a manifest: to an entry of catalog.json, or list the table in `\"ownedTables\"` only when the manifest owns it)."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    guard context.manifest != nil else {
      checkTables(context, into: &findings)
      return
    }
    for (loaded, texts) in zip(context.tables, context.texts) {
      guard context.reportsOrphans(inTable: loaded.name) else { continue }
      // A key is in place when its entry (found when the texts were loaded) keeps its keys in this table.
      for text in texts where text.entry.flatMap({ context.entry(withID: $0)?.table }) != loaded.name {
        let message: String
        if let entry = text.entry.flatMap({ context.entry(withID: $0) }) {
          message = "\"\(text.key)\" belongs to entry '\(entry.id)', whose keys live in \(entry.table).strings; move it there"
        } else {
          message = "no manifest entry uses \"\(text.key)\"; delete it, or add the entry (or its button or message) to catalog.json"
        }
        findings.append(context.finding(rule, at: text.keyLocation, language: text.language, entry: nil, key: text.key, message))
      }
    }
  }

  /// Without a manifest: every key of a table that the development text of its table does not have.
  private static func checkTables(_ context: CheckContext, into findings: inout [Finding]) {
    for (index, (loaded, texts)) in zip(context.tables, context.texts).enumerated() where !context.isDevelopmentTable(index) {
      if loaded.language == "Base" && loaded.source == .interfaceBuilder { continue }
      if let catalog = context.catalog(of: loaded) {
        checkCatalog(catalog, loaded, texts, context, into: &findings)
        continue
      }
      let sources = context.developmentTables(named: loaded.name)
      if loaded.name == "InfoPlist" || sources.allSatisfy({ context.texts[$0].isEmpty }) { continue }
      let reference = sources.map { context.shortPath(of: context.tables[$0]) }.joined(separator: " or ")
      let development = sources.map { context.tables[$0] }
      // A text with a development counterpart is in place; only the others are looked up (a development variations
      // table defines a key whose value it cannot read as a text).
      for (position, text) in texts.enumerated()
      where context.developmentCounterpart(ofText: position, inTable: index) == nil
        && !development.contains(where: { $0.defines(text.key) })
      {
        let message = "\"\(text.key)\" is not in \(reference), the development text; add it there, or delete it here"
        findings.append(context.finding(rule, at: text.keyLocation, language: text.language, entry: nil, key: text.key, message))
      }
    }
  }

  /// A String Catalog holds every key once, with its source-language text (the key itself when it has no
  /// localization there), so only a storyboard's catalog can have orphans: keys that name a storyboard object
  /// (`ObjectID.property`) the storyboard no longer has. Its other keys are the app's code strings
  /// (`NSLocalizedString(…, tableName: "Main")`), whose development text is the catalog's source language. Each is
  /// reported once, in the source language (deleting the key removes every language), and not when Xcode marked it
  /// `stale` (`stale-key` reports those).
  private static func checkCatalog(
    _ catalog: StringCatalog, _ loaded: LoadedTable, _ texts: [CopyText], _ context: CheckContext, into findings: inout [Finding]
  ) {
    guard loaded.language == catalog.sourceLanguage, context.translatesInterfaceBuilder(table: loaded.name) else { return }
    let storyboard = context.developmentTables(named: loaded.name).map { context.shortPath(of: context.tables[$0]) }.joined(
      separator: " or ")
    for text in texts where CheckContext.isInterfaceBuilderKey(text.key) && !context.definesInDevelopment(text.key, table: loaded.name) {
      if loaded.catalogEntries?.entry(forKey: text.key)?.extractionState == .stale { continue }
      findings.append(
        context.finding(
          rule, at: text.keyLocation, language: text.language, entry: nil, key: text.key,
          "\"\(text.key)\" names an object \(storyboard) no longer has; delete the key from \(Fingerprint.fileTail(loaded.file)) (in Xcode's String Catalog editor), in every language at once"
        ))
    }
  }
}
