import Copydeck
import CopydeckFiles
import CopydeckSource
import Foundation

/// `copydeck check`'s comparison of the app's code with its tables, in repository mode: the keys the code looks up
/// that no development table has (`code-key-missing`), the tables it names that do not exist (`code-table-missing`),
/// the keys no code looks up (`key-unused`), and format calls whose argument count differs from their template
/// (`format-argument-count`).
///
/// A lookup of the default table (`Localizable`) in an app that has no such table is not reported: that app does not
/// localize through it. Nor is a lookup with a default value (it shows that text, not the key), nor a key with no
/// letter outside its specifiers (`" ⸱ "`, `"@%@"`: nothing to translate), nor one inside `#if DEBUG` or
/// `#if targetEnvironment(simulator)`. A lookup whose interpolation's type is unknown is found when a key differs from it only in
/// its specifiers.
struct SourceCheck {
  /// The repository root, as the person named it.
  var root: URL
  /// The localizations folders checked.
  var folders: [URL]
  /// The project's settings for the scan.
  var settings: SourceSettings
  /// The project's ignored paths and folder names.
  var ignore: [String]
  /// The development language given on the command line or in the project file.
  var developmentLanguage: String?

  /// The findings, sorted by place.
  func findings() -> [Finding] {
    guard settings.enabled else { return [] }
    let files = SourceTree.files(in: root, paths: settings.paths ?? [""], ignore: ignore).filter { !settings.isExcluded($0) }
    guard !files.isEmpty else { return [] }
    let shown = root.relativePath.hasSuffix("/") ? root.relativePath : root.relativePath + "/"  // as the tables' findings name it
    let scanned = SourceTree.lookups(in: files, root: root, finder: LookupFinder(wrappers: settings.lookups), shown: shown)
    var keys = DevelopmentKeys(folders: folders, developmentLanguage: developmentLanguage)
    var findings: [Finding] = []
    var used: [String: Set<String>] = [:]
    for file in scanned {
      for lookup in file.lookups { check(lookup, in: &keys, used: &used, into: &findings) }
      for call in file.formatCalls { check(call, in: keys, into: &findings) }
    }
    let dynamic = scanned.flatMap(\.dynamicLookups)
    if dynamic.isEmpty || !settings.dynamicKeys.isEmpty {
      unused(keys, used: used, fileCount: files.count, into: &findings)
    }
    return findings.sorted()
  }

  private func check(
    _ lookup: SourceLookup, in keys: inout DevelopmentKeys, used: inout [String: Set<String>], into findings: inout [Finding]
  ) {
    func finding(_ rule: Rule, _ message: String) {
      findings.append(
        Finding(
          rule: rule.id, severity: rule.severity, file: lookup.file, line: lookup.line, column: lookup.column, language: nil,
          entry: nil, key: lookup.key, message: message))
    }
    switch lookup.target {
    case .entry, .code:
      guard keys.hasManifest else { return }
      let known = lookup.target == .entry ? keys.entryIDs.contains(lookup.key) : keys.codes.contains(lookup.key)
      guard !known else { return }
      let what = lookup.target == .entry ? "entry" : "server code"
      finding(
        CodeKeyMissingRule.rule,
        "\(lookup.call) asks for \(what) \"\(lookup.key)\", which no catalog.json has, so the person sees the common failure copy; add it to the manifest, or correct the \(what)"
      )
    case .key:
      guard keys.tables[lookup.tableName] != nil else {
        guard let named = lookup.table else { return }
        let known = keys.tables.keys.sorted().joined(separator: ", ")
        finding(
          CodeTableMissingRule.rule,
          "\(lookup.call) looks up \"\(lookup.key)\" in table \"\(named)\", which no localizations folder has (its tables: \(known.isEmpty ? "none" : known)), so the person sees the raw key; correct the table name, or add the table"
        )
        return
      }
      if keys.tables[lookup.tableName]?.keys[lookup.key] != nil {
        used[lookup.tableName, default: []].insert(lookup.key)
        return
      }
      if lookup.hasUnknownArgument, let matches = keys.tables[lookup.tableName]?.bySkeleton[skeleton(of: lookup)], !matches.isEmpty {
        used[lookup.tableName, default: []].formUnion(matches)
        return
      }
      // A call with a default value (`value:`, `defaultValue:`) shows it, never the key: a key the tables lack yet is
      // text waiting for its translations (some teams keep the development text only in the code).
      if lookup.hasDefaultValue { return }
      // Only debug or simulator builds compile it: no person using the app sees it.
      if lookup.isDebugOnly { return }
      // A loading placeholder's grey bars, or a view kept invisible: no person reads it.
      if lookup.isHidden { return }
      // `" ⸱ "`, `"@%@"`, `"%lld"`, `"© OpenStreetMap"`, `"#swift"`: no word to translate, so every language shows
      // the key as it should.
      guard TranslatableText.hasWords(Self.text(of: lookup)) else { return }
      // An English-text key the other languages translate, in a development table kept empty: English shows the key,
      // which is its text.
      if TranslatableText.readsAsText(lookup.key), keys.translationsHave(lookup.key, table: lookup.tableName) { return }
      let table = keys.tables[lookup.tableName]
      var message =
        "\(lookup.call) looks up \"\(lookup.key)\" in table \(lookup.tableName), which has no such key in the development language (\(table?.language ?? "?")), so the person sees the key itself; add it to \(table?.file ?? lookup.tableName), or correct the key"
      if lookup.hasUnknownArgument {
        message += " (an interpolation's type is unknown to the scanner, so it is written %@ and any specifier would have matched)"
      }
      finding(CodeKeyMissingRule.rule, message)
    }
  }

