/// One finding of `copydeck check` on an entry, as the badge and the finding list show it.
struct FindingBadge: Equatable {
  /// The rule id, e.g. `missing-translation` or `hig-max-buttons`.
  var rule: String
  /// `error` or `warning` (or `info`).
  var severity: String
  /// The language it is about, if any.
  var language: String?
  /// What is wrong, as the checker says it.
  var message: String
  /// `file:line:column`, when the finding has one.
  var location: String?

  /// The short bilingual label of the badge, grouped the way a copywriter thinks about the problem.
  var label: Bilingual {
    if rule.contains("missing") || rule.contains("untranslated") {
      return Bilingual("번역 없음", "Missing translation")
    }
    if rule.contains("format") || rule.contains("specifier") || rule.contains("argument") {
      return Bilingual("형식 불일치", "Format mismatch")
    }
    if rule.hasPrefix("hig") {
      return Bilingual("HIG 규칙", "HIG rule")
    }
    return Bilingual("검사 규칙", "Check rule")
  }

  /// The badge: label, language and rule, with the full message as a tooltip.
  var badge: HTML {
    let languageTag: HTML = language.map { " <span class=\"badge-lang\">\($0)</span>" } ?? ""
    return """
      <span class="badge" data-severity="\(severity)" data-rule="\(rule)" title="\(message)">\(label.html)\(languageTag) <code>\(rule)</code></span>
      """
  }

  /// A list item with the full message and location, for the entry page.
  var listItem: HTML {
    let place: HTML = location.map { " <code class=\"location\">\($0)</code>" } ?? ""
    return "<li data-severity=\"\(severity)\">\(badge) <span class=\"finding-message\">\(message)</span>\(place)</li>"
  }
}
