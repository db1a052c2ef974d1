import Copydeck
import CopydeckFiles

/// `plural-unused-form`: a plural form the language's CLDR rules never choose (`one` in Korean, `few` in English),
/// so no count ever shows it. `zero` is exempt: Apple's platforms use it for 0 in every language.
struct PluralUnusedFormRule: CheckRule {
  static let rule = Rule(
    id: "plural-unused-form", severity: .warning, category: .format,
    summary: "A plural form the language's rules never choose, so no count shows it.",
    why:
      "A plural form the language never uses (`one` in Korean, `few` in English) is copy no device shows; the translator may have meant another form. `zero` is exempt: Apple's platforms use it for 0 in every language.",
    bad: """
      // ko
      <key>one</key><string>코드 %d개</string>
      <key>other</key><string>코드 %d개</string>
      """,
    good: """
      // ko
      <key>other</key><string>코드 %d개</string>
      """,
    fix: "Move the text to a form the language uses (Korean: `other`) and delete the unused form; `zero` is always allowed.")

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for table in context.varyingTables {
      let rules = PluralRules(language: table.language)
      let used = Set(rules.categories).union([.zero])
      for set in table.pluralFormSets {
        let unused = set.forms.keys.filter { !used.contains($0) }.sorted()
        guard !unused.isEmpty else { continue }
        let list = unused.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let one = unused.count == 1
        findings.append(
          context.finding(
            rule, on: set.entry, of: table,
            "'\(set.name)' has \(one ? "a " : "")\(list) \(one ? "form" : "forms"), which \(table.language) never uses (its forms are \(rules.categories.map(\.rawValue).joined(separator: ", "))); no count shows \(one ? "it" : "them"): move the text to a form \(table.language) uses, or delete \(one ? "it" : "them")"
          ))
      }
    }
  }
}