  /// The key's text outside its specifiers and interpolations, each replaced by a space.
  static func text(of lookup: SourceLookup) -> String {
    lookup.pattern.isEmpty
      ? DevelopmentKeys.skeleton(of: lookup.key).replacingOccurrences(of: "\u{1}", with: " ")
      : lookup.pattern.map { part in
        if case .text(let text) = part { text } else { " " }
      }.joined()
  }

  /// The key's text with every interpolation as U+0001, as ``DevelopmentKeys/skeleton(of:)`` writes a table's key.
  private func skeleton(of lookup: SourceLookup) -> String {
    lookup.pattern.map { part in
      switch part {
      case .text(let text): text
      case .argument: "\u{1}"
      }
    }.joined()
  }

  private func check(_ call: FormatCall, in keys: DevelopmentKeys, into findings: inout [Finding]) {
    let template: String
    let described: String
    switch call.template {
    case .literal(let text):
      template = text
      described = "its template \"\(text)\""
    case .lookup(let lookup):
      guard let value = keys.tables[lookup.tableName]?.keys[lookup.key]?.value else { return }
      template = value
      described = "the development text of \"\(lookup.key)\" (\"\(value)\")"
    }
    let format = FormatString(template)
    guard let signature = format.signature, !template.contains("%#@") else { return }
    guard signature.count != call.argumentCount else { return }
    let rule = FormatArgumentCountRule.rule
    let passes = call.argumentCount == 1 ? "1 argument" : "\(call.argumentCount) arguments"
    let effect = call.argumentCount < signature.count ? "the missing ones read garbage or crash the app" : "the extra ones are never shown"
    findings.append(
      Finding(
        rule: rule.id, severity: rule.severity, file: call.file, line: call.line, column: call.column, language: nil, entry: nil,
        key: nil,
        message:
          "\(call.call) passes \(passes) but \(described) reads \(signature.count); \(effect); pass \(signature.count), or change the text")
    )
  }

  private func unused(_ keys: DevelopmentKeys, used: [String: Set<String>], fileCount: Int, into findings: inout [Finding]) {
    let rule = KeyUnusedRule.rule
    for (name, table) in keys.tables where !table.managed {
      guard let usedKeys = used[name] else { continue }  // a table no code looks up (a storyboard's, InfoPlist) is not the code's
      for (key, place) in table.keys where !usedKeys.contains(key) && !settings.isDynamic(key) {
        findings.append(
          Finding(
            rule: rule.id, severity: rule.severity, file: place.file, line: place.line, column: place.column, language: table.language,
            entry: nil, key: key,
            message:
              "no code looks up \"\(key)\" (\(fileCount) source files scanned); delete it, or add a pattern for it to \"dynamicKeys\" in .copydeck.json if the code builds it at run time"
          ))
      }
    }
  }
}
