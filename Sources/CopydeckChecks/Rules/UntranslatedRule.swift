import Copydeck
import CopydeckFiles

/// `untranslated`: a translation identical to the development language's text, most likely never translated.
///
/// A value with no word to translate reads the same in every language and is not reported: its prose (without
/// specifiers, placeholders, URLs, paths, file names and versions, see ``ProseText``) has no run of three letters
/// other than acronyms (`CPU`), brand-like names (`iCloud`) and the words a project allows. Neither is a value that
/// does not read as a phrase (``ProseText/readsAsPhrase(_:)``): a single word (`Podcast`, `Info`, `Kiwix`, a loanword
/// or a script's name) or a name in title case (`Pocket Casts Plus`, `Hong Kong`), which apps keep as English writes
/// them in every language (on apps never checked before, most single words left as in English were names), and a text
/// of fewer than four words around an argument (`Admin in %@`, `in %@ spaces`), whose few words German or Dutch
/// often share with English. Nor is a storyboard's
/// placeholder title (Interface Builder's "Label", "Subtitle", which the app replaces), nor a String Catalog text
/// that every one of at least three translations leaves as it is: a name, such as the app's, that no translator
/// changed (Xcode never copies a source text into a translation itself).
struct UntranslatedRule: CheckRule {
  static let rule = Rule(
    id: "untranslated", severity: .warning, category: .completeness,
    summary: "A translation that is the same as the development language's text.",
    why: "A translation identical to the development text is usually copy nobody translated yet.",
    bad: """
      // ko.lproj/Alerts.strings
      "group.leave.message" = "You can join again with a new invite code.";
      """,
    good: """
      // ko.lproj/Alerts.strings
      "group.leave.message" = "새 초대 코드로 다시 참여할 수 있어요.";
      """,
    fix:
      "Translate it. A name that reads the same in every language (the app's, a brand) goes in `.copydeck.json`'s `\"allowUntranslated\"`; a String Catalog key that is never translated can be marked \"Don't translate\" in Xcode."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let development = AlertWording.primaryLanguage(context.baseLanguage)
    var sameEverywhere: [String: Set<ScalarKey>] = [:]
    for (tableIndex, (loaded, texts)) in zip(context.tables, context.texts).enumerated()
    where
      !context.isDevelopment(loaded.language) && AlertWording.primaryLanguage(loaded.language) != development
    {
      let catalog = context.catalog(of: loaded)
      let storyboard = context.translatesInterfaceBuilder(table: loaded.name)
      for (position, text) in texts.enumerated() {
        // A String Catalog key marked "Don't translate" is meant to be the same in every language.
        if loaded.catalogEntries?.entry(forKey: text.key)?.shouldTranslate == false { continue }
        guard let source = context.developmentCounterpart(ofText: position, inTable: tableIndex), source.value == text.value,
          case let prose = ProseText.prose(of: text),
          ProseText.hasWordToTranslate(prose, allowed: context.allowedWords),
          ProseText.readsAsPhrase(prose, minimumWords: text.specifiers.isEmpty ? 2 : 4)
        else { continue }
        if storyboard, CheckContext.interfaceBuilderPlaceholders.contains(text.value) { continue }
        if let catalog {
          if sameEverywhere[loaded.name] == nil { sameEverywhere[loaded.name] = keysReadTheSame(in: catalog, development: development) }
          if sameEverywhere[loaded.name]!.contains(ScalarKey(text.key)) { continue }
        }
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) text of \"\(text.key)\" is the same as the \(source.language) text \(quoted(text.value)); translate it (if it really is the same in \(text.language), \(context.manifest == nil ? "add its words to \"allowUntranslated\" in .copydeck.json" : "allow the rule for this entry in catalog.json with the reason"))"
          ))
      }
    }
  }

  /// The keys of `catalog` whose every translation (at least three, in languages other than `development`'s) is
  /// the source text itself.
  private static func keysReadTheSame(in catalog: StringCatalog, development: String) -> Set<ScalarKey> {
    let source = catalog.entries(language: catalog.sourceLanguage)
    let translations = catalog.languages.filter { AlertWording.primaryLanguage($0) != development }.map { catalog.entries(language: $0) }
    var keys: Set<ScalarKey> = []
    for key in catalog.keys {
      guard let text = source.entry(forKey: key.key)?.value else { continue }
      let values = translations.compactMap { $0.entry(forKey: key.key)?.value }
      if values.count >= 3, values.allSatisfy({ $0 == text }) { keys.insert(ScalarKey(key.key)) }
    }
    return keys
  }
}
