import Copydeck
import CopydeckFiles

/// `plural-forms`: a value that varies by plural lacks a form CLDR's rules give the language (English needs `one` and
/// `other`, Korean only `other`), so some counts find no form and the language is not used for them. Read in
/// `.stringsdict` files and String Catalogs alike.
///
/// A form CLDR uses only for a million or more and for compact numbers is not required
/// (``PluralRules/requiredCategories``): French, Italian, Portuguese and Spanish `many` is for 1000000 and 1c6, and a
/// plural without it shows its `other` form for those counts, on Apple's platforms and in Copydeck's resolver alike.
///
/// Nor is a missing `many` alone in a language whose `other` no whole number takes (Polish, Russian, Ukrainian: `other`
/// is for fractions): the counts of `many` show `other`, which then no other count shows, and translators write that
/// `other` as the `many` form (Polish `%lld postów` serves 5, 6, …). A missing `few`, or `few` and `many`, makes 2
/// read like 5 (`2 postów`): that is reported.
struct PluralFormsRule: CheckRule {
  static let rule = Rule(
    id: "plural-forms", severity: .error, category: .format,
    summary: "A plural without every form the language's CLDR plural rules need.",
    why:
      "A plural (`.stringsdict` or String Catalog) without every form CLDR's rules use for the language (`one` and `other` for English, only `other` for Korean) shows another language for the counts that need the missing form. A form CLDR uses only for round millions and compact numbers is not required: French, Italian, Portuguese and Spanish `many` (1000000, 1c6); without it those counts show `other`, on the device and in `resolve`.",
    bad: """
      <key>codes</key>
      <dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>other</key><string>%d invite codes</string>
      </dict>
      """,
    good: """
      <key>codes</key>
      <dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d invite code</string>
        <key>other</key><string>%d invite codes</string>
      </dict>
      """,
    fix:
      "Add the form the message names (English needs `one` and `other`, Korean only `other`); in a String Catalog, Xcode's Vary by Plural shows every form a language needs."
  )

  static func check(_ context: CheckContext, into findings: inout [Finding]) {
    for table in context.varyingTables {
      let rules = PluralRules(language: table.language)
      let required = rules.requiredCategories.map(\.rawValue).joined(separator: ", ")
      let otherServesMany = !(0...1000).contains { rules.category(for: $0) == .other }
      for set in table.pluralFormSets {
        let missing = rules.requiredCategories.filter { set.forms[$0] == nil }
        guard !missing.isEmpty else { continue }
        if otherServesMany, missing == [.many] { continue }
        let list = missing.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        findings.append(
          context.finding(
            rule, on: set.entry, of: table,
            "'\(set.name)' has no \(list) form, which \(table.language) needs (its required forms are \(required)); add \(missing.count == 1 ? "it" : "them") so every count has its form"
          ))
      }
    }
  }
}
