import Copydeck

/// `code-key-missing`: the code asks for a key no development-language table has.
/// ``SourceCheck`` runs it, in repository mode.
enum CodeKeyMissingRule {
  static let rule = Rule(
    id: "code-key-missing", severity: .error, category: .completeness,
    summary:
      "A key the code looks up (NSLocalizedString, Text(\"…\"), String(localized:), a declared wrapper) that no development table has.",
    why:
      "The person sees the key itself (error.groupFull.title), or its English text untranslated in every language. Not counted: a lookup with a default value, a key with no letter, previews and #if DEBUG code; see docs/source-scan.md.",
    bad: "Text(\"Leave group?\")   // en.lproj/Localizable.strings has no \"Leave group?\"",
    good: "\"Leave group?\" = \"Leave group?\";   // in en.lproj/Localizable.strings, translated in every language",
    fix: "Add the key to the development table (and its translations), or correct the key in the code.")
}
