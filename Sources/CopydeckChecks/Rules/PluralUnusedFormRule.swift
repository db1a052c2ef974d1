import Copydeck

/// `plural-unused-form`: a plural form the language's CLDR rules never choose (`one` in Korean, `few` in English),
/// so no count ever shows it. `zero` is exempt: Apple's platforms use it for 0 in every language.
struct PluralUnusedFormRule: CheckRule {
  static let rule = Rule(
    id: "plural-unused-form", severity: .warning, category: .format,
    summary:
      "A plural form the language never uses (one in Korean, few in English) is copy no device shows; the translator may have meant another form."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for table in context.varyingTables {
      let rules = PluralRules(language: table.language)
      let used = Set(rules.categories).union([.zero])
      for entry in table.entries {
        let values = [(entry.key, entry.value)] + entry.substitutions.map { ($0.name, $0.value) }
        for (name, value) in values {
          for forms in PluralFormsRule.pluralForms(value) {
            let unused = forms.keys.filter { !used.contains($0) }.sorted()
            guard !unused.isEmpty else { continue }
            let list = unused.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            findings.append(
              context.finding(
                rule, at: entry.location, language: table.language, entry: context.entry(ofKey: entry.key, table: table.name),
                key: entry.key,
                "'\(name)' has \(unused.count == 1 ? "a " : "")\(list) \(unused.count == 1 ? "form" : "forms"), which \(table.language) never uses (its forms are \(rules.categories.map(\.rawValue).joined(separator: ", "))); no count shows \(unused.count == 1 ? "it" : "them"): move the text to a form \(table.language) uses, or delete \(unused.count == 1 ? "it" : "them")"
              ))
          }
        }
      }
    }
  }
}
