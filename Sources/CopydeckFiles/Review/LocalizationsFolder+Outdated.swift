import Copydeck

extension LocalizationsFolder {
  /// The translations of the `.strings`/`.stringsdict` table `name` that `review` records as confirmed against a
  /// development text other than today's, in the order of `languages` (the development language among them is
  /// skipped), then of the translation's file; each with where its value is.
  public func outdated(
    _ name: String, review: ReviewFile, developmentLanguage: String, languages: [String]
  ) -> [(translation: OutdatedTranslation, location: SourceLocation)] {
    var development: [String: String] = [:]
    for entry in entries(name, language: developmentLanguage) { development[entry.key] = ReviewText.of(entry) }
    var result: [(OutdatedTranslation, SourceLocation)] = []
    for language in languages where language != developmentLanguage {
      for entry in entries(name, language: language) {
        let translation = ReviewFile.Translation(key: entry.key, language: language)
        guard let today = development[entry.key], let confirmed = review.confirmed[translation], confirmed != today else { continue }
        result.append((OutdatedTranslation(translation: translation, confirmed: confirmed, today: today), entry.location))
      }
    }
    return result
  }
}
