import Copydeck

/// `key-unused`: a key no code looks up.
/// ``SourceCheck`` runs it, in repository mode.
enum KeyUnusedRule {
  static let rule = Rule(
    id: "key-unused", severity: .warning, category: .completeness,
    summary: "A key of a table the code reads that no code looks up.",
    why:
      "Dead copy translators keep paying for. Off where the code builds keys at run time, until .copydeck.json declares them in \"dynamicKeys\".",
    bad: "\"old.banner\" = \"Try the new editor\";   // no code asks for \"old.banner\"",
    good: "// the key deleted, or \"dynamicKeys\": [\"old.*\"] in .copydeck.json when the code builds it",
    fix: "Delete the key, or declare a pattern for the keys the code builds in \"dynamicKeys\".")
}
