/// The attributes every drawn alert or screen carries: the test contract and the text language and direction.
enum DrawingAttributes {
  /// ` data-entry="…" data-lang="…" data-kind="…" data-presentation="…" lang="…" dir="…"` for `alert`.
  static func of(_ alert: DrawnAlert) -> HTML {
    let direction = alert.rightToLeft ? "rtl" : "ltr"
    return """
       data-entry="\(alert.entryID)" data-lang="\(alert.language)" data-kind="\(alert.kind.rawValue)" data-presentation="\(alert.presentation.rawValue)" lang="\(alert.textLanguage)" dir="\(direction)"
      """
  }
}
