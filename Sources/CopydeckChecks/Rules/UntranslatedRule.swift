import Copydeck

/// `untranslated`: a translation identical to the development language's text, most likely never translated.
///
/// A value with no word to translate reads the same in every language and is not reported: its prose (without
/// specifiers, placeholders, URLs, paths, file names and versions, see ``ProseText``) has no run of three letters
/// other than acronyms (`CPU`), brand-like names (`iCloud`) and the words a project allows.
struct UntranslatedRule: CheckRule {
  static let rule = Rule(
    id: "untranslated", severity: .warning, category: .completeness,
    summary: "A translation identical to the development text is usually copy nobody translated yet.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    let development = AlertWording.primaryLanguage(context.baseLanguage)
    for (tableIndex, (loaded, texts)) in zip(context.tables, context.texts).enumerated()
    where
      !context.isDevelopment(loaded.language) && AlertWording.primaryLanguage(loaded.language) != development
    {
      for (position, text) in texts.enumerated() {
        // A String Catalog key marked "Don't translate" is meant to be the same in every language.
        if loaded.catalogEntries?.entry(forKey: text.key)?.shouldTranslate == false { continue }
        guard let source = context.developmentCounterpart(ofText: position, inTable: tableIndex), source.value == text.value,
          ProseText.hasWordToTranslate(ProseText.prose(of: text), allowed: context.allowedWords)
        else { continue }
        findings.append(
          context.finding(
            rule, at: text.location, language: text.language, entry: text.entry, key: text.key,
            "the \(text.language) text of \"\(text.key)\" is the same as the \(source.language) text \(quoted(text.value)); translate it (if it really is the same in \(text.language), allow the rule for this entry in catalog.json with the reason)"
          ))
      }
    }
  }
}
