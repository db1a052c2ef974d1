import Copydeck

extension ReviewFile {
  /// The review state after a write that changed the development texts from `before` to `after` (by key), left
  /// `translations` (the keys each other language defines), and wrote or confirmed `confirming`.
  ///
  /// - A translation without a line gets one recording `before`: it counted as confirmed against the text it had, so a
  ///   development text changed by this write (or changed outside Copydeck since) makes it outdated.
  /// - A translation in `confirming` records `after`: it was just written or checked against today's text.
  /// - A line whose translation or development text is gone is dropped.
  public func updated(
    before: [String: String], after: [String: String], translations: [String: Set<String>], confirming: Set<Translation> = []
  ) -> ReviewFile {
    var result = ReviewFile()
    for (language, keys) in translations {
      for key in keys {
        let translation = Translation(key: key, language: language)
        guard let today = after[key] else { continue }
        if confirming.contains(translation) {
          result.confirmed[translation] = today
        } else if let recorded = confirmed[translation] ?? before[key] {
          result.confirmed[translation] = recorded
        } else {
          // A development text this write added: its translation (written outside Copydeck) was made against it.
          result.confirmed[translation] = today
        }
      }
    }
    return result
  }
}
