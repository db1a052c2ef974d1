import Copydeck
import CopydeckFiles

/// `missing-translation`: a key of the development language (or of the manifest) that another language lacks.
///
/// Without a manifest, tables are matched by name: `ko.lproj/T.strings` is compared with the development text of `T`
/// alone (``CheckContext/developmentTables(named:)``), and a key `ko.lproj/T.stringsdict` defines is present. A
/// table that translates a `Base.lproj` storyboard or xib needs the storyboard's texts that the development
/// language's own table of it translates (when it has one), else every text but Interface Builder's defaults; a
/// String Catalog key marked "Don't translate" needs none, and neither does a development text that is blank (a
/// catalog's `""` key). A regional language (`en-GB`, `pt-PT`, `zh-HK`) that overrides only a few keys needs none of
/// the others when its base language (`en`, `pt`, `zh-Hant`) is the development language or is checked too: the
/// device shows the base language's text, and a key the base language lacks is reported once, there. `InfoPlist`
/// tables are compared with what the app declares, by `purpose-string-missing`, not with each other.
struct MissingTranslationRule: CheckRule {
  static let rule = Rule(
    id: "missing-translation", severity: .error, category: .completeness,
    summary: "A key of the development language (or of the manifest) that another language lacks.",
    why: "A missing translation shows the person another language, or a whole alert in the wrong language.",
    bad: """
      // en.lproj/Alerts.strings
      "group.leave.message" = "You can join again with a new invite code.";
      // ko.lproj/Alerts.strings has no "group.leave.message"
      """,
    good: """
      // ko.lproj/Alerts.strings
      "group.leave.message" = "새 초대 코드로 다시 참여할 수 있어요.";
      """,
    fix:
      "Add the key to the language's table (or its plural forms to the `.stringsdict`); the message quotes the development text to translate. A String Catalog key that reads the same in every language can be marked \"Don't translate\" in Xcode."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    if context.manifest == nil {
      checkTables(context, into: &findings)
      return
    }
    let development = context.developmentLanguage
    for copy in context.copies where copy.language != development && !copy.missingKeys.isEmpty {
      let entry = copy.entry
      let language = copy.language
      guard !context.isUnreadable(language: language, table: entry.table) else { continue }
      for key in copy.missingKeys {
        let source = context.text(forKey: key, language: development, table: entry.table)
        let shown = source.map { " (\(development): \(quoted($0.value)))" } ?? ""
        findings.append(
          context.missingKeyFinding(
            rule, key: key, language: language, table: entry.table, definition: entry.definition,
            "no \(language) translation of \"\(key)\"\(shown); add \"\(key)\" = \"…\"; to \(context.shortPath(language: language, table: entry.table))"
          ))
      }
    }
  }

  /// The language a regional language falls back to on the device: `en` for `en-GB`, `es` for `es-419` (a region
  /// is two letters or three digits), `zh-Hant` for `zh-HK`, `zh-MO` and `zh-TW` and `zh-Hans` for `zh-CN` and
  /// `zh-SG` (Chinese falls back by script, never to another script); `nil` for a language without a region (`en`,
  /// `zh-Hans`).
  static func baseLanguage(of language: String) -> String? {
    guard let dash = language.lastIndex(where: { $0 == "-" || $0 == "_" }) else { return nil }
    let region = language[language.index(after: dash)...]
    let isRegion =
      (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter && $0.isUppercase })
      || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
    guard isRegion else { return nil }
    let base = String(language[..<dash])
    guard base == "zh" else { return base }
    switch region {
    case "HK", "MO", "TW": return "zh-Hant"
    case "CN", "SG": return "zh-Hans"
    default: return nil
    }
  }

  /// Every development key of every table that a language's table of the same name lacks.
  private static func checkTables(_ context: CheckContext, into findings: inout [Finding]) {
    // `InfoPlist` translates the app's Info.plist, not the development language's InfoPlist.strings: a key it lacks
    // shows the Info.plist's own text, and the purpose strings the prompts need are `purpose-string-missing`'s.
    for name in context.developmentTableNames where name != CheckContext.infoPlistTable {
      let needed = textsToTranslate(context, table: name)
      for language in context.languages where !context.isDevelopment(language) {
        guard !context.isUnreadable(language: language, table: name), !context.hasCaseClash(language: language, table: name) else {
          continue
        }
        // A regional language (`en-GB`) that leaves a key out shows its base language's text (`en`) when the base
        // language is the development language, is checked in its own right (and reported there), or has the key.
        let base = baseLanguage(of: language)
        if let base, context.isDevelopment(base) || context.languages.contains(base) { continue }
        let loaded = context.table(language: language, name: name)
        let variations = context.variationsTable(language: language, name: name)
        for (source, texts) in needed {
          for text in texts {
            guard loaded?.defines(text.key) != true, variations?.defines(text.key) != true else { continue }
            if let base, context.defines(text.key, language: base, table: name) { continue }
            // A catalog holds the language's table, or the development text (a storyboard's catalog is the former).
            let catalog = [loaded?.file, source.file].compactMap { $0 }.first { $0.hasSuffix(".xcstrings") }
            let origin = source.language
            let forms = source.source == .variations ? ", or its plural forms to \(language).lproj/\(name).stringsdict" : ""
            let fix =
              catalog.map { "add its \(language) localization to \(Fingerprint.fileTail($0)) (in Xcode's String Catalog editor)" }
              ?? "add \"\(text.key)\" = \"…\"; to \(context.shortPath(language: language, table: name))\(forms)"
            let message = "no \(language) translation of \"\(text.key)\" (\(origin): \(quoted(text.value))); \(fix)"
            if let loaded {
              findings.append(context.finding(rule, file: loaded.file, language: language, entry: text.entry, key: text.key, message))
            } else {
              findings.append(context.finding(rule, at: text.keyLocation, language: language, entry: text.entry, key: text.key, message))
            }
          }
        }
      }
    }
  }

  /// The development texts of the table `name` that every language must translate, each key once, with the
  /// development table each is in: the same for every language, so worked out once per table, not once a language.
  private static func textsToTranslate(_ context: CheckContext, table name: String) -> [(source: LoadedTable, texts: [CopyText])] {
    let sources = context.developmentTables(named: name)
    var seen: Set<ScalarKey> = []
    return sources.map { source in
      let loaded = context.tables[source]
      let texts = context.texts[source].filter { text in
        guard sources.count == 1 || seen.insert(ScalarKey(text.key)).inserted else { return false }
        // A String Catalog key marked "Don't translate" reads the same in every language.
        if loaded.catalogEntries?.entry(forKey: text.key)?.shouldTranslate == false { return false }
        // A blank development text (a catalog's `""` key) reads the same in every language.
        if UsableCopy.isBlank(text.value) { return false }
        return loaded.source != .interfaceBuilder || context.needsTranslation(interfaceBuilderText: text, table: name)
      }
      return (loaded, texts)
    }
  }
}
